"""Scaling benchmark of ``unokit.simulate`` (issue 15): parallel efficiency from 1 to 2 workers with
the built-in process pool and with Dask, and the overhead of Dask over the process pool.

Workload: ``--games`` rounds (default 100,000, the issue's size; give fewer on a busy machine) of
classic, 2 players, ``random`` bots, seed 1 (2, 3, ... for the repeats). Times are wall-clock
seconds (parallel work is what is measured), best of ``--repeat`` runs taken in turns (pool 1,
pool 2, Dask 1, Dask 2, again ...); the four settings' JSON results are checked to be byte-identical.

- parallel efficiency = T(1 worker) / (2 x T(2 workers)); target >= 0.8, pool and Dask;
- Dask overhead = T(Dask, 2 workers) / T(pool, 2 jobs) - 1; target <= 15%.

The Dask cluster is the ``LocalCluster`` of ``unokit simulate --dask``
(:func:`unokit.simulate.dask_executor`: 127.0.0.1, one thread per worker process, Dask's background
checks turned down), started before the clock starts (a cluster is started once and used for many
runs). On a shared machine whose load changes during the runs the figures are only as good as the
quietest spell; use ``--repeat 3`` or more.

CPU seconds are printed too, far less noisy than wall time on a shared machine: the summed user +
system CPU of the worker processes — the pool's (this process's reaped children) or Dask's
(``psutil``; with their nannies when those are processes of their own) — and of this process (the
caller; for a ``LocalCluster`` also its scheduler and nannies, so during the pool's runs it also
counts the idle background work of the two clusters kept up). The CPU overhead of Dask compares the
two totals for the same work.

Run:  python bench/cluster.py [--games 100000] [--repeat 3]
Needs Dask: ``pip install -e .[cluster]``. On a machine with fewer than 2 free cores the
efficiency cannot reach its target; the script prints the cores this process may use.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import sys
import time

from unokit.simulate import dask_executor, simulate

EFFICIENCY_TARGET = 0.8
OVERHEAD_TARGET = 0.15


def worker_processes(executor: object) -> list:
    """The Dask worker processes of ``executor``'s cluster and their nannies (``psutil.Process``)."""
    import psutil

    client = executor._client  # type: ignore[attr-defined]  # the Client behind Client.get_executor()
    processes = []
    for pid in client.run(os.getpid).values():
        worker = psutil.Process(pid)
        processes.append(worker)
        parent = worker.parent()
        if parent is not None and parent.pid != os.getpid():
            processes.append(parent)
    return processes


def cpu_seconds(processes: list) -> float:
    """User + system CPU seconds so far: of ``processes`` (psutil), or of this process's reaped
    children when the list is empty."""
    if not processes:
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime
    return sum(sum(p.cpu_times()[:2]) for p in processes)


def timed(games: int, seed: int, expected: dict[int, bytes], processes: list,
          **where: object) -> tuple[float, float, float]:
    """(wall seconds, CPU seconds of the workers, CPU seconds of this process) of one run."""
    workers_before, own_before = cpu_seconds(processes), time.process_time()
    start = time.perf_counter()
    result = simulate("classic", 2, games, seed=seed, bots=["random"], **where)
    seconds = time.perf_counter() - start
    workers, own = cpu_seconds(processes) - workers_before, time.process_time() - own_before
    data = json.dumps(result.to_dict()).encode()
    if expected.setdefault(seed, data) != data:
        raise SystemExit("results differ between runs: the byte-identical promise is broken")
    return seconds, workers, own


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="rounds per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs per setting (the fastest counts)")
    args = parser.parse_args(argv)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"{args.games:,} rounds of classic, 2 players, random bots; {cores} cores available; "
          f"load average {os.getloadavg()[0]:.1f}")
    expected: dict[int, bytes] = {}  # JSON result per seed
    times: dict[str, float] = {}
    cpu: dict[str, tuple[float, float]] = {}  # best (workers, this process) CPU seconds per setting
    with contextlib.ExitStack() as stack:
        executors = {}
        for workers in (1, 2):  # as `unokit simulate --dask` starts them
            executors[workers] = stack.enter_context(dask_executor(workers=workers))
        settings = [("pool 1", [], {"jobs": 1}), ("pool 2", [], {"jobs": 2})]
        settings += [(f"dask {n}", worker_processes(executors[n]), {"executor": executors[n]}) for n in (1, 2)]
        # the settings take turns, so a busy spell on a shared machine does not fall on one of them
        # each turn has its own seed: Dask reuses the results of tasks it still holds (same function,
        # same arguments), which a repeat with the same seed could find
        for turn in range(args.repeat):
            for name, processes, where in settings:
                seconds, workers_cpu, own_cpu = timed(args.games, 1 + turn, expected, processes, **where)
                times[name] = min(times.get(name, seconds), seconds)
                if name not in cpu or workers_cpu + own_cpu < sum(cpu[name]):
                    cpu[name] = (workers_cpu, own_cpu)
    for name, seconds in times.items():
        if name == "pool 1":  # one job runs in this process: its CPU is this process's
            workers_cpu, own_cpu = cpu[name][1], 0.0
        else:
            workers_cpu, own_cpu = cpu[name]
        print(f"{name:<7} {seconds:8.2f} s  {args.games / seconds:9,.0f} rounds/s   CPU: workers {workers_cpu:7.2f} s, "
              f"this process {own_cpu:5.2f} s")
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
    pool_cpu, dask_cpu = sum(cpu["pool 2"]), sum(cpu["dask 2"])
    print(f"Dask CPU overhead over the process pool, 2 workers (workers + this process): "
          f"{dask_cpu / pool_cpu - 1:+.1%}; workers only: {cpu['dask 2'][0] / cpu['pool 2'][0] - 1:+.1%}")
    print(f"the results of all {4 * args.repeat} runs byte-identical for each of the {len(expected)} seeds")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
