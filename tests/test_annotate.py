"""The annotation picture: the sheet as read, groups, doubts and the score strip."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np

from splitter_print.reading import annotate
from splitter_testkit.reader_rasters import reading_with_doubt


def test_annotation_is_a_png_with_red_doubt_and_both_group_colours(tmp_path: Path) -> None:
    reading = reading_with_doubt()
    path = annotate.write_annotation(reading, tmp_path / "deep" / "photo.png")
    picture = cv2.imread(str(path))
    assert picture is not None and picture.shape[1] == annotate.STYLE.width
    colours = {tuple(int(v) for v in px) for px in picture.reshape(-1, 3)[::7]}
    for rgb in (annotate.STYLE.uncertain, annotate.STYLE.scoring, annotate.STYLE.not_scoring):
        assert rgb[::-1] in colours


def test_breakdown_lists_every_number_and_the_star_bonus() -> None:
    reading = reading_with_doubt()
    lines = annotate.breakdown(reading)
    assert [label for label, _, _ in lines[:6]] == ["1s", "2s", "3s", "4s", "5s", "6s"]
    values = {label: int(value) for label, value, _ in lines}
    assert values["5s"] == 10 and values["star bonus (in the above)"] == 5


def test_the_strip_speaks_the_pads_language_in_its_font() -> None:
    reading = reading_with_doubt()
    assert Path(annotate.font(22, lang="ko").path).name == "NanumGothic.ttf"
    assert Path(annotate.font(22, lang="pl").path).name == "Lato-Regular.ttf"
    german = [label for label, _, _ in annotate.breakdown(reading, "de")]
    assert german[:2] == ["1er", "2er"] and german[6] == "Sternbonus (oben enthalten)"
    english = np.asarray(annotate.draw_strip(reading, 600, "en"))
    for lang in ("de", "ko"):
        other = np.asarray(annotate.draw_strip(reading, 600, lang))
        rows = np.nonzero((other != english).any(axis=(1, 2)))[0]
        assert rows.size and rows.max() - rows.min() > 300, f"{lang}: the words all down the strip change"
        assert (other[rows].min(axis=2) < 128).sum() > 500, f"{lang}: written in dark glyphs"


def test_each_picture_of_a_photo_of_two_sheets_maps_both_numbered_and_fills_its_own(tmp_path: Path) -> None:
    one = reading_with_doubt()
    left = replace(one, evidence=replace(one.evidence, homography=np.diag([5.0, 5.0, 1.0])))
    right = replace(left, index=1, evidence=replace(left.evidence, homography=np.array(
        [[5.0, 0, 1500], [0, 5.0, 0], [0, 0, 1]])))
    paths = annotate.write_annotations([left, right], tmp_path)
    assert [path.name for path in paths] == ["photo-sheet1.png", "photo-sheet2.png"]
    fills = []
    for path in paths:
        picture = cv2.imread(str(path))
        assert picture is not None
        strip = picture[:, annotate.STYLE.width - annotate.STYLE.strip:]
        green = np.all(strip == annotate.STYLE.scoring[::-1], axis=2)
        legend_rows = green[:560].any(axis=1)
        columns = np.nonzero(green[560:].any(axis=0))[0]
        assert legend_rows.any() and columns.size > 50, "the map fills this sheet's outline"
        fills.append(columns.mean())
    assert fills[0] < annotate.STYLE.strip / 2 < fills[1], "left sheet filled in picture 1, right in picture 2"
    single = cv2.imread(str(annotate.write_annotation(one, tmp_path / "one.png")))
    assert single is not None and single.shape[0] < 900, "a photo of one sheet has no map"


def test_a_flagged_sheet_says_so_in_red_and_frames_the_spaces_the_rolls_point_at() -> None:
    doubted = reading_with_doubt()
    reading = replace(doubted, decoded=replace(doubted.decoded, uncertain=()))
    cell = sorted(reading.layout.spaces)[3]
    clear = annotate.render(reading)
    flagged = annotate.render(reading, flag=annotate.Flag("this sheet does not hold the rolls", ((cell, 5),)))
    side = annotate.STYLE.width - annotate.STYLE.strip

    def count(picture: np.ndarray, rgb: tuple[int, int, int], strip: bool) -> int:
        part = picture[:, side:] if strip else picture[:, :side]
        return int(np.all(part == rgb, axis=2).sum())

    assert count(clear, annotate.STYLE.pointed, strip=False) == 0
    assert count(flagged, annotate.STYLE.pointed, strip=False) > 200, "the space the rolls point at is framed"
    assert count(flagged, annotate.STYLE.scoring, strip=True) < count(clear, annotate.STYLE.scoring, strip=True), \
        "no green 'every space read clearly'"
    red = annotate.STYLE.uncertain
    assert count(flagged, red, strip=True) > count(clear, red, strip=True) + 200, "the flag's line in red"


def test_a_long_flag_line_is_broken_to_the_strip_in_words_or_characters() -> None:
    face = annotate.font(22)
    lines = annotate.wrapped("this sheet does not hold the rolls; kept as read, please check:", face, 300)
    assert len(lines) >= 2 and all(face.getlength(line) <= 300 for line in lines)
    assert " ".join(lines) == "this sheet does not hold the rolls; kept as read, please check:"
    korean = annotate.wrapped("이 기록지는 굴림 기록과 맞지 않아요" * 3, annotate.font(22, lang="ko"), 300)
    assert len(korean) >= 2
