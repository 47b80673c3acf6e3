"""A throw-away PostgreSQL server for tests: its own cluster in a temporary folder, started with
Debian's ``initdb``/``pg_ctl`` (as the ``postgres`` user when the tests run as root, which
PostgreSQL refuses to run as), listening on 127.0.0.1 only, removed afterwards.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


class UnavailableError(RuntimeError):
    """PostgreSQL cannot be started here; the message says why (for ``pytest.skip``)."""


def binaries() -> Path:
    """The folder holding ``initdb`` and ``pg_ctl``: Debian's newest, else the ``PATH``'s."""
    debian = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"), key=lambda p: int(p.parts[-3]))
    if debian:
        return debian[-1].parent
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).parent
    raise UnavailableError("PostgreSQL's initdb/pg_ctl are not installed (apt-get install postgresql)")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def cluster() -> Iterator[str]:
    """A running server; yields the URL of its ``postgres`` database (user ``splitter``)."""
    tools = binaries()
    folder = Path(tempfile.mkdtemp(prefix="splitter-pg-"))
    runner: list[str] = []
    if os.geteuid() == 0:
        if shutil.which("runuser") is None:
            raise UnavailableError("running as root without runuser: cannot start PostgreSQL as the postgres user")
        shutil.chown(folder, "postgres")
        runner = ["runuser", "-u", "postgres", "--"]
    data, port = folder / "data", free_port()

    def run(*args: str) -> None:
        done = subprocess.run([*runner, *args], capture_output=True, text=True, cwd=folder, timeout=120)
        if done.returncode:
            raise UnavailableError(f"{Path(args[0]).name} failed: {(done.stderr or done.stdout).strip()[-400:]}")

    try:
        run(str(tools / "initdb"), "-D", str(data), "-U", "splitter", "-A", "trust", "-E", "UTF8", "--no-sync")
        options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off"
        run(str(tools / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(folder / "log"), "-w", "start")
        try:
            yield f"postgresql://splitter@127.0.0.1:{port}/postgres"
        finally:
            run(str(tools / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def fresh_database(url: str) -> str:
    """A new empty database on the server at ``url``; its URL."""
    import psycopg

    name = f"t_{secrets.token_hex(6)}"
    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {name}")
    return url.rsplit("/", 1)[0] + f"/{name}"
