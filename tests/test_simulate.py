"""Monte Carlo simulation: same seed same result whatever the job count; summary statistics."""

from __future__ import annotations

import pytest

from unokit.errors import RulesError, UnokitError
from unokit.simulate import agents_for, format_result, play_round, round_seed, simulate, wilson_interval


def test_same_result_for_one_and_two_jobs():
    one = simulate("classic", 3, 24, seed=5, jobs=1)
    two = simulate("classic", 3, 24, seed=5, jobs=2)
    assert one == two
    assert one.to_dict() == two.to_dict()


def test_different_seed_different_rounds():
    assert simulate("classic", 2, 20, seed=1, jobs=1) != simulate("classic", 2, 20, seed=2, jobs=1)


def test_round_seeds_depend_on_seed_and_index_only():
    assert round_seed(3, 7) == round_seed(3, 7)
    assert len({round_seed(3, i) for i in range(1000)}) == 1000
    assert round_seed(3, 7) != round_seed(7, 3)
    assert 0 <= round_seed(2**40, 10**6) < 2**63


def test_summary_adds_up():
    result = simulate("spectrum", 4, 16, seed=3, jobs=1, bots=["greedy"])
    assert result.games == 16
    assert sum(result.wins) + result.unfinished + result.no_winner == 16
    assert result.bots == ("greedy",) * 4
    assert result.max_moves_seen >= result.median_moves >= 1
    for (low, high), rate in zip(result.intervals, result.win_rates, strict=True):
        assert low <= rate <= high
    text = format_result(result)
    assert "95% interval" in text and "unfinished rounds" in text and "reshuffled" in text


def test_black_uno_counts_first_place_as_the_win():
    result = simulate("black-uno", 4, 8, seed=2, jobs=1)
    assert sum(result.wins) == 8 - result.unfinished


def test_move_cap_counts_unfinished_rounds():
    result = simulate("classic", 4, 6, seed=0, jobs=1, max_moves=3)
    assert result.unfinished == 6
    assert result.max_moves_seen == 3
    assert sum(result.wins) == 0


def test_one_bot_per_seat():
    result = simulate("classic", 3, 6, seed=0, jobs=1, bots=["greedy", "random", "uniform"])
    assert result.bots == ("greedy", "random", "uniform")


def test_progress_callback_reaches_the_total():
    seen = []
    simulate("classic", 2, 10, seed=0, jobs=1, progress=seen.append)
    assert seen[-1] == 10


def test_wilson_interval_known_values():
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"rules": "poker"}, RulesError, "unknown preset 'poker'"),
        ({"rules": "spectrum", "players": 5}, UnokitError, "spectrum is played by 2 to 4 players, not 5"),
        ({"bots": ["smart"]}, UnokitError, "unknown bot 'smart'"),
        ({"bots": ["random", "greedy", "random"]}, UnokitError, "3 bots for 2 players"),
        ({"games": 0}, UnokitError, "games: 0 is not allowed; simulate 1 to 1,000,000 rounds in one run"),
        ({"games": 10**15}, UnokitError, "games: 1000000000000000 is not allowed; simulate 1 to 1,000,000 rounds"),
        ({"jobs": 0}, UnokitError, "jobs: 0 is not allowed; use 1 to 256 processes"),
        ({"jobs": 10**6}, UnokitError, "jobs: 1000000 is not allowed; use 1 to 256 processes"),
    ],
)
def test_bad_options(kwargs, error, message):
    options = {"rules": "classic", "players": 2, "games": 2, "seed": 0, "jobs": 1} | kwargs
    rules, players, games = options.pop("rules"), options.pop("players"), options.pop("games")
    with pytest.raises(error, match=message):
        simulate(rules, players, games, **options)


@pytest.mark.parametrize("rules", ["classic", "black-uno", "spectrum"])
def test_greedy_beats_random_heads_up(rules):
    result = simulate(rules, 2, 300, seed=11, jobs=1, bots=["greedy", "random"])
    low, _ = result.intervals[0]
    assert low > 0.5, f"greedy won {result.win_rates[0]:.0%} against random in {rules}"


# --- executors: process pool, any concurrent.futures executor, Dask -----------------------------

def _json(result) -> bytes:
    import json

    return json.dumps(result.to_dict()).encode()


def test_chunk_plan_depends_on_the_round_count_only():
    from unokit.simulate import CHUNK_ROUNDS, chunk_plan

    for games in (1, 7, 64, 65, 1000, 100_000, 1_000_000):
        plan = chunk_plan(games)
        assert [i for chunk in plan for i in chunk] == list(range(games))
        assert max(len(chunk) for chunk in plan) <= CHUNK_ROUNDS
        assert len(plan) >= min(games, 64)


def test_json_byte_identical_for_1_2_16_jobs_and_executors():
    from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

    options = {"seed": 9, "bots": ["greedy", "random", "uniform"]}
    one = _json(simulate("classic", 3, 150, jobs=1, **options))
    assert _json(simulate("classic", 3, 150, jobs=2, **options)) == one
    assert _json(simulate("classic", 3, 150, jobs=16, **options)) == one
    with ProcessPoolExecutor(2) as pool:
        assert _json(simulate("classic", 3, 150, executor=pool, **options)) == one
    with ThreadPoolExecutor(3) as threads:
        assert _json(simulate("classic", 3, 150, executor=threads, **options)) == one


def test_pool_workers_end_on_sigterm_even_when_the_caller_handles_it():
    """A worker forked from a process with its own SIGTERM handler gets the default action back and
    SIGTERM unblocked; the caller's handler and signal mask are unchanged. (With the caller's handler
    inherited, Pool.terminate() waited forever for a worker that was still starting: a CI run hung.)"""
    import signal

    from unokit.simulate import worker_pool

    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - not POSIX
        pytest.skip("signal masks are POSIX")

    def ignore(signum, frame):  # a caller's handler that does not end the process
        pass

    previous = signal.signal(signal.SIGTERM, ignore)
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, set())
    try:
        pool = worker_pool(2)
        try:
            assert pool.apply(signal.getsignal, (signal.SIGTERM,)) == signal.SIG_DFL
            assert signal.SIGTERM not in pool.apply(signal.pthread_sigmask, (signal.SIG_BLOCK, set()))
        finally:
            pool.terminate()
            pool.join()
        assert signal.getsignal(signal.SIGTERM) is ignore
        assert signal.pthread_sigmask(signal.SIG_BLOCK, set()) == mask
        assert simulate("classic", 2, 8, seed=1, jobs=2, progress=False).games == 8
    finally:
        signal.signal(signal.SIGTERM, previous)


def test_executor_options_are_checked():
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as threads, pytest.raises(UnokitError, match="give jobs .* or executor, not both"):
        simulate("classic", 2, 4, jobs=2, executor=threads)
    with pytest.raises(UnokitError, match="executor must be a concurrent.futures.Executor"):
        simulate("classic", 2, 4, executor="tcp://127.0.0.1:8786")


def test_a_chunk_that_fails_raises_its_error():
    from concurrent.futures import Future

    class Broken:
        def submit(self, function, task):
            future = Future()
            future.set_exception(RuntimeError("worker out of memory"))
            return future

    with pytest.raises(RuntimeError, match="worker out of memory"):
        simulate("classic", 2, 4, executor=Broken())


def test_dask_missing_says_which_extra(monkeypatch):
    import sys

    from unokit.simulate import dask_executor

    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(UnokitError, match=r"pip install 'unokit\[cluster\]'"), dask_executor():
        pass


@pytest.fixture(scope="module")
def dask_cluster():
    distributed = pytest.importorskip("distributed")
    import logging

    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=None, silence_logs=logging.ERROR)
    client = distributed.Client(cluster, set_as_default=False)
    yield cluster, client
    client.close()
    cluster.close()


def test_dask_gives_the_same_bytes_as_the_process_pool(dask_cluster):
    cluster, client = dask_cluster
    options = {"seed": 21, "bots": ["greedy", "random", "random", "uniform"]}
    pool = _json(simulate("black-uno", 4, 200, jobs=2, **options))
    seen = []
    dask = simulate("black-uno", 4, 200, executor=client.get_executor(), progress=seen.append, **options)
    assert _json(dask) == pool
    assert seen[-1] == 200 and seen == sorted(seen) and len(seen) == 64  # one step per chunk


def test_dask_scheduler_address_and_bad_addresses(dask_cluster):
    from unokit.simulate import dask_executor

    cluster, _ = dask_cluster
    with dask_executor(cluster.scheduler_address) as executor:
        assert _json(simulate("classic", 2, 40, seed=3, executor=executor)) == _json(
            simulate("classic", 2, 40, seed=3, jobs=1))
    with pytest.raises(UnokitError, match="write it as tcp://HOST:PORT"), dask_executor("127.0.0.1:1"):
        pass


def test_a_lost_dask_worker_changes_nothing():
    """Kill one worker process (SIGKILL) while the run goes on: Dask recomputes its chunks on the
    other worker and the result is byte for byte the same."""
    import logging

    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=None, silence_logs=logging.ERROR)
    client = distributed.Client(cluster, set_as_default=False)
    with cluster, client:
        _lose_a_worker(client)


def _lose_a_worker(client):
    import os
    import signal

    options = {"seed": 77, "bots": ["random"]}
    expected = _json(simulate("classic", 4, 1200, jobs=1, **options))
    pids = client.run(os.getpid)  # worker address -> process id
    victim = sorted(pids.values())[0]
    killed = []

    def kill_after_first_chunk(done: int) -> None:
        if not killed:
            os.kill(victim, signal.SIGKILL)
            killed.append(done)

    result = simulate("classic", 4, 1200, executor=client.get_executor(), progress=kill_after_first_chunk, **options)
    assert killed and killed[0] < 1200  # the kill came while chunks were still to run
    assert _json(result) == expected
    assert victim not in client.run(os.getpid).values()  # that worker really died


def test_cli_simulate_on_dask_prints_the_same_json(dask_cluster):
    from click.testing import CliRunner

    from unokit.cli import main

    cluster, _ = dask_cluster
    runner = CliRunner()
    args = ["simulate", "--rules", "classic", "--players", "3", "--games", "30", "--seed", "6", "--json"]
    pool = runner.invoke(main, [*args, "--jobs", "2"])
    remote = runner.invoke(main, [*args, "--scheduler", cluster.scheduler_address])
    assert pool.exit_code == 0 and remote.exit_code == 0, remote.output
    assert remote.output == pool.output


@pytest.mark.parametrize(("args", "message"), [
    (["--scheduler", "tcp://127.0.0.1:8786", "--dask"], "--scheduler and --dask: give one"),
    (["--scheduler", "tcp://127.0.0.1:8786", "--jobs", "2"], "--jobs and --scheduler: give one"),
    (["--scheduler", " "], "--scheduler: an empty address is not allowed"),
])
def test_cli_where_options_are_usage_errors(args, message):
    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["simulate", "--games", "2", *args])
    assert result.exit_code == 2 and f"error: {message}" in result.output


def test_cli_unreachable_scheduler_is_one_error_line():
    pytest.importorskip("distributed")
    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["simulate", "--games", "2", "--scheduler", "tcp://127.0.0.1:9"])
    assert result.exit_code == 1 and "error: cannot reach the Dask scheduler at tcp://127.0.0.1:9" in result.output
    assert "Traceback" not in result.output


def test_mean_and_median_of_moves_are_those_of_the_statistics_module():
    import statistics

    result = simulate("classic", 3, 9, seed=4, jobs=1)
    again = simulate("classic", 3, 10, seed=4, jobs=1)  # an even count: the median is a mean of two
    for run in (result, again):
        moves = [play_round("classic", 3, round_seed(4, i), agents_for(run.bots, 4, i, 3)).moves
                 for i in range(run.games)]
        assert run.mean_moves == statistics.fmean(moves)
        assert run.median_moves == float(statistics.median(moves))


def test_a_run_imports_neither_hashlib_nor_statistics_nor_logging():
    # each costs a whole `unokit simulate` process milliseconds to import (issue 12, "Speed");
    # concurrent.futures loads logging, so it is imported only when an executor is given
    import subprocess
    import sys

    code = ("import sys; from unokit.simulate import simulate; simulate('classic', 2, 3, jobs=1); "
            "print(sorted(m for m in ('hashlib', 'statistics', 'logging', 'concurrent.futures') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize(("rules", "players", "games", "max_moves"), [
    ("classic", 2, 41, 5000), ("black-uno", 4, 30, 5000), ("spectrum", 3, 25, 5000), ("classic", 3, 20, 40),
])
def test_chunk_tallies_give_the_summary_of_the_rounds(rules, players, games, max_moves):
    # the workers send back counts per chunk, not rounds: the summary must be that of every round
    from unokit.rules import find_preset
    from unokit.simulate import SimulationResult

    bots = ("greedy", "random", "uniform", "random")[:players]
    rounds = [play_round(rules, players, round_seed(8, i), agents_for(bots, 8, i, players), max_moves=max_moves,
                         index=i) for i in range(games)]
    expected = SimulationResult.from_rounds(find_preset(rules), players, 8, bots, max_moves, rounds)
    result = simulate(rules, players, games, seed=8, jobs=1, bots=bots, max_moves=max_moves)
    assert _json(result) == _json(expected)
    assert result.unfinished == sum(1 for r in rounds if not r.finished)
    assert result.max_moves_seen == max(r.moves for r in rounds)


def test_median_and_mean_from_the_moves_histogram():
    import statistics

    from unokit.simulate import RoundResult, _Tally

    for values in ([7], [3, 9], [5, 5, 1, 8], [2, 2, 2], [10, 1, 4, 4, 6, 30, 30], list(range(1, 101))):
        tally = _Tally(2)
        for moves in values:
            tally.count(RoundResult(0, 0, (0, 1), moves, True, False, 0, 0))
        assert tally.median_moves() == float(statistics.median(values))
        assert tally.mean_moves() == statistics.fmean(values)
    assert _Tally(2).median_moves() == 0.0 and _Tally(2).mean_moves() == 0.0


def test_a_chunk_sends_back_a_few_hundred_bytes():
    # not one object per round: pickling results costs the workers time (issue 15, "Performance")
    import pickle

    from unokit.rules import find_preset
    from unokit.simulate import _run_chunk

    tally = _run_chunk((find_preset("classic"), 2, 3, ("random", "random"), 5000, range(250)))
    assert tally.games == 250 and sum(tally.moves.values()) == 250
    assert len(pickle.dumps(tally)) < 1500
    assert pickle.loads(pickle.dumps(tally)).moves == tally.moves


def test_the_local_dask_cluster_runs_with_little_background_work():
    # the profiler and the event-loop/memory/system checks of Dask's workers wake them up to 160 times
    # a second, taking CPU from the rounds (issue 15, "Performance"); the local cluster turns them down
    pytest.importorskip("distributed")
    import dask

    from unokit.simulate import dask_executor

    with dask_executor(workers=1) as executor:
        settings = executor.submit(lambda: {name: dask.config.get(name) for name in (
            "distributed.worker.profile.enabled", "distributed.admin.tick.interval",
            "distributed.worker.memory.monitor-interval", "distributed.admin.system-monitor.interval")}).result()
        assert _json(simulate("classic", 2, 12, seed=2, executor=executor)) == _json(
            simulate("classic", 2, 12, seed=2, jobs=1))
    assert settings == {"distributed.worker.profile.enabled": False, "distributed.admin.tick.interval": "1s",
                        "distributed.worker.memory.monitor-interval": "1s",
                        "distributed.admin.system-monitor.interval": "5s"}
    assert dask.config.get("distributed.admin.tick.interval") == "20ms"  # this process's settings are unchanged
