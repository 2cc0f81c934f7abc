"""LogView: the move log in plain words as a polite live region, plus a status line (an anywidget).

The log is a persistent ``role="log"`` list: sentences added at the end are announced by screen
readers, earlier ones are not read again (WCAG 4.1.3 status messages). Text is set with
``textContent`` in the browser, so names and loaded records are shown as text, never as HTML.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

from unokit.widgets._sync import PythonAuthority

__all__ = ["LogView"]

_STATIC = Path(__file__).parent / "static"


class LogView(PythonAuthority, anywidget.AnyWidget):
    """A heading, an opening sentence (``setup``: the deal), a numbered list of sentences
    (``entries``, oldest first: item *n* is move *n*) and a ``status`` line.

    Python sets all three; the browser only shows them.
    """

    _browser_writable = frozenset()
    _esm = _STATIC / "log.js"
    _css = _STATIC / "table.css"  # the table's stylesheet travels with its log (one per table)

    heading = traitlets.Unicode("Moves").tag(sync=True)
    setup = traitlets.Unicode("").tag(sync=True)
    entries = traitlets.List(traitlets.Unicode()).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
