"""A folder of card files (``unokit cards``): one SVG or PNG per card and an ``index.html``."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypedDict

from unokit.errors import RenderError
from unokit.render import faces as _faces_module
from unokit.render import reference_words
from unokit.render.canvas import CARD_SIZES, SvgString, _check_options, _check_positive, _n, check_bleed
from unokit.render.faces import back
from unokit.render.reference import reference_card, reference_parts
from unokit.render.sign_keys import _heading, signs_card, signs_parts
from unokit.render.signs import sign_system

# --- a folder of card files (``unokit cards``) ---------------------------------------------------

_FORMATS = ("svg", "png")


class _PictureOptions(TypedDict):
    """The options every picture of a card set shares: its card size name, simulated vision and bleed (mm)."""

    size: str
    vision: str
    bleed_mm: float


def write_cards(
    rules: Any = "classic", out: str | Path = "cards", *, size: str = "uno", format: str = "svg",
    vision: str = "normal", large_print: bool = False, dpi: float = 300.0, signs: str | bool = "coloradd",
    lang: str | None = None,
    bleed_mm: float = 0.0,
) -> list[Path]:
    """Write one file per distinct card of a preset's deck (``R7.svg``, ``W+4.svg``), the back
    (``back``), the two ColorADD reference cards (``reference-1``, ``reference-2``; with ``large_print``
    split into ``reference-1-1``, ``reference-1-2``, ...) and ``index.html``, a contact sheet showing them
    all with their accessible names as alt text. The braille key (reference card 3) is not written: these
    faces carry no braille; the print sheets do (:func:`unokit.render.sheets.sheet_pdf` with ``braille``).

    Args:
        rules: a preset name or :class:`unokit.rules.Rules`; its deck and colours are drawn.
        out: folder to write into (created if missing).
        format: ``"svg"`` or ``"png"`` (cairosvg, ``dpi`` dots per inch, written into each PNG as its
            resolution, so it prints at the card's true size in mm); any case, as ``size`` and
            ``vision`` (:func:`card`).
        signs: the colour sign system of the faces (:func:`unokit.render.signs.sign_system`); with
            ``"mattel"`` or ``"letters"`` its key card is written too (``signs-key``), so the folder always
            explains the signs it shows.
        lang: the language of the cards' ``<title>`` and ``<desc>``, of their alt text and of
            ``index.html`` (:mod:`unokit.i18n`; default English), and of every word printed on the
            reference cards and a sign key, and the back's title and description.
        bleed_mm: each file reaches this far (mm) past the card's cut, the card's colour filling it
            (:func:`unokit.render.faces.card`): the files a print shop asks for. Poker size with 1/8 in
            (3.175 mm) at 300 dpi gives The Game Crafter's 825 x 1125 px.

    Returns the paths written, ``index.html`` last. Raises :class:`RenderError` for a bad format,
    size or vision, :class:`~unokit.errors.RulesError` for an unknown preset, ``OSError`` if the
    folder cannot be written.
    """
    from html import escape
    from urllib.parse import quote

    from unokit.cards import make_deck
    from unokit.i18n import card_name, message, resolve_language
    from unokit.rules import Rules, find_preset

    lang = resolve_language(lang)

    key = format.strip().lower() if isinstance(format, str) else None
    if key not in _FORMATS:
        raise RenderError(f"unknown format {format!r}; formats are: {', '.join(_FORMATS)}")
    format = key
    size, vision = _check_options(size, vision)
    _check_positive("dpi", dpi)
    system = sign_system(signs)
    preset = rules if isinstance(rules, Rules) else find_preset(rules)
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    options: _PictureOptions = {"size": size, "vision": vision, "bleed_mm": check_bleed(bleed_mm)}
    pictures: list[tuple[str, str, SvgString]] = []
    for card_ in sorted(set(make_deck(preset.deck))):
        pictures.append((card_.code, card_name(card_, lang), _faces_module.card(
            card_, large_print=large_print, wild_colors=preset.colors, id_prefix=f"card-{_file_id(card_.code)}",
            signs=system, lang=lang, **options)))
    card_count = len(pictures)
    pictures.append(("back", message("back-title", lang), back(id_prefix="back", lang=lang, **options)))
    if system and system.name != "coloradd":
        parts = signs_parts(system, colors=preset.colors, size=size, large_print=large_print, lang=lang)
        for part in range(1, parts + 1):
            stem = "signs-key" + (f"-{part}" if parts > 1 else "")
            name = _heading(system, lang)
            title = (message("signkey-title-part", lang, system=name, part=part, parts=parts) if parts > 1
                     else message("signkey-title", lang, system=name))
            pictures.append((stem, title, signs_card(system, colors=preset.colors, id_prefix=stem,
                                                     large_print=large_print, part=part, lang=lang, **options)))
    for number in (1, 2):  # not the braille key: no braille on these faces
        parts = reference_parts(number, large_print=large_print, colors=preset.colors, size=size, lang=lang)
        for part in range(1, parts + 1):
            stem = f"reference-{number}" + (f"-{part}" if parts > 1 else "")
            title = reference_words.title(number, lang, part, parts)
            pictures.append((stem, title, reference_card(number, id_prefix=stem, large_print=large_print,
                                                         colors=preset.colors, part=part, lang=lang, **options)))
    written = []
    width_mm = CARD_SIZES[size][0] + 2 * options["bleed_mm"]
    for stem, _name, text in pictures:
        path = folder / f"{stem}.{format}"
        if format == "svg":
            path.write_text(text + "\n", encoding="utf-8")
        else:
            import cairosvg

            width_px = round(width_mm / 25.4 * dpi)
            png = cairosvg.svg2png(bytestring=text.encode("utf-8"), output_width=width_px)
            path.write_bytes(_png_with_resolution(png, round(width_px / (width_mm / 1000))))
        written.append(path)
    if vision != "normal":
        from unokit.i18n.faces import vision_name

        title = message("cards-index-title-vision", lang, preset=preset.name, vision=vision_name(vision, lang))
    else:
        title = message("cards-index-title", lang, preset=preset.name)
    figures = "\n".join(
        f'<figure><img src="{quote(path.name)}" '
        f'alt="{escape(name)}" width="{_n(width_mm * 3)}"><figcaption>{escape(stem)}</figcaption></figure>'
        for (stem, name, _text), path in zip(pictures, written, strict=True)
    )
    intro = escape(message("cards-index-intro", lang, count=card_count, preset=preset.name, size=size))
    html = f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<title>{escape(title)}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 1.5rem; background: #f2f2f2; color: #000; }}
main {{ display: flex; flex-wrap: wrap; gap: 12px; }}
figure {{ margin: 0; text-align: center; }}
figure img {{ display: block; height: auto; }}
figcaption {{ font-size: 0.9rem; margin-top: 4px; }}
</style>
</head>
<body>
<h1>{escape(title)}</h1>
<p>{intro}</p>
<main>
{figures}
</main>
</body>
</html>
"""
    index = folder / "index.html"
    index.write_text(html, encoding="utf-8")
    written.append(index)
    return written


def _png_with_resolution(png: bytes, pixels_per_metre: int) -> bytes:
    """``png`` with a pHYs chunk (PNG 1.2 section 4.2.4.2) saying ``pixels_per_metre`` in both directions,
    so that a program that prints or places the picture shows it at its true size (cairosvg writes no
    resolution, which image viewers and word processors then take as 72 or 96 dpi). The chunk goes right
    after IHDR, before the image data, as the specification requires; a pHYs already there is replaced.
    The pixels are not touched."""
    import struct
    import zlib

    signature, position = png[:8], 8
    chunks: list[bytes] = []
    while position < len(png):
        (length,) = struct.unpack(">I", png[position:position + 4])
        end = position + 12 + length
        if png[position + 4:position + 8] != b"pHYs":
            chunks.append(png[position:end])
        position = end
    body = b"pHYs" + struct.pack(">IIB", pixels_per_metre, pixels_per_metre, 1)  # unit 1: the metre
    phys = struct.pack(">I", 9) + body + struct.pack(">I", zlib.crc32(body))
    return signature + chunks[0] + phys + b"".join(chunks[1:])


def _file_id(code: str) -> str:
    return code.replace("+", "p").lower()
