"""Invariants of the house rules (issue 13, "Tests"; see ``tests/house_invariants.py``): card
conservation, a legal move for the seat to act, termination, record round-trip, push/pop exact and
fast path equals general path, under each house-rule flag alone, every pair of them, the preset
party and each flag on black-uno and spectrum, with 2 to 4 players.

The quick sweep runs a few rounds per configuration; the slow sweep (``-m slow``) 2,000 rounds per
flag alone and party, 200 per pair and per flag on another preset. ``python bench/house_rules.py
--invariants N --pair-rounds M`` runs N rounds per flag and M per each of 30 random pairs.
"""

from __future__ import annotations

import pytest
import scenarios
from house_invariants import (
    HOUSE_FLAGS,
    PAIR_COUNT,
    allowed_pairs,
    check_round,
    configurations,
    house_rules,
    random_pairs,
)

CONFIGS = configurations()


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c[0])
def test_house_rules_keep_the_invariants_on_a_few_rounds(config):
    _, rules = config
    for seed in range(12):
        check_round(rules, 2 + seed % 3, seed)
    check_round(rules, 3, 99, undo_every=4, twin=True, record=True)


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c[0])
def test_house_rules_keep_the_invariants_on_many_rounds(config):
    name, rules = config
    rounds = 2000 if name in HOUSE_FLAGS or name == "party" else 200
    for seed in range(rounds):
        check_round(rules, 2 + seed % 3, 1000 + seed)
    for seed in range(5):
        check_round(rules, 2 + seed % 3, 5000 + seed, undo_every=3, twin=True, record=True)


def test_the_random_pairs_are_a_seeded_choice_of_allowed_pairs():
    pairs = random_pairs()
    assert len(pairs) == PAIR_COUNT == len(set(pairs))
    assert set(pairs) <= set(allowed_pairs())
    assert random_pairs() == pairs
    assert random_pairs(seed=14) != pairs
    assert random_pairs(count=1000) == allowed_pairs()
    assert ("stack_draw_two", "stack_cross") not in allowed_pairs()  # stack_cross alone turns both on
    assert len(allowed_pairs()) == 34 and len({house_rules(a, b) for a, b in allowed_pairs()}) == 34


def test_every_flag_is_covered_alone_and_on_every_preset():
    names = {name for name, _ in CONFIGS}
    for flag, value in HOUSE_FLAGS.items():
        assert flag in names
        for preset in ("black-uno", "spectrum"):
            rules = next(rules for name, rules in CONFIGS if name in (f"{preset}+{flag}", preset)
                         and getattr(rules, flag) == value)
            assert rules.name == preset


def play_until_over(game, limit: int) -> list[str]:
    """Make the first legal move of the seat to act until the round ends; every seat to act must have
    one (no deadlock). Returns the moves made; fails after ``limit`` moves."""
    made = []
    while not game.is_over():
        assert len(made) < limit, f"no end after {limit} moves: {made}"
        seat = game.current
        moves = game.legal_moves(seat) if seat is not None else ()
        assert moves, f"deadlock: seat {seat} has no legal move after {made} ({game.rules.to_json()})"
        move = next((m for m in moves if m.seat == seat), moves[0])
        game.push(move)
        made.append(str(move))
    return made


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c[0])
def test_no_house_rule_combination_deadlocks_when_nothing_is_left_to_draw(config):
    """Regression (issue 13, "never deadlocks"): nobody can play and the draw and discard piles hold
    nothing to draw. Under every configuration each seat to act still has a legal move (a draw that gets
    nothing), and the round ends blocked after one such turn per seat (RULES.md "Blocked round")."""
    _, rules = config
    game = scenarios.at(["B1 B2", "G4 G5", "Y6 Y8"], "R3", "", rules=rules)
    made = play_until_over(game, limit=12)
    assert made == ["0: draw", "1: draw", "2: draw"]
    assert game.outcome() is not None


@pytest.mark.parametrize("config", [c for c in CONFIGS if c[1].stack_draw_two], ids=lambda c: c[0])
def test_a_pending_penalty_with_nothing_left_to_draw_does_not_deadlock(config):
    """Regression (issue 13): a stacked Draw Two total is pending and nothing can be drawn: the seat that
    faces it draws what is there (nothing), and the round goes on to its blocked end."""
    _, rules = config
    game = scenarios.at(["B1 B2", "G4 G5", "Y6 Y8"], "R+2", "", rules=rules, pending=2, current=1)
    made = play_until_over(game, limit=12)
    assert made[0] == "1: draw" and game.pending_draw == 0
    assert game.outcome() is not None
