// unokit HouseRulesExplorer's progress and status line (anywidget front end).
//
// A native <progress> element (role progressbar, with its own label and a value text such as "120 of 400
// rounds", both written by Python in the explorer's language) and one polite live region (WCAG 4.1.3),
// made once and updated in place: a region inserted already filled is often not read. Python bumps
// "serial" with every message, so the same sentence twice is read twice. Text is set with textContent, never as HTML.

function render({ model, el }) {
  el.classList.add("unokit-explorer-progress-root");
  const row = document.createElement("div");
  row.className = "unokit-explorer-progress-row";
  const label = document.createElement("label");
  const bar = document.createElement("progress");
  bar.className = "unokit-explorer-progress";
  bar.id = `unokit-explorer-progress-${Math.random().toString(36).slice(2)}`;
  label.htmlFor = bar.id;
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
    const text = model.get("count_text");
    label.textContent = model.get("label");
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

  // the form's number fields left empty stay so, and Python is told, so Run says what to type (empty_fields.js)
  const unwatch = watchEmptyNumberFields(model, el, ".unokit-explorer");

  model.on("change:done", progress);
  model.on("change:total", progress);
  model.on("change:count_text", progress);
  model.on("change:label", progress);
  model.on("change:serial", message);
  progress();
  message();
  return () => {
    unwatch();
    model.off("change:done", progress);
    model.off("change:total", progress);
    model.off("change:count_text", progress);
    model.off("change:label", progress);
    model.off("change:serial", message);
  };
}

export default { render };
