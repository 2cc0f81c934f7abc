// unokit RangeInput: a native <input type="range"> with a visible label and read-out.
// Native range inputs have a real accessible name and keyboard support (arrows, Home, End,
// PageUp/PageDown). The browser writes only "value"; Python clamps and owns it.

let count = 0;

function render({ model, el }) {
  const id = `unokit-range-${(globalThis.__unokitRangeIds = (globalThis.__unokitRangeIds || 0) + 1)}-${++count}`;
  el.classList.add("unokit-range");
  const label = document.createElement("label");
  label.setAttribute("for", id);
  const input = document.createElement("input");
  input.type = "range";
  input.id = id;
  // a plain read-out, not <output> (an implicit live region that would speak every move of the
  // history); the input's aria-valuetext says the same when the person moves the slider
  const out = document.createElement("span");
  out.className = "unokit-range-value";
  out.setAttribute("aria-hidden", "true");
  el.append(label, input, out);

  function sync() {
    label.textContent = model.get("label");
    input.min = String(model.get("min"));
    input.max = String(model.get("max"));
    input.step = String(model.get("step"));
    input.value = String(model.get("value"));
    input.disabled = model.get("disabled");
    const text = model.get("value_text");
    out.textContent = text;
    input.setAttribute("aria-valuetext", text);
  }
  input.addEventListener("change", () => {
    model.set("value", Number(input.value));
    model.save_changes();
  });
  const names = ["label", "min", "max", "step", "value", "value_text", "disabled"];
  for (const name of names) model.on(`change:${name}`, sync);
  sync();
  return () => {
    for (const name of names) model.off(`change:${name}`, sync);
  };
}

export default { render };
