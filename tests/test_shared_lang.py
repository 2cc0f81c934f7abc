"""Each seat at a shared table has its own language (issue 25 item 5, issue 26 item 3), against the real
table service (a process, as in tests/test_tables_service.py).

Three people at one table, Ana in pt-PT, Ben in es and Cy in English: the service words each one's
announcements (``event.said``), answers, refusals and rejoin summary in that seat's language, reads its
typed commands in that language, and never sends one seat another's words. The expected texts are made
here from the table rebuilt from the service's journal, with the same calls in the wanted language. An
unknown language is refused with an ``error`` naming the languages, and changes nothing. A seat's
SharedTable (and the dashboard's "Play with others") carries its language in its labels and root.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
from typing import Any

import pytest

pytest.importorskip("tornado")

from test_tables_service import WAIT_S, Service, run  # noqa: E402

from unokit.announce import AnnounceSettings, announce_move, answer  # noqa: E402
from unokit.errors import LanguageError  # noqa: E402
from unokit.i18n import message, outside_brackets  # noqa: E402
from unokit.moves import Move, MoveKind  # noqa: E402
from unokit.tables.client import TableClient  # noqa: E402
from unokit.tables.journal import JOURNAL_SUFFIX, read_journal  # noqa: E402
from unokit.tables.table import Table  # noqa: E402

LANGS = {0: "pt-PT", 1: "es", 2: "en"}


def frames_of(client: TableClient, kind: str) -> list[dict[str, Any]]:
    return [m for m in (json.loads(f) for f in client.frames) if m.get("type") == kind]


def rebuilt(service: Service, room: str) -> Table:
    """The table as the service's journal holds it (every change is written before anyone hears of it)."""
    return Table.restore(read_journal(service.records / f"{room}{JOURNAL_SUFFIX}"))


async def asked(client: TableClient, frame: dict[str, Any]) -> dict[str, Any]:
    """Send ``frame`` (an ``ask`` or a ``command`` question) and wait for its ``answer`` or ``error``."""
    answers, errors = len(frames_of(client, "answer")), len(client.errors)
    await client.send(frame)
    await client.wait(lambda c: len(frames_of(c, "answer")) > answers or len(c.errors) > errors, WAIT_S)
    assert len(client.errors) == errors, client.errors
    return frames_of(client, "answer")[-1]


async def three_people(service: Service) -> tuple[str, list[TableClient]]:
    ana = await TableClient.connect(service.url, WAIT_S)
    ana.lang = "pt-PT"
    room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}], seed=5)
    ben = await TableClient.connect(service.url, WAIT_S)
    ben.lang = "es"
    assert await ben.join(room, "Ben") == 1
    cy = await TableClient.connect(service.url, WAIT_S)  # no lang: English, as before
    assert await cy.join(room, "Cy") == 2
    await ana.start()
    for client in (ben, cy):
        await client.wait_view(lambda v: v["started"])
    return room, [ana, ben, cy]


async def moved(clients: list[TableClient], count: int) -> None:
    """The seat to act plays its first legal move, ``count`` times; every seat has seen each move."""
    for _ in range(count):
        seq = clients[0].seq
        mover = clients[clients[0].view["current"]]
        await mover.move(sorted(mover.view["legal"])[0])
        for client in clients:
            await client.wait(lambda c, seq=seq: c.seq > seq and c.view is not None and c.view["seq"] > seq, WAIT_S)


def test_each_seat_hears_and_is_answered_in_its_own_language(service: Service) -> None:
    async def scenario() -> None:
        room, clients = await three_people(service)
        await moved(clients, 3)
        table = rebuilt(service, room)
        game = table.game
        index = {event.seq: event.index for event in table.events_after(0)}
        plain = AnnounceSettings()
        for seat, client in enumerate(clients):
            lang = LANGS[seat]
            events = frames_of(client, "event")
            assert len(events) == 3
            for event in events:
                said = {tag: announce_move(game, index[event["seq"]], plain, tag) for tag in LANGS.values()}
                assert len(set(said.values())) == 3, said  # the three languages say it differently
                assert event["said"] == said[lang]
                assert event["text"] == game.narration[index[event["seq"]]]  # contract 6's text: as before
                if lang == "en":  # an English seat's frames are as before; the others' add their words
                    assert "words" not in event
                else:
                    assert event["words"] == game.narration_text(lang, index[event["seq"]])[0] != event["text"]
            for key in ("t", "c", "h"):
                got = await asked(client, {"type": "ask", "key": key})
                words = {tag: answer(game, seat, key, plain, tag) for tag in LANGS.values()}
                assert got["text"] == words[lang], (lang, key)
                assert all(got["text"] != words[other] for other in LANGS.values() if other != lang)
        # English is byte for byte what it was: the one-screen table's English words
        assert frames_of(clients[2], "answer")[0]["text"] == answer(game, 2, "t", plain)
        # typed commands are read in the seat's language: Ben asks for his hand in Spanish, Ana in Portuguese
        got = await asked(clients[1], {"type": "command", "text": "mano"})
        assert got["key"] == "h" and got["text"] == answer(game, 1, "h", plain, "es")
        got = await asked(clients[0], {"type": "command", "text": "contagens"})
        assert got["key"] == "c" and got["text"] == answer(game, 0, "c", plain, "pt-PT")
        for client in clients:
            client.close()

    run(scenario())


def test_a_refusal_a_command_move_and_a_rejoin_summary_come_in_the_seats_language(service: Service) -> None:
    async def scenario() -> None:
        room, clients = await three_people(service)
        ana, ben, cy = clients
        game = rebuilt(service, room).game
        # a card the seat to act may not play now: its reason in that seat's language
        mover = clients[game.current]
        lang = LANGS[mover.seat]
        illegal = [card for card in mover.view["hand"] if not game.explain(card, mover.seat).legal]
        assert illegal, "seed 5 deals the seat to act a card it may not play"
        errors = len(mover.errors)
        await mover.move(f"play {illegal[0]}")
        await mover.wait(lambda c: len(c.errors) > errors, WAIT_S)
        reason = game.explain(Move.parse(f"{mover.seat}: play {illegal[0]}"), lang=lang).reason
        assert reason in mover.errors[-1] and reason != game.explain(illegal[0], mover.seat).reason
        # a seat not to act leaves (Ana in pt-PT, or Ben in es); the others move until its turn comes
        away = ana if ana.view["current"] != 0 else ben
        lang = LANGS[away.seat]
        away.socket.close()
        await away.wait(lambda c: c.closed, WAIT_S)
        seen = max(away.seq, away.last_event)
        while cy.view["current"] != away.seat and cy.view["phase"] != "over":
            seq = cy.view["seq"]
            turn = clients[cy.view["current"]]
            await turn.wait(lambda c, seq=seq: c.view["seq"] == seq, WAIT_S)
            await turn.move(sorted(turn.view["legal"])[0])
            await cy.wait(lambda c, seq=seq: c.view["seq"] > seq, WAIT_S)
        assert cy.seq > seen
        assert await away.rejoin() == away.seat  # the rejoin sends the seat's language again
        await away.wait(lambda c: len(c.summaries) == 1 and c.seq == cy.seq, WAIT_S)
        table = rebuilt(service, room)
        missed = list(table.events_after(seen))
        words = " ".join(table.game.narration_text(lang, e.index)[0] for e in missed)
        assert away.summaries == [message("shared-away", lang, moves=words)]
        assert away.summaries[0] != "While you were away: " + " ".join(e.text for e in missed)
        # the seat draws by typing its language's word, when drawing is a move it may make
        if any(Move.parse(m).kind.value == "draw" for m in away.view["legal"]):
            seq = away.seq
            await away.send({"type": "command", "text": {"pt-PT": "comprar", "es": "robar"}[lang]})
            await away.wait(lambda c: c.seq > seq, WAIT_S)
            assert frames_of(away, "event")[-1]["move"].startswith(f"{away.seat}: draw")
        for client in clients:
            client.close()

    run(scenario())


def test_an_unknown_language_is_refused_and_changes_nothing(service: Service) -> None:
    async def scenario() -> None:
        ana = await TableClient.connect(service.url, WAIT_S)
        ana.lang = "tlh"
        with pytest.raises(Exception, match=r"unknown language 'tlh'; languages are: en, pt-PT, es"):
            await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=2)
        assert not frames_of(ana, "created")
        ana.lang = "es"
        room = await ana.create("classic", [{"name": "Ana"}, {"name": "Ben"}], seed=2)
        ben = await TableClient.connect(service.url, WAIT_S)
        ben.lang = "xx-YY"
        with pytest.raises(Exception, match=r"lang: unknown language 'xx-YY'; languages are: en, pt-PT, es"):
            await ben.join(room, "Ben")
        assert not frames_of(ben, "joined")
        ben.lang = None  # the table did not give Ben's seat away: the same join without lang takes it
        assert await ben.join(room, "Ben") == 1
        # a settings message with an unknown lang changes nothing: not the language, not the settings
        errors = len(ana.errors)
        await ana.send({"type": "settings", "settings": {"card_order": "number"}, "lang": "fr"})
        await ana.wait(lambda c: len(c.errors) > errors, WAIT_S)
        assert ana.errors[-1].startswith("lang: unknown language 'fr'; languages are: en, pt-PT, es")
        await ana.send({"type": "settings", "settings": {}, "lang": 7})
        await ana.wait(lambda c: len(c.errors) > errors + 1, WAIT_S)
        assert "a language tag, one of en, pt-PT, es" in ana.errors[-1]
        assert not frames_of(ana, "settings")
        await ana.send({"type": "settings", "settings": {}, "lang": "PT_pt"})  # any case, _ or -
        await ana.wait(lambda c: frames_of(c, "settings"), WAIT_S)
        assert frames_of(ana, "settings")[-1]["lang"] == "pt-PT"
        ana.close()
        ben.close()

    run(scenario())


def test_a_shared_table_carries_its_seats_language(service: Service) -> None:
    pytest.importorskip("ipywidgets")
    from unokit.dashboard.others import PlayWithOthers
    from unokit.widgets import GameTable
    from unokit.widgets.shared import SharedTable
    from unokit.widgets.voice import voice_texts

    with pytest.raises(LanguageError, match="languages are: en, pt-PT, es"):
        SharedTable(service.url, lang="klingon")

    async def until(predicate: Any) -> None:
        deadline = asyncio.get_running_loop().time() + WAIT_S
        while not predicate():
            assert asyncio.get_running_loop().time() < deadline, f"waited {WAIT_S} s in vain"
            await asyncio.sleep(0.02)

    async def scenario() -> None:
        others = PlayWithOthers(service.url, lang="pt-PT")
        others.seats.value = 2
        others.seat_names[0].value, others.seat_names[1].value = "Ana", "Ben"
        ana = others.create()
        assert ana is not None and await asyncio.wait_for(ana.ready, WAIT_S), others.status.value
        assert ana.lang == ana.live.lang == "pt-PT" and ana.draw_button.description == "Comprar uma carta"
        ben = GameTable.join(service.url, ana.room, "Ben", lang="es")
        english = GameTable.watch(service.url, ana.room)
        for table in (ben, english):
            assert await asyncio.wait_for(table.ready, WAIT_S), table.problem
        assert ben.lang == ben.live.lang == "es" and ben.move_log.heading == "Jugadas hasta ahora"
        assert english.lang == "en" and english.draw_button.description == "Draw a card"
        assert english.move_log.heading == "Moves so far" and english.pass_button.description == "Keep the card (pass)"
        await until(lambda: any(json.loads(f).get("lang") == "es" for f in ben.client.frames
                                if json.loads(f).get("type") == "settings"))
        ana.start()
        await until(lambda: ben.view is not None and ben.view["started"])
        said = len(ben.live.history)
        ben.ear.ask("t")
        await until(lambda: len(ben.live.history) > said)
        table = rebuilt(service, ana.room)
        assert ben.live.history[-1][1] == answer(table.game, 1, "t", ben.ear.settings, "es")
        seq = ana.view["seq"]
        mover = ana if ana.view["current"] == 0 else ben
        mover.send_move(sorted(mover.view["legal"])[0])
        await until(lambda: ben.view["seq"] > seq and english.view is not None and english.view["seq"] > seq)
        table = rebuilt(service, ana.room)
        last = table.game.narration_text("es")[-1]
        assert ben.move_log.entries[-1] == last and english.move_log.entries[-1] == table.game.narration[-1] != last
        # the dashboard's language changes: the seat shown changes with it, and the service is told
        others.set_lang("es")
        assert ana.lang == ana.live.lang == "es" and ana.draw_button.description == "Robar una carta"
        assert ana.ear.voice_panel.texts == voice_texts("es") and ana.ear.voice_panel.texts != voice_texts("pt-PT")
        await until(lambda: any(json.loads(f).get("type") == "settings" and json.loads(f).get("lang") == "es"
                                for f in ana.client.frames))
        said = len(ana.live.history)
        ana.ear.ask("c")
        await until(lambda: len(ana.live.history) > said)
        assert ana.live.history[-1][1] == answer(table.game, 0, "c", ana.ear.settings, "es")
        # the service sends the seat's view again: its cards' reasons in the new language, on its hand too
        game = rebuilt(service, ana.room).game
        spanish = {code: game.explain(code, 0, lang="es").reason for code in ana.view["hand"]}
        await until(lambda: ana.view["reasons"] == spanish)
        assert spanish != {code: game.explain(code, 0).reason for code in ana.view["hand"]}
        assert [entry["reason"] for entry in ana.hands[0].cards] == [spanish[e["code"]] for e in ana.hands[0].cards]
        for shown in (ana, ben, english):
            shown.close()

    run(scenario())


def test_the_dashboards_language_reaches_play_with_others() -> None:
    pytest.importorskip("ipywidgets")
    from unokit.dashboard.app import Dashboard
    from unokit.dashboard.language import set_table_language

    board = Dashboard(lang="pt-PT", seed=3)
    assert board.others.lang == "pt-PT"  # the seats "Play with others" makes are in the dashboard's language
    assert set_table_language(board, "es") and board.others.lang == "es"
    with pytest.raises(LanguageError, match="languages are: en, pt-PT, es"):
        board.others.set_lang("fr")
    assert board.others.lang == "es"
    board.close()


# ---------------------------------------------------------------- a seat's own screen in its language
_NOTATION = re.compile(r'<span class="unokit-notation">[^<]*</span>|<kbd>[^<]*</kbd>')
# what may stand outside the brackets: players' names, digits (counts, seats), punctuation and signs
_ALLOWED = re.compile(r"\b(?:Ana|Ben|Cy)\b|\d+|[\s\W_]+")


async def _until(predicate: Any) -> None:
    deadline = asyncio.get_running_loop().time() + WAIT_S
    while not predicate():
        assert asyncio.get_running_loop().time() < deadline, f"waited {WAIT_S} s in vain"
        await asyncio.sleep(0.02)


async def _host_and_guest(service: Service, lang: str) -> tuple[Any, Any]:
    """Ana hosts in ``lang`` (seat 0), Ben joins in English (seat 1), Cy is a bot; not started yet."""
    from unokit.widgets import GameTable
    from unokit.widgets.shared import SharedTable

    ana = SharedTable.create(service.url, "classic", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy", "bot": "greedy"}],
                             seed=5, lang=lang)
    assert await asyncio.wait_for(ana.ready, WAIT_S), ana.problem
    await _until(lambda: ana.view is not None)
    ben = GameTable.join(service.url, ana.room, "Ben")
    assert await asyncio.wait_for(ben.ready, WAIT_S), ben.problem
    await _until(lambda: ben.view is not None and ana.view["seats"][1]["present"])
    return ana, ben


async def _refuse_a_card(service: Service, ana: Any) -> str:
    """Ana sends a card she may not play now; returns the move sent once the refusal has come."""
    game = rebuilt(service, ana.room).game
    card = next(code for code in ana.view["hand"] if not game.explain(code, 0).legal)
    errors = len(ana.errors)
    sent = f"0: play {card}"
    ana.send_move(sent)
    await _until(lambda: len(ana.errors) > errors)
    return sent


async def _play_until_anas_turn(ana: Any, ben: Any) -> None:
    """Ben (and the bot) play their first legal move until it is Ana's turn."""
    while ana.view["current"] != 0:
        seq = ana.view["seq"]
        await _until(lambda seq=seq: ben.view["seq"] >= seq)
        if ben.view["current"] == 1 and ben.view["seq"] == seq == ana.view["seq"]:
            ben.send_move(sorted(ben.view["legal"])[0])
        await _until(lambda seq=seq: ana.view["seq"] > seq or ana.view["current"] == 0)
    await _until(lambda: ana.view["legal"])


def _screen(table: Any) -> list[str]:
    """Every text a seat's SharedTable shows or says (HTML parts, labels, the hands, the panels, the live
    region's history and the refusals)."""
    texts = [table.title.value, table.lobby.value, table.summary.value, table.draw_pile.value,
             table.scores_html.value, table.ear.keys_list.value, *(h.value for h in table.seat_headings)]
    texts += [b.description for b in (table.start_button, table.draw_button, table.pass_button,
                                      table.make_move_button, *table.actions_box.children)]
    texts += [table.open_hands_toggle.description, table.move_picker.description]
    texts += [box.description for box in table.host_controls.bot_boxes] + [table.host_controls.end_button.description]
    texts += [table.host_controls.confirm_button.description, table.host_controls.keep_button.description]
    texts += [label for label, _value in table.move_picker.options]
    for hand in table.hands if table.view["started"] else ():  # the lobby shows no hands
        texts.append(hand.label)
        for entry in hand.cards:
            texts += [entry["name"], entry["reason"], entry["description"], entry["badge"]]
        texts += [color["name"] for color in hand.colors] + list(hand.texts.values())
    bar = table.ear.command_bar
    texts += [bar.label, bar.browse_note, *bar.texts.values(), *(item["what"] for item in bar.question_keys)]
    texts += [box.children[0].description for box in table.ear.panels.children]
    texts += [choice["legend"] for choice in table.ear.announce_panel.choices]
    texts += [table.move_log.heading, *table.move_log.entries, table.move_log.status]
    texts += [said for _serial, said in table.live.history] + list(table.errors)
    return texts


@pytest.mark.parametrize("lang", ["pt-PT", "es"])
def test_a_seats_screen_is_in_its_language(service: Service, lang: str) -> None:
    pytest.importorskip("ipywidgets")
    from unokit.widgets import view as V
    from unokit.widgets.keys import keys_html
    from unokit.widgets.shared_parts import heading_html, move_words
    from unokit.widgets.voice import voice_texts

    async def scenario() -> None:
        ana, ben = await _host_and_guest(service, lang)
        room = ana.room
        said = [text for _serial, text in ana.live.history]
        assert message("shared-connecting", lang, room="").split()[0] not in ("Connecting", "")
        assert said[0] == message("shared-creating", lang) != "Creating a shared table…"
        assert message("shared-created", lang, room=room, seat="0") in said
        # the lobby: the heading, the room code, the host's words, every seat; Ben's is English as before
        assert ana.title.value == heading_html(message("shared-heading-waiting", lang, room=room))
        assert message("shared-lobby-room-code", lang) in ana.lobby.value
        assert message("shared-lobby-host-waits", lang) in ana.lobby.value
        assert message("shared-lobby-seat-you", lang, seat="0", name="Ana", who=message("shared-lobby-here", lang)) \
            in ana.lobby.value
        assert message("shared-lobby-seat", lang, seat="2", name="Cy", who=message("shared-lobby-bot", lang, bot="greedy")) \
            in ana.lobby.value
        assert "Room code:" not in ana.lobby.value and "Seat 1: Ben, here" not in ana.lobby.value
        assert ben.title.value == heading_html(f"Shared table {room}: waiting for the host to start")
        assert "The host starts the round." in ben.lobby.value and "Seat 1: Ben (you), here" in ben.lobby.value
        # the host's controls and the keys panel
        assert ana.start_button.description == message("shared-button-start", lang) != "Start the round"
        assert ana.open_hands_toggle.description == message("shared-open-hands", lang)
        assert ana.ear.keys_list.value == keys_html(lang)
        assert ana.ear.voice_panel.texts == voice_texts(lang) != {}  # the speech and sound settings too
        assert ben.ear.voice_panel.texts == {}  # English: the page's own words
        assert ana.ear.panels.children[0].children[0].description == message("table-panel-keys", lang)
        host = ana.host_controls
        assert host.layout.display == "" and ben.host_controls.layout.display == "none"  # the host's only
        assert host.end_button.description == message("shared-button-end", lang) != "End the table"
        assert [box.description for box in host.bot_boxes] == [
            message("shared-host-bot", lang, seat="1", name="Ben"), message("shared-host-bot", lang, seat="2", name="Cy")]
        assert [box.value for box in host.bot_boxes] == [False, True]
        assert ben.host_controls.end_button.description == "End the table"
        ana.start()
        await _until(lambda: ana.view["started"] and ben.view["started"])
        assert ana.start_button.description == message("shared-button-next-round", lang)
        assert ana.title.value.count(message("shared-mode-seat", lang, room=room, name="Ana", seat="0")) == 1
        assert ben.title.value.count(f"Shared table {room}: you are Ben, seat 1") == 1
        assert message("cards-count", lang, count=ana.view["counts"][1]) in ana.seat_headings[1].value
        assert ana.hands[0].label == message("shared-your-hand", lang, cards=V.cards_phrase(len(ana.view["hand"]), lang))
        count = ana.view["counts"][1]  # Ben's hidden hand, a fan of backs: named in Ana's language, Ben's in his
        assert ana.hands[1].fan_label == message("table-hand-face-down-fan", lang, count=count) != f"{count} face-down cards"
        assert ben.hands[0].fan_label == f"{ana.view['counts'][0]} face-down cards" and ana.hands[0].fan_label == ""
        refused = await _refuse_a_card(service, ana)
        game = rebuilt(service, room).game
        reason = game.explain(Move.parse(refused), lang=lang).reason
        assert ana.errors[-1] == message("shared-refused", lang,
                                         reason=message("shared-move-refused", lang, move=refused, reason=reason))
        assert not ana.errors[-1].startswith(("Refused", "move"))
        # play on (Ben and the bot) until Ana's turn: "Your turn" in her language, her moves' words too
        await _play_until_anas_turn(ana, ben)
        playable = len({Move.parse(t).cards[0] for t in ana.view["legal"] if Move.parse(t).kind.value == "play"})
        turn = message("shared-your-turn", lang, count=playable, cards=V.cards_phrase(playable, lang))
        assert turn in [text for _serial, text in ana.live.history] and not turn.startswith("Your turn")
        players, pending = ana.view["players"], ana.view["pending_draw"]
        assert [label for label, _v in ana.move_picker.options] == [
            move_words(Move.parse(t), players, pending, lang) for t in ana.view["legal"]]
        assert all(not label.startswith(("Play ", "Draw a card")) for label, _v in ana.move_picker.options)
        for table in (ana, ben):
            table.close()

    run(scenario())


def test_the_pseudo_locale_leaves_no_english_on_a_seats_screen(service: Service) -> None:
    pytest.importorskip("ipywidgets")

    async def scenario() -> None:
        ana, ben = await _host_and_guest(service, "en-XA")
        lobby = _screen(ana)
        ana.start()
        await _until(lambda: ana.view["started"])
        await _refuse_a_card(service, ana)
        ana.ear.command("")
        ana.ear.ask("h")
        said = len(ana.live.history)
        await _until(lambda: len(ana.live.history) > said)
        await _play_until_anas_turn(ana, ben)
        ana._act(MoveKind.CHALLENGE)  # not on offer: refused in the seat's words
        ana.start()  # not the time: the service refuses it
        await _until(lambda: len(ana.errors) >= 3)
        leftovers = []
        for text in lobby + _screen(ana):
            plain = html.unescape(re.sub(r"<[^>]+>", " ", _NOTATION.sub(" ", text)))
            rest = _ALLOWED.sub("", outside_brackets(plain).replace(str(ana.room), " "))
            if rest:
                leftovers.append((rest, text[:160]))
        assert leftovers == [], "\n".join(map(repr, leftovers))
        assert any("Ÿ" in text or "[" in text for _s, text in ana.live.history)
        for table in (ana, ben):
            table.close()

    run(scenario())


def _form_texts(others: Any) -> list[str]:
    """Every word of the "Play with others" forms: labels, placeholders, buttons, headings, the status line."""
    fields = [others.preset, others.seats, others.room, others.name, *others.seat_names, *others.seat_bots]
    texts = [field.description for field in fields] + [others.room.placeholder, others.name.placeholder]
    for button in (others.create_button, others.join_button, others.watch_button, others.leave_button):
        texts += [button.description, button.tooltip]
    return texts + [heading.value for heading in others.headings] + [others.status.value]


@pytest.mark.parametrize("lang", ["pt-PT", "es", "en-XA"])
def test_play_with_others_forms_speak_the_dashboards_language(lang: str) -> None:
    pytest.importorskip("ipywidgets")
    from unokit.dashboard.others import PlayWithOthers

    others = PlayWithOthers("ws://127.0.0.1:9/tables", lang=lang)
    english = PlayWithOthers("ws://127.0.0.1:9/tables")
    assert english.create_button.description == "Create the table" and english.room.description == "Room code"
    assert others.create_button.description == message("shared-others-create", lang) != "Create the table"
    assert others.seat_names[0].description == message("shared-others-seat-name-host", lang, seat="0")
    texts = _form_texts(others)
    others.invited("acd34")
    texts.append(others.status.value)
    assert others.status.value.count(message("shared-others-invited", lang, room="ACD34")) == 1
    others.room.value = "A!"
    others.name.value = "Ana"
    assert others.join() is None and message("shared-others-bad-room", lang, error="")[:8] in others.status.value
    texts.append(others.status.value)
    others.seats.value = 11
    assert others.create() is None
    assert others.status.value.count(message("shared-others-bad-seats", lang, value="11")) == 1
    texts.append(others.status.value)
    if lang == "en-XA":  # the form's own words are all bracketed (a check's reason inside its message)
        for text in texts:
            plain = html.unescape(re.sub(r"<[^>]+>", " ", text))
            rest = _ALLOWED.sub("", outside_brackets(plain).replace("ACD34", " "))
            assert rest == "", (rest, text)
    # the dashboard's language changes: the form is worded again at once
    others.set_lang("en")
    assert _form_texts(others)[:-1] == _form_texts(english)[:-1]
    others.close()
    english.close()


def test_the_host_turns_a_seat_into_a_bot_and_back_and_ends_the_table(service: Service) -> None:
    pytest.importorskip("ipywidgets")

    async def scenario() -> None:
        ana, ben = await _host_and_guest(service, "es")
        cy = ana.host_controls.bot_boxes[1]
        cy.value = False  # the host gives Cy's seat back to a person
        await _until(lambda: ana.view["seats"][2]["bot"] is None and ben.view["seats"][2]["bot"] is None)
        assert not cy.value
        cy.value = True
        await _until(lambda: ana.view["seats"][2]["bot"] == "greedy")
        assert ben.host_controls.layout.display == "none" and not ben.host_controls.bot_boxes
        errors = len(ben.errors)
        ben.host_controls.post({"type": "end"})  # not the host: refused, the table goes on
        await _until(lambda: len(ben.errors) > errors)
        assert ben.errors[-1] == "Refused: only the host can do that" and not ben.view["ended"]
        host = ana.host_controls
        sent: list = []
        post = ana.client.post
        ana.client.post = lambda message: (sent.append(message), post(message))
        host.end_button.click()  # only asks: nothing is sent until the host says yes
        question = message("shared-end-question", "es")
        assert host.asking and question in host.confirm_question.value and ana.live.history[-1][1] == question
        assert host.end_button.layout.display == "none"
        assert (host.confirm_button.description, host.keep_button.description) == (
            message("shared-end-yes", "es"), message("shared-end-keep", "es"))
        host.keep_button.click()
        assert not host.asking and host.end_button.layout.display == ""
        assert ana.live.history[-1][1] == message("shared-end-kept", "es")
        assert sent == [] and not ana.view["ended"]  # asking and "Keep playing" sent nothing
        host.end_button.click()
        host.confirm_button.click()
        assert sent == [{"type": "end"}]
        await _until(lambda: ana.view["ended"] and ben.view["ended"])
        assert not host.asking
        assert ana.host_controls.layout.display == "none"
        for table in (ana, ben):
            table.close()

    run(scenario())
