"""Scenario tests for preset ``spectrum`` (RULES.md "Preset spectrum"), one per rule sentence."""

from __future__ import annotations

from collections import Counter
from functools import partial

import pytest
import scenarios
from scenarios import NAMES

from unokit.cards import SPECTRUM_COLORS, Color, make_deck
from unokit.errors import IllegalMoveError, RulesError
from unokit.game import Game, Position

RULES = "spectrum"


cards, codes = scenarios.cards, scenarios.codes
legal = scenarios.legal
dealt = partial(scenarios.dealt, rules=RULES)
at = partial(scenarios.at, rules=RULES)


H2 = ["R1 R2 R3 R4 R5", "G1 G2 G3 G4 G5"]


def test_colours_in_cyclic_spectrum_order():
    assert Game(RULES, 2).rules.colors == SPECTRUM_COLORS == (
        Color.RED, Color.ORANGE, Color.YELLOW, Color.GREEN, Color.TEAL, Color.BLUE, Color.PURPLE,
        Color.MAGENTA)


def test_deck_112_cards_one_of_each_number_skip_reverse_draw_two_per_colour_plus_eight_wilds():
    game = Game(RULES, 3, seed=1)
    total = Counter(game.draw_pile + game.discard_pile + sum(game.hands, ()))
    assert total == Counter(make_deck("spectrum")) and sum(total.values()) == 112


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players_five_cards_each(players):
    game = Game(RULES, players, deck=make_deck("spectrum"))
    assert [len(h) for h in game.hands] == [5] * players


def test_five_players_are_refused():
    with pytest.raises(RulesError, match="2-4 players"):
        Game(RULES, 5)


def test_round_one_starting_player_is_random():
    firsts = {Game(RULES, 4, seed=seed).current for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_with_a_whole_deck_the_player_left_of_the_dealer_starts_clockwise():
    game = dealt(H2 + ["B1 B2 B3 B4 B5"], "T7", dealer=1)
    assert game.current == 2 and game.direction == 1


def test_later_rounds_start_with_the_previous_rounds_winner():
    game = Game(RULES, NAMES[:3], position=Position((cards("R1"), cards("G2 G3"), cards("B4")),
                                                    cards("R7"), cards("Y1 Y2 Y3"), 0))
    game.push("0: play R1")
    for seed in range(5):
        nxt = game.next_round(seed=seed)
        assert nxt.current == 0 and nxt.round_number == 2 and nxt.scores == game.scores
        assert nxt.dealer == 2  # the winner (seat 0) is left of the dealer and starts
        assert "Ana plays first" in nxt.setup_narration
    game2 = Game(RULES, NAMES[:3], position=Position((cards("G2 G3"), cards("R1"), cards("B4")),
                                                     cards("R7"), (), 1))
    game2.push("1: play R1")
    assert game2.next_round().current == 1


def test_starter_cards_are_turned_up_until_a_number_the_others_stay_without_effect():
    game = dealt(H2, "RS W+4 G+2 W B3", "Y1 Y2")
    assert codes(game.discard_pile) == ["RS", "W+4", "G+2", "W", "B3"]
    assert game.color is Color.BLUE and game.current == 1 and game.direction == 1
    assert [len(h) for h in game.hands] == [5, 5] and game.pending_draw == 0


def test_matching_a_colour_one_step_away_in_the_cycle():
    game = at(["G1 B2 Y3 P4 O5 T9", "G1"], "T7")
    assert legal(game, 0) == ["0: play G1", "0: play T9", "0: play B2", "0: draw"]
    assert game.explain("0: play B2").reason == "Blue 2 is a neighbouring colour of teal"
    assert game.explain("0: play Y3").reason == (
        "Yellow 3 matches neither teal (or its neighbours green and blue) nor 7")


def test_red_matches_magenta_and_orange():
    game = at(["M1 O2 Y3 P4 R5 G5", "G1"], "R7")
    assert legal(game, 0) == ["0: play R5", "0: play O2", "0: play M1", "0: draw"]


def test_a_player_may_draw_instead_of_playing_and_drawing_ends_the_turn():
    game = at(["R1 R2 G4", "G1 G2"], "R7", "R3 Y9")
    assert game.is_legal("0: draw")
    game.push("0: draw")
    assert game.current == 1 and game.phase == "play" and codes(game.hand(0)) == ["R1", "R2", "G4", "R3"]
    assert game.explain("0: play R3").reason == "it is Ben's turn, not Ana's"


@pytest.mark.parametrize("card", ["RS", "RR"])
def test_with_two_players_skip_and_reverse_both_give_the_same_player_another_turn(card):
    game = at([f"{card} R2 G4", "G1 G2"], "R7")
    game.push(f"0: play {card}")
    assert game.current == 0


def test_reverse_with_three_players_flips_the_direction():
    game = at(["RR R2", "G1 G2", "B1 B2"], "R7")
    game.push("0: play RR")
    assert game.direction == -1 and game.current == 2


def test_draw_two_penalty_grows_by_2_with_each_added_draw_two_any_colour():
    game = at(["R+2 R1 R2", "P+2 G2 G3", "B1 B2"], "R7", "Y1 Y2 Y3 Y4 Y5")
    game.push("0: play R+2")
    assert game.current == 1 and game.pending_draw == 2
    assert legal(game, 1) == ["1: play P+2", "1: draw"]
    game.push("1: play P+2")
    assert game.pending_draw == 4 and game.current == 2
    game.push("2: draw")
    assert codes(game.hand(2)) == ["B1", "B2", "Y1", "Y2", "Y3", "Y4"] and game.current == 0


def test_only_draw_two_goes_on_a_pending_draw_two():
    game = at(["W W+4 R3 RS", "G1"], "R7 R+2", "Y1 Y2", pending=2)
    assert legal(game, 0) == ["0: draw"]
    for move in ("0: play W red", "0: play W+4 red", "0: play RS"):
        assert game.explain(move).reason == "a Draw Two is pending: only another Draw Two or draw"


def test_wild_playable_at_any_time_except_while_a_penalty_is_pending_and_names_any_of_eight_colours():
    game = at(["W R1 R2", "G1"], "B7")
    assert [m for m in legal(game, 0) if m.startswith("0: play W")] == [
        f"0: play W {c.word}" for c in SPECTRUM_COLORS]
    game.push("0: play W teal")
    assert game.color is Color.TEAL
    pending = at(["W R1 R2", "G1"], "B7 W+4", "Y1 Y2 Y3 Y4", color="blue", pending=4)
    assert pending.explain("0: play W red").reason == (
        "a Wild Draw Four is pending: only another Wild Draw Four or draw")


def test_wild_draw_four_playable_except_while_a_draw_two_is_pending_and_stacks_by_4_without_challenge():
    game = at(["W+4 R1 R2", "W+4 G2 G3", "B1 B2"], "R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9")
    assert game.explain("0: play W+4 blue").legal
    game.push("0: play W+4 blue")
    assert game.phase == "play" and game.pending_draw == 4
    game.push("1: play W+4 purple")
    assert game.pending_draw == 8 and game.color is Color.PURPLE
    game.push("2: draw")
    assert len(game.hand(2)) == 10 and game.current == 0


def test_no_uno_in_this_game_nobody_declares_and_nobody_can_be_caught():
    game = at(["R1 R2", "G1 G2", "B1 B2"], "R7")
    assert legal(game, 0) == ["0: play R1", "0: play R2", "0: draw"]
    with pytest.raises(IllegalMoveError, match="spectrum has no UNO"):
        game.push("0: play R1 uno")
    game.push("0: play R1")
    assert game.uno_open is None and legal(game, 2) == []
    for move in ("2: catch 0", "0: uno"):
        assert game.explain(move).reason == (
            "spectrum has no UNO: nobody declares it and nobody can be caught")


def test_scoring_the_round_winner_scores_opponents_cards_with_classic_values_matches_go_to_500():
    game = Game(RULES, NAMES[:3], position=Position(
        (cards("R1"), cards("OS W+4 T3"), cards("M9")), cards("R7"), (), 0), scores=(430, 0, 0))
    game.push("0: play R1")
    assert game.outcome().points == (82, 0, 0)
    assert game.scores == (512, 0, 0) and game.match_over() and game.match_winner() == 0


def test_going_out_on_a_draw_two_the_next_player_still_draws_the_total():
    game = at(["R+2", "G1", "B1"], "R7", "Y1 Y2 Y3")
    game.push("0: play R+2")
    assert game.is_over() and codes(game.hand(1)) == ["G1", "Y1", "Y2"]
    assert game.outcome().points == (1 + 1 + 2 + 1, 0, 0)


def test_a_drawn_card_kept_breaks_the_blocked_row_so_it_can_be_played_next_turn():
    # RULES.md "Blocked round": a turn in which a card was drawn, even one then kept, does not count
    game = at(["G1 G2", "B9"], "R3", "R5")
    game.push("0: draw")  # the last card: Red 5, playable; drawing ends the turn, so it is kept
    assert codes(game.hand(0)) == ["G1", "G2", "R5"]
    game.push("1: draw")  # nothing left to draw
    assert not game.is_over() and game.current == 0
    game.push("0: play R5")
    assert game.top.code == "R5"
