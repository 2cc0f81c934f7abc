"""Play by ear at a GameTable: one-key questions, the command field and the announcement settings
(issue 11, items 1-3).

Three pieces, all speaking through the table's one polite live region
(:class:`~unokit.widgets.live.TableLive`), so every answer is exactly one message and focus never moves:

- :class:`CommandBar` (an anywidget under the hand, ``static/keys.js``): while focus is anywhere inside
  the table and not in a text field, the keys ``h t c w l m s`` ask a question
  (:data:`unokit.announce.KEYS`) and ``?`` or ``F1`` opens the "Keys" dialog, which gives focus back
  where it was when it closes. The labelled command field (the next Tab stop after the hand) reads moves
  and questions with :func:`unokit.commands.parse_command`: a refusal is answered with the engine's
  reason and the text stays; a move made or a question answered clears it; ArrowUp and ArrowDown recall
  earlier commands.
- :class:`AnnounceSettingsPanel` (an anywidget in a folded panel, ``static/announce_settings.js``): the
  announcement settings (brief or full, colour first or number first, other seats' moves one by one or
  as a summary) as radio groups. The page keeps the person's choice in ``localStorage`` (key
  :data:`STORAGE_KEY`) and restores it on the next visit.
- :class:`TableEar`, the part of :class:`~unokit.widgets.table.GameTable` that holds the settings as
  validated traitlets (``announce_detail``, ``card_order``, ``bot_moves``) and the Python side:
  :meth:`TableEar.ask`, :meth:`TableEar.command` and the move announcements of
  :func:`move_announcements`; it is made with the table's session, live region and clock.

Python stays the only authority: the browser sends requests as custom messages (``{"type": "ask",
"key": "h"}``, ``{"type": "command", "text": "r5", "id": 3}``, ``{"type": "settings", "settings":
{...}}``) and never writes a synced trait. Privacy as in the table: a question about a hand is answered
only for the seat whose hand is on the screen.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from unokit.announce import (
    KEYS,
    QUESTIONS,
    AnnounceError,
    AnnounceSettings,
    announce_move,
    answer,
    reorder_card_names,
)
from unokit.commands import COMMAND_EXAMPLES, Question, parse_command, read_question
from unokit.errors import IllegalMoveError, UnokitError
from unokit.moves import Move
from unokit.widgets._sync import PythonAuthority
from unokit.widgets.disclosure import disclosed
from unokit.widgets.uno_window import PANEL_CHOICE as UNO_WINDOW_CHOICE
from unokit.widgets.uno_window import from_panel, to_panel

__all__ = ["CommandBar", "AnnounceSettingsPanel", "TableEar", "move_announcements", "keys_html", "BROWSE_MODE_NOTE",
           "KEYS_DIALOG_SHORTCUTS",
           "STORAGE_KEY", "SETTING_CHOICES", "EMPTY_COMMAND", "EMPTY_COMMAND_ROUND_OVER"]

_STATIC = Path(__file__).parent / "static"
#: The ``localStorage`` key under which a browser keeps the person's announcement settings (JSON of
#: :meth:`AnnounceSettings.to_json`).
STORAGE_KEY = "unokit.announce"
#: The announcement settings as the panel offers them: (setting, legend, ((value, label), ...)); the
#: values are :data:`unokit.announce.DETAILS`, :data:`~unokit.announce.CARD_ORDERS` and
#: :data:`~unokit.announce.BOT_MOVES`.
SETTING_CHOICES: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("detail", "Answers", (("brief", "Brief: the facts only"),
                           ("full", "Full: the facts, then what follows from them"))),
    ("card_order", "Card names", (("color", "Colour first (Red 5)"), ("number", "Number first (5 red)"))),
    ("bot_moves", "Other players' moves", (("each", "One by one, a message per move"),
                                           ("summary", "As one summary when they are done"))),
    UNO_WINDOW_CHOICE,  # the table's UNO window (not a wording: kept by the table, ux-audit-2 N3)
)
#: What the live region says when Enter is pressed in an empty command field: what to type, politely
#: (not a refusal; the field's ``aria-invalid`` mark from an earlier refusal is taken away).
EMPTY_COMMAND = "Type a move such as r7, or ? for the keys and commands."
#: The same when the round is over: no move can be typed, a question still can.
EMPTY_COMMAND_ROUND_OVER = "The round is over: no move to type. Type ? for the keys and commands."
#: Said in the "Keys" dialog and panel (ux-audit-2 N5): a screen reader in browse mode takes single letters
#: (h, t, c, l, m, s are its quick-navigation keys), so the question keys may never reach the page; the
#: command field takes the same questions as words, and a screen reader passes typing in a field through.
BROWSE_MODE_NOTE = ("With a screen reader in browse mode the letter keys may move through the page instead: "
                    "switch to focus mode (NVDA: NVDA+Space) or type the question as a word in the command field "
                    "(hand, top, counts, turn, last, moves, scores) and press Enter.")
#: The keys that open the "Keys" dialog, as ``aria-keyshortcuts`` names them (WAI-ARIA: the physical keys,
#: so "?" is Shift with the "?" key on a US keyboard); set on the dialog's button.
KEYS_DIALOG_SHORTCUTS = "F1 Shift+?"
#: The question key of each question word and key letter (``"hand"`` -> ``"h"``, ``"f1"`` -> ``"?"``).
_QUESTION_KEY = {word: key for key, words in QUESTIONS.items() for word in words}
_SEAT_PREFIX = re.compile(r"^\s*(\d+)\s*:")


class CommandBar(PythonAuthority, anywidget.AnyWidget):
    """The command field, the "Keys" dialog and the table's question keys (front end ``keys.js``).

    Synced traits (Python writes, the page only reads): ``question_keys`` (``[{"key": "h", "what": "your hand,
    ..."}]``, :data:`unokit.announce.KEYS`), ``examples`` (``[{"text": "r5, red 5 ...", "does": "play Red
    5"}]``, :data:`unokit.commands.COMMAND_EXAMPLES`) and ``label`` (the field's accessible name).

    The page sends ``{"type": "ask", "key": KEY}`` and ``{"type": "command", "text": TEXT, "id": N}``;
    :attr:`on_ask` and :attr:`on_command` (set by the table) handle them, and a command is answered with
    ``{"type": "result", "id": N, "ok": bool, "answer": TEXT}`` so the page clears the field (ok) or keeps
    the text, and shows ``answer`` (what the command made the table say in its status line) right under
    the field. That copy is ``aria-hidden``: screen readers already heard it once from the polite live
    region, and a second reading would break the one-message-per-event rule (issue 11).

    :attr:`on_command` returns ``bool`` (carried out or not) or ``(bool, str)`` (and the answer's text).
    """

    _browser_writable = frozenset()
    _esm = _STATIC / "keys.js"
    _css = _STATIC / "keys.css"

    question_keys = traitlets.List(traitlets.Dict()).tag(sync=True)
    examples = traitlets.List(traitlets.Dict()).tag(sync=True)
    label = traitlets.Unicode("Command").tag(sync=True)
    #: :data:`BROWSE_MODE_NOTE`, said in the dialog; :data:`KEYS_DIALOG_SHORTCUTS`, the dialog button's
    #: ``aria-keyshortcuts``
    browse_note = traitlets.Unicode(BROWSE_MODE_NOTE).tag(sync=True)
    dialog_shortcuts = traitlets.Unicode(KEYS_DIALOG_SHORTCUTS).tag(sync=True)
    #: the field's and the dialog's other words in the table's language (``send``, ``keys_button``, ``help``,
    #: ``title``, ``close``, ``intro``, ``field_heading``, ``field_intro``); empty: the page's English
    texts = traitlets.Dict().tag(sync=True)

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        from unokit.i18n import message

        if lang != "en":
            kwargs.setdefault("label", message("table-command-label", lang))
            kwargs.setdefault("browse_note", message("table-browse-mode-note", lang))
            kwargs.setdefault("texts", {key: message(f"table-command-{key.replace('_', '-')}", lang) for key in (
                "send", "keys_button", "help", "title", "close", "intro", "field_heading", "field_intro")})
        super().__init__(question_keys=[{"key": key, "what": what} for key, what in key_list(lang)],
                         examples=[{"text": text, "does": does} for text, does in command_examples(lang)], **kwargs)
        self.on_ask: Any = None
        self.on_command: Any = None
        self.on_msg(self._on_message)

    def clear(self, *, history: bool = False) -> None:
        """Empty the field and its answer and take its ``aria-invalid`` mark away (a new deal: the old
        game's command and its refusal no longer apply); commands still on their way are forgotten.
        ``history``: forget the earlier commands ArrowUp recalls too (a hot-seat hand-over: the next
        person must not read the last one's commands)."""
        self.send({"type": "clear", "history": bool(history)})

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "ask" and isinstance(content.get("key"), str) and self.on_ask is not None:
            self.on_ask(content["key"])
        elif kind == "command" and isinstance(content.get("text"), str) and self.on_command is not None:
            result = self.on_command(content["text"])
            ok, answer = result if isinstance(result, tuple) else (result, "")
            self.send({"type": "result", "id": content.get("id"), "ok": bool(ok), "answer": str(answer)})


class AnnounceSettingsPanel(PythonAuthority, anywidget.AnyWidget):
    """The announcement settings as radio groups (front end ``announce_settings.js``).

    Synced traits (Python writes): ``settings`` (:meth:`AnnounceSettings.to_json`, what the table uses
    now), ``choices`` (:data:`SETTING_CHOICES` as ``[{"name", "legend", "options": [[value, label]]}]``)
    and ``storage_key`` (:data:`STORAGE_KEY`). The page sends ``{"type": "settings", "settings": {...}}``
    when the person picks a value or when it restores a stored choice; :attr:`on_settings` (set by the
    table) applies it.
    """

    _browser_writable = frozenset()
    _esm = _STATIC / "announce_settings.js"
    _css = _STATIC / "keys.css"

    settings = traitlets.Dict().tag(sync=True)
    choices = traitlets.List(traitlets.Dict()).tag(sync=True)
    storage_key = traitlets.Unicode(STORAGE_KEY).tag(sync=True)

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(choices=[{"name": name, "legend": legend, "options": [list(o) for o in options]}
                                  for name, legend, options in setting_choices(lang)], **kwargs)
        self.on_settings: Any = None
        self.on_msg(self._on_message)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "settings" and self.on_settings is not None:
            self.on_settings(content.get("settings"))


def keys_html(lang: str = "en") -> str:
    """The keys and the command field's forms as an HTML list, for the table's "Keys" panel (the same
    words as the dialog: :data:`unokit.announce.KEYS`, :data:`unokit.commands.COMMAND_EXAMPLES`), in
    ``lang`` (DESIGN.md contract 7; default English)."""
    from unokit.i18n import message

    keys = "".join(f"<dt><kbd>{html.escape(key)}</kbd></dt><dd>{html.escape(what)}</dd>" for key, what in key_list(lang))
    forms = "".join(f"<dt><kbd>{html.escape(text)}</kbd></dt><dd>{html.escape(does)}</dd>"
                    for text, does in command_examples(lang))
    return (f'<div class="unokit-keys-list"><p>{html.escape(message("table-keys-intro", lang))}</p>'
            f'<dl class="unokit-keys-dl">{keys}</dl><p>{html.escape(message("table-browse-mode-note", lang))}</p>'
            f'<p>{html.escape(message("table-keys-command-field", lang))}</p><dl class="unokit-keys-dl">{forms}</dl>'
            f'<p>{html.escape(message("table-keys-recall", lang))}</p></div>')


def setting_choices(lang: str = "en") -> tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...]:
    """:data:`SETTING_CHOICES` in ``lang`` (the values stay the same; DESIGN.md contract 7)."""
    if lang == "en":
        return SETTING_CHOICES
    from unokit.i18n import message
    from unokit.widgets.uno_window import UNO_WINDOW_DEFAULT_S

    def say(msg_id: str, **args: Any) -> str:
        return message(f"table-setting-{msg_id}", lang, **args)

    chosen = []
    for name, _legend, options in SETTING_CHOICES:
        if name == "uno_window":
            labels = tuple((value, say("uno-off") if value == "off" else say(
                "uno-default" if value == str(UNO_WINDOW_DEFAULT_S) else "uno-seconds", seconds=int(value)))
                for value, _label in options)
        else:
            labels = tuple((value, say(f"{name.replace('_', '-')}-{value}")) for value, _label in options)
        chosen.append((name, say(name.replace("_", "-")), labels))
    return tuple(chosen)


def key_list(lang: str = "en") -> list[tuple[str, str]]:
    """:data:`unokit.announce.KEYS` in ``lang``: (key, what it answers) pairs (the keys stay the same)."""
    from unokit.i18n import message

    if lang == "en":
        return list(KEYS)
    return [(message("table-key-help-keys", lang) if letter == "?" else key,
             message(f"answer-key-{'help' if letter == '?' else letter}", lang))
            for letter, (key, _what) in zip("htcwlms?", KEYS, strict=True)]


def command_examples(lang: str = "en") -> list[tuple[str, str]]:
    """:data:`unokit.commands.COMMAND_EXAMPLES` in ``lang``: (what to type, what it does) pairs, the typed
    words the language's (the command field reads them, :func:`unokit.commands.parse_command`)."""
    from unokit.i18n import message

    if lang == "en":
        return list(COMMAND_EXAMPLES)
    return [(message(f"table-example-{n}-text", lang), message(f"table-example-{n}-does", lang))
            for n in range(1, len(COMMAND_EXAMPLES) + 1)]


def move_announcements(session: Any, settings: AnnounceSettings) -> list[str]:
    """The messages for the moves not announced yet at ``session`` (a
    :class:`~unokit.widgets.session.TableSession`), marked as announced, the last one ending with what
    the person can do now (:meth:`TableSession.prompt`).

    ``settings.bot_moves == "summary"``: one message (the moves' sentences, then the prompt);
    ``"each"``: one message per move (:func:`unokit.announce.announce_move`, which in full detail adds
    how many cards the mover holds). In both, each move is told as the person hears it
    (:meth:`TableSession.told`: their own drawn card, a swap they are part of, what a rotation left them)
    and the end of a round adds only what was not said (:meth:`TableSession.closing`). Card names follow
    ``settings.card_order``. Nothing new (or a past position shown): ``[]``.
    """
    game = session.game
    start = session._announced
    text = session.announcement()
    if not text:
        return []
    if settings.bot_moves == "summary" or start >= len(game.narration):
        return [reorder_card_names(text, settings)]
    # told() may add card names (the person's own draw): named in the settings' order too
    lang = session.lang
    messages = [reorder_card_names(session.told(index, announce_move(game, index, settings, lang=lang)), settings)
                for index in range(start, len(game.narration))]
    prompt = session.closing(" ".join(messages), english=" ".join(game.narration[start:]) if lang != "en" else None)
    if prompt:  # the last move may be told by the prompt alone (the person's own playable draw)
        messages[-1] = f"{messages[-1]} {reorder_card_names(prompt, settings)}".strip()
    return [message for message in messages if message]


def _check_setting(name: str, value: Any) -> str:
    """``value`` if :class:`AnnounceSettings` allows it for field ``name``, else :class:`AnnounceError`."""
    AnnounceSettings(**{name: value})
    return value


class TableEar(traitlets.HasTraits):
    """The ear of a :class:`~unokit.widgets.table.GameTable`, one of its parts: the announcement settings,
    the Python side of the question keys and the command field, and the voice
    (:class:`~unokit.widgets.voice.TableVoice`).

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (the shown position, the viewer).
        live: the table's :class:`~unokit.widgets.live.TableLive`, where every answer is said.
        clock: the table's :class:`~unokit.widgets.clock.TableClock` (the voice's wait for speech).
        submit: makes a person's move (the table's :meth:`~unokit.widgets.table.GameTable.submit`; raises
            :class:`~unokit.errors.IllegalMoveError` with the reason already said).
        note: says a sentence in the table's status line.
        announce: says the moves not yet announced.

    Traitlets (validated; :class:`~unokit.announce.AnnounceError` names the allowed values):
    ``announce_detail`` (``"brief"`` or ``"full"``, default full), ``card_order`` (``"color"`` or
    ``"number"``) and ``bot_moves`` (``"each"`` or ``"summary"``, default summary: the bots' answer to a
    move is one message, ux-audit F5). A browser's stored choice (``localStorage``) replaces them when
    the table is shown.
    """

    announce_detail = traitlets.Unicode("full")
    card_order = traitlets.Unicode("color")
    bot_moves = traitlets.Unicode("summary")

    def __init__(self, session: Any, live: Any, clock: Any, *, submit: Callable[[Move], Any],
                 note: Callable[[str], Any], announce: Callable[[], Any]) -> None:
        super().__init__()
        from unokit.widgets.voice import TableVoice

        self.session, self.live, self.clock = session, live, clock
        self._submit, self._note = submit, note
        self.command_bar = CommandBar(session.lang)
        self.command_bar.on_ask = self._on_ask
        self.command_bar.on_command = self._on_command
        self.announce_panel = AnnounceSettingsPanel(session.lang, settings=self._panel_settings())
        self.announce_panel.on_settings = self._settings_from_page
        # the panel also shows the clock's UNO window (ux-audit-2 N3), wherever it is changed from
        clock.observe(lambda _change: self.uno_window_setting_changed(), "uno_window")
        self.keys_list = widgets.HTML(keys_html(session.lang))
        #: speech, earcons and bots that wait for speech
        self.voice = TableVoice(session, live, clock, settings=lambda: self.announce_settings, announce=announce)

    @traitlets.validate("announce_detail")
    def _valid_detail(self, proposal: dict[str, Any]) -> str:
        return _check_setting("detail", proposal["value"])

    @traitlets.validate("card_order")
    def _valid_card_order(self, proposal: dict[str, Any]) -> str:
        return _check_setting("card_order", proposal["value"])

    @traitlets.validate("bot_moves")
    def _valid_bot_moves(self, proposal: dict[str, Any]) -> str:
        return _check_setting("bot_moves", proposal["value"])

    @traitlets.observe("announce_detail", "card_order", "bot_moves")
    def _settings_changed(self, _change: dict[str, Any]) -> None:
        self.uno_window_setting_changed()

    def uno_window_setting_changed(self) -> None:
        """Show the settings in use in the panel: the wording and the clock's ``uno_window``."""
        panel = getattr(self, "announce_panel", None)
        if panel is not None:
            panel.settings = self._panel_settings()

    def _panel_settings(self) -> dict[str, str]:
        return {**self.announce_settings.to_json(), "uno_window": to_panel(self.clock.uno_window)}

    @property
    def announce_settings(self) -> AnnounceSettings:
        """The settings as one :class:`~unokit.announce.AnnounceSettings` value."""
        return AnnounceSettings(detail=self.announce_detail, card_order=self.card_order, bot_moves=self.bot_moves)

    @announce_settings.setter
    def announce_settings(self, value: AnnounceSettings) -> None:
        if not isinstance(value, AnnounceSettings):
            value = AnnounceSettings.from_json(value)
        with self.hold_trait_notifications():
            self.announce_detail, self.card_order, self.bot_moves = value.detail, value.card_order, value.bot_moves

    def panels(self) -> dict[str, widgets.Widget]:
        """The folded panels of the side column: the keys, and the announcement settings (with the speech
        and sound settings of :attr:`voice`)."""
        return {
            "keys": disclosed(self.session.say("table-panel-keys"), self.keys_list, css_class="unokit-panel-keys"),
            "announce": disclosed(self.session.say("table-panel-announce"), self.announce_panel, self.voice.voice_panel,
                                  css_class="unokit-panel-announce"),
        }

    def _settings_from_page(self, data: Any) -> None:
        try:
            wording = dict(data)
            window: int | None = (from_panel(wording.pop("uno_window")) if "uno_window" in wording
                                  else self.clock.uno_window)
            settings = AnnounceSettings.from_json(wording)
        except (UnokitError, TypeError, ValueError):
            self.announce_panel.send_state("settings")  # put the page back in step
            return
        with self.hold_trait_notifications():
            self.announce_settings = settings
            self.clock.uno_window = window  # the clock's traitlet (GameTable.uno_window), checked there

    # ---------------------------------------------------------------- the listener
    def _question_seat(self, private: bool) -> tuple[int | None, str]:
        """The seat a question is answered for, and why not when there is none.

        The person whose hand is on the screen (play mode) is "you". Otherwise a public question
        (``t c w l s``) is answered for an onlooker (``None``: nobody is called "you"), and a question
        about a hand (``private``) for the seat to act in teaching mode (every hand is face up there),
        or refused: the screen waits for the next person (hot seat), or every seat is a bot."""
        session, shown = self.session, self.session.shown
        if session.play and session.viewer is not None:
            return session.viewer, ""
        if not private:
            return None, ""
        if not session.play:
            if shown.current is None:
                return None, session.say("table-no-seat-to-act")
            return shown.current, ""
        if session.handover is not None:
            name = shown.players[session.handover]
            return None, session.say("table-hidden-show-first", name=name)
        return None, session.say("table-all-bots")

    def ask(self, key: str) -> str:
        """Answer question ``key`` (``h t c w l m s``, ``?`` or ``F1``, or a question word such as
        ``"hand"``) about the shown position, for the person at the screen, as one message in the
        table's live region; focus is not touched. Teaching mode answers about the hand of the seat to
        act, named first (``"Ben: 3 cards. ..."``). Returns the message.

        Raises :class:`~unokit.announce.AnnounceError` for a key that is not a question (before anything
        is said).
        """
        word = " ".join(key.lower().split()) if isinstance(key, str) else key
        if word not in _QUESTION_KEY:
            raise AnnounceError(f"unknown question {key!r}; keys are: h t c w l m s ? F1")
        letter = _QUESTION_KEY[word]
        settings = self.announce_settings
        private = Question(letter).private
        seat, why_not = self._question_seat(private)
        if private and seat is None:
            text = why_not
        else:
            shown = self.session.shown
            text = answer(shown, seat, letter, settings, lang=self.session.lang)
            if private and not self.session.play:
                text = f"{shown.players[seat]}: {text}"
        self.live.say(text)
        return text

    def _on_ask(self, key: str) -> None:
        try:
            self.ask(key)
        except UnokitError:
            pass  # a page that sent a key that is no question: nothing to say

    def _on_command(self, text: str) -> tuple[bool, str]:
        """:meth:`command` for the command field: whether it was carried out, and what it made the table
        say (its live-region messages, joined by a space) for the page to show beside the field."""
        start = len(self.live.history)
        ok = self.command(text)
        return ok, " ".join(message for _politeness, message in self.live.history[start:])

    def command(self, text: str) -> bool:
        """Read command-field ``text`` (:func:`unokit.commands.parse_command`) for the person at the
        screen and act on it: a question is answered (:meth:`ask`), a move is made (:meth:`submit`).
        A refusal (unreadable text, an ambiguous card, the engine's reason) is said in the live region.
        Teaching mode reads the seat from a prefix (``"1: r5"``), else the seat to act.

        Empty text (Enter in an empty field) is no refusal: the live region says what to type
        (:data:`EMPTY_COMMAND`; :data:`EMPTY_COMMAND_ROUND_OVER` once the round is over), or why no hand
        can be played from this screen, as one message.

        Returns True when the command was carried out (the page clears the field), False on a refusal
        or empty text (nothing was done; the page keeps the text).
        """
        settings = self.announce_settings
        seat, why_not = self._question_seat(private=True)
        if isinstance(text, str) and not text.strip():
            say = self.session.say
            self._note(why_not if seat is None else say("table-empty-command-round-over") if self.session.game.is_over()
                       else say("table-empty-command"))
            return False
        prefix = _SEAT_PREFIX.match(text) if isinstance(text, str) else None
        if prefix and not self.session.play:
            seat = int(prefix.group(1))
        if seat is None:
            # no hand is on the screen (the hot-seat hand-over, a table of bots): a question about what every
            # player sees is answered; a question about a hand, or a move, is refused with the reason
            question = read_question(text, self.session.lang)
            if question is not None and not question.private:
                self.ask(question.key)
                return True
            self._note(why_not)
            return False
        try:
            # on a past position a move is read, not checked: submit refuses it as a past position
            # (the rules' reason would judge the past position as if it were the game)
            session = self.session
            parsed = parse_command(session.game if session.at_latest else session.shown, seat, text,
                                   settings=settings, check=session.at_latest, lang=session.lang)
        except UnokitError as error:  # CommandError, or InvalidMoveError for a seat not at the table
            self._note(reorder_card_names(str(error), settings))
            return False
        if isinstance(parsed, Question):
            self.ask(parsed.key)
            return True
        try:
            self._submit(parsed)
        except IllegalMoveError:
            return False  # the engine's reason is said
        return True

