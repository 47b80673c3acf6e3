"""The gettext catalogues (the program's messages, the page's words): the shipped ``.mo`` files
are their ``.po`` files compiled, every language holds the English entries and no others, its
``Plural-Forms`` header picks the forms the program picks, the page's words are named, and the
program says every message of the catalogue and no other."""

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
from splitter_print.text.catalogue import DOMAIN, LOCALE, PAGE, languages

PACKAGE = Path(splitter_print.__file__).parent
DOMAINS = (DOMAIN, PAGE)
OTHERS = [lang for lang in LANGUAGES if lang != "en"]


def po_file(lang: str, domain: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def read(lang: str, domain: str) -> Catalog:
    with po_file(lang, domain).open("rb") as source:
        return read_po(source, locale=lang)


def entries(lang: str, domain: str) -> dict[tuple[object, str | None], object]:
    """Each entry's translation by its ``msgid`` (with ``msgid_plural``) and ``msgctxt``; the header left out."""
    return {(message.id, message.context): message.string for message in read(lang, domain) if message.id}


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_language_has_a_catalogue_and_its_compiled_file(domain: str) -> None:
    sources = sorted(path.parent.parent.name for path in LOCALE.glob(f"*/LC_MESSAGES/{domain}.po"))
    assert sources == list(languages(domain)) == sorted(LANGUAGES)


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shipped_mo_file_is_its_po_file_compiled(lang: str, domain: str) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, read(lang, domain))
    shipped = po_file(lang, domain).with_suffix(".mo").read_bytes()
    assert compiled.getvalue() == shipped, f"{po_file(lang, domain)}: changed since it was compiled; make catalogues"


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_english_catalogue_says_each_entry_as_its_msgid(domain: str) -> None:
    """English's ``msgstr`` is its ``msgid`` (a plural entry: ``msgid``, then ``msgid_plural``),
    so that a plural message is filed under its ``msgid_plural``, the key the code uses."""
    assert [msgid for (msgid, _), string in entries("en", domain).items() if string != msgid] == []


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", OTHERS)
def test_every_catalogue_translates_every_english_entry_and_no_other(lang: str, domain: str) -> None:
    english, catalogue = entries("en", domain), read(lang, domain)
    said = {(message.id, message.context) for message in catalogue if message.id}
    assert sorted(map(str, set(english) - said)) == []
    assert sorted(map(str, said - set(english))) == []
    assert [message.id for message in catalogue if message.id and (not message.string or message.fuzzy)] == []
    assert [message.id for message in catalogue if isinstance(message.string, tuple)
            and not all(message.string)] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pages_words_are_each_named_once_and_without_plural_forms(lang: str) -> None:
    """The page's script asks for its words by name (``msgctxt``) and picks plural words itself."""
    names = [context for msgid, context in entries(lang, PAGE)]
    assert None not in names and len(set(names)) == len(names) > 50
    assert [msgid for msgid, _ in entries(lang, PAGE) if isinstance(msgid, tuple)] == []


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_plural_forms_header_picks_the_form_the_program_picks(lang: str, domain: str) -> None:
    """What gettext tools (and translators' editors) read from the header agrees with
    :data:`~splitter_print.text.PLURAL_FORMS` on every count up to 2000."""
    with po_file(lang, domain).with_suffix(".mo").open("rb") as compiled:
        rule = gettext.GNUTranslations(compiled).plural
    assert read(lang, domain).num_plurals == len(PLURAL_FORMS[lang][0])
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
