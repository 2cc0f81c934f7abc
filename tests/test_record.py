"""Game records (DESIGN.md contract 3): every RecordError path, and write -> read -> replay."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from unokit.agents import make_agent
from unokit.cards import make_deck
from unokit.errors import RecordError, RulesError, UnokitError
from unokit.game import Game
from unokit.record import (
    SCHEMA,
    GameRecord,
    positions,
    read_record,
    record_from_bytes,
    replay,
    short_path,
    to_record,
    validate,
    write_record,
)
from unokit.rules import find_preset

DATA = Path(__file__).parent / "data"

BASE = {"unokit": 1, "rules": "classic", "players": ["Ana", "Ben"], "seed": 7, "moves": []}

POSITION = {
    "unokit": 1,
    "rules": "classic",
    "players": ["Ana", "Ben", "Cy"],
    "position": {
        "hands": [["R7", "G3"], ["B5", "Y2", "R2"], ["W+4", "G9"]],
        "discard": ["Y3", "R5"],
        "draw_pile": ["B1", "G1", "Y1", "B2"],
        "current": 0,
        "direction": 1,
        "color": "red",
    },
    "moves": [],
}


def with_changes(base: dict, **changes) -> dict:
    data = copy.deepcopy(base)
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


def position_with(**changes) -> dict:
    data = copy.deepcopy(POSITION)
    for key, value in changes.items():
        if value is None:
            data["position"].pop(key, None)
        else:
            data["position"][key] = value
    return data


def error_of(data) -> str:
    with pytest.raises(RecordError) as info:
        record = validate(data)
        replay(record)
    return str(info.value)


# --- structure (JSON Schema) ------------------------------------------------------------------


def test_schema_ships_inside_the_package():
    assert SCHEMA["properties"]["unokit"] == {"const": 1, "description": SCHEMA["properties"]["unokit"]["description"]}
    assert (Path(__file__).parent.parent / "unokit" / "record.schema.json").is_file()


def test_record_must_be_an_object():
    assert "a record must be a JSON object (a dict in Python), not list" in error_of([1, 2])


@pytest.mark.parametrize(("text", "kind"), [("[]", "an array"), ("3", "a number"), ("2.5", "a number"),
                                            ('"x"', "a string"), ("true", "true or false"), ("null", "null")])
def test_a_file_of_json_that_is_not_an_object_is_refused_naming_the_file(text, kind, tmp_path):
    """The message names the file and says what it holds in JSON's words (it said "not list", and
    for a file given by path did not say which file)."""
    with pytest.raises(RecordError, match=rf"^game.json holds {kind}, not a JSON object; a record is a JSON object"):
        record_from_bytes(text.encode(), "game.json")
    path = tmp_path / "round.json"
    path.write_text(text)
    with pytest.raises(RecordError, match=rf"^{re.escape(short_path(str(path)))} holds {kind}, not a JSON object; "):
        read_record(path)


@pytest.mark.parametrize("source", [[], 3, None, b'{"unokit": 1}', 2.5])
def test_read_record_refuses_a_source_that_is_no_mapping_text_or_path(source):
    with pytest.raises(RecordError, match=r"^a record is read from a file path, JSON text or a dict, not "):
        read_record(source)


def test_record_from_bytes_reads_what_read_record_reads_from_the_file(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(POSITION))
    assert record_from_bytes(path.read_bytes(), "game.json") == read_record(path)


def test_text_that_is_not_json_names_line_and_column():
    with pytest.raises(RecordError, match=r"record is not valid JSON \(line 1, column"):
        read_record('{"unokit": 1,')


def test_unknown_top_level_key_is_refused_and_meta_is_allowed():
    message = error_of(with_changes(BASE, colour="red"))
    assert message.startswith("colour: unknown key; allowed keys are: unokit, rules, players")
    assert '"meta"' in message
    record = validate(with_changes(BASE, meta={"event": "club night", "anything": [1, 2]}))
    assert record.meta == {"event": "club night", "anything": [1, 2]}


def test_unknown_position_key_is_refused():
    message = error_of(position_with(colour="red"))
    assert message.startswith("position.colour: unknown key; allowed keys in position are: hands, discard")


def test_missing_required_key():
    assert error_of(with_changes(BASE, players=None)).startswith("players: missing")
    assert error_of(position_with(current=None)).startswith("position.current: missing")


def test_format_version_other_than_1():
    assert error_of(with_changes(BASE, unokit=2)) == (
        "unokit: format version 2 is not supported; this unokit reads version 1"
    )


def test_wrong_types_name_the_field_and_the_allowed_type():
    assert error_of(with_changes(BASE, seed="seven")) == (
        'seed: "seven" is not allowed; it must be a whole number'
    )
    assert error_of(with_changes(BASE, rules=7)).startswith('rules: 7 is not allowed; give a preset name')
    assert error_of(with_changes(BASE, players=[1, 2])).startswith("players: [1, 2] is not allowed")
    assert error_of(with_changes(BASE, moves="0: draw")).startswith('moves: "0: draw" is not allowed; it must be a list')
    assert error_of(position_with(direction=0)) == 'position.direction: 0 is not allowed; use one of: 1, -1'
    assert error_of(position_with(discard=[])).startswith("position.discard: needs at least 1 item")
    assert error_of(with_changes(BASE, dealer=-1)).startswith("dealer: -1 is not allowed; it must be at least 0")
    assert error_of(with_changes(BASE, dealer=1.0)) == "dealer: 1.0 is not allowed; it must be a whole number"
    assert error_of(with_changes(BASE, seed=True)) == "seed: true is not allowed; it must be a whole number"


def test_deck_and_position_together_are_refused():
    data = with_changes(POSITION, deck=list(c.code for c in make_deck("classic")))
    assert error_of(data).startswith("deck and position: a record gives at most one of them")


# --- rules and players -------------------------------------------------------------------------


def test_unknown_preset():
    assert error_of(with_changes(BASE, rules="poker")).startswith(
        "rules: unknown preset 'poker'; presets are: classic, black-uno, spectrum"
    )


def test_unknown_rules_flag_and_wrong_flag_type():
    assert error_of(with_changes(BASE, rules={"preset": "classic", "hand_swap": True})).startswith(
        "rules: unknown rules flag 'hand_swap'"
    )
    assert "has the wrong type" in error_of(with_changes(BASE, rules={"preset": "classic", "uno_penalty": "two"}))


def test_rules_overrides_are_read():
    record = validate(with_changes(BASE, rules={"preset": "classic", "wild_starter_replaced": True}))
    assert record.rules.wild_starter_replaced is True
    assert record.to_json()["rules"] == {"preset": "classic", "wild_starter_replaced": True}


@pytest.mark.parametrize(
    ("rules", "players", "allowed"),
    [("classic", 11, "2 to 10"), ("classic", 1, "2 to 10"), ("spectrum", 5, "2 to 4"), ("black-uno", 12, "2 to 10")],
)
def test_player_count_outside_the_preset(rules, players, allowed):
    message = error_of(with_changes(BASE, rules=rules, players=players))
    assert message == f"players: {players} players, but {rules} allows {allowed}"


def test_hands_too_large_for_the_deck():
    data = with_changes(BASE, rules={"preset": "classic", "hand_size": 12}, players=9)
    assert error_of(data) == (
        "rules: hand_size=12: 9 hands of 12 cards and a starter card need 109 cards, but the classic deck "
        "has 108; deal at most 11 cards each to 9 players, or seat fewer players"
    )


def test_player_names_must_differ():
    assert error_of(with_changes(BASE, players=["Ana", "Ana"])) == (
        "players[1]: 'Ana' is already seat 0; names must differ"
    )


def test_dealer_must_be_a_seat():
    assert error_of(with_changes(BASE, dealer=2)) == "dealer: seat 2 does not exist; seats are 0 to 1"


# --- deck ---------------------------------------------------------------------------------------


def classic_codes(seed: int = 0) -> list[str]:
    codes = [card.code for card in make_deck("classic")]
    random.Random(seed).shuffle(codes)
    return codes


def test_deck_with_an_unknown_card():
    codes = classic_codes()
    codes[3] = "X9"
    assert error_of(with_changes(BASE, deck=codes)).startswith("deck[3]: unknown card 'X9'")


def test_deck_with_a_card_of_another_preset():
    codes = classic_codes()
    codes[5] = "O3"
    assert error_of(with_changes(BASE, deck=codes)) == (
        "deck[5]: Orange 3 is not a card of the classic deck; its colours are red yellow green blue"
    )


def test_deck_with_a_card_more_often_than_the_deck_has_it():
    codes = ["R0"] + classic_codes()
    message = error_of(with_changes(BASE, deck=codes))
    assert message.startswith("deck[")
    assert message.endswith(": a 2nd Red 0, but the classic deck has only 1")


def test_deck_that_is_not_the_whole_deck():
    codes = classic_codes()
    codes.remove("W+4")
    assert error_of(with_changes(BASE, deck=codes)) == (
        "deck: 107 cards, but a deck must be exactly the classic deck of 108 cards; missing: W+4"
    )


def test_spectrum_deck_is_not_a_classic_deck():
    codes = [card.code for card in make_deck("spectrum")]
    assert "is not a card of the classic deck" in error_of(with_changes(BASE, deck=codes))


def test_deck_record_deals_from_the_top():
    codes = classic_codes(3)
    game = replay(with_changes(BASE, deck=codes, seed=None))
    assert game.dealer == 0
    # RULES.md conventions: one card at a time from the left of the dealer, clockwise.
    assert [c.code for c in game.hands[1][:2]] == [codes[0], codes[2]]
    assert [c.code for c in game.hands[0][:2]] == [codes[1], codes[3]]


# --- position -------------------------------------------------------------------------------------


def test_position_replays_from_the_given_state():
    game = replay(POSITION)
    assert game.current == 0
    assert game.top.code == "R5"
    assert [c.code for c in game.hand(2)] == ["W+4", "G9"]
    assert [c.code for c in game.draw_pile] == ["B1", "G1", "Y1", "B2"]
    assert game.dealer == 0


def test_position_hand_count_must_match_players():
    assert error_of(with_changes(POSITION, players=2)) == "position.hands: 3 hands for 2 players; give one per seat"


def test_position_unknown_card_names_its_path():
    data = position_with(hands=[["R7", "G3"], ["Q5", "Y2"], ["W+4"]])
    assert error_of(data).startswith("position.hands[1][0]: unknown card 'Q5'")


def test_position_card_more_often_than_the_deck_has_it():
    data = position_with(hands=[["R0", "G3"], ["B5", "Y2"], ["W+4"]], discard=["Y3", "R0"])
    assert error_of(data) == "position.discard[1]: a 2nd Red 0, but the classic deck has only 1"


def test_position_may_hold_fewer_cards_than_the_deck():
    record = validate(POSITION)
    total = sum(len(h) for h in record.position.hands) + len(record.position.discard) + len(record.position.draw_pile)
    assert total < 108


def test_position_current_must_be_a_seat():
    assert error_of(position_with(current=3)) == "position.current: seat 3 does not exist; seats are 0 to 2"


def test_position_wild_on_top_needs_a_colour():
    data = position_with(discard=["R5", "W"], color=None)
    assert error_of(data).startswith("position.color: the top card is a Wild, so the colour it named is needed")


def test_position_colour_outside_the_game():
    data = position_with(discard=["R5", "W"], color="orange")
    assert error_of(data) == (
        'position.color: "orange" is not a colour of the classic game; use one of: red yellow green blue'
    )


def test_position_colour_must_match_a_coloured_top_card():
    assert error_of(position_with(color="blue")) == (
        'position.color: "blue" differs from the top card, Red 5; the colour in play is red'
    )


def test_position_pending_draw_needs_a_stacking_preset():
    data = position_with(discard=["R5", "R+2"], pending_draw=2)
    assert error_of(data).startswith("position.pending_draw: the classic rules do not stack draw penalties")


def test_position_pending_draw_needs_a_draw_card_on_top():
    data = with_changes(position_with(pending_draw=2), rules="black-uno")
    assert error_of(data) == (
        "position.pending_draw: a pending penalty needs a Draw Two or Wild Draw Four on top of the "
        "discard pile, not Red 5"
    )


def test_position_pending_draw_must_be_whole_penalties():
    data = with_changes(position_with(discard=["R5", "R+2"], pending_draw=3), rules="black-uno")
    assert error_of(data) == "position.pending_draw: 3 is not a multiple of 2, the Red Draw Two's penalty"


def test_position_out_only_where_the_round_goes_on():
    data = position_with(hands=[["R7"], [], ["W+4"]], out=[1])
    assert error_of(data).startswith("position.out: the classic round ends when the first player goes out")


def test_position_out_seat_must_have_an_empty_hand():
    data = with_changes(position_with(out=[1]), rules="black-uno")
    assert error_of(data) == "position.out[0]: seat 1 still holds cards; only an empty hand is out"


def test_position_empty_hand_must_be_out():
    data = position_with(hands=[["R7"], [], ["W+4"]])
    assert error_of(data).startswith("position.hands[1]: an empty hand means the round is over")


def test_position_seat_to_act_cannot_be_out():
    data = with_changes(position_with(hands=[[], ["B5"], ["W+4"]], out=[0]), rules="black-uno")
    assert error_of(data) == "position.current: seat 0 is out; the seat to act must still hold cards"


def test_position_with_seats_out_replays_in_black_uno():
    data = with_changes(
        position_with(hands=[["R7"], [], ["W+4", "G9"]], out=[1]),
        rules="black-uno",
        players=3,
    )
    game = replay(data)
    assert game.placements == (1,)
    assert game.current == 0


# --- moves ---------------------------------------------------------------------------------------


def test_malformed_move_names_index_and_text():
    data = with_changes(POSITION, moves=["0: play R7", "1: jump"])
    message = error_of(data)
    assert message.startswith('moves[1] "1: jump": unknown verb \'jump\'')


def test_move_without_seat_prefix():
    assert error_of(with_changes(POSITION, moves=["draw"])).startswith('moves[0] "draw": ')


def test_move_by_a_seat_that_does_not_exist():
    assert error_of(with_changes(POSITION, moves=["5: draw"])) == (
        'moves[0] "5: draw": seat 5 does not exist; seats are 0 to 2'
    )
    assert error_of(with_changes(POSITION, moves=["0: catch 4"])) == (
        'moves[0] "0: catch 4": seat 4 does not exist; seats are 0 to 2'
    )


def test_move_by_the_wrong_seat():
    from unokit.moves import Move

    reason = replay(POSITION).explain(Move.parse("1: draw")).reason
    assert "turn" in reason
    assert error_of(with_changes(POSITION, moves=["1: draw"])) == f'moves[0] "1: draw": {reason}'


def test_colour_after_a_card_that_is_not_wild():
    assert error_of(with_changes(POSITION, moves=["0: play R7 blue"])) == (
        'moves[0] "0: play R7 blue": play R7 blue: a colour follows only a Wild as the last card'
    )


def test_illegal_card_gives_the_engine_reason():
    game = replay(POSITION)
    from unokit.moves import Move

    reason = game.explain(Move.parse("0: play G3")).reason
    message = error_of(with_changes(POSITION, moves=["0: play G3"]))
    assert message == f'moves[0] "0: play G3": {reason}'


def test_illegal_move_later_in_the_record():
    data = with_changes(POSITION, moves=["0: play R7", "1: play R2", "2: play B5"])
    assert error_of(data).startswith('moves[2] "2: play B5": ')


def test_match_scores_need_one_total_per_seat():
    data = with_changes(BASE, match={"round": 2, "scores": [10, 20, 30]})
    assert error_of(data) == "match.scores: 3 totals for 2 players; give one per seat"


def test_read_record_from_path_and_text(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(POSITION))
    assert read_record(path) == read_record(json.dumps(POSITION)) == read_record(POSITION)
    assert isinstance(read_record(str(path)), GameRecord)


# --- writing and replaying -------------------------------------------------------------------------


def play_some(game: Game, moves: int, seed: int, bot_name: str = "random") -> Game:
    bot = make_agent(bot_name, seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.push(bot.choose(game, game.current))
    return game


def same_state(a: Game, b: Game) -> None:
    assert a.state_dict() == b.state_dict()
    assert a.hands == b.hands
    assert a.draw_pile == b.draw_pile
    assert a.move_stack == b.move_stack
    assert (a.reshuffles, a.dry_draws, a.dealer, a.players) == (b.reshuffles, b.dry_draws, b.dealer, b.players)
    # the RNG state matters too: both continue the same way
    a2, b2 = play_some(a.copy(), 40, 99), play_some(b.copy(), 40, 99)
    assert a2.state_dict() == b2.state_dict()


PRESET_PLAYERS = st.sampled_from(["classic", "black-uno", "spectrum"]).flatmap(
    lambda name: st.tuples(st.just(name), st.integers(2, 4 if name == "spectrum" else 6))
)


BOTS = st.sampled_from(["random", "uniform", "greedy"])


@given(PRESET_PLAYERS, st.integers(0, 2**32), st.integers(0, 200), BOTS)
def test_seeded_record_replays_to_the_same_state(preset_players, seed, moves, bot):
    rules, players = preset_players
    game = play_some(Game(rules, players, seed=seed), moves, seed, bot)
    data = json.loads(json.dumps(to_record(game)))
    assert data["seed"] == seed
    assert "deck" not in data and "position" not in data
    same_state(game, replay(data))


@given(PRESET_PLAYERS, st.integers(0, 2**16), st.integers(0, 120), BOTS)
def test_deck_record_replays_to_the_same_state(preset_players, seed, moves, bot):
    rules, players = preset_players
    deck = list(make_deck("spectrum" if rules == "spectrum" else "classic"))
    random.Random(seed).shuffle(deck)
    game = play_some(Game(rules, players, seed=seed, dealer=seed % players, deck=deck), moves, seed, bot)
    data = json.loads(json.dumps(to_record(game)))
    assert data["deck"] == [card.code for card in deck]
    assert data["dealer"] == seed % players
    same_state(game, replay(data))


@given(st.integers(0, 2**16), st.integers(0, 60))
def test_position_record_replays_to_the_same_state(seed, moves):
    start = replay(with_changes(POSITION, seed=seed))
    game = play_some(start, moves, seed)
    data = json.loads(json.dumps(to_record(game, meta={"note": "test"})))
    assert data["position"] == POSITION["position"]
    assert data["meta"] == {"note": "test"}
    same_state(game, replay(data))


def test_write_record_and_read_it_back(tmp_path):
    game = play_some(Game("classic", ["Ana", "Ben", "Cy"], seed=11), 30, 1)
    path = write_record(game, tmp_path / "g.json")
    record = read_record(path)
    assert record.players == ("Ana", "Ben", "Cy")
    assert len(record.moves) == len(game.move_stack)
    same_state(game, record.replay())


def test_later_round_of_a_match_records_its_scores():
    game = Game("classic", 2, seed=5)
    bot = make_agent("greedy", 1)
    while not game.is_over():
        game.push(bot.choose(game, game.current))
    later = play_some(game.next_round(seed=6), 10, 2)
    data = json.loads(json.dumps(to_record(later)))
    assert data["match"]["round"] == 2
    same_state(later, replay(data))


@pytest.mark.parametrize("path", sorted(DATA.glob("*.json")), ids=lambda p: p.name)
def test_sample_records(path):
    data = json.loads(path.read_text())
    expect = data.get("meta", {}).get("expect_error")
    if expect:
        with pytest.raises(RecordError) as info:
            replay(read_record(path))
        assert str(info.value) == expect
    else:
        game = replay(read_record(path))
        assert len(game.move_stack) == len(data.get("moves", []))
        written = to_record(game, meta=data.get("meta"))
        assert to_record(replay(written), meta=data.get("meta")) == written


# --- the remaining paths, one each ----------------------------------------------------------------


def test_unknown_key_in_match():
    assert error_of(with_changes(BASE, match={"round": 2, "dealer": 1})).startswith(
        "match.dealer: unknown key; allowed keys in match are: round, scores, first_player"
    )


def test_match_first_player_must_be_a_seat():
    assert error_of(with_changes(BASE, match={"round": 2, "first_player": 2})) == (
        "match.first_player: seat 2 does not exist; seats are 0 to 1"
    )


def test_player_name_with_spaces_at_the_ends():
    assert error_of(with_changes(BASE, players=["Ana", " Ben"])) == (
        "players[1]: a name has no spaces at either end; got ' Ben'"
    )


def test_empty_card_code():
    assert error_of(position_with(hands=[["R7", ""], ["B5"], ["G9"]])) == (
        "position.hands[0][1]: an empty string is not allowed"
    )


def test_position_out_lists_a_seat_twice():
    data = with_changes(position_with(hands=[["R7"], [], ["G9"]], out=[1, 1]), rules="black-uno")
    assert error_of(data) == "position.out: [1, 1] lists a seat twice; list each seat once"


def test_position_out_seat_that_does_not_exist():
    data = with_changes(position_with(out=[5]), rules="black-uno")
    assert error_of(data) == "position.out[0]: seat 5 does not exist; seats are 0 to 2"


def test_position_where_the_round_is_already_decided():
    data = with_changes(position_with(hands=[["R7"], [], []], out=[1, 2]), rules="black-uno")
    assert error_of(data).startswith("position.out: with 2 of 3 seats out the round is already over")


def test_the_format_version_is_the_whole_number_1():
    with pytest.raises(RecordError, match=r"^unokit: format version 1.0 is not supported; write the version as 1$"):
        read_record('{"unokit": 1.0, "rules": "classic", "players": 2}')
    assert read_record('{"unokit": 1, "rules": "classic", "players": 2}').n_players == 2


@pytest.mark.parametrize("direction", [-1.0, 1.0])
def test_position_direction_is_written_as_a_whole_number(direction):
    record = {"unokit": 1, "rules": "classic", "players": 2,
              "position": {"hands": [["R7", "G3"], ["B5", "Y2"]], "discard": ["R5"], "draw_pile": ["B1"],
                           "current": 0, "direction": direction}}
    with pytest.raises(RecordError, match=rf"^position.direction: {direction} is not allowed; use one of: 1, -1$"):
        validate(record)


@pytest.mark.parametrize("move, reason", [
    # a move without a seat: the record named it, then cut the reason down to a stray end of it ("www'")
    ("www", "has no seat; write it as 'N: www'"),
    ("", "is empty; moves are: "),
    ("0: jump", "unknown verb 'jump'; moves are: "),
    ("x: draw", "the seat before ':' must be a number like '0'"),
])
def test_a_move_that_is_not_notation_is_named_once_with_the_whole_reason(move, reason):
    message = error_of(with_changes(BASE, moves=[move]))
    assert message.startswith(f"moves[0] {json.dumps(move)}: {reason}")
    assert message.count(repr(move)) == 0 or move == ""  # the move is quoted once, by the record


@pytest.mark.parametrize("name", ["   ", "\t"])  # "" is refused by the schema first
def test_an_empty_player_name_is_refused_as_the_game_refuses_it(name):
    with pytest.raises(RulesError) as refused:
        Game("classic", players=["Ana", name], seed=1)
    assert error_of(with_changes(BASE, players=["Ana", name])) == str(refused.value) == (
        f"players[1]: a name cannot be empty or only spaces; got {name!r}"
    )


def test_a_deck_too_small_is_refused_as_the_game_refuses_it():
    with pytest.raises(UnokitError) as refused:
        Game(find_preset("classic").replace(hand_size=12), 9, seed=1)
    assert error_of(with_changes(BASE, rules={"preset": "classic", "hand_size": 12}, players=9)) == (
        f"rules: {refused.value}"
    )


@pytest.mark.parametrize(("players", "message"), [
    (["", "x"], 'players[0]: "" is not allowed; each name is text of at least one letter, in seat order'),
    (["Ana", 7], "players[1]: 7 is not allowed; each name is text of at least one letter, in seat order"),
    ([], 'players: [] is not allowed; give the names in seat order (["Ana", "Ben"]) or a count (2)'),
])
def test_a_list_of_players_names_the_one_that_is_not_a_name(players, message):
    # ["", "x"] said only 'players: ["", "x"] is not allowed; give the names in seat order ...'
    assert error_of(with_changes(BASE, players=players)) == message


@pytest.mark.parametrize(("raw", "problem"), [
    (b"", "line 1, column 1: there is no text"),
    (b'{"unokit": 1, "rules": "clas', "line 1, column 24: a string is not closed; the text stops before the record ends"),
    (b'{"unokit": 1', "line 1, column 13: a comma was expected; the text stops before the record ends"),
    (b'{"unokit": 1} x', "line 1, column 15: more text follows the record)"),
    (b"{unokit: 1}", "line 1, column 2: a key in double quotes was expected)"),
    (b'{"unokit" 1}', "line 1, column 11: a colon was expected)"),
])
def test_json_syntax_problems_are_said_in_plain_words(raw, problem):
    """Python's parser messages ("Unterminated string starting at") were shown as they came."""
    with pytest.raises(RecordError) as caught:
        record_from_bytes(raw, "game.json")
    assert str(caught.value).startswith(f"game.json is not valid JSON ({problem}")


def test_positions_yield_every_position_and_replay_stops_at_any():
    record = read_record(DATA / "classic_deck_greedy_round.json")
    seen = [(index, move, game.move_stack[-1] if game.move_stack else None, len(game.move_stack))
            for index, move, game in positions(record)]
    count = len(record.moves)
    assert [index for index, *_ in seen] == list(range(count + 1))
    assert [move for _, move, *_ in seen] == [*record.moves, None]
    assert [pushed for *_, pushed in seen] == list(range(count + 1))  # game stands after `index` moves
    assert replay(record, at=0).move_stack == ()
    assert replay(record, at=5).move_stack == record.moves[:5]
    assert replay(record, at=count).move_stack == replay(record).move_stack == record.moves
    for bad in (-1, count + 1, True, 2.0):
        with pytest.raises(RecordError, match=f"at must be a number of moves from 0 to {count}, not "):
            replay(record, at=bad)  # type: ignore[arg-type]


def test_positions_locate_an_illegal_move_when_they_reach_it():
    steps = positions(DATA / "invalid_illegal_move.json")
    index, move, game = next(steps)
    assert (index, move.notation()) == (0, "0: play R7 uno") and game.move_stack == ()
    assert next(steps)[0] == 1
    with pytest.raises(RecordError, match=r'^moves\[1\] "1: play B5": Blue 5 matches neither red nor 7$'):
        next(steps)
