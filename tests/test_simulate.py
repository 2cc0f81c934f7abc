"""Monte Carlo simulation: same seed same result whatever the job count; summary statistics."""

from __future__ import annotations

import pytest

from unokit.errors import RulesError, UnokitError
from unokit.simulate import format_result, round_seed, simulate, wilson_interval


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
