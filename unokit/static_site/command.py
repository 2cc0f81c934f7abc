"""``unokit site --out DIR``: build the static classroom edition (registered in unokit/cli.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import click


@click.command("site")
@click.option("--out", "out", required=True, type=click.Path(file_okay=False),
              help="Folder to write the site into (new or empty, or a site built before, which is replaced).")
@click.option("--pyodide", "pyodide", type=click.Path(exists=True), default=None,
              help="Pyodide core to use: the npm tarball (npm pack pyodide@0.29.0) or a folder holding pyodide.js "
                   "[default: fetched once with npm into the cache].")
@click.option("--cache", "cache", type=click.Path(file_okay=False), default=None,
              help="Folder for downloads reused between builds [default: $UNOKIT_SITE_CACHE or ~/.cache/unokit/site].")
def site(out: str, pyodide: str | None, cache: str | None) -> None:
    """Build the dashboard and the teaching notebooks as a static site that runs Python in the browser.

    Serve the folder from any static host (GitHub Pages, a school's intranet) or locally with
    python -m http.server --directory OUT; it needs no network once served. See docs/static-site.md.
    """
    from unokit.errors import UnokitError
    from unokit.static_site import build_site

    try:
        build_site(Path(out), cache=Path(cache) if cache else None, pyodide=Path(pyodide) if pyodide else None,
                   echo=lambda line: click.echo(line, err=True))
    except (UnokitError, OSError) as error:  # said in one line, as every command's errors (no traceback)
        click.echo(f"error: {error}", err=True)
        sys.exit(1)
