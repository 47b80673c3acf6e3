"""Photos whose print says little of which way up a sheet lies: everything printed outside the
pattern of spaces (our panel, markers and QR code; the publisher's panel and card) painted over
with paper grey, leaving the grid and the writing alone to tell (or, asked, the printed title and
pad letter too)."""

from __future__ import annotations

import cv2
import numpy as np

from splitter_print.paper.geometry import Rect, sheet_geometry
from splitter_print.reading.cut.printed import printed_words
from splitter_print.reading.locate.card import CardStyle
from splitter_testkit.official import official_card
from splitter_testkit.synth import SyntheticPhoto

PAPER_GREY = (218, 218, 216)
"""BGR of the paint laid over the print's cues."""


def outline(rect: Rect, homography: np.ndarray) -> np.ndarray:
    """``rect`` (sheet mm) as a polygon of photo pixels under ``homography``."""
    corners = np.array([rect.corners], np.float64)
    return np.round(cv2.perspectiveTransform(corners, homography)[0]).astype(np.int32)


def weakened(shot: SyntheticPhoto, style: str, words: bool = False) -> np.ndarray:
    """``shot``'s photo with every printed cue outside each sheet's pattern painted over
    (``style`` as the photo was made: the publisher's card is larger than our sheet); with
    ``words``, the printed title's and pad letter's places are left as printed
    (:func:`~splitter_print.reading.cut.printed.printed_words`), so that only the grid, the
    writing and the words can tell which way up the sheet lies."""
    image = shot.image.copy()
    card = CardStyle.PUBLISHERS if style == "official" else CardStyle.OURS
    for truth in shot.sheets:
        geometry = sheet_geometry(truth.layout)
        outer = official_card(truth.layout) if style == "official" else Rect(0, 0, geometry.width, geometry.height)
        mask = np.zeros(image.shape[:2], np.uint8)
        cv2.fillConvexPoly(mask, outline(outer.inset(-1.0), truth.homography), 255)
        cv2.fillConvexPoly(mask, outline(geometry.plate.inset(-0.5), truth.homography), 0)
        kept = printed_words(truth.layout, card) if words else ()
        for word in kept:
            cv2.fillConvexPoly(mask, outline(word.rect, truth.homography), 0)
        image[mask > 0] = PAPER_GREY
    return image
