"""Pictures read out of PDFs (splitter_print.reading.photo.pdf): a page's picture at its own resolution.

The PDFs are made in the tests (:mod:`splitter_testkit.pdfs`): by reportlab, as a scanner app
saves them, and byte by byte for what reportlab never writes (cross-reference and object
streams, predictors, palettes, 1-bit pictures, fax, JBIG2 and JPEG 2000 codings, turned pages,
broken tables, hostile files). Expected pixels come from the pictures put in, worked out by
hand, or from pdfium's rendering of the whole page.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

import cv2
import numpy as np
import pypdfium2
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from splitter_print.cli import main
from splitter_print.game.layout import load_layout
from splitter_print.night.batch import NightFix, NightOptions, find_photos, score_night
from splitter_print.printing.pdf import pads_pdf
from splitter_print.reading.annotate import photo_stem
from splitter_print.reading.photo.load import PhotoError, load_photo
from splitter_print.reading.photo.pdf import PdfError, pdf_pages, read_page, split_page
from splitter_print.reading.scan import scan_photo
from splitter_testkit.pdfs import (
    ccitt_pdf,
    jbig2,
    jbig2_pdf,
    jpeg2000_pdf,
    nested_forms_pdf,
    page_tree_pdf,
    pdf_file,
    picture_pdf,
    scanner_pdf,
    stream,
)
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo

LIMIT = 120_000_000
Coding = Callable[[np.ndarray], bytes]
"""A page of a grey picture, as an office scanner codes it."""
needs_tesseract = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")


# ---- PDFs made here ---------------------------------------------------------------------------


def read(data: bytes, page: int | None = None, grey: bool = False, max_pixels: int = LIMIT) -> np.ndarray:
    return read_page(data, "made.pdf", page, max_pixels=max_pixels, grey=grey).image


def rendered(data: bytes) -> np.ndarray:
    """pdfium's rendering of page 1 at 72 dpi (a point a pixel), BGR."""
    image: np.ndarray = pypdfium2.PdfDocument(data)[0].render(scale=1).to_numpy()[:, :, :3]
    return image


@pytest.fixture(scope="module")
def colours() -> np.ndarray:
    """A 120 x 90 BGR picture with smooth colours and sharp edges."""
    rng = np.random.default_rng(7)
    image = cv2.resize((rng.random((9, 12, 3)) * 255).astype(np.uint8), (120, 90), interpolation=cv2.INTER_LINEAR)
    image[30:40, 10:100] = (0, 0, 255)
    return image


def decoded(jpeg: bytes, flags: int = cv2.IMREAD_COLOR) -> np.ndarray:
    image = cv2.imdecode(np.frombuffer(jpeg, np.uint8), flags)
    assert image is not None
    return image


def encoded(image: np.ndarray, kind: str) -> bytes:
    return cv2.imencode(kind, image, [cv2.IMWRITE_JPEG_QUALITY, 92] if kind == ".jpg" else [])[1].tobytes()


# ---- reportlab's PDFs, against the picture put in and pdfium's rendering ---------------------


@pytest.mark.parametrize("a85", [True, False])
def test_a_jpeg_page_is_the_jpeg_itself_as_pdfium_draws_it(colours: np.ndarray, a85: bool) -> None:
    jpeg = encoded(colours, ".jpg")
    pdf = scanner_pdf([jpeg], page=(120, 90), a85=a85)
    assert b"/DCTDecode" in pdf and (b"/ASCII85Decode" in pdf) == a85
    mine = read(pdf)
    assert np.array_equal(mine, decoded(jpeg))
    assert np.abs(mine.astype(int) - rendered(pdf).astype(int)).mean() < 2, "pdfium's JPEG decoder, within a level"
    assert np.array_equal(read(pdf, grey=True), decoded(jpeg, cv2.IMREAD_GRAYSCALE))


@pytest.mark.parametrize("a85", [True, False])
def test_a_png_page_is_its_exact_pixels_as_pdfium_draws_them(colours: np.ndarray, a85: bool) -> None:
    pdf = scanner_pdf([encoded(colours, ".png")], page=(120, 90), a85=a85)
    assert b"/FlateDecode" in pdf and b"/DCTDecode" not in pdf
    assert np.array_equal(read(pdf), colours)
    assert np.array_equal(rendered(pdf), colours)


def test_a_jpeg_is_read_as_stored_whatever_its_exif_orientation_says(colours: np.ndarray) -> None:
    """PDF viewers draw a JPEG's pixels as stored; its EXIF "turn a quarter" tag is not theirs to obey."""
    out = io.BytesIO()
    exif = Image.Exif()
    exif[0x0112] = 6
    Image.fromarray(colours[:, :, ::-1]).save(out, "JPEG", quality=95, exif=exif.tobytes())
    pdf = scanner_pdf([out.getvalue()], page=(120, 90), a85=False)
    mine = read(pdf)
    assert mine.shape == colours.shape
    assert np.abs(mine.astype(int) - rendered(pdf).astype(int)).mean() < 2


# ---- hand-made PDFs: what reportlab never writes ----------------------------------------------


GREY = np.array([[0, 40, 80, 120], [160, 200, 240, 255], [10, 20, 30, 40]], np.uint8)


@pytest.mark.parametrize("xref", ["table", "stream", "objstm", "broken"])
def test_every_kind_of_cross_reference_finds_the_picture(xref: str) -> None:
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode",
                      zlib.compress(GREY.tobytes()), (4, 3), xref=xref)
    assert (b"/ObjStm" in pdf) == (xref == "objstm") and (b"/XRef" in pdf) == (xref in ("stream", "objstm"))
    assert np.array_equal(read(pdf, grey=True), GREY)
    assert np.array_equal(read(pdf), cv2.cvtColor(GREY, cv2.COLOR_GRAY2BGR))


def test_a_file_cut_before_its_xref_is_one_line() -> None:
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3))
    with pytest.raises(PdfError, match=r"^made.pdf: cannot read this PDF \(damaged, or it has no pages\)$"):
        read(pdf[:pdf.index(b"xref")])


def test_png_predictors_sub_up_average_paeth_are_undone() -> None:
    """Rows filtered by hand: Sub, Average and Paeth against the row above (RFC 2083 section 6)."""
    rows = bytes([1, 10, 10, 10,   # Sub: 10, 20, 30
                  3, 5, 6, 7,      # Average: 5 + 10 // 2 = 10, 6 + (10 + 20) // 2 = 21, 7 + (21 + 30) // 2 = 32
                  4, 1, 2, 3])     # Paeth: each byte's predictor is the one above here: 11, 23, 35
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode "
                      b"/DecodeParms << /Predictor 15 /Columns 3 >>", zlib.compress(rows), (3, 3))
    assert read(pdf, grey=True).tolist() == [[10, 20, 30], [10, 21, 32], [11, 23, 35]]


def test_png_predictors_of_a_colour_picture_as_libpng_writes_them(colours: np.ndarray) -> None:
    png = encoded(colours, ".png")
    idat, at = b"", 8
    while at < len(png):  # the PNG's own filtered rows, whatever filters libpng chose
        length = int.from_bytes(png[at:at + 4], "big")
        idat += png[at + 8:at + 8 + length] if png[at + 4:at + 8] == b"IDAT" else b""
        at += 12 + length
    pdf = picture_pdf(b"/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode "
                      b"/DecodeParms << /Predictor 15 /Colors 3 /Columns 120 >>", idat, (120, 90))
    assert np.array_equal(read(pdf), colours)


def test_the_tiff_predictor_adds_each_sample_to_the_one_before() -> None:
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode "
                      b"/DecodeParms << /Predictor 2 /Columns 3 >>", zlib.compress(bytes([10, 5, 250, 0, 1, 1])),
                      (3, 2))
    assert read(pdf, grey=True).tolist() == [[10, 15, 9], [0, 1, 2]]


def test_filter_arrays_and_text_codings_are_undone_in_order() -> None:
    hexed = zlib.compress(GREY.tobytes()).hex().encode() + b">"
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter [/ASCIIHexDecode /FlateDecode]",
                      hexed, (4, 3))
    assert np.array_equal(read(pdf, grey=True), GREY)


def test_a_one_bit_picture_and_its_inverting_decode_array() -> None:
    # 10 pixels a row, padded to two bytes: 1010101010 and 1111100000
    bits = bytes([0b10101010, 0b10000000, 0b11111000, 0b00000000])
    plain = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 1", bits, (10, 2))
    assert read(plain, grey=True).tolist() == [[255, 0] * 5, [255] * 5 + [0] * 5]
    inverted = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 1 /Decode [1 0]", bits, (10, 2))
    assert read(inverted, grey=True).tolist() == [[0, 255] * 5, [0] * 5 + [255] * 5]
    mask = picture_pdf(b"/ImageMask true", bits, (10, 2))
    assert read(mask, grey=True).tolist() == [[255, 0] * 5, [255] * 5 + [0] * 5], "0 paints black, 1 leaves paper"


def test_sixteen_bit_samples_are_scaled_to_eight() -> None:
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 16", bytes([0x12, 0x34, 0xFF, 0x00, 0x00, 0xFF]),
                      (3, 1))
    assert read(pdf, grey=True).tolist() == [[value * 255 // 65535 for value in (0x1234, 0xFF00, 0x00FF)]]


def test_a_palette_picture_maps_each_index_to_its_colour() -> None:
    palette = b"<FF0000 00FF00 0000FF>"  # red, green, blue, in RGB
    pdf = picture_pdf(b"/ColorSpace [/Indexed /DeviceRGB 2 " + palette + b"] /BitsPerComponent 4",
                      bytes([0x01, 0x20]), (3, 1))  # indices 0 1 2, padded
    assert read(pdf).tolist() == [[[0, 0, 255], [0, 255, 0], [255, 0, 0]]]


def test_cmyk_and_icc_colour_spaces() -> None:
    cmyk = picture_pdf(b"/ColorSpace /DeviceCMYK /BitsPerComponent 8",
                       bytes([255, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 0]), (3, 1))
    (cyan, black, white), = read(cmyk).tolist()  # BGR, as a viewer shows inks: not the plain formula's
    assert cyan[0] > 200 and cyan[2] < 60 and max(black) < 60 and white == [255, 255, 255]
    assert read(cmyk).tolist() == rendered(cmyk).tolist()
    icc = picture_pdf(b"/ColorSpace [/ICCBased 9 0 R] /BitsPerComponent 8", bytes([7, 8, 9]), (3, 1))
    at = icc.index(b"xref")
    pdf = icc[:at] + b"9 0 obj\n" + stream(b"/N 1", b"a grey profile") + b"\nendobj\n" + icc[at:]  # xref stale: rebuilt
    assert read(pdf, grey=True).tolist() == [[7, 8, 9]]


@pytest.mark.parametrize(("rotate", "matrix", "turn"), [
    (90, None, cv2.ROTATE_90_CLOCKWISE),
    (180, None, cv2.ROTATE_180),
    (0, b"0 4 -3 0 3 0", cv2.ROTATE_90_COUNTERCLOCKWISE),  # drawn with its top to the left
    (90, b"0 4 -3 0 3 0", None),  # drawn turned back, on a page turned forward: upright
])
def test_the_picture_is_turned_as_it_shows_on_the_page(rotate: int, matrix: bytes | None, turn: int | None) -> None:
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3), rotate=rotate,
                      matrix=matrix)
    assert np.array_equal(read(pdf, grey=True), GREY if turn is None else cv2.rotate(GREY, turn))


def test_a_mirrored_placement_is_mirrored() -> None:
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3), matrix=b"-4 0 0 3 4 0")
    assert np.array_equal(read(pdf, grey=True), GREY[:, ::-1])


def test_only_operators_count_not_their_names_in_strings_comments_or_names() -> None:
    draw = (b"BT (q -4 0 0 3 4 0 cm (nested) \\) /Im0 Do) Tj ET % -4 0 0 3 4 0 cm /Im0 Do\n"
            b"/q gs /Do BMC EMC 0 0 m 5 5 l S 4 0 0 3 0 0 cm /Im0 Do")
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3), draw=draw)
    assert np.array_equal(read(pdf, grey=True), GREY), "drawn once, not mirrored"
    restored = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3),
                           draw=b"q -4 0 0 3 4 0 cm Q q 4 0 0 3 0 0 cm /Im0 Do Q")
    assert np.array_equal(read(restored, grey=True), GREY), "Q restores the matrix that q saved"


def test_a_picture_inside_a_form_is_found() -> None:
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3), in_form=True)
    assert np.array_equal(read(pdf, grey=True), GREY)


def test_a_page_of_several_pictures_is_read_as_it_shows_at_its_largest_pictures_resolution() -> None:
    small = stream(b"/Type /XObject /Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8",
                   b"\x01\x02")
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3))
    pdf = pdf.replace(b"/Im0 5 0 R >>", b"/Im0 5 0 R /Sm 7 0 R >>").replace(b"/Im0 Do Q", b"/Im0 Do Q /Sm Do")
    at = pdf.index(b"xref")
    pdf = pdf[:at] + b"7 0 obj\n" + small + b"\nendobj\n" + pdf[at:]
    image = read(pdf, grey=True)
    assert image.shape == GREY.shape, "a point a pixel, as the large picture is drawn"
    assert np.array_equal(image[:2], GREY[:2]) and np.array_equal(image[2, 1:], GREY[2, 1:])
    assert image[2, 0] in (1, 2), "the small picture (1, 2) drawn over the bottom left point"


def test_a_mixed_raster_page_reads_as_it_shows_its_jbig2_ink_over_the_paper() -> None:
    """An office scanner's "compact" page: the ink as a JBIG2 mask at full resolution over a
    JPEG of the paper at a lower one; drawn at the mask's resolution, ink black over the paper."""
    ink = np.full((30, 40), 255, np.uint8)
    ink[5:20, 3:10] = 0
    ink[22:27, 25:38] = 0
    mask = stream(b"/Type /XObject /Subtype /Image /Width 40 /Height 30 /ImageMask true /Filter /JBIG2Decode",
                  jbig2(ink))
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", bytes([200]) * 20 * 15, (20, 15),
                      draw=b"q 20 0 0 15 0 0 cm /Im0 Do Q q 20 0 0 15 0 0 cm /Mk Do Q")
    pdf = pdf.replace(b"/Im0 5 0 R >>", b"/Im0 5 0 R /Mk 7 0 R >>")
    at = pdf.index(b"xref")
    pdf = pdf[:at] + b"7 0 obj\n" + mask + b"\nendobj\n" + pdf[at:]
    image = read(pdf, grey=True)
    assert image.shape == ink.shape, "two pixels a point: the mask's resolution, not the paper's"
    assert (image[ink == 0] < 30).all() and (image[ink == 255] == 200).all()


@pytest.mark.parametrize(("anticlockwise", "mirrored"), [(False, False), (False, True), (True, False),
                                                          (True, True)])
def test_a_pdf_written_by_pdfium_with_its_picture_turned_reads_as_pdfium_draws_it(
        colours: np.ndarray, tmp_path: Path, anticlockwise: bool, mirrored: bool) -> None:
    jpeg = write(tmp_path / "photo.jpg", encoded(colours, ".jpg"))
    document = pypdfium2.PdfDocument.new()
    page = document.new_page(90, 120)
    image = pypdfium2.PdfImage.new(document)
    image.load_jpeg(jpeg, inline=False)
    matrix = pypdfium2.PdfMatrix().scale(-120 if mirrored else 120, 90).rotate(90, ccw=anticlockwise)
    a, b, c, d, _, _ = matrix.get()
    image.set_matrix(matrix.translate(-min(0, a, c, a + c), -min(0, b, d, b + d)))  # onto the page
    page.insert_obj(image)
    page.gen_content()
    out = io.BytesIO()
    document.save(out)
    mine, theirs = read(out.getvalue()).astype(int), rendered(out.getvalue()).astype(int)
    assert mine.shape == theirs.shape == (120, 90, 3)
    assert np.abs(mine - theirs).mean() < 5, "pdfium resamples a turned picture: within a few levels"
    assert np.abs(mine[::-1] - theirs).mean() > 30 and np.abs(mine[:, ::-1] - theirs).mean() > 30


@pytest.mark.parametrize("coding", [ccitt_pdf, jbig2_pdf, jpeg2000_pdf])
def test_office_scanners_codings_read_as_the_picture_put_in(colours: np.ndarray, coding: Coding) -> None:
    """CCITT fax and JBIG2 (black and white: the grey picture thresholded at half), JPEG 2000
    (lossless: every level)."""
    grey = cv2.cvtColor(colours, cv2.COLOR_BGR2GRAY)
    pdf = coding(grey)
    expected = grey if coding is jpeg2000_pdf else np.where(grey < 128, 0, 255).astype(np.uint8)
    assert coding is jpeg2000_pdf or 0 < (expected == 0).sum() < expected.size, "ink and paper both"
    assert np.array_equal(read(pdf, grey=True), expected)
    assert np.array_equal(read(pdf), cv2.cvtColor(expected, cv2.COLOR_GRAY2BGR))


def test_a_colour_jpeg_2000_page_is_its_exact_pixels(colours: np.ndarray) -> None:
    assert np.array_equal(read(jpeg2000_pdf(colours)), colours)


# ---- refused with one line --------------------------------------------------------------------


@pytest.mark.parametrize(("pdf", "said"), [
    (page_tree_pdf(kids=20_000), r"the PDF has 20,000 pages \(limit 10,000\); split it into smaller files"),
    (page_tree_pdf(depth=5000), r"cannot read this PDF \(damaged, or it has no pages\)"),
    (nested_forms_pdf(depth=30, fan=4), r"cannot read this PDF \(it needs over 4 CPU seconds or 1,536 MB, or pdfium "
                                        r"failed on it\); export the page as a JPEG or PNG"),
], ids=["20,000 pages", "page tree 5000 deep", "forms drawing forms, 4 ** 30 drawings"])
def test_a_hostile_page_tree_or_page_is_one_line(pdf: bytes, said: str) -> None:
    with pytest.raises(PdfError, match=rf"^made.pdf: {said}$"):
        read(pdf)


def test_a_page_tree_claiming_more_pages_than_it_has_counts_those_it_has() -> None:
    pdf = page_tree_pdf(count=10**9)
    with pytest.raises(PdfError, match=r"^made.pdf: the page holds no picture"):
        read(pdf)
    with pytest.raises(PdfError, match=r"^made.pdf: the PDF has only 1 page$"):
        read(pdf, page=2)


def test_an_encrypted_pdf_is_refused() -> None:
    pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3),
                      trailer=b"/Encrypt << /Filter /Standard /V 2 >> ")
    with pytest.raises(PdfError, match=r"^made.pdf: the PDF is locked \(encrypted\); save it again without a "
                                       r"password or protection, or export the page as a JPEG or PNG$"):
        read(pdf)


def test_a_page_with_no_picture_says_so() -> None:
    pdf = pdf_file({1: b"<< /Type /Catalog /Pages 2 0 R >>", 2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R >>",
                    4: stream(b"", b"0 0 m 100 100 l S")})
    with pytest.raises(PdfError, match=r"^made.pdf: the page holds no picture \(only text or drawing\); scan"):
        read(pdf)


def test_pictures_over_the_pixel_limit_are_refused_before_decoding() -> None:
    huge = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode", zlib.compress(b"\0"),
                       (4, 3)).replace(b"/Width 4 /Height 3", b"/Width 200000 /Height 100000")
    with pytest.raises(PdfError, match=r"^made.pdf: holds a picture of 200000 x 100000 = 20,000,000,000 pixels "
                                       r"\(limit 120,000,000\); scan at a lower resolution$"):
        read(huge)


def test_a_zip_bomb_inflates_no_further_than_the_picture_needs(tmp_path: Path) -> None:
    squeezer = zlib.compressobj(9)
    bomb = b"".join(squeezer.compress(bytes(2**24)) for _ in range(32)) + squeezer.flush()  # 512 MB of zeros
    path = write(tmp_path / "bomb.pdf", picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8 "
                                                    b"/Filter /FlateDecode", bomb, (100, 100)))
    # The process's own high-water mark from /proc (ru_maxrss of RUSAGE_SELF keeps the one of
    # the process it was started from, here the test run's, across exec), the worker's from
    # RUSAGE_CHILDREN.
    measure = ("import re, resource, sys\nfrom splitter_print.reading.photo.load import load_photo\n"
               "image = load_photo(sys.argv[1], grey=True).image\n"
               "own = int(re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read())[1])\n"
               "peak = max(own, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
               "print(image.shape, int(image.any()), peak // 1024)")
    run = subprocess.run([sys.executable, "-c", measure, path], capture_output=True, text=True, timeout=120, check=True)
    shape, found, peak = run.stdout.rsplit(" ", 2)
    assert (shape, found) == ("(100, 100)", "0")
    assert int(peak) < 300, f"peak {peak} MB (the process with its libraries, and the worker) for a 512 MB bomb"


def test_object_loops_and_absurd_lengths_end_in_a_reading_or_one_line() -> None:
    absurd = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3)) \
        .replace(b"/Length 12 >>", b"/Length 99999999999 >>")
    assert np.array_equal(read(absurd, grey=True), GREY), "the stream ends at its endstream"
    looped = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3)) \
        .replace(b"/Length 12 >>", b"/Length 5 0 R >>")
    assert np.array_equal(read(looped, grey=True), GREY), "a length that needs the stream itself is not trusted"
    tree = pdf_file({1: b"<< /Type /Catalog /Pages 2 0 R >>", 2: b"<< /Type /Pages /Kids [3 0 R] >>",
                     3: b"<< /Type /Pages /Kids [2 0 R 3 0 R] >>", 4: b"<< /A 5 0 R >>", 5: b"4 0 R"})
    with pytest.raises(PdfError, match=r"^made.pdf: cannot read this PDF \(damaged, or it has no pages\)$"):
        read(tree)
    forms = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", GREY.tobytes(), (4, 3), in_form=True) \
        .replace(b"/XObject << /Im0 5 0 R >> >>", b"/XObject << /Im0 5 0 R /Fm0 6 0 R >> >>") \
        .replace(b"/Im0 Do Q", b"/Fm0 Do Q")  # the form draws itself
    with pytest.raises(PdfError, match=r"^made.pdf: the page holds no picture"):
        read(forms)


@pytest.mark.parametrize("cut", [0.3, 0.6, 0.95])
def test_a_truncated_or_scrambled_pdf_is_one_line(colours: np.ndarray, cut: float) -> None:
    def outcome(data: bytes) -> str:
        try:
            return f"read {read(data).shape[:2]}"
        except PdfError as err:
            return str(err)

    pdf = scanner_pdf([encoded(colours, ".png")], page=(120, 90))
    for data in (pdf[:int(len(pdf) * cut)], pdf[:int(len(pdf) * cut)] + bytes(range(256)) * 4):
        said = outcome(data)
        assert said == "read (90, 120)" or (said.startswith("made.pdf: ") and "\n" not in said), said


EDITS = st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.sampled_from(
    [b"", b"0", b"9", b" ", b"<<", b">>", b"[", b"(", b")", b" 0 R", b"/Length 999999999", b"endstream", b"obj",
     b"\xff"]), st.integers(0, 40)), min_size=1, max_size=8)
FUZZ_SEEDS = [picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode",
                          zlib.compress(GREY.tobytes()), (4, 3), xref=xref, in_form=xref == "stream")
              for xref in ("table", "stream", "objstm")]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.sampled_from(FUZZ_SEEDS), edits=EDITS)
def test_a_pdf_with_random_edits_is_read_or_refused_in_one_line(seed: bytes, edits: list[tuple[float, bytes, int]]
                                                                ) -> None:
    data = bytearray(seed)
    for where, insert, cut in edits:  # replace ``cut`` bytes at ``where`` by ``insert``
        at = int(where * len(data))
        data[at:at + cut] = insert
    try:
        image = read(bytes(data), max_pixels=1_000_000)
    except PdfError as err:
        assert str(err).startswith("made.pdf") and "\n" not in str(err)  # noqa: PT017
    else:
        assert image.dtype == np.uint8 and image.ndim == 3


# ---- in the reader: names, pages, the night ---------------------------------------------------


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


def test_every_page_of_a_pdf_is_a_photo_named_with_its_page(two_pages: Path, made: list[SyntheticPhoto]) -> None:
    assert find_photos([str(two_pages)]) == [f"{two_pages}#p1", f"{two_pages}#p2"]
    photo = load_photo(f"{two_pages}#p2")
    assert photo.path == f"{two_pages}#p2"
    assert np.array_equal(photo.image, decoded(made[1].jpeg)), \
        "the page's JPEG at its own resolution, nothing drawn"


def test_a_pdf_of_one_page_keeps_its_plain_name(tmp_path: Path, made: list[SyntheticPhoto]) -> None:
    path = write(tmp_path / "one.pdf", scanner_pdf([made[0].jpeg]))
    assert find_photos([path]) == [path]
    assert load_photo(path).path == path and load_photo(path).warnings == ()


def test_reading_a_pdf_without_a_page_takes_the_first_and_says_so(two_pages: Path) -> None:
    photo = load_photo(two_pages, grey=True)
    assert photo.path == str(two_pages) and photo.image.ndim == 2
    assert [str(warning) for warning in photo.warnings] == [
        f"the PDF has 2 pages; only the first was read (name another as {two_pages}#p2)"]
    assert photo.in_colour().shape == (*photo.image.shape, 3)


@needs_tesseract
def test_a_pdf_page_reads_the_same_sheet_as_its_jpeg(two_pages: Path, made: list[SyntheticPhoto],
                                                    tmp_path: Path) -> None:
    for page, photo in enumerate(made, start=1):
        [from_pdf] = scan_photo(f"{two_pages}#p{page}", engine="tesseract", colour=True)
        [from_jpeg] = scan_photo(write(tmp_path / f"p{page}.jpg", photo.jpeg), engine="tesseract")
        assert from_pdf.file == f"{two_pages}#p{page}"
        assert from_pdf.sheet.grid == from_jpeg.sheet.grid == photo.truth.grid
        assert from_pdf.evidence.rectified.ndim == 3, "a picture of the page in colour"


@needs_tesseract
@pytest.mark.parametrize("coding", [ccitt_pdf, jbig2_pdf, jpeg2000_pdf])
def test_a_sheet_an_office_scanner_coded_reads_as_written(tmp_path: Path, made: list[SyntheticPhoto],
                                                          coding: Coding) -> None:
    path = write(tmp_path / "scan.pdf", coding(cv2.cvtColor(made[0].image, cv2.COLOR_BGR2GRAY)))
    [reading] = scan_photo(path, engine="tesseract")
    assert reading.sheet.grid == made[0].truth.grid


def test_scan_reads_every_page_and_names_them(two_pages: Path) -> None:
    result = CliRunner().invoke(main, ["scan", "--json", str(two_pages)])
    assert result.exit_code == 0, result.stderr
    assert [entry["file"] for entry in json.loads(result.stdout)] == [f"{two_pages}#p1", f"{two_pages}#p2"]


def test_annotation_files_of_pages_do_not_clash() -> None:
    assert photo_stem("night/scan.pdf#p1") == "scan-p1" and photo_stem("night/scan.pdf") == "scan"


def test_a_pdf_over_the_file_size_limit_is_not_opened_for_its_pages(two_pages: Path) -> None:
    """Too large a file stays one name, for the photo loader to refuse in one line."""
    size = two_pages.stat().st_size
    assert pdf_pages(two_pages, max_bytes=size - 1) == [str(two_pages)]
    assert pdf_pages(two_pages, max_bytes=size) == [f"{two_pages}#p1", f"{two_pages}#p2"]


def test_page_names_and_sheet_numbers_do_not_clash(tmp_path: Path) -> None:
    """``#p2`` is a page of a PDF; ``#2`` the second sheet of a photo (or of a page)."""
    assert split_page("scan.pdf#p2") == ("scan.pdf", 2) and split_page("photo.jpg#2") == ("photo.jpg#2", None)
    odd = tmp_path / "really#p2"
    odd.write_bytes(b"")
    assert split_page(str(odd)) == (str(odd), None), "a file truly named so is itself"


def test_our_blank_pad_named_is_refused_and_in_a_folder_skipped(tmp_path: Path, made: list[SyntheticPhoto]) -> None:
    pads = write(tmp_path / "pads.pdf", blank_pads())
    with pytest.raises(PhotoError, match=r"pads.pdf#p1: a pad printed by splitter pad, with no photo on it; print "
                                         r"it, fill it in, then photograph or scan the sheet$"):
        load_photo(f"{pads}#p1")
    photo = write(tmp_path / "anna.jpg", made[0].jpeg)
    assert pdf_pages(pads, max_bytes=2**20, listed=True) == [] and find_photos([str(tmp_path)]) == [photo]


def empty_pdf() -> bytes:
    out = io.BytesIO()
    pypdfium2.PdfDocument.new().save(out)
    return out.getvalue()


@pytest.mark.parametrize(("name", "data", "message"), [
    ("cut.pdf", lambda jpeg: scanner_pdf([jpeg])[:600], r"/cut.pdf: cannot read this PDF \(damaged"),
    ("locked.pdf", lambda jpeg: scanner_pdf([jpeg], encrypt="secret"),
     r"/locked.pdf: the PDF is locked \(encrypted\); save it again without a password or protection, or export "
     r"the page as a JPEG or PNG$"),
    ("empty.pdf", lambda jpeg: empty_pdf(), r"/empty.pdf: cannot read this PDF \(damaged, or it has no pages\)$"),
])
def test_unusable_pdfs_get_one_line(tmp_path: Path, made: list[SyntheticPhoto], name: str, data: object,
                                    message: str) -> None:
    path = write(tmp_path / name, data(made[0].jpeg))  # type: ignore[operator]
    with pytest.raises(PhotoError, match=message):
        load_photo(path)


def test_a_page_it_does_not_have_or_a_huge_picture_is_refused(two_pages: Path) -> None:
    with pytest.raises(PhotoError, match=r"scan.pdf#p3: the PDF has only 2 pages$"):
        load_photo(f"{two_pages}#p3")
    huge = r"scan.pdf#p1: holds a picture of \d+ x \d+ = [\d,]+ pixels \(limit 1,000,000\); scan at a lower"
    with pytest.raises(PhotoError, match=huge):
        load_photo(f"{two_pages}#p1", max_pixels=1_000_000)


def test_a_bad_pdf_is_one_line_and_the_other_photos_are_still_read(tmp_path: Path,
                                                                   made: list[SyntheticPhoto]) -> None:
    bad = write(tmp_path / "locked.pdf", scanner_pdf([made[0].jpeg], encrypt="secret"))
    good = write(tmp_path / "anna.jpg", made[0].jpeg)
    alone = CliRunner().invoke(main, ["scan", bad])
    assert alone.exit_code == 2 and alone.stderr.strip().splitlines() == \
        [f"splitter: {bad}: the PDF is locked (encrypted); save it again without a password or protection, or "
         "export the page as a JPEG or PNG"]
    both = CliRunner().invoke(main, ["scan", bad, good])
    assert both.exit_code == 1 and "total" in both.stdout and "Traceback" not in both.output


def test_our_pad_given_to_scan_is_one_line_and_exit_2(tmp_path: Path) -> None:
    pads = write(tmp_path / "pads.pdf", blank_pads())
    result = CliRunner().invoke(main, ["scan", pads])
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        f"splitter: {pads}#p{page}: a pad printed by splitter pad, with no photo on it; print it, fill it in, "
        "then photograph or scan the sheet" for page in (1, 2)]


@needs_tesseract
def test_a_night_reads_a_two_page_pdf_as_two_sheets_named_and_fixed_by_page(tmp_path: Path,
                                                                           made: list[SyntheticPhoto]) -> None:
    folder = tmp_path / "night"
    folder.mkdir()
    write(folder / "scan.pdf", scanner_pdf([photo.jpeg for photo in made]))
    write(folder / "pads.pdf", blank_pads())
    row, col = made[1].truth.layout.cells[0]
    new = 6 if made[1].truth.value((row, col)) != 6 else 5
    night = score_night([str(folder)], NightOptions(engine="tesseract", consensus=False,
                                                    names={"scan.pdf#p1": "Anna", "scan.pdf#p2": "Ben"},
                                                    fixes=(NightFix("scan.pdf#p2", None, (row, col), new),)))
    assert [photo.file for photo in night.photos] == [f"{folder}/scan.pdf#p1", f"{folder}/scan.pdf#p2"]
    players = {outcome.player: outcome.reading for outcome in night.outcomes}
    assert players["Anna"].sheet.grid == made[0].truth.grid
    assert players["Ben"].sheet == made[1].truth.with_values({(row, col): new})


@needs_tesseract
def test_in_a_night_a_refused_page_is_reported_and_the_other_read(tmp_path: Path,
                                                                  made: list[SyntheticPhoto]) -> None:
    damaged = stream(b"/Type /XObject /Subtype /Image /Width 800 /Height 600 /ColorSpace /DeviceRGB "
                     b"/BitsPerComponent 8 /Filter /JPXDecode", b"\0" * 64)
    pdf = scanner_pdf([made[0].jpeg, made[1].jpeg], a85=False)
    second = pdf.index(b"/Subtype /Image", pdf.index(b"/Subtype /Image") + 1)
    start = pdf.rindex(b"<<", 0, second)
    end = pdf.index(b"endstream", second) + len(b"endstream")
    path = write(tmp_path / "scan.pdf", pdf[:start] + damaged + pdf[end:])  # xref now stale: rebuilt
    night = score_night([path], NightOptions(engine="tesseract", consensus=False))
    assert [photo.file for photo in night.photos] == [f"{path}#p1", f"{path}#p2"]
    assert night.photos[0].error is None and night.outcomes[0].reading.sheet.grid == made[0].truth.grid
    assert str(night.photos[1].error) == f"{path}#p2: cannot read this page (damaged)"


def test_without_pdfium_a_scanner_pdf_is_one_line_naming_the_extra_and_a_jpeg_still_reads(tmp_path: Path) -> None:
    """pdfium is the optional ``pdf`` extra: a machine without it is told how to get it."""
    colours = np.full((90, 120, 3), 180, np.uint8)
    (tmp_path / "scan.pdf").write_bytes(scanner_pdf([encoded(colours, ".jpg")], page=(120, 90)))
    cv2.imwrite(str(tmp_path / "photo.jpg"), colours)
    code = ("import sys; sys.modules['pypdfium2'] = None\n"  # what an installation without the extra has
            "from splitter_print.errors import SplitterError\n"
            "from splitter_print.reading.photo.load import load_photo\n"
            f"print(load_photo({str(tmp_path / 'photo.jpg')!r}).image.shape)\n"
            f"try:\n    load_photo({str(tmp_path / 'scan.pdf')!r})\n"
            "except SplitterError as err:\n    print(err)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    shape, line = done.stdout.strip().splitlines()
    assert shape == "(90, 120, 3)"
    assert line == (f"{tmp_path / 'scan.pdf'}: PDFs need pypdfium2 (pip install 'splitter-print[pdf]'); or export "
                    "the page as a JPEG or PNG")
