"""Every person hears their own table: play by ear at a shared table (issue 25, item 5).

The one-screen table's ear (:mod:`unokit.widgets.keys`, :mod:`unokit.widgets.voice`) for one seat of a
:class:`~unokit.widgets.shared.SharedTable`, with the service as the authority on the game:

- the question keys ``h t c w l m s`` and the command field (:class:`SharedCommandBar`, the same
  ``keys.js`` front end and "Keys" dialog): a key is sent as ``{"type": "ask", "key"}`` and a command as
  ``{"type": "command", "text"}``; the service answers from this seat's own knowledge (an ``answer``, the
  move's ``event``, or an ``error``) and the field is then cleared (carried out) or keeps its text (refused);
- the announcement settings (:class:`~unokit.widgets.keys.AnnounceSettingsPanel`, kept per browser under the
  same ``localStorage`` key as at a one-screen table): sent to the service as ``{"type": "settings"}``, which
  words this seat's events (``event.said``) and answers by them; sent again after every (re)connection;
- the speech and sound settings (:class:`~unokit.widgets.voice.VoicePanel`, also kept per browser): the page
  speaks each message of the table's live region; with speech on the service is told (``"speech": true``),
  and each spoken cue is reported as ``{"type": "spoken", "seq": N}`` so bots wait for this seat's speech
  (the service's cap, ``--speech-wait``).

Each browser (each seat's page) keeps its own settings: nothing here is shared with another seat.
Messages are contract 6's additions documented in docs/shared-tables.md.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from unokit.announce import AnnounceSettings
from unokit.errors import UnokitError
from unokit.i18n import message
from unokit.moves import Move
from unokit.widgets.disclosure import disclosed
from unokit.widgets.keys import AnnounceSettingsPanel, CommandBar, keys_html
from unokit.widgets.voice import CUE_HISTORY, DEFAULT_VOICE, VoiceError, VoicePanel, latest_said, move_events
from unokit.widgets.voice import check_voice_settings as voice_settings_checked

__all__ = ["SharedEar", "SharedCommandBar", "check_voice_settings", "DEFAULT_VOICE"]

def check_voice_settings(value: Any) -> dict[str, Any]:
    """``value`` (a page's speech and sound settings) checked by :func:`unokit.widgets.voice.check_voice_settings`
    and merged over :data:`DEFAULT_VOICE`. Raises :class:`~unokit.widgets.voice.VoiceError` naming the setting
    and what it may hold."""
    return {**DEFAULT_VOICE, **voice_settings_checked(value)}


class SharedCommandBar(CommandBar):
    """The command field and question keys of a shared table: a command's result comes later, when the
    service has answered (:meth:`result`), not from :attr:`on_command`'s return value."""

    def _on_message(self, widget: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "command" and isinstance(content.get("text"), str):
            if self.on_command is not None:
                self.on_command(content["text"], content.get("id"))
            return
        super()._on_message(widget, content, buffers)

    def result(self, ident: Any, ok: bool, answer: str = "") -> None:
        """Tell the page how command ``ident`` ended: ``ok`` clears the field, else its text stays."""
        self.send({"type": "result", "id": ident, "ok": bool(ok), "answer": str(answer)})


class SharedEar:
    """The ear of one seat (or spectator's place) at a shared table (see the module text).

    Args:
        table: the :class:`~unokit.widgets.shared.SharedTable` (its ``client``, ``seat``, ``live``).

    Attributes: ``settings`` (the :class:`~unokit.announce.AnnounceSettings` in use), ``voice`` (the speech
    and sound settings, :data:`DEFAULT_VOICE`'s keys), ``command_bar``, ``announce_panel``, ``voice_panel``,
    ``keys_list`` and ``panels`` (the folded "Keys and commands" and "Announcements" panels).
    """

    def __init__(self, table: Any) -> None:
        self.table = table
        self.settings = AnnounceSettings()
        self.voice = dict(DEFAULT_VOICE)
        lang = getattr(table, "lang", "en")
        self.command_bar = SharedCommandBar(lang)
        self.command_bar.on_ask = self.ask
        self.command_bar.on_command = self.command
        self.announce_panel = AnnounceSettingsPanel(lang, settings=self.settings.to_json())
        # a shared table has no UNO window of its own to set (the service's clock): the wording only
        self.announce_panel.choices = [c for c in self.announce_panel.choices if c["name"] != "uno_window"]
        self.announce_panel.on_settings = self._settings_from_page
        self.voice_panel = VoicePanel(lang, settings=dict(self.voice))
        self.voice_panel.on_settings = self._voice_from_page
        self.voice_panel.on_spoken = self._spoken
        self.keys_list = widgets.HTML(keys_html(lang))
        self.panels = widgets.VBox([
            disclosed(message("table-panel-keys", lang), self.keys_list, css_class="unokit-panel-keys"),
            disclosed(message("table-panel-announce", lang), self.announce_panel, self.voice_panel,
                      css_class="unokit-panel-announce"),
        ])
        self._pending: Any = None  # the id of the command the service has not answered yet (or True)
        self._speaker = "own"
        self._events: list[str] = []
        self._cue_seq: dict[int, int] = {}  # a cue's serial -> the table's latest event when it was said
        table.live.observe(self._on_said, "serial")

    def set_lang(self, lang: str) -> None:
        """Word the keys panel, the command field, the announcement choices and the speech and sound settings in
        ``lang`` (a catalogue tag)."""
        from unokit.widgets.keys import command_examples, key_list, setting_choices

        bar = self.command_bar
        english = CommandBar()  # the page's English words, to go back to
        bar.label = english.label if lang == "en" else message("table-command-label", lang)
        bar.browse_note = english.browse_note if lang == "en" else message("table-browse-mode-note", lang)
        bar.texts = {} if lang == "en" else {key: message(f"table-command-{key.replace('_', '-')}", lang) for key in (
            "send", "keys_button", "help", "title", "close", "intro", "field_heading", "field_intro")}
        english.close()
        bar.question_keys = [{"key": key, "what": what} for key, what in key_list(lang)]
        bar.examples = [{"text": text, "does": does} for text, does in command_examples(lang)]
        self.announce_panel.choices = [
            {"name": name, "legend": legend, "options": [list(o) for o in options]}
            for name, legend, options in setting_choices(lang) if name != "uno_window"]
        self.keys_list.value = keys_html(lang)
        self.voice_panel.set_lang(lang)
        for box, msg_id in zip(self.panels.children, ("table-panel-keys", "table-panel-announce"), strict=True):
            button = box.children[0]
            button.description = button.tooltip = message(msg_id, lang)

    # ---------------------------------------------------------------- to the service
    def _post(self, message: dict[str, Any]) -> bool:
        from unokit.tables.client import ServiceError

        client = self.table.client
        if client is None or client.closed:
            return False
        try:
            client.post(message)
        except ServiceError:
            return False
        return True

    def tell_service(self) -> None:
        """Send this seat's announcement settings, language and whether its page speaks (after every (re)connection:
        the service keeps them per connection)."""
        self._post({"type": "settings", "settings": self.settings.to_json(), "speech": bool(self.voice["speech"]),
                    "lang": getattr(self.table, "lang", "en")})

    def ask(self, key: str) -> None:
        """A question key (``h t c w l m s``): the service answers from this seat's view, in the live region."""
        if not self._post({"type": "ask", "key": str(key)[:10]}):
            self.table.live.say(message("shared-not-connected-ask", self.table.lang))

    def command(self, text: str, ident: Any = True) -> None:
        """The command field's ``text``: sent to the service; the field learns the outcome
        (:meth:`SharedCommandBar.result`) when the service answers. Empty text: what to type is said."""
        if not isinstance(text, str) or not text.strip():
            self.table.live.say(message("shared-type-a-command", self.table.lang))
            self.command_bar.result(ident, False)
            return
        if not self._post({"type": "command", "text": text.strip()[:200]}):
            self.table._refused(message("shared-not-connected", self.table.lang))
            self.command_bar.result(ident, False, self.table.errors[-1])
            return
        self._pending = ident

    # ---------------------------------------------------------------- from the service
    def heard(self, message: dict[str, Any]) -> None:
        """A message from the service, before the table shows it: a (re)connection sends the settings again;
        the answer to a pending command ends it; an event sets the voice (own or others') of its cue."""
        kind = message.get("type")
        if kind in ("created", "joined"):
            self.tell_service()
        elif kind == "summary":  # a rejoin's missed events, said as one: in this seat's own voice
            self._speaker, self._events = "own", []
        elif kind == "event":
            seat = message.get("move", "").split(":", 1)[0]
            self._speaker = "own" if seat == str(self.table.seat) else "others"
            try:
                self._events = move_events(Move.parse(message["move"]))
            except UnokitError:
                self._events = []
            if self._pending is not None and self._speaker == "own":
                self._finish(True, message.get("said") or message.get("text", ""))
        elif kind == "answer" and self._pending is not None:
            self._finish(True, message.get("text", ""))
        elif kind == "error" and self._pending is not None:
            self._finish(False, message.get("message", ""))

    def _finish(self, ok: bool, answer: str) -> None:
        ident, self._pending = self._pending, None
        self.command_bar.result(ident, ok, answer)

    # ---------------------------------------------------------------- settings from the page
    def _settings_from_page(self, data: Any) -> None:
        try:
            wording = {k: v for k, v in dict(data).items() if k != "uno_window"}
            self.settings = AnnounceSettings.from_json(wording)
        except (UnokitError, TypeError, ValueError):
            self.announce_panel.send_state("settings")  # put the page back in step
            return
        self.announce_panel.settings = self.settings.to_json()
        self.tell_service()

    def _voice_from_page(self, data: Any) -> None:
        try:
            self.voice = check_voice_settings(data)
        except (VoiceError, TypeError):
            self.voice_panel.send_state("settings")
            return
        self.voice_panel.settings = dict(self.voice)
        self.tell_service()

    # ---------------------------------------------------------------- speech
    def _on_said(self, _change: dict[str, Any]) -> None:
        live = self.table.live
        text = latest_said(live)
        if not text:
            return
        events = self._events
        self.voice_panel.add_cue(live, text, self._speaker, events)
        self._speaker, self._events = "own", []
        self._cue_seq[live.serial] = self._latest_seq()  # an event's words are said as the event arrives
        for old in [serial for serial in self._cue_seq if serial <= live.serial - CUE_HISTORY]:
            del self._cue_seq[old]

    def _spoken(self, serial: int) -> None:
        """The page has spoken cue ``serial``: the service hears that this seat has heard the events up to
        then (a bot waiting for this seat's speech moves on)."""
        if self.voice["speech"] and serial in self._cue_seq:
            self._post({"type": "spoken", "seq": self._cue_seq[serial]})

    def _latest_seq(self) -> int:
        client = self.table.client
        return 0 if client is None else max(client.seq, client.last_event)
