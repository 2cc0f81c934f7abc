"""The one-key questions' answers in Portuguese and Spanish (issue 26, DESIGN.md contract 7): the
answers' sentences are the catalogues' answer-* messages, English included."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from tests import answer_battery
from tests.scenarios import at
from unokit import i18n
from unokit.announce import AnnounceSettings, answer, outcome_words, penalty_additions
from unokit.cards import Rank
from unokit.errors import LanguageError
from unokit.game import Game, _doc_deck
from unokit.rules import find_preset


@pytest.fixture(scope="module")
def english():
    return answer_battery.outputs()


def test_english_answers_are_unchanged_by_the_catalogue(english):
    """tests/golden/answers_en.json was written by the code before the answers came from en.ftl: the
    digest of every (state, seat, key, settings) answer, and the distinct texts to show a difference."""
    before = json.loads((Path(__file__).parent / "golden" / "answers_en.json").read_text(encoding="utf-8"))
    assert sorted(set(english.values()) - set(before["texts"])) == []
    assert sorted(set(before["texts"]) - set(english.values())) == []
    digest = hashlib.sha256(json.dumps(sorted(english.items()), ensure_ascii=False).encode()).hexdigest()
    assert digest == before["sha256"]


@pytest.mark.parametrize("lang", ["pt-PT", "es"])
def test_every_answer_is_said_in_the_language(english, lang):
    said = answer_battery.outputs(lang)
    assert said.keys() == english.keys()
    for key, text in english.items():
        if " l " in key:  # the last moves are the engine's narration, English for now (docs/languages.md)
            continue
        if re.sub(r"\b(Ana|Ben|Cy|UNO)\b|[\s\d.,]", "", text) == "":
            continue  # names and counts alone ("Ana 7, Ben 1 UNO."): the same in every language
        assert said[key] != text, (key, text)


def test_pseudo_locale_answers_have_no_text_outside_brackets():
    for key, text in answer_battery.outputs("en-XA").items():
        if " l " in key:
            continue
        left = i18n.outside_brackets(text)
        left = re.sub(r"\b(Ana|Ben|Cy|black-uno)\b", "", left)  # names; the preset's name
        left = re.sub(r"\b[htcwlms]\b|\bF1\b", "", left)  # the keys themselves
        assert re.sub(r"[\s\d.,:;()+'?-]", "", left) == "", (key, text)


@pytest.mark.parametrize("lang, key, expected", [
    ("pt-PT", "t", "Carta do topo 7 vermelho, cor vermelho."),
    ("es", "t", "Carta de arriba 7 rojo, color rojo."),
    ("pt-PT", "w", "A sua vez. No sentido dos ponteiros do relógio, Ana a seguir."),
    ("es", "w", "Tu turno. En el sentido de las agujas del reloj, Ana después."),
    ("pt-PT", "c", "Ana 7, Ben 7."),
    ("pt-PT", "h", "7 cartas. Amarelo, 5 cartas: 1, 2, 3, 4, 5. Vermelho, 1 carta: 5. Azul, 1 carta: 5."),
    ("es", "m", "2 jugadas: 5 rojo, robar."),
    ("es", "s", "Puntos: Ana 0, Ben 0."),
])
def test_answers_in_a_language(lang, key, expected):
    game = Game("classic", ["Ana", "Ben"], deck=_doc_deck())
    assert answer(game, 1, key, AnnounceSettings(detail="brief"), lang=lang) == expected


def test_full_moves_answer_gives_the_reasons_in_the_language():
    game = Game("classic", ["Ana", "Ben"], deck=_doc_deck())
    said = answer(game, 1, "m", AnnounceSettings(detail="full"), lang="pt-PT")
    assert said.startswith("2 jogadas. 5 vermelho: 5 vermelho tem a mesma cor: vermelho.")
    assert "Comprar: Ben pode comprar uma carta em vez de jogar" in said


def test_a_wild_that_may_name_any_colour_is_one_entry_without_its_colour():
    game = at(["W R2 G3", "G1 G2"], "R5", rules="classic")
    english = answer(game, 0, "m", AnnounceSettings(detail="full"))
    assert "Wild, name a colour: a Wild may be played on any card." in english
    spanish = answer(game, 0, "m", AnnounceSettings(detail="full"), lang="es")
    assert "Comodín, elegir un color: un Comodín se puede echar sobre cualquier carta." in spanish


def test_penalty_additions_agree_with_the_card():
    rules = find_preset("classic", stack_draw_two=True, stack_wild_draw_four=True, stack_cross=True, challenge=False)
    assert penalty_additions(rules, Rank.DRAW_TWO) == "another Draw Two or a Wild Draw Four"
    assert penalty_additions(rules, Rank.DRAW_TWO, "pt-PT") == "outro +2 ou um Coringa +4"
    assert penalty_additions(rules, Rank.DRAW_TWO, "es") == "otro Roba dos o un Comodín Roba cuatro"


def test_outcome_in_a_language():
    game = at(["R1", "G1 G2"], "R5", rules="classic")
    game.push("0: play R1")
    assert outcome_words(game) == "Ana wins the round; Ana scores 3 points."
    assert outcome_words(game, "pt-PT") == "Ana ganha a ronda; Ana marca 3 pontos."
    assert outcome_words(game, "es") == "Ana gana la ronda; Ana suma 3 puntos."


def test_answer_refuses_an_unknown_language():
    with pytest.raises(LanguageError, match="languages are: en, pt-PT, es"):
        answer(Game("classic", 2, seed=1), 0, "t", lang="fr")
