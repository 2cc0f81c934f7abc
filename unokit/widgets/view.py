"""The table's HTML, built by pure functions from what one seat may know (:class:`unokit.game.SeatView`).

Nothing here reads a :class:`~unokit.game.Game` or a widget: every function takes a ``SeatView`` (the
viewer's view, :meth:`Game.view`) and plain values, and returns an HTML string, so the table's look can
be tested without ipywidgets or a browser. Every name and loaded text is escaped (``html.escape``).
Card pictures are ``<img>`` elements of the renderer's SVG (decorative, ``alt=""``): no page CSS can
reach inside a card, and the ids inside each picture stay in its own document (WCAG 4.1.1).

Texts follow DESIGN.md contract 5: every colour is written as a word beside its ColorADD sign, every
count is a number in words ("1 card", "3 cards"), and the key fact comes first.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from unokit.phrases import with_seat
from unokit.widgets.signs import sign_svg, swatch_svg

__all__ = [
    "SeatRole", "cards_phrase", "moves_phrase", "svg_img", "title_html", "seats_html", "seat_html",
    "summary_html", "draw_pile_html", "scores_html", "legal_html", "rules_title", "outcome_text", "turn_text",
]

#: Width the discard pile's top card and the draw pile's back are rendered at, px. The page draws both at
#: the hand's card width or larger (table.css ``--unokit-pile-width``; ux-audit-2 N10: the card everyone plays
#: onto is never smaller than a card in the hand); an SVG scales without loss.
PILE_WIDTH_PX = 132.0
PILE_BACK_WIDTH_PX = 132.0


@dataclass(frozen=True)
class SeatRole:
    """Who sits at a seat, as the table shows it: ``kind`` is ``"you"``, ``"person"`` or ``"bot"``
    (``bot`` names the bot's kind, e.g. ``"random"``); teaching mode has no roles (``kind=""``)."""

    kind: str = ""
    bot: str = ""

    @property
    def words(self) -> str:
        """``"you"``, ``"person"``, ``"random bot"`` or ``""``."""
        return f"{self.bot} bot" if self.kind == "bot" else self.kind


def cards_phrase(count: int, lang: str = "en") -> str:
    """``"1 card"``, ``"3 cards"``; in ``lang`` (DESIGN.md contract 7) ``"3 cartas"``."""
    if lang == "en":
        return f"{count} card" if count == 1 else f"{count} cards"
    from unokit.i18n import message

    return message("cards-count", lang, count=count)


def moves_phrase(count: int, lang: str = "en") -> str:
    """``"1 move"``, ``"3 moves"``; in ``lang`` (DESIGN.md contract 7) ``"3 jogadas"``."""
    if lang == "en":
        return f"{count} move" if count == 1 else f"{count} moves"
    from unokit.i18n import message

    return message("table-moves-count", lang, count=count)


def svg_img(svg: str, *, css_class: str) -> str:
    """An ``<img alt="">`` showing ``svg`` (a decorative picture whose words are written beside it)."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img class="{css_class}" alt="" src="data:image/svg+xml;base64,{data}">'


@lru_cache(maxsize=256)
def _pile_img(code: str, vision: str, wild_colors: tuple[Any, ...] | None, signs: str = "coloradd") -> str:
    from unokit.cards import Card
    from unokit.render import svg

    return svg_img(str(svg.card(Card.parse(code), width_px=PILE_WIDTH_PX, vision=vision, large_print=True,
                                id_prefix="ukpile", wild_colors=wild_colors, signs=signs)), css_class="unokit-pile-img")


@lru_cache(maxsize=1)
def _back_img() -> str:
    from unokit.render import svg

    return svg_img(str(svg.back(width_px=PILE_BACK_WIDTH_PX, id_prefix="ukback")), css_class="unokit-pile-img unokit-deck-img")


def rules_title(rules_name: str) -> str:
    """The rules preset as a title, capitalised as a heading: ``"Classic rules"``, ``"Party rules"``; a name
    that is no preset's is given as written, first letter capitalised (``"my-table"`` -> ``"My-table rules"``)."""
    titles = {"classic": "Classic rules", "black-uno": "Black UNO rules", "spectrum": "Spectrum rules",
              "party": "Party rules"}
    return titles.get(rules_name, f"{rules_name[:1].upper()}{rules_name[1:]} rules")


def title_html(view: Any, mode_text: str, lang: str = "en") -> str:
    """The table's heading (``<h2>`` "Table: Classic rules, round 1, 3 players") and its mode line, in
    ``lang`` (DESIGN.md contract 7; ``mode_text`` comes in it already).

    The heading takes focus when nothing else is left to focus (``tabindex="-1"``)."""
    from unokit.i18n import message

    esc = html.escape
    if lang == "en":
        rules = rules_title(view.rules_name)
    else:
        from unokit.rules_text import rules_title as catalogue_title

        rules = catalogue_title(view.rules_name, lang)
    heading = message("table-heading", lang, rules=rules, round=str(view.round_number), players=len(view.players))
    return (
        f'<h2 class="unokit-h unokit-table-heading" tabindex="-1">{esc(heading)}</h2>'
        f'<p class="unokit-mode">{esc(mode_text)}</p>'
    )


def seat_html(view: Any, seat: int, count: int, role: SeatRole, *, over: bool = False, lang: str = "en") -> str:
    """One seat's heading: name, card count, who plays it, whose turn, dealer, out, and UNO state.

    ``view`` is the viewer's SeatView; ``count`` the seat's card count. The UNO state is written in
    words: "UNO!" for one card, and "no UNO said: can be caught" while the catch window is open
    (RULES.md "UNO"). ``lang``: the language of the words (DESIGN.md contract 7)."""
    from unokit.i18n import message

    esc = html.escape
    name = view.players[seat]
    marks = []
    if view.current == seat and not over:
        marks.append(message("table-mark-to-act", lang))
    if role.words:
        marks.append(role.words if lang == "en" else message(f"table-role-{role.kind}", lang,
                                                              bot=message(f"table-bot-{role.bot}", lang) if role.bot else ""))
    if seat == view.dealer:
        marks.append(message("table-mark-dealer", lang))
    if seat in view.placements:
        marks.append(message("table-mark-out", lang))
    uno = ""
    if view.uno_open == seat:
        uno = f'<span class="unokit-uno-flag unokit-uno-missed">{esc(message("table-uno-missed", lang))}</span>'
    elif count == 1 and seat not in view.placements:
        uno = f'<span class="unokit-uno-flag">{esc(message("table-uno-one-left", lang))}</span>'
    current = ' aria-current="true"' if view.current == seat and not over else ""
    arrow = '<span aria-hidden="true">▶ </span>' if view.current == seat and not over else ""
    return (
        f'<h3 class="unokit-seat-name" data-seat="{seat}" data-count="{count}"{current}>{arrow}'
        f"{esc(name)} <span class=\"unokit-seat-count\">· {cards_phrase(count, lang)}</span>"
        f'<span class="unokit-seat-marks">{esc(", ".join(marks))}</span></h3>{uno}'
    )


def seats_html(view: Any, counts: Sequence[int], roles: Sequence[SeatRole], *, over: bool = False,
               lang: str = "en") -> list[str]:
    """Every seat's heading (:func:`seat_html`), seat 0 first, in ``lang``."""
    return [seat_html(view, seat, counts[seat], roles[seat], over=over, lang=lang) for seat in range(len(view.players))]


def outcome_text(players: Sequence[str], outcome: Any, lang: str = "en") -> str:
    """The round's result in words: winner, places and points; in ``lang`` (DESIGN.md contract 7)."""
    from unokit.i18n import message

    if outcome is None:
        return ""
    winner = outcome.winner is not None
    places = ", ".join(players[s] for s in outcome.placements) if len(outcome.placements) > 1 else ""
    points = ", ".join(f"{players[s]} {p}" for s, p in enumerate(outcome.points) if p)
    # one place (classic: the winner) is said by "wins the round" already
    msg_id = "table-outcome-" + ("winner" if winner else "decided") + ("-places" if places else "")
    text = message(msg_id, lang, name=players[outcome.winner] if winner else "", places=places)
    if points:
        return message("table-outcome-points", lang, outcome=text, points=points)
    return message("table-outcome-end", lang, outcome=text)


def turn_text(view: Any, *, outcome: Any = None, drawn: Any = None, you: int | None = None, lang: str = "en") -> str:
    """Whose turn it is, as plain text ("Your turn." / "Ben's turn."), the drawn card when the viewer
    may see it, or the round's result; in ``lang`` (DESIGN.md contract 7)."""
    from unokit.i18n import card_name, message

    names = view.players
    if view.phase == "over" or outcome is not None:
        return message("table-round-over-outcome", lang, outcome=outcome_text(names, outcome, lang))
    if view.current is None:
        return message("table-nobody-to-act", lang)
    name, seat = names[view.current], str(view.current)
    if view.current == you:
        text = message("table-turn-you-seat", lang, seat=seat)
    else:  # "Seat 1's turn.", not "Seat 1's turn (seat 1)."
        text = (message("table-turn-of", lang, name=name) if with_seat(name, view.current) == name
                else message("table-turn-of-seat", lang, name=name, seat=seat))
    if drawn is not None:
        card = card_name(drawn, lang)
        text += " " + (message("table-you-just-drew", lang, card=card) if view.current == you
                       else message("table-just-drew", lang, name=names[view.current], card=card))
    return text


def penalty_html(view: Any, rules: Any = None, lang: str = "en") -> str:
    """The pending penalty in words (HTML, escaped), for whom and how they may answer it:
    ``"<strong>Penalty waiting: 4 cards</strong> for Ben, who may challenge the Wild Draw Four or accept
    and draw 4."``; ``"No penalty waiting."`` when none is.

    ``view`` is a seat's view (``Game.view``: ``pending_draw``, ``phase``, ``top``, ``current``,
    ``players``); ``rules`` the game's :class:`unokit.rules.Rules`. "unless they add ..." is said only when
    the rules let the seat to act add to the total, with the ranks the rulebook allows
    (:func:`unokit.announce.penalty_additions`; RULES.md black-uno "Draw Two / Wild Draw Four" and
    "House rules": stacking, stack cross); during a challenge (RULES.md classic "Wild Draw Four") the two
    answers are challenge or accept. Without ``rules`` no way of answering is claimed."""
    from unokit.i18n import message, rank_name

    due = view.pending_draw
    if not due:
        return message("table-no-penalty", lang)
    text = f"<strong>{html.escape(message('table-penalty-waiting', lang, due=due))}</strong>"
    if view.current is not None:
        text += html.escape(message("table-penalty-for", lang, name=view.players[view.current]))
    if view.phase == "challenge":
        rank = view.top.rank.title if lang == "en" else rank_name(view.top.rank, lang)
        return text + html.escape(message("table-penalty-challenge", lang, rank=rank, due=due))
    if rules is not None:
        from unokit.announce import penalty_additions

        words = penalty_additions(rules, view.top.rank, lang)
        if words:
            return text + html.escape(message("table-penalty-unless", lang, words=words))
    return text + "."


def summary_html(view: Any, *, vision: str = "normal", turn: str = "", moves: int = 0,
                 wild_colors: Sequence[Any] | None = None, rules: Any = None, signs: str = "coloradd",
                 lang: str = "en") -> str:
    """The middle of the table: the discard pile (top card), the active colour with its sign (of the sign
    system ``signs``, ColorADD by default) and its word, the direction of play, any penalty waiting, and whose
    turn it is.

    ``turn`` is :func:`turn_text`; ``moves`` the number of moves of the shown position (``data-moves``);
    ``wild_colors`` the rules' colours, drawn in a Wild's oval on the discard pile (default: the classic four);
    ``rules`` the game's rules, which say how the pending penalty may be answered (:func:`penalty_html`).
    The draw pile is drawn beside it by :func:`draw_pile_html` (it holds the draw button).
    Data attributes (``data-top``, ``data-color``, ``data-direction``, ``data-draw``, ``data-pending``,
    ``data-current``, ``data-moves``) let pages and tests read the state without parsing words. ``lang``: the
    language of the words (DESIGN.md contract 7; ``turn`` comes in it already)."""
    from unokit.i18n import card_name, color_name, message

    esc = html.escape
    top, color = view.top, view.color
    draw_size, discard_size = view.draw_pile_size, len(view.discard_pile)
    if color is None:
        colour_html = (f'<strong>{esc(message("table-colour-none", lang))}</strong> '
                       f'{esc(message("table-colour-none-why", lang))}')
    else:
        title = color.title if lang == "en" else color_name(color, lang, gender="masculine")
        colour_html = (
            f'<span class="unokit-colour-sign" aria-hidden="true">{swatch_svg(color, vision=vision, size_px=28)}'
            f"{sign_svg(color, size_px=28, signs=signs)}</span> <strong>{esc(title[:1].upper() + title[1:])}</strong>"
        )
    clockwise = view.direction == 1
    direction = (
        f'<span aria-hidden="true">↻ </span>{esc(message("table-clockwise", lang))}' if clockwise
        else f'<span aria-hidden="true">↺ </span>{esc(message("table-counter-clockwise", lang))}'
    )
    penalty = f'<p class="unokit-penalty">{penalty_html(view, rules, lang)}</p>'
    data = {
        "data-top": top.code, "data-color": color.word if color else "",
        "data-direction": str(view.direction), "data-draw": str(draw_size),
        "data-pending": str(view.pending_draw),
        "data-current": "" if view.current is None else str(view.current), "data-moves": str(moves),
    }
    attrs = " ".join(f'{k}="{esc(v)}"' for k, v in data.items())
    return (
        f'<div class="unokit-summary" {attrs}>'
        f'<div class="unokit-pile unokit-discard-pile">'
        f'{_pile_img(top.code, vision, None if wild_colors is None else tuple(wild_colors), signs)}'
        f'<p>{esc(message("table-discard-pile", lang))} <strong>{esc(card_name(top, lang))}</strong> '
        f'({cards_phrase(discard_size, lang)})</p></div>'
        f'<div class="unokit-facts"><p class="unokit-turn"><strong>{esc(turn)}</strong></p>'
        f'<p class="unokit-active-colour">{esc(message("table-active-colour", lang))} {colour_html}</p>'
        f'<p class="unokit-direction">{esc(message("table-direction", lang))} {direction}</p>{penalty}</div></div>'
    )


def draw_pile_html(view: Any, lang: str = "en") -> str:
    """The draw pile: a face-down deck (a stack of backs, decorative) and its count in words,
    ``"Draw pile: 42 cards"``. The table draws its draw button over the deck while drawing is a move, so the
    pile itself is what a person presses (ux-audit-2 §7)."""
    size = view.draw_pile_size
    return (f'<div class="unokit-pile unokit-deck" data-draw="{size}"><span class="unokit-deck-stack">'
            f'{_back_img()}</span><p>{html.escape(_message("table-draw-pile", lang))} '
            f'<strong>{cards_phrase(size, lang)}</strong></p></div>')


def scores_html(players: Sequence[str], scores: Sequence[int], placements: Sequence[int], lang: str = "en") -> str:
    """The match scores as a table with a caption and row / column headers (WCAG 1.3.1), in ``lang``."""
    esc = html.escape
    ordinal = {1: "1st", 2: "2nd", 3: "3rd"}
    rows = []
    for seat, name in enumerate(players):
        place = list(placements).index(seat) + 1 if seat in placements else None
        shown = (ordinal.get(place, f"{place}th") if lang == "en" else _message("table-place", lang, place=str(place))
                 ) if place else "—"
        rows.append(f'<tr><th scope="row">{esc(name)}</th><td>{scores[seat]}</td><td>{esc(shown)}</td></tr>')
    head = "".join(f'<th scope="col">{esc(_message(f"table-scores-{col}", lang))}</th>'
                   for col in ("player", "points", "place"))
    return (f'<table class="unokit-scores"><caption>{esc(_message("table-scores-caption", lang))}</caption>'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>")


def _message(msg_id: str, lang: str, **args: Any) -> str:
    from unokit.i18n import message

    return message(msg_id, lang, **args)


def legal_html(players: Sequence[str], moves_by_seat: Mapping[int, Sequence[tuple[str, str, str]]], *,
               whose: str, past: bool = False, over: bool = False, lang: str = "en") -> str:
    """The legal moves with their reasons, one list per seat that may move.

    ``moves_by_seat`` maps a seat to ``(move, notation, reason)`` triples: the move in full notation
    (``"0: play R7"``, DESIGN.md contract 2; the item's ``data-move``), the notation without the seat
    (``"play R7"``) and the reason in words; ``whose`` says whose moves these are ("every seat", "Ana (you)"); ``past`` notes a
    past position; ``over`` says the round is over. ``lang``: the language of the words (DESIGN.md
    contract 7; the reasons and ``whose`` come in it already)."""
    from unokit.i18n import message

    esc = html.escape
    total = sum(len(v) for v in moves_by_seat.values())
    note = f"<p>{esc(message('table-legal-past', lang))}</p>" if past else ""
    if over and not total:
        body = f"<p>{esc(message('table-legal-none-over', lang))}</p>"
    elif not total:
        body = f"<p>{esc(message('table-legal-none', lang))}</p>"
    else:
        parts = []
        seats = [seat for seat, moves in moves_by_seat.items() if moves]
        for seat in seats:
            moves = moves_by_seat[seat]
            items = "".join(
                f'<li data-move="{esc(move)}"><span class="unokit-notation">{esc(notation)}</span> — '
                f"{esc(reason)}</li>" for move, notation, reason in moves)
            # a seat's own heading only among several seats: one seat's is the heading above
            heading = (f'<h4 class="unokit-legal-seat">{esc(players[seat])} ({moves_phrase(len(moves), lang)})</h4>'
                       if len(seats) > 1 or whose == message("table-whose-every", lang) else "")
            parts.append(f"{heading}<ul>{items}</ul>")
        body = "".join(parts)
    heading = message("table-legal-heading", lang, whose=whose, moves=moves_phrase(total, lang))
    return f'<div class="unokit-legal-list"><h3 class="unokit-h">{esc(heading)}</h3>{note}{body}</div>'
