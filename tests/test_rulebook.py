"""The rulebook (issue 12): refused combinations, precedence, the compiled tables, the public card
order and the value types that moved out of game.py."""

from __future__ import annotations

import dataclasses

import pytest
from scenarios import REFUSED_FLIPS

from unokit.cards import Card, Rank, make_deck
from unokit.errors import RecordError, RulesError
from unokit.game import Game, Phase, Position
from unokit.rulebook import CHALLENGE, RULE_ORDER, STACKING, compile_rules, effect_text
from unokit.rulebook.actions import DrawPenalty, Reverse, Skip, WildColour
from unokit.rules import PRESETS, Rules, find_preset
from unokit.state import check_position


# ----------------------------------------------------------------------------- refused combinations
@pytest.mark.parametrize(("preset", "flag"), sorted(REFUSED_FLIPS))
def test_rules_refuse_combinations_that_cannot_work_together_naming_both_flags(preset, flag):
    with pytest.raises(RulesError) as caught:
        find_preset(preset, **{flag: not getattr(PRESETS[preset], flag)})
    message = str(caught.value)
    others = [f.name for f in dataclasses.fields(Rules) if f.name != flag and f.name in message]
    assert flag in message and others and "turn " in message  # names both flags and what to do
    # and sends nobody to a file they do not have (it ended "(RULES.md, House rules)")
    assert ".md" not in message and message.endswith((" off", " on"))


def test_a_stacked_wild_draw_four_cannot_be_challenged():
    with pytest.raises(RulesError, match="stack_wild_draw_four and challenge cannot both be on"):
        Rules(stack_wild_draw_four=True)
    assert find_preset("classic", stack_wild_draw_four=True, challenge=False).stack_wild_draw_four


def test_a_challenge_needs_the_wild_draw_four_restriction():
    with pytest.raises(RulesError, match="challenge needs wild_draw_four_restricted"):
        Rules(wild_draw_four_restricted=False)
    assert not find_preset("classic", wild_draw_four_restricted=False, challenge=False).challenge


def test_every_preset_is_a_combination_that_works():
    for rules in PRESETS.values():
        compile_rules(rules)


def test_a_record_with_a_refused_combination_is_a_record_error_naming_both_flags():
    from unokit.record import read_record

    with pytest.raises(RecordError, match="rules: stack_wild_draw_four and challenge cannot both be on"):
        read_record({"unokit": 1, "rules": {"preset": "classic", "stack_wild_draw_four": True},
                     "players": ["Ana", "Ben"], "seed": 1, "moves": []})


# ----------------------------------------------------------------------------- precedence and tables
def test_one_precedence_list_puts_stacking_before_the_challenge_before_the_plain_penalty():
    order = [type(rule) for rule in RULE_ORDER]
    assert order.index(type(STACKING)) < order.index(type(CHALLENGE)) < order.index(DrawPenalty)


def test_the_rulebook_is_compiled_once_per_rules_value():
    rules = find_preset("classic", target_score=300)
    assert compile_rules(rules) is compile_rules(rules)


def test_fast_ranks_follow_the_rules_that_claim_them():
    classic = compile_rules(PRESETS["classic"]).fast
    assert classic[5] is None  # a number: nothing happens
    assert isinstance(classic[10], Skip) and isinstance(classic[11], Reverse)
    assert isinstance(classic[13], WildColour) and isinstance(classic[12], DrawPenalty)
    assert classic[14] is False  # Wild Draw Four: the challenge and the penalty claim it
    stacking = compile_rules(PRESETS["black-uno"]).fast
    # stacked, never the fast penalty: stacking comes first and settles the play (it starts a total)
    assert stacking[12] is STACKING and stacking[14] is STACKING
    no_bluffing = compile_rules(find_preset("classic", stack_wild_draw_four=True, challenge=False, bluffing=False))
    assert no_bluffing.fast[14] is False  # no bluffing refuses some Wild Draw Fours: the general path checks
    assert compile_rules(PRESETS["black-uno"]).plain_legal is False  # several cards at once


def test_the_matching_table_says_what_rules_md_says():
    # a Wild, the colour in force, the top card's number or symbol, or (spectrum) a neighbouring colour
    for rules in PRESETS.values():
        table = compile_rules(rules).match
        cycle = rules.colors
        for i, color in enumerate(cycle):
            near = {cycle[i - 1], cycle[(i + 1) % len(cycle)]} if rules.neighbor_colors else set()
            for top_index, top in enumerate(Rank):
                for card in set(make_deck(rules.deck)):
                    expected = card.is_wild or card.color is color or card.rank is top or card.color in near
                    assert (card._key in table[color.value][top_index]) == expected, (rules.name, color, top, card)


def test_card_effect_texts_come_from_the_rules_that_give_the_effects():
    assert effect_text(Rank.SKIP) == "Skip: the next player loses their turn."
    assert effect_text(Rank.DRAW_TWO) == "Draw Two: the next player draws 2 cards and loses their turn."
    assert effect_text(Rank.SEVEN) is None
    from unokit.render import svg

    assert svg._EFFECTS[Rank.WILD] == effect_text(Rank.WILD)


# ----------------------------------------------------------------------------- value types, card order
def test_phase_is_an_enum_whose_values_are_the_public_strings():
    game = Game("classic", 2, seed=1)
    assert game.phase in ("play", "choose") and isinstance(game.phase, Phase)
    assert [phase.value for phase in Phase] == ["play", "drawn", "choose", "challenge", "over"]
    assert str(Phase.DRAWN) == "drawn" and f"{Phase.OVER}" == "over"


def test_card_order_is_public():
    assert [Card.parse(code).rank_index for code in ("R0", "R9", "RS", "RR", "R+2", "W", "W+4")] == [
        0, 9, 10, 11, 12, 13, 14]


def test_one_position_validator_serves_game_and_records():
    position = Position(hands=(("R1",), ()), discard=("R5",), draw_pile=(), current=0)
    with pytest.raises(RecordError) as from_game:
        Game("classic", 2, position=position)
    with pytest.raises(RecordError) as from_validator:
        check_position(position, PRESETS["classic"], 2)
    assert str(from_game.value) == str(from_validator.value)


def test_scoring_does_not_import_the_game():
    import ast
    from pathlib import Path

    import unokit.scoring

    tree = ast.parse(Path(unokit.scoring.__file__).read_text())
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "unokit.game" not in imported


# ----------------------------------------------------------------------------- flag types
@pytest.mark.parametrize(("flags", "message"), [
    ({"seven_swap": "no"}, 'rules flag seven_swap="no" has the wrong type; expected true or false'),
    ({"jump_in": 1}, "rules flag jump_in=1 has the wrong type; expected true or false"),
    ({"hand_size": "7"}, 'rules flag hand_size="7" has the wrong type; expected a whole number such as 7'),
    ({"hand_size": 7.5}, "rules flag hand_size=7.5 has the wrong type; expected a whole number such as 7"),
    ({"hand_size": True}, "rules flag hand_size=true has the wrong type; expected a whole number such as 7"),
    ({"uno_penalty": "2"}, 'rules flag uno_penalty="2" has the wrong type; expected a whole number such as 2'),
    ({"scoring": 3}, 'rules flag scoring=3 has the wrong type; expected a text such as "winner"'),
    ({"colors": "red"}, 'rules flag colors="red" has the wrong type; expected a list such as '
                        '["red", "yellow", "green", "blue"]'),
    ({"colors": ("red", "mauve")}, "rules flag colors="),
    ({"starter_replaced": 4}, "rules flag starter_replaced=4 has the wrong type; expected a list such as"),
])
def test_the_rules_constructor_checks_each_flags_type_as_find_preset_does(flags, message):
    """``Rules(seven_swap="no")`` was taken as it came (a truthy text: Seven-O on), ``Rules(hand_size="7")``
    failed later with a TypeError from a comparison: the constructor, ``replace`` and ``find_preset``
    give one RulesError naming the flag and what it takes."""
    for make in (lambda: Rules(**flags), lambda: Rules().replace(**flags), lambda: find_preset("classic", **flags)):
        with pytest.raises(RulesError) as refused:
            make()
        assert str(refused.value).startswith(message)


def test_colours_and_starter_ranks_may_be_given_as_names_and_are_kept_as_tuple_and_frozenset():
    rules = Rules(colors=["red", "yellow", "green", "blue"], starter_replaced=["W+4"])
    assert rules == PRESETS["classic"] and hash(rules) == hash(PRESETS["classic"])
    assert type(rules.colors) is tuple and type(rules.starter_replaced) is frozenset
    assert Rules(starter_replaced={Rank.REVERSE}).starter_replaced == frozenset({Rank.REVERSE})
