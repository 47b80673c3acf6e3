"""Geometry of printed sheets and pages: nothing overlaps, quiet zones stay clear, sizes hold."""

import json
from itertools import combinations

import pytest

from splitter_print.errors import SplitterError
from splitter_print.game.layout import Layout, load_layout, parse_layout
from splitter_print.paper.geometry import (
    EDGE,
    MARKER_IDS,
    MARKER_QUIET,
    PAGE_MARGIN,
    PAPERS,
    QR_QUIET,
    QR_SIZE,
    Rect,
    SheetGeometry,
    page_geometry,
    sheet_geometry,
)

CUSTOM = parse_layout('name = "wide"\npattern = """\n##....##\n###..###\n*######*\n.##hh##.\n"""')
TALL = parse_layout('name = "tall"\npattern = """\n' + "*##*\n" * 12 + '"""')
LAYOUTS = [load_layout("A"), load_layout("B"), CUSTOM, TALL]


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def inside(inner: Rect, outer: Rect) -> bool:
    return (inner.x >= outer.x - 1e-9 and inner.y >= outer.y - 1e-9 and inner.x + inner.w <= outer.x + outer.w + 1e-9
            and inner.y + inner.h <= outer.y + outer.h + 1e-9)


def printed_things(g: SheetGeometry) -> dict[str, Rect]:
    """Every printed element except the markers, by name."""
    things = {f"box {name}": rect for name, rect in g.boxes.items()}
    things |= {f"calibration {i}": rect for i, rect in enumerate(g.calibration)}
    things |= {"plate": g.plate, "qr": g.qr, "letter": g.letter}
    return things


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.name)
def test_every_space_sits_on_the_lattice_inside_the_plate_without_overlap(layout: Layout) -> None:
    g = sheet_geometry(layout)
    assert set(g.cells) == set(layout.spaces)
    for (row, col), rect in g.cells.items():
        assert rect == Rect(g.grid.x + col * g.pitch, g.grid.y + row * g.pitch, g.cell_size, g.cell_size)
        assert inside(rect, g.grid) and inside(g.grid, g.plate)
    assert not any(overlaps(a, b) for a, b in combinations(g.cells.values(), 2))


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.name)
def test_markers_sit_in_the_four_corners_in_aruco_corner_order(layout: Layout) -> None:
    g = sheet_geometry(layout)
    assert tuple(m.id for m in g.markers) == MARKER_IDS
    tl, tr, br, bl = (m.rect for m in g.markers)
    assert (tl.x, tl.y) == (EDGE, EDGE)
    assert (tr.x + tr.w, tr.y) == (g.width - EDGE, EDGE)
    assert (br.x + br.w, br.y + br.h) == (g.width - EDGE, g.height - EDGE)
    assert (bl.x, bl.y + bl.h) == (EDGE, g.height - EDGE)
    assert tl.corners[0] == (tl.x, tl.y) and tl.corners[2] == (tl.x + tl.w, tl.y + tl.h)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.name)
def test_quiet_zones_around_markers_and_qr_code_hold_nothing_else(layout: Layout) -> None:
    g = sheet_geometry(layout)
    things = printed_things(g)
    for marker in g.markers:
        quiet = marker.rect.inset(-MARKER_QUIET)
        assert [name for name, rect in things.items() if overlaps(quiet, rect)] == []
    quiet = g.qr.inset(-QR_QUIET)
    assert [name for name, rect in things.items() if name != "qr" and overlaps(quiet, rect)] == []
    assert not any(overlaps(quiet, m.rect) for m in g.markers)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.name)
def test_panel_parts_do_not_overlap_and_everything_stays_inside_the_sheet_edge(layout: Layout) -> None:
    g = sheet_geometry(layout)
    things = printed_things(g)
    clashes = [(a, b) for (a, ra), (b, rb) in combinations(things.items(), 2) if overlaps(ra, rb)
               and "plate" not in (a, b)]
    assert clashes == []
    sheet = Rect(EDGE, EDGE, g.width - 2 * EDGE, g.height - 2 * EDGE)
    assert all(inside(rect, sheet) for rect in things.values())
    assert all(inside(m.rect, sheet) for m in g.markers)
    assert not any(overlaps(g.plate, rect) for name, rect in things.items() if name != "plate")
    assert ("box heart" in things) == bool(layout.hearts)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.name)
def test_centre_line_runs_through_the_middle_gap_with_room_for_its_triangles(layout: Layout) -> None:
    g = sheet_geometry(layout)
    (x1, top), (x2, bottom) = g.centre_line
    left = g.position((0, layout.cols // 2 - 1))
    right = g.position((0, layout.cols // 2))
    assert x1 == x2 == pytest.approx((left.x + left.w + right.x) / 2)
    assert (top, bottom) == (g.plate.y, g.plate.y + g.plate.h)
    assert top - 3.0 >= EDGE and bottom + 3.0 <= g.height - EDGE
    for cell, rect in g.cells.items():
        mirror = g.position(layout.mirror(cell))
        assert rect.center[0] - x1 == pytest.approx(x1 - mirror.center[0])


def test_qr_quiet_zone_is_four_modules_even_for_the_coarsest_version_1_code() -> None:
    assert QR_QUIET >= 4 * QR_SIZE / 21


def test_pad_a_sheet_is_194_by_123_mm_with_13_mm_spaces() -> None:
    g = sheet_geometry(load_layout("A"))
    assert (g.width, g.height, g.cell_size, g.pitch) == (194.0, 123.0, 13.0, 15.0)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("name", ["A", "B"])
def test_two_sheets_per_page_print_spaces_of_at_least_12_mm(paper: str, name: str) -> None:
    assert page_geometry(load_layout(name), paper, 2).printed_cell_size >= 12.0


def test_four_sheets_per_page_print_spaces_of_about_9_mm_on_a4_and_8_5_on_letter() -> None:
    # A4 landscape slot 148.5 x 105 mm less 6 mm margins: 136.5 / 194 of the 13 mm space.
    assert page_geometry(load_layout("A"), "a4", 4).printed_cell_size == pytest.approx(13 * 136.5 / 194)
    assert page_geometry(load_layout("A"), "letter", 4).printed_cell_size == pytest.approx(8.56, abs=0.01)


def test_four_sheets_on_a5_are_refused_as_too_small_to_write_in() -> None:
    with pytest.raises(SplitterError, match=r"6\.2 mm, under 8 mm"):
        page_geometry(load_layout("A"), "a5", 4)


@pytest.mark.parametrize("per_page", [1, 2, 4])
@pytest.mark.parametrize("paper", ["a4", "letter", "a5"])
def test_sheets_keep_the_page_margin_inside_their_own_slots(paper: str, per_page: int) -> None:
    try:
        page = page_geometry(load_layout("B"), paper, per_page)
    except SplitterError:
        assert (paper, per_page) == ("a5", 4)
        return
    assert len(page.placements) == len(page.slots) == per_page
    short, long_ = PAPERS[paper]
    assert (page.width, page.height) == ((short, long_) if per_page == 2 else (long_, short))
    slot_w, slot_h = page.slot_size
    for slot, placement in zip(page.slots, page.placements):
        assert placement.x >= slot.x + PAGE_MARGIN - 1e-9
        assert placement.y >= slot.y + PAGE_MARGIN - 1e-9
        right, bottom = placement.to_page((page.sheet.width, page.sheet.height))
        assert right <= slot.x + slot_w - PAGE_MARGIN + 1e-9
        assert bottom <= slot.y + slot_h - PAGE_MARGIN + 1e-9
    for (x1, y1), (x2, y2) in page.cuts:
        tick = Rect(min(x1, x2), min(y1, y2), abs(x2 - x1) + 1e-6, abs(y2 - y1) + 1e-6)
        for placement in page.placements:
            left, top = placement.to_page((0, 0))
            right, bottom = placement.to_page((page.sheet.width, page.sheet.height))
            assert not overlaps(tick, Rect(left, top, right - left, bottom - top))
    assert len(page.cuts) == {1: 0, 2: 2, 4: 4}[per_page]


@pytest.mark.parametrize("bad", [("a3", 2), ("a4", 3), ("a4", 0)])
def test_unknown_paper_or_sheets_per_page_are_refused(bad: tuple[str, int]) -> None:
    with pytest.raises(SplitterError):
        page_geometry(load_layout("A"), *bad)


def test_geometry_json_lists_every_space_marker_and_box_in_millimetres() -> None:
    g = sheet_geometry(load_layout("B"))
    data = json.loads(json.dumps(g.to_json()))
    assert data["board"] == "B" and data["fingerprint"] == load_layout("B").fingerprint
    assert len(data["cells"]) == 44
    assert sorted(c["kind"] for c in data["cells"]).count("heart") == 3
    assert [m["id"] for m in data["markers"]] == [0, 1, 2, 3]
    assert set(data["boxes"]) >= {"title", "name", "date", "1", "2", "3", "4", "5", "6", "heart", "star", "total"}
    assert len(data["calibration"]) == 6


def test_layouts_command_prints_the_geometry_as_json() -> None:
    from click.testing import CliRunner

    from splitter_print.cli import main

    result = CliRunner().invoke(main, ["layouts", "B", "--geometry", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.output) == json.loads(json.dumps(sheet_geometry(load_layout("B")).to_json()))
