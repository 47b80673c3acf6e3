"""The messages of one language, read from its gettext catalogue in ``splitter_print/locale``.

Each language has ``locale/<lang>/LC_MESSAGES/splitter.po``, the text translators edit, and
``splitter.mo`` compiled from it (``make catalogues``), which the standard library's
:mod:`gettext` reads at run time. An entry's ``msgid`` is the English template; a message
with plural forms has the English singular as ``msgid`` and the English plural (the key the
code files it under) as ``msgid_plural``, with one ``msgstr[n]`` per plural form of the
language, in the order of its ``Plural-Forms`` header. English has a catalogue of its own,
each ``msgstr`` the ``msgid`` again: the list of every message the program says.

>>> messages("de")["total: {total}"]
'Summe: {total}'
>>> messages("en")["a lone 1"]
('a lone 1', '{count:w} lone 1s')
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from splitter_print.text import Text

DOMAIN = "splitter"
"""The catalogues' gettext domain: the name of their ``.po`` and ``.mo`` files."""

LOCALE = Path(__file__).resolve().parent.parent / "locale"
"""The folder of the catalogues, one folder per language."""

class _Catalogue(gettext.GNUTranslations):
    """A compiled catalogue as :mod:`gettext` parses it, its entries where gettext keeps them:
    a template under its ``msgid``, a plural form under ``(msgid, n)``, the header under ``""``."""

    _catalog: dict[str | tuple[str, int], str]


def messages(lang: str) -> dict[str, Text]:
    """Every message of ``lang``'s catalogue by its ``msgid``: its template, or its plural forms
    in order. A missing catalogue is an :class:`OSError` (the package is incomplete)."""
    entries = gettext.translation(DOMAIN, LOCALE, languages=[lang], class_=_Catalogue)._catalog
    texts: dict[str, Text] = {}
    forms: dict[str, dict[int, str]] = {}
    for msgid, text in entries.items():
        if isinstance(msgid, tuple):
            forms.setdefault(msgid[0], {})[msgid[1]] = text
        elif msgid:
            texts[msgid] = text
    return texts | {msgid: tuple(by_index[n] for n in sorted(by_index)) for msgid, by_index in forms.items()}


def languages() -> tuple[str, ...]:
    """The languages that have a compiled catalogue, in the order of their names."""
    return tuple(sorted(path.parent.parent.name for path in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")))
