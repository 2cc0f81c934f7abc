"""Every teaching notebook opens in Voila and runs to the end without an error output."""

from __future__ import annotations

from pathlib import Path

import pytest
from voila_support import RENDER_TIMEOUT_MS, error_outputs, wait_for_voila

VOILA_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TEACHING = sorted(path.name for path in VOILA_NOTEBOOKS.glob("0*.ipynb"))
#: Voila shows a notebook once every cell has run; 07-analysis runs its rollouts and the solver first
#: (about a minute of CPU, several on a loaded CI machine), 06-house-rules its simulations (some 15 s).
RENDER_MS = {"06-house-rules.ipynb": 2 * RENDER_TIMEOUT_MS, "07-analysis.ipynb": 6 * RENDER_TIMEOUT_MS}


def test_the_teaching_notebooks_are_all_here():
    assert [name.split("-")[0] for name in TEACHING] == ["01", "02", "03", "04", "05", "06", "07", "08", "09"]


@pytest.mark.parametrize("name", TEACHING)
def test_the_notebook_opens_in_voila_without_an_error(voila_server, page, name):
    timeout = RENDER_MS.get(name, RENDER_TIMEOUT_MS)
    page.goto(voila_server.notebook_url(name), wait_until="commit", timeout=timeout)
    wait_for_voila(page, timeout=timeout)
    assert error_outputs(page) == []
    assert page.locator("main h1").count() == 1  # the unokit page, with the notebook's title heading
    # a card, a table, a legend or a plot is shown, and every widget is drawn
    page.wait_for_selector(".jp-OutputArea-output svg, .jp-OutputArea-output img", state="attached")
    page.wait_for_function(
        "() => !Array.from(document.querySelectorAll('.jp-OutputArea-output'))"
        ".some(el => /Error displaying widget|Loading widget/.test(el.textContent || ''))"
    )
    assert error_outputs(page) == []
    assert page.console_errors == []
