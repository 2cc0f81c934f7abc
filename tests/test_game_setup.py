"""Game construction: what is built once per rules argument and player count (game._seating) must
never leak from one game to another, and every argument is still checked on every call."""

from __future__ import annotations

import pytest

from unokit.errors import RulesError
from unokit.game import Game
from unokit.rulebook import compile_rules
from unokit.rules import find_preset


def test_each_rules_value_gets_its_own_rulebook_even_past_the_cache_size():
    values = [find_preset("classic", stack_draw_two=bool(i % 2), hand_size=5 + i % 3) for i in range(150)]
    for i, rules in enumerate(values):
        for players in (2, 3):
            game = Game(rules, players, seed=i)
            assert game.rules is rules
            assert game._book is compile_rules(rules)
            assert min(len(hand) for hand in game.hands) == rules.hand_size


def test_a_preset_name_built_at_run_time_or_an_alias_deals_as_the_preset():
    expected = Game("classic", 3, seed=9).state_dict()
    assert Game("".join(["clas", "sic"]), 3, seed=9).state_dict() == expected
    assert Game(" Classic ", 3, seed=9).state_dict() == expected
    assert Game(find_preset("classic"), 3, seed=9).state_dict() == expected


def test_the_players_are_checked_on_every_call():
    Game("classic", 2)
    with pytest.raises(RulesError, match="classic is played by 2-10 players; got 11"):
        Game("classic", 11)
    with pytest.raises(RulesError, match="players must be a count or a list of names, not True"):
        Game("classic", True)
    with pytest.raises(RulesError, match="unknown preset 'clasic'"):
        Game("clasic", 2)
    assert Game("classic", ["Ana", "Ben"]).players == ("Ana", "Ben")
    assert Game("classic", 2).players == ("Seat 0", "Seat 1")
    assert Game("classic", ("Ana", "Ben", "Cy")).players == ("Ana", "Ben", "Cy")


class Whole(int):
    """An int subclass: accepted wherever a whole number is (bool is not)."""


def test_int_subclasses_are_accepted_as_counts_seeds_and_round_numbers():
    game = Game("classic", Whole(3), seed=Whole(4), round_number=Whole(2))
    expected = Game("classic", 3, seed=4, round_number=2)
    assert game.players == ("Seat 0", "Seat 1", "Seat 2")
    assert game.state_dict() == expected.state_dict()
    assert game.setup_narration == expected.setup_narration
    with pytest.raises(RulesError, match="seed must be a whole number, not True"):
        Game("classic", 2, seed=True)
    with pytest.raises(RulesError, match="round_number must be a whole number >= 1, not False"):
        Game("classic", 2, round_number=False)


def test_start_args_of_a_dealt_game_are_a_fresh_dict_each_time():
    first = Game("classic", 2, seed=1)
    args = first.start_args
    assert args == {"dealer": None, "deck": None, "position": None, "scores": None, "first_player": None}
    assert type(args) is dict
    args["dealer"] = 1
    assert first.start_args["dealer"] is None
    assert Game("classic", 2, seed=2).start_args["dealer"] is None
    assert Game("classic", 2, seed=2, dealer=1).start_args["dealer"] == 1


def test_scores_carried_in_are_per_game_and_default_to_zeros():
    assert Game("classic", 3, scores=[1, 2, 3]).scores == (1, 2, 3)
    assert Game("classic", 3).scores == (0, 0, 0)


def test_the_setup_narration_made_when_read_is_the_same_for_a_copy_and_on_every_read():
    for seed in range(30):
        game = Game("classic", 4, seed=seed)
        copied = game.copy()
        text = game.setup_narration
        assert text.startswith("To choose the dealer each player draws a card: Seat 0 ")
        assert text.endswith(".") and "  " not in text
        assert game.setup_narration is text
        assert copied.setup_narration == text
        game.push(game.legal_moves()[0])
        assert game.setup_narration == text


def test_setup_text_joins_sentences_and_makes_the_deferred_ones():
    from unokit.deal import setup_text

    assert setup_text([]) == ""
    assert setup_text(["Ana deals 7 cards to each player.", (str.upper, "ben plays first.")]) == (
        "Ana deals 7 cards to each player. BEN PLAYS FIRST.")


def test_a_hand_size_the_deck_cannot_deal_is_refused_naming_the_flag():
    # it used to fail late with "the deck ran out while turning up a starter card"
    from unokit.errors import UnokitError

    with pytest.raises(UnokitError, match=r"^hand_size=20: 6 hands of 20 cards and a starter card need 121 cards, "
                                          r"but the classic deck has 108; deal at most 17 cards each to 6 players"):
        Game(find_preset("classic", hand_size=20), 6)
    assert len(Game(find_preset("classic", hand_size=17), 6).hand(0)) == 17  # the most that can be dealt
