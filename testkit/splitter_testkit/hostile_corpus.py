"""The hostile-input corpus: every kind of bad input a club will feed ``splitter``, built on demand.

Nothing here is committed as a binary: each :class:`Case` builds its input files in a folder
(photos come from the photo maker or are derived from its photos, broken files are written
byte by byte) and names the command line that gets them. :func:`run_cli` runs the real
``splitter`` in a child process and measures it (wall and CPU seconds, peak memory), and
:func:`seen` words what the user saw. ``tests/test_hostile.py`` checks every case against
docs/reference.md; ``tools/reliability_table.py`` turns the same runs into the table of docs/benchmarks.md.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import cv2
import numpy as np

from splitter_testkit import lookalikes, paths

if TYPE_CHECKING:
    from splitter_testkit.synth import SyntheticPhoto

REPO = paths.repository()
EXAMPLES = REPO / "examples"
LIMIT_SECONDS = 8.0
"""At most this many CPU seconds per case, and this many wall seconds on an idle machine (a
sheet of graph paper, 3,023 squares searched, takes about 4.6 CPU seconds idle and 5.7 in a
full test run: a guard against hangs, not a speed goal)."""
LIMIT_MB = 1024
HANG_SECONDS = 60.0
"""A child still running after this long is killed and counted as a hang."""
MEGAPIXELS = 2.5
NON_UTF8 = os.fsdecode(b"caf\xe9-\xff")
"""A file name stem that is not UTF-8 (Latin-1 bytes), as Python spells it (surrogates)."""
LONG_STEM = "x" * 251
"""With ``.jpg``, the longest name most file systems allow (255 bytes)."""


# ---------------------------------------------------------------- running the command line


@dataclass(frozen=True)
class Run:
    """One finished ``splitter`` child process and what it cost."""

    code: int
    stdout: str
    stderr: str
    wall: float
    cpu: float
    peak_mb: float

    @property
    def stderr_lines(self) -> list[str]:
        return [line for line in self.stderr.splitlines() if line.strip()]


def _permission_prefix() -> list[str] | None:
    """The command prefix that makes root obey file permissions (``setpriv`` dropping every
    capability), ``[]`` when not root, ``None`` when root cannot be made to obey them here."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    return [setpriv, "--inh-caps=-all", "--bounding-set=-all"] if setpriv else None


LAUNCHER = """
import json, os, sys
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[2], sys.argv[2:])
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as report:
    json.dump([os.waitstatus_to_exitcode(status), usage.ru_utime + usage.ru_stime, usage.ru_maxrss], report)
"""
"""Starts the command from a small process and reports its exit code, CPU seconds and peak
memory: Linux counts the memory of the process a child was forked from in the child's peak,
so forking straight from the test process (hundreds of MB) would hide the real figure."""


def run_cli(args: Sequence[str], cwd: Path, *, obey_permissions: bool = False) -> Run:
    """Run ``python -m splitter_print ARGS`` in ``cwd`` as a user would, and measure it.

    stdout is strict UTF-8 (``PYTHONIOENCODING=utf-8``), as in a desktop terminal's UTF-8
    locale. CPU time and peak memory are the command's own plus those of the processes it
    waited for (tesseract, batch workers). After :data:`HANG_SECONDS` it is killed.
    """
    prefix = _permission_prefix() if obey_permissions else []
    if prefix is None:
        raise RuntimeError("root ignores file permissions here and setpriv is missing")
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "NO_COLOR": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    with tempfile.TemporaryDirectory(prefix="hostile-run-") as scratch:
        report = Path(scratch) / "report.json"
        out, err = Path(scratch) / "out", Path(scratch) / "err"
        with out.open("wb") as stdout, err.open("wb") as stderr:
            start = time.perf_counter()
            launcher = subprocess.Popen(
                [sys.executable, "-c", LAUNCHER, str(report), *prefix, sys.executable, "-m", "splitter_print", *args],
                cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr, start_new_session=True)
            try:
                launcher.wait(HANG_SECONDS)
            except subprocess.TimeoutExpired:
                os.killpg(launcher.pid, signal.SIGKILL)
                launcher.wait()
            wall = time.perf_counter() - start
        code, cpu, peak_kb = json.loads(report.read_text()) if report.exists() else (-9, wall, 0)
        return Run(code, out.read_bytes().decode("utf-8", "replace"), err.read_bytes().decode("utf-8", "replace"),
                   wall, cpu, peak_kb / 1024)


def wall_limit() -> float:
    """:data:`LIMIT_SECONDS`, stretched by how many processes are queuing for each core (the
    machine running the tests may be busy; CPU seconds are checked unstretched)."""
    load = os.getloadavg()[0] / (os.cpu_count() or 1)
    return LIMIT_SECONDS * max(1.0, load)


# ---------------------------------------------------------------- the photos the cases share


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bomb(width: int = 30000, height: int = 30000) -> bytes:
    """A valid little PNG whose header claims ``width`` x ``height`` RGB pixels (a decompression
    bomb: a few hundred bytes that would decode to gigabytes)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    rows = zlib.compress(b"\0" * (3 * width + 1) * 4, 9)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", rows) + _chunk(b"IEND", b"")


def jpeg(image: np.ndarray, quality: int = 90) -> bytes:
    ok, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, quality])
    assert ok
    return data.tobytes()


def png(image: np.ndarray) -> bytes:
    ok, data = cv2.imencode(".png", image)
    assert ok
    return data.tobytes()


def sheet_with_qr(payload: str | None, px_per_mm: int = 10) -> bytes:
    """A photo of our pad A (serial 3) with the worked example written in printed digits, whose
    QR code is painted over with a code saying ``payload`` (``None``: the true code)."""
    import pypdfium2

    from splitter_print.game.layout import load_layout
    from splitter_print.game.sheet import parse_sheet
    from splitter_print.paper.geometry import sheet_geometry
    from splitter_print.printing.pdf import qr_modules, render_sheet_pdf

    layout = load_layout("A")
    geometry = sheet_geometry(layout)
    document = pypdfium2.PdfDocument(render_sheet_pdf(layout, serial=3))
    try:
        paper = np.ascontiguousarray(document[0].render(scale=px_per_mm * 25.4 / 72).to_numpy()[..., 2::-1])
    finally:
        document.close()
    if payload is not None:
        modules = np.array([[bit == "1" for bit in row] for row in qr_modules(payload)])
        side = round(geometry.qr.w * px_per_mm)
        code = cv2.resize(np.where(modules, 0, 255).astype(np.uint8), (side, side), interpolation=cv2.INTER_NEAREST)
        x, y = round(geometry.qr.x * px_per_mm), round(geometry.qr.y * px_per_mm)
        paper[y:y + side, x:x + side] = code[..., None]
    written = parse_sheet((EXAMPLES / "worked_example.txt").read_text())
    for cell, number in written.values.items():
        box = geometry.cells[cell]
        corner = (round((box.x + 0.28 * box.w) * px_per_mm), round((box.y + 0.8 * box.h) * px_per_mm))
        cv2.putText(paper, str(number), corner, cv2.FONT_HERSHEY_SIMPLEX, 0.05 * box.h * px_per_mm / 1.6,
                    (90, 60, 40), max(2, px_per_mm // 3), cv2.LINE_AA)
    return jpeg(on_table(paper))


def on_table(paper: np.ndarray, border: int = 120) -> np.ndarray:
    """``paper`` lying slightly askew on a brown table, seen from a little off square."""
    height, width = paper.shape[:2]
    photo = np.full((height + 2 * border, width + 2 * border, 3), (96, 120, 150), np.uint8)
    corners = np.float32([[0, 0], [width, 0], [width, height], [0, height]])
    placed = corners + np.float32([[border + 30, border + 10], [border - 20, border + 40],
                                   [border - 10, border - 20], [border + 10, border - 5]])
    warp = cv2.getPerspectiveTransform(corners, placed)
    cv2.warpPerspective(paper, warp, photo.shape[1::-1], dst=photo, borderMode=cv2.BORDER_TRANSPARENT)
    return photo


@dataclass
class Workshop:
    """Makes each shared photo once (the photo maker is the slow part) and hands out its bytes."""

    made: dict[str, bytes] = field(default_factory=dict)
    truths: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    """The grid written on each sheet of a made photo (reading order), by photo name."""

    def photo(self, name: str) -> bytes:
        if name not in self.made:
            made = PHOTOS[name](self)
            if isinstance(made, bytes):
                self.made[name] = made
            else:
                self.made[name] = made.jpeg
                self.truths[name] = tuple(tuple(sheet.sheet.grid) for sheet in made.sheets)
        return self.made[name]

    def image(self, name: str) -> np.ndarray:
        return cv2.imdecode(np.frombuffer(self.photo(name), np.uint8), cv2.IMREAD_COLOR)

    @cached_property
    def sheet_pdf(self) -> bytes:
        from splitter_print.game.layout import load_layout
        from splitter_print.printing.pdf import render_sheet_pdf

        return render_sheet_pdf(load_layout("A"), serial=9)


def _made(**spec: object) -> Callable[[Workshop], SyntheticPhoto]:
    def make(_: Workshop) -> SyntheticPhoto:
        from splitter_testkit.synth import PhotoSpec, make_photo

        return make_photo(PhotoSpec(megapixels=MEGAPIXELS, writing="font", **spec))  # type: ignore[arg-type]

    return make


def _derived(change: Callable[[np.ndarray], np.ndarray]) -> Callable[[Workshop], bytes]:
    return lambda shop: jpeg(change(shop.image("good")))


def _animated_gif(shop: Workshop) -> bytes:
    import io

    from PIL import Image

    first = Image.open(io.BytesIO(shop.photo("good"))).convert("P")
    second = Image.new("P", first.size)
    out = io.BytesIO()
    first.save(out, format="GIF", save_all=True, append_images=[second], duration=200, loop=0)
    return out.getvalue()


def _cmyk(shop: Workshop) -> bytes:
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.open(io.BytesIO(shop.photo("good"))).convert("CMYK").save(out, format="JPEG", quality=92)
    return out.getvalue()


def _scanner_pdf(*photos: str, **options: object) -> Callable[[Workshop], bytes]:
    """A scanner app's PDF: each shared photo's JPEG on a page of its own."""
    from splitter_testkit.pdfs import scanner_pdf

    return lambda shop: scanner_pdf([shop.photo(name) for name in photos], **options)


def _fax_pdf(_: Workshop) -> bytes:
    from splitter_testkit.pdfs import picture_pdf

    return picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode "
                       b"/DecodeParms << /K -1 /Columns 2480 >>", bytes(4096), (2480, 3508))


def _pdf_bomb(_: Workshop) -> bytes:
    """A page whose 3000 x 3000 grey picture inflates to 1 GB of zeros (about 1 MB in the file)."""
    from splitter_testkit.pdfs import picture_pdf

    squeeze = zlib.compressobj(9)
    data = b"".join(squeeze.compress(bytes(2**26)) for _ in range(16)) + squeeze.flush()
    return picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode", data, (3000, 3000))


def _pdf_drawing_bomb(_: Workshop) -> bytes:
    """A page whose content inflates to 60 MB of operators (about 60 kB in the file) before it draws its picture."""
    from splitter_testkit.pdfs import picture_pdf

    draw = b"1 0 0 1 0 0 cm q Q (Do) Tj\n" * 2_500_000 + b"/Im0 Do"
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", bytes(12), (4, 3), draw=b"%DRAW%")
    return pdf.replace(b"<<  /Length 6 >>\nstream\n%DRAW%", b"<< /Filter /FlateDecode /Length %d >>\nstream\n"
                       % len(squeezed := zlib.compress(draw, 9)) + squeezed)


def _pdf_loop(_: Workshop) -> bytes:
    """Pages whose page tree and objects refer to each other in circles."""
    from splitter_testkit.pdfs import pdf_file

    return pdf_file({1: b"<< /Type /Catalog /Pages 2 0 R >>", 2: b"<< /Type /Pages /Kids [3 0 R] /Count 9 >>",
                     3: b"<< /Type /Pages /Kids [2 0 R 3 0 R 4 0 R] >>", 4: b"5 0 R", 5: b"4 0 R"})


def _truncated(shop: Workshop) -> bytes:
    data = shop.photo("good")
    return data[:len(data) // 2]


def _garbled(shop: Workshop) -> bytes:
    """The good photo with 2000 bytes in the middle of its picture data overwritten."""
    data = bytearray(shop.photo("good"))
    middle = len(data) // 2
    data[middle:middle + 2000] = np.random.default_rng(7).integers(0, 256, 2000, dtype=np.uint8).tobytes()
    return bytes(data)


PHOTOS: dict[str, Callable[[Workshop], bytes | SyntheticPhoto]] = {
    "good": _made(seed=3, board="A", fill=1.0, rotation=4.0),
    "no sheet": _made(seed=4, sheets=0),
    "sudoku": _made(seed=5, grid="sudoku"),
    "two sheets": _made(seed=6, sheets=2, rotation=2.0),
    "cut corner": _made(seed=7, markers="cut"),
    "very dark": _derived(lambda image: (image.astype(np.float32) * 0.12).astype(np.uint8)),
    "over-exposed": _derived(lambda image: np.clip(image.astype(np.float32) * 2.2 + 40, 0, 255).astype(np.uint8)),
    "blurred": _derived(lambda image: cv2.GaussianBlur(image, (0, 0), 12)),
    "upside down": _derived(lambda image: cv2.rotate(image, cv2.ROTATE_180)),
    "huge": _derived(lambda image: cv2.resize(image, (8160, 6120), interpolation=cv2.INTER_LINEAR)),
    "animated GIF": _animated_gif,
    "CMYK": _cmyk,
    "truncated": _truncated,
    "garbled": _garbled,
    "true QR": lambda _: sheet_with_qr(None),
}


# ---------------------------------------------------------------- the cases


@dataclass(frozen=True)
class Case:
    """One kind of bad input: how to build it, how to hand it to ``splitter``, what must happen.

    ``build`` writes the input file(s) into a folder and returns the command line's arguments.
    ``exits`` are the exit codes of docs/reference.md accepted (the first is the expected one);
    ``says`` is a pattern the one error line must match after ``splitter: FILE: `` (errors),
    or that a warning must match (inputs that are read). ``sheets`` is how many sheets a photo
    that is read must give, and ``same_as`` names a shared photo whose reading it must equal
    exactly (the same pixels in another wrapping).
    """

    kind: str
    group: str
    build: Callable[[Path, Workshop], list[str]]
    exits: tuple[int, ...]
    says: str = ""
    file: str = ""
    """The input the error line must name (the first argument that is not an option when empty)."""
    sheets: int = 1
    same_as: str = ""
    obey_permissions: bool = False

    @property
    def id(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", f"{self.group} {self.kind}".lower()).strip("-")

    def named(self, args: Sequence[str]) -> str:
        return self.file or next(arg for arg in args if not arg.startswith("-") and arg not in COMMANDS)


COMMANDS = ("scan", "score", "layouts", "check", "batch", "pad")


def as_written(name: str) -> str:
    """A file name as messages show it: bytes that are not UTF-8 as ``\\udcXX`` escapes."""
    return name.encode("utf-8", "backslashreplace").decode("utf-8")


def write(folder: Path, name: str, data: bytes | str) -> str:
    """Write an input file into the case's folder and return its name (relative, as typed)."""
    (folder / name).write_bytes(data.encode() if isinstance(data, str) else data)
    return name


def photo_case(kind: str, name: str, content: Callable[[Workshop], bytes], exits: tuple[int, ...],
               says: str = "", group: str = "photo", **extra: object) -> Case:
    def build(folder: Path, shop: Workshop) -> list[str]:
        return ["scan", "--json", write(folder, name, content(shop))]

    return Case(kind, group, build, exits, says, **extra)  # type: ignore[arg-type]


def shared(name: str) -> Callable[[Workshop], bytes]:
    return lambda shop: shop.photo(name)


def _directory(folder: Path, _: Workshop) -> list[str]:
    (folder / "IMG_0001.jpg").mkdir()
    return ["scan", "IMG_0001.jpg"]


def _locked(folder: Path, shop: Workshop) -> list[str]:
    name = write(folder, "locked.jpg", shop.photo("good"))
    (folder / name).chmod(0)
    return ["scan", name]


def _too_long_name(folder: Path, _: Workshop) -> list[str]:
    return ["scan", "y" * 300 + ".jpg"]


def _bad_under_non_utf8(folder: Path, _: Workshop) -> list[str]:
    return ["scan", write(folder, f"{NON_UTF8}.jpg", "not a photo at all\n")]


def _image_variant(encode: Callable[[np.ndarray], bytes]) -> Callable[[Workshop], bytes]:
    return lambda shop: encode(shop.image("good"))


PHOTO_CASES = [
    photo_case("empty file", "empty.jpg", lambda _: b"", (2,), r"empty file"),
    photo_case("text renamed .jpg", "notes.jpg", lambda _: "shopping list: eggs, dice\n", (2,), r"not an image"),
    photo_case("truncated JPEG (half a download)", "half.jpg", _truncated, (2,), r"truncated JPEG"),
    photo_case("JPEG with damaged picture data", "damaged.jpg", _garbled, (2, 0), r"the JPEG is damaged \(Corrupt"),
    photo_case("1 x 1 image", "dot.png", lambda _: png(np.full((1, 1, 3), 255, np.uint8)), (2,), r"too small"),
    photo_case("PNG whose header claims 30000 x 30000 (decompression bomb)", "bomb.png", lambda _: png_bomb(), (2,),
               r"too many pixels"),
    photo_case("48-megapixel photo", "huge.jpg", shared("huge"), (0,)),
    photo_case("16-bit PNG", "deep.png", _image_variant(lambda im: png(im.astype(np.uint16) * 257)), (0,),
               same_as="good"),
    photo_case("CMYK JPEG", "cmyk.jpg", _cmyk, (0,)),
    photo_case("greyscale PNG", "grey.png", _image_variant(lambda im: png(cv2.cvtColor(im, cv2.COLOR_BGR2GRAY))),
               (0,)),
    photo_case("PNG with an alpha channel", "alpha.png",
               _image_variant(lambda im: png(cv2.cvtColor(im, cv2.COLOR_BGR2BGRA))), (0,), same_as="good"),
    photo_case("animated GIF", "clip.gif", _animated_gif, (2,), r"GIF"),
    photo_case("scanner app's PDF of one photo", "scan.pdf", _scanner_pdf("good"), (0,), same_as="good"),
    photo_case("scanner app's PDF of two photos", "scans.pdf", _scanner_pdf("good", "good"), (0,), sheets=2,
               same_as="good"),
    photo_case("blank pad PDF given as a photo", "pads.jpg", lambda shop: shop.sheet_pdf, (2,),
               r"a pad printed by splitter pad, with no photo on it"),
    photo_case("damaged PDF", "cut.pdf", lambda shop: shop.sheet_pdf[:600], (2,), r"cannot read this PDF"),
    photo_case("password-locked PDF", "locked.pdf", _scanner_pdf("good", encrypt="secret"), (2,),
               r"locked \(encrypted\)"),
    photo_case("PDF page coded as a fax (CCITT)", "fax.pdf", _fax_pdf, (2,), r"no score sheet found"),
    photo_case("PDF picture inflating to 1 GB (zip bomb)", "bomb.pdf", _pdf_bomb, (2,), r"no score sheet found"),
    photo_case("PDF whose pages and objects loop", "loop.pdf", _pdf_loop, (2,), r"cannot read this PDF"),
    photo_case("PDF page of 60 MB of drawing operators", "drawing.pdf", _pdf_drawing_bomb, (2,),
               r"too small \(4 x 3 pixels\)"),
    photo_case("photo with no sheet", "table.jpg", shared("no sheet"), (2,), r"no score sheet found"),
    photo_case("9 x 9 sudoku grid", "sudoku.jpg", shared("sudoku"), (2,), r"81 squares is not pad"),
    photo_case("chessboard with a grey border", "chess.png", lambda _: png(lookalikes.chessboard()), (2,),
               r"no score sheet found"),
    photo_case("plain chessboard", "chess-plain.png", lambda _: png(lookalikes.chessboard(border=False)), (2,),
               r"no score sheet found"),
    photo_case("graph paper", "squared.png", lambda _: png(lookalikes.graph_paper()), (2,), r"no score sheet found"),
    photo_case("calendar page", "calendar.png", lambda _: png(lookalikes.calendar()), (2,), r"no score sheet found"),
    photo_case("tiled floor", "floor.jpg", lambda _: jpeg(lookalikes.tiled_floor()), (2,), r"no score sheet found"),
    photo_case("keyboard", "keys.jpg", lambda _: jpeg(lookalikes.keyboard()), (2,), r"no score sheet found"),
    photo_case("two sheets in one photo", "two.jpg", shared("two sheets"), (0,), sheets=2),
    photo_case("sheet with one corner cut off", "cut.jpg", shared("cut corner"), (0,)),
    photo_case("very dark photo", "dark.jpg", shared("very dark"), (0,)),
    photo_case("over-exposed photo", "bright.jpg", shared("over-exposed"), (0,)),
    photo_case("heavily blurred photo", "blurred.jpg", shared("blurred"), (2, 0),
               r"too blurred to find a score sheet.*hold the phone still"),
    photo_case("upside-down photo", "turned.jpg", shared("upside down"), (0,)),
    Case("folder without photos given as a photo", "photo", _directory, (2,), r"no photos in this folder"),
    Case("unreadable file (no read permission)", "photo", _locked, (2,), r"permission denied",
         obey_permissions=True),
    photo_case("non-UTF-8 file name", f"{NON_UTF8}.jpg", shared("good"), (0,), same_as="good"),
    Case("non-UTF-8 file name of a bad file", "photo", _bad_under_non_utf8, (2,), r"not an image"),
    photo_case("255-character file name", f"{LONG_STEM}.jpg", shared("good"), (0,), same_as="good"),
    Case("file name longer than the system allows", "photo", _too_long_name, (2,), r"too long"),
]


def _qr_case(kind: str, payload: Callable[[], str], says: str) -> Case:
    return photo_case(kind, "qr.jpg", lambda _: sheet_with_qr(payload()), (0,), says, "QR code", same_as="true QR")


def _fingerprint() -> str:
    from splitter_print.game.layout import load_layout

    return load_layout("A").fingerprint.upper()


QR_CASES = [
    _qr_case("QR code with other text (a web address)", lambda: "https://example.com/menu?table=7",
             r"ignored the QR code: QR code is not a splitter sheet identity"),
    _qr_case("QR code with a path", lambda: "../../../../etc/passwd",
             r"ignored the QR code: QR code is not a splitter sheet identity"),
    _qr_case("QR code with an oversized payload (100 characters)", lambda: "SPL:1:A:" + "0" * 92,
             r"ignored the QR code: QR code text is too long \(100 characters\)"),
    _qr_case("QR code of another design version", lambda: f"SPL:2:A:{_fingerprint()}:5",
             r"ignored the QR code: sheet was printed with design version 2"),
]


# ---------------------------------------------------------------- text files: layouts, sheets, roll logs


@dataclass(frozen=True)
class TextKind:
    """One kind of text file: a good example, and the command line that reads a file of it."""

    name: str
    good: Callable[[], str]
    command: Callable[[Path, str], list[str]]


def _check_rolls(folder: Path, rolls: str) -> list[str]:
    sheet = write(folder, "game_sheet.txt", (EXAMPLES / "game_sheet.txt").read_bytes())
    return ["check", sheet, "--rolls", rolls]


TEXT_KINDS = (
    TextKind("layout", lambda: (REPO / "layouts" / "a.toml").read_text(encoding="utf-8"),
             lambda _, name: ["layouts", name]),
    TextKind("sheet", lambda: (EXAMPLES / "worked_example.txt").read_text(encoding="utf-8"),
             lambda _, name: ["score", name]),
    TextKind("roll log", lambda: (EXAMPLES / "rolls.txt").read_text(encoding="utf-8"), _check_rolls),
)

MALFORMED: tuple[tuple[str, str, Callable[[str], bytes], tuple[int, ...], str], ...] = (
    ("empty", "empty", lambda _: b"", (2,), r"empty file"),
    ("only blank lines and comments", "blank", lambda _: b"\n  \n# nothing here\n\n", (2,), r"no |missing|empty"),
    ("binary", "binary", lambda _: bytes(range(256)) * 8, (2,), r"binary data"),
    ("huge (10 MB)", "huge", lambda text: text.encode() * (10 * 2**20 // len(text)), (2,), r"too large"),
    ("UTF-16 with byte-order mark", "utf16-bom", lambda text: ("# Hélène's\n" + text).encode("utf-16"), (0,), ""),
    ("UTF-16 without byte-order mark", "utf16", lambda text: ("# Hélène's\n" + text).encode("utf-16-le"), (2,),
     r"UTF-16"),
    ("Latin-1 (not UTF-8)", "latin1", lambda text: ("# Hélène's\n" + text).encode("latin-1"), (2,),
     r"not UTF-8 text \(byte 0xe9 on line 1\)"),
    ("UTF-8 byte-order mark", "utf8-bom", lambda text: b"\xef\xbb\xbf" + text.encode(), (0,), ""),
    ("Windows line ends (CRLF)", "crlf", lambda text: text.replace("\n", "\r\n").encode(), (0,), ""),
    ("old Mac line ends (CR)", "cr", lambda text: text.replace("\n", "\r").encode(), (0,), ""),
)
"""Every malformation of a text file: what it is, the file's stem, how to make it from a good
file, the exit codes accepted and the error line's pattern."""

NESTED = 30_000


def _text_case(kind: TextKind, malformation: str, stem: str, content: Callable[[str], bytes],
               exits: tuple[int, ...], says: str) -> Case:
    name = stem + (".toml" if kind.name == "layout" else ".txt")

    def build(folder: Path, _: Workshop) -> list[str]:
        return kind.command(folder, write(folder, name, content(kind.good())))

    return Case(malformation, kind.name, build, exits, says, file=name)


def _board_is_a_pipe(folder: Path) -> list[str]:
    os.mkfifo(folder / "pad.toml")
    grid = (EXAMPLES / "worked_example.txt").read_text().splitlines()[1:]
    return ["score", write(folder, "piped.json", json.dumps({"board": "pad.toml", "grid": grid}))]


def _pipe(folder: Path, name: str) -> None:
    os.mkfifo(folder / name)


def _device(folder: Path, name: str) -> None:
    (folder / name).symlink_to("/dev/zero")


NOT_FILES: tuple[tuple[str, str, Callable[[Path, str], None], str], ...] = (
    ("named pipe nobody writes to (would wait forever)", "pipe", _pipe,
     r"is a named pipe \(FIFO\); a \w[\w ]* must be a regular file"),
    ("link to a device (/dev/zero: endless, its size 0)", "zero", _device,
     r"is a character device; a \w[\w ]* must be a regular file"),
)
"""Names that are not regular files: what it is, the name's stem, how to make it, the error line's pattern."""


def _not_a_file_case(kind: TextKind, what: str, stem: str, make: Callable[[Path, str], None], says: str) -> Case:
    name = stem + (".toml" if kind.name == "layout" else ".txt")

    def build(folder: Path, _: Workshop) -> list[str]:
        make(folder, name)
        return kind.command(folder, name)

    return Case(what, kind.name, build, (2,), says, file=name)


def _rolls_pipe(command: Sequence[str]) -> Callable[[Path, Workshop], list[str]]:
    """A named pipe given as ``--rolls`` to ``command`` (read before any photo)."""
    def build(folder: Path, _: Workshop) -> list[str]:
        _pipe(folder, "rolls.txt")
        return [*command, "--rolls", "rolls.txt"]

    return build


TEXT_CASES = [_text_case(kind, *malformed) for kind in TEXT_KINDS for malformed in MALFORMED]
TEXT_CASES += [_not_a_file_case(kind, *special) for kind in TEXT_KINDS for special in NOT_FILES]
TEXT_CASES += [Case(f"named pipe given as {command[0]} --rolls", "roll log", _rolls_pipe(command), (2,),
                    r"is a named pipe \(FIFO\); a roll log must be a regular file", file="rolls.txt")
               for command in (["best"], ["scan", "photo.jpg"], ["batch", "night"])]
TEXT_CASES += [
    Case("JSON nested 30,000 deep", "sheet",
         lambda folder, _: ["score", write(folder, "deep.json", '{"board": "A", "grid": ' + "[" * NESTED
                                           + "]" * NESTED + "}")], (2,), r"too deep"),
    Case("TOML array nested 30,000 deep", "layout",
         lambda folder, _: ["layouts", write(folder, "deep.toml", 'name = "A"\npattern = "##"\nx = '
                                             + "[" * NESTED + "1" + "]" * NESTED + "\n")], (2,), r"too deep"),
    Case("JSON whose board names a pipe (would wait forever)", "sheet", lambda folder, _: _board_is_a_pipe(folder),
         (2,), r"no such pad", file="piped.json"),
    Case("directory given as a sheet", "sheet",
         lambda folder, _: (folder / "sheets").mkdir() or ["score", "sheets"], (2,), r"is a directory"),
]

CASES: list[Case] = [*PHOTO_CASES, *QR_CASES, *TEXT_CASES]


# ---------------------------------------------------------------- what the user saw


def scan_results(run: Run) -> list[dict[str, object]]:
    """The objects ``scan --json`` printed (always a list)."""
    data = json.loads(run.stdout)
    return data if isinstance(data, list) else [data]


def _short(text: str) -> str:
    """Long runs of one character (the long file names) shortened for the table."""
    return re.sub(r"(.)\1{19,}", lambda m: f"{m.group(1) * 3}...({len(m.group(0))} x {m.group(1)})", text)


def seen(case: Case, args: Sequence[str], run: Run) -> str:
    """What the user sees, in words that do not depend on the digit engine: the error line,
    or what was read (with the warning the case is about)."""
    if run.code != 0:
        return _short(" / ".join(run.stderr_lines))
    if args[0] == "scan":
        sheets = scan_results(run)
        boards = ", ".join(sorted({str(sheet["board"]) for sheet in sheets}))
        warnings = [str(w) for sheet in sheets for w in sheet["warnings"]  # type: ignore[attr-defined]
                    if case.says and re.search(case.says, str(w))]
        return f"reads {len(sheets)} sheet{'s' * (len(sheets) != 1)} of pad {boards}" + "".join(
            f"; warning: {w}" for w in warnings[:1])
    if args[0] == "score":
        return "scores it: " + run.stdout.strip().splitlines()[-1].strip()
    if args[0] == "layouts":
        return "reads it: " + " ".join(run.stdout.splitlines()[0].split())
    return _short(run.stdout.splitlines()[0])


# ---------------------------------------------------------------- the reliability table

TABLE_START, TABLE_END = "<!-- reliability:start -->", "<!-- reliability:end -->"


def table(rows: Sequence[tuple[Case, str, int]]) -> str:
    """The reliability table (docs/benchmarks.md): ``(case, what the user saw, exit code)`` per row."""
    lines = ["| input | what the user sees | exit |", "| --- | --- | --- |"]
    for case, words, code in rows:
        shown = words.replace("|", "\\|").replace("`", "'")
        lines.append(f"| {case.group}: {case.kind} | `{shown}` | {code} |")
    return "\n".join(lines)


def with_table(readme: str, rows_table: str) -> str:
    """``readme`` with the text between the reliability markers replaced by ``rows_table``."""
    start, end = readme.index(TABLE_START) + len(TABLE_START), readme.index(TABLE_END)
    return f"{readme[:start]}\n{rows_table}\n{readme[end:]}"


def listing(folder: Path) -> list[str]:
    """Every path under ``folder`` (relative), to see that a run wrote nothing it should not."""
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*"))


@dataclass(frozen=True)
class Outcome:
    """A case run once in a folder of its own."""

    case: Case
    args: tuple[str, ...]
    run: Run
    before: list[str]
    after: list[str]

    @property
    def seen(self) -> str:
        return seen(self.case, self.args, self.run)


def run_case(case: Case, folder: Path, shop: Workshop) -> Outcome:
    """Build the case's input in ``folder`` (empty, made for it) and run ``splitter`` there."""
    args = case.build(folder, shop)
    before = listing(folder)
    run = run_cli(args, folder, obey_permissions=case.obey_permissions)
    return Outcome(case, tuple(args), run, before, listing(folder))


def can_run(case: Case) -> bool:
    """Whether the case can be checked here (root obeys file permissions only under setpriv)."""
    return not case.obey_permissions or _permission_prefix() is not None
