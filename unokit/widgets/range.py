"""RangeInput: a labelled native range slider (an anywidget).

ipywidgets' sliders draw a ``div`` handle without an accessible name (axe: aria-input-field-name);
this one is a native ``<input type="range">`` with a ``<label>``, keyboard support from the browser
(arrows, Home, End, Page Up/Down) and ``aria-valuetext`` in words (WCAG 4.1.2).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

from unokit.widgets._sync import PythonAuthority

__all__ = ["RangeInput"]

_STATIC = Path(__file__).parent / "static"


class RangeInput(PythonAuthority, anywidget.AnyWidget):
    """A slider from ``min`` to ``max`` in steps of ``step``; ``value`` is clamped and rounded to a step.

    ``value_text`` is the read-out shown next to it and read by screen readers
    (e.g. "move 3 of 12"); the owner sets it.
    """

    _browser_writable = frozenset({"value"})
    _esm = _STATIC / "range.js"

    label = traitlets.Unicode("").tag(sync=True)
    min = traitlets.Float(0.0).tag(sync=True)
    max = traitlets.Float(0.0).tag(sync=True)
    step = traitlets.Float(1.0).tag(sync=True)
    value = traitlets.Float(0.0).tag(sync=True)
    value_text = traitlets.Unicode("").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)

    @traitlets.validate("value")
    def _clamp(self, proposal: dict[str, Any]) -> float:
        value = min(max(float(proposal["value"]), self.min), self.max)
        if self.step > 0:
            value = self.min + round((value - self.min) / self.step) * self.step
        return min(value, self.max)
