"""HouseRulesExplorer: pick house rules, play them against the plain preset, read the table and the plot.

The dashboard's "Explore house rules" section (issue 13 item 5), usable on its own in a notebook:
``HouseRulesExplorer()`` as the last line of a cell. Every control is a native form element with a
visible label. *Run the comparison* checks the settings, plays the rounds with
:func:`unokit.explorer.compare` in the kernel (a progress bar counts them), then shows the results as an
HTML table with a caption and header scopes (WCAG 1.3.1) and the black-and-white figure with its text
alternative (WCAG 1.1.1, 1.4.1). Bad settings give a message in words in the status line (a polite live
region, WCAG 4.1.3), never a traceback.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from unokit.choices import BOT_LABELS, bot_options, players_allowed
from unokit.choices import BOTS as ALL_BOTS
from unokit.errors import UnokitError
from unokit.explorer import MIN_ROUNDS
from unokit.rules import PRESETS, find_preset
from unokit.widgets._sync import PythonAuthority
from unokit.widgets.house import rule_box_labels
from unokit.widgets.number import (
    EmptyFieldsWatcher,
    number_field,
    typed_number,
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
#: Bots the explorer offers, with their labels: every bot, greedy first (:data:`unokit.choices.BOT_LABELS`).
BOTS = {name: BOT_LABELS[name] for name in ("greedy", *(b for b in ALL_BOTS if b != "greedy"))}


#: ``{flag: label}`` of every checkbox, in the order shown (classic's numbers): the New game form's order and
#: words (:func:`unokit.widgets.house.rule_box_labels`; ux-audit-2 N12). The labels follow the plain rules
#: chosen, as the form's follow its preset.
RULE_LABELS: dict[str, str] = rule_box_labels("classic")


class ExplorerProgress(EmptyFieldsWatcher, PythonAuthority, anywidget.AnyWidget):
    """The progress bar (a native ``<progress>``, "120 of 400 rounds") and the status line (one polite
    live region, updated in place) of a :class:`HouseRulesExplorer`. Python writes every trait; the
    browser only shows them."""

    _browser_writable = frozenset()
    _esm = with_empty_fields_js(_STATIC / "explorer.js")
    _css = _STATIC / "explorer.css"

    done = traitlets.Int(0).tag(sync=True)
    total = traitlets.Int(0).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    problem = traitlets.Bool(False).tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: every message said, oldest first, as (problem, text): for tests
        self.history: list[tuple[bool, str]] = []

    def say(self, text: str, *, problem: bool = False) -> None:
        """Show ``text`` in the status line and have it read once (``problem``: shown as a problem)."""
        with self.hold_sync():
            self.message, self.problem = text, problem
            self.serial += 1
        self.history.append((problem, text))

    def count(self, done: int, total: int) -> None:
        """Show ``done`` of ``total`` rounds played (``total`` 0 hides the bar)."""
        with self.hold_sync():
            self.total, self.done = total, done


class HouseRulesExplorer(widgets.VBox):
    """Choose house rules and compare them with the plain rules over seeded rounds played by bots.

    ``HouseRulesExplorer(preset="classic", house_rules={"seven_swap": True}, players=3, rounds=100,
    bot="greedy", seed=1)`` sets the form (``house_rules``: flags ticked or unticked on top of the
    preset). :meth:`run` (the *Run the comparison* button) plays and shows the results; the latest
    :class:`~unokit.explorer.Comparison` is :attr:`result`.

    Raises :class:`~unokit.errors.UnokitError` for settings the form cannot hold (an unknown preset, flag
    or bot).
    """

    def __init__(self, *, preset: str = "classic", house_rules: Mapping[str, bool] | None = None, players: int = 3,
                 rounds: int = 100, bot: str = "greedy", seed: int = 1) -> None:
        name = find_preset(preset).name
        if name not in PLAIN_PRESETS:
            raise UnokitError(f"plain rules {name!r} are not offered; choose one of: {', '.join(PLAIN_PRESETS)}")
        if bot not in BOTS:
            raise UnokitError(f"unknown bot {bot!r}; bots are: {', '.join(BOTS)}")
        unknown = sorted(set(house_rules or {}) - set(RULE_LABELS))
        if unknown:
            raise UnokitError(f"unknown house rule {unknown[0]!r}; house rules are: {', '.join(RULE_LABELS)}")
        self.result: Any = None
        self.preset = widgets.Dropdown(options=list(PLAIN_PRESETS), value=name, description="Plain rules to compare with",
                                       style=_STYLE)
        self.rule_boxes: dict[str, widgets.Checkbox] = {
            flag: widgets.Checkbox(value=False, description=label, indent=False, style=_STYLE, layout=_FULL)
            for flag, label in rule_box_labels(name).items()
        }
        self._set_boxes(name, house_rules or {})
        self.preset.observe(lambda change: self._set_boxes(change["new"], {}), names="value")
        # plain number fields: what is typed is what is checked (2.5 is refused, not read as 2)
        self.players = number_field(players, "Players per simulated round", style=_STYLE)
        self.rounds = number_field(rounds, f"Rounds per rule set ({MIN_ROUNDS} to {MAX_ROUNDS:,})", style=_STYLE)
        self.bot = widgets.Dropdown(options=bot_options(BOTS), value=bot,
                                    description="Bots in the simulation", style=_STYLE, layout=_FULL)
        # a short label (the long one was cut at 1280 px, ux-audit-2 N12); what it does is said under the form
        self.seed = number_field(seed, "Simulation seed", style=_STYLE)
        for key, field in (("players", self.players), ("rounds", self.rounds), ("seed", self.seed)):
            field.add_class(f"unokit-field-{key}")  # the page names an emptied field by it (empty_fields.js)
        self.run_button = widgets.Button(description="Run the comparison", button_style="primary",
                                         tooltip="Play the rounds under both rule sets and compare them")
        self.run_button.on_click(lambda _button: self.run())
        self.progress = ExplorerProgress()
        self.table = widgets.HTML("", layout=_FULL)
        self.table.add_class("unokit-explorer-results")
        self.figure = widgets.HTML("", layout=_FULL)
        self.figure.add_class("unokit-explorer-plot")
        rules_box = widgets.VBox([
            widgets.HTML("<h3 class='unokit-heading'>House rules</h3><p>Ticked: the rule is played. Each box "
                         "starts as the plain rules have it; the comparison plays the boxes as they stand "
                         "against the plain rules.</p>"),
            *self.rule_boxes.values(),
        ])
        form = widgets.VBox([
            widgets.HTML("<p>Bots play the same deals twice, by the plain rules and with the house rules "
                         "ticked below; the table and the plot compare round length, the first seat's "
                         "advantage, blocked rounds and how often a player has a card to play, each with a "
                         "95% interval. The simulation seed fixes the deals: the same seed plays the same "
                         "rounds.</p>"),
            self.preset,
            rules_box,
            widgets.HBox([self.players, self.rounds], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.bot, self.seed], layout=widgets.Layout(flex_flow="row wrap")),
            self.run_button,
        ])
        form.add_class("unokit-form")
        super().__init__([form, self.progress, self.table, self.figure])
        self.add_class("unokit-explorer")

    def _set_boxes(self, preset: str, ticked: Mapping[str, bool]) -> None:
        """Set each checkbox to the preset's value of its flag, then to ``ticked``'s where given; the labels
        take the preset's numbers (the challenge penalty)."""
        rules = find_preset(preset)
        for flag, label in rule_box_labels(rules).items():
            self.rule_boxes[flag].description = label
        for flag, box in self.rule_boxes.items():
            box.value = bool(ticked.get(flag, getattr(rules, flag)))

    def settings(self) -> dict[str, Any]:
        """The form's settings, checked: ``{"plain", "house_rules", "players", "rounds", "bot", "seed"}``
        (``house_rules``: the flags whose box differs from the plain rules).

        Raises :class:`UnokitError` naming the field: no house rule changed, rounds outside 2 to
        :data:`MAX_ROUNDS`, players outside the preset's range, a number field the page says is empty
        (:attr:`ExplorerProgress.empty_fields`; its last value is never used in its place) or one that does
        not hold a whole number (2.5 is refused, never read as 2: :func:`unokit.widgets.number.whole_number`)."""
        plain = find_preset(self.preset.value)
        changed = {flag: box.value for flag, box in self.rule_boxes.items() if box.value != getattr(plain, flag)}
        if not changed:
            raise UnokitError(f"no house rule differs from plain {plain.name}: tick or untick at least one box")
        empty = self.progress.empty_fields
        if "rounds" in empty:
            raise UnokitError(f"rounds per rule set is empty; type a whole number from {MIN_ROUNDS} to {MAX_ROUNDS:,}")
        if "players" in empty:
            raise UnokitError(f"players per simulated round is empty; {plain.name} is for {plain.min_players} to "
                              f"{plain.max_players} players")
        if "seed" in empty:
            raise UnokitError("simulation seed is empty; type a whole number such as 1")
        rounds = whole_number(self.rounds.value)
        if rounds is None:
            raise UnokitError(f"rounds per rule set: {typed_number(self.rounds.value)}; choose {MIN_ROUNDS} to "
                              f"{MAX_ROUNDS:,}")
        if not MIN_ROUNDS <= rounds <= MAX_ROUNDS:
            raise UnokitError(f"rounds per rule set: {rounds} is not allowed here; choose {MIN_ROUNDS} to {MAX_ROUNDS:,}")
        players = whole_number(self.players.value)
        if players is None:
            raise UnokitError(f"players per simulated round {typed_number(self.players.value)}; {plain.name} is "
                              f"for {plain.min_players} to {plain.max_players} players")
        if not players_allowed(plain, players):
            raise UnokitError(f"players per simulated round {players}: {plain.name} is for {plain.min_players} "
                              f"to {plain.max_players} players")
        seed = whole_number(self.seed.value)
        if seed is None:
            raise UnokitError(f"simulation seed {typed_number(self.seed.value)}; type a whole number such as 1")
        return {"plain": plain.name, "house_rules": changed, "players": players, "rounds": rounds,
                "bot": self.bot.value, "seed": seed}

    def conflict_text(self) -> str:
        """Why the boxes as they are cannot be played together, in plain words with the boxes' names and
        what to tick or untick (:func:`unokit.widgets.house.conflict_words`); "" when they can be."""
        from unokit.phrases import rule_name
        from unokit.widgets.house import conflict_words

        names = {flag: rule_name(flag) for flag in RULE_LABELS}
        values = {flag: bool(box.value) for flag, box in self.rule_boxes.items()}
        return conflict_words(self.preset.value, values, names)[0]

    def run(self) -> bool:
        """Check the settings, play the rounds and show the results; ``True`` if it ran, else the problem
        is shown in the status line (a refused combination of rules names both flags)."""
        from unokit.explorer import compare

        try:
            settings = self.settings()
        except UnokitError as error:
            self.progress.say(f"Problem: {error}", problem=True)
            return False
        conflict = self.conflict_text()
        if conflict:  # said with the boxes' names, not the engine's flag names (RULES.md "House rules")
            self.progress.say(f"Problem: {conflict}", problem=True)
            return False
        rounds = settings["rounds"]
        self.progress.count(0, 2 * rounds)
        self.progress.say(f"Playing {rounds:,} rounds of each rule set…")
        try:
            result = compare(settings["house_rules"], settings["plain"], players=settings["players"],
                             rounds=rounds, seed=settings["seed"], bots=(settings["bot"],),
                             progress=self.progress.count)
            table = result.to_html()
            try:
                figure = result.figure_html()
            except ImportError as missing:  # no matplotlib (the browser edition): the table says it all
                figure = (f'<p class="unokit-explorer-no-plot">No plot here: it needs {html.escape(missing.name or "matplotlib")}, '
                          "which this edition does not have; the table below has the same numbers.</p>")
        except UnokitError as error:
            self.progress.count(0, 0)
            self.progress.say(f"Problem: {error}", problem=True)
            return False
        self.result = result
        with self.hold_sync():
            self.table.value = table
            self.figure.value = figure
        change = result.turns_change
        self.progress.say(
            f"Done: {result.variant.label} against {result.plain.label}, {rounds:,} rounds each. Mean round "
            f"length {result.variant.mean_turns:.1f} turns against {result.plain.mean_turns:.1f} "  # in that order
            f"({'a clear' if change.clear else 'no clear'} change). The table follows.")
        return True
