"""Cut splitter_testkit/fixtures/heldout_digits.npz from digits the shipped model never trained on.

600 MNIST t10k digits (100 of each number 1-6, seeded choice from indices 8000-9999) and all
240 Semeion digits 1-6 of its held-out last group of writers (rows 1195-1592), in the
normalised cell contract, stored as uint8. Arrays: ``images`` (n, 28, 28), ``labels`` (n,),
``source`` (n,: "mnist" or "semeion") and ``index`` (n,: row in its data set).

    .venv/bin/python tools/make_digit_fixture.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np

from splitter_testkit import paths

sys.path.insert(0, str(Path(__file__).resolve().parent))
import digit_data as data

FIXTURE = paths.fixture("heldout_digits.npz")
PER_NUMBER = 100


def main() -> None:
    rng = np.random.default_rng(2026)
    mnist, semeion = data.load_mnist(), data.load_semeion()
    test = np.arange(data.MNIST_TEST.start, data.MNIST_TEST.stop)
    mnist_rows = np.sort(np.concatenate(
        [rng.choice(test[mnist.labels[test] == n], PER_NUMBER, replace=False) for n in range(1, 7)]))
    held = np.arange(data.SEMEION_TEST.start, data.SEMEION_TEST.stop)
    semeion_rows = held[np.isin(semeion.labels[held], (1, 2, 3, 4, 5, 6))]
    images = np.concatenate([mnist.images[mnist_rows], semeion.images[semeion_rows]])
    temporary = FIXTURE.with_suffix(".tmp.npz")
    np.savez_compressed(
        temporary,
        images=data.to_uint8(images),
        labels=np.concatenate([mnist.labels[mnist_rows], semeion.labels[semeion_rows]]).astype(np.uint8),
        source=np.array(["mnist"] * len(mnist_rows) + ["semeion"] * len(semeion_rows)),
        index=np.concatenate([mnist_rows, semeion_rows]).astype(np.int32),
    )
    os.replace(temporary, FIXTURE)
    print(f"{FIXTURE}: {len(images)} digits, {FIXTURE.stat().st_size} bytes")


if __name__ == "__main__":
    main()
