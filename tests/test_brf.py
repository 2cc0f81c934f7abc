"""Braille-ready files (unokit.brf, ``unokit brf``) and the rules summary they carry (unokit.rules_text).

The translation is checked by back-translating the file's text with liblouis and comparing it with the
print text; the page geometry by measuring every page (40 cells x 25 lines, page numbers)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from unokit import brf
from unokit.cli import main
from unokit.game import Game
from unokit.record import replay
from unokit.rules import find_preset
from unokit.rules_text import RulesSection, rules_summary, rules_text, rules_title

DATA = Path(__file__).parent / "data"
RECORDS = ["classic_deck_greedy_round.json", "black_uno_stacking.json", "classic_position_challenge.json",
           "spectrum_deck.json"]
PRESETS = ["classic", "black-uno", "spectrum"]

# scripts/run-tests.sh installs liblouis-bin; in CI (CI set) a missing liblouis fails these tests
needs_liblouis = pytest.mark.skipif(shutil.which("lou_translate") is None and not os.environ.get("CI"),
                                    reason=f"liblouis is not installed ({brf.INSTALL_HINT})")


def pages_of(text: str) -> list[list[str]]:
    """A BRF document's pages, each a list of its lines (CR LF line ends, a form feed after each page)."""
    assert text.endswith("\f")
    pages = []
    for page in text.split("\f")[:-1]:
        assert page.endswith("\r\n")
        lines = page[:-2].split("\r\n")
        assert "\n" not in "".join(lines) and "\r" not in "".join(lines)
        pages.append(lines)
    return pages


def check_geometry(text: str, *, empty: bool = False) -> list[list[str]]:
    """Every page has 25 lines of at most 40 cells, only braille ASCII, and its page number at the
    right end of line 25 (which holds nothing else)."""
    pages = pages_of(text)
    assert pages
    for number, lines in enumerate(pages, start=1):
        assert len(lines) == brf.LINES_PER_PAGE
        for line in lines:
            assert len(line) <= brf.CELLS_PER_LINE, line
            assert line == line.rstrip()
            assert all(" " <= char <= "_" for char in line), line  # the 64 cells of braille ASCII
        assert lines[-1] == brf.page_number(number).rjust(brf.CELLS_PER_LINE)
        assert empty or any(line.strip() for line in lines[:-1])
    return pages


def text_of(pages: list[list[str]]) -> str:
    """The braille text of the pages in reading order, lines joined by spaces, page numbers left out."""
    return " ".join(line.strip() for page in pages for line in page[:-1] if line.strip())


def print_of(blocks: list[brf.Block]) -> str:
    return " ".join(" ".join(text.split()) for _, text in blocks)


# ----------------------------------------------------------------------------- layout (no liblouis)
def test_page_numbers_use_the_numeric_indicator_and_letters_a_to_j():
    assert brf.page_number(1) == "#A"
    assert brf.page_number(10) == "#AJ"
    assert brf.page_number(25) == "#BE"
    with pytest.raises(brf.BrailleError):
        brf.page_number(0)


def test_layout_indents_paragraphs_and_items_centres_headings_and_numbers_pages():
    words = " ".join(["ABCDE"] * 20)  # six words fit a line: 6 x 5 cells + 5 spaces (+ 2 of indent)
    six, two = " ".join(["ABCDE"] * 6), "ABCDE ABCDE"
    page = brf.format_pages([("heading", "TITLE"), ("paragraph", words), ("item", words)])[0]
    assert page[:2] == [" " * 17 + "TITLE", ""]
    # a paragraph starts in cell 3 and runs over in cell 1
    assert page[2:6] == ["  " + six, six, six, two]
    # a list item starts in cell 1 and runs over in cell 3
    assert page[6:10] == [six, "  " + six, "  " + six, "  " + two]
    assert page[10:24] == [""] * 14
    assert page[24] == " " * 38 + "#A"
    check_geometry(brf.pages_to_brf([page]))


def test_text_flows_onto_more_pages_and_a_heading_never_ends_a_page():
    blocks: list[brf.Block] = [("heading", "TITLE")]
    blocks += [("item", f"#{n} ITEM") for n in range(1, 23)]
    blocks += [("heading", "NEXT"), ("paragraph", "TEXT")]
    pages = check_geometry(brf.pages_to_brf(brf.format_pages(blocks)))
    assert len(pages) == 2
    assert pages[0][23] == "#22 ITEM"
    assert pages[1][0].strip() == "NEXT" and pages[1][2] == "  TEXT"


def test_a_word_longer_than_a_line_is_cut_with_a_hyphen():
    pages = brf.format_pages([("paragraph", "A " + "B" * 90)])
    lines = [line for line in pages[0][:-1] if line]
    assert lines[0] == "  A"
    assert lines[1] == "B" * 39 + "-" and lines[2] == "B" * 39 + "-" and lines[3] == "B" * 12
    with pytest.raises(brf.BrailleError, match="unknown block kind"):
        brf.format_pages([("table", "X")])
    with pytest.raises(brf.BrailleError, match="too small"):
        brf.format_pages([("paragraph", "X")], cells=5)


def test_empty_document_is_one_numbered_page():
    pages = check_geometry(brf.pages_to_brf(brf.format_pages([])), empty=True)
    assert len(pages) == 1


# ----------------------------------------------------------------------------- the rules summary
def test_rules_summary_has_titled_sections_for_every_preset():
    for preset in PRESETS:
        sections = rules_summary(preset)
        assert all(isinstance(s, RulesSection) and s.title and s.paragraphs for s in sections)
        assert [s.title for s in sections] == ["The cards", "Players and the deal", "The starter card",
                                               "Your turn", "Action cards", "The Wild Draw Four", "Calling UNO",
                                               "The end of a round", "Scoring"] + (["House rules"] if preset == "party" else [])
        text = rules_text(preset)
        assert text.startswith(rules_title(preset) + "\n\nThe cards\n\n")
        assert text.isascii()


def test_rules_summary_follows_the_flags_of_each_preset():
    classic = rules_text("classic")
    assert "108 cards" in classic and "the challenger takes six cards" in classic
    assert "If it is a Wild Draw Four, it goes back" in classic and "then you take two cards" in classic.lower()
    black = rules_text("black-uno")
    assert "If it is a Reverse, it goes back" in black and "you take four cards" in black.lower()
    assert "several cards at once" in black and "three places are decided" in black
    assert "No points are scored" in black and "challenge" not in black
    spectrum = rules_text("spectrum")
    assert "112 cards" in spectrum and "So teal matches green and blue." in spectrum
    assert "no UNO call" in spectrum and "cannot be played until your next turn" in spectrum
    replaced = rules_text(find_preset("classic", wild_starter_replaced=True))
    assert "If it is a Wild or a Wild Draw Four, it goes back" in replaced
    party = rules_text("party")
    assert "Seven-O: a Seven that is not the last card swaps hands" in party and "Jump-in:" in party
    assert "No bluffing" in rules_text(find_preset("classic", bluffing=False, challenge=False))
    lowest = rules_text(find_preset("classic", scoring="lowest", target_score=300))
    assert "When someone reaches 300, the player with the lowest total wins." in lowest


# ----------------------------------------------------------------------------- liblouis
@needs_liblouis
@pytest.mark.parametrize("preset", PRESETS)
def test_rules_brf_back_translates_to_the_print_text_and_fits_the_page(preset):
    text = brf.rules_brf(preset)
    pages = check_geometry(text)
    assert len(pages) >= 3
    back = brf.back_translate([text_of(pages)])[0]
    # liblouis gives the apostrophe back as the typographic one
    assert back.replace("\u2019", "'") == print_of(brf.rules_blocks(preset))


@needs_liblouis
@pytest.mark.parametrize("record", RECORDS)
def test_transcript_brf_back_translates_to_the_narration(record):
    game = replay(DATA / record)
    text = brf.transcript_brf(game)
    pages = check_geometry(text)
    blocks = brf.transcript_blocks(game)
    assert [text for kind, text in blocks if kind == "item"] == [
        f"{n}. {sentence}" for n, sentence in enumerate(game.narration, start=1)]
    back = brf.back_translate([text_of(pages)])[0]
    assert back.replace("\u2019", "'") == print_of(blocks)


@needs_liblouis
def test_translation_is_contracted_ueb():
    # grade 2 contractions: "the" is one cell (!), "and" (&), "card" keeps its letters with the ar sign
    assert brf.translate(["The cards and the deck"]) == [",! C>DS & ! DECK"]
    # a backslash is text, not a liblouis escape; "b" alone takes the grade 1 indicator (not "but")
    assert brf.translate(["a \\ b"]) == ["A _* ;B"]
    with pytest.raises(brf.BrailleError, match="line break"):
        brf.translate(["two\nlines"])


# ----------------------------------------------------------------------------- the command
@needs_liblouis
def test_cli_writes_the_rules_and_a_transcript(tmp_path):
    runner = CliRunner()
    out = tmp_path / "rules.brf"
    result = runner.invoke(main, ["brf", "--rules", "spectrum", "--out", str(out)])
    assert result.exit_code == 0, result.output
    pages = check_geometry(out.read_bytes().decode("ascii"))
    assert result.output == f"wrote {out} ({len(pages)} braille pages)\n"
    game_out = tmp_path / "game.brf"
    result = runner.invoke(main, ["brf", str(DATA / RECORDS[0]), "--out", str(game_out)])
    assert result.exit_code == 0, result.output
    assert game_out.read_bytes().decode("ascii") == brf.transcript_brf(replay(DATA / RECORDS[0]))
    record = (DATA / RECORDS[1]).read_text()
    stdin_out = tmp_path / "stdin.brf"
    result = runner.invoke(main, ["brf", "-", "--out", str(stdin_out)], input=record)
    assert result.exit_code == 0, result.output
    assert stdin_out.read_bytes().decode("ascii") == brf.transcript_brf(replay(json.loads(record)))


def test_cli_says_in_one_line_when_liblouis_is_missing(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no lou_translate here
    result = CliRunner().invoke(main, ["brf", "--rules", "classic", "--out", str(tmp_path / "r.brf")])
    assert result.exit_code == 1
    assert result.output == ("error: liblouis is not installed (no lou_translate on PATH); install it with: "
                             "apt-get install liblouis-bin\n")
    assert not (tmp_path / "r.brf").exists()


def test_cli_usage_errors(tmp_path):
    runner = CliRunner()
    result = runner.invoke(main, ["brf", "--out", str(tmp_path / "x.brf")])
    assert result.exit_code == 2 and result.output.startswith("error: give one of a game record RECORD or --rules")
    result = runner.invoke(main, ["brf", "r.json", "--rules", "classic", "--out", str(tmp_path / "x.brf")])
    assert result.exit_code == 2
    result = runner.invoke(main, ["brf", "--rules", "classic"])
    assert result.exit_code == 2 and "--out" in result.output


@needs_liblouis
def test_cli_bad_preset_and_bad_record_are_one_error_line(tmp_path):
    runner = CliRunner()
    result = runner.invoke(main, ["brf", "--rules", "nope", "--out", str(tmp_path / "x.brf")])
    assert result.exit_code == 2
    assert result.output == "error: --rules: unknown preset 'nope'; presets are: classic, black-uno, spectrum, party\n"
    result = runner.invoke(main, ["brf", str(DATA / "invalid_illegal_move.json"), "--out", str(tmp_path / "x.brf")])
    assert result.exit_code == 1 and result.output.startswith("error: moves[") and result.output.count("\n") == 1
    result = runner.invoke(main, ["brf", str(tmp_path / "missing.json"), "--out", str(tmp_path / "x.brf")])
    assert result.exit_code == 1 and result.output.startswith("error: ") and result.output.count("\n") == 1


@needs_liblouis
def test_transcript_with_names_liblouis_has_no_braille_for_is_still_braille_ascii(tmp_path):
    game = Game("classic", ["Zoë", "Ben 😀"], seed=3)
    game.push(game.legal_moves(game.current)[0])
    check_geometry(brf.transcript_brf(game))
    result = CliRunner().invoke(main, ["brf", "-", "--out", str(tmp_path / "x.brf")], input="not json")
    assert result.exit_code == 1 and result.output.startswith("error: stdin is not valid JSON (line 1, column 1: ")


def test_docstring_examples_hold():
    import doctest

    failed, tried = doctest.testmod(brf)
    assert tried and not failed


def test_every_preset_has_a_title_written_as_a_heading():
    """The party preset's summary and braille transcript were titled "party rules" (lower case, unlike the
    others and the table's heading)."""
    assert [rules_title(name) for name in ("classic", "black-uno", "spectrum", "party")] == [
        "Classic rules", "Black UNO house rules", "Spectrum rules", "Party rules"]
