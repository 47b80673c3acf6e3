"""The gettext catalogues: the shipped ``.mo`` files are their ``.po`` files compiled, every
language holds the English messages and no others, its ``Plural-Forms`` header picks the
forms the program picks, and the program says every message of the catalogue and no other."""

from __future__ import annotations

import ast
import gettext
import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import splitter_print
from splitter_print.text import ENGLISH, LANGUAGES, PLURAL_FORMS, plural_index
from splitter_print.text.catalogue import DOMAIN, LOCALE, languages

PACKAGE = Path(splitter_print.__file__).parent


def po_file(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(lang: str) -> Catalog:
    with po_file(lang).open("rb") as source:
        return read_po(source, locale=lang)


def test_every_language_has_a_catalogue_and_its_compiled_file() -> None:
    sources = sorted(path.parent.parent.name for path in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    assert sources == list(languages()) == sorted(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shipped_mo_file_is_its_po_file_compiled(lang: str) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, read(lang))
    shipped = po_file(lang).with_suffix(".mo").read_bytes()
    assert compiled.getvalue() == shipped, f"{po_file(lang)}: changed since it was compiled; run make catalogues"


def test_the_english_catalogue_says_each_message_as_its_msgid() -> None:
    """English's ``msgstr`` is its ``msgid`` (a plural entry: ``msgid``, then ``msgid_plural``),
    so that a plural message is filed under its ``msgid_plural``, the key the code uses."""
    assert [message.id for message in read("en") if message.id and message.string != message.id] == []


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_catalogue_translates_every_english_message_and_no_other(lang: str) -> None:
    english = {message.id for message in read("en") if message.id}
    catalogue = [message for message in read(lang) if message.id]
    assert sorted(map(str, english - {message.id for message in catalogue})) == []
    assert sorted(str(message.id) for message in catalogue if message.id not in english) == []
    assert [message.id for message in catalogue if not message.string or message.fuzzy] == []
    assert [message.id for message in catalogue if isinstance(message.string, tuple)
            and not all(message.string)] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_plural_forms_header_picks_the_form_the_program_picks(lang: str) -> None:
    """What gettext tools (and translators' editors) read from the header agrees with
    :data:`~splitter_print.text.PLURAL_FORMS` on every count up to 2000."""
    with po_file(lang).with_suffix(".mo").open("rb") as compiled:
        rule = gettext.GNUTranslations(compiled).plural
    assert read(lang).num_plurals == len(PLURAL_FORMS[lang][0])
    assert [n for n in range(2001) if rule(n) != plural_index(n, lang)] == []


def literal_texts(root: Path = PACKAGE) -> dict[str, str]:
    """Every text written as a literal in the package, outside the catalogue (``text/``), with where."""
    found: dict[str, str] = {}
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).parts[0] == "text":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.setdefault(node.value, f"{path.relative_to(root).as_posix()}:{node.lineno}")
    return found


def said_keys(root: Path = PACKAGE) -> dict[str, str]:
    """Every literal message the package says (``say("...")``, ``Message("...")``), with where."""
    found: dict[str, str] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) in {"say", "Message"} and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                found.setdefault(node.args[0].value, f"{path.relative_to(root).as_posix()}:{node.lineno}")
    return found


def test_the_scans_find_the_messages_of_the_faces() -> None:
    said = said_keys()
    assert said["{file}: pad {pad}"].startswith("cli/")
    assert "total: {total}" in literal_texts()
    assert len(said) > 100


def test_every_message_the_program_says_is_in_the_catalogue() -> None:
    said = said_keys()
    assert [f"{said[key]}: {key}" for key in sorted(said) if key not in ENGLISH] == []


def test_no_message_of_the_catalogue_is_left_unused() -> None:
    """Every message is written somewhere in the package (said, raised, or kept in a table):
    a message no code writes any more is taken out of every catalogue."""
    used = literal_texts()
    assert sorted(key for key in ENGLISH if key not in used) == []
