"""Every word the game-night page shows, per language, from the gettext catalogues of the page
(``splitter_print/locale/<lang>/LC_MESSAGES/page.po``: each entry's ``msgctxt`` the name the
page's script uses, its ``msgid`` the English words), so that a language is one more catalogue.

The languages are the pads' (:data:`splitter_print.paper.labels.LABELS`); a phone gets the one
its browser asks for (``Accept-Language``), or the one chosen on the page.

>>> pick_language("de-CH,de;q=0.9,en;q=0.8"), pick_language("fr-FR,fr;q=0.9"), pick_language(None)
('de', 'en', 'en')
>>> STRINGS["de"]["tab_dice"], STRINGS["en"]["round"]
('Würfel', 'Round {n} of {total}')
"""

from __future__ import annotations

from splitter_print.paper.labels import LABELS
from splitter_print.text import DEFAULT_LANGUAGE, say
from splitter_print.text import LANGUAGES as LANGUAGES
from splitter_print.text.catalogue import PAGE, messages


def _words(lang: str) -> dict[str, str]:
    """The page's words in ``lang`` by their names (the page's catalogue holds no plural forms:
    its script picks among named words itself)."""
    return {name: text for name, text in messages(lang, PAGE).items() if isinstance(text, str)}


STRINGS: dict[str, dict[str, str]] = {lang: _words(lang) for lang in LANGUAGES}
"""Per language (the catalogue's :data:`~splitter_print.text.LANGUAGES`, English first), the
page's words by their names."""
assert set(LANGUAGES) == set(LABELS), "the page speaks the pads' languages"


def page_strings(lang: str) -> dict[str, str]:
    """What the page's script says in ``lang``: :data:`STRINGS`, and the breakdown's label of
    each number (``number_1`` ... ``number_6``) as the catalogue words it on the pictures.

    >>> page_strings("de")["number_4"], page_strings("en")["number_4"]
    ('4er', '4s')
    """
    return {**STRINGS[lang], **{f"number_{n}": say("{number:d}s", lang, number=n) for n in range(1, 7)}}


def pick_language(accept: str | None, chosen: str | None = None) -> str:
    """The page's language: the one chosen on the page if known, else the browser's first
    known one from an ``Accept-Language`` header, else English."""
    if chosen in STRINGS:
        return chosen
    wanted: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept or "").split(",")):
        tag, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        wanted.append((-quality, index, tag.split("-")[0].lower()))
    return next((tag for _, _, tag in sorted(wanted) if tag in STRINGS), DEFAULT_LANGUAGE)
