"""The dashboard server's kernel manager: Jupyter Server's, with a seat for every visitor and a queue to start.

Every visit to the dashboard gets its own kernel. Closing the page asks Voila to stop it (a POST from the
page's ``beforeunload`` handler); when that request never arrives (a crashed browser, a lost network, a
mobile browser that skips ``beforeunload``), Jupyter Server's kernel culling stops the kernel instead.
``unokit dashboard`` turns culling on (:func:`unokit.dashboard.voila_command`) with
``cull_connected=False``: a kernel with an open page is never culled, however long its player thinks.

**Seats and the start queue** (issue 23, security review F2 and F7). Starting a kernel and running the
dashboard notebook in it costs a few CPU-seconds; thirty at once on a 2-core machine starved each other past
every time-out. So each page request of the notebook (:mod:`unokit.dashboard.server`) asks this manager for a
seat first (:meth:`DashboardKernelManager.admit`):

- with :attr:`~DashboardKernelManager.max_visitors` seats taken (pages with a kernel, kernels starting,
  visitors queued), the visitor gets the "table is full" page (HTTP 503);
- with :attr:`~DashboardKernelManager.max_starting` kernels starting already, the visitor gets a place in
  the queue and a light page that says how many visitors are ahead and opens the table by itself when their
  turn comes (it asks :meth:`~DashboardKernelManager.queue_state` every few seconds);
- otherwise the kernel starts (or the preheated one is handed over) at once.

A start slot is freed when the page has connected to its kernel (the kernel then sends the table to the
page, which costs the server CPU too), or :data:`CONNECT_HOLD_S` seconds after the page's HTML was complete
if it has not connected by then. A queued visitor whose page stops asking for :data:`TICKET_IDLE_S` seconds
loses their place; one whose turn came has :data:`CALLED_CLAIM_S` seconds to open the table.

**Idle clock.** Jupyter Server counts a kernel's idle time from its last message. Here:

- a kernel handed to a page that has not connected yet is never culled while its page is being sent, nor
  for :attr:`~DashboardKernelManager.page_connect_timeout` seconds after (a page still loading its scripts
  on a loaded machine; the review saw such kernels culled after 36 s). A page request that never connects
  (a bare HTTP GET, a tab closed while loading) gives its seat back after that;
- the clock restarts when a kernel's last page disconnects, so a page whose connection drops briefly
  (Wi-Fi, a laptop waking up) has the whole timeout to reconnect before its game is lost;
- the clock restarts when a kernel leaves Voila's pool of preheated kernels.

So a kernel is stopped between ``timeout`` and ``timeout + 2 * interval`` seconds after its page went
away, and a kernel with a page is never stopped. Voila wraps this class with its pool
(``VoilaConfiguration.multi_kernel_manager_class``) and never culls a kernel while it waits in the pool.

**A page's kernel that dies** (killed, out of memory) is restarted empty by Jupyter Server; the game's
widgets are gone with the old process. This manager stops such a kernel at once, so the page's connection
ends and the page says the game was lost, with a reload button (the ``unokit`` Voila template).
"""

from __future__ import annotations

import asyncio
import contextvars
import os
import secrets
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Integer, default

__all__ = ["DashboardKernelManager", "Visit", "current_visit", "TICKET_IDLE_S", "CALLED_CLAIM_S",
           "CONNECT_HOLD_S", "PAGE_CONNECT_TIMEOUT_S"]

#: Seconds a queued visitor's page may go without asking for its place before the place is given up (the
#: page asks every 2 s; a browser slows the timers of a hidden tab to about once a minute).
TICKET_IDLE_S = 90
#: Seconds a queued visitor whose turn came has to open the table before the start slot goes to the next.
CALLED_CLAIM_S = 30
#: Seconds a page's start slot stays taken after its HTML was complete, waiting for the page to connect.
CONNECT_HOLD_S = 30
#: Seconds a kernel handed to a page may wait for the page to connect, counted from the end of the page's
#: HTML (5 minutes: a page loading its scripts on a loaded 2-core machine took over a minute).
PAGE_CONNECT_TIMEOUT_S = 300


@dataclass(eq=False)
class Visit:
    """One page request of the dashboard notebook that holds a seat: ``kernel_id`` once its kernel is known,
    ``starting`` while it holds a start slot, ``sent_at`` (``time.monotonic()`` s) once its HTML is complete,
    ``connected`` once the page has opened a connection to its kernel."""

    kernel_id: str | None = None
    starting: bool = True
    sent_at: float | None = None
    connected: bool = False


#: The visit whose page request is running in this task (set by the page handler around Voila's rendering,
#: so the kernel it starts or takes from the pool is known as that page's).
current_visit: contextvars.ContextVar[Visit | None] = contextvars.ContextVar("unokit_visit", default=None)


class DashboardKernelManager(AsyncMappingKernelManager):
    """An ``AsyncMappingKernelManager`` that seats visitors (:meth:`admit`), queues kernel starts, never culls
    a kernel whose page has not connected yet, and restarts the idle clock when a kernel's last page
    disconnects and when it leaves Voila's preheated pool."""

    max_visitors = Integer(0, config=True, help="Most visitors (pages with a kernel, starting or queued) at "
                                                "once; more get the 'table is full' page. 0: no limit.")
    max_starting = Integer(config=True, help="Kernels started at the same time; later visitors wait in a "
                                             "queue. Default: the number of CPUs.")
    page_connect_timeout = Integer(PAGE_CONNECT_TIMEOUT_S, config=True,
                                   help="Seconds a page's kernel waits for the page to connect after its "
                                        "HTML is sent before it may be culled.")

    @default("max_starting")
    def _default_max_starting(self) -> int:
        return max(1, os.cpu_count() or 1)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._waiting_in_pool: set[str] = set()  # pooled kernels at the culler's last look
        self._visits: set[Visit] = set()
        self._queue: dict[str, float] = {}  # ticket -> last time its page asked (monotonic s), in order
        self._called: dict[str, float] = {}  # ticket whose turn came -> when (monotonic s)
        rendered = getattr(self, "get_rendered_notebook", None)  # Voila's pool, when preheating
        if rendered is not None:
            async def get_rendered_notebook(*args: Any, **kw: Any) -> Any:
                result = await rendered(*args, **kw)
                self._claim(result[2])  # (render task, rendered cells, kernel id)
                return result

            self.get_rendered_notebook = get_rendered_notebook

    # -- seats and the queue -----------------------------------------------------------------------

    def admit(self, ticket: str | None = None) -> tuple[str, Any]:
        """Seat a visitor whose page request just came (``ticket``: their place in the queue, if any).

        Returns ``("go", visit)`` (a :class:`Visit` holding a start slot: serve the notebook, then call
        :meth:`page_sent`), ``("queue", ticket)`` (a place in the queue: serve the queue page) or
        ``("full", None)`` (every seat is taken: serve the "table is full" page)."""
        now = time.monotonic()
        self._tidy(now)
        if ticket is not None and ticket in self._called:
            del self._called[ticket]
            return "go", self._seat()
        if ticket is not None and ticket in self._queue:  # the queue page was reloaded: same place
            self._queue[ticket] = now
            return "queue", ticket
        if self.max_visitors and self.seats_taken() >= self.max_visitors:
            return "full", None
        if not self._queue and not self._called and self.starting() < self.max_starting:
            return "go", self._seat()
        ticket = secrets.token_urlsafe(16)
        self._queue[ticket] = now
        return "queue", ticket

    def _seat(self) -> Visit:
        visit = Visit()
        self._visits.add(visit)
        return visit

    def page_sent(self, visit: Visit) -> None:
        """The page request of ``visit`` ended: without a kernel it gives its seat and start slot back; with one,
        the start slot is freed when the page connects (or :data:`CONNECT_HOLD_S` s later)."""
        visit.sent_at = time.monotonic()
        if visit.kernel_id is None or visit.kernel_id not in self:
            visit.starting = False
            self._visits.discard(visit)
        elif visit.connected:
            visit.starting = False
        self._tidy(visit.sent_at)

    def queue_state(self, ticket: str) -> dict[str, Any]:
        """What the queue page of ``ticket`` shows: ``{"state": "waiting", "ahead": n}`` (``n`` visitors
        whose table is starting or who queued earlier), ``{"state": "go"}`` (open the table now) or
        ``{"state": "gone"}`` (no such place: it was given up or used)."""
        now = time.monotonic()
        self._tidy(now)
        if ticket in self._called:
            return {"state": "go"}
        if ticket in self._queue:
            self._queue[ticket] = now
            return {"state": "waiting", "ahead": list(self._queue).index(ticket) + self.starting()}
        return {"state": "gone"}

    def seats_taken(self) -> int:
        """Visitors holding a seat: pages with a kernel (or one starting), queued and called visitors."""
        self._drop_gone_visits()
        return len(self._visits) + len(self._queue) + len(self._called)

    def starting(self) -> int:
        """Start slots in use: page requests still being sent, and queued visitors whose turn came."""
        return sum(visit.starting for visit in self._visits) + len(self._called)

    def _tidy(self, now: float) -> None:
        """Give back the seats of pages whose kernel is gone and the places of queue pages gone quiet."""
        self._drop_gone_visits()
        for ticket, seen in list(self._queue.items()):
            if now - seen > TICKET_IDLE_S:
                del self._queue[ticket]
        for ticket, called in list(self._called.items()):
            if now - called > CALLED_CLAIM_S:
                del self._called[ticket]
        self._call_next()

    def _drop_gone_visits(self) -> None:
        now = time.monotonic()
        for visit in self._visits:
            if visit.starting and visit.sent_at is not None and now - visit.sent_at > CONNECT_HOLD_S:
                visit.starting = False  # sent, never connected: the slot goes to the next visitor
            if visit.starting and visit.kernel_id is not None and visit.sent_at is not None and (
                    visit.kernel_id not in self):
                visit.starting = False
        self._visits = {visit for visit in self._visits
                        if visit.starting or (visit.kernel_id is not None and visit.kernel_id in self)}

    def _call_next(self) -> None:
        while self._queue and self.starting() < self.max_starting:
            ticket = next(iter(self._queue))
            del self._queue[ticket]
            self._called[ticket] = time.monotonic()

    def _visit_of(self, kernel_id: str) -> Visit | None:
        return next((visit for visit in self._visits if visit.kernel_id == kernel_id), None)

    def _claim(self, kernel_id: str) -> None:
        """Make ``kernel_id`` the kernel of the page request running in this task, if any."""
        visit = current_visit.get()
        if visit is None or visit.kernel_id is not None:
            return
        visit.kernel_id = kernel_id
        self._restart_idle_clock(kernel_id)
        try:
            self.add_restart_callback(kernel_id, lambda: self._page_kernel_restarted(kernel_id), "restart")
        except KeyError:  # already gone
            pass

    def _page_kernel_restarted(self, kernel_id: str) -> None:
        self.log.warning("The kernel %s of a dashboard page died and was restarted empty: stopping it (its "
                         "page says the game was lost and offers a reload).", kernel_id)
        asyncio.ensure_future(self._stop_when_restarted(kernel_id))

    async def _stop_when_restarted(self, kernel_id: str) -> None:
        """Stop ``kernel_id`` once its restart is over (stopping it half-restarted fails in Jupyter Client)."""
        for _ in range(1200):  # at most 2 minutes on a loaded machine
            kernel = self._kernels.get(kernel_id)
            if kernel is None:
                return
            if kernel.ready.done():
                break
            await asyncio.sleep(0.1)
        try:
            await self.shutdown_kernel(kernel_id)
        except Exception:  # noqa: BLE001 (already gone, or stopped by its page meanwhile: nothing left to do)
            self.log.debug("The restarted kernel %s was already stopped", kernel_id, exc_info=True)

    # -- kernels -------------------------------------------------------------------------------------

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]  # jupyter_client types it by its sync base; the async manager's is a coroutine
        """Start a kernel (Jupyter Server's); one Voila starts for a page request (not for its pool) becomes
        that page's kernel."""
        kernel_id = await super().start_kernel(*args, **kwargs)
        if (kwargs.get("env") or {}).get("VOILA_PREHEAT") == "False":  # Voila's mark of a page's own kernel
            self._claim(kernel_id)
        return kernel_id

    def notify_connect(self, kernel_id: str) -> None:
        """Record one new connection (a page's websocket) to ``kernel_id``."""
        super().notify_connect(kernel_id)
        visit = self._visit_of(kernel_id)
        if visit is not None:
            visit.connected = True
            if visit.sent_at is not None and visit.starting:  # its page is up: the next visitor's turn
                visit.starting = False
                self._call_next()

    def notify_disconnect(self, kernel_id: str) -> None:
        """Record one closed connection (a page's websocket) to ``kernel_id``; with none left, the kernel's
        ``last_activity`` becomes now."""
        super().notify_disconnect(kernel_id)
        if not self._kernel_connections.get(kernel_id):
            self._restart_idle_clock(kernel_id)

    async def cull_kernels(self) -> None:
        """Cull idle kernels (Jupyter Server's rules), after restarting the idle clock of every kernel that
        has left Voila's pool since the last look; give back seats and queue places that are gone."""
        self._tidy(time.monotonic())
        pooled = self._pooled_kernel_ids()
        for kernel_id in self._waiting_in_pool - pooled:
            self._restart_idle_clock(kernel_id)
        self._waiting_in_pool = pooled
        await super().cull_kernels()

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        """Jupyter Server's culling, except for a kernel whose page has not connected yet: kept while the page
        is sent and for :attr:`page_connect_timeout` seconds after."""
        visit = self._visit_of(kernel_id)
        if visit is not None and not visit.connected and (
                visit.sent_at is None or time.monotonic() - visit.sent_at < self.page_connect_timeout):
            return
        await super().cull_kernel_if_idle(kernel_id)

    def _pooled_kernel_ids(self) -> set[str]:
        """Ids of the started kernels waiting in Voila's pool (its ``_pools``: notebook -> list of tasks whose
        result holds ``kernel_id``; read as Voila's own ``cull_kernel_if_idle`` reads it). Empty without a pool."""
        found = set()
        for pool in getattr(self, "_pools", {}).values():
            for task in pool:
                if task.done() and not task.cancelled() and task.exception() is None:
                    found.add(task.result().get("kernel_id"))
        return found

    def _restart_idle_clock(self, kernel_id: str) -> None:
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:
            kernel.last_activity = datetime.now(timezone.utc)  # the clock Jupyter Server uses
