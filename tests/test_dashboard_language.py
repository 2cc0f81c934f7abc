"""The dashboard's language (issue 26, DESIGN.md contract 7): ``?lang=`` in the page's address and the
language chooser (kept in the browser) pick the table's language; the table is made again in it at the
same game."""

from __future__ import annotations

import pytest

from unokit.dashboard.address import parse_address
from unokit.dashboard.app import Dashboard
from unokit.errors import LanguageError


def test_the_address_reads_a_language_and_says_why_not_for_an_unknown_one():
    assert parse_address("?lang=pt").lang == "pt-PT"
    assert parse_address("?lang=es&seed=3").lang == "es"
    address = parse_address("?lang=fr&seed=3")
    assert address.lang is None and address.seed == 3
    assert any("'fr'" in problem and "pt-PT" in problem for problem in address.problems), address.problems
    assert parse_address("?lang=pt-PT").empty  # a language alone deals no new game


def test_a_dashboard_made_in_a_language_deals_its_table_in_it():
    board = Dashboard(seed=1, lang="es")
    assert board.table.lang == "es" and board.language.lang == "es"
    with pytest.raises(LanguageError):
        Dashboard(seed=1, lang="fr")


def test_the_address_remakes_the_table_in_its_language_at_the_same_game():
    board = Dashboard(seed=1)
    game = board.table.game
    board.address_bar.open_address("?lang=pt-PT")
    assert board.table.lang == "pt-PT" and board.language.lang == "pt-PT"
    assert board.table.game is game and board._table_box.children == (board.table,)
    assert board.table.live.history[-1][1].startswith(game.setup_narration_text("pt-PT"))
    board.address_bar.open_address("?lang=es&seed=5")  # the language first, then the deal in it
    assert board.table.lang == "es" and board.table.game.seed == 5
    said = [text for _politeness, text in board.table.live.history]
    assert any(text.startswith("Nueva partida classic, semilla 5. La juega una persona: Ana. Reparto abierto:")
               for text in said), said
    assert "Turno de" in board.table.live.history[-1][1] or "Tu turno" in board.table.live.history[-1][1]


def test_the_chooser_sets_the_language_and_ignores_a_tag_that_is_no_choice():
    board = Dashboard(seed=1)
    chooser = board.language
    assert [choice["tag"] for choice in chooser.choices] == ["en", "pt-PT", "es"]
    chooser._on_message(None, {"type": "lang", "lang": "es"}, None)
    assert board.table.lang == "es" and chooser.lang == "es"
    table = board.table
    for bad in ("xx", "en-XA", 7):
        chooser._on_message(None, {"type": "lang", "lang": bad}, None)
        assert board.table is table and chooser.lang == "es"
    chooser._on_message(None, {"type": "lang", "lang": "es"}, None)
    assert board.table is table  # the same language: the table stays


def test_a_copied_link_keeps_the_tables_language():
    board = Dashboard(seed=1, lang="pt-PT")
    query = board.address_bar.query()
    assert query.endswith("&lang=pt-PT") and parse_address(query).lang == "pt-PT"
    assert "lang=" not in Dashboard(seed=1).address_bar.query()  # English links as before
