"""Number fields of the forms (new game, Explore house rules) that never change what was typed.

ipywidgets' ``IntText`` reads "2.5" as 2 and leaves "2.5" on the screen, and ``BoundedIntText`` also
moves 0 or 100 into its range without a word: the number used is not the number shown. A
:func:`number_field` is a native number input (``FloatText``: role spinbutton) whose value is what was
typed; the form checks it with :func:`whole_number` and says what is wrong next to its button
(WCAG 3.3.1 Error identification, 3.3.3 Error suggestion).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import ipywidgets as widgets

__all__ = ["number_field", "whole_number", "typed_number", "typed_number_text", "LARGEST_WHOLE", "EmptyFieldsWatcher", "with_empty_fields_js"]

#: The page's side of :class:`EmptyFieldsWatcher`: ``watchEmptyNumberFields(model, el, scope)``.
_EMPTY_FIELDS_JS = Path(__file__).parent / "static" / "empty_fields.js"

#: The largest whole number a number field holds exactly (2**53: a browser's numbers are doubles).
LARGEST_WHOLE = 2 ** 53


def number_field(value: float, description: str, **kwargs: Any) -> widgets.FloatText:
    """A labelled number field (``FloatText``) starting at ``value``: no rounding, no clamping; check
    its value with :func:`whole_number`. ``kwargs`` go to ``FloatText`` (``style``, ``layout``)."""
    return widgets.FloatText(value=value, description=description, **kwargs)


def whole_number(value: Any) -> int | None:
    """``value`` as an ``int`` when it is a whole number a number field holds exactly (``3.0`` -> 3,
    at most :data:`LARGEST_WHOLE` either side of 0), else None (``2.5``, infinity, NaN, a bool, text)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        return None
    number = int(value)
    return number if abs(number) <= LARGEST_WHOLE else None


def typed_number(value: Any) -> str:
    """``value`` as a message quotes it and what is wrong with it when it is not a :func:`whole_number`:
    ``"2.5 is not a whole number"``, ``"1e+30 is beyond 9,007,199,254,740,992"``, ``"4"`` for a whole one."""
    if whole_number(value) is not None:
        return str(int(value))
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and \
            float(value).is_integer():
        return f"{value:g} is beyond {LARGEST_WHOLE:,}"
    return f"{value} is not a whole number"


def typed_number_text(value: Any, lang: str) -> str:
    """What a number field holds and, when it is not a whole number, what is wrong with it, in ``lang``
    (:func:`unokit.widgets.number.typed_number`'s words): ``"2.5 is not a whole number"``, ``"4"``."""
    from unokit.i18n import format_number, message

    if whole_number(value) is not None:
        return str(int(value))
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and \
            float(value).is_integer():
        return message("dash-typed-beyond", lang, typed=f"{value:g}", largest=format_number(LARGEST_WHOLE, lang))
    return message("dash-typed-not-whole", lang, typed=str(value))


def with_empty_fields_js(esm: Path) -> str:
    """The anywidget module ``esm`` (a file of ``static/``) with ``watchEmptyNumberFields`` defined before
    it, for a widget that is an :class:`EmptyFieldsWatcher` (its page side calls that function)."""
    return _EMPTY_FIELDS_JS.read_text(encoding="utf-8") + "\n" + esm.read_text(encoding="utf-8")


class EmptyFieldsWatcher:
    """Mixin for an anywidget whose page watches its form's number fields (``static/empty_fields.js``):
    ipywidgets puts a field's last value back when it is emptied, so the page leaves the field empty and
    says so; :attr:`empty_fields` holds the keys (``unokit-field-KEY`` classes) of the fields now empty,
    whose widgets still hold the last number typed, which must not be used in its place (WCAG 3.3.1)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: the keys of the number fields the page says are empty
        self.empty_fields: set[str] = set()
        self.on_msg(self._on_page_message)  # type: ignore[attr-defined]  # on_msg comes from the widget class this is mixed into

    def _on_page_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """The page's word that a number field was emptied (``{"type": "empty", "field": KEY}``) or
        filled again (``"filled"``); anything else is ignored."""
        if not isinstance(content, dict) or not isinstance(content.get("field"), str):
            return
        if content.get("type") == "empty":
            self.empty_fields.add(content["field"])
        elif content.get("type") == "filled":
            self.empty_fields.discard(content["field"])
