"""Analysis benchmark (issue 14, "Performance"): ranking the moves of a position, and the solver.

(a) Move ranking: a seeded two-player classic position in which the seat to act has six legal moves
    is ranked by :func:`unokit.analysis.evaluate` with ``jobs=2`` and as many samples as make every
    move's 95% interval at most ±3 points whatever the results
    (:func:`unokit.analysis.evaluate.rollouts_needed`); the run checks that every half-width is at
    most 3 points. Target: <= 5 s of wall-clock time on this 2-core machine. The machine may be
    shared (other work slows this figure down): the load average is printed with it, and so are
    the CPU seconds of all the processes (the parent and its two workers), which other work does not
    inflate much; half of them is what the wall clock would be on two idle cores.
(b) Solver: :func:`unokit.analysis.solve` (default bound: no reshuffle) on random two-seat
    endgames with four cards in each hand and a draw pile of 0 to ``--pile`` cards (a coloured top
    card with two cards under it); the worst and the median time. Target: <= 1 s each. The same
    is then run with one reshuffle followed (``max_reshuffles=1``, piles of 0 to 2 cards), whose
    search is far bigger. Most such endgames are undecided (the results are counted): a seat can
    draw until the discard pile must be reshuffled, so a forced win is rare. Times are
    CPU seconds of this process (``time.process_time``), so other work on a shared machine does not
    count; the worst time per draw-pile size is printed too, as the pile's depth is what makes a
    position hard.

Run:  python bench/analysis.py [--endgames 40] [--pile 4] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import time

from unokit.analysis import evaluate, rollouts_needed, solve
from unokit.cards import make_deck
from unokit.game import Game, Position

RANK_TARGET_S = 5.0
SOLVE_TARGET_S = 1.0
HALF_WIDTH = 0.03
MOVES = 6


def position_with_moves(count: int, seed: int) -> Game:
    """The first position of seeded two-player classic rounds (greedy bots) where the seat to act
    has exactly ``count`` legal moves."""
    from unokit.agents import make_agent

    for game_seed in range(seed, seed + 1000):
        game = Game("classic", 2, seed=game_seed)
        bot = make_agent("greedy", game_seed)
        while not game.is_over():
            if game.phase == "play" and len(game.legal_moves(game.current)) == count:
                return game
            game.push(bot.choose(game, game.current))
    raise SystemExit(f"no position with {count} legal moves in 1000 seeded rounds")


def endgame(rng: random.Random, pile: int) -> Game:
    """A random two-seat endgame: four cards each, ``pile`` cards to draw, a coloured top card with
    two cards under it, either seat to act."""
    deck = list(make_deck("classic"))
    rng.shuffle(deck)
    top = next(card for card in deck if card.color is not None)
    deck.remove(top)
    rest = deck[8:]
    return Game("classic", 2, seed=rng.randrange(10_000), position=Position(
        hands=(tuple(deck[:4]), tuple(deck[4:8])), discard=(*rest[pile:pile + 2], top),
        draw_pile=tuple(rest[:pile]), current=rng.randrange(2)))


def cpu_seconds() -> float:
    """CPU seconds (user + system) used so far by this process and its finished child processes
    (the worker processes of ``jobs=2`` are joined before :func:`evaluate` returns)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def verdict(figure: float, target: float) -> str:
    return "met" if figure <= target else "NOT met"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endgames", type=int, default=40, help="random endgames to solve (default 40)")
    parser.add_argument("--pile", type=int, default=4, help="largest draw pile of the endgames (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    # (a) ranking six moves to +-3 points with two worker processes
    game = position_with_moves(MOVES, args.seed)
    samples = rollouts_needed(HALF_WIDTH)
    load = os.getloadavg()[0]
    cpu_start = cpu_seconds()
    start = time.perf_counter()
    result = evaluate(game, samples=samples, seed=args.seed, jobs=2)
    elapsed = time.perf_counter() - start
    cpu = cpu_seconds() - cpu_start
    rollouts = sum(row.rollouts for row in result.rows)
    widest = max(row.half_width for row in result.rows)
    print(f"(a) ranking {len(result.rows)} moves of a two-player position, {samples} samples each, --jobs 2:")
    print(f"    {elapsed:.2f} s wall clock (load average {load:.1f} on {os.cpu_count()} cores, shared machine); "
          f"target <= {RANK_TARGET_S:g} s: {verdict(elapsed, RANK_TARGET_S)}")
    print(f"    {cpu:.2f} CPU seconds in all processes ({1000 * cpu / rollouts:.3f} ms per rollout, {rollouts} "
          f"rollouts): {cpu / 2:.2f} s of wall clock on two idle cores")
    print(f"    widest interval +-{100 * widest:.2f} points; target <= +-{100 * HALF_WIDTH:g}: "
          f"{verdict(widest, HALF_WIDTH)}")

    # (b) the solver on random four-cards-each endgames: the default bound, then one reshuffle followed
    for reshuffles, largest in ((0, args.pile), (1, min(args.pile, 2))):
        solver_run(args.endgames, largest, reshuffles, args.seed)


def solver_run(count: int, largest: int, reshuffles: int, seed: int) -> None:
    """Solve ``count`` random endgames with draw piles of 0 to ``largest`` cards; print the times."""
    rng = random.Random(seed)
    times: list[float] = []
    worst_by_pile: dict[int, float] = {}
    results: dict[str, int] = {}
    for index in range(count):
        pile = index % (largest + 1)
        position = endgame(rng, pile)
        start = time.process_time()
        solution = solve(position, max_reshuffles=reshuffles)
        spent = time.process_time() - start
        times.append(spent)
        worst_by_pile[pile] = max(worst_by_pile.get(pile, 0.0), spent)
        results[solution.result] = results.get(solution.result, 0) + 1
    worst, median = max(times), statistics.median(times)
    print(f"(b) solver, max_reshuffles={reshuffles}{' (the default)' if reshuffles == 0 else ''}, on {len(times)} "
          f"random endgames, 4 cards each, draw piles of 0-{largest} "
          f"(results: {', '.join(f'{n} {r}' for r, n in sorted(results.items()))}), CPU seconds:")
    print(f"    worst {worst:.3f} s; target <= {SOLVE_TARGET_S:g} s: {verdict(worst, SOLVE_TARGET_S)}")
    print(f"    median {median:.3f} s; target <= {SOLVE_TARGET_S:g} s: {verdict(median, SOLVE_TARGET_S)}")
    print("    worst by draw pile: " + ", ".join(f"{p} cards {t:.3f} s" for p, t in sorted(worst_by_pile.items())))

if __name__ == "__main__":
    main()
