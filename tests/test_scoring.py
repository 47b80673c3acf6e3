"""Scoring as RULES.md states it, starting with the rulebook's worked example."""


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from splitter_print.game.layout import Cell, load_layout, parse_layout
from splitter_print.game.scoring import explain, max_total, score_sheet
from splitter_print.game.sheet import Sheet, parse_sheet, read_sheet_file
from splitter_testkit import paths

EXAMPLES = paths.examples()
PAD_A, PAD_B = load_layout("A"), load_layout("B")


def test_worked_example_totals_29_with_the_rulebook_breakdown() -> None:
    card = score_sheet(read_sheet_file(str(EXAMPLES / "worked_example.txt")))
    assert card.total == 29
    assert card.by_number == {1: 5, 2: 4, 3: 6, 4: 4, 5: 10, 6: 0}
    assert card.star_bonus == 5
    assert card.heart_bonus == 0


def score(layout, values: dict[Cell, int]):
    """Score a sheet holding only ``values``; every other space is empty."""
    return score_sheet(Sheet(layout, values))


def test_the_max_sheets_score_56_on_pad_a_and_61_on_pad_b() -> None:
    # By hand: 44 spaces in scoring groups give 44 points; each star in its own group of
    # six 6s adds 6 more (2 x 6); pad B's three 1s on the hearts add 5. 44+12 = 56, 56+5 = 61.
    a = score_sheet(read_sheet_file(str(EXAMPLES / "max_a.txt")))
    b = score_sheet(read_sheet_file(str(EXAMPLES / "max_b.txt")))
    assert (a.total, a.star_bonus, a.heart_bonus) == (56, 12, 0)
    assert (b.total, b.star_bonus, b.heart_bonus) == (61, 12, 5)
    assert sum(g.size for g in a.scoring_groups) == sum(g.size for g in b.scoring_groups) == 44
    assert a.total == max_total(PAD_A) and b.total == max_total(PAD_B)


def test_pad_b_holes_separate_groups_across_and_down() -> None:
    across = score(PAD_B, {(3, 1): 2, (3, 2): 2, (3, 5): 2, (3, 6): 2})  # row 3 is .##..##.
    down = score(PAD_B, {(1, 3): 2, (2, 3): 2, (4, 3): 2, (5, 3): 2})  # (3, 3) is a hole
    for card in (across, down):
        assert [g.size for g in card.scoring_groups] == [2, 2] and card.total == 4


def test_three_2s_in_one_group_score_nothing() -> None:
    card = score(PAD_A, {(0, 2): 2, (0, 3): 2, (0, 4): 2})
    assert card.total == 0 and [g.size for g in card.groups] == [3]


def test_two_separate_groups_of_three_3s_score_6() -> None:
    card = score(PAD_A, {(0, 2): 3, (0, 3): 3, (1, 2): 3, (5, 4): 3, (5, 5): 3, (6, 5): 3})
    assert card.by_number[3] == 6 and card.total == 6


def test_a_lone_1_on_a_star_scores_2() -> None:
    card = score(PAD_A, {(3, 0): 1})
    assert (card.total, card.by_number[1], card.star_bonus) == (2, 2, 1)


@pytest.mark.parametrize("hearts, points", [(1, 3), (4, 0)])  # lone 1s score 1 each; lone 4s nothing
def test_three_equal_hearts_add_5_whether_or_not_they_score_as_groups(hearts: int, points: int) -> None:
    card = score(PAD_B, dict.fromkeys(PAD_B.hearts, hearts))
    assert card.heart_bonus == 5 and card.total == points + 5


def test_an_incomplete_or_mixed_heart_set_adds_nothing() -> None:
    assert score(PAD_B, {(0, 6): 4, (2, 1): 4}).heart_bonus == 0
    assert score(PAD_B, {(0, 6): 4, (2, 1): 4, (4, 4): 5}).heart_bonus == 0


def test_an_empty_space_breaks_a_group() -> None:
    # Row 2 "22-22---": two groups of two 2s (4 points); filled in, "22222" would score 0.
    broken = score(PAD_A, {(2, 0): 2, (2, 1): 2, (2, 3): 2, (2, 4): 2})
    joined = score(PAD_A, {(2, 0): 2, (2, 1): 2, (2, 2): 2, (2, 3): 2, (2, 4): 2})
    assert (broken.total, joined.total) == (4, 0)
    assert broken.warnings and "40 of 44 spaces are empty" in str(broken.warnings[0])


def test_a_group_on_two_stars_of_a_custom_layout_scores_x4() -> None:
    pad = parse_layout('name = "T"\npattern = "*##*"')
    card = score(pad, {(0, 0): 4, (0, 1): 4, (0, 2): 4, (0, 3): 4})
    assert (card.total, card.star_bonus) == (16, 12)
    assert card.total <= max_total(pad)


def test_the_explanation_reads_like_the_rulebooks_worked_example() -> None:
    lines = explain(score_sheet(read_sheet_file(str(EXAMPLES / "worked_example.txt"))))
    assert lines[0] == "1s: five lone 1s: 5 (two connected 1s score nothing)"
    assert lines[1] == "2s: two separate groups of two 2s: 4"
    assert lines[4] == "5s: a group of five 5s on a star (5 x 2): 10"
    assert lines[5] == "6s: 0 (five connected 6s score nothing)"
    assert lines[-1] == "total: 29 (welcome to the club)"


def test_the_explanation_is_said_in_other_languages_with_the_heart_bonus_and_the_rating() -> None:
    card = score_sheet(read_sheet_file(str(EXAMPLES / "max_b.txt")))
    lines = explain(card, "de")
    assert "Herzen: dreimal die 1: 5" in lines and lines[-1] == "Summe: 61 (überirdisch)"
    assert lines[5] == ("6er: eine Gruppe aus sechs Feldern und zwei Gruppen aus je sechs Feldern, "
                        "jede auf einem Stern (6 × 2): 30")


def test_the_polish_explanation_puts_each_noun_in_the_form_its_count_asks_for() -> None:
    card = score_sheet(parse_sheet("..4416..\n.446614.\n16665444\n55521642\n45521333\n.125321.\n..5332.."))
    lines = explain(card, "pl")
    assert lines[0] == "1: 5 pojedynczych pól: 5 (2 połączone pola z 1: bez punktów)"
    assert lines[2] == "3: 2 osobne grupy po 3 pola: 6"
    assert lines[4] == "5: grupa 5 pól na gwiazdce (5 × 2): 10"


def test_json_has_the_design_fields() -> None:
    data = score_sheet(read_sheet_file(str(EXAMPLES / "worked_example.txt"))).to_json("es")
    assert data["by_number"] == {"1": 5, "2": 4, "3": 6, "4": 4, "5": 10, "6": 0}
    assert data["rating"] == "bienvenido al club"
    five = [g for g in data["groups"] if g["number"] == 5]
    assert five == [{"number": 5, "size": 5, "cells": [[3, 0], [3, 1], [3, 2], [4, 1], [4, 2]],
                     "points": 10, "star": True}]


def sheets_on(pad) -> st.SearchStrategy[Sheet]:
    """Any sheet on ``pad``: each space empty or holding 1-6."""
    return st.fixed_dictionaries({}, optional={cell: st.integers(1, 6) for cell in pad.cells}).map(
        lambda values: Sheet(pad, values))


@settings(max_examples=300, deadline=None)
@given(sheets_on(PAD_A) | sheets_on(PAD_B))
def test_no_sheet_scores_above_the_pads_maximum(sheet: Sheet) -> None:
    card = score_sheet(sheet)
    assert 0 <= card.total <= max_total(sheet.layout)
    assert card.total == sum(g.points for g in card.scoring_groups) + card.heart_bonus
    assert sum(g.size for g in card.groups) == len(sheet.values)


@settings(max_examples=300, deadline=None)
@given(sheets_on(PAD_A))
def test_mirroring_a_pad_a_sheet_keeps_its_total(sheet: Sheet) -> None:
    assert score_sheet(sheet.mirrored()).total == score_sheet(sheet).total
