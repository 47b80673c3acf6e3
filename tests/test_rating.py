"""The solo rating table: its bounds (RULES.md) and its names in every language."""

from __future__ import annotations

import re

import pytest

from splitter_print.game.rating import LANGUAGES, NAMES, rating_for, rating_index

HANGUL_WORDS = re.compile(r"[가-힣]+( [가-힣]+)*")


@pytest.mark.parametrize(("total", "index"), [(0, 0), (27, 0), (28, 1), (30, 1), (31, 2), (36, 3), (37, 4),
                                              (38, 4), (39, 5), (42, 6), (44, 7), (46, 8), (48, 9), (50, 10),
                                              (51, 11), (61, 11)])
def test_totals_fall_in_the_rows_of_the_rulebook_table(total: int, index: int) -> None:
    assert rating_index(total) == index


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_names_the_twelve_ratings_differently(lang: str) -> None:
    assert len(NAMES[lang]) == 12 and len(set(NAMES[lang])) == 12


def test_korean_is_offered_and_its_names_are_hangul_words() -> None:
    assert "ko" in LANGUAGES
    for name in NAMES["ko"]:
        assert HANGUL_WORDS.fullmatch(name), name


def test_the_worked_examples_29_points_welcome_you_to_the_club_in_korean() -> None:
    assert rating_for(29, "ko") == "클럽에 오신 걸 환영해요"
    assert (rating_for(27, "ko"), rating_for(51, "ko")) == ("패배", "신의 경지")


def test_an_unknown_language_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="'xx'; choose one of en, de, es, pt, pl, ko"):
        rating_for(29, "xx")
