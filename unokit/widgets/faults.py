"""Exceptions in widget handlers, said in the page and in the browser console, in every edition.

ipywidgets catches an exception raised by a widget's handler (a button's ``on_click``, an ``on_msg``
callback, a trait observer run by a change from the browser) and shows its traceback with IPython's
``showtraceback``. In Voila and Voici that output belongs to no cell, so nobody sees it, and the table is
left looking busy. :func:`watch` makes a table's live region (:class:`unokit.widgets.live.TableLive`) a
reporter: the exception's type and message go to its visible status line (WCAG 4.1.3, a status message)
and the whole traceback to the browser console (``console.error``, through the live region's front end).
IPython's own traceback is still shown where a notebook shows it.

The hook is the one place both of ipywidgets' catchers ask for the shell (``get_ipython`` in
``ipywidgets.widgets.widget``); it is installed once, on the first :func:`watch`.
"""

from __future__ import annotations

import logging
import sys
import traceback
import weakref
from typing import Any

__all__ = ["watch", "report", "fault_text"]

_reporters: weakref.WeakSet[Any] = weakref.WeakSet()
_installed = False
_log = logging.getLogger("unokit.widgets")


def fault_text(error: BaseException) -> str:
    """The status line for an unexpected error: ``"That did not work: ZeroDivisionError: division by
    zero. The details are in the browser console."``"""
    return (f"That did not work: {type(error).__name__}: {error}. "
            "The details are in the browser console.")


def report(error: BaseException) -> None:
    """Say ``error`` in every watched live region that is still open, and its traceback in the console."""
    text = fault_text(error)
    details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    for live in list(_reporters):
        if getattr(live, "comm", None) is None:  # closed: its page is gone
            continue
        try:
            live.say(text)
            live.send({"type": "fault", "text": f"unokit: {text}\n{details}"})
        except Exception:  # a broken reporter must not hide the first error
            _log.exception("could not report a widget error")


class _ReportingShell:
    """What ipywidgets' catchers get from ``get_ipython``: reports, then lets IPython show the traceback
    (or, outside IPython, logs it as ipywidgets does)."""

    def __init__(self, shell: Any) -> None:
        self._shell = shell

    def showtraceback(self, *args: Any, **kwargs: Any) -> None:
        error = sys.exc_info()[1]
        if error is not None:
            report(error)
        if self._shell is not None:
            self._shell.showtraceback(*args, **kwargs)
        else:
            _log.warning("Exception in a widget handler", exc_info=True)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._shell, name)


def _install() -> None:
    global _installed
    if _installed:
        return
    from ipywidgets.widgets import widget

    shell_of = widget.get_ipython

    def get_ipython() -> _ReportingShell:
        return _ReportingShell(shell_of())

    widget.get_ipython = get_ipython
    _installed = True


def watch(live: Any) -> None:
    """Report widget handlers' exceptions to ``live`` (a TableLive) from now on, while it is open."""
    _install()
    _reporters.add(live)
