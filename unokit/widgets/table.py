"""GameTable: the table of a game for teachers, students and players (thin ipywidgets wiring).

The table is laid out like a card table, so that everything a turn needs fits one screen (1280×800
and up; a phone needs one short scroll to the hand). The page reads (and Tab goes) piles and actions, the
hand of the seat to act, the command field, then the other seats: a wide screen draws the other seats
beside the piles, a phone under the hand (WCAG 1.3.2, 2.4.3). What is shown:

- the heading and a status line (the table's one polite live region, :class:`~unokit.widgets.live.TableLive`);
- the other seats, each with its name, card count, a fan of face-down cards, who plays it (you, a
  person, a bot) and its UNO state; the discard pile and draw pile with the active colour (its ColorADD
  sign and its word), the direction, any penalty and whose turn it is; the actions (draw, pass, UNO,
  catch, challenge / accept, the Wild starter's colour, a jump-in out of turn: "Jump in with Red 5"; in hot
  seat another person who may jump in is offered the screen: "Ben: jump in with Red 5 (take the screen)");
- your hand (:class:`~unokit.widgets.hand.HandView`; in teaching mode every seat's hand, face up), and
  under it the command field (:class:`~unokit.widgets.keys.CommandBar`: moves and questions typed in
  words; the one-key questions ``h t c w l m s`` and the "Keys" dialog, ``?`` or ``F1``);
- folded panels beside or under it: legal moves with reasons, the move log, stepping through the
  history, bots and view options, scores, records, the keys, the announcement settings
  (:class:`~unokit.widgets.keys.PlayByEar`), the analysis of a position and the what-if lines
  (:class:`~unokit.widgets.analyse.WhatIf`).

What the table shows is built by pure functions (:mod:`unokit.widgets.view`) from the viewer's
:class:`~unokit.game.SeatView`; what it knows and decides is a :class:`~unokit.widgets.session.TableSession`
(mode, viewer and hot-seat hand-over, cursor, bots, the UNO window). This module only wires them to
widgets, timers and the view state (``mode``, ``vision``, ``theme``: validated traitlets).

Privacy (DESIGN.md contract 5): only the viewer's view (:meth:`Game.view`) is ever put into the page in
play mode; other hands are synced as backs and counts; a record (it holds the seed) is offered only
when the round is over.
"""

from __future__ import annotations

import base64
import html
import json
import threading
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from unokit.commands import cut_quotes
from unokit.dashboard.files import UploadButton
from unokit.errors import IllegalMoveError, UnokitError
from unokit.extras import missing
from unokit.moves import Move, MoveKind
from unokit.widgets import view as V
from unokit.widgets.analyse import WhatIf
from unokit.widgets.clock import kernel_loop
from unokit.widgets.disclosure import disclosed
from unokit.widgets.hand import HandView
from unokit.widgets.house import house_rules_on, jump_in_label, jump_in_offer_label, rules_in_force_html
from unokit.widgets.keys import PlayByEar, move_announcements
from unokit.widgets.legend import VISION_LABELS, ColorADDLegend
from unokit.widgets.live import TableLive
from unokit.widgets.log import LogView
from unokit.widgets.range import RangeInput
from unokit.widgets.session import BOTS, MODES, TableSession, check_bot, require_game
from unokit.widgets.signs import check_vision
from unokit.widgets.starter_colour import STARTER_LABEL, StarterColourChooser
from unokit.widgets.uno_window import (
    NO_LIMIT,
    PLAY_ON_LABEL,
    UNO_WINDOW_DEFAULT_S,
    check_uno_window,
    countdown_html,
    uno_alert,
)
from unokit.widgets.voice import SelfVoicing

__all__ = ["GameTable", "MODES", "BOTS", "THEMES", "RECORD_MAX_BYTES"]

#: Colour themes: "auto" follows JupyterLab's (--jp-* variables), "light" and "dark" force one.
THEMES = ("auto", "light", "dark")
#: Largest record file the table loads, in bytes (512 KB). The longest rounds measured (40 random-bot rounds
#: of 10 players per preset) gave records of at most 8.3 KB (party, 504 moves) and 4.1 KB for black-uno
#: (247 moves): the limit is over 60 times that and far below the server's 10 MiB websocket message limit.
RECORD_MAX_BYTES = 512 * 1024
#: Each playable card's reason while a past position is shown (the cards are disabled there).
PAST_POSITION = "This is a past position of the round: go to the latest move to play."
#: Auto-play speed range, seconds per bot move.
SPEED_RANGE_S = (0.5, 10.0)
#: Pause between a person's move and the bots' answer in a kernel, seconds (the person sees their move).
BOT_PAUSE_S = 0.15
#: How long bots wait for a person who played down to one card without saying UNO, seconds, by default
#: (the ``uno_window`` setting: :mod:`unokit.widgets.uno_window`).
UNO_WINDOW_S = UNO_WINDOW_DEFAULT_S


class GameTable(WhatIf, SelfVoicing, PlayByEar, widgets.VBox):
    """The table of one game: seats, piles, legal moves with reasons, history stepping, play, records.

    Args:
        game: the :class:`unokit.game.Game` to show (and play on); default a new classic game with
            three players (Ana, Ben, Cy), seed 0.
        record: a game record (contract 3): a path, JSON text, a dict or a GameRecord; the table
            replays it (unless ``game``, already replayed from it, is given too). Teaching mode
            starts at its first position, ready to step through; play mode at its last.
        mode: ``"teaching"`` or ``"play"`` (:data:`MODES`).
        human_seats: in play mode, the seats people play (0-based); the others are bots. Empty:
            bots only, every hand face down.
        bot: the bots' kind, ``"random"`` or ``"greedy"`` (:data:`BOTS`).
        vision: colour-vision preview, one of ``render.cvd.VISIONS``.
        theme: ``"auto"``, ``"light"`` or ``"dark"`` (:data:`THEMES`).
        bots_answer: play mode: the bots move as soon as a person has moved, and a person who played
            down to one card without UNO gets a countdown first (the dashboard sets it; default False:
            bots move on Step or on their own).
        forget_uno, catch_uno: the bots' chances of forgetting UNO and of catching a person who did not
            say it (unokit.agents.Agent; default 0 and 1: bots always declare; the dashboard sets both).
        uno_window: seconds the bots wait for such a person before they may catch (default 5), or None for
            no time limit (they wait until the person says UNO or plays on without it); also the traitlet
            ``uno_window`` and a choice in the "Announcements" panel (:mod:`unokit.widgets.uno_window`;
            WCAG 2.2.1).

    Announcements and answers follow the traitlets ``announce_detail`` (``"brief"`` / ``"full"``),
    ``card_order`` (``"color"`` / ``"number"``) and ``bot_moves`` (``"each"`` / ``"summary"``), set from
    Python or in the page's "Announcements" panel (:class:`~unokit.widgets.keys.PlayByEar`). Speech and
    earcons (off by default) follow ``speech``, ``speech_rate``, ``own_voice``, ``others_voice``,
    ``sounds`` and ``speech_wait_s`` (:class:`~unokit.widgets.voice.SelfVoicing`, the same panel); with
    speech on, bots wait until the latest announcement has been spoken, ``speech_wait_s`` at most.

    Raises :class:`~unokit.errors.UnokitError` for an unknown mode, bot, vision or theme, or a human seat
    that is not at the table; :class:`~unokit.errors.RecordError` for a bad record.
    """

    #: view state, each checked against its one list of allowed values (MODES, VISIONS, THEMES)
    mode = traitlets.Unicode("teaching")
    vision = traitlets.Unicode("normal")
    theme = traitlets.Unicode("auto")
    #: seconds of the UNO window, or None: no time limit (checked by unokit.widgets.uno_window)
    uno_window = traitlets.Any(UNO_WINDOW_S, allow_none=True)

    def __init__(self, game: Any = None, *, record: Any = None, mode: str = "teaching",
                 human_seats: Sequence[int] = (0,), bot: str = "random", vision: str = "normal",
                 theme: str = "auto", bots_answer: bool = False, forget_uno: float = 0.0,
                 catch_uno: float = 1.0, uno_window: int | None = UNO_WINDOW_S) -> None:
        _check_choice("table mode", mode, MODES)
        uno_window = check_uno_window(uno_window)
        check_bot(bot)
        vision = check_vision(vision)
        _check_choice("theme", theme, THEMES)
        cursor: int | None = None
        if record is not None:
            if game is None:
                game = _replay(record)
            cursor = 0 if mode == "teaching" else None
        if game is None:
            from unokit.game import Game

            game = Game("classic", players=["Ana", "Ben", "Cy"], seed=0)
        require_game(game, "GameTable")
        self.session = TableSession(game, mode=mode, human_seats=human_seats, bot=bot, forget_uno=forget_uno,
                                    catch_uno=catch_uno, cursor=cursor)
        self._timer: Any = None
        self._answer_timer: Any = None
        self._uno_left = 0
        self._uno_closed_at = -1
        self._uno_alert = ""  # the UNO window's alert while it is in the assertive region
        self._quiet_hands = False
        self._message = ""
        self._screen_seat: int | None = None  # the seat whose hand the last redraw put on the screen
        #: play mode: the deal's seed is secret (a fresh seed nobody typed): it is shown only once the round is
        #: over, and the next round is dealt from a fresh seed too, not one derived from it (the dashboard
        #: sets this; security review F4)
        self.seed_secret = False
        self._building = True
        self.bots_answer = bots_answer
        self._build_controls()
        self._build_ear()  # question keys, command field, announcement settings (keys.py)
        self._build_whatif()  # Analyse this position, what-if lines (analyse.py)
        self._build_voice()  # speech, earcons, bots waiting for speech (voice.py)
        super().__init__(children=self._layout(), mode=mode, vision=vision, theme=theme, uno_window=uno_window)
        self.add_class("unokit-table")
        self.add_class(f"unokit-theme-{theme}")
        self._building = False
        self._new_seats()
        self.refresh()
        self.live.say(self._opening())

    # ================================================================ building
    def _build_controls(self) -> None:
        w = widgets
        self.title = w.HTML()
        self.title.add_class("unokit-title")
        self.live = TableLive()
        self.summary = w.HTML()
        self.summary.add_class("unokit-summary-box")
        self.scores_html = w.HTML()
        self.handover_html = w.HTML()
        self.handover_button = w.Button(description="Show my hand", button_style="primary")
        self.handover_button.on_click(lambda _b: self.hand_over())
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

        # actions that are buttons exactly when they are legal
        self.draw_button = w.Button(description="Draw a card")
        self.pass_button = w.Button(description="Keep the card (pass)")
        self.challenge_button = w.Button(description="Challenge the Wild Draw Four")
        self.accept_button = w.Button(description="Accept: draw 4")
        self.uno_button = w.Button(description="Say UNO")
        self.choose_buttons: dict[str, widgets.Button] = {}
        self.catch_buttons: list[widgets.Button] = []
        self.next_round_button = w.Button(description="Next round")
        self._action_moves: dict[str, Move] = {}
        for key, button in (("draw", self.draw_button), ("pass", self.pass_button),
                            ("challenge", self.challenge_button), ("accept", self.accept_button),
                            ("uno", self.uno_button)):
            button.on_click(lambda _b, key=key: self._click_action(key))
            button.add_class("unokit-action")
        self.next_round_button.add_class("unokit-next-round")
        self.next_round_button.on_click(lambda _b: self.next_round())
        # the Wild starter's colour: a group like the hand's Wild chooser (ux-audit-2 N13)
        self.starter_chooser = StarterColourChooser(on_choose=lambda word: self._click_action(f"choose {word}"))
        self.choose_box = w.HBox([self.starter_chooser])
        self.catch_box = w.HBox()
        # jump-ins (jump_in): one button per jump-in a person may make out of turn, and "Let play go on"
        self.jump_box = w.HBox()
        self.jump_box.add_class("unokit-jump-ins")
        self.jump_buttons: dict[str, widgets.Button] = {}
        self.jump_offer_buttons: dict[int, widgets.Button] = {}  # hot seat: another person may jump in
        self.let_play_button = w.Button(description="Let play go on", tooltip="Let play go on: do not jump in")
        self.let_play_button.add_class("unokit-action")
        self.let_play_button.on_click(lambda _b: self.let_play_go_on())
        self.uno_countdown = w.HTML()
        self.uno_countdown.add_class("unokit-uno-countdown")
        # a window with no time limit ends when the person goes on without UNO (the bots may catch then)
        self.uno_play_on_button = w.Button(description=PLAY_ON_LABEL, tooltip=PLAY_ON_LABEL)
        self.uno_play_on_button.add_class("unokit-action")
        self.uno_play_on_button.on_click(lambda _b: self._close_uno_window())
        self.uno_play_on_button.layout.display = "none"
        # play mode: the seed of the deal, once the round is over (the seed is the deal: security review F4)
        self.seed_html = w.HTML()
        self.seed_html.add_class("unokit-seed-box")
        self.seed_html.layout.display = "none"
        self.actions_box = w.HBox()
        self.actions_box.add_class("unokit-actions")

        # any legal move, by name (multi-card plays, UNO forms, catches ...)
        self.move_picker = w.Dropdown(description="Any legal move", style={"description_width": "initial"})
        self.make_move_button = w.Button(description="Make this move")
        self.make_move_button.on_click(lambda _b: self._make_picked_move())
        self.hint_button = w.Button(description="Hint")
        self.hint_button.on_click(lambda _b: self.hint())
        self.sort_toggle = w.Checkbox(description="Sort hands by colour and rank", indent=False)
        self.sort_toggle.observe(self._on_sort, "value")

        # history
        self.first_button = w.Button(description="First")
        self.back_button = w.Button(description="Back")
        self.forward_button = w.Button(description="Forward")
        self.last_button = w.Button(description="Last")
        self.first_button.on_click(lambda _b: self.go(0))
        self.back_button.on_click(lambda _b: self.go(self.cursor - 1))
        self.forward_button.on_click(lambda _b: self.go(self.cursor + 1))
        self.last_button.on_click(lambda _b: self.go(len(self.game.move_stack)))
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

        # bots
        self.step_button = w.Button(description="Step", tooltip="Let the bot to act make its move")
        self.step_button.on_click(lambda _b: self._step_pressed())
        self.auto_toggle = w.Checkbox(description="Bots play on their own", indent=False)
        self.auto_toggle.observe(self._on_auto, "value")
        self.speed = RangeInput(label="Seconds per bot move (bots playing on their own)", min=SPEED_RANGE_S[0],
                                max=SPEED_RANGE_S[1], step=0.5, value=2.0, value_text="2.0 s")
        self.speed.observe(self._on_speed, "value")
        self.bot_picker = w.Dropdown(options=list(BOTS), value=self.session.bot, description="Table bots")
        self.bot_picker.observe(self._on_bot, "value")

        self.legal_html = w.HTML()
        self.legal_html.add_class("unokit-legal-box")
        self.move_log = LogView()

        # vision and legend
        no_preview = missing(("numpy", "daltonlens"))  # the browser edition has neither
        self.vision_picker = w.Dropdown(options=[(label, key) for key, label in VISION_LABELS.items()
                                                 if key == "normal" or not no_preview],
                                        description="Preview cards as", style={"description_width": "initial"})
        self.vision_note = w.HTML(
            f"<p class='unokit-vision-note'>Colour-vision previews are not shown here: they need "
            f"{' and '.join(no_preview)}, which this edition does not have. On a computer with unokit installed, "
            "run unokit dashboard, or unokit cards --vision deuteranopia for the card faces.</p>" if no_preview else "")
        self.vision_picker.observe(self._on_vision, "value")
        self.legend_toggle = w.Checkbox(description="Show the ColorADD legend", indent=False)
        self.legend = ColorADDLegend()
        self.legend.preview.layout.display = "none"  # the table's own preview drives it
        self.legend.layout.display = "none"
        self.legend_toggle.observe(self._on_legend, "value")
        widgets.link((self.vision_picker, "value"), (self.legend, "vision"))

        # records
        # the file's size is checked in the page before it is sent (UploadButton): a 30 MB file sent as one
        # websocket message closed the page's connection and left the upload dead
        self.upload = UploadButton("Load a game record", on_file=self._on_upload, accept=".json,application/json",
                                   max_bytes=RECORD_MAX_BYTES, what="a game record", report=self._note)
        self.upload.add_class("unokit-upload")
        self.save_button = w.Button(description="Save record")
        self.save_button.on_click(lambda _b: self.save())
        self.download_html = w.HTML()
        # ipywidgets writes title="null" when a tooltip is None: give every button its own words
        for button in (self.draw_button, self.pass_button, self.challenge_button, self.accept_button,
                       self.uno_button, self.next_round_button, self.make_move_button, self.hint_button,
                       self.first_button, self.back_button, self.forward_button, self.last_button,
                       self.continue_button, self.confirm_yes, self.confirm_no, self.step_button,
                       self.save_button, self.handover_button):
            button.tooltip = button.description

    def _layout(self) -> list[widgets.Widget]:
        w = widgets
        teaching = not self.session.play  # teaching opens its legal moves and the history at once
        self.actions_box.children = [
            self.draw_button, self.pass_button, self.challenge_button, self.accept_button,
            self.uno_button, self.uno_play_on_button, self.choose_box, self.catch_box, self.jump_box, self.next_round_button, self.step_button,
        ]
        # not a focus group: when an action's button goes (its move was made), focus goes to the hand,
        # where the next move is made, rather than to the neighbouring action (live.js)
        right = w.VBox([self.actions_box, self.uno_countdown, self.seed_html])
        right.add_class("unokit-turn-box")
        self.centre = w.HBox([self.summary, right])
        self.centre.add_class("unokit-centre")
        # reading and focus order (WCAG 1.3.2, 2.4.3): the piles and the turn, then the hand of the seat to act
        # and the command field, then the other seats. table.css draws the other seats beside the piles on a
        # wide screen (a grid) and under the hand on a phone, so a person never scrolls past them to their cards.
        self.board = w.VBox([self.centre, self.handover_box, self.you_box, self.command_bar, self.others_box])
        self.board.add_class("unokit-board")

        history = w.HBox([self.first_button, self.back_button, self.slider, self.forward_button, self.last_button])
        history.add_class("unokit-history")
        history.add_class("unokit-focus-group")
        tools = w.HBox([self.move_picker, self.make_move_button, self.hint_button])
        tools.add_class("unokit-tools")
        self.play_box = w.VBox([self.auto_toggle, self.speed, self.bot_picker])
        self.play_box.add_class("unokit-play")
        records = w.HBox([self.upload, self.save_button, self.download_html])
        records.add_class("unokit-records")
        self.panels = {
            "moves": disclosed("Legal moves and hints", self.legal_html, tools, css_class="unokit-panel-legal",
                               expanded=teaching),
            "log": disclosed("Moves so far", self.move_log, css_class="unokit-panel-log", expanded=teaching),
            "history": disclosed("Step through the round", history,
                                 w.HBox([self.position_html, self.continue_button]), self.confirm_box,
                                 css_class="unokit-panel-history", expanded=teaching),
            "options": disclosed("Bots, view and sorting", self.play_box, self.sort_toggle,
                                 w.HBox([self.vision_picker, self.legend_toggle]), self.vision_note, self.legend,
                                 css_class="unokit-panel-options"),
            "scores": disclosed("Scores", self.scores_html, css_class="unokit-panel-scores"),
            "records": disclosed("Save or load the game record", records, css_class="unokit-panel-records"),
            **self._whatif_panels(),
            **self._ear_panels(),
        }
        side = w.VBox(list(self.panels.values()))
        side.add_class("unokit-panels")
        return [self.title, self.live, self.board, side]

    def _new_seats(self) -> None:
        """One seat box (heading and hand) per seat, and one colour / catch button per possibility."""
        game = self.game
        self.seat_headings, self.hands, self.seat_boxes = [], [], []
        for _seat in range(game.n_players):
            heading = widgets.HTML()
            heading.add_class("unokit-seat-heading")
            hand = HandView(vision=self.vision, sort=self.sort_toggle.value, on_move=self._play_from_hand, live=False)
            hand.add_class("unokit-seat-hand")
            hand.observe(self._on_hand_message, "message")  # a hand's refusal is said by the table
            box = widgets.VBox([heading, hand])
            box.add_class("unokit-seat")
            self.seat_headings.append(heading)
            self.hands.append(hand)
            self.seat_boxes.append(box)
        self.starter_chooser.set_colors(game.rules.colors, vision=self.vision)  # the Wild starter's colours
        self.catch_buttons = []
        for seat in range(game.n_players):
            button = widgets.Button(description="Catch", tooltip="Catch")
            button.add_class("unokit-action")
            button.on_click(lambda _b, seat=seat: self._click_action(f"catch {seat}"))
            self.catch_buttons.append(button)
        self.catch_box.children = self.catch_buttons

    # ================================================================ state
    @property
    def game(self) -> Any:
        """The live game (never changed by stepping through the history)."""
        return self.session.game

    @property
    def human_seats(self) -> tuple[int, ...]:
        return self.session.human_seats

    @property
    def cursor(self) -> int:
        """How many of the game's moves the shown position includes (0 = the deal)."""
        return self.session.cursor

    @property
    def at_latest(self) -> bool:
        """True when the latest position is shown (the only one that can be played on)."""
        return self.session.at_latest

    @property
    def shown(self) -> Any:
        """The game as it stood after ``cursor`` moves (a copy unless it is the latest position)."""
        return self.session.shown

    @property
    def viewer(self) -> int | None:
        """Play mode: the seat whose view is shown (the human to act, else the last one). Teaching: None."""
        return self.session.viewer if self.session.play else None

    @traitlets.validate("mode")
    def _valid_mode(self, proposal: dict[str, Any]) -> str:
        _check_choice("table mode", proposal["value"], MODES)
        if not self._building and proposal["value"] != self.session.mode:
            raise UnokitError("a table's mode is set when it is made: make a new GameTable")
        return proposal["value"]

    @traitlets.validate("vision")
    def _valid_vision(self, proposal: dict[str, Any]) -> str:
        return check_vision(proposal["value"])

    @traitlets.validate("theme")
    def _valid_theme(self, proposal: dict[str, Any]) -> str:
        _check_choice("theme", proposal["value"], THEMES)
        return proposal["value"]

    @traitlets.observe("vision")
    def _vision_changed(self, change: dict[str, Any]) -> None:
        if self._building:
            return
        self.vision_picker.value = change["new"]

    @traitlets.observe("theme")
    def _theme_changed(self, change: dict[str, Any]) -> None:
        self.remove_class(f"unokit-theme-{change['old']}")
        self.add_class(f"unokit-theme-{change['new']}")

    def _set_game(self, game: Any, *, cursor: int | None = None, human_seats: Sequence[int] | None = None) -> None:
        require_game(game, "GameTable")
        if self.auto_toggle.value:
            self.auto_toggle.value = False  # a new game starts paused
        self._stop_timers()
        self.session.set_game(game, cursor=cursor, human_seats=human_seats)
        self._reset_lines()
        self._message = ""
        self._new_seats()
        self.refresh()

    def new_game(self, game: Any, *, human_seats: Sequence[int] | None = None, bot: str | None = None,
                 message: str = "") -> None:
        """Deal ``game`` at this table (the dashboard's *Start game*): the live regions and focus stay."""
        if bot is not None:
            self.session.set_bot(bot)
            with self.bot_picker.hold_trait_notifications():
                self.bot_picker.value = bot
        self._set_game(game, human_seats=human_seats)
        self.live.clear_assertive()  # an alert about the last game must not linger
        self.command_bar.clear()  # nor the last game's command, marked invalid
        self.live.say(" ".join(t for t in (message, self._opening()) if t))
        self._answer_soon()

    def _opening(self) -> str:
        self.session.note_announced()
        prompt = self.session.prompt() if self.at_latest else ""
        return f"{self.game.setup_narration} {prompt}".strip()

    def forget_private(self) -> None:
        """Take away everything only the person leaving the screen may know (a hot-seat hand-over, the
        jump-in one too; security review F1, F8): the command field, its answer and the page's recall list
        of earlier commands; the speech cues already sent (the page is sent only cues said from now on);
        both live regions (the next announcement fills the status line); the status under the log and the
        hands' messages (a hint, an ``h`` answer, a refusal naming a card); the analysis of the position
        (the person's own cards ranked) and a running one. The legal moves, the action buttons and the
        hands themselves are drawn again by :meth:`refresh` from the new viewer's view (none during the
        hand-over)."""
        self.command_bar.clear(history=True)
        self.voice_forget_cues()
        self.live.clear_assertive()
        self._withdraw_uno_alert()
        if self.live.polite:
            self.live.say("")
        self._message = ""
        self.move_log.status = ""
        for hand in self.hands:
            hand.message = ""
        self.forget_analysis()

    # ================================================================ drawing
    def refresh(self, *, clear_messages: bool = False) -> None:
        """Redraw every part of the table from the shown position (``clear_messages``: also the hands' notes)."""
        session = self.session
        game, shown, at_latest = self.game, self.shown, self.at_latest
        session.update_viewer()
        viewer = session.viewer
        play = session.play
        if play and viewer is None and self._screen_seat is not None and session.handover is not None:
            self.forget_private()  # a hot-seat hand-over begins: nothing of the last person's stays
            clear_messages = True
        self._screen_seat = viewer
        names = shown.players
        over = shown.is_over()
        public = shown.view(0 if viewer is None else viewer)
        if session.handover is not None and play:
            name = html.escape(names[session.handover])
            why = (f"<strong>{name}</strong> can jump in with {html.escape(shown.discard_pile[-1].name)}"
                   if session.jumping_in else f"It is <strong>{name}</strong>'s turn")
            self.handover_html.value = (f'<p class="unokit-handover-text">{why}: pass the screen to {name}. '
                                        "Every hand is hidden until then.</p>")
            name = names[session.handover]
            self.handover_button.description = self.handover_button.tooltip = f"I am {name}: show my hand"
            self.handover_box.layout.display = ""
        else:
            self.handover_box.layout.display = "none"
        house = rules_in_force_html(shown.rules) if house_rules_on(shown.rules) else ""  # classic: no line
        self.title.value = V.title_html(public, session.mode_text()) + house
        drawn = (shown.drawn_card if (not play or shown.current in (viewer, session.standing_in)) else None)
        turn = V.turn_text(public, outcome=shown.outcome() if over else None, drawn=drawn,
                           you=viewer if play else None)
        self.summary.value = V.summary_html(public, vision=self.vision, turn=turn, moves=len(shown.move_stack),
                                            wild_colors=shown.rules.colors, rules=shown.rules)
        self.scores_html.value = V.scores_html(names, shown.scores, shown.placements)
        seed_text = self._seed_text()
        if self.seed_html.value != seed_text:
            self.seed_html.value = seed_text
            self.seed_html.layout.display = "" if seed_text else "none"

        counts = [len(shown.hand(s)) if session.face_up(s) else public.hand_sizes[s] for s in range(shown.n_players)]
        headings = V.seats_html(public, counts, session.roles(), over=over)
        for seat in range(shown.n_players):
            self.hands[seat].show(shown, seat, face_up=session.face_up(seat), interactive=session.may_play(seat),
                                  keep_message=not clear_messages, not_now=None if at_latest else PAST_POSITION)
            self.seat_headings[seat].value = headings[seat]
        self._place_seats()

        self._refresh_actions(shown)
        by_seat = {seat: [(str(m), m.notation(seat=False), shown.explain(m).reason) for m in moves]
                   for seat, moves in session.legal_by_seat().items()}
        self.legal_html.value = V.legal_html(names, by_seat, whose=session.whose_moves(), past=not at_latest,
                                             over=over)

        total = len(game.move_stack)
        # hold_sync: each widget's changed traits go to the page as one message, not one per trait
        with self.move_log.hold_sync():
            self.move_log.heading = f"Moves so far ({self.cursor} of {total} shown)"
            self.move_log.setup = shown.setup_narration
            self.move_log.entries = list(shown.narration)
            self.move_log.status = self._message
        with self.slider.hold_sync():
            with self.slider.hold_trait_notifications():
                self.slider.max = total
                self.slider.value = self.cursor
            self.slider.value_text = f"move {self.cursor} of {total}" if self.cursor else f"the deal (0 of {total})"
            self.slider.disabled = total == 0
        self.first_button.disabled = self.back_button.disabled = self.cursor == 0
        self.forward_button.disabled = self.last_button.disabled = at_latest
        self.continue_button.layout.display = "none" if at_latest else ""
        if at_latest:
            self._hide_confirm()
        self.step_button.disabled = not session.bot_to_act()
        # bots that answer on their own need no Step button
        self.step_button.layout.display = "none" if play and self.bots_answer else ""
        self.hint_button.disabled = not (at_latest and not game.is_over() and self._hint_seat() is not None)
        where = "the deal" if self.cursor == 0 else f"move {self.cursor} of {total}"
        self.position_html.value = (
            f'<p class="unokit-position" data-cursor="{self.cursor}" data-total="{total}">Showing the table '
            f"after {where}" + ("" if at_latest else ": a past position (the game is unchanged)") + ".</p>")
        self._whatif_refresh()
        if not self._uno_window_open():  # declared, caught, another move, a new round or game, an undo
            self._uno_left = 0
            self.uno_countdown.value = ""
            self.uno_play_on_button.layout.display = "none"
            self._withdraw_uno_alert()

    def _seed_text(self) -> str:
        """Play mode, once the round is over: the seed the round was dealt from, to replay or share it
        (a first round dealt from its seed alone: the same rules, names and seed deal it again); "" before
        then, whatever the seed (the seed is the deal: it fixes every hidden card; security review F4)."""
        game = self.game
        if not (self.session.play and game.is_over() and game.round_number == 1
                and not any(value is not None for value in game.start_args.values())):
            return ""
        return (f'<p class="unokit-seed">This round was dealt from seed <strong>{game.seed}</strong>: the same rules, '
                "players and seed deal it again, to replay it or to share it.</p>")

    def _place_seats(self) -> None:
        """Play mode: the viewer's hand at the bottom, the other seats beside the piles. Teaching mode
        and a finished round: every hand face up at the bottom, in seat order."""
        session = self.session
        if not session.play:
            others, mine = [], list(self.seat_boxes)
        else:
            viewer = session.viewer
            mine = [self.seat_boxes[viewer]] if viewer is not None else []
            others = [box for seat, box in enumerate(self.seat_boxes) if seat != viewer]
            if self.game.is_over():  # every hand is public: show them whole
                mine, others = mine + others, []
        if list(self.others_box.children) != others:
            self.others_box.children = others
        if list(self.you_box.children) != mine:
            self.you_box.children = mine
        self.others_box.layout.display = "" if others else "none"
        # the wide layout's column for the other seats is there only while there are other seats to show
        if others:
            self.board.add_class("unokit-board-others")
        else:
            self.board.remove_class("unokit-board-others")

    def _refresh_actions(self, shown: Any) -> None:
        names = shown.players
        moves = self.session.action_moves()
        teaching = not self.session.play
        current = shown.current

        def pick(kind: MoveKind, **match: Any) -> Move | None:
            found = [m for m in moves if m.kind is kind and all(getattr(m, k) == v for k, v in match.items())]
            found.sort(key=lambda m: m.seat != current)
            return found[0] if found else None

        self._action_moves = {}

        def offer(key: str, button: widgets.Button, move: Move | None, text: str) -> None:
            if move is None:
                button.layout.display = "none"
                return
            self._action_moves[key] = move
            button.description = button.tooltip = text + (f" ({names[move.seat]})" if teaching else "")
            button.layout.display = ""

        pending = shown.pending_draw
        offer("draw", self.draw_button, pick(MoveKind.DRAW),
              f"Draw {pending} cards (take the penalty)" if pending else "Draw a card")
        offer("pass", self.pass_button, pick(MoveKind.PASS), "Keep the drawn card (pass)")
        offer("challenge", self.challenge_button, pick(MoveKind.CHALLENGE), "Challenge the Wild Draw Four")
        offer("accept", self.accept_button, pick(MoveKind.ACCEPT), "Accept: draw 4")
        # the name stays "Say UNO": the seconds left are in the countdown beside it (a focused button whose
        # name changed every second would be read again by some screen readers)
        offer("uno", self.uno_button, pick(MoveKind.UNO), "Say UNO")
        chooses = [move for move in (pick(MoveKind.CHOOSE, color=color) for color in shown.rules.colors) if move]
        self._action_moves.update({f"choose {color.word}": move for color, move in
                                   ((m.color, m) for m in chooses) if color is not None})
        self.starter_chooser.label = STARTER_LABEL + (f" ({names[chooses[0].seat]})" if teaching and chooses else "")
        self.choose_box.layout.display = "" if chooses else "none"
        for seat, button in enumerate(self.catch_buttons):
            offer(f"catch {seat}", button, pick(MoveKind.CATCH, target=seat), f"Catch {names[seat]}: no UNO said")
        self._refresh_jump_ins()
        over = self.game.is_over() and self.at_latest
        self.next_round_button.layout.display = "" if over and not self.game.match_over() else "none"
        options = [(f"{names[m.seat]}: {m.notation(seat=False)}", str(m)) for m in moves]
        with self.move_picker.hold_sync():
            self.move_picker.options = options
            self.move_picker.index = 0 if options else None
            self.move_picker.disabled = not options
        self.make_move_button.disabled = not options

    def _refresh_jump_ins(self) -> None:
        """One action button per jump-in a person may make now ("Jump in with Red 5"; RULES.md "House
        rules", ``jump_in``), plus "Let play go on" while the bots wait for the person's answer."""
        names = self.game.players
        teaching = not self.session.play
        buttons = []
        for move in self.session.person_jump_ins():
            key = str(move)
            text = jump_in_label(move, names) + (f" ({names[move.seat]})" if teaching else "")
            button = self.jump_buttons.get(key)
            if button is None:
                button = widgets.Button(description=text, tooltip=text)
                button.add_class("unokit-action")
                button.add_class("unokit-jump-in")
                button.on_click(lambda _b, move=move: self.jump_in(move))
                self.jump_buttons[key] = button
            buttons.append(button)
        self.jump_buttons = {key: b for key, b in self.jump_buttons.items() if b in buttons}
        offers = self.session.jump_in_offers()
        for seat in offers:
            text = jump_in_offer_label(seat, names, self.game.discard_pile[-1])
            button = self.jump_offer_buttons.get(seat)
            if button is None:
                button = widgets.Button()
                button.add_class("unokit-action")
                button.add_class("unokit-jump-in-offer")
                button.on_click(lambda _b, seat=seat: self.offer_jump_in(seat))
                self.jump_offer_buttons[seat] = button
            button.description = button.tooltip = text
            buttons.append(button)
        if self._jump_in_waiting() or (self.session.jumping_in and self.session.viewer is not None):
            buttons.append(self.let_play_button)
        if list(self.jump_box.children) != buttons:
            self.jump_box.children = buttons
        self.jump_box.layout.display = "" if buttons else "none"

    def jump_in(self, move: Move | str) -> None:
        """A person jumps in out of turn with ``move`` (a play by their seat, ``jump_in``); focus goes
        to their hand, where they play on. A refused jump-in is said in the status line."""
        try:
            self.submit(Move.parse(move) if isinstance(move, str) else move)
        except UnokitError:
            return  # the reason is already shown
        self.live.focus_on(".unokit-you button.unokit-card-button[tabindex='0']")

    def let_play_go_on(self) -> None:
        """The person does not jump in: the bots play on from this position. In hot seat, a person who
        took the screen to jump in gives it back (every hand hidden until the person to act takes it),
        and the others may still be offered the screen; otherwise everyone at the screen lets play go on."""
        session = self.session
        gave_back = session.jumping_in
        if gave_back:
            session.decline_jump_in()
            self.refresh()
            if session.handover is not None:  # a person is to act: they take the screen next
                self._note(session.prompt())
                self.live.focus_on(".unokit-handover button")
                return
        else:
            session.decline_jump_in(session.human_seats)
            self._refresh_jump_ins()
        self.live.focus_on(".unokit-you button.unokit-card-button[tabindex='0']")
        if not self.bots_move() and gave_back:  # the bots still wait (another person may jump in)
            self._note(session.prompt())

    def offer_jump_in(self, seat: int) -> None:
        """Hot seat: hand the screen to the person at ``seat`` so they can jump in (every hand hidden
        until they say it is them, as at a turn's hand-over); refused (said in the status line) when they
        cannot jump in now (:meth:`TableSession.hand_over_for_jump_in`)."""
        try:
            self.session.hand_over_for_jump_in(seat)
        except IllegalMoveError as error:
            self._note(str(error))
            return
        self.refresh()
        self._note(self.session.prompt() + " Every hand is hidden until then.")
        self.live.focus_on(".unokit-handover button")

    def _jump_in_waiting(self) -> bool:
        """Play mode with bots answering: the person may jump in, so the bots wait for their answer
        (a jump-in or "Let play go on"); no time limit (WCAG 2.2.1)."""
        session = self.session
        return (session.play and self.bots_answer and session.bot_to_act()
                and not session.everyone_let_play_go_on()
                and (session.jumping_in or bool(session.person_jump_ins() or session.jump_in_offers())))

    def hand_over(self) -> None:
        """Hot seat: the person whose turn it is has the screen now; show their hand."""
        if not self.session.hand_over():
            return
        self._note(f"{self.game.players[self.session.viewer]}'s hand is shown. {self.session.prompt()}")
        self.refresh()
        if self.session.jumping_in and self.session.person_jump_ins():
            self.live.focus_on(".unokit-jump-ins button.unokit-jump-in")
        else:
            self.live.focus_on(".unokit-hand-interactive button.unokit-card-button[tabindex='0']")

    # ================================================================ moving
    def submit(self, move: Move) -> None:
        """Make ``move`` on the live game for a person (hand, button or move list).

        Refused with :class:`~unokit.errors.IllegalMoveError` (the game unchanged, the reason shown in
        the status line and re-raised for the caller): a past position is shown; in play mode the move
        is not by a human seat; the rules refuse it (the engine's reason).
        """
        try:
            self.session.submit(move)
        except IllegalMoveError as error:
            self._refuse(str(error))
        self._after_move(person=True)

    def _play_from_hand(self, move: Move) -> None:
        """A move made with a hand's card buttons (:meth:`submit`). When the card was the last, its button
        is gone and focus goes to "Next round" once that is drawn: asked for, not left to the focus keeper,
        which on a slow page could settle on another control first (WCAG 2.4.3)."""
        self.submit(move)
        if self.game.is_over() and not self.game.match_over():
            self.live.focus_on(".unokit-actions button.unokit-next-round")

    def _refuse(self, text: str) -> None:
        self._message = text
        self.move_log.status = text
        self._quiet_hands = True  # shown under each hand that may play, said once here
        try:
            for hand in self.hands:
                if hand.interactive:
                    hand.refuse(text)
        finally:
            self._quiet_hands = False
        self.live.say(text)
        raise IllegalMoveError(text)

    def _on_hand_message(self, change: dict[str, Any]) -> None:
        """Say a hand's new message (its own refusal, "Choose the colour ...") once, in the table's region."""
        if change["new"] and not self._quiet_hands:
            self._message = change["new"]
            self.move_log.status = change["new"]
            self.live.say(change["new"])

    def _after_move(self, *, person: bool = False, announce: bool = True) -> None:
        """Redraw after a move; announce it (a person's move at once, bots' moves once they are done)."""
        self._message = self.game.narration[-1] if self.game.narration else ""
        self.refresh(clear_messages=True)
        if announce and (person or not self._bots_still_to_answer()):
            self._announce()
        if self.game.is_over() and self.auto_toggle.value:
            self.auto_toggle.value = False
        if person:
            self._answer_soon()

    def _announce(self) -> None:
        """Say the moves not yet announced, as the announcement settings ask (one message, or one per move)."""
        for text in move_announcements(self.session, self.announce_settings):
            self._message = text
            self.move_log.status = text
            self.live.say(text)

    def _bots_still_to_answer(self) -> bool:
        """Play mode with people: more bot moves follow before a person acts (hold the announcement)."""
        session = self.session
        return session.play and bool(session.human_seats) and self.bots_answer and session.bot_to_act()

    def _click_action(self, key: str) -> None:
        move = self._action_moves.get(key)
        if move is None:
            self._note("That move is not legal now.")
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

    def step(self) -> Move | None:
        """Let a bot make the next move (in teaching mode for whichever seat is to act).

        Returns the move, or None with the reason in the status line (a past position is shown, the
        round is over, or a person is to act).
        """
        try:
            move = self.session.step()
        except IllegalMoveError as error:
            self._note(str(error))
            return None
        self._after_move()
        return move

    def _step_pressed(self) -> None:
        if self.step() is not None:
            self._announce()  # a Step the person asked for is told at once

    # ---------------------------------------------------------------- bots answering a person
    def bots_move(self, limit: int = 500) -> int:
        """Let the bots move until a person is to act, the round is over, a person's UNO window is open,
        or ``limit`` moves were made; then announce them in one message. Returns the number of moves.
        With speech on, they wait while an announcement is being spoken and go on once it is
        (:meth:`~unokit.widgets.voice.SelfVoicing.voice_holds`)."""
        made = 0
        while made < limit and self._bots_may_answer():
            if self.voice_holds(self.bots_move):  # an announcement is being spoken: go on once it is
                break
            if not self.session.bot_to_act():  # a person is to act: a bot may still jump in first
                if self.session.bot_jump_in() is None:
                    break
                self._after_move()
            elif self.step() is None:
                break
            made += 1
            self.voice_each_bot_move()
        self._announce()
        return made

    def _bots_may_answer(self) -> bool:
        session = self.session
        if self._uno_pending() or self._jump_in_waiting():
            return False
        return session.play and (session.bot_to_act() or session.bots_may_jump_in())

    def _uno_pending(self) -> bool:
        """A person's UNO window is open and its countdown has not run out yet."""
        return (self.session.person_may_say_uno is not None
                and self._uno_closed_at != len(self.game.move_stack))

    def _answer_soon(self) -> None:
        """After a person's move: open the UNO window if they forgot UNO, else let the bots answer."""
        if not (self.session.play and self.bots_answer):
            return
        if self._uno_pending():
            self._open_uno_window()
            return
        if not self._bots_may_answer():
            return
        loop = kernel_loop()
        if loop is None:
            self.bots_move()
        else:  # the browser draws the person's move first
            self._cancel(self._answer_timer)
            self._answer_timer = loop.call_later(BOT_PAUSE_S, self.bots_move)

    def _open_uno_window(self) -> None:
        seat = self.session.person_may_say_uno
        loop = kernel_loop()
        seconds = self.uno_window  # None: no time limit, no clock needed
        if seat is None or (loop is None and seconds is not None):  # no clock to wait on: the window closes now
            self._close_uno_window()
            return
        self._uno_left = NO_LIMIT if seconds is None else seconds
        self._uno_alert = uno_alert(self.game.players[seat], seconds)
        self.live.say(self._uno_alert, assertive=True)
        self._show_countdown()
        self._cancel(self._answer_timer)
        self._answer_timer = None if loop is None or seconds is None else loop.call_later(1.0, self._uno_tick)

    @traitlets.validate("uno_window")
    def _valid_uno_window(self, proposal: dict[str, Any]) -> int | None:
        return check_uno_window(proposal["value"])

    @traitlets.observe("uno_window")
    def _uno_window_changed(self, change: dict[str, Any]) -> None:
        self.uno_window_setting_changed()  # the announcement settings panel shows it (keys.py)

    def _uno_window_open(self) -> bool:
        """A person's UNO window is open with seconds left on its countdown."""
        return bool(self._uno_left) and self.session.person_may_say_uno is not None

    def _withdraw_uno_alert(self) -> None:
        """Empty the assertive region if it still holds the UNO window's alert, which stops being true
        when the window closes (a screen reader's browse mode must not meet it later); any other alert
        said since is left alone."""
        if self._uno_alert and self.live.assertive == self._uno_alert:
            self.live.clear_assertive()
        self._uno_alert = ""

    def _show_countdown(self) -> None:
        seat = self.session.person_may_say_uno
        self.uno_countdown.value = "" if seat is None else countdown_html(self._uno_left)
        self.uno_play_on_button.layout.display = "" if seat is not None and self._uno_left == NO_LIMIT else "none"
        self._refresh_actions(self.shown)

    def _uno_tick(self) -> None:
        self._answer_timer = None
        if self.session.person_may_say_uno is None:  # the person said UNO (or moved on)
            self._uno_left = 0
            self._withdraw_uno_alert()
            self._show_countdown()
            return
        self._uno_left -= 1
        if self._uno_left > 0:
            self._show_countdown()
            loop = kernel_loop()
            if loop is not None:
                self._answer_timer = loop.call_later(1.0, self._uno_tick)
            return
        self._close_uno_window()

    def _close_uno_window(self) -> None:
        self._uno_closed_at = len(self.game.move_stack)
        self._uno_left = 0
        self.uno_countdown.value = ""
        self.uno_play_on_button.layout.display = "none"
        self._withdraw_uno_alert()  # the time it gave is up, whether or not a bot catches
        caught = self.session.bots_call_out()
        if caught is not None:
            self._after_move(announce=False)
        if self.session.bot_to_act() and self.bots_answer:
            self.bots_move()
        else:
            self._refresh_actions(self.shown)
            self._announce()

    def _note(self, text: str) -> None:
        self._message = text
        self.move_log.status = text
        self.live.say(text)

    def hint(self) -> str:
        """What the greedy bot would play for the seat to act (teaching) or you (play), and why."""
        seat = self._hint_seat()
        if seat is None or not self.at_latest or self.game.is_over():
            text = "No hint now: nobody you can help is to act."
        else:
            from unokit.agents import hint

            move, why = hint(self.game, seat)
            text = f"Hint for {self.game.players[seat]}: {move.notation(seat=False)} — {why}"
        self._note(text)
        return text

    def _hint_seat(self) -> int | None:
        current = self.game.current
        if current is None:
            return None
        if not self.session.play:
            return current
        return current if current == self.session.viewer else None

    def next_round(self) -> None:
        """Start the next round of the match (scores carried); refused while the round goes on, or
        while a what-if branch is shown (:meth:`leave_lines_first`)."""
        if not self.leave_lines_first():
            return
        try:
            if self.seed_secret:  # a seed derived from this round's, now shown, would tell the next deal
                from unokit.deal import fresh_seed

                game = self.game.next_round(seed=fresh_seed())
            else:
                game = self.game.next_round()
        except UnokitError as error:
            self._note(str(error))
            return
        self._set_game(game)
        self.live.say(self._opening())
        self.live.focus_on(".unokit-hand-interactive button.unokit-card-button[tabindex='0']")
        self._answer_soon()

    # ================================================================ history
    def go(self, cursor: int) -> None:
        """Show the position after ``cursor`` moves (clamped to 0..number of moves); the game is unchanged.

        Announces only the new position ("move 9 of 10: Cy's turn"), never the log again; at the latest
        position also the turn prompt (:meth:`TableSession.prompt`), as after a move."""
        if not self.session.go(cursor):
            return
        self._message = ""
        self.refresh()
        shown, total = self.shown, len(self.game.move_stack)
        where = "the deal" if self.cursor == 0 else f"move {self.cursor} of {total}"
        last = shown.narration[-1] if self.cursor else shown.setup_narration
        # at the latest position the turn is live again: say what can be done, as after a move
        prompt = f" {self.session.prompt()}".rstrip() if self.at_latest else ""
        self.live.say(f"Showing {where}: {last}{prompt}")
        if self.at_latest and self.session.play and self.bots_answer and self._uno_pending() and not self._uno_left:
            self._open_uno_window()  # a past position stopped the countdown: back at the latest, it starts again

    def _on_slider(self, change: dict[str, Any]) -> None:
        if int(change["new"]) != self.cursor:
            self.go(int(change["new"]))

    def _on_speed(self, change: dict[str, Any]) -> None:
        self.speed.value_text = f"{change['new']:.1f} s"

    def _ask_continue(self) -> None:
        later = len(self.game.move_stack) - self.cursor
        question = f"Play on from move {self.cursor}?"
        dropped = f"The {later} later move{'s' * (later != 1)} will be dropped."
        self.confirm_html.value = f"<p><strong>{question}</strong> {dropped}</p>"
        self.confirm_box.layout.display = ""
        # focus goes to "Yes, drop the later moves"; the question beside it is said once (a button's name
        # alone does not say what is asked)
        self.live.say(f"{question} {dropped}")
        self.live.focus_on(".unokit-panel-history .jupyter-button.mod-warning")

    def _hide_confirm(self) -> None:
        self.confirm_box.layout.display = "none"

    def continue_from_here(self) -> None:
        """Drop the moves after the shown position (exact undo with ``Game.pop``) and play on."""
        dropped = self.session.continue_from_here()
        self._hide_confirm()
        self._message = f"Playing on from move {self.cursor}; {V.moves_phrase(dropped)} dropped."
        self.refresh(clear_messages=True)
        self._note(f"{self._message} {self.session.prompt()}".strip())
        self._answer_soon()

    # ================================================================ timers (WCAG 2.2.2)
    def _on_auto(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self._note("Bots play on their own; untick “Bots play on their own” to stop them.")
            self._schedule()
        else:
            self._stop_timer()

    def _schedule(self) -> None:
        self._stop_timer()
        delay = float(self.speed.value)
        loop = kernel_loop()
        if loop is None:
            timer = threading.Timer(delay, self.tick)
            timer.daemon = True
            timer.start()
            self._timer = timer
        else:
            self._timer = loop.call_later(delay, self.tick)

    @staticmethod
    def _cancel(timer: Any) -> None:
        if timer is not None:
            timer.cancel()

    def _stop_timer(self) -> None:
        self._cancel(self._timer)
        self._timer = None

    def _stop_timers(self) -> None:
        self._stop_timer()
        self._cancel(self._answer_timer)
        self._answer_timer = None
        self._uno_left = 0
        self.uno_countdown.value = ""
        self.uno_play_on_button.layout.display = "none"

    def tick(self) -> None:
        """One beat of auto-play: a bot moves if one is to act; then the next beat is scheduled."""
        self._timer = None
        if not self.auto_toggle.value:
            return
        if self.session.bot_to_act() and self.voice_holds(self.tick):  # speaking: go on once it is said
            return
        if self.session.bot_to_act():
            if self.step() is not None:
                self._announce()
        if self.game.is_over():
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
        self.session.set_bot(change["new"])
        self.refresh()

    def _on_vision(self, change: dict[str, Any]) -> None:
        self.vision = change["new"]
        self.starter_chooser.set_colors(self.game.rules.colors, vision=self.vision)
        for hand in self.hands:
            hand.set_options(vision=self.vision)
        self.refresh()

    def _on_legend(self, change: dict[str, Any]) -> None:
        self.legend.layout.display = "" if change["new"] else "none"

    # ================================================================ records
    def load(self, source: Any) -> None:
        """Replay a game record (contract 3: path, JSON text, dict or :class:`~unokit.record.GameRecord`):
        teaching mode shows its first position, play mode its last (to play on).

        Raises :class:`~unokit.errors.RecordError` (shown in the status line too) for a bad record, and
        for a path that cannot be read, naming the path (cut short) and the operating system's reason.
        """
        try:
            game = _replay(source)
        except UnokitError as error:
            self._could_not_load(error)
            raise
        count = V.moves_phrase(len(game.move_stack))
        self.seed_secret = False  # a record's seed came with the record: its deal is known to whoever loaded it
        if not self.session.play:
            self._set_game(game, cursor=0)
            self._note(f"Loaded a record of {count}; step forward to follow it.")
        else:
            self._set_game(game)
            self.session.note_announced()
            where = "its last move" if game.move_stack else "its start"  # a record of 0 moves has no last move
            self._note(f"Loaded a record of {count}; play on from {where}. {self.session.prompt()}".strip())

    def _could_not_load(self, error: UnokitError) -> None:
        self._note(f"Could not load the record: {cut_quotes(str(error))}")  # a long value said short

    def _on_upload(self, name: str, data: bytes) -> None:
        """Load an uploaded record file (``name``, its bytes) with the reader ``unokit`` uses for a file
        (:func:`unokit.record.record_from_bytes`), so every message is the command line's; the upload control
        has refused files over :data:`RECORD_MAX_BYTES`. Every problem is said in the status line, and
        "Loading the game record…" is said there first, before any work, however long reading it takes."""
        from unokit.record import record_from_bytes

        self._note("Loading the game record…")
        try:
            record = record_from_bytes(data, name)
        except UnokitError as error:
            self._could_not_load(error)
            return
        try:
            self.load(record)
        except UnokitError:
            pass  # the reason is shown

    def to_record(self) -> dict[str, Any]:
        """The live game as a record dict (contract 3)."""
        from unokit.record import to_record

        return to_record(self.game)

    def save(self) -> str | None:
        """Offer the live game's record as a download link; returns the JSON text.

        In play mode only once the round is over: a record holds the seed, which fixes every hidden card.
        """
        if self.session.play and not self.game.is_over():
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
            f'href="data:application/json;base64,{data}">Download the game record (JSON)</a>')
        self._note("The record is ready: use the download link.")
        return text


# ==================================================================== helpers
def _check_choice(what: str, value: Any, allowed: Sequence[str]) -> None:
    if value not in allowed:
        raise UnokitError(f"unknown {what} {value!r}; {what}s are: {', '.join(allowed)}")


def _replay(source: Any) -> Any:
    from unokit.record import replay

    return replay(source)  # a GameRecord, a dict, JSON text or a path
