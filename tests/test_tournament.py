"""Bot tournaments: seat rotation, the win matrix and its intervals, bots from module:Class, the
command and the accessible plot."""

from __future__ import annotations

import json
import sys
import textwrap

import pytest
from click.testing import CliRunner

from unokit.cli import main
from unokit.errors import UnokitError
from unokit.tournament import describe, format_tournament, load_bot, plot, tournament


def test_a_bot_against_itself_is_within_its_interval_of_half():
    """Seats rotate on the same deal, so neither copy of a bot keeps the first player's edge."""
    result = tournament("classic", ["greedy", "random"], 300, seed=4, jobs=1)
    for a in range(2):
        low, high = result.intervals[a][a]
        assert low <= 0.5 <= high, (result.bots[a], result.rates[a][a])
        assert result.decided[a][a] == 300 - result.unfinished[a][a]


def test_win_matrix_adds_up_and_ranks_greedy_above_uniform():
    result = tournament("black-uno", ["uniform", "greedy", "random"], 60, seed=2, jobs=1)
    k = len(result.bots)
    for a in range(k):
        for b in range(k):
            if a != b:
                assert result.wins[a][b] + result.wins[b][a] == result.decided[a][b] == result.decided[b][a]
                low, high = result.intervals[a][b]
                alow, ahigh = result.adjusted_intervals[a][b]
                assert alow <= low <= result.rates[a][b] <= high <= ahigh
    assert result.pairs == 6
    assert [bot for bot, _ in result.ranking][-1] == "uniform"
    assert result.ranking[0][1] > 0.5


def test_same_result_for_any_job_count_and_executor():
    from concurrent.futures import ThreadPoolExecutor

    one = tournament("classic", ["greedy", "random"], 24, seed=8, jobs=1).to_dict()
    assert tournament("classic", ["greedy", "random"], 24, seed=8, jobs=2).to_dict() == one
    with ThreadPoolExecutor(2) as threads:
        assert tournament("classic", ["greedy", "random"], 24, seed=8, executor=threads).to_dict() == one
    assert json.dumps(one)  # JSON-ready



def test_chunks_span_pairs_so_a_cluster_gets_few_tasks():
    # 3 pairs of 100 rounds: 64 tasks in all (chunk_plan of 300 rounds), not 64 per pair; a task of a
    # few rounds costs a Dask cluster more in scheduling than in play (issue 15, "Performance")
    from concurrent.futures import ThreadPoolExecutor

    class Counting(ThreadPoolExecutor):
        submitted = 0

        def submit(self, *args, **kwargs):
            Counting.submitted += 1
            return super().submit(*args, **kwargs)

    with Counting(2) as threads:
        counted = tournament("classic", ["greedy", "random"], 100, seed=3, executor=threads)
    assert Counting.submitted == 64
    assert counted.to_dict() == tournament("classic", ["greedy", "random"], 100, seed=3, jobs=1).to_dict()

@pytest.fixture
def student_bot(tmp_path, monkeypatch):
    (tmp_path / "studentbot.py").write_text(textwrap.dedent("""
        class FirstLegal:
            '''Plays the first legal move; no react method, no seed.'''
            def choose(self, game, seat):
                return game.legal_moves(seat)[0]

        class NotABot:
            pass
    """))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    yield "studentbot:FirstLegal"
    sys.modules.pop("studentbot", None)


def test_a_student_bot_enters_as_module_and_class(student_bot):
    bot = load_bot(student_bot, 3)
    assert bot.react(None, 0) is None  # no react method: never acts out of turn
    result = tournament("classic", ["greedy", student_bot], 20, seed=1, jobs=1)
    assert result.bots == ("greedy", student_bot)
    assert result.decided[0][1] > 0


@pytest.mark.parametrize(("bots", "message"), [
    (["greedy"], "give 2 to 16 bots"),
    (["greedy", "greedy"], "names one twice"),
    (["greedy", "clever"], "unknown bot 'clever'"),
    (["greedy", "no_such_module:Bot"], "cannot import module 'no_such_module'"),
    (["greedy", "unokit.agents:Nothing"], "has no class 'Nothing'"),
])
def test_bad_bots_are_named(bots, message):
    with pytest.raises(UnokitError, match=message):
        tournament("classic", bots, 4, jobs=1)


def test_class_without_choose_is_refused(student_bot):
    with pytest.raises(UnokitError, match=r"needs a choose\(game, seat\) method"):
        load_bot("studentbot:NotABot")


def test_cli_tournament(student_bot):
    runner = CliRunner()
    result = runner.invoke(main, ["tournament", "--rules", "classic", "--bots", "greedy", "random", student_bot,
                                  "--games", "8", "--seed", "3", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert "ranking" in result.output and "Bonferroni" in result.output and student_bot in result.output
    as_json = runner.invoke(main, ["tournament", "--bots", "greedy", "random", "--games", "6", "--jobs", "1",
                                   "--json"])
    data = json.loads(as_json.output)
    assert data["bots"] == ["greedy", "random"] and len(data["wins"]) == 2
    for args, status, message in [
        (["--bots", "greedy"], 2, "at least two bots"),
        (["greedy", "random"], 2, "name the bots after --bots"),
        (["--bots", "greedy", "random", "--rules", "snap"], 2, "--rules"),
        (["--bots", "greedy", "random", "--scheduler", "tcp://127.0.0.1:1", "--jobs", "2"], 2, "give one"),
        (["--bots", "greedy", "smart"], 2, "error: --bots: unknown bot 'smart'"),
    ]:
        bad = runner.invoke(main, ["tournament", *args])
        assert bad.exit_code == status and message in bad.output, (args, bad.output)
        assert "Traceback" not in bad.output


def test_text_plot_and_text_alternative():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    result = tournament("classic", ["greedy", "random"], 20, seed=5, jobs=1)
    text = format_tournament(result)
    assert "greedy" in text and "95% Wilson interval" in text
    # the pairings counted are the two bots against each other and each against itself (3, not "3 pairs
    # of bots" for 2 bots), and the note says where the adjusted intervals are
    assert text.endswith(
        "note: 3 pairings were played: the 2 bots against each other and each against itself. Each 95% "
        "interval alone misses the true win rate one time in 20, so among 3 intervals about 0.2 may miss by "
        "chance; the adjusted intervals (Bonferroni, level 0.9833 each: adjusted_intervals in the --json "
        "output, the thin lines of the chart) hold for all pairings together with 95% confidence.")
    words = describe(result)
    assert "greedy beat random in" in words and "Ranking: 1." in words
    fig = plot(result)
    assert fig.text_alternative == words
    labels = [tick.get_text() for tick in fig.axes[0].get_yticklabels()]
    assert "greedy beats random" in labels and "random vs itself" in labels


@pytest.mark.parametrize(("spec", "message"), [
    (":X", "bot ':X': write module:Class, e.g. mybots:Cautious, with both parts"),  # was "Empty module name"
    ("mybots:", "bot 'mybots:': write module:Class, e.g. mybots:Cautious, with both parts"),
    ("..x:Y", "bot '..x:Y': '..x' is not a module name; write a dotted name such as mybots or package.mybots, or a file such as ./mybots.py"),
    ("q" * 300 + ":Y", "bot 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqq…': cannot import module 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqq…' "
                       "(No module named 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqq…')"),
])
def test_a_module_class_bot_that_cannot_be_read_is_one_short_error(spec, message):
    with pytest.raises(UnokitError) as refused:
        load_bot(spec)
    assert str(refused.value) == message
