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

The configurations: each flag alone on classic (:func:`flag_configurations`), every pair of flags
(:func:`configurations`) or a seeded choice of :data:`PAIR_COUNT` of them for the long sweep
(:func:`random_pairs`), the preset party, and each flag on the other presets
(:func:`preset_configurations`: black-uno and spectrum already stack, so the older stacking flags are
covered on every preset).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

from unokit.cards import make_deck
from unokit.errors import RulesError
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
    "bluffing": {"challenge": False, "wild_draw_four_restricted": True},
    "draw_to_match": {"play_drawn_card": True},
    "force_play": {"play_drawn_card": True},
}
#: How many random pairs of flags the long sweep checks (issue 13: "30 random pairs"), and the seed
#: of their choice, so a run can be repeated and its list compared.
PAIR_COUNT = 30
PAIR_SEED = 13
#: The presets besides classic on which every flag is also checked.
OTHER_PRESETS = ("black-uno", "spectrum")


def house_rules(*flags: str, preset: str = "classic") -> Rules:
    """The preset ``preset`` with the house-rule ``flags`` on (and what they need). Raises
    ``RulesError`` for a combination RULES.md refuses."""
    overrides: dict[str, bool] = {}
    for flag in flags:
        overrides.update(NEEDS.get(flag, {}))
        overrides[flag] = HOUSE_FLAGS[flag]
    return find_preset(preset, **overrides)


def flag_configurations() -> list[tuple[str, Rules]]:
    """(id, rules): each house-rule flag alone on classic."""
    return [(flag, house_rules(flag)) for flag in HOUSE_FLAGS]


def allowed_pairs() -> list[tuple[str, str]]:
    """Every pair of house-rule flags, in :data:`HOUSE_FLAGS` order, that the rules accept on classic
    (with what each flag needs); a pair RULES.md refuses is left out, and so is a pair whose rules are
    one flag's alone (``stack_draw_two`` with ``stack_cross``, which needs it)."""
    pairs = []
    for a, b in itertools.combinations(HOUSE_FLAGS, 2):
        try:
            rules = house_rules(a, b)
        except RulesError:
            continue
        if rules not in (house_rules(a), house_rules(b)):
            pairs.append((a, b))
    return pairs


def random_pairs(count: int = PAIR_COUNT, seed: int = PAIR_SEED) -> list[tuple[str, str]]:
    """A seeded choice of ``count`` pairs among :func:`allowed_pairs` (all of them if there are fewer),
    in the order of that list."""
    pairs = allowed_pairs()
    chosen = set(random.Random(seed).sample(pairs, min(count, len(pairs))))
    return [pair for pair in pairs if pair in chosen]


def pair_configurations(pairs: list[tuple[str, str]] | None = None) -> list[tuple[str, Rules]]:
    """(id, rules) of the pairs ``pairs`` (default: every allowed pair)."""
    return [(f"{a}+{b}", house_rules(a, b)) for a, b in (allowed_pairs() if pairs is None else pairs)]


def preset_configurations() -> list[tuple[str, Rules]]:
    """(id, rules): each preset of :data:`OTHER_PRESETS` as it is, then with each house-rule flag that
    it does not already have (``spectrum+draw_to_match`` also turns on ``play_drawn_card``, which the
    flag needs)."""
    configs = []
    for preset in OTHER_PRESETS:
        base = find_preset(preset)
        configs.append((preset, base))
        configs += [(f"{preset}+{flag}", house_rules(flag, preset=preset))
                    for flag, value in HOUSE_FLAGS.items() if getattr(base, flag) != value]
    return configs


def configurations() -> list[tuple[str, Rules]]:
    """(id, rules): each house-rule flag alone, every allowed pair of them, the preset party and each
    flag on the other presets."""
    return (flag_configurations() + pair_configurations() + [("party", find_preset("party"))]
            + preset_configurations())


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
