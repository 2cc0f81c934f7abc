"""TableSession: what a game table knows and decides, without any widget (testable in plain Python).

A session holds the live :class:`~unokit.game.Game` and everything about how it is shown and played:

- ``mode``: ``"teaching"`` (every hand face up, any seat can be moved) or ``"play"`` (people against bots);
- the people's seats, the *viewer* (whose hand is shown in play mode) and the hot-seat hand-over (with
  several people at one screen every hand stays hidden until the next person says it is them);
- the *cursor* (how many moves the shown position includes; stepping never changes the game) and a cache
  of past positions;
- the bots (:func:`unokit.agents.make_agent`) and the UNO window a person gets before bots may catch them;
- the announcements: what happened since the last one, in one sentence group ending with what the person
  can do ("Ben plays Red 7. Cy plays Red 5. Your turn: 3 playable."), with what a Seven-O swap or a
  zero rotation did to the person's hand ("You now hold 4 cards."), and the card the person drew;
- jump-ins (``jump_in``, RULES.md "House rules"): the ones a person may make out of turn
  (:meth:`TableSession.person_jump_ins`, offered as actions) and the bots' (:meth:`TableSession.bot_jump_in`,
  asked once per position, as :func:`unokit.simulate.play_out` asks them). In hot seat any other person
  holding a card identical to the top card is offered the screen (:meth:`TableSession.jump_in_offers`,
  :meth:`TableSession.hand_over_for_jump_in`): every hand is hidden until they take it, then their jump-in
  is offered; letting play go on (:meth:`TableSession.decline_jump_in`) hands the screen back.

:class:`~unokit.widgets.table.GameTable` draws a session with :mod:`unokit.widgets.view` and wires it to
ipywidgets; timers (auto-play, the UNO countdown) live in the widget, the session only says what is due.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from unokit.choices import MODES, TABLE_BOTS, check_bot
from unokit.errors import IllegalMoveError, UnokitError
from unokit.moves import Move, MoveKind
from unokit.widgets import telling
from unokit.widgets.view import SeatRole

__all__ = ["TableSession", "MODES", "BOTS"]

#: Bot kinds a table offers (:data:`unokit.choices.TABLE_BOTS`; the name kept for older imports).
BOTS = TABLE_BOTS


def require_game(value: Any, what: str) -> Any:
    """``value`` if it is a :class:`unokit.game.Game`, else :class:`UnokitError` saying what ``what`` takes
    (so a wrong argument is a clear message, not an AttributeError deep in a redraw)."""
    from unokit.game import Game

    if not isinstance(value, Game):
        raise UnokitError(
            f"{what} shows a unokit.Game, not {type(value).__name__} {value!r:.60}; "
            "make one with unokit.Game('classic', players=3, seed=0)"
        )
    return value


class TableSession:
    """The state and rules of play of one table (see the module text).

    Args:
        game: the :class:`~unokit.game.Game`.
        mode: one of :data:`MODES`.
        human_seats: in play mode, the seats people play (0-based); the others are bots.
        bot: the bots' kind, one of :data:`BOTS`.
        forget_uno, catch_uno: the bots' chances of forgetting UNO and of catching (unokit.agents.Agent).
        cursor: the shown position (default: the latest).
        lang: the language of everything the table says and shows (DESIGN.md contract 7): a tag of
            :data:`unokit.i18n.LANGUAGES` (or the pseudo-locale ``en-XA``); default ``"en"``.

    Raises :class:`UnokitError` for an unknown mode or bot, or a human seat not at the table;
    :class:`~unokit.errors.LanguageError` (a :class:`UnokitError`) for an unknown language, naming the
    languages there are.
    """

    def __init__(self, game: Any, *, mode: str = "teaching", human_seats: Sequence[int] = (0,),
                 bot: str = "random", forget_uno: float = 0.0, catch_uno: float = 1.0,
                 cursor: int | None = None, lang: str = "en") -> None:
        from unokit.i18n import resolve_language

        #: the table's language, a catalogue tag (resolved: ``"pt"`` is ``"pt-PT"``)
        self.lang = resolve_language(lang)
        if mode not in MODES:
            raise UnokitError(f"unknown table mode {mode!r}; modes are: {', '.join(MODES)}")
        self.mode = mode
        self.bot = check_bot(bot)
        self.forget_uno, self.catch_uno = forget_uno, catch_uno
        self.human_seats: tuple[int, ...] = ()
        self.set_game(game, cursor=cursor, human_seats=human_seats)

    # ---------------------------------------------------------------- the game and its positions
    def set_game(self, game: Any, *, cursor: int | None = None, human_seats: Sequence[int] | None = None) -> None:
        """Show ``game`` (a new deal, a loaded record, the next round); people's seats kept unless given."""
        require_game(game, "GameTable")
        if human_seats is not None:
            seats = tuple(dict.fromkeys(int(s) for s in human_seats))
            bad = [s for s in seats if not 0 <= s < game.n_players]
            if bad:
                raise UnokitError(f"human seat {bad[0]} is not at this table; seats are 0..{game.n_players - 1}")
            self.human_seats = seats
        else:
            self.human_seats = tuple(s for s in self.human_seats if s < game.n_players)
        self.game = game
        self._positions: dict[int, Any] = {}
        self._agents: dict[int, Any] = {}
        self._jumps_asked = -1  # the move count at which the bots were last asked to jump in
        self._jump_screen_at = -1  # hot seat: the move count at which a person took the screen to jump in
        self._declined_at, self._declined = -1, frozenset[int]()  # who let play go on, at which move count
        self.viewer: int | None = self.human_seats[0] if self.human_seats else None
        self.handover: int | None = None
        self._stand_in: tuple[int, int] | None = None  # (seat, move count): a bot's move a person chooses
        self.cursor = len(game.move_stack) if cursor is None else max(0, min(int(cursor), len(game.move_stack)))
        self._announced = self.cursor
        self.update_viewer()

    @property
    def play(self) -> bool:
        return self.mode == "play"

    def choose_for_seat_to_act(self) -> int | None:
        """Play mode: let the person choose the next move even when a bot's seat is to act (a what-if
        branch: trying another move there is the point, so the bot does not make it). Holds for that seat's
        turn (a draw, then playing or keeping the drawn card), at the latest position; the bots answer as
        usual afterwards. Returns the seat chosen for,
        or None when a person is to act anyway (or the round is over)."""
        game = self.game
        seat = game.current
        if not self.play or game.is_over() or seat is None or seat in self.human_seats or not self.at_latest:
            self._stand_in = None
            return None
        self._stand_in = (seat, len(game.move_stack))
        return seat

    @property
    def standing_in(self) -> int | None:
        """The bot's seat whose move the person chooses now (:meth:`choose_for_seat_to_act`), or None."""
        if self._stand_in is None or not self.at_latest:
            return None
        seat, count = self._stand_in
        game = self.game
        # the seat's turn as a whole: a draw and then playing or keeping the drawn card are both chosen
        own = all(move.seat == seat for move in game.move_stack[count:])
        return seat if game.current == seat and own and not game.is_over() else None

    @property
    def at_latest(self) -> bool:
        """True when the latest position is shown (the only one that can be played on)."""
        return self.cursor == len(self.game.move_stack)

    @property
    def shown(self) -> Any:
        """The game as it stood after ``cursor`` moves (a cached copy unless it is the latest)."""
        return self.position(self.cursor)

    def position(self, cursor: int) -> Any:
        game = self.game
        if cursor == len(game.move_stack):
            return game
        cached = self._positions.get(cursor)
        if cached is None:
            cached = game.copy()
            while len(cached.move_stack) > cursor:
                cached.pop()
            self._positions[cursor] = cached
        return cached

    def go(self, cursor: int) -> bool:
        """Show the position after ``cursor`` moves (clamped); True if the shown position changed."""
        cursor = max(0, min(int(cursor), len(self.game.move_stack)))
        if cursor == self.cursor:
            return False
        self.cursor = cursor
        self._announced = cursor
        self.update_viewer()
        return True

    def continue_from_here(self) -> int:
        """Drop the moves after the shown position (exact undo) and play on; the number dropped."""
        dropped = 0
        while len(self.game.move_stack) > self.cursor:
            self.game.pop()
            dropped += 1
        self._positions.clear()
        if dropped:  # a hot-seat jump-in hand-over or a "let play go on" of a dropped line no longer holds
            self._jump_screen_at, self._declined_at = -1, -1
        self._announced = self.cursor
        self.update_viewer()
        return dropped

    # ---------------------------------------------------------------- who sees what
    def update_viewer(self) -> None:
        """Play mode: the person to act becomes the viewer (one person), or every hand is hidden until
        the next person takes the screen (several people: the hot-seat hand-over)."""
        shown = self.shown
        current = shown.current
        if (self.play and self.at_latest and self.handover is not None and self.handover != current
                and not self.jumping_in):
            # a hand-over that no longer holds here (one of a dropped line, after "Continue from here"):
            # nobody takes the screen for it, so that person is offered their jump-ins again
            self.handover = None
        if (self.play and self.at_latest and current in self.human_seats and current != self.viewer
                and not self.jumping_in):
            if len(self.human_seats) == 1:
                self.viewer = current
            else:
                self.viewer, self.handover = None, current
        if self.game.is_over():
            self.handover = None  # a finished round is shown face up to everyone

    def hint_seat(self) -> int | None:
        """The seat a hint is for: the seat to act in teaching mode; in play mode that seat only when it is
        the viewer's (a hint for another person's hand would tell their cards); None when nobody is to act."""
        current = self.game.current
        if current is None or not self.play:
            return current
        return current if current == self.viewer else None

    def hand_over(self) -> bool:
        """Hot seat: the person whose turn it is (or who takes the screen to jump in) has the screen now;
        True if a hand-over was waiting."""
        if self.handover is None:
            return False
        self.viewer, self.handover = self.handover, None
        return True

    @property
    def reveal(self) -> bool:
        """Every hand face up: teaching mode, or a finished round (for the scores)."""
        return not self.play or self.game.is_over()

    def face_up(self, seat: int) -> bool:
        return self.reveal or seat == self.viewer or seat == self.standing_in

    def may_play(self, seat: int) -> bool:
        """May this seat's hand be played from now (before the rules are asked)?"""
        if self.play and seat == self.standing_in:
            return True
        return self.at_latest and (not self.play or (seat in self.human_seats and seat == self.viewer))

    def roles(self) -> list[SeatRole]:
        """Who plays each seat, as shown in the seat headings (no roles in teaching mode)."""
        if not self.play:
            return [SeatRole()] * self.game.n_players
        return [SeatRole("you") if seat == self.viewer and len(self.human_seats) == 1 else
                SeatRole("person") if seat in self.human_seats else SeatRole("bot", self.bot)
                for seat in range(self.game.n_players)]

    def say(self, msg_id: str, **args: Any) -> str:
        """Message ``msg_id`` of the catalogue in the table's :attr:`lang` (:func:`unokit.i18n.message`)."""
        from unokit.i18n import message

        return message(msg_id, self.lang, **args)

    def narration(self, index: int) -> str:
        """``game.narration[index]`` in the table's language (the engine's English str for ``"en"``)."""
        said = self.game.narration[index]
        return str(said) if self.lang == "en" else said.text(self.lang)

    def mode_text(self) -> str:
        names, say = self.game.players, self.say
        if not self.play:
            return say("table-mode-teaching")
        if self.viewer is None and self.handover is not None:
            return say("table-mode-waiting", name=names[self.handover])
        if self.viewer is None:
            return say("table-mode-bots")
        if len(self.human_seats) == 1:
            return say("table-mode-you-are", name=names[self.viewer])
        return say("table-mode-view-of", name=names[self.viewer])

    def legal_by_seat(self) -> dict[int, list[Move]]:
        """The legal moves that may be shown, by seat: every seat's in teaching mode and whenever the
        round is over (every hand is public then, so stepping back shows each position's moves as the
        notebooks do); the viewer's in play mode."""
        shown = self.shown
        if self.reveal:
            moves = list(shown.legal_moves())
        elif self.viewer is None:
            moves = []
        else:
            moves = list(shown.view(self.viewer).legal_moves)
        by_seat: dict[int, list[Move]] = {}
        for move in moves:
            by_seat.setdefault(move.seat, []).append(move)
        return by_seat

    def whose_moves(self) -> str:
        names = self.game.players
        if self.reveal:
            return self.say("table-whose-every")
        if self.viewer is None:
            return self.say("table-whose-nobody")
        return self.say("table-whose-you", name=names[self.viewer])

    def action_moves(self) -> list[Move]:
        """The moves the action buttons and the move list may offer now (latest position only)."""
        shown = self.shown
        if not self.at_latest or shown.is_over():
            return []
        if not self.play:
            return list(shown.legal_moves())
        if self.standing_in is not None:
            return list(shown.view(self.standing_in).legal_moves)
        if self.viewer is None:
            return []
        return list(shown.view(self.viewer).legal_moves)

    # ---------------------------------------------------------------- moving
    def submit(self, move: Move) -> None:
        """Make ``move`` for a person. Raises :class:`IllegalMoveError` (game unchanged) when a past
        position is shown, the seat is a bot's or another person's, or the rules refuse it."""
        game = self.game
        if not self.at_latest:
            raise IllegalMoveError(self.say("table-refuse-past", cursor=str(self.cursor), total=str(len(game.move_stack))))
        chosen_for = self.standing_in
        if self.play and move.seat not in self.human_seats and move.seat != chosen_for:
            raise IllegalMoveError(self.say("table-refuse-bot-seat", seat=str(move.seat)))
        if self.play and move.seat != self.viewer and move.seat != chosen_for:
            if self.viewer is None:
                raise IllegalMoveError(self.say("table-refuse-hidden"))
            raise IllegalMoveError(self.say("table-refuse-other-seat", viewer=str(self.viewer), seat=str(move.seat)))
        try:
            game.push(move)
        except UnokitError as error:
            reason = error.args[0] if error.args else str(error)
            if self.lang != "en" and hasattr(reason, "text"):  # the engine's Reason, said in the table's language
                raise IllegalMoveError(self.say("table-not-played", reason=reason.text(self.lang))) from error
            raise IllegalMoveError(f"Not played: {error}") from error
        self._moved()

    def _moved(self) -> None:
        self.cursor = len(self.game.move_stack)
        self._positions.clear()
        self.update_viewer()

    def bot_to_act(self) -> bool:
        game = self.game
        if game.is_over() or game.current is None or not self.at_latest or self.standing_in is not None:
            return False
        return not self.play or game.current not in self.human_seats

    def agent(self, seat: int) -> Any:
        agent = self._agents.get(seat)
        if agent is None:
            from unokit.agents import make_agent

            agent = make_agent(self.bot, seed=self.game.seed * 101 + seat,
                               forget_uno=self.forget_uno, catch_uno=self.catch_uno)
            self._agents[seat] = agent
        return agent

    def set_bot(self, bot: str) -> None:
        self.bot = check_bot(bot)
        self._agents = {}

    # ---------------------------------------------------------------- jump-ins (jump_in)
    def person_jump_ins(self) -> list[Move]:
        """The jump-ins a person at the screen may make now (plays out of turn, ``jump_in``): in play mode
        the viewer's, when a person's seat is the viewer and another seat is to act; in teaching mode
        every seat's. Empty at a past position, once the round is over, with the rule off, or once the
        viewer let play go on at this position (:meth:`decline_jump_in`)."""
        game = self.game
        if not game.rules.jump_in or not self.at_latest or game.is_over() or game.current is None:
            return []
        current = game.current
        if not self.play:
            return [m for m in game.legal_moves() if m.kind is MoveKind.PLAY and m.seat != current]
        viewer = self.viewer
        if viewer is None or viewer == current or viewer not in self.human_seats or viewer in self._declined_now():
            return []
        return [m for m in game.view(viewer).legal_moves if m.kind is MoveKind.PLAY and m.seat == viewer]

    def _declined_now(self) -> frozenset[int]:
        """The people's seats that let play go on at the latest position (none once a move is made)."""
        return self._declined if self._declined_at == len(self.game.move_stack) else frozenset()

    def everyone_let_play_go_on(self) -> bool:
        """Every person at the table let play go on at the latest position of this line
        (:meth:`decline_jump_in`), so no jump-in of theirs is waited for."""
        declined = self._declined_now()
        return bool(declined) and declined >= set(self.human_seats)

    def jump_in_offers(self) -> list[int]:
        """Hot seat (play mode, several people at one screen): the other people's seats that may jump in
        now (each holds a card identical to the top card; RULES.md "House rules", ``jump_in``), in seat
        order: every person but the one who has the screen, or is about to take it, and those who let play
        go on at this position. Each is offered the screen (:meth:`hand_over_for_jump_in`); their cards
        stay hidden until they take it. Empty with one person, in teaching mode, at a past position, once
        the round is over, or with the rule off."""
        game = self.game
        if (not self.play or len(self.human_seats) < 2 or not game.rules.jump_in or not self.at_latest
                or game.is_over()):
            return []
        from unokit.rulebook.jump_in import jumpers

        skip = {self.viewer, self.handover} | self._declined_now()
        return [seat for seat in jumpers(game) if seat in self.human_seats and seat not in skip]

    def hand_over_for_jump_in(self, seat: int) -> None:
        """Hot seat: hide every hand until the person at ``seat`` takes the screen (:meth:`hand_over`) to
        jump in; the screen stays with them, even if another person is to act, until they jump in or let
        play go on (:meth:`decline_jump_in`). Raises :class:`IllegalMoveError` naming the seats offered
        when ``seat`` is not one of :meth:`jump_in_offers`."""
        offers = self.jump_in_offers()
        if seat not in offers:
            names = self.game.players
            allowed = ", ".join(names[s] for s in offers) or "nobody"
            raise IllegalMoveError(f"Seat {seat} cannot take the screen to jump in now; who can: {allowed}.")
        self.viewer, self.handover = None, seat
        self._jump_screen_at = len(self.game.move_stack)

    @property
    def jumping_in(self) -> bool:
        """Hot seat: a person took (or is taking) the screen to jump in at the latest position."""
        return self.play and self.at_latest and self._jump_screen_at == len(self.game.move_stack)

    def decline_jump_in(self, seats: Sequence[int] | None = None) -> None:
        """The people at ``seats`` (default: the one who has the screen) let play go on at this position:
        they are not offered this jump-in again; a person who took the screen to jump in gives it back
        (to the person to act, every hand hidden until they take it)."""
        count = len(self.game.move_stack)
        chosen = frozenset(s for s in (seats if seats is not None else (self.viewer,)) if s is not None)
        self._declined = self._declined_now() | chosen
        self._declined_at = count
        if self._jump_screen_at == count:
            self._jump_screen_at = -1
            self.update_viewer()

    def bots_may_jump_in(self) -> bool:
        """Play mode: a bot's seat may jump in now and the bots were not yet asked at this position."""
        game = self.game
        if not (self.play and game.rules.jump_in and self.at_latest) or game.is_over():
            return False
        if self._jumps_asked == len(game.move_stack):
            return False
        from unokit.rulebook.jump_in import jumpers

        return any(seat not in self.human_seats for seat in jumpers(game))

    def bot_jump_in(self) -> Move | None:
        """Ask the bots that hold a card identical to the top card, in turn order from the seat to act,
        whether they jump in (:meth:`unokit.agents.Agent.jump_in`: greedy always does, random half the
        time); make the first jump-in and return it, else None. Asked once per position, so a bot's
        "no" stands until the next move."""
        if not self.bots_may_jump_in():
            return None
        from unokit.rulebook.jump_in import jumpers

        game = self.game
        self._jumps_asked = len(game.move_stack)
        n, current, direction = game.n_players, game.current, game.direction
        seats = [seat for seat in jumpers(game) if seat not in self.human_seats]
        for seat in sorted(seats, key=lambda s: ((s - current) * direction) % n):
            move = self.agent(seat).jump_in(game, seat)
            if move is not None and game.is_legal(move):
                game.push(move)
                self._moved()
                return move
        return None

    def step(self) -> Move:
        """Let a bot move: first a bot's jump-in if one makes it (:meth:`bot_jump_in`), else the move
        of the bot to act. Raises :class:`IllegalMoveError` saying why not (a past position, the round is
        over, a person is to act)."""
        game = self.game
        if not self.at_latest:
            raise IllegalMoveError(self.say("table-step-past"))
        if game.is_over() or game.current is None:
            raise IllegalMoveError(self.say("table-step-over"))
        jumped = self.bot_jump_in() if self.bot_to_act() else None
        if jumped is not None:
            return jumped
        if not self.bot_to_act():
            raise IllegalMoveError(self.say("table-step-person", name=game.players[game.current]))
        seat = game.current
        move = self.agent(seat).play(game, seat)
        game.push(move)
        self._moved()
        return move

    @property
    def person_may_say_uno(self) -> int | None:
        """The person's seat whose UNO window is open (down to one card without declaring), else None:
        bots wait for it before they answer (a countdown in the widget)."""
        seat = self.game.uno_open
        return seat if self.play and seat is not None and seat in self.human_seats and self.at_latest else None

    def bots_call_out(self) -> Move | None:
        """Once the person's UNO window has passed: the first bot (in seat order after the offender)
        that catches them, or None. The catch is made on the game."""
        game = self.game
        target = game.uno_open
        if target is None or not self.play or not self.at_latest:
            return None
        n = game.n_players
        for step in range(1, n):
            seat = (target + step) % n
            if seat in self.human_seats:
                continue
            move = self.agent(seat).call_out(game, seat)
            if move is not None and move.kind is MoveKind.CATCH and game.is_legal(move):
                game.push(move)
                self._moved()
                return move
        return None

    # ---------------------------------------------------------------- announcements (telling.py)
    def announcement(self, *, mark: bool = True) -> str:
        """:func:`unokit.widgets.telling.announcement`: what happened since the last announcement."""
        return telling.announcement(self, mark=mark)

    def told(self, index: int, text: str | None = None) -> str:
        """:func:`unokit.widgets.telling.told`: move ``index`` as the person at the screen hears it."""
        return telling.told(self, index, text)

    def closing(self, told: str, *, english: str | None = None) -> str:
        """:func:`unokit.widgets.telling.closing`: what ends an announcement of ``told`` (``english``: the
        engine's English narration of the same moves, when the table speaks another language)."""
        return telling.closing(self, told, english=english)

    def hand_change(self, index: int) -> str:
        """:func:`unokit.widgets.telling.hand_change`: what a swap or a rotation did to the viewer's hand."""
        return telling.hand_change(self, index)

    def prompt(self) -> str:
        """:func:`unokit.widgets.telling.prompt`: what the person at the screen can do now ("" if nobody)."""
        return telling.prompt(self)

    def note_announced(self) -> None:
        """Count everything so far as announced (a new game, a loaded record)."""
        self._announced = len(self.game.narration) if self.at_latest else self.cursor

