"""Where a served game night lives: games, their rolls and their sheets, in a database, with
the photos in a data folder beside it.

SQLite in the data folder is the embedded default; the same code runs on PostgreSQL (give a
``postgresql://`` URL), so several server processes can share one database. Every write is
committed before it returns, and every photo is in place (written atomically) before its sheet
is committed: whatever a caller acknowledged survives a restart or a crash.

>>> import tempfile
>>> store = Store.open(tempfile.mkdtemp())
>>> game = store.create_game("A")
>>> store.add_roll(game.code, (3, 5)).number, [roll.dice for roll in store.rolls(game.code)]
(1, [(3, 5)])
>>> store.game(game.code.upper()) == game
True
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    DateTime,
    ForeignKey,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    func,
    select,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import ArgumentError as UrlError
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from splitter_print.errors import SplitterError
from splitter_print.game.dice import Pair

CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
"""31 signs nobody misreads at a table (no 0/o, 1/l/i); codes are case-insensitive."""
CODE_LENGTH = 9
"""9 signs of 31: 44.6 random bits, so a game cannot be found by guessing its code."""
DB_NAME = "splitter.db"
PHOTOS = "photos"
STAGING = "incoming"
"""Photos being read; emptied when a store opens, so an interrupted upload leaves nothing."""


class NotFoundError(SplitterError):
    """No game with this code, or no such sheet in it."""


def new_code() -> str:
    """A fresh game code: :data:`CODE_LENGTH` signs drawn by :mod:`secrets`.

    >>> code = new_code()
    >>> len(code), set(code) <= set(CODE_ALPHABET)
    (9, True)
    """
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


class _Base(DeclarativeBase):
    pass


class _GameRow(_Base):
    __tablename__ = "games"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    board: Mapped[str] = mapped_column(String(16))
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class _RollRow(_Base):
    __tablename__ = "rolls"
    __table_args__ = (UniqueConstraint("game_id", "number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    first: Mapped[int] = mapped_column(Integer)
    second: Mapped[int] = mapped_column(Integer)


class _SheetRow(_Base):
    __tablename__ = "sheets"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    player: Mapped[str] = mapped_column(String(200))
    photo: Mapped[str] = mapped_column(String(200))
    """The photo's path inside the data folder; made by the store, never from a client's name."""
    reading: Mapped[str] = mapped_column(Text)
    """The reading as first read, as ``scan --json`` gives it."""
    state: Mapped[bytes] = mapped_column(LargeBinary)
    """What re-scoring needs (the reader's probabilities, the sheet's picture), packed by the caller."""
    fixes: Mapped[str] = mapped_column(Text, default="[]")
    """The spaces set by hand, ``[[row, col, digit or null], ...]`` in the order given."""
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


@dataclass(frozen=True)
class Game:
    code: str
    board: str
    created: datetime


@dataclass(frozen=True)
class StoredRoll:
    number: int
    """1 for the first roll of the game."""
    dice: Pair


Fix = tuple[int, int, "int | None"]
"""A space ``(row, col)`` set by hand to a number (``None``: empty)."""


@dataclass(frozen=True)
class StoredSheet:
    id: int
    player: str
    photo: Path
    reading: dict[str, Any]
    state: bytes
    fixes: tuple[Fix, ...]
    created: datetime


class Store:
    """A served game night's storage: open one with :meth:`open`; every method commits."""

    def __init__(self, engine: Engine, data_dir: Path) -> None:
        self.engine = engine
        self.data_dir = data_dir

    @classmethod
    def open(cls, data_dir: str | Path, url: str | None = None) -> Store:
        """The store over ``data_dir`` (made when missing) and the database at ``url``
        (default: SQLite file :data:`DB_NAME` in ``data_dir``); tables are made when missing.

        Raises :class:`SplitterError` for a folder that cannot be made or a database that cannot
        be reached.
        """
        folder = Path(data_dir)
        try:
            (folder / PHOTOS).mkdir(parents=True, exist_ok=True)
            (folder / STAGING).mkdir(exist_ok=True)
        except OSError as err:
            raise SplitterError(f"{folder}: cannot make the data folder: {err.strerror or err}") from None
        for leftover in (folder / STAGING).iterdir():
            leftover.unlink(missing_ok=True)
        target = url or f"sqlite:///{(folder / DB_NAME).resolve()}"
        try:
            engine = _engine(target)
            _Base.metadata.create_all(engine)
        except (OperationalError, UrlError, ImportError) as err:
            shown = target.split("@")[-1] if "@" in target else target
            raise SplitterError(f"{shown}: cannot open the database: {str(err).splitlines()[0]}") from None
        return cls(engine, folder)

    @contextmanager
    def _session(self) -> Iterator[Session]:
        with Session(self.engine) as session, session.begin():
            yield session

    def create_game(self, board: str) -> Game:
        """A new game on ``board`` with a fresh code (drawn again on the rare clash)."""
        while True:
            try:
                with self._session() as session:
                    row = _GameRow(code=new_code(), board=board, created=datetime.now(UTC))
                    session.add(row)
                    session.flush()
                    return _game(row)
            except IntegrityError:
                continue

    def game(self, code: str) -> Game:
        """The game with ``code`` (any case); :class:`NotFoundError` when there is none."""
        with self._session() as session:
            return _game(_find(session, code))

    def add_roll(self, code: str, dice: Pair) -> StoredRoll:
        """Record the game's next roll. Two servers adding at once cannot both take one number:
        the loser tries again with the next."""
        for _ in range(20):
            try:
                with self._session() as session:
                    game = _find(session, code)
                    last = session.scalar(select(func.max(_RollRow.number)).where(_RollRow.game_id == game.id))
                    row = _RollRow(game_id=game.id, number=(last or 0) + 1, first=dice[0], second=dice[1])
                    session.add(row)
                    session.flush()
                    return StoredRoll(row.number, (row.first, row.second))
            except IntegrityError:
                continue
        raise SplitterError(f"game {code}: too many rolls recorded at once; try again")

    def remove_last_roll(self, code: str) -> StoredRoll | None:
        """Take back the game's last roll (a mistyped one); ``None`` when it has none."""
        with self._session() as session:
            game = _find(session, code)
            row = session.scalars(select(_RollRow).where(_RollRow.game_id == game.id)
                                  .order_by(_RollRow.number.desc()).limit(1)).first()
            if row is None:
                return None
            session.delete(row)
            return StoredRoll(row.number, (row.first, row.second))

    def rolls(self, code: str) -> list[StoredRoll]:
        """The game's rolls in the order rolled."""
        with self._session() as session:
            game = _find(session, code)
            rows = session.scalars(select(_RollRow).where(_RollRow.game_id == game.id).order_by(_RollRow.number))
            return [StoredRoll(row.number, (row.first, row.second)) for row in rows]

    def staging_path(self, suffix: str) -> Path:
        """A fresh path for a photo being read, under a name the store makes up."""
        return self.data_dir / STAGING / f"{secrets.token_hex(12)}{suffix}"

    def add_sheet(self, code: str, player: str, staged: Path, reading: dict[str, Any], state: bytes) -> StoredSheet:
        """Keep a read sheet: the staged photo moves into the game's folder first, then the row
        is committed (when the commit fails the photo goes again)."""
        photo: Path | None = None
        try:
            with self._session() as session:
                game = _find(session, code)
                folder = self.data_dir / PHOTOS / game.code
                folder.mkdir(exist_ok=True)
                photo = folder / staged.name
                os.replace(staged, photo)
                _sync(folder)
                row = _SheetRow(game_id=game.id, player=player, photo=str(photo.relative_to(self.data_dir)),
                                reading=json.dumps(reading), state=state, fixes="[]", created=datetime.now(UTC))
                session.add(row)
                session.flush()
                sheet = self._sheet(row)
        except BaseException:
            if photo is not None:
                photo.unlink(missing_ok=True)
            raise
        return sheet

    def sheets(self, code: str) -> list[StoredSheet]:
        """The game's sheets in the order they came in."""
        with self._session() as session:
            game = _find(session, code)
            rows = session.scalars(select(_SheetRow).where(_SheetRow.game_id == game.id).order_by(_SheetRow.id))
            return [self._sheet(row) for row in rows]

    def sheet(self, code: str, sheet_id: int) -> StoredSheet:
        """One sheet of the game; :class:`NotFoundError` for a sheet of another game, too."""
        with self._session() as session:
            return self._sheet(_find_sheet(session, code, sheet_id))

    def set_fixes(self, code: str, sheet_id: int, fixes: tuple[Fix, ...]) -> StoredSheet:
        """Replace the sheet's spaces set by hand."""
        with self._session() as session:
            row = _find_sheet(session, code, sheet_id)
            row.fixes = json.dumps([list(fix) for fix in fixes])
            session.flush()
            return self._sheet(row)

    def _sheet(self, row: _SheetRow) -> StoredSheet:
        fixes = tuple((int(r), int(c), None if d is None else int(d)) for r, c, d in json.loads(row.fixes))
        return StoredSheet(row.id, row.player, self.data_dir / row.photo, json.loads(row.reading), row.state,
                           fixes, row.created)


def _engine(url: str) -> Engine:
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True)
    engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def durable(connection: Any, _: Any) -> None:
        """Readers never wait for a writer (WAL), and a commit is on disk when it returns."""
        cursor = connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    return engine


def _sync(folder: Path) -> None:
    """Make a rename inside ``folder`` durable before the database says the sheet exists."""
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def _game(row: _GameRow) -> Game:
    created = row.created if row.created.tzinfo else row.created.replace(tzinfo=UTC)
    return Game(row.code, row.board, created)


def _find(session: Session, code: str) -> _GameRow:
    row = session.scalars(select(_GameRow).where(_GameRow.code == code.strip().lower())).first()
    if row is None:
        raise NotFoundError(f"no game {code!r}: check the code")
    return row


def _find_sheet(session: Session, code: str, sheet_id: int) -> _SheetRow:
    game = _find(session, code)
    row = session.get(_SheetRow, sheet_id)
    if row is None or row.game_id != game.id:
        raise NotFoundError(f"game {game.code} has no sheet {sheet_id}")
    return row

