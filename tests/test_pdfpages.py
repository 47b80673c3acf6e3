"""PDF pages read as photos: scanner apps' PDFs made here with reportlab from made photos."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pypdfium2
import pytest
from click.testing import CliRunner
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from splitter_print.cli import main
from splitter_print.game.layout import load_layout
from splitter_print.night.batch import find_photos
from splitter_print.printing.pdf import pads_pdf
from splitter_print.reading.annotate import photo_stem
from splitter_print.reading.load import PhotoError, load_photo
from splitter_print.reading.pdfpages import pdf_pages
from splitter_print.reading.scan import scan_photo
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo


def scanner_pdf(jpegs: list[bytes], page: tuple[float, float] = landscape(A4), **options: object) -> bytes:
    """What a scanner app saves: each JPEG filling a page of its own."""
    out = io.BytesIO()
    drawing = canvas.Canvas(out, pagesize=page, **options)
    for jpeg in jpegs:
        drawing.drawImage(ImageReader(io.BytesIO(jpeg)), 0, 0, *page, preserveAspectRatio=True)
        drawing.showPage()
    drawing.save()
    return out.getvalue()


@pytest.fixture(scope="module")
def made() -> list[SyntheticPhoto]:
    return [make_photo(PhotoSpec(seed=seed, megapixels=3.0, board="A", writing="font", fill=0.9))
            for seed in (31, 32)]


@pytest.fixture
def two_pages(tmp_path: Path, made: list[SyntheticPhoto]) -> Path:
    path = tmp_path / "scan.pdf"
    path.write_bytes(scanner_pdf([photo.jpeg for photo in made]))
    return path


def write(path: Path, data: bytes) -> str:
    path.write_bytes(data)
    return str(path)


def blank_pads() -> bytes:
    out = io.BytesIO()
    pads_pdf(load_layout("A"), out, sheets=2, per_page=1)
    return out.getvalue()


def test_every_page_of_a_pdf_is_a_photo_named_with_its_page(two_pages: Path) -> None:
    assert find_photos([str(two_pages)]) == [f"{two_pages}#p1", f"{two_pages}#p2"]
    photo = load_photo(f"{two_pages}#p2")
    height, width = photo.image.shape[:2]
    assert photo.path == f"{two_pages}#p2"
    assert (width, height) == pytest.approx((297 / 25.4 * 200, 210 / 25.4 * 200), abs=2), "landscape A4 at 200 dpi"


def test_a_pdf_of_one_page_keeps_its_plain_name(tmp_path: Path, made: list[SyntheticPhoto]) -> None:
    path = write(tmp_path / "one.pdf", scanner_pdf([made[0].jpeg]))
    assert find_photos([path]) == [path]
    assert load_photo(path).path == path and load_photo(path).warnings == ()


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")
def test_each_page_reads_its_own_sheet(two_pages: Path, made: list[SyntheticPhoto]) -> None:
    for page, photo in enumerate(made, start=1):
        [reading] = scan_photo(f"{two_pages}#p{page}", engine="tesseract", colour=True)
        assert reading.file == f"{two_pages}#p{page}"
        assert reading.sheet.grid == photo.truth.grid
        assert reading.evidence.rectified.ndim == 3, "a picture of the page in colour"


def test_reading_a_pdf_without_a_page_takes_the_first_and_says_so(two_pages: Path) -> None:
    photo = load_photo(two_pages, grey=True)
    assert photo.path == str(two_pages) and photo.image.ndim == 2
    assert photo.warnings == (f"the PDF has 2 pages; only the first was read (name another as {two_pages}#p2)",)
    assert photo.in_colour().shape == (*photo.image.shape, 3)


def test_scan_reads_every_page_and_names_them(two_pages: Path) -> None:
    result = CliRunner().invoke(main, ["scan", "--json", str(two_pages)])
    assert result.exit_code == 0, result.stderr
    assert [entry["file"] for entry in __import__("json").loads(result.stdout)] == \
        [f"{two_pages}#p1", f"{two_pages}#p2"]


def test_annotation_files_of_pages_do_not_clash() -> None:
    assert photo_stem("night/scan.pdf#p1") == "scan-p1" and photo_stem("night/scan.pdf") == "scan"


def test_a_blank_pad_named_is_refused_and_in_a_folder_skipped(tmp_path: Path, made: list[SyntheticPhoto]) -> None:
    pads = write(tmp_path / "pads.pdf", blank_pads())
    with pytest.raises(PhotoError, match=r"pads.pdf: a blank pad made by splitter pad, not a scan"):
        load_photo(pads)
    photo = write(tmp_path / "anna.jpg", made[0].jpeg)
    assert pdf_pages(pads, listed=True) == [] and find_photos([str(tmp_path)]) == [photo]


def empty_pdf() -> bytes:
    out = io.BytesIO()
    pypdfium2.PdfDocument.new().save(out)
    return out.getvalue()


@pytest.mark.parametrize(("name", "data", "message"), [
    ("cut.pdf", lambda jpeg: scanner_pdf([jpeg])[:600],
     r"/cut.pdf: cannot open this PDF \(damaged, or it has no pages\)$"),
    ("locked.pdf", lambda jpeg: scanner_pdf([jpeg], encrypt="secret"),
     r"/locked.pdf: the PDF is locked with a password; save it again without one$"),
    ("empty.pdf", lambda jpeg: empty_pdf(), r"/empty.pdf: cannot open this PDF \(damaged, or it has no pages\)$"),
    ("wall.pdf", lambda jpeg: scanner_pdf([jpeg], page=(14400, 14400)),
     r"/wall.pdf: the page is 5,080 x 5,080 mm, too large to render at 102 dpi within 120,000,000 pixels$"),
])
def test_unusable_pdfs_get_one_line(tmp_path: Path, made: list[SyntheticPhoto], name: str, data: object,
                                    message: str) -> None:
    path = write(tmp_path / name, data(made[0].jpeg))  # type: ignore[operator]
    with pytest.raises(PhotoError, match=message):
        load_photo(path)


def test_a_page_it_does_not_have_or_a_huge_picture_is_refused(two_pages: Path) -> None:
    with pytest.raises(PhotoError, match=r"scan.pdf#p3: the PDF has only 2 pages$"):
        load_photo(f"{two_pages}#p3")
    huge = r"scan.pdf#p1: holds a picture of \d+ x \d+ = [\d,]+ pixels \(limit 1,000,000\)"
    with pytest.raises(PhotoError, match=huge):
        load_photo(f"{two_pages}#p1", max_pixels=1_000_000)


def test_a_bad_pdf_is_one_line_and_the_other_photos_are_still_read(tmp_path: Path,
                                                                   made: list[SyntheticPhoto]) -> None:
    bad = write(tmp_path / "locked.pdf", scanner_pdf([made[0].jpeg], encrypt="secret"))
    good = write(tmp_path / "anna.jpg", made[0].jpeg)
    alone = CliRunner().invoke(main, ["scan", bad])
    assert alone.exit_code == 2 and alone.stderr.strip().splitlines() == \
        [f"splitter: {bad}: the PDF is locked with a password; save it again without one"]
    both = CliRunner().invoke(main, ["scan", bad, good])
    assert both.exit_code == 1 and "total" in both.stdout and "Traceback" not in both.output


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")
def test_a_night_names_and_fixes_pages_by_their_page_names(tmp_path: Path, made: list[SyntheticPhoto]) -> None:
    from splitter_print.night.batch import NightOptions, score_night

    folder = tmp_path / "night"
    folder.mkdir()
    write(folder / "scan.pdf", scanner_pdf([photo.jpeg for photo in made]))
    write(folder / "pads.pdf", blank_pads())
    row, col = made[1].truth.layout.cells[0]
    new = 6 if made[1].truth.value((row, col)) != 6 else 5
    night = score_night([str(folder)], NightOptions(engine="tesseract", consensus=False,
                                                    names=("scan.pdf#p1=Anna", "scan.pdf#p2=Ben"),
                                                    fixes=(f"scan.pdf#p2:{row},{col}={new}",)))
    assert [photo.file for photo in night.photos] == [f"{folder}/scan.pdf#p1", f"{folder}/scan.pdf#p2"]
    players = {outcome.player: outcome.reading for outcome in night.outcomes}
    assert players["Anna"].sheet.grid == made[0].truth.grid
    assert players["Ben"].sheet == made[1].truth.with_values({(row, col): new})
