"""The host's controls at a shared table beyond starting the round (issue 25 item 2): a bot for a seat, or
the seat back to its person, and ending the table. Shown to the host only, worded in the seat's language
(DESIGN.md contract 7); what they ask goes to the service (contract 6's additions ``seat`` and ``end``), which
alone checks it: a refusal is said in the table's live region.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

__all__ = ["HostControls", "HOST_BOT"]

#: The bot the host's "A bot plays seat N" box puts in a seat.
HOST_BOT = "greedy"


class HostControls(widgets.VBox):
    """One box per seat but the host's ("A bot plays seat 1 (Ben)") and an "End the table" button, for the
    host of ``table`` (a :class:`~unokit.widgets.shared.SharedTable`). :meth:`refresh` follows the view.

    Ending a table cannot be undone and stops the game for every seat, so "End the table" only asks: a
    question with "Yes, end the table" (focused) and "Keep playing" appears, and the table ends only on the
    yes (WCAG 3.3.4, error prevention: an action that cannot be reversed is confirmed).
    """

    def __init__(self, table: Any) -> None:
        self.table = table
        self.bot_boxes: list[widgets.Checkbox] = []
        self.end_button = widgets.Button(button_style="danger")
        self.end_button.add_class("unokit-shared-end")
        self.end_button.on_click(lambda _b: self.ask_to_end())
        self.confirm_question = widgets.HTML()
        self.confirm_question.add_class("unokit-shared-end-question")
        self.confirm_button = widgets.Button(button_style="danger")
        self.confirm_button.add_class("unokit-shared-end-confirm")
        self.confirm_button.on_click(lambda _b: self.confirm_end())
        self.keep_button = widgets.Button()
        self.keep_button.add_class("unokit-shared-end-keep")
        self.keep_button.on_click(lambda _b: self.keep_playing())
        self.confirm_row = widgets.HBox([self.confirm_question, self.confirm_button, self.keep_button])
        self.confirm_row.add_class("unokit-shared-end-confirmation")
        self.confirm_row.layout.display = "none"
        self._showing = False  # the boxes are set from the view, not by the host
        super().__init__([self.end_button, self.confirm_row])
        self.add_class("unokit-shared-host")
        self.layout.display = "none"

    def post(self, message: dict[str, Any]) -> None:
        """Send ``message`` to the service; a refusal (or no connection) is said by the table."""
        from unokit.i18n import message as words
        from unokit.tables.client import ServiceError

        table = self.table
        if table.client is None:
            table._refused(words("shared-not-connected", table.lang))
            return
        try:
            table.client.post(message)
        except ServiceError as error:
            table._refused(str(error))

    @property
    def asking(self) -> bool:
        """Whether the question "End the table for everyone?" is shown."""
        return self.confirm_row.layout.display != "none"

    def ask_to_end(self) -> None:
        """Show the question and its two buttons, move the focus to "Yes, end the table" and say the question
        in the table's live region; nothing is sent yet."""
        from unokit.i18n import message

        question = message("shared-end-question", self.table.lang)
        self.confirm_question.value = f"<p>{html.escape(question)}</p>"
        self.confirm_row.layout.display = ""
        self.end_button.layout.display = "none"
        self.confirm_button.focus()
        self.table.live.say(question)

    def confirm_end(self) -> None:
        """The host said yes: ask the service to end the table (contract 6 ``end``)."""
        self._close_question()
        self.post({"type": "end"})

    def keep_playing(self) -> None:
        """The host said no: hide the question, say so, and give the focus back to "End the table"."""
        from unokit.i18n import message

        self._close_question()
        self.end_button.focus()
        self.table.live.say(message("shared-end-kept", self.table.lang))

    def _close_question(self) -> None:
        self.confirm_row.layout.display = "none"
        self.end_button.layout.display = ""

    def refresh(self, view: dict[str, Any]) -> None:
        """Show the controls to the host of a table that has not ended, worded in the table's language, each
        box ticked when a bot plays its seat."""
        from unokit.i18n import message

        table, lang = self.table, self.table.lang
        self.layout.display = "" if table.host and not view.get("ended") else "none"
        self.end_button.description = self.end_button.tooltip = message("shared-button-end", lang)
        self.confirm_button.description = message("shared-end-yes", lang)
        self.keep_button.description = message("shared-end-keep", lang)
        if self.asking:  # a language changed while the question is shown
            self.confirm_question.value = f"<p>{html.escape(message('shared-end-question', lang))}</p>"
        if not table.host:  # another seat's page: no boxes made
            return
        seats = [(seat, s) for seat, s in enumerate(view["seats"]) if seat != view.get("host_seat", 0)]
        if len(self.bot_boxes) != len(seats):
            self.bot_boxes = []
            for seat, _s in seats:
                box = widgets.Checkbox(indent=False)
                box.add_class("unokit-shared-bot-toggle")
                box.observe(lambda change, seat=seat: self._toggled(seat, change["new"]), "value")
                self.bot_boxes.append(box)
            self.children = [*self.bot_boxes, self.end_button, self.confirm_row]
        self._showing = True
        try:
            for box, (seat, s) in zip(self.bot_boxes, seats, strict=True):
                box.description = message("shared-host-bot", lang, seat=str(seat), name=s["name"])
                box.value = bool(s["bot"])
        finally:
            self._showing = False

    def _toggled(self, seat: int, on: bool) -> None:
        if not self._showing:
            self.post({"type": "seat", "seat": seat, "bot": HOST_BOT if on else None})
