// unokit LogView: the move log in plain words. It is not a live region (aria-live="off"): the table
// announces each move once through its own status line. Every sentence is set as text (never HTML).

function render({ model, el }) {
  el.classList.add("unokit-log-root");
  const setup = document.createElement("p");
  setup.className = "unokit-log-setup";
  const heading = document.createElement("p");
  heading.className = "unokit-log-heading";
  const region = document.createElement("div");
  region.className = "unokit-log";
  region.setAttribute("role", "log");
  region.setAttribute("aria-live", "off");
  region.setAttribute("tabindex", "0");
  const list = document.createElement("ol");
  region.appendChild(list);
  el.append(heading, setup, region);
  let shown = [];

  function sync() {
    const entries = model.get("entries");
    heading.textContent = model.get("heading");
    setup.textContent = model.get("setup");
    region.setAttribute("aria-label", model.get("heading"));
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
  model.on("change:setup", sync);
  sync();
  return () => {
    model.off("change:entries", sync);
    model.off("change:heading", sync);
    model.off("change:setup", sync);
  };
}

export default { render };
