"""The animated GIF writer: frames of what changed, drawn over the last."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageSequence

from bot.render.gif import TRANSPARENT, GifWriter

GREY = [v for i in range(4) for v in (i * 60, i * 60, i * 60)]


def frames_of(data: bytes) -> list[Image.Image]:
    with Image.open(io.BytesIO(data)) as gif:
        assert gif.format == "GIF"
        return [frame.convert("RGB") for frame in ImageSequence.Iterator(gif)]


def test_a_frame_drawn_over_the_last_changes_only_its_own_opaque_pixels():
    writer = GifWriter(4, 3, GREY)
    writer.add(Image.new("P", (4, 3), 1), 0, 0, 500)
    patch = Image.new("P", (2, 1), TRANSPARENT)
    patch.putpixel((1, 0), 3)
    writer.add(patch, 1, 2, 500)
    second = frames_of(writer.finish())[1]
    assert second.getpixel((2, 2)) == (180, 180, 180)
    assert second.getpixel((1, 2)) == (60, 60, 60)  # transparent: the first frame shows through


def test_a_frame_that_changes_nothing_still_counts_and_keeps_its_time():
    writer = GifWriter(4, 3, GREY)
    writer.add(Image.new("P", (4, 3), 1), 0, 0, 500)
    writer.unchanged(2000)
    with Image.open(io.BytesIO(writer.finish())) as gif:
        assert gif.n_frames == 2
        gif.seek(1)
        assert gif.info["duration"] == 2000


def test_a_palette_of_256_colours_is_refused_as_it_leaves_none_for_transparency():
    with pytest.raises(ValueError, match="transparency"):
        GifWriter(4, 3, [0] * 3 * 256)


def test_a_frame_outside_the_picture_is_refused():
    writer = GifWriter(4, 3, GREY)
    with pytest.raises(ValueError, match="outside"):
        writer.add(Image.new("P", (2, 2), 1), 3, 0, 100)


def test_the_animation_loops():
    writer = GifWriter(4, 3, GREY)
    writer.add(Image.new("P", (4, 3), 1), 0, 0, 500)
    with Image.open(io.BytesIO(writer.finish())) as gif:
        assert gif.info["loop"] == 0
