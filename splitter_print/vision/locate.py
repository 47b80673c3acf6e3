"""Where the sheets are in a photo: one homography (sheet mm -> photo pixels) per sheet.

Two ways, tried together on a reduced grey copy of the photo (longest side near
:data:`REDUCED_SIDE`, twice that when nothing is found, for sheets far from the camera):

- ``"markers"`` (:mod:`.markers`): our pads' ArUco corner markers, refined with the printed
  spaces; the QR code says which pad and sheet it is.
- ``"grid"`` (:mod:`.grid`): the printed spaces alone, for official pads and for our pads with
  markers covered or cut off. A pad that looks the same turned half round (pad A) comes back
  with both orientations; the reader keeps the one whose digits read best.

Homographies are returned for the *full-resolution* image, so spaces are cut from every pixel
the phone took.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from splitter_print.errors import SplitterError
from splitter_print.geometry import sheet_geometry
from splitter_print.identity import SheetIdentity
from splitter_print.layout import Layout
from splitter_print.vision.debug import DebugSink
from splitter_print.vision.grid import (GridMatch, Square, find_grids, find_squares, robust_homography,
                                        sheet_score, squares_on_sheet)
from splitter_print.vision.markers import (Sighting, detect_markers, group_markers, identity_from,
                                           marker_homography, marker_points, read_qr)

REDUCED_SIDE = 1600
"""Longest side in pixels of the copy the sheets are looked for in."""


class NoSheetError(SplitterError):
    """No score sheet in the photo (the caller adds the file name)."""


@dataclass(frozen=True)
class LocatedSheet:
    """One sheet found in a photo.

    ``homography`` maps sheet millimetres to full-resolution pixels; ``alternatives`` are other
    plausible ones (the half turn of a symmetric pad found from its grid); ``method`` is
    ``"markers"`` or ``"grid"``; ``fit_error_mm`` is the RMS distance between the known points
    and where the fit puts what was found for them.
    """

    layout: Layout
    homography: np.ndarray
    alternatives: tuple[np.ndarray, ...]
    method: str
    identity: SheetIdentity | None
    fit_error_mm: float
    warnings: tuple[str, ...] = ()

    def outline(self) -> np.ndarray:
        """The sheet's four corners in photo pixels (top-left first, clockwise on the paper)."""
        geometry = sheet_geometry(self.layout)
        corners = np.array([[(0, 0), (geometry.width, 0), (geometry.width, geometry.height), (0, geometry.height)]],
                           np.float64)
        return cv2.perspectiveTransform(corners, self.homography)[0]

    def centre(self) -> np.ndarray:
        geometry = sheet_geometry(self.layout)
        return cv2.perspectiveTransform(np.array([[(geometry.width / 2, geometry.height / 2)]], np.float64),
                                        self.homography)[0, 0]


def locate_sheets(image: np.ndarray, layouts: Sequence[Layout], *, debug: DebugSink | None = None
                  ) -> list[LocatedSheet]:
    """Every sheet of one of ``layouts`` in the BGR photo, in reading order.

    Raises :class:`NoSheetError` when there is none (including a photo of another grid).
    """
    if not layouts:
        raise ValueError("locate_sheets needs at least one layout")
    debug = debug or DebugSink()
    grey = image if image.ndim == 2 else cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    unmatched = 0
    for side in (REDUCED_SIDE, 2 * REDUCED_SIDE):
        small, to_full = reduce(grey, side)
        debug.save(f"reduced-{side}", small)
        sheets, unmatched = locate_in(small, to_full, image, layouts, debug)
        if sheets or small.shape == grey.shape:
            break
    if not sheets:
        names = ", ".join(layout.name for layout in layouts)
        if unmatched:
            raise NoSheetError(f"no score sheet found: a grid of {unmatched} squares is not pad {names}")
        raise NoSheetError(f"no score sheet found (no markers, no grid of spaces of pad {names})")
    ordered = reading_order(sheets)
    if debug.active:
        debug.save("sheets", draw_sheets(small, ordered, np.linalg.inv(to_full)))
    return ordered


def locate_in(grey: np.ndarray, to_full: np.ndarray, image: np.ndarray, layouts: Sequence[Layout],
              debug: DebugSink) -> tuple[list[LocatedSheet], int]:
    """The sheets found in one reduced grey copy (markers first, then grids not on a marked
    sheet), and the size of the largest lattice that matched no pad."""
    squares = find_squares(grey, debug)
    sheets = [markers_sheet(group, possible, squares, image, to_full)
              for group, possible in group_markers(detect_markers(grey, debug), layouts)]
    matches, unmatched = find_grids(squares, layouts, grey, debug)
    for match in matches:
        sheet = grid_sheet(match, image, to_full)
        if not any(covers(other, sheet.centre()) for other in sheets):
            sheets.append(sheet)
    return sheets, unmatched


def reduce(image: np.ndarray, side: int = REDUCED_SIDE) -> tuple[np.ndarray, np.ndarray]:
    """A copy shrunk by a whole factor to a longest side near ``side`` (whole factors average
    pixel blocks fast), and the 3 x 3 matrix taking its pixels back to the original's (pixel
    centres at integer coordinates).

    >>> small, back = reduce(np.zeros((3200, 2000), np.uint8))
    >>> small.shape, back @ [0, 0, 1]
    ((1600, 1000), array([0.5, 0.5, 1. ]))
    """
    height, width = image.shape[:2]
    factor = max(1, round(max(height, width) / side))
    if factor == 1:
        return image, np.eye(3)
    small = cv2.resize(image, (width // factor, height // factor), interpolation=cv2.INTER_AREA)
    return small, np.array([[factor, 0, 0.5 * factor - 0.5], [0, factor, 0.5 * factor - 0.5], [0, 0, 1]])


def markers_sheet(group: Sequence[Sighting], possible: Sequence[Layout], squares: Sequence[Square],
                  image: np.ndarray, to_full: np.ndarray) -> LocatedSheet:
    """A sheet from its markers: the QR code or the printed spaces choose the pad, and the
    spaces found refine the fit."""
    first = marker_homography(group, possible[0])
    identity, warnings = identity_from(read_qr(image, to_full @ first, sheet_geometry(possible[0]).qr))
    if identity is not None:
        named = [layout for layout in possible if identity.matches(layout)]
        if named:
            possible = named
        else:
            warnings += (f"the QR code names pad {identity.pad} (layout {identity.fingerprint}), "
                         f"not one of the pads given; judged by the printed spaces",)
    scored = []
    for layout in possible:
        homography = marker_homography(group, layout)
        cells = squares_on_sheet(homography, layout, squares)
        scored.append((sheet_score(list(cells), layout), layout, homography, cells))
    _, layout, homography, cells = max(scored, key=lambda item: item[0])
    geometry = sheet_geometry(layout)
    marker_mm, marker_px = marker_points(group, layout)
    spaces = [cell for cell in cells if cell in layout.spaces]
    mm = np.concatenate([marker_mm, np.array([geometry.cell_center(c) for c in spaces]).reshape(-1, 2)])
    px = np.concatenate([marker_px, np.array([squares[cells[c]].centre for c in spaces]).reshape(-1, 2)])
    pitch_px = float(np.median([s.side for s in squares])) if squares else 20.0
    refined, error = robust_homography(mm, px, 0.15 * pitch_px)
    if refined is not None:
        homography = refined
    if len(group) < 4:
        warnings += (f"only {len(group)} of 4 corner markers seen",)
    return LocatedSheet(layout, to_full @ homography, (), "markers", identity, error, warnings)


def grid_sheet(match: GridMatch, image: np.ndarray, to_full: np.ndarray) -> LocatedSheet:
    """A sheet found from its spaces; a QR code in one of its orientations settles which is right."""
    geometry = sheet_geometry(match.layout)
    homographies = [to_full @ h for h in match.homographies]
    for index, homography in enumerate(homographies):
        identity, warnings = identity_from(read_qr(image, homography, geometry.qr))
        if identity is not None or warnings:
            break
    if identity is not None:
        homographies = [homographies[index]]
        if not identity.matches(match.layout):
            warnings += (f"the QR code names pad {identity.pad} (layout {identity.fingerprint}) "
                         f"but the spaces show pad {match.layout.name}",)
    return LocatedSheet(match.layout, homographies[0], tuple(homographies[1:]), "grid", identity,
                        match.fit_error_mm, warnings)


def covers(sheet: LocatedSheet, point: np.ndarray) -> bool:
    """Whether ``point`` (photo pixels) lies on ``sheet``."""
    outline = sheet.outline().astype(np.float32).reshape(-1, 1, 2)
    return cv2.pointPolygonTest(outline, (float(point[0]), float(point[1])), False) >= 0


def reading_order(sheets: Sequence[LocatedSheet]) -> list[LocatedSheet]:
    """Top row of sheets first, each row left to right (a row: centres within half a sheet's height)."""
    by_y = sorted(sheets, key=lambda s: s.centre()[1])
    rows: list[list[LocatedSheet]] = []
    for sheet in by_y:
        outline = sheet.outline()
        half = 0.25 * (np.linalg.norm(outline[3] - outline[0]) + np.linalg.norm(outline[2] - outline[1]))
        if rows and abs(sheet.centre()[1] - rows[-1][0].centre()[1]) < half:
            rows[-1].append(sheet)
        else:
            rows.append([sheet])
    return [sheet for row in rows for sheet in sorted(row, key=lambda s: s.centre()[0])]


def draw_sheets(small: np.ndarray, sheets: Sequence[LocatedSheet], to_small: np.ndarray) -> np.ndarray:
    """Each sheet's outline and space centres on the reduced photo, numbered in reading order."""
    picture = cv2.cvtColor(small, cv2.COLOR_GRAY2BGR)
    for number, sheet in enumerate(sheets):
        homography = to_small @ sheet.homography
        outline = cv2.perspectiveTransform(sheet.outline().reshape(-1, 1, 2), to_small)
        cv2.polylines(picture, [np.round(outline).astype(np.int32)], True, (0, 200, 0), 3)
        geometry = sheet_geometry(sheet.layout)
        centres = np.array([[geometry.cell_center(c) for c in sheet.layout.cells]], np.float64)
        for x, y in cv2.perspectiveTransform(centres, homography)[0]:
            cv2.circle(picture, (round(x), round(y)), 3, (0, 0, 255), -1)
        x, y = np.round(outline[0, 0]).astype(int)
        cv2.putText(picture, f"{number} {sheet.layout.name} {sheet.method}", (int(x), int(y) - 8),
                    cv2.FONT_HERSHEY_SIMPLEX, 1.0, (0, 200, 0), 2)
    return picture
