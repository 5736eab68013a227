"""Every symbol the pictures draw is one the Symbols answer explains."""

from __future__ import annotations

import ast
import inspect
import unicodedata
from pathlib import Path

from bot.render import fonts, sprites
from bot.render.symbols import NOT_SYMBOLS, SYMBOLS

RENDER = Path(sprites.__file__).parent


def _printed_signs() -> dict[str, str]:
    """Each sign (a symbol or maths character) written in a string the renderer prints, by the
    file it is in; docstrings are left out."""
    found: dict[str, str] = {}
    for path in sorted(RENDER.glob("*.py")):
        if path.name == "symbols.py":  # the list of symbols itself
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) in docstrings:
                    continue
                for char in node.value:
                    if unicodedata.category(char) in ("So", "Sm") and char not in "+<=>|~":
                        found.setdefault(char, path.name)
    return found


def test_every_sprite_the_pictures_draw_has_a_legend_line() -> None:
    drawn = {
        name
        for name, function in inspect.getmembers(sprites, callable)  # cached: not plain functions
        if getattr(function, "__module__", None) == sprites.__name__ and not name.startswith("_")
    }
    explained = {name for symbol in SYMBOLS for name in symbol.sprites}
    assert sorted(drawn - explained - NOT_SYMBOLS) == []
    assert explained <= drawn  # no legend line for a sprite that is gone


def test_every_sign_the_pictures_print_has_a_legend_line() -> None:
    explained = {glyph for symbol in SYMBOLS for glyph in symbol.glyphs}
    missing = {char: file for char, file in _printed_signs().items() if char not in explained}
    assert missing == {}
    assert fonts.NEUTRAL in explained  # what stands for a character no font draws


def test_the_scan_finds_the_multiplication_sign_of_the_koikoi_calls() -> None:
    assert "×" in _printed_signs()
