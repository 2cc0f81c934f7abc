"""The Voila dashboard: where its notebook and page template live, and how to serve them.

The dashboard notebook is ``notebooks/dashboard.ipynb`` in a source checkout; the wheel carries a copy as
``unokit/dashboard/dashboard.ipynb`` (pyproject.toml, hatch ``force-include``), so ``unokit dashboard``
works after a plain ``pip install`` from any folder. The notebook itself is one line of Python around
:class:`unokit.dashboard.app.Dashboard`, which holds the controls (imported lazily: it needs ipywidgets).

The Voila template ``unokit`` (``share/voila/templates/unokit``) is Voila's ``lab`` page with landmarks
(banner, main, contentinfo), a visible focus ring and no CDN request. Voila finds templates under
``<data dir>/voila/templates/<name>`` for every data dir on ``JUPYTER_PATH``; :func:`voila_environment`
puts :func:`jupyter_data_dir` there.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

__all__ = [
    "TEMPLATE", "DEFAULT_PORT", "KERNEL_IDLE_TIMEOUT_S", "POOL_SIZE", "KERNEL_MEMORY_MB", "MAX_VISITORS_LIMIT",
    "cull_interval", "default_max_visitors", "default_start_at_once", "jupyter_data_dir", "dashboard_notebook",
    "voila_environment", "voila_command", "Dashboard",
]

HERE = Path(__file__).resolve().parent
#: Name of the Voila template shipped in this package.
TEMPLATE = "unokit"
#: Port ``unokit dashboard`` listens on unless told otherwise (Voila's own default).
DEFAULT_PORT = 8866
#: Seconds Voila waits for a cell's outputs after the cell has run (nbclient's default, 4 s, drops the
#: dashboard's output when many sessions start at once on a small machine).
IOPUB_TIMEOUT_S = 60
#: Seconds after a visitor's last page closed (and its kernel's last message) before its kernel is
#: stopped, when the page's own stop request did not arrive. Pages still open are never stopped. With
#: a look every :func:`cull_interval` seconds (8), a server is back to its preheated kernel within
#: 35 + 2 * 8 = 51 s (:mod:`unokit.dashboard.kernels`).
KERNEL_IDLE_TIMEOUT_S = 35
#: Number of kernels Voila keeps preheated (started, notebook run) for the next visitor.
POOL_SIZE = 1
#: Memory one visitor's kernel holds, in MB (resident set size of a dashboard kernel after a few moves: 77-78 MB
#: in the security review, §3.4, 40 kernels in 3,584 MB; ``bench/dashboard.py`` prints it).
KERNEL_MEMORY_MB = 80
#: The largest default number of visitors (:func:`default_max_visitors`), whatever the memory.
MAX_VISITORS_LIMIT = 100


def default_max_visitors(meminfo: str | Path = "/proc/meminfo") -> int:
    """How many visitors ``unokit dashboard`` seats at once unless told (``--max-visitors``): half the memory
    available now (``MemAvailable`` of ``meminfo``; else half the machine's memory) divided by
    :data:`KERNEL_MEMORY_MB`, at least 2 and at most :data:`MAX_VISITORS_LIMIT`. 20 when neither can be read."""
    available_kib = None
    try:
        for line in Path(meminfo).read_text().splitlines():
            if line.startswith("MemAvailable:"):
                available_kib = int(line.split()[1])
                break
    except (OSError, ValueError, IndexError):
        pass
    if available_kib is None:
        try:
            available_kib = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // 1024
        except (AttributeError, ValueError, OSError):
            return 20
    return max(2, min(MAX_VISITORS_LIMIT, int(available_kib / 1024 / 2 // KERNEL_MEMORY_MB)))


def default_start_at_once() -> int:
    """How many visitors' kernels start at the same time unless told (``--start-at-once``): the number of
    CPUs (a kernel start and the notebook's run keep one CPU busy for a few seconds)."""
    return max(1, os.cpu_count() or 1)


def cull_interval(idle_timeout: int) -> int:
    """Seconds between two looks for kernels idle longer than ``idle_timeout`` s: a quarter of it, at least 1."""
    return max(1, idle_timeout // 4)


def jupyter_data_dir() -> Path:
    """The Jupyter data directory inside the package that holds ``voila/templates/unokit``."""
    return HERE / "share"


def dashboard_notebook() -> Path:
    """Path of the dashboard notebook: the packaged copy, else the source checkout's ``notebooks/``.

    Raises FileNotFoundError naming both places when neither exists (a broken install).
    """
    packaged = HERE / "dashboard.ipynb"
    if packaged.is_file():
        return packaged
    checkout = HERE.parent.parent / "notebooks" / "dashboard.ipynb"
    if checkout.is_file():
        return checkout
    raise FileNotFoundError(
        f"the dashboard notebook is missing: looked for {packaged} and {checkout}; reinstall unokit"
    )


def voila_environment(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """A copy of ``base`` (default ``os.environ``) with :func:`jupyter_data_dir` first on ``JUPYTER_PATH``."""
    env = dict(os.environ if base is None else base)
    paths = [str(jupyter_data_dir())] + [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    env["JUPYTER_PATH"] = os.pathsep.join(dict.fromkeys(paths))
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


#: JupyterLab extensions installed beside Voila that Voila's page must not load: JupyterLite's Pyodide kernel
#: extension (the ``site`` extra's jupyterlite-pyodide-kernel puts it in ``share/jupyter/labextensions``) is
#: for JupyterLite's pages; in a Voila page it fails to start ("Cannot read properties of undefined (reading
#: 'LicensesClient')") and leaves an error in the browser console of every page.
VOILA_EXTENSION_DENYLIST = ("@jupyterlite/pyodide-kernel-extension",)


def voila_extension_options() -> list[str]:
    """Voila's command-line options that leave out :data:`VOILA_EXTENSION_DENYLIST`."""
    return [f"--VoilaConfiguration.extension_denylist={name}" for name in VOILA_EXTENSION_DENYLIST]


def voila_command(python: str, notebook: Path | str, *, port: int = DEFAULT_PORT,
                  preheat: bool = True, kernel_idle_timeout: int = KERNEL_IDLE_TIMEOUT_S,
                  max_visitors: int | None = None, start_at_once: int | None = None,
                  extra: tuple[str, ...] = (), ip: str = "127.0.0.1") -> list[str]:
    """The command line that serves ``notebook`` (a file, or a directory for Voila's directory mode).

    The server is Voila with a seat for every visitor (:mod:`unokit.dashboard.server`): at most
    ``max_visitors`` (default :func:`default_max_visitors`) pages with a kernel at once, later ones get a
    "table is full" page (HTTP 503); at most ``start_at_once`` (default :func:`default_start_at_once`)
    kernels starting at once, later visitors wait in a queue whose page says how many are ahead.

    Listens on ``ip`` (default 127.0.0.1: this computer only; ``unokit dashboard --ip``), on exactly
    ``port`` (no fallback to another port), with unokit's template.
    ``preheat`` keeps :data:`POOL_SIZE` kernels that have already run the notebook waiting (Voila's kernel
    pool), so the first page answers quickly; it only applies to a single notebook. Cell outputs are
    awaited up to :data:`IOPUB_TIMEOUT_S` seconds, so a busy machine still shows every output.

    A visitor's kernel stops when their page closes (the page asks for it). If that request is lost, Jupyter
    Server's culling stops a kernel with no open page ``kernel_idle_timeout`` seconds (>= 1) after its last
    page closed and its last message (at most two :func:`cull_interval` later)
    (:class:`unokit.dashboard.kernels.DashboardKernelManager`); a kernel with an open page, busy or idle, is
    never culled (``cull_connected=False``, ``cull_busy=False``), nor is a kernel whose page has not
    connected yet. Raises ValueError for a timeout below 1, or ``max_visitors`` or ``start_at_once`` below 1.
    """
    if kernel_idle_timeout < 1:
        raise ValueError(f"kernel_idle_timeout must be at least 1 second, not {kernel_idle_timeout}")
    max_visitors = default_max_visitors() if max_visitors is None else max_visitors
    start_at_once = default_start_at_once() if start_at_once is None else start_at_once
    if max_visitors < 1 or start_at_once < 1:
        raise ValueError(f"max_visitors and start_at_once must be at least 1, not {max_visitors} and {start_at_once}")
    command = [
        python, "-m", "unokit.dashboard.server", str(notebook),
        "--no-browser", f"--port={port}", f"--Voila.ip={ip}", "--Voila.port_retries=0",
        f"--template={TEMPLATE}", f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT_S}",
        # an output that never came is an error the page can name (else the page kept only its intro text)
        "--VoilaExecutor.raise_on_iopub_timeout=True",
        "--VoilaConfiguration.multi_kernel_manager_class=unokit.dashboard.kernels.DashboardKernelManager",
        f"--MappingKernelManager.cull_idle_timeout={kernel_idle_timeout}",
        f"--MappingKernelManager.cull_interval={cull_interval(kernel_idle_timeout)}",
        "--MappingKernelManager.cull_connected=False", "--MappingKernelManager.cull_busy=False",
        f"--DashboardKernelManager.max_visitors={max_visitors}",
        f"--DashboardKernelManager.max_starting={start_at_once}",
        *voila_extension_options(),
    ]
    if preheat and Path(notebook).is_file():
        command += ["--preheat_kernel=True", f"--pool_size={POOL_SIZE}"]
    return command + list(extra)


def __getattr__(name: str):  # lazy: the app needs ipywidgets, which the engine must not import
    if name == "Dashboard":  # app.py raises MissingExtraError, naming the install command, without them
        from unokit.dashboard.app import Dashboard

        return Dashboard
    raise AttributeError(f"module 'unokit.dashboard' has no attribute {name!r}")
