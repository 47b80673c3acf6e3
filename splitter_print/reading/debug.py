"""Pictures of every pipeline step, for ``--debug DIR``: see what each step saw and decided.

A :class:`DebugSink` numbers the pictures in call order (``DIR/00-reduced.png``,
``DIR/01-dark.png``, ...), so the folder reads as the pipeline. Without a folder it keeps no
pictures, so steps can call :meth:`DebugSink.save` unconditionally. It also adds up the time
each step takes (:meth:`DebugSink.clock`), with or without a folder: the scan writes them to
``DIR/timings.json`` and into each reading's ``Evidence.timings``.

>>> DebugSink().save("nothing", None)  # no folder: a no-op
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
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
        self.timings: dict[str, float] = {}
        """Seconds spent per step so far (:meth:`clock`)."""
        self._inside: list[float] = []
        """Seconds of the clocks run inside each clock running now, innermost last."""
        if self.folder is not None:
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                raise SplitterError("{folder}: cannot make the folder: {error:any}", folder=str(self.folder),
                                    error=err.strerror or str(err)) from None

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

    @contextmanager
    def clock(self, step: str) -> Iterator[None]:
        """Add the time the block takes to ``timings[step]``, less the time of the clocks run
        inside it (a decode asked for in the middle of a search is the decode's), so that every
        second counts once.

        >>> sink = DebugSink()
        >>> with sink.clock("search"):
        ...     with sink.clock("decode"):
        ...         time.sleep(0.02)
        >>> sink.timings["search"] < 0.01 <= sink.timings["decode"]
        True
        """
        start = time.perf_counter()
        self._inside.append(0.0)
        try:
            yield
        finally:
            spent = time.perf_counter() - start
            self.timings[step] = self.timings.get(step, 0.0) + spent - self._inside.pop()
            if self._inside:
                self._inside[-1] += spent

    def save_timings(self, timings: Mapping[str, float]) -> None:
        """Keep ``timings`` (seconds per step) as ``DIR/timings.json``, in milliseconds."""
        if self.folder is None:
            return
        data = {step: round(1000 * seconds, 1) for step, seconds in timings.items()}
        write_atomic(self.folder / "timings.json", (json.dumps(data, indent=1) + "\n").encode())
