"""Every line a person reads in the terminal, in the languages of the pads: one catalogue.

A message is its English template, with named fields (``"total: {total}"``); the library
hands the faces :class:`~splitter_print.text.message.Message` values (a template and its
fields: errors, warnings, the roll check's problems, a night's notes), the faces and the
score explanation call :func:`say` with them, and each language's gettext catalogue
(``splitter_print/locale/<lang>/LC_MESSAGES/splitter.po``, read by
:mod:`~splitter_print.text.catalogue`: one entry per English template) gives its own template
with the same fields. JSON keeps them in English (``str(message)``).

Two small signs in a field's format cover counting: ``{n:w}`` writes a number in words where
the language has a word list (en, de, es; digits elsewhere), and ``{n:pole/pola/pól}`` picks
the word that goes with ``n`` by the language's plural rule (one form per plural category,
see :data:`PLURAL_FORMS`). A whole message may also be a tuple of such forms, picked by its
field ``count``. A field holding a tuple is joined: ``{x:list}`` as ``a, b``, ``{x:parts}``
as ``a; b`` (messages in it said item by item); ``{x:any}`` marks free text kept as it is (a
file name, a library's error), ``{n:d}`` only digits.

>>> say("total: {total} ({rating})", "de", total=29, rating="willkommen im Club")
'Summe: 29 (willkommen im Club)'
>>> say("{count:w} lone 1s", "en", count=1), say("{count:w} lone 1s", "en", count=5)
('a lone 1', 'five lone 1s')
>>> say(Message("missing {pair} twice: rolled, but not on the sheet", pair="1-3"), "de")
'fehlt: 1-3 zweimal (gewürfelt, aber nicht auf dem Blatt)'
"""

from __future__ import annotations

import functools
import string
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

from splitter_print.text.message import Message, UnknownLanguageError

Text = str | tuple[str, ...]
"""A message in one language: a template, or one template per plural category of ``count``."""

LANGUAGES = ("en", "de", "es", "pt", "pl", "ko")
"""The languages of the pads, the pictures and the terminal, English first."""

DEFAULT_LANGUAGE = "en"
LANGUAGE_VARIABLE = "SPLITTER_LANG"
"""The environment variable that sets ``--lang`` for every command that has it."""


def _one_other(n: int) -> int:
    return 0 if n == 1 else 1


def _polish(n: int) -> int:
    """one (1), few (2-4, 22-24, ... but not 12-14), many (the rest)."""
    if n == 1:
        return 0
    return 1 if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 2


PLURAL_FORMS: dict[str, tuple[tuple[str, ...], Callable[[int], int]]] = {
    "en": (("one", "other"), _one_other),
    "de": (("one", "other"), _one_other),
    "es": (("one", "other"), _one_other),
    "pt": (("one", "other"), _one_other),
    "pl": (("one", "few", "many"), _polish),
    "ko": (("other",), lambda n: 0),
}
"""Per language, the plural categories its forms are written in (in order) and the rule that
picks one for a whole number."""

NUMBER_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"),
    "de": ("kein", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf",
           "zwölf"),
    "es": ("ningún", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once",
           "doce"),
}
"""Small counts in words, as the rulebook writes them; larger ones (and other languages) in digits."""


def key_of(text: Text) -> str:
    """The English message a text is filed under: the template itself, or its last (plural) form."""
    return text if isinstance(text, str) else text[-1]


_Value = TypeVar("_Value")


class _OnFirstUse(Mapping[str, _Value]):
    """A mapping read by ``load`` the first time it is used (``load`` keeps what it read), so that
    importing the package reads no catalogue and a command reads only the languages it speaks."""

    def __init__(self, load: Callable[[], Mapping[str, _Value]]) -> None:
        self._load = load

    def __getitem__(self, key: str) -> _Value:
        return self._load()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


@functools.cache
def _english() -> tuple[dict[str, Text], dict[str, str]]:
    """Every English message by its key, and each key by its ``msgid`` in the catalogues (the
    same text, or for a message with plural forms, its plural by its singular)."""
    from splitter_print.text import catalogue

    by_msgid = catalogue.messages(DEFAULT_LANGUAGE)
    return ({key_of(text): text for text in by_msgid.values()},
            {msgid: key_of(text) for msgid, text in by_msgid.items()})


@functools.cache
def _table(lang: str) -> dict[str, Text]:
    """``lang``'s text for each English message key, read from its catalogue."""
    from splitter_print.text import catalogue

    keys = _english()[1]
    return {keys.get(msgid, msgid): text for msgid, text in catalogue.messages(lang).items()}


@functools.cache
def _tables() -> dict[str, Mapping[str, Text]]:
    """Every language with a catalogue but English, each read when it is first used."""
    from splitter_print.text import catalogue

    return {lang: _OnFirstUse(functools.partial(_table, lang))
            for lang in catalogue.languages() if lang != DEFAULT_LANGUAGE}


ENGLISH: Mapping[str, Text] = _OnFirstUse(lambda: _english()[0])
"""The catalogue: every English message by its key."""

TABLES: Mapping[str, Mapping[str, Text]] = _OnFirstUse(_tables)
"""Every language with a catalogue but English: its text for each English message."""


def check_language(lang: str) -> str:
    """``lang`` itself if the catalogue speaks it, else a :class:`SplitterError`."""
    if lang not in LANGUAGES:
        raise UnknownLanguageError("unknown language {lang!r}; choose one of {languages:list}", lang=lang,
                                   languages=", ".join(LANGUAGES))
    return lang


def plural_index(n: int, lang: str) -> int:
    """Which of ``lang``'s plural forms goes with ``n``: ``plural_index(3, "pl") == 1`` (few)."""
    return PLURAL_FORMS[lang][1](n)


def number_words(n: int, lang: str) -> str:
    """``n`` in words where ``lang`` has them (``number_words(5, "de") == "fünf"``), else digits."""
    words = NUMBER_WORDS.get(lang, ())
    return words[n] if 0 <= n < len(words) else str(n)


class _Formatter(string.Formatter):
    """``str.format`` with the two counting signs, ``w`` and ``form/form/...``, in ``lang``, and a
    decimal number (``{size:.1f}``) written with ``lang``'s decimal sign.

    >>> _Formatter("de").format("{size:.1f} mm, {n:d}", size=2.25, n=3)
    '2,2 mm, 3'
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "w":
            return number_words(int(value), self.lang)
        if "/" in format_spec:
            return format_spec.split("/")[plural_index(int(value), self.lang)]
        if format_spec in SEPARATORS and isinstance(value, tuple):
            return SEPARATORS[format_spec].join(str(item) for item in value)
        if format_spec in FREE:
            return str(value)
        if isinstance(value, float) and format_spec[-1:] in ("f", "g"):
            return str(super().format_field(value, format_spec)).replace(".", DECIMAL_SIGNS[self.lang])
        return str(super().format_field(value, format_spec))


def _pick(text: Text, lang: str, fields: Mapping[str, object]) -> str:
    if isinstance(text, str):
        return text
    count = fields.get("count")
    if not isinstance(count, int):
        raise TypeError(f"message {key_of(text)!r} has plural forms and needs an int field count")
    return text[plural_index(count, lang)]


def say(message: str | Message, lang: str = DEFAULT_LANGUAGE, /, **fields: object) -> str:
    """The English ``message`` in ``lang``, with its fields filled in; a :class:`Message` brings
    its own fields, and fields that are messages (or tuples of them) are said in ``lang`` too.

    An unknown template is a programming error (:class:`KeyError`), in English too: every line
    goes through the catalogue, so the tests see a missing entry in whichever language runs. A
    :class:`Message` whose key the catalogue lacks is said as its key, so that a person still
    reads it (the catalogue's tests find such keys).

    >>> say(Message("flagged: {reason} (see below)", reason=Message("empty")), "de")
    'markiert: leer (siehe unten)'
    """
    known = _english()[0]
    if isinstance(message, Message):
        fields = {name: _said(value, lang) for name, value in message.fields.items()}
        if message.key not in known:
            return _unfiled(message.key, fields)
        message = message.key
    fields = {name: _said(value, lang) for name, value in fields.items()}
    english = known[message]
    text = english if lang == "en" else _table(check_language(lang))[message]
    return _Formatter(lang).format(_pick(text, lang, fields), **fields)


def _unfiled(key: str, fields: Mapping[str, object]) -> str:
    """A message the catalogue lacks, in English as its key writes it (as it is if it cannot)."""
    try:
        return _Formatter("en").format(key, **fields)
    except (KeyError, IndexError, ValueError):
        return key


def _said(value: object, lang: str) -> object:
    """A field's value ready to format: messages said in ``lang``, tuples of them item by item."""
    if isinstance(value, Message):
        return say(value, lang)
    if isinstance(value, tuple) and any(isinstance(item, Message) for item in value):
        return tuple(say(item, lang) if isinstance(item, Message) else item for item in value)
    return value


def say_list(items: list[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """``"a, b and c"`` in ``lang``; one item alone as it is."""
    if len(items) == 1:
        return items[0]
    return say("{first} and {last}", lang, first=", ".join(items[:-1]), last=items[-1])


DECIMAL_SIGNS = {"en": ".", "de": ",", "es": ",", "pt": ",", "pl": ",", "ko": "."}
"""What separates a number's whole part from its decimals in each language (``0,90`` in German)."""
SEPARATORS = {"list": ", ", "parts": "; "}
"""The format signs of list fields, and what separates their items."""
FREE = (*SEPARATORS, "any")
"""The format signs of fields whose text is written as it is (``any``, and a list field given as
one text)."""


def fields_of(text: Text) -> set[str]:
    """The field names a text uses, over all its forms (for the catalogue's own tests)."""
    forms = (text,) if isinstance(text, str) else text
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name is not None}
