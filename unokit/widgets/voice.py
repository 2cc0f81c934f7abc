"""Self-voicing and sounds at a GameTable (issue 11 item 4): optional, off by default.

- **Speech**: the page speaks every message of the table's live regions
  (:class:`~unokit.widgets.live.TableLive`) with the browser's speech synthesis (Web Speech API,
  ``speechSynthesis``), at the person's rate and in the voice they chose, with a second voice for the
  other seats' moves. The text is not built twice: :class:`TableVoice` watches the live region's
  ``serial`` (bumped by every :meth:`TableLive.say`) and hands the same words to the page as a *cue*.
- **Earcons**: a short sound per event (:data:`EARCONS`: your turn, a play, a draw, a penalty, UNO, a
  Wild, the round end), made in the page with WebAudio oscillators (``static/voice.js``); nothing is
  fetched. They have their own switch.
- **Bots wait for speech**: with speech on, a bot does not move while an announcement is still being
  spoken. The kernel side decides (Python stays the only authority): every cue said while speech is on
  is *pending* until the page sends ``{"type": "spoken", "serial": N}`` (the utterance's ``end``
  event) or until :attr:`TableVoice.speech_wait_s` seconds have passed (the cap, default
  :data:`SPEECH_WAIT_S`), so a stuck synthesiser never blocks the game. The table's bot timers
  (:meth:`GameTable.bots_move`, :meth:`GameTable.tick`) ask :meth:`TableVoice.voice_holds` before a bot
  moves and are called again when the cue is released (:class:`SpeechGate`). With speech on and
  "one by one" bot moves, each bot move is announced (and so spoken) before the next one is made.

The settings are validated traitlets (``speech``, ``speech_rate``, ``own_voice``, ``others_voice``,
``sounds``) shown in the table's "Announcements" panel (:class:`VoicePanel`: labelled native controls)
and kept per browser in ``localStorage`` (key :data:`STORAGE_KEY`), as the announcement settings are.
The page's ``prefers-reduced-motion`` is honoured by the table's stylesheet (no transition or animation).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind
from unokit.widgets._sync import PythonAuthority

__all__ = ["TableVoice", "VoicePanel", "SpeechGate", "VoiceError", "move_events", "latest_said", "check_voice_settings",
           "earcon_words", "voice_texts", "VOICE_TEXTS", "DEFAULT_VOICE", "EARCONS", "STORAGE_KEY", "SPEECH_WAIT_S", "SPEECH_RATE_RANGE", "SPEECH_WAIT_RANGE"]

_STATIC = Path(__file__).parent / "static"
#: The events that have an earcon, in the order the panel lists them, with their words.
EARCONS: dict[str, str] = {
    "turn": "your turn",
    "play": "a card played",
    "draw": "a card drawn",
    "penalty": "a penalty (cards to draw, a catch, a challenge)",
    "uno": "UNO",
    "wild": "a Wild",
    "end": "the round end",
}
#: The panel's own words that ``static/voice.js`` writes (in English by default), each the catalogue's
#: ``table-voice-*`` message of the same name (``rate_text`` and ``missing`` hold ``{rate}`` and ``{name}``,
#: put in by the page); :func:`voice_texts` gives them in a language.
VOICE_TEXTS = ("legend", "speech", "rate", "rate_text", "own", "others", "default", "missing", "no_speech")
#: The ``localStorage`` key under which a browser keeps the person's speech and sound settings.
STORAGE_KEY = "unokit.voice"
#: How long bots wait at most for an announcement to be spoken, seconds (the default cap).
SPEECH_WAIT_S = 6.0
#: Speech rates offered (1 is the synthesiser's normal rate; the Web Speech API allows 0.1 to 10).
SPEECH_RATE_RANGE = (0.5, 2.0)
#: Caps on the wait for speech that :attr:`TableVoice.speech_wait_s` accepts, seconds.
SPEECH_WAIT_RANGE = (0.5, 30.0)
#: The most events one cue sounds (a long summary of bot moves sounds its first few kinds).
MAX_EVENTS = 4
#: How many recent cues the page is sent (it speaks those newer than the last it spoke).
CUE_HISTORY = 12
#: The longest voice name accepted (voice names come from the browser's ``getVoices()``).
MAX_VOICE_NAME = 200


class VoiceError(UnokitError):
    """A speech or sound setting with a value that is not allowed (the message names the allowed)."""


def move_events(move: Move, pending_before: int = 0) -> list[str]:
    """The earcon events (keys of :data:`EARCONS`) of one move, in order.

    Args:
        move: the move made.
        pending_before: the penalty waiting (cards) in the position the move was made in; a ``draw``
            then takes the penalty (RULES.md "Draw Two", "Stacking") and sounds ``"penalty"``.

    A play sounds ``"wild"`` when it puts down a Wild or Wild Draw Four, else ``"play"``, then ``"uno"``
    when it declares UNO; ``accept``, ``catch`` and ``challenge`` sound ``"penalty"`` (someone draws);
    a late ``uno`` sounds ``"uno"``; naming the Wild starter's colour sounds ``"wild"``; ``pass`` none.
    """
    kind = move.kind
    if kind is MoveKind.PLAY:
        events = ["wild" if any(card.is_wild for card in move.cards) else "play"]
        return events + (["uno"] if move.uno else [])
    if kind is MoveKind.DRAW:
        return ["penalty" if pending_before else "draw"]
    if kind in (MoveKind.ACCEPT, MoveKind.CATCH, MoveKind.CHALLENGE):
        return ["penalty"]
    if kind is MoveKind.UNO:
        return ["uno"]
    if kind is MoveKind.CHOOSE:
        return ["wild"]
    return []


def earcon_words(lang: str = "en") -> dict[str, str]:
    """:data:`EARCONS` in ``lang`` (the catalogue's ``table-earcon-*`` messages); English is :data:`EARCONS`."""
    from unokit.i18n import message, resolve_language

    if resolve_language(lang) == "en":
        return dict(EARCONS)
    return {key: message(f"table-earcon-{key}", lang) for key in EARCONS}


def _earcon_list(lang: str) -> list[list[str]]:
    """:func:`earcon_words` as the page's ``earcons`` trait takes them: ``[[event, words]]``."""
    return [[key, words] for key, words in earcon_words(lang).items()]


def voice_texts(lang: str = "en") -> dict[str, str]:
    """The speech and sound panel's words in ``lang`` for its page (:data:`VOICE_TEXTS`, the sounds' label,
    and ``decimal``, the language's decimal sign for the rate, from Babel's CLDR data); ``{}`` for English,
    whose words ``static/voice.js`` writes itself (the same as ``en.ftl``'s, which the tests check)."""
    from unokit.i18n import babel_locale, message, resolve_language

    if resolve_language(lang) == "en":
        return {}
    from babel.numbers import get_decimal_symbol

    texts = {key: message(f"table-voice-{key.replace('_', '-')}", lang) for key in VOICE_TEXTS}
    texts["sounds"] = message("table-voice-sounds", lang, events=", ".join(earcon_words(lang).values()))
    texts["decimal"] = get_decimal_symbol(babel_locale(lang))
    return texts


class SpeechGate:
    """Which announcement is still being spoken, and who waits for it (no clock, no widget: testable).

    :meth:`expect` makes cue ``serial`` the pending one (a later cue replaces an earlier one: speech is
    spoken in order). :meth:`hold` answers whether a bot must wait and keeps its ``resume`` callback;
    :meth:`spoken` (the page's ``end`` of a cue at least as new as the pending one) and :meth:`expire`
    (the cap ran out for exactly that cue) release the wait and return the callbacks to call.
    """

    def __init__(self) -> None:
        self.pending: int | None = None
        self._waiting: list[Callable[[], Any]] = []

    def expect(self, serial: int) -> None:
        self.pending = int(serial)

    def hold(self, resume: Callable[[], Any]) -> bool:
        """True (and ``resume`` kept, once) while a cue is pending; False when nothing is being spoken."""
        if self.pending is None:
            return False
        if resume not in self._waiting:
            self._waiting.append(resume)
        return True

    def spoken(self, serial: int) -> list[Callable[[], Any]]:
        """The page has spoken cue ``serial``: release the wait if it covers the pending cue."""
        if self.pending is None or int(serial) < self.pending:
            return []
        return self._release()

    def expire(self, serial: int) -> list[Callable[[], Any]]:
        """The cap for cue ``serial`` ran out: release the wait if that cue is still the pending one."""
        if self.pending != serial:
            return []
        return self._release()

    def clear(self) -> None:
        """Forget the pending cue and the waiting callbacks (speech switched off)."""
        self.pending = None
        self._waiting = []

    def _release(self) -> list[Callable[[], Any]]:
        waiting, self._waiting, self.pending = self._waiting, [], None
        return waiting


class VoicePanel(PythonAuthority, anywidget.AnyWidget):
    """The speech and sound settings (labelled checkboxes, a rate slider, two voice choosers) and the
    page's speaker and earcon player (front end ``static/voice.js``).

    Synced traits (Python writes, the page only reads): ``settings`` (``{"speech": bool, "rate": float,
    "own_voice": str, "others_voice": str, "sounds": bool}``, what the table uses now), ``cues`` (the
    latest :data:`CUE_HISTORY` cues, ``{"serial", "text", "speaker": "own" | "others", "events",
    "assertive"}``), ``earcons`` (:data:`EARCONS` as ``[[event, words]]``), ``rate_range`` and
    ``storage_key`` (:data:`STORAGE_KEY`), ``texts`` (the panel's words in ``lang``, :func:`voice_texts`;
    empty for English: the page's own words).

    The page sends ``{"type": "settings", "settings": {...}}`` (a choice made, or a stored one restored)
    and ``{"type": "spoken", "serial": N}`` (cue N spoken, or not speakable in this browser);
    :attr:`on_settings` and :attr:`on_spoken` (set by the table) handle them.
    """

    _browser_writable = frozenset()
    _esm = _STATIC / "voice.js"
    _css = _STATIC / "keys.css"

    settings = traitlets.Dict().tag(sync=True)
    cues = traitlets.List(traitlets.Dict()).tag(sync=True)
    earcons = traitlets.List(traitlets.List()).tag(sync=True)
    rate_range = traitlets.List(traitlets.Float()).tag(sync=True)
    storage_key = traitlets.Unicode(STORAGE_KEY).tag(sync=True)
    texts = traitlets.Dict().tag(sync=True)

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        kwargs.setdefault("texts", voice_texts(lang))
        super().__init__(earcons=_earcon_list(lang), rate_range=list(SPEECH_RATE_RANGE), **kwargs)
        self.on_settings: Any = None
        self.on_spoken: Any = None
        self.on_msg(self._on_message)

    def set_lang(self, lang: str) -> None:
        """Word the panel and its earcons in ``lang`` (a catalogue tag)."""
        self.texts, self.earcons = voice_texts(lang), _earcon_list(lang)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "settings" and self.on_settings is not None:
            self.on_settings(content.get("settings"))
        elif kind == "spoken" and isinstance(content.get("serial"), int) and self.on_spoken is not None:
            self.on_spoken(content["serial"])

    def add_cue(self, live: Any, text: str, speaker: str, events: list[str]) -> None:
        """Give the page ``text``, the live region ``live``'s latest message (:func:`latest_said`), to speak
        in the ``speaker``'s voice ("own" or "others") with the earcons of ``events``; the page keeps the
        latest :data:`CUE_HISTORY` cues."""
        cue = {"serial": live.serial, "text": text, "speaker": speaker, "events": events,
               "assertive": live.latest == "assertive"}
        self.cues = [*self.cues[-(CUE_HISTORY - 1):], cue]


def latest_said(live: Any) -> str:
    """The latest message of the live region ``live`` (a :class:`~unokit.widgets.live.TableLive`): its
    assertive or its polite text, whichever was said last; ``""`` when there is none."""
    return str(live.assertive if live.latest == "assertive" else live.polite)


class TableVoice(traitlets.HasTraits):
    """A part of :class:`~unokit.widgets.table.GameTable` (inside its ear,
    :class:`~unokit.widgets.keys.TableEar`): speech, earcons and bots that wait for speech.

    Args:
        session: the table's :class:`~unokit.widgets.session.TableSession` (who moved, the viewer).
        live: the table's :class:`~unokit.widgets.live.TableLive`, whose every message becomes a cue.
        clock: the table's :class:`~unokit.widgets.clock.TableClock` (the cap on the wait for speech).
        settings: returns the announcement settings now (:class:`~unokit.announce.AnnounceSettings`).
        announce: says the moves not yet announced (the table's announcement of bot moves).

    Traitlets (validated; :class:`VoiceError` names the allowed values):

    - ``speech`` (bool, default False): speak the live regions' messages in the page;
    - ``speech_rate`` (float, :data:`SPEECH_RATE_RANGE`, default 1.0: the synthesiser's normal rate);
    - ``own_voice`` and ``others_voice`` (str, a voice name from the browser's ``getVoices()``, "" for
      the browser's default; at most :data:`MAX_VOICE_NAME` characters): the voice for your moves and
      answers, and the voice for other seats' moves;
    - ``sounds`` (bool, default False): an earcon per event (:data:`EARCONS`);
    - ``speech_wait_s`` (float seconds, :data:`SPEECH_WAIT_RANGE`, default :data:`SPEECH_WAIT_S`): the
      longest bots wait for an announcement to be spoken.

    A browser's stored choice (``localStorage``) replaces the first five when the table is shown.
    """

    speech = traitlets.Bool(False)
    speech_rate = traitlets.Float(1.0)
    own_voice = traitlets.Unicode("")
    others_voice = traitlets.Unicode("")
    sounds = traitlets.Bool(False)
    speech_wait_s = traitlets.Float(SPEECH_WAIT_S)

    def __init__(self, session: Any, live: Any, clock: Any, *, settings: Callable[[], Any],
                 announce: Callable[[], Any]) -> None:
        super().__init__()
        self.session, self.live, self.clock = session, live, clock
        self._settings, self._announce = settings, announce
        self._voice_gate = SpeechGate()
        self._voice_game: Any = session.game
        self._voice_told = len(session.game.move_stack)  # moves of _voice_game covered by a cue
        self._voice_turn_at: tuple[int, int] | None = None  # (game id, moves) of the last "turn" earcon
        #: the speech and sound settings in the page, and the page's speaker
        self.voice_panel = VoicePanel(getattr(session, "lang", "en"), settings=self.voice_settings)
        self.voice_panel.on_settings = self._voice_settings_from_page
        self.voice_panel.on_spoken = self.voice_spoken
        live.observe(self._on_live_said, "serial")

    @traitlets.validate("speech_rate")
    def _valid_rate(self, proposal: dict[str, Any]) -> float:
        return _in_range("speech_rate", proposal["value"], SPEECH_RATE_RANGE)

    @traitlets.validate("speech_wait_s")
    def _valid_wait(self, proposal: dict[str, Any]) -> float:
        return _in_range("speech_wait_s", proposal["value"], SPEECH_WAIT_RANGE)

    @traitlets.validate("own_voice", "others_voice")
    def _valid_voice(self, proposal: dict[str, Any]) -> str:
        return _voice_name(proposal["trait"].name, proposal["value"])

    @traitlets.observe("speech", "speech_rate", "own_voice", "others_voice", "sounds")
    def _voice_settings_changed(self, change: dict[str, Any]) -> None:
        self.voice_panel.settings = self.voice_settings
        if change["name"] == "speech" and not change["new"]:
            self._voice_release(self._voice_gate.pending)

    @property
    def voice_settings(self) -> dict[str, Any]:
        """The speech and sound settings as the panel and ``localStorage`` hold them."""
        return {"speech": self.speech, "rate": self.speech_rate, "own_voice": self.own_voice,
                "others_voice": self.others_voice, "sounds": self.sounds}

    @voice_settings.setter
    def voice_settings(self, value: Any) -> None:
        value = check_voice_settings(value)
        with self.hold_trait_notifications():
            for key, trait in (("speech", "speech"), ("rate", "speech_rate"), ("own_voice", "own_voice"),
                               ("others_voice", "others_voice"), ("sounds", "sounds")):
                if key in value:
                    setattr(self, trait, value[key])

    def _voice_settings_from_page(self, data: Any) -> None:
        try:
            self.voice_settings = data
        except (VoiceError, traitlets.TraitError):
            self.voice_panel.send_state("settings")  # put the page back in step

    # ---------------------------------------------------------------- cues
    def _on_live_said(self, _change: dict[str, Any]) -> None:
        text = latest_said(self.live)
        if not text:
            return
        serial = self.live.serial
        speaker, events = self._voice_cue_facts()
        self.voice_panel.add_cue(self.live, text, speaker, events)
        # a page can answer only through a kernel: outside one (no clock to wait on) nothing waits
        if self.speech and self.clock.speech_cap(self.speech_wait_s, self._voice_release, serial):
            self._voice_gate.expect(serial)

    def voice_forget_cues(self) -> None:
        """Send the page no earlier cue again (a hot-seat hand-over: the last person's drawn cards, ``h``
        answers, hints and analysis must not reach the next person's page; security review F8). The page
        speaks only cues newer than the last it spoke, so nothing said from now on is lost."""
        if self.voice_panel.cues:
            self.voice_panel.cues = []

    def _voice_cue_facts(self) -> tuple[str, list[str]]:
        """Who a new message speaks for ("own": your moves, answers and notes; "others": another seat's
        move) and its earcon events. A message takes the moves made since the last one; with bot moves
        told one by one, one move per message (the messages of a burst come in move order)."""
        session = self.session
        game = session.game
        moves = game.move_stack
        if game is not self._voice_game or self._voice_told > len(moves):
            self._voice_game, self._voice_told = game, len(moves)  # a new deal, a record, moves dropped
        first = self._voice_told
        untold = len(moves) - first
        take = min(untold, 1) if self._settings().bot_moves == "each" else untold
        self._voice_told = first + take
        covered = moves[first:first + take]
        speaker = "own"
        if covered and not (session.play and covered[-1].seat in session.human_seats):
            speaker = "others"
        if not self.sounds:
            return speaker, []
        events: list[str] = []
        for offset, move in enumerate(covered):
            pending = session.position(first + offset).pending_draw if move.kind is MoveKind.DRAW else 0
            for event in move_events(move, pending):
                if not events or events[-1] != event:
                    events.append(event)
        events = events[:MAX_EVENTS]
        if self._voice_told == len(moves) and session.at_latest:
            if game.is_over():
                if self._voice_turn_at != (id(game), -1):
                    events.append("end")
                    self._voice_turn_at = (id(game), -1)
            elif (session.play and game.current is not None and game.current == session.viewer
                  and self._voice_turn_at != (id(game), len(moves))):
                events.append("turn")
                self._voice_turn_at = (id(game), len(moves))
        return speaker, events

    # ---------------------------------------------------------------- bots waiting for speech
    def voice_holds(self, resume: Callable[[], Any]) -> bool:
        """True when a bot must wait: speech is on and an announcement is still being spoken; ``resume``
        is then called once it has been spoken or the cap (:attr:`speech_wait_s`) ran out."""
        return bool(self.speech) and self._voice_gate.hold(resume)

    def voice_spoken(self, serial: int) -> None:
        """The page has spoken cue ``serial`` (or cannot speak it): release the bots waiting for it."""
        self._voice_run(self._voice_gate.spoken(serial))

    def _voice_release(self, serial: int | None) -> None:
        """The cap for cue ``serial`` ran out (or speech was switched off): the bots waiting go on."""
        if serial is None:
            return
        self._voice_run(self._voice_gate.expire(serial))

    def _voice_run(self, waiting: list[Callable[[], Any]]) -> None:
        if self._voice_gate.pending is None:
            self.clock.stop_speech_cap()
        for resume in waiting:
            resume()

    def voice_each_bot_move(self) -> None:
        """After one bot move in a burst: with speech on and bot moves told one by one, announce it now,
        so it is spoken before the next bot moves."""
        if self.speech and self._settings().bot_moves == "each":
            self._announce()


#: The speech and sound settings of a page that has chosen none (speech and sounds off), as the panel and
#: ``localStorage`` hold them.
DEFAULT_VOICE: dict[str, Any] = {"speech": False, "rate": 1.0, "own_voice": "", "others_voice": "", "sounds": False}


def check_voice_settings(value: Any) -> dict[str, Any]:
    """``value``, some or all of a page's speech and sound settings (:data:`DEFAULT_VOICE`'s keys), checked:
    returns them (the rate as a float). Raises :class:`VoiceError` naming the setting and what it may hold
    (rates :data:`SPEECH_RATE_RANGE`, voice names of at most :data:`MAX_VOICE_NAME` characters)."""
    if not isinstance(value, dict):
        raise VoiceError(f"voice settings are a dict with keys {', '.join(DEFAULT_VOICE)}; got {type(value).__name__}")
    unknown = sorted(set(value) - set(DEFAULT_VOICE))
    if unknown:
        raise VoiceError(f"unknown voice setting {unknown[0]!r}; settings are: {', '.join(DEFAULT_VOICE)}")
    for name in ("speech", "sounds"):
        if name in value and not isinstance(value[name], bool):
            raise VoiceError(f"{name} must be true or false, not {value[name]!r}")
    checked = dict(value)
    for name in ("own_voice", "others_voice"):
        if name in checked:
            _voice_name(name, checked[name])
    if "rate" in checked:
        checked["rate"] = _in_range("speech_rate", checked["rate"], SPEECH_RATE_RANGE)
    return checked


def _in_range(name: str, value: Any, bounds: tuple[float, float]) -> float:
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) \
            or not low <= value <= high:
        raise VoiceError(f"{name} {value!r} is outside {low} to {high}")
    return float(value)


def _voice_name(name: str, value: Any) -> str:
    """``value`` if it can be a voice name from the browser's ``getVoices()`` ("" for the default)."""
    if not isinstance(value, str) or len(value) > MAX_VOICE_NAME or any(ord(ch) < 32 for ch in value):
        raise VoiceError(f"{name} {str(value)[:40]!r} is not a voice name: give a name from the browser's voice "
                         f"list (text, at most {MAX_VOICE_NAME} characters), or '' for the browser's default")
    return value
