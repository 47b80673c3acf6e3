"""The game-night web face: the page for the phones at the table and the JSON API it uses.

Every route is thin: it takes the request apart, calls one :class:`~splitter_print.night.table.Table`
method and renders its answer. Every error is JSON, ``{"error": "one clear line"}`` in the
page's language, naming no server path (:mod:`splitter_print.web.errors`): 400 (bad input),
403 (a roll added or taken back without the keeper's key, a sheet removed without its key or
the keeper's),
404 (no such game or sheet), 409 (the game's rolls are all in, or it is full), 413 (upload
over the limit, refused before it is stored whole), 503 (every reader busy, with
``Retry-After``; or the reader died on the photo), 507 (the server cannot store the photo),
500 (anything else, by its kind only). ``/docs`` lists the API's routes, served from here
(FastAPI's own page loads Swagger UI from the internet, which a table's network may not
reach); ``/openapi.json`` describes them in full.

>>> import tempfile
>>> from splitter_print.night.store import Store
>>> app = create_app(Table(Store.open(tempfile.mkdtemp())))
>>> sorted(path for path in (getattr(route, "path", "") for route in app.routes)
...        if path.startswith("/api/games/{code}/sheets"))[:2]
['/api/games/{code}/sheets', '/api/games/{code}/sheets/{sheet_id}']
"""

from __future__ import annotations

import io
import ipaddress
import json
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import urlsplit, urlunsplit

from fastapi import Body, FastAPI, Request
from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.types import Message as AsgiMessage

from splitter_print._version import __version__
from splitter_print.errors import Message, SplitterError
from splitter_print.night.share import game_card, game_text
from splitter_print.night.store import NotFoundError, Store
from splitter_print.night.table import ReaderPool, Table, prepare_answers
from splitter_print.web import daily, errors
from splitter_print.web.fonts import WEB_FONTS, web_font
from splitter_print.web.forms import photo_form
from splitter_print.web.strings import LANGUAGES, STRINGS, page_strings

HERE = Path(__file__).parent
MAX_UPLOAD_BYTES = 25 * 1024 * 1024
"""Default upload limit: a phone's full-size JPEG or HEIC is 2-12 MB."""
ENVIRONMENT = ("SPLITTER_SERVE_DATA", "SPLITTER_SERVE_DB", "SPLITTER_SERVE_JOBS", "SPLITTER_SERVE_MAX_UPLOAD",
               "SPLITTER_SERVE_ADDRESS")
"""How ``splitter serve`` hands its options to :func:`app_from_environment` in the server."""


def create_app(table: Table, *, max_upload: int = MAX_UPLOAD_BYTES, pool: ReaderPool | None = None,
               address: str | None = None) -> FastAPI:
    """The web app over ``table``; uploads larger than ``max_upload`` bytes get 413. A ``pool``
    (the table's reader) is started with the app and closed when it stops. ``address`` is where
    the phones reach the server (``http://192.168.1.20:8000/``), for the join QR of a page opened
    on the server's own machine (:func:`join_link`)."""

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        if pool is not None:
            await run_in_threadpool(pool.warm)
        await run_in_threadpool(prepare_answers)
        try:
            yield
        finally:
            if pool is not None:
                pool.close()

    app = FastAPI(title="splitter serve", version=__version__, lifespan=lifespan, docs_url=None, redoc_url=None,
                  description="A Splitter game night: games, rolls, photographed sheets, ranking.")
    templates = Jinja2Templates(directory=HERE / "templates")
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    app.add_middleware(UploadLimit, limit=max_upload)

    errors.register(app)

    def page(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
        chosen, lang = request.query_params.get("lang"), errors.request_language(request)
        answer = templates.TemplateResponse(request, name, {
            "lang": lang, "t": page_strings(lang), "version": __version__,
            "languages": {code: STRINGS[code]["language_name"] for code in LANGUAGES}, **context}, status_code=status)
        if chosen == lang:
            answer.set_cookie(errors.LANG_COOKIE, lang, max_age=365 * 24 * 3600, samesite="lax")
        return answer

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def home(request: Request) -> HTMLResponse:
        return page(request, "home.html")

    @app.get("/games/{code}", response_class=HTMLResponse, include_in_schema=False)
    def game_page(request: Request, code: str) -> HTMLResponse:
        """The game's page; a code that names no game shows the start page saying so (404)."""
        try:
            game = table.store.game(code)
        except NotFoundError:
            return page(request, "home.html", status=404, unknown=True)
        return page(request, "game.html", code=game.code, board=game.board,
                    link=join_link(str(request.url_for("game_page", code=game.code)), address))

    @app.get("/games/{code}/qr.svg", include_in_schema=False)
    def join_qr(request: Request, code: str) -> Response:
        game = table.store.game(code)
        return qr_svg(join_link(str(request.url_for("game_page", code=game.code)), address))

    @app.post("/api/games/{code}/keeper/qr.svg", response_class=Response)
    def hand_over_qr(request: Request, code: str) -> Response:
        """The QR code another phone scans to keep the rolls: the game's link with the keeper's
        key (``X-Key``) after ``#key=``, which a browser never sends to a server (nor its logs)."""
        key = request.headers.get("x-key")
        table.check_keeper(code, key)
        link = join_link(str(request.url_for("game_page", code=table.store.game(code).code)), address)
        return qr_svg(f"{link}#key={key}")

    @app.post("/api/games", status_code=201)
    def new_game(payload: Annotated[Any, Body()] = None) -> dict[str, Any]:
        return table.new_game(field(payload, "board"))

    @app.get("/api/games/{code}", response_class=Response)
    def game(request: Request, code: str, lang: str = "en") -> Response:
        return Response(table.game_json(code, language(lang), request.headers.get("x-key")),
                        media_type="application/json")

    @app.get("/api/games/{code}/rolls")
    def rolls(code: str) -> list[dict[str, Any]]:
        return table.rolls(code)

    @app.post("/api/games/{code}/rolls", status_code=201)
    def add_roll(request: Request, code: str, payload: Annotated[Any, Body()] = None) -> dict[str, Any]:
        return table.add_roll(code, field(payload, "dice"), request.headers.get("x-key"))

    @app.delete("/api/games/{code}/rolls/last")
    def undo_roll(request: Request, code: str) -> dict[str, Any]:
        return table.undo_roll(code, request.headers.get("x-key"))

    @app.post("/api/games/{code}/keeper")
    def hand_over(request: Request, code: str) -> dict[str, Any]:
        return table.hand_over(code, request.headers.get("x-key"))

    @app.post("/api/games/{code}/sheets", status_code=201)
    async def add_sheet(request: Request, code: str, lang: str = "en") -> dict[str, Any]:
        data, fields = await photo_form(request)
        return await table.add_sheet(code, fields.get("player"), data, language(lang))

    @app.get("/api/games/{code}/sheets/{sheet_id}")
    def sheet(code: str, sheet_id: int, lang: str = "en") -> dict[str, Any]:
        return table.sheet(code, sheet_id, language(lang))

    @app.patch("/api/games/{code}/sheets/{sheet_id}")
    def fix_sheet(code: str, sheet_id: int, lang: str = "en", payload: Annotated[Any, Body()] = None) -> dict[str, Any]:
        return table.fix_sheet(code, sheet_id, field(payload, "fix"), language(lang))

    @app.delete("/api/games/{code}/sheets/{sheet_id}")
    def remove_sheet(request: Request, code: str, sheet_id: int) -> dict[str, Any]:
        return table.remove_sheet(code, sheet_id, request.headers.get("x-key"))

    @app.get("/api/games/{code}/sheets/{sheet_id}/picture.jpg", response_class=Response)
    def picture(code: str, sheet_id: int, lang: str = "en") -> Response:
        return Response(table.picture(code, sheet_id, language(lang)), media_type="image/jpeg")

    @app.get("/api/games/{code}/ranking.csv", response_class=Response)
    def ranking_csv(code: str) -> Response:
        text, stored = table.ranking_csv(code), table.store.game(code).code
        return Response(text, media_type="text/csv; charset=utf-8", headers=download(stored, "csv"))

    @app.get("/api/games/{code}/ranking.json", response_class=Response)
    def ranking_json(code: str) -> Response:
        game = table.game(code)
        return Response(json.dumps(game, ensure_ascii=False, indent=2), media_type="application/json",
                        headers=download(game["code"], "json"))

    @app.get("/api/games/{code}/card.png", response_class=Response)
    def card(code: str, lang: str = "en") -> Response:
        """The winner's card to share: the ranking as ``batch --share`` draws it, in ``lang``."""
        return Response(game_card(table, code, language(lang)), media_type="image/png")

    @app.get("/api/games/{code}/share.txt", response_class=Response)
    def share_line(code: str, lang: str = "en") -> Response:
        """The ranking in a few lines for a chat message, beside the card."""
        return Response(game_text(table, code, language(lang)), media_type="text/plain; charset=utf-8")

    @app.get("/fonts/{name}", include_in_schema=False)
    def font(name: str) -> Response:
        """The pads' Korean font, for a phone without one (:mod:`splitter_print.web.fonts`)."""
        if name not in WEB_FONTS:
            raise HTTPException(404, f"no font {name!r} here")
        return Response(web_font(name), media_type="font/ttf", headers={"Cache-Control": "max-age=604800"})

    @app.get("/docs", response_class=HTMLResponse, include_in_schema=False)
    def api_page(request: Request) -> HTMLResponse:
        """The API's routes on a page that needs nothing from the internet."""
        paths = app.openapi()["paths"]
        routes = [(method.upper(), path, operation.get("summary", ""))
                  for path, methods in paths.items() for method, operation in methods.items()]
        return page(request, "api.html", routes=routes)

    daily.register(app, table)
    return app


def app_from_environment() -> FastAPI:
    """The app ``splitter serve`` runs (uvicorn's factory): data folder, database, reader jobs
    and upload limit from :data:`ENVIRONMENT` variables, which the command sets."""
    data, url, jobs, limit, address = (os.environ.get(name) for name in ENVIRONMENT)
    if not data:
        raise SplitterError("{variable}: not set; start the server with splitter serve", variable=ENVIRONMENT[0])
    pool = ReaderPool(int(jobs) if jobs else None)
    table = Table(Store.open(data, url or None), pool)
    return create_app(table, max_upload=int(limit) if limit else MAX_UPLOAD_BYTES, pool=pool, address=address or None)


def join_link(url: str, address: str | None) -> str:
    """The link a phone joins by: ``url`` as the page was opened, except that a page opened on
    the server's own machine (``localhost``, ``127.0.0.1``) gives the ``address`` the phones
    reach the server at, which no phone finds at the server's loopback address.

    >>> join_link("http://127.0.0.1:8000/games/abc", "http://192.168.1.20:8000/")
    'http://192.168.1.20:8000/games/abc'
    >>> join_link("http://192.168.1.20:8000/games/abc", "http://10.0.0.5:8000/")
    'http://192.168.1.20:8000/games/abc'
    """
    parts = urlsplit(url)
    if address is None or not is_loopback(parts.hostname or ""):
        return url
    return urlunsplit(urlsplit(address)._replace(path=parts.path, query=parts.query))


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine only (``localhost``, ``127.x.x.x``, ``::1``).

    >>> is_loopback("localhost"), is_loopback("127.0.1.1"), is_loopback("::1"), is_loopback("192.168.1.20")
    (True, True, True, False)
    """
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def qr_svg(link: str) -> Response:
    """``link`` as a QR code, an SVG answer."""
    import segno

    svg = io.BytesIO()
    segno.make(link, error="m").save(svg, kind="svg", scale=6, border=2)
    return Response(svg.getvalue(), media_type="image/svg+xml")


def download(code: str, kind: str) -> dict[str, str]:
    """The headers of a game's download, named by its stored code (never the code as sent)."""
    return {"Content-Disposition": f'attachment; filename="splitter-{code}.{kind}"'}


def field(payload: Any, name: str) -> Any:
    """One field of a JSON object body; anything else is one clear 400."""
    if not isinstance(payload, dict) or name not in payload:
        raise SplitterError("request body: send a JSON object with '{name}'", name=name)
    return payload[name]


def language(lang: str) -> str:
    """A language the pads and ratings speak, for the ``lang`` query parameter."""
    if lang not in STRINGS:
        raise SplitterError("lang: choose one of {languages:list}", languages=", ".join(LANGUAGES))
    return lang


class TooLargeError(Exception):
    """The request body went over the upload limit while it was being received."""


class UploadLimit:
    """Refuses bodies over ``limit`` bytes with 413: at once when ``Content-Length`` says so,
    else as soon as the received bytes pass the limit, so an upload is never taken in whole."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length", b"0")
        if declared.isdigit() and int(declared) > self.limit:
            await self.refuse(scope, send)
            return
        received = 0
        started = False

        async def counted() -> AsgiMessage:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            if received > self.limit:
                raise TooLargeError
            return message

        async def tracked(message: AsgiMessage) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, tracked)
        except TooLargeError:
            if not started:
                await self.refuse(scope, send)

    async def refuse(self, scope: Scope, send: Send) -> None:
        """413 with the limit, said in the language of the page that sent the upload."""
        line = Message("upload: larger than the limit of {megabytes} MB; send a smaller photo",
                       megabytes=f"{self.limit / 1024 / 1024:g}")
        await errors.refusal(Request(scope), 413, line)({"type": "http"}, _nothing, send)


async def _nothing() -> AsgiMessage:
    return {"type": "http.disconnect"}
