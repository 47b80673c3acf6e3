"""Where the sheets lie in a photo: one homography per sheet, found by the strategies
(markers, squares, lattice, drawn sheet; each a :class:`~.search.Locator`, listed in
:data:`~.search.LOCATORS`) and chosen among by :mod:`.search`; whose card a sheet is, ours or
the publisher's, is told by :mod:`.card`."""
