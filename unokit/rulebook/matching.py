"""Matching: which card may go on the top card (RULES.md classic "Play"; spectrum's neighbouring
colours).

A card matches when it has the colour in force, the top card's number or symbol, or is a Wild; with
``neighbor_colors`` (spectrum) a colour one step away in the rules' colour cycle matches too. The
rulebook compiles this once per :class:`~unokit.rules.Rules` value into :meth:`Matching.table`: for
each colour in force and top rank, the set of card keys that match, which every part of the engine
reads (move lists, legality, the fast paths, the drawn card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.cards import Card, Color, Rank
from unokit.phrases import Reason, rank_words
from unokit.rulebook.base import Rule

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.moves import Move
    from unokit.rules import Rules

__all__ = ["Matching", "neighbours"]


def neighbours(rules: Rules) -> dict[Color, tuple[Color, Color]] | None:
    """Each colour's two neighbours in the cycle (``neighbor_colors``), else ``None``."""
    if not rules.neighbor_colors:
        return None
    cycle = rules.colors
    return {c: (cycle[i - 1], cycle[(i + 1) % len(cycle)]) for i, c in enumerate(cycle)}


class Matching(Rule):
    """Colour, number or symbol, Wilds on anything; neighbouring colours with ``neighbor_colors``."""

    name = "matching"

    def table(self, rules: Rules) -> dict[str | None, tuple[frozenset[int], ...]]:
        """``table[code of the colour in force][top card's rank_index]``: the keys (``Card._key``) of
        every card that may be played on it with nothing pending. Keyed by the colour's code (a str,
        hashed in C; an Enum member hashes in Python), ``None`` for a Wild starter waiting for its
        colour, which matches by rank and Wilds only."""
        nbr = neighbours(rules)
        every = [Card(color, rank) for color in Color for rank in Rank if not rank.is_wild]
        every += [Card(None, Rank.WILD), Card(None, Rank.WILD_DRAW_FOUR)]
        table: dict[str | None, tuple[frozenset[int], ...]] = {}
        for color in (*rules.colors, None):
            near = nbr[color] if nbr is not None and color is not None else ()
            table[color._value_ if color is not None else None] = tuple(
                frozenset(c._key for c in every
                          if c.color is None or c.color is color or c.rank is top or c.color in near)
                for top in Rank
            )
        return table

    def refuse_play(self, game: Game, move: Move) -> str | None:
        if game._pending:  # stacking decides what may go on a pending penalty
            return None
        first = move.cards[0]
        if first._key in game._match[game._color._value_][game._discard[-1].rank_index]:  # type: ignore[union-attr] # a colour is in force in a turn
            return None
        return self.mismatch_reason(game, first)

    def mismatch_reason(self, game: Game, card: Card) -> str:
        """Why ``card`` does not match the top card, e.g. ``Blue 5 matches neither red nor 7``."""
        top = game._discard[-1]
        color = game._color
        colors: Reason | Color = color if color else Reason("reason-no-color-yet", "no colour yet")
        if game._nbr is not None and color is not None:
            left, right = game._nbr[color]
            colors = Reason("reason-color-or-neighbours", f"{color.word} (or its neighbours {left.word} and {right.word})",
                            color=color, left=left, right=right)
        cword = colors.word if isinstance(colors, Color) else colors
        if top.is_wild:
            return Reason("reason-not-named-color", f"{card.name} does not match the named colour {cword}",
                          card=card, colors=colors)
        return Reason("reason-matches-neither", f"{card.name} matches neither {cword} nor {rank_words(top.rank)}",
                      card=card, colors=colors, rank=top.rank)

    def match_reason(self, game: Game, card: Card) -> str:
        """Why ``card`` matches, e.g. ``Red 5 matches the colour red``."""
        top = game._discard[-1]
        color = game._color
        if card.rank is Rank.WILD:
            return Reason("reason-wild-on-any", "a Wild may be played on any card")
        if card.color is color:
            return Reason("reason-matches-color", f"{card.name} matches the colour {color.word}",  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                          card=card, color=color)
        if card.rank is top.rank:
            what = "number" if card.rank.is_number else "symbol"
            return Reason(f"reason-matches-{what}", f"{card.name} matches the {what} {rank_words(card.rank)}",
                          card=card, rank=card.rank)
        return Reason("reason-neighbouring-color", f"{card.name} is a neighbouring colour of {color.word}",  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                      card=card, color=color)

    def describe(self, rank: Rank, rules: Rules) -> str | None:
        if rank is Rank.WILD:
            return "Wild: it can be played on any card; the player names the colour to play next."
        return None
