"""The same inputs give byte-identical outputs from run to run: JSON, CSV, HTML and PDFs.

Each command runs twice as a separate ``splitter`` process with a different
``PYTHONHASHSEED``, so output that depended on set or dict order of strings would differ.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from splitter_testkit import paths
from splitter_testkit.synth import PhotoSpec, make_photo

pytestmark = pytest.mark.slow

EXAMPLES = paths.examples()


def splitter(args: list[str], cwd: Path, hash_seed: int) -> bytes:
    """stdout of ``splitter ARGS`` run in ``cwd``; the run must succeed (exit 0, or 1 for a
    batch whose sheets the cross-check flagged)."""
    env = {**os.environ, "PYTHONHASHSEED": str(hash_seed), "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-m", "splitter_print", *args], cwd=cwd, env=env, capture_output=True,
                          stdin=subprocess.DEVNULL, timeout=300)
    assert done.returncode in ((0, 1) if args[0] == "batch" else (0,)), done.stderr.decode()
    return done.stdout


def twice(args: list[str], cwd: Path, outputs: tuple[str, ...] = ()) -> list[bytes]:
    """stdout and the named output files of two runs, the second run's files moved aside first."""
    runs = []
    for seed in (1, 2):
        stdout = splitter(args, cwd, seed)
        files = [(cwd / name).read_bytes() for name in outputs]
        for name in outputs:
            (cwd / name).unlink()
        runs.append([stdout, *files])
    assert all(part for part in runs[0][1:]), "an output file was empty"
    return runs


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two photos, three sheets: enough for the batch's consensus step to run."""
    folder = tmp_path_factory.mktemp("night")
    for name, spec in {"anna.jpg": PhotoSpec(seed=21, writing="font", megapixels=2.5),
                       "ben.jpg": PhotoSpec(seed=22, sheets=2, writing="font", megapixels=2.5)}.items():
        (folder / name).write_bytes(make_photo(spec).jpeg)
    return folder


def test_score_json_is_byte_identical(tmp_path: Path) -> None:
    sheets = [str(path) for path in sorted(EXAMPLES.glob("*.txt")) + sorted(EXAMPLES.glob("*.json"))
              if path.name != "rolls.txt"]
    first, second = twice(["score", "--json", *sheets], tmp_path)
    assert first == second and first[0].startswith(b"[")


def test_pads_pdf_is_byte_identical(tmp_path: Path) -> None:
    for args in (["--sheets", "3"], ["--board", "B", "--mono", "--per-page", "4", "--sheets", "5", "--lang", "de"]):
        first, second = twice(["pad", *args, "-o", "pads.pdf"], tmp_path, ("pads.pdf",))
        assert first == second and first[1].startswith(b"%PDF")


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")
def test_scan_json_is_byte_identical(night: Path) -> None:
    first, second = twice(["scan", "--json", "anna.jpg", "ben.jpg"], night)
    assert first == second and first[0].count(b'"total"') == 3


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")
def test_batch_csv_json_and_html_are_byte_identical(night: Path) -> None:
    outputs = ("night.csv", "night.json", "night.html")
    first, second = twice(["batch", ".", "--jobs", "2", "--csv", outputs[0], "--json", outputs[1],
                           "--html", outputs[2]], night, outputs)
    assert first == second
    assert first[1].count(b"\n") == 4, "a header and one row per sheet"
