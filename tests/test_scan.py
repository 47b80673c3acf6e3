"""``splitter scan`` end to end on made photos: the score, the JSON, fixes, and clear refusals."""

from __future__ import annotations

import json
import shutil
import sys
from dataclasses import replace
from pathlib import Path

import cv2
import pytest
from click.testing import CliRunner

sys.path.insert(0, str(Path(__file__).parent))
from reader_rasters import sheet_raster  # noqa: E402

from splitter_print.cli import main  # noqa: E402
from splitter_print.cli.scan import ask_about_doubts  # noqa: E402
from splitter_print.geometry import sheet_geometry  # noqa: E402
from splitter_print.layout import load_layout  # noqa: E402
from splitter_print.scan import parse_fix, read_located, scan_photo  # noqa: E402
from splitter_print.scoring import score_sheet  # noqa: E402
from splitter_print.sheet import Sheet  # noqa: E402
from splitter_print.vision.engines import get_engine  # noqa: E402
from splitter_print.vision.synth import PhotoSpec, make_photo  # noqa: E402

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


def test_fix_overrides_a_space_and_rescores(printed: tuple[Path, object]) -> None:
    path, made = printed
    cell = made.truth.layout.cells[0]
    new = 6 if made.truth.value(cell) != 6 else 5
    [reading] = scan_photo(path, engine="tesseract", fixes=dict([parse_fix(f"{cell[0]},{cell[1]}={new}")]))
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
    assert kept.sheet == reading.sheet


def test_a_faint_mark_is_read_as_empty_but_doubtful() -> None:
    layout = load_layout("A")
    geometry = sheet_geometry(layout)
    image, homography = sheet_raster(Sheet(layout, {}), geometry)
    x, y = (homography @ [*geometry.cell_center((3, 3)), 1])[:2]
    cv2.line(image, (round(x) - 4, round(y)), (round(x) + 4, round(y)), (60, 60, 60), 2)
    decoded = read_located(image, [homography], layout, get_engine("tesseract")).decoded
    assert decoded.sheet.values == {} and decoded.uncertain == ((3, 3),)
