"""Invariants of the house rules (issue 13, "Tests"), shared by the test suite and
``bench/house_rules.py``: rounds of seeded random legal moves under each house-rule flag alone and
under every pair of them, each checked move by move.

- card conservation: the hands, the discard pile and the draw pile always hold exactly the deck;
- a legal move always exists for the seat to act (no combination deadlocks);
- termination: the round ends within :data:`MAX_MOVES` moves;
- record round-trip: the record of the round replays to the identical state and narration;
- push/pop exact: push then pop of the move restores the whole state (checked on ``undo_every``-th
  moves);
- fast path equals general path: a twin game that always takes the engine's general path stays in
  the identical state with identical legal moves.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

from unokit.cards import make_deck
from unokit.game import Game
from unokit.moves import MoveKind
from unokit.record import read_record, replay, to_record
from unokit.rules import Rules, find_preset

MAX_MOVES = 5000

#: The house-rule flags of RULES.md "House rules" and the value that switches each on.
HOUSE_FLAGS = {
    "stack_draw_two": True, "stack_wild_draw_four": True, "stack_cross": True, "bluffing": False,
    "seven_swap": True, "zero_rotate": True, "jump_in": True, "draw_to_match": True, "force_play": True,
}
#: What a flag needs so that the rules are not refused (RULES.md "House rules").
NEEDS = {
    "stack_wild_draw_four": {"challenge": False},
    "stack_cross": {"stack_draw_two": True, "stack_wild_draw_four": True, "challenge": False},
    "bluffing": {"challenge": False},
}


def house_rules(*flags: str) -> Rules:
    """Classic with the house-rule ``flags`` on (and what they need)."""
    overrides: dict[str, bool] = {}
    for flag in flags:
        overrides.update(NEEDS.get(flag, {}))
        overrides[flag] = HOUSE_FLAGS[flag]
    return find_preset("classic", **overrides)


def configurations() -> list[tuple[str, Rules]]:
    """(id, rules): each house-rule flag alone, every pair of them, and the preset party."""
    configs = [(flag, house_rules(flag)) for flag in HOUSE_FLAGS]
    configs += [(f"{a}+{b}", house_rules(a, b)) for a, b in itertools.combinations(HOUSE_FLAGS, 2)]
    configs.append(("party", find_preset("party")))
    return configs


def full_state(game: Game) -> tuple:
    return (game.state_dict(), game.rng_state(), game.narration, game.move_stack, game.phase,
            game.drawn_card, game.uno_open, game.reshuffles, game.dry_draws, game.outcome(), game.hands)


def pick(game: Game, rng: random.Random):
    """A random legal move of any seat (jump-ins, catches and late UNO included): mostly a play of the
    seat to act when it has one, so rounds end."""
    moves = game.legal_moves()
    plays = [m for m in moves if m.seat == game.current and m.kind is MoveKind.PLAY]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    return rng.choice(moves)


def check_round(rules: Rules, players: int, seed: int, *, undo_every: int = 0, twin: bool = False,
                record: bool = False) -> int:
    """Play one round of seeded random legal moves and check the invariants (see the module
    docstring); ``undo_every``: push/pop every n-th move (0: never), ``twin``: compare with the
    general path, ``record``: replay the round's record. Returns the number of moves. Raises
    ``AssertionError`` naming the rules, seed and move that broke an invariant."""
    game = Game(rules, players, seed=seed)
    general = Game(rules, players, seed=seed) if twin else None
    deck = Counter(make_deck(rules.deck))
    size = sum(deck.values())
    rng = random.Random(seed)
    where = f"{rules.to_json()} {players} players seed {seed}"
    while not game.is_over():
        count = len(game.move_stack)
        assert count < MAX_MOVES, f"{where}: no end after {MAX_MOVES} moves"
        seat = game.current
        assert seat is not None and game.legal_moves(seat), f"{where}: seat {seat} has no legal move"
        move = pick(game, rng)
        if undo_every and count % undo_every == 0:
            before = full_state(game)
            game.push(move)
            game.pop()
            assert full_state(game) == before, f"{where}: push then pop of {move} changed the state"
        if general is not None:
            assert game.legal_moves(seat) == general._legal_general(seat), f"{where}: legal moves differ"
            general._push_general(move)
        game.push(move)
        if general is not None:
            assert full_state(game) == full_state(general), f"{where}: fast path differs after {move}"
        held = len(game._discard) + len(game._pile) + sum(len(hand) for hand in game._hands)
        assert held == size, f"{where}: {held} cards after {move}, not {size}"
    total = Counter(game.discard_pile)
    total.update(game.draw_pile)
    for hand in game.hands:
        total.update(hand)
    assert total == deck, f"{where}: the cards are not the deck at the end"
    if record:
        replayed = replay(read_record(to_record(game)))
        assert (replayed.state_dict(), replayed.narration) == (game.state_dict(), game.narration), \
            f"{where}: the record does not replay to the same state"
    return len(game.move_stack)
