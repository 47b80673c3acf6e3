"""The package's layers, checked over its import graph.

Layers, lowest first: the floor (errors, assets, atomic files, version, text) -> game (the rules,
no pixels, no paper) -> paper (where things sit on a printed sheet) -> printing | reading
(which never import each other) -> night (a game night's sheets together) -> faces (cli,
web). A module imports only its own layer or lower ones; nothing imports a face but a face;
nothing in the package imports the package root (the public API) or the test kit; and the
modules have no import cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import splitter_print

PACKAGE = Path(splitter_print.__file__).resolve().parent
FLOOR = {"errors", "assets", "atomic", "_version", "text"}
RANK = {"floor": 0, "game": 1, "paper": 2, "printing": 3, "reading": 3, "night": 4, "cli": 5, "web": 5}
FACES = {"cli", "web"}
APART = {frozenset({"printing", "reading"}), frozenset({"cli", "web"})}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer_of(module: str) -> str:
    """``splitter_print.game.dice`` -> ``game``; a floor module -> ``floor``; the root -> ``root``."""
    parts = module.split(".")
    if len(parts) == 1:
        return "root"
    if parts[1] in FLOOR or parts[1] == "__main__":
        return "floor" if parts[1] in FLOOR else "entry"
    return parts[1]


TEST_TOOLING = {"splitter_testkit"}
"""What only the tests use: the photo maker's kit."""


def imports_of(path: Path) -> set[str]:
    """Every ``splitter_print`` or test-tooling module this file imports, at any depth of the file."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in found if name.split(".")[0] in {"splitter_print", *TEST_TOOLING}}


def graph() -> dict[str, set[str]]:
    modules = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    edges: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges[name] = {target for target in imports_of(path)
                       if target in modules or target.split(".")[0] in TEST_TOOLING}
    return edges


def problem(source: str, target: str) -> str | None:
    """Why ``source`` may not import ``target``, or None when it may."""
    if target.split(".")[0] in TEST_TOOLING:
        return "the product imports test tooling"
    mine, theirs = layer_of(source), layer_of(target)
    if mine in {"root", "entry"}:
        return None
    if theirs == "root":
        return "imports the package root (the public API) from inside"
    if theirs == "entry":
        return "imports __main__"
    if mine == theirs:
        return None
    if theirs in FACES:
        return f"imports the {theirs} face"
    if frozenset({mine, theirs}) in APART:
        return f"{mine} and {theirs} never import each other"
    if RANK[theirs] > RANK[mine]:
        return f"{mine} imports {theirs}, a layer above it"
    return None


def test_every_folder_is_a_known_layer() -> None:
    folders = {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").is_file()}
    assert folders - FLOOR <= set(RANK), f"unknown layer folders: {sorted(folders - FLOOR - set(RANK))}"


def test_imports_go_only_downward() -> None:
    wrong = sorted(f"{source} -> {target}: {why}" for source, targets in graph().items() for target in targets
                   if (why := problem(source, target)) is not None)
    assert wrong == []


def test_the_modules_have_no_import_cycle() -> None:
    edges = graph()
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for target in sorted(edges.get(node, ())):
            if target == node or target not in edges:
                continue
            if state.get(target) == 1:
                cycles.append([*trail[trail.index(target):], target] if target in trail else [node, target])
            elif target not in state:
                visit(target, [*trail, target])
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node, [node])
    assert cycles == []


@pytest.mark.parametrize(("source", "target", "expected"), [
    ("splitter_print.game.dice", "splitter_print.paper.geometry", "game imports paper, a layer above it"),
    ("splitter_print.reading.scan", "splitter_print.printing.pdf", "reading and printing never import each other"),
    ("splitter_print.night.batch", "splitter_print.cli.common", "imports the cli face"),
    ("splitter_print.reading.load", "splitter_testkit.synth", "the product imports test tooling"),
    ("splitter_print.printing.pdf", "splitter_print", "imports the package root (the public API) from inside"),
    ("splitter_print.night.batch", "splitter_print.reading.scan", None),
    ("splitter_print.cli.scan", "splitter_print.night.batch", None),
])
def test_the_rule_names_each_kind_of_wrong_import(source: str, target: str, expected: str | None) -> None:
    assert problem(source, target) == expected
