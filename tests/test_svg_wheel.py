"""A wheel built from the checkout, installed in a clean virtual environment, renders a card.

svg_templates/ lives at the repository's top level (DESIGN.md layout) and is force-included into the
wheel as ``unokit/svg_templates``; this checks that a non-editable install finds the glyph outlines
there and ships the font's OFL licence. The venv has no system site-packages: pip installs the
dependencies from the package index.
"""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", str(ROOT), "-w", str(out)],
        check=True, cwd=out,
    )
    (path,) = out.glob("unokit-*.whl")
    return path


def test_wheel_holds_templates_font_and_licences(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "unokit/svg_templates/glyphs.json" in names
    assert "unokit/svg_templates/fonts/OFL.txt" in names
    assert any(n.endswith(".dist-info/licenses/svg_templates/fonts/OFL.txt") for n in names)
    assert "unokit/render/svg.py" in names and "unokit/coloradd.py" in names


def test_wheel_in_a_fresh_venv_renders_a_card(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, system_site_packages=False, clear=True).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)],
                   check=True, timeout=900)
    script = (
        "import sys, unokit\n"
        "from unokit.cards import Card\n"
        "from unokit.render.svg import card, templates_dir\n"
        "assert 'site-packages' in str(templates_dir()), templates_dir()\n"
        "text = card(Card.parse('W+4'))\n"
        "assert text.startswith('<svg') and 'Wild Draw Four' in text\n"
        "import cairosvg\n"
        "png = cairosvg.svg2png(bytestring=card(Card.parse('R7')).encode())\n"
        "print(templates_dir(), len(text), len(png))\n"
    )
    result = subprocess.run([str(python), "-c", script], capture_output=True, text=True, cwd=tmp_path,
                            timeout=300)
    assert result.returncode == 0, result.stderr
    where, size, png_size = result.stdout.split()
    assert where.endswith("site-packages/unokit/svg_templates") and int(size) > 1000 and int(png_size) > 1000
