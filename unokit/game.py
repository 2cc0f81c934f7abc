"""The game state of one round: legal moves with reasons, push / pop, outcome, seat views.

:class:`Game` holds one round of a match under a :class:`~unokit.rules.Rules` value (RULES.md presets
``classic``, ``black-uno`` and ``spectrum``). It is a mutable board with an undo stack in the manner
of python-chess: :meth:`Game.legal_moves`, :meth:`Game.push`, :meth:`Game.pop`,
:meth:`Game.outcome`; :meth:`Game.explain` says in plain words why a move or card is legal or not.

>>> game = Game("classic", players=["Ana", "Ben"], deck=_doc_deck(), seed=1)
>>> str(game.top), game.current
('R7', 1)
>>> game.explain("1: play B5").reason
'Blue 5 matches neither red nor 7'
>>> game.push("1: play R5"); game.narration[-1]
'Ben plays Red 5.'
>>> game.pop()
Move.parse('1: play R5')

Conventions (RULES.md "Conventions"): seats are 0..n-1, direction +1 is clockwise (increasing seat
numbers), a turn begins when the seat to act makes any move; penalties that leave no choice are
applied by themselves and narrated with the move that caused them.

Randomness: one ``random.Random(seed)`` drives the draw for dealer, the shuffle, starter replacement
and every reshuffle, so seed + rules + moves replay to the identical state.

Layout (issue 12): this module is the driver. The rules live in :mod:`unokit.rulebook`, one module
per rule, each reading of RULES.md where it leaves a detail open in the docstring of its rule (each is
tested); the value types and the position validator in :mod:`unokit.state`; the deal in
:mod:`unokit.deal`; the shared Move values in :mod:`unokit.move_cache`; the read-only properties
and views in :mod:`unokit.views`. Black-uno scores no points, so its match is the one round:
:meth:`Game.match_over` is true when the round ends.

Performance: state in plain lists and ints (the hot part in slots), interned cards found by identity,
Move values built once per card and seat (Seven-O's swaps too) and shared (:meth:`legal_move_groups`).
``push`` has fast paths for a single card that does not end the hand (a rule's own for a Seven's swap,
a Zero's rotation and a jump-in) and for a draw (a rule's own for draw to match and a stacked total),
gated by the rulebook's tables, with small undo records; the general path runs the rulebook's hooks and
keeps a lazy :class:`~unokit.state.Snapshot`. The tests compare both paths for every preset and flag.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import groupby
from types import MappingProxyType
from typing import Any

from unokit.cards import Card, Color, make_deck
from unokit.deal import arranged_deck, deal, next_round_seed, read_deck
from unokit.errors import IllegalMoveError, InvalidMoveError, RulesError, UnokitError
from unokit.move_cache import (
    forms_cache,
    playable_keys,
    rule_form_groups,
    seat_moves,
    simple_move,
    single_moves,
)
from unokit.moves import Move, MoveKind
from unokit.phrases import SENTENCES, Reason, Said, play_said, sentences
from unokit.rulebook import CHALLENGE, DRAWING, UNO, Play, compile_rules
from unokit.rulebook.drawing import penalize, reshuffle, take
from unokit.rulebook.finishing import end_round, end_turn_idle, round_is_decided
from unokit.rulebook.seven_swap import refuse_swap_off
from unokit.rules import Rules, find_preset, players_allowed
from unokit.state import CHALLENGE as _CHALLENGE
from unokit.state import CHOOSE as _CHOOSE
from unokit.state import DRAWN as _DRAWN
from unokit.state import (
    FAST_DRAW,
    GAME_FIELDS,
    Explanation,
    Outcome,
    Phase,
    Position,
    Seating,
    SeatView,
    Snapshot,
    check_position,
    copy_fields,
    snapshot_scalars,
    take_seating,
)
from unokit.state import OVER as _OVER
from unokit.state import PLAY as _PLAY
from unokit.state import player_names as _player_names
from unokit.views import _DREW_KEPT, _DREW_PLAYABLE, GameViews

__all__ = ["Game", "Position", "Explanation", "Outcome", "SeatView", "Phase", "arranged_deck"]


_PLAY_KIND, _DRAW_KIND, _PASS_KIND = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS

#: Game.start_args of a game dealt from its seed alone (Game.start_args hands out a copy)
_DEALT_START = MappingProxyType({"dealer": None, "deck": None, "position": None, "scores": None, "first_player": None})
#: per (id of the ``rules`` argument, player count): the :func:`_seating` of a Game
_SEATINGS: dict[tuple[int, int], Seating] = {}
_drawn_playable = DRAWING.drawn_playable
#: a :class:`~unokit.state.Snapshot` made as cheaply as a tuple: ``_record(Snapshot, items)``
_record = tuple.__new__


# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------
def _doc_deck() -> list[Card]:
    """A fixed classic deck for the doctests: dealer 0; seat 1 gets R5 B5 Y1-Y5, seat 0 G1-G7; starter R7."""
    deck = list(make_deck("classic"))
    front = [Card.parse(c) for c in ("R5", "G1", "B5", "G2", "Y1", "G3", "Y2", "G4",
                                     "Y3", "G5", "Y4", "G6", "Y5", "G7", "R7")]
    for card in front:
        deck.remove(card)
    return front + deck


def _seating(rules: Rules | str, players: int | Sequence[str]) -> Seating:
    """What a Game reads from ``rules`` (a value or preset name) at ``players`` seats, built once per
    argument and count (:class:`~unokit.state.Seating`): the rules, the count, the default names, zero
    scores, the rulebook's tables (:func:`~unokit.rulebook.compile_rules`) and the shared move caches.
    Raises :class:`RulesError`
    for an unknown preset, a ``players`` that is neither a count nor names, or a count the rules
    do not allow."""
    rules_value = find_preset(rules) if not isinstance(rules, Rules) else rules
    if isinstance(players, bool) or not isinstance(players, (int, list, tuple)):
        raise RulesError(f"players must be a count or a list of names, not {players!r}")
    n = players if isinstance(players, int) else len(players)
    if not players_allowed(rules_value, n):  # before naming a huge count's seats
        raise RulesError(
            f"{rules_value.name} is played by {rules_value.min_players}-{rules_value.max_players} players; got {n}")
    found = _SEATINGS.get((id(rules), n))
    if found is None or found.argument is not rules:
        book = compile_rules(rules_value)
        if len(_SEATINGS) > 64:  # many one-off Rules values: keep the cache small
            _SEATINGS.clear()
        draw_moves, pass_moves, draw_groups, pass_groups = seat_moves(n)
        found = _SEATINGS[(id(rules), n)] = Seating(  # the argument is kept alive, so its id stays unique
            argument=rules, rules=rules_value, n=n, names=tuple(f"Seat {seat}" for seat in range(n)),
            carried=(0,) * n, book=book, colors=rules_value.colors, match=book.match, playable=book.playable,
            nbr=book.neighbours, fast=book.fast, fast_pile_need=book.fast_pile_need, hands_fast=book.hands_fast,
            plain_legal=book.plain_legal, plain_draw=book.plain_draw, pass_allowed=book.pass_refusal is None,
            no_uno=book.no_uno, replaced_orders=book.replaced_orders, forms=forms_cache(rules_value, n),
            turn_forms=book.turn_forms(n) if book.single_forms else None, uno_rule=rules_value.uno,
            draw_moves=draw_moves, pass_moves=pass_moves, draw_groups=draw_groups, pass_groups=pass_groups)
    return found


def _index_of(hand: list[Card], card: Card) -> int:
    """Where ``card`` is in ``hand`` (by identity: cards are interned), or -1.

    Faster than ``hand.index(card)``: ``Card`` defines ``__lt__`` in Python, which makes every
    ``==`` between two different cards a slow Python-level dispatch."""
    i = 0
    for c in hand:
        if c is card:
            return i
        i += 1
    return -1


# --------------------------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------------------------
class Game(GameViews):
    """One round of a match, with its legal moves, undo stack and outcome.

    Args:
        rules: a :class:`Rules` value or a preset name (``"classic"``, ``"black-uno"``,
            ``"spectrum"``; aliases as :func:`~unokit.rules.find_preset`).
        players: a count (default names ``"Seat 0"``, ``"Seat 1"``, ...) or the players' names, in seat
            order; must fit the rules' ``min_players``..``max_players``.
        seed: seeds the game's ``random.Random``: draw for dealer, shuffle, starter replacement and
            reshuffles.
        dealer: the dealer's seat. Default: with a ``deck`` or ``position`` seat 0; otherwise by
            ``rules.dealer_selection`` (classic: each player draws a card, the highest number deals,
            ties draw again; black-uno: chosen by the players, so seat 0 unless given; spectrum: a seeded
            random seat, which makes the first player random).
        deck: the whole deck, top first, dealt as RULES.md "Conventions" says (one card at a time from
            the left of the dealer, then the starter card). Any list of cards long enough to deal is
            accepted; :mod:`unokit.record` checks that a record's deck is exactly the preset's deck.
        position: an explicit mid-game :class:`Position` instead of a deal.
        scores: match totals carried in from earlier rounds (default zeros).
        round_number: which round of the match this is (1 = first).
        first_player: who plays first (default: the player left of the dealer); starter card effects
            apply to this player. Later spectrum rounds pass the previous winner here.

    Raises:
        RulesError: wrong player count, or a dealer / first player that is not a seat.
        RecordError: a position that cannot be played (the message names the field).
        InvalidCardError: a deck entry that is not a card.
        UnokitError: a deck too small to deal, or both ``deck`` and ``position``.
    """

    # Every attribute the engine sets is a slot (read and written faster than an entry of the instance
    # dict, and a game starts with no dict to fill), each classified in one list of unokit.state; an
    # attribute added later goes in __dict__.
    __slots__ = GAME_FIELDS

    # ---------------------------------------------------------------- construction
    def __init__(
        self,
        rules: Rules | str = "classic",
        players: int | Sequence[str] = 2,
        *,
        seed: int = 0,
        dealer: int | None = None,
        deck: Sequence[Card | str] | None = None,
        position: Position | None = None,
        scores: Sequence[int] | None = None,
        round_number: int = 1,
        first_player: int | None = None,
    ) -> None:
        seating = _SEATINGS.get((id(rules), players)) if players.__class__ is int else None
        if seating is None or seating.argument is not rules:
            seating = _seating(rules, players)  # checks the rules and the players
        take_seating(self, seating)  # the slots of unokit.state.SEATING_SLOTS
        n = self._n
        if not isinstance(players, int):
            self._names = _player_names(players)
        if deck is not None and position is not None:
            raise UnokitError("give at most one of deck and position, not both")
        if seed.__class__ is not int and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise RulesError(f"seed must be a whole number, not {seed!r}")
        if round_number.__class__ is not int or round_number < 1:
            if isinstance(round_number, bool) or not isinstance(round_number, int) or round_number < 1:
                raise RulesError(f"round_number must be a whole number >= 1, not {round_number!r}")
        self._seed, self._round = seed, round_number
        if scores is not None:
            if (isinstance(scores, (str, bytes)) or not isinstance(scores, Sequence)
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in scores)):
                raise RulesError(f"scores must be a list of whole numbers, one per seat; got {scores!r}")
            self._carried = tuple(scores)
            if len(self._carried) != n:
                raise RulesError(f"scores must give one total per seat ({n}); got {len(self._carried)}")
        if dealer is not None or first_player is not None:
            for label, value in (("dealer", dealer), ("first_player", first_player)):
                if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                          or not 0 <= value < n):
                    raise RulesError(f"{label} must be a seat number 0-{n - 1}; got {value!r}")
        deck_cards = None if deck is None else read_deck(deck)
        if position is not None:
            position, position_color = check_position(position, self._rules, n)
        if deck is None and position is None and dealer is None and first_player is None and scores is None:
            self._start_args = _DEALT_START
        else:
            self._start_args = {
                "dealer": dealer, "deck": None if deck_cards is None else tuple(deck_cards), "position": position,
                "scores": tuple(scores) if scores is not None else None, "first_player": first_player,
            }
        self._rng = random.Random(seed)

        # mutable state
        self._hands: list[list[Card]] = [[] for _ in range(n)]
        self._discard: list[Card] = []
        self._pile: list[Card] = []          # top of the draw pile is the END of this list
        self._current = self._color = None   # the seat to act, the colour in force
        self._direction = 1
        self._pending = self._idle = self._reshuffles = self._dry_draws = 0
        self._phase = _PLAY
        self._pending_rank = self._drawn = self._uno_open = self._outcome = self._after_choose = None
        self._w4_offender = self._w4_color = self._w4_evidence = None  # a Wild Draw Four open to challenge
        self._out = [False] * n
        self._placements: list[int] = []
        self._moves: list[Move] = []
        # one entry per move: the sentence, or (fast paths) the number card played or a marker of
        # a plain draw, which :attr:`narration` turns into words when asked
        self._narr: list[Any] = []
        self._undo: list[Any] = []
        self._parts: list[Any] = []
        self._saved_rng = self._saved_pile = self._saved_discard = None
        self._saved_hands: dict[int, tuple[Card, ...]] = {}

        if position is not None:
            self._dealer = 0 if dealer is None else dealer
            self._setup_position(position, position_color)
        else:
            deal(self, deck_cards, dealer, first_player)
        self._setup_narration: str | list[Any] = self._parts  # made into words when read (deal.setup_text)
        self._parts = []

    # ---------------------------------------------------------------- setup
    def _name(self, seat: int) -> str:
        return self._names[seat]

    def _setup_position(self, position: Position, color: Color) -> None:
        """Start from a position :func:`~unokit.state.check_position` accepted."""
        out = position.out
        if position.pending_draw:
            self._pending = position.pending_draw
            self._pending_rank = position.discard[-1].rank
        self._hands = [list(hand) for hand in position.hands]
        self._discard = list(position.discard)
        self._pile = list(position.draw_pile)[::-1]
        self._current = position.current
        self._direction = position.direction
        self._color = color
        for seat in out:
            self._out[seat] = True
        self._placements = list(out)
        top, name = position.discard[-1], self._name(position.current)
        self._parts.append(Said("narr-set-position", f"The game starts from a set position with {top.name} on top; "
                                f"{name} is to play.", card=top, name=name))

    # ---------------------------------------------------------------- turn order
    def _step(self, seat: int, k: int) -> int:
        """The seat ``k`` places after ``seat`` in the direction of play, passing over seats that are out."""
        d = self._direction
        if not self._placements:
            return (seat + d * k) % self._n
        out, n = self._out, self._n
        if all(out):
            return seat
        while k:
            seat = (seat + d) % n
            if not out[seat]:
                k -= 1
        return seat

    def _active_count(self) -> int:
        return self._n - len(self._placements)

    # Seven-O / zero rotate: legal_move_groups' fast path with their forms (unokit.move_cache)
    _rule_form_groups = rule_form_groups

    # RULES.md "Going out" / "Blocked round" (unokit.rulebook.finishing)
    _round_is_decided = round_is_decided
    _end_turn_idle = end_turn_idle
    _end_round = end_round

    # RULES.md "Draw pile empty" and drawing cards (unokit.rulebook.drawing)
    _reshuffle = reshuffle
    _take = take
    _penalize = penalize

    # ---------------------------------------------------------------- legal moves
    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """The legal moves of ``seat`` (``None``: every seat, sorted by seat), in canonical order.

        Canonical order within a seat: plays (by first card's colour then rank, fewer cards first, each
        Wild colour in the rules' colour order, the form without ``uno`` before the one with it), then
        ``draw``, ``pass``, ``choose``, ``challenge``, ``accept``, ``uno``, ``catch``. A play of several
        cards (black-uno) is listed once per first card, last card and set of cards, with the middle
        cards in canonical order; :meth:`push` accepts the middle cards in any order.

        Raises :class:`InvalidMoveError` for a seat that does not exist.
        """
        if seat is None or seat != self._current:
            return self._legal_general(seat)
        moves: list[Move] = []
        for group in self.legal_move_groups(seat):
            moves += group
        return moves

    def legal_move_groups(self, seat: int) -> list[tuple[Move, ...]]:
        """The legal moves of ``seat`` grouped by play: one tuple per play holding its forms (the
        same cards; each Wild colour in the rules' colour order, the form without ``uno`` before the
        one with it), then one 1-tuple per other move (``draw``, ``pass``, ...).

        The groups are in canonical order, so joined they are exactly ``legal_moves(seat)``; an
        empty list when the seat has no legal move. A bot that first picks a play and then its form
        (:class:`~unokit.agents.RandomAgent`) reads this instead of grouping :meth:`legal_moves`
        itself: in an ordinary turn the groups are shared tuples, built once per card and seat.

        Raises :class:`InvalidMoveError` for a seat that does not exist.
        """
        phase = self._phase
        if (seat != self._current or self._uno_open is not None
                or not ((phase == _PLAY and not self._pending and self._plain_legal)
                        or (phase == _DRAWN and not self._book.target_rules))):
            if self._turn_forms is not None and seat == self._current and self._uno_open is None:
                return self._rule_form_groups(seat, phase)
            return self._general_groups(seat)
        # an ordinary turn of the seat to act (no pending penalty, no multi-card play, no UNO
        # window): the groups are the shared tuples of each playable card's forms
        hand = self._hands[seat]
        if phase == _DRAWN:
            card = self._drawn
            uno = self._uno_rule and len(hand) == 2 and self._no_uno[card.rank_index] is None  # type: ignore[union-attr]  # a card was drawn this turn (the phase says so)
            found = self._forms[seat << 1 | uno].get(card._key)  # type: ignore[union-attr]  # a card was drawn this turn (the phase says so)
            if found is None:
                found = self._single_moves(seat, card, uno)  # type: ignore[arg-type]  # a card was drawn this turn (the phase says so)
            return [found, self._pass_groups[seat]] if self._pass_allowed else [found]
        keys = playable_keys(hand, self._playable[self._color._value_][self._discard[-1].rank_index])  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
        if not keys:
            return [self._draw_groups[seat]]
        forms = self._forms[seat << 1 | (self._uno_rule and len(hand) == 2)]
        groups: list[tuple[Move, ...]] = []
        for key in keys:
            found = forms.get(key)
            if found is None:  # a card this seat has not been offered before: build its forms
                found = self._single_moves(seat, next(c for c in hand if c._key == key), self._uno_rule and len(hand) == 2)
            groups.append(found)
        groups.append(self._draw_groups[seat])
        return groups

    def _general_groups(self, seat: int) -> list[tuple[Move, ...]]:
        """:meth:`legal_move_groups` from the general path's move list: a play's forms together."""
        return [tuple(run) for _, run in groupby(self._legal_general(seat),
                                                 key=lambda m: m.cards if m.kind is _PLAY_KIND else m)]

    def _legal_general(self, seat: int | None) -> list[Move]:
        """legal_moves without its fast paths (the tests compare the two)."""
        if seat is not None and seat != self._current:
            self._check_seat(seat)
        if self._phase == _OVER:
            return []
        if seat is None:
            moves = []
            for s in range(self._n):
                moves.extend(self._legal_general(s))
            return moves
        if seat == self._current:
            moves = self._turn_moves(seat)
        else:  # plays out of turn (jump-ins: unokit.rulebook.jump_in)
            moves = []
            for rule in self._book.out_of_turn:
                moves += rule.out_of_turn_moves(self, seat)
        moves += UNO.out_of_turn(self, seat)
        return moves

    def _single_moves(self, seat: int, card: Card, uno: bool) -> tuple[Move, ...]:
        """The forms of playing ``card`` alone (see :func:`unokit.move_cache.single_moves`)."""
        return single_moves(self._forms, self._colors, seat, card, uno)

    def _turn_moves(self, seat: int) -> list[Move]:
        phase = self._phase
        if phase == _PLAY:
            hand = self._hands[seat]
            if self._pending:
                playable = self._book.pending_rule.pending_playable(self, hand)
            else:
                matching = self._match[self._color._value_][self._discard[-1].rank_index]  # type: ignore[union-attr] # a colour is in force while a play is awaited
                playable = {c._key: c for c in hand if c._key in matching}
            for rule in self._book.card_refusals:  # no bluffing
                playable = {k: c for k, c in playable.items() if rule.refuse_card(self, seat, c) is None}
            several = self._book.several_cards
            if several is not None:
                moves = several.play_options(self, seat, hand, playable)
            else:
                moves = []
                uno = self._uno_rule and len(hand) == 2
                no_uno = self._no_uno
                for key in sorted(playable):
                    card = playable[key]
                    moves.extend(self._single_moves(seat, card, uno and no_uno[card.rank_index] is None))
            for rule in self._book.target_rules:  # Seven-O: one play per seat to swap with
                moves = rule.expand(self, seat, moves)
            moves.append(self._draw_moves[seat])
            return moves
        if phase == _DRAWN:
            drawn = self._drawn  # a card while the phase is DRAWN
            uno = self._rules.uno and len(self._hands[seat]) == 2 and self._no_uno[drawn.rank_index] is None  # type: ignore[union-attr]  # a card was drawn this turn (the phase says so)
            moves = list(self._single_moves(seat, drawn, uno))  # type: ignore[arg-type]  # a card was drawn this turn (the phase says so)
            for rule in self._book.target_rules:  # Seven-O: one play per seat to swap with
                moves = rule.expand(self, seat, moves)
            if self._pass_allowed:
                moves.append(self._pass_moves[seat])
            return moves
        if phase == _CHOOSE:
            return [Move(seat, MoveKind.CHOOSE, color=color) for color in self._colors]
        # _CHALLENGE
        return [simple_move(seat, MoveKind.CHALLENGE), simple_move(seat, MoveKind.ACCEPT)]

    def is_legal(self, move: Move | str) -> bool:
        """Whether ``move`` (a :class:`Move` or move text) may be pushed now. Malformed text is not legal."""
        if isinstance(move, str):
            try:
                move = self.parse_move(move)
            except InvalidMoveError:
                return False
        elif not isinstance(move, Move):
            raise InvalidMoveError(f"a move must be a Move or move text, not {move!r}")
        return self._check(move) is None

    # ---------------------------------------------------------------- legality with reasons
    def _check_seat(self, seat: Any) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._n:
            raise InvalidMoveError(f"seat {seat!r} does not exist; seats are 0-{self._n - 1}")

    def _check(self, move: Move) -> str | None:
        """``None`` if ``move`` is legal now, else the plain-words reason it is not."""
        seat = move.seat
        n = self._n
        if seat >= n:
            return Reason("reason-no-seat", f"there is no seat {seat} at this table; seats are 0-{n - 1}",
                          seat=seat, last=n - 1)
        if self._phase == _OVER:
            return Reason("reason-round-over", "the round is over; no more moves can be made")
        kind = move.kind
        if kind is _PLAY_KIND and seat == self._current and self._phase == _PLAY and not self._pending \
                and len(move.cards) == 1 and not move.uno and self._plain_legal and move.target is None:
            # fast path: an ordinary single-card play
            card, color = move.cards[0], self._color  # the card is held and matches the top card
            if _index_of(self._hands[seat], card) >= 0 and card._key in self._match[
                    color._value_ if color is not None else None][self._discard[-1].rank_index]:
                if move.color is None or move.color in self._colors:
                    return None
        name = self._names[seat]
        if self._out[seat]:
            return Reason("reason-player-out", f"{name} is out of the round and makes no more moves", name=name)
        if kind is MoveKind.UNO or kind is MoveKind.CATCH:
            return UNO.refuse(self, move)
        current = self._current
        if seat != current:
            if kind is _PLAY_KIND and self._book.out_of_turn:  # a jump-in (unokit.rulebook.jump_in)
                for rule in self._book.out_of_turn:
                    reason = rule.refuse_out_of_turn(self, move)
                    if reason is not None:
                        return reason
                return self._check_play(move)
            return Reason("reason-not-your-turn", f"it is {self._names[current]}'s turn, not {name}'s",  # type: ignore[index]  # the seat to act is set while the round goes on
                          current=self._names[current], name=name)  # type: ignore[index]  # the seat to act is set while the round goes on
        phase = self._phase
        if phase == _CHOOSE:
            if kind is not MoveKind.CHOOSE:
                words = [color.word for color in self._rules.colors]
                return Reason("reason-choose-first", f"{name} must first name the colour of the Wild starter card: "  # ux-audit-2 F19
                              f"{', '.join(words[:-1])} or {words[-1]}", name=name,
                              colors=tuple(self._rules.colors))
            return self._check_color(move.color)
        if kind is MoveKind.CHOOSE:
            return Reason("reason-no-wild-starter", "there is no Wild starter card waiting for a colour")
        if phase == _CHALLENGE:
            if kind is MoveKind.CHALLENGE or kind is MoveKind.ACCEPT:
                return None
            return Reason("reason-answer-first", f"{name} must first answer the Wild Draw Four: challenge or accept",
                          name=name)
        if kind is MoveKind.CHALLENGE or kind is MoveKind.ACCEPT:
            return CHALLENGE.refuse_answer(self)
        if phase == _DRAWN:
            reason = DRAWING.refuse_after_draw(self, move)
            if reason != "":
                return reason
            return self._check_play_details(move, self._hands[seat])
        # phase == _PLAY
        if kind is _DRAW_KIND:
            return None
        if kind is _PASS_KIND:
            return DRAWING.refuse_pass(self, seat)
        return self._check_play(move)

    def _check_color(self, color: Color | None) -> str | None:
        if color not in self._colors:
            return Reason("reason-not-a-color", f"{color.word if color else color} is not a colour of {self._rules.name}; "
                          "colours are: " + " ".join(c.word for c in self._colors),
                          color=color if color else str(color), rules=self._rules.name, colors=tuple(self._colors))
        return None

    def _check_play(self, move: Move) -> str | None:
        seat = move.seat
        name = self._names[seat]
        hand = self._hands[seat]
        cards = move.cards
        # holding the cards
        if len(cards) == 1:
            if _index_of(hand, cards[0]) < 0:
                return Reason("reason-not-held", f"{name} does not hold {cards[0].name}", name=name, card=cards[0])
        else:
            need = Counter(cards)
            have = Counter(hand)
            for card, count in need.items():
                if have[card] < count:
                    if have[card] == 0:
                        return Reason("reason-not-held", f"{name} does not hold {card.name}", name=name, card=card)
                    return Reason("reason-holds-only", f"{name} holds only {have[card]} {card.name}, not {count}",
                                  name=name, have=have[card], card=card, count=count)
            several = self._book.several_cards
            reason = (several.refuse_several(self, move) if several is not None
                      else Reason("reason-one-card-only", f"only one card may be played at a time in {self._rules.name}",
                                  rules=self._rules.name))
            if reason:
                return reason
        for rule in self._book.refuse_play:  # in precedence order: stacking, matching
            reason = rule.refuse_play(self, move)
            if reason:
                return reason
        return self._check_play_details(move, hand)

    def _check_play_details(self, move: Move, hand: list[Card]) -> str | None:
        if move.color is not None:
            reason = self._check_color(move.color)
            if reason:
                return reason
        target_rules = self._book.target_rules  # Seven-O: a swap names a seat exactly when a Seven is not the last card
        if target_rules:
            for rule in target_rules:
                reason = rule.refuse_target(self, move, hand)
                if reason:
                    return reason
        elif move.target is not None:
            return refuse_swap_off(self, move)
        if move.uno:
            reason = UNO.refuse_declaration(self, move, hand)
            if reason is None:
                rule = self._no_uno[move.cards[-1].rank_index]  # zero rotate: a rotating play never declares
                if rule is not None:
                    return rule.refuse_uno(self, move)
            return reason
        return None

    # ---------------------------------------------------------------- parse / push / pop
    def parse_move(self, text: str) -> Move:
        """Read move notation; the seat defaults to the seat to act. Raises :class:`InvalidMoveError`."""
        return Move.parse(text, seat=self._current)

    def push(self, move: Move | str) -> None:
        """Make a move. Raises :class:`IllegalMoveError` with the plain-words reason when it is not
        legal now, :class:`InvalidMoveError` for text that is not move notation."""
        if move.__class__ is not Move:
            if isinstance(move, str):
                move = self.parse_move(move)
            elif not isinstance(move, Move):
                raise InvalidMoveError(f"a move must be a Move or move text, not {move!r}")
        seat = move.seat
        kind = move.kind
        if kind is _PLAY_KIND:
            phase = self._phase
            if seat == self._current and phase <= _DRAWN and not self._pending and move.target is None:
                cards = move.cards
                hand = self._hands[seat]
                if len(cards) == 1 and len(hand) > 1:
                    card = cards[0]
                    # the rule whose fast effect this rank takes (None: a plain card), False: general path
                    effect = self._fast[card.rank_index]
                    uno = move.uno
                    color = self._color
                    if ((effect is None or (effect is not False and len(self._pile) >= effect.fast_pile_need))
                            and (phase == _PLAY or card is self._drawn)
                            and (not uno or (self._uno_rule and len(hand) == 2))
                            # the colour in force always matches; else the matching table decides
                            and (card.color is color
                                 or self._playable[color._value_][self._discard[-1].rank_index][card._index])  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                            and (move.color is None or move.color in self._colors)):
                        index = 0
                        for c in hand:  # find the card by identity (see _index_of)
                            if c is card:
                                if effect is None and not uno and len(hand) > 2 and not self._placements:
                                    # the commonest move of all: a plain card, nothing else happens
                                    self._undo.append((None, index, color, self._drawn, self._idle,
                                                       self._uno_open, self._direction, phase, -1))
                                    self._phase = _PLAY
                                    del hand[index]
                                    self._discard.append(card)
                                    self._drawn = None
                                    self._idle = 0
                                    self._uno_open = None
                                    self._color = card.color
                                    self._current = (seat + self._direction) % self._n
                                    self._moves.append(move)
                                    self._narr.append(card)
                                    return
                                self._fast_play(move, seat, hand, card, index, effect, uno)
                                return
                            index += 1
            # Seven-O's swap, zero rotate: their rule's fast path (Rulebook.hands_fast) or the general one
            if self._hands_fast is not None and len(move.cards) == 1 and seat == self._current:
                rule = self._hands_fast[move.cards[0].rank_index]
                if rule is not None and self._fast_hands(move, rule):
                    return
            elif seat != self._current and self._book.out_of_turn:
                for rule in self._book.out_of_turn:  # a jump-in of a plain card: the rule's fast path
                    if rule.fast_out_of_turn(self, move):
                        return
        elif kind is _DRAW_KIND and seat == self._current and self._phase == _PLAY and len(self._pile) > 1:
            if self._pending or not self._plain_draw:  # a stacked total, draw to match: their rules' fast draws
                fast = self._book.pending_rule.fast_take_pending if self._pending else self._book.fast_draw
                if fast is None or not fast(self, seat, move):
                    self._push_general(move)
                return
            # Fast path: an ordinary draw of one card from a draw pile that holds more than one
            # (so no reshuffle and no blocked round). Same effect as DRAWING.draw.
            self._undo.append((FAST_DRAW, self._drawn, self._idle, self._uno_open, 1, 0, None))
            self._uno_open = None
            card = self._pile.pop()
            self._hands[seat].append(card)
            if _drawn_playable(self, card):
                self._phase = _DRAWN
                self._drawn = card
                self._narr.append(_DREW_PLAYABLE)
            else:
                self._drawn = None
                self._idle = 0  # a turn in which a card was drawn breaks the blocked row
                self._current = (seat + self._direction) % self._n if not self._placements else self._step(seat, 1)
                self._narr.append(_DREW_KEPT)
            self._moves.append(move)
            return
        self._push_general(move)

    def _push_general(self, move: Move) -> None:
        """push without its fast paths (the tests compare the two)."""
        reason = self._check(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        # The undo record (a Snapshot) keeps only what a move can change: the scalars, lengths of
        # the piles that only grow, and copies made lazily (hands touched, the draw pile when a card
        # is drawn, the discard pile and RNG state when a reshuffle happens).
        scalars = snapshot_scalars(self)
        saved_hands: dict[int, tuple[Card, ...]]  # annotations only: no code at run time
        parts: list[str]
        self._saved_hands = saved_hands = {}
        self._saved_pile = None
        self._saved_discard = None
        self._saved_rng = None
        self._parts = parts = []
        kind = move.kind
        seat = move.seat
        if kind is MoveKind.UNO:
            UNO.declare(self, move)
        elif kind is MoveKind.CATCH:
            UNO.catch(self, move)
        else:
            self._uno_open = None  # any other move closes the catch window
            if kind is _PLAY_KIND:
                if seat != self._current:  # a jump-in takes the turn (unokit.rulebook.jump_in)
                    for rule in self._book.out_of_turn:
                        rule.begin_out_of_turn(self, seat)
                self._do_play(move)
            elif kind is _DRAW_KIND:
                if self._pending:
                    self._book.pending_rule.take_pending(self, seat)
                else:
                    DRAWING.draw(self, seat)
            elif kind is _PASS_KIND:
                DRAWING.keep(self, seat)
            elif kind is MoveKind.CHOOSE:
                self._do_choose(move)
            elif kind is MoveKind.CHALLENGE:
                CHALLENGE.challenge(self, seat)
            else:
                CHALLENGE.accept(self, seat)
        self._undo.append(_record(Snapshot, (*scalars, saved_hands, self._saved_pile, self._saved_discard,
                                             self._saved_rng)))
        self._moves.append(move)
        # made into words and joined when the narration is read (a part may be (function, *arguments))
        self._narr.append((sentences, parts))

    def _fast_play(self, move: Move, seat: int, hand: list[Card], card: Card, index: int,
                   effect: Any, uno: bool) -> None:
        """The fast path of the common plays: one card of a rank that no rule claims or whose one
        claiming rule has a fast effect (the rulebook's ``fast`` table), that does not empty the
        hand. Same effect as the general path (:meth:`_do_play`); the undo record holds where the
        card was in the hand, the few values that change and the seat that drew from the pile."""
        victim = self._step(seat, 1) if self._fast_pile_need[card.rank_index] else -1
        self._undo.append((None, index, self._color, self._drawn, self._idle, self._uno_open,
                           self._direction, self._phase, victim))
        self._phase = _PLAY
        del hand[index]
        self._discard.append(card)
        self._drawn = None
        self._idle = 0
        self._uno_open = None
        self._moves.append(move)
        plain = not uno and len(hand) > 1
        if not plain and not uno and self._rules.uno:
            self._uno_open = seat  # down to one card without declaring: the catch window opens
        if effect is None:
            self._color = card.color
            self._current = (seat + self._direction) % self._n if not self._placements else self._step(seat, 1)
            if plain:
                self._narr.append(card)
                return
            self._narr.append((play_said, self._names[seat], (card,), None, uno))  # made when the narration is read
            return
        color = move.color
        said = (play_said, self._names[seat], (card,), color, uno)
        self._color = color if card.color is None else card.color
        self._narr.append(effect.fast_play(self, seat, card, said))

    def _fast_hands(self, move: Move, rule: Any) -> bool:
        """The fast path of a single card whose one rule moves the hands (a Seven's swap, a Zero's
        rotation) played in turn, not as the last card: ``rule.move_hands`` moves them and narrates, and
        the undo record names the rule, whose ``unmove_hands`` moves them back. Returns ``False``, having
        done nothing, when the play needs the general path (also to be refused with its reason)."""
        seat, card, phase = move.seat, move.cards[0], self._phase
        hand = self._hands[seat]
        if (phase > _DRAWN or self._pending or move.uno or len(hand) < 2 or not (phase == _PLAY or card is self._drawn)
                or not self._playable[self._color._value_][self._discard[-1].rank_index][card._index]  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                or not rule.fast_ready(self, move)):
            return False
        index = _index_of(hand, card)
        if index < 0:
            return False
        self._undo.append((rule, index, self._color, self._drawn, self._idle, self._uno_open, phase, seat))
        del hand[index]
        self._discard.append(card)
        self._color = card.color
        self._phase = _PLAY
        self._drawn = None
        self._idle = 0
        self._uno_open = None  # nobody owes a declaration for a hand they were given
        self._moves.append(move)
        said = play_said(self._names[seat], (card,))
        moved = rule.move_hands(self, move)
        self._narr.append(Said(SENTENCES, f"{said} {moved}", parts=(said, moved)))
        return True

    def pop(self) -> Move:
        """Undo the last move exactly (hands, piles, colour, direction, counters and RNG state) and
        return it. Raises ``IndexError`` when nothing is left to undo."""
        if not self._undo:
            raise IndexError("pop from an empty move stack: no move to undo")
        record = self._undo.pop()
        move = self._moves.pop()
        self._narr.pop()
        if record.__class__ is Snapshot:  # the general path's record
            record.restore(self)
            return move
        if record[0] is None:  # the fast play's record (see _fast_play)
            (_, index, self._color, self._drawn, self._idle, self._uno_open, self._direction,
             self._phase, victim) = record
            self._pending, self._pending_rank = 0, None  # nothing was pending (a stacking total may have begun)
            self._current = seat = move.seat
            card = self._discard.pop()
            self._hands[seat].insert(index, card)
            if victim >= 0:  # the cards the fast effect gave the next seat go back on the pile
                drawn = self._hands[victim]
                for _ in range(self._fast_pile_need[card.rank_index]):
                    self._pile.append(drawn.pop())
            return move
        if record[0] is not FAST_DRAW:  # the record of _fast_hands (or a jump-in's): the hands move back, then the card
            rule, index, self._color, self._drawn, self._idle, self._uno_open, self._phase, self._current = record
            rule.unmove_hands(self, move)
            self._hands[move.seat].insert(index, self._discard.pop())
            return move
        # the fast draw's record: the cards drawn go back on the pile, the last one first
        _, self._drawn, self._idle, self._uno_open, got, self._pending, self._pending_rank = record
        self._current = seat = move.seat
        self._phase = _PLAY
        hand = self._hands[seat]
        for _ in range(got):
            self._pile.append(hand.pop())
        return move  # pragma: no cover - every record is one of the four kinds

    def peek(self) -> Move:
        """The last move pushed. Raises ``IndexError`` when no move has been made."""
        if not self._moves:
            raise IndexError("peek at an empty move stack: no move has been made")
        return self._moves[-1]

    # ---------------------------------------------------------------- applying moves
    def _do_choose(self, move: Move) -> None:
        self._color = move.color
        self._phase = _PLAY
        name = self._names[move.seat]
        self._parts.append(Said("narr-names", f"{name} names {move.color.word}.", name=name, color=move.color))  # type: ignore[union-attr]  # a Wild play names its colour
        self._current = self._after_choose
        name = self._names[self._current]  # type: ignore[index]  # the seat to act is set while the round goes on
        self._parts.append(Said("narr-plays-first", f"{name} plays first.", name=name))

    def _do_play(self, move: Move) -> None:
        seat = move.seat
        cards = move.cards
        hand = self._hands[seat]
        name = self._names[seat]
        if seat not in self._saved_hands:
            self._saved_hands[seat] = tuple(hand)
        for card in cards:
            del hand[_index_of(hand, card)]
        self._discard.extend(cards)
        top = cards[-1]
        prev_color = self._color
        color = move.color
        self._color = color if top.color is None else top.color
        self._phase = _PLAY
        self._drawn = None
        self._idle = 0
        parts = self._parts
        if len(cards) == 1 and color is None and not move.uno and len(hand) > 1 and self._fast[top.rank_index] is None:
            # the common case: one plain card (no rule claims its rank), nothing else happens
            parts.append((play_said, name, cards))
            self._current = self._step(seat, 1)
            return
        parts.append((play_said, name, cards, color, move.uno))
        # the effects, in the rulebook's precedence order (unokit.rulebook.RULE_ORDER): the first
        # rule that settles the play stops it; a play no rule settles passes the turn on
        play = Play(seat, cards, prev_color, hand, move.uno, move.target)
        for rule in self._book.on_play_for[top.rank_index]:
            if rule.on_play(self, play):
                return
        self._current = self._step(seat, 1)

    def next_round(self, seed: int | None = None) -> Game:
        """The next round of the match, scores carried over: the deal passes to the left
        (``rules.next_round == "deal_passes_left"``) or the winner plays first (spectrum).

        ``seed`` defaults to one derived from this game's seed and round number.
        Raises :class:`UnokitError` while this round goes on or when the match is over.
        """
        if self._outcome is None:
            raise UnokitError("the round is not over yet; finish it before starting the next one")
        if self.match_over():
            raise UnokitError("the match is over; start a new Game for a new match")
        if seed is None:
            seed = next_round_seed(self._seed, self._round)
        first = None
        if self._rules.next_round == "winner_starts":
            first = self._outcome.winner
            dealer = (first - 1) % self._n  # type: ignore[operator]  # a finished round has a winner
        else:
            dealer = (self._dealer + 1) % self._n
        return Game(self._rules, list(self._names), seed=seed, dealer=dealer,
                    scores=self._outcome.scores, round_number=self._round + 1, first_player=first)

    def copy(self) -> Game:
        """An independent copy: same state, same RNG state, same move stack."""
        new = object.__new__(Game)
        new.__dict__.update(self.__dict__)
        copy_fields(self, new)  # every slot, by its list in unokit.state
        return new

    def __repr__(self) -> str:
        state = "over" if self._phase == _OVER else f"seat {self._current} to act"
        top = self._discard[-1] if self._discard else None
        return (f"<Game {self._rules.name} {self._n} players, round {self._round}, "
                f"{len(self._moves)} moves, {state}, top {top}>")
