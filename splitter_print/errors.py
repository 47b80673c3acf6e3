"""The one error type the command line turns into a single clear line and an exit code.

Every fault a user can cause (a bad layout, sheet, roll log, photo or argument) raises a
subclass of :class:`SplitterError` whose message starts with the file it concerns.
"""


class SplitterError(ValueError):
    """A problem with the user's input, worded for the user; never a bug in the program."""
