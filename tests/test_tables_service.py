"""The table service as a real process (``unokit tables serve``) spoken to over real WebSockets (issue 25).

- a round played to its end by two people and a bot, every frame each person received checked for the other
  person's hidden cards, and a spectator watching;
- a person who closes the socket and rejoins with the token takes the same seat and gets the missed events once;
- the service killed (SIGKILL) mid-round and started again resumes the table from its journal, nothing lost;
- hostile frames (not JSON, unknown type, a move for another seat, an old sequence number, a 1 MB frame, a
  flood) get an ``error`` or a closed socket and never change the table.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("tornado")

from unokit.tables.client import TableClient  # noqa: E402

#: Every wait of these tests, in seconds: a busy 2-core CI machine (see tests/browser/voila_support.py).
WAIT_S = 60.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Service:
    """A running ``unokit tables serve`` process."""

    def __init__(self, records: Path, port: int | None = None) -> None:
        self.records = records
        self.port = port or _free_port()
        self.url = f"ws://127.0.0.1:{self.port}/tables"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        environment = dict(os.environ, PYTHONUNBUFFERED="1")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "unokit.cli", "tables", "serve", "--port", str(self.port), "--records",
             str(self.records), "--bot-delay", "0", "--uno-grace", "0", "--speech-wait", "120"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=environment, start_new_session=True)
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the service stopped: {self.process.stdout.read().decode()}")  # type: ignore[union-attr]
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=2) as answer:
                    if json.load(answer)["service"] == "unokit tables":
                        return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"the service did not answer within {WAIT_S} s")

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(WAIT_S)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(WAIT_S)
            except subprocess.TimeoutExpired:
                self.kill()


def run(coroutine) -> object:
    """Run ``coroutine`` (at most 240 s) on an event loop of its own thread: in the full suite the browser
    tests' Playwright (sync API) keeps an event loop running in the main thread."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, asyncio.wait_for(coroutine, 240)).result()


def _hidden_elsewhere(client: TableClient, others: list[TableClient]) -> set[str]:
    mine = set(client.view["hand"]) | set(client.view["discard"])
    theirs = set()
    for other in others:
        theirs |= set(other.view["hand"])
    return theirs - mine


async def _play(clients: list[TableClient], host: TableClient, until) -> None:
    """Each person plays a legal move whenever it is their turn, until ``until()`` holds."""
    while not until():
        await host.wait(lambda c: c.view["phase"] == "over" or any(
            x.view["current"] == x.seat and x.view["legal"] and x.seq == host.seq for x in clients) or until())
        if host.view["phase"] == "over" or until():
            return
        for client in clients:
            view = client.view
            if view["current"] == client.seat and view["legal"] and client.seq == host.seq:
                before, errors = client.seq, len(client.errors)
                await client.move(sorted(view["legal"])[0])
                await client.wait(lambda c, before=before, errors=errors: c.seq > before or len(c.errors) > errors)
                break


def test_two_people_and_a_bot_play_a_round_each_seeing_only_their_own_hand(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Bot", "bot": "greedy"}],
                                seed=3)
        ben = await TableClient.connect(service.url, WAIT_S)
        assert await ben.join(room.lower(), "Ben") == 1  # the code is read in any case
        watcher = await TableClient.connect(service.url, WAIT_S)
        assert await watcher.join(room, "Teacher", "spectator") is None
        await ana.start()
        await ben.wait_view(lambda v: v["started"])
        checked = 0
        while ana.view["phase"] != "over":
            for person, other in ((ana, ben), (ben, ana)):
                hidden = _hidden_elsewhere(person, [other])
                for frame in person.frames[-6:]:
                    assert not any(f'"{code}"' in frame for code in hidden), (person.seat, frame)
                checked += 1
            await _play([ana, ben], ana, lambda: ana.view["phase"] == "over" or ana.seq >= 40)
            if ana.seq >= 40:
                break
        await watcher.wait(lambda c: c.seq == ana.seq)
        assert "hand" not in watcher.view and watcher.view["seat"] is None
        assert [e["seq"] for e in ben.events] == list(range(1, len(ben.events) + 1))
        assert checked > 0
        for client in (ana, ben, watcher):
            client.close()

    run(scenario())


def test_a_person_who_closes_the_socket_rejoins_the_same_seat_and_hears_what_they_missed(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Bot", "bot": "random"}],
                                seed=8)
        ben = await TableClient.connect(service.url, WAIT_S)
        await ben.join(room, "Ben")
        await ana.start()
        await ben.wait_view(lambda v: v["started"])
        ben.socket.close()
        await ben.wait(lambda c: c.closed)
        seen = max(ben.seq, ben.last_event)
        await _play([ana], ana, lambda: ana.view["current"] == 1 or ana.view["phase"] == "over")
        if ana.seq == seen:  # nothing happened while Ben was away: make something happen
            pytest.skip("the deal gave Ben the first turn")
        assert await ben.rejoin() == 1
        await ben.wait(lambda c: c.seq == ana.seq)
        missed = [e["seq"] for e in ben.events if e["seq"] > seen]
        assert missed == list(range(seen + 1, ana.seq + 1))
        assert len(ben.summaries) == 1 and ben.summaries[0].startswith("While you were away:")
        assert ben.view["seat"] == 1 and ben.view["hand"]
        ana.close()
        ben.close()

    run(scenario())


def test_a_service_killed_mid_round_resumes_every_table_from_its_journal(service: Service) -> None:
    async def before_kill() -> tuple[str, str, str, dict, int]:
        ana = await TableClient.connect(service.url, WAIT_S)
        room = await ana.create("party", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Bot", "bot": "greedy"}],
                                seed=21)
        ben = await TableClient.connect(service.url, WAIT_S)
        await ben.join(room, "Ben")
        await ana.start()
        await ben.wait_view(lambda v: v["started"])
        await _play([ana, ben], ana, lambda: ana.seq >= 6 or ana.view["phase"] == "over")
        await ben.wait(lambda c: c.seq == ana.seq)
        state = (room, ana.token, ben.token, dict(ana.view), ana.seq)
        ana.close()
        ben.close()
        return state

    room, ana_token, ben_token, view, seq = run(before_kill())
    service.kill()
    service.start()

    async def after_restart() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        ana.room, ana.token, ana.seq = room, ana_token, seq
        await ana.rejoin()
        assert ana.seat == 0
        resumed = await ana.wait_view()
        for key in ("hand", "counts", "top", "discard", "color", "current", "legal", "seq"):
            assert resumed[key] == view[key], key
        ben = await TableClient.connect(service.url, WAIT_S)
        ben.room, ben.token, ben.seq = room, ben_token, seq
        assert await ben.rejoin() == 1
        await _play([ana, ben], ana, lambda: ana.seq >= seq + 4 or ana.view["phase"] == "over")
        ana.close()
        ben.close()

    run(after_restart())


def test_hostile_frames_get_an_error_or_a_closed_socket_and_never_change_the_table(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=5)
        ben = await TableClient.connect(service.url, WAIT_S)
        await ben.join(room, "Ben")
        await ana.start()
        await ben.wait_view(lambda v: v["started"])
        before = (ana.seq, ana.view["hand"], ben.view["hand"], ana.view["discard"])
        actor, other = (ana, ben) if ana.view["current"] == 0 else (ben, ana)
        errors = len(other.errors)
        await other.socket.write_message("not json")
        await other.send({"type": "nosuch"})
        await other.send({"type": "move", "move": f"{actor.seat}: draw", "seq": other.seq})
        await other.send({"type": "move", "move": "draw", "seq": other.seq - 1})
        await other.send({"type": "start"})  # not the host (or the round is on)
        await other.wait(lambda c: len(c.errors) >= errors + 5)
        assert any("JSON" in e for e in other.errors)
        assert any("unknown message type" in e for e in other.errors)
        assert any("your own seat" in e for e in other.errors)
        # an old sequence number from the seat to act is refused too
        await actor.send({"type": "move", "move": "draw", "seq": actor.seq + 5})
        await actor.wait(lambda c: any("latest event" in e for e in c.errors))
        # a 1 MB frame closes the socket
        big = await TableClient.connect(service.url, WAIT_S)
        await big.socket.write_message("x" * (1 << 20))
        await big.wait(lambda c: c.closed)
        # a flood closes the socket
        flood = await TableClient.connect(service.url, WAIT_S)
        for _ in range(200):
            try:
                await flood.send({"type": "nosuch"})
            except Exception:  # noqa: BLE001  (the socket closed under the flood)
                break
        await flood.wait(lambda c: c.closed)
        assert any("too many messages" in e for e in flood.errors)
        await ana.send({"type": "nosuch"})  # a round trip: everything before it was handled
        await ana.wait(lambda c: any("unknown message type" in e for e in c.errors))
        assert (ana.seq, ana.view["hand"], ben.view["hand"], ana.view["discard"]) == before
        ana.close()
        ben.close()

    run(scenario())


def test_every_person_asks_and_types_at_their_own_table_and_bots_wait_for_their_speech(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Bot", "bot": "greedy"}], seed=2)
        watcher = await TableClient.connect(service.url, WAIT_S)
        await watcher.join(room, "Teacher", "spectator")
        await ana.send({"type": "settings", "settings": {"detail": "brief", "card_order": "number"},
                        "speech": True})
        await ana.wait(lambda c: any('"type":"settings"' in f for f in c.frames))
        await ana.start()
        await ana.wait_view(lambda v: v["current"] in (0, None) or v["phase"] == "over")
        # questions answered from what this seat may know, in its own words
        await ana.send({"type": "command", "text": "hand"})
        await ana.wait(lambda c: any('"type":"answer"' in f for f in c.frames))
        answer = json.loads(next(f for f in ana.frames if '"type":"answer"' in f))
        assert answer["key"] == "h" and answer["text"].startswith(f"{len(ana.view['hand'])} cards")
        await watcher.send({"type": "command", "text": "hand"})
        await watcher.wait(lambda c: any("spectators can ask" in e for e in c.errors))
        await watcher.send({"type": "ask", "key": "t"})
        await watcher.wait(lambda c: any('"type":"answer"' in f for f in c.frames))
        # a typed move is a move; then the bot waits for Ana's page to finish speaking it
        while ana.view["current"] == 0:
            seq = ana.seq
            legal = [m.split(": ", 1)[1] for m in ana.view["legal"]]
            typed = "pass" if "pass" in legal else "draw" if "draw" in legal else legal[0]
            await ana.send({"type": "command", "text": typed})
            await ana.wait(lambda c, seq=seq: c.seq > seq)
            assert ana.events[-1]["said"] and ana.events[-1]["text"]
        if ana.view["phase"] != "over":
            seq = ana.seq
            await asyncio.sleep(1.0)  # the bot could have moved long ago (--bot-delay 0): it waits for speech
            assert ana.seq == seq and ana.view["current"] == 1
            await ana.send({"type": "spoken", "seq": ana.seq})
            await ana.wait(lambda c: c.seq > seq)
        ana.close()
        watcher.close()

    run(scenario())


def test_a_turn_timer_is_off_by_default_can_be_extended_and_then_a_bot_moves_for_the_person(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=6)
        assert ana.view["turn_timer"] is None
        ana.close()
        ana = await TableClient.connect(service.url, WAIT_S)
        await ana.create("classic", [{"name": "Ana"}, {"name": "Bot", "bot": "greedy"}], seed=6, turn_timer=10)
        await ana.start()
        await ana.wait_view(lambda v: v["current"] == 0 or v["phase"] == "over")
        assert ana.view["turn_timer"] == 10
        seq = ana.seq
        await ana.send({"type": "extend"})
        await ana.wait_view(lambda v: v["turn_left"] is not None and v["turn_left"] > 10)
        assert ana.seq == seq  # extending is no move
        await ana.wait(lambda c: c.seq > seq, timeout=WAIT_S + 20)  # the turn ran out: a bot moved for Ana
        assert ana.events[0]["move"].startswith("0: ")
        ana.close()

    run(scenario())


@pytest.mark.parametrize("bad", [0, 0.5, -5, 86401, "60", True, None, [60]])
def test_an_away_time_outside_its_range_is_refused_and_makes_no_table(service: Service, bad: object) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        with pytest.raises(Exception, match=r"away_seconds: the seconds a person may be gone before a bot plays "
                                            r"their seat, a number from 1 to 86400, not "):
            await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=3, away_seconds=bad)
        assert not [f for f in ana.frames if json.loads(f).get("type") in ("created", "view")]
        assert not list(service.records.glob("*")) if service.records.exists() else True
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=3)  # the same, without it
        assert ana.view["away_seconds"] == 60.0 and room  # the service's own away time
        ana.close()

    run(scenario())


def test_a_tables_own_away_time_hands_a_gone_seat_to_a_bot(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=3, away_seconds=1.5)
        assert ana.view["away_seconds"] == 1.5
        ben = await TableClient.connect(service.url, WAIT_S)
        assert await ben.join(ana.room, "Ben") == 1
        assert ben.view["away_seconds"] == 1.5
        await ana.start()
        await ben.wait_view(lambda v: v["started"])
        while ana.view["current"] != 1:  # Ana plays until it is Ben's turn
            seq = ana.view["seq"]
            await ana.move(sorted(ana.view["legal"])[0])
            await ana.wait(lambda c, seq=seq: c.view["seq"] > seq, WAIT_S)
        seq = ana.view["seq"]
        ben.socket.close()
        # well before the service's own 60 s, a bot plays Ben's turn
        started = time.monotonic()
        await ana.wait(lambda c: c.view["seq"] > seq, WAIT_S)
        assert time.monotonic() - started < 30
        moved = [json.loads(f) for f in ana.frames if json.loads(f).get("type") == "event"][-1]
        assert moved["move"].startswith("1: ")
        ana.close()

    run(scenario())
