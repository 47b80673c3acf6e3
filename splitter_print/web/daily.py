"""Today's solo on the served page: the day's rolls, a sheet typed or photographed and scored
beside the day's best possible, and the share line. :func:`register` adds the routes to the
app (``web/app.py`` calls it once); each route calls one :mod:`splitter_print.night.daily` function.

| request | answer |
| --- | --- |
| ``GET /api/daily?date=&pad=`` | the day's rolls, roll log and pad (date default: today in UTC) |
| ``GET /api/daily/best?date=&pad=`` | the day's best possible total (searched once, then kept) |
| ``POST /api/daily/score?lang=`` ``{"date", "pad", "grid"}`` | the typed sheet scored as the day's game |
| ``POST /api/daily/photo``, multipart ``date``, ``pad``, ``photo`` | the photo read against the day's rolls |
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any

from fastapi import APIRouter, Body, FastAPI, Request
from starlette.concurrency import run_in_threadpool

from splitter_print.errors import SplitterError
from splitter_print.game.daily import parse_day, today
from splitter_print.night.daily import day_best, day_json, read_daily_photo, score_typed
from splitter_print.night.table import Table
from splitter_print.text import check_language
from splitter_print.web.forms import photo_form


def register(app: FastAPI, table: Table) -> None:
    """Add the daily game's routes to ``app``; photos are read by ``table``'s reader."""
    router = APIRouter(prefix="/api/daily", tags=["daily"])

    @router.get("")
    def rolls(date: str | None = None, pad: str = "A") -> dict[str, Any]:
        return {**day_json(the_day(date), pad.upper()), "today": today().isoformat()}

    @router.get("/best")
    async def best(date: str | None = None, pad: str = "A") -> dict[str, Any]:
        found = await run_in_threadpool(day_best, the_day(date), pad.upper())
        return found.to_json()

    @router.post("/score")
    async def score(lang: str = "en", payload: Annotated[Any, Body()] = None) -> dict[str, Any]:
        if not isinstance(payload, dict):
            raise SplitterError("request body: send a JSON object with 'date', 'pad' and 'grid'")
        day, pad = the_day(payload.get("date")), str(payload.get("pad", "A")).upper()
        return await run_in_threadpool(score_typed, payload.get("grid"), day, pad, check_language(lang))

    @router.post("/photo")
    async def photo(request: Request) -> dict[str, Any]:
        data, fields = await photo_form(request)
        day, pad = the_day(fields.get("date")), str(fields.get("pad") or "A").upper()
        return await read_daily_photo(table.read, data, day, pad)

    app.include_router(router)


def the_day(date: object) -> dt.date:
    """The day asked for (``YYYY-MM-DD``), or today in UTC when none is."""
    if date is None or date == "":
        return today()
    if not isinstance(date, str):
        raise SplitterError("date: write the day as YYYY-MM-DD")
    return parse_day(date, "date")
