"""Every ``unokit`` command the README and ``docs/*.md`` show exists as written (issue 23 item 5).

- A command in a shell code block is parsed by click exactly as the command line would parse it, without
  running it: the subcommand exists, every option exists and takes the value given, no required option is
  missing. Its ``--rule`` items are read as the command reads them (flag names and everyday names, with
  the preset). A command that asks for ``--help`` is run.
- A command quoted in the text (an inline code span starting with ``unokit``, such as a synopsis
  ``unokit sheet --paper a4|letter --out deck.pdf``) names a subcommand that exists and only options it has.
- ``unokit SUBCOMMAND --help`` succeeds for every subcommand used.
- The README's Python code runs; Python in ``docs/`` compiles. (``tests/test_game_api.py`` also checks what
  the README's "A first look in Python" prints.)
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from unokit.cli import main

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
#: Languages of the fenced blocks read as shell commands ("" is a block with no language named).
SHELL = {"", "bash", "sh", "shell", "console", "powershell", "ps1", "bat", "cmd"}
#: Tokens that end one shell command and start another.
SEPARATORS = {"&&", "||", ";", "|", "&", "(", ")"}
#: Tokens after which the rest of a command is a redirection, not arguments.
REDIRECTIONS = {">", ">>", "<", "2>", "2>>", "&>"}


def code_blocks(markdown: str) -> list[tuple[str, str]]:
    """``[(language, body)]`` of the fenced code blocks of ``markdown``, in order."""
    return [(match.group(1).lower(), match.group(2))
            for match in re.finditer(r"^```([\w+-]*)[^\n]*\n(.*?)^```", markdown, re.M | re.S)]


def inline_code(markdown: str) -> list[str]:
    """The inline code spans of ``markdown`` outside fenced blocks (`` `text` ``)."""
    outside = re.sub(r"^```.*?^```", "", markdown, flags=re.M | re.S)
    return [span.replace("\\|", "|") for span in re.findall(r"`([^`\n]+)`", outside)]


def _is_unokit(token: str) -> bool:
    """Whether ``token`` runs the ``unokit`` command: ``unokit``, ``.venv/bin/unokit``, ``.venv\\Scripts\\unokit``."""
    return re.split(r"[/\\]", token)[-1] in ("unokit", "unokit.exe")


def shell_commands(body: str) -> list[list[str]]:
    """The arguments of every ``unokit`` command in the shell text ``body`` (comments, ``&&`` chains,
    redirections and line continuations understood; Windows paths read like POSIX ones)."""
    commands = []
    for line in body.replace("\\\n", " ").splitlines():
        lexer = shlex.shlex(line.replace("\\", "/"), posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        lexer.commenters = "#"
        segment: list[str] = []
        for token in [*lexer, ";"]:
            if token in SEPARATORS:
                if segment and _is_unokit(segment[0]):  # the command word (not `pip install unokit`)
                    rest = segment[1:]
                    cut = next((i for i, word in enumerate(rest) if word in REDIRECTIONS), len(rest))
                    commands.append(rest[:cut])
                segment = []
            else:
                segment.append(token)
    return commands


def _subcommand(name: str) -> click.Command | None:
    with click.Context(main, info_name="unokit") as context:
        return main.get_command(context, name)


def _resolve(words: list[str]) -> tuple[click.Command | None, list[str], list[str]]:
    """The command ``words`` names, descending into groups (``tables serve``): (the command or ``None``, the
    words naming it, the words after them)."""
    command: click.Command | None = main
    path: list[str] = []
    rest = list(words)
    while isinstance(command, click.Group) and rest and not rest[0].startswith("-"):
        with click.Context(command, info_name=" ".join(["unokit", *path])) as context:
            found = command.get_command(context, rest[0])
        if found is None:
            return None, path + rest[:1], rest[1:]
        command, path, rest = found, path + rest[:1], rest[1:]
    return (None if command is main else command), path, rest


def _option_names(command: click.Command) -> set[str]:
    names = set()
    for parameter in command.params:
        if isinstance(parameter, click.Option):
            names.update(parameter.opts)
            names.update(parameter.secondary_opts)
    return names | {"--help", "-h"}


def command_problems(args: list[str]) -> list[str]:
    """What is wrong with ``unokit ARGS`` (a command from a code block), as sentences; ``[]`` when it
    parses. Nothing is run but ``--help`` and the reading of ``--rule`` items."""
    written = "unokit " + shlex.join(args)
    if not args:
        return [f"{written}: no subcommand"]
    if args[0].startswith("-"):  # a group option: unokit --version, unokit --help
        result = CliRunner().invoke(main, args)
        return [] if result.exit_code == 0 else [f"{written}: {result.output.strip()}"]
    command, path, rest = _resolve(args)
    if command is None:
        return [f"{written}: there is no subcommand {' '.join(path)!r}"]
    if "--help" in args or "-h" in args:
        result = CliRunner().invoke(main, args)
        return [] if result.exit_code == 0 else [f"{written}: {result.output.strip()}"]
    parent = click.Context(main, info_name="unokit")
    try:
        context = command.make_context(" ".join(path), rest, parent=parent)
    except click.UsageError as error:
        return [f"{written}: {error.format_message()}"]
    items = context.params.get("rule_items") or ()
    if items:  # read as the command reads them: every name a flag or an everyday name, the combination allowed
        from unokit.cli import rules_from_options

        preset = context.params.get("rules_name") or context.params.get("preset") or "classic"
        try:
            rules_from_options(preset, tuple(items))
        except SystemExit:
            return [f"{written}: its --rule items are refused"]
    return []


def is_quoted_command(span: str) -> bool:
    """Whether the inline code ``span`` is a ``unokit`` command line (``unokit sheet --out deck.pdf``), not
    the command's output (``unokit dashboard: http://...``) or a package name (``unokit[widgets]``)."""
    words = span.replace("\\", "/").split()
    return len(words) > 1 and _is_unokit(words[0]) and re.fullmatch(r"-.*|[a-z][a-z-]*", words[1]) is not None


def quoted_command_problems(span: str) -> list[str]:
    """What is wrong with a command quoted in the text (a synopsis such as ``unokit cards --out DIR
    [--size uno|poker|bridge]``): its subcommand must exist and every ``--option`` it names must be one
    of that subcommand's."""
    if not is_quoted_command(span):
        return []
    name = span.replace("\\", "/").split()[1]
    if name.startswith("-"):
        return [] if set(re.findall(r"--[a-z][a-z-]*", span)) <= {"--help", "--version"} else [
            f"`{span}`: the unokit command itself has only --help and --version"]
    command, path, _ = _resolve([w for w in span.replace("\\", "/").split()[1:] if re.fullmatch(r"[a-z][a-z-]*", w)
                                 ][:2])
    name = " ".join(path)
    if command is None:
        return [f"`{span}`: there is no subcommand {name!r}"]
    unknown = sorted(set(re.findall(r"--[a-z][a-z0-9-]*", span)) - _option_names(command))
    return [f"`{span}`: unokit {name} has no option {option}" for option in unknown]


def document_problems(markdown: str) -> tuple[list[str], int]:
    """Every problem of the ``unokit`` commands of ``markdown``, and how many commands were checked."""
    problems, count = [], 0
    for language, body in code_blocks(markdown):
        if language in SHELL:
            for args in shell_commands(body):
                count += 1
                problems += command_problems(args)
    for span in inline_code(markdown):
        if is_quoted_command(span):
            count += 1
            problems += quoted_command_problems(span)
    return problems, count


def subcommands_used(markdown: str) -> set[str]:
    used = set()
    for language, body in code_blocks(markdown):
        if language in SHELL:
            used.update(" ".join(_resolve(args)[1]) for args in shell_commands(body)
                        if args and not args[0].startswith("-"))
    for span in inline_code(markdown):
        if is_quoted_command(span) and not span.split()[1].startswith("-"):
            words = [w for w in span.split()[1:3] if re.fullmatch(r"[a-z][a-z-]*", w)]
            used.add(" ".join(_resolve(words)[1]))
    return used


# ------------------------------------------------------------------------------------ the checker itself


def test_the_checker_finds_commands_in_chains_comments_and_windows_paths():
    body = ('# 1. install\npython3 -m venv .venv && .venv/bin/pip install ".[widgets]" && .venv/bin/unokit dashboard\n'
            "unokit replay game.json --json > out.json  # a comment\n"
            "unokit rules \\\n  party\n")
    assert shell_commands(body) == [["dashboard"], ["replay", "game.json", "--json"], ["rules", "party"]]
    assert inline_code("Windows: `.venv\\Scripts\\unokit dashboard --ip 0.0.0.0`.") == [
        ".venv\\Scripts\\unokit dashboard --ip 0.0.0.0"]
    assert quoted_command_problems(".venv\\Scripts\\unokit dashboard --ip 0.0.0.0") == []


@pytest.mark.parametrize(("markdown", "problem"), [
    ("```bash\nunokit dashboard --no-such-option\n```\n", "No such option '--no-such-option'"),
    ("```bash\n.venv/bin/unokit nosuch\n```\n", "there is no subcommand 'nosuch'"),
    ("```bash\nunokit sheet --rules classic\n```\n", "Missing option '--out'"),
    ("```bash\nunokit dashboard --port many\n```\n", "'many' is not a valid integer"),
    ("```\nunokit rules classic --rule nosuch=true\n```\n", "its --rule items are refused"),
    ("```bash\nunokit simulate --rule stacking=true\n```\n", "its --rule items are refused"),  # challenge is on
    ("Run `unokit cards --out DIR [--colour red]`.", "unokit cards has no option --colour"),
    ("Run `unokit nosuch --out x`.", "there is no subcommand 'nosuch'"),
])
def test_the_checker_fails_on_a_command_that_does_not_exist(markdown, problem):
    problems, count = document_problems(markdown)
    assert count == 1 and len(problems) == 1 and problem in problems[0], problems


def test_the_checker_leaves_other_code_alone():
    markdown = ("```python\nimport unokit\nunokit.Game('classic')\n```\n"
                "Install `unokit[widgets]`; `unokit.simulate.simulate` runs on Dask.\n"
                "```bash\npip install unokit\n```\n")
    assert document_problems(markdown) == ([], 0)


# ------------------------------------------------------------------------------------ the documents


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_unokit_command_of_the_document_parses(path):
    problems, count = document_problems(path.read_text(encoding="utf-8"))
    assert problems == []
    assert count > 0, f"{path.name} shows no unokit command"


def test_the_readme_shows_the_commands_a_teacher_needs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = [args for language, body in code_blocks(readme) if language in SHELL for args in shell_commands(body)]
    assert commands[0] == ["dashboard"]  # the install command's last step
    assert ["dashboard", "--ip", "0.0.0.0"] in commands
    assert {args[0] for args in commands} >= {"dashboard", "sheet", "replay", "rules"}


def test_help_succeeds_for_every_subcommand_the_documents_use():
    used = set().union(*(subcommands_used(path.read_text(encoding="utf-8")) for path in DOCUMENTS))
    assert used >= {"dashboard", "sheet", "replay", "rules", "simulate", "cards", "brf", "tournament"}
    for name in sorted(used):
        result = CliRunner().invoke(main, [*name.split(), "--help"], prog_name="unokit")
        assert result.exit_code == 0 and result.output.startswith(f"Usage: unokit {name} "), (name, result.output)


def test_the_readme_python_runs_and_the_docs_python_compiles():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [body for language, body in code_blocks(readme) if language == "python"]
    assert blocks, "the README shows no Python"
    for body in blocks:
        exec(compile(body, "README.md", "exec"), {})
    for path in DOCUMENTS[1:]:
        for language, body in code_blocks(path.read_text(encoding="utf-8")):
            if language == "python":
                compile(body, str(path), "exec")
