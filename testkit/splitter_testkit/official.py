"""A look-alike of the publisher's printed pad, drawn after ``../shared/OFFICIAL_PAD.md``.

Test tool only (the product prints only its own pads): the photo maker lays this raster down
for ``style="official"``. The card is drawn in our sheet's millimetres (the frame of
:func:`~splitter_print.paper.geometry.sheet_geometry`), scaled so that its pitch is ours and
every space centre lies where our geometry puts it; so a photo's truth homography means the
same for both looks. What is drawn, as measured on the real pad (``p`` the pitch):

- a landscape card 12.2 p x 7.7 p, printed edge to edge; the grid zone from 31.7 % of the
  width, its top 0.23 p below the card's top; under it, half the time, the pad's stack edge;
- the grid zone's background from near black at the top to bright blue at the bottom; the
  side panel from near black through deep orange to bright orange, with a yellow glow band;
- spaces as light sky-blue cells that touch, divided by thin (0.045 p) dark lines, each block
  with a soft glow; the centre divider dashed, with a cream triangle at each outer end;
- star spaces mid-blue with an off-white star; heart spaces a mid-blue ring, a cream inset
  and a blue heart; the pad letter in a hole at the right; the panel's title, six number
  boxes (a heart box on a pad with hearts), the star text, the total box and two dice.

>>> from splitter_print.game.layout import load_layout
>>> card = official_card(load_layout("A"))
>>> round(card.w / 15.0, 1), round(card.h / 15.0, 1)
(12.2, 7.7)
"""

from __future__ import annotations

import math
from collections.abc import Callable

import cv2
import numpy as np

from splitter_print.game.layout import Layout
from splitter_print.paper.geometry import Rect, sheet_geometry

WIDTH_P, HEIGHT_P = 12.2, 7.7
"""The card's size in pitches."""
GRID_LEFT, GRID_TOP_P = 0.317, 0.23
"""Where the grid's outer edge starts: a share of the width, and pitches below the top."""
PANEL_END = 0.29
LINE_P = 0.045
"""Divider width as a share of the pitch."""
# Colours as BGR, from the measured hex values.
NAVY_TOP = (0x21, 0x20, 0x1D)
NAVY = (0x42, 0x31, 0x19)
HOLE_BLUE = (0x8A, 0x52, 0x01)
BRIGHT_BLUE = (0xC7, 0x76, 0x01)
CELL = (0xE0, 0xC4, 0x9C)
STAR_CELL = (0xDB, 0xAD, 0x6F)
STAR = (0xF0, 0xF4, 0xF4)
HEART_INSET = (0xDA, 0xD7, 0xC8)
HEART = (0xE2, 0xBB, 0x7E)
DIVIDER = (0x40, 0x26, 0x10)
PANEL_TOP = (0x0B, 0x19, 0x1C)
PANEL_MID = (0x02, 0x5F, 0xD8)
PANEL_BOTTOM = (0x01, 0x84, 0xF9)
GLOW_YELLOW = (0x04, 0xCB, 0xF2)
BOX = (0xCB, 0xD4, 0xDE)
CREAM = (0xC8, 0xE4, 0xF0)
LETTER = (0xB7, 0x74, 0x03)
DIE = (0x50, 0x28, 0x10)


def official_card(layout: Layout) -> Rect:
    """The card's rectangle in our sheet's millimetres (it may start left of or above 0)."""
    geometry = sheet_geometry(layout)
    p = geometry.pitch
    x0, y0 = geometry.cell_center((0, 0))
    width = max(WIDTH_P, layout.cols / (1 - GRID_LEFT - 0.025)) * p
    height = max(HEIGHT_P, layout.rows + GRID_TOP_P + 0.47) * p
    return Rect(x0 - p / 2 - GRID_LEFT * width, y0 - p / 2 - GRID_TOP_P * p, width, height)


def lerp_colours(stops: list[tuple[float, tuple[int, int, int]]], t: np.ndarray) -> np.ndarray:
    """Colours at positions ``t`` (0-1) of a gradient through ``stops`` (position, BGR), as float32 (n, 3)."""
    at = [s for s, _ in stops]
    return np.stack([np.interp(t, at, [c[i] for _, c in stops]) for i in range(3)], axis=-1).astype(np.float32)


def official_raster(layout: Layout, px_per_mm: float, rng: np.random.Generator) -> np.ndarray:
    """The blank card at ``px_per_mm`` (BGR), with small print variation drawn from ``rng``:
    colour and brightness of the inks, the width of the dividers, the stack edge below."""
    card = official_card(layout)
    geometry = sheet_geometry(layout)
    p = geometry.pitch * px_per_mm
    h, w = round(card.h * px_per_mm), round(card.w * px_per_mm)

    def px(x_mm: float, y_mm: float) -> tuple[float, float]:
        return ((x_mm - card.x) * px_per_mm, (y_mm - card.y) * px_per_mm)

    t = np.linspace(0, 1, h)
    blue = lerp_colours([(0, NAVY_TOP), (0.18, NAVY), (0.55, HOLE_BLUE), (1, BRIGHT_BLUE)], t)
    orange = lerp_colours([(0, PANEL_TOP), (0.3, (0x10, 0x30, 0x70)), (0.65, PANEL_MID), (1, PANEL_BOTTOM)], t)
    xs = np.arange(w) / w
    panel_share = np.clip((PANEL_END + 0.012 - xs) / 0.012, 0, 1).astype(np.float32)
    image = orange[:, None] * panel_share[None, :, None] + blue[:, None] * (1 - panel_share[None, :, None])
    glow = np.exp(-((xs - (PANEL_END - 0.01)) / 0.012) ** 2).astype(np.float32)
    image += (np.array(GLOW_YELLOW, np.float32) - image) * (0.85 * glow)[None, :, None] * (0.3 + 0.7 * t)[:, None, None]
    image = np.clip(image, 0, 255).astype(np.uint8)
    draw_grid(image, layout, p, px, rng)
    draw_panel(image, layout, p, (w, h), rng)
    cv2.circle(image, (round(w - 0.25 * p), round(0.12 * p)), max(1, round(0.03 * p)), (150, 150, 150), -1)
    return print_variation(image, rng)


def draw_grid(image: np.ndarray, layout: Layout, p: float, px: Callable[[float, float], tuple[float, float]],
              rng: np.random.Generator) -> None:
    """The spaces: touching light cells with thin dividers, glow, stars, hearts, the dashed
    centre line, its triangles and the pad letter."""
    geometry = sheet_geometry(layout)
    corner = np.array(px(*geometry.cell_center((0, 0)))) - p / 2

    def at(row: float, col: float) -> tuple[int, int]:
        return (round(corner[0] + col * p), round(corner[1] + row * p))

    mask = np.zeros(image.shape[:2], np.uint8)
    for row, col in layout.spaces:
        cv2.rectangle(mask, at(row, col), at(row + 1, col + 1), 255, -1)
    halo = cv2.GaussianBlur(cv2.dilate(mask, np.ones((3, 3), np.uint8)), (0, 0), 0.12 * p).astype(np.float32) / 255
    glow = (0.45 * halo * (1 - mask / 255.0))[..., None]
    image[:] = np.clip(image * (1 - glow) + np.array((0xF0, 0xB0, 0x40), np.float32) * glow, 0, 255).astype(np.uint8)
    line = max(1, round(LINE_P * p * rng.uniform(0.8, 1.2)))
    for row, col in layout.spaces:
        colour = STAR_CELL if (row, col) in layout.stars else CELL
        cv2.rectangle(image, at(row, col), at(row + 1, col + 1), colour, -1)
        if (row, col) in layout.stars:
            star(image, at(row + 0.5, col + 0.5), 0.36 * p, STAR)
        if (row, col) in layout.hearts:
            cv2.rectangle(image, at(row, col), at(row + 1, col + 1), STAR_CELL, -1)
            cv2.rectangle(image, at(row + 0.105, col + 0.105), at(row + 0.895, col + 0.895), HEART_INSET, -1)
            heart(image, at(row + 0.52, col + 0.5), 0.45 * p, HEART)
    centre = layout.cols // 2
    for row, col in layout.spaces:
        for d_row, d_col in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if d_row:
                ends = (at(row + (d_row > 0), col), at(row + (d_row > 0), col + 1))
            else:
                ends = (at(row, col + (d_col > 0)), at(row + 1, col + (d_col > 0)))
            inner = (row + d_row, col + d_col) in layout.spaces
            if d_col == 1 and col + 1 == centre and inner:
                dashed(image, ends, 0.10 * p, 0.09 * p, line)
            elif not (d_col == -1 and col == centre and inner):
                cv2.line(image, *ends, DIVIDER, line)
    for row, sign in ((0, 1), (layout.rows - 1, -1)):
        if (row, centre - 1) in layout.spaces and (row, centre) in layout.spaces:
            base = np.array(at(row + (sign < 0), centre), np.float64)
            points = np.array([base + (-0.15 * p, 0), base + (0.15 * p, 0), base + (0, sign * 0.23 * p)])
            cv2.fillConvexPoly(image, np.round(points).astype(np.int32), CREAM)
            cv2.polylines(image, [np.round(points).astype(np.int32)], True, DIVIDER, max(1, line // 2))
    holes = [(r, c) for r in range(layout.rows) for c in range(layout.cols) if (r, c) not in layout.spaces]
    if holes:
        row, col = max(holes, key=lambda cell: (cell[1], abs(cell[0] - layout.rows / 2) < 1.6, cell[0]))
        text(image, layout.name[:1], at(row + 0.5, col + 0.5), 0.9 * p, LETTER, thick=0.16)


def dashed(image: np.ndarray, ends: tuple[tuple[int, int], tuple[int, int]], dash: float, gap: float,
           width: int) -> None:
    """A dashed line of ``dash``-long strokes and ``gap``-long gaps (pixels)."""
    start, stop = np.array(ends, np.float64)
    length = float(np.linalg.norm(stop - start))
    unit = (stop - start) / max(length, 1e-9)
    at = 0.0
    while at < length:
        a, b = start + unit * at, start + unit * min(at + dash, length)
        cv2.line(image, tuple(np.round(a).astype(int)), tuple(np.round(b).astype(int)), DIVIDER, width)
        at += dash + gap


def star(image: np.ndarray, centre: tuple[int, int], radius: float, colour: tuple[int, int, int]) -> None:
    """An upright filled five-pointed star."""
    angles = [-math.pi / 2 + k * math.pi / 5 for k in range(10)]
    points = [(centre[0] + (radius if k % 2 == 0 else 0.42 * radius) * math.cos(a),
               centre[1] + 0.1 * radius + (radius if k % 2 == 0 else 0.42 * radius) * math.sin(a))
              for k, a in enumerate(angles)]
    cv2.fillPoly(image, [np.round(points).astype(np.int32)], colour, cv2.LINE_AA)


def heart(image: np.ndarray, centre: tuple[int, int], width: float, colour: tuple[int, int, int]) -> None:
    """A filled heart ``width`` pixels wide."""
    s = np.linspace(0, 2 * math.pi, 60)
    x = 16 * np.sin(s) ** 3
    y = -(13 * np.cos(s) - 5 * np.cos(2 * s) - 2 * np.cos(3 * s) - np.cos(4 * s))
    points = np.stack([centre[0] + x * width / 34, centre[1] + y * width / 38], axis=1)
    cv2.fillPoly(image, [np.round(points).astype(np.int32)], colour, cv2.LINE_AA)


def text(image: np.ndarray, words: str, centre: tuple[float, float], height: float, colour: tuple[int, int, int],
         thick: float = 0.12, outline: tuple[int, int, int] | None = None) -> None:
    """``words`` centred on ``centre``, capital letters ``height`` pixels tall."""
    font = cv2.FONT_HERSHEY_DUPLEX
    scale = height / 22.0
    weight = max(1, round(thick * height))
    (tw, th), _ = cv2.getTextSize(words, font, scale, weight)
    origin = (round(centre[0] - tw / 2), round(centre[1] + th / 2))
    if outline is not None:
        cv2.putText(image, words, origin, font, scale, outline, weight + max(2, round(0.08 * height)), cv2.LINE_AA)
    cv2.putText(image, words, origin, font, scale, colour, weight, cv2.LINE_AA)


def rounded_box(image: np.ndarray, x: float, y: float, w: float, h: float, colour: tuple[int, int, int]) -> None:
    """A filled box with rounded corners (top-left ``x, y``; pixels)."""
    r = max(1, round(0.25 * min(w, h)))
    x0, y0, x1, y1 = round(x), round(y), round(x + w), round(y + h)
    cv2.rectangle(image, (x0 + r, y0), (x1 - r, y1), colour, -1)
    cv2.rectangle(image, (x0, y0 + r), (x1, y1 - r), colour, -1)
    for cx, cy in ((x0 + r, y0 + r), (x1 - r, y0 + r), (x0 + r, y1 - r), (x1 - r, y1 - r)):
        cv2.circle(image, (cx, cy), r, colour, -1, cv2.LINE_AA)


def draw_panel(image: np.ndarray, layout: Layout, p: float, size: tuple[int, int], rng: np.random.Generator) -> None:
    """The side panel: title, one box per number (and the heart box), the star text, the total
    box, and two dice on the boundary with the grid zone."""
    w, h = size
    text(image, "SPLITTER", (0.145 * w, 0.06 * h), 0.075 * h, (245, 245, 245), 0.13, outline=(20, 20, 30))
    rows = 7 if layout.hearts else 6
    for index in range(rows):
        y = 0.16 * h + index * 0.08 * h
        x = 0.03 * w
        side = 0.5 * p
        cv2.rectangle(image, (round(x), round(y)), (round(x + side), round(y + side)),
                      CREAM if index == 6 else (40, 30, 25), -1)
        cv2.rectangle(image, (round(x), round(y)), (round(x + side), round(y + side)), (200, 200, 200), 1)
        if index == 6:
            heart(image, (round(x + side / 2), round(y + side / 2)), 0.35 * p, (0x20, 0x70, 0xF0))
        else:
            text(image, str(index + 1), (x + side / 2, y + side / 2), 0.33 * p, (250, 250, 250))
        rounded_box(image, x + side + 0.15 * p, y - 0.02 * p, 1.1 * p, 0.55 * p, BOX)
    y = 0.16 * h + rows * 0.08 * h
    star(image, (round(0.07 * w), round(y + 0.2 * p)), 0.18 * p, (250, 250, 250))
    text(image, "x2", (0.12 * w, y + 0.2 * p), 0.3 * p, (250, 250, 250))
    rounded_box(image, 0.03 * w, 0.86 * h, 0.2 * w, 0.09 * h, BOX)
    low = bool(rng.random() < 0.5)
    for top in ((0.70, 0.84) if low else (0.35, 0.52)):
        die(image, (PANEL_END * w, (top + 0.05) * h), 0.9 * p, int(rng.integers(1, 7)))


def die(image: np.ndarray, centre: tuple[float, float], side: float, number: int) -> None:
    """A dark navy die with white pips, a soft glow around it."""
    x, y = centre[0] - side / 2, centre[1] - side / 2
    rounded_box(image, x - 0.06 * side, y - 0.06 * side, 1.12 * side, 1.12 * side, (0x90, 0x60, 0x30))
    rounded_box(image, x, y, side, side, DIE)
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
            5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    for dx, dy in pips[number]:
        cv2.circle(image, (round(centre[0] + dx * 0.27 * side), round(centre[1] + dy * 0.27 * side)),
                   max(1, round(0.09 * side)), (245, 245, 245), -1, cv2.LINE_AA)


def print_variation(image: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Another print run: each ink channel a little stronger or weaker, the whole a little
    brighter or darker."""
    gain = rng.uniform(0.88, 1.12, 3) * rng.uniform(0.9, 1.1)
    offset = rng.uniform(-12, 12, 3)
    return np.clip(image.astype(np.float32) * gain + offset, 0, 255).astype(np.uint8)
