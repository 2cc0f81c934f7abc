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
