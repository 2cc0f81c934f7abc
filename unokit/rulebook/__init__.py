"""The rulebook: each rule of RULES.md in its own module, compiled once per :class:`Rules` value.

Layout (issue 12; the direction of the code review's §5):

- :mod:`~unokit.rulebook.base` — :class:`Rule`, the small object every rule is: what it declares
  (the flag that switches it on, the ranks it claims, the ranks it can apply on the fast path, whether
  it adds play forms) and its named hooks (refuse a play with a reason, the effect of a play, the
  fast-path effect, the card-effect text); :class:`HandsRule`, a rule whose play moves whole hands
  (Seven-O's swap, zero rotate), with the effect's bookkeeping written once.
- :mod:`~unokit.rulebook.matching` — colour / number / symbol, neighbouring colours; reasons.
- :mod:`~unokit.rulebook.actions` — Skip, Reverse, Wild's colour, the Draw Two / Wild Draw Four
  penalty.
- :mod:`~unokit.rulebook.stacking` — pending penalties (``stack_draw_two``, ``stack_wild_draw_four``).
- :mod:`~unokit.rulebook.challenge` — the Wild Draw Four restriction and challenge.
- :mod:`~unokit.rulebook.drawing` — the draw / pass flow.
- :mod:`~unokit.rulebook.uno` — declaring UNO, the catch window.
- :mod:`~unokit.rulebook.multi` — several cards at once (``multi_card_play``).
- :mod:`~unokit.rulebook.finishing` — going out, places, the blocked round, the end of the round.
- House rules (RULES.md "House rules"): :mod:`~unokit.rulebook.draw_to_match`,
  :mod:`~unokit.rulebook.force_play`, :mod:`~unokit.rulebook.zero_rotate`,
  :mod:`~unokit.rulebook.bluffing`, :mod:`~unokit.rulebook.seven_swap`,
  :mod:`~unokit.rulebook.stack_cross`, :mod:`~unokit.rulebook.jump_in`.

:data:`RULE_ORDER` is the one list that decides precedence: the effects of a play are offered to
the active rules in this order and the first that settles the play stops it (going out before any
card effect; stacking before the challenge before the plain penalty), and refusals are asked in this
order. :class:`Rulebook` is what a game reads: the active rules per hook, the compiled matching
table, and which ranks may take the fast paths (a rank no active rule claims is a plain card; a rank
claimed by exactly one rule that has a fast effect is fast; any other rank goes the general way).
:func:`compile_rules` builds it once per :class:`Rules` value and raises :class:`RulesError` for
combinations a rule declares impossible (RULES.md "House rules"), naming both flags.

A house rule is one new module with a :class:`Rule`, one flag in :class:`~unokit.rules.Rules` and
one line in :data:`RULE_ORDER`, when the hooks declared on :class:`Rule` fit (a play out of turn, a
play that names a seat, a refused card, a draw that goes on, ...): the driver finds the rule in the
:class:`Rulebook`'s list of the rules that override each hook and never names it.
"""

from __future__ import annotations

from typing import Any

from unokit.cards import _BY_INDEX, Rank
from unokit.errors import RulesError
from unokit.rulebook.actions import DrawPenalty, Reverse, Skip, WildColour
from unokit.rulebook.base import HandsRule, Play, Rule
from unokit.rulebook.bluffing import NoBluffing
from unokit.rulebook.challenge import Challenge
from unokit.rulebook.draw_to_match import DrawToMatch
from unokit.rulebook.drawing import Drawing
from unokit.rulebook.finishing import Finishing
from unokit.rulebook.force_play import ForcePlay
from unokit.rulebook.jump_in import JUMP_IN
from unokit.rulebook.matching import Matching, neighbours
from unokit.rulebook.multi import MultiCardPlay
from unokit.rulebook.seven_swap import SevenSwap
from unokit.rulebook.stack_cross import StackCross
from unokit.rulebook.stacking import Stacking
from unokit.rulebook.uno import Uno
from unokit.rulebook.zero_rotate import ZeroRotate
from unokit.rules import Rules

__all__ = ["Rule", "HandsRule", "Play", "Rulebook", "RULE_ORDER", "NO_RULE", "compile_rules", "check_combination", "effect_text",
           "flag_texts"]

MATCHING = Matching()
UNO = Uno()
MULTI = MultiCardPlay()
STACKING = Stacking()
CHALLENGE = Challenge()
DRAWING = Drawing()
FINISHING = Finishing()
SEVEN_SWAP = SevenSwap()

#: The rule that is never on: its hooks' defaults (``Rulebook.pending_rule`` when no rule makes penalties pending).
NO_RULE = Rule()

#: Every rule, in precedence order (see the module docstring).
RULE_ORDER: tuple[Rule, ...] = (
    UNO,
    JUMP_IN,
    FINISHING,
    MULTI,
    STACKING,
    StackCross(),
    MATCHING,
    NoBluffing(),
    Skip(),
    Reverse(),
    ZeroRotate(),
    SEVEN_SWAP,
    WildColour(),
    CHALLENGE,
    DrawPenalty(),
    DRAWING,
    DrawToMatch(),
    ForcePlay(),
)


def _overrides(rule: Rule, hook: str) -> bool:
    return getattr(type(rule), hook) is not getattr(Rule, hook)


class Rulebook:
    """The rules of one :class:`Rules` value, compiled for the engine (build with
    :func:`compile_rules`).

    Attributes:
        rules: the :class:`Rules` value.
        active: the rules in force, in :data:`RULE_ORDER`.
        on_play: the active rules with a play effect, in order.
        on_play_for: per ``rank_index`` of the top card played, the rules of ``on_play`` that concern it.
        refuse_play: the active rules that may refuse a play, in order.
        match: ``match[colour in force][top card's rank_index]`` -> keys of the cards that match.
        playable: the same table with a tuple per entry, indexed by ``Card._index``: whether that card
            matches (a tuple item is read faster than a set is searched: the fast paths read this one).
        neighbours: each colour's neighbours (``neighbor_colors``), else ``None``.
        fast: per ``rank_index``, the rule whose fast effect a single card of that rank takes (the one
            rule that claims it, or the first of several when it settles the play: ``fast_settles``),
            ``None`` for a plain card (nothing happens), or ``False`` for a rank that takes the general
            path.
        fast_pile_need: per ``rank_index``, cards the draw pile must hold for the fast effect.
        hands_fast: per ``rank_index``, the rule whose fast path moves the hands (``move_hands`` /
            ``unmove_hands``: Seven-O, zero rotate) when a single card of that rank is played in turn,
            else ``None``; ``None`` instead of the tuple when no rank has one.
        plain_legal: no active rule adds play forms, so ``legal_moves`` may take its fast path.
        single_forms: not ``plain_legal``, but every active rule that changes the play forms changes
            only those of one card played alone (:attr:`Rule.single_forms`: Seven-O, zero rotate) and
            no rule refuses cards the matching table allows, so ``legal_move_groups`` keeps its fast
            path with the forms of :meth:`turn_forms`.
        draw_hooks: the active rules that change a plain draw; ``plain_draw``: there are none, so a
            draw may take its fast path; ``fast_draw``: the fast path of the one draw hook (draw to
            match) when there is one and no rule refuses cards, else ``None``.
        pass_refusal: the active rule that refuses ``pass`` after a playable drawn card, or ``None``.
        card_refusals: the active rules that refuse some cards the matching table allows (no bluffing).
        pending_rule: the active rule that makes a penalty pending (stacking: :meth:`Rule.pending_playable`,
            :meth:`Rule.take_pending` ...), else :data:`NO_RULE`.
        several_cards: the active rule that plays several cards at once (:meth:`Rule.play_options`,
            :meth:`Rule.refuse_several`), else ``None``.
        out_of_turn: the active rules that allow plays out of turn (jump-in): their
            :meth:`Rule.out_of_turn_moves` and the other hooks of a play out of turn are asked, in order.
        target_rules: the active rules whose plays name a seat (Seven-O's swap): their
            :meth:`Rule.expand` adds those forms and :meth:`Rule.refuse_target` checks the seat named;
            with none, a play that names a seat is refused.
        replaced_orders: the ``rank_index`` of the starter cards that are put back.
    """

    def __init__(self, rules: Rules) -> None:
        check_combination(rules)
        self.rules = rules
        self.active = tuple(rule for rule in RULE_ORDER if rule.active(rules))
        self.on_play = tuple(rule for rule in self.active if _overrides(rule, "on_play"))
        # per rank_index: the play effects that concern a play whose top card has that rank (a rule
        # that claims no rank, such as going out, concerns every play), still in precedence order
        self.on_play_for = tuple(
            tuple(rule for rule in self.on_play if not rule.claims(rules) or rank in rule.claims(rules))
            for rank in Rank
        )
        self.refuse_play = tuple(rule for rule in self.active if _overrides(rule, "refuse_play"))
        self.match = MATCHING.table(rules)
        self.playable = {color: tuple(tuple(card._key in keys for card in _BY_INDEX) for keys in row)
                         for color, row in self.match.items()}
        self.neighbours = neighbours(rules)
        self.card_refusals = tuple(rule for rule in self.active if _overrides(rule, "refuse_card"))
        fast: list[Any] = []
        need: list[int] = []
        for rank in Rank:
            claimers = [rule for rule in self.active if rank in rule.claims(rules)]
            if not claimers:
                fast.append(None)
                need.append(0)
            elif rank in claimers[0].fast_ranks and (len(claimers) == 1 or (claimers[0].fast_settles
                                                                           and not self.card_refusals)):
                fast.append(claimers[0])
                need.append(claimers[0].fast_pile_need)
            else:
                fast.append(False)
                need.append(0)
        self.fast = tuple(fast)
        # per rank_index: the rule that moves the hands on its fast path (Seven-O, zero rotate) when it
        # alone claims the rank, only going out and UNO act on the play too and no rule refuses cards
        hands_fast = tuple(
            claimers[0] if len(claimers) == 1 and isinstance(claimers[0], HandsRule) and not self.card_refusals
            and set(self.on_play_for[index]) <= {UNO, FINISHING, claimers[0]} else None
            for index, claimers in enumerate([rule for rule in self.active if rank in rule.claims(rules)]
                                             for rank in Rank))
        self.hands_fast = hands_fast if any(hands_fast) else None
        self.fast_pile_need = tuple(need)
        self.plain_legal = not any(rule.plays_hook for rule in self.active)
        self.single_forms = (not self.plain_legal and not self.card_refusals
                             and all(rule.single_forms for rule in self.active if rule.plays_hook))
        self._turn_forms: dict[int, list[dict[int, tuple[Any, ...]]]] = {}
        self.draw_hooks = tuple(rule for rule in self.active if rule.hooks_draw)
        self.plain_draw = not self.draw_hooks
        # the one draw hook's fast path of a draw (draw to match), else None: the general path draws
        self.fast_draw = (self.draw_hooks[0].fast_draw if len(self.draw_hooks) == 1
                          and _overrides(self.draw_hooks[0], "fast_draw") and not self.card_refusals else None)
        self.pass_refusal = next((rule for rule in self.active if rule.forbids_pass), None)
        # per rank_index: the rule that refuses ``uno`` on a play of that rank (when the play does
        # not end the hand), else None
        self.no_uno = tuple(next((rule for rule in self.active if rank in rule.no_uno_ranks), None)
                            for rank in Rank)
        self.reason_tails = tuple(rule for rule in self.active if _overrides(rule, "reason_tail"))
        # the one rule that owns a pending penalty (stacking) and the one that plays several cards at
        # once; NO_RULE (whose hooks refuse or raise) when none is on
        self.pending_rule = next((rule for rule in self.active if _overrides(rule, "pending_playable")), NO_RULE)
        self.several_cards = next((rule for rule in self.active if _overrides(rule, "play_options")), None)
        self.out_of_turn = tuple(rule for rule in self.active if _overrides(rule, "out_of_turn_moves"))
        self.target_rules = tuple(rule for rule in self.active if _overrides(rule, "expand"))
        replaced = set(rules.starter_replaced)
        if rules.wild_starter_replaced:
            replaced.add(Rank.WILD)
        self.replaced_orders = frozenset(index for index, rank in enumerate(Rank) if rank in replaced)

    def turn_forms(self, n: int) -> list[dict[int, tuple[Any, ...]]]:
        """For ``n`` seats, none of them out of the round: per slot ``seat << 1 | uno`` (``uno``: the
        seat holds two cards and the rules have UNO), card key -> the legal forms of playing that card
        alone in the seat's turn when it is not the last card, after the rules of
        :attr:`single_forms` (filled by the game as cards come up; shared by every game of these
        rules and player count)."""
        slots = self._turn_forms.get(n)
        if slots is None:
            slots = self._turn_forms[n] = [{} for _ in range(2 * n)]
        return slots

    def describe(self, rank: Rank) -> str | None:
        """The card-effect text of ``rank`` under these rules (first rule in order that has one)."""
        for rule in self.active:
            text = rule.describe(rank, self.rules)
            if text is not None:
                return text
        return None


_COMPILED: dict[int, Rulebook] = {}


def check_combination(rules: Rules) -> None:
    """Raise :class:`RulesError` when ``rules`` turns on flags that cannot work together (RULES.md
    "House rules"): the message names both flags and what to do. Called by :class:`Rules` itself."""
    for rule in RULE_ORDER:
        reason = rule.conflict(rules)
        if reason is not None:
            raise RulesError(reason)


def compile_rules(rules: Rules) -> Rulebook:
    """The :class:`Rulebook` of ``rules``, compiled once per value (cached by identity; the value is
    kept alive in the entry). Raises :class:`RulesError` for a combination of flags that cannot
    work together."""
    book = _COMPILED.get(id(rules))
    if book is None or book.rules is not rules:
        if len(_COMPILED) > 64:  # many one-off Rules values (overrides): keep the cache small
            _COMPILED.clear()
        book = _COMPILED[id(rules)] = Rulebook(rules)
    return book


def flag_texts() -> dict[str, str]:
    """``{flag: one-line description}`` of every :class:`Rules` flag a rule of :data:`RULE_ORDER`
    switches (the house rules and stacking), each from the rule's own text."""
    texts: dict[str, str] = {}
    for rule in RULE_ORDER:
        texts.update(rule.flag_texts())
    return texts


def effect_text(rank: Rank, rules: Rules | None = None) -> str | None:
    """What a card of ``rank`` does, in one sentence, under ``rules`` (default: classic), as the SVG
    card descriptions say it; ``None`` for number cards."""
    from unokit.rules import find_preset

    return compile_rules(rules if rules is not None else find_preset("classic")).describe(rank)
