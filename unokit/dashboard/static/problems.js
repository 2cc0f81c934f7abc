// unokit form problems (anywidget front end): the list of a form's problems next to its submit button.
//
// One alert region (role="alert"), made once and filled in place: emptied, then filled on the next frame,
// so a screen reader reads the list once per press, even the same list twice (WCAG 4.1.3). The fields
// named by Python (class "unokit-field-KEY" on their widget) get aria-invalid="true" and focus moves to
// the first (WCAG 3.3.1, 3.3.3); a cleared list takes the marks away. Text is set with textContent.
// Each marked field is described by its problems' sentences (aria-describedby to their list items,
// technique ARIA21; ux-audit-2 N14), so a screen reader landing on it says what is wrong; the field's own
// description, if it had one, is kept after them and given back when the marks go.

function render({ model, el }) {
  el.classList.add("unokit-form-problems-root");
  const region = document.createElement("div");
  region.className = "unokit-form-problems";
  region.setAttribute("role", model.get("live") === "polite" ? "status" : "alert");
  el.append(region);
  let marked = []; // [{field, describedby}]: the fields marked, and the aria-describedby each had before
  let lastSerial = -1;
  let uid = 0;
  const prefix = `unokit-problem-${Math.random().toString(36).slice(2, 8)}`;

  function control(key) {
    const root = el.closest(model.get("scope")) || document;
    const box = root.querySelector(`.unokit-field-${CSS.escape(key)}`);
    if (!box) return null;
    return box.matches("input, select, textarea") ? box : box.querySelector("input, select, textarea");
  }

  function update() {
    const serial = model.get("serial");
    if (serial === lastSerial) return;
    lastSerial = serial;
    for (const { field, describedby } of marked) {
      field.removeAttribute("aria-invalid");
      if (describedby === null) field.removeAttribute("aria-describedby");
      else field.setAttribute("aria-describedby", describedby);
    }
    marked = [];
    region.replaceChildren();
    region.classList.remove("unokit-form-problems-shown");
    const heading = model.get("heading");
    const items = model.get("items");
    if (!heading && !items.length) return;
    // the problems of each field (Python sends, per problem, the keys of its fields: "item_fields")
    const itemFields = model.get("item_fields");
    const ids = items.map(() => `${prefix}-${(uid += 1)}`);
    for (const key of model.get("fields")) {
      const field = control(key);
      if (field) {
        const describedby = field.getAttribute("aria-describedby");
        field.setAttribute("aria-invalid", "true");
        const own = ids.filter((_id, index) => (itemFields[index] || []).includes(key));
        if (own.length) field.setAttribute("aria-describedby", [...own, describedby].filter(Boolean).join(" "));
        marked.push({ field, describedby });
      }
    }
    requestAnimationFrame(() => {
      if (model.get("serial") !== serial) return;
      const title = document.createElement("p");
      title.className = "unokit-form-problems-heading";
      title.textContent = heading;
      title.hidden = !heading;
      const list = document.createElement("ul");
      items.forEach((text, index) => {
        const item = document.createElement("li");
        item.id = ids[index];
        item.textContent = text;
        list.append(item);
      });
      region.append(title, list);
      region.classList.add("unokit-form-problems-shown");
      region.dataset.serial = String(serial);
      if (marked.length && model.get("move_focus")) marked[0].field.focus();
    });
  }

  // watch_empty: the form's number fields left empty stay so, and Python is told (empty_fields.js)
  const unwatch = model.get("watch_empty") ? watchEmptyNumberFields(model, el, model.get("scope")) : null;

  model.on("change:serial", update);
  update();
  return () => {
    if (unwatch) unwatch();
    model.off("change:serial", update);
  };
}

export default { render };
