"""The "Bots, view and sorting" panel of a GameTable: bots playing on their own and their speed (the
clock's ``auto`` and ``speed``, linked), the table's bot kind, sorting the hands, the colour-vision preview
(with a note when this edition cannot simulate colour vision), the colour signs on the cards (ColorADD,
Mattel's symbols, letters or none; only the systems that cover the game's colours are offered) and the legend
of those signs.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from unokit.choices import TABLE_BOTS, vision_options
from unokit.i18n import join_list
from unokit.render.cvd import preview_needs
from unokit.widgets.clock import SPEED_RANGE_S
from unokit.widgets.legend import ColorADDLegend, vision_labels
from unokit.widgets.range import RangeInput

__all__ = ["TableOptions"]


class TableOptions:
    """The options of one table; each control is linked to the part that owns the setting.

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (the bot kind shown first).
        clock: the table's :class:`~unokit.widgets.clock.TableClock`: ``auto_toggle`` and ``speed`` are
            linked to its ``auto`` and ``speed`` traitlets.
        on_sort, on_bot, on_vision, on_signs: called with the new value when the person changes the hands'
            sorting, the bot kind, the colour-vision preview or the colour signs.
    """

    def __init__(self, session: Any, clock: Any, *, on_sort: Callable[[bool], Any], on_bot: Callable[[str], Any],
                 on_vision: Callable[[str], Any], on_signs: Callable[[str], Any] | None = None) -> None:
        w = widgets
        say = session.say  # the labels in the table's language (DESIGN.md contract 7)
        self.sort_toggle = w.Checkbox(description=say("table-option-sort"), indent=False)
        self.sort_toggle.observe(lambda change: on_sort(change["new"]), "value")
        # bots
        self.auto_toggle = w.Checkbox(description=say("table-option-auto"), indent=False)
        widgets.link((self.auto_toggle, "value"), (clock, "auto"))
        self.speed = RangeInput(label=say("table-option-speed"), min=SPEED_RANGE_S[0],
                                max=SPEED_RANGE_S[1], step=0.5, value=2.0,
                                value_text=_seconds(2.0, session.lang))
        self.speed.observe(self._on_speed, "value")
        widgets.link((self.speed, "value"), (clock, "speed"))
        self.bot_picker = w.Dropdown(options=[(say(f"table-bot-{bot}"), bot) for bot in TABLE_BOTS], value=session.bot,
                                     description=say("table-option-bots"))
        self.bot_picker.observe(lambda change: on_bot(change["new"]), "value")
        # vision and legend
        # without numpy and daltonlens (the browser edition) the previews come from precomputed matrices
        no_preview = preview_needs()
        self.lang = session.lang
        self.vision_picker = w.Dropdown(options=vision_options(vision_labels(self.lang), previews=not no_preview),
                                        description=say("table-option-vision"), style={"description_width": "initial"})
        needs = " and ".join(no_preview) if self.lang == "en" else join_list(no_preview, self.lang)
        self.vision_note = w.HTML(f"<p class='unokit-vision-note'>{html.escape(say('table-vision-note', needs=needs), quote=False)}</p>"
                                  if no_preview else "")
        self.vision_picker.observe(lambda change: on_vision(change["new"]), "value")
        self.signs_picker = w.Dropdown(description=say("table-option-signs"), style={"description_width": "initial"})
        self._offering = False  # True while the choices change: the picker's value is not the person's choice
        self.set_sign_choices(session.game.rules.colors)
        if on_signs is not None:
            self.signs_picker.observe(lambda change: None if self._offering else on_signs(change["new"]), "value")
        self.legend_toggle = w.Checkbox(description=say("table-option-legend"), indent=False)
        self.legend = ColorADDLegend(lang=self.lang)
        self.legend.preview.layout.display = "none"  # the table's own preview drives it
        self.legend.layout.display = "none"
        self.legend_toggle.observe(self._on_legend, "value")
        widgets.link((self.vision_picker, "value"), (self.legend, "vision"))

    def set_sign_choices(self, colours: Any) -> None:
        """Offer the sign systems that have a sign for every one of ``colours`` (the game's), ColorADD first
        (:data:`~unokit.widgets.signs.SIGNS_LABELS`); the picker's value is left alone when still offered."""
        from unokit.errors import UnokitError
        from unokit.widgets.signs import check_signs, signs_labels

        offered = []
        for name, label in signs_labels(self.lang).items():
            try:
                check_signs(name, colours)
            except UnokitError:
                continue
            offered.append((label, name))
        value = self.signs_picker.value if self.signs_picker.value in dict(offered).values() else "coloradd"
        self._offering = True
        try:
            self.signs_picker.options = offered
            self.signs_picker.value = value
        finally:
            self._offering = False

    def offer_signs(self, colours: Any, signs: str) -> str:
        """Offer the sign systems that cover a new game's ``colours`` (:meth:`set_sign_choices`); what to say
        when the table's ``signs`` is not among them (the picker then shows ColorADD), else ""."""
        from unokit.i18n import message

        self.set_sign_choices(colours)
        if self.signs_picker.value == signs:
            return ""
        return message(f"table-signs-uncovered-{signs}", self.lang)

    def show_signs(self, signs: str) -> None:
        """Show the table's sign system in the picker (not taken as the person's choice) and in the legend."""
        self._offering = True
        try:
            self.signs_picker.value = signs
        finally:
            self._offering = False
        self.legend.signs = signs

    def _on_speed(self, change: dict[str, Any]) -> None:
        self.speed.value_text = _seconds(change["new"], self.lang)

    def _on_legend(self, change: dict[str, Any]) -> None:
        self.legend.layout.display = "" if change["new"] else "none"


def _seconds(seconds: float, lang: str) -> str:
    """The bots' pause as the slider shows and says it, one decimal in the language's format: ``"2.0 s"``,
    ``"2,0 s"`` (``table-option-speed-value``; Babel's CLDR decimal format)."""
    from unokit.i18n import format_number, message

    return message("table-option-speed-value", lang, seconds=format_number(seconds, lang, pattern="0.0"))

