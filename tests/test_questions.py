"""One-key questions and move announcements (unokit.announce): each answer is one message whose key
fact comes first, within the first 40 characters (one line of a 40-cell braille display)."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.scenarios import at, dealt
from unokit.announce import (
    KEYS,
    QUESTIONS,
    AnnounceError,
    AnnounceSettings,
    announce_move,
    announce_moves,
    answer,
    card_words,
    counts_summary,
    hand_summary,
    keys_help,
    last_summary,
    moves_summary,
    reorder_card_names,
    scores_summary,
    top_summary,
    turn_summary,
)
from unokit.cards import Card
from unokit.errors import InvalidMoveError, UnokitError
from unokit.game import Game

BRIEF = AnnounceSettings(detail="brief")
NUMBER_FIRST = AnnounceSettings(card_order="number")
BRIEF_NUMBER_FIRST = AnnounceSettings(detail="brief", card_order="number")


# ----------------------------------------------------------------------------- settings
def test_settings_default_to_full_colour_first_each_move_and_round_trip_through_json():
    settings = AnnounceSettings()
    assert (settings.detail, settings.card_order, settings.bot_moves) == ("full", "color", "each")
    assert settings.to_json() == {"detail": "full", "card_order": "color", "bot_moves": "each"}
    other = AnnounceSettings(detail="brief", card_order="number", bot_moves="summary")
    assert AnnounceSettings.from_json(other.to_json()) == other
    assert AnnounceSettings.from_json({"detail": "brief"}) == BRIEF


def test_settings_are_frozen_and_refuse_values_that_are_not_allowed():
    with pytest.raises(dataclasses.FrozenInstanceError):
        AnnounceSettings().detail = "brief"  # type: ignore[misc]
    with pytest.raises(AnnounceError, match="detail='loud' is not allowed; use one of: brief, full"):
        AnnounceSettings(detail="loud")
    with pytest.raises(AnnounceError, match="card_order"):
        AnnounceSettings(card_order="rank")
    with pytest.raises(AnnounceError, match="bot_moves"):
        AnnounceSettings(bot_moves="all")
    with pytest.raises(AnnounceError, match="unknown announcement setting 'volume'"):
        AnnounceSettings.from_json({"volume": 3})
    with pytest.raises(AnnounceError):
        AnnounceSettings.from_json(["brief"])  # type: ignore[arg-type]
    assert issubclass(AnnounceError, UnokitError) and issubclass(AnnounceError, ValueError)


def test_card_words_put_the_colour_or_the_number_first_and_wilds_stay_as_they_are():
    assert card_words(Card.parse("R5")) == "Red 5"
    assert card_words(Card.parse("R5"), NUMBER_FIRST) == "5 red"
    assert card_words(Card.parse("BS"), NUMBER_FIRST) == "Skip blue"
    assert card_words(Card.parse("W+4"), NUMBER_FIRST) == "Wild Draw Four"
    assert reorder_card_names("Ana plays Red 5 and names blue. Blue Draw Two.", NUMBER_FIRST) == (
        "Ana plays 5 red and names blue. Draw Two blue.")
    assert reorder_card_names("Ana plays Red 5.") == "Ana plays Red 5."


# ----------------------------------------------------------------------------- h: the hand
def test_hand_groups_by_colour_with_counts_most_first_wilds_first_among_ties():
    # the example hand: Red 2 5 Skip, Blue 4 9, a Wild, Yellow Draw Two; Ben is to act
    game = at(["R5 B9 RS W R2 B4 Y+2", "G1 G2"], "G7", "G3 G4", rules="classic", current=1)
    assert hand_summary(game, 0, BRIEF) == "7 cards. Red, 3 cards: 2, 5, Skip. Blue, 2 cards: 4, 9. Wild, 1 card. Yellow, 1 card: Draw Two."
    # not the seat's turn: full detail has nothing to add
    assert hand_summary(game, 0) == hand_summary(game, 0, BRIEF)
    assert hand_summary(game, 0, BRIEF_NUMBER_FIRST) == (
        "7 cards. 3 red cards: 2, 5, Skip. 2 blue cards: 4, 9. 1 wild card. 1 yellow card: Draw Two.")


def test_hand_ties_follow_the_rules_colour_order_and_duplicates_are_listed():
    game = at(["G1 B2 Y3 R4 G1", "G2 G3"], "G7", "G4", rules="classic", current=1)
    assert hand_summary(game, 0) == "5 cards. Green, 2 cards: 1, 1. Red, 1 card: 4. Yellow, 1 card: 3. Blue, 1 card: 2."
    spectrum = at(["M1 O2 T3 R4", "G2 G3"], "G7", "G4", rules="spectrum", current=1)
    assert hand_summary(spectrum, 0) == "4 cards. Red, 1 card: 4. Orange, 1 card: 2. Teal, 1 card: 3. Magenta, 1 card: 1."


def test_hand_wild_group_names_wild_and_draw_four():
    game = at(["W+4 W R1", "G2"], "G7", "G4", rules="classic", current=1)
    assert hand_summary(game, 0) == "3 cards. Wild, 2 cards: Wild, Draw Four. Red, 1 card: 1."
    game = at(["W+4 R1", "G2"], "G7", "G4", rules="classic", current=1)
    assert hand_summary(game, 0) == "2 cards. Wild, 1 card: Draw Four. Red, 1 card: 1."


def test_hand_in_full_says_what_is_playable_on_your_turn():
    game = at(["R5 B9 W", "G1 G2"], "R7", "G3 G4", rules="classic")
    assert hand_summary(game, 0) == "3 cards. Wild, 1 card. Red, 1 card: 5. Blue, 1 card: 9. Playable: Red 5, Wild."
    assert hand_summary(game, 0, NUMBER_FIRST).endswith("Playable: 5 red, Wild.")
    assert hand_summary(game, 0, BRIEF) == "3 cards. Wild, 1 card. Red, 1 card: 5. Blue, 1 card: 9."
    stuck = at(["B9 G2", "G1 G2"], "R7", "R3 G4", rules="classic")
    assert hand_summary(stuck, 0).endswith("None playable: draw.")
    stuck.push("0: draw")  # draws Red 3, which is playable
    assert hand_summary(stuck, 0).endswith("Just drawn: Red 3, which you may play or keep.")


def test_hand_of_a_seat_that_went_out_and_of_a_seat_that_does_not_exist():
    game = at(["R1", "G2 G3", "B2 B3"], "R7", "G4 G5", rules="black-uno")
    game.push("0: play R1")
    assert hand_summary(game, 0) == "0 cards: you are out, in 1st place."
    with pytest.raises(InvalidMoveError, match="seat 5 does not exist"):
        hand_summary(game, 5)


# ----------------------------------------------------------------------------- t: the top card
def test_top_card_colour_and_no_penalty():
    game = at(["R1 R2", "G2 G3"], "B7 R7", "G4 G5", rules="classic")
    assert top_summary(game, 0) == ("Top card Red 7, colour red. No penalty. Draw pile 2 cards, "
                                    "discard pile 2 cards.")
    assert top_summary(game, 0, BRIEF_NUMBER_FIRST) == "Top card 7 red, colour red."


def test_top_card_after_a_wild_gives_the_named_colour_and_a_stacked_penalty_says_for_whom():
    game = at(["W+4 R2 R3", "W+4 G3 G4", "B1 B2"], "R7", "G4 G5 Y1 Y2 Y3 Y4 Y5", rules="black-uno")
    game.push("0: play W+4 green")
    assert top_summary(game, 1, BRIEF) == ("Top card Wild Draw Four, colour green. Penalty: 4 cards for you, "
                                           "unless you add another Wild Draw Four.")
    assert top_summary(game, 2, BRIEF) == ("Top card Wild Draw Four, colour green. Penalty: 4 cards for Ben, "
                                           "unless they add another Wild Draw Four.")


def test_top_card_during_a_challenge_and_while_a_wild_starter_waits_for_its_colour():
    game = at(["W+4 R2 R3", "G3 G4"], "R7", "G4 G5 Y1 Y2 Y3 Y4 Y5", rules="classic")
    game.push("0: play W+4 blue")
    assert top_summary(game, 1, BRIEF) == ("Top card Wild Draw Four, colour blue. Wild Draw Four: you may "
                                           "challenge it, or accept and draw 4.")
    starter = dealt(["R1 R2 R3 R4 R5 R6 R7", "G1 G2 G3 G4 G5 G6 G7"], "W", rules="classic")
    assert starter.phase == "choose"
    assert top_summary(starter, 0, BRIEF) == "Top card Wild, no colour named yet. Ben must name it."
    assert top_summary(starter, 1, BRIEF) == "Top card Wild, no colour named yet. You must name it."


# ----------------------------------------------------------------------------- c: card counts
def test_counts_in_seat_order_with_uno_state():
    game = at(["R1 R2", "G2 G3 G4", "B2 B3"], "R7", "Y1 Y2", rules="classic")
    game.push("0: play R1")  # down to one card without declaring UNO: can be caught
    assert counts_summary(game, 2, BRIEF) == "Ana 1 no UNO, Ben 3, Cy 2."
    assert counts_summary(game, 2) == ("Ana 1 without UNO, can be caught, Ben (to act) 3, Cy (you) 2. "
                                       "Type catch 0 to catch Ana.")
    game.push("0: uno")
    assert counts_summary(game, 2, BRIEF) == "Ana 1 UNO, Ben 3, Cy 2."


def test_counts_name_places_of_seats_out_and_spectrum_has_no_uno():
    game = at(["R1", "G2 G3", "B2 B3"], "R7", "G4 G5", rules="black-uno")
    game.push("0: play R1")
    assert counts_summary(game, 1, BRIEF) == "Ana out 1st, Ben 2, Cy 2."
    spectrum = at(["R1", "G2 G3"], "R7", "G4 G5", rules="spectrum", current=1)
    assert counts_summary(spectrum, 1, BRIEF) == "Ana 1, Ben 2."


# ----------------------------------------------------------------------------- w: whose turn
def test_turn_and_direction_with_the_next_seat():
    game = at(["R1 R2", "G2 G3", "B2 B3"], "R7", "G4 G5", rules="classic")
    assert turn_summary(game, 0, BRIEF) == "Your turn. Clockwise, Ben next."
    assert turn_summary(game, 1, BRIEF) == "Ana's turn. Clockwise, you next."
    assert turn_summary(game, 1) == "Ana's turn. Clockwise (seat numbers go up), you next."
    back = at(["R1 R2", "G2 G3", "B2 B3"], "R7", "G4 G5", rules="classic", direction=-1)
    assert turn_summary(back, 0, BRIEF) == "Your turn. Counter-clockwise, Cy next."


def test_turn_passes_over_seats_that_are_out_and_says_what_must_be_done():
    game = at(["", "G2 G3", "B2 B3"], "R7", "G4 G5", rules="black-uno", current=2, out=(0,))
    assert turn_summary(game, 1, BRIEF) == "Cy's turn. Clockwise, you next."
    pending = at(["R1 R2", "G+2 G3", "B2 B3"], "R+2", "G4 G5", rules="black-uno", current=1, pending=2)
    assert turn_summary(pending, 1).startswith("Your turn, facing a penalty of 2 cards.")
    drawn = at(["B1 B2", "G2 G3"], "R7", "R3 G4", rules="classic")
    drawn.push("0: draw")
    assert turn_summary(drawn, 0).startswith("Your turn: you must play the drawn Red 3 or pass.")
    assert turn_summary(drawn, 1).startswith("Ana's turn: they must play the card just drawn or pass.")


def test_turn_when_the_round_is_over_gives_the_result():
    game = at(["R1", "G2 G3"], "R7", "G4 G5", rules="classic")
    game.push("0: play R1")
    assert turn_summary(game, 1) == "Round over. Ana wins the round; Ana scores 5 points."


# ----------------------------------------------------------------------------- l: last moves
def test_last_moves_since_your_own_last_move():
    game = at(["R1 R2 R3", "R4 G3 G4", "B2 B3 R5"], "R7", "G5 G6 G7", rules="classic")
    assert last_summary(game, 1, BRIEF) == "No moves since the deal."
    game.push("0: play R1")
    game.push("1: play R4")
    game.push("2: play R5")
    assert last_summary(game, 1, BRIEF) == "1 move since your turn: Cy plays Red 5."
    assert last_summary(game, 2, BRIEF) == "No moves since your turn."
    assert last_summary(game, 0, BRIEF_NUMBER_FIRST) == "2 moves since your turn: Ben plays 4 red. Cy plays 5 red."


def test_last_moves_before_your_first_turn_in_full_also_say_how_the_round_began():
    game = dealt(["R1 R2 R3 R4 R5 R6 R7", "G1 G2 G3 G4 G5 G6 G7"], "G9", rules="classic")
    game.push("1: play G1")
    text = last_summary(game, 0)
    assert text.startswith("1 move since the deal: Ben plays Green 1.")
    # labelled, so the deal is not heard as more of the last moves (a new user took it for them)
    assert text.endswith(f"Ben plays Green 1. How the round began: {game.setup_narration}")


# ----------------------------------------------------------------------------- m: legal moves
def test_moves_collapse_wild_colours_and_uno_forms_with_reasons_in_full():
    game = at(["R5 W", "G2 G3"], "R7", "G4 G5", rules="classic")
    assert moves_summary(game, 0, BRIEF) == "3 moves: Red 5, say UNO, Wild, name a colour, say UNO, draw."
    full = moves_summary(game, 0)
    assert full.startswith("3 moves. Red 5, say UNO: Red 5 matches the colour red. ")
    assert "Wild, name a colour, say UNO: a Wild may be played on any card." in full
    assert "names red" not in full


def test_moves_when_not_your_turn_include_a_catch_and_otherwise_say_whose_turn():
    game = at(["R1 R2", "G2 G3 G4", "B2 B3"], "R7", "Y1 Y2", rules="classic")
    assert moves_summary(game, 1, BRIEF) == "No moves: it is Ana's turn."
    game.push("0: play R1")
    assert moves_summary(game, 2, BRIEF) == "1 move: catch Ana."
    assert moves_summary(game, 0, BRIEF) == "1 move: say UNO."
    assert moves_summary(game, 2).startswith("1 move. Catch Ana: Ana holds one card and did not declare UNO")


def test_moves_for_a_challenge_and_for_a_wild_starter():
    game = at(["W+4 R2 R3", "G3 G4"], "R7", "G4 G5 Y1 Y2 Y3 Y4 Y5", rules="classic")
    game.push("0: play W+4 blue")
    assert moves_summary(game, 1, BRIEF) == "2 moves: challenge, accept."
    starter = dealt(["R1 R2 R3 R4 R5 R6 R7", "G1 G2 G3 G4 G5 G6 G7"], "W", rules="classic")
    assert moves_summary(starter, 1, BRIEF) == "1 move: choose a colour."
    assert moves_summary(starter, 1) == ("1 move. Choose a colour: name the colour of the Wild starter card: "
                                         "blue green red yellow.")


# ----------------------------------------------------------------------------- s: scores
def test_scores_in_seat_order_and_how_the_match_is_won():
    game = at(["R1", "G2 G3"], "R7", "G4 G5", rules="classic")
    assert scores_summary(game, 0, BRIEF) == "Scores: Ana 0, Ben 0."
    game.push("0: play R1")
    assert scores_summary(game, 0) == ("Scores: Ana 5, Ben 0. The first to 500 points wins the match. "
                                       "Ana wins the round; Ana scores 5 points.")
    lowest = Game(Game("classic", 2).rules.replace(scoring="lowest"), ["Ana", "Ben"])
    assert "the lowest total wins" in scores_summary(lowest, 0)


def test_black_uno_scores_places_not_points():
    game = at(["R1", "G2 G3", "B2 B3"], "R7", "G4 G5", rules="black-uno")
    assert scores_summary(game, 0, BRIEF) == "No places yet: black-uno scores places, not points."
    game.push("0: play R1")
    assert scores_summary(game, 0) == "Places: 1st Ana. The round goes on until 3 places are decided."


# ----------------------------------------------------------------------------- keys and answer()
def test_keys_list_every_question_and_the_help_key():
    assert [key for key, _ in KEYS] == ["h", "t", "c", "w", "l", "m", "s", "? or F1"]
    assert all(isinstance(what, str) and what for _, what in KEYS)
    assert keys_help(BRIEF).startswith("Keys: h your hand")
    assert "command field" in keys_help()


def test_answer_dispatches_keys_and_question_words_and_refuses_others():
    game = at(["R1 R2", "G2 G3"], "R7", "G4 G5", rules="classic")
    assert answer(game, 0, "h") == hand_summary(game, 0)
    assert answer(game, 0, " Hand ") == hand_summary(game, 0)
    assert answer(game, 0, "F1") == keys_help()
    assert answer(game, 0, "?", BRIEF) == keys_help(BRIEF)
    for key, words in QUESTIONS.items():
        for word in words:
            assert answer(game, 0, word) == answer(game, 0, key)
    with pytest.raises(AnnounceError, match="unknown question 'x'; keys are: h t c w l m s"):
        answer(game, 0, "x")
    with pytest.raises(AnnounceError):
        answer(game, 0, 3)  # type: ignore[arg-type]


def _key_fact(game: Game, seat: int, key: str, settings: AnnounceSettings) -> str:
    """What must appear in the first 40 characters of the answer to ``key``."""
    if key == "h":
        size = len(game.hand(seat))
        return f"{size} card"
    if key == "t":
        return card_words(game.top, settings)
    if key == "c":
        return game.players[0]
    if key == "w":
        if game.is_over():
            return "Round over"
        return "Your turn" if game.current == seat else f"{game.players[game.current]}'s turn"
    if key == "l":
        return "move"
    if key == "m":
        return "move"
    if key == "s":
        return "Scores:" if game.rules.scoring != "none" else "lace"
    return "Keys:"


@given(preset=st.sampled_from(["classic", "black-uno", "spectrum"]), players=st.integers(2, 4),
       seed=st.integers(0, 10_000), steps=st.integers(0, 60),
       settings=st.builds(AnnounceSettings, detail=st.sampled_from(["brief", "full"]),
                          card_order=st.sampled_from(["color", "number"])))
def test_every_answer_is_one_message_with_its_key_fact_in_the_first_40_characters(
        preset, players, seed, steps, settings):
    names = ["Ana", "Ben", "Cy", "Dee"][:players]
    game = Game(preset, names, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        game.push(rng.choice(game.legal_moves()))
    for seat in range(players):
        for key in ["h", "t", "c", "w", "l", "m", "s", "?"]:
            text = answer(game, seat, key, settings)
            assert isinstance(text, str) and text and "\n" not in text
            assert text == text.strip()
            assert _key_fact(game, seat, key, settings) in text[:40], (key, text)


# ----------------------------------------------------------------------------- announcements
def test_announce_move_is_the_narration_key_fact_first_and_full_adds_the_card_count():
    game = at(["R1 R2 R3", "R4 G3 G4"], "R7", "G5 G6 G7", rules="classic")
    game.push("0: play R1")
    game.push("1: play R4")
    assert announce_move(game, 0, BRIEF) == "Ana plays Red 1."
    assert announce_move(game, 0) == "Ana plays Red 1. Ana holds 2 cards."
    assert announce_move(game, -1, NUMBER_FIRST) == "Ben plays 4 red. Ben holds 2 cards."
    with pytest.raises(IndexError):
        announce_move(game, 2)


def test_announce_move_leaves_out_the_count_of_a_seat_that_went_out():
    game = at(["R1", "G2 G3"], "R7", "G4 G5", rules="classic")
    game.push("0: play R1")
    assert announce_move(game) == "Ana plays Red 1. Ana has no cards left and wins the round. Ana scores 5 points."


def test_bot_moves_one_by_one_or_as_one_summary_that_starts_with_your_turn():
    game = at(["R1 R2 R3", "R4 G3 G4", "B2 B3 R5"], "R7", "G5 G6 G7", rules="classic")
    for move in ("0: play R1", "1: play R4", "2: play R5"):
        game.push(move)
    each = announce_moves(game, 1, 0, BRIEF)
    assert each == ["Ben plays Red 4.", "Cy plays Red 5."]
    summary = announce_moves(game, 1, 0, AnnounceSettings(bot_moves="summary"))
    assert summary == ["Your turn, on Red 5. Ben plays Red 4. Cy plays Red 5."]
    assert announce_moves(game, 3, 0) == []
    with pytest.raises(IndexError):
        announce_moves(game, 4, 0)


def test_bot_summary_names_the_wild_colour_and_the_round_end():
    game = at(["R1 R2", "W G3"], "R7", "G5 G6 G7", rules="classic")
    game.push("0: play R1")
    game.push("0: uno")
    game.push("1: play W blue")
    assert announce_moves(game, 2, 0, AnnounceSettings(bot_moves="summary"))[0].startswith(
        "Your turn, on Wild (blue). Ben plays Wild and names blue.")
    over = at(["R1", "G2 G3"], "R7", "G4 G5", rules="classic", current=0)
    over.push("0: play R1")
    assert announce_moves(over, 0, 1, AnnounceSettings(bot_moves="summary"))[0].startswith(
        "Round over. Ana wins the round")


def test_an_onlooker_hears_the_public_answers_with_nobody_called_you():
    game = Game("classic", players=["Ana", "Ben", "Cy"], seed=4)
    for _ in range(4):
        game.push(random.Random(len(game.move_stack)).choice(game.legal_moves(game.current)))
    current = game.players[game.current]
    for key in "tcwls":
        text = answer(game, None, key)
        assert not re.search(r"\byou", text, re.IGNORECASE), (key, text)
    assert answer(game, None, "w").startswith(f"{current}'s turn.")
    assert "(you" not in counts_summary(game, None, AnnounceSettings())
    mover = game.current
    last = max(i for i, move in enumerate(game.move_stack) if move.seat == mover) if any(
        move.seat == mover for move in game.move_stack) else -1
    expected = f"since {current}'s last turn" if last >= 0 else "since the deal"
    assert expected in last_summary(game, None)
    for key in ("h", "m", "hand"):
        with pytest.raises(AnnounceError, match="about a seat's hand"):
            answer(game, None, key)
    with pytest.raises(InvalidMoveError):
        answer(game, 7, "t")


def test_a_colour_group_is_never_said_like_a_card_name():
    # "Red 3: 3, 8, Draw Two" sounded like the card Red 3 (a new user); the count is said as cards
    game = at(["R3 R8 R+2 G+2", "B1 B2"], "R7", "G5 G6", rules="classic")
    for settings in (BRIEF, AnnounceSettings(), BRIEF_NUMBER_FIRST):
        groups = hand_summary(game, 0, settings).split("Playable:")[0]  # "Playable: Red 3, ..." names cards
        assert "Red 3" not in groups and "3 red:" not in groups
    assert hand_summary(game, 0, BRIEF).startswith("4 cards. Red, 3 cards: 3, 8, Draw Two. Green, 1 card: Draw Two.")
    assert hand_summary(game, 0, BRIEF_NUMBER_FIRST).startswith("4 cards. 3 red cards: 3, 8, Draw Two.")


def test_a_default_name_is_not_followed_by_its_own_seat_number():
    # "Seat 1 (seat 1)" (a new user, in a transcript and the turn line)
    from unokit.phrases import with_seat

    assert [with_seat(name, seat) for seat, name in enumerate(["Ana", "Seat 1", "seat  2", "Seat 0"])] == [
        "Ana (seat 0)", "Seat 1", "seat  2", "Seat 0 (seat 3)"]


def test_a_stack_cross_draw_two_total_may_also_take_a_wild_draw_four():
    from unokit.announce import penalty_additions
    from unokit.cards import Rank
    from unokit.rules import find_preset

    cross = find_preset("black-uno", stack_cross=True)
    game = at(["R+2 R2 R3", "W+4 G3 G4", "B1 B2"], "R7", "G4 G5 Y1 Y2 Y3 Y4 Y5", rules=cross)
    game.push("0: play R+2")
    assert top_summary(game, 1, BRIEF) == ("Top card Red Draw Two, colour red. Penalty: 2 cards for you, "
                                           "unless you add another Draw Two or a Wild Draw Four.")
    assert penalty_additions(find_preset("classic"), Rank.WILD_DRAW_FOUR) == ""  # challenged or accepted
    assert penalty_additions(find_preset("black-uno"), Rank.WILD_DRAW_FOUR) == "another Wild Draw Four"
    assert penalty_additions(cross, Rank.WILD_DRAW_FOUR) == "another Wild Draw Four"
