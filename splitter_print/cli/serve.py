"""``splitter serve``: the game-night page for the phones at the table, and its JSON API.

The command checks its options, runs the web face (:mod:`splitter_print.web.app`) under uvicorn
by its import name (the two faces never import each other) and, once the server answers, prints
the address the phones open and a QR code of it.
"""

from __future__ import annotations

import asyncio
import os
import resource
import socket
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from splitter_print.cli.common import capped_jobs
from splitter_print.errors import SplitterError

APP = "splitter_print.web.app:app_from_environment"
EVERYWHERE = ("0.0.0.0", "::")


@dataclass(frozen=True)
class ServerLimits:
    """What one connection may hold of the server, so that slow or idle clients cannot take
    the open files every phone needs."""

    header_timeout: float = 10.0
    """Seconds from a connection (or the end of its last answer) to its request's headers in
    full; a connection silent or trickling longer is closed."""
    keep_alive: int = 5
    """Seconds an idle connection is kept open between requests (uvicorn ``timeout_keep_alive``)."""
    header_bytes: int = 16 * 1024
    """Bytes of a request's line and headers at most (h11's ``max_incomplete_event_size``)."""
    connections: int = 800
    """Connections and requests at once (uvicorn ``limit_concurrency``); beyond, 503. Kept
    under the open-file limit, which the server raises to its hard limit at start."""
    spare_files: int = 200
    """Open files kept free of connections: the database, photos, reader pipes."""
    backlog: int = 256
    """Connections waiting to be accepted (the listening socket's queue)."""
    shutdown: int = 10
    """Seconds the server waits for answers in progress when stopped (Ctrl+C)."""


LIMITS = ServerLimits()


def open_files() -> int:
    """Raise this process's open-file limit to its hard limit; the limit then."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    return soft


def uvicorn_options(limits: ServerLimits = LIMITS) -> dict[str, Any]:
    """uvicorn's settings for ``limits``: time-outs, header size, connections at once and the
    protocol that closes connections whose headers do not come in time.

    >>> options = uvicorn_options(ServerLimits(connections=50))
    >>> options["limit_concurrency"], options["timeout_keep_alive"], options["h11_max_incomplete_event_size"]
    (50, 5, 16384)
    """
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class TimedProtocol(H11Protocol):
        """uvicorn's HTTP/1.1 protocol with a deadline for each request's headers."""

        header_deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self.await_headers()

        def data_received(self, data: bytes) -> None:
            if self.header_deadline is None and (self.cycle is None or self.cycle.response_complete):
                self.await_headers()
            super().data_received(data)
            if self.cycle is not None and not self.cycle.response_complete:
                self.headers_in()

        def connection_lost(self, exc: Exception | None) -> None:
            self.headers_in()
            super().connection_lost(exc)

        def await_headers(self) -> None:
            self.header_deadline = self.loop.call_later(limits.header_timeout, self.transport.close)

        def headers_in(self) -> None:
            if self.header_deadline is not None:
                self.header_deadline.cancel()
                self.header_deadline = None

    files = open_files()
    return {"http": TimedProtocol, "timeout_keep_alive": limits.keep_alive,
            "h11_max_incomplete_event_size": limits.header_bytes, "backlog": limits.backlog,
            "limit_concurrency": max(1, min(limits.connections, files - limits.spare_files)),
            "timeout_graceful_shutdown": limits.shutdown}


def default_data_dir() -> Path:
    """Where games live unless ``--data`` says otherwise: the user's data folder."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("splitter-print", appauthor=False))


PROBE = ("10.254.254.254", 1)
"""A private address a UDP socket is "connected" to, so that the system names the interface it
would use: no packet is sent, and no network is needed beyond a route."""


def lan_address() -> str:
    """This machine's address on the local network (:data:`PROBE`); its host name when it has
    no route to one (the phones may still find it by name)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(PROBE)
            found = str(probe.getsockname()[0])
        except OSError:
            found = ""
    return found if found and not found.startswith(("127.", "0.")) else socket.gethostname()


def address(host: str, port: int) -> str:
    """The address phones open: this machine's address on the local network when serving on
    every interface (:func:`lan_address`), else the host given.

    >>> address("127.0.0.1", 8000)
    'http://127.0.0.1:8000/'
    """
    if host in EVERYWHERE:
        host = lan_address()
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def check_port(host: str, port: int) -> None:
    """Fail with one line now, rather than a server log later, when the port is taken."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as trial:
        trial.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            trial.bind((host, port))
        except OSError as err:
            raise SplitterError("--host {host} --port {port}: cannot listen there ({error:any})", host=host, port=port,
                                error=err.strerror or str(err)) from None


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, metavar="H",
              help="Interface to listen on; 0.0.0.0 lets the phones on your network in.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), metavar="P")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), metavar="DIR",
              help="Folder for the games' photos and the SQLite database  [default: your data folder]")
@click.option("--db", "db_url", metavar="URL",
              help="Database URL instead of SQLite in DIR, e.g. postgresql://user:pw@host/splitter "
                   "(pip install 'splitter-print[postgres]'); several servers may share it.")
@click.option("--jobs", type=click.IntRange(1, 64), metavar="N",
              help="Photos read at once  [default and most: one per core]")
@click.option("--max-upload", type=click.IntRange(1, 200), default=25, show_default=True, metavar="MB",
              help="Largest photo accepted, in MB.")
def command(host: str, port: int, data_dir: Path | None, db_url: str | None, jobs: int | None,
            max_upload: int) -> None:
    """Serve the game-night page: players open it on their phones, keep the rolls, photograph
    their sheets, fix doubtful spaces and watch the ranking.

    Prints the address and a QR code of it. Stop with Ctrl+C; every game stays in the data
    folder (or database) for next time.
    """
    import segno
    import uvicorn

    from splitter_print.night.store import Store

    folder = data_dir or default_data_dir()
    Store.open(folder, db_url).engine.dispose()
    check_port(host, port)
    link = address(host, port)
    os.environ.update({"SPLITTER_SERVE_DATA": str(folder), "SPLITTER_SERVE_DB": db_url or "",
                       "SPLITTER_SERVE_JOBS": str(capped_jobs(jobs)),
                       "SPLITTER_SERVE_MAX_UPLOAD": str(max_upload << 20), "SPLITTER_SERVE_ADDRESS": link})
    server = uvicorn.Server(uvicorn.Config(APP, factory=True, host=host, port=port, log_level="warning",
                                           **uvicorn_options()))

    def announce() -> None:
        """The address, once the server answers (its readers are started first)."""
        while not server.started:
            if server.should_exit:
                return
            time.sleep(0.05)
        click.echo(f"Game night at {link}  (data: {folder})")
        segno.make(link, error="m").terminal(compact=True)
        if host not in EVERYWHERE and host.startswith("127."):
            click.echo("Only this computer can open it; add --host 0.0.0.0 to let the phones on your network in.")
        click.echo("Stop with Ctrl+C.")

    threading.Thread(target=announce, daemon=True).start()
    server.run()
