"""Analyse and what-if at a GameTable (issue 14 item 5).

One folded panel of the table, "Analyse and what-if lines", wired by the :class:`TableWhatIf` part of
:class:`~unokit.widgets.table.GameTable` (its controls are made when it is first opened, so the table's
first load is not heavier):

- **Analyse this position**: every legal move of the seat to act at the shown position with its
  estimated chance of winning the round and a 95% interval (:func:`unokit.analysis.evaluate`,
  determinized Monte Carlo from the seat's own knowledge), best first, as a table with a caption and
  headers, and beside it a bar chart of the same numbers with a text alternative. The rollouts run in a
  background thread: the table stays usable, the panel shows the progress, and the analysis stops when
  the shown position changes. In play mode a person may analyse only their own turn at the latest
  position (:func:`analysis_seat`); the estimate never uses a card the seat cannot see.
- **What-if lines**: from any position, "Try another move from here" opens a branch (a copy of the game
  from there, :class:`~unokit.widgets.lines.Lines`) on which moves are made as usual; the game's own
  line (the main line) is kept. A menu lists the lines and switches between them by keyboard; "Save
  this line as a record" writes the shown line as a game record (DESIGN.md contract 3).

Announcements go through the table's one polite live region: one when an analysis starts, one when it
is done, key fact first ("Best: Red 5, 62% (±4) ..."), none for progress.

:mod:`unokit.analysis` is imported only when an analysis starts (the dashboard's first load does not
pay for it).
"""

from __future__ import annotations

import html
import json
import threading
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from unokit.errors import AnalysisError, UnokitError
from unokit.i18n import problem_text
from unokit.widgets.analysis_view import (
    analysing_text,
    move_label,
    points,
    position_words,
    progress_html,
    results_html,
    status_html,
    summary_text,
    worst_half_width,
)
from unokit.widgets.disclosure import disclosed
from unokit.widgets.lines import Lines

__all__ = ["TableWhatIf", "AnalyseRefused", "AnalysisRun", "analysis_seat", "move_label", "results_html",
           "summary_text", "SAMPLE_CHOICES", "DEFAULT_SAMPLES", "ANALYSIS_SEED", "POLICY"]

#: Rollouts per move the panel offers; the default finishes in about 2 s CPU for seven moves
#: (measured: 200 rollouts of 7 moves, 3 seats, 0.56 s CPU on the 2-core CI machine).
SAMPLE_CHOICES = (200, 500, 1000, 2000)
DEFAULT_SAMPLES = 500
#: Why the what-if lines are closed in play mode while the round goes on (said beside the disabled buttons
#: and when one is asked for from Python): the English of the catalogue's ``table-lines-closed``, which the
#: table says in its language.
LINES_CLOSED = ("What-if lines open once the round is over: trying moves on a copy now would show cards that are "
                "still hidden.")
#: The seed of every table analysis: the same position always gets the same numbers.
ANALYSIS_SEED = 0
#: The bot every seat plays in the rollouts (:data:`unokit.agents.AGENTS`).
POLICY = "greedy"


class AnalyseRefused(UnokitError):
    """No analysis at this position: the message says why (the round is over, another seat is to act
    in play mode, a past position in play mode, every hand hidden)."""


class _Cancelled(Exception):
    """Raised inside a rollout's progress callback to stop a cancelled analysis."""


def analysis_seat(session: Any) -> int:
    """The seat whose moves an analysis of the shown position ranks: the seat to act.

    Teaching mode, and a round that is over (every hand is public): any position. Play mode while the
    round goes on: only the person's own seat, at the latest position, when it is theirs to act (so
    nothing is analysed from a seat whose cards the person may not see).

    Args:
        session: a :class:`~unokit.widgets.session.TableSession`.

    Returns:
        the seat (0-based).

    Raises:
        AnalyseRefused: with the reason in words.
    """
    shown = session.shown
    names = shown.players
    say = session.say  # the table's language (DESIGN.md contract 7)
    if shown.is_over() or shown.current is None:
        raise AnalyseRefused(say("table-analysis-refuse-over"))
    seat = shown.current
    if session.play and not session.game.is_over():
        if not session.at_latest:
            raise AnalyseRefused(say("table-analysis-refuse-latest"))
        if session.viewer is None:
            raise AnalyseRefused(say("table-analysis-refuse-hidden"))
        if seat != session.viewer or seat not in session.human_seats:
            raise AnalyseRefused(say("table-analysis-refuse-turn", name=names[seat]))
    return seat


def _at_once(function: Callable[..., None], *args: Any) -> None:
    function(*args)


class AnalysisRun:
    """One analysis in a background thread (or at once, ``background=False``).

    Args:
        game: a copy of the position (the run reads it from another thread).
        seat, samples: as :func:`unokit.analysis.evaluate` (policy :data:`POLICY`, seed :data:`ANALYSIS_SEED`).
        deliver: calls a function on the kernel's thread (``loop.call_soon_threadsafe``), or at once.
        on_progress(run, done), on_done(run, evaluation), on_error(run, error): callbacks, each delivered.
    """

    def __init__(self, game: Any, seat: int, samples: int, *, deliver: Callable[..., None],
                 on_progress: Callable[..., None], on_done: Callable[..., None],
                 on_error: Callable[..., None]) -> None:
        self.game, self.seat, self.samples = game, seat, samples
        self.moves = len(game.view(seat).legal_moves)
        self._deliver = deliver
        self._on_progress, self._on_done, self._on_error = on_progress, on_done, on_error
        self._cancelled = threading.Event()
        self.thread: threading.Thread | None = None
        self.done = 0

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def cancel(self) -> None:
        """Stop the rollouts at the next chunk; nothing more is delivered."""
        self._cancelled.set()

    def start(self, *, background: bool = True) -> None:
        if not background:
            self._run()
            return
        self.thread = threading.Thread(target=self._run, name="unokit-analysis", daemon=True)
        try:
            self.thread.start()
        except RuntimeError:  # no threads (Pyodide in a browser): run here; progress is shown as it comes
            self.thread = None
            self._deliver = _at_once
            self._run()

    def join(self, timeout: float | None = None) -> None:
        if self.thread is not None:
            self.thread.join(timeout)

    def _progress(self, done: int) -> None:
        if self._cancelled.is_set():
            raise _Cancelled
        self.done = done
        self._deliver(self._on_progress, self, done)

    def _run(self) -> None:
        from unokit.analysis import evaluate

        try:
            result = evaluate(self.game, self.seat, samples=self.samples, policy=POLICY, seed=ANALYSIS_SEED,
                              progress=self._progress)
        except _Cancelled:
            return
        except UnokitError as error:
            if not self._cancelled.is_set():
                self._deliver(self._on_error, self, error)
            return
        if not self._cancelled.is_set():
            self._deliver(self._on_done, self, result)


class TableWhatIf:
    """A part of :class:`~unokit.widgets.table.GameTable`: the "Analyse and what-if lines" panel (see the
    module text).

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (the shown position, the lines'
            games are dealt into it).
        live: the table's :class:`~unokit.widgets.live.TableLive` (focus after a branch is opened).
        clock: the table's :class:`~unokit.widgets.clock.TableClock` (stopped when another line is shown).
        redraw: redraws the table from the session (its status message cleared).
        note: says a sentence in the table's status line.
        answer_soon: lets the bots answer at the position shown (the clock's :meth:`answer_soon`).

    The table puts :meth:`panels` in its side column, calls :meth:`after_redraw` at the end of every
    redraw and :meth:`reset_lines` when it deals a new game.
    """

    def __init__(self, session: Any, live: Any, clock: Any, *, redraw: Callable[[], Any],
                 note: Callable[[str], Any], answer_soon: Callable[[], Any]) -> None:
        # the state only: the panel's controls are made when it is first opened (or used from Python), so a
        # table's first load sends no more than the folded panel's button
        self.session, self.live, self.clock = session, live, clock
        self._redraw, self._note, self._answer_soon = redraw, note, answer_soon
        self.lines = Lines(session.game)
        self.analysis: Any = None  # the latest finished Evaluation shown, or None
        self.analysis_run: AnalysisRun | None = None
        self._analysed_key: tuple[int, int, int] | None = None
        self._lines_updating = False
        self._whatif_built = False
        #: the download link of a line's record (in this panel)
        self.download_html = widgets.HTML()
        self._whatif_box = disclosed(session.say("table-panel-analyse"), css_class="unokit-panel-analyse")
        self._whatif_box.disclosure.observe(self._on_unfolded, "value")

    def _on_unfolded(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self._ensure_whatif()

    def panels(self) -> dict[str, widgets.Widget]:
        """The folded panel of the side column, "Analyse and what-if lines" (its content made when it
        is first opened)."""
        return {"analyse": self._whatif_box}

    def _ensure_whatif(self, *, open_panel: bool = False) -> None:
        """Make the panel's controls if they are not made yet; ``open_panel``: unfold it too (an
        analysis or a line asked for from Python is shown)."""
        if open_panel and not self._whatif_box.disclosure.value:
            self._whatif_box.disclosure.value = True  # its observer makes the controls
        if self._whatif_built:
            return
        self._whatif_built = True
        w, say = widgets, self.session.say
        options = [(say("table-analysis-samples-option", samples=str(n), points=points(worst_half_width(n))), n)
                   for n in SAMPLE_CHOICES]
        self.analyse_samples = w.Dropdown(options=options, value=DEFAULT_SAMPLES, description=say("table-analysis-samples"),
                                          style={"description_width": "initial"}, layout={"width": "auto"})
        self.analyse_button = w.Button(description=say("table-analysis-button"), tooltip=say("table-analysis-button"))
        self.analyse_button.add_class("unokit-analyse-button")
        self.analyse_button.on_click(lambda _b: self._analyse_pressed())
        self.analyse_status = w.HTML()
        self.analyse_result = w.HTML()
        self.analyse_result.add_class("unokit-analysis-box")

        heading = w.HTML(f'<h3 class="unokit-h unokit-lines-heading">{say("table-lines-heading")}</h3>')
        self.branch_button = w.Button(description=say("table-lines-branch"), tooltip=say("table-lines-branch-tooltip"))
        self.branch_button.on_click(lambda _b: self.try_another_move())
        self.line_picker = w.Dropdown(description=say("table-lines-show"), style={"description_width": "initial"},
                                      layout={"width": "auto", "max_width": "40rem"})
        self.line_picker.add_class("unokit-line-picker")
        self.line_picker.observe(self._on_line_picked, "index")
        self.save_line_button = w.Button(description=say("table-lines-save"), tooltip=say("table-lines-save"))
        self.save_line_button.on_click(lambda _b: self.save_line())
        # play mode during the round: both line buttons would only refuse, so they are disabled and this says why
        self.lines_note = w.HTML()
        self.lines_note.add_class("unokit-lines-note")
        self._update_line_picker()

        controls = w.HBox([self.analyse_samples, self.analyse_button])
        controls.add_class("unokit-focus-group")
        line_buttons = w.HBox([self.branch_button, self.save_line_button])
        line_buttons.add_class("unokit-focus-group")
        self._whatif_box.disclosure.panel.children = [
            controls, self.analyse_status, self.analyse_result, heading, self.line_picker, line_buttons,
            self.lines_note, self.download_html]
        self._update_line_buttons()

    # ---------------------------------------------------------------- the analysis
    def _position_key(self) -> tuple[int, int, int]:
        return (id(self.session.game), self.session.cursor, len(self.session.game.move_stack))

    def analyse(self, samples: int | None = None, *, background: bool = True) -> Any:
        """Rank the moves of the seat to act at the shown position (:func:`analysis_seat`) with
        :func:`unokit.analysis.evaluate` (policy :data:`POLICY`, seed :data:`ANALYSIS_SEED`, the seat's
        own knowledge only): in a background thread (default) or at once.

        Args:
            samples: rollouts per move (default: the panel's choice, :data:`DEFAULT_SAMPLES`), one of
                :data:`SAMPLE_CHOICES` or any whole number from 1 to 1,000,000.
            background: run in a thread and return None at once (the result is shown and announced
                when done); False: run now and return the :class:`~unokit.analysis.Evaluation`.

        Returns None too when the analysis is refused (the reason is said in the status line), and when
        the seat has only one legal move (or none): that is said at once, naming the move, and no
        rollout is run.

        Raises:
            AnalysisError: ``samples`` out of range (before anything starts).
        """
        self._ensure_whatif(open_panel=True)
        if samples is None:
            samples = int(self.analyse_samples.value)
        if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= 1_000_000:
            raise AnalysisError(f"samples must be a whole number from 1 to 1,000,000, not {samples!r}")
        self.cancel_analysis(quiet=True)
        try:
            seat = analysis_seat(self.session)
        except AnalyseRefused as error:
            self.analyse_status.value = status_html(str(error), "refused")
            self._note(str(error))
            return None
        shown = self.session.shown
        moves = shown.view(seat).legal_moves
        if len(moves) < 2:  # nothing to rank: said at once, no rollouts run
            name, say = shown.players[seat], self.session.say
            text = (say("table-analysis-only-one", name=name, move=move_label(shown, moves[0], self.session.lang))
                    if moves else say("table-analysis-no-move", name=name))
            self.analysis = None
            self.analyse_result.value = ""
            self.analyse_status.value = status_html(text, "refused")
            self._note(text)
            return None
        position = shown.copy()
        loop = _kernel_loop()
        deliver: Callable[..., None] = ((lambda fn, *args: loop.call_soon_threadsafe(fn, *args)) if loop is not None
                                        and background else (lambda fn, *args: fn(*args)))
        run = AnalysisRun(position, seat, samples, deliver=deliver, on_progress=self._analysis_progress,
                          on_done=self._analysis_done, on_error=self._analysis_failed)
        self.analysis_run = run
        self._analysed_key = self._position_key()
        self.analysis = None
        self.analyse_result.value = ""
        name = position.players[seat]
        lang = self.session.lang
        self.analyse_status.value = progress_html(name, run.moves, samples, 0, lang)
        self.analyse_button.description = self.analyse_button.tooltip = self.session.say("table-analysis-cancel")
        self._note(analysing_text(name, run.moves, samples, lang))
        run.start(background=background)
        return self.analysis if not background else None

    def _analyse_pressed(self) -> None:
        if self.analysis_run is not None:
            self.cancel_analysis()
        else:
            self.analyse()

    def cancel_analysis(self, *, quiet: bool = False) -> bool:
        """Stop the running analysis (True if one ran). Said in the status line unless ``quiet`` (the
        position changed: the new position is announced instead)."""
        run = self.analysis_run
        if run is None or not self._whatif_built:
            return False
        run.cancel()
        self.analysis_run = None
        say = self.session.say
        self.analyse_button.description = self.analyse_button.tooltip = say("table-analysis-button")
        text = say("table-analysis-cancelled") if not quiet else say("table-analysis-stopped")
        self.analyse_status.value = status_html(text, "cancelled")
        if not quiet:
            self._note(text)
        return True

    def _analysis_progress(self, run: AnalysisRun, done: int) -> None:
        if run is not self.analysis_run:
            return
        self.analyse_status.value = progress_html(run.game.players[run.seat], run.moves, run.samples, done,
                                                  self.session.lang)

    def _analysis_done(self, run: AnalysisRun, evaluation: Any) -> None:
        if run is not self.analysis_run:
            return
        self.analysis_run = None
        self.analysis = evaluation
        game, say, lang = run.game, self.session.say, self.session.lang
        self.analyse_button.description = self.analyse_button.tooltip = say("table-analysis-button")
        line = self.lines.line
        where = position_words(len(game.move_stack), line, lang)
        self.analyse_status.value = status_html(
            say("table-analysis-done", name=game.players[run.seat], where=where, samples=str(run.samples)), "done")
        self.analyse_result.value = results_html(evaluation, game, cursor=len(game.move_stack), line=line, lang=lang)
        self._note(summary_text(evaluation, game, lang))

    def _analysis_failed(self, run: AnalysisRun, error: Exception) -> None:
        if run is not self.analysis_run:
            return
        self.analysis_run = None
        self.analyse_button.description = self.analyse_button.tooltip = self.session.say("table-analysis-button")
        text = self.session.say("table-analysis-failed", error=problem_text(error, self.session.lang))
        self.analyse_status.value = status_html(text, "refused")
        self._note(text)

    def forget_analysis(self) -> None:
        """Stop a running analysis and take the shown one away, without a word (a hot-seat hand-over: it
        ranks the last person's own cards)."""
        self.cancel_analysis(quiet=True)
        self.analysis = None
        self._analysed_key = None
        if self._whatif_built:
            self.analyse_status.value = ""
            self.analyse_result.value = ""

    # ---------------------------------------------------------------- what-if lines
    def reset_lines(self) -> None:
        """A new game is dealt (new game, loaded record, next round): its own line only."""
        self.cancel_analysis(quiet=True)
        self.lines = Lines(self.session.game)
        self.analysis = None
        if not self._whatif_built:
            return
        self.analyse_result.value = ""
        self.analyse_status.value = ""
        self._update_line_picker()

    def try_another_move(self) -> int | None:
        """Open a branch at the shown position of the shown line and show it, ready for another move;
        the line it came from is kept. Returns the branch's number, or None when refused (play mode
        while the round goes on: playing on a copy would show cards that are still hidden)."""
        self._ensure_whatif(open_panel=True)
        session = self.session
        if session.play and not self.lines.main.game.is_over():
            self._note(session.say("table-lines-closed"))
            return None
        at = session.cursor
        number = self.lines.branch(self.lines.current, at)
        self._show_line(self.lines[number].game, None)
        # the branch's first move is the person's to choose, a bot's seat too: trying another move there is
        # the point of the branch (the bot made it at once, before the person could choose)
        if session.choose_for_seat_to_act() is not None:
            self._redraw()
        where = session.say("table-analysis-deal") if at == 0 else session.say("table-analysis-after-move", cursor=at)
        self._note(session.say("table-lines-branched", number=number, where=where, prompt=session.prompt()).strip())
        self.live.focus_on(".unokit-hand-interactive button.unokit-card-button[tabindex='0']")
        self._answer_soon()
        return number

    def switch_line(self, index: int) -> None:
        """Show line ``index`` (0 = the main line). Back to a line this branch came from: at the
        position where it forked; to another line: at its latest move. Raises
        :class:`~unokit.widgets.lines.LineError` for a line not there."""
        self._ensure_whatif(open_panel=True)
        lines = self.lines
        before = lines.line
        target = lines[index]
        if target is before:
            return
        cursor = None
        line = before
        while line.parent is not None:  # the fork point, if the target is an ancestor
            if line.parent == target.number:
                cursor = line.fork
                break
            line = lines[line.parent]
        lines.select(index)
        self._show_line(target.game, cursor)
        session = self.session
        shown, cursor, say = session.shown, session.cursor, session.say
        where = say("table-where-deal") if cursor == 0 else say("table-where-move", cursor=cursor,
                                                                total=len(target.game.move_stack))
        name = say("table-lines-main") if target.is_main else say("table-lines-branch-name", number=target.number)
        last = (session.narration(cursor - 1) if cursor else
                shown.setup_narration if session.lang == "en" else shown.setup_narration_text(session.lang))
        self._note(say("table-lines-showing", line=name, where=where, last=last))
        self._answer_soon()

    def _show_line(self, game: Any, cursor: int | None) -> None:
        self.cancel_analysis(quiet=True)
        self.clock.stop()
        self.session.set_game(game, cursor=cursor)
        self.session.note_announced()
        self._redraw()

    def _on_line_picked(self, change: dict[str, Any]) -> None:
        if self._lines_updating or change["new"] is None or change["new"] == self.lines.current:
            return
        self.switch_line(int(change["new"]))

    def _update_line_picker(self) -> None:
        options = [(label, line.number) for label, line in zip(self.lines.labels(self.session.lang), self.lines,
                                                                strict=True)]
        if list(self.line_picker.options) == options and self.line_picker.index == self.lines.current:
            return
        self._lines_updating = True
        try:
            with self.line_picker.hold_sync():
                self.line_picker.options = options
                self.line_picker.index = self.lines.current
        finally:
            self._lines_updating = False

    def save_line(self) -> str | None:
        """Offer the shown line as a game record (contract 3; ``meta`` says which line) in the
        table's download link; returns the JSON text. Play mode: only once the round of the game's own
        line is over (a record holds the seed, which fixes every hidden card)."""
        import base64

        self._ensure_whatif(open_panel=True)
        line, say = self.lines.line, self.session.say
        if self.session.play and not self.lines.main.game.is_over():
            self.download_html.value = ""
            self._note(say("table-lines-save-when-over"))
            return None
        try:
            text = json.dumps(self.lines.record(), indent=1)
        except UnokitError as error:
            self.download_html.value = ""
            self._note(say("table-lines-cannot-save", error=problem_text(error, self.session.lang)))
            return None
        name = "main-line" if line.is_main else f"branch-{line.number}"
        what = say("table-lines-main") if line.is_main else say("table-lines-branch-name", number=line.number)
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download_html.value = (f'<a class="unokit-download" download="unokit-{name}.json" '
                                    f'href="data:application/json;base64,{data}">'
                                    f'{html.escape(say("table-lines-download", line=what), quote=False)}</a>')
        self._note(say("table-lines-ready", line=what))
        return text

    def leave_lines_first(self) -> bool:
        """True when a new round may start (the game's own line is shown); else says to switch back."""
        if self.lines.current == 0:
            return True
        self._note(self.session.say("table-lines-switch-main"))
        return False

    # ---------------------------------------------------------------- each redraw
    def after_redraw(self) -> None:
        """After a redraw: stop or clear an analysis of another position; keep the line list current."""
        if not self._whatif_built:
            return
        if self._analysed_key is not None and self._analysed_key != self._position_key():
            self._analysed_key = None
            if self.analysis_run is not None:
                self.cancel_analysis(quiet=True)
            else:
                self.analyse_status.value = ""
            self.analysis = None
            self.analyse_result.value = ""
        self._update_line_picker()
        self._update_line_buttons()

    def _update_line_buttons(self) -> None:
        """Play mode while the game's own round goes on: "Try another move from here" and "Save this line"
        are disabled (they would only refuse), with :data:`LINES_CLOSED` beside them (ux-audit-2 N12)."""
        closed = self.session.play and not self.lines.main.game.is_over()
        note = f'<p class="unokit-lines-closed">{self.session.say("table-lines-closed")}</p>' if closed else ""
        for button in (self.branch_button, self.save_line_button):
            if button.disabled != closed:
                button.disabled = closed
        if self.lines_note.value != note:
            self.lines_note.value = note


def _kernel_loop() -> Any:
    from unokit.widgets.clock import kernel_loop

    return kernel_loop()  # to deliver results on the kernel's thread (no timer)
