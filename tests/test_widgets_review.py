"""Review a round together from its saved record (issue 29, "Review together"), driven from Python as
the page drives it: a review starts at the deal with every hand face up, steps, goes back and jumps to a
move; opens a what-if line; and a second review follows the host's line and position until it leaves,
then rejoins."""

from __future__ import annotations

import json
import random

import pytest

pytest.importorskip("anywidget")

from unokit.errors import UnokitError  # noqa: E402
from unokit.game import Game  # noqa: E402
from unokit.record import to_record  # noqa: E402
from unokit.widgets.lines import Lines  # noqa: E402
from unokit.widgets.review import ReviewTable, sync_lines  # noqa: E402


@pytest.fixture(scope="module")
def record() -> str:
    """A finished seeded round of three, as saved JSON text."""
    game = Game("classic", ["Ana", "Ben", "Cy"], seed=5)
    rng = random.Random(5)
    while not game.is_over():
        game.push(rng.choice(game.legal_moves()))
    return json.dumps(to_record(game))


def shown_cards(review: ReviewTable) -> list[list[str]]:
    """The card codes each seat's hand widget shows (face-up cards carry their code)."""
    return [[card.get("code") for card in hand.cards] for hand in review.table.hands]


def test_a_review_starts_at_the_deal_with_every_hand_shown_and_steps(record):
    review = ReviewTable(record)
    game = review.table.game
    assert review.position == (0, 0) and review.total == len(game.move_stack) > 10
    shown = review.table.shown
    assert shown_cards(review) == [[card.code for card in shown.hand(seat)] for seat in range(3)]
    review.step()
    review.step()
    assert review.position == (0, 2) and review.cursor == 2
    review.back()
    assert review.cursor == 1
    review.jump(10)
    assert review.position == (0, 10)
    after = review.table.shown
    assert shown_cards(review) == [[card.code for card in after.hand(seat)] for seat in range(3)]
    assert 'data-cursor="10"' in review.status.value and "every hand face up" in review.status.value
    review.jump(10_000)  # clamped to the round
    assert review.cursor == review.total
    review.back()
    with pytest.raises(UnokitError, match="whole number from 0"):
        review.jump("3")
    assert len(review.table.game.move_stack) == review.total  # stepping never changes the round


def test_the_jump_list_names_every_move_and_jumps(record):
    review = ReviewTable(record)
    options = review.jump_picker.options
    assert options[0] == ("The deal", 0) and len(options) == review.total + 1
    assert options[1][0] == f"Move 1: {review.table.game.narration[0]}"
    review.jump_picker.value = 7  # as the page sets it
    assert review.cursor == 7 and review.jump_picker.value == 7
    review.step()
    assert review.jump_picker.value == 8


def test_a_what_if_line_opens_at_the_shown_position_and_the_round_is_kept(record):
    review = ReviewTable(record)
    main_moves = list(review.table.game.move_stack)
    review.jump(6)
    assert review.what_if() == 1
    assert review.position == (1, 6) and not review.main_button.disabled
    branch = review.table.game
    move = branch.legal_moves(branch.current)[-1]
    review.table.submit(move)
    assert review.position == (1, 7) and review.table.game.move_stack[-1] == move
    review.back_to_round()
    assert review.line == 0 and review.cursor == 6 and list(review.table.game.move_stack) == main_moves


def test_a_viewer_follows_the_host_leaves_and_rejoins(record):
    host, viewer = ReviewTable(record), ReviewTable(record)
    viewer.follow(host)
    assert viewer.following and viewer.follow_button.description == "Step on my own"
    host.step()
    host.step()
    assert viewer.position == host.position == (0, 2)
    host.jump(12)
    assert viewer.position == (0, 12)
    # the host opens a what-if line and plays a move on it: the viewer sees the same line and move
    host.what_if()
    branch = host.table.game
    host.table.submit(branch.legal_moves(branch.current)[0])
    assert viewer.position == host.position == (1, 13)
    assert viewer.table.game.move_stack == host.table.game.move_stack
    assert viewer.table.game is not host.table.game  # the viewer's own copy
    # the viewer leaves and steps on their own; the host goes on without them
    viewer.leave()
    viewer.back_to_round()
    viewer.jump(3)
    host.back()
    assert viewer.position == (0, 3) and host.position == (1, 12)
    assert "stepping on your own" in viewer.status.value
    # rejoining takes the viewer back to the host's line and position
    viewer.rejoin()
    assert viewer.following and viewer.position == host.position == (1, 12)
    host.back_to_round()
    assert viewer.position == host.position == (0, 12)


def test_a_viewer_that_steps_by_itself_has_left_the_review(record):
    host, viewer = ReviewTable(record), ReviewTable(record)
    viewer.follow(host)
    viewer.table.go(5)  # the table's own Forward / slider, as the page would
    assert not viewer.following and viewer.follow_button.description == "Rejoin the review"
    host.step()
    assert viewer.cursor == 5 and host.cursor == 1
    viewer.follow_button.click()
    assert viewer.following and viewer.cursor == 1


def test_bad_reviews_are_refused_with_the_reason(record):
    with pytest.raises(UnokitError, match="a record or a game"):
        ReviewTable()
    other = ReviewTable(game=Game("classic", ["Ana", "Ben", "Cy"], seed=6))
    with pytest.raises(UnokitError, match="another round"):
        ReviewTable(record).follow(other)
    with pytest.raises(UnokitError, match="follow a host first"):
        other.rejoin()
    game = Game("classic", 2, seed=1)
    game.push(game.legal_moves()[0])
    from_game = ReviewTable(game=game)
    assert from_game.cursor == 0 and len(game.move_stack) == 1  # the game given is left as it was


def test_sync_lines_takes_back_and_replays_moves_to_match():
    game = Game("classic", 2, seed=3)
    for _ in range(6):
        game.push(game.legal_moves()[0])
    theirs, mine = Lines(game), Lines(game.copy())
    theirs.branch(0, 4)
    theirs.line.game.push(theirs.line.game.legal_moves()[-1])
    assert sync_lines(mine, theirs) and mine.current == 0
    assert [line.game.move_stack for line in mine] == [line.game.move_stack for line in theirs]
    theirs.line.game.pop()
    theirs.line.game.pop()
    assert sync_lines(mine, theirs) and mine[1].game.move_stack == theirs[1].game.move_stack
    assert not sync_lines(mine, theirs)


def test_the_dashboard_reviews_the_round_just_played_or_a_saved_record(record):
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(preset="classic", players=3, start=False)
    assert dashboard.review() is None and "Finish the round first" in dashboard.review_status.value
    dashboard.play(Game("classic", ["Ana", "Ben", "Cy"], seed=2), humans=(), bot="random")
    while not dashboard.table.game.is_over():
        assert dashboard.review() is None  # not while the round goes on: a review shows every hand
        dashboard.bots_move(limit=50)
    review = dashboard.review()
    assert isinstance(review, ReviewTable) and review.cursor == 0
    assert review.total == len(dashboard.table.game.move_stack) and review in dashboard._review_box.children
    assert dashboard.review_fold.disclosure.expanded
    dashboard.review_upload.receive("round.json", record.encode())
    assert dashboard.review_table is not review and dashboard.review_table.total == len(json.loads(record)["moves"])
    assert dashboard.review_upload.message == "Reviewing round.json from the deal."
    shown = dashboard.review_table
    dashboard.review_upload.receive("bad.json", b"{}")  # a bad file is named and the review shown stays
    assert dashboard.review_upload.message == "bad.json: unokit: missing; a record needs unokit, rules, players"
    assert dashboard.review_table is shown and shown in dashboard._review_box.children
    with pytest.raises(UnokitError):
        dashboard.review({"unokit": 1})
    assert "Could not open the record" in dashboard.review_status.value and dashboard.review_table is shown
