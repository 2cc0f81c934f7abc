"""A battery of one-key answers in many game states (tests/test_answers_languages.py compares the English
with tests/golden/answers_en.json, written by the code before the answers came from the catalogues)."""
import random

from unokit.announce import AnnounceSettings, answer
from unokit.game import Game
from unokit.rules import find_preset

KEYS = ("h", "t", "c", "w", "l", "m", "s", "?")
SETTINGS = [AnnounceSettings(detail=d, card_order=o) for d in ("brief", "full") for o in ("color", "number")]


def games():
    """(label, game) in states the questions speak of: turns, a drawn card, penalties, a Wild starter,
    a Wild Draw Four to answer, a UNO window, seats out, a round over."""
    configs = [("classic", {}), ("black-uno", {}), ("spectrum", {}), ("party", {}),
               ("classic", {"stack_draw_two": True, "stack_wild_draw_four": True, "stack_cross": True,
                            "challenge": False})]
    for preset, flags in configs:
        rules = find_preset(preset, **flags)
        for seed in (1, 2):
            game = Game(rules, ["Ana", "Ben", "Cy"], seed=seed)
            rng = random.Random(seed)
            for step in range(400):
                if step in (0, 1, 5, 17, 40) or game.phase in ("choose", "challenge", "drawn") or game.pending_draw \
                        or game.uno_open is not None or game.is_over():
                    yield f"{preset}{sorted(flags)} seed {seed} step {step}", game.copy()
                if game.is_over():
                    break
                game.push(rng.choice(game.legal_moves()))


def outputs(lang=None):
    said = {}
    seen = 0
    for label, game in games():
        seen += 1
        if seen > 60:
            break
        for seat in (*range(game.n_players), None):
            for key in KEYS:
                if seat is None and key in ("h", "m"):
                    continue
                for settings in SETTINGS:
                    args = {} if lang is None else {"lang": lang}
                    said[f"{label} seat {seat} {key} {settings.detail} {settings.card_order}"] = \
                        answer(game, seat, key, settings, **args)
    return said
