"""``unokit tables serve``: run the table service (DESIGN.md contract 6) until Ctrl-C."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import click

from unokit.tables.server import DEFAULT_BOT_DELAY, DEFAULT_PORT


@click.group("tables", context_settings={"help_option_names": ["-h", "--help"]})
def tables() -> None:
    """Shared tables: each person plays from their own browser and sees only their own hand."""


@tables.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on. Anything but loopback lets every machine that reaches it create and "
                   "join tables: use it only on a network you trust (a classroom), never on the open internet.")
@click.option("--port", type=click.IntRange(1, 65535), default=DEFAULT_PORT, show_default=True, help="Port.")
@click.option("--records", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder for the tables' journals and finished rounds' records; a restarted service resumes "
                   "every unfinished table from it. Without it tables live in memory only.")
@click.option("--bot-delay", type=click.FloatRange(0, 30), default=DEFAULT_BOT_DELAY, show_default=True,
              help="Seconds between bots' moves.")
@click.option("--away-after", type=click.FloatRange(1, 86400), default=60.0, show_default=True,
              help="Seconds a person may be gone before a bot plays their seat (until they come back).")
@click.option("--uno-grace", type=click.FloatRange(0, 600), default=5.0, show_default=True,
              help="Seconds bots give a person to say UNO late before catching them.")
@click.option("--speech-wait", type=click.FloatRange(0, 600), default=6.0, show_default=True,
              help="Longest wait, in seconds, of a bot for the next person's page to finish speaking.")
@click.option("--allow-origin", "origins", multiple=True, metavar="URL",
              help="A web page origin (such as http://school.example:8866) allowed to connect, besides "
                   "loopback and the service's own host. Repeatable.")
@click.option("--base-url", default=lambda: os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/"),
              show_default="/, or $JUPYTERHUB_SERVICE_PREFIX as a JupyterHub service",
              help="Path prefix of the service's addresses (BASE/tables), for a proxy that forwards a path.")
def serve(host: str, port: int, records: Path | None, bot_delay: float, away_after: float, uno_grace: float,
          speech_wait: float, origins: tuple[str, ...], base_url: str) -> None:
    """Run the table service: WebSockets at ws://HOST:PORT/tables (Ctrl-C stops it)."""
    from unokit.cli import fail
    from unokit.tables import server

    if records is not None and records.exists() and not records.is_dir():
        fail(f"--records: {records} is a file; give a folder (it is made if missing)", 2)

    def ready(url: str, service: server.TableService) -> None:
        click.echo(f"unokit tables: {url}  ({len(service.tables)} tables resumed; Ctrl-C to stop)")
        if host not in ("127.0.0.1", "localhost", "::1"):
            click.echo(f"unokit tables: warning: listening on {host}: anyone who can reach this address can "
                       "create and join tables", err=True)

    async def run() -> None:
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        assert task is not None
        for number in (signal.SIGTERM, signal.SIGHUP):
            loop.add_signal_handler(number, task.cancel)
        await server.serve(host, port, records, bot_delay=bot_delay, away_after=away_after,
                           uno_grace=uno_grace, speech_wait=speech_wait, origins=origins, base_url=base_url,
                           ready=ready)

    try:
        asyncio.run(run())
    except (KeyboardInterrupt, asyncio.CancelledError):
        click.echo("unokit tables: stopped", err=True)
    except OSError as error:
        fail(f"--port {port}: cannot listen on {host}:{port} ({error.strerror})", 1)
