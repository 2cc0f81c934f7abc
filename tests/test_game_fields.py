"""The engine's state in one place (issue 24): every slot of Game is classified by unokit.state's lists,
which the undo record, Game.copy, Game.state_dict and the solver's key read."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from unokit.analysis.solver import _Search
from unokit.game import Game, _seating
from unokit.rules import find_preset
from unokit.state import (
    BY_IDENTITY,
    FAST_DRAW,
    FAST_DRAW_RECORD,
    FAST_PLAY_RECORD,
    GAME_FIELDS,
    GENERATOR,
    HANDS_RECORD,
    MOVE_CONTAINERS,
    MOVE_SCALARS,
    MOVE_SCRATCH,
    NOT_IN_SOLVER_KEY,
    ROUND_SETUP,
    SEATING_SLOTS,
    STATE_DICT_FIELDS,
    GameFields,
    Seating,
    Snapshot,
    snapshot_scalars,
)

GROUPS = {"MOVE_SCALARS": MOVE_SCALARS, "MOVE_CONTAINERS": MOVE_CONTAINERS, "GENERATOR": (GENERATOR,),
          "SEATING_SLOTS": SEATING_SLOTS, "ROUND_SETUP": ROUND_SETUP, "MOVE_SCRATCH": MOVE_SCRATCH}


def test_every_slot_of_game_is_in_exactly_one_list():
    """A slot added to Game.__slots__ (or a field added to a list) that no list, or two lists, classify fails here."""
    counts = Counter(slot for group in GROUPS.values() for slot in group)
    assert [slot for slot, count in counts.items() if count > 1] == []
    assert set(Game.__slots__) == set(counts), "classify the new slot in one list of unokit.state"
    assert len(Game.__slots__) == len(set(Game.__slots__)) == len(GAME_FIELDS)
    assert list(GameFields.__annotations__) == list(GAME_FIELDS), "GameFields types each field, in list order"
    assert BY_IDENTITY <= set(MOVE_SCALARS) and set(NOT_IN_SOLVER_KEY) <= set(MOVE_SCALARS)
    assert {slot for _, slot in STATE_DICT_FIELDS if slot is not None} <= set(MOVE_SCALARS) | set(MOVE_CONTAINERS)


@pytest.mark.parametrize("rules", ["classic", "party", "black-uno", "spectrum"])
def test_a_played_round_sets_no_attribute_outside_the_listed_slots(rules):
    """Every attribute the engine sets is a classified slot: nothing lands in the instance dict."""
    game = Game(rules, 3, seed=4)
    rng = random.Random(4)
    pushed = 0
    while not game.is_over() and pushed < 400:
        game.push(rng.choice(game.legal_moves(game.current)))
        pushed += 1
        if pushed % 5 == 0:
            game.pop()
    assert vars(game) == {}
    assert vars(game.copy()) == {}


def test_the_seating_is_read_by_name_into_the_slots_of_its_fields():
    game = Game("party", ["Ana", "Ben", "Cy"], seed=2)
    seating = _seating("party", 3)
    assert isinstance(seating, Seating) and seating.n == 3 and seating.names == ("Seat 0", "Seat 1", "Seat 2")
    for field in Seating._fields:
        if field not in ("argument", "names"):
            assert getattr(game, "_" + field) is getattr(seating, field), field
    assert game._names == ("Ana", "Ben", "Cy")


def test_the_snapshot_restores_every_scalar_it_lists_and_copy_shares_only_what_no_move_changes():
    game = Game("classic", 2, seed=9)
    values = snapshot_scalars(game)
    assert len(values) == len(MOVE_SCALARS) + 2 and values[-2:] == (len(game._discard), len(game._placements))
    snapshot = tuple.__new__(Snapshot, (*range(100, 100 + len(MOVE_SCALARS)), *values[-2:], {}, None, None, None))
    assert list(snapshot.fields()) == [*MOVE_SCALARS, "n_discard", "n_placements", "hands", "pile", "discard", "rng"]
    snapshot.restore(game)
    assert [getattr(game, slot) for slot in MOVE_SCALARS] == list(range(100, 100 + len(MOVE_SCALARS)))
    tuple.__new__(Snapshot, (*values, {}, None, None, None)).restore(game)
    assert snapshot_scalars(game) == values
    copy = game.copy()
    for slot in MOVE_CONTAINERS:
        assert getattr(copy, slot) == getattr(game, slot) and getattr(copy, slot) is not getattr(game, slot), slot
    assert all(a is not b for a, b in zip(copy._hands, game._hands, strict=True))
    assert copy._rng is not game._rng and copy._rng.getstate() == game._rng.getstate()
    for slot in (*MOVE_SCALARS, *SEATING_SLOTS, *ROUND_SETUP):
        assert getattr(copy, slot) is getattr(game, slot), slot


def test_the_fast_paths_undo_records_have_the_listed_layouts():
    """Each fast path's plain-tuple record is as long as its layout in unokit.state, and pop puts back
    the scalars the layout names (the fast-path-equals-general-path tests check the rest)."""
    game = Game("party", 3, seed=5)
    rng = random.Random(5)
    seen = set()
    while not game.is_over() and len(game._moves) < 600:
        game.push(rng.choice(game.legal_moves()))
        record = game._undo[-1]
        if record.__class__ is tuple:
            layout = (FAST_PLAY_RECORD if record[0] is None else FAST_DRAW_RECORD if record[0] is FAST_DRAW
                      else HANDS_RECORD)
            assert len(record) == len(layout)
            seen.add(layout)
            named = {slot: value for slot, value in zip(layout, record, strict=True) if slot and slot.startswith("_")}
            move = game.pop()
            assert {slot: getattr(game, slot) for slot in named} == named
            game.push(move)
    assert FAST_PLAY_RECORD in seen and FAST_DRAW_RECORD in seen


def test_the_solver_key_reads_every_scalar_but_those_it_documents():
    """Changing any scalar the key reads changes the key; those of NOT_IN_SOLVER_KEY do not."""
    game = Game(find_preset("classic"), 2, seed=3)
    search = _Search.__new__(_Search)
    search.game, search.root_reshuffles = game, game._reshuffles
    base = search.key(0)
    for slot in MOVE_SCALARS:
        saved = getattr(game, slot)
        setattr(game, slot, object() if slot in BY_IDENTITY else 99)
        assert (search.key(0) != base) is (slot not in NOT_IN_SOLVER_KEY), slot
        setattr(game, slot, saved)
    assert search.key(0) == base


def test_state_dict_shows_the_listed_fields_in_contract_order():
    game = Game("classic", 2, seed=1)
    state = game.state_dict()
    assert list(state) == [key for key, _ in STATE_DICT_FIELDS]
    assert state["current"] == game._current and state["pending_draw"] == game._pending
    assert state["draw_pile"] == [card.code for card in reversed(game._pile)]


def test_the_driver_finds_optional_rules_by_their_hooks_never_by_name():
    """game.py, views.py and move_cache.py reach jump-in, Seven-O, stacking and several cards at once
    only through the Rulebook's lists of the rules that override a hook declared on Rule (issue 24)."""
    from pathlib import Path

    import unokit
    from unokit.rulebook import NO_RULE, RULE_ORDER, Rule, compile_rules

    root = Path(unokit.__file__).parent
    for name in ("game.py", "views.py", "move_cache.py"):
        source = (root / name).read_text(encoding="utf-8")
        for named in ("JUMP_IN", "SEVEN_SWAP", "STACKING", "MULTI", "_book.jump_in", "_book.swap",
                      "rules.multi_card_play", "hasattr(", "getattr(rule"):
            assert named not in source, f"{name} names {named}"
    # each hook a Rulebook list is made of is declared on Rule, and the lists hold what the flags turn on
    for hook in ("refuse_card", "fast_draw", "out_of_turn_moves", "refuse_out_of_turn", "fast_out_of_turn",
                 "begin_out_of_turn", "out_of_turn_reason", "expand", "refuse_target", "example_target",
                 "pending_playable", "take_pending", "fast_take_pending", "pending_play_reason",
                 "pending_draw_reason", "play_options", "refuse_several", "draw_reason", "describe_draw"):
        assert callable(getattr(Rule, hook, None)), hook
    party = compile_rules(find_preset("party"))
    classic = compile_rules(find_preset("classic"))
    assert [rule.name for rule in party.out_of_turn] == (["jump-in"] if party.rules.jump_in else [])
    assert [rule.flag for rule in party.target_rules] == (["seven_swap"] if party.rules.seven_swap else [])
    assert classic.out_of_turn == () and classic.target_rules == () and classic.several_cards is None
    assert classic.pending_rule is NO_RULE and party.pending_rule in RULE_ORDER
