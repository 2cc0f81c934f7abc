"""The seats of a GameTable: each seat's heading (name, card count, who plays it, UNO state) and hand
(:class:`~unokit.widgets.hand.HandView`), placed with the viewer's hand at the bottom and the other seats
beside the piles; and the hot-seat hand-over ("It is Ben's turn: pass the screen to Ben").

Privacy (DESIGN.md contract 5): in play mode a hand is drawn face up only for the seat the session says
(:meth:`~unokit.widgets.session.TableSession.face_up`); the others are backs and counts.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets
import traitlets

from unokit.errors import UnokitError
from unokit.moves import Move
from unokit.widgets import view as V
from unokit.widgets.hand import HandView

__all__ = ["TableSeats", "PAST_POSITION"]

#: Each playable card's reason while a past position is shown (the cards are disabled there).
PAST_POSITION = "This is a past position of the round: go to the latest move to play."


class TableSeats(traitlets.HasTraits):
    """The seats and hands of one table.

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (who sees and plays which hand).
        on_move: makes a move chosen with a hand's cards (the table's submit).
        on_message: says a hand's own message (a refusal, "Choose the colour ..."), once.
        hand_over: the person whose turn it is says they have the screen (the table's ``hand_over``).

    Traitlets: ``viewer`` (play mode: the seat whose hand is on the screen; None in teaching mode and during
    a hot-seat hand-over) and ``others_shown`` (other seats are drawn beside the piles; the page's wide
    layout keeps a column for them only then).
    """

    viewer = traitlets.Int(None, allow_none=True)
    others_shown = traitlets.Bool(False)

    @traitlets.validate("viewer")
    def _valid_viewer(self, proposal: dict[str, Any]) -> int | None:
        seat = proposal["value"]
        if seat is not None and not 0 <= seat < self.session.game.n_players:
            raise UnokitError(f"viewer {seat} is not a seat at this table; seats are 0..{self.session.game.n_players - 1}")
        return seat

    def __init__(self, session: Any, *, on_move: Callable[[Move], Any], on_message: Callable[[str], Any],
                 hand_over: Callable[[], Any]) -> None:
        super().__init__()
        w = widgets
        self.session = session
        self._on_move, self._on_message = on_move, on_message
        self._quiet = False
        self.handover_html = w.HTML()
        self.handover_button = w.Button(description=session.say("table-show-my-hand"), button_style="primary")
        self.handover_button.tooltip = self.handover_button.description
        self.handover_button.on_click(lambda _b: hand_over())
        self.handover_box = w.HBox([self.handover_html, self.handover_button])
        self.handover_box.add_class("unokit-handover")
        self.handover_box.layout.display = "none"
        self.seat_headings: list[widgets.HTML] = []
        self.hands: list[HandView] = []
        self.seat_boxes: list[widgets.VBox] = []
        self.others_box = w.VBox()
        self.others_box.add_class("unokit-others")
        self.you_box = w.VBox()
        self.you_box.add_class("unokit-you")

    def new_seats(self, n_players: int, *, vision: str, sort: bool, signs: str = "coloradd") -> None:
        """One seat box (heading and hand) per seat (a new deal), its hand's faces with the colour signs of
        ``signs``."""
        self.seat_headings, self.hands, self.seat_boxes = [], [], []
        for _seat in range(n_players):
            heading = widgets.HTML()
            heading.add_class("unokit-seat-heading")
            hand = HandView(vision=vision, sort=sort, on_move=self._on_move, live=False, signs=signs,
                            lang=self.session.lang)
            hand.add_class("unokit-seat-hand")
            hand.observe(self._hand_message, "message")  # a hand's refusal is said by the table
            box = widgets.VBox([heading, hand])
            box.add_class("unokit-seat")
            self.seat_headings.append(heading)
            self.hands.append(hand)
            self.seat_boxes.append(box)

    def set_options(self, **options: Any) -> None:
        """Pass ``sort``, ``vision`` or ``signs`` to every hand (:meth:`HandView.set_options`)."""
        for hand in self.hands:
            hand.set_options(**options)

    def _hand_message(self, change: dict[str, Any]) -> None:
        if change["new"] and not self._quiet:
            self._on_message(change["new"])

    def refuse(self, text: str) -> None:
        """Show ``text`` under each hand that may play (said once by the table, not by each hand)."""
        self._quiet = True
        try:
            for hand in self.hands:
                if hand.interactive:
                    hand.refuse(text)
        finally:
            self._quiet = False

    def forget_messages(self) -> None:
        for hand in self.hands:
            hand.message = ""

    def refresh(self, shown: Any, public: Any, *, clear_messages: bool, over: bool) -> None:
        """Draw the hand-over, every seat's heading and hand, and place the seats."""
        from unokit.i18n import card_name

        session = self.session
        names, say, lang = shown.players, session.say, session.lang
        if session.handover is not None and session.play:
            name = html.escape(names[session.handover])
            strong = f"<strong>{name}</strong>"
            top = shown.discard_pile[-1]
            why = (say("table-handover-why-jump-in", name=strong, card=html.escape(top.name if lang == "en"
                                                                                   else card_name(top, lang)))
                   if session.jumping_in else say("table-handover-why-turn", name=strong))
            self.handover_html.value = (f'<p class="unokit-handover-text">'
                                        f'{say("table-handover-text", why=why, name=name)}</p>')
            name = names[session.handover]
            self.handover_button.description = self.handover_button.tooltip = say("table-i-am", name=name)
            self.handover_box.layout.display = ""
        else:
            self.handover_box.layout.display = "none"
        at_latest = session.at_latest
        counts = [len(shown.hand(s)) if session.face_up(s) else public.hand_sizes[s] for s in range(shown.n_players)]
        headings = V.seats_html(public, counts, session.roles(), over=over, lang=lang)
        for seat in range(shown.n_players):
            self.hands[seat].show(shown, seat, face_up=session.face_up(seat), interactive=session.may_play(seat),
                                  keep_message=not clear_messages,
                                  not_now=None if at_latest else PAST_POSITION if lang == "en" else say("table-past-position"))
            self.seat_headings[seat].value = headings[seat]
        self.place()

    def place(self) -> None:
        """Play mode: the viewer's hand at the bottom, the other seats beside the piles. Teaching mode
        and a finished round: every hand face up at the bottom, in seat order."""
        session = self.session
        self.viewer = session.viewer if session.play else None
        if not session.play:
            others, mine = [], list(self.seat_boxes)
        else:
            viewer = session.viewer
            mine = [self.seat_boxes[viewer]] if viewer is not None else []
            others = [box for seat, box in enumerate(self.seat_boxes) if seat != viewer]
            if session.game.is_over():  # every hand is public: show them whole
                mine, others = mine + others, []
        if list(self.others_box.children) != others:
            self.others_box.children = others
        if list(self.you_box.children) != mine:
            self.you_box.children = mine
        self.others_box.layout.display = "" if others else "none"
        self.others_shown = bool(others)
