"""Shared game states for the render tests."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.engine.match import Match
from bot.render.demo import finished, mid_round


def open_png(data: bytes) -> Image.Image:
    """Decode PNG bytes, failing the test if they are not a valid PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


def rgb_pixels(image: Image.Image) -> list[tuple[int, int, int]]:
    """Every pixel of ``image`` as an (r, g, b) tuple, row by row."""
    data = image.convert("RGB").tobytes()
    return [(data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 3)]


@pytest.fixture(scope="session")
def mid_match() -> Match:
    """A standard match some turns into its first round."""
    return mid_round(1)


@pytest.fixture(scope="session")
def full_match() -> Match:
    """A standard match played to its end."""
    return finished(5)
