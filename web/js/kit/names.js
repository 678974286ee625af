// The names of built-in libraries and of their named games in the page's language: the
// catalogue's `library-builtin-{name}` and `library-entry-{name}`, the stored name otherwise
// (libraries of your own).

import { catalogueName } from "../i18n.js";

/** A library's name: a built-in one in the page's language. */
export function libraryName(lib) {
  return (lib.builtin && catalogueName("library-builtin", lib.name)) || lib.name;
}

/** A library game's name (a classic's), in the page's language where the catalogue has it. */
export function entryName(entry) {
  return (entry.name && catalogueName("library-entry", entry.name)) || entry.name || entry.description;
}
