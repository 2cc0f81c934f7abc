"""The kernel's clock: timers for the widgets run on a Jupyter kernel's event loop, and only there.

A table's timers (bots answering a person after a short pause, the UNO countdown, auto-play) need the
loop that also runs the kernel's comm handlers, so a timer's redraw reaches the page. Outside a kernel a
running asyncio loop may belong to anything — Playwright's sync API keeps one running on the main thread
for as long as its browser is open — and callbacks given to it may never run; there the table acts at
once instead.

:class:`TableClock` is the one part of a :class:`~unokit.widgets.table.GameTable` that sets timers.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

import traitlets

from unokit.errors import UnokitError
from unokit.widgets.uno_window import (
    NO_LIMIT,
    PLAY_ON_LABEL,
    UNO_WINDOW_DEFAULT_S,
    check_uno_window,
    countdown_html,
    uno_alert,
)


def kernel_loop() -> asyncio.AbstractEventLoop | None:
    """The running event loop if this code runs inside a Jupyter kernel (an IPython shell with a kernel,
    as under Voila, JupyterLab or Notebook 7), else None (plain Python, pytest, a script)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - ipywidgets depends on IPython
        return None
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:
        return None
    return loop


#: Auto-play speed range, seconds per bot move.
SPEED_RANGE_S = (0.5, 10.0)
#: Pause between a person's move and the bots' answer in a kernel, seconds (the person sees their move).
BOT_PAUSE_S = 0.15
#: How long bots wait for a person who played down to one card without saying UNO, seconds, by default
#: (the ``uno_window`` setting: :mod:`unokit.widgets.uno_window`, ux-audit-2 N3, WCAG 2.2.1).
UNO_WINDOW_S = UNO_WINDOW_DEFAULT_S


class TableClock(traitlets.HasTraits):
    """Every timer of one table (WCAG 2.2.1, 2.2.2): auto-play's beat, the bots' pause before they answer
    a person, the UNO window a person gets before bots may catch them, and the cap on the wait for speech.
    Nothing else in a table calls ``call_later``.

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (who is to act, the UNO state).
        live: the table's :class:`~unokit.widgets.live.TableLive` (the UNO window's alert).
        bots_answer: play mode: the bots answer a person's move at once (after :data:`BOT_PAUSE_S`), and a
            person who played down to one card without UNO gets :data:`UNO_WINDOW_S` seconds first.
        on_tick: one beat of auto-play (the table's :meth:`~unokit.widgets.table.GameTable.tick`).
        on_answer: the bots' answer to a person (:meth:`~unokit.widgets.table.GameTable.bots_move`).
        on_uno_closed: the UNO window closed with no UNO said: the table lets bots catch and move on.
        on_countdown: the countdown changed (the table redraws its actions beside it).
        note: says a sentence in the table's status line.

    Traitlets (validated): ``auto`` (bots play on their own), ``speed`` (seconds per bot move,
    :data:`SPEED_RANGE_S`), ``uno_window`` (the UNO window's length: 1 to 600 whole seconds, default
    :data:`UNO_WINDOW_S`, or None for no time limit, when the window stays open until the person says UNO or
    presses ``uno_play_on_button``; ux-audit-2 N3, WCAG 2.2.1; :class:`~unokit.errors.UnokitError` for another
    value) and ``uno_left`` (seconds left in the UNO window; 0 when none is open, -1 with no time limit).
    Outside a Jupyter kernel (:func:`kernel_loop` is None) the bots answer and a timed UNO window closes at
    once; auto-play then runs on a daemon thread's timer.
    """

    auto = traitlets.Bool(False)
    speed = traitlets.Float(2.0)
    uno_left = traitlets.Int(0)
    #: seconds of the UNO window, or None: no time limit (checked by :func:`unokit.widgets.uno_window.check_uno_window`)
    uno_window = traitlets.Any(UNO_WINDOW_S, allow_none=True)

    def __init__(self, session: Any, live: Any, *, bots_answer: bool = False, on_tick: Callable[[], Any],
                 on_answer: Callable[[], Any], on_uno_closed: Callable[[], Any],
                 on_countdown: Callable[[], Any], note: Callable[[str], Any]) -> None:
        super().__init__()
        import ipywidgets as widgets

        self.session, self.live = session, live
        self.bots_answer = bots_answer
        self._on_tick, self._on_answer, self._on_uno_closed = on_tick, on_answer, on_uno_closed
        self._on_countdown, self._note = on_countdown, note
        #: the pending timers (None when not set): auto-play's beat, the bots' answer or the UNO countdown's
        #: next second, the cap on the wait for speech
        self.auto_timer: Any = None
        self.answer_timer: Any = None
        self.speech_timer: Any = None
        self._uno_closed_at = -1
        self._uno_alert = ""  # the UNO window's alert while it is in the assertive region
        #: the UNO countdown shown beside the actions
        self.uno_countdown = widgets.HTML()
        self.uno_countdown.add_class("unokit-uno-countdown")
        #: a window with no time limit ends when the person goes on without UNO (the bots may catch then)
        play_on = PLAY_ON_LABEL if session.lang == "en" else session.say("table-uno-play-on")
        self.uno_play_on_button = widgets.Button(description=play_on, tooltip=play_on)
        self.uno_play_on_button.add_class("unokit-action")
        self.uno_play_on_button.on_click(lambda _b: self.close_uno_window())
        self.uno_play_on_button.layout.display = "none"

    @traitlets.validate("uno_window")
    def _valid_uno_window(self, proposal: dict[str, Any]) -> int | None:
        return check_uno_window(proposal["value"])

    @traitlets.validate("speed")
    def _valid_speed(self, proposal: dict[str, Any]) -> float:
        value = proposal["value"]
        low, high = SPEED_RANGE_S
        if not low <= value <= high:
            raise UnokitError(f"speed {value!r} is outside {low} to {high} seconds per bot move")
        return float(value)

    @traitlets.observe("auto")
    def _auto_changed(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self._note(self.session.say("table-bots-on-their-own"))
            self.schedule()
        else:
            self.stop_auto()

    # ---------------------------------------------------------------- auto-play (WCAG 2.2.2)
    def schedule(self) -> None:
        """Set auto-play's next beat, :attr:`speed` seconds from now."""
        self.stop_auto()
        delay = float(self.speed)
        loop = kernel_loop()
        if loop is None:
            timer = threading.Timer(delay, self._beat)
            timer.daemon = True
            timer.start()
            self.auto_timer = timer
        else:
            self.auto_timer = loop.call_later(delay, self._beat)

    def _beat(self) -> None:
        self.auto_timer = None
        self._on_tick()

    @staticmethod
    def _cancel(timer: Any) -> None:
        if timer is not None:
            timer.cancel()

    def stop_auto(self) -> None:
        self._cancel(self.auto_timer)
        self.auto_timer = None

    def stop(self) -> None:
        """Stop auto-play's beat, the bots' answer and the UNO countdown (a new game, another line)."""
        self.stop_auto()
        self._cancel(self.answer_timer)
        self.answer_timer = None
        self.uno_left = 0
        self.uno_countdown.value = ""
        self.uno_play_on_button.layout.display = "none"

    # ---------------------------------------------------------------- the wait for speech
    def speech_cap(self, delay: float, callback: Callable[..., Any], *args: Any) -> bool:
        """Call ``callback(*args)`` in ``delay`` seconds unless set again first (the cap on the wait for
        an announcement to be spoken). False outside a kernel: a page can answer only through a kernel,
        so nothing waits there."""
        loop = kernel_loop()
        if loop is None:
            return False
        self.stop_speech_cap()
        self.speech_timer = loop.call_later(delay, callback, *args)
        return True

    def stop_speech_cap(self) -> None:
        self._cancel(self.speech_timer)
        self.speech_timer = None

    # ---------------------------------------------------------------- bots answering a person
    def bots_may_answer(self) -> bool:
        """Bots may move now without a person: none's UNO window is open, no person may still jump in."""
        session = self.session
        if self.uno_pending() or self.jump_in_waiting():
            return False
        return bool(session.play and (session.bot_to_act() or session.bots_may_jump_in()))

    def jump_in_waiting(self) -> bool:
        """Play mode with bots answering: the person may jump in, so the bots wait for their answer
        (a jump-in or "Let play go on"); no time limit (WCAG 2.2.1)."""
        session = self.session
        return bool(session.play and self.bots_answer and session.bot_to_act()
                    and not session.everyone_let_play_go_on()
                    and (session.jumping_in or bool(session.person_jump_ins() or session.jump_in_offers())))

    def answer_soon(self) -> None:
        """After a person's move: open the UNO window if they forgot UNO, else let the bots answer."""
        if not (self.session.play and self.bots_answer):
            return
        if self.uno_pending():
            self.open_uno_window()
            return
        if not self.bots_may_answer():
            return
        loop = kernel_loop()
        if loop is None:
            self._on_answer()
        else:  # the browser draws the person's move first
            self._cancel(self.answer_timer)
            self.answer_timer = loop.call_later(BOT_PAUSE_S, self._on_answer)

    # ---------------------------------------------------------------- the UNO window
    def uno_pending(self) -> bool:
        """A person's UNO window is open and its countdown has not run out yet."""
        return (self.session.person_may_say_uno is not None
                and self._uno_closed_at != len(self.session.game.move_stack))

    def open_uno_window(self) -> None:
        seat = self.session.person_may_say_uno
        loop = kernel_loop()
        seconds = self.uno_window  # None: no time limit, no clock needed
        if seat is None or (loop is None and seconds is not None):  # no clock to wait on: the window closes now
            self.close_uno_window()
            return
        self.uno_left = NO_LIMIT if seconds is None else seconds
        self._uno_alert = uno_alert(self.session.game.players[seat], seconds, self.session.lang)
        self.live.say(self._uno_alert, assertive=True)
        self.show_countdown()
        self._cancel(self.answer_timer)
        self.answer_timer = None if loop is None or seconds is None else loop.call_later(1.0, self._uno_tick)

    def uno_window_open(self) -> bool:
        """A person's UNO window is open with seconds left on its countdown."""
        return bool(self.uno_left) and self.session.person_may_say_uno is not None

    def withdraw_uno_alert(self) -> None:
        """Empty the assertive region if it still holds the UNO window's alert, which stops being true
        when the window closes (a screen reader's browse mode must not meet it later); any other alert
        said since is left alone."""
        if self._uno_alert and self.live.assertive == self._uno_alert:
            self.live.clear_assertive()
        self._uno_alert = ""

    def show_countdown(self) -> None:
        seat = self.session.person_may_say_uno
        self.uno_countdown.value = "" if seat is None else countdown_html(self.uno_left, self.session.lang)
        no_limit = seat is not None and self.uno_left == NO_LIMIT
        self.uno_play_on_button.layout.display = "" if no_limit else "none"
        self._on_countdown()

    def _uno_tick(self) -> None:
        self.answer_timer = None
        if self.session.person_may_say_uno is None:  # the person said UNO (or moved on)
            self.uno_left = 0
            self.withdraw_uno_alert()
            self.show_countdown()
            return
        self.uno_left -= 1
        if self.uno_left > 0:
            self.show_countdown()
            loop = kernel_loop()
            if loop is not None:
                self.answer_timer = loop.call_later(1.0, self._uno_tick)
            return
        self.close_uno_window()

    def close_uno_window(self) -> None:
        """The UNO window closes (its time is up, or there is no clock): bots may catch now."""
        self._uno_closed_at = len(self.session.game.move_stack)
        self.uno_left = 0
        self.uno_countdown.value = ""
        self.uno_play_on_button.layout.display = "none"
        self.withdraw_uno_alert()  # the time it gave is up, whether or not a bot catches
        self._on_uno_closed()

    def after_redraw(self) -> None:
        """After a redraw: a window no longer open (declared, caught, another move, a new round or game,
        an undo) is cleared with its alert."""
        if not self.uno_window_open():
            self.uno_left = 0
            self.uno_countdown.value = ""
            self.uno_play_on_button.layout.display = "none"
            self.withdraw_uno_alert()

    def reopen_uno_window(self) -> None:
        """Back at the latest position: a countdown a past position stopped starts again."""
        if self.session.at_latest and self.session.play and self.bots_answer and self.uno_pending() \
                and not self.uno_left:
            self.open_uno_window()
