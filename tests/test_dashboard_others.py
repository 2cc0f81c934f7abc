"""The dashboard's "Play with others" (issue 25): create a shared table, join or watch one by its room code,
against the real table service (a process, as in tests/test_tables_service.py); an invite link ``?room=CODE``
opens the join form with the code filled in; problems are said next to the buttons.
"""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("tornado")
pytest.importorskip("ipywidgets")

from test_tables_service import WAIT_S, Service, run  # noqa: E402

from unokit.dashboard.app import Dashboard  # noqa: E402
from unokit.dashboard.others import PlayWithOthers  # noqa: E402


def test_three_people_create_join_and_watch_one_table(service: Service) -> None:
    async def scenario() -> None:
        host = PlayWithOthers(service.url, page="http://127.0.0.1:8866/voila/render/dashboard.ipynb")
        host.seats.value = 3
        host.seat_names[1].value, host.seat_names[2].value = "Ben", "Cy"
        table = host.create()
        assert table is not None and host.table_box.children == (table,)
        assert await asyncio.wait_for(table.ready, WAIT_S), table.problem
        await table.client.wait_view()
        room = table.room
        assert f"http://127.0.0.1:8866/voila/render/dashboard.ipynb?room={room}" in table.lobby.value
        ben = PlayWithOthers(service.url)
        ben.invited(room.lower())
        assert ben.room.value == room and room in ben.status.value
        ben.name.value = "Ben"
        ben_table = ben.join()
        assert await asyncio.wait_for(ben_table.ready, WAIT_S), ben_table.problem
        assert ben_table.seat == 1
        teacher = PlayWithOthers(service.url)
        teacher.room.value = room
        watching = teacher.join(watch=True)
        assert await asyncio.wait_for(watching.ready, WAIT_S), watching.problem
        assert watching.seat is None
        table.start_button.click()
        for shown in (ben_table, watching):
            await shown.client.wait_view(lambda v: v["started"])
        assert len(ben_table.hands[1].cards) == 7 and all(entry["code"] for entry in ben_table.hands[1].cards)
        assert all(entry["code"] == "" for entry in watching.hands[1].cards)
        # Cy's seat, which nobody took, is played by a bot (the service's default bot)
        assert table.view["seats"][2]["bot"] is None and not table.view["seats"][2]["present"]
        for shown in (table, ben_table, watching):
            shown.close()

    run(scenario())


def test_problems_are_said_next_to_the_buttons(service: Service) -> None:
    async def scenario() -> None:
        panel = PlayWithOthers(service.url)
        panel.room.value, panel.name.value = "AB", " Ben"
        assert panel.join() is None
        assert "Room code: room: &#x27;AB&#x27; is not a room code" in panel.status.value
        assert "Your name: &#x27; Ben&#x27;" in panel.status.value
        panel.seats.value = 11
        assert panel.create() is None
        assert "Number of seats: 11 is not allowed; a table has 2 to 10 seats." in panel.status.value
        panel.seats.value = 2
        panel.room.value, panel.name.value = "ACDEF", "Ben"  # no such table: the service says so
        table = panel.join()
        assert not await asyncio.wait_for(table.ready, WAIT_S)
        assert "no table has the code" in panel.status.value
        assert "no table has the code" in table.live.polite

    run(scenario())


def test_without_a_service_the_panel_says_how_to_start_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("UNOKIT_TABLES_URL", raising=False)
    panel = PlayWithOthers()
    assert panel.create_button.disabled and panel.join_button.disabled and panel.watch_button.disabled
    assert "needs the table service" in panel.status.value


def test_an_invite_link_opens_the_join_form_with_the_code(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOKIT_TABLES_URL", "ws://127.0.0.1:1/tables")
    board = Dashboard(start=False)
    assert not board.others_box.disclosure.expanded
    board.address_bar.page._message(None, {"type": "address", "search": "?room=acd34",
                                           "page": "http://example.org/dash"}, [])
    assert board.others_box.disclosure.expanded
    assert board.others.room.value == "ACD34" and "invited to table ACD34" in board.others.status.value
    assert board.others.page == "http://example.org/dash"


def test_the_panel_is_made_when_first_opened_and_keeps_the_pages_address(monkeypatch: pytest.MonkeyPatch) -> None:
    # issue 27: a dashboard (the static site's most) starts without the panel's widgets
    monkeypatch.setenv("UNOKIT_TABLES_URL", "ws://127.0.0.1:1/tables")
    board = Dashboard(start=False)
    panel = board.others_box.children[1]
    assert board._others is None and list(panel.children) == []
    board.address_bar.page._message(None, {"type": "address", "search": "", "page": "http://example.org/dash"}, [])
    assert board._others is None  # the page's address is kept for the invite link, the panel not made
    board.others_box.disclosure.expanded = True
    assert list(panel.children) == [board.others] and board.others.page == "http://example.org/dash"


def test_the_create_form_offers_the_away_time(service: Service) -> None:
    async def scenario() -> None:
        panel = PlayWithOthers(service.url)
        assert panel.away.value == 60 and panel.away.description.startswith("Away time: seconds before a bot")
        for bad in (0, 86401.5, -3):
            panel.away.value = bad
            assert panel.create() is None and panel.table is None
            assert f"Away time: {bad:g} is not allowed; it is 1 to 86400 seconds." in panel.status.value
        panel.away.value = 5
        table = panel.create()
        assert await asyncio.wait_for(table.ready, WAIT_S), panel.status.value
        assert table.view["away_seconds"] == 5.0  # the service keeps the table's own away time
        table.close()

    run(scenario())
