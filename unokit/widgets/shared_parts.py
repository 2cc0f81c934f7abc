"""The parts of a :class:`~unokit.widgets.shared.SharedTable` that read the service's view: room codes and
addresses checked, a move's words, the view as the engine's :class:`~unokit.state.SeatView`, and
:class:`SharedHand`, a hand drawn from the view (never from a local game).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from unokit.cards import Card, Color
from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind
from unokit.state import SeatView
from unokit.tables.table import ROOM_ALPHABET, ROOM_LENGTH, TableError
from unokit.widgets import view as V
from unokit.widgets.hand import (
    HAND_TEXTS,
    HandView,
    _back_svg,
    _color_title,
    _face_svg,
    _fan_label,
    card_badge,
    card_description,
)
from unokit.widgets.signs import sign_svg, swatch_svg

__all__ = ["SharedHand", "check_room", "check_url", "move_words", "seat_view", "label_table", "received_words",
           "set_seat_language", "heading_html", "lobby_html",
           "CONNECT_TIMEOUT_S", "RECONNECT_DELAYS_S"]

#: Seconds between a shared table's tries to take its seat back after the connection to the service was
#: lost (a restarted service resumes every table from its records): about two minutes in all.
RECONNECT_DELAYS_S = (0.5, 1.0, 2.0, 4.0, 8.0, 8.0, 15.0, 15.0, 30.0, 30.0)
#: Seconds a connection, a join or a create may take before the table says it failed (a busy machine).
CONNECT_TIMEOUT_S = 60.0


def label_table(table: Any) -> None:
    """Word a :class:`~unokit.widgets.shared.SharedTable`'s buttons, move list and move log in its
    ``table.lang`` with the one-screen table's own ``table-*`` messages (DESIGN.md contract 7); English
    labels are the same words as before."""
    from unokit.i18n import message

    lang = table.lang
    table.draw_button.description = table.draw_button.tooltip = message("table-button-draw", lang)
    table.pass_button.description = table.pass_button.tooltip = message("table-button-keep", lang)
    table.move_picker.description = message("table-any-legal-move", lang)
    table.make_move_button.description = table.make_move_button.tooltip = message("table-button-make-move", lang)
    table.move_log.heading = message("table-panel-log", lang)
    started = bool(table.view and table.view["started"])
    table.start_button.description = table.start_button.tooltip = message(
        "shared-button-next-round" if started else "shared-button-start", lang)
    table.open_hands_toggle.description = message("shared-open-hands", lang)
    ear = getattr(table, "ear", None)
    if ear is not None:
        ear.set_lang(lang)


def heading_html(text: str) -> str:
    """A shared table's heading (an ``<h2>`` the page may focus) holding ``text``, escaped."""
    return f'<h2 class="unokit-h unokit-table-heading" tabindex="-1">{html.escape(text)}</h2>'


def lobby_html(table: Any, view: dict[str, Any]) -> str:
    """The lobby of ``table`` (a :class:`~unokit.widgets.shared.SharedTable`) in its ``table.lang``: the room
    code (spelled out for a screen reader), the invite link for the host, who starts the round and every
    seat (who sits there: a bot, here or not here yet)."""
    from unokit.i18n import message

    esc, lang = html.escape, table.lang
    room = esc(table.room or "")
    rows = []
    for seat, s in enumerate(view["seats"]):
        who = (message("shared-lobby-bot", lang, bot=s["bot"]) if s["bot"] else
               message("shared-lobby-here" if s["present"] else "shared-lobby-away", lang))
        said = "shared-lobby-seat-you" if seat == view.get("seat") else "shared-lobby-seat"
        rows.append(f"<li>{esc(message(said, lang, seat=str(seat), name=s['name'], who=who))}</li>")
    spelled = message("shared-lobby-spelled", lang, letters=" ".join(table.room or ""))
    invite = ""
    if table.invite and table.room:
        link = esc(table.invite.replace("{room}", table.room))
        invite = (f' {esc(message("shared-lobby-invite", lang))} '
                  f'<a class="unokit-invite" href="{link}" target="_blank">{link}</a>')
    waiting = ("" if view["started"] else
               " " + message("shared-lobby-host-waits" if table.host else "shared-lobby-host-starts", lang))
    return (f'<div class="unokit-lobby" data-room="{room}"><p>{esc(message("shared-lobby-room-code", lang))} '
            f'<strong class="unokit-room-code">{room}</strong><span class="unokit-visually-hidden"> '
            f'{esc(spelled)}</span>.{invite}{esc(waiting)}</p><ul class="unokit-lobby-seats" '
            f'aria-label="{esc(message("shared-lobby-seats", lang))}">{"".join(rows)}</ul></div>')


def set_seat_language(table: Any, lang: str) -> str:
    """Change the language of ``table`` (a :class:`~unokit.widgets.shared.SharedTable`) to ``lang``: its
    labels and its root's ``lang`` at once, the service's texts for this seat from now on (its ``settings``
    message is sent again with ``lang``; a rejoin sends it too). Returns the catalogue tag. Raises
    :class:`~unokit.errors.LanguageError` (naming the languages there are) for an unknown tag."""
    from unokit.i18n import resolve_language

    table.lang = table.live.lang = resolve_language(lang)
    for hand in table.hands:
        hand.set_lang(table.lang)
    label_table(table)
    table.refresh()
    if table.client is not None:
        table.client.lang = table.lang
    table.ear.tell_service()
    return str(table.lang)


def received_words(codes: Sequence[str], lang: str) -> str:
    """What a seat is told of the cards a move gave it (an event's ``received``), in ``lang``:
    ``"You received Red 5, Blue 7."`` in English (as before), ``"Recebeu 5 vermelho e 7 azul."`` in pt-PT."""
    cards = [Card.parse(code) for code in codes]
    if lang == "en":
        return "You received " + ", ".join(card.name for card in cards) + "."
    from unokit.i18n import card_name, join_list, message

    return message("shared-received", lang, cards=join_list([card_name(card, lang) for card in cards], lang))


def check_room(room: Any) -> str:
    """``room`` as a room code (upper case, spaces at either end dropped). Raises :class:`TableError` naming
    the code and what a code is: :data:`ROOM_LENGTH` letters and digits of :data:`ROOM_ALPHABET`."""
    if not isinstance(room, str):
        raise TableError(f"room: a room code is text such as 'ACD34', not {type(room).__name__}")
    code = room.strip().upper()
    if len(code) != ROOM_LENGTH or any(c not in ROOM_ALPHABET for c in code):
        raise TableError(f"room: {room[:20]!r} is not a room code; a code is {ROOM_LENGTH} letters and digits "
                         f"from {ROOM_ALPHABET} (ask the host for it)")
    return code


def check_url(url: Any) -> str:
    """``url`` as the table service's WebSocket address; ``None`` means the service ``unokit dashboard``
    started (:func:`unokit.tables.service_url`). Raises :class:`UnokitError` when there is none, or for an
    address that is not ``ws://`` or ``wss://``."""
    if url is None:
        from unokit.tables import SERVICE_URL_VARIABLE, service_url

        url = service_url()
        if url is None:
            raise UnokitError(f"url: no table service address given and {SERVICE_URL_VARIABLE} is not set; "
                              "give the service's address, such as 'ws://127.0.0.1:8867/tables'")
    if not isinstance(url, str) or not url.startswith(("ws://", "wss://")):
        raise UnokitError(f"url: the table service's address starts with ws:// or wss://, not {str(url)[:60]!r} "
                          "(for example 'ws://127.0.0.1:8867/tables')")
    return url


def move_words(move: Move, players: Sequence[str], pending: int = 0, lang: str = "en") -> str:
    """A button's words for ``move`` (the same words as a GameTable's action bar) in ``lang``: "Draw a card",
    "Keep the card (pass)", "Challenge the Wild Draw Four", "Accept: draw 4", "Say UNO", "Catch Ben",
    "Choose Red", "Play Red 5"."""
    from unokit.i18n import card_name, color_name, join_list, message

    kind = move.kind
    simple = {MoveKind.DRAW: "table-button-draw", MoveKind.PASS: "table-button-keep",
              MoveKind.CHALLENGE: "table-button-challenge", MoveKind.UNO: "table-button-uno"}
    if kind in simple:
        return message(simple[kind], lang)
    if kind is MoveKind.ACCEPT:
        return message("shared-move-accept", lang, count=pending) if pending else message("shared-move-accept-plain", lang)
    if kind is MoveKind.CATCH:
        target = move.target if move.target is not None else 0
        return (message("shared-move-catch", lang, name=players[target]) if 0 <= target < len(players)
                else message("shared-move-catch-seat", lang, seat=str(target)))

    def colour(color: Color) -> str:
        if lang == "en":
            return color.title
        name = color_name(color, lang, gender="masculine")
        return name[:1].upper() + name[1:]

    if kind is MoveKind.CHOOSE:
        return (message("shared-move-choose", lang, color=colour(move.color)) if move.color is not None
                else message("shared-move-choose-plain", lang))
    cards = ", ".join(card.name for card in move.cards) if lang == "en" else join_list(
        [card_name(card, lang) for card in move.cards], lang)
    words = (message("shared-move-play-as", lang, cards=cards, color=colour(move.color)) if move.color is not None
             else message("shared-move-play", lang, cards=cards))
    if move.target is not None and 0 <= move.target < len(players):
        words = message("shared-move-swapping", lang, move=words, name=players[move.target])
    if move.uno:
        words = message("shared-move-uno", lang, move=words)
    return words


def seat_view(view: dict[str, Any]) -> SeatView:
    """The service's view as the engine's :class:`SeatView` (what :mod:`unokit.widgets.view` draws from)."""
    seat = view.get("seat")
    color = view.get("color")
    return SeatView(
        seat=seat if seat is not None else -1, players=tuple(view["players"]),
        hand=tuple(Card.parse(code) for code in view.get("hand", ())), hand_sizes=tuple(view["counts"]),
        top=Card.parse(view["top"]), discard_pile=tuple(Card.parse(code) for code in view["discard"]),
        color=Color.from_word(color) if color else None, direction=view["direction"], current=view["current"],
        draw_pile_size=view["draw_pile"], pending_draw=view["pending_draw"],
        legal_moves=tuple(Move.parse(text) for text in view["legal"]), placements=tuple(view["placements"]),
        scores=tuple(view["scores"]), rules_name=view.get("rules_name", "classic"),
        can_play_drawn=Card.parse(view["drawn"]) if view.get("drawn") else None, phase=view["phase"],
        uno_open=view["uno_open"], winner=view["winner"], round_number=view["round"],
        dealer=int(view["dealer"]) if view.get("dealer") is not None else -1,
    )


class SharedHand(HandView):
    """One seat's hand at a shared table, drawn from the service's view (never from a local game).

    :meth:`show` takes the service's ``view`` dict: this seat's own hand face up with each card's reason
    (the view's ``reasons``) and the plays its ``legal`` moves allow; another seat's hand as backs and its
    count (``counts``), or face up once the view holds every hand (``hands``: the round is over, or a
    teaching table's open hands). Intents from the page are checked as a :class:`HandView` checks them;
    the move goes to ``on_move`` (the table sends it to the service).
    """

    def __init__(self, seat: int = 0, **kwargs: Any) -> None:
        super().__init__(None, seat, **kwargs)
        self._legal: list[Move] = []

    def show(self, game: Any, seat: int | None = None, *, face_up: bool | None = None,
             interactive: bool | None = None, label: str | None = None, keep_message: bool = False,
             not_now: str | None = None) -> None:
        """Redraw from ``game``, the service's view (a dict) as this table's seat received it."""
        from unokit.i18n import card_name, message

        view: dict[str, Any] = game
        lang = self.lang
        self._take_options(seat, face_up, interactive)
        self._game = view
        seat = self._seat
        own = view.get("seat") == seat and "hand" in view
        hands = view.get("hands")
        colors = tuple(Color.from_word(word) for word in view.get("colors", ()))
        over = view.get("phase") == "over"
        self._legal = [Move.parse(text) for text in view.get("legal", ())] if own else []
        if own or hands is not None:
            codes = view["hand"] if own else (hands or [])[seat]
            cards = [Card.parse(code) for code in codes]
            if self._sort:
                cards.sort(key=lambda card: card.sort_key)
            playable = {m.cards[0] for m in self._legal if m.kind is MoveKind.PLAY and len(m.cards) == 1}
            reasons = view.get("reasons", {}) if own else {}
            may_play = bool(own and not over and self._interactive_request is not False and playable)
            entries = []
            for card in cards:
                reason = reasons.get(card.code, "")
                title = card.name if lang == "en" else card_name(card, lang)
                entry = {"code": card.code, "name": title, "svg": _face_svg(card, self._vision, colors, self._signs),
                         "legal": card in playable, "playable": card in playable and may_play,
                         "reason": reason, "description": card_description(title, reason)}
                entry["badge"] = card_badge(entry, over=over, lang=lang)
                entries.append(entry)
            order: list[Card | None] = list(cards)
        else:
            count = view["counts"][seat] if view.get("counts") else 0
            text = message("table-card-face-down-why", lang)
            back = {"code": "", "name": message("table-card-face-down", lang), "svg": _back_svg("ukb"),
                    "playable": False, "legal": False, "reason": text, "description": text}
            back["badge"] = card_badge(back, lang=lang)
            entries = [dict(back) for _ in range(count)]
            order, may_play = [None] * count, False
        name = view["players"][seat]
        count = len(order)
        self._entries = [dict(entry) for entry in entries]
        self._may_play = may_play
        self._order = order
        shown = self._drawn_state()
        with self.hold_sync():
            self.label = label if label is not None else message(
                "shared-your-hand" if own else "table-hand-label", lang, name=name, cards=V.cards_phrase(count, lang))
            self.fan_label = _fan_label(order, lang)
            self.cards = entries
            self.interactive = may_play
            self.colors = [{"word": c.word, "name": c.title if lang == "en" else _color_title(c, lang),
                            "svg": swatch_svg(c, vision=self._vision) + sign_svg(c, signs=self._signs)} for c in colors] if may_play else []
            if not may_play or self.choosing >= count:
                self.choosing = -1
            players = view["players"]
            targets = sorted({m.target for m in self._legal if m.kind is MoveKind.PLAY and m.target is not None})
            self.swap_targets = [{"seat": t, "name": players[t],
                                  "label": f"{players[t]} ({V.cards_phrase(view['counts'][t], lang)})"}
                                 for t in targets] if may_play else []
            if not self.swap_targets or self.swapping >= count:
                self.swapping = -1
            self.uno_option = bool(may_play and any(m.uno for m in self._legal if m.kind is MoveKind.PLAY))
            if not self.uno_option:
                self.say_uno = False
            if not keep_message:
                self.message = ""
            self.moves = int(view.get("seq", 0))
            if self._drawn_state() != shown:
                self.revision += 1

    def set_lang(self, lang: str) -> None:
        """Word this hand in ``lang`` (a catalogue tag) from now on: its page's own words at once, its cards
        and labels when it is next shown."""
        from unokit.i18n import message

        self.lang = lang
        self.texts = {} if lang == "en" else {key: message(f"table-hand-{key.replace('_', '-')}", lang)
                                              for key in HAND_TEXTS}

    def _swaps(self, card: Card) -> bool:
        return any(m.kind is MoveKind.PLAY and m.target is not None and m.cards == (card,) for m in self._legal)
