"""The dashboard's language (issue 26, DESIGN.md contract 7): a chooser kept in the browser's ``localStorage``,
and ``?lang=pt-PT`` in the page's address (:mod:`unokit.dashboard.address`), pick the language of the
dashboard's :class:`~unokit.widgets.GameTable` and of the dashboard's own words (its form and sections,
:mod:`unokit.dashboard.words`, and the house-rule explorer's); the page's ``<html lang>`` and the dashboard's
root are set to it (WCAG 3.1.1). Every part of the dashboard speaks it: no part is marked English only.

The address wins over the stored choice: a link to a Portuguese table opens one in Portuguese whatever
the browser chose last; a choice made in the chooser is stored and used when the address names none.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from unokit.i18n import LANGUAGE_NAMES, LANGUAGES, resolve_language
from unokit.widgets._sync import PythonAuthority

__all__ = ["LanguageChooser", "STORAGE_KEY", "set_table_language", "new_game_text"]

#: The ``localStorage`` key under which a browser keeps the chosen language (a tag of :data:`LANGUAGES`).
STORAGE_KEY = "unokit.lang"


class LanguageChooser(PythonAuthority, anywidget.AnyWidget):
    """A labelled ``<select>`` of the languages, each named in itself and marked with its ``lang``
    (front end ``static/language.js``).

    Synced traits (Python writes, the page only reads): ``lang`` (the tag in use), ``choices``
    (``[{"tag": "pt-PT", "name": "Português (Portugal)"}]``, :data:`unokit.i18n.LANGUAGES` in order),
    ``label``, ``storage_key`` and ``page_words``. The page sends ``{"type": "lang", "lang": TAG}`` when the person chooses
    (and stores it) or, at start, when the browser has a stored choice and the address names no language;
    ``on_lang(tag)`` is called with the tag once it is read (:func:`unokit.i18n.resolve_language`); a tag
    that is no language is ignored and the page put back in step.
    """

    _esm = Path(__file__).parent / "static" / "language.js"
    _browser_writable = frozenset()

    lang = traitlets.Unicode("en").tag(sync=True)
    choices = traitlets.List(traitlets.Dict()).tag(sync=True)
    label = traitlets.Unicode("Language (Idioma)").tag(sync=True)
    storage_key = traitlets.Unicode(STORAGE_KEY).tag(sync=True)
    #: the words of the page around the dashboard in its language (:func:`unokit.dashboard.words.page_words`;
    #: ``{}`` in English): the page script writes them into the banner, footer, title and "game lost" alert
    page_words = traitlets.Dict().tag(sync=True)

    def __init__(self, on_lang: Callable[[str], Any] | None = None, **kwargs: Any) -> None:
        super().__init__(choices=[{"tag": tag, "name": LANGUAGE_NAMES[tag]} for tag in LANGUAGES], **kwargs)
        self.on_lang = on_lang
        self.add_class("unokit-language")
        self.on_msg(self._on_message)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("type") != "lang":
            return
        try:
            tag = resolve_language(str(content.get("lang", ""))[:20])
        except ValueError:  # a stored value that is no language (an old or tampered store)
            self.send_state("lang")
            return
        if tag not in LANGUAGES:  # the pseudo-locale is for tests, not a reader's choice
            self.send_state("lang")
            return
        if self.on_lang is not None:
            self.on_lang(tag)
        self.lang = tag


def set_table_language(board: Any, lang: str) -> bool:
    """Set ``board``'s (a :class:`~unokit.dashboard.app.Dashboard`) language to ``lang``: its chooser shows
    it, and its table, if one is dealt, is made again in that language at the same game, seats and bots
    (a table's language is set when it is made); the dashboard's own words are written again in it
    (:func:`unokit.dashboard.words.label_dashboard`, the house-rule explorer's too); "Play with others" is labelled in it and makes its
    seats in it, and a shared table shown there changes to it (the service is told). Returns True when the
    language changed.

    Raises :class:`~unokit.errors.LanguageError` naming the languages there are, for an unknown tag."""
    lang = resolve_language(lang)
    board.language.lang = lang
    if lang == board.lang:
        return False
    board.lang = lang
    if hasattr(board, "form_heading"):  # the dashboard's own words (unokit.dashboard.words)
        from unokit.dashboard.words import label_dashboard

        label_dashboard(board)
    if getattr(board, "_others", None) is not None:  # "Play with others": its seats, and the one shown
        board._others.set_lang(lang)
    table = board.table
    if table is not None:
        from unokit.dashboard.app import BOT_CATCH_UNO, BOT_FORGET_UNO
        from unokit.widgets import GameTable

        new = GameTable(table.game, mode="play", human_seats=table.human_seats, bot=table.session.bot,
                        bots_answer=table.bots_answer, forget_uno=BOT_FORGET_UNO, catch_uno=BOT_CATCH_UNO,
                        uno_window=table.uno_window, signs=table.signs, vision=table.vision, lang=lang)
        new.seed_secret = table.seed_secret
        new.announce_settings = table.announce_settings
        table.clock.stop()
        board.table = new
        board._table_box.children = [new]
        table.close()
    return True


def new_game_text(lang: str, *, preset: str, seed: int | None, house: list[str], people: list[str]) -> str:
    """What the table says first when the dashboard deals (before the table's own opening), in ``lang``:
    ``"New classic game, seed 5. Played by a person: Ana. Open deal: ..."``. ``seed``: None for a fresh deal
    (its seed is secret); ``house``: the house rules changed from the preset (their names, as the form
    shows them); ``people``: the names of the seats people play (none: bots only)."""
    from unokit.i18n import message

    deal = message("dash-deal-fresh", lang) if seed is None else message("dash-deal-seed", lang, seed=str(seed))
    parts = [message("dash-new-game", lang, preset=preset, deal=deal)]
    if house:
        parts.append(message("dash-house-rules", lang, rules=", ".join(house)))
    parts.append(message("dash-played-by", lang, who=", ".join(people) or message("dash-bots-only", lang)))
    if seed is not None:
        parts.append(message("dash-open-deal", lang))
    return " ".join(parts)
