"""Game records (DESIGN.md contract 3): read, validate, write and replay.

A record is a JSON object::

    {"unokit": 1, "rules": "classic", "players": ["Ana", "Ben"], "seed": 7,
     "moves": ["1: play R7", "0: draw"]}

The game starts from one of three sources: a ``seed`` alone (the engine shuffles the preset's deck
and, unless ``dealer`` is given, draws for dealer as RULES.md says), a whole ``deck`` in order (top
first, dealt as RULES.md "Conventions" says; ``dealer`` defaults to 0), or an explicit mid-game
``position`` (``dealer`` defaults to 0). ``seed`` (default 0) also drives every later shuffle.

Reading happens in two steps. The structure is checked against the JSON Schema shipped beside this
module (``record.schema.json``, :data:`SCHEMA`); then the game sense is checked in code (cards that
exist, no card more often than the deck holds it, a deck that is exactly the preset's deck, a player
count the preset allows, a colour of the game, whose turn it is ...). Every problem raises
:class:`~unokit.errors.RecordError` whose message starts with the field's JSON path
(``position.hands[1][0]``, ``moves[3]``) and says what is allowed there.

>>> record = validate({"unokit": 1, "rules": "classic", "players": 2, "seed": 3})
>>> game = replay(record)
>>> to_record(game)["seed"]
3

unokit extension (not in contract 3): an optional ``"match"`` object ``{"round": N, "scores":
[...], "first_player": S}`` places the round inside a match (rounds after the first carry the
match totals and, in spectrum, the previous winner starts). :func:`to_record` writes it only for
such rounds.
"""

from __future__ import annotations

import functools
import json
import os
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from unokit.cards import Card, Color, deck_counts
from unokit.deal import check_deal_size
from unokit.errors import InvalidCardError, InvalidMoveError, RecordError, RulesError, UnokitError
from unokit.moves import Move
from unokit.phrases import Reason
from unokit.rules import Rules, players_allowed
from unokit.state import Position, check_position, player_names

if TYPE_CHECKING:  # pragma: no cover
    import jsonschema

    from unokit.game import Game

__all__ = [
    "SCHEMA",
    "FORMAT_VERSION",
    "GameRecord",
    "read_record",
    "decode_record",
    "record_from_bytes",
    "validate",
    "replay",
    "positions",
    "to_record",
    "write_record",
    "dumps",
    "short_path",
    "PATH_LIMIT",
    "RECORD_MAX_BYTES",
    "read_record_bytes",
    "record_data",
    "replay_as_read",
]

#: The record format version written in ``"unokit"``.
FORMAT_VERSION = 1

_TOP_KEYS = ("unokit", "rules", "players", "dealer", "seed", "deck", "position", "match", "moves", "meta")
_POSITION_KEYS = ("hands", "discard", "draw_pile", "current", "direction", "color", "pending_draw", "out")


@functools.lru_cache(maxsize=1)
def _schema() -> dict[str, Any]:
    text = resources.files("unokit").joinpath("record.schema.json").read_text(encoding="utf-8")
    return json.loads(text)


#: The shipped JSON Schema of a record (``unokit/record.schema.json``) as a dict.
SCHEMA: dict[str, Any] = _schema()


def import_jsonschema() -> Any:
    """The ``jsonschema`` module, imported without paying for a grammar no record uses.

    Where the ``rfc3987-syntax`` package is installed (Jupyter's ``jupyter-events`` pulls it in through
    ``jsonschema[format-nongpl]``), ``import jsonschema`` imports it for its ``iri`` and ``iri-reference``
    format checkers, and that import compiles 39 lark grammars: 2.5-3 s of CPU on an idle 2-core machine
    and 3-7 s on a loaded one (python-jsonschema/jsonschema issue 1428), which made the dashboard's first
    "Load a game record" take seconds (issue 23). A record's schema checks no ``format``, so this puts a
    stand-in in ``sys.modules`` while jsonschema is imported whose ``is_valid_syntax`` imports the real
    module on its first call: the format checkers stay the same for anyone in the process who uses them,
    their grammars are compiled only then. Does nothing special when jsonschema or rfc3987-syntax is
    already imported, or rfc3987-syntax is not installed. Returns the module; raises ``ImportError`` as
    ``import jsonschema`` would.
    """
    import importlib.util
    import sys
    import types

    if "jsonschema" not in sys.modules and "rfc3987_syntax" not in sys.modules:
        try:
            installed = importlib.util.find_spec("rfc3987_syntax") is not None
        except (ImportError, ValueError):
            installed = False
        if installed:
            stand_in = types.ModuleType("rfc3987_syntax")
            stand_in.is_valid_syntax = _is_valid_syntax  # type: ignore[attr-defined]  # a module made here; the attribute is what jsonschema looks up
            sys.modules["rfc3987_syntax"] = stand_in
            try:
                import jsonschema
            finally:
                if sys.modules.get("rfc3987_syntax") is stand_in:
                    del sys.modules["rfc3987_syntax"]
            return jsonschema
    import jsonschema

    return jsonschema


def _is_valid_syntax(*args: Any, **kwargs: Any) -> Any:
    """rfc3987-syntax's ``is_valid_syntax``, its module imported (and grammars compiled) on the first call."""
    from rfc3987_syntax import is_valid_syntax

    return is_valid_syntax(*args, **kwargs)


@functools.lru_cache(maxsize=1)
def _validator() -> jsonschema.protocols.Validator:
    jsonschema = import_jsonschema()  # imported on first validation, without the grammars it need not build

    schema = _schema()
    base = jsonschema.validators.validator_for(schema)
    # JSON Schema counts 1.0 as an integer; a record's seats, seeds and counts must be written 1.
    checker = base.TYPE_CHECKER.redefine(
        "integer", lambda _checker, value: isinstance(value, int) and not isinstance(value, bool)
    )
    return jsonschema.validators.extend(base, type_checker=checker)(schema)


# --------------------------------------------------------------------------------------------
# The record value
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameRecord:
    """A validated game record: where the game starts and the moves played from there.

    Attributes:
        rules: the rules in force (a preset, possibly with flag overrides).
        players: the players' names in seat order (default names when the record gave a count:
            ``("Player 1", ...)`` is the engine's business, so a count is kept as an ``int``).
        seed: seed of the engine's random number generator.
        dealer: the dealer's seat, or ``None`` when the record gives none (the engine's default:
            seat 0 with a deck or a position, else drawn as the preset says).
        deck: the whole deck, top first, or ``None``.
        position: an explicit mid-game :class:`unokit.game.Position`, or ``None``.
        moves: the moves, parsed (syntax checked; legality is checked by :func:`replay`).
        move_texts: the moves as the record wrote them (used in error messages).
        round_number, scores, first_player: the ``"match"`` extension (``1``, ``None``, ``None``
            for a new match).
        meta: the free-form ``"meta"`` value, or ``None``.
    """

    rules: Rules
    players: tuple[str, ...] | int
    seed: int = 0
    dealer: int | None = None
    deck: tuple[Card, ...] | None = None
    position: Position | None = None
    moves: tuple[Move, ...] = ()
    move_texts: tuple[str, ...] = ()
    round_number: int = 1
    scores: tuple[int, ...] | None = None
    first_player: int | None = None
    meta: Any = field(default=None, compare=False)

    @property
    def n_players(self) -> int:
        """How many seats the game has."""
        return self.players if isinstance(self.players, int) else len(self.players)

    def start(self) -> Game:
        """The game before any recorded move. Raises :class:`RecordError` if the engine refuses
        the start (the message names the field: ``deck``, ``position`` or ``seed``)."""
        from unokit.game import Game

        players: int | Sequence[str] = self.players
        try:
            return Game(
                self.rules,
                players,
                seed=self.seed,
                dealer=self.dealer,
                deck=self.deck,
                position=self.position,
                scores=self.scores,
                round_number=self.round_number,
                first_player=self.first_player,
            )
        except RecordError:
            raise
        except UnokitError as error:
            where = "position" if self.position is not None else "deck" if self.deck is not None else "seed"
            raise RecordError(f"{where}: {error}") from None

    def replay(self) -> Game:
        """The game after every recorded move (see :func:`replay`)."""
        return replay(self)

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready dict (contract 3), the inverse of :func:`validate`."""
        data: dict[str, Any] = {"unokit": FORMAT_VERSION, "rules": self.rules.to_json()}
        data["players"] = self.players if isinstance(self.players, int) else list(self.players)
        if self.dealer is not None:
            data["dealer"] = self.dealer
        data["seed"] = self.seed
        if self.deck is not None:
            data["deck"] = [card.code for card in self.deck]
        if self.position is not None:
            data["position"] = _position_to_json(self.position)
        match = _match_to_json(self.round_number, self.scores, self.first_player)
        if match:
            data["match"] = match
        data["moves"] = [move.notation() for move in self.moves]
        if self.meta is not None:
            data["meta"] = self.meta
        return data


# --------------------------------------------------------------------------------------------
# Reading and validating
# --------------------------------------------------------------------------------------------


def read_record(source: str | Path | Mapping[str, Any]) -> GameRecord:
    """Read and validate a record from a file path (``str`` or ``os.PathLike``), JSON text (a string
    starting with ``{``) or an already-parsed dict.

    Raises :class:`RecordError` for text that is not JSON, a record that is not valid, a source that
    is none of the three (a number; bytes: use :func:`record_from_bytes`) and a file that cannot be
    read: the message names the path, cut to :data:`PATH_LIMIT` characters (:func:`short_path`), and
    what went wrong, as the operating system says it (``"qqqq…qqqq: File name too long"``, ``"games/a.json: No such file or directory"``).
    """
    if isinstance(source, Mapping):
        return validate(source)
    if isinstance(source, str) and source.lstrip().startswith("{"):
        name: str = Reason("record-problem-the-record", "record")  # "o registo" in Portuguese
        text = source
    else:
        if not isinstance(source, (str, os.PathLike)):
            hint = "; for a file's bytes use record_from_bytes" if isinstance(source, (bytes, bytearray)) else ""
            raise RecordError(f"a record is read from a file path, JSON text or a dict, not {type(source).__name__}"
                              + hint)
        path = Path(source)
        name = short_path(str(path))
        try:
            with path.open("rb") as stream:
                raw = read_record_bytes(stream, name)
        except OSError as error:  # missing, a folder, no permission, a name too long for the system
            raise RecordError(f"{name}: {error.strerror or error}") from None
        except ValueError as error:  # a NUL character: no operating system takes it in a path
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"{name}: a path cannot hold a NUL character") from None
        text = decode_record(raw, name)
    return validate(_record_object(text, name))


#: The most characters of a path a record error names (a longer one keeps its start and its end): real
#: paths are named whole; a pasted text taken for a path is not echoed in full. A status line cuts
#: further (:func:`unokit.commands.cut_quotes`).
PATH_LIMIT = 200


def short_path(path: str, limit: int = PATH_LIMIT) -> str:
    """``path`` as an error names it: characters that cannot be printed written as escapes, and a path
    longer than ``limit`` characters cut in the middle with an ellipsis, so its start and its file
    name stay (``short_path("q" * 5000)`` is 200 characters). Raises ``ValueError`` for a ``limit``
    below 3."""
    if limit < 3:
        raise ValueError(f"a path limit of {limit} characters is too short; give 3 or more")
    if not path.isprintable():
        path = path.encode("unicode_escape").decode("ascii")
    if len(path) <= limit:
        return path
    head = (limit - 1) // 2
    return f"{path[:head]}…{path[len(path) - (limit - 1 - head):]}"


#: Largest game record read, in bytes (512 KB, as the game table's upload allows): a record file, stdin
#: and :func:`record_from_bytes` alike. The longest rounds measured (40 random-bot rounds of 10 players
#: per preset) gave records of at most 8.3 KB, so the limit is over 60 times that; a larger file (a 50 MB
#: record, ``/dev/zero``) is refused at once instead of being read until memory runs out.
RECORD_MAX_BYTES = 512 * 1024


def read_record_bytes(stream: Any, name: str, limit: int = RECORD_MAX_BYTES) -> bytes:
    """The bytes of a record from a binary ``stream`` (an open file, ``sys.stdin.buffer``), reading at
    most ``limit`` + 1 bytes, so an endless or huge input costs no more than that. Raises
    :class:`RecordError` naming ``name`` when there are more than ``limit`` bytes."""
    data = stream.read(limit + 1)
    _check_record_size(data, name, limit)
    return data


def _check_record_size(data: bytes, name: str, limit: int = RECORD_MAX_BYTES) -> None:
    if len(data) > limit:
        size = _kilobytes(limit)
        raise RecordError(Reason("record-problem-too-large",
                                 f"{name} is larger than {size}; a game record is at most {size} "
                                 "(unokit.record.RECORD_MAX_BYTES), and the longest rounds take a few KB",
                                 name=name, limit=size))


def _kilobytes(count: int) -> str:
    return f"{count / 1024:,.0f} KB" if count >= 1024 else f"{count} bytes"


def record_from_bytes(data: bytes, name: str) -> GameRecord:
    """Read and validate a record from a file's bytes (an upload, stdin): decoded as UTF-8
    (:func:`decode_record`), parsed as JSON and checked (:func:`validate`), as ``unokit`` does for a file.

    ``name`` names the file in messages. Raises :class:`RecordError` for more than
    :data:`RECORD_MAX_BYTES` bytes, bytes that are not UTF-8, text that is not JSON, JSON that is not an
    object (``[]``, ``3``, ``"x"``, ``null``) or a record that is not valid.
    """
    _check_record_size(data, name)
    return validate(_record_object(decode_record(data, name), name))


def decode_record(raw: bytes, name: str) -> str:
    """Record bytes as text (UTF-8). Raises :class:`RecordError` naming ``name`` for other bytes
    (a binary file, UTF-16 text)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(Reason(
            "record-problem-not-utf8",
            f"{name} is not UTF-8 text (byte {error.start} cannot be read); a record is a JSON "
            f"object in UTF-8 such as {_SMALLEST_RECORD}", name=name, byte=str(error.start), example=_SMALLEST_RECORD,
        )) from None


#: Python's JSON parser's messages (json.JSONDecodeError.msg) in the words a record's reader says them,
#: with the catalogue message that says them in every language.
_JSON_PROBLEMS = {
    "Expecting value": ("record-problem-json-value", "a value was expected"),
    "Unterminated string starting at": ("record-problem-json-string", "a string is not closed"),
    "Expecting property name enclosed in double quotes": ("record-problem-json-key", "a key in double quotes was expected"),
    "Expecting ',' delimiter": ("record-problem-json-comma", "a comma was expected"),
    "Expecting ':' delimiter": ("record-problem-json-colon", "a colon was expected"),
    "Extra data": ("record-problem-json-extra", "more text follows the record"),
    "Invalid control character at": ("record-problem-json-control",
                                     "a string holds a control character (write a line break as \\n)"),
    "Invalid \\escape": ("record-problem-json-escape", "a backslash starts no valid escape"),
}


#: The smallest record, shown in the messages about a record that is not one
_SMALLEST_RECORD = '{"unokit": 1, "rules": "classic", "players": 2}'
#: What a record is, in the messages about a file that holds something else
_RECORD_IS = f"a record is a JSON object such as {_SMALLEST_RECORD}"

#: JSON's names of the values Python's parser gives (RFC 8259 section 3), with an article, for messages
_JSON_KINDS = {list: "an array", str: "a string", int: "a number", float: "a number", bool: "true or false",
               type(None): "null"}
#: The catalogue message of each of :data:`_JSON_KINDS`
_JSON_KIND_IDS = {"an array": "array", "a string": "string", "a number": "number", "true or false": "boolean",
                  "null": "null"}


def _json_kind(value: Any) -> str:
    """What ``value`` is, in JSON's words ("an array", "a number", "null"); a Python type's name otherwise."""
    return _JSON_KINDS.get(type(value), f"a {type(value).__name__}")


def _record_object(text: str, name: str) -> Any:
    """The JSON object parsed from ``text`` (:func:`_loads`); a :class:`RecordError` naming ``name`` when
    the JSON is something else (``[]``, ``3``, ``"x"``, ``null``)."""
    data = _loads(text, name)
    if not isinstance(data, dict):
        kind = _json_kind(data)
        raise RecordError(Reason("record-problem-not-object", f"{name} holds {kind}, not a JSON object; {_RECORD_IS}",
                                 name=name, example=_SMALLEST_RECORD,
                                 kind=Reason(f"record-problem-kind-{_JSON_KIND_IDS[kind]}", kind)))
    return data


def _loads(text: str, name: str) -> Any:
    """``json.loads`` whose every failure is a :class:`RecordError` naming ``name``: bad syntax (said in
    plain words, :data:`_JSON_PROBLEMS`, with a note when the text stops early),
    a number too long for Python to read (over 4300 digits) and nesting too deep to parse."""
    example = _RECORD_IS
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        msg_id, words = _JSON_PROBLEMS.get(error.msg, ("", error.msg))
        problem: str = Reason(msg_id, words) if msg_id else words  # another message of Python's: English
        if not text.strip():
            problem = Reason("record-problem-json-empty", "there is no text")
        elif not text[error.pos:].strip() or error.msg.startswith("Unterminated"):
            problem = Reason("record-problem-json-cut-short",
                             f"{problem}; the text stops before the record ends, as a file cut short does",
                             problem=problem)
        raise RecordError(Reason(
            "record-problem-not-json",
            f"{name} is not valid JSON (line {error.lineno}, column {error.colno}: {problem}); {example}",
            name=name, line=str(error.lineno), column=str(error.colno), problem=problem, example=_SMALLEST_RECORD,
        )) from None
    except RecursionError:
        raise RecordError(Reason("record-problem-too-deep", f"{name} nests lists or objects too deeply to read; {example}",
                                 name=name, example=_SMALLEST_RECORD)) from None
    except ValueError:  # Python refuses to convert an integer of more than 4300 digits
        raise RecordError(Reason("record-problem-long-number",
                                 f"{name} holds a number with too many digits to read; {example}",
                                 name=name, example=_SMALLEST_RECORD)) from None


def _at(where: str, problem: str) -> RecordError:
    """The :class:`RecordError` ``"where: problem"`` (``where`` a JSON path), which carries the catalogue
    message ``record-problem-at`` so it can be said in any language (:func:`unokit.i18n.problem_text`);
    ``problem`` is a :class:`~unokit.phrases.Reason` (or a plain string, said in English)."""
    return RecordError(Reason("record-problem-at", f"{where}: {problem}", field=where, problem=problem))


def _inner(error: BaseException) -> str:
    """What ``error`` says, keeping the message it carries (a :class:`~unokit.phrases.Reason`), for a
    record error that quotes it."""
    said = error.args[0] if len(error.args) == 1 else None
    return said if isinstance(said, Reason) else str(error)


def _no_seat(seat: int, n: int) -> Reason:
    return Reason("record-problem-no-seat", f"seat {seat} does not exist; seats are 0 to {n - 1}", seat=str(seat),
                  last=str(n - 1))


def validate(data: Any) -> GameRecord:
    """Check a parsed record (structure first, against :data:`SCHEMA`, then game sense) and
    return it as a :class:`GameRecord`. Moves are checked for syntax and seat numbers here; their
    legality is checked by :func:`replay`.

    Raises :class:`RecordError` whose message starts with the JSON path of the bad field.
    """
    if not isinstance(data, Mapping):
        raise RecordError(
            f"a record must be a JSON object (a dict in Python), not {type(data).__name__}; "
            f"e.g. {_SMALLEST_RECORD}"
        )
    if "deck" in data and "position" in data:
        raise _at("deck and position", Reason(
            "record-problem-deck-and-position",
            "a record gives at most one of them (a whole deck to deal, or a "
            "mid-game position); without either the seed shuffles the preset's deck"))
    if isinstance(data.get("unokit"), float):  # JSON Schema's const 1 also matches 1.0
        raise _at("unokit", Reason("record-problem-version-float",
                                   f"format version {data['unokit']!r} is not supported; write the version as 1",
                                   value=repr(data["unokit"])))
    _check_schema(data)

    try:
        rules = Rules.from_json(data["rules"])
    except RulesError as error:
        raise _at("rules", _inner(error)) from None

    players_value = data["players"]
    n = players_value if isinstance(players_value, int) else len(players_value)
    if not players_allowed(rules, n):
        raise _at("players", Reason(
            "record-problem-player-count",
            f"{n} players, but {rules.name} allows {rules.min_players} to {rules.max_players}",
            count=n, rules=rules.name, least=str(rules.min_players), most=str(rules.max_players)))
    if "position" not in data:  # a deal: the deck must hold the hands and a starter card
        try:
            check_deal_size(rules, n)
        except UnokitError as error:
            raise RecordError(f"rules: {error}") from None
    players: tuple[str, ...] | int = players_value if isinstance(players_value, int) else tuple(players_value)
    if not isinstance(players, int):
        for index, name in enumerate(players):
            if name.strip() != name and name.strip():
                raise _at(f"players[{index}]", Reason("record-problem-name-spaces",
                                                      f"a name has no spaces at either end; got {name!r}",
                                                      name=repr(name)))
        try:
            player_names(players)  # each name says something and differs from the others
        except RulesError as error:
            raise RecordError(_inner(error)) from None

    dealer = data.get("dealer")
    if dealer is not None and dealer >= n:
        raise _at("dealer", _no_seat(dealer, n))

    deck = None
    position = None
    if "deck" in data:
        deck = _check_deck(data["deck"], rules)
    elif "position" in data:
        position = _check_position(data["position"], rules, n)

    round_number, scores, first_player = 1, None, None
    if "match" in data:
        match = data["match"]
        round_number = match.get("round", 1)
        if "scores" in match:
            if len(match["scores"]) != n:
                raise _at("match.scores", Reason("record-problem-totals", f"{len(match['scores'])} totals for {n} "
                                                 "players; give one per seat", count=len(match["scores"]), players=n))
            scores = tuple(match["scores"])
        if "first_player" in match:
            first_player = match["first_player"]
            if first_player >= n:
                raise _at("match.first_player", _no_seat(first_player, n))

    texts = tuple(data.get("moves", ()))
    moves = [_parse_move(index, text, n) for index, text in enumerate(texts)]

    return GameRecord(
        rules=rules,
        players=players,
        seed=data.get("seed", 0),
        dealer=dealer,
        deck=deck,
        position=position,
        moves=tuple(moves),
        move_texts=texts,
        round_number=round_number,
        scores=scores,
        first_player=first_player,
        meta=data.get("meta"),
    )


def _parse_move(index: int, text: str, n: int) -> Move:
    """``moves[index]``, the move text ``text`` of a record with ``n`` seats, parsed; a
    :class:`RecordError` naming it for bad notation or a seat that does not exist."""
    try:
        move = Move.parse(text)
    except InvalidMoveError as error:  # the notation parser's words, in English
        raise RecordError(f"moves[{index}] {json.dumps(text)}: {_strip_move_prefix(str(error), text)}") from None
    for seat in (move.seat, move.target):
        if seat is not None and seat >= n:
            raise _at_move(index, text, _no_seat(seat, n))
    return move


def _at_move(index: int, text: str, problem: str) -> RecordError:
    """The :class:`RecordError` ``moves[index] "text": problem`` (message ``record-problem-at-move``)."""
    where, move = f"moves[{index}]", json.dumps(text)
    return RecordError(Reason("record-problem-at-move", f"{where} {move}: {problem}", field=where, move=move,
                              problem=problem))


def replay_as_read(data: Any) -> Game:
    """Check and replay a parsed record in one pass, as :func:`replay` of :func:`validate` does, but
    each move is parsed and played as it is read: a bad or illegal move is refused when it is reached,
    without first reading every later move (a record of 46,000 moves whose second move is illegal is
    refused at that move). The start (rules, players, deck or position) is checked first, as
    :func:`validate` checks it. Raises :class:`RecordError` as :func:`validate` and :func:`replay` do,
    naming the first problem in the record's order."""
    texts = data.get("moves") if isinstance(data, Mapping) else None
    if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
        return replay(validate(data))  # the schema's own message for moves that are not a list of strings
    record = validate({**data, "moves": []})
    game = record.start()
    n = record.n_players
    for index, text in enumerate(texts):
        move = _parse_move(index, text, n)
        try:
            game.push(move)
        except UnokitError as error:
            raise _at_move(index, text, _inner(error)) from None
    return game


def record_data(raw: bytes, name: str) -> Any:
    """The JSON object of a record's bytes (UTF-8, at most :data:`RECORD_MAX_BYTES`), not yet checked as
    a record (:func:`validate`, :func:`replay_as_read`). Raises :class:`RecordError` naming ``name`` for
    too many bytes, bytes that are not UTF-8, text that is not JSON or JSON that is not an object."""
    _check_record_size(raw, name)
    return _record_object(decode_record(raw, name), name)


def _strip_move_prefix(message: str, text: str) -> str:
    """``message`` of :meth:`Move.parse` for ``text`` without its "move 'TEXT'" head, which the record
    error names already (``move '0: jump': unknown verb ...`` -> ``unknown verb ...``; ``move 'www'
    has no seat; ...`` -> ``has no seat; ...``). Any other message is kept whole."""
    for head in (f"move {text!r}: ", f"move {text!r} "):
        if message.startswith(head):
            return message[len(head):]
    return message


def _path(parts: Sequence[str | int]) -> str:
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + part
    return out or "record"


def _check_schema(data: Mapping[str, Any]) -> None:
    errors = list(_validator().iter_errors(data))
    if not errors:
        return
    # Report the error deepest in the record first (the most specific), ties in document order.
    error = max(errors, key=lambda e: (len(e.absolute_path), -errors.index(e)))
    message = _schema_message(error)
    raise message if isinstance(message, RecordError) else RecordError(message)


def _describe(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


_TYPE_WORDS = {
    "integer": "a whole number",
    "string": "a string",
    "array": "a list",
    "object": "an object",
    "null": "null",
    "boolean": "true or false",
    "number": "a number",
}


def _schema_message(error: jsonschema.ValidationError) -> str | RecordError:
    """What the first schema ``error`` means, in words: a :class:`RecordError` carrying its message when
    the catalogues say it (the common problems), else the English text."""
    path = list(error.absolute_path)
    where = _path(path)
    kind = error.validator
    value = error.instance
    if kind == "additionalProperties":
        allowed = _POSITION_KEYS if path and path[-1] == "position" else (
            ("round", "scores", "first_player") if path and path[-1] == "match" else _TOP_KEYS
        )
        known = error.schema.get("properties", {})
        extra = sorted(k for k in value if k not in known)
        prefix = "" if not path else f"{where}."
        keys = ", ".join(allowed)
        if path:
            return _at(f"{prefix}{extra[0]}", Reason("record-problem-unknown-key-in",
                                                     f"unknown key; allowed keys in {where} are: {keys}",
                                                     within=where, keys=keys))
        return _at(extra[0], Reason("record-problem-unknown-key",
                                    f"unknown key; allowed keys are: {keys} (put anything else under \"meta\")", keys=keys))
    if kind == "required":
        missing = [k for k in error.validator_value if k not in value]
        prefix = "" if not path else f"{where}."
        keys = ", ".join(error.validator_value)
        whole = "position" if path else "record"
        return _at(f"{prefix}{missing[0]}", Reason(f"record-problem-missing-{whole}-key",
                                                   f"missing; a {whole} needs {keys}", keys=keys))
    if kind == "const" and path == ["unokit"]:
        return _at("unokit", Reason("record-problem-version",
                                    f"format version {_describe(value)} is not supported; this unokit reads version 1",
                                    value=_describe(value)))
    if kind == "oneOf" and path == ["rules"]:
        example = '{"preset": "classic", "<flag>": value, ...}'
        return _at("rules", Reason("record-problem-rules-form",
                                   f"{_describe(value)} is not allowed; give a preset name such as \"classic\" or {example}",
                                   value=_describe(value), example=example))
    if kind == "oneOf" and path == ["players"]:
        if isinstance(value, list) and any(isinstance(name, str) for name in value):  # names, one of them not
            for index, name in enumerate(value):
                if not isinstance(name, str) or not name:
                    return _at(f"players[{index}]", Reason(
                        "record-problem-name-not-text", f"{_describe(name)} is not allowed; each name is text of at "
                        "least one letter, in seat order", value=_describe(name)))
        return _at("players", Reason("record-problem-players-form",
                                     f"{_describe(value)} is not allowed; give the names in seat order "
                                     '(["Ana", "Ben"]) or a count (2)', value=_describe(value)))
    if kind == "type":
        wanted = error.validator_value
        wanted = wanted if isinstance(wanted, list) else [wanted]
        words = " or ".join(_TYPE_WORDS.get(w, str(w)) for w in wanted)
        if len(wanted) > 1 or wanted[0] not in _TYPE_WORDS:
            return f"{where}: {_describe(value)} is not allowed; it must be {words}"
        return _at(where, Reason("record-problem-wrong-type", f"{_describe(value)} is not allowed; it must be {words}",
                                 value=_describe(value), kind=Reason(f"record-problem-type-{wanted[0]}", words)))
    if kind == "enum":
        choices = ", ".join(json.dumps(v) for v in error.validator_value)
        return _at(where, Reason("record-problem-not-one-of", f"{_describe(value)} is not allowed; use one of: {choices}",
                                 value=_describe(value), choices=choices))
    if kind == "minimum":
        return _at(where, Reason("record-problem-minimum",
                                 f"{_describe(value)} is not allowed; it must be at least {error.validator_value}",
                                 value=_describe(value), least=str(error.validator_value)))
    if kind == "minItems":
        return _at(where, Reason("record-problem-empty-list", f"needs at least {error.validator_value} item(s); got none",
                                 count=error.validator_value))
    if kind == "minLength":
        return _at(where, Reason("record-problem-empty-text", "an empty string is not allowed"))
    if kind == "uniqueItems":
        return f"{where}: {_describe(value)} lists a seat twice; list each seat once"
    return f"{where}: {error.message}"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _parse_card(code: str, where: str, rules: Rules, counts: Counter[Card]) -> Card:
    try:
        card = Card.parse(code)
    except InvalidCardError as error:
        english = str(error)
        if english.startswith(f"unknown card {code!r}: "):  # the notation's one message a record meets
            raise _at(where, Reason("record-problem-card-notation", english, code=repr(code))) from None
        raise _at(where, english) from None
    if card not in counts:
        colors = " ".join(c.word for c in rules.colors)
        raise _at(where, Reason("record-problem-card-not-in-deck",
                                f"{card.name} is not a card of the {rules.deck} deck; its colours are {colors}",
                                card=card, deck=rules.deck, colors=colors))
    return card


class _CopyCounter:
    """Counts cards as they are read and refuses more copies than the deck holds."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.deck = deck_counts(rules.deck)
        self.seen: Counter[Card] = Counter()

    def take(self, code: str, where: str) -> Card:
        card = _parse_card(code, where, self.rules, self.deck)
        self.seen[card] += 1
        have = self.deck[card]
        if self.seen[card] > have:
            raise RecordError(
                f"{where}: a {_ordinal(self.seen[card])} {card.name}, but the {self.rules.deck} deck "
                f"has only {have}"
            )
        return card


def _check_deck(codes: Sequence[str], rules: Rules) -> tuple[Card, ...]:
    counter = _CopyCounter(rules)
    cards = tuple(counter.take(code, f"deck[{index}]") for index, code in enumerate(codes))
    missing = counter.deck - counter.seen
    if missing:
        names = ", ".join(f"{card.code} x{count}" if count > 1 else card.code for card, count in sorted(missing.items()))
        total = sum(counter.deck.values())
        raise _at("deck", Reason("record-problem-deck-incomplete",
                                 f"{len(cards)} cards, but a deck must be exactly the {rules.deck} deck of {total} "
                                 f"cards; missing: {names}", count=len(cards), deck=rules.deck, total=total,
                                 missing=names))
    return cards


def _check_color(word: Any, rules: Rules) -> Color:
    try:
        color = Color.from_word(word)
    except InvalidCardError:
        color = None
    if color is None or color not in rules.colors:
        colors = " ".join(c.word for c in rules.colors)
        raise _at("position.color", Reason(
            "record-problem-not-a-color",
            f"{_describe(word)} is not a colour of the {rules.name} game; use one of: {colors}",
            value=_describe(word), rules=rules.name, colors=colors))
    return color


def _check_position(data: Mapping[str, Any], rules: Rules, n: int) -> Position:
    """The record's ``position``: the record's own checks (each card within the deck's copies, the
    JSON values), then the engine's one validator, :func:`unokit.state.check_position`."""
    counter = _CopyCounter(rules)
    if len(data["hands"]) != n:
        raise _at("position.hands", Reason("record-problem-hands", f"{len(data['hands'])} hands for {n} players; "
                                           "give one per seat", count=len(data["hands"]), players=n))
    hands = tuple(
        tuple(counter.take(code, f"position.hands[{seat}][{index}]") for index, code in enumerate(hand))
        for seat, hand in enumerate(data["hands"])
    )
    discard = tuple(counter.take(code, f"position.discard[{i}]") for i, code in enumerate(data["discard"]))
    draw_pile = tuple(counter.take(code, f"position.draw_pile[{i}]") for i, code in enumerate(data["draw_pile"]))

    out = tuple(data.get("out", ()))
    if out and rules.places_to_decide < 2:
        raise RecordError(
            f"position.out: the {rules.name} round ends when the first player goes out, so no seat "
            "can be out; leave out away"
        )
    for index, seat in enumerate(out):
        if seat >= n:
            raise _at(f"position.out[{index}]", _no_seat(seat, n))
        if hands[seat]:
            raise RecordError(f"position.out[{index}]: seat {seat} still holds cards; only an empty hand is out")
    for seat, hand in enumerate(hands):
        if not hand and seat not in out:
            if rules.places_to_decide > 1:
                raise RecordError(f"position.hands[{seat}]: an empty hand means the round is over (or list the seat in "
                                  "position.out); a position is a round still in play")
            raise _at(f"position.hands[{seat}]", Reason(
                "record-problem-empty-hand", "an empty hand means the round is over; a position is a round still in play"))
    in_play = n - len(out)
    if in_play < 2 or len(out) >= rules.places_to_decide:
        raise RecordError(
            f"position.out: with {len(out)} of {n} seats out the round is already over; a position is a "
            "round still in play"
        )

    direction = data.get("direction", 1)
    if direction.__class__ is not int:  # the schema's enum [1, -1] also matches 1.0 and -1.0
        raise RecordError(f"position.direction: {_describe(direction)} is not allowed; use one of: 1, -1")

    current = data["current"]
    if current >= n:
        raise _at("position.current", _no_seat(current, n))
    if current in out:
        raise RecordError(f"position.current: seat {current} is out; the seat to act must still hold cards")

    top = discard[-1]
    color_word = data.get("color")
    if top.is_wild:
        if color_word is None:
            colors = " ".join(c.word for c in rules.colors)
            raise _at("position.color", Reason(
                "record-problem-color-needed",
                f"the top card is a {top.name}, so the colour it named is needed; use one of: {colors}",
                card=top, colors=colors))
        color: Color | None = _check_color(color_word, rules)
    else:
        color = top.color  # a card that is not Wild has a colour
        if color_word is not None and color is not None and _check_color(color_word, rules) is not color:
            raise RecordError(
                f"position.color: {_describe(color_word)} differs from the top card, {top.name}; "
                f"the colour in play is {color.word}"
            )

    pending = data.get("pending_draw", 0)
    if pending:
        kinds = [
            rank_name
            for flag, rank_name in (("stack_draw_two", "Draw Two"), ("stack_wild_draw_four", "Wild Draw Four"))
            if getattr(rules, flag)
        ]
        if not kinds:
            raise RecordError(
                f"position.pending_draw: the {rules.name} rules do not stack draw penalties, so only 0 "
                "is allowed"
            )
        amount = top.rank.draw_amount
        if not amount or top.rank.title not in kinds:
            raise RecordError(
                f"position.pending_draw: a pending penalty needs a {' or '.join(kinds)} on top of the "
                f"discard pile, not {top.name}"
            )
        if pending % amount:
            raise RecordError(
                f"position.pending_draw: {pending} is not a multiple of {amount}, the {top.name}'s penalty"
            )

    try:
        position = Position(
            hands=hands,
            discard=discard,
            draw_pile=draw_pile,
            current=current,
            direction=direction,
            color=color,
            pending_draw=pending,
            out=out,
        )
    except UnokitError as error:
        raise RecordError(f"position: {error}") from None
    check_position(position, rules, n)
    return position


# --------------------------------------------------------------------------------------------
# Replaying
# --------------------------------------------------------------------------------------------


def positions(record: GameRecord | Mapping[str, Any] | str | Path) -> Iterator[tuple[int, Move | None, Game]]:
    """Every position of the record, in order: ``(index, move, game)`` where ``game`` stands after
    the first ``index`` moves and ``move`` is ``moves[index]``, the move made there (``None`` for the
    last position, after every move). The one reader of a record's moves: :func:`replay`, ``unokit
    analyse`` and :func:`unokit.analysis.review` all go through it, so a bad move is reported the
    same way everywhere.

    ``game`` is one :class:`~unokit.game.Game` advanced in place when the next position is asked
    for: read it (or copy it) before then, and do not push moves on it.

    ``record`` may be anything :func:`read_record` accepts. Raises :class:`RecordError` for an
    invalid record or, on reaching it, a move that is not legal where it stands, e.g.
    ``moves[3] "1: play B5": Blue 5 matches neither red nor 7`` (the reason is the engine's,
    :meth:`unokit.game.Game.explain`).
    """
    if not isinstance(record, GameRecord):
        record = read_record(record)
    game = record.start()
    texts = record.move_texts or tuple(move.notation() for move in record.moves)
    for index, (move, text) in enumerate(zip(record.moves, texts, strict=True)):
        yield index, move, game
        try:
            game.push(move)
        except UnokitError as error:
            raise _at_move(index, text, _inner(error)) from None
    yield len(record.moves), None, game


def replay(record: GameRecord | Mapping[str, Any] | str | Path, *, at: int | None = None) -> Game:
    """Play the record's moves from its start and return the game after the last one, or with
    ``at`` after the first ``at`` moves (0 to the number of moves).

    ``record`` may be anything :func:`read_record` accepts. Raises :class:`RecordError` for an
    invalid record, an ``at`` out of range, or a move that is not legal where it stands, e.g.
    ``moves[3] "1: play B5": Blue 5 matches neither red nor 7`` (the reason is the engine's,
    :meth:`unokit.game.Game.explain`; :func:`positions`).
    """
    if not isinstance(record, GameRecord):
        record = read_record(record)
    count = len(record.moves)
    if at is not None and (isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= count):
        raise RecordError(f"at must be a number of moves from 0 to {count}, not {at!r}")
    for index, _, game in positions(record):
        if index == at:
            return game
    return game


# --------------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------------


def _position_to_json(position: Position) -> dict[str, Any]:
    data: dict[str, Any] = {
        "hands": [[card.code for card in hand] for hand in position.hands],
        "discard": [card.code for card in position.discard],
        "draw_pile": [card.code for card in position.draw_pile],
        "current": position.current,
        "direction": position.direction,
        "color": position.color.word if position.color is not None else None,
    }
    if position.pending_draw:
        data["pending_draw"] = position.pending_draw
    if position.out:
        data["out"] = list(position.out)
    return data


def _match_to_json(round_number: int, scores: Sequence[int] | None, first_player: int | None) -> dict[str, Any]:
    match: dict[str, Any] = {}
    if round_number != 1:
        match["round"] = round_number
    if scores is not None and any(scores):
        match["scores"] = list(scores)
    if first_player is not None:
        match["first_player"] = first_player
    return match


def to_record(game: Game, *, meta: Any = None) -> dict[str, Any]:
    """The record of ``game`` as a JSON-ready dict: how it started and every move so far.

    A seeded game records its seed (and its dealer only if one was given to it); a game started
    from a deck or a position records that deck or position. Replaying the result gives a game in
    the identical state. ``meta`` (any JSON value) is stored under ``"meta"``.

    Raises :class:`RulesError` when the game's rules are not a preset or a preset with flag
    overrides (only those can be written).
    """
    start = game.start_args
    record = GameRecord(
        rules=game.rules,
        players=tuple(game.players),
        seed=game.seed,
        dealer=start.get("dealer"),
        deck=start.get("deck"),
        position=start.get("position"),
        moves=tuple(game.move_stack),
        round_number=game.round_number,
        scores=start.get("scores"),
        first_player=start.get("first_player"),
        meta=meta,
    )
    return record.to_json()


def dumps(data: Mapping[str, Any]) -> str:
    """Record text: one key per line, each list of cards or moves on one line (readable in diffs)."""
    lines = ["{"]
    items = list(data.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        if key == "position" and isinstance(value, Mapping):
            inner = ", ".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in value.items())
            lines.append(f"  {json.dumps(key)}: {{{inner}}}{comma}")
        elif key == "moves" and isinstance(value, list) and value:
            lines.append(f"  {json.dumps(key)}: [")
            for i, move in enumerate(value):
                lines.append(f"    {json.dumps(move)}{',' if i < len(value) - 1 else ''}")
            lines.append(f"  ]{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_record(game: Game, path: str | Path, *, meta: Any = None) -> Path:
    """Write :func:`to_record` of ``game`` to ``path`` as UTF-8 JSON, all or nothing
    (:func:`unokit.outputs.write_file`: a failed write leaves a file already at ``path`` as it was);
    returns the path.

    Raises :class:`OSError` naming ``path`` when the file cannot be written.
    """
    from unokit.outputs import write_file

    path = Path(path)
    write_file(path, dumps(to_record(game, meta=meta)).encode("utf-8"))
    return path
