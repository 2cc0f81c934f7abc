"""The dashboard server's kernel manager: Jupyter Server's, with idle time counted from the last page closing.

Every visit to the dashboard gets its own kernel. Closing the page asks Voila to stop it (a POST from the
page's ``beforeunload`` handler); when that request never arrives (a crashed browser, a lost network, a
mobile browser that skips ``beforeunload``), Jupyter Server's kernel culling stops the kernel instead.
``unokit dashboard`` turns culling on (:func:`unokit.dashboard.voila_command`) with
``cull_connected=False``: a kernel with an open page is never culled, however long its player thinks.

Jupyter Server counts a kernel's idle time from its last message. This manager restarts that clock at
two more moments:

- when the kernel's last page disconnects, so a page whose connection drops briefly (Wi-Fi, a laptop
  waking up) has the whole timeout to reconnect before its game is lost;
- when the kernel leaves Voila's pool of preheated kernels for a new page (seen at the next look, at most
  ``interval`` seconds later). A pooled kernel ran the notebook long ago; without this, it could be culled
  in the second between being handed to a page and the page connecting to it.

So a kernel is stopped between ``timeout`` and ``timeout + 2 * interval`` seconds after its page went
away, and a kernel with a page is never stopped. Voila wraps this class with its pool
(``VoilaConfiguration.multi_kernel_manager_class``) and never culls a kernel while it waits in the pool.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

__all__ = ["DashboardKernelManager"]


class DashboardKernelManager(AsyncMappingKernelManager):
    """An ``AsyncMappingKernelManager`` whose idle clock restarts when a kernel's last page disconnects and
    when it leaves Voila's preheated pool."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._waiting_in_pool: set[str] = set()  # pooled kernels at the culler's last look

    def notify_disconnect(self, kernel_id: str) -> None:
        """Record one closed connection (a page's websocket) to ``kernel_id``; with none left, the kernel's
        ``last_activity`` becomes now."""
        super().notify_disconnect(kernel_id)
        if not self._kernel_connections.get(kernel_id):
            self._restart_idle_clock(kernel_id)

    async def cull_kernels(self) -> None:
        """Cull idle kernels (Jupyter Server's rules), after restarting the idle clock of every kernel that
        has left Voila's pool since the last look."""
        pooled = self._pooled_kernel_ids()
        for kernel_id in self._waiting_in_pool - pooled:
            self._restart_idle_clock(kernel_id)
        self._waiting_in_pool = pooled
        await super().cull_kernels()

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
