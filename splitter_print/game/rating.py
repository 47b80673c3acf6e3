"""The solo rating table, with the rulebook's rating names in every language it exists in.

>>> rating_for(29)
'welcome to the club'
>>> rating_for(56, "de")
'überirdisch'
"""

from __future__ import annotations

THRESHOLDS = (28, 31, 34, 37, 39, 41, 43, 45, 47, 49, 51)
"""The lowest total of each rating after "lost": 28-30 is the second rating, and so on."""

NAMES: dict[str, tuple[str, ...]] = {
    "en": ("lost", "welcome to the club", "okay", "good", "great", "superb", "first class",
           "world class", "amazing", "spectacular", "unbelievable", "out of this world"),
    "de": ("angeklopft", "willkommen im Club", "okay", "gut", "stark", "großartig", "spitzenmäßig",
           "weltklasse", "sagenhaft", "spektakulär", "unfassbar", "überirdisch"),
    "es": ("has perdido", "bienvenido al club", "correcto", "bastante bien", "estupendo", "genial",
           "primera categoría", "clase mundial", "asombroso", "espectacular", "increíble", "alucinante"),
    "pt": ("derrota", "bem-vindo ao clube", "aceitável", "razoável", "bom", "muito bom", "excelente",
           "nível mundial", "espantoso", "espetacular", "inacreditável", "do outro mundo"),
    "pl": ("przegrywasz", "witaj w klubie", "może być", "przyzwoicie", "całkiem nieźle", "świetnie",
           "znakomicie", "pierwsza klasa", "rewelacyjnie", "spektakularnie", "nie do uwierzenia",
           "nie z tego świata"),
}
LANGUAGES = tuple(NAMES)


def rating_index(total: int) -> int:
    """Position of ``total`` in the table: 0 for "lost" up to 11 for "out of this world"."""
    return sum(1 for low in THRESHOLDS if total >= low)


def rating_for(total: int, lang: str = "en") -> str:
    """The rating name for a solo total in language ``lang`` (en, de, es, pt, pl)."""
    if lang not in NAMES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return NAMES[lang][rating_index(total)]


def rating_table(lang: str = "en") -> list[tuple[str, str]]:
    """The table as (points, name) rows, e.g. ``("28-30", "welcome to the club")``."""
    lows = (None, *THRESHOLDS)
    rows = []
    for index, name in enumerate(NAMES[lang]):
        low, high = lows[index], (THRESHOLDS[index] - 1 if index < len(THRESHOLDS) else None)
        points = f"{high} or less" if low is None else f"{low} or more" if high is None else f"{low}-{high}"
        rows.append((points, name))
    return rows
