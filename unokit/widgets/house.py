"""House rules at the table (RULES.md "House rules", issue 13 item 3): pure functions, no widgets.

- :func:`house_rule_flags` and :func:`house_rule_name`: the flags a person can switch on or off when a
  game is set up, each named and described by the engine's own rule text
  (:func:`unokit.rulebook.flag_texts`), so the dashboard's checkboxes, ``unokit rules`` and the
  braille rules say the same thing;
- :func:`rules_in_force_html`: the line under the table's heading that says which house rules are
  played ("House rules in force: Seven-O, zero rotate, jump-in ...");
- :func:`jump_in_label`: the words of a person's out-of-turn action ("Jump in with Red 5");
- :func:`jump_in_offer_label` and :func:`jump_in_offer_text`: in hot seat, another person at the screen
  who may jump in ("Ben can jump in with Red 5: hand Ben the screen.");
- :func:`hand_change_text`: what a Seven-O swap or a zero rotation did to the viewer's hand, said once
  in the table's announcement ("You now hold 4 cards.").

Seats are 0-based; direction 1 is clockwise, which passes cards to the left (RULES.md "Conventions":
dealing starts at the dealer's left and goes clockwise).
"""

from __future__ import annotations

import html
from functools import lru_cache
from typing import Any

from unokit.cards import Rank
from unokit.moves import Move, MoveKind
from unokit.phrases import rule_name
from unokit.rules import Rules, find_preset

__all__ = ["house_rule_flags", "house_rule_name", "house_rule_label", "house_rules_on", "rules_in_force_html", "jump_in_label",
           "jump_in_offer_label", "jump_in_offer_text", "hand_change_text", "conflict_words", "rule_box_texts",
           "rule_short_name", "conflict_sentence"]

#: The plain rules' boxes under the house rules (:data:`unokit.phrases.RELATED_RULE_NAMES`).
_RELATED_MESSAGES = {"challenge": "dash-rule-challenge", "wild_draw_four_restricted": "dash-rule-restricted",
                     "play_drawn_card": "dash-rule-play-drawn"}


@lru_cache(maxsize=1)
def house_rule_flags() -> dict[str, str]:
    """``{flag: one-line description}`` of every house rule (RULES.md "House rules": the stacking flags,
    ``stack_cross``, ``bluffing``, ``seven_swap``, ``zero_rotate``, ``jump_in``, ``draw_to_match``,
    ``force_play``), in the order RULES.md lists them, each description from the rule's own text
    (:func:`unokit.rulebook.flag_texts`, as ``unokit rules`` prints it)."""
    from dataclasses import fields

    from unokit.rulebook import flag_texts

    texts = flag_texts()
    order = ("stack_draw_two", "stack_wild_draw_four", "stack_cross", "bluffing", "seven_swap", "zero_rotate",
             "jump_in", "draw_to_match", "force_play")
    known = {f.name for f in fields(Rules)}
    flags = [flag for flag in order if flag in texts and flag in known]
    flags += sorted(flag for flag in texts if flag not in flags and flag in known)  # a rule added later
    return {flag: texts[flag] for flag in flags}


def house_rule_name(flag: str) -> str:
    """The short name of a house-rule flag, from its rule's text: ``"seven_swap"`` -> ``"Seven-O"``,
    ``"jump_in"`` -> ``"Jump-in"`` (the words before the colon), the stacking flags by the card they
    stack (:func:`unokit.phrases.rule_name`, which the Explore panel's labels use too). Raises
    ``KeyError`` for a flag that is not a house rule."""
    house_rule_flags()[flag]  # a flag that is not a house rule: KeyError
    return rule_name(flag)


def related_rule_texts(preset: Rules | str) -> dict[str, str]:
    """The labels of the plain rules a house rule depends on or is refused with (``challenge``,
    ``wild_draw_four_restricted``, ``play_drawn_card``; RULES.md "House rules") in words, with ``preset``'s
    numbers (RULES.md "Wild Draw Four": a failed challenger draws 4 + 2 in classic): no field names."""
    rules = _rules(preset)
    return {
        "challenge": ("Challenge: the next player may challenge a Wild Draw Four (if it was a bluff its "
                      f"player draws 4; if not, the challenger draws {4 + rules.challenge_extra})."),
        "wild_draw_four_restricted": ("Wild Draw Four restriction: a Wild Draw Four is allowed only when its "
                                      "player holds no card of the active colour (bluffs are still legal)."),
        "play_drawn_card": ("Play the drawn card: after drawing, a playable drawn card may be played at once; "
                            "unticked, drawing ends the turn."),
    }


def rule_box_labels(preset: Rules | str = "classic") -> dict[str, str]:
    """``{flag: label}`` of every rule checkbox, in the order shown: the house rules
    (:func:`house_rule_flags`), then the plain rules they depend on (:func:`related_rule_texts`, with
    ``preset``'s numbers). The one order and the one text of the New game form and the house-rule
    explorer (ux-audit-2 N12)."""
    return {**house_rule_flags(), **related_rule_texts(preset)}


def house_rule_label(flag: str) -> str:
    """How the table names a house rule in force: :func:`house_rule_name`, or "No bluffing" for
    ``bluffing`` (in force when it is off)."""
    return "No bluffing" if flag == "bluffing" else house_rule_name(flag)


def house_rules_on(rules: Rules | str) -> list[str]:
    """The house-rule flags of ``rules`` that differ from plain play, in :func:`house_rule_flags` order:
    every one switched on, and ``bluffing`` when it is off (it is on by default: "no bluffing")."""
    rules = _rules(rules)
    on = []
    for flag in house_rule_flags():
        value = getattr(rules, flag)
        if (flag == "bluffing" and not value and rules.wild_draw_four_restricted) or (flag != "bluffing" and value):
            on.append(flag)
    return on


def rules_in_force_html(rules: Rules | str) -> str:
    """One paragraph naming the house rules ``rules`` plays by ("House rules in force: Seven-O,
    Zero rotate, Jump-in."), or saying there are none; each name carries its one-line description as
    text for assistive technology and on hover (``title``). Escaped HTML."""
    flags = house_rules_on(rules)
    if not flags:
        return '<p class="unokit-rules-in-force" data-flags="">House rules in force: none.</p>'
    texts = house_rule_flags()
    items = []
    for flag in flags:
        name = house_rule_label(flag)
        items.append(f'<span class="unokit-house-rule" title="{html.escape(texts[flag])}">{html.escape(name)}</span>')
    return (f'<p class="unokit-rules-in-force" data-flags="{" ".join(flags)}">House rules in force: '
            + ", ".join(items) + ".</p>")


def jump_in_label(move: Move, names: list[str] | tuple[str, ...], lang: str = "en") -> str:
    """The words of a jump-in action button: ``"Jump in with Red 5"``, ``"Jump in with Red 7 and swap
    hands with Ben"`` (``seven_swap``), ``"... and say UNO"`` (the play leaves one card); in ``lang``
    (DESIGN.md contract 7; default English)."""
    from unokit.i18n import card_name, message

    card = card_name(move.cards[-1], lang)
    target = "" if move.target is None else names[move.target]
    variant = ("swap-" if target else "") + ("uno" if move.uno else "plain")
    return message(f"table-jump-in-{variant}", lang, card=card, name=target)


def jump_in_offer_label(seat: int, names: list[str] | tuple[str, ...], top: Any, lang: str = "en") -> str:
    """The words of the hot-seat button that offers the person at ``seat`` the screen to jump in on the
    top card ``top`` (a :class:`~unokit.cards.Card`): ``"Ben: jump in with Red 5 (take the screen)"``.
    The card is the top card's twin, which everyone sees, so the words show no more of Ben's hand than
    that he holds it (RULES.md "House rules", ``jump_in``: only a seat holding it may jump in)."""
    from unokit.i18n import card_name, message

    return message("table-jump-in-offer-label", lang, name=names[seat], card=card_name(top, lang))


def jump_in_offer_text(seats: list[int], names: list[str] | tuple[str, ...], top: Any, lang: str = "en") -> str:
    """One sentence saying which other people at the screen may jump in on ``top``: "Ben can jump in
    with Red 5: hand Ben the screen." or "Ben and Cy can jump in with Red 5: hand the screen to the
    one who does."; in ``lang`` (default English). Raises ``ValueError`` for no seats (there is nothing
    to say)."""
    from unokit.i18n import card_name, join_list, message

    if not seats:
        raise ValueError("jump_in_offer_text needs at least one seat that may jump in; got none")
    who = [names[s] for s in seats]
    card = card_name(top, lang)
    if len(who) == 1:
        return message("table-jump-in-offer-one", lang, name=who[0], card=card)
    listed = ", ".join(who[:-1]) + f" and {who[-1]}" if lang == "en" else join_list(who, lang)
    return message("table-jump-in-offer-many", lang, names=listed, card=card)


def _card_count(count: int, lang: str = "en") -> str:
    from unokit.i18n import message

    return message("cards-count", lang, count=count)


def hand_change_text(move: Move, before: Any, after: Any, viewer: int | None, *, by_name: bool = False,
                     lang: str = "en") -> str:
    """What ``move`` (just made: ``before`` and ``after`` are the positions around it) did to the hand
    of ``viewer``, in one sentence, or "" when it changed no hand by swapping or rotating or there is
    no viewer (teaching mode):

    - a zero rotation (``zero_rotate``): "You now hold 4 cards." (the narration, "Every hand passes to
      the next player clockwise.", says which way);
    - a Seven-O swap (``seven_swap``) the viewer is part of, with both counts (said in place of the
      engine's sentence, :meth:`TableSession.told`): "You swap hands with Cy: you now hold 4 cards, Cy 2
      cards." or "Ben swaps hands with you: you now hold 2 cards, Ben 4 cards."

    ``by_name``: several people share the screen (hot seat), where "you" could be any of them: the viewer
    is named instead ("Cy swaps hands with Ana: Ana now holds 6 cards, Cy 7 cards.", "Ana now holds 4
    cards.").

    A play that went out (the last card) swaps and rotates nothing (RULES.md "House rules"). ``lang``: the
    language of the sentence (DESIGN.md contract 7; default English).
    """
    from unokit.i18n import message
    if viewer is None or move.kind is not MoveKind.PLAY or after.n_players <= viewer:
        return ""
    if not len(after.hand(move.seat)):
        return ""  # the last card: an ordinary play
    held = _card_count(len(after.hand(viewer)), lang)
    rules = before.rules
    if move.target is not None and rules.seven_swap:
        names = after.players
        other = move.target if viewer == move.seat else move.seat
        theirs = f"{names[other]} {_card_count(len(after.hand(other)), lang)}"
        if viewer not in (move.seat, move.target):
            return ""
        if by_name:
            return message("table-swap-named", lang, name=names[move.seat], target=names[move.target],
                           viewer=names[viewer], held=held, theirs=theirs)
        if viewer == move.seat:
            return message("table-swap-you", lang, target=names[move.target], held=held, theirs=theirs)
        return message("table-swap-with-you", lang, name=names[move.seat], held=held, theirs=theirs)
    if rules.zero_rotate and move.cards[-1].rank is Rank.ZERO:
        # the narration says which way the hands passed
        return (message("table-now-holds", lang, name=after.players[viewer], held=held) if by_name
                else message("table-you-now-hold", lang, held=held))
    return ""


def conflict_words(preset: Rules | str, values: dict[str, bool], names: dict[str, str]) -> tuple[str, list[str]]:
    """House-rule checkboxes that cannot be played together, said with the boxes' own names: ``("", [])``
    when ``preset`` with ``values`` (``{flag: ticked}``) can be played, else the sentence and the flags of
    the boxes whose change would mend it.

    The engine decides (:func:`unokit.rules.find_preset` raises :class:`~unokit.errors.RulesError`,
    RULES.md "House rules"); the boxes that mend it are found by trying each change, one box at a time
    (two when no single one does). The sentence names them by ``names`` (``{flag: "Challenge"}``), never
    by flag, and gives the engine's reason without its flag names when it has one: "“Stacking Wild Draw
    Fours” (ticked) and “Challenge” (ticked) do not go together: a stacked Wild Draw Four cannot be
    challenged. Untick “Stacking Wild Draw Fours” or untick “Challenge”."
    """
    from itertools import combinations

    from unokit.errors import RulesError

    base = _rules(preset)

    def refusal(chosen: dict[str, bool]) -> str | None:
        changed = {flag: value for flag, value in chosen.items() if value != bool(getattr(base, flag))}
        try:
            find_preset(base, **changed)
        except RulesError as error:
            return str(error)
        return None

    reason = refusal(values)
    if reason is None:
        return "", []
    mending: list[str] = []
    for size in (1, 2):
        for flags in combinations(values, size):
            if refusal({**values, **{flag: not values[flag] for flag in flags}}) is None:
                mending.extend(flag for flag in flags if flag not in mending)
        if mending:
            break
    quoted = [f"“{names.get(flag, flag)}”" for flag in mending]
    states = [f"{name} ({'ticked' if values[flag] else 'unticked'})" for flag, name in zip(mending, quoted, strict=True)]
    if len(states) > 1:
        involved = f"{', '.join(states[:-1])} and {states[-1]} do not go together"
    elif states:
        involved = f"{states[0]} does not go with the other boxes"
    else:
        involved = "The boxes as they stand do not go together"
    why = ""
    _, _, rest = reason.partition(": ")
    because = rest.split(";", 1)[0].strip()
    if rest and because and "_" not in because:
        why = f": {because}"
    fixes = " or ".join(f"{'untick' if values[flag] else 'tick'} {name}" for flag, name in zip(mending, quoted, strict=True))
    text = f"House rules: {involved}{why}." if mending else f"{involved}{why}."
    if fixes:
        text += f" {fixes[:1].upper()}{fixes[1:]}."
    return text, mending


def rule_box_texts(flags: list[str], challenge_extra: int, lang: str) -> dict[str, str]:
    """``{flag: label}`` of the house rules' checkboxes in ``lang``: a house rule by its rule's own text
    (the ``rule-*`` messages, as ``unokit rules`` prints it), a plain rule it depends on by its ``dash-rule-*``
    message (``challenge_extra``: the preset's extra cards for a failed challenge, RULES.md "Wild Draw Four")."""
    from unokit.i18n import message

    texts = {}
    for flag in flags:
        if flag in _RELATED_MESSAGES:
            texts[flag] = message(_RELATED_MESSAGES[flag], lang, draws=str(4 + challenge_extra))
        else:
            texts[flag] = message("rule-" + flag.replace("_", "-"), lang)
    return texts


def rule_short_name(flag: str, lang: str, *, in_force: bool = False) -> str:
    """The short name of a rule's box in ``lang`` (``dash-rule-name-*``; English: :func:`unokit.phrases.rule_name`,
    "Seven-O", "Stacking Draw Twos"); ``in_force``: as the table names a house rule played ("No bluffing"
    for ``bluffing``, :func:`house_rule_label`). Raises ``KeyError`` for a flag with no box."""
    from unokit.i18n import message

    key = "no-bluffing" if in_force and flag == "bluffing" else flag.replace("_", "-")
    return message(f"dash-rule-name-{key}", lang)


def conflict_sentence(english: str, mending: list[str], values: dict[str, bool], names: dict[str, str],
                      lang: str) -> str:
    """Why the house-rule boxes cannot be played together, in ``lang``: ``english`` itself in English
    (:func:`unokit.widgets.house.conflict_words`, with the engine's reason), else the boxes that would mend it
    (``mending``), each with its state (``values``) and its name (``names``), and what to tick or untick
    (the engine's reason is English only, so it is left out). "" when ``english`` is "" (no conflict)."""
    from unokit.i18n import join_list, message

    if not english or lang == "en":
        return english
    boxes = [message("dash-box-ticked" if values[flag] else "dash-box-unticked", lang, box=names[flag])
             for flag in mending]
    if len(boxes) > 1:
        text = message("dash-conflict-many", lang, boxes=join_list(boxes, lang))
    elif boxes:
        text = message("dash-conflict-one", lang, box=boxes[0])
    else:
        text = message("dash-conflict-none", lang)
    fixes = [message("dash-conflict-untick" if values[flag] else "dash-conflict-tick", lang, box=names[flag])
             for flag in mending]
    if fixes:
        joined = join_list(fixes, lang, style="or")
        text += f" {joined[:1].upper()}{joined[1:]}."
    return text


def _rules(preset: Rules | str) -> Rules:
    """``preset`` itself if it is a :class:`Rules`, else the preset it names (:func:`find_preset`)."""
    return preset if isinstance(preset, Rules) else find_preset(preset)
