"""A real ``splitter serve`` for tests and benches: its own process on 127.0.0.1, a free port,
a data folder of the caller's; stopped (or killed, to test what survives) by the caller."""

from __future__ import annotations

import json
import resource
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any


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
    """What the command printed: the address and its QR code."""
    answered_at_banner: bool
    """Whether the server answered the first request, sent as soon as the banner was read."""


def start(data_dir: Path, *options: str, port: int | None = None, timeout: float = 90,
          file_size: int | None = None, host: str = "127.0.0.1") -> Server:
    """Start ``splitter serve --host host --data data_dir`` and wait until it answers (at
    127.0.0.1, which ``0.0.0.0`` covers too). With ``file_size`` the server can write no file
    past that many bytes (a disk that is full, as it sees it)."""
    port = port or free_port()

    def limited() -> None:
        if file_size is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))

    process = subprocess.Popen([sys.executable, "-m", "splitter_print", "serve", "--host", host,
                                "--port", str(port), "--data", str(data_dir), *options],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, preexec_fn=limited)
    assert process.stdout is not None
    banner = []
    for line in process.stdout:
        banner.append(line)
        if line.startswith("Stop with"):
            break
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    first = True
    while True:
        try:
            with urllib.request.urlopen(url + "/", timeout=2):
                return Server(url, port, process, "".join(banner), first)
        except OSError:
            first = False
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


def descendants(pid: int) -> list[int]:
    """``pid`` and every process below it (Linux /proc); gone ones are left out."""
    found, pending = [], [pid]
    while pending:
        current = pending.pop()
        try:
            children = [int(child) for task in Path(f"/proc/{current}/task").iterdir()
                        for child in (task / "children").read_text().split()]
        except OSError:
            continue
        found.append(current)
        pending += children
    return found


def readers(server: Server) -> list[int]:
    """The server's photo-reading worker processes."""
    def command(pid: int) -> bytes:
        try:
            return Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            return b""

    return [pid for pid in descendants(server.process.pid) if b"spawn_main" in command(pid)]


@contextmanager
def served(data_dir: Path, *options: str, file_size: int | None = None) -> Iterator[Server]:
    server = start(data_dir, *options, file_size=file_size)
    try:
        yield server
    finally:
        stop(server)


def call(url: str, method: str = "GET", body: dict[str, Any] | None = None, key: str | None = None,
         timeout: float = 30) -> Any:
    """One JSON request to a server, as a phone's page makes it (``key``: its ``X-Key``); the answer."""
    headers = {"Content-Type": "application/json", **({"X-Key": key} if key else {})}
    request = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                     headers=headers)
    with urllib.request.urlopen(request, timeout=timeout) as answer:
        return json.load(answer)
