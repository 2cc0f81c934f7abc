"""Links that open a game (unokit/dashboard/address.py): the page's address read by the dashboard."""

from __future__ import annotations

import html

import pytest

from unokit.dashboard import Dashboard
from unokit.dashboard.address import address_query, decode_record, encode_record, parse_address


def test_a_link_names_preset_house_rules_players_people_bots_and_seed():
    address = parse_address("?preset=Party&players=4&humans=0,2&bots=greedy&seed=7&rules=seven_swap,-stacking&utm=x")
    assert (address.preset, address.players, address.humans, address.bot, address.seed) == ("party", 4, (0, 2), "greedy", 7)
    assert address.rules == {"seven_swap": True, "stacking": False} and address.problems == ()


def test_each_unusable_parameter_is_named_with_what_is_allowed():
    address = parse_address("players=two&bots=evil&seed=-3&record=z.garbage&preset=poker")
    assert address.empty
    assert address.problems[0] == "players='two' is not allowed; players must be a whole number from 2"
    assert address.problems[1] == "bots='evil' is not allowed; bots are: random, greedy"
    assert address.problems[2] == "seed='-3' is not allowed; seed must be a whole number from 0"
    assert address.problems[3] == "record=z.… cannot be read: the link was cut short or changed; copy it again"
    assert address.problems[4].startswith("unknown preset 'poker'") or "poker" in address.problems[4]


def test_an_inline_record_survives_the_round_trip():
    record = {"unokit_record": 1, "text": "é ✓"}
    assert decode_record(encode_record(record)) == '{"unokit_record":1,"text":"é ✓"}'
    query = address_query(preset="classic", rules={"jump_in": True}, players=3, humans=(0,), bot="random", seed=4,
                          record=record, at=2)
    assert query.startswith("preset=classic&rules=jump_in&players=3&humans=0&bots=random&seed=4&record=z.")
    assert query.endswith("&at=2")


@pytest.fixture
def board():
    return Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=1)


def test_the_dashboard_opens_the_game_a_link_names(board):
    board.address_bar.open_address("?preset=party&players=4&humans=0,1&bots=greedy&seed=7&rules=jump_in")
    table = board.table
    assert table.game.n_players == 4 and table.human_seats == (0, 1) and table.game.rules.jump_in
    assert board.preset.value == "party" and board.bot.value == "greedy" and board.seed.value == "7"
    assert "Opened the game the link names." in board.address_bar.status.value


def test_a_copied_link_opens_the_same_position(board):
    game = board.table.game
    while game.current == 0 and not game.is_over() and len(game.move_stack) < 3:
        board.table.submit(game.legal_moves(0)[0])
    board.table.go(1)
    query = board.address_bar.query()
    other = Dashboard(preset="spectrum", players=2, humans=(1,), bot="greedy", seed=9)
    other.address_bar.open_address("?" + query)
    assert other.table.to_record() == board.table.to_record()
    assert other.table.cursor == 1
    assert "Opened the link&#x27;s record." in other.address_bar.status.value


def test_a_fresh_deal_gives_no_link_before_the_round_is_over(monkeypatch):
    # the link holds the record, and the record the seed: the deal of a fresh seed stays secret (F4)
    monkeypatch.delenv("UNOKIT_DASHBOARD_SEED", raising=False)  # tests/conftest.py sets one for every test
    board = Dashboard(preset="classic", players=3, humans=(0,), bot="random")
    sent = []
    board.address_bar.page.copy = sent.append
    board.address_bar.copy()
    assert sent == [] and board.address_bar.link.value == ""
    assert "You can copy a link to this position when the round is over" in board.address_bar.status.value
    assert str(board.table.game.seed) not in board.address_bar.status.value
    # a record loaded into the table brought its own seed: its position can be shared
    from unokit.game import Game
    from unokit.record import to_record

    game = Game("classic", ["Ana", "Ben", "Cy"], seed=11)
    game.push(game.legal_moves(game.current)[0])
    board.address_bar.open_address("?" + address_query(preset="classic", rules={}, players=3, humans=(0,),
                                                       bot="random", seed=None, record=to_record(game), at=1))
    board.address_bar.copy()
    assert len(sent) == 1 and "record=z." in sent[0]


def test_a_record_past_its_end_and_a_bad_seat_are_said(board):
    board.address_bar.open_address("?players=3&humans=0,5&at=999")
    text = html.unescape(board.address_bar.status.value)
    assert "humans: seat 5 is not at this table (seats 0 to 2)" in text
    assert "at=999 is past the record's end" in text


def test_a_record_on_another_site_is_refused_in_words(board):
    board.address_bar._record_error("https://example.org/r.json", "it is on another site (https://example.org)")
    assert "Could not load the record https://example.org/r.json: it is on another site" in board.address_bar.status.value
