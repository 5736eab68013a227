"""PNG encoding: one shared palette of ``COLOURS`` colours, no metadata, so the same picture
gives the same bytes.

Every picture is mapped onto the same palette, built from what the pictures are made of (the
named colours of the design, then the colours of every card face and the back) and kept in
``shared_palette.json``, which every process reads.
A palette of each picture's own is no closer to the drawing (measured on the table, hand,
results and guide pictures: mean error 0.4-1.7 levels either way), but building it cost more
than half of the encoding of every picture.

The PNG file is written here rather than by Pillow: its deflate took three quarters of the
encoding, and ISA-L's (``isal``) gives a stream of the same size in a seventh of the time. The
pixels are Pillow's own mapping onto the palette, so they are the same either way.
"""

from __future__ import annotations

import json
import struct
import zlib
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from PIL import Image

Deflate = Callable[[bytes, int], bytes]
try:
    from isal import isal_zlib

    deflate: Deflate = isal_zlib.compress
except ImportError:  # no ISA-L wheel for this platform: zlib, a few times slower, same pixels
    deflate = zlib.compress

# Fewer colours, fewer bytes (192: 5% fewer a picture than 256), while every card stays within
# 2.5 levels of its drawing on average; at 128 the thunder card's clouds turn from blue to grey.
COLOURS = 192
SAMPLE_CARD = 124  # card width sampled for the palette: the largest drawn, with the most detail
COLUMNS = 14


# The palette as built from the art, kept so that no drawing process builds it (0.7-0.9 s of
# CPU at every start); a test checks it is still what the art gives.
KEPT = Path(__file__).with_name("shared_palette.json")


@lru_cache(maxsize=1)
def shared_palette() -> Image.Image:
    """The palette every picture is mapped to (a 'P' image holding it): the one kept beside
    this module, or built from the art when there is none."""
    colours = kept_colours() or build_colours()
    shared = Image.new("P", (1, 1))
    shared.putpalette(colours)
    return shared


def kept_colours() -> list[int] | None:
    """The kept palette's colours as flat R, G, B values (None when none is kept)."""
    try:
        return [int(c[i : i + 2], 16) for c in json.loads(KEPT.read_text()) for i in (1, 3, 5)]
    except FileNotFoundError:
        return None


def build_colours() -> list[int]:
    """The palette built from what the pictures are made of, as flat R, G, B values: the
    design's named colours, then the colours of every card face and the back."""
    # Imported here: the card art imports the drawing helpers that import this module.
    from bot.render import palette
    from bot.render.cards import BACK_CARD, card_height, card_sprite

    cards = [*range(48), BACK_CARD]
    cell_w, cell_h = SAMPLE_CARD + 2, card_height(SAMPLE_CARD) + 2
    rows = -(-len(cards) // COLUMNS)
    sample = Image.new("RGB", (COLUMNS * cell_w, rows * cell_h), palette.FELT)
    for i, card in enumerate(cards):
        sprite = card_sprite(card, SAMPLE_CARD)
        sample.paste(sprite, ((i % COLUMNS) * cell_w, (i // COLUMNS) * cell_h), sprite)
    named = palette.named_colours()
    # The design's own colours are in the palette as they are; the art's fill the rest.
    art = sample.quantize(COLOURS - len(named), Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    colours = [c for colour in named for c in colour] + (art.getpalette() or [])
    return colours[: 3 * COLOURS]


def keep_palette() -> None:
    """Build the palette from the art and keep it beside this module."""
    colours = build_colours()
    triples = [colours[i : i + 3] for i in range(0, len(colours), 3)]
    text = ",\n".join(f'"#{r:02x}{g:02x}{b:02x}"' for r, g, b in triples)
    KEPT.write_text(f"[\n{text}\n]\n")


SIGNATURE = b"\x89PNG\r\n\x1a\n"
NO_FILTER = b"\x00"  # each row starts with its filter type; filters don't help paletted pixels


def encode(image: Image.Image) -> bytes:
    """``image`` as PNG bytes on the shared palette (no dithering, no metadata): an 'L' image
    holds the palette's indices as drawn (``bot.render.indexed``), anything else is mapped."""
    if image.mode == "L":
        indices = image
    else:
        rgb = image.convert("RGB") if image.mode != "RGB" else image
        indices = as_indices(paletted(rgb))
    width, height = indices.size
    # A column of zeros on the left is each row's filter byte: one copy instead of a join.
    framed = Image.new("L", (width + 1, height), NO_FILTER[0])
    framed.paste(indices, (1, 0))
    return png_of_rows(framed)


def paletted(rgb: Image.Image) -> Image.Image:
    """An RGB picture mapped onto the shared palette, pixel by pixel (no dithering, so a part
    of a picture maps the same alone as within the whole)."""
    return rgb.quantize(palette=shared_palette(), dither=Image.Dither.NONE)


def as_indices(mapped: Image.Image) -> Image.Image:
    """A 'P' picture's indices as an 'L' image (the bytes as they are; ``convert`` would map
    them through the palette to grey levels)."""
    return Image.frombytes("L", mapped.size, mapped.tobytes())


def png_of_rows(framed: Image.Image) -> bytes:
    """PNG bytes of paletted rows, each led by its filter byte (an image of indices one pixel
    wider than the picture, its first column ``NO_FILTER``).

    Level 1 compression: level 2 is 0.6% smaller for 25% more deflate time, level 3 1% smaller
    for four times the time, zlib's level 6 15% smaller for ten times it; same pixels."""
    width, height = framed.width - 1, framed.height
    colours = bytes((shared_palette().getpalette() or [])[: 3 * COLOURS])
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8-bit, paletted
    return b"".join(
        (
            SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", colours),
            _chunk(b"IDAT", deflate(framed.tobytes(), 1)),
            _chunk(b"IEND", b""),
        )
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    checksum = zlib.crc32(data, zlib.crc32(kind))
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", checksum)
