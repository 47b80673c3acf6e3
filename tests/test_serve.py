"""``splitter serve`` as a user starts it: the banner, its one-line errors, and a real server
process killed in the middle of an upload."""

from __future__ import annotations

import json
import socket
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from splitter_print.cli import main
from splitter_testkit import server

pytestmark = pytest.mark.slow


def call(url: str, method: str = "GET", body: dict[str, Any] | None = None) -> Any:
    request = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def test_a_server_killed_mid_upload_keeps_what_it_acknowledged_and_nothing_half(tmp_path: Path) -> None:
    running = server.start(tmp_path, "--jobs", "1")
    try:
        assert f"Game night at http://127.0.0.1:{running.port}/" in running.banner
        assert "█" in running.banner
        code = call(f"{running.url}/api/games", "POST", {"board": "A"})["code"]
        call(f"{running.url}/api/games/{code}/rolls", "POST", {"dice": [2, 5]})
        body = (b"--xx\r\nContent-Disposition: form-data; name=\"player\"\r\n\r\nAna\r\n--xx\r\n"
                b"Content-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n\r\n\xff\xd8\xff"
                + b"\x00" * 400_000)
        with socket.create_connection(("127.0.0.1", running.port)) as upload:
            upload.sendall(f"POST /api/games/{code}/sheets HTTP/1.1\r\nHost: x\r\n"
                           f"Content-Type: multipart/form-data; boundary=xx\r\n"
                           f"Content-Length: {len(body) * 2}\r\n\r\n".encode() + body)
            time.sleep(0.5)
            running.process.kill()
            running.process.wait()
    finally:
        server.stop(running)
    with server.served(tmp_path, "--jobs", "1") as again:
        game = call(f"{again.url}/api/games/{code}")
    assert game["rolls"] == [{"number": 1, "dice": [2, 5]}] and game["sheets"] == []
    assert [path for name in ("photos", "incoming") for path in (tmp_path / name).rglob("*") if path.is_file()] == []


def test_a_port_in_use_is_one_line_and_exit_2(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = CliRunner().invoke(main, ["serve", "--port", str(port), "--data", str(tmp_path)])
    assert done.exit_code == 2
    assert done.output.startswith(f"splitter: --host 127.0.0.1 --port {port}: cannot listen there")
    assert done.output.count("\n") == 1


def test_a_database_that_cannot_be_opened_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = CliRunner().invoke(main, ["serve", "--data", str(tmp_path), "--db", "nosuchdb://x"])
    assert done.exit_code == 2
    assert done.output.startswith("splitter: nosuchdb://x: cannot open the database")
    assert done.output.count("\n") == 1
