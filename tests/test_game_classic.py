"""Scenario tests for preset ``classic``: one test per rule sentence of RULES.md, named after it.

Each builds a fixed deck (``arranged_deck``) or an explicit ``Position`` and checks exact results.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import partial

import pytest
import scenarios
from scenarios import NAMES

from unokit.cards import Card, Color, make_deck
from unokit.errors import IllegalMoveError, RulesError
from unokit.game import Game, Position
from unokit.rules import find_preset

cards, codes = scenarios.cards, scenarios.codes
dealt = partial(scenarios.dealt, rules="classic")
at = partial(scenarios.at, rules="classic")


def multiset(game: Game) -> Counter:
    total: Counter = Counter()
    for hand in game.hands:
        total.update(hand)
    total.update(game.discard_pile)
    total.update(game.draw_pile)
    return total


SEVEN = ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"]


# ----------------------------------------------------------------------------- deck and deal
def test_deck_108_cards_four_colours_and_eight_wilds():
    game = Game("classic", 4, seed=3)
    assert multiset(game) == Counter(make_deck("classic"))
    assert sum(multiset(game).values()) == 108
    assert game.rules.colors == (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)


@pytest.mark.parametrize("players", [2, 5, 10])
def test_two_to_ten_players_seven_cards_each(players):
    deck = list(make_deck("classic"))  # unshuffled: the starter is a plain number card
    game = Game("classic", players, deck=deck)
    assert [len(h) for h in game.hands] == [7] * players
    assert len(game.draw_pile) == 108 - 7 * players - 1


@pytest.mark.parametrize("players", [1, 11])
def test_player_count_outside_two_to_ten_is_refused(players):
    with pytest.raises(RulesError, match="2-10 players"):
        Game("classic", players)


def test_dealing_one_card_at_a_time_from_the_left_of_the_dealer_then_the_starter():
    deck = list(make_deck("classic"))[::-1]  # any fixed order: top first
    game = Game("classic", 3, deck=deck, dealer=1)
    # seat 2 (left of dealer 1) gets deck[0], seat 0 deck[1], seat 1 deck[2], then round again
    assert game.hand(2)[:2] == (deck[0], deck[3])
    assert game.hand(0)[:2] == (deck[1], deck[4])
    assert game.hand(1)[:2] == (deck[2], deck[5])
    assert game.discard_pile[0] is deck[21]
    assert game.draw_pile[0] is deck[22]


def _dealer_draws(narration: str) -> list[dict[str, int]]:
    rounds = []
    for match in re.finditer(r"each player draws a card: ([^;]*);", narration):
        values = {}
        for item in match.group(1).split(", "):
            name, card = item.split(" ", 1)
            rank = card.split(" ")[-1]
            values[name] = int(rank) if rank.isdigit() else 0
        rounds.append(values)
    return rounds


@pytest.mark.parametrize("seed", range(40))
def test_dealer_is_the_highest_number_drawn_actions_and_wilds_count_zero_ties_draw_again(seed):
    game = Game("classic", NAMES[:4], seed=seed)
    rounds = _dealer_draws(game.setup_narration)
    assert rounds, game.setup_narration
    contenders = set(NAMES[:4])
    for values in rounds[:-1]:
        assert set(values) == contenders
        best = max(values.values())
        contenders = {name for name, v in values.items() if v == best}
        assert len(contenders) > 1  # a tie: the tied players draw again
    last = rounds[-1]
    assert set(last) == contenders
    best = max(last.values())
    winners = [name for name, v in last.items() if v == best]
    assert winners == [NAMES[game.dealer]]


def test_dealer_draw_ties_happen_and_only_tied_players_draw_again():
    seen_tie = False
    for seed in range(60):
        rounds = _dealer_draws(Game("classic", NAMES[:6], seed=seed).setup_narration)
        if len(rounds) > 1:
            seen_tie = True
            assert len(rounds[1]) < 6
    assert seen_tie


def test_the_deal_passes_to_the_left_each_new_round():
    game = Game("classic", 3, seed=2)
    while not game.is_over():  # play the round out with the first legal move of the seat to act
        game.push(game.legal_moves(game.current)[0])
    assert game.next_round().dealer == (game.dealer + 1) % 3


# ----------------------------------------------------------------------------- starter card
def test_starter_skip_the_player_left_of_the_dealer_loses_the_turn():
    game = dealt(["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8", "B1 B2 B3 B4 B5 B6 B8"], "RS")
    assert game.current == 2 and game.color is Color.RED and game.direction == 1
    assert "Ben loses the turn" in game.setup_narration


def test_starter_reverse_direction_becomes_counter_clockwise_and_the_dealer_starts():
    game = dealt(["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8", "B1 B2 B3 B4 B5 B6 B8"], "RR", dealer=1)
    assert game.direction == -1 and game.current == 1


def test_starter_draw_two_that_player_draws_2_and_loses_the_turn():
    game = dealt(["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8", "B1 B2 B3 B4 B5 B6 B8"], "R+2", "Y1 Y2 Y3")
    assert codes(game.hand(1)) == "G1 G2 G3 G4 G5 G6 G8 Y1 Y2".split()
    assert game.current == 2 and game.draw_pile[0] == Card.parse("Y3")
    assert "Ben draws 2 cards and loses the turn." in game.setup_narration


def test_starter_wild_that_player_names_the_colour_then_plays_normally():
    game = dealt(SEVEN, "W")
    assert game.current == 1 and game.color is None and game.phase == "choose"
    assert [str(m) for m in game.legal_moves()] == [
        "1: choose red", "1: choose yellow", "1: choose green", "1: choose blue"]
    assert game.state_dict()["color"] is None
    with pytest.raises(IllegalMoveError, match="must first name the colour"):
        game.push("1: play G1")
    game.push("1: choose green")
    assert game.current == 1 and game.color is Color.GREEN and game.phase == "play"
    game.push("1: play G1")
    assert game.current == 0


def test_starter_wild_draw_four_is_put_back_reshuffled_and_a_new_starter_turned_up():
    game = dealt(SEVEN, "W+4")
    assert game.top is not Card.parse("W+4") and not game.top.rank.name == "WILD_DRAW_FOUR"
    assert len(game.discard_pile) == 1
    assert Card.parse("W+4") in game.draw_pile
    assert multiset(game) == Counter(make_deck("classic"))
    assert "put back into the deck" in game.setup_narration


def test_option_a_wild_starter_is_also_put_back_and_replaced():
    rules = find_preset("classic", wild_starter_replaced=True)
    game = dealt(SEVEN, "W", rules=rules)
    assert not game.top.is_wild and game.phase == "play"
    assert dealt(SEVEN, "W").phase == "choose"  # off by default


# ----------------------------------------------------------------------------- a turn
def test_a_turn_play_a_card_matching_colour_or_number_or_symbol_or_any_wild_or_draw():
    game = at(["R1 B7 GS Y2 W W+4 B5", "G1"], "GS R7")
    assert [str(m) for m in game.legal_moves(0)] == [
        "0: play R1", "0: play B7",
        "0: play W red", "0: play W yellow", "0: play W green", "0: play W blue",
        "0: play W+4 red", "0: play W+4 yellow", "0: play W+4 green", "0: play W+4 blue",
        "0: draw",
    ]
    assert game.explain("0: play Y2").reason == "Yellow 2 matches neither red nor 7"
    assert game.explain("0: play B7").reason == "Blue 7 matches the number 7"
    assert game.explain("0: play R1").reason == "Red 1 matches the colour red"
    game2 = at(["RS BS", "G1"], "GS RS")
    assert game2.explain("0: play BS").reason == "Blue Skip matches the symbol Skip"


def test_drawing_is_allowed_even_when_a_card_could_be_played():
    game = at(["R1 R2", "G1"], "R7", "B9")
    assert game.is_legal("0: draw")
    game.push("0: draw")
    assert codes(game.hand(0)) == ["R1", "R2", "B9"] and game.current == 1


def test_after_drawing_a_playable_card_only_it_may_be_played():
    game = at(["R1 G2", "G1 G3"], "B7 R7", "R3 Y9")
    game.push("0: draw")
    assert game.current == 0 and game.drawn_card == Card.parse("R3") and game.phase == "drawn"
    assert [str(m) for m in game.legal_moves(0)] == ["0: play R3", "0: pass"]
    assert game.explain("0: play R1").reason == "only the drawn card Red 3 may be played now"
    with pytest.raises(IllegalMoveError, match="only the drawn card Red 3 may be played now"):
        game.push("0: play R1")
    game.push("0: play R3")
    assert game.current == 1 and codes(game.hand(0)) == ["R1", "G2"] and game.top == Card.parse("R3")


def test_after_drawing_a_playable_card_it_may_be_kept_and_the_turn_ends():
    game = at(["R1 G2", "G1 G3"], "R7", "R3 Y9")
    game.push("0: draw")
    game.push("0: pass")
    assert game.current == 1 and codes(game.hand(0)) == ["R1", "G2", "R3"]
    assert game.narration[-1] == "Ana keeps the drawn card."


def test_after_drawing_an_unplayable_card_the_turn_ends_at_once():
    game = at(["R1 G2", "G1 G3"], "R7", "Y9 R3")
    game.push("0: draw")
    assert game.current == 1 and game.phase == "play" and game.drawn_card is None
    assert codes(game.hand(0)) == ["R1", "G2", "Y9"]
    assert game.narration[-1] == "Ana draws a card; the turn ends."


def test_a_playable_drawn_wild_may_be_played_too():
    game = at(["G2 Y4", "G1 G3"], "R7", "W")
    game.push("0: draw")
    assert [str(m) for m in game.legal_moves(0)] == [
        "0: play W red", "0: play W yellow", "0: play W green", "0: play W blue", "0: pass"]
    game.push("0: play W yellow")
    assert game.color is Color.YELLOW and game.current == 1


# ----------------------------------------------------------------------------- action cards
def test_skip_next_player_loses_the_turn():
    game = at(["RS R1", "G1", "B1"], "R7")
    game.push("0: play RS")
    assert game.current == 2
    assert game.narration[-1] == "Ana plays Red Skip. Ben loses the turn."


def test_reverse_direction_flips():
    game = at(["RR R1", "G1", "B1"], "R7")
    game.push("0: play RR")
    assert game.direction == -1 and game.current == 2
    game2 = at(["RR R1", "G1", "B1"], "R7", direction=-1)
    game2.push("0: play RR")
    assert game2.direction == 1 and game2.current == 1


def test_draw_two_next_player_draws_2_and_loses_the_turn():
    game = at(["R+2 R1", "G1", "B1"], "R7", "Y1 Y2 Y3")
    game.push("0: play R+2")
    assert codes(game.hand(1)) == ["G1", "Y1", "Y2"] and game.current == 2
    assert game.narration[-1] == "Ana plays Red Draw Two. Ben draws 2 cards and loses the turn."
    assert game.pending_draw == 0


def test_with_two_players_reverse_acts_as_skip_the_same_player_goes_again():
    game = at(["RR R1", "G1"], "R7")
    game.push("0: play RR")
    assert game.current == 0 and game.direction == 1
    game2 = at(["RS R1", "G1"], "R7")
    game2.push("0: play RS")
    assert game2.current == 0


def test_wild_choose_any_of_the_four_colours_the_current_one_included():
    game = at(["W R1 R2", "G1"], "R7")
    assert [str(m) for m in game.legal_moves(0)][2:6] == [
        "0: play W red", "0: play W yellow", "0: play W green", "0: play W blue"]
    game.push("0: play W red")
    assert game.color is Color.RED
    with pytest.raises(IllegalMoveError, match="orange is not a colour of classic"):
        at(["W R1 R2", "G1"], "R7").push("0: play W orange")


# ----------------------------------------------------------------------------- Wild Draw Four
def test_wild_draw_four_next_player_draws_4_and_loses_the_turn_on_accept():
    game = at(["W+4 G1 G2", "B1", "Y1"], "R7", "B2 B3 B4 B5 B6")
    game.push("0: play W+4 blue")
    assert game.current == 1 and game.phase == "challenge" and game.pending_draw == 4
    assert [str(m) for m in game.legal_moves(1)] == ["1: challenge", "1: accept"]
    game.push("1: accept")
    assert codes(game.hand(1)) == ["B1", "B2", "B3", "B4", "B5"]
    assert game.current == 2 and game.color is Color.BLUE and game.pending_draw == 0


def test_wild_draw_four_allowed_only_without_a_card_of_the_active_colour():
    allowed = at(["W+4 G7 Y7", "B1"], "R7")
    assert allowed.explain("0: play W+4 blue").reason == "allowed: Ana holds no red card; names blue"
    bluff = at(["W+4 R1", "B1"], "R7")
    explanation = bluff.explain("0: play W+4 blue")
    assert explanation.legal
    assert "bluff" in explanation.reason and "Red 1" in explanation.reason


def test_a_matching_number_symbol_or_another_wild_does_not_make_wild_draw_four_a_bluff():
    game = at(["W+4 G7 W", "B1"], "R7")
    assert game.explain("0: play W+4 blue").reason.startswith("allowed")


def test_a_bluff_wild_draw_four_is_still_legal_and_listed():
    game = at(["W+4 R1", "B1"], "R7")
    assert "0: play W+4 green" in [str(m) for m in game.legal_moves(0)]
    game.push("0: play W+4 green")
    assert game.phase == "challenge"


def test_challenge_guilty_offender_draws_4_and_challenger_takes_a_normal_turn_on_the_named_colour():
    game = at(["W+4 R1 R2", "B1 G5 B2", "Y1"], "R7", "Y2 Y3 Y4 Y5 Y6")
    game.push("0: play W+4 green")
    game.push("1: challenge")
    assert codes(game.hand(0)) == ["R1", "R2", "Y2", "Y3", "Y4", "Y5"]
    assert game.current == 1 and game.phase == "play" and game.color is Color.GREEN
    assert game.pending_draw == 0
    assert "challenge succeeds" in game.narration[-1]
    assert [str(m) for m in game.legal_moves(1)] == ["1: play G5", "1: draw"]


def test_challenge_not_guilty_challenger_draws_6_and_loses_the_turn():
    game = at(["W+4 G1 G2", "B1", "Y1"], "R7", "Y2 Y3 Y4 Y5 Y6 Y7 Y8")
    game.push("0: play W+4 blue")
    game.push("1: challenge")
    assert codes(game.hand(1)) == ["B1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]
    assert game.current == 2 and game.color is Color.BLUE
    assert "challenge fails" in game.narration[-1]


def test_challenge_is_judged_against_the_colour_active_before_the_wild_draw_four():
    # the named colour before was blue (after a Wild): a red card is no evidence, a blue one is
    game = at(["W+4 R1 R2", "G1", "Y1"], "R7 W", "Y2 Y3 Y4 Y5 Y6 Y7", color="blue")
    assert game.explain("0: play W+4 green").reason.startswith("allowed: Ana holds no blue card")
    game.push("0: play W+4 green")
    game.push("1: challenge")
    assert len(game.hand(1)) == 7 and game.current == 2


# ----------------------------------------------------------------------------- UNO
def test_uno_a_player_who_plays_down_to_one_card_may_declare_with_that_play():
    game = at(["R1 R2", "G1 G2", "B1"], "R7")
    assert [str(m) for m in game.legal_moves(0)] == [
        "0: play R1", "0: play R1 uno", "0: play R2", "0: play R2 uno", "0: draw"]
    game.push("0: play R1 uno")
    assert game.uno_open is None and game.narration[-1] == "Ana plays Red 1 and declares UNO."
    assert game.legal_moves(2) == []


def test_declaring_uno_with_a_play_that_leaves_more_than_one_card_is_refused():
    game = at(["R1 R2 R3", "G1"], "R7")
    assert "0: play R1 uno" not in [str(m) for m in game.legal_moves(0)]
    with pytest.raises(IllegalMoveError, match="leaves exactly one card; this play leaves 2 cards"):
        game.push("0: play R1 uno")


def test_without_declaring_any_other_player_may_catch_them_and_they_draw_2():
    game = at(["R1 R2", "G1 G2", "B1 B2"], "R7", "Y1 Y2 Y3")
    game.push("0: play R1")
    assert game.uno_open == 0
    assert [str(m) for m in game.legal_moves(2)] == ["2: catch 0"]
    assert "0: uno" in [str(m) for m in game.legal_moves(0)]
    assert "1: catch 0" in [str(m) for m in game.legal_moves(1)]
    game.push("2: catch 0")
    assert codes(game.hand(0)) == ["R2", "Y1", "Y2"] and game.current == 1 and game.uno_open is None
    assert game.narration[-1] == "Cy catches Ana without UNO. Ana draws 2 cards."


def test_the_catch_window_closes_when_any_seat_next_begins_a_turn():
    game = at(["R1 R2", "G1 G2", "B1 B2"], "R7", "Y1 Y2 Y3")
    game.push("0: play R1")
    game.push("1: draw")
    assert game.uno_open is None
    assert not game.is_legal("2: catch 0")
    assert "the chance to catch it has passed" in game.explain("2: catch 0").reason


def test_automatic_penalties_do_not_close_the_catch_window():
    game = at(["R+2 R2", "G1 G2", "B1 B2"], "R7", "Y1 Y2 Y3")
    game.push("0: play R+2")  # Ben draws 2 by itself; the window stays open
    assert game.current == 2 and game.uno_open == 0
    game.push("2: catch 0")
    assert len(game.hand(0)) == 3


def test_a_late_uno_before_being_caught_closes_the_window():
    game = at(["R1 R2", "G1 G2", "B1 B2"], "R7")
    game.push("0: play R1")
    game.push("0: uno")
    assert game.uno_open is None and game.current == 1 and not game.is_legal("1: catch 0")
    assert game.narration[-1] == "Ana declares UNO."


def test_a_player_whose_hand_grows_again_must_declare_again_next_time():
    game = at(["R2", "G1 G2"], "B7", "B5 Y1 Y2")  # Ana holds one card, declared
    assert game.legal_moves(1) == []
    game.push("0: draw")  # the hand grows to two; the drawn Blue 5 is playable
    assert [str(m) for m in game.legal_moves(0)] == ["0: play B5", "0: play B5 uno", "0: pass"]
    game.push("0: play B5")
    assert game.uno_open == 0
    game.push("1: catch 0")
    assert codes(game.hand(0)) == ["R2", "Y1", "Y2"]


def test_catching_a_player_who_declared_or_holds_more_cards_is_refused():
    game = at(["R1 R2", "G1 G2", "B1 B2"], "R7")
    game.push("0: play R1 uno")
    assert game.explain("1: catch 0").reason == (
        "Ana cannot be caught: the UNO was declared or the chance to catch it has passed")
    assert game.explain("1: catch 2").reason == "Cy holds 2 cards, not one, so there is nothing to catch"
    assert game.explain("1: catch 1").reason == "Ben cannot catch themselves; declare with 'uno' instead"
    with pytest.raises(IllegalMoveError, match="nothing to declare"):
        game.push("0: uno")


# ----------------------------------------------------------------------------- going out
def test_going_out_ends_the_round():
    game = at(["R1", "G1 G2", "B9"], "R7")
    game.push("0: play R1")
    assert game.is_over() and game.current is None and game.legal_moves() == []
    outcome = game.outcome()
    assert outcome.winner == 0 and outcome.placements == (0,) and outcome.reason == "out"
    assert outcome.points == (12, 0, 0) and outcome.scores == (12, 0, 0)
    with pytest.raises(IllegalMoveError, match="the round is over"):
        game.push("1: draw")


def test_going_out_on_a_draw_two_the_next_player_still_draws_and_the_cards_count():
    game = at(["R+2", "G1", "B9"], "R7", "Y9 W Y1")
    game.push("0: play R+2")
    assert codes(game.hand(1)) == ["G1", "Y9", "W"]
    assert game.outcome().points == (60 + 9, 0, 0)
    assert game.narration[-1] == (
        "Ana plays Red Draw Two. Ana has no cards left and wins the round. Ben draws 2 cards. "
        "Ana scores 69 points.")


def test_going_out_on_a_wild_draw_four_the_next_player_draws_4_without_challenge():
    game = at(["W+4", "G1", "B9"], "R7 R1", "Y1 Y2 Y3 Y4 Y5")
    game.push("0: play W+4 blue")
    assert game.is_over() and game.phase == "over"
    assert codes(game.hand(1)) == ["G1", "Y1", "Y2", "Y3", "Y4"]
    assert game.outcome().points == (1 + 10 + 9, 0, 0)


# ----------------------------------------------------------------------------- draw pile
def test_draw_pile_empty_shuffle_the_discard_pile_except_its_top_card():
    game = at(["G1 G2", "G3"], "B1 B2 B3 R7", "", seed=5)
    game.push("0: draw")
    assert game.discard_pile == cards("R7")
    assert game.reshuffles == 1
    drawn = game.hand(0)[-1]
    assert drawn in cards("B1 B2 B3")
    assert Counter(game.draw_pile + (drawn,)) == Counter(cards("B1 B2 B3"))
    assert multiset(game) == Counter(cards("G1 G2 G3 B1 B2 B3 R7"))


def test_reshuffle_also_part_way_through_a_multi_card_penalty():
    game = at(["R+2 G5", "G3"], "B4 R7", "Y1")
    game.push("0: play R+2")
    assert codes(game.hand(1)) == ["G3", "Y1", "B4"] or codes(game.hand(1)) == ["G3", "Y1", "R7"]
    assert game.discard_pile == cards("R+2") and game.reshuffles == 1
    assert len(game.draw_pile) == 1


def test_nothing_to_reshuffle_a_draw_takes_what_is_there():
    game = at(["W+4 G1", "B1", "Y1"], "R7", "Y2 Y3")
    game.push("0: play W+4 blue")
    game.push("1: challenge")  # not guilty: 6 due, only Y2 Y3 and the reshuffled R7 exist
    assert sorted(codes(game.hand(1))) == ["B1", "R7", "Y2", "Y3"]
    assert game.dry_draws == 1 and game.draw_pile == () and game.discard_pile == cards("W+4")
    assert "draws 3 cards (all that is left of 6)" in game.narration[-1]


def test_a_draw_that_gets_nothing_ends_the_turn():
    game = at(["G1 G2", "B3", "Y3"], "R7")
    game.push("0: draw")
    assert game.current == 1 and codes(game.hand(0)) == ["G1", "G2"] and game.dry_draws == 1
    assert game.narration[-1] == "Ana draws, but nothing is left to draw; the turn ends."


# ----------------------------------------------------------------------------- blocked round
def test_blocked_round_ends_when_every_seat_in_a_row_ends_its_turn_without_playing():
    game = at(["G1 G2", "B9"], "R7")
    game.push("0: draw")
    assert not game.is_over()
    game.push("1: draw")
    outcome = game.outcome()
    assert outcome.reason == "blocked" and outcome.winner == 0
    assert outcome.points == (9, 0) and outcome.placements == (0,)


def test_blocked_round_ties_fewest_cards_then_first_seat_in_turn_order():
    fewer_cards = at(["G1 G2", "B3"], "R7")
    fewer_cards.push("0: draw")
    fewer_cards.push("1: draw")
    assert fewer_cards.outcome().winner == 1
    in_turn_order = at(["G3", "B3", "Y3"], "R7", current=1)
    for move in ("1: draw", "2: draw", "0: draw"):
        in_turn_order.push(move)
    # the next turn would be Ben's: he is first in turn order among the tied
    assert in_turn_order.outcome().winner == 1 and in_turn_order.outcome().points == (0, 6, 0)


def test_a_play_resets_the_blocked_count():
    game = at(["Y1 Y2", "W B9", "B5"], "R7")
    game.push("0: draw")  # nothing to draw
    game.push("1: play W green uno")  # a play: the count starts again
    game.push("2: draw")  # Cy gets the reshuffled Red 7, which cannot be played on green
    assert codes(game.hand(2)) == ["B5", "R7"] and game.current == 0
    game.push("0: draw")
    game.push("1: draw")
    assert not game.is_over()  # Cy's turn drew a card, so it is not part of the row
    game.push("2: draw")
    assert game.is_over() and game.outcome().reason == "blocked"
    assert game.outcome().winner == 0 and game.outcome().points == (21, 0, 0)



def test_a_drawn_card_kept_breaks_the_blocked_row_so_it_can_be_played_next_turn():
    # RULES.md "Blocked round": a turn in which a card was drawn, even one then kept, does not count
    game = at(["G1 G2", "B9"], "R3", "R5")
    game.push("0: draw")  # the last card: Red 5, playable
    game.push("0: pass")  # kept
    game.push("1: draw")  # nothing left to draw
    assert not game.is_over() and game.current == 0
    game.push("0: play R5")
    assert game.top.code == "R5"


def test_a_drawn_card_that_cannot_be_played_breaks_the_blocked_row_too():
    game = at(["G1 G2", "B9"], "R3", "Y5")
    game.push("0: draw")  # Yellow 5 cannot be played: the turn ends
    game.push("1: draw")  # nothing left to draw
    assert not game.is_over()
    game.push("0: draw")  # Ben then Ana drew nothing: now the round is blocked
    assert game.outcome().reason == "blocked" and game.outcome().winner == 0


def test_blocked_round_tie_break_counts_turn_order_in_the_direction_of_play():
    # Ben and Cy tie on points and cards; Ana, who would play next, holds more
    clockwise = at(["G9", "B3", "Y3"], "R7")
    counter_clockwise = at(["G9", "B3", "Y3"], "R7", direction=-1)
    for game in (clockwise, counter_clockwise):
        while not game.is_over():
            game.push(f"{game.current}: draw")
    assert clockwise.outcome().winner == 1
    assert counter_clockwise.outcome().winner == 2

# ----------------------------------------------------------------------------- scoring
def test_scoring_numbers_face_value_actions_20_wilds_50_winner_scores_the_opponents_cards():
    game = at(["R1", "R5 GS BR Y+2 W W+4", "G9"], "R7")
    game.push("0: play R1")
    assert game.outcome().points == (174, 0, 0)


def test_first_to_500_wins_the_match():
    game = Game("classic", NAMES[:3], position=Position(
        (cards("R1"), cards("W W W W W"), cards("G9")), cards("R7"), (), 0), scores=(400, 0, 450))
    game.push("0: play R1")
    assert game.scores == (659, 0, 450) and game.match_over() and game.match_winner() == 0
    with pytest.raises(Exception, match="the match is over"):
        game.next_round()


def test_below_500_the_match_goes_on_with_the_deal_passing_left_and_scores_carried():
    game = Game("classic", NAMES[:3], position=Position(
        (cards("R1"), cards("G2"), cards("G9")), cards("R7"), (), 0), dealer=2, scores=(10, 20, 30))
    game.push("0: play R1")
    assert not game.match_over() and game.match_winner() is None
    nxt = game.next_round(seed=4)
    assert nxt.dealer == 0 and nxt.round_number == 2 and nxt.scores == (21, 20, 30)
    assert not nxt.is_over() and nxt.players == ("Ana", "Ben", "Cy")


def test_alternative_scoring_each_player_adds_the_points_they_hold_lowest_total_wins():
    rules = find_preset("classic", scoring="lowest")
    game = Game(rules, NAMES[:3], position=Position(
        (cards("R1"), cards("R5 GS"), cards("G9")), cards("R7"), (), 0), scores=(0, 480, 470))
    game.push("0: play R1")
    assert game.outcome().points == (0, 25, 9)
    assert game.scores == (0, 505, 479) and game.match_over() and game.match_winner() == 0
