"""One shared table: its seats, its game, its event log, and what each seat may see.

A :class:`Table` is plain Python with no networking: the service (:mod:`unokit.tables.server`) feeds it the
messages of DESIGN.md contract 6 and sends what it returns. It alone checks and applies moves, with the
engine as it is (:class:`unokit.game.Game`), and it alone decides what each seat may know
(:meth:`Table.view_for`): a seat's own hand, everyone's card counts and the public piles; a challenged hand
to its challenger only (RULES.md classic "Wild Draw Four"); every hand once the round is over, or to every
viewer of a teaching table whose host turned "open hands" on.

Every change of the table is first written to its :class:`~unokit.tables.journal.Journal` (when it has
one) and only then applied, so a restarted service rebuilds the table exactly (:meth:`Table.restore`).
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from unokit.agents import AGENTS, Agent, make_agent
from unokit.cards import Card, Rank
from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind
from unokit.record import to_record, validate
from unokit.state import MAX_NAME_LENGTH, name_key, name_problem, shown_name

__all__ = ["Table", "Seat", "TableError", "ROOM_ALPHABET", "ROOM_LENGTH", "MAX_NAME_LENGTH", "DEFAULT_BOT",
           "room_code", "hash_token", "check_lang"]

#: Room codes use letters and digits that cannot be misread for each other aloud or on a projector
#: (no 0/O, 1/I/L, 5/S, 2/Z, 8/B): a screen reader spells them, a class copies them from a board.
ROOM_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
#: Characters in a room code: 25**5 (about 9.8 million) codes, so guessing a live room is unlikely.
ROOM_LENGTH = 5
#: The bot that plays an empty seat, or the seat of a person away longer than the table allows.
DEFAULT_BOT = "greedy"


class TableError(UnokitError):
    """A message the table refuses: the table is unchanged, and the message says why."""


#: The seconds a table may let a person be gone before a bot plays their seat: the least and the most (the
#: service's ``--away-after`` and ``create``'s ``away_seconds``).
AWAY_SECONDS_RANGE = (1.0, 86400.0)


def check_away_seconds(value: Any, where: str = "away_seconds") -> float:
    """``value`` as a table's away time in seconds. Raises :class:`TableError` naming ``where``, the value and
    the range (:data:`AWAY_SECONDS_RANGE`) for anything but a number in it."""
    low, high = AWAY_SECONDS_RANGE
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise TableError(f"{where}: the seconds a person may be gone before a bot plays their seat, a number "
                         f"from {low:g} to {high:g}, not {str(value)[:20]!r}")
    return float(value)


def check_lang(lang: Any, where: str = "lang") -> str:
    """The catalogue tag of a seat's language ``lang`` (DESIGN.md contract 7: ``en``, ``pt-PT``, ``es``, or
    the pseudo-locale ``en-XA``; any case, ``_`` or ``-``). Raises :class:`TableError` naming ``where``, the
    value and the allowed tags."""
    from unokit.i18n import LANGUAGES, PSEUDO, resolve_language

    if not isinstance(lang, str) or not lang.strip():
        raise TableError(f"{where}: a language tag, one of {', '.join(LANGUAGES)} (or {PSEUDO}), not {str(lang)[:20]!r}")
    try:
        return resolve_language(lang)
    except UnokitError:
        raise TableError(f"{where}: unknown language {lang[:20]!r}; languages are: {', '.join(LANGUAGES)} "
                         f"(and {PSEUDO}, the pseudo-locale for tests)") from None


def room_code(taken: Callable[[str], bool] = lambda code: False) -> str:
    """A fresh room code of :data:`ROOM_LENGTH` characters of :data:`ROOM_ALPHABET` for which ``taken`` is
    false."""
    while True:
        code = "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_LENGTH))
        if not taken(code):
            return code


def hash_token(token: str) -> str:
    """The SHA-256 of a seat's token, hex: what the journal keeps, so a copy of it does not hand out seats."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def check_name(name: Any, where: str, seat: int = -1) -> str:
    """``name`` as the name of seat ``seat``, checked by the engine's one check of names
    (:func:`unokit.state.name_problem`: 1 to :data:`MAX_NAME_LENGTH` visible characters, no control, invisible
    or text-direction character, no spaces at either end). Raises :class:`TableError` naming ``where``."""
    if not isinstance(name, str):
        raise TableError(f"{where}: a name is text, not {type(name).__name__}")
    problem = name_problem(name, seat)
    if problem is not None:
        raise TableError(f"{where}: {shown_name(name)} {problem}")
    return name


def check_bot(bot: Any, where: str) -> str:
    """``bot`` as a bot's name (:data:`unokit.agents.AGENTS`). Raises :class:`TableError` naming ``where``."""
    if not isinstance(bot, str) or bot.strip().lower() not in AGENTS:
        raise TableError(f"{where}: unknown bot {bot!r}; bots are: {', '.join(AGENTS)}")
    return bot.strip().lower()


@dataclass
class Seat:
    """One seat of a table.

    ``name``: shown to everyone; ``bot``: the bot that plays the seat for good (a bot seat), else ``None``
    (a person's seat); ``token_hash``: the hash of the token of the person who holds it (``None`` while
    nobody has taken it); ``connected``: how many sockets of that person are open; ``away_since``: the
    ``time.monotonic()`` second their last socket closed, else ``None``.
    """

    name: str
    bot: str | None = None
    token_hash: str | None = None
    connected: int = 0
    away_since: float | None = None

    @property
    def taken(self) -> bool:
        """A person holds this seat."""
        return self.bot is None and self.token_hash is not None


@dataclass
class Event:
    """One applied move: its sequence number, the move, the engine's public narration of it, and the cards
    each seat received by it (told only to that seat)."""

    seq: int
    move: str
    text: str
    received: dict[int, tuple[str, ...]] = field(default_factory=dict)
    evidence: tuple[int, int, tuple[str, ...]] | None = None  # (challenger, offender, offender's hand)
    index: int | None = None  # the move's place in its round's move stack


class Table:
    """A table: a room code, seats, the host, the game of the current round and its event log.

    Args:
        room: the room code.
        rules: the rules as a record gives them (DESIGN.md contract 3: a preset name or
            ``{"preset": ..., "<flag>": value}``).
        seats: ``[{"name": "Ana"}, {"name": "Ben", "bot": "greedy"}, ...]``, 2 to 10 of them, as the preset
            allows (any value is checked: it may come from a message).
        seed: the deal's seed (the shuffle of every round; a round after the first derives its own).
        host_seat: the seat the host takes (default 0; it must be a person's seat).
        journal: where every change is written before it is applied (``None``: kept in memory only).
        away_after: seconds a person may be gone before a bot plays their seat (default 60).
        turn_timer: seconds a person has for a turn before a bot makes the move for them (``None``, the
            default: no turn timer). Each person may extend their turn as often as they need, by the same
            time again (:meth:`extend`; WCAG 2.2.1 Timing Adjustable).

    Raises :class:`TableError` for seats, names or bots that are not allowed, and for rules a record refuses
    (the message of :class:`~unokit.errors.RecordError`, prefixed ``rules``).
    """

    def __init__(self, room: str, rules: Any, seats: object, *, seed: int = 0, host_seat: int = 0,
                 journal: Any = None, away_after: float = 60.0, turn_timer: Any = None) -> None:
        if not isinstance(seats, list) or not 2 <= len(seats) <= 10:
            raise TableError("seats: a table has 2 to 10 seats, each {\"name\": ...} or {\"name\": ..., \"bot\": ...}")
        parsed = []
        for index, seat in enumerate(seats):
            if not isinstance(seat, dict) or set(seat) - {"name", "bot"}:
                raise TableError(f"seats[{index}]: a seat is {{\"name\": ...}} with an optional \"bot\"")
            name = check_name(seat.get("name", f"Seat {index}"), f"seats[{index}].name", index)
            bot = check_bot(seat["bot"], f"seats[{index}].bot") if seat.get("bot") is not None else None
            parsed.append(Seat(name, bot))
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise TableError(f"seed: a whole number from 0 to 2**63 - 1, not {seed!r}")
        if isinstance(host_seat, bool) or not isinstance(host_seat, int) or not 0 <= host_seat < len(parsed):
            raise TableError(f"host_seat: a seat number from 0 to {len(parsed) - 1}, not {host_seat!r}")
        if parsed[host_seat].bot is not None:
            raise TableError(f"host_seat: seat {host_seat} is a bot's; the host takes a person's seat")
        try:
            record = validate({"unokit": 1, "rules": rules, "players": [s.name for s in parsed], "seed": seed})
        except UnokitError as error:
            raise TableError(str(error)) from None
        if turn_timer is not None and (isinstance(turn_timer, bool) or not isinstance(turn_timer, (int, float))
                                       or not 10 <= turn_timer <= 3600):
            raise TableError(f"turn_timer: seconds from 10 to 3600, or null for no turn timer; not {turn_timer!r}")
        self.turn_timer = float(turn_timer) if turn_timer is not None else None
        #: ``time.monotonic()`` second the current person's turn runs out (``None``: no timer running)
        self.deadline: float | None = None
        #: whose turn, at which event, the running deadline belongs to
        self.turn_owner: tuple[int, int] | None = None
        self.room = room
        self.rules_json = rules
        self.rules = record.rules
        self.seats = parsed
        self.seed = seed
        self.host_seat = host_seat
        self.journal = journal
        self.away_after = away_after
        self.game: Any = None
        self.round_seeds: list[int] = []
        self.events: list[Event] = []
        self.seq = 0
        self.open_hands = False
        self.ended = False
        self._agents: dict[int, Agent] = {}
        self.spectator_hashes: set[str] = set()

    # ------------------------------------------------------------------ what the table is
    def header(self) -> dict[str, Any]:
        """The journal's first entry: everything :meth:`restore` needs to make the table again."""
        return {"room": self.room, "rules": self.rules_json, "seed": self.seed, "host_seat": self.host_seat,
                "away_after": self.away_after, "turn_timer": self.turn_timer,
                "seats": [{"name": s.name, **({"bot": s.bot} if s.bot else {})} for s in self.seats]}

    @property
    def started(self) -> bool:
        """A round has been dealt."""
        return self.game is not None

    def _write(self, entry: dict[str, Any]) -> None:
        if self.journal is not None:
            self.journal.append(entry)

    # ------------------------------------------------------------------ seats
    def take_seat(self, name: Any, token: str, seat: Any = None) -> int:
        """A person joins as a player: the seat ``seat`` if given, else the first seat nobody holds; before
        the first round, or between rounds (a bot leaves a seat a person takes). Returns the seat.

        Raises :class:`TableError` when the table is full, the seat is a bot's or held, or a round is on.
        """
        if self.ended:
            raise TableError("the table has ended; ask the host for a new room code")
        if self.started and not self.game.is_over():
            raise TableError("a round is being played: join as a spectator now, and take a seat between rounds")
        free = [i for i, s in enumerate(self.seats) if s.bot is None and s.token_hash is None]
        if seat is None:
            if not free:
                raise TableError("every person's seat is taken; join as a spectator, or ask the host to free a seat")
            seat = free[0]
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            raise TableError(f"seat: a seat number from 0 to {len(self.seats) - 1}, not {seat!r}")
        name = check_name(name, "name", seat)
        if seat not in free:
            raise TableError(f"seat {seat} is {'a bot seat' if self.seats[seat].bot else 'taken'}; "
                             f"free seats: {', '.join(map(str, free)) or 'none'}")
        for other, held in enumerate(self.seats):
            if other != seat and name_key(held.name) == name_key(name):
                raise TableError(f"name: {name!r} is seat {other}'s name; names must differ")
        self._write({"take": seat, "name": name, "token_hash": hash_token(token)})
        self._take(seat, name, hash_token(token))
        return seat

    def _take(self, seat: int, name: str, token_hash: str) -> None:
        self.seats[seat].name = name
        self.seats[seat].token_hash = token_hash

    def seat_of(self, token: str) -> int | None:
        """The seat whose person holds ``token``, else ``None``."""
        digest = hash_token(token)
        for index, seat in enumerate(self.seats):
            if seat.token_hash == digest:
                return index
        return None

    def set_bot(self, seat: Any, bot: Any) -> None:
        """The host turns ``seat`` into a bot seat (``bot`` a bot's name) or back into a person's (``None``),
        between rounds or during one (the bot plays from the seat's next turn). Raises :class:`TableError`."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            raise TableError(f"seat: a seat number from 0 to {len(self.seats) - 1}, not {seat!r}")
        if seat == self.host_seat and bot is not None:
            raise TableError("the host's own seat stays a person's seat")
        bot = check_bot(bot, "bot") if bot is not None else None
        self._write({"bot": seat, "as": bot})
        self.seats[seat].bot = bot
        if bot is not None:
            self.seats[seat].token_hash = None

    def set_open_hands(self, on: Any) -> None:
        """The host shows every hand to every viewer (a teaching table) or hides them again."""
        if not isinstance(on, bool):
            raise TableError(f"on: true or false, not {on!r}")
        self._write({"open_hands": on})
        self.open_hands = on

    def end(self) -> None:
        """The host ends the table: no more moves; the record stays on disk."""
        self._write({"end": True})
        self.ended = True

    # ------------------------------------------------------------------ rounds and moves
    def start(self) -> None:
        """Deal a round: the first, or the next one once a round is over (scores carried over). Seats nobody
        holds are played by :data:`DEFAULT_BOT` for the round. Raises :class:`TableError` while a round is on,
        when the match is over or the table has ended."""
        if self.ended:
            raise TableError("the table has ended")
        if self.started and not self.game.is_over():
            raise TableError("a round is being played; it can be started again once it is over")
        if self.started and self.game.match_over():
            raise TableError("the match is over; the host can end the table and create a new one")
        self._write({"start": [s.name for s in self.seats]})
        self._start([s.name for s in self.seats])

    def _start(self, names: list[str]) -> None:
        from unokit.game import Game

        for seat, name in zip(self.seats, names, strict=True):
            seat.name = name
        if self.game is None:
            self.game = Game(self.rules, names, seed=self.seed)
        else:
            following = self.game.next_round()
            if list(following.players) != names:  # a person took a seat between rounds under a new name
                start = following.start_args
                following = Game(self.rules, names, seed=following.seed, dealer=start["dealer"],
                                 scores=start["scores"], round_number=following.round_number,
                                 first_player=start["first_player"])
            self.game = following
        self._agents = {}

    def bot_name(self, seat: int, now: float | None = None) -> str | None:
        """The bot that plays ``seat`` now: the seat's own bot, :data:`DEFAULT_BOT` for a seat nobody holds,
        or for a person gone longer than :attr:`away_after` seconds; else ``None`` (the person plays)."""
        held = self.seats[seat]
        if held.bot is not None:
            return held.bot
        if held.token_hash is None:
            return DEFAULT_BOT
        if held.connected == 0 and held.away_since is not None:
            now = time.monotonic() if now is None else now
            if now - held.away_since >= self.away_after:
                return DEFAULT_BOT
        return None

    def bot_pending(self, now: float | None = None) -> bool:
        """Whether a bot may move now (cheap: asks no bot): the seat to act is bot-played, or a UNO window is
        open and a bot-played seat could catch."""
        game = self.game
        if self.ended or game is None or game.is_over():
            return False
        if game.current is not None and self.bot_name(game.current, now) is not None:
            return True
        return game.uno_open is not None and any(
            self.bot_name(seat, now) is not None for seat in range(game.n_players) if seat != game.uno_open)

    def person_in_uno_window(self, now: float | None = None) -> bool:
        """A person (not a bot) has just gone down to one card without declaring UNO: bots give them time
        to say it before they catch (the table's UNO window, WCAG 2.2.1)."""
        game = self.game
        return game is not None and game.uno_open is not None and self.bot_name(game.uno_open, now) is None

    def extend(self, seat: int, now: float | None = None) -> float:
        """``seat``, whose turn it is, takes :attr:`turn_timer` more seconds; returns the seconds now left.
        Raises :class:`TableError` without a turn timer or when it is not the seat's turn."""
        if self.turn_timer is None or self.deadline is None:
            raise TableError("this table has no turn timer")
        if self.game is None or self.game.current != seat:
            raise TableError("only the person whose turn it is can extend it")
        now = time.monotonic() if now is None else now
        self.deadline += self.turn_timer
        return self.deadline - now

    def timed_out_move(self) -> Move:
        """The move a bot makes for the person whose turn ran out (:data:`DEFAULT_BOT`'s choice)."""
        seat = self.game.current
        return self._agent(seat, DEFAULT_BOT).play(self.game, seat)

    def _agent(self, seat: int, bot: str) -> Agent:
        agent = self._agents.get(seat)
        if agent is None or agent.name != bot:
            agent = make_agent(bot, seed=self.game.seed * 101 + seat)
            self._agents[seat] = agent
        return agent

    def bot_move(self, now: float | None = None) -> Move | None:
        """The move a bot makes now, or ``None``: first a catch or a late UNO of a bot-played seat, then the
        move of the seat to act if a bot plays it."""
        game = self.game
        if self.ended or game is None or game.is_over():
            return None
        if game.uno_open is not None:
            for seat in range(game.n_players):
                bot = self.bot_name(seat, now)
                if bot is None:
                    continue
                move = self._agent(seat, bot).call_out(game, seat)
                if move is not None and game.is_legal(move):
                    return move
        seat = game.current
        if seat is None:
            return None
        bot = self.bot_name(seat, now)
        if bot is None:
            return None
        return self._agent(seat, bot).play(game, seat)

    def move(self, seat: int, text: Any, lang: str | None = None) -> Event:
        """Apply the move ``text`` (contract-2 notation; the seat prefix may be left out) made by ``seat``.
        Raises :class:`TableError` saying why it is refused (not this seat's, not legal now, no round on);
        the rule's reason of an illegal move is worded in ``lang`` (default English)."""
        if self.ended:
            raise TableError("the table has ended")
        if not self.started:
            raise TableError("the round has not started; the host starts it")
        if not isinstance(text, str) or len(text) > 200:
            raise TableError("move: a move in move notation, such as \"2: play R5\" or \"draw\"")
        game = self.game
        stripped = text.strip()
        if ":" not in stripped:
            stripped = f"{seat}: {stripped}"
        try:
            move = game.parse_move(stripped)
        except UnokitError as error:
            raise TableError(f"move {text!r}: {error}") from None
        if move.seat != seat:
            raise TableError(f"move {text!r}: you are seat {seat}; a move names your own seat")
        explanation = game.explain(move, lang=lang)
        if not explanation.legal:
            if lang in (None, "en"):
                raise TableError(f"move {text!r}: {explanation.reason}")
            from unokit.i18n import message

            raise TableError(message("shared-move-refused", lang, move=text, reason=explanation.reason))
        return self.apply(move)

    def apply(self, move: Move) -> Event:
        """Write ``move`` to the journal, apply it and log its event. The move must be legal."""
        self._write({"move": str(move)})
        return self._apply(move)

    def _apply(self, move: Move) -> Event:
        game = self.game
        before = [list(game.hand(s)) for s in range(game.n_players)]
        evidence = None
        if move.kind is MoveKind.CHALLENGE:
            offender = self._offender()
            if offender is not None:
                evidence = (move.seat, offender, tuple(c.code for c in game.hand(offender)))
        game.push(move)
        received = {}
        for seat in range(game.n_players):
            new = _added(before[seat], list(game.hand(seat)))
            if new:
                received[seat] = tuple(c.code for c in new)
        self.seq += 1
        event = Event(self.seq, str(move), game.narration[-1], received, evidence, len(game.move_stack) - 1)
        self.events.append(event)
        return event

    def _offender(self) -> int | None:
        """The seat whose Wild Draw Four waits for an answer: the last play's seat."""
        for move in reversed(self.game.move_stack):
            if move.kind is MoveKind.PLAY:
                return move.seat if move.cards[-1].rank is Rank.WILD_DRAW_FOUR else None
        return None

    # ------------------------------------------------------------------ what a seat may see
    def view_for(self, seat: int | None, lang: str | None = None) -> dict[str, Any]:
        """What ``seat`` may know now (``None``: a spectator), as the JSON of a contract-6 ``view``; the
        ``reasons`` worded in ``lang`` (a catalogue tag; default English).

        Fields: ``seat``, ``players``, ``seats`` (name, bot, present), ``host_seat``, ``started``, ``hand``
        (own cards; absent for a spectator), ``counts``, ``top``, ``discard`` (bottom first), ``color``,
        ``direction``, ``current``, ``pending_draw``, ``phase``, ``legal`` (this seat's legal moves),
        ``drawn`` (the card this seat may still play), ``uno_open``, ``draw_pile`` (its size), ``winner``,
        ``placements``, ``scores``, ``round``, ``open_hands``, ``ended``, ``rules_name`` (the preset's name),
        ``colors`` (the rules' colour words, in order), ``away_seconds`` (the table's away time), ``dealer``, ``reasons`` (each card of this seat's own
        hand: why it may or may not be played now, :meth:`Game.explain`; absent for a spectator); ``hands`` (every seat's cards) only
        when the round is over or the host turned open hands on; ``evidence`` (``{"seat", "hand"}``, the
        challenged hand) only to the challenger, from the challenge until the next move.
        """
        game = self.game
        view: dict[str, Any] = {
            "seat": seat, "players": [s.name for s in self.seats], "host_seat": self.host_seat,
            "seats": [{"name": s.name, "bot": s.bot, "present": s.bot is not None or s.connected > 0}
                      for s in self.seats],
            "started": game is not None, "open_hands": self.open_hands, "ended": self.ended, "seq": self.seq,
            "turn_timer": self.turn_timer,
            "turn_left": round(max(0.0, self.deadline - time.monotonic()), 1) if self.deadline is not None else None,
            "rules_name": self.rules.name, "colors": [c.word for c in self.rules.colors],
            "away_seconds": self.away_after,
        }
        if game is None:
            view.update(counts=[0] * len(self.seats), top=None, discard=[], color=None, direction=1, current=None,
                        pending_draw=0, phase="waiting", legal=[], drawn=None, uno_open=None, draw_pile=0,
                        winner=None, placements=[], scores=[0] * len(self.seats), round=0, dealer=None)
            if seat is not None:
                view["hand"] = []
            return view
        seen = game.view(seat if seat is not None else 0)
        view.update(
            counts=list(seen.hand_sizes), top=seen.top.code, discard=[c.code for c in seen.discard_pile],
            color=seen.color.word if seen.color else None, direction=seen.direction, current=seen.current,
            pending_draw=seen.pending_draw, phase=seen.phase, uno_open=seen.uno_open, draw_pile=seen.draw_pile_size,
            winner=seen.winner, placements=list(seen.placements), scores=list(seen.scores), round=seen.round_number,
            dealer=seen.dealer,
        )
        if seat is None:
            view.update(legal=[], drawn=None)
        else:
            view.update(hand=[c.code for c in seen.hand], legal=[str(m) for m in seen.legal_moves],
                        drawn=seen.can_play_drawn.code if seen.can_play_drawn else None,
                        reasons={card.code: game.explain(card, seat, lang=None if lang == "en" else lang).reason
                                 for card in set(seen.hand)})
        if game.is_over() or self.open_hands:
            view["hands"] = [[c.code for c in game.hand(s)] for s in range(game.n_players)]
        last = self.events[-1] if self.events else None
        if seat is not None and last is not None and last.evidence is not None and last.evidence[0] == seat:
            view["evidence"] = {"seat": last.evidence[1], "hand": list(last.evidence[2])}
        return view

    def event_for(self, event: Event, seat: int | None) -> dict[str, Any]:
        """The contract-6 ``event`` message of ``event`` for ``seat``: ``received`` (the cards the move gave
        this seat) and ``evidence`` (the challenged hand, to its challenger) only where they are this seat's."""
        message: dict[str, Any] = {"type": "event", "seq": event.seq, "move": event.move, "text": event.text}
        if seat is not None and seat in event.received:
            message["received"] = list(event.received[seat])
        if seat is not None and event.evidence is not None and event.evidence[0] == seat:
            message["evidence"] = {"seat": event.evidence[1], "hand": list(event.evidence[2])}
        return message

    def events_after(self, seq: int) -> Iterator[Event]:
        """The events after sequence number ``seq`` (a rejoining client's last one), in order."""
        for event in self.events:
            if event.seq > seq:
                yield event

    def record(self) -> dict[str, Any] | None:
        """The current round as a game record (DESIGN.md contract 3), ``None`` before the first round."""
        return to_record(self.game, meta={"room": self.room}) if self.game is not None else None

    # ------------------------------------------------------------------ journal
    @classmethod
    def restore(cls, entries: list[dict[str, Any]], journal: Any = None) -> Table:
        """The table a journal's ``entries`` describe (the header first), rebuilt move by move."""
        header = entries[0]
        table = cls(header["room"], header["rules"], header["seats"], seed=header["seed"],
                    host_seat=header["host_seat"], away_after=header.get("away_after", 60.0),
                    turn_timer=header.get("turn_timer"))
        for entry in entries[1:]:
            if "take" in entry:
                table._take(entry["take"], entry["name"], entry["token_hash"])
            elif "start" in entry:
                table._start(entry["start"])
            elif "move" in entry:
                table._apply(table.game.parse_move(entry["move"]))
            elif "bot" in entry:
                table.seats[entry["bot"]].bot = entry["as"]
                if entry["as"] is not None:
                    table.seats[entry["bot"]].token_hash = None
            elif "open_hands" in entry:
                table.open_hands = entry["open_hands"]
            elif "end" in entry:
                table.ended = True
        table.journal = journal
        return table


def _added(before: list[Card], after: list[Card]) -> list[Card]:
    """The cards in ``after`` that ``before`` did not hold (as a multiset)."""
    remaining = list(before)
    new = []
    for card in after:
        if card in remaining:
            remaining.remove(card)
        else:
            new.append(card)
    return new


def new_token() -> str:
    """A seat's secret token: 128 random bits, URL-safe text."""
    return secrets.token_urlsafe(16)
