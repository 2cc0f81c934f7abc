"""The Game API: state_dict (contract 4), views, explanations, push / pop / copy, replay, next_round,
narration, and every error path of the engine."""

from __future__ import annotations

import random

import pytest

from unokit.cards import Card, Color, parse_cards
from unokit.errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidMoveError,
    RecordError,
    RulesError,
    UnokitError,
)
from unokit.game import Explanation, Game, Position, SeatView, arranged_deck
from unokit.moves import Move, MoveKind
from unokit.rules import find_preset

NAMES = ["Ana", "Ben", "Cy", "Dee"]


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(parse_cards(codes))


def at(hands: list[str], discard: str, draw: str = "", *, current: int = 0, rules: str = "classic",
       **kw) -> Game:
    position = Position(tuple(cards(h) for h in hands), cards(discard), cards(draw), current, **kw)
    return Game(rules, NAMES[: len(hands)], position=position)


def full_state(game: Game) -> tuple:
    return (game.state_dict(), game.rng_state(), game.narration, game.move_stack, game.phase,
            game.drawn_card, game.uno_open, game.reshuffles, game.dry_draws, game.outcome(), game.hands)


# ----------------------------------------------------------------------------- state_dict
def test_state_dict_has_exactly_the_contract_4_fields_with_colour_words_and_card_codes():
    game = at(["R1 R2 W", "G1 G2", "B1 B2"], "B7 R7", "Y1 Y2")
    data = game.state_dict()
    assert list(data) == ["current", "direction", "color", "top", "discard", "draw_pile", "hands",
                          "pending_draw", "legal", "winner", "placements", "scores"]
    assert data["current"] == 0 and data["direction"] == 1 and data["color"] == "red"
    assert data["top"] == "R7" and data["discard"] == ["B7", "R7"] and data["draw_pile"] == ["Y1", "Y2"]
    assert data["hands"] == [["R1", "R2", "W"], ["G1", "G2"], ["B1", "B2"]]
    assert data["pending_draw"] == 0 and data["winner"] is None and data["placements"] == []
    assert data["scores"] == [0, 0, 0]
    assert data["legal"] == ["0: play R1", "0: play R2", "0: play W red", "0: play W yellow",
                             "0: play W green", "0: play W blue", "0: draw"]


def test_state_dict_legal_lists_every_seat_sorted_by_seat():
    game = at(["R1 R2", "G2 G3 G4", "B2 B3"], "R7", "Y1 Y2", current=0)
    game.push("0: play R1")
    assert game.state_dict()["legal"] == ["0: uno", "1: draw", "1: catch 0", "2: catch 0"]
    assert [str(m) for m in game.legal_moves()] == game.state_dict()["legal"]


def test_state_dict_after_the_round_shows_winner_placements_and_scores():
    game = at(["R1", "G2 GS"], "R7")
    game.push("0: play R1")
    data = game.state_dict()
    assert data["current"] is None and data["winner"] == 0 and data["placements"] == [0]
    assert data["scores"] == [22, 0] and data["legal"] == []


# ----------------------------------------------------------------------------- views
def test_view_shows_only_the_seats_own_hand_and_the_draw_pile_size():
    game = at(["R1 R2 W", "G1 G2", "B1 B2"], "B7 R7", "Y1 Y2")
    view = game.view(1)
    assert isinstance(view, SeatView)
    assert view.hand == cards("G1 G2") and view.hand_sizes == (3, 2, 2)
    assert view.draw_pile_size == 2 and view.legal_moves == ()
    assert view.current == 0 and view.color is Color.RED and view.top == Card.parse("R7")
    text = repr(view)
    for hidden in ("R1", "W", "B1", "Y1", "Y2"):
        assert f"Card.parse('{hidden}')" not in text
    assert game.view(0).legal_moves[0] == Move.parse("0: play R1")


def test_view_can_play_drawn_only_for_the_seat_that_drew():
    game = at(["R1 G2 G3", "G1 G5"], "R7", "R3 Y9")
    game.push("0: draw")
    assert game.view(0).can_play_drawn == Card.parse("R3") and game.view(0).phase == "drawn"
    assert game.view(1).can_play_drawn is None


# ----------------------------------------------------------------------------- explain
def test_explain_accepts_a_move_text_a_card_code_a_card_or_a_move():
    game = at(["R1 B5 G7", "G1"], "R7")
    for item in ("0: play B5", "play B5", "B5", Card.parse("B5"), Move.parse("0: play B5")):
        explanation = game.explain(item)
        assert explanation == Explanation(False, "Blue 5 matches neither red nor 7", Move.parse("0: play B5"))
    assert game.explain("G7").reason == "Green 7 matches the number 7"
    assert game.explain("R1", seat=1).reason == "it is Ana's turn, not Ben's"


def test_explain_text_that_is_neither_a_move_nor_a_card_is_not_legal_and_says_why():
    explanation = at(["R1 B5", "G1"], "R7").explain("jump R5")
    assert not explanation.legal and explanation.move is None
    assert "unknown verb 'jump'" in explanation.reason


def test_explain_a_card_the_seat_does_not_hold():
    assert at(["R1 B5", "G1"], "R7").explain("R9").reason == "Ana does not hold Red 9"


def test_explain_legal_moves_in_plain_words():
    game = at(["R1 B5 W", "G1"], "R7", "Y1")
    assert game.explain("0: draw").reason == (
        "Ana may draw a card instead of playing; a playable drawn card may then be played or kept")
    assert game.explain("0: play W green").reason == "a Wild may be played on any card; names green"
    assert game.explain("0: pass").reason == "Ana has not drawn a card this turn; pass only keeps a card just drawn"
    assert game.explain("0: choose red").reason == "there is no Wild starter card waiting for a colour"
    assert game.explain("0: accept").reason == "there is no Wild Draw Four to challenge or accept"


def test_every_legal_move_is_explained_as_legal_and_is_legal():
    game = Game("classic", 4, seed=11)
    rng = random.Random(1)
    for _ in range(60):
        if game.is_over():
            break
        for move in game.legal_moves():
            explanation = game.explain(move)
            assert explanation.legal and game.is_legal(move) and explanation.reason
        game.push(rng.choice(game.legal_moves(game.current)))


def test_explain_after_drawing_in_classic():
    game = at(["R1 G2 G3", "G1 G5"], "R7", "R3 Y9")
    game.push("0: draw")
    assert game.explain("0: draw").reason == "Ana has already drawn this turn: play the drawn card Red 3 or pass"
    assert game.explain("0: pass").reason == "Ana may keep the drawn card Red 3 and end the turn"
    assert game.explain("0: play R3").reason == "the drawn card Red 3 is playable: Red 3 matches the colour red"


# ----------------------------------------------------------------------------- push / pop
def test_push_checks_legality_and_raises_illegal_move_error_with_the_reason():
    game = at(["R1 B5", "G1"], "R7")
    with pytest.raises(IllegalMoveError, match="^Blue 5 matches neither red nor 7$"):
        game.push("0: play B5")
    with pytest.raises(IllegalMoveError, match="^it is Ana's turn, not Ben's$"):
        game.push("1: draw")
    with pytest.raises(IllegalMoveError, match="there is no seat 5 at this table; seats are 0-1"):
        game.push(Move.parse("5: draw"))
    assert game.move_stack == ()


def test_push_refuses_malformed_text_and_other_objects_with_invalid_move_error():
    game = at(["R1 B5", "G1"], "R7")
    with pytest.raises(InvalidMoveError, match="unknown verb"):
        game.push("0: fly")
    with pytest.raises(InvalidMoveError, match="needs a colour"):
        game.push("0: play W")
    with pytest.raises(InvalidMoveError, match="a move must be a Move or move text"):
        game.push(42)  # type: ignore[arg-type]
    assert not game.is_legal("0: fly")


def test_parse_move_defaults_to_the_seat_to_act():
    game = at(["R1 B5", "G1"], "R7", current=1)
    assert game.parse_move("draw") == Move.parse("1: draw")
    assert game.parse_move("0: draw") == Move.parse("0: draw")


def test_pop_and_peek_on_an_empty_stack_raise_index_error():
    game = at(["R1 B5", "G1"], "R7")
    with pytest.raises(IndexError, match="no move to undo"):
        game.pop()
    with pytest.raises(IndexError, match="no move has been made"):
        game.peek()
    game.push("0: play R1")
    assert game.peek() == Move.parse("0: play R1") and game.pop() == Move.parse("0: play R1")


@pytest.mark.parametrize("rules", ["classic", "black-uno", "spectrum"])
def test_push_then_pop_restores_everything_including_the_rng_state(rules):
    game = Game(rules, 4, seed=21)
    rng = random.Random(4)
    steps = 0
    while not game.is_over() and steps < 400:
        before = full_state(game)
        for move in game.legal_moves():
            game.push(move)
            game.pop()
            assert full_state(game) == before, move
        game.push(rng.choice(game.legal_moves()))
        steps += 1
    while game.move_stack:
        game.pop()
    assert full_state(game) == full_state(Game(rules, 4, seed=21))


def test_copy_is_independent_and_equal():
    game = Game("classic", 3, seed=5)
    game.push(game.legal_moves(game.current)[0])
    twin = game.copy()
    assert full_state(twin) == full_state(game)
    twin.push(twin.legal_moves(twin.current)[-1])
    assert twin.move_stack != game.move_stack and len(game.move_stack) == 1
    twin.pop()
    assert full_state(twin) == full_state(game)


@pytest.mark.parametrize("rules", ["classic", "black-uno", "spectrum"])
def test_seed_rules_and_moves_replay_to_the_identical_state(rules):
    game = Game(rules, 3, seed=99)
    rng = random.Random(7)
    while not game.is_over() and len(game.move_stack) < 300:
        game.push(rng.choice(game.legal_moves()))
    replayed = Game(rules, 3, seed=99)
    for move in game.move_stack:
        replayed.push(str(move))
    assert full_state(replayed) == full_state(game)
    assert Game(rules, 3, seed=99).state_dict() == Game(rules, 3, seed=99).state_dict()
    assert Game(rules, 3, seed=1).state_dict() != Game(rules, 3, seed=2).state_dict()


# ----------------------------------------------------------------------------- narration
def test_narration_has_one_sentence_per_move_including_automatic_effects():
    game = at(["R+2 R1 R3 W+4 W", "G1 G2 G3", "B1 B2 B3"], "R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8")
    game.push("0: play R+2")
    game.push("2: draw")  # Blue 1 to 3 and Yellow 3 do not match Red Draw Two
    assert game.narration[0] == "Ana plays Red Draw Two. Ben draws 2 cards and loses the turn."
    assert len(game.narration) == len(game.move_stack) == 2
    assert game.narration[1] == "Cy draws a card; the turn ends."


def test_narration_of_every_kind_of_move():
    game = at(["W+4 R1 R3", "G1 G2 G3", "B1 B2"], "R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8")
    game.push("0: play W+4 green")
    assert game.narration[-1] == "Ana plays Wild Draw Four and names green. Ben may challenge it or accept and draw 4."
    game.push("1: accept")
    assert game.narration[-1] == "Ben accepts the Wild Draw Four. Ben draws 4 cards and loses the turn."
    game.push("2: draw")
    assert game.narration[-1] == "Cy draws a card; the turn ends."
    deck = arranged_deck("classic", ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"], ["W"])
    start = Game("classic", NAMES[:2], deck=deck)
    assert start.setup_narration == (
        "Ana deals 7 cards to each player. The starter card is Wild. Ben must name its colour.")
    start.push("1: choose blue")
    assert start.narration[-1] == "Ben names blue. Ben plays first."


def test_narration_of_a_plain_draw_that_can_be_played_and_of_pass():
    game = at(["R1 G2 G3", "G1 G5"], "R7", "R3 Y9 Y8")
    game.push("0: draw")
    game.push("0: pass")
    assert game.narration == ("Ana draws a card that can be played.", "Ana keeps the drawn card.")


# ----------------------------------------------------------------------------- next_round and match
def test_next_round_refused_while_the_round_goes_on():
    with pytest.raises(UnokitError, match="the round is not over yet"):
        Game("classic", 2, seed=1).next_round()


def test_next_round_seed_is_derived_deterministically():
    game = at(["R1", "G2"], "R7")
    game.push("0: play R1")
    assert game.next_round().state_dict() == game.next_round().state_dict()
    assert game.next_round().seed != game.seed
    assert game.next_round(seed=5).seed == 5


def test_a_whole_classic_match_to_500_over_several_rounds():
    game = Game("classic", 3, seed=3)
    rounds = 0
    while True:
        while not game.is_over():
            game.push(game.legal_moves(game.current)[0])
        rounds += 1
        assert sum(game.scores) == sum(game.outcome().scores)
        if game.match_over():
            break
        game = game.next_round()
        assert game.round_number == rounds + 1
    assert max(game.scores) >= 500 and game.match_winner() == game.scores.index(max(game.scores))
    assert rounds > 1


# ----------------------------------------------------------------------------- bad input
def test_wrong_player_counts_and_types_are_refused():
    with pytest.raises(RulesError, match="black-uno is played by 2-10 players; got 1"):
        Game("black-uno", ["Solo"])
    with pytest.raises(RulesError, match="players must be a count or a list of names"):
        Game("classic", "Ana")  # type: ignore[arg-type]


def test_dealer_first_player_and_scores_must_fit_the_table():
    with pytest.raises(RulesError, match="dealer must be a seat number 0-2; got 3"):
        Game("classic", 3, dealer=3)
    with pytest.raises(RulesError, match="first_player must be a seat number 0-2; got -1"):
        Game("classic", 3, first_player=-1)
    with pytest.raises(RulesError, match="scores must give one total per seat"):
        Game("classic", 3, scores=(1, 2))


def test_unknown_preset_is_refused():
    with pytest.raises(RulesError, match="unknown preset"):
        Game("poker", 2)


def test_a_deck_too_small_or_with_a_bad_entry_is_refused():
    with pytest.raises(UnokitError, match="dealing 2 hands of 7 and a starter card needs at least 15"):
        Game("classic", 2, deck=cards("R1 R2 R3"))
    with pytest.raises(InvalidCardError, match="unknown card 'X9'"):
        Game("classic", 2, deck=["X9"] * 20)
    with pytest.raises(InvalidCardError, match=r"deck\[0\] must be a Card or a card code"):
        Game("classic", 2, deck=[7] * 20)  # type: ignore[list-item]


def test_deck_and_position_together_are_refused():
    position = Position((cards("R1"), cards("G1")), cards("R7"), (), 0)
    with pytest.raises(UnokitError, match="at most one of deck and position"):
        Game("classic", 2, deck=arranged_deck("classic", ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"]),
             position=position)


def test_deck_given_as_card_codes_is_accepted():
    deck = [c.code for c in arranged_deck("classic", ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"], ["R7"])]
    assert Game("classic", 2, deck=deck).hand(0) == cards("R1 R2 R3 R4 R5 R6 R8")


@pytest.mark.parametrize(("position", "field"), [
    (Position((cards("R1"),), cards("R7"), (), 0), "position.hands has 1 hands"),
    (Position((cards("R1"), cards("G1")), (), (), 0), "position.discard is empty"),
    (Position((cards("R1"), cards("G1")), cards("R7"), (), 2), "position.current must be a seat 0-1"),
    (Position((cards("R1"), cards("G1")), cards("R7"), (), 0, direction=2), "position.direction must be 1 or -1"),
    (Position((cards("R1"), cards("G1")), cards("W"), (), 0), "position.color is needed"),
    (Position((cards("R1"), cards("G1")), cards("R7"), (), 0, color=Color.TEAL), "not a colour of classic"),
    (Position((cards("R1"), ()), cards("R7"), (), 0), r"position.hands\[1\] is empty"),
    (Position((cards("R1"), cards("G1")), cards("R7"), (), 0, pending_draw=2), "position.pending_draw needs"),
    (Position((cards("R1"), cards("G1")), cards("R7"), (), 0, out=(5,)), r"position.out\[0\]"),
])
def test_a_position_that_cannot_be_played_raises_record_error_naming_the_field(position, field):
    with pytest.raises(RecordError, match=field):
        Game("classic", 2, position=position)


def test_position_out_seats_must_hold_no_cards_and_must_not_decide_the_round():
    with pytest.raises(RecordError, match=r"position.hands\[1\] must be empty"):
        Game("black-uno", 3, position=Position((cards("R1"), cards("G1"), cards("B1")), cards("R7"), (), 0,
                                               out=(1,)))
    with pytest.raises(RecordError, match="already decides the round"):
        Game("black-uno", 2, position=Position((cards("R1"), ()), cards("R7"), (), 0, out=(1,)))
    with pytest.raises(RecordError, match="position must be a Position"):
        Game("classic", 2, position={"hands": []})  # type: ignore[arg-type]


def test_position_pending_draw_on_a_stackable_top_card():
    game = Game("spectrum", 2, position=Position((cards("R+2 R1"), cards("G1")), cards("R7 B+2"),
                                                 cards("Y1 Y2 Y3 Y4"), 0, pending_draw=4))
    assert game.pending_draw == 4 and [str(m) for m in game.legal_moves(0)] == ["0: play R+2", "0: draw"]


def test_seats_that_do_not_exist_are_refused_by_the_queries():
    game = Game("classic", 2, seed=1)
    for call in (lambda: game.legal_moves(2), lambda: game.view(-1), lambda: game.hand(7)):
        with pytest.raises(InvalidMoveError, match="does not exist; seats are 0-1"):
            call()


def test_arranged_deck_errors():
    with pytest.raises(UnokitError, match=r"hands\[0\] has 2 cards; classic deals 7"):
        arranged_deck("classic", ["R1 R2", "G1 G2"])
    with pytest.raises(UnokitError, match="Red 0 is asked for more often than the classic deck holds it"):
        arranged_deck("classic", ["R0 R0 R1 R2 R3 R4 R5", "G1 G2 G3 G4 G5 G6 G8"])


def test_illegal_uno_and_catch_paths():
    game = at(["R1 R2 R3", "G1 G2", "B1"], "R7")
    assert game.explain("0: uno").reason == "Ana holds 3 cards; UNO is declared at one card"
    assert game.explain("0: catch 9").reason == "there is no seat 9 at this table; seats are 0-2"
    assert game.explain("0: catch 2").reason == (
        "Cy cannot be caught: the UNO was declared or the chance to catch it has passed")


def test_illegal_choose_and_answer_paths():
    deck = arranged_deck("classic", ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"], ["W"])
    game = Game("classic", 2, deck=deck)
    assert game.explain("1: draw").reason == (
        "Seat 1 must first name the colour of the Wild starter card: red, yellow, green or blue")
    assert game.explain("1: choose teal").reason.startswith("teal is not a colour of classic")
    w4 = at(["W+4 R1 R3", "G1 G2 G3"], "R7")
    w4.push("0: play W+4 blue")
    assert w4.explain("1: draw").reason == "Ben must first answer the Wild Draw Four: challenge or accept"


def test_out_seats_make_no_moves():
    game = Game("black-uno", 3, position=Position((cards("R1"), cards("G1 G2"), cards("R3 R4")), cards("R7"),
                                                  cards("Y1"), 0))
    game.push("0: play R1")
    assert game.explain("0: draw").reason == "Seat 0 is out of the round and makes no more moves"
    assert game.legal_moves(0) == []


def test_move_kinds_are_all_covered_by_legal_moves_somewhere():
    kinds = set()
    for seed in range(40):
        game = Game("classic", 3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over() and len(game.move_stack) < 200:
            moves = game.legal_moves()
            kinds.update(m.kind for m in moves)
            plays = [m for m in moves if m.kind is MoveKind.PLAY and not m.uno]
            game.push(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(moves))
    assert kinds == set(MoveKind)


def test_explain_a_drawn_wild_draw_four_says_whether_it_is_a_bluff():
    bluff = at(["R1 G2 G3", "G1 G5"], "R7", "W+4 Y9")
    bluff.push("0: draw")
    assert bluff.explain("0: play W+4 blue").reason == (
        "the drawn card Wild Draw Four is playable: legal, but a bluff: Ana holds a red card (Red 1), "
        "so the Wild Draw Four is not allowed and can be challenged; names blue")
    allowed = at(["Y1 G2 G3", "G1 G5"], "R7", "W+4 Y9")
    allowed.push("0: draw")
    assert allowed.explain("0: play W+4 blue").reason == (
        "the drawn card Wild Draw Four is playable: allowed: Ana holds no red card; names blue")


def test_legal_moves_of_a_seat_that_does_not_exist_are_refused_after_the_round_too():
    game = at(["R1", "G1"], "R7")
    game.push("0: play R1")
    assert game.legal_moves(1) == []
    with pytest.raises(InvalidMoveError, match="seat 9 does not exist"):
        game.legal_moves(9)


def test_start_args_are_the_constructor_arguments_as_given():
    deck = arranged_deck("classic", ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"], "R7")
    game = Game("classic", 2, deck=[c.code for c in deck], dealer=1, scores=(5, 6))
    assert game.start_args == {"dealer": 1, "deck": tuple(deck), "position": None, "scores": (5, 6),
                               "first_player": None}
    assert Game("classic", 2, seed=4).start_args["dealer"] is None


def test_a_deck_that_runs_out_while_turning_up_a_starter_is_refused():
    with pytest.raises(UnokitError, match="the deck ran out while turning up a starter card"):
        Game("spectrum", 2, deck=cards("RS OS YS GS TS BS PS MS RR OR YR GR TR BR"))


def test_a_position_colour_may_be_a_colour_word_but_not_an_unknown_one():
    game = Game("classic", 2, position=Position((cards("R1 G2"), cards("G1")), cards("W"), (), 0,
                                                color="blue"))  # type: ignore[arg-type]
    assert game.color is Color.BLUE
    with pytest.raises(RecordError, match="position.color: unknown colour 'cyan'"):
        Game("classic", 2, position=Position((cards("R1"), cards("G1")), cards("W"), (), 0,
                                             color="cyan"))  # type: ignore[arg-type]


def test_explain_more_plain_words():
    game = at(["R5 G5 W", "G1"], "R7", rules="black-uno")
    assert game.explain("0: play R5 B5").reason == "Ana does not hold Blue 5"
    assert game.explain("W").reason.startswith("a Wild may be played on any card")
    dry = at(["G1 G2", "B3"], "R7")
    assert dry.explain("0: draw").reason == "Ana may draw, but nothing is left to draw, so drawing ends the turn"


def test_a_penalty_with_nothing_left_to_draw_is_narrated():
    game = at(["R+2 R1 R3", "G1 G2", "B1 B2"], "R7")
    game.push("0: play R+2")  # only Red 7 can be reshuffled: Ben gets 1 of 2
    assert game.narration[-1] == (
        "Ana plays Red Draw Two. The discard pile, except its top card, is shuffled into a new draw pile. "
        "Ben draws 1 card (all that is left of 2) and loses the turn.")
    empty = at(["R+2 R1 R3", "G1 G2", "B1 B2"], "R+2")
    empty.push("0: play R+2")
    assert "Ben draws 1 card (all that is left of 2)" in empty.narration[-1]
    nothing = at(["R+2 R1", "G1 G2", "B1 B2"], "R7")
    nothing.push("0: play R+2")  # Ana keeps one card without UNO; Ben gets the only card left
    nothing.push("2: catch 0")
    assert nothing.narration[-1] == (
        "Cy catches Ana without UNO. Ana should draw 2 cards but nothing is left to draw.")
    assert nothing.hand(0) == cards("R1") and nothing.dry_draws == 2


def test_match_results_while_the_round_goes_on_and_repr():
    game = Game("classic", NAMES[:2], seed=2)
    assert not game.match_over() and game.match_winner() is None and game.outcome() is None
    assert repr(game).startswith("<Game classic 2 players, round 1, 0 moves, seat ")


def test_the_readme_python_example_runs_and_prints_notation(capsys):
    """README "A first look in Python", run as written: the first line shows the starter card, the
    colour word (not ``Color.GREEN``) and the seat to act; every legal move is explained."""
    import re
    from pathlib import Path

    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    code = re.search(r"## A first look in Python\s+```python\n(.*?)```", readme, re.S).group(1)
    exec(compile(code, "README.md", "exec"), {})
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "G1 green 2"
    assert lines[1] == "2: play G2 - Green 2 matches the colour green"
    assert lines[-1] == "Cy does not hold Red 7"


# ----------------------------------------------------------------------------- legal_move_groups
def _grouped(moves: list[Move]) -> list[tuple[Move, ...]]:
    """The grouping legal_move_groups promises, written independently: consecutive plays of the
    same cards make one group, every other move is a group of its own."""
    groups: list[list[Move]] = []
    for move in moves:
        if (groups and move.kind is MoveKind.PLAY and groups[-1][0].kind is MoveKind.PLAY
                and groups[-1][0].cards == move.cards):
            groups[-1].append(move)
        else:
            groups.append([move])
    return [tuple(group) for group in groups]


@pytest.mark.parametrize("preset,players", [("classic", 2), ("classic", 4), ("black-uno", 3), ("spectrum", 3),
                                            ("party", 2), ("party", 4), ("seven_swap", 3), ("zero_rotate", 3)])
def test_legal_move_groups_are_the_legal_moves_grouped_by_play(preset, players):
    from unokit.agents import make_agent

    if preset in ("seven_swap", "zero_rotate"):  # the house rules whose forms legal_move_groups builds itself
        preset = find_preset("classic", **{preset: True})
    checked_fast = checked_general = 0
    for seed in range(6):
        game = Game(preset, players, seed=seed)
        bots = [make_agent(("uniform", "random", "greedy")[seat % 3], seed) for seat in range(players)]
        while not game.is_over() and len(game.move_stack) < 300:
            for seat in range(players):
                groups = game.legal_move_groups(seat)
                assert isinstance(groups, list) and all(isinstance(group, tuple) and group for group in groups)
                assert [m for group in groups for m in group] == game.legal_moves(seat)
                assert groups == _grouped(game._legal_general(seat))
                if seat == game.current:
                    general = game._general_groups
                    calls = []
                    game._general_groups = lambda s, general=general, calls=calls: calls.append(s) or general(s)
                    assert game.legal_move_groups(seat) == groups
                    del game._general_groups
                    if calls:
                        checked_general += 1
                    else:
                        checked_fast += 1
            move = None
            if game.uno_open is not None:
                move = bots[game.uno_open].react(game, game.uno_open)
            game.push(move or bots[game.current].choose(game, game.current))
        if game.is_over():
            assert game.legal_move_groups(0) == []
    assert checked_fast and checked_general  # both ways of building the groups were compared


def test_legal_move_groups_hold_each_wild_colour_with_and_without_uno():
    game = at(["W R3", "G1 G2"], "R5", "B1 B2")
    groups = game.legal_move_groups(0)
    assert [[m.notation() for m in group] for group in groups] == [
        ["0: play R3", "0: play R3 uno"],
        ["0: play W red", "0: play W red uno", "0: play W yellow", "0: play W yellow uno",
         "0: play W green", "0: play W green uno", "0: play W blue", "0: play W blue uno"],
        ["0: draw"],
    ]
    assert game.legal_move_groups(1) == []  # not its turn, no catch open


def test_legal_move_groups_of_a_seat_that_does_not_exist_are_refused():
    game = Game("classic", 2, seed=1)
    with pytest.raises(InvalidMoveError, match="seat 5 does not exist"):
        game.legal_move_groups(5)


def test_players_names_must_say_something_and_differ():
    # Game accepted ["a", "a"] (the dashboard and a game record refuse it): the narration could not
    # tell the seats apart
    with pytest.raises(RulesError, match=r"^players\[1\]: 'Ana' is already seat 0; names must differ$"):
        Game("classic", ["Ana", "Ana"])
    with pytest.raises(RulesError, match=r"^players\[2\]: a name cannot be empty or only spaces; got ' '$"):
        Game("classic", ["Ana", "Ben", " "])
    assert Game("classic", ["Ana", "Ben"]).players == ("Ana", "Ben")


@pytest.mark.parametrize(("names", "message"), [
    (["Ana", "ana"], "players[1]: 'ana' is seat 0's name 'Ana' in other case or spacing; names must differ in more "
                     "than that, as commands name players without case"),
    (["Mary Ann", "Ben", "mary  ann"], "players[2]: 'mary  ann' is seat 0's name 'Mary Ann' in other case or spacing"),
    (["Ana", "Be\x00n"], "players[1]: 'Be\\x00n' holds a control character (U+0000); a name is letters, digits, "
                         "spaces and punctuation"),
    (["Ana\u202eX", "Ben"], "players[0]: 'Ana\\u202eX' holds a text-direction control (U+202E)"),
    (["Ana", "Ben\nCy"], "players[1]: 'Ben\\nCy' holds a control character (U+000A)"),
])
def test_names_a_command_could_not_tell_apart_or_that_hold_control_characters_are_refused(names, message):
    # a new user seated 'Ana' and 'ana': 'catch ana' then always named seat 0, so seat 1 could not be named
    with pytest.raises(RulesError) as refused:
        Game("classic", names)
    assert str(refused.value).startswith(message)


@pytest.mark.parametrize(("names", "message"), [
    (["2", "0", "1"], "players[0]: '2' reads as seat 2: typed commands such as 'catch 2' name seats by number"),
    (["Ana", "seat 0"], "players[1]: 'seat 0' reads as seat 0: typed commands"),
    (["Ana", "Ben", "Seat  0"], "players[2]: 'Seat  0' reads as seat 0: typed commands"),
])
def test_a_name_that_reads_as_another_seats_number_is_refused(names, message):
    # a new user seated '2', '1', '0': 'catch 2' (seat 2, as the help says) named the player called '2'
    with pytest.raises(RulesError) as refused:
        Game("classic", names)
    assert str(refused.value).startswith(message)


def test_names_that_are_their_own_seats_numbers_are_kept_as_the_default_names_are():
    from unokit.record import read_record, to_record

    assert Game("classic", ["0", "1", "Seat 2"]).players == ("0", "1", "Seat 2")
    game = Game("classic", 3, seed=1)  # default names "Seat 0", ...: a record of them reads back
    assert read_record(to_record(game)).start().players == game.players == ("Seat 0", "Seat 1", "Seat 2")


def test_a_typed_command_names_each_seat_of_names_that_differ_only_in_letters():
    from unokit.commands import parse_command

    game = Game("classic", ["Ana", "Ann", "Straße"], seed=1)
    moves = [parse_command(game, 0, f"catch {name}", check=False) for name in ("ANN", "straße", "STRASSE")]
    assert [move.target for move in moves] == [1, 2, 2]


def test_a_card_is_made_from_its_code():
    # Card("R7") was a TypeError; one code is card notation, as Card.parse reads it
    from unokit.cards import Card, Color, Rank
    from unokit.errors import InvalidCardError

    assert Card("R7") is Card.parse("R7") is Card(Color.RED, Rank.SEVEN)
    assert Card("w+4") is Card(None, Rank.WILD_DRAW_FOUR)
    with pytest.raises(InvalidCardError, match="^unknown card 'X9'"):
        Card("X9")


def test_a_card_written_where_the_verb_goes_is_told_how_to_play_it():
    # push("R7") said "unknown verb 'R7'" while explain("R7") read it as a card
    game = Game("classic", ["Ana", "Ben", "Cy"], seed=1)
    for text in ("R7", "W+4 purple", "r7 uno"):
        with pytest.raises(InvalidMoveError) as refused:
            game.push(text)
        card = text.split()[0]
        assert str(refused.value) == f"move {text!r}: {card!r} is a card, not a verb; to play it write 'play {text}'"
    assert game.explain("W+4 purple").reason == (
        "move 'W+4 purple': 'W+4' is a card, not a verb; to play it write 'play W+4 purple'")


def test_explaining_one_word_that_is_neither_a_card_nor_a_move_says_both():
    game = Game("classic", ["Ana", "Ben", "Cy"], seed=1)
    reason = game.explain("ZZ").reason
    assert reason.startswith("'ZZ' is neither a card nor a move: unknown card 'ZZ': a card is a colour letter")
    assert game.explain("play").reason == "move 'play': play needs a card, e.g. 'play R5'"
