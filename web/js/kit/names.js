// The names of built-in libraries and of their named games in the page's language: the
// catalogue's `library-builtin-{name}` and `library-entry-{name}` (the name in lower case,
// runs of other characters as "-"), the stored name otherwise (libraries of your own).

import { hasMessage, t } from "../i18n.js";

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** A library's name: a built-in one in the page's language. */
export function libraryName(lib) {
  const key = `library-builtin-${slug(lib.name)}`;
  return lib.builtin && hasMessage(key) ? t(key) : lib.name;
}

/** A library game's name (a classic's), in the page's language where the catalogue has it. */
export function entryName(entry) {
  const name = entry.name || entry.description;
  const key = `library-entry-${slug(name)}`;
  return entry.name && hasMessage(key) ? t(key) : name;
}
