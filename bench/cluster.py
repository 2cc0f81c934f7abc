"""Scaling benchmark of ``unokit.simulate`` (issue 15): parallel efficiency from 1 to 2 workers with
the built-in process pool and with Dask, and the overhead of Dask over the process pool.

Workload: ``--games`` rounds (default 100,000, the issue's size; give fewer on a busy machine) of
classic, 2 players, ``random`` bots, seed 1. Times are wall-clock seconds (parallel work is what is
measured), best of ``--repeat`` runs taken in turns (pool 1, pool 2, Dask 1, Dask 2, again ...);
every run's JSON result is checked to be byte-identical.

- parallel efficiency = T(1 worker) / (2 x T(2 workers)); target >= 0.8, pool and Dask;
- Dask overhead = T(Dask, 2 workers) / T(pool, 2 jobs) - 1; target <= 15%.

The Dask cluster is the ``LocalCluster`` of ``unokit simulate --dask`` (:func:`unokit.simulate.dask_executor`:
127.0.0.1, one thread per worker process, no profiler), started before the clock starts (a cluster is started once and used for many runs). On a shared machine
whose load changes during the runs the figures are only as good as the quietest spell; use
``--repeat 3`` or more.

Run:  python bench/cluster.py [--games 100000] [--repeat 3]
Needs Dask: ``pip install -e .[cluster]``. On a machine with fewer than 2 free cores the
efficiency cannot reach its target; the script prints the cores this process may use.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time

from unokit.simulate import dask_executor, simulate

EFFICIENCY_TARGET = 0.8
OVERHEAD_TARGET = 0.15


def timed(games: int, expected: list[bytes], **where: object) -> float:
    start = time.perf_counter()
    result = simulate("classic", 2, games, seed=1, bots=["random"], **where)
    seconds = time.perf_counter() - start
    data = json.dumps(result.to_dict()).encode()
    if expected and data != expected[0]:
        raise SystemExit("results differ between runs: the byte-identical promise is broken")
    expected.append(data)
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="rounds per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs per setting (the fastest counts)")
    args = parser.parse_args(argv)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"{args.games:,} rounds of classic, 2 players, random bots; {cores} cores available; "
          f"load average {os.getloadavg()[0]:.1f}")
    expected: list[bytes] = []
    times: dict[str, float] = {}
    with contextlib.ExitStack() as stack:
        executors = {}
        for workers in (1, 2):  # as `unokit simulate --dask` starts them
            executors[workers] = stack.enter_context(dask_executor(workers=workers))
        # the settings take turns, so a busy spell on a shared machine does not fall on one of them
        for _ in range(args.repeat):
            for name, where in (("pool 1", {"jobs": 1}), ("pool 2", {"jobs": 2}),
                                ("dask 1", {"executor": executors[1]}), ("dask 2", {"executor": executors[2]})):
                seconds = timed(args.games, expected, **where)
                times[name] = min(times.get(name, seconds), seconds)
    for name, seconds in times.items():
        print(f"{name:<7} {seconds:8.2f} s  {args.games / seconds:9,.0f} rounds/s")
    ok = True
    for kind in ("pool", "dask"):
        efficiency = times[f"{kind} 1"] / (2 * times[f"{kind} 2"])
        met = efficiency >= EFFICIENCY_TARGET
        ok &= met
        print(f"parallel efficiency 1 -> 2 workers, {kind}: {efficiency:.2f} (target >= {EFFICIENCY_TARGET}) "
              f"{'met' if met else 'NOT met'}")
    overhead = times["dask 2"] / times["pool 2"] - 1
    ok &= overhead <= OVERHEAD_TARGET
    print(f"Dask overhead over the process pool, 2 workers: {overhead:+.1%} (target <= {OVERHEAD_TARGET:.0%}); "
          f"ratio Dask / pool {times['dask 2'] / times['pool 2']:.2f} {'met' if overhead <= OVERHEAD_TARGET else 'NOT met'}")
    print(f"all {len(expected)} results byte-identical")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
