"""``unokit site``: what it refuses, in one line, before building anything (the build itself is
tests/browser/test_static_site.py), and the pieces it writes."""

from __future__ import annotations

import zipfile

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
