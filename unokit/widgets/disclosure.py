"""Disclosure: a button that shows or hides a panel of widgets (WAI-ARIA disclosure pattern).

The button is a native ``<button aria-expanded>`` (its state is exposed, WCAG 4.1.2); the panel is any
ipywidgets box, hidden with ``layout.display`` while closed. The button stays in place when it is
pressed, so focus never drops.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from unokit.widgets._sync import PythonAuthority

__all__ = ["Disclosure", "disclosed"]

_STATIC = Path(__file__).parent / "static"


class Disclosure(PythonAuthority, anywidget.AnyWidget):
    """The disclosure button: ``label`` (text) and ``expanded`` (the browser may toggle it)."""

    _browser_writable = frozenset({"expanded"})
    _esm = _STATIC / "disclosure.js"

    label = traitlets.Unicode("").tag(sync=True)
    expanded = traitlets.Bool(False).tag(sync=True)

    def __init__(self, label: str, panel: widgets.Widget, *, expanded: bool = False, **kwargs: Any) -> None:
        super().__init__(label=label, expanded=expanded, **kwargs)
        self.panel = panel
        self._show(expanded)
        self.observe(lambda change: self._show(change["new"]), "expanded")

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
    box.disclosure = button  # type: ignore[attr-defined]
    return box
