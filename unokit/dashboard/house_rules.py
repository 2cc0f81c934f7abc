"""The new-game panel's house rules (RULES.md "House rules", issue 13 item 3): one labelled checkbox per
house rule, each labelled with the rule's own one-line text from the engine (as ``unokit rules``
prints it), and the few plain rules a house rule depends on (a refused combination names them).

The panel follows the chosen preset: choosing a preset sets every box to that preset's value, and a
box changed afterwards is an override (``{"preset": "classic", "seven_swap": true}`` in the record,
DESIGN.md contract 3). A combination RULES.md refuses is answered at once under the boxes, in plain
words with the boxes' own names and what to tick or untick (:meth:`HouseRulesPanel.conflict_text`; the
boxes stay as they are, so the person can mend them), and the dashboard will not deal it.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as widgets

from unokit.dashboard.problems import FormProblem, FormProblems, field_class
from unokit.errors import RulesError
from unokit.phrases import RELATED_RULE_NAMES
from unokit.rules import Rules, find_preset
from unokit.widgets.house import (
    conflict_words,
    house_rule_flags,
    house_rules_on,
    related_rule_texts,
)

__all__ = ["HouseRulesPanel", "RELATED_FLAGS"]

#: Plain rules a house rule depends on or is refused with (RULES.md "House rules"): a stacked Wild Draw
#: Four cannot be challenged, no bluffing needs the challenge off, draw to match and force play need the
#: drawn card to be playable. Shown under the house rules, named in words.
RELATED_FLAGS = RELATED_RULE_NAMES  # one table: unokit.phrases names the boxes for the Explore panel too


class HouseRulesPanel(widgets.VBox):
    """The house rules of the dashboard's new-game form: a heading, one checkbox per flag of
    :func:`unokit.widgets.house.house_rule_flags` and :data:`RELATED_FLAGS`, and a problem line.

    Args:
        preset: the preset whose values the boxes start from (a name or a :class:`Rules`).
        overrides: ``{flag: bool}`` changed from the preset; raises :class:`RulesError` for a flag that
            is not one of the panel's or a combination RULES.md refuses.
        on_problem: called with :meth:`conflict_text` (or ``""`` once the combination is allowed
            again) whenever a box changes.
        lang: the language of the heading, the intro and the boxes' labels (a tag of
            :data:`unokit.i18n.LANGUAGES`, ``"en"`` by default; :meth:`set_lang` changes it).

    ``boxes`` is ``{flag: ipywidgets.Checkbox}``; :meth:`rules` the chosen rules.
    """

    def __init__(self, preset: Rules | str = "classic", overrides: Mapping[str, bool] | None = None, *,
                 on_problem: Callable[[str], None] | None = None, lang: str = "en") -> None:
        from unokit.i18n import resolve_language

        self._preset = find_preset(preset)
        self.lang = resolve_language(lang)
        self._on_problem = on_problem
        self._quiet = False
        self.boxes: dict[str, widgets.Checkbox] = {}
        for flag in [*house_rule_flags(), *RELATED_FLAGS]:
            box = widgets.Checkbox(value=bool(getattr(self._preset, flag)), indent=False,
                                   layout=widgets.Layout(width="auto", max_width="100%"))
            box.add_class("unokit-house-rule-box")
            box.add_class(f"unokit-flag-{flag.replace('_', '-')}")
            box.add_class(field_class(f"rule-{flag}"))  # marked invalid by the form's problem list
            box.observe(self._changed, names="value")
            self.boxes[flag] = box
        # said politely while the person ticks (no focus moved), the boxes at fault marked aria-invalid
        self.problem = FormProblems(live="polite", move_focus=False, scope=".unokit-house-rules", lang=self.lang)
        self.problem.add_class("unokit-house-problem")
        self._intro, self._related_intro = widgets.HTML(), widgets.HTML()
        house = widgets.VBox([self.boxes[flag] for flag in house_rule_flags()])
        related = widgets.VBox([self._related_intro] + [self.boxes[flag] for flag in RELATED_FLAGS])
        super().__init__([self._intro, house, related, self.problem])
        self.add_class("unokit-house-rules")
        self.set_lang(self.lang)
        if overrides:
            unknown = sorted(set(overrides) - set(self.boxes))
            if unknown:
                raise RulesError(f"unknown house rule {unknown[0]!r}; the new-game panel has: "
                                 f"{', '.join(self.boxes)}")
            self._set({**self._values(self._preset), **{k: bool(v) for k, v in overrides.items()}})
            self.rules()  # a refused combination is an error here, not a panel showing a problem

    # ------------------------------------------------------------------ values
    def _values(self, rules: Rules) -> dict[str, bool]:
        return {flag: bool(getattr(rules, flag)) for flag in self.boxes}

    def _set(self, values: Mapping[str, bool]) -> None:
        self._quiet = True
        try:
            for flag, value in values.items():
                self.boxes[flag].value = value
        finally:
            self._quiet = False

    def set_lang(self, lang: str) -> None:
        """Write the heading, the intro and every box's label in ``lang`` (the boxes' values stay).
        Raises :class:`~unokit.errors.LanguageError` for an unknown language."""
        from unokit.i18n import message, resolve_language

        self.lang = self.problem.lang = resolve_language(lang)
        self._intro.value = (f"<h3 class='unokit-heading'>{html.escape(message('dash-house-heading', self.lang))}"
                             f"</h3><p class='unokit-house-intro'>{html.escape(message('dash-house-intro', self.lang))}</p>")
        self._related_intro.value = f"<p class='unokit-house-intro'>{html.escape(message('dash-house-related', self.lang))}</p>"
        self._label_boxes()

    def _label_boxes(self) -> None:
        from unokit.dashboard.words import rule_box_texts

        texts = rule_box_texts(list(self.boxes), self._preset.challenge_extra, self.lang)
        for flag, box in self.boxes.items():
            box.description = texts[flag]

    def set_preset(self, preset: Rules | str) -> None:
        """Choose ``preset``: every box takes its value from it (earlier changes are dropped)."""
        self._preset = find_preset(preset)
        self._set(self._values(self._preset))
        self._label_boxes()  # the challenge penalty follows the preset
        self._show_problem(None)

    def overrides(self) -> dict[str, bool]:
        """``{flag: value}`` of every box that differs from the preset, in the panel's order."""
        return {flag: box.value for flag, box in self.boxes.items() if box.value != bool(getattr(self._preset, flag))}

    def rules(self) -> Rules:
        """The rules chosen: the preset with the boxes' overrides. Raises :class:`RulesError` (naming both
        flags, RULES.md "House rules") for a combination that cannot be played."""
        overrides = self.overrides()
        return find_preset(self._preset, **overrides) if overrides else self._preset

    def in_force(self) -> list[str]:
        """The names of the house rules played, as the table shows them ("Seven-O", "Jump-in", "No
        bluffing"; :func:`unokit.widgets.house.house_rules_on`), in the panel's language. Raises
        :class:`RulesError` as :meth:`rules`."""
        from unokit.dashboard.words import rule_short_name

        return [rule_short_name(flag, self.lang, in_force=True) for flag in house_rules_on(self.rules())]

    def changed(self) -> list[str]:
        """The house rules of this game: the boxes that differ from the chosen preset, in the panel's
        order, each as the table names it (RULES.md "House rules"). A rule switched on reads as its label
        ("Seven-O", "No bluffing"); one of the preset's own rules switched off reads "Stacking Draw Twos
        off" ("Bluffing on" for bluffing allowed again). A preset's own rules are not house rules (Spectrum
        stacks Draw Twos itself): ``[]`` when no box was changed. Raises :class:`RulesError` as
        :meth:`rules`."""
        from unokit.dashboard.words import changed_rule_words

        overrides = self.overrides()
        if not overrides:
            return []
        return changed_rule_words(overrides, house_rules_on(self.rules()), self.lang)

    # ------------------------------------------------------------------ problems
    def names(self) -> dict[str, str]:
        """``{flag: the box's own short name}`` in the panel's language: "Stacking Wild Draw Fours",
        "Challenge" (the words before the colon of its label; in English :func:`unokit.phrases.rule_name`)."""
        from unokit.dashboard.words import rule_short_name

        return {flag: rule_short_name(flag, self.lang) for flag in self.boxes}

    def _conflict(self) -> tuple[str, list[str]]:
        from unokit.dashboard.words import conflict_sentence

        values = {flag: bool(box.value) for flag, box in self.boxes.items()}
        names = self.names()
        english, mending = conflict_words(self._preset, values, names)
        return conflict_sentence(english, mending, values, names, self.lang), mending

    def conflict_text(self) -> str:
        """Why the boxes as they are cannot be played, in plain words with the boxes' own names and what to
        tick or untick, in the panel's language (:func:`unokit.widgets.house.conflict_words`,
        :func:`unokit.dashboard.words.conflict_sentence`); "" when they can be. The engine's
        :class:`RulesError` (flag names, for the API and the command line) is not shown here."""
        return self._conflict()[0]

    def conflict_flags(self) -> list[str]:
        """The flags of the boxes whose change would mend :meth:`conflict_text` (empty when none is needed)."""
        return self._conflict()[1]

    def conflict_problem(self) -> FormProblem | None:
        """:meth:`conflict_text` as a problem of the form, its fields the boxes that would mend it (the
        panel shows it under the boxes, the dashboard in its list by Start game); ``None`` when the boxes
        can be played."""
        text, flags = self._conflict()
        return FormProblem(text, tuple(f"rule-{flag}" for flag in flags)) if text else None

    def check(self) -> str:
        """:meth:`conflict_text` of the boxes as they are, shown under them (a polite live region, the boxes
        that would mend it marked invalid); "" when they can be played."""
        problem = self.conflict_problem()
        self._show_problem(problem)
        return problem.text if problem is not None else ""

    def _show_problem(self, problem: FormProblem | None) -> None:
        if problem is not None:
            self.problem.show([problem], what="")
        else:
            self.problem.clear()

    def _changed(self, _change: dict[str, Any]) -> None:
        if self._quiet:
            return
        text = self.check()
        if self._on_problem is not None:
            self._on_problem(text)


def related_texts(preset: Rules | str) -> dict[str, str]:
    """The labels of the plain rules' boxes (:data:`RELATED_FLAGS`):
    :func:`unokit.widgets.house.related_rule_texts`, shared with the house-rule explorer."""
    return related_rule_texts(preset)
