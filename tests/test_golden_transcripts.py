"""Golden transcripts of the engine: seeded bot rounds must replay byte for byte.

For every preset and player count, and for every boolean flag of :class:`~unokit.rules.Rules`
flipped alone on every preset, 20 seeded rounds are played by a mix of bots (``random``,
``uniform`` — which forgets UNO, draws by choice and catches — and ``greedy``). After every move
the contract-4 state (``state_dict()``) and the move's narration go into a hash, with the setup
narration first and the outcome last. The hashes are stored in ``tests/golden/transcripts.json``;
a change in any reason of play, narration line, legal-move order or random-number call order
changes a hash. This is the safety net of the engine's internal changes (issue 12): it must pass
before and after each of them.

Regenerate (only for a deliberate change of behaviour, reviewed move by move):
``python tests/test_golden_transcripts.py --write``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest
from scenarios import REFUSED_FLIPS, boolean_flags

from unokit.agents import make_agent
from unokit.game import Game
from unokit.rules import PRESETS, Rules

GOLDEN = Path(__file__).parent / "golden" / "transcripts.json"
GAMES = 20
MAX_MOVES = 1500
BOTS = ("random", "uniform", "greedy")
#: players at a table whose flag is flipped (a Reverse acts as a Skip only with two)
FLIP_PLAYERS = {"two_player_reverse_skips": 2}
FLAG_PLAYERS = 3


def configurations() -> list[tuple[str, str, int, dict[str, bool]]]:
    """(id, preset, players, overrides): every preset x player count, then every flag flipped."""
    configs = []
    for name, rules in PRESETS.items():
        for n in range(rules.min_players, rules.max_players + 1):
            configs.append((f"{name}/{n}", name, n, {}))
    for name, rules in PRESETS.items():
        for flag in boolean_flags():
            if (name, flag) in REFUSED_FLIPS:
                continue
            value = not getattr(rules, flag)
            n = FLIP_PLAYERS.get(flag, FLAG_PLAYERS)
            configs.append((f"{name}/{n}/{flag}={value}", name, n, {flag: value}))
    return configs


def transcript_hash(rules: Rules, players: int, seed: int) -> str:
    """Play one seeded round with the bot mix; the SHA-256 of its transcript (16 hex digits)."""
    game = Game(rules, players, seed=seed)
    agents = [make_agent(BOTS[seat % len(BOTS)], seed=seed * 31 + seat) for seat in range(players)]
    digest = hashlib.sha256()
    digest.update(game.setup_narration.encode())
    digest.update(json.dumps(game.state_dict(), sort_keys=True).encode())
    moves = 0
    while not game.is_over() and moves < MAX_MOVES:
        move = None
        if game.uno_open is not None:
            culprit = game.uno_open
            for offset in range(players):
                seat = (culprit + offset) % players
                move = agents[seat].react(game, seat)
                if move is not None:
                    break
        if move is None:
            move = agents[game.current].choose(game, game.current)
        game.push(move)
        moves += 1
        digest.update(move.notation().encode())
        digest.update(game.narration[-1].encode())
        digest.update(json.dumps(game.state_dict(), sort_keys=True).encode())
    digest.update(repr(game.outcome()).encode())
    digest.update(repr((game.reshuffles, game.dry_draws, game.rng_state()[1][:4])).encode())
    return digest.hexdigest()[:16]


def config_hashes(preset: str, players: int, overrides: dict[str, bool]) -> list[str]:
    rules = PRESETS[preset].replace(**overrides) if overrides else PRESETS[preset]
    return [transcript_hash(rules, players, seed) for seed in range(GAMES)]


def _stored() -> dict[str, list[str]]:
    return json.loads(GOLDEN.read_text())


@pytest.mark.parametrize("config", configurations(), ids=lambda c: c[0])
def test_seeded_bot_rounds_replay_the_golden_transcript(config):
    key, preset, players, overrides = config
    stored = _stored()
    assert key in stored, f"no golden transcript for {key}; regenerate with --write"
    assert config_hashes(preset, players, overrides) == stored[key]


def test_every_stored_transcript_is_still_checked():
    assert sorted(_stored()) == sorted(c[0] for c in configurations())


if __name__ == "__main__":  # pragma: no cover - regenerating is a deliberate act
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_golden_transcripts.py --write")
    data = {key: config_hashes(preset, n, overrides) for key, preset, n, overrides in configurations()}
    GOLDEN.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(data)} configurations x {GAMES} rounds to {GOLDEN}")
