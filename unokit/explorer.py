"""The variant explorer: house rules against the plain preset, played from the same seeds.

:func:`compare` plays ``rounds`` seeded rounds of the plain rules and the same rounds (the same engine
seeds, so the same deals, and the same bots' seeds) under the house rules, exactly as
:func:`unokit.simulate.simulate` plays them, then measures each round with :func:`measure_round`:

- **round length** in turns (mean with a 95% interval, quartiles, and every round's length);
- **first-seat advantage**: how often the seat left of the dealer (RULES.md "Conventions") wins,
  against the fair share ``1 / players``;
- **blocked rounds**: how often a round ends blocked (RULES.md classic "Blocked round");
- **turns with a legal play**: the share of turns in which the player could play a card, from the
  hand or the card just drawn; and the share of turns in which a card was played.

Each figure carries a 95% interval, and the change from plain to house rules a paired one (the
rounds are paired by seed). Proportions of rounds use the Wilson score interval; means, shares of
turns (a ratio of two per-round sums, rounds as the sampling unit: Cochran, *Sampling Techniques*,
3rd ed., 1977, section 6.4) and every paired change use the normal approximation, z = 1.96, so they
want some 30 rounds or more.

What a turn is (RULES.md "Conventions": a turn begins when the seat to act makes any move): a turn
is begun by a ``play``, ``draw``, ``challenge`` or ``accept`` of the seat to act, and by a jump-in
(RULES.md "House rules"); it goes on through the play or ``pass`` after a draw and through the normal
turn a successful challenger takes. Naming a Wild starter's colour (``choose``) is part of no turn,
and UNO calls and catches are made outside turns. A seat that loses its turn (a Skip, a penalty
without stacking, a jump-in by another seat) makes no move, so has no turn.

>>> result = compare({"force_play": True}, players=3, rounds=4, seed=1, bots=("uniform",))
>>> result.plain.rounds, result.variant.rounds
(4, 4)
"""

from __future__ import annotations

import functools
import html
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from unokit.errors import RulesError, UnokitError
from unokit.moves import MoveKind
from unokit.phrases import rule_change_words
from unokit.rules import Rules, find_preset, flag_to_json
from unokit.simulate import (
    DEFAULT_MAX_MOVES,
    agents_for,
    check_options,
    chunk_plan,
    play_out,
    round_seed,
    run_chunks,
    wilson_interval,
)

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

    from unokit.game import Game

__all__ = ["RoundStats", "RulesSummary", "Change", "Comparison", "measure_round", "compare", "house_rule_changes",
           "MIN_ROUNDS", "MAX_ROUNDS", "Z_95"]

#: The normal quantile of a two-sided 95% interval.
Z_95 = 1.959963984540054
#: Fewest and most rounds :func:`compare` plays per rule set (an interval needs two rounds; every
#: round's figures are kept in memory).
MIN_ROUNDS = 2
MAX_ROUNDS = 100_000

_PLAY, _DRAW, _PASS = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS
_CHALLENGE, _ACCEPT = MoveKind.CHALLENGE, MoveKind.ACCEPT
_TURN_KINDS = (_PLAY, _DRAW, _PASS, _CHALLENGE, _ACCEPT)


@dataclass(frozen=True)
class RoundStats:
    """What :func:`measure_round` finds in one round.

    Attributes:
        turns: turns taken (see the module's definition of a turn).
        turns_with_play: turns in which the player had a legal play at some point (from the hand at
            the start, after a successful challenge, or the card just drawn).
        turns_played: turns in which the player played at least one card.
        first_seat: the seat left of the dealer (RULES.md "Conventions").
        winner: the winning seat (first place in black-uno), ``None`` when the round did not finish.
        blocked: whether the round ended blocked (RULES.md classic "Blocked round").
        finished: whether the round ended (else it hit the move cap).
    """

    turns: int
    turns_with_play: int
    turns_played: int
    first_seat: int
    winner: int | None
    blocked: bool
    finished: bool


def measure_round(game: Game) -> RoundStats:
    """Count the turns of ``game`` (a :class:`~unokit.game.Game` in any state, usually a finished
    round) and whether each one offered or made a play.

    The game is taken back to its first position with :meth:`~unokit.game.Game.pop` and its moves
    pushed again one by one, looking at the legal moves of the seat to act before each move of a
    turn; the game ends in the state it was given in. Cost: less than playing the round took (0.1 to
    0.8 times as long with random and greedy bots; ``bench/explorer.py``).
    """
    moves = []
    while game.move_stack:
        moves.append(game.pop())
    moves.reverse()
    turns = with_play = played = 0
    turn_seat: int | None = None
    last_kind: MoveKind | None = None
    could_play = made_play = False
    for move in moves:
        kind = move.kind
        if kind in _TURN_KINDS:
            seat = move.seat
            jump_in = kind is _PLAY and seat != game.current
            goes_on = (not jump_in and seat == turn_seat
                       and (game.phase == "drawn" or last_kind is _CHALLENGE))
            if not goes_on:
                if turn_seat is not None:
                    with_play += could_play
                    played += made_play
                turns += 1
                turn_seat, could_play, made_play = seat, False, False
            if not could_play:
                could_play = jump_in or any(m.kind is _PLAY for m in game.legal_moves(seat))
            made_play = made_play or kind is _PLAY
            last_kind = kind
        game.push(move)
    if turn_seat is not None:
        with_play += could_play
        played += made_play
    outcome = game.outcome()
    return RoundStats(
        turns=turns, turns_with_play=with_play, turns_played=played,
        first_seat=(game.dealer + 1) % game.n_players,
        winner=outcome.winner if outcome is not None else None,
        blocked=outcome is not None and outcome.reason == "blocked",
        finished=outcome is not None,
    )


# -- intervals -----------------------------------------------------------------------------------


def _ratio(a: Sequence[float], b: Sequence[float]) -> tuple[float, list[float]]:
    """``sum(a) / sum(b)`` and each round's linearised residual ``(a_i - R b_i) / mean(b)`` (the
    ratio estimator's variance terms, Cochran 1977, 6.4); a mean is the ratio with every ``b_i`` 1."""
    total = math.fsum(b)
    if total == 0:
        return 0.0, [0.0] * len(a)
    ratio = math.fsum(a) / total
    mean_b = total / len(b)
    return ratio, [(x - ratio * y) / mean_b for x, y in zip(a, b, strict=True)]


def _half_width(residuals: Sequence[float]) -> float:
    """z times the standard error of a mean or ratio with these residuals (they sum to zero)."""
    n = len(residuals)
    if n < 2:
        return math.inf
    return Z_95 * math.sqrt(math.fsum(r * r for r in residuals) / (n * (n - 1)))


@dataclass(frozen=True)
class Change:
    """The change from the plain rules to the house rules in one measure, paired by seed.

    ``value``: house rules minus plain (turns, or a share from 0 to 1); ``interval``: its 95% interval
    (normal approximation on the rounds' paired differences).
    """

    value: float
    interval: tuple[float, float]

    @property
    def clear(self) -> bool:
        """Whether the 95% interval leaves out zero (a change the rounds show clearly)."""
        return self.interval[0] > 0 or self.interval[1] < 0

    @property
    def no_round_differed(self) -> bool:
        """Whether no round differed: every pair of rounds gave the same figure (zero, with a zero-width
        interval), said as such rather than as "+0.0 (+0.0 to +0.0)"."""
        return self.value == 0 and self.interval == (0, 0)


def _change(plain: tuple[float, list[float]], variant: tuple[float, list[float]]) -> Change:
    value = variant[0] - plain[0]
    half = _half_width([v - p for p, v in zip(plain[1], variant[1], strict=True)])
    return Change(value, (value - half, value + half))


@dataclass(frozen=True)
class RulesSummary:
    """The measures of one rule set over the rounds of a :func:`compare` run.

    Attributes:
        rules: the rules' record form (DESIGN.md contract 3); label: how tables and plots name them.
        rounds: rounds played; unfinished: rounds that hit the move cap.
        turns: each round's length in turns, in round order (the distribution).
        mean_turns, mean_turns_interval: the mean round length in turns and its 95% interval.
        quartiles: the 25th, 50th (median) and 75th percentiles of the round length, in turns.
        first_seat_wins, first_seat_share, first_seat_interval: rounds won by the seat left of the
            dealer, their share (0 to 1) and its 95% Wilson interval.
        fair_share: ``1 / players``, the share every seat would win if the seat did not matter.
        blocked, blocked_share, blocked_interval: rounds that ended blocked, share, 95% Wilson interval.
        total_turns: turns over all rounds.
        play_share, play_interval: the share of turns with a legal play and its 95% interval.
        played_share, played_interval: the share of turns in which a card was played, 95% interval.
    """

    rules: Any
    label: str
    rounds: int
    unfinished: int
    turns: tuple[int, ...]
    mean_turns: float
    mean_turns_interval: tuple[float, float]
    quartiles: tuple[float, float, float]
    first_seat_wins: int
    first_seat_share: float
    first_seat_interval: tuple[float, float]
    fair_share: float
    blocked: int
    blocked_share: float
    blocked_interval: tuple[float, float]
    total_turns: int
    play_share: float
    play_interval: tuple[float, float]
    played_share: float
    played_interval: tuple[float, float]


def _measures(stats: Sequence[RoundStats]) -> dict[str, tuple[float, list[float]]]:
    """Each per-round measure as (estimate, residuals), the input of intervals and paired changes."""
    ones = [1.0] * len(stats)
    turns = [float(s.turns) for s in stats]
    return {
        "turns": _ratio(turns, ones),
        "first_seat": _ratio([float(s.winner == s.first_seat) for s in stats], ones),
        "blocked": _ratio([float(s.blocked) for s in stats], ones),
        "play": _ratio([float(s.turns_with_play) for s in stats], turns),
        "played": _ratio([float(s.turns_played) for s in stats], turns),
    }


def _interval(measure: tuple[float, list[float]], low: float = -math.inf, high: float = math.inf) -> tuple[float, float]:
    half = _half_width(measure[1])
    return (max(low, measure[0] - half), min(high, measure[0] + half))


def _g(value: float) -> str:
    """A count of turns to at most one decimal: ``41``, ``29.8``."""
    return f"{round(value, 1):g}"


def _quartiles(values: Sequence[int]) -> tuple[float, float, float]:
    """The 25th, 50th and 75th percentiles (linear interpolation between order statistics, the
    ``inclusive`` method of :func:`statistics.quantiles`)."""
    ordered = sorted(values)
    last = len(ordered) - 1

    def at(p: float) -> float:
        position = p * last
        below = math.floor(position)
        above = min(below + 1, last)
        return ordered[below] + (ordered[above] - ordered[below]) * (position - below)

    return (at(0.25), at(0.5), at(0.75))


def _summary(rules: Rules, label: str, players: int, stats: Sequence[RoundStats]) -> RulesSummary:
    n = len(stats)
    measures = _measures(stats)
    first = sum(1 for s in stats if s.winner == s.first_seat)
    blocked = sum(1 for s in stats if s.blocked)
    turns = tuple(s.turns for s in stats)
    return RulesSummary(
        rules=rules.to_json(), label=label, rounds=n, unfinished=sum(1 for s in stats if not s.finished),
        turns=turns, mean_turns=measures["turns"][0], mean_turns_interval=_interval(measures["turns"], 0.0),
        quartiles=_quartiles(turns),
        first_seat_wins=first, first_seat_share=first / n, first_seat_interval=wilson_interval(first, n),
        fair_share=1 / players,
        blocked=blocked, blocked_share=blocked / n, blocked_interval=wilson_interval(blocked, n),
        total_turns=sum(turns),
        play_share=measures["play"][0], play_interval=_interval(measures["play"], 0.0, 1.0),
        played_share=measures["played"][0], played_interval=_interval(measures["played"], 0.0, 1.0),
    )


# -- the comparison --------------------------------------------------------------------------------


def house_rule_changes(plain: Rules | str, variant: Rules | str) -> dict[str, Any]:
    """``{flag: value}`` of every flag in which ``variant`` differs from ``plain``, each value as a record
    holds it (DESIGN.md contract 3), e.g. ``house_rule_changes("classic", "party")``. Raises :class:`RulesError` for an unknown preset."""
    plain = find_preset(plain) if isinstance(plain, str) else plain
    variant = find_preset(variant) if isinstance(variant, str) else variant
    return {f.name: flag_to_json(getattr(variant, f.name)) for f in fields(Rules)
            if f.name != "name" and getattr(variant, f.name) != getattr(plain, f.name)}


def _flag_words(changes: Mapping[str, Any], lang: str = "en") -> str:
    """The changes in words, each rule by the name of its house-rules checkbox
    (:func:`unokit.phrases.rule_change_words`): ``"Seven-O and Challenge off"``. In another language each box
    by its name there (``dash-rule-name-*``, ``explore-rule-off``: "Sete-Zero e sem Contestar"); a flag with no
    box (``hand_size``) by its record name and value (notation, DESIGN.md contract 3)."""
    if lang == "en":
        return rule_change_words(dict(changes))
    from unokit.i18n import join_list, message
    from unokit.phrases import rule_name

    words = []
    for flag, value in changes.items():
        try:
            rule_name(flag)  # KeyError: no box of that name
        except KeyError:
            words.append(f"{flag} {value}")
            continue
        name = message(f"dash-rule-name-{flag.replace('_', '-')}", lang)
        words.append(name if value is True else message("explore-rule-off", lang, rule=name))
    return join_list(words, lang)


# -- words in a language ---------------------------------------------------------------------------


def _lang(lang: str | None) -> str:
    """``lang`` as a catalogue tag (:func:`unokit.i18n.resolve_language`); raises
    :class:`~unokit.errors.LanguageError` naming the languages for an unknown one."""
    if lang == "en":  # the common case: no catalogue read to know it
        return lang
    from unokit.i18n import resolve_language

    return resolve_language(lang)


def _say(msg_id: str, lang: str, **args: Any) -> str:
    """Message ``msg_id`` of the catalogues (an ``explore-*`` one) in ``lang``."""
    from unokit.i18n import message

    return message(msg_id, lang, **args)


def _num(text: str, lang: str) -> str:
    """A number written by Python's format (``"12.3%"``, ``"+1.5"``, ``"29.8"``: the digits the English text
    has) with ``lang``'s decimal sign and per cent sign (Babel, CLDR): ``"12,3 %"`` in Spanish."""
    if lang == "en":
        return text
    decimal, percent = _number_signs(lang)
    return text.replace(".", decimal).replace("%", percent)


@functools.cache  # read for every number of a table: the locale's signs once per language
def _number_signs(lang: str) -> tuple[str, str]:
    """``lang``'s decimal sign and its per cent sign with the space before it, if any (``","``, ``"\u00a0%"``)."""
    from babel import Locale
    from babel.numbers import get_decimal_symbol

    from unokit.i18n import babel_locale

    locale = babel_locale(lang)
    pattern = Locale.parse(locale).percent_formats[None].pattern
    return get_decimal_symbol(locale), pattern[pattern.rindex("0") + 1:].split(";")[0]


def _whole(number: int, lang: str) -> str:
    """A count as the English text has it (``"2000"``), in another language by Babel (CLDR grouping)."""
    if lang == "en":
        return str(number)
    from unokit.i18n import format_number

    return format_number(number, lang)


@dataclass(frozen=True)
class Comparison:
    """The result of :func:`compare`: the plain rules and the house rules over the same seeded rounds.

    Attributes:
        plain, variant: the :class:`RulesSummary` of each rule set.
        changes: ``{flag: value}`` where the house rules differ from the plain rules.
        players, rounds, seed, bots: the run's options (``bots``: one bot name per seat).
        turns_change, first_seat_change, blocked_change, play_change, played_change: house rules minus
            plain, with paired 95% intervals (:class:`Change`).
    """

    plain: RulesSummary
    variant: RulesSummary
    changes: dict[str, Any]
    players: int
    rounds: int
    seed: int
    bots: tuple[str, ...]
    turns_change: Change
    first_seat_change: Change
    blocked_change: Change
    play_change: Change
    played_change: Change

    # -- words, table and plot -----------------------------------------------------------------
    # Every word comes from the catalogues' explore-* messages (DESIGN.md contract 7); ``lang`` is a tag of
    # unokit.i18n.LANGUAGES ("en" by default, byte for byte the English the explorer always wrote).

    def labels(self, lang: str = "en") -> tuple[str, str]:
        """How the table, the plot and the sentences name the two rule sets in ``lang``: ``("plain classic",
        "classic with Seven-O")`` (:attr:`RulesSummary.label` in English); a preset compared whole keeps its
        name. Raises :class:`~unokit.errors.LanguageError` for an unknown language."""
        lang = _lang(lang)
        p, v = self.plain, self.variant
        if lang == "en":
            return p.label, v.label
        plain = p.label.removeprefix("plain ")  # compare() names the plain rules "plain <preset>"
        house = v.label
        if v.label == f"{plain} with {_flag_words(self.changes)}":
            house = _say("explore-label-house", lang, preset=plain, changes=_flag_words(self.changes, lang))
        return _say("explore-label-plain", lang, preset=plain), house

    def rows(self, lang: str = "en") -> list[tuple[str, str, str, str]]:
        """The results table as text: ``(measure, plain, house rules, change)`` per row, each mean and
        share with its 95% interval, the median with the range of the middle half of the rounds (its
        quartiles; a range of the rounds, not an interval of the estimate); turns to one decimal,
        shares in per cent; in ``lang``."""
        lang = _lang(lang)
        p, v = self.plain, self.variant

        def span(value: str, low: str, high: str) -> str:
            return _say("explore-interval", lang, value=_num(value, lang), low=_num(low, lang), high=_num(high, lang))

        def share(value: float, interval: tuple[float, float]) -> str:
            return span(f"{value:.1%}", f"{interval[0]:.1%}", f"{interval[1]:.1%}")

        def turns(value: float, interval: tuple[float, float]) -> str:
            return span(f"{value:.1f}", f"{interval[0]:.1f}", f"{interval[1]:.1f}")

        def change(c: Change, percent: bool) -> str:
            if c.no_round_differed:
                return _say("explore-change-none", lang)
            if percent:
                return _say("explore-change-points", lang, value=_num(f"{c.value * 100:+.1f}", lang),
                            low=_num(f"{c.interval[0] * 100:+.1f}", lang), high=_num(f"{c.interval[1] * 100:+.1f}", lang))
            return span(f"{c.value:+.1f}", f"{c.interval[0]:+.1f}", f"{c.interval[1]:+.1f}")

        rows = [
            (_say("explore-row-mean", lang), turns(p.mean_turns, p.mean_turns_interval),
             turns(v.mean_turns, v.mean_turns_interval), change(self.turns_change, False)),
            (_say("explore-row-median", lang),
             span(_g(p.quartiles[1]), _g(p.quartiles[0]), _g(p.quartiles[2])),
             span(_g(v.quartiles[1]), _g(v.quartiles[0]), _g(v.quartiles[2])), ""),
            (_say("explore-row-first-seat", lang, fair=_num(f"{p.fair_share:.1%}", lang)),
             share(p.first_seat_share, p.first_seat_interval), share(v.first_seat_share, v.first_seat_interval),
             change(self.first_seat_change, True)),
            (_say("explore-row-blocked", lang), share(p.blocked_share, p.blocked_interval),
             share(v.blocked_share, v.blocked_interval), change(self.blocked_change, True)),
        ]
        if self.plays_whenever_it_can:  # two rows of the same figures invite "what is the difference?"
            rows.append((_say("explore-row-play-every", lang),
                         share(p.play_share, p.play_interval), share(v.play_share, v.play_interval),
                         change(self.play_change, True)))
        else:
            rows += [
                (_say("explore-row-play", lang), share(p.play_share, p.play_interval),
                 share(v.play_share, v.play_interval), change(self.play_change, True)),
                (_say("explore-row-played", lang),
                 share(p.played_share, p.played_interval), share(v.played_share, v.played_interval),
                 change(self.played_change, True)),
            ]
        if p.unfinished or v.unfinished:
            rows.append((_say("explore-row-unfinished", lang), _whole(p.unfinished, lang), _whole(v.unfinished, lang), ""))
        return rows

    @property
    def plays_whenever_it_can(self) -> bool:
        """True when under both rule sets a card was played in exactly the turns that had a legal play (greedy
        and random bots always play when they can): the two measures are one, shown as one row
        (ux-audit-2 N12)."""
        p, v = self.plain, self.variant
        return p.play_share == p.played_share and v.play_share == v.played_share

    def caption(self, lang: str = "en") -> str:
        """One line naming the run: rules, players, rounds, seed and bots, in ``lang``."""
        from unokit.i18n import message

        lang = _lang(lang)
        names = [self.bots[0]] if len(set(self.bots)) == 1 else list(self.bots)
        bots = ", ".join(message(f"table-bot-{name}", lang) for name in names)
        plain, house = self.labels(lang)
        return _say("explore-caption", lang, house=house, plain=plain, rounds=_whole(self.rounds, lang),
                    seed=str(self.seed), players=_whole(self.players, lang), bots=bots)

    def to_html(self, lang: str = "en") -> str:
        """The results as an HTML ``<table>`` with a ``<caption>``, column headers (``scope="col"``)
        and row headers (``scope="row"``) so that a screen reader reads each figure with its measure and
        rule set (WCAG 1.3.1), in ``lang``. Every text is escaped."""
        e = html.escape
        lang = _lang(lang)
        plain, house = self.labels(lang)
        head = "".join(f'<th scope="col">{e(text)}</th>' for text in
                       (_say("explore-head-measure", lang), plain, house, _say("explore-head-change", lang)))
        body = "".join(
            f'<tr><th scope="row">{e(measure)}</th><td>{e(plain)}</td><td>{e(variant)}</td><td>{e(change)}</td></tr>'
            for measure, plain, variant, change in self.rows(lang)
        )
        return (f'<table class="unokit-explorer-table"><caption>{e(self.caption(lang))}</caption>'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")

    def describe(self, lang: str = "en") -> str:
        """The results in sentences, in ``lang``: the text alternative of :meth:`figure` (WCAG 1.1.1), each
        claim worded from the figures (a change is called clear only when its 95% interval leaves out zero)."""
        lang = _lang(lang)
        p, v = self.plain, self.variant
        plain, house = self.labels(lang)

        def verdict(c: Change, unit: str, more: str, less: str) -> str:
            if c.no_round_differed:
                return _say("explore-verdict-none", lang)
            low, high = _num(f"{c.interval[0]:+.1f}", lang), _num(f"{c.interval[1]:+.1f}", lang)
            if not c.clear:
                return _say(f"explore-verdict-{unit}-unclear", lang, value=_num(f"{c.value:+.1f}", lang), low=low,
                            high=high)
            return _say(f"explore-verdict-{unit}", lang, direction=more if c.value > 0 else less,
                        size=_num(f"{abs(c.value):.1f}", lang), low=low, high=high)

        def pts(c: Change) -> Change:
            return Change(c.value * 100, (c.interval[0] * 100, c.interval[1] * 100))

        def pct(value: float) -> str:
            return _num(f"{value:.1%}", lang)

        shares = {"plain": plain, "house": house}
        every = self.plays_whenever_it_can
        return " ".join([
            _say("explore-describe-length", lang, **shares, plain_mean=_num(f"{p.mean_turns:.1f}", lang),
                 plain_median=_num(_g(p.quartiles[1]), lang), house_mean=_num(f"{v.mean_turns:.1f}", lang),
                 house_median=_num(_g(v.quartiles[1]), lang), verdict=verdict(self.turns_change, "turns", "longer",
                                                                              "shorter")),
            _say("explore-describe-first-seat", lang, **shares, plain_share=pct(p.first_seat_share),
                 house_share=pct(v.first_seat_share), fair=pct(p.fair_share)),
            _say("explore-describe-blocked", lang, **shares, plain_count=_whole(p.blocked, lang),
                 plain_rounds=_whole(p.rounds, lang), house_count=_whole(v.blocked, lang),
                 house_rounds=_whole(v.rounds, lang)),
            _say("explore-describe-play-every" if every else "explore-describe-play", lang, **shares,
                 plain_share=pct(p.play_share), house_share=pct(v.play_share),
                 verdict=verdict(pts(self.play_change), "points", "more", "fewer")),
            *([] if every else [
                _say("explore-describe-played", lang, **shares, plain_share=pct(p.played_share),
                     house_share=pct(v.played_share), verdict=verdict(pts(self.played_change), "points", "more",
                                                                      "fewer"))]),
        ])

    def figure(self, *, width: float = 9.0, lang: str = "en") -> Figure:
        """A matplotlib figure that needs no colour (black and white only, WCAG 1.4.1): on the left
        the distribution of round length in turns (the plain rules as open bars, the house rules as
        hatched bars, each mean as a labelled vertical line, solid and dashed); on the right each
        share with its 95% interval (plain: open circles, house rules: filled squares, with the fair
        first-seat share as a short dotted line). ``width`` in inches; its words in ``lang``. Needs
        matplotlib (extra ``widgets``). Close it with ``matplotlib.pyplot.close`` or let :meth:`png` do it."""
        from matplotlib.figure import Figure

        lang = _lang(lang)
        p, v = self.plain, self.variant
        plain_label, house_label = self.labels(lang)
        plain_rules, house_rules = _say("explore-figure-plain", lang), _say("explore-figure-house", lang)
        fig = Figure(figsize=(width, width * 0.45), layout="constrained")
        left, right = fig.subplots(1, 2, width_ratios=(1.1, 1))
        longest = max(max(p.turns), max(v.turns))
        step = max(1, math.ceil(longest / 20))
        bins = list(range(0, longest + 2 * step, step))
        _, _, patches = left.hist([list(p.turns), list(v.turns)], bins=bins, label=[plain_rules, house_rules],
                                  color=["white", "white"], edgecolor="black", linewidth=0.8)
        for patch in patches[1]:
            patch.set_hatch("////")
        left.axvline(p.mean_turns, color="black", linestyle="-", linewidth=1.5,
                     label=_say("explore-figure-plain-mean", lang))
        left.axvline(v.mean_turns, color="black", linestyle="--", linewidth=1.5,
                     label=_say("explore-figure-house-mean", lang))
        left.set_xlabel(_say("explore-figure-turns", lang))
        left.set_ylabel(_say("explore-figure-rounds", lang))
        left.set_title(_say("explore-figure-length", lang))
        fig.suptitle(_say("explore-figure-title", lang, house=house_label, plain=plain_label,
                          rounds=_whole(self.rounds, lang)), fontsize="medium")
        left.legend(fontsize="small", loc="upper right")

        measures = [
            (_say("explore-figure-first-seat", lang), p.first_seat_share, p.first_seat_interval, v.first_seat_share,
             v.first_seat_interval),
            (_say("explore-figure-blocked", lang), p.blocked_share, p.blocked_interval, v.blocked_share,
             v.blocked_interval),
            (_say("explore-figure-play", lang), p.play_share, p.play_interval, v.play_share, v.play_interval),
            (_say("explore-figure-played", lang), p.played_share, p.played_interval, v.played_share,
             v.played_interval),
        ]
        if self.plays_whenever_it_can:  # the same figures twice: one row (the table and text say why)
            measures.pop()
        for row, (_name, p_value, p_interval, v_value, v_interval) in enumerate(measures):
            for offset, value, interval, marker, face, label in (
                    (-0.15, p_value, p_interval, "o", "white", plain_rules),
                    (0.15, v_value, v_interval, "s", "black", house_rules)):
                right.errorbar([value * 100], [row + offset],
                               xerr=[[max(0.0, value - interval[0]) * 100], [max(0.0, interval[1] - value) * 100]],
                               fmt=marker, color="black", markerfacecolor=face, capsize=3,
                               label=label if row == 0 else None)
        right.plot([p.fair_share * 100] * 2, [-0.45, 0.45], color="black", linestyle=":", linewidth=1.5,
                   label=_say("explore-figure-fair", lang, share=_num(f"{p.fair_share:.0%}", lang)))
        right.set_yticks(range(len(measures)), [m[0] for m in measures])
        right.invert_yaxis()
        right.set_xlim(0, 100)
        right.set_xlabel(_say("explore-figure-percent", lang))
        right.set_title(_say("explore-figure-shares", lang))
        right.legend(fontsize="small", loc="best")
        return fig

    def alt_text(self, lang: str = "en") -> str:
        """A short text alternative for the picture of :meth:`figure`, in ``lang``; :meth:`describe` gives
        every figure."""
        lang = _lang(lang)
        p, v = self.plain, self.variant
        plain, house = self.labels(lang)

        def pct(value: float) -> str:
            return _num(f"{value:.0%}", lang)

        args = {"plain": plain, "house": house, "rounds": _whole(self.rounds, lang),
                "plain_mean": _num(f"{p.mean_turns:.1f}", lang), "house_mean": _num(f"{v.mean_turns:.1f}", lang),
                "plain_first": pct(p.first_seat_share), "house_first": pct(v.first_seat_share),
                "fair": pct(p.fair_share), "plain_blocked": pct(p.blocked_share), "house_blocked": pct(v.blocked_share),
                "plain_play": pct(p.play_share), "house_play": pct(v.play_share)}
        if self.plays_whenever_it_can:
            return _say("explore-alt", lang, **args)
        return _say("explore-alt-played", lang, **args, plain_played=pct(p.played_share),
                    house_played=pct(v.played_share))

    def png(self, *, dpi: int = 100, width: float = 9.0, lang: str = "en") -> bytes:
        """:meth:`figure` as PNG bytes (``dpi`` pixels per inch), its words in ``lang``."""
        import io

        buffer = io.BytesIO()
        self.figure(width=width, lang=lang).savefig(buffer, format="png", dpi=dpi)
        return buffer.getvalue()

    def figure_html(self, *, dpi: int = 100, lang: str = "en") -> str:
        """:meth:`png` as an HTML ``<figure>``: the ``<img>`` with :meth:`alt_text` as its ``alt`` and
        :meth:`describe` as its ``<figcaption>`` (WCAG 1.1.1: the picture has a text alternative), in ``lang``."""
        import base64

        data = base64.b64encode(self.png(dpi=dpi, lang=lang)).decode("ascii")
        return (f'<figure class="unokit-explorer-figure"><img style="max-width:100%;height:auto" '
                f'alt="{html.escape(self.alt_text(lang))}" src="data:image/png;base64,{data}">'
                f"<figcaption>{html.escape(self.describe(lang))}</figcaption></figure>")

    def _repr_html_(self) -> str:
        return self.to_html()


def _check_rounds(rounds: Any) -> int:
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not MIN_ROUNDS <= rounds <= MAX_ROUNDS:
        raise UnokitError(f"rounds: {rounds!r} is not allowed; play {MIN_ROUNDS} to {MAX_ROUNDS:,} rounds "
                          "(a whole number; an interval needs at least two)")
    return rounds


def _explore_chunk(task: tuple[Rules, Rules, int, int, tuple[str, ...], int, list[int]]) -> list[tuple[int, RoundStats, RoundStats]]:
    """Play rounds ``indexes`` under both rule sets from the same seeds; ``(index, plain, variant)`` each."""
    from unokit.game import Game

    plain, variant, players, seed, bots, max_moves, indexes = task
    out = []
    for i in indexes:
        pair = []
        for rules in (plain, variant):
            game = Game(rules, players, seed=round_seed(seed, i))
            play_out(game, agents_for(bots, seed, i, players), max_moves=max_moves)
            pair.append(measure_round(game))
        out.append((i, pair[0], pair[1]))
    return out


def compare(
    house_rules: Mapping[str, Any] | Rules | str,
    plain: Rules | str = "classic",
    *,
    players: int = 4,
    rounds: int = 200,
    seed: int = 0,
    bots: Sequence[str] = ("random",),
    jobs: int | None = 1,
    max_moves: int = DEFAULT_MAX_MOVES,
    progress: Callable[[int, int], None] | None = None,
) -> Comparison:
    """Play ``rounds`` seeded rounds of ``plain`` and the same rounds under ``house_rules``, and compare
    them (see the module's text for the measures and their intervals).

    Args:
        house_rules: ``{flag: value}`` changed on top of ``plain`` (e.g. ``{"seven_swap": True}``; flag
            names and values as in records, RULES.md "House rules"), or whole :class:`Rules` / a preset
            name (e.g. ``"party"`` against ``"classic"``).
        plain: the rules to compare with: a preset name or :class:`Rules`.
        players: seats per round (within both rule sets' range).
        rounds: rounds per rule set, :data:`MIN_ROUNDS` to :data:`MAX_ROUNDS`; round ``i`` is dealt from
            :func:`~unokit.simulate.round_seed` ``(seed, i)`` under both, so the rounds are paired.
        seed: the run's seed; the same options give the same result.
        bots: one bot name for every seat or one per seat (:mod:`unokit.agents`).
        jobs: worker processes (``None``: every core); default 1, this process (the result does not
            depend on it).
        max_moves: moves after which a round is stopped and counted as unfinished.
        progress: called as ``progress(done, total)`` with rounds played so far (both rule sets) and
            ``2 * rounds``, after each chunk of rounds.

    Raises:
        RulesError: an unknown preset or flag, a value of the wrong type, a combination of flags the
            rules refuse (the message names both flags: RULES.md "House rules"), or house rules that
            change nothing.
        UnokitError: players outside the rules' range, an unknown bot, rounds out of range, jobs or
            max_moves below 1.
    """
    plain_rules = find_preset(plain) if isinstance(plain, (str, Rules)) else None
    if plain_rules is None:
        raise RulesError(f"plain rules must be a preset name or Rules, not {plain!r}")
    if isinstance(house_rules, Mapping):
        variant = plain_rules.replace(**dict(house_rules))
    elif isinstance(house_rules, (str, Rules)):
        variant = find_preset(house_rules)
    else:
        raise RulesError(f"house rules must be {{flag: value}}, Rules or a preset name, not {house_rules!r}")
    changes = house_rule_changes(plain_rules, variant)
    if isinstance(house_rules, Mapping):  # in the order given
        changes = {**{flag: changes[flag] for flag in house_rules if flag in changes}, **changes}
    if not changes:
        raise RulesError(f"the house rules change nothing in {plain_rules.name}: turn at least one flag on or off")
    rounds = _check_rounds(rounds)
    _, names = check_options(plain_rules, players, rounds, bots, jobs, max_moves)
    check_options(variant, players, rounds, bots, jobs, max_moves)
    tasks = [(plain_rules, variant, players, seed, names, max_moves, list(chunk)) for chunk in chunk_plan(rounds)]
    total = 2 * rounds
    report = None if progress is None else (lambda done: progress(2 * done, total))
    results = sorted(run_chunks(_explore_chunk, tasks, jobs=jobs, progress=report or False, total=rounds),
                     key=lambda item: item[0])
    plain_stats = [item[1] for item in results]
    variant_stats = [item[2] for item in results]
    plain_label = f"plain {plain_rules.name}"
    variant_label = (variant.name if isinstance(house_rules, (str, Rules)) and variant.name != plain_rules.name
                     else f"{plain_rules.name} with {_flag_words(changes)}")
    p_measures, v_measures = _measures(plain_stats), _measures(variant_stats)
    return Comparison(
        plain=_summary(plain_rules, plain_label, players, plain_stats),
        variant=_summary(variant, variant_label, players, variant_stats),
        changes=changes,
        players=players, rounds=rounds, seed=seed, bots=names,
        turns_change=_change(p_measures["turns"], v_measures["turns"]),
        first_seat_change=_change(p_measures["first_seat"], v_measures["first_seat"]),
        blocked_change=_change(p_measures["blocked"], v_measures["blocked"]),
        play_change=_change(p_measures["play"], v_measures["play"]),
        played_change=_change(p_measures["played"], v_measures["played"]),
    )
