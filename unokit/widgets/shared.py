"""SharedTable: a seat (or a spectator's place) at a shared table of the table service, in a notebook.

The table is drawn with the same parts as a :class:`~unokit.widgets.table.GameTable` (the heading, the
piles and the turn from :mod:`unokit.widgets.view`, the seats' headings, the hand's card buttons of
:class:`~unokit.widgets.hand.HandView`, the live region of :class:`~unokit.widgets.live.TableLive`, the move
log of :class:`~unokit.widgets.log.LogView`), but fed by the service's ``view`` messages for this seat
instead of a local :class:`~unokit.game.Game`: the kernel never holds another seat's cards, so no widget's
state can hold them (DESIGN.md contract 6). The person's moves (a card, draw, pass, UNO, a colour, a
challenge, a catch, any legal move by name, a typed command) are sent to the service as ``move`` (or
``command``) messages against the latest view's ``seq``; the service alone checks and applies them, and
its refusals are said in the table's live region and kept in :attr:`SharedTable.errors`.

The connection is a :class:`~unokit.tables.client.TableClient` (tornado's WebSocket client) on the running
asyncio event loop: a Jupyter kernel has one, so nothing blocks the kernel.

>>> # in a notebook, with `unokit tables serve` (or `unokit dashboard`) running:
>>> # from unokit.widgets import GameTable
>>> # GameTable.join("ws://127.0.0.1:8867/tables", "ACD34", "Ben")      # a seat
>>> # GameTable.watch("ws://127.0.0.1:8867/tables", "ACD34")             # a spectator
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import ipywidgets as widgets

from unokit import i18n
from unokit.cards import Card, Color
from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind
from unokit.widgets import view as V
from unokit.widgets.live import TableLive
from unokit.widgets.log import LogView
from unokit.widgets.shared_host import HostControls
from unokit.widgets.shared_parts import (
    CONNECT_TIMEOUT_S,
    RECONNECT_DELAYS_S,
    SharedHand,
    check_room,
    check_url,
    heading_html,
    label_table,
    lobby_html,
    move_words,
    received_words,
    seat_view,
)
from unokit.widgets.signs import check_signs, check_vision

__all__ = ["SharedTable", "SharedHand", "join_table", "watch_table", "check_room", "check_url", "move_words"]


class SharedTable(widgets.VBox):
    """A seat, or a spectator's place, at a shared table of the table service (see the module text).

    Make one with :meth:`join`, :meth:`watch` or :meth:`create` (also ``GameTable.join`` and
    ``GameTable.watch``); each returns the table at once and connects on the running event loop
    (``await table.ready`` waits for it: ``True`` once the table is shown, ``False`` when it could not be,
    the reason in the live region and in :attr:`problem`).

    Args:
        url: the service's WebSocket address (``ws://HOST:PORT/tables``); ``None``: the service that
            ``unokit dashboard`` started (:func:`unokit.tables.service_url`).
        vision: colour-vision preview of the cards, one of ``render.cvd.VISIONS``.
        signs: the colour signs on this seat's cards and colour choices (each seat chooses its own):
            ``"coloradd"`` (the default), ``"mattel"``, ``"letters"`` or ``"none"``
            (:func:`~unokit.widgets.signs.check_signs`); a system without a sign for one of the table's
            colours gives way to ColorADD when the first view comes, and the live region says so.
        theme: ``"auto"``, ``"light"`` or ``"dark"``.
        invite: a link to the dashboard's join form, shown to the host with the room code (``{room}`` is
            replaced by the code), or ``""``.
        lang: this seat's language (DESIGN.md contract 7): ``"en"`` (default), ``"pt-PT"``, ``"es"``. The
            service words this seat's announcements, answers, summary and refusals in it and reads its
            typed commands in it; the table's labels use it and its root carries ``lang`` (WCAG 3.1.1).

    Attributes: :attr:`client` (the :class:`~unokit.tables.client.TableClient`), :attr:`view` (the latest
    view, a dict, this seat's), :attr:`room`, :attr:`seat` (``None`` for a spectator), :attr:`errors` (every
    refusal of the service, in order), :attr:`live` (the live region), :attr:`hand` (this seat's
    :class:`SharedHand`), :attr:`hands` (one per seat), ``draw_button``, ``pass_button``,
    ``actions_box`` (the other moves offered now), ``move_picker`` and ``make_move_button`` (any legal
    move by name), ``ear`` (:class:`~unokit.widgets.shared_ear.SharedEar`: the command field, the question
    keys, this seat's announcement and voice settings), ``start_button`` (the host:
    deal the round), ``open_hands_toggle`` (the host: a teaching table's open hands, :meth:`set_open_hands`),
    ``host_controls`` (the host: a bot for a seat and back, end the table; :class:`~unokit.widgets.shared_host.HostControls`),
    ``move_log``.

    Raises :class:`~unokit.errors.UnokitError` for a bad ``url``, ``vision`` or ``signs``, and
    :class:`~unokit.errors.LanguageError` (naming the languages there are) for an unknown ``lang``.
    """

    def __init__(self, url: str | None = None, *, vision: str = "normal", theme: str = "auto",
                 invite: str = "", signs: str = "coloradd", lang: str = "en") -> None:
        from unokit.choices import THEMES, check_choice
        from unokit.i18n import resolve_language

        self.url = check_url(url)
        self.vision = check_vision(vision)
        self.signs = check_signs(signs)
        self.lang = resolve_language(lang)
        check_choice("theme", theme, THEMES)
        self.invite = invite
        self.client: Any = None
        self.view: dict[str, Any] | None = None
        self.room: str | None = None
        self.seat: int | None = None
        self.host = False
        self.errors: list[str] = []
        self.problem = ""
        self.ready: asyncio.Future[bool] | None = None
        self._spectator = self.replaying = False  # replaying: a rejoin's missed events are coming
        self._quiet = False
        self._leaving = False  # the connection is closed on purpose: no reconnecting
        self._reconnecting: asyncio.Future[bool] | None = None
        self._my_turn = False  # the last view drawn was this seat's turn (a new turn is said once)
        self._offered: tuple[str, ...] = ()  # the moves the action buttons were made for
        w = widgets
        self.live = TableLive(lang=self.lang)  # live.js sets the table root's lang attribute
        self.title = w.HTML(heading_html(i18n.message("shared-heading-connecting", self.lang)))
        self.title.add_class("unokit-title")
        self.lobby = w.HTML()
        self.lobby.add_class("unokit-shared-lobby")
        self.start_button = w.Button(button_style="primary")
        self.start_button.add_class("unokit-shared-start")
        self.start_button.on_click(lambda _b: self.start())
        self.start_button.layout.display = "none"
        # the host of a teaching table: every hand shown to every viewer, and said so to everyone (issue 25)
        self.open_hands_toggle = w.Checkbox(indent=False)
        self.open_hands_toggle.add_class("unokit-shared-open-hands")
        self.open_hands_toggle.observe(self._on_open_hands, "value")
        self.open_hands_toggle.layout.display = "none"
        self.host_controls = HostControls(self)  # the host: a bot for a seat and back, end the table
        self.summary = w.HTML()
        self.summary.add_class("unokit-summary-box")
        self.draw_pile = w.HTML()
        self.draw_pile.add_class("unokit-draw-deck")
        self.draw_button = w.Button()
        self.draw_button.add_class("unokit-draw-button")
        self.draw_button.on_click(lambda _b: self._act(MoveKind.DRAW))
        self.pass_button = w.Button()
        self.pass_button.add_class("unokit-action")
        self.pass_button.on_click(lambda _b: self._act(MoveKind.PASS))
        self.actions_box = w.HBox()
        self.actions_box.add_class("unokit-actions")
        self.move_picker = w.Dropdown(style={"description_width": "initial"})
        self.make_move_button = w.Button()
        self.make_move_button.on_click(lambda _b: self._make_picked_move())
        from unokit.widgets.shared_ear import SharedEar

        self.ear = SharedEar(self)  # this seat's command field, question keys, announcements and voice
        self.hands: list[SharedHand] = []
        self.seat_headings: list[widgets.HTML] = []
        self.seat_boxes: list[widgets.VBox] = []
        self.you_box = w.VBox()
        self.you_box.add_class("unokit-you")
        self.others_box = w.VBox()
        self.others_box.add_class("unokit-others")
        self.scores_html = w.HTML()
        self.move_log = LogView()
        deck = w.Box([self.draw_pile, self.draw_button])
        deck.add_class("unokit-draw-pile")
        turn = w.VBox([self.actions_box])
        turn.add_class("unokit-turn-box")
        self.centre = w.Box([self.summary, deck, turn])
        self.centre.add_class("unokit-centre")
        self.centre.layout.display = "none"
        command_bar = self.ear.command_bar
        tools = w.HBox([self.move_picker, self.make_move_button])
        tools.add_class("unokit-tools")
        self.board = w.VBox([self.lobby, self.start_button, self.open_hands_toggle, self.host_controls, self.centre, self.you_box, command_bar, tools,
                             self.others_box])
        self.board.add_class("unokit-board")
        super().__init__(children=[self.title, self.live, self.board, self.scores_html, self.move_log,
                                   self.ear.panels])
        self.add_class("unokit-table")
        self.add_class("unokit-shared-table")
        self.add_class(f"unokit-theme-{theme}")
        label_table(self)

    # ================================================================ making one
    @classmethod
    def join(cls, url: str | None, room: str, name: str, **options: Any) -> SharedTable:
        """Take a seat at the table ``room`` as ``name`` (before the first round, or between rounds).

        Returns the table at once; it connects on the running event loop (``await table.ready``). Raises
        :class:`TableError` for a string that is no room code, :class:`UnokitError` for a bad ``url``, and
        when no asyncio event loop runs (a Jupyter kernel has one; a script uses ``asyncio.run``). What the
        service refuses (an unknown room, a name taken, a full table) is said in the table's live region.
        """
        table = cls(url, **options)
        table._begin(table._join(check_room(room), name, "player"))
        return table

    @classmethod
    def watch(cls, url: str | None, room: str, name: str = "Spectator", **options: Any) -> SharedTable:
        """Watch the table ``room`` as a spectator: its public view (every hand only when the round is over
        or the host turned open hands on). Raises as :meth:`join` does."""
        table = cls(url, **options)
        table._begin(table._join(check_room(room), name, "spectator"))
        return table

    @classmethod
    def create(cls, url: str | None, rules: Any, seats: list[dict[str, Any]], **options: Any) -> SharedTable:
        """Create a table and be its host at seat 0: ``rules`` a preset name (or a record's rules dict),
        ``seats`` ``[{"name": "Ana"}, {"name": "Bot", "bot": "greedy"}, ...]`` (seats without ``bot`` are
        people's; ones nobody takes are played by a bot). The room code is shown, with the invite link;
        the host starts the round with :meth:`start`. ``options``: those of the table, and ``seed``,
        ``turn_timer``, ``away_seconds`` (seconds a person may be gone before a bot plays their seat). Raises as
        :meth:`join` does; the service's refusals are said in the live region."""
        extra: dict[str, Any] = {key: options.pop(key) for key in ("seed", "turn_timer", "away_seconds")
                                 if key in options}
        table = cls(url, **options)
        table._begin(table._create(rules, seats, extra))
        return table

    def _begin(self, work: Any) -> None:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            work.close()
            raise UnokitError("a shared table connects on a running asyncio event loop: a Jupyter kernel has "
                              "one; in a script, make the table inside a coroutine run with asyncio.run") from None
        self.ready = asyncio.ensure_future(work)

    async def _connect(self) -> bool:
        from unokit.tables.client import TableClient

        try:
            self.client = await TableClient.connect(self.url, CONNECT_TIMEOUT_S)
        except (OSError, asyncio.TimeoutError, Exception) as error:  # tornado's own errors too
            self._fail(i18n.message("shared-unreachable", self.lang, url=self.url, error=str(error or type(error).__name__)))
            return False
        self.client.listeners.append(self._on_message)
        self.client.lang = self.lang  # sent with join, create and every rejoin
        return True

    async def _join(self, room: str, name: str, role: str) -> bool:
        from unokit.tables.client import ServiceError

        self._spectator = role == "spectator"
        self.live.say(i18n.message("shared-connecting", self.lang, room=room))
        if not await self._connect():
            return False
        try:
            await self.client.join(room, name, role)
        except ServiceError as error:
            self._fail(i18n.message("shared-join-failed", self.lang, room=room, error=str(error)))
            return False
        return True

    async def _create(self, rules: Any, seats: list[dict[str, Any]], extra: dict[str, Any]) -> bool:
        from unokit.tables.client import ServiceError

        self.live.say(i18n.message("shared-creating", self.lang))
        if not await self._connect():
            return False
        try:
            await self.client.create(rules, seats, **extra)
        except ServiceError as error:
            self._fail(i18n.message("shared-create-failed", self.lang, error=str(error)))
            return False
        return True

    def _fail(self, text: str) -> None:
        self.problem = text
        self.errors.append(text)
        self.title.value = heading_html(i18n.message("shared-heading-not-connected", self.lang))
        self.live.say(text)
        if self.client is not None:
            self._leaving = True
            self.client.close()

    # ================================================================ what the service says
    def _on_message(self, message: dict[str, Any]) -> None:
        self.ear.heard(message)
        kind = message.get("type")
        if kind in ("created", "joined"):
            self.room, self.seat = message["room"], message["seat"]
            self.host = kind == "created" or bool(message.get("host"))
            said = "shared-joined-watching" if self.seat is None else f"shared-{kind}"
            self.live.say(i18n.message(said, self.lang, room=self.room, seat=str(self.seat)))
        elif kind == "view":
            self.view, self.replaying = message["view"], False
            self.refresh()
            self._say_turn()
        elif kind == "event":
            with self.move_log.hold_sync():
                self.move_log.entries = [*self.move_log.entries, message.get("words") or message["text"]]
                self.move_log.status = message.get("words") or message["text"]
            said = message.get("said") or message.get("words") or message["text"]
            received = message.get("received")
            if received:
                said += " " + received_words(received, self.lang)
            if not self.replaying:  # a rejoin's missed events are said once, as the summary that follows
                self.live.say(said)
        elif kind == "error":
            self._refused(message["message"])
        elif kind in ("summary", "answer"):
            self.live.say(message["text"])
        elif kind == "closed" and not self._leaving and self._reconnecting is None:
            text = i18n.message("shared-connection-lost", self.lang)
            self.move_log.status = text
            self.live.say(text, assertive=True)
            self._reconnecting = asyncio.ensure_future(self._reconnect())

    async def _reconnect(self) -> bool:
        """Take the same seat (or spectator's place) back with the token, trying again after each of
        :data:`RECONNECT_DELAYS_S`; the service sends the missed events and a summary. ``True`` once back."""
        from unokit.tables.client import ServiceError

        try:
            for delay in (0.0, *RECONNECT_DELAYS_S):
                if delay:
                    await asyncio.sleep(delay)
                if self._leaving:
                    return False
                try:
                    self.replaying = True
                    await self.client.rejoin()
                except ServiceError as error:  # the service answered: the seat cannot be taken back
                    self._fail(i18n.message("shared-rejoin-failed", self.lang, room=self.room, error=str(error)))
                    return False
                except Exception:  # nothing listens yet: OSError, tornado's errors, a timeout
                    continue
                self.live.say(i18n.message("shared-reconnected", self.lang, room=self.room))
                return True
            self._fail(i18n.message("shared-reconnect-failed", self.lang, url=self.url, room=str(self.room)))
            return False
        finally:
            self._reconnecting = None

    def _refused(self, text: str, *, own: bool = False) -> None:
        """Say a refusal (the table unchanged) in the live region and under the hand: the service's words
        after "Refused:", or the table's own (``own``: a shared-not-played-* message) as they are."""
        text = text if own else i18n.message("shared-refused", self.lang, reason=text)
        self.errors.append(text)
        self.move_log.status = text
        if self.hands and self.seat is not None:
            self._quiet = True  # said once, here, not again as the hand's message
            try:
                self.hands[self.seat].refuse(text)
            finally:
                self._quiet = False
        self.live.say(text)

    def _hand_message(self, change: dict[str, Any]) -> None:
        """A hand's own message (a card that cannot be played now, a colour choice cancelled), said once."""
        if change["new"] and not self._quiet:
            self.move_log.status = change["new"]
            self.live.say(change["new"])

    def _say_turn(self) -> None:
        """Say "Your turn" once when this seat's turn comes, with how many cards may be played."""
        view = self.view
        mine = bool(view and view["started"] and view["phase"] != "over" and self.seat is not None
                    and view["current"] == self.seat)
        if mine and view is not None and not self._my_turn:
            playable = len({move.cards[0] for move in (Move.parse(t) for t in view["legal"])
                            if move.kind is MoveKind.PLAY})
            self.ear._events = ["turn"]  # the turn's sound cue
            self.live.say(i18n.message("shared-your-turn", self.lang, count=playable,
                                  cards=V.cards_phrase(playable, self.lang)))
        self._my_turn = mine

    # ================================================================ drawing
    def refresh(self) -> None:
        """Draw the latest view: the lobby before the first round, else the piles, the seats and the hands."""
        view = self.view
        if view is None:
            return
        players = view["players"]
        if len(self.hands) != len(players):
            self._new_seats(len(players))
        you = view.get("seat")
        started = view["started"]
        self.lobby.value = lobby_html(self, view)
        self.start_button.layout.display = "" if self.host and self._may_start(view) else "none"
        self.open_hands_toggle.layout.display = "" if self.host else "none"
        self.host_controls.refresh(view)
        if self.open_hands_toggle.value != bool(view.get("open_hands")):
            self._showing_open_hands = True  # the service's state, not the host's click
            self.open_hands_toggle.value = bool(view.get("open_hands"))
            self._showing_open_hands = False
        self.start_button.description = self.start_button.tooltip = i18n.message(
            "shared-button-next-round" if started else "shared-button-start", self.lang)
        if not started:
            self.title.value = heading_html(i18n.message("shared-heading-waiting", self.lang, room=self.room or ""))
            self.centre.layout.display = "none"
            self.you_box.children, self.others_box.children = (), ()
            self._offer([])
            return
        seen = seat_view(view)
        over = view["phase"] == "over"
        lang = self.lang
        mode = (i18n.message("shared-mode-watching", lang, room=str(self.room)) if you is None else
                i18n.message("shared-mode-seat", lang, room=str(self.room), name=players[you], seat=str(you)))
        if view.get("open_hands"):
            mode = i18n.message("shared-mode-open-hands", lang, mode=mode)
        self.title.value = V.title_html(seen, mode, lang)
        outcome = SimpleNamespace(winner=view["winner"], placements=view["placements"], points=()) if over else None
        drawn = Card.parse(view["drawn"]) if view.get("drawn") else None
        turn = V.turn_text(seen, outcome=outcome, drawn=drawn, you=you, lang=lang)
        colors = [Color.from_word(word) for word in view.get("colors", ())]
        self._keep_signs_to(colors)
        self.summary.value = V.summary_html(seen, vision=self.vision, turn=turn, moves=view["seq"],
                                            wild_colors=colors or None, signs=self.signs, lang=lang)
        self.draw_pile.value = V.draw_pile_html(seen, lang)
        self.centre.layout.display = ""
        roles = [V.SeatRole("you") if seat == you else
                 V.SeatRole("bot", s["bot"]) if s["bot"] else V.SeatRole("person")
                 for seat, s in enumerate(view["seats"])]
        headings = V.seats_html(seen, view["counts"], roles, over=over, lang=lang)
        for seat, hand in enumerate(self.hands):
            self.seat_headings[seat].value = headings[seat]
            hand.show(view, seat)
        mine = [self.seat_boxes[you]] if you is not None else []
        others = [box for seat, box in enumerate(self.seat_boxes) if seat != you]
        if list(self.you_box.children) != mine:
            self.you_box.children = mine
        if list(self.others_box.children) != others:
            self.others_box.children = others
        self.scores_html.value = V.scores_html(players, view["scores"], view["placements"], lang)
        self._offer([Move.parse(text) for text in view["legal"]])

    def _may_start(self, view: dict[str, Any]) -> bool:
        return not view["ended"] and (not view["started"] or view["phase"] == "over")

    def _keep_signs_to(self, colours: list[Color]) -> None:
        """This seat's signs, if they have a sign for every colour of the table; else ColorADD, said once."""
        try:
            check_signs(self.signs, colours)
        except UnokitError:
            said = i18n.message("shared-signs-fallback", self.lang, signs=self.signs)
            self.signs = "coloradd"
            for hand in self.hands:
                hand.set_options(signs=self.signs)
            self.live.say(said)

    def _new_seats(self, count: int) -> None:
        self.hands, self.seat_headings, self.seat_boxes = [], [], []
        for seat in range(count):
            heading = widgets.HTML()
            heading.add_class("unokit-seat-heading")
            hand = SharedHand(seat, vision=self.vision, on_move=self.send_move, live=False, signs=self.signs,
                              lang=self.lang)
            hand.add_class("unokit-seat-hand")
            hand.observe(self._hand_message, "message")  # a hand's own refusal is said by the table
            box = widgets.VBox([heading, hand])
            box.add_class("unokit-seat")
            self.seat_headings.append(heading)
            self.hands.append(hand)
            self.seat_boxes.append(box)

    def _offer(self, legal: list[Move]) -> None:
        """The buttons of the moves on offer that are not a single card of the hand, and the move list.
        The same moves keep their buttons, so focus stays on the one a person is on."""
        kinds = {move.kind for move in legal}
        self.draw_button.layout.display = "" if MoveKind.DRAW in kinds else "none"
        self.pass_button.layout.display = "" if MoveKind.PASS in kinds else "none"
        players = self.view["players"] if self.view else []
        pending = self.view["pending_draw"] if self.view else 0
        offered = tuple(str(move) for move in legal)
        if offered != self._offered:
            self._offered = offered
            buttons: list[widgets.Widget] = [self.pass_button] if MoveKind.PASS in kinds else []
            for move in legal:
                if move.kind in (MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS):
                    continue
                words = move_words(move, players, pending, self.lang)
                button = widgets.Button(description=words, tooltip=words)
                button.add_class("unokit-action")
                button.on_click(lambda _b, move=move: self.send_move(move))
                buttons.append(button)
            gone = [b for b in self.actions_box.children if b is not self.pass_button]
            self.actions_box.children = buttons
            for button in gone:  # a move no longer on offer: its button is closed in the kernel too
                button.close()
        options = [(move_words(move, players, pending, self.lang), str(move)) for move in legal]
        if list(self.move_picker.options) != options:
            self.move_picker.options = options
        self.move_picker.disabled = self.make_move_button.disabled = not options

    # ================================================================ the person's moves
    def _act(self, kind: MoveKind) -> None:
        if self.view is None or self.seat is None:
            self._refused(i18n.message("shared-not-played-spectator", self.lang), own=True)
            return
        move = next((Move.parse(t) for t in self.view["legal"] if Move.parse(t).kind is kind), None)
        if move is None:
            self._refused(i18n.message("shared-not-played-kind", self.lang, move=kind.value), own=True)
            return
        self.send_move(move)

    def _make_picked_move(self) -> None:
        if self.move_picker.value:
            self.send_move(str(self.move_picker.value))

    def send_move(self, move: Move | str) -> None:
        """Send ``move`` (a :class:`Move` or move notation) to the service against the latest view's ``seq``.
        The service's answer (the new view, or an ``error``) arrives on its own; a refusal is said in the
        live region. Raises :class:`UnokitError` (said too) when the table is not connected or this is a
        spectator's place."""
        from unokit.tables.client import ServiceError

        if self.client is None or self.view is None:
            text = i18n.message("shared-not-played-offline", self.lang)
            self._refused(text, own=True)
            raise UnokitError(text)
        if self.seat is None:
            text = i18n.message("shared-not-played-spectator", self.lang)
            self._refused(text, own=True)
            raise UnokitError(text)
        try:
            self.client.post({"type": "move", "move": str(move), "seq": self.view["seq"]})
        except ServiceError as error:
            self._refused(str(error))
            raise

    def send_command(self, text: str) -> None:
        """Send the command field's ``text`` (a move in plain words or notation, or a question such as
        "hand"); the service applies or answers it, or refuses it (said in the live region)."""
        self.ear.command(text)

    def _on_open_hands(self, change: dict[str, Any]) -> None:
        if getattr(self, "_showing_open_hands", False):
            return
        self.set_open_hands(change["new"])

    def set_open_hands(self, on: bool) -> None:
        """The host turns a teaching table's open hands on or off (every viewer is told, in the view's
        ``open_hands`` and the title); another seat's request is refused by the service and said."""
        from unokit.tables.client import ServiceError

        if self.client is None:
            self._refused(i18n.message("shared-not-connected", self.lang))
            return
        try:
            self.client.post({"type": "open_hands", "on": bool(on)})
        except ServiceError as error:
            self._refused(str(error))

    def start(self) -> None:
        """The host deals the round (the first, or the next once a round is over). A refusal is said."""
        from unokit.tables.client import ServiceError

        if self.client is None:
            self._refused(i18n.message("shared-not-connected", self.lang))
            return
        try:
            self.client.post({"type": "start"})
        except ServiceError as error:
            self._refused(str(error))

    def close(self) -> None:
        """Leave the table: close the connection (a seat's person counts as away) and the widgets."""
        client = getattr(self, "client", None)  # a table whose making was refused has none
        self._leaving = True
        if client is not None:
            client.listeners.clear()
            client.close()
        super().close()


def join_table(url: str | None, room: str, name: str, **options: Any) -> SharedTable:
    """``GameTable.join``: a seat at a shared table of the table service (``unokit tables serve``, or the one
    ``unokit dashboard`` starts when ``url`` is ``None``), the same table fed by the service's views for this
    seat, its moves sent to the service (:meth:`SharedTable.join`). Returns the table at once; it connects
    on the running event loop (``await table.ready``). Raises :class:`~unokit.tables.table.TableError` for a
    string that is no room code, :class:`~unokit.errors.UnokitError` for a bad ``url`` or without a running
    event loop."""
    return SharedTable.join(url, room, name, **options)


def watch_table(url: str | None, room: str, name: str = "Spectator", **options: Any) -> SharedTable:
    """``GameTable.watch``: watch a shared table as a spectator (:meth:`SharedTable.watch`; raises as
    :func:`join_table` does)."""
    return SharedTable.watch(url, room, name, **options)
