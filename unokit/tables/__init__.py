"""Shared tables: two to ten people on their own browsers at one game, each seeing only their own hand.

- :mod:`unokit.tables.table` — one table (seats, host, game, event log) and what each seat may see;
- :mod:`unokit.tables.journal` — the table's journal on disk, written before a change is applied;
- :mod:`unokit.tables.server` — the service (``unokit tables serve``): WebSockets with tornado, the wire
  protocol of DESIGN.md contract 6;
- :mod:`unokit.tables.client` — a protocol client for notebooks, scripts and tests.

The table and the journal need only the engine; the server and the client need tornado
(``pip install "unokit[tables]"``; the ``widgets`` extra brings it with Voila).
"""

import os

from unokit.tables.table import Seat, Table, TableError

__all__ = ["Table", "Seat", "TableError", "SERVICE_URL_VARIABLE", "service_url"]

#: The environment variable through which ``unokit dashboard`` tells its kernels where the table service it
#: started listens (``ws://127.0.0.1:PORT/tables``); unset when it was started with ``--no-tables``.
SERVICE_URL_VARIABLE = "UNOKIT_TABLES_URL"


def service_url(environ: "os._Environ[str] | dict[str, str] | None" = None) -> str | None:
    """The table service's WebSocket URL given by ``unokit dashboard`` (:data:`SERVICE_URL_VARIABLE` in
    ``environ``, default ``os.environ``), or ``None`` when no service was started beside this kernel."""
    value = (os.environ if environ is None else environ).get(SERVICE_URL_VARIABLE, "").strip()
    return value or None
