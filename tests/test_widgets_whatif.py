"""Analyse and what-if at the table (issue 14 item 5), driven from Python as the page drives it.

The branch model (:class:`unokit.widgets.lines.Lines`) on its own; then the table: an analysis of any
position in teaching mode, only the person's own turn in play mode, never depending on a hidden card;
the background run stopped when the position changes; branches that keep the game's own line, switched
by the line menu, saved as records that replay.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("anywidget")

from unokit.cards import make_deck, parse_cards  # noqa: E402
from unokit.errors import AnalysisError  # noqa: E402
from unokit.game import Game, Position  # noqa: E402
from unokit.moves import MoveKind  # noqa: E402
from unokit.record import replay  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402
from unokit.widgets.analyse import SAMPLE_CHOICES, AnalyseRefused, analysis_seat, move_label  # noqa: E402
from unokit.widgets.lines import LineError, Lines  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def played(moves: int, seed: int = 4, players=("Ana", "Ben", "Cy")) -> Game:
    """A seeded game after ``moves`` moves chosen by a seeded random stream (legal moves only)."""
    game = Game("classic", list(players), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.push(rng.choice(game.legal_moves()))
    return game


def position_game(theirs: str, pile_seed: int) -> Game:
    """Two seats from a position: seat 0 holds the same cards in every call; seat 1's hand and the
    draw pile (both hidden from seat 0) vary with the arguments."""
    hands = (tuple(parse_cards("R5 R9 G3 B7 Y1")), tuple(parse_cards(theirs)))
    under = parse_cards("G1 R3")
    rest = list(make_deck("classic"))
    for card in [*hands[0], *hands[1], *under]:
        rest.remove(card)
    random.Random(pile_seed).shuffle(rest)
    return Game("classic", ["Ana", "Ben"], seed=0,
                position=Position(hands=hands, discard=tuple(under), draw_pile=tuple(rest), current=0))


def said(table: GameTable) -> list[str]:
    return [text for _kind, text in table.live.history]


# ------------------------------------------------------------------ the branch model
def test_a_branch_copies_the_position_and_leaves_the_main_line_alone():
    game = played(8)
    main_moves = list(game.move_stack)
    lines = Lines(game)
    assert len(lines) == 1 and lines.main.game is game and lines.current == 0
    number = lines.branch(0, 3)
    assert number == 1 and lines.current == 1
    branch = lines[1].game
    assert branch is not game and list(branch.move_stack) == main_moves[:3]
    branch.push(branch.legal_moves()[-1])
    assert list(game.move_stack) == main_moves  # the main line is never changed by a branch
    assert lines[1].own_moves == [branch.move_stack[-1]]
    # a branch of a branch, then back to the main line
    assert lines.branch(1, 4) == 2 and lines[2].parent == 1 and lines[2].base == 4
    assert lines.select(0) is lines.main and lines.line.game is game
    labels = lines.labels()
    assert labels[0] == "Main line: 8 moves"
    assert labels[1].startswith("Branch 1, from move 3 of the main line: 1 move of its own, first ")
    assert labels[2] == "Branch 2, from move 4 of branch 1: 0 moves of its own"


def test_a_branch_taken_back_before_its_fork_says_how_much_it_still_shares():
    lines = Lines(played(8))
    lines.branch(0, 4)
    branch = lines.line.game
    branch.pop()
    branch.pop()  # "Continue from here" at move 2 of the branch
    assert lines.line.fork == 2 and lines.line.own_moves == []
    assert lines.labels()[1] == "Branch 1, from move 2 of the main line: 0 moves of its own"
    assert lines.record()["meta"]["from_move"] == 2


def test_lines_refuse_a_line_or_move_that_is_not_there():
    lines = Lines(played(2))
    with pytest.raises(LineError, match=r"no line 3; the lines are 0 \(the main line\) to 0"):
        lines.select(3)
    with pytest.raises(LineError, match=r"cannot fork line 0 at move 5: it has moves 0 \(the deal\) to 2"):
        lines.branch(0, 5)
    assert isinstance(LineError("x"), ValueError)


def test_a_branch_saved_as_a_record_replays_to_the_branch():
    game = played(10)
    lines = Lines(game)
    lines.branch(0, 4)
    branch = lines.line.game
    for _ in range(3):
        branch.push(branch.legal_moves()[-1])
    record = lines.record()
    assert record["meta"] == {"line": "branch 1", "from_line": 0, "from_move": 4}
    again = replay(json.loads(json.dumps(record)))
    assert again.move_stack == branch.move_stack and again.hand(0) == branch.hand(0)
    assert again.move_stack != game.move_stack[:7]
    assert replay(lines.record(0)).move_stack == game.move_stack


# ------------------------------------------------------------------ analysis at the table
def test_teaching_mode_analyses_any_past_position_best_first():
    game = played(6, seed=0)
    table = GameTable(game)
    table.go(3)
    before = len(said(table))
    evaluation = table.analyse(200, background=False)
    shown = table.shown
    assert evaluation.seat == shown.current
    assert {row.move for row in evaluation.rows} == set(shown.view(shown.current).legal_moves)
    result = table.what_if.analyse_result.value
    assert "<caption>" in result and f"{shown.players[shown.current]}'s moves after move 3, best first" in result
    assert re.findall(r'<th scope="col">([^<]*)</th>', result) == [
        "Rank", "Move", "Chance to win", "95% interval", "Rollouts"]
    rows = re.findall(r'<tr data-move="([^"]*)"><td>(\d+)</td><th scope="row">([^<]*)</th><td>(\d+)%</td>', result)
    assert [int(r[1]) for r in rows] == list(range(1, len(evaluation.rows) + 1))
    percents = [int(r[3]) for r in rows]
    assert percents == sorted(percents, reverse=True)
    assert rows[0][0] == evaluation.best.move.notation() and rows[0][2].endswith("(best)")
    # the chart beside it has a text alternative and does not rely on colour (numbers and words)
    assert re.search(r'<svg class="unokit-analysis-svg" role="img" aria-label="Bar chart of ', result)
    assert "<figcaption>" in result and "Best: " in result
    # "Analysing…" when it starts, one announcement when done, key fact first
    new = said(table)[before:]
    assert len(new) == 2 and new[0].startswith(f"Analysing {shown.players[shown.current]}'s ")
    best = evaluation.best
    assert new[1].startswith(f"Best: {move_label(shown, best.move)}, {100 * best.estimate:.0f}% (±")
    assert table.game is game and len(game.move_stack) == 6  # the game is unchanged


def test_play_mode_analyses_only_your_own_turn_at_the_latest_position():
    game = played(0, seed=2)
    person = game.current
    table = GameTable(game, mode="play", human_seats=(person,))
    evaluation = table.analyse(50, background=False)
    assert evaluation is not None and evaluation.seat == person
    # a bot's turn: refused with the reason, nothing analysed
    table.submit(next(m for m in game.legal_moves() if m.seat == person))
    assert game.current != person
    assert table.analyse(50, background=False) is None
    assert said(table)[-1].startswith(f"It is {game.players[game.current]}'s turn: in play mode you can analyse "
                                      "only your own turn")
    assert table.analysis is None and table.what_if.analyse_result.value == ""
    # a past position in play mode: refused
    table.go(0)
    with pytest.raises(AnalyseRefused, match="only the latest position"):
        analysis_seat(table.session)


def test_hot_seat_analysis_waits_for_the_next_person_to_take_the_screen():
    game = played(0, seed=2)
    first = game.current
    second = (first + game.direction) % game.n_players
    table = GameTable(game, mode="play", human_seats=(first, second))
    table.hand_over()
    move = next(m for m in game.legal_moves() if m.seat == first and m.kind is MoveKind.DRAW)
    table.submit(move)
    if game.current == first:  # a drawn card to play or keep: keep it
        table.submit(next(m for m in game.legal_moves() if m.kind is MoveKind.PASS))
    assert game.current == second and table.session.handover == second and table.session.viewer is None
    assert table.analyse(20, background=False) is None
    assert said(table)[-1].startswith("Every hand is hidden: nobody's turn can be analysed")
    table.hand_over()
    assert table.analyse(20, background=False).seat == second


def test_the_analysis_at_the_table_does_not_depend_on_hidden_cards():
    one = position_game("B1 G8 Y+2 B4", pile_seed=1)
    two = position_game("W Y6 G2 R1", pile_seed=2)
    assert one.hand(1) != two.hand(1) and one.draw_pile != two.draw_pile
    results = []
    for game in (one, two):
        table = GameTable(game, mode="play", human_seats=(0,))
        evaluation = table.analyse(100, background=False)
        results.append((evaluation.rows, [r.outcomes for r in evaluation.rows], table.what_if.analyse_result.value,
                        said(table)[-1]))
    assert results[0] == results[1]
    # seat 1's hand is not seen through the table either: the rows are seat 0's moves only
    assert all(row.move.seat == 0 for row in results[0][0])


def small_position(ana: str, ben: str = "G4 Y2", top: str = "R3") -> Game:
    """Ana (to act) and Ben at an explicit position, the rest of the deck as the draw pile."""
    hands = (tuple(parse_cards(ana)), tuple(parse_cards(ben)))
    under = parse_cards(top)
    rest = list(make_deck("classic"))
    for card in [*hands[0], *hands[1], *under]:
        rest.remove(card)
    return Game("classic", ["Ana", "Ben"], seed=0,
                position=Position(hands=hands, discard=tuple(under), draw_pile=tuple(rest), current=0))


@pytest.mark.parametrize("background", [True, False])
def test_one_legal_move_is_named_at_once_and_no_rollout_runs(monkeypatch, background):
    import unokit.analysis

    def no_rollouts(*_args, **_kwargs):
        raise AssertionError("evaluate() ran for a single legal move")

    monkeypatch.setattr(unokit.analysis, "evaluate", no_rollouts)
    game = small_position("B7 Y1")  # nothing matches Red 3: drawing is Ana's only move
    assert [move_label(game, m) for m in game.view(0).legal_moves] == ["Draw"]
    table = GameTable(game, mode="play", human_seats=(0,))
    before = len(said(table))
    assert table.analyse(500, background=background) is None
    text = "Only one legal move for Ana: Draw. Nothing to compare, so no rollouts were run."
    assert said(table)[before:] == [text]  # one message, the move named
    assert table.analysis_run is None and table.analysis is None and table.what_if.analyse_result.value == ""
    assert text in table.what_if.analyse_status.value
    assert table.what_if.analyse_button.description == "Analyse this position"  # nothing to cancel
    assert len(game.move_stack) == 0


def test_a_round_that_is_over_has_nothing_to_analyse_and_says_so_once():
    game = small_position("R5", ben="G4 Y2", top="R3")
    game.push(next(m for m in game.legal_moves(0) if m.kind is MoveKind.PLAY))
    assert game.is_over()
    table = GameTable(game)
    before = len(said(table))
    assert table.analyse(200, background=False) is None
    assert said(table)[before:] == ["The round is over at this position: no move is left to analyse."]
    assert table.analysis_run is None


def test_samples_out_of_range_are_refused_before_anything_starts():
    table = GameTable(played(2))
    with pytest.raises(AnalysisError, match=r"samples must be a whole number from 1 to 1,000,000, not 0"):
        table.analyse(0)
    assert table.analysis_run is None


def test_a_background_analysis_stops_when_the_position_changes():
    table = GameTable(played(6, seed=0))
    table.analyse(1_000_000)  # far more than can finish before the position changes
    run = table.analysis_run
    assert run is not None and table.what_if.analyse_button.description == "Cancel the analysis"
    assert 'data-state="running"' in table.what_if.analyse_status.value and "<progress" in table.what_if.analyse_status.value
    table.go(2)
    assert run.cancelled and table.analysis_run is None
    run.join(timeout=30)
    assert not run.thread.is_alive()
    assert table.analysis is None and table.what_if.analyse_result.value == ""
    assert "the position changed" in table.what_if.analyse_status.value
    assert table.what_if.analyse_button.description == "Analyse this position"
    assert not any(text.startswith("Best:") for text in said(table))


def test_the_panel_is_made_when_first_opened_and_its_button_cancels_a_running_analysis_once():
    table = GameTable(played(6, seed=0))
    panel = table.panels["analyse"]
    assert panel.disclosure.description == "Analyse and what-if lines" and not panel.disclosure.value
    assert not hasattr(table, "analyse_button") and panel.disclosure.panel.children == ()
    panel.disclosure.value = True  # the person opens it
    assert table.what_if.analyse_button in panel.disclosure.panel.children[0].children
    assert table.what_if.line_picker in panel.disclosure.panel.children
    table.what_if.analyse_samples.value = max(SAMPLE_CHOICES)  # the most, so it is still running below
    table.what_if.analyse_button.click()
    run = table.analysis_run
    assert run is not None
    before = len(said(table))
    table.what_if.analyse_button.click()  # now "Cancel the analysis"
    run.join(timeout=30)
    assert said(table)[before:] == ["Analysis cancelled."]
    assert table.analysis_run is None and table.analysis is None


def test_a_background_analysis_shows_its_result_when_done():
    table = GameTable(played(6, seed=0))
    assert table.analyse(100) is None  # returns at once; the result comes when the thread is done
    # the thread may finish (and clear analysis_run) before this line runs on a fast machine: wait for
    # the result, not for the run object (a CI run on 73e3919 read analysis_run after it was cleared)
    deadline = time.monotonic() + 60
    while table.analysis is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert table.analysis is not None and table.analysis_run is None
    assert "<table" in table.what_if.analyse_result.value and said(table)[-1].startswith("Best: ")


# ------------------------------------------------------------------ what-if at the table
def test_a_branch_from_a_past_position_keeps_the_main_line_and_switches_back_by_the_menu():
    game = played(8)
    main_moves = list(game.move_stack)
    table = GameTable(game)
    table.go(4)
    assert table.try_another_move() == 1
    assert said(table)[-1].startswith("Branch 1 from move 4: try another move; the game's own line is kept.")
    assert table.game is not game and table.at_latest and table.cursor == 4
    other = [m for m in table.game.legal_moves() if m != main_moves[4]]
    table.submit(other[0])
    assert list(table.game.move_stack) == main_moves[:4] + [other[0]]
    assert list(game.move_stack) == main_moves
    assert [label for label, _ in table.what_if.line_picker.options] == table.lines.labels()
    assert table.what_if.line_picker.index == 1
    # the menu (keyboard: arrow keys on the select) switches lines; the main line opens at the fork
    table.what_if.line_picker.index = 0
    assert table.game is game and table.cursor == 4 and len(table.game.move_stack) == 8
    assert said(table)[-1].startswith("Showing the main line at move 4 of 8:")
    table.what_if.line_picker.index = 1
    assert table.game.move_stack[-1] == other[0] and table.at_latest
    assert said(table)[-1].startswith("Showing branch 1 at move 5 of 5:")
    # save the branch: the record replays to it
    text = table.save_line()
    assert 'download="unokit-branch-1.json"' in table.what_if.download_html.value
    assert list(replay(json.loads(text)).move_stack) == main_moves[:4] + [other[0]]
    assert said(table)[-1] == "The record of branch 1 is ready: use the download link."
    # a new round may not start from a branch (the main line would be lost)
    table.next_round()
    assert said(table)[-1].startswith("Switch to the main line to start the next round")


def test_an_analysis_on_a_branch_names_the_branch_and_a_switch_clears_it():
    table = GameTable(played(6, seed=0))
    table.go(2)
    table.try_another_move()
    table.analyse(50, background=False)
    assert "after move 2 of branch 1, best first" in table.what_if.analyse_result.value
    table.switch_line(0)
    assert table.analysis is None and table.what_if.analyse_result.value == ""


def test_play_mode_opens_what_if_lines_only_once_the_round_is_over():
    game = played(0, seed=2)
    table = GameTable(game, mode="play", human_seats=(game.current,))
    assert table.try_another_move() is None
    assert said(table)[-1].startswith("What-if lines open once the round is over")
    assert len(table.lines) == 1 and table.game is game
    assert table.save_line() is None
    rng = random.Random(1)
    while not game.is_over():
        game.push(rng.choice(game.legal_moves()))
    table.refresh()
    table.go(3)
    assert table.try_another_move() == 1 and table.game is not game


def test_a_new_game_or_a_loaded_record_starts_with_its_own_line_only():
    table = GameTable(played(6))
    table.go(2)
    table.try_another_move()
    table.new_game(played(1, seed=9))
    assert len(table.lines) == 1 and table.lines.main.game is table.game
    assert [label for label, _ in table.what_if.line_picker.options] == ["Main line: 1 move"]


def test_the_table_does_not_import_the_analysis_until_asked():
    code = ("import sys; from unokit.widgets import GameTable; t = GameTable(); "
            "print('unokit.analysis' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


def test_a_branch_from_a_bots_turn_lets_the_person_choose_that_move_then_the_bots_answer():
    """Loaded round, move 20 (Ben, a bot, to act): "Try another move from here" said "Ben to act." and the
    bot played Yellow 9 at once; the person now chooses Ben's move, and the bots answer after it."""
    game = replay(Path(__file__).parent / "data" / "classic_deck_greedy_round.json")
    table = GameTable(game, mode="play", human_seats=(0,), bots_answer=True)
    for _ in range(6):
        table.back_button.click()
    assert table.cursor == 20 and table.shown.current == 1
    assert table.try_another_move() == 1
    branch = table.game
    assert len(branch.move_stack) == 20 and branch.current == 1  # the bot has not moved
    playable = {m.cards[0] for m in branch.legal_moves(1) if m.kind is MoveKind.PLAY and len(m.cards) == 1}
    assert said(table)[-1] == ("Branch 1 from move 20: try another move; the game's own line is kept. "
                               f"You choose Ben's move: {len(playable)} playable.")
    assert table.hands[1].interactive and not table.hands[0].interactive
    choice = next(m for m in branch.legal_moves(1) if m.kind is MoveKind.PLAY and m.cards[0].code == "Y1")
    assert choice != game.move_stack[20]
    table.submit(choice)
    assert branch.move_stack[20] == choice
    assert branch.is_over() or branch.current == 0  # the bots answered up to Ana, the person
    assert not table.hands[1].interactive and table.session.standing_in is None
    table.submit(branch.legal_moves(0)[0])  # Ana's own move; then Ben's next move is the bot's again
    assert len(branch.move_stack) > 22 or branch.is_over()
    assert branch.is_over() or branch.current == 0


def test_a_draw_chosen_for_a_bot_leaves_playing_or_keeping_the_drawn_card_to_the_person_too():
    game = replay(Path(__file__).parent / "data" / "classic_deck_greedy_round.json")
    table = GameTable(game, mode="play", human_seats=(0,), bots_answer=True)
    table.go(22)
    table.try_another_move()
    branch = table.game
    draw = next(m for m in branch.legal_moves(1) if m.kind is MoveKind.DRAW)
    table.submit(draw)
    drawn = branch.view(1).can_play_drawn
    assert drawn is not None and len(branch.move_stack) == 23  # the bot did not decide for the person
    assert table.session.standing_in == 1 and said(table)[-1].endswith(f"Ben drew {drawn.name}: play it or keep it.")
    assert f"just drew {drawn.name} and may play it or keep it." in table.summary.value
    table.submit(next(m for m in branch.legal_moves(1) if m.kind is MoveKind.PLAY))
    assert table.session.standing_in is None and branch.move_stack[23].seat == 1
