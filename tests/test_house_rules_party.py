"""House rules (RULES.md "House rules"), the second part: ``seven_swap``, ``stack_cross``, ``jump_in`` and
the preset ``party``: a test per sentence and per reading of the edge cases, each refused combination,
each rule with each preset, and the regressions issue 13 names."""

from __future__ import annotations

import dataclasses

import pytest
import scenarios
from scenarios import codes, legal

from unokit.agents import hint, make_agent
from unokit.errors import IllegalMoveError, InvalidMoveError, RulesError
from unokit.game import Game
from unokit.moves import Move
from unokit.record import read_record, replay, to_record
from unokit.rules import PRESETS, find_preset

PARTY = find_preset("party")
SEVEN = find_preset("classic", seven_swap=True)
JUMP = find_preset("classic", jump_in=True)


def at(*args, rules, **kwargs):
    return scenarios.at(*args, rules=rules, **kwargs)


# ----------------------------------------------------------------------------- move notation
def test_swap_notation_reads_and_writes_the_seat():
    move = Move.parse("1:  PLAY r7 g7 SWAP 2")
    assert str(move) == "1: play R7 G7 swap 2" and move.target == 2
    assert Move.play(0, "R7", swap=3) == Move.parse("0: play R7 swap 3")


@pytest.mark.parametrize("text, words", [
    ("0: play R5 swap 2", "'swap SEAT' follows only Sevens"),
    ("0: play R7 swap", "'swap' needs the seat"),
    ("0: play R7 swap two", "write 'swap SEAT' with a seat number"),
    ("0: draw swap 2", "draw takes nothing after it"),
])
def test_malformed_swaps_are_refused_with_the_allowed_form(text, words):
    with pytest.raises(InvalidMoveError, match=words):
        Move.parse(text)


# ----------------------------------------------------------------------------- seven_swap
def test_seven_swap_a_seven_swaps_hands_with_the_seat_the_player_names():
    game = at(["R7 G2 B3", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    game.push("0: play R7 swap 2")
    # the hands keep their order when they change seats
    assert [codes(h) for h in game.hands] == [["Y1", "Y2", "Y3", "Y4"], ["B9", "B8"], ["G2", "B3"]]
    assert game.narration[-1] == ("Ana plays Red 7. Ana swaps hands with Cy: Ana now holds 4 cards, "
                                  "Cy 2 cards.")
    assert game.current == 1  # the turn passes on as after a number card


def test_seven_swap_one_legal_move_per_seat_still_in_the_round():
    game = at(["R7 G2 B4", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    assert legal(game, 0) == ["0: play R7 swap 1", "0: play R7 swap 2", "0: draw"]
    assert game.explain("0: play R7 swap 1").reason == (
        "Red 7 matches the colour red; Seven-O: swap hands with Ben (2 cards)")


def test_seven_swap_is_not_optional_and_names_a_seat_still_in_the_round():
    game = at(["", "R7 G2 B3", "B9 B8", "Y1 Y2 Y3"], "R3", rules=find_preset("black-uno", seven_swap=True),
              current=1, out=(0,))
    assert legal(game, 1)[:2] == ["1: play R7 swap 2", "1: play R7 swap 3"]
    reasons = {text: game.explain(text).reason for text in
               ("1: play R7", "1: play R7 swap 0", "1: play R7 swap 1", "1: play R7 swap 7")}
    assert reasons == {
        "1: play R7": "Seven-O: a Seven that is not the last card swaps hands; name the seat to swap with, "
                      "e.g. 'play R7 swap 2'",
        "1: play R7 swap 0": "Seven-O: Ana is out of the round; swap with a seat still playing",
        "1: play R7 swap 1": "Seven-O: Ben cannot swap hands with themselves; name another seat",
        "1: play R7 swap 7": "Seven-O: there is no seat 7 at this table; seats are 0-3",
    }
    with pytest.raises(IllegalMoveError, match="name the seat to swap with"):
        game.push("1: play R7")


def test_seven_swap_a_seven_that_is_the_last_card_is_an_ordinary_play():
    game = at(["R7", "B9 B8", "Y1 Y2"], "R3", rules=SEVEN)
    assert legal(game, 0) == ["0: play R7", "0: draw"]
    assert game.explain("0: play R7 swap 1").reason == (
        "Seven-O: Red 7 is Ana's last card, an ordinary play; write it without 'swap 1'")
    game.push("0: play R7")
    assert game.is_over() and game.outcome().winner == 0 and codes(game.hand(1)) == ["B9", "B8"]


def test_seven_swap_several_sevens_swap_once():
    game = at(["R7 G7 Y5", "B9 B8", "G1 G2 G3"], "R3", rules=find_preset("black-uno", seven_swap=True))
    assert "0: play R7 G7 swap 2" in legal(game, 0) and "0: play R7 G7" not in legal(game, 0)
    game.push("0: play R7 G7 swap 2")
    assert [codes(h) for h in game.hands] == [["G1", "G2", "G3"], ["B9", "B8"], ["Y5"]]


def test_seven_swap_a_swapping_play_never_declares_uno():
    game = at(["R7 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    assert "0: play R7 swap 1 uno" not in legal(game, 0)
    assert game.explain("0: play R7 swap 1 uno").reason == "Seven-O: a Seven that swaps hands never declares UNO"


def test_seven_swap_after_a_swap_the_uno_state_of_both_hands_is_right():
    """Regression (issue 13): Ana plays down to one card and takes Ben's one card (declared); Ben is
    given Ana's one card. Neither owes a declaration and neither can be caught; a later play that
    leaves one card must declare again."""
    game = at(["R7 G2", "B9", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    game.push("0: play R7 swap 1")
    assert codes(game.hand(0)) == ["B9"] and codes(game.hand(1)) == ["G2"]
    assert game.uno_open is None
    for text in ("2: catch 0", "2: catch 1", "0: uno", "1: uno"):
        assert not game.is_legal(text), text
    assert game.explain("2: catch 1").reason == (
        "Ben cannot be caught: the UNO was declared or the chance to catch it has passed")


def test_seven_swap_a_declared_hand_that_grows_by_a_swap_must_declare_again():
    """Regression (issue 13): Ben declared UNO; Ana's Seven swaps his one card for her two. Ana, given one
    card, owes no declaration and cannot be caught; Ben's next play down to one card must declare UNO
    again, and if he does not, he can be caught (RULES.md: a hand that grows must declare again)."""
    game = at(["Y7 Y2 G3", "R9 B9", "Y9 Y1 Y4 Y5"], "R3", rules=SEVEN, current=1)
    game.push("1: play R9 uno")
    game.push("2: play Y9")
    game.push("0: play Y7 swap 1")
    assert codes(game.hand(0)) == ["B9"] and codes(game.hand(1)) == ["Y2", "G3"]
    assert game.uno_open is None and game.current == 1
    for text in ("1: catch 0", "2: catch 0", "2: catch 1", "0: uno"):
        assert not game.is_legal(text), text
    assert legal(game, 1) == ["1: play Y2", "1: play Y2 uno", "1: draw"]
    game.push("1: play Y2")  # down to one card without UNO: the window opens and Ben can be caught
    assert game.uno_open == 1 and game.is_legal("2: catch 1") and game.is_legal("0: catch 1")
    game.push("2: catch 1")
    assert len(game.hand(1)) == 1 + SEVEN.uno_penalty


def test_seven_swap_closes_an_open_uno_window():
    game = at(["R5 G2", "R7 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    game.push("0: play R5")  # Ana forgets UNO: the window opens
    assert game.uno_open == 0
    game.push("1: play R7 swap 0")
    assert game.uno_open is None and codes(game.hand(1)) == ["G2"] and codes(game.hand(0)) == ["B8", "B7"]


def test_seven_swap_a_drawn_seven_is_played_with_its_swap():
    game = at(["G1 G2", "B9", "Y1 Y2"], "R3", "R7", rules=SEVEN)
    game.push("0: draw")
    assert legal(game, 0) == ["0: play R7 swap 1", "0: play R7 swap 2", "0: pass"]
    game.push("0: play R7 swap 1")
    assert codes(game.hand(0)) == ["B9"] and codes(game.hand(1)) == ["G1", "G2"]


def test_without_seven_swap_a_swap_is_refused_on_every_path():
    game = at(["R7 G2 B3", "B9 B8"], "R3", rules=find_preset("classic"))
    assert not game.is_legal("0: play R7 swap 1")
    assert game.explain("0: play R7 swap 1").reason == (
        "classic has no Seven-O swap (seven_swap is off): play R7 without 'swap 1'")
    with pytest.raises(IllegalMoveError, match="no Seven-O swap"):
        game.push("0: play R7 swap 1")
    assert codes(game.hand(0)) == ["R7", "G2", "B3"]


@pytest.mark.parametrize("preset", ["classic", "black-uno", "spectrum", "party"])
def test_seven_swap_works_with_every_preset_and_undoes_exactly(preset):
    game = at(["R7 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=find_preset(preset, seven_swap=True))
    before = (game.hands, game.state_dict(), game.narration)
    game.push("0: play R7 swap 2")
    assert codes(game.hand(0)) == ["Y1", "Y2", "Y3", "Y4"] and codes(game.hand(2)) == ["G2"]
    game.pop()
    assert (game.hands, game.state_dict(), game.narration) == before


def test_seven_swap_and_zero_rotate_together_are_seven_o():
    game = at(["R7 R0 G2", "B9 B8", "Y1 Y2 Y3"], "R3", rules=PARTY)
    game.push("0: play R0")
    assert [codes(h) for h in game.hands] == [["Y1", "Y2", "Y3"], ["R7", "G2"], ["B9", "B8"]]
    game.push("1: play R7 swap 0")
    assert [codes(h) for h in game.hands] == [["G2"], ["Y1", "Y2", "Y3"], ["B9", "B8"]]


# ----------------------------------------------------------------------------- stack_cross
CROSS = find_preset("classic", stack_draw_two=True, stack_wild_draw_four=True, challenge=False, stack_cross=True)


def test_stack_cross_a_wild_draw_four_may_be_added_onto_a_draw_two_total():
    game = at(["R+2 G2 G3", "W+4 B8 B7", "Y1 Y2 W+4 G+2"], "R3", rules=CROSS)
    game.push("0: play R+2")
    assert legal(game, 1)[:1] == ["1: play W+4 red"]
    assert game.explain("1: play W+4 blue").reason == (
        "Ben adds Wild Draw Four to the pending penalty of 2 cards; stack cross: from now on only Wild Draw "
        "Fours may be added; names blue")
    game.push("1: play W+4 blue")
    assert game.pending_draw == 6
    assert game.narration[-1] == "Ben plays Wild Draw Four and names blue. Cy must add a Wild Draw Four or draw 6 cards."
    # the chain is a Wild Draw Four chain now: only Wild Draw Fours may follow
    assert legal(game, 2) == [f"2: play W+4 {c}" for c in ("red", "yellow", "green", "blue")] + ["2: draw"]
    assert game.explain("2: play G+2").reason == (
        "a Wild Draw Four is pending: only another Wild Draw Four or draw (stack cross never puts a Draw Two "
        "on a Wild Draw Four)")


def test_stack_cross_never_a_draw_two_onto_a_pending_wild_draw_four():
    game = at(["W+4 G2 G3", "R+2 B8"], "R3", rules=CROSS)
    game.push("0: play W+4 red")
    assert legal(game, 1) == ["1: draw"]
    with pytest.raises(IllegalMoveError, match="only another Wild Draw Four or draw"):
        game.push("1: play R+2")


def test_without_stack_cross_a_wild_draw_four_does_not_go_onto_a_draw_two_total():
    rules = find_preset("black-uno")
    game = at(["R+2 G2 G3", "W+4 B8", "Y1"], "R3", rules=rules)
    game.push("0: play R+2")
    assert legal(game, 1) == ["1: draw"]
    assert game.explain("1: play W+4 red").reason == "a Draw Two is pending: only another Draw Two or draw"


def test_stack_cross_names_both_missing_flags():
    with pytest.raises(RulesError, match="stack_cross needs stack_draw_two and stack_wild_draw_four"):
        find_preset("classic", stack_cross=True, challenge=False)
    with pytest.raises(RulesError, match="stack_cross needs stack_wild_draw_four"):
        find_preset("black-uno", stack_cross=True, stack_wild_draw_four=False)
    with pytest.raises(RulesError, match="stack_cross needs stack_draw_two"):
        find_preset("party", stack_draw_two=False)


def test_a_stacked_wild_draw_four_cannot_be_challenged_in_party_either():
    with pytest.raises(RulesError, match="stack_wild_draw_four and challenge cannot both be on"):
        find_preset("party", challenge=True)


def test_stack_cross_several_wild_draw_fours_go_onto_a_draw_two_total_at_once():
    rules = find_preset("black-uno", stack_cross=True)
    game = at(["R+2 G2", "W+4 W+4 B8", "Y1 Y2"], "R3", rules=rules)
    game.push("0: play R+2")
    assert "1: play W+4 W+4 green" in legal(game, 1)
    game.push("1: play W+4 W+4 green")
    assert game.pending_draw == 10 and game.current == 2


def test_stack_cross_with_no_bluffing_judges_the_wild_draw_four_on_the_colour_in_force():
    rules = CROSS.replace(bluffing=False)
    game = at(["R+2 G2 G3", "W+4 R8", "Y1 Y2"], "R3", rules=rules)
    game.push("0: play R+2")
    assert legal(game, 1) == ["1: draw"]
    assert game.explain("1: play W+4 blue").reason == "no bluffing: Ben holds a red card (Red 8)"


def test_a_starter_draw_two_is_never_stacked_on():
    game = scenarios.dealt(["G1 G2 G3 G4 G5 G6 W+4", "B1 B2 B3 B4 B5 B6 R+2"], "R+2", rules=PARTY)
    # seat 1 (left of the dealer) draws 2 and loses the turn at once, with a Draw Two in hand
    assert len(game.hand(1)) == 9 and game.current == 0 and game.pending_draw == 0


# ----------------------------------------------------------------------------- jump_in
def test_jump_in_an_identical_card_is_played_out_of_turn_and_play_continues_from_the_jumper():
    game = at(["R5 G2 B3", "B9 B8", "Y1 R5 Y3", "G7 G8"], "R3", rules=JUMP)
    game.push("0: play R5")
    assert game.current == 1
    # contract 4: jump-ins are listed for every seat that can make one
    assert game.state_dict()["legal"] == ["1: draw", "2: play R5"]
    assert game.explain("2: play R5").reason == "jump-in: Red 5 is identical to the top card; Ben loses the turn"
    game.push("2: play R5")
    assert game.narration[-1] == "Cy jumps in; Ben loses the turn. Cy plays Red 5."
    assert game.current == 3 and codes(game.hand(1)) == ["B9", "B8"]
    assert game.move_stack[-1] == Move.parse("2: play R5")  # written as an ordinary play


@pytest.mark.parametrize("text, reason", [
    ("2: play Y1", "jump-in: Yellow 1 is not identical to the top card Red 5; it is Ben's turn, not Cy's"),
    ("2: play R3", "jump-in: Red 3 is not identical to the top card Red 5; it is Ben's turn, not Cy's"),
    ("2: play W red", "jump-in: a Wild never jumps in; it is Ben's turn, not Cy's"),
    ("0: play R5", "jump-in: Ana played the top card Red 5 and cannot jump in on it"),
    ("3: play R5", "Dee does not hold Red 5"),
    ("2: draw", "it is Ben's turn, not Cy's"),
])
def test_jump_in_refusals_say_why(text, reason):
    game = at(["R5 R5 B3", "B9 B8", "Y1 R3 W Y3", "G7 G8"], "R3", rules=JUMP)
    game.push("0: play R5")
    assert game.explain(text).reason == reason
    assert not game.is_legal(text)


def test_jump_in_only_a_single_card():
    rules = find_preset("black-uno", jump_in=True)
    game = at(["R5 B3 B4", "B9 B8", "R5 R5 Y3"], "R3", rules=rules)
    game.push("0: play R5")
    assert game.explain("2: play R5 R5").reason == "jump-in: only a single card may be played out of turn"
    assert legal(game, 2) == ["2: play R5"]


def test_jump_in_not_on_a_wild_nor_a_wild_draw_four():
    game = at(["W G2 B3", "B9 B8", "W Y3"], "R3", rules=JUMP)
    game.push("0: play W red")
    assert legal(game, 2) == [] and not game.is_legal("2: play W red")


def test_jump_in_not_while_a_penalty_is_pending():
    game = at(["R+2 G2 G3", "B9 B8", "R+2 Y3"], "R3", rules=PARTY)
    game.push("0: play R+2")
    assert legal(game, 2) == []
    assert game.explain("2: play R+2").reason == "a penalty is pending for Ben: no jump-in now"


def test_jump_in_not_while_a_wild_draw_four_waits_for_an_answer():
    game = at(["W+4 G2", "B9 B8", "R5 Y3"], "R3", rules=JUMP)
    game.push("0: play W+4 red")
    assert game.explain("2: play R5").reason == "Ben must answer the Wild Draw Four first: no jump-in now"


def test_jump_in_not_while_the_colour_of_a_wild_starter_is_to_be_named():
    game = scenarios.dealt(["G1 G2 G3 G4 G5 G6 G7", "B1 B2 B3 B4 B5 B6 B7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7"], "W",
                           rules=JUMP)
    assert game.phase == "choose"
    assert game.explain("2: play Y1").reason == "it is Ben's turn to name the colour of the Wild starter card: no jump-in now"


def test_jump_in_not_after_the_seat_to_act_has_drawn():
    game = at(["R5 G2 B3", "B9 B8", "Y1 R5 Y3"], "R3", "B5", rules=JUMP)
    game.push("0: play R5")
    game.push("1: draw")  # Ben draws Blue 5, which he may play: his turn goes on
    assert game.phase == "drawn" and legal(game, 2) == []
    assert game.explain("2: play R5").reason == "it is Ben's turn, and Ben has drawn: no jump-in until the next turn"


def test_jump_in_on_the_starter_card_every_seat_but_the_one_to_act():
    game = at(["R3 G2 G4", "B9 R3 B8", "R3 Y3 Y4"], "R3", rules=JUMP)  # a position's top card: played by no seat
    assert game.state_dict()["legal"] == ["0: play R3", "0: draw", "1: play R3", "2: play R3"]


def test_jump_in_a_skip_takes_effect_from_the_jumper():
    game = at(["RS G2 B3", "B9 B8", "Y1 Y2 Y3", "G7 RS"], "R3", rules=JUMP)
    game.push("0: play RS")
    game.push("3: play RS")  # Dee jumps in: the seat after Dee (Ana) loses the turn, Ben plays next
    assert game.narration[-1] == "Dee jumps in; Cy loses the turn. Dee plays Red Skip. Ana loses the turn."
    assert game.current == 1


def test_jump_in_on_a_draw_two_without_stacking_the_seat_after_the_jumper_draws():
    game = at(["R+2 G2 B3", "B9 B8", "Y1 Y2 Y3", "G7 R+2"], "R3", "B1 B2 B3 B4 B5 B6", rules=JUMP)
    game.push("0: play R+2")  # Ben draws 2 at once; Cy is to act
    assert game.current == 2 and len(game.hand(1)) == 4
    game.push("3: play R+2 uno")  # Dee jumps in on the Draw Two (and declares UNO)
    assert len(game.hand(0)) == 4 and game.current == 1
    assert game.narration[-1] == ("Dee jumps in; Cy loses the turn. Dee plays Red Draw Two and declares UNO. "
                                  "Ana draws 2 cards and loses the turn.")


def test_jump_in_begins_a_turn_and_closes_the_uno_window():
    game = at(["R5 G2", "B9 B8", "Y1 R5 Y3"], "R3", rules=JUMP)
    game.push("0: play R5")  # Ana forgets UNO
    assert game.uno_open == 0 and "2: play R5" in legal(game, 2) and "2: catch 0" in legal(game, 2)
    game.push("2: play R5")
    assert game.uno_open is None and not game.is_legal("1: catch 0")


def test_jump_in_may_declare_uno():
    game = at(["R5 G2 B3", "B9 B8", "R5 Y3"], "R3", rules=JUMP)
    game.push("0: play R5")
    assert legal(game, 2) == ["2: play R5", "2: play R5 uno"]
    game.push("2: play R5 uno")
    assert game.uno_open is None and game.narration[-1].endswith("Cy plays Red 5 and declares UNO.")


def test_a_jump_in_seven_under_seven_o_still_names_its_target():
    """Regression (issue 13)."""
    game = at(["R7 G2 B3", "B9 B8", "Y1 R7 Y3"], "R3", rules=PARTY)
    game.push("0: play R7 swap 1")
    assert legal(game, 2) == ["2: play R7 swap 0", "2: play R7 swap 1"]
    assert game.explain("2: play R7").reason.startswith("Seven-O: a Seven that is not the last card swaps hands")
    assert game.explain("2: play R7 swap 0").reason == (
        "jump-in: Red 7 is identical to the top card; Ben loses the turn; Seven-O: swap hands with Ana (2 cards)")
    game.push("2: play R7 swap 0")
    assert codes(game.hand(2)) == ["B9", "B8"] and codes(game.hand(0)) == ["Y1", "Y3"] and game.current == 0


def test_jump_in_undoes_exactly():
    game = at(["R5 G2 B3", "B9 B8", "Y1 R5 Y3"], "R3", rules=JUMP)
    game.push("0: play R5")
    before = (game.hands, game.state_dict(), game.narration, game.current)
    game.push("2: play R5")
    game.pop()
    assert (game.hands, game.state_dict(), game.narration, game.current) == before


@pytest.mark.parametrize("preset", ["classic", "black-uno", "spectrum", "party"])
def test_jump_in_works_with_every_preset(preset):
    game = at(["R5 G2 B3", "B9 B8", "Y1 R5 Y3"], "R3", rules=find_preset(preset, jump_in=True))
    game.push("0: play R5")
    assert "2: play R5" in legal(game, 2)
    game.push("2: play R5")
    assert game.current == 0 and codes(game.hand(2)) == ["Y1", "Y3"]


# ----------------------------------------------------------------------------- party and records
def test_party_is_classic_with_the_house_rules_of_rules_md():
    assert PARTY == dataclasses.replace(
        PRESETS["classic"], name="party", stack_draw_two=True, stack_wild_draw_four=True, stack_cross=True, challenge=False,
        seven_swap=True, zero_rotate=True, jump_in=True, draw_to_match=True)


@pytest.mark.parametrize("flag", ["seven_swap", "jump_in"])
def test_new_house_rules_are_written_in_records_and_replay(flag):
    rules = find_preset("classic", **{flag: True})
    game = Game(rules, 3, seed=5)
    bots = [make_agent("greedy", seed) for seed in range(3)]
    from unokit.simulate import play_out

    play_out(game, bots, max_moves=200)
    data = to_record(game)
    assert data["rules"] == {"preset": "classic", flag: True}
    replayed = replay(read_record(data))
    assert replayed.state_dict() == game.state_dict() and replayed.narration == game.narration


def test_a_party_record_with_a_swap_and_a_jump_in_replays_from_its_json():
    game = at(["R7 G2 B3", "B9 B8", "Y1 R7 Y3"], "R3", rules=PARTY)
    game.push("0: play R7 swap 1")
    game.push("2: play R7 swap 0")
    data = to_record(game)
    assert data["rules"] == "party" and data["moves"] == ["0: play R7 swap 1", "2: play R7 swap 0"]
    assert replay(read_record(data)).state_dict() == game.state_dict()


# ----------------------------------------------------------------------------- bots
def test_greedy_swaps_with_the_seat_holding_the_fewest_cards_and_hint_says_why():
    game = at(["R7 G2 B3 B4", "B9 B8 B7", "Y1", "G5 G6"], "R3", rules=SEVEN)
    move, reason = hint(game, 0)
    assert str(move) == "0: play R7 swap 2"
    assert reason == "Play Red 7 and swap hands with Cy: Cy holds 1 card, fewer than the 3 you would keep."


def test_greedy_jumps_in_when_it_can_and_hint_says_why():
    game = at(["R5 G2 B3", "B9 B8", "Y1 R5 Y3"], "R3", rules=JUMP)
    game.push("0: play R5")
    bot = make_agent("greedy")
    assert bot.jump_in(game, 2) == Move.parse("2: play R5") and bot.react(game, 2) == Move.parse("2: play R5")
    move, reason = hint(game, 2)
    assert str(move) == "2: play R5" and reason.startswith("Jump in with Red 5: it is identical to the top card")


def test_greedy_stacks_when_it_can_and_hint_says_why():
    game = at(["R+2 G2 G3", "W+4 B8 B7", "Y1 Y2"], "R3", rules=CROSS)
    game.push("0: play R+2")
    move, reason = hint(game, 1)
    assert str(move) == "1: play W+4 blue"
    assert reason.startswith("Stack Wild Draw Four onto the penalty: the next player must add a card or draw 6")


def test_explaining_a_seven_card_under_seven_o_explains_a_swap():
    game = at(["R7 G2 B4", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    explained = game.explain("R7")
    # the card's reason (the player chooses the seat next), checked as the first swap it may make
    assert explained.legal and explained.reason == "Red 7 matches the colour red; Seven-O: you choose whom to swap hands with next"
    assert explained.move == Move.parse("0: play R7 swap 1")
    assert game.explain("R7", seat=2).reason == "it is Ana's turn, not Cy's"


def test_simulated_rounds_offer_jump_ins_also_to_bots_with_only_choose_and_react():
    from unokit.simulate import play_round

    class Plain:  # the interface a tournament accepts: choose, and react for out-of-turn moves
        def __init__(self):
            self.bot = make_agent("greedy", 3)

        def choose(self, game, seat):
            return self.bot.choose(game, seat)

        def react(self, game, seat):
            return self.bot.react(game, seat)

    result = play_round("party", 4, 11, [Plain(), make_agent("random", 1), Plain(), make_agent("greedy", 2)])
    assert result.finished


def test_greedy_bots_jump_in_during_simulated_party_rounds():
    from unokit.simulate import play_out

    jumped = 0
    for seed in range(20):
        game = Game(PARTY, 4, seed=seed)
        play_out(game, [make_agent("greedy", seed + seat) for seat in range(4)])
        assert game.is_over()
        jumped += sum(1 for index, move in enumerate(game.move_stack)
                      if "jumps in" in game.narration[index] and move.kind.value == "play")
    assert jumped > 0


@pytest.mark.parametrize("preset", ["black-uno", "spectrum", "party"])
def test_stack_cross_works_with_every_preset_that_stacks(preset):
    rules = find_preset(preset, stack_cross=True)
    game = at(["R+2 G2 G3", "W+4 B8 B7", "Y1 Y2"], "R3", "B1 B2 B3 B4 B5 B6 B9", rules=rules)
    game.push("0: play R+2")
    assert "1: play W+4 blue" in legal(game, 1)
    game.push("1: play W+4 blue")
    assert game.pending_draw == 6 and game.current == 2
    game.push("2: draw")
    assert len(game.hand(2)) == 8 and game.pending_draw == 0
