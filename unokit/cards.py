"""Cards: colours, ranks, card notation and the decks of each preset.

Card notation is DESIGN.md contract 1: a colour letter and a rank with no spaces (``R7``, ``GS``,
``BR``, ``Y+2``, ``T3``), or ``W`` / ``W+4`` for the Wilds. Input is case-insensitive; output is upper
case. Cards are interned immutable values: ``Card(Color.RED, Rank.SEVEN) is Card.parse("r7")``.

>>> Card.parse("y+2").name
'Yellow Draw Two'
>>> [card.code for card in make_deck("classic")[:3]]
['R0', 'R1', 'R1']
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable
from typing import Any

from unokit.errors import InvalidCardError

__all__ = [
    "Color",
    "Rank",
    "Card",
    "CLASSIC_COLORS",
    "SPECTRUM_COLORS",
    "DECK_KINDS",
    "make_deck",
    "parse_cards",
    "deck_counts",
]


class Color(enum.Enum):
    """A card colour. ``value`` is the colour word used in move notation and records.

    The eight colours of play have a notation letter; brown, white and black are the remaining
    ColorADD colours (COLORADD.md, "The nine colours"), available through the Python API only.
    """

    RED = "red"
    ORANGE = "orange"
    YELLOW = "yellow"
    GREEN = "green"
    TEAL = "teal"
    BLUE = "blue"
    PURPLE = "purple"
    MAGENTA = "magenta"
    BROWN = "brown"
    WHITE = "white"
    BLACK = "black"

    def __str__(self) -> str:
        """The colour word, as in move notation and records: ``print(game.color)`` shows ``blue``."""
        return self.value

    @property
    def word(self) -> str:
        """The lower-case colour word of move notation, e.g. ``"blue"``."""
        return self.value

    @property
    def title(self) -> str:
        """The colour's accessible name, e.g. ``"Blue"``."""
        return self.value.capitalize()

    @property
    def letter(self) -> str | None:
        """The card-notation letter (``"R"``), or ``None`` for brown, white and black."""
        return _COLOR_LETTERS.get(self)

    @classmethod
    def from_word(cls, word: str) -> Color:
        """Parse a colour word such as ``"Blue"`` (case-insensitive).

        Raises :class:`~unokit.errors.InvalidCardError` naming the word and the allowed words.
        """
        try:
            if not isinstance(word, str):
                raise ValueError
            return cls(word.strip().lower())
        except ValueError:
            allowed = " ".join(c.value for c in PLAY_COLORS)
            raise InvalidCardError(f"unknown colour {word!r}; colours are: {allowed}") from None


#: The eight colours cards can have in notation, in spectrum order.
PLAY_COLORS: tuple[Color, ...] = (
    Color.RED, Color.ORANGE, Color.YELLOW, Color.GREEN,
    Color.TEAL, Color.BLUE, Color.PURPLE, Color.MAGENTA,
)
_COLOR_LETTERS = {
    Color.RED: "R", Color.ORANGE: "O", Color.YELLOW: "Y", Color.GREEN: "G",
    Color.TEAL: "T", Color.BLUE: "B", Color.PURPLE: "P", Color.MAGENTA: "M",
}
_LETTER_COLORS = {letter: color for color, letter in _COLOR_LETTERS.items()}

#: The colours of the classic deck, in the order the deck lists them (RULES.md, preset classic).
CLASSIC_COLORS: tuple[Color, ...] = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
#: The spectrum game's colours in cyclic order (RULES.md, preset spectrum).
SPECTRUM_COLORS: tuple[Color, ...] = PLAY_COLORS


class Rank(enum.Enum):
    """A card rank. ``value`` is its code in card notation (``"7"``, ``"S"``, ``"+2"``, ``"W+4"``)."""

    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    SKIP = "S"
    REVERSE = "R"
    DRAW_TWO = "+2"
    WILD = "W"
    WILD_DRAW_FOUR = "W+4"

    @property
    def is_number(self) -> bool:
        """True for 0-9."""
        return self.value.isdigit()

    @property
    def number(self) -> int | None:
        """The face value 0-9 of a number card, else ``None``."""
        return int(self.value) if self.value.isdigit() else None

    @property
    def is_action(self) -> bool:
        """True for Skip, Reverse and Draw Two (coloured action cards)."""
        return self in (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)

    @property
    def is_wild(self) -> bool:
        """True for Wild and Wild Draw Four."""
        return self in (Rank.WILD, Rank.WILD_DRAW_FOUR)

    @property
    def draw_amount(self) -> int:
        """Cards the next player must draw: 2 for Draw Two, 4 for Wild Draw Four, else 0."""
        return 2 if self is Rank.DRAW_TWO else 4 if self is Rank.WILD_DRAW_FOUR else 0

    @property
    def points(self) -> int:
        """Scoring value (RULES.md, classic "Scoring"): face value, 20 for actions, 50 for Wilds."""
        if self.value.isdigit():
            return int(self.value)
        return 50 if self.is_wild else 20

    @property
    def title(self) -> str:
        """The rank's accessible name: ``"7"``, ``"Skip"``, ``"Draw Two"``, ``"Wild Draw Four"``."""
        return _RANK_TITLES[self]


_RANK_TITLES = {rank: rank.value for rank in Rank if rank.value.isdigit()} | {
    Rank.SKIP: "Skip",
    Rank.REVERSE: "Reverse",
    Rank.DRAW_TWO: "Draw Two",
    Rank.WILD: "Wild",
    Rank.WILD_DRAW_FOUR: "Wild Draw Four",
}
_RANK_ORDER = {rank: index for index, rank in enumerate(Rank)}
_COLOR_ORDER = {color: index for index, color in enumerate(Color)}
NUMBER_RANKS: tuple[Rank, ...] = tuple(rank for rank in Rank if rank.is_number)
ACTION_RANKS: tuple[Rank, ...] = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)


class Card:
    """One card: a colour (``None`` for the Wilds) and a rank. Immutable and interned.

    ``Card(color, rank)`` returns the one shared instance for that pair, so cards compare by
    identity quickly and can be dict keys. Wild ranks take ``color=None``; every other rank needs a
    :class:`Color` (any of the eleven, so custom decks in brown, white or black can be drawn).
    ``Card("R7")``, one card code (card notation), is ``Card.parse("R7")``.

    Raises :class:`~unokit.errors.InvalidCardError` for a Wild with a colour, a coloured rank
    without one, or a code that is not card notation.
    """

    __slots__ = ("color", "rank", "_key", "rank_index", "_index")
    color: Color | None
    rank: Rank
    #: The rank's place in :class:`Rank` order: 0-9 the numbers, 10 Skip, 11 Reverse, 12 Draw Two,
    #: 13 Wild, 14 Wild Draw Four (a plain int, read in the engine's hot loops).
    rank_index: int
    #: orders cards by colour then rank (``sort_key``; the hash): the engine keys its tables by it
    _key: int
    #: the card's place among all cards, 0-144 (the engine's tables of card facts are tuples read by it)
    _index: int

    def __new__(cls, color: Color | None | str, rank: Rank | None = None) -> Card:
        card = _INTERNED.get((color, rank))
        if card is not None:
            return card
        if rank is None and isinstance(color, str):  # Card("R7"): one card code
            return cls.parse(color)
        if not isinstance(rank, Rank):
            raise InvalidCardError(f"rank must be a Rank, not {rank!r}")
        if rank.is_wild and color is not None:
            raise InvalidCardError(f"a {rank.title} has no colour of its own; got {color!r}")
        if not rank.is_wild and not isinstance(color, Color):
            raise InvalidCardError(f"a {rank.title} card needs a Color; got {color!r}")
        card = object.__new__(cls)
        object.__setattr__(card, "color", color)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(  # color is a Color or None here (checked above; mypy cannot join the two checks)
            card, "_key", (_COLOR_ORDER[color] if color else 99) * 100 + _RANK_ORDER[rank]  # type: ignore[index]  # color is a Color or None here (the two checks above)
        )
        object.__setattr__(card, "rank_index", _RANK_ORDER[rank])
        # the card's place among all cards (every colour and rank is interned at import, so 0-144):
        # the engine's tables of card facts are tuples read by it, cheaper than a set of keys
        object.__setattr__(card, "_index", len(_INTERNED))
        _INTERNED[(color, rank)] = card
        return card

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Card is immutable; cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Card is immutable; cannot delete {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.color, self.rank))

    def __hash__(self) -> int:
        return self._key

    def __lt__(self, other: Card) -> bool:
        """Cards sort by colour (spectrum order, Wilds last), then rank (0-9, S, R, +2)."""
        if not isinstance(other, Card):
            return NotImplemented
        return self._key < other._key

    @property
    def sort_key(self) -> int:
        """An int that orders a hand by colour then rank (used by "Sort hand")."""
        return self._key

    @classmethod
    def parse(cls, code: str) -> Card:
        """Parse card notation (contract 1), case-insensitive, e.g. ``"r7"``, ``"W+4"``, ``"BR"``.

        Raises :class:`~unokit.errors.InvalidCardError` naming the code and the allowed forms.
        """
        if not isinstance(code, str):
            raise InvalidCardError(f"a card code must be a string, not {code!r}")
        card = _BY_CODE.get(code.strip().upper())
        if card is None:
            raise InvalidCardError(
                f"unknown card {code!r}: a card is a colour letter (R O Y G T B P M) followed by "
                "0-9, S (Skip), R (Reverse) or +2 (Draw Two), or W / W+4 for the Wilds"
            )
        return card

    @property
    def code(self) -> str:
        """Card notation, upper case (``"Y+2"``). Raises for brown/white/black cards, which have none."""
        if self.color is None:
            return self.rank.value
        letter = self.color.letter
        if letter is None:
            raise InvalidCardError(f"{self.name} has no card notation (only the eight play colours do)")
        return letter + self.rank.value

    @property
    def name(self) -> str:
        """The accessible name (contract 1): ``"Red 7"``, ``"Blue Reverse"``, ``"Wild Draw Four"``."""
        if self.color is None:
            return self.rank.title
        return f"{self.color.title} {self.rank.title}"

    @property
    def points(self) -> int:
        """Scoring value of the card (RULES.md, classic "Scoring")."""
        return self.rank.points

    @property
    def is_wild(self) -> bool:
        """True for Wild and Wild Draw Four."""
        return self.color is None

    def __str__(self) -> str:
        return self.code if self.color is None or self.color.letter else self.name

    def __repr__(self) -> str:
        if self.color is None or self.color.letter:
            return f"Card.parse({self.code!r})"
        return f"Card(Color.{self.color.name}, Rank.{self.rank.name})"

    def _repr_svg_(self) -> str:
        """Notebook display: the card face as SVG (the renderer is imported only here)."""
        from unokit.render.svg import card as card_svg

        return card_svg(self)._repr_svg_()


#: keyed by the arguments of ``Card(color, rank)`` (a code alone is parsed first, so never found here)
_INTERNED: dict[tuple[Color | str | None, Rank | None], Card] = {}
_BY_CODE: dict[str, Card] = {}
for _color in PLAY_COLORS:
    for _rank in Rank:
        if not _rank.is_wild:
            _BY_CODE[_color.letter + _rank.value] = Card(_color, _rank)  # type: ignore[operator]  # every play colour has a letter
for _rank in (Rank.WILD, Rank.WILD_DRAW_FOUR):
    _BY_CODE[_rank.value] = Card(None, _rank)
for _color in Color:  # brown, white and black too: every card has its _index from the start
    for _rank in Rank:
        if not _rank.is_wild:
            Card(_color, _rank)
del _color, _rank
#: How many cards exist (every colour with every coloured rank, and the two Wilds): the length of
#: a table indexed by ``Card._index``.
CARD_COUNT = len(_INTERNED)
#: Every card, by ``Card._index``.
_BY_INDEX: tuple[Card, ...] = tuple(_INTERNED.values())

WILD = Card(None, Rank.WILD)
WILD_DRAW_FOUR = Card(None, Rank.WILD_DRAW_FOUR)

#: The deck kinds :func:`make_deck` builds.
DECK_KINDS = ("classic", "spectrum")


def make_deck(kind: str = "classic") -> tuple[Card, ...]:
    """The unshuffled deck of a kind, as a tuple of cards.

    ``"classic"`` (108 cards, RULES.md preset classic): per red, yellow, green, blue one 0, two each
    of 1-9, Skip, Reverse and Draw Two; then 4 Wild and 4 Wild Draw Four.
    ``"spectrum"`` (112 cards, RULES.md preset spectrum): per each of the eight colours one each of
    0-9, Skip, Reverse, Draw Two; then 4 Wild and 4 Wild Draw Four.

    Raises :class:`~unokit.errors.InvalidCardError` for another kind.
    """
    cards: list[Card] = []
    if kind == "classic":
        for color in CLASSIC_COLORS:
            cards.append(Card(color, Rank.ZERO))
            for rank in NUMBER_RANKS[1:] + ACTION_RANKS:
                cards += [Card(color, rank)] * 2
    elif kind == "spectrum":
        for color in SPECTRUM_COLORS:
            cards += [Card(color, rank) for rank in NUMBER_RANKS + ACTION_RANKS]
    else:
        raise InvalidCardError(f"unknown deck kind {kind!r}; deck kinds are: {', '.join(DECK_KINDS)}")
    cards += [WILD] * 4 + [WILD_DRAW_FOUR] * 4
    return tuple(cards)


def deck_counts(kind: str = "classic") -> Counter[Card]:
    """How many copies of each card the deck of ``kind`` holds."""
    return Counter(make_deck(kind))


def parse_cards(codes: str | Iterable[str]) -> list[Card]:
    """Parse several card codes, given as a list or one string split on commas and spaces.

    >>> parse_cards("R7, G7 W")
    [Card.parse('R7'), Card.parse('G7'), Card.parse('W')]
    """
    if isinstance(codes, str):
        codes = [part for part in codes.replace(",", " ").split() if part]
    elif isinstance(codes, bytes) or not isinstance(codes, Iterable):
        raise InvalidCardError(f"cards are a string of card codes or a list of them, not {codes!r}")
    return [Card.parse(code) for code in codes]
