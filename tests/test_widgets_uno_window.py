"""The UNO window at the GameTable, kernel side: the assertive alert it raises is withdrawn as soon as the
window closes, whatever closes it, and the Say UNO button keeps one name while the countdown runs.

The kernel's clock is the fake loop of ``test_widgets_voice`` (timers fire when the test says).
"""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from test_widgets_keys import position_game  # noqa: E402
from test_widgets_voice import loop  # noqa: E402, F401  (the fixture)

from unokit.game import Game  # noqa: E402
from unokit.moves import Move  # noqa: E402
from unokit.record import to_record  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402
from unokit.widgets import table as table_module  # noqa: E402

ALERT = ("Ana has one card and did not say UNO: 5 seconds to press Say UNO before the bots may catch.")


def forgot_uno(loop) -> GameTable:  # noqa: F811
    """Ana (a person) plays Red 5 from Red 5 and Green 5 without UNO; Ben, a bot, is to answer."""
    game = position_game(["R5 G5", "B1 B2 B3 Y4"])
    table = GameTable(game, mode="play", human_seats=(0,), bot="random", bots_answer=True)
    table.submit(Move.parse("0: play R5"))
    assert table.live.assertive == ALERT and table.live.latest == "assertive"
    return table


def test_declaring_uno_withdraws_the_alert_and_the_button_name_never_counts_down(loop):  # noqa: F811
    table = forgot_uno(loop)
    assert table.uno_button.description == "Say UNO"
    assert 'data-seconds="5"' in table.uno_countdown.value
    assert loop.run(1.0) == 1  # one second passes
    assert table.uno_button.description == table.uno_button.tooltip == "Say UNO"  # the name stays
    assert 'data-seconds="4"' in table.uno_countdown.value  # the seconds are in the countdown beside it
    assert table.live.assertive == ALERT  # still true: the window is open
    table._click_action("uno")
    assert table.live.history[-1][0] == "polite" and "Ana declares UNO" in table.live.history[-1][1]
    assert table.live.assertive == ""
    assert table.uno_countdown.value == ""


def test_the_window_running_out_withdraws_the_alert_when_a_bot_catches(loop):  # noqa: F811
    table = forgot_uno(loop)
    for _ in range(table_module.UNO_WINDOW_S):
        loop.run(1.0)
    assert any("catches Ana" in text for _, text in table.live.history)
    assert table.live.assertive == ""


def test_the_window_running_out_withdraws_the_alert_when_no_bot_catches(loop):  # noqa: F811
    game = position_game(["R5 G5", "B1 B2 B3 Y4"])
    table = GameTable(game, mode="play", human_seats=(0,), bot="random", bots_answer=True, catch_uno=0.0)
    table.submit(Move.parse("0: play R5"))
    assert table.live.assertive == ALERT
    for _ in range(table_module.UNO_WINDOW_S):
        loop.run(1.0)
    assert not any("catches Ana" in text for _, text in table.live.history)
    assert table.live.assertive == ""


@pytest.mark.parametrize("how", ["new game", "load", "continue from an earlier move"])
def test_leaving_the_position_withdraws_the_alert(loop, how):  # noqa: F811
    table = forgot_uno(loop)
    if how == "new game":
        table.new_game(Game("classic", players=["Ana", "Ben"], seed=1), human_seats=(0,))
    elif how == "load":
        table.load(to_record(Game("classic", players=["Ana", "Ben"], seed=1)))
    elif how == "continue from an earlier move":
        table.go(0)
        table.continue_from_here()
        assert table.game.uno_open is None
    assert table.live.assertive == ""


def test_another_alert_said_since_is_left_alone(loop):  # noqa: F811
    table = forgot_uno(loop)
    table.live.say("Something else that must interrupt.", assertive=True)
    table._click_action("uno")
    assert table.live.assertive == "Something else that must interrupt."


def test_a_past_position_withdraws_the_alert_and_the_latest_opens_the_window_again(loop):  # noqa: F811
    table = forgot_uno(loop)
    table.go(0)  # stepping back: the countdown stops (the position shown is not the one to play on)
    assert table.live.assertive == "" and table.uno_countdown.value == ""
    table.go(len(table.game.move_stack))
    assert table.live.assertive == ALERT and 'data-seconds="5"' in table.uno_countdown.value
    for _ in range(table_module.UNO_WINDOW_S):
        loop.run(1.0)
    assert any("catches Ana" in text for _, text in table.live.history)  # the bots no longer wait forever
    assert table.live.assertive == ""
