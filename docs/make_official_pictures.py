"""Redraw docs/official.md's pictures: a made photo of the official look-alike pads A and B side
by side (docs/official-photo.jpg), what the reader found in it (docs/official-found.jpg) and
the reading of each sheet (docs/official-read-1.png, docs/official-read-2.png).

    .venv/bin/python docs/make_official_pictures.py
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import cv2
import numpy as np
from PIL import Image

from splitter_print.game.layout import load_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.annotate import write_annotation
from splitter_print.reading.scan import scan_photo
from splitter_testkit.synth import PhotoSpec, make_photo

SPEC = PhotoSpec(seed=8101, boards=("A", "B"), style="official", fill=0.6, megapixels=4.0, tilt=25.0,
                 rotation=8.0, glare=0.35)
WIDTH = 1000


def small(image: np.ndarray) -> np.ndarray:
    scale = WIDTH / image.shape[1]
    return cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)


def main() -> None:
    folder = Path(__file__).resolve().parent
    made = make_photo(SPEC)
    cv2.imwrite(str(folder / "official-photo.jpg"), small(made.image), [cv2.IMWRITE_JPEG_QUALITY, 85])
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "official.jpg"
        path.write_bytes(made.jpeg)
        readings = scan_photo(path, colour=True)
    found = made.image.copy()
    for number, reading in enumerate(readings, 1):
        homography = reading.evidence.homography
        assert homography is not None
        geometry = sheet_geometry(reading.layout)
        centres = np.array([[geometry.cell_center(c) for c in reading.layout.cells]], np.float64)
        for x, y in cv2.perspectiveTransform(centres, homography)[0]:
            cv2.circle(found, (round(x), round(y)), 9, (0, 0, 255), -1)
        x, y = cv2.perspectiveTransform(centres[:, :1], homography)[0, 0]
        cv2.putText(found, f"{number}: pad {reading.layout.name}, {reading.card.total} points",
                    (round(x) - 60, round(y) - 60), cv2.FONT_HERSHEY_SIMPLEX, 2.2, (0, 0, 255), 5)
        target = folder / f"official-read-{number}.png"
        write_annotation(reading, target, photo=readings)
        picture = Image.open(target).convert("RGB")
        picture = picture.resize((picture.width * 3 // 4, picture.height * 3 // 4))
        picture.quantize(colors=64, method=Image.Quantize.MEDIANCUT).save(target, optimize=True)
        truth = next(t for t in made.sheets if t.layout == reading.layout)
        right = sum(truth.sheet.value(c) == reading.sheet.value(c) for c in reading.layout.cells)
        print(f"sheet {number}: pad {reading.layout.name} ({load_layout(reading.layout.name).name}), "
              f"{right}/{len(reading.layout.cells)} spaces read right, total {reading.card.total}; {target.name}")
    cv2.imwrite(str(folder / "official-found.jpg"), small(found), [cv2.IMWRITE_JPEG_QUALITY, 85])


if __name__ == "__main__":
    main()
