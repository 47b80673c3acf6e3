"""Finding a pad from its printed spaces alone: squares, their lattice, and which pad it is.

This is how the reader finds the official pads (no markers) and our own pads when the markers
are covered or cut off. The steps, each a function:

1. :func:`find_squares` — candidate spaces: quadrilateral contours of both threshold polarities
   (dark outlines on paper, light squares on a dark background), kept if square enough.
2. :func:`grow_lattice` — from the square with most neighbours, walk to neighbours one or two
   steps away along the local pitch vectors (so holes in the pad are crossed and perspective
   is followed), giving each square a ``(row, col)`` on an integer lattice.
3. :func:`fit_lattice` — a RANSAC homography from lattice positions to pixels; then every
   lattice position near the pad is looked up again, so missed squares join.
4. :func:`match_layouts` — which pad, under which of the 8 turns/flips and shift, explains the
   occupied positions best (spaces hit, holes and positions outside the pad penalised), and
   the homography from sheet millimetres to pixels for each equally good reading.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import cache
from typing import Final, cast

import cv2
import numpy as np

from splitter_print.errors import Message
from splitter_print.game.layout import Cell, Layout
from splitter_print.paper.geometry import EDGE, MARKER_QUIET, MARKER_SIZE, sheet_geometry
from splitter_print.reading.budget import BUDGET, Budget, TooManyShapesError
from splitter_print.reading.debug import DebugSink
from splitter_print.reading.geometry import DIHEDRAL, jacobian


@dataclass(frozen=True)
class GridTuning:
    """What the square search takes as a pad's spaces, how their lattice is read as a pad, and
    how sure the printed panel must be of a sheet's way up. Pixels are the searched copy's;
    scores count a space's square as 1.

    >>> GRID.min_square_px, GRID.min_lattice
    (6, 8)
    """

    threshold_c: int = 8
    """Grey levels by which a pixel must be darker (or lighter) than its neighbourhood's mean to
    count as print; and by which a space's middle must be lighter than the ground around it to
    show as a space (:func:`looks_like_space`)."""
    min_square_px: int = 6
    """The smallest side (px) of an outline taken as a candidate space (its area at least this squared)."""
    max_side_ratio: float = 1.8
    """A quadrilateral whose longest side is more than this many times its shortest is no space."""
    nested_ratio: float = 3.0
    """Of squares about one centre, a larger one no more than this many times the side of a
    smaller one stands for it (the two sides of one printed outline); a larger one beyond it is
    a whole sheet or plate holding spaces, and both are kept."""
    step_tolerance: float = 0.28
    """How far (as a share of the pitch) a square may sit from where the lattice expects it."""
    min_lattice: int = 8
    """The fewest squares a lattice must hold to be fitted and read as a pad."""
    hole_penalty: float = 1.0
    """What a square on one of the pad's holes costs a placement's score."""
    outside_penalty: float = 0.5
    """What a square outside the pad's pattern costs a placement's score."""
    min_matched_share: float = 0.45
    """The least share of the pad's spaces a placement must find (squares, or spaces that show)
    to be that pad."""
    top_placements: int = 8
    """How many of the best shifts of each turn, and then of the best placements of each pad,
    are judged further."""
    near_tie: float = 1.0
    """Readings scoring this close to the best are kept, for the printed panel to decide between."""
    evidence_boxes: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "heart", "star", "total")
    """The panel's score boxes whose printed outlines judge a sheet's way up (:func:`print_evidence`)."""
    evidence_offset_mm: float = 1.2
    """How far (sheet mm) inside and outside the boxes' outlines the edges they are compared
    with are measured (:func:`print_evidence`)."""
    decisive_evidence: float = 0.35
    """The evidence (0-1) a reading must show, with every other under half of it, to decide
    the way up (:func:`decisive`)."""
    missing_penalty: float = 0.5
    """What each of the pad's spaces in view where no space shows costs a reading's score."""
    max_missing_share: float = 0.2
    """A reading that leaves more than this share of the pad's spaces in view without a square is
    another grid (the corners of a chessboard's squares), not a pad with a few spaces hidden."""
    max_hole_share: float = 0.08
    """At most this share of the squares found may lie on the pad's holes (a square in a hole
    means another grid)."""
    max_beyond_share: float = 0.6
    """At most this share of the squares found may lie beyond the pad's pattern (a printed box
    beside the pattern may line up with the lattice)."""
    gap_percentile: int = 85
    """The percentile (0-100) of the ground around a space that its middle must be lighter than
    to show as a space (:func:`looks_like_space`): between a chessboard's squares, half that
    ground is white."""
    side_strip_mm: tuple[float, float] = (1.5, 11.0)
    """How far beside the plate (nearest and farthest, mm) :func:`side_evidence` looks: on the
    panel's side the boxes' edges and the name lines, on the other the blank paper between the
    right-hand markers (the right column is only 14 mm wide)."""
    max_twist_degrees: float = 20.0
    """A lattice whose squares' sides lie further than this (median, degrees) from its own
    directions is no pad."""


GRID = GridTuning()
"""The tuning the reader runs with."""


@dataclass(frozen=True)
class Square:
    """A candidate space in the photo: its four corners and its centre (where the diagonals cross)."""

    corners: np.ndarray
    centre: np.ndarray
    side: float


@dataclass(frozen=True)
class Lattice:
    """Squares placed on an integer lattice: ``cells[(row, col)]`` is an index into the squares,
    ``homography`` maps ``(col, row)`` to pixels."""

    cells: dict[Cell, int]
    homography: np.ndarray
    pitch: float


@dataclass(frozen=True)
class GridMatch:
    """A lattice read as a pad: the layout and its readings of nearly the best score (each a
    homography sheet mm -> pixels, its score and fit error), best score first, then the most
    upright."""

    layout: Layout
    homographies: tuple[np.ndarray, ...]
    scores: tuple[float, ...]
    fit_errors_mm: tuple[float, ...]
    seen: bool = False
    """Whether the pad needed spaces that show but are no square (:class:`Unfound`): a weaker
    match, which a lattice fit of the same place outranks."""

    def best(self) -> tuple[int, ...]:
        """Indices of the readings sharing the best score (a symmetric pad's turns)."""
        return tuple(i for i, score in enumerate(self.scores) if score >= self.scores[0] - 1e-9)


def find_squares(grey: np.ndarray, debug: DebugSink, pool: Executor | None = None, budget: Budget = BUDGET
                 ) -> list[Square]:
    """Square contours in both threshold polarities, duplicates (the two sides of a printed
    outline) merged. With ``pool``, the light polarity is searched there meanwhile.

    Raises :class:`~.budget.TooManyShapesError` for more outlines of a space's size in a mask,
    or more squares, than ``budget`` searches."""
    block = max(15, round(max(grey.shape) / 25)) | 1
    dark, light = threshold_both(cv2.GaussianBlur(grey, (3, 3), 0), block)
    debug.save("threshold-dark", dark)
    debug.save("threshold-light", light)
    max_area = (max(grey.shape) / 10) ** 2
    lights = pool.submit(mask_squares, light, max_area, budget) if pool else None
    darks = mask_squares(dark, max_area, budget)
    squares = merge_duplicates(darks + (lights.result() if lights else mask_squares(light, max_area, budget)))
    if len(squares) > budget.squares:
        raise TooManyShapesError(len(squares), Message("squares"), budget.squares)
    if debug.active:
        picture = cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)
        cv2.polylines(picture, [np.round(s.corners).astype(np.int32) for s in squares], True, (0, 0, 255), 2)
        debug.save("squares", picture)
    return squares


def mask_squares(mask: np.ndarray, max_area: float, budget: Budget = BUDGET) -> list[Square]:
    """The squares (:func:`squares_of`) among the outlines of a 0/255 mask's regions."""
    contours, _ = cv2.findContours(mask, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)
    return squares_of(contours, max_area, budget)


def threshold_both(smooth: np.ndarray, block: int) -> tuple[np.ndarray, np.ndarray]:
    """Print darker than its surroundings and print lighter than them, as 0/255 masks: pixels
    :attr:`~GridTuning.threshold_c` below (above) the mean of the ``block`` around them. The same as OpenCV's
    adaptive mean threshold in each polarity, with the mean computed once (and the differences
    in saturating bytes: a difference cut off at 0 is below the threshold either way).

    >>> dark, light = threshold_both(np.array([[100, 100, 90], [100, 120, 100]], np.uint8), 3)
    >>> (dark // 255).tolist(), (light // 255).tolist()
    ([[0, 0, 1], [0, 0, 0]], [[0, 0, 0], [0, 1, 0]])
    """
    mean = cv2.boxFilter(smooth, -1, (block, block), borderType=cv2.BORDER_REPLICATE | cv2.BORDER_ISOLATED)
    # OpenCV compares with a scalar; its type stubs know only arrays.
    return (cv2.compare(cv2.subtract(mean, smooth), GRID.threshold_c, cv2.CMP_GE),  # type: ignore[call-overload]
            cv2.compare(cv2.subtract(smooth, mean), GRID.threshold_c, cv2.CMP_GT))  # type: ignore[call-overload]


def squares_of(contours: Sequence[np.ndarray], max_area: float, budget: Budget = BUDGET) -> list[Square]:
    """The contours that are convex, roughly square quadrilaterals, as :class:`Square` s (the
    areas of all contours at once, then the shape tests on all the quadrilaterals at once);
    :class:`~.budget.TooManyShapesError` when more contours are of a space's size than ``budget`` tests."""
    if not contours:
        return []
    lengths = np.fromiter(map(len, contours), np.int64, len(contours))
    sized = contour_areas(contours, lengths)
    tested = np.flatnonzero((lengths >= 4) & (sized >= GRID.min_square_px ** 2) & (sized <= max_area))
    if len(tested) > budget.contours:
        raise TooManyShapesError(len(tested), Message("outlines"), budget.contours)
    quads, areas = [], []
    for index in tested.tolist():
        contour = contours[index]
        quad = cv2.approxPolyDP(contour, 0.05 * cv2.arcLength(contour, True), True)
        if len(quad) == 4 and cv2.isContourConvex(quad):
            quads.append(quad.reshape(4, 2))
            areas.append(sized[index])
    if not quads:
        return []
    corners = np.array(quads, np.float64)
    area = np.array(areas)
    following = np.roll(corners, -1, axis=1)
    cross = corners[..., 0] * following[..., 1] - following[..., 0] * corners[..., 1]
    outline_area = 0.5 * np.abs(np.sum(cross, axis=1))
    sides = np.hypot(*np.moveaxis(corners - following, -1, 0))
    ok = (area >= 0.85 * outline_area) & (sides.max(axis=1) <= GRID.max_side_ratio * sides.min(axis=1))
    return [Square(c, centre, float(np.sqrt(a)))
            for c, centre, a in zip(corners[ok], diagonal_crossing(corners[ok]), area[ok])]


def contour_areas(contours: Sequence[np.ndarray], lengths: np.ndarray) -> np.ndarray:
    """The area inside each closed contour of ``lengths`` points (the shoelace formula, as
    ``cv2.contourArea``), for all of them in one pass rather than a call each.

    >>> square, point = np.array([[[0, 0]], [[4, 0]], [[4, 3]], [[0, 3]]], np.int32), np.array([[[1, 1]]], np.int32)
    >>> contour_areas([square, point], np.array([4, 1]))
    array([12.,  0.])
    """
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    points = np.concatenate(contours).reshape(-1, 2).astype(np.int64)
    following = np.empty_like(points)
    following[:-1] = points[1:]
    following[starts + lengths - 1] = points[starts]
    twice = np.add.reduceat(points[:, 0] * following[:, 1] - following[:, 0] * points[:, 1], starts)
    return np.abs(twice) / 2.0


def diagonal_crossing(corners: np.ndarray) -> np.ndarray:
    """Where the quadrilateral's diagonals cross: the image of the square's centre under any
    perspective, unlike the mean of the corners. ``corners`` is 4 x 2, or N x 4 x 2 for N at once.

    >>> diagonal_crossing(np.array([[0, 0], [4, 0], [4, 2], [0, 2]], float)).tolist()
    [2.0, 1.0]
    """
    p, r = corners[..., 0, :], corners[..., 2, :] - corners[..., 0, :]
    q, s = corners[..., 1, :], corners[..., 3, :] - corners[..., 1, :]
    t = cross(q - p, s) / cross(r, s)
    return np.asarray(p + t[..., None] * r)


def cross(u: np.ndarray, v: np.ndarray) -> np.ndarray:
    return np.asarray(u[..., 0] * v[..., 1] - u[..., 1] * v[..., 0])


def merge_duplicates(squares: list[Square]) -> list[Square]:
    """One square per place: of squares around one centre, the largest, unless it is many times
    larger (a whole sheet or plate seen as a square holds spaces near its centre).

    Largest first, a square is dropped when a square kept before it lies near; the pairs that
    could be near are looked up among the centres (:class:`Places`; each square's reach a share of
    its own side), so only squares with such a pair are walked in order.
    """
    if not squares:
        return []
    order = sorted(range(len(squares)), key=lambda i: -squares[i].side)
    sides = np.array([squares[i].side for i in order])
    centres = np.array([squares[i].centre for i in order], np.float64)
    larger, smaller = Places.at(centres, sides).pairs_within(centres, 0.3 * sides)
    near = (smaller > larger) & (sides[larger] <= GRID.nested_ratio * sides[smaller])
    earlier: dict[int, list[int]] = {}
    for j, i in zip(larger[near].tolist(), smaller[near].tolist()):
        earlier.setdefault(i, []).append(j)
    kept = [True] * len(order)
    for index in sorted(earlier):
        kept[index] = not any(kept[j] for j in earlier[index])
    return [squares[order[i]] for i, keep in enumerate(kept) if keep]


@dataclass(frozen=True)
class Places:
    """The squares' centres and sides, and the centres in order along x: the squares near a
    point are looked up among those in its band of x, never measured against every other square.

    >>> places = Places.at(np.array([[0.0, 0.0], [3.0, 4.0], [10.0, 0.0]]), np.array([1.0, 1.0, 1.0]))
    >>> places.within(np.array([0.0, 0.0]), 5.0).tolist(), places.within(np.array([9.0, 0.0]), 0.5).tolist()
    ([0, 1], [])
    """

    centres: np.ndarray
    sides: np.ndarray
    by_x: np.ndarray
    """The squares' indices in order of their centres' x."""
    xs: np.ndarray
    """Their centres' x in that order."""

    @classmethod
    def of(cls, squares: Sequence[Square]) -> Places:
        return cls.at(np.array([s.centre for s in squares], np.float64).reshape(-1, 2),
                      np.array([s.side for s in squares], np.float64))

    @classmethod
    def at(cls, centres: np.ndarray, sides: np.ndarray) -> Places:
        """The places of squares with these ``centres`` (N x 2) and ``sides`` (N)."""
        by_x = np.argsort(centres[:, 0], kind="stable")
        return cls(centres, sides, by_x, centres[by_x, 0])

    def within(self, point: np.ndarray, radius: float) -> np.ndarray:
        """The squares whose centres lie within ``radius`` of ``point``, in index order."""
        low = int(np.searchsorted(self.xs, point[0] - radius, side="left"))
        high = int(np.searchsorted(self.xs, point[0] + radius, side="right"))
        band = self.by_x[low:high]
        return np.sort(band[((self.centres[band] - point) ** 2).sum(axis=1) <= radius * radius])

    def within_each(self, points: np.ndarray, radii: np.ndarray | float) -> list[np.ndarray]:
        """:meth:`within` for each of ``points``, each with its radius (or all with one)."""
        if not len(points):
            return []
        queries, found = self.pairs_within(points, radii)
        return np.split(found, np.searchsorted(queries, np.arange(1, len(points))))

    def pairs_within(self, points: np.ndarray, radii: np.ndarray | float) -> tuple[np.ndarray, np.ndarray]:
        """Every pair of a point and a square within its radius, as two index arrays (points',
        squares'), in order of point, then square: :meth:`within` for all points at once, each
        point's band of x cut from the sorted centres and the bands checked together.

        >>> places = Places.at(np.array([[0.0, 0.0], [3.0, 4.0], [10.0, 0.0]]), np.array([1.0, 1.0, 1.0]))
        >>> [a.tolist() for a in places.pairs_within(np.array([[0.0, 0.0], [9.0, 0.0], [10.0, 1.0]]), 5.0)]
        [[0, 0, 1, 2], [0, 1, 2, 2]]
        """
        points = np.asarray(points, np.float64).reshape(-1, 2)
        radii = np.broadcast_to(np.asarray(radii, np.float64), len(points))
        low = np.searchsorted(self.xs, points[:, 0] - radii, side="left")
        counts = np.searchsorted(self.xs, points[:, 0] + radii, side="right") - low
        queries = np.repeat(np.arange(len(points)), counts)
        starts = np.repeat(low - (np.cumsum(counts) - counts), counts)
        found = self.by_x[starts + np.arange(len(queries))]
        close = ((self.centres[found] - points[queries]) ** 2).sum(axis=1) <= radii[queries] * radii[queries]
        queries, found = queries[close], found[close]
        order = np.lexsort((found, queries))
        return queries[order], found[order]


@dataclass(frozen=True)
class Neighbours:
    """Pairs of squares that are neighbours: ``rows[k]`` counts ``cols[k]`` as one (:func:`neighbours`)."""

    rows: np.ndarray
    cols: np.ndarray
    count: int
    """How many squares there are."""


class Free:
    """The squares on no lattice yet (``mask``), and how many free neighbours each has
    (``counts``; ``near``: :func:`neighbours`), both kept as squares are taken."""

    def __init__(self, near: Neighbours) -> None:
        self.mask = np.ones(near.count, bool)
        self.counts = np.bincount(near.rows, minlength=near.count).astype(np.int64)
        # the squares that count each square as a neighbour, grouped by that square: square i's
        # group is counting[starts[i]:starts[i + 1]]
        order = np.argsort(near.cols, kind="stable")
        self.counting = near.rows[order]
        self.starts = np.searchsorted(near.cols[order], np.arange(near.count + 1))
        self.left = near.count

    def take(self, indices: Iterable[int]) -> None:
        """Take the squares ``indices`` onto a lattice."""
        for index in indices:
            if self.mask[index]:
                self.mask[index] = False
                self.left -= 1
                self.counts[self.counting[self.starts[index]:self.starts[index + 1]]] -= 1


def grow_lattice(places: Places, free: Free) -> dict[Cell, int] | None:
    """Lattice positions for the squares connected to the best-connected free square (fewer
    than :attr:`~GridTuning.min_lattice` when it is no lattice's: the caller tries the next), or None when
    no free square has two neighbours left."""
    if free.left < GRID.min_lattice:
        return None
    centres, sides = places.centres, places.sides
    counts = np.where(free.mask, free.counts, -1)
    seed = int(np.argmax(counts))
    if counts[seed] < 2:
        return None
    steps = pitch_vectors(seed, places, free.mask)
    if steps[2] < 2:
        return {(0, 0): seed}
    cells = {(0, 0): seed}
    placed = {seed: (0, 0)}
    queue = deque([(seed, steps[0], steps[1])])
    while queue:
        index, along_col, along_row = queue.popleft()
        row, col = placed[index]
        for d_row, d_col in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            step = along_col * d_col + along_row * d_row
            for k in (1, 2):
                target = (row + k * d_row, col + k * d_col)
                if target in cells:
                    break
                found = nearest(places, centres[index] + k * step, GRID.step_tolerance * float(np.linalg.norm(step)),
                                free.mask, sides[index])
                if found is None or found in placed:
                    continue
                cells[target] = found
                placed[found] = target
                measured = (centres[found] - centres[index]) / k
                queue.append((found, measured * d_col if d_col else along_col,
                              measured * d_row if d_row else along_row))
                break
    return cells


def neighbours(places: Places) -> Neighbours:
    """Which squares are neighbours: of about one size, one lattice step apart (straight or
    diagonal). Counted among the free ones, the middle of a pad has the most."""
    centres, sides = places.centres, places.sides
    rows, cols = places.pairs_within(centres, 1.9 * sides)
    distance = np.sqrt(((centres[rows] - centres[cols]) ** 2).sum(axis=1))
    ratio = sides[cols] / sides[rows]
    near = (distance > 0.9 * sides[rows]) & (distance < 1.9 * sides[rows]) & (ratio > 0.7) & (ratio < 1.4)
    return Neighbours(rows[near], cols[near], len(centres))


def pitch_vectors(index: int, places: Places, free_mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """The steps from a square to its neighbours along the lattice's two directions, and how
    many neighbours confirm them. The first direction points to the nearest neighbour, the
    second to the nearest one well off that line (a square's own outline may be a digit's
    blob at any angle, so neighbours are trusted over its edges)."""
    side = places.sides[index]
    around = places.within(places.centres[index], 1.9 * side)
    around = around[around != index]
    offsets = places.centres[around] - places.centres[index]
    sides = places.sides[around]
    length = np.linalg.norm(offsets, axis=1)
    candidates = free_mask[around] & (np.abs(np.log(sides / side)) < np.log(1.4)) & (length > 0.9 * side) & (
        length < 1.9 * side)
    if not candidates.any():
        return np.array([side, 0.0]), np.array([0.0, side]), 0
    first = offsets[candidates][np.argmin(length[candidates])]
    unit = first / np.linalg.norm(first)
    off_line = candidates & (np.abs(offsets @ unit) < 0.5 * length)
    second = offsets[off_line][np.argmin(length[off_line])] if off_line.any() else np.array([-first[1], first[0]])
    found: list[np.ndarray] = []
    count = 0
    for direction in (first, second):
        unit = direction / np.linalg.norm(direction)
        along = offsets @ unit
        across = np.abs(offsets @ np.array([-unit[1], unit[0]]))
        ok = candidates & (across < 0.25 * side) & (np.abs(along) < 1.3 * np.linalg.norm(direction))
        count += int(ok.sum())
        found.append(np.median(offsets[ok] * np.sign(along[ok])[:, None], axis=0) if ok.any() else direction)
    return found[0], found[1], count


def nearest(places: Places, point: np.ndarray, tolerance: float, free_mask: np.ndarray, side: float) -> int | None:
    """The free square of similar size nearest ``point``, if within ``tolerance`` pixels."""
    close = places.within(point, tolerance)
    distances = np.sqrt(((places.centres[close] - point) ** 2).sum(axis=1))
    return first_free(close, distances, free_mask, places.sides, side)


def first_free(close: np.ndarray, distances: np.ndarray, free_mask: np.ndarray, sides: np.ndarray, side: float
               ) -> int | None:
    """The nearest by ``distances`` of the ``close`` squares (indices, ascending) that is free
    and of similar size (the first in order among equally near ones), if any.

    >>> first_free(np.array([0, 1, 2]), np.array([3.0, 1.0, 1.0]), np.array([True, False, True]), np.ones(3), 1.0)
    2
    """
    for j in close[np.argsort(distances, kind="stable")].tolist():
        if free_mask[j] and 0.7 < sides[j] / side < 1.4:
            return int(j)
    return None


def fit_lattice(cells: dict[Cell, int], places: Places, free_mask: np.ndarray, budget: Budget = BUDGET
                ) -> Lattice | None:
    """A homography from ``(col, row)`` to pixels, robust to misplaced squares; then every lattice
    position within two steps of the found ones is looked up again (unless they are more than
    :attr:`~.budget.Budget.lattice_positions`: no pad's lattice)."""
    centres, sides = places.centres, places.sides
    for _ in range(2):
        positions = np.array([(c, r) for r, c in cells], np.float64)
        points = centres[list(cells.values())]
        pitch = float(np.median(sides[list(cells.values())])) * 1.15
        homography, inliers = cv2.findHomography(positions, points, cv2.RANSAC, 0.2 * pitch)
        if homography is None or inliers.sum() < GRID.min_lattice:
            return None
        cells = {cell: i for (cell, i), ok in zip(cells.items(), inliers.ravel()) if ok}
        rows = [r for r, _ in cells]
        cols = [c for _, c in cells]
        if (max(rows) - min(rows) + 5) * (max(cols) - min(cols) + 5) > budget.lattice_positions:
            continue
        median_side = float(np.median(sides[list(cells.values())]))
        available = free_mask.copy()
        available[list(cells.values())] = False
        empty = [(row, col) for row in range(min(rows) - 2, max(rows) + 3)
                 for col in range(min(cols) - 2, max(cols) + 3) if (row, col) not in cells]
        expected = cv2.perspectiveTransform(np.array([[(col, row) for row, col in empty]], np.float64), homography)[0]
        for index, close in enumerate(places.within_each(expected, GRID.step_tolerance * pitch)):
            if not len(close):
                continue
            found = first_free(close, np.sqrt(((centres[close] - expected[index]) ** 2).sum(axis=1)), available,
                               sides, median_side)
            if found is not None:
                cells[empty[index]] = found
                available[found] = False
    return Lattice(cells, homography, pitch)


def layout_weights(layout: Layout, pad: int) -> np.ndarray:
    """Score of an observed square at each lattice position of ``layout`` padded by ``pad``:
    1 on a space, minus :attr:`~GridTuning.hole_penalty` on a hole, minus
    :attr:`~GridTuning.outside_penalty` outside."""
    weights = np.full((layout.rows + 2 * pad, layout.cols + 2 * pad), -GRID.outside_penalty)
    for row in range(layout.rows):
        for col in range(layout.cols):
            weights[row + pad, col + pad] = 1.0 if (row, col) in layout.spaces else -GRID.hole_penalty
    return weights


def placements(cells: Sequence[Cell], layout: Layout) -> list[tuple[float, np.ndarray, np.ndarray]]:
    """The best shifts of each turn/flip that put the observed positions on ``layout``, with
    their score, the 2 x 2 turn and the shift: ``layout_cell = turn @ cell + shift``.

    The scores of all shifts of one turn come at once, as the correlation of the observed
    positions with the layout's weights (rounded to the weights' half steps, as the correlation
    runs in single precision).
    """
    observed = np.array(cells)
    pad = int(np.ptp(observed, axis=0).max()) + 1
    weights = layout_weights(layout, pad).astype(np.float32)
    found = []
    for a, b, c, d in DIHEDRAL:
        turn = np.array([[a, b], [c, d]])
        moved = observed @ turn.T
        low = moved.min(axis=0)
        mask = np.zeros(tuple(moved.max(axis=0) - low + 1), np.float32)
        mask[tuple((moved - low).T)] = 1.0
        scores = cv2.matchTemplate(weights, mask, cv2.TM_CCORR)
        for k in np.argsort(-scores.ravel(), kind="stable")[:GRID.top_placements]:
            i, j = divmod(int(k), scores.shape[1])
            found.append((round(2 * float(scores[i, j])) / 2, turn, np.array([i - pad, j - pad]) - low))
    return found


@dataclass(frozen=True)
class Unfound:
    """A placement's pattern positions where no square was found, judged on the photo itself
    (:func:`looks_like_space`): a blurred space, or one a digit cut up, is no square but still
    shows as a space."""

    seen: int
    """Spaces that show."""
    missing: int
    """Spaces inside the photo that do not show."""
    hole_like: int
    """Holes of the pattern, inside the photo, that show as a space."""


def match_layouts(lattice: Lattice, squares: Sequence[Square], layouts: Sequence[Layout],
                  grey: np.ndarray) -> GridMatch | None:
    """The pad the lattice shows, or None when no pad explains it (another grid, or too little).

    Positions without a square count as spaces or holes when they show as such
    (:func:`unfound`). The best placements of each pad are judged again counting the pad's
    spaces that would lie inside the photo (``grey``) but where no space shows, so a small pad
    that explains every square beats a large one that explains them as well but lacks the rest.
    """
    cells = list(lattice.cells)
    positions = np.array(cells)
    judged = Judged(grey, lattice.homography)
    readings = []
    for layout in layouts:
        for score, turn, shift in sorted(placements(cells, layout), key=lambda p: -p[0])[:GRID.top_placements]:
            mapped = dict(zip(cells, map(tuple, (positions @ turn.T + shift).tolist())))
            rest = unfound(lattice, layout, turn, shift, judged)
            if acceptable(list(mapped.values()), layout, rest):
                if rest.missing > GRID.max_missing_share * len(layout.spaces):
                    continue
                readings.append((score - GRID.missing_penalty * rest.missing, layout, mapped,
                                 not acceptable(list(mapped.values()), layout)))
    if not readings:
        return None
    best = max(r[0] for r in readings)
    layout = next(r[1] for r in readings if r[0] >= best - 1e-9)
    seen = next(r[3] for r in readings if r[0] >= best - 1e-9)
    results = []
    for score, _, mapped, _ in (r for r in readings if r[0] >= best - GRID.near_tie and r[1] == layout):
        matched = [cell for cell in cells if mapped[cell] in layout.spaces]
        homography, error = sheet_homography(layout, [mapped[c] for c in matched],
                                             [squares[lattice.cells[c]].centre for c in matched], lattice.pitch)
        if homography is not None and upright_handed(homography, layout):
            results.append((score, homography, error))
    if not results:
        return None
    results.sort(key=lambda r: (-r[0], -uprightness(r[1], layout)))
    return GridMatch(layout, tuple(r[1] for r in results), tuple(r[0] for r in results),
                     tuple(r[2] for r in results), seen)


def acceptable(positions: Sequence[Cell], layout: Layout, rest: Unfound = Unfound(0, 0, 0)) -> bool:
    """Whether squares at these layout positions, and the positions without a square (``rest``),
    can be this pad: enough of its spaces, hardly any of its holes, and not too many beyond its pattern."""
    matched = sum(1 for p in positions if p in layout.spaces) + rest.seen
    holes = sum(1 for p in positions if p not in layout.spaces and on_pattern(p, layout)) + rest.hole_like
    beyond = sum(1 for p in positions if not on_pattern(p, layout))
    return (matched >= GRID.min_matched_share * len(layout.spaces) and holes <= max(1.0, GRID.max_hole_share * matched)
            and beyond <= max(2.0, GRID.max_beyond_share * matched))


class Judged:
    """Lattice positions ``(col, row)`` under ``homography`` judged on ``grey``: whether each lies
    inside the photo and whether it shows as a space (:func:`looks_like_space`). Each position
    is judged once, however many placements of however many pads ask about it (a lattice's
    16 placements share most of their positions)."""

    def __init__(self, grey: np.ndarray, homography: np.ndarray) -> None:
        self.grey = grey
        self.homography = homography
        self.known: dict[tuple[float, ...], tuple[bool, bool]] = {}

    def __call__(self, at: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For the positions ``at`` (n x 2), whether each is inside the photo, and whether it shows as a space."""
        keys = [tuple(position) for position in at.tolist()]
        new = np.array([key for key in dict.fromkeys(keys) if key not in self.known], np.float64).reshape(-1, 2)
        if len(new):
            px = cv2.perspectiveTransform(new.reshape(-1, 1, 2), self.homography).reshape(-1, 2)
            height, width = self.grey.shape[:2]
            inside = (px[:, 0] >= 0) & (px[:, 0] < width) & (px[:, 1] >= 0) & (px[:, 1] < height)
            looks = looks_like_space(self.grey, self.homography, new)
            self.known.update(zip(map(tuple, new.tolist()), zip(inside.tolist(), looks.tolist())))
        both = np.array([self.known[key] for key in keys], bool).reshape(-1, 2)
        return both[:, 0], both[:, 1]


def unfound(lattice: Lattice, layout: Layout, turn: np.ndarray, shift: np.ndarray, judged: Judged) -> Unfound:
    """The layout's positions under the placement ``turn``, ``shift`` without a square (:class:`Unfound`)."""
    pattern = [(row, col) for row in range(layout.rows) for col in range(layout.cols)]
    back = (np.array(pattern) - shift) @ turn
    empty = np.array([tuple(position) not in lattice.cells for position in back.tolist()])
    if not empty.any():
        return Unfound(0, 0, 0)
    shown, looks = judged(back[empty].astype(np.float64)[:, ::-1])
    space = np.array([cell in layout.spaces for cell, none in zip(pattern, empty) if none])
    return Unfound(int(np.sum(space & looks)), int(np.sum(space & shown & ~looks)),
                   int(np.sum(~space & shown & looks)))


SPACE_INSIDE = np.array([(x, y) for x in (-0.3, -0.15, 0.0, 0.15, 0.3) for y in (-0.3, -0.15, 0.0, 0.15, 0.3)])
"""Where a space's paper is sampled, in lattice steps from its centre."""
SPACE_GAP = np.array([(x, y) for t in (-0.35, 0.0, 0.35) for x, y in ((t, -0.5), (t, 0.5), (-0.5, t), (0.5, t))])
"""Where the ground between spaces is sampled, in lattice steps from a space's centre."""


def looks_like_space(grey: np.ndarray, homography: np.ndarray, positions: np.ndarray) -> np.ndarray:
    """For each lattice position ``(col, row)``, whether a space shows there: its middle (median,
    so a digit does not count) lighter by :attr:`~GridTuning.threshold_c` than nearly all the ground around
    it (its :attr:`~GridTuning.gap_percentile`: between a chessboard's squares, half that ground is white).

    >>> grey = np.full((40, 40), 150, np.uint8)
    >>> grey[12:28, 12:28] = 230
    >>> looks_like_space(grey, np.array([[20.0, 0, 20], [0, 20, 20], [0, 0, 1]]), np.array([[0.0, 0], [1, 0]])).tolist()
    [True, False]
    """
    def percentiles(offsets: np.ndarray, share: float) -> np.ndarray:
        points = (positions[:, None, :] + offsets[None]).reshape(-1, 1, 2)
        px = np.round(cv2.perspectiveTransform(points, homography).reshape(len(positions), -1, 2)).astype(int)
        x = np.clip(px[..., 0], 0, grey.shape[1] - 1)
        y = np.clip(px[..., 1], 0, grey.shape[0] - 1)
        ordered = np.sort(grey[y, x], axis=1).astype(np.float64)
        at = (ordered.shape[1] - 1) * share / 100  # np.percentile's linear rule, without its overhead
        below = int(at)
        above = min(below + 1, ordered.shape[1] - 1)
        return np.asarray(ordered[:, below] + (at - below) * (ordered[:, above] - ordered[:, below]))

    return np.asarray(percentiles(SPACE_INSIDE, 50) - percentiles(SPACE_GAP, GRID.gap_percentile) >= GRID.threshold_c)


def on_pattern(cell: Cell, layout: Layout) -> bool:
    """Whether ``cell`` lies within the layout's rows and columns (a space or a hole)."""
    return 0 <= cell[0] < layout.rows and 0 <= cell[1] < layout.cols


def sheet_homography(layout: Layout, cells: Sequence[Cell], points: Sequence[np.ndarray], pitch_px: float
                     ) -> tuple[np.ndarray | None, float]:
    """Sheet mm -> pixels from the centres of the squares found at ``cells``."""
    geometry = sheet_geometry(layout)
    mm = np.array([geometry.cell_center(c) for c in cells], np.float64)
    return robust_homography(mm, np.array(points, np.float64), 0.15 * pitch_px)


def robust_homography(mm: np.ndarray, px: np.ndarray, threshold_px: float) -> tuple[np.ndarray | None, float]:
    """RANSAC, then least squares on the inliers; with the RMS distance in mm between the known
    points and where the fit puts the pixels found for them."""
    found, inliers = cv2.findHomography(mm, px, cv2.RANSAC, threshold_px)
    homography = cast("np.ndarray | None", found)  # None when the points are degenerate
    if homography is None:
        return None, float("inf")
    keep = inliers.ravel().astype(bool)
    refined, _ = cv2.findHomography(mm[keep], px[keep], 0)
    homography = refined if refined is not None else homography
    return homography, fit_error_mm(homography, mm[keep], px[keep])


def squares_on_sheet(homography: np.ndarray, layout: Layout, squares: Sequence[Square]) -> dict[Cell, int]:
    """The squares that lie on lattice positions of the sheet placed by ``homography`` (spaces,
    holes or beyond the pad), each position with its nearest square."""
    if not squares:
        return {}
    geometry = sheet_geometry(layout)
    centres = np.array([s.centre for s in squares], np.float64)
    mm = cv2.perspectiveTransform(centres.reshape(-1, 1, 2), np.linalg.inv(homography)).reshape(-1, 2)
    col = (mm[:, 0] - geometry.grid.x - geometry.cell_size / 2) / geometry.pitch
    row = (mm[:, 1] - geometry.grid.y - geometry.cell_size / 2) / geometry.pitch
    off = np.hypot(col - np.round(col), row - np.round(row))
    order = np.argsort(off)
    order = order[off[order] <= GRID.step_tolerance]
    places = np.stack([np.round(row[order]), np.round(col[order])], axis=1).astype(int)
    _, first = np.unique(places, axis=0, return_index=True)
    first.sort()
    return {(int(r), int(c)): int(index) for (r, c), index in zip(places[first], order[first])}


def sheet_score(cells: Sequence[Cell], layout: Layout) -> float:
    """How well squares at ``cells`` (lattice positions of ``layout``) show that pad: spaces
    count 1, holes and positions near the pad count against.

    >>> from splitter_print.game.layout import load_layout
    >>> sheet_score([(0, 2), (0, 0), (-1, 0)], load_layout("A"))
    -0.5
    """
    pad = 2
    weights = layout_weights(layout, pad)
    near = [(r + pad, c + pad) for r, c in cells if 0 <= r + pad < weights.shape[0] and 0 <= c + pad < weights.shape[1]]
    return float(sum(weights[p] for p in near))


def fit_error_mm(homography: np.ndarray, mm: np.ndarray, px: np.ndarray) -> float:
    """RMS distance in sheet mm between known points and the pixels found for them, mapped back."""
    back = cv2.perspectiveTransform(px.reshape(-1, 1, 2), np.linalg.inv(homography)).reshape(-1, 2)
    return float(np.sqrt(np.mean(np.sum((back - mm) ** 2, axis=1))))


def sheet_centre(layout: Layout) -> tuple[float, float]:
    geometry = sheet_geometry(layout)
    return (geometry.width / 2, geometry.height / 2)


def upright_handed(homography: np.ndarray, layout: Layout) -> bool:
    """Whether the homography shows the paper's front (a photo never shows a sheet mirrored)."""
    return float(np.linalg.det(jacobian(homography, sheet_centre(layout)))) > 0


def uprightness(homography: np.ndarray, layout: Layout) -> float:
    """How nearly the sheet's downward direction points down the photo (1 upright, -1 upside down)."""
    down = jacobian(homography, sheet_centre(layout))[:, 1]
    return float(down[1] / np.linalg.norm(down))


EDGE_REACH_PX: Final = 3
"""How far around a pixel :func:`edge_strength` looks (its 3 x 3 blur and 3 x 3 Sobel reach
2 px): a window this much wider than the points asked about gives them their whole-image values."""


def edge_strength(grey: np.ndarray) -> np.ndarray:
    """Gradient magnitude of the lightly smoothed picture: high on printed lines."""
    smooth = cv2.GaussianBlur(grey, (3, 3), 0).astype(np.float32)
    return cv2.magnitude(cv2.Sobel(smooth, cv2.CV_32F, 1, 0), cv2.Sobel(smooth, cv2.CV_32F, 0, 1))


@cache
def box_outlines(layout: Layout, inset: float) -> np.ndarray:
    """Points every half millimetre along the panel's score boxes, each shrunk by ``inset`` mm."""
    geometry = sheet_geometry(layout)
    points = []
    for name in GRID.evidence_boxes:
        if name not in geometry.boxes:
            continue
        corners = geometry.boxes[name].inset(inset).corners
        for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
            t = np.arange(0, 1, 0.5 / max(np.hypot(x1 - x0, y1 - y0), 0.5))
            points += list(zip(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
    return np.array(points, np.float64).reshape(-1, 1, 2)


def print_evidence(grey: np.ndarray, homography: np.ndarray, layout: Layout) -> float:
    """How sharply the panel's printed score boxes show where ``homography`` puts them: about
    1 when the outlines lie on lines in the photo, about 0 when they fall anywhere else (the
    sheet turned the wrong way, or a pad whose panel looks different).

    The edges (:func:`edge_strength`) are measured only around the points looked at.
    """
    on, inside, outside = (np.round(cv2.perspectiveTransform(box_outlines(layout, inset), homography)
                                    ).reshape(-1, 2).astype(int)
                           for inset in (0.0, GRID.evidence_offset_mm, -GRID.evidence_offset_mm))
    height, width = grey.shape[:2]
    seen = [px[(px[:, 0] >= 0) & (px[:, 0] < width) & (px[:, 1] >= 0) & (px[:, 1] < height)]
            for px in (on, inside, outside)]
    every = np.concatenate(seen)
    if not len(every):
        return 0.0
    left, top = np.maximum(every.min(axis=0) - EDGE_REACH_PX, 0)
    right, bottom = np.minimum(every.max(axis=0) + EDGE_REACH_PX + 1, (width, height))
    edges = edge_strength(grey[top:bottom, left:right])

    def mean_edge(all_px: np.ndarray, px: np.ndarray) -> float:
        return float(edges[px[:, 1] - top, px[:, 0] - left].sum() / max(1, len(all_px)))
    on_edge = mean_edge(on, seen[0])
    off_edge = (mean_edge(inside, seen[1]) + mean_edge(outside, seen[2])) / 2
    return (on_edge - off_edge) / (on_edge + 1e-6)




def side_evidence(grey: np.ndarray, homography: np.ndarray, layout: Layout) -> float:
    """How much more printed line lies just left of our sheet's plate, where the panel's boxes
    end, than just right of it, between the markers, where ``homography`` puts them: the
    difference of the strips' mean :func:`edge_strength`, as a share of the mean edge strength
    along the spaces' outlines (so light falling unevenly on the paper counts for little, and
    two blank strips are no evidence). Both strips lie on the sheet itself, so a neighbouring
    sheet's panel never counts; the grid's half turn swaps them.
    """
    geometry = sheet_geometry(layout)
    plate = geometry.plate
    steps = np.arange(*GRID.side_strip_mm, 0.5)
    ys = np.arange(EDGE + MARKER_SIZE + MARKER_QUIET, geometry.height - EDGE - MARKER_SIZE - MARKER_QUIET, 0.5)
    height, width = grey.shape[:2]
    looked_at = []
    for mm in ([(x, y) for x in plate.x - steps for y in ys], [(x, y) for x in plate.x + plate.w + steps for y in ys],
               space_outlines(layout)):
        px = np.round(cv2.perspectiveTransform(np.array([mm], np.float64), homography)[0]).astype(int)
        if not np.all((px >= 0) & (px < (width, height))):
            return 0.0
        looked_at.append(px)
    every = np.concatenate(looked_at)
    left, top = np.maximum(every.min(axis=0) - EDGE_REACH_PX, 0)
    right, bottom = np.minimum(every.max(axis=0) + EDGE_REACH_PX + 1, (width, height))
    edges = edge_strength(grey[top:bottom, left:right])
    panel, blank, outline = (float(edges[px[:, 1] - top, px[:, 0] - left].mean()) for px in looked_at)
    return (panel - blank) / (outline + 1e-6)


@cache
def space_outlines(layout: Layout) -> tuple[tuple[float, float], ...]:
    """Points every half millimetre along the outlines of the layout's spaces, in sheet mm."""
    points: list[tuple[float, float]] = []
    for cell in layout.spaces:
        corners = sheet_geometry(layout).cells[cell].corners
        for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
            t = np.arange(0, 1, 0.5 / np.hypot(x1 - x0, y1 - y0))
            points += list(zip(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
    return tuple(points)


def decisive(evidence: Sequence[float]) -> int | None:
    """The reading whose panel clearly shows, if exactly one does.

    >>> decisive([0.05, 0.9]), decisive([0.8, 0.7]), decisive([0.1, 0.05])
    (1, None, None)
    """
    best = int(np.argmax(evidence))
    others = [e for i, e in enumerate(evidence) if i != best]
    if evidence[best] >= GRID.decisive_evidence and all(e < 0.5 * evidence[best] for e in others):
        return best
    return None


def find_grids(squares: Sequence[Square], layouts: Sequence[Layout], grey: np.ndarray, debug: DebugSink
               ) -> tuple[list[GridMatch], list[Lattice]]:
    """Every pad found from squares alone in ``grey``, and the lattices that matched no pad (a
    lattice of more squares than any pad's pattern can explain, :func:`most_explained`, is not
    matched)."""
    if len(squares) < GRID.min_lattice:
        return [], []
    places = Places.of(squares)
    free = Free(neighbours(places))
    most = most_explained(layouts)
    matches: list[GridMatch] = []
    unmatched: list[Lattice] = []
    while True:
        cells = grow_lattice(places, free)
        if cells is None:
            break
        lattice = fit_lattice(cells, places, free.mask) if len(cells) >= GRID.min_lattice else None
        free.take(cells.values())
        if lattice is None:
            continue
        free.take(lattice.cells.values())
        match = match_layouts(lattice, squares, layouts, grey) \
            if len(lattice.cells) <= most and squares_aligned(lattice, squares) else None
        if debug.active:
            debug.save("lattice", draw_lattice(grey, lattice, squares, match is not None))
        if match is None:
            unmatched.append(lattice)
        else:
            matches.append(match)
    return matches, unmatched


def most_explained(layouts: Sequence[Layout]) -> int:
    """The most squares a lattice may hold and still be one of ``layouts`` (:func:`acceptable`):
    one on every position of the pattern, and as many beyond it as its spaces allow.

    >>> from splitter_print.game.layout import load_layout
    >>> layout = load_layout("A")
    >>> most_explained([layout]) == layout.rows * layout.cols + int(GRID.max_beyond_share * len(layout.spaces))
    True
    """
    return max(layout.rows * layout.cols + int(max(2.0, GRID.max_beyond_share * len(layout.spaces)))
               for layout in layouts)




def squares_aligned(lattice: Lattice, squares: Sequence[Square]) -> bool:
    """Whether the squares' sides run along the lattice's steps, as a pad's spaces do; the
    white squares of a chessboard form a lattice too, but one turned 45 degrees to their sides.

    >>> corners = np.array([[0, 0], [10, 0], [10, 10], [0, 10]], float)
    >>> lattice = Lattice({(0, 0): 0}, np.array([[12.0, 0, 5], [0, 12.0, 5], [0, 0, 1]]), 12.0)
    >>> squares_aligned(lattice, [Square(corners, np.array([5.0, 5.0]), 10.0)])
    True
    >>> turn = np.array([[1, -1], [1, 1]]) / np.sqrt(2)
    >>> squares_aligned(lattice, [Square(corners @ turn.T, np.array([0.0, 7.07]), 10.0)])
    False
    """
    twists = []
    for (row, col), index in lattice.cells.items():
        square = squares[index]
        step = jacobian(lattice.homography, (col, row))[:, 0]
        side = square.corners[1] - square.corners[0]
        angle = np.degrees(np.arctan2(side[1], side[0]) - np.arctan2(step[1], step[0])) % 90
        twists.append(min(angle, 90 - angle))
    return bool(np.median(twists) <= GRID.max_twist_degrees)


def draw_lattice(grey: np.ndarray, lattice: Lattice, squares: Sequence[Square], matched: bool) -> np.ndarray:
    """Each lattice square's centre labelled with its ``row,col`` (green: a pad; red: no pad)."""
    out = cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)
    colour = (0, 180, 0) if matched else (0, 0, 255)
    for (row, col), index in lattice.cells.items():
        x, y = np.round(squares[index].centre).astype(int)
        cv2.circle(out, (int(x), int(y)), 4, colour, -1)
        cv2.putText(out, f"{row},{col}", (int(x) + 5, int(y) - 5), cv2.FONT_HERSHEY_SIMPLEX, 0.4, colour, 1)
    return out
