"""Scenes of several cards: a hand (:func:`hand`) and a table (:func:`table`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from unokit.cards import Card, Color
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render.canvas import CARD_SIZES, SvgString, _Canvas, _check_options, _check_prefix, _n
from unokit.render.contrast import _BLACK, _WHITE, _sign_of
from unokit.render.describe import _resolve
from unokit.render.faces import _draw_back, _draw_face, _wild_colours
from unokit.render.reference import _swatch_on_colour
from unokit.render.signs import sign_system

# --- hands and tables ----------------------------------------------------------------------------

_GAP = 3.0  # mm between cards in a row
_BADGE = 9.0  # mm of space under a card for its "playable" badge


def _row_of_cards(
    cv: _Canvas, parent: Any, cards: Sequence[Card], *, x: float, y: float, legal: set[int] | None, size: str,
    large_print: bool, signs: bool | str, wild_colours: Sequence[ColorSign], prefix: str,
) -> None:
    w, h = CARD_SIZES[size]
    d = cv.dwg
    for i, card_ in enumerate(cards):
        face = _resolve(card_, None, None)
        left = x + i * (w + _GAP)
        group = d.g(class_="unokit-hand-card")
        parent.add(group)
        if legal is not None and i in legal:
            group.add(d.rect(insert=(_n(left - 1.3), _n(y - 1.3)), size=(_n(w + 2.6), _n(h + 2.6)),
                             rx=_n(0.07 * w + 1.3), ry=_n(0.07 * w + 1.3), fill="none",
                             stroke=cv.color(_BLACK), stroke_width=1.1, class_="unokit-legal"))
            badge_w = w * 0.8
            group.add(d.rect(insert=(_n(left + (w - badge_w) / 2), _n(y + h + 2)), size=(_n(badge_w), 6),
                             rx=1.5, ry=1.5, fill=cv.color(_BLACK)))
            cv.text(group, "playable", x=left + w / 2, baseline=y + h + 6.5, cap=3.0, fill=cv.color(_WHITE),
                    anchor="middle", max_width=badge_w - 2)
        _draw_face(cv, group, face, prefix=f"{prefix}-c{i}", size=size, large_print=large_print, signs=signs,
                   wild_colours=wild_colours, x=left, y=y)


def _hand_card(position: int, card_: Card | str) -> Card:
    """A card of a hand: a :class:`Card`, or its code (``"R7"``) as :func:`unokit.cards.parse_cards` reads it."""
    if isinstance(card_, str):
        from unokit.errors import InvalidCardError

        try:
            return Card.parse(card_)
        except InvalidCardError as error:
            raise RenderError(f"hand: the card at position {position}: {error}") from None
    if not isinstance(card_, Card):
        raise RenderError(f"hand: the card at position {position} must be a Card or a card code such as 'R7', not {card_!r}")
    return card_


def hand(
    cards: Iterable[Card | str], *, legal: Iterable[int] | None = None, size: str = "uno", large_print: bool = False,
    vision: str = "normal", signs: bool | str = True, wild_colors: Iterable[Color | ColorSign | str] | None = None,
    id_prefix: str | None = None, width_px: float | None = None,
) -> SvgString:
    """A hand as a row of faces, 3 mm apart, in the order given (:class:`Card` values or codes, ``"R7"``).

    ``legal`` holds the positions (0-based) of cards that can be played now: each gets a black
    outline and a "playable" text badge underneath, so the cue is not colour alone (WCAG 1.4.1).
    Raises :class:`RenderError` for an empty hand, a position out of range or listed twice, or a bad option.
    """
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise RenderError(f"hand takes a list of cards (Card or card code), not {cards!r}")
    hand_cards = [_hand_card(i, c) for i, c in enumerate(cards)]
    cards = hand_cards  # from here a list of Card values
    if not cards:
        raise RenderError("hand needs at least one card")
    if legal is not None and (isinstance(legal, (str, bytes)) or not isinstance(legal, Iterable)):
        raise RenderError(f"legal must be a list of card positions, not {legal!r}")
    legal = None if legal is None else list(legal)
    repeated = sorted({i for i in legal if legal.count(i) > 1}) if legal is not None else []
    if repeated:
        raise RenderError(f"legal lists position {repeated[0]} twice; list each playable position once")
    legal_set = None if legal is None else set(legal)
    if legal_set is not None and not legal_set <= set(range(len(cards))):
        raise RenderError(f"legal positions {sorted(legal_set)} must be between 0 and {len(cards) - 1}")
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    colours = _wild_colours(wild_colors)
    prefix = _check_prefix(id_prefix, "hand")
    margin = 2.0
    width = 2 * margin + len(cards) * w + (len(cards) - 1) * _GAP
    height = 2 * margin + h + (_BADGE if legal_set is not None else 0)
    cv = _Canvas(width, height, prefix=prefix, width_px=width_px, vision=vision)
    _row_of_cards(cv, cv.dwg, cards, x=margin, y=margin, legal=legal_set, size=size, large_print=large_print,
                  signs=signs, wild_colours=colours, prefix=prefix)
    names = ", ".join(c.name for c in cards)
    title = f"Hand of {len(cards)} card{'s' if len(cards) != 1 else ''}: {names}"
    if legal_set is None:
        desc = f"Cards in hand, left to right: {names}."
    elif legal_set:
        desc = f"Playable now: {', '.join(cards[i].name for i in sorted(legal_set))}. Outlined and marked playable."
    else:
        desc = "No card can be played now."
    return cv.finish(title, desc + _signs_legend(signs, colours))


def _legal_positions(game: Any, seat: int, cards: Sequence[Card]) -> set[int]:
    """Positions of cards a seat may play now (single-card plays among ``legal_moves``)."""
    moves = game.legal_moves(seat) if callable(getattr(game, "legal_moves", None)) else game.legal_moves
    playable = {m.cards[-1] for m in moves if getattr(m, "cards", ())}
    return {i for i, c in enumerate(cards) if c in playable}


def table(
    game: Any, *, seat: int | None = None, size: str = "uno", vision: str = "normal", signs: bool | str = True,
    wild_colors: Iterable[Color | ColorSign | str] | None = None, id_prefix: str | None = None,
    width_px: float | None = None,
) -> SvgString:
    """A static picture of the table: draw pile, discard pile top card, the colour to play, each seat's
    hand size and whose turn it is; with ``seat``, that seat's hand with its playable cards marked.

    ``game`` is duck-typed: it needs ``top`` (Card) and ``color`` (Color or None); it may have
    ``players``, ``hand_sizes`` or ``hands``, ``current``, ``direction``, ``draw_pile`` or
    ``draw_pile_size``, ``hand(seat)`` / ``hand`` and ``legal_moves`` (a :class:`unokit.game.Game` or
    a :class:`unokit.game.SeatView` works). Raises :class:`RenderError` for a bad option.
    """
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    colours = _wild_colours(wild_colors)
    prefix = _check_prefix(id_prefix, "table")
    if not isinstance(getattr(game, "top", None), Card):
        raise RenderError(f"table needs a game or seat view with a top card, not {game!r}")
    top = game.top
    colour = getattr(game, "color", None)
    sizes = getattr(game, "hand_sizes", None)
    if sizes is None:
        sizes = tuple(len(cards) for cards in getattr(game, "hands", ()))
    players = tuple(getattr(game, "players", ()) or ())
    if len(players) != len(sizes):
        players = tuple(f"Seat {i}" for i in range(len(sizes)))
    current = getattr(game, "current", None)
    direction = getattr(game, "direction", 1)
    draw_size = getattr(game, "draw_pile_size", None)
    if draw_size is None:
        draw_size = len(getattr(game, "draw_pile", ()))
    own: list[Card] = []
    legal: set[int] | None = None
    if seat is not None:
        hand_of = getattr(game, "hand", None)
        own = list(hand_of(seat) if callable(hand_of) else hand_of or ())
        if own and hasattr(game, "legal_moves"):
            legal = _legal_positions(game, seat, own)
    margin = 4.0
    width = max(3 * w + 2 * 12 + 2 * margin, len(own) * (w + _GAP) - _GAP + 2 * margin if own else 0, 200.0)
    seats_height = 7.0 * max(len(sizes), 1) + 4
    pile_y = margin + seats_height
    height = pile_y + h + 14 + ((h + _BADGE + 12) if own else 0)
    cv = _Canvas(width, height, prefix=prefix, width_px=width_px, vision=vision)
    d = cv.dwg
    black = cv.color(_BLACK)
    d.add(d.rect(insert=(0, 0), size=(_n(width), _n(height)), fill=cv.color("#f2f2f2")))
    for i, (name, count) in enumerate(zip(players, sizes, strict=True)):
        marker = "> " if i == current else ""
        turn = "  (to play)" if i == current else ""
        cv.text(d, f"{marker}{name}: {count} card{'s' if count != 1 else ''}{turn}", x=margin,
                baseline=margin + 5 + 7 * i, cap=3.2, fill=black, max_width=width - 2 * margin)
    turn_words = "clockwise" if direction == 1 else "counter-clockwise"
    cv.text(d, f"Direction: {turn_words}", x=width - margin, baseline=margin + 5, cap=3.2, fill=black,
            anchor="end")
    # draw pile (a back), discard pile (top card), colour to play
    x0 = margin
    _draw_back(cv, d, size=size, x=x0, y=pile_y)
    cv.text(d, f"Draw pile: {draw_size}", x=x0 + w / 2, baseline=pile_y + h + 6, cap=3.2, fill=black,
            anchor="middle")
    x1 = x0 + w + 12
    _draw_face(cv, d, _resolve(top, None, None), prefix=f"{prefix}-top", size=size, large_print=False,
               signs=signs, wild_colours=colours, x=x1, y=pile_y)
    cv.text(d, "Discard pile", x=x1 + w / 2, baseline=pile_y + h + 6, cap=3.2, fill=black, anchor="middle")
    x2 = x1 + w + 12
    if colour is not None:
        sign = _sign_of(colour)
        _swatch_on_colour(cv, d, sign, f"{prefix}-colour", x=x2, y=pile_y + h / 2 - 15, side=30, signs=signs)
        cv.text(d, f"Colour: {sign.name}", x=x2, baseline=pile_y + h / 2 + 24, cap=3.2, fill=black)
    else:
        cv.text(d, "Colour: to be named", x=x2, baseline=pile_y + h / 2, cap=3.2, fill=black)
    if own and seat is not None:
        cv.text(d, f"Hand of {players[seat]}", x=margin, baseline=pile_y + h + 18, cap=3.2, fill=black)
        _row_of_cards(cv, d, own, x=margin + 1.5, y=pile_y + h + 23, legal=legal, size=size, large_print=False,
                      signs=signs, wild_colours=colours, prefix=f"{prefix}-h")
    colour_words = f"the colour to play is {_sign_of(colour).name}" if colour is not None else "no colour named yet"
    seats_words = "; ".join(f"{n} has {c} card{'s' if c != 1 else ''}" for n, c in zip(players, sizes, strict=True))
    desc = f"Top of the discard pile: {top.name}; {colour_words}; draw pile: {draw_size} {'card' if draw_size == 1 else 'cards'}; {seats_words}."
    if current is not None and 0 <= current < len(players):
        desc += f" {players[current]} is to play; play goes {turn_words}."
    if own and seat is not None:
        playable = [own[i].name for i in sorted(legal or ())]
        desc += f" Hand of {players[seat]}: {', '.join(c.name for c in own)}."
        if legal is not None:
            desc += f" Playable: {', '.join(playable) if playable else 'none'}."
    return cv.finish(f"Table: {top.name} on the discard pile", desc + _signs_legend(signs, colours))


def _signs_legend(signs: bool | str, colours: Sequence[ColorSign]) -> str:
    """The words of the sign legend a scene's description ends with when its signs are not ColorADD (whose
    reference cards and :func:`unokit.render.sign_keys.legend` explain it): the system's name, since two
    systems can give one shape different meanings, and each colour's sign."""
    system = sign_system(signs)
    if not system or system.name == "coloradd":
        return ""
    return f" Colour signs: {system.title}: " + "; ".join(f"{c.name} {system.describe(c)}" for c in colours) + "."


