"""The read-only side of a :class:`~unokit.game.Game`: its properties, narration, explanations,
results, seat views and the contract-4 state (DESIGN.md contract 4).

:class:`GameViews` is the base class of :class:`~unokit.game.Game`; it reads the state the driver
keeps and changes nothing, so what a person or a program may see of a round is in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from unokit import scoring
from unokit.cards import Card, Color, Rank
from unokit.deal import setup_text
from unokit.errors import InvalidCardError, InvalidMoveError
from unokit.moves import Move, MoveKind
from unokit.phrases import Reason, Said
from unokit.phrases import card_name as _cname
from unokit.rulebook import CHALLENGE, DRAWING, MATCHING, UNO
from unokit.rules import Rules
from unokit.state import DRAWN as _DRAWN
from unokit.state import DREW_KEPT as _DREW_KEPT
from unokit.state import DREW_PLAYABLE as _DREW_PLAYABLE
from unokit.state import OVER as _OVER
from unokit.state import STATE_DICT_FIELDS, Explanation, GameFields, Outcome, Phase, SeatView

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["GameViews"]

_PHASES = tuple(Phase)  # the public value of each phase number
_WILD4 = Rank.WILD_DRAW_FOUR
_PLAY_KIND, _DRAW_KIND, _PASS_KIND = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS
_VERBS = frozenset(kind.value for kind in MoveKind)  # move notation's verbs (explain: one word, no verb)


#: how ``Game.state_dict`` writes each key of :data:`unokit.state.STATE_DICT_FIELDS` (DESIGN.md
#: contract 4): ``(game, the field's value or None) -> JSON value``
_STATE_DICT_VALUE: dict[str, Callable[[Any, Any], Any]] = {
    "current": lambda game, value: value,
    "direction": lambda game, value: value,
    "color": lambda game, color: color.word if color else None,
    "top": lambda game, _: game._discard[-1].code,
    "discard": lambda game, discard: [card.code for card in discard],
    "draw_pile": lambda game, pile: [card.code for card in reversed(pile)],  # top first
    "hands": lambda game, hands: [[card.code for card in hand] for hand in hands],
    "pending_draw": lambda game, value: value,
    "legal": lambda game, _: [move.notation() for move in game.legal_moves()],
    "winner": lambda game, _: (game._outcome.winner if game._outcome  # else the first seat out, if any
                               else game._placements[0] if game._placements else None),
    "placements": lambda game, placements: list(placements),
    "scores": lambda game, _: list(game.scores),
}


class GameViews(GameFields):
    """Read-only properties and views of a game (the base of :class:`~unokit.game.Game`; the game's
    fields and their types: :class:`~unokit.state.GameFields`)."""

    # the driver's (Game's) methods the views use
    _check_seat: Callable[[Any], None]
    _check: Callable[[Move], str | None]
    legal_moves: Callable[..., list[Move]]

    # ---------------------------------------------------------------- read-only properties
    @property
    def rules(self) -> Rules:
        """The :class:`Rules` of this game."""
        return self._rules

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order."""
        return self._names

    @property
    def n_players(self) -> int:
        """How many seats the table has."""
        return self._n

    @property
    def seed(self) -> int:
        """The seed of the game's random number generator."""
        return self._seed

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._dealer

    @property
    def start_args(self) -> dict[str, Any]:
        """The start arguments as given to the constructor (``None`` where not given): ``dealer``,
        ``deck`` (tuple of cards, top first), ``position``, ``scores``, ``first_player``. With the
        rules, players and seed they rebuild this game before its first move (used by records)."""
        return dict(self._start_args)

    @property
    def round_number(self) -> int:
        """Which round of the match this is (1 = first)."""
        return self._round

    @property
    def current(self) -> int | None:
        """The seat to act: ``None`` when the round is over; during a Wild Draw Four challenge the
        challenged seat; while a Wild starter waits for its colour, the seat that must ``choose``."""
        return self._current

    @property
    def phase(self) -> str:
        """What the seat to act must do: ``"play"``, ``"drawn"`` (play the drawn card or pass),
        ``"choose"`` (name the Wild starter's colour), ``"challenge"`` (challenge or accept) or ``"over"``."""
        return _PHASES[self._phase]

    @property
    def direction(self) -> int:
        """1 = clockwise (increasing seat numbers), -1 = counter-clockwise."""
        return self._direction

    @property
    def color(self) -> Color | None:
        """The active colour (the named colour after a Wild); ``None`` while a Wild starter waits."""
        return self._color

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self._discard[-1]

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom first."""
        return tuple(self._discard)

    @property
    def draw_pile(self) -> tuple[Card, ...]:
        """The draw pile, top first."""
        return tuple(reversed(self._pile))

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand, cards in the order received."""
        return tuple(tuple(hand) for hand in self._hands)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """One seat's hand (order received). Raises :class:`InvalidMoveError` for a seat that does not exist."""
        self._check_seat(seat)
        return tuple(self._hands[seat])

    @property
    def pending_draw(self) -> int:
        """Cards the seat to act faces: a stacked penalty, or the 4 of a Wild Draw Four to challenge."""
        return self._pending

    @property
    def drawn_card(self) -> Card | None:
        """The card just drawn that may still be played (classic draw / pass flow), else ``None``."""
        return self._drawn if self._phase == _DRAWN else None

    @property
    def uno_open(self) -> int | None:
        """The seat that played down to one card without declaring UNO and can be caught now."""
        return self._uno_open

    @property
    def placements(self) -> tuple[int, ...]:
        """Seats in finishing order, so far."""
        return tuple(self._placements)

    @property
    def scores(self) -> tuple[int, ...]:
        """Match totals per seat: the carried totals, plus this round's points once it is over."""
        if self._outcome is not None:
            return self._outcome.scores
        return self._carried

    @property
    def move_stack(self) -> tuple[Move, ...]:
        """The moves pushed so far, oldest first."""
        return tuple(self._moves)

    @property
    def narration(self) -> tuple[str, ...]:
        """One plain-words sentence (or a few) per move, parallel to :attr:`move_stack`, in English.
        Each is a :class:`~unokit.phrases.Said`: the English ``str`` that also carries its message,
        so ``game.narration[-1].text("pt-PT")`` says it in Portuguese (see :meth:`narration_text`)."""
        names, moves = self._names, self._moves
        out: list[str] = []
        for i, entry in enumerate(self._narr):
            if not isinstance(entry, str):  # the fast paths' entries: a number card played, a plain draw, or
                name = names[moves[i].seat]  # (function, *arguments) whose call makes the sentence
                if entry.__class__ is tuple:
                    entry = entry[0](*entry[1:])
                elif entry is _DREW_PLAYABLE:
                    entry = Said("narr-draws-playable", f"{name} draws a card that can be played.", name=name)
                elif entry is _DREW_KEPT:
                    entry = Said("narr-draws-kept", f"{name} draws a card; the turn ends.", name=name)
                else:
                    entry = Said("narr-plays", f"{name} plays {_cname(entry)}.", name=name, cards=(entry,))
            out.append(entry)
        return tuple(out)

    def narration_text(self, lang: str | None = None, start: int = 0, stop: int | None = None) -> tuple[str, ...]:
        """:attr:`narration` in ``lang`` (a tag of :data:`unokit.i18n.LANGUAGES` or the pseudo-locale;
        ``None`` or ``"en"``: the English, byte for byte), from move ``start`` up to, not including, move
        ``stop`` (indexes into :attr:`move_stack`, negative from the end; ``stop`` ``None``: to the last
        move). Only those sentences are worded. Players' names are said as given. Raises
        :class:`~unokit.errors.LanguageError` for an unknown language."""
        said = self.narration[start:stop]
        if lang is None or lang == "en":
            return said
        from unokit.i18n import resolve_language

        lang = resolve_language(lang)
        return tuple([part.text(lang) if isinstance(part, Reason) else part for part in said])

    @property
    def setup_narration(self) -> str:
        """How the round began: the dealer, the starter card and its effect."""
        text = self._setup_narration
        if not isinstance(text, str):  # the deal's parts, made into words when first read
            text = self._setup_narration = setup_text(text)
        return text

    def setup_narration_text(self, lang: str | None = None) -> str:
        """:attr:`setup_narration` in ``lang`` (``None`` or ``"en"``: the English, byte for byte). Raises
        :class:`~unokit.errors.LanguageError` for an unknown language."""
        text = self.setup_narration
        if lang is None or lang == "en":
            return text
        from unokit.i18n import resolve_language

        lang = resolve_language(lang)
        return text.text(lang) if isinstance(text, Reason) else text

    @property
    def reshuffles(self) -> int:
        """How many times the discard pile was shuffled into a new draw pile."""
        return self._reshuffles

    @property
    def dry_draws(self) -> int:
        """How many draws got fewer cards than were due (nothing left to draw)."""
        return self._dry_draws

    # ---------------------------------------------------------------- results
    def is_over(self) -> bool:
        """Whether the round is over."""
        return self._phase == _OVER

    def outcome(self) -> Outcome | None:
        """The round's :class:`Outcome`, or ``None`` while it goes on."""
        return self._outcome

    def match_over(self) -> bool:
        """Whether the match is over: the round is over and a total reached ``rules.target_score``
        (black-uno scores no points, so its match is one round)."""
        if self._outcome is None:
            return False
        if self._rules.scoring == "none":
            return True
        return scoring.match_winner(self._outcome.scores, self._rules) is not None

    def match_winner(self) -> int | None:
        """The seat that won the match (see :func:`unokit.scoring.match_winner`; black-uno: the
        round winner), or ``None`` while the match goes on."""
        if self._outcome is None:
            return None
        if self._rules.scoring == "none":
            return self._outcome.winner
        return scoring.match_winner(self._outcome.scores, self._rules)

    # ---------------------------------------------------------------- views
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: its own hand, everyone's card counts, the discard pile, the size
        (not the order) of the draw pile, and its legal moves. Raises :class:`InvalidMoveError`."""
        self._check_seat(seat)
        outcome = self._outcome
        return SeatView(
            seat=seat,
            players=self._names,
            hand=tuple(self._hands[seat]),
            hand_sizes=tuple(len(h) for h in self._hands),
            top=self._discard[-1],
            discard_pile=tuple(self._discard),
            color=self._color,
            direction=self._direction,
            current=self._current,
            draw_pile_size=len(self._pile),
            pending_draw=self._pending,
            legal_moves=tuple(self.legal_moves(seat)),
            placements=tuple(self._placements),
            scores=self.scores,
            rules_name=self._rules.name,
            can_play_drawn=self._drawn if self._phase == _DRAWN and seat == self._current else None,
            phase=self.phase,
            uno_open=self._uno_open,
            winner=outcome.winner if outcome else None,
            round_number=self._round,
            dealer=self._dealer,
        )

    def state_dict(self) -> dict[str, Any]:
        """The state as DESIGN.md contract 4: ``current``, ``direction``, ``color`` (word or null),
        ``top``, ``discard`` (bottom first), ``draw_pile`` (top first), ``hands``, ``pending_draw``,
        ``legal`` (contract-2 strings, sorted by seat), ``winner``, ``placements``, ``scores``."""
        return {key: _STATE_DICT_VALUE[key](self, getattr(self, slot) if slot is not None else None)
                for key, slot in STATE_DICT_FIELDS}  # the game fields contract 4 shows, in its order

    def rng_state(self) -> Any:
        """The state of the game's random number generator (for tests of exact replay and undo)."""
        return self._rng.getstate()

    # ---------------------------------------------------------------- explanations
    def explain(self, move_or_card: Move | Card | str, seat: int | None = None, *,
                lang: str | None = None) -> Explanation:
        """Whether a move (or playing a card) is legal now, and why, in plain words.

        ``move_or_card``: a :class:`Move`, move text (seat prefix optional; ``seat`` or the seat to act
        is assumed), a :class:`Card`, or a card code (explains playing that card alone by ``seat``,
        default the seat to act; a Seven under ``seven_swap`` that is not the last card is checked as
        a swap with the first seat it may swap with, a Wild as naming the current colour; the reason is
        the card's, not that form's: "a Wild may be played on any card; you name the colour next"; the
        ``move`` is the form checked). Never raises for illegal moves: the reason
        says why. Text that is neither a move nor a card gives ``legal=False`` with the parse error as
        the reason.

        ``lang``: the language of the reason (DESIGN.md contract 7; default English, the engine's own
        words). The reason is a :class:`~unokit.phrases.Reason` (a ``str``) in any language, so
        ``explanation.text(lang)`` says it in another. Raises
        :class:`~unokit.errors.LanguageError` for an unknown language, :class:`InvalidMoveError` for
        something that is neither a move, a card nor text.

        >>> from unokit.game import Game, _doc_deck
        >>> Game("classic", 2, deck=_doc_deck()).explain("B5").reason
        'Blue 5 matches neither red nor 7'
        >>> Game("classic", 2, deck=_doc_deck()).explain("B5", lang="es").reason
        '5 azul no coincide ni con rojo ni con 7'
        """
        explanation = self._explain(move_or_card, seat)
        if lang is None or lang == "en":
            return explanation
        reason = explanation.reason
        said = reason.said_in(lang) if isinstance(reason, Reason) else reason  # the engine's are all Reasons
        return Explanation(explanation.legal, said, explanation.move)

    def _explain(self, move_or_card: Move | Card | str, seat: int | None) -> Explanation:
        """:meth:`explain` in English."""
        if seat is None:
            seat = self._current if self._current is not None else 0
        if isinstance(move_or_card, str):
            text = move_or_card
            try:
                move = Move.parse(text, seat=seat)
            except InvalidMoveError as move_error:
                try:
                    move_or_card = Card.parse(text)
                except InvalidCardError as card_error:
                    if len(text.split()) == 1 and text.strip().lower() not in _VERBS:  # one word: meant as a card?
                        return Explanation(False, Reason(
                            "reason-not-card-nor-move", f"{text.strip()!r} is neither a card nor a move: {card_error}",
                            text=repr(text.strip()), error=str(card_error)), None)
                    return Explanation(False, Reason("reason-not-a-move", str(move_error), error=str(move_error)), None)
            else:
                move_or_card = move
        elif not isinstance(move_or_card, (Move, Card)):
            raise InvalidMoveError(f"explain takes a Move, a Card or text, not {move_or_card!r}")
        if isinstance(move_or_card, Card):
            card = move_or_card
            color = None
            if card.is_wild:
                color = self._color if self._color in self._colors else self._colors[0]
            target = None
            for rule in self._book.target_rules:  # Seven-O: a Seven that is not the last card swaps
                target = rule.example_target(self, seat, card)  # type: ignore[arg-type] # self is a Game (GameViews is its base only)
                if target is not None:
                    break
            move = Move(seat, _PLAY_KIND, (card,), color, False, target)
        else:
            move = move_or_card
        reason = self._check(move)
        if reason is not None:
            return Explanation(False, reason, move)
        if isinstance(move_or_card, Card):  # the card's reason, not that of the one form checked
            return Explanation(True, self._card_reason(move), move)
        return Explanation(True, self._legal_reason(move), move)

    def _card_reason(self, move: Move) -> str:
        """Why the card of ``move`` (a legal single-card play, in its first form) may be played, said of
        the card rather than of that form: a Wild names no colour yet, a Seven under Seven-O swaps with
        no one yet; what the player chooses next is said instead."""
        reason = self._play_reason(Move(move.seat, _PLAY_KIND, move.cards, move.color, False, None), named=False)
        if move.color is not None:
            reason = Reason.joined(reason, Reason("reason-you-name-color", "you name the colour next"))
        if move.target is not None:
            reason = Reason.joined(reason, Reason("reason-you-choose-swap",
                                                  "Seven-O: you choose whom to swap hands with next"))
        return reason

    def _legal_reason(self, move: Move) -> str:
        game: Game = self  # type: ignore[assignment] # GameViews is only ever the base of Game; the rules take a Game
        seat = move.seat
        name = self._names[seat]
        kind = move.kind
        if kind is _PLAY_KIND:
            return self._play_reason(move)
        if kind is _DRAW_KIND:
            if self._pending:
                return self._book.pending_rule.pending_draw_reason(game, seat)
            return DRAWING.draw_reason(game, seat)
        if kind is _PASS_KIND:
            return DRAWING.pass_reason(game, seat)
        if kind is MoveKind.CHOOSE:
            return Reason("reason-names-starter-color",
                          f"{name} names {move.color.word} as the colour of the Wild starter card",  # type: ignore[union-attr]  # a choose move names its colour
                          name=name, color=move.color)
        if kind is MoveKind.CHALLENGE:
            return CHALLENGE.challenge_reason(game, seat)
        if kind is MoveKind.ACCEPT:
            return CHALLENGE.accept_reason(game, seat)
        return UNO.reason(game, move)

    def _play_reason(self, move: Move, *, named: bool = True) -> str:
        """Why ``move`` (a legal play) may be made; ``named``: end with the colour it names, if any."""
        game: Game = self  # type: ignore[assignment] # GameViews is only ever the base of Game; the rules take a Game
        cards = move.cards
        first = cards[0]
        if move.seat != self._current:  # a jump-in (only legal when jump_in is on)
            reason = next(filter(None, (rule.out_of_turn_reason(game, move) for rule in self._book.out_of_turn)))
        elif self._pending:
            reason = self._book.pending_rule.pending_play_reason(game, move)
        elif first.rank is _WILD4:
            reason = CHALLENGE.play_reason(game, move.seat)
            if self._phase == _DRAWN:
                reason = Reason("reason-drawn-playable", f"the drawn card Wild Draw Four is playable: {reason}",
                                card=first, reason=reason)
        elif self._phase == _DRAWN:
            matched = MATCHING.match_reason(game, first)
            reason = Reason("reason-drawn-playable", f"the drawn card {first.name} is playable: {matched}",
                            card=first, reason=matched)
        else:
            reason = MATCHING.match_reason(game, first)
        for rule in self._book.reason_tails:  # several cards at once; what else the play does
            tail = rule.reason_tail(game, move)
            if tail is not None:
                reason = Reason.joined(reason, tail)
        if named and move.color is not None:
            reason = Reason.joined(reason, Reason("reason-names-color", f"names {move.color.word}", color=move.color))
        if move.uno:
            reason = Reason.joined(reason, Reason("reason-declares-uno", "declares UNO"))
        return reason
