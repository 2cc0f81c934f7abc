"""Load and save a GameTable's game record (DESIGN.md contract 3): the upload control (the page checks a
file's size before sending it), the Save button and the download link.

A record holds the seed, which fixes every hidden card: in play mode it is offered only once the round is
over (security review F4).
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from unokit.commands import cut_quotes
from unokit.errors import UnokitError
from unokit.i18n import problem_text
from unokit.widgets.files import UploadButton

__all__ = ["TableRecords", "RECORD_MAX_BYTES"]

#: Largest record file the table loads, in bytes (512 KB). The longest rounds measured (40 random-bot rounds
#: of 10 players per preset) gave records of at most 8.3 KB (party, 504 moves) and 4.1 KB for black-uno
#: (247 moves): the limit is over 60 times that and far below the server's 10 MiB websocket message limit.
RECORD_MAX_BYTES = 512 * 1024


class TableRecords:
    """The records panel of one table.

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (the live game).
        note: says a sentence in the table's status line.
        load: replays a record at the table (the table's :meth:`~unokit.widgets.table.GameTable.load`;
            raises :class:`~unokit.errors.UnokitError` with the reason said).
    """

    def __init__(self, session: Any, *, note: Callable[[str], Any], load: Callable[[Any], Any]) -> None:
        self.session = session
        self._note, self._load = note, load
        # the file's size is checked in the page before it is sent (UploadButton): a 30 MB file sent as one
        # websocket message closed the page's connection and left the upload dead
        self.upload = UploadButton(session.say("table-record-load"), on_file=self._on_upload, accept=".json,application/json",
                                   max_bytes=RECORD_MAX_BYTES, what=session.say("dash-file-a-record"), report=note)
        self.upload.lang = session.lang  # its size and error messages in the table's language
        self.upload.add_class("unokit-upload")
        label = session.say("table-record-save")
        self.save_button = widgets.Button(description=label, tooltip=label)
        self.save_button.on_click(lambda _b: self.save())
        self.download_html = widgets.HTML()

    def could_not_load(self, error: UnokitError) -> None:
        """Say why a record could not be loaded, in the table's language (a long value said short)."""
        reason = cut_quotes(problem_text(error, self.session.lang))  # a long value said short
        self._note(self.session.say("table-record-load-failed", error=reason))

    def _on_upload(self, name: str, data: bytes) -> None:
        """Load an uploaded record file (``name``, its bytes) with the reader ``unokit`` uses for a file
        (:func:`unokit.record.record_from_bytes`), so every message is the command line's; the upload control
        has refused files over :data:`RECORD_MAX_BYTES`. Every problem is said in the status line, and
        "Loading the game record…" is said there first, before any work, however long reading it takes."""
        from unokit.record import record_from_bytes

        self._note(self.session.say("table-record-loading"))
        try:
            record = record_from_bytes(data, name)
        except UnokitError as error:
            self.could_not_load(error)
            return
        try:
            self._load(record)
        except UnokitError:
            pass  # the reason is shown

    def to_record(self) -> dict[str, Any]:
        """The live game as a record dict (contract 3)."""
        from unokit.record import to_record

        return to_record(self.session.game)

    def save(self) -> str | None:
        """Offer the live game's record as a download link; returns the JSON text.

        In play mode only once the round is over: a record holds the seed, which fixes every hidden card.
        """
        if self.session.play and not self.session.game.is_over():
            self.download_html.value = ""
            self._note(self.session.say("table-record-save-when-over"))
            return None
        try:
            text = json.dumps(self.to_record(), indent=1)
        except UnokitError as error:
            self.download_html.value = ""
            self._note(self.session.say("table-record-cannot-save", error=problem_text(error, self.session.lang)))
            return None
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download_html.value = (
            f'<a class="unokit-download" download="unokit-game.json" '
            f'href="data:application/json;base64,{data}">{html.escape(self.session.say("table-record-download"))}</a>')
        self._note(self.session.say("table-record-ready"))
        return text
