"""The engine's fast paths for house rules (issue 13, "Performance"): each must leave the game exactly
as the general path does (state, narration, random-number state, undo), and hand over to the general
path where it cannot be sure (a pile that runs low, a last card, a pending penalty)."""

from __future__ import annotations

import random

import pytest

from unokit.game import Game
from unokit.moves import MoveKind
from unokit.rulebook import compile_rules
from unokit.rulebook.jump_in import JUMP_IN
from unokit.rules import find_preset
from unokit.state import FAST_DRAW, Snapshot


def _state(game: Game) -> tuple:
    return (game.state_dict(), game.rng_state(), game.narration, game.move_stack, game.phase,
            game.drawn_card, game.uno_open, game.reshuffles, game.dry_draws, game.hands)


def _twins_until(rules, players: int, seed: int, wanted) -> tuple[Game, Game] | None:
    """A game and its general-path twin, played on by the same seeded random legal moves until
    ``wanted(game)`` holds before a draw by the seat to act (None: the round ended first)."""
    fast, general = Game(rules, players, seed=seed), Game(rules, players, seed=seed)
    rng = random.Random(seed)
    while not fast.is_over():
        seat = fast.current
        legal = fast.legal_moves(seat)
        draw = next((m for m in legal if m.kind is MoveKind.DRAW), None)
        if draw is not None and wanted(fast):
            return fast, general
        move = legal[rng.randrange(len(legal))]
        fast.push(move)
        general._push_general(move)
    return None


def _cards_until_playable(game: Game) -> int:
    """How many cards a draw to match by the seat to act takes if the pile does not run low."""
    colour, top = game._color, game.top
    for got, card in enumerate(reversed(game._pile), start=1):
        if card.color is None or card.color is colour or card.rank is top.rank:
            return got
    return len(game._pile) + 1


@pytest.mark.parametrize("cards", [1, 3])
def test_a_draw_to_match_takes_the_fast_path_and_equals_the_general_path(cards):
    rules = find_preset("party")
    for seed in range(200):
        twins = _twins_until(rules, 3, seed, lambda g: (not g._pending and _cards_until_playable(g) == cards
                                                      and len(g._pile) > cards + 1))
        if twins is not None:
            break
    else:
        pytest.fail(f"no seeded party round drew {cards} cards to match")
    fast, general = twins
    seat = fast.current
    before = _state(fast)
    draw = next(m for m in fast.legal_moves(seat) if m.kind is MoveKind.DRAW)
    fast.push(draw)
    general._push_general(draw)
    record = fast._undo[-1]
    assert isinstance(record, tuple) and record[0] is FAST_DRAW and record[4] == cards  # the fast path
    assert _state(fast) == _state(general)
    assert fast.phase == "drawn" and fast.drawn_card is fast.hand(seat)[-1]
    expected = (f"{fast.players[seat]} draws a card that can be played." if cards == 1 else
                f"{fast.players[seat]} draws until a card can be played: {cards} cards.")
    assert fast.narration[-1] == expected
    fast.pop()
    general.pop()
    assert _state(fast) == before == _state(general)


def test_a_draw_to_match_that_would_empty_the_pile_takes_the_general_path():
    rules = find_preset("party")
    for seed in range(400):
        twins = _twins_until(rules, 4, seed, lambda g: (not g._pending and 1 < len(g._pile)
                                                      and _cards_until_playable(g) >= len(g._pile)))
        if twins is not None:
            break
    else:
        pytest.fail("no seeded party round drew to match down to the last card of the pile")
    fast, general = twins
    before = _state(fast)
    draw = next(m for m in fast.legal_moves(fast.current) if m.kind is MoveKind.DRAW)
    fast.push(draw)
    general._push_general(draw)
    assert isinstance(fast._undo[-1], Snapshot)  # handed over: the general path reshuffles or ends the turn
    assert _state(fast) == _state(general)
    fast.pop()
    assert _state(fast) == before


@pytest.mark.parametrize("rules", ["party", {"seven_swap": True}, {"zero_rotate": True}])
def test_legal_move_groups_of_seven_o_and_zero_rotate_are_built_once_per_card_and_seat(rules):
    rules = find_preset(rules) if isinstance(rules, str) else find_preset("classic", **rules)
    game = Game(rules, 3, seed=5)
    rng = random.Random(5)
    shared = 0
    while not game.is_over() and len(game.move_stack) < 300:
        seat = game.current
        groups = game.legal_move_groups(seat)
        again = game.legal_move_groups(seat)
        assert again == groups
        shared += any(a is b for a, b in zip(again, groups, strict=True) if a[0].kind is MoveKind.PLAY)
        for group in groups:
            if group[0].kind is MoveKind.PLAY and group[0].cards[-1].rank.value == "7" and rules.seven_swap \
                    and len(game.hand(seat)) > 1:
                assert sorted(m.target for m in group) == [s for s in range(3) if s != seat]
                assert not any(m.uno for m in group)
        legal = [m for g in groups for m in g]
        game.push(legal[rng.randrange(len(legal))])
    assert shared  # the fast path handed out the shared tuples


@pytest.mark.parametrize("rules,rank,fast", [
    ("party", "+2", True),
    ("party", "W+4", True),
    ("black-uno", "+2", True),
    ({"stack_draw_two": True}, "+2", True),
    ({"stack_wild_draw_four": True, "challenge": False, "bluffing": False}, "W+4", False),  # no bluffing: general
])
def test_a_penalty_card_that_starts_a_stacking_total_takes_the_fast_path_when_it_may(rules, rank, fast):
    rules = find_preset(rules) if isinstance(rules, str) else find_preset("classic", **rules)
    for seed in range(300):
        game, general = Game(rules, 3, seed=seed), Game(rules, 3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over() and len(game.move_stack) < 300:
            legal = game.legal_moves(game.current)
            plays = [m for m in legal if m.kind is MoveKind.PLAY and len(m.cards) == 1 and m.cards[0].rank.value == rank
                     and not game._pending and len(game.hand(game.current)) > 2]
            if plays:
                before = _state(game)
                move = plays[0]
                game.push(move)
                general._push_general(move)
                assert isinstance(game._undo[-1], Snapshot) is not fast
                assert _state(game) == _state(general)
                assert game._pending == (2 if rank == "+2" else 4)
                assert game.narration[-1].endswith(f"must add a {move.cards[0].rank.title} or draw "
                                                   f"{game._pending} cards.")
                game.pop()
                general.pop()
                assert _state(game) == before == _state(general)
                return
            move = legal[rng.randrange(len(legal))]
            game.push(move)
            general._push_general(move)
    pytest.fail(f"no seeded round offered a {rank} with nothing pending")


@pytest.mark.parametrize("rules", ["party", "black-uno", {"stack_draw_two": True}])
def test_drawing_a_stacked_total_takes_the_fast_path_and_equals_the_general_path(rules):
    rules = find_preset(rules) if isinstance(rules, str) else find_preset("classic", **rules)
    checked = 0
    for seed in range(60):
        game, general = Game(rules, 3, seed=seed), Game(rules, 3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over() and len(game.move_stack) < 300:
            legal = game.legal_moves(game.current)
            draw = next((m for m in legal if m.kind is MoveKind.DRAW), None)
            if game._pending and draw is not None and game.phase == "play":
                due, before = game._pending, _state(game)
                fast_expected = len(game._pile) > due
                game.push(draw)
                general._push_general(draw)
                assert isinstance(game._undo[-1], Snapshot) is not fast_expected
                assert _state(game) == _state(general)
                assert game._pending == 0
                game.pop()
                general.pop()
                assert _state(game) == before == _state(general)
                game.push(draw)
                general._push_general(draw)
                checked += fast_expected
                continue
            move = legal[rng.randrange(len(legal))]
            game.push(move)
            general._push_general(move)
    assert checked


@pytest.mark.parametrize("rules", ["party", {"seven_swap": True}, {"zero_rotate": True},
                                   {"seven_swap": True, "zero_rotate": True, "multi_card_play": True}])
@pytest.mark.parametrize("rank", ["7", "0"])
def test_a_seven_swap_or_zero_rotation_takes_the_fast_path_when_it_may_and_equals_the_general_path(rules, rank):
    """A single Seven (seven_swap) or Zero (zero_rotate) played in turn, not as the last card, moves the
    hands on its rule's fast path (the undo record names the rule; without the rule it is a plain card),
    exactly as the general path does, also when it is the card just drawn; pop puts everything back."""
    rules = find_preset(rules) if isinstance(rules, str) else find_preset("classic", **rules)
    rule = compile_rules(rules).hands_fast and compile_rules(rules).hands_fast[int(rank)]
    # the rule that moves the hands on this rank takes the fast path; without it a plain card does
    assert (rule is not None) is (rules.seven_swap if rank == "7" else rules.zero_rotate)
    checked = 0
    for seed in range(40):
        players = 2 + seed % 3
        game, general = Game(rules, players, seed=seed), Game(rules, players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over() and len(game.move_stack) < 300:
            legal = game.legal_moves(game.current)
            plays = [m for m in legal if m.kind is MoveKind.PLAY and len(m.cards) == 1
                     and m.cards[0].rank.value == rank and not game._pending and len(game.hand(game.current)) > 1]
            if plays:
                before = _state(game)
                for move in plays:  # each target of a Seven
                    game.push(move)
                    general._push_general(move)
                    record = game._undo[-1]
                    assert isinstance(record, tuple) and record[0] is rule
                    assert _state(game) == _state(general)
                    game.pop()
                    general.pop()
                    assert _state(game) == before == _state(general)
                checked += 1
            move = legal[rng.randrange(len(legal))]
            game.push(move)
            general._push_general(move)
    assert checked > 20


@pytest.mark.parametrize("rules", ["party", {"jump_in": True}, {"jump_in": True, "seven_swap": True}])
def test_a_jump_in_of_a_plain_card_takes_the_fast_path_and_equals_the_general_path(rules):
    """A jump-in of a card no rule claims, leaving the jumper more than one card, takes jump-in's fast
    path (the undo record names the rule and the seat whose turn it was), exactly as the general path
    does; any other jump-in (an action card, a Seven under Seven-O, down to one card) the general one."""
    rules = find_preset(rules) if isinstance(rules, str) else find_preset("classic", **rules)
    book = compile_rules(rules)
    fast_checked = general_checked = 0
    for seed in range(60):
        players = 3 + seed % 2
        game, general = Game(rules, players, seed=seed), Game(rules, players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over() and len(game.move_stack) < 300:
            jumps = [m for seat in range(players) if seat != game.current
                     for m in game.legal_moves(seat) if m.kind is MoveKind.PLAY]
            for move in jumps:
                before, current = _state(game), game.current
                plain = (book.fast[move.cards[0].rank_index] is None and len(game.hand(move.seat)) > 2
                         and not (book.hands_fast and book.hands_fast[move.cards[0].rank_index]))
                game.push(move)
                general._push_general(move)
                record = game._undo[-1]
                if plain:
                    assert record[0] is JUMP_IN and record[-1] == current
                    fast_checked += 1
                else:
                    assert isinstance(record, Snapshot)
                    general_checked += 1
                assert _state(game) == _state(general)
                assert game.narration[-1].startswith(f"{game.players[move.seat]} jumps in; ")
                game.pop()
                general.pop()
                assert _state(game) == before == _state(general)
            legal = game.legal_moves(game.current)
            move = legal[rng.randrange(len(legal))]
            game.push(move)
            general._push_general(move)
    assert fast_checked > 20 and general_checked > 0
