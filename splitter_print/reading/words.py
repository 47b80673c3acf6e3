"""The words of the annotated picture in every pad language, so that a player reads the
picture of their sheet in the language their pad is printed in.

>>> word("total", "de"), word("pad", "pl", name="A"), word("doubts", "es", count=2)
('Summe', 'Arkusz A', 'Por revisar: 2 casillas')
>>> word("doubts", "en", count=1), word("doubts", "en", count=3)
('1 space to check', '3 spaces to check')
"""

from __future__ import annotations

from splitter_print.paper.labels import check_language

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "pad": "Pad {name}", "sheet": " (sheet {number})", "number": "{number}s",
        "star_bonus": "star bonus (in the above)", "hearts": "hearts", "total": "total",
        "scoring": "scoring group", "nothing": "scores nothing", "check": "check this space",
        "doubt": "{count} space to check", "doubts": "{count} spaces to check",
        "clear": "every space read clearly",
    },
    "de": {
        "pad": "Block {name}", "sheet": " (Blatt {number})", "number": "{number}er",
        "star_bonus": "Sternbonus (oben enthalten)", "hearts": "Herzen", "total": "Summe",
        "scoring": "punktende Gruppe", "nothing": "bringt keine Punkte", "check": "dieses Feld prüfen",
        "doubt": "Zu prüfen: {count} Feld", "doubts": "Zu prüfen: {count} Felder",
        "clear": "jedes Feld klar gelesen",
    },
    "es": {
        "pad": "Hoja {name}", "sheet": " (hoja {number})", "number": "Los {number}",
        "star_bonus": "bonus de estrella (ya sumado)", "hearts": "corazones", "total": "total",
        "scoring": "grupo que puntúa", "nothing": "no puntúa", "check": "revisa esta casilla",
        "doubt": "Por revisar: {count} casilla", "doubts": "Por revisar: {count} casillas",
        "clear": "todas las casillas se leen bien",
    },
    "pt": {
        "pad": "Bloco {name}", "sheet": " (folha {number})", "number": "Os {number}",
        "star_bonus": "bónus de estrela (já somado)", "hearts": "corações", "total": "total",
        "scoring": "grupo que pontua", "nothing": "não pontua", "check": "verifique esta casa",
        "doubt": "Por verificar: {count} casa", "doubts": "Por verificar: {count} casas",
        "clear": "todas as casas lidas com clareza",
    },
    "pl": {
        "pad": "Arkusz {name}", "sheet": " (karta {number})", "number": "Liczby {number}",
        "star_bonus": "premia za gwiazdkę (wliczona)", "hearts": "serca", "total": "suma",
        "scoring": "grupa punktująca", "nothing": "bez punktów", "check": "sprawdź to pole",
        "doubt": "Pola do sprawdzenia: {count}", "doubts": "Pola do sprawdzenia: {count}",
        "clear": "wszystkie pola odczytane wyraźnie",
    },
    "ko": {
        "pad": "기록지 {name}", "sheet": " ({number}번 용지)", "number": "{number}",
        "star_bonus": "별 보너스 (위에 포함)", "hearts": "하트", "total": "합계",
        "scoring": "점수가 나는 묶음", "nothing": "점수 없음", "check": "이 칸을 확인하세요",
        "doubt": "확인할 칸: {count}개", "doubts": "확인할 칸: {count}개",
        "clear": "모든 칸을 또렷하게 읽었어요",
    },
}


def word(key: str, lang: str = "en", count: int | None = None, **values: object) -> str:
    """The picture's word for ``key`` in ``lang``, filled in with ``values``; ``count`` picks
    the singular (``doubt``) or plural (``doubts``) form of a counted phrase."""
    table = WORDS[check_language(lang)]
    if count is not None:
        key = key.rstrip("s") if count == 1 else key
        values["count"] = count
    return table[key].format(**values)
