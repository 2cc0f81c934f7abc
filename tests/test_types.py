"""The package type-checks: mypy with the project's settings (``[tool.mypy]`` in pyproject.toml) reports
no error in ``unokit/`` (issue 24: "a type checker in CI"; the package ships ``py.typed``).

mypy runs as a subprocess from the project root, so it reads exactly the configuration a person gets from
``mypy`` there. Its incremental cache is kept in pytest's cache directory (``.pytest_cache/d/mypy``): a
cold run checks every module (about a minute on a busy 2-core machine), a warm one only what changed.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

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


def test_the_package_type_checks(request: pytest.FixtureRequest) -> None:
    cache_dir = Path(request.config.cache.mkdir("mypy"))
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
