"""Pictures of every pipeline step, for ``--debug DIR``: see what each step saw and decided.

A :class:`DebugSink` numbers the pictures in call order (``DIR/00-reduced.png``,
``DIR/01-dark.png``, ...), so the folder reads as the pipeline. Without a folder it does
nothing, so steps can call :meth:`DebugSink.save` unconditionally.

>>> DebugSink().save("nothing", None)  # no folder: a no-op
"""

from __future__ import annotations

import re
from pathlib import Path

import cv2
import numpy as np

from splitter_print.atomic import write_atomic
from splitter_print.errors import SplitterError


class DebugSink:
    """Writes ``DIR/NN-step.png`` for each :meth:`save` call, or nothing when ``folder`` is None."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else None
        self.count = 0
        if self.folder is not None:
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                raise SplitterError(f"{self.folder}: cannot make the folder: {err.strerror or err}") from None

    @property
    def active(self) -> bool:
        """Whether pictures are kept; steps may skip drawing an expensive picture when not."""
        return self.folder is not None

    def save(self, step: str, image: np.ndarray | None) -> None:
        """Keep ``image`` (BGR or grey, any numeric type) as the next numbered picture."""
        if self.folder is None or image is None:
            return
        name = f"{self.count:02d}-{re.sub(r'[^A-Za-z0-9_.-]+', '-', step)}.png"
        self.count += 1
        picture = image if image.dtype == np.uint8 else cv2.convertScaleAbs(image)
        ok, data = cv2.imencode(".png", picture)
        if not ok:
            return
        write_atomic(self.folder / name, data.tobytes())
