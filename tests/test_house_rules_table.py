"""House rules at the table (issue 13 item 3), kernel side: the new-game panel's house-rule boxes and
refused combinations, the rules in force at the table and in the record, the Seven-O seat chooser of a
hand, jump-ins offered to a person and made by bots, and swaps and rotations told once in the person's
words. The browser side is tests/browser/test_party_browser.py."""

from __future__ import annotations

import random
import re

import pytest
import scenarios

pytest.importorskip("ipywidgets")

from test_widgets import check_table  # noqa: E402

from unokit.errors import IllegalMoveError, RulesError, UnokitError  # noqa: E402
from unokit.game import Game  # noqa: E402
from unokit.moves import Move, MoveKind  # noqa: E402
from unokit.rulebook import flag_texts  # noqa: E402
from unokit.rules import find_preset  # noqa: E402
from unokit.widgets import GameTable, HandView  # noqa: E402
from unokit.widgets.hand import swap_choices  # noqa: E402
from unokit.widgets.house import (  # noqa: E402
    hand_change_text,
    house_rule_flags,
    jump_in_label,
    jump_in_offer_label,
    jump_in_offer_text,
    rules_in_force_html,
)

PARTY = find_preset("party")
SEVEN = find_preset("classic", seven_swap=True)


def said(table: GameTable) -> list[str]:
    return [text for _, text in table.live.history]


def jump_buttons(table: GameTable) -> list:
    return [b for b in table.jump_box.children if "unokit-jump-in" in b._dom_classes]


def shown(widget) -> bool:
    return widget.layout.display != "none"


# ------------------------------------------------------------------ the engine's texts
def test_every_house_rule_is_named_and_described_by_its_rule_s_own_text():
    flags = house_rule_flags()
    assert list(flags) == ["stack_draw_two", "stack_wild_draw_four", "stack_cross", "bluffing", "seven_swap",
                           "zero_rotate", "jump_in", "draw_to_match", "force_play"]
    assert flags == {flag: flag_texts()[flag] for flag in flags}
    assert flags["seven_swap"].startswith("Seven-O: ")


def test_the_rules_in_force_line_names_each_house_rule_and_no_bluffing():
    assert "House rules in force: none." in rules_in_force_html("classic")
    line = rules_in_force_html(find_preset("classic", seven_swap=True, bluffing=False, challenge=False))
    assert re.sub("<[^>]+>", "", line) == "House rules in force: No bluffing, Seven-O."
    assert 'data-flags="bluffing seven_swap"' in line
    evil = rules_in_force_html(PARTY)
    assert "player&#x27;s choice" in evil and "'s choice" not in evil  # descriptions are escaped


def test_jump_in_labels_say_the_card_the_seat_swapped_with_and_uno():
    names = ["Ana", "Ben", "Cy"]
    assert jump_in_label(Move.parse("1: play R5"), names) == "Jump in with Red 5"
    assert jump_in_label(Move.parse("1: play R7 swap 2"), names) == "Jump in with Red 7 and swap hands with Cy"
    assert jump_in_label(Move.parse("1: play R5 uno"), names) == "Jump in with Red 5 and say UNO"


# ------------------------------------------------------------------ the Seven-O seat chooser
def seven_table(hands=("R7 G2 B3", "B9 B8", "Y1 Y2 Y3 Y4"), rules=SEVEN):
    game = scenarios.at(list(hands), "R3", rules=rules)
    return game, GameTable(game, mode="play", human_seats=(0,), bot="greedy")


def test_a_seven_opens_a_seat_chooser_like_a_wild_s_colour_then_swaps_with_the_seat_chosen():
    game, table = seven_table()
    hand = table.hands[0]
    assert hand.swap_targets == [{"seat": 1, "name": "Ben", "label": "Ben (2 cards)"},
                                 {"seat": 2, "name": "Cy", "label": "Cy (4 cards)"}]
    seven = [entry["code"] for entry in hand.cards].index("R7")
    hand.set_state({"intent": {"action": "play", "index": seven, "code": "R7", "revision": hand.revision}})
    assert hand.swapping == seven and hand.choosing == -1 and not game.move_stack
    assert "Choose the player" not in said(table)[-1]  # the chooser's group says it as focus moves in (N7)
    hand.set_state({"intent": {"action": "play", "index": seven, "code": "R7", "swap": 2,
                               "revision": hand.revision}})
    assert str(game.move_stack[0]) == "0: play R7 swap 2"
    assert hand.swapping == -1
    told = said(table)[-1]
    # the cards Ana now holds are named to her (ux-audit-2 N6)
    assert told == ("Ana plays Red 7. You swap hands with Cy: you now hold 4 cards, Cy 2 cards. "
                    "You got Yellow 1, Yellow 2, Yellow 3 and Yellow 4. Ben to act.")
    assert "swaps hands with" not in told  # the engine's sentence is told to Ana as "you", not twice


def test_the_seat_chooser_cancels_and_refuses_a_seat_it_did_not_offer():
    game, table = seven_table()
    hand = table.hands[0]
    seven = [entry["code"] for entry in hand.cards].index("R7")
    intent = {"action": "play", "index": seven, "code": "R7"}
    hand.set_state({"intent": {**intent, "revision": hand.revision}})
    hand.set_state({"intent": {"action": "cancel", "revision": hand.revision}})
    assert hand.swapping == -1 and hand.message == "Seat choice cancelled; nothing was played."
    for bad in (0, 7, True, "2"):
        hand.set_state({"intent": {**intent, "swap": bad, "revision": hand.revision}})
        assert "is not one Red 7 can swap hands with; seats: 1, 2" in hand.message, bad
    assert not game.move_stack


def test_one_chooser_at_a_time_a_wild_after_a_seven_closes_the_seat_chooser_and_back():
    game, table = seven_table(hands=("R7 W G2", "B9 B8", "Y1 Y2 Y3 Y4"))
    hand = table.hands[0]
    codes = [entry["code"] for entry in hand.cards]
    seven, wild = codes.index("R7"), codes.index("W")
    hand.set_state({"intent": {"action": "play", "index": seven, "code": "R7", "revision": hand.revision}})
    hand.set_state({"intent": {"action": "play", "index": wild, "code": "W", "revision": hand.revision}})
    assert (hand.choosing, hand.swapping) == (wild, -1)
    hand.set_state({"intent": {"action": "play", "index": seven, "code": "R7", "revision": hand.revision}})
    assert (hand.choosing, hand.swapping) == (-1, seven) and not game.move_stack


def test_a_card_that_is_not_a_swapping_seven_takes_no_seat():
    game, table = seven_table(hands=("R7 R2", "B9 B8", "Y1 Y2"))
    hand = table.hands[0]
    two = [entry["code"] for entry in hand.cards].index("R2")
    hand.set_state({"intent": {"action": "play", "index": two, "code": "R2", "swap": 1, "revision": hand.revision}})
    assert hand.message == "Red 2 swaps no hands: only a Seven under Seven-O does. Nothing was played."
    assert not game.move_stack


def test_a_seven_that_is_the_last_card_is_an_ordinary_play_without_a_chooser():
    game = scenarios.at(["R7", "B9 B8", "Y1 Y2"], "R3", rules=SEVEN)
    assert swap_choices(game, 0) == []
    hand = HandView(game, 0)
    hand.set_state({"intent": {"action": "play", "index": 0, "code": "R7", "revision": hand.revision}})
    assert str(game.move_stack[0]) == "0: play R7" and game.is_over()


# ------------------------------------------------------------------ announcements of swaps and rotations
def test_a_rotation_is_told_once_in_the_person_s_words():
    game = scenarios.at(["R0 G2 B3", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=find_preset("classic", zero_rotate=True))
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy")
    table.hands[0].set_state({"intent": {"action": "play", "index": 0, "code": "R0",
                                         "revision": table.hands[0].revision}})
    told = " ".join(said(table))
    # Ana's hand (G2 B3) went to Ben; Cy's four cards came to Ana
    assert said(table)[-1] == ("Ana plays Red 0. Every hand passes to the next player clockwise. You now hold 4 "
                               "cards. You got Yellow 1, Yellow 2, Yellow 3 and Yellow 4. Ben to act.")  # N6
    table.bots_move()  # Cy draws the reshuffled Red 0 and rotates again: each rotation told once
    told = " ".join(said(table))
    assert told.count("You now hold") == told.count("Every hand passes") == 2
    assert told.endswith("Every hand passes to the next player clockwise. You now hold 2 cards. You got Blue 9 and "
                         "Blue 8. Your turn: 0 playable.")


def test_with_bot_moves_told_one_by_one_each_rotation_and_swap_message_says_what_came_to_your_hand():
    """Issue 11: "each" mode tells the swaps and rotations the summary tells, in the move's own message."""
    game = scenarios.at(["R0 G2 B3", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=find_preset("classic", zero_rotate=True))
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy")
    table.bot_moves = "each"
    table.hands[0].set_state({"intent": {"action": "play", "index": 0, "code": "R0",
                                         "revision": table.hands[0].revision}})
    assert "Every hand passes" in said(table)[-1]
    assert said(table)[-1].count("You now hold 4 cards.") == 1
    before = len(said(table))
    table.bots_move()  # Cy draws, then plays the reshuffled Red 0: its own message tells the new hand
    new = said(table)[before:]
    rotation = [text for text in new if "Every hand passes" in text]
    assert len(new) > 1 and len(rotation) == 1, new
    assert "You now hold 2 cards." in rotation[0]
    assert " ".join(new).count("You now hold") == 1
    assert new[-1].endswith("You now hold 2 cards. You got Blue 9 and Blue 8. Your turn: 0 playable.")

    # a Seven-O swap by a bot with the person: "Ana swaps hands with you" in Ana's own message
    seven = scenarios.at(["R7 G2 Y9", "B9 B8", "Y1 Y2 Y5 Y4"], "R3", rules=SEVEN, current=0)
    table = GameTable(seven, mode="play", human_seats=(1,), bot="greedy")
    table.bot_moves = "each"
    before = len(said(table))
    table.bots_move()
    assert str(seven.move_stack[0]) == "0: play R7 swap 1"
    swap = said(table)[before]
    # each count once: not the engine's sentence too, nor full detail's "Ana holds 2 cards."
    assert swap == ("Ana plays Red 7. Ana swaps hands with you: you now hold 2 cards, Ana 2 cards. You got Green 2 "
                    "and Yellow 9. Your turn: 0 playable.")  # the cards that came to you (ux-audit-2 N6)


def test_hand_change_text_for_each_side_of_a_swap_and_each_direction():
    game = scenarios.at(["R7 G2 B3", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    before = game.copy()
    move = Move.parse("0: play R7 swap 1")
    game.push(move)
    assert hand_change_text(move, before, game, 0) == "You swap hands with Ben: you now hold 2 cards, Ben 2 cards."
    assert hand_change_text(move, before, game, 1) == "Ana swaps hands with you: you now hold 2 cards, Ana 2 cards."
    assert hand_change_text(move, before, game, 2) == ""
    assert hand_change_text(move, before, game, None) == ""
    rotate = find_preset("classic", zero_rotate=True)
    game = scenarios.at(["R0 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=rotate, direction=-1)
    before = game.copy()
    move = Move.parse("0: play R0")
    game.push(move)
    assert hand_change_text(move, before, game, 0) == "You now hold 3 cards."  # the narration says which way


# ------------------------------------------------------------------ jump-ins
def jump_table(bots_answer=True):
    """Ana (a person) holds Red 3, the top card; Ben is to act: Ana may jump in."""
    game = scenarios.at(["R3 G2 B3", "B9 B8 Y5", "Y1 Y2 Y3 Y4"], "R3", rules=find_preset("classic", jump_in=True),
                        current=1)
    return game, GameTable(game, mode="play", human_seats=(0,), bot="greedy", bots_answer=bots_answer)


def test_a_person_is_offered_a_jump_in_out_of_turn_and_the_bots_wait_for_the_answer():
    game, table = jump_table()
    assert [b.description for b in jump_buttons(table)] == ["Jump in with Red 3"]
    assert table.let_play_button in table.jump_box.children and shown(table.jump_box)
    assert table.bots_move() == 0 and not game.move_stack  # the bots wait: no time limit
    prompt = table.session.prompt()
    assert prompt == "Ben to act. You can jump in: Jump in with Red 3, or let play go on."
    jump_buttons(table)[0].click()
    assert str(game.move_stack[0]) == "0: play R3"
    assert game.narration[0].startswith("Ana jumps in; Ben loses the turn.")
    assert table.live.focus == ".unokit-you button.unokit-card-button[tabindex='0']"
    assert not jump_buttons(table)


def test_letting_play_go_on_lets_the_bots_move():
    game, table = jump_table()
    table.let_play_button.click()
    assert game.move_stack and game.move_stack[0].seat == 1
    assert not [m for m in game.move_stack if m.seat == 0]


def test_the_jump_in_offer_is_announced_once():
    game = scenarios.at(["R3 G2 B3", "B9 R3 Y5", "Y1 Y2 Y3 Y4"], "G9", rules=find_preset("classic", jump_in=True),
                        current=0)
    table = GameTable(game, mode="play", human_seats=(0,), bot="random", bots_answer=True)
    table.hands[0].set_state({"intent": {"action": "play", "index": 1, "code": "G2",
                                         "revision": table.hands[0].revision}})
    # Ana played Green 2 and Ben (random) played on; whenever Ana could jump in, it was said once
    offers = [text for text in said(table) if "You can jump in" in text]
    assert len(offers) == len(set(offers)) <= 1


def test_a_greedy_bot_jumps_in_on_a_person_s_card():
    game = scenarios.at(["R3 G2 B3", "B9 B8 Y5", "Y1 R3 Y3 Y4"], "R1", rules=find_preset("classic", jump_in=True))
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy", bots_answer=True)
    hand = table.hands[0]
    hand.set_state({"intent": {"action": "play", "index": 0, "code": "R3", "revision": hand.revision}})
    assert [str(m) for m in game.move_stack[:2]] == ["0: play R3", "2: play R3"]
    assert "Cy jumps in; Ben loses the turn." in " ".join(said(table))


def test_a_bot_s_no_to_a_jump_in_stands_until_the_next_move():
    game, table = jump_table()
    session = table.session
    assert not session.bots_may_jump_in()  # Cy holds no Red 3, and Ana is a person
    game2 = scenarios.at(["G2 B3", "B9 B8 Y5", "Y1 R3 Y3 Y4"], "R3", rules=find_preset("classic", jump_in=True),
                         current=1)
    table2 = GameTable(game2, mode="play", human_seats=(0,), bot="random", bots_answer=False, forget_uno=0.0)
    asked = table2.session.bots_may_jump_in()
    table2.session.bot_jump_in()
    assert asked and not table2.session.bots_may_jump_in()  # asked once at this position


# ------------------------------------------------------------------ jump-ins in hot seat
def hot_seat_table(current=0, bots_answer=True, hands=("G2 B3 Y7", "R3 B8 Y5", "Y1 Y2 Y3 Y4"), direction=1):
    """Ana and Ben are people at one screen, Cy a bot; Red 3 is on top and Ben holds its twin."""
    game = scenarios.at(list(hands), "R3", rules=find_preset("classic", jump_in=True), current=current,
                        direction=direction)
    table = GameTable(game, mode="play", human_seats=(0, 1), bot="greedy", bots_answer=bots_answer)
    if table.viewer is None:
        table.hand_over()
    return game, table


def offer_buttons(table: GameTable) -> list:
    return [b for b in table.jump_box.children if "unokit-jump-in-offer" in b._dom_classes]


def hidden(table: GameTable, seat: int) -> bool:
    return all(entry["code"] == "" for entry in table.hands[seat].cards)


def test_jump_in_offer_texts_name_the_person_and_the_top_card():
    names = ["Ana", "Ben", "Cy"]
    top = scenarios.cards("R3")[0]
    assert jump_in_offer_label(1, names, top) == "Ben: jump in with Red 3 (take the screen)"
    assert jump_in_offer_text([1], names, top) == "Ben can jump in with Red 3: hand Ben the screen."
    assert (jump_in_offer_text([0, 1, 2], names, top)
            == "Ana, Ben and Cy can jump in with Red 3: hand the screen to the one who does.")
    with pytest.raises(ValueError, match="at least one seat"):
        jump_in_offer_text([], names, top)


def test_in_hot_seat_another_person_who_can_jump_in_is_offered_the_screen_with_every_hand_hidden():
    game, table = hot_seat_table()
    session = table.session
    assert table.viewer == 0 and session.jump_in_offers() == [1]
    assert session.person_jump_ins() == []  # Ana is to act: she plays in turn
    assert [b.description for b in offer_buttons(table)] == ["Ben: jump in with Red 3 (take the screen)"]
    assert session.prompt() == "Your turn: 1 playable. Ben can jump in with Red 3: hand Ben the screen."
    assert hidden(table, 1) and hidden(table, 2) and not hidden(table, 0)
    offer_buttons(table)[0].click()
    # the screen goes to Ben: every hand hidden, Ana's turn waits, nothing is played
    assert table.viewer is None and session.handover == 1 and session.jumping_in
    assert all(hidden(table, seat) for seat in range(3)) and not game.move_stack
    assert shown(table.handover_box) and table.handover_button.description == "I am Ben: show my hand"
    assert "Ben</strong> can jump in with Red 3: pass the screen to Ben" in table.handover_html.value
    assert said(table)[-1] == "Ben can jump in: pass the screen to Ben. Every hand is hidden until then."
    assert table.live.focus == ".unokit-handover button"
    with pytest.raises(UnokitError, match="hidden"):
        table.submit(Move.parse("1: play R3"))
    table.handover_button.click()
    # Ben sees his own hand only, and his jump-in; the screen stays with him though Ana is to act
    assert table.viewer == 1 and game.current == 0 and hidden(table, 0) and not hidden(table, 1)
    assert [b.description for b in jump_buttons(table)] == ["Jump in with Red 3"]
    assert table.let_play_button in table.jump_box.children and not offer_buttons(table)
    assert said(table)[-1] == ("Ben's hand is shown. Ana to act. You can jump in: Jump in with Red 3, "
                               "or let play go on.")
    assert table.live.focus == ".unokit-jump-ins button.unokit-jump-in"
    jump_buttons(table)[0].click()
    assert [str(m) for m in game.move_stack[:1]] == ["1: play R3"]
    assert game.narration[0].startswith("Ben jumps in; Ana loses the turn.")
    assert not session.jumping_in
    check_table(table)


def test_a_person_who_took_the_screen_to_jump_in_may_give_it_back():
    # play goes counter-clockwise: after Ana comes Cy, a bot
    game, table = hot_seat_table(hands=("G2 B3 Y7 R8", "R3 R8 Y5", "Y1 Y2 Y3 Y4"), direction=-1)
    session = table.session
    table.offer_jump_in(1)
    table.hand_over()
    table.let_play_button.click()
    # back to Ana, who is to act: every hand hidden until she says it is her; Ben is not offered again
    assert not game.move_stack and table.viewer is None and session.handover == 0
    assert all(hidden(table, seat) for seat in range(3))
    assert session.jump_in_offers() == [] and not offer_buttons(table) and not jump_buttons(table)
    assert said(table)[-1] == "Ana's turn: pass the screen to Ana."
    assert table.live.focus == ".unokit-handover button"
    table.handover_button.click()
    assert table.viewer == 0 and not hidden(table, 0) and hidden(table, 1)
    table.submit(Move.parse("0: play R8"))
    # a new position: Ben holds the twin of Red 8, so he is offered the screen again and Cy waits
    assert [str(m) for m in game.move_stack] == ["0: play R8"] and game.current == 2
    assert session.jump_in_offers() == [1] and table.bots_move() == 0
    assert [b.description for b in offer_buttons(table)] == ["Ben: jump in with Red 8 (take the screen)"]
    check_table(table)


def test_continuing_from_an_earlier_position_forgets_a_hot_seat_hand_over_of_the_dropped_line():
    game, table = hot_seat_table(hands=("G2 B3 Y7 R8", "R3 R8 Y5", "Y1 Y2 Y3 Y4"), direction=-1)
    session = table.session
    table.submit(Move.parse("0: play R8"))  # Cy (a bot) is to act, Ben may jump in on Red 8
    table.offer_jump_in(1)
    assert session.jumping_in and session.handover == 1
    table.go(0)
    table.continue_from_here()
    # back at the deal: Ana is to act and has the screen again once she takes it; Ben's hand-over is gone
    assert not game.move_stack and not session.jumping_in
    if session.handover is not None:
        table.hand_over()
    assert table.viewer == 0 and session.jump_in_offers() == [1]
    table.submit(Move.parse("0: play R8"))
    assert session.jump_in_offers() == [1] and not session.jumping_in  # same move count, a new line
    assert table.viewer == 0 and [b.description for b in offer_buttons(table)] == [
        "Ben: jump in with Red 8 (take the screen)"]


def test_continuing_to_a_bot_s_turn_forgets_the_dropped_line_s_turn_hand_over_and_waits_for_a_jump_in():
    """A turn's hand-over of the dropped line (Ben's turn) no longer holds when a bot is to act: it was
    said ("Ben's turn: pass the screen to Ben") and it kept Ben out of the jump-in offers, so the bots
    played on without waiting for him (the old code)."""
    game, table = hot_seat_table(current=2, hands=("G2 B3 Y7", "R3 B8 Y5", "Y1 Y2 Y3 Y4"))
    session = table.session
    table.let_play_button.click()  # Ana answers for the table: Cy plays Yellow 3
    table.submit(Move.parse("0: play Y7"))  # then Ben's turn: the screen is to pass to him
    assert [str(m) for m in game.move_stack] == ["2: play Y3", "0: play Y7"] and session.handover == 1
    table.go(0)
    table.continue_from_here()
    # Cy (a bot) is to act on Red 3 again and Ben holds its twin: he is offered the screen, the bots wait
    assert not game.move_stack and game.current == 2
    assert session.handover is None and session.jump_in_offers() == [1]
    assert said(table)[-1] == ("Playing on from move 0; 2 moves dropped. Cy to act. "
                               "Ben can jump in with Red 3: hand Ben the screen.")
    assert [b.description for b in offer_buttons(table)] == ["Ben: jump in with Red 3 (take the screen)"]
    assert table.let_play_button in table.jump_box.children and not shown(table.handover_box)
    assert table.bots_move() == 0 and not game.move_stack
    table.offer_jump_in(1)
    table.hand_over()
    jump_buttons(table)[0].click()
    assert [str(m) for m in game.move_stack[:1]] == ["1: play R3"]
    check_table(table)


def test_in_hot_seat_the_bots_wait_for_a_person_who_may_jump_in_then_play_on():
    game, table = hot_seat_table(current=2)  # Cy (a bot) is to act; Ana has the screen, Ben may jump in
    session = table.session
    assert table.viewer == 0 and session.jump_in_offers() == [1]
    assert table.bots_move() == 0 and not game.move_stack  # they wait for the people: no time limit
    assert table.let_play_button in table.jump_box.children
    table.offer_jump_in(1)
    table.hand_over()
    assert table.bots_move() == 0 and not game.move_stack  # Ben has the screen: still waiting
    table.let_play_button.click()  # Ben lets play go on: Cy plays
    assert game.move_stack and game.move_stack[0].seat == 2
    assert not [m for m in game.move_stack if m.seat == 1 and str(m) == "1: play R3"]


def test_letting_play_go_on_for_everyone_at_the_screen_ends_every_offer():
    game, table = hot_seat_table(current=2)
    table.let_play_button.click()  # Ana answers for the table
    assert game.move_stack and game.move_stack[0].seat == 2


def test_after_continuing_from_an_earlier_position_the_bots_wait_again_for_a_jump_in():
    """Letting play go on holds for that position of that line only: back on a new line at the same move
    count, the bots wait again for the person who may jump in."""
    game, table = jump_table()
    table.let_play_button.click()  # Ana does not jump in: the bots play on
    assert game.move_stack and game.move_stack[0].seat == 1
    table.go(0)
    table.continue_from_here()  # every move dropped: Ben to act, Ana may jump in again
    assert not game.move_stack and [b.description for b in jump_buttons(table)] == ["Jump in with Red 3"]
    assert table.bots_move() == 0 and not game.move_stack  # they wait for Ana's answer again


def test_a_hot_seat_offer_is_refused_for_a_seat_that_cannot_jump_in():
    game, table = hot_seat_table()
    with pytest.raises(IllegalMoveError, match="who can: Ben"):
        table.session.hand_over_for_jump_in(2)  # Cy is a bot
    table.offer_jump_in(0)  # Ana has the screen already
    assert said(table)[-1] == "Seat 0 cannot take the screen to jump in now; who can: Ben."
    assert table.viewer == 0 and not table.session.jumping_in


def test_no_hot_seat_offer_with_one_person_or_without_the_rule():
    game, table = jump_table()
    assert table.session.jump_in_offers() == [] and not offer_buttons(table)
    game = scenarios.at(["G2 B3 Y7", "R3 B8 Y5", "Y1 Y2 Y3 Y4"], "R3", rules=find_preset("classic"))
    table = GameTable(game, mode="play", human_seats=(0, 1), bot="greedy")
    assert table.session.jump_in_offers() == [] and not offer_buttons(table)


# ------------------------------------------------------------------ a whole party round in teaching mode
def test_a_whole_party_round_through_the_table_matches_the_engine():
    game = Game("party", players=["Ana", "Ben", "Cy"], seed=11)
    table = GameTable(game)
    rng = random.Random(5)
    seen = set()
    steps = 0
    while not game.is_over() and steps < 800:
        moves = [m for m in game.legal_moves() if m.kind is not MoveKind.CATCH]
        move = rng.choice([m for m in moves if m.kind is MoveKind.PLAY] or moves)
        before = len(game.move_stack)
        if move.kind is MoveKind.PLAY and move.seat != game.current:  # a jump-in: its action button
            seen.add("jump-in")
            label = jump_in_label(move, game.players) + f" ({game.players[move.seat]})"
            [button] = [b for b in jump_buttons(table) if b.description == label]
            button.click()
        elif move.kind is MoveKind.PLAY and len(move.cards) == 1 and not move.cards[0].is_wild:
            hand = table.hands[move.seat]
            index = hand.order.index(move.cards[0])
            intent = {"action": "play", "index": index, "code": move.cards[0].code, "uno": move.uno,
                      "revision": hand.revision}
            hand.set_state({"intent": intent})
            if move.target is not None:
                seen.add("swap")
                assert hand.swapping == index
                hand.set_state({"intent": {**intent, "swap": move.target, "revision": hand.revision}})
        else:
            table.move_picker.value = str(move)
            table.make_move_button.click()
        assert len(game.move_stack) == before + 1 and str(game.peek()) == str(move), table.move_log.status
        steps += 1
        check_table(table)
    assert game.is_over()
    assert seen == {"jump-in", "swap"}


# ------------------------------------------------------------------ the dashboard's new-game panel
def dashboard(**kwargs):
    from unokit.dashboard import Dashboard

    return Dashboard(**{"players": 3, "seed": 2, **kwargs})


def test_the_new_game_panel_has_a_labelled_box_per_house_rule_with_its_description():
    dash = dashboard(preset="classic", start=False)
    boxes = dash.house_rules.boxes
    for flag, text in house_rule_flags().items():
        assert boxes[flag].description == text and boxes[flag].value == getattr(find_preset("classic"), flag)
    assert boxes["challenge"].description.startswith("Challenge: the next player may challenge")
    dash.preset.value = "party"
    assert all(boxes[flag].value == getattr(PARTY, flag) for flag in boxes)
    dash.preset.value = "classic"
    assert not boxes["seven_swap"].value


def test_a_refused_combination_is_answered_in_plain_words_and_the_panel_stays():
    dash = dashboard(preset="classic", start=False)
    boxes = dash.house_rules.boxes
    boxes["stack_wild_draw_four"].value = True
    message = str(pytest.raises(RulesError, find_preset, "classic", stack_wild_draw_four=True).value)
    assert "stack_wild_draw_four and challenge" in message  # the engine's words for the API are kept
    words = ("House rules: “Stacking Wild Draw Fours” (ticked) and “Challenge” (ticked) do not go together: a "
             "stacked Wild Draw Four cannot be challenged. Untick “Stacking Wild Draw Fours” or untick “Challenge”.")
    assert dash.house_rules.problem.items == [words] and dash.house_rules.problem.heading == ""
    assert dash.house_rules.problem.live == "polite" and not dash.house_rules.problem.move_focus
    assert dash.house_rules.problem.fields == ["rule-stack_wild_draw_four", "rule-challenge"]
    assert boxes["stack_wild_draw_four"].value and boxes["challenge"].value  # nothing was undone
    assert not dash.start() and dash.table is None
    assert dash.form_problems.items == [words] and dash.new_game_box.disclosure.expanded
    assert dash.form_problems.fields == ["rule-stack_wild_draw_four", "rule-challenge"]
    boxes["challenge"].value = False  # as the message says
    assert dash.house_rules.problem.items == [] and dash.house_rules.problem.fields == []
    assert dash.start() and dash.form_problems.items == [] and dash.form_problems.fields == []
    assert dash.game.rules.to_json() == {"preset": "classic", "stack_wild_draw_four": True, "challenge": False}


@pytest.mark.parametrize("flags", [
    {"stack_wild_draw_four": True}, {"stack_cross": True}, {"stack_cross": True, "stack_draw_two": True},
    {"bluffing": False}, {"wild_draw_four_restricted": False}, {"draw_to_match": True, "play_drawn_card": False},
    {"force_play": True, "play_drawn_card": False},
])
def test_every_refused_combination_is_said_with_the_boxes_names_never_a_flag_or_a_file(flags):
    dash = dashboard(preset="classic", start=False)
    for flag, value in flags.items():
        dash.house_rules.boxes[flag].value = value
    text = dash.house_rules.conflict_text()
    names = dash.house_rules.names()
    assert text.startswith("House rules: ") and "_" not in text and "RULES.md" not in text
    mending = dash.house_rules.conflict_flags()
    assert mending
    for flag in mending:  # each box that mends it is named, with what to do, and doing it mends it
        verb = "untick" if dash.house_rules.boxes[flag].value else "tick"
        assert re.search(f"(?i:{verb}) “{re.escape(names[flag])}”", text)
    box = dash.house_rules.boxes[mending[-1]]
    box.value = not box.value
    assert dash.house_rules.conflict_text() == ""


def test_the_plain_rules_boxes_are_labelled_in_words_with_the_presets_numbers():
    dash = dashboard(preset="classic", start=False)
    labels = [box.description for box in dash.house_rules.boxes.values()]
    assert not [label for label in labels if "_" in label or "False" in label]
    assert "the challenger draws 6" in dash.house_rules.boxes["challenge"].description


def test_the_rules_in_force_are_shown_at_the_table_said_at_the_start_and_saved_in_the_record():
    dash = dashboard(preset="classic", rules={"seven_swap": True, "zero_rotate": True}, bot="greedy")
    title = re.sub("<[^>]+>", "", dash.table.title.value)
    assert "House rules in force: Seven-O, Zero rotate." in title
    assert any("House rules: Seven-O, Zero rotate." in text for text in said(dash.table))
    while not dash.game.is_over():  # the person plays like the bots, so the record can be saved
        dash.table.submit(dash.table.session.agent(0).play(dash.game, 0)) if dash.game.current == 0 else None
        dash.bots_move()
    record = dash.table.to_record()
    assert record["rules"] == {"preset": "classic", "seven_swap": True, "zero_rotate": True}


def test_a_bad_house_rule_given_to_the_dashboard_is_an_error_naming_the_rules():
    with pytest.raises(RulesError, match="unknown house rule 'sevens'.*seven_swap"):
        dashboard(preset="classic", rules={"sevens": True}, start=False)
    with pytest.raises(RulesError, match="stack_wild_draw_four and challenge"):
        dashboard(preset="classic", rules={"stack_wild_draw_four": True}, start=False)


def test_the_dashboard_sits_down_at_a_given_game():
    dash = dashboard(preset="classic", start=False)
    game = scenarios.at(["R3 G2 B3", "B9 B8 Y5", "Y1 Y2 Y3 Y4"], "R3", rules=PARTY, current=1)
    dash.play(game, humans=(0,), bot="greedy")
    assert dash.game is game and dash.table.human_seats == (0,)
    with pytest.raises(UnokitError, match="human seat 5 is not at this table"):
        dash.play(game, humans=(5,))


# ------------------------------------------------------------------ the browser test's round, kernel side
def keyboard_round(seed: int):
    """Play a party round at the dashboard as tests/browser/test_party_browser.py does with the keyboard:
    jump in whenever offered; else the first playable card (a Wild's first colour, a Seven's first seat);
    else the first action on offer. Returns (the dashboard, what Ana did)."""
    dash = dashboard(preset="party", bot="greedy", seed=seed)
    table = dash.table
    done = []
    for _ in range(300):
        if dash.game.is_over():
            break
        if jump_buttons(table):
            done.append(jump_buttons(table)[0].description)
            jump_buttons(table)[0].click()
            continue
        assert dash.game.current == 0, "the bots stopped though Ana is not to act"
        hand = table.hands[0]
        playable = [i for i, card in enumerate(hand.cards) if card["playable"]]
        if playable:
            index, code = playable[0], hand.cards[playable[0]]["code"]
            hand.set_state({"intent": {"action": "play", "index": index, "code": code, "revision": hand.revision}})
            if hand.choosing >= 0:
                hand.set_state({"intent": {"action": "play", "index": index, "code": code,
                                           "color": hand.colors[0]["word"], "revision": hand.revision}})
            elif hand.swapping >= 0:
                done.append(f"swap {hand.swap_targets[0]['label']}")
                hand.set_state({"intent": {"action": "play", "index": index, "code": code,
                                           "swap": hand.swap_targets[0]["seat"], "revision": hand.revision}})
            done.append(f"play {code}")
            continue
        action = next(b for b in (table.draw_button, table.pass_button, table.challenge_button, table.accept_button)
                      if shown(b))
        done.append(action.description)
        action.click()
    return dash, done


def test_the_browser_round_swaps_rotates_and_jumps_in():
    dash, done = keyboard_round(2)
    told = " ".join(said(dash.table))
    assert dash.game.is_over()
    assert "You swap hands with Ben: you now hold 8 cards, Ben 7 cards." in told
    assert "Ben swaps hands with you: you now hold 9 cards, Ben 4 cards." in told
    assert "swaps hands with Ben" not in told and "swaps hands with Ana" not in told  # told as "you" only
    assert told.count("You now hold 11 cards.") == 1
    assert "Jump in with Red Draw Two" in done
    assert told.count("You can jump in: Jump in with Red Draw Two") == 1
    assert "Ben jumps in" in told  # and a bot jumped in when its policy said so


# ------------------------------------------------------------------ the command field: swap N
@pytest.mark.parametrize("typed, move", [
    ("r7 swap 2", "0: play R7 swap 2"),
    ("play red 7 swap Ben", "0: play R7 swap 1"),
    ("0: R7 SWAP cy", "0: play R7 swap 2"),
    ("swap 2", "0: play R7 swap 2"),
    ("swap ben", "0: play R7 swap 1"),
])
def test_the_command_field_reads_a_seven_s_swap(typed, move):
    from unokit.commands import move_words, parse_command

    game = scenarios.at(["R7 G7 B3", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    read = parse_command(game, 0, typed)
    assert str(read) == move
    assert parse_command(game, 0, move_words(game, read)) == read  # the words read back to the move


@pytest.mark.parametrize("typed, words", [
    ("swap", "swap hands with whom? Give a seat number (0-2) or a name: Ana, Ben, Cy"),
    ("r7 swap", "swap hands with whom?"),
    ("swap 5", "no Seven of yours can swap hands with seat 5 now"),
    ("b3 swap 1", "'swap SEAT' follows only Sevens"),
    ("r7", "name the seat to swap with"),
])
def test_the_command_field_refuses_a_swap_it_cannot_make_and_says_what_is_allowed(typed, words):
    from unokit.commands import CommandError, parse_command

    game = scenarios.at(["R7 G7 B3", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=SEVEN)
    with pytest.raises(CommandError, match=re.escape(words)):
        parse_command(game, 0, typed)


def test_swap_alone_asks_which_seven_when_two_can_swap_and_says_when_the_rule_is_off():
    from unokit.commands import CommandError, parse_command

    game = scenarios.at(["R7 Y7 B3", "B9 B8", "Y1 Y2 Y3 Y4"], "R7", rules=SEVEN)
    with pytest.raises(CommandError, match="'swap 1' could be with Red 7 or Yellow 7: say which, e.g. 'red 7 swap 1'"):
        parse_command(game, 0, "swap 1")
    game = scenarios.at(["R7 B3", "B9 B8"], "R3", rules="classic")
    with pytest.raises(CommandError, match=r"only under the Seven-O house rule, which is off"):
        parse_command(game, 0, "swap 1")
