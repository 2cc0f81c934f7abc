"""Stacking (progressive draw): ``stack_draw_two`` / ``stack_wild_draw_four`` (RULES.md black-uno
"Draw Two / Wild Draw Four" and "House rules").

Facing a pending penalty, the seat to act adds a card of the same kind (the total grows and passes
on) or draws the whole total and loses the turn. In the precedence list stacking comes before the
challenge and the plain penalty: a stackable penalty card is always stacked on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from unokit.cards import Card, Rank
from unokit.phrases import Reason, Said, count_phrase, drew_said, names_of, then_said
from unokit.rulebook.base import Play, Rule
from unokit.rulebook.stack_cross import StackCross, addable, addable_indexes
from unokit.state import FAST_DRAW

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.moves import Move
    from unokit.rules import Rules

__all__ = ["Stacking"]



def _must_add_said(name: str, rank: Rank, due: int) -> Said:
    """``"Ben must add a Draw Two or draw 4 cards."``"""
    return Said("narr-must-add", f"{name} must add a {rank.title} or draw {count_phrase(due)}.", name=name, rank=rank,
                count=due)

class Stacking(Rule):
    """Pending penalties: what may be added, the draw of the total, and the effect of a play."""

    name = "stacking"
    summary = "Stacking: facing a pending penalty, add a card of the same kind or draw the whole total."
    # a penalty card played with nothing pending starts a total (claims() says which ranks stack)
    fast_ranks = frozenset({Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR})
    fast_settles = True

    def flag_texts(self) -> dict[str, str]:
        return {
            "stack_draw_two": "Stacking: a pending Draw Two may be answered with another Draw Two, or the whole "
                              "total drawn.",
            "stack_wild_draw_four": "Stacking: a pending Wild Draw Four may be answered with another Wild Draw "
                                    "Four, or the whole total drawn.",
        }

    def active(self, rules: Rules) -> bool:
        return rules.stack_draw_two or rules.stack_wild_draw_four

    def claims(self, rules: Rules) -> frozenset[Rank]:
        ranks = set()
        if rules.stack_draw_two:
            ranks.add(Rank.DRAW_TWO)
        if rules.stack_wild_draw_four:
            ranks.add(Rank.WILD_DRAW_FOUR)
        return frozenset(ranks)

    def conflict(self, rules: Rules) -> str | None:
        if rules.stack_wild_draw_four and rules.challenge:
            return ("stack_wild_draw_four and challenge cannot both be on: a stacked Wild Draw Four cannot be "
                    "challenged; turn challenge off")
        return None

    @staticmethod
    def stackable(rules: Rules, rank: Rank) -> bool:
        """Whether a pending penalty of ``rank`` may be answered with another ``rank``."""
        return rules.stack_draw_two if rank is Rank.DRAW_TWO else rules.stack_wild_draw_four

    def pending_playable(self, game: Game, hand: list[Card]) -> dict[int, Card]:
        """The cards of ``hand`` that may be added to the pending penalty, by key (with
        ``stack_cross``, Wild Draw Fours onto a Draw Two total too)."""
        ranks = addable_indexes(game._rules, game._pending_rank)  # type: ignore[arg-type]  # a penalty is pending here, so its rank is set
        return {c._key: c for c in hand if c.rank_index in ranks}

    def refuse_play(self, game: Game, move: Move) -> str | None:
        if not game._pending:
            return None
        prank = game._pending_rank
        rules = game._rules
        if move.cards[0].rank not in addable(rules, prank):  # type: ignore[arg-type]  # a penalty is pending here, so its rank is set
            what = "Draw Two" if prank is Rank.DRAW_TWO else "Wild Draw Four"
            key = "draw-two" if prank is Rank.DRAW_TWO else "wild-draw-four"
            if rules.stack_cross:
                return Reason(f"reason-pending-cross-{key}", f"a {what} is pending: {StackCross.pending_words(prank)}")  # type: ignore[arg-type]  # a penalty is pending here, so its rank is set
            return Reason(f"reason-pending-{key}", f"a {what} is pending: only another {what} or draw")
        return None

    def pending_play_reason(self, game: Game, move: Move) -> str:
        """The reason of a legal play onto a pending penalty."""
        reason = Reason("reason-adds-to-penalty", f"{game._names[move.seat]} adds {names_of(move.cards)} to the pending "
                        f"penalty of {count_phrase(game._pending)}", name=game._names[move.seat], cards=move.cards,
                        count=game._pending)
        if game._pending_rank is not move.cards[0].rank:  # stack cross: a Wild Draw Four on Draw Twos
            reason = Reason.joined(reason, StackCross.cross_reason())
        return reason

    def pending_draw_reason(self, game: Game, seat: int) -> str:
        return Reason("reason-takes-penalty",
                      f"{game._names[seat]} takes the whole penalty of {count_phrase(game._pending)} and loses the turn",
                      name=game._names[seat], count=game._pending)

    def take_pending(self, game: Game, seat: int) -> None:
        """``seat`` draws the whole pending total and loses the turn."""
        due = game._pending
        game._pending = 0
        game._pending_rank = None
        got = game._penalize(seat, due)
        game._end_turn_idle(seat, drew=got > 0)

    @staticmethod
    def _must_add(game: Game, victim: int, rank: Rank) -> str:
        """The sentence of a stacked total: who must add a card of ``rank`` or draw the total."""
        return _must_add_said(game._names[victim], rank, game._pending)

    def fast_play(self, game: Game, seat: int, card: Any, said: tuple[Any, ...]) -> tuple[Any, ...]:
        # nothing is pending on the fast path, so the total starts; the driver's undo of a fast play
        # puts the total back to nothing
        victim = game._step(seat, 1)
        game._pending = due = 2 if card.rank is Rank.DRAW_TWO else 4
        game._pending_rank = card.rank
        game._current = victim
        return (then_said, said, _must_add_said, game._names[victim], card.rank, due)

    def fast_take_pending(self, game: Game, seat: int, move: Move) -> bool:
        """The fast path of :meth:`take_pending` (the driver's ``push``): when the draw pile holds more
        than the total, the seat draws it all without a reshuffle, with the same state and narration
        and the driver's fast-draw undo record (which puts the total back); ``False`` otherwise."""
        due = game._pending
        pile = game._pile
        if len(pile) <= due:
            return False
        hand = game._hands[seat]
        game._undo.append((FAST_DRAW, game._drawn, game._idle, game._uno_open, due, due, game._pending_rank))
        game._uno_open = None
        for _ in range(due):
            hand.append(pile.pop())
        game._pending = 0
        game._pending_rank = None
        game._drawn = None
        game._idle = 0  # a turn in which a card was drawn breaks the blocked row
        game._current = game._step(seat, 1)
        game._narr.append((drew_said, game._names[seat], due, due, True))  # as _penalize says it, when read
        game._moves.append(move)
        return True

    def on_play(self, game: Game, play: Play) -> bool:
        if not play.amount or not self.stackable(game._rules, play.rank):
            return False
        victim = game._step(play.seat, 1)
        game._pending += play.amount
        game._pending_rank = play.rank
        game._current = victim
        game._parts.append(self._must_add(game, victim, play.rank))
        return True
