"""Voila + Playwright support for the browser tests (imported by ``conftest.py`` and by test modules).

``from voila_support import wait_for_voila, wait_for_widgets, error_outputs`` in a test module under
``tests/browser/`` (pytest puts that directory on ``sys.path``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from unokit.dashboard import voila_extension_options

BROWSER_DIR = Path(__file__).resolve().parent
ARTIFACTS = BROWSER_DIR.parent / "_artifacts"
VOILA_START_TIMEOUT_S = 60.0
#: Default wait for a notebook to execute and its widgets to render, in milliseconds (Playwright's unit).
RENDER_TIMEOUT_MS = 90_000
#: The one wait for any state a browser test asserts (a message shown, a card enabled, a count changed), in
#: milliseconds. CI runs on a 2-core machine that may be busy with other work: a kernel step that takes 0.3 s on
#: a quiet machine took 3-7 s at load 10-26, so every wait is sized for that, never Playwright's 5 s default.
#: ``conftest.py`` makes it the default of ``page`` actions and of ``expect``; a test passes it explicitly
#: wherever it waits by other means (``wait_for_function``, ``wait_until``).
BUSY_MACHINE_TIMEOUT_MS = 60_000
#: The same wait in seconds, for :func:`wait_until` and other waits that count seconds.
BUSY_MACHINE_TIMEOUT_S = BUSY_MACHINE_TIMEOUT_MS / 1000

#: Text Voila shows in place of a cell output when the cell raised (with or without tracebacks).
VOILA_ERROR_TEXT = "There was an error when executing cell"


# --- Voila ------------------------------------------------------------------------------------


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def voila_environment() -> dict[str, str]:
    """Environment for a Voila child process: unokit's shipped Voila template is on ``JUPYTER_PATH``.

    Uses :func:`unokit.dashboard.jupyter_data_dir` when the dashboard module exists (it holds the
    ``voila/templates/unokit`` directory); otherwise the environment is passed through unchanged.
    """
    env = dict(os.environ)
    env.setdefault("PYTHONUNBUFFERED", "1")
    try:
        from unokit.dashboard import jupyter_data_dir
    except ImportError:
        return env
    extra = str(jupyter_data_dir())
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (extra, env.get("JUPYTER_PATH", "")) if p)
    return env


@dataclass
class VoilaServer:
    """One running Voila process in directory mode.

    ``url`` ends with ``/``; ``root`` is the served directory; ``log_path`` holds Voila's output.
    """

    root: Path
    port: int
    process: subprocess.Popen
    log_path: Path
    template: str | None = None
    url: str = field(init=False)

    def __post_init__(self) -> None:
        self.url = f"http://127.0.0.1:{self.port}/"

    def notebook_url(self, name: str) -> str:
        """URL that renders ``name`` (a path relative to ``root``) as a Voila app."""
        if not (self.root / name).is_file():
            raise FileNotFoundError(f"{name!r} is not a notebook in {self.root}")
        return f"{self.url}voila/render/{name}"

    def log(self) -> str:
        """Everything Voila has written so far (stdout and stderr)."""
        return self.log_path.read_text(errors="replace")

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM Voila (it shuts its kernels down), then SIGKILL its process group if it lingers."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout)
        # kernels are in Voila's process group (start_new_session): make sure none outlives the server
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)


def wait_until_answers(url: str, process: subprocess.Popen, timeout: float) -> None:
    """Poll ``url`` until it answers HTTP 200; raise RuntimeError if the process exits or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Voila exited with status {process.returncode} before answering {url}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.2)
    raise RuntimeError(f"Voila did not answer {url} within {timeout:.0f} s")


def start_voila(root: Path, *, template: str | None = None, extra_args: tuple[str, ...] = ()) -> VoilaServer:
    """Start ``python -m voila`` over the directory ``root`` on a free loopback port and wait for it.

    Tracebacks are shown in the page (tests look for them). Retries on another port up to three times
    if the chosen one was taken in the meantime. Raises RuntimeError with the log tail if Voila never
    answers.
    """
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    last_error: Exception | None = None
    for _attempt in range(3):
        port = free_port()
        log_path = ARTIFACTS / f"voila-{port}.log"
        command = [
            sys.executable, "-m", "voila", str(root),
            "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
            "--VoilaConfiguration.show_tracebacks=True",
            "--VoilaExecutor.iopub_timeout=60",  # a loaded CI machine must not drop a cell's output
            *voila_extension_options(),  # as unokit dashboard: JupyterLite's kernel extension is not Voila's
            *([f"--template={template}"] if template else []),
            *extra_args,
        ]
        with open(log_path, "wb") as log:
            process = subprocess.Popen(
                command, cwd=root, env=voila_environment(), stdout=log, stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL, start_new_session=True,
            )
        server = VoilaServer(root=root, port=port, process=process, log_path=log_path, template=template)
        try:
            wait_until_answers(server.url, process, VOILA_START_TIMEOUT_S)
            return server
        except RuntimeError as error:
            last_error = error
            server.stop()
    tail = "\n".join(server.log().splitlines()[-30:])
    raise RuntimeError(f"{last_error}\n--- Voila log ---\n{tail}")


class VoilaServers:
    """Session-wide pool: one Voila per (directory, template, extra args), started on first request."""

    def __init__(self) -> None:
        self._servers: dict[tuple[Path, str | None, tuple[str, ...]], VoilaServer] = {}

    def get(self, root: Path, template: str | None = None, extra_args: tuple[str, ...] = ()) -> VoilaServer:
        key = (Path(root).resolve(), template, tuple(extra_args))
        server = self._servers.get(key)
        if server is None or server.process.poll() is not None:
            server = start_voila(key[0], template=template, extra_args=key[2])
            self._servers[key] = server
        return server

    def stop_all(self) -> None:
        for server in self._servers.values():
            server.stop()
        self._servers.clear()


# --- helpers ----------------------------------------------------------------------------------


def busy_context(browser, **options):
    """A new browser context (``options`` as Playwright's ``browser.new_context`` takes them) whose pages wait
    :data:`BUSY_MACHINE_TIMEOUT_MS` for every action and navigation, as the ``page`` fixture's page does: a
    test that makes its own context (another viewport, a second visitor) uses this, never a bare
    ``new_context``, so none of its waits falls back to Playwright's 30 s default."""
    context = browser.new_context(**options)
    context.set_default_timeout(BUSY_MACHINE_TIMEOUT_MS)
    return context


def wait_for_focus_off_body(page, after: str, timeout: float = BUSY_MACHINE_TIMEOUT_MS) -> None:
    """Wait until keyboard focus is on an element of the page (not ``<body>``, not nowhere): a table that
    redraws a control moves focus back within its update, which a loaded machine may draw seconds later.
    Fails the test, naming ``after`` (what was done), if focus is still on ``<body>`` after ``timeout`` ms."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    try:
        page.wait_for_function("() => document.activeElement !== null && document.activeElement !== document.body",
                               timeout=timeout)
    except PlaywrightTimeoutError:
        pytest.fail(f"focus dropped to <body> after {after} (and stayed there {timeout / 1000:.0f} s)")


def next_frames(page, count: int = 2) -> None:
    """Wait until the page has drawn ``count`` animation frames (what a style change needs to be painted),
    instead of sleeping a guessed number of milliseconds."""
    page.evaluate("(n) => new Promise(done => { const next = k => k ? requestAnimationFrame(() => next(k - 1))"
                  " : done(); next(n); })", count)


def wait_for_page_change(page, at_most_ms: int = 2_000) -> bool:
    """Wait until the page's document changes (a node, an attribute or a text: a MutationObserver), or
    ``at_most_ms`` ms pass; True if it changed. For loops that read a whole state (the accessibility tree,
    the status line) again: there is no event for "the tree has changed", so each read waits for a change
    rather than a guessed time."""
    return page.evaluate(
        """(ms) => new Promise((done) => {
            const seen = new MutationObserver(() => { seen.disconnect(); done(true); });
            seen.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
            setTimeout(() => { seen.disconnect(); done(false); }, ms);
        })""", at_most_ms)


def wait_for_voila(page, timeout: float = RENDER_TIMEOUT_MS) -> None:
    """Wait until Voila has executed every cell and shown the outputs (its spinner is gone).

    ``timeout`` in ms. Raises playwright's TimeoutError otherwise.
    """
    page.wait_for_function(
        """() => {
            const cells = document.getElementById('rendered_cells');
            return !document.getElementById('loading') && cells !== null && cells.style.display !== 'none';
        }""",
        timeout=timeout,
    )


def wait_for_widgets(page, selector: str = ".jupyter-widgets", *, count: int = 1,
                     timeout: float = RENDER_TIMEOUT_MS):
    """Wait until Voila is done and at least ``count`` elements match ``selector``, all widgets drawn.

    Returns the Locator for ``selector``. Fails the test with Voila's error text if a cell raised.
    ``timeout`` in ms.
    """
    wait_for_voila(page, timeout=timeout)
    errors = error_outputs(page)
    if errors:
        pytest.fail("notebook raised in Voila:\n" + "\n---\n".join(errors))
    page.wait_for_function(
        "([sel, n]) => document.querySelectorAll(sel).length >= n",
        arg=[selector, count],
        timeout=timeout,
    )
    # ipywidgets draws a placeholder while a view is being created; wait until none is left
    page.wait_for_function(
        "() => !Array.from(document.querySelectorAll('.jp-OutputArea-output'))"
        ".some(el => /^\\s*(Loading widget|Error displaying widget)/.test(el.textContent || ''))",
        timeout=timeout,
    )
    return page.locator(selector)


def error_outputs(page) -> list[str]:
    """Texts of every error shown in the page: tracebacks, stderr outputs and Voila's cell-error notes."""
    return page.evaluate(
        """(marker) => {
            const found = [];
            for (const el of document.querySelectorAll(
                    '[data-mime-type="application/vnd.jupyter.stderr"], .jp-RenderedText.jp-mod-trusted pre')) {
                const text = (el.textContent || '').trim();
                if (el.matches('[data-mime-type="application/vnd.jupyter.stderr"]') || text.includes('Traceback')
                        || text.includes(marker)) {
                    found.push(text.slice(0, 4000));
                }
            }
            const body = document.body ? document.body.innerText : '';
            if (body.includes(marker) && !found.some(t => t.includes(marker))) {
                found.push(body.slice(body.indexOf(marker), body.indexOf(marker) + 2000));
            }
            return found;
        }""",
        VOILA_ERROR_TEXT,
    )


# --- `unokit dashboard` and its kernels ---------------------------------------------------------


def _ppid_table() -> dict[int, int]:
    """Parent process id of every process (from /proc/<pid>/stat)."""
    table = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2:].split()  # the command name may hold spaces and parentheses
        table[int(stat.parent.name)] = int(fields[1])
    return table


def descendants(pid: int) -> list[int]:
    """Process ids of every child, grandchild ... of ``pid`` that is running now."""
    table = _ppid_table()
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        children = [child for child, ppid in table.items() if ppid == parent]
        found += children
        frontier += children
    return found


def command_line(pid: int) -> list[str]:
    """The arguments of process ``pid`` (empty if it has ended)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")[:-1]
    except OSError:
        return []


def kernel_pids(server_pid: int) -> list[int]:
    """Process ids of the Jupyter kernels (``ipykernel_launcher``) started under ``server_pid``."""
    return sorted(p for p in descendants(server_pid)
                  if any(arg.endswith("ipykernel_launcher") or arg.endswith("ipykernel_launcher.py")
                         for arg in command_line(p)))


def resident_kib(pids: list[int]) -> int:
    """Sum of the resident set sizes (VmRSS) of ``pids``, in KiB; processes that have ended count 0."""
    total = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total


def wait_until(predicate, timeout: float, interval: float = 0.5) -> bool:
    """Call ``predicate()`` every ``interval`` s until it is true (returns True) or ``timeout`` s passed."""
    deadline = time.monotonic() + timeout
    while True:
        if predicate():
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(interval)


@dataclass
class DashboardProcess:
    """``unokit dashboard --no-browser`` running in its own session; ``url`` is what it printed."""

    process: subprocess.Popen
    url: str
    log_path: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def kernels(self) -> list[int]:
        """Process ids of the kernels running under this dashboard now."""
        return kernel_pids(self.pid)

    def log(self) -> str:
        """Everything the command and Voila have written to stderr so far."""
        return self.log_path.read_text(errors="replace")

    def stop(self) -> int:
        """Ctrl-C (SIGINT) the command, as a person would; SIGKILL its session if it lingers. Returns the
        exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(10)
        return self.process.returncode


def start_dashboard(*args: str, log_path: Path) -> DashboardProcess:
    """Run ``unokit dashboard --no-browser --port <free port> ARGS`` with this interpreter and wait until it
    prints its URL (it then listens and Voila has started filling its kernel pool)."""
    port = free_port()
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "unokit.cli", "dashboard", "--no-browser", "--port", str(port), *args],
            stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, text=True, start_new_session=True)
    line = process.stdout.readline()
    if not line.startswith(f"unokit dashboard: http://127.0.0.1:{port}/"):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        raise RuntimeError(f"unokit dashboard did not start: {line!r}\n{log_path.read_text(errors='replace')[-3000:]}")
    return DashboardProcess(process=process, url=line.split()[2], log_path=log_path)


def play_one_move(page, hand: str = ".unokit-hand.unokit-hand-interactive",
                  timeout_ms: float = BUSY_MACHINE_TIMEOUT_MS) -> None:
    """Make the person's move in a dashboard page and wait until the table shows it: Enter on the first
    playable card of ``hand`` (the first colour for a Wild), or else the first colour of a Wild starter (a
    random deal may start with one: the person chooses its colour before any card can be played), or else
    press the first "Draw ..." button, or else the first action on offer. Waits first for one of them."""
    import re

    before = int(page.get_attribute(".unokit-position", "data-total"))
    playable = page.locator(f"{hand} button.unokit-card:not([aria-disabled='true'])")
    starter = page.locator(".unokit-starter-chooser button.unokit-color:visible")
    draw = page.get_by_role("button", name=re.compile(r"^Draw"))
    page.locator(f"{hand} button.unokit-card:not([aria-disabled='true']), "
                 ".unokit-starter-chooser button.unokit-color:visible, button.unokit-action:visible"
                 ).first.wait_for(timeout=timeout_ms)
    if playable.count():
        wild = (playable.first.get_attribute("aria-label") or "").startswith("Wild")
        playable.first.focus()
        page.keyboard.press("Enter")
        if wild:
            page.locator(".unokit-hand .unokit-chooser button.unokit-color").first.click()
    elif starter.count():
        starter.first.click()
    elif draw.count():
        draw.first.click()
    else:
        page.locator("button.unokit-action:visible").first.click()
    page.wait_for_function("([n]) => Number(document.querySelector('.unokit-position').dataset.total) > n",
                           arg=[before], timeout=timeout_ms)
