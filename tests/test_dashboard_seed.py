"""The dashboard's seed (issue 23 item 4, security review F4): every new game is dealt from a fresh seed
the page is not told until the round is over; a typed seed is an open deal, and the page says so."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from page_state import page_texts  # noqa: E402

from unokit.dashboard import Dashboard  # noqa: E402
from unokit.dashboard.app import SEED_ENVIRONMENT, read_seed  # noqa: E402
from unokit.deal import FRESH_SEED_LIMIT, fresh_seed, next_round_seed  # noqa: E402
from unokit.errors import UnokitError  # noqa: E402
from unokit.moves import MoveKind  # noqa: E402


@pytest.fixture(autouse=True)
def no_seed_from_the_environment(monkeypatch):
    monkeypatch.delenv(SEED_ENVIRONMENT, raising=False)


def play_to_the_end(dashboard: Dashboard) -> None:
    table, game = dashboard.table, dashboard.game
    for _ in range(2000):
        if game.is_over():
            return
        seat = game.current
        moves = game.view(seat).legal_moves
        move = next((m for m in moves if m.kind is MoveKind.PLAY), moves[0])
        table.submit(move)
    raise AssertionError("the round did not end")


def test_fresh_seeds_are_typeable_numbers_from_the_operating_system():
    seeds = {fresh_seed() for _ in range(50)}
    assert len(seeds) > 45 and all(0 <= seed < FRESH_SEED_LIMIT for seed in seeds)
    assert len(str(FRESH_SEED_LIMIT - 1)) == 9


def test_two_visitors_get_different_deals_and_neither_page_holds_the_seed_until_the_round_is_over():
    first, second = Dashboard(), Dashboard()
    assert first.seed.value == second.seed.value == ""  # the field stays empty: a fresh deal
    assert first.game.seed != second.game.seed
    assert [first.game.hand(s) for s in range(3)] != [second.game.hand(s) for s in range(3)]
    seed = str(first.game.seed)
    texts = page_texts(first)
    assert texts and not [text for text in texts if seed in text]
    assert any(text.startswith("New classic game, a fresh deal (its seed is shown when the round is over).")
               for _, text in first.table.live.history)
    play_to_the_end(first)
    assert [text for text in page_texts(first) if seed in text]  # now it may be replayed or shared
    assert f"dealt from seed <strong>{seed}</strong>" in first.table.seed_html.value
    assert first.table.seed_html.layout.display == ""


def test_the_seed_is_shown_only_once_the_round_is_over_every_move_of_the_way():
    dashboard = Dashboard(players=2)
    game, table = dashboard.game, dashboard.table
    seed = str(game.seed)
    while not game.is_over():
        assert not [text for text in page_texts(dashboard) if seed in text], len(game.move_stack)
        assert table.seed_html.value == "" and table.seed_html.layout.display == "none"
        moves = game.view(game.current).legal_moves
        table.submit(next((m for m in moves if m.kind is MoveKind.PLAY), moves[0]))
    assert seed in table.seed_html.value


def test_the_next_round_of_a_fresh_deal_is_dealt_from_another_fresh_seed():
    dashboard = Dashboard(players=2)
    first = dashboard.game
    play_to_the_end(dashboard)
    dashboard.table.next_round()
    second = dashboard.game
    assert second is not first and second.round_number == 2
    # a seed derived from the first round's, which the page now shows, would tell the second deal
    assert second.seed != next_round_seed(first.seed, 1)
    assert not [text for text in page_texts(dashboard) if str(second.seed) in text]


def test_a_typed_seed_is_an_open_deal_and_the_page_says_so():
    dashboard = Dashboard(seed=5)
    assert dashboard.seed.value == "5" and dashboard.game.seed == 5
    assert any(text.startswith("New classic game, seed 5. Played by a person: Ana. Open deal: anyone who knows the "
                               "seed can work out every hand.") for _, text in dashboard.table.live.history)
    next_game = dashboard.game
    play_to_the_end(dashboard)
    dashboard.table.next_round()
    assert dashboard.game.seed == next_round_seed(next_game.seed, 1)  # an open deal's match stays open


def test_start_takes_a_seed_as_a_link_would_and_an_empty_field_deals_fresh_again():
    dashboard = Dashboard()
    assert dashboard.start(seed=12) is True
    assert dashboard.game.seed == 12 and dashboard.seed.value == "12"
    assert dashboard.start(seed="12") is True and dashboard.game.seed == 12
    dashboard.seed.value = ""
    assert dashboard.start() is True
    assert dashboard.game.seed != 12
    assert any(text.startswith("New classic game, a fresh deal") for _, text in dashboard.table.live.history[-3:])
    assert dashboard.start(seed="twelve") is False
    assert dashboard.form_problems.fields == ["seed"]


def test_the_environment_can_set_one_seed_for_every_visitor(monkeypatch):
    monkeypatch.setenv(SEED_ENVIRONMENT, "42")
    dashboard = Dashboard()
    assert dashboard.seed.value == "42" and dashboard.game.seed == 42


@pytest.mark.parametrize(("text", "seed"), [("", None), ("  ", None), ("7", 7), ("-3", -3), ("123 456 789", 123456789),
                                            ("1_000", 1000)])
def test_read_seed_reads_whole_numbers_and_empty(text, seed):
    assert read_seed(text) == seed


@pytest.mark.parametrize("text", ["2.5", "1e3", "seven", "0x10", "9007199254740993"])
def test_read_seed_refuses_anything_else(text):
    with pytest.raises(UnokitError, match=text[:10]):
        read_seed(text)
