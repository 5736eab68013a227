"""Sprites cut once into the parts that need blending and the parts that do not.

Compositing a sprite through its alpha costs about ten times a plain copy of the same pixels,
and most of a card is opaque: only its rounded corners and edges are partly transparent. So a
sprite is cut, the first time it is pasted, into a band of rows whose middle is all opaque (a
plain copy) or all transparent (nothing to do), with the mixed pieces around it blended as
before. A pixel of alpha 255 blends to exactly the sprite's colour and one of alpha 0 leaves the
canvas as it is, so the picture is the same, pixel for pixel.
"""

from __future__ import annotations

import contextlib
import re
from collections import OrderedDict
from dataclasses import dataclass

from PIL import Image

# Below this many pixels in the band's middle, cutting saves less than the extra pastes cost.
MIN_PLAIN_AREA = 400
# Cut sprites kept, the least recently pasted dropped first: every card at every live width
# (about 500) and the boxes, badges and rings, while pills of rare widths come and go.
MAX_KEPT = 1536

_OPAQUE_RUN = re.compile(rb"\xff+")
_CLEAR_RUN = re.compile(rb"\x00+")


@dataclass(frozen=True, slots=True)
class Piece:
    """A part of a sprite: where it sits in the sprite, its pixels, and whether it blends."""

    dx: int
    dy: int
    image: Image.Image
    blends: bool


@dataclass(frozen=True, slots=True)
class Stamp:
    """A sprite as pieces that together paste exactly as the sprite through its alpha."""

    pieces: tuple[Piece, ...]

    def press(self, canvas: Image.Image, x: int, y: int) -> None:
        """Put the sprite on the RGB ``canvas`` with its top left at (x, y)."""
        if canvas.mode != "RGB":
            raise ValueError(f"a stamp is pressed on an RGB picture, not {canvas.mode}")
        core = canvas.im  # Image.paste's checks cost more than a small piece's copy
        for piece in self.pieces:
            image = piece.image
            left, top = x + piece.dx, y + piece.dy
            box = (left, top, left + image.width, top + image.height)
            if piece.blends:
                core.paste(image.im, box, image.im)
            else:
                core.paste(image.im, box)


@dataclass(frozen=True, slots=True)
class _Row:
    """One row of alpha: its drawn extent [left, right) and its longest uniform run."""

    left: int
    right: int
    run_left: int
    run_right: int
    opaque: bool  # the run is opaque (else it is clear)


_kept: OrderedDict[int, tuple[Image.Image, Stamp]] = OrderedDict()


def stamp_of(sprite: Image.Image) -> Stamp:
    """The cut of an RGBA ``sprite``, made on its first paste and kept while it is pasted."""
    key = id(sprite)
    kept = _kept.get(key)
    if kept is not None and kept[0] is sprite:
        with contextlib.suppress(KeyError):  # another drawing thread may just have dropped it
            _kept.move_to_end(key)
        return kept[1]
    stamp = cut(sprite)
    _kept[key] = (sprite, stamp)  # the sprite is held, so its id is not reused
    with contextlib.suppress(KeyError):  # another drawing thread may be dropping the same ones
        while len(_kept) > MAX_KEPT:
            _kept.popitem(last=False)
    return stamp


def cut(sprite: Image.Image) -> Stamp:
    """Cut ``sprite`` around its largest band of rows with the same uniform middle."""
    width, height = sprite.size
    alpha = sprite.getchannel("A").tobytes()
    rows = [_row(alpha[y * width : (y + 1) * width]) for y in range(height)]
    drawn = [y for y, row in enumerate(rows) if row is not None]
    if not drawn:
        return Stamp(())
    band = _largest_band(rows)
    if band is None:
        pieces = [_blended(sprite, rows, drawn[0], drawn[-1] + 1)]
        return Stamp(tuple(piece for piece in pieces if piece is not None))
    top, bottom = band
    row = rows[top]
    assert row is not None
    pieces = [
        _blended(sprite, rows, drawn[0], top),
        _blended_box(sprite, row.left, top, row.run_left, bottom),
        _plain(sprite, row, top, bottom),
        _blended_box(sprite, row.run_right, top, row.right, bottom),
        _blended(sprite, rows, bottom, drawn[-1] + 1),
    ]
    return Stamp(tuple(piece for piece in pieces if piece is not None))


def _row(alpha: bytes) -> _Row | None:
    """The extent and longest uniform run of one row of alpha; None when it is all clear."""
    left = len(alpha) - len(alpha.lstrip(b"\x00"))
    right = len(alpha.rstrip(b"\x00"))
    if left >= right:
        return None
    best, opaque = (left, left), True
    for pattern, is_opaque in ((_OPAQUE_RUN, True), (_CLEAR_RUN, False)):
        for match in pattern.finditer(alpha, left, right):
            if match.end() - match.start() > best[1] - best[0]:
                best, opaque = match.span(), is_opaque
    return _Row(left, right, best[0], best[1], opaque)


def _largest_band(rows: list[_Row | None]) -> tuple[int, int] | None:
    """The rows [top, bottom) that share one row shape and have the largest uniform middle."""
    best: tuple[int, int] | None = None
    best_area = MIN_PLAIN_AREA - 1
    top = 0
    for y in range(1, len(rows) + 1):
        if y < len(rows) and rows[y] == rows[top]:
            continue
        row = rows[top]
        if row is not None:
            area = (row.run_right - row.run_left) * (y - top)
            if area > best_area:
                best, best_area = (top, y), area
        top = y
    return best


def _blended(sprite: Image.Image, rows: list[_Row | None], top: int, bottom: int) -> Piece | None:
    """The rows [top, bottom), cropped to what is drawn in them, to be blended."""
    extents = [row for row in rows[top:bottom] if row is not None]
    if not extents:
        return None
    left = min(row.left for row in extents)
    right = max(row.right for row in extents)
    return _blended_box(sprite, left, top, right, bottom)


def _blended_box(sprite: Image.Image, left: int, top: int, right: int, bottom: int) -> Piece | None:
    if left >= right or top >= bottom:
        return None
    return Piece(left, top, sprite.crop((left, top, right, bottom)), blends=True)


def _plain(sprite: Image.Image, row: _Row, top: int, bottom: int) -> Piece | None:
    """The band's uniform middle: a plain copy when opaque, nothing when clear."""
    if not row.opaque:
        return None
    box = (row.run_left, top, row.run_right, bottom)
    return Piece(row.run_left, top, sprite.crop(box).convert("RGB"), blends=False)


__all__ = ["Piece", "Stamp", "cut", "stamp_of"]
