"""The deal: dealer draw, shuffle, dealing, starter card, and decks arranged for teaching.

RULES.md "Conventions" and each preset's "Dealer" and "Starter card". Every random choice uses the
game's one ``random.Random`` in a fixed order (dealer draw, shuffle, each put-back reshuffle), so a
seed replays the same deal. The functions that start a round act on a :class:`~unokit.game.Game`
being built (they set its hands, piles, dealer, seat to act and starter effect).

Reading of RULES.md: a black-uno Wild Draw Four starter makes the player left of the dealer draw 4
and lose the turn by itself; then the dealer names the colour (as for a Wild starter).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import partial
from itertools import repeat, starmap
from typing import TYPE_CHECKING, Any

from unokit.cards import Card, Rank, make_deck, parse_cards
from unokit.errors import InvalidCardError, UnokitError
from unokit.phrases import SENTENCES, Said, drew_said
from unokit.phrases import card_name as _cname
from unokit.phrases import seats_phrase as _names_of_seats
from unokit.rules import Rules, find_preset
from unokit.state import CHOOSE

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["arranged_deck", "check_deal_size", "deal", "draw_for_dealer", "shuffle", "read_deck", "preset_deck", "next_round_seed",
           "fresh_seed", "FRESH_SEED_LIMIT",
           "setup_text"]



_DECKS: dict[str, tuple[Card, ...]] = {}


def preset_deck(kind: str) -> tuple[Card, ...]:
    deck = _DECKS.get(kind)
    if deck is None:
        deck = _DECKS[kind] = make_deck(kind)
    return deck


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """Shuffle ``cards`` in place, seeded by ``rng``: each card gets a key from one ``rng.random()``
    call, first card first, and the cards are sorted by their keys (a stable sort, so two equal keys,
    practically impossible with 53 bits, keep the cards' order). This is a uniformly random order and
    several times faster in CPython than ``random.shuffle``, which makes a Python-level ``randbelow``
    call per card.

    The keys are drawn by the sort itself: ``list.sort`` computes the key of each item once, in the
    list's order, before it compares any, and here the key function is ``next`` on an iterator of
    ``rng.random()`` calls, which ignores the card it is given. So the random-number calls and the
    order are those of drawing all the keys first and sorting the places by them (the test of this
    function compares both), with no list of keys or places and no Python-level call per card
    (about 83,000 instead of 127,000 instructions for a 108-card deck; callgrind)."""
    cards.sort(key=partial(next, starmap(rng.random, repeat((), len(cards)))))


#: Fresh seeds are whole numbers from 0 to this, exclusive: at most nine digits, a number a person can read out
#: and type (to replay or share a deal once its round is over). Finding one from a person's own hand by trying
#: every seed means dealing up to a billion games: about 33 hours of one core at the 119 µs a 3-player
#: ``Game`` deal took here (measured on the loaded 2-core machine). A search written for speed, or many
#: cores, is faster: a fresh seed keeps every screen's deal unknown to the class, not to a determined attacker.
FRESH_SEED_LIMIT = 10 ** 9


def fresh_seed() -> int:
    """A seed for a new deal that nobody can know in advance: a whole number from 0 to
    :data:`FRESH_SEED_LIMIT` (exclusive) drawn from the operating system's randomness (:mod:`secrets`),
    never from a seeded generator. The dashboard deals every new game from one unless a seed is typed
    (security review F4: the seed is the deal)."""
    import secrets

    return secrets.randbelow(FRESH_SEED_LIMIT)


def next_round_seed(seed: int, round_number: int) -> int:
    """The seed of round ``round_number + 1`` of a match whose round ``round_number`` was seeded ``seed``
    (:meth:`~unokit.game.Game.next_round`): 63 bits of SHA-256 of both."""
    import hashlib  # only for the next round: hashlib loads OpenSSL, which every run would pay for

    digest = hashlib.sha256(f"unokit:{seed}:{round_number}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def read_deck(deck: Sequence[Card | str]) -> list[Card]:
    """A deck given as cards or card codes, as a list of cards. Raises :class:`InvalidCardError`."""
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Iterable):
        raise InvalidCardError(f"deck must be a list of cards or card codes, not {deck!r}")
    cards: list[Card] = []
    for index, item in enumerate(deck):
        if isinstance(item, Card):
            cards.append(item)
        elif isinstance(item, str):
            cards.append(Card.parse(item))
        else:
            raise InvalidCardError(f"deck[{index}] must be a Card or a card code, not {item!r}")
    return cards


def _flag_words(rules: Rules) -> str:
    """The starter cards the rules put back, as rank codes (for an error message)."""
    ranks = sorted(rank.value for rank in rules.starter_replaced)
    if rules.wild_starter_replaced and "W" not in ranks:
        ranks.append("W")
    return "[" + ", ".join(ranks) + "]"


def arranged_deck(
    rules: Rules | str,
    hands: Sequence[Sequence[Card | str] | str],
    starter: Sequence[Card | str] | str = (),
    draw: Sequence[Card | str] | str = (),
    *,
    dealer: int = 0,
) -> list[Card]:
    """A whole deck of the preset, top first, arranged so that dealing it deals ``hands``.

    For teaching set-ups and tests: ``Game(rules, len(hands), deck=arranged_deck(...), dealer=dealer)``
    gives seat ``i`` exactly ``hands[i]`` (each must hold ``rules.hand_size`` cards; cards or codes, or
    one string of codes such as ``"R1 G2 W"``), turns up
    ``starter`` (one card, or several for spectrum's "turn until a number"), and leaves ``draw`` on top
    of the draw pile (top first); the rest of the deck follows in :func:`~unokit.cards.make_deck`
    order. Dealing follows RULES.md "Conventions": one card at a time from the left of the dealer.

    Raises :class:`~unokit.errors.UnokitError` when a hand has the wrong size or a card is asked for
    more often than the deck holds it.
    """
    rules = find_preset(rules) if not isinstance(rules, Rules) else rules
    n = len(hands)

    def read(cards: Sequence[Card | str] | str) -> list[Card]:
        if isinstance(cards, str):
            return parse_cards(cards)
        return [c if isinstance(c, Card) else Card.parse(c) for c in cards]

    parsed = [read(hand) for hand in hands]
    for seat, hand in enumerate(parsed):
        if len(hand) != rules.hand_size:
            raise UnokitError(f"hands[{seat}] has {len(hand)} cards; {rules.name} deals {rules.hand_size}")
    front: list[Card] = []
    for index in range(rules.hand_size):
        for i in range(n):
            front.append(parsed[(dealer + 1 + i) % n][index])
    front += read(starter)
    front += read(draw)
    rest = list(preset_deck(rules.deck))
    for card in front:
        try:
            rest.remove(card)
        except ValueError:
            raise UnokitError(f"{card.name} is asked for more often than the {rules.deck} deck holds it") from None
    return front + rest


#: a card's value in the draw for dealer, by ``rank_index``: its number; actions and Wilds count 0
_DEALER_DRAW_VALUE = tuple(index if rank.is_number else 0 for index, rank in enumerate(Rank))
#: whether a rank is a number (0-9), by ``rank_index`` (``Rank.is_number`` is a slower property)
_IS_NUMBER = tuple(rank.is_number for rank in Rank)
#: the starter ranks with an effect, read once (an enum member read from its class is slow)
_SKIP, _REVERSE, _DRAW_TWO, _WILD, _WILD_DRAW_FOUR = Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD, Rank.WILD_DRAW_FOUR


def draw_for_dealer(game: Game, deck: list[Card]) -> int:
    """RULES.md classic "Dealer": everyone draws a card; highest number deals; ties draw again.

    Each draw takes a random card of those left (``int(rng.random() * cards left)``, one call per
    seat in seat order; the deck is taken afresh if it runs out). Returns the dealer's seat;
    narrates each round of draws into ``game._parts`` as a part :func:`setup_text` makes into words."""
    cards = list(deck)
    rand = game._rng.random
    names = game._names
    contenders: Sequence[int] = range(game._n)
    while True:
        drawn = []
        for _ in contenders:
            if not cards:
                cards = list(deck)
            drawn.append(cards.pop(int(rand() * len(cards))))
        values = [_DEALER_DRAW_VALUE[card.rank_index] for card in drawn]
        best = max(values)
        if values.count(best) == 1:
            dealer = contenders[values.index(best)]
            game._parts.append((_dealer_draw_sentence, names, contenders, drawn, (dealer,)))
            return dealer
        tied = [seat for seat, value in zip(contenders, values, strict=True) if value == best]
        game._parts.append((_dealer_draw_sentence, names, contenders, drawn, tied))
        contenders = tied


def _dealer_draw_sentence(names: Sequence[str], contenders: Sequence[int], drawn: Sequence[Card],
                          highest: Sequence[int]) -> str:
    """The narration of one round of the draw for dealer: who drew what, then who deals or who tie."""
    pairs = [(names[seat], card) for seat, card in zip(contenders, drawn, strict=True)]
    shown = ", ".join([f"{name} {_cname(card)}" for name, card in pairs])
    drew = tuple([Said("narr-dealer-drew", f"{name} {_cname(card)}", name=name, card=card) for name, card in pairs])
    if len(highest) == 1:
        name = names[highest[0]]
        return Said("narr-dealer-deals", f"To choose the dealer each player draws a card: {shown}; "
                    f"{name} has the highest number and deals.", drew=drew, name=name)
    tied = [names[seat] for seat in highest]
    return Said("narr-dealer-tie", f"To choose the dealer each player draws a card: {shown}; "
                + _names_of_seats(tied) + " tie and draw again.", drew=drew, names=tuple(tied))


def _deals_said(name: str, count: int) -> Said:
    return Said("narr-deals", f"{name} deals {count} cards to each player.", name=name, count=count)


def _starter_said(card: Card) -> Said:
    return Said("narr-starter", f"The starter card is {_cname(card)}.", card=card)


def _plays_first_said(name: str) -> Said:
    return Said("narr-plays-first", f"{name} plays first.", name=name)


def setup_text(parts: Sequence[str | tuple[Any, ...]]) -> str:
    """The set-up narration (:attr:`Game.setup_narration <unokit.game.Game.setup_narration>`) from the
    parts the deal narrated into ``game._parts``, joined by spaces: each a sentence, or a tuple
    ``(function, *arguments)`` whose call makes the sentence. The dealer draw's sentences, the
    costliest, are made this way only when the narration is read (a simulated round never reads it)."""
    said = [part if isinstance(part, str) else part[0](*part[1:]) for part in parts]
    if len(said) < 2:
        return said[0] if said else ""
    return Said(SENTENCES, " ".join(said), parts=tuple(said))


def check_deal_size(rules: Rules, players: int) -> None:
    """Raise :class:`UnokitError` when the preset's deck cannot deal ``players`` hands of
    ``rules.hand_size`` and a starter card (a ``hand_size`` flag set too high for the table), naming
    the flag, the cards needed and the deck's size."""
    size = len(preset_deck(rules.deck))
    need = players * rules.hand_size + 1
    if need > size:
        raise UnokitError(
            f"hand_size={rules.hand_size}: {players} hands of {rules.hand_size} cards and a starter card need "
            f"{need} cards, but the {rules.deck} deck has {size}; deal at most {(size - 1) // players} cards "
            f"each to {players} players, or seat fewer players")


def deal(game: Game, deck: list[Card] | None, dealer: int | None, first_player: int | None) -> None:
    """Start ``game``'s round by a deal (RULES.md "Conventions" and each preset's "Dealer" and
    "Starter card"): find the dealer (``rules.dealer_selection``) unless given, shuffle the preset's
    deck (or take ``deck`` as it is, top first), deal one card at a time from the left of the dealer,
    turn up the starter card (putting back the ranks the rules replace) and apply its effect to
    ``first_player`` (default: left of the dealer). Narrates into ``game._parts`` (see :func:`setup_text`).

    Raises :class:`UnokitError` for a deck too small to deal or with no possible starter card.
    """
    rules, n, rng, names = game._rules, game._n, game._rng, game._names
    if deck is None:
        cards = list(preset_deck(rules.deck))
        if len(cards) < n * rules.hand_size + 1:
            check_deal_size(rules, n)  # raises, naming hand_size
        if dealer is None:
            if rules.dealer_selection == "draw":
                dealer = draw_for_dealer(game, cards)
            elif rules.dealer_selection == "random":
                dealer = rng.randrange(n)
            else:
                dealer = 0
        shuffle(rng, cards)
    else:
        cards = list(deck)
        need = n * rules.hand_size + 1
        if len(cards) < need:
            raise UnokitError(
                f"the deck has {len(cards)} cards; dealing {n} hands of {rules.hand_size} and a "
                f"starter card needs at least {need}"
            )
        if dealer is None:
            dealer = 0
    game._dealer = dealer
    # one card at a time from the left of the dealer: the i-th seat after the dealer gets the
    # deck's cards i, i + n, i + 2n, ... (top first)
    dealt = n * rules.hand_size
    hands = game._hands
    for i in range(n):
        hands[(dealer + 1 + i) % n] = cards[i:dealt:n]
    pile = game._pile = cards[:dealt - 1:-1] if dealt else cards[::-1]
    first = (dealer + 1) % n if first_player is None else first_player
    parts = game._parts
    parts.append((_deals_said, names[dealer], rules.hand_size))  # sentences made when the narration is read
    discard = game._discard
    replaced = game._replaced_orders
    while True:
        if not pile:
            raise UnokitError("the deck ran out while turning up a starter card")
        card = pile.pop()
        discard.append(card)
        if rules.starter_until_number and not _IS_NUMBER[card.rank_index]:
            parts.append(Said("narr-starter-stays", f"{_cname(card)} is turned up and stays on the discard pile without effect.",
                              card=card))
            continue
        if card.rank_index in replaced:
            discard.pop()
            pile.append(card)
            until_number = rules.starter_until_number
            if not any(c.rank_index not in replaced and (not until_number or _IS_NUMBER[c.rank_index]) for c in pile):
                # putting back and reshuffling would go on for ever
                raise UnokitError(
                    "no card left in the deck can be the starter card: the rules put back every kind "
                    f"it holds (starter_replaced={_flag_words(rules)})"
                )
            shuffle(rng, pile)
            parts.append(Said("narr-starter-back", f"{_cname(card)} is turned up as starter card, put back into the deck, "
                              "and the deck is reshuffled.", card=card))
            continue
        break
    parts.append((_starter_said, card))
    rank = card.rank
    game._direction = 1
    if rank is _SKIP:
        game._color = card.color
        parts.append(Said("narr-loses-turn", f"{names[first]} loses the turn.", name=names[first]))
        game._current = game._step(first, 1)
    elif rank is _REVERSE:
        game._color = card.color
        if n == 2 and rules.two_player_reverse_skips:
            parts.append(Said("narr-starter-reverse-skips",
                              f"With two players the Reverse acts as a Skip: {names[first]} loses the turn.",
                              name=names[first]))
            game._current = game._step(first, 1)
        else:
            game._direction = -1
            game._current = game._step(first, 1)
            name = names[game._current]
            parts.append(Said("narr-starter-reverse", f"Play goes counter-clockwise, so {name} starts.", name=name))
    elif rank is _DRAW_TWO:
        game._color = card.color
        got = game._take(first, 2)
        parts.append(drew_said(names[first], got, 2, True))
        game._current = game._step(first, 1)
    elif rank is _WILD or rank is _WILD_DRAW_FOUR:
        chooser = first if rules.starter_wild_chooser == "first_player" else dealer
        game._phase = CHOOSE
        game._current = chooser
        if rank is _WILD_DRAW_FOUR:
            # Black-uno: "Wild Draw Four: that player draws 4 and loses the turn" (by itself);
            # its colour is named like a Wild starter's (by starter_wild_chooser).
            got = game._take(first, 4)
            parts.append(drew_said(names[first], got, 4, True))
            game._after_choose = game._step(first, 1)
        else:
            game._after_choose = first
        parts.append(Said("narr-must-name", f"{names[chooser]} must name its colour.", name=names[chooser]))
    else:
        game._color = card.color
        game._current = first
    if game._phase != CHOOSE:
        parts.append((_plays_first_said, names[game._current]))
