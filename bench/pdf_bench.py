"""PDF input benchmark: what reading a scanner app's PDF costs next to reading its photo.

    .venv/bin/python bench/pdf_bench.py [--megapixels 12] [--pages 3] [--seed 5]

Makes ``--pages`` photos of filled pad-A sheets at ``--megapixels``, saves them as JPEGs and as
one PDF holding each JPEG on a landscape A4 page (what a phone's "scan document" app saves),
then prints, page by page, the time to render the page at 200 dpi (load_photo, grey as the
reader loads it), and for the whole PDF and for the JPEGs the wall time and the peak memory of
``splitter scan`` in a fresh process (/usr/bin/time -v, so the figures include Python and the
libraries), and whether each page read the sheet exactly.
"""

from __future__ import annotations

import argparse
import io
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from splitter_print.reading.load import load_photo
from splitter_testkit.synth import PhotoSpec, make_photo

SPLITTER = Path(sys.executable).with_name("splitter")


def scanner_pdf(jpegs: list[bytes]) -> bytes:
    out = io.BytesIO()
    page = landscape(A4)
    drawing = canvas.Canvas(out, pagesize=page)
    for jpeg in jpegs:
        drawing.drawImage(ImageReader(io.BytesIO(jpeg)), 0, 0, *page, preserveAspectRatio=True)
        drawing.showPage()
    drawing.save()
    return out.getvalue()


def timed_scan(paths: list[str]) -> tuple[float, float, list[dict[str, object]]]:
    """Wall seconds, peak MB and the JSON of ``splitter scan --json PATHS`` in a fresh process."""
    start = time.perf_counter()
    run = subprocess.run(["/usr/bin/time", "-v", str(SPLITTER), "scan", "--json", *paths],
                         capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr)[1]) / 1024  # type: ignore[index]
    data = json.loads(run.stdout)
    return wall, peak, data if isinstance(data, list) else [data]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megapixels", type=float, default=12.0)
    parser.add_argument("--pages", type=int, default=3)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    made = [make_photo(PhotoSpec(seed=args.seed + page, megapixels=args.megapixels, board="A", fill=1.0))
            for page in range(args.pages)]
    with tempfile.TemporaryDirectory() as folder:
        jpegs = []
        for page, photo in enumerate(made, start=1):
            path = Path(folder) / f"photo{page}.jpg"
            path.write_bytes(photo.jpeg)
            jpegs.append(str(path))
        pdf = Path(folder) / "scan.pdf"
        pdf.write_bytes(scanner_pdf([photo.jpeg for photo in made]))
        print(f"{args.pages} photos of {made[0].image.shape[1]} x {made[0].image.shape[0]} px, "
              f"JPEGs {sum(len(p.jpeg) for p in made) / 2**20:.1f} MB, PDF {pdf.stat().st_size / 2**20:.1f} MB")
        for page in range(1, args.pages + 1):
            start = time.perf_counter()
            photo = load_photo(f"{pdf}#p{page}", grey=True)
            print(f"page {page}: rendered {photo.image.shape[1]} x {photo.image.shape[0]} px "
                  f"in {time.perf_counter() - start:.3f} s")
        for label, paths in (("PDF", [str(pdf)]), ("JPEGs", jpegs)):
            wall, peak, results = timed_scan(paths)
            exact = sum(r.get("grid") == list(p.truth.grid) for r, p in zip(results, made))
            print(f"splitter scan, {label}: {wall:.2f} s wall, peak {peak:.0f} MB, "
                  f"{exact} of {len(made)} sheets read exactly")


if __name__ == "__main__":
    main()
