"""Monte Carlo simulation: many seeded rounds played by bots, spread over processes or a cluster.

Round ``i`` of a run with seed ``S`` is dealt with the engine seed :func:`round_seed` ``(S, i)``
(a hash, so neighbouring seeds give unrelated deals), and each bot of the round gets a seed derived
the same way. The rounds are split into fixed chunks (:func:`chunk_plan`, which depends on the
number of rounds only), one task each, run in this process, in a process pool or on any
:class:`concurrent.futures.Executor` such as a Dask cluster's. A round therefore plays the same
whichever process or machine runs it, and the result of a run depends only on its options, never on
``jobs``, the executor or the order in which chunks finish. A chunk sends back a tally of its rounds
(win counts, a few counters and a histogram of moves per round), not the rounds: a few hundred bytes
for a worker to send, and whole numbers that add up exactly in any order.

>>> result = simulate("classic", 2, 4, seed=1, jobs=1)
>>> result.games, sum(result.wins) + result.unfinished + result.no_winner
(4, 4)
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

try:  # BLAKE2b without loading OpenSSL (hashlib's import costs every run ~20 ms); the same function
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - an interpreter built without it
    from hashlib import blake2b

from unokit.agents import AGENTS, Agent, make_agent
from unokit.deal import check_deal_size
from unokit.errors import RulesError, UnokitError
from unokit.rulebook.jump_in import jumpers
from unokit.rules import Rules, find_preset, players_allowed
from unokit.state import OVER as _OVER

if TYPE_CHECKING:  # concurrent.futures (and the logging it loads) only when an executor is given
    from concurrent.futures import Executor

__all__ = [
    "RoundResult", "SimulationResult", "round_seed", "play_out", "play_round", "simulate", "chunk_plan", "run_chunks",
    "wilson_interval", "dask_executor",
]

#: Default cap on moves per round; a round that reaches it counts as unfinished.
DEFAULT_MAX_MOVES = 5000
#: Most rounds one run plays: every round's result is kept in memory until the summary.
MAX_GAMES = 1_000_000
#: Most worker processes one run starts (the result never depends on the number).
MAX_JOBS = 256
#: Seconds :func:`dask_executor` waits for a Dask scheduler to accept the connection and answer its
#: handshake, in all (``--scheduler``): an address where nothing listens, a port that accepts and never
#: answers or a server that is not a Dask scheduler is reported after this long, never waited on for ever.
SCHEDULER_CONNECT_TIMEOUT_S = 10
#: The address schemes of Dask's transports that :func:`dask_executor` takes.
SCHEDULER_SCHEMES = ("tcp", "tls", "ucx", "inproc")
#: Most rounds in one chunk (one task for a worker) and fewest chunks in a run of that many rounds;
#: see :func:`chunk_plan`. Each task costs Dask a few milliseconds of its scheduler's, client's and
#: worker's time (about 7 ms measured on 2 cores): 3% of a 1000-round chunk of classic, 12% of a
#: 250-round one. 100,000 rounds make 100 chunks, still many per worker for a cluster of 16.
CHUNK_ROUNDS = 1000
MIN_CHUNKS = 64


def round_seed(seed: int, index: int, *, salt: str = "round") -> int:
    """A 63-bit seed for round ``index`` of a run seeded ``seed`` (BLAKE2b of the three values)."""
    digest = blake2b(f"unokit/{salt}/{seed}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


@dataclass(frozen=True)
class RoundResult:
    """The result of one simulated round.

    Attributes:
        index: the round's number in the run (0-based).
        winner: the winning seat (first place in black-uno), or ``None`` when the round did not
            finish within the move cap.
        placements: seats in finishing order.
        moves: moves pushed (catches and late UNO calls included).
        finished: whether the round ended before the move cap.
        blocked: whether it ended as a blocked round (RULES.md classic "Blocked round").
        reshuffles: times the discard pile was shuffled into a new draw pile.
        dry_draws: draws that got fewer cards than due (nothing left to reshuffle).
    """

    index: int
    winner: int | None
    placements: tuple[int, ...]
    moves: int
    finished: bool
    blocked: bool
    reshuffles: int
    dry_draws: int


def play_out(game: Any, agents: Sequence[Agent], *, max_moves: int = DEFAULT_MAX_MOVES) -> int:
    """Play ``game`` (a :class:`~unokit.game.Game`, changed in place) on from where it stands, seat
    ``i`` played by ``agents[i]``, until the round ends or ``max_moves`` moves have been pushed;
    returns the number of moves pushed.

    Before each turn, while a player who did not declare UNO can be caught, every seat is offered
    :meth:`~unokit.agents.Agent.react` (that player first, then the others in seat order); at most
    one such move is made per turn. Then, under ``jump_in`` (RULES.md "House rules"), each seat that
    holds a card identical to the top card is offered :meth:`~unokit.agents.Agent.jump_in` (a bot
    without it: :meth:`~unokit.agents.Agent.react`), in turn order from the seat to act; a jump-in
    made starts the loop again (another seat may jump in on it).
    """
    moves = 0
    n = game.n_players
    push = game.push
    chooses = [agent.choose for agent in agents]
    jump_in = game.rules.jump_in
    # the game's state is read from its slots (is_over(), uno_open and current without the calls:
    # this loop runs once per move of every simulated round)
    while moves < max_moves and game._phase != _OVER:
        culprit = game._uno_open
        if culprit is not None:
            for offset in range(n):
                seat = (culprit + offset) % n
                move = agents[seat].react(game, seat)
                if move is not None:
                    push(move)
                    moves += 1
                    break
            if moves >= max_moves or game._phase == _OVER:
                break
        if jump_in and _offer_jump_ins(game, agents):
            moves += 1
            continue
        seat = game._current
        if seat is None:  # pragma: no cover - the engine promises a seat to act until the end
            break
        push(chooses[seat](game, seat))
        moves += 1
    return moves


def _offer_jump_ins(game: Any, agents: Sequence[Agent]) -> bool:
    """Offer a jump-in to each seat that can make one, in turn order from the seat to act; push the
    first one a bot makes and return ``True``, else ``False``."""
    seats = jumpers(game)
    if not seats:
        return False
    n, current, direction = game.n_players, game.current, game.direction
    for seat in sorted(seats, key=lambda s: ((s - current) * direction) % n):
        agent = agents[seat]
        offer = getattr(agent, "jump_in", None) or agent.react  # a bot of the tournament's interface
        move = offer(game, seat)
        if move is not None:
            game.push(move)
            return True
    return False


def play_round(
    rules: Rules | str, players: int, seed: int, agents: Sequence[Agent], *, max_moves: int = DEFAULT_MAX_MOVES,
    index: int = 0,
) -> RoundResult:
    """Play one round of ``players`` seats from engine seed ``seed``, seat ``i`` played by
    ``agents[i]``, until it ends or ``max_moves`` moves have been pushed (see :func:`play_out`).
    """
    from unokit.game import Game

    game = Game(rules, players, seed=seed)
    moves = play_out(game, agents, max_moves=max_moves)
    outcome = game.outcome()
    finished = outcome is not None
    return RoundResult(
        index=index,
        winner=outcome.winner if outcome is not None else None,
        placements=tuple(outcome.placements) if outcome is not None else tuple(game.placements),
        moves=moves,
        finished=finished,
        blocked=finished and outcome.reason == "blocked",  # type: ignore[union-attr]  # finished means the round ended, so it has an outcome
        reshuffles=game.reshuffles,
        dry_draws=game.dry_draws,
    )


def agents_for(bots: Sequence[str], seed: int, index: int, players: int) -> list[Agent]:
    """The bots of round ``index``: one per distinct bot name, shared by the seats it plays (the
    bots keep no per-seat state; one random number generator per name and round, seeded from the
    run's seed, the round and the name)."""
    made: dict[str, Agent] = {}
    for name in bots:
        if name not in made:
            made[name] = make_agent(name, round_seed(seed, index, salt=f"bot-{name}"))
    return [made[bots[seat]] for seat in range(players)]


class _Tally:
    """The counts a run's summary is made of, for some of its rounds (one chunk's, or every chunk's
    added up): a few integers and a histogram of moves per round, so a worker sends back a few hundred
    bytes per chunk, not one object per round, and tallies add up exactly (whole numbers only) in
    whatever order chunks finish. The median and the mean of moves per round come from the histogram
    (the same floats as ``statistics.median`` and ``statistics.fmean`` of the per-round list)."""

    __slots__ = ("games", "wins", "unfinished", "no_winner", "blocked", "moves", "reshuffles",
                 "rounds_reshuffled", "dry_draws", "rounds_dry")

    def __init__(self, players: int) -> None:
        self.games = 0
        self.wins = [0] * players
        self.unfinished = 0
        self.no_winner = 0
        self.blocked = 0
        self.moves: dict[int, int] = {}  # moves in a round -> rounds with that many
        self.reshuffles = 0
        self.rounds_reshuffled = 0
        self.dry_draws = 0
        self.rounds_dry = 0

    def __getstate__(self) -> tuple[Any, ...]:  # slots without a __dict__: pickled as one tuple
        return tuple(getattr(self, name) for name in self.__slots__)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        for name, value in zip(self.__slots__, state, strict=True):
            setattr(self, name, value)

    def count(self, result: RoundResult) -> None:
        """Count one round."""
        winner, moves, finished, reshuffles, dry_draws = (
            result.winner, result.moves, result.finished, result.reshuffles, result.dry_draws)
        self.games += 1
        if winner is not None:
            self.wins[winner] += 1
        elif finished:
            self.no_winner += 1
        if not finished:
            self.unfinished += 1
        if result.blocked:
            self.blocked += 1
        self.moves[moves] = self.moves.get(moves, 0) + 1
        if reshuffles:
            self.reshuffles += reshuffles
            self.rounds_reshuffled += 1
        if dry_draws:
            self.dry_draws += dry_draws
            self.rounds_dry += 1

    def add(self, other: _Tally) -> None:
        """Add ``other``'s counts to these (for rounds not counted here yet)."""
        self.games += other.games
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        self.unfinished += other.unfinished
        self.no_winner += other.no_winner
        self.blocked += other.blocked
        for moves, rounds in other.moves.items():
            self.moves[moves] = self.moves.get(moves, 0) + rounds
        self.reshuffles += other.reshuffles
        self.rounds_reshuffled += other.rounds_reshuffled
        self.dry_draws += other.dry_draws
        self.rounds_dry += other.rounds_dry

    def mean_moves(self) -> float:
        """``statistics.fmean`` of the moves per round (0.0 for no rounds): the exact whole-number
        total divided once, as ``fmean``'s exact sum is (totals stay far below 2**53)."""
        if not self.games:
            return 0.0
        return sum(moves * rounds for moves, rounds in self.moves.items()) / self.games

    def median_moves(self) -> float:
        """``statistics.median`` of the moves per round as a float (0.0 for no rounds): the middle
        value, or the mean of the two middle values, read off the histogram."""
        if not self.games:
            return 0.0
        wanted = [(self.games - 1) // 2, self.games // 2]  # positions in the sorted list
        found: list[int] = []
        seen = 0
        for moves in sorted(self.moves):
            seen += self.moves[moves]
            while wanted and wanted[0] < seen:
                found.append(moves)
                wanted.pop(0)
            if not wanted:
                break
        low, high = found
        return float(low if low == high else (low + high) / 2)


def _run_chunk(task: tuple[Any, int, int, tuple[str, ...], int, range]) -> _Tally:
    """Play the rounds of one chunk and return their :class:`_Tally` (what a worker sends back)."""
    rules, players, seed, bots, max_moves, indexes = task
    tally = _Tally(players)
    for i in indexes:
        tally.count(play_round(rules, players, round_seed(seed, i), agents_for(bots, seed, i, players),
                               max_moves=max_moves, index=i))
    return tally


def wilson_interval(successes: int, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default); ``(0.0, 1.0)`` for no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class SimulationResult:
    """The summary of a run.

    Attributes:
        rules: the rules' record form (preset name or preset + overrides).
        players, games, seed, max_moves: the run's options; bots: the bot name per seat.
        wins: rounds won per seat (first place in black-uno).
        win_rates: ``wins / games`` per seat; intervals: 95% Wilson intervals of those rates.
        unfinished: rounds that hit ``max_moves``; no_winner: finished rounds without a winner.
        blocked: rounds that ended blocked.
        mean_moves, median_moves, max_moves_seen: moves per round over all rounds.
        reshuffles: total reshuffles; rounds_reshuffled: rounds with at least one.
        dry_draws: total short draws; rounds_dry: rounds with at least one.
    """

    rules: Any
    players: int
    games: int
    seed: int
    bots: tuple[str, ...]
    max_moves: int
    wins: tuple[int, ...]
    win_rates: tuple[float, ...]
    intervals: tuple[tuple[float, float], ...]
    unfinished: int
    no_winner: int
    blocked: int
    mean_moves: float
    median_moves: float
    max_moves_seen: int
    reshuffles: int
    rounds_reshuffled: int
    dry_draws: int
    rounds_dry: int

    @classmethod
    def from_rounds(
        cls, rules: Rules, players: int, seed: int, bots: Sequence[str], max_moves: int, rounds: Sequence[RoundResult]
    ) -> SimulationResult:
        """Summarise round results (in any order)."""
        tally = _Tally(players)
        for result in rounds:
            tally.count(result)
        return cls._from_tally(rules, players, seed, bots, max_moves, tally)

    @classmethod
    def _from_tally(
        cls, rules: Rules, players: int, seed: int, bots: Sequence[str], max_moves: int, tally: _Tally
    ) -> SimulationResult:
        games = tally.games
        wins = tally.wins
        return cls(
            rules=rules.to_json(),
            players=players,
            games=games,
            seed=seed,
            bots=tuple(bots),
            max_moves=max_moves,
            wins=tuple(wins),
            win_rates=tuple(w / games if games else 0.0 for w in wins),
            intervals=tuple(wilson_interval(w, games) for w in wins),
            unfinished=tally.unfinished,
            no_winner=tally.no_winner,
            blocked=tally.blocked,
            mean_moves=tally.mean_moves(),
            median_moves=tally.median_moves(),
            max_moves_seen=max(tally.moves, default=0),
            reshuffles=tally.reshuffles,
            rounds_reshuffled=tally.rounds_reshuffled,
            dry_draws=tally.dry_draws,
            rounds_dry=tally.rounds_dry,
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every field."""
        data = asdict(self)
        data["bots"] = list(self.bots)
        data["wins"] = list(self.wins)
        data["win_rates"] = list(self.win_rates)
        data["intervals"] = [list(pair) for pair in self.intervals]
        return data


class OptionError(UnokitError):
    """A run option that is not allowed (:func:`check_options`): ``option`` is the parameter's name
    (``players``, ``games``, ``max_moves``, ``jobs``, ``bots`` or ``rules``), ``detail`` says what was
    given and what is allowed; the message is ``"option: detail"``. The CLI shows the same detail
    after its own option's name."""

    def __init__(self, option: str, detail: str) -> None:
        super().__init__(f"{option}: {detail}")
        self.option = option
        self.detail = detail


def check_options(rules: Rules | str, players: int, games: int, bots: Sequence[str], jobs: int | None,
                  max_moves: int) -> tuple[Rules, tuple[str, ...]]:
    """Check a run's options before any round is played or any worker starts, as :func:`simulate`,
    the explorer and ``unokit simulate`` take them: ``rules`` (a preset name or
    :class:`~unokit.rules.Rules`), ``players`` in the preset's range with a deck that can deal them,
    ``games`` 1 to ``MAX_GAMES``, ``max_moves`` at least 1, ``jobs`` ``None`` or 1 to ``MAX_JOBS``,
    ``bots`` one known bot name for every seat or one per seat (case and spaces ignored; none means
    ``random``).

    Returns the rules and one bot name per seat. Raises :class:`~unokit.errors.RulesError` for rules
    that are neither, :class:`OptionError` naming the first bad option and what is allowed.
    """
    rules = find_preset(rules) if isinstance(rules, str) else rules
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a preset name or Rules, not {rules!r}")
    if not players_allowed(rules, players):
        raise OptionError("players", f"{rules.name} is played by {rules.min_players} to {rules.max_players} "
                                     f"players, not {players}")
    try:
        check_deal_size(rules, players)  # before any worker starts
    except UnokitError as error:
        raise OptionError("rules", str(error)) from None
    if not 1 <= games <= MAX_GAMES:
        raise OptionError("games", f"{games} is not allowed; simulate 1 to {MAX_GAMES:,} rounds in one run")
    check_run_limits(max_moves, jobs)
    names = tuple(b.strip().lower() for b in bots) or ("random",)
    for name in names:
        if name not in AGENTS:
            raise OptionError("bots", f"unknown bot {name!r}; bots are: {', '.join(AGENTS)}")
    if len(names) == 1:
        names = names * players
    elif len(names) != players:
        raise OptionError("bots", f"{len(names)} bots for {players} players; give one bot for all seats or one "
                                  "per seat")
    return rules, names


def check_run_limits(max_moves: int, jobs: int | None) -> None:
    """The options every run of rounds takes (:func:`check_options`, :func:`unokit.tournament.check_options`):
    ``max_moves`` a whole number of at least 1, ``jobs`` ``None`` or 1 to ``MAX_JOBS``. Raises
    :class:`OptionError` naming the option."""
    if isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 1:
        raise OptionError("max_moves", f"{max_moves!r} is not allowed; it must be at least 1")
    if jobs is not None and not 1 <= jobs <= MAX_JOBS:
        raise OptionError("jobs", f"{jobs} is not allowed; use 1 to {MAX_JOBS} processes")


def chunk_plan(games: int) -> list[range]:
    """The fixed chunks a run of ``games`` rounds is split into: consecutive ranges of round numbers
    of nearly equal length, :data:`CHUNK_ROUNDS` rounds at most, and at least :data:`MIN_CHUNKS`
    chunks when there are that many rounds (so a few workers share the work evenly).

    The plan depends on ``games`` only, never on the number of workers or the executor, and each
    round is seeded from the run's seed and its own number (:func:`round_seed`), so a chunk computes
    the same rounds wherever and however often it runs (a chunk recomputed after a lost worker gives
    the same results).

    >>> [len(r) for r in chunk_plan(10)]
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
    >>> len(chunk_plan(100_000)), len(chunk_plan(100_000)[0])
    (100, 1000)
    """
    count = min(games, max(MIN_CHUNKS, -(-games // CHUNK_ROUNDS)))
    return [range(i * games // count, (i + 1) * games // count) for i in range(count)]


def simulate(
    rules: Rules | str = "classic",
    players: int = 2,
    games: int = 1000,
    *,
    seed: int = 0,
    bots: Sequence[str] = ("random",),
    jobs: int | None = None,
    executor: Executor | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    progress: bool | Callable[[int], None] = False,
) -> SimulationResult:
    """Play ``games`` rounds and summarise them.

    The rounds are split into fixed chunks (:func:`chunk_plan`), one task each. Without
    ``executor`` the chunks run in this process (``jobs=1``) or in a pool of ``jobs`` worker
    processes; with ``executor`` every chunk is submitted to it, so any
    :class:`concurrent.futures.Executor` works: a ``ProcessPoolExecutor``, or a Dask cluster's
    (``distributed.Client(address).get_executor()``, extra ``unokit[cluster]``). The result is the
    same, field for field and byte for byte in :meth:`SimulationResult.to_dict` JSON, whatever runs
    the chunks, in whatever order they finish.

    Args:
        rules: a preset name or :class:`~unokit.rules.Rules`.
        players: seats per round (within the preset's range).
        games: rounds to play.
        seed: the run's seed; round ``i`` uses :func:`round_seed` ``(seed, i)``.
        bots: one bot name for every seat, or one per seat (see :mod:`unokit.agents`).
        jobs: worker processes of the built-in pool; ``None`` uses every core this process may run
            on. Not allowed together with ``executor``. The result does not depend on it.
        executor: run the chunks on this executor instead (it is not shut down). Workers must be
            able to import unokit.
        max_moves: moves after which a round is stopped and counted as unfinished.
        progress: ``True`` shows a progress bar on stderr (rich); a callable is called with the
            number of rounds completed after each chunk.

    Raises :class:`~unokit.errors.RulesError` for an unknown preset and
    :class:`~unokit.errors.UnokitError` for another bad option (players out of the preset's range,
    unknown bot, wrong number of bots, games/jobs/max_moves below 1, more than :data:`MAX_GAMES` games or
    :data:`MAX_JOBS` jobs, both ``jobs`` and ``executor``, an ``executor`` that is not one).
    Exceptions raised in a chunk (a worker's error) are raised here.
    """
    rules, names = check_options(rules, players, games, bots, jobs, max_moves)
    check_executor(jobs, executor)
    tasks = [(rules, players, seed, names, max_moves, chunk) for chunk in chunk_plan(games)]
    tally = _Tally(players)
    with _Progress(progress, games) as advance:
        for done in _completed(_run_chunk, tasks, jobs=jobs, executor=executor):
            tally.add(done)
            advance(done.games)
    return SimulationResult._from_tally(rules, players, seed, names, max_moves, tally)


def check_executor(jobs: int | None, executor: Any) -> None:
    """Check where a run's chunks go (:func:`simulate`, :func:`unokit.tournament.tournament`): ``jobs``
    (the built-in process pool) or ``executor`` (a :class:`concurrent.futures.Executor`, such as a Dask
    client's), not both. Raises :class:`~unokit.errors.UnokitError` saying which."""
    if executor is None:
        return
    if jobs is not None:
        raise UnokitError("give jobs (the built-in process pool) or executor, not both")
    if not callable(getattr(executor, "submit", None)):
        raise UnokitError(f"executor must be a concurrent.futures.Executor (with submit), not {executor!r}")


def run_chunks(
    function: Callable[[Any], list[Any]], tasks: Sequence[Any], *, jobs: int | None = None,
    executor: Executor | None = None, progress: bool | Callable[[int], None] = False, total: int | None = None,
) -> list[Any]:
    """Run ``function(task)`` for every task and return all the items of the lists they return, in
    the order the tasks finish (callers sort them). ``function`` must be a module-level function
    and the tasks picklable.

    Where: on ``executor`` when given (any :class:`concurrent.futures.Executor`, Dask's included);
    else in this process when ``jobs`` is 1 or there is one task; else in a pool of ``jobs`` worker
    processes (``None``: every core). ``progress`` as in :func:`simulate`, counting items out of
    ``total`` (default: the number of tasks).
    """
    items: list[Any] = []
    total = len(tasks) if total is None else total
    with _Progress(progress, total) as advance:
        for done in _completed(function, tasks, jobs=jobs, executor=executor):
            items.extend(done)
            advance(len(done))
    return items


def _completed(function: Callable[[Any], Any], tasks: Sequence[Any], *, jobs: int | None = None,
               executor: Executor | None = None) -> Iterator[Any]:
    """``function(task)`` for every task, yielded as each finishes: on ``executor``, in this
    process or in a pool of ``jobs`` processes (see :func:`run_chunks`). Leaving the loop early
    (an error) cancels the tasks not yet started."""
    if executor is not None:
        from concurrent.futures import as_completed

        futures = [executor.submit(function, task) for task in tasks]
        try:
            for future in as_completed(futures):
                yield future.result()
        finally:
            for future in futures:
                future.cancel()
        return
    jobs = min(jobs or _cores(), len(tasks))
    if jobs <= 1:
        for task in tasks:
            yield function(task)
        return
    with worker_pool(jobs) as pool:
        yield from pool.imap_unordered(function, tasks)


@contextlib.contextmanager
def dask_executor(scheduler: str | None = None, *, workers: int | None = None) -> Iterator[Executor]:
    """A Dask executor for :func:`simulate` (extra ``unokit[cluster]``), closed on exit.

    ``scheduler``: the address of a running Dask scheduler, e.g. ``"tcp://10.0.0.5:8786"``; its
    workers must have unokit installed. ``None`` starts a local cluster on 127.0.0.1 only (no
    dashboard) with ``workers`` worker processes of one thread each (``None``: every core), and stops it
    on exit.

    Raises :class:`~unokit.errors.UnokitError` when Dask's distributed package is not installed, the
    address is not a ``tcp://``, ``tls://``, ``ucx://`` or ``inproc://`` address (checked by
    :func:`check_scheduler_address`: a host and a port from 1 to 65535), or the scheduler has not
    answered within :data:`SCHEDULER_CONNECT_TIMEOUT_S` seconds (the whole connection, its handshake
    included: a port that accepts and never answers is not waited on for ever).
    """
    import logging

    try:
        import distributed
    except ImportError:
        raise UnokitError(
            "running on Dask needs the cluster extra: pip install 'unokit[cluster]'"
        ) from None
    if workers is not None and not 1 <= workers <= MAX_JOBS:
        raise UnokitError(f"workers: {workers} is not allowed; use 1 to {MAX_JOBS} worker processes")
    import dask

    cluster = None
    # Dask's background work, set for the processes started here (the local cluster's scheduler,
    # nannies and workers, and the client): every worker's profiler samples its threads 100 times a
    # second, and every process checks its event loop 50 times a second (tick), its memory 10
    # times and its system load twice; the checks each wake the process's event-loop thread, which
    # takes the GIL from the thread playing rounds. Measured on 2 cores (2 workers, idle): 0.8 CPU
    # seconds of background work per 10 s with the defaults, 0.12 with these. They only make the
    # health checks, the memory limit and the load figures react later (in 1 s or 5 s).
    quiet = {
        "distributed.worker.profile.enabled": False,
        "distributed.admin.tick.interval": "1s",
        "distributed.worker.memory.monitor-interval": "1s",
        "distributed.admin.system-monitor.interval": "5s",
        "distributed.admin.system-monitor.gil.enabled": False,
    }
    if scheduler is None:
        with warnings.catch_warnings(), dask.config.set(quiet):
            # its status page moves off a busy port 8787: nothing to report
            warnings.filterwarnings("ignore", message="Port .* is already in use")
            cluster = distributed.LocalCluster(
                n_workers=workers or _cores(), threads_per_worker=1, processes=True, host="127.0.0.1",
                dashboard_address=None, silence_logs=logging.ERROR,
            )
        address: Any = cluster
    else:
        address = check_scheduler_address(scheduler)
    try:
        with dask.config.set(quiet):  # for the client (a running cluster's workers keep their settings)
            client = _connect(distributed, address, str(scheduler))
        with client:
            yield client.get_executor()
    finally:
        if cluster is not None:
            cluster.close()


def check_scheduler_address(scheduler: Any) -> str:
    """``scheduler`` as :func:`dask_executor` takes it: ``SCHEME://HOST:PORT`` with a scheme of
    :data:`SCHEDULER_SCHEMES` (``inproc://`` any name), a host, and a port from 1 to 65535 (an IPv6 host in
    brackets, ``tcp://[::1]:8786``). Raises :class:`~unokit.errors.UnokitError` naming the address and
    what is wrong, before any connection is tried."""
    example = "write it as tcp://HOST:PORT, e.g. tcp://127.0.0.1:8786"
    if not isinstance(scheduler, str) or "://" not in scheduler:
        raise UnokitError(f"scheduler address {scheduler!r} is not allowed; {example}")
    scheme, _, rest = scheduler.strip().partition("://")
    if scheme.lower() not in SCHEDULER_SCHEMES:
        raise UnokitError(f"scheduler address {scheduler!r}: {scheme!r} is not a Dask transport "
                          f"({', '.join(SCHEDULER_SCHEMES)}); {example}")
    if scheme.lower() == "inproc":
        if not rest:
            raise UnokitError(f"scheduler address {scheduler!r} names no scheduler; {example}")
        return scheduler.strip()
    host, colon, port = rest.rpartition(":")
    if not colon or not host or host in ("[]",) or "/" in rest:
        raise UnokitError(f"scheduler address {scheduler!r} needs a host and a port; {example}")
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise UnokitError(f"scheduler address {scheduler!r}: {port!r} is not a port; a port is a whole number "
                          "from 1 to 65535, e.g. 8786")
    return scheduler.strip()


def _connect(distributed: Any, address: Any, shown: str) -> Any:
    """A ``distributed.Client`` of ``address`` made within :data:`SCHEDULER_CONNECT_TIMEOUT_S` seconds.
    Dask's own ``timeout`` does not bound its handshake (a port that accepts and never answers kept the
    client waiting for ever), so the client is made in a daemon thread and given up after the deadline
    (that thread then ends when its connection does, or with the process). Raises
    :class:`~unokit.errors.UnokitError` naming ``shown``."""
    import threading

    timeout = SCHEDULER_CONNECT_TIMEOUT_S
    made: dict[str, Any] = {}

    def make() -> None:
        try:
            made["client"] = distributed.Client(address, timeout=timeout, set_as_default=False)
        except BaseException as error:  # reported in the caller's thread, as text: the half-made client
            # (in the traceback's frames) is dropped here, so its slow clean-up runs in this thread
            made["error"] = (isinstance(error, Exception), " ".join(str(error).split()) or type(error).__name__)
            frame = error.__traceback__
            while frame is not None:  # the half-made client: closed now, briefly, not when Python exits
                half = frame.tb_frame.f_locals.get("self")
                if isinstance(half, distributed.Client):
                    with contextlib.suppress(Exception):
                        half.close(timeout=1)
                    break
                frame = frame.tb_next
            error.__traceback__ = None

    thread = threading.Thread(target=make, name="unokit-dask-connect", daemon=True)
    thread.start()
    thread.join(timeout + 2)
    if thread.is_alive():
        raise UnokitError(f"cannot reach the Dask scheduler at {shown}: no answer within {timeout} s (is a Dask "
                          "scheduler listening on that address and port?)")
    if "error" in made:
        ordinary, text = made["error"]
        if not ordinary:  # Ctrl-C or an exit in the connection's own code
            raise KeyboardInterrupt
        raise UnokitError(f"cannot reach the Dask scheduler at {shown}: {text}")
    return made["client"]


def _cores() -> int:
    """The cores this process may run on (its CPU affinity where the platform has one)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # macOS, Windows
        return os.cpu_count() or 1


def worker_pool(processes: int) -> Any:
    """A ``multiprocessing`` pool of ``processes`` worker processes (fork on Linux, else the platform's
    default start method) whose workers end on SIGTERM, as a process does by default.

    A worker forked from a caller that handles SIGTERM itself (a server, ``unokit dashboard`` run
    in-process, a test runner) would inherit that handler, and ``Pool.terminate()``, which ends the
    workers with SIGTERM, could then wait forever for a worker whose handler did not end it. So SIGTERM
    is blocked in this thread while the workers are forked, and each worker restores the default
    action before unblocking it (:func:`_default_sigterm`); the caller's handler and signal mask are
    unchanged. Raises ``ValueError`` for ``processes`` < 1 (``multiprocessing``'s own check)."""
    import multiprocessing  # only for worker processes: it costs a single-process run ~25 ms
    import signal

    masks = hasattr(signal, "pthread_sigmask")  # POSIX; elsewhere workers are spawned afresh anyway
    if masks:
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
    try:
        return multiprocessing.get_context(_start_method()).Pool(processes, initializer=_default_sigterm)
    finally:
        if masks:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def _default_sigterm() -> None:
    """In a worker of :func:`worker_pool`: SIGTERM ends the process again (its default action), then it
    is unblocked (a SIGTERM sent while the worker started is acted on now)."""
    import signal

    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})


def _start_method() -> str:
    # fork is fastest where it is safe (Linux); elsewhere the platform default.
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    return "fork" if sys.platform.startswith("linux") and "fork" in methods else methods[0]


class _Progress:
    """Context manager yielding ``advance(n)``: a rich bar on stderr, a callback, or nothing."""

    def __init__(self, progress: bool | Callable[[int], None], total: int, label: str = "simulating") -> None:
        self.progress = progress
        self.label = label
        self.total = total
        self.done = 0
        self.bar: Any = None

    def __enter__(self) -> Callable[[int], None]:
        if callable(self.progress):
            callback = self.progress

            def advance(n: int) -> None:
                self.done += n
                callback(self.done)

            return advance
        if self.progress:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

            self.bar = Progress(
                TextColumn(self.label), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                console=Console(stderr=True), transient=True,
            )
            self.bar.__enter__()
            task = self.bar.add_task("rounds", total=self.total)
            return lambda n: self.bar.advance(task, n)
        return lambda n: None

    def __exit__(self, *exc: Any) -> None:
        if self.bar is not None:
            self.bar.__exit__(*exc)


def format_result(result: SimulationResult, names: Iterable[str] | None = None) -> str:
    """The result as plain text lines (used by ``unokit simulate`` without ``--json``)."""
    rules = result.rules if isinstance(result.rules, str) else result.rules.get("preset", "custom") + " (modified)"
    lines = [
        f"{result.games} rounds of {rules}, {result.players} players, seed {result.seed}, "
        f"bots: {', '.join(result.bots)}",
        "",
        "seat  bot       wins   win rate   95% interval",
    ]
    for seat in range(result.players):
        low, high = result.intervals[seat]
        lines.append(
            f"{seat:>4}  {result.bots[seat]:<8} {result.wins[seat]:>5}   {result.win_rates[seat]:>7.1%}"
            f"   {low:.1%} - {high:.1%}"
        )
    lines += [
        "",
        f"moves per round: mean {result.mean_moves:.1f}, median {result.median_moves:g}, max {result.max_moves_seen}",
        f"unfinished rounds (hit {result.max_moves} moves): {result.unfinished}",
        f"blocked rounds: {result.blocked}",
        f"draw pile reshuffled: {result.reshuffles} times, in {result.rounds_reshuffled} rounds",
        f"draw pile ran dry: {result.dry_draws} short draws, in {result.rounds_dry} rounds",
    ]
    if "black-uno" in (result.rules, rules.split(" ")[0]):
        lines.append("(black-uno: a win is first place; the round goes on for 2nd and 3rd place)")
    if result.no_winner:
        lines.append(f"finished rounds without a winner: {result.no_winner}")
    return "\n".join(lines)
