"""Where everything on a printed sheet sits: the one source for the PDF writer and the reader.

A sheet is designed in *sheet millimetres*: x to the right and y downwards from the sheet's
top-left corner, at scale 1. Printing scales the whole sheet uniformly to fit its slot on the
page (:func:`page_geometry`); a photo is rectified back into sheet millimetres, so the reader
never needs to know the paper size.

>>> from splitter_print.layout import load_layout
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
from splitter_print.layout import Cell, Layout

FORMAT_VERSION = 1
"""Version of the printed sheet design, carried in the QR code; bump it when positions move."""

CELL_SIZE = 13.0
CELL_GAP = 2.0
EDGE = 3.0
MARKER_SIZE = 9.0
MARKER_QUIET = 2.0
PANEL_WIDTH = 48.0
PANEL_GAP = 7.0
GRID_TOP = EDGE + MARKER_SIZE + MARKER_QUIET
QR_SIZE = 16.0
ARUCO_DICTIONARY = "DICT_4X4_50"
MARKER_IDS = (0, 1, 2, 3)
"""ArUco ids at the sheet's top-left, top-right, bottom-right and bottom-left corners."""

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
    """Every printed element of one sheet of ``layout``, in sheet millimetres."""

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
            "format_version": FORMAT_VERSION,
            "units": "mm, x right and y down from the sheet's top-left corner",
            "width": self.width,
            "height": self.height,
            "cell_size": self.cell_size,
            "pitch": self.pitch,
            "grid": self.grid.to_json(),
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
    """Lay out one sheet for ``layout``: side panel on the left, the pattern on the right.

    The sheet grows with the pattern; the panel's boxes stack top to bottom in a fixed order.
    """
    pitch = CELL_SIZE + CELL_GAP
    grid_w = layout.cols * pitch - CELL_GAP
    grid_h = layout.rows * pitch - CELL_GAP
    panel = Rect(EDGE, GRID_TOP, PANEL_WIDTH, max(grid_h, _PANEL_MIN_HEIGHT))
    grid = Rect(EDGE + PANEL_WIDTH + PANEL_GAP, GRID_TOP + (panel.h - grid_h) / 2, grid_w, grid_h)
    width = grid.x + grid.w + PANEL_GAP
    height = panel.y + panel.h + (GRID_TOP - EDGE) + EDGE
    boxes = _panel_boxes(panel, layout) | _top_band(width, grid.x + grid.w / 2)
    geometry = SheetGeometry(
        layout=layout,
        width=width,
        height=height,
        cell_size=CELL_SIZE,
        pitch=pitch,
        grid=grid,
        cells={},
        markers=_markers(width, height),
        qr=Rect(panel.x, boxes["total"].y + boxes["total"].h + 3.0, QR_SIZE, QR_SIZE),
        panel=panel,
        boxes=boxes,
        calibration=_calibration(panel),
        centre_line=((grid.x + grid.w / 2, grid.y - 4.0), (grid.x + grid.w / 2, grid.y + grid.h + 4.0)),
        letter=Rect(width - EDGE - MARKER_SIZE - MARKER_QUIET - 12.0, height - EDGE - 10.0, 10.0, 10.0),
    )
    cells = {cell: geometry.position(cell) for cell in layout.cells}
    object.__setattr__(geometry, "cells", cells)
    return geometry


_BOX_H = 11.0
_BOX_GAP = 2.0
_PANEL_MIN_HEIGHT = 10.0 + 3 * (_BOX_H + _BOX_GAP) + _BOX_GAP + 14.0 + 3.0 + QR_SIZE + 14.0


def _panel_boxes(panel: Rect, layout: Layout) -> dict[str, Rect]:
    """Title, six subtotal boxes (3 x 2), heart and star boxes, then the total; the QR code and
    the calibration strip fill the panel below them."""
    x, y, w = panel.x, panel.y, panel.w
    boxes = {"title": Rect(x, y, w, 10.0)}
    y += 10.0 + _BOX_GAP
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
    boxes["total"] = Rect(x, y, w, 14.0)
    return boxes


def _top_band(width: float, centre_x: float) -> dict[str, Rect]:
    """The name and date lines, in the band between the two top markers, clear of the centre
    line's top triangle."""
    left = EDGE + MARKER_SIZE + MARKER_QUIET + 2.0
    clear = 8.0
    return {"name": Rect(left, EDGE + 1.0, centre_x - clear - left, 7.0),
            "date": Rect(centre_x + clear, EDGE + 1.0, width - left - centre_x - clear, 7.0)}


def _calibration(panel: Rect) -> tuple[Rect, ...]:
    """Six small boxes at the panel's foot where the player writes 1 2 3 4 5 6 once."""
    side = (panel.w - 5 * 1.0) / 6
    y = panel.y + panel.h - side
    return tuple(Rect(panel.x + i * (side + 1.0), y, side, side) for i in range(6))


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

    @property
    def printed_cell_size(self) -> float:
        """The side of a printed space in millimetres on this page."""
        return self.sheet.cell_size * self.placements[0].scale


def page_geometry(layout: Layout, paper: str = "a4", per_page: int = 2) -> PageGeometry:
    """Place ``per_page`` sheets on a page of ``paper``: 1 on a landscape page, 2 stacked on a
    portrait page, 4 in a 2 x 2 grid on a landscape page; each scaled to fit inside its slot
    with :data:`PAGE_MARGIN` all round.

    >>> from splitter_print.layout import load_layout
    >>> round(page_geometry(load_layout("A"), "a4", 2).printed_cell_size, 1)
    13.5
    """
    if paper not in PAPERS:
        raise SplitterError(f"unknown paper {paper!r}; choose one of {', '.join(PAPERS)}")
    if per_page not in PER_PAGE:
        raise SplitterError(f"--per-page must be one of {', '.join(map(str, PER_PAGE))}, not {per_page}")
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
        raise SplitterError(f"{per_page} sheets per {paper} page would print spaces of "
                            f"{sheet.cell_size * scale:.1f} mm, under {MIN_PRINTED_CELL:g} mm; use fewer per page")
    return PageGeometry(paper, width, height, sheet, placements, _cut_marks(width, height, columns, rows))


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
