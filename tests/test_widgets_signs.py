"""The table's colour signs setting (issue 28: signs chosen per card, sheet, table and seat): GameTable(signs=),
the "Colour signs" picker of the options panel, and every picture and legend of the table following it."""

from __future__ import annotations

import re

import pytest

from unokit.errors import RenderError, UnokitError
from unokit.game import Game
from unokit.widgets import GameTable
from unokit.widgets.legend import legend_html

MATTEL_CIRCLE = "M0.9 0.5A0.4 0.4 0 1 1 0.1 0.5"  # Mattel's red circle, as render/signs.py draws it


def _descriptions(table: GameTable) -> list[str]:
    return [re.search(r"<desc[^>]*>([^<]*)</desc>", entry["svg"]).group(1)
            for hand in table.seats.hands for entry in hand.cards if entry["code"]]


def classic_table(**options) -> GameTable:
    return GameTable(Game("classic", players=["Ana", "Ben", "Cy"], seed=3), **options)


def test_a_table_with_mattel_signs_draws_them_on_every_card_choice_and_legend():
    table = classic_table(signs="mattel")
    assert table.signs == "mattel" and table.options.signs_picker.value == "mattel"
    descriptions = _descriptions(table)
    assert descriptions and all("Mattel colour-blind symbols" in d and "ColorADD" not in d for d in descriptions)
    red = next(c for c in table.action_bar.starter_chooser.colors if c["word"] == "red")
    assert MATTEL_CIRCLE in red["svg"]
    assert "Mattel colour-blind symbols: the colour signs on these cards" in table.legend.table.value
    assert 'data-signs="mattel"' in table.legend.table.value


def test_the_picker_changes_the_tables_signs_and_every_hand_is_drawn_again():
    table = classic_table()
    assert all("ColorADD" in d for d in _descriptions(table))
    table.options.signs_picker.value = "letters"
    assert table.signs == "letters" and table.legend.signs == "letters"
    assert all("Letter signs: letter" in d for d in _descriptions(table))
    table.options.signs_picker.value = "none"
    assert all("Drawn without ColorADD signs" in d for d in _descriptions(table))
    assert "No colour signs" in table.legend.table.value


def test_only_the_systems_that_cover_the_games_colours_are_offered():
    table = GameTable(Game("spectrum", players=["Ana", "Ben"], seed=1))
    assert [value for _label, value in table.options.signs_picker.options] == ["coloradd", "letters", "none"]
    assert [value for _label, value in classic_table().options.signs_picker.options] == [
        "coloradd", "mattel", "letters", "none"]


def test_a_new_game_whose_colours_the_signs_do_not_cover_goes_back_to_coloradd_and_says_so():
    table = classic_table(signs="mattel", mode="play")
    table.new_game(Game("spectrum", players=["Ana", "Ben"], seed=1))
    assert table.signs == "coloradd" and table.options.signs_picker.value == "coloradd"
    assert table.move_log.status == ("Mattel symbols have no sign for every colour of this game: the cards show "
                                     "ColorADD signs.")
    assert all("ColorADD" in d for d in _descriptions(table))
    table.new_game(Game("classic", players=["Ana", "Ben"], seed=2))  # letters cover both: kept
    table.signs = "letters"
    table.new_game(Game("spectrum", players=["Ana", "Ben"], seed=1))
    assert table.signs == "letters"


def test_bad_signs_are_refused_with_the_choices_and_change_nothing():
    with pytest.raises(RenderError, match="the mattel signs cover only red, blue, green, yellow; the deck has orange"):
        GameTable(Game("spectrum", players=["Ana", "Ben"], seed=1), signs="mattel")
    with pytest.raises(UnokitError, match="sign systems are: coloradd, mattel, letters, none"):
        classic_table(signs="braille")
    table = GameTable(Game("spectrum", players=["Ana", "Ben"], seed=1), signs="letters")
    before = _descriptions(table)
    with pytest.raises(RenderError, match="mattel signs cover only"):
        table.signs = "mattel"
    assert table.signs == "letters" and table.options.signs_picker.value == "letters"
    assert _descriptions(table) == before


def test_the_legend_of_coloradd_is_as_it_was():
    assert legend_html() == legend_html(signs="coloradd") and "ColorADD colour signs" in legend_html()
