// unokit StarterColourChooser: the Wild starter card's colour, chosen as a Wild's colour is in the hand
// (ux-audit-2 N13): one group named by its label, a button per colour with its swatch, ColorADD sign and
// word (class names of hand.js's chooser, so hand.css styles both alike); the colours are one tab stop,
// moved through with the arrow keys, Home and End, wrapping at the ends; Enter, Space or a click chooses.

let views = 0;

function render({ model, el }) {
  views += 1;
  const id = `unokit-starter-${views}-${Math.random().toString(36).slice(2, 8)}`;
  const group = document.createElement("div");
  group.className = "unokit-chooser unokit-color-chooser unokit-starter-chooser";
  group.setAttribute("role", "group");
  group.setAttribute("aria-labelledby", `${id}-label`);
  group.setAttribute("aria-describedby", `${id}-help`);
  el.appendChild(group);

  function draw() {
    const focusedWord = group.contains(document.activeElement) ? document.activeElement.dataset.color : null;
    group.replaceChildren();
    const label = document.createElement("p");
    label.id = `${id}-label`;
    label.className = "unokit-chooser-label";
    label.setAttribute("aria-hidden", "true"); // the group's name, read once as focus moves in
    label.textContent = model.get("label");
    const help = document.createElement("p");
    help.id = `${id}-help`;
    help.className = "unokit-chooser-help";
    help.setAttribute("aria-hidden", "true");
    help.textContent = model.get("help") || "Arrow keys move between the colours; Enter chooses.";
    group.append(label, help);
    const buttons = model.get("colors").map((color, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "unokit-color unokit-choice";
      button.dataset.color = color.word;
      button.tabIndex = index === 0 ? 0 : -1;
      const sign = document.createElement("span");
      sign.className = "unokit-sign";
      sign.setAttribute("aria-hidden", "true");
      sign.innerHTML = color.svg; // renderer output (no user text)
      const name = document.createElement("span");
      name.className = "unokit-color-name";
      name.textContent = color.name;
      button.append(sign, name);
      button.addEventListener("click", () => model.send({ type: "choose", color: color.word }));
      group.appendChild(button);
      return button;
    });
    group.onkeydown = (event) => {
      const at = buttons.indexOf(event.target);
      if (at < 0) return;
      const last = buttons.length - 1;
      const moves = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last };
      if (!(event.key in moves)) return;
      event.preventDefault();
      let next = moves[event.key];
      if (next > last) next = 0;
      if (next < 0) next = last;
      buttons.forEach((button, index) => { button.tabIndex = index === next ? 0 : -1; });
      buttons[next].focus();
    };
    const again = focusedWord && buttons.find((button) => button.dataset.color === focusedWord);
    if (again) again.focus();
  }

  model.on("change:colors", draw);
  model.on("change:label", draw);
  draw();
  return () => {
    model.off("change:colors", draw);
    model.off("change:label", draw);
  };
}

export default { render };
