"""Instructions per game under callgrind: the engine's cost measured in a way a busy machine does not skew.

CPU time on a shared machine moves by 10% or more between runs; the number of instructions executed
does not. For each workload this runs a child Python under ``valgrind --tool=callgrind`` twice, once
playing ``--games`` seeded games and once playing none (imports, start-up and one warm-up game in
both), and prints the difference divided by the games: instructions per game of the game loop alone.

Workloads (the ``random`` bot in every seat, as bench/engine.py and bench/house_rules.py):

- ``engine``: ``unokit.simulate.play_round`` per seed with a fresh bot, as bench/engine.py's engine row;
- ``simulate``: :func:`unokit.simulate.simulate` with ``jobs=1``, as ``unokit simulate`` and
  bench/house_rules.py play them (round seeds, jump-ins offered to the bots).

The child imports ``unokit`` as ``python -c`` does: from the current directory first, then
``PYTHONPATH``; to measure another checkout, run this script from that checkout's root.

Run:  python bench/instructions.py [--games 200] [WORKLOAD:RULES:PLAYERS ...]
      (default: engine:classic:2 engine:classic:4 simulate:party:4 simulate:black-uno:4)
Needs valgrind on the PATH.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from typing import Any

DEFAULT_RUNS = ("engine:classic:2", "engine:classic:4", "simulate:party:4", "simulate:black-uno:4")

#: the child: argv = workload, rules, players, games
_CHILD = """
import sys
from unokit.agents import make_agent
from unokit.simulate import play_round, simulate
workload, rules, players, games = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
if workload == "engine":
    play_round(rules, players, 10**6, [make_agent("random", 0)] * players, max_moves=20_000)  # warm-up
    for seed in range(games):
        policy = make_agent("random", seed)
        play_round(rules, players, seed, [policy] * players, max_moves=20_000)
else:
    simulate(rules, players, 1, seed=99, jobs=1, progress=False)  # warm-up
    if games:
        simulate(rules, players, games, seed=0, jobs=1, progress=False)
"""


def callgrind_instructions(code: str, *arguments: str, **run: Any) -> int:
    """Instructions (callgrind's ``Ir``) of a child ``python -c code arguments...`` under valgrind; ``run``
    goes to :func:`subprocess.run` (``cwd``, ``env``). Stops with the child's messages if it fails or
    callgrind prints no total. Also used by bench/engine_instructions.py."""
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code, *arguments],
        capture_output=True, text=True, **run)
    if done.returncode:
        raise SystemExit(done.stderr[-2000:])
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"no instruction count in callgrind's output:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def instructions(workload: str, rules: str, players: int, games: int) -> int:
    """Instructions callgrind counts for the child playing ``games`` games (warm-up included)."""
    return callgrind_instructions(_CHILD, workload, rules, str(players), str(games))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="seeded games per workload (default 200)")
    parser.add_argument("runs", nargs="*", default=list(DEFAULT_RUNS), metavar="WORKLOAD:RULES:PLAYERS",
                        help="workload engine or simulate, a preset, a player count")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error(f"--games must be at least 1, not {args.games}")
    if shutil.which("valgrind") is None:
        print("valgrind is not installed; install it (apt-get install valgrind) to count instructions",
              file=sys.stderr)
        return 2
    print(f"{'workload':<10}{'rules':<12}{'players':>8}{'instructions/game':>20}")
    for run in args.runs:
        try:
            workload, rules, players = run.split(":")
            if workload not in ("engine", "simulate"):
                raise ValueError
            count = int(players)
        except ValueError:
            parser.error(f"{run!r} is not WORKLOAD:RULES:PLAYERS with WORKLOAD engine or simulate, "
                         "e.g. engine:classic:2")
        per_game = (instructions(workload, rules, count, args.games) - instructions(workload, rules, count, 0))
        print(f"{workload:<10}{rules:<12}{count:>8}{per_game // args.games:>20,}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
