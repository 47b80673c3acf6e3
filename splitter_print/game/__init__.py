"""The game core: dice, pads, sheets, scoring, rating, the best sheet and advice; no pixels, no paper."""
