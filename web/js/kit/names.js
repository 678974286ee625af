// The names of built-in libraries and of their named games in the page's language: the
// catalogue's `library-builtin-{name}` and `library-entry-{name}`, the stored name otherwise
// (libraries of your own).

import { catalogueName, t } from "../i18n.js";

/** A library's name: a built-in one in the page's language. */
export function libraryName(lib) {
  return (lib.builtin && catalogueName("library-builtin", lib.name)) || lib.name;
}

/**
 * A library game's name in the page's language: a classic's from the catalogue, a numbered
 * one ("level 12", "report #3", "3x3 easy (seed 2)") as the catalogue's
 * `library-entry-{words}-numbered`; an unnamed one as the `index`th (from 0) of its list, or
 * its game ID without an index.
 */
export function entryName(entry, index) {
  if (entry.name) {
    const named = catalogueName("library-entry", entry.name);
    if (named) return named;
    const numbered = /^(.*?)\s*#?\s*(\d+)\)?$/.exec(entry.name);
    const worded = numbered && catalogueName("library-entry", `${numbered[1]} numbered`, { number: numbered[2] });
    if (worded) return worded;
    return entry.name;
  }
  return index === undefined ? entry.description : t("levels-numbered", { number: index + 1 });
}
