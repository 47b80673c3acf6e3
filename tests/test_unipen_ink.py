"""UNIPEN pen strokes drawn as photographed ink come out as cells of the reader's contract."""

from dataclasses import replace
from types import ModuleType

import numpy as np
import pytest

from splitter_testkit import paths

ink = paths.tool("unipen_ink")


def two_strokes() -> ModuleType:
    """A hand-made UNIPEN holding two samples: an upright "1" in tablet units and the same
    stroke 70 times larger (labs' units differ that much), by two writers."""
    points = np.array([[0, 0], [0, 50], [0, 100], [0, 0], [0, 3500], [0, 7000]], np.int16)
    return ink.Unipen(points=points, stroke_start=np.array([0, 3, 6], np.int32),
                      sample_start=np.array([0, 1, 2], np.int32), labels=np.array([1, 1]),
                      writers=np.array([0, 1]), writer_names=np.array(["a/w01", "b/w01"]),
                      populations=np.array(["UNIPEN Europe", "UNIPEN Japan"]))


def test_a_writer_with_many_digits_weighs_as_much_as_the_cap_allows():
    weights = ink.writer_weights(np.array([0] * 90 + [1] * 10), cap=30)
    assert weights[:90].sum() == pytest.approx(30 / 40)
    assert weights[90:].sum() == pytest.approx(10 / 40)


def test_resampling_puts_a_point_every_step_along_the_stroke():
    path = ink.resample(np.array([[0.0, 0.0], [3.0, 4.0]]), 1.0)
    assert len(path) == 6
    np.testing.assert_allclose(path[-1], [3.0, 4.0])
    np.testing.assert_allclose(np.hypot(*np.diff(path, axis=0).T), 1.0)


def test_strokes_are_normalised_by_their_own_box_whatever_the_tablet_units():
    unipen = two_strokes()
    pen = replace(ink.random_pen(np.random.default_rng(3)), slant=0.0, turn=0.0)
    small, large = (ink.place(unipen.strokes(i), pen)[0] for i in (0, 1))
    np.testing.assert_allclose(small[[0, -1]], large[[0, -1]], atol=1e-9)
    assert np.hypot(*(small[-1] - small[0])) == pytest.approx(pen.height)


@pytest.mark.parametrize("seed", range(6))
def test_an_upright_one_comes_out_in_the_cell_contract(seed):
    cell = ink.render(np.random.default_rng(seed), two_strokes().strokes(0))
    assert cell.shape == (28, 28) and cell.dtype == np.float32
    assert 0.5 < cell.max() <= 1.0 and cell.min() >= 0.0
    rows = np.flatnonzero(cell.max(axis=1) > 0)
    assert rows.max() - rows.min() + 1 <= 20
    assert abs(np.average(np.arange(28), weights=cell.sum(axis=1)) - 13.5) <= 1.0


def test_a_samples_renderings_depend_on_the_seed_and_the_sample_alone():
    unipen = two_strokes()
    together = ink.render_many(unipen, np.array([0, 1]), 2, seed=9)
    alone = ink.render_many(unipen, np.array([1]), 2, seed=9)
    np.testing.assert_array_equal(together[1], alone[0])
    assert not np.array_equal(together[1, 0], together[1, 1])


@pytest.mark.skipif(not ink.UNIPEN.is_file(), reason="../shared/data/unipen-1a is absent")
def test_the_shared_unipen_holds_217_writers_in_four_populations():
    unipen = ink.load_unipen()
    assert len(unipen.labels) == 11_495 and len(np.unique(unipen.writers)) == 217
    assert set(unipen.populations.tolist()) == set(ink.REGIONS.values())
    europe = np.isin(unipen.labels, [1, 2, 3, 4, 5, 6]) & (unipen.populations == "UNIPEN Europe")
    assert europe.sum() == 1041
