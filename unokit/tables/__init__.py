"""Shared tables: two to ten people on their own browsers at one game, each seeing only their own hand.

- :mod:`unokit.tables.table` — one table (seats, host, game, event log) and what each seat may see;
- :mod:`unokit.tables.journal` — the table's journal on disk, written before a change is applied;
- :mod:`unokit.tables.server` — the service (``unokit tables serve``): WebSockets with tornado, the wire
  protocol of DESIGN.md contract 6;
- :mod:`unokit.tables.client` — a protocol client for notebooks, scripts and tests.

The table and the journal need only the engine; the server and the client need tornado
(``pip install "unokit[tables]"``; the ``widgets`` extra brings it with Voila).
"""

from unokit.tables.table import Seat, Table, TableError

__all__ = ["Table", "Seat", "TableError"]
