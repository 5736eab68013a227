"""An animated GIF written frame by frame: each frame only the rectangle that changed, its
unchanged pixels transparent, on the pictures' one shared palette.

Pillow's own writer keeps every whole frame until the file is written (a frame of the table is
about a megabyte, a match's replay some four hundred of them) and merges equal frames; here each
frame is encoded as it comes (Pillow's LZW encoder, through ``GifImagePlugin.getdata``) and kept
only as those bytes. Every frame is drawn over the last ("do not dispose"), so a frame that
changes nothing is a single transparent pixel and keeps its own time.
"""

from __future__ import annotations

import struct

from PIL import GifImagePlugin, Image

TRANSPARENT = 255  # the palette has 192 colours: index 255 is never a picture's
HUNDREDTHS = 10  # a GIF's delays are in hundredths of a second
SHORTEST_DELAY = 2  # browsers show a delay of 0 or 1 hundredth as a tenth of a second
_KEEP_FRAME = 1  # disposal method: leave the frame for the next to be drawn over


class GifWriter:
    """A GIF ``width`` by ``height`` on ``colours`` (flat R, G, B values, at most 255 colours),
    looping forever; frames are added in order and the file is ``finish``-ed once."""

    def __init__(self, width: int, height: int, colours: list[int]) -> None:
        if len(colours) > 3 * TRANSPARENT:
            raise ValueError("a replay's palette keeps its last index for transparency")
        table = bytes(colours) + bytes(3 * 256 - len(colours))
        screen = struct.pack("<HHBBB", width, height, 0xF7, 0, 0)  # a global table of 256
        loop = b"!\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", 0) + b"\x00"
        self.width, self.height = width, height
        self._chunks: list[bytes] = [b"GIF89a", screen, table, loop]
        self.frames = 0
        self.bytes = sum(map(len, self._chunks))

    def add(self, frame: Image.Image, left: int, top: int, milliseconds: int) -> None:
        """Add a paletted ``frame`` placed at (``left``, ``top``), shown for ``milliseconds``;
        pixels of index ``TRANSPARENT`` leave the picture under them as it was."""
        if frame.mode != "P":
            raise ValueError("a frame is paletted")
        if left + frame.width > self.width or top + frame.height > self.height:
            raise ValueError("a frame lies outside the picture")
        delay = max(SHORTEST_DELAY, round(milliseconds / HUNDREDTHS)) * HUNDREDTHS
        params = {"duration": delay, "disposal": _KEEP_FRAME, "transparency": TRANSPARENT}
        encoded = b"".join(GifImagePlugin.getdata(frame, (left, top), **params))
        self._chunks.append(encoded)
        self.frames += 1
        self.bytes += len(encoded)

    def unchanged(self, milliseconds: int) -> None:
        """A frame that changes nothing, shown for ``milliseconds``."""
        self.add(Image.new("P", (1, 1), TRANSPARENT), 0, 0, milliseconds)

    def finish(self) -> bytes:
        """The whole file."""
        return b"".join([*self._chunks, b";"])
