// A page the server writes in the reader's language (the page for an address that is no
// page): the site's header, with its navigation and language switch, and nothing else.

import { loadCatalogue } from "./i18n.js";
import { renderHeader } from "./ui.js";

await loadCatalogue();
renderHeader();
