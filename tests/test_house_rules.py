"""House rules (RULES.md "House rules"), the first part: one test per sentence for ``draw_to_match``,
``force_play``, ``zero_rotate`` and ``bluffing``, with each preset (``seven_swap``, ``stack_cross``,
``jump_in`` and the preset ``party``: tests/test_house_rules_party.py)."""

from __future__ import annotations

import pytest
import scenarios
from scenarios import codes, legal

from unokit.errors import IllegalMoveError, RulesError
from unokit.record import read_record, replay, to_record
from unokit.rules import find_preset

DRAW_TO_MATCH = find_preset("classic", draw_to_match=True)
FORCE_PLAY = find_preset("classic", force_play=True)


def at(*args, rules, **kwargs):
    return scenarios.at(*args, rules=rules, **kwargs)


# ----------------------------------------------------------------------------- draw_to_match
def test_draw_to_match_takes_cards_one_at_a_time_until_one_is_playable():
    game = at(["G1 G2", "B9"], "R3", "Y5 Y6 R7 B1", rules=DRAW_TO_MATCH)
    game.push("0: draw")
    assert codes(game.hand(0)) == ["G1", "G2", "Y5", "Y6", "R7"] and codes(game.draw_pile) == ["B1"]
    assert game.narration[-1] == "Ana draws until a card can be played: 3 cards."
    # the last card drawn is handled as a single drawn card is: play it or keep it
    assert legal(game, 0) == ["0: play R7", "0: pass"] and game.drawn_card.code == "R7"


def test_draw_to_match_stops_when_nothing_is_left_to_draw_and_the_turn_ends():
    game = at(["G1 G2", "B9"], "R3", "Y5 Y6", rules=DRAW_TO_MATCH)
    game.push("0: draw")
    assert codes(game.hand(0)) == ["G1", "G2", "Y5", "Y6"] and game.current == 1 and game.phase == "play"
    assert game.narration[-1] == (
        "Ana draws 2 cards; none can be played and nothing is left to draw; the turn ends.")


def test_draw_to_match_a_first_card_that_can_be_played_is_an_ordinary_draw():
    game = at(["G1 G2", "B9"], "R3", "R5 Y6", rules=DRAW_TO_MATCH)
    game.push("0: draw")
    assert game.narration[-1] == "Ana draws a card that can be played." and game.drawn_card.code == "R5"


def test_draw_to_match_reshuffles_the_discard_pile_and_draws_on():
    game = at(["B1 B2", "B9"], "R1 G2 G3", "Y5", rules=DRAW_TO_MATCH)
    game.push("0: draw")
    hand = codes(game.hand(0))
    assert game.reshuffles == 1 and hand[:3] == ["B1", "B2", "Y5"] and hand[-1] in ("G2", "R1")
    assert hand[-1] == game.drawn_card.code and game.is_legal(f"0: play {hand[-1]}")


def test_draw_to_match_is_a_plain_draw_only_a_pending_penalty_is_drawn_as_its_total():
    rules = find_preset("black-uno", draw_to_match=True)
    game = at(["G1 G2", "B9 B8"], "R+2", "Y5 Y6 R7", rules=rules, pending=2)
    game.push("0: draw")
    assert codes(game.hand(0)) == ["G1", "G2", "Y5", "Y6"] and game.current == 1


def test_draw_to_match_with_black_uno_plays_several_cards_only_after_the_turn_that_drew():
    rules = find_preset("black-uno", draw_to_match=True)
    game = at(["G1 G2", "B9"], "R3", "Y5 R7", rules=rules)
    game.push("0: draw")
    assert legal(game, 0) == ["0: play R7", "0: pass"]


def test_draw_to_match_says_so_when_a_draw_is_explained():
    game = at(["G1 G2", "B9"], "R3", "Y5", rules=DRAW_TO_MATCH)
    assert game.explain("0: draw").reason == (
        "Ana may draw instead of playing: draw to match takes cards until one can be played, which may then "
        "be played or kept")


def test_draw_to_match_needs_play_drawn_card():
    with pytest.raises(RulesError, match="draw_to_match needs play_drawn_card"):
        find_preset("spectrum", draw_to_match=True)


# ----------------------------------------------------------------------------- force_play
@pytest.mark.parametrize("preset", ["classic", "black-uno"])
def test_force_play_a_playable_drawn_card_must_be_played(preset):
    game = at(["G1 G2", "B9"], "R3", "R5", rules=find_preset(preset, force_play=True))
    game.push("0: draw")
    assert legal(game, 0) == ["0: play R5"]
    explained = game.explain("0: pass")
    assert not explained.legal
    assert explained.reason == "force play: the drawn card Red 5 can be played, so Ana must play it"
    with pytest.raises(IllegalMoveError, match="force play"):
        game.push("0: pass")
    game.push("0: play R5")
    assert game.top.code == "R5"


def test_force_play_a_drawn_card_that_cannot_be_played_still_ends_the_turn():
    game = at(["G1 G2", "B9"], "R3", "Y5", rules=FORCE_PLAY)
    game.push("0: draw")
    assert game.current == 1 and codes(game.hand(0)) == ["G1", "G2", "Y5"]


def test_force_play_needs_play_drawn_card():
    with pytest.raises(RulesError, match="force_play needs play_drawn_card"):
        find_preset("spectrum", force_play=True)


def test_force_play_and_draw_to_match_together_play_the_card_drawn_to_match():
    rules = find_preset("classic", force_play=True, draw_to_match=True)
    game = at(["G1 G2", "B9"], "R3", "Y5 R7", rules=rules)
    game.push("0: draw")
    assert legal(game, 0) == ["0: play R7"]


# ----------------------------------------------------------------------------- records
@pytest.mark.parametrize("flag", ["draw_to_match", "force_play"])
def test_house_rules_are_written_in_records_and_replay(flag):
    game = scenarios.Game(find_preset("classic", **{flag: True}), 2, seed=4)
    for _ in range(30):
        if game.is_over():
            break
        game.push(game.legal_moves(game.current)[-1])
    data = to_record(game)
    assert data["rules"] == {"preset": "classic", flag: True}
    replayed = replay(read_record(data))
    assert replayed.state_dict() == game.state_dict() and replayed.narration == game.narration


# ----------------------------------------------------------------------------- zero_rotate
def zero(preset="classic"):
    return find_preset(preset, zero_rotate=True)


def test_zero_rotate_every_hand_passes_to_the_next_seat_in_the_direction_of_play():
    game = at(["R0 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=zero())
    game.push("0: play R0")
    # Ana's hand goes to Ben, Ben's to Cy, Cy's to Ana; each keeps its order
    assert [codes(h) for h in game.hands] == [["Y1", "Y2", "Y3", "Y4"], ["G2"], ["B9", "B8", "B7"]]
    assert game.narration[-1] == "Ana plays Red 0. Every hand passes to the next player clockwise."
    assert game.current == 1 and game.direction == 1  # a Zero does not change the direction


def test_zero_rotate_counter_clockwise_the_hands_pass_the_other_way():
    game = at(["R0 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=zero(), direction=-1)
    game.push("0: play R0")
    assert [codes(h) for h in game.hands] == [["B9", "B8", "B7"], ["Y1", "Y2", "Y3", "Y4"], ["G2"]]
    assert game.narration[-1].endswith("Every hand passes to the next player counter-clockwise.")
    assert game.current == 2 and game.direction == -1


def test_zero_rotate_a_zero_that_is_the_last_card_is_an_ordinary_play():
    game = at(["R0", "B9 B8", "Y1 Y2"], "R3", rules=zero())
    game.push("0: play R0")
    assert game.is_over() and game.outcome().winner == 0 and codes(game.hand(1)) == ["B9", "B8"]


def test_zero_rotate_several_zeros_rotate_once():
    game = at(["R0 G0 Y5", "B9 B8", "G1 G2 G3"], "R3", rules=zero("black-uno"))
    game.push("0: play R0 G0")
    assert [codes(h) for h in game.hands] == [["G1", "G2", "G3"], ["Y5"], ["B9", "B8"]]


def test_zero_rotate_seats_that_are_out_take_no_part():
    game = at(["", "R0 G2", "B9 B8", "Y1 Y2 Y3"], "R3", rules=zero("black-uno"), current=1, out=(0,))
    game.push("1: play R0")
    assert [codes(h) for h in game.hands] == [[], ["Y1", "Y2", "Y3"], ["G2"], ["B9", "B8"]]


def test_zero_rotate_a_rotating_play_never_declares_uno_and_leaves_no_uno_window():
    game = at(["R0 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=zero())
    assert legal(game, 0) == ["0: play R0", "0: draw"]  # no "0: play R0 uno"
    assert game.explain("0: play R0 uno").reason == (
        "zero rotate: a Zero that is not the last card passes every hand on, so it never declares UNO")
    assert game.explain("0: play R0").reason == (
        "Red 0 matches the colour red; zero rotate: every hand passes to the next player clockwise")
    game.push("0: play R0")
    # Ben was given a one-card hand: he owes no declaration and cannot be caught
    assert game.uno_open is None and not game.is_legal("2: catch 1") and not game.is_legal("1: uno")


def test_zero_rotate_closes_an_open_uno_window():
    game = at(["R5 G2", "R0 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=zero())
    game.push("0: play R5")  # Ana forgets UNO: the window opens
    assert game.uno_open == 0
    game.push("1: play R0")
    assert game.uno_open is None and codes(game.hand(1)) == ["G2"]


@pytest.mark.parametrize("preset", ["classic", "black-uno", "spectrum"])
def test_zero_rotate_works_with_every_preset_and_undoes_exactly(preset):
    game = at(["R0 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=zero(preset))
    before = (game.hands, game.state_dict(), game.narration)
    game.push("0: play R0")
    assert codes(game.hand(1)) == ["G2"]
    game.pop()
    assert (game.hands, game.state_dict(), game.narration) == before


def test_zero_rotate_in_classic_lists_no_play_of_several_cards():
    game = at(["R0 G0 Y5", "B9 B8", "G1 G2 G3"], "R3", rules=zero())
    assert legal(game, 0) == ["0: play R0", "0: draw"]  # no "0: play R0 G0"


# ----------------------------------------------------------------------------- bluffing
NO_BLUFFING = find_preset("classic", bluffing=False, challenge=False)


def test_bluffing_on_a_wild_draw_four_held_with_the_colour_in_force_is_a_legal_bluff():
    game = at(["W+4 R1 G2", "B9"], "R3", rules=find_preset("classic"))
    assert game.is_legal("0: play W+4 blue")


def test_no_bluffing_a_wild_draw_four_held_with_the_colour_in_force_is_not_legal():
    game = at(["W+4 R1 G2", "B9"], "R3", rules=NO_BLUFFING)
    assert "0: play W+4 blue" not in legal(game, 0)
    assert game.explain("0: play W+4 blue").reason == "no bluffing: Ana holds a red card (Red 1)"
    with pytest.raises(IllegalMoveError, match="no bluffing"):
        game.push("0: play W+4 blue")


def test_no_bluffing_a_wild_draw_four_without_the_colour_in_force_is_allowed():
    game = at(["W+4 G2", "B9"], "R3", rules=NO_BLUFFING)
    assert game.is_legal("0: play W+4 blue")
    assert game.explain("0: play W+4 blue").reason == "allowed: Ana holds no red card; names blue"


def test_no_bluffing_a_drawn_wild_draw_four_the_restriction_forbids_is_not_playable():
    game = at(["R1 G2", "B9"], "R3", "W+4", rules=find_preset("classic", bluffing=False, challenge=False,
                                                               force_play=True))
    game.push("0: draw")  # force play does not apply: the turn ends at once
    assert game.current == 1 and codes(game.hand(0)) == ["R1", "G2", "W+4"]


def test_no_bluffing_applies_to_a_wild_draw_four_added_onto_a_pending_penalty():
    rules = find_preset("classic", bluffing=False, challenge=False, stack_wild_draw_four=True)
    game = at(["W+4 G2", "B9"], "Y5 W+4", rules=rules, pending=4, color="green")
    assert legal(game, 0) == ["0: draw"]
    assert game.explain("0: play W+4 red").reason == "no bluffing: Ana holds a green card (Green 2)"


def test_bluffing_has_no_effect_while_the_restriction_is_off():
    rules = find_preset("black-uno", bluffing=False)
    game = at(["W+4 R1", "B9"], "R3", rules=rules)
    assert game.is_legal("0: play W+4 blue")


def test_bluffing_off_with_challenge_on_is_refused():
    with pytest.raises(RulesError, match="bluffing off with challenge on"):
        find_preset("classic", bluffing=False)


def test_draw_to_match_with_an_empty_then_reshuffled_draw_pile():
    """Regression (issue 13): the draw pile is empty when the draw begins; the discard pile is
    reshuffled and drawing goes on until a card can be played; undo is exact."""
    game = at(["B1 B2", "B9 B8"], "Y7 R8 G2 R3", "", rules=DRAW_TO_MATCH)
    before = (game.hands, game.state_dict(), game.rng_state())
    game.push("0: draw")
    hand = codes(game.hand(0))
    assert game.reshuffles == 1 and game.drawn_card.code == "R8" and hand[-1] == "R8" and hand[:2] == ["B1", "B2"]
    # the cards drawn before Red 8 are the ones no longer in the new draw pile
    assert sorted(hand[2:-1] + codes(game.draw_pile)) == ["G2", "Y7"] and game.top.code == "R3"
    assert game.narration[-1].startswith("The discard pile, except its top card, is shuffled into a new draw pile.")
    game.pop()
    assert (game.hands, game.state_dict(), game.rng_state()) == before


def test_draw_to_match_with_an_empty_draw_pile_and_nothing_playable_ends_the_turn():
    game = at(["B1 B2", "B9 B8"], "Y7 Y8 R3", "", rules=DRAW_TO_MATCH)
    game.push("0: draw")
    assert codes(game.hand(0))[:2] == ["B1", "B2"] and len(game.hand(0)) == 4 and game.draw_pile == ()
    assert game.current == 1 and game.reshuffles == 1
