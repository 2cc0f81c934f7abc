"""Shared tables (issue 25): the table's rules of seats and moves, what each seat may see, its journal.

The property test drives many seeded random tables (2-10 seats, every preset, each house rule) in process
and checks after every event that each seat's view is exactly what the engine's ``SeatView`` for that seat
says, that no view or event sent to a seat holds a card of another seat's hidden hand, and that a table
rebuilt from its journal is the same table. ``tests/test_tables_service.py`` does the same over real
WebSockets against a real ``unokit tables serve`` process.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from house_invariants import HOUSE_FLAGS, house_rules

from unokit.errors import RulesError
from unokit.tables.journal import Journal, read_journal
from unokit.tables.table import MAX_NAME_LENGTH, Table, TableError

#: Tables the property test plays (each a whole round, every seat's view checked after every event).
#: ``UNOKIT_TABLES_PROPERTY`` raises it for a long run (``UNOKIT_TABLES_PROPERTY=20000 pytest ...``).
#: In CI 500 tables: one in eight played to the round's end (every hand shown), the others for 25 events.
TABLES = int(os.environ.get("UNOKIT_TABLES_PROPERTY", "500"))

#: The fields a view may have; ``hands`` and ``evidence`` only where RULES.md makes them public.
VIEW_FIELDS = {"seat", "players", "host_seat", "seats", "started", "open_hands", "ended", "seq", "counts", "top",
               "discard", "color", "direction", "current", "pending_draw", "phase", "uno_open", "draw_pile",
               "winner", "placements", "scores", "round", "legal", "drawn", "hand", "hands", "evidence", "turn_timer",
               "turn_left", "rules_name", "colors", "dealer", "reasons", "away_seconds"}


def configurations() -> list[object]:
    """Rules as a record gives them: each preset, and each house rule alone on classic and on party."""
    configs: list[object] = ["classic", "black-uno", "spectrum", "party"]
    for flag in HOUSE_FLAGS:
        for preset in ("classic", "black-uno", "spectrum"):
            try:
                configs.append(house_rules(flag, preset=preset).to_json())
            except RulesError:
                continue
    return configs


#: Seat names that are no card code (a name "P0" would read as Purple 0 in a frame).
NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]


def _table(rules: object, seats: int, seed: int, bots: set[int], journal: Journal | None = None) -> Table:
    specs = [{"name": NAMES[i], **({"bot": "random"} if i in bots else {})} for i in range(seats)]
    table = Table("TEST1", rules, specs, seed=seed, journal=journal)
    if journal is not None:
        journal.append(table.header())
    for seat in range(seats):
        if seat not in bots:
            table.take_seat(NAMES[seat], f"token-{seat}", seat)
    return table


def _expected(table: Table, seat: int) -> dict[str, object]:
    """The view ``seat`` must get, made from the engine's own SeatView (not from the table's code)."""
    game = table.game
    seen = game.view(seat)
    expected: dict[str, object] = {
        "hand": [c.code for c in seen.hand], "counts": list(seen.hand_sizes), "top": seen.top.code,
        "discard": [c.code for c in seen.discard_pile], "color": seen.color.word if seen.color else None,
        "direction": seen.direction, "current": seen.current, "pending_draw": seen.pending_draw,
        "legal": [str(m) for m in seen.legal_moves], "winner": seen.winner,
        "placements": list(seen.placements), "scores": list(seen.scores), "phase": seen.phase,
        "draw_pile": seen.draw_pile_size,
    }
    return expected


def _hidden(table: Table, seat: int) -> set[str]:
    """Card codes only other seats hold (no copy of them is visible to ``seat``)."""
    game = table.game
    visible = set(game.hand(seat)) | set(game.discard_pile)
    others = set()
    for other in range(game.n_players):
        if other != seat:
            others.update(game.hand(other))
    return {card.code for card in others - visible}


def _check(table: Table, events: list[object]) -> None:
    game = table.game
    public = game.is_over() or table.open_hands
    for seat in range(game.n_players):
        view = table.view_for(seat)
        assert set(view) <= VIEW_FIELDS
        expected = _expected(table, seat)
        assert {key: view[key] for key in expected} == expected
        assert ("hands" in view) == public
        hidden = _hidden(table, seat)
        if not public:
            # no field of the view or of the events names a card that only other seats hold
            frames = json.dumps(view) + "".join(json.dumps(table.event_for(e, seat)) for e in events)
            evidence = view.get("evidence")
            shown = set(evidence["hand"]) if evidence else set()
            for event in events:
                if event.evidence is not None and event.evidence[0] == seat:
                    shown |= set(event.evidence[2])
            leaked = {code for code in hidden - shown if f'"{code}"' in frames}
            assert not leaked, f"seat {seat} was sent {leaked}, held by others"
    spectator = table.view_for(None)
    assert "hand" not in spectator and spectator["legal"] == []
    assert ("hands" in spectator) == public


def _play_round(table: Table, rng: random.Random, check: bool = True, limit: int = 400) -> int:
    moves = 0
    while not table.game.is_over() and moves < limit:
        move = table.bot_move()
        if move is not None:
            event = table.apply(move)
        else:
            seat = table.game.current
            legal = table.view_for(seat)["legal"]
            others = [s for s in range(table.game.n_players) if s != seat and table.bot_name(s) is None]
            # now and then an out-of-turn move of another person (a catch, a late UNO, a jump-in)
            if others and rng.random() < 0.1:
                other = rng.choice(others)
                out = table.view_for(other)["legal"]
                if out:
                    seat, legal = other, out
            event = table.move(seat, rng.choice(legal))
        moves += 1
        if check:
            _check(table, [event])
    return moves


def test_every_seat_sees_exactly_its_seat_view_and_never_another_hidden_hand() -> None:
    configs = configurations()
    rng = random.Random(25)
    played = 0
    for index in range(TABLES):
        rules = configs[index % len(configs)]
        top = 4 if (rules == "spectrum" or (isinstance(rules, dict) and rules.get("preset") == "spectrum")) else 10
        seats = rng.randint(2, top)
        bots = {s for s in range(1, seats) if rng.random() < 0.4}
        table = _table(rules, seats, rng.randrange(10**6), bots)
        table.start()
        if rng.random() < 0.1:
            table.set_open_hands(True)
        _check(table, [])
        played += _play_round(table, rng, limit=25 if index % 8 else 400)
    assert played > TABLES * 20


def test_a_table_rebuilt_from_its_journal_is_the_same_table(tmp_path) -> None:
    rng = random.Random(7)
    for index, rules in enumerate(["classic", "black-uno", "spectrum", "party"]):
        path = tmp_path / f"T{index}.table.jsonl"
        journal = Journal(path, sync=False)
        table = _table(rules, 3, index, {2}, journal)
        table.start()
        _play_round(table, rng, check=False, limit=25)
        copy = Table.restore(read_journal(path))
        assert copy.seq == table.seq
        assert [e.move for e in copy.events] == [e.move for e in table.events]
        for seat in (0, 1, None):
            assert copy.view_for(seat) == table.view_for(seat)
        assert copy.record() == table.record()


def test_a_line_cut_short_by_a_crash_is_left_out(tmp_path) -> None:
    path = tmp_path / "T.table.jsonl"
    journal = Journal(path, sync=False)
    table = _table("classic", 2, 3, set(), journal)
    table.start()
    journal.close()
    with open(path, "a", encoding="utf-8") as file:
        file.write('{"move": "0: dr')
    entries = read_journal(path)
    assert entries[-1] == {"start": ["Ana", "Ben"]}
    assert Table.restore(entries).seq == 0


def test_a_move_for_another_seat_an_illegal_move_or_no_move_leaves_the_table_unchanged() -> None:
    table = _table("classic", 3, 11, set())
    table.start()
    before = (table.seq, table.view_for(0), table.view_for(1), table.view_for(2))
    seat = table.game.current
    other = (seat + 1) % 3
    refused = [(other, f"{seat}: draw", "you are seat"), (seat, "play R99", "R99"), (seat, 5, "move notation"),
               (seat, "x" * 1000, "move notation")]
    hand = table.game.hand(seat)
    unplayable = [c for c in hand if str(table.game.explain(f"{seat}: play {c.code}").reason) and
                  not table.game.explain(f"{seat}: play {c.code}").legal]
    if unplayable:
        refused.append((seat, f"play {unplayable[0].code}", unplayable[0].code))
    for who, text, words in refused:
        with pytest.raises(TableError, match=words):
            table.move(who, text)
    assert (table.seq, table.view_for(0), table.view_for(1), table.view_for(2)) == before


@pytest.mark.parametrize("name, words", [
    ("", "empty"), ("   ", "empty"), ("A" * (MAX_NAME_LENGTH + 1), f"at most {MAX_NAME_LENGTH}"),
    ("Ana\u200b", "U\\+200B"), ("\u200b", "U\\+200B"), ("Ana\nBen", "U\\+000A"), ("\u202eAna", "U\\+202E"),
    (" Ana", "spaces"),
    (7, "text"),
])
def test_a_name_that_cannot_be_shown_or_told_apart_is_refused(name: object, words: str) -> None:
    table = Table("TEST1", "classic", [{"name": "Host"}, {"name": "Seat 1"}])
    with pytest.raises(TableError, match=words):
        table.take_seat(name, "token")
    assert table.seats[1].token_hash is None


def test_seats_fill_by_code_before_the_start_and_bots_play_empty_seats() -> None:
    table = Table("TEST1", "classic", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}], seed=4)
    assert table.take_seat("Ana", "a", 0) == 0
    assert table.take_seat("Dee", "d") == 1
    with pytest.raises(TableError, match="seat 1's name"):
        table.take_seat("dee", "e")
    table.start()
    assert [s.name for s in table.seats] == ["Ana", "Dee", "Cy"]
    assert table.game.players == ("Ana", "Dee", "Cy")
    assert table.bot_name(2) == "greedy" and table.bot_name(1) is None
    with pytest.raises(TableError, match="seat 2's name"):  # even a seat nobody holds keeps its own name
        Table("TEST2", "classic", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}]).take_seat("cy", "c", 1)
    with pytest.raises(TableError, match="round is being played"):
        table.take_seat("Eve", "e")


def test_a_person_gone_longer_than_the_away_time_is_played_by_a_bot_until_they_return() -> None:
    table = Table("TEST1", "classic", [{"name": "Ana"}, {"name": "Ben"}], away_after=60.0)
    table.take_seat("Ana", "a", 0)
    table.take_seat("Ben", "b", 1)
    table.seats[1].away_since = 100.0
    assert table.bot_name(1, now=159.0) is None
    assert table.bot_name(1, now=160.0) == "greedy"
    table.seats[1].connected, table.seats[1].away_since = 1, None
    assert table.bot_name(1, now=1000.0) is None


def test_the_challenged_hand_is_shown_to_the_challenger_only() -> None:
    # Ana holds a red card and plays a Wild Draw Four on a red top card: Ben challenges
    from unokit.moves import MoveKind

    for seed in range(400):
        table = _table("classic", 3, seed, set())
        table.start()
        game = table.game
        seat = game.current
        if game.phase != "play":
            continue
        bluff = [m for m in game.legal_moves(seat) if m.kind is MoveKind.PLAY and m.cards[-1].code == "W+4"]
        if not bluff:
            continue
        table.move(seat, str(bluff[0]))
        challenger = table.game.current
        if table.game.phase != "challenge":
            continue
        hand = [c.code for c in table.game.hand(seat)]
        event = table.move(challenger, "challenge")
        third = ({0, 1, 2} - {seat, challenger}).pop()
        assert table.view_for(challenger)["evidence"] == {"seat": seat, "hand": hand}
        assert table.event_for(event, challenger)["evidence"] == {"seat": seat, "hand": hand}
        for onlooker in (seat, third, None):
            assert "evidence" not in table.view_for(onlooker)
            assert "evidence" not in table.event_for(event, onlooker)
        return
    pytest.fail("no seeded deal gave a Wild Draw Four to challenge")


def test_only_cards_a_seat_received_are_named_to_it() -> None:
    table = _table("classic", 3, 5, set())
    table.start()
    seat = table.game.current
    before = list(table.game.hand(seat))
    event = table.move(seat, "draw")
    drawn = [c.code for c in table.game.hand(seat)][len(before):]
    assert table.event_for(event, seat)["received"] == drawn
    for other in ({0, 1, 2} - {seat}) | {None}:
        assert "received" not in table.event_for(event, other)
