"""The browser tests wait for what they assert, sized for a busy machine (issue 23 §1).

A browser test that waited Playwright's default 5 s for "Loaded a record of 26 moves" failed 4 times in 5 on
a loaded 2-core machine. Every wait in ``tests/browser/`` uses ``BUSY_MACHINE_TIMEOUT_MS`` (60 s; see
``tests/browser/voila_support.py``) or a larger named wait, never a bare smaller number; a page made outside
the ``page`` fixture gets the same default (``busy_context``); nothing sleeps a guessed time before asserting.
This reads the test files (no browser), so a new browser test that slips is caught by the unit tests.
"""

from __future__ import annotations

import ast
from pathlib import Path

BROWSER = Path(__file__).parent / "browser"
#: Calls whose ``timeout`` is in seconds and is not a wait for a page's state (a process, a socket).
SECONDS_CALLS = {"run", "wait", "urlopen", "communicate", "stop", "create_connection"}
#: ``wait_for_timeout`` calls allowed per file: checks that something does NOT happen, which can only wait a
#: while (they may pass on a busy machine without proving much, and never fail for being slow).
NOTHING_HAPPENS_WAITS = {"test_voice_browser.py": 1, "test_shared_table_browser.py": 1}
#: Where a bare ``browser.new_context`` is right: the ``page`` fixture and ``busy_context`` set the default.
CONTEXT_MAKERS = {"conftest.py", "voila_support.py"}
BUSY_MACHINE_TIMEOUT_MS = 60_000


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def problems_in(path: Path) -> list[str]:
    """Every wait in the browser test file ``path`` that is shorter than the busy-machine wait or a sleep."""
    found = []
    sleeps = 0
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        where = f"{path.name}:{node.lineno}"
        for keyword in node.keywords:
            if keyword.arg in ("timeout", "timeout_ms") and isinstance(keyword.value, ast.Constant) \
                    and isinstance(keyword.value.value, (int, float)) and name not in SECONDS_CALLS \
                    and keyword.value.value < BUSY_MACHINE_TIMEOUT_MS:
                found.append(f"{where}: {name}(timeout={keyword.value.value}): use BUSY_MACHINE_TIMEOUT_MS")
        if name == "wait_until" and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) \
                and node.args[1].value < BUSY_MACHINE_TIMEOUT_MS / 1000:
            found.append(f"{where}: wait_until(..., {node.args[1].value}): use BUSY_MACHINE_TIMEOUT_S")
        if name == "wait_for_timeout":
            sleeps += 1
        if name == "sleep" and path.name != "voila_support.py":
            found.append(f"{where}: time.sleep: wait for the state instead")
        if name == "new_context" and path.name not in CONTEXT_MAKERS:
            found.append(f"{where}: browser.new_context: use busy_context (its pages wait BUSY_MACHINE_TIMEOUT_MS)")
    if sleeps > NOTHING_HAPPENS_WAITS.get(path.name, 0):
        found.append(f"{path.name}: {sleeps} page.wait_for_timeout: wait for the state instead")
    return found


def test_the_limit_here_is_the_browser_tests_limit():
    import sys

    sys.path.insert(0, str(BROWSER))
    try:
        from voila_support import BUSY_MACHINE_TIMEOUT_MS as limit
    finally:
        sys.path.remove(str(BROWSER))
    assert limit == BUSY_MACHINE_TIMEOUT_MS


def test_every_browser_test_waits_long_enough_for_a_busy_machine():
    files = sorted(BROWSER.glob("*.py"))
    assert len(files) > 10
    found = [problem for path in files for problem in problems_in(path)]
    assert found == []


def test_the_check_finds_short_waits_sleeps_and_bare_contexts(tmp_path):
    sample = tmp_path / "test_sample_browser.py"
    sample.write_text(
        "import time\n"
        "def test(page, browser):\n"
        "    page.wait_for_function('x', timeout=5_000)\n"
        "    page.locator('p').wait_for(timeout=30_000)\n"
        "    page.wait_for_timeout(100)\n"
        "    time.sleep(1)\n"
        "    browser.new_context()\n"
        "    wait_until(lambda: True, 30)\n"
        "    subprocess.run(['x'], timeout=1500)\n"
        "    page.wait_for_function('x', timeout=BUSY_MACHINE_TIMEOUT_MS)\n"
        "    page.expect_download(timeout=120_000)\n")
    found = problems_in(sample)
    assert sorted(int(problem.split(":")[1]) for problem in found[:-1]) == [3, 4, 6, 7, 8]
    assert found[-1] == "test_sample_browser.py: 1 page.wait_for_timeout: wait for the state instead"
