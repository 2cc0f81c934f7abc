"""HouseRulesExplorer: pick house rules, play them against the plain preset, read the table and the plot.

The dashboard's "Explore house rules" section (issue 13 item 5), usable on its own in a notebook:
``HouseRulesExplorer()`` as the last line of a cell. Every control is a native form element with a
visible label. *Run the comparison* checks the settings, plays the rounds with
:func:`unokit.explorer.compare` in the kernel (a progress bar counts them), then shows the results as an
HTML table with a caption and header scopes (WCAG 1.3.1) and the black-and-white figure with its text
alternative (WCAG 1.1.1, 1.4.1). Bad settings give a message in words in the status line (a polite live
region, WCAG 4.1.3), never a traceback.

Every word it shows or says is in its language (DESIGN.md contract 7; ``HouseRulesExplorer(lang="pt-PT")``,
:meth:`HouseRulesExplorer.set_lang`): the catalogues' ``explore-*`` messages, the rule boxes in the New game
form's words (:func:`unokit.widgets.house.rule_box_texts`) and the bots in its labels
(:func:`unokit.choices.bot_label`). English is byte for byte the text it always showed.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from unokit.choices import BOT_LABELS, bot_label, players_allowed
from unokit.choices import BOTS as ALL_BOTS
from unokit.errors import UnokitError
from unokit.explorer import MIN_ROUNDS
from unokit.i18n import format_number, message, resolve_language
from unokit.rules import PRESETS, find_preset
from unokit.widgets._sync import PythonAuthority
from unokit.widgets.house import (
    conflict_sentence,
    conflict_words,
    rule_box_labels,
    rule_box_texts,
    rule_short_name,
)
from unokit.widgets.number import (
    EmptyFieldsWatcher,
    number_field,
    typed_number_text,
    whole_number,
    with_empty_fields_js,
)

__all__ = ["HouseRulesExplorer", "ExplorerProgress", "PLAIN_PRESETS", "MAX_ROUNDS", "RULE_LABELS"]

_STATIC = Path(__file__).parent / "static"
_STYLE = {"description_width": "initial"}
_FULL = widgets.Layout(width="auto", max_width="100%")

#: The presets the plain rules may be: every preset that is not itself a set of house rules (party).
PLAIN_PRESETS: tuple[str, ...] = tuple(name for name in PRESETS if name != "party")
#: Most rounds per rule set one run plays here: the kernel plays them while the page waits.
MAX_ROUNDS = 2000
#: Bots the explorer offers, with their English labels: every bot, greedy first (:data:`unokit.choices.BOT_LABELS`;
#: in a language :func:`unokit.choices.bot_label`).
BOTS = {name: BOT_LABELS[name] for name in ("greedy", *(b for b in ALL_BOTS if b != "greedy"))}


#: ``{flag: label}`` of every checkbox, in the order shown (classic's numbers, English): the New game form's
#: order and words (:func:`unokit.widgets.house.rule_box_labels`; ux-audit-2 N12). The labels follow the plain
#: rules chosen and the language, as the form's follow its preset and language.
RULE_LABELS: dict[str, str] = rule_box_labels("classic")


class _Problem(UnokitError):
    """A setting the explorer refuses, said by an ``explore-problem-*`` message: ``str()`` is its words in
    the language it was raised in, :meth:`words` in any language (the status line says it again when the
    language changes). ``args``: str values as they are, ints by Babel, ``typed`` (a field's value) with what is
    wrong with it (:func:`unokit.widgets.number.typed_number_text`); kept as :attr:`values`."""

    def __init__(self, msg_id: str, lang: str, **args: Any) -> None:
        self.msg_id, self.values = msg_id, args
        super().__init__(self.words(lang))

    def words(self, lang: str) -> str:
        """The problem in ``lang``."""
        args = {key: typed_number_text(value, lang) if key == "typed" else
                format_number(value, lang) if isinstance(value, int) else value for key, value in self.values.items()}
        return message(self.msg_id, lang, **args)


class ExplorerProgress(EmptyFieldsWatcher, PythonAuthority, anywidget.AnyWidget):
    """The progress bar (a native ``<progress>``, "120 of 400 rounds") and the status line (one polite
    live region, updated in place) of a :class:`HouseRulesExplorer`. Python writes every trait, the words
    in :attr:`lang` (``label``: the bar's label, ``count_text``: its value text); the browser only shows them."""

    _browser_writable = frozenset()
    _esm = with_empty_fields_js(_STATIC / "explorer.js")
    _css = _STATIC / "explorer.css"

    done = traitlets.Int(0).tag(sync=True)
    total = traitlets.Int(0).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    count_text = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    problem = traitlets.Bool(False).tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: every message said, oldest first, as (problem, text): for tests
        self.history: list[tuple[bool, str]] = []
        self.set_lang(lang)

    def set_lang(self, lang: str) -> None:
        """Write the bar's label and value text in ``lang``. Raises :class:`~unokit.errors.LanguageError`
        for an unknown language."""
        self.lang = resolve_language(lang)
        with self.hold_sync():
            self.label = message("explore-progress-label", self.lang)
            self.count(self.done, self.total)

    def say(self, text: str, *, problem: bool = False) -> None:
        """Show ``text`` in the status line and have it read once (``problem``: shown as a problem)."""
        with self.hold_sync():
            self.message, self.problem = text, problem
            self.serial += 1
        self.history.append((problem, text))

    def count(self, done: int, total: int) -> None:
        """Show ``done`` of ``total`` rounds played (``total`` 0 hides the bar); digits, no grouping."""
        with self.hold_sync():
            self.total, self.done = total, done
            self.count_text = message("explore-progress-count", self.lang, done=str(done), total=str(total))


class HouseRulesExplorer(widgets.VBox):
    """Choose house rules and compare them with the plain rules over seeded rounds played by bots.

    ``HouseRulesExplorer(preset="classic", house_rules={"seven_swap": True}, players=3, rounds=100,
    bot="greedy", seed=1, lang="en")`` sets the form (``house_rules``: flags ticked or unticked on top of the
    preset; ``lang``: the language of every word, a tag of :data:`unokit.i18n.LANGUAGES`, changed by
    :meth:`set_lang`). :meth:`run` (the *Run the comparison* button) plays and shows the results; the latest
    :class:`~unokit.explorer.Comparison` is :attr:`result`.

    Raises :class:`~unokit.errors.UnokitError` for settings the form cannot hold (an unknown preset, flag
    or bot) and :class:`~unokit.errors.LanguageError` (one) naming the languages for an unknown language.
    """

    def __init__(self, *, preset: str = "classic", house_rules: Mapping[str, bool] | None = None, players: int = 3,
                 rounds: int = 100, bot: str = "greedy", seed: int = 1, lang: str = "en") -> None:
        self.lang = resolve_language(lang)
        name = find_preset(preset).name
        if name not in PLAIN_PRESETS:
            raise UnokitError(f"plain rules {name!r} are not offered; choose one of: {', '.join(PLAIN_PRESETS)}")
        if bot not in BOTS:
            raise UnokitError(f"unknown bot {bot!r}; bots are: {', '.join(BOTS)}")
        unknown = sorted(set(house_rules or {}) - set(RULE_LABELS))
        if unknown:
            raise UnokitError(f"unknown house rule {unknown[0]!r}; house rules are: {', '.join(RULE_LABELS)}")
        self.result: Any = None
        #: the status line's last words as a function of the language (said again when it changes)
        self._status: tuple[Any, bool] | None = None
        self.preset = widgets.Dropdown(options=list(PLAIN_PRESETS), value=name, style=_STYLE)
        self.rule_boxes: dict[str, widgets.Checkbox] = {
            flag: widgets.Checkbox(value=False, indent=False, style=_STYLE, layout=_FULL) for flag in RULE_LABELS
        }
        self._set_boxes(name, house_rules or {})
        self.preset.observe(lambda change: self._set_boxes(change["new"], {}), names="value")
        # plain number fields: what is typed is what is checked (2.5 is refused, not read as 2)
        self.players = number_field(players, "", style=_STYLE)
        self.rounds = number_field(rounds, "", style=_STYLE)
        self.bot = widgets.Dropdown(options=[(name, name) for name in BOTS], value=bot, style=_STYLE, layout=_FULL)
        # a short label (the long one was cut at 1280 px, ux-audit-2 N12); what it does is said under the form
        self.seed = number_field(seed, "", style=_STYLE)
        for key, field in (("players", self.players), ("rounds", self.rounds), ("seed", self.seed)):
            field.add_class(f"unokit-field-{key}")  # the page names an emptied field by it (empty_fields.js)
        self.run_button = widgets.Button(button_style="primary")
        self.run_button.on_click(lambda _button: self.run())
        self.progress = ExplorerProgress(lang=self.lang)
        self.table = widgets.HTML("", layout=_FULL)
        self.table.add_class("unokit-explorer-results")
        self.figure = widgets.HTML("", layout=_FULL)
        self.figure.add_class("unokit-explorer-plot")
        self._rules_intro, self._intro = widgets.HTML(), widgets.HTML()
        rules_box = widgets.VBox([self._rules_intro, *self.rule_boxes.values()])
        form = widgets.VBox([
            self._intro,
            self.preset,
            rules_box,
            widgets.HBox([self.players, self.rounds], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.bot, self.seed], layout=widgets.Layout(flex_flow="row wrap")),
            self.run_button,
        ])
        form.add_class("unokit-form")
        super().__init__([form, self.progress, self.table, self.figure])
        self.add_class("unokit-explorer")
        self.set_lang(self.lang)

    def set_lang(self, lang: str) -> None:
        """Write every word of the explorer in ``lang``: labels, options, the bar, the status line (said
        again in it), the results table and the figure; the form's values and the result stay. Raises
        :class:`~unokit.errors.LanguageError` naming the languages for an unknown language."""
        self.lang = resolve_language(lang)

        def say(msg_id: str, **args: Any) -> str:
            return message(msg_id, self.lang, **args)

        self.preset.description = say("explore-plain-rules")
        self._label_boxes()
        self.players.description = say("explore-players")
        self.rounds.description = say("explore-rounds", low=format_number(MIN_ROUNDS, self.lang),
                                      high=format_number(MAX_ROUNDS, self.lang))
        bot = self.bot.value
        self.bot.options = [(bot_label(name, self.lang), name) for name in BOTS]
        self.bot.value = bot
        self.bot.description = say("explore-bots")
        self.seed.description = say("explore-seed")
        self.run_button.description = say("explore-run")
        self.run_button.tooltip = say("explore-run-tip")
        text = functools.partial(html.escape, quote=False)  # element text: quotes stay as written
        self._rules_intro.value = (f"<h3 class='unokit-heading'>{text(say('explore-house-heading'))}</h3>"
                                   f"<p>{text(say('explore-house-intro'))}</p>")
        self._intro.value = f"<p>{text(say('explore-intro'))}</p>"
        self.progress.set_lang(self.lang)
        if self.result is not None:
            self._show_result(self.result)
        if self._status is not None:
            words, problem = self._status
            self.progress.say(words(self.lang), problem=problem)

    def _label_boxes(self) -> None:
        """Label each box in the language with the plain rules' numbers (the challenge penalty)."""
        rules = find_preset(self.preset.value)
        texts = rule_box_texts(list(self.rule_boxes), rules.challenge_extra, self.lang)
        for flag, box in self.rule_boxes.items():
            box.description = texts[flag]

    def _set_boxes(self, preset: str, ticked: Mapping[str, bool]) -> None:
        """Set each checkbox to the preset's value of its flag, then to ``ticked``'s where given; the labels
        take the preset's numbers (the challenge penalty)."""
        rules = find_preset(preset)
        for flag, box in self.rule_boxes.items():
            box.value = bool(ticked.get(flag, getattr(rules, flag)))
        self._label_boxes()

    def settings(self) -> dict[str, Any]:
        """The form's settings, checked: ``{"plain", "house_rules", "players", "rounds", "bot", "seed"}``
        (``house_rules``: the flags whose box differs from the plain rules).

        Raises :class:`UnokitError` naming the field, in the explorer's language: no house rule changed, rounds
        outside 2 to :data:`MAX_ROUNDS`, players outside the preset's range, a number field the page says is
        empty (:attr:`ExplorerProgress.empty_fields`; its last value is never used in its place) or one that
        does not hold a whole number (2.5 is refused, never read as 2: :func:`unokit.widgets.number.whole_number`)."""
        plain = find_preset(self.preset.value)
        lang = self.lang
        rounds_span = {"low": MIN_ROUNDS, "high": MAX_ROUNDS}
        players_span = {"preset": plain.name, "low": str(plain.min_players), "high": str(plain.max_players)}
        changed = {flag: box.value for flag, box in self.rule_boxes.items() if box.value != getattr(plain, flag)}
        if not changed:
            raise _Problem("explore-problem-no-change", lang, preset=plain.name)
        empty = self.progress.empty_fields
        if "rounds" in empty:
            raise _Problem("explore-problem-rounds-empty", lang, **rounds_span)
        if "players" in empty:
            raise _Problem("explore-problem-players-empty", lang, **players_span)
        if "seed" in empty:
            raise _Problem("explore-problem-seed-empty", lang)
        rounds = whole_number(self.rounds.value)
        if rounds is None:
            raise _Problem("explore-problem-rounds-typed", lang, typed=self.rounds.value, **rounds_span)
        if not MIN_ROUNDS <= rounds <= MAX_ROUNDS:
            raise _Problem("explore-problem-rounds-range", lang, count=str(rounds), **rounds_span)
        players = whole_number(self.players.value)
        if players is None:
            raise _Problem("explore-problem-players-typed", lang, typed=self.players.value, **players_span)
        if not players_allowed(plain, players):
            raise _Problem("explore-problem-players-range", lang, count=str(players), **players_span)
        seed = whole_number(self.seed.value)
        if seed is None:
            raise _Problem("explore-problem-seed-typed", lang, typed=self.seed.value)
        return {"plain": plain.name, "house_rules": changed, "players": players, "rounds": rounds,
                "bot": self.bot.value, "seed": seed}

    def conflict_text(self, lang: str | None = None) -> str:
        """Why the boxes as they are cannot be played together, in plain words with the boxes' names and
        what to tick or untick (:func:`unokit.widgets.house.conflict_words`, in another language
        :func:`unokit.widgets.house.conflict_sentence`), in ``lang`` (default the explorer's); "" when they can be."""
        lang = self.lang if lang is None else resolve_language(lang)
        names = {flag: rule_short_name(flag, lang) for flag in RULE_LABELS}
        values = {flag: bool(box.value) for flag, box in self.rule_boxes.items()}
        english, mending = conflict_words(self.preset.value, values, names)
        return conflict_sentence(english, mending, values, names, lang)

    def _say(self, words: Any, *, problem: bool = False) -> None:
        """Say ``words(lang)`` in the status line, and again in a new language after :meth:`set_lang`."""
        self._status = (words, problem)
        self.progress.say(words(self.lang), problem=problem)

    def _problem(self, words: Any) -> None:
        self._say(lambda lang: message("explore-problem", lang, problem=words(lang)), problem=True)

    def _show_result(self, result: Any) -> None:
        """Show ``result``'s table and figure in the explorer's language."""
        table = result.to_html(self.lang)
        try:
            figure = result.figure_html(lang=self.lang)
        except ImportError as missing:  # no matplotlib (the browser edition): the table says it all
            words = message("explore-no-plot", self.lang, module=missing.name or "matplotlib")
            figure = f'<p class="unokit-explorer-no-plot">{html.escape(words)}</p>'
        with self.hold_sync():
            self.table.value = table
            self.figure.value = figure

    def run(self) -> bool:
        """Check the settings, play the rounds and show the results; ``True`` if it ran, else the problem
        is shown in the status line (a refused combination of rules names both flags)."""
        from unokit.explorer import compare

        try:
            settings = self.settings()
        except _Problem as error:
            self._problem(error.words)
            return False
        if self.conflict_text():  # said with the boxes' names, not the engine's flag names (RULES.md "House rules")
            self._problem(self.conflict_text)
            return False
        rounds = settings["rounds"]
        self.progress.count(0, 2 * rounds)
        self._say(lambda lang: message("explore-playing", lang, rounds=format_number(rounds, lang)))
        try:
            result = compare(settings["house_rules"], settings["plain"], players=settings["players"],
                             rounds=rounds, seed=settings["seed"], bots=(settings["bot"],),
                             progress=self.progress.count)
            self._show_result(result)
        except UnokitError as error:  # the engine's reason, in its English words
            reason = str(error)
            self.progress.count(0, 0)
            self._problem(lambda _lang: reason)
            return False
        self.result = result
        self._say(lambda lang: self._done_words(result, lang))
        return True

    @staticmethod
    def _done_words(result: Any, lang: str) -> str:
        """The status line's sentence once ``result`` is shown, in ``lang``: the house rules' mean round length
        first, against the plain rules', and whether the change is clear."""
        from unokit.explorer import _num

        plain, house = result.labels(lang)
        return message("explore-done", lang, house=house, plain=plain, rounds=format_number(result.rounds, lang),
                       house_mean=_num(f"{result.variant.mean_turns:.1f}", lang),  # in that order
                       plain_mean=_num(f"{result.plain.mean_turns:.1f}", lang),
                       clear="yes" if result.turns_change.clear else "no")
