"""Play by ear at the GameTable, kernel side (issue 11 items 1-3): question keys, the command field and
the announcement settings, driven the way the page drives them (custom messages from its widgets).

Each answer is checked against :mod:`unokit.announce` (the words) and against the table's live region:
exactly one new message per question or command, key fact in its first 40 characters.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("anywidget")

from unokit.announce import AnnounceError, AnnounceSettings, answer  # noqa: E402
from unokit.cards import parse_cards  # noqa: E402
from unokit.game import Game, Position  # noqa: E402
from unokit.moves import Move  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402
from unokit.widgets.keys import (  # noqa: E402
    EMPTY_COMMAND,
    EMPTY_COMMAND_ROUND_OVER,
    SETTING_CHOICES,
    keys_html,
    move_announcements,
)

NAMES = ["Ana", "Ben", "Cy"]
DRAW = "G1 G2 G3 G4 G5 G6 G7 G8 G9 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 B1 B2 B3 B4"


def position_game(hands: list[str], discard: str = "R1", current: int = 0) -> Game:
    """A classic game at an explicit position (cards as codes), Ana to act by default."""
    position = Position(hands=tuple(tuple(parse_cards(h)) for h in hands), discard=tuple(parse_cards(discard)),
                        draw_pile=tuple(parse_cards(DRAW)), current=current)
    return Game("classic", NAMES[:len(hands)], position=position, seed=3)


def play_table(hands=("R5 R7 G5 B9 W", "B1 B2 B3 Y4", "G8 Y8 B8"), **kwargs) -> GameTable:
    game = position_game(list(hands))
    return GameTable(game, mode="play", human_seats=(0,), bot="greedy", **kwargs)


def said(table: GameTable, start: int) -> list[str]:
    return [text for _, text in table.live.history[start:]]


class Sent:
    """Captures what a widget sends to the page (its custom messages)."""

    def __init__(self, widget) -> None:
        self.messages: list[dict] = []
        widget.send = lambda content, buffers=None: self.messages.append(content)


# ------------------------------------------------------------------ question keys
@pytest.mark.parametrize("key", list("htcwlms"))
def test_each_question_key_is_one_message_with_its_key_fact_first(key):
    table = play_table()
    start = len(table.live.history)
    table.command_bar._on_message(None, {"type": "ask", "key": key}, [])
    messages = said(table, start)
    assert messages == [answer(table.game, 0, key, table.announce_settings)]
    assert len(messages[0]) > 0
    first = messages[0][:40]
    facts = {"h": "5 cards.", "t": "Top card Red 1", "c": "Ana", "w": "Your turn", "l": "No moves",
             "m": "moves.", "s": "Scores:"}
    assert facts[key] in first, messages[0]


def test_the_hand_answer_groups_by_colour_with_counts():
    table = play_table()
    assert table.ask("h").startswith("5 cards. Red, 2 cards: 5, 7. Wild, 1 card. Green, 1 card: 5. Blue, 1 card: 9.")


def test_question_words_and_f1_are_answered_and_other_keys_refused_without_a_word():
    table = play_table()
    assert table.ask("hand") == table.ask("h")
    assert table.ask("F1").startswith("Keys: h your hand")
    start = len(table.live.history)
    with pytest.raises(AnnounceError, match="keys are: h t c w l m s"):
        table.ask("x")
    table.command_bar._on_message(None, {"type": "ask", "key": "q"}, [])  # a page's bad key: ignored
    table.command_bar._on_message(None, {"type": "ask", "key": 5}, [])
    table.command_bar._on_message(None, "not a dict", [])
    assert said(table, start) == []


def test_questions_follow_the_settings():
    table = play_table()
    table.card_order = "number"
    table.announce_detail = "brief"
    assert table.ask("h") == "5 cards. 2 red cards: 5, 7. 1 wild card. 1 green card: 5. 1 blue card: 9."
    assert table.ask("t") == "Top card 1 red, colour red."


def test_a_hidden_hand_is_not_described_while_the_screen_waits_for_the_next_person():
    game = position_game(["R5 G7 Y2", "B1 R2 G4"])
    table = GameTable(game, mode="play", human_seats=(0, 1))
    assert table.command("r5") is True  # Ana plays; Ben is next: every hand hidden until he says so
    assert table.session.handover == 1
    assert table.ask("h").startswith("Every hand is hidden: press “I am Ben: show my hand”")
    assert table.ask("m").startswith("Every hand is hidden")
    assert table.ask("c").startswith("Ana 2, Ben (to act) 3.")  # public facts, to nobody as "you"
    assert table.command("g4") is False and len(game.move_stack) == 1
    table.hand_over()
    assert table.ask("h").startswith("3 cards.")


def handed_over_table() -> GameTable:
    """Hot seat, Ana and Ben people: Ana has played Red 5, the screen waits for Ben (every hand hidden)."""
    table = GameTable(position_game(["R5 G7 Y2", "B1 R2 G4"]), mode="play", human_seats=(0, 1))
    assert table.command("r5") is True and table.session.handover == 1 and table.viewer is None
    return table


@pytest.mark.parametrize(("typed", "key", "first"), [
    ("top", "t", "Top card Red 5, colour red."), ("colour", "t", "Top card Red 5, colour red."),
    ("counts", "c", "Ana 2, Ben (to act) 3."), ("turn", "w", "Ben's turn. Clockwise"),
    ("last", "l", "1 move since the deal: Ana plays Red 5."), ("scores", "s", "Scores:"), ("help", "?", "Keys: h"),
    ("  T ", "t", "Top card Red 5"), ("W", "w", "Ben's turn"),
])
def test_a_public_question_typed_on_the_hand_over_screen_is_answered(typed, key, first):
    """The hand-over screen hides Ben's hand, not the table: a typed question about what every player sees
    gets the same one answer as its key (for nobody as "you"), and the field is cleared (True)."""
    table = handed_over_table()
    start = len(table.live.history)
    assert table.command(typed) is True
    assert said(table, start) == [answer(table.game, None, key, table.announce_settings)]
    assert said(table, start)[0].startswith(first), said(table, start)
    assert table.session.handover == 1 and len(table.game.move_stack) == 1  # still waiting for Ben


@pytest.mark.parametrize("typed", ["hand", "h", "my cards", "moves", "m", "legal moves", "g4", "1: hand"])
def test_a_question_about_the_hidden_hand_or_a_move_typed_on_the_hand_over_screen_is_refused(typed):
    table = handed_over_table()
    start = len(table.live.history)
    assert table.command(typed) is False
    assert said(table, start) == ["Every hand is hidden: press “I am Ben: show my hand” first."]
    assert len(table.game.move_stack) == 1


def test_a_table_of_bots_answers_a_typed_public_question_and_refuses_a_hand_question():
    table = GameTable(position_game(["R5 G7", "B1 R2"]), mode="play", human_seats=())
    start = len(table.live.history)
    assert table.command("counts") is True and table.command("hand") is False
    assert said(table, start) == [answer(table.game, None, "c", table.announce_settings),
                                  "No hand is yours: every seat at this table is a bot."]


def test_a_table_of_bots_only_has_no_hand_to_describe():
    table = GameTable(position_game(["R5 G7", "B1 R2"]), mode="play", human_seats=())
    assert table.ask("h") == "No hand is yours: every seat at this table is a bot."
    assert table.ask("w").startswith("Ana's turn")


def test_teaching_mode_answers_for_the_seat_to_act_and_shows_past_positions():
    game = position_game(["R5 G7", "B1 R2 G4"])
    table = GameTable(game, mode="teaching")
    table.command("r5")
    assert table.ask("w").startswith("Ben's turn. Clockwise")  # nobody is "you" at a teaching table
    assert table.ask("h").startswith("Ben: 3 cards. Red, 1 card: 2. Green, 1 card: 4. Blue, 1 card: 1.")  # the hand of the seat to act
    assert table.ask("l").startswith("1 move since the deal: Ana plays Red 5.")
    table.go(0)
    assert table.ask("t").startswith("Top card Red 1")
    assert table.ask("l").startswith("No moves since the deal.")


# ------------------------------------------------------------------ the command field
def test_a_question_typed_in_the_command_field_sends_its_answer_to_show_beside_the_field():
    table = play_table()
    sent = Sent(table.command_bar)
    start = len(table.live.history)
    table.command_bar._on_message(None, {"type": "command", "text": "h", "id": 2}, [])
    messages = said(table, start)
    assert len(messages) == 1 and messages[0] == table.live.polite  # one message, in the status line
    assert sent.messages == [{"type": "result", "id": 2, "ok": True, "answer": messages[0]}]
    assert messages[0] == table.ask("h")  # the hand, as the h key says it


def test_a_command_makes_the_move_and_the_page_is_told_to_clear_the_field():
    table = play_table()
    sent = Sent(table.command_bar)
    start = len(table.live.history)
    table.command_bar._on_message(None, {"type": "command", "text": "red 5", "id": 4}, [])
    assert table.game.move_stack[0] == Move.parse("0: play R5")
    # the answer shown beside the field is what the status line said, all of it
    assert sent.messages == [{"type": "result", "id": 4, "ok": True, "answer": " ".join(said(table, start))}]
    assert said(table, start)[0].startswith("Ana plays Red 5.")


@pytest.mark.parametrize(("text", "reason"), [
    ("b9", "Blue 9 matches neither red nor 1"),
    ("5", "'5' could be Red 5 or Green 5: say which"),
    ("y3", "Ana does not hold Yellow 3"),
    ("yellow", "you hold no yellow card"),
    ("wild", "name a colour for the Wild"),
    ("fly", "'fly' is not a card, a colour or a command"),
])
def test_a_refused_command_says_why_once_and_keeps_the_text(text, reason):
    table = play_table()
    sent = Sent(table.command_bar)
    start = len(table.live.history)
    table.command_bar._on_message(None, {"type": "command", "text": text, "id": 1}, [])
    messages = said(table, start)
    assert sent.messages == [{"type": "result", "id": 1, "ok": False, "answer": messages[0]}]
    assert len(messages) == 1 and reason in messages[0], messages
    assert table.game.move_stack == ()


def test_a_long_typed_command_is_refused_in_a_short_message_that_quotes_it_once():
    table = play_table()
    start = len(table.live.history)
    assert table.command("x" * 5000) is False
    messages = said(table, start)
    assert len(messages) == 1 and len(messages[0]) < 300, len(messages[0])
    assert messages[0].startswith("'" + "x" * 29 + "…' is not a card") and messages[0].count("x" * 20) == 1
    assert table.move_log.status == messages[0]


@pytest.mark.parametrize("text", ["", "   ", "\t\n"])
def test_enter_in_an_empty_command_field_says_what_to_type_once_and_refuses_nothing(text):
    table = play_table()
    table.command("b9")  # a refusal first: its reason is on the status line
    sent = Sent(table.command_bar)
    start = len(table.live.history)
    table.command_bar._on_message(None, {"type": "command", "text": text, "id": 7}, [])
    assert said(table, start) == [EMPTY_COMMAND]  # one polite message, the old reason replaced
    assert table.move_log.status == EMPTY_COMMAND and table.live.polite == EMPTY_COMMAND
    assert sent.messages == [{"type": "result", "id": 7, "ok": False, "answer": EMPTY_COMMAND}]  # nothing was done
    assert table.game.move_stack == ()
    assert "r7" in EMPTY_COMMAND and "?" in EMPTY_COMMAND
    # pressed again: said again (one message per press, nothing added to it)
    table.command_bar._on_message(None, {"type": "command", "text": text, "id": 8}, [])
    assert said(table, start) == [EMPTY_COMMAND, EMPTY_COMMAND]


def test_enter_in_an_empty_command_field_after_the_round_says_no_move_can_be_typed():
    table = play_table(hands=("R5", "B1 B2", "G8 Y8"))
    assert table.command("r5") is True and table.game.is_over()
    start = len(table.live.history)
    assert table.command("") is False
    assert said(table, start) == [EMPTY_COMMAND_ROUND_OVER]
    assert table.command("?") is True  # what it offers works


def test_enter_in_an_empty_command_field_while_the_hand_is_hidden_says_why_instead():
    table = GameTable(position_game(["R5 G7 Y2", "B1 R2 G4"]), mode="play", human_seats=(0, 1))
    table.command("r5")
    start = len(table.live.history)
    assert table.command("") is False
    assert len(said(table, start)) == 1 and said(table, start)[0].startswith("Every hand is hidden: press")


def test_a_question_typed_in_the_command_field_is_answered_and_cleared():
    table = play_table()
    start = len(table.live.history)
    assert table.command("counts") is True
    assert said(table, start) == [answer(table.game, 0, "c", table.announce_settings)]


def test_commands_play_a_wild_draw_and_pass_and_a_seat_prefix_counts_in_teaching_mode():
    table = play_table(hands=("W G5", "B1 B2 B3 Y4", "G8 Y8 B8"))
    assert table.command("wild blue uno") is True
    assert table.game.move_stack[0] == Move.parse("0: play W blue uno")
    teaching = GameTable(position_game(["R5 G7", "B1 B2 G4"], current=1), mode="teaching")
    assert teaching.command("1: draw") is True and teaching.game.drawn_card is not None
    assert teaching.command("pass") is True and teaching.game.current == 0
    assert teaching.command("1: pass") is False  # Ana is to act


def test_commands_are_refused_on_a_past_position():
    table = GameTable(position_game(["R5 G7", "B1 R2 G4"]), mode="teaching")
    table.command("r5")
    table.go(0)
    assert table.command("r5") is False
    assert len(table.game.move_stack) == 1


def test_a_move_typed_on_a_past_position_is_refused_as_a_past_position_not_by_its_turn():
    # play mode, Ana's move then the bots': stepping back to where Ben was to act and typing Ana's
    # move used to be refused as "it is Ben's turn", as if the past position were the game
    table = play_table()
    assert table.command("r5") is True
    table.bots_move()
    moves = len(table.game.move_stack)
    assert moves > 1 and table.game.current == 0
    table.go(1)
    assert table.shown.current == 1
    start = len(table.live.history)
    assert table.command("g5") is False
    assert said(table, start) == [
        f"You are looking at move 1 of {moves}, a past position: go to the latest move, or choose "
        "“Continue from here”, to play."]
    assert len(table.game.move_stack) == moves


# ------------------------------------------------------------------ announcement settings
def test_settings_are_validated_traitlets_shown_in_the_panel():
    table = play_table()
    assert table.announce_settings == AnnounceSettings(detail="full", card_order="color", bot_moves="summary")
    # the panel also offers the table's UNO window (ux-audit-2 N3)
    assert table.announce_panel.settings == {"detail": "full", "card_order": "color", "bot_moves": "summary",
                                             "uno_window": "5"}
    table.card_order = "number"
    assert table.announce_panel.settings["card_order"] == "number"
    for name, value in (("announce_detail", "loud"), ("card_order", "size"), ("bot_moves", "never")):
        with pytest.raises(AnnounceError, match="use one of"):
            setattr(table, name, value)
    assert [name for name, _, _ in SETTING_CHOICES] == ["detail", "card_order", "bot_moves", "uno_window"]
    from unokit.announce import BOT_MOVES, CARD_ORDERS, DETAILS

    assert [tuple(v for v, _ in options) for _, _, options in SETTING_CHOICES][:3] == [DETAILS, CARD_ORDERS, BOT_MOVES]


def test_the_page_sets_the_settings_by_message_only_and_a_bad_value_is_put_back():
    table = play_table()
    panel = table.announce_panel
    panel._on_message(None, {"type": "settings", "settings": {"detail": "brief", "card_order": "number",
                                                              "bot_moves": "each"}}, [])
    assert (table.announce_detail, table.card_order, table.bot_moves) == ("brief", "number", "each")
    resent = []
    panel.send_state = lambda key=None: resent.append(key)
    panel._on_message(None, {"type": "settings", "settings": {"detail": "shouting"}}, [])
    panel._on_message(None, {"type": "settings", "settings": "brief"}, [])
    assert table.announce_detail == "brief" and resent == ["settings", "settings"]
    panel.set_state({"settings": {"detail": "full"}})  # a synced trait the page may not write
    assert table.announce_detail == "brief"


def test_bot_moves_one_by_one_or_as_one_summary():
    for bot_moves in ("summary", "each"):
        game = position_game(["R5 G7 Y2", "R2 B1 B2", "R3 G8 Y8"])
        table = GameTable(game, mode="play", human_seats=(0,), bot="greedy", bots_answer=True)
        table.bot_moves = bot_moves
        table.announce_detail = "brief"
        start = len(table.live.history)
        table.submit(Move.parse("0: play R5"))  # without a kernel's clock the bots answer at once
        assert len(game.move_stack) == 3
        messages = said(table, start)
        assert messages[0] == "Ana plays Red 5. Ben to act."
        if bot_moves == "summary":
            assert messages[1:] == [f"{game.narration[1]} {game.narration[2]} Your turn: 0 playable."]
        else:
            assert messages[1:] == [game.narration[1], f"{game.narration[2]} Your turn: 0 playable."]


def test_full_detail_one_by_one_says_what_each_mover_holds_and_card_order_applies():
    game = position_game(["R5 G7 Y2", "R2 B1 B2", "R3 G8 Y8"])
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy")
    table.announce_settings = AnnounceSettings(detail="full", card_order="number", bot_moves="each")
    table.session.submit(Move.parse("0: play R5"))
    table.session.step()  # Ben
    messages = move_announcements(table.session, table.announce_settings)
    assert messages == ["Ana plays 5 red. Ana holds 2 cards.",
                        f"{game.narration[1].replace('Red 2', '2 red')} Ben holds 2 cards. Cy to act."]
    assert move_announcements(table.session, table.announce_settings) == []  # said once


def test_the_keys_panel_lists_every_key_and_command_form():
    text = keys_html()
    for key in ("h", "t", "c", "w", "l", "m", "s", "? or F1"):
        assert f"<kbd>{key}</kbd>" in text
    assert "wild blue" in text and "catch 2" in text
    table = play_table()
    assert table.panels["keys"].disclosure.description == "Keys and commands"
    assert table.panels["announce"].children[1].children == (table.announce_panel, table.voice_panel)
    board = next(child for child in table.children if table.you_box in getattr(child, "children", ()))
    assert board.children.index(table.command_bar) == board.children.index(table.you_box) + 1  # next Tab stop


# ------------------------------------------------------------------ the person's own draw, each fact once
def draw_table(humans=(0,), **kwargs) -> GameTable:
    """Ana to act on Red 0 holding Green 5 and Blue 9; no card of the draw pile can be played on it."""
    game = position_game(["G5 B9", "B1 B2 B3 Y4", "G8 Y8 B8"], discard="R0")
    return GameTable(game, mode="play", human_seats=humans, bot="greedy", **kwargs)


def test_your_own_draw_that_ends_the_turn_names_the_card_once_and_only_to_you():
    table = draw_table()
    start = len(table.live.history)
    table.submit(Move.parse("0: draw"))
    drawn = [card for card in table.game.hand(0) if card.code not in ("G5", "B9")]
    assert len(drawn) == 1
    messages = said(table, start)
    assert messages[0].startswith(f"You drew {drawn[0].name}; it cannot be played, so the turn ends. ")
    told = " ".join(messages)
    assert told.count(drawn[0].name) == 1 and "the turn ends" in told and told.count("the turn ends") == 1
    assert "Ana draws a card" not in told  # the engine's sentence is told to Ana in her words, once
    assert "Ana draws a card; the turn ends." in table.game.narration  # the public log keeps the engine's words


@pytest.mark.parametrize("bot_moves", ["summary", "each"])
def test_the_drawn_card_is_named_in_either_announcement_setting(bot_moves):
    table = draw_table()
    table.bot_moves = bot_moves
    start = len(table.live.history)
    table.submit(Move.parse("0: draw"))
    drawn = next(card for card in table.game.hand(0) if card.code not in ("G5", "B9"))
    told = " ".join(said(table, start))
    assert told.count(f"You drew {drawn.name}; it cannot be played, so the turn ends.") == 1, told


def test_in_hot_seat_the_drawn_card_is_not_said_to_the_screen():
    table = draw_table(humans=(0, 1))
    table.hand_over() if table.session.handover is not None else None
    start = len(table.live.history)
    table.submit(Move.parse("0: draw"))
    drawn = next(card for card in table.game.hand(0) if card.code not in ("G5", "B9"))
    told = " ".join(said(table, start))
    assert "You drew" not in told and drawn.name not in told, told  # Ben takes the screen next
    assert "Ana draws a card; the turn ends." in told


def test_a_bots_draw_is_never_named():
    game = position_game(["B1 B2 B3 Y4", "G5 B9", "G8 Y8 B8"], discard="R0")
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy")
    assert table.session.bot_to_act() is False  # Ana is to act first: she draws too
    table.submit(Move.parse("0: draw"))
    table.bots_move()  # Ben, holding nothing playable either, draws
    told = " ".join(said(table, 0))
    assert "Ben draws" in told and "Ben drew" not in told and told.count("You drew") == 1, told


def test_the_end_of_a_round_is_told_once():
    game = position_game(["R5", "B1 B2 B3 Y4", "G8 Y8 B8"], discard="R1")
    table = GameTable(game, mode="play", human_seats=(0,), bot="greedy")
    start = len(table.live.history)
    table.submit(Move.parse("0: play R5"))
    told = " ".join(said(table, start))
    assert told.count("wins the round") == 1 and told.count("points") == 1, told
    assert "Round over" not in told and re.search(r"Ana has no cards left and wins the round\. Ana scores \d+ "
                                                   r"points\.$", told), told
