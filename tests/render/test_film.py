"""A film of sketches: only the parts whose key changed are painted, only changed pixels kept."""

from __future__ import annotations

import io
from functools import partial

from PIL import Image, ImageSequence

from bot.render import indexed, palette
from bot.render.film import Film
from bot.render.frames import Part, Sketch
from bot.render.png import paletted


def mapped(colour) -> tuple[int, int, int]:
    """``colour`` as the shared palette keeps it."""
    return paletted(Image.new("RGB", (1, 1), colour)).convert("RGB").getpixel((0, 0))


def square(image: Image.Image, box: tuple[int, int, int, int], colour) -> None:
    indexed.fill(image, colour, box)  # a part paints in the form the canvas holds, as the table's


def two_parts(left_colour, right_colour) -> Sketch:
    left, right = (0, 0, 40, 20), (40, 0, 80, 20)
    parts = (
        Part("left", left, left_colour, partial(square, box=left, colour=left_colour)),
        Part("right", right, right_colour, partial(square, box=right, colour=right_colour)),
    )
    return Sketch(80, 20, palette.FELT, "two", parts)


def test_a_part_whose_key_did_not_change_is_not_painted_again():
    film = Film(80, 20, palette.FELT)
    film.sketch(two_parts(palette.TEXT, palette.INK), 100)
    film.sketch(two_parts(palette.TEXT, palette.DEALER), 100)
    assert film.painted == 3


def test_a_frame_keeps_only_the_rectangle_that_changed():
    film = Film(80, 20, palette.FELT)
    film.sketch(two_parts(palette.TEXT, palette.INK), 100)
    film.sketch(two_parts(palette.TEXT, palette.DEALER), 100)
    with Image.open(io.BytesIO(film.finish())) as gif:
        gif.seek(1)
        assert gif.dispose_extent == (40, 0, 80, 20)


def test_every_frame_shows_the_whole_sketch_as_drawn():
    film = Film(80, 20, palette.FELT)
    film.sketch(two_parts(palette.TEXT, palette.INK), 100)
    film.sketch(two_parts(palette.TEXT, palette.DEALER), 100)
    with Image.open(io.BytesIO(film.finish())) as gif:
        frames = [frame.convert("RGB") for frame in ImageSequence.Iterator(gif)]
    assert frames[1].getpixel((10, 10)) == mapped(palette.TEXT)
    assert frames[1].getpixel((70, 10)) == mapped(palette.DEALER)


def test_a_still_is_centred_on_the_ground():
    film = Film(80, 20, palette.FELT)
    film.still(Image.new("RGB", (10, 10), palette.TEXT), 100)
    with Image.open(io.BytesIO(film.finish())) as gif:
        frame = gif.convert("RGB")
    assert frame.getpixel((40, 10)) == mapped(palette.TEXT)
    assert frame.getpixel((2, 10)) == mapped(palette.FELT)


def test_a_shrunk_film_is_a_fraction_of_the_drawing():
    film = Film(80, 20, palette.FELT, shrink=2)
    film.sketch(two_parts(palette.TEXT, palette.INK), 100)
    with Image.open(io.BytesIO(film.finish())) as gif:
        assert gif.size == (40, 10)
