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

>>> simulate_hex("#d32f2f", "achromatopsia")
'#707070'
"""

from __future__ import annotations

import numbers
from collections.abc import Mapping
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

from unokit.choices import VISIONS as _VISIONS
from unokit.errors import RenderError

if TYPE_CHECKING:  # numpy is imported where pixels are simulated, so card faces need none (Pyodide has none)
    import numpy as np

__all__ = ["VISIONS", "canonical_vision", "simulate_rgb", "simulate_hex", "simulate_palette"]

#: The visions a face can be rendered for; ``"normal"`` leaves colours unchanged (:data:`unokit.choices.VISIONS`,
#: the one list the table, the dashboard and the command line read).
VISIONS = _VISIONS

K = TypeVar("K")


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
    shape = pixels.shape
    flat = pixels.reshape(1, -1, 3)
    return simulator.simulate_cvd(flat, deficiency, severity=float(severity)).reshape(shape)


def simulate_hex(hex_color: str, vision: str, severity: float = 1.0) -> str:
    """One colour ``"#rrggbb"`` as seen with ``vision``; returns ``"#rrggbb"`` (lower case).

    Raises :class:`~unokit.errors.RenderError` for a malformed colour, unknown vision or bad severity.
    """
    if not isinstance(hex_color, str):
        raise RenderError(f"colour {hex_color!r} is not a hex colour like '#d32f2f'")
    vision = _check(vision, severity)  # before the cache, which cannot hash a list or a dict
    return _simulate_hex(hex_color, vision, float(severity))


@lru_cache(maxsize=4096)
def _simulate_hex(hex_color: str, vision: str, severity: float) -> str:
    import numpy as np

    text = hex_color.strip().lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    try:
        rgb = np.array([[int(text[i : i + 2], 16) for i in (0, 2, 4)]], dtype=np.uint8)
        if len(text) != 6:
            raise ValueError
    except ValueError:
        raise RenderError(f"colour {hex_color!r} is not a hex colour like '#d32f2f'") from None
    r, g, b = simulate_rgb(rgb, vision, severity)[0]
    return f"#{r:02x}{g:02x}{b:02x}"


def simulate_palette(palette: Mapping[K, str], vision: str, severity: float = 1.0) -> dict[K, str]:
    """Every colour of ``palette`` (any keys, ``"#rrggbb"`` values) as seen with ``vision``."""
    if not isinstance(palette, Mapping):
        raise RenderError(f"palette must map names to '#rrggbb' colours, not {palette!r}")
    return {key: simulate_hex(value, vision, severity) for key, value in palette.items()}
