// unokit AnnounceSettingsPanel: the announcement settings as radio groups, kept per browser.
//
// Each setting is a <fieldset> with a <legend> and native radio buttons (arrow keys move within a
// group). Python owns the value in use ("settings"); the page sends {type: "settings", settings} when
// the person picks a value, and writes that choice to localStorage (key "storage_key"). When the panel
// is first drawn, a stored choice that differs from Python's is sent, so the table uses it at once.

let views = 0;

function readStored(key, choices) {
  let stored;
  try {
    stored = JSON.parse(globalThis.localStorage.getItem(key) || "null");
  } catch {
    return null; // unreadable, or storage refused (a private window): nothing stored
  }
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  const clean = {};
  for (const { name, options } of choices) {
    if (options.some(([value]) => value === stored[name])) clean[name] = stored[name];
  }
  return Object.keys(clean).length ? clean : null;
}

function render({ model, el }) {
  views += 1;
  const id = `unokit-announce-${views}-${Math.random().toString(36).slice(2, 8)}`;
  el.classList.add("unokit-announce-settings");
  const choices = model.get("choices");
  const key = model.get("storage_key");
  const radios = {};
  let chosen = { ...model.get("settings") };
  model.on("change:settings", () => { chosen = { ...model.get("settings") }; });
  for (const { name, legend, options } of choices) {
    const fieldset = document.createElement("fieldset");
    fieldset.className = `unokit-setting unokit-setting-${name}`;
    const caption = document.createElement("legend");
    caption.textContent = legend;
    fieldset.appendChild(caption);
    radios[name] = [];
    options.forEach(([value, text], index) => {
      const input = document.createElement("input");
      input.type = "radio";
      input.name = `${id}-${name}`;
      input.id = `${id}-${name}-${index}`;
      input.value = value;
      const label = document.createElement("label");
      label.htmlFor = input.id;
      label.textContent = text;
      const line = document.createElement("div");
      line.className = "unokit-setting-choice";
      line.append(input, label);
      fieldset.appendChild(line);
      input.addEventListener("change", () => {
        if (!input.checked) return;
        const settings = { ...chosen, [name]: value };
        chosen = settings; // a second choice made before the kernel's echo keeps this one
        try {
          globalThis.localStorage.setItem(key, JSON.stringify(settings));
        } catch {
          // storage refused: the choice holds for this page only
        }
        model.send({ type: "settings", settings });
      });
      radios[name].push(input);
    });
    el.appendChild(fieldset);
  }

  function show() {
    const settings = model.get("settings");
    for (const [name, inputs] of Object.entries(radios)) {
      for (const input of inputs) input.checked = input.value === settings[name];
    }
  }
  model.on("change:settings", show);
  show();

  const stored = readStored(key, choices);
  const now = model.get("settings");
  if (stored && Object.entries(stored).some(([name, value]) => now[name] !== value)) {
    model.send({ type: "settings", settings: { ...now, ...stored } });
  }
  return () => model.off("change:settings", show);
}

export default { render };
