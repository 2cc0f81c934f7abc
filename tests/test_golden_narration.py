"""Golden transcripts of the narration per language (issue 26): seeded bot rounds, told move by move.

The rounds of ``tests/test_golden_reasons.py`` (every preset at three players and each house rule
switched on, three seeded rounds each, the same bot mix) are played out, and the set-up narration and
every move's narration in each language (``en``, ``pt-PT``, ``es``; :meth:`Game.narration_text`) go
into one hash per round. The hashes are stored in ``tests/golden/narration.json``; any change of a
sentence's words in a catalogue, or of what the engine narrates, changes one. (The English words are
also checked byte for byte by tests/test_golden_transcripts.py, and each message against the engine's
English by tests/test_narration_languages.py.)

Regenerate after a deliberate change of wording, having read the new narration:
``python tests/test_golden_narration.py --write`` (``--show CONFIG LANG`` prints one round's narration).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from test_golden_reasons import BOTS, CONFIGS, GAMES, LANGS, MAX_MOVES  # noqa: E402

from unokit.agents import make_agent  # noqa: E402
from unokit.game import Game  # noqa: E402
from unokit.rules import find_preset  # noqa: E402

GOLDEN = Path(__file__).parent / "golden" / "narration.json"


def narration(config: str, seed: int, lang: str) -> list[str]:
    """The set-up narration and every move's narration in ``lang`` of one seeded round of ``config``."""
    preset, flags = CONFIGS[config]
    game = Game(find_preset(preset, **flags), 3, seed=seed)
    agents = [make_agent(BOTS[seat % len(BOTS)], seed=seed * 31 + seat) for seat in range(3)]
    moves = 0
    while not game.is_over() and moves < MAX_MOVES:
        move = None
        if game.uno_open is not None:
            for offset in range(3):
                seat = (game.uno_open + offset) % 3
                move = agents[seat].react(game, seat)
                if move is not None:
                    break
        if move is None:
            move = agents[game.current].choose(game, game.current)
        game.push(move)
        moves += 1
    return [game.setup_narration_text(lang), *game.narration_text(lang)]


def config_hashes(config: str, lang: str) -> list[str]:
    hashes = []
    for seed in range(GAMES):
        digest = hashlib.sha256()
        for sentence in narration(config, seed, lang):
            digest.update(sentence.encode() + b"\n")
        hashes.append(digest.hexdigest()[:16])
    return hashes


def _stored() -> dict[str, list[str]]:
    return json.loads(GOLDEN.read_text())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("config", CONFIGS)
def test_seeded_rounds_give_the_golden_narration(config, lang):
    key = f"{config}/{lang}"
    stored = _stored()
    assert key in stored, f"no golden narration for {key}; regenerate with --write"
    assert config_hashes(config, lang) == stored[key]


def test_the_english_narration_is_the_engines():
    for config in CONFIGS:
        preset, flags = CONFIGS[config]
        said = narration(config, 0, "en")
        assert said[0] and all(isinstance(sentence, str) for sentence in said)
        assert narration(config, 0, "pt-PT")[1:] != said[1:]


def test_every_stored_transcript_is_still_checked():
    assert sorted(_stored()) == sorted(f"{config}/{lang}" for config in CONFIGS for lang in LANGS)


if __name__ == "__main__":  # pragma: no cover - regenerating is a deliberate act
    if sys.argv[1:2] == ["--show"] and len(sys.argv) == 4:
        for line in narration(sys.argv[2], 0, sys.argv[3]):
            print(line)
        sys.exit(0)
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_golden_narration.py --write | --show CONFIG LANG")
    data = {f"{config}/{lang}": config_hashes(config, lang) for config in CONFIGS for lang in LANGS}
    GOLDEN.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(data)} configurations x {GAMES} rounds to {GOLDEN}")
