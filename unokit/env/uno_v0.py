"""``uno_v0``: one round of unokit's UNO with the complete rules, as a PettingZoo AEC environment.

>>> from unokit.env import uno_v0
>>> env = uno_v0.env(rules="classic", players=2)
>>> env.reset(seed=1)
>>> for agent in env.agent_iter():
...     observation, reward, termination, truncation, info = env.last()
...     if termination or truncation:
...         action = None
...     else:  # any action the mask allows is legal
...         action = env.action_space(agent).sample(observation["action_mask"])
...     env.step(action)
>>> env.close()

Agents are ``"player_0"`` .. ``"player_{n-1}"``, seat ``i`` of the engine being ``player_i``.

Turns. The agent selected is the seat to act (:attr:`unokit.game.Game.current`), except while an
out-of-turn chance is open: when a player holds one card without having declared UNO (RULES.md
classic "UNO"), each other seat still in the round may act before the turn goes on, the forgetful
player first (a late ``uno``) and then the others in seat order (``catch``), each with the extra
action ``wait`` to let the chance pass, as :func:`unokit.simulate.play_round` offers it to bots. The
first out-of-turn move made ends the chance; the seat to act may also catch as its turn's move.
Under ``jump_in`` (RULES.md "House rules") every seat holding a card identical to the top card gets
the same kind of chance next, in turn order from the seat to act (as :func:`unokit.simulate.play_out`
offers jump-ins to bots): its jump-in is an ordinary play action, or it may ``wait``. Under
``seven_swap`` a Seven names the seat to swap hands with by its offset (``play R7 swap +1``, block 6
of :mod:`unokit.env.actions`).

Observation: ``{"observation": float32 array, "action_mask": int8 array}``, the array built from
the fields of the agent's own :class:`~unokit.game.SeatView` only, and equal to the array built from
the view itself (layout: :mod:`unokit.env.observation`), and the
mask with a 1 for exactly the actions that are legal for that agent now (numbering:
:mod:`unokit.env.actions`; ``env.unwrapped.legal_action_names(seat)`` names them in move notation).

Rewards come when the round ends: +1 to the winner and -1 to every other seat; when more than one
place is decided (black-uno: 1st, 2nd and 3rd place) place ``p`` (0 = first) of ``n`` earns
``1 - 2p / (n - 1)`` and the seats left without a place share the mean of the remaining places'
rewards; a round without a winner gives 0. A round still going after ``max_moves`` moves is
truncated (reward 0).

Rendering: ``render_mode="ansi"`` returns the table as text; ``"rgb_array"`` returns an
``(height, width, 3)`` ``uint8`` picture of the table with the selected agent's hand face up, drawn
with :func:`unokit.render.svg.table` (ColorADD signs on every coloured card, so colour is never the
only cue) at ``width_px`` pixels wide.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError:  # imported directly without the rl extra: the same message as unokit.env's
    from unokit.extras import RL_MODULES, require

    require("unokit.env.uno_v0", RL_MODULES, extra="rl")
    raise

from unokit.env.actions import ActionTable, IllegalActionError
from unokit.env.observation import ObservationLayout
from unokit.errors import IllegalMoveError, RulesError, UnokitError
from unokit.game import Game
from unokit.moves import Move
from unokit.rulebook.jump_in import jumpers
from unokit.rules import Rules, find_preset

_INT8 = np.dtype(np.int8)

__all__ = ["env", "raw_env", "placement_rewards", "DEFAULT_MAX_MOVES"]

#: Moves after which a round is truncated (as :data:`unokit.simulate.DEFAULT_MAX_MOVES`).
DEFAULT_MAX_MOVES = 5000


def env(**kwargs: Any) -> raw_env:
    """The environment as PettingZoo's classic games are wrapped, with the wrappers' behaviour built
    in (it doubles the steps per second; ``bench/env.py``): an illegal action ends the round with
    reward -1 for the agent who chose it and 0 for the others (as ``TerminateIllegalWrapper``), an
    action outside the space raises :class:`~unokit.env.actions.IllegalActionError` (as
    ``AssertOutOfBoundsWrapper``), and stepping, observing or rendering before :meth:`raw_env.reset`
    raises :class:`~unokit.errors.UnokitError` (as ``OrderEnforcingWrapper``). Arguments as
    :class:`raw_env`; ``raw_env`` alone raises on an illegal action instead."""
    return raw_env(**kwargs, illegal="end_round")


def placement_rewards(players: int, placements: tuple[int, ...], winner: int | None,
                      places_to_decide: int) -> list[float]:
    """The rewards of a finished round by seat (see the module docstring).

    >>> placement_rewards(3, (2,), 2, 1)
    [-1.0, -1.0, 1.0]
    >>> placement_rewards(4, (1, 3, 0), 1, 3)
    [-0.3333333333333333, 1.0, -1.0, 0.3333333333333333]
    """
    if winner is None:
        return [0.0] * players
    if places_to_decide <= 1:
        return [1.0 if seat == winner else -1.0 for seat in range(players)]
    by_place = [1 - 2 * place / (players - 1) for place in range(players)]
    rewards = [0.0] * players
    for place, seat in enumerate(placements):
        rewards[seat] = by_place[place]
    rest = [seat for seat in range(players) if seat not in placements]
    if rest:
        share = sum(by_place[len(placements):]) / len(rest)
        for seat in rest:
            rewards[seat] = share
    return rewards


class raw_env(AECEnv):  # noqa: N801 - PettingZoo's naming convention
    """The AEC environment without wrappers.

    Args:
        rules: a preset name (``"classic"``, ``"black-uno"``, ``"spectrum"``, ``"party"``) or any
            :class:`~unokit.rules.Rules` value (every house rule included).
        players: the number of seats (within the rules' range).
        render_mode: ``None``, ``"ansi"`` or ``"rgb_array"``.
        max_moves: engine moves after which the round is truncated.
        width_px: width of the ``"rgb_array"`` picture in pixels.
        illegal: what an illegal action does: ``"raise"`` (:class:`~unokit.env.actions.IllegalActionError`)
            or ``"end_round"`` (reward -1 to its agent, the round ends; :func:`env` uses it).

    Raises :class:`~unokit.errors.RulesError` for unknown rules and
    :class:`~unokit.errors.UnokitError` for another bad argument.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi", "rgb_array"], "name": "uno_v0", "is_parallelizable": False,
                                "render_fps": 1}

    def __init__(self, rules: Rules | str = "classic", players: int = 2, render_mode: str | None = None,
                 max_moves: int = DEFAULT_MAX_MOVES, width_px: int = 640, illegal: str = "raise") -> None:
        super().__init__()
        rules = find_preset(rules) if isinstance(rules, str) else rules
        if not isinstance(rules, Rules):
            raise RulesError(f"rules must be a preset name or Rules, not {rules!r}")
        if isinstance(players, bool) or not isinstance(players, int):
            raise UnokitError(f"players must be a whole number, not {players!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise UnokitError(f"render_mode {render_mode!r} is not allowed; use None, 'ansi' or 'rgb_array'")
        if isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 1:
            raise UnokitError(f"max_moves must be a whole number of at least 1, not {max_moves!r}")
        if isinstance(width_px, bool) or not isinstance(width_px, int) or width_px < 100:
            raise UnokitError(f"width_px must be a whole number of pixels, at least 100, not {width_px!r}")
        if illegal not in ("raise", "end_round"):
            raise UnokitError(f"illegal={illegal!r} is not allowed; use 'raise' or 'end_round'")
        self.illegal = illegal
        self.rules = rules
        self.table = ActionTable(rules, players)
        self.layout = ObservationLayout(rules, players)
        self.render_mode = render_mode
        self.max_moves = max_moves
        self.width_px = width_px
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.action_spaces = {agent: spaces.Discrete(self.table.size) for agent in self.possible_agents}
        observation = spaces.Dict({
            "observation": spaces.Box(0.0, float(self.layout.high), (self.layout.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.table.size,), np.int8),
        })
        self.observation_spaces = {agent: observation for agent in self.possible_agents}
        self._rng = random.Random()
        self.game: Game | None = None
        self._jump_in = rules.jump_in
        # the seats in turn order from each seat (clockwise), for the out-of-turn chances
        self._clockwise_from = tuple(tuple((start + offset) % players for offset in range(players))
                                     for start in range(players))
        # the legal move groups of the seats given an out-of-turn chance, found by _schedule and
        # read by observe (the position does not change until the next move)
        self._chance_groups: dict[int, list[tuple[Move, ...]]] = {}
        self._finished = False

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- episode --------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new round. ``seed`` seeds the environment's random number generator, from which
        each round's engine seed is drawn (so ``reset(seed=s)`` then ``reset()`` repeats too)."""
        if seed is not None:
            self._rng.seed(seed)
        self.game = Game(self.rules, len(self.possible_agents), seed=self._rng.getrandbits(63))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self._finished = False  # every agent terminated or truncated (they end together here)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._moves = 0
        self._waiting: list[int] = []
        self._skip_agent_selection = None
        self._schedule()

    def _schedule(self) -> None:
        """Select the next agent after a move: the out-of-turn chances first, then the seat to act."""
        game = self.game
        assert game is not None
        current = game.current
        culprit = game.uno_open
        if culprit is None and not self._jump_in:  # no chance to act out of turn: the seat to act
            if self._chance_groups:  # those of the last chances (their seats may have waited since)
                self._waiting = []
                self._chance_groups = {}
            self.agent_selection = self.possible_agents[current if current is not None else 0]
            return
        self._waiting = waiting = []
        self._chance_groups = chances = {}
        if culprit is not None:
            for seat in self._clockwise_from[culprit]:
                if seat != current:
                    groups = game.legal_move_groups(seat)
                    if groups:
                        waiting.append(seat)
                        chances[seat] = groups
        if self._jump_in and current is not None:  # then the seats that may jump in, in turn order
            n, direction = len(self.possible_agents), game.direction
            for seat in sorted(jumpers(game), key=lambda s: ((s - current) * direction) % n):
                if seat not in waiting:
                    waiting.append(seat)
        chosen = waiting[0] if waiting else current
        self.agent_selection = self.possible_agents[chosen if chosen is not None else 0]

    def _legal_actions(self, seat: int) -> list[int]:
        """The action numbers of the legal moves of ``seat`` now, in the engine's order, and ``wait``
        when it is another seat's turn and it may act (an out-of-turn chance)."""
        game = self.game
        assert game is not None
        groups = self._chance_groups.get(seat)
        actions = self.table.actions_of_groups(groups if groups is not None else game.legal_move_groups(seat))
        if actions and seat != game.current:
            actions.append(self.table.wait)
        return actions

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's observation: its own view as an array and its action mask (see the module
        docstring); the mask is all 0 for an agent that is not selected and once the round is over,
        ended by an illegal action or truncated."""
        game = self.game
        if game is None:
            raise UnokitError("call reset() before observe(), last() or step()")
        seat = self._seat[agent]
        table = self.table
        mask = bytearray(table.size)  # filled from Python, then viewed by numpy without a copy
        if agent == self.agent_selection and not self._finished:
            for action in self._legal_actions(seat):
                mask[action] = 1
        return {"observation": self.layout.encode_game(game, seat), "action_mask": np.frombuffer(mask, _INT8)}

    def step(self, action: int | None) -> None:
        """The selected agent makes ``action``. Raises
        :class:`~unokit.env.actions.IllegalActionError` for an action that is not legal for it now
        (the :func:`env` wrapper turns that into the end of the round instead) and for one outside
        the action space (always)."""
        game = self.game
        if game is None:
            raise UnokitError("call reset() before observe(), last() or step()")
        agent = self.agent_selection
        if self._finished:  # (every agent is terminated or truncated)
            self._was_dead_step(action)
            return
        seat = self._seat[agent]
        self._cumulative_rewards[agent] = 0.0
        table = self.table
        move = table.built[seat].get(action) if action.__class__ is int else None
        if move is None:  # not made by this seat before, wait, or not an action number
            move = table.move_of(action, seat)  # type: ignore[arg-type]  # move_of refuses what is not an action number
        try:
            if move is None:  # wait
                if seat == game.current or not self._waiting or self._waiting[0] != seat:
                    raise IllegalActionError(f"{agent} may not wait now: it is its turn or it has no chance to act")
                self._waiting.pop(0)
                next_seat = self._waiting[0] if self._waiting else game.current
                self.agent_selection = self.possible_agents[next_seat]  # type: ignore[index]  # a round going on has a seat to act
                return
            try:
                game.push(move)  # the engine checks the move
            except IllegalMoveError as error:
                raise IllegalActionError(
                    f"action {action} ({self.table.name(self.table.action_of(move))}) is not legal for {agent} "
                    f"now: {error}"
                ) from None
        except IllegalActionError:
            if self.illegal == "raise":
                raise
            self._end({other: (-1.0 if other == agent else 0.0) for other in self.agents})
            return
        self._moves += 1
        if game.is_over():
            outcome = game.outcome()
            assert outcome is not None
            rewards = placement_rewards(len(self.possible_agents), outcome.placements, outcome.winner,
                                        self.rules.places_to_decide)
            self._end(dict(zip(self.possible_agents, rewards, strict=True)))
        elif self._moves >= self.max_moves:
            self.truncations = dict.fromkeys(self.agents, True)
            self._finished = True
        elif game.uno_open is None and not self._jump_in and not self._chance_groups:
            # no chance to act out of turn, now or left from before: the seat to act (as _schedule)
            self.agent_selection = self.possible_agents[game.current]  # type: ignore[index]  # a round going on has a seat to act
        else:
            self._schedule()  # rewards come only at the end: nothing to clear or add up before it

    def _end(self, rewards: dict[str, float]) -> None:
        self.rewards = rewards
        self.terminations = dict.fromkeys(self.agents, True)
        self._finished = True
        self._accumulate_rewards()

    # -- pictures -----------------------------------------------------------------------------------
    def render(self) -> str | np.ndarray | None:
        """``"ansi"``: the table as text; ``"rgb_array"``: a picture (see the module docstring);
        ``None`` (with a warning) without a render mode."""
        if self.game is None:
            raise UnokitError("call reset() before render()")
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("render() was called without a render_mode; pass render_mode to env()")
            return None
        assert self.game is not None
        seat = self._seat[self.agent_selection]
        if self.render_mode == "ansi":
            return self._ansi(seat)
        return self._picture(seat)

    def _ansi(self, seat: int) -> str:
        game = self.game
        assert game is not None
        view = game.view(seat)
        color = view.color.word if view.color is not None else "not named yet"
        lines = [f"{self.rules.name}, {len(self.possible_agents)} players; move {self._moves}",
                 f"top card: {view.top.name} ({view.top.code}); colour: {color}; "
                 f"direction: {'clockwise' if view.direction == 1 else 'counter-clockwise'}; "
                 f"draw pile: {view.draw_pile_size} cards; pending draw: {view.pending_draw}"]
        for other, count in enumerate(view.hand_sizes):
            notes = []
            if other == view.current:
                notes.append("to act")
            if other in view.placements:
                notes.append(f"place {view.placements.index(other) + 1}")
            if other == view.uno_open:
                notes.append("has not declared UNO")
            hand = " ".join(card.code for card in view.hand) if other == seat else ""
            lines.append(f"  {self.possible_agents[other]}: {count} card{'s' if count != 1 else ''}"
                         + (f" [{hand}]" if hand else "") + (f" ({', '.join(notes)})" if notes else ""))
        outcome = game.outcome()
        if outcome is not None:
            winner = "no winner" if outcome.winner is None else f"{self.possible_agents[outcome.winner]} wins"
            lines.append(f"round over ({outcome.reason}): {winner}")
        else:
            lines.append(f"{self.agent_selection} may: " + ", ".join(self.legal_action_names(seat)))
        return "\n".join(lines)

    def legal_action_names(self, seat: int) -> list[str]:
        """The legal actions of ``seat`` now in words (``wait`` included when it may wait)."""
        return [self.table.name(action) for action in self._legal_actions(seat)]

    def _picture(self, seat: int) -> np.ndarray:
        import io

        import cairosvg
        from PIL import Image

        from unokit.render.svg import table

        assert self.game is not None
        svg = table(self.game.view(seat), seat=seat, wild_colors=self.rules.colors, width_px=self.width_px)
        png = cairosvg.svg2png(bytestring=str(svg).encode("utf-8"))
        with Image.open(io.BytesIO(png)) as image:
            return np.asarray(image.convert("RGB"))

    def close(self) -> None:
        """Nothing to release (the pictures are drawn on demand)."""
