"""Loading photos: every format a phone sends, orientation, and one clear line for bad files."""

from __future__ import annotations

import io
import os
import stat
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import cv2
import numpy as np
import pytest
from PIL import Image, ImageOps

from splitter_print.reading.photo.load import HALVED_TO_WHOLE, PhotoError, load_photo
from splitter_testkit.hostile_corpus import run_cli


def picture(width: int = 120, height: int = 80) -> np.ndarray:
    """An RGB picture that is different under every turn and flip: a red block at the top left."""
    rgb = np.full((height, width, 3), 255, np.uint8)
    rgb[5:25, 5:45] = (255, 0, 0)
    rgb[height - 20:, width - 10:] = (0, 0, 255)
    return rgb


def save(tmp_path: Path, name: str, rgb: np.ndarray, mode: str | None = None, **options: object) -> Path:
    path = tmp_path / name
    image = Image.fromarray(rgb)
    if mode:
        image = image.convert(mode)
    image.save(path, **options)
    return path


@pytest.mark.parametrize("name", ["p.jpg", "p.png", "p.webp", "p.tiff"])
def test_common_formats_decode_to_bgr_uint8(tmp_path: Path, name: str) -> None:
    rgb = picture()
    path = save(tmp_path, name, rgb, **({"quality": 95} if name.endswith(("jpg", "webp")) else {}))
    photo = load_photo(path)
    assert photo.image.dtype == np.uint8 and photo.image.shape == (80, 120, 3)
    assert photo.path == str(path) and photo.decode_seconds > 0
    assert np.abs(photo.image[15, 25].astype(int) - (0, 0, 255)).max() < 40  # red, in BGR order


def test_heic_decodes_when_pillow_heif_is_installed(tmp_path: Path) -> None:
    pillow_heif = pytest.importorskip("pillow_heif")
    pillow_heif.register_heif_opener()
    path = save(tmp_path, "p.heic", picture(), quality=90)
    image = load_photo(path).image
    assert image.shape == (80, 120, 3)
    assert np.abs(image[15, 25].astype(int) - (0, 0, 255)).max() < 60


@pytest.mark.parametrize("orientation", range(1, 9))
def test_exif_orientation_is_applied_like_pillow_does(tmp_path: Path, orientation: int) -> None:
    exif = Image.Exif()
    exif[0x0112] = orientation
    path = save(tmp_path, "turned.jpg", picture(), quality=95, exif=exif)
    expected = np.asarray(ImageOps.exif_transpose(Image.open(path)).convert("RGB"))[:, :, ::-1]
    image = load_photo(path).image
    assert image.shape == expected.shape
    assert np.abs(image.astype(int) - expected.astype(int)).mean() < 3


def test_orientation_six_turns_the_picture_a_quarter_clockwise(tmp_path: Path) -> None:
    exif = Image.Exif()
    exif[0x0112] = 6
    image = load_photo(save(tmp_path, "six.jpg", picture(), quality=95, exif=exif)).image
    assert image.shape == (120, 80, 3)
    assert image[25, 70, 2] > 200 and image[25, 70, 1] < 60  # the red block is now top right


def test_sixteen_bit_grey_alpha_and_cmyk_become_bgr_uint8(tmp_path: Path) -> None:
    deep = (np.linspace(0, 65535, 100 * 80).reshape(80, 100)).astype(np.uint16)
    _ok, data = cv2.imencode(".png", deep)
    (tmp_path / "deep.png").write_bytes(data.tobytes())
    rgb = picture()
    paths = [tmp_path / "deep.png", save(tmp_path, "grey.png", rgb, "L"), save(tmp_path, "alpha.png", rgb, "RGBA"),
             save(tmp_path, "cmyk.jpg", rgb, "CMYK", quality=95), save(tmp_path, "cmyk.tiff", rgb, "CMYK")]
    for path in paths:
        image = load_photo(path).image
        assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[2] == 3, path
    deep_image = load_photo(tmp_path / "deep.png").image
    assert deep_image[0, 0, 0] < 5 and deep_image[-1, -1, 0] > 250
    for name in ("cmyk.jpg", "cmyk.tiff"):
        assert np.abs(load_photo(tmp_path / name).image[15, 25].astype(int) - (0, 0, 255)).max() < 60, name


def png_header_only(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` x ``height`` pixels but holds next to no data."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    body = chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + body


@pytest.mark.parametrize("size", [(30000, 30000), (12000, 11000)])
def test_a_header_claiming_too_many_pixels_fails_before_decoding(tmp_path: Path, size: tuple[int, int]) -> None:
    path = tmp_path / "bomb.png"
    path.write_bytes(png_header_only(*size))
    with pytest.raises(PhotoError, match=r"bomb\.png: too many pixels"):
        load_photo(path)


def test_the_pixel_limit_is_adjustable(tmp_path: Path) -> None:
    path = save(tmp_path, "p.png", picture())
    assert load_photo(path, max_pixels=120 * 80).image.shape == (80, 120, 3)
    with pytest.raises(PhotoError, match="too many pixels"):
        load_photo(path, max_pixels=120 * 80 - 1)


def bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    jpeg = io.BytesIO()
    Image.fromarray(picture(400, 300)).save(jpeg, "JPEG", quality=90)
    files = {
        "empty.jpg": (b"", "empty file"),
        "notes.jpg": (b"shopping list: eggs, milk\n" * 5, r"not an image \(expected JPEG"),
        "cut.jpg": (jpeg.getvalue()[: len(jpeg.getvalue()) // 2], "truncated JPEG"),
        "doc.jpg": (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n", "cannot read this PDF"),
    }
    out = {}
    for name, (data, message) in files.items():
        (tmp_path / name).write_bytes(data)
        out[name] = (tmp_path / name, message)
    out["dot.png"] = (save(tmp_path, "dot.png", picture(1, 1)), r"too small \(1 x 1 pixels\)")
    whole = save(tmp_path, "whole.png", picture(300, 200)).read_bytes()
    (tmp_path / "cut.png").write_bytes(whole[: len(whole) * 2 // 3])
    out["cut.png"] = (tmp_path / "cut.png", "truncated PNG")
    (tmp_path / "folder.jpg").mkdir()
    out["folder.jpg"] = (tmp_path / "folder.jpg", "is a directory")
    out["missing.jpg"] = (tmp_path / "missing.jpg", "no such file")
    return out


@pytest.mark.parametrize("name", ["empty.jpg", "notes.jpg", "cut.jpg", "cut.png", "doc.jpg", "dot.png",
                                  "folder.jpg", "missing.jpg"])
def test_bad_files_fail_with_one_line_naming_the_file(tmp_path: Path, name: str) -> None:
    path, message = bad_files(tmp_path)[name]
    with pytest.raises(PhotoError, match=message) as caught:
        load_photo(path)
    text = str(caught.value)
    assert text.startswith(f"{path}: ") and "\n" not in text


def test_jpeg_with_data_appended_after_the_picture_still_loads(tmp_path: Path) -> None:
    path = save(tmp_path, "motion.jpg", picture(), quality=90)
    path.write_bytes(path.read_bytes() + b"\0MotionPhoto" * 100)
    assert load_photo(path).image.shape == (80, 120, 3)


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their permissions")
def test_unreadable_file_says_permission_denied(tmp_path: Path) -> None:
    path = save(tmp_path, "locked.png", picture())
    path.chmod(0)
    with pytest.raises(PhotoError, match=r"locked\.png: permission denied"):
        load_photo(path)


def test_damaged_png_body_fails_clearly(tmp_path: Path) -> None:
    path = save(tmp_path, "p.png", picture(300, 200))
    data = path.read_bytes()
    path.write_bytes(data[:60] + bytes(len(data) - 60))
    with pytest.raises(PhotoError, match=r"p\.png: "):
        load_photo(path)


@pytest.mark.parametrize("name", ["p.jpg", "p.png", "p.webp", "p.tiff", "cmyk.jpg", "deep.png"])
def test_grey_is_what_converting_the_colour_gives_and_colour_comes_back(tmp_path: Path, name: str) -> None:
    if name == "deep.png":
        deep = np.linspace(0, 65535, 120 * 80).reshape(80, 120).astype(np.uint16)
        path = tmp_path / name
        path.write_bytes(cv2.imencode(".png", deep)[1].tobytes())
    else:
        path = save(tmp_path, name, picture(), "CMYK" if name.startswith("cmyk") else None,
                    **({"quality": 95} if name.endswith(("jpg", "webp")) else {}))
    colour = load_photo(path).image
    photo = load_photo(path, grey=True)
    assert photo.image.dtype == np.uint8 and photo.image.shape == (80, 120)
    off = np.abs(photo.image.astype(int) - cv2.cvtColor(colour, cv2.COLOR_BGR2GRAY))
    assert off.mean() < 0.5 and np.mean(off <= 1) > 0.95  # a JPEG's colours clip at saturated edges, its grey not
    assert np.array_equal(photo.in_colour(), colour)


def test_a_grey_photo_is_turned_by_its_exif_orientation(tmp_path: Path) -> None:
    exif = Image.Exif()
    exif[0x0112] = 6
    path = save(tmp_path, "six.jpg", picture(), quality=95, exif=exif)
    photo = load_photo(path, grey=True)
    assert photo.image.shape == (120, 80)
    assert photo.image[25, 70] < 120 and photo.image[70, 25] > 200  # the red block, dark in grey, is top right
    assert np.array_equal(photo.in_colour(), load_photo(path).image)


def test_a_grey_heic_matches_its_colour(tmp_path: Path) -> None:
    pillow_heif = pytest.importorskip("pillow_heif")
    pillow_heif.register_heif_opener()
    path = save(tmp_path, "p.heic", picture(), quality=90)
    colour = load_photo(path).image
    photo = load_photo(path, grey=True)
    assert np.abs(photo.image.astype(int) - cv2.cvtColor(colour, cv2.COLOR_BGR2GRAY)).max() <= 1
    assert np.array_equal(photo.in_colour(), colour)



def test_a_large_jpeg_is_halved_on_request_and_its_pixels_map_to_the_whole_photo(tmp_path: Path) -> None:
    grey = np.full((1201, 1601), 200, np.uint8)
    cv2.circle(grey, (1000, 700), 30, 0, -1)
    path = tmp_path / "big.jpg"
    path.write_bytes(cv2.imencode(".jpg", grey, [cv2.IMWRITE_JPEG_QUALITY, 95])[1].tobytes())
    photo = load_photo(path, grey=True, halve_from=1600)
    assert photo.halved and photo.image.shape == (601, 801)
    ys, xs = np.nonzero(photo.image < 100)
    centre = HALVED_TO_WHOLE @ [xs.mean(), ys.mean(), 1.0]
    assert np.allclose(centre[:2], (1000, 700), atol=0.3)
    assert photo.whole().shape == (1201, 1601) and photo.whole()[700, 1000] < 50
    assert photo.in_colour().shape == (601, 801, 3)
    assert not load_photo(path, grey=True, halve_from=1602).halved


def test_only_jpegs_are_halved_and_a_halved_colour_photo_stays_colour(tmp_path: Path) -> None:
    rgb = np.repeat(picture(), 20, axis=0).repeat(20, axis=1)
    png = save(tmp_path, "big.png", rgb)
    assert not load_photo(png, halve_from=1000).halved
    photo = load_photo(save(tmp_path, "big.jpg", rgb, quality=95), halve_from=1000)
    assert photo.halved and photo.image.shape == (800, 1200, 3) and photo.whole().shape == (1600, 2400, 3)


def test_a_halved_photo_turned_by_its_exif_orientation_maps_to_the_whole_one_turned(tmp_path: Path) -> None:
    rgb = np.full((800, 1201, 3), 230, np.uint8)
    cv2.circle(rgb, (900, 200), 12, (0, 0, 0), -1)
    exif = Image.Exif()
    exif[0x0112] = 6
    path = save(tmp_path, "turned.jpg", rgb, quality=95, exif=exif)
    photo = load_photo(path, grey=True, halve_from=1200)
    whole = photo.whole()
    assert photo.halved and whole.shape == (1201, 800) and photo.image.shape == (601, 400)
    ys, xs = np.nonzero(photo.image < 100)
    wy, wx = np.nonzero(whole < 100)
    assert np.allclose((HALVED_TO_WHOLE @ [xs.mean(), ys.mean(), 1.0])[:2], (wx.mean(), wy.mean()), atol=1.0)


def device(tmp_path: Path, name: str) -> Path:
    """A character device node made here, like ``/dev/zero`` (major 1, minor 5): one that never ends."""
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    path = tmp_path / name
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 5))
    except PermissionError:
        pytest.skip("this machine's sandbox forbids device nodes")
    return path


@pytest.mark.parametrize("command", ["scan", "batch"])
@pytest.mark.parametrize(("kind", "said"), [("fifo", "a named pipe (FIFO)"), ("device", "a character device"),
                                            ("/dev/zero", "a character device")])
def test_a_pipe_or_a_device_is_refused_at_once_in_one_line(tmp_path: Path, command: str, kind: str, said: str
                                                           ) -> None:
    """A named pipe nobody writes to would be waited on for ever, a device read for ever (its
    size says 0): each is one line and exit 2 (the run is killed after a minute: a hang fails)."""
    if kind == "fifo":
        path = tmp_path / "photo.jpg"
        os.mkfifo(path)
    else:
        path = device(tmp_path, "photo.jpg") if kind == "device" else Path(kind)
    run = run_cli([command, str(path)], tmp_path)
    assert run.code == 2, (run.code, run.stderr)
    assert run.stderr_lines == [f"splitter: {path}: is {said}; a photo must be a regular file"]
    assert run.peak_mb < 500


@pytest.mark.parametrize(("name", "start"), [("a.jpg", b"\xff\xd8\xff\xe0"), ("a.png", b"\x89PNG\r\n\x1a\n"),
                                             ("a.tif", b"II*\x00"), ("a.webp", b"RIFF\x00\x00\x00\x00WEBP")])
def test_a_file_that_only_starts_like_a_photo_is_named_damaged_without_memory_addresses(
        tmp_path: Path, name: str, start: bytes) -> None:
    path = tmp_path / name
    path.write_bytes(start + bytes(range(256)) * 8)
    with pytest.raises(PhotoError, match=r"damaged|cannot be decoded|not") as caught:
        load_photo(path)
    assert " at 0x" not in str(caught.value) and str(path) in str(caught.value)


def test_reading_a_jpeg_loads_neither_pdfium_nor_the_test_kit(tmp_path: Path) -> None:
    """pdfium is for scanner PDFs only, and the product never needs the test kit's photo maker."""
    path = tmp_path / "photo.jpg"
    cv2.imwrite(str(path), np.full((480, 640, 3), 200, np.uint8))
    code = ("import sys; from splitter_print.reading.photo.load import load_photo; "
            f"load_photo({str(path)!r}); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pypdfium2', 'splitter_testkit')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
