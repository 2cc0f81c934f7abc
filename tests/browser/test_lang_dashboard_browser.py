"""The dashboard in Portuguese by ear (issue 26, DESIGN.md contract 7): ``?lang=pt-PT`` opens a table that
speaks European Portuguese. The page's ``<html lang>`` and the table's root say ``pt-PT`` (WCAG 3.1.1),
the language chooser shows it, a one-key answer and the move announcements are in Portuguese, moves typed
in the command field with Portuguese words (a card named colour first, ``azul 3``, or ``compro``) are made,
and axe finds no violation. Only roles, names, key presses and the live region's words are used, as in the
English round by ear (test_keys_dashboard_browser.py); waits wait for the state they assert, with the busy
machine's timeouts (conftest.py)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from test_dashboard_browser import HAND, _axe_violations, settle
from test_keys_dashboard_browser import DASHBOARD, VOILA_NOTEBOOKS  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)
from voila_support import wait_for_page_change, wait_for_widgets

pytestmark = pytest.mark.browser

TABLE = ".unokit-table[lang='pt-PT']"
#: Portuguese colour words of the classic deck (the catalogue's colour names)
COLOURS = ("vermelho", "vermelha", "amarelo", "amarela", "verde", "azul")


def _run(page, field, status, text: str, timeout_s: float = 60) -> tuple[bool, str]:
    """Type ``text`` in the command field and press Enter; wait until the page has the result (the field
    emptied: carried out; marked invalid: refused) and return it with the status line's words."""
    field.fill(text)
    field.press("Enter")
    page.wait_for_function("(field) => field.value === '' || field.getAttribute('aria-invalid') === 'true'",
                           arg=field.element_handle(), timeout=timeout_s * 1000)
    return field.input_value() == "", status.inner_text()


#: the brief answer's words for a move that is not a card, as a person types them
_SAID = {"comprar": "compro", "passar": "passo", "contestar": "contesto", "aceitar": "aceito"}


def _commands(moves: str) -> list[str]:
    """The brief Portuguese "jogadas" answer ("3 jogadas: 3 azul, Coringa, escolher uma cor, comprar.") as
    commands in Portuguese words, a card named colour first ("azul 3"), a Coringa with a colour
    ("coringa azul"), "dizer UNO" kept with its card ("azul 3 uno"), the rest as a person says them
    ("compro", "passo"); in the answer's order (plays first)."""
    if ":" not in moves:
        return []
    commands: list[str] = []
    for part in moves.split(":", 1)[1].strip().rstrip(".").split(", "):
        words = part.lower().split()
        if part in ("escolher uma cor", "dizer UNO") and commands:
            commands[-1] += " azul" if part == "escolher uma cor" else " uno"
        elif part in _SAID:
            commands.append(_SAID[part])
        elif len(words) >= 2 and words[-1] in COLOURS:
            commands.append(" ".join([words[-1], *words[:-1]]))  # "3 azul" -> "azul 3"
        elif words:
            commands.append(" ".join(words))  # "coringa", "coringa +4" (its colour follows)
    return commands


def test_a_portuguese_round_by_ear_through_the_address(voila_server, page):
    page.goto(voila_server.notebook_url(DASHBOARD) + "?lang=pt-PT&seed=5&humans=0&players=3")
    wait_for_widgets(page, f"{TABLE} {HAND} button.unokit-card-button")
    expect(page.locator("html")).to_have_attribute("lang", "pt-PT")
    expect(page.get_by_role("combobox", name="Language (Idioma)")).to_have_value("pt-PT")
    # the dashboard's own words are Portuguese too, and its root says so
    expect(page.locator(".unokit-dashboard")).to_have_attribute("lang", "pt-PT")
    expect(page.get_by_role("button", name="Novo jogo: regras, jogadores, bots, semente")).to_be_visible()
    expect(page.get_by_role("button", name="Copiar uma ligação para esta posição")).to_be_visible()
    expect(page.locator(".unokit-language-root label")).to_have_attribute("lang", "en")
    expect(page.locator(".unokit-table-heading")).to_have_text(re.compile(r"^Mesa: Regras clássicas, ronda 1"))
    field = page.get_by_role("textbox", name="Comando")
    status = page.locator(f"{TABLE} [role=status].unokit-announce")
    settle(page, quiet_ms=300)
    # brief answers, as the English round by ear reads them
    page.get_by_role("button", name="Anúncios").click()
    page.get_by_role("radio", name="Breves: só os factos").check()
    page.get_by_role("button", name="Anúncios").click()

    # a one-key answer in Portuguese, focus left where it was
    card = page.locator(f"{TABLE} {HAND} button.unokit-card-button[tabindex='0']").first
    card.focus()
    page.keyboard.press("h")
    expect(status).to_have_text(re.compile(r"^\d+ cartas?\. "))
    expect(card).to_be_focused()

    # the person's turns, played with Portuguese words until one card is played colour first
    played, announced = [], []
    for _ in range(40):
        _ok, turn = _run(page, field, status, "vez")
        if turn.startswith("Ronda terminada"):
            break
        if not turn.startswith("A sua vez"):
            wait_for_page_change(page)  # the bots are answering: ask again once the page has changed
            continue
        _ok, moves = _run(page, field, status, "jogadas")
        assert re.match(r"^\d+ jogadas?", moves), moves
        for command in _commands(moves):
            ok, said = _run(page, field, status, command)
            if ok:
                played.append(command)
                announced.append(said)
                break
        else:
            pytest.fail(f"no move of {moves!r} was accepted")
        if any(command.split()[0] in COLOURS for command in played):
            break
    assert any(command.split()[0] in COLOURS for command in played), played
    # the announcement of the person's own move is the engine's narration in Portuguese
    assert any(re.search(r"\bAna (joga|compra)\b", said) for said in announced), announced
    assert not any(re.search(r"\b(plays|draws|Your turn)\b", said) for said in announced), announced

    settle(page, quiet_ms=300)
    assert _axe_violations(page) == []


#: A speechSynthesis that speaks nothing and records each utterance (as test_voice_browser.py's), with an
#: English and a European Portuguese voice
SPEECH_STUB = """
(() => {
  const spoken = [];
  window.__ukSpoken = spoken;
  class Utterance {
    constructor(text) { this.text = text; this.rate = 1; this.voice = null; this.lang = ""; this.onend = null; }
  }
  const voices = [{name: "Stub English", lang: "en-GB", voiceURI: "en", default: true, localService: true},
                  {name: "Stub Joana", lang: "pt-PT", voiceURI: "pt", default: false, localService: true}];
  Object.defineProperty(window, "speechSynthesis", {configurable: true, value: {
    speaking: false, pending: false, paused: false,
    speak(u) { spoken.push({text: u.text, voice: u.voice ? u.voice.name : null, lang: u.lang});
               setTimeout(() => u.onend && u.onend({}), 10); },
    cancel() {}, pause() {}, resume() {}, getVoices() { return voices; },
    addEventListener() {}, removeEventListener() {},
  }});
  window.SpeechSynthesisUtterance = Utterance;
})();
"""


def test_self_voicing_speaks_portuguese_with_a_portuguese_voice(voila_server, page):
    """With speech on and no voice chosen, the table's words are spoken by a voice of its language (issue 26:
    self-voicing picks a voice of that language)."""
    page.add_init_script(SPEECH_STUB)
    page.goto(voila_server.notebook_url(DASHBOARD) + "?lang=pt-PT&seed=5&humans=0&players=3")
    wait_for_widgets(page, f"{TABLE} {HAND} button.unokit-card-button")
    settle(page, quiet_ms=300)
    page.get_by_role("button", name="Anúncios").click()
    # the speech and sound settings in Portuguese too (voice.py's texts), the rate in Portuguese numbers
    expect(page.locator(f"{TABLE} .unokit-voice-settings legend")).to_have_text("Fala e sons")
    page.get_by_role("checkbox", name="Ler os anúncios em voz alta (a síntese de fala do navegador)").check()
    rate = page.get_by_role("slider", name="Velocidade da fala")
    expect(rate).to_be_enabled()
    expect(rate).to_have_attribute("aria-valuetext", "1,0 vezes a normal")
    expect(page.get_by_role("combobox", name="Voz das suas jogadas e respostas")).to_contain_text("Voz padrão do navegador")
    page.locator(f"{TABLE} {HAND} button.unokit-card-button[tabindex='0']").first.focus()
    page.keyboard.press("h")
    page.wait_for_function("() => window.__ukSpoken.some(u => /^\\d+ cartas?\\. /.test(u.text))")
    said = page.evaluate("() => window.__ukSpoken.filter(u => /^\\d+ cartas?\\. /.test(u.text))")
    assert said and all(u["voice"] == "Stub Joana" and u["lang"] == "pt-PT" for u in said), said
