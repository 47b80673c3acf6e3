"""Printed pads, checked on the raster: the spaces, markers and QR codes are where geometry says.

Every pad/paper/per-page combination is rendered at 300 dpi with pdfium and the printed spaces
are found by image analysis alone (regions that differ from the plate colour), then compared
with :mod:`splitter_print.paper.geometry`.
"""

import io
import os
import re
import shutil
import stat
import subprocess
import sys
import threading
from pathlib import Path

import cv2
import numpy as np
import pypdfium2 as pdfium
import pytest

from splitter_print.errors import SplitterError
from splitter_print.game.layout import Layout, load_layout
from splitter_print.game.rating import NAMES
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet
from splitter_print.paper.geometry import PageGeometry, Placement, page_geometry, sheet_geometry
from splitter_print.paper.identity import parse_identity
from splitter_print.paper.labels import LATO, label, language_free_text, printed_words, typeface
from splitter_print.printing.pdf import PALETTES, pads_pdf, render_sheet_pdf

DPI = 300
PX_PER_MM = DPI / 25.4
CUSTOM_TOML = 'name = "wide"\ntitle = "Wide pad"\npattern = """\n##....##\n###..###\n*######*\n.##hh##.\n"""\n'
PADS = ("A", "B", "custom")
PROMISED_MM = {("a4", 1): 17.0, ("letter", 1): 17.0, ("a5", 1): 13.0, ("a4", 2): 12.0, ("letter", 2): 12.0,
               ("a5", 2): 9.0, ("a4", 4): 9.0, ("letter", 4): 8.5}
"""The smallest space side each page setup promises (README, "Printing pads")."""
PAGE_POINTS = {"a4": (595.28, 841.89), "letter": (612.0, 792.0), "a5": (419.53, 595.28)}


def pad_layout(pad: str, folder: Path) -> Layout:
    """A shipped pad by name, or the custom layout written to a file in ``folder`` and loaded."""
    if pad != "custom":
        return load_layout(pad)
    path = folder / "wide.toml"
    path.write_text(CUSTOM_TOML, encoding="utf-8")
    return load_layout(path)


def pdf_bytes(layout: Layout, **options: object) -> bytes:
    out = io.BytesIO()
    pads_pdf(layout, out, **options)  # type: ignore[arg-type]
    return out.getvalue()


def render(data: bytes, index: int = 0, dpi: int = DPI) -> np.ndarray:
    """Page ``index`` as a BGR raster at ``dpi``."""
    page = pdfium.PdfDocument(data)[index]
    return page.render(scale=dpi / 72).to_numpy()[:, :, :3].copy()


def sheet_box(placement: Placement, page: PageGeometry) -> tuple[float, float, float, float]:
    """A placed sheet's left, top, right, bottom in page millimetres."""
    left, top = placement.to_page((0.0, 0.0))
    right, bottom = placement.to_page((page.sheet.width, page.sheet.height))
    return left, top, right, bottom


def found_spaces(image: np.ndarray, plate_bgr: np.ndarray, side_px: float) -> list[tuple[float, float, float, float]]:
    """Square regions of about ``side_px`` that differ from the plate colour: the printed spaces,
    as (centre x, centre y, width, height) in pixels. The plate around each space separates it
    from everything else; a star or heart inside a space stays inside its bounding box."""
    differs = cv2.bitwise_not(cv2.inRange(image, plate_bgr - 25, plate_bgr + 25))
    count, _, stats, _ = cv2.connectedComponentsWithStats(differs, connectivity=4)
    squares = [(x + w / 2, y + h / 2, float(w), float(h)) for x, y, w, h, _ in stats[1:count]
               if abs(w - side_px) < 0.1 * side_px and abs(h - side_px) < 0.1 * side_px]
    return [s for s in squares if not any(o[2] > s[2] and abs(o[0] - s[0]) < o[2] / 2 and abs(o[1] - s[1]) < o[3] / 2
                                          for o in squares)]


def check_spaces(image: np.ndarray, layout: Layout, page: PageGeometry, style: str, promised: float) -> None:
    """44 spaces per sheet (or the layout's count), each within 0.3 mm of geometry, at least
    ``promised`` mm wide, and together in the layout's shape."""
    plate = np.array([round(255 * v) for v in reversed(PALETTES[style].plate)], dtype=np.int16)
    scale = page.placements[0].scale
    squares = found_spaces(image, plate, page.sheet.cell_size * scale * PX_PER_MM)
    g = page.sheet
    for placement in page.placements:
        left, top, right, bottom = sheet_box(placement, page)
        mine = [s for s in squares if left * PX_PER_MM < s[0] < right * PX_PER_MM
                and top * PX_PER_MM < s[1] < bottom * PX_PER_MM]
        assert len(mine) == len(layout.spaces)
        shape = set()
        for cx, cy, w, h in mine:
            sheet_x, sheet_y = (cx / PX_PER_MM - placement.x) / scale, (cy / PX_PER_MM - placement.y) / scale
            cell = (round((sheet_y - g.grid.y - g.cell_size / 2) / g.pitch),
                    round((sheet_x - g.grid.x - g.cell_size / 2) / g.pitch))
            assert cell in g.cells, f"a square at {sheet_x:.1f}, {sheet_y:.1f} mm is no space of {layout.name}"
            want_x, want_y = placement.to_page(g.cells[cell].center)
            assert abs(cx / PX_PER_MM - want_x) <= 0.3 and abs(cy / PX_PER_MM - want_y) <= 0.3
            assert abs(w / PX_PER_MM - g.cell_size * scale) <= 0.3
            assert min(w, h) / PX_PER_MM >= promised
            shape.add(cell)
        assert shape == set(layout.spaces)


def check_machine_marks(image: np.ndarray, layout: Layout, page: PageGeometry, first_serial: int) -> None:
    """All four ArUco markers at their corners (within 0.3 mm) and the QR identity on every sheet."""
    detector = cv2.aruco.ArucoDetector(cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50))
    for index, placement in enumerate(page.placements):
        left, top, right, bottom = (round(v * PX_PER_MM) for v in sheet_box(placement, page))
        crop = image[top:bottom, left:right]
        corners, ids, _ = detector.detectMarkers(crop)
        assert ids is not None and sorted(ids.ravel()) == [0, 1, 2, 3]
        for found, marker_id in zip(corners, ids.ravel()):
            want = np.array([placement.to_page(p) for p in page.sheet.markers[marker_id].rect.corners])
            got = (found[0] + (left, top)) / PX_PER_MM
            assert np.abs(got - want).max() <= 0.3
        text = cv2.QRCodeDetector().detectAndDecode(crop)[0]
        identity = parse_identity(text)
        assert identity.matches(layout) and identity.serial == first_serial + index


COMBINATIONS = [(pad, paper, per_page) for pad in PADS for paper in ("a4", "letter", "a5") for per_page in (1, 2, 4)
                if (paper, per_page) != ("a5", 4)]


@pytest.mark.parametrize(("pad", "paper", "per_page"), COMBINATIONS)
def test_printed_spaces_markers_and_qr_codes_are_where_geometry_says(pad: str, paper: str, per_page: int,
                                                                      tmp_path: Path) -> None:
    layout = pad_layout(pad, tmp_path)
    data = pdf_bytes(layout, sheets=per_page, per_page=per_page, paper=paper, first_serial=7)
    page = page_geometry(layout, paper, per_page)
    image = render(data)
    check_spaces(image, layout, page, "colour", PROMISED_MM[(paper, per_page)])
    check_machine_marks(image, layout, page, first_serial=7)


def test_mono_pads_show_every_space_in_black_and_keep_their_markers() -> None:
    layout = load_layout("B")
    data = pdf_bytes(layout, sheets=2, style="mono", first_serial=0)
    image = render(data)
    assert (np.ptp(image.astype(np.int16), axis=2) <= 2).all(), "a mono pad printed colour"
    page = page_geometry(layout, "a4", 2)
    check_spaces(image, layout, page, "mono", 12.0)
    check_machine_marks(image, layout, page, first_serial=0)


def test_one_sheet_pdf_is_the_sheet_at_scale_1_so_pixels_are_millimetres_times_n() -> None:
    layout = load_layout("A")
    g = sheet_geometry(layout)
    pdf = pdfium.PdfDocument(render_sheet_pdf(layout, serial=3))
    width_pt, height_pt = pdf[0].get_size()
    assert (width_pt, height_pt) == pytest.approx((g.width * 72 / 25.4, g.height * 72 / 25.4), abs=0.01)
    at_sheet = PageGeometry("sheet", g.width, g.height, g, (Placement(0.0, 0.0, 1.0),), ())
    image = render(render_sheet_pdf(layout, serial=3))
    check_spaces(image, layout, at_sheet, "colour", 13.0 - 0.3)
    check_machine_marks(image, layout, at_sheet, first_serial=3)


@pytest.mark.parametrize(("paper", "per_page", "size"), [
    ("a4", 2, (595.28, 841.89)), ("a4", 4, (841.89, 595.28)), ("a4", 1, (841.89, 595.28)),
    ("letter", 2, (612.0, 792.0)), ("letter", 1, (792.0, 612.0)), ("a5", 2, (419.53, 595.28)),
])
def test_page_sizes_are_exact(paper: str, per_page: int, size: tuple[float, float]) -> None:
    pdf = pdfium.PdfDocument(pdf_bytes(load_layout("A"), sheets=3, per_page=per_page, paper=paper))
    assert len(pdf) == -(-3 // per_page)
    for page in pdf:
        assert page.get_size() == pytest.approx(size, abs=0.01)


def test_every_font_is_embedded_once_as_a_subset_and_nothing_is_a_raster_image() -> None:
    data = pdf_bytes(load_layout("B"), sheets=40, per_page=4, lang="pl", rating_table=True)
    fonts = re.findall(rb"/BaseFont /([A-Za-z+-]+)", data)
    assert sorted(fonts) == [b"AAAAAA+Lato-Black", b"AAAAAA+Lato-Bold", b"AAAAAA+Lato-Regular"]
    assert data.count(b"/FontFile2") == 3
    assert b"/Subtype /Image" not in data


def test_same_arguments_give_identical_bytes_and_other_serials_differ() -> None:
    first = pdf_bytes(load_layout("B"), sheets=3, lang="de", rating_table=True)
    assert first == pdf_bytes(load_layout("B"), sheets=3, lang="de", rating_table=True)
    assert first != pdf_bytes(load_layout("B"), sheets=3, lang="de", rating_table=True, first_serial=2)


def test_metadata_and_actual_size_printing_are_asked_for() -> None:
    data = pdf_bytes(load_layout("A"))
    assert b"/PrintScaling /None" in data
    for key in (b"/Title (Splitter score pad A", b"/Subject (2 score sheets of pad A", b"/Creator (splitter_print"):
        assert key in data
    text = pdfium.PdfDocument(data)[0].get_textpage().get_text_range()
    assert label("print_note", "en") in text


@pytest.mark.parametrize("lang", list(NAMES))
def test_rating_table_back_page_holds_every_rating_name_in_the_language(lang: str) -> None:
    pdf = pdfium.PdfDocument(pdf_bytes(load_layout("A"), sheets=2, lang=lang, rating_table=True))
    assert len(pdf) == 2
    text = pdf[1].get_textpage().get_text_range()
    assert text.count(label("rating_title", lang)) == 2, "one table behind each of the two sheets"
    for name in NAMES[lang]:
        assert name in text
    front = pdf[0].get_textpage().get_text_range()
    assert label("total", lang).upper() in front and label("guide", lang) in front


def lacking(font_file: str, text: str) -> list[str]:
    """The characters of ``text`` (spaces aside) that the shipped font file has no glyph for."""
    from reportlab.pdfbase.ttfonts import TTFont

    from splitter_print.assets import asset_dir

    glyphs = TTFont("check", str(asset_dir("fonts") / font_file)).face.charToGlyph
    return sorted({char for char in text if ord(char) not in glyphs and not char.isspace()})


@pytest.mark.parametrize("lang", list(NAMES))
def test_every_word_of_every_language_has_a_glyph_in_the_fonts_that_print_it(lang: str) -> None:
    for font_file in typeface(lang).files:
        assert lacking(font_file, printed_words(lang)) == [], font_file


@pytest.mark.parametrize("font_file", LATO.files)
def test_lato_prints_every_language_free_sign_and_every_latin_letter(font_file: str) -> None:
    assert lacking(font_file, language_free_text()) == []
    assert set("ąćęłńóśźżĄĆĘŁŃÓŚŹŻßäöüñçãõ≤≥–×·") <= set(language_free_text())


@pytest.fixture(scope="module")
def korean_pad() -> bytes:
    """Two sheets of pad B in Korean with the rating table behind them."""
    return pdf_bytes(load_layout("B"), sheets=2, lang="ko", rating_table=True)


PRINTED_KEYS = ("name", "date", "total", "pad", "guide", "print_note", "rating_title", "points", "rating",
                "rating_note")
"""The labels a pad with its rating table prints (``sheet`` is for the reports)."""


def test_a_korean_pad_renders_its_words_and_keeps_every_space_and_mark(korean_pad: bytes) -> None:
    english = pdf_bytes(load_layout("B"), sheets=2, lang="en", rating_table=True)
    for index in (0, 1):
        korean_page, english_page = render(korean_pad, index), render(english, index)
        assert (korean_page < 100).any(axis=2).sum() > 5000, "the page is not blank"
        assert (np.abs(korean_page.astype(np.int16) - english_page).max(axis=2) > 60).sum() > 2000, \
            "the Korean words differ from the English ones"
    front = render(korean_pad)
    page = page_geometry(load_layout("B"), "a4", 2)
    check_spaces(front, load_layout("B"), page, "colour", PROMISED_MM[("a4", 2)])
    check_machine_marks(front, load_layout("B"), page, first_serial=1)


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils, make system) is missing")
def test_a_korean_pads_words_and_ratings_extract_as_hangul(korean_pad: bytes, tmp_path: Path) -> None:
    path = tmp_path / "ko.pdf"
    path.write_bytes(korean_pad)
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True,
                          timeout=60).stdout.decode("utf-8")
    for key in PRINTED_KEYS:
        assert label(key, "ko") in text, key
    for name in NAMES["ko"]:
        assert text.count(name) == 2, f"{name}: once in each of the two tables"


def test_a_korean_pad_embeds_nanum_gothic_as_a_subset_beside_lato(korean_pad: bytes) -> None:
    fonts = re.findall(rb"/BaseFont /([A-Za-z+-]+)", korean_pad)
    assert sorted(fonts) == [b"AAAAAA+Lato-Black", b"AAAAAA+Lato-Bold", b"AAAAAA+Lato-Regular",
                             b"AAAAAA+NanumGothic", b"AAAAAA+NanumGothicBold"]
    assert len(korean_pad) < 250_000, "each whole Nanum Gothic file is 4.6 MB: only the glyphs used are embedded"


@pytest.mark.skipif(shutil.which("pdffonts") is None, reason="pdffonts (poppler-utils, make system) is missing")
def test_pdffonts_lists_every_font_of_a_korean_pad_as_an_embedded_subset(korean_pad: bytes, tmp_path: Path) -> None:
    path = tmp_path / "ko.pdf"
    path.write_bytes(korean_pad)
    lines = subprocess.run(["pdffonts", str(path)], capture_output=True, check=True, timeout=60).stdout.decode()
    rows = [line.split() for line in lines.splitlines()[2:]]
    assert sorted(row[0].split("+")[1] for row in rows) == ["Lato-Black", "Lato-Bold", "Lato-Regular",
                                                            "NanumGothic", "NanumGothicBold"]
    for row in rows:
        assert re.fullmatch(r"[A-Z]{6}\+\S+", row[0]) and row[-5:-3] == ["yes", "yes"], row


def test_no_calibration_leaves_the_strip_out() -> None:
    layout = load_layout("A")
    g = sheet_geometry(layout)
    with_strip, without = (render(render_sheet_pdf(layout, calibration=flag), dpi=100) for flag in (True, False))
    box = g.calibration[0]
    n = 100 / 25.4
    region = (slice(round(box.y * n), round((box.y + box.h) * n)), slice(round(box.x * n), round((box.x + box.w) * n)))
    assert with_strip[region].min() < 200
    assert without[region].min() == 255


def run_pad(*args: str, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "splitter_print", "pad", *args], cwd=cwd, capture_output=True,
                          timeout=60)


@pytest.mark.parametrize("args", [
    ["--board", "Z", "-o", "out.pdf"], ["--sheets", "0", "-o", "out.pdf"], ["--per-page", "3", "-o", "out.pdf"],
    ["-o", "missing/folder/out.pdf"], ["--paper", "a5", "--per-page", "4", "-o", "out.pdf"],
    ["--lang", "fr", "-o", "out.pdf"], ["-o", "."], ["-o", "out.png"], ["--sheets", "1001", "-o", "out.pdf"],
])
def test_bad_arguments_give_one_line_exit_2_and_leave_no_file(args: list[str], tmp_path: Path) -> None:
    result = run_pad(*args, cwd=tmp_path)
    assert result.returncode == 2
    assert len(result.stderr.decode().strip().splitlines()) == 1
    assert result.stdout == b""
    assert list(tmp_path.iterdir()) == []


def test_more_sheets_than_one_pdf_holds_are_refused_saying_how_to_print_the_rest(tmp_path: Path) -> None:
    result = run_pad("--sheets", "100000", "--first-serial", "7", "-o", "out.pdf", cwd=tmp_path)
    assert result.returncode == 2 and list(tmp_path.iterdir()) == []
    assert result.stderr.decode() == ("splitter: 100000 sheets: at most 1000 sheets in one PDF; print the rest with "
                                      "another run, --first-serial 1007\n")


def test_progress_is_told_after_each_page_up_to_every_sheet() -> None:
    told: list[tuple[int, int]] = []
    pads_pdf(load_layout("A"), io.BytesIO(), sheets=5, per_page=2,
             progress=lambda done, total: told.append((done, total)))
    assert told == [(2, 5), (4, 5), (5, 5)]


def test_a_long_pad_shows_its_progress_only_on_a_terminal(tmp_path: Path) -> None:
    import pty

    leader, follower = pty.openpty()
    try:
        shown = subprocess.Popen([sys.executable, "-m", "splitter_print", "pad", "--sheets", "200", "-o", "pads.pdf"],
                                 cwd=tmp_path, stderr=follower, env={**os.environ, "NO_COLOR": "1"})
        os.close(follower)
        said = b""
        while chunk := _read_or_end(leader):
            said += chunk
        shown.wait(120)
    finally:
        os.close(leader)
    assert shown.returncode == 0 and b"pads.pdf" in said and b"200/200" in said
    piped = run_pad("--sheets", "200", "-o", "pads.pdf", cwd=tmp_path)
    assert piped.stderr.decode() == "pads.pdf: 200 sheets of pad A on 100 pages\n"


def _read_or_end(fd: int) -> bytes:
    """What a terminal's leader side holds, ``b""`` once its follower is closed and drained."""
    try:
        return os.read(fd, 65536)
    except OSError:
        return b""


def test_a_named_pipe_as_output_gets_the_pdf_and_stays_a_pipe(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pads.pdf")
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append((tmp_path / "pads.pdf").read_bytes()), daemon=True)
    reader.start()
    result = run_pad("--sheets", "2", "-o", "pads.pdf", cwd=tmp_path)
    reader.join(10)
    assert result.returncode == 0, result.stderr
    assert got == [pdf_bytes(load_layout("A"), sheets=2)]
    assert stat.S_ISFIFO((tmp_path / "pads.pdf").lstat().st_mode) and len(list(tmp_path.iterdir())) == 1


def test_a_device_as_output_stays_a_device(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("making a device node (mknod) needs root")
    null = os.stat("/dev/null").st_rdev
    os.mknod(tmp_path / "null.pdf", stat.S_IFCHR | 0o666, null)
    result = run_pad("-o", "null.pdf", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    node = (tmp_path / "null.pdf").lstat()
    assert stat.S_ISCHR(node.st_mode) and node.st_rdev == null and len(list(tmp_path.iterdir())) == 1


def test_pdf_bytes_are_not_written_to_a_terminal(tmp_path: Path) -> None:
    import pty

    leader, follower = pty.openpty()
    try:
        result = subprocess.run([sys.executable, "-m", "splitter_print", "pad", "-o", "-"], cwd=tmp_path,
                                stdout=follower, stderr=subprocess.PIPE, timeout=60)
    finally:
        os.close(follower)
        os.close(leader)
    assert result.returncode == 2 and b"terminal" in result.stderr and len(result.stderr.splitlines()) == 1


def test_command_prints_a_custom_layout_file_whose_qr_code_names_its_hash(tmp_path: Path) -> None:
    layout = pad_layout("custom", tmp_path)
    result = run_pad("--board", "wide.toml", "--sheets", "1", "--per-page", "1", "-o", "wide.pdf", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    image = render((tmp_path / "wide.pdf").read_bytes(), dpi=150)
    identity = parse_identity(cv2.QRCodeDetector().detectAndDecode(image)[0])
    assert (identity.pad, identity.serial) == ("WIDE", 1) and identity.matches(layout)


def test_command_writes_the_pdf_to_a_file_or_to_stdout(tmp_path: Path) -> None:
    result = run_pad("--board", "B", "--sheets", "3", "--lang", "pt", "--first-serial", "5", "-o", "pads.pdf",
                     cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["pads.pdf"]
    assert (tmp_path / "pads.pdf").read_bytes() == pdf_bytes(load_layout("B"), sheets=3, lang="pt", first_serial=5)
    piped = run_pad("--board", "B", "--sheets", "3", "--lang", "pt", "--first-serial", "5", "-o", "-", cwd=tmp_path)
    assert piped.returncode == 0 and piped.stdout == (tmp_path / "pads.pdf").read_bytes()


@pytest.mark.parametrize("style", ["colour", "mono"])
def test_star_and_heart_symbols_are_too_faint_to_pass_for_pencil(style: str) -> None:
    layout = load_layout("B")
    g = sheet_geometry(layout)
    grey = cv2.cvtColor(render(render_sheet_pdf(layout, style=style), dpi=150), cv2.COLOR_BGR2GRAY)
    n = 150 / 25.4
    for cell in layout.stars | layout.hearts:
        inner = g.cells[cell].inset(1.0)
        rows = slice(round(inner.y * n), round((inner.y + inner.h) * n))
        patch = grey[rows, round(inner.x * n):round((inner.x + inner.w) * n)]
        assert patch.min() < 250, "the symbol is printed"
        assert patch.min() > 200, "the symbol is as dark as a pencil stroke"


def test_cut_marks_print_in_the_margin_between_sheets() -> None:
    page = page_geometry(load_layout("A"), "a4", 4)
    grey = cv2.cvtColor(render(pdf_bytes(load_layout("A"), sheets=4, per_page=4), dpi=150), cv2.COLOR_BGR2GRAY)
    n = 150 / 25.4
    for (x1, y1), (x2, y2) in page.cuts:
        x, y = (x1 + x2) / 2, (y1 + y2) / 2
        around = grey[round(y * n) - 2:round(y * n) + 3, round(x * n) - 2:round(x * n) + 3]
        assert around.min() < 200


def test_a_pad_name_the_font_cannot_print_is_refused_with_the_file_named(tmp_path: Path) -> None:
    path = tmp_path / "kanji.toml"
    path.write_text('name = "表"\npattern = "##"\n', encoding="utf-8")
    with pytest.raises(SplitterError, match=r"kanji\.toml: .*characters the pad font lacks"):
        render_sheet_pdf(load_layout(path))


def test_a_pad_of_another_game_length_gets_no_solo_rating_table(tmp_path: Path) -> None:
    layout = pad_layout("custom", tmp_path)
    assert len(layout.mirror_pairs) != 22
    with pytest.raises(SplitterError, match=r"^the solo rating table is for games of 22 rounds"):
        pdf_bytes(layout, sheets=1, rating_table=True)
    assert score_sheet(Sheet(layout, {})).rating() is None
