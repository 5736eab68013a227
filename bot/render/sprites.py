"""Small anti-aliased pieces of the table (rounded boxes, badges, chips, the month emblem),
drawn supersampled once and cached."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine.cards import Kind
from bot.render.badges import draw_badge
from bot.render.canvas import Pen, scale
from bot.render.cards import draw_art
from bot.render.faces import font
from bot.render.palette import CAPTURE, HIGHLIGHT, INK, MONTH_COLOUR, PAPER, RGB, RGBA, WHITE

SS = 4  # supersampling factor for the pieces drawn here

Fill = RGB | RGBA


# Pillow's LANCZOS reaches 3 pixels either side of an output pixel at any reduction.
LANCZOS_REACH = 3


def draw_rounded_box(
    width: int,
    height: int,
    radius: float,
    fill: Fill | None = None,
    outline: Fill | None = None,
    line: float = 0,
) -> Image.Image:
    """A rounded rectangle (filled and/or outlined) as an RGBA sprite, not kept.

    Drawn supersampled only as large as its corners need, then stretched: every row further
    from the top and bottom than a corner and the filter's reach is the same, and so is every
    such column, so the stretched box is the one drawn whole, pixel for pixel, in a fraction
    of the time (a seat panel: 2 ms instead of 100)."""
    reach = math.ceil(radius + line) + LANCZOS_REACH + 1
    small = (min(width, 2 * reach + 1), min(height, 2 * reach + 1))
    drawn = _supersampled_box(*small, radius, fill, outline, line)
    if small == (width, height):
        return drawn
    return _stretched(drawn, width, height, reach)


rounded_box = lru_cache(maxsize=256)(draw_rounded_box)
rounded_box.__doc__ = "``draw_rounded_box``, the 256 most recent kept."


def _supersampled_box(
    width: int, height: int, radius: float, fill: Fill | None, outline: Fill | None, line: float
) -> Image.Image:
    big = Image.new("RGBA", (width * SS, height * SS), (0, 0, 0, 0))
    ImageDraw.Draw(big).rounded_rectangle(
        (0, 0, width * SS - 1, height * SS - 1),
        radius=radius * SS,
        fill=fill,
        outline=outline,
        width=round(line * SS),
    )
    # Across, then down, whatever the shape: Pillow orders the passes by the box's shape, and a
    # stretched box must be reduced in the order of the small one it is stretched from.
    premultiplied = big.convert("RGBa")
    across = premultiplied.resize((width, height * SS), Image.Resampling.LANCZOS)
    return across.resize((width, height), Image.Resampling.LANCZOS).convert("RGBA")


def _stretched(small: Image.Image, width: int, height: int, reach: int) -> Image.Image:
    """``small`` made ``width`` x ``height`` by repeating its middle column and row: the
    ``reach`` outer columns and rows either side are kept as they are."""
    wide = _stretched_across(small, width, reach)
    # Down is across the transposed box: transposing moves pixels, it changes none.
    down = _stretched_across(wide.transpose(Image.Transpose.TRANSPOSE), height, reach)
    return down.transpose(Image.Transpose.TRANSPOSE)


def _stretched_across(image: Image.Image, width: int, reach: int) -> Image.Image:
    w, h = image.size
    if w >= width:
        return image
    out = Image.new("RGBA", (width, h))
    out.paste(image.crop((0, 0, reach, h)), (0, 0))
    middle = image.crop((reach, 0, reach + 1, h))
    out.paste(middle.resize((width - 2 * reach, h), Image.Resampling.NEAREST), (reach, 0))
    out.paste(image.crop((w - reach, 0, w, h)), (width - reach, 0))
    return out


@lru_cache(maxsize=64)
def badge(kind: Kind, size: int) -> Image.Image:
    """A kind badge ``size`` pixels square."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    draw_badge(Pen(big, scale(size * SS / 24)), kind, 12, 12, 10.5)
    return big.resize((size, size), Image.Resampling.LANCZOS)


CROWN = ((2, 8), (7.5, 13), (12, 4), (16.5, 13), (22, 8), (19.5, 20), (4.5, 20))


@lru_cache(maxsize=16)
def crown(size: int, fill: RGB, outline: RGB = INK) -> Image.Image:
    """The winner's mark, a crown ``size`` pixels square: not a star, which is the computer's
    level ("CPU ★★")."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    pen = Pen(big, scale(size * SS / 24))
    pen.poly(CROWN, fill, outline, 1.4)
    for x, y in ((2, 8), (12, 4), (22, 8)):
        pen.circle(x, y, 1.9, fill, outline, 1)
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def disc(size: int, fill: RGB, outline: RGB | None = None, line: float = 0) -> Image.Image:
    """A filled circle ``size`` pixels across."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    ImageDraw.Draw(big).ellipse(
        (0, 0, size * SS - 1, size * SS - 1), fill=fill, outline=outline, width=round(line * SS)
    )
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def month_emblem(month: int, size: int) -> Image.Image:
    """A round medallion of ``month``'s plant, ``size`` pixels across."""
    card = (month - 1) * 4 + 2  # the first chaff: the plant alone
    art = draw_art(card)
    w, h = art.size
    top = round(h * 0.12)
    crop = art.crop((0, top, w, top + w)).resize((size * SS, size * SS), Image.Resampling.LANCZOS)
    base = crop.convert("RGBA")
    mask = Image.new("L", crop.size, 0)
    ImageDraw.Draw(mask).ellipse((0, 0, size * SS - 1, size * SS - 1), fill=255)
    out = Image.new("RGBA", crop.size, (0, 0, 0, 0))
    out.paste(base, (0, 0), mask)
    ring = round(size * SS * 0.045)
    ImageDraw.Draw(out).ellipse((0, 0, size * SS - 1, size * SS - 1), outline=PAPER, width=ring)
    return out.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def turn_marker(size: int) -> Image.Image:
    """A bright triangle pointing right: this seat is to move."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    Pen(big, scale(size * SS / 24)).poly([(4, 2), (22, 12), (4, 22)], HIGHLIGHT, INK, 1.4)
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def capture_tab(size: int) -> Image.Image:
    """A green corner tab with a white hook: this hand card can capture."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    pen = Pen(big, scale(size * SS / 24))
    pen.poly([(24, 1), (24, 24), (1, 24)], CAPTURE, INK, 1.2)
    pen.line([(12.5, 17), (15.5, 20), (21, 12)], WHITE, 2.4)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def month_digit_size(month: int, size: int) -> int:
    """The font size of the month's number on a plate ``size`` pixels across (two digits a
    little smaller, to stay inside the disc)."""
    return round(size * (0.66 if month < 10 else 0.6))


@lru_cache(maxsize=64)
def month_plate(month: int, size: int) -> Image.Image:
    """A card's month number on a disc of its month colour, ``size`` pixels across: the field
    cards carry it larger than their printed plate, to be read on a phone."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    Pen(big, scale(size * SS / 24)).circle(12, 12, 11, MONTH_COLOUR[month - 1], PAPER, 1.4)
    text = month_digit_size(month, size * SS)
    ImageDraw.Draw(big).text(
        (size * SS / 2, size * SS * 0.52), str(month), font=font(text, bold=True), fill=WHITE,
        anchor="mm",
    )  # fmt: skip
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def bonus_mark(size: int) -> Image.Image:
    """Two linked rings: a yaku that scores only together with another one."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    pen = Pen(big, scale(size * SS / 24))
    pen.circle(12, 12, 11.5, INK)
    pen.circle(9, 12, 5, None, HIGHLIGHT, 2)
    pen.circle(15, 12, 5, None, WHITE, 2)
    return big.resize((size, size), Image.Resampling.LANCZOS)
