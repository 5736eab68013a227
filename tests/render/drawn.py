"""What a picture writes: every text drawn, with its size and the picture's width."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest

import bot.render
from bot.render import fonts


@dataclass(frozen=True, slots=True)
class Text:
    """One text drawn: its words, font size and the width of the picture it is drawn on."""

    text: str
    size: int
    bold: bool
    width: int

    def at_phone(self, phone: int = 360) -> float:
        """The font size on a phone showing the picture ``phone`` pixels wide."""
        return self.size * phone / self.width


@contextmanager
def recorded(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Text]]:
    """Record every ``draw_text`` of every render module while the block runs."""
    seen: list[Text] = []
    real = fonts.draw_text

    def record(draw: Any, xy: Any, text: str, size: int, fill: Any, anchor: str = "la",
               bold: bool = False) -> None:  # fmt: skip
        seen.append(Text(text, size, bold, draw.im.size[0]))
        real(draw, xy, text, size, fill, anchor, bold)

    for info in pkgutil.iter_modules(bot.render.__path__):
        module = importlib.import_module(f"bot.render.{info.name}")
        if getattr(module, "draw_text", None) is real:
            monkeypatch.setattr(module, "draw_text", record)
    yield seen


def texts(seen: list[Text]) -> list[str]:
    """The words drawn, in order."""
    return [t.text for t in seen]
