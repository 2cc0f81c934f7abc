"""Bots: only legal moves, every seeded round ends, and each bot's documented policy."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from unokit.agents import AGENTS, GreedyAgent, _bluff_chance, hint, make_agent
from unokit.errors import UnokitError
from unokit.game import Game
from unokit.moves import MoveKind
from unokit.record import replay
from unokit.simulate import play_round

PRESET_PLAYERS = [("classic", 2), ("classic", 4), ("classic", 7), ("black-uno", 3), ("black-uno", 5),
                  ("spectrum", 2), ("spectrum", 4)]


class Checked:
    """Wraps a bot and checks every move it makes is legal before the round pushes it."""

    def __init__(self, agent, reactions=None):
        self.agent = agent
        self.moves = 0
        self.reactions = reactions if reactions is not None else []

    def choose(self, game, seat):
        assert game.current == seat
        move = self.agent.choose(game, seat)
        assert move.seat == seat
        assert game.is_legal(move), f"{self.agent.name} chose illegal {move} ({game.explain(move).reason})"
        self.moves += 1
        return move

    def react(self, game, seat):
        move = self.agent.react(game, seat)
        if move is not None:
            assert move.seat == seat
            assert move.kind in (MoveKind.CATCH, MoveKind.UNO)
            assert game.is_legal(move), f"{self.agent.name} reacted with illegal {move}"
            self.reactions.append(move)
        return move


@pytest.mark.parametrize("bot", sorted(AGENTS))
@pytest.mark.parametrize(("rules", "players"), PRESET_PLAYERS)
def test_bots_only_pick_legal_moves(bot, rules, players):
    for seed in range(3):
        agents = [Checked(make_agent(bot, seed * 10 + seat)) for seat in range(players)]
        play_round(rules, players, seed, agents, max_moves=3000)
        assert sum(a.moves for a in agents) > 0


ANY_TABLE = st.sampled_from(["classic", "black-uno", "spectrum"]).flatmap(
    lambda name: st.tuples(st.just(name), st.integers(2, 4 if name == "spectrum" else 10))
)


@given(ANY_TABLE, st.integers(0, 2**32), st.sampled_from(sorted(AGENTS)))
def test_any_preset_any_player_count_bots_stay_legal(table, seed, bot):
    rules, players = table
    agents = [Checked(make_agent(bot, seed + seat)) for seat in range(players)]
    result = play_round(rules, players, seed, agents, max_moves=4000)
    assert result.moves == sum(a.moves + len(a.reactions) for a in agents)


def test_mixed_bots_only_pick_legal_moves():
    reactions = []
    for seed in range(12):
        agents = [Checked(make_agent(name, seed + seat), reactions)
                  for seat, name in enumerate(["uniform", "greedy", "random"])]
        play_round("classic", 3, seed, agents, max_moves=3000)


def test_out_of_turn_reactions_to_a_forgotten_uno():
    game = position([["R7", "B5"], ["Y3", "G8"], ["G1", "G2"]], ["Y9", "R5"])
    game.push("0: play R7")  # leaves one card without declaring UNO
    assert game.uno_open == 0
    assert str(make_agent("greedy").react(game, 1)) == "1: catch 0"
    assert make_agent("uniform").react(game, 1) is None
    random_bot = make_agent("random", 5)
    calls = [random_bot.react(game, 2) for _ in range(400)]
    catches = sum(1 for move in calls if move is not None)
    assert 150 < catches < 250 and all(str(m) == "2: catch 0" for m in calls if m is not None)
    # the forgetful player's own bot declares late (random and greedy always declare)
    assert str(make_agent("random").react(game, 0)) == "0: uno"
    assert str(make_agent("greedy").react(game, 0)) == "0: uno"


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_every_seeded_round_of_random_and_greedy_bots_ends(bot, record_property):
    longest = 0
    count = 0
    for rules, players in PRESET_PLAYERS:
        for seed in range(30):
            agents = [make_agent(bot, seed * 100 + seat) for seat in range(players)]
            result = play_round(rules, players, seed, agents, max_moves=20000)
            assert result.finished, f"{bot} {rules} {players}p seed {seed} did not end in 20000 moves"
            longest = max(longest, result.moves)
            count += 1
    record_property("rounds", count)
    record_property("longest", longest)
    print(f"{bot}: {count} seeded rounds ended; longest {longest} moves")


def test_make_agent_knows_three_bots_and_refuses_others():
    assert sorted(AGENTS) == ["greedy", "random", "uniform"]
    assert make_agent("Greedy").name == "greedy"
    with pytest.raises(UnokitError, match="unknown bot 'smart'; bots are: random, uniform, greedy"):
        make_agent("smart")


def test_same_seed_same_choices():
    game = Game("classic", 3, seed=4)
    a = [make_agent("random", 9).choose(game, game.current) for _ in range(3)]
    b = [make_agent("random", 9).choose(game, game.current) for _ in range(3)]
    assert a == b


POSITION = {
    "unokit": 1,
    "rules": "classic",
    "players": ["Ana", "Ben"],
    "position": {
        "hands": [["R2", "R+2", "G5", "W", "B5", "B7"], ["Y3", "G8"]],
        "discard": ["Y9", "R5"],
        "draw_pile": ["B1", "G1", "Y1", "B2", "Y7"],
        "current": 0,
        "color": "red",
    },
}


def position(hands, discard, current=0, color=None, rules="classic", draw_pile=("B1", "G1", "Y1", "B2", "Y7")):
    data = {
        "unokit": 1, "rules": rules, "players": len(hands),
        "position": {"hands": hands, "discard": discard, "draw_pile": list(draw_pile), "current": current},
    }
    if color:
        data["position"]["color"] = color
    return replay(data)


def test_greedy_plays_the_highest_point_card_and_keeps_wilds():
    game = replay(POSITION)
    move, reason = GreedyAgent(0).decide(game, 0)
    assert str(move) == "0: play R+2"
    assert "20 points" in reason and "Wilds stay in hand" in reason


def test_greedy_plays_a_wild_only_when_nothing_else_fits_and_names_its_main_colour():
    game = position([["W", "B5", "B7", "G2"], ["Y3", "G8"]], ["Y9", "R6"])
    move = GreedyAgent(0).choose(game, 0)
    assert str(move) == "0: play W blue"


def test_greedy_prefers_wild_draw_four_to_wild_when_only_wilds_fit():
    game = position([["W", "W+4", "B5"], ["Y3", "G8"]], ["Y9", "R6"])
    assert str(GreedyAgent(0).choose(game, 0)) == "0: play W+4 blue"


def test_greedy_draws_only_without_a_play():
    game = position([["B5", "G7"], ["Y3", "G8"]], ["Y9", "R6"])
    move, reason = GreedyAgent(0).decide(game, 0)
    assert move.kind is MoveKind.DRAW
    assert "Red 6" in reason


def test_greedy_and_random_declare_uno_with_their_play():
    for name in ("greedy", "random"):
        game = position([["R7", "B5"], ["Y3", "G8"]], ["Y9", "R6"])
        move = make_agent(name, 0).choose(game, 0)
        assert str(move) == "0: play R7 uno"


def test_random_bot_draws_only_without_a_play_and_plays_a_playable_drawn_card():
    game = position([["B5", "G7"], ["Y3", "G8"]], ["Y9", "R6"], draw_pile=["R9", "B1"])
    bot = make_agent("random", 3)
    assert bot.choose(game, 0).kind is MoveKind.DRAW
    game.push(bot.choose(game, 0))
    assert str(bot.choose(game, 0)) == "0: play R9"


def test_random_bot_picks_plays_uniformly():
    game = position([["R2", "R3", "R4", "G5"], ["Y3", "G8"]], ["Y9", "R6"])
    bot = make_agent("random", 1)
    counts = Counter(str(bot.choose(game, 0)) for _ in range(3000))
    assert set(counts) == {"0: play R2", "0: play R3", "0: play R4"}
    assert min(counts.values()) > 850


def test_uniform_bot_also_draws_voluntarily():
    game = position([["R2", "R3", "G5"], ["Y3", "G8"]], ["Y9", "R6"])
    bot = make_agent("uniform", 1)
    counts = Counter(bot.choose(game, 0).kind for _ in range(600))
    assert counts[MoveKind.DRAW] > 100 and counts[MoveKind.PLAY] > 300


def test_greedy_challenge_odds_follow_the_hypergeometric_estimate():
    # Ben played Wild Draw Four on red. Ana holds no red, so the unseen cards hold all but the
    # discarded reds; Ben's hand size drives the estimate.
    game = position([["B5", "G7", "Y2"], ["W+4", "R1", "R2", "G9", "B3"]], ["Y9", "R5"], current=1)
    game.push("1: play W+4 green")
    assert game.current == 0
    p, offender, color = _bluff_chance(game, 0)
    assert offender == 1 and color.word == "red"
    from math import comb

    from unokit.cards import deck_counts

    unseen = deck_counts("classic")
    unseen.subtract(game.hand(0))
    unseen.subtract(game.discard_pile)
    u = sum(unseen.values())
    m = sum(n for card, n in unseen.items() if card.color is color)
    k = len(game.hand(1))
    assert p == pytest.approx(1 - comb(u - m, k) / comb(u, k))
    move, reason = GreedyAgent(0).decide(game, 0)
    assert move.kind is (MoveKind.CHALLENGE if p > 0.2 else MoveKind.ACCEPT)
    assert "20%" in reason


def test_greedy_accepts_when_few_unseen_cards_are_of_the_old_colour():
    # Ana holds 6 reds: 18 of the 99 cards she has not seen are red; Ben holds 1 card: p = 18/99.
    game = position([["R1", "R2", "R3", "R4", "R6", "R8"], ["W+4", "G9"]], ["Y9", "R5"], current=1)
    game.push("1: play W+4 green uno")
    p, _, _ = _bluff_chance(game, 0)
    assert p == pytest.approx(18 / 99)
    assert GreedyAgent(0).choose(game, 0).kind is MoveKind.ACCEPT


def test_hint_gives_a_legal_move_and_a_reason():
    game = replay(POSITION)
    move, reason = hint(game, 0)
    assert game.is_legal(move)
    assert reason.startswith("Play Red Draw Two")


def test_hint_for_a_seat_with_nothing_to_do():
    game = replay(POSITION)
    with pytest.raises(UnokitError, match="seat 1 has no move to make now; it is seat 0's turn"):
        hint(game, 1)


def test_hint_suggests_a_catch_to_another_seat():
    game = position([["R7", "B5"], ["Y3", "G8"], ["G1", "G2"]], ["Y9", "R5"])
    game.push("0: play R7")  # forgets UNO
    move, reason = hint(game, 2)
    assert str(move) == "2: catch 0"
    assert "draw 2" in reason


def test_hint_reasons_name_the_only_card_and_the_colour_of_a_wild_on_top():
    game = position([["R7", "B3", "W"], ["Y3", "G8"]], ["Y9", "R6"])
    move, reason = hint(game, 0)
    assert str(move) == "0: play R7"
    assert reason.startswith("Play Red 7: apart from your Wilds")
    game = position([["B3", "G4"], ["Y3", "G8"]], ["Y9", "W"], color="red")
    move, reason = hint(game, 0)
    assert move.kind is MoveKind.DRAW
    assert reason == "Draw: none of your cards can go on Wild (red) now."
