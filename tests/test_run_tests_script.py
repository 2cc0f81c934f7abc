"""``scripts/run-tests.sh`` skips ``pip install -e ".[test]"`` when the environment is current (issue 23 §1).

It re-ran the install (55-100 s) before every test. Now a stamp in the environment (written after each
install) holds pyproject.toml's SHA-256 and the checkout's path, and unokit must import from this checkout;
anything else installs again. ``run-tests.sh --check-install`` runs only that decision (exit 0: skip).
The stamp is put in a temporary file here (``UNOKIT_INSTALL_STAMP``), so the real environment is left alone.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "run-tests.sh"

pytestmark = pytest.mark.skipif(shutil.which("bash") is None or shutil.which("sha256sum") is None
                                or not (Path(sys.prefix) / "bin" / "python").exists(),
                                reason="needs bash, sha256sum and a virtual environment's bin/python")


def stamp_text(pyproject: bytes | None = None, checkout: Path = ROOT) -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() if pyproject is None else pyproject).hexdigest()
    return f"pyproject.toml sha256 {digest}\ncheckout {checkout}\n"


def check(stamp: Path, prefix: str = sys.prefix, **env: str) -> subprocess.CompletedProcess:
    environment = {key: value for key, value in os.environ.items() if key != "UNOKIT_REINSTALL"}
    environment.update(VIRTUAL_ENV=prefix, UNOKIT_INSTALL_STAMP=str(stamp), **env)
    return subprocess.run(["bash", str(SCRIPT), "--check-install"], capture_output=True, text=True,
                          env=environment, timeout=120)


@pytest.fixture
def stamp(tmp_path) -> Path:
    return tmp_path / "stamp"


def test_a_current_environment_is_not_installed_again(stamp):
    stamp.write_text(stamp_text())
    result = check(stamp)
    assert result.returncode == 0, result.stderr
    assert "would be skipped" in result.stdout


def test_an_environment_never_installed_by_the_script_is_installed(stamp):
    result = check(stamp)
    assert result.returncode == 1
    assert "no install stamp" in result.stderr


def test_a_changed_pyproject_installs_again(stamp):
    stamp.write_text(stamp_text(pyproject=b"[project]\nname = 'unokit'\n"))
    result = check(stamp)
    assert result.returncode == 1
    assert "pyproject.toml or the checkout changed" in result.stderr


def test_an_install_from_another_checkout_installs_again(stamp, tmp_path):
    stamp.write_text(stamp_text(checkout=tmp_path / "other-clone"))
    assert check(stamp).returncode == 1


def test_unokit_must_import_from_this_checkout_not_from_the_working_folder(stamp, tmp_path):
    """A new environment without unokit, though the stamp matches (copied, say): installs. The check runs
    ``python -I`` from ``/``, so the checkout's own ``unokit/`` folder does not count as installed."""
    venv = tmp_path / "bare"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    stamp.write_text(stamp_text())
    result = check(stamp, prefix=str(venv))
    assert result.returncode == 1
    assert "unokit does not import from" in result.stderr


def test_reinstall_can_be_forced(stamp):
    stamp.write_text(stamp_text())
    result = check(stamp, UNOKIT_REINSTALL="1")
    assert result.returncode == 1
    assert "UNOKIT_REINSTALL=1" in result.stderr
