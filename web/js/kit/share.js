// The share button of every game page: the link to the game on the board (the page's address
// holds the game and the moves played), through the device's share sheet where there is one
// (`navigator.share`, on phones), else copied to the clipboard; where neither works, the link is
// shown to copy by hand.

import { t } from "../i18n.js";

/** Wires `button` to share the page's address; `say(text, kind)` shows the outcome. */
export function wireShare(button, say) {
  button.addEventListener("click", async () => {
    const url = location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: document.title, url });
      } catch (err) {
        // closing the share sheet is no failure
        if (err && err.name !== "AbortError") say(t("play-share-by-hand", { url }));
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      say(t("play-share-copied"), "ok");
    } catch {
      say(t("play-share-by-hand", { url }));
    }
  });
}
