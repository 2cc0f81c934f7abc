"""Regression tests for faults known from other UNO engines; each must stay fixed here."""

from __future__ import annotations

from collections import Counter

from unokit.cards import Card, Color, parse_cards
from unokit.game import Game, Position

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(parse_cards(codes))


def at(hands: list[str], discard: str, draw: str = "", *, current: int = 0, rules: str = "classic",
       seed: int = 0, color: str | None = None) -> Game:
    position = Position(tuple(cards(h) for h in hands), cards(discard), cards(draw), current,
                        color=Color(color) if color else None)
    return Game(rules, NAMES[: len(hands)], position=position, seed=seed)


def all_cards(game: Game) -> Counter:
    total: Counter = Counter(game.discard_pile)
    total.update(game.draw_pile)
    for hand in game.hands:
        total.update(hand)
    return total


def test_the_named_wild_colour_is_not_lost_after_the_next_player_draws():
    game = at(["W R1 R2", "G1 G2", "B5 B6"], "R7", "Y9 Y8")
    game.push("0: play W blue")
    game.push("1: draw")  # Yellow 9 cannot be played on blue: the turn ends
    assert game.color is Color.BLUE and game.top == Card.parse("W")
    assert game.current == 2 and game.is_legal("2: play B5")
    assert game.explain("2: play B5").reason == "Blue 5 matches the colour blue"


def test_wild_draw_four_legality_is_judged_against_the_named_colour_not_wild():
    # the top card is a Wild that named green: holding a green card makes the Wild Draw Four a bluff
    bluff = at(["W+4 G3 R1", "B1 B2"], "R7 W", color="green")
    assert "bluff" in bluff.explain("0: play W+4 red").reason
    allowed = at(["W+4 R3 R1", "B1 B2"], "R7 W", "Y1 Y2 Y3 Y4 Y5 Y6", color="green")
    assert allowed.explain("0: play W+4 red").reason.startswith("allowed: Ana holds no green card")
    # and the challenge judges the same colour
    allowed.push("0: play W+4 blue")
    allowed.push("1: challenge")
    assert len(allowed.hand(1)) == 2 + 6 and allowed.current == 0  # not guilty: Ben draws 6
    assert len(allowed.hand(0)) == 2


def test_a_playable_drawn_card_does_not_give_a_whole_new_turn():
    game = at(["R1 R2 G5", "G1 G2"], "R7", "R3 Y9")
    game.push("0: draw")
    assert [str(m) for m in game.legal_moves(0)] == ["0: play R3", "0: pass"]
    assert not game.is_legal("0: play R1") and not game.is_legal("0: draw")
    game.push("0: play R3")
    assert game.current == 1 and len(game.hand(0)) == 3


def test_the_reshuffle_does_not_put_the_top_card_back_into_the_draw_pile():
    game = at(["G1 G2", "G3 G4"], "B1 B2 R7", "", seed=3)
    game.push("0: draw")
    assert game.top == Card.parse("R7") and game.discard_pile == cards("R7")
    assert Card.parse("R7") not in game.draw_pile and Card.parse("R7") not in game.hand(0)


def test_cards_are_not_duplicated_when_the_draw_pile_runs_out():
    game = at(["R+2 R5 R6", "G3 G4", "B1"], "Y1 Y2 R7", "B9")
    before = all_cards(game)
    game.push("0: play R+2")  # Ben draws B9, then the reshuffled Y1 / Y2 part-way through
    assert all_cards(game) == before and game.reshuffles == 1
    assert len(game.hand(1)) == 4 and game.discard_pile == cards("R+2")
    game.pop()
    assert all_cards(game) == before and game.draw_pile == cards("B9")


def test_reverse_is_not_a_no_op_with_two_players():
    game = at(["RR R5 R6", "G3 G4"], "R7")
    game.push("0: play RR")
    assert game.current == 0
    spectrum = at(["RR R5 R6", "G3 G4"], "R7", rules="spectrum")
    spectrum.push("0: play RR")
    assert spectrum.current == 0


def test_results_do_not_assume_two_players():
    game = at(["R1", "G9 GS", "W", "B2 B3"], "R7")
    game.push("0: play R1")
    outcome = game.outcome()
    assert outcome.points == (9 + 20 + 50 + 5, 0, 0, 0) and outcome.scores == (84, 0, 0, 0)
    five = at(["R1", "G2", "G3", "G4", "G5"], "R7", rules="black-uno")
    five.push("0: play R1")
    assert not five.is_over() and five.current == 1


def test_a_stale_draw_penalty_is_not_applied_twice():
    classic = at(["R+2 R5 R6", "G3 G4", "R1 B2 B3", "Y1 Y2"], "R7", "Y5 Y6 Y7 Y8 Y9")
    classic.push("0: play R+2")
    assert len(classic.hand(1)) == 4 and classic.pending_draw == 0
    classic.push("2: play R1")
    assert len(classic.hand(3)) == 2 and classic.current == 3  # Dee faces no penalty
    spectrum = at(["R+2 R5 R6", "G3 G4", "R1 B2 B3"], "R7", "Y5 Y6 Y7 Y8 Y9", rules="spectrum")
    spectrum.push("0: play R+2")
    spectrum.push("1: draw")
    assert len(spectrum.hand(1)) == 4 and spectrum.pending_draw == 0
    spectrum.push("2: play R1")
    spectrum.push("0: draw")
    assert len(spectrum.hand(0)) == 3  # one card drawn, not the old penalty again
    challenged = at(["W+4 R5 R6", "G3 G4", "B1 B2"], "R7", "Y5 Y6 Y7 Y8 Y9 Y1")
    challenged.push("0: play W+4 blue")
    challenged.push("1: accept")
    assert challenged.pending_draw == 0
    challenged.push("2: play B1")
    assert challenged.current == 0 and len(challenged.hand(0)) == 2
