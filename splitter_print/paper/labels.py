"""The words printed on a pad, in every language the rulebook exists in (rating names live in
:mod:`splitter_print.game.rating`).

>>> label("total", "de")
'Summe'
>>> points_range(0), points_range(5), points_range(11)
('≤ 27', '39–40', '≥ 51')
"""

from __future__ import annotations

from splitter_print.errors import SplitterError
from splitter_print.game.rating import LANGUAGES, THRESHOLDS

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "name": "Name", "date": "Date", "total": "Total", "pad": "Pad",
        "guide": "Write 1 to 6 here once, in your own hand",
        "print_note": "Print at 100 % (actual size), not “fit to page”.",
        "rating_title": "Solo rating", "points": "Points", "rating": "Rating",
        "rating_note": "22 rounds, the same table for every pad.",
        "sheet": "Sheet",
    },
    "de": {
        "name": "Name", "date": "Datum", "total": "Summe", "pad": "Block",
        "guide": "Hier einmal 1 bis 6 in deiner Handschrift",
        "print_note": "In Originalgröße (100 %) drucken, nicht „an Seite anpassen“.",
        "rating_title": "Solo-Wertung", "points": "Punkte", "rating": "Wertung",
        "rating_note": "22 Runden, dieselbe Tabelle für jeden Block.",
        "sheet": "Blatt",
    },
    "es": {
        "name": "Nombre", "date": "Fecha", "total": "Total", "pad": "Hoja",
        "guide": "Escribe aquí del 1 al 6 una vez, a tu manera",
        "print_note": "Imprimir al 100 % (tamaño real), no «ajustar a la página».",
        "rating_title": "Puntuación en solitario", "points": "Puntos", "rating": "Resultado",
        "rating_note": "22 rondas, la misma tabla para cada hoja.",
        "sheet": "Hoja",
    },
    "pt": {
        "name": "Nome", "date": "Data", "total": "Total", "pad": "Bloco",
        "guide": "Escreva aqui de 1 a 6 uma vez, com a sua letra",
        "print_note": "Imprimir a 100 % (tamanho real), não «ajustar à página».",
        "rating_title": "Classificação a solo", "points": "Pontos", "rating": "Classificação",
        "rating_note": "22 rondas, a mesma tabela para cada bloco.",
        "sheet": "Folha",
    },
    "pl": {
        "name": "Imię", "date": "Data", "total": "Suma", "pad": "Arkusz",
        "guide": "Wpisz tu raz cyfry od 1 do 6 swoim pismem",
        "print_note": "Drukuj w skali 100 % (rzeczywisty rozmiar), nie „dopasuj do strony”.",
        "rating_title": "Ocena w grze solo", "points": "Punkty", "rating": "Ocena",
        "rating_note": "22 rundy, ta sama tabela dla każdego arkusza.",
        "sheet": "Karta",
    },
}
assert set(LABELS) == set(LANGUAGES)


def check_language(lang: str) -> str:
    """``lang`` itself if pads can be printed in it, else a :class:`SplitterError`."""
    if lang not in LABELS:
        raise SplitterError(f"unknown language {lang!r}; choose one of {', '.join(LABELS)}")
    return lang


def label(key: str, lang: str = "en") -> str:
    """The printed word for ``key`` (``"total"``, ``"guide"``...) in ``lang``."""
    return LABELS[check_language(lang)][key]


def points_range(index: int) -> str:
    """The points column of rating row ``index`` in signs every language reads the same way."""
    if index == 0:
        return f"≤ {THRESHOLDS[0] - 1}"
    if index == len(THRESHOLDS):
        return f"≥ {THRESHOLDS[-1]}"
    return f"{THRESHOLDS[index - 1]}–{THRESHOLDS[index] - 1}"


def all_printed_text() -> str:
    """Every character any pad may print, for the font coverage check: the words of every
    language, ASCII and the five languages' accented letters (custom pad names use them)."""
    from splitter_print.game.rating import NAMES

    words = [text for table in LABELS.values() for text in table.values()]
    words += [name for names in NAMES.values() for name in names]
    words += [points_range(i) for i in range(len(THRESHOLDS) + 1)]
    return "".join(words) + ASCII_PRINTABLE + LETTERS


ASCII_PRINTABLE = "".join(chr(code) for code in range(0x20, 0x7F))
LETTERS = "ĄĆĘŁŃÓŚŹŻąćęłńóśźżÄÖÜäöüßÁÉÍÑÓÚÜáéíñóúü¿¡ÀÂÃÇÊÕàâãçêõ×·–“”„«»≤≥"
"""Letters of the five languages beyond ASCII: a custom pad's name may use them too."""
