"""The writer's own hand: the calibration strip and the sheet as its own calibration."""
