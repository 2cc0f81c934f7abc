"""The core install (``pip install .``, no ``[widgets]`` extra): what needs the extra says so and how to get it.

Each case runs in a real virtual environment that holds this test environment's packages minus some
(``environments.site_without``) and imports unokit from the checkout, so the modules are really absent,
as after a core install.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from environments import ROOT, make_venv, run_env, site_without

from unokit.extras import DASHBOARD_MODULES, WIDGETS_INSTALL, MissingExtraError, missing, require

CORE_ONLY = ("voila", "ipykernel", "ipywidgets", "anywidget")  # what the widgets extra adds and unokit imports


@pytest.fixture(scope="module")
def environment(tmp_path_factory):
    """``make(absent)``: the python of a venv with this environment's packages except ``absent``."""
    made: dict[tuple[str, ...], Path] = {}

    def make(absent: tuple[str, ...]) -> Path:
        if absent not in made:
            where = tmp_path_factory.mktemp("-".join(absent))
            site = site_without(where / "site", absent)
            made[absent] = make_venv(where / "venv", [ROOT, site])
        return made[absent]

    return make


def _run(python: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(python), *args], capture_output=True, text=True, cwd=cwd, env=run_env(),
                          timeout=120)


# --- in this process -------------------------------------------------------------------------------


def test_require_names_every_missing_module_and_the_install_command():
    with pytest.raises(MissingExtraError) as caught:
        require("the thing", ("json", "unokit_no_such_module_a", "unokit_no_such_module_b"))
    error = caught.value
    assert isinstance(error, ModuleNotFoundError) and error.name == "unokit_no_such_module_a"
    assert str(error) == (
        'the thing needs unokit_no_such_module_a and unokit_no_such_module_b, which are not installed; '
        'install the widgets extra: pip install "unokit[widgets]" (in a source checkout: pip install ".[widgets]")')


@pytest.mark.parametrize("statement", ["import unokit.env.uno_v0", "from unokit.env import uno_v0"])
def test_the_environment_without_the_rl_extra_names_the_install_command(environment, tmp_path, statement):
    # imported directly, the module used to end in a bare "No module named 'gymnasium'" traceback
    code = (f"try:\n    {statement}\n"
            "except ImportError as error:\n"
            "    print(type(error).__name__, error.name)\n"
            "    print(error)\n")
    result = _run(environment(("pettingzoo", "gymnasium")), "-c", code, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "MissingExtraError pettingzoo",
        'unokit.env.uno_v0 needs pettingzoo and gymnasium, which are not installed; install the rl extra: '
        'pip install "unokit[rl]" (in a source checkout: pip install ".[rl]")']


def test_require_is_silent_when_everything_is_installed():
    assert require("the thing", ("json", "pathlib")) is None
    assert missing(("json", "unokit_no_such_module")) == ["unokit_no_such_module"]


# --- in a core-only environment ---------------------------------------------------------------------


def test_the_core_environment_really_lacks_the_widgets_extra_but_has_the_engine(environment, tmp_path):
    python = environment(CORE_ONLY)
    result = _run(python, "-c", "import importlib.util as u, unokit, unokit.cli, unokit.render.svg; "
                  "print(unokit.__file__); print([u.find_spec(m) for m in ('voila', 'ipywidgets')])",
                  cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    where, specs = result.stdout.splitlines()
    assert where == str(ROOT / "unokit" / "__init__.py") and specs == "[None, None]"


def test_unokit_dashboard_without_voila_names_the_install_command(environment, tmp_path):
    result = _run(environment(CORE_ONLY), "-m", "unokit.cli", "dashboard", "--no-browser", "--port", "1",
                  cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == (
        "error: unokit dashboard needs voila, ipykernel, ipywidgets and anywidget, which are not installed; "
        'install the widgets extra: pip install "unokit[widgets]" (in a source checkout: '
        'pip install ".[widgets]")\n')


def test_unokit_dashboard_names_only_what_is_missing(environment, tmp_path):
    result = _run(environment(("voila",)), "-m", "unokit.cli", "dashboard", "--no-browser", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith("error: unokit dashboard needs voila, which is not installed; ")
    assert WIDGETS_INSTALL in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("statement", "feature"),
    [("import unokit.widgets", "unokit.widgets"),
     ("from unokit.widgets import GameTable", "unokit.widgets"),
     ("from unokit.dashboard import Dashboard", "unokit.dashboard"),
     ("import unokit.dashboard.app", "unokit.dashboard")],
)
@pytest.mark.parametrize("absent", [("ipywidgets", "anywidget"), ("anywidget",)], ids=["both", "anywidget"])
def test_importing_the_widgets_without_the_extra_raises_an_import_error_naming_the_package(
        environment, tmp_path, statement, feature, absent):
    code = (f"try:\n    {statement}\n"
            "except ImportError as error:\n"
            "    print(type(error).__name__, isinstance(error, ModuleNotFoundError), error.name)\n"
            "    print(error)\n")
    result = _run(environment(absent), "-c", code, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    kind, message = result.stdout.splitlines()
    assert kind == f"MissingExtraError True {absent[0]}"
    names = " and ".join(absent)
    verb = "is" if len(absent) == 1 else "are"
    assert message.startswith(f"{feature} needs {names}, which {verb} not installed; ")
    assert WIDGETS_INSTALL in message


def test_the_dashboard_needs_every_module_of_the_widgets_extra_it_imports():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["widgets"]
    names = {requirement.split(">")[0].split("=")[0].strip() for requirement in extra}
    assert set(DASHBOARD_MODULES) <= names
