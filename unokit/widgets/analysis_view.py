"""The analysis of a position in words and pictures, for the table's "Analyse and what-if lines" panel
(:mod:`unokit.widgets.analyse`): each move's label, the announcement of a finished analysis, the results as
an HTML table with a bar chart (and its text alternative), and the progress line. Pure functions of an
:class:`unokit.analysis.Evaluation` and the game: no widget, no thread.
"""

from __future__ import annotations

import html
import math
from typing import Any

from unokit.moves import Move, MoveKind
from unokit.phrases import names_of

__all__ = ["move_label", "worst_half_width", "summary_text", "results_html", "progress_html", "status_html",
           "points", "position_words", "analysing_text"]

#: z for a 95% interval (the normal distribution's 97.5th percentile)
_Z95 = 1.959963984540054


def move_label(game: Any, move: Move, lang: str = "en") -> str:
    """``move`` in words for the analysis table: ``"Red 5"``, ``"Wild Draw Four, naming blue"``,
    ``"Red 7, swapping hands with Ben"``, ``"Draw"``, ``"Keep the drawn card (pass)"``, ``"Catch Ben"``;
    in ``lang``, the catalogue's ``table-analysis-move-*`` messages (English: the same words)."""
    from unokit.i18n import card_name, color_name, join_list, message

    english = lang == "en"
    kind = move.kind
    if kind is MoveKind.PLAY:
        text = names_of(move.cards) if english else join_list([card_name(card, lang) for card in move.cards], lang)
        if move.color is not None:
            text = message("table-analysis-move-naming", lang, move=text,
                           color=move.color.word if english else color_name(move.color, lang, gender="masculine"))
        if move.target is not None:
            text = message("table-analysis-move-swapping", lang, move=text, name=game.players[move.target])
        return message("table-analysis-move-uno", lang, move=text) if move.uno else text
    if kind is MoveKind.CHOOSE and move.color is not None:  # a choice always names its colour
        return message("table-analysis-move-choose", lang,
                       color=move.color.word if english else color_name(move.color, lang, gender="masculine"))
    if kind is MoveKind.CATCH and move.target is not None:  # a catch always names its target
        return message("table-analysis-move-catch", lang, name=game.players[move.target])
    words = {MoveKind.DRAW: "draw", MoveKind.PASS: "pass", MoveKind.CHALLENGE: "challenge",
             MoveKind.ACCEPT: "accept", MoveKind.UNO: "say-uno"}
    if kind in words:
        return message(f"table-analysis-move-{words[kind]}", lang)
    return kind.value.capitalize()


def _percent(value: float, lang: str = "en") -> str:
    """``value`` (0-1) as a whole percentage: ``"62%"``; in another language as its CLDR pattern writes it
    (Babel: ``"62 %"`` in Spanish)."""
    if lang == "en":
        return f"{100 * value:.0f}%"
    from babel.numbers import format_percent

    from unokit.i18n import babel_locale

    return str(format_percent(value, locale=babel_locale(lang)))


def points(value: float) -> str:
    """A half-width (0-1) in whole percentage points, at least 1: ``"±4"``."""
    return f"±{max(1, round(100 * value))}"


def worst_half_width(samples: int) -> float:
    """The widest half-width (0-1) of a 95% Wilson interval after ``samples`` rollouts (an estimate of
    one half), for the sample chooser's labels."""
    n, z2 = samples, _Z95 ** 2
    return _Z95 / (1 + z2 / n) * math.sqrt(0.25 / n + z2 / (4 * n * n))


def summary_text(evaluation: Any, game: Any, lang: str = "en") -> str:
    """The announcement of a finished analysis, key fact first: ``"Best: Red 5, 62% (±4), clearly ahead
    of Draw, 48%. 5 moves ranked for Ana; the table follows."`` (or "about even with" when the paired
    difference's 95% interval includes 0, :meth:`unokit.analysis.Evaluation.difference`), in ``lang``."""
    from unokit.i18n import message

    ranked = evaluation.ranked()
    best = ranked[0]
    text = message("table-analysis-best", lang, move=move_label(game, best.move, lang),
                   percent=_percent(best.estimate, lang), points=points(best.half_width))
    if len(ranked) > 1:
        second = ranked[1]
        difference, half = evaluation.difference(best, second)
        relation = "table-analysis-ahead" if difference - half > 0 else "table-analysis-even"
        text = message(relation, lang, best=text, move=move_label(game, second.move, lang),
                       percent=_percent(second.estimate, lang))
    return message("table-analysis-summary", lang, best=text, count=len(ranked), name=game.players[evaluation.seat])


def position_words(cursor: int, line: Any, lang: str = "en") -> str:
    """Where a position stands, for the analysis' words: ``"the deal"``, ``"move 5"``, ``"move 5 of branch 2"``."""
    from unokit.i18n import message

    place = message("table-analysis-deal", lang) if cursor == 0 else message("table-analysis-after-move", lang,
                                                                            cursor=cursor)
    if line is None or line.is_main:
        return place
    return message("table-analysis-of-branch", lang, place=place, number=line.number)


def results_html(evaluation: Any, game: Any, *, cursor: int, line: Any = None, lang: str = "en") -> str:
    """The analysis as HTML: a ``<table>`` (caption; column headers; one row per move, best first, the
    move as the row header) and beside it a ``<figure>`` with an SVG bar chart (``role="img"``, its
    ``aria-label`` the chart's numbers in words) and a ``<figcaption>``. The chart does not rely on
    colour: every bar carries its number, the intervals are drawn as lines with end marks, and the best
    move is named in words.

    Args:
        evaluation: an :class:`unokit.analysis.Evaluation`.
        game: the game analysed (names of seats).
        cursor: the move after which the position stands (0 = the deal), for the caption.
        line: the :class:`~unokit.widgets.lines.Line` shown (None: the game's own line).
        lang: the language of the words (the catalogue's ``table-analysis-*`` messages).
    """
    from unokit.i18n import has_message, message

    def say(msg_id: str, **args: Any) -> str:
        return message(msg_id, lang, **args)

    ranked = evaluation.ranked()
    name = html.escape(game.players[evaluation.seat])
    where = position_words(cursor, line, lang)
    policy = say(f"table-bot-{evaluation.policy}") if has_message(f"table-bot-{evaluation.policy}") else evaluation.policy
    caption = say("table-analysis-caption", name=name, where=where, samples=str(evaluation.samples), policy=policy)
    rows = []
    for rank, row in enumerate(ranked, 1):
        label = move_label(game, row.move, lang)
        label = html.escape(say("table-analysis-best-row", move=label) if rank == 1 else label)
        rollouts = say("table-analysis-stopped-early", rollouts=str(row.rollouts)) if row.stopped_early \
            else str(row.rollouts)
        interval = say("table-analysis-interval", low=_percent(row.low, lang), high=_percent(row.high, lang),
                       points=points(row.half_width))
        rows.append(f'<tr data-move="{html.escape(row.move.notation())}"><td>{rank}</td>'
                    f'<th scope="row">{label}</th><td>{_percent(row.estimate, lang)}</td>'
                    f"<td>{interval}</td><td>{rollouts}</td></tr>")
    heads = "".join(f'<th scope="col">{say(f"table-analysis-{key}")}</th>'
                    for key in ("rank", "move", "chance", "interval-heading", "rollouts"))
    table = ('<table class="unokit-analysis-table"><caption>' + caption + "</caption><thead><tr>" + heads
             + "</tr></thead><tbody>" + "".join(rows) + "</tbody></table>")
    return f'<div class="unokit-analysis-result">{table}{_chart(ranked, game, name, lang)}</div>'


def _chart(ranked: list[Any], game: Any, name: str, lang: str = "en") -> str:
    """A horizontal bar chart: one bar per move (estimate), its 95% interval as a line with end marks."""
    from unokit.i18n import message

    label_w, bar_w, value_w, row_h = 220, 220, 50, 26
    width, height = label_w + bar_w + value_w, row_h * len(ranked) + 24
    parts = []
    for i, row in enumerate(ranked):
        y = 8 + i * row_h
        label = move_label(game, row.move, lang)
        label = html.escape(label[:33] + "…" if len(label) > 34 else label)  # cut before escaping: no half entity
        x0, x_est = label_w, label_w + bar_w * row.estimate
        x_low, x_high = label_w + bar_w * row.low, label_w + bar_w * row.high
        mid = y + row_h / 2 - 2
        parts.append(
            f'<text x="{label_w - 6}" y="{mid + 4:.1f}" text-anchor="end">{label}</text>'
            f'<rect class="unokit-chart-bar" x="{x0}" y="{y + 4}" width="{x_est - x0:.1f}" height="{row_h - 12}"/>'
            f'<line class="unokit-chart-interval" x1="{x_low:.1f}" x2="{x_high:.1f}" y1="{mid:.1f}" y2="{mid:.1f}"/>'
            f'<line class="unokit-chart-interval" x1="{x_low:.1f}" x2="{x_low:.1f}" y1="{y + 2}" y2="{y + row_h - 6}"/>'
            f'<line class="unokit-chart-interval" x1="{x_high:.1f}" x2="{x_high:.1f}" y1="{y + 2}" y2="{y + row_h - 6}"/>'
            f'<text x="{label_w + bar_w + 6}" y="{mid + 4:.1f}">{_percent(row.estimate, lang)}</text>')
    axis_y = 8 + len(ranked) * row_h
    for tick in (0, 0.5, 1):
        x = label_w + bar_w * tick
        parts.append(f'<line class="unokit-chart-axis" x1="{x}" x2="{x}" y1="4" y2="{axis_y}"/>'
                     f'<text x="{x}" y="{axis_y + 13}" text-anchor="middle">{_percent(tick, lang)}</text>')
    spoken = "; ".join(message("table-analysis-chart-move", lang, move=move_label(game, r.move, lang),
                               percent=_percent(r.estimate, lang), low=_percent(r.low, lang),
                               high=_percent(r.high, lang)) for r in ranked)
    aria = html.escape(message("table-analysis-chart-label", lang, name=html.unescape(name), moves=spoken))
    svg = (f'<svg class="unokit-analysis-svg" role="img" aria-label="{aria}" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" xmlns="http://www.w3.org/2000/svg">{"".join(parts)}</svg>')
    best = html.escape(move_label(game, ranked[0].move, lang))
    caption = message("table-analysis-chart-caption", lang, best=best)
    return f'<figure class="unokit-analysis-chart">{svg}<figcaption>{caption}</figcaption></figure>'


def analysing_text(name: str, moves: int, samples: int, lang: str = "en") -> str:
    """``"Analysing Ana's 3 moves, 500 rollouts each…"`` in ``lang``."""
    from unokit.i18n import message

    return message("table-analysis-analysing", lang, name=name, count=moves, samples=str(samples))


def progress_html(name: str, moves: int, samples: int, done: int, lang: str = "en") -> str:
    """The "Analysing…" state: a labelled ``<progress>`` bar (rollouts done of all), not a live region."""
    from unokit.i18n import message

    total = max(1, moves * samples)
    share = min(100, round(100 * done / total))
    label = html.escape(message("table-analysis-progress", lang))
    return (f'<p class="unokit-analysis-status" data-state="running">'
            f"{analysing_text(html.escape(name), moves, samples, lang)} "
            f'<progress max="{total}" value="{done}" aria-label="{label}">{share}%</progress> '
            f"{share}%</p>")


def status_html(text: str, state: str) -> str:
    """A status line of the analysis (``state``: running, done, refused, cancelled), its text escaped."""
    return f'<p class="unokit-analysis-status" data-state="{state}">{html.escape(text)}</p>'
