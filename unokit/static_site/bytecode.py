"""The site's bytecode: what a page imports as it starts, compiled once at build time (issue 27's warm start).

Python in a browser (Pyodide) compiles each module from source whenever a page imports it: npm's Pyodide ships
its standard library as source and PyPI's pure-Python wheels hold only source. Measured in Pyodide under
Node.js on this project's 2-core machine: ``import IPython`` (the kernel's start) took 3.2–4.2 s, 2.0 s of it
compiling 146 standard-library modules; with their bytecode in the site it took 1.0–1.3 s. :func:`precompile`
runs ``in_pyodide.py`` inside the site's own Pyodide under Node.js, so the bytecode is that of the Python the
browser runs, for the modules a page imports (the rest stay source only, keeping the site small).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: What a page imports as its kernel starts (the kernel's package manager and shell, IPython, the widgets) and
#: the dashboard notebook's code.
IMPORTS = ("IPython", "IPython.core.interactiveshell", "IPython.display", "piplite.piplite", "pyodide_kernel", "comm",
           "ipywidgets", "anywidget")
DASHBOARD_START = ('from unokit.dashboard import Dashboard\n'
                   'Dashboard(preset="classic", players=3, humans=(0,), bot="random")\n')
#: Wheels a page never loads (the pages' lock has an empty jedi: :data:`unokit.static_site.PAGES_LOCK`); left as
#: they are, and not unpacked, so IPython starts as on a page (without jedi).
NOT_ON_PAGES = ("jedi", "parso")
#: What a build without the bytecode costs, said when it goes on without it.
SLOWER = "the pages will compile Python as they start (a few seconds slower)"
#: Seconds the compile may take (about 20 s on a quiet 2-core machine).
TIMEOUT_S = 600


def precompile(pyodide: Path, wheels: Sequence[Path], folder: Path, echo: Callable[[str], None]) -> list[Path]:
    """Add the bytecode of what a page imports to ``wheels`` and to ``pyodide/python_stdlib.zip``.

    Args:
        pyodide: the site's Pyodide folder (pyodide.js, python_stdlib.zip; unpacked from the npm package).
        wheels: the site's pure-Python wheels (source only).
        folder: an empty folder for the compiled wheels.
        echo: where progress lines go.

    Returns the wheels to put in the site: the compiled copies in ``folder`` (same names; those of
    :data:`NOT_ON_PAGES` as given), and the standard library's zip is replaced in place. When Node.js is not
    installed, or the compile fails or takes over :data:`TIMEOUT_S` (an old Node.js, say), ``wheels`` are
    returned unchanged and the zip is left as it was, and that is said once with the reason: the pages work,
    they only start slower. Raises nothing of its own.
    """
    node = shutil.which("node")
    if node is None:
        echo(f"  Node.js is not installed: {SLOWER}; install Node.js and build again to store the bytecode")
        return list(wheels)
    echo("  compiling what a page imports (Pyodide under Node.js)")
    folder.mkdir(parents=True, exist_ok=True)
    page_wheels = [wheel for wheel in wheels if wheel.name.split("-")[0].lower() not in NOT_ON_PAGES]
    with tempfile.TemporaryDirectory(prefix="unokit-bytecode-") as scratch:
        stdlib_out = Path(scratch) / "stdlib"
        stdlib_out.mkdir()
        sources = {wheel.parent.resolve() for wheel in page_wheels}
        mounts = {f"/wheels{i}": str(source) for i, source in enumerate(sorted(sources))}
        where = {str(source): mount for mount, source in mounts.items()}
        mounts |= {"/pyodide-folder": str(pyodide.resolve()), "/out": str(folder.resolve()),
                   "/stdlib-out": str(stdlib_out)}
        job = {"mounts": mounts, "imports": list(IMPORTS), "run": DASHBOARD_START,
               "wheels": [f"{where[str(wheel.parent.resolve())]}/{wheel.name}" for wheel in page_wheels],
               "stdlib": "/pyodide-folder/python_stdlib.zip", "out": "/out", "stdlib_out": "/stdlib-out"}
        job_file = Path(scratch) / "job.json"
        job_file.write_text(json.dumps(job), encoding="utf-8")
        try:
            done = subprocess.run([node, str(HERE / "compile.cjs"), str(pyodide), str(job_file),
                                   str(HERE / "in_pyodide.py")], capture_output=True, text=True, timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            echo(f"  compiling in Pyodide took over {TIMEOUT_S} s and was stopped: {SLOWER}")
            return list(wheels)
        if done.returncode:
            last = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no message"]
            echo(f"  compiling in Pyodide failed ({node} exit status {done.returncode}: {last[0]}): {SLOWER}; "
                 "Pyodide 0.29 needs Node.js 18 or newer")
            return list(wheels)
        for line in done.stdout.strip().splitlines()[-1:]:
            echo(f"  {line}")
        shutil.copy2(stdlib_out / "python_stdlib.zip", pyodide / "python_stdlib.zip")
    return [folder / wheel.name if wheel in page_wheels else wheel for wheel in wheels]
