"""Bots that play unokit games: for demos, the dashboard's "Hint" button and simulation.

Three bots, each made by :func:`make_agent` with its own seeded random number generator, so a
simulation with the same seeds plays the same game:

``random``
    Plays a uniformly random legal play (each distinct set of cards equally likely, then a random
    colour for a Wild); draws only when it has no play; plays a playable drawn card; challenges a
    Wild Draw Four half the time; always declares UNO with the play that leaves one card.
``uniform``
    Picks uniformly among *every* legal move of its seat, voluntary draws, ``pass``, plays with and
    without ``uno`` and catches included. It can forget to declare UNO, so it can be caught.
``greedy``
    Plays the legal card (or set of cards) worth the most points (RULES.md classic "Scoring"),
    keeps Wilds until nothing else fits, names the colour it holds most, and challenges a Wild Draw
    Four when its estimate of the odds favours it (see :class:`GreedyAgent`). House rules (RULES.md
    "House rules"): it stacks onto a pending penalty whenever it can, swaps hands (Seven-O) with
    the seat holding the fewest cards, and jumps in whenever it can.

Out-of-turn moves. Catching a player who did not declare UNO is open to every seat (RULES.md
classic "UNO"), so the simulation offers each seat the chance through :meth:`Agent.react` whenever
a window is open, the forgetful player first (who may declare late). The ``random`` bot declares
late whenever it can and catches with probability 1/2 each time it is offered the chance; the
``greedy`` bot declares late and always catches (a catch costs the catcher nothing); the
``uniform`` bot never acts out of turn (on its own turn a catch is one of its uniform choices).
The ``random`` and ``greedy`` bots always declare UNO with their plays, so they are never caught.
Jump-ins (``jump_in``) are out-of-turn plays offered the same way (:func:`unokit.simulate.play_out`
asks every other seat before each turn): the ``greedy`` bot always jumps in, the ``random`` bot half
the time, the ``uniform`` bot never.

>>> from unokit.game import Game
>>> game = Game("classic", 2, seed=1)
>>> bot = make_agent("greedy", seed=0)
>>> game.is_legal(bot.choose(game, game.current))
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from math import comb
from typing import TYPE_CHECKING

from unokit.cards import Card, Color, deck_counts
from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["Agent", "RandomAgent", "UniformAgent", "GreedyAgent", "AGENTS", "make_agent", "hint"]

_PLAY, _DRAW, _PASS = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS
_CHOOSE, _CHALLENGE, _ACCEPT = MoveKind.CHOOSE, MoveKind.CHALLENGE, MoveKind.ACCEPT
_UNO, _CATCH = MoveKind.UNO, MoveKind.CATCH


class Agent:
    """A bot. Subclasses implement :meth:`choose` and may implement :meth:`react`.

    Attributes:
        name: the bot's name (``"random"``, ``"uniform"``, ``"greedy"``).
        rng: its own :class:`random.Random`, seeded by :func:`make_agent`.
        forget_uno: chance (0 to 1) that :meth:`play` leaves out a due UNO declaration, so the bot can
            be caught (RULES.md classic "UNO"); 0 by default (simulations unchanged).
        catch_uno: chance (0 to 1) that :meth:`call_out` makes a catch :meth:`react` chose; 1 by default.
    """

    forget_uno = 0.0
    catch_uno = 1.0

    name = "agent"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int) -> Move:
        """The move ``seat`` makes now; ``seat`` must be the seat to act (``game.current``).

        Raises :class:`~unokit.errors.UnokitError` when the seat has no legal move.
        """
        raise NotImplementedError

    def react(self, game: Game, seat: int) -> Move | None:
        """An out-of-turn move (a late ``uno``, a ``catch`` or a jump-in) ``seat`` makes now, or ``None``."""
        return None

    def jump_in(self, game: Game, seat: int) -> Move | None:
        """The jump-in (``jump_in``: a card identical to the top card, out of turn) ``seat`` makes now,
        or ``None``; default: never."""
        return None

    def play(self, game: Game, seat: int) -> Move:
        """:meth:`choose`, then forget the UNO declaration with chance :attr:`forget_uno` (a game table
        uses this, so that a person meets the catch rule; simulations call :meth:`choose`)."""
        move = self.choose(game, seat)
        if move.uno and move.kind is _PLAY and self.forget_uno and self.rng.random() < self.forget_uno:
            plain = Move.play(move.seat, *move.cards, color=move.color, uno=False)
            if game.is_legal(plain):
                return plain
        return move

    def call_out(self, game: Game, seat: int) -> Move | None:
        """:meth:`react`, keeping a catch only with chance :attr:`catch_uno`."""
        move = self.react(game, seat)
        if move is not None and move.kind is _CATCH and self.catch_uno < 1.0 and self.rng.random() >= self.catch_uno:
            return None
        return move

    def __repr__(self) -> str:
        return f"make_agent({self.name!r})"


def _legal(game: Game, seat: int) -> list[Move]:
    moves = game.legal_moves(seat)
    if not moves:
        raise UnokitError(
            f"seat {seat} has no legal move now"
            + (f"; it is seat {game.current}'s turn" if game.current is not None else "; the round is over")
        )
    return moves


def _turn_moves(moves: list[Move]) -> list[Move]:
    """The moves that are not out-of-turn calls (catch, late uno)."""
    return [m for m in moves if m.kind is not _CATCH and m.kind is not _UNO]


def _jump_ins(game: Game, seat: int) -> list[Move]:
    """The jump-ins ``seat`` may make now (``jump_in``: plays out of turn), else ``[]``."""
    if not game.rules.jump_in or seat == game.current:
        return []
    return [m for m in game.legal_moves(seat) if m.kind is _PLAY]


def _fewest_cards(game: Game, seat: int, swaps: list[Move]) -> Move:
    """Of the swap forms of one play, the one with the seat holding the fewest cards (ties: the
    first in turn order after ``seat``)."""
    n, direction = game.n_players, game.direction
    return min(swaps, key=lambda m: (len(game.hand(m.target)), ((m.target - seat) * direction) % n))  # type: ignore[arg-type, operator]  # a swap always names its target


def _out_of_turn(game: Game, seat: int) -> tuple[Move | None, list[Move]]:
    """(this seat's late ``uno`` if legal, the catches it may make)."""
    if game.uno_open is None:
        return None, []
    late = None
    catches = []
    for move in game.legal_moves(seat):
        if move.kind is _UNO:
            late = move
        elif move.kind is _CATCH:
            catches.append(move)
    return late, catches


class RandomAgent(Agent):
    """The ``random`` bot (see the module docstring): the policy RLCard's random agent follows on
    its UNO game, with the full rules' extra decisions made at random."""

    name = "random"

    def choose(self, game: Game, seat: int) -> Move:
        # The legal moves grouped by play (Game.legal_move_groups, canonical order: the forms of
        # one play, each Wild colour with and without ``uno``, make one group; then draw, pass,
        # choose, challenge, accept, uno, catch). Kinds are compared by identity (this is the
        # simulation's and the benchmark's hot loop).
        groups = game.legal_move_groups(seat)
        if not groups:
            _legal(game, seat)  # raises, naming the seat
        count = len(groups) - 1
        last = groups[-1][0]
        kind = last.kind
        if kind is _DRAW or (kind is _PASS and (not count or groups[-2][0].kind is _PLAY)):
            # an ordinary turn: only plays come before the last group, the draw (or the pass), which
            # is made only without a play; else a uniformly random play, then a random form of it
            if not count:
                return last
            forms = groups[int(self.rng.random() * count)] if count > 1 else groups[0]
            return forms[0] if len(forms) == 1 else self._form(forms)
        random = self.rng.random
        plays = []
        draw = pass_ = late = None
        answers: list[Move] = []
        chooses: list[Move] = []
        for group in groups:
            move = group[0]
            kind = move.kind
            if kind is _PLAY:
                plays.append(group)
            elif kind is _DRAW:
                draw = move
            elif kind is _PASS:
                pass_ = move
            elif kind is _CHALLENGE or kind is _ACCEPT:
                answers.append(move)
            elif kind is _CHOOSE:
                chooses.append(move)
            elif kind is _UNO:
                late = move
        if answers:  # challenge half the time
            return answers[int(random() * len(answers))]
        if chooses:
            return chooses[int(random() * len(chooses))]
        if late is not None:  # its own late declaration: always declare
            return late
        count = len(plays)
        fallback = draw if draw is not None else pass_
        if count:  # a uniformly random play, then a random form of it, declaring UNO when it can
            forms = plays[int(random() * count)] if count > 1 else plays[0]
            return forms[0] if len(forms) == 1 else self._form(forms)
        if fallback is not None:  # draw only without a play; pass only without a draw
            return fallback
        legal = [move for group in groups for move in group]
        return legal[int(random() * len(legal))]

    def _form(self, forms: Sequence[Move]) -> Move:
        """A random form of a play with several (a Wild's colours), declaring UNO when it can."""
        declared = [m for m in forms if m.uno]
        forms = declared or forms
        return forms[int(self.rng.random() * len(forms))]

    def react(self, game: Game, seat: int) -> Move | None:
        late, catches = _out_of_turn(game, seat)
        if late is not None:
            return late
        if catches and self.rng.random() < 0.5:
            return self.rng.choice(catches)
        return self.jump_in(game, seat)

    def jump_in(self, game: Game, seat: int) -> Move | None:
        jumps = _jump_ins(game, seat)
        if jumps and self.rng.random() < 0.5:  # jump in half the time, declaring UNO when it can
            declared = [m for m in jumps if m.uno]
            return self.rng.choice(declared or jumps)
        return None


class UniformAgent(Agent):
    """The ``uniform`` bot: every legal move of its seat equally likely (catches and late ``uno``
    included when they are legal for that seat); never acts out of turn."""

    name = "uniform"

    def choose(self, game: Game, seat: int) -> Move:
        legal = _legal(game, seat)
        return legal[self.rng.randrange(len(legal))]


class GreedyAgent(Agent):
    """The ``greedy`` bot.

    - Plays: among the legal plays that are not Wilds, the one whose cards are worth the most
      points (RULES.md classic "Scoring": face value, 20 per action card; several cards at once in
      black-uno add up), so that it holds as few points as possible if another seat goes out.
      Ties go to the card of the colour it holds most of (keeping later plays open). Wilds are
      played only when no other card fits, and then rather than drawing (a Wild Draw Four before a
      Wild). It draws only when nothing can be played, and plays a playable drawn card.
    - Colour (a Wild, or naming the colour of a Wild starter): the colour of which it then holds
      most cards; ties go to the colour whose cards are worth more, then to the rules' colour order.
    - UNO: always declared with the play; late when it can; every catch it can make, it makes.
    - House rules: facing a pending penalty it adds a card whenever it can (stacking, also a Wild Draw
      Four onto Draw Twos with ``stack_cross``) rather than draw the total; a Seven under ``seven_swap``
      swaps with the seat holding the fewest cards, and is played first when that seat holds fewer
      cards than the bot would keep (otherwise only when no other card fits); it jumps in
      (``jump_in``) whenever it can.
    - Challenge (classic Wild Draw Four, RULES.md): the challenge is won when the offender held a
      card of the colour that was active before the Wild Draw Four. The bot estimates that chance
      from what it may know: the ``u`` cards it has not seen (the deck minus its own hand minus the
      discard pile) hold ``m`` cards of that colour, and the offender's ``k`` remaining cards are
      taken as a uniform sample of them, so P(guilty) = 1 - C(u-m, k) / C(u, k) (hypergeometric).
      Counting cards relative to accepting (draw 4): a won challenge saves it 4 cards and gives
      the offender 4 (+8), a lost one costs it 2 more (-2). It challenges when
      8 p > 2 (1 - p), i.e. when p > 0.2. (This ignores that a cautious player bluffs less; it
      reads the cards only.)
    """

    name = "greedy"

    #: Challenge when the estimated chance that the Wild Draw Four was a bluff exceeds this.
    CHALLENGE_THRESHOLD = 0.2

    def choose(self, game: Game, seat: int) -> Move:
        return self.decide(game, seat)[0]

    def react(self, game: Game, seat: int) -> Move | None:
        late, catches = _out_of_turn(game, seat)
        if late is not None:
            return late
        if catches:
            return catches[0]
        return self.jump_in(game, seat)

    def jump_in(self, game: Game, seat: int) -> Move | None:
        jumps = _jump_ins(game, seat)
        return self._jump_in(game, seat, jumps)[0] if jumps else None

    @staticmethod
    def _jump_in(game: Game, seat: int, jumps: list[Move]) -> tuple[Move, str]:
        """The jump-in to make of ``jumps`` (declaring UNO when it can; a Seven swaps with the seat
        holding the fewest cards), and why."""
        card = jumps[0].cards[0]
        current = game.players[game.current] if game.current is not None else "the player to act"
        swaps = [m for m in jumps if m.target is not None]
        if swaps:
            move = _fewest_cards(game, seat, swaps)
            return move, (f"Jump in with {card.name}: it is identical to the top card, so you may play it now, "
                          f"out of turn ({current} loses the turn); swap hands with {game.players[move.target]}, "  # type: ignore[index]  # a swap move names its target seat
                          f"who holds the fewest cards ({len(game.hand(move.target))}).")  # type: ignore[arg-type]  # a swap move names its target seat
        declared = [m for m in jumps if m.uno]
        move = declared[0] if declared else jumps[0]
        reason = (f"Jump in with {card.name}: it is identical to the top card, so you may play it now, out of "
                  f"turn ({current} loses the turn), and have one card fewer.")
        if move.uno:
            reason += " Declare UNO with it: it leaves you one card."
        return move, reason

    # -- the decision, with the reason in words (also used by :func:`hint`) -------------------
    def decide(self, game: Game, seat: int) -> tuple[Move, str]:
        """The move and a plain-words reason. Raises :class:`UnokitError` when ``seat`` has no
        legal move now."""
        legal = _legal(game, seat)
        kinds: dict[MoveKind, list[Move]] = {}
        for move in legal:
            kinds.setdefault(move.kind, []).append(move)
        names = game.players

        if _UNO in kinds:
            return kinds[_UNO][0], "Declare UNO now: you hold one card and someone could catch you."
        if _CATCH in kinds:
            move = kinds[_CATCH][0]
            caught = names[move.target]  # type: ignore[index]  # a catch always names the seat it catches
            return move, (
                f"Catch {caught}: they hold one card and did not declare UNO, "
                f"so they must draw {game.rules.uno_penalty}."
            )
        if _CHALLENGE in kinds or _ACCEPT in kinds:
            p, offender, color = _bluff_chance(game, seat)
            about = f"about {p:.0%}" if color is not None else "unknown"
            if _CHALLENGE in kinds and (_ACCEPT not in kinds or p > self.CHALLENGE_THRESHOLD):
                return kinds[_CHALLENGE][0], (
                    f"Challenge: the chance that {names[offender]} still held a "
                    f"{color.word if color else 'matching'} card is {about} by the cards you have not seen; "
                    "a won challenge is worth 8 cards to you, a lost one costs 2, so it pays above 20%."
                )
            return kinds[_ACCEPT][0], (
                f"Accept: the chance that {names[offender]} still held a "
                f"{color.word if color else 'matching'} card is only {about}, "
                "too low for a challenge to pay (it pays above 20%)."
            )
        hand = game.hand(seat)
        if _CHOOSE in kinds:
            color = _best_color(hand, game.rules.colors)
            move = next(m for m in kinds[_CHOOSE] if m.color is color)
            return move, f"Name {color.word}: {_color_reason(hand, color)}."
        if _PLAY in kinds:
            if seat != game.current:  # jump-in
                return self._jump_in(game, seat, kinds[_PLAY])
            return self._best_play(game, seat, hand, kinds[_PLAY])
        if _DRAW in kinds:
            top = game.top
            on = f"{top.name} ({game.color.word})" if top.is_wild and game.color is not None else top.name
            return kinds[_DRAW][0], (
                f"Draw: none of your cards can go on {on} now."
                if game.pending_draw == 0
                else f"Draw: you cannot add to the penalty, so you take {game.pending_draw} cards."
            )
        if _PASS in kinds:
            return kinds[_PASS][0], "Pass: keep the card you drew; it cannot be played."
        return legal[0], "The only move left."

    def _best_play(self, game: Game, seat: int, hand: tuple[Card, ...], plays: list[Move]) -> tuple[Move, str]:
        swaps = [m for m in plays if m.target is not None]
        if swaps:  # Seven-O: swap with the seat holding the fewest cards when that shrinks the hand
            best = min((_fewest_cards(game, seat, [m for m in swaps if m.cards == cards])
                        for cards in dict.fromkeys(m.cards for m in swaps)),
                       key=lambda m: (len(game.hand(m.target)) - (len(hand) - len(m.cards)), -len(m.cards)))  # type: ignore[arg-type]  # a swap move names its target seat
            keep = len(hand) - len(best.cards)
            size = len(game.hand(best.target))  # type: ignore[arg-type]  # a swap move names its target seat
            others = [m for m in plays if m.target is None]
            if size < keep or not others:
                who = game.players[best.target]  # type: ignore[index]  # a swap move names its target seat
                why = (f"{who} holds {size} card{'s' if size != 1 else ''}, fewer than the {keep} you would keep"
                       if size < keep else f"no other card fits, and {who} holds the fewest cards ({size})")
                return best, f"Play {' and '.join(c.name for c in best.cards)} and swap hands with {who}: {why}."
            plays = others
        colors = game.rules.colors
        held: Counter[Color | None] = Counter(card.color for card in hand if card.color is not None)  # a Wild counts 0
        plain = [m for m in plays if not m.cards[-1].is_wild]
        pool = plain or plays

        def score(move: Move) -> tuple[int, int, int, int]:
            points = sum(card.points for card in move.cards)
            last = move.cards[-1]
            wd4 = 1 if last.rank.draw_amount == 4 else 0
            return (points, wd4, held[last.color], -last.sort_key)

        best_score = max(score(m) for m in pool)
        forms = [m for m in pool if score(m) == best_score]
        cards = forms[0].cards
        forms = [m for m in forms if m.cards == cards]
        if any(m.uno for m in forms):
            forms = [m for m in forms if m.uno]
        if cards[-1].is_wild:
            rest = list(hand)
            for card in cards:
                rest.remove(card)
            color = _best_color(rest, colors)
            move = next((m for m in forms if m.color is color), forms[0])
        else:
            move = forms[0]
        words = " and ".join(card.name for card in cards)
        points = sum(card.points for card in cards)
        if game.pending_draw and game.phase == "play":
            reason = (f"Stack {words} onto the penalty: the next player must add a card or draw "
                      f"{game.pending_draw + cards[-1].rank.draw_amount * len(cards)}, rather than you drawing "
                      f"{game.pending_draw}.")
            if cards[-1].is_wild:
                reason = reason[:-1] + f"; name {move.color.word}: {_color_reason(rest, move.color)}."  # type: ignore[union-attr,arg-type]  # a Wild play names its colour
        elif cards[-1].is_wild:
            reason = (
                f"Play {words} and name {move.color.word}: no other card fits, and a Wild beats drawing; "  # type: ignore[union-attr]  # a Wild play names its colour
                f"{_color_reason(rest, move.color)}."  # type: ignore[arg-type]  # a Wild play names its colour
            )
        elif len(plain) == 1 and game.drawn_card is not None:
            reason = f"Play {words}: the card you drew fits, so play it."
        elif len({m.cards for m in plain}) == 1:
            if any(card.is_wild for card in hand):
                reason = (f"Play {words}: apart from your Wilds, which stay in hand for when nothing else "
                          "fits, it is the only card you can play.")
            else:
                reason = f"Play {words}: it is the only card you can play."
        else:
            reason = (
                f"Play {words}: worth {points} point{'s' if points != 1 else ''}, the most of your playable "
                "cards, so you hold fewer points if someone else goes out"
            )
            if any(card.is_wild for card in hand):
                reason += "; your Wilds stay in hand for when nothing else fits"
            reason += "."
        if move.uno:
            reason += " Declare UNO with it: it leaves you one card."
        return move, reason


def _best_color(cards: list[Card] | tuple[Card, ...], colors: tuple[Color, ...]) -> Color:
    count: Counter[Color] = Counter()
    points: Counter[Color] = Counter()
    for card in cards:
        if card.color is not None:
            count[card.color] += 1
            points[card.color] += card.points
    order = {color: index for index, color in enumerate(colors)}
    return min(colors, key=lambda c: (-count[c], -points[c], order[c]))


def _color_reason(cards: list[Card] | tuple[Card, ...], color: Color) -> str:
    n = sum(1 for card in cards if card.color is color)
    if n == 0:
        return "you hold no coloured card, so any colour serves"
    return f"you hold {n} {color.word} card{'s' if n != 1 else ''}, more than of any other colour"


def _bluff_chance(game: Game, seat: int) -> tuple[float, int, Color | None]:
    """(P(the Wild Draw Four's player held a card of the previous colour), their seat, that colour)
    estimated from the cards ``seat`` has not seen (see :class:`GreedyAgent`)."""
    previous = game.copy()
    offender = None
    color = None
    while previous.move_stack:
        move = previous.pop()
        if move.kind is _PLAY and move.cards[-1].rank.draw_amount == 4:
            offender = move.seat
            color = previous.color
            break
    if offender is None or color is None:
        return 0.0, offender if offender is not None else seat, None
    unseen = deck_counts(game.rules.deck)
    unseen.subtract(game.hand(seat))
    unseen.subtract(game.discard_pile)
    u = sum(n for n in unseen.values() if n > 0)
    m = sum(n for card, n in unseen.items() if n > 0 and card.color is color)
    k = len(game.hand(offender))
    if k <= 0 or u <= 0:
        return 0.0, offender, color
    k = min(k, u)
    p = 1.0 - comb(u - m, k) / comb(u, k)
    return p, offender, color


#: The bots by name.
AGENTS: dict[str, type[Agent]] = {"random": RandomAgent, "uniform": UniformAgent, "greedy": GreedyAgent}


def make_agent(name: str, seed: int = 0, *, forget_uno: float = 0.0, catch_uno: float = 1.0) -> Agent:
    """A bot by name (``"random"``, ``"uniform"``, ``"greedy"``; case-insensitive) with its own
    random number generator seeded with ``seed``; ``forget_uno`` and ``catch_uno`` are chances from 0
    to 1 (:class:`Agent`).

    Raises :class:`~unokit.errors.UnokitError` naming the unknown bot and the known ones, or a chance
    that is not a number from 0 to 1.
    """
    for label, chance in (("forget_uno", forget_uno), ("catch_uno", catch_uno)):
        if isinstance(chance, bool) or not isinstance(chance, (int, float)) or not 0.0 <= chance <= 1.0:
            raise UnokitError(f"a bot's {label} is a chance from 0 to 1, not {chance!r}")
    key = name.strip().lower() if isinstance(name, str) else name
    cls = AGENTS.get(key)
    if cls is None:
        raise UnokitError(f"unknown bot {name!r}; bots are: {', '.join(AGENTS)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise UnokitError(f"a bot's seed must be a whole number, not {seed!r}")
    agent = cls(seed)
    agent.forget_uno, agent.catch_uno = float(forget_uno), float(catch_uno)
    return agent


def hint(game: Game, seat: int) -> tuple[Move, str]:
    """What the ``greedy`` bot would do for ``seat`` now, and why, in plain words.

    For the seat to act this is its move; for another seat, a late UNO or a catch when one is open, or
    a jump-in (``jump_in``).
    Raises :class:`~unokit.errors.UnokitError` when ``seat`` has no move to make now.
    """
    bot = GreedyAgent(0)
    if seat == game.current:
        return bot.decide(game, seat)
    late, catches = _out_of_turn(game, seat)
    if late is None and not catches and not _jump_ins(game, seat):
        raise UnokitError(
            f"seat {seat} has no move to make now"
            + (f"; it is seat {game.current}'s turn" if game.current is not None else "; the round is over")
        )
    return bot.decide(game, seat)
