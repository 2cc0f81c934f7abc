"""Every person hears their own table (issue 25 item 5): at a shared table each seat's page has the question
keys, the command field, the announcement settings and the voice settings, and they work for that seat
alone, against the real table service (a process, as in tests/test_tables_service.py).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

pytest.importorskip("tornado")
pytest.importorskip("ipywidgets")

from test_tables_service import WAIT_S, Service, run  # noqa: E402

from unokit.tables.client import TableClient  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402
from unokit.widgets.keys import STORAGE_KEY as ANNOUNCE_KEY  # noqa: E402
from unokit.widgets.shared_ear import DEFAULT_VOICE, check_voice_settings  # noqa: E402
from unokit.widgets.voice import STORAGE_KEY as VOICE_KEY  # noqa: E402
from unokit.widgets.voice import VoiceError  # noqa: E402


class Sent:
    """What a widget sends its page (custom messages), collected."""

    def __init__(self, widget: Any) -> None:
        self.messages: list[dict[str, Any]] = []
        widget.send = lambda message, buffers=None: self.messages.append(message)


def frames_of(client: TableClient) -> list[dict[str, Any]]:
    return [json.loads(frame) for frame in client.frames]


async def until(client: TableClient, predicate: Any) -> None:
    """Wait (at most WAIT_S) until ``predicate()`` holds: it may read any table, so it is read every 20 ms,
    not only when ``client`` reads a message."""
    deadline = asyncio.get_running_loop().time() + WAIT_S
    while not predicate():
        assert not client.closed, client.errors
        assert asyncio.get_running_loop().time() < deadline, f"waited {WAIT_S} s in vain; errors: {client.errors}"
        await asyncio.sleep(0.02)


async def two_people(url: str) -> tuple[Any, Any]:
    """Ana hosts (seat 0) and Ben joins (seat 1), each a shared table of their own, the round started."""
    from unokit.widgets.shared import SharedTable

    ana = SharedTable.create(url, "classic", [{"name": "Ana"}, {"name": "Ben"}], seed=5)
    assert await asyncio.wait_for(ana.ready, WAIT_S), ana.problem
    ben = GameTable.join(url, ana.room, "Ben")
    assert await asyncio.wait_for(ben.ready, WAIT_S), ben.problem
    ana.start()
    for table in (ana, ben):
        await until(table.client, lambda table=table: table.view is not None and table.view["started"])
    return ana, ben


def test_voice_settings_from_a_page_are_checked() -> None:
    assert check_voice_settings({"speech": True}) == {**DEFAULT_VOICE, "speech": True}
    for bad, named in (({"speech": "yes"}, "speech must be true or false"), ({"rate": 9}, "speech_rate 9"),
                       ({"loud": True}, "unknown voice setting 'loud'"), ([], "voice settings are a dict")):
        with pytest.raises(VoiceError, match=named):
            check_voice_settings(bad)


def test_each_seat_asks_commands_and_hears_in_its_own_words(service: Service) -> None:
    async def scenario() -> None:
        ana, ben = await two_people(service.url)
        # each page keeps its settings in its own browser, under the one-screen table's keys
        assert ana.ear.announce_panel.storage_key == ANNOUNCE_KEY and ana.ear.voice_panel.storage_key == VOICE_KEY
        assert [c["name"] for c in ben.ear.announce_panel.choices] == ["detail", "card_order", "bot_moves"]
        # Ben's page restores "number first": the service words Ben's answers so, and Ana's stay colour first
        ben.ear.announce_panel._on_message(None, {"type": "settings", "settings": {
            "detail": "brief", "card_order": "number", "bot_moves": "each"}}, [])
        assert ben.ear.announce_panel.settings["card_order"] == "number"
        await until(ben.client, lambda: any(f["type"] == "settings" and f["settings"]["card_order"] == "number"
                                            for f in frames_of(ben.client)))
        top = ben.view["top"]
        said = len(ben.live.history)
        ben.ear.command_bar._on_message(None, {"type": "ask", "key": "t"}, [])  # the key t: the top card
        await until(ben.client, lambda: len(ben.live.history) > said)
        ana_said = len(ana.live.history)
        ana.ear.ask("t")
        await until(ana.client, lambda: len(ana.live.history) > ana_said)
        ben_top, ana_top = ben.live.history[-1][1], ana.live.history[-1][1]
        assert ben_top != ana_top and top[0] in "RGBY" and ben_top.lower() != ana_top.lower(), (ben_top, ana_top)
        # a private question is answered for the asking seat only: Ben's hand, from Ben's view
        said = len(ben.live.history)
        ben.ear.ask("h")
        await until(ben.client, lambda: len(ben.live.history) > said)
        assert ben.live.history[-1][1].startswith(f"{len(ben.view['hand'])} cards.")
        # the command field: a refusal keeps the text (ok false, the reason), a question clears it
        page = Sent(ben.ear.command_bar)
        ben.ear.command_bar._on_message(None, {"type": "command", "text": "play the moon", "id": 1}, [])
        await until(ben.client, lambda: page.messages)
        assert page.messages[-1]["id"] == 1 and not page.messages[-1]["ok"] and page.messages[-1]["answer"]
        ben.ear.command_bar._on_message(None, {"type": "command", "text": "counts", "id": 2}, [])
        await until(ben.client, lambda: len(page.messages) > 1)
        assert page.messages[-1] == {"type": "result", "id": 2, "ok": True, "answer": ben.live.history[-1][1]}
        ben.ear.command_bar._on_message(None, {"type": "command", "text": "  ", "id": 3}, [])
        assert page.messages[-1]["id"] == 3 and not page.messages[-1]["ok"]
        # the person whose turn it is moves by command; the field is told it was carried out
        mover = ana if ana.view["current"] == 0 else ben
        sent = Sent(mover.ear.command_bar)
        before = mover.view["seq"]
        mover.ear.command_bar._on_message(None, {"type": "command", "text": mover.view["legal"][0].split(": ")[-1],
                                                 "id": 7}, [])
        await until(mover.client, lambda: mover.view["seq"] > before and sent.messages)
        assert sent.messages[-1]["id"] == 7 and sent.messages[-1]["ok"], sent.messages
        for table in (ana, ben):
            table.close()

    run(scenario())


def test_a_seat_that_speaks_tells_the_service_and_says_what_it_has_spoken(service: Service) -> None:
    async def scenario() -> None:
        ana, ben = await two_people(service.url)
        ben.ear.voice_panel._on_message(None, {"type": "settings", "settings": {"speech": True, "rate": 1.5}}, [])
        assert ben.ear.voice == {**DEFAULT_VOICE, "speech": True, "rate": 1.5}
        assert ben.ear.voice_panel.settings["rate"] == 1.5
        await until(ben.client, lambda: any(f["type"] == "settings" and f["speech"] for f in frames_of(ben.client)))
        ben.ear.voice_panel._on_message(None, {"type": "settings", "settings": {"rate": 50}}, [])  # refused
        assert ben.ear.voice["rate"] == 1.5
        # every message of Ben's live region is a cue for Ben's page to speak, in Ben's voice or the others'
        said = len(ben.live.history)
        ben.ear.ask("c")
        await until(ben.client, lambda: len(ben.live.history) > said)
        cue = ben.ear.voice_panel.cues[-1]
        assert cue["text"] == ben.live.history[-1][1] and cue["speaker"] == "own"
        assert ana.ear.voice_panel.cues == [] or all(c["text"] != cue["text"] for c in ana.ear.voice_panel.cues)
        # the page says it has spoken the cue: the service hears which event this seat has heard
        ben.ear.voice_panel._on_message(None, {"type": "spoken", "serial": cue["serial"]}, [])
        frames = len(ben.client.frames)
        ben.ear.ask("c")  # the service answers in order, so the spoken message was read before this
        await until(ben.client, lambda: len(ben.client.frames) > frames)
        assert not ben.client.errors
        # another seat's move is cued in the others' voice, with its earcons
        while ana.view["current"] != 0:  # Ben moves first when the deal says so
            before = ben.view["seq"]
            ben.send_move(ben.view["legal"][0])
            await until(ana.client, lambda before=before: ana.view["seq"] > before and ben.view["seq"] > before)
        cues = len(ben.ear.voice_panel.cues)
        ana.send_move(ana.view["legal"][0])
        await until(ben.client, lambda: len(ben.ear.voice_panel.cues) > cues)
        moved = ben.ear.voice_panel.cues[cues]
        assert moved["speaker"] == "others" and moved["events"] and moved["text"].startswith("Ana"), moved
        for table in (ana, ben):
            table.close()

    run(scenario())
