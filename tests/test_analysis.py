"""Move evaluation (unokit.analysis.evaluate): what a seat knows, deals, rollouts, intervals."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from house_invariants import HOUSE_FLAGS, house_rules

from unokit.agents import GreedyAgent, make_agent
from unokit.agents import _bluff_chance as _agents_bluff_chance
from unokit.analysis import Evaluation, MoveEstimate, evaluate, knowledge, sample_world
from unokit.analysis.policies import RolloutGreedy, _bluff_chance
from unokit.cards import make_deck, parse_cards
from unokit.errors import AnalysisError
from unokit.game import Game, Position
from unokit.moves import Move, MoveKind
from unokit.rules import find_preset
from unokit.simulate import wilson_interval


def position_game(mine: str, theirs: str, discard: str, *, pile_seed: int = 5, current: int = 0,
                  preset: str = "classic", seed: int = 0) -> Game:
    """A two-seat game from a position: seat 0 holds ``mine``, seat 1 ``theirs``; the draw pile is
    the rest of the deck shuffled by ``pile_seed``."""
    hands = (tuple(parse_cards(mine)), tuple(parse_cards(theirs)))
    under = parse_cards(discard)
    rest = list(make_deck("classic"))
    for card in [*hands[0], *hands[1], *under]:
        rest.remove(card)
    random.Random(pile_seed).shuffle(rest)
    return Game(preset, 2, seed=seed, position=Position(hands=hands, discard=tuple(under), draw_pile=tuple(rest),
                                                        current=current))


# --------------------------------------------------------------------------------------------
# Only what the seat knows
# --------------------------------------------------------------------------------------------
def test_games_differing_only_in_hidden_cards_give_identical_results():
    one = position_game("R5 R9 G3 B7", "B1 G8 Y+2 B4", "G1 R3", pile_seed=1)
    two = position_game("R5 R9 G3 B7", "W Y6 G2 R1", "G1 R3", pile_seed=2)
    assert one.hand(1) != two.hand(1) and one.draw_pile != two.draw_pile
    assert knowledge(one, 0) == knowledge(two, 0)
    first = evaluate(one, 0, samples=40, seed=3)
    second = evaluate(two, 0, samples=40, seed=3)
    assert first.rows == second.rows
    assert [r.outcomes for r in first.rows] == [r.outcomes for r in second.rows]
    # and the hidden cards do matter to the other seat's own evaluation
    assert knowledge(one, 1) != knowledge(two, 1)


def test_knowledge_holds_no_hidden_card():
    game = position_game("R5 R9", "B1 G8 Y+2", "G1 R3")
    info = knowledge(game, 0)
    unseen = Counter(info.unseen)
    deck = Counter(make_deck("classic"))
    deck.subtract(parse_cards("R5 R9 G1 R3"))
    assert unseen == +deck  # the other hand and the draw pile are all unseen, not known
    assert info.known == ((), ())
    assert info.hand_sizes == (2, 3) and info.draw_pile_size == len(game.draw_pile)


def test_cards_shown_by_a_challenge_are_known_until_played():
    # seat 1 plays a Wild Draw Four holding a red card (a bluff); seat 0 challenges and is shown the hand
    game = position_game("G5 G6 B2", "W+4 R7 Y1 Y2", "B9 R3", current=1)
    game.push("1: play W+4 blue")
    game.push("0: challenge")
    info = knowledge(game, 0)
    assert Counter(info.known[1]) == Counter(parse_cards("R7 Y1 Y2"))
    assert not set(parse_cards("R7 Y1 Y2")) & set(c for c in info.unseen if Counter(info.unseen)[c] == 2)
    for world_seed in range(5):
        world = sample_world(info, random.Random(world_seed))
        assert Counter(parse_cards("R7 Y1 Y2")) <= Counter(world.hand(1))
    # a card played since is no longer known to be there
    game.push(game.legal_moves(0)[0]) if game.current == 0 else None
    seat = game.current
    if seat == 1 and any(m.cards == tuple(parse_cards("Y1")) for m in game.legal_moves(1)):
        game.push("1: play Y1")
        assert Counter(knowledge(game, 0).known[1]) == Counter(parse_cards("R7 Y2"))


def test_deals_are_uniform_over_the_unseen_cards():
    game = position_game("R5 R9", "B1 G8 Y+2", "G1 R3")
    info = knowledge(game, 0)
    counts: Counter = Counter()
    draws = 3000
    for i in range(draws):
        counts[sample_world(info, random.Random(i)).hand(1)[0]] += 1
    pool = Counter(info.unseen)
    total = sum(pool.values())
    # chi-square over the distinct unseen cards: 53 degrees of freedom, 99.9% point about 90
    chi2 = sum((counts[c] - draws * k / total) ** 2 / (draws * k / total) for c, k in pool.items())
    assert chi2 < 90


@pytest.mark.parametrize("setup", ["drawn", "challenge", "uno window"])
def test_worlds_stand_where_the_game_stands(setup):
    if setup == "drawn":  # seat 0 drew a playable card and must play it or pass
        start = position_game("G5 B2", "Y1 Y2", "B9 R3")
        pile = list(start.draw_pile)
        pile.remove(parse_cards("R8")[0])
        game = Game("classic", 2, position=Position(hands=start.hands, discard=start.discard_pile,
                                                  draw_pile=(*parse_cards("R8"), *pile), current=0))
        game.push("0: draw")
        assert game.phase == "drawn"
        seat = 0
    elif setup == "challenge":
        game = position_game("G5 G6 B2", "W+4 R7 Y1 Y2", "B9 R3", current=1)
        game.push("1: play W+4 blue")
        seat = 0
    else:
        game = position_game("G5 G6 B2", "R7 Y1", "B9 R3", current=1)
        game.push("1: play R7")
        assert game.uno_open == 1
        seat = 0
    info = knowledge(game, seat)
    for i in range(4):
        world = sample_world(info, random.Random(i))
        assert world.legal_moves(seat) == game.legal_moves(seat)
        assert world.hand(seat) == game.hand(seat)
        assert world.phase == game.phase and world.top == game.top and world.color == game.color
        assert [len(h) for h in world.hands] == [len(h) for h in game.hands]
        assert len(world.draw_pile) == len(game.draw_pile)
    evaluation = evaluate(game, seat, samples=10, seed=0)
    assert [r.move for r in evaluation.rows] == game.legal_moves(seat)


# --------------------------------------------------------------------------------------------
# Rows, intervals, jobs, adaptive stop
# --------------------------------------------------------------------------------------------
def test_rows_have_wilson_intervals_around_the_estimate():
    game = position_game("R5 R9 RS G3 Y3 B7", "B1 G8 Y+2 B4 W G6", "G1 R1 R3")
    result = evaluate(game, samples=60, seed=2)
    assert [r.move for r in result.rows] == game.legal_moves(0)
    for row in result.rows:
        assert row.rollouts == 60 and len(row.outcomes) == 60 and row.wins == sum(row.outcomes)
        assert 0 <= row.low <= row.estimate <= row.high <= 1
    assert result.best.estimate == max(r.estimate for r in result.rows)
    assert result.ranked()[0].estimate == result.best.estimate
    data = result.to_dict()
    assert data["moves"][0]["move"] == result.ranked()[0].move.notation()


def test_same_result_for_any_number_of_jobs():
    game = position_game("R5 R9 G3 B7", "B1 G8 Y+2 B4", "G1 R3")
    one = evaluate(game, samples=60, seed=9, jobs=1)
    two = evaluate(game, samples=60, seed=9, jobs=2)
    assert one.rows == two.rows
    assert [r.outcomes for r in one.rows] == [r.outcomes for r in two.rows]
    adaptive_one = evaluate(game, samples=200, seed=9, jobs=1, adaptive=True)
    adaptive_two = evaluate(game, samples=200, seed=9, jobs=2, adaptive=True)
    assert adaptive_one.rows == adaptive_two.rows


def test_adaptive_stops_a_clearly_worse_move_early():
    # going out now wins at once; drawing instead gives the other seat chances
    game = position_game("R5", "B1 G8 Y+2 B4", "G1 R3")
    full = evaluate(game, samples=300, seed=1)
    quick = evaluate(game, samples=300, seed=1, adaptive=True)
    out = quick.row("0: play R5")
    draw = quick.row("0: draw")
    assert out.estimate == 1.0 and out.rollouts == 300
    assert draw.stopped_early and draw.rollouts < 300 and draw.high < out.low
    # what was played is the prefix of the full run (same worlds)
    assert draw.outcomes == full.row("0: draw").outcomes[: draw.rollouts]


def test_forgetting_uno_is_worse_than_declaring_it():
    # playing down to one card without declaring UNO: the other seat may catch it before it declares
    # late (RULES.md classic "UNO"), so the two forms of the play are not worth the same
    game = position_game("R5 R9", "B1 G8 Y+2 B4", "G1 R3")
    result = evaluate(game, samples=200, seed=2)
    declared, forgot = result.row("0: play R5 uno"), result.row("0: play R5")
    d, h = result.difference(declared, forgot)
    assert d > h > 0


def test_paired_difference_uses_the_same_worlds():
    game = position_game("R5", "B1 G8 Y+2 B4", "G1 R3")
    result = evaluate(game, samples=100, seed=4)
    win, draw = result.row("0: play R5"), result.row("0: draw")
    d, h = result.difference(win, draw)
    assert d == pytest.approx(win.estimate - draw.estimate)
    assert 0 < h < win.half_width + draw.half_width + 0.2


def _row(notation: str, outcomes: list[int]) -> MoveEstimate:
    """A row of an evaluation from its rollouts' outcomes (1 = won), in sample order."""
    wins = sum(outcomes)
    low, high = wilson_interval(wins, len(outcomes))
    return MoveEstimate(Move.parse(notation), wins, len(outcomes), low, high, False, bytes(outcomes))


def test_verdict_uses_the_paired_difference_not_overlapping_intervals():
    # notebook 07's case: 84 and 68 wins in the same 150 worlds, every world the draw won also won
    # by Y8. The intervals (48.0-63.7 and 37.6-53.3) overlap, but the paired difference is
    # 16/150 = 10.7 points with half-width 1.96 * sqrt(var / 150) = 5.0: clear.
    better, worse = _row("0: play Y8", [1] * 84 + [0] * 66), _row("0: draw", [1] * 68 + [0] * 82)
    result = Evaluation(0, 150, "greedy", 1, False, (better, worse))
    assert better.low < worse.high
    assert result.verdict(better, worse) == (
        "The difference is clear: its 95% interval, +5.7 to +15.6 percentage points, excludes zero.")
    assert result.verdict(worse, better) == (
        "The difference is clear: its 95% interval, -15.6 to -5.7 percentage points, excludes zero.")
    # 8 worlds won only by the play, 6 only by the draw, of 100: 2 points, half-width 7.4: not clear
    one = _row("0: play Y8", [1] * 8 + [0] * 6 + [1] * 40 + [0] * 46)
    other = _row("0: draw", [0] * 8 + [1] * 6 + [1] * 40 + [0] * 46)
    close = Evaluation(0, 100, "greedy", 1, False, (one, other))
    assert close.verdict(one, other) == (
        "The difference is not clear: its 95% interval, -5.4 to +9.4 percentage points, includes zero; "
        "more rollouts are needed to tell these moves apart.")
    with pytest.raises(AnalysisError, match="0: play Y8 is not one of the moves evaluated: 0: play Y8, 0: draw"):
        close.verdict(better, other)


def test_errors_name_the_bad_input():
    game = position_game("R5 R9", "B1 G8", "G1 R3")
    with pytest.raises(AnalysisError, match="samples must be a whole number from 1"):
        evaluate(game, samples=0, seed=0)
    with pytest.raises(AnalysisError, match="unknown policy 'clever'"):
        evaluate(game, samples=5, seed=0, policy="clever")
    with pytest.raises(AnalysisError, match="jobs"):
        evaluate(game, samples=5, seed=0, jobs=0)
    with pytest.raises(AnalysisError, match="seed must be a whole number"):
        evaluate(game, samples=5, seed=None)  # type: ignore[arg-type]
    with pytest.raises(AnalysisError, match="seat 1 has no move to make now"):
        evaluate(game, 1, samples=5, seed=0)
    with pytest.raises(AnalysisError, match="seat must be a seat number 0-1"):
        evaluate(game, 5, samples=5, seed=0)
    game = position_game("R5", "B1 G8", "G1 R3")
    game.push("0: play R5")
    assert game.is_over()
    with pytest.raises(AnalysisError, match="the round is over"):
        evaluate(game, samples=5, seed=0)


def test_other_policies_run():
    game = position_game("R5 R9 G3", "B1 G8 Y+2", "G1 R3")
    for policy in ("random", "Uniform"):
        result = evaluate(game, samples=20, seed=0, policy=policy)
        assert result.policy == policy.lower() and all(r.rollouts == 20 for r in result.rows)


# --------------------------------------------------------------------------------------------
# The fast greedy rollout bot is the greedy bot
# --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("config", ["classic", "black-uno", "spectrum", "party", *HOUSE_FLAGS])
def test_rollout_greedy_chooses_as_the_greedy_bot(config):
    rules = house_rules(config) if config in HOUSE_FLAGS else find_preset(config)
    checked = 0
    seen: Counter = Counter()
    for seed in range(25):
        game = Game(rules, 2 + seed % 3, seed=seed)
        mover = make_agent("random", seed)
        reference, fast = GreedyAgent(0), RolloutGreedy(0)
        while not game.is_over() and checked < 100_000:
            seat = game.current
            move = reference.choose(game, seat)
            assert fast.choose(game, seat) == move, (config, seed, game.move_stack)
            checked += 1
            if game.phase == "challenge":
                seen["challenge"] += 1
                assert _bluff_chance(game, seat) == _agents_bluff_chance(game, seat)[0]
            elif move.kind is MoveKind.PLAY and move.cards[-1].color is None:
                seen["a Wild"] += 1
            seen[move.kind] += 1
            game.push(mover.choose(game, seat))
    assert checked > 300
    assert seen[MoveKind.PLAY] and seen[MoveKind.DRAW] and seen["a Wild"]
    if rules.challenge:  # the answer to a Wild Draw Four, read from the open challenge
        assert seen["challenge"] > 10


# --------------------------------------------------------------------------------------------
# Statistics: the interval covers the true value
# --------------------------------------------------------------------------------------------
@pytest.mark.slow
def test_intervals_cover_the_value_of_many_rollouts():
    """100 seeded runs of 200 rollouts each; each run's 95% interval must hold the estimate from the
    other 99 runs (19,800 rollouts, independent of the run; its own 95% half-width, under 0.7 points,
    is a tenth of a run's) in at least 90 of the 100."""
    # seat 0 cannot play (red and 3 on top): it must draw; the round is short
    game = position_game("G7 B2", "Y4 B6", "G1 R3")
    assert game.legal_moves(0) == [Move.parse("0: draw")]
    runs = [evaluate(game, samples=200, seed=seed).rows[0] for seed in range(100)]
    total_wins = sum(r.wins for r in runs)
    total = sum(r.rollouts for r in runs)
    covered = 0
    for run in runs:
        reference = (total_wins - run.wins) / (total - run.rollouts)
        covered += run.low <= reference <= run.high
    assert covered >= 90


def test_rollouts_needed_is_the_fewest_that_keep_every_interval_within_the_half_width():
    from unokit.analysis import rollouts_needed
    from unokit.simulate import wilson_interval

    def widest(n: int) -> float:
        return max((high - low) / 2 for low, high in (wilson_interval(k, n) for k in range(n + 1)))

    for half_width, expected in ((0.03, 1064), (0.05, 381), (0.1, 93)):
        needed = rollouts_needed(half_width)
        assert needed == expected
        assert widest(needed) <= half_width < widest(needed - 1)
    for bad in (0, 0.5, -0.1, "3", True):
        with pytest.raises(AnalysisError, match="half_width must be a number above 0 and below 0.5"):
            rollouts_needed(bad)
