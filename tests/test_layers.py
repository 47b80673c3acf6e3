"""The layers are checked by import-linter over the import graph (``make lint`` runs
``lint-imports`` with the contracts in pyproject.toml). Here: the package as it is keeps every
contract, and each kind of wrong import, written into a copy of the package, breaks one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import splitter_print

PACKAGE = Path(splitter_print.__file__).resolve().parent
PROJECT = PACKAGE.parent
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` over the package found in ``root``, with the project's contracts."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), str(PROJECT / "testkit")]), "COLUMNS": "200"}
    return subprocess.run([str(LINT_IMPORTS), "--no-cache", str(PROJECT / "pyproject.toml")],
                          cwd=root, env=env, capture_output=True, text=True, timeout=120, check=False)


def test_the_package_keeps_every_contract() -> None:
    run = lint_imports(PROJECT)
    assert run.returncode == 0, run.stdout[-3000:]
    assert "0 broken" in run.stdout


@pytest.mark.parametrize(("module", "wrong_import", "broken"), [
    ("game/dice.py", "from splitter_print.paper import geometry", "The package's layers"),
    ("reading/scan.py", "from splitter_print.printing import pdf", "The package's layers"),
    ("night/batch.py", "from splitter_print.cli import common", "The package's layers"),
    ("reading/photo/load.py", "from splitter_print.reading import scan", "The reader's stages"),
    ("reading/cut/cells.py", "from splitter_print.reading.writer import strip", "The reader's stages"),
    ("reading/locate/grid.py", "from splitter_print.reading.locate import search", "The locator's strategies"),
    ("reading/locate/markers.py", "from splitter_print.reading.locate import lattice", "The locator's strategies"),
    ("reading/locate/drawn.py", "from splitter_print.reading.locate import lattice", "The locator's strategies"),
    ("reading/locate/align.py", "from splitter_print.reading.locate import drawn", "The locator's strategies"),
    ("reading/locate/card.py", "from splitter_print.reading.locate import search", "The locator's strategies"),
    ("reading/decode.py", "import splitter_testkit.synth", "never imports the test kit"),
    ("reading/scan.py", "import hypothesis", "never imports the test kit"),
    ("reading/photo/load.py", "import pypdfium2", "pdfium (the optional pdf extra)"),
])
def test_a_wrong_import_breaks_its_contract(tmp_path: Path, module: str, wrong_import: str, broken: str) -> None:
    copy = tmp_path / "splitter_print"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", "models"))
    target = copy / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{wrong_import}  # noqa\n", encoding="utf-8")
    run = lint_imports(tmp_path)
    assert run.returncode == 1, run.stdout[-3000:]
    broken_lines = [line for line in run.stdout.splitlines() if "BROKEN" in line]
    assert any(broken in line for line in broken_lines), run.stdout[-3000:]
