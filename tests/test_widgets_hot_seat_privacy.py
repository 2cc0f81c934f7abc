"""Hot seat: nothing private of one person reaches the page after a hand-over (security review F1, F8).

A seeded hot-seat round is played from Python as the page would drive it: at each person's turn they
type ``hand`` in the command field, press ``h``, ask for a hint and analyse the position, then move. After
every hand-over (when the screen waits for the next person, and once that person has taken it) every
synced trait of every widget the table made (the state the page holds, whether drawn or not), the
command field's answer and its recall list (kept by the page from the messages it was sent) are searched
for the name or code of a card in a hand not at the screen that the person at the screen could not know
(never in their hand, never on the discard pile, not drawn for dealer in the deal's public setup).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("anywidget")

from unokit.cards import Card  # noqa: E402
from unokit.game import Game  # noqa: E402
from unokit.moves import MoveKind  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402


def _instances() -> dict[str, Any]:
    from ipywidgets.widgets import widget

    return widget._instances


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, (list, tuple)):
        return [text for item in value for text in _strings(item)]
    return []


class PageCopy:
    """What the page holds of a table's widgets: their synced state (every widget made since ``start``,
    drawn or not: the page got each one's state when it was made) and what the command field shows
    (its answer and its recall list), rebuilt from the messages the command field was sent."""

    def __init__(self, static: set[str] = frozenset()) -> None:
        self.before = set(_instances())
        self.static = static
        self.answer = ""
        self.recall: list[str] = []
        self.pending: set[int] = set()  # commands sent, not yet answered (keys.js: a clear forgets them)

    def watch(self, table: GameTable) -> None:
        bar = table.command_bar
        sent = bar.send

        def send(content: Any, buffers: Any = None) -> None:
            if content.get("type") == "clear":
                self.answer = ""
                self.pending.clear()
                if content.get("history"):
                    self.recall = []
            elif content.get("type") == "result" and content.get("id") in self.pending:
                self.pending.discard(content["id"])
                self.answer = content.get("answer", "")
            sent(content, buffers)

        bar.send = send

    def command(self, table: GameTable, text: str) -> None:
        self.recall.append(text)
        self.pending.add(len(self.recall))
        bar = table.command_bar
        bar._on_message(bar, {"type": "command", "text": text, "id": len(self.recall)}, [])

    def texts(self) -> list[tuple[str, str]]:
        """(where, text) for every string of every synced trait (``_esm``, ``_css`` and the other
        ``_``-names are the widgets' code and plumbing) and the command field's answer and recall list;
        ``static`` texts (the keys' help, the examples "r5: play Red 5") are left out."""
        found = []
        for model_id, widget in list(_instances().items()):
            if model_id in self.before or widget.comm is None:
                continue
            for key, value in widget.get_state().items():
                if key.startswith("_"):
                    continue
                found.extend((f"{type(widget).__name__}.{key}", text) for text in _strings(value)
                             if text not in self.static)
        found.append(("command answer", self.answer))
        found.extend(("command recall", text) for text in self.recall)
        return found


def _mentions(card: Card) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w+]){re.escape(card.name)}(?![\w+])|(?<![\w+]){re.escape(card.code)}(?![\w+])")


def static_texts(preset: str, seed: int, names: list[str]) -> set[str]:
    """Every synced text of a table of bots alone (every hand face down: nothing private is drawn), the
    texts that do not depend on who is at the screen (help, examples, settings)."""
    page = PageCopy()
    GameTable(Game(preset, names, seed=seed), mode="play", human_seats=())
    return {text for _where, text in page.texts()}


def leaks(page: PageCopy, game: Game, at_screen: int | None, known: dict[int, set[Card]],
          public: set[Card]) -> list[str]:
    """Each text of ``page`` naming a card of a hand not at the screen that the person at the screen
    (``at_screen``; None: nobody, the hand-over) could not know. Wilds are left out: their names are
    the rules' words too ("a Wild Draw Four may be challenged")."""
    mine = known.get(at_screen, set()) if at_screen is not None else set()
    hidden = {card for seat in range(game.n_players) if seat != at_screen for card in game.hand(seat)
              if card.color is not None and card not in mine and card not in public
              and not _mentions(card).search(game.setup_narration)}  # drawn for dealer: public
    if not hidden:
        return []
    words = sorted({word for card in hidden for word in (card.name, card.code)}, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w+])(?:" + "|".join(map(re.escape, words)) + r")(?![\w+])")
    return [f"{where}: {match.group(0)} in {text!r}" for where, text in page.texts()
            for match in [pattern.search(text)] if match]


def person_move(game: Game, seat: int) -> Any:
    moves = game.view(seat).legal_moves
    for kind in (MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS):
        found = [move for move in moves if move.kind is kind and len(move.cards) <= 1]
        if found:
            return found[0]
    return moves[0]


@pytest.mark.parametrize(("preset", "seed", "players", "humans"), [
    ("classic", 5, 3, (0, 1)),
    ("classic", 11, 3, (0, 1)),
    ("party", 3, 4, (0, 1, 2)),  # jump-ins: a person takes the screen out of turn (the jump-in hand-over)
])
def test_after_every_hand_over_the_page_names_no_hidden_card(preset, seed, players, humans):
    names = ["Ana", "Ben", "Cy", "Dee"][:players]
    page = PageCopy(static_texts(preset, seed, names))
    game = Game(preset, names, seed=seed)
    table = GameTable(game, mode="play", human_seats=humans, bots_answer=True)
    page.watch(table)
    table.bots_move()  # a bot may act first (as the dashboard lets it)
    known: dict[int, set[Card]] = {seat: set() for seat in range(players)}
    public: set[Card] = set()

    def note() -> None:
        for seat in range(players):
            known[seat] |= set(game.hand(seat))
        public.update(game.discard_pile)

    hand_overs = jump_hand_overs = 0
    note()
    for _turn in range(60):
        if game.is_over():
            break
        session = table.session
        offers = session.jump_in_offers()
        if offers and not session.jumping_in:
            table.offer_jump_in(offers[0])  # the jump-in hand-over: every hand hidden until they take it
            jump_hand_overs += 1
        if session.handover is not None:
            found = leaks(page, game, None, known, public)
            assert not found, f"hand-over {hand_overs} (screen waits for {game.players[session.handover]}): {found}"
            table.hand_over()
            hand_overs += 1
            found = leaks(page, game, session.viewer, known, public)
            assert not found, f"hand-over {hand_overs}, {game.players[session.viewer]} at the screen: {found}"
        seat = session.viewer
        assert seat is not None
        # everything private a person can ask for
        page.command(table, "hand")
        table.ask("h")
        table.hint()
        table.analyse(samples=1, background=False)
        if session.jumping_in or game.current != seat:  # at the screen out of turn: jump in or let play go on
            jumps = session.person_jump_ins()
            if jumps and session.jumping_in:
                table.jump_in(jumps[0])
            else:
                table.let_play_go_on()
        else:
            move = person_move(game, seat)
            page.command(table, move.notation(seat=False))
        note()
    assert hand_overs >= 6
    if preset == "party":
        assert jump_hand_overs >= 1
