"""The messages of one language, read from its gettext catalogues in ``splitter_print/locale``.

Each language has ``locale/<lang>/LC_MESSAGES/<domain>.po``, the text translators edit, and
the ``.mo`` file compiled from it (``make catalogues``), which the standard library's
:mod:`gettext` reads at run time. Two domains: ``splitter``, every line the program says,
and ``page``, the words of the game-night page.

In ``splitter`` an entry's ``msgid`` is the English template; a message with plural forms has
the English singular as ``msgid`` and the English plural (the key the code files it under) as
``msgid_plural``, with one ``msgstr[n]`` per plural form of the language, in the order of its
``Plural-Forms`` header. In ``page`` each entry is named by its ``msgctxt`` (the name the
page's script uses), its ``msgid`` the English words. English has catalogues of its own,
each ``msgstr`` the ``msgid`` again: the list of every message.

>>> messages("de")["total: {total}"]
'Summe: {total}'
>>> messages("en")["a lone 1"]
('a lone 1', '{count:w} lone 1s')
>>> messages("de", PAGE)["tab_dice"]
'Würfel'
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from splitter_print.text import Text

DOMAIN = "splitter"
"""The gettext domain of the program's messages: the name of their ``.po`` and ``.mo`` files."""
PAGE = "page"
"""The gettext domain of the game-night page's words."""
CONTEXT_END = "\x04"
"""What ends an entry's ``msgctxt`` before its ``msgid`` in a compiled catalogue (gettext's own sign)."""

LOCALE = Path(__file__).resolve().parent.parent / "locale"
"""The folder of the catalogues, one folder per language."""


class _Catalogue(gettext.GNUTranslations):
    """A compiled catalogue as :mod:`gettext` parses it, its entries where gettext keeps them:
    a template under its ``msgid``, a plural form under ``(msgid, n)``, the header under ``""``."""

    _catalog: dict[str | tuple[str, int], str]


def messages(lang: str, domain: str = DOMAIN) -> dict[str, Text]:
    """Every message of ``lang``'s catalogue of ``domain`` by its ``msgid`` (an entry with a
    ``msgctxt``: by that name): its template, or its plural forms in order. A missing catalogue
    is an :class:`OSError` (the package is incomplete)."""
    entries = gettext.translation(domain, LOCALE, languages=[lang], class_=_Catalogue)._catalog
    texts: dict[str, Text] = {}
    forms: dict[str, dict[int, str]] = {}
    for msgid, text in entries.items():
        if isinstance(msgid, tuple):
            forms.setdefault(_name(msgid[0]), {})[msgid[1]] = text
        elif msgid:
            texts[_name(msgid)] = text
    return texts | {name: tuple(by_index[n] for n in sorted(by_index)) for name, by_index in forms.items()}


def _name(msgid: str) -> str:
    """What an entry is filed under: its ``msgctxt`` if it has one, else its ``msgid``."""
    context, end, _ = msgid.partition(CONTEXT_END)
    return context if end else msgid


def languages(domain: str = DOMAIN) -> tuple[str, ...]:
    """The languages that have a compiled catalogue of ``domain``, in the order of their names."""
    return tuple(sorted(path.parent.parent.name for path in LOCALE.glob(f"*/LC_MESSAGES/{domain}.mo")))
