"""The house-rules explorer widget, kernel side (issue 13 item 5): the form starts as the plain rules have
each flag, bad settings give a message in words (never a traceback), a run shows the comparison's table
and figure with progress, and the dashboard holds it in its "Explore house rules" section."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from unokit.errors import UnokitError  # noqa: E402
from unokit.explorer import compare  # noqa: E402
from unokit.widgets.explorer import MAX_ROUNDS, RULE_LABELS, HouseRulesExplorer  # noqa: E402


def ticked(explorer) -> set[str]:
    return {flag for flag, box in explorer.rule_boxes.items() if box.value}


def test_each_box_starts_as_the_plain_rules_have_its_flag_and_follows_the_preset():
    explorer = HouseRulesExplorer()
    assert set(RULE_LABELS) >= {"seven_swap", "zero_rotate", "jump_in", "draw_to_match", "force_play", "bluffing",
                                "stack_draw_two", "stack_wild_draw_four", "stack_cross", "challenge"}
    # classic: bluffs may be challenged (the plain rules they depend on are boxes too, as in the New game form)
    assert ticked(explorer) == {"bluffing", "challenge", "wild_draw_four_restricted", "play_drawn_card"}
    explorer.preset.value = "black-uno"
    assert ticked(explorer) == {"bluffing", "stack_draw_two", "stack_wild_draw_four", "play_drawn_card"}
    # every box is labelled with its rule's own text
    assert explorer.rule_boxes["seven_swap"].description.startswith("Seven-O:")
    assert HouseRulesExplorer(house_rules={"jump_in": True}).rule_boxes["jump_in"].value


@pytest.mark.parametrize(("change", "words"), [
    ({}, "no house rule differs from plain classic"),
    ({"stack_wild_draw_four": True}, "House rules: “Stacking Wild Draw Fours” (ticked) and “Challenge” (ticked) do "
                                     "not go together: a stacked Wild Draw Four cannot be challenged. Untick "
                                     "“Stacking Wild Draw Fours” or untick “Challenge”."),
    ({"seven_swap": True, "rounds": 1}, f"rounds per rule set: 1 is not allowed here; choose 2 to {MAX_ROUNDS:,}"),
    ({"seven_swap": True, "rounds": MAX_ROUNDS + 1}, "is not allowed here"),
    ({"seven_swap": True, "players": 11}, "players per simulated round 11: classic is for 2 to 10 players"),
    ({"force_play": True, "preset": "spectrum"}, "“Force play” (ticked) and “Play the drawn card” (unticked) do not "
                                                 "go together"),
    ({"seven_swap": True, "players": 2.5}, "players per simulated round 2.5 is not a whole number; classic is for 2 to 10"),
    ({"seven_swap": True, "rounds": 4.5}, "rounds per rule set: 4.5 is not a whole number; choose 2 to"),
    ({"seven_swap": True, "seed": 1.5}, "simulation seed 1.5 is not a whole number; type a whole number such as 1"),
    ({"seven_swap": True, "seed": 1e30}, "simulation seed 1e+30 is beyond 9,007,199,254,740,992"),
])
def test_bad_settings_give_a_problem_in_words_and_no_results(change, words):
    explorer = HouseRulesExplorer()
    if "preset" in change:
        explorer.preset.value = change["preset"]
    for flag in RULE_LABELS:
        if flag in change:
            explorer.rule_boxes[flag].value = change[flag]
    explorer.rounds.value = change.get("rounds", 4)
    explorer.players.value = change.get("players", 3)
    explorer.seed.value = change.get("seed", 1)
    assert explorer.run() is False
    assert (explorer.players.value, explorer.rounds.value) == (change.get("players", 3), change.get("rounds", 4))
    problem, text = explorer.progress.history[-1]
    assert problem and text.startswith("Problem: ") and words in text
    assert explorer.progress.problem and explorer.progress.message == text
    assert explorer.table.value == "" and explorer.figure.value == "" and explorer.result is None


def test_a_run_shows_the_table_and_figure_of_the_comparison_with_progress():
    explorer = HouseRulesExplorer(house_rules={"seven_swap": True}, players=3, rounds=6, bot="random", seed=4)
    counts = []
    explorer.progress.observe(lambda change: counts.append(change["new"]), names="done")
    assert explorer.run() is True
    expected = compare({"seven_swap": True}, "classic", players=3, rounds=6, seed=4, bots=("random",))
    assert explorer.result == expected
    assert explorer.table.value == expected.to_html()
    assert explorer.figure.value.startswith("<figure") and f'alt="{expected.alt_text()[:40]}' in explorer.figure.value
    assert counts[-1] == explorer.progress.total == 12 and counts == sorted(counts)
    problem, text = explorer.progress.history[-1]
    assert not problem and text.startswith("Done: classic with Seven-O against plain classic, 6 rounds each.")
    # the means in the sentence's order, house rules first: values that differ, so a swap shows
    variant, plain = f"{expected.variant.mean_turns:.1f}", f"{expected.plain.mean_turns:.1f}"
    assert variant != plain
    assert f"Mean round length {variant} turns against {plain} (" in text


def test_the_browser_cannot_write_the_status_line():
    explorer = HouseRulesExplorer()
    explorer.progress.set_state({"message": "<b>forged</b>", "done": 99})
    assert explorer.progress.message == "" and explorer.progress.done == 0


def test_settings_the_form_cannot_hold_are_errors():
    with pytest.raises(UnokitError, match="party"):
        HouseRulesExplorer(preset="party")
    with pytest.raises(UnokitError, match="unknown bot"):
        HouseRulesExplorer(bot="clever")
    with pytest.raises(UnokitError, match="unknown house rule 'swap_everything'"):
        HouseRulesExplorer(house_rules={"swap_everything": True})


def test_the_dashboard_has_an_explore_house_rules_section_folded_away():
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(start=False)
    headings = [child.value for child in dashboard.children if hasattr(child, "value") and isinstance(child.value, str)]
    assert any(">Explore house rules</h2>" in text for text in headings)
    # the explorer's section comes after its heading, below the table (the review section follows it)
    children = list(dashboard.children)
    assert ">Explore house rules</h2>" in children[children.index(dashboard.explore_box) - 1].value
    assert isinstance(dashboard.explorer, HouseRulesExplorer)
    assert dashboard.explore_box.disclosure.expanded is False
    dashboard.explore_box.disclosure.expanded = True
    assert dashboard.explorer.layout.display != "none" and dashboard.explore_box.children[1].layout.display == ""


def test_the_explorer_is_made_when_its_section_is_first_opened():
    # issue 27: a page (the static site's most) starts without the explorer's widgets
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(start=False)
    panel = dashboard.explore_box.children[1]
    assert dashboard._explorer is None and list(panel.children) == []
    dashboard.explore_box.disclosure.expanded = True
    assert isinstance(dashboard._explorer, HouseRulesExplorer) and list(panel.children) == [dashboard.explorer]
    dashboard.explore_box.disclosure.expanded = False
    dashboard.explore_box.disclosure.expanded = True  # opened again: the same explorer, its work kept
    assert list(panel.children) == [dashboard.explorer]


@pytest.mark.parametrize(("field", "words"), [
    ("rounds", "Problem: rounds per rule set is empty; type a whole number from 2 to"),
    ("players", "Problem: players per simulated round is empty; classic is for 2 to 10 players"),
    ("seed", "Problem: simulation seed is empty; type a whole number such as 1"),
])
def test_a_number_field_the_page_says_is_empty_is_a_problem_never_its_last_value(field, words):
    explorer = HouseRulesExplorer(house_rules={"seven_swap": True}, players=3, rounds=4, bot="random")
    page = explorer.progress
    page._on_page_message(page, {"type": "empty", "field": field}, [])  # as empty_fields.js sends it
    assert explorer.run() is False
    problem, text = page.history[-1]
    assert problem and text.startswith(words)
    assert explorer.result is None and explorer.table.value == ""
    page._on_page_message(page, {"type": "filled", "field": field}, [])  # typed again: the value is used
    page._on_page_message(page, ["not", "a", "message"], [])  # ignored
    assert explorer.run() is True and explorer.result is not None
