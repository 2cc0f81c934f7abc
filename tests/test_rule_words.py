"""``--rule`` takes a house rule's everyday name as well as its flag (issue 23 item 5): the README and
the New game form say "stacking", "Seven-O", "no bluffing"; ``--rule stacking=false`` was refused as
an unknown flag."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from unokit.cli import main
from unokit.errors import RulesError
from unokit.rules import RULE_WORDS, Rules, find_preset, rule_overrides


def rules_json(*args: str) -> dict:
    result = CliRunner().invoke(main, ["rules", *args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)["rules"]


@pytest.mark.parametrize("item,expected", [
    ("stacking=false", {"preset": "black-uno", "stack_draw_two": False, "stack_wild_draw_four": False}),
    ("Stacking=off", {"preset": "black-uno", "stack_draw_two": False, "stack_wild_draw_four": False}),
])
def test_stacking_turns_both_stacking_flags(item, expected):
    assert rules_json("black-uno", "--rule", item) == expected


@pytest.mark.parametrize("word", ["seven-o", "Seven-O", "seven o", "seven_o", "seven swap", "Seven-swap", "seven_swap"])
def test_seven_o_in_any_spelling_is_seven_swap(word):
    assert rules_json("classic", "--rule", f"{word}=true") == {"preset": "classic", "seven_swap": True}


@pytest.mark.parametrize("word,flag", [
    ("zero rotation", "zero_rotate"), ("zero-rotate", "zero_rotate"), ("jump-in", "jump_in"),
    ("Jump in", "jump_in"), ("draw to match", "draw_to_match"), ("force-play", "force_play"),
    ("Stacking Draw Twos", "stack_draw_two"), ("stack cross", None),
])
def test_everyday_names_of_single_flags(word, flag):
    if flag is None:  # a name that needs other flags: read on a preset that has them
        assert rules_json("party", "--rule", f"{word}=no") == {"preset": "party", "stack_cross": False}
        return
    assert rules_json("classic", "--rule", f"{word}=yes") == {"preset": "classic", flag: True}


def test_the_new_game_forms_names_of_the_stacking_boxes():
    assert rules_json("classic", "--rule", "challenge=off", "--rule", "stacking wild draw fours=on") == {
        "preset": "classic", "stack_wild_draw_four": True, "challenge": False}


def test_cross_stacking_needs_and_gets_the_stacking_flags():
    assert rules_json("classic", "--rule", "challenge=false", "--rule", "stacking=true",
                      "--rule", "cross-stacking=true") == {
        "preset": "classic", "stack_draw_two": True, "stack_wild_draw_four": True, "stack_cross": True,
        "challenge": False}


@pytest.mark.parametrize("value,bluffing", [("true", False), ("false", True)])
def test_no_bluffing_turns_bluffing_over(value, bluffing):
    rules = rules_json("classic", "--rule", "challenge=false", "--rule", f"no bluffing={value}")
    assert rules.get("bluffing", True) is bluffing


def test_a_later_rule_wins_over_an_earlier_word():
    assert rules_json("classic", "--rule", "challenge=false", "--rule", "stacking=true",
                      "--rule", "stack_draw_two=false") == {
        "preset": "classic", "stack_wild_draw_four": True, "challenge": False}


def test_the_words_reach_simulate_as_the_flags_do():
    result = CliRunner().invoke(main, ["simulate", "--rules", "classic", "--rule", "seven-o=true", "--games", "3",
                                       "--players", "3", "--json", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["rules"] == {"preset": "classic", "seven_swap": True}


def test_an_unknown_name_lists_the_flags_and_the_words_exit_2():
    result = CliRunner().invoke(main, ["rules", "--rule", "stackin=true"])
    assert result.exit_code == 2 and "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: --rule: unknown rules flag 'stackin'; flags are: deck,")
    assert "seven_swap" in lines[0] and "no-bluffing" in lines[0] and "stacking" in lines[0]


def test_a_negated_word_refuses_a_value_that_is_not_true_or_false():
    result = CliRunner().invoke(main, ["rules", "--rule", "no-bluffing=2"])
    assert result.exit_code == 2
    assert result.output.strip() == ("error: --rule: rules flag no-bluffing=2 has the wrong type; expected true "
                                     "or false")


def test_a_refused_combination_from_a_word_is_still_refused():
    # RULES.md "House rules": a stacked Wild Draw Four cannot be challenged
    result = CliRunner().invoke(main, ["rules", "classic", "--rule", "stacking=true"])
    assert result.exit_code == 2 and "challenge" in result.output and "Traceback" not in result.output


def test_every_word_names_real_flags_and_is_in_the_help():
    flags = {name for name in Rules.__dataclass_fields__ if name != "name"}
    for word, names in RULE_WORDS.items():
        assert set(names) <= flags, word
        assert word not in flags
        assert find_preset("classic", **rule_overrides(word, False))  # every word applies to a preset
    help_text = CliRunner().invoke(main, ["rules", "--help"]).output
    assert "stacking" in help_text and "no-bluffing" in help_text


def test_rule_overrides_refuses_a_name_that_is_not_text():
    with pytest.raises(RulesError, match="unknown rules flag"):
        rule_overrides(None, True)  # type: ignore[arg-type]
