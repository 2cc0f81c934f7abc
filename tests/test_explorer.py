"""The variant explorer (issue 13 item 5): turns counted by hand on arranged rounds, intervals checked
against their formulas, the same seeded rounds as ``unokit simulate``, and the directions RULES.md
implies for draw_to_match and force_play."""

from __future__ import annotations

import math
import statistics

import pytest
from scenarios import NAMES, at, cards

from unokit.errors import RulesError, UnokitError
from unokit.explorer import Z_95, Change, _flag_words, compare, house_rule_changes, measure_round
from unokit.game import Game, Position
from unokit.rules import Rules, find_preset
from unokit.simulate import simulate, wilson_interval


def played(game, *moves: str):
    for move in moves:
        game.push(move)
    return game


# -- turns counted by hand --------------------------------------------------------------------------


def test_turns_plays_and_draws_counted_by_hand():
    # Ana plays R1 (a play); Ben has nothing and draws B9, not playable (no play); Ana has nothing,
    # draws G1, playable, and keeps it (a legal play, none made); Ben draws R6 and plays it (both);
    # Ana has nothing and draws Y8, not playable (neither).
    game = at(["R1 B2", "G3 Y4"], "R5", "B9 G1 R6 Y8 B3", rules="classic")
    played(game, "0: play R1 uno", "1: draw", "0: draw", "0: pass", "1: draw", "1: play R6", "0: draw")
    stats = measure_round(game)
    assert (stats.turns, stats.turns_with_play, stats.turns_played) == (5, 3, 2)
    assert (stats.winner, stats.finished, stats.blocked) == (None, False, False)
    assert len(game.move_stack) == 7 and str(game.peek()) == "0: draw"  # the game is left as it was


def test_a_successful_challenge_and_the_turn_after_it_are_one_turn():
    # Ana bluffs a Wild Draw Four while holding red; Ben challenges, Ana draws 4 and Ben takes a normal
    # turn on green: his challenge and his G2 are one turn. Then Ana's turn.
    game = at(["W+4 R3 B7", "G2 Y3 Y5"], "R9", "B1 B4 B6 B8 Y9 Y1", rules="classic")
    played(game, "0: play W+4 green", "1: challenge", "1: play G2", "0: draw")
    stats = measure_round(game)
    assert (stats.turns, stats.turns_with_play, stats.turns_played) == (3, 2, 2)


def test_an_accepted_wild_draw_four_is_a_turn_without_a_play():
    game = at(["W+4 B7", "G2 Y3"], "R9", "B1 B4 B6 B8 Y9 Y1", rules="classic")
    played(game, "0: play W+4 green uno", "1: accept")
    stats = measure_round(game)
    assert (stats.turns, stats.turns_with_play, stats.turns_played) == (2, 1, 1)


def test_a_jump_in_begins_a_turn_and_the_seat_jumped_over_has_none():
    # jump-in: Cy plays R5 on the starter R5 while Ana is to act; play goes on from Cy, so Ana draws next.
    rules = find_preset("classic", jump_in=True)
    game = Game(rules, NAMES[:3], position=Position(
        hands=(cards("B1 B2"), cards("G3 G4"), cards("R5 Y9 Y8")), discard=cards("R5"),
        draw_pile=cards("Y7 G8 G9"), current=0))
    played(game, "2: play R5", "0: draw")
    stats = measure_round(game)
    assert (stats.turns, stats.turns_with_play, stats.turns_played) == (2, 1, 1)


def test_a_finished_round_knows_its_winner_first_seat_and_end():
    game = at(["R1", "G3 Y4"], "R5", "B9 G1", rules="classic")
    game.push("0: play R1")
    stats = measure_round(game)
    assert (stats.turns, stats.winner, stats.finished, stats.blocked) == (1, 0, True, False)
    assert stats.first_seat == (game.dealer + 1) % 2


# -- the run ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def seven_o():
    return compare({"seven_swap": True, "zero_rotate": True}, players=3, rounds=40, seed=5, bots=("greedy",))


def test_the_rounds_are_the_rounds_unokit_simulate_plays(seven_o):
    # same seeds, same bots: each round's winner is simulate's, for the plain rules and the house rules
    from unokit.explorer import _explore_chunk
    from unokit.simulate import DEFAULT_MAX_MOVES

    plain, variant = find_preset("classic"), Rules.from_json(seven_o.variant.rules)
    rounds = _explore_chunk((plain, variant, 3, 5, ("greedy",) * 3, DEFAULT_MAX_MOVES, list(range(40))))
    for rules, side in ((plain, 1), (variant, 2)):
        expected = simulate(rules, 3, 40, seed=5, bots=("greedy",), jobs=1)
        assert tuple(sum(1 for r in rounds if r[side].winner == seat) for seat in range(3)) == expected.wins
        assert sum(1 for r in rounds if r[side].blocked) == expected.blocked
    assert [r[1].turns for r in rounds] == list(seven_o.plain.turns)
    assert [r[2].turns for r in rounds] == list(seven_o.variant.turns)


def test_the_figures_follow_their_formulas(seven_o):
    for summary in (seven_o.plain, seven_o.variant):
        turns = summary.turns
        n = len(turns)
        assert n == summary.rounds == 40
        mean = statistics.fmean(turns)
        half = Z_95 * statistics.stdev(turns) / math.sqrt(n)
        assert summary.mean_turns == pytest.approx(mean)
        assert summary.mean_turns_interval == pytest.approx((mean - half, mean + half))
        assert summary.quartiles == pytest.approx(tuple(statistics.quantiles(turns, n=4, method="inclusive")))
        assert summary.first_seat_share == summary.first_seat_wins / n
        assert summary.first_seat_interval == wilson_interval(summary.first_seat_wins, n)
        assert summary.blocked_interval == wilson_interval(summary.blocked, n)
        assert summary.fair_share == pytest.approx(1 / 3)
        assert summary.total_turns == sum(turns)
        assert summary.play_interval[0] <= summary.play_share <= summary.play_interval[1]
    difference = [v - p for p, v in zip(seven_o.plain.turns, seven_o.variant.turns, strict=True)]
    half = Z_95 * statistics.stdev(difference) / math.sqrt(40)
    change = seven_o.turns_change
    assert change.value == pytest.approx(statistics.fmean(difference))
    assert change.interval == pytest.approx((change.value - half, change.value + half))


def test_the_run_is_the_same_for_the_same_options_and_any_number_of_workers(seven_o):
    again = compare({"seven_swap": True, "zero_rotate": True}, players=3, rounds=40, seed=5, bots=("greedy",),
                    jobs=2)
    assert again == seven_o


def test_progress_counts_the_rounds_of_both_rule_sets():
    seen = []
    compare({"jump_in": True}, players=2, rounds=3, seed=0, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(2, 6), (4, 6), (6, 6)]


def test_draw_to_match_makes_nearly_every_turn_one_with_a_legal_play():
    # RULES.md: a plain draw takes cards until one is playable, so a turn without a legal play needs a
    # pending penalty or a challenge to answer, or nothing left to draw
    result = compare({"draw_to_match": True}, players=4, rounds=30, seed=2)
    assert result.play_change.clear and result.play_change.value > 0.1
    assert result.variant.play_share > 0.9 > result.plain.play_share


def test_force_play_makes_more_turns_end_with_a_card_played():
    # the uniform bot keeps a playable drawn card about as often as it plays it; force_play forbids the pass
    result = compare({"force_play": True}, players=3, rounds=30, seed=3, bots=("uniform",), max_moves=3000)
    assert result.played_change.value > 0 and result.played_change.clear
    # a random bot always plays a playable drawn card: force_play changes none of its rounds
    same = compare({"force_play": True}, players=3, rounds=30, seed=3)
    assert same.plain.turns == same.variant.turns and same.played_change == Change(0.0, (0.0, 0.0))
    # no round differed: the table and the words say so, not "+0.0 (+0.0 to +0.0), not clear"
    # (a random bot plays whenever it can: "turns with a legal play" and "turns in which a card is played" are one row)
    assert [change for *_, change in same.rows()] == ["none: no round differed", "", *["none: no round differed"] * 3]
    assert "longer by" not in same.describe() and same.describe().count("no change: no round differed") == 2


def test_the_median_row_and_caption_call_its_range_a_range_not_an_interval(seven_o):
    measure, plain, variant, change = seven_o.rows()[1]
    assert measure == "Round length: median turns (range of the middle half of rounds, not an interval)"
    low, middle, high = (f"{round(q, 1):g}" for q in seven_o.plain.quartiles)
    assert plain == f"{middle} ({low} to {high})" and change == ""
    assert seven_o.caption().endswith("Means and shares with 95% intervals, the median with the range of the middle "
                                      "half of the rounds; change = house rules minus plain.")


def test_party_against_classic_and_the_flags_it_changes():
    changes = house_rule_changes("classic", "party")
    assert changes == {"stack_draw_two": True, "stack_wild_draw_four": True, "stack_cross": True,
                       "challenge": False, "seven_swap": True, "zero_rotate": True, "jump_in": True,
                       "draw_to_match": True}
    result = compare("party", players=2, rounds=2, seed=0)
    assert result.variant.label == "party" and result.plain.label == "plain classic"
    assert result.variant.rules == "party" and result.changes == changes


def test_the_table_is_html_with_caption_and_header_scopes(seven_o):
    table = seven_o.to_html()
    assert table.startswith("<table") and "<caption>" in table
    # greedy bots play whenever they can: the two play shares are one row (ux-audit-2 N12)
    assert table.count('scope="col"') == 4 and table.count('scope="row"') == len(seven_o.rows()) == 5
    assert "classic with Seven-O and Zero rotate" in table  # in the order given, by the boxes' names
    assert f"{seven_o.plain.mean_turns:.1f}" in table


def test_the_words_are_computed_from_the_figures(seven_o):
    text = seven_o.describe()
    assert f"{seven_o.plain.mean_turns:.1f} turns on average" in text
    assert f"{seven_o.variant.first_seat_share:.1%}" in text
    verdict = ("longer" if seven_o.turns_change.value > 0 else "shorter") if seven_o.turns_change.clear \
        else "no clear change"
    assert verdict in text.split("Round length:")[1].split("First-seat")[0]


def test_the_figure_uses_no_colour_but_black_and_white(seven_o):
    from matplotlib.colors import to_rgba

    fig = seven_o.figure()
    colours = set()
    for ax in fig.axes:
        for artist in [*ax.patches, *ax.lines, *ax.collections]:
            for getter in ("get_edgecolor", "get_facecolor", "get_color", "get_markerfacecolor"):
                if hasattr(artist, getter):
                    value = getattr(artist, getter)()
                    values = value if hasattr(value, "ndim") and value.ndim == 2 else [value]
                    colours.update(tuple(round(c, 3) for c in to_rgba(v)[:3]) for v in values
                                   if not (isinstance(v, str) and v == "none"))
    assert colours <= {(0.0, 0.0, 0.0), (1.0, 1.0, 1.0)}, colours
    assert any(patch.get_hatch() for patch in fig.axes[0].patches)  # the house rules' bars are hatched
    html = seven_o.figure_html()
    assert html.startswith("<figure") and 'alt="Two charts' in html and "<figcaption>" in html


@pytest.mark.parametrize(("house_rules", "kwargs", "words"), [
    ({"stack_wild_draw_four": True}, {}, "challenge"),
    ({"seven_swap": "yes"}, {}, "wrong type"),
    ({"no_such_rule": True}, {}, "unknown rules flag"),
    ({}, {}, "change nothing"),
    ({"seven_swap": True}, {"rounds": 1}, "an interval needs at least two"),
    ({"seven_swap": True}, {"rounds": 2.5}, "rounds"),
    ({"seven_swap": True}, {"players": 11}, "players"),
    ({"seven_swap": True}, {"bots": ("clever",)}, "unknown bot"),
    ({"seven_swap": True}, {"plain": "poker"}, "unknown preset"),
    ({"force_play": True}, {"plain": "spectrum"}, "play_drawn_card"),
])
def test_bad_options_are_errors_that_say_what_is_allowed(house_rules, kwargs, words):
    with pytest.raises(UnokitError, match=words):
        compare(house_rules, **kwargs)


def test_changed_rules_are_named_as_the_house_rules_boxes_name_them():
    pytest.importorskip("ipywidgets")
    from unokit.dashboard.house_rules import HouseRulesPanel
    from unokit.widgets.house import house_rule_flags, house_rule_name

    boxes = HouseRulesPanel("classic").names()  # the dashboard's checkboxes, by their own short names
    assert set(house_rule_flags()) | {"challenge"} <= set(boxes)
    for flag, name in boxes.items():
        assert _flag_words({flag: True}) == name and _flag_words({flag: False}) == f"{name} off"
        assert "_" not in name
    assert {flag: house_rule_name(flag) for flag in house_rule_flags()} == {
        flag: boxes[flag] for flag in house_rule_flags()}
    result = compare({"stack_wild_draw_four": True, "challenge": False}, players=2, rounds=2, seed=0)
    assert result.variant.label == "classic with Stacking Wild Draw Fours and Challenge off"
    assert "stack_wild_draw_four" not in result.to_html() and "Stacking Wild Draw Fours" in result.describe()


def test_refused_combinations_are_rules_errors():
    with pytest.raises(RulesError, match="stack_cross"):
        compare({"stack_cross": True})


def test_any_flag_may_be_changed_and_is_named_with_its_value():
    result = compare({"hand_size": 5, "seven_swap": True}, players=2, rounds=2, seed=0)
    assert result.changes == {"hand_size": 5, "seven_swap": True}
    assert result.variant.label == "classic with hand size 5 and Seven-O"  # no box for the hand size: plain words
    assert result.variant.rules == {"preset": "classic", "hand_size": 5, "seven_swap": True}


def test_changed_flags_are_given_as_a_record_holds_them():
    changes = house_rule_changes("classic", find_preset("classic", colors=["blue", "red", "yellow", "green"]))
    assert changes == {"colors": ["blue", "red", "yellow", "green"]}
