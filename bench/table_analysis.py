"""Table analysis benchmark (issue 14 item 5): the "Analyse this position" panel of a GameTable.

(a) The default analysis (``unokit.widgets.analyse.DEFAULT_SAMPLES`` rollouts per move, one thread, as the
    table runs it) of positions of seeded three-seat classic games after 0 to 11 random moves: CPU seconds
    (``time.process_time``, so other work on a shared machine does not count), median and worst, with the
    number of moves ranked. Target: "a few seconds" for the default.
(b) The table stays usable while an analysis runs in its background thread: the wall-clock time of a table
    action that keeps the position (a redraw and two question keys), median of ``--actions``, idle and while
    an analysis runs (it is checked to be still running afterwards). Printed with the load average, as a
    shared machine slows both figures.

Run:  python bench/table_analysis.py [--positions 12] [--actions 40]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from unokit.game import Game
from unokit.widgets import GameTable
from unokit.widgets.analyse import DEFAULT_SAMPLES


def default_analysis(positions: int) -> None:
    cpu, moves = [], []
    for seed in range(positions):
        game = Game("classic", ["Ana", "Ben", "Cy"], seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 12)):
            if game.is_over():
                break
            game.push(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        table = GameTable(game)
        start = time.process_time()
        evaluation = table.analyse(DEFAULT_SAMPLES, background=False)
        cpu.append(time.process_time() - start)
        moves.append(len(evaluation.rows))
    print(f"(a) default analysis, {DEFAULT_SAMPLES} rollouts per move, {len(cpu)} positions: CPU s median "
          f"{statistics.median(cpu):.2f}, worst {max(cpu):.2f}; moves ranked median {statistics.median(moves)}, "
          f"most {max(moves)}")


def usable_while_analysing(actions: int) -> None:
    game = Game("classic", ["Ana", "Ben", "Cy"], seed=0)
    for _ in range(12):
        game.push(game.legal_moves()[0])
    table = GameTable(game)
    table.go(5)

    def action() -> float:
        start = time.perf_counter()
        table.refresh()
        table.ask("t")
        table.ask("h")
        return time.perf_counter() - start

    idle = statistics.median(action() for _ in range(actions)) * 1000
    table.analyse(1_000_000)  # far more than finishes: it runs all through the actions below
    time.sleep(0.2)
    busy = statistics.median(action() for _ in range(actions)) * 1000
    run = table.analysis_run
    if run is None or run.cancelled or run.thread is None or not run.thread.is_alive():
        raise SystemExit("the background analysis was not running during the actions")
    table.cancel_analysis()
    run.join(30)
    print(f"(b) a table action (redraw + two question keys), wall ms median of {actions}: idle {idle:.1f}, "
          f"with an analysis running in the background {busy:.1f}; load average {os.getloadavg()[0]:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--actions", type=int, default=40)
    args = parser.parse_args()
    default_analysis(args.positions)
    usable_while_analysing(args.actions)


if __name__ == "__main__":
    main()
