"""Property tests of the engine (hypothesis draws the preset, player count and seeds; a seeded random
legal-move driver plays the round).

Invariants checked after every move: the cards in the hands, the discard pile and the draw pile are
exactly the deck; a seat to act always has a legal move until the round is over; push then pop
restores the whole state (contract-4 state, RNG state, narration, counters); seed + rules + moves
replay to the identical state. Rounds of random legal moves end.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scenarios import flag_flips

from unokit.cards import Rank, make_deck
from unokit.game import Game
from unokit.moves import Move, MoveKind
from unokit.rules import PRESETS

#: (preset, player count) for every preset and every player count it allows
TABLES = [(name, n) for name, rules in PRESETS.items() for n in range(rules.min_players, rules.max_players + 1)]
MAX_MOVES = 3000

#: (preset, flag, rules) for every boolean flag flipped alone on every preset
FLIPS = flag_flips()

tables = st.sampled_from(TABLES)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def full_state(game: Game) -> tuple:
    return (game.state_dict(), game.rng_state(), game.narration, game.move_stack, game.phase,
            game.drawn_card, game.uno_open, game.reshuffles, game.dry_draws, game.outcome(), game.hands,
            game.placements, game.scores)


def cards_in_play(game: Game) -> Counter:
    total = Counter(game.discard_pile)
    total.update(game.draw_pile)
    for hand in game.hands:
        total.update(hand)
    return total


def pick(game: Game, rng: random.Random) -> object:
    """A random legal move of any seat: mostly a play when the seat to act has one (so rounds end),
    otherwise anything legal — voluntary draws, passes, late UNO, catches from any seat."""
    moves = game.legal_moves()
    plays = [m for m in moves if m.seat == game.current and m.kind is not MoveKind.DRAW
             and m.kind is not MoveKind.PASS]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    return rng.choice(moves)


def play_round(rules: str, players: int, seed: int, driver_seed: int, *, check_undo: bool) -> Game:
    game = Game(rules, players, seed=seed)
    deck = Counter(make_deck(game.rules.deck))
    rng = random.Random(driver_seed)
    assert cards_in_play(game) == deck
    while not game.is_over() and len(game.move_stack) < MAX_MOVES:
        assert game.current is not None
        assert game.legal_moves(game.current), "the seat to act has no legal move"
        move = pick(game, rng)
        if check_undo:
            before = full_state(game)
            game.push(move)
            game.pop()
            assert full_state(game) == before, f"push then pop of {move} changed the state"
        game.push(move)
        assert cards_in_play(game) == deck, f"cards changed after {move}"
    return game


@given(table=tables, seed=seeds, driver_seed=seeds)
def test_cards_are_conserved_a_seat_to_act_can_move_and_push_pop_restores(table, seed, driver_seed):
    rules, players = table
    game = play_round(rules, players, seed, driver_seed, check_undo=True)
    if game.is_over():
        assert game.current is None and game.legal_moves() == []
        outcome = game.outcome()
        assert outcome.winner in outcome.placements and len(set(outcome.placements)) == len(outcome.placements)
        assert sum(outcome.scores) == sum(outcome.points)


@given(table=tables, seed=seeds, driver_seed=seeds)
def test_seed_rules_and_moves_replay_to_the_identical_state(table, seed, driver_seed):
    rules, players = table
    game = play_round(rules, players, seed, driver_seed, check_undo=False)
    replayed = Game(rules, players, seed=seed)
    for move in game.move_stack:
        replayed.push(move)
    assert full_state(replayed) == full_state(game)


@given(table=tables, seed=seeds, driver_seed=seeds)
def test_popping_every_move_returns_to_the_deal(table, seed, driver_seed):
    rules, players = table
    game = play_round(rules, players, seed, driver_seed, check_undo=False)
    while game.move_stack:
        game.pop()
    assert full_state(game) == full_state(Game(rules, players, seed=seed))


def bot_move(game: Game, rng: random.Random) -> object:
    """The policy of a plain random bot: a random play (declaring UNO), else draw, else anything."""
    moves = game.legal_moves(game.current)
    plays = [m for m in moves if m.kind is MoveKind.PLAY and (m.uno or not any(
        o.uno and o.cards == m.cards and o.color == m.color for o in moves))]
    others = [m for m in moves if m.kind in (MoveKind.CHOOSE, MoveKind.CHALLENGE, MoveKind.ACCEPT)]
    if plays:
        return rng.choice(plays)
    if others:
        return rng.choice(others)
    return moves[0] if moves[0].kind is MoveKind.DRAW else moves[-1]


def test_seeded_rounds_of_random_bots_end_in_every_preset_and_player_count(capsys):
    lengths = []
    for rules, players in TABLES:
        for seed in range(20):
            game = Game(rules, players, seed=seed)
            rng = random.Random(seed)
            while not game.is_over() and len(game.move_stack) < MAX_MOVES:
                game.push(bot_move(game, rng))
            assert game.is_over(), f"{rules} with {players} players, seed {seed} did not end"
            lengths.append(len(game.move_stack))
    with capsys.disabled():
        print(f"\n{len(lengths)} seeded random-bot rounds ended; longest {max(lengths)} moves, "
              f"mean {sum(lengths) / len(lengths):.1f}")


def test_seeded_rounds_of_uniform_random_moves_end(capsys):
    """Uniform over every legal move of every seat (voluntary draws and catches included)."""
    lengths = []
    for rules, players in [("classic", 2), ("classic", 4), ("black-uno", 3), ("spectrum", 4)]:
        for seed in range(10):
            game = Game(rules, players, seed=seed)
            rng = random.Random(seed)
            while not game.is_over() and len(game.move_stack) < 20 * MAX_MOVES:
                game.push(rng.choice(game.legal_moves()))
            assert game.is_over()
            lengths.append(len(game.move_stack))
    with capsys.disabled():
        print(f"\n{len(lengths)} uniform-random rounds ended; longest {max(lengths)} moves")


def test_every_preset_and_player_count_keeps_the_invariants_on_a_fixed_seed():
    """The hypothesis tests sample tables at random; this sweep covers each one for certain."""
    for rules, players in TABLES:
        game = play_round(rules, players, seed=players, driver_seed=7, check_undo=True)
        assert game.is_over() or len(game.move_stack) == MAX_MOVES


def candidate_moves(game: Game, seat: int) -> list[Move]:
    """Well-formed moves a seat might try: every card it holds alone (each colour, with and without
    ``uno``; a Seven with each seat to swap with), every ordered pair of its cards (multi-card presets),
    and every other kind of move."""
    hand = game.hand(seat)
    plays: list[tuple] = [(card,) for card in set(hand)]
    if game.rules.multi_card_play:
        plays += [(hand[a], hand[b]) for a, b in itertools.permutations(range(len(hand)), 2)]
    moves = []
    for cards in plays:
        for color in game.rules.colors if cards[-1].is_wild else (None,):
            moves += [Move(seat, MoveKind.PLAY, cards, color, uno) for uno in (False, True)]
        if cards[-1].rank is Rank.SEVEN:  # Seven-O's swaps, with every seat (and none)
            moves += [Move(seat, MoveKind.PLAY, cards, None, uno, target)
                      for target in range(game.n_players) for uno in (False, True)]
    moves += [Move(seat, kind) for kind in (MoveKind.DRAW, MoveKind.PASS, MoveKind.CHALLENGE,
                                            MoveKind.ACCEPT, MoveKind.UNO)]
    moves += [Move(seat, MoveKind.CHOOSE, color=color) for color in game.rules.colors]
    moves += [Move.catch(seat, target) for target in range(game.n_players)]
    return moves


@given(table=tables, seed=seeds, driver_seed=seeds)
def test_legal_moves_lists_exactly_the_moves_push_accepts(table, seed, driver_seed):
    rules, players = table
    game = Game(rules, players, seed=seed)
    rng = random.Random(driver_seed)
    while not game.is_over() and len(game.move_stack) < 60:
        for seat in range(players):
            listed = set(game.legal_moves(seat))
            for move in candidate_moves(game, seat):
                assert game.is_legal(move) == (move in listed), (move, game.explain(move).reason)
                assert game.explain(move).legal == (move in listed)
        game.push(pick(game, rng))


@given(table=tables, seed=seeds, driver_seed=seeds)
def test_the_fast_paths_of_push_and_legal_moves_agree_with_the_general_path(table, seed, driver_seed):
    """push and legal_moves take shortcuts for the common moves; a twin game that always takes the
    general path must stay in the identical state, with identical legal moves and undo."""
    rules, players = table
    check_fast_equals_general(rules, players, seed, driver_seed)


@given(flip=st.sampled_from(FLIPS), players=st.integers(min_value=2, max_value=4), seed=seeds,
       driver_seed=seeds)
def test_the_fast_paths_agree_with_the_general_path_with_any_flag_flipped(flip, players, seed, driver_seed):
    _, _, rules = flip
    check_fast_equals_general(rules, players, seed, driver_seed)


@pytest.mark.parametrize("flip", FLIPS, ids=lambda f: f"{f[0]}-{f[1]}")
def test_the_fast_paths_agree_with_the_general_path_for_each_flag_on_fixed_seeds(flip):
    """The hypothesis test samples flips at random; this sweep covers each one for certain."""
    _, _, rules = flip
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        check_fast_equals_general(rules, players, seed, seed + 10)


def check_fast_equals_general(rules, players: int, seed: int, driver_seed: int) -> None:
    fast = Game(rules, players, seed=seed)
    general = Game(rules, players, seed=seed)
    rng = random.Random(driver_seed)
    while not fast.is_over() and len(fast.move_stack) < 400:
        seat = fast.current
        assert fast.legal_moves(seat) == general._legal_general(seat)
        move = pick(fast, rng)
        fast.push(move)
        general._push_general(move)
        assert full_state(fast) == full_state(general)
    while fast.move_stack:
        fast.pop()
        general.pop()
        assert full_state(fast) == full_state(general)
