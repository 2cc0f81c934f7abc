"""Download and upload controls for the dashboard and the table (anywidget; JS and CSS in ``static/``).

ipywidgets has no download button and its upload button hides the file input; these two are small,
keyboard-operable and labelled (WCAG 2.1.1, 3.3.2, 4.1.2):

- :class:`DownloadButton` — a real ``<button>``. On click the browser asks Python for the file; Python
  calls ``producer()`` (returns ``bytes``) and sends them as one binary buffer, which the browser saves
  under ``filename``. Errors from ``producer`` appear as text in ``message`` (a status region).
- :class:`UploadButton` — a native ``<input type="file">`` with a ``<label>``. The browser checks the chosen
  file's size before reading it: a file over ``max_bytes`` is never sent (a message of more than the
  server's websocket limit, tornado's ``websocket_max_message_size``, 10 MiB by default, would close the
  page's connection). A file within the limit is sent as its bytes; Python checks the size again and hands
  the bytes to ``on_file(name, data)``, whose return value (or the message of the
  :class:`~unokit.errors.UnokitError` it raised) goes to ``message`` or to ``report``.

Python stays the authority: nothing the browser sends is trusted beyond being a string. What a control says
is in its ``lang`` (a plain attribute, ``"en"`` unless its owner sets it; the ``dash-file-*`` messages).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from unokit.errors import UnokitError
from unokit.i18n import message, problem_text

__all__ = ["DownloadButton", "UploadButton", "file_size"]

_STATIC = Path(__file__).parent / "static"


class _FileWidget(anywidget.AnyWidget):
    _esm = _STATIC / "files.js"
    _css = _STATIC / "files.css"
    kind = traitlets.Unicode("download").tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    #: the language of the control's messages (a tag of :data:`unokit.i18n.LANGUAGES`; not synced)
    lang: str = "en"


class DownloadButton(_FileWidget):
    """A button that saves ``producer()``'s bytes as ``filename`` (``mime`` type) in the browser.

    ``producer`` is called on each click, so the file always reflects the current state. ``filename`` may
    also be a callable returning the name. Raises nothing into the kernel: a :class:`UnokitError`,
    ``ValueError`` or ``OSError`` from ``producer`` becomes ``message``.
    """

    busy = traitlets.Bool(False).tag(sync=True)

    def __init__(self, description: str, *, filename: str | Callable[[], str], mime: str,
                 producer: Callable[[], bytes], **kwargs: Any) -> None:
        super().__init__(kind="download", description=description, **kwargs)
        self._filename = filename
        self.mime = mime
        self.producer = producer
        self.downloads = 0  # files sent so far (tests and the benchmark read it)
        self.on_msg(self._handle)

    @property
    def filename(self) -> str:
        return self._filename() if callable(self._filename) else self._filename

    def _handle(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("type") != "request" or self.disabled or self.busy:
            return
        self.busy = True
        self.message = message("dash-file-making", self.lang)
        try:
            data = self.producer()
            name = self.filename
        except (UnokitError, ValueError, OSError) as error:
            self.message = message("dash-file-not-made", self.lang, error=problem_text(error, self.lang))
            return
        except ImportError as error:  # e.g. cairosvg in a browser (no cairo there)
            self.message = message("dash-file-needs", self.lang, module=str(error.name or error))
            return
        finally:
            self.busy = False
        self.send({"type": "file", "filename": name, "mime": self.mime}, buffers=[data])
        self.downloads += 1
        self.message = message("dash-file-saved", self.lang, name=name, size=file_size(len(data), self.lang))


class UploadButton(_FileWidget):
    """A labelled file input; ``on_file(name, data)`` handles the chosen file's bytes and returns a status text.

    ``accept`` is the input's accept list (e.g. ``".json,application/json"``). A file over ``max_bytes``
    (bytes) is refused in the browser before it is sent, and again here if a page sends one anyway; the
    refusal names the file, its size and the limit: ``"big.bin is 30 MB; a game record is at most 512 KB"``
    (``what`` names the kind of file). ``on_file`` may raise :class:`UnokitError` or ``ValueError``; the
    message becomes the status, prefixed with the file name. Each status goes to ``report`` when given (a
    table's own live region) and otherwise to ``message`` (this control's status region).
    """

    accept = traitlets.Unicode("").tag(sync=True)
    max_bytes = traitlets.Int(1_000_000).tag(sync=True)

    def __init__(self, description: str, *, on_file: Callable[[str, bytes], str | None], accept: str = "",
                 max_bytes: int = 1_000_000, what: str = "a file", report: Callable[[str], None] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(kind="upload", description=description, accept=accept, max_bytes=max_bytes, **kwargs)
        self.on_file = on_file
        self.what = what
        self.report = report
        self.on_msg(self._handle)

    def too_large(self, name: str, size: int) -> str:
        """The refusal of a file of ``size`` bytes named ``name``."""
        return message("dash-file-too-large", self.lang, name=name, size=file_size(size, self.lang), what=self.what,
                       most=file_size(self.max_bytes, self.lang))

    def receive(self, name: str, data: bytes) -> None:
        """Handle a file as if the browser had sent it (what the front end calls; tests use it too)."""
        if len(data) > self.max_bytes:
            self._say(self.too_large(name, len(data)))
            return
        try:
            text = self.on_file(name, data)
        except (UnokitError, ValueError) as error:
            text = message("dash-file-error", self.lang, name=name, error=problem_text(error, self.lang))
        if text is not None:
            self._say(text)

    def _say(self, text: str) -> None:
        if self.report is not None:
            self.report(text)
        else:
            self.message = text

    def _handle(self, _widget: Any, content: Any, buffers: Any) -> None:
        if not isinstance(content, dict) or self.disabled:
            return
        name = str(content.get("name", "file"))[:200]
        if content.get("type") == "too-large":
            size = content.get("size", 0)
            self._say(self.too_large(name, size if isinstance(size, int) else 0))
        elif content.get("type") == "file" and buffers:
            self.receive(name, bytes(buffers[0]))


def file_size(n: int, lang: str = "en") -> str:
    """A size in bytes as a person says it in ``lang``: ``"3 bytes"``, ``"512 KB"``, ``"30 MB"`` (1 KB = 1024
    bytes), with one decimal only below 10 of a unit (``"1.5 KB"``; ``"1,5 KB"`` in Portuguese and Spanish)."""
    for unit, scale in (("MB", 1024 * 1024), ("KB", 1024)):
        if n >= scale:
            value = n / scale
            number = f"{value:.1f}".removesuffix(".0") if value < 10 else str(round(value))
            if lang != "en":  # the language's decimal sign (CLDR)
                from babel.numbers import get_decimal_symbol

                from unokit.i18n import babel_locale

                number = number.replace(".", get_decimal_symbol(babel_locale(lang)))
            return f"{number} {unit}"
    return message("dash-file-bytes", lang, count=n)
