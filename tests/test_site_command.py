"""``unokit site``: what it refuses, in one line, before building anything (the build itself is
tests/browser/test_static_site.py), and the pieces it writes."""

from __future__ import annotations

import zipfile
from pathlib import Path

from click.testing import CliRunner

from unokit.cli import main
from unokit.static_site import BROWSER_NOTEBOOKS, _index_html, _pins, site_pages, sqlite3_stub


def test_a_folder_that_is_not_a_site_is_refused_and_left_alone(tmp_path):
    (tmp_path / "homework.txt").write_text("keep me")
    result = CliRunner().invoke(main, ["site", "--out", str(tmp_path)])
    assert result.exit_code == 1
    assert result.output.strip() == f"error: --out {tmp_path}: the folder exists and is not a unokit site; give a new or empty folder"
    assert (tmp_path / "homework.txt").read_text() == "keep me"


def test_out_is_required():
    result = CliRunner().invoke(main, ["site"])
    assert result.exit_code == 2 and "--out" in result.output


def test_every_browser_wheel_is_pinned():
    pins = _pins()
    assert len(pins) == len(set(pins)) > 20
    assert all(pin.count("==") == 1 for pin in pins)
    assert "jsonschema==4.17.3" in pins  # 4.18 and later need the compiled rpds-py


def test_the_index_links_each_page_and_its_notebook():
    pages = site_pages()
    assert [page.name for page in pages] == ["dashboard.ipynb", *BROWSER_NOTEBOOKS]
    text = _index_html(pages)
    assert '<a href="voici/render/dashboard.html">play it as a page</a>' in text
    assert '<a href="lite/notebooks/index.html?path=02-rules.ipynb">open it as a notebook you can change</a>' in text
    assert "unokit sheet" in text


def test_the_sqlite3_stub_is_a_wheel_whose_module_refuses_to_import(tmp_path):
    wheel = sqlite3_stub(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        assert "ModuleNotFoundError" in archive.read("sqlite3/__init__.py").decode()
        assert {"sqlite3-0.0.0.dist-info/METADATA", "sqlite3-0.0.0.dist-info/RECORD"} <= set(archive.namelist())


def test_the_sites_babel_holds_the_locales_unokit_speaks_and_formats_them(tmp_path):
    """Issue 27's size: the site's Babel keeps only the CLDR data of the languages unokit speaks (and the
    locales they inherit from); lists, numbers and Fluent's plural rules still work from that wheel alone."""
    import subprocess
    import sys

    import babel

    from unokit.static_site import babel_locales, trimmed_babel

    locales = babel_locales()
    assert {"root", "en", "en_GB", "pt", "pt_PT", "es", "es_ES"} <= set(locales) and len(locales) < 12
    source = Path(babel.__file__).parent
    original = tmp_path / "babel-0-py3-none-any.whl"
    with zipfile.ZipFile(original, "w") as wheel:  # a wheel of the installed Babel, as PyPI ships it
        for file in source.rglob("*"):
            if file.is_file() and "__pycache__" not in file.parts:
                wheel.write(file, "babel/" + file.relative_to(source).as_posix())
        wheel.writestr("babel-0.dist-info/RECORD", "")
    (tmp_path / "out").mkdir()
    trimmed = trimmed_babel(original, tmp_path / "out", locales)
    with zipfile.ZipFile(trimmed) as wheel:
        data = sorted(name.removeprefix("babel/locale-data/").removesuffix(".dat") for name in wheel.namelist()
                      if name.startswith("babel/locale-data/"))
        record = wheel.read("babel-0.dist-info/RECORD").decode()
        wheel.extractall(tmp_path / "unpacked")
    assert data == locales
    assert all(f"babel/locale-data/{name}.dat,sha256=" in record for name in locales)
    assert trimmed.stat().st_size < original.stat().st_size / 5
    done = subprocess.run([sys.executable, "-I", "-c", """
import sys; sys.path.insert(0, sys.argv[1])
import babel; assert babel.__file__.startswith(sys.argv[1]), babel.__file__
from babel.lists import format_list
from babel.numbers import format_decimal
from babel import Locale
for locale in ("en_GB", "pt_PT", "es_ES"):
    print(format_list(["Ana", "Ben", "Cy"], locale=locale), format_decimal(1234.5, locale=locale),
          Locale.parse(locale).plural_form(2))
""", str(tmp_path / "unpacked")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    from babel import Locale
    from babel.lists import format_list
    from babel.numbers import format_decimal

    full = [f"{format_list(['Ana', 'Ben', 'Cy'], locale=locale)} {format_decimal(1234.5, locale=locale)} "
            f"{Locale.parse(locale).plural_form(2)}" for locale in ("en_GB", "pt_PT", "es_ES")]
    assert done.stdout.splitlines() == full  # as the whole Babel says it
    assert full[1].startswith("Ana, Ben e Cy") and full[2].startswith("Ana, Ben y Cy")


def test_without_node_the_wheels_stay_source_and_the_build_says_so(tmp_path, monkeypatch):
    """The bytecode step (unokit.static_site.bytecode) needs Node.js to run the site's Pyodide; without it the
    build goes on with the wheels as they are and says once what that costs."""
    from unokit.static_site import bytecode

    monkeypatch.setattr(bytecode.shutil, "which", lambda name: None)
    wheel = sqlite3_stub(tmp_path)
    said: list[str] = []
    assert bytecode.precompile(tmp_path / "pyodide", [wheel], tmp_path / "compiled", said.append) == [wheel]
    assert len(said) == 1 and "Node.js is not installed" in said[0] and "slower" in said[0]
    assert not (tmp_path / "compiled").exists()


def test_a_failed_compile_leaves_the_wheels_source_and_the_build_says_why(tmp_path, monkeypatch):
    """An old Node.js that cannot run Pyodide: the build goes on without bytecode and names the reason."""
    import subprocess

    from unokit.static_site import bytecode

    monkeypatch.setattr(bytecode.shutil, "which", lambda name: "/usr/bin/node")
    monkeypatch.setattr(bytecode.subprocess, "run", lambda *args, **kwargs: subprocess.CompletedProcess(
        args, 1, stdout="", stderr="SyntaxError: Unexpected token '?'\n"))
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "pyodide" / "python_stdlib.zip").write_bytes(b"as it was")
    wheel = sqlite3_stub(tmp_path)
    said: list[str] = []
    assert bytecode.precompile(tmp_path / "pyodide", [wheel], tmp_path / "compiled", said.append) == [wheel]
    assert said[-1] == ("  compiling in Pyodide failed (/usr/bin/node exit status 1: SyntaxError: Unexpected token "
                        "'?'): the pages will compile Python as they start (a few seconds slower); Pyodide 0.29 "
                        "needs Node.js 18 or newer")
    assert (tmp_path / "pyodide" / "python_stdlib.zip").read_bytes() == b"as it was"


def test_the_kernels_own_wheels_come_from_the_installed_extension():
    """The kernel's start installs piplite, the ipykernel shim and pyodide_kernel; the site's locks list the
    extension's own wheels of them, so they load with the rest in one batch (issue 27's warm start)."""
    from unokit.static_site import KERNEL_WHEELS, PRELOAD, kernel_wheels

    wheels = kernel_wheels()
    assert [wheel.name.split("-")[0] for wheel in wheels] == list(KERNEL_WHEELS)
    assert all(wheel.is_file() and wheel.name.endswith("-py3-none-any.whl") for wheel in wheels)
    assert set(KERNEL_WHEELS) | {"micropip"} <= set(PRELOAD)


def test_the_sites_pytz_holds_its_code_and_no_time_zone_files(tmp_path):
    """pytz (Fluent's dependency) without its 600 zoneinfo files: it imports, and UTC, which is code, works."""
    import subprocess
    import sys

    from unokit.static_site import trimmed_pytz

    original = tmp_path / "pytz-0-py3-none-any.whl"
    with zipfile.ZipFile(original, "w") as wheel:
        wheel.writestr("pytz/__init__.py", "import datetime\nUTC = datetime.timezone.utc\n")
        wheel.writestr("pytz/zoneinfo/Europe/Lisbon", b"TZif")
        wheel.writestr("pytz/zoneinfo/UTC", b"TZif")
        wheel.writestr("pytz-0.dist-info/RECORD", "")
    (tmp_path / "out").mkdir()
    trimmed = trimmed_pytz(original, tmp_path / "out")
    with zipfile.ZipFile(trimmed) as wheel:
        assert sorted(wheel.namelist()) == ["pytz-0.dist-info/RECORD", "pytz/__init__.py"]
        assert "pytz/__init__.py,sha256=" in wheel.read("pytz-0.dist-info/RECORD").decode()
        wheel.extractall(tmp_path / "unpacked")
    done = subprocess.run([sys.executable, "-I", "-c", "import sys; sys.path.insert(0, sys.argv[1]); import pytz; "
                           "print(pytz.UTC)", str(tmp_path / "unpacked")], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == "UTC", done.stderr


def _installed_worker_bundles(tmp_path: Path) -> Path:
    """A site-like folder holding the installed pyodide-kernel extension's scripts (those the build copies)."""
    import shutil

    from jupyter_core.paths import jupyter_path

    from unokit.static_site import KERNEL_EXTENSION

    source = next(Path(root) / KERNEL_EXTENSION / "static" for root in jupyter_path("labextensions")
                  if (Path(root) / KERNEL_EXTENSION / "static").is_dir())
    target = tmp_path / "site" / "extensions" / KERNEL_EXTENSION / "static"
    target.mkdir(parents=True)
    for script in source.glob("*.js"):
        shutil.copy2(script, target / script.name)
    return tmp_path / "site"


def test_the_kernels_worker_takes_the_drive_off_sys_path_as_it_mounts_it(tmp_path):
    """Issue 27: the worker (jupyterlite-pyodide-kernel 0.7.0) makes the drive, where every look is a request to
    the service worker, the working folder while "" is first on sys.path; the site's copy of it takes "" off as
    it mounts the drive, in every copy of that step, and the scripts still parse."""
    import json
    import re
    import shutil
    import subprocess
    import sys

    import pytest

    from unokit.static_site import DRIVE_OFF_PATH, WORKER_MARK, patch_kernel_worker

    site = _installed_worker_bundles(tmp_path)
    workers = [script for script in sorted(site.rglob("*.js")) if WORKER_MARK in script.read_text()]
    said: list[str] = []
    assert patch_kernel_worker(site, said.append) == len(workers) > 0 and said == []
    for script in workers:
        text = script.read_text()
        patched = re.findall(r"\w+\.chdir\(\w+\)," + re.escape(f"this._pyodide.runPython({json.dumps(DRIVE_OFF_PATH)})")
                             + r",this\._driveFS=", text)
        assert len(patched) == text.count(WORKER_MARK) and not re.search(r"\.chdir\(\w+\),this\._driveFS=", text)
        node = shutil.which("node")
        if node is not None:
            done = subprocess.run([node, "--check", str(script)], capture_output=True, text=True)
            assert done.returncode == 0, done.stderr
    # the Python it runs: "" off sys.path, nothing else changed, no name left behind; harmless when "" is not there
    done = subprocess.run([sys.executable, "-I", "-c", f"""
import sys
sys.path[:0] = ["", "/x"]
before = dict(globals())
{DRIVE_OFF_PATH}
assert sys.path[0] == "/x" and "" not in sys.path, sys.path
{DRIVE_OFF_PATH}
assert set(globals()) == set(before) | {{"before"}}, set(globals()) ^ set(before)
"""], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the patched scripts' syntax was not checked")


def test_the_kernels_ipython_puts_the_working_folder_back_on_sys_path(tmp_path):
    """After the worker's start took "" off sys.path, the kernel's shell (the extension's pyodide_kernel, its
    ``LitePythonShellApp``) calls IPython's ``init_path``, which puts it back after the standard library, as in
    any IPython kernel: a notebook still imports a module saved beside it."""
    import subprocess
    import sys

    from unokit.static_site import kernel_wheels

    wheel = next(wheel for wheel in kernel_wheels() if wheel.name.startswith("pyodide_kernel-"))
    with zipfile.ZipFile(wheel) as archive:
        assert "self.init_path()" in archive.read("pyodide_kernel/interpreter.py").decode()
    done = subprocess.run([sys.executable, "-E", "-s", "-c", """  # not -I: IPython keeps "" out under safe_path (-P)
import sys
assert not sys.flags.safe_path  # as in Pyodide
from IPython.core.shellapp import InteractiveShellApp
sys.path[:] = [p for p in sys.path if p != ""]
InteractiveShellApp().init_path()
print(sys.path.index(""), [i for i, p in enumerate(sys.path) if p.endswith("site-packages")][0])
"""], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    where, site_packages = map(int, done.stdout.split())
    assert where == site_packages - 1  # just before site-packages


def test_a_kernel_worker_this_build_does_not_know_is_left_as_it_is_and_said(tmp_path):
    from unokit.static_site import patch_kernel_worker

    static = tmp_path / "site" / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    text = "class W{async initFilesystem(e){FS.chdir('/drive')}}"
    (static / "1.js").write_text(text)
    said: list[str] = []
    assert patch_kernel_worker(tmp_path / "site", said.append) == 0
    assert (static / "1.js").read_text() == text
    assert len(said) == 1 and "1.js: the kernel's worker is not the one this build knows" in said[0]
