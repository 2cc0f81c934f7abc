"""Text as a layer: message catalogues for every word a player reads or hears (DESIGN.md contract 7).

Languages are BCP 47 tags: ``en`` (the default), ``pt-PT`` and ``es``; :data:`PSEUDO` (``en-XA``) is a
pseudo-locale for tests, the English catalogue with every message wrapped in brackets and its letters
accented, so text that did not come from a catalogue stands out. Notation (contracts 1-4) never changes
with the language.

Why Fluent (``fluent.runtime``) rather than gettext with Babel: a card's name is a grammar problem, not
a lookup. In Portuguese and Spanish the colour is an adjective that agrees with the card's noun
("5 vermelho", "Inversão vermelha"; "Reversa roja"), and the order of colour and rank is the
language's, not the code's. Fluent keeps that grammar in the catalogue: each rank carries a
``.gender`` attribute, each colour selects its form on ``$gender``, and each language writes its own
``card-colored`` pattern, so a translator fixes agreement without touching Python. gettext can only
swap whole strings (``ngettext`` for plurals); gender would be one msgid per colour and rank. Fluent's
plural selectors use Babel's CLDR rules, so plurals are CLDR's, as the issue asks; lists use
:func:`babel.lists.format_list` (CLDR) and numbers Babel's formatting. Both libraries are pure-Python
wheels (``py2.py3-none-any`` / ``py3-none-any``), so the engine's text still loads in Pyodide (the
``site`` extra).

Text is made only when asked for: nothing here is imported by the engine's move generation or its
push loop; a catalogue's messages are parsed one by one as they are first asked for (one bundle per
language, kept), and card names are cached per language.

>>> from unokit.cards import Card
>>> card_name(Card.parse("R5"), "pt-PT"), card_name(Card.parse("BR"), "es")
('5 vermelho', 'Reversa azul')
>>> message("cards-count", "pt-PT", count=1)
'1 carta'
"""

from __future__ import annotations

import functools
import os
import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from unokit.errors import LanguageError

__all__ = [
    "LANGUAGES",
    "PSEUDO",
    "DEFAULT",
    "resolve_language",
    "message",
    "has_message",
    "message_ids",
    "message_arguments",
    "Message",
    "reason_text",
    "problem_text",
    "card_name",
    "color_name",
    "rank_name",
    "rank_gender",
    "join_list",
    "format_number",
    "babel_locale",
    "catalogue_path",
]

#: The languages with catalogues, in the order choosers list them (DESIGN.md contract 7).
LANGUAGES: tuple[str, ...] = ("en", "pt-PT", "es")
#: The pseudo-locale for tests: English, every message in brackets, letters accented.
PSEUDO = "en-XA"
#: The language used when none is given.
DEFAULT = "en"
#: Each language's name in itself, for choosers and the ``--lang`` help.
LANGUAGE_NAMES = {"en": "English", "pt-PT": "Português (Portugal)", "es": "Español (España)"}

# Tags read as one of LANGUAGES (case and "_" or "-" do not matter): a region that writes the same words.
_ALIASES = {"en": "en", "en-gb": "en", "en-us": "en", "pt": "pt-PT", "pt-pt": "pt-PT", "es": "es",
            "es-es": "es", "en-xa": PSEUDO}
# The CLDR locale whose plural rules, lists and numbers each language uses. English lists are en_GB's
# ("Ana, Ben and Cy", no comma before "and", as STYLE.md writes them).
_BABEL = {"en": "en_GB", "pt-PT": "pt_PT", "es": "es_ES", PSEUDO: "en_GB"}

_FOLDER = os.path.join(os.path.dirname(__file__), "locales")


def resolve_language(lang: str | None = None) -> str:
    """The catalogue tag for ``lang``: ``None`` or ``""`` gives :data:`DEFAULT` (``"en"``); a tag in any
    case, with ``-`` or ``_`` (``"pt_pt"``, ``"PT-PT"``, ``"pt"``, ``"es-ES"``) gives its language.

    Raises :class:`~unokit.errors.LanguageError` naming the value and the allowed tags.
    """
    if lang is None or lang == "":
        return DEFAULT
    if not isinstance(lang, str):
        raise LanguageError(f"lang must be a language tag such as 'pt-PT', not {lang!r}; "
                            f"languages are: {', '.join(LANGUAGES)}")
    found = _ALIASES.get(lang.strip().lower().replace("_", "-"))
    if found is None:
        raise LanguageError(f"unknown language {lang!r}; languages are: {', '.join(LANGUAGES)} "
                            f"(and {PSEUDO}, the pseudo-locale for tests)")
    return found


def catalogue_path(lang: str) -> str:
    """The path of ``lang``'s Fluent catalogue (``locales/pt-PT.ftl``); the pseudo-locale has none of
    its own (it is made from ``en.ftl``)."""
    lang = resolve_language(lang)
    return os.path.join(_FOLDER, f"{DEFAULT if lang == PSEUDO else lang}.ftl")


def babel_locale(lang: str) -> str:
    """The Babel (CLDR) locale identifier of ``lang``: ``"pt-PT"`` -> ``"pt_PT"``."""
    return _BABEL[resolve_language(lang)]


# --- the pseudo-locale ---------------------------------------------------------------------------

_ACCENTS = str.maketrans("aceinosuyAEINOSUCY", "áçéîñöšüýÁÉÎÑÖŠÜÇÝ")


def _accent(text: str) -> str:
    return text.translate(_ACCENTS)


def _pseudo_source(source: str) -> str:
    """``en.ftl`` with the text of every message value accented (attributes, keys and variables kept)."""
    from fluent.syntax import FluentParser, FluentSerializer
    from fluent.syntax import ast as fluent_ast
    from fluent.syntax.visitor import Transformer

    class _Accent(Transformer):
        def visit_TextElement(self, node: Any) -> Any:
            node.value = _accent(node.value)
            return node

        def visit_Attribute(self, node: Any) -> Any:
            return node  # .gender and other attributes are data, not text

        def visit_Term(self, node: Any) -> Any:
            return node  # terms are read inside messages, which are bracketed already

    resource = FluentParser(with_spans=False).parse(source)
    for entry in resource.body:
        if isinstance(entry, fluent_ast.Message):
            _Accent().visit(entry)
    return str(FluentSerializer().serialize(resource))


# --- bundles -----------------------------------------------------------------------------------------


#: A line that begins an entry of a catalogue: a message (``cards-count =``), a term (``-brand =``) or a
#: comment (``#``), at the start of the line. Any other line (indented text, a variant, a blank line, a
#: closing brace) continues the entry before it (Fluent's syntax: a pattern's lines after its first are
#: indented; https://github.com/projectfluent/fluent/blob/master/spec/fluent.ebnf).
_ENTRY_LINE = re.compile(r"^(?:#|(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=)", re.MULTILINE)


def _entry_sources(source: str) -> dict[str, str]:
    """A catalogue's source cut into its entries: id (``-name`` for a term) -> the entry's text, in file
    order; the first of two entries with one id is kept, as ``FluentBundle.add_resource`` keeps it."""
    found = list(_ENTRY_LINE.finditer(source))
    entries: dict[str, str] = {}
    for match, following in zip(found, [*found[1:], None], strict=True):
        if match.group(1) is not None:
            entries.setdefault(match.group(1), source[match.start():following.start() if following else None])
    return entries


class _Catalogue:
    """A language's messages, each parsed the first time it is asked for (with the messages and terms it
    refers to), into one ``fluent.runtime.FluentBundle``.

    A page or a command uses a small part of a catalogue (the dashboard's first screen: 192 of 1,308
    messages), and parsing a whole catalogue took about 0.1 s, at every start of the dashboard, the
    classroom site's kernel and the command line. tests/test_i18n.py checks that every message parsed
    alone is the message the whole catalogue's parse gives."""

    def __init__(self, lang: str, source: str) -> None:
        from fluent.runtime import FluentBundle

        self._sources = _entry_sources(source)
        self._bundle = FluentBundle([babel_locale(lang).replace("_", "-")], use_isolating=False)
        self._parsed: set[str] = set()  # parsed, under the lock
        self._ready: set[str] = set()  # parsed with every message they refer to
        self._lock = threading.Lock()  # a handler's thread and the kernel's may ask at once

    def has_message(self, msg_id: str) -> bool:
        return not msg_id.startswith("-") and msg_id in self._sources

    def get_message(self, msg_id: str) -> Any:
        """The compiled message (``KeyError`` if the catalogue has none)."""
        self._parse(msg_id)
        return self._bundle.get_message(msg_id)

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Any]]:
        return self._bundle.format_pattern(pattern, args)

    def _parse(self, entry_id: str) -> None:
        if entry_id in self._ready:
            return
        with self._lock:
            loaded: list[str] = []
            self._parse_with_references(entry_id, loaded)
            self._ready.update(loaded)  # only now: with every message they refer to

    def _parse_with_references(self, entry_id: str, loaded: list[str]) -> None:
        if entry_id in self._parsed or entry_id not in self._sources:
            return
        from fluent.syntax import FluentParser

        resource = FluentParser(with_spans=False).parse(self._sources[entry_id])
        self._bundle.add_resource(resource)
        self._parsed.add(entry_id)
        loaded.append(entry_id)
        references = _references(resource)
        for other in references.messages | references.terms:
            self._parse_with_references(other, loaded)


@functools.cache
def _reference_reader() -> type:
    """The class that reads what a piece of Fluent syntax refers to: its variables (``names``: ``$count`` ->
    ``count``), messages (``messages``) and terms (``terms``: ``-brand`` -> ``-brand``). Made once, on first
    use, so that importing this module does not import fluent.syntax."""
    from fluent.syntax.visitor import Visitor

    class _References(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.names: set[str] = set()
            self.messages: set[str] = set()
            self.terms: set[str] = set()

        def visit_VariableReference(self, node: Any) -> None:
            self.names.add(node.id.name)

        def visit_MessageReference(self, node: Any) -> None:
            self.messages.add(node.id.name)

        def visit_TermReference(self, node: Any) -> None:
            self.terms.add("-" + node.id.name)

    return _References


def _references(node: Any) -> Any:
    """What ``node`` (a parsed entry, message or pattern) refers to: see :func:`_reference_reader`."""
    reader = _reference_reader()()
    reader.visit(node)
    return reader


@functools.cache
def _bundle(lang: str) -> _Catalogue:
    with open(catalogue_path(lang), encoding="utf-8") as file:
        source = file.read()
    if lang == PSEUDO:
        source = _pseudo_source(source)
    return _Catalogue(lang, source)


def has_message(msg_id: str, lang: str = DEFAULT) -> bool:
    """Whether ``lang``'s catalogue has ``msg_id``."""
    return bool(_bundle(resolve_language(lang)).has_message(msg_id))


def message(msg_id: str, lang: str | None = DEFAULT, /, **args: Any) -> str:
    """The text of message ``msg_id`` in ``lang`` with its named arguments, e.g.
    ``message("cards-count", "es", count=3)`` -> ``"3 cartas"``. Arguments are str or int (an int
    picks the CLDR plural form of the language).

    Raises :class:`~unokit.errors.LanguageError` for an unknown language, and ``KeyError`` naming
    ``msg_id`` when the catalogue has no such message (a bug, found by the catalogue tests).
    """
    lang = resolve_language(lang)
    bundle = _bundle(lang)
    if not bundle.has_message(msg_id):
        raise KeyError(f"the {lang} catalogue has no message {msg_id!r}")
    text, errors = bundle.format_pattern(bundle.get_message(msg_id).value, args)
    if errors:
        raise KeyError(f"message {msg_id!r} in {lang}: {errors[0]}")
    return f"[{text}]" if lang == PSEUDO else str(text)


def _attribute(msg_id: str, name: str, lang: str) -> str:
    bundle = _bundle(lang)
    pattern = bundle.get_message(msg_id).attributes.get(name)
    if pattern is None:
        return ""
    return str(bundle.format_pattern(pattern)[0])


@functools.cache
def _ftl_messages(lang: str) -> dict[str, tuple[str, ...]]:
    """Message id -> the sorted names of its variables (``$count``), read from the catalogue's syntax."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as fluent_ast

    with open(catalogue_path(lang), encoding="utf-8") as file:
        resource = FluentParser(with_spans=False).parse(file.read())
    own: dict[str, Any] = {}  # message id -> what its value refers to (a referenced message reads the same arguments)
    for entry in resource.body:
        if isinstance(entry, fluent_ast.Message) and entry.value is not None:
            own[entry.id.name] = _references(entry.value)
        elif isinstance(entry, fluent_ast.Junk):
            raise KeyError(f"the {lang} catalogue has a syntax error: {str(entry.content)[:80]!r}")

    def reads(msg_id: str, seen: frozenset[str]) -> set[str]:
        visitor = own[msg_id]
        names = set(visitor.names)
        for other in visitor.messages - seen:
            names |= reads(other, seen | {other}) if other in own else set()
        return names

    return {msg_id: tuple(sorted(reads(msg_id, frozenset({msg_id})))) for msg_id in own}


def message_ids(lang: str = DEFAULT) -> tuple[str, ...]:
    """Every message id of ``lang``'s catalogue, in file order (read from the catalogue's entries, without
    parsing them)."""
    return tuple(entry_id for entry_id in _bundle(resolve_language(lang))._sources if not entry_id.startswith("-"))


def message_arguments(msg_id: str, lang: str = DEFAULT) -> tuple[str, ...]:
    """The named arguments message ``msg_id`` reads in ``lang`` (sorted): a language may drop none and
    add none, which the catalogue tests check. Raises ``KeyError`` for an unknown id."""
    return _ftl_messages(resolve_language(lang))[msg_id]


@dataclass(frozen=True)
class Message:
    """A sentence not yet put into words: a message id and its named arguments.

    ``text(lang)`` makes the words; an argument that is itself a :class:`Message` or a
    :class:`~unokit.cards.Card` is put into words in the same language first (a card by
    :func:`card_name`), so "Ben plays Red 5." becomes "Ben joga 5 vermelho." whole.
    """

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str | None = DEFAULT) -> str:
        """The message in ``lang``. Raises :class:`~unokit.errors.LanguageError` for an unknown one."""
        lang = resolve_language(lang)
        return message(self.id, lang, **{key: _word(value, lang) for key, value in self.args.items()})

    def __str__(self) -> str:
        return self.text(DEFAULT)


def _word(value: Any, lang: str) -> Any:
    from unokit.cards import Card, Color

    if isinstance(value, Message):
        return value.text(lang)
    if isinstance(value, Card):
        return card_name(value, lang)
    if isinstance(value, Color):
        return color_name(value, lang, lower=True)
    if isinstance(value, (list, tuple)):
        return join_list([_word(item, lang) for item in value], lang)
    return value


# --- the engine's reasons (Game.explain) ------------------------------------------------------------


def reason_text(reason: Any, lang: str | None = DEFAULT) -> str:
    """A :class:`~unokit.phrases.Reason` of the engine in ``lang``: its message with its arguments put
    into words in that language (a card by :func:`card_name`, with its rank's grammatical gender as
    ``$<name>_gender``; a colour as a noun, ``"vermelho"``, and as the adjective of "carta" as
    ``$<name>_feminine``, ``"vermelha"``; a rank by :func:`rank_name`; a tuple as a
    CLDR list (Babel) of the style the message's ``.<name>-list`` attribute names, e.g. ``or`` or
    ``unit-narrow``, default ``standard``; a nested reason in the same language). English is the reason itself, as the engine said it (the tests check that ``en.ftl``
    says every reason the same way).

    Raises :class:`~unokit.errors.LanguageError` for an unknown language, ``KeyError`` for a message
    id the catalogue lacks.
    """
    lang = resolve_language(lang)
    if lang == DEFAULT:
        return str(reason.english)
    return message(reason.id, lang, **_reason_args(reason, lang))


def problem_text(error: BaseException, lang: str | None = DEFAULT) -> str:
    """Why ``error`` happened, in ``lang``: the catalogue's message when the error carries a message id
    (:attr:`unokit.errors.UnokitError.message_id`: a record that cannot be read, an illegal move, an
    analysis refused), put into words as :func:`reason_text` does; else ``str(error)``, in English.
    English is always ``str(error)``, byte for byte.

    >>> from unokit.record import record_from_bytes
    >>> from unokit.errors import RecordError
    >>> try:
    ...     record_from_bytes(b"[]", "game.json")
    ... except RecordError as error:
    ...     problem_text(error, "pt-PT")[:46]
    'game.json contém uma lista, não um objeto JSON'

    Raises :class:`~unokit.errors.LanguageError` for an unknown language.
    """
    lang = resolve_language(lang)
    said = error.args[0] if len(error.args) == 1 else None
    if lang == DEFAULT or getattr(error, "message_id", None) is None:
        return str(error)
    return reason_text(said, lang)


def _reason_args(reason: Any, lang: str) -> dict[str, Any]:
    """The arguments of ``reason``'s message in ``lang`` (see :func:`reason_text`)."""
    args: dict[str, Any] = {}
    for key, value in reason.args.items():
        args[key] = _reason_word(reason.id, key, value, lang, args)
    return args


def _reason_word(msg_id: str, key: str, value: Any, lang: str, args: dict[str, Any]) -> Any:
    from unokit.cards import Card, Color, Rank
    from unokit.phrases import Reason

    if isinstance(value, Reason):
        return reason_text(value, lang)
    if isinstance(value, Card):
        args[f"{key}_gender"] = rank_gender(value.rank, lang)
        return card_name(value, lang)
    if isinstance(value, Rank):
        args[f"{key}_gender"] = rank_gender(value, lang)
        return rank_name(value, lang)
    if isinstance(value, Color):  # a colour named on its own is a noun: "o vermelho", "el rojo"
        args[f"{key}_feminine"] = color_name(value, lang, lower=True)  # of a card: "uma carta vermelha"
        return color_name(value, lang, gender="masculine", lower=True)
    if isinstance(value, (tuple, list)):
        words = [_reason_word(msg_id, key, item, lang, {}) for item in value]
        return join_list(words, lang, style=_attribute(msg_id, f"{key}-list", lang) or "standard")
    return value


# --- cards -------------------------------------------------------------------------------------------

_RANK_IDS = {"0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six",
             "7": "seven", "8": "eight", "9": "nine", "S": "skip", "R": "reverse", "+2": "draw-two",
             "W": "wild", "W+4": "wild-draw-four"}


def rank_name(rank: Any, lang: str | None = DEFAULT) -> str:
    """A rank's name: ``"Skip"``, ``"Bloqueio"``, ``"Salta"``; a number is its digit."""
    return message(f"rank-{_RANK_IDS[rank.value]}", lang)


def rank_gender(rank: Any, lang: str | None = DEFAULT) -> str:
    """The grammatical gender of a rank's name in ``lang``, ``"masculine"`` or ``"feminine"`` (the rank
    message's ``.gender`` attribute): ``Rank.REVERSE`` is feminine in Portuguese ("a Inversão")."""
    return _attribute(f"rank-{_RANK_IDS[rank.value]}", "gender", resolve_language(lang)) or "masculine"


def color_name(color: Any, lang: str | None = DEFAULT, *, gender: str = "feminine", lower: bool = False) -> str:
    """A colour's name as an adjective of a noun of ``gender`` (``"masculine"`` or ``"feminine"``;
    default feminine, as of "carta", a card): ``"Red"``, ``"vermelha"``, ``"roja"``. ``lower``: the
    form inside a sentence (``"red"``; Portuguese and Spanish colour words are lower case anyway).
    Portuguese names are ColorADD's own (purple is "violeta", as its chart names it; COLORADD.md)."""
    lang = resolve_language(lang)
    text = message(f"color-{color.value}", lang, gender=gender)
    return text.lower() if lower and lang == DEFAULT else text


_CARD_NAMES: dict[tuple[str, int, str], str] = {}


def card_name(card: Any, lang: str | None = DEFAULT, *, order: str = "color") -> str:
    """A card's accessible name in ``lang`` (DESIGN.md contract 1 in English): ``"Red 5"``,
    ``"5 vermelho"``, ``"5 rojo"``, ``"Inversão vermelha"``, ``"Wild Draw Four"``. The colour agrees with
    the rank's grammatical gender (the rank message's ``.gender`` attribute).

    ``order``: ``"color"`` (``"Red 5"``) or ``"number"`` (``"5 red"``, the table's "number first"
    setting); it applies to English only, since Portuguese and Spanish fix the order themselves.
    Cached per language, card and order. Raises :class:`~unokit.errors.LanguageError` for an unknown
    language, ``ValueError`` for another order.
    """
    lang = resolve_language(lang)
    key = (lang, card._key, order)
    name = _CARD_NAMES.get(key)
    if name is not None:
        return name
    if order not in ("color", "number"):
        raise ValueError(f"order is 'color' or 'number', not {order!r}")
    rank_id = f"rank-{_RANK_IDS[card.rank.value]}"
    rank = message(rank_id, lang)
    if card.color is None:
        name = rank
    else:
        gender = rank_gender(card.rank, lang)
        color = message(f"color-{card.color.value}", lang, gender=gender)
        if order == "number":  # the colour inside the name, as inside a sentence: "Draw Two yellow"
            name = message("card-colored-number-first", lang, color=color.lower() if lang == DEFAULT else color,
                           rank=rank)
        else:
            name = message("card-colored", lang, color=color, rank=rank)
    _CARD_NAMES[key] = name
    return name


# --- CLDR: lists and numbers ---------------------------------------------------------------------


def join_list(items: Sequence[str], lang: str | None = DEFAULT, style: str = "standard") -> str:
    """Items joined as the language's CLDR list pattern (Babel): ``"Ana, Ben and Cy"``,
    ``"Ana, Ben e Cy"``, ``"Ana, Ben y Cy"``; ``style="or"`` for alternatives (``"R5 or G5"``)."""
    from babel.lists import format_list

    items = [str(item) for item in items]
    if not items:
        return ""
    joined = str(format_list(items, style=style, locale=babel_locale(lang or DEFAULT)))  # type: ignore[arg-type]  # babel's Literal style
    return f"[{joined}]" if resolve_language(lang) == PSEUDO else joined


def format_number(number: float, lang: str | None = DEFAULT, *, pattern: str | None = None) -> str:
    """A number in the language's CLDR format (Babel): ``1,234`` / ``1234`` / ``1234``. ``pattern``: a
    CLDR number pattern for the digits, e.g. ``"0.0"`` for one decimal always (``2.0`` / ``2,0``)."""
    from babel.numbers import format_decimal

    return str(format_decimal(number, format=pattern, locale=babel_locale(lang or DEFAULT)))


_BRACKETED = re.compile(r"\[[^\[\]]*\]")


def outside_brackets(text: str) -> str:
    """``text`` with every bracketed part (nested too) removed: what a pseudo-locale text says outside
    its catalogue's messages (the tests look there for hard-coded English)."""
    while True:
        shorter = _BRACKETED.sub(" ", text)
        if shorter == text:
            return text
        text = shorter
