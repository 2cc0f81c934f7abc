"""The package type-checks: mypy with the project's settings (``[tool.mypy]`` in pyproject.toml) reports
no error in ``unokit/`` (issue 24: "a type checker in CI"; the package ships ``py.typed``).

mypy runs as a subprocess from the project root, so it reads exactly the configuration a person gets from
``mypy`` there. Its incremental cache is kept in pytest's cache directory (``.pytest_cache/d/mypy``; mypy's
own ``.mypy_cache`` when pytest's cache is switched off): a cold run checks every module (about a minute and a
half on a busy 2-core machine), a warm one only what changed (a few seconds).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tokenize
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PACKAGE = ROOT / "unokit"

# one mypy error line: "unokit/views.py:69: error: message  [code]"
_ERROR_LINE = re.compile(r"^(?P<path>[^:\s]+\.pyi?):(?P<line>\d+): error: ")


def run_mypy(cache_dir: Path) -> subprocess.CompletedProcess[str]:
    """Run mypy on the package with pyproject.toml's settings; ``cache_dir`` keeps its incremental cache."""
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
         "--cache-dir", str(cache_dir), "--no-color-output", "--no-pretty"],
        cwd=ROOT, capture_output=True, text=True, timeout=900, check=False,
    )


def error_lines(output: str) -> list[str]:
    """The ``path:line: error: ...`` lines of mypy's output (notes and the summary left out)."""
    return [line for line in output.splitlines() if _ERROR_LINE.match(line)]


def test_error_lines_are_found_in_mypy_output() -> None:
    output = (
        'unokit/views.py:69: error: "GameViews" has no attribute "_seed"  [attr-defined]\n'
        "unokit/deal.py:313: note: Possible overload variants:\n"
        "Found 1 error in 1 file (checked 110 source files)\n"
    )
    assert error_lines(output) == ['unokit/views.py:69: error: "GameViews" has no attribute "_seed"  [attr-defined]']


@pytest.mark.slow  # cold: every module (about 90 s on a busy 2-core machine); warm: a few seconds
def test_the_package_type_checks(request: pytest.FixtureRequest) -> None:
    cache = getattr(request.config, "cache", None)  # None when pytest runs with -p no:cacheprovider
    cache_dir = Path(cache.mkdir("mypy")) if cache is not None else ROOT / ".mypy_cache"
    result = run_mypy(cache_dir)
    errors = error_lines(result.stdout)
    if result.returncode == 0 and not errors:
        return
    if not errors:  # mypy itself failed (bad configuration, a crash): show what it said
        pytest.fail(f"mypy exited with {result.returncode} and no error lines:\n{result.stdout}\n{result.stderr}")
    per_file = Counter(line.split(":", 1)[0] for line in errors)
    counts = "\n".join(f"  {count:4d}  {path}" for path, count in per_file.most_common())
    pytest.fail(
        f"mypy found {len(errors)} errors in {len(per_file)} files (run `mypy` from the project root to see them "
        f"with their notes):\n{counts}\n\n" + "\n".join(errors),
        pytrace=False,
    )


# a per-line ignore as the project writes it: its error codes, then a comment saying why
_IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")
_REASON = re.compile(r"^\s+#\s*\S")


def ignores_without_reason(path: Path) -> list[str]:
    """The ``# type: ignore`` comments of one Python file that do not name their error codes and a reason
    (``# type: ignore[code]  # why``), and any comment that switches mypy off for the whole file
    (``# mypy: ignore-errors``), as ``path:line: comment``."""
    found = []
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    with path.open("rb") as source:
        for token in tokenize.tokenize(source.readline):
            if token.type != tokenize.COMMENT:
                continue
            text = token.string
            where = f"{shown}:{token.start[0]}: {text}"
            if re.match(r"#\s*mypy:", text) and "ignore-errors" in text.replace("_", "-"):
                found.append(where)
                continue
            match = _IGNORE.search(text)
            if match and (not match["codes"] or not _REASON.match(match["rest"])):
                found.append(where)
    return found


def test_ignore_comments_are_found(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "a = 1  # type: ignore[assignment]  # a library types it wrong\n"
        "b = 2  # type: ignore[assignment]\n"
        "c = 3  # type: ignore\n"
        "d = '# type: ignore'  # a string, not a comment\n"
        "# mypy: ignore-errors\n",
        encoding="utf-8",
    )
    assert [where.split(": ", 1)[0].rsplit(":", 1)[1] for where in ignores_without_reason(sample)] == ["2", "3", "5"]


def test_every_ignore_names_its_codes_and_reason() -> None:
    found = [where for path in sorted(PACKAGE.rglob("*.py")) for where in ignores_without_reason(path)]
    assert not found, (
        f"{len(found)} type-ignore comments without error codes and a reason; write "
        "`# type: ignore[code]  # why` (or fix the type):\n" + "\n".join(found))


def test_mypy_settings_switch_no_module_off() -> None:
    tomllib = pytest.importorskip("tomllib", reason="tomllib is in the standard library from Python 3.11")
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    blanket = {"ignore_errors", "follow_imports"}
    for override in [settings, *settings.get("overrides", [])]:
        assert not blanket & set(override), f"mypy settings that hide a module's errors: {override}"
    assert settings["files"] == ["unokit"]
    assert settings["warn_unused_ignores"] is True
