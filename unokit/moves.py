"""Moves and move notation (DESIGN.md contract 2).

A :class:`Move` is an immutable value: who makes it (``seat``), what kind it is, and its details.
``str(move)`` is the canonical notation with the seat prefix; :meth:`Move.parse` reads it back and is
tolerant of case and spacing:

>>> move = Move.parse("2:  PLAY w+4 Green UNO")
>>> str(move)
'2: play W+4 green uno'
>>> Move.parse("play R7 G7 B7", seat=0).cards
(Card.parse('R7'), Card.parse('G7'), Card.parse('B7'))
>>> Move.parse("1: play r7 SWAP 2").target
2

Parsing checks syntax only; whether a move is legal now is the game's business
(:meth:`unokit.game.Game.explain`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from unokit.cards import Card, Color, Rank
from unokit.errors import InvalidCardError, InvalidMoveError

__all__ = ["MoveKind", "Move", "COLOR_WORDS"]

#: The colour words of move notation, in spectrum order.
COLOR_WORDS = ("red", "yellow", "green", "blue", "orange", "teal", "purple", "magenta")


class MoveKind(enum.Enum):
    """The kinds of move. ``value`` is the verb of move notation."""

    PLAY = "play"          #: put one or more cards on the discard pile
    DRAW = "draw"          #: draw one card, or take a whole stacked penalty
    PASS = "pass"          #: keep the card just drawn and end the turn
    CHOOSE = "choose"      #: name the colour of a Wild starter card
    CHALLENGE = "challenge"  #: challenge a Wild Draw Four (classic)
    ACCEPT = "accept"      #: accept a Wild Draw Four: draw 4 and lose the turn
    UNO = "uno"            #: a one-card player declares UNO late, before being caught
    CATCH = "catch"        #: call out a one-card player who did not declare UNO


_USAGE = (
    "moves are: play CARD [CARD ...] [COLOUR] [uno], play SEVEN [SEVEN ...] swap SEAT, draw, pass, "
    "choose COLOUR, challenge, accept, uno, catch SEAT; with a seat prefix such as '0: play R5'"
)


@dataclass(frozen=True, slots=True)
class Move:
    """One move by one seat (DESIGN.md contract 2).

    Attributes:
        seat: the seat number (0-based) making the move.
        kind: the :class:`MoveKind`.
        cards: for ``play``, the cards put down, bottom first (the last is the new top card);
            empty otherwise.
        color: the colour named by a Wild (``play``) or a ``choose``; else ``None``.
        uno: ``True`` when a ``play`` declares UNO with it.
        target: the seat called out by ``catch``; for a ``play`` of Sevens under ``seven_swap``
            (RULES.md "House rules"), the seat whose hand the player takes (``play R7 swap 2``);
            else ``None``.

    Construct with :meth:`play`, :meth:`simple`, :meth:`catch` or :meth:`parse`; the constructor
    checks the shape and raises :class:`~unokit.errors.InvalidMoveError`.
    """

    seat: int
    kind: MoveKind
    cards: tuple[Card, ...] = ()
    color: Color | None = None
    uno: bool = False
    target: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.seat, int) or isinstance(self.seat, bool) or self.seat < 0:
            raise InvalidMoveError(f"seat must be a whole number >= 0, not {self.seat!r}")
        kind = self.kind
        if not isinstance(kind, MoveKind):
            raise InvalidMoveError(f"kind must be a MoveKind, not {kind!r}; {_USAGE}")
        if not isinstance(self.cards, tuple) or not all(isinstance(card, Card) for card in self.cards):
            raise InvalidMoveError(f"cards must be a tuple of Card values, not {self.cards!r}")
        if self.color is not None and (not isinstance(self.color, Color) or self.color.word not in COLOR_WORDS):
            raise InvalidMoveError(f"unknown colour {self.color!r}; colours are: {' '.join(COLOR_WORDS)}")
        if not isinstance(self.uno, bool):
            raise InvalidMoveError(f"uno must be True or False, not {self.uno!r}")
        if kind is MoveKind.PLAY:
            if not self.cards:
                raise InvalidMoveError("play needs at least one card, e.g. 'play R5'")
            if self.cards[-1].is_wild:
                if self.color is None:
                    raise InvalidMoveError(
                        f"play {self._codes()} needs a colour after the Wild, e.g. 'play {self._codes()} blue'"
                    )
            elif self.color is not None:
                raise InvalidMoveError(
                    f"play {self._codes()} {self.color.word}: a colour follows only a Wild as the last card"
                )
            if self.target is not None:
                if not isinstance(self.target, int) or isinstance(self.target, bool) or self.target < 0:
                    raise InvalidMoveError(f"play {self._codes()} swap: the seat must be a whole number >= 0, "
                                           f"not {self.target!r}")
                if self.cards[-1].rank is not Rank.SEVEN:
                    raise InvalidMoveError(f"play {self._codes()} swap {self.target}: 'swap SEAT' follows only "
                                           "Sevens (Seven-O), e.g. 'play R7 swap 2'")
        else:
            if self.cards:
                raise InvalidMoveError(f"{kind.value} takes no cards")
            if self.uno:
                raise InvalidMoveError(f"'uno' can follow only a play, not {kind.value}")
            if kind is MoveKind.CHOOSE and self.color is None:
                raise InvalidMoveError("choose needs a colour, e.g. 'choose blue'")
            if kind is not MoveKind.CHOOSE and self.color is not None:
                raise InvalidMoveError(f"{kind.value} takes no colour")
        if kind is MoveKind.CATCH:
            if not isinstance(self.target, int) or isinstance(self.target, bool) or self.target < 0:
                raise InvalidMoveError("catch needs the seat number to call out, e.g. 'catch 2'")
        elif self.target is not None and kind is not MoveKind.PLAY:
            raise InvalidMoveError(f"{kind.value} takes no seat")

    @property
    def swap(self) -> int | None:
        """The seat a play of Sevens swaps hands with under ``seven_swap`` (``play R7 swap 2`` -> 2),
        else ``None``."""
        return self.target if self.kind is MoveKind.PLAY else None

    def _codes(self) -> str:
        return " ".join(card.code for card in self.cards)

    # --- constructors --------------------------------------------------------------------
    @classmethod
    def play(cls, seat: int, *cards: Card | str, color: Color | str | None = None, uno: bool = False,
             swap: int | None = None) -> Move:
        """A play of one or more cards (codes or :class:`Card`), e.g. ``Move.play(0, "W", color="blue")``;
        ``swap``: the seat a Seven swaps hands with (``seven_swap``), e.g. ``Move.play(0, "R7", swap=2)``."""
        parsed = tuple(c if isinstance(c, Card) else Card.parse(c) for c in cards)
        if isinstance(color, str):
            color = _parse_color(color)
        return cls(seat, MoveKind.PLAY, parsed, color, uno, swap)

    @classmethod
    def simple(cls, seat: int, kind: MoveKind | str, color: Color | str | None = None) -> Move:
        """A move with no cards: draw, pass, challenge, accept, uno, or ``choose`` with a colour."""
        if isinstance(kind, str):
            try:
                kind = MoveKind(kind.strip().lower())
            except ValueError:
                raise InvalidMoveError(f"unknown verb {kind!r}; {_USAGE}") from None
        if isinstance(color, str):
            color = _parse_color(color)
        return cls(seat, kind, color=color)

    @classmethod
    def catch(cls, seat: int, target: int) -> Move:
        """Seat ``seat`` calls out seat ``target`` for not declaring UNO."""
        return cls(seat, MoveKind.CATCH, target=target)

    # --- notation ------------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str, seat: int | None = None) -> Move:
        """Parse move notation. The ``N:`` seat prefix is required unless ``seat`` is given
        (a prefix, when present, wins).

        Raises :class:`~unokit.errors.InvalidMoveError` naming the text and the allowed forms.
        """
        if not isinstance(text, str):
            raise InvalidMoveError(f"a move must be a string, not {text!r}")
        body = text.strip()
        if not body:
            raise InvalidMoveError(f"move {text!r} is empty; {_USAGE}")
        if ":" in body:
            prefix, body = body.split(":", 1)
            seat = _seat_number(prefix)
            if seat is None:
                raise InvalidMoveError(f"move {text!r}: the seat before ':' must be a number like '0'")
        if seat is None:
            raise InvalidMoveError(f"move {text!r} has no seat; write it as 'N: {body.strip()}'")
        words = body.split()  # cards keep the case they were written in, for error messages
        if not words:
            raise InvalidMoveError(f"move {text!r} is empty; {_USAGE}")
        verb, args = words[0], words[1:]
        try:
            kind = MoveKind(verb.lower())
        except ValueError:
            try:  # a card where the verb goes ("R7", "W+4 green"): say how to play it
                Card.parse(verb)
            except InvalidCardError:
                raise InvalidMoveError(f"move {text!r}: unknown verb {verb!r}; {_USAGE}") from None
            raise InvalidMoveError(
                f"move {text!r}: {verb!r} is a card, not a verb; to play it write 'play {body.strip()}'") from None
        try:
            if kind is MoveKind.PLAY:
                uno = bool(args) and args[-1].lower() == "uno"
                if uno:
                    args = args[:-1]
                swap = None
                if len(args) >= 2 and args[-2].lower() == "swap":
                    swap = _seat_number(args[-1])
                    if swap is None:
                        raise InvalidMoveError(f"move {text!r}: write 'swap SEAT' with a seat number, e.g. "
                                               "'play R7 swap 2'")
                    args = args[:-2]
                elif args and args[-1].lower() == "swap":
                    raise InvalidMoveError(f"move {text!r}: 'swap' needs the seat to swap hands with, e.g. "
                                           "'play R7 swap 2'")
                color = None
                if args and args[-1].lower() in COLOR_WORDS:
                    color = _parse_color(args[-1])
                    args = args[:-1]
                _check_play_words(text, args, uno=uno, color=color, swap=swap)
                if not args:
                    raise InvalidMoveError(f"move {text!r}: play needs a card, e.g. 'play R5'")
                return cls(seat, kind, tuple(Card.parse(a) for a in args), color, uno, swap)
            if kind is MoveKind.CHOOSE:
                if len(args) != 1:
                    raise InvalidMoveError(f"move {text!r}: write 'choose COLOUR', e.g. 'choose blue'")
                return cls(seat, kind, color=_parse_color(args[0]))
            if kind is MoveKind.CATCH:
                target = _seat_number(args[0]) if len(args) == 1 else None
                if target is None:
                    raise InvalidMoveError(f"move {text!r}: write 'catch SEAT', e.g. 'catch 2'")
                return cls(seat, kind, target=target)
            if args:
                raise InvalidMoveError(f"move {text!r}: {kind.value} takes nothing after it")
            return cls(seat, kind)
        except InvalidCardError as error:
            raise InvalidMoveError(f"move {text!r}: {error}") from None
        except InvalidMoveError as error:
            message = str(error)
            if message.startswith("move "):
                raise
            raise InvalidMoveError(f"move {text!r}: {message}") from None

    def notation(self, *, seat: bool = True) -> str:
        """Canonical notation, e.g. ``'0: play W blue uno'``; ``seat=False`` leaves off the prefix."""
        kind = self.kind
        if kind is MoveKind.PLAY:
            body = "play " + self._codes()
            if self.color is not None:
                body += " " + self.color.word
            if self.target is not None:
                body += f" swap {self.target}"
            if self.uno:
                body += " uno"
        elif kind is MoveKind.CHOOSE:
            body = "choose " + self.color.word  # type: ignore[union-attr]  # a choose move names its colour
        elif kind is MoveKind.CATCH:
            body = f"catch {self.target}"
        else:
            body = kind.value
        return f"{self.seat}: {body}" if seat else body

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        return f"Move.parse({self.notation()!r})"

    def to_json(self) -> Any:
        """The record form: the canonical notation string."""
        return self.notation()


def _check_play_words(text: str, cards: list[str], *, uno: bool, color: Color | None, swap: int | None) -> None:
    """What is left between ``play`` and the words read from the end (``[COLOUR] [swap SEAT] [uno]``)
    must be cards. A word of the play's own (``uno``, ``swap``, a colour) there is written twice or out
    of order: say that, rather than "unknown card 'uno'". Raises :class:`InvalidMoveError`."""
    for word in cards:
        lowered = word.lower()
        if lowered == "uno":
            if uno:
                raise InvalidMoveError(f"move {text!r}: uno is written once, at the end of the play, e.g. 'play R5 uno'")
            raise InvalidMoveError(f"move {text!r}: uno goes at the end of the play, after the colour, e.g. "
                                   "'play W blue uno'")
        if lowered == "swap":
            raise InvalidMoveError(f"move {text!r}: write 'swap SEAT' once, after the sevens, e.g. 'play R7 swap 2'")
        if lowered in COLOR_WORDS:
            if color is not None:
                raise InvalidMoveError(f"move {text!r}: a play names one colour, written once after the cards, "
                                       "e.g. 'play W blue'")
            raise InvalidMoveError(f"move {text!r}: the colour goes after the cards, e.g. 'play W blue'")


def _seat_number(text: str) -> int | None:
    """A seat number written with the digits 0-9 (no other Unicode digits, at most 9 of them),
    else ``None``."""
    text = text.strip()
    if not text or len(text) > 9 or not all("0" <= char <= "9" for char in text):
        return None
    return int(text)


def _parse_color(word: str) -> Color:
    if word.strip().lower() not in COLOR_WORDS:
        raise InvalidMoveError(f"unknown colour {word!r}; colours are: {' '.join(COLOR_WORDS)}")
    return Color(word.strip().lower())
