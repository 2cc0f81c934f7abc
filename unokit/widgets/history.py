"""The history bar of a GameTable: step through the round (First, Back, a slider, Forward, Last), where the
shown position stands, and "Continue from here" with its confirmation (the later moves are dropped).

Stepping never changes the game: the shown position is the session's cursor
(:attr:`~unokit.widgets.session.TableSession.cursor`); the bar mirrors it in its traitlets ``cursor``,
``total`` and ``at_latest`` and asks the table to :meth:`~unokit.widgets.table.GameTable.go` elsewhere.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets
import traitlets

from unokit.widgets.range import RangeInput

__all__ = ["HistoryBar"]


class HistoryBar(traitlets.HasTraits):
    """The history controls of one table.

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (cursor and moves).
        live: the table's :class:`~unokit.widgets.live.TableLive` (the confirmation's question, focus).
        go: shows the position after a number of moves (the table's ``go``).
        continue_from_here: drops the later moves and plays on (the table's ``continue_from_here``).

    Traitlets (Python writes them at each redraw): ``cursor`` (moves the shown position includes),
    ``total`` (moves of the game) and ``at_latest``.
    """

    cursor = traitlets.Int(0)
    total = traitlets.Int(0)
    at_latest = traitlets.Bool(True)

    def __init__(self, session: Any, live: Any, *, go: Callable[[int], Any],
                 continue_from_here: Callable[[], Any]) -> None:
        super().__init__()
        w = widgets
        self.session, self.live = session, live
        self._go = go
        say = session.say  # the words in the table's language (DESIGN.md contract 7)
        self.first_button = w.Button(description=say("table-history-first"))
        self.back_button = w.Button(description=say("table-history-back"))
        self.forward_button = w.Button(description=say("table-history-forward"))
        self.last_button = w.Button(description=say("table-history-last"))
        self.first_button.on_click(lambda _b: go(0))
        self.back_button.on_click(lambda _b: go(self.session.cursor - 1))
        self.forward_button.on_click(lambda _b: go(self.session.cursor + 1))
        self.last_button.on_click(lambda _b: go(len(self.session.game.move_stack)))
        self.slider = RangeInput(label=say("table-history-move"), min=0, max=0, step=1, value=0)
        self.slider.observe(self._on_slider, "value")
        self.position_html = w.HTML()
        self.continue_button = w.Button(description=say("table-history-continue"))
        self.continue_button.on_click(lambda _b: self.ask_continue())
        self.confirm_html = w.HTML()
        self.confirm_yes = w.Button(description=say("table-history-yes-drop"), button_style="warning")
        self.confirm_no = w.Button(description=say("table-hand-cancel"))
        self.confirm_yes.on_click(lambda _b: continue_from_here())
        self.confirm_no.on_click(lambda _b: self.hide_confirm())
        self.confirm_box = w.HBox([self.confirm_html, self.confirm_yes, self.confirm_no])
        self.confirm_box.layout.display = "none"
        # ipywidgets writes title="null" when a tooltip is None: give every button its own words
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button,
                       self.continue_button, self.confirm_yes, self.confirm_no):
            button.tooltip = button.description

    def _on_slider(self, change: dict[str, Any]) -> None:
        if int(change["new"]) != self.session.cursor:
            self._go(int(change["new"]))

    def ask_continue(self) -> None:
        """Ask whether to drop the moves after the shown position (focus on "Yes, drop the later moves")."""
        cursor = self.session.cursor
        later = len(self.session.game.move_stack) - cursor
        question = self.session.say("table-history-play-on", cursor=str(cursor))
        dropped = self.session.say("table-history-dropped", count=later)
        self.confirm_html.value = f"<p><strong>{question}</strong> {dropped}</p>"
        self.confirm_box.layout.display = ""
        # focus goes to "Yes, drop the later moves"; the question beside it is said once (a button's name
        # alone does not say what is asked)
        self.live.say(f"{question} {dropped}")
        self.live.focus_on(".unokit-panel-history .jupyter-button.mod-warning")

    def hide_confirm(self) -> None:
        self.confirm_box.layout.display = "none"

    def refresh(self) -> None:
        """Show the session's cursor: the slider, the buttons, the position's words."""
        session = self.session
        cursor, total, at_latest = session.cursor, len(session.game.move_stack), session.at_latest
        with self.hold_trait_notifications():
            self.cursor, self.total, self.at_latest = cursor, total, at_latest
        with self.slider.hold_sync():
            with self.slider.hold_trait_notifications():
                self.slider.max = total
                self.slider.value = cursor
            say = session.say
            self.slider.value_text = (say("table-where-move", cursor=str(cursor), total=str(total)) if cursor
                                      else say("table-history-deal-of", total=str(total)))
            self.slider.disabled = total == 0
        self.first_button.disabled = self.back_button.disabled = cursor == 0
        self.forward_button.disabled = self.last_button.disabled = at_latest
        self.continue_button.layout.display = "none" if at_latest else ""
        if at_latest:
            self.hide_confirm()
        where = say("table-where-deal") if cursor == 0 else say("table-where-move", cursor=str(cursor), total=str(total))
        words = say("table-history-showing" if at_latest else "table-history-showing-past", where=where)
        self.position_html.value = (
            f'<p class="unokit-position" data-cursor="{cursor}" data-total="{total}">{html.escape(words)}</p>')
