"""Print-ready PDF pads, drawn with reportlab from :mod:`splitter_print.paper.geometry`.

Everything that is the same on every sheet (pattern, panel, markers, words) is drawn once into
a PDF form and placed on each sheet; only the QR code and the serial number change from sheet
to sheet. That keeps a thousand-sheet pad small and fast to write.

Output is deterministic (reportlab's invariant mode): the same arguments give the same bytes.

>>> from splitter_print.game.layout import load_layout
>>> render_sheet_pdf(load_layout("A"))[:8]
b'%PDF-1.3'
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from splitter_print._version import __version__
from splitter_print.assets import asset_dir
from splitter_print.atomic import write_atomic
from splitter_print.errors import Remedy, SplitterError
from splitter_print.game.layout import Layout
from splitter_print.game.rating import NAMES, RATED_ROUNDS, points_range
from splitter_print.paper.geometry import (
    ARUCO_DICTIONARY,
    PAGE_MARGIN,
    SPACE_OUTLINE_RGB,
    SPACE_OUTLINE_WIDTH,
    PageGeometry,
    Placement,
    Rect,
    SheetGeometry,
    page_geometry,
    sheet_geometry,
)
from splitter_print.paper.identity import PDF_CREATOR, identity_for
from splitter_print.paper.labels import LATO, TYPEFACES, check_language, label, typeface
from splitter_print.paper.symbols import HEART_CURVES, HEART_WIDTH, STAR_DROP, STAR_INNER, STAR_RADIUS, star_points

RGB = tuple[float, float, float]
STYLES = ("colour", "mono")
MAX_SHEETS = 1000
"""The most sheets in one PDF (a few seconds of drawing); more are printed in several runs, each
going on with ``--first-serial``."""
FONT_FILES = tuple(dict.fromkeys(file for face in TYPEFACES.values() for file in face.files))
"""The files in ``fonts/`` the pads print with (Lato and Nanum Gothic, both OFL); each is known to
reportlab by its file name without ``.ttf``."""


def font_name(file: str) -> str:
    """The name reportlab knows the font file ``file`` by."""
    return file.removesuffix(".ttf")


TEXT, BOLD, DISPLAY = (font_name(file) for file in (LATO.regular, LATO.bold, LATO.heavy))
"""The fonts of everything that needs no language: title, digits, serial number, pad name."""


def word_fonts(lang: str) -> tuple[str, str, str]:
    """The regular, bold and heavy fonts that print the words of ``lang`` (Lato but for Korean).

    >>> word_fonts("de"), word_fonts("ko")[0]
    (('Lato-Regular', 'Lato-Bold', 'Lato-Black'), 'NanumGothic')
    """
    face = typeface(lang)
    return font_name(face.regular), font_name(face.bold), font_name(face.heavy)


@dataclass(frozen=True)
class Palette:
    """The colours of one pad style."""

    ink: RGB
    muted: RGB
    accent: RGB
    plate: RGB
    space: RGB
    outline: RGB
    tint: RGB
    centre: RGB


PALETTES = {
    "colour": Palette(ink=(0.15, 0.17, 0.21), muted=(0.45, 0.46, 0.5), accent=(0.74, 0.31, 0.11),
                      plate=(0.99, 0.91, 0.84), space=(1.0, 1.0, 1.0), outline=SPACE_OUTLINE_RGB,
                      tint=(0.99, 0.87, 0.78), centre=(0.74, 0.31, 0.11)),
    "mono": Palette(ink=(0.1, 0.1, 0.1), muted=(0.4, 0.4, 0.4), accent=(0.15, 0.15, 0.15),
                    plate=(0.9, 0.9, 0.9), space=(1.0, 1.0, 1.0), outline=(0.0, 0.0, 0.0),
                    tint=(0.88, 0.88, 0.88), centre=(0.15, 0.15, 0.15)),
}
"""``colour`` is the default pad; ``mono`` prints on any printer. (The publisher's own pads are
not printed here: the photo maker of the test kit draws a look-alike of them.)"""


@contextmanager
def _binary_streams() -> Iterator[None]:
    """Write compressed streams as binary, not ASCII85 (reportlab's pure-Python ASCII85
    encoder was a fifth of the time of a large pad, and binary is a quarter smaller)."""
    from reportlab import rl_config

    before = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = before


@cache
def register_fonts() -> None:
    """Make the shipped fonts known to reportlab (subset and embedded when used)."""
    folder = asset_dir("fonts")
    for file in FONT_FILES:
        pdfmetrics.registerFont(TTFont(font_name(file), str(folder / file)))


@cache
def aruco_bits(marker_id: int) -> tuple[str, ...]:
    """The marker's 6 x 6 cells (black border included) as text rows, row 0 at the top, ``1``
    black, exactly as OpenCV draws it.

    >>> aruco_bits(0)[:3]
    ('111111', '101001', '110101')
    """
    import cv2

    dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ARUCO_DICTIONARY))
    image = dictionary.generateImageMarker(marker_id, 6)
    return tuple("".join("1" if v < 128 else "0" for v in row) for row in image)


def qr_modules(text: str) -> list[str]:
    """The QR code of ``text`` (error correction M) as text rows, ``1`` a dark module.

    A fixed mask pattern makes this several times faster than letting the encoder try all
    eight, and every decoder reads any mask.

    >>> rows = qr_modules("SPL:1:A:3F2A9C01:17")
    >>> len(rows), rows[0][:7]
    (21, '1111111')
    """
    from reportlab.graphics.barcode.qrencoder import QRCode, QRErrorCorrectLevel

    code = QRCode(None, QRErrorCorrectLevel.M)
    code.addData(text)
    code.version = code.calculate_version()
    code.makeImpl(False, 0)
    return ["".join("1" if module else "0" for module in row) for row in code.modules]


_DARK_RUN = re.compile("1+")


def _fill(c: Canvas, rgb: RGB) -> None:
    c.setFillColorRGB(*rgb)


def _stroke(c: Canvas, rgb: RGB, width: float) -> None:
    c.setStrokeColorRGB(*rgb)
    c.setLineWidth(width)


def _text(c: Canvas, x: float, baseline: float, text: str, font: str, size: float, rgb: RGB,
          align: str = "left", max_width: float | None = None) -> None:
    """Text in sheet millimetres (y down), left-aligned or centred on ``x``, shrunk to
    ``max_width`` if it would not fit."""
    if max_width is not None:
        size = min(size, max_width / max(pdfmetrics.stringWidth(text, font, 1.0), 1e-6))
    c.saveState()
    c.translate(x, baseline)
    c.scale(1, -1)
    _fill(c, rgb)
    c.setFont(font, size)
    (c.drawCentredString if align == "centre" else c.drawString)(0, 0, text)
    c.restoreState()


def _star(c: Canvas, cx: float, cy: float, radius: float) -> None:
    """A filled five-pointed star centred on (cx, cy), point up (y down)."""
    path = c.beginPath()
    for i, (x, y) in enumerate(star_points((cx, cy), radius, STAR_INNER, 0.0)):
        (path.moveTo if i == 0 else path.lineTo)(x, y)
    path.close()
    c.drawPath(path, stroke=0, fill=1)


def _heart(c: Canvas, cx: float, cy: float, size: float) -> None:
    """A filled heart ``size`` wide, centred on (cx, cy), point down (y down)."""
    s = size / 2
    path = c.beginPath()
    path.moveTo(cx + HEART_CURVES[0][0][0] * s, cy + HEART_CURVES[0][0][1] * s)
    for _, *controls in HEART_CURVES:
        path.curveTo(*(value for x, y in controls for value in (cx + x * s, cy + y * s)))
    path.close()
    c.drawPath(path, stroke=0, fill=1)


def _die(c: Canvas, x: float, y: float, side: float, number: int, rgb: RGB) -> None:
    """A small die face showing ``number``: the subtotal boxes' language-free label."""
    _stroke(c, rgb, 0.28)
    c.roundRect(x, y, side, side, side * 0.18, stroke=1, fill=0)
    pips = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
            4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
            6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]}[number]
    _fill(c, rgb)
    step = side * 0.27
    for col, row in pips:
        c.circle(x + side / 2 + (col - 1) * step, y + side / 2 + (row - 1) * step, side * 0.085, stroke=0, fill=1)


def _draw_pattern(c: Canvas, g: SheetGeometry, p: Palette) -> None:
    """The plate, the spaces with their outlines and faint star/heart symbols, the centre line."""
    _fill(c, p.plate)
    c.roundRect(g.plate.x, g.plate.y, g.plate.w, g.plate.h, 2.5, stroke=0, fill=1)
    _fill(c, p.space)
    _stroke(c, p.outline, SPACE_OUTLINE_WIDTH)
    for rect in g.cells.values():
        inner = rect.inset(SPACE_OUTLINE_WIDTH / 2)
        c.rect(inner.x, inner.y, inner.w, inner.h, stroke=1, fill=1)
    _fill(c, p.tint)
    for cell in g.layout.stars:
        cx, cy = g.cells[cell].center
        _star(c, cx, cy + STAR_DROP * g.cell_size, STAR_RADIUS * g.cell_size)
    for cell in g.layout.hearts:
        cx, cy = g.cells[cell].center
        _heart(c, cx, cy, HEART_WIDTH * g.cell_size)
    (x, top), (_, bottom) = g.centre_line
    _stroke(c, p.centre, 0.45)
    c.setDash([1.6, 1.2])
    c.line(x, top + 0.6, x, bottom - 0.6)
    c.setDash([])
    _fill(c, p.accent)
    for tip, base in ((top - 0.4, top - 3.0), (bottom + 0.4, bottom + 3.0)):
        path = c.beginPath()
        path.moveTo(x, tip)
        path.lineTo(x - 1.6, base)
        path.lineTo(x + 1.6, base)
        path.close()
        c.drawPath(path, stroke=0, fill=1)


def _box(c: Canvas, rect: Rect, p: Palette, width: float = 0.35) -> None:
    _fill(c, (1.0, 1.0, 1.0))
    _stroke(c, p.accent, width)
    inner = rect.inset(width / 2)
    c.roundRect(inner.x, inner.y, inner.w, inner.h, 1.4, stroke=1, fill=1)


def _draw_panel(c: Canvas, g: SheetGeometry, p: Palette, lang: str) -> None:
    """Title, name and date lines, the score boxes and the pad letter."""
    _, words_bold, _ = word_fonts(lang)
    title = g.boxes["title"]
    size = min(11.0, title.w / pdfmetrics.stringWidth("SPLITTER", DISPLAY, 1.0))
    _text(c, title.x, title.y + title.h - 0.9, "SPLIT", DISPLAY, size, p.ink)
    _text(c, title.x + pdfmetrics.stringWidth("SPLIT", DISPLAY, size), title.y + title.h - 0.9, "TER", DISPLAY,
          size, p.accent)
    for key in ("name", "date"):
        rect = g.boxes[key]
        words = label(key, lang)
        _text(c, rect.x, rect.y + rect.h - 1.4, words, words_bold, 2.6, p.accent)
        start = rect.x + pdfmetrics.stringWidth(words, words_bold, 2.6) + 1.5
        _stroke(c, p.muted, 0.22)
        c.line(start, rect.y + rect.h - 1.0, rect.x + rect.w, rect.y + rect.h - 1.0)
    for number in range(1, 7):
        rect = g.boxes[str(number)]
        _box(c, rect, p)
        _die(c, rect.x + 1.2, rect.y + 1.2, 3.8, number, p.accent)
    if "heart" in g.boxes:
        rect = g.boxes["heart"]
        _box(c, rect, p)
        _fill(c, p.accent)
        _heart(c, rect.x + 2.9, rect.y + 2.8, 3.4)
        _text(c, rect.x + 5.2, rect.y + 4.1, f"+{g.layout.heart_bonus}", BOLD, 2.8, p.accent)
    rect = g.boxes["star"]
    _box(c, rect, p)
    _fill(c, p.accent)
    _star(c, rect.x + 2.9, rect.y + 2.9, 2.0)
    _text(c, rect.x + 5.2, rect.y + 4.1, "×2", BOLD, 2.8, p.accent)
    rect = g.boxes["total"]
    _box(c, rect, p, width=0.7)
    _text(c, rect.x + 1.8, rect.y + 4.3, label("total", lang).upper(), words_bold, 2.8, p.accent)
    letter = g.letter
    _text(c, letter.x + letter.w / 2, letter.y + 2.6, label("pad", lang).upper(), words_bold, 2.2, p.muted,
          align="centre", max_width=letter.w)
    _text(c, letter.x + letter.w / 2, letter.y + letter.h - 0.2, g.layout.name, DISPLAY, 11.5, p.accent,
          align="centre", max_width=letter.w)


def _draw_calibration(c: Canvas, g: SheetGeometry, p: Palette, lang: str) -> None:
    """The strip where the player writes 1 to 6 once, with its caption and guide digits."""
    guide = g.boxes["guide"]
    _text(c, guide.x, guide.y + 1.9, label("guide", lang), word_fonts(lang)[0], 2.2, p.muted, max_width=guide.w)
    _stroke(c, p.accent, 0.25)
    for number, rect in enumerate(g.calibration, start=1):
        _text(c, rect.x + rect.w / 2, rect.y - 0.5, str(number), BOLD, 2.0, p.muted, align="centre")
        c.roundRect(rect.x + 0.125, rect.y + 0.125, rect.w - 0.25, rect.h - 0.25, 0.8, stroke=1, fill=0)


def _dark_cells(c: Canvas, square: Rect, rows: Sequence[str]) -> None:
    """Fill the ``1`` cells of a square grid of text rows in black, as one path: neighbouring
    cells then print without hairline seams, and the page stream stays short."""
    runs = [f"{run.start()} {row} {len(run.group())} 1 re" for row, line in enumerate(rows)
            for run in _DARK_RUN.finditer(line)]
    c.saveState()
    c.translate(square.x, square.y)
    c.scale(square.w / len(rows), square.h / len(rows))
    _fill(c, (0.0, 0.0, 0.0))
    c.addLiteral(" ".join(runs) + " f")
    c.restoreState()


def _draw_markers(c: Canvas, g: SheetGeometry) -> None:
    """The four ArUco markers, row 0 at the top so that their corners come in Rect.corners order."""
    for marker in g.markers:
        _dark_cells(c, marker.rect, aruco_bits(marker.id))


def _draw_static(c: Canvas, g: SheetGeometry, style: str, lang: str, calibration: bool) -> None:
    """Everything on a sheet that does not change from sheet to sheet."""
    p = PALETTES[style]
    _draw_pattern(c, g, p)
    _draw_panel(c, g, p, lang)
    _draw_markers(c, g)
    if calibration:
        _draw_calibration(c, g, p, lang)


def _draw_identity(c: Canvas, g: SheetGeometry, style: str, serial: int) -> None:
    """The QR code and the serial number: the parts that differ between sheets."""
    p = PALETTES[style]
    identity = identity_for(g.layout, serial)
    _dark_cells(c, g.qr, qr_modules(identity.encode()))
    info = g.boxes["info"]
    _text(c, info.x + info.w / 2, info.y + info.h - 0.6, f"No. {serial:06d} · {g.layout.fingerprint}", TEXT,
          1.6, p.muted, align="centre", max_width=info.w)


class _Document:
    """One PDF being written: the canvas, its page size, and the sheet form drawn once."""

    def __init__(self, out: BinaryIO, layout: Layout, style: str, lang: str, calibration: bool,
                 page_size_mm: tuple[float, float], subject: str) -> None:
        if style not in STYLES:
            raise SplitterError("unknown style {style!r}; choose one of {styles:list}", style=style,
                                styles=tuple(STYLES))
        check_language(lang)
        register_fonts()
        missing = sorted({ch for ch in layout.name if ord(ch) not in pdfmetrics.getFont(DISPLAY).face.charToGlyph})
        if missing:
            raise SplitterError("{file}: the pad's name uses characters the pad font lacks ({missing}); rename it",
                                file=layout.source or layout.name, missing="".join(missing))
        self.layout, self.style, self.lang, self.calibration = layout, style, lang, calibration
        self.geometry = sheet_geometry(layout)
        self.canvas = Canvas(out, pagesize=(page_size_mm[0] * mm, page_size_mm[1] * mm), invariant=1,
                             initialFontName=TEXT, pageCompression=1)
        self.canvas.setTitle(f"Splitter score pad {layout.name}: {layout.title}")
        self.canvas.setSubject(subject)
        self.canvas.setAuthor("splitter_print")
        self.canvas.setCreator(f"{PDF_CREATOR} {__version__}")
        self.canvas.setKeywords(f"Splitter, score pad, {layout.name}, {layout.fingerprint}")
        self.canvas.setViewerPreference("PrintScaling", "None")
        self.page_height = page_size_mm[1]
        self._forms: set[str] = set()

    def _form(self, name: str, size: tuple[float, float], draw: Callable[[Canvas], None]) -> str:
        """Draw a reusable form once (in millimetres, y down) and return its name."""
        if name not in self._forms:
            c = self.canvas
            c.beginForm(name, 0, 0, size[0], size[1])
            c.translate(0, size[1])
            c.scale(1, -1)
            draw(c)
            c.endForm()
            self._forms.add(name)
        return name

    def place(self, placement: Placement, size: tuple[float, float], form: str,
              then: Callable[[Canvas], None] | None = None) -> None:
        """Draw ``form`` at ``placement``, then ``then`` in the form's millimetres (y down)."""
        c = self.canvas
        c.saveState()
        c.translate(placement.x * mm, (self.page_height - placement.y - size[1] * placement.scale) * mm)
        c.scale(placement.scale * mm, placement.scale * mm)
        c.doForm(form)
        if then is not None:
            c.translate(0, size[1])
            c.scale(1, -1)
            then(c)
        c.restoreState()

    def sheet(self, placement: Placement, serial: int) -> None:
        g = self.geometry
        size = (g.width, g.height)
        form = self._form("sheet", size, lambda c: _draw_static(c, g, self.style, self.lang, self.calibration))
        self.place(placement, size, form, then=lambda c: _draw_identity(c, g, self.style, serial))

    def rating_table(self, placement: Placement, size: tuple[float, float]) -> None:
        form = self._form("rating", size, lambda c: _draw_rating_table(c, size, PALETTES[self.style], self.lang))
        self.place(placement, size, form)

    def page_marks(self, page: PageGeometry) -> None:
        """Cut marks between the slots and the "print at 100 %" note in the bottom margin."""
        c = self.canvas
        c.saveState()
        c.translate(0, page.height * mm)
        c.scale(mm, -mm)
        _stroke(c, (0.55, 0.55, 0.55), 0.2)
        for (x1, y1), (x2, y2) in page.cuts:
            c.line(x1, y1, x2, y2)
        _text(c, PAGE_MARGIN, page.height - 2.2, label("print_note", self.lang), word_fonts(self.lang)[0], 2.0,
              PALETTES[self.style].muted)
        c.restoreState()


def _draw_rating_table(c: Canvas, size: tuple[float, float], p: Palette, lang: str) -> None:
    """The solo rating table, centred in a slot of ``size`` millimetres."""
    width, height = size
    words, words_bold, words_heavy = word_fonts(lang)
    rows = len(NAMES[lang])
    title_h, note_h = 12.0, 7.0
    row_h = min(7.0, (height - 2 * PAGE_MARGIN - title_h - note_h) / (rows + 1))
    table_w = min(110.0, width - 2 * PAGE_MARGIN - 4.0)
    x = (width - table_w) / 2
    y = (height - title_h - (rows + 1) * row_h - note_h) / 2
    _text(c, width / 2, y + 7.0, label("rating_title", lang), words_heavy, 6.0, p.ink, align="centre",
          max_width=table_w)
    y += title_h
    font_size = row_h * 0.45
    _text(c, x + 3.0, y + row_h * 0.68, label("points", lang).upper(), words_bold, font_size * 0.85, p.accent)
    _text(c, x + 28.0, y + row_h * 0.68, label("rating", lang).upper(), words_bold, font_size * 0.85, p.accent)
    for index, name in enumerate(NAMES[lang]):
        top = y + (index + 1) * row_h
        if index % 2 == 0:
            _fill(c, (0.97, 0.97, 0.97) if p.outline == (0.0, 0.0, 0.0) else p.plate)
            c.rect(x, top, table_w, row_h, stroke=0, fill=1)
        _text(c, x + 3.0, top + row_h * 0.68, points_range(index), BOLD, font_size, p.ink)
        _text(c, x + 28.0, top + row_h * 0.68, name, words, font_size, p.ink, max_width=table_w - 31.0)
    _text(c, width / 2, y + (rows + 1) * row_h + 5.0, label("rating_note", lang), words, font_size * 0.8,
          p.muted, align="centre")


def render_sheet_pdf(layout: Layout, *, style: str = "colour", serial: int = 0, lang: str = "en",
                     calibration: bool = True) -> bytes:
    """One sheet alone on a page of exactly its size, at scale 1.

    Rendering the page at N pixels per millimetre puts sheet point (x mm, y mm) at pixel
    (x * N, y * N): the photo maker and the tests use it as the sheet's ground truth.
    """
    g = sheet_geometry(layout)
    out = io.BytesIO()
    with _binary_streams():
        doc = _Document(out, layout, style, lang, calibration, (g.width, g.height),
                        f"One {style} sheet of pad {layout.name}, serial {serial}")
        doc.sheet(Placement(0.0, 0.0, 1.0), serial)
        doc.canvas.showPage()
        doc.canvas.save()
    return out.getvalue()


def pads_pdf(layout: Layout, out: BinaryIO, *, sheets: int = 2, per_page: int = 2, paper: str = "a4",
             lang: str = "en", style: str = "colour", calibration: bool = True, first_serial: int = 1,
             rating_table: bool = False, progress: Callable[[int, int], None] | None = None) -> int:
    """Write ``sheets`` sheets of ``layout``, ``per_page`` to a page, to the binary stream ``out``.

    With ``rating_table`` every page is followed by a back page holding the solo rating table
    in every slot, so that each cut-out sheet has the table on its back however the printer
    turns the paper. ``progress(done, sheets)`` is called after each page. Returns the number of pages.
    """
    if sheets < 1:
        raise SplitterError("the number of sheets must be 1 or more, not {count}", count=sheets)
    if sheets > MAX_SHEETS:
        raise SplitterError("{count} sheets: at most {most} sheets in one PDF", count=sheets, most=MAX_SHEETS,
                            remedy=Remedy.NEXT_SERIAL, next=first_serial + MAX_SHEETS)
    if first_serial < 0 or first_serial + sheets - 1 > 999_999_999:
        raise SplitterError("the first serial number must be 0 or more and leave room for {count} sheets", count=sheets)
    if rating_table and len(layout.mirror_pairs) != RATED_ROUNDS:
        raise SplitterError("the solo rating table is for games of {rounds} rounds; pad {pad} holds {held}",
                            rounds=RATED_ROUNDS, pad=layout.name, held=len(layout.mirror_pairs))
    page = page_geometry(layout, paper, per_page)
    pages = 0
    with _binary_streams():
        doc = _Document(out, layout, style, lang, calibration, (page.width, page.height),
                        f"{sheets} score sheets of pad {layout.name}, {per_page} per {paper} page")
        for start in range(0, sheets, per_page):
            for index, placement in enumerate(page.placements[:sheets - start]):
                doc.sheet(placement, first_serial + start + index)
            doc.page_marks(page)
            doc.canvas.showPage()
            pages += 1
            if rating_table:
                for slot in page.slots:
                    doc.rating_table(slot, page.slot_size)
                doc.canvas.showPage()
                pages += 1
            if progress is not None:
                progress(min(start + per_page, sheets), sheets)
        doc.canvas.save()
    return pages


def write_pads(layout: Layout, output: str | Path, **options: object) -> int:
    """:func:`pads_pdf` to a file, written atomically (``"-"`` writes to stdout).

    Nothing is left behind when it fails: the PDF is made in memory and written with
    :func:`~splitter_print.atomic.write_atomic` only when complete. Returns the number of pages.
    """
    if str(output) != "-" and Path(output).is_dir():
        raise SplitterError("{file}: is a directory; give a file name such as pads.pdf", file=str(output))
    if str(output) != "-" and Path(output).suffix.lower() != ".pdf":
        raise SplitterError("{file}: pads are written as PDF only; give a name ending in .pdf", file=str(output))
    buffer = io.BytesIO()
    pages = pads_pdf(layout, buffer, **options)  # type: ignore[arg-type]
    if str(output) == "-":
        sys.stdout.buffer.write(buffer.getvalue())
        sys.stdout.buffer.flush()
    else:
        write_atomic(output, buffer.getvalue())
    return pages
