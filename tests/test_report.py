"""The game-night writers, on a night of one sheet made without a photo."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from splitter_print.cli.batch import fix_options
from splitter_print.errors import SplitterError
from splitter_print.game.dice import Roll, held_rolls
from splitter_print.night.batch import PhotoResult, settle
from splitter_print.night.report import (
    NightFiles,
    contact_sheet_html,
    flag_lines,
    night_csv,
    night_json_text,
    picture_flag,
    ranking_lines,
    write_night,
)
from splitter_testkit.reader_rasters import reading_with_doubt


def test_a_korean_night_names_the_korean_rating_in_the_json() -> None:
    night = settle([PhotoResult("photo.jpg", (reading_with_doubt(),))])
    assert '<html lang="ko">' in contact_sheet_html(night, "ko")
    assert json.loads(night_json_text(night, "ko"))["results"][0]["rating"] == "클럽에 오신 걸 환영해요"
    assert "클럽에 오신 걸 환영해요" in night_json_text(night, "ko"), "written as Hangul, not as \\u escapes"


def test_the_contact_sheet_shows_places_and_margins_not_solo_ratings() -> None:
    first, second = reading_with_doubt(), reading_with_doubt()
    night = settle([PhotoResult("a.jpg", (first,)), PhotoResult("b.jpg", (second,))], consensus=False)
    page = contact_sheet_html(night)
    assert page.count("<td>29</td><td>winner</td>") == 2, "a tie shares the win"
    assert "welcome to the club" not in page


@pytest.mark.slow
def test_a_flagged_sheet_says_why_and_what_to_paste() -> None:
    reading = reading_with_doubt()
    rolls = list(held_rolls(reading.sheet))
    # 3-4 sits on the sheet once (4,0-4,7): rolled as 3-3, the rolls point at one space, 4,0.
    rolls[next(i for i, roll in enumerate(rolls) if (roll.first, roll.second) == (3, 4))] = Roll(3, 3)
    night = settle([PhotoResult("photo.jpg", (reading,))], rolls)
    [outcome] = night.outcomes
    assert outcome.status == "flagged" and outcome.suggested == (((4, 0), 3),)
    lines = flag_lines(night, fix_text=fix_options)
    assert lines[1] == "photo.jpg: does not hold the rolls; kept as read. Look at the paper:"
    assert lines[-1].startswith("  if the paper says so, run the same command again with: --fix photo.jpg:")
    assert fix_options(outcome) in contact_sheet_html(night, fix_text=fix_options)
    assert "--fix" not in contact_sheet_html(night) and "--fix" not in "".join(flag_lines(night))
    flag = picture_flag(outcome, "de")
    assert flag is not None and flag.pointed == outcome.suggested and flag.pointed
    assert flag.line == "dieses Blatt enthält nicht die gewürfelten Paare; bleibt wie gelesen, bitte prüfen:"


def test_a_sheet_that_holds_the_rolls_has_no_flag_in_its_picture() -> None:
    reading = reading_with_doubt()
    night = settle([PhotoResult("photo.jpg", (reading,))], held_rolls(reading.sheet))
    [outcome] = night.outcomes
    assert outcome.status == "ok" and picture_flag(outcome) is None


def test_named_players_stand_in_the_ranking_csv_and_json_instead_of_file_names() -> None:
    named = settle([PhotoResult("night/a.jpg", (reading_with_doubt(),)),
                    PhotoResult("night/b.jpg", (reading_with_doubt(),))], consensus=False,
                   names={"a.jpg": "Anna", "night/b.jpg": "Ben"})
    assert [outcome.label for _, outcome in named.ranking] == ["Anna", "Ben"]
    assert "Anna" in ranking_lines(named)[1] and "Ben" in ranking_lines(named)[2]
    assert [row["player"] for row in csv.DictReader(io.StringIO(night_csv(named)))] == ["Anna", "Ben"]
    assert [entry["player"] for entry in json.loads(night_json_text(named))["ranking"]] == ["Anna", "Ben"]


def test_a_name_for_a_photo_the_night_does_not_hold_is_refused() -> None:
    with pytest.raises(SplitterError, match=r"the name c.jpg: no such photo"):
        settle([PhotoResult("a.jpg", (reading_with_doubt(),))], consensus=False, names={"c.jpg": "Cleo"})


def test_the_ranking_lines_up_its_columns_in_korean_where_hangul_takes_two_columns() -> None:
    night = settle([PhotoResult("a.jpg", (reading_with_doubt(),))], consensus=False)
    header, row = ranking_lines(night, "ko")
    assert header == " 순위  용지        합계  기록지  참고", "순위 takes 4 columns of the 5 the places take"
    assert row == "    1  photo.jpg     29  A       확인할 칸 1개", "기록지 takes 6 columns"


def test_the_contact_sheet_reads_on_a_phone_and_names_the_failed_photos_first() -> None:
    night = settle([PhotoResult("a.jpg", (reading_with_doubt(),)),
                    PhotoResult("blurred.jpg", (), SplitterError("{file}: no score sheet found", file="blurred.jpg"))],
                   consensus=False)
    page = contact_sheet_html(night)
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    assert page.index("blurred.jpg: no score sheet found") < page.index("<table>")


@pytest.mark.parametrize("kind", ["csv", "json", "html"])
def test_each_report_is_written_into_a_folder_made_for_it(tmp_path: Path, kind: str) -> None:
    night = settle([PhotoResult("a.jpg", (reading_with_doubt(),))], consensus=False)
    target = tmp_path / "reports" / "tonight" / f"night.{kind}"
    write_night(night, NightFiles(**{kind: str(target)}))
    assert target.is_file() and target.stat().st_size > 0
