"""An exact solver for small two-seat endgames in which every card is known.

:func:`solve` searches every line of play from a position (both hands and the draw pile's order
known: perfect information) and reports the game-theoretic result for the seat to act: ``"win"``
(it can force a win against any reply), ``"loss"`` (the other seat can force a win whatever it
does) or ``"undecided"`` (neither side can force a win within the reshuffles searched).

How endless drawing is valued. Drawing is always allowed (RULES.md "Turns"), and when the draw pile
is empty the discard pile, except its top card, is shuffled into a new one (RULES.md "Draw pile
empty"), so a round can go on for ever if both seats keep drawing. Between two reshuffles it cannot:
every move plays a card, draws one, passes after a draw, or is a turn with nothing to draw, and
two such turns in a row end the round (RULES.md "Blocked round"). So the solver bounds the number of
reshuffles, not the number of moves: a line on which the discard pile would be reshuffled more than
``max_reshuffles`` times is cut there and valued ``"undecided"`` (unless the move that reshuffles
also ends the round, which is then won or lost as usual); every other line is followed to the end of
the round, however long. A draw pile that runs out with nothing under the top card is no reshuffle:
the draw takes nothing and the turn ends, and a blocked round is won by the fewest points, as the
engine scores it. So ``"win"`` means a forced win before the discard pile is reshuffled more than
``max_reshuffles`` times; it is also a forced win in the full round (the winning strategy never
needs a longer line), and ``"loss"`` likewise. With ``max_reshuffles=0`` the result holds whatever
order a reshuffle would give; with more, a reshuffle is followed as the engine makes it (the round's
random number generator, seeded by the game's seed, is part of the position, as in a replay). The
search deepens one reshuffle at a time (from 0 to ``max_reshuffles``) until the result is decided or
``max_positions`` positions are stored; :attr:`Solution.reshuffles` says how far it looked.

The search. Values are 1 (the seat to act at the root wins), 0 (undecided) and -1 (it loses); the
search is minimax with alpha-beta pruning on these three values, with moves that go out first, then
other plays (action cards before numbers), then draws. A transposition table keyed by a compact
immutable description of the position (whose turn and what must be done, the active colour, the
hands as multisets, the draw pile in order, the top card and whether anything lies under it, plus
the discard pile's order and the generator's state only while a further reshuffle is still
searched) stores, for each position, bounds on its value; a won or lost position found with fewer
reshuffles allowed stays won or lost when more are allowed and is kept between the deepening rounds.
Moves are made on a copy of the game with :meth:`~unokit.game.Game.push` and
:meth:`~unokit.game.Game.pop`, so the rules are the engine's own.

The seats' moves are those the engine lists for the seat to act (:meth:`unokit.game.Game.legal_moves`),
every Wild colour included. Of the two forms of a play that leaves one card, only the one that
declares UNO is searched below the root: the other leaves the same position except that the
opponent may also catch, so it is never better (``tests/test_analysis_solver.py`` checks the results
against a plain search of every move). A late ``uno`` by the seat not to act is not searched.

Size bound (:data:`MAX_HAND`, :data:`MAX_DRAW_PILE`, :data:`MAX_POSITIONS`): larger positions are
refused with :class:`~unokit.errors.AnalysisError` rather than searched for minutes.
``bench/analysis.py`` times the solver on random endgames of four cards each.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from unokit.errors import AnalysisError
from unokit.moves import Move, MoveKind
from unokit.state import SOLVER_KEY_SCALARS, compiled

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["Solution", "solve", "check_solvable", "MAX_HAND", "MAX_DRAW_PILE", "MAX_POSITIONS",
           "MAX_RESHUFFLES", "WIN", "LOSS", "UNDECIDED"]

#: Most cards in either hand that :func:`solve` accepts.
MAX_HAND = 6
#: Most cards in the draw pile that :func:`solve` accepts.
MAX_DRAW_PILE = 12
#: Most distinct positions one search may store before it gives up.
MAX_POSITIONS = 200_000
#: How many reshuffles of the discard pile a line may need by default (see the module docstring):
#: none, so the default result holds whatever order a reshuffle would give, as at a real table where
#: that order is not known; each reshuffle searched costs about a hundred times more positions.
MAX_RESHUFFLES = 0

WIN, LOSS, UNDECIDED = "win", "loss", "undecided"
_VALUE_WORDS = {1: WIN, -1: LOSS, 0: UNDECIDED}
_PLAY, _DRAW, _PASS = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS


@dataclass(frozen=True)
class Solution:
    """The exact result of a small endgame (see the module docstring).

    Attributes:
        seat: the seat to act at the position solved.
        result: ``"win"``, ``"loss"`` or ``"undecided"``, for ``seat`` with best play by both.
        winner: the seat that wins with best play, or ``None`` when undecided.
        move: a best move for ``seat`` (a winning one when ``result`` is ``"win"``; one that keeps
            the game undecided when that is the best; else the first legal move).
        moves: every legal move of ``seat`` with its own result, ``((move, result), ...)``, in the
            engine's order (:meth:`~unokit.game.Game.legal_moves`).
        positions: distinct positions stored in the transposition table.
        reshuffles: how many reshuffles of the discard pile a line could need and still be searched
            (0 up to ``max_reshuffles``); a win or loss holds with any number.
    """

    seat: int
    result: str
    winner: int | None
    move: Move
    moves: tuple[tuple[Move, str], ...]
    positions: int
    reshuffles: int

    def winning_moves(self) -> list[Move]:
        """The moves of ``seat`` that force a win (empty unless ``result`` is ``"win"``)."""
        return [move for move, result in self.moves if result == WIN]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every field (moves as contract-2 text)."""
        return {"seat": self.seat, "result": self.result, "winner": self.winner, "move": self.move.notation(),
                "moves": [{"move": m.notation(), "result": r} for m, r in self.moves], "positions": self.positions,
                "reshuffles": self.reshuffles}


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
    """The transposition table of one :func:`solve` call and the search of one deepening round.

    Values are from ``seat``'s side: 1 win, -1 loss, 0 undecided. The table maps a position's key to
    ``(lower bound, upper bound, reshuffles still allowed when it was searched)``.

    Speed: this reads the game's internal lists and counters (``_hands``, ``_pile``, ``_discard``,
    ``_phase`` ...) rather than its public properties, which copy them; the key is built once per
    position visited and is the search's most frequent piece of work after push and pop.
    """

    def __init__(self, game: Game, seat: int, max_positions: int) -> None:
        self.game = game
        self.seat = seat
        self.max_positions = max_positions
        self.memo: dict[tuple[Any, ...], tuple[int, int, int]] = {}
        self.root_reshuffles = game._reshuffles
        self.bound = 0  # reshuffles allowed in this deepening round

    # key(self, left) -> tuple: everything that decides the rest of the round when ``left`` more
    # reshuffles are searched (compiled below from the game's field lists)
    key: Any

    def value(self, alpha: int, beta: int) -> int:
        """The value of the game's position for ``seat``, searched within ``(alpha, beta)`` (fail-soft:
        a result at or below ``alpha`` is an upper bound, at or above ``beta`` a lower bound)."""
        game = self.game
        outcome = game._outcome
        if outcome is not None:
            return 1 if outcome.winner == self.seat else -1
        left = self.bound - (game._reshuffles - self.root_reshuffles)
        if left < 0:
            return 0  # the line needs one reshuffle more than this round searches
        key = self.key(left)
        memo = self.memo
        lower, upper = -1, 1
        found = memo.get(key)
        if found is not None:
            if found[2] == left:
                lower, upper = found[0], found[1]
                if lower == upper or lower >= beta:
                    return lower
                if upper <= alpha:
                    return upper
                if lower > alpha:
                    alpha = lower
                if upper < beta:
                    beta = upper
            elif found[2] < left:  # won or lost with fewer reshuffles: still so with more
                if found[0] == 1:
                    return 1
                if found[1] == -1:
                    return -1
        elif len(memo) >= self.max_positions:
            raise _OutOfPositions
        mine = game._current == self.seat
        floor, ceiling = alpha, beta  # the window searched, for the bound the result gives
        best = -2 if mine else 2
        # with no reshuffle left, a draw from an empty pile onto which cards were played reshuffles
        # (RULES.md "Draw pile empty"): its line is cut without making the move
        cut_draws = not left and not game._pile and len(game._discard) > 1
        for move in _ordered(game, game.legal_moves(game._current)):
            if cut_draws and move.kind is _DRAW:
                value = 0
            else:
                game.push(move)
                try:
                    value = self.value(alpha, beta)
                finally:
                    game.pop()
            if mine:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            elif value < best:
                best = value
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        if best <= floor:  # every move failed low: the value is at most best
            upper = min(upper, best)
        elif best >= ceiling:  # a cut (or every move failed high): the value is at least best
            lower = max(lower, best)
        else:
            lower = upper = best
        memo[key] = (lower, upper, left)
        return best


#: the source of :meth:`_Search.key`: the game's scalars that decide the rest of the round
#: (:data:`unokit.state.SOLVER_KEY_SCALARS`, from the one list of the game's fields; cards, colours
#: and ranks by identity: they are interned), the two hands as multisets, the draw pile in order, what
#: is under the top card and the generator's state as far as a reshuffle still searched needs them
#: (a reshuffle not searched cuts the line: only whether there is anything to reshuffle matters)
_KEY_SOURCE = f"""def key(self, left):
    game = self.game
    hands = game._hands
    discard = game._discard
    if left:
        under = tuple(map(id, discard))
        rng = hash(game._rng.getstate()) if game._reshuffles != self.root_reshuffles else None
    else:
        under = (id(discard[-1]), len(discard) > 1)
        rng = None
    return ({SOLVER_KEY_SCALARS}, tuple(sorted(map(id, hands[0]))), tuple(sorted(map(id, hands[1]))),
            tuple(map(id, game._pile)), under, rng, left > 0)
"""
_Search.key = compiled("key", _KEY_SOURCE)
_Search.key.__doc__ = ("Everything that decides the rest of the round when ``left`` more reshuffles are searched "
                       "(the source: :data:`_KEY_SOURCE`).")


def _ordered(game: Game, moves: list[Move]) -> list[Move]:
    """The moves searched below the root, best first as a rule of thumb (move ordering makes the
    alpha-beta cuts come early): plays that empty the hand, then plays of action cards and Wilds,
    then other plays, then the rest (answers to a Wild Draw Four, catches), then draw and pass.
    Of the two forms of a play that leaves one card only the one that declares UNO is kept (it
    comes next in the engine's order)."""
    first: list[Move] = []
    action: list[Move] = []
    plain: list[Move] = []
    last: list[Move] = []
    hand_size = len(game._hands[game._current])  # type: ignore[index] # a position being searched has a seat to act
    count = len(moves)
    for index, move in enumerate(moves):
        kind = move.kind
        if kind is _PLAY:
            if (not move.uno and index + 1 < count and moves[index + 1].uno
                    and moves[index + 1].cards == move.cards and moves[index + 1].color is move.color):
                continue
            if len(move.cards) == hand_size:
                first.append(move)
            elif move.cards[-1].rank.is_number:
                plain.append(move)
            else:
                action.append(move)
        elif kind is _DRAW or kind is _PASS:
            last.append(move)
        else:
            plain.append(move)
    return first + action + plain + last


def solve(game: Game, *, max_reshuffles: int = MAX_RESHUFFLES, max_positions: int = MAX_POSITIONS) -> Solution:
    """Solve a small two-seat endgame exactly (every hand and the draw pile's order are read from
    ``game``, which is left as it was).

    Args:
        game: the position; the seat to act is the one solved for.
        max_reshuffles: how many reshuffles of the discard pile a line may need and still be searched
            (0 or more); a line that needs more counts as undecided (see the module docstring).
        max_positions: stop deepening once this many positions are stored; the result is then the
            one of the last number of reshuffles searched in full.

    Returns:
        a :class:`Solution`: the result with best play, a best move and every move's result.

    Raises:
        AnalysisError: more than two seats, the round over, a position over the size bound
            (:data:`MAX_HAND`, :data:`MAX_DRAW_PILE`), a bad ``max_reshuffles`` or ``max_positions``,
            or a position whose search without any reshuffle stores more than ``max_positions``
            positions.
    """
    check_solvable(game)
    for name, value, least in (("max_reshuffles", max_reshuffles, 0), ("max_positions", max_positions, 1)):
        if isinstance(value, bool) or not isinstance(value, int) or value < least:
            raise AnalysisError(f"{name} must be a whole number of at least {least}, not {value!r}")
    seat = game.current
    search = _Search(game.copy(), seat, max_positions)  # type: ignore[arg-type]  # check_solvable refused a position with no seat to act
    work = search.game
    legal = work.legal_moves(seat)
    results: list[tuple[Move, int]] = []
    searched = -1
    for bound in range(max_reshuffles + 1):
        search.bound = bound
        try:
            round_results = []
            for move in legal:
                work.push(move)
                try:
                    round_results.append((move, search.value(-1, 1)))
                finally:
                    work.pop()
        except _OutOfPositions:
            break
        results, searched = round_results, bound
        values = [value for _, value in results]
        if max(values) == 1 or max(values) == -1:
            break
    if searched < 0:
        raise AnalysisError(f"the position needs more than max_positions={max_positions} positions to solve "
                            "even without a reshuffle; allow more positions or use evaluate()")
    best = max(value for _, value in results)
    move = next(m for m, value in results if value == best)
    other = 1 - seat  # type: ignore[operator]  # check_solvable refused a position with no seat to act
    winner = seat if best == 1 else other if best == -1 else None
    return Solution(seat=seat, result=_VALUE_WORDS[best], winner=winner, move=move,  # type: ignore[arg-type]  # check_solvable refused a position with no seat to act
                    moves=tuple((m, _VALUE_WORDS[v]) for m, v in results), positions=len(search.memo),
                    reshuffles=searched)
