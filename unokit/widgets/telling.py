"""What a table tells the person at the screen about the moves since the last announcement (issue 11 and
ux-audits 1-2): each move as that person hears it (their own drawn cards, a challenge's evidence, a swap they
are part of, what a rotation left them), the end of a round without repeating a fact, and the prompt saying
what they can do now. Functions of a :class:`~unokit.widgets.session.TableSession`, which passes its methods
of the same names on to them.
"""

from __future__ import annotations

from typing import Any

from unokit.cards import Rank
from unokit.moves import MoveKind

__all__ = ["announcement", "told", "closing", "hand_change", "prompt", "hint_text", "showing", "setup_in", "opening"]


def announcement(session: Any, *, mark: bool = True) -> str:
    """What happened since the last announcement, key fact first, ending with what the person can
    do now ("Your turn: 3 playable."); "" when nothing new. ``mark``: count it as announced."""
    game = session.game
    if not session.at_latest:
        return ""
    narration = game.narration
    first = session._announced
    new = list(narration[first:])
    if mark:
        session._announced = len(narration)
    if not new:
        return ""
    sentences = [text for text in (told(session, first + index) for index in range(len(new))) if text]
    return " ".join(sentences + [closing(session, " ".join(sentences), english=" ".join(new))]).strip()


def told(session: Any, index: int, text: str | None = None) -> str:
    """``game.narration[index]`` (or ``text``, a longer telling of the same move such as
    :func:`unokit.announce.announce_move`'s) as the person at the screen hears it, each fact once:

    - their own draw of a card that can be played is left to the prompt, which names the card ("You
      drew Wild: play it or keep it."), rather than told twice, once as "Ana draws a card that can be
      played.";
    - their own draw that ends the turn names the card(s), which only they may know: "Ana draws a
      card; the turn ends." becomes "You drew Green 2; it cannot be played, so the turn ends." (a penalty
      or several cards drawn: "You drew Green 2 and Blue 5." follows the sentence);
    - a Seven-O swap they are part of is told to them as "you" with both counts, in place of the
      engine's sentence ("You swap hands with Ben: you now hold 1 card, Ben 11 cards.");
    - a zero rotation is followed by what they now hold ("You now hold 4 cards.");
    - in hot seat (several people at the screen) the viewer is named there, not "you".

    Nothing is added in teaching mode, with no viewer (hot seat: every hand hidden, so nobody's
    card is said to the screen), or for another seat's draw (RULES.md "House rules" for the swaps)."""
    game = session.game
    if text is None:
        text = session.narration(index)
    moves = game.move_stack
    number = index - (len(game.narration) - len(moves))  # narration and moves line up from the end
    viewer = session.viewer
    if not session.play or viewer is None or not 0 <= number < len(moves):
        return text
    move = moves[number]
    if move.kind is MoveKind.DRAW and move.seat == viewer:
        return _told_draw(session, number, text)
    if move.kind is MoveKind.CHALLENGE and move.seat == viewer:
        text = _told_challenge(session, number, text)
    change = hand_change(session, index)
    if change:
        engine = ""
        if move.target is not None:  # a swap the viewer is part of: the engine's sentence, told to them
            from unokit.rulebook.seven_swap import swap_sentence

            after, seat, target = session.position(number + 1), move.seat, move.target
            engine = swap_sentence(game.players, seat, target, len(after.hand(seat)), len(after.hand(target)))
        text = text.replace(engine, change) if engine and engine in text else f"{text} {change}"
    got = _told_got(session, number, viewer, given=bool(change))
    return f"{text} {got}" if got else text


def _told_got(session: Any, number: int, viewer: int, *, given: bool) -> str:
    """:func:`told`'s naming of the cards the viewer got by move ``number`` when it was not their own draw:
    a penalty they accepted, a challenge they lost (or that caught them), a catch of them without UNO
    ("You drew Green 1 and Green 2."), or a hand ``given`` by a swap or a rotation ("You got ...", every
    card of the new hand). "" for any other move (ux-audit-2 N6; the names are the viewer's own cards)."""
    from unokit.announce import cards_got

    move = session.game.move_stack[number]
    kind = move.kind
    if not (given or kind in (MoveKind.ACCEPT, MoveKind.CHALLENGE)
            or (kind is MoveKind.CATCH and move.target == viewer)):
        return ""
    got = list(session.position(number + 1).hand(viewer))
    if not given:
        for card in session.position(number).hand(viewer):
            if card in got:
                got.remove(card)
    who = "You" if len(session.human_seats) == 1 else session.game.players[viewer]  # hot seat: named, as the swap
    return cards_got(got, drawn=not given, who=who, lang=session.lang)


def _told_challenge(session: Any, number: int, text: str) -> str:
    """:func:`told` for the viewer's own challenge (move ``number``): a challenge that succeeds names, to
    the challenger alone, the card of the offender's hand that won it (RULES.md classic "Wild Draw
    Four": only the challenger sees the hand; everyone else hears only the outcome, security review F3)."""
    from unokit.rulebook.challenge import challenge_evidence

    moves = session.game.move_stack
    played = next((index for index in range(number - 1, -1, -1) if moves[index].kind is MoveKind.PLAY
                   and moves[index].cards[-1].rank is Rank.WILD_DRAW_FOUR), None)
    if played is None:
        return text
    offender = moves[played].seat
    card = challenge_evidence(session.position(played), offender)
    if card is None:
        return text
    from unokit.i18n import card_name

    evidence = session.say("table-challenge-evidence", name=session.game.players[offender],
                           card=card_name(card, session.lang))
    return f"{text} {evidence}"


def _told_draw(session: Any, number: int, text: str) -> str:
    """:func:`told` for the viewer's own draw (move ``number``): which cards they got."""
    from unokit.phrases import names_of

    game, seat = session.game, session.game.move_stack[number].seat
    before, after = session.position(number), session.position(number + 1)
    got = list(after.hand(seat))
    for card in before.hand(seat):
        if card in got:
            got.remove(card)
    name = game.players[seat]
    if session.lang != "en":
        return _told_draw_in(session, number, text, got, before, after)
    if after.current == seat and after.drawn_card is not None:  # a card that can be played
        if number != len(game.move_stack) - 1:
            return text
        # the prompt that follows names it ("You drew Wild: play it or keep it"): the engine's "Ana draws
        # a card that can be played." would tell the same draw a second time, in the third person
        text = text.replace(f"{name} draws a card that can be played.", "")
        text = text.replace(f" {name} holds ", " You hold ").replace(f"{name} holds ", "You hold ")
        return " ".join(text.split())
    if not got:
        return text
    plain = f"{name} draws a card; the turn ends."
    if len(got) == 1 and plain in text and not before.pending_draw:
        return text.replace(plain, f"You drew {names_of(got)}; it cannot be played, so the turn ends.")
    return f"{text} You drew {names_of(got)}."


def _told_draw_in(session: Any, number: int, text: str, got: list[Any], before: Any, after: Any) -> str:
    """:func:`_told_draw` in a language other than English: the narration in that language is kept whole
    (the English path edits the engine's English words), and the cards drawn are named after it
    (:func:`unokit.announce.cards_got`), except a card that can be played, which the prompt names."""
    from unokit.announce import cards_got

    seat = session.game.move_stack[number].seat
    if (after.current == seat and after.drawn_card is not None) or not got:
        return text
    return f"{text} {cards_got(got, drawn=True, lang=session.lang)}"


def closing(session: Any, told: str, *, english: str | None = None) -> str:
    """What ends an announcement whose moves were told as ``told``: :func:`prompt`, except at the end
    of the round, where only what ``told`` did not say yet is added (the winner, the places when
    there are several, the points), so each fact is said once (ux-audit: announcements repeat).
    ``english``: the engine's English narration of the same moves, read for those facts when the table
    speaks another language (default ``told``)."""
    told = told if english is None else english
    game = session.game
    if not game.is_over():
        return prompt(session)
    outcome = game.outcome()
    if outcome is None:
        return prompt(session)
    names = game.players
    say = session.say
    parts = []
    if "round is over" not in told.lower() and "wins the round" not in told:
        parts.append(say("table-round-over"))
    if outcome.winner is not None and "wins the round" not in told:
        parts.append(say("table-wins-round", name=names[outcome.winner]))
    if len(outcome.placements) > 1:
        parts.append(say("table-places", names=", ".join(names[s] for s in outcome.placements)))
    points = [(names[s], p) for s, p in enumerate(outcome.points) if p]
    if points and not all(f"{name} scores {p} point" in told for name, p in points):
        parts.append(say("table-points", points=", ".join(f"{name} {p}" for name, p in points)))
    return " ".join(parts)


def hand_change(session: Any, index: int) -> str:
    """What the move told by ``game.narration[index]`` did to the viewer's hand when it was a Seven-O
    swap or a zero rotation (``seven_swap``, ``zero_rotate``; RULES.md "House rules"), as one sentence
    (:func:`unokit.widgets.house.hand_change_text`: "You now hold 4 cards."); ""
    for any other move, in teaching mode, with no viewer, or for an index that tells no move."""
    game = session.game
    rules = game.rules
    if not session.play or session.viewer is None or not (rules.seven_swap or rules.zero_rotate):
        return ""
    moves = game.move_stack
    number = index - (len(game.narration) - len(moves))  # narration and moves line up from the end
    if not 0 <= number < len(moves):
        return ""
    move = moves[number]
    if move.kind is not MoveKind.PLAY or not (move.target is not None or move.cards[-1].rank is Rank.ZERO):
        return ""
    from unokit.widgets.house import hand_change_text

    return hand_change_text(move, session.position(number), session.position(number + 1), session.viewer,
                            by_name=len(session.human_seats) > 1, lang=session.lang)  # hot seat: "you" could be anyone there


def prompt(session: Any) -> str:
    """What the person at the screen can do now, in one short sentence ("" if nobody)."""
    game = session.game
    names = game.players
    say = session.say
    if game.is_over():
        from unokit.widgets.view import outcome_text

        return say("table-round-over-outcome", outcome=outcome_text(names, game.outcome(), session.lang))
    current = game.current
    if current is None:
        return ""
    if not session.play:
        return say("table-to-act", name=names[current])
    if session.handover is not None:
        name = names[session.handover]
        if session.jumping_in:
            return say("table-handover-jump-in", name=name)
        return say("table-handover", name=name) + _offers_text(session)
    chosen_for = session.standing_in
    if current != session.viewer and current != chosen_for:
        jumps = session.person_jump_ins()
        if jumps:
            from unokit.widgets.house import jump_in_label

            return say("table-to-act-jump-in", name=names[current],
                       label=jump_in_label(jumps[0], names, session.lang)) + _offers_text(session)
        return say("table-to-act", name=names[current]) + _offers_text(session)
    view = game.view(current)
    playable = {m.cards[0] for m in view.legal_moves if m.kind is MoveKind.PLAY and len(m.cards) == 1}
    # a bot's move the person chooses (a what-if branch) is said as that seat's
    turn = say("table-your-turn") if current != chosen_for else say("table-choose-move-of", name=names[current])
    if view.can_play_drawn is not None:
        from unokit.i18n import card_name

        card = card_name(view.can_play_drawn, session.lang)
        text = (say("table-you-drew-playable", card=card) if current != chosen_for
                else say("table-drew-playable", name=names[current], card=card))
    elif any(m.kind is MoveKind.CHALLENGE for m in view.legal_moves):  # its 4 cards are pending too
        text = say("table-turn-challenge", turn=turn)
    elif view.pending_draw:
        text = say("table-turn-playable-or-draw", turn=turn, count=len(playable), due=view.pending_draw)
    elif any(m.kind is MoveKind.CHOOSE for m in view.legal_moves):
        text = say("table-turn-choose-starter", turn=turn)
    else:
        text = say("table-turn-playable", turn=turn, count=len(playable))
    return text + _offers_text(session)


def _offers_text(session: Any) -> str:
    """Sentences, after a space, to end a prompt with: who else may jump in
    (:meth:`TableSession.jump_in_offers`, :func:`unokit.widgets.house.jump_in_offer_text`) and whom the
    person at the screen may catch without UNO (:func:`unokit.announce.catch_chance`, ux-audit-2 N2); ""
    if neither."""
    from unokit.announce import catch_chance

    offers = session.jump_in_offers()
    text = ""
    if offers:
        from unokit.widgets.house import jump_in_offer_text

        text = " " + jump_in_offer_text(offers, session.game.players, session.game.discard_pile[-1], session.lang)
    viewer = session.viewer
    catch = (catch_chance(session.game, viewer, lang=session.lang)
             if viewer is not None and session.handover is None else "")
    return f"{text} {catch}" if catch else text


def setup_in(game: Any, lang: str) -> str:
    """``game.setup_narration`` in ``lang`` (DESIGN.md contract 7; the engine's English str for ``"en"``)."""
    return str(game.setup_narration) if lang == "en" else str(game.setup_narration_text(lang))


def showing(session: Any, shown: Any, total: int) -> str:
    """What stepping to the shown position says, in the table's language: ``"Showing move 9 of 10: Cy
    plays Red 5."`` or ``"Showing the deal: ..."`` (the turn prompt is the table's to add)."""
    say, cursor = session.say, session.cursor
    where = say("table-where-deal") if cursor == 0 else say("table-where-move", cursor=str(cursor), total=str(total))
    if not cursor:
        last = setup_in(shown, session.lang)
    else:
        last = str(shown.narration[-1]) if session.lang == "en" else shown.narration[-1].text(session.lang)
    return say("table-showing", where=where, last=last)


def hint_text(session: Any) -> str:
    """What the greedy bot would play for the seat the table may help (:meth:`TableSession.hint_seat`), and
    why, in the table's language; or why there is no hint now."""
    seat, game = session.hint_seat(), session.game
    if seat is None or not session.at_latest or game.is_over():
        return session.say("table-no-hint")
    from unokit.agents import hint

    move, why = hint(game, seat)
    if session.lang != "en":
        why = game.explain(move, lang=session.lang).reason
    return session.say("table-hint", name=game.players[seat], move=move.notation(seat=False), why=why)


def opening(session: Any) -> str:
    """What a table says when a round is dealt: how it began, then the prompt; marks it announced."""
    session.note_announced()
    prompt = session.prompt() if session.at_latest else ""
    return f"{setup_in(session.game, session.lang)} {prompt}".strip()
