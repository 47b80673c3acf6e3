"""A picture of what the reader saw and how the sheet scored, for ``--annotate DIR``.

The rectified sheet, lightened, with each read number in its space's corner, scoring groups
outlined in green and groups that score nothing in amber, star and heart spaces marked,
doubtful spaces framed in red, and the score breakdown in a strip on the right. A sheet the
rolls flag (:class:`Flag`) says so in red where a clear sheet says "every space read clearly",
and the spaces the rolls point at are framed in violet with the number the rolls give them.
When a photo holds several sheets, each picture names its sheet (``#1``, ``#2``, in reading
order) and maps where every sheet lies in the photo, its own filled.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from splitter_print.atomic import write_atomic
from splitter_print.errors import SplitterError
from splitter_print.game.layout import Cell
from splitter_print.game.textfile import STDIN_NAME
from splitter_print.paper.geometry import Rect, sheet_geometry
from splitter_print.paper.labels import typeface
from splitter_print.reading.photo.pdf import split_page
from splitter_print.reading.words import word

if TYPE_CHECKING:
    from splitter_print.reading.result import SheetReading

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class PictureStyle:
    """The house style of the picture: its colours as RGB (it is drawn with Pillow) and its size.

    >>> STYLE.width - STYLE.strip
    1020
    """

    scoring: RGB = (46, 160, 67)
    """Green: the outline of a group that scores, and a sheet read clear."""
    not_scoring: RGB = (230, 150, 20)
    """Amber: the outline of a group that scores nothing."""
    uncertain: RGB = (220, 30, 30)
    """Red: a doubtful space's frame and number."""
    star: RGB = (225, 175, 0)
    """A star space's mark and the star bonus."""
    heart: RGB = (215, 60, 120)
    """A heart space's mark and the hearts' points."""
    text: RGB = (30, 30, 30)
    """Numbers and words."""
    muted: RGB = (120, 120, 120)
    """Addresses, the file name and rules."""
    pointed: RGB = (120, 40, 200)
    """Violet: a space the rolls point at, and the number they give it."""
    width: int = 1400
    """Width in pixels of the whole picture ..."""
    strip: int = 380
    """... of which the score strip on the right takes this many."""


STYLE = PictureStyle()
"""The style pictures are drawn in."""


@dataclass(frozen=True)
class Flag:
    """Why a person should look at the paper of a sheet, as its picture shows it: the line (in
    the picture's language) and the spaces the rolls point at, each with the number the rolls
    would have there (``None``: empty).

    >>> Flag("this sheet does not hold the rolls", (((1, 2), 5),)).pointed
    (((1, 2), 5),)
    """

    line: str
    pointed: tuple[tuple[Cell, int | None], ...] = ()


@cache
def font(size: int, bold: bool = False, lang: str = "en") -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """The font the pads print ``lang``'s words in (Lato; Nanum Gothic for Korean) at ``size``
    pixels; DejaVu or Pillow's own when it is missing."""
    from splitter_print.assets import asset_dir

    face = typeface(lang)
    candidates = [asset_dir("fonts") / (face.bold if bold else face.regular),
                  Path("/usr/share/fonts/truetype/dejavu") / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")]
    for path in candidates:
        if path.is_file():
            return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size)


def _box(rect: Rect, scale: float) -> tuple[float, float, float, float]:
    return (rect.x * scale, rect.y * scale, (rect.x + rect.w) * scale, (rect.y + rect.h) * scale)


def _group_edges(cells: tuple[Cell, ...], reading: SheetReading, scale: float
                 ) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The outline of a group: every cell side that does not face another cell of the group,
    drawn halfway into the gap between spaces."""
    geometry = sheet_geometry(reading.layout)
    pad = (geometry.pitch - geometry.cell_size) / 2
    members = set(cells)
    edges = []
    for row, col in cells:
        x0, y0, x1, y1 = _box(geometry.position((row, col)).inset(-pad), scale)
        sides = {(row - 1, col): ((x0, y0), (x1, y0)), (row + 1, col): ((x0, y1), (x1, y1)),
                 (row, col - 1): ((x0, y0), (x0, y1)), (row, col + 1): ((x1, y0), (x1, y1))}
        edges += [line for near, line in sides.items() if near not in members]
    return edges


def _star(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    angles = np.linspace(0, 2 * np.pi, 11)[:-1]
    return [(centre[0] + radius * (1 if i % 2 == 0 else 0.45) * np.sin(a),
             centre[1] - radius * (1 if i % 2 == 0 else 0.45) * np.cos(a)) for i, a in enumerate(angles)]


def _heart(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    t = np.linspace(0, 2 * np.pi, 40)
    x, y = 16 * np.sin(t) ** 3, 13 * np.cos(t) - 5 * np.cos(2 * t) - 2 * np.cos(3 * t) - np.cos(4 * t)
    return [(centre[0] + radius * a / 17, centre[1] - radius * b / 17) for a, b in zip(x, y)]


def draw_sheet(reading: SheetReading, scale: float, flag: Flag | None = None) -> Image.Image:
    """The rectified sheet at ``scale`` px/mm with groups, numbers, specials and doubts drawn,
    and the spaces ``flag`` points at framed with the rolls' number."""
    geometry = sheet_geometry(reading.layout)
    size = (round(geometry.width * scale), round(geometry.height * scale))
    base = cv2.resize(reading.evidence.rectified, size, interpolation=cv2.INTER_AREA)
    base = cv2.addWeighted(base, 0.55, np.full_like(base, 255), 0.45, 0)
    picture = Image.fromarray(cv2.cvtColor(base, cv2.COLOR_GRAY2RGB if base.ndim == 2 else cv2.COLOR_BGR2RGB))
    draw = ImageDraw.Draw(picture)
    line = max(round(scale * 0.6), 2)
    for group in reading.card.groups:
        colour = STYLE.scoring if group.scores else STYLE.not_scoring
        for start, end in _group_edges(group.cells, reading, scale):
            draw.line([start, end], fill=colour, width=line)
    label = font(round(scale * 4.2), bold=True)
    layout = reading.layout
    for cell, rect in geometry.cells.items():
        x0, y0, x1, y1 = _box(rect, scale)
        corner = (x0 + scale * 2.6, y0 + scale * 2.6)
        if cell in layout.stars:
            draw.polygon(_star((x1 - scale * 2.6, y0 + scale * 2.6), scale * 2.2), fill=STYLE.star)
        if cell in layout.hearts:
            draw.polygon(_heart((x1 - scale * 2.6, y0 + scale * 2.6), scale * 2.0), fill=STYLE.heart)
        doubtful = cell in reading.uncertain
        if doubtful:
            draw.rectangle((x0, y0, x1, y1), outline=STYLE.uncertain, width=line + 1)
        number = reading.sheet.value(cell)
        text = "-" if number is None else str(number)
        draw.text(corner, text, font=label, anchor="mm", fill=STYLE.uncertain if doubtful else STYLE.text,
                  stroke_width=max(round(scale * 0.4), 1), stroke_fill=(255, 255, 255))
    for cell, value in flag.pointed if flag else ():
        x0, y0, x1, y1 = _box(geometry.cells[cell], scale)
        draw.rectangle((x0, y0, x1, y1), outline=STYLE.pointed, width=line + 2)
        draw.text((x1 - scale * 2.6, y1 - scale * 2.6), "-" if value is None else str(value), font=label,
                  anchor="mm", fill=STYLE.pointed, stroke_width=max(round(scale * 0.4), 1), stroke_fill=(255, 255, 255))
    draw_addresses(draw, reading, scale)
    return picture


def draw_addresses(draw: ImageDraw.ImageDraw, reading: SheetReading, scale: float) -> None:
    """Row numbers left of the grid and column numbers above it, as ``--fix R,C=D`` and the
    doubts count them (from 0, gaps included), so that a player can find a space named there."""
    geometry = sheet_geometry(reading.layout)
    layout = reading.layout
    small = font(round(scale * 3.2), bold=True)
    first = geometry.position((0, 0))
    for row in range(layout.rows):
        rect = geometry.position((row, 0))
        draw.text(((rect.x - geometry.pitch * 0.45) * scale, (rect.y + rect.h / 2) * scale), str(row), font=small,
                  anchor="mm", fill=STYLE.muted, stroke_width=2, stroke_fill=(255, 255, 255))
    for col in range(layout.cols):
        rect = geometry.position((0, col))
        draw.text(((rect.x + rect.w / 2) * scale, (first.y - geometry.pitch * 0.45) * scale), str(col), font=small,
                  anchor="mm", fill=STYLE.muted, stroke_width=2, stroke_fill=(255, 255, 255))


def breakdown(reading: SheetReading, lang: str = "en") -> list[tuple[str, str, tuple[int, int, int]]]:
    """The strip's lines: (label, value, colour)."""
    card = reading.card
    lines = [(word("number", lang, number=n), str(points), STYLE.text) for n, points in card.by_number.items()]
    lines.append((word("star_bonus", lang), str(card.star_bonus), STYLE.star))
    if reading.layout.hearts:
        lines.append((word("hearts", lang), str(card.heart_bonus), STYLE.heart))
    return lines


def draw_strip(reading: SheetReading, height: int, lang: str = "en",
               photo: Sequence[SheetReading] = (), flag: Flag | None = None) -> Image.Image:
    """The score breakdown: per number, star bonus, hearts, total, rating, the legend and the
    sheet's state (clear, its doubts, or ``flag``'s line); when the photo (``photo``: all its
    sheets' readings) holds several sheets, the sheet's number and a map of the photo with every
    sheet numbered, this one filled (:func:`draw_map`)."""
    strip = Image.new("RGB", (STYLE.strip, height), (250, 250, 247))
    draw = ImageDraw.Draw(strip)
    title, body, big = font(30, bold=True, lang=lang), font(22, lang=lang), font(56, bold=True)
    x, y = 28, 24
    several = len(photo) > 1
    sheet = word("sheet", lang, number=reading.index + 1) if several or reading.index else ""
    draw.text((x, y), word("pad", lang, name=reading.layout.name) + sheet, font=title, fill=STYLE.text)
    y += 44
    draw.text((x, y), Path(reading.file).name, font=body, fill=STYLE.muted)
    y += 40
    for label, value, colour in breakdown(reading, lang):
        draw.text((x, y), label, font=body, fill=colour)
        draw.text((STYLE.strip - x, y), value, font=body, fill=colour, anchor="ra")
        y += 32
    draw.line([(x, y + 4), (STYLE.strip - x, y + 4)], fill=STYLE.muted, width=2)
    y += 16
    draw.text((x, y), word("total", lang), font=title, fill=STYLE.text)
    draw.text((STYLE.strip - x, y - 12), str(reading.card.total), font=big, fill=STYLE.text, anchor="ra")
    y += 62
    draw.text((x, y), reading.card.rating(lang) or "", font=body, fill=STYLE.text)
    y += 48
    legend = [(STYLE.scoring, word("scoring", lang)), (STYLE.not_scoring, word("nothing", lang)),
              (STYLE.uncertain, word("check", lang))]
    if flag and flag.pointed:
        legend.append((STYLE.pointed, word("pointed", lang)))
    for colour, text in legend:
        draw.rectangle((x, y + 4, x + 22, y + 22), outline=colour, width=4)
        draw.text((x + 34, y), text, font=body, fill=STYLE.text)
        y += 32
    doubts = len(reading.uncertain)
    note = flag.line if flag else word("doubts", lang, count=doubts) if doubts else word("clear", lang)
    for line in wrapped(note, body, STYLE.strip - 2 * x):
        draw.text((x, y + 10), line, font=body, fill=STYLE.uncertain if flag or doubts else STYLE.scoring)
        y += 28
    if several:
        draw_map(draw, reading, photo, (x, y + 56, STYLE.strip - x, max(height - 20, y + 156)))
    return strip


def wrapped(text: str, face: ImageFont.FreeTypeFont | ImageFont.ImageFont, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` pixels in ``face``, broken between words (a
    language written without spaces between its words, between characters)."""
    glue = " " if " " in text else ""
    lines = [""]
    for item in text.split(" ") if glue else list(text):
        candidate = f"{lines[-1]}{glue}{item}" if lines[-1] else item
        if lines[-1] and face.getlength(candidate) > width:
            lines.append(item)
        else:
            lines[-1] = candidate
    return lines


def draw_map(draw: ImageDraw.ImageDraw, reading: SheetReading, photo: Sequence[SheetReading],
             box: tuple[float, float, float, float]) -> None:
    """Where each sheet of the photo lies in it, as the photo shows them, fitted into ``box``:
    every sheet's outline with its number (``#1``, ``#2``, ... in reading order) beside it,
    ``reading``'s sheet filled, so a player tells which picture is which sheet."""
    outlines = []
    for other in photo:
        if other.evidence.homography is None:
            continue
        geometry = sheet_geometry(other.layout)
        corners = np.array([[(0, 0), (geometry.width, 0), (geometry.width, geometry.height), (0, geometry.height)]],
                           np.float64)
        outlines.append((other, cv2.perspectiveTransform(corners, other.evidence.homography)[0]))
    if not outlines:
        return
    points = np.concatenate([outline for _, outline in outlines])
    low, high = points.min(axis=0), points.max(axis=0)
    label = font(26, bold=True)
    x0, y0, x1, y1 = box
    scale = min((x1 - x0) / max(high[0] - low[0], 1), (y1 - y0 - 30) / max(high[1] - low[1], 1))
    for other, outline in outlines:
        shown = [(float(x0 + (px - low[0]) * scale), float(y0 + 30 + (py - low[1]) * scale)) for px, py in outline]
        this = other.index == reading.index
        draw.polygon(shown, outline=STYLE.text, fill=STYLE.scoring if this else (235, 235, 230), width=3)
        top = min(shown, key=lambda c: c[1])
        draw.text((top[0], top[1] - 4), f"#{other.index + 1}", font=label, anchor="md", fill=STYLE.text,
                  stroke_width=3, stroke_fill=(250, 250, 247))


def render(reading: SheetReading, lang: str = "en", photo: Sequence[SheetReading] = (),
           flag: Flag | None = None) -> np.ndarray:
    """The whole picture as an RGB array: the sheet, then the strip on the right (with the map of
    the photo's sheets when ``photo``, all its readings, holds several; ``flag`` when the rolls
    flag the sheet)."""
    geometry = sheet_geometry(reading.layout)
    scale = (STYLE.width - STYLE.strip) / geometry.width
    sheet = draw_sheet(reading, scale, flag)
    height = max(sheet.height, 560 if len(photo) < 2 else 900) + (100 if flag else 0)
    picture = Image.new("RGB", (STYLE.width, height), (255, 255, 255))
    picture.paste(sheet, (0, 0))
    picture.paste(draw_strip(reading, height, lang, photo, flag), (STYLE.width - STYLE.strip, 0))
    return np.asarray(picture)


def write_annotation(reading: SheetReading, path: str | Path, lang: str = "en",
                     photo: Sequence[SheetReading] = (), flag: Flag | None = None) -> Path:
    """Write the picture as PNG at ``path`` (its folder is made when missing); ``photo`` and
    ``flag`` as in :func:`render`."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise SplitterError("{folder}: cannot make the folder: {error:any}", folder=str(target.parent),
                            error=err.strerror or str(err)) from None
    ok, data = cv2.imencode(".png", cv2.cvtColor(render(reading, lang, photo, flag), cv2.COLOR_RGB2BGR))
    if not ok:
        raise SplitterError("{file}: cannot encode the picture", file=str(target))
    write_atomic(target, data.tobytes())
    return target


def write_annotations(readings: Sequence[SheetReading], folder: str | Path, lang: str = "en",
                      flags: Sequence[Flag | None] = ()) -> list[Path]:
    """Write the pictures of one photo's sheets into ``folder``, named by :func:`annotation_name`;
    when there are several, each marks where its sheet lies among the others (:func:`draw_map`);
    ``flags``, one per reading when given, are the rolls' flags of the sheets."""
    chosen = list(flags) or [None] * len(readings)
    return [write_annotation(reading, Path(folder) / annotation_name(reading.file, reading.index, len(readings)),
                             lang, readings, flag) for reading, flag in zip(readings, chosen, strict=True)]


def annotation_name(file: str, index: int, count: int) -> str:
    """``photo.png`` for a photo of one sheet, ``photo-sheet2.png`` for the second of several.

    >>> annotation_name("x/IMG_1.jpg", 0, 1), annotation_name("IMG_1.jpg", 1, 2)
    ('IMG_1.png', 'IMG_1-sheet2.png')
    """
    stem = photo_stem(file)
    return f"{stem}.png" if count == 1 else f"{stem}-sheet{index + 1}.png"


def photo_stem(file: str) -> str:
    """The photo's name without folder and suffix, for the files written about it.

    >>> photo_stem("night/IMG_1.jpg"), photo_stem("<stdin>"), photo_stem("scan.pdf#p2")
    ('IMG_1', 'stdin', 'scan-p2')
    """
    file, page = split_page(file)
    return "stdin" if file == STDIN_NAME else Path(file).stem + (f"-p{page}" if page else "")


def space_picture(reading: SheetReading, cell: Cell, margin_mm: float = 2.0) -> np.ndarray:
    """The rectified space with a margin (BGR, or grey from a reading scanned without colour), to show a
    user what was written there."""
    geometry = sheet_geometry(reading.layout)
    seen = reading.evidence
    x0, y0, x1, y1 = (round(v) for v in _box(geometry.cells[cell].inset(-margin_mm), seen.px_per_mm))
    return seen.rectified[max(y0, 0):y1, max(x0, 0):x1]


def ascii_picture(image: np.ndarray, width: int = 24) -> list[str]:
    """A small text drawing of a space for the terminal: dark ink as ``#``, lighter as ``+``.

    >>> img = np.full((20, 20, 3), 255, np.uint8); img[5:15, 9:11] = 0
    >>> ascii_picture(img, 10)
    ['', '    ++', '    ##', '    ++', '']
    """
    grey = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    height = max(round(width * grey.shape[0] / grey.shape[1] / 2), 1)
    small = cv2.resize(grey, (width, height), interpolation=cv2.INTER_AREA).astype(np.float32)
    paper = float(np.percentile(small, 90)) or 1.0
    dark = (paper - small) / paper
    return ["".join("#" if d > 0.45 else "+" if d > 0.22 else " " for d in row).rstrip() for row in dark]
