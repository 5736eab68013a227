"""Card sprites: the 48 faces and the back, drawn once in card units and cached per size.

A face is a cream card with a dark rim; the month's plant fills it, the subject (bright, animal
or ribbon) stands in front, the month number sits top left and the kind badge top right.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine.cards import (
    BLUE_RIBBON_CARDS,
    DECK_SIZE,
    POETRY_RIBBON_CARDS,
    Kind,
    kind_of,
    month_of,
)
from bot.render import subjects
from bot.render.badges import draw_badge
from bot.render.canvas import (
    Affine,
    Pen,
    about,
    box,
    mirror_x,
    rotate,
    scale,
    star_points,
    translate,
)
from bot.render.faces import font
from bot.render.palette import (
    BACK,
    BACK_GOLD,
    BACK_PATTERN,
    MONTH_COLOUR,
    PAPER,
    RGB,
    RIM,
    WHITE,
    mix,
    rgb,
)
from bot.render.plants import draw_plant
from bot.render.subjects import RibbonStyle

BACK_CARD = -1  # the sprite key of the card back
UNIT_W, UNIT_H = 100, 160
MASTER = 4  # master pixels per card unit; sprites are downsampled from it
RATIO = UNIT_H / UNIT_W
_RIM = 3.0
_CORNER = 8.0

Drawer = Callable[[Pen], None]


@dataclass(frozen=True, slots=True)
class Face:
    """How one card face is composed."""

    sky: RGB
    plant: Affine | None  # where the month's plant goes (None: no plant)
    subject: Drawer | None = None
    behind: Drawer | None = None  # drawn before the plant (a sun, a moon)


FULL = Affine()
MIRROR = mirror_x(50)
CLOSE_UP = MIRROR @ about(scale(1.12), 50, 120)  # the second chaff: mirrored and a little nearer
AUGUST_SKY = rgb("#d9532f")
NOVEMBER_SKY = rgb("#c9d6e0")
STORM_SKY = rgb("#262b3a")


def _ribbon(style: RibbonStyle, angle: float = -14) -> Drawer:
    return lambda pen: subjects.draw_ribbon(pen, style, angle)


def _ribbon_style(card: int) -> RibbonStyle:
    if card in POETRY_RIBBON_CARDS:
        return RibbonStyle.POETRY
    if card in BLUE_RIBBON_CARDS:
        return RibbonStyle.BLUE
    return RibbonStyle.RED


def _faces() -> dict[int, Face]:
    """Every card's composition; a month's second chaff shows its plant mirrored and nearer."""
    faces: dict[int, Face] = {}
    for card in range(DECK_SIZE):
        month = month_of(card)
        sky = AUGUST_SKY if month == 8 else NOVEMBER_SKY if month == 11 else PAPER
        if kind_of(card) is Kind.RIBBON:
            faces[card] = Face(sky, FULL, _ribbon(_ribbon_style(card)))
        elif kind_of(card) is Kind.CHAFF:
            faces[card] = Face(sky, CLOSE_UP if card % 2 else FULL)
    # Pampas and paulownia are nearly symmetric: their second chaff is shifted or tilted.
    faces[31] = Face(AUGUST_SKY, translate(-30, 6))
    faces[46] = Face(PAPER, about(rotate(-14), 50, 150))
    low = box(0, 60, 100, 100)  # the plant squeezed into the lower part
    faces.update(
        {
            0: Face(PAPER, box(-20, 70, 80, 90), subjects.draw_crane),
            4: Face(PAPER, FULL, subjects.draw_bush_warbler),
            8: Face(PAPER, box(0, 0, 100, 70), subjects.draw_curtain),
            12: Face(PAPER, box(0, 40, 100, 120), subjects.draw_cuckoo),
            16: Face(PAPER, FULL, subjects.draw_bridge),
            20: Face(PAPER, box(0, 50, 100, 110), subjects.draw_butterflies),
            24: Face(PAPER, box(0, 40, 100, 120), subjects.draw_boar),
            28: Face(AUGUST_SKY, FULL, None, subjects.draw_moon),
            29: Face(rgb("#e9894a"), FULL, subjects.draw_geese),
            32: Face(PAPER, box(0, 20, 100, 140), subjects.draw_sake_cup),
            36: Face(PAPER, FULL, subjects.draw_deer),
            40: Face(rgb("#a9b9c9"), box(0, 0, 100, 90), subjects.draw_rain_man),
            41: Face(NOVEMBER_SKY, FULL, subjects.draw_swallow),
            43: Face(STORM_SKY, None, subjects.draw_lightning),
            44: Face(rgb("#f6e6b8"), low, subjects.draw_phoenix),
            47: Face(rgb("#e6dcf2"), box(10, 0, 80, 128)),
        }
    )
    return faces


FACES = _faces()


def _rounded_mask(size: tuple[int, int], inset: float, radius: float) -> Image.Image:
    mask = Image.new("L", size, 0)
    k = MASTER
    ImageDraw.Draw(mask).rounded_rectangle(
        (inset * k, inset * k, size[0] - 1 - inset * k, size[1] - 1 - inset * k),
        radius=radius * k,
        fill=255,
    )
    return mask


def _number_plate(face: Image.Image, month: int) -> None:
    pen = Pen(face, scale(MASTER))
    pen.circle(18, 18, 15, MONTH_COLOUR[month - 1], PAPER, 1.6)
    size = round((19.5 if month < 10 else 16.5) * MASTER)
    ImageDraw.Draw(face).text(
        (18 * MASTER, 18.5 * MASTER),
        str(month),
        font=font(size, bold=True),
        fill=WHITE,
        anchor="mm",
    )


def _frame(face: Image.Image, colour: RGB) -> None:
    k = MASTER
    ImageDraw.Draw(face).rounded_rectangle(
        (6 * k, 6 * k, (UNIT_W - 6) * k, (UNIT_H - 6) * k),
        radius=5 * k,
        outline=colour,
        width=round(1.4 * k),
    )


def draw_art(card: int) -> Image.Image:
    """The card's picture alone (sky, plant, subject), at master size, without rim or marks."""
    spec = FACES[card]
    size = (UNIT_W * MASTER, UNIT_H * MASTER)
    art = Image.new("RGB", size, spec.sky)
    pen = Pen(art, scale(MASTER))
    if spec.behind is not None:
        spec.behind(pen)
    if spec.plant is not None:
        draw_plant(pen.with_transform(spec.plant), month_of(card))
    if spec.subject is not None:
        spec.subject(pen)
    return art


def _draw_face(card: int) -> Image.Image:
    size = (UNIT_W * MASTER, UNIT_H * MASTER)
    art = draw_art(card)
    kind = kind_of(card)
    if kind is Kind.BRIGHT:
        _frame(art, rgb("#d9a520"))
    face = Image.new("RGBA", size, (*RIM, 255))
    face.paste(art, (0, 0), _rounded_mask(size, _RIM, _CORNER - _RIM))
    _number_plate(face, month_of(card))
    draw_badge(Pen(face, scale(MASTER)), kind, 84, 17, 11.5)
    face.putalpha(_rounded_mask(size, 0, _CORNER))
    return face


def _draw_back() -> Image.Image:
    size = (UNIT_W * MASTER, UNIT_H * MASTER)
    art = Image.new("RGB", size, BACK)
    pen = Pen(art, scale(MASTER))
    # A lattice of small diamonds, then a gold frame and a round flower crest.
    for row in range(-1, 18):
        for col in range(-1, 11):
            cx, cy = col * 10 + (5 if row % 2 else 0), row * 10
            pen.poly([(cx, cy - 4), (cx + 4, cy), (cx, cy + 4), (cx - 4, cy)], BACK_PATTERN)
    k = MASTER
    draw = ImageDraw.Draw(art)
    draw.rounded_rectangle(
        (8 * k, 8 * k, 92 * k, 152 * k), radius=5 * k, outline=BACK_GOLD, width=round(1.6 * k)
    )
    pen.circle(50, 80, 24, BACK, BACK_GOLD, 1.6)
    pen.poly(star_points(50, 80, 18, 9, 8, -90), mix(BACK, BACK_GOLD, 0.35))
    for i in range(8):
        t = math.radians(-90 + 45 * i)
        pen.circle(50 + 11 * math.cos(t), 80 + 11 * math.sin(t), 5, BACK_GOLD)
    pen.circle(50, 80, 6, BACK, BACK_GOLD, 1.4)
    face = Image.new("RGBA", size, (*RIM, 255))
    face.paste(art, (0, 0), _rounded_mask(size, _RIM, _CORNER - _RIM))
    face.putalpha(_rounded_mask(size, 0, _CORNER))
    return face


# Only a few masters are kept: each is 1 MB, while the small sprites are what gets reused.
@lru_cache(maxsize=4)
def _master(card: int) -> Image.Image:
    return _draw_back() if card == BACK_CARD else _draw_face(card)


def card_height(width: int) -> int:
    """The height of a card sprite ``width`` pixels wide."""
    return round(width * RATIO)


@lru_cache(maxsize=1024)
def card_sprite(card: int, width: int) -> Image.Image:
    """The RGBA sprite of ``card`` (0..47, or BACK_CARD) at ``width`` pixels wide.

    Drawn once per (card, width) and cached: do not modify the returned image."""
    if not (0 <= card < DECK_SIZE or card == BACK_CARD):
        raise ValueError(f"no such card: {card}")
    return _master(card).resize((width, card_height(width)), Image.Resampling.LANCZOS)
