"""The dashboard's own words in its language (issue 26, DESIGN.md contract 7): the New game form, the print,
explore and review sections, their headings and the problems said next to *Start game*, each from the
catalogues' ``dash-*`` messages (:func:`unokit.i18n.message`). English is byte for byte the text the
dashboard always showed.

:func:`label_dashboard` writes every label, option, heading and paragraph of a
:class:`~unokit.dashboard.app.Dashboard` in its ``lang``: once when it is made, and again when its language
changes (:func:`unokit.dashboard.language.set_table_language`); the widgets stay, with their values and
focus. The functions below it word one problem or message each.
"""

from __future__ import annotations

import html
import re
from typing import Any

from unokit.choices import bot_label
from unokit.i18n import format_number, message
from unokit.widgets.house import conflict_sentence, rule_box_texts, rule_short_name
from unokit.widgets.number import typed_number_text

__all__ = ["label_dashboard", "bot_choices", "paper_choices", "rule_box_texts", "rule_short_name", "changed_rule_words",
           "conflict_sentence", "typed_number_text",
           "players_problem", "seat_name_problem", "seed_problem", "sheet_elsewhere_text", "heading_html",
           "page_words", "intro_html"]

#: The print panel's papers (:data:`unokit.dashboard.app.PAPER_CHOICES`' keys), message ids by paper key.
_PAPER_MESSAGES = {"a4": "dash-paper-a4", "letter": "dash-paper-letter"}


def heading_html(text: str, level: int = 2) -> str:
    """A section heading of the dashboard (a real ``<h2>``; WCAG 1.3.1, 2.4.6), ``text`` escaped."""
    return f"<h{level} class='unokit-heading'>{html.escape(text)}</h{level}>"


def bot_choices(bots: tuple[str, ...], lang: str) -> list[tuple[str, str]]:
    """``[(label, name)]`` of the dashboard's ``bots`` for its *Bots* dropdown, in ``lang``."""
    return [(bot_label(name, lang), name) for name in bots]


def paper_choices(lang: str) -> list[tuple[str, str]]:
    """``[(label, paper)]`` of the print panel's *Paper* dropdown, A4 first, in ``lang``."""
    return [(message(msg_id, lang), paper) for paper, msg_id in _PAPER_MESSAGES.items()]


def changed_rule_words(overrides: dict[str, bool], in_force: list[str], lang: str) -> list[str]:
    """The house rules of a game in ``lang``: each box of ``overrides`` (``{flag: ticked}``, changed from the
    preset) as the table names it when it is one of the house rules ``in_force`` ("Seven-O", "No
    bluffing"), else with on or off ("Stacking Draw Twos off")."""
    return [rule_short_name(flag, lang, in_force=True) if flag in in_force else
            message("dash-rule-on" if value else "dash-rule-off", lang, rule=rule_short_name(flag, lang))
            for flag, value in overrides.items()]


def players_problem(preset: Any, value: Any, empty: bool, lang: str) -> str:
    """The problem of a *Number of players* field that cannot be played with ``preset`` (a
    :class:`~unokit.rules.Rules`): ``empty`` (the page says the field is empty) or holding ``value``."""
    span = {"low": str(preset.min_players), "high": str(preset.max_players), "preset": preset.name}
    if empty:
        return message("dash-problem-players-empty", lang, **span)
    from unokit.widgets.number import whole_number

    if whole_number(value) is None:
        return message("dash-problem-players-typed", lang, typed=typed_number_text(value, lang), **span)
    return message("dash-problem-players-range", lang, count=str(int(value)), **span)


def seat_name_problem(names: list[str], keys: list[str], seat: int, lang: str) -> str | None:
    """What is wrong with seat ``seat``'s name of the form's ``names`` (``keys``: the names as typed commands
    match them, :func:`unokit.state.name_key`), in ``lang``; None when it can be played. The checks are
    :func:`unokit.state.name_fault`'s, then a name an earlier seat has."""
    from unokit.state import name_fault

    name, where = names[seat], str(seat)
    fault = name_fault(name, seat)
    if fault is not None:
        kind, args = fault
        return message(f"dash-problem-name-{kind}", lang, seat=where, **args)
    if keys[seat] in keys[:seat]:
        other = keys.index(keys[seat])
        if names[other] == name:
            return message("dash-problem-name-same", lang, seat=where, name=name, other=str(other))
        return message("dash-problem-name-case", lang, seat=where, name=name, other_name=names[other],
                       other=str(other))
    return None


def seed_problem(text: str, lang: str) -> str | None:
    """The problem of the *Seed* field holding ``text`` (:func:`unokit.dashboard.app.read_seed`), in
    ``lang``; None for a seed that can be dealt (or an empty field: a fresh deal)."""
    from unokit.dashboard.app import _SEED_TEXT, _cut, read_seed
    from unokit.errors import UnokitError
    from unokit.widgets.number import LARGEST_WHOLE

    try:
        read_seed(text)
    except UnokitError:  # a whole number too large, or no whole number (read_seed's two refusals)
        beyond = _SEED_TEXT.fullmatch(re.sub(r"[\s_]", "", text)) is not None
        typed = (message("dash-typed-beyond", lang, typed=_cut(text), largest=format_number(LARGEST_WHOLE, lang))
                 if beyond else message("dash-typed-not-whole", lang, typed=_cut(text)))
        return message("dash-problem-seed", lang, typed=typed)
    return None


def sheet_elsewhere_text(preset: str, paper: str, module: str | None, lang: str) -> str:
    """What the print panel says where PDF sheets cannot be made (the browser edition has no cairo), in
    ``lang``: what is missing and the command that makes the same sheet on a computer with unokit."""
    return message("dash-print-elsewhere", lang, module=module or "cairosvg", preset=preset, paper=paper)


def label_dashboard(board: Any) -> None:
    """Write every word of ``board``'s own parts (a :class:`~unokit.dashboard.app.Dashboard`) in its
    ``lang``: the New game form's labels, options, seat rows and help, the section headings and
    disclosure buttons, the print, explore and review sections (the house-rule explorer, once made, too) and the
    link row. Values, choices made and
    problems already listed stay (a problem list is worded again at the next *Start game*)."""
    from unokit.choices import TABLE_BOTS

    lang = board.lang

    def say(msg_id: str, **args: Any) -> str:
        return message(msg_id, lang, **args)

    board.form_heading.value = heading_html(say("dash-form-heading"))
    board.preset.description = say("dash-form-rules")
    board.players.description = say("dash-form-players")
    bot = board.bot.value
    board.bot.options = bot_choices(TABLE_BOTS, lang)
    board.bot.value = bot
    board.bot.description = say("dash-form-bots")
    board.seed.description = say("dash-form-seed")
    board.seed.placeholder = say("dash-form-seed-empty")
    board.seed_help.value = f'<p class="unokit-seed-help">{html.escape(say("dash-form-seed-help"))}</p>'
    board.bots_answer.description = say("dash-form-bots-answer")
    board.start_button.description = say("dash-form-start")
    board.start_button.tooltip = say("dash-form-start-tip")
    for seat, (name_box, human_box) in enumerate(zip(board.seat_names, board.human_boxes, strict=True)):
        name_box.description = say("dash-seat-name", seat=str(seat))
        human_box.description = say("dash-seat-person", seat=str(seat))
    board.house_rules.set_lang(lang)
    board.form_problems.lang = lang
    board.table_empty.value = f"<p>{html.escape(say('dash-table-empty'))}</p>"
    for fold, msg_id in ((board.new_game_box, "dash-form-fold"), (board.others_box, "dash-others-fold"),
                         (board.explore_box, "dash-explore-fold"), (board.review_fold, "dash-review-fold")):
        fold.disclosure.description = fold.disclosure.tooltip = say(msg_id)
    # the print section
    board.print_heading.value = heading_html(say("dash-print-heading"))
    board.print_intro.value = f"<p>{html.escape(say('dash-print-intro'))}</p>"
    paper = board.paper.value
    board.paper.options = paper_choices(lang)
    board.paper.value = paper
    board.paper.description = say("dash-print-paper")
    board.download_sheet.description = say("dash-print-download")
    board.download_sheet.lang = board.review_upload.lang = lang  # their messages ("Saved …", a file too large)
    board.review_upload.what = say("dash-file-a-record")
    if board.sheet_note:  # the browser edition's note, said again in the language
        board.sheet_note = sheet_elsewhere_text(board._rules_name(), board.paper.value, "cairosvg", lang)
        board.download_sheet.message = board.sheet_note
    # the explore and review sections
    board.explore_heading.value = heading_html(say("dash-explore-heading"))
    board.review_heading.value = heading_html(say("dash-review-heading"))
    board.review_button.description = say("dash-review-button")
    board.review_upload.description = say("dash-review-open")
    if board._explorer is not None:  # made on first use: its own words (unokit.widgets.explorer)
        board._explorer.set_lang(lang)
    # the link row
    bar = board.address_bar
    bar.copy_button.description = say("dash-link-copy")
    bar.copy_button.tooltip = say("dash-link-copy-tip")
    bar.link.description = say("dash-link-field")
    bar.link.placeholder = say("dash-link-empty")
    # the page around the dashboard, and the dashboard's own introduction when it shows one
    board.language.page_words = page_words(lang)
    if board.intro is not None:
        board.intro.value = intro_html(lang)


#: The page's words that static/language.js writes into unokit's page template (its banner, footer and
#: title, and the "game lost" alert), message ids by the key the page reads.
_PAGE_MESSAGES = {"title": "page-title", "banner": "page-banner", "footer": "page-footer", "reload": "page-reload",
                  "game_lost": "page-game-lost", "server_gone": "page-server-gone"}


def page_words(lang: str) -> dict[str, str]:
    """The words of the page around the dashboard in ``lang`` (``{"title": ..., "banner": ..., "footer":
    ..., "reload": ..., "game_lost": ..., "server_gone": ...}``, from the ``page-*`` messages), which the
    language chooser's page script writes into unokit's page template; ``{}`` for English, whose words the
    template holds already (a notebook's own title, "Play unokit — party", is then kept)."""
    if lang == "en":
        return {}
    return {key: message(msg_id, lang) for key, msg_id in _PAGE_MESSAGES.items()}


def intro_html(lang: str) -> str:
    """The dashboard page's heading and introduction in ``lang`` (``Dashboard(intro=True)``, as
    notebooks/dashboard.ipynb makes it): an ``<h1>`` (the page's one, WCAG 1.3.1, 2.4.6) and a paragraph
    naming the table, the keys (``<kbd>``) and moves typed in the command field in this language's
    words (``red 5``, ``vermelho 5``)."""
    say = html.escape
    text = message("page-intro", lang, table="\x00table\x00", enter="\x00enter\x00", card="\x00card\x00",
                   draw="\x00draw\x00", help="\x00help\x00", new_game="\x00new_game\x00")
    parts = {"table": f"<strong>{say(message('page-intro-table', lang))}</strong>",
             "enter": "<kbd>Enter</kbd>", "help": "<kbd>?</kbd>",
             "card": f"<kbd>{say(message('page-intro-card', lang))}</kbd>",
             "draw": f"<kbd>{say(message('page-intro-draw', lang))}</kbd>",
             "new_game": f"<strong>{say(message('dash-form-heading', lang))}</strong>"}
    pieces = say(text).split("\x00")
    body = "".join(parts[piece] if index % 2 else piece for index, piece in enumerate(pieces))
    return f"<h1>{say(message('page-heading', lang))}</h1><p>{body}</p>"


def name_fault_words(name: str, seat: int, lang: str) -> str | None:
    """What is wrong with ``name`` as seat ``seat``'s name (:func:`unokit.state.name_fault`'s check) in
    ``lang``, worded to follow the name ("is empty or only spaces; …"); None when the seat may have it. In
    English, :func:`unokit.state.name_problem`'s own words."""
    from unokit.state import name_fault

    fault = name_fault(name, seat)
    if fault is None:
        return None
    kind, args = fault
    if kind == "long":
        args = {**args, "length": format_number(int(args["length"]), lang)}
    return message(f"dash-name-fault-{kind}", lang, **args)
