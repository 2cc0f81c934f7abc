"""Error classes of unokit.

Every error a user can cause is a small :class:`ValueError` subclass whose message names the bad
input and says what is allowed, in the manner of python-chess (``InvalidMoveError``,
``IllegalMoveError``). Catch :class:`UnokitError` to catch them all.

An error's ``str()`` is its English sentence. The common ones a person meets (a record that cannot be
read, an illegal move, an analysis refused) are raised with a :class:`~unokit.phrases.Reason` as their
one argument: the same English text that also carries a catalogue message id and named arguments
(:attr:`UnokitError.message_id`, :attr:`UnokitError.message_args`), so
:func:`unokit.i18n.problem_text` can say them in another language (DESIGN.md contract 7).
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "UnokitError",
    "InvalidCardError",
    "InvalidMoveError",
    "IllegalMoveError",
    "RulesError",
    "RecordError",
    "RenderError",
    "AnalysisError",
    "LanguageError",
]


class UnokitError(ValueError):
    """Base class of every error unokit raises for bad input."""

    @property
    def message_id(self) -> str | None:
        """The catalogue message id that says this error in any language (``"record-problem-at"``), or
        ``None`` for an error said in English only: the id of the :class:`~unokit.phrases.Reason` the
        error was raised with."""
        said = self.args[0] if len(self.args) == 1 else None
        msg_id = getattr(said, "id", None)
        return msg_id if isinstance(msg_id, str) and isinstance(said, str) else None

    @property
    def message_args(self) -> dict[str, Any]:
        """The named arguments of :attr:`message_id` (values such as a nested reason, a card, a count or
        a quoted value), empty for an error said in English only."""
        return dict(self.args[0].args) if self.message_id is not None else {}


class InvalidCardError(UnokitError):
    """A card code that is not valid card notation (DESIGN.md contract 1), e.g. ``"X9"``."""


class InvalidMoveError(UnokitError):
    """Move text that is not valid move notation (DESIGN.md contract 2), e.g. ``"0: jump R5"``."""


class IllegalMoveError(UnokitError):
    """A well-formed move that the rules do not allow in the current position.

    The message is the plain-words reason from :meth:`unokit.game.Game.explain`.
    """


class RulesError(UnokitError):
    """An unknown preset name or rules flag, or a flag value of the wrong type."""


class RecordError(UnokitError):
    """A game record (DESIGN.md contract 3) that is malformed or makes no sense for its rules.

    The message names the field (a JSON path such as ``moves[3]`` or ``position.hands[1][0]``)
    and what is allowed there.
    """


class RenderError(UnokitError):
    """A drawing request that cannot be met, e.g. an unknown card size or paper name."""


class AnalysisError(UnokitError):
    """A request the move analysis cannot answer, e.g. a finished round, a position too big for the
    exact solver or a sample count below 1 (:mod:`unokit.analysis`)."""


class LanguageError(UnokitError):
    """A ``lang=`` value (or ``--lang``) that is not one of the languages unokit has catalogues for
    (DESIGN.md contract 7: ``en``, ``pt-PT``, ``es``; :data:`unokit.i18n.LANGUAGES`)."""
