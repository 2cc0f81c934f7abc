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

__all__ = ["TableLive", "hold_ms", "HOLD_BASE_MS", "HOLD_MS_PER_CHARACTER", "HOLD_MAX_MS", "WAITING_JOINED"]

_STATIC = Path(__file__).parent / "static"

#: How long a polite message is kept in the status line before a newer one may replace it (ux-audit-2 N4,
#: WCAG 4.1.3): a screen reader may say only the latest text of an atomic live region, so a message replaced
#: within milliseconds may never be heard. The time is the message read aloud at 150 words per minute,
#: the common figure for conversational English speech (the audit reckons 180 for a screen reader: this is
#: the slower, safer end), at 6 characters a word (5 letters on average, and a space or a mark), so 15
#: characters a second: 67 ms a character, plus :data:`HOLD_BASE_MS` for the screen reader to notice the
#: change and start, and at most :data:`HOLD_MAX_MS`. A key press or a click in the table stops a screen
#: reader's speech, so the answer to it does not wait (see ``static/live.js``).
HOLD_BASE_MS = 500
HOLD_MS_PER_CHARACTER = 67
HOLD_MAX_MS = 15_000
#: When more than this many polite messages are waiting (bots playing on their own faster than messages
#: can be said), the waiting ones are said together as one message, in order, so the status line never
#: falls further and further behind the table; none is dropped.
WAITING_JOINED = 3


def hold_ms(text: str) -> int:
    """The least time, in milliseconds, the status line keeps the polite message ``text`` before a newer
    one replaces it: ``HOLD_BASE_MS + 67 ms per character``, at most :data:`HOLD_MAX_MS` (the reasoning and
    its source: :data:`HOLD_BASE_MS`). The page uses the same figures (synced to ``static/live.js``)."""
    return min(HOLD_MAX_MS, HOLD_BASE_MS + HOLD_MS_PER_CHARACTER * len(text))


class TableLive(PythonAuthority, anywidget.AnyWidget):
    """The live regions and focus keeper of one table.

    Synced traits (Python writes, the browser only reads): ``polite`` and ``assertive`` (the text of
    each region), ``serial`` (bumped by every :meth:`say`), ``focus`` (a CSS selector, inside the table,
    of the control that should take focus next; "" for the keeper's own choice) and ``focus_serial``
    (bumped by :meth:`focus_on`), and the figures of :func:`hold_ms`.

    The page queues polite messages (ux-audit-2 N4): each stays in the status line for at least
    :func:`hold_ms` of it; one that comes meanwhile waits its turn, and more than :data:`WAITING_JOINED`
    waiting are said together. The answer to the person's own key press or click (a question key, a move,
    a refusal) is shown at once: their key press has stopped the screen reader's speech anyway, and the
    messages that wait come after it. An assertive message (an alert) is never held back. Saying ``""``
    (:meth:`forget_private` of the table, a hot-seat hand-over) empties the status line and drops every
    waiting message, so nothing of one person's is shown to the next (security review F1, F8).
    """

    _browser_writable = frozenset()
    _esm = _STATIC / "live.js"
    _css = _STATIC / "table.css"  # the table's stylesheet travels with the table's own widget

    polite = traitlets.Unicode("").tag(sync=True)
    assertive = traitlets.Unicode("").tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)
    #: which region the latest announcement went to: "polite" or "assertive"
    latest = traitlets.Enum(("polite", "assertive"), "polite").tag(sync=True)
    #: the table's language, a BCP 47 tag: the page sets it as the table root's ``lang`` attribute (WCAG 3.1.1)
    lang = traitlets.Unicode("en").tag(sync=True)
    focus = traitlets.Unicode("").tag(sync=True)
    focus_serial = traitlets.Int(0).tag(sync=True)
    #: the hold of a polite message in the page (:func:`hold_ms`): base and per-character ms, and the most
    hold_base_ms = traitlets.Int(HOLD_BASE_MS).tag(sync=True)
    hold_ms_per_character = traitlets.Int(HOLD_MS_PER_CHARACTER).tag(sync=True)
    hold_max_ms = traitlets.Int(HOLD_MAX_MS).tag(sync=True)
    waiting_joined = traitlets.Int(WAITING_JOINED).tag(sync=True)

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
