"""What a picture writes: every text drawn, with its size and the picture's width."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pytest

from bot.render import legibility


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
    """Record every text drawn while the block runs (the renderer's own recorder, as ``Text``)."""
    seen: list[Text] = []
    with legibility.recording() as drawn:
        yield seen
        seen.extend(Text(d.text, d.size, d.bold, d.width) for d in drawn)


def texts(seen: list[Text]) -> list[str]:
    """The words drawn, in order."""
    return [t.text for t in seen]
