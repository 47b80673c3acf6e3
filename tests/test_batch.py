"""Game nights: photos read in parallel, cross-checked with the rolls, ranked; bad photos reported."""

import csv
import io
import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from splitter_print.batch import find_photos, read_photos, settle
from splitter_print.cli import main
from splitter_print.dice import Roll, check_sheet
from splitter_print.errors import SplitterError
from splitter_print.vision.synth import make_photo
from splitter_print.vision.synth_night import night_specs

CALM = dict(writing="font", megapixels=3.0, tilt=8.0, blur=0.3, noise=1.0, jpeg_quality=90, shadow=False)


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory):
    """Four players of one game in printed digits (read by Tesseract, which reads print
    exactly), one player's space changed after the game."""
    folder = tmp_path_factory.mktemp("night")
    rolls, specs = night_specs(seed=21, players=4, **CALM)
    cheat = specs[3].written
    cell = cheat.layout.cells[0]
    specs[3] = type(specs[3])(**{**specs[3].__dict__, "written": cheat.with_values({cell: cheat.value(cell) % 6 + 1})})
    truths = []
    for index, spec in enumerate(specs):
        photo = make_photo(spec)
        (folder / f"player{index}.jpg").write_bytes(photo.jpeg)
        truths.append(photo.sheets[0].sheet)
    (folder / "rolls.txt").write_text(" ".join(f"{a}{b}" for a, b in rolls) + "\n")
    return folder, rolls, truths


def test_folders_expand_to_their_photos_in_name_order(night) -> None:
    folder, _, _ = night
    assert [Path(p).name for p in find_photos([str(folder)])] == [f"player{i}.jpg" for i in range(4)]


def test_a_folder_without_photos_is_an_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(SplitterError, match="no photos"):
        find_photos([str(tmp_path)])


def test_with_the_roll_log_honest_sheets_agree_and_the_changed_sheet_is_flagged(night) -> None:
    folder, rolls, truths = night
    results = read_photos(find_photos([str(folder)]), engine="tesseract", jobs=2)
    outcome = settle(results, rolls)
    assert [o.status for o in outcome.outcomes] == ["ok", "ok", "ok", "flagged"]
    assert [o.reading.sheet for o in outcome.outcomes] == truths
    assert outcome.outcomes[3].problems


def test_a_flagged_sheet_says_which_space_the_rolls_would_change_and_to_what(night) -> None:
    folder, rolls, truths = night
    outcome = settle(read_photos(find_photos([str(folder)]), engine="tesseract", jobs=2), rolls)
    read = outcome.outcomes[3].reading.sheet
    suggested = re.fullmatch(r"to hold the rolls: (\d),(\d) would be (\d) \(read as (\d)\)", outcome.outcomes[3].problems[-1])
    assert suggested, outcome.outcomes[3].problems
    row, col, number, was = map(int, suggested.groups())
    assert read.value((row, col)) == was != number
    fixed = read.with_values({(row, col): number})
    assert check_sheet(fixed, tuple(Roll(*pair) for pair in rolls)).ok


def test_consensus_without_a_log_finds_the_rolls_and_flags_the_changed_sheet(night) -> None:
    folder, rolls, truths = night
    outcome = settle(read_photos(find_photos([str(folder)]), engine="tesseract", jobs=1), None)
    assert outcome.rolls_source == "estimated"
    assert sorted(outcome.rolls) == sorted(rolls)
    assert [o.status for o in outcome.outcomes] == ["ok", "ok", "ok", "flagged"]


def test_ranking_is_by_total_with_shared_places(night) -> None:
    folder, rolls, _ = night
    outcome = settle(read_photos(find_photos([str(folder)]), engine="tesseract", jobs=2), rolls)
    totals = [o.reading.card.total for _, o in outcome.ranking]
    places = [place for place, _ in outcome.ranking]
    assert totals == sorted(totals, reverse=True)
    for (place, a), (next_place, b) in zip(outcome.ranking, outcome.ranking[1:]):
        assert (next_place == place) == (a.reading.card.total == b.reading.card.total)
    assert places[0] == 1


def test_corrupt_photos_are_listed_and_every_other_photo_is_scored(night, tmp_path: Path) -> None:
    folder, _, _ = night
    photos = tmp_path / "photos"
    photos.mkdir()
    for index in range(50):
        shutil.copy(folder / f"player{index % 3}.jpg", photos / f"p{index:02d}.jpg")
    (photos / "p05.jpg").write_bytes(b"not a photo at all")
    (photos / "p39.jpg").write_bytes((folder / "player0.jpg").read_bytes()[:3000])
    out_csv, out_json, out_html = tmp_path / "night.csv", tmp_path / "night.json", tmp_path / "night.html"
    result = CliRunner().invoke(main, ["batch", str(photos), "--engine", "tesseract", "--jobs", "2", "--csv", str(out_csv),
                                       "--json", str(out_json), "--html", str(out_html)])
    assert result.exit_code == 1, result.output
    rows = list(csv.DictReader(io.StringIO(out_csv.read_text())))
    assert len(rows) == 50
    errors = {Path(r["file"]).name: r["error"] for r in rows if r["status"] == "error"}
    assert set(errors) == {"p05.jpg", "p39.jpg"}
    assert all(errors.values())
    assert all(r["total"].isdigit() for r in rows if r["status"] != "error")
    data = json.loads(out_json.read_text())
    assert len(data["results"]) == 50 and len(data["ranking"]) == 48
    assert sum("error" in r for r in data["results"]) == 2
    assert "<table>" in out_html.read_text() and "data:image/jpeg;base64," in out_html.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["night.csv", "night.html", "night.json", "photos"]


EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_scan_with_the_roll_log_accepts_the_example_photo(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["scan", str(EXAMPLES / "game_photo.jpg"), "--rolls",
                                       str(EXAMPLES / "rolls.txt"), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["status"] == "ok"
    assert data["grid"] == [line for line in (EXAMPLES / "game_sheet.txt").read_text().splitlines()
                            if line and not line.startswith("#")]


def test_scan_flags_a_sheet_against_rolls_it_does_not_hold(tmp_path: Path) -> None:
    rolls = (EXAMPLES / "rolls.txt").read_text().replace("\n15\n", "\n16\n", 1)
    (tmp_path / "rolls.txt").write_text(rolls)
    result = CliRunner().invoke(main, ["scan", str(EXAMPLES / "game_photo.jpg"), "--rolls",
                                       str(tmp_path / "rolls.txt")])
    assert result.exit_code == 1, result.output
    assert "does not hold the rolls" in result.stdout
    assert "missing 1-6" in result.stdout and "extra 1-5" in result.stdout


def test_one_job_reads_on_one_core_and_gives_the_threads_back(night) -> None:
    import cv2

    folder, _, truths = night
    before = cv2.getNumThreads()
    results = read_photos([str(folder / "player0.jpg"), str(folder / "missing.jpg")], engine="tesseract", jobs=1)
    assert [r.error is None for r in results] == [True, False]
    assert results[0].readings[0].sheet == truths[0]
    assert cv2.getNumThreads() == before
