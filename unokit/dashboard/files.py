"""Download and upload controls for the dashboard (anywidget; JS and CSS in ``static/``).

ipywidgets has no download button and its upload button hides the file input; these two are small,
keyboard-operable and labelled (WCAG 2.1.1, 3.3.2, 4.1.2):

- :class:`DownloadButton` — a real ``<button>``. On click the browser asks Python for the file; Python
  calls ``producer()`` (returns ``bytes``) and sends them as one binary buffer, which the browser saves
  under ``filename``. Errors from ``producer`` appear as text in ``message`` (a status region).
- :class:`UploadButton` — a native ``<input type="file">`` with a ``<label>``. The browser reads the chosen
  file as text (at most ``max_bytes``) and sends it; Python hands it to ``on_file(name, text)``, whose
  return value (or the message of the :class:`~unokit.errors.UnokitError` it raised) goes to ``message``.

Python stays the authority: nothing the browser sends is trusted beyond being a string.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from unokit.errors import UnokitError

__all__ = ["DownloadButton", "UploadButton"]

_STATIC = Path(__file__).parent / "static"


class _FileWidget(anywidget.AnyWidget):
    _esm = _STATIC / "files.js"
    _css = _STATIC / "files.css"
    kind = traitlets.Unicode("download").tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)


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
        self.message = "Making the file…"
        try:
            data = self.producer()
            name = self.filename
        except (UnokitError, ValueError, OSError) as error:
            self.message = f"Could not make the file: {error}"
            return
        finally:
            self.busy = False
        self.send({"type": "file", "filename": name, "mime": self.mime}, buffers=[data])
        self.downloads += 1
        self.message = f"Saved {name} ({_size(len(data))})."


class UploadButton(_FileWidget):
    """A labelled file input; ``on_file(name, text)`` handles the chosen file and returns a status text.

    ``accept`` is the input's accept list (e.g. ``".json,application/json"``); files above ``max_bytes``
    are refused in the browser and reported here. ``on_file`` may raise :class:`UnokitError` or
    ``ValueError``; the message becomes ``message``, prefixed with the file name.
    """

    accept = traitlets.Unicode("").tag(sync=True)
    max_bytes = traitlets.Int(1_000_000).tag(sync=True)

    def __init__(self, description: str, *, on_file: Callable[[str, str], str], accept: str = "",
                 max_bytes: int = 1_000_000, **kwargs: Any) -> None:
        super().__init__(kind="upload", description=description, accept=accept, max_bytes=max_bytes, **kwargs)
        self.on_file = on_file
        self.on_msg(self._handle)

    def receive(self, name: str, text: str) -> None:
        """Handle a file as if the browser had sent it (what the front end calls; tests use it too)."""
        try:
            self.message = self.on_file(name, text)
        except (UnokitError, ValueError) as error:
            self.message = f"{name}: {error}"

    def _handle(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or self.disabled:
            return
        name = str(content.get("name", "file"))[:200]
        if content.get("type") == "too-large":
            self.message = f"{name} is {_size(int(content.get('size', 0)))}; the limit is {_size(self.max_bytes)}."
        elif content.get("type") == "file" and isinstance(content.get("text"), str):
            self.receive(name, content["text"])


def _size(n: int) -> str:
    return f"{n / 1024:.1f} KB" if n >= 1024 else f"{n} bytes"
