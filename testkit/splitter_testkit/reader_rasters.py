"""Test rasters for the reader: a sheet drawn straight from geometry, digits from a printed font.

A stand-in for a photo when the test checks the reader alone: the homography is a plain
scale and shift, the outline and star/heart tint are drawn where geometry puts them.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet, parse_sheet
from splitter_print.paper.geometry import SheetGeometry, sheet_geometry
from splitter_print.reading.cut import cells
from splitter_print.reading.decode import decode_argmax
from splitter_print.reading.recognise.engine import CLASSES
from splitter_print.reading.result import Evidence, SheetReading

FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
OUTLINE = (90, 90, 90)
TINT = (200, 235, 250)
BORDER_PX = 40
WORKED = "..4416..\n.446614.\n16665444\n55521642\n45521333\n.125321.\n..5332.."
"""The rulebook's worked example (RULES.md): 29 points on pad A."""


def sheet_raster(sheet: Sheet, geometry: SheetGeometry, px_per_mm: float = 6.0,
                 ink: tuple[int, int, int] = (40, 30, 20), official: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """A BGR picture of ``sheet`` and the homography from sheet mm to its pixels.

    ``official`` draws light spaces on a blue sheet, like the commercial pads.
    """
    width = round(geometry.width * px_per_mm) + 2 * BORDER_PX
    height = round(geometry.height * px_per_mm) + 2 * BORDER_PX
    paper = (150, 90, 40) if official else (245, 248, 250)
    picture = Image.new("RGB", (width, height), (200, 200, 200))
    draw = ImageDraw.Draw(picture)

    def px(x: float, y: float) -> tuple[float, float]:
        return (BORDER_PX + x * px_per_mm, BORDER_PX + y * px_per_mm)

    draw.rectangle([px(0, 0), px(geometry.width, geometry.height)], fill=paper[::-1])
    font = ImageFont.truetype(str(FONT), round(8.5 * px_per_mm))
    layout = geometry.layout
    for cell, rect in geometry.cells.items():
        box = [px(rect.x, rect.y), px(rect.x + rect.w, rect.y + rect.h)]
        if official:
            draw.rounded_rectangle(box, radius=1.5 * px_per_mm, fill=(250, 250, 245))
        else:
            draw.rectangle(box, fill=(250, 248, 245), outline=OUTLINE[::-1], width=max(round(0.4 * px_per_mm), 1))
        cx, cy = px(*rect.center)
        if cell in layout.stars or cell in layout.hearts:
            r = 4.5 * px_per_mm
            points = [(cx + r * np.sin(a) * (1 if i % 2 == 0 else 0.45),
                       cy - r * np.cos(a) * (1 if i % 2 == 0 else 0.45))
                      for i, a in enumerate(np.linspace(0, 2 * np.pi, 11)[:-1])]
            draw.polygon(points, fill=TINT[::-1])
        number = sheet.value(cell)
        if number is not None:
            draw.text((cx, cy), str(number), font=font, fill=ink[::-1], anchor="mm")
    image = cv2.cvtColor(np.asarray(picture), cv2.COLOR_RGB2BGR)
    homography = np.array([[px_per_mm, 0, BORDER_PX], [0, px_per_mm, BORDER_PX], [0, 0, 1]], float)
    return image, homography


def reading_with_doubt() -> SheetReading:
    """The worked example read from :func:`sheet_raster` as written, its first space doubtful
    between 4 and 6: a reading for the annotation picture and the reports without a photo."""
    sheet = parse_sheet(WORKED)
    geometry = sheet_geometry(sheet.layout)
    image, homography = sheet_raster(sheet, geometry)
    rectified = cells.rectify(image, homography, geometry)
    probs = np.array([np.eye(len(CLASSES))[sheet.value(c)] for c in sheet.layout.cells])
    probs[0] = [0, 0, 0, 0, 0.5, 0, 0.5]
    decoded = decode_argmax(sheet.layout, sheet.layout.cells, probs)
    return SheetReading("photo.jpg", 0, sheet.layout, decoded, score_sheet(decoded.sheet),
                        Evidence(rectified, cells.CUT.px_per_mm), "markers", "test")


def reading_of(sheet: Sheet, file: str, sureness: float = 0.9) -> SheetReading:
    """A reading of ``sheet`` as a recogniser ``sureness`` sure of every space would give it,
    without a picture: for game-night logic that needs no pixels."""
    cells_ = sheet.layout.cells
    probs = np.full((len(cells_), len(CLASSES)), (1 - sureness) / (len(CLASSES) - 1))
    for row, cell in enumerate(cells_):
        probs[row, sheet.value(cell) or 0] = sureness
    decoded = decode_argmax(sheet.layout, cells_, probs)
    return SheetReading(file, 0, sheet.layout, decoded, score_sheet(decoded.sheet),
                        Evidence(np.zeros((1, 1), np.uint8), cells.CUT.px_per_mm), "markers", "test")
