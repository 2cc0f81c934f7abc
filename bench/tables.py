"""Benchmark: the table service under a class's load (issue 25, "Tests and numbers").

    python bench/tables.py [--tables 10] [--people 4] [--moves 30]

Starts ``unokit tables serve`` as a real process on loopback (bots off: every seat a person), opens
``--tables`` tables of ``--people`` people at once (one WebSocket each, all in this process), and lets every
person play whenever it is their turn until each table has made ``--moves`` moves (or its round ended).
For every move it measures the time from sending the move to the moment every seat of that table has a view
with the move's sequence number: move -> every seat's view updated. Prints p50 and p95 in ms against the
target (p95 <= 150 ms), the service's resident memory per table (VmRSS after the tables minus before,
divided by the tables), and the load average. Exits 1 if the target is missed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from unokit.tables.client import TableClient

TARGET_P95_MS = 150.0
NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def _table(url: str, people: int, moves: int, seed: int, latencies: list[float]) -> None:
    host = await TableClient.connect(url)
    room = await host.create("classic", [{"name": NAMES[i]} for i in range(people)], seed=seed)
    clients = [host]
    for seat in range(1, people):
        client = await TableClient.connect(url)
        await client.join(room, NAMES[seat])
        clients.append(client)
    await host.start()
    for client in clients:
        await client.wait_view(lambda view: view["started"])
    made = 0
    while made < moves and host.view["phase"] != "over":
        await host.wait(lambda c: all(x.seq == c.seq for x in clients))
        actor = next((c for c in clients if c.view["current"] == c.seat and c.view["legal"]), None)
        if actor is None:
            break
        target = actor.seq + 1
        start = time.perf_counter()
        await actor.move(sorted(actor.view["legal"])[0])
        for client in clients:
            await client.wait(lambda c, target=target: c.seq >= target or bool(c.errors))
        latencies.append((time.perf_counter() - start) * 1000)
        made += 1
    for client in clients:
        client.close()


async def _run(url: str, tables: int, people: int, moves: int) -> list[float]:
    latencies: list[float] = []
    await asyncio.gather(*(_table(url, people, moves, seed, latencies) for seed in range(tables)))
    return latencies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--people", type=int, default=4)
    parser.add_argument("--moves", type=int, default=30)
    options = parser.parse_args()
    port = _free_port()
    process = subprocess.Popen([sys.executable, "-m", "unokit.cli", "tables", "serve", "--port", str(port),
                                "--bot-delay", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).close()
                break
            except OSError:
                time.sleep(0.1)
        before = _rss_kib(process.pid)
        latencies = asyncio.run(_run(f"ws://127.0.0.1:{port}/tables", options.tables, options.people, options.moves))
        after = _rss_kib(process.pid)
    finally:
        process.terminate()
        process.wait(30)
    latencies.sort()
    p50 = statistics.median(latencies)
    p95 = latencies[min(len(latencies) - 1, int(round(0.95 * (len(latencies) - 1))))]
    per_table = (after - before) / options.tables / 1024
    load = os.getloadavg()
    print(f"{options.tables} tables x {options.people} people, {len(latencies)} moves over loopback")
    print(f"move -> every seat's view updated: p50 {p50:.1f} ms, p95 {p95:.1f} ms "
          f"(target p95 <= {TARGET_P95_MS:.0f} ms: {'met' if p95 <= TARGET_P95_MS else 'MISSED'}; "
          f"p95 / target = {p95 / TARGET_P95_MS:.2f})")
    print(f"service memory: {after / 1024:.1f} MB resident, {per_table:.2f} MB per table")
    print(f"load average: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0 if p95 <= TARGET_P95_MS else 1


if __name__ == "__main__":
    sys.exit(main())
