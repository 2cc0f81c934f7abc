"""Benchmark: the engine's part of a one-key answer and of a typed command (issue 11).

Target: each query key answered in <= 100 ms (median; the issue measures the whole round trip in the
dashboard, bench/dashboard.py). This script times the text alone — :func:`unokit.announce.answer` for
every key, full detail, and :func:`unokit.commands.parse_command` for a typed move — on mid-game
positions of every preset with four players (a long move stack makes ``l`` and the full move
announcement do the most work), so what is left of the 100 ms for the widget is visible.

    python bench/announce.py
"""

from __future__ import annotations

import random
import statistics
import time

from unokit.announce import AnnounceSettings, announce_move, answer
from unokit.commands import move_words, parse_command
from unokit.game import Game

TARGET_MS = 100.0
REPEATS = 30


def _position(preset: str, seed: int) -> Game:
    """A four-player round of ``preset`` after about 60 random moves (or at its end)."""
    game = Game(preset, ["Ana", "Ben", "Cy", "Dee"], seed=seed)
    rng = random.Random(seed)
    for _ in range(60):
        if game.is_over():
            break
        game.push(rng.choice(game.legal_moves()))
    return game


def _median_ms(function, *args) -> float:
    """The median time of ``function(*args)`` over REPEATS calls, in ms."""
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        function(*args)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    settings = AnnounceSettings(detail="full")
    worst = 0.0
    for preset in ("classic", "black-uno", "spectrum"):
        game = _position(preset, seed=11)
        seat = game.current if game.current is not None else 0
        row = []
        for key in "htcwlms?":
            median = _median_ms(answer, game, seat, key, settings)
            worst = max(worst, median)
            row.append(f"{key} {median:.3f}")
        moves = game.legal_moves(seat) or [None]
        typed = move_words(game, moves[0]) if moves[0] is not None else "hand"
        parse = _median_ms(parse_command, game, seat, typed)
        announce = _median_ms(announce_move, game, 0, settings) if game.move_stack else 0.0
        worst = max(worst, parse, announce)
        print(f"{preset:9} ({len(game.move_stack)} moves): median ms per key: {', '.join(row)}; "
              f"command {typed!r} {parse:.3f}; announce the first move {announce:.3f}")
    print(f"slowest median {worst:.3f} ms (target <= {TARGET_MS:.0f} ms for the whole answer) "
          f"{'OK' if worst <= TARGET_MS else 'TOO SLOW'}")


if __name__ == "__main__":
    main()
