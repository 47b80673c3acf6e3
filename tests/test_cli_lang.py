"""``--lang``: every command that talks to people says all of it in the language asked for.

Each command runs in German on a shipped example; a few lines are checked word for word
(written by hand from RULES.md and the example), and no English word of the catalogue may be
left over anywhere in what it printed.
"""

from __future__ import annotations

import re
import shutil
import string
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from splitter_print.cli import main
from splitter_print.text import ENGLISH, NUMBER_WORDS
from splitter_testkit import paths

EXAMPLES = paths.examples()
PHOTO = EXAMPLES / "game_photo.jpg"
ROLLS = str(EXAMPLES / "rolls.txt")

SHARED = {"enter", "status", "model", "auto", "splitter", "block", "die", "was", "code", "stdin", "anna",
          "jpeg", "png", "webp", "tiff", "bmp", "heic", "gif", "pdf"}
"""Words every language uses as they are: the Enter key, "Status", the values of --engine and
--board, the game's name, standard input's, the examples' player (Anna) and the names of file
types; and English words that are German ones too ("Block", the pad; "die", "was"; the QR "Code")."""


def english_words() -> set[str]:
    """Every word of three letters or more that the catalogue writes in English."""
    words: set[str] = set()
    for text in ENGLISH.values():
        for form in (text,) if isinstance(text, str) else text:
            literal = " ".join(part for part, _, _, _ in string.Formatter().parse(form))
            words |= {word.lower() for word in re.findall(r"[A-Za-z]{3,}", literal)}
    return (words | set(NUMBER_WORDS["en"])) - SHARED


ENGLISH_WORDS = english_words()


def leftover_english(output: str) -> set[str]:
    """English words in ``output``, leaving out what is not language: options (``--fix``),
    paths and file names, and the roll log's comment line (a command to replay)."""
    found: set[str] = set()
    for line in output.splitlines():
        if line.startswith("#"):
            continue
        line = re.sub(r"--\S+|\S*/\S*|\S+\.(?:jpg|txt|png|html)\b|splitter_print", " ", line)
        found |= {word.lower() for word in re.findall(r"[^\W\d_]{3,}", line)} & ENGLISH_WORDS
    return found


def german(*args: str, stdin: str | None = None) -> Result:
    result = CliRunner().invoke(main, [*args, "--lang", "de"], input=stdin)
    assert leftover_english(result.output) == set(), result.output
    return result


def test_the_leftover_check_finds_english() -> None:
    assert leftover_english("  5s: a group of five 5s: 5") == {"group", "five"}
    assert leftover_english("anna.jpg: Block A --fix anna.jpg:3,1=6") == set()


def test_score_in_german() -> None:
    result = german("score", str(EXAMPLES / "worked_example.txt"), str(EXAMPLES / "max_b.txt"))
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0].endswith("worked_example.txt: Block A")
    assert "  1er: fünf einzelne Felder: 5 (zwei verbundene 1er zählen nicht)" in lines
    assert "  2er: zwei getrennte Gruppen aus je zwei Feldern: 4" in lines
    assert "  5er: eine Gruppe aus fünf Feldern auf einem Stern (5 × 2): 10" in lines
    assert "  Sternbonus (oben enthalten): 5" in lines
    assert "  Summe: 29 (willkommen im Club)" in lines, "RULES.md: 29 is in 28-30"
    assert "  Herzen: dreimal die 1: 5" in lines and "  Summe: 61 (überirdisch)" in lines


def test_a_partly_filled_sheet_warns_in_german() -> None:
    grid = (EXAMPLES / "worked_example.txt").read_text().replace("4416", "44-6", 1)
    result = german("score", "-", stdin=grid)
    assert "<stdin>: Warnung: teilweise ausgefüllt: 1 von 44 Feldern sind leer; gewertet wie es ist" in result.output


def test_the_language_comes_from_splitter_lang_too() -> None:
    result = CliRunner().invoke(main, ["score", str(EXAMPLES / "worked_example.txt")], env={"SPLITTER_LANG": "es"})
    assert "  total: 29 (bienvenido al club)" in result.output.splitlines()


def test_an_error_line_is_said_in_german_when_the_catalogue_knows_it(tmp_path: Path) -> None:
    empty = tmp_path / "leer.jpg"
    empty.write_bytes(b"")
    result = german("scan", str(empty))
    assert result.exit_code == 2 and result.output.rstrip().endswith("leer.jpg: leere Datei")


def test_best_in_german() -> None:
    result = german("best", "--rolls", ROLLS, "--time-limit", "0.5")
    assert result.output.startswith("bestes Blatt für 22 Würfe auf Block A: ")
    assert re.search(r"^  Summe: \d+ \(", result.output, re.MULTILINE)


def test_advise_in_german() -> None:
    result = german("advise", "--rolls", "-", "--playouts", "5", "--seed", "1", "--top", "2", stdin="55\n")
    lines = result.output.splitlines()
    assert re.fullmatch(r"Wurf 5 5 auf Block A: \d+ Plätze, der beste zuerst \(erwartete Endsumme\)", lines[0])
    assert re.fullmatch(r"  =?1\. Zeile \d: 5 in Spalte \d, 5 in Spalte \d +\d+\.\d +\(5 Probespiele\)", lines[1])
    assert lines[-1] == "  = Plätze, die die Probespiele nicht unterscheiden: jeder davon ist gleich gut"


def test_advise_refuses_in_german() -> None:
    """An empty sheet holds none of the three rolls before the newest (13 55 16, then 25)."""
    result = german("advise", "--rolls", "-", stdin="13 55 16 25\n")
    assert result.exit_code == 2
    assert result.output.rstrip().endswith(
        "das Blatt enthält nicht die 3 Würfe vor dem neuesten: fehlt: 1-3 (gewürfelt, aber nicht auf dem Blatt); "
        "fehlt: 1-6 (gewürfelt, aber nicht auf dem Blatt); fehlt: 5-5 (gewürfelt, aber nicht auf dem Blatt)")


def test_a_solo_game_in_german() -> None:
    result = german("roll", "--solo", "--seed", "3", "--rounds", "2", "--playouts", "5", "--time-limit", "0.5")
    lines = result.output.splitlines()
    assert "Runde 1 von 2: gewürfelt 2 5" in lines and "Runde 2 von 2: gewürfelt 5 2" in lines
    assert "dein Blatt:" in lines and "  Summe: 0 (angeklopft)" in lines
    assert any(line.startswith("bestmöglich mit diesen Würfen: 4") for line in lines)


def test_scan_in_german() -> None:
    result = german("scan", str(PHOTO), "--rolls", ROLLS)
    lines = result.output.splitlines()
    assert lines[0].endswith("game_photo.jpg: Block A, Seriennummer 1 (Erkennung: model)")
    assert "  Summe: 22 (angeklopft)" in lines
    assert lines[-1] == "  Würfe: enthält genau die gewürfelten Paare"


def test_scan_asks_its_questions_in_german() -> None:
    result = german("scan", str(PHOTO), "-i", stdin="\n" * 10)
    assert "Zeile " in result.output and "Spalte " in result.output
    assert "Zahl 1-6, - für leer, Enter behält" in result.output


@pytest.mark.slow
def test_batch_in_german(tmp_path: Path) -> None:
    for name in ("anna.jpg", "ben.jpg"):
        shutil.copy(PHOTO, tmp_path / name)
    first_four = tmp_path / "rolls.txt"
    first_four.write_text("13 55 16 25\n")
    html = tmp_path / "night.html"
    result = german("batch", str(tmp_path / "anna.jpg"), str(tmp_path / "ben.jpg"), "--rolls", str(first_four),
                    "--name", "anna.jpg=Anna", "--html", str(html))
    lines = result.output.splitlines()
    assert lines[0] == "Würfe (vorgegeben): 13 55 16 25"
    assert lines[1] == "Platz  Blatt    Summe  Bestwert  Block  Hinweise"
    assert lines[2].startswith("    1  Anna        22         3  A      markiert: scheint nicht zu diesen Würfen "
                               "zu gehören (siehe unten)")
    assert "Anna: scheint nicht zu diesen Würfen zu gehören; bleibt wie gelesen. Sieh auf dem Papier nach:" in lines
    assert "  - 18 seiner Paare sind nicht unter den Würfen: ein Blatt eines anderen Spiels oder das Wurfprotokoll " \
           "eines anderen Spiels?" in lines, "four rolls of 22: no --fix would turn 18 clear pairs into them"
    assert not any("--fix" in line for line in lines)
    page = re.sub(r"<style>.*?</style>|src='[^']*'", "", html.read_text(), flags=re.DOTALL)
    assert "<th>Rückstand</th>" in page and "<td>Sieger</td>" in page
    assert leftover_english(re.sub(r"<[^>]+>", " ", page)) == set()


def test_layouts_in_german_keep_only_the_layout_files_own_notes() -> None:
    listing = german("layouts")
    assert listing.output.splitlines() == [
        "A   Block A: 44 Felder, 2 Sterne, 22 Runden, höchstens 56 Punkte",
        "B   Block B: 44 Felder, 2 Sterne, 3 Herzen (+5), 22 Runden, höchstens 61 Punkte"]
    shown = CliRunner().invoke(main, ["layouts", "B", "--lang", "de"])
    assert shown.exit_code == 0
    lines = shown.output.splitlines()
    assert "Sterne: Zeile 6, Spalte 1; Zeile 6, Spalte 6" in lines
    assert "Herzen: Zeile 0, Spalte 6; Zeile 2, Spalte 1; Zeile 4, Spalte 4 (alle gleich: +5)" in lines
    assert "[ ] Feld   [*] Stern (x2)   [h] Herz   | Mittellinie" in lines
    assert lines[-1].startswith("Hinweise: The official pad B")
    assert leftover_english("\n".join(lines[:-1])) == set()


def said_in(lang: str, *args: str) -> Result:
    """A command run in ``lang`` (German or Korean), nothing of the catalogue's English left in it."""
    result = CliRunner().invoke(main, [*args, "--lang", lang])
    assert leftover_english(result.output) == set(), result.output
    return result


@pytest.mark.parametrize("lang, fix, wrong_pad, not_a_photo", [
    ("de", "Korrektur 0,0: Zeile 0, Spalte 0 ist kein Feld auf Block A",
     "der QR-Code des Blatts sagt Block A, nicht Block B; mit --board A oder --board auto lesen",
     "kein Bild (erwartet: JPEG, PNG, WebP, TIFF, BMP oder HEIC)"),
    ("ko", "고칠 칸 0,0: 0행 0열은 기록지 A의 칸이 아니에요",
     "용지의 QR 코드는 기록지 B가 아니라 기록지 A라고 해요. --board A 또는 --board auto로 읽으세요",
     "이미지가 아니에요 (JPEG, PNG, WebP, TIFF, BMP 또는 HEIC 파일이어야 해요)"),
])
def test_scan_refuses_in_the_language_asked_for(tmp_path: Path, lang: str, fix: str, wrong_pad: str,
                                                 not_a_photo: str) -> None:
    """The error lines of a fix off the pad, a photo of another pad than --board, and a file
    that is no photo: whole lines in the language, with the command line's own options."""
    text = tmp_path / "notaphoto.jpg"
    text.write_text("x\n")
    assert said_in(lang, "scan", "--fix", "0,0=5", str(PHOTO)).stderr == f"splitter: {PHOTO}: {fix}\n"
    assert said_in(lang, "scan", "--board", "B", str(PHOTO)).stderr == f"splitter: {PHOTO}: {wrong_pad}\n"
    refused = said_in(lang, "scan", str(text))
    assert refused.exit_code == 2 and refused.stderr == f"splitter: {text}: {not_a_photo}\n"


@pytest.mark.parametrize("lang, said", [
    ("de", "- (ein Foto über stdin) kann nur einmal angegeben werden (siehe 'splitter scan --help')"),
    ("ko", "- (stdin으로 받는 사진)는 한 번만 줄 수 있어요 ('splitter scan --help'를 참고하세요)"),
])
def test_a_usage_error_of_the_command_line_is_said_in_the_language(lang: str, said: str) -> None:
    result = CliRunner().invoke(main, ["scan", "--lang", lang, "-", "-"], input=b"\xff\xd8\xff")
    assert result.exit_code == 2 and result.stderr == f"splitter: {said}\n"
