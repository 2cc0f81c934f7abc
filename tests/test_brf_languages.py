"""The braille game transcript in every language (issue 26, "Text as a layer"): ``transcript_blocks`` and
``transcript_brf`` word a record in Portuguese or Spanish from the catalogues (``brf-transcript-*`` and the
engine's ``narr-*``), contract it with that language's liblouis table and name the table; the English
transcript is the one written before the catalogues, byte for byte; ``unokit brf RECORD --lang`` writes it."""

from __future__ import annotations

import re

import pytest
import scenarios
from click.testing import CliRunner
from test_brf import DATA, RECORDS, check_geometry, needs_liblouis, text_of

from unokit import brf, i18n
from unokit.agents import make_agent
from unokit.announce import outcome_words
from unokit.cli import main
from unokit.errors import LanguageError
from unokit.game import Game
from unokit.record import replay
from unokit.rules import PRESETS
from unokit.simulate import play_out

#: the record of tests/data/classic_position_challenge.json, transcribed before the transcript's words
#: were in the catalogues (the English must stay byte for byte as it was)
ENGLISH_CHALLENGE = [
    ("heading", "Game transcript: Classic rules"),
    ("paragraph", "Round 1. Players: Ana (seat 0), Ben (seat 1), Cy (seat 2). Dealer: Ana."),
    ("heading", "How the round began"),
    ("paragraph", "The game starts from a set position with Red 5 on top; Ana is to play."),
    ("heading", "Moves"),
    ("item", "1. Ana plays Red 7 and declares UNO."),
    ("item", "2. Ben plays Red 2."),
    ("item", "3. Cy plays Wild Draw Four and names blue. Ana may challenge it or accept and draw 4."),
    ("item", "4. Ana challenges the Wild Draw Four. Cy held no red card, so the challenge fails. The discard pile, "
             "except its top card, is shuffled into a new draw pile. Ana draws 6 cards and loses the turn."),
    ("heading", "Result"),
    ("paragraph", "The record stops before the end of the round; Ben is to act. Scores: Ana 0, Ben 0, Cy 0."),
]


def _challenge() -> Game:
    return replay(DATA / "classic_position_challenge.json")


def _played(preset: str, players: int, seed: int, moves: int | None = None) -> Game:
    """A seeded round of the bots (random, uniform and greedy in turn, as the golden transcripts), to its
    end or ``moves`` moves."""
    game = Game(preset, scenarios.NAMES[:players] if seed % 2 else players, seed=seed)
    agents = [make_agent(("random", "uniform", "greedy")[seat % 3], seed=seed * 31 + seat) for seat in range(players)]
    play_out(game, agents, max_moves=1500 if moves is None else moves)
    return game


def test_the_english_transcript_is_the_one_before_the_catalogues():
    game = _challenge()
    assert brf.transcript_blocks(game) == ENGLISH_CHALLENGE
    assert brf.transcript_blocks(game, "en") == ENGLISH_CHALLENGE
    assert brf.transcript_blocks(game, None) == ENGLISH_CHALLENGE


def test_the_transcript_speaks_portuguese():
    game = _challenge()
    blocks = brf.transcript_blocks(game, "pt-PT")
    assert blocks[0] == ("heading", "Transcrição do jogo: Regras clássicas")
    # Babel's pt_PT list ("e" before the last), each player with the seat
    assert blocks[1] == ("paragraph", "Ronda 1. Jogadores: Ana (lugar 0), Ben (lugar 1) e Cy (lugar 2). "
                                      "Dá as cartas: Ana.")
    assert blocks[2] == ("heading", "Como começou a ronda")
    assert blocks[3] == ("paragraph", game.setup_narration_text("pt-PT"))
    assert blocks[4] == ("heading", "Jogadas")
    assert blocks[6] == ("item", "2. Ben joga 2 vermelho.")
    assert [text for kind, text in blocks if kind == "item"] == [
        f"{n}. {sentence}" for n, sentence in enumerate(game.narration_text("pt-PT"), start=1)]
    assert blocks[-3] == ("heading", "Resultado")
    assert blocks[-2] == ("paragraph", "É a vez de Ben: o registo acaba antes do fim da ronda. "
                                       "Pontos: Ana 0, Ben 0 e Cy 0.")
    assert blocks[-1] == ("paragraph", "Este ficheiro está em braille abreviado, escrito com a tabela "
                                       "pt-pt-g2.ctb do liblouis.")


def test_the_transcript_speaks_spanish():
    game = _challenge()
    blocks = brf.transcript_blocks(game, "es")
    assert blocks[0] == ("heading", "Transcripción de la partida: Reglas clásicas")
    assert blocks[1] == ("paragraph", "Ronda 1. Jugadores: Ana (asiento 0), Ben (asiento 1) y Cy (asiento 2). "
                                      "Reparte: Ana.")
    assert blocks[2] == ("heading", "Cómo empezó la ronda")
    assert blocks[6] == ("item", "2. Ben echa 2 rojo.")
    assert blocks[-2] == ("paragraph", "Le toca a Ben: el registro acaba antes del final de la ronda. "
                                       "Puntos: Ana 0, Ben 0 y Cy 0.")
    assert "es-g2.ctb" in blocks[-1][1] and blocks[-1][1].startswith("Este archivo está en braille")


@pytest.mark.parametrize("lang", ["pt-PT", "es"])
@pytest.mark.parametrize("record", RECORDS)
def test_each_record_has_the_english_transcripts_parts_in_the_language(record, lang):
    game = replay(DATA / record)
    english, said = brf.transcript_blocks(game), brf.transcript_blocks(game, lang)
    # the same blocks in the same order, the table's paragraph added; every word another
    assert [kind for kind, _ in said] == [kind for kind, _ in english] + ["paragraph"]
    for (_, en_text), (_, text) in zip(english, said, strict=False):
        assert text != en_text
        assert "{" not in text and "$" not in text
    if game.is_over():  # the outcome in the language, and its scores after it
        assert said[-2][1].startswith(outcome_words(game, lang))
        if game.rules.scoring != "none":
            assert i18n.message("answer-scores", lang, scores="").split(":")[0] + ":" in said[-2][1]


@pytest.mark.parametrize("lang, moves, dealt", [("pt-PT", "Não houve jogadas.", "Seat 0, Seat 1 e Seat 2"),
                                                 ("es", "No se hizo ninguna jugada.", "Seat 0, Seat 1 y Seat 2")])
def test_default_names_and_no_moves(lang, moves, dealt):
    game = Game("classic", 3, seed=5)
    if game.narration:  # a starter that named a colour or was played: take a round whose first move is a play
        game = Game("classic", 3, seed=4)
    assert not game.narration
    blocks = brf.transcript_blocks(game, lang)
    assert ("paragraph", moves) in blocks
    assert f": {dealt}." in blocks[1][1]  # a default name says its seat itself ("Seat 1", not "Seat 1 (lugar 1)")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_pseudo_locale_transcript_has_no_text_outside_brackets(preset):
    games = [_played(preset, players, seed, moves) for players in (2, 3) for seed in (1, 2) for moves in (None, 6)]
    games.append(Game(preset, 3, seed=5))
    if preset == "classic":
        games += [replay(DATA / record) for record in RECORDS]
    assert any(game.is_over() for game in games) and not all(game.is_over() for game in games)
    for game in games:
        blocks = brf.transcript_blocks(game, "en-XA")
        if game.is_over():  # the outcome is the pseudo-locale's too (inside the scores' message's brackets)
            assert outcome_words(game, "en-XA") in blocks[-2][1]
        for _kind, text in blocks:
            left = i18n.outside_brackets(text)
            for name in (*(f"Seat {seat}" for seat in range(10)), *scenarios.NAMES):  # players' names are not text
                left = left.replace(name, "")
            assert re.sub(r"[\s\d.,:;()+'-]", "", left) == "", text


def test_an_unknown_language_is_refused_naming_the_languages():
    with pytest.raises(LanguageError, match="unknown language 'fr'; languages are: en, pt-PT, es"):
        brf.transcript_blocks(_challenge(), "fr")
    with pytest.raises(LanguageError, match="languages are: en, pt-PT, es"):
        brf.transcript_brf(_challenge(), "de")


# ----------------------------------------------------------------------------- liblouis
@needs_liblouis
@pytest.mark.parametrize("lang, table", [("pt-PT", "pt-pt-g2.ctb"), ("es", "es-g2.ctb")])
def test_transcript_brf_is_contracted_with_the_languages_table(lang, table):
    game = replay(DATA / RECORDS[0])
    text = brf.transcript_brf(game, lang)
    pages = check_geometry(text)
    tables = brf.tables_for(lang)
    assert tables.endswith(table)
    blocks = brf.transcript_blocks(game, lang)
    # the pages hold the language table's braille of every block, in order (lines break at spaces only)
    cells = brf.translate([" ".join(text.split()) for _, text in blocks], tables)
    assert text_of(pages) == " ".join(" ".join(line.split()) for line in cells)
    title = pages[0][0].strip()
    assert title == brf.translate([blocks[0][1]], tables)[0]
    assert title != brf.translate([blocks[0][1]])[0]  # not UEB's contractions


@needs_liblouis
def test_a_name_spanish_braille_has_no_six_dot_cell_for_is_written_in_braille_ascii():
    # es-g2 writes the escape of a character it cannot show ("ë", an emoji) with an eight-dot backslash
    game = Game("classic", ["Zoë", "Ben 😀"], seed=3)
    game.push(game.legal_moves(game.current)[0])
    text = brf.transcript_brf(game, "es")
    check_geometry(text)
    assert "'\\X00EB'" in text.replace("\r\n", " ")


@needs_liblouis
def test_cli_writes_a_transcript_in_spanish_and_portuguese(tmp_path):
    runner = CliRunner()
    for lang in ("es", "pt-PT"):
        out = tmp_path / f"game-{lang}.brf"
        result = runner.invoke(main, ["brf", str(DATA / RECORDS[0]), "--out", str(out), "--lang", lang])
        assert result.exit_code == 0, result.output
        text = out.read_bytes().decode("ascii")
        pages = check_geometry(text)
        assert result.output == f"wrote {out} ({len(pages)} braille pages)\n"
        assert text == brf.transcript_brf(replay(DATA / RECORDS[0]), lang)
    stdin_out = tmp_path / "stdin.brf"
    result = runner.invoke(main, ["brf", "-", "--lang", "pt", "--out", str(stdin_out)],
                           input=(DATA / RECORDS[1]).read_text())
    assert result.exit_code == 0, result.output
    assert stdin_out.read_bytes().decode("ascii") == brf.transcript_brf(replay(DATA / RECORDS[1]), "pt-PT")


@needs_liblouis
def test_cli_pseudo_locale_writes_the_rules_and_a_transcript(tmp_path):
    # en-XA had no liblouis table: the command ended in a KeyError's traceback
    runner = CliRunner()
    for args in (["--rules", "classic"], [str(DATA / RECORDS[2])]):
        out = tmp_path / "xa.brf"
        result = runner.invoke(main, ["brf", *args, "--lang", "en-XA", "--out", str(out)])
        assert result.exit_code == 0, result.output
        check_geometry(out.read_bytes().decode("ascii"))


def test_cli_bad_lang_with_a_record_is_one_error_line(tmp_path):
    out = tmp_path / "game.brf"
    result = CliRunner().invoke(main, ["brf", str(DATA / RECORDS[0]), "--lang", "fr", "--out", str(out)])
    assert result.exit_code == 2
    assert result.output == ("error: --lang: unknown language 'fr'; languages are: en, pt-PT, es "
                             "(and en-XA, the pseudo-locale for tests)\n")
    assert "Traceback" not in result.output and not out.exists()


def test_cli_help_says_lang_works_with_a_record():
    result = CliRunner().invoke(main, ["brf", "--help"])
    assert result.exit_code == 0
    help_text = " ".join(result.output.split())
    assert "Language of the rules or the transcript" in help_text
    assert "--lang writes either in Portuguese or Spanish" in help_text
