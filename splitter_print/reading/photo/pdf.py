"""The pictures inside PDFs, taken out by pdfium: what scanner apps and office scanners save.

A phone's "scan document" app or an office scanner saves each sheet as one big picture on a
page. pdfium (``pypdfium2``) parses the file in a worker process of bounded time and memory
(:data:`LIMITS`), so that a hostile file ends in one line. A page drawing one picture is read as
that picture's own pixels, turned as it shows on the page: a JPEG decoded by OpenCV as a photo is,
any other coding by pdfium (Flate, JBIG2, CCITT fax, JPEG 2000). A page of several pictures (a
"mixed raster" scan: an ink mask over the paper's JPEG) is drawn at its largest picture's
resolution. Sizes are checked before anything is decoded.

Each page is read as a photo of its own, named ``scan.pdf#p2`` for page 2 (``#p`` so that it
never reads as ``photo.jpg#2``, a photo's second sheet); a PDF of one page keeps its plain name.
A pad printed by ``splitter pad`` holds no picture: it is refused (and skipped in a folder).
pdfium is the optional ``pdf`` extra (``pip install splitter-print[pdf]``); without it a PDF is
refused with that line, and nothing else of the reader needs it.

>>> page_name("scan.pdf", 2, 3), page_name("scan.pdf", 1, 1), split_page("night/scan.pdf#p12")
('scan.pdf#p2', 'scan.pdf', ('night/scan.pdf', 12))
"""

from __future__ import annotations

import functools
import os
import pickle
import re
import resource
import select
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import cv2
import numpy as np

from splitter_print.errors import Message, SplitterError
from splitter_print.paper.identity import PDF_CREATOR
from splitter_print.reading.photo.jpeg import jpeg_size

if TYPE_CHECKING:
    import pypdfium2

EXPORT = Message("export the page as a JPEG or PNG")
_PAGE = re.compile(r"^(?P<file>.+)#p(?P<page>[1-9]\d*)$")
Turn = tuple[int, int, int, int]
"""How a picture shows: the signs ``(a, b, c, d)`` taking a step along its columns and rows
``(col, row)`` to one across and down the page ``(a*col + b*row, c*col + d*row)``."""
T = TypeVar("T")


@dataclass(frozen=True)
class Limits:
    """What one PDF may hold, and what pdfium may spend on it in its worker: a real scan takes a
    small part of it; a hostile one (forms drawing forms four times over, thirty deep) is stopped.

    >>> LIMITS.pages, LIMITS.cpu_seconds
    (10000, 4)
    """

    pages: int = 10_000
    """Most pages a PDF may have: a file claiming more is refused before any page is looked at."""
    objects: int = 10_000
    """Most pictures and forms of a page looked at (a scanned page has one or three)."""

    cpu_seconds: int = 4
    """CPU seconds of the worker (a scanned page takes milliseconds, a page of 60 MB of drawing
    operators about one second)."""
    wall_seconds: float = 20.0
    """Seconds waited for its answer, on a loaded machine."""
    megabytes: int = 1536
    """Memory it may take on top of what it was forked with, in MB (a picture at the 120 MP limit
    takes 360 MB in pdfium's BGR, and as much again for its copy handed back)."""


LIMITS = Limits()
"""The limits the reader reads PDFs within."""


class PdfError(SplitterError):
    """A PDF or a page of it that cannot be read; the message is one line, ``"FILE: what is wrong"``."""


@dataclass(frozen=True)
class PagePicture:
    """A page's picture as a photo: BGR ``uint8`` or grey, as it shows on the page; its name,
    and what to tell the user."""

    name: str
    image: np.ndarray
    notes: tuple[Message, ...] = ()


@dataclass(frozen=True)
class Taken:
    """What the worker took out of a page: the picture's JPEG as stored, or pdfium's pixels."""

    shown: str
    pages: int
    jpeg: bytes = b""
    pixels: np.ndarray | None = None
    turn: Turn = (1, 0, 0, 1)
    mask: bool = False
    """A stencil mask, whose 255 is ink."""


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


def too_much(name: str) -> PdfError:
    """What is said of a PDF whose worker ran out of :data:`LIMITS`, or died."""
    return PdfError("{file}: cannot read this PDF (it needs over {seconds} CPU seconds or {megabytes:,} MB, or pdfium "
                    "failed on it); {export}", file=name, seconds=LIMITS.cpu_seconds, megabytes=LIMITS.megabytes,
                    export=EXPORT)


def missing_pdfium(name: str) -> PdfError:
    """What is said of a PDF where pdfium (``pypdfium2``, the ``pdf`` extra) is not installed."""
    return PdfError("{file}: PDFs need pypdfium2 (pip install 'splitter-print[pdf]'); or {export}", file=name,
                    export=EXPORT)


def in_worker(work: Callable[[], T], name: str) -> T:
    """``work()`` done in a forked process within :data:`LIMITS`; its :class:`PdfError` raised
    here, and a worker stopped or failing said in one line naming ``name``."""
    reading, writing = os.pipe()
    pid = os.fork()
    if pid == 0:  # the worker: nothing of it runs past os._exit
        try:
            os.close(reading)
            resource.setrlimit(resource.RLIMIT_CPU, (LIMITS.cpu_seconds, LIMITS.cpu_seconds))
            size = int(Path("/proc/self/statm").read_text().split()[0]) * os.sysconf("SC_PAGE_SIZE")
            resource.setrlimit(resource.RLIMIT_AS, (size + LIMITS.megabytes * 2**20,) * 2)
            try:
                answer: object = work()
            except PdfError as err:
                answer = err
            except MemoryError:
                answer = too_much(name)
            except ImportError as err:  # pdfium is the optional "pdf" extra
                answer = missing_pdfium(name) if (err.name or "").startswith("pypdfium2") else \
                    PdfError("{file}: cannot read this PDF (damaged)", file=name)
            except Exception:  # whatever a hostile file makes of pdfium: damage
                answer = PdfError("{file}: cannot read this PDF (damaged)", file=name)
            with os.fdopen(writing, "wb") as pipe:
                pickle.dump(answer, pipe, pickle.HIGHEST_PROTOCOL)
        finally:
            os._exit(0)
    os.close(writing)
    parts, deadline = [], time.monotonic() + LIMITS.wall_seconds
    with os.fdopen(reading, "rb") as pipe:
        while select.select([pipe], [], [], max(0.0, deadline - time.monotonic()))[0]:
            if not (part := os.read(pipe.fileno(), 1 << 20)):
                break
            parts.append(part)
        else:
            os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    try:
        outcome: T | PdfError = pickle.loads(b"".join(parts))
    except (pickle.UnpicklingError, EOFError):
        raise too_much(name) from None
    if isinstance(outcome, PdfError):
        raise outcome
    return outcome


@contextmanager
def opened(data: bytes, name: str) -> Iterator[tuple[pypdfium2.PdfDocument, int]]:
    """The document and how many pages it really has (a page tree claiming more ends at the
    first page missing), or a :class:`PdfError` naming the file and what is wrong. pdfium is
    loaded here, in the worker, only when a PDF is opened."""
    import pypdfium2
    import pypdfium2.raw as pdfium_c

    try:
        document = pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError as err:
        # pdfium's error code may be left from an earlier file: an encrypted one names /Encrypt
        if err.err_code in (pdfium_c.FPDF_ERR_PASSWORD, pdfium_c.FPDF_ERR_SECURITY) and b"/Encrypt" in data:
            raise PdfError("{file}: the PDF is locked (encrypted); save it again without a password or protection, or "
                           "{export}", file=name, export=EXPORT) from None
        raise PdfError("{file}: cannot read this PDF (damaged, or it has no pages)", file=name) from None
    try:
        claimed = len(document)
        if claimed > LIMITS.pages:
            raise PdfError("{file}: the PDF has {count:,} pages (limit {most:,}); split it into smaller files",
                           file=name, count=claimed, most=LIMITS.pages)
        size = pdfium_c.FS_SIZEF()
        count = next((i for i in range(claimed) if not pdfium_c.FPDF_GetPageSizeByIndexF(document, i, size)), claimed)
        if count == 0:
            raise PdfError("{file}: cannot read this PDF (damaged, or it has no pages)", file=name)
        yield document, count
    finally:
        document.close()


def ours(document: pypdfium2.PdfDocument) -> bool:
    """Whether ``splitter pad`` wrote the document (its Creator entry)."""
    return bool(document.get_metadata_value("Creator").startswith(PDF_CREATOR))


def pictures(page: pypdfium2.PdfPage) -> list[tuple[pypdfium2.PdfImage, tuple[float, ...]]]:
    """The pictures the page draws, also inside forms, each with its matrix on the page."""
    import pypdfium2.raw as pdfium_c

    found: list[tuple[pypdfium2.PdfImage, tuple[float, ...]]] = []
    forms: dict[int, pypdfium2.PdfMatrix] = {}
    kinds = [pdfium_c.FPDF_PAGEOBJ_IMAGE, pdfium_c.FPDF_PAGEOBJ_FORM]
    for _, obj in zip(range(LIMITS.objects), page.get_objects(filter=kinds, max_depth=32)):
        matrix = obj.get_matrix()
        if obj.container is not None:
            matrix = matrix.multiply(forms[id(obj.container)])
        if obj.type == pdfium_c.FPDF_PAGEOBJ_FORM:
            forms[id(obj)] = matrix
        else:
            found.append((obj, matrix.get()))
    return found


def turn_of(matrix: tuple[float, ...], rotate: int) -> Turn:
    """How a picture drawn with ``matrix`` on a page turned by ``rotate`` degrees shows (nearest
    quarter turn and mirror).

    >>> turn_of((400, 0, 0, 300, 0, 0), 0), turn_of((400, 0, 0, 300, 0, 0), 90)  # as stored; page turned
    ((1, 0, 0, 1), (0, -1, 1, 0))
    """
    a, b, c, d = matrix[:4]
    along, up, back, down = (1 if value >= 0 else -1 for value in (a, -b, -c, d))
    # a step along the columns moves (a, -b) across and down the page; one down the rows (-c, d)
    shown = (along, 0, 0, down) if abs(a) + abs(d) >= abs(b) + abs(c) else (0, back, up, 0)
    for _ in range(rotate // 90):
        shown = (-shown[2], -shown[3], shown[0], shown[1])
    return shown


def turned(image: np.ndarray, turn: Turn) -> np.ndarray:
    """The picture as it shows on the page.

    >>> turned(np.array([[1, 2], [3, 4]]), (0, -1, 1, 0)).tolist()  # a quarter turn clockwise
    [[3, 1], [4, 2]]
    """
    a, b, c, d = turn
    if a == 0:
        image, a, d = image.swapaxes(0, 1), b, c
    return np.ascontiguousarray(image[::d, ::a])


def within_limit(width: int, height: int, max_pixels: int) -> None:
    """Refuse a picture of more than ``max_pixels`` before any of its pixels is made."""
    if width * height > max_pixels:
        raise PdfError("holds a picture of {width} x {height} = {pixels:,} pixels (limit {limit:,}); scan at a lower "
                       "resolution", width=width, height=height, pixels=width * height, limit=max_pixels)


def as_photo(pixels: np.ndarray, grey: bool) -> np.ndarray:
    """pdfium's grey, BGR or BGRx pixels as BGR, or with ``grey`` as grey."""
    if pixels.ndim == 2 or pixels.shape[2] == 1:
        flat = pixels.reshape(pixels.shape[:2])
        return flat if grey else cv2.cvtColor(flat, cv2.COLOR_GRAY2BGR)
    return cv2.cvtColor(pixels[:, :, :3], cv2.COLOR_BGR2GRAY) if grey else np.ascontiguousarray(pixels[:, :, :3])


def taken(data: bytes, name: str, page: int | None, max_pixels: int, grey: bool) -> Taken:
    """Page ``page``'s picture as stored (in the worker): its JPEG or pdfium's pixels; a page of
    several pictures drawn at the resolution of its largest."""
    import pypdfium2
    import pypdfium2.raw as pdfium_c

    with opened(data, name) as (document, count):
        shown = name if page is None else page_name(name, page, count)
        if page is not None and page > count:
            raise PdfError("{file}: the PDF has only {count} pages", file=shown, count=count)
        try:
            chosen = document[(page or 1) - 1]
            placed = pictures(chosen)
            if not placed and ours(document):
                raise PdfError("a pad printed by splitter pad, with no photo on it; print it, fill it in, then "
                               "photograph or scan the sheet")
            if not placed:
                raise PdfError("the page holds no picture (only text or drawing); scan the sheet, or {export}",
                               export=EXPORT)
            sizes = [image.get_px_size() for image, _ in placed]
            (columns, rows), (image, matrix) = max(zip(sizes, placed), key=lambda found: np.prod(found[0]))
            within_limit(columns, rows, max_pixels)
            if len(placed) > 1:
                a, b, c, d = matrix[:4]
                scale = max(columns / max(np.hypot(a, b), 1e-3), rows / max(np.hypot(c, d), 1e-3))
                width, height = chosen.get_size()
                within_limit(round(width * scale), round(height * scale), max_pixels)
                return Taken(shown, count, pixels=chosen.render(scale=scale, grayscale=grey).to_numpy().copy())
            turn = turn_of(matrix, chosen.get_rotation())
            if image.get_filters(skip_simple=True) == ["DCTDecode"]:
                return Taken(shown, count, jpeg=bytes(image.get_data(decode_simple=True)), turn=turn)
            metadata = image.get_metadata()
            mask = metadata.colorspace == pdfium_c.FPDF_COLORSPACE_UNKNOWN and metadata.bits_per_pixel == 1
            return Taken(shown, count, pixels=image.get_bitmap(render=False).to_numpy().copy(), turn=turn, mask=mask)
        except PdfError as err:
            raise PdfError("{file}: {problem}", file=shown, problem=err.message) from None
        except (pypdfium2.PdfiumError, ValueError):
            raise PdfError("{file}: cannot read this page (damaged)", file=shown) from None


def read_page(data: bytes, name: str, page: int | None, *, max_pixels: int, grey: bool = False) -> PagePicture:
    """The picture on page ``page`` (from 1; ``None`` for the first) of the PDF ``data`` named ``name``.

    Raises :class:`PdfError` for a damaged, encrypted or empty PDF, a page it does not have, a
    page with no picture (a pad from ``splitter pad`` said to be one), a picture over
    ``max_pixels`` or one that cannot be decoded. A JPEG's EXIF orientation is ignored, as PDF
    viewers ignore it.
    """
    if b"%PDF-" not in data[:1024]:
        raise PdfError("{file}#p{page}: {file} is not a PDF, so it has no pages", file=name, page=page)
    found = in_worker(functools.partial(taken, data, name, page, max_pixels, grey), name)
    if found.pixels is None:
        try:
            within_limit(*(jpeg_size(found.jpeg) or (0, 0)), max_pixels)
        except PdfError as err:
            raise PdfError("{file}: {problem}", file=found.shown, problem=err.message) from None
        flags = (cv2.IMREAD_GRAYSCALE if grey else cv2.IMREAD_COLOR) | cv2.IMREAD_IGNORE_ORIENTATION
        image = cv2.imdecode(np.frombuffer(found.jpeg, np.uint8), flags) if found.jpeg else None
        if image is None:
            raise PdfError("{file}: cannot read this page (its JPEG is damaged)", file=found.shown)
    else:
        image = as_photo(found.pixels, grey)
        image = cv2.bitwise_not(image) if found.mask else image
    notes = (Message("the PDF has {count} pages; only the first was read (name another as {file}#p2)",
                     count=found.pages, file=name),) if page is None and found.pages > 1 else ()
    return PagePicture(found.shown, turned(image, found.turn), notes)


def listing(data: bytes, name: str, listed: bool) -> int:
    """How many pages to read (in the worker): none for a blank pad of ours found in a folder."""
    with opened(data, name) as (document, count):
        blank = listed and name.lower().endswith(".pdf") and ours(document) \
            and not any(pictures(document[index]) for index in range(count))
        return 0 if blank else count


def pdf_pages(path: str | Path, *, max_bytes: int, listed: bool = False) -> list[str]:
    """The names to read for ``path``: each page of a PDF of several pages, else the path itself.

    With ``listed`` (the file was found in a folder, not named), a blank pad from ``splitter pad``
    gives no names. Anything that is not a readable regular PDF, or is larger than ``max_bytes``,
    is left as it is, for the photo loader to say what is wrong.
    """
    name = str(path)
    try:
        if not Path(name).is_file() or Path(name).stat().st_size > max_bytes:
            return [name]
        with Path(name).open("rb") as file:
            data = file.read(max_bytes + 1)
        if b"%PDF-" not in data[:1024] or len(data) > max_bytes:
            return [name]
        count = in_worker(functools.partial(listing, data, name, listed), name)
    except (OSError, PdfError):
        return [name]
    return [page_name(name, page, count) for page in range(1, count + 1)]
