"""Engine benchmark: unokit's classic preset against RLCard's UNO, same policy, same process.

Workload (issue 2, "Performance"; issue 12, "Speed"): the ``random`` bot's policy — a uniformly
random legal card, drawing only without one — plays 2000 seeded games with 2 and with 4 players, on
``unokit.game.Game("classic")`` (full rules: UNO calls, Wild Draw Four challenges, play-or-keep of
a drawn card, reshuffles) and on ``rlcard.games.uno.game.UnoGame`` (simplified rules: a playable
drawn card is played automatically, no challenge, no UNO call). RLCard's own random play is the
same policy: a random choice over its legal actions, where ``draw`` is legal only when nothing can
be played.

RLCard runs its *cheapest* loop: one ``UnoGame`` object whose ``np.random.RandomState`` is seeded
once, ``init_game()`` per game, one policy RNG seeded once (building a new game and a new
``RandomState`` per game would slow RLCard down and flatter unokit).

Two ratios against that loop, at 2 and 4 players, target >= 2x RLCard's games per second each:

- engine: unokit's own loop in this process (``unokit.simulate.play_round`` per seeded game);
- ``unokit simulate --bot random --jobs 1``: the whole command in a child process, start-up and
  imports included, timed by the child's CPU seconds (``resource.getrusage``). The child runs as an
  installed package does: with its modules' byte code cached (``pip install`` compiles it; a
  ``PYTHONDONTWRITEBYTECODE`` in this environment is dropped for the child, and one untimed run of
  the command writes the cache first), so the figure does not include compiling the source.

Times are CPU seconds (``time.process_time`` / the child's rusage), so other work on a shared
machine counts against neither engine; each row keeps the fastest of ``--repeat`` alternating runs.
Prints games/s, moves/s and mean moves per game for each, and the ratios. Then the median time of
``Game.legal_moves()`` on a freshly dealt 7-card hand; target <= 10 microseconds.

Then unokit 0.1.0 against now (issue 12: nothing slower than before the redesign): the same engine
loop, 2 and 4 players, run in child processes on ``git archive`` copies of the 0.1.0 commit
(``--baseline``, default the last commit of 0.1.0 before the rulebook work) and of the working
tree's ``unokit`` package, alternating, fastest of ``--repeat`` each; target: now >= 0.1.0. Skipped
(with a note) outside a git checkout.

Run:  python bench/engine.py [--games 2000] [--repeat 3] [--baseline REV] [--profile]
Needs RLCard: ``pip install -e .[bench]`` (or ``pip install rlcard``).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from unokit.agents import make_agent
from unokit.game import Game
from unokit.simulate import play_round

GAMES_TARGET_RATIO = 2.0
#: unokit 0.1.0: the last commit before the rulebook work (issue 12), which the engine must not be slower than
BASELINE_REV = "044f69c"
#: the engine loop timed in a child process on a copy of one unokit version (argv: players, games)
_VERSION_LOOP = """
import sys, time
from unokit.agents import make_agent
from unokit.simulate import play_round
players, games = int(sys.argv[1]), int(sys.argv[2])
start = time.process_time()
for seed in range(games):
    policy = make_agent("random", seed)
    play_round("classic", players, seed, [policy] * players, max_moves=20_000)
print(time.process_time() - start)
"""
LEGAL_MOVES_TARGET_US = 10.0
RLCARD_STEP_CAP = 20_000


def bench_unokit(players: int, games: int) -> tuple[float, int, int]:
    """(seconds, games, moves) for ``games`` classic rounds of random bots."""
    moves = 0
    start = time.process_time()
    for seed in range(games):
        policy = make_agent("random", seed)  # one policy and one RNG per game, as for RLCard below
        result = play_round("classic", players, seed, [policy] * players, max_moves=RLCARD_STEP_CAP)
        moves += result.moves
    return time.process_time() - start, games, moves


def bench_rlcard(players: int, games: int) -> tuple[float, int, int]:
    """(seconds, games, moves) for ``games`` RLCard UNO games with random legal actions, in RLCard's
    cheapest loop: one game object and one RNG seeded once, ``init_game()`` per game."""
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    moves = 0
    start = time.process_time()
    game = UnoGame(num_players=players)
    game.np_random = np.random.RandomState(0)
    policy = random.Random(0)
    for _ in range(games):
        game.init_game()
        steps = 0
        while not game.is_over() and steps < RLCARD_STEP_CAP:
            legal = game.get_legal_actions()
            game.step(legal[policy.randrange(len(legal))])
            steps += 1
        moves += steps
    return time.process_time() - start, games, moves


def bench_simulate(players: int, games: int) -> tuple[float, int, int]:
    """(CPU seconds, games, moves) of the whole ``unokit simulate --bot random --jobs 1`` command in
    a child process (interpreter start-up and imports included)."""
    command = [str(Path(sys.executable).with_name("unokit")), "simulate", "--rules", "classic",
               "--players", str(players), "--games", str(games), "--bot", "random", "--jobs", "1",
               "--json", "--no-progress"]
    # as installed: byte code cached (written by an untimed run of one game), not compiled per run
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    warm = command.copy()
    warm[warm.index("--games") + 1] = "1"
    subprocess.run(warm, capture_output=True, check=True, env=env)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    import json

    summary = json.loads(done.stdout)
    moves = round(summary["mean_moves"] * games) if "mean_moves" in summary else 0
    return seconds, games, moves


def bench_legal_moves(positions: int = 300, repeat: int = 20) -> tuple[float, float]:
    """Median microseconds of ``legal_moves()`` (every seat) and ``legal_moves(current)`` over
    freshly dealt 2-player classic games whose seat to act holds 7 cards. Each call runs on its
    own copy of the game, so no cached answer is reused."""
    all_seats: list[float] = []
    one_seat: list[float] = []
    seed = 0
    found = 0
    clock = time.perf_counter_ns
    while found < positions:
        game = Game("classic", 2, seed=seed)
        seed += 1
        if game.current is None or len(game.hand(game.current)) != 7 or game.drawn_card is not None:
            continue
        found += 1
        copies = [game.copy() for _ in range(2 * repeat)]
        for copy in copies[:repeat]:
            t0 = clock()
            copy.legal_moves()
            all_seats.append((clock() - t0) / 1000)
        current = game.current
        for copy in copies[repeat:]:
            t0 = clock()
            copy.legal_moves(current)
            one_seat.append((clock() - t0) / 1000)
    return statistics.median(all_seats), statistics.median(one_seat)


def bench_versions(games: int, repeat: int, baseline: str) -> dict[tuple[str, int], float] | None:
    """Games/s of the engine loop per (version, players) for ``baseline`` (a git revision) and the
    working tree's package, each copied into a temporary directory and run in a child process with
    that copy first on ``sys.path``; ``None`` when git or the revision is not available."""
    import shutil
    import tempfile

    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as temp:
        old = Path(temp, "baseline")
        old.mkdir()
        archive = subprocess.run(["git", "-C", str(root), "archive", baseline, "unokit"], capture_output=True)
        if archive.returncode:
            return None
        subprocess.run(["tar", "-x", "-C", str(old)], input=archive.stdout, check=True)
        new = Path(temp, "now")
        shutil.copytree(root / "unokit", new / "unokit", ignore=shutil.ignore_patterns("__pycache__"))
        best: dict[tuple[str, int], float] = {}
        for players in (2, 4):
            for _ in range(repeat):
                for label, path in (("0.1.0", old), ("now", new)):
                    done = subprocess.run([sys.executable, "-c", _VERSION_LOOP, str(players), str(games)],
                                          capture_output=True, text=True, check=True, cwd=path,
                                          env={**os.environ, "PYTHONPATH": str(path)})
                    rate = games / float(done.stdout)
                    best[(label, players)] = max(best.get((label, players), 0.0), rate)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="seeded games per engine and player count")
    parser.add_argument("--repeat", type=int, default=3, help="runs per row; the fastest counts")
    parser.add_argument("--baseline", default=BASELINE_REV, help="git revision of unokit 0.1.0 to compare with")
    parser.add_argument("--profile", action="store_true", help="cProfile unokit's 4-player run, top 25 by tottime")
    args = parser.parse_args(argv)
    try:
        import rlcard  # noqa: F401
    except ImportError:
        print("RLCard is not installed; install the benchmark extra: pip install -e .[bench]", file=sys.stderr)
        return 2

    print(f"workload: random legal card, draw only without one; {args.games} seeded games per row, "
          f"fastest of {args.repeat} alternating runs; RLCard: one UnoGame, one RNG seeded once")
    print(f"{'engine':<26}{'players':>8}{'games/s':>11}{'moves/s':>12}{'moves/game':>12}")
    runs = (("unokit engine", bench_unokit), ("unokit simulate process", bench_simulate),
            ("rlcard uno (cheap loop)", bench_rlcard))
    ratios: dict[str, list[float]] = {"unokit engine": [], "unokit simulate process": []}
    for players in (2, 4):
        # Engines alternate and each row keeps its fastest of --repeat runs, so load from other
        # processes on the machine skews the ratio as little as possible.
        best: dict[str, tuple[float, int, int]] = {}
        for _ in range(args.repeat):
            for name, run in runs:
                seconds, games, moves = run(players, args.games)
                if name not in best or seconds < best[name][0]:
                    best[name] = (seconds, games, moves)
        rows = {}
        for name, (seconds, games, moves) in best.items():
            rows[name] = (games / seconds, moves / seconds, moves / games)
            gps, mps, mpg = rows[name]
            print(f"{name:<26}{players:>8}{gps:>11.1f}{mps:>12.0f}{mpg:>12.1f}")
        for name in ratios:
            ratio = rows[name][0] / rows["rlcard uno (cheap loop)"][0]
            ratios[name].append(ratio)
            print(f"{'ratio ' + name.removeprefix('unokit ') + '/rlcard':<26}{players:>8}{ratio:>10.2f}x")
    for name, values in ratios.items():
        worst = min(values)
        verdict = "met" if worst >= GAMES_TARGET_RATIO else "NOT met"
        print(f"games/s ratio, {name} (worst of 2 and 4 players): {worst:.2f}x; "
              f"target >= {GAMES_TARGET_RATIO:.0f}x: {verdict}")

    all_us, one_us = bench_legal_moves()
    verdict = "met" if all_us <= LEGAL_MOVES_TARGET_US else "NOT met"
    print(f"legal_moves() median on a 7-card hand: {all_us:.2f} us (every seat), "
          f"{one_us:.2f} us (seat to act); target <= {LEGAL_MOVES_TARGET_US:.0f} us: {verdict}")

    versions = bench_versions(args.games, args.repeat, args.baseline)
    if versions is None:
        print(f"unokit 0.1.0 vs now: skipped (no git checkout or no revision {args.baseline})")
    else:
        worst = min(versions[("now", p)] / versions[("0.1.0", p)] for p in (2, 4))
        for players in (2, 4):
            old, new = versions[("0.1.0", players)], versions[("now", players)]
            print(f"engine games/s, {players} players: 0.1.0 ({args.baseline}) {old:.1f}, now {new:.1f}, "
                  f"now/0.1.0 {new / old:.2f}x")
        print(f"now/0.1.0 (worst of 2 and 4 players): {worst:.2f}x; target >= 1.00x: "
              f"{'met' if worst >= 1.0 else 'NOT met'}")

    if args.profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
        bench_unokit(4, min(args.games, 500))
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
    return 0


if __name__ == "__main__":
    sys.exit(main())
