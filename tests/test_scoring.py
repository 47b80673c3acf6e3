"""Scoring as RULES.md states it, starting with the rulebook's worked example."""

from pathlib import Path

from splitter_print.scoring import score_sheet
from splitter_print.sheet import read_sheet_file

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_worked_example_totals_29_with_the_rulebook_breakdown() -> None:
    card = score_sheet(read_sheet_file(str(EXAMPLES / "worked_example.txt")))
    assert card.total == 29
    assert card.by_number == {1: 5, 2: 4, 3: 6, 4: 4, 5: 10, 6: 0}
    assert card.star_bonus == 5
    assert card.heart_bonus == 0
