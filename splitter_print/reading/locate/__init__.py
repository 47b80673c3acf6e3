"""Where the sheets lie in a photo: one homography per sheet, found by the strategies
(markers, squares, lattice, drawn sheet) and chosen among by :mod:`.search`."""
