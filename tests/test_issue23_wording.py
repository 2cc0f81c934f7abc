"""Wording of issue 23 item 6 (ux-audit-2 F19, N5): no placeholder in the Wild starter's reason, no places
or "1st place" when one player out ends the round, no "not now" under cards once the round is over, and the
command field offered as the way round a screen reader's browse mode."""

from __future__ import annotations

import pytest

from unokit.announce import AnnounceSettings, counts_summary, hand_summary
from unokit.cards import parse_cards
from unokit.game import Game
from unokit.state import Position

BRIEF = AnnounceSettings(detail="brief")
DRAW = "G1 G2 G3 G4 G5 G6 G7 G8 G9 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 B1 B2 B3 B4"


def finished(preset: str = "classic") -> Game:
    """Ana plays her last card, Red 1: she wins the round (classic: the round ends with one player out)."""
    position = Position(hands=tuple(tuple(parse_cards(h)) for h in ("R1", "G2 G3", "B2 B3")),
                        discard=tuple(parse_cards("R7")), draw_pile=tuple(parse_cards(DRAW)), current=0)
    game = Game(preset, ["Ana", "Ben", "Cy"], position=position, seed=3)
    game.push("0: play R1")
    assert game.is_over()
    return game


def test_one_winner_is_not_given_places():
    from unokit.widgets.view import outcome_text

    game = finished()
    text = outcome_text(game.players, game.outcome())
    assert text.startswith("Ana wins the round") and "places" not in text
    assert hand_summary(game, 0) == "0 cards: you won the round."
    assert counts_summary(game, 1, BRIEF) == "Ana 0, won the round, Ben 2, Cy 2."


def test_black_uno_still_numbers_its_places():
    position = Position(hands=tuple(tuple(parse_cards(h)) for h in ("R1", "G2 G3", "B2 B3")),
                        discard=tuple(parse_cards("R7")), draw_pile=tuple(parse_cards(DRAW)), current=0)
    game = Game("black-uno", ["Ana", "Ben", "Cy"], position=position, seed=3)
    game.push("0: play R1")
    assert hand_summary(game, 0) == "0 cards: you are out, in 1st place."


def test_the_wild_starter_reason_names_the_colours_not_a_placeholder():
    from unokit.deal import arranged_deck

    game = Game("classic", 2, deck=arranged_deck("classic", ["R1 R2 R3 R4 R5 R6 R8", "G1 G2 G3 G4 G5 G6 G8"],
                                                 ["W"]))
    reason = game.explain("1: draw").reason
    assert "COLOUR" not in reason and reason.endswith("red, yellow, green or blue")


def test_no_card_says_not_now_once_the_round_is_over():
    pytest.importorskip("anywidget")
    from unokit.widgets import GameTable

    table = GameTable(finished(), mode="play", human_seats=(0,))
    badges = [card["badge"] for hand in table.hands for card in hand.cards]
    assert badges and "\u2715 not now" not in badges and set(badges) == {""}
    live = GameTable(Game("classic", ["Ana", "Ben", "Cy"], seed=4), mode="play", human_seats=(0,))
    mine = [card["badge"] for card in live.hands[0].cards]
    assert mine and set(mine) <= {"\u2713 playable", "\u2715 not now"}  # a round in play keeps its badges
    assert {card["badge"] for seat in (1, 2) for card in live.hands[seat].cards} == {"face down"}


def test_the_keys_help_offers_the_command_field_for_browse_mode():
    pytest.importorskip("anywidget")
    from unokit.widgets.keys import BROWSE_MODE_NOTE, KEYS_DIALOG_SHORTCUTS, CommandBar, keys_html

    assert "browse mode" in BROWSE_MODE_NOTE and "command field" in BROWSE_MODE_NOTE
    assert BROWSE_MODE_NOTE in keys_html().replace("&#x27;", "'")
    bar = CommandBar()
    assert bar.browse_note == BROWSE_MODE_NOTE and bar.dialog_shortcuts == KEYS_DIALOG_SHORTCUTS == "F1 Shift+?"


def test_what_if_buttons_are_disabled_with_the_reason_while_the_round_goes_on():
    pytest.importorskip("anywidget")
    from unokit.widgets import GameTable
    from unokit.widgets.analyse import LINES_CLOSED

    table = GameTable(Game("classic", ["Ana", "Ben", "Cy"], seed=4), mode="play", human_seats=(0,))
    table.what_if._ensure_whatif(open_panel=True)
    assert table.what_if.branch_button.disabled and table.what_if.save_line_button.disabled
    assert LINES_CLOSED in table.what_if.lines_note.value
    assert table.try_another_move() is None  # asked for from Python: still refused, with the same words
    over = GameTable(finished(), mode="play", human_seats=(0,))
    over.what_if._ensure_whatif(open_panel=True)
    assert not over.what_if.branch_button.disabled and not over.what_if.save_line_button.disabled and over.what_if.lines_note.value == ""


def test_the_explorer_lists_house_rules_as_the_new_game_form_does():
    pytest.importorskip("anywidget")
    from unokit.dashboard.house_rules import HouseRulesPanel
    from unokit.widgets.explorer import HouseRulesExplorer

    for preset in ("classic", "spectrum"):
        form, explorer = HouseRulesPanel(preset), HouseRulesExplorer(preset=preset)
        assert list(explorer.rule_boxes) == list(form.boxes)
        assert [box.description for box in explorer.rule_boxes.values()] == [b.description for b in form.boxes.values()]
    explorer = HouseRulesExplorer()
    explorer.preset.value = "spectrum"  # the challenge penalty follows the plain rules, as in the form
    assert explorer.rule_boxes["challenge"].description == HouseRulesPanel("spectrum").boxes["challenge"].description


def test_the_explorer_starts_at_the_new_game_forms_player_count_with_a_short_seed_label():
    pytest.importorskip("anywidget")
    import inspect

    from unokit.dashboard import Dashboard
    from unokit.widgets.explorer import HouseRulesExplorer

    explorer = HouseRulesExplorer()
    assert explorer.players.value == inspect.signature(Dashboard).parameters["players"].default == 3
    assert explorer.seed.description == "Simulation seed"


def test_identical_shares_are_one_row_and_different_ones_two():
    from unokit.explorer import compare

    greedy = compare({"seven_swap": True}, players=3, rounds=4, seed=1, bots=("greedy",))
    assert greedy.plays_whenever_it_can
    measures = [row[0] for row in greedy.rows()]
    assert not any(m.startswith("Turns in which a card is played") for m in measures)
    assert "the bots played a card in every one of them" in greedy.describe()
    uniform = compare({"seven_swap": True}, players=3, rounds=4, seed=1, bots=("uniform",))
    assert not uniform.plays_whenever_it_can  # a uniform bot may draw with a card it could play
    assert any(m.startswith("Turns in which a card is played") for m in (row[0] for row in uniform.rows()))
