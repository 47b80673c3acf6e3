"""The printed words of a pad in every language, and the typeface each language prints in."""

from __future__ import annotations

import re

import pytest

from splitter_print.errors import SplitterError
from splitter_print.game.rating import LANGUAGES
from splitter_print.paper.labels import LABELS, LATO, NANUM_GOTHIC, check_language, label, typeface

HANGUL = re.compile(r"[가-힣]")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_every_word_english_has(lang: str) -> None:
    assert set(LABELS[lang]) == set(LABELS["en"])
    assert all(text.strip() for text in LABELS[lang].values())


def test_korean_words_are_written_in_hangul_and_keep_the_print_notes_figures() -> None:
    for key, text in LABELS["ko"].items():
        assert HANGUL.search(text), key
    assert "100%" in label("print_note", "ko") and "22" in label("rating_note", "ko")
    assert "1" in label("guide", "ko") and "6" in label("guide", "ko")


def test_only_korean_is_printed_in_nanum_gothic() -> None:
    assert typeface("ko") == NANUM_GOTHIC
    assert {typeface(lang) for lang in LANGUAGES if lang != "ko"} == {LATO}


def test_an_unknown_language_is_a_user_error_listing_korean_too() -> None:
    with pytest.raises(SplitterError, match="unknown language 'jp'; choose one of en, de, es, pt, pl, ko"):
        label("total", "jp")
    assert check_language("ko") == "ko"
