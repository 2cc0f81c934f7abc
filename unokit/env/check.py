"""A check of the environment against the engine, used by the tests and ``bench/env.py``: random
agents play whole rounds and, at every step, the action mask must hold exactly the actions of the
engine's legal moves for the selected seat (plus ``wait`` out of turn), each legal move must decode
back to its own form, and the action taken must be one the engine accepts; every fifth step the
observation must equal the one built from the seat's :class:`~unokit.game.SeatView`."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import numpy as np

from unokit.moves import MoveKind

__all__ = ["CheckCount", "check_rounds"]


@dataclass
class CheckCount:
    """What :func:`check_rounds` saw: ``rounds`` played, ``steps`` checked, ``ended`` rounds played
    to their end (not truncated)."""

    rounds: int = 0
    steps: int = 0
    ended: int = 0


def check_rounds(environment: Any, rounds: int, seed: int = 0, *, play_bias: float = 0.8) -> CheckCount:
    """Play ``rounds`` rounds on ``environment`` (from :func:`unokit.env.uno_v0.env`) with random
    legal actions, a play with probability ``play_bias`` when one is legal (so rounds end), and check
    the mask at every step (see the module docstring). Raises ``AssertionError`` naming the move or
    action at the first disagreement; returns the counts."""
    raw = environment.unwrapped
    table = raw.table
    rng = random.Random(seed)
    count = CheckCount()
    environment.reset(seed=seed)
    for _ in range(rounds):
        environment.reset()
        count.rounds += 1
        ended = False
        for agent in environment.agent_iter():
            observation, _, termination, truncation, _ = environment.last()
            if termination or truncation:
                assert not observation["action_mask"].any(), "a finished agent has a legal action"
                if termination and not ended:
                    count.ended += 1
                    ended = True
                environment.step(None)
                continue
            seat = raw.possible_agents.index(agent)
            game = raw.game
            allowed = set(np.flatnonzero(observation["action_mask"]).tolist())
            legal = game.legal_moves(seat)
            actions = {table.action_of(move) for move in legal}
            assert len(actions) == len(legal), f"two legal moves of seat {seat} share an action: {legal}"
            if seat != game.current:  # out of turn: a late UNO, a catch, or a jump-in (jump_in)
                kinds = (MoveKind.UNO, MoveKind.CATCH, MoveKind.PLAY) if game.rules.jump_in else (MoveKind.UNO,
                                                                                                 MoveKind.CATCH)
                assert legal and all(m.kind in kinds for m in legal), legal
                actions.add(table.wait)
            assert allowed == actions, (
                f"mask and engine disagree for seat {seat}: mask only "
                f"{[table.name(a) for a in allowed - actions]}, engine only {[table.name(a) for a in actions - allowed]}"
            )
            for move in legal:
                decoded = table.move_of(table.action_of(move), seat)
                assert decoded.seat == seat and table.key_of(decoded) == table.key_of(move), (str(move), str(decoded))
            if count.steps % 5 == 0:
                assert np.array_equal(observation["observation"], raw.layout.encode(game.view(seat))), \
                    f"observation of seat {seat} differs from its view's"
            plays = [a for a in allowed if table.keys[a][0] == "play"]
            action = rng.choice(plays) if plays and rng.random() < play_bias else rng.choice(sorted(allowed))
            move = table.move_of(action, seat)
            assert move is None or game.is_legal(move), (str(move), game.explain(move).reason)
            environment.step(action)  # the engine accepts it (the raw environment raises otherwise)
            count.steps += 1
    return count
