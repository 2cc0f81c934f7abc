"""Widgets made with the page and sent to it when their fold first opens (unokit.widgets.disclosure.unsent,
send_to_page): the New game form's 100-odd widgets are not sent as the dashboard starts (issue 27)."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from unokit.widgets.disclosure import disclosed_later, send_to_page, unsent


@pytest.fixture
def opened(monkeypatch):
    """The comms opened, in order: (widget's model name, its state as sent)."""
    import comm

    sent: list[tuple[str, dict]] = []
    making = comm.create_comm

    def create_comm(**kwargs):
        sent.append((kwargs["data"]["state"]["_model_name"], kwargs["data"]["state"]))
        return making(**kwargs)

    monkeypatch.setattr(comm, "create_comm", create_comm)
    return sent


def test_widgets_made_unsent_work_but_send_nothing_until_sent(opened):
    seen = []
    with unsent():
        box = widgets.VBox([widgets.Checkbox(value=False, description="Tick")])
        box.children[0].observe(lambda change: seen.append(change["new"]), "value")
    tick = box.children[0]
    assert box.comm is None and tick.comm is None and opened == []
    tick.value = True  # a change before it is sent: observed, nothing sent
    assert seen == [True] and opened == []
    assert widgets.Button().comm is not None  # after the block ipywidgets sends new widgets again
    send_to_page(box)
    models = [model for model, _state in opened]
    # every part before what holds it: the box last, the checkbox before it, each layout or style before its widget
    assert models.index("CheckboxModel") < models.index("VBoxModel") == len(models) - 1
    checkbox_state = next(state for model, state in opened if model == "CheckboxModel")
    assert checkbox_state["value"] is True and checkbox_state["description"] == "Tick"
    assert opened[-1][1]["children"] == [f"IPY_MODEL_{tick.model_id}"]
    count = len(opened)
    send_to_page(box)  # each widget is sent once
    assert len(opened) == count


def test_the_block_gives_ipywidgets_its_own_open_back_when_it_raises():
    with pytest.raises(RuntimeError), unsent():
        raise RuntimeError("boom")
    assert widgets.Widget.open is widgets.Widget.__dict__["open"] and widgets.Label().comm is not None


def test_a_later_fold_sends_its_panel_as_it_first_opens(opened):
    with unsent():
        form = widgets.VBox([widgets.Text(value="Ana")])
    box = disclosed_later("Form", lambda: [send_to_page(form)])
    panel = box.children[1]
    assert panel.children == () and form.comm is None
    box.disclosure.expanded = True
    assert panel.children == (form,) and form.comm is not None and form.children[0].comm is not None
    assert disclosed_later("Open", lambda: [widgets.Label("x")], expanded=True).children[1].children


def test_the_dashboards_new_game_form_is_sent_when_its_fold_opens(opened):
    from unokit.dashboard import Dashboard

    board = Dashboard(seed=3)
    form_parts = [board.preset, board.players, board.bot, board.seed, board.start_button, board.form_problems,
                  board.house_rules, *board._name_boxes]
    assert all(part.comm is None for part in form_parts)  # not sent with the page: the fold is closed
    assert board.table is not None and board.table.comm is not None
    board.preset.value = "party"  # a change meanwhile (a link's preset, say) is the value the page gets
    board.new_game_box.disclosure.expanded = True
    assert all(part.comm is not None for part in form_parts)
    preset_state = [state for model, state in opened if model == "DropdownModel" and state.get("index") is not None]
    assert any(state["_options_labels"][state["index"]] == "party" for state in preset_state)
    assert board.start() and board.game.rules.name == "party"
