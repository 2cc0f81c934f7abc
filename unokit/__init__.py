"""unokit: teach and play an UNO-style card game, accessibly, in Jupyter.

Start here (a teacher's or a student's way in; each name has its own ``help``):

- ``unokit.Game("classic", players=["Ana", "Ben"], seed=7)``: a round you can play and undo;
  ``game.legal_moves(game.current)``, ``game.explain("R7").reason`` (why a card can or cannot be played,
  in plain words), ``game.push(move)`` and ``game.pop()``. Presets: ``unokit.PRESETS``; house rules are
  flags: ``unokit.find_preset("classic", seven_swap=True)``.
- ``unokit.widgets.GameTable(game)``: the table in a notebook (needs the ``widgets`` extra); a ``Card``
  shows itself as its card face.
- ``unokit.render.svg.card(card)``: a card face with ColorADD colour signs, as SVG;
  ``unokit.render.sheets.sheet_pdf(...)``: printable card sheets.
- ``unokit.record``: game records (save, load, replay); ``unokit.simulate``: many rounds played by bots.
- The ``unokit`` command (``unokit --help``) and the notebooks in ``notebooks/`` do the same from outside Python.

The engine (cards, rules, moves, game, record) imports no Jupyter, SVG or PDF code; renderers and
widgets are imported on demand.

Engine layout (arrows point to what a module imports): cards <- rules <- moves <- state, phrases,
rulebook, deal <- views <- game.

- ``cards``, ``rules``, ``moves``: card notation, the :class:`Rules` flags and presets, move notation.
- ``state``: the value types (``Position``, ``Explanation``, ``Outcome``, ``SeatView``, ``Phase``), the
  one position validator and the general-path undo record; ``phrases``: shared wording.
- ``rulebook``: one module per rule (matching, actions, stacking, challenge, drawing, uno, multi,
  finishing), each a small :class:`~unokit.rulebook.Rule` with named hooks, one precedence list
  (``RULE_ORDER``) and a ``Rulebook`` compiled once per ``Rules`` value (matching table, fast ranks).
- ``deal``: dealer draw, dealing, starter card, ``arranged_deck``.
- ``views``: what may be read of a game; ``game``: :class:`Game`, the driver (legal moves, push / pop
  with their fast paths, the general path running the rulebook's hooks).
- ``record``, ``scoring``, ``agents``, ``simulate``: records, points, bots, Monte Carlo.

>>> import unokit
>>> game = unokit.Game("classic", players=["Ana", "Ben"], seed=7)
>>> game.current in (0, 1)
True
"""

from unokit.cards import Card, Color, Rank, make_deck, parse_cards
from unokit.errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidMoveError,
    RecordError,
    RenderError,
    RulesError,
    UnokitError,
)
from unokit.moves import Move, MoveKind
from unokit.rules import PRESETS, Rules, find_preset

__version__ = "0.1.0"

__all__ = [
    "Card", "Color", "Rank", "make_deck", "parse_cards",
    "Move", "MoveKind",
    "Rules", "PRESETS", "find_preset",
    "Game", "Explanation", "Outcome", "SeatView",
    "UnokitError", "InvalidCardError", "InvalidMoveError", "IllegalMoveError", "RulesError",
    "RecordError", "RenderError",
    "__version__",
]


def __getattr__(name: str):  # lazy: the game module is the heaviest part of the engine
    if name in ("Game", "Explanation", "Outcome", "SeatView"):
        from unokit import game

        return getattr(game, name)
    raise AttributeError(f"module 'unokit' has no attribute {name!r}")
