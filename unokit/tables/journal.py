"""A table's journal on disk: one JSON object a line, appended and flushed to disk before it is applied.

The first line is the table's header (:meth:`unokit.tables.table.Table.header`); each later line is one
change (a seat taken, a round started, a move, a seat turned into a bot, open hands, the end). A service
that restarts reads every journal in its records folder and rebuilds each unfinished table from it
(:meth:`unokit.tables.table.Table.restore`). A last line cut short by a crash (no newline at its end) was
never acknowledged to anyone, so it is dropped.

Tokens are never written, only their SHA-256 (:func:`unokit.tables.table.hash_token`).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

__all__ = ["Journal", "read_journal", "JOURNAL_SUFFIX"]

#: File name ending of a table's journal: ``<ROOM>.table.jsonl``.
JOURNAL_SUFFIX = ".table.jsonl"


class Journal:
    """The append-only journal of one table at ``path``; ``sync`` (default True) makes every append wait for
    the disk (``os.fsync``) so that nothing acknowledged is lost if the machine stops."""

    def __init__(self, path: Path, *, sync: bool = True) -> None:
        self.path = Path(path)
        self.sync = sync
        self._file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115  (kept open: one table, many moves)

    def append(self, entry: dict[str, Any]) -> None:
        """Write ``entry`` as one line and push it to the disk. Raises ``OSError`` when it cannot be written
        (the caller then refuses the change: nothing is applied that is not on disk)."""
        self._file.write(json.dumps(entry, separators=(",", ":"), ensure_ascii=False) + "\n")
        self._file.flush()
        if self.sync:
            os.fsync(self._file.fileno())

    def close(self) -> None:
        """Close the file."""
        self._file.close()


def read_journal(path: Path) -> list[dict[str, Any]]:
    """The entries of the journal at ``path``, the header first. A last line without its newline (cut short
    while it was being written, so never acknowledged) is left out. Raises ``ValueError`` for a journal
    whose complete lines are not JSON objects."""
    text = Path(path).read_text(encoding="utf-8")
    lines = text.split("\n")
    complete = lines[:-1]  # the part after the last newline is "" or a line cut short
    entries = []
    for number, line in enumerate(complete, start=1):
        entry = json.loads(line)
        if not isinstance(entry, dict):
            raise ValueError(f"{path}: line {number} is not a JSON object")
        entries.append(entry)
    if not entries:
        raise ValueError(f"{path}: the journal has no header line")
    return entries
