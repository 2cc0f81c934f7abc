"""A browser keeps its seats at shared tables, and a page opened again takes its seat back (issue 25 item 4).

The store's rules (what a stored seat may hold, which seat a page takes back) without a service; then the
"Play with others" panel against the real table service (a process, as in tests/test_tables_service.py):
the seat made is kept with its token and its last event, a panel of the same browser takes it back and says
what it missed once, a table the service no longer has or a token it does not know is said and forgotten,
and "Leave this seat" forgets it.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("tornado")
pytest.importorskip("ipywidgets")

from test_tables_service import WAIT_S, Service, run  # noqa: E402

from unokit.dashboard.app import Dashboard  # noqa: E402
from unokit.dashboard.others import PlayWithOthers  # noqa: E402
from unokit.errors import UnokitError  # noqa: E402
from unokit.tables.client import TableClient  # noqa: E402
from unokit.widgets.shared_store import (  # noqa: E402
    MOST_SEATS,
    SeatStore,
    SeatStoreError,
    StoredSeat,
    read_stored,
    seat_to_take,
)

URL = "ws://127.0.0.1:8867/tables"
TOKEN = "a" * 22


def entry(room: str = "ACD34", url: str = URL, **fields: Any) -> dict[str, Any]:
    return {"url": url, "room": room, "token": TOKEN, "seat": 1, "name": "Ben", "seq": 4, **fields}


class Page:
    """What a browser's localStorage would hold: the store's messages applied as seat_store.js applies them."""

    def __init__(self, stored: list[Any] | None = None) -> None:
        self.stored: list[Any] = list(stored or [])

    def attach(self, store: SeatStore, room: str = "") -> None:
        store.send = self.receive  # type: ignore[method-assign]
        store._on_message(None, {"type": "stored", "seats": list(self.stored), "room": room}, [])

    def receive(self, message: dict[str, Any], buffers: Any = None) -> None:
        if message["type"] == "keep":
            key = (message["entry"]["url"], message["entry"]["room"])
            self.stored = [e for e in self.stored if (e["url"], e["room"]) != key] + [message["entry"]]
        else:
            self.stored = [e for e in self.stored if (e["url"], e["room"]) != (message["url"], message["room"])]


# ------------------------------------------------------------------ the store's rules
def test_a_stored_seat_reads_back_as_it_was_written() -> None:
    seat = StoredSeat.from_json(entry(room="acd34"))
    assert seat == StoredSeat(URL, "ACD34", TOKEN, 1, "Ben", 4)
    assert StoredSeat.from_json(seat.to_json()) == seat


@pytest.mark.parametrize(("fields", "named"), [
    ({"token": "short"}, "token: 8 to 100 letters"),
    ({"token": "has space inside it"}, "token:"),
    ({"seat": 10}, "seat: a seat number from 0 to 9, not '10'"),
    ({"seat": True}, "seat:"),
    ({"seq": -1}, "seq: the number of the last event seen"),
    ({"room": "AB"}, "room: 'AB' is not a room code"),
    ({"url": "http://x/tables"}, "url: the table service's address starts with ws://"),
    ({"name": "x" * 41}, "name: the seat's name"),
])
def test_a_stored_seat_that_cannot_be_used_names_its_field(fields: dict[str, Any], named: str) -> None:
    with pytest.raises(SeatStoreError, match=named.replace("(", r"\(")) as raised:
        StoredSeat.from_json(entry(**fields))
    assert isinstance(raised.value, UnokitError)


def test_what_a_page_sends_is_checked_and_the_newest_entry_of_a_room_wins() -> None:
    sent = [entry(seq=1), "nonsense", entry(room="CDE67", token="bad"), entry(seq=9), None, entry(room="CDE67")]
    seats = read_stored(sent)
    assert [(s.room, s.seq) for s in seats] == [("ACD34", 9), ("CDE67", 4)]
    assert read_stored({"not": "a list"}) == []
    many = [entry(room="AC" + a + b) for a in "D34679" for b in "E34679"]
    assert len(many) > MOST_SEATS and read_stored(many) == read_stored(many[-MOST_SEATS:])


def test_a_page_takes_back_the_invited_rooms_seat_else_the_newest_at_its_service() -> None:
    seats = read_stored([entry(room="ACD34"), entry(room="CDE67"), entry(room="EFG79", url="ws://other:1/tables")])
    assert seat_to_take(seats, URL).room == "CDE67"  # type: ignore[union-attr]
    assert seat_to_take(seats, URL, "acd34").room == "ACD34"  # type: ignore[union-attr]
    assert seat_to_take(seats, URL, "EFG79") is None  # a seat at another service is not this one's
    assert seat_to_take(seats, URL, "KMN34") is None  # an invite to another room: join it, not an old table
    assert seat_to_take(seats, "ws://third:1/tables") is None


def test_the_store_sends_what_was_kept_before_the_page_answered_and_hears_the_page_once() -> None:
    store, page, told = SeatStore(), Page([entry(room="CDE67")]), []
    store.on_stored = lambda seats, room: told.append(([s.room for s in seats], room))
    store.keep(StoredSeat.from_json(entry()))
    assert page.stored == [entry(room="CDE67")]  # nothing sent before the page has answered
    page.attach(store, room="ACD34")
    assert told == [(["CDE67", "ACD34"], "ACD34")]  # what was kept meanwhile is among them
    assert [e["room"] for e in page.stored] == ["CDE67", "ACD34"] and [s.room for s in store.seats] == ["CDE67", "ACD34"]
    store.forget(URL, "CDE67")
    assert [e["room"] for e in page.stored] == ["ACD34"]
    store._on_message(None, {"type": "stored", "seats": [], "room": ""}, [])  # a second answer is not heard
    assert len(told) == 1 and [s.room for s in store.seats] == ["ACD34"]


# ------------------------------------------------------------------ with the table service


async def _wait(predicate: Any, what: str) -> None:
    deadline = asyncio.get_running_loop().time() + WAIT_S
    while not predicate():
        assert asyncio.get_running_loop().time() < deadline, what
        await asyncio.sleep(0.05)


def test_a_page_opened_again_takes_its_seat_back_and_hears_what_it_missed_once(service: Service) -> None:
    async def scenario() -> None:
        browser = Page()
        host = PlayWithOthers(service.url)
        browser.attach(host.store)
        host.seat_names[1].value, host.seat_bots[1].value = "Bot", True
        host.seats.value = 2
        table = host.create()
        assert await asyncio.wait_for(table.ready, WAIT_S), table.problem
        assert host.leave_button.layout.display == ""
        [kept] = browser.stored
        assert kept["room"] == table.room and kept["seat"] == 0 and kept["token"] == table.client.token
        assert kept["name"] == "Ana"
        table.start_button.click()
        view = await table.client.wait_view(lambda v: v["started"] and v["current"] == 0 and v["legal"])
        before = table.client.seq
        table.send_move(view["legal"][0])
        await table.client.wait_view(lambda v: v["current"] == 0 and table.client.seq > before + 1
                                     or v["phase"] == "over")
        await _wait(lambda: browser.stored[-1]["seq"] == table.client.seq, "the last event seen is kept")
        seat_then = table.view["hand"]
        # the tab closes: the kernel and its table go; the browser keeps the seat, seen up to `before`
        table.close()
        browser.stored[-1]["seq"] = before
        again = PlayWithOthers(service.url)
        browser.attach(again.store)
        back = again.table
        assert back is not None and "taking it back" in again.status.value
        assert await asyncio.wait_for(back.ready, WAIT_S), back.problem
        assert back.seat == 0 and back.host and back.view["hand"] == seat_then
        await _wait(lambda: back.client.summaries, "the summary comes")
        [summary] = back.client.summaries
        assert summary.startswith("While you were away: ") and "Ana" in summary
        said = [text for _region, text in back.live.history]
        missed = [event["text"] for event in back.client.events]
        assert missed and said.count(summary) == 1 and not set(missed) & set(said), said  # once, as the summary
        assert back.move_log.entries == missed  # and each in the move log
        assert f"You are back at seat 0 at table {back.room}. While you were away: " in again.status.value
        assert again.leave_button.layout.display == "" and again.held.token == kept["token"]
        assert [(t["name"], t["bot"]) for t in back.view["seats"]] == [("Ana", None), ("Bot", "greedy")]
        back.close()

    run(scenario())


def test_a_seat_the_service_no_longer_has_is_said_and_forgotten(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=3)
        gone = entry(url=service.url, room="KMN34" if room != "KMN34" else "KMN39")
        wrong = entry(url=service.url, room=room, token="b" * 22, seat=1)
        for stored, said in ((gone, "has no table"), (wrong, "no seat at table")):
            browser = Page([stored])
            panel = PlayWithOthers(service.url)
            browser.attach(panel.store)
            table = panel.table
            assert not await asyncio.wait_for(table.ready, WAIT_S)
            assert said in panel.status.value and "This browser has forgotten that seat" in panel.status.value
            assert browser.stored == [] and panel.table is None and panel.table_box.children == ()
        view = await ana.wait_view()
        assert [s["present"] for s in view["seats"]] == [True, False]  # the unknown token took no seat
        ana.close()

    run(scenario())


async def _host_a_table(service: Service) -> tuple[Page, PlayWithOthers, Any]:
    """A browser whose "Play with others" panel created a two-seat table and sits at it (seat 0)."""
    browser = Page()
    panel = PlayWithOthers(service.url)
    browser.attach(panel.store)
    panel.seats.value = 2
    table = panel.create()
    assert await asyncio.wait_for(table.ready, WAIT_S), table.problem
    return browser, panel, table


def test_leave_this_seat_forgets_it_in_the_browser(service: Service) -> None:
    async def scenario() -> None:
        browser, panel, table = await _host_a_table(service)
        assert len(browser.stored) == 1
        panel.leave_button.click()
        assert browser.stored == [] and panel.table is None and panel.leave_button.layout.display == "none"
        assert f"You left seat 0 at table {table.room}" in panel.status.value
        again = PlayWithOthers(service.url)
        browser.attach(again.store)
        assert again.table is None  # nothing to take back: the form

    run(scenario())


def test_the_dashboard_opens_play_with_others_for_a_seat_at_its_service(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOKIT_TABLES_URL", "ws://127.0.0.1:1/tables")
    board = Dashboard(start=False)
    board.seat_store.send = lambda *a, **k: None  # type: ignore[method-assign]
    board.seat_store._on_message(None, {"type": "stored", "seats": [entry()], "room": ""}, [])
    assert board._others is None and not board.others_box.disclosure.expanded  # another service's seat

    async def opened() -> None:
        board = Dashboard(start=False)
        board.seat_store.send = lambda *a, **k: None  # type: ignore[method-assign]
        board.seat_store._on_message(None, {"type": "stored", "seats": [entry(url="ws://127.0.0.1:1/tables")],
                                            "room": ""}, [])
        assert board.others_box.disclosure.expanded and board.others.table is not None
        assert "This browser holds seat 1 as Ben at table ACD34" in board.others.status.value
        table = board.others.table
        assert not await asyncio.wait_for(table.ready, WAIT_S) and not table.seat_refused
        status = board.others.status.value
        assert "Could not reach the table service" in status and "still kept in this browser" in status
        assert [s.room for s in board.seat_store.seats] == ["ACD34"]  # not forgotten: the service was away
        assert board.others.leave_button.layout.display == ""

    run(opened())


def test_a_table_that_has_ended_is_said_and_its_seat_forgotten(service: Service) -> None:
    async def scenario() -> None:
        browser, panel, table = await _host_a_table(service)
        [kept] = browser.stored
        table.client.post({"type": "end"})  # the host ends the table
        await _wait(lambda: browser.stored == [], "the ended table's seat is forgotten")
        assert f"Table {table.room} has ended" in panel.status.value and panel.leave_button.layout.display == "none"
        # a page of a browser that still held the seat (it was closed before the end) hears it too
        late = Page([kept])
        again = PlayWithOthers(service.url)
        late.attach(again.store)
        assert await asyncio.wait_for(again.table.ready, WAIT_S), again.table.problem
        assert f"Table {kept['room']} has ended" in again.status.value and late.stored == []
        for shown in (table, again.table):
            shown.close()

    run(scenario())


def test_an_invite_to_the_table_being_taken_back_does_not_ask_for_a_name(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=3)
        browser = Page([{"url": service.url, "room": room, "token": ana.token, "seat": 0, "name": "Ana", "seq": 0}])
        ana.close()
        panel = PlayWithOthers(service.url)
        browser.attach(panel.store, room=room.lower())
        panel.invited(room.lower())
        assert panel.room.value == room and "invited" not in panel.status.value
        assert await asyncio.wait_for(panel.table.ready, WAIT_S), panel.table.problem
        assert panel.table.seat == 0 and panel.table.host and "You are back at seat 0" in panel.status.value
        panel.table.close()

    run(scenario())


# ------------------------------------------------------------------ a spectator's place
def watch_entry(room: str = "ACD34", url: str = URL, **fields: Any) -> dict[str, Any]:
    return {"url": url, "room": room, "name": "Teacher", "seq": 0, "watch": True, **fields}


def test_a_spectators_place_is_kept_without_a_token_or_a_seat() -> None:
    place = StoredSeat.from_json(watch_entry(room="acd34"))
    assert place == StoredSeat.watching(URL, "ACD34", "Teacher") and place.spectator and place.seat is None
    assert place.to_json() == watch_entry() and "token" not in place.to_json()
    assert StoredSeat.from_json(place.to_json()) == place
    assert not StoredSeat.from_json(entry()).spectator and "watch" not in StoredSeat.from_json(entry()).to_json()
    for fields, named in (({"token": TOKEN}, "watch: a spectator's place holds no token and no seat"),
                          ({"seat": 1}, "watch: a spectator's place holds no token and no seat"),
                          ({"watch": "yes"}, "watch: true for a spectator's place"),
                          ({"room": "AB"}, "room: 'AB' is not a room code")):
        with pytest.raises(SeatStoreError, match=named):
            StoredSeat.from_json(watch_entry(**fields))
    # a seat and a spectator's place of one room: the newest is the one taken back
    seats = read_stored([entry(), watch_entry()])
    assert [s.spectator for s in seats] == [True] and seat_to_take(seats, URL).spectator  # type: ignore[union-attr]


def test_a_closed_spectators_tab_watches_again_and_stop_watching_forgets_it(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=3)
        browser = Page()
        teacher = PlayWithOthers(service.url, page="http://127.0.0.1:8866/voila/render/dashboard.ipynb")
        browser.attach(teacher.store)
        teacher.room.value, teacher.name.value = room.lower(), "Teacher"
        table = teacher.join(watch=True)
        assert await asyncio.wait_for(table.ready, WAIT_S), table.problem
        await _wait(lambda: browser.stored, "the spectator's place is kept")
        assert browser.stored == [{"url": service.url, "room": room, "name": "Teacher", "seq": 0, "watch": True}]
        assert teacher.leave_button.description == "Stop watching" and teacher.leave_button.layout.display == ""
        assert room not in teacher.page  # kept in the browser only, never in the page's address
        # the tab closes; the page opened again watches the same table by itself
        table.close()
        again = PlayWithOthers(service.url)
        browser.attach(again.store)
        back = again.table
        assert back is not None and f"This browser was watching table {room}: watching it again." in again.status.value
        assert await asyncio.wait_for(back.ready, WAIT_S), back.problem
        await _wait(lambda: back.view is not None, "the public view comes")
        assert back.seat is None and "hand" not in back.view
        assert f"You are watching table {room} again." in again.status.value
        await ana.start()
        await _wait(lambda: back.view["started"], "the spectator sees the round start")
        view = await ana.wait_view()
        assert [s["present"] for s in view["seats"]] == [True, False]  # watching took no seat
        # Stop watching: forgotten, and a page opened again shows the form
        again.leave_button.click()
        assert browser.stored == [] and again.table is None and again.leave_button.layout.display == "none"
        assert f"You stopped watching table {room}" in again.status.value
        third = PlayWithOthers(service.url)
        browser.attach(third.store)
        assert third.table is None
        ana.close()

    run(scenario())


def test_a_watched_table_that_ends_is_said_and_forgotten(service: Service) -> None:
    """A spectator is told when the host ends the table, as a seat is, and the browser forgets the place."""
    async def scenario() -> None:
        ana = await TableClient.connect(service.url)
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=3)
        browser = Page()
        teacher = PlayWithOthers(service.url)
        browser.attach(teacher.store)
        teacher.room.value, teacher.name.value = room, "Teacher"
        table = teacher.join(watch=True)
        assert await asyncio.wait_for(table.ready, WAIT_S), table.problem
        await _wait(lambda: browser.stored, "the spectator's place is kept")
        await ana.start()
        await _wait(lambda: table.view is not None and table.view["started"], "the spectator sees the round start")
        await ana.send({"type": "end"})
        await _wait(lambda: browser.stored == [], "the ended table's place is forgotten")
        assert f"Table {room} has ended, so this browser has forgotten it" in teacher.status.value
        assert teacher.leave_button.layout.display == "none"
        table.close()
        ana.close()

    run(scenario())


def test_a_watched_table_the_service_no_longer_has_is_said_and_forgotten(service: Service) -> None:
    async def scenario() -> None:
        browser = Page([watch_entry(url=service.url, room="KMN34")])
        panel = PlayWithOthers(service.url, lang="pt-PT")
        browser.attach(panel.store)
        table = panel.table
        assert table is not None and not await asyncio.wait_for(table.ready, WAIT_S)
        assert table.seat_refused and "já não tem a mesa KMN34" in panel.status.value
        assert "Este navegador esqueceu essa mesa" in panel.status.value
        assert browser.stored == [] and panel.table is None

    run(scenario())


def test_a_watched_table_is_kept_while_the_service_does_not_answer() -> None:
    async def scenario() -> None:
        browser = Page([watch_entry(url="ws://127.0.0.1:1/tables")])
        panel = PlayWithOthers("ws://127.0.0.1:1/tables")
        browser.attach(panel.store)
        assert not await asyncio.wait_for(panel.table.ready, WAIT_S) and not panel.table.seat_refused
        assert "Table ACD34 is still kept in this browser" in panel.status.value
        assert browser.stored == [watch_entry(url="ws://127.0.0.1:1/tables")]
        assert panel.leave_button.description == "Stop watching"
        panel.leave()
        assert browser.stored == [] and "You stopped watching table ACD34" in panel.status.value

    run(scenario())
