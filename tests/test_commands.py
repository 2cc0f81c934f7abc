"""The command field's parser (unokit.commands): move notation and plain words to a legal Move of
the seat, question words to a Question, everything else a CommandError with a clear message."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.scenarios import at, cards, dealt
from unokit.announce import QUESTIONS, AnnounceSettings
from unokit.commands import (
    COMMAND_EXAMPLES,
    PRIVATE_QUESTION_KEYS,
    QUOTE_LIMIT,
    CommandError,
    Question,
    cut_quotes,
    move_words,
    parse_command,
    quote_typed,
    read_question,
)
from unokit.errors import InvalidMoveError, UnokitError
from unokit.game import Game, Position
from unokit.moves import Move


def parsed(game: Game, seat: int, text: str) -> str:
    result = parse_command(game, seat, text)
    assert isinstance(result, Move)
    return str(result)


@pytest.fixture
def game() -> Game:
    """Ana (seat 0) to act on Red 7, holding Red 5, Blue 5, Red Skip, Yellow Draw Two, a Wild and a
    Wild Draw Four (she holds red, so the Wild Draw Four is a bluff)."""
    return at(["R5 B5 RS Y+2 W W+4 R+2", "G2 G3 G4", "B2 B3"], "R7", "G5 G6 G7 G8", rules="classic")


# ----------------------------------------------------------------------------- plays
@pytest.mark.parametrize("text", ["play r5", "r5", "R5", "red 5", "5 red", "Red 5", "  play   RED  5 ",
                                  "0: play R5", "play five red", "red five"])
def test_every_form_of_red_5(game, text):
    assert parsed(game, 0, text) == "0: play R5"


@pytest.mark.parametrize(("text", "move"), [
    ("wild blue", "0: play W blue"), ("w blue", "0: play W blue"), ("play W blue", "0: play W blue"),
    ("w+4 green", "0: play W+4 green"), ("wild draw four green", "0: play W+4 green"),
    ("wild draw 4 green", "0: play W+4 green"), ("+4 green", "0: play W+4 green"),
    ("red skip", "0: play RS"), ("skip red", "0: play RS"), ("skip", "0: play RS"), ("rs", "0: play RS"),
    ("red draw two", "0: play R+2"), ("draw two red", "0: play R+2"), ("r+2", "0: play R+2"),
    ("red +2", "0: play R+2"), ("draw 2 red", "0: play R+2"),
])
def test_plain_words_for_actions_and_wilds(game, text, move):
    assert parsed(game, 0, text) == move


def test_simple_moves_by_word(game):
    assert parsed(game, 0, "draw") == "0: draw"
    assert parsed(game, 0, "DRAW") == "0: draw"
    game.push("0: draw")  # draws Green 5: not playable on red 7, the turn ends
    drawn = at(["B1 B2", "G2 G3"], "R7", "R3 G4", rules="classic")
    drawn.push("0: draw")  # Red 3 is playable
    assert parsed(drawn, 0, "pass") == "0: pass"
    assert parsed(drawn, 0, "keep") == "0: pass"
    assert parsed(drawn, 0, "play") == "0: play R3"
    assert parsed(drawn, 0, "red 3") == "0: play R3"


def test_uno_with_a_play_and_late_and_catch_by_number_name_or_alone():
    game = at(["R1 R2", "G2 G3 G4", "B2 B3"], "R7", "Y1 Y2", rules="classic")
    assert parsed(game, 0, "r1 uno") == "0: play R1 uno"
    assert parsed(game, 0, "red 1 uno") == "0: play R1 uno"
    game.push("0: play R1")
    assert parsed(game, 0, "uno") == "0: uno"
    assert parsed(game, 0, "say uno") == "0: uno"
    assert parsed(game, 2, "catch 0") == "2: catch 0"
    assert parsed(game, 2, "catch Ana") == "2: catch 0"
    assert parsed(game, 2, "catch ana") == "2: catch 0"
    assert parsed(game, 2, "catch") == "2: catch 0"


def test_catch_a_seat_whose_name_has_a_space_and_errors_of_catch():
    position = Position(hands=(cards("R1 R2"), cards("G2 G3"), cards("B2 B3")), discard=cards("R7"),
                        draw_pile=cards("Y1 Y2"), current=0)
    named = Game("classic", ["Ana Lee", "Ben", "Cy"], position=position)
    named.push("0: play R1")
    assert parsed(named, 1, "catch  ana LEE") == "1: catch 0"
    game = Game("classic", 2)
    with pytest.raises(CommandError, match="nobody can be caught now"):
        parse_command(game, 0, "catch")
    with pytest.raises(CommandError, match=r"catch whom\? Give a seat number \(0-1\) or a name: Seat 0, Seat 1"):
        parse_command(game, 0, "catch Zed")
    # "catch seat 1" is read as the name "Seat 1"; the engine then refuses it with its reason
    with pytest.raises(CommandError, match="Seat 1 holds 7 cards, not one, so there is nothing to catch"):
        parse_command(game, 0, "catch seat 1")


def test_challenge_accept_and_choose():
    game = at(["W+4 R2 R3", "G3 G4"], "R7", "G4 G5 Y1 Y2 Y3 Y4 Y5", rules="classic")
    game.push("0: play W+4 blue")
    assert parsed(game, 1, "challenge") == "1: challenge"
    assert parsed(game, 1, "Accept") == "1: accept"
    starter = dealt(["R1 R2 R3 R4 R5 R6 R7", "G1 G2 G3 G4 G5 G6 G7"], "W", rules="classic")
    assert parsed(starter, 1, "choose blue") == "1: choose blue"
    assert parsed(starter, 1, "blue") == "1: choose blue"
    with pytest.raises(CommandError, match="write choose and one colour"):
        parse_command(starter, 1, "choose")


def test_several_cards_at_once_in_black_uno():
    game = at(["R7 G7 B7 Y1", "G2 G3"], "Y7", "G4 G5", rules="black-uno")
    assert parsed(game, 0, "r7 g7 b7") == "0: play R7 G7 B7"
    assert parsed(game, 0, "red 7 green 7 blue 7") == "0: play R7 G7 B7"
    assert parsed(game, 0, "7 red 7 blue") == "0: play R7 B7"
    assert parsed(game, 0, "play R7, B7") == "0: play R7 B7"


# ----------------------------------------------------------------------------- questions
def test_question_words_and_keys_give_questions():
    game = Game("classic", 2)
    for key, words in QUESTIONS.items():
        for word in words:
            assert parse_command(game, 0, word) == Question(key)
            assert parse_command(game, 0, word.upper()) == Question(key)
    assert parse_command(game, 0, "w") == Question("w")  # whose turn, not the Wild


# ----------------------------------------------------------------------------- refusals
def test_ambiguous_card_lists_the_cards_it_could_be(game):
    with pytest.raises(CommandError) as error:
        parse_command(game, 0, "5")
    assert str(error.value) == "'5' could be Red 5 or Blue 5: say which, e.g. 'red 5'"
    with pytest.raises(CommandError) as error:
        parse_command(game, 0, "five", settings=AnnounceSettings(card_order="number"))
    assert str(error.value) == "'five' could be 5 red or 5 blue: say which, e.g. '5 red'"
    with pytest.raises(CommandError, match="'red' could be Red 5, Red Skip or Red Draw Two"):
        parse_command(game, 0, "red")


def test_a_refused_move_gives_the_engine_reason(game):
    with pytest.raises(CommandError) as error:
        parse_command(game, 0, "blue 5")
    assert str(error.value) == game.explain("0: play B5").reason == "Blue 5 matches neither red nor 7"
    # without the check the move is returned as typed
    assert parse_command(game, 0, "blue 5", check=False) == Move.parse("0: play B5")


# (seat, typed text, the message's words): each refused with a CommandError that says what is allowed
REFUSALS = [
    (0, "g9", "Ana does not hold Green 9"),
    (1, "draw", "it is Ana's turn, not Ben's"),
    (0, "pass", "has not drawn a card this turn"),
    (0, "r5 uno", "this play leaves 6 cards"),
    (0, "   ", "nothing typed: type a move such as r5"),
    (0, "jump", "'jump' is not a card, a colour or a command"),
    (0, "wild", "name a colour for the Wild, e.g. 'wild blue'"),
    (0, "w+4", "name a colour for the Wild Draw Four, e.g. 'w\\+4 blue'"),
    (0, "play", r"play what\?"),
    (0, "green", "you hold no green card"),
    (0, "reverse", "you hold no Reverse"),
    (0, "1: draw", "is a move of seat 1; you are seat 0"),
    (0, "wild blue red 5", "the colour of a Wild comes after the last card"),
    (0, "r5 w blue r5", "the colour of a Wild comes after the last card"),
    (0, 5, "a command is text"),
]


@pytest.mark.parametrize(("seat", "text", "message"), REFUSALS, ids=[repr(r[1]) for r in REFUSALS])
def test_refusals_and_unreadable_text_say_what_is_allowed(game, seat, text, message):
    with pytest.raises(CommandError, match=message):
        parse_command(game, seat, text)


# long or odd typed text, refused by each kind of message that echoes what was typed
LONG = [
    "x" * 5000, "asdfgh", "catch " + "y" * 5000, "swap " + "z" * 5000, "choose " + "q" * 5000,
    "0: " + "k" * 5000, "1: " + "k" * 5000, "red 5 " + "wild " * 1000, "play " + "uno " * 1000,
    "wild blue " + "red 5 " * 1000,
]


@pytest.mark.parametrize("text", LONG, ids=[t[:12] for t in LONG])
def test_a_refusal_quotes_the_typed_text_once_and_cuts_it_short(game, text):
    with pytest.raises(CommandError) as error:
        parse_command(game, 0, text)
    message = str(error.value)
    assert len(message) <= 2 * QUOTE_LIMIT + 250, message
    assert message.count(text[:QUOTE_LIMIT // 2]) <= 1, message  # never echoed twice
    if len(text) > 2 * QUOTE_LIMIT:  # quoted cut short, if at all
        assert text not in message and (text[:QUOTE_LIMIT] not in message or "…" in message)


def test_a_word_that_is_not_a_card_is_named_once():
    game = at(["R5 B5", "G2 G3"], "R7", "G5 G6", rules="classic")
    with pytest.raises(CommandError) as error:
        parse_command(game, 0, "asdfgh")
    assert str(error.value).startswith("'asdfgh' is not a card, a colour or a command; type a move")
    assert str(error.value).count("asdfgh") == 1


def test_quote_typed_cuts_long_text_with_an_ellipsis_and_joins_white_space():
    assert quote_typed("red  5\n") == "'red 5'"
    assert quote_typed("x" * 5000) == "'" + "x" * (QUOTE_LIMIT - 1) + "…'"
    assert len(quote_typed("y" * 100, 10)) == 12
    with pytest.raises(ValueError, match="too short"):
        quote_typed("abc", 1)


def test_cut_quotes_shortens_long_quoted_values_and_long_words_only():
    assert cut_quotes("rules: unknown preset 'classic'") == "rules: unknown preset 'classic'"
    assert cut_quotes("unknown preset '" + "y" * 500 + "'; presets are: classic") == (
        "unknown preset '" + "y" * (QUOTE_LIMIT - 1) + "…'; presets are: classic")
    assert cut_quotes('moves[0] "' + "w" * 500 + '": ' + "w" * 500) == (
        'moves[0] "' + "w" * (QUOTE_LIMIT - 1) + '…": ' + "w" * (QUOTE_LIMIT - 1) + "…")
    with pytest.raises(ValueError, match="too short"):
        cut_quotes("abc", 0)


def test_a_seat_that_does_not_exist_is_an_invalid_move(game):
    with pytest.raises(InvalidMoveError, match="seat 7 does not exist"):
        parse_command(game, 7, "draw")
    assert issubclass(CommandError, UnokitError) and issubclass(CommandError, ValueError)


def test_command_examples_are_readable_help_rows():
    assert all(isinstance(typed, str) and isinstance(does, str) for typed, does in COMMAND_EXAMPLES)
    game = at(["R5 W", "G2 G3"], "R7", "G4 G5", rules="classic")
    assert parsed(game, 0, COMMAND_EXAMPLES[0][0].split(",")[0]) == "0: play R5"


# ----------------------------------------------------------------------------- round trips
def _forms(game: Game, move: Move) -> list[str]:
    notation = move.notation(seat=False)
    forms = [str(move), notation, notation.upper(), move_words(game, move),
             move_words(game, move, card_order="number")]
    if notation.startswith("play "):
        forms.append(notation[len("play "):])
        forms.append("play " + move_words(game, move))
    if move.kind.value == "catch":
        forms.append(f"catch {move.target}")
    return forms


@given(preset=st.sampled_from(["classic", "black-uno", "spectrum"]), players=st.integers(2, 4),
       seed=st.integers(0, 100_000), steps=st.integers(0, 80))
def test_every_legal_move_and_its_plain_word_forms_parse_back_to_that_move(preset, players, seed, steps):
    game = Game(preset, ["Ana", "Ben", "Cy", "Dee"][:players], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        game.push(rng.choice(game.legal_moves()))
    for move in game.legal_moves():
        for text in _forms(game, move):
            assert parse_command(game, move.seat, text) == move, (text, str(move))


def test_round_trip_of_the_rarer_moves():
    game = at(["R1 R2", "G2 G3 G4", "B2 B3"], "R7", "Y1 Y2", rules="classic")
    game.push("0: play R1")
    challenge = at(["W+4 R2 R3", "G3 G4"], "R7", "G4 G5 Y1 Y2 Y3 Y4 Y5", rules="classic")
    challenge.push("0: play W+4 blue")
    starter = dealt(["R1 R2 R3 R4 R5 R6 R7", "G1 G2 G3 G4 G5 G6 G7"], "W", rules="classic")
    stack = at(["R1 R2", "W+4 W+4 G3", "B2 B3"], "W+4", "G4 G5", rules="black-uno", current=1, pending=4,
               color="red")
    for position in (game, challenge, starter, stack):
        moves = position.legal_moves()
        assert moves
        for move in moves:
            for text in _forms(position, move):
                assert parse_command(position, move.seat, text) == move, (text, str(move))


@pytest.mark.parametrize("module", ["unokit.announce", "unokit.commands", "unokit.rules_text"])
def test_docstring_examples_hold(module):
    import doctest
    import importlib

    failed, tried = doctest.testmod(importlib.import_module(module))
    assert tried and not failed


@pytest.mark.parametrize(("typed", "message"), [
    ("draw 5", "'draw 5': draw takes nothing after it; write 'draw'"),  # was "'draw' is not a card, ..."
    ("uno now", "'uno now': uno takes nothing after it; write 'uno'"),
    ("w w", "you hold no Wild"),  # was "name a colour for the Wild, e.g. 'w w blue'"
])
def test_a_command_that_cannot_be_read_says_what_is_wrong_with_it(typed, message):
    game = Game("black-uno", ["Ana", "Ben", "Cy"], seed=1)
    with pytest.raises(CommandError) as refused:
        parse_command(game, game.current, typed, check=False)
    assert str(refused.value) == message


@pytest.mark.parametrize(("typed", "move"), [("r 5", "1: play R5"), ("g +2", "1: play G+2"),
                                              ("w +4 blue", "1: play W+4 blue"), ("b s uno", "1: play BS uno")])
def test_a_card_code_typed_with_a_space_after_its_colour_letter_is_read(typed, move):
    # 'r 5' was "'r' is not a card, a colour or a command"
    game = Game("black-uno", ["Ana", "Ben", "Cy"], seed=1)
    assert parse_command(game, game.current, typed, check=False).notation() == move


# ------------------------------------------------------------------ a question read without a seat
@pytest.mark.parametrize(("text", "key", "private"), [
    ("top", "t", False), ("Top Card", "t", False), ("colour", "t", False), ("counts", "c", False),
    ("whose turn", "w", False), ("last", "l", False), ("scores", "s", False), ("help", "?", False),
    ("hand", "h", True), ("my cards", "h", True), ("legal moves", "m", True), ("M", "m", True),
])
def test_read_question_reads_every_question_word_and_knows_which_describe_a_hand(text, key, private):
    question = read_question(text)
    assert question == Question(key) and question.private is private


@pytest.mark.parametrize("text", ["red 5", "draw", "0: top", "", "   ", "topp", None, 5])
def test_read_question_is_none_for_anything_but_a_question_alone(text):
    assert read_question(text) is None


def test_the_private_questions_are_exactly_the_hand_and_its_moves():
    assert PRIVATE_QUESTION_KEYS == {"h", "m"}
    assert {key for key in QUESTIONS if Question(key).private} == {"h", "m"}


# --- the command field in Portuguese and Spanish (issue 26, DESIGN.md contract 7) --------------------


def test_english_command_field_is_unchanged_by_the_catalogue():
    """Every answer of the battery, byte for byte as before the messages came from en.ftl."""
    import json
    from pathlib import Path

    from tests import command_battery

    before = json.loads((Path(__file__).parent / "golden" / "command_field_en.json").read_text(encoding="utf-8"))
    now = command_battery.outputs()
    assert {key: now[key] for key in before} == before
    assert command_battery.outputs("en") == now


@pytest.mark.parametrize("lang", ["pt-PT", "es"])
def test_every_command_message_is_said_in_the_language(lang):
    from tests import command_battery

    english = command_battery.outputs()
    said = command_battery.outputs(lang)
    errors = [key for key, text in english.items() if text.startswith("error: ")]
    assert len({english[key] for key in errors}) > 80  # the battery reaches the messages
    for key in errors:
        if english[key].startswith("error: a command is text"):
            continue
        assert said[key].startswith("error: ") and said[key] != english[key], (key, said[key])
    # a move or question typed in notation or English is read the same in every language
    assert {key: said[key] for key in english if key not in errors} == \
        {key: english[key] for key in english if key not in errors}


def test_pseudo_locale_command_messages_are_all_from_the_catalogue():
    import re

    from tests import command_battery
    from unokit import i18n

    for key, text in command_battery.outputs("en-XA").items():
        if not text.startswith("error: "):
            continue
        left = i18n.outside_brackets(text[len("error: "):])
        left = re.sub(r"'[^']*'", "", left)  # what was typed, quoted
        left = re.sub(r"\b(Ana|Ben|Cy|classic|black-uno)\b", "", left)  # names, notation
        assert re.sub(r"[\s\d.,:;()+'?-]", "", left) == "", (key, text)


_WORDS = {
    "pt-PT": [
        ("vermelho 5", "1: play R5"), ("5 vermelho", "1: play R5"), ("Vermelho  5", "1: play R5"),
        ("jogo 5 vermelho", "1: play R5"), ("compra", "1: draw"), ("comprar", "1: draw"),
    ],
    "es": [
        ("rojo 5", "1: play R5"), ("5 rojo", "1: play R5"), ("echo rojo 5", "1: play R5"),
        ("roba", "1: draw"), ("robar", "1: draw"),
    ],
}


@pytest.mark.parametrize("lang, typed, move", [(lang, typed, move) for lang, pairs in _WORDS.items()
                                               for typed, move in pairs])
def test_the_words_of_each_language_are_read(lang, typed, move):
    from unokit.game import _doc_deck

    game = Game("classic", ["Ana", "Ben"], deck=_doc_deck())
    assert str(parse_command(game, 1, typed, lang=lang)) == move
    assert str(parse_command(game, 1, move.split(": ")[1], lang=lang)) == move  # notation still reads


@pytest.mark.parametrize("lang, words", [
    ("pt-PT", {"pass": ["passo", "passar", "fico"], "play": ["jogo"]}),
    ("es", {"pass": ["paso", "pasar", "me quedo"], "play": ["echo", "juego"]}),
])
def test_pass_and_play_the_drawn_card_in_words(lang, words):
    game = at(["R1 R2", "G1 G2"], "B9", "B5 Y7", rules="classic")
    game.push("0: draw")  # B5 can be played: pass keeps it, play plays it
    for word in words["pass"]:
        assert str(parse_command(game, 0, word, lang=lang)) == "0: pass"
    for word in words["play"]:
        assert str(parse_command(game, 0, word, lang=lang)) == "0: play B5"


@pytest.mark.parametrize("lang, typed, move", [
    ("pt-PT", "inversão azul", "0: play BR"), ("pt-PT", "inversao azul", "0: play BR"),
    ("pt-PT", "bloqueio azul", "0: play BS"), ("pt-PT", "mais dois azul", "0: play B+2"),
    ("pt-PT", "+2 azul", "0: play B+2"), ("pt-PT", "coringa verde", "0: play W green"),
    ("pt-PT", "coringa +4 amarelo", "0: play W+4 yellow"), ("pt-PT", "coringa mais quatro violeta", None),
    ("pt-PT", "azul cinco", "0: play B5"), ("pt-PT", "b5 uno", None), ("pt-PT", "dois azul", "0: play B2"),
    ("es", "reversa azul", "0: play BR"), ("es", "salta azul", "0: play BS"), ("es", "roba dos azul", "0: play B+2"),
    ("es", "comodín verde", "0: play W green"), ("es", "comodin verde", "0: play W green"),
    ("es", "comodín roba cuatro amarillo", "0: play W+4 yellow"), ("es", "roba cuatro rojo", "0: play W+4 red"),
    ("es", "azul cinco", "0: play B5"),
])
def test_card_words_of_each_language(lang, typed, move):
    game = at(["BR BS B+2 W W+4 B5 B2", "G1 G2"], "B9", rules="classic")
    if move is None:  # read, then refused by the rules with their reason in the language
        with pytest.raises(CommandError) as caught:
            parse_command(game, 0, typed, lang=lang)
        read = parse_command(game, 0, typed, check=False, lang=lang)
        assert str(caught.value) == game.explain(read, lang=lang).reason != game.explain(read).reason
        return
    assert str(parse_command(game, 0, typed, lang=lang)) == move


@pytest.mark.parametrize("lang, choose, catch, uno", [
    ("pt-PT", ["escolho verde", "verde"], ["apanho Ana", "apanho 0", "apanha"], ["uno", "digo uno"]),
    ("es", ["elijo verde", "verde"], ["pillo Ana", "pillo 0", "pilla"], ["uno", "canto uno"]),
])
def test_colour_choice_catch_and_uno_in_words(lang, choose, catch, uno):
    starter = dealt(["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"], "W", rules="classic")
    for typed in choose:
        assert str(parse_command(starter, 1, typed, lang=lang)) == "1: choose green"
    window = at(["R1 R2", "G1 G5 G3"], "R5", rules="classic")
    window.push("0: play R1")
    for typed in catch:
        assert str(parse_command(window, 1, typed, lang=lang)) == "1: catch 0"
    for typed in uno:
        assert str(parse_command(window, 0, typed, lang=lang)) == "0: uno"


@pytest.mark.parametrize("lang, typed, key", [
    ("pt-PT", "mão", "h"), ("pt-PT", "mao", "h"), ("pt-PT", "topo", "t"), ("pt-PT", "de quem é a vez", "w"),
    ("pt-PT", "ajuda", "?"), ("es", "mano", "h"), ("es", "arriba", "t"), ("es", "puntos", "s"), ("es", "ayuda", "?"),
    ("es", "h", "h"), ("pt-PT", "hand", "h"),
])
def test_questions_in_words(lang, typed, key):
    assert read_question(typed, lang) == Question(key)
    assert parse_command(Game("classic", 2, seed=1), 1, typed, lang=lang) == Question(key)


@pytest.mark.parametrize("lang, typed, message", [
    ("pt-PT", "5", "'5' pode ser 5 vermelho, 5 amarelo ou 5 azul: diga qual, por exemplo '5 vermelho'"),
    ("es", "5", "'5' puede ser 5 rojo, 5 amarillo o 5 azul: di cuál, por ejemplo '5 rojo'"),
    ("pt-PT", "compra 5", "'compra 5': compra não leva nada a seguir; escreva só 'compra'"),
    ("es", "roba 5", "'roba 5': roba no lleva nada detrás; escribe solo 'roba'"),
    ("es", "0: roba", "'0: roba' es una jugada del asiento 0; tú eres el asiento 1"),
    ("pt-PT", "azul", "5 azul não combina com vermelho nem com 7"),  # the engine's reason, in the language
    ("es", "verde", "no tienes ninguna carta verde"),
    ("pt-PT", "coringa", "não tem nenhum Coringa"),
])
def test_command_messages_in_the_language(lang, typed, message):
    from unokit.game import _doc_deck

    game = Game("classic", ["Ana", "Ben"], deck=_doc_deck())
    with pytest.raises(CommandError) as caught:
        parse_command(game, 1, typed, lang=lang)
    assert str(caught.value) == message


def test_every_english_command_word_is_read_in_english():
    from unokit import i18n
    from unokit.commands import _QUESTION_WORDS, _RANK_WORDS, _SIMPLE, _normalize
    from unokit.moves import COLOR_WORDS

    verbs = {"choose", "catch", "swap", "play"}
    for msg_id in i18n.message_ids("en"):
        if msg_id.startswith("command-words-"):
            word = _normalize(i18n.message(msg_id, "en"))
            assert word in {*_SIMPLE, *_RANK_WORDS, *COLOR_WORDS, *_QUESTION_WORDS, *verbs}, (msg_id, word)


@pytest.mark.parametrize("lang", ["pt-PT", "es"])
def test_the_words_of_a_language_are_unambiguous_and_not_digits(lang):
    from unokit import i18n
    from unokit.commands import _unaccented

    meaning: dict[str, str] = {}
    for msg_id in i18n.message_ids("en"):
        if msg_id.startswith("command-words-"):
            for word in i18n.message(msg_id, lang).split(","):
                word = " ".join(word.lower().split())
                assert word and not word.isdigit(), (msg_id, word)
                for form in {word, _unaccented(word)}:
                    assert meaning.setdefault(form, msg_id) == msg_id, f"{form!r} means two things"
