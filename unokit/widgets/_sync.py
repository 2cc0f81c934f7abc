"""Python is the authority: a browser may write only the traits a widget lists as its intents.

ipywidgets lets the front end set any synced trait. The widgets here accept a browser update only for
the names in ``_browser_writable`` (an intent, a toggle); any other name in the update is ignored and
the Python value is sent back, so a tampered or stale page cannot make a card playable or a hand
interactive.
"""

from __future__ import annotations

from typing import Any, ClassVar

from traitlets import TraitError


class PythonAuthority:
    """Mixin for ipywidgets/anywidget classes: filter :meth:`set_state` (the browser's writes)."""

    _browser_writable: ClassVar[frozenset[str]] = frozenset()

    def set_state(self, sync_data: dict[str, Any]) -> None:
        allowed = {name: value for name, value in sync_data.items() if name in self._browser_writable}
        refused = [name for name in sync_data if name not in allowed]
        if allowed:
            try:
                super().set_state(allowed)  # type: ignore[misc]  # the ipywidgets base class carries no type information
            except TraitError:  # a malformed value (not a dict, not a number): keep Python's
                refused.extend(allowed)
        if refused:
            self.send_state(refused)  # type: ignore[attr-defined]  # put the page back in step
