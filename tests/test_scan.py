"""``splitter scan`` end to end on made photos: the score, the JSON, fixes, and clear refusals."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np
import pytest
from click.testing import CliRunner

from splitter_print.cli import main
from splitter_print.cli.scan import ask_about_doubts
from splitter_print.game.layout import load_layout
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.geometry import scale_at
from splitter_print.reading.locate.card import CardStyle
from splitter_print.reading.photo.load import PhotoLimits
from splitter_print.reading.recognise.engines import get_engine
from splitter_print.reading.scan import (
    cut_sheet,
    half_turned,
    read_located,
    scan_photo,
)
from splitter_testkit.cues import weakened
from splitter_testkit.placing import worst_space_error_mm
from splitter_testkit.reader_rasters import sheet_raster
from splitter_testkit.synth import PhotoSpec, make_photo

pytestmark = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")


def photo(tmp_path: Path, name: str, **spec: object) -> tuple[Path, object]:
    made = make_photo(PhotoSpec(megapixels=3.0, **spec))
    path = tmp_path / name
    path.write_bytes(made.jpeg)
    return path, made


@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, object]:
    return photo(tmp_path_factory.mktemp("scan"), "printed.jpg", seed=31, board="A", writing="font", fill=0.9)


def test_printed_digits_read_exactly_and_score_as_the_truth(printed: tuple[Path, object]) -> None:
    path, made = printed
    [reading] = scan_photo(path, engine="tesseract")
    assert reading.sheet.grid == made.truth.grid
    assert reading.card.total == score_sheet(made.truth).total


@pytest.mark.parametrize("style", ["colour", "official"])
def test_an_empty_sheet_reads_as_all_empty(tmp_path: Path, style: str) -> None:
    path, _ = photo(tmp_path, "empty.jpg", seed=8, board="B", style=style, fill=0.0)
    [reading] = scan_photo(path, engine="tesseract")
    assert reading.sheet.values == {} and reading.card.total == 0
    assert "partly filled: 44 of 44 spaces are empty; scored as it stands" in reading.to_json()["warnings"]


@pytest.mark.parametrize("style", ["colour", "official"])
def test_a_partly_filled_sheet_reads_its_empty_spaces_as_empty_and_warns_how_many(tmp_path: Path, style: str) -> None:
    path, made = photo(tmp_path, "part.jpg", seed=12, board="A", style=style, writing="font", fill=0.3)
    [reading] = scan_photo(path)
    empty = {cell for cell in made.truth.layout.cells if made.truth.value(cell) is None}
    assert 20 < len(empty) < 44
    assert {cell for cell in made.truth.layout.cells if reading.sheet.value(cell) is None} == empty
    assert f"partly filled: {len(empty)} of 44 spaces are empty; scored as it stands" in reading.to_json()["warnings"]
    assert reading.sheet == made.truth and reading.card.total == score_sheet(made.truth).total


def test_a_sheet_small_in_the_photo_is_read_with_a_warning_to_come_closer(
        tmp_path: Path, printed: tuple[Path, object]) -> None:
    small = tmp_path / "far.jpg"
    small.write_bytes(make_photo(PhotoSpec(seed=80146, board="A", style="official", megapixels=0.54,
                                           coverage=0.24)).jpeg)
    [far] = scan_photo(small)
    small_sheet = re.compile(r"the sheet is small in the photo \(spaces about (\d+) px\): .* closer$")
    sizes = [int(m.group(1)) for w in far.warnings if (m := small_sheet.match(str(w)))]
    assert len(sizes) == 1 and 5 < sizes[0] < 26
    [near] = scan_photo(printed[0])
    assert not [w for w in near.warnings if "small in the photo" in str(w)]


def test_json_holds_the_design_fields_consistent_with_the_score(printed: tuple[Path, object]) -> None:
    path, made = printed
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--json", str(path)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    for key in ("board", "total", "by_number", "star_bonus", "heart_bonus", "groups", "rating", "grid",
                "file", "uncertain", "confidence", "warnings", "sheet"):
        assert key in data
    assert data["total"] == sum(data["by_number"].values()) + data["heart_bonus"]
    assert data["grid"] == list(made.truth.grid)
    assert len(data["confidence"]) == 7 and all(len(row) == 8 for row in data["confidence"])
    assert data["confidence"][0][0] is None and 0 <= data["confidence"][0][2] <= 1


@pytest.mark.parametrize(("spec", "located_by"), [
    ({"seed": 1, "board": "A", "rotation": 8.0}, "markers"),
    ({"seed": 2, "board": "A", "markers": "covered", "rotation": 5.0}, "grid"),
    ({"seed": 2, "board": "B", "style": "official", "rotation": -20.0}, "lattice"),
    ({"seed": 80020, "board": "B", "megapixels": 0.54, "coverage": 0.32}, "drawn"),
])
def test_json_says_how_each_kind_of_sheet_was_found(tmp_path: Path, spec: dict[str, object], located_by: str) -> None:
    """Our pad by its markers, by its squares with the markers covered, the publisher's by its
    touching spaces, and our small sheet by its whole drawing: ``located_by`` as docs/reference.md names them."""
    made = make_photo(PhotoSpec(**{"megapixels": 3.0, **spec}))
    path = tmp_path / "sheet.jpg"
    path.write_bytes(made.jpeg)
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["located_by"] == located_by


def test_fix_overrides_a_space_and_rescores(printed: tuple[Path, object]) -> None:
    path, made = printed
    cell = made.truth.layout.cells[0]
    new = 6 if made.truth.value(cell) != 6 else 5
    [reading] = scan_photo(path, engine="tesseract", fixes={cell: new})
    expected = made.truth.with_values({cell: new})
    assert reading.sheet == expected and reading.card.total == score_sheet(expected).total


def test_fix_of_a_hole_is_refused(printed: tuple[Path, object]) -> None:
    path, _ = printed
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--fix", "0,0=3", str(path)])
    assert result.exit_code == 2 and "not a space" in result.stderr


@pytest.mark.parametrize("spec", [{"sheets": 0}, {"grid": "sudoku"}])
def test_a_photo_without_a_pad_exits_2_with_one_line(tmp_path: Path, spec: dict[str, object]) -> None:
    path, _ = photo(tmp_path, "other.jpg", seed=3, **spec)
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", str(path)])
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and "no score sheet" in lines[0]
    assert result.stdout == ""


def test_a_failed_photo_among_good_ones_is_an_error_object_and_exit_1(
        tmp_path: Path, printed: tuple[Path, object]) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text("not a photo")
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--json", str(bad), str(printed[0])])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data[0]["file"] == str(bad) and "error" in data[0] and data[1]["file"] == str(printed[0])


def test_annotate_writes_a_png_per_sheet(tmp_path: Path, printed: tuple[Path, object]) -> None:
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--annotate", str(tmp_path / "out"),
                                       str(printed[0])])
    assert result.exit_code == 0, result.output
    picture = tmp_path / "out" / "printed.png"
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert result.stderr == f"wrote {picture}\n", "the picture is named once, on stderr"


def test_an_upside_down_symmetric_pad_found_by_its_grid_reads_the_right_way_up(tmp_path: Path) -> None:
    path, made = photo(tmp_path, "turned.jpg", seed=12, board="A", writing="font", markers="covered",
                       rotation=180.0, fill=0.9)
    [reading] = scan_photo(path, engine="tesseract")
    assert reading.method == "grid"
    assert reading.sheet.grid == made.truth.grid


def test_interactive_answers_replace_doubtful_spaces(printed: tuple[Path, object]) -> None:
    path, made = printed
    cell = made.truth.layout.cells[3]
    [reading] = scan_photo(path, engine="tesseract")
    doubtful = replace(reading, decoded=replace(reading.decoded, uncertain=(cell,)))
    runner = CliRunner()
    with runner.isolation(input="x\n-\n"):
        answered = ask_about_doubts(doubtful)
    assert answered.sheet.value(cell) is None and answered.uncertain == ()
    with runner.isolation(input="\n"):
        kept = ask_about_doubts(doubtful)
    assert kept.sheet == reading.sheet and kept.uncertain == ()


def test_interactive_input_that_ends_keeps_the_doubts_and_leaves_no_files(printed: tuple[Path, object]) -> None:
    import tempfile

    path, made = printed
    cells = made.truth.layout.cells[3:5]
    [reading] = scan_photo(path, engine="tesseract", colour=True)
    doubtful = replace(reading, decoded=replace(reading.decoded, uncertain=tuple(cells)))
    before = set(Path(tempfile.gettempdir()).glob("splitter-scan-*"))
    with CliRunner().isolation(input="5\n") as (_, err, _):
        answered = ask_about_doubts(doubtful)
    assert answered.sheet.value(cells[0]) == 5 and answered.uncertain == (cells[1],)
    assert b"no more answers" in err.getvalue()
    assert set(Path(tempfile.gettempdir()).glob("splitter-scan-*")) == before


def test_a_faint_mark_is_read_as_empty_but_doubtful() -> None:
    layout = load_layout("A")
    geometry = sheet_geometry(layout)
    image, homography = sheet_raster(Sheet(layout, {}), geometry)
    x, y = (homography @ [*geometry.cell_center((3, 3)), 1])[:2]
    cv2.line(image, (round(x) - 4, round(y)), (round(x) + 4, round(y)), (60, 60, 60), 2)
    decoded = read_located(image, [homography], layout, get_engine("tesseract")).decoded
    assert decoded.sheet.values == {} and decoded.uncertain == ((3, 3),)


def test_a_photo_on_stdin_reads_as_the_file_does_named_stdin(tmp_path: Path, printed: tuple[Path, object]) -> None:
    path, made = printed
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--json", "--annotate", str(tmp_path), "-"],
                                input=path.read_bytes())
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["file"] == "<stdin>" and data["grid"] == list(made.truth.grid)
    assert (tmp_path / "stdin.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_photo_piped_to_the_installed_command_is_read(printed: tuple[Path, object]) -> None:
    path, made = printed
    done = subprocess.run([sys.executable, "-m", "splitter_print", "scan", "--engine", "tesseract", "-"],
                          input=path.read_bytes(), capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().splitlines()
    assert lines[0].startswith("<stdin>: pad A") and lines[1:8] == [f"    {row}" for row in made.truth.grid]


@pytest.mark.parametrize("given, error", [
    (b"", "<stdin>: empty file"),
    (b"41 54 33\n", "<stdin>: not an image (expected JPEG, PNG, WebP, TIFF, BMP or HEIC)"),
])
def test_bad_stdin_is_one_line_and_an_error_object(given: bytes, error: str) -> None:
    result = CliRunner().invoke(main, ["scan", "--json", "-"], input=given)
    assert result.exit_code == 2 and result.stderr == f"splitter: {error}\n"
    assert json.loads(result.stdout) == {"file": "<stdin>", "error": error}


def test_stdin_has_the_size_limit_of_a_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("splitter_print.reading.photo.load.LIMITS", PhotoLimits(file_bytes=2**20))
    big = b"\xff\xd8\xff" + bytes(2**20)
    path = tmp_path / "big.jpg"
    path.write_bytes(big)
    as_file = CliRunner().invoke(main, ["scan", str(path)])
    piped = CliRunner().invoke(main, ["scan", "-"], input=big)
    assert as_file.exit_code == piped.exit_code == 2
    assert as_file.stderr == f"splitter: {path}: too large for a photo (over 1 MB)\n"
    assert piped.stderr == "splitter: <stdin>: too large for a photo (over 1 MB)\n"


def test_a_terminal_on_stdin_is_refused_at_once() -> None:
    import pty

    leader, follower = pty.openpty()
    try:
        done = subprocess.run([sys.executable, "-m", "splitter_print", "scan", "-"], stdin=follower,
                              capture_output=True, text=True, timeout=60)
    finally:
        os.close(leader)
        os.close(follower)
    assert done.returncode == 2
    assert done.stderr == "splitter: <stdin>: no photo piped in; pipe one, e.g. splitter scan - < photo.jpg\n"


@pytest.mark.parametrize("args, fault", [
    (["scan", "-", "-"], "- (a photo on stdin) can be given only once"),
    (["scan", "--rolls", "-", "-"], "only one of PHOTO and --rolls can be - (stdin)"),
    (["scan", "--interactive", "-"], "--interactive asks on stdin, so it cannot read a photo from stdin (-)"),
    (["batch", "-"], "batch reads photo files and folders, not stdin (-); splitter scan - reads one photo"),
])
def test_stdin_wanted_twice_is_a_usage_error(args: list[str], fault: str) -> None:
    result = CliRunner().invoke(main, args, input=b"\xff\xd8\xff")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"splitter: {fault} (try 'splitter {args[0]} --help')\n"


WRONG_PAD = "the sheet's QR code says pad A, not pad B; scan it with --board A or --board auto"


def test_a_sheet_whose_qr_names_another_pad_than_board_is_refused(printed: tuple[Path, object]) -> None:
    path, _ = printed
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--board", "B", str(path)])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"splitter: {path}: {WRONG_PAD}\n"


def test_batch_refuses_the_same_sheet_and_scores_the_others(tmp_path: Path, printed: tuple[Path, object]) -> None:
    pad_a, _ = printed
    pad_b, made = photo(tmp_path, "b.jpg", seed=33, board="B", writing="font", fill=0.9)
    # the model: Tesseract reads the spaces as one montage, so a change in one space can move another's reading
    result = CliRunner().invoke(main, ["batch", "--engine", "model", "--jobs", "1", "--board", "B",
                                       "--json", "-", str(pad_a), str(pad_b)])
    assert result.exit_code == 1
    assert result.stderr.splitlines()[0] == f"splitter: {pad_a}: {WRONG_PAD}"
    failed, scored = json.loads(result.stdout)["results"]
    assert failed == {"file": str(pad_a), "error": f"{pad_a}: {WRONG_PAD}"}
    assert (scored["file"], scored["board"], scored["grid"]) == (str(pad_b), "B", list(made.truth.grid))


def test_a_sheet_printed_from_a_layout_not_given_is_refused_until_its_file_is(tmp_path: Path) -> None:
    starred = tmp_path / "starred.toml"
    starred.write_text('name = "S"\npattern = """\n..*##*..\n.######.\n########\n########\n########\n'
                       '.######.\n..####..\n"""\n')
    path, made = photo(tmp_path, "s.jpg", seed=35, board=load_layout(str(starred)), writing="font", fill=0.9)
    refused = CliRunner().invoke(main, ["scan", "--engine", "tesseract", str(path)])
    assert refused.exit_code == 2
    assert refused.stderr == (f"splitter: {path}: the sheet's QR code says pad S, not pad A; "
                              "give the layout file it was printed from with --board FILE\n")
    [reading] = scan_photo(path, board=str(starred), engine="tesseract")
    assert reading.layout.name == "S" and reading.sheet.grid == made.truth.grid


def test_colour_is_decoded_for_pictures_only_and_leaves_the_reading_alone(tmp_path: Path,
                                                                          printed: tuple[Path, object]) -> None:
    from splitter_print.reading.annotate import write_annotation

    [grey] = scan_photo(printed[0], engine="tesseract")
    [colour] = scan_photo(printed[0], engine="tesseract", colour=True)
    assert grey.evidence.rectified.ndim == 2
    assert colour.evidence.rectified.shape == (*grey.evidence.rectified.shape, 3)
    assert colour.sheet == grey.sheet and (colour.evidence.homography == grey.evidence.homography).all()
    picture = cv2.imread(str(write_annotation(grey, tmp_path / "grey.png")))
    assert picture is not None and picture.shape[2] == 3


def test_a_folder_is_read_photo_by_photo_as_batch_reads_it(printed: tuple[Path, object], tmp_path: Path) -> None:
    path, made = printed
    folder = tmp_path / "night"
    folder.mkdir()
    shutil.copy(path, folder / "anna.jpg")
    (folder / "notes.txt").write_text("not a photo")
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--json", str(folder)])
    assert result.exit_code == 0, result.output
    reading = json.loads(result.stdout)
    assert reading["file"] == str(folder / "anna.jpg") and reading["grid"] == list(made.truth.grid)


def test_debug_folder_holds_the_step_timings_which_add_up_over_the_sheets(tmp_path: Path) -> None:
    path, _ = photo(tmp_path, "two.jpg", seed=5, board="A", style="official", boards=("A", "B"))
    readings = scan_photo(path, engine="tesseract", debug_dir=tmp_path / "debug")
    saved = json.loads((tmp_path / "debug" / "timings.json").read_text())
    for step in ("decode", "reduce", "locate", "cells", "engine", "digits", "quality"):
        assert saved[step] >= 0
        shared = sum(reading.evidence.timings[step] for reading in readings)
        assert 1000 * shared == pytest.approx(saved[step], abs=0.2)
    assert saved["locate"] >= saved.get("lattice", 0.0)
    assert len(list((tmp_path / "debug").glob("*-symbols.png"))) >= 2


@pytest.mark.parametrize("style", ["official", "colour"])
def test_pads_a_and_b_side_by_side_are_each_found_named_and_read_with_no_silent_error(tmp_path: Path,
                                                                                     style: str) -> None:
    path, made = photo(tmp_path, "pair.jpg", seed=9, board="A", style=style, boards=("A", "B"), writing="font",
                       fill=0.9)
    readings = scan_photo(path)
    assert [r.layout.name for r in readings] == [t.sheet.layout.name for t in made.sheets] == ["B", "A"]
    for reading, truth in zip(readings, made.sheets):
        wrong = {cell for cell in truth.sheet.layout.cells if reading.sheet.value(cell) != truth.sheet.value(cell)}
        assert wrong <= set(reading.uncertain)
        if style == "colour":
            assert reading.card.total == score_sheet(truth.sheet).total and not wrong


@pytest.mark.parametrize(("style", "card"), [("official", CardStyle.PUBLISHERS), ("colour", CardStyle.OURS),
                                             ("mono", CardStyle.OURS)])
def test_the_publishers_card_is_told_from_our_pads_square_on(style: str, card: CardStyle) -> None:
    made = make_photo(PhotoSpec(seed=8, board="B", style=style, megapixels=3.0))
    assert cut_sheet(made.image, made.homography_truth, made.layout).card is card


@pytest.mark.parametrize(("style", "smoothed"), [("official", True), ("colour", False)])
def test_a_small_sheet_is_cut_smoothed_only_on_the_publishers_card(style: str, smoothed: bool) -> None:
    made = make_photo(PhotoSpec(seed=8, board="A", style=style, megapixels=0.54, coverage=0.32))
    [truth] = made.sheets
    cut = cut_sheet(made.image, truth.homography, truth.layout)
    assert (cut.card is CardStyle.PUBLISHERS) is smoothed
    assert (cut.seen is not cut.rectified) is smoothed
    if smoothed:
        assert cut.seen.std() < cut.rectified.std()
    assert sum(reading.written for reading in cut.readings.values()) == len(truth.sheet.values) == 44


@pytest.mark.slow
def test_the_publishers_side_panel_is_not_read_as_a_players_calibration_strip(tmp_path: Path) -> None:
    # At 12 MP this sheet's panel, where our pads print the strip, showed boxes "written" enough
    # for the reading to be leaned to them as if they were the player's hand.
    made = make_photo(PhotoSpec(seed=96010, board="B", style="official", megapixels=12.0, hand=True, intruder=True,
                                coverage=0.65))
    path = tmp_path / "official.jpg"
    path.write_bytes(made.jpeg)
    [reading] = scan_photo(path, engine="model")
    assert not reading.hand_adapted
    assert reading.sheet.values == made.truth.values


@pytest.mark.parametrize(("seed", "board", "at_least"), [(99008, "B", 40), (99098, "A", 36)])
def test_a_small_publishers_card_is_read_smoothed_where_the_photo_was_enlarged(seed: int, board: str,
                                                                             at_least: int) -> None:
    """Tuning photos (0.54 MP, 15-16 px a space) read under their true corners: the look-alike's
    44 digits, cut from the photo enlarged about 4 times, read 42 and 39 right smoothed, 35 and 25 not."""
    made = make_photo(PhotoSpec(seed=seed, board=board, style="official", megapixels=0.54, coverage=0.32))
    image = cv2.imdecode(np.frombuffer(made.jpeg, np.uint8), cv2.IMREAD_GRAYSCALE)
    [truth] = made.sheets
    decoded = read_located(image, [truth.homography], truth.layout, get_engine("model")).decoded
    written = truth.sheet.values
    assert len(written) == 44
    assert sum(decoded.sheet.value(cell) == number for cell, number in written.items()) >= at_least


@pytest.mark.slow
def test_a_large_jpeg_is_read_from_its_half_decode_and_placed_in_the_whole_photos_pixels(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 12 MP photo is decoded at half size: one large sheet is read from the half alone (the
    whole photo is never decoded); two far sheets, small in the half, are cut and their QR codes
    read from the whole one. Either way the evidence places each sheet in the photo's own pixels."""
    from splitter_print.reading.photo.load import Photo

    decoded_whole: list[str] = []
    real_whole = Photo.whole
    monkeypatch.setattr(Photo, "whole", lambda self: decoded_whole.append(self.path) or real_whole(self))
    for seed, boards, whole_needed in ((96000, ("A",), False), (96011, ("A", "B"), True)):
        made = make_photo(PhotoSpec(seed=seed, board="A", style="colour", boards=boards, megapixels=12.0,
                                    writing="font", fill=0.9))
        path = tmp_path / f"{seed}.jpg"
        path.write_bytes(made.jpeg)
        decoded_whole.clear()
        readings = scan_photo(path)
        assert bool(decoded_whole) == whole_needed
        assert len(readings) == len(made.sheets)
        for reading in readings:
            truth = next(t for t in made.sheets if t.layout == reading.layout)
            assert reading.sheet.values == truth.sheet.values and reading.serial == truth.serial
            geometry = sheet_geometry(reading.layout)
            centres = np.array([[geometry.cell_center(cell) for cell in reading.layout.cells]], np.float64)
            assert reading.evidence.homography is not None
            off = cv2.perspectiveTransform(centres, reading.evidence.homography) - \
                cv2.perspectiveTransform(centres, truth.homography)
            pitch_px = scale_at(truth.homography, (geometry.width / 2, geometry.height / 2)) * geometry.pitch
            assert np.linalg.norm(off, axis=2).max() < 0.1 * pitch_px


@pytest.mark.parametrize(("board", "style", "fill", "seed"), [
    (board, style, fill, 134_000 + k) for k, (board, style, fill) in enumerate(
        (board, style, fill) for board in "AB" for style in ("colour", "mono", "official") for fill in (1.0, 0.5))])
def test_a_sheet_placed_turned_half_round_by_its_print_reads_the_right_way_up_by_its_writing(
        board: str, style: str, fill: float, seed: int) -> None:
    """Both pads' grids are the same turned half round: where the print's cues misled, the
    writing read upside down says so, and the sheet is read the right way up."""
    made = make_photo(PhotoSpec(seed=seed, board=board, style=style, fill=fill, megapixels=3.0))
    [truth] = made.sheets
    image = cv2.imdecode(np.frombuffer(made.jpeg, np.uint8), cv2.IMREAD_GRAYSCALE)
    turned = half_turned(truth.homography, truth.layout)
    reading = read_located(image, [turned], truth.layout, get_engine("model"), check_way_up=True)
    assert worst_space_error_mm(reading.homography, truth.homography, truth.layout) < 0.5
    written = [cell for cell in truth.layout.cells if made.truth.value(cell) is not None]
    assert sum(reading.decoded.sheet.value(cell) == made.truth.value(cell) for cell in written) >= 0.9 * len(written)


@pytest.mark.parametrize(("board", "style", "rotation"), [
    ("A", "colour", 183.0), ("A", "official", 176.0), ("B", "mono", 4.0), ("B", "official", 184.0),
    ("A", "official", 92.0), ("B", "colour", 268.0)])
def test_a_sheet_whose_print_is_painted_over_but_its_grid_is_placed_the_right_way_up(
        tmp_path: Path, board: str, style: str, rotation: float) -> None:
    """Panel, markers, QR code and the publisher's card painted over: the grid and the writing
    alone say where the sheet lies and which way up."""
    made = make_photo(PhotoSpec(seed=135_000 + round(rotation), board=board, style=style, rotation=rotation,
                                megapixels=3.0))
    path = tmp_path / "weak.jpg"
    path.write_bytes(cv2.imencode(".jpg", weakened(made, style), [cv2.IMWRITE_JPEG_QUALITY, 90])[1].tobytes())
    [reading] = scan_photo(path)
    [truth] = made.sheets
    assert reading.layout == truth.layout and reading.evidence.homography is not None
    assert worst_space_error_mm(reading.evidence.homography, truth.homography, truth.layout) < 1.5


@pytest.mark.parametrize("seed", range(136_000, 136_012))
def test_a_small_blurred_sheet_keeps_the_way_up_its_print_decided(seed: int) -> None:
    """A sheet photographed small and blurred (2 MP, blur 2 px, JPEG 60) whose digits read with
    many doubts either way up: the writing says nothing of the way up, and the print's stands."""
    made = make_photo(PhotoSpec(seed=seed, board="AB"[seed % 2], megapixels=2.0, blur=2.0, jpeg_quality=60,
                                one_writer=True))
    [truth] = made.sheets
    image = cv2.imdecode(np.frombuffer(made.jpeg, np.uint8), cv2.IMREAD_GRAYSCALE)
    reading = read_located(image, [truth.homography], truth.layout, get_engine("model"), check_way_up=True)
    assert worst_space_error_mm(reading.homography, truth.homography, truth.layout) < 0.5
