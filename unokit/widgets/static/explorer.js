// unokit HouseRulesExplorer's progress and status line (anywidget front end).
//
// A native <progress> element (role progressbar, with its own label and a value text such as "120 of 400
// rounds") and one polite live region (WCAG 4.1.3), made once and updated in place: a region inserted
// already filled is often not read. Python bumps "serial" with every message, so the same sentence
// twice is read twice. Text is set with textContent, never as HTML.

function render({ model, el }) {
  el.classList.add("unokit-explorer-progress-root");
  const row = document.createElement("div");
  row.className = "unokit-explorer-progress-row";
  const label = document.createElement("label");
  const bar = document.createElement("progress");
  bar.className = "unokit-explorer-progress";
  bar.id = `unokit-explorer-progress-${Math.random().toString(36).slice(2)}`;
  label.htmlFor = bar.id;
  label.textContent = "Rounds played";
  const count = document.createElement("span");
  count.className = "unokit-explorer-count";
  count.setAttribute("aria-hidden", "true"); // the bar's value text says the same
  row.append(label, bar, count);
  const status = document.createElement("p");
  status.className = "unokit-explorer-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  status.setAttribute("aria-atomic", "true");
  el.append(row, status);

  function progress() {
    const total = model.get("total");
    const done = model.get("done");
    row.hidden = total <= 0;
    bar.max = Math.max(total, 1);
    bar.value = Math.min(done, bar.max);
    const text = `${done} of ${total} rounds`;
    bar.setAttribute("aria-valuetext", text);
    count.textContent = text;
  }

  let lastSerial = -1;
  function message() {
    const serial = model.get("serial");
    if (serial === lastSerial) return;
    lastSerial = serial;
    status.textContent = model.get("message");
    status.classList.toggle("unokit-explorer-problem", model.get("problem"));
    status.dataset.serial = String(serial);
  }

  // A number field of the explorer's form emptied (or holding no number): ipywidgets would put the last
  // value back without a word. The empty field is left as typed and Python is told, so Run says what to
  // type (WCAG 3.3.1); a field filled again is told too. The field's key is its class unokit-field-KEY.
  function onChange(event) {
    const input = event.target;
    const root = el.closest(".unokit-explorer");
    if (!root || !root.contains(input) || !input.matches || !input.matches("input[type=number]")) return;
    const box = input.closest("[class*='unokit-field-']");
    const key = box && Array.from(box.classList).find((name) => name.startsWith("unokit-field-"));
    if (!key) return;
    const field = key.slice("unokit-field-".length);
    if (input.value.trim() === "" || input.validity.badInput) {
      event.stopPropagation(); // capture phase: the widget's own handler, which would refill it, never runs
      model.send({ type: "empty", field });
    } else {
      model.send({ type: "filled", field });
    }
  }
  document.addEventListener("change", onChange, true);

  model.on("change:done", progress);
  model.on("change:total", progress);
  model.on("change:serial", message);
  progress();
  message();
  return () => {
    document.removeEventListener("change", onChange, true);
    model.off("change:done", progress);
    model.off("change:total", progress);
    model.off("change:serial", message);
  };
}

export default { render };
