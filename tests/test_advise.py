"""Advice for the newest roll: every legal placement, ranked by the final score it leads to."""

import pytest

from splitter_print.game.advise import AdviceBudget, AdviceError, advise, advise_game, advised_sheet
from splitter_print.game.dice import Roll, check_sheet, roll_dice
from splitter_print.game.layout import load_layout, parse_layout
from splitter_print.game.sheet import Sheet, read_sheet_file
from splitter_testkit import paths

PAD_A = load_layout("A")
MAX_A = read_sheet_file(str(paths.examples() / "max_a.txt"))


def test_every_legal_placement_is_ranked_once() -> None:
    advice = advise(Sheet(PAD_A, {}), Roll(3, 4), playouts=4, seed=1)
    ways = {(p.left, p.left_number, p.right_number) for p in advice.placements}
    assert len(advice.placements) == len(ways) == 44
    shortlisted = [p.expected for p in advice.placements if p.playouts == 4]
    assert shortlisted == sorted(shortlisted, reverse=True)


def test_the_same_seed_gives_the_same_advice_when_the_clock_does_not_end_the_work() -> None:
    sheet = Sheet(PAD_A, {(3, 0): 5, (3, 7): 5})
    unhurried = AdviceBudget(seconds=600)
    assert advise(sheet, Roll(1, 3), playouts=6, seed=9, budget=unhurried) == \
        advise(sheet, Roll(1, 3), playouts=6, seed=9, budget=unhurried)


def test_the_last_roll_is_ranked_by_the_exact_final_totals() -> None:
    # max_a.txt scores 56 with 4 in row 3 column 2 and 2 in column 5. Swapped, the 2 stands
    # alone, the 4s become a lone 4 and three 4s, and the 2 of row 2 column 5 is alone:
    # the four 4s (4) and the two 2s (2) are lost, so 50 (counted by hand).
    sheet = MAX_A.with_values({(3, 2): None, (3, 5): None})
    advice = advise(sheet, Roll(2, 4), playouts=50, seed=1)
    assert [(p.left_number, p.expected, p.playouts) for p in advice.placements] == [(4, 56.0, 1), (2, 50.0, 1)]
    assert advice.placed() == MAX_A


def test_advice_needs_a_sheet_holding_the_earlier_rolls() -> None:
    rolls = (Roll(1, 1), Roll(2, 3))
    with pytest.raises(AdviceError, match="does not hold the 1 rolls before the newest: missing 1-1"):
        advise_game(Sheet(PAD_A, {}), rolls)
    advice = advise_game(Sheet(PAD_A, {(3, 0): 1, (3, 7): 1}), rolls, playouts=2, seed=1)
    assert len(advice.placements) == 42


def test_a_full_sheet_has_no_room_for_advice() -> None:
    with pytest.raises(AdviceError, match="is full"):
        advise(MAX_A, Roll(1, 2))


def test_the_advised_player_fills_a_legal_sheet() -> None:
    rolls = roll_dice(22, seed=5)
    sheet = advised_sheet(PAD_A, rolls, playouts=2, seed=5)
    assert sheet.is_complete and check_sheet(sheet, rolls).ok


def test_places_that_score_the_same_share_a_rank_and_others_do_not() -> None:
    # On a strip of four spaces holding 6 6 in the middle, the last roll 1-2 ends as 1662 or
    # 2661: either way the lone 1 scores 1 and the 2 and the two 6s nothing, so both total 1
    # (counted by hand) and the advice cannot rank one above the other.
    strip = parse_layout("name = 'strip'\npattern = '####'")
    advice = advise(Sheet(strip, {(0, 1): 6, (0, 2): 6}), Roll(1, 2), seed=1)
    assert [(p.expected, p.rank) for p in advice.placements] == [(1.0, 1), (1.0, 1)]
    assert advice.shared_ranks == {1}
    # The two ways of max_a.txt's last roll score 56 and 50: ranked, not shared.
    placed = advise(MAX_A.with_values({(3, 2): None, (3, 5): None}), Roll(2, 4), seed=1)
    assert [p.rank for p in placed.placements] == [1, 2] and not placed.shared_ranks
