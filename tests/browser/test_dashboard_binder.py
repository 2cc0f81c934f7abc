"""binder/requirements.txt installs into a fresh virtual environment, and the dashboard then renders.

Binder itself cannot be reached from here; this does what repo2docker does with the file (``pip install
-r binder/requirements.txt`` from the repository root) into a new venv that sees no other packages, then
serves ``notebooks/dashboard.ipynb`` with that venv's Voila (its own templates, unokit's shipped through
the wheel's shared data) and opens it in Chromium; then runs the README's first command there
(``unokit dashboard``) and stops it with Ctrl-C. Needs network access to PyPI (pip's cache is reused).
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from voila_support import VoilaServer, error_outputs, free_port, wait_for_widgets, wait_until_answers

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "binder" / "requirements.txt"

pytestmark = pytest.mark.slow


def test_every_requirement_is_pinned_except_this_repository():
    lines = [line.strip() for line in REQUIREMENTS.read_text().splitlines()]
    requirements = [line for line in lines if line and not line.startswith("#")]
    assert requirements[0] == ".[widgets,rl]"  # rl: notebook 09-environment (test_notebooks checks every extra)
    names = set()
    for line in requirements[1:]:
        assert re.fullmatch(r"[A-Za-z0-9_.\-]+==[0-9][0-9A-Za-z.\-]*", line), f"not pinned: {line}"
        names.add(line.split("==")[0].lower().replace("_", "-"))
    assert {"voila", "ipywidgets", "anywidget", "ipykernel"} <= names


def test_binder_requirements_install_into_a_fresh_venv_and_the_dashboard_renders(tmp_path, page):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_PATH", "PYTHONPATH", "VIRTUAL_ENV")}
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-r", str(REQUIREMENTS)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=1500,
    )
    assert install.returncode == 0, install.stderr[-3000:]
    where = subprocess.run([str(python), "-c", "import unokit, voila; print(unokit.__file__, voila.__file__)"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, check=True).stdout
    assert where.count(str(venv)) == 2, where  # both come from the new venv, not from this interpreter

    port = free_port()
    log_path = tmp_path / "voila.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [str(python), "-m", "voila", str(ROOT / "notebooks"), "--no-browser", f"--port={port}",
             "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", "--VoilaExecutor.iopub_timeout=60"],
            cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
    server = VoilaServer(root=ROOT / "notebooks", port=port, process=process, log_path=log_path)
    try:
        wait_until_answers(server.url, process, 90)
        page.goto(server.notebook_url("dashboard.ipynb"))  # the page the README's Binder badge opens
        wait_for_widgets(page, ".unokit-hand.unokit-hand-interactive button.unokit-card")
        assert page.locator("main h1").inner_text() == "Play unokit"  # unokit's page template was found
        assert error_outputs(page) == []
    finally:
        server.stop()

    # the README's first command in the same fresh venv: `unokit dashboard`, then Ctrl-C
    port = free_port()
    dashboard = subprocess.Popen([str(venv / "bin" / "unokit"), "dashboard", "--no-browser", "--port", str(port)],
                                 cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                 text=True, start_new_session=True)
    try:
        line = dashboard.stdout.readline()
        assert line.startswith(f"unokit dashboard: http://127.0.0.1:{port}/"), line
        page.goto(f"http://127.0.0.1:{port}/")
        wait_for_widgets(page, ".unokit-hand.unokit-hand-interactive button.unokit-card")
        assert error_outputs(page) == []
        dashboard.send_signal(signal.SIGINT)
        assert dashboard.wait(30) == 0
    finally:
        if dashboard.poll() is None:
            os.killpg(dashboard.pid, signal.SIGKILL)
            dashboard.wait()
