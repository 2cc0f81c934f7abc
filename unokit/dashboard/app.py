"""The dashboard's controls: set up a game, play it at a :class:`~unokit.widgets.GameTable`, save and load it.

Layout (top to bottom, in reading and Tab order; headings are real ``<h2>`` elements, WCAG 1.3.1 / 2.4.6):

1. **New game** — rules preset, the house rules (one labelled checkbox each, with the rule's own one-line
   text; :class:`~unokit.dashboard.house_rules.HouseRulesPanel`), number of players, each seat's name and
   whether a person plays it, the bots' kind, the seed, whether the bots move straight after you, and
   *Start game*.
   **Play with others**, the other way to play, folded under the table (which keeps the first screen) —
   create a shared table of the table service, join or watch one by its room code
   (:class:`~unokit.dashboard.others.PlayWithOthers`; an invite link ``?room=CODE`` opens it).
2. **Table** — the :class:`~unokit.widgets.GameTable` in play mode, reused as it is: the hand of the
   human seat to act, step back / forward, legal moves with reasons, the log, the scores, the
   colour-vision preview, and loading / saving the game record (DESIGN.md contract 3). Unless
   "Bots move straight after you" is unticked, the bots make their moves as soon as a person has
   moved, so a round is played with the hand alone (the table's Step / Auto-play stay available).
3. **Printable cards** — download a sheet (PDF, A4 or US Letter, ``unokit.render.sheets``) of the current deck.
4. **Explore house rules** — pick house rules and compare them with the plain rules over seeded rounds
   played by bots: a table and a plot with 95% intervals (``unokit.widgets.explorer``).
5. **Review a round** — the round just played, or a saved record, at a review table: every hand shown, step,
   jump to a move, what-if lines (:class:`~unokit.widgets.review.ReviewTable`).

Every control is a native form element with a visible label; user text (player names, loaded records)
is shown as text, never HTML. Python is the only authority: this module checks every setting before a
game starts and lists every problem in words next to *Start game*, marking the fields at fault
(:class:`~unokit.dashboard.problems.FormProblems`).
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Mapping, Sequence
from typing import Any

from unokit.extras import missing, require

require("unokit.dashboard")  # before ipywidgets: a core install gets the install command, not a bare error

import ipywidgets as widgets  # noqa: E402

from unokit.choices import BOT_LABELS, TABLE_BOTS, bot_options, players_allowed  # noqa: E402
from unokit.dashboard.problems import FormProblem, FormProblems, field_class  # noqa: E402
from unokit.errors import UnokitError  # noqa: E402
from unokit.i18n import message  # noqa: E402
from unokit.rules import PRESETS, find_preset  # noqa: E402
from unokit.state import name_key  # noqa: E402
from unokit.widgets.number import number_field, whole_number  # noqa: E402

__all__ = ["Dashboard", "SettingsError", "BOT_KINDS", "DEFAULT_NAMES", "SEED_ENVIRONMENT", "read_seed"]

#: Bot kinds a non-human seat can be, with their labels in words (:data:`unokit.choices.TABLE_BOTS`).
BOT_KINDS = {name: BOT_LABELS[name] for name in TABLE_BOTS}
#: Default seat names (seat 0 first).
DEFAULT_NAMES = ("Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo")
#: The dashboard's bots forget UNO and catch a person who forgot it with these chances
#: (unokit.agents.Agent), so the UNO rule is met in single-player play.
BOT_FORGET_UNO = 0.25
BOT_CATCH_UNO = 0.5
#: An environment variable that, holding a whole number, puts that seed in the New game form of every
#: dashboard made without a ``seed`` (an open deal, the same for every visitor: for a lesson about one deal,
#: and for the browser tests); unset, every new game is dealt from a fresh seed.
SEED_ENVIRONMENT = "UNOKIT_DASHBOARD_SEED"
#: Under the seed field: what an empty field and a typed seed do (security review F4: the seed is the deal).
SEED_HELP = message("dash-form-seed-help", "en")
_SEED_TEXT = re.compile(r"[+-]?\d+")
_LAYOUT_FULL = widgets.Layout(width="auto", max_width="100%")
_STYLE = {"description_width": "initial"}


#: The presets the table plays: every one (``party`` too: the hand asks for a Seven-O swap's seat like a
#: Wild's colour, and jump-ins are offered out of turn; issue 13 item 3).
TABLE_PRESETS: tuple[str, ...] = tuple(PRESETS)
#: The print panel's "Paper" choice: label -> paper key of :data:`unokit.render.sheets.PAPERS` (the keys
#: ``unokit sheet --paper`` takes). A4 first, the default.
PAPER_CHOICES: dict[str, str] = {"A4 (210 × 297 mm)": "a4", "US Letter (8.5 × 11 in)": "letter"}


class SettingsError(UnokitError):
    """New-game settings that cannot be dealt: ``problems`` lists every one
    (:class:`~unokit.dashboard.problems.FormProblem`), and the message is their sentences in order."""

    def __init__(self, problems: list[FormProblem]) -> None:
        super().__init__(" ".join(problem.text for problem in problems))
        self.problems = problems


def read_seed(text: str) -> int | None:
    """The seed typed in the New game form's *Seed* field (``text``: spaces and ``_`` between digits
    allowed) as an ``int``; None for an empty field (a fresh deal). Raises :class:`UnokitError` for text that
    is not a whole number, or one beyond :data:`~unokit.widgets.number.LARGEST_WHOLE` either side of 0."""
    from unokit.widgets.number import LARGEST_WHOLE

    plain = re.sub(r"[\s_]", "", text)
    if not plain:
        return None
    if not _SEED_TEXT.fullmatch(plain):
        raise UnokitError(f"{_cut(text)} is not a whole number")
    number = int(plain)
    if abs(number) > LARGEST_WHOLE:
        raise UnokitError(f"{_cut(text)} is beyond {LARGEST_WHOLE:,}")
    return number


def _cut(text: str, limit: int = 30) -> str:
    """``text`` as a message quotes it: at most ``limit`` characters, "…" marking a cut."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def sheet_elsewhere(preset: str, paper: str, module: str | None, lang: str = "en") -> str:
    """What the print panel says where PDF sheets cannot be made (the browser edition has no cairo), in
    ``lang``: what is missing and the command that makes the same sheet on a computer with unokit installed."""
    from unokit.dashboard.words import sheet_elsewhere_text

    return sheet_elsewhere_text(preset, paper, module, lang)


def _heading() -> widgets.HTML:
    """A section heading, worded by :func:`unokit.dashboard.words.label_dashboard`."""
    return widgets.HTML()


class Dashboard(widgets.VBox):
    """The whole dashboard as one ipywidgets container (display it as the last line of a cell).

    ``Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=None, start=True)`` sets the
    form and, with ``start``, deals at once (the notebook does this so the page opens on a playable game).
    ``seed``: None (default) leaves the form's *Seed* field empty, so every new game is dealt from a fresh
    seed (:func:`unokit.deal.fresh_seed`) that the page is told only once the round is over (unless the
    environment variable :data:`SEED_ENVIRONMENT` holds one); a whole number is put in the field: an open
    deal, the same every time (security review F4).
    ``rules``: house rules changed from the preset, ``{"seven_swap": True}`` (RULES.md "House rules").
    ``lang``: the language of the table and of the dashboard's own words (DESIGN.md contract 7; ``"en"``,
    ``"pt-PT"`` or ``"es"``; :mod:`unokit.dashboard.words`), also chosen in
    the page (its "Language" chooser, kept in the browser) or by ``?lang=`` in its address
    (:mod:`unokit.dashboard.language`); :class:`~unokit.errors.LanguageError` for an unknown one.
    Raises :class:`~unokit.errors.UnokitError` (a ValueError) for settings the form could not hold, and
    :class:`~unokit.errors.RulesError` for an unknown house rule or a combination RULES.md refuses.
    """

    def __init__(self, *, preset: str = "classic", players: int = 3, names: Sequence[str] | None = None,
                 humans: Sequence[int] = (0,), bot: str = "random", seed: int | None = None, start: bool = True,
                 rules: Mapping[str, bool] | None = None, lang: str = "en") -> None:
        from unokit.dashboard.house_rules import HouseRulesPanel
        from unokit.dashboard.language import LanguageChooser, set_table_language
        from unokit.i18n import resolve_language
        from unokit.widgets.files import DownloadButton

        self.table: Any = None
        #: the table's language (a tag of unokit.i18n.LANGUAGES) and the page's chooser of it
        self.lang = resolve_language(lang)
        self.language = LanguageChooser(on_lang=lambda tag: set_table_language(self, tag), lang=self.lang)

        # -- 1. new game form --------------------------------------------------------------------
        name = find_preset(preset).name
        self.house_rules = HouseRulesPanel(name, rules, lang=self.lang)
        # every word of the form and sections is written by label_dashboard (unokit.dashboard.words) at the
        # end, in the dashboard's language, and again when it changes
        self.preset = widgets.Dropdown(options=[(name, name) for name in TABLE_PRESETS], value=name, style=_STYLE)
        # a plain number field: what is typed stays as typed (no silent clamp or rounding) and a count that
        # is not a whole number in the rules' range is listed as a problem at Start (problems())
        self.players = number_field(players, "", style=_STYLE)
        self.bot = widgets.Dropdown(options=bot_options(TABLE_BOTS), value=bot, style=_STYLE)
        if seed is None and os.environ.get(SEED_ENVIRONMENT, "").strip():
            seed = read_seed(os.environ[SEED_ENVIRONMENT])
        # a text field, empty by default: a fresh seed is never put in it (the page would hold the deal)
        self.seed = widgets.Text(value="" if seed is None else str(seed), style=_STYLE)
        self.seed.add_class(field_class("seed"))
        self.seed_help = widgets.HTML()
        self.bots_answer = widgets.Checkbox(value=True, indent=False, layout=_LAYOUT_FULL)
        self.start_button = widgets.Button(button_style="primary")
        self.start_button.on_click(lambda _button: self.start())
        # every problem at once, next to the button, the fields at fault marked (WCAG 3.3.1, 3.3.3)
        self.form_problems = FormProblems(scope=".unokit-form", watch_empty=True, lang=self.lang)
        self.form_problems.add_class("unokit-start-problems")
        self.players.add_class(field_class("players"))
        self._seats_box = widgets.VBox()
        self._name_boxes: list[widgets.Text] = []
        self._human_boxes: list[widgets.Checkbox] = []
        self._build_seats(players, names or DEFAULT_NAMES, humans)
        self.players.observe(self._on_players, names="value")
        self.preset.observe(self._on_preset, names="value")

        self.form_heading = _heading()
        form = widgets.VBox([
            self.form_heading,
            widgets.HBox([self.preset, self.players], layout=widgets.Layout(flex_flow="row wrap")),
            self.house_rules,
            self._seats_box,
            widgets.HBox([self.bot, self.seed], layout=widgets.Layout(flex_flow="row wrap")),
            self.seed_help,
            self.bots_answer,  # a setting of the form: before Start game on screen and in Tab order
            self.start_button,
            self.form_problems,
        ])
        form.add_class("unokit-form")
        form.add_class("unokit-focus-group")

        # -- 2. table ------------------------------------------------------------------------------
        self.table_empty = widgets.HTML()  # "Choose the settings above and start a game."
        self._table_box = widgets.VBox([self.table_empty])
        from unokit.dashboard.address import AddressBar

        self.address_bar = AddressBar(self)  # opens the game a page's address names; copies a link to one

        # -- 3. printable cards --------------------------------------------------------------------
        # the paper the sheet is laid out for (the sheet PDF prints at 100%, /PrintScaling /None: an A4
        # page on US Letter lost its bottom row's crop marks and footer); the same choice as `unokit sheet --paper`
        self.paper = widgets.Dropdown(options=list(PAPER_CHOICES.items()), value="a4", style=_STYLE)
        self.paper.add_class("unokit-paper")
        self.download_sheet = DownloadButton("", filename=lambda: f"unokit-{self._rules_name()}-deck.pdf",
                                             mime="application/pdf", producer=self.sheet_bytes)
        #: the browser edition's note of where sheets are made (said once, before a click), or ""
        self.sheet_note = ""
        if missing(("cairosvg",)):
            self.sheet_note = sheet_elsewhere(self._rules_name(), self.paper.value, "cairosvg", self.lang)
            self.download_sheet.message = self.sheet_note
        self._sheet_rules = self._rules_name()  # the rules the print panel's message is about

        from unokit.widgets.disclosure import disclosed

        # the settings fold away once a game is dealt, so the table fits the first screen
        self.new_game_box = disclosed("", form,
                                      expanded=not start, css_class="unokit-new-game")
        self.bots_answer.observe(self._on_bots_answer, names="value")
        from unokit.widgets.disclosure import disclosed_later

        # "Play with others": a shared table of the table service (create, join or watch by room code), made
        # when first opened (the page starts sooner; issue 27)
        self._others: Any = None
        self._page = ""
        self.others_box = disclosed_later("", lambda: [self.others], css_class="unokit-play-others")
        from unokit.widgets.shared_store import SeatStore

        self.seat_store = SeatStore()  # the seats this browser holds: a page opened again takes its seat back
        self.seat_store.on_stored = self._seats_stored
        self.print_heading, self.print_intro = _heading(), widgets.HTML()
        super().__init__([
            self.new_game_box,
            self._table_box,
            self.others_box,  # under the table: the table keeps the first screen (tests/browser/test_table_browser.py)
            self.seat_store,
            self.language,  # under the table too, beside the link row (?lang= in a link says it as well)
            self.address_bar,
            self.print_heading,
            self.print_intro,
            self.paper,
            self.download_sheet,
            *self._explore_section(),
            *self._review_section(),
        ])
        self.add_class("unokit-dashboard")
        from unokit.dashboard.words import label_dashboard

        label_dashboard(self)
        if start:
            self.start()

    @property
    def others(self) -> Any:
        """The "Play with others" panel (:class:`~unokit.dashboard.others.PlayWithOthers`), made on first use."""
        if self._others is None:
            from unokit.dashboard.others import PlayWithOthers

            self._others = PlayWithOthers(page=self._page, store=self.seat_store, lang=self.lang)
            self.others_box.build_now()
        return self._others

    def _seats_stored(self, seats: list[Any], room: str) -> None:
        """The browser's stored seats have come: one at this service (at the invite's room, if any) is taken
        back in "Play with others", opened for it (:meth:`PlayWithOthers.stored`)."""
        from unokit.tables import service_url
        from unokit.widgets.shared_store import seat_to_take

        if seat_to_take(seats, service_url(), room) is not None:
            self.others_box.disclosure.expanded = True
            self.others.stored(seats, room)

    def set_page(self, page: str) -> None:
        """This page's address without its query (the shared tables' invite links start with it)."""
        self._page = page
        if self._others is not None:
            self._others.set_page(page)

    def _explore_section(self) -> list[widgets.Widget]:
        """4. **Explore house rules** (issue 13 item 5): :class:`~unokit.widgets.explorer.HouseRulesExplorer`,
        folded away, and made (its module imported, its 64 widgets built) when first opened: the dashboard
        starts sooner, in the static site most (issue 27)."""
        from unokit.widgets.disclosure import disclosed_later

        self._explorer: Any = None
        self.explore_box = disclosed_later("", lambda: [self.explorer], css_class="unokit-explore")
        self.explore_heading = _heading()
        return [self.explore_heading, self.explore_box]

    @property
    def explorer(self) -> Any:
        """The :class:`~unokit.widgets.explorer.HouseRulesExplorer` of section 4, made on first use."""
        if self._explorer is None:
            from unokit.dashboard.language import ENGLISH_CLASS
            from unokit.widgets.explorer import HouseRulesExplorer

            self._explorer = HouseRulesExplorer()
            self._explorer.add_class(ENGLISH_CLASS)  # English only: the page marks it lang="en"
            self.explore_box.build_now()
        return self._explorer

    def _review_section(self) -> list[widgets.Widget]:
        """5. **Review a round** (issue 29): the round just played or a saved record at a
        :class:`~unokit.widgets.review.ReviewTable`, made when asked for."""
        from unokit.widgets.disclosure import disclosed
        from unokit.widgets.files import UploadButton
        from unokit.widgets.table import RECORD_MAX_BYTES

        self.review_table: Any = None
        self.review_button = widgets.Button()
        self.review_button.on_click(lambda _b: self.review())
        self.review_upload = UploadButton("", on_file=self._review_file,
                                          accept=".json,application/json", max_bytes=RECORD_MAX_BYTES,
                                          what="a game record")
        self.review_status = widgets.HTML()
        self._review_box = widgets.VBox([widgets.HBox([self.review_button, self.review_upload]), self.review_status])
        self.review_fold = disclosed("", self._review_box, css_class="unokit-review-section")
        self.review_heading = _heading()
        return [self.review_heading, self.review_fold]

    def review(self, record: Any = None) -> Any:
        """Open a review of ``record`` (contract 3: a path, JSON text, a dict or a GameRecord), or without
        one of the table's round once it is over (a review shows every hand); returns the
        :class:`~unokit.widgets.review.ReviewTable`, or None when refused (the reason is shown).

        Raises :class:`~unokit.errors.RecordError` for a bad record (shown too)."""
        from unokit.widgets.review import ReviewTable

        if record is None:
            if self.table is None or not self.table.game.is_over():
                self.review_status.value = f"<p>{html.escape(message('dash-review-finish-first', self.lang))}</p>"
                return None
            review = ReviewTable(game=self.table.game, lang=self.lang)
        else:
            try:
                review = ReviewTable(record, lang=self.lang)
            except UnokitError as error:
                from unokit.dashboard.address import english_marked

                said = message("dash-review-not-opened", self.lang, error=str(error))
                self.review_status.value = f"<p>{english_marked(said, str(error), self.lang)}</p>"
                raise
        self.review_table = review
        self.review_status.value = ""
        self._review_box.children = [self._review_box.children[0], self.review_status, review]
        self.review_fold.disclosure.expanded = True
        return review

    def _review_file(self, name: str, data: bytes) -> str:
        from unokit.record import record_from_bytes

        self.review(record_from_bytes(data, name))
        return message("dash-review-reviewing", self.lang, name=name)

    # -- the seat rows ---------------------------------------------------------------------------

    def _build_seats(self, count: int, names: Sequence[str], humans: Sequence[int]) -> None:
        old_names = [box.value for box in self._name_boxes]
        old_humans = [box.value for box in self._human_boxes]
        rows = []
        self._name_boxes, self._human_boxes = [], []
        for seat in range(count):
            name = old_names[seat] if seat < len(old_names) else (
                names[seat] if seat < len(names) else f"Player {seat + 1}")
            human = old_humans[seat] if seat < len(old_humans) else seat in humans
            name_box = widgets.Text(value=name, description=message("dash-seat-name", self.lang, seat=str(seat)),
                                    style=_STYLE)
            human_box = widgets.Checkbox(value=human, description=message("dash-seat-person", self.lang, seat=str(seat)),
                                         indent=False, style=_STYLE, layout=_LAYOUT_FULL)
            name_box.add_class(field_class(f"seat-name-{seat}"))
            human_box.add_class(field_class(f"human-{seat}"))
            self._name_boxes.append(name_box)
            self._human_boxes.append(human_box)
            rows.append(widgets.HBox([name_box, human_box], layout=widgets.Layout(flex_flow="row wrap",
                                                                                   align_items="center")))
        self._seats_box.children = rows

    def _on_players(self, change: dict[str, Any]) -> None:
        count = self.player_count()
        if count is not None:  # a count that cannot be played keeps the rows; Start lists the problem
            self._build_seats(count, DEFAULT_NAMES, ())

    def _on_preset(self, change: dict[str, Any]) -> None:
        self.house_rules.set_preset(find_preset(change["new"]))
        self._sheet_rules_changed()  # before any game, the sheet is the chosen preset's
        count = self.player_count()
        if count is not None and count != len(self._name_boxes):
            self._build_seats(count, DEFAULT_NAMES, ())

    def player_count(self) -> int | None:
        """The number typed in *Number of players* as an ``int`` when it is a whole number in the chosen
        rules' range (``min_players`` to ``max_players``, RULES.md "Players"), else None (the problem is
        listed by :meth:`problems`; the field is never changed behind the person's back)."""
        if "players" in self.form_problems.empty_fields:  # its widget still holds the last number typed
            return None
        count = whole_number(self.players.value)
        preset = find_preset(self.preset.value)
        return count if count is not None and players_allowed(preset, count) else None

    # -- settings --------------------------------------------------------------------------------

    def _rules_name(self) -> str:
        game = self.game
        return game.rules.name if game is not None else str(self.preset.value)

    @property
    def seat_names(self) -> list[widgets.Text]:
        """The name fields, one per seat (seat 0 first)."""
        return list(self._name_boxes)

    @property
    def human_boxes(self) -> list[widgets.Checkbox]:
        """The "played by a person" checkboxes, one per seat."""
        return list(self._human_boxes)

    def problems(self) -> list[FormProblem]:
        """Every problem of the form's settings at once, in the form's order (empty: they can be dealt).

        Each :class:`~unokit.dashboard.problems.FormProblem` says in words what is wrong and what to do, and
        names the fields at fault: a number of players that is empty, not a whole number or outside the
        chosen rules' range (RULES.md, "Players"; the field is never rounded, clamped or refilled),
        house rules that cannot be played together (RULES.md "House rules", said with the checkboxes' own
        names: :meth:`HouseRulesPanel.conflict_text`), a seat name that is empty, longer than
        :data:`MAX_NAME_LENGTH` or used by an earlier seat, no seat played by a person, and a seed that
        is not a whole number (:func:`read_seed`; an empty seed is a fresh deal). A number field is empty
        when the page says so (:attr:`FormProblems.empty_fields`), whatever its widget still holds."""
        from unokit.dashboard.words import players_problem, seat_name_problem, seed_problem

        problems: list[FormProblem] = []
        preset = find_preset(self.preset.value)
        count = self.player_count()
        if count is None:  # each problem in the dashboard's language (unokit.dashboard.words)
            empty = "players" in self.form_problems.empty_fields
            problems.append(FormProblem(players_problem(preset, self.players.value, empty, self.lang), ("players",)))
            count = len(self._name_boxes)  # the seat rows on the screen are checked as they are
        conflict = self.house_rules.conflict_problem()  # the boxes' conflict, found once
        if conflict is not None:
            problems.append(conflict)
        names = self._names(count)
        keys = [name_key(name) for name in names]  # as typed commands name players: without case
        for seat in range(len(names)):
            if (problem := seat_name_problem(names, keys, seat, self.lang)) is not None:
                problems.append(FormProblem(problem, (f"seat-name-{seat}",)))
        if not any(box.value for box in self._human_boxes[:count]):
            problems.append(FormProblem(message("dash-problem-no-person", self.lang), ("human-0",)))
        if (problem := seed_problem(self.seed.value, self.lang)) is not None:
            problems.append(FormProblem(problem, ("seed",)))
        return problems

    def _names(self, count: int) -> list[str]:
        return [re.sub(r"\s+", " ", box.value).strip() for box in self._name_boxes[:count]]

    def settings(self) -> dict[str, Any]:
        """The form's settings, checked: ``{"preset", "rules", "names", "humans", "bot", "seed"}``
        (``rules``: the :class:`~unokit.rules.Rules` value with the house rules ticked; ``seed``: the typed
        seed, or None when the field is empty: a fresh deal).

        Raises :class:`SettingsError` (a :class:`UnokitError`, so a ValueError) listing every problem of
        :meth:`problems` in one message (``error.problems`` holds them).
        """
        problems = self.problems()
        if problems:
            raise SettingsError(problems)
        rules = self.house_rules.rules()
        count = self.player_count()
        assert count is not None  # whole and in range: problems() found no fault
        humans = tuple(seat for seat, box in enumerate(self._human_boxes[:count]) if box.value)
        return {"preset": rules.name, "rules": rules, "names": self._names(count), "humans": humans,
                "bot": self.bot.value, "seed": read_seed(self.seed.value)}

    # -- the game ---------------------------------------------------------------------------------

    @property
    def game(self) -> Any:
        """The live :class:`~unokit.game.Game` at the table, or None before the first start."""
        return None if self.table is None else self.table.game

    def start(self, *, seed: int | str | None = None) -> bool:
        """Deal a new round with the form's settings; True if it started, else the problem is shown.

        ``seed`` (a whole number, or its text): put it in the *Seed* field first, as if typed (an open deal;
        a link's seed comes in this way). With the field empty the deal's seed is a fresh one
        (:func:`unokit.deal.fresh_seed`) that the page is told only once the round is over (security
        review F4); a typed seed is said in the opening message with the words "open deal"."""
        from unokit.deal import fresh_seed
        from unokit.game import Game

        if seed is not None:
            self.seed.value = str(seed)
        try:
            settings = self.settings()
            open_deal = settings["seed"] is not None
            game = Game(settings["rules"], settings["names"], seed=settings["seed"] if open_deal else fresh_seed())
        except SettingsError as error:
            self.form_problems.show(error.problems)
            return False
        except UnokitError as error:  # the engine refused the deal: said in its words, no field to mark
            self.form_problems.show([FormProblem(str(error))])
            return False
        self.form_problems.clear()
        from unokit.dashboard.language import new_game_text

        house = self.house_rules.changed()  # only what differs from the preset: its own rules are no house rules
        text = new_game_text(self.lang, preset=settings["preset"], seed=settings["seed"], house=house,
                             people=[settings["names"][seat] for seat in settings["humans"]])
        self._show(game, humans=settings["humans"], bot=settings["bot"], message=text, seed_secret=not open_deal)
        self.new_game_box.disclosure.expanded = False
        return True

    def play(self, game: Any, *, humans: Sequence[int] = (0,), bot: str = "random") -> None:
        """Sit the table down at ``game`` (a :class:`~unokit.game.Game`: an arranged deal for a lesson, a
        replayed record) instead of dealing from the form; ``humans`` are the people's seats, the others
        ``bot`` bots. Raises :class:`UnokitError` for a seat that is not at the table or an unknown bot."""
        from unokit.widgets.session import check_bot, require_game

        require_game(game, "Dashboard.play")
        check_bot(bot)
        bad = [seat for seat in humans if not 0 <= seat < game.n_players]
        if bad:
            raise UnokitError(f"human seat {bad[0]} is not at this table; seats are 0..{game.n_players - 1}")
        names = ", ".join(game.players[seat] for seat in humans) or message("dash-bots-only", self.lang)
        self._show(game, humans=humans, bot=bot, seed_secret=False,
                   message=message("dash-set-up", self.lang, preset=game.rules.name, who=names))
        self.new_game_box.disclosure.expanded = False

    def _show(self, game: Any, *, humans: Sequence[int], bot: str, message: str = "",
              seed_secret: bool = False) -> None:
        from unokit.widgets import GameTable

        if self.table is None:
            self.table = GameTable(game, mode="play", human_seats=tuple(humans), bot=bot,
                                   bots_answer=self.bots_answer.value, forget_uno=BOT_FORGET_UNO,
                                   catch_uno=BOT_CATCH_UNO, lang=self.lang)
            self.table.seed_secret = seed_secret
            self._table_box.children = [self.table]
            self.table.live.say(message)
            self.bots_move()
        else:  # the same table deals again: its live regions and the page's focus stay
            self.table.seed_secret = seed_secret
            self.table.new_game(game, human_seats=tuple(humans), bot=bot, message=message)
        self._sheet_rules_changed()

    def _sheet_rules_changed(self) -> None:
        """Take the print panel's message away ("Saved unokit-classic-deck.pdf (1.2 MB).") once the rules
        whose deck the sheet prints are others (a game of other rules dealt, another preset chosen before
        any game): it would speak of a file of the last rules next to the button for the new ones."""
        name = self._rules_name()
        if name != self._sheet_rules:
            self._sheet_rules = name
            self.download_sheet.message = ""
    def _on_bots_answer(self, change: dict[str, Any]) -> None:
        if self.table is not None:
            self.table.bots_answer = bool(change["new"])
            if change["new"]:
                self.bots_move()

    def bots_move(self, limit: int = 500) -> int:
        """Let the bots move until a person is to act, the round is over, or ``limit`` moves were made.

        Only at the latest position (a past position shown while stepping back is left alone), and not
        while a person's UNO window is open. Returns the number of bot moves made. While "Bots move
        straight after you" is ticked the table itself does this after every move of a person
        (:meth:`GameTable.bots_move`, announced in one message).
        """
        return 0 if self.table is None else self.table.bots_move(limit)

    def sheet_bytes(self) -> bytes:
        """A printable PDF of the current preset's whole deck (as ``unokit sheet PRESET --paper PAPER``
        prints it) and the two reference cards at their real size, nine to an A4 page or eight to a
        Letter page, on the paper of the "Paper" choice (``"a4"``, 210 × 297 mm, or ``"letter"``, 8.5 × 11 in;
        :data:`unokit.render.sheets.PAPERS`). Raises :class:`~unokit.errors.RenderError` for a paper
        :func:`unokit.render.sheets.sheet_pdf` does not know."""
        from unokit.cards import make_deck
        from unokit.render.sheets import sheet_pdf

        rules = find_preset(self._rules_name())
        try:
            return sheet_pdf(make_deck(rules.deck), paper=self.paper.value, reference_cards=True, title=rules.name,
                             wild_colors=rules.colors)
        except ImportError as error:  # cairosvg: never in a browser (no cairo there)
            raise UnokitError(sheet_elsewhere(self._rules_name(), self.paper.value, error.name)) from None
