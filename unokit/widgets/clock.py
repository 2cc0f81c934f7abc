"""The kernel's clock: timers for the widgets run on a Jupyter kernel's event loop, and only there.

A table's timers (bots answering a person after a short pause, the UNO countdown, auto-play) need the
loop that also runs the kernel's comm handlers, so a timer's redraw reaches the page. Outside a kernel a
running asyncio loop may belong to anything — Playwright's sync API keeps one running on the main thread
for as long as its browser is open — and callbacks given to it may never run; there the table acts at
once instead.
"""

from __future__ import annotations

import asyncio


def kernel_loop() -> asyncio.AbstractEventLoop | None:
    """The running event loop if this code runs inside a Jupyter kernel (an IPython shell with a kernel,
    as under Voila, JupyterLab or Notebook 7), else None (plain Python, pytest, a script)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - ipywidgets depends on IPython
        return None
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:
        return None
    return loop
