"""The one error type the faces turn into a single clear line and an exit code or status.

Every fault a user can cause (a bad layout, sheet, roll log, photo or argument) raises
:class:`SplitterError` (or a subclass) carrying a :class:`~splitter_print.text.message.Message`
that starts with the file it concerns; the faces say it in the player's language.
"""

from __future__ import annotations

from enum import IntEnum

from splitter_print.text.message import Message, Remedy, SplitterError

__all__ = ["ExitStatus", "Message", "Remedy", "SplitterError"]


class ExitStatus(IntEnum):
    """What the ``splitter`` command's exit code says, the same for every command.

    >>> int(ExitStatus.PROBLEM)
    1
    """

    OK = 0
    """Every input was processed and nothing was found wrong."""
    PROBLEM = 1
    """Processed, but some input failed or a check found a problem (a sheet not holding the rolls)."""
    USAGE = 2
    """Bad usage, or nothing could be read."""

    @classmethod
    def of_run(cls, done: int, failed: int, problems: int = 0) -> ExitStatus:
        """The status of a run over several inputs: ``done`` processed, ``failed`` not, and
        ``problems`` found among those processed.

        >>> ExitStatus.of_run(3, 0), ExitStatus.of_run(2, 1), ExitStatus.of_run(0, 2), ExitStatus.of_run(1, 0, 1)
        (<ExitStatus.OK: 0>, <ExitStatus.PROBLEM: 1>, <ExitStatus.USAGE: 2>, <ExitStatus.PROBLEM: 1>)
        """
        if not done:
            return cls.USAGE
        return cls.PROBLEM if failed or problems else cls.OK
