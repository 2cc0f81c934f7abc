"""The classroom edition without a server: the dashboard and teaching notebooks as a static site.

:func:`build_site` writes a folder that any static web host (or ``python -m http.server`` on a USB stick)
serves: Voici pages (Voila in the browser, with unokit's Voila template) and JupyterLite notebooks, run by
Pyodide (Python compiled to WebAssembly) in the reader's browser. Nothing is fetched from anywhere but the
folder itself: Pyodide's core comes from the npm registry's ``pyodide`` package (or a tarball you give), and
every Python package is a local pure-Python wheel listed in the site's own ``pyodide-lock.json``.
See docs/static-site.md for what the build needs and how to publish the folder.

Pins that load together (the prototype's findings, ../shared/notes/lite.md): voici-core 0.10.0,
jupyterlite-core 0.7.6, jupyterlite-pyodide-kernel 0.7.0, pyodide-lock 0.1.2 (the ``site`` extra) and
npm ``pyodide`` 0.29.0 (:data:`PYODIDE_VERSION`); the browser's wheels are pinned in
``browser-requirements.txt`` next to this module.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from unokit.errors import UnokitError
from unokit.static_site.bytecode import precompile

__all__ = ["SiteError", "SitePage", "PYODIDE_VERSION", "SITE_MODULES", "BROWSER_NOTEBOOKS", "BROWSER_MISSING",
           "PRELOAD", "KERNEL_WHEELS", "default_cache", "build_site", "site_pages", "kernel_wheels"]

HERE = Path(__file__).resolve().parent

#: The npm ``pyodide`` version the kernel (jupyterlite-pyodide-kernel 0.7.0) is built for: Python 3.13.
PYODIDE_VERSION = "0.29.0"
#: The npm registry's tarball of that version and its integrity (sha512, as ``npm view pyodide@0.29.0 dist``).
PYODIDE_TARBALL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_SHA512 = ("39b22fb1399caf10162a0f854f51a37d274399073909a6e761efe79f9042ba1a"
                  "fd0555484de436e0305d66e1b9076b4888067d6289c1a670c1edc98767277647")
#: Python modules the build itself needs (the ``site`` extra).
SITE_MODULES = ("voici_core", "jupyterlite_core", "jupyterlite_pyodide_kernel", "pyodide_lock")
#: Teaching notebooks published on the site: those whose code needs nothing a browser lacks (numpy,
#: matplotlib, threads, gymnasium). The others are listed on the index page as needing Python installed.
BROWSER_NOTEBOOKS = ("01-tour.ipynb", "02-rules.ipynb", "03-legal-moves.ipynb")
#: unokit's dependencies that have no pure-Python wheel, left out of the site's lock (the features that
#: need them say so in the page).
BROWSER_MISSING = ("cairosvg", "daltonlens", "numpy", "pillow")
#: Packages the kernel loads as it starts (the rest load on import): ipywidgets and anywidget must be
#: there before the first cell, as Pyodide loads packages for a cell's own imports only. The kernel's own
#: (micropip, piplite, the ipykernel shim, pyodide_kernel: :data:`KERNEL_WHEELS`) are among them: the kernel
#: installs each package of its start that is not in this list one by one with micropip (fetching piplite's
#: index, reading each wheel's metadata: about 3 s of a warm page's start on a loaded 2-core machine), and
#: takes those in it from the lock, in one batch with the rest (issue 27's warm start).
PRELOAD = ("sqlite3", "comm", "jedi", "ipython", "micropip", "piplite", "ipykernel", "pyodide_kernel", "ipywidgets",
           "anywidget", "unokit")
#: The pyodide-kernel extension's own wheels (its ``static/pypi/``) that the kernel installs as it starts;
#: the site's locks list them too, so they load with :data:`PRELOAD` (the extension keeps its copies, which
#: ``%pip`` in the notebook app reads through piplite's index).
KERNEL_WHEELS = ("piplite", "ipykernel", "pyodide_kernel")
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: The pages' own lock, next to Pyodide's (which the notebook app reads): the same wheels but jedi, which
#: it maps to an empty stand-in (:func:`jedi_stub`). jedi is IPython's completion engine: 5,600 files
#: (14.6 MB unpacked, a 4.9 MB wheel) that every kernel start unpacks, and a Voici page never completes
#: code. The notebook app, where Tab completes, keeps the real jedi.
PAGES_LOCK = "pages-lock.json"
#: unokit's dependencies that the pages' lock keeps but does not load with unokit as a page starts: the
#: command line's (click, rich and rich's markdown-it-py) and the PDF sheets' (pypdf; the browser has no
#: cairo to make a sheet). No page imports them; a cell's own ``import rich`` still loads it (the kernel
#: loads the packages a cell imports), and the notebook app's lock loads them with unokit.
PAGES_LATER = ("click", "pypdf", "rich")
#: The files of the npm ``pyodide`` package the site keeps: what the kernel loads (pyodide.js, which loads
#: pyodide.asm.js, pyodide.asm.wasm, python_stdlib.zip and the lock) and package.json, which names the
#: version and the licence. The rest (pyodide.mjs, console pages, TypeScript types, README) no page loads.
PYODIDE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json",
                 "package.json")
#: What ``voici build`` writes to the root ``build/`` that a page reads: the settings' schemas and the themes.
#: The rest of it is a copy of the JupyterLite app shell (byte for byte the notebook app's ``lite/build/``)
#: that no page at the root loads: the Voici pages load ``voici/build/``.
ROOT_BUILD_KEPT = ("schemas", "themes")
#: Font Awesome's older font formats: every browser that runs WebAssembly takes the ``woff2`` file that the
#: stylesheets list first (CSS Fonts: the first ``src`` format it supports), so these are never fetched.
OLD_FONT = re.compile(r"^fa-[a-z]+-\d+\.(eot|ttf|svg|woff)$")


class SiteError(UnokitError):
    """The static site cannot be built: a tool, a download or an input is missing; the message says which
    and what to do."""


@dataclass(frozen=True)
class SitePage:
    """One entry of the site's index page: ``title``, the notebook ``name`` (``dashboard.ipynb``), the
    Voici page's path (``voici/render/dashboard.html``) and, for a teaching notebook, the JupyterLite
    notebook's path (``lite/notebooks/index.html?path=01-tour.ipynb``; None for the dashboard)."""

    title: str
    name: str
    page: str
    notebook: str | None


def default_cache() -> Path:
    """Where downloads are kept between builds: ``$UNOKIT_SITE_CACHE``, else ``~/.cache/unokit/site``."""
    return Path(os.environ.get("UNOKIT_SITE_CACHE") or Path.home() / ".cache" / "unokit" / "site")


def _teaching_notebook(name: str) -> Path:
    packaged = HERE.parent / "notebooks" / name
    if packaged.is_file():
        return packaged
    checkout = HERE.parent.parent / "notebooks" / name
    if checkout.is_file():
        return checkout
    raise SiteError(f"the teaching notebook {name} is missing: looked for {packaged} and {checkout}; reinstall unokit")


def _title(path: Path) -> str:
    """The notebook's first Markdown heading, else its file name."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            for line in "".join(cell.get("source", "")).splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return path.stem


def site_pages() -> list[SitePage]:
    """The pages the site lists: the dashboard first, then :data:`BROWSER_NOTEBOOKS` in order."""
    from unokit.dashboard import dashboard_notebook

    pages = [SitePage(_title(dashboard_notebook()), "dashboard.ipynb", "voici/render/dashboard.html", None)]
    for name in BROWSER_NOTEBOOKS:
        stem = name.removesuffix(".ipynb")
        pages.append(SitePage(_title(_teaching_notebook(name)), name, f"voici/render/{stem}.html",
                              f"lite/notebooks/index.html?path={name}"))
    return pages


# --- inputs --------------------------------------------------------------------------------------------


def _pins() -> list[str]:
    lines = (HERE / "browser-requirements.txt").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def _wheel_for(pin: str, folder: Path) -> Path | None:
    name, version = pin.split("==")
    for wheel in folder.glob("*.whl"):
        parts = wheel.name.split("-")
        if _normal(parts[0]) == _normal(name) and parts[1] == version:
            return wheel
    return None


def _run(command: Sequence[str], what: str, *, env: dict[str, str] | None = None, cwd: Path | None = None,
         echo: Callable[[str], None]) -> None:
    echo(f"  {what}")
    done = subprocess.run(list(command), capture_output=True, text=True, env=env, cwd=cwd)
    if done.returncode:
        tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-15:])
        raise SiteError(f"{what} failed (exit status {done.returncode}): {' '.join(command)}\n{tail}")


def dependency_wheels(cache: Path, echo: Callable[[str], None]) -> list[Path]:
    """The pinned pure-Python wheels, downloaded from PyPI into ``cache/wheels`` once (pip) and reused."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    pins = _pins()
    wanted = [pin for pin in pins if _wheel_for(pin, folder) is None]
    if wanted:
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
              "--python-version", "3.13", "--platform", "any", "--implementation", "py", "--abi", "none",
              "--dest", str(folder), *wanted], f"downloading {len(wanted)} wheels from PyPI", echo=echo)
    wheels = []
    for pin in pins:
        wheel = _wheel_for(pin, folder)
        if wheel is None or not wheel.name.endswith("-none-any.whl"):
            raise SiteError(f"no pure-Python wheel of {pin} in {folder}; the site can hold only py3-none-any wheels")
        wheels.append(wheel)
    return wheels


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{name},sha256={digest},{len(data)}"


def unokit_wheel(folder: Path, echo: Callable[[str], None]) -> Path:
    """unokit's own wheel, written into ``folder``: built from the source checkout when unokit is installed
    editable (pip wheel, with hatchling), else packed again from the installed files (its RECORD)."""
    from importlib import metadata

    distribution = metadata.distribution("unokit")
    direct = distribution.read_text("direct_url.json")
    source = None
    if direct:
        info = json.loads(direct)
        if info.get("dir_info", {}).get("editable") and info.get("url", "").startswith("file://"):
            source = Path(info["url"].removeprefix("file://"))
    if source is None and (HERE.parent.parent / "pyproject.toml").is_file() \
            and not (HERE.parent / "dashboard" / "dashboard.ipynb").is_file():
        source = HERE.parent.parent  # imported from a checkout without an install
    if source is not None:
        _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
              "--wheel-dir", str(folder), str(source)], "building unokit's wheel from " + str(source), echo=echo)
        return next(folder.glob("unokit-*.whl"))
    echo("  packing unokit's installed files into a wheel")
    version = distribution.version
    target = folder / f"unokit-{version}-py3-none-any.whl"
    dist_info = f"unokit-{version}.dist-info"
    records = []
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as wheel:
        for file in distribution.files or []:
            name = file.as_posix()
            if not (name.startswith("unokit/") or name.startswith(dist_info + "/")) or "__pycache__" in name \
                    or name.endswith("/RECORD") or name.endswith("/INSTALLER") or name.endswith("/direct_url.json"):
                continue
            data = file.read_binary()
            wheel.writestr(name, data)
            records.append(_record_line(name, data))
        records.append(f"{dist_info}/RECORD,,")
        wheel.writestr(f"{dist_info}/RECORD", "\n".join(records) + "\n")
    return target


def babel_locales() -> list[str]:
    """The CLDR locales the site's Babel must hold: those :mod:`unokit.i18n` formats with (one per language it
    speaks) and every locale they inherit from, up to ``root`` (Babel reads each parent's data file)."""
    from babel.core import get_global

    from unokit.i18n import LANGUAGES, babel_locale

    exceptions = get_global("parent_exceptions")
    needed: set[str] = {"root"}
    for lang in LANGUAGES:
        name: str | None = babel_locale(lang)
        while name and name != "root":
            needed.add(name)
            name = exceptions.get(name) or ("_".join(name.split("_")[:-1]) or None)
    return sorted(needed)


def _trimmed(wheel: Path, folder: Path, drop: Callable[[str], bool]) -> Path:
    """``wheel`` written again into ``folder`` without the files whose names ``drop`` is true for; its RECORD
    lists what it holds."""
    target = folder / wheel.name
    records = []
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as trimmed:
        record_name = next(name for name in source.namelist() if name.endswith(".dist-info/RECORD"))
        for info in source.infolist():
            name = info.filename
            if name == record_name or drop(name):
                continue
            data = source.read(info)
            trimmed.writestr(info, data)
            records.append(_record_line(name, data))
        records.append(f"{record_name},,")
        trimmed.writestr(record_name, "\n".join(records) + "\n")
    return target


def trimmed_babel(wheel: Path, folder: Path, locales: Sequence[str]) -> Path:
    """Babel's wheel written again into ``folder`` with only the CLDR data files of ``locales`` (its other
    1,100 or so locale files, about 32 MB unpacked and 11 MB in the wheel, are never read by the site: issue
    27's size target); its RECORD lists what it holds."""
    keep = {f"babel/locale-data/{name}.dat" for name in locales}
    return _trimmed(wheel, folder, lambda name: name.startswith("babel/locale-data/") and name not in keep)


def trimmed_pytz(wheel: Path, folder: Path) -> Path:
    """pytz's wheel written again into ``folder`` without its time-zone database (``pytz/zoneinfo/``: 600 or
    so files that every page's kernel unpacked as it started, about a second of a warm start on a loaded
    2-core machine; issue 27). pytz is there for Fluent (fluent.runtime imports it and uses ``pytz.UTC``, which
    is code, as is ``pytz.timezone("UTC")``); unokit formats no date in a time zone. Another zone's name
    raises pytz's ``UnknownTimeZoneError`` in the browser."""
    return _trimmed(wheel, folder, lambda name: name.startswith("pytz/zoneinfo/"))


def kernel_wheels() -> list[Path]:
    """The wheels of :data:`KERNEL_WHEELS`, from the installed pyodide-kernel extension (``jupyterlite-pyodide-
    kernel``, the ``site`` extra) in Jupyter's labextensions folders. Raises :class:`SiteError` naming the
    folder when one is missing."""
    from jupyter_core.paths import jupyter_path

    for root in jupyter_path("labextensions"):
        folder = Path(root) / KERNEL_EXTENSION / "static" / "pypi"
        if folder.is_dir():
            break
    else:
        raise SiteError(f"the pyodide-kernel extension ({KERNEL_EXTENSION}) is not installed; install the site "
                        'extra: pip install "unokit[site]"')
    wheels = []
    for name in KERNEL_WHEELS:
        found = sorted(folder.glob(f"{name}-*-py3-none-any.whl"))
        if not found:
            raise SiteError(f"no {name} wheel in {folder}; reinstall jupyterlite-pyodide-kernel")
        wheels.append(found[-1])
    return wheels


def _stub_wheel(folder: Path, name: str, summary: str, modules: dict[str, str]) -> Path:
    """A wheel ``name-0.0.0`` holding ``modules`` (path: text) and its metadata."""
    target = folder / f"{name}-0.0.0-py3-none-any.whl"
    info = f"{name}-0.0.0.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.0\nSummary: {summary}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: unokit\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        **modules,
    }
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, text in files.items():
            wheel.writestr(zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0)), text)
        record = "\n".join([_record_line(n, t.encode()) for n, t in files.items()] + [f"{info}/RECORD,,"]) + "\n"
        wheel.writestr(zipfile.ZipInfo(f"{info}/RECORD", (2020, 1, 1, 0, 0, 0)), record)
    return target


def sqlite3_stub(folder: Path) -> Path:
    """A ``sqlite3`` wheel whose module refuses to import: the kernel installs ``sqlite3`` as it starts (the
    npm Pyodide's standard library has no sqlite3), and IPython, which imports it, runs without it (it
    catches the ImportError; its history is off in the browser anyway)."""
    return _stub_wheel(folder, "sqlite3", "empty: the browser has no sqlite3", {
        "sqlite3/__init__.py": "raise ModuleNotFoundError(\"sqlite3 is not available in the browser\", name=\"sqlite3\")\n"})


def jedi_stub(folder: Path) -> Path:
    """A ``jedi`` wheel without jedi's module, for the pages' lock (:data:`PAGES_LOCK`): the kernel installs
    ``jedi`` as it starts, and IPython, which looks for jedi only when asked to complete code (never on a
    Voici page), finds none. It holds one module saying so (a lock entry needs a module to list)."""
    return _stub_wheel(folder, "jedi", "empty: code completion is in the notebook app, not in the pages", {
        "unokit_no_jedi.py": '"""The static site\'s pages leave jedi (code completion) out; the notebook app has it."""\n'})


def pyodide_archive(cache: Path, given: Path | None, echo: Callable[[str], None]) -> Path:
    """The Pyodide core: ``given`` (an npm ``pyodide-*.tgz``, a release ``.tar.bz2`` or a folder holding
    ``pyodide.js``), else ``cache/pyodide-<version>.tgz``, fetched once with ``npm pack`` (or, without
    Node.js, downloaded from the npm registry) and checked against :data:`PYODIDE_SHA512`."""
    if given is not None:
        if not given.exists():
            raise SiteError(f"--pyodide {given}: no such file or folder; give the npm tarball "
                            f"(npm pack pyodide@{PYODIDE_VERSION}) or a folder holding pyodide.js")
        return given
    archive = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if archive.is_file():
        return archive
    cache.mkdir(parents=True, exist_ok=True)
    npm = shutil.which("npm")
    if npm is not None:
        _run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(cache), "--silent"],
             f"fetching Pyodide {PYODIDE_VERSION} (npm pack)", echo=echo)
    else:  # the same file, from the same registry, without Node.js
        import urllib.request

        echo(f"  fetching Pyodide {PYODIDE_VERSION} from {PYODIDE_TARBALL} (npm is not installed)")
        partial = archive.with_suffix(".part")
        try:
            with urllib.request.urlopen(PYODIDE_TARBALL, timeout=120) as answer:
                partial.write_bytes(answer.read())
        except OSError as error:
            raise SiteError(f"could not download {PYODIDE_TARBALL} ({error}); download it by hand and pass it "
                            "with --pyodide FILE") from None
        partial.replace(archive)
    if not archive.is_file():
        raise SiteError(f"npm pack did not write {archive}")
    if hashlib.sha512(archive.read_bytes()).hexdigest() != PYODIDE_SHA512:
        archive.unlink()
        raise SiteError(f"{PYODIDE_TARBALL}: the download does not match the registry's sha512; it was removed, "
                        "build again")
    return archive


def _unpack_pyodide(source: Path, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    if source.is_dir():
        if not (source / "pyodide.js").is_file():
            raise SiteError(f"--pyodide {source}: the folder holds no pyodide.js")
        for name in PYODIDE_FILES:
            if (source / name).is_file():
                shutil.copy2(source / name, target / name)
        return
    try:
        with tarfile.open(source) as archive:
            members = [m for m in archive.getmembers() if m.isfile()]
            names = [m.name for m in members]
            js = next((n for n in names if n.endswith("/pyodide.js") or n == "pyodide.js"), None)
            if js is None:
                raise SiteError(f"--pyodide {source}: the archive holds no pyodide.js")
            prefix = js.removesuffix("pyodide.js")
            for member in members:
                if member.name.startswith(prefix) and member.name[len(prefix):] in PYODIDE_FILES:
                    data = archive.extractfile(member)
                    (target / member.name[len(prefix):]).write_bytes(data.read() if data else b"")
    except tarfile.TarError as error:
        raise SiteError(f"--pyodide {source}: not a tar archive ({error})") from None


def _lock_of(pyodide: Path, empty: Any, wheels: Sequence[Path], target: Path,
             later: Sequence[str] = ()) -> dict[str, list[str]]:
    from pyodide_lock.utils import add_wheels_to_spec

    spec = add_wheels_to_spec(empty, list(wheels), base_path=pyodide, ignore_missing_dependencies=True)
    dropped: dict[str, list[str]] = {}
    for name, package in spec.packages.items():
        gone = sorted(d for d in package.depends if d not in spec.packages)
        if gone:
            dropped[name] = gone
        package.depends = [d for d in package.depends if d in spec.packages and not (name == "unokit" and d in later)]
    spec.to_json(target)
    return dropped


def write_lock(pyodide: Path, wheels: Sequence[Path], echo: Callable[[str], None],
               pages_jedi: Path | None = None) -> dict[str, list[str]]:
    """Replace ``pyodide/pyodide-lock.json`` with one that lists only ``wheels`` (copied next to it), so the
    kernel never asks a CDN for a package; with ``pages_jedi`` (:func:`jedi_stub`), write also
    :data:`PAGES_LOCK`, the same but with that wheel for jedi and without jedi's own parso, and whose
    unokit does not bring :data:`PAGES_LATER` with it (they stay in the lock). Returns the
    dependencies left out, per package (``{"unokit": ["cairosvg", ...]}``): those without a pure-Python
    wheel."""
    from pyodide_lock import PyodideLockSpec

    lock_path = pyodide / "pyodide-lock.json"
    empty = PyodideLockSpec.from_json(lock_path).model_copy(update={"packages": {}})
    local = []
    for wheel in wheels:
        shutil.copy2(wheel, pyodide / wheel.name)
        local.append(pyodide / wheel.name)
    dropped = _lock_of(pyodide, empty, local, lock_path)
    echo(f"  lock: {len(local)} packages, all local; left out: {dropped or 'nothing'}")
    if pages_jedi is not None:
        shutil.copy2(pages_jedi, pyodide / pages_jedi.name)
        pages = [w for w in local if _normal(w.name.split("-")[0]) not in ("jedi", "parso")]
        _lock_of(pyodide, empty, [*pages, pyodide / pages_jedi.name], pyodide / PAGES_LOCK, later=PAGES_LATER)
        echo(f"  {PAGES_LOCK}: the same for the pages, with an empty jedi and no parso, and unokit without "
             f"{', '.join(PAGES_LATER)} (loaded when a cell imports them)")
    return dropped


def prune(site: Path) -> int:
    """Remove from a built ``site`` what no page loads: the root ``build/`` but :data:`ROOT_BUILD_KEPT`, and
    Font Awesome's older formats (:data:`OLD_FONT`). Returns the bytes removed."""
    removed = 0
    root_build = site / "build"
    if root_build.is_dir():
        for entry in root_build.iterdir():
            if entry.name in ROOT_BUILD_KEPT:
                continue
            if entry.is_dir():
                removed += sum(f.stat().st_size for f in entry.rglob("*") if f.is_file())
                shutil.rmtree(entry)
            else:
                removed += entry.stat().st_size
                entry.unlink()
    for font in site.rglob("fa-*"):
        if font.is_file() and OLD_FONT.match(font.name):
            removed += font.stat().st_size
            font.unlink()
    return removed


#: The kernel's worker (jupyterlite-pyodide-kernel 0.7.0's bundles, as webpack wrote them) mounts the notebooks'
#: drive at /drive and makes it the working folder while "" (the working folder) is first on sys.path: so each
#: import of a package not yet loaded first looked in /drive, and each look there (a stat of the folder) is a
#: synchronous request to the page's service worker, about 6 ms on a quiet 2-core machine. The kernel's start
#: (the package manager, IPython) looked there about 80 times: 0.4-0.5 s of a warm start (issue 27). The site's
#: copy of the worker takes "" off sys.path as it mounts the drive (:data:`DRIVE_OFF_PATH`); the kernel's IPython
#: puts it back as it starts (``InteractiveShellApp.init_path``: after the standard library, before
#: site-packages, as in any IPython kernel), so a notebook still imports a module saved beside it. The pattern
#: matches the minified code of that step (its groups are the bundle's short names).
WORKER_DRIVE = re.compile(r"(\w+)\.chdir\((\w+)\),this\._driveFS=(\w+)")
#: The Python the worker runs as it mounts the drive (in the kernel's namespace, so it leaves no name there).
DRIVE_OFF_PATH = '__import__("sys").path.remove("") if "" in __import__("sys").path else None'
#: The bundles' files that hold the worker's code: the ones with its drive step.
WORKER_MARK = "async initFilesystem("


def patch_kernel_worker(site: Path, echo: Callable[[str], None]) -> int:
    """Patch the pyodide-kernel worker's bundles under ``site`` (the pages' and the notebook app's copies) so
    that the kernel's start does not look in the drive for every package it imports (:data:`WORKER_DRIVE`).
    Returns how many files were patched; a bundle whose code does not match (another version of the
    extension) is left as it is, and that is said: the pages work, their kernel starts slower."""
    patched = 0
    for bundle in sorted(site.rglob("pyodide-kernel-extension/static/*.js")):
        text = bundle.read_text(encoding="utf-8")
        if WORKER_MARK not in text:
            continue
        text, drive = WORKER_DRIVE.subn(
            lambda m: f"{m[1]}.chdir({m[2]}),this._pyodide.runPython({json.dumps(DRIVE_OFF_PATH)}),this._driveFS={m[3]}",
            text)
        if drive != text.count(WORKER_MARK):  # every copy of the drive's step (a bundle holds two)
            echo(f"  {bundle.relative_to(site)}: the kernel's worker is not the one this build knows (jupyterlite-"
                 "pyodide-kernel 0.7.0); left as it is: its kernel looks in the drive for every import (slower)")
            continue
        bundle.write_text(text, encoding="utf-8")
        patched += 1
    return patched


def _lite_settings(lock: str | None = None) -> dict:
    """The ``jupyter-lite.json`` of a site; ``lock``: a lock file other than Pyodide's, as a path from the
    site's root (the kernel resolves ``loadPyodideOptions`` keys ending in URL against the base URL)."""
    options: dict[str, Any] = {"packages": list(PRELOAD)}
    if lock is not None:
        options["lockFileURL"] = lock
    return {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "unokit", "disabledExtensions": [],
        "litePluginSettings": {KERNEL_PLUGIN: {
            "disablePyPIFallback": True,
            "loadPyodideOptions": options,
        }},
    }}


def _index_html(pages: Sequence[SitePage]) -> str:
    rows = []
    for page in pages:
        links = [f'<a href="{html.escape(page.page)}">play it as a page</a>' if page.notebook is None
                 else f'<a href="{html.escape(page.page)}">read it as a page</a>']
        if page.notebook:
            links.append(f'<a href="{html.escape(page.notebook)}">open it as a notebook you can change</a>')
        rows.append(f"<li><strong>{html.escape(page.title)}</strong>: {', '.join(links)}</li>")
    return f"""<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>unokit: play and learn in the browser</title>
<style>body{{font:1.1rem/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b;background:#fff}}
a{{color:#0b4f9c}} li{{margin:.5rem 0}}</style></head>
<body><main>
<h1>unokit: play and learn in the browser</h1>
<p>Everything here runs in your browser: nothing to install, no server. Each page starts Python first,
which takes some seconds (about 5 on a recent computer, more on an older one).</p>
<h2>Pages</h2>
<ul>
{chr(10).join(rows)}
</ul>
<h2>Not in the browser</h2>
<p>Printable card sheets (PDF) and the plots of the other notebooks need Python installed:
<code>pip install "unokit[widgets]"</code>, then <code>unokit sheet</code> or
<code>unokit dashboard</code>.</p>
</main></body></html>
"""


def build_site(out: Path, *, cache: Path | None = None, pyodide: Path | None = None,
               echo: Callable[[str], None] = print) -> list[SitePage]:
    """Build the static site into ``out`` (created; an existing folder must be a site built before or empty).

    Args:
        out: the folder to write (serve it as the site's root or any sub-folder).
        cache: where downloads are kept between builds (:func:`default_cache`).
        pyodide: the Pyodide core to use (npm tarball, release tarball or folder); default npm's
            ``pyodide@`` :data:`PYODIDE_VERSION`, fetched into ``cache`` once.
        echo: where progress lines go.

    Returns the pages the index lists. Raises :class:`SiteError` when a tool of the ``site`` extra, npm (with
    no ``pyodide``) or a download is missing, or ``out`` is a non-empty folder that is not a site.
    """
    from unokit.extras import missing

    absent = missing(SITE_MODULES)
    if absent:
        raise SiteError(f"building the site needs {', '.join(absent)}, which are not installed; install the site "
                        'extra: pip install "unokit[site]" (in a source checkout: pip install ".[site]")')
    out = Path(out)
    if out.exists() and (not out.is_dir() or (any(out.iterdir()) and not (out / "jupyter-lite.json").is_file())):
        raise SiteError(f"--out {out}: the folder exists and is not a unokit site; give a new or empty folder")
    cache = Path(cache) if cache is not None else default_cache()
    from unokit.dashboard import dashboard_notebook, voila_environment

    pages = site_pages()
    with tempfile.TemporaryDirectory(prefix="unokit-site-") as scratch:
        work = Path(scratch)
        lite, contents, built = work / "lite", work / "contents", work / "wheels"
        for folder in (lite, contents, built):
            folder.mkdir()
        echo("Gathering Pyodide and the wheels")
        locales = babel_locales()
        trim = {"babel": lambda wheel: trimmed_babel(wheel, built, locales),
                "pytz": lambda wheel: trimmed_pytz(wheel, built)}
        wheels = [trim.get(_normal(wheel.name.split("-")[0]), lambda wheel: wheel)(wheel)
                  for wheel in dependency_wheels(cache, echo)]
        wheels += [unokit_wheel(built, echo), sqlite3_stub(built), *kernel_wheels()]
        static = lite / "static" / "pyodide"
        _unpack_pyodide(pyodide_archive(cache, pyodide, echo), static)
        wheels = precompile(static, wheels, built / "compiled", echo)
        write_lock(static, wheels, echo, pages_jedi=jedi_stub(built))
        (lite / "jupyter-lite.json").write_text(json.dumps(_lite_settings(f"static/pyodide/{PAGES_LOCK}"), indent=2),
                                                encoding="utf-8")
        shutil.copy2(dashboard_notebook(), contents / "dashboard.ipynb")
        for name in BROWSER_NOTEBOOKS:  # without their stored outputs: the reader runs them here
            notebook = json.loads(_teaching_notebook(name).read_text(encoding="utf-8"))
            for cell in notebook.get("cells", []):
                if cell.get("cell_type") == "code":
                    cell["outputs"], cell["execution_count"] = [], None
            (contents / name).write_text(json.dumps(notebook, indent=1, ensure_ascii=False), encoding="utf-8")
        echo("Building the pages (voici build)")
        staged = work / "site"
        env = voila_environment()
        env.pop("JUPYTERLITE_PYODIDE_URL", None)
        _run([sys.executable, "-c", "from voici_core.app import main; main()", "build", "--lite-dir", str(lite),
              "--contents", str(contents), "--output-dir", str(staged), "--template", "unokit", "--no-sourcemaps",
              "--no-unused-shared-packages"], "voici build", env=env, cwd=work, echo=echo)
        # the notebook app: a JupyterLite site of its own in lite/ (Voici's build carries only its own
        # app), sharing the Pyodide folder and the lock of the Voici site above it
        notebook_lite = work / "notebook-lite"
        notebook_lite.mkdir()
        settings = _lite_settings()
        settings["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]["pyodideUrl"] = \
            "../../static/pyodide/pyodide.js"  # resolved against the notebook page (lite/notebooks/)
        (notebook_lite / "jupyter-lite.json").write_text(json.dumps(settings, indent=2), encoding="utf-8")
        echo("Building the notebooks (jupyter lite build)")
        _run([sys.executable, "-c", "from jupyterlite_core.app import main; main()", "build", "--lite-dir",
              str(notebook_lite), "--contents", str(contents), "--output-dir", str(staged / "lite"), "--apps",
              "notebooks", "--no-sourcemaps", "--no-unused-shared-packages"], "jupyter lite build", env=env,
             cwd=work, echo=echo)
        (staged / "index.html").write_text(_index_html(pages), encoding="utf-8")
        echo(f"  the kernel's worker starts without looking in the drive: {patch_kernel_worker(staged, echo)} "
             "bundles patched")
        echo(f"  left out what no page loads: {prune(staged) / 1e6:.1f} MB")
        if out.exists():
            shutil.rmtree(out)
        shutil.copytree(staged, out)
    echo(f"Site written to {out}: serve it with  python -m http.server --directory {out}")
    return pages
