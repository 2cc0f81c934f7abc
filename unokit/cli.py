"""The ``unokit`` command.

Every command turns bad input into one line ``error: ...`` on stderr and exit status 1 (usage errors:
exit 2, click's convention); no traceback reaches the user (DESIGN.md contract 4).
Heavy modules (SVG, PDF, Voila) are imported inside the commands that need them.
"""

from __future__ import annotations

import functools
import sys
from typing import Any, Callable, TypeVar

import click

from unokit import __version__
from unokit.errors import UnokitError

F = TypeVar("F", bound=Callable[..., Any])


def fail(message: str, status: int = 1) -> None:
    """Print ``error: message`` to stderr and exit with ``status`` (no traceback)."""
    click.echo(f"error: {message}", err=True)
    sys.exit(status)


def friendly_errors(function: F) -> F:
    """Decorator: turn :class:`UnokitError` and file errors into ``error: ...`` and exit 1."""

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except UnokitError as error:
            fail(str(error))
        except OSError as error:
            name = getattr(error, "filename", None)
            fail(f"{name}: {error.strerror}" if name and error.strerror else str(error))

    return wrapper  # type: ignore[return-value]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="unokit")
def main() -> None:
    """unokit: rules engine, ColorADD card faces, print sheets and a Voila dashboard
    for an UNO-style card game."""


# --- replay and simulate (rules engine) -----------------------------------------------------

# --- cards (SVG card faces) -----------------------------------------------------------------

# --- sheet (printable PDF) ------------------------------------------------------------------

# --- dashboard (Voila) ----------------------------------------------------------------------


if __name__ == "__main__":  # pragma: no cover
    main()
