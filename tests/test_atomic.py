"""Output files: written whole or not at all, and a device or a named pipe at the name stays one."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from splitter_print.atomic import write_atomic
from splitter_print.errors import SplitterError

PAYLOAD = b"%PDF-1.3 " + bytes(range(256)) * 300
"""More than a pipe holds at once (64 KB on Linux), so the writer must wait for the reader."""


def reader(path: Path) -> tuple[threading.Thread, list[bytes]]:
    """A thread reading everything written to the pipe at ``path``."""
    got: list[bytes] = []
    thread = threading.Thread(target=lambda: got.append(path.read_bytes()), daemon=True)
    thread.start()
    return thread, got


def test_a_regular_file_is_replaced_whole_with_nothing_left_beside_it(tmp_path: Path) -> None:
    target = tmp_path / "night.json"
    target.write_text("old")
    write_atomic(target, "new\n")
    assert target.read_text() == "new\n"
    assert [p.name for p in tmp_path.iterdir()] == ["night.json"]


def test_a_named_pipe_gets_the_bytes_and_stays_a_pipe(tmp_path: Path) -> None:
    pipe = tmp_path / "pads.pdf"
    os.mkfifo(pipe)
    thread, got = reader(pipe)
    write_atomic(pipe, PAYLOAD)
    thread.join(10)
    assert got == [PAYLOAD]
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["pads.pdf"]


def test_a_device_node_is_written_into_and_stays_a_device(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("making a device node (mknod) needs root")
    null = os.stat("/dev/null")
    node = tmp_path / "null.json"
    os.mknod(node, stat.S_IFCHR | 0o666, null.st_rdev)
    write_atomic(node, "{}\n")
    assert stat.S_ISCHR(node.lstat().st_mode) and node.lstat().st_rdev == null.st_rdev
    assert [p.name for p in tmp_path.iterdir()] == ["null.json"]


def test_a_link_is_followed_the_file_it_names_replaced_and_the_link_kept(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    real = tmp_path / "real" / "night.csv"
    real.write_text("old")
    link = tmp_path / "latest.csv"
    link.symlink_to(real)
    write_atomic(link, "file,total\n")
    assert link.is_symlink() and real.read_text() == "file,total\n"
    assert sorted(p.name for p in (tmp_path / "real").iterdir()) == ["night.csv"]


def test_a_device_that_refuses_the_bytes_is_one_error_naming_it() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    with pytest.raises(SplitterError, match=r"^/dev/full: cannot write: No space left on device$"):
        write_atomic("/dev/full", "x")
    assert Path("/dev/full").is_char_device()
