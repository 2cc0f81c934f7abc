// unokit HandView: one accessible hand of cards (anywidget front end).
// The browser never applies game rules: it draws what the model says and sends intents
// ({action, index, code, color, uno, revision}) that Python accepts or refuses with a message.
// Keyboard: arrow keys / Home / End move focus between cards (roving tabindex, one tab stop; from the
// last card the next key goes to the first, as in WAI-ARIA APG's toolbar); Enter or Space plays the focused card. The Wild colour chooser and the Seven-O seat chooser (a Seven
// under seven_swap names the seat to swap hands with, chosen like a Wild's colour) move the same way
// between their choices (one tab stop, then Cancel); Escape or Cancel closes them.
// The line under the hand describes the focused card (the tab stop when focus is elsewhere); a pointer
// moved over a card shows that card while it stays there. A new deal, or a hand redrawn while focus
// is elsewhere, puts its tab stop on the first playable card (else the first card).

// ids must be unique in the page; every widget model may load its own copy of this module,
// so the counter lives on the page, not in the module
function nextId() {
  globalThis.__unokitHandIds = (globalThis.__unokitHandIds || 0) + 1;
  return `unokit-hand-${globalThis.__unokitHandIds}`;
}

function node(tag, attrs = {}, text = null) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? "" : String(value));
  }
  if (text !== null) el.textContent = text; // user text is always set as text, never parsed as HTML
  return el;
}

// A card picture is an <img> of its SVG document: no page CSS reaches inside it (a page rule once
// moved a group inside the card and cropped its corner) and its ids stay inside its own document,
// so ids are unique in the page however many equal cards are shown (WCAG 4.1.1 / 1.3.1).
// A redraw reuses the <img> of a picture the hand showed before (same class and picture), so the
// browser does not decode the same card face again after every move.
function cardImage(svg, className, spare) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  const kept = spare && spare.get(`${className} ${src}`);
  if (kept && kept.length) return kept.pop();
  const img = node("img", { class: className, alt: "", draggable: "false" });
  img.src = src;
  return img;
}

// Roving focus in a row of buttons (the cards of a hand, a toolbar; the choices of a colour or seat
// chooser, which move the same way): the index a key moves to from `index` among `count`, or null for a
// key that does not move. Arrow keys step by one and wrap, from the last to the first and from the first
// to the last, as WAI-ARIA APG's toolbar example does (and its radio group must); Home and End go to the
// first and the last. The hand and the choosers move alike, so one habit serves both.
const STEPS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
function rovingIndex(key, index, count) {
  if (!count) return null;
  if (key in STEPS) return (((index + STEPS[key]) % count) + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

// The one place a row's tab stop moves once it is drawn: whichever of its buttons (`selector`) gets focus,
// by an arrow key, a click, Shift+Tab or a script, becomes the row's one tab stop (tabindex 0).
function keepTabStop(container, selector) {
  container.addEventListener("focusin", (event) => {
    const target = event.target;
    if (!target.matches(selector)) return;
    container.querySelectorAll(selector).forEach((b) => b.setAttribute("tabindex", b === target ? "0" : "-1"));
  });
}

// The card a hand's tab stop goes to when the hand is dealt: the first playable card, else the first.
function firstPlayable(cards) {
  const index = cards.findIndex((card) => card.playable);
  return index >= 0 ? index : 0;
}

function spareImages(root) {
  const spare = new Map();
  root.querySelectorAll("img.unokit-card-img, img.unokit-fan-card").forEach((img) => {
    const key = `${img.className} ${img.getAttribute("src")}`;
    if (!spare.has(key)) spare.set(key, []);
    spare.get(key).push(img);
  });
  return spare;
}

function render({ model, el }) {
  const id = nextId();
  // the hand's own words in the table's language (unokit/widgets/hand.py: texts); English by default
  const t = (key, english) => (model.get("texts") || {})[key] || english;
  let focusIndex = 0;
  let pendingFocus = null; // "cards" | "chooser" | null: where focus goes after the next redraw
  let shown = null; // {codes, marks, moves} of the last redraw: the cards, which were playable, the moves
  let untouched = true; // a deal the person has not yet moved among (keys, pointer) nor played from
  let hovered = null; // the index of the card the line shows because a pointer moved over it

  el.classList.add("unokit-hand-root");
  const root = node("div", { class: "unokit-hand" });
  // the message line lives outside the redrawn part: a live region must exist before its text
  // changes, or screen readers do not announce it (WCAG 4.1.3)
  const message = node("p", { class: "unokit-hand-message" });
  el.append(root, message);

  function send(intent) {
    // a nonce makes two equal clicks two messages; Python reads only the fields it knows
    const next = Object.assign({ revision: model.get("revision"), nonce: Math.random() }, intent);
    model.set("intent", next);
    model.save_changes();
  }

  function cardButtons() {
    return Array.from(root.querySelectorAll("button.unokit-card-button"));
  }

  function moveFocus(index) {
    const buttons = cardButtons();
    if (!buttons.length) return;
    focusIndex = Math.max(0, Math.min(index, buttons.length - 1));
    buttons[focusIndex].focus(); // the bar's focusin makes it the tab stop (keepTabStop)
    showReason(focusIndex);
  }

  // the hover copy ends where the pointer leaves the card: the line goes back to the focused card
  function showFocused() {
    hovered = null;
    showReason(focusIndex);
  }

  function showReason(index) {
    const cards = model.get("cards");
    const panel = root.querySelector(".unokit-hand-focus");
    if (!panel) return;
    const card = cards[index];
    panel.replaceChildren();
    if (!card) return;
    panel.appendChild(node("strong", {}, `${card.name}: `));
    panel.appendChild(document.createTextNode(card.reason));
  }

  function sync() {
    const hadFocus = el.contains(document.activeElement);
    const focusWasChooser = hadFocus && document.activeElement.closest(".unokit-chooser") !== null;
    const focusedColor = focusWasChooser ? document.activeElement.dataset.color : undefined;
    const focusedSeat = focusWasChooser ? document.activeElement.dataset.seat : undefined;
    const focusWasUno = hadFocus && document.activeElement.closest(".unokit-uno-toggle") !== null;
    const cards = model.get("cards");
    const interactive = model.get("interactive");
    const choosing = model.get("choosing");
    const swapping = model.get("swapping");
    const spare = spareImages(root);
    root.replaceChildren();
    root.classList.toggle("unokit-hand-interactive", interactive);
    root.dataset.moves = String(model.get("moves"));

    const heading = node("p", { class: "unokit-hand-label", id: `${id}-label` }, model.get("label"));
    root.appendChild(heading);

    const faceDown = cards.length > 0 && cards.every((card) => !card.code);
    if (faceDown) {
      // another player's hidden hand: one picture (a fan of backs) and a count, no tab stops
      const fan = node("div", { class: "unokit-fan", role: "img",
        "aria-label": model.get("fan_label") || `${cards.length}` });
      cards.slice(0, 12).forEach((card) => fan.appendChild(cardImage(card.svg, "unokit-fan-card", spare)));
      root.appendChild(fan);
      syncMessage();
      return;
    }

    // the label names the toolbar and the help describes it: each is read there, once, so neither is also
    // a paragraph of its own to a screen reader (ux-audit-2 N7); a hidden hand keeps its label as text
    heading.setAttribute("aria-hidden", "true");
    const bar = node("div", {
      class: "unokit-hand-cards",
      role: "toolbar",
      "aria-labelledby": `${id}-label`,
      "aria-describedby": `${id}-help`,
    });
    // the number of cards sizes them: up to 12 in one row, more overlap like a held fan (hand.css)
    bar.style.setProperty("--unokit-hand-count", String(Math.max(cards.length, 1)));
    bar.classList.toggle("unokit-hand-fanned", cards.length > 12);
    root.appendChild(bar);
    keepTabStop(bar, "button.unokit-card-button");
    // The tab stop goes to the first playable card (else the first card) on a new deal (fewer moves
    // than the last redraw, or other cards after as many moves: a new game, a next round, a step back
    // in history) and on every redraw after it until the person moves among the cards themselves, even
    // when focus is among the cards (the focus keeper may have put it there a moment before, or the
    // cards become playable only when the bots have moved); and on any other change of the cards while
    // focus is elsewhere, so Tab or the table's focus request lands on a card that can be played.
    // Focus the person moved among the cards of a deal stays at its place.
    const codes = cards.map((card) => card.code).join(" ");
    const marks = cards.map((card) => (card.playable ? "1" : "0")).join("");
    const moves = model.get("moves");
    if (shown !== null && (moves < shown.moves || (moves === shown.moves && codes !== shown.codes))) {
      untouched = true;
    }
    const changed = shown === null || codes !== shown.codes || marks !== shown.marks;
    if (changed && (untouched || (!hadFocus && pendingFocus === null))) focusIndex = firstPlayable(cards);
    shown = { codes, marks, moves };
    if (focusIndex >= cards.length) focusIndex = Math.max(0, cards.length - 1);

    cards.forEach((card, index) => {
      const legal = card.legal;
      const playable = card.playable;
      const slot = node("div", {
        class: `unokit-card-slot ${!card.code ? "unokit-face-down" : legal ? "unokit-legal" : "unokit-illegal"}`,
      });
      const reasonId = `${id}-reason-${index}`;
      const button = node("button", {
        type: "button",
        class: "unokit-card unokit-card-button", // the picture is an <img>: no rule can reach inside it
        tabindex: index === focusIndex ? "0" : "-1",
        "aria-label": card.name,
        "aria-describedby": reasonId,
        "aria-disabled": playable ? null : "true",
        "data-code": card.code || null,
        "data-index": String(index),
      });
      const art = node("span", { class: "unokit-card-art", "aria-hidden": "true" });
      art.appendChild(cardImage(card.svg, "unokit-card-img", spare)); // renderer output, card values only
      button.appendChild(art);
      // the badge's words come from Python (hand.py card_badge): "" once the round is over
      const badgeText = typeof card.badge === "string" ? card.badge
        : playable ? "\u2713 playable" : legal ? "\u2713 legal" : card.code ? "\u2715 not now" : "face down";
      if (badgeText) button.appendChild(node("span", { class: "unokit-badge", "aria-hidden": "true" }, badgeText));
      button.addEventListener("click", () => {
        untouched = false;
        focusIndex = index;
        pendingFocus = "cards";
        send({ action: "play", index, code: card.code, uno: model.get("say_uno") });
      });
      button.addEventListener("focus", () => {
        focusIndex = index;
        hovered = null; // the line is the focused card's until the pointer moves again
        showReason(index);
      });
      // only a pointer that moves shows the card under it: a redraw or a panel folding away that
      // slides a card under a still pointer (the browser then sends mouseenter) leaves the line on
      // the focused card
      button.addEventListener("pointerdown", () => { untouched = false; });
      button.addEventListener("pointermove", (event) => {
        if (!event.movementX && !event.movementY) return; // the browser's move after a layout change
        if (hovered === index) return;
        hovered = index;
        showReason(index);
      });
      button.addEventListener("pointerleave", showFocused);
      slot.appendChild(button);
      // the button's description only (aria-hidden: browse mode does not read it a second time)
      const reason = node("span", { class: "unokit-reason", id: reasonId, "aria-hidden": "true" },
        card.description ?? card.reason);
      slot.appendChild(reason);
      bar.appendChild(slot);
    });
    if (!cards.length) bar.appendChild(node("span", { class: "unokit-hand-empty" }, t("no_cards", "No cards.")));

    bar.addEventListener("keydown", (event) => {
      if (!event.target.classList.contains("unokit-card-button")) return;
      const next = rovingIndex(event.key, focusIndex, cards.length);
      if (next === null) return;
      event.preventDefault();
      untouched = false;
      moveFocus(next);
    });

    // the focused card's name and reason for the eye; a screen reader has them from the button itself
    root.appendChild(node("p", { class: "unokit-hand-focus", "aria-hidden": "true" }));
    // inside a GameTable (live=false) the table's question keys work here too (keys.js)
    const tableKeys = model.get("live") ? "" : t("table_keys", " Key h reads your hand; ? lists every key.");
    root.appendChild(node("p", { class: "unokit-hand-help", id: `${id}-help`, "aria-hidden": "true" },
      (interactive
        ? t("help_play", "Arrow keys move between cards; Enter or Space plays the focused card.")
        : t("help_no_play", "Arrow keys move between cards; you cannot play from this hand now.")) + tableKeys));

    if (model.get("uno_option")) {
      const label = node("label", { class: "unokit-uno-toggle" });
      const box = node("input", { type: "checkbox" });
      box.checked = model.get("say_uno");
      box.addEventListener("change", () => {
        model.set("say_uno", box.checked);
        model.save_changes();
      });
      label.appendChild(box);
      label.appendChild(document.createTextNode(t("say_uno", " Say \u201cUNO\u201d with this play")));
      root.appendChild(label);
    }

    // a labelled group of choices with Cancel (the colour and the seat choosers). The choices (buttons of
    // class unokit-choice) are one tab stop with roving focus, moved by the keys that move between cards;
    // Cancel is the next tab stop; Escape cancels from anywhere in the group.
    function chooserGroup(labelText, extraClass, what) {
      const chooser = node("div", {
        class: `unokit-chooser ${extraClass}`,
        role: "group",
        "aria-labelledby": `${id}-chooser-label`,
        "aria-describedby": `${id}-chooser-help`,
      });
      // the group's name and description, read once as focus moves in (not paragraphs as well: N7)
      chooser.appendChild(node("p", { id: `${id}-chooser-label`, class: "unokit-chooser-label", "aria-hidden": "true" },
        labelText));
      chooser.appendChild(node("p", { id: `${id}-chooser-help`, class: "unokit-chooser-help", "aria-hidden": "true" },
        t(`chooser_help_${what}`, `Arrow keys move between the ${what}; Enter chooses; Escape cancels.`)));
      return chooser;
    }
    function choiceButtons(chooser) {
      return Array.from(chooser.querySelectorAll("button.unokit-choice"));
    }
    function addCancel(chooser) {
      const choices = choiceButtons(chooser);
      choices.forEach((b, i) => b.setAttribute("tabindex", i === 0 ? "0" : "-1"));
      keepTabStop(chooser, "button.unokit-choice");
      chooser.addEventListener("keydown", (event) => {
        if (!event.target.classList.contains("unokit-choice")) return;
        const next = rovingIndex(event.key, choices.indexOf(event.target), choices.length);
        if (next === null) return;
        event.preventDefault();
        choices[next].focus();
      });
      const cancel = node("button", { type: "button", class: "unokit-cancel" }, t("cancel", "Cancel"));
      cancel.addEventListener("click", () => {
        pendingFocus = "cards";
        send({ action: "cancel" });
      });
      chooser.appendChild(cancel);
      chooser.addEventListener("keydown", (event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          pendingFocus = "cards";
          send({ action: "cancel" });
        }
      });
      root.appendChild(chooser);
    }

    if (swapping >= 0 && swapping < cards.length) {
      const chooser = chooserGroup(t("choose_swap", "Choose the player to swap hands with for {card}").replace("{card}", cards[swapping].name),
        "unokit-swap-chooser", "players");
      for (const target of model.get("swap_targets")) {
        const b = node("button", { type: "button", class: "unokit-swap unokit-choice",
                                   "data-seat": String(target.seat) },
          target.label); // player names are user text: set as text only
        b.addEventListener("click", () => {
          pendingFocus = "cards";
          send({ action: "play", index: swapping, code: cards[swapping].code, swap: target.seat,
                 uno: model.get("say_uno") });
        });
        chooser.appendChild(b);
      }
      addCancel(chooser);
    }

    if (choosing >= 0 && choosing < cards.length) {
      const chooser = chooserGroup(t("choose_colour", "Choose the colour for {card}").replace("{card}", cards[choosing].name), "unokit-color-chooser",
        "colours");
      for (const color of model.get("colors")) {
        const b = node("button", { type: "button", class: "unokit-color unokit-choice", "data-color": color.word });
        const sign = node("span", { class: "unokit-sign", "aria-hidden": "true" });
        sign.innerHTML = color.svg; // renderer output (no user text)
        b.appendChild(sign);
        b.appendChild(node("span", { class: "unokit-color-name" }, color.name));
        b.addEventListener("click", () => {
          pendingFocus = "cards";
          send({ action: "play", index: choosing, code: cards[choosing].code, color: color.word,
                 uno: model.get("say_uno") });
        });
        chooser.appendChild(b);
      }
      addCancel(chooser);
    }

    syncMessage();

    // Put focus back where the person was: on the chooser when it just opened, else on a card.
    const chooserNow = root.querySelector(".unokit-chooser button.unokit-choice") ||
      root.querySelector(".unokit-chooser button");
    if (chooserNow && (pendingFocus !== null || focusWasChooser) && (choosing >= 0 || swapping >= 0)) {
      // a redraw keeps the colour or seat the person was on (Cancel has neither: back to it too)
      const same = focusWasChooser
        ? root.querySelector(focusedColor ? `.unokit-chooser [data-color="${focusedColor}"]`
                             : focusedSeat ? `.unokit-chooser [data-seat="${focusedSeat}"]`
                                           : ".unokit-chooser .unokit-cancel")
        : null;
      (same || chooserNow).focus();
    } else if (focusWasUno && root.querySelector(".unokit-uno-toggle input")) {
      root.querySelector(".unokit-uno-toggle input").focus(); // ticking the box keeps focus on it
    } else if (hadFocus || pendingFocus === "cards") {
      if (cards.length) moveFocus(focusIndex);
    }
    if (!chooserNow) pendingFocus = null;
    hovered = null;
    showReason(focusIndex);
  }

  function syncMessage() {
    // a hand inside a GameTable leaves announcing to the table's one live region (live=false)
    if (model.get("live")) {
      message.setAttribute("role", "status");
      message.setAttribute("aria-live", "polite");
    } else {
      message.removeAttribute("role");
      message.removeAttribute("aria-live");
    }
    const text = model.get("message");
    if (message.textContent !== text) message.textContent = text;
  }

  // Python often changes several traits in one update: redraw once, after the last of them.
  let scheduled = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      sync();
    });
  }
  // a new move count alone (another seat moved) redraws nothing: only the hand's data-moves changes
  const names = ["cards", "interactive", "choosing", "colors", "swapping", "swap_targets", "label", "message",
                 "uno_option", "say_uno", "revision", "live"];
  const countMoves = () => { root.dataset.moves = String(model.get("moves")); };
  for (const name of names) model.on(`change:${name}`, schedule);
  model.on("change:moves", countMoves);
  sync();
  return () => {
    for (const name of names) model.off(`change:${name}`, schedule);
    model.off("change:moves", countMoves);
  };
}

export default { render };
