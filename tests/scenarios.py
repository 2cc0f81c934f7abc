"""Helpers that build rule scenarios for the engine tests: a game dealt from an arranged deck, or an
explicit mid-game position, written with card codes so each test reads like its rule."""

from __future__ import annotations

import dataclasses

from unokit.cards import Card, Color, parse_cards
from unokit.game import Game, Position, arranged_deck
from unokit.rules import PRESETS, Rules

#: Player names by seat; a scenario with n hands seats the first n.
NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo"]


def cards(codes: str) -> tuple[Card, ...]:
    """``"R7 G2"`` -> the cards, in order."""
    return tuple(parse_cards(codes))


def codes(seq) -> list[str]:
    """Cards -> their codes, in order."""
    return [c.code for c in seq]


def legal(game: Game, seat: int) -> list[str]:
    """The seat's legal moves in canonical notation."""
    return [str(m) for m in game.legal_moves(seat)]


def dealt(hands: list[str], starter: str, draw: str = "", *, rules: str, dealer: int = 0,
          seed: int = 0) -> Game:
    """A round of ``rules`` dealt from a deck arranged so the seats get ``hands`` (codes, one string
    per seat), ``starter`` is turned up and ``draw`` lies on top of the draw pile."""
    deck = arranged_deck(rules, [h.split() for h in hands], starter.split(), draw.split(), dealer=dealer)
    return Game(rules, NAMES[: len(hands)], deck=deck, dealer=dealer, seed=seed)


def at(hands: list[str], discard: str, draw: str = "", *, rules: str, current: int = 0,
       color: str | None = None, direction: int = 1, pending: int = 0, out: tuple[int, ...] = (),
       seed: int = 0) -> Game:
    """A round of ``rules`` from an explicit position (DESIGN.md contract 3): hands, discard pile
    (bottom first) and draw pile (top first) as codes."""
    position = Position(
        hands=tuple(cards(h) for h in hands), discard=cards(discard), draw_pile=cards(draw),
        current=current, direction=direction, color=Color(color) if color else None,
        pending_draw=pending, out=out,
    )
    return Game(rules, NAMES[: len(hands)], position=position, seed=seed)


#: (preset, flag) flips that RULES.md "House rules" refuses: a stacked Wild Draw Four cannot be
#: challenged, and a challenge needs the Wild Draw Four restriction
REFUSED_FLIPS = {
    ("classic", "stack_wild_draw_four"),
    ("classic", "wild_draw_four_restricted"),
    ("black-uno", "challenge"),
    ("spectrum", "challenge"),
    # draw_to_match and force_play need play_drawn_card, which spectrum has off
    ("spectrum", "draw_to_match"),
    ("spectrum", "force_play"),
    # no bluffing leaves nothing to challenge
    ("classic", "bluffing"),
    # stack_cross needs both stacking flags, which classic has off
    ("classic", "stack_cross"),
    # party: stack_cross needs both stacking flags, a stacked Wild Draw Four cannot be challenged,
    # and draw_to_match needs play_drawn_card
    ("party", "stack_draw_two"),
    ("party", "stack_wild_draw_four"),
    ("party", "challenge"),
    ("party", "play_drawn_card"),
}


def boolean_flags() -> list[str]:
    """The names of the boolean flags of :class:`Rules`, in field order."""
    return [f.name for f in dataclasses.fields(Rules) if isinstance(f.default, bool)]


def flag_flips() -> list[tuple[str, str, Rules]]:
    """(preset, flag, rules) for every boolean flag flipped alone on every preset, except the
    combinations RULES.md refuses."""
    return [(name, flag, rules.replace(**{flag: not getattr(rules, flag)}))
            for name, rules in PRESETS.items() for flag in boolean_flags()
            if (name, flag) not in REFUSED_FLIPS]
