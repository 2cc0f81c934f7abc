"""Bot tournaments: every bot against every other, heads-up, seats rotated, with a win matrix.

Each pair of bots (a bot against itself included, as a check of fairness) plays ``games`` two-player
rounds. Rounds come in pairs on the same deal: round ``2k`` has bot A in seat 0 and bot B in seat 1,
round ``2k + 1`` the same engine seed with the seats swapped, so neither bot keeps the advantage of a
seat or of a lucky deal (with an odd ``games`` the last deal is played once). Deals and the bots'
random number generators are seeded from the tournament's seed (:func:`unokit.simulate.round_seed`),
and the work is split in fixed chunks, so the result is the same for any number of jobs and on any
executor, Dask included (see :func:`unokit.simulate.simulate`).

A bot is the name of a built-in bot (``random``, ``uniform``, ``greedy``: :mod:`unokit.agents`) or
``module:Class`` naming an importable class with the agent interface: ``Class(seed)`` (or
``Class()``), ``choose(game, seat) -> Move`` and optionally ``react(game, seat) -> Move | None``
(:class:`unokit.agents.Agent`). A student's bot in ``mybot.py`` enters as ``./mybot.py:MyBot`` (the file)
or, with its folder on ``PYTHONPATH``, as ``mybot:MyBot``. Such a bot is Python code: it is imported and
run with the user's rights (:func:`load_bot`).

Statistics. The win rate of A against B counts the rounds A won out of the rounds either won (rounds
without a winner or cut at the move cap are reported, not counted), with its 95% Wilson score interval
(Wilson 1927; as :func:`unokit.simulate.wilson_interval`). With ``m`` pairs, about 5% of 95%
intervals miss the true rate by chance; the Bonferroni-adjusted intervals (level 1 - 0.05/m for each
pair) hold all at once with 95% confidence. The ranking orders bots by their mean win rate against the
other bots.
"""

from __future__ import annotations

import importlib
import inspect
import math
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

from unokit.agents import AGENTS, Agent, make_agent
from unokit.errors import RulesError, UnokitError
from unokit.rules import Rules, find_preset
from unokit.simulate import (
    DEFAULT_MAX_MOVES,
    MAX_GAMES,
    OptionError,
    check_executor,
    check_run_limits,
    chunk_plan,
    play_round,
    round_seed,
    run_chunks,
    wilson_interval,
)

__all__ = ["TournamentResult", "tournament", "load_bot", "format_tournament", "describe", "plot"]

#: Most bots in one tournament.
MAX_BOTS = 16


def load_bot(spec: str, seed: int = 0) -> Any:
    """A bot from its name (``"greedy"``), ``"module:Class"`` or ``"path/to/file.py:Class"``, seeded with
    ``seed``.

    ``module:Class`` imports ``module`` as Python imports it (an installed module, or one on
    ``PYTHONPATH``; ``unokit tournament`` does not add the current folder); ``file.py:Class`` loads that
    file. Either way the module's code runs, with the user's rights: enter only code you trust. The
    class must be a class (``inspect.isclass``: any other callable, ``os:system`` or ``builtins:exit``,
    is refused before it is called) with a ``choose(game, seat)`` method, the interface of
    :class:`unokit.agents.Agent`; it is made as ``Class(seed)``, or ``Class()`` when it takes no seed.

    Raises :class:`~unokit.errors.UnokitError` naming the bot when the name is unknown, the module or
    file cannot be imported, the class is missing or is not a class, it has no ``choose`` method, or
    making it fails (the error said in one line).
    """
    if not isinstance(spec, str) or not spec.strip():
        raise UnokitError(f"a bot is a name ({', '.join(AGENTS)}) or module:Class, not {spec!r}")
    spec = spec.strip()
    if ":" not in spec:
        return make_agent(spec, seed)
    from unokit.commands import cut_quotes, quote_typed  # a long name is said short

    module_name, _, class_name = spec.rpartition(":")  # a Windows path keeps its drive's colon
    if not module_name.strip() or not class_name.strip():
        raise UnokitError(f"bot {quote_typed(spec)}: write module:Class, e.g. mybots:Cautious, with both parts")
    try:
        module = _bot_file(module_name) if module_name.lower().endswith(".py") else \
            importlib.import_module(module_name)
    except ImportError as error:
        raise UnokitError(f"bot {quote_typed(spec)}: cannot import module {quote_typed(module_name)} "
                          f"({cut_quotes(str(error))})") from None
    except (ValueError, TypeError):  # a relative name ('..x'), a NUL: not a name import can read
        raise UnokitError(f"bot {quote_typed(spec)}: {quote_typed(module_name)} is not a module name; write a "
                          "dotted name such as mybots or package.mybots, or a file such as ./mybots.py") from None
    cls = getattr(module, class_name, None)
    if cls is None:
        raise UnokitError(f"bot {quote_typed(spec)}: module {quote_typed(module_name)} has no class "
                          f"{quote_typed(class_name)}")
    if not inspect.isclass(cls):  # os:system, builtins:exit: never called
        raise UnokitError(f"bot {quote_typed(spec)}: {quote_typed(class_name)} is a {type(cls).__name__}, not a "
                          "class; a bot is a class with a choose(game, seat) method, as unokit.agents.Agent")
    if not callable(getattr(cls, "choose", None)):
        raise UnokitError(f"bot {quote_typed(spec)}: a bot needs a choose(game, seat) method that returns a Move")
    make_bot: Callable[..., Any] = cls  # a class whose constructor's arguments are known only by calling it
    try:
        try:
            bot = make_bot(seed)
        except TypeError:
            bot = make_bot()
    except (Exception, SystemExit) as error:  # the class's own code: one line, never a traceback
        raise UnokitError(f"bot {quote_typed(spec)}: making the bot failed: {type(error).__name__}: "
                          f"{cut_quotes(str(error))}") from None
    if not callable(getattr(bot, "choose", None)):
        raise UnokitError(f"bot {quote_typed(spec)}: a bot needs a choose(game, seat) method that returns a Move")
    if not callable(getattr(bot, "react", None)):
        bot = _Reactless(bot)
    return bot


def _bot_file(path: str) -> Any:
    """The module of the Python file ``path`` (``"bots/mybot.py"``), loaded once per process under a name
    made from its absolute path (worker processes load it again by the same name). Raises ``ImportError``
    when it is not a file; any error of the file's own code as ``ImportError`` too."""
    import hashlib
    import importlib.util
    import os
    import sys

    full = os.path.abspath(path)
    name = f"_unokit_bot_{hashlib.sha256(full.encode()).hexdigest()[:16]}"
    if name in sys.modules:
        return sys.modules[name]
    if not os.path.isfile(full):
        raise ImportError(f"no file {path}")
    spec = importlib.util.spec_from_file_location(name, full)
    if spec is None or spec.loader is None:  # pragma: no cover - a .py file always has a loader
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as error:
        del sys.modules[name]
        raise ImportError(f"{type(error).__name__}: {error}") from None
    return module


class _Reactless(Agent):
    """A bot without ``react``: it never acts out of turn."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = getattr(bot, "name", type(bot).__name__)

    def choose(self, game: Any, seat: int) -> Any:
        return self.bot.choose(game, seat)


def _bot_label(spec: str) -> str:
    spec = spec.strip()
    return spec if ":" in spec else spec.lower()


def _pairs(count: int) -> list[tuple[int, int]]:
    return [(i, j) for i in range(count) for j in range(i, count)]


def _play_chunk(task: tuple[Any, ...]) -> list[tuple[int, int, int | None, bool]]:
    """Rounds of one chunk of the whole tournament: ``(pair, round, winning bot 0/1/None, finished)``
    for each. The chunk is a range of numbers ``pair * games + round`` over every pair's rounds, so a
    chunk may hold the end of one pair's rounds and the start of the next pair's."""
    rules, specs, pairs, games, seed, max_moves, numbers = task
    done = []
    for number in numbers:
        pair, g = divmod(number, games)
        i, j = pairs[pair]
        deal = round_seed(seed, g // 2, salt="tournament-deal")
        first = g % 2  # 0: bot i in seat 0; 1: bot j in seat 0
        seat_bots = (j, i) if first else (i, j)
        agents = [load_bot(specs[b], round_seed(seed, g, salt=f"tournament-bot-{pair}-{seat}"))
                  for seat, b in enumerate(seat_bots)]
        result = play_round(rules, 2, deal, agents, max_moves=max_moves, index=g)
        winner = None if result.winner is None else (result.winner ^ first)  # 0: bot i, 1: bot j
        done.append((pair, g, winner, result.finished))
    return done


@dataclass(frozen=True)
class TournamentResult:
    """A tournament's win matrix and ranking.

    Attributes:
        rules: the rules' record form; bots: the bots as given (names lower-cased);
        games: rounds per pair; seed, max_moves: the options.
        wins: ``wins[a][b]``: rounds bot ``a`` won against bot ``b`` (on the diagonal, the rounds
            its first copy won, seats rotated like any pair, so the rotation's fairness can be checked).
        decided: ``decided[a][b]``: rounds of that pair with a winner.
        unfinished: rounds of each pair cut at the move cap (``[a][b]`` = ``[b][a]``).
        rates: ``wins / decided``; intervals: 95% Wilson intervals;
        adjusted_intervals: Bonferroni-adjusted Wilson intervals (family-wise 95% over all pairs).
        ranking: ``(bot, mean win rate against the other bots)``, best first.
    """

    rules: Any
    bots: tuple[str, ...]
    games: int
    seed: int
    max_moves: int
    wins: tuple[tuple[int, ...], ...]
    decided: tuple[tuple[int, ...], ...]
    unfinished: tuple[tuple[int, ...], ...]
    rates: tuple[tuple[float, ...], ...]
    intervals: tuple[tuple[tuple[float, float], ...], ...]
    adjusted_intervals: tuple[tuple[tuple[float, float], ...], ...]
    pairs: int
    ranking: tuple[tuple[str, float], ...]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every field (lists for tuples)."""

        def plain(value: Any) -> Any:
            return [plain(v) for v in value] if isinstance(value, tuple) else value

        return {name: plain(getattr(self, name)) for name in self.__dataclass_fields__}

    @property
    def note(self) -> str:
        """The multiple-comparison note, in words."""
        k, m = len(self.bots), self.pairs
        who = "the bot against itself" if k == 1 else f"the {k} bots against each other and each against itself"
        return (
            f"{m} {'pairing was' if m == 1 else 'pairings were'} played: {who}. Each 95% interval alone misses "
            f"the true win rate one time in 20, so among {m} intervals about {m * 0.05:.1f} may miss by chance; "
            f"the adjusted intervals (Bonferroni, level {1 - 0.05 / m:.4g} each: adjusted_intervals in the "
            "--json output, the thin lines of the chart) hold for all pairings together with 95% confidence."
        )


def check_options(rules: Rules | str, bots: Sequence[str] | str, games: int, jobs: int | None,
                  max_moves: int) -> tuple[Rules, tuple[str, ...], list[tuple[int, int]]]:
    """Check a tournament's options before any round is played, as :func:`tournament` and
    ``unokit tournament`` take them: ``rules`` a preset name or :class:`~unokit.rules.Rules` that
    allows two players; ``bots`` 2 to ``MAX_BOTS`` distinct bots that can be made (names or
    ``module:Class``, or one string of them split at commas and spaces); ``games`` per pairing 1 to
    ``MAX_GAMES`` divided by the pairings; ``max_moves`` at least 1; ``jobs`` ``None`` or 1 to ``MAX_JOBS``.

    Returns the rules, the bots' labels and the pairings (index pairs, each bot against itself too).
    Raises :class:`~unokit.errors.RulesError` for rules that are neither, and
    :class:`~unokit.simulate.OptionError` naming the first bad option and what is allowed.
    """
    rules = find_preset(rules) if isinstance(rules, str) else rules
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a preset name or Rules, not {rules!r}")
    if rules.min_players > 2:
        raise OptionError("rules", f"a tournament is played heads-up, and {rules.name} needs {rules.min_players} "
                                   "players")
    if isinstance(bots, str):
        bots = bots.replace(",", " ").split()
    specs = tuple(_bot_label(spec) for spec in bots if isinstance(spec, str) and spec.strip())
    if len(specs) != len(bots) or not 2 <= len(specs) <= MAX_BOTS:
        raise OptionError("bots", f"give 2 to {MAX_BOTS} bots (names or module:Class), not {list(bots)!r}")
    if len(set(specs)) != len(specs):
        raise OptionError("bots", f"each bot once, please; {list(specs)!r} names one twice")
    for spec in specs:
        try:
            load_bot(spec, 0)  # fails here, naming the bot, rather than in a worker
        except UnokitError as error:
            raise OptionError("bots", str(error)) from None
    pairs = _pairs(len(specs))
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES // len(pairs):
        raise OptionError("games", f"{games!r} is not allowed; play 1 to {MAX_GAMES // len(pairs):,} rounds per "
                                   f"pair ({MAX_GAMES:,} in all)")
    check_run_limits(max_moves, jobs)
    return rules, specs, pairs


def tournament(
    rules: Rules | str = "classic",
    bots: Sequence[str] = ("greedy", "random"),
    games: int = 200,
    *,
    seed: int = 0,
    jobs: int | None = None,
    executor: Executor | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    progress: bool | Callable[[int], None] = False,
) -> TournamentResult:
    """Play every bot against every other (and itself) for ``games`` heads-up rounds per pair.

    Args:
        rules: a preset name or :class:`~unokit.rules.Rules` (two players must be allowed).
        bots: two to :data:`MAX_BOTS` distinct bots: names or ``module:Class`` (see the module docstring).
        games: rounds per pair (seats swap every round on the same deal).
        seed, jobs, executor, max_moves, progress: as :func:`unokit.simulate.simulate`.

    Raises :class:`~unokit.errors.RulesError` for unknown rules and
    :class:`~unokit.errors.UnokitError` for a bad bot or option.
    """
    rules, specs, pairs = check_options(rules, bots, games, jobs, max_moves)
    check_executor(jobs, executor)
    # chunks over all the pairs' rounds together, not per pair: a few rounds per task would cost a Dask
    # cluster more in scheduling than in play
    tasks = [(rules, specs, tuple(pairs), games, seed, max_moves, chunk) for chunk in chunk_plan(games * len(pairs))]
    rows = run_chunks(_play_chunk, tasks, jobs=jobs, executor=executor, progress=progress,
                      total=games * len(pairs))
    return _summarise(rules, specs, games, seed, max_moves, pairs, rows)


def _summarise(rules: Rules, specs: tuple[str, ...], games: int, seed: int, max_moves: int,
               pairs: list[tuple[int, int]], rows: list[tuple[int, int, int | None, bool]]) -> TournamentResult:
    k = len(specs)
    wins = [[0] * k for _ in range(k)]
    decided = [[0] * k for _ in range(k)]
    unfinished = [[0] * k for _ in range(k)]
    for pair, _, winner, finished in sorted(rows):
        i, j = pairs[pair]
        if not finished:
            unfinished[i][j] += 1
            if i != j:
                unfinished[j][i] += 1
        if winner is None:
            continue
        if i == j:
            decided[i][i] += 1
            wins[i][i] += winner == 0
            continue
        decided[i][j] += 1
        decided[j][i] += 1
        if winner == 0:
            wins[i][j] += 1
        else:
            wins[j][i] += 1
    m = len(pairs)
    z_adjusted = NormalDist().inv_cdf(1 - 0.05 / (2 * m))
    rates = [[wins[a][b] / decided[a][b] if decided[a][b] else math.nan for b in range(k)] for a in range(k)]
    intervals = [[wilson_interval(wins[a][b], decided[a][b]) for b in range(k)] for a in range(k)]
    adjusted = [[wilson_interval(wins[a][b], decided[a][b], z_adjusted) for b in range(k)] for a in range(k)]
    means = []
    for a in range(k):
        others = [rates[a][b] for b in range(k) if b != a and decided[a][b]]
        means.append(sum(others) / len(others) if others else math.nan)
    order = sorted(range(k), key=lambda a: (-(means[a] if not math.isnan(means[a]) else -1.0), specs[a]))
    return TournamentResult(
        rules=rules.to_json(), bots=specs, games=games, seed=seed, max_moves=max_moves,
        wins=tuple(map(tuple, wins)), decided=tuple(map(tuple, decided)), unfinished=tuple(map(tuple, unfinished)),
        rates=tuple(map(tuple, rates)), intervals=tuple(map(tuple, intervals)),
        adjusted_intervals=tuple(map(tuple, adjusted)), pairs=m,
        ranking=tuple((specs[a], means[a]) for a in order),
    )


def format_tournament(result: TournamentResult) -> str:
    """The result as plain text: the win matrix (row bot's win rate against the column bot, with its
    95% interval), the ranking and the multiple-comparison note (``unokit tournament`` prints it)."""
    rules = result.rules if isinstance(result.rules, str) else result.rules.get("preset", "custom") + " (modified)"
    k = len(result.bots)
    cells = [[_cell(result, a, b) for b in range(k)] for a in range(k)]
    width = max(12, *(len(bot) for bot in result.bots), *(len(c) for row in cells for c in row))
    lines = [
        f"tournament: {k} bots, {result.games} heads-up rounds per pair, {rules}, seed {result.seed}",
        "win rate of the row bot against the column bot (95% Wilson interval); the diagonal is a bot",
        "against itself: the rate of its first copy, near 50% when the seat rotation is fair",
        "",
        " " * width + "  " + "  ".join(bot.rjust(width) for bot in result.bots),
    ]
    for a, bot in enumerate(result.bots):
        lines.append(bot.ljust(width) + "  " + "  ".join(cell.rjust(width) for cell in cells[a]))
    lines += ["", "ranking (mean win rate against the other bots):"]
    for place, (bot, mean) in enumerate(result.ranking, start=1):
        lines.append(f"{place:>3}. {bot}  {mean:.1%}" if not math.isnan(mean) else f"{place:>3}. {bot}  -")
    cut = sum(result.unfinished[a][b] for a in range(k) for b in range(a, k))
    if cut:
        lines.append(f"rounds cut at {result.max_moves} moves (not counted): {cut}")
    lines += ["", "note: " + result.note]
    return "\n".join(lines)


def _cell(result: TournamentResult, a: int, b: int) -> str:
    if not result.decided[a][b]:
        return "-"
    low, high = result.intervals[a][b]
    return f"{result.rates[a][b]:.0%} ({low:.0%}-{high:.0%})"


def describe(result: TournamentResult) -> str:
    """A text alternative of :func:`plot` for screen readers: every pair's win rate and interval in
    words, then the ranking."""
    parts = []
    k = len(result.bots)
    for a in range(k):
        for b in range(a + 1, k):
            if result.decided[a][b]:
                low, high = result.intervals[a][b]
                parts.append(f"{result.bots[a]} beat {result.bots[b]} in {result.rates[a][b]:.0%} of "
                             f"{result.decided[a][b]} decided rounds (95% interval {low:.0%} to {high:.0%})")
    for a in range(k):
        if result.decided[a][a]:
            low, high = result.intervals[a][a]
            parts.append(f"{result.bots[a]} against itself: the first copy won {result.rates[a][a]:.0%} "
                         f"({low:.0%} to {high:.0%})")
    ranking = ", ".join(f"{place}. {bot}" for place, (bot, _) in enumerate(result.ranking, start=1))
    return "Win rates: " + "; ".join(parts) + f". Ranking: {ranking}."


def plot(result: TournamentResult, *, ax: Any = None) -> Any:
    """An accessible chart of the win matrix (matplotlib): one row per pair, the win rate as a dot
    with its 95% interval as a line and the adjusted interval as a thinner, longer line, a dashed
    line at 50%; every row is labelled in words and the rate is printed beside it, so nothing depends
    on colour (WCAG 2.1 SC 1.4.1). The figure carries :func:`describe` as its text alternative
    (``fig.text_alternative``). Returns the figure."""
    import matplotlib.pyplot as plt

    k = len(result.bots)
    rows = [(a, b) for a in range(k) for b in range(a, k) if result.decided[a][b]]
    if ax is None:
        fig, ax = plt.subplots(figsize=(7.5, 0.55 * len(rows) + 1.6))
    else:
        fig = ax.figure
    labels = []
    for y, (a, b) in enumerate(reversed(rows)):
        rate = result.rates[a][b]
        low, high = result.intervals[a][b]
        alow, ahigh = result.adjusted_intervals[a][b]
        ax.plot([alow, ahigh], [y, y], color="#555555", linewidth=1, solid_capstyle="butt")
        ax.plot([low, high], [y, y], color="black", linewidth=3, solid_capstyle="butt")
        ax.plot([rate], [y], marker="o", markersize=7, color="black")
        ax.annotate(f"{rate:.0%}", (ahigh, y), xytext=(6, 0), textcoords="offset points", va="center",
                    fontsize=10)
        labels.append(f"{result.bots[a]} vs itself" if a == b else f"{result.bots[a]} beats {result.bots[b]}")
    ax.axvline(0.5, color="black", linestyle="--", linewidth=1)
    ax.set_yticks(range(len(rows)), labels, fontsize=10)
    ax.set_xlim(0, 1.12)
    ax.set_xticks([0, 0.25, 0.5, 0.75, 1], ["0%", "25%", "50%", "75%", "100%"])
    ax.set_xlabel("win rate of the first-named bot (thick line: 95% interval; thin: adjusted for all pairs)")
    ax.set_title(f"Heads-up tournament, {result.games} rounds per pair")
    fig.tight_layout()
    fig.text_alternative = describe(result)  # type: ignore[attr-defined]  # the figure carries its text alternative for the notebook's alt text
    return fig
