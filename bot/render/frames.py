"""Pictures drawn in parts, and a match's last frame kept so that the next picture redraws only
the parts whose inputs changed.

A picture is cut into rectangles that tile it (``Part``): each is painted alone, its own
background first, at the picture's own coordinates (so rounding is the same), in the shared
palette's indices (``bot.render.indexed``), then cropped out of the canvas into the frame.
A full drawing is every part; the next picture of the same layout (``Sketch.layout``: size,
bands, words, names) paints again only the parts whose key changed and pastes them into the
kept paletted frame, which is then deflated. Whatever a part paints outside its rectangle is
cut away in both cases, so the frame is the same, pixel for pixel, as a full drawing whenever
each part's key holds everything its pixels depend on.

Frames are kept per drawing process (``FrameStore``), bounded by count and by bytes (only the
paletted copy is kept: a part never reads the pixels under it), and dropped with their match.
A frame not there (another process, a restart) is simply drawn in full.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PIL import Image

from bot.render import indexed
from bot.render.palette import RGB
from bot.render.png import NO_FILTER, as_indices, paletted, png_of_rows

Box = tuple[int, int, int, int]  # x0, y0, x1, y1: pixels, x1 and y1 excluded


class Always:
    """A part's key that never matches: the part is painted on every picture."""

    def __eq__(self, other: object) -> bool:
        return False

    __hash__ = None  # type: ignore[assignment]


ALWAYS = Always()


@dataclass(frozen=True, slots=True)
class Part:
    """A rectangle of a picture, what its pixels depend on, and how it is painted (background
    then content, at the picture's coordinates, on a canvas already filled with the ground).

    ``area`` (the box when None) is what ``paint`` fills: parts next to each other that share
    one ``paint`` and one ``area`` are painted once for all of them."""

    name: str
    box: Box
    key: object
    paint: Callable[[Image.Image], None]
    area: Box | None = None


@dataclass(frozen=True, slots=True)
class Sketch:
    """A picture as parts that tile it, and what every part depends on (``layout``)."""

    width: int
    height: int
    ground: RGB
    layout: Hashable
    parts: tuple[Part, ...]


@dataclass(slots=True)
class Frame:
    """A drawn picture as kept: its layout, its parts' keys and its paletted rows (each row
    led by its filter byte)."""

    layout: Hashable
    keys: dict[str, object]
    rows: Image.Image

    @property
    def size(self) -> int:
        """Bytes the frame holds."""
        return self.rows.width * self.rows.height


def bands(width: int, height: int, starts: list[tuple[str, int]]) -> list[tuple[str, Box]]:
    """Full-width bands from each start down to the next (the last to ``height``), by name;
    empty bands are left out."""
    out: list[tuple[str, Box]] = []
    for i, (name, top) in enumerate(starts):
        bottom = starts[i + 1][1] if i + 1 < len(starts) else height
        if bottom > top:
            out.append((name, (0, top, width, bottom)))
    return out


def columns(box: Box, splits: list[tuple[str, int]]) -> list[tuple[str, Box]]:
    """``box`` cut at each split's x into columns, by name (the first from the box's left)."""
    x0, y0, x1, y1 = box
    out: list[tuple[str, Box]] = []
    for i, (name, left) in enumerate(splits):
        right = splits[i + 1][1] if i + 1 < len(splits) else x1
        out.append((name, (x0 if i == 0 else left, y0, right, y1)))
    return out


_local = threading.local()


def _canvas(width: int, height: int, ground: RGB) -> Image.Image:
    """A scratch canvas at least ``width`` by ``height``, one per width, form and thread: of
    palette indices (RGB while drawing the ``indexed.reference``)."""
    kept: dict[tuple[int, bool], Image.Image] = _local.__dict__.setdefault("canvases", {})
    key = (width, indexed.drawing_in_rgb())
    canvas = kept.get(key)
    if canvas is None or canvas.height < height:
        canvas = kept[key] = indexed.new_canvas((width, height), ground)
    return canvas


def draw(sketch: Sketch, previous: Frame | None = None) -> tuple[bytes, Frame]:
    """The picture of ``sketch`` as PNG bytes, and its frame; parts whose key is unchanged
    since ``previous`` (a frame of the same layout, which this takes over) are not painted."""
    width, height = sketch.width, sketch.height
    area = sum((p.box[2] - p.box[0]) * (p.box[3] - p.box[1]) for p in sketch.parts)
    if area != width * height:
        raise ValueError(f"the parts cover {area} pixels of {width * height}")
    reuse = previous is not None and previous.layout == sketch.layout
    if previous is not None and reuse:
        rows, before = previous.rows, previous.keys
    else:
        rows, before = Image.new(indexed.INDICES, (width + 1, height), NO_FILTER[0]), {}
    canvas = _canvas(width, height, sketch.ground)
    keys: dict[str, object] = {}
    painted: tuple[object, Box] | None = None  # the paint and area on the canvas now
    for part in sketch.parts:
        keys[part.name] = part.key
        if part.name in before and before[part.name] == part.key:
            continue
        fill = part.area or part.box
        if painted != (part.paint, fill):
            indexed.fill(canvas, sketch.ground, fill)
            part.paint(canvas)
            painted = (part.paint, fill)
        x0, y0 = part.box[:2]
        drawn = canvas.crop(part.box)
        if drawn.mode == "RGB":  # the reference drawing, mapped part by part as before
            drawn = as_indices(paletted(drawn))
        rows.paste(drawn, (x0 + 1, y0))
    return png_of_rows(rows), Frame(sketch.layout, keys, rows)


def render(sketch: Sketch) -> bytes:
    """The picture of ``sketch`` drawn in full, as PNG bytes."""
    return draw(sketch)[0]


# A table frame is 1.2 MB, a hand's 0.9 MB: a match's three about 3 MB.
MOST_FRAMES = 96
MOST_BYTES = 64 * 1024 * 1024

FrameKey = tuple[str, int, int]  # the picture's kind, its match's route, its seat


class FrameStore:
    """The frames a drawing process keeps, the least recently drawn dropped first past
    ``most`` frames or ``most_bytes`` bytes."""

    def __init__(self, most: int = MOST_FRAMES, most_bytes: int = MOST_BYTES) -> None:
        self.most = most
        self.most_bytes = most_bytes
        self._frames: OrderedDict[FrameKey, Frame] = OrderedDict()
        self._lock = threading.Lock()  # the tests draw in threads of one process
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._frames)

    def take(self, key: FrameKey) -> Frame | None:
        """The frame kept under ``key``, no longer kept (it is drawn over)."""
        with self._lock:
            frame = self._frames.pop(key, None)
            if frame is not None:
                self.bytes -= frame.size
            return frame

    def keep(self, key: FrameKey, frame: Frame) -> None:
        """Keep ``frame`` under ``key``, dropping the oldest past the bounds."""
        with self._lock:
            old = self._frames.pop(key, None)
            if old is not None:
                self.bytes -= old.size
            self._frames[key] = frame
            self.bytes += frame.size
            while len(self._frames) > self.most or (
                self.bytes > self.most_bytes and len(self._frames) > 1
            ):
                _, dropped = self._frames.popitem(last=False)
                self.bytes -= dropped.size

    def drop_match(self, route: int) -> None:
        """Forget every frame of the match ``route`` (it has ended)."""
        with self._lock:
            for key in [key for key in self._frames if key[1] == route]:
                self.bytes -= self._frames.pop(key).size

    def clear(self) -> None:
        """Forget every frame."""
        with self._lock:
            self._frames.clear()
            self.bytes = 0


FRAMES = FrameStore()


def draw_kept(key: FrameKey, sketch: Sketch, *, over: bool = False) -> bytes:
    """The picture of ``sketch``, drawn over the frame kept under ``key`` where there is one;
    its frame is kept for the next, or with ``over`` (the match has ended) every frame of the
    match is dropped."""
    png, frame = draw(sketch, FRAMES.take(key))
    if over:
        FRAMES.drop_match(key[1])
    else:
        FRAMES.keep(key, frame)
    return png
