"""The shared Move values of the engine (unokit.move_cache)."""

from __future__ import annotations

from unokit.cards import Card
from unokit.game import Game
from unokit.move_cache import forms_cache, seat_moves, simple_move, single_moves
from unokit.moves import Move, MoveKind
from unokit.rules import PRESETS


def test_the_forms_of_a_wild_follow_the_colour_order_without_uno_first():
    rules = PRESETS["classic"]
    slots = forms_cache(rules, 2)
    forms = single_moves(slots, rules.colors, 1, Card.parse("W"), True)
    assert [m.notation() for m in forms] == [
        "1: play W red", "1: play W red uno", "1: play W yellow", "1: play W yellow uno",
        "1: play W green", "1: play W green uno", "1: play W blue", "1: play W blue uno",
    ]
    assert single_moves(slots, rules.colors, 1, Card.parse("W"), True) is forms  # built once
    assert single_moves(slots, rules.colors, 1, Card.parse("R5"), False) == (Move.play(1, Card.parse("R5")),)


def test_the_forms_cache_grows_with_the_table_and_is_shared_by_colour_tuple():
    rules = PRESETS["classic"]
    slots = forms_cache(rules, 12)
    assert len(slots) >= 24
    assert forms_cache(rules.replace(target_score=200), 2) is slots  # same colours, same cache
    spectrum = forms_cache(PRESETS["spectrum"], 2)
    assert spectrum is not slots
    wild = single_moves(spectrum, PRESETS["spectrum"].colors, 0, Card.parse("W"), False)
    assert [m.color for m in wild] == list(PRESETS["spectrum"].colors)


def test_simple_moves_and_seat_moves_are_shared_values():
    assert simple_move(3, MoveKind.DRAW) is simple_move(3, MoveKind.DRAW) == Move(3, MoveKind.DRAW)
    draws, passes, draw_groups, pass_groups = seat_moves(4)
    assert draws == tuple(Move(s, MoveKind.DRAW) for s in range(4))
    assert passes == tuple(Move(s, MoveKind.PASS) for s in range(4))
    assert draw_groups == tuple((m,) for m in draws) and pass_groups == tuple((m,) for m in passes)
    assert seat_moves(4)[0] is draws


def test_a_game_of_many_seats_offers_each_seat_its_own_moves():
    rules = PRESETS["classic"].replace(max_players=14)
    game = Game(rules, 14, seed=3)
    seat = game.current
    assert all(m.seat == seat for m in game.legal_moves(seat))
