"""Turn the old Python tables of words into the gettext catalogues in ``splitter_print/locale``:
the messages (``splitter_print/text/en.py``, ``de.py``...) into ``<lang>/LC_MESSAGES/splitter.po``,
the page's words (``STRINGS`` in ``splitter_print/web/strings.py``) into ``<lang>/LC_MESSAGES/page.po``.

    .venv/bin/python tools/tables_to_po.py [--text splitter_print/text] [--strings splitter_print/web/strings.py]
    make catalogues

A bridge for merging: branches that still add messages to the tables are merged with the tables
put back (the old ``en.py`` ... ``ko.py`` in ``--text``, the old ``strings.py`` as ``--strings``,
anywhere), this script run once, and the tables deleted again. It rewrites the catalogues from
the tables alone (edits made to the catalogues since are lost), mechanically. Messages:
``msgid`` the English template (a plural message: its singular form, ``msgid_plural`` the key
the code uses), ``msgstr`` the table's text, a tuple as one ``msgstr[n]`` per plural form, a
plain text where another language counts written to each form so that every count says what
it said before; en.py's section comments become the extracted comments (``#.``) of each
section's first entry. The page: ``msgctxt`` each word's name, ``msgid`` its English. A
``--strings`` file without a ``STRINGS`` table (the new ``strings.py``) leaves ``page.po`` as it is.
Then ``make catalogues`` compiles them into the ``.mo`` files the package reads.
"""

from __future__ import annotations

import argparse
import ast
import io
import runpy
import tokenize
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from splitter_print import __version__
from splitter_print.atomic import write_atomic
from splitter_print.text import fields_of

PACKAGE = Path(__file__).resolve().parents[1] / "splitter_print"
TEXT = PACKAGE / "text"
STRINGS = PACKAGE / "web" / "strings.py"
LOCALE = PACKAGE / "locale"
LANGUAGES = ("de", "es", "pt", "pl", "ko")
"""The tables besides English, one module each."""

Text = str | tuple[str, ...]
PLURAL_HEADERS = {
    "en": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "pt": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2);",
    "ko": "nplurals=1; plural=0;",
}
"""Each language's ``Plural-Forms`` header: the rule ``splitter_print.text.PLURAL_FORMS`` follows, as
gettext writes it (not Babel's defaults, which give Spanish and Portuguese a third form)."""
DEVELOPERS = "splitter_print developers"
NAMES = {"en": "English", "de": "German", "es": "Spanish", "pt": "Portuguese", "pl": "Polish", "ko": "Korean"}


def key_of(text: Text) -> str:
    return text if isinstance(text, str) else text[-1]


def english(path: Path) -> list[tuple[Text, list[str]]]:
    """en.py's messages in order, each with the section comments written just above it."""
    source = path.read_text(encoding="utf-8")
    comments = {token.start[0]: token.string.lstrip("# ").strip()
                for token in tokenize.generate_tokens(io.StringIO(source).readline) if token.type == tokenize.COMMENT}
    tree = ast.parse(source)
    table = next(node.value for node in tree.body if isinstance(node, ast.AnnAssign | ast.Assign)
                 and isinstance(node.value, ast.Tuple))
    entries, after = [], table.lineno
    for element in table.elts:
        text = ast.literal_eval(element)
        above = [comments[line] for line in sorted(comments) if after <= line < element.lineno]
        entries.append((text, above))
        after = element.end_lineno or element.lineno
    return entries


def plural_keys(tables: dict[str, dict[str, Text]], entries: list[tuple[Text, list[str]]]) -> set[str]:
    """The messages some language (English included) writes in plural forms."""
    keys = {key_of(text) for text, _ in entries if not isinstance(text, str)}
    return keys | {key for table in tables.values() for key, text in table.items() if not isinstance(text, str)}


def forms(text: Text, count: int) -> tuple[str, ...]:
    """``count`` plural forms of a table's text: a tuple as it is, a plain text once per form."""
    if isinstance(text, str):
        return (text,) * count
    if len(text) != count:
        raise SystemExit(f"{text[-1]!r}: {len(text)} plural forms where the language has {count}")
    return text


def new_catalogue(lang: str, what: str, now: datetime) -> Catalog:
    """An empty catalogue for ``lang`` with its headers; ``what`` says in a line what it holds."""
    catalog = Catalog(locale=lang, project="splitter-print", version=__version__, creation_date=now,
                      revision_date=now, msgid_bugs_address=DEVELOPERS, last_translator=DEVELOPERS,
                      language_team=f"{NAMES[lang]} <{DEVELOPERS}>", fuzzy=False,
                      header_comment=f"# {what}.\n"
                                     "# Fields in braces stay as the English has them ({total}, {count:w}).\n"
                                     "# How to add or translate a message: docs/development.md.")
    catalog.mime_headers = [("Plural-Forms", PLURAL_HEADERS[lang])]
    return catalog


def add(catalog: Catalog, msgid: str | tuple[str, str], string: str | tuple[str, ...], fields: bool,
        comments: list[str] | None = None, context: str | None = None) -> None:
    """One entry, marked as a brace format where it has fields (never as a %-format)."""
    message = catalog.add(msgid, string, auto_comments=comments or [], context=context,
                          flags=["python-brace-format"] if fields else [])
    message.flags.discard("python-format")


def catalogue(lang: str, entries: list[tuple[Text, list[str]]], table: dict[str, Text], plural: set[str],
              now: datetime) -> Catalog:
    """One language's messages, in en.py's order."""
    catalog = new_catalogue(lang, f"The messages of splitter_print in {NAMES[lang]}: msgid the English template, "
                                  f"msgstr the {NAMES[lang]} one", now)
    count = catalog.num_plurals
    seen: set[str] = set()
    for text, comments in entries:
        key = key_of(text)
        said = text if lang == "en" else table[key]
        if key in plural:
            msgid: str | tuple[str, str] = (text if isinstance(text, str) else text[0], key)
            string: str | tuple[str, ...] = forms(said, count)
        else:
            msgid, string = key, forms(said, 1)[0]
        first = msgid if isinstance(msgid, str) else msgid[0]
        if first in seen:
            raise SystemExit(f"{first!r}: two messages with this msgid")
        seen.add(first)
        add(catalog, msgid, string, bool(fields_of(text)), comments)
    return catalog


def page_strings(path: Path) -> dict[str, dict[str, str]] | None:
    """The ``STRINGS`` table written in ``path`` (read, not run), or ``None`` if it has none."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.AnnAssign | ast.Assign) and isinstance(node.value, ast.Dict):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            if any(isinstance(target, ast.Name) and target.id == "STRINGS" for target in targets):
                table: dict[str, dict[str, str]] = ast.literal_eval(node.value)
                return table
    return None


def page_catalogue(lang: str, strings: dict[str, dict[str, str]], now: datetime) -> Catalog:
    """One language's words of the page, in the English table's order."""
    catalog = new_catalogue(lang, f"The words of the game-night page in {NAMES[lang]}: msgctxt the name the page "
                                  f"uses, msgid the English words, msgstr the {NAMES[lang]} ones", now)
    for name, english in strings["en"].items():
        add(catalog, english, strings[lang][name], bool(fields_of(english)), context=name)
    return catalog


def write(catalog: Catalog, lang: str, domain: str, count: int) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=0, include_lineno=False, no_location=True)
    path = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, out.getvalue())
    print(f"wrote {path.relative_to(PACKAGE.parent)}: {count} entries")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--text", type=Path, default=TEXT, help="the folder holding en.py, de.py...")
    parser.add_argument("--strings", type=Path, default=STRINGS, help="the page's strings.py with its STRINGS table")
    args = parser.parse_args()
    entries = english(args.text / "en.py")
    tables: dict[str, dict[str, Text]] = {
        lang: runpy.run_path(str(args.text / f"{lang}.py"))["MESSAGES"] for lang in LANGUAGES}
    keys = {key_of(text) for text, _ in entries}
    for lang, table in tables.items():
        if set(table) != keys:
            raise SystemExit(f"{lang}.py: missing {sorted(keys - set(table))}, unknown {sorted(set(table) - keys)}")
    plural = plural_keys(tables, entries)
    strings = page_strings(args.strings)
    if strings is not None and any(set(table) != set(strings["en"]) for table in strings.values()):
        raise SystemExit(f"{args.strings}: the languages name other words than English")
    now = datetime.now(UTC).replace(second=0, microsecond=0)
    for lang in ("en", *LANGUAGES):
        write(catalogue(lang, entries, tables.get(lang, {}), plural, now), lang, "splitter", len(entries))
        if strings is not None:
            write(page_catalogue(lang, strings, now), lang, "page", len(strings["en"]))
    if strings is None:
        print(f"{args.strings}: no STRINGS table; the page's catalogues left as they are")
    print("now compile them: make catalogues")


if __name__ == "__main__":
    main()
