"""The piles of a GameTable and what stands around them: the heading (round, mode, house rules in force),
the discard and draw piles with the active colour (its ColorADD sign and word), the direction, any penalty
and whose turn it is (:func:`unokit.widgets.view.summary_html`), the scores, and, in play mode once the round
is over, the seed the round was dealt from.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from unokit.widgets import view as V
from unokit.widgets.house import house_rules_on, rules_in_force_html

__all__ = ["TablePiles"]


class TablePiles:
    """The heading, the piles, the scores and the seed of one table (``title``, ``summary``,
    ``scores_html``, ``seed_html``: HTML widgets drawn by :meth:`refresh`).

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (mode, viewer, the live game).
    """

    def __init__(self, session: Any) -> None:
        w = widgets
        self.session = session
        self.title = w.HTML()
        self.title.add_class("unokit-title")
        self.summary = w.HTML()
        self.summary.add_class("unokit-summary-box")
        #: the draw pile's picture, a face-down deck with its count; the draw button lies over it (layout.py)
        self.draw_pile = w.HTML()
        self.draw_pile.add_class("unokit-draw-deck")
        self.scores_html = w.HTML()
        # play mode: the seed of the deal, once the round is over (the seed is the deal: security review F4)
        self.seed_html = w.HTML()
        self.seed_html.add_class("unokit-seed-box")
        self.seed_html.layout.display = "none"

    def refresh(self, shown: Any, public: Any, *, vision: str, signs: str = "coloradd") -> None:
        """Draw the shown position as ``public`` (the viewer's view) shows it, cards previewed with ``vision``
        and carrying the colour signs of ``signs``."""
        session = self.session
        play, viewer = session.play, session.viewer
        over = shown.is_over()
        house = rules_in_force_html(shown.rules) if house_rules_on(shown.rules) else ""  # classic: no line
        lang = session.lang
        self.title.value = V.title_html(public, session.mode_text(), lang) + house
        drawn = (shown.drawn_card if (not play or shown.current in (viewer, session.standing_in)) else None)
        turn = V.turn_text(public, outcome=shown.outcome() if over else None, drawn=drawn,
                           you=viewer if play else None, lang=lang)
        self.summary.value = V.summary_html(public, vision=vision, turn=turn, moves=len(shown.move_stack),
                                            wild_colors=shown.rules.colors, rules=shown.rules, signs=signs, lang=lang)
        self.draw_pile.value = V.draw_pile_html(public, lang)
        self.scores_html.value = V.scores_html(shown.players, shown.scores, shown.placements, lang)
        seed_text = self.seed_text()
        if self.seed_html.value != seed_text:
            self.seed_html.value = seed_text
            self.seed_html.layout.display = "" if seed_text else "none"

    def seed_text(self) -> str:
        """Play mode, once the round is over: the seed the round was dealt from, to replay or share it
        (a first round dealt from its seed alone: the same rules, names and seed deal it again); "" before
        then, whatever the seed (the seed is the deal: it fixes every hidden card; security review F4)."""
        game = self.session.game
        if not (self.session.play and game.is_over() and game.round_number == 1
                and not any(value is not None for value in game.start_args.values())):
            return ""
        return (f'<p class="unokit-seed">This round was dealt from seed <strong>{game.seed}</strong>: the same rules, '
                "players and seed deal it again, to replay it or to share it.</p>")
