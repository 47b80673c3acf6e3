"""The game-night writers, on a night of one sheet made without a photo."""

from __future__ import annotations

import json

from splitter_print.night.batch import PhotoResult, settle
from splitter_print.night.report import contact_sheet_html, night_json_text
from splitter_testkit.reader_rasters import reading_with_doubt


def test_a_korean_night_names_the_korean_rating_in_the_contact_sheet_and_the_json() -> None:
    night = settle([PhotoResult("photo.jpg", (reading_with_doubt(),))])
    page = contact_sheet_html(night, "ko")
    assert '<html lang="ko">' in page
    assert "<td>29</td><td>클럽에 오신 걸 환영해요</td>" in page, "29 points: the second rating, 28-30"
    assert json.loads(night_json_text(night, "ko"))["results"][0]["rating"] == "클럽에 오신 걸 환영해요"
    assert "클럽에 오신 걸 환영해요" in night_json_text(night, "ko"), "written as Hangul, not as \\u escapes"
