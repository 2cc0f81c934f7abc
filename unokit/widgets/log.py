"""LogView: the move log in plain words (an anywidget).

The log is a ``role="log"`` list that is not announced (``aria-live="off"``): a table speaks once per
move through its own live region (:class:`~unokit.widgets.live.TableLive`), so the log is read on
demand (it is focusable and scrolls). ``status`` keeps the table's latest message for Python readers;
the page shows it in the table's status line. Text is set with ``textContent`` in the browser, so
names and loaded records are shown as text, never as HTML.
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

    heading = traitlets.Unicode("Moves").tag(sync=True)
    setup = traitlets.Unicode("").tag(sync=True)
    entries = traitlets.List(traitlets.Unicode()).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
