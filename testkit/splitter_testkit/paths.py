"""Where the test kit finds the repository's files and the shared handwriting data: one place.

The kit runs from a source checkout (it is installed editable by ``make setup``), so the
repository is found by walking up to the ``pyproject.toml`` that names ``splitter-print``.
The handwriting data lives outside the repository; ``SPLITTER_DATA`` names it, and it
defaults to ``../shared/data`` beside the checkout, where the development workspace keeps it.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

DATA_VARIABLE = "SPLITTER_DATA"


@cache
def repository() -> Path:
    """The source checkout the kit belongs to.

    >>> (repository() / "examples").is_dir()
    True
    """
    here = Path(__file__).resolve()
    for folder in here.parents:
        project = folder / "pyproject.toml"
        if project.is_file() and 'name = "splitter-print"' in project.read_text(encoding="utf-8"):
            return folder
    raise FileNotFoundError(f"{here} is not inside a splitter_print checkout")


def examples() -> Path:
    """The repository's shipped examples (photo, sheets, roll log)."""
    return repository() / "examples"


def data_dir() -> Path:
    """The shared handwriting data: ``$SPLITTER_DATA``, else ``../shared/data`` beside the checkout."""
    named = os.environ.get(DATA_VARIABLE)
    return Path(named) if named else repository().parent / "shared" / "data"


def fixture(name: str) -> Path:
    """A file the kit ships in its ``fixtures`` folder (e.g. ``heldout_digits.npz``)."""
    return Path(__file__).resolve().with_name("fixtures") / name


def tool(name: str) -> ModuleType:
    """The script ``tools/<name>.py`` imported by path (tools/ is not a package), registered
    under its name so that its dataclasses resolve their module and its own imports of other
    tools find them."""
    path = repository() / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
