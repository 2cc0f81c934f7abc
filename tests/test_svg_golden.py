"""Golden pictures: a few faces rendered to PNG (cairosvg) and compared with stored images.

A changed picture fails and leaves ``tests/_artifacts/<name>-diff.png`` (expected | actual | difference
x4). After an intended change, regenerate with ``UNOKIT_UPDATE_GOLDEN=1 python -m pytest
tests/test_svg_golden.py`` and look at the new images before committing them.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import cairosvg
import numpy as np
import pytest
from PIL import Image

from unokit.cards import SPECTRUM_COLORS, Card
from unokit.render import svg

GOLDEN = Path(__file__).parent / "golden"
ARTIFACTS = Path(__file__).parent / "_artifacts"
WIDTH_PX = 224  # 4 px per mm on a 56 mm card
#: A pixel counts as changed when a channel moves by more than this (of 255) ...
PIXEL_TOLERANCE = 40
#: ... and the picture fails when more than this share of pixels changed (anti-aliasing noise
#: between cairo versions stays far below it; moving a sign or changing a colour does not).
CHANGED_SHARE = 0.002

PICTURES = {
    "number-Y6": lambda: svg.card(Card.parse("Y6"), id_prefix="g"),
    "action-BR": lambda: svg.card(Card.parse("BR"), id_prefix="g"),
    "wild-W+4": lambda: svg.card(Card.parse("W+4"), id_prefix="g"),
    "spectrum-M9": lambda: svg.card(Card.parse("M9"), wild_colors=SPECTRUM_COLORS, id_prefix="g"),
    "reference-1": lambda: svg.reference_card(1, id_prefix="g"),
}


def render(text: str) -> np.ndarray:
    png = cairosvg.svg2png(bytestring=text.encode(), output_width=WIDTH_PX, background_color="white")
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))


def compare(name: str, actual: np.ndarray, artifacts: Path = ARTIFACTS) -> str | None:
    """None when ``actual`` matches the golden image, else a message (and a diff image is saved)."""
    expected = np.asarray(Image.open(GOLDEN / f"{name}.png").convert("RGB"))
    if expected.shape != actual.shape:
        problem = f"size {actual.shape[:2]} differs from golden {expected.shape[:2]}"
        difference = None
    else:
        difference = np.abs(expected.astype(np.int16) - actual.astype(np.int16)).max(axis=2)
        share = float((difference > PIXEL_TOLERANCE).mean())
        if share <= CHANGED_SHARE:
            return None
        problem = f"{share:.2%} of pixels changed (allowed {CHANGED_SHARE:.2%})"
    artifacts.mkdir(parents=True, exist_ok=True)
    height = max(expected.shape[0], actual.shape[0])
    panels = [expected, actual]
    if difference is not None:
        panels.append(np.repeat(np.clip(difference * 4, 0, 255).astype(np.uint8)[..., None], 3, axis=2))
    canvas = np.full((height, sum(p.shape[1] for p in panels), 3), 255, dtype=np.uint8)
    x = 0
    for panel in panels:
        canvas[: panel.shape[0], x : x + panel.shape[1]] = panel
        x += panel.shape[1]
    path = artifacts / f"{name}-diff.png"
    Image.fromarray(canvas).save(path)
    return f"{name}: {problem}; see {path}"


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_picture_matches_golden(name):
    actual = render(PICTURES[name]())
    if os.environ.get("UNOKIT_UPDATE_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        Image.fromarray(actual).save(GOLDEN / f"{name}.png", optimize=True)
    problem = compare(name, actual)
    assert problem is None, problem


def test_a_changed_picture_fails_and_saves_a_diff(tmp_path):
    changed = render(svg.card(Card.parse("Y6"), id_prefix="g", signs=False))
    problem = compare("number-Y6", changed, artifacts=tmp_path)
    assert problem is not None and "pixels changed" in problem
    diff = Image.open(tmp_path / "number-Y6-diff.png")
    assert diff.size == (3 * WIDTH_PX, changed.shape[0])


def test_a_shifted_colour_fails(tmp_path):
    changed = render(svg.card(Card.parse("Y6"), id_prefix="g", vision="tritanopia"))
    assert compare("number-Y6", changed, artifacts=tmp_path) is not None
