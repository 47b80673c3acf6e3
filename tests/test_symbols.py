"""The printed star or heart subtracted by its shape: templates that match the print of both
pads, a fit that finds a misplaced symbol, and nothing left of an unwritten one."""

from __future__ import annotations

import numpy as np
import pytest

from splitter_print.game.layout import load_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.cut import cells, symbols
from splitter_print.reading.locate.card import CardStyle
from splitter_testkit import official, synth

PX = 8.0


def cut_of(board: str, style: str, shift_mm: tuple[float, float] = (0.0, 0.0)) -> dict[tuple[int, int], cells.CellCut]:
    """The spaces of a blank pad as printed (our PDF rendered by pdfium, or the publisher's
    look-alike), cut under a homography ``shift_mm`` off the truth."""
    layout = load_layout(board)
    geometry = sheet_geometry(layout)
    frame = synth.sheet_frame(layout, style)
    image = official.official_raster(layout, PX, np.random.default_rng(1)) if style == "official" else \
        np.array(synth.blank_sheet(layout, style, round(PX)))
    scale = image.shape[1] / frame.w
    homography = np.array([[scale, 0, (shift_mm[0] - frame.x) * scale], [0, scale, (shift_mm[1] - frame.y) * scale],
                           [0, 0, 1]])
    return cells.cut_cells(cells.rectify(image, homography, geometry), geometry)


@pytest.mark.parametrize(("board", "style"), [("B", "colour"), ("B", "mono"), ("A", "official"), ("B", "official")])
def test_the_template_covers_the_printed_symbol(board: str, style: str) -> None:
    """The symbol region of each template lies on the printed symbol: what is lighter or darker
    than the space's ground by a tenth, where the template says symbol (overlap over union)."""
    layout = load_layout(board)
    for cell, cut in cut_of(board, style).items():
        if cut.template is None:
            continue
        r = cut.template.reach
        labels = cut.template.labels[r:-r, r:-r]
        x, y, w, h = cut.space
        inside = np.zeros(labels.shape, bool)
        inside[y + 4:y + h - 4, x + 4:x + w - 4] = True
        set_against = 1 if cell in layout.hearts and style == "official" else 0  # the cream inset
        inside &= labels >= set_against
        ground = float(np.median(cut.image[inside & (labels == set_against)]))
        printed = inside & (np.abs(cut.image.astype(float) - ground) > 0.1 * ground)
        symbol = inside & (labels == len(cut.template.coverage) - 1)
        overlap = (printed & symbol).sum() / (printed | symbol).sum()
        assert overlap > 0.75, (cell, overlap)


@pytest.mark.parametrize("style", ["colour", "official"])
def test_the_fit_finds_a_symbol_a_millimetre_off(style: str) -> None:
    layout = load_layout("B")
    cuts = cut_of("B", style, shift_mm=(0.75, -0.5))
    for cell in layout.stars | layout.hearts:
        cut = cuts[cell]
        assert cut.template is not None
        fit = symbols.fit_print(cut.image, cut.template, cells.CUT.px_per_mm)
        assert abs(fit.shift[0] + 3) <= 1 and abs(fit.shift[1] - 2) <= 1, (cell, fit)


def test_an_unwritten_symbol_leaves_no_darkness() -> None:
    layout = load_layout("B")
    for cell, cut in cut_of("B", "official").items():
        if cut.template is None:
            continue
        expected = symbols.expected_print(cut.template, symbols.fit_print(cut.image, cut.template, cells.CUT.px_per_mm))
        x, y, w, h = cut.space
        dark = symbols.print_darkness(cut.image, expected)[y + 4:y + h - 4, x + 4:x + w - 4]
        assert (dark > cells.CUT.ink_darkness).sum() <= 3, (cell, cell in layout.stars)


def test_symbol_kinds_follow_the_pad() -> None:
    assert symbols.Symbol.of(star=True, card=CardStyle.OURS) is symbols.Symbol.OURS_STAR
    assert symbols.Symbol.of(star=False, card=CardStyle.PUBLISHERS) is symbols.Symbol.OFFICIAL_HEART


def test_a_symbol_fitted_far_from_its_sheets_others_is_fitted_again_near_them() -> None:
    """A digit over one symbol can pull that space's fit alone off the print (seen on the
    publisher's pad B in test_scan's pair photo); a sheet's symbols are misplaced alike, so a
    fit far from the others' median is done again within :attr:`symbols.SymbolTuning.sheet_slack` of it."""
    template = symbols.symbol_template(symbols.Symbol.OFFICIAL_HEART, (68, 68), (8, 8, 52, 52), 60.0, 4)
    tones = (150.0, 200.0, 160.0)
    greys = [np.round(symbols.laid_out(template, symbols.Fit(shift, tones, 0.0))).astype(np.uint8)
             for shift in [(1, 0)] * 4 + [(-3, 3)]]
    assert symbols.fit_print(greys[-1], template, cells.CUT.px_per_mm).shift == (-3, 3)
    together = symbols.fit_prints([(grey, template) for grey in greys], cells.CUT.px_per_mm)
    assert [fit.shift for fit in together[:4]] == [(1, 0)] * 4
    assert max(abs(together[-1].shift[0] - 1), abs(together[-1].shift[1])) == symbols.SYMBOLS.sheet_slack
    alone = symbols.fit_prints([(grey, template) for grey in greys[3:]], cells.CUT.px_per_mm)
    assert [fit.shift for fit in alone] == [(1, 0), (-3, 3)], "two symbols are too few to outvote one"
