"""Environment benchmark: steps per second of ``unokit.env.uno_v0`` against RLCard's UNO environment
(``rlcard.make("uno")``), both driven by random legal actions in the same process (issue 15).

Each environment plays whole rounds for ``--seconds`` CPU seconds per run (``time.process_time``,
so other work on a shared machine counts against neither); the runs alternate and each keeps the
fastest of ``--repeat``. unokit is measured as users get it (``uno_v0.env()``, PettingZoo's wrappers
included) and without the wrappers (``uno_v0.raw_env()``); a step is one ``last()`` (the observation
and action mask) plus one ``step()``, as a step of RLCard is one ``step()`` returning the next state
and its legal actions. The random policy picks uniformly among the legal actions in both (unokit's
full rules allow a voluntary draw, RLCard's only a draw when nothing can be played, so unokit's
rounds are longer; steps per second is the fair unit). Target: unokit (wrapped) >= 1.5x RLCard.

``--check-rounds N`` also runs the mask check of :mod:`unokit.env.check` over N rounds in all,
shared between classic (2 and 4 players), black-uno (4) and spectrum (3) (the issue's 10,000-round
check: ``--check-rounds 10000``), and prints rounds, steps and seconds.

Run:  python bench/env.py [--seconds 5] [--repeat 3] [--check-rounds 10000]
Needs RLCard and PettingZoo: ``pip install -e .[bench,rl]``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import numpy as np

TARGET_RATIO = 1.5


def bench_unokit(wrapped: bool, seconds: float, seed: int) -> float:
    """Steps per CPU second of unokit's classic two-player environment."""
    from unokit.env import uno_v0

    make = uno_v0.env if wrapped else uno_v0.raw_env
    environment = make(rules="classic", players=2)
    rng = random.Random(seed)
    environment.reset(seed=seed)
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        environment.reset()
        for _ in environment.agent_iter():
            observation, _, termination, truncation, _ = environment.last()
            if termination or truncation:
                action = None
            else:
                legal = np.flatnonzero(observation["action_mask"])
                action = int(legal[rng.randrange(len(legal))])
            environment.step(action)
            steps += 1
    return steps / (time.process_time() - start)


def bench_rlcard(seconds: float, seed: int) -> float:
    """Steps per CPU second of ``rlcard.make("uno")`` (two players)."""
    import rlcard

    environment = rlcard.make("uno", config={"seed": seed})
    rng = random.Random(seed)
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state, _ = environment.reset()
        while not environment.is_over():
            legal = list(state["legal_actions"])
            state, _ = environment.step(legal[rng.randrange(len(legal))])
            steps += 1
    return steps / (time.process_time() - start)


def check(rounds: int) -> None:
    from unokit.env import uno_v0
    from unokit.env.check import check_rounds

    setups = (("classic", 2), ("classic", 4), ("black-uno", 4), ("spectrum", 3))
    for number, (rules, players) in enumerate(setups):
        share = rounds // len(setups) + (number < rounds % len(setups))
        start = time.perf_counter()
        count = check_rounds(uno_v0.env(rules=rules, players=players), share, seed=rounds + number)
        print(f"mask check {rules}, {players} players: {count.rounds} rounds ({count.ended} to the end), "
              f"{count.steps} steps, mask = engine at every step; {time.perf_counter() - start:.0f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs per environment (the fastest counts)")
    parser.add_argument("--check-rounds", type=int, default=0, help="also run the mask check over N rounds in all")
    parser.add_argument("--check-only", action="store_true", help="run only the mask check")
    args = parser.parse_args(argv)
    if args.check_only:
        check(args.check_rounds or 10_000)
        return 0
    best = {"unokit env()": 0.0, "unokit raw_env()": 0.0, "rlcard": 0.0}
    for run in range(args.repeat):
        best["rlcard"] = max(best["rlcard"], bench_rlcard(args.seconds, run))
        best["unokit env()"] = max(best["unokit env()"], bench_unokit(True, args.seconds, run))
        best["unokit raw_env()"] = max(best["unokit raw_env()"], bench_unokit(False, args.seconds, run))
    for name, rate in best.items():
        print(f"{name:<18} {rate:>10,.0f} steps/s  ({1e6 / rate:.2f} us CPU per step)")
    ratio = best["unokit env()"] / best["rlcard"]
    raw_ratio = best["unokit raw_env()"] / best["rlcard"]
    print(f"ratio unokit env() / RLCard: {ratio:.2f}x (target >= {TARGET_RATIO}x) "
          f"{'met' if ratio >= TARGET_RATIO else 'NOT met'}; without wrappers {raw_ratio:.2f}x")
    if args.check_rounds:
        check(args.check_rounds)
    return 0 if ratio >= TARGET_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
