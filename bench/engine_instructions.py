"""Engine instruction count: a git revision against the working tree, under valgrind's callgrind.

Wall-clock and CPU times swing by several per cent on a loaded shared machine; the number of
instructions a fixed, seeded workload executes does not. This script copies the ``unokit`` package of
``--baseline`` (a git revision, default ``HEAD``) and of the working tree into a temporary directory,
runs the same workload on each copy under ``valgrind --tool=callgrind`` and prints the instructions of
each and their ratio; target: the working tree runs at most 1% more instructions (issue 24: "no engine
speed lost" when the engine's state was put in one place).

Workload (seeded, the same for both copies): random-bot rounds (``unokit.simulate.play_round``) of
``classic`` at 2 and 4 players and of ``party`` (house rules: stacking, Seven-O, jump-in, ...) at 4,
the fast paths and the general path; a random walk of ``push`` / ``pop`` with a ``copy`` and a
``state_dict`` now and then; and the endgame solver on small two-seat positions. Start-up and imports
are taken out: each copy runs the workload at ``--size`` and at size 0, and the difference counts.
Byte code is cached by one untimed run of each copy first; ``PYTHONHASHSEED=0`` fixes the order of
sets of strings, so a run repeats its count.

Run:  python bench/engine_instructions.py [--baseline REV] [--size 1]
Needs ``valgrind`` (Debian: ``apt-get install valgrind``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from instructions import callgrind_instructions  # bench/ is on sys.path when this script runs

TARGET_RATIO = 1.01
#: the workload run in a child process on one copy of unokit (argv: size)
_WORKLOAD = """
import random, sys
from unokit.agents import make_agent
from unokit.analysis import solve
from unokit.cards import make_deck
from unokit.game import Game, Position
from unokit.simulate import play_round

size = int(sys.argv[1])
for seed in range(60 * size):
    for rules, players in (("classic", 2), ("classic", 4), ("party", 4)):
        policy = make_agent("random", seed)
        play_round(rules, players, seed, [policy] * players, max_moves=3000)
for seed in range(12 * size):
    rng = random.Random(seed)
    game = Game(("classic", "party", "black-uno", "spectrum")[seed % 4], 2 + seed % 3, seed=seed)
    for step in range(300):
        if game.is_over():
            break
        game.push(rng.choice(game.legal_moves()))
        if step % 3 == 2:
            game.pop()
        if step % 50 == 0:
            game.copy().state_dict()
for seed in range(6 * size):
    rng = random.Random(seed)
    deck = list(make_deck("classic"))
    rng.shuffle(deck)
    top = next(card for card in deck if card.color is not None)
    deck.remove(top)
    game = Game("classic", 2, seed=seed, position=Position(
        hands=(tuple(deck[:4]), tuple(deck[4:8])), discard=(*deck[12:14], top), draw_pile=tuple(deck[8:12]),
        current=0))
    solve(game, max_reshuffles=0)
"""


def instructions(path: Path, size: int) -> int:
    """Instructions (callgrind's ``Ir``) of the workload at ``size`` on the unokit copy in ``path``."""
    return callgrind_instructions(_WORKLOAD, str(size), cwd=path,
                                  env={**os.environ, "PYTHONPATH": str(path), "PYTHONHASHSEED": "0"})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="HEAD", help="git revision to compare the working tree with")
    parser.add_argument("--size", type=int, default=1, help="workload size (1: about 13 million Python-level steps)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt-get install valgrind)", file=sys.stderr)
        return 2
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as temp:
        old = Path(temp, "baseline")
        old.mkdir()
        archive = subprocess.run(["git", "-C", str(root), "archive", args.baseline, "unokit"], capture_output=True)
        if archive.returncode:
            print(f"git archive {args.baseline} failed: {archive.stderr.decode()}", file=sys.stderr)
            return 2
        subprocess.run(["tar", "-x", "-C", str(old)], input=archive.stdout, check=True)
        new = Path(temp, "now")
        shutil.copytree(root / "unokit", new / "unokit", ignore=shutil.ignore_patterns("__pycache__"))
        counts = {}
        for label, path in ((args.baseline, old), ("working tree", new)):
            subprocess.run([sys.executable, "-c", _WORKLOAD, "0"], check=True, cwd=path,
                           env={**os.environ, "PYTHONPATH": str(path)})  # writes the byte code cache
            counts[label] = instructions(path, args.size) - instructions(path, 0)
            print(f"{label}: {counts[label]:,} instructions (workload size {args.size}, start-up taken out)")
    ratio = counts["working tree"] / counts[args.baseline]
    print(f"working tree / {args.baseline}: {ratio:.4f} (target <= {TARGET_RATIO}) "
          f"{'ok' if ratio <= TARGET_RATIO else 'OVER TARGET'}; load average {os.getloadavg()[0]:.1f}")
    return 0 if ratio <= TARGET_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
