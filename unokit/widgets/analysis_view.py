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
           "points", "position_words"]

#: z for a 95% interval (the normal distribution's 97.5th percentile)
_Z95 = 1.959963984540054


def move_label(game: Any, move: Move) -> str:
    """``move`` in words for the analysis table: ``"Red 5"``, ``"Wild Draw Four, naming blue"``,
    ``"Red 7, swapping hands with Ben"``, ``"Draw"``, ``"Keep the drawn card (pass)"``, ``"Catch Ben"``."""
    kind = move.kind
    if kind is MoveKind.PLAY:
        text = names_of(move.cards)
        if move.color is not None:
            text += f", naming {move.color.word}"
        if move.target is not None:
            text += f", swapping hands with {game.players[move.target]}"
        return text + (", saying UNO" if move.uno else "")
    if kind is MoveKind.CHOOSE and move.color is not None:  # a choice always names its colour
        return f"Choose {move.color.word}"
    if kind is MoveKind.CATCH and move.target is not None:  # a catch always names its target
        return f"Catch {game.players[move.target]}"
    words = {MoveKind.DRAW: "Draw", MoveKind.PASS: "Keep the drawn card (pass)",
             MoveKind.CHALLENGE: "Challenge the Wild Draw Four", MoveKind.ACCEPT: "Accept: draw 4",
             MoveKind.UNO: "Say UNO"}
    return words.get(kind, kind.value.capitalize())


def _percent(value: float) -> str:
    return f"{100 * value:.0f}%"


def points(value: float) -> str:
    """A half-width (0-1) in whole percentage points, at least 1: ``"±4"``."""
    return f"±{max(1, round(100 * value))}"


def worst_half_width(samples: int) -> float:
    """The widest half-width (0-1) of a 95% Wilson interval after ``samples`` rollouts (an estimate of
    one half), for the sample chooser's labels."""
    n, z2 = samples, _Z95 ** 2
    return _Z95 / (1 + z2 / n) * math.sqrt(0.25 / n + z2 / (4 * n * n))


def summary_text(evaluation: Any, game: Any) -> str:
    """The announcement of a finished analysis, key fact first: ``"Best: Red 5, 62% (±4), clearly ahead
    of Draw, 48%. 5 moves ranked for Ana; the table follows."`` (or "about even with" when the paired
    difference's 95% interval includes 0, :meth:`unokit.analysis.Evaluation.difference`)."""
    ranked = evaluation.ranked()
    best = ranked[0]
    text = f"Best: {move_label(game, best.move)}, {_percent(best.estimate)} ({points(best.half_width)})"
    if len(ranked) > 1:
        second = ranked[1]
        difference, half = evaluation.difference(best, second)
        relation = "clearly ahead of" if difference - half > 0 else "about even with"
        text += f", {relation} {move_label(game, second.move)}, {_percent(second.estimate)}"
    name = game.players[evaluation.seat]
    count = len(ranked)
    return f"{text}. {count} move{'s' * (count != 1)} ranked for {name}; the table follows."


def position_words(cursor: int, line: Any) -> str:
    place = "the deal" if cursor == 0 else f"move {cursor}"
    return place if line is None or line.is_main else f"{place} of branch {line.number}"


def results_html(evaluation: Any, game: Any, *, cursor: int, line: Any = None) -> str:
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
    """
    ranked = evaluation.ranked()
    name = html.escape(game.players[evaluation.seat])
    where = position_words(cursor, line)
    caption = (f"{name}'s moves after {where}, best first: chance to win the round, with its 95% interval "
               f"({evaluation.samples} rollouts per move, every seat played by the {evaluation.policy} bot)")
    rows = []
    for rank, row in enumerate(ranked, 1):
        label = html.escape(move_label(game, row.move)) + (" (best)" if rank == 1 else "")
        note = " (stopped early)" if row.stopped_early else ""
        rows.append(f'<tr data-move="{html.escape(row.move.notation())}"><td>{rank}</td>'
                    f'<th scope="row">{label}</th><td>{_percent(row.estimate)}</td>'
                    f"<td>{_percent(row.low)} to {_percent(row.high)} ({points(row.half_width)})</td>"
                    f"<td>{row.rollouts}{note}</td></tr>")
    table = ('<table class="unokit-analysis-table"><caption>' + caption + "</caption><thead><tr>"
             '<th scope="col">Rank</th><th scope="col">Move</th><th scope="col">Chance to win</th>'
             '<th scope="col">95% interval</th><th scope="col">Rollouts</th></tr></thead><tbody>'
             + "".join(rows) + "</tbody></table>")
    return f'<div class="unokit-analysis-result">{table}{_chart(ranked, game, name)}</div>'


def _chart(ranked: list[Any], game: Any, name: str) -> str:
    """A horizontal bar chart: one bar per move (estimate), its 95% interval as a line with end marks."""
    label_w, bar_w, value_w, row_h = 220, 220, 50, 26
    width, height = label_w + bar_w + value_w, row_h * len(ranked) + 24
    parts = []
    for i, row in enumerate(ranked):
        y = 8 + i * row_h
        label = html.escape(move_label(game, row.move))
        if len(label) > 34:
            label = label[:33] + "…"
        x0, x_est = label_w, label_w + bar_w * row.estimate
        x_low, x_high = label_w + bar_w * row.low, label_w + bar_w * row.high
        mid = y + row_h / 2 - 2
        parts.append(
            f'<text x="{label_w - 6}" y="{mid + 4:.1f}" text-anchor="end">{label}</text>'
            f'<rect class="unokit-chart-bar" x="{x0}" y="{y + 4}" width="{x_est - x0:.1f}" height="{row_h - 12}"/>'
            f'<line class="unokit-chart-interval" x1="{x_low:.1f}" x2="{x_high:.1f}" y1="{mid:.1f}" y2="{mid:.1f}"/>'
            f'<line class="unokit-chart-interval" x1="{x_low:.1f}" x2="{x_low:.1f}" y1="{y + 2}" y2="{y + row_h - 6}"/>'
            f'<line class="unokit-chart-interval" x1="{x_high:.1f}" x2="{x_high:.1f}" y1="{y + 2}" y2="{y + row_h - 6}"/>'
            f'<text x="{label_w + bar_w + 6}" y="{mid + 4:.1f}">{_percent(row.estimate)}</text>')
    axis_y = 8 + len(ranked) * row_h
    for tick in (0, 0.5, 1):
        x = label_w + bar_w * tick
        parts.append(f'<line class="unokit-chart-axis" x1="{x}" x2="{x}" y1="4" y2="{axis_y}"/>'
                     f'<text x="{x}" y="{axis_y + 13}" text-anchor="middle">{_percent(tick)}</text>')
    spoken = "; ".join(f"{move_label(game, r.move)} {_percent(r.estimate)}, interval {_percent(r.low)} to "
                       f"{_percent(r.high)}" for r in ranked)
    aria = html.escape(f"Bar chart of {html.unescape(name)}'s chance to win after each move, best first: {spoken}.")
    svg = (f'<svg class="unokit-analysis-svg" role="img" aria-label="{aria}" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" xmlns="http://www.w3.org/2000/svg">{"".join(parts)}</svg>')
    best = html.escape(move_label(game, ranked[0].move))
    caption = (f"Bars: the estimated chance to win the round after each move; lines with end marks: the 95% "
               f"interval. Best: {best}. The table gives the same numbers.")
    return f'<figure class="unokit-analysis-chart">{svg}<figcaption>{caption}</figcaption></figure>'


def progress_html(name: str, moves: int, samples: int, done: int) -> str:
    """The "Analysing…" state: a labelled ``<progress>`` bar (rollouts done of all), not a live region."""
    total = max(1, moves * samples)
    share = min(100, round(100 * done / total))
    return (f'<p class="unokit-analysis-status" data-state="running">Analysing {html.escape(name)}\'s '
            f"{moves} move{'s' * (moves != 1)}, {samples} rollouts each… "
            f'<progress max="{total}" value="{done}" aria-label="Analysis progress">{share}%</progress> '
            f"{share}%</p>")


def status_html(text: str, state: str) -> str:
    return f'<p class="unokit-analysis-status" data-state="{state}">{html.escape(text)}</p>'
