"""The dashboard's language (issue 26, DESIGN.md contract 7): ``?lang=`` in the page's address and the
language chooser (kept in the browser) pick the table's language; the table is made again in it at the
same game."""

from __future__ import annotations

import pytest

from unokit.dashboard.address import parse_address
from unokit.dashboard.app import Dashboard
from unokit.errors import LanguageError


def test_the_address_reads_a_language_and_says_why_not_for_an_unknown_one():
    assert parse_address("?lang=pt").lang == "pt-PT"
    assert parse_address("?lang=es&seed=3").lang == "es"
    address = parse_address("?lang=fr&seed=3")
    assert address.lang is None and address.seed == 3
    assert any("'fr'" in problem and "pt-PT" in problem for problem in address.problems), address.problems
    assert parse_address("?lang=pt-PT").empty  # a language alone deals no new game


def test_a_dashboard_made_in_a_language_deals_its_table_in_it():
    board = Dashboard(seed=1, lang="es")
    assert board.table.lang == "es" and board.language.lang == "es"
    with pytest.raises(LanguageError):
        Dashboard(seed=1, lang="fr")


def test_the_address_remakes_the_table_in_its_language_at_the_same_game():
    board = Dashboard(seed=1)
    game = board.table.game
    board.address_bar.open_address("?lang=pt-PT")
    assert board.table.lang == "pt-PT" and board.language.lang == "pt-PT"
    assert board.table.game is game and board._table_box.children == (board.table,)
    assert board.table.live.history[-1][1].startswith(game.setup_narration_text("pt-PT"))
    board.address_bar.open_address("?lang=es&seed=5")  # the language first, then the deal in it
    assert board.table.lang == "es" and board.table.game.seed == 5
    said = [text for _politeness, text in board.table.live.history]
    assert any(text.startswith("Nueva partida classic, semilla 5. La juega una persona: Ana. Reparto abierto:")
               for text in said), said
    assert "Turno de" in board.table.live.history[-1][1] or "Tu turno" in board.table.live.history[-1][1]


def test_the_chooser_sets_the_language_and_ignores_a_tag_that_is_no_choice():
    board = Dashboard(seed=1)
    chooser = board.language
    assert [choice["tag"] for choice in chooser.choices] == ["en", "pt-PT", "es"]
    chooser._on_message(None, {"type": "lang", "lang": "es"}, None)
    assert board.table.lang == "es" and chooser.lang == "es"
    table = board.table
    for bad in ("xx", "en-XA", 7):
        chooser._on_message(None, {"type": "lang", "lang": bad}, None)
        assert board.table is table and chooser.lang == "es"
    chooser._on_message(None, {"type": "lang", "lang": "es"}, None)
    assert board.table is table  # the same language: the table stays


def test_a_copied_link_keeps_the_tables_language():
    board = Dashboard(seed=1, lang="pt-PT")
    query = board.address_bar.query()
    assert query.endswith("&lang=pt-PT") and parse_address(query).lang == "pt-PT"
    assert "lang=" not in Dashboard(seed=1).address_bar.query()  # English links as before


# -- the dashboard's own words (its form, sections, headings and link row) in its language -------------------

def _own_texts(board) -> list[str]:
    """Every word the dashboard's own parts show (labels, tooltips, placeholders, options, headings,
    paragraphs, problem lists, the link row's status), leaving out the table, the language chooser and the
    parts marked English only (:data:`unokit.dashboard.language.ENGLISH_CLASS`)."""
    import html as html_module
    import re

    import ipywidgets as widgets

    from unokit.dashboard.language import ENGLISH_CLASS, LanguageChooser
    from unokit.widgets import GameTable

    texts: list[str] = []

    def walk(widget) -> None:
        if isinstance(widget, (GameTable, LanguageChooser)) or ENGLISH_CLASS in getattr(widget, "_dom_classes", ()):
            return
        for name in ("description", "tooltip", "placeholder", "message", "heading"):
            value = getattr(widget, name, None)
            if isinstance(value, str):
                texts.append(value)
        if isinstance(widget, widgets.HTML):
            shown = re.sub(r'<span lang="en">.*?</span>', " ", widget.value)  # marked English (the engine's words)
            texts.append(html_module.unescape(re.sub(r"<[^>]+>", " ", shown)))
        if isinstance(widget, widgets.Dropdown):
            texts.extend(str(label) for label, _value in widget.options)
        texts.extend(getattr(widget, "items", None) or [])
        for child in getattr(widget, "children", ()) or ():
            walk(child)

    walk(board)
    return [text for text in texts if text.strip()]


def test_the_form_sections_and_link_row_speak_portuguese(monkeypatch):
    board = Dashboard(seed=1, lang="pt-PT")
    assert board.preset.description == "Regras" and board.players.description == "Número de jogadores"
    assert board.bot.description == "Tipo de bots"
    assert [label for label, _bot in board.bot.options] == ["Ao acaso: joga qualquer carta permitida",
                                                           "Guloso: joga a sua melhor carta com um plano simples"]
    assert board.seed.description == "Semente (mesma semente, mesmas cartas)"
    assert board.seed.placeholder == "vazia: uma distribuição nova"
    assert board.start_button.description == "Começar o jogo"
    assert board.bots_answer.description == "Os bots jogam logo a seguir a si"
    assert [box.description for box in board.seat_names] == ["Nome do lugar 0", "Nome do lugar 1", "Nome do lugar 2"]
    assert board.human_boxes[1].description == "O lugar 1 é jogado por uma pessoa"
    assert [box.value for box in board.seat_names] == ["Ana", "Ben", "Cy"]  # names are names, in every language
    assert "Novo jogo" in board.form_heading.value and "Regras da casa" in board.house_rules._intro.value
    assert board.house_rules.boxes["seven_swap"].description.startswith("Sete-Zero: ")
    assert board.house_rules.boxes["challenge"].description.endswith("quem contestou compra 6).")
    assert board.new_game_box.disclosure.description == "Novo jogo: regras, jogadores, bots, semente"
    assert "Cartas para imprimir" in board.print_heading.value and board.paper.description == "Papel"
    assert [label for label, _paper in board.paper.options] == ["Folha A4 (210 × 297 mm)",
                                                               "Carta dos EUA (8,5 × 11 pol.)"]
    assert "Explorar regras da casa" in board.explore_heading.value
    assert "Rever uma ronda" in board.review_heading.value
    assert board.address_bar.copy_button.description == "Copiar uma ligação para esta posição"
    assert board.address_bar.link.description == "Ligação"
    board.address_bar.copy()  # an open deal's link is copied at once
    assert "A copiar a ligação…" in board.address_bar.status.value
    board.address_bar._copied("https://example.org/?seed=1", False)
    assert "O navegador não deixou a página copiar" in board.address_bar.status.value
    monkeypatch.delenv("UNOKIT_DASHBOARD_SEED", raising=False)  # tests/conftest.py sets one for every test
    fresh = Dashboard(lang="pt-PT")  # a fresh deal's link waits for the round's end
    fresh.address_bar.copy()
    assert "Pode copiar uma ligação para esta posição quando a ronda terminar" in fresh.address_bar.status.value
    board.address_bar.open_address("?players=3&humans=0,5&at=999&seed=2")
    status = board.address_bar.status.value
    assert "Nem todas as definições da ligação puderam ser usadas: humans: o lugar 5 não está nesta mesa" in status
    assert "passa do fim do registo, que tem" in status


def test_the_forms_problems_are_listed_in_spanish():
    board = Dashboard(seed=1, lang="es")
    board.players.value = 2.5
    board.seed.value = "abc"
    board.seat_names[1].value = "ANA"
    assert not board.start()
    heading, items = board.form_problems.history[-1]
    assert heading == "La partida no ha empezado: 3 problemas."
    assert items == ["Número de jugadores: 2.5 no es un número entero; escribe un número entero del 2 al 10 "
                     "(reglas classic).",
                     "El nombre del asiento 1, ANA, es Ana con otras mayúsculas, el nombre del asiento 0: cada "
                     "jugador necesita un nombre distinto.",
                     "Semilla: abc no es un número entero; escribe un número entero, por ejemplo 1 (la misma "
                     "semilla reparte las mismas cartas), o déjala vacía para un reparto nuevo."]
    board.players.value = 3.0
    board.seed.value = ""
    board.seat_names[1].value = "Ben"
    board.seat_names[2].value = "Cy\u202e"
    assert not board.start()
    assert board.form_problems.history[-1] == ("La partida no ha empezado: 1 problema.", [
        "El nombre del asiento 2 tiene un control de la dirección del texto (U+202E); un nombre se hace con "
        "letras, cifras, espacios y puntuación."])


def test_a_language_chosen_later_rewords_the_dashboard_and_english_comes_back_unchanged():
    board = Dashboard(seed=1)
    english = _own_texts(board)
    assert "Start game" in english and "Copy a link to this position" in english
    board.language._on_message(None, {"type": "lang", "lang": "es"}, None)
    spanish = _own_texts(board)
    assert "Empezar la partida" in spanish and "Copiar un enlace a esta posición" in spanish
    assert board.seat_names[0].description == "Nombre del asiento 0" and board.bot.value == "random"
    board.players.value = 4.0  # rows made later are in the language too
    assert board.seat_names[3].description == "Nombre del asiento 3"
    board.players.value = 3.0
    board.language._on_message(None, {"type": "lang", "lang": "en"}, None)
    assert _own_texts(board) == english


def test_the_pseudo_locale_finds_no_hard_coded_english_in_the_dashboards_own_parts():
    import re

    from unokit.i18n import outside_brackets

    board = Dashboard(seed=1, lang="en-XA")
    board.address_bar.copy()
    texts = _own_texts(board)
    board.players.value = 2.5
    board.seed.value = "abc"
    board.seat_names[1].value = "ana"
    board.start()
    texts += _own_texts(board)
    board.players.value = 3.0
    board.seat_names[1].value = "Ben"
    board.seed.value = "2"
    board.address_bar.open_address("?players=3&humans=0,5&rules=nosuch&at=999&bots=x&preset=nope&lang=fr")
    texts += _own_texts(board)
    board.review()  # not over: said why
    board.house_rules.boxes["stack_wild_draw_four"].value = True  # refused with the challenge: said under the boxes
    board.address_bar._record("/r.json", "{not json")
    texts += _own_texts(board)
    assert any(text.startswith("[Höüšé rüléš: ") for text in texts)
    from unokit.dashboard.app import TABLE_PRESETS

    # names, typed values, the link's parameters and what they allow (notation)
    names = {"Ana", "Ben", "Cy", "ana", "abc", "nosuch", "nope", "fr", "x", "humans", "rules", "at", "bots", "U",
             "en", "pt-PT", "es", "en-XA", "random", "greedy", *TABLE_PRESETS}
    flags = set(board.house_rules.boxes)
    left = []
    for text in texts:
        words = re.findall(r"[A-Za-z][A-Za-z_+-]*", outside_brackets(text))
        left += [word for word in words if word not in names and word not in flags]
    assert left == [], left


def test_the_house_rules_short_names_and_conflicts_are_in_the_language():
    from unokit.dashboard.house_rules import HouseRulesPanel
    from unokit.phrases import rule_name
    from unokit.widgets.house import house_rule_flags, house_rule_label, related_rule_texts

    english = HouseRulesPanel("classic")
    assert english.names() == {flag: rule_name(flag) for flag in english.boxes}  # English as before
    assert [english.boxes[flag].description for flag in house_rule_flags()] == list(house_rule_flags().values())
    assert {flag: english.boxes[flag].description for flag in related_rule_texts("classic")} == \
        related_rule_texts("classic")
    assert english.in_force() == [] and HouseRulesPanel("classic", {"bluffing": False, "challenge": False}).in_force() == \
        [house_rule_label("bluffing")]
    panel = HouseRulesPanel("classic", lang="pt-PT")
    panel.boxes["stack_wild_draw_four"].value = True  # refused with the challenge
    assert panel.conflict_text() == ("Regras da casa: “Acumular Coringa +4” (marcada) e “Contestar” (marcada) não "
                                     "podem ir juntas. Desmarque “Acumular Coringa +4” ou desmarque “Contestar”.")
    assert panel.problem.text == panel.conflict_text()
    panel.boxes["challenge"].value = False
    panel.boxes["seven_swap"].value = True
    assert panel.changed() == ["Acumular Coringa +4", "Sete-Zero", "Contestar: não"]
    spanish = HouseRulesPanel("classic", {"bluffing": False, "challenge": False}, lang="es")
    assert spanish.in_force() == ["Sin farol"] and spanish.changed() == ["Sin farol", "Desafío: no"]


def test_a_records_fault_is_said_in_the_language_its_english_detail_marked():
    board = Dashboard(seed=1, lang="pt-PT")
    bar = board.address_bar
    bar._record_error("https://example.org/r.json", "it is on another site (https://example.org)", "other-site",
                      "https://example.org")
    assert ("Não foi possível carregar o registo https://example.org/r.json: está noutro site "
            "(https://example.org); uma ligação só pode carregar registos deste site.") in bar.status.value
    bar._record_error("/r.json", "the server answered 404 Not Found", "status", "404 Not Found")
    assert "o servidor respondeu 404 Not Found." in bar.status.value
    bar._record("/r.json", "{not json")
    assert bar.status.value.startswith('<p role="status" class="unokit-address-text">Não foi possível carregar o '
                                       'registo /r.json: <span lang="en">record is not valid JSON')
    english = Dashboard(seed=1)
    english.address_bar._record("/r.json", "{not json")
    assert "<span" not in english.address_bar.status.value  # an English page needs no mark


def test_the_print_and_review_controls_say_what_they_did_in_the_language():
    from unokit.widgets.files import file_size

    board = Dashboard(seed=1, lang="es")
    board.download_sheet.producer = lambda: b"%PDF" + b"0" * 1600
    board.download_sheet._handle(None, {"type": "request"}, None)
    assert board.download_sheet.message == "Se ha guardado unokit-classic-deck.pdf (1,6 KB)."
    board.review_upload.receive("big.json", b"0" * (board.review_upload.max_bytes + 1))
    assert board.review_upload.message.startswith("big.json ocupa ") and "un registro de partida ocupa como mucho" in \
        board.review_upload.message
    assert (file_size(1), file_size(1000), file_size(1536)) == ("1 byte", "1000 bytes", "1.5 KB")  # English as before
    assert file_size(1536, "pt-PT") == "1,5 KB"


def test_a_links_problems_are_said_in_the_language_the_page_will_speak():
    assert parse_address("?players=1&bots=x", "pt-PT").problems == (
        "players='1' não é permitido; players tem de ser um número inteiro a partir de 2",
        "bots='x' não é permitido; os bots são: random, greedy")
    assert parse_address("?players=1").problems == ("players='1' is not allowed; players must be a whole number from 2",)
    board = Dashboard(seed=1)
    board.address_bar.open_address("?lang=es&players=1&seed=2")  # the link's own language
    assert ("No se han podido usar todos los ajustes del enlace: players=&#x27;1&#x27; no está permitido; "
            "players tiene que ser un número entero desde 2.") in board.address_bar.status.value
    unstarted = Dashboard(start=False, lang="es")
    unstarted.address_bar.copy()
    assert "Aún no hay partida: empieza una y luego copia su enlace." in unstarted.address_bar.status.value


def test_play_with_others_speaks_the_dashboards_language():
    import re

    from unokit.dashboard.others import PlayWithOthers
    from unokit.i18n import outside_brackets

    board = Dashboard(seed=1, lang="pt-PT")
    board.others_box.disclosure.expanded = True
    others = board.others
    assert others.lang == "pt-PT" and others.create_button.description == "Criar a mesa"
    assert [box.description for box in others.seat_names] == ["Nome do lugar 0 (você, o anfitrião)",
                                                              "Nome do lugar 1", "Nome do lugar 2"]
    others.seats.value = 11.0
    assert others.problems(creating=True) == ["Número de lugares: 11 não é permitido; uma mesa tem de 2 a 10 lugares."]
    board.language._on_message(None, {"type": "lang", "lang": "es"}, None)  # the panel follows the dashboard
    assert others.join_button.description == "Entrar" and others.seat_names[1].description == "Nombre del asiento 1"
    others.name.value = " Ana"
    others.room.value = "ACDEF"
    assert others.problems(creating=False) == [
        "Tu nombre: ' Ana' tiene espacios en un extremo; escríbelo sin ellos."]
    pseudo = PlayWithOthers(url=None, lang="en-XA")
    pseudo.seats.value = 3.0
    pseudo.seat_names[2].value = "0"
    pseudo.invited("acdef")
    texts = [*pseudo.problems(creating=True), re.sub(r"<[^>]+>", " ", pseudo.status.value)]
    texts += [widget.description for widget in (pseudo.create_button, pseudo.join_button, pseudo.watch_button,
                                                pseudo.room, pseudo.name, pseudo.seats, *pseudo.seat_bots)]
    left = [word for text in texts for word in re.findall(r"[A-Za-z]+", outside_brackets(text))]
    assert left == [], left


def test_a_round_reviewed_in_the_dashboard_is_reviewed_in_its_language():
    from unokit.dashboard.language import ENGLISH_CLASS
    from unokit.game import Game

    board = Dashboard(preset="classic", players=3, start=False, lang="pt-PT")
    board.play(Game("classic", ["Ana", "Ben", "Cy"], seed=2), humans=(), bot="random")
    while not board.table.game.is_over():
        board.bots_move(limit=50)
    review = board.review()
    assert review is not None and review.table.session.lang == "pt-PT"
    assert ENGLISH_CLASS not in review._dom_classes  # not marked English: it speaks the page's language
