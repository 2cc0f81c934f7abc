"""Optional dependencies: what the ``widgets`` extra brings, and a clear error when it is missing.

``pip install unokit`` (the core install) gives the rules engine, card faces and print sheets. The
widgets, the dashboard and ``unokit dashboard`` also need the packages of the ``widgets`` extra
(pyproject.toml): ipywidgets and anywidget for the widgets, Voila and ipykernel to serve the dashboard.
Without them, :func:`require` raises :class:`MissingExtraError` naming what is missing and how to install
it, instead of a bare ``No module named ...`` from deep inside an import.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence

__all__ = ["MissingExtraError", "WIDGETS_INSTALL", "WIDGET_MODULES", "DASHBOARD_MODULES", "RL_MODULES", "missing",
           "require"]

#: The command that installs the widgets extra (from a source checkout: ``pip install ".[widgets]"``).
WIDGETS_INSTALL = 'pip install "unokit[widgets]"'
#: Modules the widgets (``unokit.widgets``, ``unokit.dashboard.Dashboard``) import.
WIDGET_MODULES = ("ipywidgets", "anywidget")
#: Modules ``unokit dashboard`` needs: the widgets', Voila (the server) and ipykernel (its kernels).
DASHBOARD_MODULES = ("voila", "ipykernel", *WIDGET_MODULES)
#: Modules the research environment (``unokit.env.uno_v0``) imports, from the ``rl`` extra.
RL_MODULES = ("pettingzoo", "gymnasium")


class MissingExtraError(ModuleNotFoundError):
    """A feature needs a package of an optional extra that is not installed.

    A :class:`ModuleNotFoundError` (so an ``ImportError``): ``name`` is the first missing module, and the
    message names every missing module and the install command, e.g. ``unokit.widgets needs ipywidgets,
    which is not installed; install the widgets extra: pip install "unokit[widgets]"``.
    """


def missing(modules: Sequence[str]) -> list[str]:
    """The names in ``modules`` (top-level module names) that cannot be imported here, in the given order.

    Looks the modules up without importing them (``importlib.util.find_spec``), so it is cheap.
    """
    return [name for name in modules if importlib.util.find_spec(name) is None]


def require(feature: str, modules: Sequence[str] = WIDGET_MODULES, extra: str = "widgets") -> None:
    """Raise :class:`MissingExtraError` if any of ``modules`` is not installed; ``feature`` names what needs
    them in the message (e.g. ``"unokit dashboard"``), ``extra`` the extra of pyproject.toml that
    installs them (``"widgets"`` or ``"rl"``). Returns None when all are there."""
    absent = missing(modules)
    if not absent:
        return
    names = absent[0] if len(absent) == 1 else ", ".join(absent[:-1]) + " and " + absent[-1]
    verb = "is" if len(absent) == 1 else "are"
    raise MissingExtraError(
        f"{feature} needs {names}, which {verb} not installed; install the {extra} extra: "
        f"pip install \"unokit[{extra}]\" (in a source checkout: pip install \".[{extra}]\")",
        name=absent[0],
    )
