"""Whether slow connections can lock a club out of ``splitter serve``.

A real server on 127.0.0.1 is opened by ``--connections`` sockets that each send a request's
first header line and then one byte every ``--drip`` seconds, never finishing; meanwhile another
client asks for the start page every half second. Printed: how many of the slow connections the
server closed and when, and every answer of the other client (status and seconds) until it is
answered 200 with the slow connections still dripping. Bounded in count and time, loopback only.

    .venv/bin/python bench/slow_connections_bench.py                  # 1,100 connections
    .venv/bin/python bench/slow_connections_bench.py --connections 300 --seconds 30
"""

from __future__ import annotations

import argparse
import resource
import socket
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from splitter_testkit.server import start, stop


def opened(port: int, count: int) -> list[socket.socket]:
    """``count`` connections that each sent the start of a request and no more."""
    slow = []
    for _ in range(count):
        try:
            conn = socket.create_connection(("127.0.0.1", port), timeout=5)
        except OSError:
            break
        conn.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        conn.setblocking(False)
        slow.append(conn)
    return slow


def dripped(slow: list[socket.socket]) -> list[socket.socket]:
    """One more header byte on each connection still open; those the server closed are left out."""
    alive = []
    for conn in slow:
        try:
            if conn.recv(1, socket.MSG_PEEK) == b"":
                conn.close()
                continue
        except BlockingIOError:
            pass
        except OSError:
            conn.close()
            continue
        try:
            conn.send(b"X")
            alive.append(conn)
        except OSError:
            conn.close()
    return alive


def asked(url: str) -> str:
    start_time = time.monotonic()
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            status = str(answer.status)
    except urllib.error.HTTPError as err:
        status = str(err.code)
    except OSError as err:
        status = type(err).__name__
    return f"{status} in {time.monotonic() - start_time:.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--connections", type=int, default=1100)
    parser.add_argument("--drip", type=float, default=1.0, help="seconds between a slow connection's bytes")
    parser.add_argument("--seconds", type=float, default=40.0, help="how long to go on at most")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, args.connections + 256)), hard))
    with tempfile.TemporaryDirectory() as folder:
        server = start(Path(folder), "--jobs", "1")
        try:
            began = time.monotonic()
            slow = opened(server.port, args.connections)
            print(f"{len(slow)} slow connections open after {time.monotonic() - began:.1f} s")
            next_drip = time.monotonic()
            while time.monotonic() - began < args.seconds:
                if time.monotonic() >= next_drip:
                    slow = dripped(slow)
                    next_drip += args.drip
                answer = asked(server.url + "/")
                print(f"  at {time.monotonic() - began:5.1f} s: {len(slow)} still dripping; start page: {answer}")
                if answer.startswith("200") and slow:
                    break
                time.sleep(0.5)
            for conn in slow:
                conn.close()
        finally:
            stop(server)


if __name__ == "__main__":
    main()
