// Small line plots on a canvas for the lab: series of (x, y) points, optionally a shaded band
// and a log scale, with axis labels. Drawn once per answer, no library.

const PALETTE = ["#b5793a", "#2f9bf2", "#d62b2b", "#2e8b57", "#7b4fb5", "#444444"];

/**
 * Draws `series` ([{label, points: [[x, y]], band?: [[x, low, high]]}]) on `canvas` with axis
 * labels `xLabel` and `yLabel`; `log` for a logarithmic y axis; `diagonal` draws y = x.
 */
export function plot(canvas, series, { xLabel = "", yLabel = "", log = false, diagonal = false } = {}) {
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const width = Math.max(280, canvas.clientWidth) * dpr;
  const height = Math.max(180, canvas.clientHeight) * dpr;
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext("2d");
  g.scale(dpr, dpr);
  const w = width / dpr;
  const h = height / dpr;
  const pad = { left: 56, right: 12, top: 12, bottom: 36 };
  const all = series.flatMap((s) => [...s.points, ...(s.band || []).flatMap(([x, lo, hi]) => [[x, lo], [x, hi]])]);
  const ys = all.map(([, y]) => y).filter((y) => y !== null && (!log || y > 0));
  const xs = all.map(([x]) => x);
  if (!xs.length || !ys.length) return;
  const fy = (y) => (log ? Math.log10(y) : y);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs, x0 + 1);
  const y0 = log ? Math.floor(Math.min(...ys.map(fy))) : Math.min(0, ...ys);
  const y1 = log ? Math.ceil(Math.max(...ys.map(fy))) : Math.max(...ys, y0 + 1);
  const px = (x) => pad.left + ((x - x0) / (x1 - x0)) * (w - pad.left - pad.right);
  const py = (y) => h - pad.bottom - ((fy(y) - y0) / (y1 - y0 || 1)) * (h - pad.top - pad.bottom);
  const style = getComputedStyle(canvas);
  g.strokeStyle = g.fillStyle = style.color || "#333";
  g.font = "12px system-ui, sans-serif";
  g.beginPath();
  g.moveTo(pad.left, pad.top);
  g.lineTo(pad.left, h - pad.bottom);
  g.lineTo(w - pad.right, h - pad.bottom);
  g.stroke();
  g.fillText(xLabel, w / 2 - 20, h - 6);
  g.save();
  g.translate(12, h / 2 + 20);
  g.rotate(-Math.PI / 2);
  g.fillText(yLabel, 0, 0);
  g.restore();
  const ticks = log ? Array.from({ length: y1 - y0 + 1 }, (_, i) => 10 ** (y0 + i)) : [y0, (y0 + y1) / 2, y1];
  for (const tick of ticks) g.fillText(log ? tick.toExponential(0) : String(Math.round(tick)), 4, py(tick) + 4);
  for (const tick of [x0, Math.round((x0 + x1) / 2), x1]) g.fillText(String(tick), px(tick) - 4, h - pad.bottom + 14);
  if (diagonal) {
    g.setLineDash([4, 4]);
    g.beginPath();
    g.moveTo(px(x0), py(Math.max(x0, log ? 1 : x0)));
    g.lineTo(px(x1), py(x1));
    g.stroke();
    g.setLineDash([]);
  }
  series.forEach((s, i) => {
    const colour = PALETTE[i % PALETTE.length];
    if (s.band) {
      g.fillStyle = `${colour}33`;
      g.beginPath();
      s.band.forEach(([x, lo], j) => (j ? g.lineTo(px(x), py(lo)) : g.moveTo(px(x), py(lo))));
      [...s.band].reverse().forEach(([x, , hi]) => g.lineTo(px(x), py(hi)));
      g.closePath();
      g.fill();
    }
    g.strokeStyle = g.fillStyle = colour;
    g.lineWidth = 2;
    g.beginPath();
    s.points.filter(([, y]) => y !== null && (!log || y > 0)).forEach(([x, y], j) => (j ? g.lineTo(px(x), py(y)) : g.moveTo(px(x), py(y))));
    g.stroke();
    g.fillText(s.label, pad.left + 8, pad.top + 14 + i * 16);
  });
}
