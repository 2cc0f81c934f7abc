"""Rules: each variant as a frozen set of documented flags, and the presets (RULES.md: ``classic``,
``black-uno``, ``spectrum`` and the house-rules preset ``party``).

A :class:`Rules` value is a flat, frozen dataclass of flags with declared defaults (the OpenSpiel
habit), so a house rule is one more flag and a preset is changed with overrides:

>>> find_preset("classic").hand_size
7
>>> find_preset("classic", wild_starter_replaced=True).wild_starter_replaced
True

Every flag cites the RULES.md section it comes from.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from unokit.cards import CLASSIC_COLORS, SPECTRUM_COLORS, Color, Rank
from unokit.errors import RulesError

__all__ = ["Rules", "PRESETS", "find_preset", "preset_names", "flag_descriptions", "read_flag_value",
           "RULE_WORDS", "rule_overrides", "players_allowed"]


_LOADED = False


@dataclass(frozen=True)
class Rules:
    """The rules of one variant. Immutable; build variants with :meth:`replace` or :func:`find_preset`.

    Field values are plain Python values so a record can carry overrides as JSON
    (``{"preset": "classic", "wild_starter_replaced": true}``).
    """

    #: Preset name this value was made from (``"classic"``, ``"black-uno"``, ``"spectrum"``, ``"party"``).
    name: str = "classic"
    #: Which deck is used: ``"classic"`` (108 cards) or ``"spectrum"`` (112 cards).
    deck: str = "classic"
    #: Colours in play, in order; with ``neighbor_colors`` this order is the cycle.
    colors: tuple[Color, ...] = CLASSIC_COLORS
    #: Fewest and most players (classic 2-10, spectrum 2-4).
    min_players: int = 2
    max_players: int = 10
    #: Cards dealt to each player (classic 7, spectrum 5).
    hand_size: int = 7

    # --- dealer and first player ------------------------------------------------------------
    #: How round 1's dealer is found when a record gives none: ``"draw"`` (each player draws a card,
    #: highest number deals, actions and Wilds count 0, ties draw again: classic), ``"chosen"`` (the
    #: players choose; the engine takes ``dealer`` as input, default seat 0: black-uno), or
    #: ``"random"`` (a seeded random seat, so the player left of it starts at random: spectrum).
    dealer_selection: str = "draw"
    #: Who starts later rounds: ``"deal_passes_left"`` (dealer + 1 deals, classic) or
    #: ``"winner_starts"`` (the previous round's winner plays first, spectrum).
    next_round: str = "deal_passes_left"

    # --- starter card ----------------------------------------------------------------------
    #: Ranks that are put back into the deck, reshuffled and replaced when turned as starter
    #: (classic: Wild Draw Four; black-uno: Reverse).
    starter_replaced: frozenset[Rank] = frozenset({Rank.WILD_DRAW_FOUR})
    #: Classic option (seed 001, newer sheets): a Wild starter is also put back and replaced.
    wild_starter_replaced: bool = False
    #: Spectrum: keep turning cards until a number card appears; earlier ones stay with no effect.
    starter_until_number: bool = False
    #: Who names the colour of a Wild starter: ``"first_player"`` (classic) or ``"dealer"`` (black-uno).
    starter_wild_chooser: str = "first_player"

    # --- turns -------------------------------------------------------------------------------
    #: After drawing, a playable drawn card may be played (classic). False: drawing ends the turn.
    play_drawn_card: bool = True
    #: With two players, Reverse acts as Skip (classic and spectrum).
    two_player_reverse_skips: bool = True
    #: Spectrum: a colour one step away in the colour cycle also matches.
    neighbor_colors: bool = False
    #: Black-uno: several cards of the same number or action (or several Wilds of one kind) at once.
    multi_card_play: bool = False
    #: Stacking: a pending Draw Two may be answered with another Draw Two (black-uno, spectrum).
    stack_draw_two: bool = False
    #: Stacking: a pending Wild Draw Four may be answered with another Wild Draw Four.
    stack_wild_draw_four: bool = False
    #: House rule (RULES.md "House rules", ``draw_to_match``): a plain draw takes cards one at a time
    #: until one can be played or nothing is left to draw. Needs ``play_drawn_card``.
    draw_to_match: bool = False
    #: House rule (RULES.md "House rules", ``force_play``): a playable drawn card must be played
    #: (``pass`` is not legal while it can be). Needs ``play_drawn_card``.
    force_play: bool = False
    #: House rule (RULES.md "House rules", ``zero_rotate``): a Zero that is not the last card makes
    #: every hand pass to the next seat in the direction of play.
    zero_rotate: bool = False
    #: House rule (RULES.md "House rules", ``seven_swap``): a Seven that is not the last card makes
    #: its player swap hands with a seat they choose (``play R7 swap 2``).
    seven_swap: bool = False
    #: House rule (RULES.md "House rules", ``jump_in``): a card identical to the top card may be
    #: played out of turn by another seat; play continues from that seat.
    jump_in: bool = False
    #: House rule (RULES.md "House rules", ``stack_cross``): a Wild Draw Four may be added onto a
    #: pending Draw Two total (never the reverse). Needs both stacking flags.
    stack_cross: bool = False

    # --- Wild Draw Four ----------------------------------------------------------------------
    #: Classic: only allowed when the player holds no card of the active colour (bluffs still legal).
    wild_draw_four_restricted: bool = True
    #: Classic: the next player may challenge a Wild Draw Four (guilty: offender draws 4;
    #: innocent: challenger draws 4 + ``challenge_extra``).
    challenge: bool = True
    #: Extra cards a failed challenger draws beyond the 4 (classic: 6 in all).
    challenge_extra: int = 2
    #: House rule (RULES.md "House rules", ``bluffing``): with the restriction on, a Wild Draw Four
    #: played while holding the colour in force is still legal (a bluff). Off: it is not legal.
    bluffing: bool = True

    # --- UNO ---------------------------------------------------------------------------------
    #: Whether UNO must be declared at one card and can be caught (spectrum: no UNO at all).
    uno: bool = True
    #: Cards a caught player draws (classic 2, black-uno 4).
    uno_penalty: int = 2

    # --- end of round and scoring -----------------------------------------------------------
    #: Going out on a Draw Two / Wild Draw Four: the next player still draws (classic).
    last_card_draw_applies: bool = True
    #: How many finishing places end the round (classic 1; black-uno 3: 1st, 2nd and 3rd place,
    #: or until one player is left).
    places_to_decide: int = 1
    #: ``"winner"`` (round winner scores opponents' cards), ``"lowest"`` (alternative scoring:
    #: each player adds the points they hold; at the target the lowest total wins), or ``"none"``
    #: (black-uno: the result is the finishing order).
    scoring: str = "winner"
    #: The match ends when a total reaches this (500 in every preset).
    target_score: int = 500

    def __post_init__(self) -> None:
        self._check_types()
        choices = {
            "deck": ("classic", "spectrum"),
            "dealer_selection": ("draw", "chosen", "random"),
            "next_round": ("deal_passes_left", "winner_starts"),
            "starter_wild_chooser": ("first_player", "dealer"),
            "scoring": ("winner", "lowest", "none"),
        }
        for name, allowed in choices.items():
            if getattr(self, name) not in allowed:
                raise RulesError(
                    f"rules flag {name}={getattr(self, name)!r} is not allowed; use one of: "
                    + ", ".join(allowed)
                )
        if not 2 <= self.min_players <= self.max_players:
            raise RulesError(
                f"player counts {self.min_players}..{self.max_players} are not allowed; need 2 <= min <= max"
            )
        if self.hand_size < 1:
            raise RulesError(f"hand_size={self.hand_size} is not allowed; it must be at least 1")
        if self.places_to_decide < 1:
            raise RulesError(f"places_to_decide={self.places_to_decide} must be at least 1")
        for name in ("uno_penalty", "challenge_extra"):
            if getattr(self, name) < 0:
                raise RulesError(f"{name}={getattr(self, name)} is not allowed; it must be at least 0")
        if self.target_score < 1:
            raise RulesError(f"target_score={self.target_score} is not allowed; it must be at least 1")
        self._check_colors()
        if _LOADED:  # the presets, built while this module loads, are known to work together
            from unokit.rulebook import check_combination

            check_combination(self)

    def _check_types(self) -> None:
        """Every flag has its field's type, as a record's JSON gives it: ``true``/``false`` for a yes-no
        flag (not 1 or ``"no"``), a whole number for a count (not ``7.5``, ``"7"`` or ``True``), a text
        for a choice. ``colors`` may be given as colours or colour names and ``starter_replaced`` as ranks
        or rank codes, in any sequence: they are kept as a tuple and a frozenset. Raises
        :class:`RulesError` naming the flag, the value and what the flag takes; the same check serves
        ``Rules(...)``, :meth:`replace` and :func:`find_preset` (a flag of the wrong type was taken
        as it came, so ``Rules(seven_swap="no")`` turned Seven-O on)."""
        for name, kind in _FLAG_TYPES.items():
            value = getattr(self, name)
            if kind is tuple or kind is frozenset:
                if isinstance(value, (str, bytes, Mapping)) or not hasattr(value, "__iter__"):
                    raise _wrong_type(name, value)
                member = Color if kind is tuple else Rank
                try:
                    converted = kind(item if isinstance(item, member) else member(item) for item in value)
                except (TypeError, ValueError):
                    raise _wrong_type(name, value) from None
                if converted.__class__ is not value.__class__ or converted != value:
                    object.__setattr__(self, name, converted)
            elif value.__class__ is not kind:  # bool is not int here, nor int bool
                raise _wrong_type(name, value)

    def _check_colors(self) -> None:
        """``colors``: distinct colours of play (they have a notation letter), covering every colour
        of the deck (else a card's colour could never be named or matched)."""
        if len(set(self.colors)) != len(self.colors):
            raise RulesError(f"colors={flag_to_json(self.colors)} lists a colour twice; list each once")
        odd = [color.word for color in self.colors if color.letter is None]
        if odd:
            raise RulesError(
                f"colors: {', '.join(odd)} cannot be a colour of play; colours of play are: "
                + " ".join(color.word for color in SPECTRUM_COLORS)
            )
        needed = CLASSIC_COLORS if self.deck == "classic" else SPECTRUM_COLORS
        missing = [color.word for color in needed if color not in self.colors]
        if missing:
            raise RulesError(
                f"colors={flag_to_json(self.colors)} leaves out {' '.join(missing)}, a colour of the "
                f"{self.deck} deck; list every colour of the deck"
            )

    def replace(self, **overrides: Any) -> Rules:
        """A copy with some flags changed. Raises :class:`RulesError` for an unknown flag or value."""
        return _with_overrides(self, overrides)

    def to_json(self) -> str | dict[str, Any]:
        """The record form (contract 3): the preset name, or ``{"preset": name, flag: value, ...}``
        listing the flags that differ from the preset."""
        base = PRESETS.get(self.name)
        if base is None:
            raise RulesError(f"rules named {self.name!r} are not a preset; presets are: {preset_names()}")
        changed = {
            f.name: flag_to_json(getattr(self, f.name))
            for f in fields(self)
            if f.name != "name" and getattr(self, f.name) != getattr(base, f.name)
        }
        return {"preset": self.name, **changed} if changed else self.name

    @classmethod
    def from_json(cls, value: str | Mapping[str, Any]) -> Rules:
        """Read the record form written by :meth:`to_json`. Raises :class:`RulesError`."""
        if isinstance(value, str):
            return find_preset(value)
        if not isinstance(value, Mapping) or "preset" not in value:
            raise RulesError('rules must be a preset name or {"preset": NAME, flag: value, ...}')
        overrides = {k: v for k, v in value.items() if k != "preset"}
        return find_preset(value["preset"], **overrides)


def flag_to_json(value: Any) -> Any:
    """A flag's value as a game record's ``rules`` object holds it (DESIGN.md contract 3): a tuple
    of colours as a list of colour names in order, a set of ranks as a sorted list of rank codes,
    anything else (bool, int, str) as it is."""
    if isinstance(value, (tuple, list)):  # a list: a value being refused, said as given
        return [getattr(c, "value", c) for c in value]
    if isinstance(value, (frozenset, set)):
        return sorted(getattr(r, "value", r) for r in value)
    return value


def _as_json(value: Any) -> str:
    """A flag's value as a record writes it (``true``, ``7``, ``"draw"``), for messages."""
    import json

    try:
        return json.dumps(flag_to_json(value))
    except (TypeError, ValueError):
        return repr(value)


def _expected(default: Any) -> str:
    """What a flag whose preset value is ``default`` accepts, in words, for messages."""
    if isinstance(default, bool):
        return "true or false"
    if isinstance(default, int):
        return f"a whole number such as {default}"
    if isinstance(default, str):
        return f"a text such as {_as_json(default)}"
    return f"a list such as {_as_json(default)}"


def _wrong_type(name: str, value: Any) -> RulesError:
    """The error for flag ``name`` given ``value`` of the wrong type, saying what the flag takes (with its
    catalogue message, ``record-problem-flag-type``: a record's rules are where a person meets it)."""
    from unokit.phrases import Reason

    default = _DEFAULTS[name]
    expected = _expected(default)
    kind = "bool" if isinstance(default, bool) else "number" if isinstance(default, int) else (
        "text" if isinstance(default, str) else "list")
    example = "" if kind == "bool" else str(default) if kind == "number" else _as_json(default)
    return RulesError(Reason("record-problem-flag-type",
                             f"rules flag {name}={_as_json(value)} has the wrong type; expected {expected}",
                             flag=f"{name}={_as_json(value)}",
                             expected=Reason(f"record-problem-expect-{kind}", expected, example=example)))


def _with_overrides(rules: Rules, overrides: Mapping[str, Any]) -> Rules:
    from unokit.phrases import Reason

    for name in overrides:
        if name not in _FLAG_TYPES or name == "name":
            flags = ", ".join(n for n in _FLAG_TYPES if n != "name")
            raise RulesError(Reason("record-problem-unknown-flag", f"unknown rules flag {name!r}; flags are: {flags}",
                                    flag=repr(name), flags=flags))
    return dataclasses.replace(rules, **overrides)


#: Each field's type (a flag's value must be exactly this; ``colors`` and ``starter_replaced`` are converted)
_FLAG_TYPES: dict[str, type] = {f.name: type(f.default) for f in fields(Rules)}
#: Each field's default (classic's value), for the wrong-type message
_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Rules)}

#: The presets of RULES.md, by name.
PRESETS: dict[str, Rules] = {
    "classic": Rules(),
    "black-uno": Rules(
        name="black-uno",
        dealer_selection="chosen",
        starter_replaced=frozenset({Rank.REVERSE}),
        starter_wild_chooser="dealer",
        wild_draw_four_restricted=False,
        challenge=False,
        multi_card_play=True,
        stack_draw_two=True,
        stack_wild_draw_four=True,
        uno_penalty=4,
        places_to_decide=3,
        scoring="none",
    ),
    "spectrum": Rules(
        name="spectrum",
        deck="spectrum",
        colors=SPECTRUM_COLORS,
        max_players=4,
        hand_size=5,
        dealer_selection="random",
        next_round="winner_starts",
        starter_replaced=frozenset(),
        starter_until_number=True,
        play_drawn_card=False,
        neighbor_colors=True,
        stack_draw_two=True,
        stack_wild_draw_four=True,
        wild_draw_four_restricted=False,
        challenge=False,
        uno=False,
    ),
    # RULES.md "House rules", preset party: classic with the popular house rules on
    "party": Rules(
        name="party",
        stack_draw_two=True,
        stack_wild_draw_four=True,
        stack_cross=True,
        challenge=False,
        seven_swap=True,
        zero_rotate=True,
        jump_in=True,
        draw_to_match=True,
    ),
}
_ALIASES = {
    "standard": "classic",
    "uno": "classic",
    "coloradd": "classic",
    "black": "black-uno",
    "blackuno": "black-uno",
    "black_uno": "black-uno",
    "eight-colour": "spectrum",
    "eight-color": "spectrum",
}


#: Set once the presets exist; from then on every Rules value is checked against the rulebook's
#: refused combinations (RULES.md "House rules").
_LOADED = True


def _field_comments() -> dict[str, str]:
    """The ``#:`` comment above each field of :class:`Rules` (its documentation), joined into one line."""
    import inspect

    try:
        lines = inspect.getsource(Rules).splitlines()
    except (OSError, TypeError):  # pragma: no cover - no source shipped
        return {}
    texts: dict[str, str] = {}
    comment: list[str] = []
    after_field = False  # a field right below another shares its comment (min_players, max_players)
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("#:"):
            if after_field:
                comment, after_field = [], False
            comment.append(stripped[2:].strip())
        elif comment and ":" in stripped and not stripped.startswith("#"):
            texts[stripped.split(":", 1)[0].strip()] = " ".join(comment).replace("``", "")
            after_field = True
        else:
            comment, after_field = [], False
    return texts


def flag_descriptions() -> dict[str, str]:
    """``{flag: one-line description}`` for every flag of :class:`Rules`, in field order: a house rule's
    or stacking flag's from its rule's own text (:func:`unokit.rulebook.flag_texts`), every other flag's
    from its documentation in this module."""
    from unokit.rulebook import flag_texts

    rules_text = flag_texts()
    comments = _field_comments()
    return {f.name: rules_text.get(f.name) or comments.get(f.name, "") for f in fields(Rules) if f.name != "name"}


def read_flag_value(text: str) -> Any:
    """A flag value written on a command line (``--rule NAME=VALUE``) as the JSON value a record
    would hold: ``true`` / ``false`` (also ``on`` / ``off``, ``yes`` / ``no``), a whole number, a JSON
    list such as ``["R", "S"]``, else the text itself."""
    import json

    word = text.strip()
    lowered = word.lower()
    if lowered in ("true", "on", "yes"):
        return True
    if lowered in ("false", "off", "no"):
        return False
    try:
        return json.loads(word)
    except ValueError:
        return word


#: The everyday names of the house rules (the README's and the New game form's words), accepted by
#: ``--rule`` beside the flag names: ``{word: (flag, ...)}``, each word written in lower case with ``_``
#: between its parts (:func:`rule_overrides` reads ``Seven-O``, ``seven o`` and ``seven_o`` alike). A word
#: sets every flag it names to the value given; ``no_bluffing`` sets ``bluffing`` to the opposite value
#: (RULES.md "House rules": "Off = no bluffing"). Flag names themselves need no entry.
RULE_WORDS: dict[str, tuple[str, ...]] = {
    "stacking": ("stack_draw_two", "stack_wild_draw_four"),
    "stacking_draw_twos": ("stack_draw_two",),  # the New game form's names of the two stacking boxes
    "stacking_wild_draw_fours": ("stack_wild_draw_four",),
    "cross_stacking": ("stack_cross",),
    "seven_o": ("seven_swap",),
    "zero_rotation": ("zero_rotate",),
    "no_bluffing": ("bluffing",),
}
#: The words of :data:`RULE_WORDS` whose value is turned over before it is given to the flag.
_NEGATED_WORDS = frozenset({"no_bluffing"})


def _word_key(name: str) -> str:
    """``name`` in lower case with every run of spaces, hyphens and underscores made one ``_``."""
    import re

    return re.sub(r"[\s_-]+", "_", name.strip().lower()).strip("_")


def rule_overrides(name: str, value: Any) -> dict[str, Any]:
    """The flag overrides that one ``--rule NAME=VALUE`` stands for: ``{flag: value}``.

    ``name`` is a flag of :class:`Rules` (``seven_swap``) or a word of :data:`RULE_WORDS` (``stacking``,
    ``Seven-O``, ``zero rotation``, ``jump-in``, ``draw to match``, ``force play``, ``no bluffing``), in
    any case, with spaces, hyphens or underscores between its parts. ``value`` is what
    :func:`read_flag_value` read (a word that stands for a flag it turns over, ``no_bluffing``, needs
    ``true`` or ``false``). The values are not checked here: :func:`find_preset` checks them with the
    preset as a record's rules are checked.

    >>> rule_overrides("stacking", True)
    {'stack_draw_two': True, 'stack_wild_draw_four': True}
    >>> rule_overrides("No bluffing", True)
    {'bluffing': False}

    Raises :class:`~unokit.errors.RulesError` naming ``name`` and listing the flags and the words.
    """
    key = _word_key(name) if isinstance(name, str) else ""
    if key in _FLAG_TYPES and key != "name":
        return {key: value}
    flags = RULE_WORDS.get(key)
    if flags is None:
        raise RulesError(
            f"unknown rules flag {name!r}; flags are: " + ", ".join(n for n in _FLAG_TYPES if n != "name")
            + "; house rules also go by: " + ", ".join(w.replace("_", "-") for w in RULE_WORDS))
    if key in _NEGATED_WORDS:
        if not isinstance(value, bool):
            raise RulesError(f"rules flag {name}={_as_json(value)} has the wrong type; expected true or false")
        value = not value
    return {flag: value for flag in flags}


def preset_names() -> list[str]:
    """The preset names, in the order RULES.md gives them."""
    return list(PRESETS)


def players_allowed(rules: Rules, count: int) -> bool:
    """True if ``rules`` (a :class:`Rules`) is played by ``count`` players: from its
    ``min_players`` to its ``max_players`` (RULES.md "Players": classic 2 to 10, spectrum 2 to 4). Each
    caller words its own refusal (a record's field, a command-line option, a form's field). Here, in the
    engine, so that checking a count needs no bot list (:mod:`unokit.choices` lists it with the choices)."""
    return bool(rules.min_players <= count <= rules.max_players)


def find_preset(name: str | Rules, /, **overrides: Any) -> Rules:
    """Look a preset up by name or alias (case-insensitive), optionally with flag overrides; a
    :class:`Rules` is returned as it is (with the overrides applied).

    Raises :class:`~unokit.errors.RulesError` naming the unknown preset or flag and what is allowed.
    """
    if isinstance(name, Rules):
        return _with_overrides(name, overrides) if overrides else name
    if not isinstance(name, str):
        raise RulesError(f"a preset name must be a string, not {name!r}; presets are: {', '.join(PRESETS)}")
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    rules = PRESETS.get(key)
    if rules is None:
        from unokit.phrases import Reason

        presets = ", ".join(PRESETS)
        raise RulesError(Reason("record-problem-unknown-preset", f"unknown preset {name!r}; presets are: {presets}",
                                preset=repr(name), presets=presets))
    return _with_overrides(rules, overrides) if overrides else rules


