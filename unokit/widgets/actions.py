"""The action bar of a GameTable: the actions a person may take now that are not a card of the hand.

Draw (or take the penalty), keep the drawn card, challenge or accept a Wild Draw Four, say UNO, name the Wild
starter's colour, catch a player who did not say UNO, a jump-in out of turn ("Jump in with Red 5"; in hot
seat "Ben: jump in with Red 5 (take the screen)") and "Let play go on", the next round, a bot's Step, and any
legal move by name. Each is a button exactly while it is legal (RULES.md; the engine's legal moves).

What is offered is one validated traitlet, :attr:`ActionBar.actions` (``[{"key", "label", "move"}]``), and
what a person asks for is one writable traitlet, :attr:`ActionBar.intent` (an action's ``key``): a click sets
it, Python checks it against the actions offered and acts, so a stale or made-up intent changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets
import traitlets

from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind
from unokit.widgets.house import jump_in_label, jump_in_offer_label
from unokit.widgets.starter_colour import StarterColourChooser

__all__ = ["ActionBar"]

#: Keys of the actions that are no move of the game (each is a callback of the table).
LET_PLAY_GO_ON, NEXT_ROUND, STEP = "let play go on", "next round", "step"


class ActionBar(traitlets.HasTraits):
    """The actions of one table, as buttons (``actions_box``) and the "Any legal move" picker.

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (the legal actions, who acts).
        clock: the table's :class:`~unokit.widgets.clock.TableClock` (whether bots wait for a jump-in,
            whether bots answer on their own: then there is no Step button).
        submit: makes a person's move (raises :class:`~unokit.errors.UnokitError` with the reason said).
        note: says a sentence in the table's status line.
        jump_in: a person jumps in with a move; offer_jump_in: hot seat, a person takes the screen to
            jump in (a seat); let_play_go_on, next_round, step: the table's methods of those names.

    Traitlets: ``actions`` (the actions offered now, in the order shown: ``{"key": "draw", "label": "Draw
    a card", "move": "0: draw"}``; ``move`` is "" for an action that is not a move) and ``intent`` (set it
    to an offered action's key to take it; it is emptied once taken).
    """

    actions = traitlets.List(traitlets.Dict())
    intent = traitlets.Unicode("")

    def __init__(self, session: Any, clock: Any, *, submit: Callable[[Move], Any], note: Callable[[str], Any],
                 jump_in: Callable[[Move], Any], offer_jump_in: Callable[[int], Any],
                 let_play_go_on: Callable[[], Any], next_round: Callable[[], Any], step: Callable[[], Any]) -> None:
        super().__init__()
        w = widgets
        self.session, self.clock = session, clock
        self._submit, self._note = submit, note
        self._jump_in, self._offer_jump_in = jump_in, offer_jump_in
        self._commands: dict[str, Callable[[], Any]] = {LET_PLAY_GO_ON: let_play_go_on, NEXT_ROUND: next_round,
                                                        STEP: step}
        say = session.say  # the labels in the table's language (DESIGN.md contract 7)
        # actions that are buttons exactly when they are legal
        self.draw_button = w.Button(description=say("table-button-draw"))
        self.pass_button = w.Button(description=say("table-button-keep"))
        self.challenge_button = w.Button(description=say("table-button-challenge"))
        self.accept_button = w.Button(description=say("table-button-accept"))
        self.uno_button = w.Button(description=say("table-button-uno"))
        self.catch_buttons: list[widgets.Button] = []
        self.next_round_button = w.Button(description=say("table-button-next-round"))
        #: the move of each action button offered now, by key ("draw", "choose Red", "catch 1", ...)
        self.moves: dict[str, Move] = {}
        #: the jump-ins a person may make now, by the move's text
        self.jump_moves: dict[str, Move] = {}
        for key, button in (("draw", self.draw_button), ("pass", self.pass_button),
                            ("challenge", self.challenge_button), ("accept", self.accept_button),
                            ("uno", self.uno_button)):
            button.on_click(lambda _b, key=key: self.act(key))
            button.add_class("unokit-action")
        self.next_round_button.add_class("unokit-next-round")
        self.next_round_button.on_click(lambda _b: self.act(NEXT_ROUND))
        # the Wild starter's colour: one group like the hand's Wild chooser (ux-audit-2 N13)
        self.starter_chooser = StarterColourChooser(on_choose=lambda word: self.act(f"choose {word}"),
                                                    lang=session.lang)
        self.choose_box = w.HBox([self.starter_chooser])
        self.catch_box = w.HBox()
        # jump-ins (jump_in): one button per jump-in a person may make out of turn, and "Let play go on"
        self.jump_box = w.HBox()
        self.jump_box.add_class("unokit-jump-ins")
        self.jump_buttons: dict[str, widgets.Button] = {}
        self.jump_offer_buttons: dict[int, widgets.Button] = {}  # hot seat: another person may jump in
        self.let_play_button = w.Button(description=say("table-button-let-play"),
                                        tooltip=say("table-button-let-play-tooltip"))
        self.let_play_button.add_class("unokit-action")
        self.let_play_button.on_click(lambda _b: self.act(LET_PLAY_GO_ON))
        self.step_button = w.Button(description=say("table-button-step"), tooltip=say("table-button-step-tooltip"))
        self.step_button.on_click(lambda _b: self.act(STEP))
        self.actions_box = w.HBox(self.children())
        self.actions_box.add_class("unokit-actions")
        # any legal move, by name (multi-card plays, UNO forms, catches ...)
        self.move_picker = w.Dropdown(description=say("table-any-legal-move"), style={"description_width": "initial"})
        self.make_move_button = w.Button(description=say("table-button-make-move"))
        self.make_move_button.on_click(lambda _b: self._make_picked_move())
        # ipywidgets writes title="null" when a tooltip is None: give every button its own words
        for button in (self.draw_button, self.pass_button, self.challenge_button, self.accept_button,
                       self.uno_button, self.next_round_button, self.make_move_button, self.step_button):
            button.tooltip = button.description

    @traitlets.validate("intent")
    def _valid_intent(self, proposal: dict[str, Any]) -> str:
        value = proposal["value"]
        if not isinstance(value, str) or len(value) > 200:
            raise UnokitError(f"an intent is the key of an action offered, not {str(value)[:40]!r}")
        return value

    @traitlets.observe("intent")
    def _intent_set(self, change: dict[str, Any]) -> None:
        key = change["new"]
        if not key:
            return
        try:
            self.act(key)
        finally:
            self.intent = ""

    def new_seats(self, game: Any, *, vision: str = "normal", signs: str = "coloradd") -> None:
        """The Wild starter's colours (drawn with ``vision`` and the signs of ``signs``) and one catch button per
        seat of ``game`` (a new deal)."""
        self.starter_chooser.set_colors(game.rules.colors, vision=vision, signs=signs)
        self.catch_buttons = []
        for seat in range(game.n_players):
            label = self.session.say("table-button-catch-short")
            button = widgets.Button(description=label, tooltip=label)
            button.add_class("unokit-action")
            button.on_click(lambda _b, seat=seat: self.act(f"catch {seat}"))
            self.catch_buttons.append(button)
        self.catch_box.children = self.catch_buttons

    def children(self) -> list[widgets.Widget]:
        """The bar's widgets in the order shown. The draw button is not among them: it lies over the draw
        pile, which it is (:func:`unokit.widgets.layout.table_layout`)."""
        return [self.pass_button, self.challenge_button, self.accept_button, self.uno_button,
                self.choose_box, self.catch_box, self.jump_box, self.next_round_button, self.step_button]

    # ---------------------------------------------------------------- acting
    def act(self, key: str) -> None:
        """Take the action ``key`` if it is offered now; else say "That move is not legal now."."""
        command = self._commands.get(key)
        if command is not None:
            command()
            return
        seat = key.removeprefix("offer ")
        if seat != key and seat.isdigit():
            self._offer_jump_in(int(seat))
            return
        jump = key.removeprefix("jump ")
        if jump != key and jump in self.jump_moves:
            self._jump_in(self.jump_moves[jump])
            return
        move = self.moves.get(key)
        if move is None:
            self._note(self.session.say("table-move-not-legal-now"))
            return
        try:
            self._submit(move)
        except UnokitError:
            pass  # the reason is already shown

    def _make_picked_move(self) -> None:
        value = self.move_picker.value
        if not value:
            return
        try:
            self._submit(Move.parse(value))
        except UnokitError:
            pass

    # ---------------------------------------------------------------- each redraw
    def refresh(self, shown: Any) -> None:
        """Offer the actions legal at the shown position (``shown``, the session's)."""
        session = self.session
        names = shown.players
        moves = session.action_moves()
        teaching = not session.play
        current = shown.current
        offered: list[dict[str, str]] = []

        def pick(kind: MoveKind, **match: Any) -> Move | None:
            found = [m for m in moves if m.kind is kind and all(getattr(m, k) == v for k, v in match.items())]
            found.sort(key=lambda m: m.seat != current)
            return found[0] if found else None

        self.moves = {}

        def offer(key: str, button: widgets.Button, move: Move | None, text: str) -> None:
            if move is None:
                button.layout.display = "none"
                return
            self.moves[key] = move
            button.description = button.tooltip = text + (f" ({names[move.seat]})" if teaching else "")
            button.layout.display = ""
            offered.append({"key": key, "label": button.description, "move": str(move)})

        pending, say = shown.pending_draw, session.say
        offer("draw", self.draw_button, pick(MoveKind.DRAW),
              say("table-button-draw-penalty", count=pending) if pending else say("table-button-draw"))
        offer("pass", self.pass_button, pick(MoveKind.PASS), say("table-button-keep-drawn"))
        offer("challenge", self.challenge_button, pick(MoveKind.CHALLENGE), say("table-button-challenge"))
        offer("accept", self.accept_button, pick(MoveKind.ACCEPT), say("table-button-accept"))
        # the name stays "Say UNO": the seconds left are in the countdown beside it (a focused button whose
        # name changed every second would be read again by some screen readers)
        offer("uno", self.uno_button, pick(MoveKind.UNO), say("table-button-uno"))
        chooses = [move for move in (pick(MoveKind.CHOOSE, color=color) for color in shown.rules.colors) if move]
        for move in chooses:  # the Wild starter's colour, chosen in its group
            word = move.color.word if move.color is not None else ""  # a choose move always names its colour
            self.moves[f"choose {word}"] = move
            offered.append({"key": f"choose {word}", "move": str(move), "label": say(
                "table-choose-starter-colour", color=word if session.lang == "en" else self.starter_chooser.name_of(word))})
        self.starter_chooser.label = (say("table-starter-label")
                                      + (f" ({names[chooses[0].seat]})" if teaching and chooses else ""))
        self.choose_box.layout.display = "" if chooses else "none"
        for seat, button in enumerate(self.catch_buttons):
            offer(f"catch {seat}", button, pick(MoveKind.CATCH, target=seat), say("table-button-catch", name=names[seat]))
        offered += self.refresh_jump_ins()
        game = session.game
        over = game.is_over() and session.at_latest
        self.next_round_button.layout.display = "" if over and not game.match_over() else "none"
        if over and not game.match_over():
            offered.append({"key": NEXT_ROUND, "label": self.next_round_button.description, "move": ""})
        options = [(f"{names[m.seat]}: {m.notation(seat=False)}", str(m)) for m in moves]
        with self.move_picker.hold_sync():
            self.move_picker.options = options
            self.move_picker.index = 0 if options else None
            self.move_picker.disabled = not options
        self.make_move_button.disabled = not options
        self.step_button.disabled = not session.bot_to_act()
        # bots that answer on their own need no Step button
        self.step_button.layout.display = "none" if session.play and self.clock.bots_answer else ""
        if self.step_button.layout.display == "" and not self.step_button.disabled:
            offered.append({"key": STEP, "label": self.step_button.description, "move": ""})
        self.actions = offered

    def refresh_jump_ins(self) -> list[dict[str, str]]:
        """One action button per jump-in a person may make now ("Jump in with Red 5"; RULES.md "House
        rules", ``jump_in``), plus "Let play go on" while the bots wait for the person's answer. Returns
        those actions (as :attr:`actions` lists them)."""
        session = self.session
        names = session.game.players
        teaching = not session.play
        buttons = []
        offered: list[dict[str, str]] = []
        self.jump_moves = {}
        for move in session.person_jump_ins():
            key = str(move)
            text = jump_in_label(move, names, session.lang) + (f" ({names[move.seat]})" if teaching else "")
            button = self.jump_buttons.get(key)
            if button is None:
                button = widgets.Button(description=text, tooltip=text)
                button.add_class("unokit-action")
                button.add_class("unokit-jump-in")
                button.on_click(lambda _b, key=key: self.act(f"jump {key}"))
                self.jump_buttons[key] = button
            self.jump_moves[key] = move
            offered.append({"key": f"jump {key}", "label": button.description, "move": key})
            buttons.append(button)
        self.jump_buttons = {key: b for key, b in self.jump_buttons.items() if b in buttons}
        offers = session.jump_in_offers()
        for seat in offers:
            text = jump_in_offer_label(seat, names, session.game.discard_pile[-1], session.lang)
            button = self.jump_offer_buttons.get(seat)
            if button is None:
                button = widgets.Button()
                button.add_class("unokit-action")
                button.add_class("unokit-jump-in-offer")
                button.on_click(lambda _b, seat=seat: self.act(f"offer {seat}"))
                self.jump_offer_buttons[seat] = button
            button.description = button.tooltip = text
            offered.append({"key": f"offer {seat}", "label": text, "move": ""})
            buttons.append(button)
        if self.clock.jump_in_waiting() or (session.jumping_in and session.viewer is not None):
            buttons.append(self.let_play_button)
            offered.append({"key": LET_PLAY_GO_ON, "label": self.let_play_button.description, "move": ""})
        if list(self.jump_box.children) != buttons:
            self.jump_box.children = buttons
        self.jump_box.layout.display = "" if buttons else "none"
        return offered
