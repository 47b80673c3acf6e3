"""Redraw the pad previews from the PDF itself: the README's docs/pad-a.png and docs/pad-b.png,
and docs/korean.md's docs/pad-a-ko.png and docs/rating-ko.png (the rating table page).

    .venv/bin/python docs/make_previews.py
"""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2
from PIL import Image

from splitter_print.game.layout import load_layout
from splitter_print.printing.pdf import pads_pdf, render_sheet_pdf

DPI = 100
KOREAN_DPI = 150
"""Korean previews are sharper: Hangul at the pads' small sizes needs more pixels to be read on screen."""
COLOURS = 64


def save(page: pypdfium2.PdfPage, dpi: int, target: Path) -> None:
    image: Image.Image = page.render(scale=dpi / 72).to_pil().convert("RGB")
    image.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT).save(target, optimize=True)
    print(f"{target}: {image.width} x {image.height} px, {target.stat().st_size // 1000} KB")


def main() -> None:
    folder = Path(__file__).resolve().parent
    for name in ("A", "B"):
        save(pypdfium2.PdfDocument(render_sheet_pdf(load_layout(name), serial=1))[0], DPI,
             folder / f"pad-{name.lower()}.png")
    save(pypdfium2.PdfDocument(render_sheet_pdf(load_layout("A"), serial=1, lang="ko"))[0], KOREAN_DPI,
         folder / "pad-a-ko.png")
    pads = io.BytesIO()
    pads_pdf(load_layout("A"), pads, sheets=1, per_page=1, paper="a5", lang="ko", rating_table=True)
    save(pypdfium2.PdfDocument(pads.getvalue())[1], DPI, folder / "rating-ko.png")


if __name__ == "__main__":
    main()
