// unokit TableLive: the table's two live regions and its focus keeper (anywidget front end).
//
// Live regions (WCAG 4.1.3): one polite region (shown as the table's status line) and one assertive
// region (visually hidden), made once and updated in place; a region inserted already filled is often
// not read. Python bumps "serial" with every announcement, so the same sentence twice is read twice.
// Polite messages are queued so that none is replaced before it can be said (see "the polite queue").
//
// Focus keeper (WCAG 2.4.3): when the control that had focus inside the table disappears (a button
// hidden because its move is no longer legal, a hand redrawn, a form row rebuilt), focus would drop to
// <body>. The keeper notices and moves focus to a sensible control that still exists: in a group
// marked .unokit-focus-group (the history bar, the new-game form) the control at the same place or the
// nearest enabled one; otherwise the hot-seat button, the playable card of the hand that may play, the
// first action, the viewer's hand while another seat acts, and last the table's heading. It also
// exposes the state of toggle buttons. Python may name a better target with "focus" (a CSS selector
// inside the table) and "focus_serial"; a target not drawn yet is waited for (a new round's hand).

function visible(el) {
  if (!el || !el.isConnected) return false;
  if (el.closest("[hidden]")) return false;
  const style = getComputedStyle(el);
  if (style.visibility === "hidden" || style.display === "none") return false;
  return el.getClientRects().length > 0;
}

function usable(el) {
  return visible(el) && !el.disabled && el.getAttribute("aria-hidden") !== "true";
}

const FOCUSABLE = "button, input, select, textarea, a[href], [tabindex]:not([tabindex='-1'])";

function controls(group) {
  return Array.from(group.querySelectorAll(FOCUSABLE)).filter((el) => el.tabIndex >= 0 || el.matches("button, input, select"));
}

function render({ model, el }) {
  el.classList.add("unokit-live-root");
  const polite = document.createElement("p");
  polite.className = "unokit-announce";
  polite.setAttribute("role", "status");
  polite.setAttribute("aria-live", "polite");
  polite.setAttribute("aria-atomic", "true");
  const assertive = document.createElement("p");
  assertive.className = "unokit-announce-assertive unokit-visually-hidden";
  assertive.setAttribute("role", "alert");
  assertive.setAttribute("aria-live", "assertive");
  assertive.setAttribute("aria-atomic", "true");
  el.append(polite, assertive);

  // ---- the polite queue (ux-audit-2 N4) -----------------------------------------------------------
  // A polite message stays at least holdMs(text) (unokit/widgets/live.py: read aloud at 150 words a
  // minute, plus a start) before the next replaces it; messages that come meanwhile wait, in order, and
  // more than "waiting_joined" waiting are said together (bots on their own must not leave the line ever
  // further behind). The first message after the person's own key press or click is their answer: it is
  // shown at once (the key press has stopped the screen reader's speech) and the waiting ones follow it.
  // An empty message (a hot-seat hand-over) empties the line and drops everything waiting.
  const ANSWER_MS = 5000; // how long after a key press a message still counts as its answer (a busy kernel)
  const waiting = []; // {text, serial}
  let holdUntil = 0;
  let holdTimer = null;
  let actedAt = -Infinity;
  const holdMs = (text) => Math.min(model.get("hold_max_ms"),
    model.get("hold_base_ms") + model.get("hold_ms_per_character") * text.length);

  function show(region, text, serial) {
    // the text is replaced in place; the same sentence again is still a change (serial differs)
    region.textContent = text;
    region.dataset.serial = String(serial);
    marked();
  }
  // how many messages still wait their turn (data-waiting on the status line): 0 once all has been shown
  function marked() { polite.dataset.waiting = String(waiting.length); }
  function showPolite(text, serial) {
    show(polite, text, serial);
    holdUntil = performance.now() + (text ? holdMs(text) : 0);
    schedule();
  }
  function schedule() {
    clearTimeout(holdTimer);
    holdTimer = null;
    if (waiting.length) holdTimer = setTimeout(next, Math.max(0, holdUntil - performance.now()));
  }
  function next() {
    holdTimer = null;
    if (!waiting.length) return;
    if (performance.now() < holdUntil) {
      schedule();
      return;
    }
    const joined = waiting.length > model.get("waiting_joined");
    const items = joined ? waiting.splice(0) : waiting.splice(0, 1);
    showPolite(items.map((item) => item.text).join(" "), items[items.length - 1].serial);
  }
  // what the person does in the table: a key, a press, a click (also a button worked by the keyboard), a
  // field changed (a file chosen, a box ticked)
  const ACTIONS = ["keydown", "pointerdown", "click", "change"];
  function acted(event) {
    if (event.type === "keydown" && ["Shift", "Alt", "Meta", "CapsLock"].includes(event.key)) return;
    actedAt = performance.now();
  }

  let lastSerial = -1;
  function announce() {
    const serial = model.get("serial");
    if (serial === lastSerial) return;
    lastSerial = serial;
    const which = model.get("latest");
    const text = model.get(which);
    if (which === "assertive") { // an alert interrupts by its nature: never held back
      show(assertive, text, serial);
      return;
    }
    const now = performance.now();
    if (!text) { // forget what was said and what waits (a hot-seat hand-over)
      waiting.length = 0;
      actedAt = -Infinity;
      showPolite("", serial);
      return;
    }
    if (now - actedAt < ANSWER_MS || (now >= holdUntil && !waiting.length)) {
      actedAt = -Infinity; // the answer to the person's action is shown: later messages wait their turn
      showPolite(text, serial);
      return;
    }
    waiting.push({ text, serial });
    marked();
    schedule();
  }

  // ---- focus keeper --------------------------------------------------------------------------
  const scope = () => el.closest(".unokit-dashboard") || el.closest(".unokit-table") || document.body;
  let last = null; // {group, index} of the last focused control inside the scope

  function remember(target) {
    const root = scope();
    if (!root.contains(target) || target === document.body) return;
    const group = target.closest(".unokit-focus-group");
    last = { el: target, group, index: group ? controls(group).indexOf(target) : -1 };
    globalThis.__unokitFocusInside = true;
  }

  function fallback() {
    const root = scope();
    const hint = model.get("focus");
    if (hint) {
      const wanted = root.querySelector(hint);
      if (usable(wanted)) return wanted;
    }
    if (last && last.group && last.group.isConnected && visible(last.group)) {
      const list = controls(last.group);
      const start = Math.max(0, Math.min(last.index, list.length - 1));
      for (let d = 0; d < list.length; d++) {
        for (const i of [start - d, start + d]) {
          if (i >= 0 && i < list.length && usable(list[i])) return list[i];
        }
      }
    }
    const candidates = [
      ".unokit-handover button",
      ".unokit-hand-interactive button.unokit-card-button:not([aria-disabled='true'])",
      ".unokit-hand-interactive button.unokit-card-button[tabindex='0']",
      ".unokit-actions button",
      // the viewer's own hand while another seat acts (its cards are still there, only not playable)
      ".unokit-you button.unokit-card-button[tabindex='0']",
      ".unokit-table-heading",
    ];
    for (const selector of candidates) {
      const found = Array.from(root.querySelectorAll(selector)).find(usable);
      if (found) return found;
    }
    return null;
  }

  // ipywidgets' toggle buttons show their state by a class only: expose it (WCAG 4.1.2) as
  // aria-expanded on a disclosure button and aria-pressed on any other toggle
  function exposeToggles() {
    scope().querySelectorAll(".widget-toggle-button").forEach((button) => {
      const on = button.classList.contains("mod-active") ? "true" : "false";
      const name = button.classList.contains("unokit-disclosure-button") ? "aria-expanded" : "aria-pressed";
      if (button.getAttribute(name) === on) return;
      button.setAttribute(name, on);
      // the panel opens with the button, not a kernel round trip later: a screen reader that hears
      // "expanded" finds the panel there (the kernel then sets the same display on its layout)
      const panel = button.nextElementSibling;
      if (name === "aria-expanded" && panel && panel.classList.contains("unokit-disclosure-panel")) {
        panel.style.display = on === "true" ? "" : "none";
      }
    });
  }

  let checking = false;
  function check() {
    if (checking) return;
    checking = true;
    requestAnimationFrame(() => {
      checking = false;
      // ipywidgets writes title="null" on a label or button without a tooltip: no "null" is shown
      scope().querySelectorAll('[title="null"]').forEach((node) => node.removeAttribute("title"));
      exposeToggles();
      const active = document.activeElement;
      if (wanted && tryWanted(active)) return;
      const lost = !active || active === document.body || !visible(active);
      if (!lost || !globalThis.__unokitFocusInside) return;
      // the control that had focus is still there and usable: the person moved away on purpose
      if (last && last.el && last.el !== active && usable(last.el)) {
        globalThis.__unokitFocusInside = false;
        return;
      }
      const target = fallback();
      if (target) {
        target.focus();
        remember(target);
        if (wanted) wanted.from = target; // the keeper moved it, not the person: the request still holds
      }
    });
  }

  function onFocusIn(event) {
    remember(event.target);
  }
  function onFocusOut(event) {
    const next = event.relatedTarget;
    if (next && !scope().contains(next)) globalThis.__unokitFocusInside = false; // left on purpose
    check();
  }
  // A focus request from Python names a control that may not be drawn yet (a new round's hand is a
  // new widget view): it waits, for WANTED_MS at most, until the control appears, unless the person
  // moves focus elsewhere in the meantime.
  const WANTED_MS = 3000;
  let wanted = null; // {selector, until, from}: the pending request, and where focus was when it came
  function tryWanted(active) {
    if (performance.now() > wanted.until || (active !== wanted.from && active !== document.body
        && visible(active) && !active.matches(".unokit-table-heading"))) {
      wanted = null; // too late, or the person has moved on: their choice wins
      return false;
    }
    const target = scope().querySelector(wanted.selector);
    if (!usable(target)) return false;
    wanted = null;
    if (target !== active) {
      target.focus();
      remember(target);
    }
    return true;
  }
  let lastFocusSerial = model.get("focus_serial");
  function onFocusRequest() {
    if (model.get("focus_serial") === lastFocusSerial) return;
    lastFocusSerial = model.get("focus_serial");
    if (!globalThis.__unokitFocusInside || !model.get("focus")) return; // never pull focus from elsewhere
    wanted = { selector: model.get("focus"), until: performance.now() + WANTED_MS, from: document.activeElement };
    check();
  }

  const observer = new MutationObserver(check);
  // the table is in the page only after this view is attached: wait one frame before observing
  requestAnimationFrame(() => {
    const root = scope();
    // "title" too: ipywidgets writes title="null" whenever a control's tooltip changes, not only as it is drawn
    observer.observe(root, { subtree: true, childList: true, attributes: true,
                             attributeFilter: ["style", "class", "disabled", "hidden", "title"] });
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    for (const kind of ACTIONS) root.addEventListener(kind, acted, true);
    exposeToggles();
    check(); // a table made anew (a new game) while focus had dropped
  });

  model.on("change:serial", announce);
  const emptied = () => { if (!model.get("assertive")) assertive.textContent = ""; };
  model.on("change:assertive", emptied);
  model.on("change:focus_serial", onFocusRequest);
  // an exception in a widget handler (unokit/widgets/faults.py): the status line says it, the console has it all
  const fault = (message) => { if (message && message.type === "fault") console.error(message.text); };
  model.on("msg:custom", fault);
  // the table's language (DESIGN.md contract 7, WCAG 3.1.1/3.1.2): the table's root carries it, so a screen
  // reader speaks its words with a voice of that language; the root may be attached after this widget
  let langTries = 0;
  let langTimer = null;
  const applyLang = () => {
    const lang = model.get("lang") || "en";
    el.setAttribute("lang", lang);
    const table = el.closest(".unokit-table");
    if (table) table.setAttribute("lang", lang);
    else if (langTries++ < 50) langTimer = setTimeout(applyLang, 100);
  };
  model.on("change:lang", applyLang);
  applyLang();
  announce();
  return () => {
    clearTimeout(langTimer);
    model.off("change:lang", applyLang);
    observer.disconnect();
    model.off("change:serial", announce);
    model.off("change:assertive", emptied);
    model.off("change:focus_serial", onFocusRequest);
    model.off("msg:custom", fault);
    const root = scope();
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
    for (const kind of ACTIONS) root.removeEventListener(kind, acted, true);
    clearTimeout(holdTimer);
  };
}

export default { render };
