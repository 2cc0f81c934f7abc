"""Variant explorer benchmark (issue 13 item 5).

1. The notebook's workload: ``notebooks/06-house-rules.ipynb`` runs one comparison of 200 rounds and six
   of 100 rounds (4 players, greedy bots, one process); its target is to run in well under 60 s, so the
   simulations here must take at most 30 s of CPU.
2. What measuring costs: :func:`unokit.explorer.measure_round` (taking a round back and replaying it,
   looking at the legal moves at each turn) against playing the round, for the same seeded rounds.

Times are CPU seconds of this process (``time.process_time``).

Run:  python bench/explorer.py [--rounds 300]
"""

from __future__ import annotations

import argparse
import time

from unokit.explorer import compare, measure_round
from unokit.game import Game
from unokit.simulate import agents_for, play_out, round_seed

NOTEBOOK_TARGET_S = 30.0
ALONE = [{"seven_swap": True}, {"zero_rotate": True}, {"jump_in": True}, {"draw_to_match": True},
         {"force_play": True}, {"stack_draw_two": True, "stack_wild_draw_four": True, "challenge": False}]


def notebook_workload() -> float:
    start = time.process_time()
    compare({"seven_swap": True, "zero_rotate": True}, "classic", players=4, rounds=200, seed=1, bots=("greedy",))
    for flags in ALONE:
        compare(flags, "classic", players=4, rounds=100, seed=1, bots=("greedy",))
    return time.process_time() - start


def measuring_cost(rules: str, bot: str, rounds: int) -> tuple[float, float]:
    """(seconds to play ``rounds`` rounds, seconds to measure them) for 4 players."""
    bots = (bot,) * 4
    start = time.process_time()
    games = []
    for i in range(rounds):
        game = Game(rules, 4, seed=round_seed(0, i))
        play_out(game, agents_for(bots, 0, i, 4))
        games.append(game)
    played = time.process_time() - start
    start = time.process_time()
    for game in games:
        measure_round(game)
    return played, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300, help="rounds per measuring-cost figure")
    args = parser.parse_args()
    seconds = notebook_workload()
    print(f"notebook workload (200 + 6 x 100 rounds, both rule sets): {seconds:.1f} s CPU; "
          f"target <= {NOTEBOOK_TARGET_S:.0f} s ({seconds / NOTEBOOK_TARGET_S:.2f}x the target)")
    print(f"{'rules':<10}{'bots':<8}{'play s':>8}{'measure s':>11}{'ratio':>7}")
    for rules, bot in (("classic", "random"), ("classic", "greedy"), ("party", "greedy")):
        played, measured = measuring_cost(rules, bot, args.rounds)
        print(f"{rules:<10}{bot:<8}{played:>8.2f}{measured:>11.2f}{measured / played:>7.2f}")


if __name__ == "__main__":
    main()
