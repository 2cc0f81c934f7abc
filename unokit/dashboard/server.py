"""The server ``unokit dashboard`` runs: Voila, with a seat for every visitor and a queue to start kernels.

``python -m unokit.dashboard.server NOTEBOOK [Voila options]`` is Voila (``python -m voila``) with two
changes for a class opening the page at once (issue 23, security review F2 and F7):

- the notebook's page asks :meth:`unokit.dashboard.kernels.DashboardKernelManager.admit` for a seat before
  Voila starts a kernel for it. With every seat taken it answers HTTP 503 with a readable "The table is full"
  page; with as many kernels starting as the machine runs well at once, it answers a light queue page
  ("Starting… 3 visitors ahead of you") that opens the table by itself when its turn comes;
- ``/unokit/queue/<ticket>`` tells a queue page its place (JSON, see
  :meth:`~unokit.dashboard.kernels.DashboardKernelManager.queue_state`).

Both pages are plain HTML with their text in a live region (``role="status"``; WCAG 4.1.3), no script from
elsewhere, and follow the visitor's light or dark colour scheme.
"""

from __future__ import annotations

import html
import json
from typing import Any

import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from unokit.dashboard.kernels import DashboardKernelManager, current_visit

__all__ = ["DashboardVoila", "DashboardPageHandler", "QueueStateHandler", "QUEUE_PARAMETER", "main"]

#: Query parameter that carries a queued visitor's ticket back to the notebook's page when their turn came.
QUEUE_PARAMETER = "unokit-queue"
#: Seconds between two questions of a queue page ("what is my place?").
QUEUE_POLL_S = 2
#: Seconds a "table is full" answer asks the browser to wait before trying again (``Retry-After``).
RETRY_AFTER_S = 60

_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{title} — unokit</title>
<style>
  body {{ font-family: system-ui, sans-serif; font-size: 1.125rem; line-height: 1.5; margin: 0;
         color: #1a1a1a; background: #fff; }}
  main {{ max-width: 40rem; margin: 3rem auto; padding: 0 1rem; }}
  button {{ font: inherit; padding: 0.5rem 1rem; border: 2px solid #1a1a1a; border-radius: 0.25rem;
           background: #fff; color: #1a1a1a; cursor: pointer; }}
  button:focus-visible {{ outline: 3px solid #005fcc; outline-offset: 2px; }}
  @media (prefers-color-scheme: dark) {{
    body, button {{ color: #f2f2f2; background: #1b1b1b; border-color: #f2f2f2; }}
    button:focus-visible {{ outline-color: #8ab4f8; }}
  }}
</style>
</head>
<body>
<header><p><span lang="en">unokit</span> — an UNO-style card game you can play by keyboard</p></header>
<main>
<h1>{title}</h1>
{body}
</main>
{script}
</body>
</html>
"""


def full_page(seats: int) -> str:
    """The HTML of the "table is full" answer for a server that seats ``seats`` visitors."""
    body = (f"<p role='status' class='unokit-full'>The table is full: {seats} "
            f"visitor{'s' * (seats != 1)} are playing or starting, the most this dashboard takes at once "
            "(each game needs its own memory on the server).</p>"
            "<p>Try again in a minute, when someone has left.</p>"
            "<p><button type='button' onclick='location.reload()'>Try again</button></p>"
            "<p>Whoever runs the dashboard can let more people in with <code>unokit dashboard "
            "--max-visitors</code> (about 80 MB of memory each).</p>")
    return _PAGE.format(title="The table is full", body=body, script="")


def queue_page(ticket: str, ahead: int, state_url: str, table_url: str) -> str:
    """The HTML of a queue page: ``ahead`` visitors before this one; it asks ``state_url`` every
    :data:`QUEUE_POLL_S` s and goes to ``table_url`` when its turn comes."""
    body = (f"<p role='status' class='unokit-queue' id='unokit-queue-status'>{html.escape(_ahead_text(ahead))}</p>"
            "<p>Many people opened the table at once, so their games start a few at a time. Keep this page "
            "open: the table opens by itself when your turn comes.</p>"
            "<p id='unokit-queue-problem' role='alert'></p>"
            "<p><button type='button' id='unokit-queue-reload' hidden onclick='location.reload()'>"
            "Reload the page</button></p>")
    script = """<script>
(function () {
  const stateUrl = STATE_URL, tableUrl = TABLE_URL, every = POLL_S * 1000;
  const status = document.getElementById("unokit-queue-status");
  const problem = document.getElementById("unokit-queue-problem");
  const reload = document.getElementById("unokit-queue-reload");
  let failures = 0;
  function said(text) { if (status.textContent !== text) status.textContent = text; }
  function trouble(text) { problem.textContent = text; reload.hidden = false; }
  async function ask() {
    let answer;
    try {
      const response = await fetch(stateUrl, {cache: "no-store"});
      answer = await response.json();
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures >= 5) trouble("The server does not answer: it may have stopped. Reload the page to try again.");
      setTimeout(ask, every);
      return;
    }
    if (answer.state === "go") { said("Your turn: opening the table…"); location.replace(tableUrl); return; }
    if (answer.state === "gone") {
      trouble("This page lost its place in the queue (it was hidden or asleep too long). Reload the page to queue again.");
      return;
    }
    said(answer.ahead === 0 ? "Starting… you are next." :
         "Starting… " + answer.ahead + (answer.ahead === 1 ? " visitor" : " visitors") + " ahead of you.");
    setTimeout(ask, every);
  }
  setTimeout(ask, every);
})();
</script>"""
    script = (script.replace("STATE_URL", json.dumps(state_url)).replace("TABLE_URL", json.dumps(table_url))
              .replace("POLL_S", str(QUEUE_POLL_S)))
    return _PAGE.format(title="Starting the table", body=body, script=script)


def _ahead_text(ahead: int) -> str:
    if ahead == 0:
        return "Starting… you are next."
    return f"Starting… {ahead} visitor{'s' * (ahead != 1)} ahead of you."


class DashboardPageHandler(TornadoVoilaHandler):
    """Voila's page of the notebook, served only to a visitor with a seat (see the module's docstring)."""

    @tornado.web.authenticated
    async def get(self, path: str | None = None) -> None:
        manager = self.kernel_manager
        if path or not hasattr(manager, "admit"):  # a file beside the notebook: Voila's redirect
            return await super().get(path)
        decision, value = manager.admit(self.get_argument(QUEUE_PARAMETER, None))
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        if decision == "full":
            self.log.warning("The table is full (%d visitors): answered 503", manager.max_visitors)
            self.set_status(503)
            self.set_header("Retry-After", str(RETRY_AFTER_S))
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(full_page(manager.max_visitors))
            return None
        if decision == "queue":
            state = manager.queue_state(value)
            ahead = state.get("ahead", 0)
            table_url = url_path_join(self.base_url, "") + "?" + f"{QUEUE_PARAMETER}={value}"
            state_url = url_path_join(self.base_url, "unokit", "queue", value)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(queue_page(value, ahead, state_url, table_url))
            return None
        token = current_visit.set(value)
        try:
            async for snippet in self.get_generator(path=path):
                self.write(snippet)
                self.flush()
        finally:
            current_visit.reset(token)
            manager.page_sent(value)
        return None


class QueueStateHandler(JupyterHandler):
    """``GET /unokit/queue/<ticket>``: the place of a queued visitor, as JSON."""

    @tornado.web.authenticated
    def get(self, ticket: str) -> None:
        self.set_header("Content-Type", "application/json")
        self.set_header("Cache-Control", "no-store")
        manager = self.kernel_manager
        assert isinstance(manager, DashboardKernelManager)  # the dashboard's Voila runs its own manager
        self.finish(json.dumps(manager.queue_state(ticket)))


class DashboardVoila(Voila):
    """Voila whose notebook page seats visitors (:class:`DashboardPageHandler`) and that answers queue pages
    (:class:`QueueStateHandler`)."""

    def init_handlers(self) -> list[Any]:
        handlers = []
        for handler in super().init_handlers():
            if len(handler) >= 2 and handler[1] is TornadoVoilaHandler and self.notebook_path:
                handler = (handler[0], DashboardPageHandler, *handler[2:])
            handlers.append(handler)
        queue = (url_path_join(self.server_url, r"/unokit/queue/([A-Za-z0-9_-]+)"), QueueStateHandler)
        return [queue, *handlers]  # before the notebook's catch-all pattern


main = DashboardVoila.launch_instance

if __name__ == "__main__":
    main()
