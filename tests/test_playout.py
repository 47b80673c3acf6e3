"""The fast player: its totals agree with the rulebook scorer, and it fills sheets legally."""

import random

import pytest

from splitter_print.game.dice import check_sheet, roll_dice
from splitter_print.game.layout import load_layout, parse_layout
from splitter_print.game.playout import (
    board_of,
    fast_total,
    greedy_move,
    greedy_sheet,
    grid_of,
    moves,
    play,
    sheet_of,
)
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet

PADS = [load_layout("A"), load_layout("B"),
        parse_layout('name = "t"\npattern = "#**#\\n#hh#\\n.##."\nheart_bonus = 4')]


@pytest.mark.parametrize("layout", PADS, ids=lambda pad: pad.name)
def test_fast_totals_agree_with_the_rulebook_scorer_on_full_and_partial_sheets(layout) -> None:
    rng = random.Random(layout.name)
    for _ in range(300):
        filled = rng.random()
        values = {cell: rng.randint(1, 6) for cell in layout.cells if rng.random() < filled}
        sheet = Sheet(layout, values)
        assert fast_total(board_of(layout), grid_of(sheet)) == score_sheet(sheet).total


@pytest.mark.parametrize("layout", PADS, ids=lambda pad: pad.name)
def test_the_greedy_sheet_holds_exactly_the_rolls(layout) -> None:
    for seed in range(5):
        rolls = roll_dice(len(layout.mirror_pairs), seed=seed)
        sheet = greedy_sheet(layout, rolls)
        assert sheet.is_complete and check_sheet(sheet, rolls).ok


def test_a_roll_has_two_ways_into_each_empty_pair_and_a_double_one() -> None:
    pad = load_layout("A")
    board, grid = board_of(pad), [0] * 44
    play(board, grid, (0, 1, 2))
    assert len(moves(board, grid, (3, 4))) == 2 * 21
    assert len(moves(board, grid, (5, 5))) == 21


def test_greedy_completes_a_group_of_two_2s_when_it_can() -> None:
    # Pad A with a lone 2 at row 0 column 2: putting the roll's 2 beside it (row 0 column 3,
    # or row 1 column 2) earns 2 points at once; nothing else earns as much.
    pad = load_layout("A")
    board = board_of(pad)
    grid = grid_of(Sheet(pad, {(0, 2): 2, (0, 5): 3}))
    play(board, grid, greedy_move(board, grid, (6, 2)))
    groups = [g for g in score_sheet(sheet_of(pad, grid)).scoring_groups if g.number == 2]
    assert len(groups) == 1 and groups[0].size == 2
