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


def cards_phrase(count: int) -> str:
    """``"1 card"``, ``"3 cards"``."""
    return f"{count} card" if count == 1 else f"{count} cards"


def moves_phrase(count: int) -> str:
    """``"1 move"``, ``"3 moves"``."""
    return f"{count} move" if count == 1 else f"{count} moves"


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


def title_html(view: Any, mode_text: str) -> str:
    """The table's heading (``<h2>`` "Table: Classic rules, round 1, 3 players") and its mode line.

    The heading takes focus when nothing else is left to focus (``tabindex="-1"``)."""
    esc = html.escape
    return (
        f'<h2 class="unokit-h unokit-table-heading" tabindex="-1">Table: {esc(rules_title(view.rules_name))}, '
        f"round {view.round_number}, {len(view.players)} players</h2>"
        f'<p class="unokit-mode">{esc(mode_text)}</p>'
    )


def seat_html(view: Any, seat: int, count: int, role: SeatRole, *, over: bool = False) -> str:
    """One seat's heading: name, card count, who plays it, whose turn, dealer, out, and UNO state.

    ``view`` is the viewer's SeatView; ``count`` the seat's card count. The UNO state is written in
    words: "UNO!" for one card, and "no UNO said: can be caught" while the catch window is open
    (RULES.md "UNO")."""
    esc = html.escape
    name = view.players[seat]
    marks = []
    if view.current == seat and not over:
        marks.append("to act")
    if role.words:
        marks.append(role.words)
    if seat == view.dealer:
        marks.append("dealer")
    if seat in view.placements:
        marks.append("out")
    uno = ""
    if view.uno_open == seat:
        uno = '<span class="unokit-uno-flag unokit-uno-missed">no UNO said: can be caught</span>'
    elif count == 1 and seat not in view.placements:
        uno = '<span class="unokit-uno-flag">UNO: 1 card left</span>'
    current = ' aria-current="true"' if view.current == seat and not over else ""
    arrow = '<span aria-hidden="true">▶ </span>' if view.current == seat and not over else ""
    return (
        f'<h3 class="unokit-seat-name" data-seat="{seat}" data-count="{count}"{current}>{arrow}'
        f"{esc(name)} <span class=\"unokit-seat-count\">· {cards_phrase(count)}</span>"
        f'<span class="unokit-seat-marks">{esc(", ".join(marks))}</span></h3>{uno}'
    )


def seats_html(view: Any, counts: Sequence[int], roles: Sequence[SeatRole], *, over: bool = False) -> list[str]:
    """Every seat's heading (:func:`seat_html`), seat 0 first."""
    return [seat_html(view, seat, counts[seat], roles[seat], over=over) for seat in range(len(view.players))]


def outcome_text(players: Sequence[str], outcome: Any) -> str:
    """The round's result in words: winner, places and points."""
    if outcome is None:
        return ""
    text = f"{players[outcome.winner]} wins the round" if outcome.winner is not None else "The round is decided"
    if len(outcome.placements) > 1:  # one place (classic: the winner) is said by "wins the round" already
        text += " (places: " + ", ".join(players[s] for s in outcome.placements) + ")"
    if any(outcome.points):
        text += "; points: " + ", ".join(f"{players[s]} {p}" for s, p in enumerate(outcome.points) if p)
    return text + "."


def turn_text(view: Any, *, outcome: Any = None, drawn: Any = None, you: int | None = None) -> str:
    """Whose turn it is, as plain text ("Your turn." / "Ben's turn."), the drawn card when the viewer
    may see it, or the round's result."""
    names = view.players
    if view.phase == "over" or outcome is not None:
        return "Round over. " + outcome_text(names, outcome)
    if view.current is None:
        return "Nobody is to act."
    name = names[view.current]
    if view.current == you:
        text = f"Your turn (seat {view.current})."
    else:  # "Seat 1's turn.", not "Seat 1's turn (seat 1)."
        text = f"{name}'s turn." if with_seat(name, view.current) == name else f"{name}'s turn (seat {view.current})."
    if drawn is not None:
        subject = "You" if view.current == you else names[view.current]
        text += f" {subject} just drew {drawn.name} and may play it or keep it."
    return text


def penalty_html(view: Any, rules: Any = None) -> str:
    """The pending penalty in words (HTML, escaped), for whom and how they may answer it:
    ``"<strong>Penalty waiting: 4 cards</strong> for Ben, who may challenge the Wild Draw Four or accept
    and draw 4."``; ``"No penalty waiting."`` when none is.

    ``view`` is a seat's view (``Game.view``: ``pending_draw``, ``phase``, ``top``, ``current``,
    ``players``); ``rules`` the game's :class:`unokit.rules.Rules`. "unless they add ..." is said only when
    the rules let the seat to act add to the total, with the ranks the rulebook allows
    (:func:`unokit.announce.penalty_additions`; RULES.md black-uno "Draw Two / Wild Draw Four" and
    "House rules": stacking, stack cross); during a challenge (RULES.md classic "Wild Draw Four") the two
    answers are challenge or accept. Without ``rules`` no way of answering is claimed."""
    due = view.pending_draw
    if not due:
        return "No penalty waiting."
    text = f"<strong>Penalty waiting: {due} cards</strong>"
    if view.current is not None:
        text += f" for {html.escape(view.players[view.current])}"
    if view.phase == "challenge":
        return text + f", who may challenge the {html.escape(view.top.rank.title)} or accept and draw {due}."
    if rules is not None:
        from unokit.announce import penalty_additions

        words = penalty_additions(rules, view.top.rank)
        if words:
            return text + f", unless they add {html.escape(words)}."
    return text + "."


def summary_html(view: Any, *, vision: str = "normal", turn: str = "", moves: int = 0,
                 wild_colors: Sequence[Any] | None = None, rules: Any = None, signs: str = "coloradd") -> str:
    """The middle of the table: the discard pile (top card), the active colour with its sign (of the sign
    system ``signs``, ColorADD by default) and its word, the direction of play, any penalty waiting, and whose
    turn it is.

    ``turn`` is :func:`turn_text`; ``moves`` the number of moves of the shown position (``data-moves``);
    ``wild_colors`` the rules' colours, drawn in a Wild's oval on the discard pile (default: the classic four);
    ``rules`` the game's rules, which say how the pending penalty may be answered (:func:`penalty_html`).
    The draw pile is drawn beside it by :func:`draw_pile_html` (it holds the draw button).
    Data attributes (``data-top``, ``data-color``, ``data-direction``, ``data-draw``, ``data-pending``,
    ``data-current``, ``data-moves``) let pages and tests read the state without parsing words."""
    esc = html.escape
    top, color = view.top, view.color
    draw_size, discard_size = view.draw_pile_size, len(view.discard_pile)
    if color is None:
        colour_html = '<strong>none yet</strong> (the Wild starter card waits for a colour)'
    else:
        colour_html = (
            f'<span class="unokit-colour-sign" aria-hidden="true">{swatch_svg(color, vision=vision, size_px=28)}'
            f"{sign_svg(color, size_px=28, signs=signs)}</span> <strong>{esc(color.title)}</strong>"
        )
    clockwise = view.direction == 1
    direction = (
        '<span aria-hidden="true">↻ </span>clockwise (seat numbers go up)' if clockwise
        else '<span aria-hidden="true">↺ </span>counter-clockwise (seat numbers go down)'
    )
    penalty = f'<p class="unokit-penalty">{penalty_html(view, rules)}</p>'
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
        f'<p>Discard pile: <strong>{esc(top.name)}</strong> ({cards_phrase(discard_size)})</p></div>'
        f'<div class="unokit-facts"><p class="unokit-turn"><strong>{esc(turn)}</strong></p>'
        f'<p class="unokit-active-colour">Active colour: {colour_html}</p>'
        f'<p class="unokit-direction">Direction: {direction}</p>{penalty}</div></div>'
    )


def draw_pile_html(view: Any) -> str:
    """The draw pile: a face-down deck (a stack of backs, decorative) and its count in words,
    ``"Draw pile: 42 cards"``. The table draws its draw button over the deck while drawing is a move, so the
    pile itself is what a person presses (ux-audit-2 §7)."""
    size = view.draw_pile_size
    return (f'<div class="unokit-pile unokit-deck" data-draw="{size}"><span class="unokit-deck-stack">'
            f'{_back_img()}</span><p>Draw pile: <strong>{cards_phrase(size)}</strong></p></div>')


def scores_html(players: Sequence[str], scores: Sequence[int], placements: Sequence[int]) -> str:
    """The match scores as a table with a caption and row / column headers (WCAG 1.3.1)."""
    esc = html.escape
    ordinal = {1: "1st", 2: "2nd", 3: "3rd"}
    rows = []
    for seat, name in enumerate(players):
        place = list(placements).index(seat) + 1 if seat in placements else None
        rows.append(f'<tr><th scope="row">{esc(name)}</th><td>{scores[seat]}</td>'
                    f"<td>{ordinal.get(place, f'{place}th') if place else '—'}</td></tr>")
    return ('<table class="unokit-scores"><caption>Scores (match totals)</caption><thead><tr>'
            '<th scope="col">Player</th><th scope="col">Points</th><th scope="col">Place</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")


def legal_html(players: Sequence[str], moves_by_seat: Mapping[int, Sequence[tuple[str, str, str]]], *,
               whose: str, past: bool = False, over: bool = False) -> str:
    """The legal moves with their reasons, one list per seat that may move.

    ``moves_by_seat`` maps a seat to ``(move, notation, reason)`` triples: the move in full notation
    (``"0: play R7"``, DESIGN.md contract 2; the item's ``data-move``), the notation without the seat
    (``"play R7"``) and the reason in words; ``whose`` says whose moves these are ("every seat", "Ana (you)"); ``past`` notes a
    past position; ``over`` says the round is over."""
    esc = html.escape
    total = sum(len(v) for v in moves_by_seat.values())
    note = "<p>(in this past position)</p>" if past else ""
    if over and not total:
        body = "<p>None: the round is over.</p>"
    elif not total:
        body = "<p>No legal moves now.</p>"
    else:
        parts = []
        seats = [seat for seat, moves in moves_by_seat.items() if moves]
        for seat in seats:
            moves = moves_by_seat[seat]
            items = "".join(
                f'<li data-move="{esc(move)}"><span class="unokit-notation">{esc(notation)}</span> — '
                f"{esc(reason)}</li>" for move, notation, reason in moves)
            # a seat's own heading only among several seats: one seat's is the heading above
            heading = (f'<h4 class="unokit-legal-seat">{esc(players[seat])} ({moves_phrase(len(moves))})</h4>'
                       if len(seats) > 1 or whose == "every seat" else "")
            parts.append(f"{heading}<ul>{items}</ul>")
        body = "".join(parts)
    return (f'<div class="unokit-legal-list"><h3 class="unokit-h">Legal moves of {esc(whose)} '
            f"({moves_phrase(total)})</h3>{note}{body}</div>")
