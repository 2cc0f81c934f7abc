"""Move analysis: "why?" and "what if?".

- :func:`evaluate`: every legal move of a seat with its estimated chance of winning the round and a
  95% interval (determinized Monte Carlo from what the seat knows, :mod:`unokit.analysis.evaluate`).
- :func:`solve`: the exact result of a small two-seat endgame in which every card is known
  (:mod:`unokit.analysis.solver`).
- :func:`review`: the moves of one seat in a record that were clearly worse than the best, with the
  reason in words (:mod:`unokit.analysis.review`).

The engine never imports this package; it imports only the engine and the bots.
"""

from unokit.analysis.evaluate import Evaluation, MoveEstimate, evaluate, rollouts_needed
from unokit.analysis.knowledge import SeatKnowledge, knowledge, sample_world
from unokit.analysis.review import Mistake, review
from unokit.analysis.solver import Solution, solve

__all__ = ["evaluate", "Evaluation", "MoveEstimate", "rollouts_needed", "knowledge", "SeatKnowledge", "sample_world",
           "solve", "Solution", "review", "Mistake"]
