"""A multi-agent environment for research: one round of unokit's UNO with the complete rules of any
preset or house rule, as a PettingZoo AEC environment (extra ``unokit[rl]``).

>>> from unokit.env import uno_v0
>>> env = uno_v0.env(rules="black-uno", players=4)

See :mod:`unokit.env.uno_v0` for turns, observations and rewards, :mod:`unokit.env.actions` for the
fixed action space and :mod:`unokit.env.observation` for the observation's layout.
"""

from __future__ import annotations

from typing import Any

__all__ = ["uno_v0"]


def __getattr__(name: str) -> Any:  # PettingZoo is imported when the environment is asked for
    if name == "uno_v0":
        from unokit.extras import RL_MODULES, require

        require("unokit.env.uno_v0", RL_MODULES, extra="rl")  # MissingExtraError names the install command
        import importlib

        return importlib.import_module("unokit.env.uno_v0")
    raise AttributeError(f"module 'unokit.env' has no attribute {name!r}")
