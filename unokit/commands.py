"""The command field: typed text -> a move of the seat, or a question.

:func:`parse_command` reads what a player types into the table's command field, in move notation
(DESIGN.md contract 2, seat prefix optional) or in plain words, and returns either a legal
:class:`~unokit.moves.Move` of that seat or a :class:`Question` (answered by
:func:`unokit.announce.answer`). Everything else raises :class:`CommandError` whose message says
what was wrong and what is allowed; a move the rules refuse raises it with the engine's reason
(:meth:`Game.explain`), an ambiguous card with the cards it could be.

Forms read (case and spacing do not matter; commas are spaces):

- a play: ``play r5``, ``r5``, ``red 5``, ``5 red``, ``red skip``, ``skip red``, ``red draw two``,
  ``draw two red`` (``draw 2`` and ``+2`` name a Draw Two too), ``wild blue``, ``w blue``,
  ``w+4 green``, ``wild draw four green``; several cards at once ``r7 g7 b7`` (black-uno); ``uno`` at
  the end declares UNO with the play; a card named only by its number or action (``5``, ``skip``) or
  only by its colour (``red``) is the one card of the hand that fits, else the answer asks which;
  ``play`` alone plays the card just drawn.
- a Seven under Seven-O (``seven_swap``, RULES.md "House rules"): ``r7 swap 2``, ``play red 7 swap Ben``
  (a seat number or a player's name), or ``swap 2`` / ``swap Ben`` alone when one Seven of the hand can
  make that swap.
- ``draw``, ``pass`` (also ``keep``), ``challenge``, ``accept``, ``uno`` (also ``say uno``),
  ``choose blue`` (also ``blue`` alone while a Wild starter waits for its colour),
  ``catch 2``, ``catch Ben`` or ``catch`` alone when one seat can be caught.
- question words (:data:`unokit.announce.QUESTIONS`): ``hand``, ``top``, ``counts``, ``turn``,
  ``last``, ``moves``, ``scores``, ``help`` / ``keys``, and the key letters ``h t c w l m s ?``. A lone
  ``w`` is the question "whose turn", not the Wild (a Wild always needs its colour: ``w blue``).

In another language (``lang="pt-PT"``, ``lang="es"``; DESIGN.md contract 7) the field also reads that
language's words, from its catalogue's ``command-words-*`` messages (any case, accents optional):
``vermelho 5``, ``5 vermelho``, ``inversão azul``, ``compra``, ``passo``, ``coringa azul``;
``rojo 5``, ``roba``, ``paso``, ``comodín roba cuatro verde``. Each word stands for the English word of
the same message, so notation and English words are read as well. Its messages are in that language.

>>> from unokit.game import Game, _doc_deck
>>> game = Game("classic", players=["Ana", "Ben"], deck=_doc_deck())
>>> parse_command(game, 1, "red 5")
Move.parse('1: play R5')
>>> parse_command(game, 1, "hand")
Question(key='h')
>>> parse_command(game, 1, "5")
Traceback (most recent call last):
...
unokit.commands.CommandError: '5' could be Red 5, Yellow 5 or Blue 5: say which, e.g. 'red 5'
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

from unokit.announce import QUESTIONS, AnnounceSettings, card_words
from unokit.cards import Card, Color, Rank
from unokit.errors import InvalidCardError, InvalidMoveError, UnokitError
from unokit.moves import COLOR_WORDS, Move, MoveKind
from unokit.state import name_key

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["CommandError", "Question", "parse_command", "read_question", "PRIVATE_QUESTION_KEYS", "move_words", "quote_typed", "cut_quotes", "COMMAND_EXAMPLES", "QUOTE_LIMIT"]

#: Examples of what the command field reads, as (what you type, what it does), for the table's help.
COMMAND_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("r5, red 5, 5 red or play r5", "play Red 5"),
    ("wild blue, w+4 green", "play a Wild and name its colour"),
    ("r5 uno", "play Red 5 and declare UNO"),
    ("draw, pass", "draw a card; keep the card just drawn"),
    ("uno, catch 2, catch Ben", "declare UNO late; call out a player who did not"),
    ("r7 swap 2, swap Ben", "play a Seven and swap hands with seat 2 or Ben (Seven-O)"),
    ("challenge, accept", "answer a Wild Draw Four"),
    ("choose blue", "name the colour of a Wild starter card"),
    ("hand, top, counts, turn, last, moves, scores, help", "ask a question (as the keys h t c w l m s ?)"),
)


#: The most characters of typed text a message quotes (longer text is cut, with an ellipsis).
QUOTE_LIMIT = 30


def quote_typed(text: str, limit: int = QUOTE_LIMIT) -> str:
    """Typed ``text`` quoted once for a message: runs of white space made one space, and cut to ``limit``
    characters (the last one an ellipsis) so a long paste cannot flood the status line a screen reader
    reads. ``quote_typed("x" * 5000)`` is ``'xxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'``.
    Raises ``ValueError`` for a ``limit`` below 2."""
    if limit < 2:
        raise ValueError(f"a quote limit of {limit} characters is too short; give 2 or more")
    text = " ".join(str(text).split())
    if len(text) > limit:
        text = text[:limit - 1].rstrip() + "…"
    return f"'{text}'"


_QUOTED = re.compile(r"""(['"])([^'"]*)\1""")


def cut_quotes(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` (a message from elsewhere, such as a :class:`~unokit.errors.RecordError` about a loaded
    file) with every quoted run longer than ``limit`` characters cut as :func:`quote_typed` cuts it, so a
    long value in a file cannot flood the status line: ``cut_quotes("moves[0] 'www…www' is not a move")``
    keeps ``limit`` characters of the value; an unquoted run of more than ``2 * limit`` characters with
    no space is cut to ``limit`` too. Raises ``ValueError`` for a ``limit`` below 2."""
    if limit < 2:
        raise ValueError(f"a quote limit of {limit} characters is too short; give 2 or more")

    def cut(match: re.Match[str]) -> str:
        inner = match.group(2)
        if len(inner) <= limit:
            return match.group(0)
        mark = match.group(1)
        return f"{mark}{inner[:limit - 1].rstrip()}…{mark}"

    text = _QUOTED.sub(cut, text)
    # an unquoted echo (a word with no space in it, such as a pasted value) is cut as well
    return re.sub(rf"\S{{{2 * limit + 1},}}", lambda match: match.group(0)[:limit - 1] + "…", text)


class CommandError(UnokitError):
    """Text in the command field that is not a move the seat may make now, nor a question.

    The message names the text and says what is allowed, or gives the engine's reason for refusing
    the move (:meth:`Game.explain`)."""


#: The question keys answered from one seat's hidden hand: ``h`` (the hand) and ``m`` (its legal moves). The
#: others (``t`` top card, colour in force and penalty; ``c`` card counts; ``w`` whose turn and the direction;
#: ``l`` the last moves; ``s`` scores; ``?`` the keys) are answered from what every player at the table sees.
PRIVATE_QUESTION_KEYS = frozenset({"h", "m"})


@dataclass(frozen=True)
class Question:
    """A question typed into the command field. ``key``: its key in :data:`unokit.announce.KEYS`
    (``"h"``, ``"t"``, ``"c"``, ``"w"``, ``"l"``, ``"m"``, ``"s"``, or ``"?"`` for the keys help)."""

    key: str

    @property
    def private(self) -> bool:
        """True when the answer describes a hidden hand (:data:`PRIVATE_QUESTION_KEYS`); a public question
        can be answered while no hand is on the screen (a hot-seat hand-over, a table of bots)."""
        return self.key in PRIVATE_QUESTION_KEYS


_QUESTION_WORDS = {word: key for key, words in QUESTIONS.items() for word in words}
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_RANK_WORDS: dict[str, Rank] = {
    **{str(n): Rank(str(n)) for n in range(10)},
    **{word: Rank(str(n)) for n, word in enumerate(_NUMBER_WORDS)},
    "skip": Rank.SKIP, "reverse": Rank.REVERSE, "+2": Rank.DRAW_TWO,
    "wild": Rank.WILD, "w+4": Rank.WILD_DRAW_FOUR, "+4": Rank.WILD_DRAW_FOUR,
}
# phrases of several words made one token before splitting (longest first)
_PHRASES = (
    (re.compile(r"\bwild\s*draw\s*(?:four|4)\b|\bwild\s*\+\s*4|\bw\s*\+\s*4"), " w+4 "),
    (re.compile(r"\bdraw\s*(?:four|4)\b"), " w+4 "),
    (re.compile(r"\bdraw\s*(?:two|2)\b|(?<![a-z])\+\s*2\b"), " +2 "),
    (re.compile(r"(?<![a-z])\+\s*4\b"), " +4 "),
)
_SIMPLE = {
    "draw": MoveKind.DRAW, "pass": MoveKind.PASS, "keep": MoveKind.PASS,
    "challenge": MoveKind.CHALLENGE, "accept": MoveKind.ACCEPT, "uno": MoveKind.UNO,
    "say uno": MoveKind.UNO, "declare uno": MoveKind.UNO,
}


@dataclass
class _Spec:
    """A card as typed: colour and rank, either of them possibly left out."""

    color: Color | None
    rank: Rank | None
    text: str


@functools.cache
def _language_words(lang: str) -> tuple[re.Pattern[str], dict[str, str]] | None:
    """The words of ``lang`` the command field reads, from its catalogue's ``command-words-*`` messages
    (alternatives separated by commas): one pattern matching any of them (longest first, whole words,
    accents optional) and each one's English word (the first word of the message in ``en.ftl``, which
    the English reading takes). ``None`` for English and the pseudo-locale (English words)."""
    from unokit.i18n import DEFAULT, PSEUDO, message, message_ids

    if lang in (DEFAULT, PSEUDO):
        return None
    words: dict[str, str] = {}
    for msg_id in message_ids(DEFAULT):
        if msg_id.startswith("command-words-"):
            english = message(msg_id, DEFAULT).split(",")[0].strip()
            for word in message(msg_id, lang).split(","):
                word = " ".join(word.lower().split())
                for form in (word, _unaccented(word)):
                    if form:
                        words.setdefault(form, english)
    forms = sorted(words, key=len, reverse=True)
    alternatives = "|".join(re.escape(form).replace(r"\ ", r"\s+") for form in forms)
    return re.compile(rf"(?<![\w+])(?:{alternatives})(?![\w+])"), words


def _unaccented(text: str) -> str:
    """``text`` without its accents: ``"inversão"`` -> ``"inversao"``."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _normalize(text: str, lang: str = "en") -> str:
    text = " ".join(text.replace(",", " ").lower().split())
    found = _language_words(lang)
    if found is not None:  # the language's words -> the English words the reading below takes
        pattern, words = found
        text = pattern.sub(lambda match: f" {words[' '.join(match.group(0).split())]} ", text)
    for pattern, token in _PHRASES:
        text = pattern.sub(token, text)
    return " ".join(text.split())


@dataclass(frozen=True)
class _Say:
    """How the command field words its messages: the language (a catalogue tag) and the card order."""

    lang: str
    settings: AnnounceSettings

    def error(self, msg_id: str, /, **args: object) -> CommandError:
        """A :class:`CommandError` saying message ``command-<msg_id>`` of the catalogue."""
        from unokit.i18n import message

        return CommandError(message(f"command-{msg_id}", self.lang, **args))

    def card(self, card: Card) -> str:
        """A card's name in a message (:func:`unokit.announce.card_words` in English)."""
        from unokit.i18n import DEFAULT, card_name

        return card_words(card, self.settings) if self.lang == DEFAULT else card_name(card, self.lang)

    def gender(self, card: Card) -> str:
        """The grammatical gender of a card's name (its rank's) in the language."""
        from unokit.i18n import rank_gender

        return rank_gender(card.rank, self.lang)

    def cards(self, cards: list[Card]) -> str:
        """Cards as alternatives: ``"Red 5, Yellow 5 or Blue 5"``."""
        from unokit.i18n import DEFAULT, join_list

        names = [self.card(card) for card in cards]
        if self.lang == DEFAULT:
            return ", ".join(names[:-1]) + " or " + names[-1]
        return join_list(names, self.lang, style="or")

    def typed(self, card: Card) -> str:
        """A card as the player may type it: ``"red 5"`` (:func:`_card_phrase`), ``"5 vermelho"``."""
        from unokit.i18n import DEFAULT, card_name

        if self.lang == DEFAULT:
            return _card_phrase(card, self.settings.card_order)
        return card_name(card, self.lang).lower()

    def word(self, english: str) -> str:
        """The language's first word for an English command word (``"draw"`` -> ``"compra"``)."""
        from unokit.i18n import message, message_ids

        for msg_id in message_ids("en"):
            if msg_id.startswith("command-words-") and message(msg_id, "en").split(",")[0].strip() == english:
                return message(msg_id, self.lang).split(",")[0].strip()
        return english


def read_question(text: str, lang: str | None = None) -> Question | None:
    """``text`` read as a question alone (a question word of :data:`unokit.announce.QUESTIONS` or its key,
    or the same question in ``lang``'s words; any case and spacing, no seat prefix): its
    :class:`Question`, or ``None`` for anything else (a move, a prefixed command, text that is not a
    string). Needs no seat: the table reads a question typed while no hand is on the screen with it,
    and answers it when it is public (:attr:`Question.private`). Raises
    :class:`~unokit.errors.LanguageError` for an unknown language.

    >>> read_question("  Top "), read_question("red 5"), read_question("mão", "pt-PT")
    (Question(key='t'), None, Question(key='h'))
    """
    if not isinstance(text, str):
        return None
    key = _QUESTION_WORDS.get(_normalize(text, _language(lang)))
    return None if key is None else Question(key)


def _language(lang: str | None) -> str:
    if lang is None:
        return "en"
    from unokit.i18n import resolve_language

    return resolve_language(lang)


def parse_command(game: Game, seat: int, text: str, *, settings: AnnounceSettings | None = None,
                  check: bool = True, lang: str | None = None) -> Move | Question:
    """Read command-field ``text`` typed by ``seat`` (forms: see the module docstring).

    Returns a :class:`Question` or a :class:`~unokit.moves.Move` of ``seat``; with ``check`` (the
    default) the move is legal now. ``settings`` only changes how cards are named in messages.
    ``lang``: the language whose words are read besides notation and English, and of the messages
    (default English; DESIGN.md contract 7).

    Raises :class:`CommandError`: empty or unreadable text, a card the seat does not hold, a card
    named ambiguously (``"5"`` holding Red 5 and Blue 5: the message lists both), a Wild without its
    colour, a seat prefix of another seat, or (with ``check``) a move the rules refuse, with the
    engine's reason. :class:`~unokit.errors.LanguageError` for an unknown language.
    """
    say = _Say(_language(lang), settings or AnnounceSettings())
    if not isinstance(text, str):
        raise CommandError(f"a command is text, not {quote_typed(repr(text))}")
    game.hand(seat)  # a seat that does not exist raises InvalidMoveError
    body = _normalize(text, say.lang)
    if not body:
        raise say.error("nothing-typed")
    prefix = re.match(r"^(\d+)\s*:\s*(.*)$", body)
    if prefix:
        if int(prefix.group(1)) != seat:
            raise say.error("other-seat", typed=quote_typed(text), other=int(prefix.group(1)), seat=seat)
        body = prefix.group(2)
        if not body:
            raise say.error("nothing-after-seat", typed=quote_typed(text))
    if body in _QUESTION_WORDS:
        return Question(_QUESTION_WORDS[body])
    move = _read_move(game, seat, body, text.strip(), say)
    if check:
        explanation = game.explain(move, seat, lang=say.lang)
        if not explanation.legal:
            raise CommandError(explanation.reason)
    return move


def _read_move(game: Game, seat: int, body: str, typed: str, say: _Say) -> Move:
    if body in _SIMPLE:
        return Move.simple(seat, _SIMPLE[body])
    tokens = body.split()
    verb, rest = tokens[0], tokens[1:]
    if verb in _SIMPLE:  # 'draw 5': these moves take nothing after them
        word = say.word(verb)
        raise say.error("takes-nothing", typed=quote_typed(typed), verb=word, write=quote_typed(word))
    if verb in ("choose", "name", "colour", "color"):
        if len(rest) != 1 or rest[0] not in COLOR_WORDS:
            raise say.error("choose-one-colour", typed=quote_typed(typed))
        return Move.simple(seat, MoveKind.CHOOSE, rest[0])
    if verb == "catch":
        return Move.catch(seat, _catch_target(game, seat, rest, typed, say))
    if verb == "swap":
        return _swap_alone(game, seat, _seat_named(game, rest, typed, "swap", say), typed, say)
    if len(tokens) == 1 and verb in COLOR_WORDS and game.phase == "choose" and game.current == seat:
        return Move.simple(seat, MoveKind.CHOOSE, verb)
    if verb == "play":
        tokens = rest
        if not tokens or tokens == ["uno"]:
            drawn = game.drawn_card if game.current == seat else None
            if drawn is None:
                raise say.error("play-what-drawn", typed=quote_typed(typed))
            if drawn.is_wild:
                raise say.error("drawn-wild-colour", card=say.card(drawn), gender=say.gender(drawn))
            return Move.play(seat, drawn, uno=tokens == ["uno"])
    return _read_play(game, seat, tokens, typed, say)


def _catch_target(game: Game, seat: int, rest: list[str], typed: str, say: _Say) -> int:
    if not rest:
        target = game.uno_open
        if target is None or target == seat:
            raise say.error("nobody-to-catch")
        return target
    return _seat_named(game, rest, typed, "catch", say)


def _seat_named(game: Game, rest: list[str], typed: str, verb: str, say: _Say) -> int:
    """The seat ``rest`` names: a player's name (any case) or a seat number."""
    wanted = name_key(" ".join(rest))
    for other, name in enumerate(game.players):
        if wanted and name_key(name) == wanted:
            return other
    if len(rest) == 1 and rest[0].isascii() and rest[0].isdigit():
        return int(rest[0])
    raise say.error("swap-whom" if verb == "swap" else "catch-whom", typed=quote_typed(typed),
                    last=game.n_players - 1, names=", ".join(game.players))


def _swap_alone(game: Game, seat: int, target: int, typed: str, say: _Say) -> Move:
    """``swap 2``: the play of the one Seven of the hand that may swap hands with seat ``target`` now."""
    sevens = sorted({m.cards[0] for m in game.legal_moves(seat)
                     if m.kind is MoveKind.PLAY and m.target == target and len(m.cards) == 1},
                    key=lambda card: card.sort_key)
    if not sevens:
        if not game.rules.seven_swap:
            raise say.error("swap-off", typed=quote_typed(typed))
        raise say.error("swap-no-seven", typed=quote_typed(typed), target=str(target))
    if len(sevens) > 1:
        raise say.error("swap-which", typed=quote_typed(typed), cards=say.cards(sevens),
                        example=say.typed(sevens[0]), target=str(target))
    return Move.play(seat, sevens[0], swap=target)


def _rank_of(token: str | None) -> Rank | None:
    return None if token is None else _RANK_WORDS.get(token)


def _split_code(letter: str, following: str | None) -> Card | None:
    """The card of a code typed with a space after its colour letter ('r 5', 'g +2', 'w +4'), or ``None``."""
    if following is None or len(letter) != 1:
        return None
    try:
        return Card.parse(letter + following)
    except InvalidCardError:
        return None


def _read_play(game: Game, seat: int, tokens: list[str], typed: str, say: _Say) -> Move:
    uno = False
    if tokens and tokens[-1] == "uno":
        uno, tokens = True, tokens[:-1]
    target: int | None = None
    if "swap" in tokens:  # a Seven under Seven-O: 'r7 swap 2', 'red 7 swap ben'
        at = tokens.index("swap")
        target = _seat_named(game, tokens[at + 1:], typed, "swap", say)
        tokens = tokens[:at]
    specs: list[_Spec] = []
    named: Color | None = None
    i = 0
    while i < len(tokens):
        token = tokens[i]
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if named is not None:
            raise say.error("wild-colour-last", typed=quote_typed(typed))
        if token in COLOR_WORDS:
            color = Color(token)
            rank = _rank_of(following)
            if rank is not None and not rank.is_wild:
                specs.append(_Spec(color, rank, f"{token} {following}"))
                i += 2
            elif specs and specs[-1].rank is not None and specs[-1].rank.is_wild:
                named = color
                i += 1
            else:
                specs.append(_Spec(color, None, token))
                i += 1
            continue
        rank = _rank_of(token)
        if rank is not None:
            if not rank.is_wild and following in COLOR_WORDS:
                specs.append(_Spec(Color(following), rank, f"{token} {following}"))
                i += 2
            else:
                specs.append(_Spec(None, rank, token))
                i += 1
            continue
        try:
            card = Card.parse(token)
        except InvalidCardError:
            split = _split_code(token, following)
            if split is None:
                raise say.error("not-a-card", token=quote_typed(token)) from None
            card = split
            token, i = f"{token} {following}", i + 1  # 'r 5': a card code written with a space
        specs.append(_Spec(card.color, card.rank, token))
        i += 1
    if not specs:
        raise say.error("play-what", typed=quote_typed(typed))
    cards = tuple(_resolve(game, seat, spec, say) for spec in specs)
    if cards[-1].is_wild and named is None:
        hand = list(game.hand(seat))
        for card in cards:  # a Wild the seat does not hold: say so before asking for its colour
            if card not in hand:
                raise say.error("hold-no-card", card=say.card(card), gender=say.gender(card))
            hand.remove(card)
        if say.lang == "en":
            example = f"{' '.join(s.text for s in specs)} blue"
        else:
            example = " ".join([*(say.typed(card) for card in cards), say.word("blue")])
        raise say.error("wild-colour", card=say.card(cards[-1]), gender=say.gender(cards[-1]),
                        example=quote_typed(example, 2 * QUOTE_LIMIT))
    try:
        return Move(seat, MoveKind.PLAY, cards, named, uno, target)
    except InvalidMoveError as error:
        raise say.error("invalid-move", typed=quote_typed(typed), error=str(error)) from None


def _resolve(game: Game, seat: int, spec: _Spec, say: _Say) -> Card:
    """The card a spec names: exact when colour and rank are given (or the rank is a Wild), else the
    one card of the seat's hand that fits."""
    if spec.rank is not None and (spec.color is not None or spec.rank.is_wild):
        return Card(None if spec.rank.is_wild else spec.color, spec.rank)
    fits = sorted({card for card in game.hand(seat)
                   if (spec.color is None or card.color is spec.color)
                   and (spec.rank is None or card.rank is spec.rank)}, key=lambda card: card.sort_key)
    if not fits:
        if spec.color is not None:
            from unokit.i18n import color_name

            raise say.error("hold-no-colour", color=color_name(spec.color, say.lang, lower=True))
        from unokit.i18n import rank_gender, rank_name

        raise say.error("hold-no-rank", rank=rank_name(spec.rank, say.lang), gender=rank_gender(spec.rank, say.lang))
    if len(fits) > 1:
        typed = spec.text if say.lang == "en" else " ".join(say.word(token) for token in spec.text.split())
        raise say.error("which-card", typed=quote_typed(typed), cards=say.cards(fits),
                        example=say.typed(fits[0]))
    return fits[0]


def _card_phrase(card: Card, card_order: str = "color") -> str:
    """A card in plain words: ``"red 5"`` / ``"5 red"``, ``"blue draw two"``, ``"wild draw four"``."""
    rank = card.rank.title.lower()
    if card.color is None:
        return rank
    return f"{rank} {card.color.word}" if card_order == "number" else f"{card.color.word} {rank}"


def move_words(game: Game, move: Move, *, card_order: str = "color") -> str:
    """``move`` in the plain words :func:`parse_command` reads back to it: ``"red 5"`` (or ``"5 red"``
    with ``card_order="number"``), ``"wild draw four green uno"``, ``"catch Ben"``, ``"draw"``.

    >>> from unokit.game import Game
    >>> move_words(Game("classic", ["Ana", "Ben"]), Move.parse("0: play W+4 green uno"))
    'wild draw four green uno'
    """
    kind = move.kind
    if kind is MoveKind.PLAY:
        words = " ".join(_card_phrase(card, card_order) for card in move.cards)
        if move.color is not None:
            words += " " + move.color.word
        if move.target is not None:  # Seven-O: the seat swapped with, by name
            words += f" swap {' '.join(game.players[move.target].lower().split())}"
        return words + (" uno" if move.uno else "")
    if kind is MoveKind.CHOOSE:
        return f"choose {move.color.word}"  # type: ignore[union-attr]  # a choose move names its colour
    if kind is MoveKind.CATCH:
        return f"catch {game.players[move.target]}"  # type: ignore[index]  # a catch move names its target seat
    return kind.value
