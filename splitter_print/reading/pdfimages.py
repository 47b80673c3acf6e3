"""The pictures inside PDFs, read without a renderer: what scanner apps and office scanners save.

A phone's "scan document" app or an office scanner saves each sheet as one big picture (an
image XObject) on a PDF page. Rather than drawing the page, this module finds that picture and
decodes it: the PDF's objects are parsed here (classic cross-reference tables, PDF 1.5
cross-reference and object streams, and a scan for ``N 0 obj`` when the table is broken), the
pages are walked in order, and on each page the largest picture drawn (also inside a form) is
decoded with zlib, numpy and OpenCV, turned as it is placed on the page and by the page's
``/Rotate``. Nothing is drawn, so a page costs what its JPEG costs.

Each page is read as a photo of its own, named ``scan.pdf#p2`` for page 2 (``#p`` so that it
never reads as ``photo.jpg#2``, a photo's second sheet); a PDF of one page keeps its plain name.
A pad printed by ``splitter pad`` holds no picture, only the empty pad drawn: it is refused
(and skipped in a folder), since reading it would score an empty sheet.

>>> page_name("scan.pdf", 2, 3), page_name("scan.pdf", 1, 1), split_page("night/scan.pdf#p12")
('scan.pdf#p2', 'scan.pdf', ('night/scan.pdf', 12))
"""

from __future__ import annotations

import binascii
import functools
import os
import re
import struct
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np

from splitter_print.errors import SplitterError
from splitter_print.paper.identity import PDF_CREATOR
from splitter_print.reading.jpeg import jpeg_size

MAX_DEPTH = 32
"""Deepest nesting followed: references to references, page-tree levels, forms in forms, arrays
in arrays. A hostile file's loops and towers stop here with one line."""
MAX_PAGES = 10_000
MAX_SAVED_STATES = 4096
"""Deepest ``q`` nesting followed in a content stream (real pages need a few dozen)."""
MAX_SECTIONS = 1000
"""Most cross-reference sections followed along ``/Prev`` (one per incremental save)."""
MAX_STREAM_BYTES = 64 * 1024 * 1024
"""Most bytes a stream other than a picture (page contents, object and cross-reference streams)
may inflate to: a zip bomb stops here."""
EXPORT = "export the page as a JPEG or PNG"
UNREAD_FILTERS = {"JBIG2Decode": "JBIG2, a black-and-white fax-style coding",
                  "CCITTFaxDecode": "CCITT fax coding",
                  "JPXDecode": "JPEG 2000"}
"""Picture codings scanners use that OpenCV cannot decode here: such a page is refused by name."""
_PAGE = re.compile(r"^(?P<file>.+)#p(?P<page>[1-9]\d*)$")
_SPACE = re.compile(rb"(?:[\x00\t\n\x0c\r ]+|%[^\r\n]*)+")
_REGULAR = re.compile(rb"[^\x00\t\n\x0c\r ()<>\[\]{}/%]+")
_WS = rb"[\x00\t\n\x0c\r ]"
_END = rb"(?![^\x00\t\n\x0c\r ()<>\[\]{}/%])"
"""Where a token ends: before white space, a delimiter, or the end."""
_INT = re.compile(rb"[+-]?\d+")
_REAL = re.compile(rb"[+-]?(?:\d+\.?\d*|\.\d+)")
_OBJ = re.compile(rb"(?<![0-9])(\d{1,10})" + _WS + rb"+(\d{1,5})" + _WS + rb"+obj" + _END)
_CONTENT = re.compile(rb"[(%qQcDB](?:(?<=[(%])|(?:(?<=c)m|(?<=D)o|(?<=B)I|(?<=[qQ]))" + _END + rb")")
"""What a content stream is scanned for: a string or comment to skip, and ``q``, ``Q``, ``cm``,
``Do`` and ``BI`` ending a word. Starting with a set of single characters, it lets the regular
expression engine leap between candidates: megabytes of drawing cost milliseconds."""
_INLINE_END = re.compile(_WS + rb"EI" + _END)
_LINE_END = re.compile(rb"[\r\n]")
_BEFORE_OPERATOR = frozenset(b"\x00\t\n\x0c\r ()<>[]{}%")
"""What may come just before an operator: not a letter of a longer word, nor the slash of a name."""
_REF = re.compile(_WS + rb"+(\d{1,5})" + _WS + rb"+R" + _END)
_XREF_ROW = re.compile(rb"[\x00\t\n\x0c\r ]*(\d{1,10})[ ]+(\d{1,5})[ ]+([nf])")
_XREF_SECTION = re.compile(rb"[\x00\t\n\x0c\r ]*(\d{1,10})[ ]+(\d{1,10})[ \t]*[\r\n]")
_ESCAPES = {ord("n"): b"\n", ord("r"): b"\r", ord("t"): b"\t", ord("b"): b"\b", ord("f"): b"\f"}


class PdfError(SplitterError):
    """A PDF or a page of it that cannot be read; the message is one line, ``"FILE: what is wrong"``
    once it leaves this module (inside, a damage found while parsing, named without the file)."""


class UnreadableError(PdfError):
    """A page read correctly whose picture cannot be used here (a coding, a size): said as it is,
    not as damage."""


class Name(str):
    """A PDF name (``/Type``), told apart from a keyword or operator."""


class Keyword(str):
    """A bare word: ``true``, ``obj``, ``stream``, or a content stream's operator (``cm``, ``Do``)."""


@dataclass(frozen=True)
class Ref:
    """An indirect reference ``num gen R``."""

    num: int
    gen: int = 0


@dataclass(frozen=True)
class Stream:
    """A stream object: its dictionary and its raw (still encoded) bytes."""

    info: dict[str, object]
    raw: bytes = field(repr=False)


Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Turn = tuple[int, int, int, int]
"""How a picture shows on the page, as the matrix ``(a, b, c, d)`` taking a step along its
columns and rows ``(col, row)`` to one across and down the page ``(a*col + b*row, c*col + d*row)``,
each entry -1, 0 or 1: ``(1, 0, 0, 1)`` as stored, ``(0, -1, 1, 0)`` a quarter turn clockwise."""


# ---- objects ------------------------------------------------------------------------------


def skip_space(data: bytes, pos: int) -> int:
    """The position of the next token after white space and comments."""
    match = _SPACE.match(data, pos)
    return match.end() if match else pos


def parse(data: bytes, pos: int, depth: int = 0) -> tuple[object, int]:
    """The object starting at ``pos`` (after white space) and the position after it.

    >>> parse(b"<< /Type /Page /Kids [3 0 R] /N -1.5 /S (a\\\\)b) >>", 0)[0]
    {'Type': 'Page', 'Kids': [Ref(num=3, gen=0)], 'N': -1.5, 'S': b'a)b'}
    """
    if depth > MAX_DEPTH:
        raise PdfError("objects nested too deeply")
    pos = skip_space(data, pos)
    if pos >= len(data):
        raise PdfError("the file ends inside an object")
    char = data[pos:pos + 1]
    if char == b"/":
        match = _REGULAR.match(data, pos + 1)
        raw = match.group() if match else b""
        return name_of(raw), pos + 1 + len(raw)
    if char == b"(":
        return literal_string(data, pos + 1)
    if data.startswith(b"<<", pos):
        return parse_dict(data, pos + 2, depth)
    if char == b"<":
        end = data.find(b">", pos)
        if end < 0:
            raise PdfError("a hex string never ends")
        return hex_bytes(data[pos + 1:end]), end + 1
    if char == b"[":
        items: list[object] = []
        pos += 1
        while True:
            pos = skip_space(data, pos)
            if data.startswith(b"]", pos):
                return items, pos + 1
            item, pos = parse(data, pos, depth + 1)
            items.append(item)
    match = _REGULAR.match(data, pos)
    if match is None:
        raise PdfError(f"unexpected {char!r} at byte {pos}")
    token, end = match.group(), match.end()
    if _INT.fullmatch(token):
        follows = _REF.match(data, end)
        if follows and not token.startswith((b"-", b"+")):
            return Ref(int(token), int(follows[1])), follows.end()
        return int(token), end
    if _REAL.fullmatch(token):
        return float(token), end
    word = token.decode("latin-1")
    return {"true": True, "false": False, "null": None}.get(word, Keyword(word)), end


def name_of(raw: bytes) -> Name:
    """A name from its bytes after the slash, ``#xx`` escapes undone.

    >>> name_of(b"Im#201")
    'Im 1'
    """
    return Name(re.sub(rb"#([0-9A-Fa-f]{2})", lambda m: bytes([int(m[1], 16)]), raw).decode("latin-1"))


def parse_dict(data: bytes, pos: int, depth: int) -> tuple[dict[str, object], int]:
    """A dictionary's entries, from just after its ``<<``."""
    entries: dict[str, object] = {}
    while True:
        pos = skip_space(data, pos)
        if data.startswith(b">>", pos):
            return entries, pos + 2
        key, pos = parse(data, pos, depth + 1)
        if not isinstance(key, Name):
            raise PdfError(f"a dictionary key is not a name at byte {pos}")
        value, pos = parse(data, pos, depth + 1)
        entries[str(key)] = value


def literal_string(data: bytes, pos: int) -> tuple[bytes, int]:
    """A ``(...)`` string from just after its opening parenthesis: balanced parentheses and escapes."""
    out = bytearray()
    level = 1
    special = re.compile(rb"[()\\]")
    while True:
        match = special.search(data, pos)
        if match is None:
            raise PdfError("a string never ends")
        out += data[pos:match.start()]
        char, pos = match.group(), match.end()
        if char == b"\\":
            code = data[pos] if pos < len(data) else 0
            octal = re.match(rb"[0-7]{1,3}", data[pos:pos + 3])
            if octal:
                out.append(int(octal.group(), 8) & 0xFF)
                pos += len(octal.group())
            elif code in _ESCAPES:
                out += _ESCAPES[code]
                pos += 1
            elif data.startswith(b"\r\n", pos):
                pos += 2
            elif code in b"\r\n":
                pos += 1
            else:
                out.append(code)
                pos += 1
            continue
        level += 1 if char == b"(" else -1
        if level == 0:
            return bytes(out), pos
        out += char


def hex_bytes(text: bytes) -> bytes:
    """The bytes of hex digits (white space ignored, an odd last digit read as followed by 0).

    >>> hex_bytes(b"48 65 6c6C7")
    b'Hellp'
    """
    digits = re.sub(rb"[^0-9A-Fa-f]", b"", text)
    try:
        return binascii.unhexlify(digits + b"0" * (len(digits) % 2))
    except binascii.Error as err:
        raise PdfError(f"a bad hex string ({err})") from None


# ---- the document -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Pdf:
    """An opened PDF: its bytes, where each object lies, and its trailer.

    ``where`` maps an object number to its byte offset, or to ``(stream number, index)`` for an
    object kept in an object stream. ``memo`` keeps objects already parsed; ``busy`` the objects
    being parsed, so that an object needing itself is a loop, not a crash.
    """

    data: bytes = field(repr=False)
    where: dict[int, int | tuple[int, int]]
    trailer: dict[str, object]
    memo: dict[object, object] = field(default_factory=dict, repr=False, compare=False)
    busy: set[int] = field(default_factory=set, repr=False, compare=False)


PARSE_ERRORS = (PdfError, ValueError, IndexError, KeyError, TypeError, OverflowError, RecursionError, zlib.error)
"""What parsing a hostile file can raise: all of it means damage."""


@functools.lru_cache(maxsize=1)
def open_pdf(data: bytes) -> tuple[Pdf, list[Page]]:
    """The document and its pages, found from its cross-reference table or streams; rebuilt from
    the objects in the file when those are broken or lead to no pages. Raises :class:`PdfError`
    (without the file name) for an encrypted file or one with no pages found. The last document
    is kept: a night reads its pages one by one, and a page again in colour, from the same bytes."""
    try:
        pdf = Pdf(data, *read_xref(data))
        found = pages(pdf)
        if not found and "Encrypt" not in pdf.trailer:
            raise PdfError("no pages")
    except PARSE_ERRORS:
        pdf = rebuilt_pdf(data)
        found = [] if "Encrypt" in pdf.trailer else pages(pdf)
    if "Encrypt" in pdf.trailer:
        raise UnreadableError("the PDF is locked (encrypted); save it again without a password or protection, "
                              f"or {EXPORT}")
    return pdf, found


def read_xref(data: bytes) -> tuple[dict[int, int | tuple[int, int]], dict[str, object]]:
    """Every cross-reference section from the last ``startxref`` back along ``/Prev``; the
    newest entry of an object wins."""
    start = data.rfind(b"startxref")
    found = re.compile(rb"startxref[\x00\t\n\x0c\r ]+(\d+)").match(data, max(start, 0))
    if start < 0 or found is None:
        raise PdfError("no startxref")
    where: dict[int, int | tuple[int, int]] = {}
    trailer: dict[str, object] = {}
    offset: object = int(found[1])
    seen: set[int] = set()
    while isinstance(offset, int) and offset not in seen and len(seen) < MAX_SECTIONS:
        seen.add(offset)
        if data.startswith(b"xref", skip_space(data, offset)):
            entries, info = xref_table(data, skip_space(data, offset) + 4)
            hybrid = info.get("XRefStm")
            if isinstance(hybrid, int) and hybrid not in seen:
                entries.update({k: v for k, v in xref_stream(data, hybrid)[0].items() if k not in entries})
        else:
            entries, info = xref_stream(data, offset)
        for num, place in entries.items():
            where.setdefault(num, place)
        for key, value in info.items():
            trailer.setdefault(key, value)
        offset = info.get("Prev")
    return where, trailer


def xref_table(data: bytes, pos: int) -> tuple[dict[int, int | tuple[int, int]], dict[str, object]]:
    """A classic ``xref`` table from just after its keyword, and the trailer after it."""
    entries: dict[int, int | tuple[int, int]] = {}
    while (section := _XREF_SECTION.match(data, pos)) is not None:
        first, count = int(section[1]), int(section[2])
        pos = section.end()
        for num in range(first, first + min(count, (len(data) - pos) // 18 + 1)):
            row = _XREF_ROW.match(data, pos)
            if row is None:
                raise PdfError("a broken xref row")
            pos = row.end()
            if row[3] == b"n" and int(row[1]) > 0:
                entries[num] = int(row[1])
    pos = skip_space(data, pos)
    if not data.startswith(b"trailer", pos):
        raise PdfError("no trailer after the xref table")
    trailer, _ = parse(data, pos + len(b"trailer"))
    if not isinstance(trailer, dict):
        raise PdfError("the trailer is not a dictionary")
    return entries, trailer


def xref_stream(data: bytes, offset: int) -> tuple[dict[int, int | tuple[int, int]], dict[str, object]]:
    """A PDF 1.5 cross-reference stream at ``offset``: its entries and its dictionary (the trailer)."""
    _, stream, _ = indirect_object(data, offset)
    if not isinstance(stream, Stream) or stream.info.get("Type") != "XRef":
        raise PdfError("startxref points at neither an xref table nor an xref stream")
    widths = stream.info.get("W")
    if not (isinstance(widths, list) and len(widths) == 3 and all(isinstance(w, int) and 0 <= w <= 8 for w in widths)):
        raise PdfError("a bad /W in the xref stream")
    size = stream.info.get("Size")
    index = stream.info.get("Index", [0, size])
    if not (isinstance(index, list) and all(isinstance(i, int) for i in index)):
        raise PdfError("a bad /Index in the xref stream")
    table = decode_filters(None, stream, MAX_STREAM_BYTES)
    width = sum(widths)
    entries: dict[int, int | tuple[int, int]] = {}
    pos = 0
    for first, count in zip(index[0::2], index[1::2]):
        for num in range(first, first + min(count, len(table) // max(width, 1))):
            fields = []
            for w in widths:
                fields.append(int.from_bytes(table[pos:pos + w], "big"))
                pos += w
            kind = fields[0] if widths[0] else 1
            if kind == 1:
                entries[num] = fields[1]
            elif kind == 2:
                entries[num] = (fields[1], fields[2])
    return entries, stream.info


def scanned_objects(data: bytes) -> dict[int, int | tuple[int, int]]:
    """Where each ``N G obj`` of the file starts (the last of a number wins)."""
    return {int(m[1]): m.start() for m in _OBJ.finditer(data)}


def rebuilt_pdf(data: bytes) -> Pdf:
    """The document found by scanning its objects, for a file whose cross-reference is broken:
    where objects lie, from :func:`scanned_objects` and the object streams found, and a trailer
    pieced together from the ``trailer`` dictionaries and xref streams found; a catalog stands
    in for a missing ``/Root``. The objects parsed on the way are kept, the scan too."""
    scanned = scanned_objects(data)
    where: dict[int, int | tuple[int, int]] = dict(scanned)
    trailer: dict[str, object] = {}
    for found in reversed([m.end() for m in re.finditer(rb"trailer", data)]):
        try:
            info, _ = parse(data, found)
        except PdfError:
            continue
        if isinstance(info, dict):
            trailer.update({k: v for k, v in info.items() if k not in trailer})
    pdf = Pdf(data, where, trailer, memo={"scanned": scanned})
    for num in list(where):
        try:
            value = fetch(pdf, num)
        except PdfError:
            continue
        if isinstance(value, Stream) and value.info.get("Type") != "ObjStm":
            del pdf.memo[num]  # a picture's bytes are not kept twice while the others are looked at
        if isinstance(value, Stream):
            kind = value.info.get("Type")
            if kind == "ObjStm":
                count = value.info.get("N")
                for index in range(count if isinstance(count, int) and 0 <= count < 1_000_000 else 0):
                    try:
                        inner = int(object_stream(pdf, num)[1][index][0])
                    except (PdfError, IndexError, ValueError):
                        break
                    where.setdefault(inner, (num, index))
            elif kind == "XRef":
                trailer.update({k: v for k, v in value.info.items() if k in {"Root", "Info", "Encrypt"}})
        elif isinstance(value, dict) and value.get("Type") == "Catalog" and "Root" not in trailer:
            trailer["Root"] = Ref(num)
    for missing in [num for num, value in pdf.memo.items() if value is None]:
        del pdf.memo[missing]  # looked for before the object stream holding it was found
    return pdf


def indirect_object(data: bytes, offset: int, pdf: Pdf | None = None) -> tuple[int, object, int]:
    """``(number, object, end)`` of ``N G obj ... endobj`` at ``offset``; a stream's length comes
    from its ``/Length`` when that ends at ``endstream``, else from where ``endstream`` is."""
    head = _OBJ.match(data, skip_space(data, offset))
    if head is None:
        raise PdfError(f"no object at byte {offset}")
    value, pos = parse(data, head.end())
    after = skip_space(data, pos)
    if isinstance(value, dict) and data.startswith(b"stream", after):
        start = after + len(b"stream")
        start += 2 if data.startswith(b"\r\n", start) else 1 if data[start:start + 1] in (b"\n", b"\r") else 0
        length = value.get("Length")
        try:
            length = resolve(pdf, length)
        except PdfError:  # a length that loops, or needs this very stream: found from endstream
            length = None
        end = start + length if isinstance(length, int) and length >= 0 else -1
        if not (0 <= end <= len(data) and data.startswith(b"endstream", skip_space(data, end))):
            end = data.find(b"endstream", start)
            if end < 0:
                raise PdfError("a stream never ends")
            end -= 2 if data[end - 2:end] == b"\r\n" else 1 if data[end - 1:end] in (b"\n", b"\r") else 0
        return int(head[1]), Stream(value, data[start:max(end, start)]), end
    return int(head[1]), value, pos


def fetch(pdf: Pdf, num: int) -> object:
    """Object ``num`` (``None`` when the file has none); loops between objects raise :class:`PdfError`."""
    if num in pdf.memo:
        return pdf.memo[num]
    if num in pdf.busy:
        raise PdfError(f"object {num} refers back to itself")
    pdf.busy.add(num)
    try:
        place = pdf.where.get(num)
        if isinstance(place, tuple):
            text, offsets = object_stream(pdf, place[0])
            if place[1] >= len(offsets):
                raise PdfError(f"object {num} is missing from its object stream")
            value: object = parse(text, offsets[place[1]][1])[0]
        elif place is None:
            value = None
        else:
            value = object_at(pdf, num, place)
    finally:
        pdf.busy.discard(num)
    pdf.memo[num] = value
    return value


def object_at(pdf: Pdf, num: int, offset: int) -> object:
    """Object ``num`` at ``offset``, or, when the table's offset is wrong (a file edited by hand or
    saved carelessly), at the last ``num G obj`` in the file (the file is scanned once)."""
    try:
        found, value, _ = indirect_object(pdf.data, offset, pdf)
        if found == num:
            return value
    except PdfError:
        pass
    if "scanned" not in pdf.memo:
        pdf.memo["scanned"] = scanned_objects(pdf.data)
    scanned = pdf.memo["scanned"]
    assert isinstance(scanned, dict)
    if num not in scanned or scanned[num] == offset:
        raise PdfError(f"object {num} is not where the xref says")
    return indirect_object(pdf.data, scanned[num], pdf)[1]


def object_stream(pdf: Pdf, num: int) -> tuple[bytes, list[tuple[int, int]]]:
    """An object stream's decoded text and its ``(object number, offset)`` pairs."""
    key = ("objstm", num)
    if key not in pdf.memo:
        stream = fetch(pdf, num)
        if not isinstance(stream, Stream):
            raise PdfError(f"object stream {num} is not a stream")
        text = decode_filters(pdf, stream, MAX_STREAM_BYTES)
        first, count = stream.info.get("First"), stream.info.get("N")
        if not isinstance(first, int) or not isinstance(count, int):
            raise PdfError(f"object stream {num} lacks /First or /N")
        numbers = [int(n) for n in re.findall(rb"\d+", text[:first])][:2 * count]
        pdf.memo[key] = (text, [(n, first + at) for n, at in zip(numbers[0::2], numbers[1::2])])
    found = pdf.memo[key]
    assert isinstance(found, tuple)
    return found


def resolve(pdf: Pdf | None, value: object) -> object:
    """The object a reference stands for (followed through references to references); with no
    document yet (an xref stream's own entries), the value itself."""
    for _ in range(MAX_DEPTH):
        if not isinstance(value, Ref) or pdf is None:
            return value
        value = fetch(pdf, value.num)
    raise PdfError("references loop")


def entry(pdf: Pdf, info: dict[str, object], key: str, default: object = None) -> object:
    """``info[key]`` resolved, or ``default`` when absent."""
    value = resolve(pdf, info.get(key))
    return default if value is None else value


# ---- streams ----------------------------------------------------------------------------------


def filters_of(pdf: Pdf | None, stream: Stream) -> list[tuple[str, dict[str, object]]]:
    """The stream's filters in order, each with its parameters."""
    names = resolve(pdf, stream.info.get("Filter"))
    parms = resolve(pdf, stream.info.get("DecodeParms"))
    names_list = names if isinstance(names, list) else [] if names is None else [names]
    parms_list = parms if isinstance(parms, list) else [parms] * len(names_list)
    out = []
    for name, parm in zip(names_list, parms_list + [None] * len(names_list)):
        parm = resolve(pdf, parm)
        out.append((str(resolve(pdf, name)), parm if isinstance(parm, dict) else {}))
    return out


def decode_filters(pdf: Pdf | None, stream: Stream, limit: int, keep: frozenset[str] = frozenset()) -> bytes:
    """The stream's bytes with its filters undone, each inflation cut at ``limit`` bytes (what a
    picture needs, or :data:`MAX_STREAM_BYTES`), so a zip bomb never gets further. Decoding stops
    before a filter in ``keep`` (a picture's own coding, left to OpenCV)."""
    data = stream.raw
    for name, parms in filters_of(pdf, stream):
        if name in keep:
            break
        if name in ("FlateDecode", "Fl"):
            data = predicted(inflate(data, limit), parms)
        elif name in ("ASCII85Decode", "A85"):
            data = ascii85(data)
        elif name in ("ASCIIHexDecode", "AHx"):
            end = data.find(b">")
            data = hex_bytes(data if end < 0 else data[:end])
        else:
            raise UnreadableError(f"uses the {name} filter, which splitter cannot read; {EXPORT}")
    return data


def inflate(data: bytes, limit: int) -> bytes:
    """zlib's inflation of ``data``, at most ``limit`` bytes; a stream cut short gives what it holds."""
    try:
        return zlib.decompressobj().decompress(data, max(limit, 1))
    except zlib.error:
        pass
    parts: list[bytes] = []
    inflater, size = zlib.decompressobj(), 0
    for at in range(0, len(data), 4096):  # salvage what comes before the damage
        try:
            parts.append(inflater.decompress(data[at:at + 4096], max(limit - size, 1)))
        except zlib.error:
            break
        size += len(parts[-1])
        if size >= limit:
            break
    if not size:
        raise PdfError("damaged compressed data")
    return b"".join(parts)


def ascii85(data: bytes) -> bytes:
    """ASCII base-85 text (up to its ``~>``) as bytes, decoded with numpy (a scanned page's
    megabytes in milliseconds; the standard library's decoder is pure Python).

    >>> ascii85(b"87cURD]i,\\"Ebo80~>"), ascii85(b"z!!~>")
    (b'Hello World!', b'\\x00\\x00\\x00\\x00\\x00')
    """
    end = data.find(b"~>")
    text = re.sub(rb"[\x00\t\n\x0c\r ]", b"", data if end < 0 else data[:end]).removeprefix(b"<~")
    text = text.replace(b"z", b"!!!!!")
    if re.search(rb"[^!-u]", text) or len(text) % 5 == 1:
        raise PdfError("bad ASCII85 data")
    pad = -len(text) % 5
    text += b"u" * pad
    powers = 85 ** np.arange(4, -1, -1, dtype=np.uint64)
    out = bytearray()
    for at in range(0, len(text), 5 << 18):  # a quarter of a million groups at a time: 10 MB of work space
        words = (np.frombuffer(text, np.uint8, min(5 << 18, len(text) - at), at).reshape(-1, 5) - 33) @ powers
        if words.max() > 0xFFFFFFFF:
            raise PdfError("bad ASCII85 data")
        out += words.astype(">u4").tobytes()
    return bytes(out[:len(out) - pad])


def predicted(data: bytes, parms: dict[str, object]) -> bytes:
    """Flate output with its ``/Predictor`` undone: 2 (TIFF, 8-bit samples) or 10-15 (PNG row filters)."""
    predictor = parms.get("Predictor", 1)
    if not isinstance(predictor, int) or predictor < 2:
        return data
    colors, bits, columns = (parms.get(k, d) for k, d in (("Colors", 1), ("BitsPerComponent", 8), ("Columns", 1)))
    if not (isinstance(colors, int) and isinstance(bits, int) and isinstance(columns, int)
            and 1 <= colors <= 32 and bits in (1, 2, 4, 8, 16) and 1 <= columns <= 2**20):
        raise PdfError("bad predictor parameters")
    row_bytes = (columns * colors * bits + 7) // 8
    if predictor == 2:
        if bits != 8:
            raise UnreadableError(f"uses the TIFF predictor on {bits}-bit samples, which splitter cannot read; "
                                  + EXPORT)
        rows = len(data) // row_bytes
        samples = np.frombuffer(data, np.uint8, rows * row_bytes).reshape(rows, columns, colors)
        return np.cumsum(samples, axis=1, dtype=np.uint8).tobytes()
    return png_unfiltered(data, row_bytes, max(1, colors * bits // 8))


def png_unfiltered(data: bytes, row_bytes: int, pixel_bytes: int) -> bytes:
    """Rows that each start with a PNG filter byte, unfiltered by OpenCV's PNG decoder: the rows
    are wrapped in a PNG whose pixels are ``pixel_bytes`` wide, so that the filters see the same
    neighbours as the PDF's (bytes are bytes: the PNG's colour type only sets the pixel width).

    >>> png_unfiltered(bytes([1, 10, 5, 2, 2, 2, 20, 1]), 3, 1)  # row 1 "Sub", row 2 "Up"
    b'\\n\\x0f\\x11\\x0c#\\x12'
    """
    kinds = {1: (0, 8), 2: (0, 16), 3: (2, 8), 4: (6, 8), 6: (2, 16), 8: (6, 16)}
    if pixel_bytes not in kinds or row_bytes % pixel_bytes:
        raise UnreadableError(f"uses PNG predictors on {pixel_bytes}-byte pixels, which splitter cannot read; {EXPORT}")
    rows = len(data) // (row_bytes + 1)
    if rows == 0:
        return b""
    colour, depth = kinds[pixel_bytes]

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", row_bytes // pixel_bytes, rows, depth, colour, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + \
        chunk(b"IDAT", zlib.compress(data[:rows * (row_bytes + 1)], 0)) + chunk(b"IEND", b"")
    pixels = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_UNCHANGED)
    if pixels is None:
        raise PdfError("damaged predicted data")
    if pixels.ndim == 3:
        pixels = pixels[:, :, [2, 1, 0, 3][:pixels.shape[2]]]
    return pixels.astype(">u2").tobytes() if depth == 16 else pixels.tobytes()


# ---- pages ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Page:
    """A page: its dictionary, and what it inherits from the page tree."""

    info: dict[str, object]
    resources: dict[str, object]
    rotate: int


def pages(pdf: Pdf) -> list[Page]:
    """The document's pages in order, ``/Resources`` and ``/Rotate`` inherited down the tree; a
    node met twice is skipped (a loop), a tree deeper than :data:`MAX_DEPTH` or larger than
    :data:`MAX_PAGES` refused."""
    root = entry(pdf, pdf.trailer, "Root")
    found: list[Page] = []
    seen: set[int] = set()
    todo: list[tuple[object, object, object, int]] = [(root.get("Pages"), {}, 0, 0)] if isinstance(root, dict) else []
    while todo:
        node, resources, rotate, depth = todo.pop()
        if depth > MAX_DEPTH or len(found) > MAX_PAGES:
            raise PdfError("the page tree is too deep or too large")
        if isinstance(node, Ref):
            if node.num in seen:
                continue
            seen.add(node.num)
            node = resolve(pdf, node)
        if not isinstance(node, dict):
            continue
        resources = entry(pdf, node, "Resources", resources)
        rotate = entry(pdf, node, "Rotate", rotate)
        kids = entry(pdf, node, "Kids")
        if isinstance(kids, list) and node.get("Type") != "Page":
            todo += [(kid, resources, rotate, depth + 1) for kid in reversed(kids)]
        else:
            found.append(Page(node, resources if isinstance(resources, dict) else {},
                              int(rotate) % 360 // 90 * 90 if isinstance(rotate, (int, float)) else 0))
    return found


def contents(pdf: Pdf, value: object) -> bytes:
    """A page's or form's content: one stream, or an array of streams joined."""
    value = resolve(pdf, value)
    out = []
    for part in value if isinstance(value, list) else [value]:
        stream = resolve(pdf, part)
        if isinstance(stream, Stream):
            try:
                out.append(decode_filters(pdf, stream, MAX_STREAM_BYTES))
            except PdfError:  # a damaged part hides what it draws, not the rest
                continue
    return b"\n".join(out)


def multiply(first: Matrix, then: Matrix) -> Matrix:
    """The matrix doing ``first``, then ``then`` (PDF's row-vector order)."""
    a, b, c, d, e, f = first
    a2, b2, c2, d2, e2, f2 = then
    return (a * a2 + b * c2, a * b2 + b * d2, c * a2 + d * c2, c * b2 + d * d2, e * a2 + f * c2 + e2,
            e * b2 + f * d2 + f2)


@dataclass(frozen=True)
class Placed:
    """A picture drawn on a page: its stream and the matrix it is drawn with."""

    image: Stream
    matrix: Matrix
    pixels: int
    """Its ``/Width`` x ``/Height``, to choose the largest."""


@dataclass
class Budget:
    """What reading one page's contents may still cost, shared by the forms it draws: so that
    a hostile page (millions of operators, forms drawing forms a thousand times over) stops
    in about a second. Real pages use a tiny part of it."""

    operations: int = 100_000
    """Strings, comments and ``q``, ``Q``, ``cm``, ``Do`` met (a dense page of text has a few thousand)."""
    drawings: int = 1000
    """Pictures and forms drawn."""


def placed_images(pdf: Pdf, content: bytes, resources: dict[str, object], matrix: Matrix = IDENTITY,
                  depth: int = 0, budget: Budget | None = None) -> Iterator[Placed]:
    """The pictures the content draws (forms followed), each with the matrix in force at its ``Do``.

    Only ``q``, ``Q``, ``cm`` and ``Do`` matter, so the content is scanned for them
    (:data:`_CONTENT`), strings and comments skipped whole, rather than parsed token by token.
    Inline pictures (``BI ... EI``, small by rule) are skipped; a string that never ends ends
    the scan, and so does a spent :class:`Budget`.
    """
    budget = budget or Budget()
    if depth > MAX_DEPTH or b"Do" not in content:
        return
    xobjects = entry(pdf, resources, "XObject", {})
    stack: list[Matrix] = []
    pos = 0
    while (found := _CONTENT.search(content, pos)) is not None and len(stack) < MAX_SAVED_STATES \
            and budget.operations > 0 and budget.drawings > 0:
        at, pos, operator = found.start(), found.end(), found.group()
        budget.operations -= 1
        if operator == b"(":
            try:
                pos = literal_string(content, pos)[1]
            except PdfError:
                return
        elif operator == b"%":
            pos = len(content) if (line := _LINE_END.search(content, pos)) is None else line.end()
        elif at and content[at - 1] not in _BEFORE_OPERATOR:
            continue
        elif operator == b"q":
            stack.append(matrix)
        elif operator == b"Q":
            matrix = stack.pop() if stack else matrix
        elif operator == b"cm":
            numbers = content[max(0, at - 160):at].split()[-6:]
            if len(numbers) == 6 and all(_REAL.fullmatch(x) for x in numbers):
                matrix = multiply(as_matrix([float(x) for x in numbers]) or IDENTITY, matrix)
        elif operator == b"BI":
            end = _INLINE_END.search(content, pos)
            if end is None:
                return
            pos = end.end()
        elif operator == b"Do" and isinstance(xobjects, dict):
            name = content[max(0, at - 160):at].split()[-1:]
            if name and name[0].startswith(b"/"):
                budget.drawings -= 1
                yield from drawn(pdf, xobjects.get(name_of(name[0][1:])), resources, matrix, depth, budget)


def drawn(pdf: Pdf, target: object, resources: dict[str, object], matrix: Matrix, depth: int,
          budget: Budget) -> Iterator[Placed]:
    """What ``Do`` of ``target`` draws: a picture, or the pictures of a form."""
    target = resolve(pdf, target)
    kind = target.info.get("Subtype") if isinstance(target, Stream) else None
    if kind == "Image" and isinstance(target, Stream):
        width, height = entry(pdf, target.info, "Width"), entry(pdf, target.info, "Height")
        yield Placed(target, matrix, width * height if isinstance(width, int) and isinstance(height, int) else 0)
    elif kind == "Form" and isinstance(target, Stream):
        inner = entry(pdf, target.info, "Resources", resources)
        form = as_matrix(entry(pdf, target.info, "Matrix", list(IDENTITY))) or IDENTITY
        yield from placed_images(pdf, contents(pdf, target), inner if isinstance(inner, dict) else resources,
                                 multiply(form, matrix), depth + 1, budget)


def as_matrix(value: object) -> Matrix | None:
    """Six numbers as a matrix, else None.

    >>> as_matrix([1, 0, 0, 1, 5, 2.5]), as_matrix([1, 0])
    ((1.0, 0.0, 0.0, 1.0, 5.0, 2.5), None)
    """
    if not (isinstance(value, list) and len(value) == 6 and all(isinstance(x, (int, float)) for x in value)):
        return None
    a, b, c, d, e, f = (float(x) for x in value)
    return a, b, c, d, e, f


def _sign(value: float) -> int:
    return 1 if value >= 0 else -1


def turn_of(matrix: Matrix, rotate: int) -> Turn:
    """How a picture drawn with ``matrix`` on a page turned by ``rotate`` degrees shows (nearest
    quarter turn and mirror).

    >>> turn_of((400, 0, 0, 300, 0, 0), 0), turn_of((400, 0, 0, 300, 0, 0), 90)  # as stored; page turned
    ((1, 0, 0, 1), (0, -1, 1, 0))
    >>> turn_of((0, 400, -300, 0, 300, 0), 0)  # drawn turned a quarter anticlockwise
    (0, 1, -1, 0)
    """
    a, b, c, d = matrix[:4]
    # a step along the columns moves (a, -b) across and down the page; one down the rows (-c, d)
    shown = (_sign(a), 0, 0, _sign(d)) if abs(a) + abs(d) >= abs(b) + abs(c) else (0, _sign(-c), _sign(-b), 0)
    for _ in range(rotate // 90):
        shown = (-shown[2], -shown[3], shown[0], shown[1])
    return shown


def turned(image: np.ndarray, turn: Turn) -> np.ndarray:
    """The picture as it shows on the page.

    >>> turned(np.array([[1, 2], [3, 4]]), (0, -1, 1, 0)).tolist()  # a quarter turn clockwise
    [[3, 1], [4, 2]]
    """
    a, b, c, d = turn
    if a == 0:
        image, a, d = image.swapaxes(0, 1), b, c
    if a < 0:
        image = image[:, ::-1]
    if d < 0:
        image = image[::-1]
    return np.ascontiguousarray(image)


# ---- pictures ---------------------------------------------------------------------------------


def colour_space(pdf: Pdf, value: object) -> tuple[int, np.ndarray | None, str]:
    """``(components, palette, kind)`` of a colour space: ``kind`` is ``gray``, ``rgb`` or ``cmyk``
    of the components (of the palette's entries for ``/Indexed``, whose palette maps an index to them)."""
    value = resolve(pdf, value)
    family = str(resolve(pdf, value[0])) if isinstance(value, list) and value else str(value)
    simple = {"DeviceGray": 1, "G": 1, "CalGray": 1, "DeviceRGB": 3, "RGB": 3, "CalRGB": 3, "DeviceCMYK": 4,
              "CMYK": 4}
    if family in simple:
        count = simple[family]
        return count, None, {1: "gray", 3: "rgb", 4: "cmyk"}[count]
    if family == "ICCBased" and isinstance(value, list) and len(value) > 1:
        profile = resolve(pdf, value[1])
        channels = resolve(pdf, profile.info.get("N")) if isinstance(profile, Stream) else None
        if isinstance(channels, int) and channels in (1, 3, 4):
            return channels, None, {1: "gray", 3: "rgb", 4: "cmyk"}[channels]
        alternate = profile.info.get("Alternate") if isinstance(profile, Stream) else None
        if alternate is not None:
            return colour_space(pdf, alternate)
    if family in ("Indexed", "I") and isinstance(value, list) and len(value) == 4:
        count, _, kind = colour_space(pdf, value[1])
        high, lookup = resolve(pdf, value[2]), resolve(pdf, value[3])
        table = decode_filters(pdf, lookup, 4 * 256) if isinstance(lookup, Stream) else lookup
        if isinstance(high, int) and isinstance(table, bytes) and 0 <= high < 256:
            entries = np.frombuffer(table[:(high + 1) * count].ljust((high + 1) * count, b"\0"), np.uint8)
            palette = np.zeros((256, count), np.uint8)
            palette[:high + 1] = entries.reshape(high + 1, count)
            return 1, palette, kind
    raise UnreadableError(f"uses the colour space {family}, which splitter cannot read; {EXPORT}")


def samples(raw: bytes, width: int, height: int, count: int, bits: int) -> np.ndarray:
    """The picture's samples, ``height x width x count``, from rows padded to whole bytes: 8-bit
    (16-bit samples keep their high byte, all an 8-bit level can hold), or the values of 1, 2 or
    4 bits.

    >>> samples(bytes([0b10110100, 0b11000000]), 5, 1, 1, 2).ravel().tolist()  # 10 11 01 00 11
    [2, 3, 1, 0, 3]
    """
    row_bytes = (width * count * bits + 7) // 8
    if len(raw) < row_bytes * height:
        raise PdfError(f"the picture's data is cut short ({len(raw):,} of {row_bytes * height:,} bytes)")
    rows = np.frombuffer(raw, np.uint8, row_bytes * height).reshape(height, row_bytes)
    if bits == 8:
        values = rows
    elif bits == 16:
        values = rows[:, 0::2]
    elif bits == 1:
        values = np.unpackbits(rows, axis=1)[:, :width * count]
    else:
        bits_out = np.unpackbits(rows, axis=1)[:, :width * count * bits].reshape(height, width * count, bits)
        values = (bits_out * (1 << np.arange(bits - 1, -1, -1, dtype=np.uint8))).sum(axis=2, dtype=np.uint8)
    return values.reshape(height, width, count)


def decoded_range(values: np.ndarray, decode: object, bits: int, count: int, indexed: bool) -> np.ndarray:
    """Samples (as :func:`samples` gives them) mapped through ``/Decode``: 8-bit levels
    (0-255), or indices for a palette; by a table per component, so that a picture of 120 MP
    takes no more than its own bytes again.

    >>> decoded_range(np.array([[[0], [1]]], np.uint8), [1, 0], 1, 1, False).ravel().tolist()
    [255, 0]
    """
    bits = min(bits, 8)
    top = (1 << bits) - 1
    default = [0, top] * count if indexed else [0, 1] * count
    pairs = decode if isinstance(decode, list) and len(decode) == 2 * count \
        and all(isinstance(x, (int, float)) for x in decode) else default
    if bits == 8 and pairs == default:
        return values
    out = np.empty(values.shape, np.uint8)
    for component in range(count):
        low, high = pairs[2 * component], pairs[2 * component + 1]
        mapped = low + np.arange(top + 1, dtype=np.float32) * (high - low) / top
        table = np.clip(np.rint(mapped if indexed else mapped * 255), 0, top if indexed else 255).astype(np.uint8)
        out[:, :, component] = table[values[:, :, component]]
    return out


def to_bgr(levels: np.ndarray, kind: str, grey: bool) -> np.ndarray:
    """8-bit levels of ``kind`` (``gray``, ``rgb``, ``cmyk``) as BGR or, with ``grey``, grey."""
    if kind == "cmyk":
        ink = levels.astype(np.uint16)
        levels = ((255 - ink[:, :, :3]) * (255 - ink[:, :, 3:]) // 255).astype(np.uint8)
        kind = "rgb"
    if kind == "gray":
        grey_levels = levels[:, :, 0]
        return grey_levels if grey else cv2.cvtColor(grey_levels, cv2.COLOR_GRAY2BGR)
    return cv2.cvtColor(levels, cv2.COLOR_RGB2GRAY if grey else cv2.COLOR_RGB2BGR)


def within_limit(width: int, height: int, max_pixels: int) -> None:
    """Refuse a picture of more than ``max_pixels`` before any of its pixels is made."""
    if width * height > max_pixels:
        raise UnreadableError(f"holds a picture of {width} x {height} = {width * height:,} pixels "
                              f"(limit {max_pixels:,}); scan at a lower resolution")


def picture(pdf: Pdf, image: Stream, max_pixels: int, grey: bool) -> np.ndarray:
    """The picture's pixels as stored (not yet turned): BGR ``uint8``, or grey.

    The size is checked before any pixel is made: ``/Width`` x ``/Height`` (and a JPEG's own
    header) within ``max_pixels``, and inflation stops at the bytes that size needs. A JPEG is
    decoded as stored: PDF viewers ignore its EXIF orientation, and so does this.
    """
    width, height = entry(pdf, image.info, "Width"), entry(pdf, image.info, "Height")
    if not (isinstance(width, int) and isinstance(height, int) and width > 0 and height > 0):
        raise PdfError("a picture without a valid /Width and /Height")
    within_limit(width, height, max_pixels)
    chain = [name for name, _ in filters_of(pdf, image)]
    for name in chain:
        if name in UNREAD_FILTERS:
            raise UnreadableError(f"the picture is coded as {name} ({UNREAD_FILTERS[name]}), which splitter cannot "
                           f"read; {EXPORT}")
    mask = entry(pdf, image.info, "ImageMask") is True
    bits = 1 if mask else entry(pdf, image.info, "BitsPerComponent", 8)
    decode = entry(pdf, image.info, "Decode")
    if chain and chain[-1] in ("DCTDecode", "DCT"):
        jpeg = decode_filters(pdf, image, MAX_STREAM_BYTES, keep=frozenset({"DCTDecode", "DCT"}))
        size = jpeg_size(jpeg)
        if size is None:
            raise PdfError("the picture's JPEG data has no frame header")
        within_limit(*size, max_pixels)
        flags = (cv2.IMREAD_GRAYSCALE if grey else cv2.IMREAD_COLOR) | cv2.IMREAD_IGNORE_ORIENTATION
        pixels = cv2.imdecode(np.frombuffer(jpeg, np.uint8), flags)
        if pixels is None:
            raise PdfError("the picture's JPEG data is damaged")
        # a CMYK JPEG's /Decode [1 0 ...] undoes Adobe's inverted inks, which OpenCV undoes itself
        inverted = isinstance(decode, list) and decode[:2] == [1, 0] and len(decode) < 8
        return cv2.bitwise_not(pixels) if inverted else pixels
    if not isinstance(bits, int) or bits not in (1, 2, 4, 8, 16):
        raise PdfError(f"a picture with /BitsPerComponent {bits}")
    space = entry(pdf, image.info, "ColorSpace")
    if space is None and not mask:
        raise PdfError("a picture without a colour space")
    count, palette, kind = (1, None, "gray") if mask else colour_space(pdf, space)
    row_bytes = (width * count * bits + 7) // 8
    raw = decode_filters(pdf, image, height * (row_bytes + 1))
    values = samples(raw, width, height, count, bits)
    levels = decoded_range(values, decode, bits, count, palette is not None)
    if palette is not None:
        levels = palette[levels[:, :, 0]]
    return to_bgr(levels, kind, grey)


# ---- what the reader asks for -----------------------------------------------------------------


def page_name(file: str, page: int, pages: int) -> str:
    """How page ``page`` (from 1) of a PDF of ``pages`` pages is named: the file alone when it has one."""
    return file if pages == 1 else f"{file}#p{page}"


def split_page(name: str) -> tuple[str, int | None]:
    """``(file, page)`` of a name given by :func:`page_name`; ``(name, None)`` for a plain file
    (one really named ``x#p2`` stays itself)."""
    match = _PAGE.match(name)
    if match is None or Path(name).exists():
        return name, None
    return match["file"], int(match["page"])


def opened(data: bytes, name: str) -> tuple[Pdf, list[Page]]:
    """The document and its pages, or a :class:`PdfError` naming the file and what is wrong."""
    try:
        pdf, found = open_pdf(data)
    except UnreadableError as err:
        raise PdfError(f"{name}: {err}") from None
    except PARSE_ERRORS as err:
        raise PdfError(f"{name}: cannot read this PDF (damaged: {err or type(err).__name__})") from None
    if not found:
        raise PdfError(f"{name}: cannot read this PDF (damaged, or it has no pages)")
    return pdf, found


def ours(pdf: Pdf) -> bool:
    """Whether ``splitter pad`` wrote the document (its Creator entry)."""
    info = entry(pdf, pdf.trailer, "Info", {})
    creator = entry(pdf, info, "Creator", b"") if isinstance(info, dict) else b""
    return isinstance(creator, bytes) and creator.startswith(PDF_CREATOR.encode())


def largest_image(pdf: Pdf, page: Page) -> Placed | None:
    """The biggest picture the page draws in a coding read here, else the biggest (whose coding
    is then named when it is decoded); None for a page without pictures.

    A scanner's "mixed raster" page lays a JBIG2 mask of the ink over a JPEG of the paper: the
    JPEG is read rather than the page refused.
    """
    def choice(placed: Placed) -> tuple[bool, int]:
        return not any(name in UNREAD_FILTERS for name, _ in filters_of(pdf, placed.image)), placed.pixels

    return max(placed_images(pdf, contents(pdf, page.info.get("Contents")), page.resources), key=choice,
               default=None)


def pdf_pages(path: str | Path, *, max_bytes: int, listed: bool = False) -> list[str]:
    """The names to read for ``path``: each page of a PDF of several pages, else the path itself.

    With ``listed`` (the file was found in a folder, not named), a blank pad from ``splitter pad``
    gives no names: the pads kept beside a night's photos are not photos. Anything that is not a
    readable PDF, or is larger than ``max_bytes``, is left as it is, for the photo loader to say
    what is wrong.
    """
    name = str(path)
    try:
        with Path(name).open("rb") as file:
            head = file.read(1024)
            if b"%PDF-" not in head or os.fstat(file.fileno()).st_size > max_bytes:
                return [name]
            data = head + file.read()
        pdf, found = opened(data, name)
        if listed and name.lower().endswith(".pdf") and ours(pdf) and not any(largest_image(pdf, page)
                                                                                for page in found):
            return []
    except (OSError, PdfError):
        return [name]
    return [page_name(name, page, len(found)) for page in range(1, len(found) + 1)]


@dataclass(frozen=True)
class PagePicture:
    """A page's picture as a photo: BGR ``uint8`` or grey, as it shows on the page; its name,
    and what to tell the user."""

    name: str
    image: np.ndarray
    notes: tuple[str, ...] = ()


def read_page(data: bytes, name: str, page: int | None, *, max_pixels: int, grey: bool = False) -> PagePicture:
    """The picture on page ``page`` (from 1; ``None`` for the first) of the PDF ``data`` named ``name``.

    Raises :class:`PdfError` for a damaged, encrypted or empty PDF, a page it does not have, a
    page with no picture (a pad from ``splitter pad`` said to be one), a picture over
    ``max_pixels`` or coded in a way not read here.
    """
    if b"%PDF-" not in data[:1024]:
        raise PdfError(f"{name}#p{page}: {name} is not a PDF, so it has no pages")
    pdf, found = opened(data, name)
    shown = name if page is None else page_name(name, page, len(found))
    if page is not None and page > len(found):
        raise PdfError(f"{shown}: the PDF has only {len(found)} page{'s' if len(found) > 1 else ''}")
    chosen = found[(page or 1) - 1]
    try:
        placed = largest_image(pdf, chosen)
        if placed is None:
            if ours(pdf):
                raise UnreadableError("a pad printed by splitter pad, with no photo on it; print it, fill it in, then "
                                 "photograph or scan the sheet")
            raise UnreadableError(f"the page holds no picture (only text or drawing); scan the sheet, or {EXPORT}")
        image = turned(picture(pdf, placed.image, max_pixels, grey), turn_of(placed.matrix, chosen.rotate))
    except UnreadableError as err:
        raise PdfError(f"{shown}: {err}") from None
    except (*PARSE_ERRORS, cv2.error) as err:
        raise PdfError(f"{shown}: cannot read this page (damaged: {err or type(err).__name__})") from None
    notes = (f"the PDF has {len(found)} pages; only the first was read (name another as {name}#p2)",) \
        if page is None and len(found) > 1 else ()
    return PagePicture(shown, image, notes)
