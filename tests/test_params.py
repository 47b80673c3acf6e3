"""``--fix`` and ``--name`` as the command line reads them: good values become the library's
typed values, a bad one is one usage line in the command's language and exit 2."""

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from splitter_print.cli import main
from splitter_print.cli.params import NIGHT_FIX, PLAYER_NAME, SPACE_FIX
from splitter_print.night.batch import NightFix


@pytest.mark.parametrize("text, fix", [
    ("3,0=5", ((3, 0), 5)),
    ("2,7=-", ((2, 7), None)),
    (" 2 , 7 = - ", ((2, 7), None)),
    ("10,12=1", ((10, 12), 1)),
])
def test_a_scan_fix_is_a_space_and_its_number(text: str, fix: tuple) -> None:
    assert SPACE_FIX.convert(text, None, None) == fix


@pytest.mark.parametrize("text, fix", [
    ("night/anna.jpg:3,1=6", NightFix("night/anna.jpg", None, (3, 1), 6)),
    ("table.jpg#2:0,4=-", NightFix("table.jpg", 2, (0, 4), None)),
    ("scan.pdf#p2:3,1=6", NightFix("scan.pdf#p2", None, (3, 1), 6)),
    ("scan.pdf#p2#2:3,1=6", NightFix("scan.pdf#p2", 2, (3, 1), 6)),
    ("C:/night/anna.jpg:3,1= 6", NightFix("C:/night/anna.jpg", None, (3, 1), 6)),
])
def test_a_batch_fix_names_the_photo_the_sheet_the_space_and_its_number(text: str, fix: NightFix) -> None:
    """``#p2`` is a page of a PDF and stays in the photo's name; ``#2`` the second sheet."""
    assert NIGHT_FIX.convert(text, None, None) == fix


@given(photo=st.text(st.characters(codec="utf-8", exclude_characters="\n"), min_size=1).filter(
           lambda name: not name.rstrip("0123456789").endswith("#")),
       sheet=st.none() | st.integers(1, 99), row=st.integers(0, 99), col=st.integers(0, 99),
       number=st.none() | st.integers(1, 6))
def test_a_night_fix_written_out_reads_back_the_same(photo: str, sheet: int | None, row: int, col: int,
                                                     number: int | None) -> None:
    """What the library writes a fix as in its messages is what ``--fix`` reads."""
    fix = NightFix(photo, sheet, (row, col), number)
    assert NIGHT_FIX.convert(str(fix), None, None) == fix


@pytest.mark.parametrize("text, name", [
    ("anna.jpg=Anna", ("anna.jpg", "Anna")),
    ("table.jpg#2 = Ben", ("table.jpg#2", "Ben")),
    ("a.jpg=Anna=Bea", ("a.jpg", "Anna=Bea")),
    ("kim.jpg=김민지", ("kim.jpg", "김민지")),
])
def test_a_name_is_a_photo_and_its_player(text: str, name: tuple[str, str]) -> None:
    assert PLAYER_NAME.convert(text, None, None) == name


SCAN_EN = "'{v}' is not a fix: write ROW,COL=DIGIT, e.g. 3,0=5 (or 3,0=- for empty) (try 'splitter scan --help')"
SCAN_DE = ("'{v}' ist keine Korrektur: ZEILE,SPALTE=ZAHL schreiben, z. B. 3,0=5 (oder 3,0=- für leer) "
           "(siehe 'splitter scan --help')")
FIX_EN = ("the fix {v}: write PHOTO:ROW,COL=DIGIT, e.g. anna.jpg:3,1=6 (PHOTO#N:... for sheet N of a photo "
          "holding several; DIGIT - for empty) (try 'splitter batch --help')")
FIX_DE = ("die Korrektur {v}: FOTO:ZEILE,SPALTE=ZAHL schreiben, z. B. anna.jpg:3,1=6 (FOTO#N:... für Blatt N "
          "eines Fotos mit mehreren; ZAHL - für leer) (siehe 'splitter batch --help')")
NAME_EN = "the name '{v}': write PHOTO=PLAYER, e.g. anna.jpg=Anna (try 'splitter batch --help')"
NAME_DE = "der Name '{v}': FOTO=SPIELER schreiben, z. B. anna.jpg=Anna (siehe 'splitter batch --help')"


@pytest.mark.parametrize("command, option, value, english, german", [
    ("scan", "--fix", "3,0", SCAN_EN, SCAN_DE),
    ("scan", "--fix", "3,0=7", SCAN_EN, SCAN_DE),
    ("scan", "--fix", "3,0=0", SCAN_EN, SCAN_DE),
    ("scan", "--fix", "3;0=5", SCAN_EN, SCAN_DE),
    ("scan", "--fix", "-1,0=5", SCAN_EN, SCAN_DE),
    ("scan", "--fix", "", SCAN_EN, SCAN_DE),
    ("scan", "--fix", "anna.jpg:3,0=5", SCAN_EN, SCAN_DE),
    ("batch", "--fix", "anna.jpg", FIX_EN, FIX_DE),
    ("batch", "--fix", "anna.jpg:3,1", FIX_EN, FIX_DE),
    ("batch", "--fix", "anna.jpg:3,1=7", FIX_EN, FIX_DE),
    ("batch", "--fix", "3,1=6", FIX_EN, FIX_DE),
    ("batch", "--fix", ":3,1=6", FIX_EN, FIX_DE),
    ("batch", "--fix", "anna.jpg#0:3,1=6", FIX_EN, FIX_DE),
    ("batch", "--fix", "anna.jpg:3,1=6:", FIX_EN, FIX_DE),
    ("batch", "--name", "anna.jpg", NAME_EN, NAME_DE),
    ("batch", "--name", "anna.jpg=", NAME_EN, NAME_DE),
    ("batch", "--name", "=Anna", NAME_EN, NAME_DE),
    ("batch", "--name", " = ", NAME_EN, NAME_DE),
])
def test_a_bad_value_is_one_usage_line_in_the_language_asked_for(command: str, option: str, value: str,
                                                                 english: str, german: str) -> None:
    """Said before any photo is looked at (none of these exists), whether ``--lang`` comes
    before the value, after it, or from the environment."""
    for args, env, line in [([option, value, "--lang", "en"], {}, english),
                            (["--lang", "de", option, value], {}, german),
                            ([option, value, "--lang", "de"], {}, german),
                            ([option, value], {"SPLITTER_LANG": "de"}, german)]:
        result = CliRunner().invoke(main, [command, "missing.jpg", *args], env=env)
        assert (result.exit_code, result.stderr, result.stdout) == (2, f"splitter: {line.format(v=value)}\n", "")
