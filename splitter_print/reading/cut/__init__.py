"""From a located sheet to one normalised image per space, the printed symbols taken out."""
