"""A successful Wild Draw Four challenge names the offender's card to the challenger alone (RULES.md classic
"Wild Draw Four": only the challenger sees the hand; security review F3): the engine's narration, the move
log, the transcripts and the page of anyone else say only the outcome ("Ana held a red card")."""

from __future__ import annotations

import pytest

from unokit.cards import parse_cards
from unokit.game import Game
from unokit.moves import Move, MoveKind
from unokit.state import Position

NAMES = ["Ana", "Ben", "Cy"]
DRAW = "G1 G2 G3 G4 G5 G6 G7 G8 G9 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 B1 B2 B3 B4"
EVIDENCE = "Red 3"


def bluffed() -> Game:
    """Ana has played a Wild Draw Four (naming blue) while holding Red 3 on a red pile: a bluff; Ben to
    answer it."""
    position = Position(hands=tuple(tuple(parse_cards(h)) for h in ("W+4 R3 G2 Y6", "B5 B6 Y4", "G8 Y8 B8")),
                        discard=tuple(parse_cards("R1")), draw_pile=tuple(parse_cards(DRAW)), current=0)
    game = Game("classic", NAMES, position=position, seed=3)
    wild = next(m for m in game.view(0).legal_moves if m.kind is MoveKind.PLAY
                and m.cards[0].code == "W+4" and m.color is not None and m.color.word == "blue")
    game.push(wild)
    return game


def test_the_engine_tells_everyone_the_outcome_and_not_the_card():
    game = bluffed()
    game.push(Move.parse("1: challenge"))
    told = " ".join(game.narration)
    assert "Ben challenges the Wild Draw Four. Ana held a red card, so the challenge succeeds." in told
    assert EVIDENCE not in told and "R3" not in told


def test_a_replay_transcript_does_not_name_the_card():
    from unokit.record import replay, to_record

    game = bluffed()
    game.push(Move.parse("1: challenge"))
    again = replay(to_record(game))
    assert EVIDENCE not in " ".join(again.narration)


class Challenger:
    """A bot that always challenges a Wild Draw Four (else makes its first legal move)."""

    def play(self, game, seat):
        moves = game.view(seat).legal_moves
        return next((m for m in moves if m.kind is MoveKind.CHALLENGE), moves[0])

    def call_out(self, game, seat):
        return None


@pytest.fixture
def texts():
    pytest.importorskip("ipywidgets")
    from page_state import page_texts

    return lambda table: " ".join(page_texts(table))


def test_the_person_who_challenges_is_told_the_card(texts):
    pytest.importorskip("anywidget")
    from unokit.widgets import GameTable

    table = GameTable(bluffed(), mode="play", human_seats=(1,), bots_answer=True)
    start = len(table.live.history)
    assert table.command("challenge") is True
    said = " ".join(text for _, text in table.live.history[start:])
    assert "Ana held a red card, so the challenge succeeds." in said
    assert f"Ana's hand, shown only to you, held {EVIDENCE}." in said
    assert EVIDENCE not in " ".join(table.move_log.entries)  # the log is the public record


def test_an_onlooker_learns_the_outcome_only(texts):
    pytest.importorskip("anywidget")
    from unokit.widgets import GameTable

    table = GameTable(bluffed(), mode="play", human_seats=(2,), bots_answer=True)
    table.session.agent = lambda seat: Challenger()
    table.bots_move()
    assert "1: challenge" in [str(m) for m in table.game.move_stack]
    page = texts(table)
    assert "Ana held a red card, so the challenge succeeds." in page
    assert EVIDENCE not in page and EVIDENCE in [c.name for c in table.game.hand(0)]


def test_hot_seat_only_the_challenger_at_the_screen_hears_the_card(texts):
    pytest.importorskip("anywidget")
    from unokit.widgets import GameTable

    table = GameTable(bluffed(), mode="play", human_seats=(1, 2), bots_answer=True)
    if table.session.handover is not None:
        table.hand_over()
    assert table.session.viewer == 1
    start = len(table.live.history)
    table.command("challenge")
    assert f"held {EVIDENCE}" in " ".join(text for _, text in table.live.history[start:])
    table.command("b5")  # Ben plays on the named colour; Cy is next: the screen is handed over
    assert table.session.handover == 2
    assert EVIDENCE not in texts(table)
    table.hand_over()
    assert EVIDENCE not in texts(table)
