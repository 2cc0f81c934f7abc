"""Braille-ready files (BRF): rules and game transcripts in contracted braille, in English (Unified English
Braille), Portuguese or Spanish (each language's grade 2 table, :data:`LANGUAGE_TABLES`).

Translation is done by liblouis (https://liblouis.io), through its command ``lou_translate`` (Debian
package ``liblouis-bin``; no maintained Python wheel of liblouis exists on PyPI, and Debian's
``python3-louis`` imports in a virtual environment only when the system's ``dist-packages`` folder is
put on ``sys.path``, which mixes Debian's packages into the environment) with the tables
:data:`TABLES`: contracted (grade 2) UEB, ``en-ueb-g2.ctb``, written in North American braille ASCII,
``en-us-brf.dis`` — the character set of BRF files, upper case (another language: :func:`tables_for`).

Page layout (:func:`format_pages`), after the Braille Authority of North America's *Braille Formats*
(2016), simplified:

- :data:`CELLS_PER_LINE` = 40 cells a line and :data:`LINES_PER_PAGE` = 25 lines a page, the usual
  11 x 11.5 inch embosser page;
- lines 1-24 hold text; line 25 holds only the braille page number, at the right margin, written with
  the numeric indicator (``#A`` for page 1);
- headings are centred, with a blank line before them (except at the top of a page) and after;
- a paragraph starts in cell 3 and its runover lines in cell 1; a list item (a numbered move of a
  transcript) starts in cell 1 and runs over in cell 3;
- words are never split unless one is longer than a whole line (then it is cut with a hyphen);
- lines end with CR LF and each page, the last included, ends with a form feed, as embossers and
  braille notetakers expect of a BRF file.

>>> page = format_pages([("heading", ",RULES"), ("paragraph", ",! DECK")])[0]
>>> page[:3], page[-1]
(['                 ,RULES', '', '  ,! DECK'], '                                      #A')
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from unokit.errors import UnokitError
from unokit.phrases import with_seat

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.rules import Rules

__all__ = [
    "BrailleError",
    "CELLS_PER_LINE",
    "LINES_PER_PAGE",
    "TABLES",
    "INSTALL_HINT",
    "lou_translate_command",
    "translate",
    "back_translate",
    "page_number",
    "format_pages",
    "pages_to_brf",
    "brf_pages",
    "rules_blocks",
    "transcript_blocks",
    "rules_brf",
    "LANGUAGE_TABLES",
    "tables_for",
    "transcript_brf",
]

#: Cells in a braille line and lines in a braille page (the common 40 x 25 embosser page).
CELLS_PER_LINE = 40
LINES_PER_PAGE = 25
#: liblouis tables: braille ASCII display table, then contracted UEB.
TABLES = "en-us-brf.dis,en-ueb-g2.ctb"
#: The liblouis tables of each language's files (DESIGN.md contract 7; issue 26): the same braille ASCII
#: display table, then that language's contracted (grade 2) table: Unified English Braille, Portuguese
#: (Portugal) grade 2 (``pt-pt-g2.ctb``) and Spanish grade 2 (``es-g2.ctb``), as Debian's liblouis ships them.
LANGUAGE_TABLES = {"en": TABLES, "pt-PT": "en-us-brf.dis,pt-pt-g2.ctb", "es": "en-us-brf.dis,es-g2.ctb"}
#: How to install liblouis's command on Debian and Ubuntu.
INSTALL_HINT = "apt-get install liblouis-bin"

#: A block of a braille document: (kind, print text); kind is "heading", "paragraph" or "item".
Block = tuple[str, str]
_KINDS = ("heading", "paragraph", "item")


class BrailleError(UnokitError):
    """liblouis is missing or failed, or a document cannot be laid out in braille."""


def lou_translate_command() -> str:
    """The path of liblouis's ``lou_translate``. Raises :class:`BrailleError` naming the install
    command when it is not on ``PATH``."""
    path = shutil.which("lou_translate")
    if path is None:
        raise BrailleError(f"liblouis is not installed (no lou_translate on PATH); install it with: {INSTALL_HINT}")
    return path


#: lou_translate reads its input in pieces of about 2,000 characters and would cut a longer line in
#: the middle of a word; longer lines are sent in chunks of at most this many characters, cut at spaces.
_CHUNK = 1500


def _chunks(line: str) -> list[str]:
    """``line`` cut at spaces into pieces of at most ``_CHUNK`` characters (a longer word stays whole)."""
    pieces: list[str] = []
    rest = line
    while len(rest) > _CHUNK:
        cut = rest.rfind(" ", 0, _CHUNK)
        if cut <= 0:
            cut = rest.find(" ", _CHUNK)
            if cut < 0:
                break
        pieces.append(rest[:cut])
        rest = rest[cut + 1:]
    pieces.append(rest)
    return pieces


def tables_for(lang: str | None) -> str:
    """The liblouis tables of ``lang``'s braille-ready files (:data:`LANGUAGE_TABLES`; the pseudo-locale
    ``en-XA``, English accented, is written with English's). Raises :class:`~unokit.errors.LanguageError`
    for an unknown language."""
    from unokit.i18n import resolve_language

    return LANGUAGE_TABLES.get(resolve_language(lang), TABLES)


def _run(lines: Sequence[str], backward: bool, tables: str = TABLES) -> list[str]:
    if not lines:
        return []
    pieces: list[str] = []
    counts: list[int] = []
    for line in lines:
        if "\n" in line or "\r" in line or "\f" in line:
            raise BrailleError(f"one line at a time: {line!r} holds a line break")
        chunks = _chunks(line)
        pieces.extend(chunks)
        counts.append(len(chunks))
    out = _run_pieces(pieces, backward, tables)
    joined = []
    start = 0
    for count in counts:
        joined.append(" ".join(out[start:start + count]))
        start += count
    return joined


def _run_pieces(lines: list[str], backward: bool, tables: str = TABLES) -> list[str]:
    # lou_translate reads backslash escapes such as \x0041 in its input: double every backslash
    data = "".join(line.replace("\\", "\\\\") + "\n" for line in lines)
    command = [lou_translate_command(), "--backward" if backward else "--forward", tables]
    try:
        done = subprocess.run(command, input=data.encode("utf-8"), capture_output=True, check=False, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise BrailleError(f"lou_translate could not run: {error}") from None
    message = done.stderr.decode("utf-8", "replace").strip()
    if done.returncode != 0 or message:
        raise BrailleError(f"lou_translate failed (exit status {done.returncode}): {message or 'no message'}")
    out = done.stdout.decode("utf-8", "replace").split("\n")
    if out and out[-1] == "":
        out.pop()
    if len(out) != len(lines):
        raise BrailleError(f"lou_translate gave {len(out)} lines for {len(lines)}")
    return out


#: North American braille ASCII: the character of each six-dot cell, indexed by its dots as bits (dot 1 the
#: lowest), as ``en-us-brf.dis`` writes them.
_BRAILLE_ASCII = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
#: An eight-dot Unicode braille cell (U+2800-U+28FF) as the braille ASCII of its dots 1-6. The Spanish table
#: writes the escape of a character it has no braille for (``'\x00eb'`` for the "ë" of a player's name) with
#: a backslash cell that has dot 7; a BRF file is six-dot, and the English table writes the same escape with
#: the six-dot backslash, ``\``.
_SIX_DOTS = {0x2800 + dots: _BRAILLE_ASCII[dots & 0x3F] for dots in range(256)}


def translate(lines: Sequence[str], tables: str = TABLES) -> list[str]:
    """Each print line in contracted braille (UEB, or the ``tables`` given: :func:`tables_for`), as braille ASCII (one string of cells per line, upper case;
    a character liblouis has no braille for comes out as its code point between apostrophes; an eight-dot
    cell a table gives is written with its dots 1-6, as a BRF file holds six-dot braille).

    One ``lou_translate`` process for all lines. Raises :class:`BrailleError` when liblouis is missing
    or fails, a line holds a line break, or the result is not braille ASCII (characters space to ``_``).

    >>> translate(["7 cards. Red, 3 cards: 2, 5, Skip."])  # doctest: +SKIP
    ['#G C>DS4 ,R$ #C3 #B1 #E1 ,SKIP4']
    """
    out = [cells.translate(_SIX_DOTS) for cells in _run(list(lines), backward=False, tables=tables)]
    for line, cells in zip(lines, out, strict=True):
        if not all(" " <= char <= "_" for char in cells):
            raise BrailleError(f"liblouis gave characters outside braille ASCII for {line!r}: {cells!r}")
    return out


def back_translate(lines: Sequence[str], tables: str = TABLES) -> list[str]:
    """Braille ASCII lines back to print with the same tables (for checking a translation)."""
    return _run(list(lines), backward=True, tables=tables)


def page_number(number: int) -> str:
    """A braille page number in braille ASCII: the numeric indicator ``#`` and the digits as the
    letters a-j (UEB rule 6.1), e.g. ``page_number(12) == "#AB"``."""
    if number < 1:
        raise BrailleError(f"page numbers start at 1, not {number}")
    return "#" + "".join("JABCDEFGHI"[int(digit)] for digit in str(number))


def _wrap(text: str, first_indent: int, runover_indent: int, width: int) -> list[str]:
    """Break one braille paragraph into lines of at most ``width`` cells at spaces."""
    lines: list[str] = []
    line = " " * first_indent
    empty = True
    for word in text.split():
        while True:
            room = width - len(line) - (0 if empty else 1)
            if len(word) <= room:
                line += word if empty else " " + word
                empty = False
                break
            if not empty:
                lines.append(line)
                line, empty = " " * runover_indent, True
                continue
            # a word longer than a whole line: cut it, with a hyphen at the end of the line
            cut = max(room - 1, 1)
            lines.append(line + word[:cut] + "-")
            word = word[cut:]
            line = " " * runover_indent
    if not empty:
        lines.append(line)
    return lines


def format_pages(blocks: Sequence[Block], *, cells: int = CELLS_PER_LINE,
                 lines: int = LINES_PER_PAGE) -> list[list[str]]:
    """Lay out translated blocks (braille ASCII) on pages: a list of pages, each a list of exactly
    ``lines`` lines of at most ``cells`` cells (trailing spaces removed), the last line holding the
    page number at the right margin (see the module docstring for the rules).

    A heading at the top of a page has no blank line before it.
    Raises :class:`BrailleError` for an unknown block kind or a page too small to hold text.
    """
    body_lines = lines - 1
    if cells < 10 or body_lines < 3:
        raise BrailleError(f"a braille page of {cells} cells x {lines} lines is too small")
    flowed: list[tuple[str, list[str]]] = []
    for kind, text in blocks:
        if kind not in _KINDS:
            raise BrailleError(f"unknown block kind {kind!r}; kinds are: {', '.join(_KINDS)}")
        if kind == "heading":
            wrapped = _wrap(text, 0, 0, cells)
            wrapped = [" " * ((cells - len(line)) // 2) + line for line in wrapped]
        elif kind == "paragraph":
            wrapped = _wrap(text, 2, 0, cells)
        else:
            wrapped = _wrap(text, 0, 2, cells)
        flowed.append((kind, wrapped))
    pages: list[list[str]] = []
    page: list[str] = []
    for index, (kind, wrapped) in enumerate(flowed):
        if kind == "heading":
            # a heading and the first line after it stay together on one page
            following = len(flowed[index + 1][1]) if index + 1 < len(flowed) else 0
            gap = 1 if page and page[-1] else 0
            needed = gap + len(wrapped) + 1 + min(following, 1)
            if page and len(page) + needed > body_lines:
                pages.append(page)
                page = []
                gap = 0
            if gap:
                page.append("")
            for line in wrapped:
                if len(page) == body_lines:
                    pages.append(page)
                    page = []
                page.append(line)
            if len(page) < body_lines and index + 1 < len(flowed):
                page.append("")
            continue
        for line in wrapped:
            if len(page) == body_lines:
                pages.append(page)
                page = []
            page.append(line)
    if page or not pages:
        pages.append(page)
    out = []
    for number, text_lines in enumerate(pages, start=1):
        while text_lines and not text_lines[-1]:
            text_lines = text_lines[:-1]
        padded = [line.rstrip() for line in text_lines] + [""] * (body_lines - len(text_lines))
        label = page_number(number)
        padded.append(" " * (cells - len(label)) + label)
        out.append(padded)
    return out


def pages_to_brf(pages: Sequence[Sequence[str]]) -> str:
    """Pages of braille ASCII lines as BRF text: CR LF after each line, a form feed after each page."""
    return "".join("".join(line + "\r\n" for line in page) + "\f" for page in pages)


def brf_pages(blocks: Sequence[Block], tables: str = TABLES) -> list[list[str]]:
    """Translate print blocks with liblouis (``tables``: :func:`tables_for` a language) and lay them out
    (:func:`translate`, :func:`format_pages`). The first block is the document's title."""
    braille = translate([" ".join(text.split()) for _, text in blocks], tables)
    return format_pages([(kind, cells) for (kind, _), cells in zip(blocks, braille, strict=True)])


def rules_blocks(rules: Rules | str, lang: str | None = "en") -> list[Block]:
    """The rules summary (:func:`unokit.rules_text.rules_summary`) in ``lang`` as print blocks: the
    title, then each section's heading and paragraphs; in a language other than English a last
    paragraph says which liblouis table the file is written with (the braille key names its table)."""
    from unokit.i18n import message, resolve_language
    from unokit.rules_text import rules_summary, rules_title

    lang = resolve_language(lang)
    blocks: list[Block] = [("heading", rules_title(rules, lang))]
    for section in rules_summary(rules, lang):
        blocks.append(("heading", section.title))
        blocks.extend(("paragraph", paragraph) for paragraph in section.paragraphs)
    blocks += card_label_blocks(rules, lang)
    if lang != "en":  # the English file stays as it was (its tests compare it); UEB is said in the README
        blocks.append(("paragraph", message("brf-table", lang, table=LANGUAGE_TABLES.get(lang, TABLES).split(",")[-1])))
    return blocks


def card_label_blocks(rules: Rules | str, lang: str | None = "en") -> list[Block]:
    """The section "The braille on the cards" in ``lang``: how to read the labels of a printed deck
    (:func:`unokit.render.braille.braille_label`) for the preset's colours, as the key cards say it in
    braille (print-review-2 N1). The labels' letters are card notation (contract 1) in every language."""
    from unokit.i18n import color_name, join_list, message
    from unokit.rules import Rules, find_preset

    preset = rules if isinstance(rules, Rules) else find_preset(rules)
    lettered = [(c.letter.lower(), c) for c in preset.colors if c.letter is not None]

    def colour(c: Any) -> str:
        return color_name(c, lang, gender="masculine", lower=True)

    letters = join_list([message("brf-letter-for", lang, letter=letter, color=colour(c)) for letter, c in lettered],
                        lang)
    first, first_colour = lettered[0]
    return [
        ("heading", message("brf-labels-heading", lang)),
        ("paragraph", message("brf-labels-where", lang)),
        ("paragraph", message("brf-labels-colour", lang, letters=letters)),
        ("paragraph", message("brf-labels-rank", lang, example=f"{first}7", color=colour(first_colour))),
        ("paragraph", message("brf-labels-edges", lang)),
        ("paragraph", message("brf-labels-key", lang)),
    ]


def transcript_blocks(game: Game, lang: str | None = "en") -> list[Block]:
    """A game's transcript in ``lang`` as print blocks: a title, the players, how the round began
    (:meth:`Game.setup_narration_text`), each move numbered in the engine's words
    (:meth:`Game.narration_text`), and the result (:func:`unokit.announce.outcome_words`); every word
    from the catalogues (``brf-transcript-*``), players' names as given. The English is the transcript
    as it was before the catalogues, byte for byte (its lists joined by commas only); in another language
    the lists are the language's (Babel) and a last paragraph names the liblouis table the file is
    written with, as :func:`rules_blocks` does.

    Raises :class:`~unokit.errors.LanguageError` for an unknown language."""
    from unokit.announce import outcome_words
    from unokit.i18n import join_list, message, resolve_language
    from unokit.rules_text import rules_title

    lang = resolve_language(lang)

    def listed(items: list[str]) -> str:
        # the English file stays as it was ("Ana (seat 0), Ben (seat 1)", no "and"): its tests compare it
        return ", ".join(items) if lang == "en" else join_list(items, lang)

    def player(seat: int, name: str) -> str:
        # a default name ("Seat 1") already says its seat
        return name if with_seat(name, seat) == name else message("brf-transcript-player", lang, name=name,
                                                                   seat=str(seat))

    names = game.players
    blocks: list[Block] = [("heading", message("brf-transcript-title", lang, title=rules_title(game.rules, lang)))]
    blocks.append(("paragraph", message("brf-transcript-players", lang, round=str(game.round_number),
                                        players=listed([player(seat, name) for seat, name in enumerate(names)]),
                                        dealer=names[game.dealer])))
    blocks.append(("heading", message("brf-transcript-began", lang)))
    blocks.append(("paragraph", game.setup_narration_text(lang) or message("brf-transcript-dealt", lang)))
    blocks.append(("heading", message("brf-transcript-moves", lang)))
    moves = game.narration_text(lang)
    if not moves:
        blocks.append(("paragraph", message("brf-transcript-no-moves", lang)))
    for number, sentence in enumerate(moves, start=1):
        blocks.append(("item", message("brf-transcript-move", lang, number=str(number), move=str(sentence))))
    blocks.append(("heading", message("brf-transcript-result", lang)))
    if game.is_over():
        result = outcome_words(game, lang)
    else:
        result = message("brf-transcript-stops", lang, name=names[game.current])  # type: ignore[index]  # a round not over has a seat to act
    if game.rules.scoring != "none":
        scores = [message("brf-transcript-score", lang, name=name, score=str(score))
                  for name, score in zip(names, game.scores, strict=True)]
        result = message("brf-transcript-scored", lang, result=result, scores=listed(scores))
    blocks.append(("paragraph", result))
    if lang != "en":  # as rules_blocks: the braille key names its table
        blocks.append(("paragraph", message("brf-table", lang, table=tables_for(lang).split(",")[-1])))
    return blocks


def rules_brf(rules: Rules | str, lang: str | None = "en") -> str:
    """The rules of ``rules`` (a :class:`Rules` value or a preset name) as a BRF document in ``lang``,
    contracted with that language's liblouis table (:data:`LANGUAGE_TABLES`).

    Raises :class:`BrailleError` when liblouis is missing, :class:`~unokit.errors.RulesError` for an
    unknown preset, :class:`~unokit.errors.LanguageError` for an unknown language."""
    return pages_to_brf(brf_pages(rules_blocks(rules, lang), tables_for(lang)))


def transcript_brf(game: Game, lang: str | None = "en") -> str:
    """A game's transcript (:func:`transcript_blocks`) in ``lang`` as a BRF document, contracted with that
    language's liblouis table (:data:`LANGUAGE_TABLES`).

    Raises :class:`BrailleError` when liblouis is missing or fails, :class:`~unokit.errors.LanguageError`
    for an unknown language."""
    return pages_to_brf(brf_pages(transcript_blocks(game, lang), tables_for(lang)))
