// The sounds of every game page, made in the page with Web Audio (no audio files): a move, a
// refused move, a pair cleared or a stick placed, a win. One mute switch in the site header
// turns them off and is remembered. Nothing plays before the player's first click or key (the
// browsers' autoplay rule), and a browser without audio stays silent without errors.
//
// `globalThis.puzzlelabSounds` lists the sounds played (the browser tests read it).

import { t } from "../i18n.js";

const STORAGE_KEY = "puzzlelab-muted";

/** Each sound: notes `[frequency Hz, start s, length s]`, a wave shape and a volume. */
const SOUNDS = {
  move: { wave: "triangle", volume: 0.12, notes: [[520, 0, 0.06]] },
  refused: { wave: "square", volume: 0.05, notes: [[150, 0, 0.09], [120, 0.1, 0.12]] },
  clear: { wave: "sine", volume: 0.14, notes: [[660, 0, 0.07], [990, 0.07, 0.1]] },
  place: { wave: "triangle", volume: 0.14, notes: [[440, 0, 0.05], [660, 0.05, 0.08]] },
  win: { wave: "sine", volume: 0.16, notes: [[523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.12], [1047, 0.36, 0.3]] },
};

const played = [];
globalThis.puzzlelabSounds = played;

let context = null;
let gestured = false;

function readMuted() {
  try {
    return localStorage.getItem(STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

let muted = readMuted();

/** True when the player turned the sounds off. */
export function isMuted() {
  return muted;
}

/** Turns the sounds off (`true`) or on, and remembers it. */
export function setMuted(value) {
  muted = !!value;
  try {
    localStorage.setItem(STORAGE_KEY, muted ? "1" : "0");
  } catch {
    // not remembered; the switch still works on this page
  }
  for (const button of document.querySelectorAll("button.mute-switch")) showSwitch(button);
}

// The first click or key of the player allows sound; the context is made then, not before.
function onGesture() {
  gestured = true;
  for (const type of ["pointerdown", "keydown"]) window.removeEventListener(type, onGesture, true);
}
for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, onGesture, true);

function audio() {
  if (context) return context;
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    context = null;
  }
  return context;
}

/** Plays sound `name` ("move", "refused", "clear", "place", "win") unless muted or too early. */
export function playSound(name) {
  const sound = SOUNDS[name];
  if (!sound || muted || !gestured) return;
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === "suspended") ctx.resume().catch(() => {});
    const now = ctx.currentTime + 0.01;
    for (const [frequency, start, length] of sound.notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = sound.wave;
      osc.frequency.setValueAtTime(frequency, now + start);
      // a short rise and a fall: no click at either end
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(sound.volume, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
    played.push(name);
  } catch {
    // audio that fails is silence, never an error on the page
  }
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** A speaker drawn as SVG (no font has to hold an emoji): with waves, or crossed out. */
function speaker(off) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", "22");
  svg.setAttribute("height", "22");
  svg.setAttribute("aria-hidden", "true");
  const shapes = [["path", { d: "M3 9h4l5-4v14l-5-4H3z", fill: "currentColor" }]];
  if (off) shapes.push(["path", { d: "M16 9l6 6M22 9l-6 6", stroke: "currentColor", "stroke-width": 2, fill: "none", "stroke-linecap": "round" }]);
  else shapes.push(["path", { d: "M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13", stroke: "currentColor", "stroke-width": 2, fill: "none", "stroke-linecap": "round" }]);
  for (const [tag, attrs] of shapes) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    svg.append(node);
  }
  return svg;
}

function showSwitch(button) {
  button.setAttribute("aria-pressed", String(muted));
  button.replaceChildren(speaker(muted));
  button.title = t(muted ? "sound-unmute" : "sound-mute");
  button.setAttribute("aria-label", t("sound-label"));
}

/** The mute switch of the site header (a toggle button, remembered). */
export function muteSwitch() {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "mute-switch";
  button.addEventListener("click", () => setMuted(!muted));
  showSwitch(button);
  return button;
}
