// Number fields left empty (shared by the anywidget front ends whose forms have number fields: the form
// problems of the New game form, the house-rules explorer; Python prepends this file to their modules).
//
// ipywidgets puts a number field's last value back, without a word, when the field is emptied or holds no
// number. Here such a field is left as typed and Python is told ({type: "empty", field: KEY}), so the form
// says what to type next to its button (WCAG 3.3.1); a field filled again is told too ({type: "filled"}).
// A field's KEY is its widget's class unokit-field-KEY; only fields inside el.closest(scope) are watched.
// Returns the function that stops watching.
function watchEmptyNumberFields(model, el, scope) {
  function onChange(event) {
    const input = event.target;
    const root = el.closest(scope);
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
  return () => document.removeEventListener("change", onChange, true);
}
