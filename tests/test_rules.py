"""``splitter rules``: every pad language present, the key numbers there, wrapped to the terminal."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from splitter_print.cli import main
from splitter_print.game.rating import LANGUAGES
from splitter_print.game.rules import rules_text, rules_words
from splitter_print.text.terminal import display_width as columns

# Words checked by hand in each language: star, heart (pad B), group, the number of rounds.
KEY_WORDS = {
    "en": ("star", "heart", "group", "22 rounds"),
    "de": ("Stern", "Herz", "Gruppe", "22 Runden"),
    "es": ("estrella", "corazón", "grupo", "22 rondas"),
    "pt": ("estrela", "coração", "grupo", "22 rondas"),
    "pl": ("gwiazdk", "serc", "Grupa", "22 rundach"),
    "ko": ("별", "하트", "그룹", "22라운드"),
}


def test_every_pad_language_has_the_rules_with_the_same_parts() -> None:
    assert set(KEY_WORDS) == set(LANGUAGES)
    english = rules_words("en")
    for lang in LANGUAGES:
        words = rules_words(lang)
        assert words.keys() == english.keys(), lang
        assert [len(words[key]) for key in ("play", "scoring")] == [2, 5], lang  # type: ignore[arg-type]
        assert [len(words["pad"][pad]["rules"]) for pad in "AB"] == [3, 3], lang  # type: ignore[index]


@pytest.mark.parametrize("lang", sorted(KEY_WORDS))
def test_the_rules_name_the_key_numbers_and_words(lang: str) -> None:
    text = rules_text(lang, "B")
    star, heart, group, rounds = KEY_WORDS[lang]
    for word in (star, heart, group, rounds, "44", "+5", "61", "1–12", "splitter roll --solo"):
        assert word in text, (lang, word)
    assert "56" in rules_text(lang, "A") and "61" not in rules_text(lang, "A")
    assert "splitter rules --pad A" in rules_text(lang) and heart not in rules_text(lang, "A")


def test_the_solo_table_is_the_rulebooks() -> None:
    text = rules_text("de")
    assert "  ≤ 27    angeklopft\n  28–30   willkommen im Club\n" in text
    assert "  ≥ 51    überirdisch\n" in text


def test_a_pad_shows_its_pattern() -> None:
    text = rules_text("en", "B")
    assert "\n  ###..#h#\n  ########\n  .h#####.\n  .##..##.\n  .###h##.\n  ########\n  #*#..#*#\n" in text


@pytest.mark.parametrize("lang", sorted(KEY_WORDS))
def test_lines_fit_a_narrow_terminal_with_wide_letters_counted_twice(lang: str) -> None:
    assert max(columns(line) for line in rules_text(lang, "B", width=40).splitlines()) <= 40
    assert columns("하트") == 4


def test_the_command_prints_the_rules_in_the_language_asked() -> None:
    result = CliRunner().invoke(main, ["rules", "--lang", "es", "--pad", "a"], env={"COLUMNS": "60"})
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Splitter: las reglas\n") and "Hoja A\n" in result.stdout
    assert max(columns(line) for line in result.stdout.splitlines()) <= 60
    bad = CliRunner().invoke(main, ["rules", "--lang", "fr"])
    assert bad.exit_code == 2 and "fr" in bad.stderr
