"""What the template strategies share: light regions of a mask, their outlines, starts from an
outline, and the alignment of a drawn template with the photo.

The publisher's pads (:mod:`.lattice`) and our small pads (:mod:`.drawn`) are both found as a
light region of the photo whose outline gives a start, then a template drawn from the layout
is aligned to the photo there by maximising their correlation over a homography (OpenCV's
ECC). What differs, the template and how sure a fit must be, stays with each strategy.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import cv2
import numpy as np

from splitter_print.reading.geometry import jacobian

Box = tuple[tuple[float, float], tuple[float, float]]
"""A rectangle as its top-left and bottom-right corners, in the units a homography maps to pixels."""


@dataclass(frozen=True)
class AlignTuning:
    """Which light region is a table, which views are plausible, and when an alignment stops.

    >>> ALIGN.min_aspect
    0.4
    """

    table_share: float = 0.5
    """A light region larger than this share of the mask's pixels is a table, not a sheet."""
    outline_tolerance: float = 0.01
    """How far, as a share of the convex hull's perimeter, the outline's first polygon may leave the hull."""
    min_aspect: float = 0.4
    """A square seen at most about 60 degrees off straight above: its shortest side in the photo
    is at least this share of its longest."""
    settled: float = 1e-3
    """An alignment stops once its correlation moves less than this between iterations."""


ALIGN = AlignTuning()
"""The tuning the reader runs with."""


@dataclass(frozen=True)
class Region:
    """A light region: its 0/1 mask inside its bounding box ``(x, y, w, h)`` in the picture."""

    mask: np.ndarray
    box: tuple[int, int, int, int]

    @cached_property
    def area(self) -> int:
        """Its pixels, counted once (every step of a region's search asks)."""
        return int(self.mask.sum())


def components(light: np.ndarray, most: int, smallest: float, largest: float = np.inf,
               origin: tuple[int, int] = (0, 0)) -> tuple[list[Region], np.ndarray, np.ndarray]:
    """At most ``most`` 4-connected regions of a 0/1 mask, largest first, none of fewer than
    ``smallest`` or more than ``largest`` pixels, their boxes moved by ``origin`` (where the
    mask lies in the picture); and the labels and areas they came from.

    Only the regions kept are boxed, one by one: OpenCV's statistics of every component would
    box them all, which costs more on a picture of many small ones.

    >>> light = np.zeros((40, 70), np.uint8); light[5:35, 5:30] = 1; light[5:35, 35:65] = 1
    >>> [r.box for r in components(light, 5, 400, origin=(10, 0))[0]]
    [(45, 5, 30, 30), (15, 5, 25, 30)]
    >>> [r.box for r in components(light, 5, 800)[0]]
    [(35, 5, 30, 30)]
    """
    count, labels = cv2.connectedComponents(light, connectivity=4)
    areas = np.bincount(labels.ravel(), minlength=count)[1:].astype(np.int64)
    regions: list[Region] = []
    for index in np.argsort(-areas).tolist():
        if areas[index] < smallest or len(regions) == most:
            break
        if areas[index] <= largest:
            mask = labels == index + 1
            x, y, w, h = cv2.boundingRect(mask.view(np.uint8))
            regions.append(Region(mask[y:y + h, x:x + w].astype(np.uint8), (origin[0] + x, origin[1] + y, w, h)))
    return regions, labels, areas


def regions_of(light: np.ndarray, most: int, smallest: float) -> tuple[list[Region], np.ndarray | None]:
    """At most ``most`` regions of a 0/1 mask (closed by 3 x 3 first, so that lines a pixel wide
    do not divide it), largest first, each of at least ``smallest`` pixels and at most
    :attr:`AlignTuning.table_share` of the mask; and the mask of the region larger than that
    (a table), if any."""
    light = cv2.morphologyEx(light, cv2.MORPH_CLOSE, np.ones((3, 3), np.uint8))
    height, width = light.shape[:2]
    regions, labels, areas = components(light, most, smallest, largest=ALIGN.table_share * height * width)
    huge = np.flatnonzero(areas > ALIGN.table_share * height * width) + 1  # at most one
    return regions, (labels == huge[0] if len(huge) else None)


def enclosing_quad(region: Region) -> np.ndarray | None:
    """Four corners (pixels) of a small quadrilateral around the region: its convex hull with
    edges dropped one by one, each time the one whose neighbours, extended to meet, add the
    least area. A pattern's outer rows and columns lie on the four sides, so under any
    perspective the quad is its lattice rectangle, clipped corners (pad A) included.

    >>> mask = np.zeros((40, 40), np.uint8); mask[10:30, 5:35] = 1; mask[10:14, 5:9] = 0
    >>> enclosing_quad(Region(mask, (0, 0, 40, 40))).round().astype(int).tolist()
    [[34, 10], [34, 29], [5, 29], [5, 10]]
    """
    contours, _ = cv2.findContours(region.mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        return None
    hull = cv2.convexHull(max(contours, key=cv2.contourArea))
    polygon = cv2.approxPolyDP(hull, ALIGN.outline_tolerance * cv2.arcLength(hull, True), True
                               ).reshape(-1, 2).astype(np.float64)
    polygon += region.box[:2]
    while len(polygon) > 4:
        best: tuple[float, int, np.ndarray] | None = None
        n = len(polygon)
        for i in range(n):
            a, b, c, d = polygon[i - 1], polygon[i], polygon[(i + 1) % n], polygon[(i + 2) % n]
            meet = intersection(a, b, c, d)
            if meet is None:
                continue
            added = abs(cross(b - meet, c - meet)) / 2
            if best is None or added < best[0]:
                best = (added, i, meet)
        if best is None:
            return None
        _, i, meet = best
        polygon = np.vstack([polygon[:i], [meet], polygon[i + 2:]]) if i + 1 < n else np.vstack([[meet], polygon[1:i]])
    return polygon if len(polygon) == 4 else None


def intersection(a: np.ndarray, b: np.ndarray, c: np.ndarray, d: np.ndarray) -> np.ndarray | None:
    """Where the line through ``a, b`` extended beyond ``b`` meets the line through ``d, c``
    extended beyond ``c`` (None when they do not meet on that side).

    >>> intersection(*np.array([[0.0, 0], [1, 0], [3, 1], [3, 2]])).tolist()
    [3.0, 0.0]
    """
    r, s = b - a, c - d
    denominator = cross(r, s)
    if abs(denominator) < 1e-9:
        return None
    t = cross(d - a, s) / denominator
    u = cross(d - a, r) / denominator
    if t < 1 or u < 1:
        return None
    return np.asarray(a + t * r)


def cross(u: np.ndarray, v: np.ndarray) -> float:
    """The z component of the cross product of two plane vectors (positive: ``v`` turns left of ``u``)."""
    return float(u[0] * v[1] - u[1] * v[0])


def rectangle_starts(quad: np.ndarray, width: float, height: float) -> list[np.ndarray]:
    """Homographies taking the rectangle ``(0, 0)`` - ``(width, height)`` to ``quad``, one per
    turn (corners matched in each cyclic order that does not mirror: a photo never shows a
    sheet mirrored).

    >>> len(rectangle_starts(np.array([[0.0, 0], [20, 0], [20, 10], [0, 10]]), 2, 1))
    4
    """
    rectangle = np.array([(0, 0), (width, 0), (width, height), (0, height)], np.float32)
    centre = np.array([width / 2, height / 2])
    found = []
    for order in (quad, quad[::-1]):
        for shift in range(4):
            homography = cv2.getPerspectiveTransform(rectangle, np.roll(order, shift, axis=0).astype(np.float32))
            if local_determinant(homography, centre) > 0:
                found.append(homography.astype(np.float64))
    return found


def local_determinant(homography: np.ndarray, point: np.ndarray) -> float:
    """The determinant of the homography's derivative at ``point`` (negative: a mirror).

    >>> local_determinant(np.diag([2.0, -3.0, 1.0]), np.zeros(2))
    -6.0
    """
    return float(np.linalg.det(jacobian(homography, (float(point[0]), float(point[1])))))


def plausible_slant(derivative: np.ndarray) -> bool:
    """Whether a square could look like this under the 2 x 2 ``derivative`` of a homography:
    its shortest side at least :attr:`AlignTuning.min_aspect` of its longest.

    >>> plausible_slant(np.diag([10.0, 5.0])), plausible_slant(np.diag([10.0, 3.0]))
    (True, False)
    """
    low, high = np.linalg.svd(derivative, compute_uv=False)[::-1]
    return bool(low >= ALIGN.min_aspect * high)


def in_front(homography: np.ndarray, points: np.ndarray) -> bool:
    """Whether every point ``(n, 2)`` is mapped in front of the camera (a positive scale).

    >>> tilted = np.array([[1.0, 0, 0], [0, 1, 0], [-0.1, 0, 1]])
    >>> in_front(tilted, np.array([[1.0, 1], [5, 1]])), in_front(tilted, np.array([[20.0, 1]]))
    (True, False)
    """
    w = (homography @ np.vstack([points.T, np.ones(len(points))]))[2]
    return not np.any(w * homography[2, 2] <= 0)


def box_covers(homography: np.ndarray, box: Box, point: np.ndarray) -> bool:
    """Whether ``point`` (pixels) lies inside the ``box`` as ``homography`` maps it to pixels.

    >>> box_covers(np.diag([10.0, 10.0, 1.0]), ((0, 0), (2, 1)), np.array([15.0, 5.0]))
    True
    """
    (left, top), (right, bottom) = box
    corners = np.array([[(left, top), (right, top), (right, bottom), (left, bottom)]], np.float64)
    outline = cv2.perspectiveTransform(corners, homography)[0].astype(np.float32).reshape(-1, 1, 2)
    return cv2.pointPolygonTest(outline, (float(point[0]), float(point[1])), False) >= 0


def crop_around(picture: np.ndarray, homography: np.ndarray, box: Box) -> tuple[np.ndarray, np.ndarray]:
    """The part of ``picture`` holding the ``box``, and the translation from picture to crop
    pixels; the whole picture when the box maps to no finite place.

    >>> crop, shift = crop_around(np.zeros((100, 100)), np.eye(3), ((10, 20), (30, 40)))
    >>> crop.shape, shift[:2, 2].tolist()
    ((21, 21), [-10.0, -20.0])
    """
    (left, top), (right, bottom) = box
    corners = np.array([[(left, top), (right, top), (right, bottom), (left, bottom)]], np.float64)
    px = cv2.perspectiveTransform(corners, homography)[0]
    height, width = picture.shape[:2]
    if not np.all(np.isfinite(px)):
        return picture, np.eye(3)
    x0, y0 = np.clip(np.floor(px.min(axis=0)).astype(int), 0, (width - 1, height - 1))
    x1, y1 = np.clip(np.ceil(px.max(axis=0)).astype(int) + 1, (x0 + 1, y0 + 1), (width, height))
    return picture[y0:y1, x0:x1], np.array([[1.0, 0, -x0], [0, 1.0, -y0], [0, 0, 1]])


def ecc(drawn: np.ndarray, crop: np.ndarray, mask: np.ndarray, warp: np.ndarray, smoothing: int,
        iterations: int, settled: float = ALIGN.settled) -> tuple[float, np.ndarray]:
    """OpenCV's ECC alignment of the template ``drawn`` (compared where ``mask`` says) with the
    crop by a homography from ``warp`` (template -> crop pixels, float32): its correlation and
    warp after at most ``iterations`` (fewer once the correlation moves less than ``settled``).
    Raises ``cv2.error`` when it diverges."""
    correlation, moved = cv2.findTransformECCWithMask(
        drawn, crop, mask, np.full(crop.shape, 255, np.uint8), warp, cv2.MOTION_HOMOGRAPHY,
        (cv2.TERM_CRITERIA_COUNT | cv2.TERM_CRITERIA_EPS, iterations, settled), smoothing)
    return float(correlation), moved
