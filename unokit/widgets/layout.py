"""How a GameTable's parts are arranged into the page: the widget tree of the table.

:func:`table_layout` puts the table's widgets (its own and its parts', read through the table) into the
board (the piles and the turn, the hand and the command field, the other seats) and the side column of
folded panels. It only arranges: every widget is made, drawn and wired by the part that owns it.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from unokit.widgets.disclosure import disclosed

__all__ = ["table_layout"]


def table_layout(table: Any) -> list[widgets.Widget]:
    """The table's children, in reading and focus order: its title, its live regions, the board and the
    side column of panels. Sets ``table.centre``, ``table.board``, ``table.play_box`` and ``table.panels``
    (``{"moves", "log", "history", "options", "scores", "records", "analyse", "keys", "announce"}``: the
    folded panels by name) for the table's stylesheet and tests.

    Args:
        table: a :class:`~unokit.widgets.table.GameTable` whose parts are made.
    """
    w = widgets
    teaching = not table.session.play  # teaching opens its legal moves and the history at once
    # not a focus group: when an action's button goes (its move was made), focus goes to the hand,
    # where the next move is made, rather than to the neighbouring action (live.js)
    right = w.VBox([table.actions_box, table.uno_countdown, table.seed_html])
    right.add_class("unokit-turn-box")
    table.centre = w.HBox([table.summary, right])
    table.centre.add_class("unokit-centre")
    # reading and focus order (WCAG 1.3.2, 2.4.3): the piles and the turn, then the hand of the seat to act
    # and the command field, then the other seats. table.css draws the other seats beside the piles on a
    # wide screen (a grid) and under the hand on a phone, so a person never scrolls past them to their cards.
    table.board = w.VBox([table.centre, table.handover_box, table.you_box, table.command_bar, table.others_box])
    table.board.add_class("unokit-board")

    history = w.HBox([table.first_button, table.back_button, table.slider, table.forward_button, table.last_button])
    history.add_class("unokit-history")
    history.add_class("unokit-focus-group")
    tools = w.HBox([table.move_picker, table.make_move_button, table.hint_button])
    tools.add_class("unokit-tools")
    table.play_box = w.VBox([table.auto_toggle, table.speed, table.bot_picker])
    table.play_box.add_class("unokit-play")
    records = w.HBox([table.upload, table.save_button, table.download_html])
    records.add_class("unokit-records")
    table.panels = {
        "moves": disclosed("Legal moves and hints", table.legal_html, tools, css_class="unokit-panel-legal",
                           expanded=teaching),
        "log": disclosed("Moves so far", table.move_log, css_class="unokit-panel-log", expanded=teaching),
        "history": disclosed("Step through the round", history,
                             w.HBox([table.position_html, table.continue_button]), table.confirm_box,
                             css_class="unokit-panel-history", expanded=teaching),
        "options": disclosed("Bots, view and sorting", table.play_box, table.sort_toggle,
                             w.HBox([table.vision_picker, table.legend_toggle]), table.vision_note, table.legend,
                             css_class="unokit-panel-options"),
        "scores": disclosed("Scores", table.scores_html, css_class="unokit-panel-scores"),
        "records": disclosed("Save or load the game record", records, css_class="unokit-panel-records"),
        **table.what_if.panels(),
        **table.ear.panels(),
    }
    side = w.VBox(list(table.panels.values()))
    side.add_class("unokit-panels")
    return [table.title, table.live, table.board, side]
