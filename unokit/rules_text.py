"""unokit's own plain-English summary of a variant's rules, built from its :class:`~unokit.rules.Rules`.

Used for the braille rules file (``unokit brf --rules PRESET``, :mod:`unokit.brf`) and available to
the table's help. The text is written from the flags, so a preset with house-rule overrides gets the
rules it really plays by; each sentence follows the RULES.md section named in the section titles
(presets ``classic``, ``black-uno`` and ``spectrum``), in unokit's own words.

Plain ASCII text with short sentences, so that it reads well aloud and contracts cleanly into braille.

>>> sections = rules_summary("classic")
>>> [section.title for section in sections][:3]
['The cards', 'Players and the deal', 'The starter card']
"""

from __future__ import annotations

from dataclasses import dataclass

from unokit.cards import Rank
from unokit.rules import Rules, find_preset

__all__ = ["RulesSection", "rules_summary", "rules_title", "rules_text"]


@dataclass(frozen=True)
class RulesSection:
    """One section of the summary: a ``title`` and its ``paragraphs`` (each one or a few sentences)."""

    title: str
    paragraphs: tuple[str, ...]


_TITLES = {"classic": "Classic rules", "black-uno": "Black UNO house rules", "spectrum": "Spectrum rules",
           "party": "Party rules"}


def rules_title(rules: Rules | str) -> str:
    """The summary's title: ``"Classic rules"``, ``"Black UNO house rules"``, ``"Spectrum rules"``,
    ``"Party rules"``; another name as written, first letter capitalised, as a heading is."""
    rules = find_preset(rules)
    return _TITLES.get(rules.name, f"{rules.name[:1].upper()}{rules.name[1:]} rules")


def _words(items: list[str], conjunction: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {conjunction} " + items[-1]


def _number(n: int) -> str:
    return ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")[n] \
        if 0 <= n <= 10 else str(n)


def rules_summary(rules: Rules | str) -> tuple[RulesSection, ...]:
    """The rules of ``rules`` (a :class:`Rules` value or a preset name) as titled sections:
    the cards, players and the deal, the starter card, a turn, the action cards, the Wild Draw Four,
    UNO (when the rules have it), the end of a round, and scoring.

    Raises :class:`~unokit.errors.RulesError` for an unknown preset name.
    """
    rules = find_preset(rules)
    colors = [color.word for color in rules.colors]
    sections: list[RulesSection] = []

    # --- the cards (RULES.md, each preset's "Deck")
    if rules.deck == "classic":
        deck = ("The deck has 108 cards. Each of the four colours, " + _words(colors) + ", has one 0, two of "
                "each number from 1 to 9, and two each of Skip, Reverse and Draw Two. Four Wild cards and "
                "four Wild Draw Four cards have no colour.")
    else:
        deck = ("The deck has 112 cards. Each of the eight colours, " + _words(colors) + ", has one card "
                "of each number from 0 to 9 and one each of Skip, Reverse and Draw Two. Four Wild cards "
                "and four Wild Draw Four cards have no colour.")
    sections.append(RulesSection("The cards", (deck,)))

    # --- players and the deal (RULES.md "Conventions" and each preset)
    deal = [f"{rules.min_players} to {rules.max_players} people can play. Each player is dealt "
            f"{rules.hand_size} cards, one at a time, starting with the player to the dealer's left and "
            "going clockwise. The next card is turned face up to start the discard pile; the rest are "
            "the draw pile."]
    if rules.dealer_selection == "draw":
        deal.append("To find the first dealer, everyone takes one card and the highest number deals. "
                    "Action cards and Wilds count as zero, and a tie for highest draws again.")
    elif rules.dealer_selection == "chosen":
        deal.append("The players agree on who deals first.")
    else:
        deal.append("The first round starts with a player picked at random.")
    if rules.scoring == "none":
        pass  # one round decides the places: there is no next round to deal
    elif rules.next_round == "deal_passes_left":
        deal.append("Each new round is dealt by the player to the left of the last dealer.")
    else:
        deal.append("Each later round starts with the winner of the round before.")
    sections.append(RulesSection("Players and the deal", tuple(deal)))

    # --- the starter card
    starter: list[str] = []
    if rules.starter_until_number:
        starter.append("Cards are turned up until a number card shows. Any action or Wild card turned "
                       "before it stays in the discard pile and does nothing.")
    else:
        first = "The first card turned up acts on the player to the dealer's left, who plays first."
        starter.append(first)
        replaced = sorted(rules.starter_replaced | ({Rank.WILD} if rules.wild_starter_replaced else set()),
                          key=lambda rank: list(Rank).index(rank))
        if replaced:
            names = _words([f"a {rank.title}" for rank in replaced], "or")
            starter.append(f"If it is {names}, it goes back into the deck, the deck is shuffled, and a "
                           "new card is turned up.")
        effects = []
        if Rank.SKIP not in replaced:
            effects.append("A Skip makes that player miss the turn.")
        if Rank.REVERSE not in replaced:
            effects.append("A Reverse turns play counter-clockwise, so the dealer plays first.")
        if Rank.DRAW_TWO not in replaced:
            effects.append("A Draw Two makes that player take two cards and miss the turn.")
        if Rank.WILD_DRAW_FOUR not in replaced:
            effects.append("A Wild Draw Four makes that player take four cards and miss the turn.")
        if Rank.WILD not in replaced:
            if rules.starter_wild_chooser == "dealer":
                effects.append("For a Wild, the dealer names the colour and then the first player plays.")
            else:
                effects.append("For a Wild, the first player names the colour and then plays.")
        starter.append(" ".join(effects))
    sections.append(RulesSection("The starter card", tuple(starter)))

    # --- a turn
    turn = ["On your turn, put down one card that matches the top card of the discard pile by colour, "
            "by number or by symbol, or put down a Wild."]
    if rules.neighbor_colors:
        turn.append("Colours also match their neighbours in the cycle " + ", ".join(colors) + ", and back "
                    f"to {colors[0]}. So {colors[4 % len(colors)]} matches {colors[3 % len(colors)]} and "
                    f"{colors[5 % len(colors)]}.")
    if rules.play_drawn_card:
        turn.append("Instead of playing, you may draw one card, even when you could play. If the card "
                    "you drew can be played, you may play it at once or keep it. Otherwise your turn ends.")
    else:
        turn.append("Instead of playing, you may draw one card, even when you could play. Drawing ends "
                    "your turn: the drawn card cannot be played until your next turn.")
    if rules.multi_card_play:
        turn.append("You may put down several cards at once if they share a number or an action, or are "
                    "all Wild or all Wild Draw Four, in any colours. The first one must be playable, and "
                    "the last one becomes the top card and sets the colour.")
    turn.append("When the draw pile is empty, the discard pile apart from its top card is shuffled to "
                "make a new draw pile.")
    sections.append(RulesSection("Your turn", tuple(turn)))

    # --- the action cards
    two = "With two players, a Reverse works like a Skip." if rules.two_player_reverse_skips else ""
    actions = ["A Skip makes the next player miss a turn. A Reverse changes the direction of play. " + two]
    if rules.stack_draw_two:
        actions.append("A Draw Two makes the next player take two cards and miss the turn, unless they add "
                       "a Draw Two of their own. Each one added makes the penalty two cards bigger, and "
                       "the first player who does not add one takes the whole penalty and misses the turn.")
    else:
        actions.append("A Draw Two makes the next player take two cards and miss the turn.")
    actions.append(f"A Wild lets you name any colour of the game: {_words(colors)}. It may be the colour "
                   "already in play.")
    if rules.multi_card_play:
        actions.append("Several Skips at once skip that many players, and several Reverses change the "
                       "direction once for each card.")
    sections.append(RulesSection("Action cards", tuple(a.strip() for a in actions)))

    # --- Wild Draw Four
    w4 = ["A Wild Draw Four names a colour, and the next player takes four cards and misses the turn."]
    if rules.wild_draw_four_restricted:
        w4.append("You may only play it when you hold no card of the colour in play. Other numbers, "
                  "symbols and Wilds do not count.")
    else:
        w4.append("You may play it at any time.")
    if rules.challenge:
        extra = 4 + rules.challenge_extra
        w4.append("The next player may accept it, or challenge it. In a challenge, the player who put it "
                  "down shows their hand as it was at that moment. If they held a card of the colour that "
                  "was in play, they take the four cards instead, and the challenger plays normally. If "
                  f"they did not, the challenger takes {_number(extra)} cards and misses the turn.")
    if rules.stack_wild_draw_four:
        w4.append("The next player may add another Wild Draw Four instead, which makes the penalty four "
                  "cards bigger. The first player who does not add one takes it all.")
    if rules.stack_draw_two or rules.stack_wild_draw_four:
        w4.append("While a penalty is waiting, the only cards that may be played on it are more of the "
                  "same kind: a Draw Two never goes on a Wild Draw Four penalty, nor a Wild Draw Four on "
                  "a Draw Two penalty, and no plain Wild goes on either.")
    sections.append(RulesSection("The Wild Draw Four", tuple(w4)))

    # --- UNO
    if rules.uno:
        uno = ["When you play your second to last card, you must call UNO with that play. You may also "
               "call it afterwards, as long as nobody has caught you yet.",
               f"Any other player may catch you before the next turn begins. Then you take "
               f"{_number(rules.uno_penalty)} cards.",
               "If your hand grows again, you must call UNO again the next time you are down to one card."]
        if rules.places_to_decide > 1:
            uno[1] = (f"Any other player may catch you until the next player draws or plays. Then you take "
                      f"{_number(rules.uno_penalty)} cards.")
        sections.append(RulesSection("Calling UNO", tuple(uno)))
    else:
        sections.append(RulesSection("Calling UNO", ("This game has no UNO call: nobody calls it and nobody "
                                                     "can be caught.",)))

    # --- the end of a round
    end: list[str] = []
    if rules.places_to_decide > 1:
        end.append(f"A player who has no cards left is out of the round, and play goes on without them. "
                   f"The round ends when {_number(rules.places_to_decide)} places are decided, or when "
                   "only one player is left.")
    else:
        end.append("The first player with no cards left wins the round.")
    if rules.last_card_draw_applies:
        end.append("If the last card was a Draw Two or a Wild Draw Four, the next player still takes "
                   "those cards.")
    end.append("If every player in turn neither plays nor draws, because there is nothing left to "
               "draw, the round is blocked. The player holding the fewest points wins it.")
    sections.append(RulesSection("The end of a round", tuple(end)))

    # --- scoring
    values = ("Number cards score their number, Skip, Reverse and Draw Two score 20, and both kinds of "
              "Wild score 50.")
    if rules.scoring == "winner":
        scoring = ("The winner of a round scores the cards left in the other hands. " + values
                   + f" The first player to reach {rules.target_score} points wins the match.",)
    elif rules.scoring == "lowest":
        scoring = ("At the end of each round, every player adds up the cards in their own hand. " + values
                   + f" When someone reaches {rules.target_score}, the player with the lowest total wins.",)
    else:
        scoring = ("No points are scored: the result is the order in which players went out.",)
    sections.append(RulesSection("Scoring", scoring))

    # --- house rules (RULES.md "House rules"), each in its rule's own words (unokit.rulebook)
    from unokit.rulebook import flag_texts

    texts = flag_texts()
    house = [texts[flag] for flag in ("stack_cross", "seven_swap", "zero_rotate", "jump_in", "draw_to_match",
                                      "force_play") if getattr(rules, flag)]
    if not rules.bluffing and rules.wild_draw_four_restricted:
        house.append("No bluffing: a Wild Draw Four cannot be played while you hold a card of the colour in force.")
    if house:
        sections.append(RulesSection("House rules", tuple(house)))
    return tuple(sections)


def rules_text(rules: Rules | str) -> str:
    """The summary as plain text: the title, then each section's title and paragraphs, separated by
    blank lines (for the table's help or a terminal)."""
    parts = [rules_title(rules)]
    for section in rules_summary(rules):
        parts.append(section.title)
        parts.extend(section.paragraphs)
    return "\n\n".join(parts) + "\n"
