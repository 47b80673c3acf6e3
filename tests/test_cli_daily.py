"""Today's solo from the command line: roll --daily, score --daily, scan --daily and
roll --solo --daily, run as a user runs them (the day's best kept in a cache of the test's own)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from splitter_print.cli import main
from splitter_print.game.daily import daily_rolls
from splitter_print.game.scoring import score_sheet
from splitter_print.night.daily import day_best
from splitter_testkit import paths
from splitter_testkit.days import day_sheet

DAY = dt.date(2026, 12, 4)
WORKED = str(paths.examples() / "worked_example.txt")


@pytest.fixture(autouse=True)
def cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.getbasetemp() / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    return folder


def run(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=stdin)


def test_roll_daily_prints_the_days_roll_log() -> None:
    result = run("roll", "--daily", "--date", "2026-12-04", "--board", "B")
    header, *rolls = result.stdout.splitlines()
    assert result.exit_code == 0 and header == "# splitter roll --daily --date 2026-12-04 --board B (splitter-daily-v1)"
    assert rolls == [str(roll) for roll in daily_rolls(DAY, "B")] and len(rolls) == 22
    assert run("roll", "--date", "2026-12-04", "--board", "B").stdout == result.stdout  # --date implies --daily


def test_the_days_log_checks_a_sheet_of_the_day(tmp_path: Path) -> None:
    log, sheet = tmp_path / "today.txt", tmp_path / "mine.txt"
    log.write_text(run("roll", "--date", "2026-12-04", "--board", "B").stdout)
    sheet.write_text(day_sheet(DAY, "B").format())
    assert run("check", str(sheet), "--rolls", str(log)).exit_code == 0
    assert run("check", WORKED, "--rolls", str(log)).exit_code == 1


def test_roll_daily_defaults_to_today_in_utc_and_says_so() -> None:
    today = dt.datetime.now(dt.UTC).date().isoformat()
    assert f"--date {today} --board A" in run("roll", "--daily").stdout.splitlines()[0]
    assert "today in UTC" in run("roll", "--help").stdout


@pytest.mark.parametrize("args, line", [
    (["roll", "--daily", "--board", "C"], "splitter: --board: the daily game is dealt for pads A and B, not 'C'"),
    (["roll", "--date", "2026-13-01"], "splitter: --date: 2026-13-01 is not a day of the calendar; write YYYY-MM-DD"),
    (["roll", "--share", "out"], "splitter: --share is for a daily game: add --daily (try 'splitter roll --help')"),
    (["score", WORKED, "--share", "out"], "splitter: --share is for a daily game: add --daily"),
    (["roll", "--daily", "--rounds", "5"], "splitter: --rounds: a daily game is always 22 rolls"),
    (["roll", "--daily", "--share", "out"], "splitter: --share is for a game played here: add --solo"),
])
def test_bad_daily_usage_is_one_line_and_exit_2(args: list[str], line: str) -> None:
    result = run(*args)
    assert result.exit_code == 2 and result.stderr.splitlines()[0].startswith(line)


def test_score_daily_puts_the_sheet_beside_the_days_best_and_shares_it(tmp_path: Path) -> None:
    sheet = day_sheet(DAY, "B")
    path = tmp_path / "mine.txt"
    path.write_text(sheet.format())
    total, best = score_sheet(sheet).total, day_best(DAY, "B").total
    result = run("score", str(path), "--daily", "--date", "2026-12-04", "--share", str(tmp_path / "out"))
    lines = result.stdout.splitlines()
    assert result.exit_code == 0
    assert f"  daily 2026-12-04: {total} of {best} possible" in lines
    share = [line for line in lines if "Splitter daily" in line]
    assert share and share[0].startswith(f"  Splitter daily 2026-12-04 · pad B · {total}/{best} · ")
    assert (tmp_path / "out" / "share.txt").read_text().splitlines()[0] == share[0].strip()
    assert (tmp_path / "out" / "share.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_score_daily_in_polish(tmp_path: Path) -> None:
    path = tmp_path / "mine.txt"
    path.write_text(day_sheet(DAY, "B").format())
    result = run("score", str(path), "--date", "2026-12-04", "--lang", "pl")
    assert any(line.startswith("  Splitter dnia 2026-12-04 · arkusz B · ") for line in result.stdout.splitlines())


def test_score_daily_names_the_pairs_of_a_sheet_of_other_rolls_and_exits_1() -> None:
    result = run("score", WORKED, "--daily", "--date", "2026-12-04")
    assert result.exit_code == 1
    assert "  daily 2026-12-04: the sheet does not hold the day's 22 rolls on pad A:" in result.stdout
    assert "Splitter daily" not in result.stdout


def test_score_daily_json_carries_the_daily_object(tmp_path: Path) -> None:
    import json

    path = tmp_path / "mine.txt"
    path.write_text(day_sheet(DAY, "B").format())
    data = json.loads(run("score", str(path), "--json", "--date", "2026-12-04").stdout)
    assert data["daily"]["holds_the_rolls"] is True and data["daily"]["version"] == "splitter-daily-v1"
    assert data["daily"]["total"] == data["total"] and data["daily"]["best"] == day_best(DAY, "B").total


@pytest.mark.slow
def test_scan_daily_reads_a_photo_against_the_days_rolls(tmp_path: Path) -> None:
    from splitter_testkit.synth import PhotoSpec, make_photo

    sheet = day_sheet(DAY, "B")
    photo = tmp_path / "mine.jpg"
    photo.write_bytes(make_photo(PhotoSpec(seed=4, board="B", written=sheet, writing="font", ink="black",
                                           megapixels=2, tilt=5, rotation=2, jpeg_quality=90)).jpeg)
    result = run("scan", str(photo), "--daily", "--date", "2026-12-04")
    total, best = score_sheet(sheet).total, day_best(DAY, "B").total
    assert result.exit_code == 0, result.output
    assert f"  daily 2026-12-04: {total} of {best} possible" in result.stdout.splitlines()
    assert f"Splitter daily 2026-12-04 · pad B · {total}/{best}" in result.stdout
    assert run("scan", str(photo), "--daily", "--rolls", WORKED).exit_code == 2


@pytest.mark.slow
def test_roll_solo_daily_plays_the_days_rolls_and_ends_beside_the_best() -> None:
    result = run("roll", "--solo", "--daily", "--date", "2026-12-04", "--board", "B", "--playouts", "1")
    best = day_best(DAY, "B").total
    rounds = [line for line in result.stdout.splitlines() if line.startswith("round ")]
    assert result.exit_code == 0 and len(rounds) == 22
    assert [line.rsplit(": rolled ", 1)[1].replace(" ", "") for line in rounds] == \
        [str(roll) for roll in daily_rolls(DAY, "B")]
    assert any(line.startswith("daily 2026-12-04: ") and line.endswith(f" of {best} possible")
               for line in result.stdout.splitlines())
    assert "Splitter daily 2026-12-04 · pad B · " in result.stdout
