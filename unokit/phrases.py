"""Words shared by the engine's reasons and narration: card names, lists of names, card counts.

Every sentence the engine says is built from these, so a card or a count is always worded the same
way (STYLE.md; the texts are compared byte for byte by the tests and the golden transcripts).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from unokit.cards import Card, Rank
from unokit.state import name_key

__all__ = ["Reason", "Said", "sentences", "drew_said", "play_said", "then_said", "loses_turn_said", "card_name", "names_of", "count_phrase", "seats_phrase", "rank_words", "drew_words", "rule_name",
           "rule_change_words", "with_seat", "STACKING_NAMES", "RELATED_RULE_NAMES"]

_CARD_NAMES: dict[int, str] = {}


class Reason(str):
    """A reason of the engine (why a move is legal or refused): the English sentence itself, byte for
    byte as the engine says it, that also carries its catalogue message id and named arguments, so it
    can be said in another language: ``reason.text("pt-PT")`` (DESIGN.md contract 7).

    The engine makes the English text as it always did (no catalogue is read while a game is played:
    :mod:`unokit.i18n` is imported only by :meth:`text` in another language). The arguments are what
    the message needs to be put into words in any language: players' names and notation as ``str``,
    counts as ``int``, :class:`~unokit.cards.Card`, :class:`~unokit.cards.Color`,
    :class:`~unokit.cards.Rank`, a tuple of these (a list, joined as the catalogue's message says), or
    another :class:`Reason` (a reason made of two). The tests check that the English catalogue says
    every reason exactly as the engine does.

    The common errors a person meets are raised with a reason as their one argument too (a record that
    cannot be read, ``record-problem-*``; an analysis refused, ``analysis-problem-*``): ``str(error)``
    stays the English sentence, and :func:`unokit.i18n.problem_text` says it in another language.

    >>> from unokit.cards import Card
    >>> reason = Reason("reason-matches-color", "Red 5 matches the colour red", card=Card.parse("R5"),
    ...                 color=Card.parse("R5").color)
    >>> reason == "Red 5 matches the colour red", reason.text("pt-PT")
    (True, '5 vermelho tem a mesma cor: vermelho')
    """

    id: str
    args: dict[str, Any]
    #: the engine's English words (the text itself unless the reason was put into another language)
    english: str

    def __new__(cls, msg_id: str, english: str, /, **args: Any) -> Reason:
        self = super().__new__(cls, english)
        self.id = msg_id
        self.args = args
        self.english = english
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_reason, (self.id, str(self), self.args, self.english))

    def text(self, lang: str | None = None) -> str:
        """The reason in ``lang`` (a tag of :data:`unokit.i18n.LANGUAGES` or the pseudo-locale; ``None``
        or ``"en"``: the engine's English words). Raises :class:`~unokit.errors.LanguageError` for an
        unknown language."""
        if lang is None or lang == "en":
            return self.english
        from unokit.i18n import reason_text

        return reason_text(self, lang)

    def said_in(self, lang: str | None) -> Reason:
        """This reason whose text (the ``str`` itself) is in ``lang``, keeping its message, so
        :meth:`text` still says it in any language. Raises :class:`~unokit.errors.LanguageError` for
        an unknown language."""
        return _reason(self.id, self.text(lang), self.args, self.english)

    @classmethod
    def joined(cls, first: str, then: Reason) -> Reason:
        """Two reasons said as one, ``"first; then"`` (a legal play's reason and what else it does)."""
        return cls("reason-and", f"{first}; {then}", first=first, then=then)


def _reason(msg_id: str, text: str, args: dict[str, Any], english: str) -> Reason:
    reason = Reason(msg_id, text, **args)
    reason.english = english
    return reason


class Said(Reason):
    """A sentence of the engine's narration (:attr:`Game.narration <unokit.game.Game.narration>`,
    :attr:`~unokit.game.Game.setup_narration`): the English sentence itself, byte for byte as the
    engine says it, carrying its ``narr-*`` message id and named arguments like a :class:`Reason`,
    so ``said.text("pt-PT")`` says it in another language (DESIGN.md contract 7). Sentences said
    together are one ``Said`` of id :data:`SENTENCES` whose ``parts`` argument holds them; each part
    is put into words in the language and they are joined by spaces. A part that is a plain ``str``
    (not yet a message) stays as it is.

    >>> from unokit.cards import Card
    >>> said = Said("narr-plays", "Ana plays Red 5.", name="Ana", cards=(Card.parse("R5"),))
    >>> said == "Ana plays Red 5.", said.text("pt-PT"), said.text("es")
    (True, 'Ana joga 5 vermelho.', 'Ana echa 5 rojo.')
    """

    def __reduce__(self) -> tuple[Any, ...]:
        return (_said, (self.id, str(self), self.args, self.english))

    def text(self, lang: str | None = None) -> str:
        """The sentence in ``lang`` (``None`` or ``"en"``: the engine's English words). Raises
        :class:`~unokit.errors.LanguageError` for an unknown language."""
        if lang is None or lang == "en":
            return self.english
        if self.id == SENTENCES:
            return " ".join([part.text(lang) if isinstance(part, Reason) else part for part in self.args["parts"]])
        from unokit.i18n import reason_text

        return reason_text(self, lang)


#: The id of a :class:`Said` made of several sentences (its ``parts``), joined by spaces in every language.
SENTENCES = "narr-sentences"


def _said(msg_id: str, text: str, args: dict[str, Any], english: str) -> Said:
    said = Said(msg_id, text, **args)
    said.english = english
    return said


def sentences(parts: Sequence[Any]) -> str:
    """Sentences said one after the other (joined by spaces): the one sentence itself, or a
    :class:`Said` of id :data:`SENTENCES` that keeps each part's message. A part may be a sentence
    not made yet, ``(function, *arguments)`` (the engine narrates lazily), which is called."""
    said = [part[0](*part[1:]) if part.__class__ is tuple else part for part in parts]
    if len(said) == 1:
        return said[0]
    return Said(SENTENCES, " ".join(said), parts=tuple(said))


def then_said(first: tuple[Any, ...], make: Any, *args: Any) -> Said:
    """Two sentences made when the narration is read (the engine's fast paths narrate lazily):
    ``first`` is ``(function, *arguments)`` whose call makes the first sentence, ``make(*args)`` the
    second; joined as :func:`sentences`."""
    said = first[0](*first[1:])
    then = make(*args)
    return Said(SENTENCES, f"{said} {then}", parts=(said, then))


def loses_turn_said(name: str) -> Said:
    """``"Ben loses the turn."``"""
    return Said("narr-loses-turn", f"{name} loses the turn.", name=name)


def play_said(name: str, cards: Sequence[Card], color: Any = None, uno: bool = False) -> Said:
    """A play narrated: ``"Ana plays Red 7 and Blue 7."``, with ``" and names red"`` for a named
    colour (a :class:`~unokit.cards.Color`) and ``" and declares UNO"``."""
    english = f"{name} plays {card_name(cards[0]) if len(cards) == 1 else names_of(cards)}"
    msg_id = "narr-plays"
    if color is not None:
        english += f" and names {color._value_}"
        msg_id += "-names"
    if uno:
        english += " and declares UNO"
        msg_id += "-uno"
    if color is None:
        return Said(msg_id, english + ".", name=name, cards=tuple(cards))
    return Said(msg_id, english + ".", name=name, cards=tuple(cards), color=color)


def drew_said(name: str, got: int, due: int, lose_turn: bool) -> Said:
    """A penalty draw narrated: ``"Ana draws 2 cards and loses the turn."`` (``lose_turn``), or
    ending ``"."``; with :func:`drew_words`'s short and empty draws."""
    tail = " and loses the turn." if lose_turn else "."
    turn = "-turn" if lose_turn else ""
    english = f"{name} {drew_words(got, due)}{tail}"
    if got == due:
        return Said(f"narr-penalty{turn}", english, name=name, count=got)
    if got == 0:
        return Said(f"narr-penalty-none{turn}", english, name=name, due=due)
    return Said(f"narr-penalty-short{turn}", english, name=name, count=got, due=due)


def card_name(card: Card) -> str:
    """``card.name`` (``"Red 7"``, ``"Wild Draw Four"``), cached by the card's int key (narration is
    built on every move)."""
    name = _CARD_NAMES.get(card._key)
    if name is None:
        name = _CARD_NAMES[card._key] = card.name
    return name


def names_of(cards: Sequence[Card]) -> str:
    """``"Red 7"``, ``"Red 7 and Green 7"``, ``"Red 7, Blue 7 and Green 7"``."""
    if len(cards) == 1:
        return card_name(cards[0])
    names = [card_name(card) for card in cards]
    return ", ".join(names[:-1]) + " and " + names[-1]


def seats_phrase(names: list[str]) -> str:
    """Players' names joined as ``"Ana"``, ``"Ana and Ben"``, ``"Ana, Ben and Cy"``."""
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def with_seat(name: str, seat: int) -> str:
    """A player's name with its seat number, ``"Ana (seat 0)"``, or the name alone when it already
    says the seat (the default names: ``"Seat 1"``, never ``"Seat 1 (seat 1)"``)."""
    return name if name_key(name) == f"seat {seat}" else f"{name} (seat {seat})"


def count_phrase(count: int) -> str:
    """``"1 card"``, ``"3 cards"``."""
    return f"{count} card" if count == 1 else f"{count} cards"


def rank_words(rank: Rank) -> str:
    """How a top card's rank is named in a reason: ``7``, ``Skip``, ``Draw Two``."""
    return rank.title


def drew_words(got: int, due: int) -> str:
    """What a draw of ``due`` cards that got ``got`` says: ``"draws 2 cards"``, ``"draws 1 card
    (all that is left of 4)"``, ``"should draw 2 cards but nothing is left to draw"``."""
    if got == due:
        return f"draws {count_phrase(got)}"
    if got == 0:
        return f"should draw {count_phrase(due)} but nothing is left to draw"
    return f"draws {count_phrase(got)} (all that is left of {due})"


#: The two stacking flags share their rule's name ("Stacking"): the card each one stacks tells them apart.
STACKING_NAMES = {"stack_draw_two": "Stacking Draw Twos", "stack_wild_draw_four": "Stacking Wild Draw Fours"}
#: Plain rules the new-game form shows beside the house rules (a house rule depends on them or is refused
#: with them, RULES.md "House rules"), by the short names of their boxes.
RELATED_RULE_NAMES = {
    "challenge": "Challenge",
    "wild_draw_four_restricted": "Wild Draw Four restriction",
    "play_drawn_card": "Play the drawn card",
}


def rule_name(flag: str) -> str:
    """The short name of a rules flag as the house-rules checkboxes show it: the words before the colon
    of the rule's own text (:func:`unokit.rulebook.flag_texts`: ``"seven_swap"`` -> ``"Seven-O"``), the
    stacking flags by the card they stack (:data:`STACKING_NAMES`), the plain rules shown beside them by
    :data:`RELATED_RULE_NAMES` (``"challenge"`` -> ``"Challenge"``).

    Raises ``KeyError`` naming the flag for a flag that has no box (``"hand_size"``)."""
    if flag in STACKING_NAMES:
        return STACKING_NAMES[flag]
    if flag in RELATED_RULE_NAMES:
        return RELATED_RULE_NAMES[flag]
    from unokit.rulebook import flag_texts  # the rulebook words its reasons with this module

    texts = flag_texts()
    if flag not in texts:
        raise KeyError(f"{flag!r} is not a rule with a checkbox; those are: "
                       f"{', '.join([*texts, *RELATED_RULE_NAMES])}")
    return texts[flag].split(":", 1)[0].strip()


def rule_change_words(changes: dict[str, object]) -> str:
    """Changed rules in words, each by its checkbox's name (:func:`rule_name`): a flag switched on by its
    name, one switched off with "off" after it, and a flag with no box (a number, such as
    ``hand_size``) in plain words with its value: ``{"seven_swap": True, "challenge": False,
    "hand_size": 5}`` -> ``"Seven-O, Challenge off and hand size 5"``."""
    words = []
    for flag, value in changes.items():
        try:
            name = rule_name(flag)
        except KeyError:
            name = flag.replace("_", " ")
        if isinstance(value, bool):
            words.append(name if value else f"{name} off")
        else:
            words.append(f"{name} {value}")
    return seats_phrase(words) if words else ""
