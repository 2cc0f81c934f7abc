"""GameTable: the table of a game for teachers, students and players (an ipywidgets container).

What it shows, always as text as well as pictures (DESIGN.md contract 5, WCAG 1.4.1):

- every seat: name, card count and its hand — face up in teaching mode, face down in play mode
  except the seated player's own (:class:`~unokit.widgets.hand.HandView`);
- the discard pile's top card, the active colour with its ColorADD sign and name, the direction of
  play, the draw pile's size, any penalty waiting, whose turn it is, and the scores;
- the legal moves: legal cards are raised, outlined and badged in the hands, and a list gives every
  legal move (of every seat in teaching mode, of the seated player in play mode) with its reason in
  words (:meth:`Game.explain`);
- the move log in plain words (:attr:`Game.narration`) as a polite live region.

Stepping through the history (first / back / forward / last and a slider over the moves) shows a
copy of the game at that point: the game itself never changes. "Continue from here" (after a
confirmation) drops the later moves and plays on.

Play mode: ``human_seats`` play by clicking or by keyboard, the other seats are bots
(:func:`unokit.agents.make_agent`) that move on "Step" or on a timer that can be paused and slowed
(WCAG 2.2.2). Only the seated player's view (:meth:`Game.view`) is ever put into the page: other hands
are synced as card backs and counts, the draw pile as a count; with several people at one screen
(hot seat) every hand stays hidden between their turns until the next person presses "I am ..."; saving a record (it holds the seed,
which fixes every hidden card) waits for the end of the round, when every hand is shown face up.

Every name and loaded text is escaped (``html.escape``) before it is put into HTML.
"""

from __future__ import annotations

import asyncio
import base64
import html
import json
import threading
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from unokit.cards import Color
from unokit.errors import IllegalMoveError, UnokitError
from unokit.moves import Move, MoveKind
from unokit.widgets.hand import VISIONS, HandView, require_game
from unokit.widgets.legend import VISION_LABELS, ColorADDLegend
from unokit.widgets.log import LogView
from unokit.widgets.range import RangeInput
from unokit.widgets.signs import sign_svg, swatch_svg

__all__ = ["GameTable", "MODES", "BOTS"]

#: Table modes: teaching (every hand face up, any seat can be moved) or play (humans against bots).
MODES = ("teaching", "play")
#: Bot names the table offers (unokit.agents.make_agent).
BOTS = ("random", "greedy")
#: Auto-play speed range, seconds per bot move.
SPEED_RANGE_S = (0.5, 10.0)


class GameTable(widgets.VBox):
    """The table of one game: seats, piles, legal moves with reasons, history stepping, play, records.

    Args:
        game: the :class:`unokit.game.Game` to show (and play on); default a new classic game with
            three players (Ana, Ben, Cy), seed 0.
        record: a game record (contract 3): a path, JSON text, a dict or a GameRecord; the table
            replays it (unless ``game``, already replayed from it, is given too). Teaching mode
            starts at its first position, ready to step through; play mode at its last.
        mode: ``"teaching"`` or ``"play"``.
        human_seats: in play mode, the seats people play (0-based); the others are bots. Empty:
            bots only, every hand face down.
        bot: the bots' kind, ``"random"`` or ``"greedy"``.
        vision: colour-vision preview, one of ``render.cvd.VISIONS``.

    Raises :class:`~unokit.errors.UnokitError` for an unknown mode, bot or vision, or a human seat
    that is not at the table; :class:`~unokit.errors.RecordError` for a bad record.
    """

    def __init__(
        self,
        game: Any = None,
        *,
        record: Any = None,
        mode: str = "teaching",
        human_seats: Sequence[int] = (0,),
        bot: str = "random",
        vision: str = "normal",
    ) -> None:
        if mode not in MODES:
            raise UnokitError(f"unknown table mode {mode!r}; modes are: {', '.join(MODES)}")
        if bot not in BOTS:
            raise UnokitError(f"unknown bot {bot!r}; bots are: {', '.join(BOTS)}")
        if vision not in VISIONS:
            raise UnokitError(f"unknown vision {vision!r}; visions are: {', '.join(VISIONS)}")
        cursor: int | None = None
        if record is not None:
            if game is None:
                game = _replay(record)
            cursor = 0 if mode == "teaching" else None
        if game is None:
            from unokit.game import Game

            game = Game("classic", players=["Ana", "Ben", "Cy"], seed=0)
        self._mode = mode
        self._bot = bot
        self._vision = vision
        self._agents: dict[int, Any] = {}
        self._timer: Any = None
        self._build_controls()
        super().__init__(children=self._layout())
        self.add_class("unokit-table")
        self._set_game(game, cursor=cursor, human_seats=human_seats)

    # ================================================================ building
    def _build_controls(self) -> None:
        w = widgets
        self.title = w.HTML()
        self.title.add_class("unokit-title")
        self.summary = w.HTML()
        self.summary.add_class("unokit-summary-box")
        self.scores_html = w.HTML()
        self.seats_box = w.VBox()
        self.seats_box.add_class("unokit-seats")
        # hot seat: several people at one screen; the next one's hand waits until they say it is them
        self.handover_html = w.HTML()
        self.handover_button = w.Button(description="Show my hand", button_style="primary")
        self.handover_button.on_click(lambda _b: self.hand_over())
        self.handover_box = w.HBox([self.handover_html, self.handover_button])
        self.handover_box.add_class("unokit-handover")
        self.handover_box.layout.display = "none"
        self._handover: int | None = None
        self.seat_headings: list[widgets.HTML] = []
        self.hands: list[HandView] = []

        # actions that are buttons exactly when they are legal
        self.draw_button = w.Button(description="Draw a card", tooltip="Draw one card from the draw pile")
        self.pass_button = w.Button(description="Keep the card (pass)")
        self.challenge_button = w.Button(description="Challenge the Wild Draw Four")
        self.accept_button = w.Button(description="Accept: draw 4")
        self.uno_button = w.Button(description="Say UNO")
        self.choose_buttons: dict[str, widgets.Button] = {}
        self.catch_buttons: list[widgets.Button] = []
        self.next_round_button = w.Button(description="Next round")
        self._action_moves: dict[str, Move] = {}
        for key, button in (
            ("draw", self.draw_button), ("pass", self.pass_button), ("challenge", self.challenge_button),
            ("accept", self.accept_button), ("uno", self.uno_button),
        ):
            button.on_click(lambda _b, key=key: self._click_action(key))
            button.add_class("unokit-action")
        self.next_round_button.on_click(lambda _b: self.next_round())
        self.choose_box = w.HBox()
        self.catch_box = w.HBox()
        self.actions_box = w.HBox()
        self.actions_box.add_class("unokit-actions")

        # any legal move, by name (multi-card plays, UNO forms, catches ...)
        self.move_picker = w.Dropdown(description="Any legal move", style={"description_width": "initial"})
        self.make_move_button = w.Button(description="Make this move")
        self.make_move_button.on_click(lambda _b: self._make_picked_move())
        self.hint_button = w.Button(description="Hint", tooltip="What the greedy bot would play, and why")
        self.hint_button.on_click(lambda _b: self.hint())
        self.sort_toggle = w.ToggleButton(description="Sort hand", tooltip="Order hands by colour and rank")
        self.sort_toggle.observe(self._on_sort, "value")

        # history
        self.first_button = w.Button(description="First", tooltip="Go to the start of the round")
        self.back_button = w.Button(description="Back", tooltip="One move back")
        self.forward_button = w.Button(description="Forward", tooltip="One move forward")
        self.last_button = w.Button(description="Last", tooltip="Go to the latest move")
        self.first_button.on_click(lambda _b: self.go(0))
        self.back_button.on_click(lambda _b: self.go(self._cursor - 1))
        self.forward_button.on_click(lambda _b: self.go(self._cursor + 1))
        self.last_button.on_click(lambda _b: self.go(len(self._game.move_stack)))
        self.slider = RangeInput(label="Move", min=0, max=0, step=1, value=0)
        self.slider.observe(self._on_slider, "value")
        self.position_html = w.HTML()
        self.continue_button = w.Button(description="Continue from here")
        self.continue_button.on_click(lambda _b: self._ask_continue())
        self.confirm_html = w.HTML()
        self.confirm_yes = w.Button(description="Yes, drop the later moves", button_style="warning")
        self.confirm_no = w.Button(description="Cancel")
        self.confirm_yes.on_click(lambda _b: self.continue_from_here())
        self.confirm_no.on_click(lambda _b: self._hide_confirm())
        self.confirm_box = w.HBox([self.confirm_html, self.confirm_yes, self.confirm_no])
        self.confirm_box.layout.display = "none"

        # play
        self.step_button = w.Button(description="Step", tooltip="Let the bot make the next move")
        self.step_button.on_click(lambda _b: self.step())
        self.auto_toggle = w.ToggleButton(description="Auto-play bots", tooltip="Start or pause the bots")
        self.auto_toggle.observe(self._on_auto, "value")
        self.speed = RangeInput(label="Seconds per bot move", min=SPEED_RANGE_S[0], max=SPEED_RANGE_S[1],
                                step=0.5, value=2.0, value_text="2.0 s")
        self.speed.observe(self._on_speed, "value")
        self.bot_picker = w.Dropdown(options=list(BOTS), description="Bots")
        self.bot_picker.observe(self._on_bot, "value")

        self.legal_html = w.HTML()
        self.legal_html.add_class("unokit-legal-box")
        self.move_log = LogView()

        # vision and legend
        self.vision_picker = w.Dropdown(
            options=[(label, key) for key, label in VISION_LABELS.items()],
            description="Preview cards as", style={"description_width": "initial"},
        )
        self.vision_picker.observe(self._on_vision, "value")
        self.legend_toggle = w.ToggleButton(description="ColorADD legend")
        self.legend = ColorADDLegend()
        self.legend.preview.layout.display = "none"  # the table's own preview drives it
        self.legend.layout.display = "none"
        self.legend_toggle.observe(self._on_legend, "value")
        widgets.link((self.vision_picker, "value"), (self.legend, "vision"))

        # records
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False, description="Load record")
        self.upload.observe(self._on_upload, "value")
        self.save_button = w.Button(description="Save record")
        self.save_button.on_click(lambda _b: self.save())
        self.download_html = w.HTML()

    def _layout(self) -> list[widgets.Widget]:
        w = widgets
        centre = w.HBox([self.summary, self.scores_html])
        centre.add_class("unokit-centre")
        self.actions_box.children = [
            self.draw_button, self.pass_button, self.challenge_button, self.accept_button,
            self.uno_button, self.choose_box, self.catch_box, self.next_round_button,
        ]
        tools = w.HBox([self.move_picker, self.make_move_button, self.hint_button, self.sort_toggle])
        history = w.HBox([self.first_button, self.back_button, self.slider, self.forward_button,
                          self.last_button])
        history.add_class("unokit-history")
        history_box = w.VBox([history, w.HBox([self.position_html, self.continue_button]), self.confirm_box])
        self.play_box = w.HBox([self.step_button, self.auto_toggle, self.speed, self.bot_picker])
        self.play_box.add_class("unokit-play")
        info = w.HBox([self.legal_html, self.move_log])
        info.add_class("unokit-info")
        view = w.HBox([self.vision_picker, self.legend_toggle])
        records = w.HBox([self.upload, self.save_button, self.download_html])
        records.add_class("unokit-records")
        return [self.title, centre, self.handover_box, self.seats_box, self.actions_box, tools, self.play_box, history_box,
                info, view, self.legend, records]

    # ================================================================ state
    @property
    def game(self) -> Any:
        """The live game (never changed by stepping through the history)."""
        return self._game

    @property
    def mode(self) -> str:
        return self._mode

    @property
    def human_seats(self) -> tuple[int, ...]:
        return self._human_seats

    @property
    def cursor(self) -> int:
        """How many of the game's moves the shown position includes (0 = the deal)."""
        return self._cursor

    @property
    def at_latest(self) -> bool:
        """True when the latest position is shown (the only one that can be played on)."""
        return self._cursor == len(self._game.move_stack)

    @property
    def shown(self) -> Any:
        """The game as it stood after ``cursor`` moves (a copy unless it is the latest position)."""
        return self._position(self._cursor)

    @property
    def viewer(self) -> int | None:
        """Play mode: the seat whose view is shown (the human to act, else the last one). Teaching: None."""
        return self._viewer if self._mode == "play" else None

    @property
    def vision(self) -> str:
        return self._vision

    @vision.setter
    def vision(self, value: str) -> None:
        if value not in VISIONS:
            raise UnokitError(f"unknown vision {value!r}; visions are: {', '.join(VISIONS)}")
        self.vision_picker.value = value

    def _position(self, cursor: int) -> Any:
        game = self._game
        if cursor == len(game.move_stack):
            return game
        cached = self._positions.get(cursor)
        if cached is None:
            cached = game.copy()
            while len(cached.move_stack) > cursor:
                cached.pop()
            self._positions[cursor] = cached
        return cached

    def _set_game(self, game: Any, *, cursor: int | None = None, human_seats: Sequence[int] | None = None) -> None:
        require_game(game, "GameTable")
        if self.auto_toggle.value:
            self.auto_toggle.value = False  # a new game starts paused
        self._stop_timer()
        if human_seats is not None:
            seats = tuple(dict.fromkeys(int(s) for s in human_seats))
            bad = [s for s in seats if not 0 <= s < game.n_players]
            if bad:
                raise UnokitError(
                    f"human seat {bad[0]} is not at this table; seats are 0..{game.n_players - 1}"
                )
            self._human_seats = seats
        else:
            self._human_seats = tuple(s for s in self._human_seats if s < game.n_players)
        self._game = game
        self._positions: dict[int, Any] = {}
        self._agents = {}
        self._viewer: int | None = self._human_seats[0] if self._human_seats else None
        self._handover = None
        self._cursor = len(game.move_stack) if cursor is None else cursor
        self._build_seats()
        self._build_choices()
        self._message = ""
        self.refresh()

    def _build_seats(self) -> None:
        game = self._game
        self.seat_headings = []
        self.hands = []
        boxes = []
        for _seat in range(game.n_players):
            heading = widgets.HTML()
            heading.add_class("unokit-seat-heading")
            hand = HandView(vision=self._vision, on_move=self.submit)
            hand.add_class("unokit-seat-hand")
            self.seat_headings.append(heading)
            self.hands.append(hand)
            box = widgets.VBox([heading, hand])
            box.add_class("unokit-seat")
            boxes.append(box)
        self.seats_box.children = boxes

    def _build_choices(self) -> None:
        game = self._game
        self.choose_buttons = {}
        for color in game.rules.colors:
            button = widgets.Button(description=f"Choose {color.word}")
            button.add_class("unokit-action")
            button.on_click(lambda _b, word=color.word: self._click_action(f"choose {word}"))
            self.choose_buttons[color.word] = button
        self.choose_box.children = list(self.choose_buttons.values())
        self.catch_buttons = []
        for seat in range(game.n_players):
            button = widgets.Button(description="Catch")
            button.add_class("unokit-action")
            button.on_click(lambda _b, seat=seat: self._click_action(f"catch {seat}"))
            self.catch_buttons.append(button)
        self.catch_box.children = self.catch_buttons

    # ================================================================ drawing
    def refresh(self, *, clear_messages: bool = False) -> None:
        """Redraw every part of the table from the shown position (``clear_messages``: also the hands' notes)."""
        game = self._game
        shown = self.shown
        at_latest = self.at_latest
        play = self._mode == "play"
        if play and at_latest and shown.current in self._human_seats and shown.current != self._viewer:
            if len(self._human_seats) == 1:
                self._viewer = shown.current
            else:  # another person's turn at a shared screen: hide every hand until they take over
                self._viewer = None
                self._handover = shown.current
        if game.is_over():
            self._handover = None  # a finished round is shown face up to everyone
        viewer = self._viewer
        if self._handover is not None and play:
            esc_name = html.escape(shown.players[self._handover])
            self.handover_html.value = (
                f'<p class="unokit-handover-text" role="status">It is <strong>{esc_name}</strong>\'s turn: '
                f"pass the screen to {esc_name}. Every hand is hidden until then.</p>"
            )
            self.handover_button.description = f"I am {shown.players[self._handover]}: show my hand"
            self.handover_box.layout.display = ""
        else:
            self.handover_box.layout.display = "none"
        names = shown.players
        esc = html.escape

        if not play:
            mode_text = "teaching mode: every hand face up"
        elif viewer is None and self._handover is not None:
            mode_text = f"play mode: waiting for {names[self._handover]} to take the screen"
        elif viewer is None:
            mode_text = "play mode: bots only, every hand face down"
        elif len(self._human_seats) == 1:
            mode_text = f"play mode: you are {names[viewer]}"
        else:
            mode_text = f"play mode: {names[viewer]}'s view"
        self.title.value = (
            f'<h2 class="unokit-h">{esc(_rules_title(shown))} — round {shown.round_number}, '
            f"{shown.n_players} players</h2><p>{esc(mode_text)}</p>"
        )
        self.summary.value = self._summary_html(shown)
        self.scores_html.value = self._scores_html(shown)

        public = shown.view(0 if viewer is None else viewer)
        reveal = not play or game.is_over()  # a finished round shows every hand (for the scores)
        for seat in range(shown.n_players):
            face_up = reveal or seat == viewer
            may_play = at_latest and (not play or seat in self._human_seats and seat == viewer)
            self.hands[seat].show(shown, seat, face_up=face_up, interactive=may_play,
                                  keep_message=not clear_messages)
            count = len(shown.hand(seat)) if face_up else public.hand_sizes[seat]
            self.seat_headings[seat].value = self._seat_heading(shown, seat, count)

        self._refresh_actions(shown, at_latest)
        self.legal_html.value = self._legal_html(shown)

        self.move_log.heading = f"Moves so far ({self._cursor} of {len(game.move_stack)} shown)"
        self.move_log.setup = shown.setup_narration
        self.move_log.entries = list(shown.narration)
        self.move_log.status = self._message

        # the history controls last: when the position line changes, the rest has been sent
        total = len(game.move_stack)
        with self.slider.hold_trait_notifications():
            self.slider.max = total
            self.slider.value = self._cursor
        self.slider.value_text = f"move {self._cursor} of {total}" if self._cursor else f"the deal (0 of {total})"
        self.slider.disabled = total == 0
        self.first_button.disabled = self.back_button.disabled = self._cursor == 0
        self.forward_button.disabled = self.last_button.disabled = at_latest
        self.continue_button.layout.display = "none" if at_latest else ""
        if at_latest:
            self._hide_confirm()
        self.step_button.disabled = not (at_latest and not game.is_over() and self._bot_to_act())
        self.hint_button.disabled = not (at_latest and not game.is_over() and self._hint_seat() is not None)
        self.save_button.disabled = False
        where = "the deal" if self._cursor == 0 else f"move {self._cursor}"
        self.position_html.value = (
            f'<p class="unokit-position" data-cursor="{self._cursor}" data-total="{total}">Showing the table '
            f"after {where} of {total}" + ("" if at_latest else " — a past position: the game is unchanged")
            + ".</p>"
        )

    def hand_over(self) -> None:
        """Hot seat: the person whose turn it is has the screen now; show their hand."""
        if self._handover is None:
            return
        self._viewer, self._handover = self._handover, None
        self._note(f"{self._game.players[self._viewer]}'s hand is shown.")
        self.refresh()

    def _summary_html(self, shown: Any) -> str:
        from unokit.render import svg

        esc = html.escape
        top = shown.top
        color = shown.color
        names = shown.players
        direction = shown.direction
        pending = shown.pending_draw
        current = shown.current
        draw_size = len(shown.draw_pile)
        discard_size = len(shown.discard_pile)
        top_svg = svg.card(top, width_px=84, vision=self._vision, id_prefix=f"ukt{id(self) % 9973}")
        back_svg = svg.back(width_px=56, id_prefix=f"ukb{id(self) % 9973}")
        if color is None:
            colour_html = "<strong>none yet</strong> (the Wild starter card waits for a colour)"
        else:
            colour_html = (
                f'<span class="unokit-colour-sign">{swatch_svg(color, vision=self._vision)}'
                f"{sign_svg(color)}</span> <strong>{esc(color.title)}</strong>"
            )
        direction_text = (
            "clockwise (to the left: seat numbers go up) ↻" if direction == 1
            else "counter-clockwise (to the right: seat numbers go down) ↺"
        )
        if shown.is_over():
            outcome = shown.outcome()
            turn = "Round over. " + esc(_outcome_text(shown, outcome))
        elif current is None:
            turn = "Nobody is to act."
        else:
            turn = f"It is <strong>{esc(names[current])}</strong>'s turn (seat {current})."
            drawn = shown.drawn_card
            if drawn is not None and (self._mode == "teaching" or current == self._viewer):
                turn += f" {esc(names[current])} just drew {esc(drawn.name)} and may play it or keep it."
        penalty = (
            f"Penalty waiting: the next to act draws {pending} cards unless they can add to it."
            if pending else "No penalty waiting."
        )
        data = {
            "data-top": top.code, "data-color": color.word if color else "",
            "data-direction": str(direction), "data-draw": str(draw_size), "data-pending": str(pending),
            "data-current": "" if current is None else str(current),
            "data-moves": str(len(shown.move_stack)),
        }
        attrs = " ".join(f'{k}="{esc(v)}"' for k, v in data.items())
        return (
            f'<div class="unokit-summary" {attrs}>'
            f'<div class="unokit-pile"><span class="unokit-pile-art" aria-hidden="true">{top_svg}</span>'
            f"<p>Discard pile: <strong>{esc(top.name)}</strong> on top ({discard_size} "
            f"card{'s' * (discard_size != 1)})</p></div>"
            f'<div class="unokit-pile"><span class="unokit-pile-art" aria-hidden="true">{back_svg}</span>'
            f"<p>Draw pile: <strong>{draw_size}</strong> card{'s' * (draw_size != 1)}</p></div>"
            f'<div class="unokit-facts"><p>Active colour: {colour_html}</p>'
            f"<p>Direction: {direction_text}</p><p>{penalty}</p>"
            f'<p class="unokit-turn" role="status">{turn}</p></div></div>'
        )

    def _scores_html(self, shown: Any) -> str:
        esc = html.escape
        rows = []
        placements = list(shown.placements)
        for seat, name in enumerate(shown.players):
            place = placements.index(seat) + 1 if seat in placements else None
            rows.append(
                f"<tr><th scope=\"row\">{esc(name)}</th><td>{shown.scores[seat]}</td>"
                f"<td>{_ordinal(place) if place else '—'}</td></tr>"
            )
        return (
            '<table class="unokit-scores"><caption>Scores (match totals)</caption><thead><tr>'
            '<th scope="col">Player</th><th scope="col">Points</th><th scope="col">Place</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>"
        )

    def _seat_heading(self, shown: Any, seat: int, count: int) -> str:
        esc = html.escape
        name = shown.players[seat]
        marks = []
        if shown.current == seat and not shown.is_over():
            marks.append("▶ to act")
        if seat == shown.dealer:
            marks.append("dealer")
        if seat in shown.placements:
            marks.append("out")
        if self._mode == "play":
            marks.append("you" if seat == self._viewer else
                         ("human" if seat in self._human_seats else f"{self._bot} bot"))
        extra = f" — {esc(', '.join(marks))}" if marks else ""
        current = ' aria-current="true"' if shown.current == seat else ""
        return (
            f'<h3 class="unokit-seat-name" data-seat="{seat}" data-count="{count}"{current}>'
            f"Seat {seat}: {esc(name)} · {count} card{'s' * (count != 1)}{extra}</h3>"
        )

    def _acting_seats(self, shown: Any) -> list[int]:
        if self._mode == "teaching":
            return list(range(shown.n_players))
        return [] if self._viewer is None else [self._viewer]

    def _visible_moves(self, shown: Any) -> list[Move]:
        """Legal moves that may be shown: every seat's in teaching mode, the seated player's in play mode."""
        if self._mode == "teaching":
            return list(shown.legal_moves())
        if self._viewer is None:
            return []
        return list(shown.view(self._viewer).legal_moves)

    def _legal_html(self, shown: Any) -> str:
        esc = html.escape
        names = shown.players
        moves = self._visible_moves(shown)
        if self._mode == "teaching":
            whose = "every seat"
        elif self._viewer is None:
            whose = "nobody (bots only: their hands are hidden)"
        else:
            whose = f"{names[self._viewer]} (you)"
        if shown.is_over():
            return '<div class="unokit-legal-list"><h3 class="unokit-h">Legal moves</h3><p>None: the round is over.</p></div>'
        items = []
        for move in moves:
            reason = shown.explain(move).reason
            items.append(
                f'<li data-move="{esc(str(move))}"><strong>{esc(names[move.seat])}</strong>: '
                f"<code>{esc(move.notation(seat=False))}</code> — {esc(reason)}</li>"
            )
        # the list scrolls when long: focusable so that keyboard users can scroll it too
        body = (f'<ul tabindex="0" aria-label="Legal moves">{"".join(items)}</ul>' if items
                else "<p>No legal moves now.</p>")
        note = "" if self.at_latest else "<p>(in this past position)</p>"
        return (
            f'<div class="unokit-legal-list"><h3 class="unokit-h">Legal moves of {esc(whose)}'
            f" ({len(moves)})</h3>{note}{body}</div>"
        )

    def _refresh_actions(self, shown: Any, at_latest: bool) -> None:
        names = shown.players
        moves: list[Move] = []
        if at_latest and not shown.is_over():
            seats = set(self._acting_seats(shown))
            moves = [m for m in self._visible_moves(shown) if m.seat in seats]
        teaching = self._mode == "teaching"
        current = shown.current

        def pick(kind: MoveKind, **match: Any) -> Move | None:
            found = [m for m in moves if m.kind is kind and all(getattr(m, k) == v for k, v in match.items())]
            found.sort(key=lambda m: m.seat != current)
            return found[0] if found else None

        def who(move: Move) -> str:
            return f" ({names[move.seat]})" if teaching else ""

        self._action_moves = {}

        def offer(key: str, button: widgets.Button, move: Move | None, text: str) -> None:
            if move is None:
                button.layout.display = "none"
                return
            self._action_moves[key] = move
            button.description = text + who(move)
            button.layout.display = ""

        draw = pick(MoveKind.DRAW)
        pending = shown.pending_draw
        offer("draw", self.draw_button, draw,
              f"Draw {pending} cards (take the penalty)" if pending else "Draw a card")
        offer("pass", self.pass_button, pick(MoveKind.PASS), "Keep the drawn card (pass)")
        offer("challenge", self.challenge_button, pick(MoveKind.CHALLENGE), "Challenge the Wild Draw Four")
        offer("accept", self.accept_button, pick(MoveKind.ACCEPT), "Accept: draw 4")
        offer("uno", self.uno_button, pick(MoveKind.UNO), "Say UNO")
        for word, button in self.choose_buttons.items():
            offer(f"choose {word}", button, pick(MoveKind.CHOOSE, color=Color(word)),
                  f"Choose {word} for the Wild starter")
        for seat, button in enumerate(self.catch_buttons):
            offer(f"catch {seat}", button, pick(MoveKind.CATCH, target=seat),
                  f"Catch {names[seat]}: no UNO said")
        over = self._game.is_over() and at_latest
        self.next_round_button.layout.display = "" if over and not self._game.match_over() else "none"

        options = [(f"{names[m.seat]}: {m.notation(seat=False)}", str(m)) for m in moves]
        self.move_picker.options = options
        self.move_picker.index = 0 if options else None
        self.move_picker.disabled = self.make_move_button.disabled = not options

    # ================================================================ moving
    def submit(self, move: Move) -> None:
        """Make ``move`` on the live game for a person (hand, button or move list).

        Refused with :class:`~unokit.errors.IllegalMoveError` (the game unchanged, the reason shown in
        the status line and re-raised for the caller): a past position is shown; in play mode the move
        is not by a human seat; the rules refuse it (the engine's reason).
        """
        game = self._game
        if not self.at_latest:
            self._refuse(
                f"You are looking at move {self._cursor} of {len(game.move_stack)}, a past position: go to "
                "the latest move, or choose “Continue from here”, to play."
            )
        if self._mode == "play" and move.seat not in self._human_seats:
            self._refuse(f"Seat {move.seat} is played by a bot: you cannot move for it.")
        if self._mode == "play" and move.seat != self._viewer:
            if self._viewer is None:
                self._refuse("Every hand is hidden until the next person takes the screen.")
            self._refuse(f"You are seat {self._viewer}: you cannot move for seat {move.seat}.")
        try:
            game.push(move)
        except UnokitError as error:
            self._refuse(f"Not played: {error}")
        self._after_move(f"{game.narration[-1]}")

    def _refuse(self, text: str) -> None:
        self._message = text
        self.move_log.status = text
        for hand in self.hands:
            if hand.interactive:
                hand.refuse(text)
        raise IllegalMoveError(text)

    def _after_move(self, message: str) -> None:
        self._cursor = len(self._game.move_stack)
        self._positions.clear()
        self._message = message
        self.refresh(clear_messages=True)
        if self._game.is_over() and self.auto_toggle.value:
            self.auto_toggle.value = False

    def _click_action(self, key: str) -> None:
        move = self._action_moves.get(key)
        if move is None:
            self._message = "That move is not legal now."
            self.move_log.status = self._message
            return
        try:
            self.submit(move)
        except UnokitError:
            pass  # the reason is already shown

    def _make_picked_move(self) -> None:
        value = self.move_picker.value
        if not value:
            return
        try:
            self.submit(Move.parse(value))
        except UnokitError:
            pass

    def _bot_to_act(self) -> bool:
        game = self._game
        if game.is_over() or game.current is None:
            return False
        return self._mode == "teaching" or game.current not in self._human_seats

    def _agent(self, seat: int) -> Any:
        agent = self._agents.get(seat)
        if agent is None:
            from unokit.agents import make_agent

            agent = make_agent(self._bot, seed=self._game.seed * 101 + seat)
            self._agents[seat] = agent
        return agent

    def step(self) -> Move | None:
        """Let a bot make the next move (in teaching mode for whichever seat is to act).

        Returns the move, or None with the reason in the status line (a past position is shown, the
        round is over, or a person is to act).
        """
        game = self._game
        if not self.at_latest:
            self._note("Go to the latest move to let the bots play on.")
            return None
        if game.is_over() or game.current is None:
            self._note("The round is over.")
            return None
        seat = game.current
        if not self._bot_to_act():
            self._note(f"It is {game.players[seat]}'s turn: choose a card, or draw.")
            return None
        move = self._agent(seat).choose(game, seat)
        game.push(move)
        self._after_move(game.narration[-1])
        return move

    def _note(self, text: str) -> None:
        self._message = text
        self.move_log.status = text

    def hint(self) -> str:
        """What the greedy bot would play for the seat to act (teaching) or you (play), and why."""
        seat = self._hint_seat()
        if seat is None or not self.at_latest or self._game.is_over():
            text = "No hint now: nobody you can help is to act."
        else:
            from unokit.agents import hint

            move, why = hint(self._game, seat)
            text = f"Hint for {self._game.players[seat]}: {move.notation(seat=False)} — {why}"
        self._note(text)
        return text

    def _hint_seat(self) -> int | None:
        current = self._game.current
        if current is None:
            return None
        if self._mode == "teaching":
            return current
        return current if current == self._viewer else None

    def next_round(self) -> None:
        """Start the next round of the match (scores carried); refused while the round goes on."""
        try:
            game = self._game.next_round()
        except UnokitError as error:
            self._note(str(error))
            return
        self._set_game(game)
        self._note(game.setup_narration)

    # ================================================================ history
    def go(self, cursor: int) -> None:
        """Show the position after ``cursor`` moves (clamped to 0..number of moves); the game is unchanged."""
        cursor = max(0, min(int(cursor), len(self._game.move_stack)))
        if cursor == self._cursor:
            return
        self._cursor = cursor
        self._message = ""
        self.refresh()

    def _on_slider(self, change: dict[str, Any]) -> None:
        if int(change["new"]) != self._cursor:
            self.go(int(change["new"]))

    def _on_speed(self, change: dict[str, Any]) -> None:
        self.speed.value_text = f"{change['new']:.1f} s"

    def _ask_continue(self) -> None:
        later = len(self._game.move_stack) - self._cursor
        self.confirm_html.value = (
            f"<p><strong>Play on from move {self._cursor}?</strong> The {later} later "
            f"move{'s' * (later != 1)} will be dropped.</p>"
        )
        self.confirm_box.layout.display = ""

    def _hide_confirm(self) -> None:
        self.confirm_box.layout.display = "none"

    def continue_from_here(self) -> None:
        """Drop the moves after the shown position (exact undo with ``Game.pop``) and play on."""
        game = self._game
        dropped = 0
        while len(game.move_stack) > self._cursor:
            game.pop()
            dropped += 1
        self._hide_confirm()
        self._after_move(f"Playing on from move {self._cursor}; {dropped} later move{'s' * (dropped != 1)} dropped.")

    # ================================================================ timer (WCAG 2.2.2)
    def _on_auto(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.auto_toggle.description = "Pause bots"
            self._note("Bots play on their own; press “Pause bots” to stop them.")
            self._schedule()
        else:
            self.auto_toggle.description = "Auto-play bots"
            self._stop_timer()

    def _schedule(self) -> None:
        self._stop_timer()
        delay = float(self.speed.value)
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            timer = threading.Timer(delay, self.tick)
            timer.daemon = True
            timer.start()
            self._timer = timer
        else:
            self._timer = loop.call_later(delay, self.tick)

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def tick(self) -> None:
        """One beat of auto-play: a bot moves if one is to act; then the next beat is scheduled."""
        self._timer = None
        if not self.auto_toggle.value:
            return
        if self.at_latest and self._bot_to_act():
            self.step()
        if self._game.is_over():
            self.auto_toggle.value = False
            return
        if self.auto_toggle.value:
            self._schedule()

    # ================================================================ options
    def _on_sort(self, change: dict[str, Any]) -> None:
        for hand in self.hands:
            hand.set_options(sort=change["new"])
        self.refresh()

    def _on_bot(self, change: dict[str, Any]) -> None:
        self._bot = change["new"]
        self._agents = {}
        self.refresh()

    def _on_vision(self, change: dict[str, Any]) -> None:
        self._vision = change["new"]
        for hand in self.hands:
            hand.set_options(vision=self._vision)
        self.refresh()

    def _on_legend(self, change: dict[str, Any]) -> None:
        self.legend.layout.display = "" if change["new"] else "none"

    # ================================================================ records
    def load(self, source: Any) -> None:
        """Replay a game record (contract 3: path, JSON text or dict): teaching mode shows its first
        position, play mode its last (to play on).

        Raises :class:`~unokit.errors.RecordError` (shown in the status line too) for a bad record.
        """
        try:
            game = _replay(source)
        except UnokitError as error:
            self._note(f"Could not load the record: {error}")
            raise
        if self._mode == "teaching":
            self._set_game(game, cursor=0)
            self._note(f"Loaded a record of {_moves_phrase(len(game.move_stack))}; step forward to follow it.")
        else:
            self._set_game(game)
            self._note(f"Loaded a record of {_moves_phrase(len(game.move_stack))}; play on from its last move.")

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        content = item["content"] if isinstance(item, dict) else item.content
        name = item["name"] if isinstance(item, dict) else item.name
        self.upload.value = ()  # the file may hold hidden cards: never keep it in a synced trait
        try:
            text = bytes(content).decode("utf-8")
            self.load(json.loads(text))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            self._note(f"Could not load {name}: it is not a JSON game record ({error}).")
        except UnokitError:
            pass  # the reason is shown

    def to_record(self) -> dict[str, Any]:
        """The live game as a record dict (contract 3)."""
        from unokit.record import to_record

        return to_record(self._game)

    def save(self) -> str | None:
        """Offer the live game's record as a download link; returns the JSON text.

        In play mode only once the round is over: a record holds the seed, which fixes every hidden card.
        """
        if self._mode == "play" and not self._game.is_over():
            self.download_html.value = ""
            self._note("You can save the record when the round is over: it shows every hidden card.")
            return None
        try:
            text = json.dumps(self.to_record(), indent=1)
        except UnokitError as error:
            self.download_html.value = ""
            self._note(f"This game cannot be saved as a record: {error}")
            return None
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download_html.value = (
            f'<a class="unokit-download" download="unokit-game.json" '
            f'href="data:application/json;base64,{data}">Download the game record (JSON)</a>'
        )
        self._note("The record is ready: use the download link.")
        return text


# ==================================================================== helpers
def _replay(source: Any) -> Any:
    from unokit.record import replay

    return replay(source)  # a GameRecord, a dict, JSON text or a path


def _rules_title(game: Any) -> str:
    name = game.rules.name
    return {"classic": "Classic rules", "black-uno": "Black UNO rules", "spectrum": "Spectrum rules"}.get(
        name, f"{name} rules"
    )


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _outcome_text(game: Any, outcome: Any) -> str:
    if outcome is None:
        return ""
    names = game.players
    if outcome.winner is not None:
        text = f"{names[outcome.winner]} wins the round"
    else:
        text = "The round is decided"
    if outcome.placements:
        text += " (places: " + ", ".join(names[s] for s in outcome.placements) + ")"
    points = [p for p in outcome.points if p]
    if points:
        text += "; points: " + ", ".join(f"{names[s]} {p}" for s, p in enumerate(outcome.points) if p)
    return text + "."


def _moves_phrase(count: int) -> str:
    """``"1 move"``, ``"3 moves"``."""
    return f"{count} move" if count == 1 else f"{count} moves"
