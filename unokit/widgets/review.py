"""Review a round together from its saved record (issue 29, "Review together").

:class:`ReviewTable` is a :class:`~unokit.widgets.table.GameTable` in teaching mode (every hand face up,
the table's own Back / Forward / First / Last buttons and move slider) with a review bar above it:

- **Jump to move**: a list of every move of the shown line in words ("Move 12: Ben plays Red 5"), so a
  class can go straight to the move under discussion;
- **Try another move from here**: opens a what-if line at the shown position (the table's branches,
  :class:`~unokit.widgets.lines.Lines`); **Back to the recorded round** returns to the game's own line;
- **following a host**: ``viewer.follow(host)`` makes a second review show what the host shows (its
  line, its position, and the what-if lines the host opens, with their moves). A viewer who steps on
  their own (or presses *Step on my own*) leaves the review; *Rejoin the review* takes them back to the
  host's position. Within one kernel this lets a teacher drive the projector's view while a student's
  own view follows; it is the model the shared tables (once they exist) will use between browsers.

Python is the only authority: every position shown is a position of the engine's game or of a copy
(:meth:`unokit.game.Game.copy`), never a value typed by the page.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets
import traitlets

from unokit.errors import UnokitError
from unokit.widgets.lines import Lines
from unokit.widgets.table import GameTable

__all__ = ["ReviewTable", "sync_lines"]


def sync_lines(mine: Lines, theirs: Lines) -> bool:
    """Make ``mine`` hold the same lines as ``theirs``, move for move: each line of ``theirs`` that
    ``mine`` lacks is forked from the same parent at the same move, and each line's moves are taken back
    (:meth:`~unokit.game.Game.pop`) to the longest common start and pushed again as in ``theirs``.
    The current line of ``mine`` is kept. Both must have started from the same record (the same deal).

    Returns whether anything in ``mine`` changed.
    """
    changed = False
    current = mine.current
    for number, line in enumerate(theirs):
        if number >= len(mine):
            mine.branch(line.parent, line.base)  # type: ignore[arg-type]  # every line after the first has a parent
            changed = True
        game = mine[number].game
        want = line.game.move_stack
        have = game.move_stack
        common = 0
        while common < min(len(want), len(have)) and want[common] == have[common]:
            common += 1
        while len(game.move_stack) > common:
            game.pop()
            changed = True
        for move in want[common:]:
            game.push(move)
            changed = True
    mine.current = current
    return changed


class ReviewTable(widgets.VBox):
    """A round reviewed from its record: every hand shown, step, back, jump to a move, what-if lines.

    Args:
        record: a game record (DESIGN.md contract 3): a path, JSON text, a dict or a
            :class:`~unokit.record.GameRecord`; the review starts at the deal.
        game: instead of ``record``, a :class:`~unokit.game.Game` (e.g. a round just played); shown from the
            deal, the game itself unchanged.
        vision: colour-vision preview (``render.cvd.VISIONS``); theme: ``"auto"``, ``"light"`` or ``"dark"``.
        lang: the language of the review and its table (DESIGN.md contract 7; ``GameTable(lang=)``).

    Attributes:
        table: the :class:`GameTable` (teaching mode) that shows the positions.
        position: ``(line, cursor)``: the line shown (0 = the recorded round, then what-if branches) and
            how many of its moves the shown position includes (0 = the deal).
        following: whether this review follows a host (:meth:`follow`) right now.

    Raises:
        UnokitError: neither or both of ``record`` and ``game``; an unknown vision, theme or language.
        RecordError: a bad record (the message names the field).
    """

    position = traitlets.Tuple(traitlets.Int(), traitlets.Int(), default_value=(0, 0))
    following = traitlets.Bool(False)

    def __init__(self, record: Any = None, *, game: Any = None, vision: str = "normal", theme: str = "auto",
                 lang: str = "en") -> None:
        if (record is None) == (game is None):
            raise UnokitError("a review needs a record or a game (one of them): ReviewTable(record='round.json')")
        if game is not None:
            game = game.copy()  # the review never changes the game it was given
        self.table = GameTable(game, record=record if game is None else None, mode="teaching", vision=vision,
                               theme=theme, lang=lang)
        say = self._say = self.table.session.say
        self.table.go(0)  # from the deal
        self._host: ReviewTable | None = None
        self._mirroring = False
        self._jump_updating = False
        self.heading = widgets.HTML(f'<h2 class="unokit-review-heading">{html.escape(say("table-review-heading"))}</h2>')
        self.jump_picker = widgets.Dropdown(description=say("table-review-jump"), options=[(say("table-review-deal"), 0)],
                                            value=0, style={"description_width": "initial"})
        self.jump_picker.observe(self._on_jump, "value")
        self.whatif_button = widgets.Button(description=say("table-lines-branch"), tooltip=say("table-review-whatif-tooltip"))
        self.whatif_button.on_click(lambda _b: self.what_if())
        self.main_button = widgets.Button(description=say("table-review-main"), tooltip=say("table-review-main-tooltip"))
        self.main_button.on_click(lambda _b: self.back_to_round())
        self.follow_button = widgets.Button(description=say("table-review-step-own"))
        self.follow_button.on_click(lambda _b: self.leave() if self.following else self.rejoin())
        self.follow_button.layout.display = "none"  # only while there is a host to follow
        self.status = widgets.HTML()
        bar = widgets.HBox([self.jump_picker, self.whatif_button, self.main_button, self.follow_button])
        bar.add_class("unokit-review-bar")
        super().__init__(children=[self.heading, bar, self.status, self.table])
        self.add_class("unokit-review")
        self.table.position_html.observe(self._on_redraw, "value")
        self._update()

    # ---------------------------------------------------------------- state
    @property
    def cursor(self) -> int:
        """How many moves of the shown line the shown position includes (0 = the deal)."""
        return self.table.cursor

    @property
    def line(self) -> int:
        """The line shown: 0 the recorded round, 1, 2, ... the what-if lines in the order opened."""
        return self.table.lines.current

    @property
    def total(self) -> int:
        """Moves in the shown line."""
        return len(self.table.game.move_stack)

    # ---------------------------------------------------------------- stepping
    def step(self) -> None:
        """Show the next move (nothing at the last one)."""
        self.jump(self.cursor + 1)

    def back(self) -> None:
        """Show the position one move earlier (nothing at the deal)."""
        self.jump(self.cursor - 1)

    def jump(self, move: int) -> None:
        """Show the position after ``move`` moves of the shown line (0 = the deal; clamped to the line).

        Raises :class:`UnokitError` for a ``move`` that is not a whole number.
        """
        if isinstance(move, bool) or not isinstance(move, int):
            raise UnokitError(f"a move number is a whole number from 0 (the deal) to {self.total}, not {move!r}")
        self.table.go(move)
        self._update()

    def what_if(self) -> int | None:
        """Open a what-if line at the shown position and show it (the table's "Try another move from
        here"); returns its number. The recorded round is kept."""
        number = self.table.try_another_move()
        self._update()
        return number

    def back_to_round(self) -> None:
        """Show the recorded round again (line 0), where the shown what-if line left it."""
        self.table.switch_line(0)
        self._update()

    # ---------------------------------------------------------------- following a host
    def follow(self, host: ReviewTable) -> None:
        """Follow ``host``: show its line and position now and after each of its changes, until
        :meth:`leave`. Both must review the same round. Raises :class:`UnokitError` for a host that is
        not a ReviewTable, this review itself, or another round."""
        if not isinstance(host, ReviewTable) or host is self:
            raise UnokitError("a review follows another ReviewTable of the same round")
        if host.table.lines.main.game.start_args != self.table.lines.main.game.start_args or (
                host.table.lines.main.game.seed != self.table.lines.main.game.seed):
            raise UnokitError("the host reviews another round: open the same record to follow it")
        if self._host is not None:
            self._host.unobserve(self._on_host, "position")
        self._host = host
        host.observe(self._on_host, "position")
        self.follow_button.layout.display = ""
        self.rejoin()

    def leave(self) -> None:
        """Stop following the host, to step on one's own (the host's review goes on)."""
        if self._host is None:
            return
        self.following = False
        self._update()
        self.table.live.say(self._say("table-review-left"))

    def rejoin(self) -> None:
        """Follow the host again, from its current line and position. Raises :class:`UnokitError` when
        there is no host (:meth:`follow` first)."""
        if self._host is None:
            raise UnokitError("there is no review to rejoin: follow a host first")
        self.following = True
        self._mirror()

    def _on_host(self, _change: dict[str, Any]) -> None:
        if self.following:
            self._mirror()

    def _mirror(self) -> None:
        host = self._host
        assert host is not None
        self._mirroring = True
        try:
            table = self.table
            changed = sync_lines(table.lines, host.table.lines)
            line, cursor = host.position
            if table.lines.current != line:
                table.switch_line(line)
            if table.cursor != cursor:
                table.go(cursor)
            elif changed:
                table.refresh()
        finally:
            self._mirroring = False
        self._update()

    # ---------------------------------------------------------------- drawing
    def _on_redraw(self, _change: dict[str, Any]) -> None:
        if (self.following and not self._mirroring and self._host is not None
                and (self.line, self.cursor) != tuple(self._host.position)):
            self.following = False  # a viewer who steps on their own has left the review
        self._update()

    def _on_jump(self, change: dict[str, Any]) -> None:
        if self._jump_updating or change["new"] is None or change["new"] == self.cursor:
            return
        self.jump(int(change["new"]))

    def _update(self) -> None:
        """Keep ``position``, the jump list, the buttons and the status line in step with the table."""
        game, say, lang = self.table.game, self._say, self.table.lang
        narration = game.narration if lang == "en" else game.narration_text(lang)
        options = [(say("table-review-deal"), 0)] + [(say("table-review-move", number=i, said=str(text)), i)
                                                     for i, text in enumerate(narration, 1)]
        self._jump_updating = True
        try:
            with self.jump_picker.hold_sync():
                if list(self.jump_picker.options) != options:
                    self.jump_picker.options = options
                self.jump_picker.value = self.cursor
        finally:
            self._jump_updating = False
        self.main_button.disabled = self.line == 0
        where = say("table-where-deal") if self.cursor == 0 else say("table-where-move", cursor=self.cursor,
                                                                       total=self.total)
        line = say("table-review-round") if self.line == 0 else say("table-review-line", number=self.line)
        if self._host is None:
            who = ""
        else:
            who = " " + say("table-review-following" if self.following else "table-review-on-own")
        self.follow_button.description = say("table-review-step-own" if self.following else "table-review-rejoin")
        text = say("table-review-status", line=line, where=where) + who
        self.status.value = (f'<p class="unokit-review-status" data-line="{self.line}" data-cursor="{self.cursor}">'
                             f"{html.escape(text)}</p>")
        self.position = (self.line, self.cursor)
