from __future__ import annotations

import struct

from PIL import Image

from bot.render.png import encode


def _chunks(data: bytes) -> list[bytes]:
    names, pos = [], 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        names.append(data[pos + 4 : pos + 8])
        pos += 12 + length
    return names


def test_encoded_png_carries_no_metadata_chunks() -> None:
    image = Image.new("RGB", (40, 30), (10, 120, 60))
    assert set(_chunks(encode(image))) <= {b"IHDR", b"PLTE", b"IDAT", b"IEND"}


def test_the_same_picture_encodes_to_the_same_bytes() -> None:
    image = Image.new("RGB", (40, 30), (10, 120, 60))
    image.putpixel((3, 4), (250, 0, 0))
    assert encode(image) == encode(image.copy())
