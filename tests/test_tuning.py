"""Tuned numbers live as data: in the reader and the game night, every number a module binds at
its top level is a field of a frozen tuning dataclass, or a fact declared ``Final`` (a file
format's code, the model's input size). A bare ``THRESHOLD = 0.8`` fails here, naming it.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
from pathlib import Path

import pytest

import splitter_print

PACKAGE = Path(splitter_print.__file__).resolve().parent
TUNED = ("reading", "night")
"""The layers whose numbers were chosen against photos and game nights."""


def is_number(node: ast.expr) -> bool:
    """A number written out: ``0.8``, ``-3``, ``2 * 9``, ``(1, 2)``."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float) and not isinstance(node.value, bool)
    if isinstance(node, ast.UnaryOp):
        return is_number(node.operand)
    if isinstance(node, ast.BinOp):
        return is_number(node.left) and is_number(node.right)
    if isinstance(node, ast.Tuple):
        return bool(node.elts) and all(is_number(item) for item in node.elts)
    return False


def bare_numbers(source: str) -> list[str]:
    """The names a module binds to a number at its top level, other than ``Final`` facts.

    >>> bare_numbers("A = 0.8\\nB: Final = 8\\nC = (1, 2)\\nD = 'x'")
    ['A', 'C']
    """
    names: list[str] = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.AnnAssign) and "Final" in ast.unparse(node.annotation):
            continue
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None and is_number(node.value):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names += [ast.unparse(target) for target in targets]
    return names


MODULES = sorted(path for layer in TUNED for path in (PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_no_tuned_number_is_a_bare_module_constant(path: Path) -> None:
    assert bare_numbers(path.read_text(encoding="utf-8")) == []


def tuning_classes() -> list[type]:
    """Every frozen dataclass of the tuned layers whose name says it holds tuning."""
    found = []
    for path in MODULES:
        name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
        module = importlib.import_module(name)
        found += [value for value in vars(module).values()
                  if isinstance(value, type) and value.__module__ == module.__name__ and dataclasses.is_dataclass(value)
                  and value.__name__.endswith("Tuning")]
    return found


def test_the_tuning_classes_are_frozen_and_say_what_each_field_means() -> None:
    classes = tuning_classes()
    assert len(classes) >= 8
    for cls in classes:
        assert cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]
        source = Path(importlib.import_module(cls.__module__).__file__ or "").read_text(encoding="utf-8")
        tree = next(node for node in ast.walk(ast.parse(source))
                    if isinstance(node, ast.ClassDef) and node.name == cls.__name__)
        body = tree.body
        for index, node in enumerate(body):
            if isinstance(node, ast.AnnAssign):
                following = body[index + 1] if index + 1 < len(body) else None
                documented = (isinstance(following, ast.Expr) and isinstance(following.value, ast.Constant)
                              and isinstance(following.value.value, str))
                assert documented, f"{cls.__name__}.{ast.unparse(node.target)} has no docstring saying what it is"
