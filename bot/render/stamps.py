"""Sprites cut once into the parts that need blending and the parts that do not.

Compositing a sprite through its alpha costs about ten times a plain copy of the same pixels,
and most of a card is opaque: only its rounded corners and edges are partly transparent. So a
sprite is cut, the first time it is pasted, into a band of rows whose middle is all opaque (a
plain copy) or all transparent (nothing to do), with the mixed pieces around it blended as
before. A pixel of alpha 255 blends to exactly the sprite's colour and one of alpha 0 leaves the
canvas as it is, so the picture is the same, pixel for pixel.

On a canvas of palette indices (``bot.render.indexed``) the opaque pieces are kept as indices
and copied; a blended piece is blended over the indices under it, and over one ground colour
its result is kept for that ground and then copied too.
"""

from __future__ import annotations

import contextlib
import re
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np
from PIL import Image

from bot.render import indexed

# Below this many pixels in the band's middle, cutting saves less than the extra pastes cost.
MIN_PLAIN_AREA = 400
# Grounds a blended piece keeps its result over: a card's rim meets the felt, a panel, a card.
GROUNDS_KEPT = 8
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


class Inked:
    """A piece in palette indices: opaque, its indices; blended, its opaque pixels' indices,
    its partly covering pixels' colour and coverage, and its result over the grounds met lately
    (by ground index, or by the indices under it)."""

    __slots__ = ("at", "coverage", "dx", "dy", "height", "on", "plain", "solid", "tint", "width")

    def __init__(self, piece: Piece) -> None:
        self.dx, self.dy = piece.dx, piece.dy
        self.width, self.height = piece.image.size
        self.on: OrderedDict[int | bytes, Image.Image] = OrderedDict()
        pixels = np.asarray(piece.image.convert("RGBA"), np.uint32).reshape(-1, 4)
        colours = indexed.map_rgb(pixels[:, :3])
        self.plain = None if piece.blends else indexed.as_image(colours.reshape(self.height, -1))
        if not piece.blends:  # a plain copy needs nothing more
            pixels = pixels[:0]
        alpha = pixels[:, 3]
        opaque = alpha == 255
        self.solid = (opaque, colours[: len(alpha)])  # where the piece covers, and with what
        self.at = np.flatnonzero((alpha > 0) & ~opaque).astype(np.int32)  # where it blends
        self.coverage = alpha[self.at]
        self.tint = (pixels[self.at, :3] * self.coverage[:, None]).astype(np.uint16)

    def over(self, key: int | bytes) -> Image.Image:
        """The piece over one ground index, or over the indices ``key`` (kept for the next)."""
        done = self.on.get(key)
        if done is None:
            if isinstance(key, int):
                under = np.full(self.width * self.height, key, np.uint8)
            else:
                under = np.frombuffer(key, np.uint8).copy()
            under[self.at] = indexed.blend(under[self.at], self.tint, self.coverage)
            np.copyto(under, self.solid[1], where=self.solid[0])
            done = self.on[key] = indexed.as_image(under.reshape(self.height, self.width))
            while len(self.on) > GROUNDS_KEPT:
                self.on.popitem(last=False)
        else:
            self.on.move_to_end(key)
        return done


class Stamp:
    """A sprite as pieces that together paste exactly as the sprite through its alpha."""

    __slots__ = ("_inked", "pieces")

    def __init__(self, pieces: tuple[Piece, ...]) -> None:
        self.pieces = pieces
        self._inked: tuple[Inked, ...] | None = None

    def press(self, canvas: Image.Image, x: int, y: int) -> None:
        """Put the sprite on ``canvas`` (RGB, or palette indices) with its top left at (x, y)."""
        if canvas.mode == indexed.INDICES:
            self._press_indexed(canvas, x, y)
            return
        if canvas.mode != "RGB":
            raise ValueError(f"a stamp is pressed on RGB or on indices, not {canvas.mode}")
        core = canvas.im  # Image.paste's checks cost more than a small piece's copy
        for piece in self.pieces:
            image = piece.image
            left, top = x + piece.dx, y + piece.dy
            box = (left, top, left + image.width, top + image.height)
            if piece.blends:
                core.paste(image.im, box, image.im)
            else:
                core.paste(image.im, box)

    def _press_indexed(self, canvas: Image.Image, x: int, y: int) -> None:
        inked = self._inked
        if inked is None:  # made on the first paste on indices: the RGB drawing never needs it
            inked = self._inked = tuple(Inked(piece) for piece in self.pieces)
        core = canvas.im
        for piece in inked:
            left, top = x + piece.dx, y + piece.dy
            box = (left, top, left + piece.width, top + piece.height)
            if piece.plain is not None:
                core.paste(piece.plain.im, box)
                continue
            ground = indexed.ground_under(canvas, box)
            # Over one colour, what the piece leaves bare is that colour: one plain copy.
            key = ground if ground is not None else indexed.region(canvas, box)
            core.paste(piece.over(key).im, box)


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
