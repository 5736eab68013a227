from __future__ import annotations

import argparse
import io
import struct
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.cli import render as render_command
from bot.render import cards, png
from bot.render.cards import BACK_CARD, card_sprite
from bot.render.palette import FELT, named_colours
from bot.render.png import build_colours, encode, kept_colours, shared_palette
from tests.render.conftest import open_png


def _chunks(data: bytes) -> list[bytes]:
    return list(_chunk_data(data))


def _chunk_data(data: bytes) -> dict[bytes, bytes]:
    found, pos = {}, 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        found[data[pos + 4 : pos + 8]] = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
    return found


def _cards_on_felt(cards: list[int], width: int) -> Image.Image:
    image = Image.new("RGB", (len(cards) * (width + 4), round(width * 1.6) + 8), FELT)
    for i, card in enumerate(cards):
        sprite = card_sprite(card, width)
        image.paste(sprite, (i * (width + 4), 4), sprite)
    return image


def test_encoded_png_carries_no_metadata_chunks() -> None:
    image = Image.new("RGB", (40, 30), (10, 120, 60))
    assert set(_chunks(encode(image))) <= {b"IHDR", b"PLTE", b"IDAT", b"IEND"}


def test_the_same_picture_encodes_to_the_same_bytes() -> None:
    image = Image.new("RGB", (40, 30), (10, 120, 60))
    image.putpixel((3, 4), (250, 0, 0))
    assert encode(image) == encode(image.copy())


def test_every_picture_is_encoded_on_the_same_palette() -> None:
    spring = _chunk_data(encode(_cards_on_felt([0, 4, 8, 12], 86)))
    autumn = _chunk_data(encode(_cards_on_felt([36, 40, 44, BACK_CARD], 62)))
    assert spring[b"PLTE"] == autumn[b"PLTE"]


def test_an_encoded_picture_of_cards_stays_within_a_few_levels_of_its_drawing() -> None:
    drawing = _cards_on_felt([*range(0, 48, 5), BACK_CARD], 124)
    difference = ImageChops.difference(open_png(encode(drawing)).convert("RGB"), drawing)
    assert sum(ImageStat.Stat(difference).mean) / 3 < 2.5


def test_every_named_colour_of_the_design_comes_out_within_six_levels() -> None:
    for colour in named_colours():
        pixel = open_png(encode(Image.new("RGB", (8, 8), colour))).convert("RGB").getpixel((0, 0))
        assert max(abs(a - b) for a, b in zip(pixel, colour, strict=True)) <= 6, colour


def test_a_picture_shows_the_same_pixels_as_pillows_own_png_of_it() -> None:
    picture = _cards_on_felt([0, 9, 22, 41, BACK_CARD], 86)
    paletted = picture.quantize(palette=shared_palette(), dither=Image.Dither.NONE)
    pillows = io.BytesIO()
    paletted.save(pillows, "PNG", compress_level=1)
    ours = Image.open(io.BytesIO(encode(picture)))
    theirs = Image.open(io.BytesIO(pillows.getvalue()))
    assert ours.size == theirs.size and ours.mode == theirs.mode == "P"
    assert ours.convert("RGB").tobytes() == theirs.convert("RGB").tobytes()


def test_an_encoded_picture_passes_pillows_png_checks() -> None:
    data = encode(_cards_on_felt([3, 17, 30], 68))
    Image.open(io.BytesIO(data)).verify()  # checks every chunk's CRC
    assert len(data) < 40_000


def test_every_pixel_of_an_encoded_picture_names_a_colour_of_its_palette() -> None:
    data = encode(_cards_on_felt([*range(48), BACK_CARD], 40))
    colours = len(_chunk_data(data)[b"PLTE"]) // 3
    image = open_png(data)
    assert image.mode == "P"
    assert max(image.tobytes()) < colours


def test_the_shared_palette_is_smaller_than_a_full_one() -> None:
    colours = len(_chunk_data(encode(Image.new("RGB", (4, 4), FELT)))[b"PLTE"]) // 3
    assert colours < 256  # fewer bytes a picture; its cards stay within a few levels (above)


def test_the_kept_palette_is_the_one_the_card_art_gives() -> None:
    assert kept_colours() == build_colours(), "koikoi render --keep-palette"


def test_a_drawing_process_gets_its_palette_without_drawing_a_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_card(*_: object) -> Image.Image:
        raise AssertionError("a card drawn to build the palette")

    monkeypatch.setattr(cards, "card_sprite", no_card)
    shared_palette.cache_clear()
    try:
        assert shared_palette().getpalette()[: 3 * png.COLOURS] == kept_colours()  # type: ignore[index]
    finally:
        shared_palette.cache_clear()


def test_keep_palette_writes_the_palette_the_art_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = tmp_path / "palette.json"
    monkeypatch.setattr(png, "KEPT", kept)
    args = argparse.Namespace(keep_palette=True, out=tmp_path / "out")
    assert render_command.run(args) == 0
    assert kept_colours() == build_colours()
    assert not (tmp_path / "out").exists()
