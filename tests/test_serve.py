"""``splitter serve`` as a user starts it: the banner, its one-line errors, a real server
process killed in the middle of an upload, and real servers (on SQLite and on PostgreSQL)
hit by many phones at the same moment: fixes and rolls sent at once, a reading worker killed,
a full disk, connections that never send their request."""

from __future__ import annotations

import os
import signal
import socket
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from splitter_print.cli import main
from splitter_print.game.layout import load_layout
from splitter_testkit import postgres, server
from splitter_testkit.server import call
from splitter_testkit.synth import PhotoSpec, make_photo

pytestmark = pytest.mark.slow
AT_ONCE = 16
"""Requests fired at the same moment in the race tests."""


@pytest.fixture(scope="module")
def photo() -> bytes:
    """A 2 MP phone photo of a filled pad A, written in a font so that it reads."""
    return make_photo(PhotoSpec(seed=3, board="A", writing="font", ink="black", megapixels=2, tilt=5,
                                jpeg_quality=90)).jpeg


@pytest.fixture(scope="module")
def papers() -> list[bytes]:
    """Photos of three players' papers (serials 1, 2, 3): one game refuses one paper under two names."""
    return [make_photo(PhotoSpec(seed=3 + serial, board="A", writing="font", ink="black", megapixels=2, tilt=5,
                                 jpeg_quality=90, serial=serial)).jpeg for serial in (1, 2, 3)]


@pytest.fixture(scope="module")
def on_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Iterator[server.Server]:
    """A real server with one reader, on SQLite in its data folder."""
    with server.served(tmp_path_factory.mktemp("sqlite"), "--jobs", "1") as started:
        yield started


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def running(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[server.Server]:
    """:func:`on_sqlite`, or a real server with one reader on a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield request.getfixturevalue("on_sqlite")
        return
    url = postgres.fresh_database(request.getfixturevalue("postgres_server"))
    with server.served(tmp_path_factory.mktemp("postgresql"), "--jobs", "1", "--db", url) as started:
        yield started


def at_once(count: int, send: Callable[[httpx.Client, int], httpx.Response]) -> list[httpx.Response]:
    """``send`` from ``count`` threads, each on its own connection, released at the same moment."""
    start = threading.Barrier(count)
    answers: list[httpx.Response | None] = [None] * count

    def one(index: int) -> None:
        with httpx.Client(timeout=60) as client:
            start.wait()
            answers[index] = send(client, index)

    threads = [threading.Thread(target=one, args=(index,)) for index in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return [answer for answer in answers if answer is not None]


def upload(base: str, code: str, photo: bytes, player: str = "Ana") -> httpx.Response:
    return httpx.post(f"{base}/api/games/{code}/sheets", data={"player": player},
                      files={"photo": ("p.jpg", photo)}, timeout=120)



def test_a_server_killed_mid_upload_keeps_what_it_acknowledged_and_nothing_half(tmp_path: Path) -> None:
    running = server.start(tmp_path, "--jobs", "1")
    try:
        assert f"Game night at http://127.0.0.1:{running.port}/" in running.banner
        assert "█" in running.banner
        created = call(f"{running.url}/api/games", "POST", {"board": "A"})
        code = created["code"]
        call(f"{running.url}/api/games/{code}/rolls", "POST", {"dice": [2, 5]}, created["key"])
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


def test_fixes_of_different_spaces_sent_at_once_are_all_kept(running: server.Server, photo: bytes) -> None:
    base = running.url
    code = httpx.post(f"{base}/api/games", json={"board": "A"}).json()["code"]
    sheet = upload(base, code, photo)
    assert sheet.status_code == 201
    spaces = sorted(load_layout("A").spaces)[:AT_ONCE]
    path = f"{base}/api/games/{code}/sheets/{sheet.json()['id']}"
    lost = 0
    for digit in range(1, 6):
        answers = at_once(AT_ONCE, lambda client, i, digit=digit: client.patch(  # type: ignore[misc]
            path, json={"fix": [[*spaces[i], digit]]}))
        assert [answer.status_code for answer in answers] == [200] * AT_ONCE
        kept = {(r, c): d for r, c, d in httpx.get(path).json()["fixes"]}
        lost += sum(kept.get(space) != digit for space in spaces)
    assert lost == 0


def test_the_last_rolls_sent_at_once_never_overfill_the_pad(running: server.Server) -> None:
    base = running.url
    created = httpx.post(f"{base}/api/games", json={"board": "A"}).json()
    code, keeper = created["code"], {"X-Key": created["key"]}
    for _ in range(20):
        assert httpx.post(f"{base}/api/games/{code}/rolls", json={"dice": [2, 3]}, headers=keeper).status_code == 201
    answers = at_once(10, lambda client, i: client.post(f"{base}/api/games/{code}/rolls",
                                                        json={"dice": [1 + i % 6, 4]}, headers=keeper))
    assert sorted(answer.status_code for answer in answers) == [201, 201] + [409] * 8
    assert all("all 22 rolls are in" in answer.json()["error"] for answer in answers if answer.status_code == 409)
    game = httpx.get(f"{base}/api/games/{code}")
    assert game.status_code == 200
    assert [roll["number"] for roll in game.json()["rolls"]] == list(range(1, 23))


def test_a_killed_reading_worker_is_replaced_and_the_next_upload_is_read(on_sqlite: server.Server,
                                                                       papers: list[bytes]) -> None:
    running = on_sqlite
    base = running.url
    code = httpx.post(f"{base}/api/games", json={"board": "A"}).json()["code"]
    for worker in server.readers(running):
        os.kill(worker, signal.SIGKILL)
    time.sleep(1)
    assert upload(base, code, papers[0], "after an idle worker died").status_code == 201
    answers: list[httpx.Response] = []
    sending = threading.Thread(target=lambda: answers.append(upload(base, code, papers[1], "read by a dying worker")))
    sending.start()
    time.sleep(0.5)
    for worker in server.readers(running):
        os.kill(worker, signal.SIGKILL)
    sending.join()
    (during,) = answers
    assert during.status_code in (201, 503)
    if during.status_code == 503:
        assert during.json()["error"].startswith("photo: the reader stopped while reading it")
    assert upload(base, code, papers[2], "after").status_code == 201
    assert [sheet["player"] for sheet in httpx.get(f"{base}/api/games/{code}").json()["sheets"]][-1] == "after"


def test_a_full_disk_is_a_json_error_naming_no_path_and_the_game_stays(tmp_path: Path) -> None:
    with server.served(tmp_path, "--jobs", "1", file_size=300_000) as full:
        code = httpx.post(f"{full.url}/api/games", json={"board": "A"}).json()["code"]
        answer = upload(full.url, code, b"\xff\xd8\xff" + bytes(600_000))
        game = httpx.get(f"{full.url}/api/games/{code}")
    assert answer.status_code == 507
    assert answer.json()["error"].startswith("server: cannot keep the photo (File too large)")
    assert str(tmp_path) not in answer.text
    assert game.status_code == 200 and game.json()["sheets"] == []


def closed(connection: socket.socket) -> bool:
    """Whether the server closed ``connection`` (waiting up to 5 s for it to say so)."""
    connection.settimeout(5)
    try:
        return connection.recv(100) == b""
    except ConnectionResetError:
        return True


def test_connections_that_never_send_their_whole_request_are_closed(on_sqlite: server.Server) -> None:
    idle = [socket.create_connection(("127.0.0.1", on_sqlite.port)) for _ in range(20)]
    trickle = socket.create_connection(("127.0.0.1", on_sqlite.port))
    try:
        started = time.monotonic()
        while time.monotonic() - started < 14:
            try:
                trickle.sendall(b"G")  # a request line that never ends, a byte a second
            except OSError:
                break
            assert httpx.get(f"{on_sqlite.url}/").status_code == 200
            time.sleep(1)
        assert [closed(connection) for connection in [*idle, trickle]] == [True] * 21
    finally:
        for connection in [*idle, trickle]:
            connection.close()


def test_on_every_interface_the_lan_address_is_printed_once_the_server_answers(tmp_path: Path) -> None:
    """The address a phone can open (not this machine's loopback), printed only when a request
    sent at once is answered: the readers start before it, which took seconds."""
    import ipaddress
    from urllib.parse import urlsplit

    running = server.start(tmp_path, "--jobs", "1", host="0.0.0.0")
    try:
        (line,) = [line for line in running.banner.splitlines() if line.startswith("Game night at ")]
        host = urlsplit(line.split()[3]).hostname or ""
        try:
            assert not ipaddress.ip_address(host).is_loopback
        except ValueError:
            assert host == socket.gethostname()
        assert running.answered_at_banner
        code = call(f"{running.url}/api/games", "POST", {"board": "A"})["code"]
        page = urllib.request.urlopen(f"{running.url}/games/{code}", timeout=30).read().decode()
        assert f"{line.split()[3]}games/{code}" in page
    finally:
        server.stop(running)
