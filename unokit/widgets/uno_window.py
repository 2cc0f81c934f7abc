"""The UNO window as a setting: how long bots wait for a person who played down to one card without
saying UNO before they may catch them (ux-audit-2 N3; WCAG 2.2.1 Timing Adjustable, level A).

WCAG 2.2.1 asks that a time limit can be turned off, or extended to at least ten times the default. The
table's default is :data:`UNO_WINDOW_DEFAULT_S` (5 s); the page offers :data:`UNO_WINDOW_CHOICES` — 5, 10,
20 and 60 s (twelve times the default) and "off". Off (``None`` in Python) means no time limit: the bots
wait until the person says UNO, or chooses to play on without it (then the bots may catch, as when time
runs out). From Python any whole number of seconds from 1 to :data:`UNO_WINDOW_MAX_S` is allowed.

Everything here is words and checks (no widget, no timer): :class:`~unokit.widgets.table.GameTable` keeps
the value as its ``uno_window`` traitlet, runs the countdown on the kernel's clock and shows it with
:func:`countdown_html`; the announcement settings panel offers the choices (:data:`PANEL_CHOICE`).
"""

from __future__ import annotations

import html
from typing import Any

from unokit.errors import UnokitError

__all__ = [
    "UNO_WINDOW_DEFAULT_S",
    "UNO_WINDOW_MAX_S",
    "UNO_WINDOW_CHOICES",
    "NO_LIMIT",
    "PANEL_CHOICE",
    "check_uno_window",
    "to_panel",
    "from_panel",
    "uno_alert",
    "countdown_html",
    "PLAY_ON_LABEL",
]

#: The UNO window when nobody sets it, seconds.
UNO_WINDOW_DEFAULT_S = 5
#: The longest window Python accepts, seconds (10 minutes; beyond that, turn the limit off).
UNO_WINDOW_MAX_S = 600
#: The choices the page offers, seconds; ``None`` is "off" (no time limit).
UNO_WINDOW_CHOICES: tuple[int | None, ...] = (5, 10, 20, 60, None)
#: The table's "seconds left" while the window is open with no time limit (its countdown shows no seconds).
NO_LIMIT = -1
#: The action that closes a window with no time limit: the person goes on without saying UNO.
PLAY_ON_LABEL = "Play on without UNO"
#: The setting as the announcement settings panel offers it: (name, legend, ((value, label), ...)).
PANEL_CHOICE: tuple[str, str, tuple[tuple[str, str], ...]] = (
    "uno_window", "Time to say UNO before the bots may catch you",
    tuple((str(seconds), f"{seconds} seconds" + (" (the default)" if seconds == UNO_WINDOW_DEFAULT_S else ""))
          for seconds in UNO_WINDOW_CHOICES if seconds is not None)
    + (("off", "No time limit: the bots wait until you say UNO or play on"),),
)


def check_uno_window(value: Any) -> int | None:
    """``value`` as the table keeps it: ``None`` (no time limit) or a whole number of seconds from 1 to
    :data:`UNO_WINDOW_MAX_S` (an ``int``, or a ``float`` with no fraction such as ``10.0``).

    Raises :class:`~unokit.errors.UnokitError` naming ``uno_window`` and what is allowed."""
    if value is None:
        return None
    whole = (isinstance(value, int) and not isinstance(value, bool)) or (isinstance(value, float) and value.is_integer())
    if not whole or not 1 <= value <= UNO_WINDOW_MAX_S:
        raise UnokitError(f"uno_window={value!r:.40} is not allowed: give whole seconds from 1 to {UNO_WINDOW_MAX_S} "
                          f"(the default is {UNO_WINDOW_DEFAULT_S}), or None for no time limit")
    return int(value)


def to_panel(value: int | None) -> str:
    """The panel's value of a window: ``"off"`` for ``None``, else the seconds as text."""
    return "off" if value is None else str(value)


def from_panel(value: Any) -> int | None:
    """The window a panel value stands for (``"off"`` is ``None``). Raises :class:`UnokitError` for a value
    the panel does not offer."""
    for seconds in UNO_WINDOW_CHOICES:
        if value == to_panel(seconds):
            return seconds
    allowed = ", ".join(to_panel(seconds) for seconds in UNO_WINDOW_CHOICES)
    raise UnokitError(f"uno_window {value!r:.40} is not one of the panel's choices: {allowed}")


def uno_alert(name: str, seconds: int | None, lang: str = "en") -> str:
    """The assertive alert that opens the window of the person ``name``, in ``lang`` (DESIGN.md contract 7)."""
    if lang != "en":
        from unokit.i18n import message

        if seconds is None:
            return message("table-uno-alert-no-limit", lang, name=name, play_on=message("table-uno-play-on", lang))
        return message("table-uno-alert", lang, name=name, seconds=seconds)
    if seconds is None:
        return (f"{name} has one card and did not say UNO: no time limit. The bots wait until you press Say UNO, "
                f"or {PLAY_ON_LABEL}.")
    return f"{name} has one card and did not say UNO: {seconds} seconds to press Say UNO before the bots may catch."


def countdown_html(left: int, lang: str = "en") -> str:
    """The visible countdown beside *Say UNO*: ``left`` seconds, or :data:`NO_LIMIT`; "" when 0 (closed); in
    ``lang`` (DESIGN.md contract 7)."""
    if not left:
        return ""
    if lang != "en":
        from unokit.i18n import message

        now = html.escape(message("table-uno-now", lang))
        if left == NO_LIMIT:
            rest = message("table-uno-now-no-limit", lang, play_on=message("table-uno-play-on", lang))
            return f'<p class="unokit-uno-window" data-seconds=""><strong>{now}</strong> {html.escape(rest)}</p>'
        rest = message("table-uno-now-seconds", lang, seconds=left)
        return f'<p class="unokit-uno-window" data-seconds="{left}"><strong>{now}</strong> {html.escape(rest)}</p>'
    if left == NO_LIMIT:
        return ('<p class="unokit-uno-window" data-seconds="">'
                f"<strong>Say UNO now:</strong> no time limit; the bots wait for you ({html.escape(PLAY_ON_LABEL)} "
                "to go on).</p>")
    return (f'<p class="unokit-uno-window" data-seconds="{left}">'
            f"<strong>Say UNO now:</strong> {left} s before the bots may catch.</p>")
