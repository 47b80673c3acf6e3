"""Layouts: the shipped pads as RULES.md draws them, and validation of users' layout files."""

import pytest

from splitter_print.game.layout import LayoutError, draw, load_layout, parse_layout


def toml(pattern: str, extra: str = "") -> str:
    return f'name = "T"\n{extra}pattern = """\n{pattern}\n"""\n'


def test_pad_a_has_rows_of_4_6_8_8_8_6_4_and_stars_at_the_ends_of_the_middle_row() -> None:
    pad = load_layout("A")
    assert [sum(1 for c in range(8) if (r, c) in pad.spaces) for r in range(7)] == [4, 6, 8, 8, 8, 6, 4]
    assert pad.stars == {(3, 0), (3, 7)} and not pad.hearts
    assert len(pad.mirror_pairs) == 22


def test_pad_b_has_its_holes_stars_and_hearts_where_the_rulebook_says() -> None:
    pad = load_layout("b")
    assert len(pad.spaces) == 44
    assert pad.stars == {(6, 1), (6, 6)}
    assert pad.hearts == {(0, 6), (2, 1), (4, 4)}
    assert (3, 3) not in pad.spaces and (0, 4) not in pad.spaces


def test_every_mirror_pair_is_in_one_row_at_mirrored_columns() -> None:
    for name in "AB":
        for left, right in load_layout(name).mirror_pairs:
            assert left[0] == right[0] and left[1] + right[1] == 7 and left[1] < right[1]


def test_holes_on_pad_b_cut_neighbours_across_and_down() -> None:
    pad = load_layout("B")
    assert (3, 3) not in pad.neighbours((3, 2))  # across: row 3 is .##..##.
    assert pad.neighbours((2, 3)) == ((1, 3), (2, 2), (2, 4))  # down: (3, 3) is a hole


def test_a_users_layout_file_loads_by_path(tmp_path) -> None:
    path = tmp_path / "tiny.toml"
    path.write_text(toml("*##*\n.hh."))
    pad = load_layout(path)
    assert (pad.rows, pad.cols, len(pad.spaces)) == (2, 4, 6)
    assert pad.source == str(path)


def test_stars_may_also_be_listed_by_position() -> None:
    pad = parse_layout(toml("####", "stars = [[0, 1]]\n"))
    assert pad.stars == {(0, 1)}


# Lines: 1 name, 2 'pattern = """', 3 the first row (after an extra key, one more).
@pytest.mark.parametrize("text, line, fault", [
    (toml("##..\n####"), 3, "row 0 is not mirror-symmetric"),
    (toml("####\n#x##"), 4, "unknown character 'x' in row 1 column 1"),
    (toml("###"), 3, "even width"),
    (toml("####\n######"), 4, "row 1 is 6 wide but row 0 is 4"),
    (toml("...."), 2, "no space"),
    (toml("####", "stars = [[5, 1]]\n"), 2, "star at row 5 column 1 is outside the pattern"),
    (toml("#..#", "hearts = [[0, 1]]\n"), 2, "heart at row 0 column 1 is on a hole"),
    ('name = "T"\npattern = 3\n', None, 'missing key "pattern"'),
    ('pattern = "##"\n', None, 'missing key "name"'),
    ('name = "T\n', None, "not valid TOML"),
])
def test_bad_layouts_name_the_file_line_and_fault(text: str, line: int | None, fault: str) -> None:
    with pytest.raises(LayoutError) as caught:
        parse_layout(text, source="my.toml")
    message = str(caught.value)
    assert message.startswith(f"my.toml:{line}: " if line else "my.toml: ")
    assert fault in message


def test_unknown_pad_names_list_the_known_ones() -> None:
    with pytest.raises(LayoutError, match="C: no such pad; known pads are A, B"):
        load_layout("C")


def test_drawing_shows_stars_hearts_holes_and_the_centre_line() -> None:
    lines = draw(load_layout("B")).splitlines()
    assert lines[1] == " 0  [ ][ ][ ]   |   [ ][h][ ]"
    assert lines[7] == " 6  [ ][*][ ]   |   [ ][*][ ]"
