"""The solo rating table, with the rulebook's rating names in every language it exists in.

The Korean names are ours: our sources hold no official Korean table, so they are a natural
rendering of the English ones (docs/korean.md).

>>> rating_for(29)
'welcome to the club'
>>> rating_for(56, "de")
'überirdisch'
>>> rating_for(29, "ko")
'클럽에 오신 걸 환영해요'
>>> points_range(0), points_range(5), points_range(11)
('≤ 27', '39–40', '≥ 51')
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
    "ko": ("패배", "클럽에 오신 걸 환영해요", "그럭저럭", "좋아요", "멋져요", "훌륭해요", "일류",
           "세계 정상급", "놀라워요", "환상적이에요", "믿기지 않아요", "신의 경지"),
}
LANGUAGES = tuple(NAMES)


def rating_index(total: int) -> int:
    """Position of ``total`` in the table: 0 for "lost" up to 11 for "out of this world"."""
    return sum(1 for low in THRESHOLDS if total >= low)


RATED_ROUNDS = 22
"""The table is the rulebook's for a game of 22 rounds (44 spaces)."""


def rating_for(total: int, lang: str = "en") -> str:
    """The rating name for a solo total in language ``lang`` (en, de, es, pt, pl, ko)."""
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


def points_range(index: int) -> str:
    """The points column of rating row ``index`` in signs every language reads the same way."""
    if index == 0:
        return f"≤ {THRESHOLDS[0] - 1}"
    if index == len(THRESHOLDS):
        return f"≥ {THRESHOLDS[-1]}"
    return f"{THRESHOLDS[index - 1]}–{THRESHOLDS[index] - 1}"
