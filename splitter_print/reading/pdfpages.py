"""PDF pages as photos: what scanner apps and office scanners save.

A phone's "scan document" app or an office scanner saves each sheet as a picture on a PDF page.
Every page is rendered (pdfium draws whatever the page holds: one JPEG, strips of a fax-coded
scan, a turned page) and read as a photo of its own, named ``scan.pdf#p2`` for page 2 (``#p``
so that it never reads as ``photo.jpg#2``, a photo's second sheet); a PDF of one page keeps its
plain name. A blank pad printed by ``splitter pad`` is refused: it holds no picture, only the
empty pad drawn, and reading it would score an empty sheet.

>>> page_name("scan.pdf", 2, 3), page_name("scan.pdf", 1, 1), split_page("night/scan.pdf#p12")
('scan.pdf#p2', 'scan.pdf', ('night/scan.pdf', 12))
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from splitter_print.reading.load import Photo, PhotoError, check_size

if TYPE_CHECKING:
    import pypdfium2

PDF_DPI = 200
"""Resolution a page is rendered at: 7.9 px/mm, twice the 4 px/mm the reader rectifies a sheet
to, so a sheet filling a third of the page still reads; an A4 page is 1654 x 2339 px (3.9 MP)."""
MIN_DPI = 102
"""The least resolution worth reading (the reader's 4 px/mm): a page too large to render at this
within the pixel limit is refused."""
OUR_CREATOR = "splitter_print"
"""How ``splitter pad`` signs the PDFs it writes (their Creator entry)."""
_PAGE = re.compile(r"^(?P<file>.+)#p(?P<page>[1-9]\d*)$")


def page_name(file: str, page: int, pages: int) -> str:
    """How page ``page`` (from 1) of a PDF of ``pages`` pages is named: the file alone when it has one."""
    return file if pages == 1 else f"{file}#p{page}"


def split_page(name: str) -> tuple[str, int | None]:
    """``(file, page)`` of a name given by :func:`page_name`; ``(name, None)`` for a plain file
    (one really named ``x#p2`` stays itself)."""
    match = _PAGE.match(name)
    if match is None or Path(name).exists():
        return name, None
    return match["file"], int(match["page"])


def pdf_pages(path: str | Path, *, listed: bool = False) -> list[str]:
    """The names to read for ``path``: each page of a PDF of several pages, else the path itself.

    With ``listed`` (the file was found in a folder, not named), a blank pad from ``splitter
    pad`` saved as ``.pdf`` gives no names: the pads kept beside a night's photos are not photos. Anything that
    is not a readable PDF is left as it is, for :func:`load_pdf_page` to say what is wrong.
    """
    name = str(path)
    try:
        with Path(name).open("rb") as file:
            if b"%PDF-" not in file.read(1024):
                return [name]
        document = open_pdf(Path(name).read_bytes(), name)
    except (OSError, PhotoError):
        return [name]
    try:
        if listed and name.lower().endswith(".pdf") and blank_pad(document):
            return []
        pages = len(document)
    finally:
        document.close()
    return [page_name(name, page, pages) for page in range(1, pages + 1)] if pages > 1 else [name]


def open_pdf(data: bytes, name: str) -> pypdfium2.PdfDocument:
    """The opened document, or a :class:`PhotoError` saying why it cannot be opened."""
    import pypdfium2

    try:
        return pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError:
        # pdfium's reason can be left over from an earlier document, so it is not repeated here
        if b"/Encrypt" in data:
            raise PhotoError(f"{name}: the PDF is locked with a password; save it again without one") from None
        raise PhotoError(f"{name}: cannot open this PDF (damaged, or it has no pages)") from None


def blank_pad(document: pypdfium2.PdfDocument) -> bool:
    """Whether the document is a pad drawn by ``splitter pad`` with no picture added: nothing to read."""
    creator = document.get_metadata_dict().get("Creator", "")
    return creator.startswith(OUR_CREATOR) and not any(page_images(document[i]) for i in range(len(document)))


def page_images(page: pypdfium2.PdfPage) -> list[tuple[int, int]]:
    """Pixel sizes of the pictures placed on the page (forms included)."""
    import pypdfium2.raw as raw

    return [tuple(image.get_px_size()) for image in page.get_objects(filter=[raw.FPDF_PAGEOBJ_IMAGE], max_depth=8)]


@dataclass(frozen=True)
class PdfPagePhoto(Photo):
    """A rendered PDF page; loaded grey, its colours are rendered again when a picture needs them."""

    page: int = 1
    """The page, from 1."""
    scale: float = 1.0
    """Pixels per PDF point it was rendered at."""

    def in_colour(self) -> np.ndarray:
        if self.image.ndim == 3:
            return self.image
        document = open_pdf(self.data, self.path)
        try:
            colour: np.ndarray = document[self.page - 1].render(scale=self.scale).to_numpy()
        finally:
            document.close()
        return colour


def load_pdf_page(data: bytes, name: str, page: int | None, *, max_pixels: int, grey: bool = False) -> Photo:
    """Page ``page`` (from 1; ``None`` for the first) of the PDF ``data`` named ``name``, rendered
    at :data:`PDF_DPI`, or less when the page is so large that the pixels would pass ``max_pixels``.

    Raises :class:`PhotoError` for a damaged, locked or empty PDF, a page it does not have, a
    blank pad from ``splitter pad``, a page too large to render at :data:`MIN_DPI`, or a picture
    on it over ``max_pixels`` pixels (pdfium would decode it whole).
    """
    start = time.perf_counter()
    if b"%PDF-" not in data[:1024]:
        raise PhotoError(f"{name}#p{page}: {name} is not a PDF, so it has no pages")
    document = open_pdf(data, name)
    try:
        pages = len(document)
        shown = name if page is None else page_name(name, page, pages)
        if page is not None and page > pages:
            raise PhotoError(f"{shown}: the PDF has only {pages} page{'s' if pages > 1 else ''}")
        if blank_pad(document):
            raise PhotoError(f"{name}: a blank pad made by splitter pad, not a scan; print it, fill it in, "
                             "then photograph or scan the sheet")
        chosen = document[(page or 1) - 1]
        for width, height in page_images(chosen):
            if width * height > max_pixels:
                raise PhotoError(f"{shown}: holds a picture of {width} x {height} = {width * height:,} pixels "
                                 f"(limit {max_pixels:,}); scan at a lower resolution")
        scale = render_scale(chosen.get_size(), shown, max_pixels)
        image = chosen.render(scale=scale, grayscale=grey).to_numpy()
    finally:
        document.close()
    check_size((image.shape[1], image.shape[0]), shown, max_pixels)
    notes = (f"the PDF has {pages} pages; only the first was read (name another as {name}#p2)",) \
        if page is None and pages > 1 else ()
    return PdfPagePhoto(path=shown, image=np.ascontiguousarray(image), decode_seconds=time.perf_counter() - start,
                        warnings=notes, data=data if grey else b"", page=page or 1, scale=scale)


def render_scale(size: tuple[float, float], name: str, max_pixels: int) -> float:
    """Pixels per point for a page of ``size`` points: :data:`PDF_DPI`, less for a page whose
    pixels would pass ``max_pixels``, and a :class:`PhotoError` below :data:`MIN_DPI`.

    >>> round(render_scale((595.3, 841.9), "a4.pdf", 120_000_000) * 72)  # A4 in points
    200
    >>> round(render_scale((5669, 5669), "wall.pdf", 120_000_000) * 72)  # a 2 m square page
    139
    >>> render_scale((14400, 14400), "wall.pdf", 120_000_000)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    splitter_print.reading.load.PhotoError: wall.pdf: the page is 5,080 x 5,080 mm, too large to render at 102 dpi...
    """
    width, height = size
    scale: float = min(PDF_DPI / 72, (max_pixels / max(width * height, 1.0)) ** 0.5)
    if scale * 72 < MIN_DPI:
        raise PhotoError(f"{name}: the page is {width / 72 * 25.4:,.0f} x {height / 72 * 25.4:,.0f} mm, too large "
                         f"to render at {MIN_DPI} dpi within {max_pixels:,} pixels")
    return scale
