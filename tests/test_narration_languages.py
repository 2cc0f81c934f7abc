"""The engine's narration in every language (issue 26): each sentence of ``Game.narration`` and
``Game.setup_narration`` is a :class:`~unokit.phrases.Said` carrying its ``narr-*`` message, the English
catalogue says it exactly as the engine does, and Portuguese, Spanish and the pseudo-locale say it whole."""

from __future__ import annotations

import random
import re

import pytest
import scenarios
from test_i18n import _REASON_CONFIGS, SAME_AS_ENGLISH, TRANSLATED

from unokit import i18n
from unokit.game import Game
from unokit.phrases import SENTENCES, Said
from unokit.rules import find_preset


def _rare_games():
    """Rounds in the states seeded bot games do not reach: a set position, a starter the empty deck cannot
    pay, Reverse starters, an empty draw pile, blocked rounds."""
    one = find_preset("classic", hand_size=1)
    yield Game(one, ["Ana", "Ben"], deck=list(scenarios.cards("G1 B1 R+2")))  # should draw 2, nothing left
    yield Game(one, ["Ana", "Ben", "Cy"], deck=list(scenarios.cards("G1 B1 Y1 RR G5")))
    yield Game(one, ["Ana", "Ben"], deck=list(scenarios.cards("G1 B1 RR G5")))
    caught = scenarios.at(["R+2 R1", "G1 G2", "B1 B2 B3"], "R5", "", rules="classic")
    caught.push("0: play R+2")
    caught.push("2: catch 0")  # nothing is left for Ana's penalty
    yield caught
    blocked = scenarios.at(["G1 G2", "B1 B9"], "R5", "", rules="classic")
    blocked.push("0: draw")
    blocked.push("1: draw")
    yield blocked
    left = scenarios.at(["G1 G2", "", "B1 B9", "Y1 Y2"], "R5", "", rules=find_preset("black-uno", uno=False),
                        out=(1,))
    for seat in (0, 2, 3):
        left.push(f"{seat}: draw")
    yield left
    matching = scenarios.at(["G1 G2", "B1 B2"], "R5", "G3 G4", rules=find_preset("classic", draw_to_match=True))
    matching.push("0: draw")  # two cards, none playable, nothing left
    yield matching


def _leaves(said, found):
    """Every single sentence in ``said`` (the parts of several, the dealer draw's items) into ``found``."""
    assert isinstance(said, Said), repr(said)
    if said.id == SENTENCES:
        for part in said.args["parts"]:
            _leaves(part, found)
        return
    found.setdefault((said.id, str(said)), said)
    for value in said.args.values():
        for item in value if isinstance(value, tuple) else ():
            if isinstance(item, Said):
                _leaves(item, found)


def _games():
    for preset, flags in _REASON_CONFIGS:
        rules = find_preset(preset, **flags)
        for seed in range(6):
            for players in (2, 3, 4):
                rng = random.Random(seed)
                game = Game(rules, players, seed=seed)
                for _ in range(400):
                    if game.outcome() is not None:
                        break
                    game.push(rng.choice(game.legal_moves()))
                yield game
    yield from _rare_games()


@pytest.fixture(scope="module")
def said():
    """``{(message id, English): Said}`` of every sentence the games of :func:`_games` narrate."""
    found: dict = {}
    for game in _games():
        _leaves(game.setup_narration, found)
        for sentence in game.narration:
            _leaves(sentence, found)
    return found


def test_every_narration_message_is_reached(said):
    reached = {msg_id for msg_id, _ in said}
    catalogue = {msg_id for msg_id in i18n.message_ids("en") if msg_id.startswith("narr-")}
    assert sorted(catalogue - reached) == [], "narration messages no game here says (untested)"
    assert sorted(reached - catalogue) == [], "sentences the engine says that the catalogue lacks"


def test_the_english_catalogue_says_every_sentence_as_the_engine_does(said):
    for (msg_id, english), sentence in said.items():
        assert i18n.message(msg_id, "en", **i18n._reason_args(sentence, "en")) == english, msg_id


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_sentence_is_said_in_each_language(said, lang):
    for (msg_id, english), sentence in said.items():
        text = sentence.text(lang)
        assert text and (text != english or msg_id in SAME_AS_ENGLISH), (msg_id, text)
        assert "{" not in text and "$" not in text and "Seat" not in text.replace("Seat ", ""), text


def test_pseudo_locale_narration_has_no_text_outside_brackets(said):
    for (msg_id, _english), sentence in said.items():
        left = i18n.outside_brackets(sentence.text("en-XA"))
        for name in ("Seat 0", "Seat 1", "Seat 2", "Seat 3", *scenarios.NAMES):  # players' names are not text
            left = left.replace(name, "")
        assert re.sub(r"[\s\d.,:;()+'-]", "", left) == "", (msg_id, sentence.text("en-XA"))


def test_narration_text_in_each_language_keeps_the_moves():
    game = Game("classic", ["Ana", "Ben", "Cy"], seed=3)
    rng = random.Random(3)
    for _ in range(30):
        game.push(rng.choice(game.legal_moves()))
    assert game.narration_text() == game.narration
    assert game.narration_text("en") == game.narration
    for lang in (*TRANSLATED, "en-XA"):
        said = game.narration_text(lang)
        assert len(said) == len(game.narration)
        assert all(text != english for text, english in zip(said, game.narration, strict=True))
        assert game.narration_text(lang, start=-2) == said[-2:]
        # one move's sentence alone, as the table service and announce_move ask for it
        assert [game.narration_text(lang, i, i + 1)[0] for i in range(len(said))] == list(said)
        assert game.narration_text(lang, 4, 7) == said[4:7]
        assert game.setup_narration_text(lang) != game.setup_narration
    assert game.setup_narration_text() == game.setup_narration


@pytest.mark.parametrize("lang, expected", [
    ("pt-PT", "Ana joga Inversão vermelha e diz UNO."),
    ("es", "Ana echa Reversa roja y canta UNO."),
])
def test_a_play_in_each_language(lang, expected):
    game = scenarios.at(["RR R1", "G1 G2", "B1 B2"], "R5", "G5 G6", rules="classic")
    game.push("0: play RR uno")
    assert game.narration[-1] == "Ana plays Red Reverse and declares UNO. Play now goes counter-clockwise."
    assert game.narration_text(lang)[-1].startswith(expected)


def test_gender_agrees_in_a_stacked_total():
    game = scenarios.at(["R+2 R1 R3", "G1 G2", "B1 B2"], "R5", "G5 G6 G7",
                        rules=find_preset("classic", stack_draw_two=True))
    game.push("0: play R+2")
    assert game.narration_text("pt-PT")[-1].endswith("Ben tem de juntar um +2 ou comprar 2 cartas.")
    assert game.narration_text("es")[-1].endswith("Ben tiene que añadir un Roba dos o robar 2 cartas.")


def test_narration_refuses_an_unknown_language():
    game = Game("classic", 2, seed=1)
    with pytest.raises(i18n.LanguageError):
        game.narration_text("fr")
    with pytest.raises(i18n.LanguageError):
        game.setup_narration_text("fr")


def test_a_sentence_pickles_with_its_message():
    import pickle

    game = scenarios.at(["RR R1", "G1 G2", "B1 B2"], "R5", "G5 G6", rules="classic")
    game.push("0: play RR")
    said = game.narration[-1]
    again = pickle.loads(pickle.dumps(said))
    assert again == said and isinstance(again, Said) and again.text("es") == said.text("es")


# --- the l answer and the move announcements in the chosen language ------------------------------


def _played(seed=5, moves=12):
    game = Game("classic", ["Ana", "Ben", "Cy"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.push(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("lang, since, began", [("pt-PT", "desde a distribuição", "Como começou a ronda: "),
                                                ("es", "desde el reparto", "Cómo empezó la ronda: ")])
def test_the_l_answer_in_a_language(lang, since, began):
    from unokit.announce import answer

    game = Game("classic", ["Ana", "Ben", "Cy"], seed=5)
    first = game.current
    other = (first + 1) % 3
    game.push(random.Random(1).choice(game.legal_moves()))
    said = answer(game, other, "l", lang=lang)
    assert said.startswith(f"1 {'jogada' if lang == 'pt-PT' else 'jugada'} {since}: ")
    assert game.narration_text(lang)[0] in said
    assert said.endswith(began + game.setup_narration_text(lang))
    assert answer(game, other, "l") == answer(game, other, "l", lang="en")
    assert "How the round began" in answer(game, other, "l")


def test_the_l_answer_in_the_pseudo_locale_has_no_english_outside_brackets():
    from unokit.announce import answer

    game = _played()
    for seat in (0, 1, 2, None):
        left = i18n.outside_brackets(answer(game, seat, "l", lang="en-XA"))
        for name in ("Ana", "Ben", "Cy"):
            left = left.replace(name, "")
        assert re.sub(r"[\s\d.,:;()+'-]", "", left) == "", left


@pytest.mark.parametrize("lang", TRANSLATED)
def test_move_announcements_in_a_language(lang):
    from unokit.announce import AnnounceSettings, announce_move, announce_moves

    game = _played()
    each = announce_moves(game, 9, 0, lang=lang)
    assert each == [announce_move(game, index, lang=lang) for index in (9, 10, 11)]
    for index, text in zip((9, 10, 11), each, strict=True):
        assert text.startswith(game.narration_text(lang, index)[0])
        assert text != announce_move(game, index)
    summary = announce_moves(game, 9, 0, AnnounceSettings(bot_moves="summary"), lang=lang)
    assert len(summary) == 1 and summary[0].endswith(" ".join(game.narration_text(lang, 9)))
    assert "turn" not in summary[0] and " on " not in summary[0]


def test_announcements_refuse_an_unknown_language():
    from unokit.announce import announce_move, answer

    game = _played()
    with pytest.raises(i18n.LanguageError):
        announce_move(game, lang="fr")
    with pytest.raises(i18n.LanguageError):
        answer(game, 0, "l", lang="fr")


# --- what only the listener may do or know: catch_chance and cards_got ------------------------------


@pytest.mark.parametrize("lang, expected", [
    ("en", "Ana did not say UNO: you can catch Ana (the “Catch Ana” button, or type catch Ana)."),
    ("pt-PT", "Ana não disse UNO: pode apanhar Ana (o botão “Apanhar Ana”, ou escreva apanho Ana)."),
    ("es", "Ana no ha cantado UNO: puedes pillar a Ana (el botón “Pillar a Ana”, o escribe pillo Ana)."),
])
def test_the_catch_chance_in_a_language(lang, expected):
    from unokit.announce import catch_chance
    from unokit.commands import parse_command

    game = scenarios.at(["R1 R2", "G1 G5 G3", "B1 B2 B3"], "R5", rules="classic")
    game.push("0: play R1")
    assert catch_chance(game, 1, lang=lang) == expected
    assert catch_chance(game, 0, lang=lang) == ""  # never told to catch itself
    typed = expected.rsplit(" ", 2)[-2:]  # the words it says to type read as the catch in that language
    assert str(parse_command(game, 1, " ".join(typed).rstrip(").").strip(), lang=lang)) == "1: catch 0"


@pytest.mark.parametrize("lang, drawn, who, expected", [
    ("en", True, None, "You drew Red 5 and Blue Skip."),
    ("en", False, "Ana", "Ana got Red 5 and Blue Skip."),
    ("pt-PT", True, None, "Comprou 5 vermelho e Bloqueio azul."),
    ("pt-PT", False, "Ana", "Ana recebeu 5 vermelho e Bloqueio azul."),
    ("es", True, "You", "Has robado 5 rojo y Salta azul."),
    ("es", False, "Ana", "Ana ha recibido 5 rojo y Salta azul."),
])
def test_the_cards_got_in_a_language(lang, drawn, who, expected):
    from unokit.announce import cards_got

    assert cards_got(list(scenarios.cards("R5 BS")), drawn=drawn, who=who, lang=lang) == expected
    assert cards_got([], drawn=drawn, who=who, lang=lang) == ""
