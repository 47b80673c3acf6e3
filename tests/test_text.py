"""The message catalogue: every message in every language, with the same fields, the right
number of plural forms, and the library's messages (with messages in their fields) said in each."""

from __future__ import annotations

import string

import pytest

from splitter_print.errors import Message, SplitterError
from splitter_print.game.dice import missing
from splitter_print.game.rating import LANGUAGES as RATING_LANGUAGES
from splitter_print.paper.labels import LABELS
from splitter_print.text import (
    ENGLISH,
    LANGUAGES,
    PLURAL_FORMS,
    TABLES,
    fields_of,
    number_words,
    plural_index,
    say,
    say_list,
)

OTHERS = [lang for lang in LANGUAGES if lang != "en"]


def forms(text: str | tuple[str, ...]) -> tuple[str, ...]:
    return (text,) if isinstance(text, str) else text


def test_the_catalogue_speaks_the_languages_of_the_pads_and_the_ratings() -> None:
    assert set(LANGUAGES) == set(LABELS) == set(RATING_LANGUAGES) == set(TABLES) | {"en"}


@pytest.mark.parametrize("lang", OTHERS)
def test_every_message_has_an_entry_in_every_language_and_no_more(lang: str) -> None:
    assert sorted(set(ENGLISH) - set(TABLES[lang])) == []
    assert sorted(set(TABLES[lang]) - set(ENGLISH)) == []


@pytest.mark.parametrize("lang", OTHERS)
def test_every_entry_uses_the_fields_of_its_english_message(lang: str) -> None:
    wrong = [key for key, text in TABLES[lang].items() if fields_of(text) != fields_of(ENGLISH[key])]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_forms_come_one_per_plural_category_of_the_language(lang: str) -> None:
    categories = len(PLURAL_FORMS[lang][0])
    table = {key: ENGLISH[key] for key in ENGLISH} if lang == "en" else TABLES[lang]
    for key, text in table.items():
        if not isinstance(text, str):
            assert len(text) == categories, key
            assert "count" in fields_of(ENGLISH[key]), key
        for form in forms(text):
            for _, name, spec, _ in string.Formatter().parse(form):
                if name is not None and spec and "/" in spec:
                    assert len(spec.split("/")) == categories, (key, spec)


SAME_WORDS = {"de": {"Status"}, "es": {"total", "Total"}, "pt": {"total", "Total"}}
"""Words that are the same in English and in the language (checked in a dictionary)."""


@pytest.mark.parametrize("lang", OTHERS)
def test_every_entry_is_translated_rather_than_copied(lang: str) -> None:
    """An entry equal to its English message holds only fields, signs and words the two
    languages share."""
    for key, text in TABLES[lang].items():
        if text == ENGLISH[key]:
            literal = "".join(part for part, _, _, _ in string.Formatter().parse(key))
            words = {word.strip("():;,?") for word in literal.split()} - {""}
            assert words <= SAME_WORDS.get(lang, set()), (key, words)


def test_the_polish_plural_rule_follows_the_grammar() -> None:
    """1 pole, 2-4 pola, 5-21 pól, 22-24 pola, but 12-14 pól."""
    assert [plural_index(n, "pl") for n in (1, 2, 4, 5, 11, 12, 14, 21, 22, 24, 25, 112)] == \
        [0, 1, 1, 2, 2, 2, 2, 2, 1, 1, 2, 2]


def test_counts_are_words_where_the_language_has_them_and_digits_elsewhere() -> None:
    assert [number_words(5, lang) for lang in LANGUAGES] == ["five", "fünf", "cinco", "5", "5", "5"]
    assert number_words(13, "en") == "13"


def test_say_fills_in_the_fields_and_picks_the_plural_form() -> None:
    assert say("{count:w} lone 1s", "en", count=1) == "a lone 1"
    assert say("{count:w} lone 1s", "de", count=3) == "drei einzelne Felder"
    assert say("{count:w} separate groups of {number:w} {number}s", "pl", count=2, number=5) == \
        "2 osobne grupy po 5 pól"
    assert say("{count:w} separate groups of {number:w} {number}s", "pl", count=5, number=3) == \
        "5 osobnych grup po 3 pola"
    assert say_list(["a", "b", "c"], "es") == "a, b y c" and say_list(["a"], "de") == "a"


def test_an_unknown_message_is_a_programming_error_in_every_language() -> None:
    with pytest.raises(KeyError):
        say("no such message", "en")
    with pytest.raises(SplitterError, match="unknown language 'fr'"):
        say("total: {total}", "fr", total=1)


SAMPLE = {"count": 3, "number": 4, "stars": 1, "factor": 2, "points": 8, "total": 29, "row": 3, "col": 1,
          "seconds": 1.5, "expected": 33.25}


def sample_fields(key: str) -> dict[str, object]:
    """A value for each field of ``key``: numbers where the text counts, a made-up word elsewhere."""
    values: dict[str, object] = {}
    for name in fields_of(ENGLISH[key]):
        values[name] = SAMPLE.get(name, 7 if name in {"flagged", "games", "empty", "spaces", "bound", "gap",
                                                      "playouts", "rank", "rounds", "first", "second", "score", "pages",
                                                      "left", "right", "left_col", "right_col", "serial",
                                                      "version", "limit", "pixels", "megabytes", "byte", "most",
                                                      "size", "least", "blur"} else f"Zq{name}")
    return values


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_every_message_is_said_in_every_language_with_all_its_words(key: str, lang: str) -> None:
    """Every message of the catalogue is said in ``lang`` from the same fields, and every text
    field the English line shows (a file, a pad, a problem) shows in ``lang`` too."""
    values = sample_fields(key)
    for count in (1, 3) if "count" in values else (None,):
        if count is not None:
            values["count"] = count
        english, said = say(key, "en", **values), say(key, lang, **values)
        shown = [value for value in values.values() if isinstance(value, str) and value in english]
        assert [value for value in shown if value not in said] == [], said


def test_a_list_of_messages_is_said_item_by_item() -> None:
    changes = (Message("{cell} would be {value} (read as {read})", cell="3,1", value=6, read=5),
               Message("{cell} would be {value} (read as {read})", cell="2,2", value=Message("empty"), read=4))
    line = Message("to hold the rolls: {changes:list}", changes=changes)
    assert str(line) == "to hold the rolls: 3,1 would be 6 (read as 5), 2,2 would be empty (read as 4)"
    assert say(line, "pl") == "by zgadzało się z rzutami: 3,1 byłoby 6 (odczytano 5), 2,2 byłoby puste (odczytano 4)"


def test_a_message_the_catalogue_does_not_know_is_said_as_it_is() -> None:
    assert say(Message("something new the reader said"), "de") == "something new the reader said"


def test_how_often_a_pair_is_missing_is_said_in_the_language() -> None:
    assert [say(missing((1, 3), n), "es") for n in (1, 2, 4)] == [
        "falta 1-3: salió en los dados, pero no está en la hoja",
        "falta 1-3 dos veces: salió en los dados, pero no está en la hoja",
        "falta 1-3 4 veces: salió en los dados, pero no está en la hoja"]
