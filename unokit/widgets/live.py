"""TableLive: a table's live regions and focus keeper (an anywidget with no controls of its own).

One polite region (the visible status line: moves, refusals, the drawn card) and one assertive region
(visually hidden; for what must interrupt), both made once and updated in place (WCAG 4.1.3). Python
sets the text with :meth:`TableLive.say`; every call bumps ``serial`` so the same sentence twice is read
twice. The front end also keeps keyboard focus inside the table when the focused control disappears
(WCAG 2.4.3): see ``static/live.js``. A keyboard handler for the table (issue 11) can add its keys to the
table's root and speak through the same two regions.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

from unokit.widgets._sync import PythonAuthority

__all__ = ["TableLive"]

_STATIC = Path(__file__).parent / "static"


class TableLive(PythonAuthority, anywidget.AnyWidget):
    """The live regions and focus keeper of one table.

    Synced traits (Python writes, the browser only reads): ``polite`` and ``assertive`` (the text of
    each region), ``serial`` (bumped by every :meth:`say`), ``focus`` (a CSS selector, inside the table,
    of the control that should take focus next; "" for the keeper's own choice) and ``focus_serial``
    (bumped by :meth:`focus_on`).
    """

    _browser_writable = frozenset()
    _esm = _STATIC / "live.js"
    _css = _STATIC / "table.css"  # the table's stylesheet travels with the table's own widget

    polite = traitlets.Unicode("").tag(sync=True)
    assertive = traitlets.Unicode("").tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)
    #: which region the latest announcement went to: "polite" or "assertive"
    latest = traitlets.Enum(("polite", "assertive"), "polite").tag(sync=True)
    focus = traitlets.Unicode("").tag(sync=True)
    focus_serial = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        #: every announcement made, oldest first, as (politeness, text): for tests and the log
        self.history: list[tuple[str, str]] = []
        from unokit.widgets.faults import watch

        watch(self)  # an exception in any widget handler is said here (and in the console)

    def say(self, text: str, *, assertive: bool = False) -> None:
        """Announce ``text`` once, politely (default; the visible status line) or assertively."""
        with self.hold_sync():
            if assertive:
                self.assertive, self.latest = text, "assertive"
            else:
                self.polite, self.latest = text, "polite"
            self.serial += 1
        if text:
            self.history.append(("assertive" if assertive else "polite", text))

    def clear_assertive(self) -> None:
        """Empty the assertive region without saying anything (a new deal: an alert about the last game,
        such as a refused setting, must not linger for someone reading the page later)."""
        if self.assertive:
            self.assertive = ""

    def focus_on(self, selector: str) -> None:
        """Ask the page to move focus to the control matching ``selector`` inside the table, if focus is
        in the table now (focus is never pulled from elsewhere on the page)."""
        with self.hold_sync():
            self.focus = selector
            self.focus_serial += 1
