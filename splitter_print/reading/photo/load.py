"""Turning a photo file into a BGR image, or into one clear line saying why it cannot be read.

Phones send JPEG (often turned by an EXIF orientation tag), HEIC, PNG screenshots, WebP from
messengers and the odd TIFF scan. Whatever arrives, the reader gets a full-resolution BGR
``uint8`` image the right way up, or its grey alone: the reader works on grey, which a JPEG
gives in about two thirds of the time of its colours (its brightness is stored apart). The
file's type is taken from its first bytes (not its name), and its pixel count is read from the
header *before* decoding, so a decompression bomb (a small file claiming 30000 x 30000 pixels)
fails at once without touching memory.

HEIC needs the optional ``pillow-heif`` package (``pip install splitter-print[heic]``).
"""

from __future__ import annotations

import io
import os
import re
import stat
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, UnidentifiedImageError

from splitter_print.errors import Message, Remedy, SplitterError
from splitter_print.game.textfile import NOT_FILES, STDIN, STDIN_NAME, read_limited, shown_name
from splitter_print.reading.photo.jpeg import jpeg_complete
from splitter_print.reading.photo.pdf import PdfError, read_page, split_page


@dataclass(frozen=True)
class PhotoLimits:
    """Which photo files the reader takes: what a player meets as a refusal.

    >>> LIMITS.min_side, LIMITS.file_bytes // 2**20
    (64, 200)
    """

    min_side: int = 64
    """Smallest photo side in pixels worth looking at: a sheet needs room for its 7 x 8 spaces."""
    file_bytes: int = 200 * 1024 * 1024
    """Largest photo file read, in bytes; a larger one is refused unread."""
    pixels: int = 120_000_000
    """Most pixels of a photo decoded: more than a phone camera's photo (a 108 MP photo read with
    ``splitter scan`` peaks at about a third of a GB); a decompression bomb is refused from its
    header, before decoding."""


LIMITS = PhotoLimits()
"""The limits the reader loads photos within."""
HEIC_BRANDS = (b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"mif1", b"msf1")
KINDS = Message("JPEG, PNG, WebP, TIFF, BMP or HEIC")
A_PHOTO = Message("a photo")
"""What a photo file is called in the messages of :mod:`~splitter_print.game.textfile`."""
PNG_END = b"IEND\xaeB`\x82"
"""The closing chunk of every complete PNG."""


class PhotoError(SplitterError):
    """A photo that cannot be used; the message is one line, ``"FILE: what is wrong"``."""


@dataclass(frozen=True)
class Photo:
    """A decoded photo: BGR ``uint8`` at full resolution, EXIF orientation applied (or grey,
    ``height x width``, when loaded with ``grey=True``)."""

    path: str
    image: np.ndarray
    decode_seconds: float
    warnings: tuple[Message, ...] = ()
    """Damage the decoder worked around (a JPEG with corrupt data): the reading may be wrong."""
    damage: str = ""
    """What libjpeg said of the damage it worked around (``"Corrupt JPEG data: ..."``), if any:
    a photo where no sheet is found says so, as the damage may be why."""
    data: bytes = field(default=b"", repr=False, compare=False)
    """The file's bytes, for :meth:`in_colour` and :meth:`whole`."""
    halved: bool = False
    """Whether ``image`` is the JPEG decoded at half its size (:func:`load_photo`'s ``halve_from``):
    its pixel ``(x, y)`` is the photo's ``(2x + 0.5, 2y + 0.5)``, :data:`HALVED_TO_WHOLE`."""

    def in_colour(self) -> np.ndarray:
        """The photo in BGR at the size of :attr:`image`, for pictures: the image itself, or
        decoded again from the file's bytes when it was loaded grey."""
        if self.image.ndim == 3:
            return self.image
        kind = sniff(self.data) or ""
        pixels = self.image.size * (4 if self.halved else 1)
        with c_stderr_captured():
            if kind == "pdf":
                return read_page(self.data, *split_page(self.path), max_pixels=pixels).image
            image = decode(self.data, kind, open_header(self.data, kind, self.path, pixels), halved=self.halved)
        return image if image is not None else cv2.cvtColor(self.image, cv2.COLOR_GRAY2BGR)

    def whole(self) -> np.ndarray:
        """:attr:`image` at the photo's full size: itself, or the JPEG decoded again whole (as
        grey or BGR as it was loaded) when it was halved."""
        if not self.halved:
            return self.image
        header = open_header(self.data, "jpeg", self.path, self.image.size * 4)
        with c_stderr_captured():
            image = decode(self.data, "jpeg", header, grey=self.image.ndim == 2)
        if image is None:
            raise PhotoError("{file}: cannot decode this JPEG file again at full size", file=self.path)
        return image


HALVED_TO_WHOLE = np.array([[2.0, 0.0, 0.5], [0.0, 2.0, 0.5], [0.0, 0.0, 1.0]])
"""Pixels of a JPEG decoded at half size -> pixels of the whole photo (pixel centres at integer
coordinates; libjpeg's halving averages each 2 x 2 block into one pixel)."""


def load_photo(path: str | Path, *, max_pixels: int = LIMITS.pixels, grey: bool = False,
               halve_from: int | None = None) -> Photo:
    """Read, check and decode the photo at ``path`` (:data:`STDIN` reads standard input), in
    BGR or, with ``grey``, its grey alone.

    A JPEG whose longest side is at least ``halve_from`` pixels is decoded at half its size
    (:attr:`Photo.halved`): libjpeg then skips most of its work (a 12 MP photo's grey in about
    two thirds of the time), for a reader that needs the whole photo only now and then
    (:meth:`Photo.whole`).

    Raises :class:`PhotoError` for anything unusable: a folder, a file that cannot be read, an
    empty file, text or other non-images, a truncated JPEG, a photo under :attr:`PhotoLimits.min_side`
    pixels a side or over ``max_pixels`` pixels. A PDF's page is the picture on it
    (``scan.pdf#p2`` names page 2, :mod:`~splitter_print.reading.photo.pdf`).
    """
    start = time.perf_counter()
    file, page = split_page(str(path))
    name = shown_name(file)
    data = read_stdin() if file == STDIN else read_bytes(Path(file))
    kind = sniff(data)
    if kind == "pdf" or page is not None:
        try:
            with c_stderr_captured() as complaints:
                found = read_page(data, name, page, max_pixels=max_pixels, grey=grey)
        except PdfError as err:
            raise PhotoError(err.message, remedy=err.remedy) from None
        check_size((found.image.shape[1], found.image.shape[0]), found.name, max_pixels)
        damage = jpeg_damage(complaints)
        return Photo(path=found.name, image=found.image, decode_seconds=time.perf_counter() - start,
                     warnings=found.notes + damage_warning(damage), damage=damage, data=data if grey else b"")
    if kind == "gif":
        raise PhotoError("{file}: is a GIF (an animation or a graphic), not a photo; send the photo as {kinds}",
                         file=name, kinds=KINDS)
    if kind is None:
        raise PhotoError("{file}: not an image (expected {kinds})", file=name, kinds=KINDS)
    header = open_header(data, kind, name, max_pixels)
    check_size(header.size, name, max_pixels)
    if (kind == "jpeg" and not jpeg_complete(data)) or (kind == "png" and PNG_END not in data[-4096:]):
        raise PhotoError("{file}: truncated {kind} (the file ends before the picture does); copy it again",
                         file=name, kind=kind.upper())
    halved = kind == "jpeg" and halve_from is not None and max(header.size) >= halve_from
    with c_stderr_captured() as complaints:
        image = decode(data, kind, header, grey, halved)
    if image is None:
        raise PhotoError("{file}: cannot decode this {kind} file (damaged or an unsupported variant)", file=name,
                         kind=kind.upper())
    damage = jpeg_damage(complaints)
    return Photo(path=name, image=image, decode_seconds=time.perf_counter() - start, warnings=damage_warning(damage),
                 damage=damage, data=data if grey or halved else b"", halved=halved)


def jpeg_damage(complaints: list[str]) -> str:
    """What libjpeg said while decoding of damage it worked around, or ``""``.

    >>> jpeg_damage(["Corrupt JPEG data: premature end of data segment.", "other"])
    'Corrupt JPEG data: premature end of data segment'
    """
    damage = [line for line in complaints if line.startswith("Corrupt JPEG data")]
    return damage[0].rstrip(".") if damage else ""


def damage_warning(damage: str) -> tuple[Message, ...]:
    """The reading's warning for a photo's :attr:`Photo.damage`, if any."""
    return (Message("the JPEG is damaged ({detail:any}); check the reading", detail=damage),) if damage else ()


@contextmanager
def c_stderr_captured() -> Iterator[list[str]]:
    """Collect, instead of showing, what C libraries print on stderr meanwhile (libjpeg inside
    OpenCV prints "Corrupt JPEG data: ..." there); the list is filled when the block ends."""
    lines: list[str] = []
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield lines
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            lines += sink.read(64 * 1024).decode("utf-8", "replace").splitlines()


def read_bytes(path: Path) -> bytes:
    """The file's bytes, or a :class:`PhotoError` naming why they cannot be had: a regular file
    of at most :attr:`PhotoLimits.file_bytes`, read no further whatever its size says; a folder, pipe
    or device is refused (opened without waiting for a writer)."""
    try:
        found = os.stat(path)
        refuse_unless_file(path, found.st_mode)
        with os.fdopen(os.open(path, os.O_RDONLY | os.O_NONBLOCK), "rb") as file:
            refuse_unless_file(path, os.fstat(file.fileno()).st_mode)  # in case the name was swapped meanwhile
            most = LIMITS.file_bytes
            data = b"" if found.st_size > most else file.read(most + 1)
        if found.st_size > most or len(data) > most:
            raise PhotoError("{file}: too large for {what} (over {amount})", file=str(path), what=A_PHOTO,
                             amount=f"{most // 2**20} MB")
    except IsADirectoryError:
        raise PhotoError("{file}: is a directory, not {what}", file=str(path), what=A_PHOTO) from None
    except FileNotFoundError:
        raise PhotoError("{file}: no such file", file=str(path)) from None
    except PermissionError:
        raise PhotoError("{file}: permission denied", file=str(path)) from None
    except OSError as err:
        raise PhotoError("{file}: cannot read: {error:any}", file=str(path), error=err.strerror or str(err)) from None
    if not data:
        raise PhotoError("{file}: empty file", file=str(path))
    return data


def refuse_unless_file(path: Path, mode: int) -> None:
    """Raise :class:`PhotoError` for a pipe, device or socket (:class:`IsADirectoryError` for a folder)."""
    if stat.S_ISDIR(mode):
        raise IsADirectoryError
    kind = next((words for test, words in NOT_FILES if test(mode)), None)
    if kind is not None:
        raise PhotoError("{file}: is {kind}; {what} must be a regular file", file=str(path), kind=kind, what=A_PHOTO)


def read_stdin() -> bytes:
    """The photo piped to standard input, with a file's limits; a terminal is refused, not waited on."""
    if sys.stdin is None or sys.stdin.isatty():
        raise PhotoError("{file}: no photo piped in", file=STDIN_NAME, remedy=Remedy.PIPE_PHOTO)
    return read_limited(STDIN, A_PHOTO, LIMITS.file_bytes, PhotoError)[1]


def sniff(data: bytes) -> str | None:
    """The file type from its first bytes: ``jpeg``, ``png``, ``webp``, ``tiff``, ``heic``,
    ``bmp``, ``gif``, ``pdf``.

    >>> sniff(b"\\x89PNG\\r\\n\\x1a\\n..."), sniff(b"%PDF-1.7"), sniff(b"hello")
    ('png', 'pdf', None)
    """
    if data.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    if data[:4] in (b"II*\x00", b"MM\x00*"):
        return "tiff"
    if data[4:8] == b"ftyp" and data[8:12] in HEIC_BRANDS:
        return "heic"
    if data[:2] == b"BM" and len(data) > 26:
        return "bmp"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "gif"
    if b"%PDF-" in data[:1024]:
        return "pdf"
    return None


_OBJECT = re.compile(r"\s*<[^<>]* at 0x[0-9a-fA-F]+>")


def open_header(data: bytes, kind: str, name: str, max_pixels: int) -> Image.Image:
    """Pillow's lazy view of the file: size and EXIF, pixels not yet decoded."""
    if kind == "heic":
        try:
            import pillow_heif
        except ImportError:
            raise PhotoError("{file}: HEIC photos need pillow-heif (pip install 'splitter-print[heic]'); "
                             "or export the photo as JPEG", file=name) from None
        pillow_heif.register_heif_opener()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            warnings.simplefilter("ignore", UserWarning)
            return Image.open(io.BytesIO(data))
    except Image.DecompressionBombError:
        raise PhotoError("{file}: too many pixels (over {limit:,}); is it really a photo?", file=name,
                         limit=max_pixels) from None
    except UnidentifiedImageError:
        raise PhotoError("{file}: damaged {kind} header (no image can be opened from it)", file=name,
                         kind=kind.upper()) from None
    except (OSError, ValueError, SyntaxError) as err:
        raise PhotoError("{file}: damaged {kind} header ({detail:any})", file=name, kind=kind.upper(),
                         detail=without_addresses(str(err))) from None


def without_addresses(text: str) -> str:
    """A library's message with the Python objects it names (``<_io.BytesIO object at 0x7f..>``)
    left out: a player has no use for a memory address.

    >>> without_addresses("cannot identify image file <_io.BytesIO object at 0x7f53a7269260>")
    'cannot identify image file'
    """
    return _OBJECT.sub("", text).strip()


def check_size(size: tuple[int, int], name: str, max_pixels: int) -> None:
    """Refuse photos too small to hold a sheet or too large to decode safely."""
    width, height = size
    if width * height > max_pixels:
        raise PhotoError("{file}: too many pixels ({width} x {height} = {pixels:,}, limit {limit:,}); scale the photo "
                         "down", file=name, width=width, height=height, pixels=width * height, limit=max_pixels)
    if min(width, height) < LIMITS.min_side:
        raise PhotoError("{file}: too small ({width} x {height} pixels); a sheet needs at least {side} pixels on each "
                         "side", file=name, width=width, height=height, side=LIMITS.min_side)


def decode(data: bytes, kind: str, header: Image.Image, grey: bool = False, halved: bool = False
           ) -> np.ndarray | None:
    """BGR ``uint8`` pixels the right way up; grey, alpha, 16-bit and CMYK become plain BGR
    (or, with ``grey``, plain grey: what converting the BGR would give, within a level);
    ``halved`` (a JPEG) at half the size."""
    if kind == "heic":
        rgb = np.asarray(header.convert("RGB"))
        return cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY) if grey else np.ascontiguousarray(rgb[:, :, ::-1])
    if halved:
        flags = cv2.IMREAD_REDUCED_GRAYSCALE_2 if grey else cv2.IMREAD_REDUCED_COLOR_2
    else:
        flags = cv2.IMREAD_GRAYSCALE if grey else cv2.IMREAD_COLOR
    return cv2.imdecode(np.frombuffer(data, np.uint8), flags)  # OpenCV turns it by its EXIF orientation

