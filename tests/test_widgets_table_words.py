"""ux-audit-2 findings about the table's words, kernel side (issue 24, item 5).

- N2: a bot's missed UNO (a chance to catch it) is said in the prompt, not only shown as a button.
- N6: cards a person gets from a penalty, a challenge, a catch, a swap or a rotation are named to that
  person, and only to them (never to another seat at the screen: security review F1, F3, F8).
- N3: the UNO window's length is a setting (off, 5 s default, 10, 20, 60 s; WCAG 2.2.1 Timing Adjustable).
"""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

import scenarios  # noqa: E402
from test_widgets_keys import position_game  # noqa: E402
from test_widgets_voice import loop  # noqa: E402, F401  (the fixture)

from unokit.errors import UnokitError  # noqa: E402
from unokit.game import Game  # noqa: E402
from unokit.moves import Move  # noqa: E402
from unokit.rules import find_preset  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402


def said(table: GameTable, start: int = 0) -> list[str]:
    return [text for _, text in table.live.history[start:]]


# ------------------------------------------------------------------ N2: a catch chance is said
CATCH_BEN = "Ben did not say UNO: you can catch Ben (the “Catch Ben” button, or type catch Ben)."


def test_a_bots_missed_uno_is_said_when_the_table_opens_on_it():
    game = position_game(["R5 G7 Y2", "B1 R2"], current=1)
    game.push(Move.parse("1: play R2"))  # Ben is down to one card and did not say UNO
    table = GameTable(game, mode="play", human_seats=(0,))
    assert said(table)[-1].endswith("Your turn: 2 playable. " + CATCH_BEN)
    assert table.session.prompt().endswith(CATCH_BEN)


@pytest.mark.parametrize("bot_moves", ["summary", "each"])
def test_a_bots_missed_uno_ends_the_announcement_of_the_bots_moves(bot_moves):
    game = position_game(["R5 R7 G9", "R2 R3"])
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy", bots_answer=True, forget_uno=1.0)
    table.bot_moves = bot_moves
    start = len(table.live.history)
    table.command("r5")  # Ana plays Red 5; Ben answers with a red card and forgets UNO
    assert game.uno_open == 1
    assert said(table, start)[-1].endswith(CATCH_BEN)
    table.command("catch Ben")
    assert "catches Ben" in said(table)[-1] and "catch Ben" not in said(table)[-1].split("catches Ben")[1]


def test_no_catch_chance_is_said_when_there_is_none_or_to_the_seat_that_forgot():
    game = position_game(["R5 G7 Y2", "B1 R2"], current=1)
    game.push(Move.parse("1: play R2 uno"))  # Ben said UNO
    table = GameTable(game, mode="play", human_seats=(0,))
    assert "did not say UNO" not in said(table)[-1]
    teaching = GameTable(position_game(["R5 G7 Y2", "B1 R2"], current=1), mode="teaching")
    assert "did not say UNO" not in teaching.session.prompt()


# ------------------------------------------------------------------ N6: cards a person gets are named to them
def wild_draw_four(guilty: bool, people=(0,)) -> tuple[Game, GameTable]:
    """Ben has played a Wild Draw Four naming blue; Ana may challenge or accept. ``guilty``: Ben held Red 9
    (a card of the active colour red)."""
    ben = "W+4 R9 G5 Y1" if guilty else "W+4 B9 G5 Y1"
    game = position_game(["R1 R2 B5 Y7 G3", ben], discard="R3", current=1)
    game.push(Move.parse("1: play W+4 blue"))
    return game, GameTable(game, mode="play", human_seats=people, bot="greedy")


def new_cards(game: Game, seat: int, before: list) -> list[str]:
    got = list(game.hand(seat))
    for card in before:
        got.remove(card)
    return [card.name for card in got]


def test_accepting_a_wild_draw_four_names_the_four_cards_to_the_person():
    game, table = wild_draw_four(guilty=False)
    before = list(game.hand(0))
    start = len(table.live.history)
    table.command("accept")
    drawn = new_cards(game, 0, before)
    assert drawn == ["Green 1", "Green 2", "Green 3", "Green 4"]
    assert "You drew Green 1, Green 2, Green 3 and Green 4." in said(table, start)[0]


def test_a_lost_challenge_names_the_six_cards_to_the_challenger():
    game, table = wild_draw_four(guilty=False)
    before = list(game.hand(0))
    start = len(table.live.history)
    table.command("challenge")
    assert new_cards(game, 0, before) == ["Green 1", "Green 2", "Green 3", "Green 4", "Green 5", "Green 6"]
    assert "You drew Green 1, Green 2, Green 3, Green 4, Green 5 and Green 6." in said(table, start)[0]


def test_a_won_challenge_names_no_card_of_the_offender_s_penalty():
    game, table = wild_draw_four(guilty=True)
    start = len(table.live.history)
    table.command("challenge")  # Ben draws 4: Ana hears only the evidence card shown to her (security review F3)
    text = said(table, start)[0]
    assert "You drew" not in text and "Green 1" not in text


def test_being_caught_without_uno_names_the_two_cards_to_the_person(loop):  # noqa: F811
    game = position_game(["R5 G5", "B1 B2 B3 Y4"])
    table = GameTable(game, mode="play", human_seats=(0,), bot="random", bots_answer=True)
    table.submit(Move.parse("0: play R5"))  # no UNO: the window opens, then Ben catches Ana
    start = len(table.live.history)
    for _ in range(5):
        loop.run(1.0)
    text = " ".join(said(table, start))
    assert "catches Ana" in text and "You drew Green 1 and Green 2." in text


def test_a_swap_names_the_cards_the_person_now_holds():
    game = scenarios.at(["R7 G2 B3", "B9 B8", "Y1 Y2 Y3 Y4"], "R3", rules=find_preset("classic", seven_swap=True))
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy")
    table.command("r7 swap Cy")
    told = said(table)[-1]
    assert told.startswith("Ana plays Red 7. You swap hands with Cy: you now hold 4 cards, Cy 2 cards. "
                           "You got Yellow 1, Yellow 2, Yellow 3 and Yellow 4.")


def test_a_rotation_names_the_cards_the_person_now_holds():
    game = scenarios.at(["R0 G2", "B9 B8 B7", "Y1 Y2 Y3 Y4"], "R3", rules=find_preset("classic", zero_rotate=True))
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy")
    table.command("r0")
    held = [card.name for card in game.hand(0)]
    assert "You got " in said(table)[-1]
    for name in held:
        assert name in said(table)[-1]


def test_cards_drawn_by_another_seat_are_never_named_at_the_screen():
    """Hot seat: Ana accepts a Wild Draw Four and the screen passes to Ben; nothing names her new cards (the
    next person reads the status line), as security review F1 and F8 ask."""
    game, table = wild_draw_four(guilty=False, people=(0, 1))
    table.hand_over()  # Ana takes the screen
    before = list(game.hand(0))
    start = len(table.live.history)
    table.command("accept")
    drawn = new_cards(game, 0, before)
    for text in said(table, start):
        assert not any(name in text for name in drawn), text
    assert table.live.polite == "" or not any(name in table.live.polite for name in drawn)


def test_card_names_added_for_the_person_follow_the_card_order_setting():
    game, table = wild_draw_four(guilty=False)
    table.card_order = "number"
    table.bot_moves = "each"
    start = len(table.live.history)
    table.command("accept")
    assert "You drew 1 green, 2 green, 3 green and 4 green." in said(table, start)[0]


# ------------------------------------------------------------------ N3: the UNO window is a setting
def forgot_uno(**kwargs) -> GameTable:
    game = position_game(["R5 G5", "B1 B2 B3 Y4"])
    table = GameTable(game, mode="play", human_seats=(0,), bot="random", bots_answer=True, **kwargs)
    table.submit(Move.parse("0: play R5"))
    return table


@pytest.mark.parametrize("seconds", [10, 20, 60])
def test_the_uno_window_lasts_as_long_as_the_setting_says(loop, seconds):  # noqa: F811
    table = forgot_uno(uno_window=seconds)
    assert table.live.assertive == (f"Ana has one card and did not say UNO: {seconds} seconds to press Say UNO "
                                    "before the bots may catch.")
    assert f'data-seconds="{seconds}"' in table.uno_countdown.value
    for _ in range(seconds - 1):
        loop.run(1.0)
    assert not any("catches Ana" in text for text in said(table))  # still open, 1 s before the end
    assert 'data-seconds="1"' in table.uno_countdown.value
    loop.run(1.0)
    assert any("catches Ana" in text for text in said(table))


def test_the_uno_window_off_means_the_bots_wait_until_the_person_goes_on(loop):  # noqa: F811
    table = forgot_uno(uno_window=None)
    assert table.live.assertive == ("Ana has one card and did not say UNO: no time limit. The bots wait until you "
                                    "press Say UNO, or Play on without UNO.")
    assert "no time limit" in table.uno_countdown.value
    assert loop.run(3600.0) == 0  # no timer at all
    assert table.game.uno_open == 0 and not any("catches Ana" in text for text in said(table))
    assert table.uno_play_on_button.layout.display == ""
    table.uno_play_on_button.click()  # the person goes on without UNO: the bots may catch now
    assert any("catches Ana" in text for text in said(table))
    assert table.live.assertive == "" and table.uno_countdown.value == ""


def test_the_uno_window_off_waits_without_a_kernel_clock_too():
    table = forgot_uno(uno_window=None)  # plain Python: no kernel loop
    assert table.game.uno_open == 0 and table.game.current == 1  # Ben waits
    table._click_action("uno")
    assert "Ana declares UNO" in " ".join(said(table))


def test_the_uno_window_setting_is_checked_and_changed_from_the_panel():
    table = forgot_uno()
    assert table.uno_window == 5  # the default
    for bad in (0, -5, 601, "long", True, 2.5):
        with pytest.raises(UnokitError, match="uno_window"):
            table.uno_window = bad
    with pytest.raises(UnokitError, match="uno_window"):
        GameTable(uno_window=0)
    assert table.uno_window == 5
    panel = table.announce_panel
    assert panel.settings["uno_window"] == "5"
    names = [choice["name"] for choice in panel.choices]
    assert "uno_window" in names
    options = next(c for c in panel.choices if c["name"] == "uno_window")["options"]
    assert [value for value, _label in options] == ["5", "10", "20", "60", "off"]
    assert max(int(v) for v, _ in options if v != "off") >= 10 * 5  # WCAG 2.2.1: at least ten times the default
    panel._on_message(None, {"type": "settings", "settings": {**panel.settings, "uno_window": "60"}}, [])
    assert table.uno_window == 60 and panel.settings["uno_window"] == "60"
    panel._on_message(None, {"type": "settings", "settings": {**panel.settings, "uno_window": "off"}}, [])
    assert table.uno_window is None and panel.settings["uno_window"] == "off"
    panel._on_message(None, {"type": "settings", "settings": {**panel.settings, "uno_window": "7"}}, [])
    assert table.uno_window is None  # a value the panel does not offer is refused; the page is put back in step
    table.uno_window = 20
    assert panel.settings["uno_window"] == "20"


def test_a_new_game_keeps_the_uno_window(loop):  # noqa: F811
    table = forgot_uno(uno_window=20)
    table.new_game(Game("classic", players=["Ana", "Ben"], seed=1), human_seats=(0,))
    assert table.uno_window == 20


# ------------------------------------------------------------------ N13: the Wild starter's colour is chosen like a Wild's
def test_the_wild_starter_colour_is_chosen_in_a_group_like_the_wild_chooser():
    from unokit.game import arranged_deck

    deck = arranged_deck("classic", ["R1 R2 R3 R4 B5 B6 B7", "G1 G2 G3 G4 Y5 Y6 Y7"], ["W"], dealer=1)
    game = Game("classic", ["Ana", "Ben"], deck=deck, dealer=1, seed=0)
    table = GameTable(game, mode="play", human_seats=(0,), bot="random")
    chooser = table.starter_chooser
    assert chooser.label == "Choose the colour of the Wild starter card"
    assert table.choose_box.layout.display != "none"
    assert [c["name"] for c in chooser.colors] == ["Red", "Yellow", "Green", "Blue"]
    for color in chooser.colors:  # a swatch and the ColorADD sign, as in the hand's Wild chooser
        assert color["svg"].count("<svg") == 2 and "unokit-swatch" in color["svg"]
    assert "Your turn: choose the colour of the Wild starter card." in said(table)[-1]
    chooser._on_message(None, {"type": "choose", "color": "blue"}, [])
    assert str(game.move_stack[-1]) == "0: choose blue"
    assert table.choose_box.layout.display == "none"
    chooser._on_message(None, {"type": "choose", "color": "mauve"}, [])  # a page that sends nonsense: nothing
    assert len(game.move_stack) == 1
