"""A client of the table service (DESIGN.md contract 6), for notebooks, scripts and tests.

>>> # in a notebook (asyncio), with `unokit tables serve` running:
>>> # client = await TableClient.connect("ws://127.0.0.1:8867/tables")
>>> # room = await client.create("classic", [{"name": "Ana"}, {"name": "Ben", "bot": "greedy"}], seed=7)
>>> # await client.start(); view = await client.wait_view(lambda v: v["current"] == v["seat"])

The client keeps the latest ``view``, every ``event`` in order and every ``error``; it remembers its
room, token and last sequence number, so :meth:`TableClient.rejoin` takes the same seat back after a closed
socket and receives only the events it missed.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

import tornado.websocket

from unokit.errors import UnokitError

__all__ = ["TableClient", "ServiceError"]


class ServiceError(UnokitError):
    """The service refused a message (its ``error`` text), or did not answer in time."""


class TableClient:
    """One WebSocket to the table service, as one seat or one spectator.

    Attributes: ``view`` (the latest view, a dict), ``events`` (every event message received, in order),
    ``errors`` (the texts of ``error`` messages), ``summaries`` (``summary`` texts), ``frames`` (every frame
    received, as text: what a test checks for leaks), ``room``, ``token``, ``seat``, ``seq`` (the latest
    view's sequence number: a move is sent against it), ``last_event`` (the last event's number).
    """

    def __init__(self, url: str, timeout: float = 60.0) -> None:
        self.url = url
        self.timeout = timeout
        self.socket: Any = None
        self.view: dict[str, Any] | None = None
        self.events: list[dict[str, Any]] = []
        self.errors: list[str] = []
        self.summaries: list[str] = []
        self.frames: list[str] = []
        self.room: str | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.seq = 0
        self.lang: str | None = None  # this connection's language (contract 7), sent with create, join and rejoin
        self.last_event = 0
        self._changed = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self.closed = False
        #: called with every message received (a dict), after the client has read it, and with
        #: ``{"type": "closed"}`` when the socket closes: how a widget follows the table
        self.listeners: list[Callable[[dict[str, Any]], None]] = []

    @classmethod
    async def connect(cls, url: str, timeout: float = 60.0) -> TableClient:
        """A connected client. Raises ``OSError`` or tornado's errors when nothing listens at ``url``."""
        client = cls(url, timeout)
        await client._open()
        return client

    async def _open(self) -> None:
        self.socket = await asyncio.wait_for(tornado.websocket.websocket_connect(self.url), self.timeout)
        self.closed = False
        self._reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        while True:
            text = await self.socket.read_message()
            if text is None:
                self.closed = True
                self._changed.set()
                self._tell({"type": "closed"})
                return
            self.frames.append(text)
            message = json.loads(text)
            kind = message.get("type")
            if kind == "view":
                self.view = message["view"]
                self.seq = message["seq"]
            elif kind == "event":
                self.events.append(message)
                self.last_event = max(self.last_event, message["seq"])
            elif kind == "error":
                self.errors.append(message["message"])
            elif kind == "summary":
                self.summaries.append(message["text"])
            elif kind in ("created", "joined"):
                self.room = message["room"]
                self.token = message["token"]
                self.seat = message["seat"]
            self._changed.set()
            self._tell(message)

    def _tell(self, message: dict[str, Any]) -> None:
        for listener in list(self.listeners):
            try:
                listener(message)
            except Exception:  # a listener's fault must not stop the client reading the table
                logging.getLogger("unokit.tables").exception("a table client's listener failed on %s",
                                                             message.get("type"))

    async def send(self, message: dict[str, Any]) -> None:
        """Send one message as it is."""
        await self.socket.write_message(json.dumps(message))

    def post(self, message: dict[str, Any]) -> None:
        """Send one message without waiting (from a widget's click handler on the event loop's thread).

        Raises :class:`ServiceError` when the socket is closed or was never opened."""
        if self.socket is None or self.closed:
            raise ServiceError("not connected to the table service: the connection is closed")
        try:
            future = self.socket.write_message(json.dumps(message))
        except tornado.websocket.WebSocketClosedError:
            raise ServiceError("not connected to the table service: the connection is closed") from None
        future.add_done_callback(lambda done: done.exception())  # a late close is read, not logged twice

    async def wait(self, predicate: Callable[[TableClient], bool], timeout: float | None = None) -> None:
        """Wait until ``predicate(self)`` holds. Raises :class:`ServiceError` after ``timeout`` seconds (default
        :attr:`timeout`) or when the socket closes first."""
        deadline = asyncio.get_event_loop().time() + (self.timeout if timeout is None else timeout)
        while not predicate(self):
            if self.closed:
                raise ServiceError(f"the connection closed; errors: {self.errors[-3:]}")
            remaining = deadline - asyncio.get_event_loop().time()
            if remaining <= 0:
                raise ServiceError(f"waited {self.timeout if timeout is None else timeout} s in vain; "
                                   f"errors: {self.errors[-3:]}")
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), remaining)
            except asyncio.TimeoutError:
                pass

    async def wait_view(self, predicate: Callable[[dict[str, Any]], bool] = lambda view: True,
                        timeout: float | None = None) -> dict[str, Any]:
        """The latest view once ``predicate(view)`` holds."""
        await self.wait(lambda c: c.view is not None and predicate(c.view), timeout)
        assert self.view is not None
        return self.view

    async def _answered(self, kinds: tuple[str, ...], before: int, errors: int) -> dict[str, Any]:
        await self.wait(lambda c: len(c.errors) > errors or any(
            json.loads(f).get("type") in kinds for f in c.frames[before:]))
        if len(self.errors) > errors:
            raise ServiceError(self.errors[-1])
        return next(json.loads(f) for f in self.frames[before:] if json.loads(f).get("type") in kinds)

    def _lang(self) -> dict[str, str]:
        return {"lang": self.lang} if self.lang else {}

    async def create(self, rules: Any, seats: list[dict[str, Any]], seed: int | None = None,
                     **extra: Any) -> str:
        """Create a table and become its host; returns the room code. Raises :class:`ServiceError`."""
        before, errors = len(self.frames), len(self.errors)
        message = {"type": "create", "rules": rules, "seats": seats, **self._lang(), **extra}
        if seed is not None:
            message["seed"] = seed
        await self.send(message)
        await self._answered(("created",), before, errors)
        await self.wait_view()
        assert self.room is not None
        return self.room

    async def join(self, room: str, name: str, role: str = "player", **extra: Any) -> int | None:
        """Join ``room`` as a player or a spectator; returns the seat (``None`` for a spectator)."""
        before, errors = len(self.frames), len(self.errors)
        await self.send({"type": "join", "room": room, "name": name, "as": role, **self._lang(), **extra})
        await self._answered(("joined",), before, errors)
        await self.wait(lambda c: any(json.loads(f).get("type") == "view" for f in c.frames[before:]))
        return self.seat

    async def rejoin(self) -> int | None:
        """Open a new socket and take the same seat (or a spectator's place) back with the token; the missed
        events arrive first."""
        if self.socket is not None:
            self.socket.close()
        await self._open()
        before, errors = len(self.frames), len(self.errors)
        role = "player" if self.seat is not None else "spectator"
        await self.send({"type": "join", "room": self.room, "name": "", "as": role, "token": self.token,
                         "seq": max(self.seq, self.last_event), **self._lang()})
        await self._answered(("joined",), before, errors)
        await self.wait(lambda c: any(json.loads(f).get("type") == "view" for f in c.frames[before:]))
        return self.seat

    async def start(self) -> None:
        """The host deals the round."""
        errors = len(self.errors)
        await self.send({"type": "start"})
        await self.wait(lambda c: len(c.errors) > errors or (c.view is not None and c.view["started"]
                                                             and c.view["phase"] != "over"))
        if len(self.errors) > errors:
            raise ServiceError(self.errors[-1])

    async def move(self, move: str) -> None:
        """Send a move against the latest view's sequence number (no waiting for its answer)."""
        await self.send({"type": "move", "move": move, "seq": self.seq})

    def close(self) -> None:
        """Close the socket."""
        if self.socket is not None:
            self.socket.close()
        if self._reader is not None:
            self._reader.cancel()
