"""Self-voicing and sounds at the GameTable, kernel side (issue 11 item 4): the speech gate that makes
bots wait for an announcement to be spoken (and its cap), the cues the page speaks (the live region's
own words, the voice they are spoken in, their earcon events) and the settings' validation.

The kernel's clock is replaced by :class:`FakeLoop`, whose timers run when the test says, so waiting is
checked without waiting; the page's messages are sent as the page sends them (custom messages).
"""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

import scenarios  # noqa: E402
from test_widgets_keys import play_table  # noqa: E402

from unokit.moves import Move  # noqa: E402
from unokit.rules import find_preset  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402
from unokit.widgets import clock as clock_module  # noqa: E402
from unokit.widgets import table as table_module  # noqa: E402
from unokit.widgets.voice import EARCONS, SPEECH_WAIT_S, SpeechGate, VoiceError, move_events  # noqa: E402


class Timer:
    def __init__(self, loop: FakeLoop, delay: float, callback, args) -> None:
        self.loop, self.delay, self.callback, self.args = loop, delay, callback, args
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def fire(self) -> None:
        self.loop.timers.remove(self)
        self.callback(*self.args)


class FakeLoop:
    """The kernel's event loop as the table uses it (``call_later``); timers run on :meth:`run`."""

    def __init__(self) -> None:
        self.timers: list[Timer] = []

    def call_later(self, delay: float, callback, *args) -> Timer:
        timer = Timer(self, delay, callback, args)
        self.timers.append(timer)
        return timer

    def live(self) -> list[Timer]:
        return [t for t in self.timers if not t.cancelled]

    def run(self, delay: float) -> int:
        """Fire the live timers set for ``delay`` seconds; how many fired."""
        due = [t for t in self.live() if t.delay == delay]
        for timer in due:
            timer.fire()
        return len(due)


@pytest.fixture
def loop(monkeypatch) -> FakeLoop:
    fake = FakeLoop()
    monkeypatch.setattr(clock_module, "kernel_loop", lambda: fake)
    return fake


def spoken(table: GameTable, serial: int) -> None:
    table.voice_panel._on_message(None, {"type": "spoken", "serial": serial}, [])


def latest_cue(table: GameTable) -> dict:
    return table.voice_panel.cues[-1]


# ------------------------------------------------------------------ the gate on its own
def test_the_gate_holds_only_while_a_cue_is_pending_and_releases_on_its_end_or_its_cap():
    gate = SpeechGate()
    calls = []
    resume = lambda: calls.append(1)  # noqa: E731
    assert gate.hold(resume) is False  # nothing being spoken: go on
    gate.expect(4)
    assert gate.hold(resume) is True and gate.hold(resume) is True  # kept once
    assert gate.spoken(3) == []  # an older cue's end releases nothing
    assert gate.expire(3) == []  # nor an older cue's cap
    assert gate.spoken(4) == [resume] and gate.pending is None
    gate.expect(5)
    gate.hold(resume)
    gate.expect(6)  # a newer cue replaces the pending one: its own end or cap releases
    assert gate.expire(5) == []
    assert gate.expire(6) == [resume]
    gate.expect(7)
    assert gate.spoken(9) == []  # a later cue spoken means every earlier one was; nobody waited
    assert gate.pending is None


# ------------------------------------------------------------------ bots wait for speech
def test_with_speech_on_bots_wait_until_the_page_says_the_announcement_was_spoken(loop):
    table = play_table(bots_answer=True)
    table.speech = True
    table.command("r5")  # Ana plays Red 5; the bots would answer after BOT_PAUSE_S
    assert len(table.game.move_stack) == 1
    cue = latest_cue(table)
    assert cue["text"].startswith("Ana plays Red 5") and cue["speaker"] == "own"
    assert table.live.polite == cue["text"]  # the live region's own words, not built again
    assert loop.run(table_module.BOT_PAUSE_S) == 1  # the bots' turn comes ...
    assert len(table.game.move_stack) == 1  # ... but they wait: the announcement is being spoken
    spoken(table, cue["serial"] - 1)  # the end of an older message releases nothing
    assert len(table.game.move_stack) == 1
    spoken(table, cue["serial"])
    assert len(table.game.move_stack) > 1 and table.game.current == 0  # the bots moved; Ana to act
    assert latest_cue(table)["speaker"] == "others"
    assert not [t for t in loop.live() if t.delay == SPEECH_WAIT_S and t.args == (cue["serial"],)]


def test_a_synthesiser_that_never_ends_holds_the_bots_only_until_the_cap(loop):
    table = play_table(bots_answer=True)
    table.speech = True
    table.speech_wait_s = 2.5
    table.command("r5")
    loop.run(table_module.BOT_PAUSE_S)
    assert len(table.game.move_stack) == 1
    caps = [t for t in loop.live() if t.delay == 2.5]
    assert len(caps) == 1  # one cap, for the pending message
    caps[0].fire()
    assert len(table.game.move_stack) > 1 and table.game.current == 0


def test_with_speech_off_or_switched_off_bots_do_not_wait(loop):
    table = play_table(bots_answer=True)
    table.command("r5")
    loop.run(table_module.BOT_PAUSE_S)
    assert len(table.game.move_stack) > 1  # speech off (the default): at once
    table = play_table(bots_answer=True)
    table.speech = True
    table.command("r5")
    loop.run(table_module.BOT_PAUSE_S)
    assert len(table.game.move_stack) == 1
    table.speech = False  # switching speech off lets the waiting bots go on
    assert len(table.game.move_stack) > 1


def test_bot_moves_told_one_by_one_are_each_spoken_before_the_next_bot_moves(loop):
    table = play_table(bots_answer=True)
    table.bot_moves = "each"
    table.speech = True
    table.command("r5")
    loop.run(table_module.BOT_PAUSE_S)
    spoken(table, latest_cue(table)["serial"])  # Ana's move spoken: Ben moves, and waits to be told
    assert len(table.game.move_stack) == 2
    assert latest_cue(table)["text"].startswith("Ben ") and latest_cue(table)["speaker"] == "others"
    spoken(table, latest_cue(table)["serial"])  # Ben's move spoken: Cy moves
    assert len(table.game.move_stack) == 3 and latest_cue(table)["text"].startswith("Cy ")
    assert table.game.current == 0 and "Your turn" in latest_cue(table)["text"]


def test_auto_play_waits_for_speech_too(loop):
    game = scenarios.at(["R5 R7", "B1 B2 R3", "G8 R8 B8"], "R1", rules="classic")
    table = GameTable(game, mode="play", human_seats=(), bot="greedy")
    table.speech = True
    table.auto_toggle.value = True  # "Bots play on their own, untick to stop" is said: it is pending
    speed = float(table.speed.value)
    loop.run(speed)
    assert not game.move_stack  # the note is still being spoken
    spoken(table, latest_cue(table)["serial"])
    assert len(game.move_stack) == 1  # the held beat goes on
    assert loop.run(speed) == 1 and len(game.move_stack) == 1  # the next beat waits for Ana's move's speech
    spoken(table, latest_cue(table)["serial"])
    assert len(game.move_stack) == 2


def test_without_a_kernel_nothing_waits_for_a_page():
    table = play_table(bots_answer=True)
    table.speech = True
    table.command("r5")  # plain Python: the bots answer at once (no page can say "spoken")
    assert len(table.game.move_stack) > 1


# ------------------------------------------------------------------ cues: voices and earcons
def test_move_events_name_each_kind_of_event():
    assert move_events(Move.parse("0: play R5")) == ["play"]
    assert move_events(Move.parse("0: play W blue")) == ["wild"]
    assert move_events(Move.parse("0: play R5 uno")) == ["play", "uno"]
    assert move_events(Move.parse("0: draw")) == ["draw"]
    assert move_events(Move.parse("0: draw"), pending_before=2) == ["penalty"]
    assert move_events(Move.parse("0: accept")) == ["penalty"]
    assert move_events(Move.parse("0: catch 1")) == ["penalty"]
    assert move_events(Move.parse("0: challenge")) == ["penalty"]
    assert move_events(Move.parse("0: uno")) == ["uno"]
    assert move_events(Move.parse("0: pass")) == []
    assert set(EARCONS) == {"turn", "play", "draw", "penalty", "uno", "wild", "end"}


def test_cues_carry_the_earcons_of_the_moves_they_tell_and_your_turn_once():
    table = play_table(bots_answer=True)
    table.sounds = True
    table.command("r5")
    cues = table.voice_panel.cues
    assert cues[-2]["events"] == ["play"] and cues[-2]["speaker"] == "own"
    bots = cues[-1]
    expected = []
    for move in table.game.move_stack[1:]:  # the bots' moves, each kind once in a row
        for event in move_events(move):
            if not expected or expected[-1] != event:
                expected.append(event)
    assert bots["speaker"] == "others" and bots["events"] == expected[:4] + ["turn"]
    table.ask("h")  # a question in your turn: no new event, and "your turn" is not sounded again
    assert latest_cue(table)["events"] == [] and latest_cue(table)["speaker"] == "own"


def test_a_penalty_a_wild_and_the_round_end_are_sounded():
    game = scenarios.at(["W R2", "B1 B2", "G8 R8"], "R1", "Y1 Y2 Y3 Y4", rules="classic", current=0, pending=0)
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy")
    table.sounds = True
    table.command("wild blue uno")
    assert latest_cue(table)["events"] == ["wild", "uno"]
    end = scenarios.at(["R2", "B1 B2", "G8 R8"], "R1", rules="classic", current=0)
    table = GameTable(end, mode="play", human_seats=(0,), bot="greedy")
    table.sounds = True
    table.command("r2")
    assert latest_cue(table)["events"] == ["play", "end"]
    stack = scenarios.at(["R5 G2", "B1 B2", "G8 R8"], "R+2", "Y1 Y2 Y3 Y4",
                         rules=find_preset("classic", stack_draw_two=True), current=0, pending=2)
    table = GameTable(stack, mode="play", human_seats=(0,), bot="greedy")
    table.sounds = True
    table.command("draw")
    assert latest_cue(table)["events"][0] == "penalty"


def test_without_sounds_cues_carry_no_events_and_every_message_is_a_cue():
    table = play_table(bots_answer=True)
    before = table.live.serial
    table.command("r5")
    table.ask("t")
    cues = [c for c in table.voice_panel.cues if c["serial"] > before]
    assert [c["text"] for c in cues] == [text for _, text in table.live.history[-len(cues):]]
    assert all(c["events"] == [] for c in cues)


# ------------------------------------------------------------------ settings
def test_settings_are_validated_and_reach_the_panel():
    table = play_table()
    assert table.voice_settings == {"speech": False, "rate": 1.0, "own_voice": "", "others_voice": "",
                                    "sounds": False}  # off by default
    table.speech_rate = 1.5
    table.others_voice = "Daniel"
    assert table.voice_panel.settings["rate"] == 1.5 and table.voice_panel.settings["others_voice"] == "Daniel"
    with pytest.raises(VoiceError, match=r"speech_rate 3(\.0)? is outside 0.5 to 2.0"):
        table.speech_rate = 3
    with pytest.raises(VoiceError, match=r"speech_wait_s 0(\.0)? is outside"):
        table.speech_wait_s = 0
    with pytest.raises(VoiceError, match="not a voice name"):
        table.own_voice = "x" * 300
    with pytest.raises(VoiceError, match="unknown voice setting 'volume'"):
        table.voice_settings = {"volume": 2}


def test_the_page_s_choice_is_applied_and_a_bad_one_is_put_back():
    table = play_table()
    put_back = []
    table.voice_panel.send_state = lambda key=None: put_back.append(key)
    table.voice_panel._on_message(None, {"type": "settings", "settings": {
        "speech": True, "rate": 1.2, "own_voice": "Anna", "others_voice": "Daniel", "sounds": True}}, [])
    assert (table.speech, table.speech_rate, table.own_voice, table.others_voice, table.sounds) == \
        (True, 1.2, "Anna", "Daniel", True)
    assert table.voice_panel.settings == table.voice_settings
    put_back.clear()
    table.voice_panel._on_message(None, {"type": "settings", "settings": {"speech": "yes"}}, [])
    assert table.speech is True  # refused, unchanged
    table.voice_panel._on_message(None, {"type": "settings", "settings": {"rate": 9}}, [])
    assert table.speech_rate == 1.2
    table.voice_panel._on_message(None, {"type": "settings", "settings": {"sounds": False, "own_voice": "x" * 300}},
                                  [])
    assert (table.sounds, table.own_voice) == (True, "Anna")  # nothing of a refused choice is kept
    assert put_back == ["settings", "settings", "settings"]  # the page is put back in step each time


def test_the_speech_and_sound_settings_are_in_the_announcements_panel():
    table = play_table()
    panel = table.panels["announce"].children[1]
    assert table.announce_panel in panel.children and table.voice_panel in panel.children
