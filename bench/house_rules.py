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
   on every 100th round. ``--pair-rounds M`` then checks M rounds for each of ``--pairs`` (30) pairs of
   flags, a seeded choice among the allowed pairs (listed before the sweep; ``--pair-seed``),
   and ``--preset-rounds K`` K rounds for black-uno and spectrum as they are and with each flag they do
   not already have. Prints rounds, moves, CPU seconds (``time.process_time``) and rounds/s per
   configuration, then the total; any broken invariant stops the run with the rules, seed and move.

Run:  python bench/house_rules.py [--games 2000] [--repeat 3] [--no-speed]
      [--invariants 100000 [--flags jump_in ...]] [--pair-rounds 100000 [--pairs 30] [--pair-seed 13]]
      [--preset-rounds 10000] [--first-seed 0]
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


def load_invariants():
    """The module ``tests/house_invariants.py`` (shared with the test suite)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    import house_invariants

    return house_invariants


def sweep(configs: list, rounds: int, first_seed: int = 0) -> tuple[int, float]:
    """Check ``rounds`` rounds per (id, rules) of ``configs`` (2 to 4 players in turn, seeds
    ``first_seed`` to ``first_seed + rounds - 1``; every 100th round also push/pop, the general path and
    the record). Prints a line per configuration; returns (rounds, CPU seconds) in all."""
    invariants = load_invariants()
    print(f"{'rules':<36}{'rounds':>9}{'moves':>12}{'seconds':>10}{'rounds/s':>10}")
    total = 0.0
    for name, rules in configs:
        start = time.process_time()
        moves = 0
        for seed in range(first_seed, first_seed + rounds):
            full = seed % 100 == 0
            moves += invariants.check_round(rules, 2 + seed % 3, seed, undo_every=3 if full else 0,
                                            twin=full, record=full)
        seconds = time.process_time() - start
        total += seconds
        speed = f"{rounds / seconds:,.0f}" if seconds > 0 else "-"  # a tiny sweep can take under a tick
        print(f"{name:<36}{rounds:>9,}{moves:>12,}{seconds:>10.1f}{speed:>10}", flush=True)
    print(f"every invariant held in {rounds:,} rounds (seeds {first_seed:,} to {first_seed + rounds - 1:,}) for "
          f"each of {len(configs)} configurations ({rounds * len(configs):,} rounds, {total:,.0f} CPU s)", flush=True)
    return rounds * len(configs), total


def run_invariants(rounds: int, only: list[str] | None = None, first_seed: int = 0) -> None:
    """The sweep of each flag alone and party, ``rounds`` rounds each (``only``: these ids)."""
    invariants = load_invariants()
    from unokit.rules import find_preset

    configs = invariants.flag_configurations() + [("party", find_preset("party"))]
    if only:
        configs = [(name, rules) for name, rules in configs if name in only]
    print("Each house-rule flag alone (on classic) and the preset party:")
    sweep(configs, rounds, first_seed)


def run_pairs(rounds: int, count: int, seed: int, first_seed: int = 0) -> None:
    """The sweep of ``count`` random pairs of flags (seeded by ``seed``), ``rounds`` rounds each."""
    invariants = load_invariants()
    allowed = invariants.allowed_pairs()
    pairs = invariants.random_pairs(count, seed)
    print(f"{len(pairs)} pairs of flags chosen with seed {seed} among the {len(allowed)} allowed pairs (the "
          f"rules accept them, and each is more than one flag's rules alone):")
    for a, b in pairs:
        print(f"  {a} + {b}")
    sweep(invariants.pair_configurations(pairs), rounds, first_seed)


def run_presets(rounds: int, first_seed: int = 0) -> None:
    """The sweep of black-uno and spectrum, as they are and with each flag, ``rounds`` rounds each."""
    invariants = load_invariants()
    print("The other presets, as they are and with each house-rule flag they do not already have:")
    sweep(invariants.preset_configurations(), rounds, first_seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="rounds per speed measurement")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement (the best counts)")
    parser.add_argument("--invariants", type=int, default=0, metavar="N",
                        help="also check the invariants on N rounds per flag (100000 for the issue's sweep)")
    parser.add_argument("--flags", nargs="+", metavar="FLAG",
                        help="check only these flags (names as in tests/house_invariants.py, or party)")
    parser.add_argument("--pair-rounds", type=int, default=0, metavar="M",
                        help="also check the invariants on M rounds per random pair of flags")
    parser.add_argument("--pairs", type=int, default=30, metavar="COUNT",
                        help="how many random pairs of flags (default 30, as issue 13 asks)")
    parser.add_argument("--pair-seed", type=int, default=13, help="seed of the choice of pairs")
    parser.add_argument("--preset-rounds", type=int, default=0, metavar="K",
                        help="also check K rounds for black-uno and spectrum with each flag")
    parser.add_argument("--first-seed", type=int, default=0, metavar="S",
                        help="the sweeps' first seed (another run from S adds rounds not checked before)")
    parser.add_argument("--no-speed", action="store_true", help="skip the speed measurement")
    args = parser.parse_args()
    for name in ("games", "repeat", "invariants", "pair_rounds", "pairs", "preset_rounds", "first_seed"):
        if getattr(args, name) < 0:
            parser.error(f"--{name.replace('_', '-')} must be at least 0, not {getattr(args, name)}")
    if not args.no_speed:
        measure_speed(args.games, args.repeat)
    if args.invariants:
        run_invariants(args.invariants, args.flags, args.first_seed)
    if args.pair_rounds:
        run_pairs(args.pair_rounds, args.pairs, args.pair_seed, args.first_seed)
    if args.preset_rounds:
        run_presets(args.preset_rounds, args.first_seed)


def measure_speed(games: int, repeat: int) -> None:
    print(f"{'rules':<12}{'players':>8}{'rounds/s':>11}{'moves/round':>13}")
    for rules, players in (("classic", 4), ("black-uno", 4), ("party", 4)):
        speed, mean = rounds_per_second(rules, players, games, repeat)
        print(f"{rules:<12}{players:>8}{speed:>11,.0f}{mean:>13.1f}", flush=True)
    print(f"party, 4 players: {speed:,.0f} rounds/s; target >= {TARGET_ROUNDS_PER_S:,.0f} rounds/s "
          f"({speed / TARGET_ROUNDS_PER_S:.2f}x the target)")


if __name__ == "__main__":
    main()
