"""Exact answers and self-checking exercises for the lessons (notebooks 10-13, docs/teachers-guide.md).

Everything here is computed from the engine, never read from a stored answer key, and is pure Python
(it runs in Pyodide: no numpy, nothing of Jupyter).

**Can I play?** A hand of ``k`` cards is dealt from the preset's deck with one card, the top card of
the discard pile, taken out. The hand holds a playable card when at least one of its cards matches the
top card under the rules' own matching table (:meth:`unokit.rulebook.Rulebook.match`: colour in force,
number or symbol, Wilds, neighbouring colours in spectrum). With ``N`` cards left and ``M`` of them
matching, the chance is the hypergeometric

    P(at least one match) = 1 - C(N - M, k) / C(N, k)

(every k-card hand is equally likely; the hands without a match are the k-subsets of the ``N - M``
cards that do not match). :func:`chance_of_a_play` gives it as an exact :class:`~fractions.Fraction`;
:func:`enumerated_chance` counts every hand one by one, asking the engine's legal moves of a real
position, for small decks; :func:`simulated_chance` deals random hands and asks the engine the same,
with a 95% Wilson interval (:func:`unokit.simulate.wilson_interval`).

Why the matching table is the whole answer: with nothing pending (the top card's effect spent,
:class:`~unokit.state.Position`), a card that matches is a legal play; the one rule that refuses a
matching card, "no bluffing" (RULES.md "House rules", ``bluffing`` off), refuses a Wild Draw Four only
while the hand holds a card of the colour in force, which is itself playable. So the hand holds a
legal play exactly when it holds a matching card (the tests check this against ``legal_moves``).

**Exercises that check themselves**: :func:`check_probability`, :func:`check_move` and
:func:`check_effect` take a student's answer and return a :class:`Verdict`: right or not, and why, in
the engine's words.

>>> round(float(chance_of_a_play("R7", 7)), 3)
0.959
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from unokit.cards import Card, Color, make_deck
from unokit.errors import InvalidCardError, RulesError, UnokitError
from unokit.moves import Move, MoveKind
from unokit.rules import Rules, find_preset
from unokit.state import Position

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = [
    "Deal", "Verdict", "SimulatedChance", "TeachingError", "deal_question", "matching_cards", "chance_of_a_play",
    "chance_of_no_play", "enumerated_chance", "simulated_chance", "holds_a_play", "check_probability",
    "check_move", "check_effect", "MAX_ENUMERATED_HANDS",
]

#: Most hands :func:`enumerated_chance` counts one by one (C(N, k) must not exceed it).
MAX_ENUMERATED_HANDS = 200_000


class TeachingError(UnokitError):
    """A question or an answer that cannot be checked (the message names it and what is allowed)."""


@dataclass(frozen=True)
class Deal:
    """One "Can I play?" question, read and checked.

    Attributes:
        rules: the rules (a :class:`Rules` value).
        top: the top card of the discard pile.
        color: the colour in force (the top card's own colour, or the colour named for a Wild).
        deck: the cards a hand is dealt from: the deck with one copy of ``top`` taken out, shape (N,).
        k: cards in the hand, 1 to N.
    """

    rules: Rules
    top: Card
    color: Color
    deck: tuple[Card, ...]
    k: int


def _rules(rules: Rules | str) -> Rules:
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return find_preset(rules)
    raise RulesError(f"rules must be a preset name or Rules, not {rules!r}")


def _card(card: Card | str, what: str) -> Card:
    if isinstance(card, Card):
        return card
    if isinstance(card, str):
        return Card.parse(card)
    raise InvalidCardError(f"{what} must be a card or a card code such as 'R7', not {card!r}")


def deal_question(top: Card | str, k: int | None = None, rules: Rules | str = "classic", *,
                  color: Color | str | None = None, deck: Sequence[Card | str] | None = None) -> Deal:
    """Read a "Can I play?" question: the top card, the hand size ``k`` (default the rules' hand size),
    the rules, the colour in force (needed when ``top`` is a Wild) and the deck (default the rules'
    deck, :func:`unokit.cards.make_deck`; a smaller one for counting by hand).

    Raises:
        InvalidCardError: a card that is not card notation.
        RulesError: unknown rules.
        TeachingError: ``top`` not in the deck, a colour missing for a Wild or not one of the rules'
            colours, ``k`` not a whole number from 1 to the cards left.
    """
    rules = _rules(rules)
    top = _card(top, "the top card")
    cards = list(make_deck(rules.deck)) if deck is None else [_card(c, "a deck card") for c in deck]
    if top not in cards:
        raise TeachingError(f"the top card {top.name} is not in the deck; give a card of the deck")
    cards.remove(top)
    if isinstance(color, str):
        color = Color.from_word(color)
    if color is None:
        if top.color is None:
            raise TeachingError(f"the top card {top.name} is a Wild: give the colour named for it (color=...)")
        color = top.color
    if color not in rules.colors:
        raise TeachingError(f"{color.word} is not a colour of {rules.name}; colours are: "
                            + ", ".join(c.word for c in rules.colors))
    if k is None:
        k = rules.hand_size
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= len(cards):
        raise TeachingError(f"the hand size k must be a whole number from 1 to {len(cards)}, not {k!r}")
    return Deal(rules, top, color, tuple(cards), k)


def _matching_keys(question: Deal) -> frozenset[int]:
    from unokit.rulebook import compile_rules

    return compile_rules(question.rules).match[question.color._value_][question.top.rank_index]


def matching_cards(top: Card | str, rules: Rules | str = "classic", *, color: Color | str | None = None,
                   deck: Sequence[Card | str] | None = None) -> Counter[Card]:
    """The cards left in the deck (the top card taken out) that may be played on ``top``, with how many
    copies of each, by the engine's matching table. ``sum(...values())`` is the ``M`` of the
    hypergeometric. Raises as :func:`deal_question`."""
    question = deal_question(top, 1, rules, color=color, deck=deck)
    keys = _matching_keys(question)
    return Counter(card for card in question.deck if card._key in keys)


def chance_of_no_play(top: Card | str, k: int | None = None, rules: Rules | str = "classic", *,
                      color: Color | str | None = None, deck: Sequence[Card | str] | None = None) -> Fraction:
    """The exact probability that a ``k``-card hand holds no playable card: ``C(N - M, k) / C(N, k)``
    (see the module's text). Raises as :func:`deal_question`."""
    question = deal_question(top, k, rules, color=color, deck=deck)
    keys = _matching_keys(question)
    n = len(question.deck)
    m = sum(1 for card in question.deck if card._key in keys)
    return Fraction(math.comb(n - m, question.k), math.comb(n, question.k))


def chance_of_a_play(top: Card | str, k: int | None = None, rules: Rules | str = "classic", *,
                     color: Color | str | None = None, deck: Sequence[Card | str] | None = None) -> Fraction:
    """The exact probability that a ``k``-card hand dealt from the deck without ``top`` holds at least
    one card that may be played on ``top`` (``1 -`` :func:`chance_of_no_play`), as a
    :class:`~fractions.Fraction`. Raises as :func:`deal_question`."""
    return 1 - chance_of_no_play(top, k, rules, color=color, deck=deck)


def _position_game(question: Deal, hand: Sequence[Card]) -> Game:
    from unokit.game import Game

    other = (question.deck[0],)  # the other seat's hand does not change what seat 0 may play
    position = Position(hands=(tuple(hand), other), discard=(question.top,), draw_pile=(), current=0,
                        color=question.color)
    return Game(question.rules, 2, position=position)


def holds_a_play(hand: Sequence[Card | str], top: Card | str, rules: Rules | str = "classic", *,
                 color: Color | str | None = None) -> bool:
    """Whether ``hand`` holds a card that may be played on ``top``, asked of the engine: the legal moves
    of a two-seat position where the hand is to act on ``top`` include a play. Raises as
    :func:`deal_question` and :class:`~unokit.errors.RecordError` for an empty hand."""
    cards = [_card(card, "a card of the hand") for card in hand]
    question = deal_question(top, 1, rules, color=color, deck=[top, *cards])
    return _has_play(_position_game(question, cards))


def _has_play(game: Game) -> bool:
    return any(move.kind is MoveKind.PLAY for move in game.legal_moves(0))


def enumerated_chance(top: Card | str, k: int, rules: Rules | str = "classic", *,
                      color: Color | str | None = None, deck: Sequence[Card | str] | None = None) -> Fraction:
    """The probability of :func:`chance_of_a_play`, found by dealing every one of the ``C(N, k)`` hands
    (cards told apart by their place in the deck, so each hand is equally likely) and asking the
    engine's legal moves whether it holds a play. For small decks only.

    Raises as :func:`deal_question`, and :class:`TeachingError` when there are more than
    :data:`MAX_ENUMERATED_HANDS` hands.
    """
    question = deal_question(top, k, rules, color=color, deck=deck)
    n = len(question.deck)
    total = math.comb(n, question.k)
    if total > MAX_ENUMERATED_HANDS:
        raise TeachingError(f"{total} hands of {question.k} from {n} cards are too many to deal one by one "
                            f"(at most {MAX_ENUMERATED_HANDS}); use a smaller deck or chance_of_a_play")
    # hands with the same cards have the same answer: ask the engine once per multiset
    answers: dict[tuple[int, ...], bool] = {}
    playable = 0
    for places in itertools.combinations(range(n), question.k):
        hand = sorted((question.deck[i] for i in places), key=lambda card: card._key)
        key = tuple(card._key for card in hand)
        answer = answers.get(key)
        if answer is None:
            answer = answers[key] = _has_play(_position_game(question, hand))
        playable += answer
    return Fraction(playable, total)


@dataclass(frozen=True)
class SimulatedChance:
    """The result of :func:`simulated_chance`.

    Attributes:
        successes: hands dealt that held a playable card; trials: hands dealt.
        low, high: the 95% Wilson score interval of the probability (0-1).
    """

    successes: int
    trials: int
    low: float
    high: float

    @property
    def estimate(self) -> float:
        """``successes / trials`` (0-1)."""
        return self.successes / self.trials

    @property
    def half_width(self) -> float:
        """Half the width of the 95% interval (0-1)."""
        return (self.high - self.low) / 2

    def covers(self, value: float) -> bool:
        """Whether ``value`` lies in the 95% interval."""
        return self.low <= value <= self.high


def simulated_chance(top: Card | str, k: int | None = None, rules: Rules | str = "classic", *, trials: int = 1000,
                     seed: int = 0, color: Color | str | None = None,
                     deck: Sequence[Card | str] | None = None) -> SimulatedChance:
    """Deal ``trials`` random ``k``-card hands (``random.Random(seed)``, each a sample without
    replacement from the deck without ``top``) and ask the engine's legal moves whether each holds a
    play. Returns the count with its 95% Wilson interval. Raises as :func:`deal_question`, and
    :class:`TeachingError` for ``trials`` below 1."""
    from unokit.simulate import wilson_interval

    question = deal_question(top, k, rules, color=color, deck=deck)
    if isinstance(trials, bool) or not isinstance(trials, int) or trials < 1:
        raise TeachingError(f"trials must be a whole number of at least 1, not {trials!r}")
    rng = random.Random(seed)
    successes = sum(_has_play(_position_game(question, rng.sample(question.deck, question.k)))
                    for _ in range(trials))
    low, high = wilson_interval(successes, trials)
    return SimulatedChance(successes, trials, low, high)


# -- exercises that check themselves -------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """Whether a student's answer is right, and why.

    Attributes:
        right: the answer is right.
        reason: why, in one or more plain sentences (from the engine).
        expected: the right answer (a :class:`~fractions.Fraction`, a move's notation, a dict of facts).
    """

    right: bool
    reason: str
    expected: Any = None

    def __str__(self) -> str:
        return ("Right. " if self.right else "Not quite. ") + self.reason

    def _repr_markdown_(self) -> str:
        return ("**Right.** " if self.right else "**Not quite.** ") + self.reason


def _as_probability(answer: Any) -> Fraction:
    if isinstance(answer, bool):
        raise TeachingError(f"a probability is a number from 0 to 1 or a percentage such as '47%', not {answer!r}")
    if isinstance(answer, str):
        text = answer.strip()
        try:
            if text.endswith("%"):
                return Fraction(text[:-1].strip()) / 100
            return Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise TeachingError(f"{answer!r} is not a probability: write a number from 0 to 1 ('0.47', '47/100') "
                                "or a percentage ('47%')") from None
    if isinstance(answer, (int, float, Fraction)):
        if isinstance(answer, float) and not math.isfinite(answer):
            raise TeachingError(f"a probability is a number from 0 to 1, not {answer!r}")
        value = Fraction(answer)
        if not 0 <= value <= 1:
            raise TeachingError(f"a probability is from 0 to 1 (or a percentage written '47%'); got {answer!r}")
        return value
    raise TeachingError(f"a probability is a number from 0 to 1 or a percentage such as '47%', not {answer!r}")


def check_probability(answer: float | Fraction | str, top: Card | str, k: int | None = None,
                      rules: Rules | str = "classic", *, color: Color | str | None = None,
                      tolerance: float = 0.005) -> Verdict:
    """Check a student's probability that a ``k``-card hand holds a play on ``top``
    (:func:`chance_of_a_play`). Right when it is within ``tolerance`` (0-1; default half a percentage
    point) of the exact value; the reason gives the count behind it.

    Raises:
        TeachingError: an answer that is not a probability, a bad question (as :func:`deal_question`).
    """
    value = _as_probability(answer)
    question = deal_question(top, k, rules, color=color)
    keys = _matching_keys(question)
    n, k = len(question.deck), question.k
    m = sum(1 for card in question.deck if card._key in keys)
    exact = 1 - Fraction(math.comb(n - m, k), math.comb(n, k))
    right = abs(value - exact) <= Fraction(tolerance)
    why = (f"{m} of the {n} cards left match {question.top.name} with {question.color.word} in force, so "
           f"{n - m} do not. The chance that all {k} cards miss is C({n - m}, {k}) / C({n}, {k}) = "
           f"{float(1 - exact):.4f}, so the chance of at least one play is {float(exact):.4f} "
           f"({100 * float(exact):.1f}%).")
    if not right:
        gap = float(value - exact)
        hint = ""
        if abs(float(value) - m / n) <= tolerance:
            hint = " Your answer is the chance for one card only; with several cards, count the hands that miss."
        elif abs(float(value) - min(1.0, k * m / n)) <= tolerance:
            hint = " Adding the chances for each card counts some hands twice; count the hands that miss instead."
        why = f"Your answer is {100 * abs(gap):.1f} percentage points too {'high' if gap > 0 else 'low'}. " + why + hint
    return Verdict(right, why, exact)


def _as_move(game: Game, answer: Move | str, seat: int) -> Move:
    if isinstance(answer, Move):
        return answer
    if isinstance(answer, str):
        return game.parse_move(answer) if ":" in answer else Move.parse(answer, seat=seat)
    raise TeachingError(f"a move is move notation such as 'play R7' or 'draw', not {answer!r}")


def check_move(game: Game, answer: Move | str, *, question: str = "legal") -> Verdict:
    """Check a student's move for the seat to act in ``game`` (left as it was).

    Args:
        game: the position.
        answer: a :class:`Move` or move notation (``"play R7"``, ``"draw"``; the seat to act is assumed).
        question: ``"legal"`` (may this move be made now? the answer is right when it is, and the reason
            is :meth:`~unokit.game.Game.explain`'s) or ``"best"`` (is it a best move? a two-seat endgame
            is solved exactly with :func:`unokit.analysis.solver.solve`: right when the move keeps the
            best result there is).

    Raises:
        TeachingError: an unknown question, a round that is over, an answer that is not a move.
        InvalidMoveError: move text that is not move notation.
        AnalysisError: ``"best"`` on a position the solver does not take (more than two seats, hands
            over :data:`unokit.analysis.solver.MAX_HAND` cards...).
    """
    if question not in ("legal", "best"):
        raise TeachingError(f"question must be 'legal' or 'best', not {question!r}")
    seat = game.current
    if seat is None:
        raise TeachingError("the round is over: there is no move to check")
    move = _as_move(game, answer, seat)
    explanation = game.explain(move)
    if question == "legal" or not explanation.legal:
        legal = [m.notation() for m in game.legal_moves(seat)]
        if explanation.legal:
            return Verdict(True, f"{move.notation()} is legal: {explanation.reason}.", legal)
        return Verdict(False, f"{move.notation()} is not legal: {explanation.reason}. Legal now: "
                       + ", ".join(legal) + ".", legal)
    from unokit.analysis.solver import solve

    solution = solve(game)
    results = {m: result for m, result in solution.moves}
    mine = results[move]
    best = [m.notation() for m, result in solution.moves if result == solution.result]
    name = game.players[seat]
    words = {"win": f"{name} wins whatever the other seat does", "loss": f"{name} loses against best play",
             "undecided": "the round stays undecided (neither side can force a win)"}
    reason = f"After {move.notation()}, {words[mine]}. With best play the position is a {solution.result} for {name}"
    if mine == solution.result:
        others = [m for m in best if m != move.notation()]
        tail = f"; {' and '.join(others)} would do as well." if others else "; it is the only such move."
        return Verdict(True, reason + tail, best)
    return Verdict(False, reason + "; " + " or ".join(best) + (" keeps it." if len(best) == 1 else " keep it."), best)


#: The facts of a position :func:`check_effect` can check, and how each is read from a game.
_FACTS = ("current", "direction", "color", "hand_sizes", "pending_draw", "top")


def _facts(game: Game) -> dict[str, Any]:
    return {
        "current": game.current,
        "direction": game.direction,
        "color": game.color.word if game.color is not None else None,
        "hand_sizes": tuple(len(hand) for hand in game.hands),
        "pending_draw": game.pending_draw,
        "top": game.top.code,
    }


def _read_fact(name: str, value: Any) -> Any:
    if name == "color" and isinstance(value, (str, Color)):
        return (Color.from_word(value) if isinstance(value, str) else value).word
    if name == "top" and isinstance(value, (str, Card)):
        return _card(value, "the top card").code
    if name == "hand_sizes" and isinstance(value, Sequence) and not isinstance(value, str):
        return tuple(value)
    return value


def check_effect(game: Game, move: Move | str, answer: Mapping[str, Any]) -> Verdict:
    """Check what a student says a move does to the position: the move is made on a copy of ``game``
    and the facts the student named are compared with the engine's.

    Args:
        game: the position (left as it was).
        move: the move made (by the seat to act, or any seat with ``"2: play R5"``).
        answer: the facts the student predicts after the move, any of ``current`` (the seat to act),
            ``direction`` (1 or -1), ``color`` (the colour in force, a word), ``hand_sizes`` (cards per
            seat), ``pending_draw`` (a penalty waiting) and ``top`` (the top card's code).

    Returns:
        a :class:`Verdict`: right when every fact named is right; the reason says which are not and
        gives the engine's account of the move (its narration).

    Raises:
        TeachingError: no fact named, or a name not in the list above; a move that is not legal now
            (the reason says why).
    """
    if not isinstance(answer, Mapping) or not answer:
        raise TeachingError("the answer names one or more facts: " + ", ".join(_FACTS))
    unknown = [name for name in answer if name not in _FACTS]
    if unknown:
        raise TeachingError(f"unknown fact {unknown[0]!r}; facts are: " + ", ".join(_FACTS))
    seat = game.current if game.current is not None else 0
    made = _as_move(game, move, seat)
    explanation = game.explain(made)
    if not explanation.legal:
        raise TeachingError(f"{made.notation()} is not legal here: {explanation.reason}")
    after = game.copy()
    after.push(made)
    facts = _facts(after)
    wrong = []
    for name, value in answer.items():
        said = _read_fact(name, value)
        if said != facts[name]:
            wrong.append(f"{name.replace('_', ' ')} is {facts[name]!r}, not {said!r}")
    story = after.narration[-1] if after.narration else ""
    if wrong:
        return Verdict(False, "After " + made.notation() + ": " + "; ".join(wrong) + f". The engine says: {story}",
                       {name: facts[name] for name in answer})
    return Verdict(True, f"The engine says: {story}", {name: facts[name] for name in answer})
