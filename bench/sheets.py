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
    return 0 if best <= TARGET_SECONDS and rss_mb <= TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
