"""The exact endgame solver (unokit.analysis.solve) and the mistake review (unokit.analysis.review)."""

from __future__ import annotations

import random

import pytest

from unokit.analysis import review, solve
from unokit.analysis.solver import MAX_DRAW_PILE, MAX_HAND
from unokit.cards import make_deck
from unokit.errors import AnalysisError
from unokit.game import Game, Position
from unokit.record import to_record

RESHUFFLES = 0


def small_endgame(rng: random.Random, mine: int, theirs: int, pile: int, *, preset: str = "classic") -> Game:
    """A random two-seat position: hands of ``mine`` and ``theirs`` cards, ``pile`` cards to draw,
    a coloured top card with two cards under it."""
    deck = list(make_deck("classic"))
    rng.shuffle(deck)
    top = next(card for card in deck if card.color is not None)
    deck.remove(top)
    hands = (tuple(deck[:mine]), tuple(deck[mine:mine + theirs]))
    rest = deck[mine + theirs:]
    return Game(preset, 2, seed=rng.randrange(10_000), position=Position(
        hands=hands, discard=(*rest[pile:pile + 2], top), draw_pile=tuple(rest[:pile]), current=rng.randrange(2)))


def plain_search(game: Game, seat: int, reshuffles: int, start: int | None = None) -> int:
    """Every move of the seat to act, every line to the end of the round or to the move that
    reshuffles the discard pile more than ``reshuffles`` times (which counts as 0 unless it ends the
    round), nothing remembered or skipped: 1 when ``seat`` can force a win, -1 when the other seat
    can, 0 otherwise."""
    start = game.reshuffles if start is None else start
    outcome = game.outcome()
    if outcome is not None:
        return 1 if outcome.winner == seat else -1
    if game.reshuffles - start > reshuffles:
        return 0
    values = []
    for move in game.legal_moves(game.current):
        game.push(move)
        values.append(plain_search(game, seat, reshuffles, start))
        game.pop()
    return max(values) if game.current == seat else min(values)


WORDS = {1: "win", -1: "loss", 0: "undecided"}


@pytest.mark.parametrize(("reshuffles", "count", "seed"), [(0, 80, 2024), (1, 12, 2025)])
def test_solver_agrees_with_plain_search_on_random_small_endgames(reshuffles, count, seed):
    rng = random.Random(seed)
    decided = 0
    for _ in range(count):
        # a reshuffle makes the plain search's tree much bigger: smaller piles when one is searched
        game = small_endgame(rng, rng.randint(1, 2), rng.randint(1, 2), rng.randint(0, 2 - reshuffles))
        seat = game.current
        solution = solve(game, max_reshuffles=reshuffles)
        # deepening stops early only on a decided result, which holds with more reshuffles too
        assert solution.reshuffles == reshuffles or solution.result != "undecided"
        expected = plain_search(game.copy(), seat, reshuffles)
        assert solution.result == WORDS[expected], game.state_dict()
        for move, result in solution.moves:  # every root move too, at the bound the solver reached
            after = game.copy()
            after.push(move)
            assert result == WORDS[plain_search(after, seat, solution.reshuffles, game.reshuffles)], move
        decided += solution.result != "undecided"
    assert decided >= count // 4
    assert count - decided >= 1  # undecided lines (cut at a reshuffle) were compared too


def _wins_against_every_reply(game: Game, seat: int, reshuffles: int, start: int) -> bool:
    """Play the solver's move for ``seat`` and every legal reply of the other seat, to the end of the
    round; a line that needs more than ``reshuffles`` reshuffles since ``start`` is not a win."""
    outcome = game.outcome()
    if outcome is not None:
        return outcome.winner == seat
    if game.reshuffles - start > reshuffles:
        return False
    if game.current == seat:
        solution = solve(game, max_reshuffles=reshuffles - (game.reshuffles - start))
        if solution.result != "win":
            return False
        game.push(solution.move)
        try:
            return _wins_against_every_reply(game, seat, reshuffles, start)
        finally:
            game.pop()
    for move in game.legal_moves(game.current):
        game.push(move)
        try:
            if not _wins_against_every_reply(game, seat, reshuffles, start):
                return False
        finally:
            game.pop()
    return True


def test_the_solvers_move_wins_against_every_reply(monkeypatch):
    from unokit.analysis import solver

    monkeypatch.setattr(solver, "MAX_HAND", 20)  # a failed challenge can leave 7 cards or more
    rng = random.Random(7)
    checked = 0
    while checked < 15:
        game = small_endgame(rng, rng.randint(1, 3), rng.randint(1, 3), rng.randint(0, 3))
        solution = solve(game, max_reshuffles=RESHUFFLES)
        if solution.result != "win":
            continue
        assert solution.winner == game.current and solution.move in solution.winning_moves()
        assert _wins_against_every_reply(game.copy(), game.current, solution.reshuffles, game.reshuffles)
        checked += 1


def test_solver_leaves_the_game_as_it_was_and_reports_every_move():
    game = small_endgame(random.Random(3), 3, 3, 3)
    before = game.state_dict()
    solution = solve(game)
    assert game.state_dict() == before
    assert [m for m, _ in solution.moves] == game.legal_moves(game.current)
    assert solution.to_dict()["moves"][0]["move"] == game.legal_moves(game.current)[0].notation()


def test_solver_refuses_positions_over_its_size_bound():
    rng = random.Random(1)
    with pytest.raises(AnalysisError, match=f"too big to solve exactly.*at most {MAX_HAND} cards"):
        solve(small_endgame(rng, MAX_HAND + 1, 2, 2))
    with pytest.raises(AnalysisError, match=f"{MAX_DRAW_PILE} in the draw pile"):
        solve(small_endgame(rng, 2, 2, MAX_DRAW_PILE + 1))
    with pytest.raises(AnalysisError, match="two-seat endgames; this game has 3 seats"):
        solve(Game("classic", 3, seed=1))
    with pytest.raises(AnalysisError, match="max_reshuffles must be a whole number of at least 0"):
        solve(small_endgame(rng, 1, 1, 1), max_reshuffles=-1)
    with pytest.raises(AnalysisError, match="max_positions must be a whole number of at least 1"):
        solve(small_endgame(rng, 1, 1, 1), max_positions=0)


def test_solver_stops_at_its_position_budget_with_an_honest_bound():
    game = small_endgame(random.Random(13), 4, 4, 4)
    full = solve(game, max_reshuffles=0)
    assert full.positions > 50
    with pytest.raises(AnalysisError, match="needs more than max_positions=50 positions"):
        solve(game, max_reshuffles=0, max_positions=50)
    # with room for no reshuffle but not for one, the answer is the one without, and says so
    cut = solve(game, max_reshuffles=1, max_positions=full.positions + 10)
    assert cut.reshuffles == 0 and cut.result == full.result


# --------------------------------------------------------------------------------------------
# Review finds seeded blunders
# --------------------------------------------------------------------------------------------
def seeded_blunders(count: int, seed: int = 5) -> list[tuple[Game, object]]:
    """Endgames where the seat to act has a forced win that the seat can see whatever the other
    seat holds (the solver proves the win in 8 dealt worlds consistent with the seat's knowledge),
    and a legal move after which the other seat wins by force in the real position: a blunder."""
    from unokit.analysis import knowledge, sample_world

    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = small_endgame(rng, rng.randint(1, 3), rng.randint(1, 3), 2)
        solution = solve(game, max_reshuffles=0)
        if solution.result != "win":
            continue
        losing = [m for m, r in solution.moves if r == "loss"]
        if not losing:
            continue
        info = knowledge(game, game.current)
        best = solution.move
        if not all(solve(_small(sample_world(info, random.Random(i))), max_reshuffles=0).result == "win"
                   for i in range(4)):
            continue
        found.append((game, rng.choice(losing)))
        del best
    return found


def _small(world: Game) -> Game:
    """The dealt world with its draw pile cut to the real position's two cards (the solver's bound)."""
    return Game("classic", 2, seed=world.seed, position=Position(
        hands=world.hands, discard=world.discard_pile, draw_pile=world.draw_pile[:2], current=world.current))


def test_review_reason_in_words():
    cases = seeded_blunders(3, seed=9)
    found = 0
    for game, blunder in cases:
        seat = game.current
        game.push(blunder)
        mistakes = review(to_record(game), seat, samples=150, seed=1)
        found += bool(mistakes)
        if mistakes:
            reason = mistakes[0].reason
            assert " here" in reason and "points more often (±" in reason
            assert mistakes[0].to_dict()["move"] == blunder.notation()
    assert found >= 1  # a seeded blunder is found and explained at least once
    with pytest.raises(AnalysisError, match="seat must be a seat number 0-1"):
        review(to_record(cases[0][0]), 2)
