// unokit CommandBar: the table's question keys, its command field and the "Keys" dialog (issue 11).
//
// Question keys: while focus is inside the table (the closest .unokit-table) and not in a text field,
// h t c w l m s send {type: "ask", key} to Python, which answers with one message in the table's own
// polite live region (TableLive); focus is never moved. "?" or F1 opens the "Keys" dialog (a modal
// <dialog> named by its heading, which takes focus so it opens at its top); Escape or Close shuts it and
// focus goes back where it was.
// Command field: Enter sends {type: "command", text, id}; Python answers {type: "result", id, ok}: ok
// clears the field, a refusal keeps the text (and marks it aria-invalid; the reason is in the live
// region); {type: "clear"} (a new deal, a hot-seat hand-over) empties the field, its answer and its mark
// (with history: true, the recall list too). Enter in an empty field sends the
// empty text too (Python says what to type, one polite message) and takes the mark away: there is no
// longer any text in error. ArrowUp / ArrowDown walk through the earlier commands of this page (a
// recalled text is new text: the mark goes).
// The answer: the result carries what the command made the status line say ("answer"); it is shown
// right under the field, because the status line can be far off-screen (above the window at 1280x800,
// ~1,500 px away at 200% zoom). It is aria-hidden: the polite live region has already said it once, and
// one event is one message for a screen reader. (Not aria-describedby either: the field's description
// would then repeat the answer each time focus comes back.) After each answer, and whenever the table
// changes size while the field has focus (a move redraws the hand), the field and its answer are
// scrolled into view (block "nearest": no jump when they are in view already).

const QUESTION_KEYS = new Set(["h", "t", "c", "w", "l", "m", "s"]);
const NOT_TEXT = new Set(["button", "checkbox", "radio", "range", "submit", "reset", "color", "file", "image"]);
let views = 0;

// A text field: letters typed there are text, never questions (a <select> too: letters pick options).
function typingIn(target) {
  if (!target || target.nodeType !== 1) return false;
  if (target.isContentEditable || target.matches("textarea, select")) return true;
  return target.matches("input") && !NOT_TEXT.has((target.getAttribute("type") || "text").toLowerCase());
}

function node(tag, attrs = {}, text = "") {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text) el.textContent = text;
  return el;
}

function definitions(items, term, detail) {
  const list = node("dl", { class: "unokit-keys-dl" });
  for (const item of items) {
    const dt = node("dt");
    dt.appendChild(node("kbd", {}, item[term]));
    list.append(dt, node("dd", {}, item[detail]));
  }
  return list;
}

function render({ model, el }) {
  views += 1;
  const id = `unokit-command-${views}-${Math.random().toString(36).slice(2, 8)}`;
  el.classList.add("unokit-command-root");
  // the words of the field and the dialog in the table's language (unokit/widgets/keys.py: texts); English by default
  const t = (key, english) => (model.get("texts") || {})[key] || english;

  // ---- the command field -----------------------------------------------------------------------
  const form = node("form", { class: "unokit-command" }); // no name: several tables on a page, no twin landmarks
  const label = node("label", { for: `${id}-input`, class: "unokit-command-label" }, model.get("label"));
  const input = node("input", { id: `${id}-input`, type: "text", class: "unokit-command-input", autocomplete: "off",
                                spellcheck: "false", autocapitalize: "off", "aria-describedby": `${id}-help` });
  const send = node("button", { type: "submit", class: "unokit-command-send" }, t("send", "Send"));
  const keysButton = node("button", { type: "button", class: "unokit-keys-button", "aria-haspopup": "dialog",
                                      "aria-keyshortcuts": model.get("dialog_shortcuts") }, t("keys_button", "Keys (? or F1)"));
  const help = node("p", { id: `${id}-help`, class: "unokit-command-help" },
                    t("help", "A move (r5, red 5, wild blue, draw, pass, uno, catch 2, challenge) or a question (hand, top, "
                      + "counts). Up arrow: earlier commands."));
  const answer = node("p", { class: "unokit-command-answer", "aria-hidden": "true" });
  answer.hidden = true;
  const row = node("div", { class: "unokit-command-row" });
  row.append(label, input, send, keysButton);
  form.append(row, answer, help);

  // ---- the "Keys" dialog -----------------------------------------------------------------------
  const dialog = node("dialog", { class: "unokit-keys-dialog", "aria-labelledby": `${id}-title` });
  // the heading takes focus when the dialog opens (tabindex -1: not a Tab stop): a screen reader says the
  // dialog's name first and the dialog opens at its top (WAI-ARIA APG modal dialog: with content that
  // scrolls, focus a static element at the start). Focus on Close, its last element, scrolled it to the
  // bottom, so at 1280x800 its title and first keys were off-screen.
  const title = node("h2", { id: `${id}-title`, class: "unokit-keys-title", tabindex: "-1" }, t("title", "Keys"));
  const close = node("button", { type: "button", class: "unokit-keys-close" }, t("close", "Close"));
  function fillDialog() {
    dialog.replaceChildren(
      title,
      node("p", {}, t("intro", "While focus is inside the table (and not in a text field), one key answers in the "
                    + "status line; focus stays where it is.")),
      definitions(model.get("question_keys"), "key", "what"),
      node("p", { class: "unokit-keys-browse-mode" }, model.get("browse_note")),
      node("h3", {}, t("field_heading", "The command field")),
      node("p", {}, t("field_intro", "The next Tab stop after your hand. Type a move or a question and press Enter:")),
      definitions(model.get("examples"), "text", "does"),
      close,
    );
  }
  fillDialog();
  el.append(form, dialog);

  let returnTo = null;
  function openHelp() {
    if (dialog.open) return;
    returnTo = document.activeElement;
    dialog.showModal();
    dialog.scrollTop = 0;
    title.focus({ preventScroll: true });
  }
  dialog.addEventListener("close", () => {
    const back = returnTo && returnTo.isConnected && returnTo !== document.body ? returnTo : input;
    returnTo = null;
    back.focus();
  });
  close.addEventListener("click", () => dialog.close());
  keysButton.addEventListener("click", openHelp);

  // ---- commands and their history ----------------------------------------------------------------
  const history = model.__unokitHistory || (model.__unokitHistory = []);
  let place = history.length; // history.length: the text being written, not a recalled one
  let draft = "";
  let serial = 0;
  const pending = new Map(); // id -> the text sent

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) input.removeAttribute("aria-invalid"); // nothing typed is not an error: Python says what to type
    else if (history[history.length - 1] !== text) history.push(text);
    place = history.length;
    draft = "";
    serial += 1;
    pending.set(serial, text);
    model.send({ type: "command", text, id: serial });
  });
  input.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    if (event.altKey || event.ctrlKey || event.metaKey || !history.length) return;
    event.preventDefault();
    if (place === history.length) draft = input.value;
    place = Math.max(0, Math.min(history.length, place + (event.key === "ArrowUp" ? -1 : 1)));
    input.value = place === history.length ? draft : history[place];
    input.removeAttribute("aria-invalid"); // the mark was for the text just replaced
    input.setSelectionRange(input.value.length, input.value.length);
  });
  input.addEventListener("input", () => input.removeAttribute("aria-invalid"));

  // keep the focused field and its answer on screen (WCAG 2.4.11 Focus Not Obscured)
  function keepInView() {
    if (document.activeElement !== input || !el.isConnected) return;
    const box = form.getBoundingClientRect();
    const fits = box.height <= window.innerHeight;
    (fits ? form : input).scrollIntoView({ block: "nearest", inline: "nearest" });
    if (!fits) answer.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
  function showAnswer(text) {
    answer.textContent = text || "";
    answer.hidden = !text;
    requestAnimationFrame(keepInView); // after the page has drawn what the command changed
  }

  function onMessage(message) {
    if (message && message.type === "clear") { // a new deal: the old game's command no longer applies
      pending.clear();
      if (message.history) history.length = 0; // a hot-seat hand-over: the last person's commands go too
      answer.textContent = "";
      answer.hidden = true;
      input.value = "";
      draft = "";
      place = history.length;
      input.removeAttribute("aria-invalid");
      return;
    }
    if (!message || message.type !== "result" || !pending.has(message.id)) return;
    const text = pending.get(message.id);
    pending.delete(message.id);
    showAnswer(typeof message.answer === "string" ? message.answer : "");
    if (message.ok) {
      if (input.value.trim() === text) input.value = "";
      input.removeAttribute("aria-invalid");
    } else if (text && input.value.trim() === text) {
      input.setAttribute("aria-invalid", "true"); // the text stays, to be mended
    }
  }
  model.on("msg:custom", onMessage);

  // ---- question keys on the whole table --------------------------------------------------------
  function onKey(event) {
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || dialog.open) return;
    const key = event.key;
    if (key === "F1" || (key === "?" && !typingIn(event.target))) {
      event.preventDefault();
      openHelp();
      return;
    }
    if (typingIn(event.target) || key.length !== 1 || event.repeat) return; // a held key asks once
    const letter = key.toLowerCase();
    if (!QUESTION_KEYS.has(letter)) return;
    event.preventDefault();
    model.send({ type: "ask", key: letter });
  }
  let table = null;
  let tries = 0;
  function attach() {
    if (!el.isConnected || !(table = el.closest(".unokit-table"))) {
      if (++tries < 600) requestAnimationFrame(attach); // the view is put into the page after render
      return;
    }
    table.addEventListener("keydown", onKey);
    resizes = new ResizeObserver(() => requestAnimationFrame(keepInView));
    resizes.observe(table);
  }
  let resizes = null;
  requestAnimationFrame(attach);

  const onLabel = () => { label.textContent = model.get("label"); };
  model.on("change:label", onLabel);
  model.on("change:question_keys", fillDialog);
  model.on("change:examples", fillDialog);
  return () => {
    tries = Infinity;
    if (table) table.removeEventListener("keydown", onKey);
    if (resizes) resizes.disconnect();
    model.off("msg:custom", onMessage);
    model.off("change:label", onLabel);
    model.off("change:question_keys", fillDialog);
    model.off("change:examples", fillDialog);
  };
}

export default { render };
