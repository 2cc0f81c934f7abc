// unokit Disclosure: a button that shows or hides a panel (WAI-ARIA disclosure pattern).
// The button exposes its state with aria-expanded; Python owns "expanded" and hides the panel.

function render({ model, el }) {
  el.classList.add("unokit-disclosure");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "unokit-disclosure-button";
  const mark = document.createElement("span");
  mark.setAttribute("aria-hidden", "true");
  mark.className = "unokit-disclosure-mark";
  const label = document.createElement("span");
  button.append(mark, label);
  el.appendChild(button);
  function sync() {
    const open = model.get("expanded");
    button.setAttribute("aria-expanded", open ? "true" : "false");
    mark.textContent = open ? "\u25be " : "\u25b8 ";
    label.textContent = model.get("label");
  }
  button.addEventListener("click", () => {
    model.set("expanded", !model.get("expanded"));
    model.save_changes();
  });
  model.on("change:expanded", sync);
  model.on("change:label", sync);
  sync();
  return () => {
    model.off("change:expanded", sync);
    model.off("change:label", sync);
  };
}

export default { render };
