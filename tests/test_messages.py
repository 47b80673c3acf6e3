"""The library speaks in catalogue messages, never in sentences or command-line flags.

Every :class:`~splitter_print.errors.SplitterError` (or subclass) and every
:class:`~splitter_print.errors.Message` the library builds names its message by a literal key
filed in the catalogue (so that each face can say it in the player's language), and no such
key names an option: the faces word what to do (:class:`~splitter_print.errors.Remedy`). The
library's source is read with :mod:`ast`, the faces (``cli/``, ``web/``) and the catalogue
itself (``text/``) left out.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import splitter_print
from splitter_print.text import ENGLISH

PACKAGE = Path(splitter_print.__file__).parent
FACES = ("cli", "web", "text")
"""The parts of the package that are not the library: the two faces and the catalogue."""
PLUMBING = {"unnamed", "message_from_json"}
"""Functions that rebuild a message already made (another name in its fields, or read back from
storage): the messages they return are the library's own, keys and all."""
FLAG = re.compile(r"(?:^|[\s(])--[a-z]")


def library_files(root: Path = PACKAGE) -> list[Path]:
    return sorted(path for path in root.rglob("*.py") if path.relative_to(root).parts[0] not in FACES)


def message_classes(trees: list[ast.Module]) -> tuple[set[str], set[str]]:
    """The names of ``SplitterError``, ``Message`` and every class deriving from them; and those
    of such classes with an ``__init__`` of their own (built from other arguments than a key)."""
    names, own_init = {"SplitterError", "Message"}, set()
    classes = [node for tree in trees for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]
    grown = True
    while grown:
        grown = False
        for node in classes:
            bases = {base.id if isinstance(base, ast.Name) else getattr(base, "attr", "") for base in node.bases}
            if node.name not in names and bases & names:
                names.add(node.name)
                grown = True
    for node in classes:
        if node.name in names and any(isinstance(item, ast.FunctionDef) and item.name == "__init__"
                                      for item in node.body):
            own_init.add(node.name)
    return names, own_init - {"SplitterError", "Message"}


def built_messages(root: Path = PACKAGE) -> Iterator[tuple[str, int, ast.expr | None]]:
    """``(file, line, key)`` for every error or message the library builds; ``key`` is the
    expression that names its message (``None`` when there is none)."""
    files = library_files(root)
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in files]
    names, own_init = message_classes(trees)
    for path, tree in zip(files, trees):
        for function in [tree, *(node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef))]:
            if getattr(function, "name", None) in PLUMBING:
                continue
            keys = literal_names(function)
            for node in own_nodes(function):
                if not isinstance(node, ast.Call):
                    continue
                called = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
                if called in names and called not in own_init:
                    key = node.args[0] if node.args else None
                    if isinstance(key, ast.Name) and key.id in keys:
                        key = keys[key.id]
                    yield path.relative_to(root).as_posix(), node.lineno, key


def own_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a module or function, leaving out the functions inside it (each its own scope)."""
    for child in ast.iter_child_nodes(scope):
        if not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            yield child
            yield from own_nodes(child)


def literal_names(scope: ast.AST) -> dict[str, ast.Constant]:
    """The names a function (or module) sets once, to a literal text: a key kept in a variable."""
    sets: dict[str, list[ast.expr]] = {}
    for node in own_nodes(scope):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    sets.setdefault(target.id, []).append(node.value)
    return {name: values[0] for name, values in sets.items()
            if len(values) == 1 and isinstance(values[0], ast.Constant) and isinstance(values[0].value, str)}


def is_key(expr: ast.expr | None) -> bool:
    return isinstance(expr, ast.Constant) and isinstance(expr.value, str)


def is_message(expr: ast.expr | None) -> bool:
    """A message already built: another error's ``.message``, ``Message(...)`` in place, or one
    rebuilt by :data:`PLUMBING`."""
    return (isinstance(expr, ast.Attribute) and expr.attr == "message") or (
        isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id in {"Message", *PLUMBING})


def unkeyed(root: Path = PACKAGE) -> list[str]:
    """Every place that builds an error or message from a sentence (an f-string, a variable,
    a joined text) rather than a catalogue key."""
    return [f"{file}:{line}: {ast.unparse(key) if key is not None else '(no message)'}"[:140]
            for file, line, key in built_messages(root) if not is_key(key) and not is_message(key)]


def used_keys(root: Path = PACKAGE) -> dict[str, str]:
    """Every literal key the library builds a message from, with where."""
    return {key.value: f"{file}:{line}" for file, line, key in built_messages(root)
            if isinstance(key, ast.Constant) and isinstance(key.value, str)}


def test_the_scan_finds_the_library_and_its_messages() -> None:
    files = {path.relative_to(PACKAGE).as_posix() for path in library_files()}
    assert {"reading/scan.py", "game/dice.py", "night/batch.py", "atomic.py"} <= files
    assert not any(file.startswith(("cli/", "web/", "text/")) for file in files)
    keys = used_keys()
    assert keys["{file}: no score sheet found"].startswith("reading/scan.py:")
    assert len(keys) > 150


def test_a_sentence_built_in_place_is_found() -> None:
    tree = ast.parse('raise SplitterError(f"{file}: broken")\nwarnings.append(Message("ok {x}", x=1))\n'
                     'raise PhotoError(str(err))\nraise PhotoError(err.message)\n')
    calls = sorted((node for node in ast.walk(tree) if isinstance(node, ast.Call) and node.args
                    and getattr(node.func, "id", None) in {"SplitterError", "Message", "PhotoError"}),
                   key=lambda node: node.lineno)
    keys = [node.args[0] for node in calls]
    assert [is_key(key) or is_message(key) for key in keys] == [False, True, False, True]


def test_every_error_and_message_of_the_library_is_built_from_a_catalogue_key() -> None:
    assert unkeyed() == []


@pytest.mark.parametrize("key", sorted(used_keys()))
def test_every_key_the_library_uses_is_in_the_catalogue_and_names_no_option(key: str) -> None:
    assert key in ENGLISH, f"{used_keys()[key]}: not in the catalogue (locale/*/LC_MESSAGES/splitter.po)"
    assert not FLAG.search(key), f"{used_keys()[key]}: names a command-line option; give the error a Remedy"
