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
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from splitter_print.errors import SplitterError

if TYPE_CHECKING:
    import pypdfium2

Error = type[SplitterError]
"""The error raised, named by the caller (:mod:`~splitter_print.reading.load` raises its
``PhotoError``), as :func:`~splitter_print.game.textfile.read_limited` does."""

PDF_DPI = 200
"""Resolution a page is rendered at: 7.9 px/mm, twice the 4 px/mm the reader rectifies a sheet
to, so a sheet filling a third of the page still reads; an A4 page is 1654 x 2339 px (3.9 MP)."""
MIN_DPI = 102
"""The least resolution worth reading (the reader's 4 px/mm): a page too large to render at this
within :data:`MAX_RENDER_PIXELS` is refused."""
MAX_RENDER_PIXELS = 120_000_000
"""A page is rendered no larger than this (the photo limit): pages over about 1.9 m² get less
than :data:`PDF_DPI`. Fixed, so that a page rendered again in colour matches its grey."""
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
    is not a readable PDF is left as it is, for :func:`render_page` to say what is wrong.
    """
    name = str(path)
    try:
        with Path(name).open("rb") as file:
            if b"%PDF-" not in file.read(1024):
                return [name]
        document = open_pdf(Path(name).read_bytes(), name, SplitterError)
    except (OSError, SplitterError):
        return [name]
    try:
        if listed and name.lower().endswith(".pdf") and blank_pad(document):
            return []
        pages = len(document)
    finally:
        document.close()
    return [page_name(name, page, pages) for page in range(1, pages + 1)] if pages > 1 else [name]


def open_pdf(data: bytes, name: str, error: Error) -> pypdfium2.PdfDocument:
    """The opened document, or an ``error`` saying why it cannot be opened."""
    import pypdfium2

    try:
        return pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError:
        # pdfium's reason can be left over from an earlier document, so it is not repeated here
        if b"/Encrypt" in data:
            raise error(f"{name}: the PDF is locked with a password; save it again without one") from None
        raise error(f"{name}: cannot open this PDF (damaged, or it has no pages)") from None


def blank_pad(document: pypdfium2.PdfDocument) -> bool:
    """Whether the document is a pad drawn by ``splitter pad`` with no picture added: nothing to read."""
    creator = document.get_metadata_dict().get("Creator", "")
    return creator.startswith(OUR_CREATOR) and not any(page_images(document[i]) for i in range(len(document)))


def page_images(page: pypdfium2.PdfPage) -> list[tuple[int, int]]:
    """Pixel sizes of the pictures placed on the page (forms included)."""
    import pypdfium2.raw as raw

    return [tuple(image.get_px_size()) for image in page.get_objects(filter=[raw.FPDF_PAGEOBJ_IMAGE], max_depth=8)]


@dataclass(frozen=True)
class RenderedPage:
    """A page rendered as a photo: BGR ``uint8``, or grey; its name, and what to tell the user."""

    name: str
    image: np.ndarray
    notes: tuple[str, ...] = ()

    @property
    def size(self) -> tuple[int, int]:
        return self.image.shape[1], self.image.shape[0]


def render_page(data: bytes, name: str, page: int | None, *, error: Error, max_pixels: int = MAX_RENDER_PIXELS,
                grey: bool = False) -> RenderedPage:
    """Page ``page`` (from 1; ``None`` for the first) of the PDF ``data`` named ``name``, rendered
    at :data:`PDF_DPI` (less for a page too large for :data:`MAX_RENDER_PIXELS`).

    Raises ``error`` for a damaged, locked or empty PDF, a page it does not have, a blank pad
    from ``splitter pad``, a page too large to render at :data:`MIN_DPI`, or a picture on it
    over ``max_pixels`` pixels (pdfium would decode it whole).
    """
    if b"%PDF-" not in data[:1024]:
        raise error(f"{name}#p{page}: {name} is not a PDF, so it has no pages")
    document = open_pdf(data, name, error)
    try:
        pages = len(document)
        shown = name if page is None else page_name(name, page, pages)
        if page is not None and page > pages:
            raise error(f"{shown}: the PDF has only {pages} page{'s' if pages > 1 else ''}")
        if blank_pad(document):
            raise error(f"{name}: a blank pad made by splitter pad, not a scan; print it, fill it in, "
                        "then photograph or scan the sheet")
        chosen = document[(page or 1) - 1]
        for width, height in page_images(chosen):
            if width * height > max_pixels:
                raise error(f"{shown}: holds a picture of {width} x {height} = {width * height:,} pixels "
                            f"(limit {max_pixels:,}); scan at a lower resolution")
        scale = render_scale(chosen.get_size(), shown, error)
        image = chosen.render(scale=scale, grayscale=grey).to_numpy()
    finally:
        document.close()
    notes = (f"the PDF has {pages} pages; only the first was read (name another as {name}#p2)",) \
        if page is None and pages > 1 else ()
    return RenderedPage(shown, np.ascontiguousarray(image), notes)


def render_scale(size: tuple[float, float], name: str, error: Error = SplitterError) -> float:
    """Pixels per point for a page of ``size`` points: :data:`PDF_DPI`, less for a page whose
    pixels would pass :data:`MAX_RENDER_PIXELS`, and an ``error`` below :data:`MIN_DPI`.

    >>> round(render_scale((595.3, 841.9), "a4.pdf") * 72)  # A4 in points
    200
    >>> round(render_scale((5669, 5669), "wall.pdf") * 72)  # a 2 m square page
    139
    >>> render_scale((14400, 14400), "wall.pdf")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    splitter_print.errors.SplitterError: wall.pdf: the page is 5,080 x 5,080 mm, too large to render at 102 dpi...
    """
    width, height = size
    scale: float = min(PDF_DPI / 72, (MAX_RENDER_PIXELS / max(width * height, 1.0)) ** 0.5)
    if scale * 72 < MIN_DPI:
        raise error(f"{name}: the page is {width / 72 * 25.4:,.0f} x {height / 72 * 25.4:,.0f} mm, too large "
                    f"to render at {MIN_DPI} dpi within {MAX_RENDER_PIXELS:,} pixels")
    return scale
