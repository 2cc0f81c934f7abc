"""FormProblems: the new-game form's list of problems, shown next to its *Start game* button (anywidget;
JS and CSS in ``static/problems.*``).

When *Start game* is pressed with settings that cannot be dealt, every problem is listed at once in an
alert region (``role="alert"``, made once and filled in place, so it is read once per press; WCAG 4.1.3)
styled as an error, each field at fault is marked ``aria-invalid="true"`` and focus moves to the first
of them (WCAG 3.3.1 Error identification, 3.3.3 Error suggestion). A successful start clears the list
and the marks.

A field is named by a *key*: the form gives the field's widget the CSS class ``unokit-field-KEY``
(:func:`field_class`) and the front end marks the ``input`` or ``select`` inside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import anywidget
import traitlets

from unokit.widgets._sync import PythonAuthority
from unokit.widgets.number import EmptyFieldsWatcher, with_empty_fields_js

__all__ = ["FormProblem", "FormProblems", "field_class"]

_STATIC = Path(__file__).parent / "static"


def field_class(key: str) -> str:
    """The CSS class that names a form field for :class:`FormProblems`: ``"seat-name-1"`` ->
    ``"unokit-field-seat-name-1"``."""
    return f"unokit-field-{key}"


@dataclass(frozen=True)
class FormProblem:
    """One problem of a form: ``text`` (a sentence in words, saying what to do) and ``fields``, the keys of
    the fields at fault (:func:`field_class`; may be empty)."""

    text: str
    fields: tuple[str, ...] = ()


class FormProblems(EmptyFieldsWatcher, PythonAuthority, anywidget.AnyWidget):
    """The problem list of a form (see the module text).

    Synced traits (Python writes, the browser only reads): ``heading`` (the first line, "The game was not
    started: 2 problems."), ``items`` (the problems' sentences), ``fields`` (the keys of the fields to mark
    invalid, the one to focus first), ``serial`` (bumped by every :meth:`show`, so the same list is read
    again on the next press) and ``scope`` (a CSS selector of the form the fields are in, searched from
    this widget outwards), ``live`` and ``move_focus`` (set once, when it is made), and ``item_fields`` (per
    problem, the keys of its fields: the page describes each field by its problems with ``aria-describedby``).
    """

    _browser_writable = frozenset()
    _esm = with_empty_fields_js(_STATIC / "problems.js")
    _css = _STATIC / "problems.css"

    heading = traitlets.Unicode("").tag(sync=True)
    items = traitlets.List(traitlets.Unicode()).tag(sync=True)
    fields = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: per problem of ``items``, the keys of its fields: each field is described by its own problems
    #: (``aria-describedby``; ux-audit-2 N14, WCAG 3.3.1)
    item_fields = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)
    scope = traitlets.Unicode(".unokit-form").tag(sync=True)
    #: "assertive" (``role="alert"``: a refused *Start game*) or "polite" (``role="status"``: a problem
    #: found while the person changes a field, which must not interrupt them)
    live = traitlets.Enum(("assertive", "polite"), "assertive").tag(sync=True)
    #: move focus to the first field at fault (after a button press; never while a field is being changed)
    move_focus = traitlets.Bool(True).tag(sync=True)
    #: watch the form's number fields: one left empty (or holding no number) stays so, rather than getting
    #: its last value back from ipywidgets without a word, and the page says so (:attr:`empty_fields`,
    #: :class:`~unokit.widgets.number.EmptyFieldsWatcher`)
    watch_empty = traitlets.Bool(False).tag(sync=True)

    def __init__(self, *, lang: str = "en", **kwargs: object) -> None:
        from unokit.i18n import resolve_language

        super().__init__(**kwargs)
        #: the language of the heading :meth:`show` writes (the problems come worded by the form)
        self.lang = resolve_language(lang)
        #: every list shown, oldest first, as (heading, items): for tests
        self.history: list[tuple[str, list[str]]] = []

    def show(self, problems: Sequence[FormProblem], *, what: str | None = None) -> None:
        """List ``problems`` (all of them, in order) under the heading "``what``: N problem(s)." in
        :attr:`lang` (``what`` None: "The game was not started"; none when ``what`` is ""), mark their fields
        invalid and, with ``move_focus``, move focus to the first; an empty sequence clears the list and the
        marks (:meth:`clear`)."""
        from unokit.i18n import message

        if not problems:
            self.clear()
            return
        count = len(problems)
        if what is None:
            what = message("dash-not-started", self.lang)
        heading = message("dash-problems", self.lang, what=what, count=count) if what else ""
        items = [problem.text for problem in problems]
        fields = list(dict.fromkeys(key for problem in problems for key in problem.fields))
        with self.hold_sync():
            self.heading, self.items, self.fields = heading, items, fields
            self.item_fields = [list(problem.fields) for problem in problems]
            self.serial += 1
        self.history.append((heading, items))

    def clear(self) -> None:
        """No problems: empty the list and take every mark away (a successful start)."""
        if not (self.heading or self.items or self.fields):
            return
        with self.hold_sync():
            self.heading, self.items, self.fields, self.item_fields = "", [], [], []
            self.serial += 1

    @property
    def text(self) -> str:
        """The list as one text (heading, then each problem), "" when there is none."""
        return " ".join([self.heading, *self.items]).strip()
