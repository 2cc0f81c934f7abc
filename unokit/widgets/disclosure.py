"""Disclosure: a button that shows or hides a panel of widgets (WAI-ARIA disclosure pattern).

The button is an ipywidgets ToggleButton (no module of its own to load: a page with many of them opens
as fast as one without); the table's :class:`~unokit.widgets.live.TableLive` front end gives every
such button ``aria-expanded`` from its pressed state, so the state is exposed (WCAG 4.1.2). The panel is
any ipywidgets box, hidden with ``layout.display`` while closed. The button stays in place when it is
pressed, so focus never drops.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import ipywidgets as widgets

__all__ = ["Disclosure", "disclosed", "disclosed_later", "unsent", "send_to_page"]


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


def disclosed_later(label: str, build: Any, *, expanded: bool = False, css_class: str = "") -> widgets.VBox:
    """:func:`disclosed` whose panel's children are made by ``build()`` (a callable returning a list of
    widgets) when the button is first pressed (at once if ``expanded``), or when the box's ``build_now()`` is
    called: a page opens without the widgets and modules of a panel nobody has opened yet (the static site's
    start)."""
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
    box.disclosure.expanded = expanded
    return box


def _not_sent(self: widgets.Widget) -> None:
    """:meth:`ipywidgets.Widget.open` in an :func:`unsent` block: no comm, nothing sent."""


@contextmanager
def unsent() -> Iterator[None]:
    """Widgets made in this block are not sent to the page (ipywidgets opens no comm for them): they hold
    their values, take changes and call their observers as any widget, and nothing of them reaches the page
    until :func:`send_to_page` sends them, each once, with the state they then have. For a folded panel's
    widgets, made with the page but sent when the panel is first opened (:func:`disclosed_later`): the page
    starts with fewer widgets to make (the static site's start, issue 27). Until then no widget that is sent
    may hold one of them (a box's children, say): its state could not name it."""
    sending = widgets.Widget.__dict__["open"]
    widgets.Widget.open = _not_sent
    try:
        yield
    finally:
        widgets.Widget.open = sending


def send_to_page(root: widgets.Widget) -> widgets.Widget:
    """Send ``root`` and every widget it holds (children, layouts, styles) that was made :func:`unsent`, each
    after the widgets it holds (the page makes a widget's parts before it); returns ``root``."""
    seen: set[int] = set()

    def send(widget: widgets.Widget) -> None:
        if id(widget) in seen:
            return
        seen.add(id(widget))
        for name in widget.keys:
            value = getattr(widget, name)
            for part in value if isinstance(value, (list, tuple)) else (value,):
                if isinstance(part, widgets.Widget):
                    send(part)
        if widget.comm is None:
            widget.open()

    send(root)
    return root
