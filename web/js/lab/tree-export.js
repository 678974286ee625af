// The search tree as a file a student can hand in: an SVG of the whole tree (the view zoomed
// out to show it all), its colours, lines and fonts written into the file as presentation
// attributes, since the page's style sheet does not travel with it; and the same picture as a
// PNG, drawn on a canvas.

/** The drawn properties each element of the file keeps from the page's style sheet. */
const KEPT = ["fill", "stroke", "stroke-width", "stroke-dasharray", "opacity", "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline"];
/** The largest side of the PNG, in pixels (a canvas has a limit; a big tree is scaled down). */
const PNG_MAX_SIDE = 8192;
/** The PNG's pixels per unit of the drawing, where the tree fits the limit. */
const PNG_SCALE = 2;

/**
 * The SVG file of `drawing` (the tree's `<svg>` on the page) showing the box `bounds`
 * (`{x, y, w, h}`, the whole tree) on the page's background.
 */
export function treeSvgFile(drawing, bounds) {
  const copy = drawing.cloneNode(true);
  const live = [drawing, ...drawing.querySelectorAll("*")];
  const copied = [copy, ...copy.querySelectorAll("*")];
  live.forEach((element, i) => {
    const style = getComputedStyle(element);
    const kept = KEPT.map((name) => [name, style.getPropertyValue(name)]).filter(([, value]) => value && value !== "normal" && value !== "auto");
    // as presentation attributes: the page's content security policy refuses style attributes
    for (const [name, value] of kept) copied[i].setAttribute(name, value);
    copied[i].removeAttribute("class");
  });
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("viewBox", `${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}`);
  copy.setAttribute("width", String(Math.ceil(bounds.w)));
  copy.setAttribute("height", String(Math.ceil(bounds.h)));
  const background = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  for (const [name, value] of Object.entries({ x: bounds.x, y: bounds.y, width: bounds.w, height: bounds.h })) background.setAttribute(name, String(value));
  background.setAttribute("fill", getComputedStyle(drawing.parentElement || drawing).backgroundColor || "#fff");
  copy.prepend(background);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

/** The PNG of the SVG file `text` of a drawing `width` x `height` units: a promise of a Blob. */
export function treePng(text, width, height) {
  const scale = Math.min(PNG_SCALE, PNG_MAX_SIDE / Math.max(width, height, 1));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      try {
        canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the canvas made no PNG"))), "image/png");
      } catch (err) {
        reject(err);
      }
    };
    image.onerror = () => reject(new Error("the tree's SVG could not be drawn"));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  });
}
