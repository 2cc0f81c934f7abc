"""Scoring (RULES.md classic "Scoring" and its alternative; black-uno scores nothing)."""

from __future__ import annotations

import pytest

from unokit.cards import make_deck, parse_cards
from unokit.errors import UnokitError
from unokit.rules import find_preset
from unokit.scoring import card_points, match_winner, round_points

CLASSIC = find_preset("classic")
LOWEST = find_preset("classic", scoring="lowest")
BLACK = find_preset("black-uno")


def test_number_cards_count_face_value_actions_20_wilds_50():
    assert card_points(parse_cards("R0 Y7 B9")) == 16
    assert card_points(parse_cards("RS GR B+2")) == 60
    assert card_points(parse_cards("W W+4")) == 100
    assert card_points([]) == 0


@pytest.mark.parametrize("kind", ["classic", "spectrum"])
def test_card_points_agree_with_rank_points_for_every_card(kind):
    for card in set(make_deck(kind)):
        assert card_points([card]) == card.rank.points


def test_the_whole_classic_deck_is_worth_1240_points():
    # 4 colours x (0 + 2 x 45 + 6 x 20) + 8 x 50
    assert card_points(make_deck("classic")) == 4 * (90 + 120) + 400


def test_the_round_winner_scores_the_cards_left_in_every_opponents_hand():
    hands = [[], parse_cards("R5 GS"), parse_cards("W"), parse_cards("B1 B2")]
    assert round_points(hands, 0, CLASSIC) == (78, 0, 0, 0)
    assert round_points(hands, 2, CLASSIC) == (0, 0, 28, 0)


def test_alternative_scoring_each_player_scores_the_points_they_hold():
    hands = [[], parse_cards("R5 GS"), parse_cards("W")]
    assert round_points(hands, 0, LOWEST) == (0, 25, 50)


def test_black_uno_scores_no_points():
    assert round_points([[], parse_cards("W W")], 0, BLACK) == (0, 0)


def test_round_points_needs_a_winner_seat_for_winner_scoring():
    with pytest.raises(UnokitError, match="needs the winner's seat"):
        round_points([[], []], None, CLASSIC)
    with pytest.raises(UnokitError, match="needs the winner's seat"):
        round_points([[], []], 2, CLASSIC)


def test_first_to_500_wins_the_match():
    assert match_winner((499, 0, 300), CLASSIC) is None
    assert match_winner((120, 500, 300), CLASSIC) == 1
    assert match_winner((120, 740, 300), CLASSIC) == 1


def test_alternative_scoring_lowest_total_wins_once_anyone_reaches_500():
    assert match_winner((120, 499, 300), LOWEST) is None
    assert match_winner((120, 500, 300), LOWEST) == 0
    assert match_winner((90, 520, 90), LOWEST) == 0  # equal lowest: the lower seat


def test_the_target_is_a_rules_flag():
    assert match_winner((100, 0), find_preset("classic", target_score=100)) == 0


def test_black_uno_has_no_match_winner_by_points():
    assert match_winner((900, 0), BLACK) is None
