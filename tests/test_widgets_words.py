"""Words the table shows and says: the pending penalty as the rules let it be answered, one way of naming
people in a message, and the rules' names as the presets write them."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from unokit.cards import parse_cards  # noqa: E402
from unokit.game import Game, Position  # noqa: E402
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
