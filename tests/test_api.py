"""The public API: the names ``splitter_print`` offers, and that the game core imports light."""

from __future__ import annotations

import subprocess
import sys

import pytest

import splitter_print


@pytest.mark.parametrize("name", splitter_print.__all__)
def test_every_public_name_resolves(name: str) -> None:
    assert getattr(splitter_print, name) is not None


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_thing"):
        splitter_print.no_such_thing  # noqa: B018


def test_importing_the_package_loads_neither_opencv_nor_reportlab() -> None:
    code = ("import sys, splitter_print; splitter_print.score_sheet; "
            "print(sorted(m for m in ('cv2', 'reportlab', 'numpy') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_printer_is_loaded_when_first_asked_for() -> None:
    code = "import sys, splitter_print; splitter_print.write_pads; print('reportlab' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "True"
