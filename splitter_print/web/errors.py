"""The web face's errors: one JSON line, ``{"error": ...}``, said in the language of whoever asked.

The language is the page's (:func:`request_language`: the request's ``?lang=``, else the
language chosen on the page, else the browser's); a client that asks for none (a script, ``curl``)
reads English. A :class:`~splitter_print.errors.SplitterError` brings its message, said with
:func:`~splitter_print.text.say`, and perhaps a :class:`~splitter_print.errors.Remedy`, worded
here the page's way (the page's choices, never a command-line option). Statuses:
docs/reference.md's web API.
"""

from __future__ import annotations

from collections.abc import Mapping

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from splitter_print.errors import Message, Remedy, SplitterError
from splitter_print.night.store import ConflictError, NotFoundError, StorageError
from splitter_print.night.table import BusyError, ReaderLostError
from splitter_print.text import say
from splitter_print.web.strings import pick_language

LANG_COOKIE = "splitter_lang"
"""The cookie that keeps the language chosen on the page."""
STATUS: tuple[tuple[type[SplitterError], int], ...] = (
    (NotFoundError, 404), (ConflictError, 409), (BusyError, 503), (ReaderLostError, 503), (StorageError, 507),
    (SplitterError, 400))
"""The HTTP status of each kind of refusal, the most specific first."""
HTTP_LINES = {400: Message("request: the form could not be read; send the player's name and one photo"),
              404: Message("not found: check the address"), 405: Message("this address does not take this request")}
"""Starlette's own refusals (a form it cannot take apart, an unknown path, a wrong method), said
for people."""


def request_language(request: Request) -> str:
    """The page's language for ``request``: ``?lang=``, else the cookie of the language chosen
    on the page, else the browser's ``Accept-Language``, else English."""
    chosen = request.query_params.get("lang") or request.cookies.get(LANG_COOKIE)
    return pick_language(request.headers.get("accept-language"), chosen)


def refusal(request: Request, status: int, message: Message, headers: dict[str, str] | None = None) -> JSONResponse:
    """The JSON error answer: ``message`` said in the request's language."""
    return JSONResponse({"error": say(message, request_language(request))}, status_code=status, headers=headers)


def remedy_message(remedy: Remedy, fields: Mapping[str, object], daily: bool) -> Message | None:
    """What the page offers for ``remedy``, in its own terms (``daily``: the day's solo page,
    which has a pad to choose; a game's pad is fixed when it starts); ``None`` for a remedy the
    page has no means for (a layout file, an engine, a print run): the line alone is said.

    >>> str(remedy_message(Remedy.CHOOSE_PAD, {"pad": "A"}, daily=True))
    'choose pad A above'
    >>> remedy_message(Remedy.GIVE_LAYOUT, {}, daily=False) is None
    True
    """
    if remedy is Remedy.CHOOSE_PAD and "pad" in fields:
        return Message("choose pad {pad} above", pad=fields["pad"]) if daily else \
            Message("start a new game on pad {pad} for this sheet", pad=fields["pad"])
    return None


def error_message(request: Request, err: SplitterError) -> Message:
    """The line for ``err``: its message, and what to do when it says."""
    remedy = None if err.remedy is None else \
        remedy_message(err.remedy, err.message.fields, request.url.path.startswith("/api/daily"))
    return err.message if remedy is None else Message("{problem}; {remedy}", problem=err.message, remedy=remedy)


def validation_message(err: RequestValidationError) -> Message:
    """FastAPI's first validation error as one line: where, and what is wrong (in words the
    catalogue has, not pydantic's English)."""
    first = err.errors()[0] if err.errors() else {}
    if first.get("type") == "json_invalid":
        return Message("request body: not valid JSON")
    where = ".".join(str(part) for part in first.get("loc", ()) if part != "body") or "request"
    if str(first.get("type", "")).startswith("int_"):
        return Message("{where}: give a whole number", where=where)
    return Message("{where}: not a valid value", where=where)


def register(app: FastAPI) -> None:
    """Answer every error of ``app`` as one JSON line in the asker's language."""

    @app.exception_handler(SplitterError)
    def refused(request: Request, err: SplitterError) -> JSONResponse:
        status = next(code for kind, code in STATUS if isinstance(err, kind))
        headers = {"Retry-After": str(err.retry_after)} if isinstance(err, BusyError) else None
        return refusal(request, status, error_message(request, err), headers)

    @app.exception_handler(Exception)
    def failed(request: Request, err: Exception) -> JSONResponse:
        """A bug or a broken database: said by its kind only (its text may hold paths)."""
        return refusal(request, 500, Message("server: an internal error ({kind}); try again, and tell whoever runs "
                                             "the server if it stays", kind=type(err).__name__))

    @app.exception_handler(RequestValidationError)
    def invalid(request: Request, err: RequestValidationError) -> JSONResponse:
        return refusal(request, 400, validation_message(err))

    @app.exception_handler(HTTPException)
    def http_error(request: Request, err: HTTPException) -> JSONResponse:
        line = HTTP_LINES.get(err.status_code, Message("request: refused ({status})", status=err.status_code))
        return refusal(request, err.status_code, line)
