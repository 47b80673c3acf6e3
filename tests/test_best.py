"""The best possible sheet: it holds the rolls, scores what it says, and is the optimum where
that is known by hand or by trying every placement."""

from collections import Counter
from itertools import permutations, product

import pytest

from splitter_print.game.best import BestError, best_sheet, candidate_groups, counting_bound
from splitter_print.game.dice import Roll, check_sheet, held_rolls, parse_rolls, roll_dice
from splitter_print.game.layout import Layout, load_layout, parse_layout
from splitter_print.game.playout import greedy_sheet
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet, read_sheet_file
from splitter_testkit import paths

PAD_A, PAD_B = load_layout("A"), load_layout("B")
EXAMPLES = paths.examples()


def brute_force(layout: Layout, rolls: tuple[Roll, ...]) -> int:
    """The best total over every way to put the rolls on the mirror pairs, either way round."""
    pairs = layout.mirror_pairs
    best = 0
    for order in set(permutations([roll.pair for roll in rolls])):
        for flips in product((False, True), repeat=len(order)):
            values = {}
            for (left, right), (a, b), flip in zip(pairs, order, flips):
                values[left], values[right] = (b, a) if flip else (a, b)
            best = max(best, score_sheet(Sheet(layout, values)).total)
    return best


def assert_sound(found, rolls: tuple[Roll, ...]) -> None:
    """The sheet holds exactly the rolls and scores the total claimed, below the bound."""
    assert check_sheet(found.sheet, rolls).ok
    assert score_sheet(found.sheet).total == found.total == found.card.total
    assert found.total <= found.upper_bound
    assert found.optimal == (found.total == found.upper_bound)


def test_one_double_one_goes_on_the_two_stars_of_pad_a() -> None:
    # By hand: the two 1s are lone 1s wherever they go; on the stars (one mirror pair) each
    # counts 1 x 2, so 4 is the best.
    found = best_sheet(PAD_A, parse_rolls("11"))
    assert_sound(found, parse_rolls("11"))
    assert (found.total, found.optimal) == (4, True)
    assert found.sheet.values == {(3, 0): 1, (3, 7): 1}


def test_two_double_twos_make_two_starred_groups_on_pad_a() -> None:
    # By hand: four 2s make at most two groups of two (2 each); each holding a star doubles it.
    found = best_sheet(PAD_A, parse_rolls("22 22"))
    assert (found.total, found.optimal) == (8, True)
    assert all(g.stars == 1 for g in found.card.scoring_groups)


def test_three_double_ones_fill_the_hearts_of_pad_b() -> None:
    # By hand: the hearts' mirror pairs are rows 0, 2 and 4; 1s on all three give +5, but the
    # row 4 pair is the two centre spaces, so those two 1s touch and score nothing: 4 + 5 = 9.
    # Spreading the 1s instead gives six lone 1s, two on stars: 6 + 2 = 8.
    rolls = parse_rolls("11 11 11")
    found = best_sheet(PAD_B, rolls)
    assert_sound(found, rolls)
    assert (found.total, found.optimal, found.card.heart_bonus) == (9, True, 5)


def test_a_lone_six_scores_nothing() -> None:
    found = best_sheet(PAD_A, parse_rolls("66"))
    assert (found.total, found.upper_bound, found.optimal) == (0, 0, True)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["max_a.txt", "max_b.txt"])
def test_the_rolls_of_a_maximal_sheet_reach_the_pads_maximum(name: str) -> None:
    # The examples hold 56 (pad A) and 61 (pad B), the most any sheet can score (RULES.md).
    example = read_sheet_file(str(EXAMPLES / name))
    rolls = held_rolls(example)
    # The search is stopped by work, not the clock, so a busy machine does not change the
    # answer (about 11 and 6 units of work, 2 a second, are needed).
    found = best_sheet(example.layout, rolls, time_limit=20)
    assert_sound(found, rolls)
    assert (found.total, found.optimal) == (score_sheet(example).total, True)


SMALL = {
    "plain 2x4": 'name = "p"\npattern = "####\\n####"',
    "stars and holes": 'name = "s"\npattern = "*##*\\n.##.\\n####"',
    "hearts off the mirror": 'name = "h"\npattern = "#h##\\n##h#"\nheart_bonus = 3',
    "two stars side by side": 'name = "t"\npattern = "#**#\\n####"',
    "alike upside down": 'name = "u"\npattern = "*##*\\n.##.\\n*##*"',
}


@pytest.mark.parametrize("name", sorted(SMALL))
@pytest.mark.parametrize("seed", range(6))
def test_small_layouts_reach_the_optimum_found_by_trying_every_placement(name: str, seed: int) -> None:
    layout = parse_layout(SMALL[name])
    rolls = roll_dice(len(layout.mirror_pairs), seed=f"{name}{seed}")
    found = best_sheet(layout, rolls, workers=1)
    assert_sound(found, rolls)
    assert found.optimal and found.total == brute_force(layout, rolls)


@pytest.mark.parametrize("name", sorted(SMALL))
def test_the_same_roll_on_every_pair_reaches_the_optimum_found_by_trying_every_placement(name: str) -> None:
    """Every pair then holds the same roll, turned upside down or not: no sheet is ruled out."""
    layout = parse_layout(SMALL[name])
    rolls = (Roll(1, 2),) * len(layout.mirror_pairs)
    found = best_sheet(layout, rolls, workers=1)
    assert_sound(found, rolls)
    assert found.optimal and found.total == brute_force(layout, rolls)


def test_a_game_in_progress_leaves_the_other_pairs_empty() -> None:
    rolls = roll_dice(5, seed=3)
    found = best_sheet(PAD_B, rolls)
    assert_sound(found, rolls)
    assert len(found.sheet.values) == 10 and found.optimal


def test_a_whole_game_beats_the_greedy_player_or_ties() -> None:
    rolls = roll_dice(22, seed=2)
    found = best_sheet(PAD_A, rolls, time_limit=5)
    assert_sound(found, rolls)
    assert found.total >= score_sheet(greedy_sheet(PAD_A, rolls)).total


def test_when_time_runs_out_the_hint_comes_back_with_the_gap() -> None:
    rolls = roll_dice(22, seed=4)
    hint = greedy_sheet(PAD_B, rolls)
    found = best_sheet(PAD_B, rolls, time_limit=0.0, hint=hint)
    assert_sound(found, rolls)
    assert found.total >= score_sheet(hint).total
    assert found.gap == found.upper_bound - found.total >= 0


def test_more_rolls_than_mirror_pairs_are_refused() -> None:
    with pytest.raises(BestError, match="23 rolls but pad A has room for 22"):
        best_sheet(PAD_A, roll_dice(23, seed=1))


def test_candidate_groups_are_the_connected_sets() -> None:
    # Pad A's 44 spaces touch along 73 edges (counted by hand row by row: 3+5+7+7+7+5+3 = 37
    # across, 4+6+8+8+6+4 = 36 down), one group of two per edge.
    assert len(candidate_groups(PAD_A, 1)) == 44
    assert len(candidate_groups(PAD_A, 2)) == 73


def test_the_counting_bound_counts_whole_groups_of_each_number() -> None:
    # Three 2s make one group of two (2), five 3s one group of three (3); plus 12 for stars.
    rolled = parse_rolls("22 23 33 33")
    assert counting_bound(PAD_A, Counter(roll.pair for roll in rolled)) == 2 + 3 + 12


def test_a_hint_that_does_not_hold_the_rolls_is_refused() -> None:
    with pytest.raises(BestError, match="hint sheet does not hold exactly these 1 rolls"):
        best_sheet(PAD_A, parse_rolls("12"), hint=Sheet(PAD_A, {(3, 0): 1, (3, 7): 1}))
