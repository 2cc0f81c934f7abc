"""unokit in a Python without compiled extras, as in Pyodide in a browser (docs/static-site.md).

The static site ships only pure-Python wheels: numpy, Pillow, matplotlib, cairosvg (cairo), daltonlens
and jsonschema's Rust ``rpds`` cannot be there. A child Python refuses those modules with a meta-path
finder; there ``import unokit``, the engine, card faces, records, the table and the dashboard notebook's
own code must work. Each refused import is an ``ImportError``, as in Pyodide, so a module that imports
one of them when it is imported fails the test with the name of the module it asked for.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
from environments import ROOT, run_env

#: What a browser (Pyodide from the npm registry plus pure-Python wheels) does not have. jsonschema's
#: ``rpds`` is not refused here: this environment's jsonschema (4.18 and later) needs it, and the site
#: ships jsonschema 4.17.3 (pure Python, pyrsistent) instead; the browser test loads a record with it.
REFUSED = ("numpy", "PIL", "matplotlib", "cairosvg", "cairocffi", "daltonlens")

PRELUDE = textwrap.dedent(f"""
    import importlib.abc, sys

    REFUSED = {REFUSED!r}

    class Refuse(importlib.abc.MetaPathFinder):
        asked = []

        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in REFUSED:
                Refuse.asked.append(name)
                raise ModuleNotFoundError(f"No module named {{name!r}} (refused: not in a browser)", name=name)
            return None

    sys.meta_path.insert(0, Refuse())
    import importlib.util
    _find_spec = importlib.util.find_spec

    def find_spec(name, package=None):  # as where the module is not installed at all: None, no error
        return None if name.split(".")[0] in REFUSED else _find_spec(name, package)

    importlib.util.find_spec = find_spec
    for name in list(sys.modules):
        if name.split(".")[0] in REFUSED:
            del sys.modules[name]
""")


def _run(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", PRELUDE + textwrap.dedent(code)], capture_output=True,
                          text=True, cwd=ROOT, env=run_env({"PYTHONPATH": str(ROOT)}), timeout=180)


def _dashboard_code() -> str:
    notebook = json.loads((ROOT / "notebooks" / "dashboard.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code")


def test_the_finder_really_refuses():
    done = _run("""
        try:
            import numpy
        except ImportError as error:
            print("refused", error.name)
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "refused numpy"


def test_engine_card_faces_and_records_need_no_compiled_extras():
    done = _run("""
        import unokit
        from unokit import record
        from unokit.render import svg

        game = unokit.Game("classic", players=["Ana", "Ben", "Cy"], seed=3)
        for _ in range(6):
            game.push(game.legal_moves(game.current)[0])
        face = svg.card(unokit.Card.parse("R7"))
        assert face.startswith("<svg") and "</svg>" in face, face[:80]
        saved = record.to_record(game)
        loaded = record.read_record(saved)
        print("moves", len(loaded.moves), "asked", sorted(set(Refuse.asked)))
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("moves 6 "), done.stdout


@pytest.mark.slow
def test_the_table_and_the_dashboard_notebook_need_no_compiled_extras():
    table = textwrap.dedent("""
        import unokit
        from unokit.widgets import GameTable

        game = unokit.Game("classic", players=["Ana", "Ben", "Cy"], seed=1)
        table = GameTable(game, mode="play", human_seats=(game.current,))
        before = table.cursor
        table.submit(table.game.legal_moves(table.game.current)[0])
        assert table.cursor > before, (before, table.cursor)
    """)
    dashboard = textwrap.dedent("""
        from unokit.dashboard import Dashboard
        board = Dashboard(preset="party", players=4, humans=(0,), bot="random", seed=2)
        print("ok", type(board).__name__)
    """)
    done = _run("\n".join([table, _dashboard_code(), dashboard]))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ok Dashboard"), done.stdout


@pytest.mark.slow
@pytest.mark.parametrize("name", ["01-tour.ipynb", "02-rules.ipynb", "03-legal-moves.ipynb"])
def test_the_notebooks_the_site_publishes_need_no_compiled_extras(name):
    from unokit.static_site import BROWSER_NOTEBOOKS

    assert name in BROWSER_NOTEBOOKS
    notebook = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))
    code = "\n".join("".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code")
    done = _run("import os\nos.chdir(" + repr(str(ROOT / "notebooks")) + ")\n" + code + "\nprint('ran to the end')")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ran to the end")


def test_the_language_layer_needs_no_compiled_extras():
    """Fluent and Babel are pure Python (issue 26): card faces and the rules in Portuguese and Spanish
    work where a browser's Python has no compiled modules."""
    done = _run("""
        import unokit
        from unokit.render import svg
        from unokit.rules_text import rules_text

        face = svg.card(unokit.Card.parse("BR"), lang="pt-PT")
        assert "<title" in face and "Inversão azul</title>" in face, face[:200]
        print(rules_text("classic", "es").splitlines()[0])
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Reglas clásicas"


def test_colour_vision_previews_come_from_the_matrices_without_numpy_or_daltonlens():
    done = _run("""
        import unokit
        from unokit.render import cvd, svg

        assert cvd.preview_needs() == []
        face = svg.card(unokit.Card.parse("R7"), vision="deuteranopia")
        seen = cvd.simulate_hex("#d32f2f", "deuteranopia")
        assert seen == cvd.simulate_hex_from_matrices("#d32f2f", "deuteranopia") and seen in face, seen
        print("seen", seen, "asked", sorted(set(Refuse.asked)))
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("seen #"), done.stdout
