"""Invariants of the house rules (issue 13, "Tests"; see ``tests/house_invariants.py``): card
conservation, a legal move for the seat to act, termination, record round-trip, push/pop exact and
fast path equals general path, under each house-rule flag alone, every pair of them and the preset
party, with 2 to 4 players.

The quick sweep runs a few rounds per configuration; the slow sweep (``-m slow``) 2,000 rounds per
flag alone and 200 per pair. ``python bench/house_rules.py --invariants`` runs 100,000 per flag.
"""

from __future__ import annotations

import pytest
from house_invariants import HOUSE_FLAGS, check_round, configurations

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
