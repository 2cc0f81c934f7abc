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

__all__ = ["Disclosure", "disclosed", "disclosed_later"]


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


def disclosed_later(label: str, build: Any, *, css_class: str = "") -> widgets.VBox:
    """:func:`disclosed`, closed, whose panel's children are made by ``build()`` (a callable returning a list
    of widgets) when the button is first pressed, or when the box's ``build_now()`` is called: a page opens
    without the widgets and modules of a panel nobody has opened yet (the static site's start)."""
    box = disclosed(label, css_class=css_class)
    panel = box.children[1]

    def build_now() -> None:
        if not panel.children:
            panel.children = list(build())

    def on_toggle(change: dict[str, Any]) -> None:
        if change["new"]:
            build_now()

    box.disclosure.observe(on_toggle, "value")
    box.build_now = build_now
    return box
