"""Words the table shows and says: the pending penalty as the rules let it be answered, one way of naming
people in a message, and the rules' names as the presets write them."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from unokit.cards import parse_cards  # noqa: E402
from unokit.game import Game, Position  # noqa: E402
from unokit.moves import Move  # noqa: E402
from unokit.rules import find_preset  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402
from unokit.widgets import view as V  # noqa: E402

DRAW = "G1 G2 G3 G4 G5 G6 G7 G8 G9 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 B1 B2 B3 B4"


def penalty_game(rules, play: str) -> Game:
    """Ana (to act on Red 5) plays ``play``; Ben, next, faces what it leaves."""
    position = Position(hands=tuple(tuple(parse_cards(h)) for h in ("W+4 R+2 R1 R3", "R2 R+2 G1 G2", "B1 B2 B3")),
                        discard=tuple(parse_cards("R5")), draw_pile=tuple(parse_cards(DRAW)), current=0)
    game = Game(rules, ["Ana", "Ben", "Cy"], position=position, seed=3)
    game.push(f"0: play {play}")
    return game


def summary(game: Game) -> str:
    """The table's summary, as the table draws it for the game (teaching mode: every seat shown)."""
    return GameTable(game).summary.value


def test_classic_wild_draw_four_offers_challenge_or_accept_not_adding():
    game = penalty_game("classic", "W+4 blue")
    text = summary(game)
    assert ("<strong>Penalty waiting: 4 cards</strong> for Ben, who may challenge the Wild Draw Four or accept "
            "and draw 4.") in text
    assert "unless" not in text


def test_classic_draw_two_is_drawn_at_once_so_no_penalty_waits():
    game = penalty_game("classic", "R+2")
    assert game.pending_draw == 0
    text = summary(game)
    assert "No penalty waiting." in text and "unless" not in text


@pytest.mark.parametrize(("rules", "play", "words"), [
    ("black-uno", "R+2", "2 cards</strong> for Ben, unless they add another Draw Two."),
    ("black-uno", "W+4 blue", "4 cards</strong> for Ben, unless they add another Wild Draw Four."),
    (find_preset("black-uno", stack_cross=True), "R+2",
     "2 cards</strong> for Ben, unless they add another Draw Two or a Wild Draw Four."),
])
def test_a_stacking_preset_says_what_may_be_added(rules, play, words):
    assert "Penalty waiting: " + words in summary(penalty_game(rules, play))


def test_stacking_draw_twos_only_offers_adding_a_draw_two_and_a_wild_draw_four_waits_for_nobody():
    rules = find_preset("classic", stack_draw_two=True, challenge=False)
    draw_two = penalty_game(rules, "R+2")
    assert V.penalty_html(draw_two.view(1), draw_two.rules) == (
        "<strong>Penalty waiting: 2 cards</strong> for Ben, unless they add another Draw Two.")
    wild = penalty_game(rules, "W+4 blue")  # not stacked, not challenged: drawn at once
    assert wild.pending_draw == 0 and V.penalty_html(wild.view(1), wild.rules) == "No penalty waiting."


# ------------------------------------------------------------------ one way of naming people per message
def drew_playable_table(**settings) -> GameTable:
    """Ana (the one person) holds Blue 5 and Green 7 on Red 1 and draws Green 1, which can be played."""
    game = Game("classic", ["Ana", "Ben"], position=Position(
        hands=(tuple(parse_cards("B5 G7")), tuple(parse_cards("B1 B2 B3 Y4"))), discard=tuple(parse_cards("R1")),
        draw_pile=tuple(parse_cards(DRAW)), current=0), seed=3)
    table = GameTable(game, mode="play", human_seats=(0,), bot="random")
    for name, value in settings.items():
        setattr(table, name, value)
    table.submit(game.legal_moves(0)[0])
    assert str(game.move_stack[-1]) == "0: draw" and game.view(0).can_play_drawn is not None
    return table


@pytest.mark.parametrize(("bot_moves", "detail", "message"), [
    ("summary", "full", "You drew Green 1: play it or keep it."),
    ("each", "brief", "You drew Green 1: play it or keep it."),
    ("each", "full", "You hold 3 cards. You drew Green 1: play it or keep it."),
])
def test_your_own_playable_draw_is_told_once_to_you(bot_moves, detail, message):
    table = drew_playable_table(bot_moves=bot_moves, announce_detail=detail)
    assert table.live.history[-1] == ("polite", message)
    assert "Ana draws" not in table.live.history[-1][1]
    assert "Ana draws a card that can be played." in table.game.narration[-1]  # the log keeps the engine's words


def test_in_hot_seat_a_swap_names_the_person_at_the_screen():
    import scenarios

    seven = find_preset("classic", seven_swap=True)
    game = scenarios.at(["R7 G2 Y9", "B9 B8 R1", "Y1 Y2 Y5 Y4"], "R3", rules=seven, current=0)
    table = GameTable(game, mode="play", human_seats=(1, 2), bot="greedy", bots_answer=True)  # Ben and Cy
    table.bots_move()  # the bot Ana swaps with Ben, whose hand is on the screen
    assert str(game.move_stack[0]) == "0: play R7 swap 1" and table.session.viewer == 1
    told = table.live.history[-1][1]
    assert told.startswith("Ana plays Red 7. Ana swaps hands with Ben: Ben now holds 2 cards, Ana 3 cards.")
    assert "you now hold" not in told.lower() and "with you" not in told


def test_in_hot_seat_a_rotation_names_the_person_at_the_screen():
    import scenarios

    from unokit.widgets.house import hand_change_text

    rotate = find_preset("classic", zero_rotate=True)
    game = scenarios.at(["R0 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=rotate)
    before = game.copy()
    move = Move.parse("0: play R0")
    game.push(move)
    assert [str(card) for card in game.hand(1)] == ["G2"]  # Ana's hand passed on to Ben
    assert hand_change_text(move, before, game, 1, by_name=True) == "Ben now holds 1 card."
    assert hand_change_text(move, before, game, 1) == "You now hold 1 card."


# ------------------------------------------------------------------ records and headings
def test_a_record_of_no_moves_is_played_on_from_its_start():
    from unokit.record import to_record

    table = GameTable(Game("classic", ["Ana", "Ben"], seed=1), mode="play", human_seats=(0,))
    table.load(to_record(Game("classic", ["Ana", "Ben"], seed=2)))
    assert "Loaded a record of 0 moves; play on from its start." in table.move_log.status
    game = Game("classic", ["Ana", "Ben"], seed=2)
    game.push(game.legal_moves()[0])
    table.load(to_record(game))
    assert "Loaded a record of 1 move; play on from its last move." in table.move_log.status


@pytest.mark.parametrize(("preset", "title"), [("classic", "Classic rules"), ("party", "Party rules"),
                                               ("black-uno", "Black UNO rules"), ("spectrum", "Spectrum rules")])
def test_every_preset_s_heading_is_capitalised_the_same_way(preset, title):
    table = GameTable(Game(preset, ["Ana", "Ben", "Cy"], seed=1))
    assert f">Table: {title}, round 1, 3 players</h2>" in table.title.value
