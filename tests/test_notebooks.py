"""The notebooks as files: what nbval cannot see.

nbval runs them (``pytest notebooks --nbval-lax --nbval-current-env``): every cell must run, and the cells
tagged ``nbval-check-output`` (seeded, deterministic: a rendered card, a replayed record, reasons, tables)
must reproduce their stored output. These tests check that the notebooks are set up for that: the tags
are there with stored outputs, nothing random or heavy is stored, and each reads well in Voila.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
TEACHING = ["01-tour", "02-rules", "03-legal-moves", "04-colour-blindness", "05-variants"]
LESSONS = ["10-can-i-play", "11-how-long-is-a-round", "12-was-that-a-good-move", "13-is-the-game-fair"]
ALL = [*TEACHING, "06-house-rules", "07-analysis", "09-environment", "08-tournament", *LESSONS, "dashboard"]
CHECKED_TAG = "nbval-check-output"


def load(name: str) -> dict:
    return json.loads((NOTEBOOKS / f"{name}.ipynb").read_text())


def code_cells(notebook: dict) -> list[dict]:
    return [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]


def test_the_notebooks_the_issue_lists_are_all_there():
    assert sorted(path.stem for path in NOTEBOOKS.glob("*.ipynb")) == sorted(ALL)


@pytest.mark.parametrize("name", ALL)
def test_each_notebook_starts_with_one_title_heading_and_has_a_page_title(name):
    notebook = load(name)
    first = "".join(notebook["cells"][0]["source"])
    headings = [line for cell in notebook["cells"] if cell["cell_type"] == "markdown"
                for line in "".join(cell["source"]).splitlines() if line.startswith("# ")]
    if name == "dashboard":  # its heading and intro are the dashboard's own, in the page's language (issue 26)
        assert "Dashboard(" in first and "intro=True" in first and headings == []
    else:
        assert notebook["cells"][0]["cell_type"] == "markdown" and first.startswith("# ")
        assert len(headings) == 1  # one h1 per page; sections use ##
    assert notebook["metadata"]["title"]
    assert notebook["metadata"]["voila"] == {"template": "unokit"}
    assert notebook["metadata"]["kernelspec"]["name"] == "python3"


@pytest.mark.parametrize("name", TEACHING)
def test_seeded_cells_are_checked_by_nbval_and_have_their_output_stored(name):
    checked = [cell for cell in code_cells(load(name)) if CHECKED_TAG in cell["metadata"].get("tags", [])]
    if name == "05-variants":  # plots and simulation summaries: run, not compared
        assert checked == []
        return
    assert checked, f"{name} checks no output"
    for cell in checked:
        assert cell["outputs"], f"checked cell without a stored output: {''.join(cell['source'])[:60]}"
        assert all(output["output_type"] != "error" for output in cell["outputs"])


def test_the_tour_checks_a_rendered_card_and_the_legal_moves_notebook_a_replayed_record():
    tour = [cell for cell in code_cells(load("01-tour")) if CHECKED_TAG in cell["metadata"].get("tags", [])]
    # the card is shown inline (text/html holding its <svg role="img">, so its <title> names it)
    assert any(
        "".join(output.get("data", {}).get("text/html", "")).startswith('<svg role="img"')
        for cell in tour for output in cell["outputs"]
    )
    legal = [cell for cell in code_cells(load("03-legal-moves")) if CHECKED_TAG in cell["metadata"].get("tags", [])]
    replayed = [cell for cell in legal if "replay(record)" in "".join(cell["source"])]
    assert replayed and "".join(replayed[0]["outputs"][0]["data"]["text/plain"]).startswith("(True,")


@pytest.mark.parametrize("name", ALL)
def test_no_widget_state_error_or_timing_is_stored(name):
    notebook = load(name)
    assert "widgets" not in notebook["metadata"]  # widget state is large and differs on every run
    for cell in code_cells(notebook):
        assert "execution" not in cell["metadata"]
        for output in cell["outputs"]:
            assert output["output_type"] != "error"
            assert "application/vnd.jupyter.widget-view+json" not in output.get("data", {})


def test_the_dashboard_notebook_is_one_line_around_the_packaged_app():
    cells = code_cells(load("dashboard"))
    assert len(cells) == 1 and cells[0]["outputs"] == []
    assert "from unokit.dashboard import Dashboard" in "".join(cells[0]["source"])


def test_binder_installs_every_extra_the_notebooks_import():
    """Binder installs binder/requirements.txt only: a notebook importing a module of an extra that
    file leaves out stops at that cell with MissingExtraError (09-environment did: no ``rl`` extra)."""
    import re

    from unokit.extras import RL_MODULES, WIDGET_MODULES

    requirements = (NOTEBOOKS.parent / "binder" / "requirements.txt").read_text().splitlines()
    project = next(line for line in requirements if line.startswith(".["))
    extras = set(re.fullmatch(r"\.\[([\w,]+)\]", project).group(1).split(","))
    pinned = {line.split("==")[0].lower() for line in requirements if "==" in line}
    needs = {"widgets": ("unokit.widgets", "unokit.dashboard", *WIDGET_MODULES), "rl": ("unokit.env", *RL_MODULES)}
    for name in ALL:
        source = "\n".join("".join(cell["source"]) for cell in code_cells(load(name)))
        for extra, modules in needs.items():
            if any(re.search(rf"^\s*(from|import)\s+{re.escape(module)}\b", source, re.M) for module in modules):
                assert extra in extras, f"{name} imports a module of the {extra} extra; binder installs {project}"
    assert set(RL_MODULES) <= pinned and set(WIDGET_MODULES) <= pinned


@pytest.mark.parametrize("name", LESSONS)
def test_each_lesson_has_goals_a_warm_up_folded_answers_and_asserts_its_numbers(name):
    """Issue 29: learning goals, a warm-up at the physical table, exercises whose answers are folded
    (an HTML <details> element, closed on a projector), and every number the prose states written from
    computed values (IPython Markdown) and checked by an ``assert`` cell; no static markdown cell states a
    percentage or a decimal number of its own (other than the 95% of an interval)."""
    import re

    notebook = load(name)
    markdown = "\n".join("".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown")
    assert "**Learning goals.**" in markdown and "## Warm-up at the table" in markdown
    assert "**Age and time.**" in markdown and "## Exercises" in markdown
    sources = ["".join(cell["source"]) for cell in code_cells(notebook)]
    assert any("answer(" in source for source in sources[1:])
    assert any("<details>" in source for source in sources)  # the helper folds the answers
    assert sum(source.lstrip().startswith(("assert", "# the numbers", "# what the text")) for source in sources) >= 2
    assert any("say(" in source for source in sources[1:])
    # the interval's level, "more than 100%" and the normal quantile 1.96 of a formula are not results
    prose = re.sub(r"\b(95|100)%|\b1\.96\b", "", markdown)
    assert not re.search(r"\d+(\.\d+)?%|\b\d+\.\d+\b", prose), "a number in static prose: compute it"


def test_the_teachers_guide_names_every_lesson_and_quotes_only_numbers_the_lessons_compute():
    """docs/teachers-guide.md (issue 29): each lesson by file name, and each percentage it quotes is one a
    lesson prints from computed values (its stored output), so the guide cannot drift from the lessons."""
    import re

    guide = (NOTEBOOKS.parent / "docs" / "teachers-guide.md").read_text()
    for name in LESSONS:
        assert f"`{name}.ipynb`" in guide
    printed = "".join(
        "".join(output.get("text", "")) + "".join(output.get("data", {}).get("text/markdown", ""))
        for name in LESSONS for cell in code_cells(load(name)) for output in cell["outputs"])
    quoted = set(re.findall(r"\b\d+\.\d+%", guide))
    assert quoted and all(number in printed for number in quoted), quoted


ROOT = NOTEBOOKS.parent


def repository_notebooks() -> list[Path]:
    """Every notebook of the project (teaching notebooks, the dashboard, the browser tests' notebooks), not
    those in hidden folders such as ``.venv`` or ``.ipynb_checkpoints``."""
    return sorted(path for path in ROOT.rglob("*.ipynb")
                  if not any(part.startswith(".") for part in path.relative_to(ROOT).parts))


def test_every_notebook_in_the_repository_has_cell_ids():
    """nbformat 4.5 gives each cell an ``id``; a notebook without them makes nbformat (Voila, nbval) warn
    MissingIDFieldWarning on every read, and will be an error in later nbformat versions."""
    import warnings

    import nbformat

    found = repository_notebooks()
    assert any(path.parent.name == "notebooks" and path.parent.parent.name == "browser" for path in found)
    for path in found:
        raw = json.loads(path.read_text(encoding="utf-8"))
        where = path.relative_to(ROOT)
        assert (raw["nbformat"], raw["nbformat_minor"]) >= (4, 5), f"{where} is nbformat {raw['nbformat']}." \
                                                                  f"{raw['nbformat_minor']}; 4.5 has cell ids"
        missing = [i for i, cell in enumerate(raw["cells"]) if not isinstance(cell.get("id"), str)]
        assert not missing, f"{where}: cells {missing} have no id (nbformat.validator.normalize adds them)"
        ids = [cell["id"] for cell in raw["cells"]]
        assert len(set(ids)) == len(ids), f"{where}: cell ids repeat"
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            nbformat.validate(nbformat.reads(path.read_text(encoding="utf-8"), as_version=4))
