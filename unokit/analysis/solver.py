"""An exact solver for small two-seat endgames in which every card is known.

:func:`solve` searches every line of play from a position (both hands and the draw pile's order
known: perfect information) with memoisation and reports the game-theoretic result for the seat to
act: ``"win"`` (it can force a win against any reply), ``"loss"`` (the other seat can force a win
whatever it does) or ``"undecided"`` (neither side can force a win within the moves searched).

Why a third result: drawing is always allowed (RULES.md "Turns"), and when the draw pile is empty
the discard pile is reshuffled into a new one (RULES.md "Draw pile empty"), so a round can go on for
ever if both seats keep drawing. The solver therefore looks at most ``max_depth`` moves ahead; a
proven win is a win against every reply, however long the other seat draws. A reshuffle is followed
as the engine makes it: the round's random number generator (seeded by the game's seed) is part of
the position, as in a replay. The search deepens one move at a time (iterative deepening, the proven
results kept between rounds) until the result is decided, ``max_depth`` moves are reached or
``max_positions`` positions have been stored; the :class:`Solution` says how deep it looked.

The seats' moves are those the engine lists for the seat to act (:meth:`unokit.game.Game.legal_moves`),
every Wild colour included. Of the two forms of a play that leaves one card, only the one that
declares UNO is searched: the other leaves the same position except that the opponent may also
catch, so it is never better (``tests/test_analysis_solver.py`` checks the results against a plain
search of every move). A late ``uno`` by the seat not to act is not searched.

Size bound (:data:`MAX_HAND`, :data:`MAX_DRAW_PILE`, :data:`MAX_POSITIONS`): larger positions are
refused with :class:`~unokit.errors.AnalysisError` rather than searched for minutes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from unokit.errors import AnalysisError
from unokit.moves import Move, MoveKind

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["Solution", "solve", "check_solvable", "MAX_HAND", "MAX_DRAW_PILE", "MAX_POSITIONS", "MAX_DEPTH",
           "WIN", "LOSS", "UNDECIDED"]

#: Most cards in either hand that :func:`solve` accepts.
MAX_HAND = 6
#: Most cards in the draw pile that :func:`solve` accepts.
MAX_DRAW_PILE = 12
#: Most distinct positions one search may visit before it gives up.
MAX_POSITIONS = 200_000
#: How many moves (of either seat) the solver looks ahead by default.
MAX_DEPTH = 40

WIN, LOSS, UNDECIDED = "win", "loss", "undecided"
_VALUE_WORDS = {1: WIN, -1: LOSS, 0: UNDECIDED}


@dataclass(frozen=True)
class Solution:
    """The exact result of a small endgame (see the module docstring).

    Attributes:
        seat: the seat to act at the position solved.
        result: ``"win"``, ``"loss"`` or ``"undecided"``, for ``seat`` with best play by both.
        winner: the seat that wins with best play, or ``None`` when undecided.
        move: a best move for ``seat`` (a winning one when ``result`` is ``"win"``; one that keeps
            the game undecided when that is the best; else the first legal move).
        moves: every legal move of ``seat`` with its own result, ``((move, result), ...)``.
        positions: distinct positions stored (memoised).
        depth: how many moves ahead the result was searched (a win or loss holds beyond it).
    """

    seat: int
    result: str
    winner: int | None
    move: Move
    moves: tuple[tuple[Move, str], ...]
    positions: int
    depth: int

    def winning_moves(self) -> list[Move]:
        """The moves of ``seat`` that force a win (empty unless ``result`` is ``"win"``)."""
        return [move for move, result in self.moves if result == WIN]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every field (moves as contract-2 text)."""
        return {"seat": self.seat, "result": self.result, "winner": self.winner, "move": self.move.notation(),
                "moves": [{"move": m.notation(), "result": r} for m, r in self.moves], "positions": self.positions,
                "depth": self.depth}


def check_solvable(game: Game) -> None:
    """Raise :class:`~unokit.errors.AnalysisError` unless :func:`solve` accepts ``game``: two seats,
    both still in the round, the round not over, each hand at most :data:`MAX_HAND` cards and the
    draw pile at most :data:`MAX_DRAW_PILE`."""
    if game.n_players != 2 or game.placements:
        raise AnalysisError(f"the solver plays two-seat endgames; this game has {game.n_players} seats"
                            + (" and a seat already out" if game.placements else ""))
    if game.is_over():
        raise AnalysisError("the round is over; there is nothing left to solve")
    sizes = [len(hand) for hand in game.hands]
    if max(sizes) > MAX_HAND or len(game.draw_pile) > MAX_DRAW_PILE:
        raise AnalysisError(
            f"the position is too big to solve exactly: hands of {sizes[0]} and {sizes[1]} cards and a draw "
            f"pile of {len(game.draw_pile)}; the solver takes at most {MAX_HAND} cards a hand and "
            f"{MAX_DRAW_PILE} in the draw pile (use evaluate() for bigger positions)"
        )


class _OutOfPositions(Exception):
    """The search stored ``max_positions`` positions."""


class _Search:
    """One memoised search; values are from ``seat``'s side: 1 win, -1 loss, 0 undecided."""

    def __init__(self, game: Game, seat: int, max_positions: int) -> None:
        self.game = game
        self.seat = seat
        self.max_positions = max_positions
        # key -> (value, moves left when it was found); a win or loss holds for any depth
        self.memo: dict[tuple[Any, ...], tuple[int, int]] = {}
        self.reshuffles = game.reshuffles
        self.path: list[Move] = []     # moves pushed since the root
        self.colors: list[Any] = []    # the active colour before each of them
        self.root_color_before = None  # the colour before the last move made ahead of the root
        if game.phase == "challenge":
            before = game.copy()
            before.pop()
            self.root_color_before = before.color

    def key(self) -> tuple[Any, ...]:
        """Everything that decides the rest of the round (cards by identity: they are interned)."""
        game = self.game
        hands = tuple(tuple(sorted(id(card) for card in hand)) for hand in game.hands)
        phase = game.phase
        drawn = game.drawn_card
        extra: tuple[Any, ...] = ()
        if phase == "challenge":  # the challenge is judged against the colour before the Wild Draw Four
            before = self.colors[-1] if self.colors else self.root_color_before
            extra = (id(before),)
        pile = game.draw_pile
        if not pile:  # a blocked round counts the turns since the last card played
            tail: list[Any] = []
            for move in reversed(self.path):
                if move.kind is MoveKind.PLAY:
                    break
                tail.append(move)
            else:
                tail.append(None)  # back to the root
            extra += tuple(tail)
        if game.reshuffles != self.reshuffles:  # the next reshuffle's order follows the generator
            extra += (hash(game.rng_state()),)
        return (game.current, phase, game.direction, id(game.color), game.pending_draw,
                None if drawn is None else id(drawn), game.uno_open, hands, tuple(id(card) for card in pile),
                tuple(id(card) for card in game.discard_pile), extra)

    def value_after(self, move: Move, depth: int) -> int:
        game = self.game
        self.colors.append(game.color)
        self.path.append(move)
        game.push(move)
        try:
            return self.value(depth - 1)
        finally:
            game.pop()
            self.path.pop()
            self.colors.pop()

    def value(self, depth: int) -> int:
        game = self.game
        outcome = game.outcome()
        if outcome is not None:
            return 1 if outcome.winner == self.seat else -1
        if depth <= 0:
            return 0
        key = self.key()
        found = self.memo.get(key)
        if found is not None and (found[0] != 0 or found[1] >= depth):
            return found[0]
        if len(self.memo) >= self.max_positions:
            raise _OutOfPositions
        mine = game.current == self.seat
        best = -2 if mine else 2
        for move in _searched(game.legal_moves(game.current)):
            value = self.value_after(move, depth)
            if mine:
                if value > best:
                    best = value
                if best == 1:
                    break
            else:
                if value < best:
                    best = value
                if best == -1:
                    break
        self.memo[key] = (best, depth)
        return best


def _searched(moves: list[Move]) -> list[Move]:
    """``moves`` without the plays whose form that declares UNO is also listed (it comes next)."""
    kept = []
    for index, move in enumerate(moves):
        if (not move.uno and move.kind is MoveKind.PLAY and index + 1 < len(moves)
                and moves[index + 1].uno and moves[index + 1].cards == move.cards
                and moves[index + 1].color is move.color):
            continue
        kept.append(move)
    return kept


def solve(game: Game, *, max_depth: int = MAX_DEPTH, max_positions: int = MAX_POSITIONS) -> Solution:
    """Solve a small two-seat endgame exactly (every hand and the draw pile's order are read from
    ``game``, which is left as it was).

    Args:
        game: the position; the seat to act is the one solved for.
        max_depth: moves (of either seat) to look ahead at most; a line still open after them counts
            as undecided.
        max_positions: stop deepening once this many positions are stored; the result is then the
            one of the last depth searched in full.

    Returns:
        a :class:`Solution`: the result with best play, a best move and every move's result.

    Raises:
        AnalysisError: more than two seats, the round over, or a position over the size bound
            (:data:`MAX_HAND`, :data:`MAX_DRAW_PILE`).
    """
    check_solvable(game)
    for name, value in (("max_depth", max_depth), ("max_positions", max_positions)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise AnalysisError(f"{name} must be a whole number of at least 1, not {value!r}")
    seat = game.current
    search = _Search(game.copy(), seat, max_positions)  # type: ignore[arg-type]
    legal = search.game.legal_moves(seat)
    results = [(move, 0) for move in legal]
    depth = 0
    for d in range(1, max_depth + 1):
        try:
            results = [(move, search.value_after(move, d)) for move in legal]
        except _OutOfPositions:
            break
        depth = d
        values = [value for _, value in results]
        if max(values) == 1 or min(values) == -1 == max(values):
            break
    best = max(value for _, value in results)
    move = next(m for m, value in results if value == best)
    other = 1 - seat  # type: ignore[operator]
    winner = seat if best == 1 else other if best == -1 else None
    return Solution(seat=seat, result=_VALUE_WORDS[best], winner=winner, move=move,  # type: ignore[arg-type]
                    moves=tuple((m, _VALUE_WORDS[v]) for m, v in results), positions=len(search.memo), depth=depth)
