"""What the library tells a person, as data: a message key with its fields, never a sentence.

A :class:`Message` is filed in the catalogue (:mod:`splitter_print.text`) under its English
template, ``"{file}: not an image ..."``; the faces say it in the player's language with
:func:`~splitter_print.text.say`, and ``str()`` gives the English line (logs, JSON). A field
may hold another message, or a tuple of them, said in the same language.

The library never writes a command-line flag or a page's button into a message: where the
remedy depends on the face, the error carries a :class:`Remedy` and each face words it its
own way (the command line names its option, the page its button).

:class:`SplitterError` lives here, beside the message it carries, so that the catalogue needs
nothing above it; :mod:`splitter_print.errors` is where the rest of the package imports it from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType


@dataclass(frozen=True, init=False)
class Message:
    """A catalogue key (the English template) and the values of its fields.

    >>> Message("{count:w} lone 1s", count=3).fields["count"]
    3
    """

    key: str
    fields: Mapping[str, object]

    def __init__(self, key: str, /, **fields: object) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "fields", MappingProxyType(dict(fields)))

    def __str__(self) -> str:
        from splitter_print.text import say

        return say(self, "en")

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((name, repr(value)) for name, value in self.fields.items()))))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.key, dict(self.fields)) == (other.key, dict(other.fields))

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its key and fields (a reading worker sends its errors to the parent)."""
        return _message, (self.key, dict(self.fields))


def _message(key: str, fields: dict[str, object]) -> Message:
    return Message(key, **fields)


class Remedy(Enum):
    """What a person can do about an error, worded by each face (its option, its button)."""

    CHOOSE_PAD = "choose_pad"
    """Name the pad the photo shows (or let the reader decide): ``field pad`` is the one it shows."""
    GIVE_LAYOUT = "give_layout"
    """Give the layout file the sheet was printed from (its QR code names no shipped pad)."""
    OWN_LAYOUT = "own_layout"
    """A layout of one's own is given as its file, not by a name."""
    OTHER_ENGINE = "other_engine"
    """Read the digits with the other engine: ``field engine`` names it."""
    NEXT_SERIAL = "next_serial"
    """Print the rest in another run, its first serial number ``field next``."""
    PIPE_PHOTO = "pipe_photo"
    """Send a photo on standard input (nothing came)."""


class SplitterError(ValueError):
    """A problem with the user's input, said as a :class:`Message`; never a bug in the program.

    Built like a message (``SplitterError(key, **fields)``) or from one; ``remedy`` says what
    the face should offer (:class:`Remedy`).
    """

    def __init__(self, message: Message | str, /, *, remedy: Remedy | None = None, **fields: object) -> None:
        self.message = message if isinstance(message, Message) else Message(message, **fields)
        self.remedy = remedy
        super().__init__(self.message.key)

    def __str__(self) -> str:
        return str(self.message)

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled with its state whatever the subclass's own arguments (a worker sends it back)."""
        return _error, (type(self), self.args, dict(self.__dict__))


SplitterError.__module__ = "splitter_print.errors"
"""Named where the package imports it from, in tracebacks and pickles alike."""


def _error(cls: type[SplitterError], args: tuple[object, ...], state: dict[str, object]) -> SplitterError:
    error = cls.__new__(cls)
    Exception.__init__(error, *args)
    error.__dict__.update(state)
    return error


class UnknownLanguageError(SplitterError):
    """A language the catalogue does not speak."""
