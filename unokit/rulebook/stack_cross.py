"""Cross stacking: ``stack_cross`` (RULES.md "House rules", stacking).

Facing a pending Draw Two total, a Wild Draw Four may also be added: the total grows by 4 and becomes
a Wild Draw Four chain, on which only Wild Draw Fours may follow. Never a Draw Two onto a pending Wild
Draw Four. With ``multi_card_play`` several Wild Draw Fours may go onto a Draw Two total at once.
Needs ``stack_draw_two`` and ``stack_wild_draw_four``. A starter Draw Two is never stacked on (it is
applied at once, whatever the flags).

:class:`~unokit.rulebook.stacking.Stacking` asks :func:`addable` which ranks may go on a pending
penalty; this module is where the cross is allowed and explained.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.cards import Rank
from unokit.phrases import Reason
from unokit.rulebook.base import Rule

if TYPE_CHECKING:  # pragma: no cover
    from unokit.rules import Rules

__all__ = ["StackCross", "addable", "addable_indexes"]

_DRAW_TWO, _WILD4 = Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR
_SAME = {_DRAW_TWO: frozenset({_DRAW_TWO}), _WILD4: frozenset({_WILD4})}
_CROSS = {_DRAW_TWO: frozenset({_DRAW_TWO, _WILD4}), _WILD4: frozenset({_WILD4})}
#: the same as sets of ``Card.rank_index`` (an int hashes in C, a Rank, an Enum member, in Python)
_ORDER = {rank: index for index, rank in enumerate(Rank)}
_SAME_INDEXES = {rank: frozenset(_ORDER[r] for r in ranks) for rank, ranks in _SAME.items()}
_CROSS_INDEXES = {rank: frozenset(_ORDER[r] for r in ranks) for rank, ranks in _CROSS.items()}


def addable(rules: Rules, pending_rank: Rank) -> frozenset[Rank]:
    """The ranks that may be added onto a pending penalty of ``pending_rank`` (``Draw Two`` or
    ``Wild Draw Four``) under ``rules``."""
    return (_CROSS if rules.stack_cross else _SAME)[pending_rank]


def addable_indexes(rules: Rules, pending_rank: Rank) -> frozenset[int]:
    """:func:`addable` as the ranks' ``Card.rank_index`` values."""
    return (_CROSS_INDEXES if rules.stack_cross else _SAME_INDEXES)[pending_rank]


class StackCross(Rule):
    """A Wild Draw Four may be added onto a pending Draw Two total."""

    name = "stack cross"
    flag = "stack_cross"
    summary = ("Stack cross: a Wild Draw Four may be added onto a pending Draw Two total (never a Draw Two "
               "onto a Wild Draw Four).")

    def conflict(self, rules: Rules) -> str | None:
        if not rules.stack_cross:
            return None
        missing = [flag for flag in ("stack_draw_two", "stack_wild_draw_four") if not getattr(rules, flag)]
        if missing:
            return (f"stack_cross needs {' and '.join(missing)}: a Wild Draw Four goes onto a Draw Two total only "
                    f"where both may be stacked; turn {' and '.join(missing)} on or stack_cross off")
        return None

    @staticmethod
    def pending_words(pending_rank: Rank) -> str:
        """What may be added onto a pending penalty of ``pending_rank``, in words."""
        if pending_rank is _DRAW_TWO:
            return "only another Draw Two, a Wild Draw Four (stack cross) or draw"
        return "only another Wild Draw Four or draw (stack cross never puts a Draw Two on a Wild Draw Four)"

    @staticmethod
    def cross_reason() -> Reason:
        """What the reason of a Wild Draw Four added onto a Draw Two total adds (said after a ``;``)."""
        return Reason("reason-stack-cross", "stack cross: from now on only Wild Draw Fours may be added")
