"""Value types of the engine and the one validator of a mid-game position.

:class:`Position` (DESIGN.md contract 3, ``position``), :class:`Explanation`, :class:`Outcome`,
:class:`SeatView` and :class:`Phase` are plain frozen values that :mod:`unokit.record` and the
widgets can import without loading the engine; :mod:`unokit.game` re-exports them.
:func:`check_position` is the one check of a position, used by ``Game(position=...)`` and by
:mod:`unokit.record` (which first applies its own stricter checks of a record's JSON, each message
prefixed with the JSON path).
"""

from __future__ import annotations

import dataclasses
import enum
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from unokit.cards import Card, Color, Rank
from unokit.errors import InvalidCardError, RecordError, RulesError
from unokit.moves import Move
from unokit.rules import Rules

if TYPE_CHECKING:  # pragma: no cover
    from unokit.rulebook import Rulebook

__all__ = ["Phase", "Position", "Explanation", "Outcome", "SeatView", "Snapshot", "Seating", "GameFields", "check_position", "player_names", "name_fault",
           "name_key", "name_problem", "shown_name", "MAX_NAME_LENGTH", "NAME_REFUSED_CATEGORIES"]

#: The engine's phase numbers, the index of each :class:`Phase` member (ints in the hot loops).
PLAY, DRAWN, CHOOSE, CHALLENGE, OVER = range(5)
#: the first item of a fast draw's undo record (:data:`FAST_DRAW_RECORD`)
FAST_DRAW = object()
#: entries of a game's narration list for a plain draw (a playable card, or the turn ends), which
#: ``narration`` turns into words when asked
DREW_PLAYABLE = object()
DREW_KEPT = object()


class Phase(str, enum.Enum):
    """What the seat to act must do; the value is the public string (:attr:`Game.phase`,
    :attr:`SeatView.phase`). Members are in the engine's order, so ``list(Phase).index`` is the
    engine's internal phase number."""

    #: play a card or draw
    PLAY = "play"
    #: play the card just drawn or pass (classic draw / pass flow)
    DRAWN = "drawn"
    #: name the colour of a Wild starter card
    CHOOSE = "choose"
    #: challenge or accept a Wild Draw Four
    CHALLENGE = "challenge"
    #: the round is over
    OVER = "over"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Position:
    """An explicit mid-game position (DESIGN.md contract 3, ``position``).

    ``hands``: one tuple of cards per seat (order received); ``discard``: the discard pile, bottom
    first (its last card is the top card); ``draw_pile``: top first; ``current``: the seat to act;
    ``direction``: 1 (clockwise) or -1; ``color``: the active colour (``None`` = the top card's own
    colour; required when the top card is a Wild); ``pending_draw``: a stacked penalty the current
    seat faces (stacking presets; its kind is the top card's); ``out``: seats already out, in
    finishing order (black-uno).

    The position starts the current seat's turn with nothing else pending: no drawn card, colour to
    choose, challenge or open UNO window; one-card hands count as declared; the top card's effect is
    already spent.
    """

    hands: tuple[tuple[Card, ...], ...]
    discard: tuple[Card, ...]
    draw_pile: tuple[Card, ...]
    current: int
    direction: int = 1
    color: Color | None = None
    pending_draw: int = 0
    out: tuple[int, ...] = ()


@dataclass(frozen=True)
class Explanation:
    """Why a move (or a card) is legal or not, in plain words.

    ``legal``: whether it may be pushed now; ``reason``: one plain sentence without a final full stop,
    e.g. ``"Blue 5 matches neither red nor 7"``; ``move``: the move explained (``None`` when the text
    could not be read as a move).
    """

    legal: bool
    reason: str
    move: Move | None = None

    def text(self, lang: str | None = None) -> str:
        """The reason in ``lang`` (DESIGN.md contract 7): ``"pt-PT"``, ``"es"``, ``"en-XA"``; ``None``
        or ``"en"``: :attr:`reason` as it is. A reason the engine gave is a
        :class:`~unokit.phrases.Reason` and is said in any language; a plain ``str`` reason (an
        Explanation made by hand) is returned as it is. Raises :class:`~unokit.errors.LanguageError`
        for an unknown language."""
        text = getattr(self.reason, "text", None)
        if text is None:
            if lang is not None:
                from unokit.i18n import resolve_language

                resolve_language(lang)  # an unknown language is refused all the same
            return self.reason
        return str(text(lang))


@dataclass(frozen=True)
class Outcome:
    """The result of a finished round.

    ``winner``: seat that won the round (first out, or the blocked round's winner); ``placements``:
    seats in finishing order; ``points``: points each seat scored this round (RULES.md scoring);
    ``scores``: match totals per seat after this round; ``reason``: ``"out"`` (a player went out),
    ``"blocked"`` (RULES.md "Blocked round") or ``"placements"`` (black-uno: the places were decided).
    """

    winner: int | None
    placements: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class SeatView:
    """What one seat may know (never another seat's cards or the draw pile's order).

    ``hand``: this seat's cards (order received); ``hand_sizes``: every seat's card count;
    ``discard_pile``: bottom first; ``legal_moves``: this seat's legal moves now;
    ``can_play_drawn``: the card this seat just drew and may still play, else ``None``;
    ``phase``: ``"play"``, ``"drawn"``, ``"choose"``, ``"challenge"`` or ``"over"``.
    """

    seat: int
    players: tuple[str, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    top: Card
    discard_pile: tuple[Card, ...]
    color: Color | None
    direction: int
    current: int | None
    draw_pile_size: int
    pending_draw: int
    legal_moves: tuple[Move, ...]
    placements: tuple[int, ...]
    scores: tuple[int, ...]
    rules_name: str
    can_play_drawn: Card | None
    phase: str
    uno_open: int | None
    winner: int | None
    round_number: int
    dealer: int


def _cards_at(value: Any, where: str) -> tuple[Card, ...]:
    """A position's pile or hand as a tuple of cards (card codes are read). Raises :class:`RecordError`."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise RecordError(f"{where} must be a list of cards or card codes, not {value!r}")
    cards = []
    for index, item in enumerate(value):
        if item.__class__ is Card:
            cards.append(item)
        elif isinstance(item, str):
            try:
                cards.append(Card.parse(item))
            except InvalidCardError as error:
                raise RecordError(f"{where}[{index}]: {error}") from None
        else:
            raise RecordError(f"{where}[{index}] must be a Card or a card code, not {item!r}")
    return tuple(cards)


def _whole(value: Any) -> bool:
    return value.__class__ is int  # not True, not 1.0


def _read_position(position: Position) -> Position:
    """``position`` with its hands and piles as tuples of cards, its numbers checked to be ints.
    Raises :class:`RecordError` naming the field."""
    if not isinstance(position, Position):
        raise RecordError(f"position must be a Position, not {type(position).__name__}")
    hands = position.hands
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise RecordError(f"position.hands must be a list of hands, one per seat, not {hands!r}")
    for name in ("current", "pending_draw"):
        if not _whole(getattr(position, name)):
            raise RecordError(f"position.{name} must be a whole number, not {getattr(position, name)!r}")
    out = position.out
    if isinstance(out, (str, bytes)) or not isinstance(out, Iterable) or not all(_whole(seat) for seat in out):
        raise RecordError(f"position.out must be a list of seat numbers, not {out!r}")
    return dataclasses.replace(
        position,
        hands=tuple(_cards_at(hand, f"position.hands[{seat}]") for seat, hand in enumerate(hands)),
        discard=_cards_at(position.discard, "position.discard"),
        draw_pile=_cards_at(position.draw_pile, "position.draw_pile"),
        out=tuple(out),
    )


#: Unicode's bidirectional controls (embeddings, overrides, isolates and marks): in a name they would
#: turn round the text after it in every sentence that names the player
_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def name_key(name: str) -> str:
    """A player's name as typed commands match it (``catch ben``, ``swap ana``): without case
    (``str.casefold``) and with every run of spaces as one space. Two names with the same key are the
    same name to a player typing it, so :func:`player_names` refuses them."""
    return " ".join(name.casefold().split())


#: a name typed commands would read as a seat number: "2", "seat 2" (``catch 2`` names seat 2)
_SEAT_NUMBER = re.compile(r"(?:seat\s*)?(\d+)")


#: The longest player name, in characters (code points): the dashboard's seat headings, hand labels and
#: narration stay readable and a table stays on the screen (a 200,000-character name in a record made the
#: table about 4 million px wide). The New game form and records are held to it alike.
MAX_NAME_LENGTH = 40

#: Unicode general categories a name may not hold, each invisible or changing how text around it reads:
#: control characters (Cc: newline, tab, NUL), format characters (Cf: zero-width space U+200B, soft
#: hyphen U+00AD, zero-width joiner U+200D, byte order mark U+FEFF, and the text-direction controls such
#: as U+202E), lone surrogates (Cs) and the line and paragraph separators (Zl U+2028, Zp U+2029).
#: With them "Ana" and "Ana\u200b" would be two seats that look and sound the same.
NAME_REFUSED_CATEGORIES = ("Cc", "Cf", "Cs", "Zl", "Zp")

_CATEGORY_WORDS = {"Cc": "a control character", "Cf": "an invisible format character",
                   "Cs": "a lone surrogate", "Zl": "a line separator", "Zp": "a paragraph separator"}


def shown_name(name: str, limit: int = MAX_NAME_LENGTH) -> str:
    """``name`` quoted for a message (``repr``: invisible characters written as escapes), its first
    ``limit`` characters only when it is longer, with ``…`` and its length: a refused name of 200,000
    characters is not echoed whole."""
    if len(name) <= limit:
        return repr(name)
    return f"{name[:limit]!r}… ({len(name):,} characters)"


def name_problem(name: str, seat: int) -> str | None:
    """What is wrong with ``name`` as the name of seat ``seat``, or ``None``, in words that follow the
    name in a message: empty or only spaces; longer than :data:`MAX_NAME_LENGTH` characters; spaces at
    either end; a character of :data:`NAME_REFUSED_CATEGORIES` (a control character, a zero-width or other
    format character, a text-direction control such as U+202E, a line or paragraph separator), named by
    its code point; or a name that typed commands read as another seat's number ("2" or
    "seat 2" for seat 0: ``catch 2`` names seat 2; the default names "Seat 0", "Seat 1", ... are their own
    seats'). The one check of a name (:func:`name_fault`): :func:`player_names` (every
    :class:`~unokit.game.Game` and game record) and the dashboard's New game form use it."""
    fault = name_fault(name, seat)
    if fault is None:
        return None
    kind, args = fault
    if kind == "empty":
        return "is empty or only spaces; a name needs at least one letter, digit or sign"
    if kind == "long":
        return f"is {len(name):,} characters long; a name is at most {MAX_NAME_LENGTH} characters"
    if kind == "char":
        what = "a text-direction control" if args["category"] == "bidi" else _CATEGORY_WORDS[args["category"]]
        return f"holds {what} (U+{args['code']}); a name is letters, digits, spaces and punctuation"
    if kind == "ends":
        return "has spaces at one end; write the name without them"
    return (f"reads as seat {args['number']}: typed commands such as 'catch 2' name seats by number, "
            "so a name that is a number must be its own seat's")


def name_fault(name: str, seat: int) -> tuple[str, dict[str, str]] | None:
    """:func:`name_problem`'s check as data, for a page that words it in its own language: ``None`` for a
    name seat ``seat`` may have, else ``(kind, arguments)``: ``("empty", {})``; ``("long", {"length": "41",
    "most": "40"})``; ``("char", {"category": "Cc", "code": "202E"})`` (a general category of
    :data:`NAME_REFUSED_CATEGORIES`, or ``"bidi"`` for a text-direction control; the code point in hex);
    ``("ends", {})`` (spaces at one end); ``("number", {"number": "2"})`` (read as another seat's number)."""
    import unicodedata

    if not name.strip():
        return "empty", {}
    if len(name) > MAX_NAME_LENGTH:
        return "long", {"length": str(len(name)), "most": str(MAX_NAME_LENGTH)}
    for char in name:
        category = unicodedata.category(char)
        if category in NAME_REFUSED_CATEGORIES or char in _BIDI_CONTROLS:
            return "char", {"category": "bidi" if char in _BIDI_CONTROLS else category, "code": f"{ord(char):04X}"}
    if name.strip() != name:
        return "ends", {}
    number = _SEAT_NUMBER.fullmatch(name_key(name))
    if number is not None and int(number.group(1)) != seat:
        return "number", {"number": str(int(number.group(1)))}
    return None


def player_names(players: Sequence[Any]) -> tuple[str, ...]:
    """The players' names given to a :class:`~unokit.game.Game`, as text, in seat order: the one place
    where the engine accepts names (a game's setup and every game record). Each must say something, be
    at most :data:`MAX_NAME_LENGTH` characters, hold no invisible, format or control character, have no
    spaces at either end and not read as another seat's number (:func:`name_problem`) and differ from the others even without case and extra spaces (:func:`name_key`, as typed commands
    name players), or the narration and the commands could not tell the seats apart (a game record
    asks the same). Raises :class:`~unokit.errors.RulesError` naming the seat."""
    names = tuple(str(name) for name in players)
    seen: dict[str, int] = {}
    for seat, name in enumerate(names):
        if not name.strip():
            from unokit.phrases import Reason

            raise RulesError(Reason("record-problem-at", f"players[{seat}]: a name cannot be empty or only spaces; got {name!r}",
                                    field=f"players[{seat}]", problem=Reason(
                                        "record-problem-name-blank", f"a name cannot be empty or only spaces; got {name!r}",
                                        name=repr(name))))
        problem = name_problem(name, seat)
        if problem is not None:
            raise RulesError(f"players[{seat}]: {shown_name(name)} {problem}")
        key = name_key(name)
        if key in seen:
            other = seen[key]
            if names[other] == name:
                from unokit.phrases import Reason

                raise RulesError(Reason("record-problem-at", f"players[{seat}]: {name!r} is already seat {other}; names must differ",
                                        field=f"players[{seat}]", problem=Reason(
                                            "record-problem-name-taken", f"{name!r} is already seat {other}; names must differ",
                                            name=repr(name), seat=str(other))))
            raise RulesError(f"players[{seat}]: {name!r} is seat {other}'s name {names[other]!r} in other case or "
                             "spacing; names must differ in more than that, as commands name players without case")
        seen[key] = seat
    return names


def check_position(position: Any, rules: Rules, n: int) -> tuple[Position, Color]:
    """Check ``position`` for a game of ``rules`` with ``n`` seats (DESIGN.md contract 3): its
    hands and piles are read as cards (card codes allowed), its numbers must be whole numbers, every
    seat that holds no card is out and no seat that is out holds one, the seat to act is in play,
    ``direction`` is 1 or -1, the colour is one of the rules' colours (needed when the top card is a
    Wild), a ``pending_draw`` needs a stacking rule and a penalty card on top, and the round is not
    already decided.

    Returns the position with its hands and piles as tuples of cards (the colour as given) and the
    colour in play. Raises :class:`RecordError` naming the field.
    """
    position = _read_position(position)
    if len(position.hands) != n:
        raise RecordError(f"position.hands has {len(position.hands)} hands; the game has {n} players")
    if not position.discard:
        raise RecordError("position.discard is empty; it needs at least the top card")
    out = list(position.out)
    for index, seat in enumerate(out):
        if not isinstance(seat, int) or not 0 <= seat < n or out.count(seat) > 1:
            raise RecordError(f"position.out[{index}] must be a distinct seat 0-{n - 1}; got {seat!r}")
    for seat in range(n):
        hand = position.hands[seat]
        if not hand and seat not in out:
            raise RecordError(f"position.hands[{seat}] is empty but seat {seat} is not in position.out")
        if hand and seat in out:
            raise RecordError(f"position.hands[{seat}] must be empty: seat {seat} is in position.out")
    if not isinstance(position.current, int) or not 0 <= position.current < n or position.current in out:
        raise RecordError(f"position.current must be a seat 0-{n - 1} that is not out; got {position.current!r}")
    if position.direction.__class__ is not int or position.direction not in (1, -1):  # not 1.0 or True
        raise RecordError(f"position.direction must be 1 or -1; got {position.direction!r}")
    top = position.discard[-1]
    color = position.color
    if isinstance(color, str):
        try:
            color = Color.from_word(color)
        except InvalidCardError as error:
            raise RecordError(f"position.color: {error}") from None
    if color is None:
        if top.color is None:
            raise RecordError(f"position.color is needed: the top card {top.name} is a Wild")
        color = top.color
    if not isinstance(color, Color) or color not in rules.colors:
        raise RecordError(
            f"position.color {getattr(color, 'value', color)!r} is not a colour of {rules.name}; colours are: "
            + " ".join(c.value for c in rules.colors)
        )
    pending = position.pending_draw
    if pending:
        stackable = ((top.rank is Rank.DRAW_TWO and rules.stack_draw_two)
                     or (top.rank is Rank.WILD_DRAW_FOUR and rules.stack_wild_draw_four))
        if not isinstance(pending, int) or pending < 0 or not stackable:
            raise RecordError(
                "position.pending_draw needs a stacking preset and a Draw Two or Wild Draw Four on top"
                f" that can be stacked; got {pending!r} on {top.name}"
            )
    out_count = len(position.out)
    if out_count >= rules.places_to_decide or n - out_count <= 1:
        raise RecordError("position.out already decides the round; nothing is left to play")
    return position, color


# --------------------------------------------------------------------------------------------
# The game's fields, in one place (issue 24). Every slot of :class:`~unokit.game.Game` is in exactly
# one of the lists below (``Game.__slots__`` is :data:`GAME_FIELDS`), and the undo record
# (:class:`Snapshot`), ``Game.copy``, ``Game.state_dict`` and the endgame solver's position key
# (:mod:`unokit.analysis.solver`) are read from them. The hot ones are functions compiled once, at
# import, from source text made from the lists (:func:`compiled`), so the engine runs the same byte
# code as code written out by hand; tests/test_game_fields.py fails when a slot is left out.
# --------------------------------------------------------------------------------------------
#: The scalars a move may change, in the order :class:`Snapshot` keeps them: the phase, the seat to
#: act, the direction of play, the colour in force, the pending penalty and its rank, the card just
#: drawn, the seat open to a catch (UNO window), turns in a row without a play or a draw (blocked
#: round), reshuffles, draws from an empty pile, the Wild Draw Four open to challenge (offender,
#: colour before it, the card) and the outcome.
MOVE_SCALARS: tuple[str, ...] = (
    "_phase", "_current", "_direction", "_color", "_pending", "_pending_rank", "_drawn", "_uno_open", "_idle",
    "_reshuffles", "_dry_draws", "_w4_offender", "_w4_color", "_w4_evidence", "_outcome",
)
#: Of :data:`MOVE_SCALARS`, those holding interned values (cards, colours, ranks): the solver's key
#: compares them by identity (``Card``'s and enum members' hashes are Python code).
BY_IDENTITY: frozenset[str] = frozenset({"_color", "_pending_rank", "_drawn", "_w4_color", "_w4_evidence"})
#: Of :data:`MOVE_SCALARS`, those the solver's position key leaves out, and why.
NOT_IN_SOLVER_KEY: dict[str, str] = {
    "_reshuffles": "the key counts the reshuffles still searched instead",
    "_dry_draws": "a statistic: it changes no later move",
    "_outcome": "the search stops at an outcome before it takes a key",
}
#: The containers a move changes in place (the hands, one list per seat; the discard pile, bottom
#: first; the draw pile, top last; who is out; the places; the moves, their narration and their undo
#: records): ``Game.copy`` gives the copy its own (the hands' lists too).
MOVE_CONTAINERS: tuple[str, ...] = ("_hands", "_discard", "_pile", "_out", "_placements", "_moves", "_narr", "_undo")
#: The game's ``random.Random`` (the deal, reshuffles): copied by state, restored by :class:`Snapshot`.
GENERATOR = "_rng"
#: Set when the round is set up and never changed by a move: shared by ``Game.copy``.
ROUND_SETUP: tuple[str, ...] = ("_seed", "_round", "_dealer", "_start_args", "_setup_narration", "_after_choose")
#: The scratch of the move being pushed on the general path (its narration parts; the hands, piles
#: and generator state saved lazily for its :class:`Snapshot`): meaningless between moves.
MOVE_SCRATCH: tuple[str, ...] = ("_parts", "_saved_hands", "_saved_pile", "_saved_discard", "_saved_rng")


class Seating(NamedTuple):
    """What a game reads from its rules at its player count, built once per ``(rules, players)``
    (``unokit.game._seating``) and shared by every game of them: the rules argument as given, the
    :class:`Rules` value, the count, the default names, zero scores, the compiled
    :class:`~unokit.rulebook.Rulebook` and its tables (``match``, ``playable``, ``neighbours`` as
    ``nbr``, ``fast``, ``fast_pile_need``, ``hands_fast``, ``plain_legal``, ``plain_draw``, ``no_uno``,
    ``replaced_orders``), whether ``pass`` is never refused, the shared move caches
    (:mod:`unokit.move_cache`: ``forms``, ``turn_forms``, the draw and pass moves and their groups)
    and whether the rules have UNO. Every field but ``argument`` is the game slot of its name with a
    leading underscore (:data:`SEATING_SLOTS`), set by :func:`take_seating`."""

    argument: Any
    rules: Rules
    n: int
    names: tuple[str, ...]
    carried: tuple[int, ...]
    book: Any
    colors: tuple[Color, ...]
    match: Any
    playable: Any
    nbr: Any
    fast: tuple[Any, ...]
    fast_pile_need: tuple[int, ...]
    hands_fast: tuple[Any, ...] | None
    plain_legal: bool
    plain_draw: bool
    pass_allowed: bool
    no_uno: tuple[Any, ...]
    replaced_orders: frozenset[int]
    forms: Any
    turn_forms: Any
    uno_rule: bool
    draw_moves: tuple[Move, ...]
    pass_moves: tuple[Move, ...]
    draw_groups: tuple[tuple[Move, ...], ...]
    pass_groups: tuple[tuple[Move, ...], ...]


#: The game slots set from its :class:`Seating` (shared by ``Game.copy``; ``_names`` and ``_carried``
#: may be the game's own).
SEATING_SLOTS: tuple[str, ...] = tuple("_" + name for name in Seating._fields if name != "argument")
#: Every slot of a game, each in exactly one list above: ``Game.__slots__``.
GAME_FIELDS: tuple[str, ...] = (*MOVE_SCALARS, *MOVE_CONTAINERS, GENERATOR, *SEATING_SLOTS, *ROUND_SETUP,
                                *MOVE_SCRATCH)


class GameFields:
    """The type of every field of :data:`GAME_FIELDS` (the game's slots), declared once for the type
    checker: the base of ``GameViews`` and so of :class:`~unokit.game.Game`, which has the slots. The
    rule modules read and write these fields (package-internal "friend" access, as python-chess
    variants touch their board's bitboards). ``_current`` is ``None`` only once the round is over;
    ``_color`` only before the deal and while a Wild starter waits for its colour."""

    __slots__ = ()

    # MOVE_SCALARS
    _phase: int
    _current: int | None
    _direction: int
    _color: Color | None
    _pending: int
    _pending_rank: Rank | None
    _drawn: Card | None
    _uno_open: int | None
    _idle: int
    _reshuffles: int
    _dry_draws: int
    _w4_offender: int | None
    _w4_color: Color | None
    _w4_evidence: Card | None
    _outcome: Outcome | None
    # MOVE_CONTAINERS
    _hands: list[list[Card]]
    _discard: list[Card]
    _pile: list[Card]
    _out: list[bool]
    _placements: list[int]
    _moves: list[Move]
    _narr: list[Any]
    _undo: list[Any]
    # GENERATOR
    _rng: random.Random
    # SEATING_SLOTS (the tables of :class:`~unokit.rulebook.Rulebook`)
    _rules: Rules
    _n: int
    _names: tuple[str, ...]
    _carried: tuple[int, ...]
    _book: Rulebook
    _colors: tuple[Color, ...]
    _match: dict[str | None, tuple[frozenset[int], ...]]
    _playable: dict[str | None, tuple[tuple[bool, ...], ...]]
    _nbr: Any
    _fast: tuple[Any, ...]
    _fast_pile_need: tuple[int, ...]
    _hands_fast: tuple[Any, ...] | None
    _plain_legal: bool
    _plain_draw: bool
    _pass_allowed: bool
    _no_uno: tuple[Any, ...]
    _replaced_orders: frozenset[int]
    _forms: list[dict[int, tuple[Move, ...]]]
    _turn_forms: list[dict[int, tuple[Move, ...]]] | None
    _uno_rule: bool
    _draw_moves: tuple[Move, ...]
    _pass_moves: tuple[Move, ...]
    _draw_groups: tuple[tuple[Move, ...], ...]
    _pass_groups: tuple[tuple[Move, ...], ...]
    # ROUND_SETUP
    _seed: int
    _round: int
    _dealer: int
    _start_args: Mapping[str, Any]
    _setup_narration: str | list[Any]
    _after_choose: int | None
    # MOVE_SCRATCH
    _parts: list[str]
    _saved_hands: dict[int, tuple[Card, ...]]
    _saved_pile: tuple[Card, ...] | None
    _saved_discard: tuple[Card, ...] | None
    _saved_rng: Any


#: Contract 4 (DESIGN.md) in its order: each key of ``Game.state_dict`` with the game field it shows,
#: or ``None`` for a key worked out from several (``top``, ``legal``, ``winner``, ``scores``).
STATE_DICT_FIELDS: tuple[tuple[str, str | None], ...] = (
    ("current", "_current"), ("direction", "_direction"), ("color", "_color"), ("top", None),
    ("discard", "_discard"), ("draw_pile", "_pile"), ("hands", "_hands"), ("pending_draw", "_pending"),
    ("legal", None), ("winner", None), ("placements", "_placements"), ("scores", None),
)
#: What a :class:`Snapshot` holds after :data:`MOVE_SCALARS`: the lengths of the discard pile and
#: the placements (which only grow) and the copies only some moves need, made lazily while the move
#: runs (the hands touched, seat -> the hand before the move; the draw pile when a card is drawn; the
#: discard pile when a reshuffle takes it; the generator's state before a reshuffle).
SNAPSHOT_TAIL: tuple[str, ...] = ("n_discard", "n_placements", "hands", "pile", "discard", "rng")
#: The fast paths' undo records are plain tuples (no named tuple's Python-level ``__new__`` per
#: move); their layouts, item by item, with the game slot each item restores (``None``: not a slot):
#: a single card played (``Game._fast_play`` and the plainest play inlined in ``push``): a ``None``
#: marker, where the card was in the hand, the scalars before it, the seat the card's fast effect gave
#: cards from the draw pile (``-1``: none)
FAST_PLAY_RECORD: tuple[str | None, ...] = (None, "index", "_color", "_drawn", "_idle", "_uno_open", "_direction",
                                            "_phase", "victim")
#: a play whose rule moves hands (``Game._fast_hands``: Seven-O's swap, zero rotate; a jump-in): the
#: rule (its ``unmove_hands`` moves them back), where the card was, the scalars before the play
HANDS_RECORD: tuple[str | None, ...] = ("rule", "index", "_color", "_drawn", "_idle", "_uno_open", "_phase",
                                        "_current")
#: a fast draw (the plain draw in ``push``, draw to match's, a stacked total's): the :data:`FAST_DRAW`
#: marker, the scalars before it and how many cards were drawn (they go back on the pile)
FAST_DRAW_RECORD: tuple[str | None, ...] = (None, "_drawn", "_idle", "_uno_open", "got", "_pending", "_pending_rank")


def compiled(name: str, source: str, namespace: dict[str, Any] | None = None) -> Any:
    """The function ``name`` defined by ``source`` (text made from the field lists above, never from
    input), compiled once at import so the hot paths run plain attribute reads and writes instead of
    a loop over names."""
    scope: dict[str, Any] = dict(namespace or {})
    exec(compile(source, f"<unokit.state {name}>", "exec"), scope)  # noqa: S102 - source made from the field lists
    return scope[name]


def _items(slots: Sequence[str | None], owner: str) -> str:
    """``owner.slot`` for each slot (``_`` for an item that is not a slot), comma-separated."""
    return ", ".join(f"{owner}.{slot}" if slot and slot.startswith("_") else "_" for slot in slots)


#: ``snapshot_scalars(game)``: the values of :data:`MOVE_SCALARS` and the lengths of the discard
#: pile and placements, one tuple: the head of the :class:`Snapshot` taken before a move
snapshot_scalars = compiled("snapshot_scalars", (
    f"def snapshot_scalars(game):\n"
    f"    return ({_items(MOVE_SCALARS, 'game')}, len(game._discard), len(game._placements))\n"))
#: ``take_seating(game, seating)``: set the :data:`SEATING_SLOTS` of ``game`` from a :class:`Seating`
take_seating = compiled("take_seating", (
    f"def take_seating(game, seating):\n"
    f"    ({_items(['argument', *SEATING_SLOTS], 'game')},) = seating\n"))
#: ``copy_fields(game, new)``: ``Game.copy``'s work: the scalars, seating and set-up shared, each
#: container of :data:`MOVE_CONTAINERS` a list of its own (the hands per seat), the generator's state
#: copied, the scratch of a move empty
copy_fields = compiled("copy_fields", (
    "def copy_fields(game, new):\n"
    + "".join(f"    new.{slot} = game.{slot}\n" for slot in (*MOVE_SCALARS, *SEATING_SLOTS, *ROUND_SETUP))
    + "".join(f"    new.{slot} = [list(hand) for hand in game.{slot}]\n" if slot == "_hands"
              else f"    new.{slot} = list(game.{slot})\n" for slot in MOVE_CONTAINERS)
    + f"    new.{GENERATOR} = Random()\n    new.{GENERATOR}.setstate(game.{GENERATOR}.getstate())\n"
    + "    new._parts = []\n    new._saved_hands = {}\n"
    + "".join(f"    new.{slot} = None\n" for slot in MOVE_SCRATCH if slot not in ("_parts", "_saved_hands"))),
    {"Random": random.Random})
#: the source of the expression of the :data:`MOVE_SCALARS` that decide the rest of the round (all
#: but :data:`NOT_IN_SOLVER_KEY`), those of :data:`BY_IDENTITY` by ``id``, for a game named ``game``
#: (the endgame solver compiles its key with it)
SOLVER_KEY_SCALARS: str = ", ".join(f"id(game.{slot})" if slot in BY_IDENTITY else f"game.{slot}"
                                    for slot in MOVE_SCALARS if slot not in NOT_IN_SOLVER_KEY)


class Snapshot(tuple[Any, ...]):
    """The undo record of a move made on the general path (python-chess's ``_BoardState``).

    A plain tuple (made with ``tuple.__new__(Snapshot, items)``, as cheap as a tuple): the game's
    :data:`MOVE_SCALARS` before the move (:func:`snapshot_scalars`), then :data:`SNAPSHOT_TAIL`: the
    lengths of the discard pile and placements (which only grow), and the copies that only some moves
    need, made lazily while the move runs: the hands touched (seat -> the hand before the move), the
    draw pile (when a card is drawn), the discard pile (when a reshuffle takes it) and the random
    state before a reshuffle. :meth:`restore` puts it all back; :meth:`fields` names the items.
    """

    __slots__ = ()
    #: the name of each item, in order
    FIELDS: tuple[str, ...] = (*MOVE_SCALARS, *SNAPSHOT_TAIL)

    def fields(self) -> dict[str, Any]:
        """``{name: value}`` of the items (:attr:`FIELDS`), for tests and debugging."""
        return dict(zip(self.FIELDS, self, strict=True))

    # restore(self, game) -> None: put ``game`` back as it was before the move (compiled below)
    restore: Any


def _restore_source() -> str:
    """The source of :meth:`Snapshot.restore`, made from :data:`MOVE_SCALARS`."""
    return (
        "def restore(self, game):\n"
        f"    ({_items(MOVE_SCALARS, 'game')}, n_discard, n_placements, hands, pile, discard, rng) = self\n"
        "    for seat, hand in hands.items():\n"
        "        game._hands[seat][:] = hand\n"
        "    if pile is not None:\n"
        "        game._pile[:] = pile\n"
        "    if discard is not None:  # saved at the reshuffle, after this move's own cards went down\n"
        "        game._discard[:] = discard[:n_discard]\n"
        "    else:\n"
        "        del game._discard[n_discard:]\n"
        "    if len(game._placements) != n_placements:\n"
        "        for seat in game._placements[n_placements:]:\n"
        "            game._out[seat] = False\n"
        "        del game._placements[n_placements:]\n"
        "    if rng is not None:\n"
        "        game._rng.setstate(rng)\n")


Snapshot.restore = compiled("restore", _restore_source())
Snapshot.restore.__doc__ = "Put ``game`` back as it was before the move."
