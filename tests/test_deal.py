"""The deal's random parts against their definitions (unokit.deal; RULES.md "Conventions", classic "Dealer").

The engine's shuffle and dealer draw are written for speed; these tests compare them with the plain
reading of what they promise — the same random-number calls in the same order and the same result —
so a seed keeps replaying the same deal (the golden transcripts check whole rounds).
"""

from __future__ import annotations

import random

import pytest

from unokit.cards import Card, make_deck
from unokit.deal import preset_deck, shuffle


def reference_shuffle(rng: random.Random, cards: list[Card]) -> list[Card]:
    """The definition: one ``rng.random()`` key per card, first card first, then a stable sort by key."""
    keys = [rng.random() for _ in cards]
    return [cards[place] for place in sorted(range(len(cards)), key=keys.__getitem__)]


@pytest.mark.parametrize("size", [0, 1, 2, 7, 53, 108, 112])
def test_shuffle_is_the_stable_sort_by_one_random_key_per_card(size):
    deck = (list(make_deck("classic")) * 2)[:size]
    for seed in range(40):
        expected_rng, rng = random.Random(seed), random.Random(seed)
        expected = reference_shuffle(expected_rng, deck)
        cards = list(deck)
        shuffle(rng, cards)
        assert [id(card) for card in cards] == [id(card) for card in expected]
        assert rng.getstate() == expected_rng.getstate()  # as many random() calls, no other call


class _Keys:
    """A stand-in for ``random.Random`` whose ``random()`` returns the given keys in turn."""

    def __init__(self, keys: list[float]) -> None:
        self.keys = iter(keys)

    def random(self) -> float:
        return next(self.keys)


def test_shuffle_keeps_the_order_of_cards_with_equal_keys():
    cards = [Card.parse(code) for code in ("R1", "G2", "B3", "Y4", "R5")]
    shuffle(_Keys([0.5, 0.25, 0.5, 0.25, 0.0]), cards)
    assert [str(card) for card in cards] == ["R5", "G2", "Y4", "R1", "B3"]


def test_shuffle_draws_the_keys_in_the_order_of_the_cards():
    cards = [Card.parse(code) for code in ("R1", "G2", "B3")]
    shuffle(_Keys([0.9, 0.1, 0.5]), cards)
    assert [str(card) for card in cards] == ["G2", "B3", "R1"]


def test_preset_deck_is_shared_and_unchanged_by_a_deal():
    from unokit.game import Game

    before = list(preset_deck("classic"))
    Game("classic", 4, seed=3)
    assert preset_deck("classic") is preset_deck("classic")
    assert list(preset_deck("classic")) == before


def reference_dealer_draw(rng: random.Random, deck: list[Card], players: int) -> tuple[int, list[dict[int, Card]]]:
    """RULES.md classic "Dealer" read plainly: each contender in seat order draws a random card of those
    left (``int(random() * left)``; the deck taken afresh when empty); the highest number deals (actions
    and Wilds count 0); the tied draw again. The dealer and each round's draws."""
    cards, contenders, rounds = list(deck), list(range(players)), []
    while True:
        drawn = {}
        for seat in contenders:
            if not cards:
                cards = list(deck)
            drawn[seat] = cards.pop(int(rng.random() * len(cards)))
        rounds.append(drawn)
        value = {seat: card.rank_index if card.rank.is_number else 0 for seat, card in drawn.items()}
        best = max(value.values())
        contenders = [seat for seat in contenders if value[seat] == best]
        if len(contenders) == 1:
            return contenders[0], rounds


@pytest.mark.parametrize("players", [2, 3, 4, 10])
def test_draw_for_dealer_is_the_plain_reading_of_the_rules(players):
    from unokit.game import Game

    deck = list(preset_deck("classic"))
    ties = 0
    for seed in range(60):
        rng = random.Random(seed)
        dealer, rounds = reference_dealer_draw(rng, deck, players)
        game = Game("classic", players, seed=seed)
        assert game.dealer == dealer
        sentences = [s for s in game.setup_narration.split(". ") if s.startswith("To choose the dealer")]
        assert len(sentences) == len(rounds)
        for sentence, drawn in zip(sentences, rounds, strict=True):
            shown = ", ".join(f"Seat {seat} {card.name}" for seat, card in drawn.items())
            assert sentence.startswith(f"To choose the dealer each player draws a card: {shown}; ")
        ties += len(rounds) - 1
        if len(rounds) == 1:
            assert sentences[0].endswith(f"Seat {dealer} has the highest number and deals")
        else:
            assert sentences[-2].endswith("tie and draw again")
    assert ties  # the seeds include draws that tie
