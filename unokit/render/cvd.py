"""Colour-vision deficiency: colours as a colour-blind person sees them (daltonlens).

Used to re-render card faces (``render.svg.card(..., vision="deuteranopia")``), by the tests that check
faces stay distinguishable, and by the widgets' preview. Models (COLORADD.md, "Colour-vision
deficiency"; daltonlens ``daltonlens.simulate``):

- protanopia / deuteranopia: Viénot, Brettel & Mollon 1999 at full severity, Machado, Oliveira &
  Fernandes 2009 below it (anomalous trichromacy);
- tritanopia: Brettel, Viénot & Mollon 1997 (the one model that handles tritan), severity blended
  linearly as daltonlens does;
- achromatopsia: no colour at all, the relative luminance Y of WCAG 2 (linear-RGB weights 0.2126,
  0.7152, 0.0722) shown as grey; severity blends in linear RGB.

Where numpy or daltonlens is missing (the static site: Pyodide in a browser has neither), single colours
(:func:`simulate_hex`, so card faces and the table's preview) are simulated in pure Python from the same
models' matrices, computed once from daltonlens (:func:`simulation_matrices`) and shipped in
``cvd_matrices.json`` (written by ``scripts/make_cvd_matrices.py``); they agree with daltonlens to within
1 of 255 per channel (tests/test_cvd_matrices.py).

>>> simulate_hex("#d32f2f", "achromatopsia")
'#707070'
"""

from __future__ import annotations

import json
import numbers
from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from unokit.choices import VISIONS as _VISIONS
from unokit.errors import RenderError

if TYPE_CHECKING:  # numpy is imported where pixels are simulated, so card faces need none (Pyodide has none)
    import numpy as np

__all__ = ["VISIONS", "MATRICES_FILE", "canonical_vision", "simulate_rgb", "simulate_hex", "simulate_palette",
           "simulate_hex_from_matrices", "simulation_matrices", "preview_needs"]

#: The visions a face can be rendered for; ``"normal"`` leaves colours unchanged (:data:`unokit.choices.VISIONS`,
#: the one list the table, the dashboard and the command line read).
VISIONS = _VISIONS

K = TypeVar("K")

#: The models' matrices in linear RGB, precomputed from daltonlens (:func:`simulation_matrices`), for a
#: Python without numpy or daltonlens (:func:`simulate_hex_from_matrices`).
MATRICES_FILE = Path(__file__).with_name("cvd_matrices.json")


def canonical_vision(vision: str) -> str:
    """The name in :data:`VISIONS` that ``vision`` spells, in any case and with spaces around it
    (``"Deuteranopia"`` is ``"deuteranopia"``), as the command line, preset names and ColorADD colour
    names read them. Raises :class:`~unokit.errors.RenderError` for anything else, listing the visions."""
    key = vision.strip().lower() if isinstance(vision, str) else None
    if key not in VISIONS:
        raise RenderError(f"unknown vision {vision!r}; visions are: {', '.join(VISIONS)}")
    return key


def _check(vision: str, severity: float) -> str:
    """The canonical vision; raises for an unknown vision or a severity outside [0, 1]."""
    vision = canonical_vision(vision)
    if isinstance(severity, (bool, str, bytes)) or not isinstance(severity, numbers.Real) \
            or not 0.0 <= float(severity) <= 1.0:
        raise RenderError(f"severity {severity!r} is not allowed; it must be a number between 0 and 1")
    return vision


@cache
def _simulators() -> dict[str, Any]:
    from daltonlens import convert, simulate

    return {
        "vienot": simulate.Simulator_Vienot1999(convert.LMSModel_sRGB_SmithPokorny75()),
        "brettel": simulate.Simulator_Brettel1997(convert.LMSModel_sRGB_SmithPokorny75()),
        "machado": simulate.Simulator_Machado2009(),
        "deficiency": simulate.Deficiency,
    }


def _srgb_to_linear(values: np.ndarray) -> np.ndarray:
    import numpy as np

    values = values / 255.0
    return np.where(values <= 0.04045, values / 12.92, ((values + 0.055) / 1.055) ** 2.4)


def _linear_to_srgb(values: np.ndarray) -> np.ndarray:
    import numpy as np

    values = np.clip(values, 0.0, 1.0)
    encoded = np.where(values <= 0.0031308, values * 12.92, 1.055 * values ** (1 / 2.4) - 0.055)
    return np.clip(np.round(encoded * 255.0), 0, 255).astype(np.uint8)


def simulate_rgb(image: np.ndarray, vision: str, severity: float = 1.0) -> np.ndarray:
    """Simulate ``vision`` on an sRGB image.

    Args:
        image: uint8 array of shape (..., 3) (e.g. (H, W, 3) pixels); an alpha channel must be removed first.
        vision: one of :data:`VISIONS`, in any case.
        severity: 0 (normal vision) to 1 (complete dichromacy / achromatopsia).

    Returns a new uint8 array of the same shape. Raises :class:`~unokit.errors.RenderError` for an
    unknown vision or a severity outside [0, 1].
    """
    import numpy as np

    vision = _check(vision, severity)
    try:
        pixels = np.ascontiguousarray(image, dtype=np.uint8)
    except (TypeError, ValueError):
        pixels = None
    if pixels is None or pixels.ndim == 0 or pixels.shape[-1] != 3:
        shape = "" if pixels is None else f" of shape {pixels.shape}"
        raise RenderError(f"image must be RGB pixels of shape (..., 3) (3 colour channels), not {type(image).__name__}{shape}")
    if vision == "normal" or severity == 0:
        return pixels.copy()
    if vision == "achromatopsia":
        linear = _srgb_to_linear(pixels.astype(np.float64))
        luminance = linear @ np.array([0.2126, 0.7152, 0.0722])
        grey = np.repeat(luminance[..., None], 3, axis=-1)
        return _linear_to_srgb(grey * severity + linear * (1 - severity))
    sims = _simulators()
    deficiency = {
        "protanopia": sims["deficiency"].PROTAN,
        "deuteranopia": sims["deficiency"].DEUTAN,
        "tritanopia": sims["deficiency"].TRITAN,
    }[vision]
    if vision == "tritanopia":
        simulator = sims["brettel"]
    else:
        simulator = sims["vienot"] if severity >= 0.999 else sims["machado"]
    dimensions = pixels.shape  # "shape" above is the error message's words
    flat = pixels.reshape(1, -1, 3)
    return simulator.simulate_cvd(flat, deficiency, severity=float(severity)).reshape(dimensions)


def simulate_hex(hex_color: str, vision: str, severity: float = 1.0) -> str:
    """One colour ``"#rrggbb"`` as seen with ``vision``; returns ``"#rrggbb"`` (lower case).

    Raises :class:`~unokit.errors.RenderError` for a malformed colour, unknown vision or bad severity.
    """
    if not isinstance(hex_color, str):
        raise RenderError(f"colour {hex_color!r} is not a hex colour like '#d32f2f'")
    vision = _check(vision, severity)  # before the cache, which cannot hash a list or a dict
    return _simulate_hex(hex_color, vision, float(severity))


def _hex_channels(hex_color: str) -> tuple[int, int, int]:
    text = hex_color.strip().lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    try:
        if len(text) != 6:
            raise ValueError
        return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)
    except ValueError:
        raise RenderError(f"colour {hex_color!r} is not a hex colour like '#d32f2f'") from None


@cache
def _without_numpy() -> bool:
    from unokit.extras import missing

    return bool(missing(("numpy", "daltonlens")))


@lru_cache(maxsize=4096)
def _simulate_hex(hex_color: str, vision: str, severity: float) -> str:
    if _without_numpy():
        return _from_matrices(_hex_channels(hex_color), vision, severity)
    import numpy as np

    rgb = np.array([_hex_channels(hex_color)], dtype=np.uint8)
    r, g, b = simulate_rgb(rgb, vision, severity)[0]
    return f"#{r:02x}{g:02x}{b:02x}"


# --- the same models from precomputed matrices (no numpy) -------------------------------------------------

Matrix = list[list[float]]


def simulation_matrices() -> dict[str, Any]:
    """The models' matrices in linear RGB, computed by daltonlens (needs numpy and daltonlens), as saved in
    :data:`MATRICES_FILE`:

    - ``"vienot1999"``: ``{"protanopia": M, "deuteranopia": M}``, M a 3x3 list (rows), the whole Viénot,
      Brettel & Mollon 1999 projection (LMS of Smith & Pokorny 1975 for sRGB) from linear RGB to linear RGB;
    - ``"brettel1997"``: ``{"tritanopia": {"first": M1, "second": M2, "separation": n}}``: Brettel, Viénot &
      Mollon 1997's two half-planes, M1 for a colour x with n·x >= 0, M2 otherwise (n, 3 numbers);
    - ``"machado2009"``: ``{"protanopia": [M0, ..., M10], "deuteranopia": [...]}``: Machado, Oliveira &
      Fernandes 2009 at severities 0, 0.1, ..., 1 (daltonlens interpolates linearly between them).
    """
    import numpy as np
    from daltonlens import convert, simulate

    model = convert.LMSModel_sRGB_SmithPokorny75()
    deficiencies = {"protanopia": simulate.Deficiency.PROTAN, "deuteranopia": simulate.Deficiency.DEUTAN,
                    "tritanopia": simulate.Deficiency.TRITAN}
    vienot = simulate.Simulator_Vienot1999(model)
    vienot_matrices = {}
    for vision in ("protanopia", "deuteranopia"):
        vienot._simulate_dichromacy_linear_rgb(np.zeros((1, 3), dtype=np.float32), deficiencies[vision])
        vienot_matrices[vision] = vienot.cvd_linear_rgb.tolist()
    # daltonlens hands Brettel's half-plane matrices (in LMS) to _dump_brettel_data when asked to dump them
    brettel = simulate.Simulator_Brettel1997(model)
    captured: dict[str, Any] = {}
    brettel.dumpPrecomputedValues = True
    brettel._dump_brettel_data = lambda _deficiency, h1, h2, normal: captured.update(  # a hook to read them
        first=h1, second=h2, separation=normal)
    brettel._simulate_dichromacy_linear_rgb(np.zeros((1, 3), dtype=np.float32), deficiencies["tritanopia"])
    lms, rgb = model.LMS_from_linearRGB, model.linearRGB_from_LMS
    tritan = {"first": (rgb @ captured["first"] @ lms).tolist(), "second": (rgb @ captured["second"] @ lms).tolist(),
              "separation": (lms.T @ captured["separation"]).tolist()}
    machado = {vision: [np.asarray(simulate.machado_2009_matrices[deficiencies[vision]][step]).tolist()
                        for step in range(11)] for vision in ("protanopia", "deuteranopia")}
    return {"vienot1999": vienot_matrices, "brettel1997": {"tritanopia": tritan}, "machado2009": machado}


@cache
def _matrices() -> dict[str, Any]:
    try:
        data: dict[str, Any] = json.loads(MATRICES_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise RenderError(f"the colour-vision matrices {MATRICES_FILE} cannot be read ({error}); reinstall unokit") from None
    return data


def _apply(matrix: Matrix, colour: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = colour
    (a, b_, c), (d, e, f), (g_, h, i) = matrix
    return a * r + b_ * g + c * b, d * r + e * g + f * b, g_ * r + h * g + i * b


def _blend(seen: tuple[float, float, float], linear: tuple[float, float, float],
           severity: float) -> tuple[float, float, float]:
    """A dichromat's colour mixed with the typical one below full severity (daltonlens's DichromacySimulator)."""
    if severity >= 0.99999:
        return seen
    return (seen[0] * severity + linear[0] * (1 - severity), seen[1] * severity + linear[1] * (1 - severity),
            seen[2] * severity + linear[2] * (1 - severity))


def _to_linear(channel: int) -> float:
    value = channel / 255.0
    return value / 12.92 if value < 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _to_channel(value: float) -> int:
    value = min(max(value, 0.0), 1.0)
    encoded = value * 12.92 if value < 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
    return int(min(max(encoded, 0.0), 1.0) * 255.0)  # truncated, as daltonlens's as_uint8


def _from_matrices(channels: tuple[int, int, int], vision: str, severity: float) -> str:
    red, green, blue = channels
    if vision == "normal" or severity == 0:
        return f"#{red:02x}{green:02x}{blue:02x}"
    linear = (_to_linear(red), _to_linear(green), _to_linear(blue))
    matrices = _matrices()
    if vision == "achromatopsia":  # the same sum as simulate_rgb, rounded as it rounds
        luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        mixed = [luminance * severity + value * (1 - severity) for value in linear]
        grey = []
        for value in mixed:
            value = min(max(value, 0.0), 1.0)
            encoded = value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
            grey.append(min(max(round(encoded * 255.0), 0), 255))
        return "#{:02x}{:02x}{:02x}".format(*grey)
    if vision == "tritanopia":
        tritan = matrices["brettel1997"]["tritanopia"]
        side = sum(n * x for n, x in zip(tritan["separation"], linear, strict=True))
        seen = _blend(_apply(tritan["first"] if side >= 0 else tritan["second"], linear), linear, severity)
    elif severity >= 0.999:  # Viénot 1999, blended with the colour below full severity as daltonlens does
        seen = _blend(_apply(matrices["vienot1999"][vision], linear), linear, severity)
    else:  # Machado 2009, between its two nearest severities
        steps = matrices["machado2009"][vision]
        lower = int(severity * 10.0)
        higher = min(lower + 1, 10)
        alpha = severity - lower / 10.0
        matrix = [[alpha * high + (1 - alpha) * low for low, high in zip(row_low, row_high, strict=True)]
                  for row_low, row_high in zip(steps[lower], steps[higher], strict=True)]
        seen = _apply(matrix, linear)
    r, g, b = (_to_channel(value) for value in seen)
    return f"#{r:02x}{g:02x}{b:02x}"


def preview_needs() -> list[str]:
    """What a colour-vision preview lacks here: ``[]`` where numpy and daltonlens are installed or, without
    them (the static site), where the precomputed matrices (:data:`MATRICES_FILE`) can be read; else
    ``["numpy", "daltonlens"]`` less those installed. The widgets offer the previews only when it is empty."""
    from unokit.extras import missing

    absent = missing(("numpy", "daltonlens"))
    if not absent:
        return []
    try:
        _matrices()
    except RenderError:
        return absent
    return []


def simulate_hex_from_matrices(hex_color: str, vision: str, severity: float = 1.0) -> str:
    """:func:`simulate_hex` without numpy or daltonlens: the same models from the precomputed matrices of
    :data:`MATRICES_FILE` (what the static site's browser uses). Returns ``"#rrggbb"``; raises
    :class:`~unokit.errors.RenderError` as :func:`simulate_hex` does."""
    if not isinstance(hex_color, str):
        raise RenderError(f"colour {hex_color!r} is not a hex colour like '#d32f2f'")
    return _from_matrices(_hex_channels(hex_color), _check(vision, severity), float(severity))


def simulate_palette(palette: Mapping[K, str], vision: str, severity: float = 1.0) -> dict[K, str]:
    """Every colour of ``palette`` (any keys, ``"#rrggbb"`` values) as seen with ``vision``."""
    if not isinstance(palette, Mapping):
        raise RenderError(f"palette must map names to '#rrggbb' colours, not {palette!r}")
    return {key: simulate_hex(value, vision, severity) for key, value in palette.items()}
