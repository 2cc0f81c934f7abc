"""The table service: one asyncio process holding every shared table, spoken to over WebSockets.

The wire protocol is DESIGN.md contract 6: one WebSocket per seat or spectator at ``ws://HOST:PORT/tables``,
every frame one JSON object with a ``"type"``. Tornado (which Voila already brings) does the WebSocket
framing. The service alone checks and applies moves (:class:`unokit.tables.table.Table`), sends each
connection only what its seat may know, writes every change to the table's journal before anyone hears of
it, and on start rebuilds every unfinished table from the journals in its records folder.

Messages beyond contract 6 (documented in the README's shared-tables section):

- client to service: ``{"type": "seat", "seat": 2, "bot": "greedy" | null}`` (host: turn a seat into a bot
  or back), ``{"type": "open_hands", "on": true}`` (host: a teaching table shows every hand to every viewer),
  ``{"type": "end"}`` (host: end the table), ``{"type": "join", ..., "seq": N}`` (with a token: the last
  event this client saw, so only the events after it are sent again; with ``"rejoin": true`` a token the
  table does not know is refused instead of a new seat being taken: how a page opened again takes its
  stored seat back, :mod:`unokit.widgets.shared_store`);
- ``away_seconds`` in ``create`` (1 to 86400): the seconds a person of this table may be gone before a bot
  plays their seat (default: the service's ``--away-after``); anything else gets an ``error``, no table made;
- ``lang`` (a BCP 47 tag of DESIGN.md contract 7) in ``create``, ``join`` and ``settings``: this connection's
  language, in which the service words its ``said``, ``answer``, ``summary`` and move refusals and reads its
  ``command`` text (default ``en``; an unknown tag gets an ``error`` naming the languages, nothing changed);
- service to client: ``{"type": "summary", "text": "While you were away: ..."}`` once after the missed
  events of a rejoin; ``event`` carries ``received`` (the cards the move gave this seat, to this seat only)
  and ``evidence`` (a challenged hand, to the challenger only); ``view`` carries the fields listed in
  :meth:`unokit.tables.table.Table.view_for`.

Hostile input never changes a table: a frame over :data:`MAX_FRAME_BYTES` closes the socket (WebSocket
close code 1009), a frame that is not a JSON object or names an unknown type gets an ``error``, a move for
another seat or against an old sequence number gets an ``error``, and more than :data:`RATE_BURST` messages
at once (refilled at :data:`RATE_PER_SECOND` a second) closes the socket (1008).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from unokit.errors import UnokitError
from unokit.tables.journal import JOURNAL_SUFFIX, Journal, read_journal
from unokit.tables.table import Table, TableError, check_away_seconds, check_lang, new_token, room_code

try:
    import tornado.web
    import tornado.websocket
except ImportError as error:  # pragma: no cover - the message names the extra
    raise UnokitError('the table service needs tornado: pip install "unokit[tables]"') from error

__all__ = ["TableService", "make_app", "serve", "MAX_FRAME_BYTES", "RATE_PER_SECOND", "RATE_BURST", "DEFAULT_PORT"]

log = logging.getLogger("unokit.tables")

#: The port ``unokit tables serve`` listens on unless told another.
DEFAULT_PORT = 8867
#: Largest frame a client may send, in bytes: a move or a join is well under 1 KB.
MAX_FRAME_BYTES = 64 * 1024
#: Messages a connection may send a second, on average (a person plays far slower; a script may not flood).
RATE_PER_SECOND = 20.0
#: Messages a connection may send at once before the rate applies.
RATE_BURST = 40
#: Seconds between a bot's moves, so that people can follow them (0 in tests).
DEFAULT_BOT_DELAY = 0.8
#: Longest wait, in seconds, of a bot for a page's speech (the one-screen table's cap too).
SPEECH_WAIT_CAP = 6.0
#: Seconds bots give a person to say UNO late before they catch them (the one-screen table's window too).
DEFAULT_UNO_GRACE = 5.0


class Connection:
    """One WebSocket: its table, its seat (``None`` for a spectator), and its message allowance."""

    def __init__(self, socket: TablesSocket) -> None:
        self.socket = socket
        self.room: str | None = None
        self.seat: int | None = None
        self.joined = False
        self.settings: Any = None  # unokit.announce.AnnounceSettings, once the client sends its own
        self.lang = "en"  # the language of the texts the service words for this connection (contract 7)
        self.speech = False  # the page speaks the table's messages: bots wait until it has spoken
        self.spoken = 0  # the last event the page said it has finished speaking
        self.allowance = float(RATE_BURST)
        self.checked = time.monotonic()

    def spend(self) -> bool:
        """Take one message from the allowance; ``False`` when the connection sends too fast."""
        now = time.monotonic()
        self.allowance = min(RATE_BURST, self.allowance + (now - self.checked) * RATE_PER_SECOND)
        self.checked = now
        if self.allowance < 1.0:
            return False
        self.allowance -= 1.0
        return True

    def send(self, message: dict[str, Any]) -> None:
        """Send one JSON frame; a socket already closed is skipped."""
        try:
            self.socket.write_message(json.dumps(message, separators=(",", ":"), ensure_ascii=False))
        except tornado.websocket.WebSocketClosedError:
            pass


class TableService:
    """Every table of the process, the connections looking at each, and the bots' timers.

    Args:
        records: the folder of the tables' journals and finished rounds' records (``None``: memory only;
            nothing survives a restart).
        bot_delay: seconds between bots' moves.
        away_after: seconds a person may be gone before a bot plays their seat (until they return).
        uno_grace: seconds bots wait before they catch a person who went down to one card without UNO.
        speech_wait: longest wait, in seconds, of a bot for the next person's page to finish speaking.
        sync: wait for the disk after every journal line (``os.fsync``).
    """

    def __init__(self, records: Path | None = None, *, bot_delay: float = DEFAULT_BOT_DELAY,
                 away_after: float = 60.0, uno_grace: float = DEFAULT_UNO_GRACE,
                 speech_wait: float = SPEECH_WAIT_CAP, sync: bool = True) -> None:
        self.uno_grace = uno_grace
        self.speech_wait = speech_wait
        self.records = Path(records) if records is not None else None
        self.bot_delay = bot_delay
        self.away_after = away_after
        self.sync = sync
        self.tables: dict[str, Table] = {}
        self.watchers: dict[str, set[Connection]] = {}
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._waiting: set[str] = set()  # rooms whose bot waits for a page's speech
        self._turn_timers: dict[str, asyncio.TimerHandle] = {}
        if self.records is not None:
            self.records.mkdir(parents=True, exist_ok=True)
            self._load()

    # ------------------------------------------------------------------ journals
    def _load(self) -> None:
        """Rebuild every unfinished table from its journal."""
        assert self.records is not None
        for path in sorted(self.records.glob(f"*{JOURNAL_SUFFIX}")):
            try:
                entries = read_journal(path)
                _drop_cut_line(path)
                table = Table.restore(entries)
            except (OSError, ValueError, KeyError, UnokitError) as error:
                log.warning("table journal %s could not be read (%s); it is left as it is", path, error)
                continue
            if table.ended:
                continue
            table.journal = Journal(path, sync=self.sync)
            self.tables[table.room] = table
            for seat in table.seats:
                seat.away_since = time.monotonic()
            log.info("resumed table %s at event %d", table.room, table.seq)

    def _journal(self, room: str) -> Journal | None:
        if self.records is None:
            return None
        return Journal(self.records / f"{room}{JOURNAL_SUFFIX}", sync=self.sync)

    def resume(self) -> None:
        """Start the clocks of the tables read from the journals: the bots to move and the turn timers."""
        for table in self.tables.values():
            self._clock(table)
            self._schedule(table)

    # ------------------------------------------------------------------ messages
    def receive(self, connection: Connection, text: str | bytes) -> None:
        """Handle one frame of ``connection``: answer it, or send an ``error`` and leave every table as it was."""
        if not connection.spend():
            connection.send({"type": "error", "message": "too many messages: at most "
                             f"{RATE_BURST} at once and {RATE_PER_SECOND:g} a second; the connection is closed"})
            connection.socket.close(1008, "too many messages")
            return
        if isinstance(text, bytes):
            connection.send({"type": "error", "message": "frames are JSON text, not binary"})
            return
        try:
            message = json.loads(text)
        except ValueError:
            connection.send({"type": "error", "message": "a frame is one JSON object, such as {\"type\": \"start\"}"})
            return
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            connection.send({"type": "error", "message": "a frame is one JSON object with a \"type\" (text)"})
            return
        handler = getattr(self, f"_on_{message['type']}", None) if message["type"] in _TYPES else None
        if handler is None:
            connection.send({"type": "error", "message": f"unknown message type {message['type'][:40]!r}; "
                             f"types are: {', '.join(_TYPES)}"})
            return
        try:
            handler(connection, message)
        except TableError as error:
            connection.send({"type": "error", "message": str(error)})
        except OSError as error:  # the journal could not be written: nothing was applied
            log.error("journal write failed: %s", error)
            connection.send({"type": "error", "message": f"the table could not be saved ({error.strerror}); "
                             "nothing changed"})

    def _table(self, connection: Connection) -> Table:
        if connection.room is None or connection.room not in self.tables:
            raise TableError("join a table first: {\"type\": \"join\", \"room\": ..., \"name\": ...}")
        return self.tables[connection.room]

    def _host(self, connection: Connection) -> Table:
        table = self._table(connection)
        if connection.seat != table.host_seat:
            raise TableError("only the host can do that")
        return table

    def _on_create(self, connection: Connection, message: dict[str, Any]) -> None:
        if connection.joined:
            raise TableError("this connection is at a table already; open another to create one")
        lang = check_lang(message.get("lang", connection.lang))
        away = check_away_seconds(message["away_seconds"]) if "away_seconds" in message else self.away_after
        seed = message.get("seed")
        if seed is None:
            import secrets

            seed = secrets.randbelow(10**9)
        room = room_code(lambda code: code in self.tables or self._journal_exists(code))
        table = Table(room, message.get("rules", "classic"), message.get("seats"), seed=seed,
                      host_seat=message.get("host_seat", 0), away_after=away,
                      turn_timer=message.get("turn_timer"))
        table.journal = self._journal(room)
        table._write(table.header())
        token = new_token()
        host = table.host_seat
        table.take_seat(table.seats[host].name, token, host)
        self.tables[room] = table
        connection.lang = lang
        self._attach(connection, table, host)
        connection.send({"type": "created", "room": room, "token": token, "seat": host})
        connection.send({"type": "view", "seq": table.seq, "view": table.view_for(host, connection.lang)})

    def _journal_exists(self, room: str) -> bool:
        return self.records is not None and (self.records / f"{room}{JOURNAL_SUFFIX}").exists()

    def _on_join(self, connection: Connection, message: dict[str, Any]) -> None:
        if connection.joined:
            raise TableError("this connection is at a table already")
        room = message.get("room")
        if not isinstance(room, str) or room.strip().upper() not in self.tables:
            raise TableError(f"room: no table has the code {str(room)[:12]!r}; check the code with the host")
        table = self.tables[room.strip().upper()]
        lang = check_lang(message.get("lang", connection.lang))
        token = message.get("token")
        role = message.get("as", "player")
        if role not in ("player", "spectator"):
            raise TableError(f"as: \"player\" or \"spectator\", not {str(role)[:20]!r}")
        seat: int | None = None
        if message.get("rejoin") is True and not (isinstance(token, str) and table.seat_of(token) is not None):
            raise TableError(f"token: no seat at table {table.room} holds this token now (the service was "
                             "restarted without its records, or the seat was given up); join again with your name")
        if isinstance(token, str) and table.seat_of(token) is not None:
            seat = table.seat_of(token)
        elif role == "player":
            token = new_token()
            seat = table.take_seat(message.get("name"), token, message.get("seat"))
        else:
            token = token if isinstance(token, str) and len(token) < 100 else new_token()
        connection.lang = lang
        self._attach(connection, table, seat)
        connection.send({"type": "joined", "room": table.room, "seat": seat, "token": token,
                         "host": seat == table.host_seat})
        last = message.get("seq")
        if isinstance(last, int) and not isinstance(last, bool) and 0 <= last < table.seq:
            missed = list(table.events_after(last))
            for event in missed:
                connection.send(_worded(table, event, table.event_for(event, seat), lang))
            connection.send({"type": "summary", "text": _away(table, missed, lang)})
        connection.send({"type": "view", "seq": table.seq, "view": table.view_for(seat, connection.lang)})
        self._broadcast(table, [], skip=connection)
        self._schedule(table)

    def _attach(self, connection: Connection, table: Table, seat: int | None) -> None:
        connection.room, connection.seat, connection.joined = table.room, seat, True
        self.watchers.setdefault(table.room, set()).add(connection)
        if seat is not None:
            table.seats[seat].connected += 1
            table.seats[seat].away_since = None

    def detach(self, connection: Connection) -> None:
        """A socket closed: its seat counts as away from now (a bot plays it after the table's away time)."""
        room = connection.room
        if room is None or room not in self.tables:
            return
        table = self.tables[room]
        self.watchers.get(room, set()).discard(connection)
        if connection.seat is not None:
            seat = table.seats[connection.seat]
            seat.connected = max(0, seat.connected - 1)
            if seat.connected == 0:
                seat.away_since = time.monotonic()
                asyncio.get_event_loop().call_later(table.away_after + 0.05, self._schedule, table)
        self._broadcast(table, [])

    def _on_start(self, connection: Connection, message: dict[str, Any]) -> None:
        table = self._host(connection)
        table.start()
        self._clock(table)
        self._broadcast(table, [])
        self._schedule(table)

    def _on_move(self, connection: Connection, message: dict[str, Any]) -> None:
        table = self._table(connection)
        if connection.seat is None:
            raise TableError("spectators watch; join as a player to play")
        seq = message.get("seq")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise TableError("seq: the number of the last event you saw (the \"seq\" of your latest view)")
        if seq != table.seq:
            connection.send({"type": "view", "seq": table.seq, "view": table.view_for(connection.seat, connection.lang)})
            raise TableError(f"seq {seq} is not the table's latest event ({table.seq}): the table moved on; "
                             "your view is brought up to date, look and play again")
        event = table.move(connection.seat, message.get("move"), connection.lang)
        self._after(table, [event])

    def _on_leave(self, connection: Connection, message: dict[str, Any]) -> None:
        connection.socket.close(1000, "left the table")

    def _on_seat(self, connection: Connection, message: dict[str, Any]) -> None:
        table = self._host(connection)
        table.set_bot(message.get("seat"), message.get("bot"))
        self._broadcast(table, [])
        self._schedule(table)

    def _on_open_hands(self, connection: Connection, message: dict[str, Any]) -> None:
        table = self._host(connection)
        table.set_open_hands(message.get("on"))
        self._broadcast(table, [])

    def _on_end(self, connection: Connection, message: dict[str, Any]) -> None:
        table = self._host(connection)
        table.end()
        self._broadcast(table, [])
        timer = self._timers.pop(table.room, None)
        if timer is not None:
            timer.cancel()

    def _on_extend(self, connection: Connection, message: dict[str, Any]) -> None:
        table = self._table(connection)
        if connection.seat is None:
            raise TableError("spectators have no turn to extend")
        table.extend(connection.seat)
        self._clock(table)
        self._broadcast(table, [])

    def _clock(self, table: Table) -> None:
        """(Re)start the turn timer of a person's turn: the turn runs out at ``table.deadline``; then a bot
        makes the move for them. One timer per table; no timer on a bot's turn or without a turn timer."""
        timer = self._turn_timers.pop(table.room, None)
        if timer is not None:
            timer.cancel()
        game = table.game
        if table.turn_timer is None or game is None or game.is_over() or table.ended or game.current is None \
                or table.bot_name(game.current) is not None:
            table.deadline = None
            return
        now = time.monotonic()
        if table.deadline is None or table.turn_owner != (game.current, table.seq):
            table.deadline = now + table.turn_timer
            table.turn_owner = (game.current, table.seq)
        self._turn_timers[table.room] = asyncio.get_event_loop().call_later(
            table.deadline - now, self._time_out, table, table.seq)

    def _time_out(self, table: Table, seq: int) -> None:
        self._turn_timers.pop(table.room, None)
        if table.seq != seq or table.game is None or table.game.is_over() or table.ended:
            return
        if time.monotonic() < (table.deadline or 0) - 0.01:  # extended meanwhile
            self._clock(table)
            return
        try:
            event = table.apply(table.timed_out_move())
        except OSError as error:
            log.error("journal write failed: %s", error)
            return
        self._after(table, [event])

    def _on_settings(self, connection: Connection, message: dict[str, Any]) -> None:
        from unokit.announce import AnnounceSettings

        try:
            settings = AnnounceSettings.from_json(message.get("settings", {}))
        except UnokitError as error:
            raise TableError(f"settings: {error}") from None
        speech = message.get("speech", connection.speech)
        if not isinstance(speech, bool):
            raise TableError(f"speech: true or false, not {speech!r}")
        lang = check_lang(message.get("lang", connection.lang))  # all checked first: a refusal changes nothing
        changed = lang != connection.lang
        connection.settings, connection.speech, connection.lang = settings, speech, lang
        connection.send({"type": "settings", "settings": settings.to_json(), "speech": speech, "lang": lang})
        table = self.tables.get(connection.room or "")
        if changed and table is not None and connection.seat is not None and table.game is not None:
            # the seat's view again: its cards' reasons in the new language
            connection.send({"type": "view", "seq": table.seq, "view": table.view_for(connection.seat, lang)})

    def _on_spoken(self, connection: Connection, message: dict[str, Any]) -> None:
        seq = message.get("seq")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise TableError("seq: the number of the last event the page has finished speaking")
        connection.spoken = max(connection.spoken, seq)
        table = self._table(connection)
        if table.room in self._waiting and self._listener(table) is None:  # the speech a bot waited for is over
            self._waiting.discard(table.room)
            timer = self._timers.pop(table.room, None)
            if timer is not None:
                timer.cancel()
            self._schedule(table)

    def _on_ask(self, connection: Connection, message: dict[str, Any]) -> None:
        from unokit.announce import AnnounceSettings, answer

        table = self._table(connection)
        if table.game is None:
            raise TableError("the round has not started; the host starts it")
        key = message.get("key")
        try:
            text = answer(table.game, connection.seat, key, connection.settings or AnnounceSettings(), connection.lang)  # type: ignore[arg-type]  # key comes from the message: answer refuses what is not a question key
        except UnokitError as error:
            raise TableError(str(error)) from None
        connection.send({"type": "answer", "key": key, "text": text})

    def _on_command(self, connection: Connection, message: dict[str, Any]) -> None:
        from unokit.announce import AnnounceSettings, answer
        from unokit.commands import Question, parse_command

        table = self._table(connection)
        if table.game is None:
            raise TableError("the round has not started; the host starts it")
        text = message.get("text")
        if not isinstance(text, str) or len(text) > 200:
            raise TableError("text: a typed command such as \"red 5\", \"draw\" or \"hand\"")
        settings = connection.settings or AnnounceSettings()
        if connection.seat is None:
            from unokit.commands import read_question

            question = read_question(text, connection.lang)
            if question is None or question.private:
                raise TableError("spectators can ask top, counts, turn, last, scores or help")
            connection.send({"type": "answer", "key": question.key,
                             "text": answer(table.game, None, question.key, settings, connection.lang)})
            return
        try:
            read = parse_command(table.game, connection.seat, text, settings=settings, lang=connection.lang)
        except UnokitError as error:
            raise TableError(str(error)) from None
        if isinstance(read, Question):
            connection.send({"type": "answer", "key": read.key,
                             "text": answer(table.game, connection.seat, read.key, settings, connection.lang)})
            return
        self._after(table, [table.apply(read)])

    # ------------------------------------------------------------------ after a change
    def _after(self, table: Table, events: list[Any]) -> None:
        self._clock(table)
        self._broadcast(table, events)
        if table.game.is_over():
            self._save_round(table)
        self._schedule(table)

    def _broadcast(self, table: Table, events: Iterable[Any], *, skip: Connection | None = None) -> None:
        """Send every connection at ``table`` the new events, each as its seat may see it, then its view."""
        from unokit.announce import AnnounceSettings, announce_move

        events = list(events)
        for connection in list(self.watchers.get(table.room, ())):
            if connection is skip:
                continue
            for event in events:
                message = table.event_for(event, connection.seat)
                if event.index is not None and event.index < len(table.game.move_stack):
                    # the move as this person asked to hear it (card order, detail): announce_move
                    message["said"] = announce_move(table.game, event.index, connection.settings or AnnounceSettings(),
                                                    connection.lang)
                _worded(table, event, message, connection.lang)
                connection.send(message)
            connection.send({"type": "view", "seq": table.seq, "view": table.view_for(connection.seat, connection.lang)})

    def _save_round(self, table: Table) -> None:
        if self.records is None:
            return
        from unokit.record import dumps

        path = self.records / f"{table.room}-round-{table.game.round_number}.json"
        record = table.record()
        if record is None:  # no round dealt yet
            return
        try:
            path.write_text(dumps(record) + "\n", encoding="utf-8")
        except OSError as error:
            log.error("the record of table %s could not be written to %s: %s", table.room, path, error)

    def _schedule(self, table: Table) -> None:
        """Let a bot move after :attr:`bot_delay` seconds if one is to move (one timer per table)."""
        if table.room in self._timers or not table.bot_pending():
            return
        delay = max(self.bot_delay, self.uno_grace) if table.person_in_uno_window() else self.bot_delay
        listener = self._listener(table)
        if listener is not None:  # wait for the speech, at most SPEECH_WAIT_CAP seconds
            self._waiting.add(table.room)
            delay = max(delay, self.speech_wait)
        loop = asyncio.get_event_loop()
        self._timers[table.room] = loop.call_later(delay, self._bot_step, table)

    def _listener(self, table: Table) -> Connection | None:
        """The page still speaking the table's latest event that bots wait for: the page, with speech on, of
        the next person in turn order from the seat to act (themselves included), if it has not said it is
        done."""
        game = table.game
        if game is None or game.current is None:
            return None
        connections = [c for c in self.watchers.get(table.room, ()) if c.speech and c.seat is not None]
        if not connections:
            return None
        for step in range(game.n_players):
            seat = (game.current + step * game.direction) % game.n_players
            if table.bot_name(seat) is None:
                waiting = [c for c in connections if c.seat == seat and c.spoken < table.seq]
                return waiting[0] if waiting else None
        return None

    def _bot_step(self, table: Table) -> None:
        self._timers.pop(table.room, None)
        self._waiting.discard(table.room)
        if table.ended or table.room not in self.tables:
            return
        move = table.bot_move()
        if move is None:
            return
        try:
            event = table.apply(move)
        except OSError as error:
            log.error("journal write failed: %s", error)
            return
        self._after(table, [event])


_TYPES = ("create", "join", "start", "move", "leave", "seat", "open_hands", "end", "settings", "ask", "command",
          "spoken", "extend")


def _narrated(table: Table, event: Any, lang: str) -> str:
    """``event``'s narration in ``lang``: a move of the current round in the language's words; English, or
    a move of an earlier round, as ``event.text`` (contract 6's text)."""
    index, game = event.index, table.game
    same_round = game is not None and index is not None and index < len(game.narration) \
        and game.narration[index] == event.text
    return game.narration_text(lang, index, index + 1)[0] if same_round and lang != "en" else event.text


def _worded(table: Table, event: Any, message: dict[str, Any], lang: str) -> dict[str, Any]:
    """``message`` (an ``event``) with ``words``, its narration in ``lang``, for a connection in another
    language than English (English connections' frames are as before)."""
    if lang != "en":
        message["words"] = _narrated(table, event, lang)
    return message


def _away(table: Table, missed: list[Any], lang: str) -> str:
    """The summary of a rejoin's ``missed`` events in ``lang``: "While you were away: ..." (English byte for
    byte as before), each move narrated in the language (:func:`_narrated`)."""
    from unokit.i18n import message

    return message("shared-away", lang, moves=" ".join(_narrated(table, event, lang) for event in missed))


def _drop_cut_line(path: Path) -> None:
    """Cut a last line that a crash left without its newline, so the next append starts a line of its own."""
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        with open(path, "r+b") as file:
            file.truncate(data.rfind(b"\n") + 1)


class TablesSocket(tornado.websocket.WebSocketHandler):
    """The ``/tables`` WebSocket: hands each frame to the :class:`TableService`."""

    def initialize(self, service: TableService, origins: tuple[str, ...]) -> None:
        self.service = service
        self.origins = origins
        self.connection = Connection(self)

    def check_origin(self, origin: str) -> bool:
        """Pages from the service's own host, from loopback, or from an origin given with ``--allow-origin``."""
        host = urlparse(origin).hostname or ""
        if origin in self.origins or host in ("127.0.0.1", "localhost", "::1"):
            return True
        return host == (self.request.host_name or "")

    def on_message(self, message: str | bytes) -> None:
        self.service.receive(self.connection, message)

    def on_close(self) -> None:
        self.service.detach(self.connection)


class StatusHandler(tornado.web.RequestHandler):
    """``GET /``: that the service runs, and how many tables it holds (JSON)."""

    def initialize(self, service: TableService) -> None:
        self.service = service

    def get(self) -> None:
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps({"service": "unokit tables", "tables": len(self.service.tables),
                               "protocol": "ws://HOST:PORT/tables (DESIGN.md contract 6)"}))


def make_app(service: TableService, origins: tuple[str, ...] = (), base_url: str = "/") -> tornado.web.Application:
    """The tornado application of ``service``: ``BASE/tables`` (the WebSocket) and ``BASE`` (status), where
    ``base_url`` is ``/`` or a prefix such as ``/services/unokit-tables/`` (behind JupyterHub's proxy)."""
    base = "/" + base_url.strip("/") + "/" if base_url.strip("/") else "/"
    return tornado.web.Application(
        [(rf"{base}tables", TablesSocket, {"service": service, "origins": origins}),
         (rf"{base}", StatusHandler, {"service": service})],
        websocket_max_message_size=MAX_FRAME_BYTES,
        websocket_ping_interval=20,
    )


async def serve(host: str = "127.0.0.1", port: int = DEFAULT_PORT, records: Path | None = None, *,
                bot_delay: float = DEFAULT_BOT_DELAY, away_after: float = 60.0,
                uno_grace: float = DEFAULT_UNO_GRACE, speech_wait: float = SPEECH_WAIT_CAP,
                origins: tuple[str, ...] = (), base_url: str = "/", ready: Any = None) -> None:
    """Run the table service on ``host``:``port`` until cancelled. ``ready`` (a callable) is called with the
    service's URL and the service once it listens. Raises ``OSError`` when the port cannot be bound."""
    service = TableService(records, bot_delay=bot_delay, away_after=away_after, uno_grace=uno_grace,
                           speech_wait=speech_wait)
    service.resume()
    app = make_app(service, origins, base_url)
    server = app.listen(port, address=host, xheaders=False)
    base = "/" + base_url.strip("/") + "/" if base_url.strip("/") else "/"
    url = f"ws://{host if ':' not in host else f'[{host}]'}:{port}{base}tables"
    if ready is not None:
        ready(url, service)
    try:
        await asyncio.Event().wait()
    finally:
        server.stop()
