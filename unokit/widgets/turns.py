"""Who acts next at a GameTable, besides the person's own move: the bots (a Step, their answer to a person,
auto-play's beat, a catch once the UNO window closes), the jump-ins a person may make or let go (RULES.md "House
rules", ``jump_in``), and the hot-seat hand-over of the screen. Every wait is the clock's
(:class:`~unokit.widgets.clock.TableClock`) or the voice's (:class:`~unokit.widgets.voice.TableVoice`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from unokit.errors import IllegalMoveError, UnokitError
from unokit.moves import Move

__all__ = ["TableTurns"]


class TableTurns:
    """The turns of one table that are not a person's own move.

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession`.
        live: the table's :class:`~unokit.widgets.live.TableLive` (focus after a jump-in or a hand-over).
        clock: the table's :class:`~unokit.widgets.clock.TableClock` (auto-play, whether bots may answer).
        voice: the table's :class:`~unokit.widgets.voice.TableVoice` (bots wait while it speaks).
        submit: makes a person's move (raises with the reason said); after_move: redraws after a move and
            announces it (``announce=False``: not yet); announce: says the moves not yet announced;
            refresh: redraws the table; refresh_actions: redraws the action bar; note: says a sentence.
    """

    def __init__(self, session: Any, live: Any, clock: Any, voice: Any, *, submit: Callable[[Move], Any],
                 after_move: Callable[..., Any], announce: Callable[[], Any], refresh: Callable[[], Any],
                 refresh_actions: Callable[[], Any], note: Callable[[str], Any]) -> None:
        self.session, self.live, self.clock, self.voice = session, live, clock, voice
        self._submit, self._after_move, self._announce = submit, after_move, announce
        self._refresh, self._refresh_actions, self._note = refresh, refresh_actions, note

    def jump_in(self, move: Move | str) -> None:
        """A person jumps in out of turn with ``move`` (a play by their seat, ``jump_in``); focus goes
        to their hand, where they play on. A refused jump-in is said in the status line."""
        try:
            self._submit(Move.parse(move) if isinstance(move, str) else move)
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
            self._refresh()
            if session.handover is not None:  # a person is to act: they take the screen next
                self._note(session.prompt())
                self.live.focus_on(".unokit-handover button")
                return
        else:
            session.decline_jump_in(session.human_seats)
            self._refresh_actions()
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
        self._refresh()
        self._note(f"{self.session.prompt()} {self.session.say('table-hidden-until-then')}")
        self.live.focus_on(".unokit-handover button")

    def hand_over(self) -> None:
        """Hot seat: the person whose turn it is has the screen now; show their hand."""
        if not self.session.hand_over():
            return
        shown = self.session.say("table-hand-shown", name=self.session.game.players[self.session.viewer])
        self._note(f"{shown} {self.session.prompt()}")
        self._refresh()
        if self.session.jumping_in and self.session.person_jump_ins():
            self.live.focus_on(".unokit-jump-ins button.unokit-jump-in")
        else:
            self.live.focus_on(".unokit-hand-interactive button.unokit-card-button[tabindex='0']")

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

    def step_pressed(self) -> None:
        if self.step() is not None:
            self._announce()  # a Step the person asked for is told at once

    def bots_move(self, limit: int = 500) -> int:
        """Let the bots move until a person is to act, the round is over, a person's UNO window is open,
        or ``limit`` moves were made; then announce them in one message. Returns the number of moves.
        With speech on, they wait while an announcement is being spoken and go on once it is
        (:meth:`~unokit.widgets.voice.TableVoice.voice_holds`)."""
        made = 0
        while made < limit and self.clock.bots_may_answer():
            if self.voice.voice_holds(self.bots_move):  # an announcement is being spoken: go on once it is
                break
            if not self.session.bot_to_act():  # a person is to act: a bot may still jump in first
                if self.session.bot_jump_in() is None:
                    break
                self._after_move()
            elif self.step() is None:
                break
            made += 1
            self.voice.voice_each_bot_move()
        self._announce()
        return made

    def uno_closed(self) -> None:
        """The UNO window closed with no UNO said: the bots may catch, then play on."""
        caught = self.session.bots_call_out()
        if caught is not None:
            self._after_move(announce=False)
        if self.session.bot_to_act() and self.clock.bots_answer:
            self.bots_move()
        else:
            self._refresh_actions()
            self._announce()

    def tick(self) -> None:
        """One beat of auto-play: a bot moves if one is to act; then the next beat is scheduled."""
        if not self.clock.auto:
            return
        if self.session.bot_to_act() and self.voice.voice_holds(self.tick):  # speaking: go on once it is said
            return
        if self.session.bot_to_act():
            if self.step() is not None:
                self._announce()
        if self.session.game.is_over():
            self.clock.auto = False
            return
        if self.clock.auto:
            self.clock.schedule()
