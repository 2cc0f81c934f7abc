"""Golden transcripts of the reasons per language (issue 26): seeded bot rounds, explained move by move.

For every preset at three players and each house rule switched on, three seeded rounds are played by
the bot mix of ``tests/test_golden_transcripts.py``. Before every move the reason of the move about to be
made and the refusal of two moves that may not be made (the next seat drawing out of turn, the seat to
act playing the first card of the next seat's hand) go into a hash, one per language: ``en``,
``pt-PT``, ``es``. The hashes are stored in ``tests/golden/reasons.json``; any change of a reason's
words in a catalogue, or of which reason the engine gives, changes one. (The English words of every
reason are also checked against the engine's in tests/test_i18n.py.)

Regenerate after a deliberate change of wording, having read the new reasons:
``python tests/test_golden_reasons.py --write`` (``--show CONFIG LANG`` prints one round's reasons).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from unokit.agents import make_agent
from unokit.game import Game
from unokit.moves import Move, MoveKind
from unokit.rules import find_preset

GOLDEN = Path(__file__).parent / "golden" / "reasons.json"
LANGS = ("en", "pt-PT", "es")
GAMES = 3
MAX_MOVES = 400
BOTS = ("random", "uniform", "greedy")
CONFIGS = {
    "classic": ("classic", {}),
    "black-uno": ("black-uno", {}),
    "spectrum": ("spectrum", {}),
    "party": ("party", {}),
    "classic+jump_in+seven_swap+zero_rotate": ("classic", {"jump_in": True, "seven_swap": True, "zero_rotate": True}),
    "classic+stacking+stack_cross": ("classic", {"stack_draw_two": True, "stack_wild_draw_four": True,
                                                 "stack_cross": True, "challenge": False}),
    "classic+force_play": ("classic", {"force_play": True}),
    "classic+draw_to_match": ("classic", {"draw_to_match": True}),
    "classic+no_bluffing": ("classic", {"bluffing": False, "challenge": False}),
}


def reasons(config: str, seed: int, lang: str):
    """The reasons said in ``lang`` during one seeded round of ``config``, in order."""
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
        following = (game.current + 1) % 3
        yield game.explain(move, lang=lang).reason
        yield game.explain(Move.simple(following, MoveKind.DRAW), lang=lang).reason
        hand = game.hand(following)
        if hand:
            yield game.explain(hand[0], game.current, lang=lang).reason
        game.push(move)
        moves += 1


def config_hashes(config: str, lang: str) -> list[str]:
    hashes = []
    for seed in range(GAMES):
        digest = hashlib.sha256()
        for reason in reasons(config, seed, lang):
            digest.update(reason.encode() + b"\n")
        hashes.append(digest.hexdigest()[:16])
    return hashes


def _stored() -> dict[str, list[str]]:
    return json.loads(GOLDEN.read_text())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("config", CONFIGS)
def test_seeded_rounds_give_the_golden_reasons(config, lang):
    key = f"{config}/{lang}"
    stored = _stored()
    assert key in stored, f"no golden reasons for {key}; regenerate with --write"
    assert config_hashes(config, lang) == stored[key]


def test_every_stored_transcript_is_still_checked():
    assert sorted(_stored()) == sorted(f"{config}/{lang}" for config in CONFIGS for lang in LANGS)


if __name__ == "__main__":  # pragma: no cover - regenerating is a deliberate act
    if sys.argv[1:2] == ["--show"] and len(sys.argv) == 4:
        for line in reasons(sys.argv[2], 0, sys.argv[3]):
            print(line)
        sys.exit(0)
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_golden_reasons.py --write | --show CONFIG LANG")
    data = {f"{config}/{lang}": config_hashes(config, lang) for config in CONFIGS for lang in LANGS}
    GOLDEN.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(data)} configurations x {GAMES} rounds to {GOLDEN}")
