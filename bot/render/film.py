"""Pictures in a row as one animated GIF, each frame storing only what changed.

A frame is a ``Sketch`` (the table's parts, as the live table draws them) or a still picture
(a result). Of a sketch only the parts whose key changed since the last frame are painted, on
a canvas kept from frame to frame; the canvas is shrunk by ``shrink`` and mapped onto the
shared palette (no dithering, so a pixel that did not change maps as before), and the GIF frame
is the rectangle of pixels that differ from the last frame, the unchanged ones inside it left
transparent.
"""

from __future__ import annotations

from PIL import Image, ImageChops

from bot.render import indexed
from bot.render.frames import Sketch
from bot.render.gif import TRANSPARENT, GifWriter
from bot.render.palette import RGB
from bot.render.png import COLOURS, paletted, shared_palette

CHANGED = 255  # a changed pixel in the mask of a frame


class Film:
    """A GIF ``width`` by ``height`` (before shrinking) drawn frame by frame."""

    def __init__(self, width: int, height: int, ground: RGB, shrink: int = 1) -> None:
        self.width, self.height, self.shrink = width, height, shrink
        self.ground = ground
        # The frame as drawn so far, and where a part is painted: indices, as the live table's.
        self._canvas = indexed.new_canvas((width, height), ground)
        self._scratch = indexed.new_canvas((width, height), ground)
        self._keys: dict[str, object] = {}
        self._layout: object = None
        self._last: Image.Image | None = None  # the last frame, shrunk and paletted
        colours = (shared_palette().getpalette() or [])[: 3 * COLOURS]
        # Pillow's reduce keeps a last partial block of pixels: the sizes round up.
        self.size = (-(-width // shrink), -(-height // shrink))
        self._gif = GifWriter(*self.size, colours)
        self.painted = 0  # parts painted, for the tests and the figures

    @property
    def frames(self) -> int:
        """Frames added so far."""
        return self._gif.frames

    def sketch(self, sketch: Sketch, milliseconds: int) -> None:
        """Add the frame of ``sketch`` (laid at the top left; the rest is the ground)."""
        if sketch.width > self.width or sketch.height > self.height:
            raise ValueError("a frame is larger than the film")
        if sketch.layout != self._layout:  # another layout (or a still before): all painted
            self._keys, self._layout = {}, sketch.layout
            indexed.fill(self._canvas, self.ground, (0, 0, self.width, self.height))
        painted: tuple[object, object] | None = None
        for part in sketch.parts:
            if part.name in self._keys and self._keys[part.name] == part.key:
                continue
            self._keys[part.name] = part.key
            fill = part.area or part.box
            if painted != (part.paint, fill):  # parts sharing a paint and an area: painted once
                indexed.fill(self._scratch, sketch.ground, fill)
                part.paint(self._scratch)
                painted = (part.paint, fill)
                self.painted += 1
            self._canvas.paste(self._scratch.crop(part.box), part.box[:2])
        self._add(milliseconds)

    def still(self, picture: Image.Image, milliseconds: int) -> None:
        """Add a still picture, centred and as large as the film (after shrinking) holds."""
        width, height = self.size
        scale = min(width / picture.width, height / picture.height)
        size = (round(picture.width * scale), round(picture.height * scale))
        fitted = picture.convert("RGB").resize(size, Image.Resampling.LANCZOS)
        frame = Image.new("RGB", (width, height), self.ground)
        frame.paste(fitted, ((width - size[0]) // 2, (height - size[1]) // 2))
        self._keys, self._layout = {}, None  # the next sketch is painted in full
        self._add(milliseconds, frame)

    def _add(self, milliseconds: int, shrunk: Image.Image | None = None) -> None:
        if shrunk is not None:
            frame = paletted(shrunk)
        elif self.shrink == 1 and self._canvas.mode == indexed.INDICES:
            # The drawn indices as they are: mapping their colours again may pick a neighbour.
            frame = self._as_paletted()
        else:
            frame = paletted(self._as_rgb().reduce(self.shrink))
        last, self._last = self._last, frame
        if last is None:
            self._gif.add(frame, 0, 0, milliseconds)
            return
        difference = ImageChops.difference(_indices(frame), _indices(last))
        box = difference.getbbox()
        if box is None:
            self._gif.unchanged(milliseconds)
            return
        changed = difference.crop(box).point(lambda v: CHANGED if v else 0)
        part = Image.new("P", changed.size, TRANSPARENT)
        part.paste(frame.crop(box), (0, 0), changed)
        self._gif.add(part, box[0], box[1], milliseconds)

    def _as_paletted(self) -> Image.Image:
        """The frame drawn so far as a picture on the shared palette."""
        mapped = Image.frombytes("P", self._canvas.size, self._canvas.tobytes())
        mapped.putpalette(shared_palette().getpalette() or [])
        return mapped

    def _as_rgb(self) -> Image.Image:
        """The frame drawn so far in colours (a canvas of indices read through the palette)."""
        if self._canvas.mode == "RGB":
            return self._canvas
        return self._as_paletted().convert("RGB")

    def finish(self) -> bytes:
        """The GIF file."""
        return self._gif.finish()


def _indices(frame: Image.Image) -> Image.Image:
    """A paletted frame's indices as a grey picture (compared as numbers, not colours)."""
    return Image.frombuffer("L", frame.size, frame.tobytes(), "raw", "L", 0, 1)
