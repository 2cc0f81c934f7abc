"""Mistake review: which of a seat's moves in a record were clearly worse than the best, and why.

:func:`review` replays a record and, at every turn where the seat had a choice, evaluates the moves
from what the seat knew then (:func:`unokit.analysis.evaluate`). A move is listed as a mistake when
its estimate lies below the best move's by more than both 95% intervals together (the intervals
cannot both be right and the move be as good). The reason is said in words, e.g. ``"Playing Wild
here kept 3 red cards; playing Red 5 would have won 12 percentage points more often (±4)"``
(:func:`mistake_reason`): the percentage points are of the chance to win the round and ``±`` is the
95% half-width of that difference (paired: both moves were played in the same dealt worlds).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from unokit.analysis.evaluate import Evaluation, MoveEstimate, _check, evaluate, shared_workers
from unokit.errors import AnalysisError
from unokit.moves import Move, MoveKind
from unokit.phrases import names_of
from unokit.record import GameRecord, positions, read_record
from unokit.simulate import _Progress, round_seed

__all__ = ["Mistake", "review", "move_phrase", "mistake_reason", "DEFAULT_SAMPLES"]

#: Worlds dealt per decision when :func:`review` is not told otherwise.
DEFAULT_SAMPLES = 400


@dataclass(frozen=True)
class Mistake:
    """One move that was clearly worse than the best one.

    Attributes:
        index: where the move is in the record's ``moves`` (0-based).
        move: the move played; best: the move with the highest estimate.
        played, best_row: their rows of the evaluation (estimate, 95% interval, rollouts).
        difference: how much more often the seat wins after ``best`` (0-1, paired).
        half_width: the 95% half-width of ``difference`` (0-1).
        reason: the plain-words explanation.
        evaluation: the whole evaluation of that position.
    """

    index: int
    move: Move
    best: Move
    played: MoveEstimate
    best_row: MoveEstimate
    difference: float
    half_width: float
    reason: str
    evaluation: Evaluation

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: ``index``, ``move``, ``best``, ``difference``, ``half_width``, ``reason``
        and both rows."""
        return {"index": self.index, "move": self.move.notation(), "best": self.best.notation(),
                "difference": self.difference, "half_width": self.half_width, "reason": self.reason,
                "played": self.played.to_dict(), "best_row": self.best_row.to_dict()}


def move_phrase(move: Move, *, gerund: bool = False, players: Sequence[str] | None = None) -> str:
    """A move in words: ``"Red 5"``, ``"Wild naming blue"``, ``"drawing"`` (or with ``gerund``
    ``"Playing Red 5"``, ``"Drawing"``), capitalised.

    Args:
        move: the move.
        gerund: start a play with the verb (``"Playing ..."``); the other kinds always start with it.
        players: the players' names by seat, for a catch (``"Catching Ana"``); without them the
            seat is named by number (``"Catching seat 0"``).
    """
    kind = move.kind
    if kind is MoveKind.PLAY:
        words = names_of(move.cards)
        if move.color is not None:
            words += f" naming {move.color.word}"
        if move.uno:
            words += " with UNO"
        return f"Playing {words}" if gerund else words
    verbs = {MoveKind.DRAW: "Drawing", MoveKind.PASS: "Passing", MoveKind.CHALLENGE: "Challenging",
             MoveKind.ACCEPT: "Accepting the Wild Draw Four", MoveKind.UNO: "Declaring UNO"}
    if kind is MoveKind.CHOOSE:
        return f"Naming {move.color.word}"  # type: ignore[union-attr]  # a choose move names its colour
    if kind is MoveKind.CATCH:
        return f"Catching {_seat_name(move.target, players)}"  # type: ignore[arg-type]  # a catch move names its target seat
    return verbs.get(kind, kind.value.capitalize())


def _seat_name(seat: int, players: Sequence[str] | None) -> str:
    return players[seat] if players is not None and 0 <= seat < len(players) else f"seat {seat}"


def _kept(hand: tuple[Any, ...], played: Move, best: Move) -> str:
    """What ``played`` kept in hand that ``best`` would have used, in words ("" when nothing is said)."""
    after = list(hand)
    for card in played.cards:
        if card in after:
            after.remove(card)
    if best.kind is MoveKind.PLAY:
        color = best.cards[-1].color
        count = sum(1 for card in after if card.color is color) if color is not None else 0
        if count > 1:
            return f" kept {count} {color.word} cards"  # type: ignore[union-attr]  # count is 0 when the card has no colour
        if all(card in after for card in best.cards):
            return f" kept {names_of(best.cards)}"
    if played.kind is MoveKind.DRAW:
        return f" added a card to your hand of {len(hand)}"
    if played.kind is MoveKind.PLAY:
        return f" left you {len(after)} card{'s' if len(after) != 1 else ''}"
    return ""


def mistake_reason(hand: Sequence[Any], played: Move, best: Move, difference: float, half_width: float,
                   players: Sequence[str] | None = None) -> str:
    """Why ``played`` was a mistake, in one sentence a teacher can read aloud, naming the better move.

    The sentence says what went wrong, then what the better move would have gained, e.g.
    ``"Ana had one card left and had not declared UNO; catching Ana would have won 22 percentage
    points more often (±9)"``, ``"You did not declare UNO when you played down to one card; playing
    Red 5 with UNO would have won 32 percentage points more often (±8)"`` or ``"Playing Wild here
    kept 3 red cards; playing Red 5 would have won 12 percentage points more often (±4)"``. A catch
    is offered only while a player holds one card without having declared UNO (RULES.md classic "UNO").

    Args:
        hand: the seat's hand before the move (cards).
        played: the move made; best: the move with the highest estimate.
        difference: how much more often the seat wins the round after ``best`` (0-1, paired).
        half_width: the 95% half-width of ``difference`` (0-1).
        players: the players' names by seat (default: seats are named by number).

    Returns:
        the sentence, in sentence case, without a final full stop; the figures are whole
        percentage points of the chance to win the round.
    """
    better = move_phrase(best, gerund=True, players=players)
    gain = (f"{better[0].lower()}{better[1:]} would have won {100 * difference:.0f} percentage points more "
            f"often (±{100 * half_width:.0f})")
    if best.kind is MoveKind.CATCH:
        name = _seat_name(best.target, players)  # type: ignore[arg-type]  # a swap move names its target seat
        return f"{name[0].upper()}{name[1:]} had one card left and had not declared UNO; {gain}"
    if played.kind is MoveKind.PLAY and not played.uno and best.uno and len(hand) - len(played.cards) == 1:
        return f"You did not declare UNO when you played down to one card; {gain}"
    kept = _kept(tuple(hand), played, best)
    if not kept:
        return f"{move_phrase(played, gerund=True, players=players)} was the weaker choice; {gain}"
    return f"{move_phrase(played, gerund=True, players=players)} here{kept}; {gain}"


def review(
    record: GameRecord | Mapping[str, Any] | str | Path,
    seat: int,
    *,
    samples: int = DEFAULT_SAMPLES,
    policy: str = "greedy",
    seed: int = 0,
    jobs: int = 1,
    progress: bool | Callable[[int], None] = False,
) -> list[Mistake]:
    """The moves of ``seat`` in ``record`` that were clearly worse than the best move then.

    Args:
        record: a :class:`~unokit.record.GameRecord`, a record dict, a path or JSON text.
        seat: the seat whose moves are reviewed.
        samples, policy, jobs: as for :func:`~unokit.analysis.evaluate` (``adaptive`` is on: a move
            whose interval is clear below the best stops early).
        seed: decision ``i`` (the record's ``moves[i]``) is evaluated with a seed derived from it.
        progress: ``True`` for a progress bar over the decisions on stderr; a callable gets the
            number of moves replayed so far.

    Returns:
        the mistakes, in record order.

    Raises:
        RecordError: an invalid record, or a move in it that is not legal where it stands, located as
            ``moves[1] "1: play B5": Blue 5 matches neither red nor 7`` (:func:`unokit.record.positions`);
            AnalysisError: a seat that is not in the game or a bad option.
    """
    if not isinstance(record, GameRecord):
        record = read_record(record)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < record.n_players:
        raise AnalysisError(f"seat must be a seat number 0-{record.n_players - 1}, not {seat!r}")
    _check(samples, jobs, policy, seed)  # before worker processes are started for them
    mistakes: list[Mistake] = []
    with shared_workers(jobs), _Progress(progress, len(record.moves), label="reviewing") as advance:
        for index, move, game in positions(record):
            if move is None:
                break
            if (move.seat == seat and game.current == seat and move.kind not in (MoveKind.UNO, MoveKind.CATCH)
                    and len(game.legal_moves(seat)) > 1 and game.is_legal(move)):
                found = _judge(game, seat, index, move, samples, policy, round_seed(seed, index, salt="review"), jobs)
                if found is not None:
                    mistakes.append(found)
            advance(1)
    return mistakes


def _judge(game: Any, seat: int, index: int, move: Move, samples: int, policy: str, seed: int,
           jobs: int) -> Mistake | None:
    evaluation = evaluate(game, seat, samples=samples, policy=policy, seed=seed, jobs=jobs, adaptive=True)
    best = evaluation.best
    played = evaluation.row(move)
    if played.move == best.move or best.estimate - played.estimate <= best.half_width + played.half_width:
        return None
    difference, half = evaluation.difference(best, played)
    reason = mistake_reason(game.hand(seat), move, best.move, difference, half, game.players)
    return Mistake(index, move, best.move, played, best, difference, half, reason, evaluation)
