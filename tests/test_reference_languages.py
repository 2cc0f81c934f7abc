"""The printed words of the reference cards, the braille key card, the sign keys and the card back in
Portuguese and Spanish (issue 26, "Text as a layer"): the words each card prints, read back from its glyph
rows; the braille key in the language's grade 1 table; the pseudo-locale's brackets around every printed
word; and the text still fitting its card, at the review's sizes, in every language."""

from __future__ import annotations

import io
import re
import shutil
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from test_braille_key import figure_alts

from unokit import i18n
from unokit.cards import SPECTRUM_COLORS, Card
from unokit.render import braille, reference_words
from unokit.render.canvas import _cap, _font
from unokit.render.contrast import _sign_of
from unokit.render.face_layout import _layout
from unokit.render.faces import back
from unokit.render.reference import _LARGE_REFERENCE_CAPS, _REFERENCE_CAPS, reference_card, reference_parts
from unokit.render.sign_keys import signs_card, signs_parts

TRANSLATED = ("pt-PT", "es")
LANGUAGES = ("en", *TRANSLATED)
SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"

needs_liblouis = pytest.mark.skipif(shutil.which("lou_translate") is None,
                                    reason="liblouis (lou_translate) is not installed")


def _glyph_rows(source: str) -> list[tuple[float, float, float, float, str]]:
    """Each line of text a card prints, in drawing order, read back from its glyph rows: (x, baseline y, cap
    height, width in mm, text), the text being the row's glyphs (``<use>`` of ``PREFIX-gHEX`` paths) in order,
    a space where the next glyph starts further on than the last one's advance (the font's space)."""
    glyphs = _font()["glyphs"]
    rows = []
    for row in ET.fromstring(source).iter(f"{SVG}g"):
        match = re.match(r"translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.e-]+) -", row.get("transform", ""))
        uses = [use for use in row if use.tag == f"{SVG}use"]
        if not match or not uses:
            continue
        text, end = "", 0.0
        for use in uses:
            found = re.search(r"-g([0-9a-f]+|skip|reverse)$", use.get(XLINK) or use.get("href") or "")
            if found is None:
                break  # not a row of text
            char = found.group(1) if found.group(1) in ("skip", "reverse") else chr(int(found.group(1), 16))
            x = float(use.get("x", "0"))
            if text and x > end + 1:
                text += " "
            text += char
            end = x + glyphs[char]["advance"]
        else:
            scale = float(match.group(3))
            rows.append((float(match.group(1)), float(match.group(2)), scale * _cap(), end * scale, text))
    return rows


def printed_lines(source: str) -> list[str]:
    """The lines of text a card prints, in reading order: drawing order, except that the centred credit,
    drawn from its last line up, is read from its first line down."""
    rows = _glyph_rows(source)
    order: list[list[tuple[float, float, float, float, str]]] = []
    for row in rows:
        last = order[-1][-1] if order else None
        centred = abs(row[0] + row[3] / 2 - 28) < 0.01
        if last and centred and abs(last[0] + last[3] / 2 - 28) < 0.01 and row[1] < last[1]:
            order[-1].append(row)  # one more line of a credit drawn upwards
        else:
            order.append([row])
    return [row[4] for run in order for row in (run[::-1] if len(run) > 1 and run[1][1] < run[0][1] else run)]


def _printed(source: str) -> str:
    return " ".join(printed_lines(source))


def _title_desc(source: str) -> tuple[str, str]:
    root = ET.fromstring(source)
    return root.find(f"{SVG}title").text or "", root.find(f"{SVG}desc").text or ""


def test_the_glyph_reader_reads_the_english_cards_as_they_always_printed():
    lines = printed_lines(reference_card(3))
    assert lines[0] == "Braille key" and 'w = Wild, not "will"' in lines
    lines = printed_lines(reference_card(1))
    assert lines[0] == "ColorADD" and lines.index("red") + 1 == lines.index("red triangle")
    assert "ColorADD® colour code by Miguel Neiva" in lines  # the credit at the foot


def test_english_is_the_default_language_byte_for_byte():
    for number in (1, 2, 3):
        assert (reference_card(number, lang="en", colors=SPECTRUM_COLORS, id_prefix="r")
                == reference_card(number, colors=SPECTRUM_COLORS, id_prefix="r"))
    assert signs_card("mattel", lang="en", id_prefix="s") == signs_card("mattel", id_prefix="s")
    assert back(lang="en", id_prefix="b") == back(id_prefix="b")


@needs_liblouis
@pytest.mark.parametrize("lang, words, english", [
    ("pt-PT", {1: ["Cores ColorADD", "vermelho", "triângulo vermelho", "amarelo + azul", "violeta", "castanho",
                   "Código de cores ColorADD® de Miguel Neiva", "sinais desenhados pelo unokit"],
               2: ["Tons ColorADD", "azul claro", "vermelho escuro", "cinzento claro", "dourado", "prateado",
                   "azul-petróleo = azul claro"],
               3: ["Chave braille", "pt-pt-g1.utb", "r = vermelho", "t = azul-petróleo", "s = Bloqueio",
                   "r = Inversão (2.ª letra)", "w = Coringa", "w+ = Coringa +4", "canto superior esquerdo"]},
     ["red", "Skip", "colour", "tones", "Braille key", "UEB", "will"]),
    ("es", {1: ["Colores ColorADD", "rojo", "triángulo rojo", "amarillo + azul", "morado", "marrón",
                "Código de color ColorADD® de Miguel Neiva", "signos dibujados por unokit"],
            2: ["Tonos ColorADD", "azul claro", "rojo oscuro", "gris claro", "dorado", "plateado",
                "verde azulado = azul claro"],
            3: ["Clave braille", "es-g1.ctb", "r = rojo", "t = verde azulado", "s = Salta",
                "r = Reversa (segunda letra)", "w = Comodín", "w+ = Comodín Roba cuatro", "esquina superior izquierda"]},
     ["red", "Skip", "colour", "tones", "Braille key", "UEB", "will"]),
])
def test_reference_cards_print_the_languages_words(lang, words, english):
    for number, expected in words.items():
        source = reference_card(number, lang=lang, colors=SPECTRUM_COLORS)
        printed = _printed(source)
        for word in expected:
            assert word in printed, (number, word, printed)
        for word in english:
            assert not re.search(rf"\b{re.escape(word)}\b", printed), (number, word, printed)
        title, desc = _title_desc(source)
        assert title == reference_words.title(number, lang) and f'<svg lang="{lang}" ' in source
        assert not re.search(r"\b(the|and|colours?|Braille key)\b", desc), desc
    assert _title_desc(reference_card(1, lang=lang))[0] == {"pt-PT": "ColorADD: as nove cores",
                                                            "es": "ColorADD: los nueve colores"}[lang]


@needs_liblouis
@pytest.mark.parametrize("lang, table", [("pt-PT", "pt-pt-g1.utb"), ("es", "es-g1.ctb")])
@pytest.mark.parametrize("placement", ["corners", "edges"])
def test_the_braille_key_card_uses_the_languages_grade_1_table_and_names_it(lang, table, placement):
    rows = reference_words.braille_rows([_sign_of(c) for c in SPECTRUM_COLORS], placement, lang)
    labels = dict((text.split(" = ")[0], cells) for cells, text in rows)
    # the labels are the cards' own labels in that table: a plus sign is dots 2-3-5 alone, no UEB dot 5
    assert labels["w+" if placement == "corners" else "w+#4"] == braille.braille_label(Card.parse("W+4"), lang, placement)
    assert labels["+" if placement == "corners" else "+#2"] == "⠖" + ("" if placement == "corners" else "⠼⠃")
    assert labels["#g"] == "⠼⠛"
    source = reference_card(3, lang=lang, colors=SPECTRUM_COLORS, braille_placement=placement)
    assert table in _printed(source) and table in _title_desc(source)[1]
    raised = [c for c in ET.fromstring(source).iter(f"{SVG}circle") if c.get("fill") == "#000000"]
    assert len(raised) == sum(bin(ord(ch) - 0x2800).count("1") for cells, _ in rows for ch in cells)


@pytest.mark.parametrize("lang, heading, row, sign, credit", [
    ("pt-PT", "Símbolos Mattel para daltónicos", "Vermelho", "círculo", "segundo os símbolos"),
    ("es", "Símbolos Mattel para daltónicos", "Rojo", "círculo", "según los símbolos"),
])
def test_sign_keys_print_the_languages_words(lang, heading, row, sign, credit):
    source = signs_card("mattel", lang=lang)
    printed = _printed(source)
    for word in (heading, row, sign, credit):
        assert word in printed, (word, printed)
    assert "circle" not in printed and "Red" not in printed
    title, desc = _title_desc(source)
    assert title == i18n.message("signkey-title", lang, system=heading)
    letters = _printed(signs_card("letters", lang=lang, colors=SPECTRUM_COLORS))
    assert {"pt-PT": "Sinais de letras", "es": "Signos de letras"}[lang] in letters and "letra T" in letters


@pytest.mark.parametrize("lang, title", [("pt-PT", "Verso da carta"), ("es", "Reverso de la carta")])
def test_the_card_back_is_named_in_the_language(lang, title):
    source = back(lang=lang)
    assert _title_desc(source)[0] == title and f'<svg lang="{lang}" ' in source
    assert printed_lines(source) == ["unokit"]  # the one printed word is a name


def _every_card(lang: str, large_print: bool):
    """Every reference and sign key card of the spectrum deck (mattel: the classic four) in ``lang``."""
    for number in (1, 2, 3):
        for placement in ("corners", "edges") if number == 3 else ("corners",):
            parts = reference_parts(number, large_print=large_print, colors=SPECTRUM_COLORS, lang=lang,
                                    braille_placement=placement)
            for part in range(1, parts + 1):
                yield (f"reference {number} {placement} {part}/{parts}",
                       reference_card(number, large_print=large_print, colors=SPECTRUM_COLORS, part=part, lang=lang,
                                      braille_placement=placement))
    for system, colours in (("mattel", None), ("letters", SPECTRUM_COLORS)):
        parts = signs_parts(system, colors=colours, large_print=large_print, lang=lang)
        for part in range(1, parts + 1):
            yield f"{system} {part}/{parts}", signs_card(system, colors=colours, large_print=large_print, part=part,
                                                          lang=lang)


@needs_liblouis
def test_the_pseudo_locale_prints_no_word_outside_its_brackets():
    seen = 0
    for large_print in (False, True):
        for name, source in _every_card("en-XA", large_print):
            seen += 1
            title, desc = _title_desc(source)
            for text in (_printed(source), title, desc):
                left = i18n.outside_brackets(text)
                left = re.sub(r"[\u2800-\u28ff]+", "", left)  # the braille key's cells, in its description
                # card notation (the braille key's print: r, #g, +, w+#4), part numbers, the plus of a
                # ColorADD mixture ("[Réd] + [Ýéllöw]") and punctuation
                left = re.sub(r"(?<![\w#+])(#g|[roygtbpmsw]|w\+|\+|\+#2|w\+#4)(?= =)", "", left)
                assert re.sub(r"[\s\d.,:;()/=+-]", "", left) == "", (name, text)
    assert seen >= 12
    back_title, back_desc = _title_desc(back(lang="en-XA"))
    assert i18n.outside_brackets(back_title + back_desc).strip() == ""


@needs_liblouis
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("large_print", [False, True])
def test_text_fits_its_card_at_the_reviews_sizes_in_every_language(lang, large_print):
    import cairosvg
    from PIL import Image

    caps = _LARGE_REFERENCE_CAPS if large_print else _REFERENCE_CAPS
    allowed = {round(cap, 3) for cap in caps.values()}
    border = _layout("uno", False).border
    for name, source in _every_card(lang, large_print):
        rows = [row[:4] for row in _glyph_rows(source)]
        assert rows, name
        for x, _y, cap, width in rows:
            # never shrunk below its role's size (a sign key's words in normal print may only shrink to fit,
            # and must not need to)
            assert round(cap, 3) in allowed, (name, cap)
            assert x >= border - 0.01 and x + width <= 56 - border + 0.01, (name, x, width)
        for (x0, y0, cap0, _), (x1, y1, cap1, _) in zip(sorted(rows), sorted(rows)[1:], strict=False):
            if abs(x0 - x1) < 0.01:  # two lines starting at one x: the lower one's capitals clear the upper one
                assert y1 - y0 >= cap1 + 0.2 * cap0, (name, y0, y1)
        png = cairosvg.svg2png(bytestring=source.encode(), output_width=280, background_color="white")
        grey = np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.int32)  # 5 px/mm
        b = round(border * 5)
        clear = grey[25:-25, -b:-3], grey[25:-25, 3:b], grey[3:b, 25:-25], grey[-b:-3, 25:-25]
        assert all((side > 200).all() for side in clear), name  # no ink between the text and the cut


@needs_liblouis
@pytest.mark.parametrize("lang, heading, table", [("pt-PT", "Chave braille: as etiquetas das cartas", "pt-pt-g1.utb"),
                                                  ("es", "Clave braille: las etiquetas de las cartas", "es-g1.ctb")])
def test_a_sheet_in_the_language_with_braille_carries_the_printed_braille_key(tmp_path, lang, heading, table):
    import pypdf
    from click.testing import CliRunner

    from unokit.cli import main

    out = tmp_path / "deck.pdf"
    result = CliRunner().invoke(main, ["sheet", "--lang", lang, "--braille", "--cards", "R7,W", "--out", str(out)])
    assert result.exit_code == 0, result.output
    reader = pypdf.PdfReader(io.BytesIO(out.read_bytes()))
    alts = figure_alts(out.read_bytes())
    [key] = [alt for alt in alts if alt.startswith(heading)]
    assert table in key and "Unified English Braille" not in key
    colours = {"pt-PT": "ColorADD: as nove cores", "es": "ColorADD: los nueve colores"}[lang]
    assert any(alt.startswith(colours) for alt in alts)  # the ColorADD reference cards in the language too
    assert str(reader.trailer["/Root"]["/Lang"]) == lang


@pytest.mark.parametrize("lang, signs_title", [
    ("pt-PT", "Sinais de cor: Símbolos Mattel para daltónicos"), ("es", "Signos de color: Símbolos Mattel para daltónicos")])
def test_the_cards_folder_marks_no_figure_english(tmp_path, lang, signs_title):
    from unokit.render.files import write_cards

    write_cards("classic", tmp_path, signs="mattel", lang=lang)
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert 'lang="en"' not in index and f'alt="{signs_title}"' in index
    assert f'<svg lang="{lang}" ' in (tmp_path / "reference-2.svg").read_text(encoding="utf-8")
