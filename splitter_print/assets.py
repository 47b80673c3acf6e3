"""Where the files shipped with the package live: layouts, fonts and the digit model.

In an installed wheel they sit inside the package (``splitter_print/layouts``); in a source
checkout they are the repository's top-level folders. Both cases look the same to callers.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def asset_dir(name: str) -> Path:
    """The folder of shipped ``name`` files (``"layouts"``, ``"fonts"`` or ``"models"``).

    >>> (asset_dir("layouts") / "a.toml").is_file()
    True
    """
    packaged = Path(str(resources.files("splitter_print"))) / name
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / name
