"""GameTable: the table of a game for teachers, students and players, built from parts.

The page reads (and Tab goes) piles and actions, the hand of the seat to act, the command field, then the
other seats (WCAG 1.3.2, 2.4.3; :func:`unokit.widgets.layout.table_layout` arranges them). Each part is made
with its collaborators (the :class:`~unokit.widgets.session.TableSession`, the
:class:`~unokit.widgets.live.TableLive`, the :class:`~unokit.widgets.clock.TableClock`) and owns its widgets:

- :class:`~unokit.widgets.piles.TablePiles` — the heading, the discard and draw piles with the active colour
  (its ColorADD sign and word), the direction, any penalty and whose turn it is; the scores; the seed;
- :class:`~unokit.widgets.seats.TableSeats` — every seat's name, card count, who plays it and UNO state, and
  its hand (:class:`~unokit.widgets.hand.HandView`; teaching mode: every hand face up); the hot-seat hand-over;
- :class:`~unokit.widgets.actions.ActionBar` — draw, pass, UNO, catch, challenge / accept, the Wild starter's
  colour, jump-ins ("Jump in with Red 5"), the next round, Step, any legal move by name;
- :class:`~unokit.widgets.history.HistoryBar` — stepping through the round, "Continue from here";
- :class:`~unokit.widgets.keys.TableEar` — the question keys ``h t c w l m s``, the command field and the
  "Keys" dialog, the announcement settings and the voice; :class:`~unokit.widgets.analyse.TableWhatIf` —
  the analysis of a position and the what-if lines; :class:`~unokit.widgets.turns.TableTurns` — bots,
  jump-ins, the hand-over; :class:`~unokit.widgets.options.TableOptions`,
  :class:`~unokit.widgets.records.TableRecords`; :class:`~unokit.widgets.clock.TableClock` — every timer.

This module builds the parts, routes a person's moves and redraws; what is shown is built by pure functions
(:mod:`unokit.widgets.view`) from the viewer's :class:`~unokit.game.SeatView`. Privacy (DESIGN.md contract
5): only the viewer's view is put into the page in play mode; a record (it holds the seed) is offered only
when the round is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from unokit.choices import MODES, THEMES, check_bot, check_choice
from unokit.errors import IllegalMoveError, UnokitError
from unokit.moves import Move
from unokit.widgets import telling
from unokit.widgets import view as V
from unokit.widgets.actions import ActionBar
from unokit.widgets.analyse import TableWhatIf
from unokit.widgets.clock import BOT_PAUSE_S, SPEED_RANGE_S, UNO_WINDOW_S, TableClock
from unokit.widgets.forward import forward, pass_on
from unokit.widgets.history import HistoryBar
from unokit.widgets.keys import TableEar, move_announcements
from unokit.widgets.layout import PASSED_ON, table_layout
from unokit.widgets.live import TableLive
from unokit.widgets.log import LogView
from unokit.widgets.options import TableOptions
from unokit.widgets.piles import TablePiles
from unokit.widgets.records import RECORD_MAX_BYTES, TableRecords
from unokit.widgets.seats import PAST_POSITION, TableSeats
from unokit.widgets.session import BOTS, TableSession, require_game
from unokit.widgets.shared import join_table, watch_table
from unokit.widgets.signs import check_signs, check_vision
from unokit.widgets.turns import TableTurns
from unokit.widgets.uno_window import check_uno_window

__all__ = ["GameTable", "MODES", "BOTS", "THEMES", "RECORD_MAX_BYTES", "PAST_POSITION", "BOT_PAUSE_S", "UNO_WINDOW_S", "SPEED_RANGE_S"]


class GameTable(widgets.VBox):
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
        signs: the colour signs on every card, colour choice and legend of the table: ``"coloradd"`` (the
            default), ``"mattel"`` (Mattel's symbols: red, yellow, green and blue only, refused for a game with
            other colours), ``"letters"`` or ``"none"``; also the traitlet ``signs`` and the "Colour signs"
            choice of the "Bots, view and sorting" panel (:func:`~unokit.widgets.signs.check_signs`).
        theme: ``"auto"``, ``"light"`` or ``"dark"`` (:data:`THEMES`).
        bots_answer: play mode: the bots move as soon as a person has moved, and a person who played
            down to one card without UNO gets a countdown first (the dashboard sets it; default False:
            bots move on Step or on their own).
        forget_uno, catch_uno: the bots' chances of forgetting UNO and of catching a person who did not
            say it (unokit.agents.Agent; default 0 and 1: bots always declare; the dashboard sets both).
        uno_window: seconds the bots wait for such a person before they may catch (default 5, 1 to 600), or
            None for no time limit (they wait until the person says UNO or plays on without it); also the
            traitlet ``uno_window`` of the :attr:`clock` and a choice in the "Announcements" panel
            (:mod:`unokit.widgets.uno_window`; ux-audit-2 N3, WCAG 2.2.1).
        lang: the table's language (DESIGN.md contract 7, WCAG 3.1.1): ``"en"`` (default), ``"pt-PT"``, ``"es"`` or
            ``"en-XA"`` (tests); what it says, the command field's words and its labels come from that catalogue,
            and its root carries ``lang`` (docs/languages.md). Read back as :attr:`lang`.

    Announcements and answers follow the traitlets ``announce_detail`` (``"brief"`` / ``"full"``),
    ``card_order`` (``"color"`` / ``"number"``) and ``bot_moves`` (``"each"`` / ``"summary"``), set from
    Python or in the page's "Announcements" panel (the table's ear, :class:`~unokit.widgets.keys.TableEar`). Speech and
    earcons (off by default) follow ``speech``, ``speech_rate``, ``own_voice``, ``others_voice``,
    ``sounds`` and ``speech_wait_s`` (its voice, :class:`~unokit.widgets.voice.TableVoice`, the same panel); with
    speech on, bots wait until the latest announcement has been spoken, ``speech_wait_s`` at most.

    Raises :class:`~unokit.errors.UnokitError` for an unknown mode, bot, vision, sign system, theme or
    language (:class:`~unokit.errors.LanguageError`, naming the languages there are), a sign
    system without a sign for one of the game's colours, or a human seat that is not at the table; :class:`~unokit.errors.RecordError` for a bad record.

    The table is built from parts, each made with its collaborators (the session, the live region, the
    clock) and owning its own widgets: :attr:`clock` (:class:`~unokit.widgets.clock.TableClock`, every
    timer), :attr:`ear` (:class:`~unokit.widgets.keys.TableEar`: questions, the command field, the
    announcement settings and the voice) and :attr:`what_if` (:class:`~unokit.widgets.analyse.TableWhatIf`).
    The attributes below that name a part's setting are that part's, read and written through the table.
    """

    # the ear's settings and widgets (keys.py) and its voice's (voice.py), through the table
    announce_detail = forward("ear", "announce_detail")
    card_order = forward("ear", "card_order")
    bot_moves = forward("ear", "bot_moves")
    announce_settings = forward("ear", "announce_settings")
    speech = forward("ear.voice", "speech")
    speech_rate = forward("ear.voice", "speech_rate")
    own_voice = forward("ear.voice", "own_voice")
    others_voice = forward("ear.voice", "others_voice")
    sounds = forward("ear.voice", "sounds")
    speech_wait_s = forward("ear.voice", "speech_wait_s")
    voice_settings = forward("ear.voice", "voice_settings")
    #: seconds the bots wait for a person who forgot UNO, or None: no time limit (the clock's traitlet)
    uno_window = forward("clock", "uno_window")
    join, watch = staticmethod(join_table), staticmethod(watch_table)  # shared tables (shared.py)

    #: view state, each checked against its one list of allowed values (MODES, VISIONS, THEMES)
    mode = traitlets.Unicode("teaching")
    vision = traitlets.Unicode("normal")
    signs = traitlets.Unicode("coloradd")
    theme = traitlets.Unicode("auto")

    def __init__(self, game: Any = None, *, record: Any = None, mode: str = "teaching",
                 human_seats: Sequence[int] = (0,), bot: str = "random", vision: str = "normal",
                 theme: str = "auto", bots_answer: bool = False, forget_uno: float = 0.0,
                 catch_uno: float = 1.0, uno_window: int | None = UNO_WINDOW_S, signs: str = "coloradd",
                 lang: str = "en") -> None:
        check_choice("table mode", mode, MODES)
        uno_window = check_uno_window(uno_window)
        check_bot(bot)
        vision = check_vision(vision)
        check_choice("theme", theme, THEMES)
        cursor: int | None = None
        if record is not None:
            if game is None:
                game = _replay(record)
            cursor = 0 if mode == "teaching" else None
        if game is None:
            from unokit.game import Game

            game = Game("classic", players=["Ana", "Ben", "Cy"], seed=0)
        require_game(game, "GameTable")
        signs = check_signs(signs, game.rules.colors)
        self.session = TableSession(game, mode=mode, human_seats=human_seats, bot=bot, forget_uno=forget_uno,
                                    catch_uno=catch_uno, cursor=cursor, lang=lang)
        self._message = ""
        self._screen_seat: int | None = None  # the seat whose hand the last redraw put on the screen
        #: play mode: the deal's seed is secret (a fresh seed nobody typed): it is shown only once the round is
        #: over, and the next round is dealt from a fresh seed too, not one derived from it (the dashboard
        #: sets this; security review F4)
        self.seed_secret = False
        self._building = True
        self._build_controls(bots_answer)
        self.clock.uno_window = uno_window
        #: questions, the command field, the announcement settings and the voice (keys.py, voice.py)
        self.ear = TableEar(self.session, self.live, self.clock, submit=self.submit, note=self._note,
                            announce=self._announce)
        #: the bots, jump-ins and the hot-seat hand-over
        self.turns = TableTurns(self.session, self.live, self.clock, self.ear.voice, submit=self.submit,
                                after_move=self._after_move, announce=self._announce, refresh=self.refresh,
                                refresh_actions=lambda: self.action_bar.refresh(self.shown), note=self._note)
        #: Analyse this position, what-if lines (analyse.py)
        self.what_if = TableWhatIf(self.session, self.live, self.clock, redraw=self._redraw, note=self._note,
                                   answer_soon=self._answer_soon)
        super().__init__(children=table_layout(self), mode=mode, vision=vision, theme=theme, signs=signs)
        self.add_class("unokit-table")
        self.add_class(f"unokit-theme-{theme}")
        self.live.lang = self.lang  # live.js sets the table root's lang attribute (WCAG 3.1.1)
        self._building = False
        self._new_seats()
        self.refresh()
        self.live.say(self._opening())

    # ================================================================ building
    def _build_controls(self, bots_answer: bool) -> None:
        w = widgets
        self.live = TableLive()
        #: every timer of the table: auto-play, the bots' answer, the UNO window, the wait for speech
        self.clock = TableClock(self.session, self.live, bots_answer=bots_answer, on_tick=lambda: self.turns.tick(),
                                on_answer=lambda: self.turns.bots_move(), on_uno_closed=lambda: self.turns.uno_closed(),
                                on_countdown=lambda: self.action_bar.refresh(self.shown), note=self._note)
        #: the heading, the piles and the turn, the scores, the seed
        self.piles = TablePiles(self.session)

        #: every seat's heading and hand, placed around the piles, and the hot-seat hand-over
        self.seats = TableSeats(self.session, on_move=self._play_from_hand, on_message=self._on_hand_message,
                                hand_over=lambda: self.turns.hand_over())
        self.seats.observe(self._others_shown, "others_shown")
        self.uno_countdown = self.clock.uno_countdown
        self.uno_play_on_button = self.clock.uno_play_on_button
        #: the actions offered now (buttons), one traitlet list of them and one writable intent
        self.action_bar = ActionBar(self.session, self.clock, submit=self.submit, note=self._note,
                                    jump_in=lambda move: self.turns.jump_in(move),
                                    offer_jump_in=lambda seat: self.turns.offer_jump_in(seat),
                                    let_play_go_on=lambda: self.turns.let_play_go_on(), next_round=self.next_round,
                                    step=lambda: self.turns.step_pressed())
        self.hint_button = w.Button(description=self.session.say("table-button-hint"))
        self.hint_button.on_click(lambda _b: self.hint())

        #: stepping through the round, and "Continue from here"
        self.history_bar = HistoryBar(self.session, self.live, go=self.go, continue_from_here=self.continue_from_here)

        #: bots, view and sorting
        self.options = TableOptions(self.session, self.clock, on_sort=self._on_sort, on_bot=self._on_bot,
                                    on_vision=self._on_vision, on_signs=lambda signs: setattr(self, "signs", signs))

        self.legal_html = w.HTML()
        self.legal_html.add_class("unokit-legal-box")
        self.move_log = LogView()

        #: load and save the game record
        self.records = TableRecords(self.session, note=self._note, load=self.load)

        # ipywidgets writes title="null" when a tooltip is None: give every button its own words
        for button in (self.hint_button,):
            button.tooltip = button.description

    def _new_seats(self) -> None:
        """One seat box (heading and hand) per seat, and one colour / catch button per possibility."""
        self.seats.new_seats(self.game.n_players, vision=self.vision, sort=self.options.sort_toggle.value,
                             signs=self.signs)
        self.action_bar.new_seats(self.game, vision=self.vision, signs=self.signs)

    def _others_shown(self, change: dict[str, Any]) -> None:
        # the wide layout's column for the other seats is there only while there are other seats to show
        if change["new"]:
            self.board.add_class("unokit-board-others")
        else:
            self.board.remove_class("unokit-board-others")

    # ================================================================ state
    @property
    def game(self) -> Any:
        """The live game (never changed by stepping through the history)."""
        return self.session.game

    @property
    def lang(self) -> str:
        """The table's language, a tag of :data:`unokit.i18n.LANGUAGES` (or ``"en-XA"``), set when it is made."""
        return self.session.lang

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
        check_choice("table mode", proposal["value"], MODES)
        if not self._building and proposal["value"] != self.session.mode:
            raise UnokitError("a table's mode is set when it is made: make a new GameTable")
        return proposal["value"]

    @traitlets.validate("vision")
    def _valid_vision(self, proposal: dict[str, Any]) -> str:
        return check_vision(proposal["value"])

    @traitlets.validate("signs")
    def _valid_signs(self, proposal: dict[str, Any]) -> str:
        return check_signs(proposal["value"], self.game.rules.colors)

    @traitlets.observe("signs")
    def _signs_changed(self, change: dict[str, Any]) -> None:
        self.options.show_signs(change["new"])
        if not self._building:
            self.seats.set_options(signs=change["new"])
            self.action_bar.starter_chooser.set_colors(self.game.rules.colors, vision=self.vision, signs=change["new"])
            self.refresh()

    @traitlets.validate("theme")
    def _valid_theme(self, proposal: dict[str, Any]) -> str:
        check_choice("theme", proposal["value"], THEMES)
        return proposal["value"]

    @traitlets.observe("vision")
    def _vision_changed(self, change: dict[str, Any]) -> None:
        if self._building:
            return
        self.options.vision_picker.value = change["new"]

    @traitlets.observe("theme")
    def _theme_changed(self, change: dict[str, Any]) -> None:
        self.remove_class(f"unokit-theme-{change['old']}")
        self.add_class(f"unokit-theme-{change['new']}")

    def _set_game(self, game: Any, *, cursor: int | None = None, human_seats: Sequence[int] | None = None) -> None:
        require_game(game, "GameTable")
        self.clock.auto = False  # a new game starts paused
        note = self.options.offer_signs(game.rules.colors, self.signs)
        self.clock.stop()
        self.session.set_game(game, cursor=cursor, human_seats=human_seats)
        self.what_if.reset_lines()
        self._message = note
        if note:  # ColorADD has a sign for every colour; the seats and piles are drawn below, once
            self._building = True
            self.signs, self._building = "coloradd", False
        self._new_seats()
        self.refresh()
        if note:
            self.live.say(note)

    def new_game(self, game: Any, *, human_seats: Sequence[int] | None = None, bot: str | None = None,
                 message: str = "") -> None:
        """Deal ``game`` at this table (the dashboard's *Start game*): the live regions and focus stay."""
        if bot is not None:
            self.session.set_bot(bot)
            with self.options.bot_picker.hold_trait_notifications():
                self.options.bot_picker.value = bot
        self._set_game(game, human_seats=human_seats)
        self.live.clear_assertive()  # an alert about the last game must not linger
        self.ear.command_bar.clear()  # nor the last game's command, marked invalid
        self.live.say(" ".join(t for t in (message, self._opening()) if t))
        self._answer_soon()

    def _opening(self) -> str:
        return telling.opening(self.session)

    def forget_private(self) -> None:
        """Take away everything only the person leaving the screen may know (a hot-seat hand-over, the
        jump-in one too; security review F1, F8): the command field, its answer and the page's recall list
        of earlier commands; the speech cues already sent (the page is sent only cues said from now on);
        both live regions (the next announcement fills the status line); the status under the log and the
        hands' messages (a hint, an ``h`` answer, a refusal naming a card); the analysis of the position
        (the person's own cards ranked) and a running one. The legal moves, the action buttons and the
        hands themselves are drawn again by :meth:`refresh` from the new viewer's view (none during the
        hand-over)."""
        self.ear.command_bar.clear(history=True)
        self.ear.voice.voice_forget_cues()
        self.live.clear_assertive()
        self.clock.withdraw_uno_alert()
        if self.live.polite:
            self.live.say("")
        self._message = ""
        self.move_log.status = ""
        self.seats.forget_messages()
        self.what_if.forget_analysis()

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
        self.piles.refresh(shown, public, vision=self.vision, signs=self.signs)
        self.seats.refresh(shown, public, clear_messages=clear_messages, over=over)
        self.action_bar.refresh(shown)
        by_seat = {seat: [(str(m), m.notation(seat=False), shown.explain(m, lang=self.lang).reason) for m in moves]
                   for seat, moves in session.legal_by_seat().items()}
        self.legal_html.value = V.legal_html(names, by_seat, whose=session.whose_moves(), past=not at_latest,
                                             over=over, lang=self.lang)

        total = len(game.move_stack)
        # hold_sync: each widget's changed traits go to the page as one message, not one per trait
        with self.move_log.hold_sync():
            self.move_log.heading = session.say("table-moves-so-far", cursor=str(self.cursor), total=str(total))
            self.move_log.setup = telling.setup_in(shown, self.lang)
            self.move_log.entries = list(shown.narration) if self.lang == "en" else shown.narration_text(self.lang)
            self.move_log.status = self._message
        self.hint_button.disabled = not (at_latest and not game.is_over() and self.session.hint_seat() is not None)
        self.history_bar.refresh()
        self.what_if.after_redraw()
        self.clock.after_redraw()  # a UNO window no longer open is cleared

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
        self.seats.refuse(text)  # shown under each hand that may play, said once here
        self.live.say(text)
        raise IllegalMoveError(text)

    def _on_hand_message(self, text: str) -> None:
        """Say a hand's new message (its own refusal, "Choose the colour ...") once, in the table's region."""
        self._message = text
        self.move_log.status = text
        self.live.say(text)

    def _after_move(self, *, person: bool = False, announce: bool = True) -> None:
        """Redraw after a move; announce it (a person's move at once, bots' moves once they are done)."""
        self._message = self.session.narration(-1) if self.game.narration else ""
        self.refresh(clear_messages=True)
        if announce and (person or not self._bots_still_to_answer()):
            self._announce()
        if self.game.is_over() and self.clock.auto:
            self.clock.auto = False
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

    @property
    def bots_answer(self) -> bool:
        """Play mode: the bots answer a person's move at once (:class:`~unokit.widgets.clock.TableClock`)."""
        return self.clock.bots_answer

    @bots_answer.setter
    def bots_answer(self, value: bool) -> None:
        self.clock.bots_answer = bool(value)

    def _answer_soon(self) -> None:
        self.clock.answer_soon()

    def _redraw(self) -> None:
        """Redraw from the session with the status message cleared (another line shown)."""
        self._message = ""
        self.refresh()

    def _note(self, text: str) -> None:
        self._message = text
        self.move_log.status = text
        self.live.say(text)

    def hint(self) -> str:
        """What the greedy bot would play for the seat to act (teaching) or you (play), and why."""
        text = telling.hint_text(self.session)
        self._note(text)
        return text

    def next_round(self) -> None:
        """Start the next round of the match (scores carried); refused while the round goes on, or
        while a what-if branch is shown (:meth:`leave_lines_first`)."""
        if not self.what_if.leave_lines_first():
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

    # ================================================================ the parts' public methods
    def _click_action(self, key: str) -> None:
        self.action_bar.act(key)

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
        # at the latest position the turn is live again: say what can be done, as after a move
        prompt = f" {self.session.prompt()}".rstrip() if self.at_latest else ""
        self.live.say(telling.showing(self.session, shown, total) + prompt)
        self.clock.reopen_uno_window()  # a past position stopped the countdown: back at the latest, it starts again

    def continue_from_here(self) -> None:
        """Drop the moves after the shown position (exact undo with ``Game.pop``) and play on."""
        dropped = self.session.continue_from_here()
        self.history_bar.hide_confirm()
        self._message = self.session.say("table-playing-on", cursor=str(self.cursor),
                                         dropped=V.moves_phrase(dropped, self.lang))
        self.refresh(clear_messages=True)
        self._note(f"{self._message} {self.session.prompt()}".strip())
        self._answer_soon()

    # ================================================================ options
    def _on_sort(self, sort: bool) -> None:
        self.seats.set_options(sort=sort)
        self.refresh()

    def _on_bot(self, bot: str) -> None:
        self.session.set_bot(bot)
        self.refresh()

    def _on_vision(self, vision: str) -> None:
        self.vision = vision
        self.seats.set_options(vision=self.vision)
        self.action_bar.starter_chooser.set_colors(self.game.rules.colors, vision=self.vision)
        self.refresh()

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
        count, say = V.moves_phrase(len(game.move_stack), self.lang), self.session.say
        self.seed_secret = False  # a record's seed came with the record: its deal is known to whoever loaded it
        if not self.session.play:
            self._set_game(game, cursor=0)
            self._note(say("table-loaded-teaching", count=count))
        else:
            self._set_game(game)
            self.session.note_announced()
            # a record of 0 moves has no last move
            loaded = say("table-loaded-play" if game.move_stack else "table-loaded-play-start", count=count)
            self._note(f"{loaded} {self.session.prompt()}".strip())

    def _could_not_load(self, error: UnokitError) -> None:
        self.records.could_not_load(error)

    def to_record(self) -> dict[str, Any]:
        """The live game as a record dict (contract 3)."""
        return self.records.to_record()

    def save(self) -> str | None:
        """:meth:`TableRecords.save <unokit.widgets.records.TableRecords.save>`: offer the record's download."""
        return self.records.save()


pass_on(GameTable, PASSED_ON)


# ==================================================================== helpers


def _replay(source: Any) -> Any:
    from unokit.record import replay

    return replay(source)  # a GameRecord, a dict, JSON text or a path
