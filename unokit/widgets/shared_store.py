"""A browser keeps its seats at shared tables: a closed tab takes its seat back (issue 25, item 4).

A seat's token is the only proof that a person holds that seat (DESIGN.md contract 6: ``join`` with
``token`` takes the same seat back, and the events after ``seq`` are sent again before the new view). A
Voila page is one kernel, so a token kept only in the kernel is lost with the tab. :class:`SeatStore` (an
anywidget, ``static/seat_store.js``) keeps each seat this browser holds in ``localStorage`` (key
:data:`STORAGE_KEY`), as the announcement and voice settings are kept: the service's address, the room code,
the token, the seat, the name and the last event seen (:class:`StoredSeat`). The token stays in the browser
and goes only to the service; it is never put in a page's address. A spectator's place is kept the same way,
without a token (watching needs none): ``{"url", "room", "name", "seq", "watch": true}``, so a closed
spectator's tab watches the same table again by itself.

Python is the authority: the page sends what it has stored once (``{"type": "stored", "seats": [...],
"room": "..."}``, ``room`` being the invite link's ``?room=`` of the page) and writes only what Python tells
it (``keep`` an entry, ``forget`` one). Every stored entry is checked (:meth:`StoredSeat.from_json`) before
it is used; an entry the page cannot account for is dropped. :func:`seat_to_take` chooses the seat a
page opened again takes back, and :func:`rejoin_table` takes it (with ``"rejoin": true``: the service
refuses a token it does not know instead of seating a new person).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from unokit.errors import UnokitError
from unokit.widgets._sync import PythonAuthority

__all__ = ["SeatStore", "StoredSeat", "SeatStoreError", "seat_to_take", "read_stored", "rejoin_table", "watch_again",
           "STORAGE_KEY", "MOST_SEATS"]

_STATIC = Path(__file__).parent / "static"
#: The ``localStorage`` key under which a browser keeps its seats at shared tables (a JSON list of
#: :meth:`StoredSeat.to_json`).
STORAGE_KEY = "unokit.seats"
#: Seats a browser keeps at most (the oldest is forgotten first).
MOST_SEATS = 20
_TOKEN = re.compile(r"[A-Za-z0-9_-]{8,100}")


class SeatStoreError(UnokitError):
    """A stored seat that cannot be used: the field named, and what it may hold."""


@dataclass(frozen=True)
class StoredSeat:
    """One seat a browser holds at a shared table.

    Attributes: ``url`` (the table service's ``ws://`` or ``wss://`` address), ``room`` (the room code),
    ``token`` (the seat's secret, contract 6; ``""`` for a spectator's place), ``seat`` (0 to 9; ``None``
    for a spectator's place), ``name`` (the seat's name, for what the page says), ``seq`` (the last event
    this browser saw: the service sends the events after it again).
    """

    url: str
    room: str
    token: str
    seat: int | None
    name: str = ""
    seq: int = 0

    @classmethod
    def watching(cls, url: str, room: str, name: str = "", seq: int = 0) -> StoredSeat:
        """A spectator's place at ``room`` of the service ``url`` (no token, no seat)."""
        return cls(url, room, "", None, name, seq)

    @property
    def spectator(self) -> bool:
        """Whether this is a spectator's place rather than a seat."""
        return self.seat is None

    @classmethod
    def from_json(cls, data: Any) -> StoredSeat:
        """A stored seat from its JSON object. Raises :class:`SeatStoreError` naming the field that is
        missing or wrong and what it may hold."""
        from unokit.widgets.shared_parts import check_room, check_url

        if not isinstance(data, dict):
            raise SeatStoreError(f"a stored seat is a JSON object, not {type(data).__name__}")
        try:
            url = check_url(data.get("url"))
            room = check_room(data.get("room"))
        except UnokitError as error:
            raise SeatStoreError(str(error)) from None
        token, watch = data.get("token"), data.get("watch", False)
        seat, seq, name = data.get("seat"), data.get("seq", 0), data.get("name", "")
        if watch not in (True, False):
            raise SeatStoreError(f"watch: true for a spectator's place, else false or left out, not {str(watch)[:20]!r}")
        if watch:
            if token not in (None, "") or seat is not None:
                raise SeatStoreError("watch: a spectator's place holds no token and no seat")
            token = ""
        elif not isinstance(token, str) or not _TOKEN.fullmatch(token):
            raise SeatStoreError("token: 8 to 100 letters, digits, '-' or '_' as the service gave it")
        elif isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 9:
            raise SeatStoreError(f"seat: a seat number from 0 to 9, not {str(seat)[:20]!r}")
        if isinstance(seq, bool) or not isinstance(seq, int) or seq < 0:
            raise SeatStoreError(f"seq: the number of the last event seen (0 or more), not {str(seq)[:20]!r}")
        if not isinstance(name, str) or len(name) > 40:
            raise SeatStoreError("name: the seat's name, text of at most 40 characters")
        return cls(url, room, token, seat, name, seq)

    def to_json(self) -> dict[str, Any]:
        """The JSON object the browser stores (a spectator's place: ``"watch": true``, no token, no seat)."""
        if self.spectator:
            return {"url": self.url, "room": self.room, "name": self.name, "seq": self.seq, "watch": True}
        return {"url": self.url, "room": self.room, "token": self.token, "seat": self.seat, "name": self.name,
                "seq": self.seq}


def read_stored(data: Any) -> list[StoredSeat]:
    """The usable seats of what a page sent (a JSON list), in the order stored (the newest last); an entry
    that is not a :class:`StoredSeat` is left out, and so is an older entry for the same service and room."""
    seats: dict[tuple[str, str], StoredSeat] = {}
    for item in data if isinstance(data, list) else []:
        try:
            seat = StoredSeat.from_json(item)
        except SeatStoreError:
            continue
        seats.pop((seat.url, seat.room), None)
        seats[(seat.url, seat.room)] = seat
    return list(seats.values())[-MOST_SEATS:]


def seat_to_take(seats: Sequence[StoredSeat], url: str | None, room: str = "") -> StoredSeat | None:
    """The seat a page opened again takes back: at the service ``url``, the seat at ``room`` when the page
    was opened by an invite link (``?room=``) to it, else the newest seat stored; ``None`` when there is
    none (an invite to another room is an invite to join it, not to go back to an old table)."""
    mine = [seat for seat in seats if seat.url == url]
    if room:
        code = room.strip().upper()
        return next((seat for seat in reversed(mine) if seat.room == code), None)
    return mine[-1] if mine else None


class SeatStore(PythonAuthority, anywidget.AnyWidget):
    """The seats this browser holds, kept in ``localStorage`` (front end ``static/seat_store.js``; see the
    module text). It shows nothing.

    Synced traits (Python writes): ``storage_key`` (:data:`STORAGE_KEY`) and ``most`` (:data:`MOST_SEATS`).
    :attr:`on_stored` (set by its owner) is called once with the usable stored seats and the page's invite
    room code, when the page has sent them; :attr:`seats` holds them, kept up to date by :meth:`keep` and
    :meth:`forget`. What is kept or forgotten before the page has answered is sent once it has.
    """

    _browser_writable = frozenset()
    _esm = _STATIC / "seat_store.js"

    storage_key = traitlets.Unicode(STORAGE_KEY).tag(sync=True)
    most = traitlets.Int(MOST_SEATS).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_stored: Callable[[list[StoredSeat], str], Any] | None = None
        self.seats: list[StoredSeat] = []
        self.loaded = False
        self._waiting: list[dict[str, Any]] = []
        self.on_msg(self._on_message)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("type") != "stored" or self.loaded:
            return
        room = content.get("room")
        self.stored(read_stored(content.get("seats")), room if isinstance(room, str) else "")

    def stored(self, seats: list[StoredSeat], room: str = "") -> None:
        """The page's stored seats have come (``room``: its invite link's room code, or ``""``): what was
        kept or forgotten meanwhile is applied and sent, then :attr:`on_stored` is told."""
        self.seats, self.loaded = seats, True
        waiting, self._waiting = self._waiting, []
        for message in waiting:
            self._apply(message)
        if self.on_stored is not None:
            self.on_stored(list(self.seats), room[:20])

    def keep(self, seat: StoredSeat) -> None:
        """Keep ``seat`` in this browser (replacing the entry of the same service and room)."""
        self._apply({"type": "keep", "entry": seat.to_json()})

    def forget(self, url: str, room: str) -> None:
        """Forget this browser's seat at ``room`` of the service ``url`` (its token with it)."""
        self._apply({"type": "forget", "url": url, "room": room})

    def _apply(self, message: dict[str, Any]) -> None:
        if not self.loaded:
            self._waiting.append(message)
            return
        if message["type"] == "keep":
            entry = StoredSeat.from_json(message["entry"])
            self.seats = [s for s in self.seats if (s.url, s.room) != (entry.url, entry.room)] + [entry]
        else:
            self.seats = [s for s in self.seats if (s.url, s.room) != (message["url"], message["room"])]
        self.seats = self.seats[-MOST_SEATS:]
        self.send(message)


def rejoin_table(seat: StoredSeat, **options: Any) -> Any:
    """Take ``seat`` back: a :class:`~unokit.widgets.shared.SharedTable` that joins its room with its token
    (contract 6's ``join`` with ``token`` and ``seq``, and ``"rejoin": true``), so the service sends the
    events after ``seat.seq`` again and one "While you were away: …" summary, then the seat's view.

    Returns the table at once; ``await table.ready`` is ``False`` when the seat could not be taken back, the
    reason in ``table.problem``; ``table.seat_refused`` is then ``True`` when the service answered that it
    has no such table or seat any more (rather than not answering at all).
    Raises :class:`~unokit.errors.UnokitError` as :meth:`SharedTable.join` does."""
    from unokit.widgets.shared import SharedTable

    table = SharedTable(seat.url, **options)
    table.seat_refused = False
    table._begin(_rejoin(table, seat))
    return table


async def _rejoin(table: Any, seat: StoredSeat) -> bool:
    from unokit.i18n import message
    from unokit.tables.client import ServiceError

    table.live.say(message("shared-taking-back", table.lang, room=seat.room))
    if not await table._connect():
        return False
    try:
        table.replaying = True
        await table.client.join(seat.room, seat.name, "player", token=seat.token, seq=seat.seq, rejoin=True)
    except ServiceError as error:
        reason = str(error)
        if reason.startswith("room:"):  # the service's words name the field; these name the cause
            reason = message("shared-table-gone", table.lang, room=seat.room)
        table.seat_refused = True  # the service answered: the seat is gone (not merely out of reach)
        table._fail(message("shared-take-back-failed", table.lang, room=seat.room, reason=reason.removeprefix("token: ")))
        return False
    return True


def watch_again(place: StoredSeat, **options: Any) -> Any:
    """Watch again from a kept spectator's place (``place.spectator``): a
    :class:`~unokit.widgets.shared.SharedTable` that joins ``place.room`` as a spectator (no token needed).

    Returns the table at once; ``await table.ready`` is ``False`` when it could not watch, the reason in
    ``table.problem``; ``table.seat_refused`` is then ``True`` when the service answered that it has no such
    table any more (rather than not answering at all). Raises :class:`~unokit.errors.UnokitError` as
    :meth:`SharedTable.watch` does."""
    from unokit.widgets.shared import SharedTable

    table = SharedTable(place.url, **options)
    table.seat_refused = False
    table._begin(_watch_again(table, place))
    return table


async def _watch_again(table: Any, place: StoredSeat) -> bool:
    from unokit.i18n import message
    from unokit.tables.client import ServiceError

    table._spectator = True
    table.live.say(message("shared-watching-again", table.lang, room=place.room))
    if not await table._connect():
        return False
    try:
        await table.client.join(place.room, place.name or "Spectator", "spectator")
    except ServiceError as error:
        reason = str(error)
        if reason.startswith("room:"):  # the service answered: the table is gone
            table.seat_refused = True
            reason = message("shared-table-gone", table.lang, room=place.room)
        table._fail(message("shared-watch-failed", table.lang, room=place.room, reason=reason))
        return False
    return True
