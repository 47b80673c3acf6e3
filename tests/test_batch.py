"""Game nights: photos read in parallel, cross-checked with the rolls, ranked; bad photos reported."""

import csv
import io
import json
import re
import shutil
from collections import Counter
from pathlib import Path

import cv2
import numpy as np
import pytest
from click.testing import CliRunner

from splitter_print.cli import main
from splitter_print.errors import SplitterError
from splitter_print.game.dice import Roll, check_sheet, held_rolls, pair_counts, read_roll_file, roll_dice
from splitter_print.game.layout import load_layout
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet, sheet_from_grid
from splitter_print.night.batch import (
    Night,
    NightFix,
    PhotoResult,
    SheetStatus,
    apply_night_fixes,
    find_photos,
    fixes_by_photo,
    read_photos,
    read_with_rolls,
    settle,
)
from splitter_print.night.report import night_json, ranking_lines
from splitter_print.night.share import headline, night_results
from splitter_print.reading.decode import decode_argmax
from splitter_print.reading.recognise.engine import CLASSES
from splitter_print.reading.result import SheetReading
from splitter_testkit import paths
from splitter_testkit.reader_rasters import reading_of
from splitter_testkit.synth import make_photo
from splitter_testkit.synth_night import night_specs, place_rolls

pytestmark = pytest.mark.slow

CALM = dict(writing="font", megapixels=3.0, tilt=8.0, blur=0.3, noise=1.0, jpeg_quality=90, shadow=False)
CHANGED_PLAYER, CHANGED_SPACE = 1, (2, 1)
"""player1 wrote 2 in row 2 column 1 where the rolls put 1: scored 7 as written (sharing first
place with player2), 3 as the rolls have it (last), so the fix moves them down the ranking."""


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory):
    """Four players of one game in printed digits (read by Tesseract, which reads print
    exactly), one player's space changed after the game (or misread: to the reader it is the same)."""
    folder = tmp_path_factory.mktemp("night")
    rolls, specs = night_specs(seed=21, players=4, **CALM)
    cheat = specs[CHANGED_PLAYER].written
    changed = cheat.with_values({CHANGED_SPACE: cheat.value(CHANGED_SPACE) % 6 + 1})
    specs[CHANGED_PLAYER] = type(specs[CHANGED_PLAYER])(**{**specs[CHANGED_PLAYER].__dict__, "written": changed})
    truths = []
    for index, spec in enumerate(specs):
        photo = make_photo(spec)
        (folder / f"player{index}.jpg").write_bytes(photo.jpeg)
        truths.append(photo.sheets[0].sheet)
    (folder / "rolls.txt").write_text(" ".join(str(roll) for roll in rolls) + "\n")
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
    assert [o.status for o in outcome.outcomes] == ["ok", "flagged", "ok", "ok"]
    assert [o.reading.sheet for o in outcome.outcomes] == truths
    assert outcome.outcomes[CHANGED_PLAYER].problems


def test_a_flagged_sheet_says_which_spaces_the_rolls_would_change_and_to_what(night) -> None:
    """player1's 2 in 2,1 makes row 2 hold 2-2 twice (2,0-2,7 and 2,1-2,6) where the rolls have
    2-2 and 1-2: any of those four 2s being a 1 holds the rolls, and the line names all four."""
    folder, rolls, _truths = night
    outcome = settle(read_photos(find_photos([str(folder)]), engine="tesseract", jobs=2), rolls)
    read = outcome.outcomes[CHANGED_PLAYER].reading.sheet
    problem = str(outcome.outcomes[CHANGED_PLAYER].problems[-1])
    assert problem.startswith("to hold the rolls, one of these (the rolls cannot say which): "), problem
    assert not any(str(line).startswith("every change") for line in outcome.outcomes[CHANGED_PLAYER].problems)
    suggested = [tuple(map(int, found)) for found in re.findall(r"(\d),(\d) would be (\d) \(read as (\d)\)", problem)]
    assert [(row, col) for row, col, _, _ in suggested] == [(2, 0), (2, 1), (2, 6), (2, 7)]
    for row, col, number, was in suggested:
        assert (read.value((row, col)), was, number) == (2, 2, 1)
        assert check_sheet(read.with_values({(row, col): number}), rolls).ok


def test_a_sheet_whose_every_4_reads_as_2_is_told_about_the_calibration_strip(tmp_path: Path) -> None:
    rolls, specs = night_specs(seed=21, players=1, **CALM)
    written = specs[0].written
    as_twos = written.with_values({cell: 2 for cell, number in written.values.items() if number == 4})
    (tmp_path / "p.jpg").write_bytes(make_photo(type(specs[0])(**{**specs[0].__dict__, "written": as_twos})).jpeg)
    outcome = settle(read_photos([str(tmp_path / "p.jpg")], engine="tesseract", jobs=1), rolls).outcomes[0]
    assert outcome.status == "flagged"
    assert str(outcome.problems[-2]).startswith("every change reads 2 where the rolls want 4: ")
    assert str(outcome.problems[-1]).startswith("to hold the rolls: ")


def test_consensus_without_a_log_finds_the_rolls_and_flags_the_changed_sheet(night) -> None:
    folder, rolls, _truths = night
    outcome = settle(read_photos(find_photos([str(folder)]), engine="tesseract", jobs=1), None)
    assert outcome.rolls_source == "estimated"
    assert pair_counts(outcome.rolls) == pair_counts(rolls)
    assert [o.status for o in outcome.outcomes] == ["ok", "flagged", "ok", "ok"]


def test_two_honest_sheets_agree_on_the_rolls_without_a_log(night) -> None:
    folder, rolls, truths = night
    outcome = settle(read_photos([str(folder / "player0.jpg"), str(folder / "player2.jpg")], engine="model",
                                 jobs=1), None)
    assert outcome.rolls_source == "estimated"
    assert pair_counts(outcome.rolls) == pair_counts(rolls)
    assert [o.status for o in outcome.outcomes] == ["ok", "ok"]
    assert [o.reading.sheet for o in outcome.outcomes] == [truths[0], truths[2]]


def test_two_sheets_that_disagree_are_both_flagged_with_the_fix_that_makes_each_match_the_other(night) -> None:
    folder, _rolls, truths = night
    honest, changed = str(folder / "player0.jpg"), str(folder / f"player{CHANGED_PLAYER}.jpg")
    outcome = settle(read_photos([honest, changed], engine="model", jobs=1), None)
    assert [o.status for o in outcome.outcomes] == ["flagged", "flagged"]
    assert [str(o.reason) for o in outcome.outcomes] == [f"disagrees with player{CHANGED_PLAYER}.jpg",
                                                    "disagrees with player0.jpg"]
    assert [o.reading.sheet for o in outcome.outcomes] == [truths[0], truths[CHANGED_PLAYER]]
    for index, other in ((0, truths[CHANGED_PLAYER]), (1, truths[0])):
        # One space to change, or (where several could be the slip) each of them, any one alone matching.
        line = str(outcome.outcomes[index].problems[-1])
        assert re.match(r"to match player\d\.jpg(: |, one of these \(the sheets cannot say which\): )", line), line
        changes = re.findall(r"(\d),(\d) would be (\d) \(read as \d\)", line)
        assert changes, line
        for row, col, number in (map(int, change) for change in changes):
            matched = outcome.outcomes[index].reading.sheet.with_values({(row, col): number})
            assert sorted(matched.pairs()) == sorted(other.pairs())
    honest_pairs, changed_pairs = (Counter(sheet.pairs()) for sheet in (truths[0], truths[CHANGED_PLAYER]))
    [(a, b)] = list((changed_pairs - honest_pairs).elements())
    [(c, d)] = list((honest_pairs - changed_pairs).elements())
    assert str(outcome.outcomes[1].problems[0]) == f"holds {a}-{b} where player0.jpg holds {c}-{d}"
    assert str(outcome.outcomes[0].problems[0]) == f"holds {c}-{d} where player{CHANGED_PLAYER}.jpg holds {a}-{b}"
    assert any("cannot tell which one is right" in str(note) for note in outcome.notes)
    assert outcome.outcomes[0].to_json()["reason"] == f"disagrees with player{CHANGED_PLAYER}.jpg"


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
    result = CliRunner().invoke(main, ["batch", str(photos), "--engine", "tesseract", "--jobs", "2",
                                       "--csv", str(out_csv), "--json", str(out_json), "--html", str(out_html)])
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


EXAMPLES = paths.examples()


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


def test_two_jobs_read_a_night_as_one_job_does_and_again_with_the_workers_kept(night) -> None:
    folder, _, truths = night
    photos = [*find_photos([str(folder)]), str(folder / "missing.jpg")]

    def read(jobs: int) -> list[tuple[str, tuple[Sheet, ...], str | None]]:
        told: list[str] = []
        results = read_photos(photos, engine="model", jobs=jobs, progress=lambda result: told.append(result.file))
        assert sorted(told) == sorted(photos)  # every photo told once, whoever read it
        return [(r.file, tuple(s.sheet for s in r.readings), None if r.error is None else str(r.error))
                for r in results]

    import cv2

    before = cv2.getNumThreads()
    one = read(1)
    assert [sheets for _, sheets, _ in one[:-1]] == [(truth,) for truth in truths]
    assert one[-1][2] is not None
    assert read(2) == one
    assert read(2) == one
    assert read(3) == one
    assert cv2.getNumThreads() == before


@pytest.fixture(scope="module")
def night_read(night):
    """The night's photos read once, for the tests that only settle them."""
    folder, _, _ = night
    return read_photos(find_photos([str(folder)]), engine="tesseract", jobs=2)


def fix_in(folder: Path, *fixes: NightFix) -> dict[str, tuple[NightFix, ...]]:
    return fixes_by_photo(fixes, find_photos([str(folder)]))


def names(night) -> list[str]:
    return [Path(o.reading.file).name for _, o in night.ranking]


@pytest.mark.parametrize("with_log", [True, False], ids=["roll log", "consensus"])
def test_typing_the_suggested_fix_settles_a_misread_sheet_and_reranks_the_night(night, night_read, with_log) -> None:
    folder, rolls, truths = night
    before = settle(night_read, rolls if with_log else None)
    flagged = before.outcomes[CHANGED_PLAYER]
    assert flagged.status == "flagged"
    assert [(place, name) for (place, _), name in zip(before.ranking, names(before))][:2] == \
        [(1, "player1.jpg"), (1, "player2.jpg")]
    # The paper says which of the spaces the rolls point at was meant: the changed one.
    suggestions = re.findall(r"(\d),(\d) would be (\d) \(read as \d\)", str(flagged.problems[-1]))
    row, col, number = next(found for found in suggestions if tuple(map(int, found[:2])) == CHANGED_SPACE)
    typed = NightFix("player1.jpg", None, (int(row), int(col)), int(number))
    after = settle(apply_night_fixes(night_read, fix_in(folder, typed)), rolls if with_log else None)
    assert [o.status for o in after.outcomes] == ["ok"] * 4
    assert after.outcomes[CHANGED_PLAYER].fixed == (CHANGED_SPACE,)
    assert after.outcomes[CHANGED_PLAYER].reading.sheet == \
        truths[CHANGED_PLAYER].with_values({CHANGED_SPACE: int(number)})
    assert [o.reading.card.total for o in after.outcomes] == [4, 3, 7, 5]
    assert names(after) == ["player2.jpg", "player3.jpg", "player0.jpg", "player1.jpg"]


def test_a_changed_sheet_stays_flagged_when_its_space_is_fixed_as_written_or_another_space_is_fixed(
        night, night_read) -> None:
    folder, rolls, truths = night
    written = truths[CHANGED_PLAYER]
    other = next(cell for cell in written.layout.cells if written.value(cell) and cell != CHANGED_SPACE)
    for space in (CHANGED_SPACE, other):
        fixes = fix_in(folder, NightFix("player1.jpg", None, space, written.value(space)))
        outcome = settle(apply_night_fixes(night_read, fixes), rolls).outcomes[CHANGED_PLAYER]
        assert outcome.status == "flagged"
        assert outcome.fixed == (space,)
        assert outcome.reading.sheet == written


def test_fix_names_a_photo_by_its_path_or_file_name_and_refuses_unknown_or_ambiguous_ones() -> None:
    photos = ["night/anna.jpg", "night/ben.jpg", "late/ben.jpg"]
    assert list(fixes_by_photo([NightFix("./night/anna.jpg", None, (3, 1), 6)], photos)) == ["night/anna.jpg"]
    assert list(fixes_by_photo([NightFix("anna.jpg", None, (3, 1), 6)], photos)) == ["night/anna.jpg"]
    assert list(fixes_by_photo([NightFix("late/ben.jpg", 2, (0, 4), None)], photos)) == ["late/ben.jpg"]
    with pytest.raises(SplitterError, match=r"^the fix cleo\.jpg:3,1=6: no photo cleo\.jpg"):
        fixes_by_photo([NightFix("cleo.jpg", None, (3, 1), 6)], photos)
    with pytest.raises(SplitterError,
                       match=r"^the fix ben\.jpg:3,1=6: ben\.jpg could be late/ben\.jpg or night/ben\.jpg"):
        fixes_by_photo([NightFix("ben.jpg", None, (3, 1), 6)], photos)


def test_a_photo_of_two_sheets_needs_the_sheet_number_in_the_fix(tmp_path: Path) -> None:
    photo = tmp_path / "table.jpg"
    photo.write_bytes(make_photo(type(night_specs(seed=5, players=1)[1][0])(seed=5, sheets=2, **CALM)).jpeg)
    results = read_photos([str(photo)], engine="tesseract", jobs=1)
    assert len(results[0].readings) == 2
    space = results[0].readings[1].layout.cells[0]
    fixes = fixes_by_photo([NightFix("table.jpg", 2, space, 6)], [str(photo)])
    fixed = apply_night_fixes(results, fixes)[0]
    assert fixed.readings[1].fixed == (space,) and fixed.readings[0].fixed == ()
    assert fixed.readings[1].sheet.value(space) == 6 and fixed.readings[0] == results[0].readings[0]
    for fix, complaint in [(NightFix("table.jpg", None, (0, 0), 6), "table.jpg:0,0=6: table.jpg holds 2 sheets; "
                                                                    "say which"),
                           (NightFix("table.jpg", 3, (0, 0), 6), "table.jpg#3:0,0=6: table.jpg holds 2 sheets, not 3"),
                           (NightFix("table.jpg", 1, (99, 0), 6),
                            "table.jpg#1:99,0=6: row 99 column 0 is not a space on pad A")]:
        with pytest.raises(SplitterError, match=f"^the fix {re.escape(complaint)}"):
            apply_night_fixes(results, fixes_by_photo([fix], [str(photo)]))


def test_a_fix_of_a_space_not_on_the_pad_is_refused_starting_with_the_fix_as_typed(night, night_read) -> None:
    folder, _, _ = night
    with pytest.raises(SplitterError, match=r"^the fix player1\.jpg:99,0=6: row 99 column 0 is not a space on pad A$"):
        apply_night_fixes(night_read, fix_in(folder, NightFix("player1.jpg", None, (99, 0), 6)))


def test_a_photo_that_could_not_be_read_keeps_its_error_when_fixed() -> None:
    failed = PhotoResult("night/anna.jpg", error=SplitterError("{file}: no score sheet found", file="night/anna.jpg"))
    fixes = fixes_by_photo([NightFix("anna.jpg", None, (3, 1), 6)], ["night/anna.jpg"])
    [kept] = apply_night_fixes([failed], fixes)
    assert (kept.readings, kept.error, [str(fix) for fix in kept.unapplied]) == ((), failed.error, ["anna.jpg:3,1=6"])


def test_batch_fix_round_trip_names_the_fixed_space_in_ranking_json_csv_and_the_share_summary(
        night, tmp_path: Path) -> None:
    folder, _, _ = night
    out_csv, out_html = tmp_path / "night.csv", tmp_path / "night.html"
    result = CliRunner().invoke(main, ["batch", str(folder), "--rolls", str(folder / "rolls.txt"),
                                       "--engine", "tesseract", "--fix", "player1.jpg:2,1=1",
                                       "--csv", str(out_csv), "--json", "-", "--html", str(out_html),
                                       "--share", str(tmp_path / "share")])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    winner = data["ranking"][0]
    assert (tmp_path / "share" / "share.txt").read_text().startswith(
        f"Splitter game night: {winner['player'] or Path(winner['file']).name} wins with {winner['total']} points")
    assert cv2.imread(str(tmp_path / "share" / "share.png")).shape[1] == 1080
    assert [r["fixed_by_hand"] for r in data["results"]] == [[], [[2, 1]], [], []]
    assert [r["status"] for r in data["results"]] == ["ok"] * 4
    assert [r["fixed_by_hand"] for r in csv.DictReader(io.StringIO(out_csv.read_text()))] == ["", "2,1", "", ""]
    assert "<td>player1.jpg</td><td>3</td>" in out_html.read_text()
    assert "<td>ok, 1 space fixed by hand (2,1)</td>" in out_html.read_text()
    shown = CliRunner().invoke(main, ["batch", str(folder / "player1.jpg"), "--no-consensus", "--engine", "tesseract",
                                      "--fix", "player1.jpg:2,1=1"])
    assert shown.exit_code == 0, shown.output
    assert "1 space fixed by hand (2,1)" in shown.stdout


def test_batch_fix_of_an_unknown_photo_is_a_usage_error_before_any_photo_is_read(tmp_path: Path) -> None:
    (tmp_path / "broken.jpg").write_bytes(b"not a photo: reading it would print an error line")
    result = CliRunner().invoke(main, ["batch", str(tmp_path), "--fix", "anna.jpg:3,1=6"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.strip().splitlines() == [
        "splitter: the fix anna.jpg:3,1=6: no photo anna.jpg in this batch "
        "(name it by its path as given or by its file name)"]


def test_batch_fix_of_a_photo_that_could_not_be_read_says_it_was_not_applied_and_changes_nothing_else(
        night, tmp_path: Path) -> None:
    folder, _, _ = night
    photos = tmp_path / "photos"
    photos.mkdir()
    shutil.copy(folder / "player0.jpg", photos / "player0.jpg")
    (photos / "broken.jpg").write_bytes((folder / "player1.jpg").read_bytes()[:3000])

    def run(*fixes: str):
        out_csv, out_json = tmp_path / "night.csv", tmp_path / "night.json"
        result = CliRunner().invoke(main, ["batch", str(photos), "--rolls", str(folder / "rolls.txt"),
                                           "--engine", "tesseract", "--jobs", "1",
                                           "--csv", str(out_csv), "--json", str(out_json), *fixes])
        return result, out_csv.read_text(), out_json.read_text()

    plain, plain_csv, plain_json = run()
    fixed, fixed_csv, fixed_json = run("--fix", "broken.jpg:3,1=6")
    assert fixed.exit_code == plain.exit_code == 1, fixed.output
    broken = photos / "broken.jpg"
    assert fixed.stderr.splitlines() == [
        *plain.stderr.splitlines(), f"splitter: --fix broken.jpg:3,1=6: not applied, {broken} could not be read"]
    assert plain.stderr.splitlines() == [
        f"splitter: {broken}: truncated JPEG (the file ends before the picture does); copy it again"]
    assert (fixed.stdout, fixed_csv, fixed_json) == (plain.stdout, plain_csv, plain_json)


def read_as(sheet: Sheet) -> SheetReading:
    """A reading that saw exactly ``sheet`` (no photo needed for what comes after reading)."""
    layout = sheet.layout
    probs = np.array([np.eye(len(CLASSES))[sheet.value(c) or 0] for c in layout.cells])
    decoded = decode_argmax(layout, layout.cells, probs)
    return SheetReading("p.jpg", 0, layout, decoded, score_sheet(decoded.sheet), np.zeros((1, 1, 3), np.uint8),
                        1.0, "markers", "test")


def test_with_a_roll_log_the_night_carries_the_best_possible_sheet_once() -> None:
    # Three double 1s on pad B: at best the three hearts (the row 4 pair touches: 4 + 5 = 9,
    # counted by hand in tests/test_best.py). This player's 1s pair up in columns 0 and 7 of
    # rows 0-1 (nothing) and stand alone in row 2, one on a heart: 2 points.
    pad_b = load_layout("B")
    played = Sheet(pad_b, dict.fromkeys([(0, 0), (0, 7), (1, 0), (1, 7), (2, 1), (2, 6)], 1))
    reading = read_as(played)
    night = settle([PhotoResult("p.jpg", (reading,))], [Roll(1, 1)] * 3)
    assert night.outcomes[0].status == "ok" and reading.card.total == 2
    assert night.best["B"].total == 9 and night.best["B"].optimal
    assert night.best is night.best
    lines = ranking_lines(night)
    assert lines[0].split() == ["place", "sheet", "total", "best", "pad", "notes"]
    assert lines[1].split() == ["1", "p.jpg", "2", "9", "B"]
    assert lines[-1] == "best possible on pad B with these rolls: 9 (proven)"
    data = night_json(night)
    assert data["ranking"][0]["best"] == 9 and data["best_possible"]["B"]["optimal"] is True


def test_without_a_roll_log_there_is_no_best_possible_sheet() -> None:
    reading = read_as(Sheet(load_layout("B"), dict.fromkeys([(2, 1), (2, 6)], 1)))
    night = settle([PhotoResult("p.jpg", (reading,))], None)
    assert night.best == {}
    assert "best" not in ranking_lines(night)[0] and "best" not in night_json(night)["ranking"][0]


def test_the_nights_best_possible_sheet_is_the_one_splitter_best_prints_for_the_same_roll_log() -> None:
    """The night searches with the rolls as the log wrote them, so both answers show one sheet."""
    log = str(EXAMPLES / "rolls.txt")
    rolls = read_roll_file(log)
    played = place_rolls(load_layout("A"), rolls, np.random.default_rng(5))
    night = settle([PhotoResult("p.jpg", (reading_of(played, "p.jpg"),))], rolls)
    printed = json.loads(CliRunner().invoke(main, ["best", "--rolls", log, "--json"]).stdout)
    assert (night.best["A"].total, list(night.best["A"].sheet.grid)) == (printed["total"], printed["grid"])


def two_games_night(misread_pairs: int) -> tuple[Night, list[Sheet], list[Sheet]]:
    """Four sheets of one game and three of another, sure of every space; game one's first
    sheet holds ``misread_pairs`` of its rolls read as another pair."""
    pad = load_layout("A")
    rng = np.random.default_rng(41)
    first, second = (roll_dice(seed=seed) for seed in ("game one", "game two"))
    ones = [place_rolls(pad, first, rng) for _ in range(4)]
    twos = [place_rolls(pad, second, rng) for _ in range(3)]
    misread = ones[0]
    for left, _ in pad.mirror_pairs[:misread_pairs]:
        misread = misread.with_values({left: misread.value(left) % 6 + 1})
    sheets = [misread, *ones[1:], *twos]
    results = [PhotoResult(f"{k}.jpg", (reading_of(sheet, f"{k}.jpg"),)) for k, sheet in enumerate(sheets)]
    return settle(results), [misread, *ones[1:]], twos


@pytest.mark.parametrize("misread_pairs", [0, 1, 2])
def test_a_folder_of_two_games_puts_each_sheet_in_the_game_whose_rolls_it_holds(misread_pairs: int) -> None:
    night, ones, twos = two_games_night(misread_pairs)
    games = {outcome.reading.file: outcome.game for outcome in night.outcomes}
    assert len(night.games) == 2
    one = games["1.jpg"]
    assert [games[f"{k}.jpg"] for k in range(len(ones))] == [one] * len(ones)
    assert [games[f"{k}.jpg"] for k in range(len(ones), len(ones) + len(twos))] == [3 - one] * len(twos)


def test_a_sheet_far_from_its_games_rolls_is_asked_about_not_rewritten_and_never_named_the_winner() -> None:
    """Five pairs misread: no --fix values that would rewrite clear numbers, one line saying it
    may be another game's sheet, and the game's headline names no winner while it leads."""
    night, _, _ = two_games_night(5)
    [misread] = [o for o in night.outcomes if o.reading.file == "0.jpg"]
    assert misread.status is SheetStatus.FLAGGED and misread.suggested == ()
    [problem] = misread.problems
    assert re.fullmatch(r"[1-5] of its pairs are not among the rolls: "
                        r"another game's sheet, or another game's roll log\?", str(problem))
    for game in night_results(night):
        if any(s.to_check for s in game.winners):
            assert headline(game).startswith("no winner yet")
        else:
            assert "wins" in headline(game) or "share the win" in headline(game)


def test_batch_no_best_leaves_the_best_possible_sheet_out(night) -> None:
    folder, _, _ = night
    args = ["batch", str(folder), "--rolls", str(folder / "rolls.txt"), "--engine", "tesseract", "--json", "-"]
    searched, skipped = (json.loads(CliRunner().invoke(main, args + extra).stdout) for extra in ([], ["--no-best"]))
    assert set(searched["best_possible"]) == {"A"} and "best" in searched["ranking"][0]
    assert skipped["best_possible"] == {} and "best" not in skipped["ranking"][0]
    assert skipped["ranking"] == [{k: v for k, v in entry.items() if k != "best"} for entry in searched["ranking"]]


WORKED = ("..4416..", ".446614.", "16665444", "55521642", "45521333", ".125321.", "..5332..")
"""The rules' worked sheet (29): its pairs are the rolls of the cases below."""


@pytest.mark.parametrize(("written", "fixed", "alternatives", "suggested", "missing"), [
    # A 5 written in 0,4 where the rolls put a 1: the sheet then holds 4-5 twice (0,3-0,4 and 3,1-3,6) and 1-4
    # once too few, and either 5 becoming a 1 holds the rolls: both are asked about, neither is picked.
    ({(0, 4): 5}, {}, ((((0, 4), 1),), (((3, 1), 1),)), (), [(1, 4)]),
    # The same sheet with 3,1 checked on the paper (a 5): only 0,4 is left.
    ({(0, 4): 5}, {(3, 1): 5}, (), (((0, 4), 1),), [(1, 4)]),
    # A 2 in 1,3 where the rolls put a 6: 2-6 is rolled nowhere, so 1,3 is the one space to ask about.
    ({(1, 3): 2}, {}, (), (((1, 3), 6),), [(6, 6)]),
])
def test_a_sheet_off_the_rolls_by_one_of_several_spaces_is_asked_about_each_and_names_the_missing_roll(
        written, fixed, alternatives, suggested, missing) -> None:
    worked = sheet_from_grid(WORKED, load_layout("A"))
    rolls = held_rolls(worked)
    reading = reading_of(worked.with_values(written), "ben.jpg")
    reading = reading.with_fixes(fixed) if fixed else reading
    outcome = read_with_rolls(reading, rolls)
    assert (outcome.status, outcome.alternatives, outcome.suggested, list(outcome.missing)) == (
        SheetStatus.FLAGGED, alternatives, suggested, missing)
    marks = [(tuple(m["cell"]), m["asked"], [tuple(c) for c in m["or"]]) for m in outcome.to_json()["marked"]
             if m["by"] == "rolls"]
    asked = [change for fit in alternatives for change in fit] or list(suggested)
    assert marks == [(cell, number, [other for other, _ in asked if other != cell]) for cell, number in asked]
    last = str(outcome.problems[-1])
    assert ("cannot say which" in last) == bool(alternatives)
    assert all(f"{r},{c} would be {n}" in last for (r, c), n in asked)
    # Whichever space the paper says was meant, answering it settles the sheet: it holds the rolls.
    for cell, number in asked:
        settled = read_with_rolls(reading.with_fixes({**fixed, cell: number}), rolls)
        assert (settled.status, settled.reading.sheet.pairs().count((1, 4))) == (SheetStatus.OK, 3)


def test_two_sheets_that_disagree_where_several_spaces_could_be_the_slip_are_asked_about_each() -> None:
    """Ana wrote the worked sheet, Ben the same with a 5 in 0,4 (4-5 twice, 1-4 once too few), and
    no roll log says who is right. Ben matches Ana by either of his 5s in a 4-5 becoming a 1 (0,4
    or 3,1); Ana matches Ben by the 1 of any of her 1-4s becoming a 5: each sheet is asked about
    every such space, none picked, and each answer makes it hold the other's pairs."""
    worked = sheet_from_grid(WORKED, load_layout("A"))
    ana, ben = worked, worked.with_values({(0, 4): 5})
    night = settle([PhotoResult("ana.jpg", (reading_of(ana, "ana.jpg"),)),
                    PhotoResult("ben.jpg", (reading_of(ben, "ben.jpg"),))], None)
    anas_ones = sorted(cell for pair in ana.layout.mirror_pairs if sorted(map(ana.value, pair)) == [1, 4]
                       for cell in pair if ana.value(cell) == 1)
    expected = {"ana.jpg": [(((cell), 5),) for cell in anas_ones], "ben.jpg": [(((0, 4), 1),), (((3, 1), 1),)]}
    assert len(anas_ones) == 3
    for outcome, other in zip(night.outcomes, (ben, ana)):
        assert (outcome.status, outcome.suggested, list(outcome.alternatives)) == (
            SheetStatus.FLAGGED, (), expected[outcome.reading.file])
        assert "(the sheets cannot say which)" in str(outcome.problems[-1])
        for [(cell, number)] in outcome.alternatives:
            assert sorted(outcome.reading.sheet.with_values({cell: number}).pairs()) == sorted(other.pairs())


def test_a_space_several_equally_near_readings_change_is_asked_about_once_naming_the_other_spaces() -> None:
    from splitter_print.night.batch import marked
    from splitter_testkit.reader_rasters import reading_with_doubt

    reading = reading_with_doubt()  # the worked sheet; 0,2 doubtful between 4 and 6
    either = [(((1, 1), 2), ((1, 2), 3)), (((1, 1), 5), ((2, 2), 1))]
    assert [(m.cell, m.asked, m.others, str(m.by)) for m in marked(reading, alternatives=either)] == [
        ((1, 1), 2, ((2, 2),), "rolls"), ((1, 2), 3, ((1, 1), (2, 2)), "rolls"),
        ((2, 2), 1, ((1, 1), (1, 2)), "rolls"), ((0, 2), 4, (), "reader")]
