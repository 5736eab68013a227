"""Pictures drawn in the shared palette's indices, not in RGB mapped onto it afterwards.

Pillow maps a colour onto the palette by each channel's top six bits alone, so its whole mapping
is a table of 64 x 64 x 64 indices (``lookup``), built once by Pillow itself: a colour looked up
there is the index Pillow's own mapping gives, so a pixel drawn here is the one the RGB drawing
mapped as a whole gives wherever it is not a blend over a colour the palette only approximates.

A canvas holds indices as an 'L' image (``new_canvas``): one byte a pixel like 'P', without a
palette object to copy at every crop; ``encode`` writes the shared palette. Opaque pixels are
copied as indices; a pixel of partial coverage (a sprite's rim, a letter's edge) is blended in
RGB from its ground's palette colour with Pillow's own rounding and looked up (``blend``). Over
one ground colour, as most rims and letters are, the blended pixels are the same every time, so
callers keep them per ground and write them as a plain copy.

``reference()`` draws in RGB and maps the whole at the end instead: the drawing this replaced,
kept for the tests that compare the two.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

import numpy as np
import numpy.typing as npt
from PIL import Image

from bot.render.palette import RGB
from bot.render.png import COLOURS, paletted, shared_palette

Indices = npt.NDArray[np.uint8]
Box = tuple[int, int, int, int]


@lru_cache(maxsize=1)
def lookup() -> Indices:
    """Pillow's mapping of every colour onto the shared palette, by (r >> 2, g >> 2, b >> 2):
    262,144 indices, built by mapping one colour of each cell (12 ms)."""
    cells = np.arange(64, dtype=np.uint8) * 4
    r, g, b = np.meshgrid(cells, cells, cells, indexing="ij")
    sample = Image.fromarray(np.ascontiguousarray(np.stack([r, g, b], -1).reshape(512, 512, 3)))
    return np.frombuffer(paletted(sample).tobytes(), np.uint8).copy()


@lru_cache(maxsize=1)
def colours() -> npt.NDArray[np.uint32]:
    """The shared palette as a (COLOURS, 3) array, wide enough to blend in."""
    flat = (shared_palette().getpalette() or [])[: 3 * COLOURS]
    return np.array(flat, np.uint32).reshape(-1, 3)


def map_rgb(rgb: npt.NDArray[np.integer]) -> Indices:
    """Colours (any shape ending in 3 channels) as palette indices, as Pillow maps them."""
    wide = rgb.astype(np.uint32) >> 2
    found: Indices = lookup()[(wide[..., 0] << 12) | (wide[..., 1] << 6) | wide[..., 2]]
    return found


@lru_cache(maxsize=256)
def index_of(colour: RGB) -> int:
    """The palette index a colour maps to (a named colour's own entry)."""
    return int(map_rgb(np.array(colour, np.uint32)))


def blend(
    ground: Indices, premultiplied: npt.NDArray[np.uint16], alpha: npt.NDArray[np.uint32]
) -> Indices:
    """``ground`` (indices) under a colour of coverage ``alpha`` (``premultiplied``: colour x
    alpha, with a last axis of 3), blended as Pillow blends a paste through alpha and looked up;
    pixels of no coverage keep their ground index."""
    mixed = colours()[ground] * (255 - alpha)[..., None] + premultiplied.astype(np.uint32) + 128
    out = map_rgb(((mixed >> 8) + mixed) >> 8)
    return np.where(alpha == 0, ground, out).astype(np.uint8)


@lru_cache(maxsize=64)
def ink_table(colour: RGB) -> Indices:
    """For one colour: the index of every ground index under every coverage (ground x 256 +
    coverage), so a letter's edge over any ground is one look-up."""
    ground = np.repeat(np.arange(COLOURS, dtype=np.uint8), 256)
    alpha = np.tile(np.arange(256, dtype=np.uint32), COLOURS)
    paint = np.array(colour, np.uint32)
    return blend(ground, (alpha[:, None] * paint).astype(np.uint16), alpha)


def region(canvas: Image.Image, box: Box) -> bytes:
    """The indices of ``canvas`` under ``box``, row by row (zeros outside the canvas)."""
    x0, y0, x1, y1 = box
    pixels = _pixels.get(id(canvas))
    if pixels is not None and x0 >= 0 and y0 >= 0 and x1 <= canvas.width and y1 <= canvas.height:
        return pixels[y0:y1, x0:x1].tobytes()  # read in place: no crop made
    return canvas.crop(box).tobytes()


def ground_under(canvas: Image.Image, box: Box) -> int | None:
    """The one index under ``box`` when it lies inside ``canvas`` on a single colour, else None."""
    x0, y0, x1, y1 = box
    if x0 < 0 or y0 < 0 or x1 > canvas.width or y1 > canvas.height:
        return None
    low, high = canvas.im.crop(box).getextrema()
    return int(low) if low == high else None


def as_image(indices: Indices) -> Image.Image:
    """Indices (rows by columns) as an image of indices, to paste."""
    height, width = indices.shape
    return Image.frombytes("L", (width, height), np.ascontiguousarray(indices).tobytes())


_local = threading.local()


def drawing_in_rgb() -> bool:
    """Whether pictures are being drawn the old way, in RGB mapped as a whole (``reference``)."""
    return bool(getattr(_local, "rgb", False))


@contextmanager
def reference() -> Iterator[None]:
    """Within the block, this thread draws in RGB and maps each picture onto the palette as a
    whole, as before: the pictures the indexed drawing is compared with."""
    before = drawing_in_rgb()
    _local.rgb = True
    try:
        yield
    finally:
        _local.rgb = before


# Each canvas of indices by id, with the array Pillow draws into (dropped with the canvas).
_pixels: dict[int, Indices] = {}


def new_canvas(size: tuple[int, int], ground: RGB) -> Image.Image:
    """A blank picture filled with ``ground``: palette indices (RGB within ``reference``).

    Its pixels are an array Pillow draws into in place, so a part of it is read without a crop."""
    if drawing_in_rgb():
        return Image.new("RGB", size, ground)
    return blank(size, index_of(ground))


def blank(size: tuple[int, int], index: int) -> Image.Image:
    """An image of indices all ``index``, drawn in place into an array (``pixels_of``)."""
    pixels = np.full((size[1], size[0]), index, np.uint8)
    image = Image.frombuffer(INDICES, size, pixels, "raw", INDICES, 0, 1)
    image.readonly = False  # Pillow maps the array read-only; it is ours to draw into
    _pixels[id(image)] = pixels
    weakref.finalize(image, _pixels.pop, id(image), None)
    return image


def pixels_of(image: Image.Image) -> Indices:
    """The array an image made by ``blank`` is drawn into (rows by columns)."""
    return _pixels[id(image)]


INDICES = "L"  # the mode of a canvas of indices


def ink(canvas: Image.Image, colour: RGB) -> int | RGB:
    """What ``ImageDraw`` is given to draw ``colour`` on ``canvas``: its index on indices (an
    RGB colour there would be drawn as its grey level)."""
    return index_of(colour) if canvas.mode == INDICES else colour


def fill(canvas: Image.Image, colour: RGB, box: Box) -> None:
    """Fill ``box`` of ``canvas`` with ``colour``, in whichever form the canvas holds."""
    canvas.paste(ink(canvas, colour), box)
