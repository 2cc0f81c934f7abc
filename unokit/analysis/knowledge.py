"""What one seat knows, and deals of the hidden cards drawn uniformly among those consistent with it.

A seat sees its own hand, the discard pile, every seat's card count, the size of the draw pile, the
moves made so far and, after it challenged a Wild Draw Four, the hand it was shown (RULES.md classic:
the offender's hand is checked, as it was when the Wild Draw Four was played). :func:`knowledge`
collects exactly that into a :class:`SeatKnowledge`; nothing in it depends on another seat's hidden
cards or on the order of the draw pile, so everything built from it (:func:`sample_world`,
:func:`unokit.analysis.evaluate`) uses only what the seat could know.

A *world* (a determinization) is a whole game consistent with that knowledge: the cards the seat has
not seen (the preset's deck minus its hand, the discard pile and the cards it was shown) are shuffled
and dealt into the other hands (after the cards known to be there) and the draw pile. Every
consistent deal is equally likely.

What a seat could also infer but the deal does not use (so the sample is uniform over a slightly
larger set than a perfect card counter would allow): which cards went into the draw pile at a
reshuffle (they count as unseen), and what a pass or a draw says about a hand (a player who draws
may still hold playable cards, as the rules allow; a player who draws a playable card and passes
keeps it).

When the game waits on something a :class:`~unokit.game.Position` cannot describe (a card just
drawn, a Wild Draw Four to challenge, an open UNO window), the world is built at the last position
that can be described and the moves since are played again in it.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from unokit.cards import Card, Color, deck_counts
from unokit.errors import AnalysisError
from unokit.moves import Move, MoveKind
from unokit.phrases import Reason
from unokit.rules import Rules

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["SeatKnowledge", "knowledge", "sample_world"]

#: Most moves :func:`knowledge` steps back to find a position it can describe.
MAX_REWIND = 8


@dataclass(frozen=True)
class SeatKnowledge:
    """Everything one seat may know about a game at one moment (no hidden card, no draw pile order).

    Attributes:
        rules, players, dealer, round_number, scores: the game's public settings (``scores`` are the
            totals carried into this round).
        seat: the seat whose knowledge this is.
        hand: its own hand now, cards in the order received.
        known: per seat, cards that seat is known to hold now (shown by a challenge and not played
            since); empty for the seat itself.
        unseen: every card the seat has not seen, sorted (a multiset, shape ``(u,)``): the deck minus
            its hand, the discard pile now and ``known``.
        base_hand_sizes: per seat, the card count at the base position.
        base_hand: the seat's own hand at the base position.
        base_discard, base_current, base_direction, base_color, base_pending_draw, base_out,
            base_draw_pile_size: the public part of the base position (the last one a
            :class:`~unokit.game.Position` can describe; the position now when that is one).
        replay: the moves from the base position to now (empty when the game stands at one).
        drawn: per move of ``replay``, how many cards each seat took during it (public: card counts).
        hand_sizes, draw_pile_size: card counts now.
    """

    rules: Rules
    players: tuple[str, ...]
    dealer: int
    round_number: int
    scores: tuple[int, ...]
    seat: int
    hand: tuple[Card, ...]
    known: tuple[tuple[Card, ...], ...]
    unseen: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_pile_size: int
    base_hand: tuple[Card, ...]
    base_hand_sizes: tuple[int, ...]
    base_discard: tuple[Card, ...]
    base_current: int
    base_direction: int
    base_color: Color | None
    base_pending_draw: int
    base_out: tuple[int, ...]
    base_draw_pile_size: int
    replay: tuple[Move, ...]
    drawn: tuple[tuple[int, ...], ...]


def _describable(game: Game) -> bool:
    """Whether a :class:`~unokit.game.Position` can describe the game as it stands."""
    return game.phase == "play" and game.uno_open is None


def _shown_cards(game: Game, seat: int) -> list[list[Card]]:
    """Per seat, the cards ``seat`` was shown by its challenges and that seat has not played since."""
    shown: list[Counter[Card]] = [Counter() for _ in range(game.n_players)]
    moves = game.move_stack
    if not any(m.kind is MoveKind.CHALLENGE and m.seat == seat for m in moves):
        return [[] for _ in range(game.n_players)]
    past = game.copy()
    # walk back: the hand checked is the offender's hand just after the Wild Draw Four went down
    found: list[tuple[int, int, tuple[Card, ...]]] = []  # (move index of the challenge, offender, hand)
    for index in range(len(moves) - 1, -1, -1):
        move = past.pop()
        if move.kind is MoveKind.CHALLENGE and move.seat == seat:
            offender = moves[index - 1].seat if index else None
            if offender is not None and moves[index - 1].kind is MoveKind.PLAY:
                found.append((index, offender, past.hand(offender)))
    for index, offender, hand in found:
        cards = Counter(hand)
        for later in moves[index + 1:]:
            if later.seat == offender and later.kind is MoveKind.PLAY:
                cards.subtract(later.cards)
        shown[offender] += +cards
    return [sorted(counter.elements(), key=_sort_key) for counter in shown]


def _sort_key(card: Card) -> int:
    return card.sort_key


def knowledge(game: Game, seat: int) -> SeatKnowledge:
    """What ``seat`` knows of ``game`` now (see the module docstring).

    Raises :class:`~unokit.errors.AnalysisError` when the round is over, when ``seat`` is not a seat
    of the game, or when the game waits on something that cannot be rebuilt (a Wild starter's colour
    not named yet, or a reshuffle among the last moves before a position that can be described).
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.n_players:
        raise AnalysisError(f"seat must be a seat number 0-{game.n_players - 1}, not {seat!r}")
    if game.is_over():
        raise AnalysisError(Reason("analysis-problem-round-over", "the round is over; there is nothing left to analyse"))
    base = game.copy()
    replay: list[Move] = []
    drawn: list[tuple[int, ...]] = []
    while not _describable(base):
        if not base.move_stack:
            raise AnalysisError(Reason(
                "analysis-problem-starter-color",
                f"the game waits for the starter card's colour to be named ({base.phase}); "
                "analyse the position after the colour is named", phase=base.phase))
        if len(replay) >= MAX_REWIND:
            raise AnalysisError(Reason("analysis-problem-too-far-back",
                                       f"no position that can be rebuilt within the last {MAX_REWIND} moves",
                                       count=MAX_REWIND))
        after = [len(h) for h in base.hands]
        reshuffles = base.reshuffles
        move = base.pop()
        if base.reshuffles != reshuffles:
            raise AnalysisError(Reason("analysis-problem-reshuffle",
                                       "a reshuffle happened in the last moves; analyse the position after this turn"))
        before = [len(h) for h in base.hands]
        taken = [after[s] - before[s] + (len(move.cards) if s == move.seat else 0) for s in range(len(after))]
        replay.insert(0, move)
        drawn.insert(0, tuple(taken))
    counts = deck_counts(game.rules.deck)
    hand = game.hand(seat)
    known = _shown_cards(game, seat)
    known[seat] = []
    counts.subtract(hand)
    counts.subtract(game.discard_pile)
    for cards in known:
        counts.subtract(cards)
    unseen = tuple(sorted((+counts).elements(), key=_sort_key))
    carried = game.scores
    return SeatKnowledge(
        rules=game.rules,
        players=game.players,
        dealer=game.dealer,
        round_number=game.round_number,
        scores=carried,
        seat=seat,
        hand=hand,
        known=tuple(tuple(cards) for cards in known),
        unseen=unseen,
        hand_sizes=tuple(len(h) for h in game.hands),
        draw_pile_size=len(game.draw_pile),
        base_hand=base.hand(seat),
        base_hand_sizes=tuple(len(h) for h in base.hands),
        base_discard=base.discard_pile,
        base_current=base.current,  # type: ignore[arg-type]  # a position is analysed while the round goes on, so a seat is to act
        base_direction=base.direction,
        base_color=base.color,
        base_pending_draw=base.pending_draw,
        base_out=base.placements,
        base_draw_pile_size=len(base.draw_pile),
        replay=tuple(replay),
        drawn=tuple(drawn),
    )


def sample_world(info: SeatKnowledge, rng: random.Random, *, seed: int = 0) -> Game:
    """A whole game consistent with ``info``, the hidden cards dealt uniformly at random by ``rng``.

    The other seats hold their ``known`` cards, then cards drawn from the shuffled ``unseen`` cards up
    to their card counts; the draw pile (top first) takes the next ones. ``seed`` seeds the world's own
    random number generator (later reshuffles). Returns a :class:`~unokit.game.Game` that stands where
    the real game stands (same legal moves for ``info.seat``).

    Raises :class:`~unokit.errors.AnalysisError` when the unseen cards are too few for the counts.
    """
    from unokit.game import Game, Position

    pool = list(info.unseen)
    rng.shuffle(pool)
    n = len(info.players)
    hands: list[list[Card]] = []
    at = 0
    for s in range(n):
        if s == info.seat:
            hands.append(list(info.hand))
            continue
        need = info.hand_sizes[s] - len(info.known[s])
        hands.append(list(info.known[s]) + pool[at:at + need])
        at += need
    pile = pool[at:at + info.draw_pile_size]  # top first
    if len(pile) < info.draw_pile_size or any(len(hands[s]) != info.hand_sizes[s] for s in range(n)):
        raise AnalysisError(Reason(
            "analysis-problem-too-many-cards",
            f"the {len(info.unseen)} cards seat {info.seat} has not seen cannot fill the other hands "
            "and the draw pile; the position holds more cards than the deck", count=len(info.unseen),
            seat=str(info.seat)))
    # step back over the moves since the base position: played cards return to their hands, the
    # cards taken go back on top of the draw pile (a hand lists its cards in the order received)
    for move, taken in zip(reversed(info.replay), reversed(info.drawn), strict=True):
        back: list[Card] = []
        for s in range(n):
            if taken[s] > 0:
                back = hands[s][-taken[s]:] + back
                del hands[s][-taken[s]:]
        pile = back + pile
        if move.kind is MoveKind.PLAY:
            hands[move.seat].extend(move.cards)
    hands[info.seat] = list(info.base_hand)
    position = Position(
        hands=tuple(tuple(h) for h in hands), discard=info.base_discard, draw_pile=tuple(pile),
        current=info.base_current, direction=info.base_direction, color=info.base_color,
        pending_draw=info.base_pending_draw, out=info.base_out,
    )
    world = Game(info.rules, list(info.players), seed=seed, dealer=info.dealer, position=position,
                 scores=info.scores, round_number=info.round_number)
    for move in info.replay:
        world.push(move)
    return world
