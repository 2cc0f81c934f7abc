"""Every sheet that shows colour signs carries their legend (issue 28 items 2 and 5): the ColorADD
reference cards by default (``reference_cards=False`` / ``--no-reference-cards`` leaves them out), another
sign system's key card always, nothing without signs."""

from __future__ import annotations

import io

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from unokit.cli import main
from unokit.render import sheets
from unokit.render.layout import SIGNS_KEY, Reference


def test_colour_add_sheets_end_with_the_reference_cards_by_default():
    faces = sheets._faces(["R7", "G2"], True)
    assert faces[2:] == [Reference(1), Reference(2)]
    assert sheets._faces(["R7", "G2"], False)[2:] == []  # left out when asked


@pytest.mark.parametrize("system", ["mattel", "letters"])
@pytest.mark.parametrize("reference_cards", [True, False])
def test_other_sign_systems_always_end_with_their_key_card(system, reference_cards):
    assert sheets._faces(["R7"], reference_cards, signs=system)[1:] == [Reference(SIGNS_KEY)]


def test_a_sheet_without_signs_has_no_legend():
    assert sheets._faces(["R7"], True, signs="none")[1:] == []


def figure_alts(pdf: bytes) -> list[str]:
    reader = PdfReader(io.BytesIO(pdf))
    root = reader.trailer["/Root"]["/StructTreeRoot"]
    document = root["/K"][0].get_object()
    return [kid.get_object()["/Alt"] for kid in document["/K"] if kid.get_object()["/S"] == "/Figure"]


@pytest.mark.parametrize("args, legend", [
    ([], ["ColorADD: the nine colours", "ColorADD: light and dark tones"]),
    (["--no-reference-cards"], []),
    (["--signs", "letters", "--no-reference-cards"], ["Colour signs: Letter signs"]),
])
def test_sheet_command_legend(tmp_path, args, legend):
    out = tmp_path / "deck.pdf"
    result = CliRunner().invoke(main, ["sheet", "--cards", "R7,G7", *args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    alts = figure_alts(out.read_bytes())
    assert alts[:2] == ["Red 7", "Green 7"]
    assert [alt.split(".")[0] for alt in alts[2:]] == legend


def test_the_card_cap_does_not_count_the_legend():  # print-review-2 N10
    assert len(sheets._faces(["R7"] * sheets.MAX_CARDS, True)) == sheets.MAX_CARDS + 2
