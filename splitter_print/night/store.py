"""Where a served game night lives: games, their rolls and their sheets, in a database, with
the photos in a data folder beside it.

SQLite in the data folder is the embedded default; the same code runs on PostgreSQL (give a
``postgresql://`` URL), so several server processes can share one database. Every write is
committed before it returns, and every photo is in place (written atomically) before its sheet
is committed: whatever a caller acknowledged survives a restart or a crash.

Writers at the same moment never undo each other: a fix is one row per space (set by an
upsert), a roll's number is unique in its game and never beyond the pad's rounds, and the
sheets of a game are counted under a lock on the game.

>>> import tempfile
>>> store = Store.open(tempfile.mkdtemp())
>>> game = store.create_game("A")
>>> store.add_roll(game.code, Roll(3, 5)).number, [str(roll.dice) for roll in store.rolls(game.code)]
(1, ['35'])
>>> store.game(game.code.upper()) == game
True
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, cast

from sqlalchemy import (
    CursorResult,
    DateTime,
    ForeignKey,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    delete,
    event,
    func,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Engine
from sqlalchemy.exc import ArgumentError as UrlError
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from splitter_print.errors import SplitterError
from splitter_print.game.dice import Roll
from splitter_print.game.layout import load_layout

CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
"""31 signs nobody misreads at a table (no 0/o, 1/l/i); codes are case-insensitive."""
CODE_LENGTH: Final = 9
"""A game code's length, part of its format: 9 signs of 31, 44.6 random bits, so a game cannot
be found by guessing its code (the lookup takes codes of this length only)."""
DB_NAME = "splitter.db"
PHOTOS = "photos"
STAGING = "incoming"
"""Photos being read; emptied when a store opens, so an interrupted upload leaves nothing."""


MAX_ID: Final = 2**31 - 1
"""The largest id the tables hold (their id columns are 32-bit integers on PostgreSQL); a
larger sheet id names no sheet."""


@dataclass(frozen=True)
class StoreLimits:
    """How much one game may hold, when a photo nothing refers to is a leftover, and how often a
    roll taken by another phone is tried again."""

    sheets: int = 300
    """Sheets one game takes (a club night is tens); more is refused, and a poll of a full
    game stays cheap."""
    orphan_age: float = 600.0
    """Seconds after which a photo no sheet refers to is a leftover of a killed server and is
    removed at start-up; younger ones may be another server's upload about to be committed."""
    roll_attempts: int = 40
    """Times a roll is tried again when other phones took its number first (each try, one wins)."""


LIMITS = StoreLimits()


class NotFoundError(SplitterError):
    """No game with this code, or no such sheet in it."""


class ConflictError(SplitterError):
    """The request does not fit the game as it stands: all its rolls are in, or it is full."""


class SamePhotoError(ConflictError):
    """The photo (or the printed sheet it shows) is another player's sheet in the game already."""


class StorageError(SplitterError):
    """The server cannot keep what it was sent (its disk is full, say); says why, never where."""


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
    __table_args__ = ({"sqlite_autoincrement": True},)
    """A removed sheet's id is never given to another sheet (on PostgreSQL, never anyway)."""
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    player: Mapped[str] = mapped_column(String(200))
    photo: Mapped[str] = mapped_column(String(200))
    """The photo's path inside the data folder; made by the store, never from a client's name."""
    reading: Mapped[str] = mapped_column(Text)
    """The reading as first read, as ``scan --json`` gives it, with ``photo_marks``: what tells
    its photo and its printed sheet apart (:meth:`Store.add_sheet`)."""
    state: Mapped[bytes] = mapped_column(LargeBinary)
    """What re-scoring needs (the reader's probabilities, the sheet's picture), packed by the caller."""
    fixes: Mapped[str] = mapped_column(Text, default="[]")
    """Always ``[]`` now: fixes live in ``fixes`` rows (databases made before kept them here as
    JSON; :meth:`Store.open` moves them)."""
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class _KeyRow(_Base):
    __tablename__ = "keys"
    __table_args__ = (UniqueConstraint("game_id", "sheet_id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    sheet_id: Mapped[int | None] = mapped_column(ForeignKey("sheets.id"), nullable=True, index=True)
    """The sheet the key removes; null for the game's keeper key, which removes any of its sheets."""
    digest: Mapped[str] = mapped_column(String(64))
    """The key's SHA-256 (hex): the key itself is told once, to the phone it was made for."""


class _FixRow(_Base):
    __tablename__ = "fixes"
    __table_args__ = (UniqueConstraint("sheet_id", "space_row", "space_col"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    """Order of the spaces' first fixes (a space fixed again keeps its row)."""
    sheet_id: Mapped[int] = mapped_column(ForeignKey("sheets.id"), index=True)
    space_row: Mapped[int] = mapped_column(Integer)
    space_col: Mapped[int] = mapped_column(Integer)
    digit: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """The number set by hand; null for a space set empty."""


@dataclass(frozen=True)
class Game:
    code: str
    board: str
    created: datetime


@dataclass(frozen=True)
class StoredRoll:
    number: int
    """1 for the first roll of the game."""
    dice: Roll
    """The two dice, in the order the roll keeper entered them."""

    def to_json(self) -> dict[str, object]:
        """The roll as the page's API gives it: ``{"number": 1, "dice": [3, 5]}``."""
        return {"number": self.number, "dice": [self.dice.first, self.dice.second]}


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
    replaced: tuple[int, ...] = ()
    """The player's earlier sheets this one took the place of, when it was just added."""


class Store:
    """A served game night's storage: open one with :meth:`open`; every method commits."""

    def __init__(self, engine: Engine, data_dir: Path, limits: StoreLimits = LIMITS) -> None:
        self.engine = engine
        self.data_dir = data_dir
        self.limits = limits

    @classmethod
    def open(cls, data_dir: str | Path, url: str | None = None, limits: StoreLimits = LIMITS) -> Store:
        """The store over ``data_dir`` (made when missing) and the database at ``url``
        (default: SQLite file :data:`DB_NAME` in ``data_dir``); tables are made when missing.
        Photos left half-way (staged, or in place for a sheet never committed because the
        server was killed) are removed.

        Raises :class:`SplitterError` for a folder that cannot be made or a database that cannot
        be reached.
        """
        folder = Path(data_dir)
        try:
            (folder / PHOTOS).mkdir(parents=True, exist_ok=True)
            (folder / STAGING).mkdir(exist_ok=True)
        except OSError as err:
            raise SplitterError("{folder}: cannot make the data folder: {error:any}", folder=str(folder),
                                error=err.strerror or str(err)) from None
        for leftover in (folder / STAGING).iterdir():
            leftover.unlink(missing_ok=True)
        target = url or f"sqlite:///{(folder / DB_NAME).resolve()}"
        try:
            engine = _engine(target)
            _Base.metadata.create_all(engine)
        except (OperationalError, UrlError, ImportError) as err:
            shown = target.split("@")[-1] if "@" in target else target
            raise SplitterError("{database}: cannot open the database: {error:any}", database=shown,
                                error=str(err).splitlines()[0]) from None
        store = cls(engine, folder, limits)
        store._move_old_fixes()
        store._remove_orphans()
        return store

    def _move_old_fixes(self) -> None:
        """Fixes a database made before kept as JSON on the sheet become ``fixes`` rows."""
        with self._session() as session:
            for row in session.scalars(select(_SheetRow).where(_SheetRow.fixes != "[]")):
                _upsert_fixes(session, row.id, [(int(r), int(c), d) for r, c, d in json.loads(row.fixes)])
                row.fixes = "[]"

    def _remove_orphans(self) -> None:
        """Remove photos no sheet refers to once older than ``limits.orphan_age``: what a server
        killed between moving a photo into place and committing its sheet left behind."""
        with self._session() as session:
            kept = set(session.scalars(select(_SheetRow.photo)))
        oldest = datetime.now(UTC).timestamp() - self.limits.orphan_age
        for path in (self.data_dir / PHOTOS).glob("*/*"):
            try:
                if str(path.relative_to(self.data_dir)) not in kept and path.stat().st_mtime < oldest:
                    path.unlink()
            except OSError:
                continue

    @contextmanager
    def _session(self) -> Iterator[Session]:
        with Session(self.engine) as session, session.begin():
            yield session

    def create_game(self, board: str, key: str | None = None) -> Game:
        """A new game on ``board`` with a fresh code (drawn again on the rare clash); ``key``,
        when given, is the keeper's: it removes any sheet of the game (:meth:`remove_sheet`)."""
        while True:
            try:
                with self._session() as session:
                    row = _GameRow(code=new_code(), board=board, created=datetime.now(UTC))
                    session.add(row)
                    session.flush()
                    if key is not None:
                        session.add(_KeyRow(game_id=row.id, sheet_id=None, digest=_digest(key)))
                    return _game(row)
            except IntegrityError:
                continue

    def game(self, code: str) -> Game:
        """The game with ``code`` (any case); :class:`NotFoundError` when there is none."""
        with self._session() as session:
            return _game(_find(session, code))

    def is_keeper(self, code: str, key: str) -> bool:
        """Whether ``key`` is the game's keeper key (what adds and takes back its rolls);
        ``False`` for a game made without one. :class:`NotFoundError` for no such game."""
        with self._session() as session:
            game = _find(session, code)
            return session.scalar(select(_KeyRow.id).where(
                _KeyRow.game_id == game.id, _KeyRow.sheet_id.is_(None), _KeyRow.digest == _digest(key))) is not None

    def replace_keeper_key(self, code: str, key: str, new: str) -> bool:
        """Make ``new`` the game's keeper key in place of ``key``, which then opens nothing: the
        rolls handed to another phone. ``False`` (nothing changed) when ``key`` is not the
        keeper's; of two phones handing over with one key at once, one wins."""
        with self._session() as session:
            game = _find(session, code)
            changed = cast(CursorResult[Any], session.execute(update(_KeyRow).where(
                _KeyRow.game_id == game.id, _KeyRow.sheet_id.is_(None), _KeyRow.digest == _digest(key))
                .values(digest=_digest(new))))
            return changed.rowcount == 1

    def add_roll(self, code: str, dice: Roll) -> StoredRoll:
        """Record the game's next roll; :class:`ConflictError` once every round of the game's
        pad has its roll. Rolls added at once (several phones, several servers) cannot take
        one number, the database's unique (game, number) refuses the second, which tries
        again with the next, so a game never holds more rolls than its pad has rounds."""
        for _ in range(LIMITS.roll_attempts):
            try:
                with self._session() as session:
                    game = _find(session, code, lock=True)
                    number = (session.scalar(select(func.max(_RollRow.number))
                                             .where(_RollRow.game_id == game.id)) or 0) + 1
                    rounds = len(load_layout(game.board).mirror_pairs)
                    if number > rounds:
                        raise ConflictError("game {code}: all {rounds} rolls are in; the game is over", code=game.code,
                                            rounds=rounds)
                    row = _RollRow(game_id=game.id, number=number, first=dice.first, second=dice.second)
                    session.add(row)
                    session.flush()
                    return StoredRoll(row.number, Roll(row.first, row.second))
            except IntegrityError:
                continue
        raise SplitterError("game {code}: too many rolls recorded at once; try again", code=code)

    def remove_last_roll(self, code: str) -> StoredRoll | None:
        """Take back the game's last roll (a mistyped one); ``None`` when it has none."""
        with self._session() as session:
            game = _find(session, code)
            row = session.scalars(select(_RollRow).where(_RollRow.game_id == game.id)
                                  .order_by(_RollRow.number.desc()).limit(1)).first()
            if row is None:
                return None
            session.delete(row)
            return StoredRoll(row.number, Roll(row.first, row.second))

    def rolls(self, code: str) -> list[StoredRoll]:
        """The game's rolls in the order rolled."""
        with self._session() as session:
            game = _find(session, code)
            rows = session.scalars(select(_RollRow).where(_RollRow.game_id == game.id).order_by(_RollRow.number))
            return [StoredRoll(row.number, Roll(row.first, row.second)) for row in rows]

    def staging_path(self, suffix: str) -> Path:
        """A fresh path for a photo being read, under a name the store makes up."""
        return self.data_dir / STAGING / f"{secrets.token_hex(12)}{suffix}"

    def stage(self, data: bytes, suffix: str) -> Path:
        """Write an uploaded photo to a fresh :meth:`staging_path`; :class:`StorageError`
        (naming no path) when the disk cannot take it."""
        path = self.staging_path(suffix)
        try:
            path.write_bytes(data)
        except OSError as err:
            path.unlink(missing_ok=True)
            raise _storage_error(err) from None
        return path

    def add_sheet(self, code: str, player: str, staged: Path, reading: dict[str, Any], state: bytes,
                  key: str | None = None, marks: Collection[str] = ()) -> StoredSheet:
        """Keep a read sheet, in place of the player's earlier sheets in the game (a retake: a
        name, compared ignoring case, names one sheet of a game), whose ids the sheet's
        ``replaced`` lists. The staged photo moves into the game's folder first, then the row is
        committed (when the commit fails the photo goes again); the replaced sheets' photos go
        after. ``key``, when given, removes this sheet (:meth:`remove_sheet`).
        :class:`ConflictError` when the game holds ``limits.sheets`` sheets already.

        ``marks`` tell the photo and the printed sheet apart (its bytes' digest, the pad's serial):
        one of them on another player's sheet of the game means the photo was sent under the
        wrong name, and :class:`SamePhotoError` names the player it belongs to (checked under the
        game's lock, so two phones sending one photo at once cannot both have it kept)."""
        photo: Path | None = None
        try:
            with self._session() as session:
                game = _find(session, code, lock=True)
                earlier = [old for old in session.scalars(select(_SheetRow).where(_SheetRow.game_id == game.id))
                           if old.player.casefold() == player.casefold()]
                kept = {**reading, "photo_marks": sorted(marks)} if marks else reading
                row = _SheetRow(game_id=game.id, player=player, photo="", reading=json.dumps(kept), state=state,
                                fixes="[]", created=datetime.now(UTC))
                session.add(row)
                session.flush()  # the new id before the old rows go: a database made before never hands out theirs
                owner = _owner(session, row, marks)  # after the write: a sheet sent at once is seen (SQLite too)
                if owner is not None:
                    raise SamePhotoError("this photo is {owner}'s sheet already: photograph {player}'s sheet",
                                         owner=owner, player=player)
                replaced = tuple(old.id for old in earlier)
                gone = [_delete_sheet(session, old) for old in earlier]
                if key is not None:
                    session.add(_KeyRow(game_id=game.id, sheet_id=row.id, digest=_digest(key)))
                held = session.scalar(select(func.count()).select_from(_SheetRow).where(_SheetRow.game_id == game.id))
                if (held or 0) > self.limits.sheets:
                    raise ConflictError("game {code}: holds {count} sheets, the most a game takes; start another game "
                                        "for more players", code=game.code, count=self.limits.sheets)
                folder = self.data_dir / PHOTOS / game.code
                folder.mkdir(exist_ok=True)
                photo = folder / staged.name
                os.replace(staged, photo)
                _sync(folder)
                row.photo = str(photo.relative_to(self.data_dir))
                session.flush()
                sheet = self._sheet(row, ())
        except OSError as err:
            if photo is not None:
                photo.unlink(missing_ok=True)
            raise _storage_error(err) from None
        except BaseException:
            if photo is not None:
                photo.unlink(missing_ok=True)
            raise
        for old_photo in gone:
            (self.data_dir / old_photo).unlink(missing_ok=True)
        return replace(sheet, replaced=replaced)

    def remove_sheet(self, code: str, sheet_id: int, key: str) -> bool:
        """Remove a sheet, its fixes and its photo when ``key`` is the sheet's own or the
        game's keeper key; ``False`` (nothing removed) for any other key. :class:`NotFoundError`
        for a sheet the game does not hold."""
        with self._session() as session:
            row = _find_sheet(session, code, sheet_id)
            digests = set(session.scalars(select(_KeyRow.digest).where(
                _KeyRow.game_id == row.game_id, (_KeyRow.sheet_id == row.id) | _KeyRow.sheet_id.is_(None))))
            if _digest(key) not in digests:
                return False
            photo = _delete_sheet(session, row)
        (self.data_dir / photo).unlink(missing_ok=True)
        return True

    def sheets(self, code: str) -> list[StoredSheet]:
        """The game's sheets in the order they came in."""
        fixes = self.fixes(code)
        with self._session() as session:
            game = _find(session, code)
            rows = session.scalars(select(_SheetRow).where(_SheetRow.game_id == game.id).order_by(_SheetRow.id))
            return [self._sheet(row, fixes.get(row.id, ())) for row in rows]

    def fixes(self, code: str) -> dict[int, tuple[Fix, ...]]:
        """Every sheet of the game (by id, in the order they came in) with its spaces set by
        hand: what tells whether a sheet changed, without loading the sheets themselves."""
        with self._session() as session:
            game = _find(session, code)
            found: dict[int, list[Fix]] = {}
            for sheet_id, row, col, digit in session.execute(
                    select(_SheetRow.id, _FixRow.space_row, _FixRow.space_col, _FixRow.digit)
                    .outerjoin(_FixRow, _FixRow.sheet_id == _SheetRow.id).where(_SheetRow.game_id == game.id)
                    .order_by(_SheetRow.id, _FixRow.id)):
                spaces = found.setdefault(sheet_id, [])
                if row is not None:
                    spaces.append((row, col, digit))
            return {sheet_id: tuple(spaces) for sheet_id, spaces in found.items()}

    def sheet(self, code: str, sheet_id: int) -> StoredSheet:
        """One sheet of the game; :class:`NotFoundError` for a sheet of another game, too."""
        with self._session() as session:
            row = _find_sheet(session, code, sheet_id)
            return self._sheet(row, _fixes_of(session, row.id))

    def set_fixes(self, code: str, sheet_id: int, fixes: tuple[Fix, ...]) -> StoredSheet:
        """Set spaces of the sheet by hand, on top of its earlier fixes (a space set again keeps
        the last number). Each space is its own row, so fixes of other spaces sent at the same
        moment (other phones, other servers) are all kept."""
        with self._session() as session:
            row = _find_sheet(session, code, sheet_id)
            _upsert_fixes(session, row.id, fixes)
            return self._sheet(row, _fixes_of(session, row.id))

    def _sheet(self, row: _SheetRow, fixes: tuple[Fix, ...]) -> StoredSheet:
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


def _storage_error(err: OSError) -> StorageError:
    return StorageError("server: cannot keep the photo ({error:any}); tell whoever runs the server",
                        error=err.strerror or type(err).__name__)


def _find(session: Session, code: str, lock: bool = False) -> _GameRow:
    """The game with ``code``; with ``lock``, locked until the session ends (PostgreSQL: the
    row; SQLite locks the whole database at a transaction's first write)."""
    wanted = code.strip(" ").lower()
    row = None
    if len(wanted) == CODE_LENGTH and set(wanted) <= set(CODE_ALPHABET):
        query = select(_GameRow).where(_GameRow.code == wanted)
        row = session.scalars(query.with_for_update() if lock else query).first()
    if row is None:
        raise NotFoundError("no game {code!r}: check the code", code=code)
    return row


def _owner(session: Session, row: _SheetRow, marks: Collection[str]) -> str | None:
    """The player of another sheet of ``row``'s game (another player's) that shares one of
    ``marks`` (:meth:`Store.add_sheet`), or ``None``."""
    if not marks:
        return None
    others = session.scalars(select(_SheetRow).where(_SheetRow.game_id == row.game_id, _SheetRow.id != row.id))
    return next((other.player for other in others if other.player.casefold() != row.player.casefold()
                 and set(json.loads(other.reading).get("photo_marks", ())) & set(marks)), None)


def _find_sheet(session: Session, code: str, sheet_id: int) -> _SheetRow:
    game = _find(session, code)
    row = session.get(_SheetRow, sheet_id) if 0 < sheet_id <= MAX_ID else None
    if row is None or row.game_id != game.id:
        raise NotFoundError("game {code} has no sheet {sheet}", code=game.code, sheet=sheet_id)
    return row



def _digest(key: str) -> str:
    """What the store keeps of a key: its SHA-256, so that the database alone removes nothing."""
    return hashlib.sha256(key.encode()).hexdigest()


def _delete_sheet(session: Session, row: _SheetRow) -> Path:
    """Delete a sheet's row, fixes and key in ``session``; its photo's path in the data folder,
    to remove once committed."""
    session.execute(delete(_FixRow).where(_FixRow.sheet_id == row.id))
    session.execute(delete(_KeyRow).where(_KeyRow.sheet_id == row.id))
    photo = Path(row.photo)
    session.delete(row)
    session.flush()
    return photo


def _fixes_of(session: Session, sheet_id: int) -> tuple[Fix, ...]:
    rows = session.execute(select(_FixRow.space_row, _FixRow.space_col, _FixRow.digit)
                           .where(_FixRow.sheet_id == sheet_id).order_by(_FixRow.id))
    return tuple((row, col, digit) for row, col, digit in rows)


def _upsert_fixes(session: Session, sheet_id: int, fixes: Sequence[Fix]) -> None:
    """One row per space: a new space is inserted, a space fixed before gets the new number."""
    latest = {(row, col): digit for row, col, digit in fixes}
    if not latest:
        return
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    values = [{"sheet_id": sheet_id, "space_row": row, "space_col": col, "digit": digit}
              for (row, col), digit in latest.items()]
    statement = insert(_FixRow).values(values)
    session.execute(statement.on_conflict_do_update(index_elements=["sheet_id", "space_row", "space_col"],
                                                    set_={"digit": statement.excluded.digit}))
