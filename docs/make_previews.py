"""Redraw the README's pad previews (docs/pad-a.png, docs/pad-b.png) from the PDF itself.

    .venv/bin/python docs/make_previews.py
"""

from __future__ import annotations

from pathlib import Path

import pypdfium2
from PIL import Image

from splitter_print.game.layout import load_layout
from splitter_print.printing.pdf import render_sheet_pdf

DPI = 100
COLOURS = 64


def main() -> None:
    folder = Path(__file__).resolve().parent
    for name in ("A", "B"):
        page = pypdfium2.PdfDocument(render_sheet_pdf(load_layout(name), serial=1))[0]
        image: Image.Image = page.render(scale=DPI / 72).to_pil().convert("RGB")
        target = folder / f"pad-{name.lower()}.png"
        image.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT).save(target, optimize=True)
        print(f"{target}: {image.width} x {image.height} px")


if __name__ == "__main__":
    main()
