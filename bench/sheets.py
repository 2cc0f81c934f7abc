"""Benchmark: the classic deck with backs to PDF (issue 4: <= 5 s and <= 500 MB peak memory).

Run ``python bench/sheets.py``. Prints the wall time of :func:`unokit.render.sheets.sheet_pdf` for
108 faces + backs (24 A4 pages), the peak resident memory of the process (``ru_maxrss``, which
includes the interpreter and the imported libraries) and the peak of Python allocations during the
call (tracemalloc, a second run, since tracing slows it down), each next to its target.
"""

from __future__ import annotations

import argparse
import io
import resource
import sys
import time
import tracemalloc

from pypdf import PdfReader

from unokit.cards import make_deck
from unokit.render import sheets

TARGET_SECONDS = 5.0
TARGET_MB = 500.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="timed runs; the best is reported")
    parser.add_argument("--backs", default="long-edge", choices=sheets.BACKS)
    parser.add_argument("--largest", action="store_true",
                        help=f"also time the largest sheet --cards allows ({sheets.MAX_CARDS:,} cards, no backs)")
    args = parser.parse_args(argv)
    deck = make_deck("classic")
    sheets.sheet_pdf(deck[:9])  # warm up imports and glyph caches, as a long-lived process would be
    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        pdf = sheets.sheet_pdf(deck, backs=args.backs, title="classic")
        times.append(time.perf_counter() - start)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: kB
    tracemalloc.start()
    sheets.sheet_pdf(deck, backs=args.backs, title="classic")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    pages = len(PdfReader(io.BytesIO(pdf)).pages)
    best = min(times)
    print(f"classic deck, backs {args.backs}: {pages} pages, {len(pdf) / 1e6:.2f} MB PDF")
    print(f"time      best {best:.2f} s of {args.repeat} (all: {', '.join(f'{t:.2f}' for t in times)})"
          f"   target <= {TARGET_SECONDS:.0f} s   {'OK' if best <= TARGET_SECONDS else 'OVER'}")
    print(f"peak RSS  {rss_mb:.0f} MB (whole process)   target <= {TARGET_MB:.0f} MB   "
          f"{'OK' if rss_mb <= TARGET_MB else 'OVER'}")
    print(f"peak Python allocations during one call (tracemalloc): {peak / 2**20:.0f} MB")
    start = time.perf_counter()
    dots = sheets.braille_dots_pdf(deck, backs=args.backs, title="classic")
    print(f"swell-paper dots PDF: {len(PdfReader(io.BytesIO(dots)).pages)} pages in "
          f"{time.perf_counter() - start:.2f} s")
    if args.largest:
        cards = (deck * (sheets.MAX_CARDS // len(deck) + 1))[:sheets.MAX_CARDS]
        start = time.perf_counter()
        big = sheets.sheet_pdf(cards, title="classic")
        print(f"largest sheet allowed: {sheets.MAX_CARDS:,} cards, {len(PdfReader(io.BytesIO(big)).pages)} pages, "
              f"{len(big) / 1e6:.1f} MB in {time.perf_counter() - start:.1f} s (0.1.0 took 242 s for 20,000 cards)")
    return 0 if best <= TARGET_SECONDS and rss_mb <= TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
