"""Odd input to the Python API: every mistake is one of unokit's ValueError subclasses with a message
that names the input, never an AttributeError, TypeError, KeyError or ValueError from inside, and never
a hang."""

from __future__ import annotations

import math

import pytest

from unokit.cards import Card, Color
from unokit.errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidMoveError,
    RecordError,
    RulesError,
    UnokitError,
)
from unokit.game import Game
from unokit.moves import Move, MoveKind
from unokit.record import replay
from unokit.rules import find_preset

ALL_RANKS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2", "W", "W+4"]


# --- rules flags ------------------------------------------------------------------------------


def test_a_name_override_is_an_unknown_flag_not_a_type_error():
    with pytest.raises(RulesError, match="unknown rules flag 'name'"):
        find_preset("classic", name="x")
    record = {"unokit": 1, "rules": {"preset": "classic", "name": "x"}, "players": 2}
    with pytest.raises(RecordError, match="^rules: unknown rules flag 'name'"):
        replay(record)


@pytest.mark.parametrize(
    ("preset", "colors", "message"),
    [
        ("classic", [], "leaves out red yellow green blue, a colour of the classic deck"),
        ("classic", ["red", "red", "yellow", "green", "blue"], "lists a colour twice"),
        ("classic", ["red", "yellow", "green", "blue", "brown"], "brown cannot be a colour of play"),
        ("spectrum", ["red", "yellow", "green", "blue"], "leaves out orange teal purple magenta"),
    ],
)
def test_colors_must_be_distinct_colours_of_play_covering_the_deck(preset, colors, message):
    with pytest.raises(RulesError, match=message):
        find_preset(preset, colors=colors)


def test_colors_may_be_reordered():
    rules = find_preset("classic", colors=["blue", "red", "green", "yellow"])
    assert rules.colors == (Color.BLUE, Color.RED, Color.GREEN, Color.YELLOW)
    assert Game(rules, 2, seed=1).legal_moves()


@pytest.mark.parametrize(
    ("flag", "value", "message"),
    [("uno_penalty", -1, "at least 0"), ("challenge_extra", -2, "at least 0"), ("target_score", 0, "at least 1")],
)
def test_counts_cannot_be_negative(flag, value, message):
    with pytest.raises(RulesError, match=f"{flag}={value} is not allowed; it must be {message}"):
        find_preset("classic", **{flag: value})


@pytest.mark.parametrize(
    ("preset", "overrides"),
    [
        ("classic", {"starter_replaced": ALL_RANKS}),
        ("black-uno", {"starter_replaced": [r for r in ALL_RANKS if r != "W"], "wild_starter_replaced": True}),
        ("spectrum", {"starter_replaced": ALL_RANKS[:10]}),  # turned until a number, every number put back
    ],
)
def test_rules_that_put_back_every_starter_are_refused_not_looped_over(preset, overrides):
    with pytest.raises(UnokitError, match="no card left in the deck can be the starter card"):
        Game(find_preset(preset, **overrides), 2, seed=0)


def test_a_deck_of_only_put_back_starters_is_refused():
    with pytest.raises(UnokitError, match=r"starter_replaced=\[W\+4\]"):
        Game("classic", 2, deck=["R1"] * 14 + ["W+4"] * 3)


# --- move notation and Move values --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("³: draw", "the seat before ':' must be a number"),
        ("٣: draw", "the seat before ':' must be a number"),
        ("9" * 5000 + ": draw", "the seat before ':' must be a number"),
        ("0: catch ³", "write 'catch SEAT'"),
        ("0: catch ٣", "write 'catch SEAT'"),
        ("0: catch " + "9" * 5000, "write 'catch SEAT'"),
    ],
)
def test_seat_numbers_are_ascii_digits_of_sensible_length(text, message):
    with pytest.raises(InvalidMoveError, match=message):
        Move.parse(text)


def test_ascii_seat_numbers_still_parse():
    assert Move.parse(" 10 : catch 03") == Move.catch(10, 3)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("0: play R5 uno uno", "uno is written once, at the end of the play, e.g. 'play R5 uno'"),
        ("0: play R5 UNO Uno", "uno is written once, at the end of the play, e.g. 'play R5 uno'"),
        ("0: play R5 uno blue", "uno goes at the end of the play, after the colour, e.g. 'play W blue uno'"),
        ("0: play uno R5", "uno goes at the end of the play, after the colour, e.g. 'play W blue uno'"),
        ("0: play W blue blue", "a play names one colour, written once after the cards, e.g. 'play W blue'"),
        ("0: play blue W", "the colour goes after the cards, e.g. 'play W blue'"),
        ("0: play R7 swap 1 swap 2", "write 'swap SEAT' once, after the sevens, e.g. 'play R7 swap 2'"),
    ],
)
def test_a_word_of_the_play_written_twice_or_out_of_place_is_named(text, message):
    """The new user's 'play R5 uno uno' was told "unknown card 'uno'"."""
    with pytest.raises(InvalidMoveError) as caught:
        Move.parse(text)
    assert str(caught.value) == f"move {text!r}: {message}"


def test_the_words_of_a_play_in_their_order_still_parse():
    assert Move.parse("0: play R5 uno") == Move.play(0, "R5", uno=True)
    assert Move.parse("0: play W+4 Green UNO").notation() == "0: play W+4 green uno"
    assert Move.parse("0: play R7 swap 2 uno").notation() == "0: play R7 swap 2 uno"
    with pytest.raises(InvalidMoveError, match="unknown card 'unoo'"):
        Move.parse("0: play R5 unoo")


@pytest.mark.parametrize(
    "make",
    [
        lambda: Move.play(0, "R5", color=5),
        lambda: Move.play(0, "W", color=5),
        lambda: Move.play(0, "W", color=Color.BROWN),
        lambda: Move.play(0, "R5", uno="yes"),
        lambda: Move.simple(0, "jump"),
        lambda: Move.simple(0, None),
        lambda: Move.simple(0, "choose", color=5),
        lambda: Move(0, "draw"),
        lambda: Move(0, MoveKind.PLAY, ("R5",)),
        lambda: Move(0, MoveKind.PLAY, "R5"),
    ],
    ids=["colour-int-on-number", "colour-int-on-wild", "colour-brown", "uno-str", "verb-unknown", "verb-none",
         "choose-int", "kind-str", "cards-str-tuple", "cards-str"],
)
def test_move_values_of_the_wrong_type_are_invalid_moves(make):
    with pytest.raises(InvalidMoveError):
        make()


def test_move_simple_reads_a_verb_in_any_case():
    assert Move.simple(1, " DRAW ") == Move.parse("1: draw")


# --- Game arguments and queries -----------------------------------------------------------------


def test_a_huge_player_count_is_refused_at_once():
    with pytest.raises(RulesError, match="classic is played by 2-10 players; got 10000000000"):
        Game("classic", 10**10)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"seed": None}, "seed must be a whole number, not None"),
        ({"seed": "7"}, "seed must be a whole number"),
        ({"seed": [1]}, "seed must be a whole number"),
        ({"seed": 1.5}, "seed must be a whole number"),
        ({"round_number": 0}, "round_number must be a whole number >= 1"),
        ({"round_number": "2"}, "round_number must be a whole number >= 1"),
        ({"scores": 5}, "scores must be a list of whole numbers"),
        ({"scores": "ab"}, "scores must be a list of whole numbers"),
        ({"scores": [None, None]}, "scores must be a list of whole numbers"),
    ],
)
def test_game_arguments_of_the_wrong_type(kwargs, message):
    with pytest.raises(RulesError, match=message):
        Game("classic", 2, **kwargs)


@pytest.mark.parametrize("deck", [5, "R7 G7", object()])
def test_a_deck_that_is_not_a_list_of_cards(deck):
    with pytest.raises(InvalidCardError, match="deck must be a list of cards or card codes"):
        Game("classic", 2, deck=deck)


@pytest.mark.parametrize("value", [None, 0, True, 1.5, b"R7", ["R7"]])
def test_explain_and_is_legal_refuse_values_that_are_not_moves(value):
    game = Game("classic", 3, seed=7)
    with pytest.raises(InvalidMoveError, match="not " + repr(value).replace("[", r"\[").replace("]", r"\]")):
        game.explain(value)
    with pytest.raises(InvalidMoveError, match="a move must be a Move or move text"):
        game.is_legal(value)


def test_explain_still_answers_for_moves_cards_and_text():
    game = Game("classic", 3, seed=7)
    assert game.explain("R7").reason == "Seat 2 does not hold Red 7"
    assert game.explain(game.legal_moves()[0]).legal
    with pytest.raises(IllegalMoveError):
        game.push("0: draw")


def test_move_errors_quote_a_card_as_it_was_written():
    with pytest.raises(InvalidMoveError, match=r"^move '2: play X9': unknown card 'X9'"):
        Move.parse("2: play X9")
    with pytest.raises(InvalidMoveError, match=r"^move '2: Jump': unknown verb 'Jump'"):
        Move.parse("2: Jump")
    with pytest.raises(InvalidMoveError, match=r"^move '1: DRAW now': draw takes nothing after it$"):
        Move.parse("1: DRAW now")
    assert str(Move.parse("2:  PLAY w+4 Green UNO")) == "2: play W+4 green uno"


# --- drawing: SVG, colour-vision simulation, sheets ---------------------------------------------


def _render_calls():
    from unokit.render import cvd, sheets, svg

    r7 = Card.parse("R7")
    return [
        ("contrast_ratio('x')", lambda: svg.contrast_ratio("x", "#ffffff"), "colour 'x' is not a hex colour"),
        ("contrast_ratio(None)", lambda: svg.contrast_ratio(None, "#ffffff"), "colour None is not a hex colour"),
        ("ink_for('')", lambda: svg.ink_for(""), "colour '' is not a hex colour"),
        ("card size list", lambda: svg.card(r7, size=[]), r"unknown card size \[\]"),
        ("back vision dict", lambda: svg.back(vision={}), r"unknown vision \{\}"),
        ("card id_prefix int", lambda: svg.card(r7, id_prefix=3), "id_prefix 3 is not allowed"),
        ("wild_colors int", lambda: svg.card(Card.parse("W"), wild_colors=0), "wild_colors must be a list"),
        ("legend int", lambda: svg.legend(5), "legend takes a list of colours, not 5"),
        ("hand None", lambda: svg.hand(None), "hand takes a list of cards"),
        ("table None", lambda: svg.table(None), "table needs a game or seat view with a top card"),
        ("simulate_hex None", lambda: cvd.simulate_hex(None, "protanopia"), "colour None is not a hex colour"),
        ("simulate_hex vision list", lambda: cvd.simulate_hex("#ff0000", []), r"unknown vision \[\]"),
        ("simulate_hex severity str", lambda: cvd.simulate_hex("#ff0000", "protanopia", "x"),
         "severity 'x' is not allowed; it must be a number between 0 and 1"),
        ("simulate_rgb None", lambda: cvd.simulate_rgb(None, "protanopia"), "image must be RGB pixels"),
        ("simulate_palette None", lambda: cvd.simulate_palette(None, "protanopia"), "palette must map names"),
        ("sheet_pdf None", lambda: sheets.sheet_pdf(None), "a sheet takes a list of cards"),
        ("sheet_pdf 'R7'", lambda: sheets.sheet_pdf("R7"), "a sheet takes a list of cards"),
        ("braille_label None", lambda: sheets.braille_label(None), "braille_label takes a Card or a card code"),
        ("braille_cells None", lambda: sheets.braille_cells(None), "a braille label is a string"),
        ("card width_px str", lambda: svg.card(r7, width_px="120"), "width_px='120' is not allowed"),
        ("card width_px inf", lambda: svg.card(r7, width_px=math.inf), "width_px=inf is not allowed"),
        ("hand width_px True", lambda: svg.hand([r7], width_px=True), "width_px=True is not allowed"),
        ("hand legal int", lambda: svg.hand([r7], legal=0), "legal must be a list of card positions, not 0"),
        ("write_cards dpi None", lambda: svg.write_cards(dpi=None), "dpi=None is not allowed"),
        ("sheet_pdf title None", lambda: sheets.sheet_pdf([r7], title=None), "title must be text"),
        ("braille_dots_pdf title 5", lambda: sheets.braille_dots_pdf([r7], title=5), "title must be text"),
    ]


@pytest.mark.parametrize("index", range(26), ids=[call[0] for call in _render_calls()])
def test_drawing_functions_refuse_odd_values_with_render_errors(index):
    from unokit.errors import RenderError

    _label, call, message = _render_calls()[index]
    with pytest.raises(RenderError, match=message):
        call()


def test_braille_label_reads_a_card_code_like_the_other_drawing_functions():
    from unokit.render import sheets

    assert sheets.braille_label("r7") == sheets.braille_label(Card.parse("R7")) == "⠗⠼⠛"


# --- scoring and bots ---------------------------------------------------------------------------


def test_card_points_reads_codes_and_refuses_what_is_not_cards():
    from unokit.scoring import card_points

    assert card_points(["R7", Card.parse("GS"), "w"]) == 77
    assert card_points(code for code in ("R7", "W+4")) == 57
    with pytest.raises(InvalidCardError, match="card_points takes a list of cards or card codes, not 'R7 G7'"):
        card_points("R7 G7")
    with pytest.raises(InvalidCardError, match="card_points takes cards or card codes, not None"):
        card_points([Card.parse("R7"), None])
    with pytest.raises(InvalidCardError, match="unknown card 'x'"):
        card_points(["R7", "x"])


def test_match_winner_checks_scores_and_reads_a_preset_name():
    from unokit.scoring import match_winner

    assert match_winner([600, 20], "classic") == 0
    with pytest.raises(UnokitError, match="scores must be a list of whole numbers"):
        match_winner(["a", 1], "classic")
    with pytest.raises(RulesError, match="rules must be a Rules value or a preset name, not None"):
        match_winner([1, 2], None)


@pytest.mark.parametrize("seed", [None, "7", 1.5, [1], True])
def test_a_bot_seed_must_be_a_whole_number(seed):
    from unokit.agents import make_agent

    with pytest.raises(UnokitError, match="a bot's seed must be a whole number"):
        make_agent("random", seed)


@pytest.mark.parametrize("direction", [True, 1.0, -1.0, 0, 2])
def test_a_position_direction_is_the_int_1_or_minus_1(direction):
    from unokit.game import Position

    position = Position(hands=((Card.parse("R7"),), (Card.parse("B5"),)), discard=(Card.parse("R5"),),
                        draw_pile=(), current=0, direction=direction)
    with pytest.raises(RecordError, match="position.direction must be 1 or -1"):
        Game("classic", 2, position=position)


def _position(**changes):
    from unokit.game import Position

    fields = dict(hands=((Card.parse("R7"), Card.parse("G3")), (Card.parse("B5"),)), discard=(Card.parse("R5"),),
                  draw_pile=(Card.parse("B1"),), current=0)
    fields.update(changes)
    return Position(**fields)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"current": True}, "position.current must be a whole number, not True"),
        ({"hands": None}, "position.hands must be a list of hands, one per seat, not None"),
        ({"hands": ((None,), ("B5",))}, r"position.hands\[0\]\[0\] must be a Card or a card code, not None"),
        ({"discard": None}, "position.discard must be a list of cards or card codes, not None"),
        ({"draw_pile": ("X",)}, r"position.draw_pile\[0\]: unknown card 'X'"),
        ({"out": None}, "position.out must be a list of seat numbers, not None"),
        ({"pending_draw": True}, "position.pending_draw must be a whole number, not True"),
    ],
)
def test_position_values_of_the_wrong_type(changes, message):
    with pytest.raises(RecordError, match=message):
        Game("classic", 2, position=_position(**changes))


def test_a_position_may_hold_card_codes_and_its_record_replays():
    from unokit.record import to_record

    game = Game("classic", 2, position=_position(hands=(("R7", "g3"), ("B5",)), discard=["R5"], draw_pile=["B1"]))
    assert game.state_dict()["hands"] == [["R7", "G3"], ["B5"]]
    assert replay(to_record(game)).state_dict() == game.state_dict()


@pytest.mark.parametrize("codes", [None, 5, b"R7"])
def test_parse_cards_refuses_what_is_not_codes(codes):
    from unokit.cards import parse_cards

    with pytest.raises(InvalidCardError, match="cards are a string of card codes or a list of them"):
        parse_cards(codes)


@pytest.mark.parametrize("word", [None, 5, ["red"]])
def test_colour_from_word_refuses_what_is_not_a_word(word):
    with pytest.raises(InvalidCardError, match="unknown colour"):
        Color.from_word(word)
