"""Semeion read on all its writers: both parts counted apart and together, confusions named."""

import sys

import numpy as np

from splitter_testkit import paths

unseen = paths.tool("semeion_unseen")
data = sys.modules["digit_data"]


def labelled_digits() -> object:
    """1,593 cells whose first pixel holds the label (0-9 in turn), as many rows as Semeion has."""
    labels = np.arange(1593) % 10
    images = np.zeros((1593, 28, 28), np.float32)
    images[:, 0, 0] = labels
    return data.Digits(images, labels)


def reads_four_as_six(cells: np.ndarray) -> np.ndarray:
    """Logits that read each cell's label, but a 4 as 6 and a 0 (not a digit 1-6) as empty."""
    labels = cells[:, 0, 0, 0].astype(int)
    read = np.where(labels == 4, 6, np.where(labels <= 6, labels, 0))
    return np.eye(7)[read]


def test_both_parts_count_their_digits_one_to_six_and_each_four_read_as_six():
    parts = unseen.read_parts(reads_four_as_six, labelled_digits())
    # rows 0-1194: 119 whole tens (6 digits 1-6 each, one 4) and 0-4 (four digits, one 4);
    # rows 1195-1592: 5-9 (two digits), 39 whole tens, then 0-2 (two digits)
    assert (parts["rows 0-1194"].digits, parts["rows 0-1194"].wrong) == (718, 120)
    assert (parts["rows 1195-1592"].digits, parts["rows 1195-1592"].wrong) == (238, 39)
    assert parts["all"] == unseen.Part(956, (("4->6", 159),)) and parts["all"].wrong == 159
    assert parts["all"].line("all") == "all: 159 wrong of 956 (83.37 %), 4->6 159"
