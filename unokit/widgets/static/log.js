// unokit LogView: the move log in plain words and the table's status line.
// The list is a persistent role="log" region (polite): new sentences are appended, so a screen
// reader reads only what is new. Every sentence is set as text (never parsed as HTML).

function render({ model, el }) {
  el.classList.add("unokit-log-root");
  const setup = document.createElement("p");
  setup.className = "unokit-log-setup";
  const heading = document.createElement("p");
  heading.className = "unokit-log-heading";
  const region = document.createElement("div");
  region.className = "unokit-log";
  region.setAttribute("role", "log");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("tabindex", "0");
  const list = document.createElement("ol");
  region.appendChild(list);
  const status = document.createElement("p");
  status.className = "unokit-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  el.append(status, heading, setup, region);
  let shown = [];

  function sync() {
    const entries = model.get("entries");
    heading.textContent = model.get("heading");
    setup.textContent = model.get("setup");
    region.setAttribute("aria-label", model.get("heading"));
    status.textContent = model.get("status");
    const extends_ = shown.length <= entries.length && shown.every((text, i) => text === entries[i]);
    if (!extends_) list.replaceChildren();
    for (let i = extends_ ? shown.length : 0; i < entries.length; i++) {
      const item = document.createElement("li");
      item.textContent = entries[i];
      list.appendChild(item);
    }
    shown = entries.slice();
    region.scrollTop = region.scrollHeight;
  }
  model.on("change:entries", sync);
  model.on("change:heading", sync);
  model.on("change:status", sync);
  model.on("change:setup", sync);
  sync();
  return () => {
    model.off("change:entries", sync);
    model.off("change:heading", sync);
    model.off("change:status", sync);
    model.off("change:setup", sync);
  };
}

export default { render };
