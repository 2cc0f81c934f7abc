"""Speech and sounds in headless Chromium (issue 11 item 4): the bots wait for the page's speech to end
(and go on after the cap when it never ends), each voice speaks its own messages, the earcons are
made in the page and fetch nothing, and reduced motion leaves no transition or animation on the table.
(axe with the speech and sound settings shown and switched on: test_keys_dashboard_browser.py, in the
dashboard, whose page has its landmarks.)

The table is ``notebooks/voice.ipynb`` (the position of ``keys.ipynb``, the cap set to 2 s). The
browser's ``speechSynthesis`` is replaced before the page loads by a stub that records each utterance
and ends it only when the test says so; ``AudioContext`` is wrapped to count the oscillators made.
Controls are found by role and name; every check waits for the state it asserts.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect
from test_dashboard_browser import settle
from voila_support import BUSY_MACHINE_TIMEOUT_MS, busy_context, wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"
NOTEBOOK = "voice.ipynb"
TABLE = ".test-voice"

#: A speechSynthesis that speaks nothing: utterances are recorded, and end when __ukEndSpeech() is called.
SPEECH_STUB = """
(() => {
  const spoken = [];
  window.__ukSpoken = spoken;
  class Utterance {
    constructor(text) { this.text = text; this.rate = 1; this.voice = null; this.lang = "";
                        this.onend = null; this.onerror = null; }
  }
  const voices = [{name: "Stub One", lang: "en-GB", voiceURI: "one", default: true, localService: true},
                  {name: "Stub Two", lang: "en-US", voiceURI: "two", default: false, localService: true}];
  const synth = {
    speaking: false, pending: false, paused: false,
    speak(u) { spoken.push({text: u.text, rate: u.rate, voice: u.voice ? u.voice.name : null, ended: false, u}); },
    cancel() {}, pause() {}, resume() {},
    getVoices() { return voices; },
    addEventListener() {}, removeEventListener() {},
  };
  Object.defineProperty(window, "speechSynthesis", {value: synth, configurable: true});
  window.SpeechSynthesisUtterance = Utterance;
  window.__ukEndSpeech = () => {
    for (const item of spoken) {
      if (!item.ended) { item.ended = true; if (item.u.onend) item.u.onend({}); }
    }
  };
})();
"""

#: Count the WebAudio nodes the page makes (the sounds are real: the context is Chromium's own).
AUDIO_COUNTER = """
(() => {
  window.__ukAudio = {contexts: 0, oscillators: 0, gains: 0};
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.__ukAudio.contexts += 1; }
    createOscillator() { window.__ukAudio.oscillators += 1; return super.createOscillator(); }
    createGain() { window.__ukAudio.gains += 1; return super.createGain(); }
  };
})();
"""

POSITION_TOTAL = f"() => Number(document.querySelector('{TABLE} .unokit-position').dataset.total)"


def page_errors(page) -> list[str]:
    """The page's console errors and exceptions, less the stock Voila page's failed loads from a CDN at
    load time (no network here; the sounds' own requests are checked by recording them)."""
    return [error for error in page.console_errors if not error.startswith("Failed to load resource")]


def open_table(voila_server, page, *scripts: str):
    for script in scripts:
        page.add_init_script(script)
    page.goto(voila_server.notebook_url(NOTEBOOK))
    wait_for_widgets(page, f"{TABLE} .unokit-command-input")
    wait_for_widgets(page, f"{TABLE} .unokit-hand-interactive button.unokit-card-button")
    settle(page, quiet_ms=300)
    page.get_by_role("button", name="Announcements").click()
    expect(page.get_by_role("checkbox", name="Speak announcements (the browser's speech synthesis)")).to_be_visible()
    return page


def switch_speech_on(page):
    page.get_by_role("checkbox", name="Speak announcements (the browser's speech synthesis)").check()
    # the kernel has taken the setting when it sends it back: the rate and voices are enabled then
    expect(page.get_by_role("slider", name="Speech rate")).to_be_enabled()


def command(page, text: str) -> None:
    field = page.get_by_role("textbox", name="Command")
    field.fill(text)
    field.press("Enter")
    expect(field).to_have_value("")  # the kernel made the move


def utterances(page) -> list[dict]:
    return page.evaluate("() => window.__ukSpoken.map(({text, rate, voice, ended}) => ({text, rate, voice, ended}))")


def test_bots_wait_until_the_announcement_has_been_spoken_each_voice_speaking_its_own(voila_server, page):
    page = open_table(voila_server, page, SPEECH_STUB)
    switch_speech_on(page)
    page.get_by_role("combobox", name="Voice for other players' moves").select_option("Stub Two")
    page.get_by_role("slider", name="Speech rate").fill("1.5")
    page.wait_for_function("() => document.querySelector('.unokit-voice-settings output').textContent === '1.5×'")
    assert page.evaluate(POSITION_TOTAL) == 0
    command(page, "r5")
    page.wait_for_function("() => window.__ukSpoken.some(u => u.text.startsWith('Ana plays Red 5'))")
    # the bots answer 0.15 s after a move when nothing is spoken; give them far longer: they wait. (A check
    # that nothing happens can only wait a while; on a busy machine it may pass without proving much, never
    # fail for being slow.)
    page.wait_for_timeout(1000)
    settle(page, quiet_ms=300)
    assert page.evaluate(POSITION_TOTAL) == 1
    said = utterances(page)
    assert [u["text"][:15] for u in said] == ["Ana plays Red 5"], said
    assert said[0]["voice"] is None and said[0]["rate"] == 1.5  # your own move: the default voice
    assert page.locator(f"{TABLE} p.unokit-announce").text_content().startswith("Ana plays Red 5")
    page.evaluate("() => window.__ukEndSpeech()")
    page.wait_for_function(f"() => ({POSITION_TOTAL})() >= 3")  # Ben and Cy moved
    page.wait_for_function("() => window.__ukSpoken.some(u => u.text.includes('Your turn'))")
    bots = [u for u in utterances(page) if "Your turn" in u["text"]]
    assert bots[0]["voice"] == "Stub Two", bots  # other seats' moves: the other voice

    # a synthesiser that never ends: the bots go on after the cap (2 s in the notebook)
    before = page.evaluate(POSITION_TOTAL)
    command(page, "wild blue")
    page.wait_for_function(f"(n) => ({POSITION_TOTAL})() > n + 1", arg=before, timeout=BUSY_MACHINE_TIMEOUT_MS)
    assert not any(u["ended"] for u in utterances(page) if u["text"].startswith("Ana plays Wild"))
    assert page_errors(page) == []


def test_sounds_are_made_in_the_page_and_fetch_nothing(voila_server, page):
    page = open_table(voila_server, page, AUDIO_COUNTER)
    requests: list[str] = []
    page.get_by_role("checkbox", name="Play sounds for events: your turn, a card played, a card drawn, "
                     "a penalty (cards to draw, a catch, a challenge), UNO, a Wild, the round end").check()
    page.wait_for_function("() => window.__ukAudio.contexts === 1")  # made in the person's click
    settle(page, quiet_ms=300)
    page.on("request", lambda request: requests.append(request.url))
    command(page, "r5")
    page.wait_for_function(f"() => document.querySelector('{TABLE} p.unokit-announce').textContent"
                           ".includes('Your turn')")
    # Ana's Red 5 (a play: one tone), then the bots' answer (a play: one tone; your turn: two tones)
    page.wait_for_function("() => window.__ukAudio.oscillators === 4")
    settle(page, quiet_ms=500)
    counts = page.evaluate("() => window.__ukAudio")
    assert counts == {"contexts": 1, "oscillators": 4, "gains": 4}, counts
    assert requests == [], requests
    assert page_errors(page) == []


def test_reduced_motion_leaves_no_transition_or_animation_on_the_table(voila_server, page, browser):
    durations = f"""() => Array.from(document.querySelectorAll('{TABLE}, {TABLE} *')).flatMap(el => {{
        const style = getComputedStyle(el);
        return [style.transitionDuration, style.animationDuration].flatMap(d => d.split(','))
            .map(d => parseFloat(d)).filter(d => d > 0).map(d => (el.className || el.tagName) + ' ' + d);
    }})"""
    page = open_table(voila_server, page)  # the page fixture asks for reduced motion
    assert page.evaluate(durations) == []
    # without the preference the cards do move (so the check above can see a transition)
    context = busy_context(browser, viewport={"width": 1280, "height": 900}, reduced_motion="no-preference")
    try:
        moving = open_table(voila_server, context.new_page())
        assert any("unokit-card-button" in found for found in moving.evaluate(durations))
    finally:
        context.close()


def test_the_speech_and_sound_settings_are_kept_in_this_browser(voila_server, page):
    page = open_table(voila_server, page, SPEECH_STUB)
    switch_speech_on(page)
    page.get_by_role("combobox", name="Voice for your moves and answers").select_option("Stub One")
    expect(page.get_by_role("combobox", name="Voice for your moves and answers")).to_have_value("Stub One")
    page.wait_for_function("() => JSON.parse(localStorage.getItem('unokit.voice') || '{}').own_voice === 'Stub One'")
    # a new kernel (the page opened again) starts with speech off; the stored choice is sent to it
    page = open_table(voila_server, page)
    expect(page.get_by_role("slider", name="Speech rate")).to_be_enabled()  # the kernel took speech on
    expect(page.get_by_role("checkbox", name="Speak announcements (the browser's speech synthesis)")).to_be_checked()
    expect(page.get_by_role("combobox", name="Voice for your moves and answers")).to_have_value("Stub One")
    assert page_errors(page) == []
