"""StarterColourChooser: naming the colour of a Wild starter card, chosen as a Wild's colour is chosen in
the hand (ux-audit-2 N13).

When the round's first card is a Wild, the seat to act names its colour (RULES.md "Setup": the Wild
starter card). The choice is one labelled group — "Choose the colour of the Wild starter card" — of one
button per colour of the rules, each with its colour swatch, its ColorADD sign and its word, moved through
with the arrow keys, Home and End (one tab stop), and chosen with Enter, Space or a click: the same look,
names and keys as the hand's Wild chooser (``static/hand.js``), so one habit serves both. Front end:
``static/starter_colour.js`` (it reuses the hand's chooser classes, so ``hand.css`` styles it).

Python stays the only authority: the page sends ``{"type": "choose", "color": WORD}`` and
:attr:`StarterColourChooser.on_choose` (set by the table) makes the move; a colour the rules do not have is
ignored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from unokit.widgets._sync import PythonAuthority
from unokit.widgets.signs import sign_svg, swatch_svg

__all__ = ["StarterColourChooser", "STARTER_LABEL"]

_STATIC = Path(__file__).parent / "static"
#: The group's accessible name (and visible label).
STARTER_LABEL = "Choose the colour of the Wild starter card"


class StarterColourChooser(PythonAuthority, anywidget.AnyWidget):
    """The Wild starter's colour chooser (see the module text).

    Synced traits (Python writes, the page only reads): ``label`` (the group's name), ``colors``
    (``[{"word": "red", "name": "Red", "svg": swatch and sign as inline SVG}]``, in the rules' colour order).
    ``on_choose(word)`` is called with the colour's word when the person chooses.
    """

    _browser_writable = frozenset()
    _esm = _STATIC / "starter_colour.js"

    label = traitlets.Unicode(STARTER_LABEL).tag(sync=True)
    colors = traitlets.List(traitlets.Dict()).tag(sync=True)

    #: the keys' help under the group (a sentence in the table's language)
    help = traitlets.Unicode("Arrow keys move between the colours; Enter chooses.").tag(sync=True)

    def __init__(self, on_choose: Callable[[str], None] | None = None, *, lang: str = "en", **kwargs: Any) -> None:
        from unokit.i18n import message

        #: the language of the colours' names and the label (DESIGN.md contract 7)
        self.lang = lang
        if lang != "en":
            kwargs.setdefault("label", message("table-starter-label", lang))
            kwargs.setdefault("help", message("table-starter-help", lang))
        super().__init__(**kwargs)
        self.on_choose = on_choose
        self.add_class("unokit-starter-colour")
        self.on_msg(self._on_message)

    def set_colors(self, colors: Sequence[Any], *, vision: str = "normal", signs: str = "coloradd") -> None:
        """Offer ``colors`` (:class:`~unokit.cards.Color` values, the rules' order), each drawn as seen with
        ``vision`` (a swatch) and with its sign in the system ``signs`` (unchanged by vision; ColorADD by
        default)."""
        self.colors = [{"word": color.word, "name": self._name(color),
                        "svg": swatch_svg(color, vision=vision) + sign_svg(color, signs=signs)} for color in colors]

    def _name(self, color: Any) -> str:
        if self.lang == "en":
            return str(color.title)
        from unokit.i18n import color_name

        name = color_name(color, self.lang, gender="masculine")  # a colour named on its own: "Vermelho"
        return name[:1].upper() + name[1:]

    def name_of(self, word: str) -> str:
        """The shown name of the colour of notation word ``word`` ("red" -> "Vermelho"); ``word`` if not offered."""
        return next((color["name"] for color in self.colors if color["word"] == word), word)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("type") != "choose" or self.on_choose is None:
            return
        word = content.get("color")
        if isinstance(word, str) and word in [color["word"] for color in self.colors]:
            self.on_choose(word)
