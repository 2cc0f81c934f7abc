"""The PettingZoo environment: API and seed tests, the action mask against the engine's legal moves,
observations from a seat's own view only, rewards and rendering."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from unokit.cards import parse_cards  # noqa: E402
from unokit.env import uno_v0  # noqa: E402
from unokit.env.actions import ActionTable, IllegalActionError  # noqa: E402
from unokit.env.check import check_rounds  # noqa: E402
from unokit.env.observation import ObservationLayout  # noqa: E402
from unokit.errors import RulesError, UnokitError  # noqa: E402
from unokit.game import Game, Position  # noqa: E402
from unokit.moves import Move  # noqa: E402
from unokit.rules import find_preset  # noqa: E402

PRESETS = [("classic", 2), ("classic", 4), ("black-uno", 4), ("spectrum", 3)]


@pytest.mark.parametrize(("rules", "players"), PRESETS)
def test_pettingzoo_api_test(rules, players):
    api_test(uno_v0.env(rules=rules, players=players), num_cycles=300)


@pytest.mark.parametrize(("rules", "players"), [("classic", 3), ("black-uno", 4)])
def test_pettingzoo_seed_test(rules, players):
    seed_test(lambda: uno_v0.env(rules=rules, players=players), num_cycles=300)


@pytest.mark.parametrize(("rules", "players", "rounds"),
                         [("classic", 2, 700), ("classic", 4, 300), ("black-uno", 4, 500), ("spectrum", 3, 500)])
def test_mask_is_exactly_the_legal_moves(rules, players, rounds):
    """2,000 rounds in all here; ``python bench/env.py --check-rounds 10000`` runs the 10,000-round check."""
    count = check_rounds(uno_v0.env(rules=rules, players=players, max_moves=1000), rounds, seed=rounds)
    assert count.rounds == rounds and count.steps > rounds * 10
    assert count.ended > rounds * 0.9  # almost every round is played to its end


def test_house_rules_use_the_same_machinery():
    rules = find_preset("classic", stack_draw_two=True, stack_wild_draw_four=True, multi_card_play=True,
                        challenge=False, wild_draw_four_restricted=False, uno_penalty=4)
    count = check_rounds(uno_v0.env(rules=rules, players=3, max_moves=300), 60, seed=3)
    assert count.steps > 600


def test_the_check_finds_a_wrong_mask(monkeypatch):
    environment = uno_v0.env(rules="classic", players=2)
    real = environment.unwrapped.table.actions_of_groups
    monkeypatch.setattr(environment.unwrapped.table, "actions_of_groups", lambda groups: real(groups)[:-1])  # drop one
    with pytest.raises(AssertionError, match="mask and engine disagree"):
        check_rounds(environment, 1, seed=1)


def test_every_black_uno_multi_card_play_has_one_action():
    table = ActionTable(find_preset("black-uno"), 4)
    # a play's first card, last card and the multiset of middle cards name it; middle order does not
    a = table.action_of(Move.play(1, "R7", "G7", "Y7", "B7"))
    b = table.action_of(Move.play(2, "R7", "Y7", "G7", "B7"))
    c = table.action_of(Move.play(1, "G7", "R7", "Y7", "B7"))
    d = table.action_of(Move.play(1, "R7", "G7", "B7", "Y7"))
    assert a == b and len({a, c, d}) == 3
    # Wild sets: one action per count, colour and uno
    wilds = {table.action_of(Move.play(0, *["W"] * k, color=colour, uno=uno))
             for k in (1, 2, 3, 4) for colour in ("red", "blue", "green", "yellow") for uno in (False, True)}
    assert len(wilds) == 32
    move = table.move_of(a, 3)
    assert move.seat == 3 and move.cards[0].code == "R7" and move.cards[-1].code == "B7"
    assert table.name(a) == "play R7 Y7 G7 B7"  # middle cards in canonical order (red, yellow, green, blue)
    with pytest.raises(IllegalActionError):
        table.action_of(Move.play(0, *["R7"] * 3))  # the deck has two Red 7s


def test_action_space_sizes_and_catch_offsets():
    classic = ActionTable(find_preset("classic"), 4)
    # 6 simple + 4 colours + 3 catch offsets + (52 coloured + 2 Wild kinds x 4 colours) x 2 (uno)
    assert classic.size == 6 + 4 + 3 + (52 + 8) * 2
    catch = classic.action_of(Move.catch(3, 0))
    assert classic.name(catch) == "catch +1" and classic.move_of(catch, 1) == Move.catch(1, 2)
    assert ActionTable(find_preset("spectrum"), 4).size == 6 + 8 + 3 + (8 * 13 + 2 * 8)  # no UNO
    assert ActionTable(find_preset("black-uno"), 4).size > 10_000


def test_observation_is_the_seats_own_view_only():
    layout = ObservationLayout(find_preset("classic"), 3)
    game = Game("classic", 3, seed=11)
    for move_number in range(40):
        if game.is_over():
            break
        for seat in range(3):
            observation = layout.encode_game(game, seat)
            assert np.array_equal(observation, layout.encode(game.view(seat)))
            hand = observation[layout.fields["hand"]]
            assert hand.sum() == len(game.hand(seat))
            assert observation[layout.fields["hand_sizes"]][0] == len(game.hand(seat))
        game.push(random.Random(move_number).choice(game.legal_moves(game.current)))
    # another seat's cards and the draw pile's order never change a seat's observation
    first = Game("classic", 3, seed=11)
    other = first.copy()
    position = first.state_dict()
    assert position["hands"][1] != position["hands"][2]
    view = first.view(0)
    assert np.array_equal(layout.encode(view), layout.encode_game(other, 0))


def test_observation_after_undo_and_another_move_counts_the_discard_pile_anew():
    """The discard pile's counts are kept between calls; an undo followed by another move of the same
    length of pile must not keep the undone card (each step checked against the view)."""
    layout = ObservationLayout(find_preset("classic"), 2)
    checked = 0
    for seed in range(40):
        game = Game("classic", 2, seed=seed)
        for _ in range(30):
            if game.is_over():
                break
            plays = [move for move in game.legal_moves(game.current) if move.cards]
            others = [move for move in plays if move.cards[0] != plays[0].cards[0]]
            if others:
                game.push(plays[0])
                assert np.array_equal(layout.encode_game(game, 0), layout.encode(game.view(0)))
                game.pop()
                game.push(others[0])  # the same length of discard pile, another top card
                assert np.array_equal(layout.encode_game(game, 0), layout.encode(game.view(0)))
                checked += 1
            else:
                game.push(game.legal_moves(game.current)[0])
            assert np.array_equal(layout.encode_game(game, 1), layout.encode(game.view(1)))
    assert checked > 100


def test_rewards_at_round_end():
    assert uno_v0.placement_rewards(2, (1,), 1, 1) == [-1.0, 1.0]
    assert uno_v0.placement_rewards(4, (2, 0, 3), 2, 3) == pytest.approx([1 / 3, -1.0, 1.0, -1 / 3])
    assert uno_v0.placement_rewards(3, (), None, 1) == [0.0, 0.0, 0.0]
    env = uno_v0.env(rules="black-uno", players=4)
    env.reset(seed=5)
    rng = random.Random(5)
    totals = {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        if termination or truncation:
            totals[agent] = reward
            env.step(None)
            continue
        env.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
    outcome = env.unwrapped.game.outcome()
    assert sorted(totals.values()) == pytest.approx([-1.0, -1 / 3, 1 / 3, 1.0])
    assert totals[f"player_{outcome.placements[0]}"] == 1.0


def test_an_illegal_action_raises_in_the_raw_env_and_ends_the_round_in_env():
    raw = uno_v0.raw_env(rules="classic", players=2)
    with pytest.raises(UnokitError, match=r"call reset\(\) before"):
        raw.step(0)
    raw.reset(seed=1)
    mask = raw.observe(raw.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[-1])
    with pytest.raises(IllegalActionError, match="is not legal for player_"):
        raw.step(illegal)
    with pytest.raises(IllegalActionError, match="may not wait"):
        raw.step(raw.table.wait)  # the seat to act may not wait
    with pytest.raises(IllegalActionError, match="actions are 0 to"):
        raw.step(raw.table.size)
    environment = uno_v0.env(rules="classic", players=2)
    environment.reset(seed=1)
    agent = environment.agent_selection
    other = next(name for name in environment.agents if name != agent)
    with pytest.raises(IllegalActionError):
        environment.step(-1)  # outside the space: always an error
    environment.step(illegal)
    assert environment.terminations[agent] and environment.terminations[other]
    assert environment._cumulative_rewards == {agent: -1.0, other: 0.0}
    # the round is over for both: no legal action is left in the mask (the engine's game goes on)
    assert environment.agent_selection == agent and not environment.unwrapped.game.is_over()
    assert not environment.observe(agent)["action_mask"].any()


def test_bad_arguments_say_what_is_allowed():
    with pytest.raises(RulesError):
        uno_v0.env(rules="snap")
    with pytest.raises(UnokitError, match="2 to 4 players"):
        uno_v0.env(rules="spectrum", players=6)
    with pytest.raises(UnokitError, match="render_mode"):
        uno_v0.env(render_mode="human")


def test_render_ansi_and_rgb_array():
    env = uno_v0.env(rules="classic", players=2, render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    assert "top card:" in text and "player_0" in text and "may:" in text
    seat = env.unwrapped._seat[env.agent_selection]
    hand = " ".join(card.code for card in env.unwrapped.game.hand(seat))
    assert f"[{hand}]" in text
    picture_env = uno_v0.env(rules="classic", players=2, render_mode="rgb_array", width_px=400)
    picture_env.reset(seed=2)
    picture = picture_env.render()
    assert picture.dtype == np.uint8 and picture.ndim == 3 and picture.shape[1] == 400 and picture.shape[2] == 3
    assert len(np.unique(picture.reshape(-1, 3), axis=0)) > 20  # card faces, not a blank image


def test_party_passes_the_pettingzoo_api_test():
    api_test(uno_v0.env(rules="party", players=4), num_cycles=300)


@pytest.mark.parametrize(("rules", "players", "rounds"), [
    ("party", 3, 120), (find_preset("classic", seven_swap=True), 4, 60), (find_preset("classic", jump_in=True), 3, 60),
    (find_preset("black-uno", seven_swap=True, jump_in=True), 4, 40),
])
def test_seven_swaps_and_jump_ins_have_their_actions_and_the_mask_is_exactly_the_legal_moves(rules, players, rounds):
    """Issue 13 item 3: uno_v0 plays seven_swap and jump_in (it refused them before). Random agents make
    swaps and jump-ins, and every step's mask is the engine's legal moves (plus wait out of turn)."""
    environment = uno_v0.env(rules=rules, players=players, max_moves=1000)
    count = check_rounds(environment, rounds, seed=rounds)
    assert count.rounds == rounds and count.ended > rounds * 0.9


def test_a_swap_names_its_seat_by_offset_and_decodes_for_every_seat():
    table = ActionTable(find_preset("classic", seven_swap=True), 4)
    plain = ActionTable(find_preset("classic"), 4)
    assert table.size == plain.size + 4 * 3  # four Sevens (one per colour) x three offsets
    assert table.keys[:plain.size] == plain.keys  # the blocks before stay as they are
    action = table.action_of(Move.parse("3: play R7 swap 1"))
    assert action >= plain.size and table.name(action) == "play R7 swap +2"
    assert table.move_of(action, 0) == Move.parse("0: play R7 swap 2")
    assert table.action_of(Move.parse("0: play R7 swap 2")) == action  # the same offset, the same action
    multi = ActionTable(find_preset("black-uno", seven_swap=True), 3)
    assert multi.name(multi.action_of(Move.parse("1: play R7 G7 swap 0"))) == "play R7 G7 swap +2"


def test_a_seat_that_may_jump_in_gets_its_chance_before_the_seat_to_act_and_may_wait():
    environment = uno_v0.raw_env(rules=find_preset("classic", jump_in=True), players=3)
    environment.reset(seed=0)

    position = Position(hands=(tuple(parse_cards("G2 B3")), tuple(parse_cards("B9 R3 Y5")), tuple(parse_cards("Y1 Y2 R3"))),
                        discard=tuple(parse_cards("R3")), draw_pile=tuple(parse_cards("G1 G4 G5")), current=0,
                        direction=1, color=None, pending_draw=0, out=())
    environment.game = Game(environment.rules, 3, position=position, seed=1)
    environment._schedule()
    assert environment.agent_selection == "player_1"  # Seat 1 first (next in turn order), then 2, then 0
    mask = environment.observe("player_1")["action_mask"]
    names = {environment.table.name(a) for a in np.flatnonzero(mask)}
    assert names == {"play R3", "wait"}
    environment.step(environment.table.wait)
    assert environment.agent_selection == "player_2"
    environment.step(environment.table.action_of(Move.parse("2: play R3")))
    assert environment.game.narration[-1].startswith("Seat 2 jumps in; Seat 0 loses the turn.")
    # seat 1 still holds a Red 3: it may jump in on the jump-in; once it waits, play goes on after the jumper
    assert environment.agent_selection == "player_1"
    environment.step(environment.table.wait)
    assert environment.agent_selection == "player_0"


def _trajectory_digest(rules, players, rounds, seed):
    """SHA-256 of every observation array (the selected agent's and every other seat's), action mask,
    reward and agent of ``rounds`` seeded rounds played with random legal actions (the actions drawn
    from their own seeded generator), and the number of actions taken."""
    import hashlib

    environment = uno_v0.env(rules=rules, players=players, max_moves=400)
    rng = random.Random(seed)
    digest = hashlib.sha256()
    environment.reset(seed=seed)
    steps = 0
    for _ in range(rounds):
        environment.reset()
        for agent in environment.agent_iter():
            observation, reward, termination, truncation, _ = environment.last()
            assert observation["observation"].dtype == np.float32 and observation["action_mask"].dtype == np.int8
            digest.update(agent.encode())
            digest.update(observation["observation"].tobytes())
            digest.update(observation["action_mask"].tobytes())
            digest.update(repr((reward, termination, truncation)).encode())
            for other in environment.possible_agents:  # every seat's own view, not only the selected one's
                digest.update(environment.observe(other)["observation"].tobytes())
            if termination or truncation:
                environment.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"]).tolist()
            environment.step(legal[rng.randrange(len(legal))])
            steps += 1
    return digest.hexdigest(), steps


# pinned before the environment's speed work (issue 15): the same seeds must keep giving the same
# observations, masks and rewards, byte for byte
TRAJECTORY_DIGESTS = [
    ("classic", 2, 20, 1,
     "73638a4c23c756651d461bb6858ab258491df334dee2a355b0b8b4264bfc33ac", 6622),
    ("classic", 4, 10, 2,
     "3377c4ec7542bb33b51dd4530b39a684b4259f4a5eefb218a0e6bd02a6e447be", 3460),
    ("black-uno", 4, 6, 3,
     "af313ce18962f20846e3b2908ff928408630bfc6ed7bed6624437370b1281b96", 2430),
    ("spectrum", 3, 10, 4,
     "6c0fa4855b48da1e2cbf9e459957abea2b249ce9937b22a643347b35f20cc74f", 1222),
    ("party", 3, 10, 5,
     "609aa2ebbcdd6ebaaead01109fe8498bcadc0180a44825aee61024311e3dfc57", 4189),
    (find_preset("classic", seven_swap=True, jump_in=True, stack_draw_two=True), 4, 10, 6,
     "8203e69e60315215bc2f4230b7497b5a5646d57e5f62933bbabd01320d33a288", 3776),
]


@pytest.mark.parametrize(("rules", "players", "rounds", "seed", "expected", "steps"), TRAJECTORY_DIGESTS)
def test_observations_and_masks_of_seeded_rounds_do_not_change(rules, players, rounds, seed, expected, steps):
    assert _trajectory_digest(rules, players, rounds, seed) == (expected, steps)


def test_an_action_is_a_whole_number_python_or_numpy():
    table = ActionTable(find_preset("classic"), 2)
    draw = table.index[("draw",)]
    assert table.move_of(np.int64(draw), 1) == table.move_of(draw, 1) == Move.simple(1, "draw")
    for wrong in (True, np.bool_(True), 1.0, "1", None):
        with pytest.raises(IllegalActionError, match="whole numbers"):
            table.move_of(wrong, 0)
    with pytest.raises(IllegalActionError, match="actions are 0 to"):
        table.move_of(-1, 0)
