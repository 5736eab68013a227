"""Tests marked ``slow`` by name from one list (``tests/conftest.py``) rather than one by one.

A name is a test's id without its parameters (``tests/x/test_y.py::test_z``: every case of it)
or with them (one case).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest


def mark_slow(items: Sequence[pytest.Item], listed: Iterable[str]) -> int:
    """Mark every item whose name is ``listed`` as slow; how many were marked."""
    wanted = set(listed)
    marked = 0
    for item in items:
        if item.nodeid in wanted or item.nodeid.split("[", 1)[0] in wanted:
            item.add_marker(pytest.mark.slow)
            marked += 1
    return marked


def missing(root: Path, listed: Iterable[str]) -> list[str]:
    """The listed names whose file holds no test function of that name (renamed, removed)."""
    gone = []
    for name in listed:
        path, _, test = name.split("[", 1)[0].partition("::")
        file = root / path
        defined = set()
        if file.is_file():
            for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    defined.add(node.name)
        if test not in defined:
            gone.append(name)
    return gone
