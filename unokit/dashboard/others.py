"""The dashboard's "Play with others": create a shared table, join one by its room code, or watch one.

Beside "Play against bots" (the New game form and its :class:`~unokit.widgets.GameTable`), this panel
speaks to the table service ``unokit dashboard`` starts (its address reaches the kernel as
``UNOKIT_TABLES_URL``, :func:`unokit.tables.service_url`). Each person's page is its own kernel and its own
seat: the table shown is a :class:`~unokit.widgets.shared.SharedTable`, fed by the service with that seat's
view only.

- **Create a table**: the rules, the number of seats, a name per seat and whether a bot plays it (the seats
  nobody takes are played by bots too), and the away time (seconds a person may be gone before a bot plays
  their seat until they come back: 1 to 86400, default 60); the creator is the host at seat 0, sees the room code and an invite
  link (this page's address with ``?room=CODE``) and starts the round. A dashboard that deals one open deal
  (``UNOKIT_DASHBOARD_SEED``) deals it at its shared tables too.
- **Join or watch**: the room code and your name; *Join* takes the first free seat, *Watch* looks on.

An invite link (``?room=CODE``) opens this panel with the code filled in, ready for a name
(:meth:`PlayWithOthers.invited`). The seat a person creates or joins is kept in the browser
(:class:`~unokit.widgets.shared_store.SeatStore`: the room code, the token, the last event seen), so a closed
tab or a page opened again takes the same seat back (:meth:`PlayWithOthers.resume`) and hears what it missed
once, as "While you were away: …"; *Leave this seat* gives it up and forgets it. A spectator's place is
kept too, without a token, so a closed spectator's tab watches again by itself; *Stop watching* forgets it. Every problem (a code that is no room code, a name the table cannot take,
no service) is said next to the buttons, naming the field and what is allowed.
"""

from __future__ import annotations

import html
import math
import os
from dataclasses import replace
from typing import Any

import ipywidgets as widgets

from unokit.dashboard.words import name_fault_words
from unokit.errors import UnokitError
from unokit.tables.table import AWAY_SECONDS_RANGE
from unokit.widgets.number import number_field, whole_number
from unokit.widgets.shared_store import SeatStore, StoredSeat, rejoin_table, seat_to_take, watch_again

__all__ = ["PlayWithOthers", "DEFAULT_SEATS", "SEAT_BOT", "DEFAULT_AWAY_SECONDS"]

#: Seats of a new shared table (the host and two others).
DEFAULT_SEATS = 3
#: The away time a new shared table starts with in the form: seconds a person may be gone before a bot plays
#: their seat (the service's own default, ``unokit tables serve --away-after``).
DEFAULT_AWAY_SECONDS = 60
#: The bot that plays a seat ticked "a bot plays this seat".
SEAT_BOT = "greedy"
_STYLE = {"description_width": "initial"}
_NAMES = ("Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo")


class PlayWithOthers(widgets.VBox):
    """The "Play with others" panel (see the module text).

    Args:
        url: the table service's WebSocket address; ``None``: :func:`unokit.tables.service_url` (the service
            ``unokit dashboard`` started); when there is none the panel says how to start one.
        page: this page's address without its query (for the invite link), or ``""`` until the page tells
            it (:meth:`set_page`).
        store: the browser's :class:`~unokit.widgets.shared_store.SeatStore` (the dashboard makes it with the
            page, and calls :meth:`stored` when it has answered); ``None``: the panel makes and shows its own.

    Attributes: ``preset``, ``seats``, ``seat_names``, ``seat_bots``, ``away`` and ``create_button`` (create);
    ``room``, ``name``, ``join_button``, ``watch_button`` (join or watch); ``status`` (problems and what
    happened, a status region); ``table`` (the :class:`~unokit.widgets.shared.SharedTable` shown, or None);
    ``held`` (the :class:`~unokit.widgets.shared_store.StoredSeat` this browser keeps for that table, or None)
    and ``leave_button`` (give the seat up and forget it).
    """

    def __init__(self, url: str | None = None, *, page: str = "", store: SeatStore | None = None,
                 lang: str = "en") -> None:
        from unokit.dashboard.app import TABLE_PRESETS
        from unokit.i18n import resolve_language
        from unokit.tables import service_url

        self.lang = resolve_language(lang)  # the language of the seats this panel creates, joins or watches

        self.url = url if url is not None else service_url()
        self.page = page
        self.table: Any = None
        self.held: StoredSeat | None = None
        own_store = store is None
        self.store = SeatStore() if store is None else store
        if own_store:
            self.store.on_stored = self.stored
        self.preset = widgets.Dropdown(options=[(name, name) for name in TABLE_PRESETS], value="classic",
                                       style=_STYLE)
        self.seats = number_field(DEFAULT_SEATS, self._say("shared-others-seats"), style=_STYLE)
        self.seats.observe(lambda _change: self._build_seats(), "value")
        #: seconds a person may be gone before a bot plays their seat (the service's away time)
        self.away = number_field(DEFAULT_AWAY_SECONDS, self._say("shared-others-away"), style=_STYLE)
        self.away.add_class("unokit-away-field")
        self.seat_names: list[widgets.Text] = []
        self.seat_bots: list[widgets.Checkbox] = []
        self.seats_box = widgets.VBox()
        self.create_button = widgets.Button(button_style="primary")
        self.create_button.add_class("unokit-create-table")
        self.create_button.on_click(lambda _b: self.create())
        self.room = widgets.Text(style=_STYLE)
        self.room.add_class("unokit-room-field")
        self.name = widgets.Text(style=_STYLE)
        self.name.add_class("unokit-name-field")
        self.join_button = widgets.Button()
        self.join_button.add_class("unokit-join-table")
        self.join_button.on_click(lambda _b: self.join())
        self.watch_button = widgets.Button()
        self.watch_button.add_class("unokit-watch-table")
        self.watch_button.on_click(lambda _b: self.join(watch=True))
        self.status = widgets.HTML()
        self.status.add_class("unokit-others-status")
        self.table_box = widgets.VBox()
        self.table_box.add_class("unokit-others-table")
        self._build_seats()
        self.headings = [_heading(), _heading()]
        create = widgets.VBox([self.headings[0], self.preset, self.seats, self.seats_box, self.away, self.create_button])
        create.add_class("unokit-create-form")
        join = widgets.VBox([self.headings[1], self.room, self.name,
                             widgets.HBox([self.join_button, self.watch_button])])
        join.add_class("unokit-join-form")
        self.leave_button = widgets.Button(layout=widgets.Layout(display="none"))
        self.leave_button.add_class("unokit-leave-seat")
        self.leave_button.on_click(lambda _b: self.leave())  # also "Stop watching" for a spectator's place
        super().__init__([create, join, self.status, self.leave_button, self.table_box,
                          *([self.store] if own_store else [])])
        self.add_class("unokit-others")
        self._label()
        if self.url is None:
            for button in (self.create_button, self.join_button, self.watch_button):
                button.disabled = True
            self.say(self._say("shared-others-no-service"))

    def _say(self, msg_id: str, **args: Any) -> str:
        """Message ``msg_id`` of the catalogue in the panel's language."""
        from unokit.i18n import message

        return message(msg_id, self.lang, **args)

    def _label(self) -> None:
        """Word the form in the panel's language (its labels, buttons, headings and seat rows)."""
        say = self._say
        self.preset.description = say("shared-others-rules")
        self.seats.description = say("shared-others-seats")
        self.away.description = say("shared-others-away")
        for field, label, tip in ((self.create_button, "create", "create-tooltip"), (self.join_button, "join", "join-tooltip"),
                                  (self.watch_button, "watch", "watch-tooltip")):
            field.description, field.tooltip = say(f"shared-others-{label}"), say(f"shared-others-{tip}")
        self._word_leave(self.held is not None and self.held.spectator)
        self.room.description, self.room.placeholder = say("shared-others-room"), say("shared-others-room-placeholder")
        self.name.description, self.name.placeholder = say("shared-others-name"), say("shared-others-name-placeholder")
        for box, msg_id in zip(self.headings, ("shared-others-create-heading", "shared-others-join-heading"), strict=True):
            box.value = f'<h3 class="unokit-h">{html.escape(say(msg_id))}</h3>'
        for seat, (name, bot) in enumerate(zip(self.seat_names, self.seat_bots, strict=True)):
            name.description, bot.description = self._seat_words(seat)

    def _seat_words(self, seat: int) -> tuple[str, str]:
        """Seat ``seat``'s row of the create form, in the panel's language: its name field's label and its
        "a bot plays it" box's."""
        name = self._say("shared-others-seat-name-host" if seat == 0 else "shared-others-seat-name", seat=str(seat))
        return name, self._say("shared-others-seat-bot", seat=str(seat))

    # ================================================================ the form
    def _build_seats(self) -> None:
        count = whole_number(self.seats.value)
        if count is None or not 2 <= count <= 10:
            return
        names = [box.value for box in self.seat_names]
        bots = [box.value for box in self.seat_bots]
        rows = []
        self.seat_names, self.seat_bots = [], []
        for seat in range(count):
            name_words, bot_words = self._seat_words(seat)
            name = widgets.Text(value=names[seat] if seat < len(names) else _NAMES[seat], style=_STYLE,
                                description=name_words)
            bot = widgets.Checkbox(value=bots[seat] if seat < len(bots) else False, indent=False,
                                   description=bot_words, disabled=seat == 0)
            self.seat_names.append(name)
            self.seat_bots.append(bot)
            rows.append(widgets.HBox([name, bot] if seat else [name]))
        self.seats_box.children = rows

    def say(self, text: str) -> None:
        """Show ``text`` in the panel's status line (role=status: read once by screen readers)."""
        self.status.value = f'<p role="status" class="unokit-others-text">{html.escape(text)}</p>' if text else ""

    def set_page(self, page: str) -> None:
        """This page's address without its query: the invite link is ``page?room=CODE``."""
        self.page = page
        if self.table is not None and page:
            self.table.invite = f"{page}?room={{room}}"
            self.table.refresh()

    def invited(self, room: str) -> None:
        """An invite link's room code: filled in, and the panel says to type a name and join (unless this
        browser is taking its seat at that table back)."""
        self.room.value = room.strip().upper()[:12]
        if self.held is not None and self.held.room == self.room.value:
            return
        self.say(self._say("shared-others-invited", room=self.room.value))

    def problems(self, *, creating: bool, watch: bool = False) -> list[str]:
        """Every problem of the form for creating (``creating``) or joining / watching, in words."""
        from unokit.tables.table import TableError
        from unokit.widgets.shared_parts import check_room

        found = []
        if creating:
            count = whole_number(self.seats.value)
            if count is None or not 2 <= count <= 10:
                found.append(self._say("shared-others-bad-seats", value=f"{self.seats.value:g}"))
            else:
                for seat, box in enumerate(self.seat_names):
                    problem = name_fault_words(box.value, seat, self.lang)
                    if problem:
                        found.append(self._say("shared-others-bad-seat-name", seat=str(seat), name=repr(box.value[:40]),
                                               problem=problem))
            away = self.away.value
            low, high = AWAY_SECONDS_RANGE
            if not (isinstance(away, (int, float)) and math.isfinite(away) and low <= away <= high):
                found.append(self._say("shared-others-bad-away", value=f"{away:g}"))
            return found
        try:
            check_room(self.room.value)
        except TableError as error:
            found.append(self._say("shared-others-bad-room", error=str(error)))
        if not watch:
            problem = name_fault_words(self.name.value, 0, self.lang)
            if problem:
                found.append(self._say("shared-others-bad-name", name=repr(self.name.value[:40]), problem=problem))
        return found

    # ================================================================ the table
    def _show(self, table: Any, resumed: StoredSeat | None = None) -> None:
        if self.table is not None:
            self.table.close()
        self.table, self.held = table, resumed
        self.table_box.children = [table]
        self.leave_button.layout.display = "none"
        if table.ready is not None:  # a refusal (an unknown room, a name taken) is said here too

            def said(done: Any, table: Any = table) -> None:
                if done.cancelled() or table is not self.table:
                    return
                if done.result():
                    self._hold(table, resumed=resumed is not None)
                elif resumed is None:
                    self.say(table.problem)
                elif table.seat_refused:  # the service has no such seat: forgotten, and the form is there
                    self.store.forget(resumed.url, resumed.room)
                    self._drop()
                    gone = "shared-others-watch-gone" if resumed.spectator else "shared-others-seat-gone"
                    self.say(self._say(gone, problem=table.problem))
                else:  # the service did not answer: the seat stays kept, to try again later
                    self._leave_label(resumed.spectator)
                    kept = "shared-others-watch-kept" if resumed.spectator else "shared-others-seat-kept"
                    self.say(self._say(kept, problem=table.problem, room=resumed.room))

            table.ready.add_done_callback(said)

    def _word_leave(self, spectator: bool) -> None:
        """Word the button that gives the place up: "Stop watching" for a spectator, else "Leave this seat"."""
        words = "stop-watching" if spectator else "leave"
        self.leave_button.description = self._say(f"shared-others-{words}")
        self.leave_button.tooltip = self._say(f"shared-others-{words}-tooltip")

    def _leave_label(self, spectator: bool) -> None:
        """Show the button that gives the place up, worded for a spectator or a seat (:meth:`_word_leave`)."""
        self._word_leave(spectator)
        self.leave_button.layout.display = ""

    def _hold(self, table: Any, *, resumed: bool = False) -> None:
        """The table is shown: keep its seat (or spectator's place) in the browser and follow the last event
        seen."""
        client = table.client
        if client is None or table.view is None:
            return
        if client.seat is None:  # a spectator's place: kept without a token, so a closed tab watches again
            name = self.held.name if self.held is not None else self.name.value.strip()[:40]
            self.held = StoredSeat.watching(table.url, client.room, name)
            self._leave_label(True)
            if self._ended(table.view):
                return
            self.store.keep(self.held)
            if resumed:
                self.say(self._say("shared-others-watching-back", room=self.held.room))
        else:
            self.held = StoredSeat(table.url, client.room, client.token, client.seat,
                                   table.view["players"][client.seat][:40], max(client.seq, client.last_event))
            self._leave_label(False)
            if self._ended(table.view):
                return
            self.store.keep(self.held)
            if resumed:  # said in the panel too, where it stays (the table's live region moves on)
                missed = client.summaries[-1] if client.summaries else self._say("shared-others-nothing-missed")
                self.say(self._say("shared-others-back", seat=str(self.held.seat), room=self.held.room, missed=missed))

        def seen(message: dict[str, Any], table: Any = table) -> None:
            held = self.held
            if table is not self.table or held is None or message.get("type") != "view":
                return
            if self._ended(message["view"]):
                return
            seq = max(table.client.seq, table.client.last_event)
            if seq > held.seq:
                self.held = replace(held, seq=seq)
                self.store.keep(self.held)

        client.listeners.append(seen)

    def _ended(self, view: dict[str, Any]) -> bool:
        """A table the host has ended: its seat is forgotten, and said so."""
        if not view.get("ended") or self.held is None:
            return False
        self.store.forget(self.held.url, self.held.room)
        ended = "shared-others-ended-watching" if self.held.spectator else "shared-others-ended"
        self.say(self._say(ended, room=self.held.room))
        self.held = None
        self.leave_button.layout.display = "none"
        return True

    def _drop(self) -> None:
        if self.table is not None:
            self.table.close()
        self.table, self.held = None, None
        self.table_box.children = ()
        self.leave_button.layout.display = "none"

    def stored(self, seats: list[StoredSeat], room: str = "") -> Any:
        """The browser's stored seats (``room``: the page's invite room code, or ``""``): the seat
        :func:`~unokit.widgets.shared_store.seat_to_take` chooses is taken back (:meth:`resume`), unless a
        table is shown already. Returns the table, or None."""
        seat = seat_to_take(seats, self.url, room)
        if seat is None or self.table is not None:
            return None
        return self.resume(seat)

    def resume(self, seat: StoredSeat) -> Any:
        """Take ``seat`` (kept in this browser) back with its token; the missed events and one "While you were
        away" summary are said at the table. Returns the :class:`~unokit.widgets.shared.SharedTable`; when
        the service no longer has the table or the seat, the seat is forgotten and the panel says so."""
        invite = f"{self.page}?room={{room}}" if self.page else ""
        try:
            table = (watch_again if seat.spectator else rejoin_table)(seat, invite=invite, lang=self.lang)
        except UnokitError as error:
            self.store.forget(seat.url, seat.room)
            self.say(self._say("shared-others-resume-failed", room=seat.room, error=str(error)))
            return None
        self._show(table, seat)
        resuming = ("shared-others-watching-again" if seat.spectator else
                    "shared-others-resuming-as" if seat.name else "shared-others-resuming")
        self.say(self._say(resuming, seat=str(seat.seat), name=seat.name, room=seat.room))
        return table

    def set_lang(self, lang: str) -> None:
        """The dashboard's language changed: seats made from now on use ``lang``, and the table shown, if
        any, changes to it (its labels at once; the service words its texts in it from now on). Raises
        :class:`~unokit.errors.LanguageError` for an unknown tag."""
        from unokit.i18n import resolve_language
        from unokit.widgets.shared_parts import set_seat_language

        self.lang = resolve_language(lang)
        self._label()
        if self.table is not None:
            set_seat_language(self.table, self.lang)

    def leave(self) -> None:
        """Give up the seat shown: the service is told (a bot plays the seat once the table's away time has
        passed), the browser forgets its token, and the form is there to join or create another table."""
        from unokit.tables.client import ServiceError

        table, held = self.table, self.held
        if table is None:
            return
        if held is not None:
            self.store.forget(held.url, held.room)
        if table.client is not None and table.seat is not None:
            try:
                table.client.post({"type": "leave"})
            except ServiceError:
                pass  # the connection was closed already: nothing to tell
        self._drop()
        if held is not None and held.spectator:
            self.say(self._say("shared-others-stopped-watching", room=held.room))
        else:
            self.say(self._say("shared-others-left", seat=str(held.seat), room=held.room) if held is not None
                     else self._say("shared-others-left-table"))

    def create(self) -> Any:
        """Create the table the form describes and show it (the creator hosts it at seat 0); returns the
        :class:`~unokit.widgets.shared.SharedTable`, or None when the form has problems (said)."""
        from unokit.widgets.shared import SharedTable

        problems = self.problems(creating=True)
        if problems or self.url is None:
            self.say(" ".join(problems) or self._say("shared-others-no-service-create"))
            return None
        seats = [{"name": box.value, **({"bot": SEAT_BOT} if bot.value else {})}
                 for box, bot in zip(self.seat_names, self.seat_bots, strict=True)]
        invite = f"{self.page}?room={{room}}" if self.page else ""
        try:
            table = SharedTable.create(self.url, self.preset.value, seats, invite=invite, lang=self.lang,
                                       away_seconds=float(self.away.value), **_open_deal())
        except UnokitError as error:
            self.say(str(error))
            return None
        self._show(table)
        self.say(self._say("shared-others-creating"))
        return table

    def join(self, *, watch: bool = False) -> Any:
        """Join (or, with ``watch``, watch) the table of the room code typed; returns the
        :class:`~unokit.widgets.shared.SharedTable`, or None when the form has problems (said)."""
        from unokit.widgets.shared import SharedTable

        problems = self.problems(creating=False, watch=watch)
        if problems or self.url is None:
            self.say(" ".join(problems) or self._say("shared-others-no-service-join"))
            return None
        try:
            if watch:
                table = SharedTable.watch(self.url, self.room.value, self.name.value.strip() or "Spectator",
                                          lang=self.lang)
            else:
                table = SharedTable.join(self.url, self.room.value, self.name.value, lang=self.lang)
        except UnokitError as error:
            self.say(str(error))
            return None
        self._show(table)
        self.say(self._say("shared-others-watching" if watch else "shared-others-joining",
                           room=self.room.value.strip().upper()))
        return table


def _open_deal() -> dict[str, Any]:
    """``{"seed": N}`` when the dashboard deals every visitor one open deal (``UNOKIT_DASHBOARD_SEED``, as the
    New game form does: a lesson about one deal, the browser tests), else ``{}``. Raises
    :class:`~unokit.errors.UnokitError` for a seed that is not a whole number."""
    from unokit.dashboard.app import SEED_ENVIRONMENT, read_seed

    text = os.environ.get(SEED_ENVIRONMENT, "")
    seed = read_seed(text) if text.strip() else None
    return {} if seed is None else {"seed": seed}


def _heading() -> widgets.HTML:
    """A form's heading (its words are set by :meth:`PlayWithOthers._label`)."""
    return widgets.HTML()
