"""The ``unokit`` command.

Every command turns bad input into one line ``error: ...`` on stderr and exit status 1 (usage errors:
exit 2, click's convention); no traceback reaches the user (DESIGN.md contract 4). A bad value names its
option or argument (:class:`Checked`). Results are printed by :func:`say` (a failed write to standard
output is one line; a closed pipe ends quietly), and files are written all or nothing
(:class:`unokit.outputs.Outputs`: a failure, Ctrl-C, SIGTERM or SIGHUP leaves no file behind).
Heavy modules (SVG, PDF, Voila) are imported inside the commands that need them.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import sys
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import click

from unokit import __version__
from unokit.choices import BOTS, VISIONS
from unokit.errors import RecordError, UnokitError
from unokit.outputs import Outputs, Stopped
from unokit.rules import PRESETS

F = TypeVar("F", bound=Callable[..., Any])


#: every preset, for the help of the options that take one (the list is the rules module's, never copied)
PRESET_NAMES = ", ".join(PRESETS)


class WholeNumberRange(click.IntRange):
    """``click.IntRange`` whose message for text that is not a number says "is not a valid integer"
    (click's own says "is not a valid integer range", as if a range were expected)."""

    name = "integer"


def fail(message: str, status: int = 1) -> None:
    """Print ``error: message`` to stderr and exit with ``status`` (no traceback)."""
    click.echo(f"error: {message}", err=True)
    sys.exit(status)


def say(text: str = "", *, nl: bool = True) -> None:
    """Print ``text`` to standard output, the only way commands print their results. A write that fails
    is one ``error:`` line naming where the output went (``error: standard output (/dev/full): No space
    left on device``), exit 1; a reader that has gone (``unokit rules | head -c1``: a closed pipe) ends
    the command quietly with exit status 1, as Python's documentation advises for SIGPIPE."""
    if sys.stdout is None:  # started with standard output closed (`unokit rules >&-`)
        fail("standard output is closed, so the result cannot be printed; redirect it to a file or a pipe")
    try:
        click.echo(text, nl=nl)
    except OSError as error:
        output_failed(error)


def output_failed(error: OSError) -> None:
    """Stop after a failed write to standard output (:func:`say`): later writes and Python's last
    flush go to the null device, so no second error (or "Exception ignored" traceback) follows."""
    where = _standard_output_name()
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):  # a stdout without a file descriptor (a test runner)
        pass
    if error.errno == errno.EPIPE:
        sys.exit(1)
    fail(f"{where}: {error.strerror or error}")


def _standard_output_name() -> str:
    """Standard output as messages name it: with the file it is redirected to where the system says
    (Linux: ``/proc/self/fd/1``), e.g. ``standard output (results.json)``."""
    try:
        target = os.readlink(f"/proc/self/fd/{sys.stdout.fileno()}")
    except (OSError, ValueError, AttributeError):
        return "standard output"
    if not target.startswith("/"):  # a pipe or a socket: "pipe:[1234]"
        return "standard output"
    with contextlib.suppress(ValueError):
        relative = os.path.relpath(target)
        target = relative if not relative.startswith("..") else target
    return f"standard output ({target})"


def check_output(option: str, path: str | None, *, example: str, folder: bool = False) -> None:
    """Refuse an output path before any work is done: an empty one (it would mean the current
    folder), a folder where a file is written, or a file where a folder is written (exit 1).

    ``example`` is a name of what the option writes, with the command's own extension
    (``"deck.pdf"``, ``"rules.brf"``; a folder name for ``folder=True``), shown in the message."""
    import os

    if path is None:
        return
    if not path.strip():
        fail(f"{option}: an empty path is not allowed; name the {'folder' if folder else 'file'} to write, "
             f"e.g. {example}")
    if not folder and os.path.isdir(path):
        fail(f"{option}: {path} is a folder; name the file to write, e.g. {os.path.join(path, example)}")
    if folder and os.path.exists(path) and not os.path.isdir(path):
        fail(f"{option}: {path} is a file, not a folder; name a folder to write into, "
             f"e.g. {os.path.join(os.path.dirname(path), example)}")


def list_entries(option: str, values: str | tuple[str, ...], *, example: str) -> list[str]:
    """The entries of a list option (``--cards R7,G7,W``, ``--bots greedy,random``): separated by commas
    or spaces, over one or several values. An empty entry (``R7,,G7``, a comma at either end) is refused
    as a usage error naming its position, counted from 1 over all values (``error: --cards: entry 2 is
    empty``, exit 2), instead of being skipped silently: it is usually a card or bot left out by mistake.
    ``example`` is a well-written value, shown in the message."""
    entries: list[str] = []
    for value in (values,) if isinstance(values, str) else values:
        for part in value.split(","):
            words = part.split()
            if not words:
                fail(f"{option}: entry {len(entries) + 1} is empty; separate the entries by one comma or "
                     f"spaces, e.g. {option} {example}", 2)
            entries.extend(words)
    return entries


def friendly_errors(function: F) -> F:
    """Decorator: turn :class:`UnokitError` and file errors into ``error: ...`` and exit 1."""

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except UnokitError as error:
            fail(str(error))
        except OSError as error:
            if error.errno == errno.EPIPE and error.filename is None:
                output_failed(error)  # the reader of standard output has gone
            name = getattr(error, "filename", None)
            fail(f"{name}: {error.strerror}" if name and error.strerror else str(error))

    return wrapper  # type: ignore[return-value]  # click's decorators type the wrapper by the command's own signature; it is the same callable


class _UsageError(click.UsageError):
    """A usage error said in one line, as every other error of the command line: ``error: ...`` and
    where to read the usage (exit 2)."""

    def show(self, file: Any = None) -> None:
        where = f" (see '{self.ctx.command_path} --help')" if self.ctx is not None else ""
        click.echo(f"error: {self.format_message()}{where}", err=True)


class _ValueError(_UsageError):
    """A bad value of an option or argument, said as unokit's own usage errors are (:func:`fail`): the
    message alone, which names the option and what is allowed."""

    def show(self, file: Any = None) -> None:
        click.echo(f"error: {self.format_message()}", err=True)


def _one_line(error: click.UsageError) -> _UsageError:
    if isinstance(error, _UsageError):
        return error
    said = _UsageError(error.format_message(), error.ctx)
    said.exit_code = error.exit_code  # type: ignore[misc]  # click types exit_code a ClassVar; an instance may set its own
    return said


class Checked(click.ParamType):
    """The type of an option or argument whose value one of unokit's own checks reads (a preset, a card
    size, a vision, a paper): ``check(value)`` raises :class:`UnokitError` for a bad value, and the
    message is a usage error that names the option or argument itself, whichever it is (``error: --size:
    unknown card size 'x'; sizes are: uno, poker, bridge``, ``error: PRESET: unknown preset 'x'; ...``),
    exit 2. The value is passed on as typed; the checks import their modules only when they run."""

    name = "text"

    def __init__(self, check: Callable[[str], Any]) -> None:
        self.check = check

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            self.check(value)
        except UnokitError as error:
            raise _ValueError(f"{_parameter_name(param)}: {error}", ctx) from None
        return value


def _parameter_name(param: click.Parameter | None) -> str:
    """An option as typed (its longest name, ``--size``), an argument as its help shows it (``PRESET``)."""
    if isinstance(param, click.Option):
        return max(param.opts, key=len)
    return param.human_readable_name if param is not None else "value"


def _one_of(value: str, allowed: Any, what: str, plural: str) -> None:
    """Refuse ``value`` unless it is one of ``allowed`` in any case, with spaces around it allowed
    (as the renderers read sizes, papers and formats)."""
    from unokit.errors import RenderError

    if not isinstance(value, str) or value.strip().lower() not in allowed:
        raise RenderError(f"unknown {what} {value!r}; {plural} are: {', '.join(allowed)}")


def _check_preset(value: str) -> None:
    from unokit.rules import find_preset

    find_preset(value)


def _check_card_size(value: str) -> None:
    from unokit.render.svg import CARD_SIZES

    _one_of(value, CARD_SIZES, "card size", "sizes")


def _check_vision(value: str) -> None:
    from unokit.render.cvd import canonical_vision

    canonical_vision(value)


def _check_paper(value: str) -> None:
    from unokit.render.sheets import PAPERS

    _one_of(value, PAPERS, "paper", "papers")


def _check_backs(value: str) -> None:
    from unokit.render.sheets import BACKS

    _one_of(value, BACKS, "backs mode", "modes")


def _check_signs(value: str) -> None:
    from unokit.render.signs import sign_system

    sign_system(value)


def signs_option(signs: str, rules: Any) -> None:
    """Refuse ``--signs`` when its system has no sign for a colour of the preset's deck (Mattel's symbols
    cover the four classic colours only): a usage error naming the option, exit 2."""
    from unokit import coloradd
    from unokit.errors import RenderError
    from unokit.render.signs import sign_system

    try:
        sign_system(signs).check([coloradd.get(c) for c in rules.colors], f"the {rules.name} deck")
    except RenderError as error:
        fail(f"--signs: {error}", 2)


#: the file formats ``unokit cards`` writes (those of unokit.render.svg.write_cards)
CARD_FORMATS = ("svg", "png")

PRESET = Checked(_check_preset)
CARD_SIZE = Checked(_check_card_size)
VISION = Checked(_check_vision)
PAPER = Checked(_check_paper)
BACKS = Checked(_check_backs)
CARD_FORMAT = Checked(lambda value: _one_of(value, CARD_FORMATS, "format", "formats"))
SIGNS = Checked(_check_signs)


def _check_language(value: str) -> None:
    from unokit.i18n import resolve_language

    resolve_language(value)


#: ``--lang`` (DESIGN.md contract 7): a language tag of unokit.i18n's catalogues
LANGUAGE = Checked(_check_language)
LANG_HELP = "Language of the text: en (default), pt-PT or es (docs/languages.md)."
def _check_bleed(value: str) -> None:
    from unokit.render.canvas import parse_bleed

    parse_bleed(value)


BLEED = Checked(_check_bleed)


class _Commands(click.Group):
    """The ``unokit`` group: click's own usage errors (a bad option value, an unknown option or
    command, a missing argument) are said in one ``error: ...`` line, exit 2, like unokit's own."""

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.UsageError as error:
            raise _one_line(error) from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as error:
            raise _one_line(error) from None
        except Stopped as stop:  # SIGTERM or SIGHUP while files were written: none was (unokit.outputs)
            import signal

            name = signal.Signals(stop.signal_number).name
            click.echo(f"error: stopped by {name}; no output file was written", err=True)
            sys.exit(128 + stop.signal_number)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="unokit")
def main() -> None:
    """unokit: rules engine, ColorADD card faces, print sheets and a Voila dashboard
    for an UNO-style card game."""


# --- replay and simulate (rules engine) -----------------------------------------------------


@main.command()
@click.argument("record", type=click.Path(allow_dash=True))  # a folder: "error: ...: Is a directory", exit 1
@click.option("--json", "as_json", is_flag=True, help="Print the final state as one JSON object: seat to act, direction, colour, piles, hands, "
                   "legal moves, winner, placements, scores.")
@friendly_errors
def replay(record: str, as_json: bool) -> None:
    """Replay the game record RECORD (JSON: the rules, the players, a seed or a deck, and the moves in move
    notation such as '0: play R5', as the README's "Game records" says; '-' reads stdin; at most 512 KB) and
    show the state after its last move: a table and the moves in words, or with --json one JSON object."""
    import json

    game = _replay_record_argument(record)
    if as_json:
        say(json.dumps(game.state_dict()))
    else:
        _print_game(game)


def _read_record_argument(record: str) -> Any:
    """The validated :class:`~unokit.record.GameRecord` of a RECORD argument: ``"-"`` reads stdin's
    bytes as a file's (:func:`unokit.record.record_from_bytes`, named "stdin" in messages), anything else
    is a path, even one whose name starts with '{' (:func:`unokit.record.read_record`). Raises
    :class:`~unokit.errors.RecordError`, which the commands say as one ``error:`` line, exit 1."""
    from pathlib import Path

    from unokit.record import read_record, read_record_bytes, record_from_bytes

    if record == "-":  # at most RECORD_MAX_BYTES + 1 bytes are read: an endless stdin is refused at once
        return record_from_bytes(read_record_bytes(sys.stdin.buffer, "stdin"), "stdin")
    return read_record(Path(record))


def _replay_record_argument(record: str) -> Any:
    """The game after every move of the record RECORD (``"-"``: stdin), each move checked as it is read
    (:func:`unokit.record.replay_as_read`): a bad move is refused when it is reached. At most
    :data:`unokit.record.RECORD_MAX_BYTES` are read. Raises :class:`~unokit.errors.RecordError`."""
    from unokit.record import read_record_bytes, record_data, replay_as_read, short_path

    if record == "-":
        name, raw = "stdin", read_record_bytes(sys.stdin.buffer, "stdin")
    else:
        name = short_path(record)
        try:
            with open(record, "rb") as stream:
                raw = read_record_bytes(stream, name)
        except OSError as error:  # missing, a folder, no permission, a name too long for the system
            raise RecordError(f"{name}: {error.strerror or error}") from None
        except ValueError as error:  # a NUL character in the path
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"{name}: a path cannot hold a NUL character") from None
    return replay_as_read(record_data(raw, name))


def _print_game(game: Any) -> None:
    """The state as a rich table, then the setup and the numbered moves in words."""
    import io

    from rich.console import Console
    from rich.table import Table

    # drawn into a string for the terminal's width and colours, then printed by say(), whose failed
    # write is one error line; names such as "[/]" are text, not markup
    terminal = Console()
    console = Console(file=io.StringIO(), width=terminal.width, force_terminal=terminal.is_terminal,
                      color_system=terminal.color_system, highlight=False, markup=False)  # type: ignore[arg-type]  # rich types color_system by its literal names; the terminal's own value is one of them
    _print_game_to(console, game, Table)
    say(console.file.getvalue(), nl=False)  # type: ignore[attr-defined]  # the console's file is the StringIO made above


def _print_game_to(console: Any, game: Any, Table: Any) -> None:  # noqa: N803 - rich's class
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


def where_options(function: F) -> F:
    """The options that say where the work runs: --jobs, --scheduler, --dask (simulate, tournament)."""
    for option in reversed((
        click.option("--jobs", type=int, default=None,
                     help="Worker processes (with --dask: Dask workers) [default: all cores]; does not change the result."),
        click.option("--scheduler", default=None, metavar="tcp://HOST:PORT",
                     help="Run on this Dask scheduler's workers (extra unokit[cluster]); does not change the result. "
                          "A scheduler that has not answered within 10 s (unokit.simulate.SCHEDULER_CONNECT_TIMEOUT_S) "
                          "is reported as unreachable."),
        click.option("--dask", "local_dask", is_flag=True,
                     help="Run on a local Dask cluster on 127.0.0.1 (extra unokit[cluster]); does not change the result."),
    )):
        function = option(function)
    return function


RULE_HELP = ("House rule or other flag on top of the preset, NAME=VALUE (repeatable), e.g. --rule seven_swap=true; "
             "NAME is a flag 'unokit rules' lists or a house rule's everyday name: stacking, cross-stacking, "
             "seven-o, zero-rotation, jump-in, draw-to-match, force-play, no-bluffing.")


@contextlib.contextmanager
def bad_values_are_usage_errors(*kinds: type[UnokitError]) -> Iterator[None]:
    """Errors of ``kinds`` raised inside come from the values given on the command line (an unknown card
    size, paper or card code): a usage error, one ``error: ...`` line, exit 2."""
    try:
        yield
    except kinds as error:
        fail(str(error), 2)


def preset_option(rules_name: str) -> Any:
    """The preset named by ``--rules``; an unknown name is a usage error (``error: --rules: ...``, exit 2)."""
    from unokit.errors import RulesError
    from unokit.rules import find_preset

    try:
        return find_preset(rules_name)
    except RulesError as error:
        fail(f"--rules: {error}", 2)


def rules_from_options(rules_name: str, rule_items: tuple[str, ...]) -> Any:
    """The :class:`~unokit.rules.Rules` of ``--rules PRESET`` and each ``--rule NAME=VALUE``, checked as
    a record's rules are (unknown flag, wrong type, refused combination: RULES.md "House rules"). Bad
    input is a usage error: one ``error:`` line, exit 2."""
    from unokit.errors import RulesError
    from unokit.rules import find_preset, read_flag_value, rule_overrides

    preset = preset_option(rules_name)
    overrides: dict[str, Any] = {}
    for item in rule_items:
        name, equals, value = item.partition("=")
        if not equals or not name.strip() or not value.strip():
            fail(f"--rule {item!r}: write NAME=VALUE, e.g. --rule seven_swap=true", 2)
        try:  # a flag name or a house rule's everyday name (stacking, Seven-O, no bluffing)
            overrides.update(rule_overrides(name, read_flag_value(value)))
        except RulesError as error:
            fail(f"--rule: {error}", 2)
    try:
        return find_preset(preset, **overrides) if overrides else preset
    except RulesError as error:
        fail(f"--rule: {error}", 2)


@main.command()
@click.argument("preset", type=PRESET, required=False, default="classic")
@click.option("--rule", "rule_items", multiple=True, metavar="NAME=VALUE", help=RULE_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object: the rules' record form and every flag.")
@click.option("--lang", "lang", type=LANGUAGE, default=None,
              help="Print the rules as sentences in this language (en, pt-PT or es) instead of the flag list.")
def rules(preset: str, rule_items: tuple[str, ...], as_json: bool, lang: str | None) -> None:
    """List every flag of the rules of PRESET (default classic; also black-uno, spectrum, party) with
    its value and a one-line description; '*' marks a flag changed by --rule. With --lang, print the
    rules summary in that language instead (the braille rules file's text). Example:
    unokit rules classic --rule seven_swap=true --rule zero_rotate=true"""
    import json
    from dataclasses import fields

    from unokit.deal import check_deal_size
    from unokit.rules import find_preset, flag_descriptions, flag_to_json

    chosen = rules_from_options(preset, rule_items)
    try:  # a hand size that no table of these rules can be dealt, as simulate says it for its table
        check_deal_size(chosen, chosen.min_players)
    except UnokitError as error:
        fail(f"--rule: {error}", 2)
    if lang is not None:
        from unokit.i18n import resolve_language
        from unokit.rules_text import rules_text

        text = rules_text(chosen, lang)
        say(json.dumps({"rules": chosen.to_json(), "lang": resolve_language(lang), "summary": text}, ensure_ascii=False)
            if as_json else text.rstrip("\n"))
        return
    base = find_preset(chosen.name)
    texts = flag_descriptions()
    rows = [(f.name, flag_to_json(getattr(chosen, f.name)), getattr(chosen, f.name) != getattr(base, f.name),
             texts[f.name]) for f in fields(chosen) if f.name != "name"]
    if as_json:
        say(json.dumps({"rules": chosen.to_json(), "flags": [
            {"name": name, "value": value, "changed": changed, "description": text}
            for name, value, changed, text in rows]}))
        return
    say(f"rules: {json.dumps(chosen.to_json())}")
    width = max(len(name) for name, *_ in rows) + 2
    values = [json.dumps(value) for _, value, _, _ in rows]
    value_width = min(max(len(v) for v in values), 24) + 2
    for (name, _, changed, text), value in zip(rows, values, strict=True):
        say(f"{'*' if changed else ' '} {name:<{width}}{value:<{value_width}} {text}")


#: ``unokit simulate``'s option for each parameter of :func:`unokit.simulate.check_options`
SIMULATE_OPTIONS = {"rules": "--rule", "players": "--players", "games": "--games", "max_moves": "--max-moves",
                    "jobs": "--jobs", "bots": "--bot"}
#: ``unokit tournament``'s option for each parameter of :func:`unokit.tournament.check_options`
TOURNAMENT_OPTIONS = {"rules": "--rules", "bots": "--bots", "games": "--games", "max_moves": "--max-moves",
                      "jobs": "--jobs"}


@main.command()
@click.option("--rules", "rules_name", type=PRESET, default="classic", show_default=True, help="Preset name.")
@click.option("--rule", "rule_items", multiple=True, metavar="NAME=VALUE", help=RULE_HELP)
@click.option("--players", type=int, default=2, show_default=True, help="Seats per round.")
@click.option("--games", type=int, default=1000, show_default=True, help="Rounds to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the run (round i uses a hash of it and i).")
@click.option("--bot", "bots", multiple=True, help=f"Bot for every seat (once) or per seat (once per seat): {', '.join(BOTS)}.")
@where_options
@click.option("--max-moves", type=int, default=5000, show_default=True, help="Stop a round after this many moves (counted unfinished).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as one JSON object.")
@click.option("--progress/--no-progress", default=None, help="Progress bar on stderr [default: when stderr is a terminal].")
def simulate(rules_name: str, rule_items: tuple[str, ...], players: int, games: int, seed: int, bots: tuple[str, ...],
             jobs: int | None, scheduler: str | None, local_dask: bool, max_moves: int, as_json: bool,
             progress: bool | None) -> None:
    """Monte Carlo: play many seeded rounds with bots and print seat win rates (95% Wilson
    intervals), moves per round, unfinished rounds, reshuffles and dry draw piles."""
    import json

    from unokit.simulate import OptionError, check_options, format_result
    from unokit.simulate import simulate as run

    rules = rules_from_options(rules_name, rule_items)
    try:  # the engine's own checks, each usage error after the option it names
        check_options(rules, players, games, bots, jobs, max_moves)
    except OptionError as error:
        fail(f"{SIMULATE_OPTIONS[error.option]}: {error.detail}", 2)
    result = run_somewhere(functools.partial(run, rules, players, games, seed=seed, bots=bots or ("random",),
                                             max_moves=max_moves), jobs, scheduler, local_dask, progress)
    say(json.dumps(result.to_dict()) if as_json else format_result(result))


def run_somewhere(run: Callable[..., Any], jobs: int | None, scheduler: str | None, local_dask: bool,
                  progress: bool | None) -> Any:
    """``run(jobs=..., executor=..., progress=...)`` where the options say: the process pool of
    --jobs, the Dask cluster of --scheduler or a local one (--dask); usage errors exit 2, errors of
    the run (an unreachable scheduler, a bad bot) are one ``error:`` line and exit 1."""
    check_where(jobs, scheduler, local_dask)
    show = sys.stderr.isatty() if progress is None else progress
    try:
        with executor_for(jobs, scheduler, local_dask) as executor:
            return run(jobs=None if executor is not None else jobs, executor=executor, progress=show)
    except UnokitError as error:
        fail(str(error))


def check_where(jobs: int | None, scheduler: str | None, local_dask: bool) -> None:
    """Usage errors (exit 2) of the options that say where the work runs: --scheduler names workers
    of its own, so it takes neither --jobs nor --dask."""
    if scheduler is not None and local_dask:
        fail("--scheduler and --dask: give one; --scheduler uses a running cluster, --dask starts a local one", 2)
    if scheduler is not None and jobs is not None:
        fail("--jobs and --scheduler: give one; the scheduler's cluster has its own workers", 2)
    if scheduler is not None and not scheduler.strip():
        fail("--scheduler: an empty address is not allowed; write tcp://HOST:PORT", 2)
    if scheduler is not None:
        from unokit.simulate import check_scheduler_address

        try:
            check_scheduler_address(scheduler)
        except UnokitError as error:
            fail(f"--scheduler: {error}", 2)
        if scheduler.strip().lower().startswith("inproc://"):
            fail(f"--scheduler: {scheduler!r} names a scheduler inside one Python process, and this command is "
                 "a process of its own; write the address of a running scheduler, e.g. tcp://127.0.0.1:8786", 2)


@contextlib.contextmanager
def executor_for(jobs: int | None, scheduler: str | None, local_dask: bool) -> Iterator[Any]:
    """The executor the options ask for: a Dask one for --scheduler or --dask (closed on exit), else
    ``None`` (the built-in process pool of --jobs processes)."""
    if scheduler is None and not local_dask:
        yield None
        return
    from unokit.simulate import dask_executor

    with dask_executor(scheduler.strip() if scheduler else None, workers=jobs) as executor:
        yield executor

@main.command()
@click.option("--rules", "rules_name", type=PRESET, default="classic", show_default=True, help="Preset name.")
@click.option("--bots", "bots", multiple=True, metavar="BOT [BOT ...]",
              help=f"Bots to enter: {', '.join(BOTS)}, or your own bot class as module:Class (an installed "
                   "module or one on PYTHONPATH) or path/to/file.py:Class (e.g. ./mybot.py:MyBot; the current "
                   "folder is not searched). Such a bot is Python code: it is imported and runs with your "
                   "rights, so enter only code you trust. The class needs a choose(game, seat) method, as "
                   "unokit.agents.Agent.")
@click.argument("more_bots", nargs=-1, metavar="")
@click.option("--games", type=int, default=200, show_default=True, help="Heads-up rounds per pair of bots.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the tournament.")
@where_options
@click.option("--max-moves", type=int, default=5000, show_default=True, help="Stop a round after this many moves (not counted).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as one JSON object.")
@click.option("--progress/--no-progress", default=None, help="Progress bar on stderr [default: when stderr is a terminal].")
def tournament(rules_name: str, bots: tuple[str, ...], more_bots: tuple[str, ...], games: int, seed: int,
               jobs: int | None, scheduler: str | None, local_dask: bool, max_moves: int, as_json: bool,
               progress: bool | None) -> None:
    """Every bot against every other, heads-up, seats rotated on the same deals: a win matrix with 95%
    Wilson intervals, a ranking and a note on multiple comparisons. Example:
    unokit tournament --rules classic --bots greedy random uniform --games 400 --seed 1"""
    import json

    from unokit.simulate import OptionError
    from unokit.tournament import check_options, format_tournament
    from unokit.tournament import tournament as run

    names = list_entries("--bots", (*bots, *more_bots), example="greedy,random")
    if more_bots and not bots:
        fail(f"got {' '.join(more_bots)!r}; name the bots after --bots, e.g. --bots greedy random", 2)
    if len(names) < 2:
        fail("--bots: give at least two bots, e.g. --bots greedy random", 2)
    preset_option(rules_name)
    try:  # the engine's own checks (a bot that cannot be made too), each after the option it names
        check_options(rules_name, names, games, jobs, max_moves)
    except OptionError as error:
        fail(f"{TOURNAMENT_OPTIONS[error.option]}: {error.detail}", 2)
    result = run_somewhere(functools.partial(run, rules_name, names, games, seed=seed, max_moves=max_moves),
                           jobs, scheduler, local_dask, progress)
    say(json.dumps(result.to_dict()) if as_json else format_tournament(result))

# --- analyse and review (move analysis) -----------------------------------------------------


def _check_analysis_options(samples: int, jobs: int, policy: str) -> None:
    from unokit.analysis.evaluate import MAX_SAMPLES
    from unokit.simulate import MAX_JOBS

    for option, value, most in (("--samples", samples, MAX_SAMPLES), ("--jobs", jobs, MAX_JOBS)):
        if not 1 <= value <= most:
            fail(f"{option}: {value} is not allowed; use 1 to {most:,}", 2)
    if policy.strip().lower() not in BOTS:
        fail(f"--policy: unknown policy {policy!r}; policies are the bots: {', '.join(BOTS)}", 2)


_ANALYSIS_OPTIONS = [
    click.option("--samples", type=int, default=400, show_default=True,
                 help="Worlds dealt per move (rollouts per move)."),
    click.option("--jobs", type=int, default=1, show_default=True,
                 help="Worker processes; does not change the result."),
    click.option("--seed", type=int, default=0, show_default=True, help="Seed of the deals and bots."),
    click.option("--policy", default="greedy", show_default=True,
                 help=f"Bot every seat plays in the rollouts: {', '.join(BOTS)}."),
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
@click.option("--at", "at", type=int, default=None, help="Analyse the position after the first N moves [default: all, when the round is not over].")
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
    game_record = _read_record_argument(record)
    moves = len(game_record.moves)
    if at is not None and not 0 <= at <= moves:
        fail(f"--at: {at} is not allowed; the record has {moves} moves, so use 0 to {moves}", 2)
    if seat is not None and not 0 <= seat < game_record.n_players:
        fail(f"--seat: {seat} is not a seat; the game has seats 0 to {game_record.n_players - 1}", 2)
    from unokit.record import replay as replay_record

    position = moves if at is None else at
    game = replay_record(game_record, at=position)
    if game.is_over():
        fail(f"the round is over after {position} move{'s' if position != 1 else ''}, so there is nothing left "
             f"to analyse; analyse a position before the end, e.g. --at 0 to --at {position - 1}")
    show = sys.stderr.isatty() if progress is None else progress
    result = evaluate(game, seat, samples=samples, policy=policy, seed=seed, jobs=jobs, progress=show)
    if as_json:
        say(json.dumps({"at": position, **result.to_dict()}))
        return
    from unokit.phrases import with_seat

    say(f"{with_seat(game.players[result.seat], result.seat)} after {position} move{'s' if position != 1 else ''}: chance to win "
               f"the round, {samples} worlds per move, {result.policy} bots, seed {seed}")
    say(result.format_table())


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
    game_record = _read_record_argument(record)
    if not 0 <= seat < game_record.n_players:
        fail(f"--seat: {seat} is not a seat; the game has seats 0 to {game_record.n_players - 1}", 2)
    show = sys.stderr.isatty() if progress is None else progress
    mistakes = run_review(game_record, seat, samples=samples, policy=policy, seed=seed, jobs=jobs, progress=show)
    if as_json:
        say(json.dumps({"seat": seat, "samples": samples, "policy": policy.strip().lower(), "seed": seed,
                               "mistakes": [m.to_dict() for m in mistakes]}))
        return
    from unokit.phrases import with_seat

    who = with_seat(game_record.start().players[seat], seat)
    if not mistakes:
        say(f"No clear mistakes by {who}, with {samples} worlds per decision.")
        return
    say(f"{len(mistakes)} clear mistake{'s' if len(mistakes) != 1 else ''} by {who}:")
    for mistake in mistakes:
        say(f"moves[{mistake.index}] {mistake.move.notation()}: {mistake.reason}")

#: Help of ``--signs`` (``cards`` and ``sheet``).
SIGNS_HELP = ("Colour signs beside each index: coloradd, mattel (circle red, square blue, triangle green, "
              "star yellow; the four classic colours only), letters (R Y G B O T P M) or none. Other than "
              "coloradd, a key card explaining them is added.")

# --- cards (SVG card faces) -----------------------------------------------------------------


@main.command()
@click.option("--rules", "rules_name", type=PRESET, default="classic", show_default=True,
              help=f"Preset whose deck is drawn: {PRESET_NAMES}.")
@click.option("--out", "out", required=True, help="Folder to write into (created if missing).")
@click.option("--size", type=CARD_SIZE, default="uno", show_default=True, help="Card size: uno, poker or bridge.")
@click.option("--format", "file_format", type=CARD_FORMAT, default="svg", show_default=True, help="File format: svg or png.")
@click.option("--vision", type=VISION, default="normal", show_default=True,
              help=f"Colours as seen with: {', '.join(VISIONS[:-1])} or {VISIONS[-1]}.")
@click.option("--large-print", is_flag=True, help="Bigger index and ColorADD signs for low vision.")
@click.option("--signs", type=SIGNS, default="coloradd", show_default=True, help=SIGNS_HELP)
@click.option("--lang", "lang", type=LANGUAGE, default=None,
              help="Language of the cards' titles and descriptions and of index.html: en (default), pt-PT or es.")
@click.option("--bleed", type=BLEED, default="0", show_default=True,
              help="For a print shop: each file reaches this far past the cut, in the card's colour (e.g. 3mm "
                   "or 0.125in; poker with 0.125in at 300 dpi is 825 x 1125 px).")
@friendly_errors
def cards(rules_name: str, out: str, size: str, file_format: str, vision: str, large_print: bool,
          signs: str, lang: str | None, bleed: str) -> None:
    """Write one file per distinct card (R7.svg, W+4.svg), the back, the two ColorADD reference
    cards and an index.html contact sheet. --lang gives the cards' titles and descriptions, and the
    words printed on the reference cards and a sign key, in Portuguese or Spanish."""
    from unokit.errors import RenderError
    from unokit.render.canvas import parse_bleed
    from unokit.render.svg import write_cards

    signs_option(signs, preset_option(rules_name))
    check_output("--out", out, example="cards", folder=True)
    file_format = file_format.strip().lower()
    with bad_values_are_usage_errors(RenderError), Outputs() as outputs:
        folder = outputs.folder(out)
        # size, vision and format in any case: write_cards reads them as the command line does
        with outputs.writing(out):
            written = write_cards(rules_name, folder, size=size, format=file_format, vision=vision,
                                  large_print=large_print, signs=signs, lang=lang,
                                  bleed_mm=parse_bleed(bleed))
        index = os.path.join(out, os.path.basename(written[-1]))
    say(f"wrote {len(written) - 1} {file_format} files and {index}")

# --- sheet (printable PDF) ------------------------------------------------------------------


@main.command()
@click.option("--rules", "rules_name", type=PRESET, default="classic", show_default=True,
              help=f"Preset whose deck is printed: {PRESET_NAMES}.")
@click.option("--paper", type=PAPER, default="a4", show_default=True, help="Paper size: a4 or letter.")
@click.option("--out", "out", required=True, help="PDF file to write.")
@click.option("--size", type=CARD_SIZE, default="uno", show_default=True, help="Card size: uno, poker or bridge.")
@click.option("--backs", type=BACKS, default="none", show_default=True,
              help="Back pages for double-sided printing: none, long-edge or short-edge.")
@click.option("--alignment-test", is_flag=True, help="Start with a two-sided sheet to check duplex alignment.")
@click.option("--reference-cards", is_flag=True,
              help="End with the ColorADD reference cards, the legend of the signs (the default).")
@click.option("--no-reference-cards", "no_reference_cards", is_flag=True,
              help="Leave the ColorADD reference cards out (other --signs systems always end with their key card).")
@click.option("--large-print", is_flag=True, help="Bigger index and ColorADD signs for low vision.")
@click.option("--braille", is_flag=True,
              help="Uncontracted (grade 1) UEB braille label on each card, twice, and a braille key card.")
@click.option("--braille-placement", "braille_placement", type=click.Choice(["corners", "edges"]), metavar="WHERE",
              default="corners", show_default=True,
              help="Where the braille labels go: corners (a short label across the top-left and bottom-right "
                   "corners, read upright, as UNO Braille places them) or edges (longer labels down the long "
                   "edges, read with the card turned a quarter turn).")
@click.option("--braille-dots", "braille_dots", default=None,
              help="Also write a PDF of only the braille dots, same layout, for swell paper.")
@click.option("--cards", "card_list", default=None,
              help="Print these cards of the preset's deck instead of the whole deck, e.g. R7,G7,W (at most 1,000).")
@click.option("--svg", "svg_dir", default=None,
              help="Also write every page as SVG into this folder.")
@click.option("--signs", type=SIGNS, default="coloradd", show_default=True, help=SIGNS_HELP)
@click.option("--lang", "lang", type=LANGUAGE, default=None,
              help="Language of the cards' text alternatives, the footer and, with --braille, the labels and "
                   "braille key (Portuguese or Spanish grade 1, needs liblouis): en (default), pt-PT or es.")
@click.option("--bleed", type=BLEED, default="0", show_default=True,
              help="For a print shop: art reaching this far past every cut (e.g. 3mm or 0.125in, at most 6mm), "
                   "cards set apart, crop marks outside the bleed, PDF TrimBox and BleedBox set. 0: butted "
                   "cards for home printing.")
@friendly_errors
def sheet(rules_name: str, paper: str, out: str, size: str, backs: str, alignment_test: bool,
          reference_cards: bool, no_reference_cards: bool, large_print: bool, braille: bool,
          braille_dots: str | None, card_list: str | None, svg_dir: str | None, signs: str, lang: str | None,
          bleed: str, braille_placement: str) -> None:
    """Write printable card sheets as PDF: up to 3 x 3 cards a page with crop marks (2 x 4 cards turned
    on their side where that holds more, e.g. on Letter), optional backs. Either every file asked for is
    written or, on any error, none."""
    from unokit.cards import make_deck
    from unokit.errors import InvalidCardError, RenderError
    from unokit.render import sheets

    check_output("--out", out, example="deck.pdf")
    check_output("--braille-dots", braille_dots, example="dots.pdf")
    check_output("--svg", svg_dir, example="pages", folder=True)
    for option, path in (("--out", out), ("--braille-dots", braille_dots)):
        if path is not None and not path.lower().endswith(".pdf"):  # 'x.txt' would hold a PDF
            fail(f"{option}: {path} does not end in .pdf; a sheet is a PDF file, e.g. deck.pdf", 2)
    if braille_dots is not None and os.path.abspath(braille_dots) == os.path.abspath(out):
        fail(f"--braille-dots: {braille_dots} is also the --out file; name another file for the dots", 2)
    from unokit.render.canvas import parse_bleed

    bleed_mm = parse_bleed(bleed)  # checked by BLEED already
    if reference_cards and no_reference_cards:
        fail("--reference-cards and --no-reference-cards contradict each other; give one", 2)
    reference_cards = not no_reference_cards
    rules = preset_option(rules_name)
    signs_option(signs, rules)
    deck = list(make_deck(rules.deck))
    with bad_values_are_usage_errors(InvalidCardError):
        cards = deck if card_list is None else _deck_cards(card_list, rules.name, deck)
    with bad_values_are_usage_errors(RenderError), Outputs() as outputs:
        # temporary files first: an unwritable path fails here, before the long rendering
        outputs.file(out)
        if braille_dots is not None:
            outputs.file(braille_dots)
        pages_folder = outputs.folder(svg_dir) if svg_dir is not None else None
        with outputs.writing(svg_dir) if svg_dir is not None else contextlib.nullcontext():
            pdf = sheets.sheet_pdf(
                cards, paper=paper, size=size, backs=backs, alignment_test=alignment_test,
                reference_cards=reference_cards, large_print=large_print, braille=braille,
                title=rules.name, svg_dir=pages_folder, wild_colors=rules.colors, signs=signs, lang=lang,
                bleed_mm=bleed_mm, braille_placement=braille_placement,
            )
        outputs.write(out, pdf)
        if braille_dots is not None:
            dots = sheets.braille_dots_pdf(
                cards, paper=paper, size=size, reference_cards=reference_cards, title=rules.name,
                backs=backs, alignment_test=alignment_test, large_print=large_print, braille=braille,
                colors=rules.colors, signs=signs, lang=lang, bleed_mm=bleed_mm,
                braille_placement=braille_placement)
            outputs.write(braille_dots, dots)
    say(f"wrote {out}" + (f" and {braille_dots}" if braille_dots else ""))


def _deck_cards(card_list: str, preset: str, deck: list[Any]) -> list[Any]:
    """The cards of ``--cards``: at most :data:`unokit.render.sheets.MAX_CARDS`, each one that the
    preset's deck holds (DESIGN.md contract 1: O, T, P, M are spectrum colours). Exits with one
    ``error:`` line, status 2 (a wrong option value), otherwise."""
    from unokit.cards import parse_cards
    from unokit.render.sheets import MAX_CARDS

    entries = list_entries("--cards", card_list, example="R7,G7,W")
    count = len(entries)
    if count > MAX_CARDS:
        fail(f"--cards: {count:,} cards is too many for one sheet; give at most {MAX_CARDS:,} "
             f"(about {MAX_CARDS // 108} decks)", 2)
    try:
        cards = parse_cards(entries)
    except UnokitError as error:  # a code that is no card: the option is named, as every value's error
        fail(f"--cards: {error}", 2)
    allowed = set(deck)
    for card in cards:
        if card not in allowed:
            colours = dict.fromkeys(c.color.word for c in deck if c.color is not None)
            fail(f"--cards: {card.code} ({card.name}) is not a card of the {preset} deck; "
                 f"its colours are {', '.join(colours)}", 2)
    return cards

# --- brf (braille-ready files) --------------------------------------------------------------


@main.command()
@click.argument("record", required=False, type=click.Path(allow_dash=True))
@click.option("--rules", "rules_name", type=PRESET, default=None,
              help=f"Write this preset's rules ({PRESET_NAMES}) instead of a game transcript.")
@click.option("--out", "out", required=True, help="BRF file to write.")
@click.option("--lang", "lang", type=LANGUAGE, default=None,
              help="Language of the rules or the transcript: en (default, UEB), pt-PT (Portuguese grade 2) or "
                   "es (Spanish grade 2).")
@friendly_errors
def brf(record: str | None, rules_name: str | None, out: str, lang: str | None) -> None:
    """Write a braille-ready file (BRF, contracted braille, 40 cells x 25 lines a page, page numbers):
    the rules of a preset (--rules PRESET), or the transcript of the game record RECORD ('-' reads
    stdin). --lang writes either in Portuguese or Spanish, contracted with that language's liblouis table
    (players' names as given). Needs liblouis (Debian: apt-get install liblouis-bin)."""
    from unokit import brf as braille

    if (record is None) == (rules_name is None):
        fail("give one of a game record RECORD or --rules PRESET, not both and not neither", 2)
    check_output("--out", out, example="rules.brf" if rules_name is not None else "game.brf")
    braille.lou_translate_command()  # say that liblouis is missing before any other work
    with Outputs() as outputs:
        outputs.file(out)  # an unwritable path fails here, before the translation
        if rules_name is not None:
            text = braille.rules_brf(preset_option(rules_name), lang)
        else:
            text = braille.transcript_brf(_replay_record_argument(record), lang)  # type: ignore[arg-type]  # record is given: exactly one of RECORD and --rules is (checked above)
        outputs.write(out, text.encode("ascii"))
    pages = text.count("\f")
    say(f"wrote {out} ({pages} braille page{'s' * (pages != 1)})")

# --- dashboard (Voila) ----------------------------------------------------------------------


class _ComputedDefault(click.Option):
    """An option whose default is a function's value, computed when the command runs or shows its
    ``--help`` (which shows the value, where click would show "(dynamic)")."""

    def get_default(self, ctx: click.Context, call: bool = True) -> Any:
        return super().get_default(ctx, call=True)


def _kernel_idle_timeout() -> int:
    # read from unokit.dashboard only by the dashboard command: importing it (pathlib) costs every
    # other command, `unokit simulate` included, a few milliseconds (issue 12, "Speed")
    from unokit.dashboard import KERNEL_IDLE_TIMEOUT_S

    return KERNEL_IDLE_TIMEOUT_S


def _dashboard_default(name: str) -> int:
    import unokit.dashboard

    return int(getattr(unokit.dashboard, name)())


@main.command()
@click.option("--port", type=WholeNumberRange(1, 65535), default=8866, show_default=True,
              help="Port to serve the dashboard on.")
@click.option("--ip", "address", default="127.0.0.1", show_default=True, metavar="ADDRESS",
              help="Network address to serve on: 127.0.0.1 is this computer only; 0.0.0.0 is every network "
                   "this computer is on (or give one of its addresses). Anyone who can reach the address can "
                   "play, with no password, and each visitor costs about 80 MB of memory.")
@click.option("--no-browser", is_flag=True, help="Do not open a web browser; just print the URL.")
@click.option("--kernel-idle-timeout", cls=_ComputedDefault, type=WholeNumberRange(1, 7 * 24 * 3600),
              default=_kernel_idle_timeout, show_default=True,
              metavar="SECONDS",
              help="Stop a visitor's kernel this many seconds after their page closed, if the page's own "
                   "stop request was lost. A kernel whose page is open is never stopped.")
@click.option("--max-visitors", cls=_ComputedDefault, type=WholeNumberRange(1, 10_000),
              default=lambda: _dashboard_default("default_max_visitors"), show_default=True, metavar="N",
              help="Most pages playing at once (each kernel takes about 80 MB); later visitors get a "
                   "'table is full' page. Default: half the free memory divided by 80 MB, at most 100.")
@click.option("--start-at-once", cls=_ComputedDefault, type=WholeNumberRange(1, 256),
              default=lambda: _dashboard_default("default_start_at_once"), show_default=True, metavar="N",
              help="Games started at the same time; when more pages open at once the others wait on a "
                   "page that says how many visitors are ahead. Default: the number of CPUs.")
@click.option("--tables-port", type=WholeNumberRange(1, 65535), default=8867, show_default=True, metavar="PORT",
              help="Port of the shared-table service started beside the dashboard. It listens on 127.0.0.1 "
                   "only: the visitors' kernels, on this computer, reach it for them.")
@click.option("--tables-speech-wait", type=click.FloatRange(0, 600), default=6.0, show_default=True,
              metavar="SECONDS",
              help="At a shared table, the longest wait of a bot for the next person's page to finish speaking "
                   "(the service's --speech-wait): more for players whose speech is slow.")
@click.option("--no-tables", is_flag=True,
              help="Do not start the shared-table service (people then play only at their own screen).")
@friendly_errors
def dashboard(port: int, address: str, no_browser: bool, kernel_idle_timeout: int, max_visitors: int,
              start_at_once: int, tables_port: int, tables_speech_wait: float, no_tables: bool) -> None:
    """Serve the dashboard (Voila) on http://127.0.0.1:PORT/ (or --ip ADDRESS) until Ctrl-C.

    Each page gets its own kernel (about 80 MB), stopped when the page closes; one more kernel waits
    preheated for the next visitor. At most --max-visitors pages play at once (later ones are told the
    table is full); when many open at once, their games start --start-at-once at a time and the others
    wait on a page that says how many visitors are ahead. Beside it runs the shared-table service
    (`unokit tables serve` on 127.0.0.1:--tables-port) unless --no-tables."""
    import errno
    import signal

    from unokit.dashboard import dashboard_notebook
    from unokit.extras import DASHBOARD_MODULES, MissingExtraError, require

    try:
        require("unokit dashboard", DASHBOARD_MODULES)  # a core install has no Voila: say how to get it
        notebook = dashboard_notebook()
    except (MissingExtraError, FileNotFoundError) as error:
        fail(str(error))
    served = _served_address(address)
    problem = _port_problem(served, port)
    if problem is not None:
        if problem.errno != errno.EADDRINUSE:  # an address that is not this computer's
            fail(f"--ip {address}: cannot serve on it ({problem.strerror}); give an address of this "
                 "computer, or 0.0.0.0 for every network it is on")
        fail(f"port {port} on {served} is in use; choose another with --port")
    if not no_tables:
        if tables_port == port and (served.is_loopback or served.is_unspecified):
            fail(f"--tables-port {tables_port} is the dashboard's --port; give the shared tables another port", 2)
        if _port_problem(_served_address("127.0.0.1"), tables_port) is not None:
            fail(f"port {tables_port} on 127.0.0.1 (the shared tables) is in use; choose another with "
                 "--tables-port, or --no-tables to serve without shared tables")
    url = _dashboard_url(served, port)
    if not served.is_loopback:
        _warn_about_the_network(served, port)

    def stop_requested(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    # Ctrl-C and a polite kill (SIGTERM) both stop Voila and its kernels, also when this command was
    # started in the background, where the shell leaves SIGINT ignored; the caller's handlers come back
    # when the command ends (run in-process, it must leave none of its own behind: a worker process
    # forked later would inherit them)
    previous = {stop: signal.getsignal(stop) for stop in (signal.SIGINT, signal.SIGTERM)}
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, stop_requested)
    try:
        _serve_dashboard(notebook, port, url, no_browser, kernel_idle_timeout=kernel_idle_timeout,
                         max_visitors=max_visitors, start_at_once=start_at_once, ip=str(served),
                         tables_port=None if no_tables else tables_port, tables_speech_wait=tables_speech_wait)
    finally:
        for stop, handler in previous.items():
            signal.signal(stop, signal.SIG_DFL if handler is None else handler)


def _served_address(address: str) -> Any:
    """The ``ipaddress`` value of ``--ip ADDRESS``; anything but an IPv4 or IPv6 address is a usage
    error (exit 2) saying what to give."""
    import ipaddress

    try:
        return ipaddress.ip_address(address.strip())
    except ValueError:
        fail(f"--ip {address!r} is not an IP address; give 127.0.0.1 (this computer only), 0.0.0.0 (every "
             "network this computer is on) or one of this computer's addresses, such as 192.168.1.20", 2)


def _dashboard_url(served: Any, port: int) -> str:
    """The address a person types to reach the dashboard served on ``served``: for every network
    (0.0.0.0, ::) this computer's address on its main network (or its name when it has none)."""
    import socket

    host = str(served)
    if served.is_unspecified:
        host = socket.gethostname()
        try:  # the address the computer would send from: a UDP "connection" sends nothing
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
                probe.connect(("192.0.2.1", 9))  # TEST-NET-1 (RFC 5737): never a real host
                host = probe.getsockname()[0]
        except OSError:
            pass
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def _warn_about_the_network(served: Any, port: int) -> None:
    """Say on stderr, before serving beyond this computer, who can use the dashboard and how many
    visitors the memory holds (:mod:`unokit.dashboard.capacity`)."""
    from unokit.dashboard.capacity import available_memory_mb, capacity_sentence

    where = "every network this computer is on" if served.is_unspecified else str(served)
    click.echo(f"warning: serving on {where}, port {port}: anyone who can reach it can open the dashboard and "
               "play; there is no password. Use it on a network you trust, such as a classroom's, and stop it "
               f"(Ctrl-C) when the lesson ends. {capacity_sentence(available_memory_mb())}", err=True)


def _port_problem(served: Any, port: int) -> OSError | None:
    """Why Voila could not listen on ``port`` of the address ``served`` (an ``ipaddress`` value), or
    ``None``: the probe binds as Tornado does (``SO_REUSEADDR`` except on Windows, where it would let a second
    server share the port), so the connections of a server stopped a moment ago, waiting out TCP's TIME-WAIT
    (about a minute), do not count as a server (issue 23)."""
    import os
    import socket

    with socket.socket(socket.AF_INET6 if served.version == 6 else socket.AF_INET, socket.SOCK_STREAM) as probe:
        if os.name != "nt":
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((str(served), port))
        except OSError as error:
            return error
    return None


def _wait_until_listening(process: Any, host: str, port: int, seconds: float = 60) -> bool:
    """Wait (up to ``seconds``) until ``host``:``port`` accepts a connection while ``process`` runs; ``False``
    when the process stopped first. A bare connection: a page request would use up a preheated kernel."""
    import socket
    import time

    deadline = time.monotonic() + seconds
    while process.poll() is None and time.monotonic() < deadline:
        try:
            socket.create_connection((host, port), timeout=1).close()
            return True
        except OSError:
            time.sleep(0.2)
    return process.poll() is None


def _stop_process(process: Any) -> None:
    """Stop ``process`` (a ``subprocess.Popen``): SIGTERM, then SIGKILL after 10 s."""
    import signal
    import subprocess

    for stop in (signal.SIGTERM, signal.SIGKILL):
        if process.poll() is None:
            process.send_signal(stop)
        try:
            process.wait(10)
            return
        except subprocess.TimeoutExpired:
            continue


def _serve_dashboard(notebook: Any, port: int, url: str, no_browser: bool, *, ip: str = "127.0.0.1",
                     tables_port: int | None = None, tables_speech_wait: float = 6.0, **options: Any) -> None:
    """Run Voila on ``notebook`` at ``url`` (listening on ``ip``) until it exits or this process is
    interrupted (Ctrl-C, SIGTERM: ``KeyboardInterrupt``), then stop it and its kernels (SIGTERM, then
    SIGKILL after 10 s). With ``tables_port``, the shared-table service (``python -m unokit.tables serve``)
    runs first on 127.0.0.1:``tables_port`` (its bots waiting at most ``tables_speech_wait`` seconds for a
    page's speech), and Voila's kernels find it through
    :data:`unokit.tables.SERVICE_URL_VARIABLE`; it is stopped with Voila."""
    import signal
    import subprocess
    import webbrowser

    from unokit.dashboard import voila_command, voila_environment
    from unokit.tables import SERVICE_URL_VARIABLE

    interrupted = False
    command = voila_command(sys.executable, notebook, port=port, ip=ip, **options)
    # Voila answers on every address when it listens on all of them: look on this computer's own
    reachable = {"0.0.0.0": "127.0.0.1", "::": "::1"}.get(ip, ip)
    environment = voila_environment()
    environment.pop(SERVICE_URL_VARIABLE, None)
    tables: subprocess.Popen[bytes] | None = None
    process: subprocess.Popen[bytes] | None = None
    try:
        if tables_port is not None:
            tables = subprocess.Popen([sys.executable, "-m", "unokit.tables", "serve", "--host", "127.0.0.1",
                                       "--port", str(tables_port), "--speech-wait", f"{tables_speech_wait:g}"],
                                      stdin=subprocess.DEVNULL,
                                      stdout=subprocess.DEVNULL)
            if not _wait_until_listening(tables, "127.0.0.1", tables_port):
                fail(f"the shared-table service stopped before listening on port {tables_port} (exit status "
                     f"{tables.returncode}); its messages are above. --no-tables serves without it")
            environment[SERVICE_URL_VARIABLE] = f"ws://127.0.0.1:{tables_port}/tables"
        process = subprocess.Popen(command, env=environment, cwd=notebook.parent, stdin=subprocess.DEVNULL)
        if not _wait_until_listening(process, reachable, port):
            # the port was free a moment ago: Voila's own messages say why
            fail(f"Voila stopped before serving the dashboard (exit status {process.returncode}); "
                 "its messages are above")
        shared = "" if tables_port is None else f"; shared tables on port {tables_port}"
        click.echo(f"unokit dashboard: {url}  (Ctrl-C to stop{shared})")
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
        for running in (process, tables):
            if running is not None:
                _stop_process(running)
    if not interrupted and process is not None and process.returncode:
        fail(f"Voila exited with status {process.returncode}")


def _add_tables() -> None:
    """Register ``unokit tables`` (its module needs only click here; tornado is imported when it runs)."""
    from unokit.tables.command import tables

    main.add_command(tables)


_add_tables()

from unokit.static_site.command import site as _site_command  # noqa: E402  (unokit site, in its own module)

main.add_command(_site_command)

if __name__ == "__main__":  # pragma: no cover
    main()
