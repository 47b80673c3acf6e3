"""Large buffers on fresh pages, as in a new ``splitter scan`` process: the speed benches'
scan ÷ decode ratios would otherwise follow the C allocator's state.

A 12 MP photo decoded in colour needs a 36 MB buffer, above glibc's largest automatic mmap
threshold (32 MB): each decode maps fresh pages and pays their page faults (52 ms for a made
12 MP JPEG on the development machine), unless the process happens to reuse freed memory
(27 ms), which some bench runs did and others not, halving or doubling their ratios. Fixing the
threshold at glibc's initial 128 KiB puts every large buffer, the decode's and the scan's, on
fresh pages in every run, as in a process that scans one photo.
"""

from __future__ import annotations

import ctypes
import ctypes.util

M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameter number for the mmap threshold (``malloc.h``)."""
FRESH_THRESHOLD = 128 * 1024


def as_in_a_fresh_process() -> None:
    """Fix the mmap threshold (glibc only), or say that the ratios may follow the allocator."""
    if not fresh_pages():
        print("(large buffers as the C library gives them: ratios may follow its state, see fresh_memory.py)")


def fresh_pages() -> bool:
    """Fix the mmap threshold at :data:`FRESH_THRESHOLD`; whether it could be set."""
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    try:
        mallopt = ctypes.CDLL(name).mallopt
    except (OSError, AttributeError):
        return False
    return bool(mallopt(M_MMAP_THRESHOLD, FRESH_THRESHOLD))
