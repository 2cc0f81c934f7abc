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


@main.command()
@click.option("--rules", "rules_name", default="classic", show_default=True,
              help="Preset whose deck is printed (classic, black-uno, spectrum).")
@click.option("--paper", default="a4", show_default=True, help="Paper size: a4 or letter.")
@click.option("--out", "out", required=True, type=click.Path(dir_okay=False), help="PDF file to write.")
@click.option("--size", default="uno", show_default=True, help="Card size: uno, poker or bridge.")
@click.option("--backs", default="none", show_default=True,
              help="Back pages for double-sided printing: none, long-edge or short-edge.")
@click.option("--alignment-test", is_flag=True, help="Start with a two-sided sheet to check duplex alignment.")
@click.option("--reference-cards", is_flag=True, help="Add the two ColorADD reference cards.")
@click.option("--large-print", is_flag=True, help="Bigger index and ColorADD signs for low vision.")
@click.option("--braille", is_flag=True, help="Grade-1 UEB braille label along each card's bottom edge.")
@click.option("--braille-dots", "braille_dots", type=click.Path(dir_okay=False), default=None,
              help="Also write a PDF of only the braille dots, same layout, for swell paper.")
@click.option("--cards", "card_list", default=None, help="Print these cards instead of the deck, e.g. R7,G7,W.")
@click.option("--svg", "svg_dir", type=click.Path(file_okay=False), default=None,
              help="Also write every page as SVG into this folder.")
@friendly_errors
def sheet(rules_name: str, paper: str, out: str, size: str, backs: str, alignment_test: bool,
          reference_cards: bool, large_print: bool, braille: bool, braille_dots: str | None,
          card_list: str | None, svg_dir: str | None) -> None:
    """Write printable card sheets as PDF: 3 x 3 cards a page with crop marks, optional backs."""
    from pathlib import Path

    from unokit.cards import make_deck, parse_cards
    from unokit.render import sheets
    from unokit.rules import find_preset

    rules = find_preset(rules_name)
    cards = parse_cards(card_list) if card_list is not None else list(make_deck(rules.deck))
    pdf = sheets.sheet_pdf(
        cards, paper=paper, size=size, backs=backs, alignment_test=alignment_test,
        reference_cards=reference_cards, large_print=large_print, braille=braille,
        title=rules.name, svg_dir=svg_dir,
    )
    Path(out).write_bytes(pdf)
    message = f"wrote {out}"
    if braille_dots:
        Path(braille_dots).write_bytes(sheets.braille_dots_pdf(
            cards, paper=paper, size=size, reference_cards=reference_cards, title=rules.name))
        message += f" and {braille_dots}"
    click.echo(message)

# --- dashboard (Voila) ----------------------------------------------------------------------


@main.command()
@click.option("--port", type=click.IntRange(1, 65535), default=8866, show_default=True,
              help="Port on 127.0.0.1 to serve the dashboard on.")
@click.option("--no-browser", is_flag=True, help="Do not open a web browser; just print the URL.")
@friendly_errors
def dashboard(port: int, no_browser: bool) -> None:
    """Serve the dashboard (Voila) on http://127.0.0.1:PORT/ until Ctrl-C."""
    import signal
    import socket
    import subprocess
    import time
    import webbrowser

    from unokit.dashboard import dashboard_notebook, voila_command, voila_environment

    try:
        notebook = dashboard_notebook()
    except FileNotFoundError as error:
        fail(str(error))
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            fail(f"port {port} on 127.0.0.1 is in use; choose another with --port")
    url = f"http://127.0.0.1:{port}/"
    interrupted = False
    process = subprocess.Popen(voila_command(sys.executable, notebook, port=port), env=voila_environment(),
                               cwd=notebook.parent, stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while process.poll() is None and time.monotonic() < deadline:
            try:  # a bare connection: a page request would use up the kernel Voila has preheated
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        if process.poll() is not None:
            fail(f"Voila stopped (exit status {process.returncode}); is port {port} in use? Try --port.")
        click.echo(f"unokit dashboard: {url}  (Ctrl-C to stop)")
        if not no_browser:
            webbrowser.open(url)
        process.wait()
    except KeyboardInterrupt:
        # Ctrl-C in a terminal reaches Voila too; it stops its kernels and exits by itself
        interrupted = True
        click.echo("unokit dashboard: stopping", err=True)
    finally:
        for stop in (None, signal.SIGTERM, signal.SIGKILL):
            if stop is not None and process.poll() is None:
                process.send_signal(stop)
            try:
                process.wait(10)
                break
            except subprocess.TimeoutExpired:
                continue
    if not interrupted and process.returncode:
        fail(f"Voila exited with status {process.returncode}")


if __name__ == "__main__":  # pragma: no cover
    main()
