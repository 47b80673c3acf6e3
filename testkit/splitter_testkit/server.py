"""A real ``splitter serve`` for tests and benches: its own process on 127.0.0.1, a free port,
a data folder of the caller's; stopped (or killed, to test what survives) by the caller."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    url: str
    """``http://127.0.0.1:PORT`` (no trailing slash)."""
    port: int
    process: subprocess.Popen[str]
    banner: str
    """What the command printed before serving: the address and its QR code."""


def start(data_dir: Path, *options: str, port: int | None = None, timeout: float = 90) -> Server:
    """Start ``splitter serve --data data_dir`` and wait until it answers."""
    port = port or free_port()
    process = subprocess.Popen([sys.executable, "-m", "splitter_print", "serve", "--host", "127.0.0.1",
                                "--port", str(port), "--data", str(data_dir), *options],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert process.stdout is not None
    banner = []
    for line in process.stdout:
        banner.append(line)
        if line.startswith("Stop with"):
            break
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url + "/", timeout=2):
                return Server(url, port, process, "".join(banner))
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError(f"splitter serve did not start: {''.join(banner)}{process.stdout.read()}") from None
            time.sleep(0.2)


def stop(server: Server) -> None:
    server.process.terminate()
    try:
        server.process.wait(20)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait()


@contextmanager
def served(data_dir: Path, *options: str) -> Iterator[Server]:
    server = start(data_dir, *options)
    try:
        yield server
    finally:
        stop(server)
