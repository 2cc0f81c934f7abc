"""Links that open a game: the dashboard reads its page's address (Voila and Voici alike).

A teacher hands out a link such as ``…/dashboard.html?preset=party&players=4&humans=0,1&bots=greedy&seed=7``
(or ``…/voila/render/dashboard.ipynb?…`` from ``unokit dashboard``), and the page opens that game. The
parameters (:data:`PARAMETERS`):

- ``preset``: a preset name (``unokit rules``); ``rules``: house rules changed from it, comma-separated flag
  names, ``-flag`` for off (``rules=seven_swap,-draw_to_match``); ``players``: the number of seats;
  ``humans``: the seats people play, comma-separated, 0-based (``humans=`` for bots only); ``bots``: the
  bots' kind (``random`` or ``greedy``); ``seed``: the deal's seed.
- ``record``: a game record to open, either inline (``z.`` then the record's JSON, zlib-compressed, in
  base64url: what "Copy a link to this position" writes) or the address of a record file on the same site
  (``record=records/lesson-3.json``), fetched by the browser; ``at``: the position to show (moves from the
  start).
- ``lang``: the table's language (``?lang=pt-PT``; DESIGN.md contract 7, :mod:`unokit.dashboard.language`),
  which wins over the language the browser stored from the page's chooser.
- ``room``: an invite to a shared table (``?room=ACD34``): the "Play with others" panel opens with the code
  filled in, ready for the person's name (:meth:`unokit.dashboard.others.PlayWithOthers.invited`).

A parameter the dashboard cannot use is said in words in the page, naming it and what is allowed; the
others still apply. The page's address reaches Python through :class:`PageAddress`, a widget with no
controls of its own: the same in a Voila kernel (preheated or not) and in Pyodide.
"""

from __future__ import annotations

import base64
import html
import json
import re
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

import anywidget
import ipywidgets as widgets

from unokit.errors import UnokitError

__all__ = ["PARAMETERS", "GameAddress", "parse_address", "address_query", "PageAddress", "AddressBar"]

#: Every parameter a link may carry, in the order a copied link writes them.
PARAMETERS = ("preset", "rules", "players", "humans", "bots", "seed", "record", "at", "lang")
#: The longest query read (characters): a whole round's record compresses to a few KB.
MAX_QUERY = 60_000
_FLAG = re.compile(r"-?[a-z][a-z0-9_]*")


class AddressError(UnokitError):
    """A page address the dashboard cannot use; the message names the parameter and what is allowed.

    Made from a catalogue message (``msg_id`` and its arguments; the exception's text is the English one),
    so a page can say it in its language: :meth:`said`."""

    def __init__(self, msg_id: str, /, **args: Any) -> None:
        from unokit.i18n import message

        super().__init__(message(msg_id, "en", **args))
        self.msg_id, self.args_said = msg_id, args

    def said(self, lang: str) -> str:
        """The problem in ``lang`` (a tag of :data:`unokit.i18n.LANGUAGES`)."""
        from unokit.i18n import message

        return message(self.msg_id, lang, **self.args_said)


@dataclass(frozen=True)
class GameAddress:
    """What a link asks for; None (or empty) where it says nothing. ``rules`` maps flag names to on/off;
    ``record`` is inline record JSON text, ``record_url`` the address of a record file; ``problems`` lists
    the parameters that could not be read (each a sentence)."""

    preset: str | None = None
    rules: Mapping[str, bool] = field(default_factory=dict)
    players: int | None = None
    humans: tuple[int, ...] | None = None
    bot: str | None = None
    seed: int | None = None
    record: str | None = None
    record_url: str | None = None
    at: int | None = None
    problems: tuple[str, ...] = ()
    lang: str | None = None

    @property
    def empty(self) -> bool:
        """True when the link names no setting and no record (a plain page address)."""
        return (self.preset, self.players, self.humans, self.bot, self.seed, self.record, self.record_url,
                self.at) == (None,) * 8 and not self.rules


def _whole(name: str, text: str, low: int = 0) -> int:
    if not re.fullmatch(r"\d{1,12}", text) or int(text) < low:
        raise AddressError("dash-address-whole", name=name, typed=repr(text), low=str(low))
    return int(text)


def decode_record(value: str) -> str:
    """The record JSON text of an inline ``record`` value (``z.`` + base64url of zlib-compressed JSON, or
    plain JSON starting with ``{``). Raises :class:`AddressError` when it cannot be read."""
    if value.startswith("{"):
        return value
    try:
        data = base64.urlsafe_b64decode(value[2:] + "=" * (-len(value[2:]) % 4))
        return zlib.decompressobj().decompress(data, 2_000_000).decode("utf-8")
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise AddressError("dash-address-record") from None


def encode_record(record: Mapping[str, Any]) -> str:
    """An inline ``record`` value: ``z.`` + base64url (no padding) of the zlib-compressed compact JSON."""
    text = json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return "z." + base64.urlsafe_b64encode(zlib.compress(text, 9)).decode("ascii").rstrip("=")


def parse_address(search: str, lang: str = "en") -> GameAddress:
    """Read a page's query (``location.search``, with or without its ``?``) into a :class:`GameAddress`.

    Never raises for a bad parameter: each is left out and described in ``problems``, in ``lang``; unknown
    parameters are ignored (a host may add its own). A query longer than :data:`MAX_QUERY` characters is one
    problem. Raises :class:`~unokit.errors.LanguageError` for an unknown ``lang``.
    """
    from unokit.i18n import format_number

    search = search[1:] if search.startswith("?") else search
    if len(search) > MAX_QUERY:
        return GameAddress(problems=(AddressError("dash-address-long", length=format_number(len(search), lang),
                                                  most=format_number(MAX_QUERY, lang)).said(lang),))
    values: dict[str, Any] = {}
    problems: list[str] = []
    for name, text in parse_qsl(search, keep_blank_values=True):
        if name not in PARAMETERS:
            continue
        try:
            if name == "preset":
                from unokit.errors import RulesError
                from unokit.rules import PRESETS, find_preset

                try:
                    values["preset"] = find_preset(text).name
                except RulesError:  # the one refusal of a name: no such preset
                    raise AddressError("dash-address-preset", typed=repr(text), presets=", ".join(PRESETS)) from None
            elif name == "rules":
                flags = [part.strip() for part in text.split(",") if part.strip()]
                bad = [flag for flag in flags if not _FLAG.fullmatch(flag)]
                if bad:
                    raise AddressError("dash-address-rules", typed=repr(text), flag=repr(bad[0]))
                values["rules"] = {flag.lstrip("-"): not flag.startswith("-") for flag in flags}
            elif name == "players":
                values["players"] = _whole(name, text, 2)
            elif name == "humans":
                values["humans"] = tuple(_whole(name, part.strip()) for part in text.split(",") if part.strip())
            elif name == "bots":
                from unokit.choices import TABLE_BOTS as BOTS

                if text not in BOTS:
                    raise AddressError("dash-address-bots", typed=repr(text), bots=", ".join(BOTS))
                values["bot"] = text
            elif name == "seed":
                values["seed"] = _whole(name, text)
            elif name == "lang":
                from unokit.errors import LanguageError
                from unokit.i18n import LANGUAGES, PSEUDO, resolve_language

                # a language of the catalogues, or the pseudo-locale (for tests of the page); resolve_language
                # refuses anything else, and the refusal, naming the languages, is one of the link's problems
                try:
                    values["lang"] = resolve_language(text)
                except LanguageError:
                    raise AddressError("dash-address-lang", typed=repr(text), languages=", ".join(LANGUAGES),
                                       pseudo=PSEUDO) from None
            elif name == "record":
                if text.startswith(("z.", "{")):
                    values["record"] = decode_record(text)
                elif text:
                    values["record_url"] = text
            elif name == "at":
                values["at"] = _whole(name, text)
        except AddressError as error:
            problems.append(error.said(lang))
    return GameAddress(**values, problems=tuple(problems))


def address_query(*, preset: str, rules: Mapping[str, bool], players: int, humans: Sequence[int], bot: str,
                  seed: int | None, record: Mapping[str, Any] | None = None, at: int | None = None,
                  lang: str = "en") -> str:
    """The query of a link that opens this game (and, with ``record``, this position ``at``), in ``lang``
    (written only when it is not English, the default)."""
    pairs = [("preset", preset)]
    if rules:
        pairs.append(("rules", ",".join(flag if on else f"-{flag}" for flag, on in rules.items())))
    pairs += [("players", str(players)), ("humans", ",".join(str(seat) for seat in humans)), ("bots", bot)]
    if seed is not None:
        pairs.append(("seed", str(seed)))
    if record is not None:
        pairs.append(("record", encode_record(record)))
    if at is not None:
        pairs.append(("at", str(at)))
    if lang != "en":
        pairs.append(("lang", lang))
    return urlencode(pairs, safe=",")


class PageAddress(anywidget.AnyWidget):
    """The page's address, sent once by the browser as the widget is drawn (``on_address(search)``); it
    also fetches same-site records (``fetch(url)`` → ``on_record(url, text)`` or ``on_record_error(url,
    reason)``) and copies links (``copy(query)`` → ``on_copied(link, ok)``). No visible content."""

    _esm = Path(__file__).parent / "static" / "address.js"

    def __init__(self, **callbacks: Any) -> None:
        super().__init__()
        self.layout.display = "none"
        self._callbacks = callbacks
        self.seen = False  # the address is used once per page: a view drawn again resends it
        self.on_msg(self._message)

    def _call(self, name: str, *args: Any) -> None:
        callback = self._callbacks.get(name)
        if callback is not None:
            callback(*args)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "address" and not self.seen:
            self.seen = True
            self._call("on_page", str(content.get("page", ""))[:2000])
            self._call("on_address", str(content.get("search", ""))[: MAX_QUERY + 2])
        elif kind == "record":
            self._call("on_record", str(content.get("url", "")), str(content.get("text", "")))
        elif kind == "record-error":  # code: not-url, other-site, status or network; detail: its fact
            self._call("on_record_error", str(content.get("url", "")), str(content.get("reason", "")),
                       str(content.get("code", ""))[:20], str(content.get("detail", ""))[:500])
        elif kind in ("copied", "copy-failed"):
            self._call("on_copied", str(content.get("link", "")), kind == "copied")

    def fetch(self, url: str) -> None:
        self.send({"type": "fetch", "url": url})

    def copy(self, query: str) -> None:
        self.send({"type": "copy", "query": query})


def english_marked(text: str, english: str, lang: str) -> str:
    """``text`` as HTML (escaped), its part ``english`` (the engine's English words inside a sentence of
    the dashboard's language ``lang``) in ``<span lang="en">`` unless ``lang`` is English (WCAG 3.1.2)."""
    if not english or lang == "en" or english not in text:
        return html.escape(text)
    before, _, after = text.partition(english)
    return f'{html.escape(before)}<span lang="en">{html.escape(english)}</span>{html.escape(after)}'


class AddressBar(widgets.VBox):
    """The dashboard's link row: "Copy a link to this position", the link itself (to copy by hand where
    the clipboard is refused) and a status line; and the opening of the game a page's address names
    (:meth:`open_address`). ``dashboard`` is the :class:`~unokit.dashboard.app.Dashboard` it serves."""

    def __init__(self, dashboard: Any) -> None:
        self.dashboard = dashboard
        self.page = PageAddress(on_address=self.open_address, on_record=self._record, on_record_error=self._record_error,
                                on_copied=self._copied, on_page=self._page)
        # the labels are written by unokit.dashboard.words.label_dashboard, in the dashboard's language
        self.copy_button = widgets.Button()
        self.copy_button.add_class("unokit-copy-link")
        self.copy_button.on_click(lambda _button: self.copy())
        self.link = widgets.Text(value="", style={"description_width": "initial"},
                                 layout=widgets.Layout(width="100%", display="none"))
        self.link.add_class("unokit-link")
        self.status = widgets.HTML("")
        self.status.add_class("unokit-address-status")
        self._at: int | None = None
        super().__init__([self.page, widgets.HBox([self.copy_button]), self.link, self.status])
        self.add_class("unokit-address")

    def _words(self, msg_id: str, **args: Any) -> str:
        """Message ``msg_id`` in the dashboard's language."""
        from unokit.i18n import message

        return message(msg_id, self._lang, **args)

    def say(self, text: str, *, english: str = "") -> None:
        """Show ``text`` in the link row's status line (role=status: read once by screen readers).
        ``english``: a part of ``text`` in the engine's English words (a record's fault), marked
        ``lang="en"`` when the dashboard speaks another language (WCAG 3.1.2)."""
        self.status.value = f'<p role="status" class="unokit-address-text">{english_marked(text, english, self._lang)}</p>' \
            if text else ""

    @property
    def _lang(self) -> str:
        return str(getattr(self.dashboard, "lang", "en"))

    # -- opening a link ------------------------------------------------------------------------
    def open_address(self, search: str) -> None:
        """Open the game ``search`` (a page query) names: the form takes its settings and deals (a setting
        the form refuses is listed there, as when typed); a record is loaded, at ``at``."""
        room = dict(parse_qsl(search[1:] if search.startswith("?") else search)).get("room")
        if room and hasattr(self.dashboard, "others_box"):  # an invite to a shared table: its join form, the code
            self.dashboard.others_box.disclosure.expanded = True  # filled in (the panel is made as it opens)
            self.dashboard.others.invited(room)
        address = parse_address(search)
        if (address.lang or self._lang) != "en":  # the link's problems in the language the page will speak
            address = parse_address(search, address.lang or self._lang)
        problems = list(address.problems)
        board = self.dashboard
        if address.lang is not None and hasattr(board, "language"):  # before the deal: it is dealt in that language
            from unokit.dashboard.language import set_table_language

            set_table_language(board, address.lang)
        if address.empty:
            if problems:
                self.say(self._words("dash-link-not-all", problems="; ".join(problems)))
            return
        if address.preset is not None:
            board.preset.value = address.preset
        if address.players is not None:
            board.players.value = float(address.players)
        if address.humans is not None:
            outside = [seat for seat in address.humans if seat >= len(board._human_boxes)]
            if outside:
                problems.append(self._words("dash-link-seat-outside", seat=str(outside[0]),
                                            last=str(len(board._human_boxes) - 1)))
            for seat, box in enumerate(board._human_boxes):
                box.value = seat in address.humans
        if address.bot is not None:
            board.bot.value = address.bot
        if address.seed is not None:
            board.seed.value = str(address.seed)  # as if typed: a link's seed is an open deal
        for flag, on in address.rules.items():
            box = board.house_rules.boxes.get(flag)
            if box is None:
                problems.append(self._words("dash-link-not-a-rule", flag=flag, rules=", ".join(board.house_rules.boxes)))
            else:
                box.value = on
        started = board.start()
        if not started:
            problems.append(self._words("dash-link-form-lists"))
        self._at = address.at
        if started and address.record is not None:
            self._load(address.record)
        elif started and address.record_url is not None:
            self.say(self._words("dash-link-loading", url=address.record_url))
            self.page.fetch(address.record_url)
        elif started and address.at is not None:
            past = self._go(address.at)
            if past:
                problems.append(past)
        if problems:
            self.say(self._words("dash-link-not-all", problems="; ".join(problems)))
        elif address.record is None and address.record_url is None:
            self.say(self._words("dash-link-opened-game"))

    def _page(self, page: str) -> None:
        """The page's address without its query: the shared tables' invite links start with it."""
        set_page = getattr(self.dashboard, "set_page", None)
        if set_page is not None and page.startswith(("http://", "https://")):
            set_page(page)

    def _go(self, at: int) -> str | None:
        """Show position ``at``; returns what to say when it is past the end (the last one is shown)."""
        table = self.dashboard.table
        last = len(table.game.move_stack)
        table.go(min(at, last))
        return self._words("dash-link-past-end", at=str(at), count=last) if at > last else None

    def _load(self, text: str, url: str | None = None) -> None:
        """Load the record ``text`` at the table (``url``: where it came from; None: the link itself)."""
        table = self.dashboard.table
        try:
            table.load(text)
        except UnokitError as error:  # the record's fault, in the language where the catalogues say it
            from unokit.i18n import problem_text

            reason = problem_text(error, self._lang)  # still English (str(error)): marked lang="en"
            self.say(self._words("dash-link-not-loaded", error=reason) if url is None else
                     self._words("dash-link-url-not-loaded", url=url, reason=reason),
                     english=reason if reason == str(error) else "")
            return
        past = self._go(self._at) if self._at is not None else None
        where = "dash-link-opened-record" if url is None else "dash-link-opened-url"
        if past:
            self.say(self._words(where + "-at", url=url or "", past=past[:1].upper() + past[1:]))
        else:
            self.say(self._words(where, url=url or ""))

    def _record(self, url: str, text: str) -> None:
        self._load(text, url)

    def _record_error(self, url: str, reason: str, code: str = "", detail: str = "") -> None:
        """The browser could not fetch the record at ``url``: ``code`` says why (``not-url``, ``other-site``
        with the site in ``detail``, ``status`` with the server's answer in ``detail``), worded in the
        dashboard's language; another (a network error) is said with the browser's ``reason``."""
        words = {"not-url": ("dash-record-not-url", {}), "other-site": ("dash-record-other-site", {"site": detail}),
                 "status": ("dash-record-status", {"status": detail})}
        if code in words:
            msg_id, args = words[code]
            reason = self._words(msg_id, **args)
        self.say(self._words("dash-link-url-not-loaded-said", url=url, reason=reason))

    # -- copying a link ------------------------------------------------------------------------
    def query(self) -> str:
        """The query of a link to the table's game at the position shown (its record inline)."""
        board = self.dashboard
        table = board.table
        if table is None:
            raise AddressError("dash-address-no-game")
        if table.session.play and table.seed_secret and not table.game.is_over():
            # the link carries the record, and a record holds the seed, which fixes every hidden card: a fresh
            # deal's seed is told only once the round is over (security review F4); an open deal's is known
            raise AddressError("dash-address-not-over")
        from unokit.dashboard.app import read_seed

        try:
            seed = read_seed(board.seed.value)
        except UnokitError:
            seed = None
        return address_query(preset=board.preset.value, rules=board.house_rules.overrides(),
                             players=table.game.n_players, humans=table.human_seats, bot=board.bot.value,
                             seed=seed, record=table.to_record(), at=table.cursor, lang=table.lang)

    def copy(self) -> None:
        """Ask the browser to copy the link; the link is also shown, to copy by hand. A link that cannot be
        made yet (:meth:`query` refuses it) is said why, in the dashboard's language."""
        try:
            query = self.query()
        except AddressError as error:  # no game yet, or a secret deal before the round is over
            text = error.said(self._lang)
            self.say(f"{text[:1].upper()}{text[1:]}.")
            return
        self.say(self._words("dash-link-copying"))
        self.page.copy(query)

    def _copied(self, link: str, ok: bool) -> None:
        self.link.value = link
        self.link.layout.display = ""
        self.say(self._words("dash-link-copied" if ok else "dash-link-copy-refused"))
