"""unokit's own plain-words summary of a variant's rules, built from its :class:`~unokit.rules.Rules`.

Used for the braille rules file (``unokit brf --rules PRESET``, :mod:`unokit.brf`) and available to
the table's help. The text is written from the flags, so a preset with house-rule overrides gets the
rules it really plays by; each sentence follows the RULES.md section named in the section titles
(presets ``classic``, ``black-uno`` and ``spectrum``), in unokit's own words.

Short sentences, so that it reads well aloud and contracts cleanly into braille; every sentence is a
message of the catalogues (:mod:`unokit.i18n`, ``rules-*``), so ``lang=`` gives it in Portuguese or Spanish.
The English is plain ASCII.

>>> sections = rules_summary("classic")
>>> [section.title for section in sections][:3]
['The cards', 'Players and the deal', 'The starter card']
"""

from __future__ import annotations

from dataclasses import dataclass

from unokit.cards import Rank
from unokit.i18n import color_name, join_list, message, rank_gender, rank_name, resolve_language
from unokit.rules import Rules, find_preset

__all__ = ["RulesSection", "rules_summary", "rules_title", "rules_text"]


@dataclass(frozen=True)
class RulesSection:
    """One section of the summary: a ``title`` and its ``paragraphs`` (each one or a few sentences)."""

    title: str
    paragraphs: tuple[str, ...]


_TITLES = {"classic": "rules-title-classic", "black-uno": "rules-title-black-uno",
           "spectrum": "rules-title-spectrum", "party": "rules-title-party"}


def rules_title(rules: Rules | str, lang: str | None = "en") -> str:
    """The summary's title: ``"Classic rules"``, ``"Black UNO house rules"``, ``"Spectrum rules"``,
    ``"Party rules"`` (in ``lang``: ``"Regras clássicas"``); another name as written, first letter
    capitalised, as a heading is. Raises :class:`~unokit.errors.LanguageError` for an unknown ``lang``."""
    rules = find_preset(rules)
    if rules.name in _TITLES:
        return message(_TITLES[rules.name], lang)
    return message("rules-title-other", lang, name=f"{rules.name[:1].upper()}{rules.name[1:]}")


#: The house rules the summary lists, in this order, each in its rule's own words (unokit.rulebook)
HOUSE_RULE_FLAGS = ("stack_cross", "seven_swap", "zero_rotate", "jump_in", "draw_to_match", "force_play")


def rules_summary(rules: Rules | str, lang: str | None = "en") -> tuple[RulesSection, ...]:
    """The rules of ``rules`` (a :class:`Rules` value or a preset name) as titled sections:
    the cards, players and the deal, the starter card, a turn, the action cards, the Wild Draw Four,
    UNO (when the rules have it), the end of a round, and scoring; in ``lang`` (DESIGN.md contract 7,
    the catalogues of :mod:`unokit.i18n`; ``"en"`` by default).

    Raises :class:`~unokit.errors.RulesError` for an unknown preset name and
    :class:`~unokit.errors.LanguageError` for an unknown language.
    """
    rules = find_preset(rules)
    lang = resolve_language(lang)

    def say(msg_id: str, **args: object) -> str:
        return message(msg_id, lang, **args)

    # colours inside sentences, as nouns ("o vermelho": masculine in Portuguese and Spanish)
    colors = [color_name(color, lang, gender="masculine", lower=True) for color in rules.colors]
    color_list = join_list(colors, lang)
    sections: list[RulesSection] = []

    # --- the cards (RULES.md, each preset's "Deck")
    deck = say("rules-deck-classic" if rules.deck == "classic" else "rules-deck-spectrum", colors=color_list)
    sections.append(RulesSection(say("rules-section-cards"), (deck,)))

    # --- players and the deal (RULES.md "Conventions" and each preset)
    deal = [say("rules-deal", min=rules.min_players, max=rules.max_players, size=rules.hand_size)]
    if rules.dealer_selection == "draw":
        deal.append(say("rules-dealer-draw"))
    elif rules.dealer_selection == "chosen":
        deal.append(say("rules-dealer-chosen"))
    else:
        deal.append(say("rules-dealer-random"))
    if rules.scoring == "none":
        pass  # one round decides the places: there is no next round to deal
    elif rules.next_round == "deal_passes_left":
        deal.append(say("rules-next-round-deal-passes-left"))
    else:
        deal.append(say("rules-next-round-winner-starts"))
    sections.append(RulesSection(say("rules-section-deal"), tuple(deal)))

    # --- the starter card
    starter: list[str] = []
    if rules.starter_until_number:
        starter.append(say("rules-starter-until-number"))
    else:
        starter.append(say("rules-starter-acts"))
        replaced = sorted(rules.starter_replaced | ({Rank.WILD} if rules.wild_starter_replaced else set()),
                          key=lambda rank: list(Rank).index(rank))
        if replaced:
            names = join_list([say("rules-a-card", rank=rank_name(rank, lang), gender=rank_gender(rank, lang)) for rank in replaced], lang, "or")
            starter.append(say("rules-starter-replaced", cards=names))
        effects = []
        if Rank.SKIP not in replaced:
            effects.append(say("rules-starter-skip"))
        if Rank.REVERSE not in replaced:
            effects.append(say("rules-starter-reverse"))
        if Rank.DRAW_TWO not in replaced:
            effects.append(say("rules-starter-draw-two"))
        if Rank.WILD_DRAW_FOUR not in replaced:
            effects.append(say("rules-starter-wild-draw-four"))
        if Rank.WILD not in replaced:
            if rules.starter_wild_chooser == "dealer":
                effects.append(say("rules-starter-wild-dealer"))
            else:
                effects.append(say("rules-starter-wild-first-player"))
        starter.append(" ".join(effects))
    sections.append(RulesSection(say("rules-section-starter"), tuple(starter)))

    # --- a turn
    turn = [say("rules-turn")]
    if rules.neighbor_colors:
        turn.append(say("rules-turn-neighbours", cycle=", ".join(colors), first=colors[0],
                        middle=colors[4 % len(colors)], before=colors[3 % len(colors)],
                        after=colors[5 % len(colors)]))
    if rules.play_drawn_card:
        turn.append(say("rules-turn-draw-may-play"))
    else:
        turn.append(say("rules-turn-draw-ends"))
    if rules.multi_card_play:
        turn.append(say("rules-turn-multi"))
    turn.append(say("rules-turn-reshuffle"))
    sections.append(RulesSection(say("rules-section-turn"), tuple(turn)))

    # --- the action cards
    actions = [say("rules-actions-skip-reverse")
               + (" " + say("rules-actions-two-players") if rules.two_player_reverse_skips else "")]
    if rules.stack_draw_two:
        actions.append(say("rules-actions-draw-two-stacking"))
    else:
        actions.append(say("rules-actions-draw-two"))
    actions.append(say("rules-actions-wild", colors=color_list))
    if rules.multi_card_play:
        actions.append(say("rules-actions-multi"))
    sections.append(RulesSection(say("rules-section-actions"), tuple(a.strip() for a in actions)))

    # --- Wild Draw Four
    w4 = [say("rules-w4")]
    if rules.wild_draw_four_restricted:
        w4.append(say("rules-w4-restricted"))
    else:
        w4.append(say("rules-w4-any-time"))
    if rules.challenge:
        w4.append(say("rules-w4-challenge", count=4 + rules.challenge_extra))
    if rules.stack_wild_draw_four:
        w4.append(say("rules-w4-stacking"))
    if rules.stack_draw_two or rules.stack_wild_draw_four:
        w4.append(say("rules-w4-same-kind"))
    sections.append(RulesSection(say("rules-section-w4"), tuple(w4)))

    # --- UNO
    if rules.uno:
        catch = "rules-uno-catch-places" if rules.places_to_decide > 1 else "rules-uno-catch"
        uno = [say("rules-uno-call"), say(catch, count=rules.uno_penalty), say("rules-uno-again")]
        sections.append(RulesSection(say("rules-section-uno"), tuple(uno)))
    else:
        sections.append(RulesSection(say("rules-section-uno"), (say("rules-uno-none"),)))

    # --- the end of a round
    end: list[str] = []
    if rules.places_to_decide > 1:
        end.append(say("rules-end-places", count=rules.places_to_decide))
    else:
        end.append(say("rules-end-first-out"))
    if rules.last_card_draw_applies:
        end.append(say("rules-end-last-card-draws"))
    end.append(say("rules-end-blocked"))
    sections.append(RulesSection(say("rules-section-end"), tuple(end)))

    # --- scoring
    values = say("rules-scoring-values")
    if rules.scoring == "winner":
        scoring = (say("rules-scoring-winner", values=values, target=rules.target_score),)
    elif rules.scoring == "lowest":
        scoring = (say("rules-scoring-lowest", values=values, target=rules.target_score),)
    else:
        scoring = (say("rules-scoring-none"),)
    sections.append(RulesSection(say("rules-section-scoring"), scoring))

    # --- house rules (RULES.md "House rules"), each in its rule's own words (unokit.rulebook; the
    # catalogue's rule-* messages, whose English tests/test_i18n.py keeps equal to the rulebook's)
    house = [say(f"rule-{flag.replace('_', '-')}") for flag in HOUSE_RULE_FLAGS if getattr(rules, flag)]
    if not rules.bluffing and rules.wild_draw_four_restricted:
        house.append(say("rules-no-bluffing"))
    if house:
        sections.append(RulesSection(say("rules-section-house"), tuple(house)))
    return tuple(sections)


def rules_text(rules: Rules | str, lang: str | None = "en") -> str:
    """The summary as plain text in ``lang``: the title, then each section's title and paragraphs,
    separated by blank lines (for the table's help or a terminal)."""
    parts = [rules_title(rules, lang)]
    for section in rules_summary(rules, lang):
        parts.append(section.title)
        parts.extend(section.paragraphs)
    return "\n\n".join(parts) + "\n"
