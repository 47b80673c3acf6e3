"""Sheets: text and JSON grids, mirror pairs, partly filled sheets, and grid errors."""

import json

import pytest

from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import SheetError, parse_sheet, read_sheet_file
from splitter_testkit import paths

EXAMPLES = paths.examples()
WORKED = EXAMPLES / "worked_example.txt"


def test_the_worked_example_is_a_full_pad_a_sheet() -> None:
    sheet = read_sheet_file(str(WORKED))
    assert sheet.layout.name == "A" and sheet.is_complete
    assert sheet.value((3, 0)) == 5 and sheet.value((0, 0)) is None


def test_text_and_json_forms_read_the_same_sheet() -> None:
    text = read_sheet_file(str(WORKED))
    assert read_sheet_file(str(EXAMPLES / "worked_example.json")) == text
    assert parse_sheet(json.dumps(text.to_json())) == text
    assert parse_sheet(text.format()) == text


def test_the_grid_shape_picks_pad_b() -> None:
    assert read_sheet_file(str(EXAMPLES / "max_b.txt")).layout.name == "B"


def test_mirror_pairs_are_the_22_rolls_smaller_number_first() -> None:
    pairs = read_sheet_file(str(WORKED)).pairs()
    # Row 0 "..4416..": columns 2/5 hold 4 and 6, columns 3/4 hold 4 and 1.
    assert len(pairs) == 22 and pairs[:2] == ((4, 6), (1, 4))


def test_a_partly_filled_sheet_keeps_its_empty_spaces() -> None:
    sheet = parse_sheet("..44-6..\n.------.\n--------\n--------\n--------\n.------.\n..----..")
    assert not sheet.is_complete and len(sheet.empty_cells) == 41
    assert sheet.pairs() == ((4, 6),)  # (0, 3) and (0, 4): 4 and an empty space, not a roll
    assert sheet.format().splitlines()[0] == "..44-6.."


def test_mirroring_moves_each_number_to_its_mirror_space() -> None:
    sheet = read_sheet_file(str(WORKED))
    assert sheet.mirrored().grid[0] == "..6144.."
    assert sheet.mirrored().mirrored() == sheet


def test_comments_blank_lines_and_windows_line_ends_are_ignored(tmp_path) -> None:
    path = tmp_path / "s.txt"
    path.write_bytes(b"# mine\r\n\r\n" + WORKED.read_bytes().replace(b"\n", b"\r\n"))
    assert read_sheet_file(str(path)) == read_sheet_file(str(WORKED))


GRID = WORKED.read_text().splitlines()[1:]  # the 7 rows, lines 2-8 of the file


@pytest.mark.parametrize("lines, line, fault", [
    (GRID[:6], 6, "the grid ends after 6 rows but pad A has 7"),
    (GRID + ["..1111.."], 8, "the grid has 8 rows but pad A has 7"),
    (GRID[:2] + ["1666x444"] + GRID[3:], 3, "bad character 'x' in row 2 column 4"),
    (["1.4416.."] + GRID[1:], 1, "row 0 column 0 is not a space on pad A but holds '1'"),
    (GRID[:5] + [".125321"] + GRID[6:], 6, "row 5 is 7 wide; pad A rows are 8 wide"),
    (GRID[:3] + ["55.21642"] + GRID[4:], 4, "row 3 column 2 is a space on pad A; write - if it is empty"),
])
def test_bad_grids_name_the_file_line_and_fault(lines: list[str], line: int, fault: str) -> None:
    with pytest.raises(SheetError) as caught:
        parse_sheet("\n".join(lines), source="s.txt")
    assert str(caught.value).startswith(f"s.txt:{line}: {fault}")


def test_a_board_that_does_not_fit_the_grid_is_reported() -> None:
    with pytest.raises(SheetError, match=r"^s\.txt:1: row 0 column 0 is a space on pad B; write - if it is empty$"):
        parse_sheet("\n".join(GRID), load_layout("B"), source="s.txt")


@pytest.mark.parametrize("text, fault", [
    ('{"grid": "..4416.."}', 'JSON sheets need a "grid" list'),
    ('{"board": "Z", "grid": []}', "Z: no such pad"),
    ('{"grid": [1, 2]}', "every \"grid\" entry must be a text row"),
    ('{"grid": [', "not valid JSON"),
])
def test_bad_json_sheets_name_the_fault(text: str, fault: str) -> None:
    with pytest.raises(SheetError, match=r"^s\.json") as caught:
        parse_sheet(text, source="s.json")
    assert fault in str(caught.value)


def test_unreadable_files_name_the_file(tmp_path) -> None:
    (tmp_path / "bin.txt").write_bytes(b"\x00\x01")
    (tmp_path / "latin.txt").write_bytes("..44é6..".encode("latin-1"))
    for name, fault in (("bin.txt", "binary data"), ("latin.txt", "not UTF-8"), ("nope.txt", "cannot read")):
        with pytest.raises(SheetError, match=f"^{tmp_path / name}: {fault}"):
            read_sheet_file(str(tmp_path / name))
    with pytest.raises(SheetError, match="is a directory"):
        read_sheet_file(str(tmp_path))


def test_rows_typed_as_they_look_without_gap_dots_are_read() -> None:
    typed = parse_sheet("4416\n446614\n16665444\n55521642\n45521333\n125321\n5332")
    dotted = parse_sheet("..4416..\n.446614.\n16665444\n55521642\n45521333\n.125321.\n..5332..")
    assert typed == dotted and typed.layout.name == "A"


def test_pad_b_rows_without_gap_dots_fill_its_spaces_from_the_left() -> None:
    sheet = parse_sheet("123456\n" + "\n".join(["--------", "------", "----", "------", "--------", "------"]))
    assert sheet.layout.name == "B"
    assert [sheet.value((0, c)) for c in range(8)] == [1, 2, 3, None, None, 4, 5, 6]


def test_a_short_row_says_how_many_spaces_it_needs() -> None:
    with pytest.raises(SheetError, match=r"row 6 is 3 wide; pad A rows are 8 wide \(this one 4 without its \. gaps\)"):
        parse_sheet("4416\n446614\n16665444\n55521642\n45521333\n125321\n533")
