"""A battery of command-field texts in several game states: what parse_command says to each (tests/test_commands.py
compares the English with tests/golden/command_field_en.json, written by the code before the command field
read other languages, and checks the other languages say every message in their own words)."""
from unokit.commands import CommandError, parse_command
from unokit.game import Game
from unokit.rules import find_preset

TEXTS = ["", "   ", "red 5", "5 red", "r5", "play r5", "5", "red", "skip", "skip red", "red skip", "draw two red",
         "red draw two", "+2", "wild", "w", "wild blue", "w+4 green", "wild draw four green", "draw", "draw 5", "pass",
         "keep", "uno", "say uno", "uno now", "challenge", "accept", "choose blue", "choose", "choose pink", "blue",
         "catch", "catch 2", "catch Ben", "catch zed", "swap 1", "swap Ben", "r7 swap 1", "play", "play uno",
         "hand", "top", "h", "?", "1: draw", "0: draw", "1:", "xyz", "r 5", "wild blue red", "r5 uno",
         "nine yellow", "yellow nine", "g+2", "play r7 r7", "r7 g7 b7", "w w", "play w", "7", "reverse"]


def games():
    yield "classic", Game("classic", ["Ana", "Ben", "Cy"], seed=1)
    yield "black-uno", Game("black-uno", ["Ana", "Ben", "Cy"], seed=1)
    yield "seven", Game(find_preset("classic", seven_swap=True), ["Ana", "Ben", "Cy"], seed=4)
    yield "classic-2", Game("classic", ["Ana", "Ben"], seed=11)


def outputs(lang=None):
    """``{"<game> seat <n>: '<text>'": repr of the Move or Question, or "error: <message>"}``."""
    said = {}
    for label, game in games():
        for seat in (game.current, (game.current + 1) % game.n_players):
            for text in TEXTS:
                try:
                    result = repr(parse_command(game, seat, text, lang=lang))
                except CommandError as error:
                    result = "error: " + str(error)
                said[f"{label} seat {seat}: {text!r}"] = result
    return said
