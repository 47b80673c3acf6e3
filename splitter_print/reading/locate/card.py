"""Whose card a sheet is printed on, ours or the publisher's, and what the reader does
differently for each: decided once, by :func:`card_style`, wherever a sheet is placed.

>>> CardStyle.OURS.has_qr, CardStyle.PUBLISHERS.has_strip, CardStyle.PUBLISHERS.smoothed
(True, False, True)

A style is one member with its :class:`Card`: the locator, the cutter and the symbols read
each trait from there, so a third style is one more member (and what tells it apart in
:func:`card_style`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import numpy as np

from splitter_print.game.layout import Layout
from splitter_print.reading.geometry import mm_to_lattice
from splitter_print.reading.locate.lattice import dark_holes


@dataclass(frozen=True)
class Card:
    """What one card style prints and how its sheets are read."""

    name: str
    """The style's name: it keeps each style a member of its own, even two printed alike."""
    qr: bool
    """Whether its sheets carry a QR code naming the pad and sheet (worth looking for)."""
    strip: bool
    """Whether its sheets print the player's calibration strip beside the spaces (the
    publisher's side panel lies there, and what is printed on it is no player's hand)."""
    smoothed: bool
    """Whether its spaces are cut smoothed where the photo was enlarged
    (:func:`~splitter_print.reading.cut.cells.smoothed`): the publisher's light cells on their
    dark card show the enlargement's ringing, ours do not."""
    lattice: bool
    """Whether its spaces touch, so that the lattice strategy places it and turns it by its
    side panel: once the card shows, its place is sure, and a sheet of it too small for the
    panel's boxes is left to the lattice search."""
    symbols: str
    """Which print of the star and heart symbols it carries (the ``Symbol`` prefix, ``ours``
    or ``official``)."""


class CardStyle(Enum):
    """The card a sheet is printed on: ours (light plate, markers, QR code, calibration strip)
    or the publisher's (light cells on a dark-to-bright card, an orange side panel)."""

    OURS = Card("ours", qr=True, strip=True, smoothed=False, lattice=False, symbols="ours")
    PUBLISHERS = Card("publishers", qr=False, strip=False, smoothed=True, lattice=True, symbols="official")

    @property
    def has_qr(self) -> bool:
        """:attr:`Card.qr`."""
        return self.value.qr

    @property
    def has_strip(self) -> bool:
        """:attr:`Card.strip`."""
        return self.value.strip

    @property
    def smoothed(self) -> bool:
        """:attr:`Card.smoothed`."""
        return self.value.smoothed

    @property
    def lattice(self) -> bool:
        """:attr:`Card.lattice`."""
        return self.value.lattice


def card_style(image: np.ndarray, homography: np.ndarray, layout: Layout) -> CardStyle:
    """The card of the sheet of ``layout`` that ``homography`` (sheet mm -> ``image``'s pixels)
    places in the grey or BGR ``image``: the publisher's when the holes between its spaces are
    dark (:func:`~.lattice.dark_holes`), ours, whose plate is light, otherwise.

    >>> from splitter_print.game.layout import load_layout
    >>> from splitter_print.paper.geometry import sheet_geometry
    >>> b = load_layout("B")
    >>> g = sheet_geometry(b)
    >>> card = np.full((round(g.height * 2), round(g.width * 2)), 40, np.uint8)
    >>> for rect in g.cells.values():
    ...     x, y = round(rect.x * 2), round(rect.y * 2); card[y:y + round(rect.h * 2), x:x + round(rect.w * 2)] = 200
    >>> twice = np.diag([2.0, 2.0, 1.0])
    >>> card_style(card, twice, b).name, card_style(np.full_like(card, 200), twice, b).name
    ('PUBLISHERS', 'OURS')
    """
    to_lattice = mm_to_lattice(layout)
    dark = dark_holes(image, homography @ np.linalg.inv(to_lattice), layout)
    return CardStyle.PUBLISHERS if dark else CardStyle.OURS
