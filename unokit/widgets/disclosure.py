"""Disclosure: a button that shows or hides a panel of widgets (WAI-ARIA disclosure pattern).

The button is an ipywidgets ToggleButton (no module of its own to load: a page with many of them opens
as fast as one without); the table's :class:`~unokit.widgets.live.TableLive` front end gives every
such button ``aria-expanded`` from its pressed state, so the state is exposed (WCAG 4.1.2). The panel is
any ipywidgets box, hidden with ``layout.display`` while closed. The button stays in place when it is
pressed, so focus never drops.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

__all__ = ["Disclosure", "disclosed"]


class Disclosure(widgets.ToggleButton):
    """The disclosure button over ``panel``: ``label`` is its text, ``expanded`` (its value) its state."""

    def __init__(self, label: str, panel: widgets.Widget, *, expanded: bool = False, **kwargs: Any) -> None:
        super().__init__(value=expanded, description=label, tooltip=label, icon="", **kwargs)
        self.add_class("unokit-disclosure-button")
        self.panel = panel
        self._show(expanded)
        self.observe(lambda change: self._show(change["new"]), "value")

    @property
    def expanded(self) -> bool:
        return bool(self.value)

    @expanded.setter
    def expanded(self, value: bool) -> None:
        self.value = bool(value)

    def _show(self, open_: bool) -> None:
        self.panel.layout.display = "" if open_ else "none"


def disclosed(label: str, *children: widgets.Widget, expanded: bool = False, css_class: str = "") -> widgets.VBox:
    """A box with a :class:`Disclosure` button over a panel holding ``children``; the button is the
    box's ``disclosure`` attribute."""
    panel = widgets.VBox(list(children))
    panel.add_class("unokit-disclosure-panel")
    button = Disclosure(label, panel, expanded=expanded)
    box = widgets.VBox([button, panel])
    box.add_class("unokit-fold")
    if css_class:
        box.add_class(css_class)
    box.disclosure = button
    return box
