"""Reading photos of filled sheets, by stage, each a folder or module importing only below it:
``photo`` (decode, orientation, PDF pictures, quality) -> ``locate`` (the strategies behind one
``Locator``) | ``recognise`` (the digit engines) -> ``cut`` (one image per space) | ``decode``
-> ``writer`` (the writer's own hand) -> ``result`` -> ``scan`` | ``annotate``; shared plane
geometry in ``geometry``. See docs/reading.md.
"""
