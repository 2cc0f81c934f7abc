"""The language layer (issue 26, DESIGN.md contract 7): catalogues, locale resolution, card names."""

from __future__ import annotations

import re

import pytest

from unokit import i18n
from unokit.cards import Card, Color, make_deck
from unokit.errors import LanguageError, UnokitError

TRANSLATED = ("pt-PT", "es")

#: Messages a translation may leave as the English text, each with why. Kept short on purpose: a
#: catalogue that copies English is the failure the issue names (PlayPalace's 28 verbatim copies).
SAME_AS_ENGLISH = {
    # digits are the card's rank in every language
    **{f"rank-{word}": "a digit" for word in
       ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")},
    "color-magenta": "the colour's name in Portuguese and Spanish too",
    "card-colored-number-first": "pattern of arguments only: '{ $rank } { $color }'",
    "face-sentence": "pattern of arguments only: '{ $text }.'",
    "colorsign-mixture": "pattern of arguments only: '{ $sign } ({ $mixture })'",
    "system-coloradd": "a name: ColorADD",
    "reason-and": "pattern of arguments only: '{ $first }; { $then }'",
    "reason-not-a-move": "pattern of arguments only: '{ $error }', the notation parser's English exception message",
    "command-invalid-move": "pattern of arguments only: '{ $typed }: { $error }' (the notation's English error)",
    # the one-key answers' patterns of arguments and punctuation only
    **{msg_id: "pattern of arguments only" for msg_id in (
        "answer-sentence", "answer-place", "answer-group-items", "answer-count", "answer-turn-sentences",
        "answer-move-entry", "answer-score-item", "answer-key-item")},
    "answer-count-uno": "'{ $label } { $count } UNO': UNO is UNO",
    "answer-moves-announced": "pattern of arguments only: '{ $lead } { $moves }'",
    # the command field's words that are the same word in the language
    "command-words-magenta": "magenta in Portuguese and Spanish too", "command-words-zero": "zero in Portuguese too",
    # the table's patterns of arguments and notation only
    "table-outcome-end": "pattern of arguments only: '{ $outcome }.'",
    "table-example-3-text": "notation and UNO: 'r5 uno'",
    # the dashboard's: a pattern of arguments only, and "byte(s)", the same word in Portuguese and Spanish
    "dash-file-error": "pattern of arguments only: '{ $name }: { $error }'", "dash-file-bytes": "bytes in pt and es too",
    # the braille transcript's numbered move and score item: patterns of arguments only
    "brf-transcript-move": "pattern of arguments only: '{ $number }. { $move }'",
    "brf-transcript-score": "pattern of arguments only: '{ $name } { $score }'",
    # a record's problems (unokit.i18n.problem_text): a JSON path or a move before the problem, and JSON's null
    "record-problem-at": "pattern of arguments only: '{ $field }: { $problem }' (a JSON path, notation)",
    "record-problem-at-move": "pattern of arguments only: '{ $field } { $move }: { $problem }' (notation)",
    "record-problem-kind-null": "JSON's literal null", "record-problem-type-null": "JSON's literal null",
    # the medical names are the same words in Portuguese
    "vision-protanopia": "the same word in Portuguese", "vision-deuteranopia": "the same word in Portuguese",
    "vision-tritanopia": "the same word in Portuguese",
    # the bots' pause: a number and the SI symbol for seconds, the same in Portuguese and Spanish (the number
    # is the language's: "2.0 s", "2,0 s")
    "table-option-speed-value": "a number and the SI symbol s",
}


def _english_ids() -> tuple[str, ...]:
    return i18n.message_ids("en")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_in_every_catalogue_with_the_same_arguments(lang):
    english = _english_ids()
    other = i18n.message_ids(lang)
    assert sorted(set(english) - set(other)) == [], f"{lang} lacks these messages"
    assert sorted(set(other) - set(english)) == [], f"{lang} has messages English does not"
    for msg_id in english:
        # $gender is a grammar selector: a language without gender (English) need not read it; $card_gender
        # and $color_feminine are forms of $card and $color, so a message reading one reads that argument
        theirs = {_base(name) for name in i18n.message_arguments(msg_id, lang)} - {"gender"}
        assert theirs == {_base(name) for name in i18n.message_arguments(msg_id, "en")} - {"gender"}, msg_id


def _grammar(name: str) -> bool:
    """Whether an argument is a grammar selector or form the code adds to another argument."""
    return name == "gender" or name.endswith(("_gender", "_feminine"))


def _base(name: str) -> str:
    """The argument a grammar form belongs to: ``card_gender`` -> ``card``, ``color_feminine`` -> ``color``."""
    return name.rsplit("_", 1)[0] if _grammar(name) and name != "gender" else name


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_are_not_english_copies(lang):
    copies = []
    for msg_id in _english_ids():
        if msg_id in SAME_AS_ENGLISH:
            continue
        names = {*i18n.message_arguments(msg_id, "en"), *i18n.message_arguments(msg_id, lang)}
        args = {name: 2 if name in ("count", "number", "points", "total", "due", "got", "seat", "page",
                                    "pages", "cards", "players", "size", "have", "last")
                else "masculine" if _grammar(name) and name.endswith("gender")
                else f"<{name}>" for name in names}
        args["gender"] = "masculine"
        if i18n.message(msg_id, lang, **args) == i18n.message(msg_id, "en", **args):
            copies.append(msg_id)
    assert copies == [], f"{lang} messages that are the English text (translate them or allow-list them)"


def test_allow_list_names_only_real_messages():
    assert set(SAME_AS_ENGLISH) <= set(_english_ids())


@pytest.mark.parametrize("given, tag", [(None, "en"), ("", "en"), ("pt-PT", "pt-PT"), ("pt_pt", "pt-PT"),
                                        ("PT", "pt-PT"), ("es-ES", "es"), ("ES", "es"), ("en-GB", "en"),
                                        ("en-XA", "en-XA")])
def test_language_tags_resolve(given, tag):
    assert i18n.resolve_language(given) == tag


@pytest.mark.parametrize("bad", ["fr", "pt-BR", "klingon", 3])
def test_an_unknown_language_names_the_allowed_ones(bad):
    with pytest.raises(LanguageError) as caught:
        i18n.resolve_language(bad)
    assert isinstance(caught.value, UnokitError)
    assert repr(bad) in str(caught.value)
    assert "en, pt-PT, es" in str(caught.value)


@pytest.mark.parametrize("code, en, pt, es", [
    ("R5", "Red 5", "5 vermelho", "5 rojo"),
    ("BR", "Blue Reverse", "Inversão azul", "Reversa azul"),
    ("RR", "Red Reverse", "Inversão vermelha", "Reversa roja"),
    ("YS", "Yellow Skip", "Bloqueio amarelo", "Salta amarillo"),
    ("G+2", "Green Draw Two", "+2 verde", "Roba dos verde"),
    ("W", "Wild", "Coringa", "Comodín"),
    ("W+4", "Wild Draw Four", "Coringa +4", "Comodín Roba cuatro"),
    ("P7", "Purple 7", "7 violeta", "7 morado"),
])
def test_card_names_agree_in_each_language(code, en, pt, es):
    card = Card.parse(code)
    assert (i18n.card_name(card, "en"), i18n.card_name(card, "pt-PT"), i18n.card_name(card, "es")) == (en, pt, es)


def test_colour_alone_agrees_with_card():
    assert i18n.color_name(Color.RED, "pt-PT") == "vermelha"
    assert i18n.color_name(Color.RED, "es") == "roja"
    assert i18n.color_name(Color.RED, "en", lower=True) == "red"


def test_english_card_names_are_contract_1_names_in_both_orders():
    for card in set(make_deck("spectrum")):
        assert i18n.card_name(card, "en") == card.name
        if card.color is not None:
            assert i18n.card_name(card, "en", order="number") == f"{card.rank.title} {card.color.word}"
            # Portuguese and Spanish fix the order themselves: the setting changes nothing there
            assert i18n.card_name(card, "pt-PT", order="number") == i18n.card_name(card, "pt-PT")


def test_plurals_and_lists_are_cldr():
    assert [i18n.message("cards-count", "pt-PT", count=n) for n in (0, 1, 2)] == ["0 cartas", "1 carta", "2 cartas"]
    assert i18n.message("cards-count", "en", count=1) == "1 card"
    assert i18n.join_list(["Ana", "Ben", "Cy"], "en") == "Ana, Ben and Cy"
    assert i18n.join_list(["Ana", "Ben", "Cy"], "pt-PT") == "Ana, Ben e Cy"
    assert i18n.join_list(["Ana", "Ben", "Cy"], "es") == "Ana, Ben y Cy"
    assert i18n.format_number(1234, "en") == "1,234"


def test_pseudo_locale_brackets_and_accents_every_message():
    name = i18n.card_name(Card.parse("R5"), "en-XA")
    assert name.startswith("[") and name.endswith("]")
    assert i18n.outside_brackets(name).strip() == ""
    assert re.search("[áéíóúçñ]", i18n.message("cards-count", "en-XA", count=3))


def test_message_value_renders_in_each_language():
    said = i18n.Message("cards-count", {"count": 3})
    assert (said.text("en"), said.text("es"), str(said)) == ("3 cards", "3 cartas", "3 cards")


def test_an_unknown_message_id_is_a_key_error_naming_it():
    with pytest.raises(KeyError, match="no-such-message"):
        i18n.message("no-such-message", "en")


@pytest.mark.parametrize("lang", (*i18n.LANGUAGES, i18n.PSEUDO))
def test_each_message_parsed_alone_is_the_message_of_the_whole_catalogue(lang):
    """The catalogues are parsed a message at a time, as asked for (i18n._Catalogue): each message, its
    attributes and the messages it refers to come out as the parse of the whole file gives them, and every
    message of the file is found."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as fluent_ast

    catalogue = i18n._bundle(lang)
    with open(i18n.catalogue_path(lang), encoding="utf-8") as file:
        source = file.read()
    if lang == i18n.PSEUDO:
        source = i18n._pseudo_source(source)
    whole = {entry.id.name: entry for entry in FluentParser(with_spans=False).parse(source).body
             if isinstance(entry, fluent_ast.Message)}
    assert set(catalogue._sources) == set(whole)
    assert i18n.message_ids(lang) == tuple(whole)  # file order
    for msg_id, entry in whole.items():
        assert catalogue.has_message(msg_id)
        catalogue.get_message(msg_id)
        alone = catalogue._bundle._messages[msg_id]
        assert alone.equals(entry, ignored_fields=["span", "comment"]), msg_id


def test_a_message_is_parsed_when_first_asked_for_with_the_messages_it_refers_to():
    source = (
        "# a comment\n"
        "first = One\n"
        "    two lines\n"
        "    .title = A { -brand } title\n"
        "-brand = unokit\n"
        "\n"
        "## a group comment\n"
        "second = { $count ->\n"
        "    [one] { first } and one\n"
        "   *[other] { $count } things\n"
        "}\n"
        "first = a second 'first' is ignored, as Fluent ignores it\n"
        "third = Three\n"
    )
    catalogue = i18n._Catalogue("en", source)
    assert list(catalogue._sources) == ["first", "-brand", "second", "third"]
    assert catalogue.has_message("second") and not catalogue.has_message("-brand")
    assert not catalogue.has_message("fourth")
    assert catalogue._parsed == set()
    second = catalogue.get_message("second")
    assert catalogue._parsed == catalogue._ready == {"second", "first", "-brand"}  # not "third"
    assert catalogue.format_pattern(second.value, {"count": 1})[0] == "One\ntwo lines and one"
    assert catalogue.format_pattern(second.value, {"count": 4})[0] == "4 things"
    first = catalogue.get_message("first")
    assert catalogue.format_pattern(first.attributes["title"])[0] == "A unokit title"
    with pytest.raises(KeyError):
        catalogue.get_message("fourth")


def test_the_engine_does_not_import_the_language_layer():
    import subprocess
    import sys

    code = ("import sys, unokit.game, unokit.simulate; g = unokit.game.Game('classic', 2, seed=1); g.legal_moves();"
            "print(any(m.startswith(('fluent', 'babel', 'unokit.i18n')) for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


# --- the surfaces of this round: the rules summary, unokit rules --lang, unokit brf --lang ------------


def test_english_rule_texts_are_the_rulebooks_own():
    from unokit.rulebook import flag_texts

    for flag, text in flag_texts().items():
        assert i18n.message(f"rule-{flag.replace('_', '-')}", "en") == text


@pytest.mark.parametrize("preset", ["classic", "black-uno", "spectrum", "party"])
def test_rules_summary_in_the_pseudo_locale_has_no_text_outside_brackets(preset):
    from unokit.rules_text import rules_text

    text = rules_text(preset, "en-XA")
    left = i18n.outside_brackets(text)
    assert re.sub(r"[\s\d.,:;]", "", left) == "", left


def test_rules_summary_speaks_portuguese_and_spanish():
    from unokit.rules_text import rules_summary, rules_text

    pt = rules_text("classic", "pt-PT")
    assert pt.startswith("Regras clássicas\n\nAs cartas\n\nO baralho tem 108 cartas.")
    assert "vermelho, amarelo, verde e azul" in pt  # Babel's pt_PT list, ColorADD's colour names
    es = rules_text("spectrum", "es")
    assert "rojo, naranja, amarillo, verde, verde azulado, azul, morado y magenta" in es
    # the same sections, in the same order, in every language
    assert [len(s.paragraphs) for s in rules_summary("party", "es")] == \
        [len(s.paragraphs) for s in rules_summary("party", "en")]


def test_starter_card_list_uses_the_rank_gender():
    import dataclasses

    from unokit.cards import Rank
    from unokit.rules import find_preset
    from unokit.rules_text import rules_summary

    rules = dataclasses.replace(find_preset("classic"), starter_until_number=False,
                                starter_replaced=frozenset({Rank.REVERSE, Rank.SKIP}))
    starter = [s for s in rules_summary(rules, "pt-PT") if s.title == "A carta inicial"][0]
    assert "um Bloqueio ou uma Inversão" in " ".join(starter.paragraphs)


def test_cli_rules_lang(tmp_path):
    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["rules", "classic", "--lang", "pt-PT"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Regras clássicas\n")
    bad = CliRunner().invoke(main, ["rules", "classic", "--lang", "fr"])
    assert bad.exit_code == 2
    assert "--lang: unknown language 'fr'; languages are: en, pt-PT, es" in bad.output


def test_cli_rules_without_lang_is_the_flag_list():
    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["rules", "classic"])
    assert result.exit_code == 0 and result.output.startswith("rules: ")


@pytest.mark.parametrize("lang, table", [("es", "es-g2.ctb"), ("pt-PT", "pt-pt-g2.ctb")])
def test_brf_rules_in_a_language_uses_its_liblouis_table(tmp_path, lang, table):
    import shutil

    from click.testing import CliRunner

    from unokit import brf
    from unokit.cli import main

    if shutil.which("lou_translate") is None:
        pytest.skip("liblouis (lou_translate) is not installed")
    out = tmp_path / "rules.brf"
    result = CliRunner().invoke(main, ["brf", "--rules", "classic", "--lang", lang, "--out", str(out)])
    assert result.exit_code == 0, result.output
    text = out.read_bytes().decode("ascii")
    assert brf.tables_for(lang).endswith(table)
    # the title is the language's, contracted with its table (not UEB's), and the key names its table
    first_line = text.split("\f")[0].split("\r\n")[0].strip()
    title = i18n.message("rules-title-classic", lang)
    assert first_line == brf.translate([title], brf.tables_for(lang))[0]
    assert first_line != brf.translate([title])[0]
    blocks = brf.rules_blocks("classic", lang)
    assert table in blocks[-1][1]


# --- card faces: <title> and <desc>, unokit cards --lang -------------------------------------------


def _faces():
    from unokit import coloradd
    from unokit.cards import Rank
    from unokit.render.describe import _resolve

    faces = [_resolve(card, None, None) for card in sorted(set(make_deck("spectrum")))]
    return faces + [_resolve(None, name, Rank.SEVEN) for name in coloradd.ALL]


def test_english_face_words_from_the_catalogue_are_the_descriptions_byte_for_byte():
    from unokit import coloradd
    from unokit.i18n.faces import face_description, face_title
    from unokit.render.describe import _describe

    classic = [coloradd.get(name) for name in ("red", "yellow", "green", "blue")]
    for face in _faces():
        assert face_title(face) == face.name
        for signs in ("coloradd", "letters", "none", "mattel"):
            for vision in ("normal", "tritanopia"):
                try:
                    old = _describe(face, signs=signs, vision=vision, wild_colours=classic)
                except UnokitError:  # a sign system without a sign for this colour
                    continue
                assert face_description(face, signs=signs, vision=vision, wild_colours=classic) == old


def test_english_effects_are_the_rulebooks_own():
    from unokit.cards import Rank
    from unokit.rulebook import effect_text

    for rank in Rank:
        if not rank.is_number:
            assert i18n.message(f"effect-{i18n._RANK_IDS[rank.value]}", "en") == effect_text(rank)


@pytest.mark.parametrize("code, lang, title, desc_start", [
    ("RR", "pt-PT", "Inversão vermelha", "Carta vermelha. Sinal ColorADD vermelho: triângulo vermelho. Inversão:"),
    ("T5", "es", "5 verde azulado", "Carta verde azulada. Signo ColorADD azul claro: triángulo azul en un marco blanco."),
    ("W", "es", "Comodín", "Carta negra con un óvalo en rojo, amarillo, verde y azul,"),
])
def test_svg_title_and_desc_in_a_language(code, lang, title, desc_start):
    from unokit.render.svg import card

    svg = card(Card.parse(code), lang=lang)
    assert f'<svg lang="{lang}" ' in svg
    assert re.search(r"<title[^>]*>(.*?)</title>", svg).group(1) == title
    assert re.search(r"<desc[^>]*>(.*?)</desc>", svg).group(1).startswith(desc_start)


def test_svg_in_english_is_unchanged_by_lang_en():
    from unokit.render.svg import card

    assert card(Card.parse("G7"), id_prefix="x", lang="en") == card(Card.parse("G7"), id_prefix="x")


@pytest.mark.parametrize("code", ["R6", "BR", "W+4", "T2"])
def test_pseudo_locale_card_has_no_text_outside_brackets(code):
    from html import unescape

    from unokit.render.svg import card

    svg = card(Card.parse(code), lang="en-XA", signs="letters" if code == "T2" else "coloradd", vision="protanopia")
    for part in ("title", "desc"):
        text = unescape(re.search(rf"<{part}[^>]*>(.*?)</{part}>", svg).group(1))
        assert re.sub(r"[\s\d.,:;()+]", "", i18n.outside_brackets(text)) == "", text


def test_cli_cards_lang(tmp_path):
    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["cards", "--lang", "es", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert '<html lang="es">' in index and "<title>Cartas de unokit: classic</title>" in index
    assert 'alt="Reversa azul"' in index
    # the back and the reference cards speak Spanish too: no figure is marked English any more
    assert '<figure><img src="back.svg"' in index and 'alt="Reverso de la carta"' in index
    assert 'lang="en"' not in index and 'alt="ColorADD: los nueve colores"' in index
    assert "<title" in (tmp_path / "BR.svg").read_text() and ">Reversa azul</title>" in (tmp_path / "BR.svg").read_text()


# --- print sheets: unokit sheet --lang, braille labels and key in Portuguese and Spanish ------------

needs_liblouis = pytest.mark.skipif(__import__("shutil").which("lou_translate") is None,
                                    reason="liblouis (lou_translate) is not installed")


@needs_liblouis
@pytest.mark.parametrize("lang", ["pt-PT", "es"])
def test_braille_labels_in_grade_1_of_the_language(lang):
    from unokit.render.braille import braille_label

    # notation letters and digits are the same cells; the plus sign is dots 235 without UEB's dot 5
    assert braille_label(Card.parse("R7"), lang) == braille_label(Card.parse("R7")) == "⠗⠼⠛"
    assert braille_label(Card.parse("R+2"), lang, "edges") == "⠗⠖⠼⠃"
    assert braille_label(Card.parse("W+4"), lang, "edges") == "⠺⠖⠼⠙"
    # in the corners (the default) the draw cards' labels end at the plus sign
    assert braille_label(Card.parse("R+2"), lang) == "⠗⠖"
    assert braille_label(Card.parse("W+4"), lang) == "⠺⠖"


@needs_liblouis
def test_the_card_face_keeps_room_for_every_languages_label():
    from unokit.render.braille import braille_label

    for card in set(make_deck("spectrum")):
        for lang in TRANSLATED:
            for placement in ("corners", "edges"):
                assert len(braille_label(card, lang, placement)) <= len(braille_label(card, None, placement)), card


@needs_liblouis
def test_braille_key_entries_in_portuguese():
    from unokit.render.braille import braille_text, key_entries

    entries = key_entries([Color.RED, Color.YELLOW], "pt-PT")
    assert entries[:2] == ["r vermelho", "y amarelo"]
    assert "rr inversão vermelha" in entries and "w+ coringa +4" in entries and "r+ +2 vermelho" in entries
    assert "w+4 coringa +4" in key_entries([Color.RED, Color.YELLOW], "pt-PT", "edges")
    assert braille_text("inversão", "pt-PT") != braille_text("inversao", "pt-PT")  # ã has its own cell


def _structure_alts(pdf_bytes):
    import io

    import pypdf

    reader = pypdf.PdfReader(io.BytesIO(pdf_bytes))
    alts = []

    def walk(node):
        node = node.get_object()
        if "/Alt" in node:
            alts.append(str(node["/Alt"]))
        kids = node.get("/K")
        for kid in kids if isinstance(kids, list) else [kids] if kids is not None else []:
            if isinstance(kid, pypdf.generic.IndirectObject) or isinstance(kid, pypdf.generic.DictionaryObject):
                walk(kid)

    walk(reader.trailer["/Root"]["/StructTreeRoot"])
    return reader, alts


@needs_liblouis
def test_sheet_in_portuguese_with_braille():
    from unokit.render.sheets import sheet_pdf

    reader, alts = _structure_alts(sheet_pdf(["R7", "BR"], braille=True, lang="pt-PT"))
    assert str(reader.trailer["/Root"]["/Lang"]) == "pt-PT"
    assert alts[:2] == ["7 vermelho", "Inversão azul"]
    assert any(alt.startswith("Chave braille em braille") and "pt-pt-g1.utb" in alt for alt in alts)
    assert not any("Unified English Braille" in alt for alt in alts)  # the printed key is Portuguese braille
    assert any(alt.startswith("Chave braille: as etiquetas das cartas") and "pt-pt-g1.utb" in alt for alt in alts)
    assert "página 1 de 1" in reader.pages[0].extract_text()


@needs_liblouis
def test_pseudo_locale_sheet_page_has_no_text_outside_brackets():
    from unokit.render.sheets import sheet_pdf

    # with the ColorADD reference cards and the printed braille key (their printed words:
    # tests/test_reference_languages.py)
    reader, alts = _structure_alts(sheet_pdf(["G6", "W"], braille=True, lang="en-XA"))
    footer = reader.pages[0].extract_text().replace("50 mm", "").replace("0\n", "")
    for text in [*alts, footer]:
        left = i18n.outside_brackets(text).replace("classic", "")  # the preset's name is notation
        # the key spells its print lines (card notation such as "r7", "w+4") after the colon
        left = re.sub(r"\b[rygbw][+\d]*[srw]?\b", "", left)
        assert re.sub(r"[\s\d.,:;()+/·%=-]", "", left) == "", text


def test_english_sheet_is_unchanged_by_lang_en():
    from unokit.render.sheets import sheet_pages

    assert sheet_pages(["R7"], lang="en") == sheet_pages(["R7"])


@needs_liblouis
def test_cli_sheet_lang_braille(tmp_path):
    from click.testing import CliRunner

    from unokit.cli import main

    out = tmp_path / "deck.pdf"
    result = CliRunner().invoke(main, ["sheet", "--lang", "pt-PT", "--braille", "--cards", "R7,W", "--out", str(out)])
    assert result.exit_code == 0, result.output
    reader, alts = _structure_alts(out.read_bytes())
    assert str(reader.trailer["/Root"]["/Lang"]) == "pt-PT" and alts[0] == "7 vermelho"


def test_the_static_site_pins_the_language_layer():
    from pathlib import Path

    import unokit.static_site

    pins = (Path(unokit.static_site.__file__).parent / "browser-requirements.txt").read_text()
    for name in ("babel==", "fluent.runtime==", "fluent.syntax==", "pytz=="):
        assert f"\n{name}" in pins, name


@pytest.mark.parametrize("call", ["card", "sheet", "rules"])
def test_every_surface_refuses_an_unknown_language(call):
    from unokit.render.sheets import sheet_pages
    from unokit.render.svg import card
    from unokit.rules_text import rules_text

    with pytest.raises(LanguageError, match="languages are: en, pt-PT, es"):
        {"card": lambda: card(Card.parse("R5"), lang="fr"), "sheet": lambda: sheet_pages(["R5"], lang="fr"),
         "rules": lambda: rules_text("classic", "fr")}[call]()


def test_cli_rules_lang_json_names_the_language():
    import json

    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["rules", "spectrum", "--lang", "es_es", "--json"])
    said = json.loads(result.output)
    assert (said["lang"], said["summary"].splitlines()[0]) == ("es", "Reglas del espectro")


# --- the reasons of Game.explain (why a move or a card can or cannot be played) --------------------

#: house-rule settings the reasons are collected under (each a preset and the flags changed)
_REASON_CONFIGS = [
    ("classic", {}),
    ("classic", {"challenge": False}),
    ("classic", {"wild_draw_four_restricted": False, "challenge": False, "uno": False}),
    ("classic", {"play_drawn_card": False}),
    ("black-uno", {}),
    ("spectrum", {}),
    ("party", {}),
    ("classic", {"jump_in": True, "seven_swap": True, "zero_rotate": True}),
    ("classic", {"stack_draw_two": True, "stack_wild_draw_four": True, "stack_cross": True, "challenge": False}),
    ("classic", {"stack_draw_two": True, "stack_wild_draw_four": True, "challenge": False}),
    ("classic", {"stack_draw_two": True}),
    ("classic", {"force_play": True}),
    ("classic", {"draw_to_match": True}),
    ("classic", {"bluffing": False, "challenge": False}),
]

#: what is explained at each step besides the legal moves: every card code and these texts
_EXPLAINED = ("draw", "pass", "uno", "challenge", "accept", "choose red", "choose teal", "catch 0", "catch 1",
              "catch 7", "play R7 swap 1", "play R7 swap 9", "play R7 G7", "play R7 R7 R7", "play R5 R7", "xyz",
              "play", "1: draw", "2: play R5")


def _positions():
    """Games in the states the seeded games rarely reach (a Wild starter, an empty draw pile, a seat out,
    ...), each with the texts to explain there."""
    import scenarios

    from unokit.rules import find_preset

    jump = find_preset("classic", jump_in=True, seven_swap=True, zero_rotate=True)
    seven = ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"]
    over = scenarios.at(["R1", "G1 G2"], "R5", rules="classic")
    over.push("0: play R1")
    yield over, ["1: draw"]
    yield scenarios.dealt(seven, "W", rules="classic"), ["1: play G1", "1: choose teal", "1: choose red"]
    yield scenarios.dealt(seven, "W", rules=jump), ["0: play G1"]
    yield scenarios.at(["R1 R2", "G1 G2"], "B9", "", rules="classic"), ["0: draw"]
    yield scenarios.at(["R7 G5 B1", "G1 G2", "B2 B3"], "R1", rules="black-uno"), ["0: play R7 G5"]
    yield scenarios.at(["R7", "G1 G2", "B1 B2"], "R1", rules=jump), ["0: play R7 swap 1"]
    yield scenarios.at(["R7 R2 R3", "G1 G2", "B1 B2"], "R1", rules=jump), ["0: play R7", "0: play R7 swap 1 uno"]
    yield scenarios.at(["R0 R2", "G1 G2", "B1 B2"], "R1", rules=jump), ["0: play R0 uno"]
    yield scenarios.at(["R1 R2 R3", "G1 G2"], "R5", rules="classic"), ["0: play R1 uno"]
    out = scenarios.at(["R7 R2 R3", "", "B1 B2"], "R1", rules=find_preset("black-uno", seven_swap=True), out=(1,))
    yield out, ["0: play R7 swap 1", "1: draw"]
    yield scenarios.at(["R7 R2 R3", "G1 G2", "B1 B2"], "R1", rules=jump), ["0: play R7 swap 9", "0: play R7 swap 0"]
    yield scenarios.at(["R7 R2", "G1 G2", "B1 B2"], "R1", rules=jump), ["0: play R7 swap 1 uno"]
    yield scenarios.at(["R7 R7 G1", "G1 G2"], "R1", rules="classic"), ["0: play R7 R7"]
    no_bluffing = find_preset("classic", bluffing=False, challenge=False)
    yield scenarios.at(["W+4 R2", "G1 G2"], "R5", rules=no_bluffing), ["0: play W+4 blue"]
    challenged = scenarios.at(["W+4 G2 G3", "R1 R2", "B1 B5"], "R5", rules=jump)
    challenged.push("0: play W+4 blue")
    yield challenged, ["2: play R5"]
    cross = find_preset("classic", stack_draw_two=True, stack_wild_draw_four=True, stack_cross=True, challenge=False)
    yield scenarios.at(["G1 G2", "W+4 R3 R4"], "R+2", rules=cross, current=1, pending=2), ["1: play W+4 blue"]
    window = scenarios.at(["R1 R2", "G1 G5 G3", "B1 B2 B3"], "R5", rules="classic")
    window.push("0: play R1")
    yield window, ["0: uno", "1: catch 0"]
    closed = scenarios.at(["R1 R2", "R3 G5 G3", "B1 B2 B3"], "R5", rules="classic")
    closed.push("0: play R1")
    closed.push("1: play R3")
    yield closed, ["0: uno", "2: catch 0"]


def _collect_reasons():
    """Every distinct reason ``explain`` gives (nested ones too) in short seeded games of each setting of
    :data:`_REASON_CONFIGS` and in :func:`_positions`: ``{(message id, English text): Reason}``."""
    import random

    from unokit.game import Game
    from unokit.phrases import Reason
    from unokit.rulebook import MATCHING
    from unokit.rules import find_preset

    found = {}

    def add(reason):
        assert isinstance(reason, Reason), repr(reason)
        found.setdefault((reason.id, str(reason)), reason)
        for value in reason.args.values():
            if isinstance(value, Reason):
                add(value)

    for preset, flags in _REASON_CONFIGS:
        rules = find_preset(preset, **flags)
        codes = sorted({card.code for card in make_deck(rules.deck)})
        rng = random.Random(7)
        game = Game(rules, 3, seed=7)
        for _ in range(40):
            if game.outcome() is not None:
                break
            seat = game.current
            for text in (*codes, *_EXPLAINED, f"play R7 swap {seat}"):
                for asker in (seat, (seat + 1) % 3):
                    add(game.explain(text, asker).reason)
            for other in range(3):
                for move in game.legal_moves(other):
                    add(game.explain(move).reason)
            game.push(rng.choice(game.legal_moves()))
    for game, texts in _positions():
        for text in texts:
            add(game.explain(text).reason)
        if game.phase == "choose":  # no colour is in force yet
            add(MATCHING.mismatch_reason(game, Card.parse("B5")))
    return found


@pytest.fixture(scope="module")
def reasons():
    return _collect_reasons()


def test_every_reason_message_is_reached(reasons):
    reached = {msg_id for msg_id, _ in reasons}
    catalogue = {msg_id for msg_id in i18n.message_ids("en") if msg_id.startswith("reason-")}
    assert sorted(catalogue - reached) == [], "reason messages no game here gives (untested)"
    assert sorted(reached - catalogue) == [], "reasons the engine gives that the catalogue lacks"


def test_the_english_catalogue_says_every_reason_as_the_engine_does(reasons):
    for (msg_id, english), reason in reasons.items():
        assert i18n.message(msg_id, "en", **i18n._reason_args(reason, "en")) == english, msg_id


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_reason_is_said_in_each_language(reasons, lang):
    for (msg_id, english), reason in reasons.items():
        said = reason.text(lang)
        assert said and said != english or msg_id in SAME_AS_ENGLISH, (msg_id, said)
        assert "{" not in said and "$" not in said, said


def test_pseudo_locale_reasons_have_no_text_outside_brackets(reasons):
    for (msg_id, _english), reason in reasons.items():
        if msg_id in ("reason-not-a-move", "reason-not-card-nor-move"):
            continue  # the notation parser's own message is an English exception message (issue 26)
        left = i18n.outside_brackets(reason.text("en-XA"))
        for name in ("Seat 0", "Seat 1", "Seat 2", *scenarios_names()):  # players' names are not text
            left = left.replace(f"{name}'š", "").replace(name, "")
        # notation stays notation: card codes, seats, the preset's name
        left = re.sub(r"'[^']*'|\b(classic|black-uno|spectrum|party|seven_swap)\b", "", left)
        assert re.sub(r"[\s\d.,:;()+'-]", "", left) == "", (msg_id, reason.text("en-XA"))


def scenarios_names():
    import scenarios

    return scenarios.NAMES


@pytest.mark.parametrize("lang, text, expected", [
    ("pt-PT", "B5", "5 azul não combina com vermelho nem com 7"),
    ("es", "B5", "5 azul no coincide ni con rojo ni con 7"),
    ("pt-PT", "R5", "5 vermelho tem a mesma cor: vermelho"),
    ("es", "draw", "Ben puede robar una carta en vez de jugar; si la carta robada sirve, puede echarla o quedársela"),
    ("pt-PT", "0: draw", "é a vez de Ben, não de Ana"),
])
def test_explain_in_a_language(lang, text, expected):
    from unokit.game import Game, _doc_deck

    game = Game("classic", ["Ana", "Ben"], deck=_doc_deck())
    explanation = game.explain(text, lang=lang)
    assert explanation.reason == expected
    assert explanation.text(lang) == expected
    # the reason keeps its message: asked again in English it is the engine's own words
    assert explanation.text("en") == game.explain(text).reason == explanation.reason.text()


def test_a_wild_draw_four_bluff_agrees_with_card_in_each_language():
    import scenarios

    game = scenarios.at(["W+4 R2 G3", "G1 G2"], "R5", rules="classic")
    assert game.explain("W+4").reason.startswith("legal, but a bluff: Ana holds a red card (Red 2)")
    assert game.explain("W+4", lang="pt-PT").reason.startswith(
        "válido, mas é bluff: Ana tem uma carta vermelha (2 vermelho)")
    assert game.explain("W+4", lang="es").reason.startswith("válido, pero es un farol: Ana tiene una carta roja (2 rojo)")


def test_english_explain_is_unchanged_by_lang_en():
    from unokit.game import Game, _doc_deck

    game = Game("classic", ["Ana", "Ben"], deck=_doc_deck())
    for text in ("B5", "R5", "draw", "W", "0: draw"):
        assert game.explain(text, lang="en") == game.explain(text)


def test_explain_refuses_an_unknown_language():
    from unokit.game import Game

    with pytest.raises(LanguageError, match="languages are: en, pt-PT, es"):
        Game("classic", 2, seed=1).explain("draw", lang="fr")


def test_a_reason_pickles_with_its_message():
    import pickle

    from unokit.game import Game, _doc_deck

    reason = Game("classic", ["Ana", "Ben"], deck=_doc_deck()).explain("B5").reason
    again = pickle.loads(pickle.dumps(reason))
    assert (again, again.id, again.text("es")) == (reason, reason.id, reason.text("es"))


@pytest.mark.parametrize("module", ["unokit.views", "unokit.phrases"])
def test_the_reason_examples_in_docstrings_hold(module):
    import doctest
    import importlib

    failed, tried = doctest.testmod(importlib.import_module(module))
    assert tried and not failed
