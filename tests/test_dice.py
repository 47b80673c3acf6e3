"""Dice: roll logs, seeded rolling, and checking a sheet against the rolls."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from splitter_print.game.dice import (
    Roll,
    RollLogError,
    check_sheet,
    format_rolls,
    held_rolls,
    pair_counts,
    pair_text,
    parse_rolls,
    read_roll_file,
    roll_dice,
)
from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet, parse_sheet, read_sheet_file
from splitter_testkit import paths

EXAMPLES = paths.examples()


def test_the_logs_forms_all_read_the_same_rolls() -> None:
    expected = (Roll(4, 1), Roll(5, 4), Roll(3, 3))
    for text in ("41 54 33", "41,54,33\n", "4 1\n5 4\n3 3\n", "# game 1\n41\n\n5,4  # second\n33"):
        assert parse_rolls(text) == expected


@pytest.mark.parametrize("text, line, fault", [
    ("41 54\n33 47\n", 2, "7 is not a die number (1-6) in roll '47'"),
    ("41\n05", 2, "0 is not a die number"),
    ("416", 1, "'416' is not a roll"),
    ("4a", 1, "'4a' is not a roll"),
    ("41\n4", 2, "a lone die 4 at the end of the line"),
    ("4 41", 1, "a lone die 4 before roll '41'"),
])
def test_bad_roll_logs_name_the_file_line_and_fault(text: str, line: int, fault: str) -> None:
    with pytest.raises(RollLogError) as caught:
        parse_rolls(text, "log.txt")
    assert str(caught.value).startswith(f"log.txt:{line}: {fault}")


def test_the_same_seed_gives_the_same_rolls_and_another_seed_others() -> None:
    assert roll_dice(22, seed=5) == roll_dice(22, seed="5")
    assert roll_dice(22, seed="friday") == roll_dice(22, seed="friday") != roll_dice(22, seed="saturday")
    assert len(roll_dice(7, seed=1)) == 7


def test_seeded_rolls_are_fair_dice() -> None:
    faces = Counter(face for roll in roll_dice(6000, seed=1) for face in (roll.first, roll.second))
    assert set(faces) == set(range(1, 7))
    assert all(1800 < count < 2200 for count in faces.values())  # 2000 expected, sd about 41


def test_a_printed_log_reads_back_as_the_same_rolls() -> None:
    rolls = roll_dice(22, seed=9)
    assert parse_rolls(format_rolls(rolls, seed=9)) == rolls


def test_the_example_game_sheet_matches_the_example_rolls() -> None:
    rolls = read_roll_file(str(EXAMPLES / "rolls.txt"))
    assert len(rolls) == 22
    assert check_sheet(read_sheet_file(str(EXAMPLES / "game_sheet.txt")), rolls).ok


def test_a_mismatch_names_missing_and_extra_pairs_and_the_rows() -> None:
    sheet = read_sheet_file(str(EXAMPLES / "game_sheet.txt"))
    rolls = read_roll_file(str(EXAMPLES / "rolls.txt"))
    wrong = sheet.with_values({(6, 2): 1})  # row 6 "..6153..": 6 with mirror 3 becomes 1 with 3
    result = check_sheet(wrong, rolls)
    assert result.missing == ((3, 6),) and result.extra == (((1, 3), 6),)
    assert [str(problem) for problem in result.problems()] == ["missing 3-6: rolled, but not on the sheet",
                                                               "extra 1-3 in row 6: on the sheet, but not rolled"]


def test_a_half_written_pair_is_reported() -> None:
    sheet = Sheet(load_layout("A"), {(0, 2): 4})
    result = check_sheet(sheet, ())
    assert not result.ok and result.half == ((0, 2),)


@st.composite
def games(draw: st.DrawFn) -> tuple[Sheet, tuple[Roll, ...]]:
    """A legal game in progress or finished: random rolls placed in random mirror pairs."""
    pad = draw(st.sampled_from([load_layout("A"), load_layout("B")]))
    rounds = draw(st.integers(0, 22))
    rolls = tuple(draw(st.tuples(st.integers(1, 6), st.integers(1, 6)).map(lambda d: Roll(*d)))
                  for _ in range(rounds))
    places = draw(st.permutations(pad.mirror_pairs))
    values = {}
    for roll, (left, right), swap in zip(rolls, places, draw(st.lists(st.booleans(), min_size=22, max_size=22))):
        values[left], values[right] = (roll.second, roll.first) if swap else (roll.first, roll.second)
    return Sheet(pad, values), rolls


@settings(max_examples=200, deadline=None)
@given(games())
def test_a_legal_games_sheet_holds_exactly_the_rolled_pairs(game) -> None:
    sheet, rolls = game
    assert Counter(sheet.pairs()) == Counter(roll.pair for roll in rolls)
    assert check_sheet(sheet, rolls).ok


@settings(max_examples=200, deadline=None)
@given(games())
def test_the_rolls_a_legal_sheet_holds_are_its_games_rolls_each_low_die_first(game) -> None:
    """What a sheet says the rolls were (a night without a roll log) matches the rolls as
    multisets of pairs, whichever die each roll had first."""
    sheet, rolls = game
    held = held_rolls(sheet)
    assert pair_counts(held) == pair_counts(rolls)
    assert all(roll.first <= roll.second for roll in held)
    assert check_sheet(sheet, held).ok


@settings(max_examples=200, deadline=None)
@given(games().filter(lambda game: game[1]), st.data())
def test_changing_one_space_fails_the_check_naming_the_pair(game, data) -> None:
    sheet, rolls = game
    cell = data.draw(st.sampled_from(sorted(sheet.values)))
    old = sheet.values[cell]
    new = data.draw(st.integers(1, 6).filter(lambda n: n != old))
    other = sheet.values[sheet.layout.mirror(cell)]
    changed = sheet.with_values({cell: new})
    result = check_sheet(changed, rolls)
    assert not result.ok
    assert tuple(sorted((old, other))) in result.missing
    # The extra copy is named in a row that holds it: this one, or another holding the same pair.
    new_pair = tuple(sorted((new, other)))
    rows = {left[0] for left, right in changed.layout.mirror_pairs
            if tuple(sorted((changed.values.get(left, 0), changed.values.get(right, 0)))) == new_pair}
    assert next(row for pair, row in result.extra if pair == new_pair) in rows


def test_a_pair_missing_twice_is_named_once_with_how_often() -> None:
    sheet = parse_sheet("..4416..\n.446614.\n16665444\n55521642\n45521333\n.125321.\n..5332..")
    rolls = held_rolls(sheet)
    result = check_sheet(sheet, rolls[2:] + (Roll(6, 6), Roll(6, 6)))
    assert result.missing == ((6, 6), (6, 6))
    assert str(result.problems()[0]) == "missing 6-6 twice: rolled, but not on the sheet"
    assert not [line for line in result.problems()[1:] if str(line).startswith("missing")]


@given(st.lists(st.tuples(st.integers(1, 6), st.integers(1, 6)), min_size=1, max_size=22))
def test_pairs_as_the_roll_check_writes_them_read_back_as_those_rolls(pairs: list[tuple[int, int]]) -> None:
    """``4-6``, the form of the check's missing and extra pairs, is taken as a roll log too."""
    written = ", ".join(pair_text(pair) for pair in pairs)
    assert [roll.pair for roll in parse_rolls(written)] == [(min(pair), max(pair)) for pair in pairs]
