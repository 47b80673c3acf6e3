"""Pictures of things that are not score sheets but look like grids: the reader must refuse
every one with "no score sheet found". Each is drawn here, never committed as a file.

>>> chessboard().shape, keyboard().shape[2]
((2200, 2200), 3)
"""

from __future__ import annotations

import cv2
import numpy as np


def chessboard(border: bool = True) -> np.ndarray:
    """An 8 x 8 board of black and white squares, 2200 px, with or without a grey border."""
    side, margin = 2200, 100 if border else 0
    board = np.full((side, side), 128, np.uint8)
    square = (side - 2 * margin) // 8
    for row in range(8):
        for col in range(8):
            y, x = margin + row * square, margin + col * square
            board[y:y + square, x:x + square] = 250 if (row + col) % 2 == 0 else 15
    return board


def graph_paper() -> np.ndarray:
    """Squared paper: thin blue lines every 4 mm, bold ones every 2 cm."""
    paper = np.full((2000, 2600, 3), 250, np.uint8)
    for step, colour, width in ((40, (230, 200, 160), 1), (200, (200, 150, 100), 3)):
        for x in range(0, 2600, step):
            cv2.line(paper, (x, 0), (x, 2000), colour, width)
        for y in range(0, 2000, step):
            cv2.line(paper, (0, y), (2600, y), colour, width)
    return paper


def calendar() -> np.ndarray:
    """A month: a title and six rows of seven numbered boxes."""
    page = np.full((1800, 2400, 3), 255, np.uint8)
    cv2.putText(page, "NOVEMBER", (900, 140), cv2.FONT_HERSHEY_SIMPLEX, 3, (0, 0, 0), 6)
    for row in range(6):
        for col in range(7):
            x, y = 100 + col * 310, 200 + row * 260
            cv2.rectangle(page, (x, y), (x + 300, y + 250), (40, 40, 40), 3)
            day = row * 7 + col + 1
            if day <= 30:
                cv2.putText(page, str(day), (x + 15, y + 60), cv2.FONT_HERSHEY_SIMPLEX, 1.6, (0, 0, 0), 3)
    return page


def tiled_floor(seed: int = 1) -> np.ndarray:
    """Square tiles of slightly different greys with dark grout, seen at an angle."""
    rng = np.random.default_rng(seed)
    tiles = np.full((2400, 2400, 3), 90, np.uint8)
    for row in range(12):
        for col in range(12):
            shade = int(rng.integers(170, 210))
            tiles[row * 200 + 8:(row + 1) * 200 - 8, col * 200 + 8:(col + 1) * 200 - 8] = (shade, shade, shade - 10)
    square = np.float32([[0, 0], [2400, 0], [2400, 2400], [0, 2400]])
    seen = np.float32([[500, 300], [1900, 300], [2400, 1800], [0, 1800]])
    return cv2.warpPerspective(tiles, cv2.getPerspectiveTransform(square, seen), (2400, 1800))


def keyboard() -> np.ndarray:
    """Five staggered rows of light keys with letters on a dark case."""
    case = np.full((1000, 2600, 3), 40, np.uint8)
    letters = "QWERTYUIOPASDFGHJKLZXCVBNM"
    for row, keys in enumerate((14, 14, 13, 12, 8)):
        for col in range(keys):
            x, y = 60 + col * 175 + row * 40, 60 + row * 180
            cv2.rectangle(case, (x, y), (x + 160, y + 160), (220, 220, 220), -1)
            cv2.putText(case, letters[(row * 7 + col) % 26], (x + 55, y + 100), cv2.FONT_HERSHEY_SIMPLEX, 2,
                        (30, 30, 30), 4)
    return case
