"""The :class:`Rule` base class: the named hooks a rule may fill in, and what it declares.

A rule is a small object with no state of its own; its hooks receive the :class:`~unokit.game.Game`
and read or change the game's documented underscore state (package-internal "friend" access, as
python-chess variants touch their board's bitboards). Every hook the driver (:mod:`unokit.game`)
or another rule calls on a rule it finds in a list is declared here with its default, as python-chess
declares each variant hook on ``Board`` (issue 24). A hook that a rule leaves alone is never called for
it: :class:`~unokit.rulebook.Rulebook` lists, per hook, only the active rules that override it, in the
order of :data:`~unokit.rulebook.RULE_ORDER` (``on_play_for``, ``refuse_play``, ``card_refusals``,
``reason_tails``, ``out_of_turn``, ``target_rules``, ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from unokit.cards import Rank

if TYPE_CHECKING:  # pragma: no cover
    from unokit.cards import Card
    from unokit.game import Game
    from unokit.moves import Move
    from unokit.phrases import Reason
    from unokit.rules import Rules

__all__ = ["Rule", "Play", "HandsRule"]


class Play:
    """What the driver knows about a play being applied, handed to each rule's :meth:`Rule.on_play`.

    ``seat``: who plays; ``cards``: the cards, first to last; ``top``: the last card (now on top);
    ``rank``: its rank; ``k``: how many cards; ``prev_color``: the colour in force before the play;
    ``hand``: the player's hand after the play (the live list); ``went_out``: the hand is empty;
    ``amount``: the draw penalty the play carries (2 per Draw Two, 4 per Wild Draw Four, else 0);
    ``uno``: the play declares UNO; ``target``: the seat a Seven swaps hands with (``seven_swap``), else
    ``None``.
    """

    __slots__ = ("seat", "cards", "top", "rank", "k", "prev_color", "hand", "went_out", "amount", "uno", "target")

    def __init__(self, seat: int, cards: tuple[Any, ...], prev_color: Any, hand: list[Any], uno: bool,
                 target: int | None = None) -> None:
        self.seat = seat
        self.target = target
        self.uno = uno
        self.cards = cards
        self.top = top = cards[-1]
        self.rank = rank = top.rank
        self.k = k = len(cards)
        self.prev_color = prev_color
        self.hand = hand
        self.went_out = not hand
        self.amount = 2 * k if rank is Rank.DRAW_TWO else 4 * k if rank is Rank.WILD_DRAW_FOUR else 0


class Rule:
    """One rule of RULES.md. Subclasses set the class attributes and override the hooks they need.

    Class attributes:
        name: the rule's name in words (``"stacking"``).
        flag: the :class:`~unokit.rules.Rules` field that switches the rule on; ``None`` = always on.
        fast_ranks: ranks whose single-card play this rule can apply on the fast path
            (:meth:`fast_play`).
        fast_pile_need: cards the draw pile must hold for :meth:`fast_play` (a Draw Two's 2).
        fast_settles: the rule's effect settles every single-card play of :attr:`fast_ranks` that does
            not end the hand (its :meth:`on_play` returns ``True``), so the rules after it that claim
            the rank never act on it and the fast path may take the rank even so (stacking before the
            plain penalty), unless a rule refuses cards the matching table allows (no bluffing).
        plays_hook: the rule adds play forms of its own (several cards at once), so the fast path of
            ``legal_moves`` is off while it is active.
        hooks_draw: the rule changes what a plain draw does (:meth:`keep_drawing`), so the fast path
            of a draw is off while it is active.
        forbids_pass: the rule refuses ``pass`` after a playable drawn card (:meth:`refuse_pass`).
        single_forms: the play forms this rule changes (:attr:`plays_hook`) are those of one card
            played alone, decided by the card, the seat, whether it is the player's last card and
            the seats still in the round (Seven-O's swaps, zero rotate's missing ``uno``), so
            ``legal_move_groups`` may build them once per seat and card and keep its fast path.
    """

    name = "rule"
    flag: str | None = None
    #: the rule in one line, for the flag it switches (``unokit rules``, the new-game panel)
    summary: str | None = None
    fast_ranks: frozenset[Rank] = frozenset()
    fast_pile_need = 0
    fast_settles = False
    plays_hook = False
    hooks_draw = False
    forbids_pass = False
    single_forms = False
    #: ranks whose play (when it does not end the hand) never declares UNO (:meth:`refuse_uno`)
    no_uno_ranks: frozenset[Rank] = frozenset()

    def active(self, rules: Rules) -> bool:
        """Whether the rule is in force under ``rules``."""
        return self.flag is None or bool(getattr(rules, self.flag))

    def claims(self, rules: Rules) -> frozenset[Rank]:
        """The ranks whose play this rule gives an effect under ``rules`` (a rank no rule claims is
        a plain card: nothing happens beyond the turn passing)."""
        return frozenset()

    def conflict(self, rules: Rules) -> str | None:
        """Why ``rules`` cannot be played with this rule on (naming both flags), else ``None``."""
        return None

    def flag_texts(self) -> dict[str, str]:
        """``{flag: one-line description}`` for the flags of :class:`~unokit.rules.Rules` this rule
        switches (default: :attr:`flag` and :attr:`summary`)."""
        return {self.flag: self.summary} if self.flag and self.summary else {}

    # ---------------------------------------------------------------- hooks
    def refuse_play(self, game: Game, move: Move) -> str | None:
        """The reason a play the seat to act holds the cards for is refused, else ``None``."""
        return None

    def on_play(self, game: Game, play: Play) -> bool:
        """Apply this rule's effect of ``play`` (narrating into ``game._parts``); ``True`` when the
        play's effect is settled and later rules must not act on it."""
        return False

    def fast_play(self, game: Game, seat: int, card: Any, said: tuple[Any, ...]) -> tuple[Any, ...]:
        """The effect of a single ``card`` of :attr:`fast_ranks` that does not end the hand, on the
        fast path (its undo record is the driver's, so it may change only the seat to act, the
        direction, the colour and the hand of the next seat from the draw pile). ``said`` is the
        play's sentence to be made when the narration is read, ``(function, *arguments)`` (see
        :func:`~unokit.phrases.play_said`); returns the whole narration the same way, e.g.
        ``(then_said, said, loses_turn_said, name)`` (:func:`~unokit.phrases.then_said`)."""
        raise NotImplementedError

    def refuse_uno(self, game: Game, move: Move) -> Reason:
        """The reason a play of :attr:`no_uno_ranks` that declares UNO is refused."""
        raise NotImplementedError

    def reason_tail(self, game: Game, move: Move) -> Reason | None:
        """What this rule adds to the reason of a legal play (said after a ``;``), or ``None``."""
        return None

    def keep_drawing(self, game: Game, seat: int) -> bool:
        """After a plain draw got a card that cannot be played: whether to draw another."""
        return False

    def draw_reason(self, game: Game, seat: int) -> str:
        """Why ``draw`` is legal now, said by the rule that decides what a draw does (the plain draw,
        a stacked total, draw to match: the first of ``Rulebook.draw_hooks``)."""
        raise NotImplementedError

    def describe_draw(self, name: str, got: int, playable: bool) -> str:
        """The narration of a draw under this rule's :meth:`keep_drawing` that took ``got`` cards by
        the player ``name``; ``playable``: the last one can be played."""
        raise NotImplementedError

    def refuse_pass(self, game: Game, seat: int) -> str:
        """The reason ``pass`` is refused while the drawn card can be played."""
        raise NotImplementedError

    def describe(self, rank: Rank, rules: Rules) -> str | None:
        """The card-effect text of ``rank`` under ``rules`` (the card descriptions of the SVG faces),
        or ``None`` when this rule says nothing about the rank."""
        return None

    def refuse_card(self, game: Game, seat: int, card: Card) -> str | None:
        """The reason ``card``, which the matching table allows, may not be played by ``seat`` now
        (no bluffing), else ``None``. A rule that overrides this is in ``Rulebook.card_refusals``."""
        return None

    def fast_draw(self, game: Game, seat: int, move: Move) -> bool:
        """The fast path of a plain draw under this rule's :meth:`keep_drawing` (draw to match): make
        the draw with a plain-tuple undo record (:data:`unokit.state.FAST_DRAW_RECORD`) and return
        ``True``, or do nothing and return ``False`` for the general path. Used when this rule is the
        one draw hook (``Rulebook.fast_draw``)."""
        return False

    # ---------------------------------------------------------------- a pending penalty (stacking)
    # The active rule that overrides :meth:`pending_playable` is ``Rulebook.pending_rule`` (a penalty
    # is pending only while it is on); the driver asks it about every turn with a penalty pending.
    def pending_playable(self, game: Game, hand: list[Card]) -> dict[int, Card]:
        """The cards of ``hand`` that may be added to the pending penalty, by ``Card._key``."""
        raise NotImplementedError

    def take_pending(self, game: Game, seat: int) -> None:
        """``seat`` draws instead of adding: the whole pending penalty (general path)."""
        raise NotImplementedError

    def fast_take_pending(self, game: Game, seat: int, move: Move) -> bool:
        """The fast path of :meth:`take_pending` (a plain-tuple record, :data:`unokit.state.FAST_DRAW_RECORD`):
        ``True`` when made, ``False`` (having done nothing) for the general path."""
        return False

    def pending_play_reason(self, game: Game, move: Move) -> str:
        """Why ``move``, a legal play onto the pending penalty, may be made."""
        raise NotImplementedError

    def pending_draw_reason(self, game: Game, seat: int) -> str:
        """Why ``draw`` is legal with a penalty pending."""
        raise NotImplementedError

    # ---------------------------------------------------------------- several cards at once
    # The active rule that overrides :meth:`play_options` is ``Rulebook.several_cards``; without one,
    # a play of several cards is refused.
    def play_options(self, game: Game, seat: int, hand: list[Card], playable: dict[int, Card]) -> list[Move]:
        """Every play of ``seat`` (one card or several) whose first card is among ``playable``, in
        canonical order."""
        raise NotImplementedError

    def refuse_several(self, game: Game, move: Move) -> str | None:
        """The reason a play of several cards (all held) is refused, else ``None``."""
        return None

    # ---------------------------------------------------------------- plays out of turn (jump-in)
    # A rule that overrides :meth:`out_of_turn_moves` is in ``Rulebook.out_of_turn``; the driver asks
    # those rules, in order, for the plays of a seat that is not to act and about each such play.
    def out_of_turn_moves(self, game: Game, seat: int) -> list[Move]:
        """The plays ``seat``, which is not the seat to act, may make now, in canonical order."""
        return []

    def refuse_out_of_turn(self, game: Game, move: Move) -> str | None:
        """The reason a play by a seat that is not to act is refused by this rule, else ``None`` (the
        driver then checks the play as any other: the cards held, the swap, the UNO declaration)."""
        return None

    def fast_out_of_turn(self, game: Game, move: Move) -> bool:
        """The fast path of a play out of turn (:data:`unokit.state.HANDS_RECORD`): ``True`` when made,
        ``False`` (having done nothing) for the general path."""
        return False

    def begin_out_of_turn(self, game: Game, seat: int) -> None:
        """On the general path, before a play out of turn by ``seat`` is applied: take the turn."""

    def out_of_turn_reason(self, game: Game, move: Move) -> str | None:
        """Why ``move``, a legal play out of turn, may be made, or ``None`` when this rule did not allow it."""
        return None

    # ---------------------------------------------------------------- plays that name a seat (Seven-O)
    # A rule that overrides :meth:`expand` is in ``Rulebook.target_rules``: the plays it expands name a
    # seat (``Move.target``); with no such rule a play that names a seat is refused.
    def expand(self, game: Game, seat: int, moves: list[Move]) -> list[Move]:
        """``moves`` (the single-card plays of ``seat``, in canonical order) with this rule's forms."""
        return moves

    def refuse_target(self, game: Game, move: Move, hand: list[Card]) -> str | None:
        """The reason the seat ``move`` names (or does not name) is refused, else ``None``."""
        return None

    def example_target(self, game: Game, seat: int, card: Card) -> int | None:
        """The seat a single ``card`` played alone by ``seat`` would name in its first form (``explain``
        of a card), else ``None``."""
        return None


class HandsRule(Rule):
    """A rule whose play moves whole hands between seats (Seven-O's swap, zero rotate), written once:
    :meth:`on_play` keeps the hands it moves for undo, closes the UNO window (nobody owes a
    declaration for a hand they were given) and narrates what :meth:`move_hands` did. The driver's
    fast path (``Game._fast_hands``) calls :meth:`move_hands` and :meth:`unmove_hands` directly.

    Subclasses give :meth:`moved_seats` (``None`` when the play does not move hands) and
    :meth:`move_hands` / :meth:`unmove_hands`.
    """

    def moved_seats(self, game: Game, play: Play) -> list[int] | tuple[int, ...] | None:
        """The seats whose hands ``play`` moves, or ``None`` when it moves none."""
        raise NotImplementedError

    @staticmethod
    def move_hands(game: Game, play: Play | Move) -> str:
        """Move the hands for ``play`` and pass the turn on; returns the sentence."""
        raise NotImplementedError

    @staticmethod
    def fast_ready(game: Game, move: Move) -> bool:
        """Whether the driver's fast path may take this single card played in turn (else the general
        path applies it, or refuses it with the reason)."""
        raise NotImplementedError

    @staticmethod
    def unmove_hands(game: Game, move: Move) -> None:
        """Undo :meth:`move_hands` (the driver restores the rest)."""
        raise NotImplementedError

    def on_play(self, game: Game, play: Play) -> bool:
        seats = self.moved_seats(game, play)
        if seats is None:
            return False
        saved = game._saved_hands
        for seat in seats:
            if seat not in saved:
                saved[seat] = tuple(game._hands[seat])
        game._uno_open = None  # nobody owes a declaration for a hand they were given
        game._parts.append(self.move_hands(game, play))
        return True
