"""A number the sheet never shows (splitter_print.reading.writer.absent): a hand read as another
number throughout is put in doubt, honest sheets are left alone."""

from pathlib import Path

import numpy as np
import pytest

from splitter_print.game.layout import load_layout, parse_layout
from splitter_print.reading.decode import Decoded, decode_argmax
from splitter_print.reading.writer.absent import ABSENT, chance_missing, doubt_absent
from splitter_testkit.made_nights import needs_writers, read_made
from splitter_testkit.synth import PhotoSpec

PAD_A = load_layout("A")


def sure(number: int, second: int = 0) -> list[float]:
    """A space read ``number`` with odds of 999 to 1 (beyond the doubt level), ``second`` behind it."""
    row = [0.0] * 7
    row[number], row[second] = 0.999, 0.001
    return row


def read(numbers: list[int], seconds: list[int] | None = None, close: dict[int, int] | None = None) -> Decoded:
    """Pad A's spaces read as ``numbers`` (0 empty), each sure, its second choice from ``seconds``
    (default empty); the spaces of ``close`` (index -> second choice) a close call instead."""
    rows = [sure(number, second) for number, second in zip(numbers, seconds or [0] * len(numbers))]
    for index, second in (close or {}).items():
        rows[index] = [0.0] * 7
        rows[index][numbers[index]], rows[index][second] = 0.6, 0.4
    return decode_argmax(PAD_A, PAD_A.cells, np.array(rows))


def unchanged(decoded: Decoded) -> bool:
    """Whether :func:`doubt_absent` leaves the reading as it is and says nothing."""
    doubted, lines = doubt_absent(decoded)
    return doubted.uncertain == decoded.uncertain and doubted.sheet == decoded.sheet and lines == ()


def test_a_hand_whose_5s_read_as_6_throughout_is_put_in_doubt() -> None:
    """A full sheet, eight of its 6s the writer's 5s (their second choice 5): the eight are
    listed, the real 6s (second choice empty) are not, and one line names the 5."""
    numbers = [1, 2, 3, 4, 6, 6, 6] * 6 + [1, 2]
    seconds = [0] * len(numbers)
    fives = [i for i, n in enumerate(numbers) if n == 6][:8]
    for i in fives:
        seconds[i] = 5
    decoded = read(numbers, seconds)
    assert decoded.uncertain == ()
    doubted, lines = doubt_absent(decoded)
    assert set(doubted.uncertain) == {PAD_A.cells[i] for i in fives}
    assert doubted.sheet == decoded.sheet
    assert [line.fields["number"] for line in lines] == [5]
    assert str(lines[0]).startswith("no 5 was read among the 44 numbers on the sheet")


def test_a_number_left_out_by_few_rolls_is_no_sign() -> None:
    """25 numbers leave a number out more often than the level (one sheet in 96): nothing listed."""
    assert chance_missing(25) > ABSENT.chance >= chance_missing(26)
    numbers = ([1, 2, 3, 4, 6] * 5) + [0] * 19
    decoded = read(numbers, [5] * len(numbers))
    assert unchanged(decoded)
    more = read(([1, 2, 3, 4, 6] * 6)[:26] + [0] * 18, [5] * 44)
    assert doubt_absent(more)[1]


def test_a_missing_number_a_listed_space_could_be_adds_nothing() -> None:
    """Where a space already in doubt could be the 5, the reader has said where to look."""
    numbers = [1, 2, 3, 4, 6, 6, 6] * 6 + [1, 2]
    decoded = read(numbers, [5] * len(numbers), close={4: 5})
    assert decoded.uncertain == (PAD_A.cells[4],)
    assert unchanged(decoded)


@pytest.mark.parametrize("seed", range(40))
def test_honest_sheets_of_fair_dice_mostly_pass(seed: int) -> None:
    """Fair dice on a full sheet, every second choice a number the sheet holds or empty: nothing
    is listed and no line said, also on the rare sheet the dice left without some number."""
    rng = np.random.default_rng(seed)
    numbers = [int(n) for n in rng.integers(1, 7, 44)]
    held = sorted(set(numbers))
    seconds = [int(rng.choice([0, *held])) for _ in numbers]
    assert unchanged(read(numbers, seconds))


def test_a_strip_of_one_number_names_each_missing_number_once() -> None:
    strip = parse_layout("name = 'strip'\npattern = '" + "#" * 30 + "'")
    rows = np.array([sure(6, 1 + i % 5) for i in range(30)])
    doubted, lines = doubt_absent(decode_argmax(strip, strip.cells, rows))
    assert len(doubted.uncertain) == 30
    assert sorted(line.fields["number"] for line in lines) == [1, 2, 3, 4, 5]


@needs_writers
def test_a_made_photo_of_a_writer_whose_5s_read_as_6(tmp_path: Path) -> None:
    """A held-out writer's five 5s on a sharp photo of pad B, each read as 6 with certainty: the
    reading lists all five (among the spaces whose second choice is 5) and says why."""
    spec = PhotoSpec(seed=154219, board="B", fill=0.6, digits="shared", one_writer=True, blur=0.3, jpeg_quality=90)
    [(reading, made)] = read_made(tmp_path, [spec])
    truth = made.sheets[0].sheet
    wrong = {cell for cell in truth.layout.cells if truth.value(cell) != reading.sheet.value(cell)}
    assert wrong and {truth.value(cell) for cell in wrong} == {5}
    assert wrong <= set(reading.uncertain)
    assert len(reading.uncertain) <= 12
    assert any(str(warning).startswith("no 5 was read among the 26 numbers") for warning in reading.warnings)
