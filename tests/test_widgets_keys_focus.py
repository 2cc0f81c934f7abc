"""The keys brief, kernel side: the "Keys and commands" panel's lists pair each key and command with its own
description, and a new round asks for focus on the hand's tab stop (the first playable card, hand.js).
The browser side is tests/browser/test_keys_focus_browser.py."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from test_widgets_keys import play_table  # noqa: E402

from unokit.moves import Move  # noqa: E402
from unokit.widgets.keys import keys_html  # noqa: E402


def test_the_keys_panel_pairs_each_key_and_command_with_its_own_description_in_a_styled_list():
    """Each <dt> is followed by its own <dd>, in the order of KEYS and COMMAND_EXAMPLES, in lists of class
    unokit-keys-dl (the class keys.css lays out as two columns over JupyterLab's floated <dt>/<dd>)."""
    from html.parser import HTMLParser

    from unokit.announce import KEYS
    from unokit.commands import COMMAND_EXAMPLES

    class Lists(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.lists: list[tuple[str | None, list[tuple[str, str]]]] = []
            self.tag: str | None = None

        def handle_starttag(self, tag, attrs):
            if tag == "dl":
                self.lists.append((dict(attrs).get("class"), []))
            elif tag in ("dt", "dd"):
                self.tag = tag
                self.lists[-1][1].append((tag, ""))

        def handle_endtag(self, tag):
            if tag in ("dt", "dd"):
                self.tag = None

        def handle_data(self, data):
            if self.tag:
                tag, text = self.lists[-1][1][-1]
                self.lists[-1][1][-1] = (tag, text + data)

    parser = Lists()
    parser.feed(keys_html())
    assert [css for css, _ in parser.lists] == ["unokit-keys-dl", "unokit-keys-dl"]
    for (_, items), expected in zip(parser.lists, (KEYS, COMMAND_EXAMPLES), strict=True):
        assert [tag for tag, _ in items] == ["dt", "dd"] * len(expected)
        assert list(zip([t for _, t in items[::2]], [d for _, d in items[1::2]], strict=True)) == list(expected)


def test_the_next_round_asks_for_focus_on_the_hands_tab_stop_the_first_playable_card():
    """A new deal's hand puts its tab stop on the first playable card (hand.js): the table asks for focus on
    the tab stop, not on the first card, which may be one that cannot be played."""
    table = play_table(hands=("R5", "B1 B2 B3", "G8 Y8 B8"))
    table.submit(Move.parse("0: play R5"))
    assert table.game.is_over()
    table.next_round()
    assert not table.game.is_over()
    assert table.live.focus == ".unokit-hand-interactive button.unokit-card-button[tabindex='0']"
