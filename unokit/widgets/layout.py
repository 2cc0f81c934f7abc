"""The table's widget tree: where each part of a :class:`~unokit.widgets.table.GameTable` sits on the page.

:func:`table_layout` arranges the widgets a table has built (its title, live region, piles, actions, seats,
command field and panels) into the children of the table's box. The look (the felt, the seats around the
piles, the hand along the bottom, the panels in a drawer) is drawn by ``static/table.css``.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from unokit.widgets.disclosure import disclosed

__all__ = ["table_layout"]


#: The parts' widgets and state that the table passes on, read-only, under their own names (``table.uno_button``
#: is ``table.action_bar.uno_button``): for the layout, the stylesheet's tests and older code.
PASSED_ON: dict[str, tuple[str, ...]] = {
    "ear": ("command_bar", "announce_panel", "keys_list", "ask", "command"),
    "ear.voice": ("voice_panel", "voice_holds", "voice_spoken"),
    "action_bar": ("draw_button", "pass_button", "challenge_button", "accept_button", "uno_button",
        "starter_chooser", "choose_box", "catch_buttons", "catch_box", "jump_box", "let_play_button",
        "next_round_button", "step_button", "actions_box", "move_picker", "make_move_button"),
    "history_bar": ("first_button", "back_button", "forward_button", "last_button", "slider", "position_html",
        "continue_button", "confirm_html", "confirm_yes", "confirm_no", "confirm_box"),
    "seats": ("hands", "seat_headings", "seat_boxes", "others_box", "you_box", "handover_html", "handover_button",
        "handover_box"),
    "piles": ("title", "summary", "draw_pile", "scores_html", "seed_html"),
    "records": ("upload", "save_button", "download_html"),
    "options": ("sort_toggle", "auto_toggle", "speed", "bot_picker", "signs_picker", "vision_picker", "vision_note",
        "legend_toggle", "legend"),
    "what_if": ("lines", "analysis", "analysis_run", "analyse", "cancel_analysis", "forget_analysis",
        "try_another_move", "switch_line", "save_line", "leave_lines_first"),
    "turns": ("jump_in", "let_play_go_on", "offer_jump_in", "hand_over", "step", "bots_move", "tick"),
}


def table_layout(table: Any) -> list[widgets.Widget]:
    """The children of ``table`` (a :class:`~unokit.widgets.table.GameTable` whose controls are built):
    the title, the status line, the board and the panels, in reading and focus order (WCAG 1.3.2, 2.4.3).

    Sets ``table.centre``,
    ``table.board``, ``table.play_box`` and ``table.panels`` (a dict of the folded
    panels by key), which the table reads later."""
    w = widgets
    teaching = not table.session.play  # teaching opens its legal moves and the history at once
    # the draw pile IS the draw button: the deck's picture and count (TablePiles.draw_pile, view.draw_pile_html)
    # with the button drawn over it while drawing is a move (table.css); the button keeps its name, "Draw a
    # card", and its place in the reading and focus order: after the discard pile and the facts, before the
    # other actions (the action bar leaves it out of its own row)
    table.draw_button.add_class("unokit-draw-button")
    deck = w.Box([table.draw_pile, table.draw_button])
    deck.add_class("unokit-draw-pile")
    # not a focus group: when an action's button goes (its move was made), focus goes to the hand,
    # where the next move is made, rather than to the neighbouring action (live.js)
    right = w.VBox([table.actions_box, table.uno_countdown, table.uno_play_on_button, table.seed_html])
    right.add_class("unokit-turn-box")
    table.centre = w.Box([table.summary, deck, right])
    table.centre.add_class("unokit-centre")
    # reading and focus order (WCAG 1.3.2, 2.4.3): the piles and the turn, then the hand of the seat to act
    # and the command field, then the other seats. table.css draws the board as a card table: the other seats
    # across its top, the piles in the middle, your hand along the bottom (a flex order, the same at every
    # width), so a person never scrolls past the other seats to their cards.
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
    say = table.session.say  # the panels' names in the table's language
    table.panels = {
        "moves": disclosed(say("table-panel-moves"), table.legal_html, tools, css_class="unokit-panel-legal",
                           expanded=teaching),
        "log": disclosed(say("table-panel-log"), table.move_log, css_class="unokit-panel-log", expanded=teaching),
        "history": disclosed(say("table-panel-history"), history,
                             w.HBox([table.position_html, table.continue_button]), table.confirm_box,
                             css_class="unokit-panel-history", expanded=teaching),
        "options": disclosed(say("table-panel-options"), table.play_box, table.sort_toggle,
                             w.HBox([table.signs_picker, table.vision_picker, table.legend_toggle]), table.vision_note,
                             table.legend,
                             css_class="unokit-panel-options"),
        "scores": disclosed(say("table-panel-scores"), table.scores_html, css_class="unokit-panel-scores"),
        "records": disclosed(say("table-panel-records"), records, css_class="unokit-panel-records"),
        **table.what_if.panels(),
        **table.ear.panels(),
    }
    # the panels: a drawer beside the table on a wide screen (table.css), under it otherwise; never a column
    # that takes the table's width
    side = w.VBox(list(table.panels.values()))
    side.add_class("unokit-panels")
    return [table.title, table.live, table.board, side]
