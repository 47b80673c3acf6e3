"""A game night served to the phones at the table: what ``splitter serve`` does, as library calls.

Every call takes and gives plain JSON-ready data (the web page and the API render it as is):
a new game, its rolls as the roll keeper enters them, a player's photo read with the game's
pad (and its rolls, when the keeper kept them), the spaces a player corrects, the ranking.
Input from the network is checked here, and refused with a :class:`SplitterError` (the faces
answer 400) or :class:`~splitter_print.night.store.NotFoundError` (404).

Photos are read by :class:`ReaderPool` in worker processes, awaited without holding a
thread, so a server stays responsive while it reads; a worker that dies is replaced. A sheet's
score is computed once for each state of its fixes and the game's rolls, so a poll of a game
every phone watches re-scores nothing that did not change.
"""

from __future__ import annotations

import asyncio
import csv
import hashlib
import io
import json
import multiprocessing
import os
import secrets
import threading
import time
import unicodedata
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import numpy as np

from splitter_print.errors import Message, SplitterError
from splitter_print.game.dice import Roll
from splitter_print.game.layout import Cell, Layout, builtin_layouts, load_layout
from splitter_print.game.ranking import standings
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet
from splitter_print.night.batch import one_thread, prepare_cross_check, warm_reader
from splitter_print.night.photos import checked
from splitter_print.night.store import Fix, Store, StoredSheet
from splitter_print.reading.decode import decode_argmax
from splitter_print.reading.result import Evidence, SheetReading, space_problem
from splitter_print.text import say

PHOTO_NAME = "photo"
"""The file name of an uploaded photo while it is read (its file on the server is no business
of the client)."""
PHOTO = Message("photo")
"""How messages name an uploaded photo, in the page's language."""


@dataclass(frozen=True)
class ReaderLimits:
    """How many uploads the readers take on at once, and what the others are told."""

    per_job: int = 8
    """Uploads taken per reader process, being read or waiting for it; more are refused."""
    retry_after: int = 10
    """Seconds a refused upload is told to wait before it is sent again (``Retry-After``)."""
    niceness: int = 5
    """How much lower than the server's the readers' CPU priority is (``nice``): while photos
    are read, the polls of every phone are still answered first."""


@dataclass(frozen=True)
class TableLimits:
    """What a served game night takes from a player and keeps in memory."""

    player_name: int = 40
    """Most characters of a player's name."""
    scored: int = 4096
    """Sheets' scored answers kept (one per sheet, language, fixes and rolls seen; the JSON
    text of one is 1-2 kB): a club's games polled by every phone are scored once per change."""


READER_LIMITS = ReaderLimits()
TABLE_LIMITS = TableLimits()


class BusyError(SplitterError):
    """Every reader is taken and the uploads waiting for one fill the queue: send again in
    ``retry_after`` seconds."""

    def __init__(self, retry_after: int) -> None:
        super().__init__("{file}: every reader is busy; send it again in {seconds} seconds", file=PHOTO,
                         seconds=retry_after)
        self.retry_after = retry_after


class ForbiddenError(SplitterError):
    """The request needs a key this caller did not give: the sheet's own, or the game's keeper's."""


class ReaderLostError(SplitterError):
    """The reader process died while reading the photo (out of memory, say); it was replaced."""


@dataclass(frozen=True)
class ReadSheet:
    """What reading an uploaded photo gives: the reading as ``scan --json`` shows it, and
    :func:`pack`'s state for scoring it again after corrections."""

    reading: dict[str, Any]
    state: bytes


def read_photo(path: str, board: str) -> ReadSheet:
    """Read the first sheet of the photo at ``path`` as pad ``board`` (runs in a worker).

    Raises :class:`SplitterError` naming the photo :data:`PHOTO`, never by its path (with the
    reader's remedy), also when the sheet must be photographed again
    (:attr:`~.result.SheetReading.retake`): the page asks for a new photo with the reason.
    """
    from splitter_print.reading.scan import scan_photo

    try:
        readings = scan_photo(path, board=board, colour=True)
    except SplitterError as err:
        raise SplitterError(unnamed(err.message, path), remedy=err.remedy) from None
    if readings[0].retake is not None:
        raise SplitterError("{file}: {problem}", file=PHOTO, problem=readings[0].retake)
    first = replace(readings[0], file=os.path.basename(path))
    if len(readings) > 1:
        first = replace(first, warnings=(*first.warnings, Message(
            "the photo holds {count} sheets; only the first was read: upload one photo per sheet",
            count=len(readings))))
    return ReadSheet(first.to_json(), pack(first))


def unnamed(message: Message, path: str) -> Message:
    """``message`` naming the photo at ``path`` :data:`PHOTO`, never by its path: in its
    fields (and the fields of the messages in them), and in a key that still holds the line
    itself.

    >>> str(unnamed(Message("{file}: empty file", file="/srv/x/ab12.jpg"), "/srv/x/ab12.jpg"))
    'photo: empty file'
    """
    def hidden(value: object) -> object:
        if isinstance(value, Message):
            return unnamed(value, path)
        if isinstance(value, str) and path in value:
            return PHOTO if value == path else value.replace(path, PHOTO_NAME)
        return value

    return Message(message.key.replace(path, PHOTO_NAME),
                   **{name: hidden(value) for name, value in message.fields.items()})


def pack(reading: SheetReading) -> bytes:
    """What :func:`unpack` needs to score a reading again: the reader's probabilities and
    features per space, the sheet's picture (JPEG) and the reading's facts."""
    import cv2

    cells = sorted(reading.decoded.probabilities)
    ok, picture = cv2.imencode(".jpg", reading.evidence.rectified, [cv2.IMWRITE_JPEG_QUALITY, 90])
    if not ok:
        raise SplitterError("{file}: cannot encode the sheet's picture", file=reading.file)
    facts = {"file": reading.file, "index": reading.index, "board": reading.layout.name, "method": reading.method,
             "engine": reading.engine, "warnings": [message_json(warning) for warning in reading.warnings],
             "serial": reading.serial,
             "hand_adapted": reading.hand_adapted, "px_per_mm": reading.evidence.px_per_mm,
             "values": [[r, c, reading.sheet.value((r, c))] for r, c in cells],
             "uncertain": [list(cell) for cell in reading.uncertain]}
    arrays = {"cells": np.array(cells, dtype=np.int16).reshape(-1, 2),
              "probabilities": np.stack([reading.decoded.probabilities[cell] for cell in cells]),
              "picture": picture.ravel(), "facts": np.frombuffer(json.dumps(facts).encode(), dtype=np.uint8)}
    features = reading.evidence.features
    if features is not None:
        arrays["features"] = np.stack([features[cell] for cell in cells])
    buffer = io.BytesIO()
    np.savez_compressed(buffer, **arrays)  # type: ignore[arg-type]
    return buffer.getvalue()


def unpack(state: bytes, picture: bool = False) -> SheetReading:
    """The reading :func:`pack` packed, the same numbers and doubtful spaces as it was read
    (the writer's hand settles some of the reader's doubts, :mod:`~splitter_print.reading.writer.hand`,
    which the probabilities alone do not show); with ``picture``, its sheet's picture too (else
    an empty image: scores and JSON need none).

    Without the picture the reading is kept for the next call with the same state (a reading
    never changes; fixes and rolls go on top), so a game polled by every phone stays cheap.
    """
    return _unpack(state, picture=True) if picture else _scoring(state)


@lru_cache(maxsize=512)
def _scoring(state: bytes) -> SheetReading:
    return _unpack(state, picture=False)


def _unpack(state: bytes, picture: bool) -> SheetReading:
    import cv2

    with np.load(io.BytesIO(state), allow_pickle=False) as arrays:
        facts = json.loads(arrays["facts"].tobytes())
        cells: list[Cell] = [(int(r), int(c)) for r, c in arrays["cells"]]
        probabilities = arrays["probabilities"]
        features = dict(zip(cells, arrays["features"])) if "features" in arrays else None
        image = cv2.imdecode(arrays["picture"], cv2.IMREAD_COLOR) if picture else np.zeros((0, 0, 3), np.uint8)
    if image is None:
        raise SplitterError("{file}: the stored picture of the sheet is damaged", file=facts["file"])
    layout = load_layout(facts["board"])
    decoded = decode_argmax(layout, cells, probabilities)
    if "uncertain" in facts:  # as read (a state packed before they were kept: decoded again)
        values = {(r, c): digit for r, c, digit in facts["values"] if digit is not None}
        decoded = replace(decoded, sheet=Sheet(layout, values),
                          confidence={cell: float(row[values.get(cell, 0)]) for cell, row in zip(cells, probabilities)},
                          uncertain=tuple((r, c) for r, c in facts["uncertain"]))
    return SheetReading(file=facts["file"], index=facts["index"], layout=layout, decoded=decoded,
                        card=score_sheet(decoded.sheet),
                        evidence=Evidence(image, facts["px_per_mm"], features=features),
                        method=facts["method"], engine=facts["engine"],
                        warnings=tuple(map(message_from_json, facts["warnings"])), serial=facts["serial"],
                        hand_adapted=facts["hand_adapted"])


def message_json(message: Message) -> dict[str, Any]:
    """``message`` as JSON data, its key and fields (messages in them too): a stored reading
    keeps its warnings so, to say them later in whichever language a phone asks for.

    >>> message_json(Message("{file}: {problem}", file=PHOTO, problem="blurred"))
    {'key': '{file}: {problem}', 'fields': {'file': {'message': {'key': 'photo', 'fields': {}}}, 'problem': 'blurred'}}
    """
    def value_json(value: object) -> object:
        if isinstance(value, Message):
            return {"message": message_json(value)}
        if isinstance(value, tuple):
            return {"tuple": [value_json(item) for item in value]}
        return value if value is None or isinstance(value, str | int | float) else str(value)

    return {"key": message.key, "fields": {name: value_json(value) for name, value in message.fields.items()}}


def message_from_json(data: Any) -> Message:
    """The message :func:`message_json` wrote; a line stored as text (a sheet read before its
    warnings were kept as messages) as the message of that line.

    >>> message = Message("{file}: {problem}", file=PHOTO, problem=(Message("empty"), 3))
    >>> message_from_json(message_json(message)) == message, message_from_json("old line").key
    (True, 'old line')
    """
    def value(stored: Any) -> object:
        if isinstance(stored, dict):
            return message_from_json(stored["message"]) if "message" in stored else \
                tuple(value(item) for item in stored["tuple"])
        return stored

    if isinstance(data, str):
        return Message(data)
    return Message(data["key"], **{name: value(stored) for name, stored in data["fields"].items()})


def _warm(niceness: int) -> None:
    """Start a worker: it leaves when the server does, even a killed one; it yields the CPU to
    the server by ``niceness``; it loads the reader and its model now, so that the first photo
    reads at full speed."""
    os.nice(niceness)
    parent = os.getppid()

    def follow_parent() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        os._exit(0)

    threading.Thread(target=follow_parent, daemon=True).start()
    warm_reader()


def prepare_answers() -> None:
    """Load now what the server's own process needs to answer a sheet once it is read: the
    cross-check with the rolls (SciPy), the writer's hand and the annotated picture. Loaded
    by the first uploads instead, they held every phone's page up (about 0.4 s, the imports
    holding the interpreter)."""
    from splitter_print.night import hand  # noqa: F401  imported now, used when a sheet meets the rolls
    from splitter_print.reading import annotate  # noqa: F401  the sheet's picture

    prepare_cross_check()


class ReaderPool:
    """Reads photos in ``jobs`` worker processes (default: one per core), each on one core.

    ``jobs=0`` reads in a thread instead (tests, one-off scripts). Await it like
    :func:`read_photo`: an upload waiting for a reader holds no thread. At most
    ``limits.per_job`` uploads per job are taken at once, more get :class:`BusyError`. A worker
    that dies (killed for its memory) is replaced: the photos it was reading are read once more
    by the fresh pool, and get :class:`ReaderLostError` when a reader dies again.
    """

    def __init__(self, jobs: int | None = None, limits: ReaderLimits = READER_LIMITS) -> None:
        self.jobs = jobs if jobs is not None else os.cpu_count() or 1
        self.limits = limits
        self.taken = 0
        self.lock = threading.Lock()
        self.executor = self._start()

    def _start(self) -> ProcessPoolExecutor | None:
        return None if self.jobs == 0 else ProcessPoolExecutor(
            self.jobs, mp_context=multiprocessing.get_context("spawn"), initializer=_warm,
            initargs=(self.limits.niceness,))

    def warm(self) -> None:
        """Start every worker now rather than at the first upload."""
        if self.executor is not None:
            for future in [self.executor.submit(one_thread) for _ in range(self.jobs)]:
                future.result()

    async def __call__(self, path: str, board: str) -> ReadSheet:
        with self.lock:
            if self.taken >= self.limits.per_job * max(self.jobs, 1):
                raise BusyError(self.limits.retry_after)
            self.taken += 1
        try:
            return await self._read(path, board)
        finally:
            with self.lock:
                self.taken -= 1

    async def _read(self, path: str, board: str) -> ReadSheet:
        executor = self.executor
        if executor is None:
            return await asyncio.to_thread(read_photo, path, board)
        for last in (False, True):
            try:
                return await asyncio.wrap_future(executor.submit(read_photo, path, board))
            except BrokenProcessPool:
                # A worker died: idle before this photo came (the pool may learn of it only now), or
                # on this photo, or on another one read at the same time. Once more on a fresh pool.
                renewed = self._renew(executor)
                if last or renewed is None:
                    break
                executor = renewed
        raise ReaderLostError("{file}: the reader stopped while reading it (out of memory?); send it again, "
                              "or a smaller photo", file=PHOTO)

    def _renew(self, broken: ProcessPoolExecutor) -> ProcessPoolExecutor | None:
        """A fresh pool in place of ``broken`` (once, however many uploads saw it break)."""
        with self.lock:
            if self.executor is broken:
                broken.shutdown(wait=False, cancel_futures=True)
                self.executor = self._start()
            return self.executor

    def close(self) -> None:
        if self.executor is not None:
            self.executor.shutdown(cancel_futures=True)


Reader = Callable[[str, str], Awaitable[ReadSheet]]
Rolls = tuple[Roll, ...]
"""A game's rolls, in the order the roll keeper entered them."""


def check_board(board: object) -> str:
    """A shipped pad's name (any case); a client never names a layout file.

    >>> check_board("b")
    'B'
    """
    names = {pad.name.upper(): pad.name for pad in builtin_layouts()}
    if not isinstance(board, str) or board.strip().upper() not in names:
        raise SplitterError("board: choose one of {boards:list}", boards=", ".join(names.values()))
    return names[board.strip().upper()]


def check_dice(dice: object) -> Roll:
    """Two dice, each 1-6, in the order given.

    >>> check_dice([3, 5])
    Roll(first=3, second=5)
    """
    if not (isinstance(dice, list | tuple) and len(dice) == 2
            and all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)):
        raise SplitterError("dice: give two numbers from 1 to 6, e.g. [3, 5]")
    return Roll(int(dice[0]), int(dice[1]))


def check_player(player: object) -> str:
    """A player's name as typed, trimmed: 1 to :attr:`TableLimits.player_name` printable characters.

    >>> check_player("  Ana ")
    'Ana'
    """
    name = player.strip() if isinstance(player, str) else ""
    if not name:
        raise SplitterError("player: give the player's name")
    if len(name) > TABLE_LIMITS.player_name:
        raise SplitterError("player: a name of at most {count} characters, please", count=TABLE_LIMITS.player_name)
    if any(unicodedata.category(char).startswith("C") for char in name):
        raise SplitterError("player: the name holds control characters")
    return name


def check_fixes(layout: Layout, fixes: object) -> tuple[Fix, ...]:
    """``[[row, col, digit], ...]`` with digit 1-6, or ``null`` for an empty space, each a
    space of ``layout``.

    >>> check_fixes(load_layout("A"), [[3, 0, 5], [0, 2, None]])
    ((3, 0, 5), (0, 2, None))
    """
    usage = "fix: give [[row, col, digit], ...] with digit 1-6 (null for an empty space)"
    if not isinstance(fixes, list) or not fixes or len(fixes) > len(layout.spaces):
        raise SplitterError(usage)
    checked: list[Fix] = []
    for fix in fixes:
        if not (isinstance(fix, list) and len(fix) == 3 and all(type(n) is int for n in fix[:2])
                and (fix[2] is None or (type(fix[2]) is int and 1 <= fix[2] <= 6))):
            raise SplitterError(usage)
        problem = space_problem(layout, (fix[0], fix[1]))
        if problem:
            raise SplitterError("fix: {problem}", problem=problem)
        checked.append((fix[0], fix[1], fix[2]))
    return tuple(checked)


@dataclass(frozen=True)
class Scored:
    """A sheet's scored answer, and the same as JSON text (a poll sends it as is)."""

    answer: dict[str, Any]
    text: bytes


class Scores:
    """Sheets' scored answers by what they were scored from (sheet, fixes, rolls, language),
    the least recently used dropped past ``size``. A sheet's photo and reading never change,
    so an answer is right for as long as its key is; answers are never changed after. Callers
    asking for one key at once wait for the first one's answer rather than score it again."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.kept: OrderedDict[tuple[Any, ...], Scored] = OrderedDict()
        self.scoring: dict[tuple[Any, ...], threading.Lock] = {}
        self.lock = threading.Lock()

    def get(self, key: tuple[Any, ...]) -> Scored | None:
        with self.lock:
            found = self.kept.get(key)
            if found is not None:
                self.kept.move_to_end(key)
            return found

    def get_or_score(self, key: tuple[Any, ...], score: Callable[[], dict[str, Any]]) -> Scored:
        found = self.get(key)
        if found is not None:
            return found
        with self.lock:
            gate = self.scoring.setdefault(key, threading.Lock())
        with gate:
            found = self.get(key)
            if found is not None:
                return found
            try:
                answer = score()
                scored = Scored(answer, json.dumps(answer, ensure_ascii=False).encode())
                with self.lock:
                    self.kept[key] = scored
                    while len(self.kept) > self.size:
                        self.kept.popitem(last=False)
            finally:
                with self.lock:
                    self.scoring.pop(key, None)
            return scored

    def forget(self, sheet_id: int) -> None:
        """Drop the answers of a sheet that is gone (a database made before may give its id again)."""
        with self.lock:
            for key in [key for key in self.kept if key[0] == sheet_id]:
                del self.kept[key]


class Table:
    """The served game night over a :class:`Store`; photos read by ``read``."""

    def __init__(self, store: Store, read: Reader | None = None, limits: TableLimits = TABLE_LIMITS) -> None:
        self.store = store
        self.read = read or ReaderPool(0)
        self.scores = Scores(limits.scored)

    def new_game(self, board: object) -> dict[str, Any]:
        """A new game on pad ``board`` (``"A"`` or ``"B"``), with its code and the keeper's
        ``key`` (told only here): the phone that started the game keeps the rolls (only it adds
        and takes them back, :meth:`add_roll`) and can remove any sheet."""
        key = secrets.token_urlsafe(16)
        return {**self.game(self.store.create_game(check_board(board), key).code, key=key), "key": key}

    def game(self, code: str, lang: str = "en", key: object = None) -> dict[str, Any]:
        """Everything about the game: pad, rolls, every sheet as read and corrected, ranking,
        and ``keeper``: whether ``key`` is the keeper's (the asking phone keeps the rolls)."""
        head, scored = self._game(code, lang, key)
        sheets = [sheet.answer for sheet in scored]
        return {**head, "sheets": sheets, "ranking": ranking(sheets)}

    def game_json(self, code: str, lang: str = "en", key: object = None) -> bytes:
        """:meth:`game` as JSON text, put together from each sheet's text as scored: what every
        phone polls, so a poll of a game whose sheets did not change scores and encodes
        nothing of them again."""
        head, scored = self._game(code, lang, key)
        rest = json.dumps({"ranking": ranking([sheet.answer for sheet in scored])}, ensure_ascii=False)
        return b"".join([json.dumps(head, ensure_ascii=False)[:-1].encode(), b', "sheets": [',
                         b", ".join(sheet.text for sheet in scored), b"], ", rest[1:].encode()])

    def _game(self, code: str, lang: str, key: object) -> tuple[dict[str, Any], list[Scored]]:
        game = self.store.game(code)
        keeper = isinstance(key, str) and bool(key) and self.store.is_keeper(code, key)
        stored = self.store.rolls(code)
        rolls = tuple(roll.dice for roll in stored)
        scored = [self.scores.get((sheet_id, fixes, rolls, lang))
                  or self._scored(self.store.sheet(code, sheet_id), rolls, lang)
                  for sheet_id, fixes in self.store.fixes(code).items()]
        layout = load_layout(game.board)
        head = {"code": game.code, "board": game.board, "created": game.created.isoformat(timespec="seconds"),
                "rounds": len(layout.mirror_pairs), "pad": pad_json(layout),
                "rolls": [roll.to_json() for roll in stored], "keeper": keeper}
        return head, scored

    def rolls(self, code: str) -> list[dict[str, Any]]:
        """The game's rolls in order: ``{"number": 1, "dice": [3, 5]}``..."""
        return [roll.to_json() for roll in self.store.rolls(code)]

    def add_roll(self, code: str, dice: object, key: object) -> dict[str, Any]:
        """Record the next roll, given the keeper's ``key`` (:class:`ForbiddenError` without
        it); refused (:class:`~splitter_print.night.store.ConflictError`) once every pair of
        spaces of the pad has its roll."""
        self.check_keeper(code, key)
        return self.store.add_roll(code, check_dice(dice)).to_json()

    def undo_roll(self, code: str, key: object) -> dict[str, Any]:
        """Take back the last roll, given the keeper's ``key``; the game as it is then."""
        self.check_keeper(code, key)
        if self.store.remove_last_roll(code) is None:
            raise SplitterError("game {code} has no roll to take back", code=self.store.game(code).code)
        return self.game(code, key=key)

    def hand_over(self, code: str, key: object) -> dict[str, Any]:
        """Hand the rolls to the asking phone: given the keeper's ``key`` (from the link the
        keeper's phone shows), a fresh keeper ``key`` for it, told only here; the old key opens
        nothing after, so the link works once and the phone that showed it shows the rolls only.
        :class:`ForbiddenError` for any other key."""
        new = secrets.token_urlsafe(16)
        if not isinstance(key, str) or not key or not self.store.replace_keeper_key(code, key, new):
            raise ForbiddenError("game {code}: this link to keep the rolls is used already or wrong; ask the phone "
                                 "that keeps the rolls for a new one", code=self.store.game(code).code)
        return {"key": new}

    def check_keeper(self, code: str, key: object) -> None:
        """:class:`ForbiddenError` unless ``key`` is the game's keeper key."""
        if not isinstance(key, str) or not key or not self.store.is_keeper(code, key):
            raise ForbiddenError("game {code}: only the phone that keeps the rolls can add or take back a roll",
                                 code=self.store.game(code).code)

    async def add_sheet(self, code: str, player: object, photo: bytes, lang: str = "en") -> dict[str, Any]:
        """Read a player's photo with the game's pad and keep it; the reading as ``scan --json``
        gives it (against the game's rolls when it has any), with ``id`` and ``player``.

        The photo is staged under a name the store makes up, read, and kept only when it reads;
        otherwise the staged file goes and :class:`SplitterError` says why. A sheet of a player
        already in the game (the same name, any case) replaces theirs: a retake. The answer also
        holds ``replaced`` (the ids of the sheets it replaced) and ``key``, told only here, which
        removes the sheet (:meth:`remove_sheet`). The same photo, or a photo of the same printed
        sheet (:func:`photo_marks`), under another player's name is refused
        (:class:`~splitter_print.night.store.SamePhotoError`, naming whose it is). The database
        and the disk are used from threads, the reader is awaited.
        """
        from splitter_print.reading.photo.load import sniff

        name = check_player(player)
        game = await asyncio.to_thread(self.store.game, code)
        kind = sniff(photo[:4096])
        if kind is None or kind in ("pdf", "gif"):
            raise SplitterError("{file}: not a photo; take a photo of the sheet with the phone's camera",
                                file=PHOTO)
        staged = await asyncio.to_thread(self.store.stage, photo, "." + kind.replace("jpeg", "jpg"))
        key = secrets.token_urlsafe(16)
        try:
            read = await self.read(str(staged), game.board)
            sheet = await asyncio.to_thread(self.store.add_sheet, code, name, staged, read.reading, read.state, key,
                                            photo_marks(photo, read.reading))
        finally:
            staged.unlink(missing_ok=True)
        for gone in sheet.replaced:
            self.scores.forget(gone)
        answer = await asyncio.to_thread(lambda: self._sheet_json(sheet, self._rolls(code), lang))
        return {**answer, "replaced": list(sheet.replaced), "key": key}

    def remove_sheet(self, code: str, sheet_id: int, key: object) -> dict[str, Any]:
        """Remove a sheet, given its own ``key`` (from its upload) or the game's keeper key;
        the game as it is then. :class:`ForbiddenError` for any other key."""
        if not isinstance(key, str) or not key:
            raise ForbiddenError("sheet {sheet}: send the sheet's key or the keeper's as the X-Key header",
                                 sheet=sheet_id)
        if not self.store.remove_sheet(code, sheet_id, key):
            raise ForbiddenError("sheet {sheet}: only the phone that sent it or the game's keeper can remove it",
                                 sheet=sheet_id)
        self.scores.forget(sheet_id)
        return self.game(code)

    def sheet(self, code: str, sheet_id: int, lang: str = "en") -> dict[str, Any]:
        """One sheet as it stands (read, corrected by hand, checked against the rolls)."""
        return self._sheet_json(self.store.sheet(code, sheet_id), self._rolls(code), lang)

    def fix_sheet(self, code: str, sheet_id: int, fixes: object, lang: str = "en") -> dict[str, Any]:
        """Set spaces by hand (on top of earlier fixes, a space set again keeps the last
        number) and give the sheet scored again."""
        checked = check_fixes(load_layout(self.store.game(code).board), fixes)
        return self._sheet_json(self.store.set_fixes(code, sheet_id, checked), self._rolls(code), lang)

    def picture(self, code: str, sheet_id: int, lang: str = "en") -> bytes:
        """The sheet as read, annotated (groups, doubts, breakdown), as JPEG bytes (a phone's
        download at the table: a fifth of the PNG's size)."""
        import cv2

        from splitter_print.reading.annotate import render

        sheet = self.store.sheet(code, sheet_id)
        reading, _ = self._current(sheet, self._rolls(code), lang, picture=True)
        ok, data = cv2.imencode(".jpg", cv2.cvtColor(render(replace(reading, file=sheet.player), lang),
                                                     cv2.COLOR_RGB2BGR), [cv2.IMWRITE_JPEG_QUALITY, 85])
        if not ok:
            raise SplitterError("sheet {sheet}: cannot encode the picture", sheet=sheet_id)
        return bytes(data.tobytes())

    def ranking_csv(self, code: str) -> str:
        """The ranking as CSV: place, player, total and the points per number."""
        game = self.game(code)
        by_id = {sheet["id"]: sheet for sheet in game["sheets"]}
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["place", "player", "total", *(f"{n}s" for n in range(1, 7)), "star_bonus", "heart_bonus",
                         "id"])
        for entry in game["ranking"]:
            sheet = by_id[entry["id"]]
            writer.writerow([entry["place"], _csv_safe(entry["player"]), entry["total"],
                             *(sheet["by_number"][str(n)] for n in range(1, 7)), sheet["star_bonus"],
                             sheet["heart_bonus"], entry["id"]])
        return out.getvalue()

    def _rolls(self, code: str) -> Rolls:
        """The game's rolls, as the reader checks sheets against them."""
        return tuple(roll.dice for roll in self.store.rolls(code))

    def _current(self, sheet: StoredSheet, rolls: Rolls, lang: str,
                 picture: bool = False) -> tuple[SheetReading, dict[str, Any]]:
        """The sheet's reading with its fixes and checked against the rolls, and its JSON with
        ``said``: its problems and warnings in ``lang``. The same :func:`~.photos.checked` outcome
        as ``scan`` gives, so the page and the command line answer alike."""
        reading = unpack(sheet.state, picture)
        if sheet.fixes:
            reading = reading.with_fixes({(r, c): d for r, c, d in sheet.fixes})
        short = rolls_fall_short(reading, rolls)
        scanned = checked(reading, rolls if rolls and not short else None)
        reading, data = scanned.reading, scanned.to_json(lang)
        problems = scanned.problems
        warnings = [*reading.warnings, *reading.card.warnings, *([short] if short else [])]
        data["warnings"] = [str(line) for line in warnings]
        data["said"] = {"problems": [say(line, lang) for line in problems],
                        "warnings": [say(line, lang) for line in warnings]}
        return reading, data

    def _sheet_json(self, sheet: StoredSheet, rolls: Rolls, lang: str) -> dict[str, Any]:
        return self._scored(sheet, rolls, lang).answer

    def _scored(self, sheet: StoredSheet, rolls: Rolls, lang: str) -> Scored:
        """The sheet scored with its fixes and the game's rolls, computed once per such state."""

        def score() -> dict[str, Any]:
            _, data = self._current(sheet, rolls, lang)
            return {"id": sheet.id, "player": sheet.player, **data, "fixes": [list(fix) for fix in sheet.fixes]}

        return self.scores.get_or_score((sheet.id, sheet.fixes, rolls, lang), score)


def photo_marks(photo: bytes, reading: dict[str, Any]) -> tuple[str, ...]:
    """What tells an uploaded photo apart from the game's others: its bytes' digest, and for our
    printed pads the pad, the serial its QR code carries and the writing as read, which every
    photo of that paper shares. The writing, because copies of one printed PDF share a serial:
    two players' sheets of the same serial are two papers unless they hold the same numbers.

    >>> photo_marks(b"jpeg", {"board": "A", "serial": 17, "grid": ["12", "34"]})[1]
    'sheet:A:17:12/34'
    >>> len(photo_marks(b"jpeg", {"board": "A", "grid": ["12", "34"]}))
    1
    """
    digest = f"sha256:{hashlib.sha256(photo).hexdigest()}"
    serial = reading.get("serial")
    if serial is None:
        return (digest,)
    return digest, f"sheet:{reading.get('board')}:{serial}:{'/'.join(reading.get('grid', ()))}"


def rolls_fall_short(reading: SheetReading, rolls: Sequence[Roll]) -> Message | None:
    """Why the game's rolls cannot check this sheet, or ``None`` when they can: the roll keeper
    stopped (or missed some) while the sheet holds more written pairs than rolls. Such a sheet
    is read on its own, so that a forgotten roll does not flag every sheet at the table.

    >>> from splitter_print.game.sheet import parse_sheet
    >>> sheet = parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..")
    >>> reading = SheetReading("x.jpg", 0, sheet.layout, decode_argmax(sheet.layout, [], np.zeros((0, 7))),
    ...                        score_sheet(sheet), np.zeros((1, 1)), 4.0, "grid", "model")
    >>> reading = replace(reading, decoded=replace(reading.decoded, sheet=sheet))
    >>> from splitter_print.game.dice import held_rolls
    >>> rolls = held_rolls(sheet)
    >>> rolls_fall_short(reading, rolls) is None, str(rolls_fall_short(reading, rolls[:10]))
    (True, 'the roll log holds 10 rolls and this sheet 22 written pairs: read without the rolls')
    """
    written = sum(1 for pair in reading.layout.mirror_pairs if any(reading.sheet.value(cell) for cell in pair))
    if not rolls or len(rolls) >= written:
        return None
    return Message("the roll log holds {rolls} rolls and this sheet {written} written pairs: read without the rolls",
                   rolls=len(rolls), written=written)


def pad_json(layout: Layout) -> dict[str, Any]:
    """What the page needs to draw a pad: its pattern and special spaces."""
    return {key: value for key, value in layout.to_json().items()
            if key in ("name", "rows", "cols", "pattern", "stars", "hearts")}


def ranking(sheets: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The players by total, ties sharing a place, each with where they stand: ``of`` how
    many, ``shared`` with another, ``ahead`` of the next lower place and ``behind`` the next
    higher place (``above``) by so many points (``null`` where there is no such place).

    >>> [(e["place"], e["player"], e["total"], e["ahead"], e["behind"]) for e in ranking([
    ...     {"id": 1, "player": "ana", "total": 31}, {"id": 2, "player": "ben", "total": 40},
    ...     {"id": 3, "player": "cy", "total": 31}])]
    [(1, 'ben', 40, 9, None), (2, 'ana', 31, None, 9), (2, 'cy', 31, None, 9)]
    """
    return [{"place": standing.place, "player": sheet["player"], "total": sheet["total"], "id": sheet["id"],
             "of": standing.players, "shared": standing.shared, "ahead": standing.ahead, "behind": standing.behind,
             "above": standing.above}
            for standing, sheet in standings(sheets, total=lambda sheet: int(sheet["total"]))]


def _csv_safe(text: str) -> str:
    """A name a spreadsheet shows as text, never runs as a formula.

    >>> _csv_safe("=1+1"), _csv_safe("Ana")
    ("'=1+1", 'Ana')
    """
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
