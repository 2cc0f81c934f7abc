"""Lines: the game's own line and its what-if branches, as an analysis board keeps them (no widgets).

A *line* is one sequence of moves from the deal. Line 0 is the *main line*: the game as it was played
(the live :class:`~unokit.game.Game` itself, never copied, so moves made on it are in it). A *branch*
starts at a position of an existing line (after ``base`` moves) and holds its own copy of the game from
there, so every move tried on a branch leaves the main line and the other branches untouched. A line's
game is a whole game from the deal (its first ``base`` moves are the line's it was forked from), so it
can be saved as its own record (DESIGN.md contract 3, :func:`unokit.record.to_record`) and replayed.

>>> from unokit.game import Game
>>> game = Game("classic", ["Ana", "Ben"], seed=3)
>>> lines = Lines(game)
>>> branch = lines.branch(0, 0)
>>> lines[branch].game is game, len(lines)
(False, 2)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from unokit.errors import UnokitError

__all__ = ["Line", "Lines", "LineError"]


class LineError(UnokitError):
    """A line that is not there, or a position outside a line (the message names the allowed range)."""


@dataclass
class Line:
    """One line of play.

    Attributes:
        game: the line's game (the main line's is the live game).
        parent: the line it was forked from (None for the main line).
        base: how many moves it shares with its parent (0 = forked at the deal; the main line: 0).
        number: its number in the list: 0 for the main line, then 1, 2, ... in the order made.
    """

    game: Any
    parent: int | None
    base: int
    number: int

    @property
    def is_main(self) -> bool:
        return self.parent is None

    @property
    def own_moves(self) -> list[Any]:
        """The moves of this line after the fork (every move, for the main line)."""
        return list(self.game.move_stack[self.fork:])

    @property
    def fork(self) -> int:
        """The moves it still shares with its parent: ``base``, or fewer once moves before the fork were
        taken back on this line ("Continue from here")."""
        return min(self.base, len(self.game.move_stack))

    def label(self, lang: str = "en") -> str:
        """The line in words, for the line list: ``"Main line: 12 moves"``, ``"Branch 1, from move 5 of
        the main line: 3 moves of its own, first Ben: Red 5"`` (contract-2 notation without the seat); in
        ``lang``, the catalogue's ``table-lines-*-label`` messages (English: the same words)."""
        from unokit.i18n import message

        total = len(self.game.move_stack)
        if self.is_main:
            return message("table-lines-main-label", lang, moves=message("table-moves-count", lang, count=total))
        own = self.own_moves
        parent = (message("table-lines-main", lang) if self.parent == 0
                  else message("table-lines-branch-name", lang, number=self.parent))
        where = (message("table-analysis-deal", lang) if self.fork == 0
                 else message("table-analysis-after-move", lang, cursor=self.fork))
        moves = message("table-moves-count", lang, count=len(own))
        if not own:
            return message("table-lines-branch-label", lang, number=self.number, where=where, parent=parent, moves=moves)
        first = own[0]
        return message("table-lines-branch-label-first", lang, number=self.number, where=where, parent=parent,
                       moves=moves, first=f"{self.game.players[first.seat]}: {first.notation(seat=False)}")


class Lines:
    """The main line and its branches (see the module text); one of them is *current*.

    Args:
        game: the live game, the main line.
    """

    def __init__(self, game: Any) -> None:
        self._lines: list[Line] = [Line(game, None, 0, 0)]
        self.current = 0

    def __len__(self) -> int:
        return len(self._lines)

    def __iter__(self) -> Iterator[Line]:
        return iter(self._lines)

    def __getitem__(self, index: int) -> Line:
        return self._lines[self._check(index)]

    @property
    def main(self) -> Line:
        """The main line (line 0): the game as it was played."""
        return self._lines[0]

    @property
    def line(self) -> Line:
        """The current line."""
        return self._lines[self.current]

    def _check(self, index: Any) -> int:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self._lines):
            raise LineError(f"there is no line {index!r}; the lines are 0 (the main line) to {len(self._lines) - 1}")
        return index

    def branch(self, line: int, at: int) -> int:
        """Fork a new branch from line ``line`` after its first ``at`` moves (0 = the deal) and make it
        the current line; returns its number. The line forked from is not changed.

        Raises :class:`LineError` for a line that is not there or ``at`` outside 0..that line's moves.
        """
        parent = self[line]
        total = len(parent.game.move_stack)
        if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= total:
            raise LineError(f"cannot fork line {line} at move {at!r}: it has moves 0 (the deal) to {total}")
        game = parent.game.copy()
        while len(game.move_stack) > at:
            game.pop()
        number = len(self._lines)
        self._lines.append(Line(game, line, at, number))
        self.current = number
        return number

    def select(self, index: int) -> Line:
        """Make line ``index`` current and return it. Raises :class:`LineError` for a line not there."""
        self.current = self._check(index)
        return self._lines[self.current]

    def record(self, index: int | None = None) -> dict[str, Any]:
        """Line ``index`` (default the current one) as a game record dict (contract 3): how the game
        started and every move of the line from the deal, with ``meta`` saying which line it is.

        Raises :class:`LineError` for a line not there, :class:`~unokit.errors.RulesError` when the rules
        cannot be written as a record (as :func:`unokit.record.to_record`).
        """
        from unokit.record import to_record

        line = self.line if index is None else self[index]
        meta = {"line": "main" if line.is_main else f"branch {line.number}", "from_line": line.parent,
                "from_move": line.fork} if not line.is_main else {"line": "main"}
        return to_record(line.game, meta=meta)

    def labels(self, lang: str = "en") -> list[str]:
        """Every line's :meth:`Line.label` (in ``lang``), in line order."""
        return [line.label(lang) for line in self._lines]
