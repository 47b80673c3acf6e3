"""Reading photos of filled sheets: load, locate, cut cells, recognise digits, decode.

Each step is a module with small functions that take and return plain arrays and dataclasses,
so that every step can be tested, timed and pictured on its own.
"""
