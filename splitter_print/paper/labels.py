"""The words printed on a pad, in every language the rulebook exists in (rating names live in
:mod:`splitter_print.game.rating`), and the typeface each language is printed in.

>>> label("total", "de")
'Summe'
>>> label("total", "ko"), typeface("ko").bold
('합계', 'NanumGothicBold.ttf')
"""

from __future__ import annotations

from dataclasses import dataclass

from splitter_print.errors import SplitterError
from splitter_print.game.rating import LANGUAGES, NAMES, THRESHOLDS, points_range

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
    "ko": {
        "name": "이름", "date": "날짜", "total": "합계", "pad": "기록지",
        "guide": "평소 글씨로 1부터 6까지 한 번씩 써 주세요",
        "print_note": "실제 크기(100%)로 인쇄하세요. ‘페이지에 맞춤’은 쓰지 마세요.",
        "rating_title": "솔로 플레이 등급", "points": "점수", "rating": "등급",
        "rating_note": "22라운드 기준, 모든 기록지에 같은 표를 씁니다.",
        "sheet": "용지",
    },
}
assert set(LABELS) == set(LANGUAGES)


@dataclass(frozen=True)
class Typeface:
    """The font files in ``fonts/`` that print a language's words, from light to heavy."""

    regular: str
    bold: str
    heavy: str

    @property
    def files(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys((self.regular, self.bold, self.heavy)))


LATO = Typeface("Lato-Regular.ttf", "Lato-Bold.ttf", "Lato-Black.ttf")
"""The pads' own look; it also prints whatever needs no language (title, digits, serials)."""
NANUM_GOTHIC = Typeface("NanumGothic.ttf", "NanumGothicBold.ttf", "NanumGothicBold.ttf")
"""Hangul, which Lato lacks (Nanum Gothic has no heavier weight than bold)."""
TYPEFACES = {lang: NANUM_GOTHIC if lang == "ko" else LATO for lang in LABELS}


def check_language(lang: str) -> str:
    """``lang`` itself if pads can be printed in it, else a :class:`SplitterError`."""
    if lang not in LABELS:
        raise SplitterError("unknown language {lang!r}; choose one of {languages:list}", lang=lang,
                            languages=tuple(LABELS))
    return lang


def label(key: str, lang: str = "en") -> str:
    """The printed word for ``key`` (``"total"``, ``"guide"``...) in ``lang``."""
    return LABELS[check_language(lang)][key]


def typeface(lang: str) -> Typeface:
    """The typeface the words of ``lang`` are printed in."""
    return TYPEFACES[check_language(lang)]




def printed_words(lang: str) -> str:
    """Every word a pad may print in ``lang`` (labels and rating names), for the font coverage check."""
    return "".join(LABELS[check_language(lang)].values()) + "".join(NAMES[lang])


def language_free_text() -> str:
    """What every pad prints in Lato whatever its language, for the font coverage check: the
    points column, serial numbers and pad names (a custom pad's name may use any letter of the
    Latin-script languages)."""
    return "".join(points_range(i) for i in range(len(THRESHOLDS) + 1)) + ASCII_PRINTABLE + LETTERS


ASCII_PRINTABLE = "".join(chr(code) for code in range(0x20, 0x7F))
LETTERS = "ĄĆĘŁŃÓŚŹŻąćęłńóśźżÄÖÜäöüßÁÉÍÑÓÚÜáéíñóúü¿¡ÀÂÃÇÊÕàâãçêõ×·–“”„«»≤≥"
"""Letters of the Latin-script languages beyond ASCII: a custom pad's name may use them too."""
