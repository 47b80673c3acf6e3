"""PDF input benchmark: what reading a scanner app's PDF costs next to reading its photos.

    .venv/bin/python bench/pdf_bench.py [--megapixels 12] [--pages 1 10] [--seed 5] [--repeat 3]

Makes photos of filled pad-A sheets at ``--megapixels``, saves them as JPEGs and, for each count
in ``--pages``, as one PDF holding that many of the JPEGs, each on a landscape A4 page (what a
phone's "scan document" app saves). For each PDF it prints, each in a fresh process (so that
the peak memory, from /usr/bin/time, is that of the work alone, Python and the libraries
included):

- loading every page in grey as the reader does (``load_photo``, the picture found in the PDF
  and decoded), against loading the same JPEGs: CPU time a page, and peak memory;
- ``splitter scan`` of the PDF against ``splitter scan`` of the JPEGs: CPU and wall time, peak memory,
  and how many sheets were read exactly;
- then the first photo's sheet in grey as an office scanner codes it, one page each: CCITT fax
  and JBIG2 (thresholded at half), JPEG 2000 (lossless), against its JPEG: loading it, CPU
  time and peak memory.

Each is run ``--repeat`` times and the run with the least CPU time is shown: CPU seconds (the
process's and its children's) hardly change on a busy machine, wall seconds do.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import cv2

from splitter_testkit.pdfs import ccitt_pdf, jbig2_pdf, jpeg2000_pdf, scanner_pdf
from splitter_testkit.synth import PhotoSpec, make_photo

SPLITTER = Path(sys.executable).with_name("splitter")
LOAD = """
import os, sys
from splitter_print.reading.photo.load import load_photo
def cpu():  # the process's and its finished children's (the PDF reader's worker)
    return sum(os.times()[:4])
start = cpu()
for name in sys.argv[1:]:
    load_photo(name, grey=True)
print(cpu() - start)
"""


def timed(command: list[str], repeat: int) -> tuple[float, float, float, str]:
    """Wall seconds, CPU seconds (its own and its children's), peak MB and standard output of
    ``command`` in a fresh process: the fastest of ``repeat`` runs."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        run = subprocess.run(["/usr/bin/time", "-v", *command], capture_output=True, text=True, check=True)
        wall = time.perf_counter() - start
        figures = {key: float(value) for key, value in re.findall(r"\t(.+?): ([\d.]+)$", run.stderr, re.MULTILINE)}
        cpu = figures.get("User time (seconds)", 0.0) + figures.get("System time (seconds)", 0.0)
        runs.append((wall, cpu, figures.get("Maximum resident set size (kbytes)", float("nan")) / 1024, run.stdout))
    return min(runs, key=lambda found: found[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megapixels", type=float, default=12.0)
    parser.add_argument("--pages", type=int, nargs="+", default=[1, 10])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    made = [make_photo(PhotoSpec(seed=args.seed + page, megapixels=args.megapixels, board="A", fill=1.0))
            for page in range(max(args.pages))]
    print(f"photos of {made[0].image.shape[1]} x {made[0].image.shape[0]} px, "
          f"JPEGs {sum(len(p.jpeg) for p in made) / len(made) / 2**20:.1f} MB each")
    with tempfile.TemporaryDirectory() as folder:
        jpegs = []
        for page, photo in enumerate(made, start=1):
            path = Path(folder) / f"photo{page}.jpg"
            path.write_bytes(photo.jpeg)
            jpegs.append(str(path))
        for pages in args.pages:
            pdf = Path(folder) / f"scan{pages}.pdf"
            pdf.write_bytes(scanner_pdf([photo.jpeg for photo in made[:pages]], a85=False))
            names = [str(pdf)] if pages == 1 else [f"{pdf}#p{page}" for page in range(1, pages + 1)]
            print(f"\n{pages} page{'s' if pages > 1 else ''}: PDF {pdf.stat().st_size / 2**20:.1f} MB "
                  f"(its JPEGs {sum(len(photo.jpeg) for photo in made[:pages]) / 2**20:.1f} MB)")
            for label, inputs in (("PDF", names), ("JPEGs", jpegs[:pages])):
                wall, cpu, peak, out = timed([sys.executable, "-c", LOAD, *inputs], args.repeat)
                print(f"  load, {label:5}: {float(out) / pages:.3f} CPU s a page ({wall:.2f} s wall with start-up), "
                      f"peak {peak:.0f} MB")
            for label, inputs in (("PDF", [str(pdf)]), ("JPEGs", jpegs[:pages])):
                wall, cpu, peak, out = timed([str(SPLITTER), "scan", "--json", *inputs], args.repeat)
                data = json.loads(out)
                results = data if isinstance(data, list) else [data]
                exact = sum(r.get("grid") == list(p.truth.grid) for r, p in zip(results, made))
                print(f"  splitter scan, {label:5}: {cpu:.2f} CPU s, {wall:.2f} s wall, peak {peak:.0f} MB, "
                      f"{exact} of {pages} sheets read exactly")
        grey = cv2.cvtColor(made[0].image, cv2.COLOR_BGR2GRAY)
        print(f"\none page of {grey.shape[1]} x {grey.shape[0]} grey px, by coding:")
        codings = (("JPEG", lambda _: scanner_pdf([made[0].jpeg], a85=False)), ("CCITT fax", ccitt_pdf),
                   ("JBIG2", jbig2_pdf), ("JPEG 2000", jpeg2000_pdf))
        for label, coded in codings:
            pdf = Path(folder) / "coded.pdf"
            pdf.write_bytes(coded(grey))
            wall, cpu, peak, out = timed([sys.executable, "-c", LOAD, str(pdf)], args.repeat)
            print(f"  load, {label:9}: PDF {pdf.stat().st_size / 2**20:5.2f} MB, {float(out):.3f} CPU s, "
                  f"peak {peak:.0f} MB")


if __name__ == "__main__":
    main()
