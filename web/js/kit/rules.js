// Rules in game IDs, the same for every puzzle: a game ID is `POSITION;key=value;...`, and each
// rule the puzzle declares (`/api/puzzles`: `rules`, each `{key, label, help, type, options |
// min, max | example, default}`) gets a form control that rewrites the ID. The server makes IDs
// canonical and checks a text rule (such as the 15-puzzle's goal) as it reads the game.

import { el } from "../ui.js";

/** `{position, fields}` of a game ID (`fields` a Map of key to value, keys normalised). */
export function splitGameId(text) {
  const [position, ...parts] = String(text).split(";");
  const fields = new Map();
  for (const part of parts) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    fields.set(part.slice(0, eq).trim().toLowerCase().replaceAll("_", "-"), part.slice(eq + 1).trim());
  }
  return { position: position.trim(), fields };
}

/** The game ID `text` with rule `key` set to `value` (left out when it is the default). */
export function withRule(text, spec, value) {
  const { position, fields } = splitGameId(text);
  if (value === "" || value === spec.default) fields.delete(spec.key);
  else fields.set(spec.key, value);
  return [position, ...[...fields].map(([k, v]) => `${k}=${v}`)].join(";");
}

/** The value of rule `spec` in game ID `text` (its default when absent). */
export function ruleValue(text, spec) {
  return splitGameId(text).fields.get(spec.key) ?? spec.default;
}

/** A form control for option `spec`; `onChange(value)` gets the new value. */
export function control(spec, idPrefix, onChange) {
  const id = `${idPrefix}-${spec.key}`;
  let input;
  if (spec.type === "choice") {
    input = el("select", { id, name: spec.key }, ...spec.options.map((o) => el("option", { value: o.value }, o.label || o.value)));
    input.addEventListener("change", () => onChange(input.value));
  } else if (spec.type === "integer") {
    input = el("input", { id, name: spec.key, type: "number", min: spec.min, max: spec.max, step: 1, inputmode: "numeric" });
    input.addEventListener("change", () => onChange(input.value.trim()));
  } else if (spec.type === "text") {
    input = el("input", { id, name: spec.key, type: "text", placeholder: spec.example || "", spellcheck: "false", autocomplete: "off" });
    input.addEventListener("change", () => onChange(input.value.trim()));
  } else {
    // flags: one checkbox each, joined by +
    const boxes = spec.options.map((o) =>
      el("label", { class: "check" }, el("input", { type: "checkbox", value: o.value, "data-flag": o.value }), o.label || o.value),
    );
    input = el("fieldset", { id, class: "flags" }, el("legend", {}, spec.label), ...boxes);
    input.addEventListener("change", () => {
      const set = [...input.querySelectorAll("input:checked")].map((b) => b.value);
      onChange(set.join("+"));
    });
    return {
      element: input,
      show(value) {
        const on = new Set(String(value || "").split("+"));
        for (const b of input.querySelectorAll("input")) b.checked = on.has(b.value);
      },
    };
  }
  const label = el("label", { title: spec.help || "" }, spec.label, input);
  return {
    element: label,
    show(value) {
      input.value = value;
    },
  };
}

/**
 * Controls for every rule in `rules`, inside `container`. `onChange(key, value)` is called when
 * the player changes one. Returns `{show(gameId)}` to reflect a game's rules.
 */
export function createRuleControls(container, rules, onChange) {
  const controls = rules.map((spec) => [spec, control(spec, "rule", (value) => onChange(spec, value))]);
  container.replaceChildren(...controls.map(([, c]) => c.element));
  container.hidden = rules.length === 0;
  return {
    show(gameId) {
      for (const [spec, c] of controls) c.show(ruleValue(gameId, spec));
    },
  };
}
