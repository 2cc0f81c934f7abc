"""The house-rule explorer in Portuguese and Spanish (issue 26 "Text as a layer", DESIGN.md contract 7): its
labels, buttons, progress, status line, problems, results table, plot and text alternative come from the
catalogues' ``explore-*`` messages; ``set_lang`` changes all of them; English is what it always was; the
dashboard makes it in its language and changes it with the chooser."""

from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("matplotlib")

from unokit.errors import LanguageError, UnokitError  # noqa: E402
from unokit.explorer import compare  # noqa: E402
from unokit.i18n import outside_brackets  # noqa: E402
from unokit.rules import PRESETS  # noqa: E402
from unokit.widgets.explorer import PLAIN_PRESETS, HouseRulesExplorer  # noqa: E402

#: What may stand outside a pseudo-locale text's brackets: the presets' names, digits, signs and spaces.
NAMES_AND_DIGITS = re.compile(r"\b(?:" + "|".join(re.escape(name) for name in PRESETS) + r")\b|\d+|[\s\W_]+")
RUN = {"house_rules": {"seven_swap": True}, "players": 3, "rounds": 6, "bot": "random", "seed": 4}


def _plain(text: str) -> str:
    """HTML as the words a screen reader reads: tags dropped (an ``alt`` kept), entities read."""
    text = re.sub(r'<img[^>]*alt="([^"]*)"[^>]*>', r" \1 ", text)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def _figure_words(result, lang: str) -> list[str]:
    """Every text drawn in the comparison's figure in ``lang`` (titles, axis labels, legend, rows), tick
    numbers aside."""
    import matplotlib.pyplot as plt

    figure = result.figure(lang=lang)
    try:
        return [t.get_text() for t in figure.findobj(lambda o: hasattr(o, "get_text"))
                if t.get_text() and not re.fullmatch(r"[\d.,−\-\s%]+", t.get_text())]
    finally:
        plt.close(figure)


def _texts(explorer, *, said: bool = True) -> list[str]:
    """Every word the explorer shows or says: labels, tooltips, options, paragraphs, the bar, the status
    lines said (``said``: every one so far, else only the one shown), the table, the figure (its alt and
    caption) and the figure's drawn words."""
    import ipywidgets as widgets

    texts: list[str] = []

    def walk(widget) -> None:
        for name in ("description", "tooltip", "label", "count_text"):
            value = getattr(widget, name, None)
            if isinstance(value, str):
                texts.append(value)
        if isinstance(widget, widgets.HTML):
            texts.append(_plain(widget.value))
        if isinstance(widget, widgets.Dropdown):
            texts.extend(widget._options_labels)  # the labels shown, whether options are (label, value) or names
        for child in getattr(widget, "children", ()) or ():
            walk(child)

    walk(explorer)
    texts += [text for _problem, text in explorer.progress.history] if said else [explorer.progress.message]
    if explorer.result is not None:
        texts += _figure_words(explorer.result, explorer.lang)
    return [text for text in texts if text.strip()]


def _ran(lang: str, **settings) -> HouseRulesExplorer:
    explorer = HouseRulesExplorer(**{**RUN, **settings}, lang=lang)
    assert explorer.run() is True
    return explorer


def _problems(lang: str) -> list[str]:
    """The status line's words for a refused combination of boxes and each bad field, in ``lang``."""
    said = []
    for change in ({}, {"stack_wild_draw_four": True}, {"rounds": 1}, {"rounds": 4.5}, {"players": 11},
                   {"players": 2.5}, {"seed": 1e30}, {"empty": "rounds"}, {"empty": "players"}, {"empty": "seed"}):
        explorer = HouseRulesExplorer(house_rules={} if not change else {"seven_swap": True}, lang=lang)
        if "stack_wild_draw_four" in change:
            explorer.rule_boxes["stack_wild_draw_four"].value = True
        for key in ("rounds", "players", "seed"):
            if key in change:
                getattr(explorer, key).value = change[key]
        if "empty" in change:
            explorer.progress.empty_fields = [change["empty"]]
        assert explorer.run() is False
        problem, text = explorer.progress.history[-1]
        assert problem, text
        said.append(text)
    return said


# -- Portuguese and Spanish ------------------------------------------------------------------------------

#: English words the explorer said before (none of them is also a Portuguese or Spanish word)
ENGLISH = re.compile(r"\b(?:the|of|and|with|against|rounds?|turns?|plain|house|rules?|shares?|interval|seat|"
                     r"played?|plays|mean|median|Problem|Done|per cent|points|players?|ticked|box|Run|charts?|two|"
                     r"blocked|change|simulation|seed|Random|Greedy|Uniform|Measure)\b", re.IGNORECASE)


@pytest.mark.parametrize(("lang", "words"), [
    ("pt-PT", {"preset": "Regras simples para comparar", "run": "Fazer a comparação", "bar": "Rondas jogadas",
               "count": "12 de 12 rondas", "bot": "Ao acaso: joga qualquer carta permitida",
               "done": "Feito: classic com Sete-Zero contra classic simples, 6 rondas cada. Duração média da ronda: "
                       "36,3 turnos contra 40,2 (sem mudança clara). A tabela vem a seguir.",
               "box": "Sete-Zero: ", "head": "Mudança (emparelhada por semente)",
               "cell": "50,0% (18,8% a 81,2%)", "alt": "Dois gráficos que comparam classic simples",
               "axis": "turnos por ronda"}),
    ("es", {"preset": "Reglas básicas con las que comparar", "run": "Hacer la comparación", "bar": "Rondas jugadas",
            "count": "12 de 12 rondas", "bot": "Al azar: echa cualquier carta válida",
            "done": "Hecho: classic con Siete-Cero contra classic básico, 6 rondas cada uno. Duración media de la "
                    "ronda: 36,3 turnos frente a 40,2 (sin cambio claro). A continuación, la tabla.",
            "box": "Siete-Cero: ", "head": "Cambio (emparejado por semilla)",
            "cell": "50,0\u00a0% (18,8\u00a0% a 81,2\u00a0%)", "alt": "Dos gráficos que comparan classic básico",
            "axis": "turnos por ronda"}),
])
def test_the_explorer_speaks_the_language(lang, words):
    explorer = _ran(lang)
    assert explorer.lang == lang and explorer.progress.lang == lang
    assert explorer.preset.description == words["preset"]
    assert explorer.run_button.description == words["run"]
    assert explorer.progress.label == words["bar"] and explorer.progress.count_text == words["count"]
    assert words["bot"] in [label for label, _name in explorer.bot.options]
    assert explorer.rule_boxes["seven_swap"].description.startswith(words["box"])
    assert explorer.progress.history[-1] == (False, words["done"])
    table = explorer.table.value
    assert table == explorer.result.to_html(lang) and table.startswith('<table class="unokit-explorer-table"><caption>')
    assert f'<th scope="col">{words["head"]}</th>' in table and f"<td>{words['cell']}</td>" in table
    assert f'alt="{html.escape(explorer.result.alt_text(lang))}"' in explorer.figure.value
    assert explorer.result.alt_text(lang).startswith(words["alt"])
    assert words["axis"] in _figure_words(explorer.result, lang)


@pytest.mark.parametrize("lang", ["pt-PT", "es"])
def test_no_english_word_is_left(lang):
    # a bot that does not always play when it can (every row and sentence of the results shown), and one that does
    explorer = _ran(lang, bot="uniform", house_rules={"seven_swap": True, "challenge": False})
    texts = _texts(explorer) + _problems(lang) + [explorer.result.describe(lang)] + _texts(_ran(lang))
    english = _texts(_ran("en", bot="uniform", house_rules={"seven_swap": True, "challenge": False}))
    assert len(texts) > 60 and not set(texts) & set(english) - set(PLAIN_PRESETS)  # only the presets' names
    left = sorted({match.group(0) for text in texts for match in ENGLISH.finditer(text)})
    assert left == [], left


def test_the_pseudo_locale_leaves_no_word_outside_its_brackets():
    """Every word comes from a catalogue: with ``en-XA`` only names (the presets'), digits and signs stand
    outside the brackets (as tests/test_table_languages.py checks the table)."""
    explorer = _ran("en-XA", bot="uniform", house_rules={"seven_swap": True, "challenge": False})
    texts = _texts(explorer) + _problems("en-XA") + [explorer.result.describe("en-XA")] + _texts(_ran("en-XA"))
    for text in texts:
        rest = NAMES_AND_DIGITS.sub("", outside_brackets(text))
        assert rest == "", (rest, text)
    assert "[Pláîñ rüléš tö çömpáré wîth]" in texts and len(texts) > 60


def test_progress_counts_in_the_language():
    explorer = HouseRulesExplorer(lang="pt-PT")
    explorer.progress.count(120, 400)
    assert explorer.progress.count_text == "120 de 400 rondas"
    explorer.set_lang("es")
    assert explorer.progress.count_text == "120 de 400 rondas" and explorer.progress.label == "Rondas jugadas"
    explorer.set_lang("en")
    assert (explorer.progress.count_text, explorer.progress.label) == ("120 of 400 rounds", "Rounds played")


# -- set_lang --------------------------------------------------------------------------------------------

def test_set_lang_rewords_everything_and_keeps_the_form_and_result():
    english = _ran("en")
    explorer = _ran("en")
    explorer.rule_boxes["jump_in"].value = True
    explorer.bot.value = "uniform"
    result = explorer.result
    explorer.set_lang("pt-PT")
    assert explorer.lang == "pt-PT" and explorer.result is result
    assert explorer.rule_boxes["jump_in"].value and explorer.bot.value == "uniform"
    assert explorer.preset.description == "Regras simples para comparar"
    assert explorer.table.value == result.to_html("pt-PT")
    assert explorer.progress.history[-1][1].startswith("Feito: classic com Sete-Zero contra classic simples")
    assert explorer.rule_boxes["challenge"].description.startswith("Contestar: ")
    explorer.set_lang("es")
    assert explorer.progress.history[-1][1].startswith("Hecho: ") and "Desafío" in explorer.rule_boxes["challenge"].description
    # a problem shown is said again in the new language
    explorer.rounds.value = 1
    explorer.run()
    assert explorer.progress.history[-1] == (True, "Problema: rondas por conjunto de reglas: 1 no se permite aquí; "
                                                   "elige de 2 a 2.000")
    explorer.set_lang("pt-PT")
    assert explorer.progress.history[-1] == (True, "Problema: rondas por conjunto de regras: 1 não é permitido aqui; "
                                                   "escolha de 2 a 2\u00a0000")
    explorer.rounds.value = 6
    explorer.rule_boxes["jump_in"].value = False
    explorer.bot.value = "random"
    explorer.run()
    explorer.set_lang("en")  # back to English: every word shown is the English explorer's
    assert _texts(explorer, said=False) == _texts(english, said=False)


@pytest.mark.parametrize("bad", ["fr", "pt-BR", 7])
def test_an_unknown_language_names_the_languages(bad):
    with pytest.raises(LanguageError, match="languages are: en, pt-PT, es"):
        HouseRulesExplorer(lang=bad)
    explorer = HouseRulesExplorer()
    with pytest.raises(UnokitError, match="languages are: en, pt-PT, es"):
        explorer.set_lang(bad)
    assert explorer.lang == "en" and explorer.preset.description == "Plain rules to compare with"
    result = compare({"seven_swap": True}, players=3, rounds=4, seed=1, bots=("random",))
    with pytest.raises(LanguageError, match="languages are: en, pt-PT, es"):
        result.to_html(bad)


# -- English unchanged -----------------------------------------------------------------------------------

def test_english_is_word_for_word_as_before():
    """The English of a seeded run, as the explorer wrote it before its words came from the catalogue."""
    explorer = _ran("en")
    result = explorer.result
    assert explorer.progress.history == [
        (False, "Playing 6 rounds of each rule set…"),
        (False, "Done: classic with Seven-O against plain classic, 6 rounds each. Mean round length 36.3 turns "
                "against 40.2 (no clear change). The table follows.")]
    assert result.alt_text() == result.alt_text("en") == (
        "Two charts comparing plain classic (open bars and circles) with classic with Seven-O (hatched bars and "
        "filled squares) over 6 rounds each. Left: histogram of round length in turns; mean 40.2 against 36.3. "
        "Right: shares with 95% intervals: first seat wins 50% against 33% (fair share 33%), round ends blocked "
        "0% against 0%, turn with a legal play 83% against 82%.")
    assert result.rows()[0] == ("Round length: mean turns", "40.2 (24.9 to 55.5)", "36.3 (23.6 to 49.0)",
                                "-3.8 (-22.5 to +14.8)")
    assert result.caption() == (
        "classic with Seven-O against plain classic: 6 rounds each from the same seeds (seed 4), 3 players, random "
        "bots. Means and shares with 95% intervals, the median with the range of the middle half of the rounds; "
        "change = house rules minus plain.")
    assert explorer.table.value == result.to_html() and explorer.rounds.description == "Rounds per rule set (2 to 2,000)"
    assert explorer.bot.options[2] == ("Uniform: any legal move, even drawing or keeping a playable card (slow, long "
                                       "rounds)", "uniform")
    assert explorer._intro.value.startswith("<p>Bots play the same deals twice, by the plain rules and with the "
                                            "house rules ticked below; the table and the plot compare round length, "
                                            "the first seat's advantage,")


def test_a_preset_compared_whole_keeps_its_name_and_other_flags_their_record_names():
    result = compare("party", "classic", players=4, rounds=4, seed=3, bots=("greedy",))
    assert result.labels("pt-PT") == ("classic simples", "party")
    mixed = compare({"hand_size": 5, "seven_swap": True, "challenge": False}, players=4, rounds=4, seed=3)
    assert mixed.labels() == ("plain classic", "classic with hand size 5, Seven-O and Challenge off")
    assert mixed.labels("es") == ("classic básico", "classic con hand_size 5, Siete-Cero y sin Desafío")


# -- the dashboard -----------------------------------------------------------------------------------------

def test_the_dashboard_makes_the_explorer_in_its_language_and_changes_it_with_the_chooser():
    from test_dashboard_language import _own_texts

    from unokit.dashboard.app import Dashboard

    board = Dashboard(seed=1, lang="pt-PT")
    explorer = board.explorer
    assert explorer.lang == "pt-PT" and explorer.preset.description == "Regras simples para comparar"
    assert not any(cls.startswith("unokit-lang-") for cls in explorer._dom_classes)  # not marked English
    board.language._on_message(None, {"type": "lang", "lang": "es"}, None)
    assert board.explorer is explorer and explorer.lang == "es"
    assert explorer.run_button.description == "Hacer la comparación"
    # every word of the dashboard's own parts, the explorer now among them, comes from a catalogue
    pseudo = Dashboard(seed=1, lang="en-XA")
    pseudo.explorer.rule_boxes["seven_swap"].value = True
    pseudo.explorer.rounds.value = 1
    pseudo.explorer.run()
    texts = _own_texts(pseudo)
    assert "[Pláîñ rüléš tö çömpáré wîth]" in texts and any(text.startswith("[Pröblém: ") for text in texts)
    for text in texts:
        rest = NAMES_AND_DIGITS.sub("", re.sub(r"\b(?:Ana|Ben|Cy)\b", "", outside_brackets(text)))
        assert rest == "", (rest, text)
