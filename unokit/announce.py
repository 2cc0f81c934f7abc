"""Answers for players who listen or read braille: one-key questions and move announcements.

Engine-side text only (no Jupyter, no HTML): every function takes a :class:`~unokit.game.Game`, the
seat of the person asking and an :class:`AnnounceSettings` value, and returns **one message** — a
single string for one live region, whose key fact comes first, within its first 40 characters (one
line of a common 40-cell braille display). Nothing here changes the game.

The one-key questions (:data:`KEYS`, answered by :func:`answer`):

==== =========================================================================================
key  answer
==== =========================================================================================
h    :func:`hand_summary` — your hand grouped by colour, with counts: ``"7 cards. Red, 3 cards: 2, 5, Skip.
     Blue, 2 cards: 4, 9. Wild, 1 card. Yellow, 1 card: Draw Two."``
t    :func:`top_summary` — the top card, the active colour and any pending penalty
c    :func:`counts_summary` — every seat's card count in seat order, with its UNO state
w    :func:`turn_summary` — whose turn it is and the direction of play
l    :func:`last_summary` — the moves since your last turn
m    :func:`moves_summary` — your legal moves with the engine's reasons
s    :func:`scores_summary` — the match scores (or the places, in black-uno)
==== =========================================================================================

Order of the colour groups in the hand summary: the group with the most cards first (the colour you
would name with a Wild); among groups of the same size the Wilds come first (they are playable on
anything), then the colours in the rules' colour order (:attr:`Rules.colors`: red, yellow, green, blue
in the classic deck; the spectrum cycle in the spectrum game). Within a group cards go 0-9, Skip,
Reverse, Draw Two (the order of :class:`~unokit.cards.Rank`); the Wild group lists ``Wild`` and
``Draw Four`` and leaves the list out when it holds only plain Wilds (``"Wild, 2 cards."``).

The listener ``seat`` is called "you" in the answers; for the public questions (``t c w l s``) it may
be ``None``, an onlooker such as a teacher at a table whose hands are all face up.

Moves are announced with :func:`announce_move` (one message per move: the engine's narration, key
fact first: ``"Ben plays Red 5."``) or, for a run of bot moves, :func:`announce_moves`, which honours
:attr:`AnnounceSettings.bot_moves`.

>>> from unokit.game import Game, _doc_deck
>>> game = Game("classic", players=["Ana", "Ben"], deck=_doc_deck())
>>> hand_summary(game, 1)
'7 cards. Yellow, 5 cards: 1, 2, 3, 4, 5. Red, 1 card: 5. Blue, 1 card: 5. Playable: Red 5.'
>>> hand_summary(game, 1, AnnounceSettings(detail="brief", card_order="number"))
'7 cards. 5 yellow cards: 1, 2, 3, 4, 5. 1 red card: 5. 1 blue card: 5.'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from unokit.cards import PLAY_COLORS, Card, Color, Rank
from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = [
    "AnnounceError",
    "AnnounceSettings",
    "DETAILS",
    "CARD_ORDERS",
    "BOT_MOVES",
    "KEYS",
    "QUESTIONS",
    "card_words",
    "penalty_additions",
    "reorder_card_names",
    "hand_summary",
    "top_summary",
    "counts_summary",
    "turn_summary",
    "last_summary",
    "moves_summary",
    "scores_summary",
    "keys_help",
    "answer",
    "outcome_words",
    "announce_move",
    "announce_moves",
    "catch_chance",
    "cards_got",
]

#: What a brief or a full answer holds (:attr:`AnnounceSettings.detail`).
DETAILS = ("brief", "full")
#: How a card is named: ``"color"`` first (``"Red 5"``, the accessible name of DESIGN.md contract 1)
#: or ``"number"`` first (``"5 red"``; also ``"Skip blue"``).
CARD_ORDERS = ("color", "number")
#: How a run of other seats' moves is announced: ``"each"`` (one message per move) or ``"summary"``
#: (one message for the run).
BOT_MOVES = ("each", "summary")


class AnnounceError(UnokitError):
    """Announcement settings with a value that is not allowed, or a question key that does not exist."""


@dataclass(frozen=True)
class AnnounceSettings:
    """How answers and announcements are worded. Immutable; keep it in a traitlet or localStorage as
    :meth:`to_json` and read it back with :meth:`from_json`.

    Attributes:
        detail: ``"brief"`` (the facts only) or ``"full"`` (the facts, then what follows from them:
            which of your cards are playable, the reasons of legal moves, pile sizes, who is next).
        card_order: ``"color"`` (``"Red 5"``) or ``"number"`` (``"5 red"``).
        bot_moves: ``"each"`` or ``"summary"`` (see :func:`announce_moves`).

    Raises :class:`AnnounceError` naming the field and the allowed values.
    """

    detail: str = "full"
    card_order: str = "color"
    bot_moves: str = "each"

    def __post_init__(self) -> None:
        for name, allowed in (("detail", DETAILS), ("card_order", CARD_ORDERS), ("bot_moves", BOT_MOVES)):
            value = getattr(self, name)
            if value not in allowed:
                raise AnnounceError(f"announcement setting {name}={value!r} is not allowed; use one of: "
                                    + ", ".join(allowed))

    @property
    def full(self) -> bool:
        """True when answers give the full detail."""
        return self.detail == "full"

    def to_json(self) -> dict[str, str]:
        """``{"detail": ..., "card_order": ..., "bot_moves": ...}``."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> AnnounceSettings:
        """Read :meth:`to_json`'s form; missing fields take their defaults. Raises :class:`AnnounceError`
        for an unknown field or value."""
        if not isinstance(data, Mapping):
            raise AnnounceError(f"announcement settings are an object like {cls().to_json()}, not {data!r}")
        unknown = sorted(set(data) - {"detail", "card_order", "bot_moves"})
        if unknown:
            raise AnnounceError(f"unknown announcement setting {unknown[0]!r}; settings are: "
                                "detail, card_order, bot_moves")
        return cls(**dict(data))


_DEFAULT = AnnounceSettings()

#: The one-key questions and the help key, as (key, what it answers): a constant the table renders as
#: its "Keys" help and lists in the page.
KEYS: tuple[tuple[str, str], ...] = (
    ("h", "your hand, grouped by colour, with counts"),
    ("t", "the top card, the active colour and any penalty waiting"),
    ("c", "the card counts of every seat, in seat order, with UNO"),
    ("w", "whose turn it is and the direction of play"),
    ("l", "the last moves, since your last turn"),
    ("m", "your legal moves, with the reasons"),
    ("s", "the scores"),
    ("? or F1", "this list of keys"),
)

#: Question words of the command field, by key (``"hand"`` asks what ``h`` answers).
QUESTIONS: dict[str, tuple[str, ...]] = {
    "h": ("h", "hand", "my hand", "cards", "my cards"),
    "t": ("t", "top", "top card", "colour", "color", "penalty"),
    "c": ("c", "counts", "count", "card counts"),
    "w": ("w", "turn", "whose turn", "who", "direction"),
    "l": ("l", "last", "last moves", "last plays", "log"),
    "m": ("m", "moves", "legal", "legal moves", "options"),
    "s": ("s", "scores", "score", "points"),
    "?": ("?", "help", "keys", "f1"),
}


# --------------------------------------------------------------------------------------------
# Words
# --------------------------------------------------------------------------------------------
def _count(count: int, noun: str) -> str:
    """``"1 card"``, ``"3 cards"``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def card_words(card: Card, settings: AnnounceSettings = _DEFAULT) -> str:
    """The card's name in the settings' order: ``"Red 5"`` or ``"5 red"``, ``"Blue Skip"`` or
    ``"Skip blue"``; the Wilds are ``"Wild"`` and ``"Wild Draw Four"`` either way.

    >>> card_words(Card.parse("Y+2"), AnnounceSettings(card_order="number"))
    'Draw Two yellow'
    """
    if settings.card_order == "color" or card.color is None:
        return card.name
    return f"{card.rank.title} {card.color.word}"


_RANK_PATTERN = "|".join(re.escape(rank.title) for rank in Rank if not rank.is_wild)
_NAME_RE = re.compile(
    r"\b(" + "|".join(color.title for color in PLAY_COLORS) + r") (" + _RANK_PATTERN + r")\b"
)


def reorder_card_names(text: str, settings: AnnounceSettings = _DEFAULT) -> str:
    """``text`` (engine narration or a reason) with every coloured card's name in the settings' order.

    >>> reorder_card_names("Ben plays Red 5. Cy draws 2.", AnnounceSettings(card_order="number"))
    'Ben plays 5 red. Cy draws 2.'
    """
    if settings.card_order == "color":
        return text
    return _NAME_RE.sub(lambda m: f"{m.group(2)} {m.group(1).lower()}", text)


def _sole_place(game: Game) -> bool:
    """The round is over with one seat out, the winner (classic, spectrum): no places to number
    (ux-audit-2 F19: "in 1st place", "out 1st" of the only player out)."""
    return game.is_over() and len(game.placements) == 1


def _check_seat(game: Game, seat: int | None) -> None:
    """Raise :class:`~unokit.errors.InvalidMoveError` for a seat not at the table; ``None`` (an
    onlooker: nobody is called "you") is allowed."""
    if seat is not None:
        game.hand(seat)


def _name(game: Game, seat: int, listener: int | None = None) -> str:
    return "you" if seat == listener else game.players[seat]


def _seat_and_turn(game: Game, seat: int | None) -> str:
    """``"Your turn"`` or ``"Ben's turn"``."""
    return "Your turn" if game.current == seat else f"{game.players[game.current]}'s turn"  # type: ignore[index]  # a round going on has a seat to act


def _next_seat(game: Game, seat: int) -> int:
    """The seat after ``seat`` in the direction of play, passing over seats that are out."""
    out = set(game.placements)
    step = seat
    for _ in range(game.n_players):
        step = (step + game.direction) % game.n_players
        if step not in out:
            return step
    return seat


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _join(items: list[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def outcome_words(game: Game) -> str:
    """The round's result in one sentence: ``"Ana wins the round; Ana scores 35 points."``, or
    ``"Places: 1st Ana, 2nd Cy, 3rd Ben."`` (black-uno); ``""`` while the round goes on."""
    outcome = game.outcome()
    if outcome is None:
        return ""
    names = game.players
    if game.rules.places_to_decide > 1:
        text = "Places: " + ", ".join(f"{_ordinal(i + 1)} {names[s]}" for i, s in enumerate(outcome.placements))
    else:
        text = f"{names[outcome.winner]} wins the round"  # type: ignore[index]  # every round the engine ends has a winner (rulebook.finishing.end_round)
        if outcome.reason == "blocked":
            text += ", which was blocked"
    scored = [f"{names[s]} scores {points}" for s, points in enumerate(outcome.points) if points]
    if scored:
        text += "; " + _join(scored) + " points"
    return text + "."


# --------------------------------------------------------------------------------------------
# The one-key questions
# --------------------------------------------------------------------------------------------
def hand_summary(game: Game, seat: int, settings: AnnounceSettings = _DEFAULT) -> str:
    """``h``: the seat's hand grouped by colour with counts, the card count first:
    ``"7 cards. Red, 3 cards: 2, 5, Skip. Blue, 2 cards: 4, 9. Wild, 1 card. Yellow, 1 card: Draw Two."``
    (group order: see the module docstring; a colour and its count are never said as "Red 3", a card's
    name). Full detail adds, on the seat's turn, which cards are playable now (or that
    none is) and the card just drawn.

    Raises :class:`~unokit.errors.InvalidMoveError` for a seat that does not exist (as
    :meth:`Game.hand`).
    """
    hand = game.hand(seat)
    if not hand:
        if seat in game.placements:
            if _sole_place(game):  # classic: the one player out wins; a "1st place" implies more places
                return "0 cards: you won the round."
            return f"0 cards: you are out, in {_ordinal(game.placements.index(seat) + 1)} place."
        return "0 cards."
    groups: dict[Color | None, list[Card]] = {}
    for card in hand:
        groups.setdefault(card.color, []).append(card)
    colors = game.rules.colors

    def group_key(color: Color | None) -> tuple[int, int, int]:
        if color is None:
            return (-len(groups[color]), 0, 0)
        place = colors.index(color) if color in colors else len(colors) + list(Color).index(color)
        return (-len(groups[color]), 1, place)

    number_first = settings.card_order == "number"
    parts = [f"{_count(len(hand), 'card')}."]
    for color in sorted(groups, key=group_key):
        cards = sorted(groups[color], key=lambda card: card.sort_key)
        count = len(cards)
        # the colour and its count as words ("Red, 3 cards"; "3 red cards"), never "Red 3", which is a card
        word, title = ("wild", "Wild") if color is None else (color.word, color.title)
        label = _count(count, f"{word} card") if number_first else f"{title}, {_count(count, 'card')}"
        if color is None:
            items = ["Wild" if card.rank is Rank.WILD else "Draw Four" for card in cards]
            if all(card.rank is Rank.WILD for card in cards):
                parts.append(label + ".")
                continue
        else:
            items = [card.rank.title for card in cards]
        parts.append(f"{label}: {', '.join(items)}.")
    if settings.full and game.current == seat and not game.is_over():
        drawn = game.drawn_card
        if drawn is not None:
            parts.append(f"Just drawn: {card_words(drawn, settings)}, which you may play or keep.")
        elif game.phase == "play":
            playable: list[Card] = []
            for move in game.legal_moves(seat):
                if move.kind is MoveKind.PLAY and move.cards[0] not in playable:
                    playable.append(move.cards[0])
            if playable:
                parts.append("Playable: " + ", ".join(card_words(c, settings) for c in playable) + ".")
            else:
                parts.append("None playable: draw.")
    return " ".join(parts)


def penalty_additions(rules: Any, pending_rank: Rank) -> str:
    """What the seat facing a pending penalty of ``pending_rank`` may add to it under ``rules``, in words
    ("another Draw Two", "another Draw Two or a Wild Draw Four"), or "" when nothing may be added (no
    stacking: the penalty is drawn, or, for a Wild Draw Four, challenged or accepted). The rulebook
    decides (:meth:`unokit.rulebook.stacking.Stacking.stackable`, :func:`unokit.rulebook.stack_cross.addable`;
    RULES.md black-uno "Draw Two / Wild Draw Four" and "House rules": stacking, stack cross)."""
    from unokit.rulebook.stack_cross import addable
    from unokit.rulebook.stacking import Stacking

    if pending_rank not in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR) or not Stacking.stackable(rules, pending_rank):
        return ""
    ranks = [rank for rank in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR) if rank in addable(rules, pending_rank)]
    return " or ".join(f"{'another' if rank is pending_rank else 'a'} {rank.title}" for rank in ranks)


def top_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT) -> str:
    """``t``: the top card, the active colour and the pending penalty, top card first:
    ``"Top card Red 5, colour red. No penalty."``. Full detail adds the pile sizes.

    ``seat`` is the listener: a penalty they face is "for you".
    """
    _check_seat(game, seat)
    top = game.top
    color = game.color
    text = f"Top card {card_words(top, settings)}, "
    text += f"colour {color.word}." if color is not None else "no colour named yet."
    current = game.current
    phase = game.phase
    if phase == "choose":
        who = _name(game, current, seat)  # type: ignore[arg-type]  # a round going on has a seat to act
        text += f" {who[:1].upper()}{who[1:]} must name it."
    if phase == "challenge":
        text += (f" Wild Draw Four: {_name(game, current, seat)} may challenge it, "  # type: ignore[arg-type]  # a round going on has a seat to act
                 "or accept and draw 4.")
    elif game.pending_draw:
        text += f" Penalty: {_count(game.pending_draw, 'card')} for {_name(game, current, seat)}"  # type: ignore[arg-type]  # a round going on has a seat to act
        added = penalty_additions(game.rules, top.rank)
        text += f", unless {'you add' if current == seat else 'they add'} {added}." if added else "."
    elif settings.full or game.is_over():
        text += " No penalty."
    if settings.full:
        text += (f" Draw pile {_count(len(game.draw_pile), 'card')}, discard pile "
                 f"{_count(len(game.discard_pile), 'card')}.")
    return text


def _uno_state(game: Game, seat: int, settings: AnnounceSettings) -> str:
    if len(game.hand(seat)) != 1 or not game.rules.uno or seat in game.placements:
        return ""
    if game.uno_open == seat:
        return " without UNO, can be caught" if settings.full else " no UNO"
    return " UNO"


def counts_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT) -> str:
    """``c``: every seat's card count in seat order, with UNO state and places:
    ``"Ana 7, Ben 1 UNO, Cy 1 no UNO, Dee out 1st."`` Full detail marks the listener and the seat to
    act (``"Ana (you, to act) 7"``) and says how to catch a seat that can be caught."""
    _check_seat(game, seat)
    items = []
    for other, name in enumerate(game.players):
        marks = [mark for mark, on in (("you", other == seat), ("to act", other == game.current)) if on]
        label = name + (f" ({', '.join(marks)})" if marks and settings.full else "")
        if other in game.placements:
            items.append(f"{label} 0, won the round" if _sole_place(game)
                         else f"{label} out {_ordinal(game.placements.index(other) + 1)}")
            continue
        items.append(f"{label} {len(game.hand(other))}" + _uno_state(game, other, settings))
    text = ", ".join(items) + "."
    catchable = game.uno_open
    if settings.full and catchable is not None and catchable != seat:
        text += f" Type catch {catchable} to catch {game.players[catchable]}."
    return text


def turn_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT) -> str:
    """``w``: whose turn and the direction: ``"Your turn. Clockwise, Ben next."``. Full detail says
    what the seat to act must do (a colour to name, a Wild Draw Four to answer, a penalty, a drawn card).
    When the round is over: ``"Round over. Ana wins the round; ..."``."""
    _check_seat(game, seat)
    if game.is_over():
        return "Round over. " + outcome_words(game)
    current = game.current
    text = _seat_and_turn(game, seat)
    if settings.full:
        phase = game.phase
        who_must = "you must" if current == seat else "they must"
        if phase == "choose":
            text += f": {who_must} name the colour of the Wild starter card"
        elif phase == "challenge":
            text += f": {who_must} challenge or accept the Wild Draw Four"
        elif game.pending_draw:
            text += f", facing a penalty of {_count(game.pending_draw, 'card')}"
        elif phase == "drawn":
            drawn = game.drawn_card
            what = f"the drawn {card_words(drawn, settings)}" if current == seat else "the card just drawn"  # type: ignore[arg-type]  # the drawn phase holds the drawn card
            text += f": {who_must} play {what} or pass"
    way = "Clockwise" if game.direction == 1 else "Counter-clockwise"
    following = _next_seat(game, current)  # type: ignore[arg-type]  # a round going on has a seat to act
    nxt = "you next" if following == seat else f"{game.players[following]} next"
    if settings.full:
        way += " (seat numbers go up)" if game.direction == 1 else " (seat numbers go down)"
    return f"{text}. {way}, {nxt}."


def last_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT) -> str:
    """``l``: the moves since the seat's own last move, oldest first, in the engine's words:
    ``"2 moves since your turn: Ben plays Red 5. Cy draws a card; the turn ends."`` Before the seat's
    first move: the moves since the deal (full detail: then "How the round began: " and the deal). An onlooker
    (``seat=None``) hears the moves since the last turn of the seat to act."""
    _check_seat(game, seat)
    moves = game.move_stack
    who = seat if seat is not None else game.current  # an onlooker hears the moves since the last turn
    last = max((i for i, move in enumerate(moves) if move.seat == who), default=-1)
    narration = game.narration[last + 1:]
    if last < 0:
        since = "since the deal"
    else:
        since = "since your turn" if seat is not None else f"since {game.players[who]}'s last turn"  # type: ignore[index]  # a round going on has a seat to act
    words = " ".join(reorder_card_names(sentence, settings) for sentence in narration)
    if not narration:
        text = f"No moves {since}."
    else:
        text = f"{_count(len(narration), 'move')} {since}: {words}"
    if last < 0 and settings.full:
        text += " How the round began: " + reorder_card_names(game.setup_narration, settings)  # after, labelled
    return text


def _move_label(game: Game, move: Move, settings: AnnounceSettings, all_colors: bool, both_uno: bool) -> str:
    kind = move.kind
    if kind is MoveKind.PLAY:
        label = _join([card_words(card, settings) for card in move.cards])
        if move.color is not None:
            label += ", name a colour" if all_colors else f" naming {move.color.word}"
        if both_uno:
            label += ", say UNO"
        elif move.uno:
            label += " with UNO"
        return label
    if kind is MoveKind.PASS:
        return "pass"
    if kind is MoveKind.CHOOSE:
        return "choose a colour"
    if kind is MoveKind.UNO:
        return "say UNO"
    if kind is MoveKind.CATCH:
        return f"catch {game.players[move.target]}"  # type: ignore[index]  # a catch move names its target seat
    return kind.value


def moves_summary(game: Game, seat: int, settings: AnnounceSettings = _DEFAULT) -> str:
    """``m``: the seat's legal moves, the count first. Plays that differ only by the Wild's colour or
    by saying UNO are one entry. Brief: ``"3 moves: Red 5, Wild, name a colour, draw."``; full detail
    adds the engine's reason for each (:meth:`Game.explain`). With no move: why not (``"No moves: it is
    Ben's turn."``)."""
    game.hand(seat)
    if game.is_over():
        return "No moves: the round is over."
    moves = game.legal_moves(seat)
    if not moves:
        if seat in game.placements:
            return "No moves: you are out of the round."
        return f"No moves: it is {game.players[game.current]}'s turn."  # type: ignore[index]  # a round going on has a seat to act
    groups: dict[tuple[Any, ...], list[Move]] = {}
    for move in moves:
        key = (move.kind, move.cards, move.target) if move.kind is not MoveKind.CHOOSE else (move.kind,)
        groups.setdefault(key, []).append(move)
    entries = []
    for group in groups.values():
        first = group[0]
        colors = {move.color for move in group}
        all_colors = first.color is not None and len(colors) > 1
        both_uno = len({move.uno for move in group}) > 1
        label = _move_label(game, first, settings, all_colors, both_uno)
        if not settings.full:
            entries.append(label)
            continue
        reason = game.explain(first).reason
        if first.kind is MoveKind.CHOOSE:
            reason = "name the colour of the Wild starter card: " + " ".join(sorted(c.word for c in colors))  # type: ignore[union-attr]  # each choose move names a colour
        elif first.color is not None and all_colors:
            reason = reason.replace(f"; names {first.color.word}", "")
        reason = reorder_card_names(reason, settings)
        entries.append(f"{label[0].upper()}{label[1:]}: {reason}.")
    if settings.full:
        return f"{_count(len(entries), 'move')}. " + " ".join(entries)
    return f"{_count(len(entries), 'move')}: " + ", ".join(entries) + "."


def scores_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT) -> str:
    """``s``: the match totals in seat order, ``"Scores: Ana 120, Ben 40."``; full detail adds how the
    match is won (RULES.md "Scoring"). Black-uno scores no points: the places so far instead."""
    _check_seat(game, seat)
    rules = game.rules
    names = game.players
    if rules.scoring == "none":
        places = game.placements
        if not places:
            text = "No places yet: black-uno scores places, not points."
        else:
            text = "Places: " + ", ".join(f"{_ordinal(i + 1)} {names[s]}" for i, s in enumerate(places)) + "."
        if settings.full:
            text += f" The round goes on until {rules.places_to_decide} places are decided."
        return text
    text = "Scores: " + ", ".join(f"{name} {score}" for name, score in zip(names, game.scores, strict=True)) + "."
    if settings.full:
        if rules.scoring == "lowest":
            text += (f" Everyone adds the points they hold each round; when a total reaches "
                     f"{rules.target_score}, the lowest total wins.")
        else:
            text += f" The first to {rules.target_score} points wins the match."
        if game.is_over():
            text += " " + outcome_words(game)
    return text


def keys_help(settings: AnnounceSettings = _DEFAULT) -> str:
    """``?`` / ``F1``: the keys in one message, ``"Keys: h hand, ..."``; full detail adds the command
    field's forms."""
    text = "Keys: " + "; ".join(f"{key} {what}" for key, what in KEYS) + "."
    if settings.full:
        text += (" In the command field type a move, such as r5, red 5, wild blue, draw, pass, uno, "
                 "catch 2, challenge or accept, or a question word: hand, top, counts, turn, last, moves, "
                 "scores, help.")
    return text


#: seat None (an onlooker) is passed only to the public questions; answer() refuses it for "h" and "m"
_ANSWERS: dict[str, Callable[[Game, Any, AnnounceSettings], str]] = {
    "h": hand_summary,
    "t": top_summary,
    "c": counts_summary,
    "w": turn_summary,
    "l": last_summary,
    "m": moves_summary,
    "s": scores_summary,
}


def answer(game: Game, seat: int | None, key: str, settings: AnnounceSettings = _DEFAULT) -> str:
    """The one message that answers question ``key`` (a key of :data:`KEYS`: ``h t c w l m s``, or
    ``?`` / ``F1`` for the keys help; also any question word of :data:`QUESTIONS`, such as
    ``"hand"``) for ``seat``. ``seat=None`` is an onlooker (teaching mode, a table of bots): nobody
    is called "you"; it is allowed for ``t c w l s ?`` only (a hand and its moves belong to a seat).

    Raises :class:`AnnounceError` for another key, :class:`~unokit.errors.InvalidMoveError` for a
    seat that does not exist.
    """
    if not isinstance(key, str):
        raise AnnounceError(f"a question key is a string such as 'h', not {key!r}")
    word = " ".join(key.strip().lower().split())
    for letter, words in QUESTIONS.items():
        if word in words:
            if letter == "?":
                _check_seat(game, seat)
                return keys_help(settings)
            if seat is None and letter in ("h", "m"):
                raise AnnounceError(f"question {key!r} is about a seat's hand: give the seat")
            return _ANSWERS[letter](game, seat, settings)
    raise AnnounceError(f"unknown question {key!r}; keys are: h t c w l m s ? F1")


# --------------------------------------------------------------------------------------------
# What only the listener may do or know
# --------------------------------------------------------------------------------------------
def catch_chance(game: Game, seat: int) -> str:
    """The chance ``seat`` has now to catch a player who went down to one card without saying UNO
    (RULES.md "UNO"), as the sentence that ends the listener's prompt, or ``""`` when ``seat`` may catch
    nobody: ``"Ben did not say UNO: you can catch Ben (the “Catch Ben” button, or type catch Ben)."``
    A sighted player sees the table's *Catch Ben* button appear; a listener hears the same chance here
    (ux-audit-2 N2; WCAG 1.3.1, 4.1.3). The seat that forgot is never told to catch itself.

    Raises :class:`~unokit.errors.InvalidMoveError` for a seat that does not exist (as :meth:`Game.hand`).
    """
    game.hand(seat)
    target = game.uno_open
    if target is None or target == seat or game.is_over():
        return ""
    if not any(move.kind is MoveKind.CATCH and move.target == target for move in game.legal_moves(seat)):
        return ""
    name = game.players[target]
    return f"{name} did not say UNO: you can catch {name} (the “Catch {name}” button, or type catch {name})."


def cards_got(cards: list[Card] | tuple[Card, ...], *, drawn: bool, who: str = "You",
              settings: AnnounceSettings = _DEFAULT) -> str:
    """The cards a listener just got, named for them alone: ``"You drew Red 5, Blue 2 and Wild."`` (a
    penalty, a lost challenge, a catch: ``drawn``) or ``"You got Yellow 1 and Yellow 2."`` (a hand given by a
    Seven-O swap or a zero rotation); ``""`` for no cards. Card names follow ``settings.card_order``.
    A sighted player sees the new cards arrive in their hand; this is the same news by ear (ux-audit-2 N6).
    ``who`` names the listener (``"You"``; at a hot-seat screen the player's name, as there "you" could be
    anyone). Only the person who now holds the cards may be told (security review F1, F3, F8)."""
    if not cards:
        return ""
    names = [card_words(card, settings) for card in cards]
    return f"{who} {'drew' if drawn else 'got'} {_join(names)}."


# --------------------------------------------------------------------------------------------
# Move announcements
# --------------------------------------------------------------------------------------------
def announce_move(game: Game, index: int = -1, settings: AnnounceSettings = _DEFAULT) -> str:
    """One message for the move ``game.move_stack[index]``: the engine's narration of it, key fact
    first (``"Ben plays Red 5."``), card names in the settings' order. Full detail adds how many cards
    the mover holds after it (``"Ben plays Red 5. Ben holds 3 cards."``; left out at 0 cards and after
    a Seven-O swap, whose narration already tells it), so everyone hears when a seat comes close to going out.

    Raises ``IndexError`` when there is no such move.
    """
    moves = game.move_stack
    if not -len(moves) <= index < len(moves):
        raise IndexError(f"there is no move {index}: the game has {_count(len(moves), 'move')}")
    index %= len(moves)
    text = reorder_card_names(game.narration[index], settings)
    if settings.full:
        mover = moves[index].seat
        size = _hand_size_after(game, index, mover)
        name = game.players[mover]
        # a seat left with no cards is out, and a Seven-O swap says both counts: the narration tells them
        if size and f"{name} now holds " not in text:
            text += f" {name} holds {_count(size, 'card')}."
    return text


def _hand_size_after(game: Game, index: int, seat: int) -> int:
    """How many cards ``seat`` held just after move ``index`` (undoes later moves on a copy)."""
    later = len(game.move_stack) - 1 - index
    if not later:
        return len(game.hand(seat))
    copy = game.copy()
    for _ in range(later):
        copy.pop()
    return len(copy.hand(seat))


def announce_moves(game: Game, start: int, seat: int, settings: AnnounceSettings = _DEFAULT) -> list[str]:
    """Messages for the moves from ``game.move_stack[start]`` on (typically the bots' moves after the
    listener's own), as :attr:`AnnounceSettings.bot_moves` asks: ``"each"`` gives one message per move
    (:func:`announce_move`); ``"summary"`` gives one message whose key fact is where that leaves the
    listener (``"Your turn, on Red 5. Ben plays Red 5. Cy draws a card; the turn ends."``). No moves:
    an empty list.

    Raises ``IndexError`` for a ``start`` outside ``0..len(move_stack)``.
    """
    total = len(game.move_stack)
    if not 0 <= start <= total:
        raise IndexError(f"start {start} is outside the move stack (0-{total})")
    if start == total:
        return []
    if settings.bot_moves == "each":
        return [announce_move(game, index, settings) for index in range(start, total)]
    game.hand(seat)
    if game.is_over():
        lead = "Round over. " + outcome_words(game)
    else:
        lead = f"{_seat_and_turn(game, seat)}, on {card_words(game.top, settings)}"
        if game.color is not None and (game.top.is_wild or game.top.color is not game.color):
            lead += f" ({game.color.word})"
        lead += "."
    sentences = [reorder_card_names(text, settings) for text in game.narration[start:]]
    return [lead + " " + " ".join(sentences)]
