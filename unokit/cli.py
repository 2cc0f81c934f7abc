"""The ``unokit`` command.

Every command turns bad input into one line ``error: ...`` on stderr and exit status 1 (usage errors:
exit 2, click's convention); no traceback reaches the user (DESIGN.md contract 4).
Heavy modules (SVG, PDF, Voila) are imported inside the commands that need them.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from unokit import __version__
from unokit.errors import UnokitError

F = TypeVar("F", bound=Callable[..., Any])


def fail(message: str, status: int = 1) -> None:
    """Print ``error: message`` to stderr and exit with ``status`` (no traceback)."""
    click.echo(f"error: {message}", err=True)
    sys.exit(status)


def check_output(option: str, path: str | None, *, folder: bool = False) -> None:
    """Refuse an output path before any work is done: an empty one (it would mean the current
    folder), a folder where a file is written, or a file where a folder is written (exit 1)."""
    import os

    if path is None:
        return
    if not path.strip():
        fail(f"{option}: an empty path is not allowed; name the {'folder' if folder else 'file'} to write")
    if not folder and os.path.isdir(path):
        fail(f"{option}: {path} is a folder; name the file to write, e.g. {os.path.join(path, 'deck.pdf')}")
    if folder and os.path.exists(path) and not os.path.isdir(path):
        fail(f"{option}: {path} is a file, not a folder; name a folder to write into")


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


@main.command()
@click.argument("record", type=click.Path(allow_dash=True))  # a folder: "error: ...: Is a directory", exit 1
@click.option("--json", "as_json", is_flag=True, help="Print the final state as one JSON object (contract 4).")
@friendly_errors
def replay(record: str, as_json: bool) -> None:
    """Replay the game record RECORD (JSON, DESIGN.md contract 3; '-' reads stdin) and show the state
    after its last move: a table and the moves in words, or with --json one JSON object."""
    import json
    from pathlib import Path

    from unokit.record import decode_record, read_record
    from unokit.record import replay as replay_record

    _fast_jsonschema_import()

    if record == "-":
        source: str | Path = decode_record(sys.stdin.buffer.read(), "stdin")
        if not source.lstrip().startswith("{"):
            fail("stdin: a record is a JSON object starting with '{'")
    else:
        source = Path(record)  # a path, even one whose name starts with '{'
    game = replay_record(read_record(source))
    if as_json:
        click.echo(json.dumps(game.state_dict()))
    else:
        _print_game(game)


def _fast_jsonschema_import() -> None:
    """Import jsonschema without its optional IRI format checker: where the rfc3987-syntax package
    is installed (Jupyter pulls it in) jsonschema compiles a grammar at import, about 2.5 s, and a
    record's schema checks no formats. Only for this short-lived command process."""
    if "jsonschema" in sys.modules or "rfc3987_syntax" in sys.modules:
        return
    sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]  # makes its import fail
    try:
        import jsonschema  # noqa: F401
    finally:
        del sys.modules["rfc3987_syntax"]


def _print_game(game: Any) -> None:
    """The state as a rich table, then the setup and the numbered moves in words."""
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False, markup=False)  # names such as "[/]" are text, not markup
    state = game.state_dict()
    table = Table(title=f"{game.rules.name}, round {game.round_number}", title_justify="left")
    for column in ("seat", "player", "cards", "hand", "score", "note"):
        table.add_column(column, justify="right" if column in ("seat", "cards", "score") else "left")
    for seat, name in enumerate(game.players):
        hand = game.hand(seat)
        notes = []
        if seat == game.dealer:
            notes.append("dealer")
        if seat == game.current:
            notes.append("to act")
        if seat in game.placements:
            notes.append(f"place {game.placements.index(seat) + 1}")
        table.add_row(str(seat), name, str(len(hand)), " ".join(c.code for c in hand) or "-",
                      str(game.scores[seat]), ", ".join(notes))
    console.print(table)
    arrow = "clockwise (+1)" if game.direction == 1 else "counter-clockwise (-1)"
    console.print(f"top card: {game.top.name} ({game.top.code}); colour: {state['color'] or 'not named yet'}; "
                  f"direction: {arrow}")
    console.print(f"draw pile: {len(game.draw_pile)} cards; discard pile: {len(game.discard_pile)} cards; "
                  f"pending draw: {game.pending_draw}")
    outcome = game.outcome()
    if outcome is not None:
        winner = "no winner" if outcome.winner is None else f"{game.players[outcome.winner]} wins"
        console.print(f"round over ({outcome.reason}): {winner}; round points: {list(outcome.points)}")
    else:
        console.print("legal moves: " + ", ".join(state["legal"]))
    console.print()
    console.print(f"setup: {game.setup_narration}")
    for number, (move, words) in enumerate(zip(game.move_stack, game.narration, strict=True), start=1):
        console.print(f"{number:>3}. {move.notation()}  -  {words}")


@main.command()
@click.option("--rules", "rules_name", default="classic", show_default=True, help="Preset name.")
@click.option("--players", type=int, default=2, show_default=True, help="Seats per round.")
@click.option("--games", type=int, default=1000, show_default=True, help="Rounds to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the run (round i uses a hash of it and i).")
@click.option("--bot", "bots", multiple=True, help="Bot for every seat (once) or per seat (once per seat): random, uniform, greedy.")
@click.option("--jobs", type=int, default=None, help="Worker processes [default: all cores]; does not change the result.")
@click.option("--max-moves", type=int, default=5000, show_default=True, help="Stop a round after this many moves (counted unfinished).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as one JSON object.")
@click.option("--progress/--no-progress", default=None, help="Progress bar on stderr [default: when stderr is a terminal].")
def simulate(rules_name: str, players: int, games: int, seed: int, bots: tuple[str, ...], jobs: int | None,
             max_moves: int, as_json: bool, progress: bool | None) -> None:
    """Monte Carlo: play many seeded rounds with bots and print seat win rates (95% Wilson
    intervals), moves per round, unfinished rounds, reshuffles and dry draw piles."""
    import json

    from unokit.agents import AGENTS
    from unokit.errors import RulesError
    from unokit.rules import find_preset
    from unokit.simulate import MAX_GAMES, MAX_JOBS, format_result
    from unokit.simulate import simulate as run

    try:
        rules = find_preset(rules_name)
    except RulesError as error:
        fail(f"--rules: {error}", 2)
    if not rules.min_players <= players <= rules.max_players:
        fail(f"--players: {rules.name} is played by {rules.min_players} to {rules.max_players} players, not {players}", 2)
    for name in bots:
        if name.strip().lower() not in AGENTS:
            fail(f"--bot: unknown bot {name!r}; bots are: {', '.join(AGENTS)}", 2)
    if len(bots) not in (0, 1, players):
        fail(f"--bot: given {len(bots)} times for {players} players; give it once for every seat or once per seat", 2)
    for option, value in (("--games", games), ("--max-moves", max_moves), ("--jobs", jobs)):
        if value is not None and value < 1:
            fail(f"{option}: {value} is not allowed; it must be at least 1", 2)
    for option, value, most in (("--games", games, MAX_GAMES), ("--jobs", jobs, MAX_JOBS)):
        if value is not None and value > most:
            fail(f"{option}: {value} is not allowed; it must be at most {most:,}", 2)
    show = sys.stderr.isatty() if progress is None else progress
    try:
        result = run(rules, players, games, seed=seed, bots=bots or ("random",), jobs=jobs, max_moves=max_moves,
                     progress=show)
    except UnokitError as error:
        fail(str(error))
    if as_json:
        click.echo(json.dumps(result.to_dict()))
    else:
        click.echo(format_result(result))

# --- analyse and review (move analysis) -----------------------------------------------------


def _read_for_analysis(record: str) -> Any:
    """The validated record at RECORD ('-' reads stdin); errors exit 1 as for replay."""
    from pathlib import Path

    from unokit.record import decode_record, read_record

    _fast_jsonschema_import()
    if record == "-":
        source: str | Path = decode_record(sys.stdin.buffer.read(), "stdin")
        if not source.lstrip().startswith("{"):
            fail("stdin: a record is a JSON object starting with '{'")
    else:
        source = Path(record)
    return read_record(source)


def _check_analysis_options(samples: int, jobs: int, policy: str) -> None:
    from unokit.agents import AGENTS
    from unokit.analysis.evaluate import MAX_SAMPLES
    from unokit.simulate import MAX_JOBS

    for option, value, most in (("--samples", samples, MAX_SAMPLES), ("--jobs", jobs, MAX_JOBS)):
        if not 1 <= value <= most:
            fail(f"{option}: {value} is not allowed; use 1 to {most:,}", 2)
    if policy.strip().lower() not in AGENTS:
        fail(f"--policy: unknown policy {policy!r}; policies are the bots: {', '.join(AGENTS)}", 2)


_ANALYSIS_OPTIONS = [
    click.option("--samples", type=int, default=400, show_default=True,
                 help="Worlds dealt per move (rollouts per move)."),
    click.option("--jobs", type=int, default=1, show_default=True,
                 help="Worker processes; does not change the result."),
    click.option("--seed", type=int, default=0, show_default=True, help="Seed of the deals and bots."),
    click.option("--policy", default="greedy", show_default=True,
                 help="Bot every seat plays in the rollouts: greedy, random or uniform."),
    click.option("--json", "as_json", is_flag=True, help="Print one JSON object."),
    click.option("--progress/--no-progress", default=None,
                 help="Progress bar on stderr [default: when stderr is a terminal]."),
]


def _analysis_options(function: F) -> F:
    for option in reversed(_ANALYSIS_OPTIONS):
        function = option(function)
    return function


@main.command()
@click.argument("record", type=click.Path(allow_dash=True))
@click.option("--at", "at", type=int, default=None, help="Analyse the position after the first N moves [default: all].")
@click.option("--seat", type=int, default=None, help="Seat whose moves are rated [default: the seat to act].")
@_analysis_options
@friendly_errors
def analyse(record: str, at: int | None, seat: int | None, samples: int, jobs: int, seed: int, policy: str,
            as_json: bool, progress: bool | None) -> None:
    """Rate every legal move of a seat in the game record RECORD: its estimated chance to win the
    round with a 95% interval, by rollouts in worlds dealt from what the seat knows."""
    import json

    from unokit.analysis import evaluate

    _check_analysis_options(samples, jobs, policy)
    game_record = _read_for_analysis(record)
    moves = len(game_record.moves)
    if at is not None and not 0 <= at <= moves:
        fail(f"--at: {at} is not allowed; the record has {moves} moves, so use 0 to {moves}", 2)
    if seat is not None and not 0 <= seat < game_record.n_players:
        fail(f"--seat: {seat} is not a seat; the game has seats 0 to {game_record.n_players - 1}", 2)
    game = game_record.start()
    for move in game_record.moves[: moves if at is None else at]:
        game.push(move)
    show = sys.stderr.isatty() if progress is None else progress
    result = evaluate(game, seat, samples=samples, policy=policy, seed=seed, jobs=jobs, progress=show)
    position = moves if at is None else at
    if as_json:
        click.echo(json.dumps({"at": position, **result.to_dict()}))
        return
    name = game.players[result.seat]
    click.echo(f"{name} (seat {result.seat}) after {position} move{'s' if position != 1 else ''}: chance to win "
               f"the round, {samples} worlds per move, {result.policy} bots, seed {seed}")
    click.echo(result.format_table())


@main.command()
@click.argument("record", type=click.Path(allow_dash=True))
@click.option("--seat", type=int, required=True, help="Seat whose moves are reviewed.")
@_analysis_options
@friendly_errors
def review(record: str, seat: int, samples: int, jobs: int, seed: int, policy: str, as_json: bool,
           progress: bool | None) -> None:
    """List the moves of a seat in the game record RECORD that were clearly worse than the best
    move at the time (estimate below the best by more than both 95% intervals), with the reason."""
    import json

    from unokit.analysis import review as run_review

    _check_analysis_options(samples, jobs, policy)
    game_record = _read_for_analysis(record)
    if not 0 <= seat < game_record.n_players:
        fail(f"--seat: {seat} is not a seat; the game has seats 0 to {game_record.n_players - 1}", 2)
    show = sys.stderr.isatty() if progress is None else progress
    mistakes = run_review(game_record, seat, samples=samples, policy=policy, seed=seed, jobs=jobs, progress=show)
    if as_json:
        click.echo(json.dumps({"seat": seat, "samples": samples, "policy": policy.strip().lower(), "seed": seed,
                               "mistakes": [m.to_dict() for m in mistakes]}))
        return
    if not mistakes:
        click.echo(f"No clear mistakes by seat {seat} ({samples} worlds per decision).")
        return
    click.echo(f"{len(mistakes)} clear mistake{'s' if len(mistakes) != 1 else ''} by seat {seat}:")
    for mistake in mistakes:
        click.echo(f"moves[{mistake.index}] {mistake.move.notation()}: {mistake.reason}")

# --- cards (SVG card faces) -----------------------------------------------------------------


@main.command()
@click.option("--rules", "rules_name", default="classic", show_default=True,
              help="Preset whose deck is drawn: classic, black-uno or spectrum.")
@click.option("--out", "out", required=True, help="Folder to write into (created if missing).")
@click.option("--size", default="uno", show_default=True, help="Card size: uno, poker or bridge.")
@click.option("--format", "file_format", default="svg", show_default=True, help="File format: svg or png.")
@click.option("--vision", default="normal", show_default=True,
              help="Colours as seen with: normal, protanopia, deuteranopia, tritanopia or achromatopsia.")
@click.option("--large-print", is_flag=True, help="Bigger index and ColorADD signs for low vision.")
@friendly_errors
def cards(rules_name: str, out: str, size: str, file_format: str, vision: str, large_print: bool) -> None:
    """Write one file per distinct card (R7.svg, W+4.svg), the back, the two ColorADD reference
    cards and an index.html contact sheet."""
    from unokit.render.svg import write_cards

    check_output("--out", out, folder=True)
    file_format = file_format.strip().lower()
    written = write_cards(rules_name, out, size=size.strip().lower(), format=file_format,
                          vision=vision.strip().lower(), large_print=large_print)
    click.echo(f"wrote {len(written) - 1} {file_format} files and {written[-1]}")

# --- sheet (printable PDF) ------------------------------------------------------------------


@main.command()
@click.option("--rules", "rules_name", default="classic", show_default=True,
              help="Preset whose deck is printed (classic, black-uno, spectrum).")
@click.option("--paper", default="a4", show_default=True, help="Paper size: a4 or letter.")
@click.option("--out", "out", required=True, help="PDF file to write.")
@click.option("--size", default="uno", show_default=True, help="Card size: uno, poker or bridge.")
@click.option("--backs", default="none", show_default=True,
              help="Back pages for double-sided printing: none, long-edge or short-edge.")
@click.option("--alignment-test", is_flag=True, help="Start with a two-sided sheet to check duplex alignment.")
@click.option("--reference-cards", is_flag=True, help="Add the two ColorADD reference cards.")
@click.option("--large-print", is_flag=True, help="Bigger index and ColorADD signs for low vision.")
@click.option("--braille", is_flag=True, help="Grade-1 UEB braille label down each card's left edge.")
@click.option("--braille-dots", "braille_dots", default=None,
              help="Also write a PDF of only the braille dots, same layout, for swell paper.")
@click.option("--cards", "card_list", default=None, help="Print these cards instead of the deck, e.g. R7,G7,W.")
@click.option("--svg", "svg_dir", default=None,
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

    check_output("--out", out)
    check_output("--braille-dots", braille_dots)
    check_output("--svg", svg_dir, folder=True)
    rules = find_preset(rules_name)
    cards = parse_cards(card_list) if card_list is not None else list(make_deck(rules.deck))
    pdf = sheets.sheet_pdf(
        cards, paper=paper, size=size, backs=backs, alignment_test=alignment_test,
        reference_cards=reference_cards, large_print=large_print, braille=braille,
        title=rules.name, svg_dir=svg_dir, wild_colors=rules.colors,
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

    def stop_requested(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    # Ctrl-C and a polite kill (SIGTERM) both stop Voila and its kernels, also when this command was
    # started in the background, where the shell leaves SIGINT ignored
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, stop_requested)
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
        # Ctrl-C in a terminal reaches Voila too, but a kill of this process alone does not: SIGTERM makes
        # Voila stop its kernels and exit
        interrupted = True
        click.echo("unokit dashboard: stopping", err=True)
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second kill must not cut the clean-up short
        for stop in (signal.SIGTERM, signal.SIGKILL):
            if process.poll() is None:
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
