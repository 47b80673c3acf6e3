"""PDFs made for the tests: what scanner apps save, and what only a hand-written file shows.

:func:`scanner_pdf` lets reportlab put JPEGs or PNGs on pages, as a phone's "scan document" app
does (reportlab embeds a JPEG as it is, DCTDecode, and a PNG's pixels Flate-compressed). What
reportlab never writes (cross-reference and object streams, predictors, palettes, fax codings,
hostile files) :func:`pdf_file` and :func:`picture_pdf` write byte by byte. The codings of office
scanners are made from a grey picture: CCITT fax (:func:`ccitt_g4`, Pillow's libtiff), JBIG2
(:func:`jbig2`, a generic region coded as CCITT G4 ("MMR"), since no JBIG2 encoder is packaged)
and JPEG 2000 (:func:`jpeg2000`, Pillow's OpenJPEG, lossless).

>>> pdf = picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 8", bytes(12), (4, 3))
>>> pdf.startswith(b"%PDF-1.5") and pdf.rstrip().endswith(b"%%EOF")
True
"""

from __future__ import annotations

import io
import struct
import zlib

import numpy as np
from PIL import Image
from reportlab import rl_config
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas


def scanner_pdf(pictures: list[bytes], page: tuple[float, float] = landscape(A4), a85: bool = True,
                **options: object) -> bytes:
    """What a scanner app saves: each picture (JPEG or PNG bytes) filling a page of its own."""
    saved = rl_config.useA85
    rl_config.useA85 = int(a85)
    try:
        out = io.BytesIO()
        drawing = canvas.Canvas(out, pagesize=page, **options)
        for data in pictures:
            drawing.drawImage(ImageReader(io.BytesIO(data)), 0, 0, *page, preserveAspectRatio=True)
            drawing.showPage()
        drawing.save()
    finally:
        rl_config.useA85 = saved
    return out.getvalue()


def stream(info: bytes, data: bytes) -> bytes:
    return b"<< " + info + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def pdf_file(objects: dict[int, bytes], *, xref: str = "table", trailer: bytes = b"") -> bytes:
    """A PDF of these numbered objects, catalog 1, with a classic xref ``table``, an xref
    ``stream`` (Flate, PNG "Up" predictor), or ``objstm``: every object that is not a stream kept in
    an object stream, found through an xref stream. ``broken`` writes a table with wrong offsets."""
    out = bytearray(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    where: dict[int, tuple[int, int, int]] = {}
    inner = {num: body for num, body in objects.items() if xref == "objstm" and b"stream" not in body}
    for num, body in objects.items():
        if num not in inner:
            where[num] = (1, len(out), 0)
            out += b"%d 0 obj\n" % num + body + b"\nendobj\n"
    top = max(objects) + 1
    if inner:
        heads, text = [], b""
        for index, (num, body) in enumerate(inner.items()):
            heads.append(b"%d %d" % (num, len(text)))
            text += body + b"\n"
            where[num] = (2, top, index)
        head = b" ".join(heads) + b"\n"
        where[top] = (1, len(out), 0)
        out += b"%d 0 obj\n" % top + stream(b"/Type /ObjStm /N %d /First %d /Filter /FlateDecode"
                                            % (len(inner), len(head)), zlib.compress(head + text)) + b"\nendobj\n"
        top += 1
    start = len(out)
    if xref in ("stream", "objstm"):
        where[top] = (1, start, 0)
        rows = b"".join(b"\x02" + bytes([kind]) + a.to_bytes(4, "big") + b.to_bytes(2, "big")
                        for num in range(top + 1) for kind, a, b in [where.get(num, (0, 0, 0))])
        # "Up" filter against the row above, as writers do: each row holds its difference to it
        table = np.frombuffer(rows, np.uint8).reshape(-1, 8).copy()
        table[1:, 1:] = (table[1:, 1:].astype(int) - np.frombuffer(rows, np.uint8).reshape(-1, 8)[:-1, 1:]) % 256
        out += b"%d 0 obj\n" % top + stream(b"/Type /XRef /Size %d /W [1 4 2] /Root 1 0 R /Filter /FlateDecode "
                                            b"/DecodeParms << /Predictor 12 /Columns 7 >> " % (top + 1) + trailer,
                                            zlib.compress(table.tobytes())) + b"\nendobj\n"
    else:
        shift = 7 if xref == "broken" else 0
        out += b"xref\n0 %d\n0000000000 65535 f \n" % top
        out += b"".join(b"%010d 00000 n \n" % (where[num][1] + shift) for num in range(1, top))
        out += b"trailer\n<< /Size %d /Root 1 0 R " % top + trailer + b">>\n"
    out += b"startxref\n%d\n%%%%EOF\n" % start
    return bytes(out)


def picture_pdf(info: bytes, data: bytes, size: tuple[int, int], *, rotate: int = 0, matrix: bytes | None = None,
                xref: str = "table", in_form: bool = False, trailer: bytes = b"", draw: bytes | None = None) -> bytes:
    """One page drawing one picture (``info``: its dictionary entries but /Length), filling the
    page, or as the content ``draw`` says (``/Im0`` is the picture)."""
    width, height = size
    place = matrix or b"%d 0 0 %d 0 0" % (width, height)
    draw = draw or b"q " + place + b" cm /Im0 Do Q"
    objects = {1: b"<< /Type /Catalog /Pages 2 0 R >>",
               2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 /Rotate %d >>" % rotate,
               3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /XObject << /Im0 5 0 R >> >> "
                  b"/Contents 4 0 R >>" % (width, height),
               4: stream(b"", draw),
               5: stream(b"/Type /XObject /Subtype /Image /Width %d /Height %d " % (width, height) + info, data)}
    if in_form:
        objects[3] = objects[3].replace(b"/Im0 5 0 R", b"/Fm0 6 0 R")
        objects[4] = stream(b"", b"/Fm0 Do")
        objects[6] = stream(b"/Type /XObject /Subtype /Form /BBox [0 0 %d %d] /Matrix [1 0 0 1 0 0] "
                            b"/Resources << /XObject << /Im0 5 0 R >> >>" % size, draw)
    return pdf_file(objects, xref=xref, trailer=trailer)


def ccitt_g4(grey: np.ndarray) -> bytes:
    """The picture thresholded at half and coded as CCITT group 4 (T.6), as fax and office
    scanners code black-and-white pages, ink as black runs: the single strip of a TIFF written by
    Pillow (whose fax coder codes a 1 bit as black, and a 1 of its mode "1" is white)."""
    out = io.BytesIO()
    ink = Image.fromarray(np.where(grey < 128, 255, 0).astype(np.uint8)).convert("1")
    ink.save(out, "TIFF", compression="group4", tiffinfo={278: grey.shape[0]})
    tiff = Image.open(io.BytesIO(out.getvalue()))
    [offset], [length] = tiff.tag_v2[273], tiff.tag_v2[279]
    return out.getvalue()[offset:offset + length]


def ccitt_pdf(grey: np.ndarray) -> bytes:
    """A page of the picture coded as CCITT fax, thresholded at half."""
    height, width = grey.shape
    return picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode "
                       b"/DecodeParms << /K -1 /Columns %d /Rows %d >>" % (width, height),
                       ccitt_g4(grey), (width, height))


def jbig2(grey: np.ndarray) -> bytes:
    """The picture thresholded at half as a JBIG2 stream as PDFs embed it (no file header): a
    page information segment and an immediate generic region coded with MMR (ITU T.88 7.4.6),
    which is CCITT group 4, black runs read as 1: ink."""
    height, width = grey.shape

    def segment(number: int, kind: int, body: bytes) -> bytes:  # header: 7.2, page 1, refers to none
        return struct.pack(">IBBBI", number, kind, 0, 1, len(body)) + body

    page = struct.pack(">IIIIBH", width, height, 0, 0, 0, 0)
    region = struct.pack(">IIIIBB", width, height, 0, 0, 0, 1)  # combined by OR; flags: MMR
    return segment(0, 48, page) + segment(1, 38, region + ccitt_g4(grey))


def jbig2_pdf(grey: np.ndarray) -> bytes:
    """A page of the picture coded as JBIG2."""
    height, width = grey.shape
    return picture_pdf(b"/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /JBIG2Decode", jbig2(grey),
                       (width, height))


def jpeg2000(image: np.ndarray) -> bytes:
    """A grey or BGR picture as a lossless JPEG 2000 file (JP2), as Pillow's OpenJPEG writes it."""
    out = io.BytesIO()
    Image.fromarray(image if image.ndim == 2 else image[:, :, ::-1]).save(out, "JPEG2000")
    return out.getvalue()


def jpeg2000_pdf(image: np.ndarray) -> bytes:
    """A page of the picture coded as JPEG 2000 (its colour space taken from the JP2 file, as PDF allows)."""
    height, width = image.shape[:2]
    return picture_pdf(b"/Filter /JPXDecode", jpeg2000(image), (width, height))


def page_tree_pdf(depth: int = 1, kids: int = 1, count: int | None = None) -> bytes:
    """Hostile page trees: ``depth`` levels of /Pages, the last naming one empty page ``kids``
    times over, its /Count saying ``count`` (``kids`` when None)."""
    objects = {1: b"<< /Type /Catalog /Pages 3 0 R >>", 2: b"<< /Type /Page /MediaBox [0 0 4 3] >>"}
    for level in range(3, depth + 3):
        below = b" ".join([b"2 0 R"] * kids) if level == depth + 2 else b"%d 0 R" % (level + 1)
        objects[level] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (below, kids if count is None else count)
    return pdf_file(objects)


def nested_forms_pdf(depth: int, fan: int) -> bytes:
    """A page drawing a form that draws the next form ``fan`` times, ``depth`` forms deep: ``fan ** depth`` drawings."""
    objects = {1: b"<< /Type /Catalog /Pages 2 0 R >>", 2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               3: b"<< /Type /Page /MediaBox [0 0 4 3] /Resources << /XObject << /F 4 0 R >> >> /Contents 5 0 R >>",
               5: stream(b"", b"/F Do")}
    draws = b" ".join([b"/F Do"] * fan)
    for level in range(depth):
        number = 4 if level == 0 else level + 5
        objects[number] = stream(b"/Type /XObject /Subtype /Form /BBox [0 0 4 3] /Resources << /XObject << /F %d 0 R "
                                 b">> >>" % (level + 6), draws)
    return pdf_file(dict(sorted(objects.items())))
