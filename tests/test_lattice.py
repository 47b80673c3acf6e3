"""Steps of fitting a layout to touching cells (:mod:`splitter_print.reading.locate.lattice`), on
pictures drawn here: light cells divided by thin dark lines, like the publisher's pads."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import Layout, load_layout
from splitter_print.reading.locate.lattice import (
    LATTICE,
    LatticeFit,
    Tried,
    agreement,
    background_evidence,
    divider_contrast,
    find_lattices,
    fit_region,
    half_turn,
    lattice_shift,
    light_regions,
    lighter_parts,
    pitch_px,
    realigned,
    reduced_crop,
    refine,
    shows_pattern,
    space_centres,
    whiteness,
)

PITCH = 30
ORIGIN = (120, 90)


def touching_cells(layout: Layout, pitch: int = PITCH, size: tuple[int, int] = (560, 480)) -> np.ndarray:
    """The layout's spaces as light cells (grey 190) sharing 2 px dark lines on a dark card
    (grey 40), the lattice's corner at :data:`ORIGIN`."""
    image = np.full((size[1], size[0]), 40, np.uint8)
    x0, y0 = ORIGIN
    for row, col in layout.spaces:
        cv2.rectangle(image, (x0 + col * pitch + 1, y0 + row * pitch + 1),
                      (x0 + (col + 1) * pitch - 2, y0 + (row + 1) * pitch - 2), 190, -1)
    return image


def drawn_homography(pitch: int = PITCH) -> np.ndarray:
    """Lattice ``(col, row)`` -> pixels of :func:`touching_cells` (pixel centres at integers)."""
    return np.array([[pitch, 0, ORIGIN[0] - 0.5], [0, pitch, ORIGIN[1] - 0.5], [0, 0, 1]], np.float64)


def test_whiteness_is_low_on_saturated_colours_and_high_on_light_ones() -> None:
    colours = np.array([[[0xE0, 0xC4, 0x9C], [0xC7, 0x76, 0x01], [0x01, 0x84, 0xF9], [250, 250, 250]]], np.uint8)
    cell, bright_blue, orange, white = whiteness(colours)[0].tolist()
    assert cell > 150 and white > 240
    assert bright_blue < 5 and orange < 5


def test_touching_cells_make_one_light_region() -> None:
    regions = light_regions(touching_cells(load_layout("A")))
    assert len(regions) == 1
    assert regions[0].area > 0.9 * 44 * PITCH ** 2


@pytest.mark.parametrize("name", ["A", "B"])
def test_the_drawn_pattern_agrees_fully_and_shows_its_dividers(name: str) -> None:
    layout = load_layout(name)
    picture = touching_cells(layout).astype(np.float32)
    assert agreement(picture, drawn_homography(), layout) == 1.0
    assert divider_contrast(picture, drawn_homography(), layout) > 0.5


def test_the_pattern_shows_where_it_lies_and_not_under_a_fit_stretched_by_a_tenth() -> None:
    layout = load_layout("A")
    picture = touching_cells(layout).astype(np.float32)
    assert shows_pattern(picture, drawn_homography(), layout)
    stretched = drawn_homography() @ np.diag([1.1, 1.1, 1.0])  # 33 px spaces over 30 px cells
    assert not shows_pattern(picture, stretched, layout)


def publishers_card(layout: Layout, glare: float = 0.0, at: tuple[int, int] = (0, 0)) -> np.ndarray:
    """:func:`touching_cells` on a card running from grey 20 at the top to 110 at the bottom,
    lit by a glare of ``glare`` grey levels centred on position ``at`` (row, column)."""
    card = touching_cells(layout).astype(np.float32)
    ys, xs = np.indices(card.shape)
    card[card == 40] = (20 + 90 * ys / card.shape[0])[card == 40]
    x, y = ORIGIN[0] + (at[1] + 0.5) * PITCH, ORIGIN[1] + (at[0] + 0.5) * PITCH
    card += glare * np.exp(-((xs - x) ** 2 + (ys - y) ** 2) / (2 * (2.5 * PITCH) ** 2))
    return np.clip(card, 0, 255).astype(np.uint8)


@pytest.mark.parametrize("name", ["A", "B"])
def test_the_card_running_dark_to_bright_shows_which_way_up_the_pattern_lies(name: str) -> None:
    layout = load_layout(name)
    upright = background_evidence(publishers_card(layout), drawn_homography(), layout)
    turned = background_evidence(publishers_card(layout), drawn_homography() @ half_turn(layout), layout)
    assert upright > 0.15 and turned < -0.15


@pytest.mark.parametrize("name", ["A", "B"])
def test_a_glare_over_the_cards_dark_top_never_turns_the_pattern_upside_down(name: str) -> None:
    layout = load_layout(name)
    hole = next((r, c) for r in range(layout.rows) for c in range(layout.cols) if (r, c) not in layout.spaces)
    card = publishers_card(layout, glare=110.0, at=hole)
    x0, y0 = ORIGIN
    assert card[y0 + hole[0] * PITCH + PITCH // 2, x0 + hole[1] * PITCH + PITCH // 2] > 110  # lighter than the bottom
    assert background_evidence(card, drawn_homography(), layout) >= 0.0
    assert background_evidence(card, drawn_homography() @ half_turn(layout), layout) <= 0.0


def test_the_lighter_part_of_a_region_holding_the_card_is_the_pattern() -> None:
    layout = load_layout("B")
    image = touching_cells(layout)
    x0, y0 = ORIGIN
    card = image[y0 - 2 * PITCH:y0 + 8 * PITCH, x0 - PITCH:x0 + 9 * PITCH]
    card[card == 40] = 130  # a card lit almost as the cells on a dark table
    [region] = light_regions(image)
    assert region.area > 1.5 * 44 * PITCH ** 2
    [part, *_] = lighter_parts(image, region)
    assert part.box[:2] == pytest.approx((x0, y0), abs=3)
    assert 0.8 * 44 * PITCH ** 2 < part.area < 1.1 * 44 * PITCH ** 2


def test_a_plain_light_block_has_no_dividers_and_a_chessboard_no_pattern() -> None:
    layout = load_layout("A")
    block = np.full((480, 560), 40, np.float32)
    block[ORIGIN[1]:ORIGIN[1] + 7 * PITCH, ORIGIN[0]:ORIGIN[0] + 8 * PITCH] = 190
    assert divider_contrast(block, drawn_homography(), layout) < 0.05
    chess = np.kron(np.indices((16, 19)).sum(axis=0) % 2 * 150 + 40, np.ones((PITCH, PITCH))).astype(np.float32)
    homography = np.array([[PITCH, 0, -0.5], [0, PITCH, -0.5], [0, 0, 1]], np.float64)
    assert agreement(chess, homography, layout) < 0.75


@pytest.mark.parametrize("name", ["A", "B"])
def test_each_pad_is_fitted_to_its_cells_and_told_from_the_other(name: str) -> None:
    layout = load_layout(name)
    [fit] = find_lattices(touching_cells(layout), (load_layout("A"), load_layout("B")))
    assert fit.layout == layout
    truth = space_centres(drawn_homography(), layout)
    errors = [np.abs(space_centres(h, layout) - truth).max() for h in (fit.homography, *fit.turns)]
    assert min(errors) < 1.0
    assert len(fit.turns) == 1  # both pads look the same turned half round
    assert pitch_px(fit.homography, layout) == pytest.approx(PITCH, rel=0.03)


def test_a_skewed_fit_that_correlates_poorly_is_aligned_again_into_place() -> None:
    layout = load_layout("A")
    picture = touching_cells(layout).astype(np.float32)
    skew = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.01, 1.0]])  # the far rows 0.4 pitch off
    skewed = drawn_homography() @ skew
    truth = space_centres(drawn_homography(), layout)
    assert np.abs(space_centres(skewed, layout) - truth).max() > PITCH / 4
    fit = realigned(lambda depth: picture, LatticeFit(layout, skewed, LATTICE.part_correlation - 0.1))
    assert fit is not None and fit.correlation > LATTICE.part_correlation
    assert np.abs(space_centres(fit.homography, layout) - truth).max() < 1.0


def test_cells_many_times_the_templates_size_are_aligned_from_a_fifth_of_a_pitch_off() -> None:
    layout = load_layout("A")
    pitch = 96  # 12 and 6 times the coarse and fine templates' pixels per pitch
    picture = touching_cells(layout, pitch, (16 * pitch, 12 * pitch)).astype(np.float32)
    start = drawn_homography(pitch) @ np.array([[1.0, 0.0, 0.2], [0.0, 1.0, -0.2], [0.0, 0.0, 1.0]])
    refined = refine(picture, layout, start)
    assert refined is not None
    truth = space_centres(drawn_homography(pitch), layout)
    assert np.abs(space_centres(refined[0], layout) - truth).max() < 0.03 * pitch  # 0.2 pitch at the start


def test_a_coarse_alignment_probed_on_no_pattern_is_given_up_and_near_the_pattern_ends_where_it_would() -> None:
    layout = load_layout("A")
    ys, xs = np.indices((480, 560))
    tables = [(115 + 75 * np.sin(2 * np.pi * (xs if across else ys) / period)).astype(np.float32)
              for period in (30, 40, 60, 80, 120) for across in (True, False)]  # striped tables
    # On no pattern the alignment either diverges or ends correlating little; which of the two
    # varies with the table and with the processor's arithmetic (SIMD paths): some must end.
    ended = [r[1] for r in (refine(table, layout, drawn_homography(), (LATTICE.coarse_stage,)) for table in tables)
             if r is not None]
    assert ended and max(ended) < LATTICE.probe_correlation
    assert all(refine(table, layout, drawn_homography(), (LATTICE.coarse_stage,), probe=True) is None
               for table in tables)
    cells = touching_cells(layout).astype(np.float32)
    start = drawn_homography() @ np.array([[1.0, 0.0, 0.3], [0.0, 1.0, -0.3], [0.0, 0.0, 1.0]])
    whole, probed = (refine(cells, layout, start, (LATTICE.coarse_stage,), probe=probe) for probe in (False, True))
    assert whole is not None and probed is not None and probed[1] == pytest.approx(whole[1], abs=1e-3)
    assert np.abs(space_centres(probed[0], layout) - space_centres(whole[0], layout)).max() < 0.1


def test_a_reduced_crop_keeps_its_pixel_centres_in_place() -> None:
    crop = np.zeros((90, 120), np.float32)
    crop[40:50, 60:70] = 1.0  # a square centred on pixel (64.5, 44.5), 10 px inside the picture's crop
    small, to_small = reduced_crop(crop, np.array([[1.0, 0, -10], [0, 1.0, -10], [0, 0, 1]]), 1 / 3)
    assert small.shape == (30, 40)
    ys, xs = np.indices(small.shape)
    centre = (float((xs * small).sum() / small.sum()), float((ys * small).sum() / small.sum()))
    assert centre == pytest.approx(tuple((to_small @ [74.5, 54.5, 1.0])[:2]), abs=0.05)
    assert reduced_crop(crop, np.eye(3), 1.5)[0] is crop


@pytest.mark.parametrize("shift", [(1, 0), (0, -1)])
def test_a_poorly_correlated_fit_a_pitch_off_is_aligned_again_from_its_neighbours(shift: tuple[int, int]) -> None:
    layout = load_layout("A")
    picture = touching_cells(layout).astype(np.float32)
    off = drawn_homography() @ lattice_shift(*shift)
    truth = space_centres(drawn_homography(), layout)
    assert np.abs(space_centres(off, layout) - truth).max() > 0.9 * PITCH
    alone = refine(picture, layout, off)  # aligned from where it is, the fit does not find the pattern's place
    assert alone is None or np.abs(space_centres(alone[0], layout) - truth).max() > PITCH / 4
    fit = realigned(lambda depth: picture, LatticeFit(layout, off, LATTICE.min_correlation - 0.05))
    assert fit is not None and fit.correlation > LATTICE.part_correlation
    assert np.abs(space_centres(fit.homography, layout) - truth).max() < 1.0


def test_a_fit_that_correlates_well_is_not_aligned_again() -> None:
    layout = load_layout("A")
    fit = LatticeFit(layout, drawn_homography() @ np.diag([1.0, 1.1, 1.0]), LATTICE.part_correlation)
    assert realigned(lambda depth: touching_cells(layout).astype(np.float32), fit) is fit


def test_the_half_turn_maps_the_lattice_onto_itself() -> None:
    layout = load_layout("B")
    turned = drawn_homography() @ half_turn(layout)
    centres = space_centres(turned, layout)
    assert np.allclose(sorted(map(tuple, centres.round(6))), sorted(map(tuple, space_centres(
        drawn_homography(), layout).round(6))))


def test_a_region_already_taken_is_not_fitted_again() -> None:
    image = touching_cells(load_layout("A"))
    assert find_lattices(image, (load_layout("A"),), lambda point: True) == []


def test_a_region_fitted_once_is_taken_over_by_a_later_search_of_the_same_photo() -> None:
    layout = load_layout("B")
    image = touching_cells(layout)
    tried: list[Tried] = []
    [first] = find_lattices(image, (layout,), tried=tried)
    assert [t.fit is not None for t in tried] == [True]
    big = cv2.resize(image, None, fx=2, fy=2, interpolation=cv2.INTER_NEAREST)
    to_small = np.array([[0.5, 0, -0.25], [0, 0.5, -0.25], [0, 0, 1]])
    [again] = find_lattices(big, (layout,), to_photo=to_small, tried=tried)
    assert len(tried) == 1, "the region was not fitted again"
    assert np.allclose(to_small @ again.homography, first.homography)


def test_a_slender_light_strip_is_no_pad() -> None:
    strip = np.full((480, 560), 40, np.uint8)
    strip[200:240, 20:540] = 190
    [region] = light_regions(strip)
    assert fit_region(strip, region, (load_layout("A"), load_layout("B"))) is None


def test_a_grid_of_squares_seeds_the_fit_of_cells_whose_light_region_is_broken() -> None:
    layout = load_layout("A")
    image = touching_cells(layout)
    x0, y0 = ORIGIN
    image[:, x0 + 2 * PITCH - 4:x0 + 2 * PITCH + 3] = 40  # a dark band: the light region splits
    image[y0 + 3 * PITCH - 4:y0 + 3 * PITCH + 3, :] = 40
    assert find_lattices(image, (layout,)) == []
    squares = drawn_homography() @ np.array([[1.0, 0, 3.5], [0, 1.0, 1.5], [0, 0, 1]])  # square (0, 0) is space (1, 3)
    [fit] = find_lattices(image, (layout,), seeds=[(squares, (1.0, 1.0))])
    truth = space_centres(drawn_homography(), layout)
    assert min(np.abs(space_centres(h, layout) - truth).max() for h in (fit.homography, *fit.turns)) < 1.5
