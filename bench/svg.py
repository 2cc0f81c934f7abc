"""Benchmark: card faces to SVG strings (issue 3, "Performance").

Targets: all 108 classic faces to SVG strings in <= 100 ms; one card's SVG <= 12 KB.
Each run renders the whole deck afresh (new ids per card, nothing cached per card); the best of
several runs is reported, as timeit does, with the median beside it.

    python bench/svg.py
"""

from __future__ import annotations

import statistics
import time

from unokit.cards import SPECTRUM_COLORS, make_deck
from unokit.render import svg

TARGET_DECK_MS = 100.0
TARGET_CARD_KB = 12.0
RUNS = 15


def main() -> None:
    deck = make_deck("classic")
    svg.card(deck[0])  # load the glyph outlines and svgwrite once
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        faces = [svg.card(card) for card in deck]
        times.append((time.perf_counter() - start) * 1000)
    best, median = min(times), statistics.median(times)
    print(f"108 classic faces to SVG: best {best:.1f} ms, median {median:.1f} ms "
          f"(target <= {TARGET_DECK_MS:.0f} ms) {'OK' if best <= TARGET_DECK_MS else 'TOO SLOW'}")
    print(f"  first run (layout caches cold): {times[0]:.1f} ms")
    print(f"  per card: {best / len(deck):.2f} ms; total SVG text {sum(len(f) for f in faces) / 1024:.0f} KB")

    sizes = {}
    for kind, wild in (("classic", None), ("spectrum", SPECTRUM_COLORS)):
        for card in set(make_deck(kind)):
            for large_print in (False, True):
                text = svg.card(card, wild_colors=wild, large_print=large_print)
                sizes[(kind, card.code, large_print)] = len(text.encode("utf-8")) / 1024
    worst = max(sizes, key=sizes.get)
    print(f"largest card SVG: {sizes[worst]:.2f} KB ({worst[1]} of {worst[0]}"
          f"{', large print' if worst[2] else ''}; target <= {TARGET_CARD_KB:.0f} KB) "
          f"{'OK' if sizes[worst] <= TARGET_CARD_KB else 'TOO BIG'}")
    print(f"  median card SVG: {statistics.median(sizes.values()):.2f} KB")
    for name, text in (("reference card 1", svg.reference_card(1)), ("reference card 2", svg.reference_card(2)),
                       ("back", svg.back())):
        print(f"  {name}: {len(text.encode('utf-8')) / 1024:.1f} KB")


if __name__ == "__main__":
    main()
