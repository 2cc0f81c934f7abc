"""Scenario tests for preset ``black-uno`` (RULES.md "Preset black-uno"), one per rule sentence."""

from __future__ import annotations

from collections import Counter
from functools import partial

import pytest
import scenarios

from unokit.cards import Card, Color, make_deck
from unokit.errors import IllegalMoveError
from unokit.game import Game, Position

RULES = "black-uno"


cards, codes = scenarios.cards, scenarios.codes
legal = scenarios.legal
dealt = partial(scenarios.dealt, rules=RULES)
at = partial(scenarios.at, rules=RULES)


H3 = ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8", "B1 B2 B3 B4 B5 B6 B8"]


# ----------------------------------------------------------------------------- dealer and starter
def test_the_dealer_is_chosen_by_the_players_the_engine_takes_it_as_an_input():
    assert Game(RULES, 4, seed=1, dealer=2).dealer == 2
    assert Game(RULES, 4, seed=1).dealer == 0  # nobody chose: seat 0
    assert "To choose the dealer" not in Game(RULES, 4, seed=1).setup_narration


def test_starter_reverse_is_put_back_and_replaced():
    game = dealt(H3, "RR")
    assert game.top.rank.name != "REVERSE" or len(game.discard_pile) == 1
    assert len(game.discard_pile) == 1 and Card.parse("RR") in game.draw_pile
    assert Counter(game.draw_pile + game.discard_pile + sum(game.hands, ())) == Counter(make_deck())


def test_starter_skip_the_player_left_of_the_dealer_loses_the_turn():
    game = dealt(H3, "GS")
    assert game.current == 2


@pytest.mark.parametrize(("starter", "due"), [("G+2", 2), ("W+4", 4)])
def test_starter_draw_two_or_wild_draw_four_that_player_draws_2_or_4_and_loses_the_turn(starter, due):
    game = dealt(H3, starter, "Y1 Y2 Y3 Y4 Y5")
    assert codes(game.hand(1)) == H3[1].split() + "Y1 Y2 Y3 Y4".split()[:due]
    if starter == "W+4":  # the dealer names its colour, then the seat after the victim plays
        assert game.phase == "choose" and game.current == 0
        game.push("0: choose yellow")
        assert game.color is Color.YELLOW
    assert game.current == 2 and game.pending_draw == 0


def test_starter_wild_the_dealer_names_the_colour_then_the_player_left_of_the_dealer_plays_first():
    game = dealt(H3, "W", dealer=2)
    assert game.phase == "choose" and game.current == 2
    assert legal(game, 0) == []
    game.push("2: choose blue")
    assert game.current == 0 and game.color is Color.BLUE
    assert game.narration[-1] == "Cy names blue. Ana plays first."


# ----------------------------------------------------------------------------- Wild Draw Four
def test_wild_draw_four_may_be_played_at_any_time_no_restriction_so_no_challenge():
    game = at(["W+4 R1 R2", "G1 G2", "B1 B2"], "R7", "Y1 Y2 Y3 Y4 Y5")
    explanation = game.explain("0: play W+4 green")
    assert explanation.legal and "bluff" not in explanation.reason
    game.push("0: play W+4 green")
    assert game.phase == "play" and game.current == 1 and game.pending_draw == 4
    assert legal(game, 1) == ["1: draw"]
    assert not game.is_legal("1: challenge")
    assert game.explain("1: challenge").reason == "a Wild Draw Four cannot be challenged in black-uno"


# ----------------------------------------------------------------------------- multi-card play
def test_multi_card_play_several_cards_of_the_same_number_any_colours_first_card_playable():
    game = at(["R5 G5 B5 Y1", "G1 G2", "B1 B2"], "R7")
    assert legal(game, 0) == [
        "0: play R5", "0: play R5 G5", "0: play R5 B5", "0: play R5 G5 B5", "0: play R5 G5 B5 uno",
        "0: play R5 B5 G5", "0: play R5 B5 G5 uno", "0: draw",
    ]
    game.push("0: play R5 G5 B5 uno")
    assert game.top == Card.parse("B5") and game.color is Color.BLUE
    assert codes(game.discard_pile) == ["R7", "R5", "G5", "B5"] and codes(game.hand(0)) == ["Y1"]
    assert game.current == 1
    assert game.narration[-1] == "Ana plays Red 5, Green 5 and Blue 5 and declares UNO."


def test_multi_card_play_the_first_bottom_card_must_be_playable():
    game = at(["R5 G5 B5 Y1", "G1 G2", "B1 B2"], "R7")
    assert game.explain("0: play G5 R5").reason == "Green 5 matches neither red nor 7"


def test_multi_card_play_middle_cards_may_come_in_any_order():
    game = at(["R5 G5 B5 Y5 Y1", "G1 G2", "B1 B2"], "R7")
    assert game.is_legal("0: play R5 B5 G5 Y5") and game.is_legal("0: play R5 G5 B5 Y5")


def test_multi_card_play_never_mixes_kinds():
    game = at(["R7 R9 R+2 W+4 W W", "G1 G2", "B1 B2"], "R1")
    reason = "several cards at once must all be one kind"
    assert reason in game.explain("0: play R7 R9").reason
    assert reason in game.explain("0: play R+2 W+4 blue").reason
    assert reason in game.explain("0: play W W+4 blue").reason
    assert game.explain("0: play R7 R7").reason == "Ana holds only 1 Red 7, not 2"


def test_several_wilds_go_down_together_the_colour_named_once_after_the_last_card():
    game = at(["W W R1 R2", "G1 G2", "B1 B2"], "Y7")
    assert "0: play W W teal" not in legal(game, 0)
    assert [m for m in legal(game, 0) if m.startswith("0: play W W")] == [
        "0: play W W red", "0: play W W yellow", "0: play W W green", "0: play W W blue"]
    game.push("0: play W W green")
    assert game.color is Color.GREEN and game.current == 1


def test_n_reverses_at_once_flip_the_direction_n_times():
    two = at(["RR GR Y1", "G1 G2", "B1 B2", "Y3 Y4"], "R7")
    two.push("0: play RR GR")
    assert two.direction == 1 and two.current == 1
    three = at(["RR GR BR Y1", "G1 G2", "B1 B2", "Y3 Y4"], "R7")
    three.push("0: play RR GR BR")
    assert three.direction == -1 and three.current == 3


def test_n_skips_at_once_skip_n_players():
    game = at(["RS GS Y1", "G1 G2", "B1 B2", "Y3 Y4"], "R7")
    game.push("0: play RS GS")
    assert game.current == 3
    assert game.narration[-1] == "Ana plays Red Skip and Green Skip. Ben loses the turn. Cy loses the turn."


def test_n_draw_twos_at_once_stack_2n():
    game = at(["R+2 G+2 B+2 Y1", "G1 G2", "B1 B2"], "R7", "Y2 Y3 Y4 Y5 Y6 Y7 Y8")
    game.push("0: play R+2 G+2 B+2")
    assert game.pending_draw == 6 and game.current == 1
    game.push("1: draw")
    assert len(game.hand(1)) == 8 and game.current == 2 and game.pending_draw == 0


# ----------------------------------------------------------------------------- stacking
def test_draw_two_stacks_across_players_a_player_may_add_or_take_the_whole_total_and_lose_the_turn():
    game = at(["R+2 R1 R3", "G+2 Y+2 G2", "B1 B2"], "R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7")
    game.push("0: play R+2")
    assert game.pending_draw == 2 and game.current == 1 and game.hand(1) == cards("G+2 Y+2 G2")
    # canonical order: cards by colour in spectrum order (yellow before green), fewer cards first
    assert legal(game, 1) == ["1: play Y+2", "1: play Y+2 G+2", "1: play Y+2 G+2 uno",
                              "1: play G+2", "1: play G+2 Y+2", "1: play G+2 Y+2 uno", "1: draw"]
    assert game.explain("1: play G2").reason == "a Draw Two is pending: only another Draw Two or draw"
    game.push("1: play G+2")
    assert game.pending_draw == 4 and game.current == 2
    assert legal(game, 2) == ["2: draw"]
    assert game.explain("2: draw").reason == "Cy takes the whole penalty of 4 cards and loses the turn"
    game.push("2: draw")
    assert codes(game.hand(2)) == ["B1", "B2", "Y1", "Y2", "Y3", "Y4"]
    assert game.current == 0 and game.pending_draw == 0
    assert game.narration[-1] == "Cy draws 4 cards and loses the turn."


def test_wild_draw_four_stacks_on_wild_draw_four():
    game = at(["W+4 R1 R3", "W+4 G2 G3", "B1 B2"], "R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9")
    game.push("0: play W+4 blue")
    game.push("1: play W+4 green")
    assert game.pending_draw == 8 and game.color is Color.GREEN
    game.push("2: draw")
    assert len(game.hand(2)) == 10


def test_never_a_draw_two_on_a_pending_wild_draw_four_nor_a_wild_draw_four_on_a_pending_draw_two():
    on_w4 = at(["R+2 W R3", "G1"], "R7 W+4", "Y1 Y2 Y3 Y4", color="red", pending=4)
    assert on_w4.explain("0: play R+2").reason == (
        "a Wild Draw Four is pending: only another Wild Draw Four or draw")
    assert not on_w4.is_legal("0: play W red")
    on_d2 = at(["W+4 R2 R3", "G1"], "R7 R+2", "Y1 Y2", pending=2)
    assert on_d2.explain("0: play W+4 red").reason == "a Draw Two is pending: only another Draw Two or draw"
    assert legal(on_d2, 0) == ["0: draw"]


# ----------------------------------------------------------------------------- UNO
def test_uno_penalty_is_4_cards():
    game = at(["R1 R2", "G1 G2", "B1 B2"], "R7", "Y1 Y2 Y3 Y4 Y5")
    game.push("0: play R1")
    game.push("2: catch 0")
    assert codes(game.hand(0)) == ["R2", "Y1", "Y2", "Y3", "Y4"]
    assert game.narration[-1] == "Cy catches Ana without UNO. Ana draws 4 cards."


def test_the_catch_window_closes_when_the_next_player_draws_or_plays():
    plays = at(["R1 R2", "R3 G2 G3", "B1 B2"], "R7")
    plays.push("0: play R1")
    plays.push("1: play R3")
    assert plays.uno_open is None and not plays.is_legal("2: catch 0")
    draws = at(["R1 R2", "R3 G2 G3", "B1 B2"], "R7", "Y9")
    draws.push("0: play R1")
    draws.push("1: draw")
    assert draws.uno_open is None and not draws.is_legal("2: catch 0")


# ----------------------------------------------------------------------------- placements
def test_the_round_goes_on_after_the_first_player_goes_out_until_2nd_and_3rd_place_are_decided():
    game = at(["R1", "R2", "R3", "R4", "G5 G6"], "R7")
    game.push("0: play R1")
    assert not game.is_over() and game.placements == (0,) and game.current == 1
    assert game.state_dict()["winner"] == 0
    game.push("1: play R2")
    assert not game.is_over() and game.placements == (0, 1)
    game.push("2: play R3")
    outcome = game.outcome()
    assert game.is_over() and outcome.placements == (0, 1, 2) and outcome.reason == "placements"
    assert outcome.winner == 0 and outcome.points == (0, 0, 0, 0, 0) and outcome.scores == (0,) * 5
    assert game.match_over() and game.match_winner() == 0


def test_the_round_ends_when_one_player_is_left_who_takes_the_last_place():
    game = at(["R1", "R2 G5", "R3"], "R7")
    game.push("0: play R1")
    game.push("1: play R2 uno")
    game.push("2: play R3")
    assert game.outcome().placements == (0, 2, 1)


def test_players_who_are_out_leave_the_turn_order():
    game = at(["R1", "G5 G6", "R3 R4", "B1 B2"], "R7", "Y9 Y8")
    game.push("0: play R1")
    assert game.current == 1
    game.push("1: draw")
    game.push("2: play R3 uno")
    game.push("3: draw")
    assert game.current == 1  # seat 0 is passed over
    skip = at(["G1 G2", "R5 R6", "RS R4", ""], "R7", current=2, out=(3,))
    assert skip.placements == (3,)
    skip.push("2: play RS")  # passes over the out seat 3, skips Ana
    assert skip.current == 1


def test_two_players_left_reverse_acts_as_skip():
    game = at(["", "RR R4 R5", "B1 B2"], "R7", current=1, out=(0,))
    game.push("1: play RR")
    assert game.current == 1


def test_going_out_on_a_draw_two_the_next_player_faces_the_stacked_penalty():
    game = at(["R+2", "G+2 G6", "B1 B2", "Y1 Y2"], "R7", "Y3 Y4 Y5 Y6")
    game.push("0: play R+2")
    assert game.pending_draw == 2 and game.current == 1 and not game.is_over()
    game.push("1: play G+2")
    game.push("2: draw")
    assert len(game.hand(2)) == 6


def test_black_uno_scores_no_points():
    game = at(["R1", "W W+4 R9"], "R7")
    game.push("0: play R1")
    assert game.outcome().points == (0, 0) and game.outcome().placements == (0, 1)
    with pytest.raises(Exception, match="the match is over"):
        game.next_round()


def test_a_multi_card_play_refused_in_classic():
    game = Game("classic", 2, position=Position((cards("R5 G5 B1"), cards("G1")), cards("R7"), (), 0))
    with pytest.raises(IllegalMoveError, match="only one card may be played at a time in classic"):
        game.push("0: play R5 G5")


def test_several_wild_draw_fours_at_once_stack_4n_with_the_colour_named_after_the_last():
    game = at(["W+4 W+4 R1 R2", "G1 G2", "B1 B2"], "R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9")
    assert "0: play W+4 W+4 teal" not in legal(game, 0)
    game.push("0: play W+4 W+4 blue")
    assert game.pending_draw == 8 and game.color is Color.BLUE and game.current == 1
    assert game.narration[-1] == (
        "Ana plays Wild Draw Four and Wild Draw Four and names blue. Ben must add a Wild Draw Four or draw 8 cards.")


def test_a_drawn_card_may_be_played_only_on_its_own():
    game = at(["R5 G2", "G1 G3"], "R7", "B5 Y9")
    game.push("0: draw")  # Blue 5 is not playable on Red 7: the turn ends
    assert game.current == 1
    game2 = at(["G5 G2", "G1 G3"], "R7", "R5 Y9")
    game2.push("0: draw")  # Red 5 can be played, but only alone
    assert [str(m) for m in game2.legal_moves(0)] == ["0: play R5", "0: pass"]
    assert not game2.is_legal("0: play R5 G5") and not game2.is_legal("0: play G5 R5")
    assert game2.explain("0: play R5 G5").reason == "only the drawn card Red 5 may be played now"


def test_a_blocked_black_uno_round_ranks_the_players_left_after_the_places_already_decided():
    game = at(["", "B9", "G1 G2"], "R7", current=1, out=(0,))
    game.push("1: draw")  # nothing to draw, nothing to play
    game.push("2: draw")
    outcome = game.outcome()
    assert outcome.reason == "blocked" and outcome.placements == (0, 2, 1) and outcome.winner == 0
    assert "Cy holds the fewest points of the players left" in game.narration[-1]


def test_a_drawn_card_kept_breaks_the_blocked_row_so_it_can_be_played_next_turn():
    # RULES.md "Blocked round": a turn in which a card was drawn, even one then kept, does not count
    game = at(["G1 G2", "B9"], "R3", "R5")
    game.push("0: draw")  # the last card: Red 5, playable
    game.push("0: pass")  # kept
    game.push("1: draw")  # nothing left to draw
    assert not game.is_over() and game.current == 0
    game.push("0: play R5")
    assert game.top.code == "R5"


def test_a_stacked_penalty_drawn_breaks_the_blocked_row():
    game = at(["G1 G2", "B9 B8"], "R+2", "Y5 Y6", pending=2)
    game.push("0: draw")  # takes the penalty: the last two cards
    game.push("1: draw")  # nothing left to draw
    assert not game.is_over() and game.current == 0
