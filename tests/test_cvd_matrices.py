"""The colour-vision preview without numpy or daltonlens (the static site's browser): the precomputed
matrices of unokit/render/cvd_matrices.json give daltonlens's colours."""

from __future__ import annotations

import json
import random
import sys

import pytest

from unokit import coloradd
from unokit.render import cvd

pytest.importorskip("daltonlens")

#: Sample colours: ColorADD's colours as unokit prints them, black, white, greys, primaries, and a seeded spread of the sRGB cube.
SAMPLES = sorted({*coloradd._HUE_HEX.values(), *coloradd._LIGHT_HEX.values(), *coloradd._DARK_HEX.values(), "#000000", "#ffffff", "#808080", "#0a0a0a", "#ff0000", "#00ff00", "#0000ff",
                  "#ffff00", "#00ffff", "#ff00ff",
                  *("#{:02x}{:02x}{:02x}".format(*(random.Random(seed).randrange(256) for _ in range(3)))
                    for seed in range(300))})


def _channels(hex_color: str) -> tuple[int, ...]:
    return tuple(int(hex_color[i : i + 2], 16) for i in (1, 3, 5))


def test_the_shipped_matrices_are_daltonlens_s():
    shipped = json.loads(cvd.MATRICES_FILE.read_text(encoding="utf-8"))
    computed = cvd.simulation_matrices()

    def numbers(value):
        if isinstance(value, dict):
            return [x for key in sorted(value) for x in numbers(value[key])]
        if isinstance(value, list):
            return [x for item in value for x in numbers(item)]
        return [value]

    for model in ("vienot1999", "brettel1997", "machado2009"):
        assert numbers(shipped[model]) == pytest.approx(numbers(computed[model]), abs=1e-12), model


@pytest.mark.parametrize("vision", [v for v in cvd.VISIONS if v != "normal"])
@pytest.mark.parametrize("severity", [1.0, 0.55, 0.3])
def test_the_matrices_give_daltonlens_s_colours_within_one_step(vision, severity):
    worst = 0
    for colour in SAMPLES:
        expected = _channels(cvd.simulate_hex(colour, vision, severity))
        got = _channels(cvd.simulate_hex_from_matrices(colour, vision, severity))
        worst = max(worst, *(abs(a - b) for a, b in zip(expected, got, strict=True)))
    assert worst <= 1, f"{vision} at {severity}: off by {worst} of 255"


def test_a_deuteranope_s_red_and_green_come_closer():
    red, green = coloradd.get("red").hex, coloradd.get("green").hex
    assert cvd.simulate_hex_from_matrices(red, "deuteranopia") != red

    def gap(a, b):
        return sum(abs(x - y) for x, y in zip(_channels(a), _channels(b), strict=True))

    assert gap(*(cvd.simulate_hex_from_matrices(c, "deuteranopia") for c in (red, green))) < gap(red, green)


def test_bad_input_is_refused_as_simulate_hex_refuses_it():
    with pytest.raises(cvd.RenderError, match="not a hex colour"):
        cvd.simulate_hex_from_matrices("#12345", "protanopia")
    with pytest.raises(cvd.RenderError, match="unknown vision"):
        cvd.simulate_hex_from_matrices("#123456", "sepia")
    with pytest.raises(cvd.RenderError, match="severity"):
        cvd.simulate_hex_from_matrices("#123456", "protanopia", 2)


def test_without_numpy_simulate_hex_uses_the_matrices(monkeypatch):
    monkeypatch.setitem(sys.modules, "numpy", None)
    monkeypatch.setitem(sys.modules, "daltonlens", None)
    cvd._without_numpy.cache_clear()
    cvd._simulate_hex.cache_clear()
    try:
        monkeypatch.setattr(cvd, "_without_numpy", lambda: True)
        assert cvd.simulate_hex("#d32f2f", "deuteranopia") == cvd.simulate_hex_from_matrices("#d32f2f", "deuteranopia")
    finally:
        cvd._simulate_hex.cache_clear()
