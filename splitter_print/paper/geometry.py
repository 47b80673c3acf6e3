"""Where everything on a printed sheet sits: the one source for the PDF writer and the reader.

A sheet is designed in *sheet millimetres*: x to the right and y downwards from the sheet's
top-left corner, at scale 1. Printing scales the whole sheet uniformly to fit its slot on the
page (:func:`page_geometry`); a photo is rectified back into sheet millimetres, so the reader
never needs to know the paper size.

>>> from splitter_print.game.layout import load_layout
>>> g = sheet_geometry(load_layout("A"))
>>> len(g.cells), g.cell_size
(44, 13.0)
>>> [m.id for m in g.markers]
[0, 1, 2, 3]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from splitter_print.errors import SplitterError
from splitter_print.game.layout import Cell, Layout

FORMAT_VERSION = 1
"""Version of the printed sheet design, carried in the QR code; bump it when positions move."""

CELL_SIZE = 13.0
CELL_GAP = 2.0
EDGE = 3.0
"""Clear paper between the sheet's cut edge and anything printed."""
MARKER_SIZE = 9.0
MARKER_QUIET = 2.0
"""White all round each marker (more than one ArUco module of 1.5 mm); nothing else prints there."""
PANEL_WIDTH = 48.0
PANEL_GAP = 5.0
PLATE_PAD = 3.0
"""Tinted plate around the pattern, beyond the outer spaces' edges."""
TRIANGLE = 3.0
"""Height of the triangles at both ends of the centre line, just outside the plate."""
QR_SIZE = 15.5
"""Side of the QR code's modules (quiet zone not included): 21 modules of 0.74 mm for a
version-1 code, 25 of 0.62 mm for version 2."""
QR_QUIET = 3.0
"""White all round the QR code: at least the four modules the QR standard asks for."""
ARUCO_DICTIONARY = "DICT_4X4_50"
MARKER_IDS = (0, 1, 2, 3)
"""ArUco ids at the sheet's top-left, top-right, bottom-right and bottom-left corners."""
SPACE_OUTLINE_RGB = (0.85, 0.38, 0.16)
"""Colour of the space outlines on colour pads: a warm orange, far in hue from graphite grey
and from blue or black pen, so the reader can tell print from handwriting."""
SPACE_OUTLINE_WIDTH = 0.45
"""Outline stroke (mm), drawn inside each space's square so the square's outer edge is exact."""

PAGE_MARGIN = 6.0
PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a5": (148.0, 210.0),
}
"""Portrait paper sizes in millimetres (width, height)."""
PER_PAGE = (1, 2, 4)
MIN_PRINTED_CELL = 8.0
"""Smallest printed space side (mm) we allow: smaller spaces are too cramped to write in."""
MM_PER_POINT = 25.4 / 72


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in millimetres: top-left corner ``(x, y)``, size ``w`` x ``h``."""

    x: float
    y: float
    w: float
    h: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    @property
    def corners(self) -> tuple[tuple[float, float], ...]:
        """Top-left, top-right, bottom-right, bottom-left: the order ArUco reports corners in."""
        return ((self.x, self.y), (self.x + self.w, self.y), (self.x + self.w, self.y + self.h),
                (self.x, self.y + self.h))

    def inset(self, d: float) -> Rect:
        """The rectangle shrunk by ``d`` on every side (grown when ``d`` is negative)."""
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)

    def to_json(self) -> list[float]:
        return [round(v, 3) for v in (self.x, self.y, self.w, self.h)]


@dataclass(frozen=True)
class Marker:
    """One ArUco fiducial: its id in :data:`ARUCO_DICTIONARY` and its square (black border included)."""

    id: int
    rect: Rect


@dataclass(frozen=True)
class SheetGeometry:
    """Every printed element of one sheet of ``layout``, in sheet millimetres.

    ``boxes`` holds the side panel's parts by name: ``title``, ``name``, ``date``, ``"1"`` to
    ``"6"`` (subtotals), ``heart`` (pads with hearts), ``star``, ``total``, ``guide`` (the
    calibration strip's caption) and ``info`` (serial number text). ``plate`` is the tinted
    background behind the pattern.
    """

    layout: Layout
    width: float
    height: float
    cell_size: float
    pitch: float
    grid: Rect
    cells: dict[Cell, Rect]
    markers: tuple[Marker, ...]
    qr: Rect
    panel: Rect
    boxes: dict[str, Rect]
    calibration: tuple[Rect, ...]
    centre_line: tuple[tuple[float, float], tuple[float, float]]
    letter: Rect
    plate: Rect

    def position(self, cell: Cell) -> Rect:
        """The square at any lattice position, space or hole (holes are where a space would be)."""
        row, col = cell
        return Rect(self.grid.x + col * self.pitch, self.grid.y + row * self.pitch, self.cell_size,
                    self.cell_size)

    def cell_center(self, cell: Cell) -> tuple[float, float]:
        return self.position(cell).center

    def to_json(self) -> dict[str, object]:
        """Everything as plain JSON, for ``splitter layouts A --geometry --json``."""
        return {
            "board": self.layout.name,
            "fingerprint": self.layout.fingerprint,
            "format_version": FORMAT_VERSION,
            "units": "mm, x right and y down from the sheet's top-left corner",
            "width": self.width,
            "height": self.height,
            "cell_size": self.cell_size,
            "pitch": self.pitch,
            "outline": {"rgb": list(SPACE_OUTLINE_RGB), "width": SPACE_OUTLINE_WIDTH},
            "grid": self.grid.to_json(),
            "plate": self.plate.to_json(),
            "cells": [{"cell": list(cell), "rect": rect.to_json(), "kind": _kind(self.layout, cell)}
                      for cell, rect in self.cells.items()],
            "markers": [{"id": m.id, "dictionary": ARUCO_DICTIONARY, "rect": m.rect.to_json()}
                        for m in self.markers],
            "qr": self.qr.to_json(),
            "panel": self.panel.to_json(),
            "boxes": {name: rect.to_json() for name, rect in self.boxes.items()},
            "calibration": [rect.to_json() for rect in self.calibration],
            "centre_line": [list(p) for p in self.centre_line],
            "letter": self.letter.to_json(),
        }


def _kind(layout: Layout, cell: Cell) -> str:
    return "star" if cell in layout.stars else "heart" if cell in layout.hearts else "space"


@cache
def sheet_geometry(layout: Layout) -> SheetGeometry:
    """Lay out one landscape sheet for ``layout``: side panel on the left, the pattern on its
    tinted plate to the right, a marker in each corner.

    The left markers sit in the panel's corners, the right ones in a narrow column beside the
    plate; the sheet grows with the pattern.

    >>> from splitter_print.game.layout import load_layout
    >>> g = sheet_geometry(load_layout("A"))
    >>> g.width, g.height
    (194.0, 123.0)
    """
    pitch = CELL_SIZE + CELL_GAP
    grid_w = layout.cols * pitch - CELL_GAP
    grid_h = layout.rows * pitch - CELL_GAP
    plate_w, plate_h = grid_w + 2 * PLATE_PAD, grid_h + 2 * PLATE_PAD
    inner_h = max(plate_h + 2 * (TRIANGLE + 1.0), _PANEL_MIN_HEIGHT)
    height = inner_h + 2 * EDGE
    plate = Rect(EDGE + PANEL_WIDTH + PANEL_GAP, EDGE + (inner_h - plate_h) / 2, plate_w, plate_h)
    grid = plate.inset(PLATE_PAD)
    width = plate.x + plate.w + MARKER_QUIET + MARKER_SIZE + EDGE
    panel = Rect(EDGE, EDGE, PANEL_WIDTH, inner_h)
    boxes, calibration, qr, letter = _panel(panel, layout)
    centre_x = grid.x + grid.w / 2
    return SheetGeometry(
        layout=layout,
        width=width,
        height=height,
        cell_size=CELL_SIZE,
        pitch=pitch,
        grid=grid,
        cells={cell: Rect(grid.x + cell[1] * pitch, grid.y + cell[0] * pitch, CELL_SIZE, CELL_SIZE)
               for cell in layout.cells},
        markers=_markers(width, height),
        qr=qr,
        panel=panel,
        boxes=boxes,
        calibration=calibration,
        centre_line=((centre_x, plate.y), (centre_x, plate.y + plate.h)),
        letter=letter,
        plate=plate,
    )


_BOX_H = 11.0
_BOX_GAP = 2.0
_LINE_H = 7.0
_TOTAL_H = 13.0
_GUIDE_H = 5.0
_CALIBRATION_SIDE = 7.0
_PANEL_MIN_HEIGHT = (MARKER_SIZE + 3.0 + 2 * (_LINE_H + _BOX_GAP) + 1.0 + 3 * (_BOX_H + _BOX_GAP)
                     + _TOTAL_H + 2.5 + _GUIDE_H + _CALIBRATION_SIDE + QR_QUIET + QR_SIZE)


def _panel(panel: Rect, layout: Layout) -> tuple[dict[str, Rect], tuple[Rect, ...], Rect, Rect]:
    """The side panel from top to bottom: title beside the top-left marker, name and date
    lines, six subtotal boxes (3 x 2), heart and star boxes, the total, the calibration strip;
    at the foot the QR code beside the bottom-left marker and the pad letter beside it."""
    x, w = panel.x, panel.w
    beside_marker = MARKER_SIZE + MARKER_QUIET
    boxes = {"title": Rect(x + beside_marker, panel.y, w - beside_marker, MARKER_SIZE)}
    y = panel.y + MARKER_SIZE + 3.0
    for name in ("name", "date"):
        boxes[name] = Rect(x, y, w, _LINE_H)
        y += _LINE_H + _BOX_GAP
    y += 1.0
    third = (w - 2 * _BOX_GAP) / 3
    for index, number in enumerate("123456"):
        row, col = divmod(index, 3)
        boxes[number] = Rect(x + col * (third + _BOX_GAP), y + row * (_BOX_H + _BOX_GAP), third, _BOX_H)
    y += 2 * (_BOX_H + _BOX_GAP)
    half = (w - _BOX_GAP) / 2
    if layout.hearts:
        boxes["heart"] = Rect(x, y, half, _BOX_H)
        boxes["star"] = Rect(x + half + _BOX_GAP, y, half, _BOX_H)
    else:
        boxes["star"] = Rect(x, y, w, _BOX_H)
    y += _BOX_H + _BOX_GAP
    boxes["total"] = Rect(x, y, w, _TOTAL_H)
    y += _TOTAL_H + 2.5
    boxes["guide"] = Rect(x, y, w, _GUIDE_H)
    y += _GUIDE_H
    gap = (w - 6 * _CALIBRATION_SIDE) / 5
    calibration = tuple(Rect(x + i * (_CALIBRATION_SIDE + gap), y, _CALIBRATION_SIDE, _CALIBRATION_SIDE)
                        for i in range(6))
    bottom = panel.y + panel.h
    qr = Rect(x + MARKER_SIZE + max(MARKER_QUIET, QR_QUIET), bottom - QR_SIZE, QR_SIZE, QR_SIZE)
    right = qr.x + qr.w + QR_QUIET
    letter = Rect(right, qr.y, x + w - right, 12.0)
    boxes["info"] = Rect(right, bottom - 3.5, x + w - right, 3.5)
    return boxes, calibration, qr, letter


def _markers(width: float, height: float) -> tuple[Marker, ...]:
    far_x, far_y = width - EDGE - MARKER_SIZE, height - EDGE - MARKER_SIZE
    corners = ((EDGE, EDGE), (far_x, EDGE), (far_x, far_y), (EDGE, far_y))
    return tuple(Marker(i, Rect(x, y, MARKER_SIZE, MARKER_SIZE)) for i, (x, y) in zip(MARKER_IDS, corners))


@dataclass(frozen=True)
class Placement:
    """Where one sheet sits on a page: its top-left corner in page millimetres and its scale."""

    x: float
    y: float
    scale: float

    def to_page(self, point: tuple[float, float]) -> tuple[float, float]:
        """A point in sheet millimetres, in page millimetres (y down from the page's top)."""
        return (self.x + point[0] * self.scale, self.y + point[1] * self.scale)


@dataclass(frozen=True)
class PageGeometry:
    """One printed page: its size (y down from the top), its sheets and its cut marks."""

    paper: str
    width: float
    height: float
    sheet: SheetGeometry
    placements: tuple[Placement, ...]
    cuts: tuple[tuple[tuple[float, float], tuple[float, float]], ...]
    columns: int = 1
    rows: int = 1

    @property
    def slots(self) -> tuple[Placement, ...]:
        """Each sheet's share of the page (top-left corner, scale 1), in the order of ``placements``."""
        w, h = self.width / self.columns, self.height / self.rows
        return tuple(Placement(col * w, row * h, 1.0) for row in range(self.rows) for col in range(self.columns))

    @property
    def slot_size(self) -> tuple[float, float]:
        return (self.width / self.columns, self.height / self.rows)

    @property
    def printed_cell_size(self) -> float:
        """The side of a printed space in millimetres on this page."""
        return self.sheet.cell_size * self.placements[0].scale


def page_geometry(layout: Layout, paper: str = "a4", per_page: int = 2) -> PageGeometry:
    """Place ``per_page`` sheets on a page of ``paper``: 1 on a landscape page, 2 stacked on a
    portrait page, 4 in a 2 x 2 grid on a landscape page; each scaled to fit inside its slot
    with :data:`PAGE_MARGIN` all round.

    >>> from splitter_print.game.layout import load_layout
    >>> round(page_geometry(load_layout("A"), "a4", 2).printed_cell_size, 1)
    13.3
    """
    if paper not in PAPERS:
        raise SplitterError("unknown paper {paper!r}; choose one of {papers:list}", paper=paper, papers=tuple(PAPERS))
    if per_page not in PER_PAGE:
        raise SplitterError("sheets per page must be one of {choices:list}, not {count}",
                            choices=tuple(map(str, PER_PAGE)), count=per_page)
    short, long_ = PAPERS[paper]
    if per_page == 2:
        width, height, columns, rows = short, long_, 1, 2
    else:
        width, height = long_, short
        columns = rows = 1 if per_page == 1 else 2
    sheet = sheet_geometry(layout)
    slot_w, slot_h = width / columns, height / rows
    scale = min((slot_w - 2 * PAGE_MARGIN) / sheet.width, (slot_h - 2 * PAGE_MARGIN) / sheet.height)
    placements = tuple(
        Placement(col * slot_w + (slot_w - sheet.width * scale) / 2,
                  row * slot_h + (slot_h - sheet.height * scale) / 2, scale)
        for row in range(rows) for col in range(columns)
    )
    if sheet.cell_size * scale < MIN_PRINTED_CELL:
        raise SplitterError("{count} sheets per {paper} page would print spaces of {size:.1f} mm, under {least:g} mm; "
                            "use fewer per page", count=per_page, paper=paper, size=sheet.cell_size * scale,
                            least=MIN_PRINTED_CELL)
    return PageGeometry(paper, width, height, sheet, placements, _cut_marks(width, height, columns, rows),
                        columns, rows)


def _cut_marks(width: float, height: float, columns: int, rows: int
               ) -> tuple[tuple[tuple[float, float], tuple[float, float]], ...]:
    """Short ticks in the page margin at every line between slots, where the page is cut."""
    tick = PAGE_MARGIN - 1.0
    marks = []
    for col in range(1, columns):
        x = col * width / columns
        marks += [((x, 0.0), (x, tick)), ((x, height - tick), (x, height))]
    for row in range(1, rows):
        y = row * height / rows
        marks += [((0.0, y), (tick, y)), ((width - tick, y), (width, y))]
    return tuple(marks)
