"""How good is each move? Determinized Monte Carlo with 95% Wilson intervals.

For every legal move of a seat, :func:`evaluate` deals ``samples`` worlds consistent with what the
seat knows (:mod:`unokit.analysis.knowledge`), makes the move in each and plays the round out with
one bot policy for every seat (:mod:`unokit.agents`). The share of rounds the seat wins estimates
its probability of winning the round after that move; the 95% Wilson score interval
(:func:`unokit.simulate.wilson_interval`) says how far the estimate can be trusted.

A play that leaves the seat one card without declaring UNO is valued as made: the other seats may
catch it before it declares late (:func:`_others_may_catch`), so forgetting UNO costs what it costs.

Every move is tried in the same worlds with the same bots (common random numbers), so differences
between moves are measured more precisely than the intervals of the moves alone suggest
(:meth:`Evaluation.difference`).

Sample ``i`` is dealt and played from seeds derived from ``(seed, i)`` (:func:`unokit.simulate.round_seed`),
and samples are processed in fixed chunks, so the result is the same for any ``jobs``.

>>> from unokit.game import Game
>>> result = evaluate(Game("classic", 2, seed=3), samples=20, seed=1)
>>> all(row.rollouts == 20 for row in result.rows)
True
"""

from __future__ import annotations

import contextlib
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from unokit.agents import AGENTS
from unokit.analysis.knowledge import SeatKnowledge, knowledge, sample_world
from unokit.analysis.policies import rollout_agent
from unokit.errors import AnalysisError
from unokit.moves import Move, MoveKind
from unokit.phrases import Reason
from unokit.simulate import (
    DEFAULT_MAX_MOVES,
    MAX_JOBS,
    _Progress,
    play_out,
    round_seed,
    wilson_interval,
    worker_pool,
)

if TYPE_CHECKING:  # pragma: no cover
    from unokit.agents import Agent
    from unokit.game import Game

__all__ = ["MoveEstimate", "Evaluation", "evaluate", "rollouts_needed", "shared_workers", "MAX_SAMPLES", "CHUNK",
           "BATCH"]

#: Most samples (worlds) one evaluation deals.
MAX_SAMPLES = 1_000_000
#: Samples per task handed to a worker process (fixed, so the result does not depend on ``jobs``).
CHUNK = 25
#: With ``adaptive=True``, moves are compared after every this many samples.
BATCH = 100
#: z for a 95% interval (two-sided).
Z95 = 1.959963984540054


@dataclass(frozen=True)
class MoveEstimate:
    """One row of an evaluation: a move and how often the seat won after it.

    Attributes:
        move: the move.
        wins: rollouts the seat won.
        rollouts: rollouts played (one per world dealt, fewer than ``samples`` when stopped early).
        low, high: the 95% Wilson score interval of the win probability (0-1).
        stopped_early: whether ``adaptive`` stopped this move because its interval lay clear below
            the best move's.
        outcomes: one byte per rollout, 1 = won, in sample order (for paired comparisons).
    """

    move: Move
    wins: int
    rollouts: int
    low: float
    high: float
    stopped_early: bool = False
    outcomes: bytes = field(default=b"", repr=False, compare=False)

    @property
    def estimate(self) -> float:
        """The estimated probability that the seat wins the round after this move (0-1)."""
        return self.wins / self.rollouts if self.rollouts else 0.0

    @property
    def half_width(self) -> float:
        """Half the width of the 95% interval (0-1); 0.03 is "±3 points"."""
        return (self.high - self.low) / 2

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: ``move`` (contract-2 text), ``estimate``, ``low``, ``high``, ``wins``,
        ``rollouts``, ``stopped_early``."""
        return {"move": self.move.notation(), "estimate": self.estimate, "low": self.low, "high": self.high,
                "wins": self.wins, "rollouts": self.rollouts, "stopped_early": self.stopped_early}


@dataclass(frozen=True)
class Evaluation:
    """The result of :func:`evaluate`: one :class:`MoveEstimate` per legal move, in legal-move order.

    Attributes:
        seat: the seat evaluated; samples, policy, seed, adaptive: the options used.
        rows: the estimates, shape ``(legal moves,)``, in the engine's canonical move order.
    """

    seat: int
    samples: int
    policy: str
    seed: int
    adaptive: bool
    rows: tuple[MoveEstimate, ...]

    @property
    def best(self) -> MoveEstimate:
        """The row with the highest estimate (ties: the first in move order)."""
        return max(self.rows, key=lambda row: row.estimate)

    def ranked(self) -> list[MoveEstimate]:
        """The rows, highest estimate first (ties keep move order)."""
        return sorted(self.rows, key=lambda row: -row.estimate)

    def row(self, move: Move | str) -> MoveEstimate:
        """The row of ``move`` (a :class:`Move` or its notation). Raises :class:`AnalysisError`."""
        for row in self.rows:
            if row.move == move or (isinstance(move, str) and row.move.notation() == _normal(move, self.seat)):
                return row
        raise AnalysisError(f"{move!s} is not one of the moves evaluated: "
                            + ", ".join(r.move.notation() for r in self.rows))

    def difference(self, a: MoveEstimate, b: MoveEstimate) -> tuple[float, float]:
        """``(d, h)``: how much more often the seat wins after ``a`` than after ``b`` (0-1), and the
        half-width of its 95% interval, from the samples both moves played (the same worlds, so
        the comparison is paired: normal approximation of the mean paired difference)."""
        n = min(len(a.outcomes), len(b.outcomes))
        if n == 0:
            return 0.0, 1.0
        diffs = [x - y for x, y in zip(a.outcomes[:n], b.outcomes[:n], strict=True)]
        mean = sum(diffs) / n
        if n == 1:
            return mean, 1.0
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, Z95 * math.sqrt(var / n)

    def verdict(self, a: MoveEstimate, b: MoveEstimate) -> str:
        """Whether ``a`` and ``b`` can be told apart, in one sentence, judged by the paired difference
        (:meth:`difference`): the difference is clear when its 95% interval excludes zero.

        Both moves were played in the same dealt worlds, so this test is sharper than asking whether
        the two moves' own intervals overlap: two intervals may overlap while the paired difference
        still excludes zero.

        Args:
            a, b: two rows of this evaluation.

        Returns:
            e.g. ``"The difference is clear: its 95% interval, +1.2 to +20.2 percentage points,
            excludes zero."`` or ``"The difference is not clear: its 95% interval, -7.2 to +9.8
            percentage points, includes zero; more rollouts are needed to tell these moves apart."``

        Raises:
            AnalysisError: ``a`` or ``b`` is not a row of this evaluation.
        """
        for row in (a, b):
            if row not in self.rows:
                raise AnalysisError(f"{row.move.notation()} is not one of the moves evaluated: "
                                    + ", ".join(r.move.notation() for r in self.rows))
        difference, half = self.difference(a, b)
        low, high = 100 * (difference - half), 100 * (difference + half)
        interval = f"its 95% interval, {low:+.1f} to {high:+.1f} percentage points,"
        if low > 0 or high < 0:
            return f"The difference is clear: {interval} excludes zero."
        return (f"The difference is not clear: {interval} includes zero; more rollouts are needed "
                "to tell these moves apart.")

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: the options and ``moves`` (rows, highest estimate first)."""
        return {"seat": self.seat, "samples": self.samples, "policy": self.policy, "seed": self.seed,
                "adaptive": self.adaptive, "moves": [row.to_dict() for row in self.ranked()]}

    def format_table(self) -> str:
        """The rows as a plain-text table, highest estimate first (win chance and interval in %)."""
        width = max([len("move")] + [len(r.move.notation()) for r in self.rows])
        lines = [f"{'move':<{width}}  {'win %':>6}  {'95% interval':>14}  {'rollouts':>8}"]
        for row in self.ranked():
            note = "  (stopped early)" if row.stopped_early else ""
            lines.append(f"{row.move.notation():<{width}}  {100 * row.estimate:6.1f}  "
                         f"{100 * row.low:6.1f} - {100 * row.high:5.1f}  {row.rollouts:8d}{note}")
        return "\n".join(lines)


def _normal(text: str, seat: int) -> str:
    try:
        return Move.parse(text, seat=seat).notation()
    except ValueError:
        return text


# --------------------------------------------------------------------------------------------
# Rollouts
# --------------------------------------------------------------------------------------------
def _rollouts(task: tuple[SeatKnowledge, str, int, tuple[Move, ...], int, int, int]) -> list[bytes]:
    """Samples ``start..stop-1``: for each move, one byte per sample (1 = the seat won)."""
    info, policy, seed, moves, start, stop, max_moves = task
    seat = info.seat
    n = len(info.players)
    results = [bytearray() for _ in moves]
    for i in range(start, stop):
        world = sample_world(info, random.Random(round_seed(seed, i, salt="analysis-deal")),
                             seed=round_seed(seed, i, salt="analysis-game"))
        bot_seed = round_seed(seed, i, salt="analysis-bot")
        # every move meets the same bots (common random numbers): a bot that draws from its random
        # number generator is made afresh for each move; the greedy bot never draws, so one serves
        bots = [rollout_agent(policy, bot_seed)] * n if policy == "greedy" else None
        for k, move in enumerate(moves):
            game = world.copy()
            game.push(move)
            players = bots or [rollout_agent(policy, bot_seed)] * n
            if game.uno_open == seat:
                _others_may_catch(game, seat, players)
            play_out(game, players, max_moves=max_moves)
            outcome = game.outcome()
            results[k].append(1 if outcome is not None and outcome.winner == seat else 0)
    return [bytes(r) for r in results]


def _others_may_catch(game: Game, seat: int, bots: Sequence[Agent]) -> None:
    """After ``seat``'s move left it holding one card without having declared UNO, the other seats
    (in turn order) may catch it before it declares late (RULES.md classic "UNO": any other player
    may catch it; it may declare only "before being caught"): the first catch a bot makes is pushed.

    The move evaluated is the one made, not its declared form: were the seat itself offered the
    late declaration first (as :func:`unokit.simulate.play_out` offers the forgetful player), a play
    without ``uno`` would be worth exactly the play with it, and forgetting UNO could never show
    as a mistake. The exact solver values it the same way (it does not search that late ``uno``)."""
    n = len(bots)
    for offset in range(1, n):
        other = (seat + offset) % n
        reaction = bots[other].react(game, other)
        if reaction is not None and reaction.kind is MoveKind.CATCH:
            game.push(reaction)
            return


def _check(samples: Any, jobs: Any, policy: Any, seed: Any) -> str:
    for name, value, most in (("samples", samples, MAX_SAMPLES), ("jobs", jobs, MAX_JOBS)):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
            raise AnalysisError(f"{name} must be a whole number from 1 to {most:,}, not {value!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise AnalysisError(f"seed must be a whole number, not {seed!r}")
    key = policy.strip().lower() if isinstance(policy, str) else policy
    if key not in AGENTS:
        raise AnalysisError(f"unknown policy {policy!r}; policies are the bots: {', '.join(AGENTS)}")
    return key


def evaluate(
    game: Game,
    seat: int | None = None,
    *,
    samples: int,
    policy: str = "greedy",
    seed: int,
    jobs: int = 1,
    adaptive: bool = False,
    max_moves: int = DEFAULT_MAX_MOVES,
    progress: bool | Callable[[int], None] = False,
) -> Evaluation:
    """Estimate, for every legal move of ``seat``, the probability that the seat wins the round.

    Args:
        game: the game; only ``seat``'s knowledge of it is used (:func:`~unokit.analysis.knowledge.knowledge`).
        seat: the seat (default: the seat to act).
        samples: worlds to deal (rollouts per move), 1 to :data:`MAX_SAMPLES`.
        policy: the bot every seat plays in the rollouts: ``"greedy"``, ``"random"`` or ``"uniform"``.
        seed: the seed of the deals and bots.
        jobs: worker processes (1 to 256); the result does not depend on it.
        adaptive: compare the moves after every :data:`BATCH` samples and stop a move whose interval
            lies entirely below the best move's interval.
        max_moves: moves after which a rollout is stopped and counted as not won.
        progress: ``True`` for a progress bar on stderr (rich); a callable gets the rollouts done so far.

    Returns:
        an :class:`Evaluation` with one row per legal move.

    Raises:
        AnalysisError: the round is over, the seat has no legal move now, or an option is out of range.
    """
    policy = _check(samples, jobs, policy, seed)
    if seat is None:
        seat = game.current
        if seat is None:
            raise AnalysisError(Reason("analysis-problem-round-over", "the round is over; there is nothing left to analyse"))
    info = knowledge(game, seat)
    moves = tuple(game.view(seat).legal_moves)
    if not moves:
        raise AnalysisError(Reason("analysis-problem-no-move",
                                   f"seat {seat} has no move to make now; it is seat {game.current}'s turn",
                                   seat=str(seat), current=str(game.current)))
    outcomes: list[bytearray] = [bytearray() for _ in moves]
    stopped = [False] * len(moves)
    batch = BATCH if adaptive else samples
    pool = own = None
    if jobs > 1:
        pool = next((shared for size, shared in _SHARED if size == jobs), None)
        if pool is None:
            pool = own = worker_pool(min(jobs, -(-samples // CHUNK)))
    try:
        with _Progress(progress, samples * len(moves), label="analysing") as advance:
            for start in range(0, samples, batch):
                stop = min(start + batch, samples)
                active = [k for k in range(len(moves)) if not stopped[k]]
                act_moves = tuple(moves[k] for k in active)
                tasks = [(info, policy, seed, act_moves, a, min(a + CHUNK, stop), max_moves)
                         for a in range(start, stop, CHUNK)]
                results = pool.imap(_rollouts, tasks) if pool is not None else map(_rollouts, tasks)
                for task, chunk in zip(tasks, results, strict=True):
                    for k, data in zip(active, chunk, strict=True):
                        outcomes[k] += data
                    advance((task[5] - task[4]) * len(active))
                if adaptive and stop < samples:
                    _stop_clear_losers(outcomes, stopped)
    finally:
        if own is not None:
            own.close()
            own.join()
    rows = []
    for k, move in enumerate(moves):
        data = bytes(outcomes[k])
        wins, n = sum(data), len(data)
        low, high = wilson_interval(wins, n)
        rows.append(MoveEstimate(move, wins, n, low, high, stopped[k], data))
    return Evaluation(seat, samples, policy, seed, adaptive, tuple(rows))


# the worker pools of the shared_workers() blocks open now: (jobs, pool)
_SHARED: list[tuple[int, Any]] = []


@contextlib.contextmanager
def shared_workers(jobs: int) -> Iterator[None]:
    """Within the block, every :func:`evaluate` with this ``jobs`` uses one pool of ``jobs`` worker
    processes, started on entry and stopped on exit, instead of starting its own: starting worker
    processes costs about 0.1 s, and :func:`~unokit.analysis.review` evaluates every decision of a
    record. The results do not change (each task carries all a worker needs). With ``jobs`` 1 nothing
    is started. ``jobs`` is checked by :func:`evaluate` (1 to 256)."""
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs <= 1:
        yield
        return
    pool = worker_pool(jobs)
    entry = (jobs, pool)
    _SHARED.append(entry)
    try:
        yield
    except BaseException:
        pool.terminate()
        raise
    else:
        pool.close()
    finally:
        _SHARED.remove(entry)
        pool.join()


def rollouts_needed(half_width: float) -> int:
    """The fewest rollouts after which a move's 95% Wilson interval is at most ``half_width`` either
    side of its estimate whatever the rollouts' results (the widest interval is the one of an
    estimate of one half).

    Args:
        half_width: the half-width wanted, as a probability (0.03 is "±3 points"), above 0 and below 0.5.

    Returns:
        a number of rollouts (samples), e.g. ``rollouts_needed(0.03) == 1064``.

    Raises:
        AnalysisError: ``half_width`` outside (0, 0.5).
    """
    if isinstance(half_width, bool) or not isinstance(half_width, (int, float)) or not 0 < half_width < 0.5:
        raise AnalysisError(f"half_width must be a number above 0 and below 0.5, not {half_width!r}")

    def widest(n: int) -> float:
        low, high = wilson_interval(n // 2, n)  # the estimate nearest one half
        return (high - low) / 2

    low, high = 1, 1
    while widest(high) > half_width:
        low, high = high, high * 2
    while low < high:  # the widest half-width shrinks as rollouts grow
        middle = (low + high) // 2
        if widest(middle) <= half_width:
            high = middle
        else:
            low = middle + 1
    return high


def _stop_clear_losers(outcomes: Sequence[bytearray], stopped: list[bool]) -> None:
    """Mark the moves still running whose interval lies entirely below the best running move's."""
    running = [k for k in range(len(outcomes)) if not stopped[k]]
    intervals = {k: wilson_interval(sum(outcomes[k]), len(outcomes[k])) for k in running}
    best = max(running, key=lambda k: sum(outcomes[k]) / len(outcomes[k]))
    for k in running:
        if k != best and intervals[k][1] < intervals[best][0]:
            stopped[k] = True
