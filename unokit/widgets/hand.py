"""HandView: one seat's hand as accessible buttons (an anywidget).

Each card is a real ``<button>`` named after the card ("Red 7", DESIGN.md contract 5) with the card
picture (an ``<img>`` of the SVG, so no page style reaches inside it and its ids stay its own) marked
decorative. Arrow keys, Home and End move focus between the cards (roving tabindex, one tab stop; the
cards are a toolbar, and as in WAI-ARIA APG's toolbar the arrow keys wrap from the last card to the first
and back); Enter or Space plays the focused card. A new deal puts the tab stop on the first
playable card (else the first card). A card that cannot be played now has ``aria-disabled="true"``, a
dashed frame and a "not now" badge under it (not colour alone, WCAG 1.4.1; nothing covers the index or
the sign), and its reason in words via ``aria-describedby``; the line under the hand shows the reason of
the focused card (of a card a moving pointer is over, while it is there). A Wild opens a labelled group of
colour buttons, each with its ColorADD sign; under ``seven_swap`` (RULES.md "House rules") a Seven opens a
labelled group of seat buttons in the same way ("Ben (5 cards)"). In both, the same keys move between the
choices (one tab stop), Cancel is the next tab stop and Escape cancels (WCAG 2.1.1, 2.4.3).

Python is the only authority. The browser writes an ``intent`` (``{"action": "play", "index": 2,
"code": "R7", "color": None, "uno": False, "swap": None, "revision": 5}`` or ``{"action": "cancel", ...}``);
:class:`HandView` checks it against the current revision and the rules and either makes the move or
refuses it with a message in ``message``. Nothing in the synced state is derived in JavaScript.

Privacy: the cards come from :meth:`unokit.game.Game.view` of the hand's seat only; a face-down hand
(``face_up=False``) syncs card backs and a count, never the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from unokit.cards import Card, Color
from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind
from unokit.widgets._sync import PythonAuthority
from unokit.widgets.session import require_game
from unokit.widgets.signs import VISIONS, check_signs, check_vision, sign_svg, swatch_svg

__all__ = ["HandView", "hand_cards", "card_description", "swap_choices", "VISIONS"]

_STATIC = Path(__file__).parent / "static"
#: Card width on screen, px: at 132 px a large-print face's corner ColorADD sign (its smallest shape, the
#: triangle of red and blue) is 14 px tall (ux-audit F4; narrow screens show the same picture at 96 px).
CARD_WIDTH_PX = 132.0
#: Width of a face-down card in another player's fan, px.
BACK_WIDTH_PX = 34.0


def _svg():
    from unokit.render import svg  # imported on use: the renderer is heavier than the widget

    return svg


@lru_cache(maxsize=1024)
def _face_svg(card: Card, vision: str, wild_colors: tuple[Color, ...], signs: str = "coloradd") -> str:
    """One card face for a hand, memoised by (card, vision, the rules' colours, the sign system): drawing faces was most of
    a table's redraw time. A face is shown as an ``<img>``, so its ids live in the picture's own document
    and every hand, seat and place in a hand shares one drawing (they were keyed by hand and place, and so
    drawn again after every move). ``wild_colors``: the colours of a Wild's oval (eight in spectrum).
    1024 faces of about 2.5 KB at most."""
    return str(_svg().card(card, width_px=CARD_WIDTH_PX, vision=vision, id_prefix=f"ukf{card.code.replace('+', 'p')}",
                           large_print=True, wild_colors=wild_colors, signs=signs))


@lru_cache(maxsize=8)
def _back_svg(id_prefix: str) -> str:
    return str(_svg().back(width_px=BACK_WIDTH_PX, id_prefix=id_prefix))


def hand_cards(
    game: Any,
    seat: int,
    *,
    face_up: bool = True,
    sort: bool = False,
    vision: str = "normal",
    signs: str = "coloradd",
    lang: str = "en",
) -> tuple[list[Card | None], list[dict[str, Any]]]:
    """The cards of ``seat`` as HandView entries, built from ``game.view(seat)`` only; names and reasons
    in ``lang`` (DESIGN.md contract 7: :func:`unokit.i18n.card_name`, ``Game.explain(..., lang=)``).

    Returns ``(order, entries)``: ``order`` is the displayed cards (``None`` for face-down ones) and
    ``entries`` a list of dicts ``{"code", "name", "svg", "playable", "reason", "description"}`` — ``code``
    is "" for a face-down card; ``description`` is what a screen reader hears after the card's name when
    the card takes focus (:func:`card_description`: the reason without the name said again). ``playable`` is True when a single-card ``play`` of that card is among the
    seat's legal moves (:class:`HandView` adds ``legal``, the same mark, and narrows ``playable`` to
    "legal and this hand may act now"); ``reason`` is :meth:`Game.explain` in words. ``sort`` orders by colour then
    rank (:attr:`Card.sort_key`). ``vision`` is one of :data:`VISIONS`; ``signs`` the sign system the faces
    carry (:func:`~unokit.widgets.signs.check_signs`).
    """
    from unokit.i18n import card_name, message

    view = game.view(seat)
    if not face_up:
        count = len(view.hand)
        hidden = message("table-card-face-down-why", lang)
        entry = {
            "code": "",
            "name": message("table-card-face-down", lang),
            "svg": _back_svg("ukb"),  # shown as an <img>: its ids stay inside its own document
            "playable": False,
            "reason": hidden,
            "description": hidden,
        }
        return [None] * count, [dict(entry) for _ in range(count)]
    cards = list(view.hand)
    if sort:
        cards.sort(key=lambda c: c.sort_key)
    playable = {
        m.cards[0] for m in view.legal_moves if m.kind is MoveKind.PLAY and len(m.cards) == 1
    }
    reasons: dict[Card, str] = {}
    entries = []
    for card in cards:
        if card not in reasons:
            reasons[card] = game.explain(card, seat, lang=None if lang == "en" else lang).reason
        name = card.name if lang == "en" else card_name(card, lang)
        entries.append({
            "code": card.code,
            "name": name,
            "svg": _face_svg(card, vision, game.rules.colors, signs),
            "playable": card in playable,
            "reason": reasons[card],
            "description": card_description(name, reasons[card]),
        })
    return list(cards), entries


def card_description(name: str, reason: str) -> str:
    """What a screen reader hears after a card button's name (``aria-describedby``): ``reason`` without the
    card's ``name`` (or "a" and the name) it begins with, so focus on Red 7 reads "Red 7, button, matches
    the colour red" and on a Wild "Wild, button, may be played on any card; ...": the name once (WCAG
    4.1.2; the visible line under the hand keeps "Red 7: Red 7 matches ...")."""
    for start in (f"{name} ", f"a {name} "):
        if reason.startswith(start) and len(reason) > len(start):
            return reason[len(start):]
    return reason


def card_badge(entry: dict[str, Any], *, over: bool = False, lang: str = "en") -> str:
    """The badge under a card of a hand (``entry`` as :func:`hand_cards` makes it, with HandView's ``legal``):
    "✓ playable", "✓ legal" (the rules allow it, this hand cannot play here), "✕ not now", "face down"; ""
    (no badge) for a face-up card once the round is over, when no card is playable and "not now" would
    promise a later turn (ux-audit-2 F19). ``lang``: the language of the words (DESIGN.md contract 7)."""
    from unokit.i18n import message

    if entry.get("playable"):
        return message("table-badge-playable", lang)
    if entry.get("legal"):
        return message("table-badge-legal", lang)
    if not entry.get("code"):
        return message("table-badge-face-down", lang)
    return "" if over else message("table-badge-not-now", lang)


def swap_choices(game: Any, seat: int, lang: str = "en") -> list[dict[str, Any]]:
    """The seats ``seat`` may swap hands with by playing a Seven now (``seven_swap``, RULES.md "House
    rules"), in seat order, as ``{"seat": 2, "name": "Cy", "label": "Cy (4 cards)"}``; ``[]`` when no
    Seven of the hand swaps (the rule is off, no Seven is playable, or the Seven is the last card).
    Read from ``game.view(seat)`` only: the other hands' sizes are public."""
    view = game.view(seat)
    seats = sorted({m.target for m in view.legal_moves
                    if m.kind is MoveKind.PLAY and m.seat == seat and m.target is not None})
    choices = []
    for target in seats:
        count = view.hand_sizes[target]
        name = game.players[target]
        choices.append({"seat": target, "name": name, "label": f"{name} ({_cards(count, lang)})"})
    return choices


#: The words the hand's page script writes itself (static/hand.js), each a ``table-hand-*`` message
HAND_TEXTS = ("no_cards", "help_play", "help_no_play", "table_keys", "say_uno", "chooser_help_players",
              "chooser_help_colours", "cancel", "choose_swap", "choose_colour")


def _cards(count: int, lang: str) -> str:
    from unokit.i18n import message

    return message("cards-count", lang, count=count)


def _hand_label(name: str, count: int, lang: str) -> str:
    """A hand's accessible name: ``"Ana's hand: 7 cards"``."""
    from unokit.i18n import message

    return message("table-hand-label", lang, name=name, cards=_cards(count, lang))


def _fan_label(order: list[Any], lang: str) -> str:
    """The accessible name of a hidden hand drawn as a fan of backs (every card ``None`` in ``order``):
    ``"5 face-down cards"``, ``"5 cartas viradas para baixo"``; "" for a hand whose cards are shown."""
    from unokit.i18n import message

    if not order or any(card is not None for card in order):
        return ""
    return message("table-hand-face-down-fan", lang, count=len(order))


def _color_title(color: Any, lang: str) -> str:
    """A colour named on its own, capitalised, in ``lang``: ``"Vermelho"``, ``"Rojo"``."""
    from unokit.i18n import color_name

    name = color_name(color, lang, gender="masculine")
    return name[:1].upper() + name[1:]


class HandView(PythonAuthority, anywidget.AnyWidget):
    """One seat's hand as keyboard-accessible card buttons.

    Args:
        game: a :class:`unokit.game.Game`, or None for an empty hand (call :meth:`show` later).
        seat: the seat whose hand this is (0-based).
        face_up: show the cards (True) or only their backs (False, another player's hand in play mode).
        interactive: ``False`` never lets this hand play (a past position, a bot's hand); ``None`` or
            ``True``: it may play when ``seat`` is to act and the round is not over.
        vision: colour-vision preview, one of :data:`VISIONS`.
        signs: the colour signs on the faces and the colour choices: ``"coloradd"`` (the default),
            ``"mattel"``, ``"letters"`` or ``"none"`` (:func:`~unokit.widgets.signs.check_signs`).
        sort: show the hand ordered by colour and rank ("Sort hand").
        on_move: called with the :class:`~unokit.moves.Move` a person asked for; it makes the move or
            raises :class:`~unokit.errors.UnokitError` whose message is shown. Default: ``game.push``
            and redraw.

    Synced traits (the browser reads them; it writes only ``intent`` and ``say_uno``):
    ``cards`` (list of entry dicts, see :func:`hand_cards`), ``label``, ``interactive``, ``colors``
    (the Wild colour choices: ``{"word", "name", "svg"}``), ``choosing`` (index of the Wild waiting
    for a colour, -1 for none), ``uno_option`` / ``say_uno`` (offer and state of "say UNO with this
    play"), ``swap_targets`` (under ``seven_swap``, the seats a Seven may swap hands with:
    ``{"seat", "name", "label"}``), ``swapping`` (index of the Seven waiting for its seat, -1 for none),
    ``revision`` (bumped when a redraw changes what is drawn; intents carry the revision they
    were made on),
    ``message`` (the last refusal or note, read out politely), ``moves`` (how many moves the shown
    position has: lets a page or a test tell that the hand is drawn for the latest position).
    A browser update to any other trait is ignored (:class:`~unokit.widgets._sync.PythonAuthority`),
    and intents are checked against Python's own copy of the hand, never against synced values.

    Raises :class:`~unokit.errors.UnokitError` for an unknown ``vision``.
    """

    _browser_writable = frozenset({"intent", "say_uno"})

    _esm = _STATIC / "hand.js"
    _css = _STATIC / "hand.css"

    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    label = traitlets.Unicode("Hand").tag(sync=True)
    #: a hidden hand's accessible name, its fan of backs ("5 face-down cards"); "" for a hand shown
    fan_label = traitlets.Unicode("").tag(sync=True)
    interactive = traitlets.Bool(False).tag(sync=True)
    colors = traitlets.List(traitlets.Dict()).tag(sync=True)
    choosing = traitlets.Int(-1).tag(sync=True)
    swap_targets = traitlets.List(traitlets.Dict()).tag(sync=True)
    swapping = traitlets.Int(-1).tag(sync=True)
    uno_option = traitlets.Bool(False).tag(sync=True)
    say_uno = traitlets.Bool(False).tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)
    moves = traitlets.Int(0).tag(sync=True)
    intent = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    #: the page's own words in the hand's language (keys of :data:`HAND_TEXTS`); empty: English
    texts = traitlets.Dict().tag(sync=True)
    #: the message line is a polite live region (a hand on its own); a GameTable announces for its hands
    live = traitlets.Bool(True).tag(sync=True)

    def __init__(
        self,
        game: Any = None,
        seat: int = 0,
        *,
        face_up: bool = True,
        interactive: bool | None = None,
        vision: str = "normal",
        sort: bool = False,
        on_move: Callable[[Move], None] | None = None,
        signs: str = "coloradd",
        lang: str = "en",
        **kwargs: Any,
    ) -> None:
        from unokit.i18n import resolve_language

        vision = check_vision(vision)
        self._signs = check_signs(signs)
        #: the language of the cards' names, reasons, badges and labels (DESIGN.md contract 7)
        self.lang = resolve_language(lang)
        if self.lang != "en":
            from unokit.i18n import message

            kwargs.setdefault("texts", {key: message(f"table-hand-{key.replace('_', '-')}", self.lang)
                                        for key in HAND_TEXTS})
        super().__init__(**kwargs)
        self._entries: list[dict[str, Any]] = []  # Python's own copy of what ``cards`` shows
        self._may_play = False
        self._order: list[Card | None] = []
        self._game: Any = None
        self._seat = seat
        self._face_up = face_up
        self._vision = vision
        self._sort = sort
        self._interactive_request = interactive
        self._on_move = on_move
        if game is not None:
            self.show(game, seat, face_up=face_up, interactive=interactive)

    # ---------------------------------------------------------------- drawing
    @property
    def game(self) -> Any:
        """The game shown (may be a past position handed in by a GameTable)."""
        return self._game

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def order(self) -> list[Card | None]:
        """The cards in displayed order (None for face-down cards); Python side only, not synced."""
        return list(self._order)

    @property
    def vision(self) -> str:
        return self._vision

    @vision.setter
    def vision(self, value: str) -> None:
        self._vision = check_vision(value)
        if self._game is not None:
            self.show(self._game, self._seat, keep_message=True)

    @property
    def sort(self) -> bool:
        return self._sort

    @sort.setter
    def sort(self, value: bool) -> None:
        self._sort = bool(value)
        if self._game is not None:
            self.show(self._game, self._seat, keep_message=True)

    def set_options(self, *, vision: str | None = None, sort: bool | None = None, signs: str | None = None) -> None:
        """Change the preview, the sort order or the sign system without redrawing (the caller redraws with
        :meth:`show`)."""
        if vision is not None:
            self._vision = check_vision(vision)
        if signs is not None:
            self._signs = check_signs(signs)
        if sort is not None:
            self._sort = bool(sort)

    def _take_options(self, seat: int | None, face_up: bool | None, interactive: bool | None) -> None:
        """Keep the seat, face-up state and interactive request :meth:`show` was given (None: as it was)."""
        if seat is not None:
            self._seat = seat
        if face_up is not None:
            self._face_up = face_up
        if interactive is not None:
            self._interactive_request = interactive

    def show(
        self,
        game: Any,
        seat: int | None = None,
        *,
        face_up: bool | None = None,
        interactive: bool | None = None,
        label: str | None = None,
        keep_message: bool = False,
        not_now: str | None = None,
    ) -> None:
        """Redraw from ``game`` (only ``game.view(seat)`` is read); ``revision`` is bumped when anything
        drawn changed (only changed traits are sent, so an unchanged hand costs the page nothing).

        ``not_now`` (str or None): why this hand cannot play here although the rules would let it, e.g. a
        past position of the round is shown; it replaces the reason of each card the rules allow ("Red 3
        matches the colour red" on a disabled card read as an invitation)."""
        self._take_options(seat, face_up, interactive)
        self._game = require_game(game, "HandView")
        seat = self._seat
        lang = self.lang
        order, entries = hand_cards(game, seat, face_up=self._face_up, sort=self._sort, vision=self._vision,
                                    signs=self._signs, lang=lang)
        request = self._interactive_request
        live = game.current == seat and not game.is_over()
        interactive = bool(self._face_up and live and request is not False)
        over = game.is_over()
        for entry in entries:
            entry["legal"] = entry["playable"]
            entry["playable"] = entry["playable"] and interactive
            if not_now and entry["legal"] and not interactive:  # what the eye and the screen reader get
                entry["reason"] = entry["description"] = not_now
            entry["badge"] = card_badge(entry, over=over, lang=lang)
        name = game.players[seat]
        count = len(order)
        self._entries = [dict(entry) for entry in entries]
        self._may_play = interactive
        shown = self._drawn_state()
        with self.hold_sync():
            self._order = order
            self.label = label if label is not None else _hand_label(name, count, lang)
            self.fan_label = _fan_label(order, lang)
            self.cards = entries
            self.interactive = interactive
            self.colors = self._color_choices(game) if interactive else []
            if not interactive or self.choosing >= len(order):
                self.choosing = -1
            self.swap_targets = swap_choices(game, seat, lang) if interactive and game.rules.seven_swap else []
            if not self.swap_targets or self.swapping >= len(order):
                self.swapping = -1
            rules = game.rules
            self.uno_option = bool(interactive and rules.uno and any(
                m.uno for m in game.view(seat).legal_moves if m.kind is MoveKind.PLAY
            ))
            if not self.uno_option:
                self.say_uno = False
            if not keep_message:
                self.message = ""
            self.moves = len(game.move_stack)
            if self._drawn_state() != shown:  # an unchanged hand is not drawn again (nor its intents refused)
                self.revision += 1

    def _drawn_state(self) -> tuple:
        """Everything the browser draws a hand from (``moves`` is only its data-moves attribute)."""
        return (self.cards, self.interactive, self.colors, self.choosing, self.swap_targets, self.swapping,
                self.label, self.fan_label, self.uno_option, self.say_uno, self.message)

    def _color_choices(self, game: Any) -> list[dict[str, str]]:
        return [
            {
                "word": color.word,
                "name": color.title if self.lang == "en" else _color_title(color, self.lang),
                "svg": swatch_svg(color, vision=self._vision) + sign_svg(color, signs=self._signs),
            }
            for color in game.rules.colors
        ]

    # ---------------------------------------------------------------- intents
    def refuse(self, text: str) -> None:
        """Show ``text`` as the hand's message (nothing else changes). The same text again is a new
        message for observers (a table says it again); the page sees one update."""
        with self.hold_sync():
            if self.message == text:
                self.message = ""
            self.message = text

    @traitlets.validate("say_uno")
    def _say_uno_only_when_offered(self, proposal: dict[str, Any]) -> bool:
        return bool(proposal["value"]) and self.uno_option

    @traitlets.observe("intent")
    def _on_intent(self, change: dict[str, Any]) -> None:
        intent = change["new"]
        if not intent:
            return
        self.intent = {}
        self.handle_intent(intent)

    def handle_intent(self, intent: dict[str, Any]) -> None:
        """Check one intent from the browser and make the move, or refuse it with a message.

        Refused (game unchanged, ``message`` says why): a stale ``revision``; an index or code that
        does not match the hand shown; a hand that may not play now; a move the rules refuse
        (the engine's reason, :class:`~unokit.errors.IllegalMoveError`).
        """
        from unokit.i18n import message

        game, lang = self._game, self.lang
        if game is None:
            self.refuse(message("table-hand-no-game", lang))
            return
        revision = intent.get("revision")
        if revision != self.revision:
            self.refuse(message("table-hand-stale", lang))
            return
        action = intent.get("action")
        if action == "cancel":
            with self.hold_sync():
                what = "seat" if self.swapping >= 0 else "colour"
                self.choosing = self.swapping = -1
                self.refuse(message(f"table-hand-cancelled-{what}", lang))
            return
        if action != "play":
            self.refuse(f"Unknown request {str(action)[:40]!r}; nothing was played.")
            return
        index = intent.get("index")
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self._order):
            self.refuse(message("table-hand-card-gone", lang))
            return
        card = self._order[index]
        if card is None or intent.get("code") != card.code:
            self.refuse(message("table-hand-card-gone", lang))
            return
        entry = self._entries[index]
        if not self._may_play:
            reason = entry["reason"] if self._face_up else ""
            self.refuse(f"{message('table-hand-not-from-here', lang, card=entry['name'])} {reason}".strip())
            return
        if not entry["playable"]:
            self.refuse(message("table-hand-cannot-play", lang, card=entry["name"], reason=entry["reason"]))
            return
        color_word = intent.get("color")
        color: Color | None = None
        if card.is_wild:
            if color_word is None:
                with self.hold_sync():  # one update: the chooser opens with its message (one chooser at a time)
                    self.swapping = -1
                    self.choosing = index
                    # the chooser's group is named so, and focus moves into it: said once, there (ux-audit-2 N7)
                    self.message = ""
                return
            try:
                color = Color.from_word(str(color_word))
            except UnokitError as error:
                self.refuse(str(error))
                return
        elif color_word is not None:
            self.refuse(f"{card.name} is not a Wild: it takes no colour. Nothing was played.")
            return
        swap = intent.get("swap")
        if self._swaps(card):
            if swap is None:
                with self.hold_sync():  # one update: the seat chooser opens with its message
                    self.choosing = -1
                    self.swapping = index
                    self.message = ""  # the seat chooser's group says it as focus moves in (N7)
                return
            if isinstance(swap, bool) or swap not in [target["seat"] for target in self.swap_targets]:
                seats = ", ".join(str(target["seat"]) for target in self.swap_targets)
                self.refuse(f"Seat {str(swap)[:20]} is not one {card.name} can swap hands with; seats: {seats}. "
                            "Nothing was played.")
                return
        elif swap is not None:
            self.refuse(f"{card.name} swaps no hands: only a Seven under Seven-O does. Nothing was played.")
            return
        move = Move.play(self._seat, card, color=color, uno=bool(intent.get("uno")), swap=swap)
        self.submit(move)

    def _swaps(self, card: Card) -> bool:
        """Whether playing ``card`` alone names a seat to swap hands with (``seven_swap``, not the last card)."""
        return any(m.kind is MoveKind.PLAY and m.target is not None and m.cards == (card,)
                   for m in self._game.view(self._seat).legal_moves)

    def submit(self, move: Move) -> None:
        """Hand ``move`` to ``on_move`` (or ``game.push``); show the refusal if the rules refuse it."""
        try:
            if self._on_move is not None:
                self._on_move(move)
            else:
                self._game.push(move)
                self.show(self._game, self._seat)
        except UnokitError as error:
            text = str(error)
            self.refuse(text if text.startswith("Not played") or self._on_move else f"Not played: {text}")
            return
        self.choosing = self.swapping = -1
        self.say_uno = False  # a declaration goes with one play only
