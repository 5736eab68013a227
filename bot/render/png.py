"""PNG encoding: palette-quantised, no metadata, so the same picture gives the same bytes."""

from __future__ import annotations

import io

from PIL import Image

COLOURS = 256


def encode(image: Image.Image) -> bytes:
    """``image`` as PNG bytes, reduced to a 256-colour palette (no dithering, no metadata).

    Level 3 compression: nearly the size of level 6 in half the time."""
    rgb = image.convert("RGB") if image.mode != "RGB" else image
    paletted = rgb.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    paletted.save(out, "PNG", compress_level=3)
    return out.getvalue()
