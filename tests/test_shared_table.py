"""A shared table in a notebook: ``GameTable.join`` / ``GameTable.watch`` against the real table service
(``unokit tables serve`` started as a process, as in tests/test_tables_service.py), spoken to with tornado's
WebSocket client on an asyncio event loop, as in a Jupyter kernel (issue 25).

- a joined table's widgets hold its own hand and never another seat's hidden card;
- a move made through the widgets (a card button, the draw pile, an action button) reaches the service, and
  the other seat's client sees it;
- a move the service refuses is said in the table's live region and changes nothing;
- a spectator's table shows no hand and cannot move.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import re
from typing import Any

import pytest

pytest.importorskip("tornado")
pytest.importorskip("ipywidgets")

import ipywidgets as widgets  # noqa: E402
from test_tables_service import WAIT_S, Service, run  # noqa: E402

from unokit.cards import Card  # noqa: E402
from unokit.errors import UnokitError  # noqa: E402
from unokit.moves import Move, MoveKind  # noqa: E402
from unokit.tables.client import TableClient  # noqa: E402
from unokit.tables.table import TableError  # noqa: E402
from unokit.widgets import GameTable, SharedTable  # noqa: E402


def widget_states(root: widgets.Widget) -> str:
    """The synced state of ``root`` and of every widget it holds, as JSON text: what the page is sent."""
    seen: set[str] = set()
    texts = []
    todo = [root]
    while todo:
        widget = todo.pop()
        if widget.model_id in seen:
            continue
        seen.add(widget.model_id)
        texts.append(json.dumps(widget.get_state(), default=str))
        for key in widget.keys:
            value = getattr(widget, key)
            for item in value if isinstance(value, (list, tuple)) else (value,):
                if isinstance(item, widgets.Widget):
                    todo.append(item)
    return "\n".join(texts)


def holds_code(text: str, code: str) -> bool:
    """Whether ``text`` names the card code ``code`` as a whole word (not inside a longer token)."""
    return re.search(rf"(?<![A-Za-z0-9+/]){re.escape(code)}(?![A-Za-z0-9+/])", text) is not None


async def until(table: SharedTable, predicate: Any) -> None:
    """Wait (at most WAIT_S) until ``predicate()`` holds; it is checked after every message the table reads."""
    await table.client.wait(lambda _client: predicate(), WAIT_S)


async def ben_moves_through_the_widgets(table: SharedTable) -> None:
    """Ben makes one move as a person does: a playable card's button, else the draw pile, else the first
    action offered (a Wild starter's colour)."""
    hand = table.hands[table.seat]
    for index, entry in enumerate(hand.cards):
        if entry["playable"]:
            color = "red" if entry["code"].startswith("W") else None
            swap = hand.swap_targets[0]["seat"] if hand.swap_targets and entry["code"][1:] == "7" else None
            hand.handle_intent({"action": "play", "index": index, "code": entry["code"], "color": color,
                                "uno": False, "swap": swap, "revision": hand.revision})
            return
    if table.draw_button.layout.display != "none":
        table.draw_button.click()
        return
    table.actions_box.children[0].click()


async def two_seats(url: str, seed: int) -> tuple[TableClient, str, SharedTable]:
    ana = await TableClient.connect(url, WAIT_S)
    room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=seed)
    table = GameTable.join(url, room.lower(), "Ben")
    assert isinstance(table, SharedTable)
    assert await asyncio.wait_for(table.ready, WAIT_S), table.problem
    assert table.seat == 1 and table.room == room
    await ana.start()
    await until(table, lambda: table.view is not None and table.view["started"])
    return ana, room, table


@pytest.mark.parametrize("seed", [5, 11])
def test_a_joined_table_shows_only_its_own_hand_and_sends_its_moves(service: Service, seed: int) -> None:
    async def scenario() -> None:
        ana, room, table = await two_seats(service.url, seed)
        # Ana plays (through her own client) until it is Ben's turn
        while table.view["current"] != 1:
            view = await ana.wait_view(lambda v: v["current"] == 0 and v["legal"] and v["seq"] == ana.seq)
            refused = len(ana.errors)
            await ana.move(sorted(view["legal"])[0])
            # on a loaded machine a newer view can be on its way when Ana moves: her move, made against the
            # older sequence number, is refused (contract 6) and she moves again on the newer view
            await ana.wait(lambda c, seq=view["seq"], refused=refused: len(c.errors) > refused or c.seq > seq)
            if len(ana.errors) > refused:
                assert "sequence" in ana.errors[-1] or "seq" in ana.errors[-1], ana.errors
                continue
            await until(table, lambda seq=view["seq"]: table.view["seq"] > seq)
        await ana.wait_view(lambda v: v["seq"] == table.view["seq"])
        turn = [text for _kind, text in table.live.history if text.startswith("Your turn: ")]
        assert len(turn) == 1 and turn[0].endswith(" can be played."), table.live.history
        # privacy: every widget's state holds Ben's cards, and no card only Ana holds
        states = widget_states(table)
        hidden = set(ana.view["hand"]) - set(table.view["hand"]) - set(table.view["discard"])
        assert hidden, "Ana holds cards Ben cannot see"
        assert not [code for code in hidden if holds_code(states, code)]
        for code in table.view["hand"]:  # the check finds a card the state holds
            assert f'"code": "{code}"' in states and holds_code(states, code)
        assert all(entry["code"] == "" for entry in table.hands[0].cards)
        assert len(table.hands[0].cards) == len(ana.view["hand"])
        # a move through the widgets reaches the service; Ana sees it
        before = table.view["seq"]
        await ben_moves_through_the_widgets(table)
        await ana.wait(lambda c: any(e["move"].startswith("1: ") and e["seq"] > before for e in c.events))
        await until(table, lambda: table.view["seq"] > before)
        await ana.wait_view(lambda v: v["seq"] == table.view["seq"])
        assert ana.view["counts"][1] == len(table.view["hand"])
        assert table.move_log.entries == [event["text"] for event in ana.events]
        assert not table.errors
        ana.close()
        table.close()

    run(scenario())


def test_a_refused_move_is_said_and_changes_nothing(service: Service) -> None:
    async def scenario() -> None:
        ana, room, table = await two_seats(service.url, 7)
        await ana.wait_view(lambda v: v["seq"] == table.view["seq"])
        seq, ana_seq, hand = table.view["seq"], ana.seq, list(table.view["hand"])
        # a card Ben does not hold, sent by name: the service refuses it with its reason
        code = next(c for c in ("R0", "G0", "B0", "Y0") if c not in hand)
        said = len(table.live.history)
        table.send_move(f"play {code}")
        await until(table, lambda: table.errors)
        assert table.errors[-1].startswith("Refused: move 'play ")
        assert ("polite", table.errors[-1]) in table.live.history[said:]
        assert table.move_log.status == table.errors[-1]
        # a card of the hand that cannot be played now: refused at the hand, nothing sent
        hand_view = table.hands[1]
        stuck = [i for i, entry in enumerate(hand_view.cards) if not entry["playable"]]
        if stuck:
            entry = hand_view.cards[stuck[0]]
            hand_view.handle_intent({"action": "play", "index": stuck[0], "code": entry["code"], "color": None,
                                     "uno": False, "swap": None, "revision": hand_view.revision})
            assert entry["name"] in hand_view.message and "cannot be played" in hand_view.message
            assert table.live.history[-1] == ("polite", hand_view.message)  # said once, in the live region
            assert table.live.history.count(("polite", hand_view.message)) == 1
        # a command the service cannot read
        errors = len(table.errors)
        table.send_command("play the moon")
        await until(table, lambda: len(table.errors) > errors)
        # a question typed in the command field is answered from Ben's own view, in the live region
        said, results = len(table.live.history), []
        table.ear.command_bar.send = lambda message, buffers=None: results.append(message)
        table.ear.command_bar._on_message(None, {"type": "command", "text": "hand", "id": 4}, [])
        await until(table, lambda: len(table.live.history) > said and results)
        assert results[-1]["id"] == 4 and results[-1]["ok"]  # carried out: the page clears the field
        answer = table.live.history[-1][1]
        assert answer.startswith(f"{len(hand)} cards.") and all(
            Card.parse(code).color.title in answer for code in hand if not code.startswith("W")), answer
        # nothing changed, for Ben or for Ana
        probe = await TableClient.connect(service.url, WAIT_S)
        await probe.join(room, "Teacher", "spectator")
        assert probe.seq == seq and ana.seq == ana_seq and table.view["seq"] == seq
        assert table.view["hand"] == hand
        for client in (ana, probe):
            client.close()
        table.close()

    run(scenario())


def test_a_spectator_sees_no_hand_and_cannot_move(service: Service) -> None:
    async def scenario() -> None:
        ana, room, table = await two_seats(service.url, 3)
        watcher = GameTable.watch(service.url, room, "Teacher")
        assert await asyncio.wait_for(watcher.ready, WAIT_S), watcher.problem
        await until(watcher, lambda: watcher.view is not None and watcher.view["seq"] == table.view["seq"])
        assert watcher.seat is None and "hand" not in watcher.view
        states = widget_states(watcher)
        hidden = (set(ana.view["hand"]) | set(table.view["hand"])) - set(watcher.view["discard"])
        assert not [code for code in hidden if holds_code(states, code)]
        assert all(entry["code"] == "" for hand in watcher.hands for entry in hand.cards)
        with pytest.raises(UnokitError, match="spectators watch"):
            watcher.send_move("draw")
        assert watcher.errors[-1].startswith("Not played: spectators watch")
        for client in (ana,):
            client.close()
        table.close()
        watcher.close()

    run(scenario())


def test_a_host_creates_a_table_and_starts_it_from_the_widgets(service: Service) -> None:
    async def scenario() -> None:
        host = SharedTable.create(service.url, "classic", [{"name": "Ana"}, {"name": "Ben"},
                                                           {"name": "Bot", "bot": "greedy"}],
                                  invite="http://127.0.0.1:8866/?room={room}")
        assert await asyncio.wait_for(host.ready, WAIT_S), host.problem
        await until(host, lambda: host.view is not None)
        assert host.host and host.seat == 0 and host.start_button.layout.display == ""
        assert f"?room={host.room}" in host.lobby.value and f">{host.room}<" in host.lobby.value
        ben = GameTable.join(service.url, host.room, "Ben")
        assert await asyncio.wait_for(ben.ready, WAIT_S), ben.problem
        await until(ben, lambda: ben.view is not None)
        assert not ben.host and ben.start_button.layout.display == "none"
        host.start_button.click()
        await until(ben, lambda: ben.view["started"])
        await until(host, lambda: host.view["started"])
        assert host.start_button.layout.display == "none"
        assert "Table: Classic rules, round 1, 3 players" in ben.title.value
        host.close()
        ben.close()

    run(scenario())


def test_bad_rooms_addresses_and_no_event_loop_are_refused_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(TableError, match="'AB' is not a room code; a code is 5 letters and digits"):
        GameTable.join("ws://127.0.0.1:1/tables", "AB", "Ben")
    with pytest.raises(UnokitError, match="starts with ws:// or wss://"):
        GameTable.join("http://127.0.0.1:1/tables", "ACD34", "Ben")
    monkeypatch.delenv("UNOKIT_TABLES_URL", raising=False)
    with pytest.raises(UnokitError, match="UNOKIT_TABLES_URL is not set"):
        GameTable.join(None, "ACD34", "Ben")
    # from a thread with no event loop running (in the full suite the browser tests' Playwright keeps one
    # running in the main thread, as tests/test_tables_service.py's run() says)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        refused = pool.submit(lambda: GameTable.join("ws://127.0.0.1:1/tables", "ACD34", "Ben")).exception()
    assert isinstance(refused, UnokitError) and "running asyncio event loop" in str(refused), refused


def test_no_service_is_said_in_the_live_region() -> None:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]

    async def scenario() -> SharedTable:
        table = GameTable.join(f"ws://127.0.0.1:{port}/tables", "ACD34", "Ben")
        assert not await asyncio.wait_for(table.ready, WAIT_S)
        return table

    table = run(scenario())
    assert isinstance(table, SharedTable)
    assert table.problem.startswith(f"Could not reach the table service at ws://127.0.0.1:{port}/tables")
    assert table.live.polite == table.problem


def test_move_words_name_each_move_as_the_action_bar_does() -> None:
    players = ["Ana", "Ben"]
    assert SharedTable is not None
    from unokit.widgets.shared import move_words

    assert move_words(Move.parse("0: draw"), players) == "Draw a card"
    assert move_words(Move.parse("1: catch 0"), players) == "Catch Ana"
    assert move_words(Move.parse("0: accept"), players, 4) == "Accept: draw 4"
    assert move_words(Move.parse("0: choose red"), players) == "Choose Red"
    assert move_words(Move.parse("0: play W blue uno"), players) == "Play Wild as Blue and say UNO"
    assert Move.parse("0: draw").kind is MoveKind.DRAW


async def eventually(predicate: Any, what: str) -> None:
    """Check ``predicate()`` every 0.1 s until it holds (at most WAIT_S): for states reached while no socket is
    open (the client's own wait ends when its socket closes)."""
    deadline = asyncio.get_running_loop().time() + WAIT_S
    while not predicate():
        assert asyncio.get_running_loop().time() < deadline, f"waited {WAIT_S} s for {what}"
        await asyncio.sleep(0.1)


def test_a_table_takes_its_seat_back_by_itself_when_the_service_restarts(service: Service) -> None:
    async def scenario() -> None:
        ana, room, table = await two_seats(service.url, 9)
        watcher = GameTable.watch(service.url, room)
        assert await asyncio.wait_for(watcher.ready, WAIT_S), watcher.problem
        await until(table, lambda: table.view["seq"] == ana.seq)
        hand, seq = list(table.view["hand"]), table.view["seq"]
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, service.kill)  # SIGKILL mid-round: the journal is all that is left
        await eventually(lambda: "reconnecting to the same seat" in table.live.assertive, "the lost connection said")
        await loop.run_in_executor(None, service.start)  # the same records folder and port
        for shown in (table, watcher):
            await eventually(lambda shown=shown: ("polite", f"Reconnected to table {room}.") in shown.live.history,
                             "the reconnection")
        assert table.seat == 1 and watcher.seat is None and table.view["hand"] == hand and table.view["seq"] == seq
        assert not table.problem and not watcher.problem
        # the table plays on: Ana comes back too, and a move through Ben's widgets reaches her
        await ana.rejoin()
        while table.view["current"] != 1:
            view = await ana.wait_view(lambda v: v["current"] == 0 and v["legal"] and v["seq"] == ana.seq)
            await ana.move(sorted(view["legal"])[0])
            await until(table, lambda seq=view["seq"]: table.view["seq"] > seq)
        await ana.wait_view(lambda v: v["seq"] == table.view["seq"])
        before = table.view["seq"]
        await ben_moves_through_the_widgets(table)
        await ana.wait(lambda c: any(e["move"].startswith("1: ") and e["seq"] > before for e in c.events))
        ana.close()
        table.close()
        watcher.close()

    run(scenario())


def test_a_round_played_to_its_end_shows_every_hand_and_the_host_deals_the_next(service: Service) -> None:
    async def scenario() -> None:
        host = SharedTable.create(service.url, "classic", [{"name": "Ana"}, {"name": "Ben"}], seed=2)
        assert await asyncio.wait_for(host.ready, WAIT_S), host.problem
        ben = GameTable.join(service.url, host.room, "Ben")
        assert await asyncio.wait_for(ben.ready, WAIT_S), ben.problem
        host.start()
        await until(ben, lambda: ben.view["started"])

        def choice(view: dict[str, Any]) -> str:  # a play when there is one, else a draw, else what is left
            moves = sorted(view["legal"])
            return next((m for m in moves if " play " in m), next((m for m in moves if m.endswith("draw")), moves[0]))

        await until(host, lambda: host.view["started"])
        while ben.view["phase"] != "over":
            assert host.view["seq"] == ben.view["seq"]
            mover = host if host.view["legal"] else ben
            seq = mover.view["seq"]
            mover.send_move(choice(mover.view))
            for table in (host, ben):  # each seat's table shows the move
                await until(table, lambda table=table, seq=seq: table.view["seq"] > seq or table.errors)
            assert not ben.errors and not host.errors
        for table, other in ((host, 1), (ben, 0)):  # every hand is public now, drawn face up
            assert [entry["code"] for entry in table.hands[other].cards] == table.view["hands"][other]
            assert "Round over." in table.summary.value
        assert host.start_button.layout.display == "" and host.start_button.description == "Deal the next round"
        assert ben.start_button.layout.display == "none"
        host.start_button.click()
        await until(ben, lambda: ben.view["round"] == 2 and ben.view["phase"] != "over")
        assert "round 2" in ben.title.value and all(entry["code"] == "" for entry in ben.hands[0].cards)
        host.close()
        ben.close()

    run(scenario())


def test_each_seat_chooses_its_own_signs_and_one_that_does_not_cover_the_table_gives_way(service: Service) -> None:
    # issue 28: colour signs chosen per seat; Mattel's symbols cover only the four classic colours
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}], seed=4)
        ben = GameTable.join(service.url, room, "Ben", signs="letters")
        assert await asyncio.wait_for(ben.ready, WAIT_S), ben.problem
        cy = GameTable.join(service.url, room, "Cy", signs="mattel")  # after Ben: seats are taken in order
        assert await asyncio.wait_for(cy.ready, WAIT_S), cy.problem
        await ana.start()
        for table in (ben, cy):
            await until(table, lambda table=table: table.view is not None and table.view["started"])
        assert ben.signs == "letters" and cy.signs == "mattel"
        for table, words in ((ben, "Letter signs"), (cy, "Mattel colour-blind symbols")):
            faces = [entry["svg"] for entry in table.hands[table.seat].cards]
            assert faces and all(words in face for face in faces), table.signs
        spectrum = await TableClient.connect(service.url, WAIT_S)
        other = await spectrum.create("spectrum", [{"name": "Ana"}, {"name": "Dee"}], seed=2)
        dee = GameTable.join(service.url, other, "Dee", signs="mattel")
        assert await asyncio.wait_for(dee.ready, WAIT_S), dee.problem
        await spectrum.start()
        await until(dee, lambda: dee.view is not None and dee.view["started"])
        assert dee.signs == "coloradd"
        assert ("The mattel signs have no sign for every colour of this table: your cards show ColorADD signs."
                in [text for _kind, text in dee.live.history])
        assert all("ColorADD" in entry["svg"] for entry in dee.hands[dee.seat].cards)
        for table in (ben, cy, dee):
            table.close()
        ana.close()
        spectrum.close()

    run(scenario())


def test_the_host_opens_the_hands_of_a_teaching_table_and_every_viewer_is_told(service: Service) -> None:
    # issue 25 item 3: open hands, turned on by the host, shown to every viewer as such
    async def scenario() -> None:
        host = SharedTable.create(service.url, "classic", [{"name": "Ana"}, {"name": "Ben"}], seed=6)
        assert await asyncio.wait_for(host.ready, WAIT_S), host.problem
        ben = GameTable.join(service.url, host.room, "Ben")
        assert await asyncio.wait_for(ben.ready, WAIT_S), ben.problem
        host.start()
        for table in (ben, host):  # each page draws the views it has read (the host's toggle follows its own)
            await until(table, lambda table=table: table.view is not None and table.view["started"])
        assert host.open_hands_toggle.layout.display == "" and ben.open_hands_toggle.layout.display == "none"
        assert "hands" not in ben.view and all(not e["code"] for e in ben.hands[0].cards)  # Ana's: backs
        host.open_hands_toggle.value = True
        await until(ben, lambda: ben.view.get("open_hands") is True)
        await until(host, lambda: host.view.get("open_hands") is True)
        assert "open hands: every hand is shown to everyone" in ben.title.value
        assert [e["code"] for e in ben.hands[0].cards] and all(e["code"] for e in ben.hands[0].cards)
        before = len(ben.errors)
        ben.set_open_hands(False)  # only the host may: refused, said, nothing changed
        await until(ben, lambda: len(ben.errors) > before)
        assert ben.view["open_hands"] is True and "only the host" in ben.errors[-1], ben.errors
        host.open_hands_toggle.value = False
        await until(ben, lambda: ben.view.get("open_hands") is False)
        assert all(not e["code"] for e in ben.hands[0].cards) and host.open_hands_toggle.value is False
        host.close()
        ben.close()

    run(scenario())
