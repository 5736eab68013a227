"""What a picture says and how large: a recorder of every text drawn, with its font size and the
width of the picture it was drawn on, so a test can read a picture's claims and measure them as
a phone shows them (any renderer: record around the call that draws the picture).

Text drawn into a cached sprite (a card's month plate) is drawn once and reused, so the code
that places such a sprite notes its text here itself (``note``)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

PHONE = 360  # a phone screen's width, in pixels


@dataclass(frozen=True, slots=True)
class Drawn:
    """One text as drawn: its words, font size and weight, where (the anchor point), and the
    width of the image it was drawn on."""

    text: str
    size: int
    bold: bool
    x: float
    y: float
    width: int
    role: str = ""  # what it is, where the drawing code says ("month": a card's month digit)
    box: tuple[float, float, float, float] | None = None  # its ink, (left, top, right, bottom)

    def size_at(self, width: int = PHONE) -> float:
        """Its font size once the picture is shown ``width`` pixels wide."""
        return self.size * width / self.width


_local = threading.local()


def _recorders() -> list[list[Drawn]]:
    found: list[list[Drawn]] | None = getattr(_local, "recorders", None)
    if found is None:
        found = _local.recorders = []
    return found


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Record every text drawn in this thread until the block ends, in drawing order."""
    drawn: list[Drawn] = []
    recorders = _recorders()
    recorders.append(drawn)
    try:
        yield drawn
    finally:
        recorders.remove(drawn)


def recording_now() -> bool:
    """Whether a recorder listens in this thread (drawing code may skip noting otherwise)."""
    return bool(getattr(_local, "recorders", None))


def note(
    text: str,
    size: int,
    bold: bool,
    xy: tuple[float, float],
    width: int,
    role: str = "",
    box: tuple[float, float, float, float] | None = None,
) -> None:
    """Record ``text`` drawn at ``size`` at ``xy`` on an image ``width`` wide (its ink within
    ``box``, where known), if recording."""
    for drawn in _recorders():
        drawn.append(Drawn(text, size, bold, xy[0], xy[1], width, role, box))


def overlapping(drawn: list[Drawn], slack: float = 1.0) -> list[tuple[str, str]]:
    """The pairs of texts drawn on the same image whose ink boxes overlap by more than
    ``slack`` pixels each way: one text drawn over another."""
    boxed = [d for d in drawn if d.box is not None]
    out: list[tuple[str, str]] = []
    for i, a in enumerate(boxed):
        for b in boxed[i + 1 :]:
            assert a.box is not None and b.box is not None
            if a.width != b.width:
                continue
            across = min(a.box[2], b.box[2]) - max(a.box[0], b.box[0])
            down = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1])
            if across > slack and down > slack:
                out.append((a.text, b.text))
    return out


def smallest(drawn: list[Drawn], width: int = PHONE) -> Drawn | None:
    """The smallest text of a picture once shown ``width`` wide (None when nothing was drawn)."""
    return min(drawn, key=lambda d: d.size_at(width), default=None)


__all__ = ["PHONE", "Drawn", "note", "overlapping", "recording", "recording_now", "smallest"]
