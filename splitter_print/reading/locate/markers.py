"""Finding our own pads by their ArUco corner markers, and reading who they are from the QR code.

Each printed sheet carries markers 0-3 (:data:`~splitter_print.paper.geometry.MARKER_IDS`) at its
top-left, top-right, bottom-right and bottom-left corners. Two markers of one sheet already
give 8 corner points, enough for a homography; the ids say which corner is which, so a sheet
upside down is read the right way. Several sheets in one photo repeat the ids, so sightings are
grouped first: a marker's own four corners predict where the sheet's other markers must be.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final, cast

import cv2
import numpy as np

from splitter_print.errors import Message
from splitter_print.game.layout import Layout
from splitter_print.paper.geometry import ARUCO_DICTIONARY, MARKER_IDS, Rect, sheet_geometry
from splitter_print.paper.identity import IdentityError, SheetIdentity, parse_identity
from splitter_print.reading.budget import BUDGET, Budget, TooManyShapesError
from splitter_print.reading.debug import DebugSink
from splitter_print.reading.geometry import scale_at
from splitter_print.reading.photo.load import HALVED_TO_WHOLE


@dataclass(frozen=True)
class MarkerTuning:
    """How our corner markers are looked for and grouped into sheets, and how hard a sheet's QR
    code is tried: where it is placed, then searched for.

    >>> MARKERS.qr_min_px, MARKERS.placed_qr_px, MARKERS.sharp_qr_px
    (40.0, 20.0, 80.0)
    """

    threshold_windows: tuple[int, ...] = (23, 13)
    """Adaptive threshold windows (px of the reduced copy) markers are looked for with, in turn:
    the first finds every marker of a sheet filling much of the photo, the second the small
    markers of several sheets side by side."""
    group_tolerance: float = 0.25
    """How far (a share of the distance predicted) a marker may lie from where its sheet-mate says."""
    qr_views: tuple[tuple[float, float, bool], ...] = ((12.0, 4.0, True), (8.0, 2.0, False), (16.0, 2.0, True),
                                                       (6.0, 4.0, False))
    """(pixels per mm, margin in mm around the code, whether OpenCV's standard detector searches
    it too) of the flat views the QR code is searched for in, by the Aruco-based detector in
    each: the detectors miss a readable code now and then at one scale and find it at another;
    the standard one, several times slower, only where it reads codes the other misses."""
    qr_placed_view: tuple[float, float] = (8.0, 2.0)
    """(pixels per mm, margin in mm) of the view the code is first decoded in where the
    homography puts it."""
    qr_local_window: float = 0.14
    """The neighbourhood (a share of the code's side) of the local threshold a blurred code is
    read with where it is expected: about three modules."""
    qr_local_c: int = 5
    """Grey levels below its neighbourhood's mean at which that local threshold calls a pixel dark."""
    qr_sharpen: float = 2.0
    """The amount of the unsharp mask of the last view a code is decoded in where placed."""
    qr_sharpen_sigma: float = 0.025
    """The unsharp mask's blur sigma, a share of the code's side (about half a module)."""
    finder_reach: float = 2.0
    """How far (modules) from where the homography puts them a code's three finder patterns are
    looked for when it is not decoded there (:func:`finder_corners`)."""
    finder_match: float = 0.5
    """How well (normalised correlation) a finder pattern must match to count."""
    finder_move: float = 0.1
    """How far (modules) the finders must move a corner for the code to be decoded again where
    they put it: OpenCV's decoder, given the corners, reads some codes only once they are placed
    within a fraction of a module."""
    qr_min_px: float = 40.0
    """Side (px of the photo) below which a QR code's modules blur together (about 2 px a module):
    such a code is only decoded where placed (no search), then in the finer copy if there is one."""
    qr_min_contrast: float = 40.0
    """Grey-level spread below which the QR area is blank (covered, or a pad without a code)."""
    qr_search_move: float = 0.1
    """How far (a share of the code's side) a code's corners may lie from those of a search that
    found nothing for that search to stand (:class:`QrReader`)."""

    @property
    def placed_qr_px(self) -> float:
        """Side (px of the photo) below which a QR code is not read at all (about 1 px a module):
        half :attr:`qr_min_px`."""
        return self.qr_min_px / 2

    @property
    def sharp_qr_px(self) -> float:
        """Side (px) under which a QR code (about 4 px a module) is read in a finer copy of the
        photo when there is one and the code was not decoded where placed: twice :attr:`qr_min_px`."""
        return 2 * self.qr_min_px


MARKERS = MarkerTuning()
"""The tuning the reader runs with."""
QR_MODULES: Final = (21, 25)
"""Modules across our sheets' QR codes, which fill the sheet's QR square: version 1 (error
correction M) holds an identity with a serial of up to three digits, version 2 longer ones."""




@dataclass(frozen=True)
class Sighting:
    """One detected marker: its id and its four corners in pixels (ArUco's order)."""

    id: int
    corners: np.ndarray

    @property
    def centre(self) -> np.ndarray:
        return np.asarray(self.corners.mean(axis=0))


def detect_markers(grey: np.ndarray, debug: DebugSink, budget: Budget = BUDGET) -> list[Sighting]:
    """Every marker of our dictionary whose id is a sheet corner.

    ArUco thresholds the picture with each of :attr:`~MarkerTuning.threshold_windows` in turn,
    the next only while the markers found cannot be whole sheets (:func:`complete`); a marker
    found again is kept once. When the first window finds none, the next is not tried (on made
    photos it never found any where the first found none), so a pad without markers (or with
    them covered) is not thresholded twice. More markers than ``budget`` groups raise
    :class:`~.budget.TooManyShapesError` (each is compared with every other).
    """
    found: list[Sighting] = []
    for window in MARKERS.threshold_windows:
        seen = sightings_at(grey, window)
        if len(found) + len(seen) > budget.markers:
            raise TooManyShapesError(len(found) + len(seen), Message("markers"), budget.markers)
        found += [s for s in seen if not any(s.id == f.id and same_place(s, f) for f in found)]
        if complete(found) or not found:
            break
    if debug.active:
        picture = cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)
        for sighting in found:
            cv2.polylines(picture, [np.round(sighting.corners).astype(np.int32)], True, (255, 0, 255), 3)
            x, y = np.round(sighting.centre).astype(int)
            cv2.putText(picture, str(sighting.id), (int(x), int(y)), cv2.FONT_HERSHEY_SIMPLEX, 1.2, (255, 0, 255), 3)
        debug.save("markers", picture)
    return found


def sightings_at(grey: np.ndarray, window: int) -> list[Sighting]:
    """The sheet-corner markers ArUco finds thresholding ``grey`` with a ``window`` pixel mean."""
    parameters = cv2.aruco.DetectorParameters()
    parameters.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_SUBPIX
    parameters.adaptiveThreshWinSizeMin = parameters.adaptiveThreshWinSizeMax = window
    detector = cv2.aruco.ArucoDetector(cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ARUCO_DICTIONARY)),
                                       parameters)
    corners, ids, _ = detector.detectMarkers(grey)
    return [] if ids is None else [Sighting(int(i), c.reshape(4, 2).astype(np.float64))
                                   for c, i in zip(corners, ids.ravel()) if int(i) in MARKER_IDS]


def same_place(one: Sighting, other: Sighting) -> bool:
    """Whether two sightings' centres lie within half a marker's side of each other."""
    return bool(np.linalg.norm(one.centre - other.centre) < 0.5 * np.linalg.norm(other.corners[0] - other.corners[1]))


def complete(sightings: Sequence[Sighting]) -> bool:
    """Whether the sightings could be whole sheets: every corner id seen, each as often.

    >>> square = np.zeros((4, 2))
    >>> complete([Sighting(i, square) for i in (0, 1, 2, 3)]), complete([Sighting(i, square) for i in (0, 1, 2)])
    (True, False)
    """
    counts = Counter(s.id for s in sightings)
    return bool(counts) and len({counts[i] for i in MARKER_IDS}) == 1


def marker_points(group: Sequence[Sighting], layout: Layout) -> tuple[np.ndarray, np.ndarray]:
    """Matching corner points of the group: sheet mm and pixels."""
    rects = {m.id: m.rect for m in sheet_geometry(layout).markers}
    mm = np.array([corner for s in group for corner in rects[s.id].corners], np.float64)
    px = np.concatenate([s.corners for s in group])
    return mm, px


def marker_homography(group: Sequence[Sighting], layout: Layout) -> np.ndarray:
    """Sheet mm -> pixels from the group's marker corners (least squares); an affine fit when
    the corners are too degenerate for a homography."""
    mm, px = marker_points(group, layout)
    homography = cast("np.ndarray | None", cv2.findHomography(mm, px, 0)[0])  # None when degenerate
    if homography is not None:
        return homography
    affine, *_ = np.linalg.lstsq(np.hstack([mm, np.ones((len(mm), 1))]), px, rcond=None)
    return np.vstack([affine.T, [0.0, 0.0, 1.0]])


def predicted_centre(group: Sequence[Sighting], layout: Layout, marker_id: int) -> np.ndarray:
    """Where the group's sheet has marker ``marker_id``, by an affine fit to the group's corners:
    unlike a homography from one small square, it extrapolates calmly across the sheet."""
    mm, px = marker_points(group, layout)
    affine, *_ = np.linalg.lstsq(np.hstack([mm, np.ones((len(mm), 1))]), px, rcond=None)
    rect = next(m.rect for m in sheet_geometry(layout).markers if m.id == marker_id)
    return np.asarray(np.array([*rect.center, 1.0]) @ affine)


def fits(group: Sequence[Sighting], layout: Layout, sighting: Sighting) -> bool:
    """Whether ``sighting`` sits where ``group`` expects its marker on a sheet of ``layout``."""
    expected = predicted_centre(group, layout, sighting.id)
    reach = min(np.linalg.norm(expected - s.centre) for s in group)
    side = np.linalg.norm(group[0].corners[0] - group[0].corners[2])
    return bool(np.linalg.norm(sighting.centre - expected) < MARKERS.group_tolerance * reach + side)


def group_markers(sightings: Sequence[Sighting], layouts: Sequence[Layout]
                  ) -> list[tuple[list[Sighting], list[Layout]]]:
    """Sightings grouped into sheets, each with the layouts whose marker positions it fits.

    Groups of a single marker are dropped: one small square is too little to place a sheet
    (the grid alone does better there).
    """
    left = list(sightings)
    groups = []
    while left:
        seed = left.pop(0)
        group, possible = [seed], list(layouts)
        for other in sorted(left, key=lambda s: float(np.linalg.norm(s.centre - seed.centre))):
            if other.id in {s.id for s in group}:
                continue
            fitting = [layout for layout in possible if fits(group, layout, other)]
            if fitting:
                group.append(other)
                possible = fitting
        left = [s for s in left if all(s is not g for g in group)]
        if len(group) >= 2:
            groups.append((group, possible))
    return groups


@dataclass
class QrReader:
    """The QR codes of one photo (``image`` and ``finer`` as for :func:`read_qr`), read where a
    homography puts them, remembering what each call found and where OpenCV's detectors searched
    in vain: the next copy of the photo finds the same sheet placed a little differently, and a
    code read there is the same code, a blurred code decoded or searched again there (several
    decoder and detector calls) no more readable. A call whose code's corners lie within
    :attr:`~MarkerTuning.qr_search_move` of its side from an earlier one's answers as that did
    when it read a code, or was at least as thorough (``search``) in vain.

    >>> from splitter_print.paper.geometry import Rect
    >>> reader = QrReader(np.full((200, 200), 255, np.uint8))
    >>> reader(np.eye(3), Rect(50, 50, 60, 60)) is None
    True
    """

    image: np.ndarray
    finer: Callable[[], np.ndarray] | None = None
    unread: list[tuple[tuple[int, ...], np.ndarray]] = field(default_factory=list)
    answers: list[tuple[np.ndarray, bool, str | None]] = field(default_factory=list)

    def __call__(self, homography: np.ndarray, qr: Rect, search: bool = True) -> str | None:
        corners = cv2.perspectiveTransform(np.array([qr.corners], np.float64), homography)[0]
        reach = MARKERS.qr_search_move * float(np.linalg.norm(corners[1] - corners[0]))
        for seen, searched, text in self.answers:
            if np.abs(corners - seen).max() < reach and (text is not None or searched or not search):
                return text
        text = read_qr(self.image, homography, qr, self.finer, self.unread, search)
        self.answers.append((corners, search, text))
        return text


def read_qr(image: np.ndarray, homography: np.ndarray, qr: Rect,
            finer: Callable[[], np.ndarray] | None = None,
            unread: list[tuple[tuple[int, ...], np.ndarray]] | None = None,
            search: bool = True) -> str | None:
    """The text of the QR code where ``homography`` puts the sheet's QR rectangle, if any.

    The region is warped flat, so the code is read square and sharp at full resolution
    whatever the photo's perspective; a blank region, or a code too small in the photo to
    resolve its modules (under :attr:`~MarkerTuning.qr_min_px`), is not searched. The homography
    already says where the code's corners are, so it is first decoded there without a search,
    then where its finder patterns put it (:func:`decode_placed`, cheap; also in a dim region,
    as a sheet in shadow shows its code with little contrast); when that fails (a blurred or
    slightly misplaced code), OpenCV's detectors search a few views (scale and margin,
    :attr:`~MarkerTuning.qr_views`): they miss a readable code now and then at one scale and
    find it at another. A code partly outside the photo is not searched for: the search costs
    much and cannot read it.

    ``finer`` gives the photo at twice ``image``'s size (a halved decode's whole photo, see
    :attr:`~.load.Photo.halved`, decoded when first asked): a code under
    :attr:`~MarkerTuning.sharp_qr_px` in ``image`` that is not decoded where placed there is
    read in it instead.

    ``unread`` holds (picture shape, code corners in its pixels) of searches that found nothing;
    a code whose corners lie within :attr:`~MarkerTuning.qr_search_move` of its side from one
    of them is only decoded where placed, and a new search that finds nothing is added.

    Without ``search`` the code is only decoded where placed in ``image`` (no detectors, no
    finer copy): for a sheet whose pad its spaces already name, the code is read when that is
    cheap and is not worth searching and decoding the whole photo for when it is not.
    """
    side = scale_at(homography, qr.center) * min(qr.w, qr.h)
    finer = finer if search else None

    def sharper() -> str | None:
        return None if finer is None else read_qr(finer(), HALVED_TO_WHOLE @ homography, qr, unread=unread)

    if side < MARKERS.placed_qr_px:
        return None
    px_per_mm, margin = MARKERS.qr_placed_view
    placed = flat_view(image, homography, qr.inset(-margin), px_per_mm)
    placed = placed if placed.ndim == 2 else cv2.cvtColor(placed, cv2.COLOR_BGR2GRAY)
    small = side < MARKERS.qr_min_px
    text = decode_placed(placed, qr.w * px_per_mm, margin * px_per_mm)
    if text or small:
        return text or sharper()
    if not search or float(placed.std()) < MARKERS.qr_min_contrast:
        return None
    if not in_photo(image, homography, qr):
        return None
    if side < MARKERS.sharp_qr_px and finer is not None:
        return sharper()
    corners = cv2.perspectiveTransform(np.array([qr.corners], np.float64), homography)[0]
    reach = MARKERS.qr_search_move * side
    if unread is not None and any(shape == image.shape and np.abs(corners - seen).max() < reach
                                  for shape, seen in unread):
        return None
    for px_per_mm, margin, standard in MARKERS.qr_views:
        flat = flat_view(image, homography, qr.inset(-margin), px_per_mm)
        detectors = (cv2.QRCodeDetector(), cv2.QRCodeDetectorAruco()) if standard else (cv2.QRCodeDetectorAruco(),)
        for detector in detectors:
            text, _, _ = detector.detectAndDecode(flat)
            if text:
                return text
    if unread is not None:
        unread.append((image.shape, corners))
    return None


def in_photo(image: np.ndarray, homography: np.ndarray, area: Rect) -> bool:
    """Whether all of ``area`` (sheet mm) lies inside the photo where ``homography`` puts it.

    >>> photo = np.zeros((100, 100))
    >>> in_photo(photo, np.eye(3), Rect(10, 10, 50, 50)), in_photo(photo, np.eye(3), Rect(60, 10, 50, 50))
    (True, False)
    """
    corners = cv2.perspectiveTransform(np.array([area.corners], np.float64), homography)[0]
    height, width = image.shape[:2]
    return bool(np.all((corners >= 0) & (corners <= (width - 1, height - 1))))


def decode_placed(flat: np.ndarray, side: float, margin: float) -> str | None:
    """The text of a QR code of ``side`` pixels whose top-left corner is ``margin`` pixels into
    the grey view ``flat``, read as it is, then binarised (Otsu), then binarised against its
    neighbourhood (about three modules: a blurred code's small modules fade into grey that one
    global threshold cuts wrong), then so once sharpened (:attr:`~MarkerTuning.qr_sharpen`);
    all that again with the corners its finder patterns give (:func:`finder_placed`); or None."""
    corners = np.array([[[margin, margin], [margin + side, margin], [margin + side, margin + side],
                         [margin, margin + side]]], np.float32)
    detector = cv2.QRCodeDetector()

    def local(grey: np.ndarray) -> np.ndarray:
        return cv2.adaptiveThreshold(grey, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY,
                                     round(MARKERS.qr_local_window * side) | 1, MARKERS.qr_local_c)

    def sharpened() -> np.ndarray:
        blurred = cv2.GaussianBlur(flat, (0, 0), MARKERS.qr_sharpen_sigma * side)
        return cv2.addWeighted(flat, 1 + MARKERS.qr_sharpen, blurred, -MARKERS.qr_sharpen, 0)

    views = (lambda: flat,
             lambda: cv2.threshold(flat, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)[1],
             lambda: local(flat),
             lambda: local(sharpened()))
    for placed in (lambda: corners, lambda: finder_placed(flat, side, margin, corners)):
        at = placed()
        if at is None:
            continue
        for view in views:
            text, _ = detector.decode(view(), at)
            if text:
                return text
    return None


def finder_placed(flat: np.ndarray, side: float, margin: float, corners: np.ndarray) -> np.ndarray | None:
    """The code's corners as its finder patterns place them (:func:`finder_corners`, of the module
    count whose finders match best), or None when none are found or they move no corner by
    :attr:`~MarkerTuning.finder_move` of a module from ``corners``, where it was decoded in vain."""
    finders = [(found, n) for found, n in ((finder_corners(flat, side, margin, n), n) for n in QR_MODULES)
               if found is not None]
    if not finders:
        return None
    (moved, _), modules = max(finders, key=lambda finder: finder[0][1])
    return None if np.abs(moved - corners).max() < MARKERS.finder_move * side / modules else moved


def finder_corners(flat: np.ndarray, side: float, margin: float, modules: int) -> tuple[np.ndarray, float] | None:
    """The corners of a code of ``modules`` across, expected ``side`` pixels wide ``margin`` pixels
    into the grey view ``flat``, as its three finder patterns place it (each looked for within
    :attr:`~MarkerTuning.finder_reach` modules of where expected, matching at least
    :attr:`~MarkerTuning.finder_match`), and how well the worst of them matches; or None. The
    homography of a small or steep sheet can put its code a module off, and a decoder given
    corners that far off reads nothing.

    >>> code = np.full((120, 120), 255, np.uint8)
    >>> for x, y in ((13, 10), (69, 10), (13, 66)):  # finders 3 px right of where expected
    ...     code[y:y + 28, x:x + 28] = 0; code[y + 4:y + 24, x + 4:x + 24] = 255; code[y + 8:y + 20, x + 8:x + 20] = 0
    >>> corners, match = finder_corners(code, 84.0, 10.0, 21)
    >>> corners.tolist(), round(match, 2)  # pixel centres: the code's edge is half a pixel out
    ([[[12.5, 9.5], [96.5, 9.5], [96.5, 93.5], [12.5, 93.5]]], 1.0)
    """
    module = side / modules
    template = finder_template(module)
    size = template.shape[0]
    picture = flat.astype(np.float32)
    expected = np.array([(3.5, 3.5), (modules - 3.5, 3.5), (3.5, modules - 3.5)], np.float32)
    reach = MARKERS.finder_reach * module + size / 2
    found, worst = [], 1.0
    for x, y in margin + expected * module:
        x0, y0 = max(round(x - reach), 0), max(round(y - reach), 0)
        window = picture[y0:round(y + reach) + 1, x0:round(x + reach) + 1]
        if window.shape[0] < size or window.shape[1] < size:
            return None
        _, match, _, (left, top) = cv2.minMaxLoc(cv2.matchTemplate(window, template, cv2.TM_CCOEFF_NORMED))
        if match < MARKERS.finder_match:
            return None
        worst = min(worst, match)
        found.append((x0 + left + (size - 1) / 2, y0 + top + (size - 1) / 2))
    affine = cv2.getAffineTransform(expected, np.array(found, np.float32))
    corners = np.array([(0, 0), (modules, 0), (modules, modules), (0, modules)], np.float32)
    return np.asarray(corners @ affine[:, :2].T + affine[:, 2], np.float32).reshape(1, 4, 2), worst


def finder_template(module: float) -> np.ndarray:
    """A QR finder pattern (7 modules, with a light module around it) drawn ``module`` pixels a module.

    >>> finder_template(1.0)[4].tolist()
    [1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 1.0]
    """
    pattern = np.ones((9, 9), np.float32)
    pattern[1:8, 1:8] = 0
    pattern[2:7, 2:7] = 1
    pattern[3:6, 3:6] = 0
    size = max(round(9 * module), 9)
    return cv2.resize(pattern, (size, size), interpolation=cv2.INTER_AREA)


def flat_view(image: np.ndarray, homography: np.ndarray, area: Rect, px_per_mm: float) -> np.ndarray:
    """The part of the photo showing ``area`` (sheet mm), warped flat at ``px_per_mm``."""
    scale = np.array([[px_per_mm, 0, -area.x * px_per_mm], [0, px_per_mm, -area.y * px_per_mm], [0, 0, 1]])
    size = (round(area.w * px_per_mm), round(area.h * px_per_mm))
    return cv2.warpPerspective(image, homography @ np.linalg.inv(scale), size,
                               flags=cv2.INTER_AREA | cv2.WARP_INVERSE_MAP, borderValue=(255, 255, 255))


def identity_from(text: str | None) -> tuple[SheetIdentity | None, tuple[Message, ...]]:
    """The identity in a QR text; anything else is ignored with a warning, never trusted."""
    if text is None:
        return None, ()
    try:
        return parse_identity(text), ()
    except IdentityError as err:
        return None, (Message("ignored the QR code: {detail:any}", detail=err.message),)
