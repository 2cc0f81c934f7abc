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


@dataclass(frozen=True)
class _Words:
    """How an answer is worded: the language (a catalogue tag, DESIGN.md contract 7) and the settings.
    Its sentences are the catalogue's ``answer-*`` messages (English too)."""

    lang: str
    settings: AnnounceSettings

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        from unokit.i18n import message

        return message(f"answer-{msg_id}", self.lang, **args)

    def card(self, card: Card) -> str:
        """A card's name in the settings' order (:func:`card_words` in English)."""
        from unokit.i18n import card_name

        return card_name(card, self.lang, order=self.settings.card_order)

    def color(self, color: Color) -> str:
        """A colour named on its own (``"red"``, ``"vermelho"``)."""
        from unokit.i18n import color_name

        return color_name(color, self.lang, gender="masculine", lower=True)

    def count(self, count: int) -> str:
        """``"1 card"``, ``"3 cards"``, ``"3 cartas"``."""
        from unokit.i18n import message

        return message("cards-count", self.lang, count=count)

    def ordinal(self, place: int) -> str:
        """``"1st"``, ``"1.º"``."""
        return self("ordinal", place=place)

    def join(self, items: list[str]) -> str:
        """``"a, b and c"`` in the language (CLDR)."""
        from unokit.i18n import join_list

        return join_list(items, self.lang) if items else ""


def _words(settings: AnnounceSettings, lang: str | None) -> _Words:
    from unokit.i18n import resolve_language

    return _Words(resolve_language(lang), settings)

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


def outcome_words(game: Game, lang: str | None = None) -> str:
    """The round's result in one sentence: ``"Ana wins the round; Ana scores 35 points."``, or
    ``"Places: 1st Ana, 2nd Cy, 3rd Ben."`` (black-uno); ``""`` while the round goes on. ``lang``: the
    language (default English). Raises :class:`~unokit.errors.LanguageError` for an unknown one."""
    outcome = game.outcome()
    if outcome is None:
        return ""
    say = _words(_DEFAULT, lang)
    return _outcome(game, say)


def _outcome(game: Game, say: _Words) -> str:
    outcome = game.outcome()
    if outcome is None:
        return ""
    names = game.players
    if game.rules.places_to_decide > 1:
        text = say("places", places=", ".join(say("place", place=say.ordinal(i + 1), name=names[s])
                                               for i, s in enumerate(outcome.placements)))
    else:
        text = say("wins-blocked" if outcome.reason == "blocked" else "wins", name=names[outcome.winner])  # type: ignore[index]  # every round the engine ends has a winner (rulebook.finishing.end_round)
    scored = [say("scores-item", name=names[s], points=str(points)) for s, points in enumerate(outcome.points) if points]
    if scored:
        text = say("scored", result=text, scores=say.join(scored))
    return say("sentence", text=text)


# --------------------------------------------------------------------------------------------
# The one-key questions
# --------------------------------------------------------------------------------------------
def hand_summary(game: Game, seat: int, settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """``h``: the seat's hand grouped by colour with counts, the card count first:
    ``"7 cards. Red, 3 cards: 2, 5, Skip. Blue, 2 cards: 4, 9. Wild, 1 card. Yellow, 1 card: Draw Two."``
    (group order: see the module docstring; a colour and its count are never said as "Red 3", a card's
    name). Full detail adds, on the seat's turn, which cards are playable now (or that
    none is) and the card just drawn. ``lang``: the language (default English).

    Raises :class:`~unokit.errors.InvalidMoveError` for a seat that does not exist (as
    :meth:`Game.hand`).
    """
    from unokit.i18n import color_name, rank_name

    hand = game.hand(seat)
    say = _words(settings, lang)
    if not hand:
        if seat in game.placements:
            if _sole_place(game):  # classic: the one player out wins; a "1st place" implies more places
                return say("hand-won")
            return say("hand-out", place=say.ordinal(game.placements.index(seat) + 1))
        return say("hand-empty")
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
    parts = [say("hand-count", count=len(hand))]
    for color in sorted(groups, key=group_key):
        cards = sorted(groups[color], key=lambda card: card.sort_key)
        count = len(cards)
        # the colour and its count as words ("Red, 3 cards"; "3 red cards"), never "Red 3", which is a card
        if color is None:
            word, title = say("wild-word"), say("wild-title")
        else:
            word = say.color(color)
            title = color_name(color, say.lang, gender="masculine")
            title = title[:1].upper() + title[1:]
        label = say("group-number-first" if number_first else "group", count=count, color=word, title=title)
        if color is None:
            items = [say("item-wild" if card.rank is Rank.WILD else "item-draw-four") for card in cards]
            if all(card.rank is Rank.WILD for card in cards):
                parts.append(say("sentence", text=label))
                continue
        else:
            items = [rank_name(card.rank, say.lang) for card in cards]
        parts.append(say("group-items", label=label, items=", ".join(items)))
    if settings.full and game.current == seat and not game.is_over():
        drawn = game.drawn_card
        if drawn is not None:
            parts.append(say("just-drawn", card=say.card(drawn)))
        elif game.phase == "play":
            playable: list[Card] = []
            for move in game.legal_moves(seat):
                if move.kind is MoveKind.PLAY and move.cards[0] not in playable:
                    playable.append(move.cards[0])
            if playable:
                parts.append(say("playable", cards=", ".join(say.card(c) for c in playable)))
            else:
                parts.append(say("none-playable"))
    return " ".join(parts)


def penalty_additions(rules: Any, pending_rank: Rank, lang: str | None = None) -> str:
    """What the seat facing a pending penalty of ``pending_rank`` may add to it under ``rules``, in words
    ("another Draw Two", "another Draw Two or a Wild Draw Four"), or "" when nothing may be added (no
    stacking: the penalty is drawn, or, for a Wild Draw Four, challenged or accepted). The rulebook
    decides (:meth:`unokit.rulebook.stacking.Stacking.stackable`, :func:`unokit.rulebook.stack_cross.addable`;
    RULES.md black-uno "Draw Two / Wild Draw Four" and "House rules": stacking, stack cross). ``lang``:
    the language (default English)."""
    from unokit.i18n import join_list, rank_gender, rank_name
    from unokit.rulebook.stack_cross import addable
    from unokit.rulebook.stacking import Stacking

    if pending_rank not in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR) or not Stacking.stackable(rules, pending_rank):
        return ""
    say = _words(_DEFAULT, lang)
    ranks = [rank for rank in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR) if rank in addable(rules, pending_rank)]
    return join_list([say("another" if rank is pending_rank else "a", rank=rank_name(rank, say.lang),
                          gender=rank_gender(rank, say.lang)) for rank in ranks], say.lang, style="or")


def top_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """``t``: the top card, the active colour and the pending penalty, top card first:
    ``"Top card Red 5, colour red. No penalty."``. Full detail adds the pile sizes.

    ``seat`` is the listener: a penalty they face is "for you". ``lang``: the language (default English).
    """
    _check_seat(game, seat)
    say = _words(settings, lang)
    top = game.top
    color = game.color
    parts = [say("top", card=say.card(top), color=say.color(color)) if color is not None
             else say("top-no-colour", card=say.card(top))]
    current = game.current
    phase = game.phase
    yours = current == seat
    if phase == "choose":
        who = game.players[current]  # type: ignore[index]  # a round going on has a seat to act
        parts.append(say("you-name-it") if yours else say("they-name-it", name=f"{who[:1].upper()}{who[1:]}"))
    if phase == "challenge":
        parts.append(say("you-may-challenge") if yours
                     else say("they-may-challenge", name=game.players[current]))  # type: ignore[index]  # a round going on has a seat to act
    elif game.pending_draw:
        added = penalty_additions(game.rules, top.rank, say.lang)
        name = game.players[current]  # type: ignore[index]  # a round going on has a seat to act
        if added:
            parts.append(say("penalty-you-unless", count=game.pending_draw, added=added) if yours
                         else say("penalty-unless", count=game.pending_draw, name=name, added=added))
        else:
            parts.append(say("penalty-you", count=game.pending_draw) if yours
                         else say("penalty", count=game.pending_draw, name=name))
    elif settings.full or game.is_over():
        parts.append(say("no-penalty"))
    if settings.full:
        parts.append(say("piles", draw=len(game.draw_pile), discard=len(game.discard_pile)))
    return " ".join(parts)


def _uno_state(game: Game, seat: int, settings: AnnounceSettings) -> str:
    """The seat's UNO state when it holds one card: ``"uno"``, ``"no-uno"``, ``"no-uno-full"``, or ``""``."""
    if len(game.hand(seat)) != 1 or not game.rules.uno or seat in game.placements:
        return ""
    if game.uno_open == seat:
        return "no-uno-full" if settings.full else "no-uno"
    return "uno"


def counts_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """``c``: every seat's card count in seat order, with UNO state and places:
    ``"Ana 7, Ben 1 UNO, Cy 1 no UNO, Dee out 1st."`` Full detail marks the listener and the seat to
    act (``"Ana (you, to act) 7"``) and says how to catch a seat that can be caught. ``lang``: the
    language (default English)."""
    _check_seat(game, seat)
    say = _words(settings, lang)
    items = []
    for other, name in enumerate(game.players):
        marks = "-".join(mark for mark, on in (("you", other == seat), ("to-act", other == game.current)) if on)
        label = say(f"label-{marks}", name=name) if marks and settings.full else name
        if other in game.placements:
            items.append(say("count-won", label=label) if _sole_place(game)
                         else say("count-out", label=label, place=say.ordinal(game.placements.index(other) + 1)))
            continue
        uno = _uno_state(game, other, settings)
        items.append(say(f"count-{uno}" if uno else "count", label=label, count=str(len(game.hand(other)))))
    text = say("sentence", text=", ".join(items))
    catchable = game.uno_open
    if settings.full and catchable is not None and catchable != seat:
        text += " " + say("type-catch", seat=str(catchable), name=game.players[catchable])
    return text


def turn_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """``w``: whose turn and the direction: ``"Your turn. Clockwise, Ben next."``. Full detail says
    what the seat to act must do (a colour to name, a Wild Draw Four to answer, a penalty, a drawn card).
    When the round is over: ``"Round over. Ana wins the round; ..."``. ``lang``: the language (default
    English)."""
    _check_seat(game, seat)
    say = _words(settings, lang)
    if game.is_over():
        return say("round-over", outcome=_outcome(game, say))
    current = game.current
    whose = "you" if current == seat else "other"
    name = game.players[current]  # type: ignore[index]  # a round going on has a seat to act
    what = "turn"
    args: dict[str, Any] = {"name": name}
    if settings.full:
        phase = game.phase
        if phase == "choose":
            what = "turn-choose"
        elif phase == "challenge":
            what = "turn-challenge"
        elif game.pending_draw:
            what, args["count"] = "turn-penalty", game.pending_draw
        elif phase == "drawn":
            what = "turn-drawn"
            if current == seat:
                args["card"] = say.card(game.drawn_card)  # type: ignore[arg-type]  # the drawn phase holds the drawn card
    way = "clockwise" if game.direction == 1 else "counter-clockwise"
    following = _next_seat(game, current)  # type: ignore[arg-type]  # a round going on has a seat to act
    after = say("you-next") if following == seat else say("next", name=game.players[following])
    return say("turn-sentences", turn=say(f"{what}-{whose}", **args),
               way=say(f"{way}-full" if settings.full else way), next=after)


def last_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """``l``: the moves since the seat's own last move, oldest first, in the engine's words:
    ``"2 moves since your turn: Ben plays Red 5. Cy draws a card; the turn ends."`` Before the seat's
    first move: the moves since the deal (full detail: then "How the round began: " and the deal). An onlooker
    (``seat=None``) hears the moves since the last turn of the seat to act. ``lang``: the language (default
    English): the narration in it (:meth:`Game.narration_text <unokit.game.Game.narration_text>`); the
    settings' card order applies to English only, as in :func:`~unokit.i18n.card_name`.

    Raises :class:`~unokit.errors.InvalidMoveError` for a seat that does not exist,
    :class:`~unokit.errors.LanguageError` for an unknown language."""
    _check_seat(game, seat)
    say = _words(settings, lang)
    moves = game.move_stack
    who = seat if seat is not None else game.current  # an onlooker hears the moves since the last turn
    last = max((i for i, move in enumerate(moves) if move.seat == who), default=-1)
    english = say.lang == "en"
    narration = game.narration_text(say.lang, last + 1)
    if last < 0:
        since = say("since-deal")
    else:
        since = say("since-your-turn") if seat is not None else say("since-turn-of", name=game.players[who])  # type: ignore[index]  # a round going on has a seat to act
    words = " ".join(reorder_card_names(sentence, settings) if english else sentence for sentence in narration)
    if not narration:
        text = say("last-none", since=since)
    else:
        text = say("last", count=len(narration), since=since, moves=words)
    if last < 0 and settings.full:  # after, labelled
        setup = game.setup_narration_text(say.lang)
        text = say("last-began", text=text, setup=reorder_card_names(setup, settings) if english else setup)
    return text


def _move_label(game: Game, move: Move, say: _Words, all_colors: bool, both_uno: bool) -> str:
    kind = move.kind
    if kind is MoveKind.PLAY:
        label = say.join([say.card(card) for card in move.cards])
        if move.color is not None:
            label = say("label-name-colour", label=label) if all_colors \
                else say("label-naming", label=label, color=say.color(move.color))
        if both_uno:
            label = say("label-say-uno", label=label)
        elif move.uno:
            label = say("label-with-uno", label=label)
        return label
    if kind is MoveKind.CATCH:
        return say("move-catch", name=game.players[move.target])  # type: ignore[index]  # a catch move names its target seat
    return say(f"move-{kind.value}")


def _without_named_colour(reason: Any) -> Any:
    """A play's reason without its "; names red" part (the entry of a Wild that may name any colour)."""
    from unokit.phrases import Reason

    if not isinstance(reason, Reason) or reason.id != "reason-and":
        return reason
    first, then = reason.args["first"], reason.args["then"]
    if getattr(then, "id", None) == "reason-names-color":
        return _without_named_colour(first)
    return Reason.joined(_without_named_colour(first), then)


def moves_summary(game: Game, seat: int, settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """``m``: the seat's legal moves, the count first. Plays that differ only by the Wild's colour or
    by saying UNO are one entry. Brief: ``"3 moves: Red 5, Wild, name a colour, draw."``; full detail
    adds the engine's reason for each (:meth:`Game.explain`). With no move: why not (``"No moves: it is
    Ben's turn."``). ``lang``: the language (default English)."""
    game.hand(seat)
    say = _words(settings, lang)
    if game.is_over():
        return say("no-moves-over")
    moves = game.legal_moves(seat)
    if not moves:
        if seat in game.placements:
            return say("no-moves-out")
        return say("no-moves-turn", name=game.players[game.current])  # type: ignore[index]  # a round going on has a seat to act
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
        label = _move_label(game, first, say, all_colors, both_uno)
        if not settings.full:
            entries.append(label)
            continue
        if first.kind is MoveKind.CHOOSE:
            named = sorted(colors, key=lambda color: color.word)  # type: ignore[union-attr]  # each choose move names a colour
            words = [say.color(color) for color in named]  # type: ignore[arg-type]  # each choose move names a colour
            reason = say("reason-choose", colors=" ".join(words) if say.lang == "en" else say.join(words))
        else:
            explained = game.explain(first).reason
            if first.color is not None and all_colors:
                explained = _without_named_colour(explained)
            reason = reorder_card_names(explained, settings) if say.lang == "en" else explained.text(say.lang)  # type: ignore[attr-defined]  # the engine's reasons are Reasons
        entries.append(say("move-entry", label=f"{label[0].upper()}{label[1:]}", reason=reason))
    if settings.full:
        return say("moves-full", count=len(entries), entries=" ".join(entries))
    return say("moves-brief", count=len(entries), entries=", ".join(entries))


def scores_summary(game: Game, seat: int | None, settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """``s``: the match totals in seat order, ``"Scores: Ana 120, Ben 40."``; full detail adds how the
    match is won (RULES.md "Scoring"). Black-uno scores no points: the places so far instead. ``lang``:
    the language (default English)."""
    _check_seat(game, seat)
    say = _words(settings, lang)
    rules = game.rules
    names = game.players
    if rules.scoring == "none":
        places = game.placements
        if not places:
            text = say("no-places-yet")
        else:
            text = say("sentence", text=say("places", places=", ".join(
                say("place", place=say.ordinal(i + 1), name=names[s]) for i, s in enumerate(places))))
        if settings.full:
            text += " " + say("places-to-decide", count=rules.places_to_decide)
        return text
    text = say("scores", scores=", ".join(say("score-item", name=name, score=str(score))
                                          for name, score in zip(names, game.scores, strict=True)))
    if settings.full:
        text += " " + say("scoring-lowest" if rules.scoring == "lowest" else "scoring-winner",
                          target=str(rules.target_score))
        if game.is_over():
            text += " " + _outcome(game, say)
    return text


def keys_help(settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """``?`` / ``F1``: the keys in one message, ``"Keys: h hand, ..."``; full detail adds the command
    field's forms. ``lang``: the language (default English; :data:`KEYS` is the English list)."""
    say = _words(settings, lang)
    text = say("keys", keys="; ".join(say("key-item", key=key, what=say(f"key-{'help' if letter == '?' else letter}"))
                                      for letter, (key, _what) in zip("htcwlms?", KEYS, strict=True)))
    if settings.full:
        text += " " + say("keys-command-field")
    return text


#: seat None (an onlooker) is passed only to the public questions; answer() refuses it for "h" and "m"
_ANSWERS: dict[str, Callable[[Game, Any, AnnounceSettings, str | None], str]] = {
    "h": hand_summary,
    "t": top_summary,
    "c": counts_summary,
    "w": turn_summary,
    "m": moves_summary,
    "s": scores_summary,
}


def answer(game: Game, seat: int | None, key: str, settings: AnnounceSettings = _DEFAULT,
           lang: str | None = None) -> str:
    """The one message that answers question ``key`` (a key of :data:`KEYS`: ``h t c w l m s``, or
    ``?`` / ``F1`` for the keys help; also any question word of :data:`QUESTIONS`, such as
    ``"hand"``) for ``seat``. ``seat=None`` is an onlooker (teaching mode, a table of bots): nobody
    is called "you"; it is allowed for ``t c w l s ?`` only (a hand and its moves belong to a seat).

    ``lang``: the language of the answer (DESIGN.md contract 7; default English), the ``l`` answer's
    moves (the engine's narration) too.

    Raises :class:`AnnounceError` for another key, :class:`~unokit.errors.InvalidMoveError` for a
    seat that does not exist, :class:`~unokit.errors.LanguageError` for an unknown language.
    """
    if not isinstance(key, str):
        raise AnnounceError(f"a question key is a string such as 'h', not {key!r}")
    word = " ".join(key.strip().lower().split())
    for letter, words in QUESTIONS.items():
        if word in words:
            if letter == "?":
                _check_seat(game, seat)
                return keys_help(settings, lang)
            if seat is None and letter in ("h", "m"):
                raise AnnounceError(f"question {key!r} is about a seat's hand: give the seat")
            if letter == "l":
                return last_summary(game, seat, settings, lang)
            return _ANSWERS[letter](game, seat, settings, lang)
    raise AnnounceError(f"unknown question {key!r}; keys are: h t c w l m s ? F1")


# --------------------------------------------------------------------------------------------
# What only the listener may do or know
# --------------------------------------------------------------------------------------------
def catch_chance(game: Game, seat: int, lang: str | None = None) -> str:
    """The chance ``seat`` has now to catch a player who went down to one card without saying UNO
    (RULES.md "UNO"), as the sentence that ends the listener's prompt, or ``""`` when ``seat`` may catch
    nobody: ``"Ben did not say UNO: you can catch Ben (the “Catch Ben” button, or type catch Ben)."``
    A sighted player sees the table's *Catch Ben* button appear; a listener hears the same chance here
    (ux-audit-2 N2; WCAG 1.3.1, 4.1.3). The seat that forgot is never told to catch itself. ``lang``: the
    language (default English; the button's label is quoted as the table shows it, and the word to type
    is the language's, ``apanho Ben``, ``pillo Ben``).

    Raises :class:`~unokit.errors.InvalidMoveError` for a seat that does not exist (as :meth:`Game.hand`),
    :class:`~unokit.errors.LanguageError` for an unknown language.
    """
    say = _words(_DEFAULT, lang)
    game.hand(seat)
    target = game.uno_open
    if target is None or target == seat or game.is_over():
        return ""
    if not any(move.kind is MoveKind.CATCH and move.target == target for move in game.legal_moves(seat)):
        return ""
    return say("catch-chance", name=game.players[target])


def cards_got(cards: list[Card] | tuple[Card, ...], *, drawn: bool, who: str | None = None,
              settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """The cards a listener just got, named for them alone: ``"You drew Red 5, Blue 2 and Wild."`` (a
    penalty, a lost challenge, a catch: ``drawn``) or ``"You got Yellow 1 and Yellow 2."`` (a hand given by a
    Seven-O swap or a zero rotation); ``""`` for no cards. Card names follow ``settings.card_order``.
    A sighted player sees the new cards arrive in their hand; this is the same news by ear (ux-audit-2 N6).
    ``who`` names the listener (``None`` or ``"You"``: "you"; at a hot-seat screen the player's name, as there
    "you" could be anyone). Only the person who now holds the cards may be told (security review F1, F3, F8).
    ``lang``: the language (default English). Raises :class:`~unokit.errors.LanguageError` for an unknown one."""
    say = _words(settings, lang)
    if not cards:
        return ""
    msg_id = "got-drawn" if drawn else "got-given"
    names = say.join([say.card(card) for card in cards])
    if who is None or who == "You":
        return say(f"{msg_id}-you", cards=names)
    return say(msg_id, who=who, cards=names)


# --------------------------------------------------------------------------------------------
# Move announcements
# --------------------------------------------------------------------------------------------
def announce_move(game: Game, index: int = -1, settings: AnnounceSettings = _DEFAULT, lang: str | None = None) -> str:
    """One message for the move ``game.move_stack[index]``: the engine's narration of it, key fact
    first (``"Ben plays Red 5."``), card names in the settings' order. Full detail adds how many cards
    the mover holds after it (``"Ben plays Red 5. Ben holds 3 cards."``; left out at 0 cards and after
    a Seven-O swap, whose narration already tells it), so everyone hears when a seat comes close to going out.

    ``lang``: the language (default English; the settings' card order applies to English only).

    Raises ``IndexError`` when there is no such move, :class:`~unokit.errors.LanguageError` for an
    unknown language.
    """
    moves = game.move_stack
    if not -len(moves) <= index < len(moves):
        raise IndexError(f"there is no move {index}: the game has {_count(len(moves), 'move')}")
    index %= len(moves)
    say = _words(settings, lang)
    english = game.narration[index]
    text = reorder_card_names(english, settings) if say.lang == "en" else game.narration_text(say.lang, index, index + 1)[0]
    if settings.full:
        mover = moves[index].seat
        size = _hand_size_after(game, index, mover)
        name = game.players[mover]
        # a seat left with no cards is out, and a Seven-O swap says both counts: the narration tells them
        if size and f"{name} now holds " not in english:
            text = say("move-holds", text=text, name=name, count=size)
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


def announce_moves(game: Game, start: int, seat: int, settings: AnnounceSettings = _DEFAULT,
                   lang: str | None = None) -> list[str]:
    """Messages for the moves from ``game.move_stack[start]`` on (typically the bots' moves after the
    listener's own), as :attr:`AnnounceSettings.bot_moves` asks: ``"each"`` gives one message per move
    (:func:`announce_move`); ``"summary"`` gives one message whose key fact is where that leaves the
    listener (``"Your turn, on Red 5. Ben plays Red 5. Cy draws a card; the turn ends."``). No moves:
    an empty list. ``lang``: the language (default English).

    Raises ``IndexError`` for a ``start`` outside ``0..len(move_stack)``,
    :class:`~unokit.errors.LanguageError` for an unknown language.
    """
    total = len(game.move_stack)
    if not 0 <= start <= total:
        raise IndexError(f"start {start} is outside the move stack (0-{total})")
    if start == total:
        return []
    say = _words(settings, lang)
    if settings.bot_moves == "each":
        return [announce_move(game, index, settings, say.lang) for index in range(start, total)]
    game.hand(seat)
    if game.is_over():
        lead = say("round-over", outcome=outcome_words(game, say.lang))
    else:
        current = game.current
        turn = say("turn-you") if current == seat else say("turn-other", name=game.players[current])  # type: ignore[index]  # a round going on has a seat to act
        if game.color is not None and (game.top.is_wild or game.top.color is not game.color):
            lead = say("moves-lead-color", turn=turn, card=say.card(game.top), color=say.color(game.color))
        else:
            lead = say("moves-lead", turn=turn, card=say.card(game.top))
    if say.lang == "en":
        sentences = [reorder_card_names(text, settings) for text in game.narration[start:]]
    else:
        sentences = list(game.narration_text(say.lang, start))
    return [say("moves-announced", lead=lead, moves=" ".join(sentences))]
