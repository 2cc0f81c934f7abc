"""House-rules benchmark (issue 13, "Performance" and "Tests").

1. Speed: ``unokit simulate --rules party`` with 4 players on one core, the ``random`` bot in every seat
   (the command's default), against the target of 1,500 rounds/s; the same workload on the plain
   presets (classic, black-uno with 4 players) for comparison, measured in the same run. Rounds are
   played as the command plays them (:func:`unokit.simulate.simulate` with ``jobs=1``: seeded rounds,
   jump-ins offered to the bots); times are CPU seconds of this process (``time.process_time``), the
   best of ``--repeat`` runs.
2. ``--invariants N``: N seeded rounds of random legal moves per house-rule flag alone (and party),
   each checked move by move for card conservation, a legal move for the seat to act and termination
   (``tests/house_invariants.py``), with push/pop, the general path and the record round-trip checked
   on every 100th round. Prints rounds, moves and time per flag; any broken invariant stops the run with
   the rules, seed and move.

Run:  python bench/house_rules.py [--games 2000] [--repeat 3] [--invariants 100000 [--flags jump_in ...]]
[--no-speed]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from unokit.simulate import simulate

TARGET_ROUNDS_PER_S = 1500.0


def rounds_per_second(rules: str, players: int, games: int, repeat: int) -> tuple[float, float]:
    """(rounds/s, mean moves per round) of ``unokit simulate --rules RULES --jobs 1`` in this process."""
    best = float("inf")
    mean = 0.0
    for _ in range(repeat):
        start = time.process_time()
        result = simulate(rules, players, games, seed=0, jobs=1, progress=False)
        best = min(best, time.process_time() - start)
        mean = result.mean_moves
    return games / best, mean


def run_invariants(rounds: int, only: list[str] | None = None) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from house_invariants import HOUSE_FLAGS, check_round, house_rules

    from unokit.rules import find_preset

    configs = [(flag, house_rules(flag)) for flag in HOUSE_FLAGS] + [("party", find_preset("party"))]
    if only:
        configs = [(name, rules) for name, rules in configs if name in only]
    print(f"{'flag':<22}{'rounds':>9}{'moves':>12}{'seconds':>10}")
    for name, rules in configs:
        start = time.process_time()
        moves = 0
        for seed in range(rounds):
            full = seed % 100 == 0
            moves += check_round(rules, 2 + seed % 3, seed, undo_every=3 if full else 0, twin=full, record=full)
        print(f"{name:<22}{rounds:>9,}{moves:>12,}{time.process_time() - start:>10.1f}", flush=True)
    print(f"every invariant held in {rounds:,} rounds per flag")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="rounds per speed measurement")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement (the best counts)")
    parser.add_argument("--invariants", type=int, default=0, metavar="N",
                        help="also check the invariants on N rounds per flag (100000 for the issue's sweep)")
    parser.add_argument("--flags", nargs="+", metavar="FLAG",
                        help="check only these flags (names as in tests/house_invariants.py, or party)")
    parser.add_argument("--no-speed", action="store_true", help="skip the speed measurement")
    args = parser.parse_args()
    if not args.no_speed:
        measure_speed(args.games, args.repeat)
    if args.invariants:
        run_invariants(args.invariants, args.flags)


def measure_speed(games: int, repeat: int) -> None:
    print(f"{'rules':<12}{'players':>8}{'rounds/s':>11}{'moves/round':>13}")
    for rules, players in (("classic", 4), ("black-uno", 4), ("party", 4)):
        speed, mean = rounds_per_second(rules, players, games, repeat)
        print(f"{rules:<12}{players:>8}{speed:>11,.0f}{mean:>13.1f}", flush=True)
    print(f"party, 4 players: {speed:,.0f} rounds/s; target >= {TARGET_ROUNDS_PER_S:,.0f} rounds/s "
          f"({speed / TARGET_ROUNDS_PER_S:.2f}x the target)")


if __name__ == "__main__":
    main()
