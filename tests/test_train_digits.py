"""The training recipe draws UNIPEN by writer and makes cells of the contract."""

import sys

import numpy as np
import pytest

from splitter_testkit import paths

pytest.importorskip("torch", reason="PyTorch is a training-time dependency (pip install -e '.[train]')")



recipe = paths.tool("train_digits")
data = sys.modules["digit_data"]


def test_an_epoch_draws_a_prolific_writer_no_more_than_the_cap_allows():
    # writer 0 gave 300 "2"s, writers 1-10 three "5"s each; the cap is 30 digits a writer,
    # so the prolific writer's share of UNIPEN draws is 30 / (30 + 10 * 3) = 0.5, not 300 / 330
    writers = np.concatenate([np.zeros(300, np.int64), np.repeat(np.arange(1, 11), 3)])
    labels = np.where(writers == 0, 2, 5)
    cells = np.zeros((len(labels), 1, 28, 28), np.uint8)
    empty = data.Digits(np.zeros((0, 28, 28), np.float32), np.zeros(0, np.int64))
    chosen = recipe.Sources(empty, empty, cells, labels, sys.modules["unipen_ink"].writer_weights(writers), empty)
    _, classes = recipe.make_epoch(np.random.default_rng(0), chosen, unipen_draws=4000, semeion_repeats=1)
    twos, fives = (classes == 2).sum(), (classes == 5).sum()
    assert twos / (twos + fives) == pytest.approx(0.5, abs=0.03)


def test_an_epoch_holds_cells_of_the_contract_with_an_empty_class():
    mnist = data.Digits(np.zeros((12, 28, 28), np.float32), np.arange(12) % 6 + 1)
    empty = data.Digits(np.zeros((0, 28, 28), np.float32), np.zeros(0, np.int64))
    chosen = recipe.Sources(mnist, empty, np.zeros((0, 1, 28, 28), np.uint8), np.zeros(0, np.int64), np.zeros(0),
                            empty)
    cells, classes = recipe.make_epoch(np.random.default_rng(1), chosen, unipen_draws=100, semeion_repeats=1)
    assert cells.shape[1:] == (1, 28, 28) and cells.dtype == np.float32
    assert set(classes.tolist()) <= set(range(7)) and (classes == 0).any()
    # 12 MNIST digits (two of them 4s), 500 European 1s, 500 closed and 800 open 4s, one empty cell in 12
    assert len(cells) == 12 + 500 + 500 + 800 + (12 + 1800) // 12
    assert (classes == 4).sum() == 2 + 500 + 800


def test_a_coarse_scan_keeps_a_digit_in_the_contract_with_blocky_binarised_ink():
    # a 3-pixel-wide upright bar (an MNIST stroke): after the scan look it is still one upright stroke, ink 1.0
    # (above 0.8) at its core, centred, and no wider than a 16-pixel scan of a 20-pixel bar allows
    bar = np.zeros((28, 28), np.float32)
    bar[4:24, 12:15] = 1.0
    for seed in range(20):
        scanned = recipe.coarse_scan(np.random.default_rng(seed), bar)
        columns = np.flatnonzero(scanned.max(axis=0) > 0.5)
        rows = np.flatnonzero(scanned.max(axis=1) > 0.5)
        assert scanned.shape == (28, 28) and scanned.max() > 0.8
        assert rows.max() - rows.min() + 1 >= 18
        assert columns.max() - columns.min() + 1 <= 8
        assert abs((columns.min() + columns.max()) / 2 - 13) <= 1.5


def test_a_coarse_scan_of_an_empty_cell_stays_empty():
    empty = np.zeros((28, 28), np.float32)
    assert not recipe.coarse_scan(np.random.default_rng(0), empty).any()


def test_an_open_four_is_a_contract_cell_of_one_written_digit():
    # the contract: ink (about 1.0 at the stroke) within the 20-pixel box (a piece of the printed outline,
    # added as photographed clutter, may take part of it), centred by mass
    for seed in range(20):
        four = recipe.open_four(np.random.default_rng(seed))
        rows = np.flatnonzero(four.max(axis=1) > 0.1)
        columns = np.flatnonzero(four.max(axis=0) > 0.1)
        assert four.shape == (28, 28) and four.max() > 0.8
        assert 8 <= max(rows.max() - rows.min(), columns.max() - columns.min()) + 1 <= 22
        mass_y, mass_x = (np.indices(four.shape) * four).reshape(2, -1).sum(axis=1) / four.sum()
        assert abs(mass_y - 13.5) < 1.0 and abs(mass_x - 13.5) < 1.0
