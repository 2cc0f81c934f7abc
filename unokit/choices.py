"""Which bots, colour-vision previews, table modes and themes exist, and which player counts a preset
allows: the one place the table, the explorer, the dashboard and the command line read them.

- :data:`BOTS` — every bot by name, in :data:`unokit.agents.AGENTS`'s order, with its label in words
  (:data:`BOT_LABELS`); :data:`TABLE_BOTS`, the bots a table's seats may be (the ``uniform`` bot, which
  draws even with a playable card, makes rounds too long to watch at a table).
- :data:`VISIONS` — the colour-vision previews (:mod:`unokit.render.cvd` simulates them) with their
  labels (:data:`VISION_LABELS`).
- :data:`MODES` — a table's modes; :data:`THEMES` — a table's colour themes.
- :func:`players_allowed` — the player-count check of a preset (RULES.md "Players").

This module is plain Python: it imports neither Jupyter nor numpy, so the engine and the command line may
read it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from unokit.agents import AGENTS
from unokit.errors import UnokitError
from unokit.rules import players_allowed  # the engine's check, listed here with the other choices

__all__ = ["BOTS", "BOT_LABELS", "TABLE_BOTS", "VISIONS", "VISION_LABELS", "MODES", "THEMES",
           "check_choice", "check_bot", "bot_options", "bot_label", "vision_options", "players_allowed"]

_BOT_WORDS = {
    "random": "Random: plays any legal card",
    "uniform": "Uniform: any legal move, even drawing or keeping a playable card (slow, long rounds)",
    "greedy": "Greedy: plays its best card by a simple plan",
}
#: Every bot by name with its label, in :data:`unokit.agents.AGENTS`'s order (a bot added there without a
#: label here stops this module loading: every bot offered is named in words).
BOT_LABELS: dict[str, str] = {name: _BOT_WORDS[name] for name in AGENTS}
#: Each bot's label in the catalogues (DESIGN.md contract 7), message ids by bot name: the New game form's
#: (``dash-bot-*``) and the house-rule explorer's (``explore-bot-uniform``, the bot only it offers).
_BOT_MESSAGES = {"random": "dash-bot-random", "uniform": "explore-bot-uniform", "greedy": "dash-bot-greedy"}
#: Every bot by name (:data:`unokit.agents.AGENTS`).
BOTS: tuple[str, ...] = tuple(BOT_LABELS)
#: The bots a table's seats may be (the GameTable, the dashboard's seats, a shared table's address).
TABLE_BOTS: tuple[str, ...] = ("random", "greedy")

#: The colour-vision previews, ``"normal"`` first (the names :func:`unokit.render.cvd.canonical_vision`
#: reads; that module keeps numpy out until a preview is drawn).
VISION_LABELS: dict[str, str] = {
    "normal": "Typical colour vision",
    "protanopia": "Protanopia (no red cones)",
    "deuteranopia": "Deuteranopia (no green cones)",
    "tritanopia": "Tritanopia (no blue cones)",
    "achromatopsia": "Achromatopsia (no colour)",
}
VISIONS: tuple[str, ...] = tuple(VISION_LABELS)

#: Table modes: teaching (every hand face up, any seat can be moved) or play (people against bots).
MODES: tuple[str, ...] = ("teaching", "play")
#: Colour themes: "auto" follows JupyterLab's (--jp-* variables), "light" and "dark" force one.
THEMES: tuple[str, ...] = ("auto", "light", "dark")


def check_choice(what: str, value: Any, allowed: Iterable[str]) -> str:
    """``value`` if it is one of ``allowed``, else :class:`~unokit.errors.UnokitError`
    ("unknown theme 'x'; themes are: auto, light, dark")."""
    allowed = tuple(allowed)
    if not isinstance(value, str) or value not in allowed:
        raise UnokitError(f"unknown {what} {value!r}; {what}s are: {', '.join(allowed)}")
    return value


def check_bot(bot: Any, allowed: Iterable[str] = TABLE_BOTS) -> str:
    """``bot`` if it is one of ``allowed`` (default :data:`TABLE_BOTS`), else
    :class:`~unokit.errors.UnokitError` naming the bots."""
    allowed = tuple(allowed)
    if not isinstance(bot, str) or bot not in allowed:
        raise UnokitError(f"unknown bot {bot!r}; bots are: {', '.join(allowed)}")
    return bot


def bot_options(bots: Iterable[str] = TABLE_BOTS) -> list[tuple[str, str]]:
    """``[(label, name)]`` of ``bots`` for a dropdown (:data:`BOT_LABELS`)."""
    return [(BOT_LABELS[name], name) for name in bots]


def bot_label(bot: str, lang: str = "en") -> str:
    """The label of ``bot`` in ``lang`` (a tag of :data:`unokit.i18n.LANGUAGES`), from the catalogue:
    ``bot_label("greedy", "pt-PT")`` -> ``"Guloso: joga a sua melhor carta com um plano simples"``; in English
    :data:`BOT_LABELS`' words. Raises ``KeyError`` for an unknown bot, :class:`~unokit.errors.LanguageError`
    for an unknown language."""
    from unokit.i18n import message

    return message(_BOT_MESSAGES[bot], lang)


def vision_options(labels: Mapping[str, str] = VISION_LABELS, *, previews: bool = True) -> list[tuple[str, str]]:
    """``[(label, vision)]`` for a dropdown; ``previews=False``: ``"normal"`` only (an edition without the
    simulation's libraries)."""
    return [(label, key) for key, label in labels.items() if previews or key == "normal"]
