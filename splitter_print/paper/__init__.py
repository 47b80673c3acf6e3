"""Where things sit on a printed sheet, in millimetres: the geometry, the identity code, labels, symbols."""
