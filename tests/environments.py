"""Python environments for tests that install or run unokit somewhere else than the test environment.

Everything here comes from the environment the tests run in (the one ``scripts/run-tests.sh`` builds),
never from the base interpreter's site-packages, which on a fresh machine hold nothing extra:

- :func:`make_venv` — a new virtual environment without pip and without system site-packages, whose
  ``sys.path`` ends with the folders it is given (one ``.pth`` file), so it sees its own packages first,
  then exactly those folders.
- :func:`site_dirs` — the running environment's site-packages folders (where its dependencies are).
- :func:`site_without` — a folder of links to the running environment's site-packages minus some
  top-level modules: the same packages as here, as if those had never been installed.
"""

from __future__ import annotations

import os
import re
import sysconfig
import venv
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def site_dirs() -> list[Path]:
    """The running environment's purelib and platlib folders (one folder when they are the same)."""
    paths = sysconfig.get_paths()
    return [Path(p) for p in dict.fromkeys((paths["purelib"], paths["platlib"]))]


def make_venv(path: Path, extra_paths: Iterable[Path] = ()) -> Path:
    """Create a virtual environment at ``path`` (no pip, no system site-packages) that also imports from
    ``extra_paths``, after its own site-packages; returns its ``python``.

    ``.pth`` files inside ``extra_paths`` are not run (a plain path line adds a folder, not a site dir), so
    an editable install of unokit in the test environment stays invisible there.
    """
    venv.EnvBuilder(with_pip=False, system_site_packages=False, clear=True, symlinks=True).create(path)
    python = path / "bin" / "python"
    own = sysconfig.get_path("purelib", vars={"base": str(path), "platbase": str(path)})
    lines = [str(p) for p in extra_paths]
    if lines:
        (Path(own) / "unokit_test_paths.pth").write_text("\n".join(lines) + "\n")
    return python


def _top_level_name(entry: str) -> str:
    """The distribution or module name an entry of site-packages belongs to, normalised (``ipykernel``
    for ``ipykernel``, ``ipykernel-7.4.0.dist-info`` and ``ipykernel_launcher.py``)."""
    name = re.split(r"-\d", entry, maxsplit=1)[0]
    name = name.removesuffix(".py").removesuffix(".dist-info").removesuffix(".egg-info")
    return name.lower().replace("-", "_")


def site_without(folder: Path, modules: Iterable[str]) -> Path:
    """Fill ``folder`` with symbolic links to every entry of the running environment's site-packages except
    the named top-level modules (with their ``.dist-info`` and, for ``ipykernel``, ``ipykernel_launcher``);
    returns ``folder``. Nothing is copied or installed.
    """
    blocked = {m.lower() for m in modules}
    folder.mkdir(parents=True, exist_ok=True)
    for site in site_dirs():
        for entry in os.listdir(site):
            name = _top_level_name(entry)
            if name in blocked or name.removesuffix("_launcher") in blocked or entry.endswith(".pth"):
                continue
            target = folder / entry
            if not target.exists():
                target.symlink_to(Path(site) / entry)
    return folder


def run_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """``os.environ`` without the variables that would leak the test environment into a child Python
    (``PYTHONPATH``, ``VIRTUAL_ENV``, ``PYTHONHOME``), plus ``extra``."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(extra or {})
    return env


__all__ = ["ROOT", "site_dirs", "make_venv", "site_without", "run_env"]
