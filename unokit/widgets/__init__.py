"""Jupyter widgets over a :class:`unokit.game.Game` (extra ``unokit[widgets]``).

- :class:`GameTable` — the table: seats, discard and draw piles, active colour, whose turn, scores;
  step through the game's history; legal moves and the reason for each; the move log; play against
  bots; load and save game records; colour-vision preview.
- :class:`HandView` — one hand as accessible, keyboard-operable card buttons (an anywidget).
- :class:`ColorADDLegend` — the ColorADD colours with signs and names, with a colour-vision preview.
- :class:`HouseRulesExplorer` — house rules against the plain preset over seeded rounds: table and plot.
- :class:`SharedTable` — a seat (or a spectator's place) at a shared table of the table service
  (``GameTable.join(url, room, name)``, ``GameTable.watch(url, room)``): the table fed by the service.
- :class:`ReviewTable` — a round reviewed from its record: every hand shown, step, jump to a move, what-if
  lines, and a second review that follows a host's.

Python is the only authority: the browser sends intents that the engine accepts or refuses.
Imports are lazy so ``import unokit.widgets`` stays cheap. Without ipywidgets or anywidget (a core
install, no ``[widgets]`` extra), ``import unokit.widgets`` raises
:class:`~unokit.extras.MissingExtraError` (a ``ModuleNotFoundError``) naming the missing package and the
install command.
"""

from __future__ import annotations

from typing import Any

from unokit.extras import require

require("unokit.widgets")

__all__ = ["GameTable", "HandView", "ColorADDLegend", "LogView", "RangeInput", "HouseRulesExplorer", "ReviewTable",
           "SharedTable"]

_WHERE = {
    "GameTable": "unokit.widgets.table",
    "HandView": "unokit.widgets.hand",
    "ColorADDLegend": "unokit.widgets.legend",
    "LogView": "unokit.widgets.log",
    "RangeInput": "unokit.widgets.range",
    "HouseRulesExplorer": "unokit.widgets.explorer",
    "ReviewTable": "unokit.widgets.review",
    "SharedTable": "unokit.widgets.shared",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        import importlib

        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(f"module 'unokit.widgets' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
