"""The game table in a language (issue 26, DESIGN.md contract 7): GameTable(..., lang=) says and shows its
words in Portuguese or Spanish, reads typed words of that language, and the pseudo-locale leaves no
hard-coded English in what the table shows or says."""

from __future__ import annotations

import html
import re

import pytest

from unokit.announce import answer
from unokit.errors import IllegalMoveError, LanguageError, UnokitError
from unokit.game import Game
from unokit.i18n import card_name, outside_brackets
from unokit.moves import Move, MoveKind
from unokit.widgets.table import GameTable

NAMES = ["Ana", "Ben", "Cy"]


def _table(lang: str, **options) -> GameTable:
    """A play table where Ben (seat 1), a person, is to act first (seed 0 deals Ben the first turn)."""
    game = Game("classic", players=NAMES, seed=0)
    assert game.current == 1
    return GameTable(game, mode="play", human_seats=(1,), lang=lang, **options)


def _said(table: GameTable) -> list[str]:
    return [text for _politeness, text in table.live.history]


def test_an_unknown_language_is_refused_naming_the_languages_there_are():
    with pytest.raises(LanguageError) as raised:
        GameTable(lang="fr")
    assert isinstance(raised.value, UnokitError)
    assert "'fr'" in str(raised.value) and "pt-PT" in str(raised.value) and "es" in str(raised.value)


def test_the_language_is_read_as_its_tag_and_sent_to_the_page_for_the_roots_lang_attribute():
    table = GameTable(lang="pt")
    assert table.lang == "pt-PT" and table.live.lang == "pt-PT"
    assert GameTable().live.lang == "en"


@pytest.mark.parametrize(("lang", "draw", "hand", "turn", "fan"), [
    ("pt-PT", "Comprar uma carta", "Mão de Ben: 7 cartas", "A sua vez", "7 cartas viradas para baixo"),
    ("es", "Robar una carta", "Mano de Ben: 7 cartas", "Tu turno", "7 cartas boca abajo"),
])
def test_labels_and_the_opening_are_in_the_language(lang, draw, hand, turn, fan):
    table = _table(lang)
    labels = {action["key"]: action["label"] for action in table.action_bar.actions}
    assert labels["draw"] == draw == table.action_bar.draw_button.description
    ben = table.seats.hands[1]
    assert ben.label == hand
    # Ana's hidden hand, a fan of backs: its accessible name (was English in every language, from hand.js)
    assert table.seats.hands[0].fan_label == fan and ben.fan_label == ""
    # the bots' pause, shown and said (aria-valuetext) with the language's decimal comma
    assert table.options.speed.value_text == "2,0 s"
    table.options.speed.value = 2.5
    assert table.options.speed.value_text == "2,5 s"
    assert [entry["name"] for entry in ben.cards] == [card_name(card, lang) for card in ben.order]
    opening = _said(table)[0]
    assert opening.startswith(table.game.setup_narration_text(lang)) and turn in opening
    assert "Ben" in re.sub(r"<[^>]+>", "", table.seats.seat_headings[1].value)
    assert table.ear.command_bar.label == "Comando"


@pytest.mark.parametrize(("lang", "word", "drew"), [("pt-PT", "compro", "Ben compra"), ("es", "roba", "Ben roba")])
def test_a_move_typed_in_the_language_is_made_and_announced_in_it(lang, word, drew):
    table = _table(lang)
    before = len(table.game.move_stack)
    assert table.ear.command(word) is True
    assert table.game.move_stack[before].kind is MoveKind.DRAW
    announced = " ".join(_said(table)[1:])
    assert drew in announced, announced
    assert table.game.narration_text(lang)[before] in announced


@pytest.mark.parametrize("lang", ["pt-PT", "es"])
def test_one_key_answers_are_in_the_language(lang):
    table = _table(lang)
    for key in "htcw":
        text = table.ear.ask(key)
        assert text == answer(table.game, 1, key, table.announce_settings, lang=lang)
        assert _said(table)[-1] == text


@pytest.mark.parametrize(("lang", "start"), [("pt-PT", "Não jogada: "), ("en", "Not played: ")])
def test_a_refused_card_gives_the_engines_reason_in_the_language(lang, start):
    table = _table(lang)
    game = table.game
    refused = next(card for card in game.hand(1) if not game.explain(card, 1).legal)
    with pytest.raises(IllegalMoveError) as raised:
        table.submit(Move.play(1, refused))
    reason = game.explain(Move.play(1, refused), lang=None if lang == "en" else lang).reason
    assert str(raised.value) == f"{start}{reason}"
    assert _said(table)[-1] == str(raised.value)
    # the hand's own refusal of a card that cannot be played: its name and reason in the language
    index = table.seats.hands[1].order.index(refused)
    entry = table.seats.hands[1].cards[index]
    assert entry["name"] == card_name(refused, lang) and entry["reason"] == game.explain(refused, 1, lang=lang).reason


def test_the_keys_help_and_the_command_fields_words_are_in_the_language():
    table = _table("es")
    bar = table.ear.command_bar
    assert bar.texts["send"] == "Enviar" and bar.texts["close"] == "Cerrar"
    assert {"text": "roba, paso", "does": "robar una carta; quedarse la carta robada"} in bar.examples
    assert {"key": "h", "what": "tu mano, agrupada por color, con cuentas"} in bar.question_keys
    assert {"key": "? o F1", "what": "esta lista de teclas"} in bar.question_keys
    assert "Teclas" in table.ear.ask("?")
    assert _table("en").ear.command_bar.texts == {}  # English: the page's own words, as before


def _visible(table: GameTable) -> list[str]:
    """Every text the table shows or says: its HTML parts without tags and notation, labels, names."""
    bar = table.action_bar
    texts = [table.piles.title.value, table.piles.summary.value, table.piles.draw_pile.value,
             table.piles.scores_html.value, table.legal_html.value, table.seats.handover_html.value,
             table.ear.keys_list.value, *(heading.value for heading in table.seats.seat_headings)]
    texts += [action["label"] for action in bar.actions]
    texts += [button.description for button in (bar.draw_button, bar.pass_button, bar.challenge_button,
                                                bar.accept_button, bar.uno_button, bar.next_round_button,
                                                bar.make_move_button, bar.step_button, bar.let_play_button,
                                                table.hint_button, table.seats.handover_button)]
    for hand in table.seats.hands:
        texts += [hand.label, hand.fan_label]
        for entry in hand.cards:
            texts += [entry["name"], entry["reason"], entry["description"], entry["badge"]]
        texts += [color["name"] for color in hand.colors]
        texts += list(hand.texts.values())  # the words the hand's page script writes
    command = table.ear.command_bar
    texts += [command.label, command.browse_note, *command.texts.values()]
    texts += [item["what"] for item in command.question_keys]  # the keys are letters, as notation
    texts += [f"{item['text']} {item['does']}" for item in command.examples]
    texts += [bar.starter_chooser.label, bar.starter_chooser.help]
    texts += [table.move_log.heading, table.move_log.setup, *table.move_log.entries, table.move_log.status]
    texts += [panel.disclosure.description for panel in table.panels.values()]  # the panels' buttons
    options = table.options
    texts += [control.description for control in (options.sort_toggle, options.auto_toggle, options.bot_picker,
                                                   options.vision_picker, options.signs_picker, options.legend_toggle,
                                                   table.records.save_button)]
    texts += [options.speed.label, options.speed.value_text]
    for choice in table.ear.announce_panel.choices:  # the announcement settings' legends and choices
        texts += [choice["legend"], *(label for _value, label in choice["options"])]
    history = table.history_bar
    texts += [button.description for button in (history.first_button, history.back_button, history.forward_button,
                                                history.last_button, history.continue_button, history.confirm_yes,
                                                history.confirm_no)]
    texts += [history.slider.label, history.slider.value_text, history.position_html.value, history.confirm_html.value]
    texts += _said(table)
    return texts


# notation: the moves in the legal list and the key letters (<kbd>h</kbd>), the same in every language
_NOTATION = re.compile(r'<span class="unokit-notation">[^<]*</span>|<kbd>[^<]*</kbd>')
# what may stand outside the brackets: players' names, digits (counts, seats), notation words in the
# examples' keys, punctuation and the table's signs (arrows, ticks)
_ALLOWED = re.compile(r"\b(?:Ana|Ben|Cy)\b|\d+|[\s\W_]+")


@pytest.mark.parametrize("mode", ["play", "teaching"])
def test_the_pseudo_locale_leaves_no_english_outside_its_brackets(mode):
    table = GameTable(Game("classic", players=NAMES, seed=0), mode=mode, human_seats=(1,), lang="en-XA")
    table.ear.ask("h")
    table.ear.command("")
    table.hint()
    table.ear.command("draw")  # English notation words are read in every language
    if mode == "play":
        with pytest.raises(IllegalMoveError):
            table.submit(Move.parse("0: draw"))  # a bot's seat: refused in the table's words
    for _ in range(6):
        table.turns.step_pressed()
    table.go(1)
    table.history_bar.ask_continue()  # "Play on from move 1?" asked and said
    table.go(len(table.game.move_stack))
    leftovers = []
    for text in _visible(table):
        plain = html.unescape(re.sub(r"<[^>]+>", " ", _NOTATION.sub(" ", text)))
        rest = _ALLOWED.sub("", outside_brackets(plain))
        if rest:
            leftovers.append((rest, text[:160]))
    assert leftovers == [], "\n".join(map(repr, leftovers))


def test_english_labels_are_as_before():
    table = _table("en")
    labels = {action["key"]: action["label"] for action in table.action_bar.actions}
    assert labels["draw"] == "Draw a card"
    assert table.seats.hands[1].label == "Ben's hand: 7 cards"
    assert table.seats.hands[0].fan_label == "7 face-down cards"  # what static/hand.js said itself before
    table.options.speed.value = 1.5
    assert table.options.speed.value_text == "1.5 s"
    assert "Table: Classic rules, round 1, 3 players" in table.piles.title.value
    assert table.ear.command_bar.label == "Command"


def test_the_uno_window_speaks_the_language_and_its_english_is_the_catalogues():
    from unokit.i18n import message
    from unokit.widgets.uno_window import NO_LIMIT, PLAY_ON_LABEL, countdown_html, uno_alert

    assert uno_alert("Ana", 5) == message("table-uno-alert", "en", name="Ana", seconds=5)
    assert uno_alert("Ana", None) == message("table-uno-alert-no-limit", "en", name="Ana", play_on=PLAY_ON_LABEL)
    assert PLAY_ON_LABEL == message("table-uno-play-on", "en")
    assert countdown_html(5, "en-XA").startswith('<p class="unokit-uno-window" data-seconds="5"><strong>[')
    assert outside_brackets(re.sub(r"<[^>]+>", " ", countdown_html(NO_LIMIT, "en-XA"))).strip() == ""
    assert uno_alert("Ana", 5, "pt-PT") == ("Ana tem uma carta e não disse UNO: 5 segundos para carregar em Dizer UNO "
                                            "antes de os bots o poderem apanhar.")
    assert "Seguir sin UNO" in uno_alert("Ana", None, "es")
    table = _table("es")
    assert table.uno_play_on_button.description == "Seguir sin UNO"


# --- the panels' contents (speech and sounds, the signs legend, the options' choices, the bots' kinds) --------


def _panel_texts(table: GameTable) -> list[str]:
    """The words of the speech and sound settings, the options' choices and the legend, as the page shows them."""
    voice = table.ear.voice.voice_panel
    texts = [text for key, text in voice.texts.items() if key != "decimal"]
    texts += [words for _event, words in voice.earcons]
    options = table.options
    texts += [label for label, _value in (*options.vision_picker.options, *options.signs_picker.options,
                                          *options.bot_picker.options, *options.legend.preview.options)]
    texts += [options.legend.preview.description, options.vision_note.value]
    for vision in ("normal", "deuteranopia"):
        for signs in ("coloradd", "mattel", "letters", "none"):
            options.legend.vision, options.legend.signs = vision, signs
            texts.append(re.sub(r"<style>.*?</style>|<svg.*?</svg>", " ", options.legend.table.value, flags=re.S))
    texts += [re.sub(r"<[^>]+>", " ", heading.value) for heading in table.seats.seat_headings]
    return texts


@pytest.mark.parametrize(("lang", "speech", "kind", "vision", "legend"), [
    ("pt-PT", "Fala e sons", "bot aleatório", "Visão das cores típica", "Sinais das cores ColorADD"),
    ("es", "Voz y sonidos", "bot aleatorio", "Visión del color típica", "Signos de los colores ColorADD"),
])
def test_the_panels_speak_the_language(lang, speech, kind, vision, legend):
    table = _table(lang)
    voice = table.ear.voice.voice_panel
    assert voice.texts["legend"] == speech
    assert voice.texts["decimal"] == ","  # 1,5 vezes a normal: the rate as the language writes numbers
    assert "{rate}" in voice.texts["rate_text"] and "{name}" in voice.texts["missing"]
    assert dict(voice.earcons)["turn"] in voice.texts["sounds"]
    assert kind in table.seats.seat_headings[0].value
    assert table.options.vision_picker.options[0][0] == vision
    assert f"<caption>{legend}</caption>" in table.options.legend.table.value
    assert table.options.offer_signs(Game("spectrum", players=NAMES, seed=0).rules.colors, "mattel") \
        == message_of("table-signs-uncovered-mattel", lang)
    english = _panel_texts(_table("en"))
    assert [text for text in _panel_texts(table) if text in english and text.strip()] == [], "English left in a panel"


def message_of(msg_id: str, lang: str) -> str:
    from unokit.i18n import message

    return message(msg_id, lang)


def test_the_pseudo_locale_leaves_no_english_in_the_panels():
    table = _table("en-XA")
    leftovers = []
    for text in _panel_texts(table):
        plain = html.unescape(re.sub(r"<[^>]+>", " ", text))
        # the page's placeholders ({rate}, {name}) and the signs' letters (R, Y, ...: notation) may stand outside
        rest = _ALLOWED.sub("", re.sub(r"\{\w+\}|\b[RYGBOTPM]\b", "", outside_brackets(plain)))
        if rest:
            leftovers.append((rest, text[:160]))
    assert leftovers == [], "\n".join(map(repr, leftovers))


def test_the_panels_english_is_the_catalogues_and_the_pages():
    """English stays as before: the catalogue's words are those the code and the page wrote."""
    from pathlib import Path

    from unokit.choices import VISION_LABELS
    from unokit.i18n import message
    from unokit.widgets import voice
    from unokit.widgets.legend import vision_labels
    from unokit.widgets.signs import SIGNS_LABELS, signs_labels

    assert vision_labels("en") == VISION_LABELS and signs_labels("en") == SIGNS_LABELS
    assert {key: message(f"table-earcon-{key}", "en") for key in voice.EARCONS} == voice.EARCONS
    table = _table("en")
    assert table.ear.voice.voice_panel.texts == {}  # the page's own English words
    assert [label for label, _value in table.options.bot_picker.options] == ["random", "greedy"]
    script = (Path(voice.__file__).parent / "static" / "voice.js").read_text(encoding="utf-8")
    for key in voice.VOICE_TEXTS:
        english = message(f"table-voice-{key.replace('_', '-')}", "en")
        assert f't("{key}", {english!r})'.replace("'", '"') in script or f't("{key}", "{english}")' in script, key
    assert 't("sounds", "Play sounds for events: "' in script
    assert message("table-voice-sounds", "en", events="x") == "Play sounds for events: x"


# --- the analysis and what-if panel ----------------------------------------------------------------------


def _analysis_texts(lang: str) -> list[str]:
    """What the "Analyse and what-if lines" panel shows and says in a teaching table: an analysis at the deal
    and on a branch, the line list, switching lines, saving a line; then the refusals of a play table."""
    table = GameTable(Game("classic", players=NAMES, seed=0), mode="teaching", lang=lang)
    what_if = table.what_if
    start = len(table.live.history)
    what_if.analyse(20, background=False)
    texts = [what_if.analyse_samples.description, what_if.analyse_button.description, what_if.branch_button.description,
             what_if.branch_button.tooltip, what_if.line_picker.description, what_if.save_line_button.description]
    texts += [label for label, _value in what_if.analyse_samples.options]
    texts += [what_if.analyse_status.value, what_if.analyse_result.value]
    for _ in range(3):
        table.turns.step_pressed()
    what_if.try_another_move()
    table.turns.step_pressed()
    table.turns.step_pressed()
    what_if.analyse(20, background=False)
    texts += [what_if.analyse_status.value, what_if.analyse_result.value]
    texts += [label for label, _value in what_if.line_picker.options]
    what_if.switch_line(0)
    what_if.switch_line(1)
    what_if.save_line()
    texts.append(re.sub(r'href="[^"]*"', "", what_if.download_html.value))
    what_if.leave_lines_first()
    what_if.analyse(20)  # in the background: its progress line, then cancelled
    texts.append(what_if.analyse_status.value)
    what_if.cancel_analysis()
    texts += [text for _politeness, text in table.live.history[start:]]
    play = _table(lang)
    play.go(0)
    play.what_if.analyse(20, background=False)  # a past position in play mode: refused
    play.what_if.try_another_move()  # the lines are closed while the round goes on
    play.what_if.save_line()
    texts += [play.what_if.lines_note.value, *_said(play)[-3:]]
    return texts


@pytest.mark.parametrize(("lang", "best", "heading"), [("pt-PT", "Melhor: ", "Probabilidade de ganhar"),
                                                       ("es", "Mejor: ", "Probabilidad de ganar")])
def test_the_analysis_panel_speaks_the_language(lang, best, heading):
    texts = _analysis_texts(lang)
    assert any(text.startswith(best) for text in texts)
    assert any(f'<th scope="col">{heading}</th>' in text for text in texts)
    english = set(_analysis_texts("en"))
    assert [text for text in texts if text in english] == [], "English left in the analysis panel"


def test_the_analysis_panels_percentages_are_the_languages():
    from unokit.widgets.analysis_view import _percent

    assert _percent(0.62) == "62%" and _percent(0.62, "pt-PT") == "62%"
    assert _percent(0.62, "es") == "62\xa0%"  # CLDR: Spanish puts a no-break space before the sign


def test_the_pseudo_locale_leaves_no_english_in_the_analysis_panel():
    leftovers = []
    for text in _analysis_texts("en-XA"):
        # the chart's text alternative is checked; its bars' labels cut short to fit ("…") are not
        text = " ".join([text, *re.findall(r'aria-label="([^"]*)"', text)])
        text = re.sub(r"<text[^>]*>[^<]*…</text>", " ", text)
        plain = html.unescape(re.sub(r"<[^>]+>", " ", text))
        # what stands outside the brackets may be: players' names, digits and percentages, the record's file
        # name and JSON (notation), and a line's first move in notation ("Ben: challenge")
        rest = re.sub(r"unokit-(?:main-line|branch-\d+)\.json|\bJSON\b|: (?:challenge|accept|draw|pass|uno)\b|±",
                      "", outside_brackets(plain))
        rest = _ALLOWED.sub("", rest)
        if rest:
            leftovers.append((rest, text[:200]))
    assert leftovers == [], "\n".join(map(repr, leftovers))


def _review_texts(lang: str) -> list[str]:
    """The review bar's words (ReviewTable(lang=)): alone, following a host, on a what-if line, after leaving."""
    import random

    from unokit.widgets.review import ReviewTable

    game = Game("classic", players=NAMES, seed=3)
    rng = random.Random(3)
    for _ in range(6):
        game.push(rng.choice(game.legal_moves()))
    host, viewer = ReviewTable(game=game, lang=lang), ReviewTable(game=game, lang=lang)
    texts: list[str] = []

    def grab(review) -> None:
        texts.extend([review.heading.value, review.jump_picker.description, review.whatif_button.description,
                      review.whatif_button.tooltip, review.main_button.description, review.main_button.tooltip,
                      review.follow_button.description, review.status.value,
                      *(label for label, _value in review.jump_picker.options)])

    host.jump(3)
    grab(host)
    viewer.follow(host)
    grab(viewer)
    host.what_if()
    grab(host)
    viewer.leave()
    grab(viewer)
    texts.append(_said(viewer.table)[-1])
    return texts


@pytest.mark.parametrize(("lang", "heading"), [("pt-PT", "Revisão da partida"), ("es", "Revisión de la ronda")])
def test_a_review_speaks_the_language(lang, heading):
    texts = _review_texts(lang)
    assert f">{heading}</h2>" in texts[0]
    english = set(_review_texts("en"))
    assert [text for text in texts if text in english] == [], "English left in the review bar"


def test_the_pseudo_locale_leaves_no_english_in_the_review_bar():
    leftovers = []
    for text in _review_texts("en-XA"):
        rest = _ALLOWED.sub("", outside_brackets(html.unescape(re.sub(r"<[^>]+>", " ", text))))
        if rest:
            leftovers.append((rest, text[:160]))
    assert leftovers == [], "\n".join(map(repr, leftovers))


def test_the_note_of_an_edition_without_previews_is_in_the_language(monkeypatch):
    from unokit.widgets import options as options_module

    monkeypatch.setattr(options_module, "preview_needs", lambda: ["numpy", "daltonlens"])
    note = _table("pt-PT").options.vision_note.value
    assert "precisam de numpy e daltonlens" in note and note.startswith("<p class='unokit-vision-note'>")
    assert "precisan" not in note and "necesitan numpy y daltonlens" in _table("es").options.vision_note.value
    english = _table("en").options.vision_note.value
    assert english == ("<p class='unokit-vision-note'>Colour-vision previews are not shown here: they need numpy and "
                       "daltonlens, which this edition does not have. On a computer with unokit installed, run unokit "
                       "dashboard, or unokit cards --vision deuteranopia for the card faces.</p>")


def _record_texts(lang: str) -> list[str]:
    """The records panel's notes: a file that is no record, saving during the round, and a saved record."""
    table = _table(lang)
    start = len(table.live.history)
    table.records._on_upload("round.json", b"[]")  # loading said first, then why it failed
    table.records.save()  # play mode during the round: refused
    teaching = GameTable(Game("classic", players=NAMES, seed=0), mode="teaching", lang=lang)
    teaching.records.save()
    link = re.sub(r'href="[^"]*"', "", teaching.records.download_html.value)
    return [*_said(table)[start:], _said(teaching)[-1], link]


@pytest.mark.parametrize(("lang", "loading", "failed"), [
    ("pt-PT", "A carregar o registo do jogo…", "Não foi possível carregar o registo: round.json contém uma lista, não "
     "um objeto JSON; um registo é um objeto JSON, por exemplo "),
    ("es", "Cargando el registro de la partida…", "No se pudo cargar el registro: round.json contiene una lista, "
     "no un objeto JSON; un registro es un objeto JSON, por ejemplo ")])
def test_the_records_panel_speaks_the_language(lang, loading, failed):
    texts = _record_texts(lang)
    english = _record_texts("en")
    assert texts[0] == loading and english[0] == "Loading the game record…"
    assert english[-1] == '<a class="unokit-download" download="unokit-game.json" >Download the game record (JSON)</a>'
    assert english[1] == ("Could not load the record: round.json holds an array, not a JSON object; a record is a "
                          'JSON object such as {"unokit": 1, "rules": "classic", "players": 2}')
    assert len(texts) == len(english) == 5 and not set(texts) & set(english)
    # the reader's own reason in the language too (unokit.i18n.problem_text), its example record as notation
    assert texts[1] == failed + '{"unokit": 1, "rules": "classic", "players": 2}'


def test_the_pseudo_locale_leaves_no_english_in_the_records_notes():
    texts = _record_texts("en-XA")  # the record reader's reason (English) stands inside its note's brackets
    leftovers = [text for text in texts
                 if _ALLOWED.sub("", re.sub(r"unokit-game\.json|\bJSON\b", "",
                                            outside_brackets(html.unescape(re.sub(r"<[^>]+>", " ", text)))))]
    assert leftovers == []


def test_a_record_file_too_large_is_refused_in_the_tables_language():
    from unokit.widgets.records import RECORD_MAX_BYTES

    for lang, words in (("pt-PT", "um registo de jogo tem no máximo"), ("en", "a game record")):
        table = _table(lang)
        table.records.upload.receive("big.json", b"0" * (RECORD_MAX_BYTES + 1))  # said in the table's live region
        assert words in _said(table)[-1], _said(table)[-1]
