"""The cards' subjects, drawn in card units (100 x 160): brights, animals and ribbons."""

from __future__ import annotations

import math
from enum import Enum

from bot.render.canvas import (
    Pen,
    Point,
    about,
    arc_points,
    bezier,
    quad,
    rotate,
    scale,
    star_points,
)
from bot.render.palette import BLACK, INK, RGB, WHITE, rgb

RED = rgb("#cf2f2f")
RED_DARK = rgb("#8e1b1b")
GOLD = rgb("#e9b43a")
GOLD_DARK = rgb("#a8741a")
SKIN = rgb("#f1c9a0")


# -- brights ----------------------------------------------------------------------------------


def draw_crane(pen: Pen) -> None:
    """A red-crowned crane standing under a red sun."""
    pen.circle(62, 52, 26, rgb("#d9382c"))
    grey = rgb("#d9d4c8")
    # Legs.
    pen.line([(46, 128), (44, 152)], INK, 1.8)
    pen.line([(54, 128), (58, 152)], INK, 1.8)
    pen.line([(40, 153), (48, 152)], INK, 1.6)
    pen.line([(56, 152), (64, 153)], INK, 1.6)
    # Body, black tail plumes, wing line.
    pen.poly(
        [
            *bezier((28, 108), (30, 88), (62, 84), (70, 102), 12),
            *bezier((70, 102), (74, 118), (56, 130), (40, 128), 12),
        ],
        WHITE,
        grey,
        1,
    )
    pen.poly([(32, 104), (16, 122), (22, 124), (14, 132), (36, 124), (44, 126)], BLACK)
    pen.line(bezier((40, 100), (50, 94), (60, 98), (66, 104)), grey, 1.2)
    # Neck and head.
    neck = bezier((64, 96), (72, 80), (60, 64), (68, 50), 14)
    pen.line(neck, BLACK, 5.5)
    pen.line(neck[:6], WHITE, 5.5)
    pen.circle(69, 48, 5.2, WHITE)
    pen.circle(69, 45, 2.6, rgb("#e23a2e"))
    pen.poly([(73, 47), (86, 51), (73, 51)], rgb("#c9b26b"))
    pen.circle(70, 48.5, 0.9, INK)


def draw_curtain(pen: Pen) -> None:
    """A festival curtain of red and white panels with a round crest."""
    top, bottom = 66, 142
    pen.rect(0, top - 6, 100, top, rgb("#7a4a25"))
    panels = 5
    for i in range(panels):
        x0 = i * 100 / panels
        x1 = x0 + 100 / panels
        colour = RED if i % 2 == 0 else rgb("#f6efe2")
        sag = 6 if i % 2 == 0 else 3
        pen.poly(
            [
                (x0, top),
                (x1, top),
                *quad((x1, bottom - 4), ((x0 + x1) / 2, bottom + sag), (x0, bottom - 4), 8),
            ],
            colour,
            RED_DARK,
            0.8,
        )
    for x in (3, 97):
        pen.line([(x, top), (x, top + 14)], GOLD, 1.6)
        pen.circle(x, top + 16, 2.4, GOLD)
    pen.circle(50, 102, 17, WHITE, RED_DARK, 1.5)
    for i in range(5):
        t = math.radians(-90 + 72 * i)
        pen.circle(50 + 7 * math.cos(t), 102 + 7 * math.sin(t), 5.4, RED)
    pen.circle(50, 102, 3.2, GOLD)


def draw_moon(pen: Pen) -> None:
    """A huge full moon rising behind the hill."""
    pen.circle(50, 62, 34, rgb("#fbeec2"))
    pen.circle(50, 62, 34, None, rgb("#e8c872"), 1.5)
    pen.ellipse(40, 54, 6, 4, rgb("#f2dfa5"))
    pen.ellipse(60, 72, 8, 5, rgb("#f2dfa5"))


def draw_rain_man(pen: Pen) -> None:
    """A traveller in a blue coat under a red oil-paper umbrella, in the rain."""
    rain = rgb("#8ea6c0")
    for x in range(-20, 110, 11):
        for y0 in (30, 90):
            pen.line([(x, y0 + (x % 3) * 6), (x + 8, y0 + 24 + (x % 3) * 6)], rain, 1.1)
    # Umbrella.
    pen.line([(56, 58), (46, 118)], rgb("#6b4a2a"), 2)
    canopy = [*arc_points(56, 64, 36, 28, 180, 360, 24)]
    pen.poly([*canopy, (56, 64)], RED, RED_DARK, 1.2)
    for i in range(7):
        t = math.radians(180 + 180 * i / 6)
        pen.line([(56, 64), (56 + 36 * math.cos(t), 64 + 28 * math.sin(t))], RED_DARK, 0.8)
    pen.line(arc_points(56, 64, 36, 5, 0, 180, 12), RED_DARK, 1.2)
    # Body: coat, head, legs mid-stride.
    pen.line([(40, 132), (34, 150)], INK, 3)
    pen.line([(48, 132), (54, 150)], INK, 3)
    pen.poly([(38, 88), (52, 88), (58, 134), (32, 134)], rgb("#2d4f86"), rgb("#1b335c"), 1)
    pen.line([(45, 92), (45, 132)], rgb("#1b335c"), 1)
    pen.line([(50, 96), (48, 106), (46, 110)], rgb("#2d4f86"), 5)
    pen.circle(45, 80, 7, SKIN, rgb("#b08060"), 0.8)
    pen.poly(arc_points(45, 78, 8, 7, 180, 360, 10), BLACK)
    # Stream at his feet.
    pen.line([(x, 152 + 2 * math.sin(x / 5)) for x in range(-4, 108, 4)], rgb("#5f86b3"), 2)


def draw_phoenix(pen: Pen) -> None:
    """A phoenix with spread wings and long flowing tail feathers."""
    tail_colours = (RED, rgb("#2f8f5b"), GOLD, rgb("#2e6fb5"))
    for i, colour in enumerate(tail_colours):
        dx = i * 8
        pts = bezier((46, 72), (30 + dx, 100), (80 - dx, 110), (20 + dx * 1.5, 150), 18)
        pen.line(pts, colour, 4.2)
        x, y = pts[-1]
        pen.circle(x, y, 4.5, colour, INK, 0.6)
        pen.circle(x, y, 1.8, GOLD if colour != GOLD else RED)
    for side in (-1, 1):
        feathers = []
        for k in range(5):
            angle = math.radians(-90 + side * (25 + 18 * k))
            feathers.append(
                (50 + side * 6 + 42 * math.cos(angle) * 0.9, 56 + 40 * math.sin(angle) * 0.8)
            )
        pen.poly([(50 + side * 4, 66), *feathers, (50 + side * 10, 72)], GOLD, GOLD_DARK, 1)
        for fx, fy in feathers:
            pen.line([(50 + side * 6, 66), (fx, fy)], rgb("#d9902a"), 1)
        pen.poly([(50 + side * 4, 66), *feathers[:3], (50 + side * 8, 70)], RED, RED_DARK, 0.8)
    pen.ellipse(50, 70, 9, 14, RED, RED_DARK, 1)
    pen.line(bezier((50, 60), (48, 52), (56, 46), (54, 38)), RED, 4)
    pen.circle(54, 36, 5, RED, RED_DARK, 0.8)
    pen.poly([(58, 35), (66, 38), (58, 39)], GOLD)
    pen.circle(55, 35, 1, INK)
    for k in range(3):
        pen.line([(52, 32), (48 + k * 4, 24)], GOLD, 1.4)
        pen.circle(48 + k * 4, 23, 1.6, rgb("#2f8f5b"))


# -- animals ----------------------------------------------------------------------------------


def draw_bush_warbler(pen: Pen) -> None:
    """A small olive bush warbler perched, facing left."""
    body, belly = rgb("#7f8f2e"), rgb("#cdd37a")
    pen.poly([(66, 108), (88, 124), (84, 128), (62, 114)], rgb("#5f6d22"))
    pen.ellipse(56, 106, 16, 11, body, rgb("#4a551a"), 1)
    pen.ellipse(52, 110, 11, 6, belly)
    pen.circle(42, 96, 9, body, rgb("#4a551a"), 1)
    pen.poly([(34, 95), (26, 98), (34, 99)], rgb("#4a3a2a"))
    pen.circle(40, 94, 1.8, WHITE)
    pen.circle(40, 94, 1.1, INK)
    pen.line(bezier((50, 100), (58, 98), (66, 102), (70, 110)), rgb("#5f6d22"), 1.4)
    pen.line([(52, 116), (50, 124)], INK, 1.2)
    pen.line([(58, 117), (58, 124)], INK, 1.2)


def wing(
    pen: Pen,
    front: Point,
    back: Point,
    tip: Point,
    bulge: float,
    colour: RGB,
    edge: RGB,
    feathers: int = 3,
) -> None:
    """A crescent wing rooted between ``front`` and ``back``, reaching to ``tip``.

    ``bulge`` bows the leading edge (its sign picks the side)."""
    fx, fy = front
    tx, ty = tip
    length = math.hypot(tx - fx, ty - fy) or 1.0
    nx, ny = -(ty - fy) / length * bulge, (tx - fx) / length * bulge
    lead = bezier(
        front,
        (fx + (tx - fx) * 0.35 + nx, fy + (ty - fy) * 0.35 + ny),
        (tx - (tx - fx) * 0.2 + nx * 0.5, ty - (ty - fy) * 0.2 + ny * 0.5),
        tip,
        16,
    )
    mid = ((tx + back[0]) / 2 + nx * 0.35, (ty + back[1]) / 2 + ny * 0.35)
    trail = quad(tip, mid, back, 12)
    pen.poly([*lead, *trail[1:]], colour, edge, 0.8)
    for k in range(1, feathers + 1):
        t = k / (feathers + 1)
        root = (fx + (back[0] - fx) * t, fy + (back[1] - fy) * t)
        end = trail[round(len(trail) * (0.25 + 0.5 * t)) - 1]
        pen.line([root, ((root[0] + end[0] * 2) / 3, (root[1] + end[1] * 2) / 3)], edge, 0.6)


def draw_cuckoo(pen: Pen) -> None:
    """A grey cuckoo in flight: long tail, barred white breast."""
    grey, dark, pale = rgb("#56606f"), rgb("#2b313a"), rgb("#eeeae0")
    p = pen.with_transform(about(rotate(-12), 50, 60))
    wing(p, (50, 58), (64, 62), (94, 28), 6, rgb("#3e4652"), dark)
    p.poly([(64, 60), (98, 66), (100, 72), (94, 71), (96, 77), (64, 68)], grey, dark, 0.9)
    p.poly(
        [
            *bezier((28, 58), (36, 50), (58, 50), (68, 62), 12),
            *bezier((68, 62), (60, 72), (38, 72), (28, 62), 12),
        ],
        grey,
        dark,
        1,
    )
    p.poly(bezier((34, 64), (42, 72), (56, 70), (62, 64), 10), pale)
    for k in range(5):
        p.line([(38 + k * 4.5, 64.5), (40 + k * 4.5, 68.5)], dark, 0.7)
    wing(p, (42, 58), (58, 60), (78, 10), -8, grey, dark)
    p.circle(26, 57, 7, grey, dark, 1)
    p.poly([(20, 56), (10, 58), (20, 60)], rgb("#e0a020"), dark, 0.5)
    p.circle(24, 55.5, 2.2, rgb("#f6c945"))
    p.circle(24, 55.5, 1.1, INK)


def draw_bridge(pen: Pen) -> None:
    """A zigzag plank bridge over the marsh."""
    wood, edge = rgb("#9a6434"), rgb("#5a3618")
    for (x0, y0), (x1, y1) in (((-4, 96), (58, 120)), ((40, 126), (104, 104))):
        pen.poly([(x0, y0), (x1, y1), (x1, y1 + 10), (x0, y0 + 10)], wood, edge, 1.2)
        pen.poly([(x0, y0 + 10), (x1, y1 + 10), (x1, y1 + 13), (x0, y0 + 13)], edge)
        for k in range(1, 6):
            t = k / 6
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            pen.line([(x, y), (x, y + 10)], edge, 0.6)
    for x, y in ((6, 112), (50, 136), (54, 124), (96, 118)):
        pen.rect(x - 1.6, y, x + 1.6, y + 18, edge)


def butterfly(pen: Pen, cx: float, cy: float, size: float, angle: float) -> None:
    """One butterfly with blue upper and black lower wings."""
    p = pen.with_transform(about(rotate(angle), cx, cy))
    blue, dark = rgb("#2f6fd0"), rgb("#152a52")
    for side in (-1, 1):
        p.ellipse(
            cx + side * size * 0.5,
            cy - size * 0.35,
            size * 0.55,
            size * 0.42,
            blue,
            dark,
            size * 0.06,
        )
        p.ellipse(cx + side * size * 0.38, cy + size * 0.3, size * 0.36, size * 0.3, dark)
        p.circle(cx + side * size * 0.62, cy - size * 0.45, size * 0.13, rgb("#f6d04d"))
        p.line(
            [(cx, cy - size * 0.5), (cx + side * size * 0.3, cy - size * 0.95)], dark, size * 0.05
        )
    p.ellipse(cx, cy, size * 0.09, size * 0.5, INK)


def draw_butterflies(pen: Pen) -> None:
    """Two butterflies dancing above the peonies."""
    butterfly(pen, 34, 36, 20, -20)
    butterfly(pen, 72, 58, 15, 25)


def draw_boar(pen: Pen) -> None:
    """A brown boar charging to the left."""
    brown, dark = rgb("#6a4a33"), rgb("#3a281b")
    for x, lean in ((34, -5), (46, 3), (70, -4), (80, 5)):
        pen.poly([(x - 4, 100), (x + 4, 100), (x + 2 + lean, 124), (x - 2 + lean, 124)], dark)
        pen.rect(x - 3 + lean, 122, x + 2.5 + lean, 126, INK)
    pen.poly(
        [
            *bezier((22, 96), (30, 70), (80, 68), (92, 90), 14),
            *bezier((92, 90), (94, 112), (40, 114), (22, 104), 14),
        ],
        brown,
        dark,
        1.2,
    )
    pen.poly(bezier((30, 100), (44, 110), (76, 110), (88, 98), 10), rgb("#8a6a4e"))
    for x in range(30, 88, 4):
        y = 77 + 0.011 * (x - 56) ** 2
        pen.line([(x, y + 1), (x + 2.5, y - 5)], dark, 1.1)
    pen.poly([(28, 84), (8, 94), (6, 104), (26, 108)], brown, dark, 1.2)
    pen.ellipse(6, 99, 2.6, 4.6, rgb("#9a7a68"), dark, 0.8)
    pen.poly([(14, 104), (9, 96), (12.5, 95.5)], WHITE, dark, 0.4)
    pen.poly([(26, 84), (30, 72), (36, 84)], dark)
    pen.circle(19, 93, 1.5, INK)
    pen.line(quad((92, 90), (98, 84), (97, 92)), dark, 1.6)


def goose(pen: Pen, cx: float, cy: float, s: float) -> None:
    """One wild goose flying left, wings raised."""
    dark, mid, light = rgb("#2f2b28"), rgb("#5f574f"), rgb("#d8d0c0")
    p = pen.with_transform(about(scale(s), cx, cy))
    wing(p, (cx + 2, cy - 2), (cx + 12, cy - 1), (cx + 22, cy - 24), 4, dark, dark, 0)
    p.poly(
        [
            *bezier((cx - 10, cy), (cx - 4, cy - 6), (cx + 10, cy - 5), (cx + 16, cy + 1), 10),
            *bezier((cx + 16, cy + 1), (cx + 8, cy + 6), (cx - 4, cy + 6), (cx - 10, cy), 10),
        ],
        mid,
        dark,
        0.8,
    )
    p.poly(bezier((cx - 6, cy + 2), (cx, cy + 6), (cx + 8, cy + 5), (cx + 12, cy + 2), 8), light)
    p.poly([(cx + 14, cy - 1), (cx + 22, cy - 3), (cx + 21, cy + 4)], dark)
    p.line(quad((cx - 8, cy - 1), (cx - 14, cy - 4), (cx - 20, cy - 4)), dark, 3)
    p.circle(cx - 21, cy - 4.4, 2.8, dark)
    p.line([(cx - 22, cy - 3), (cx - 19, cy - 2)], light, 0.8)
    p.poly([(cx - 23, cy - 5.4), (cx - 28, cy - 4), (cx - 23, cy - 3)], rgb("#e0a020"))
    wing(p, (cx - 4, cy - 2), (cx + 8, cy - 2), (cx + 8, cy - 30), -5, mid, dark, 2)


def draw_geese(pen: Pen) -> None:
    """Three wild geese flying in a slanting line."""
    goose(pen, 36, 40, 1.0)
    goose(pen, 62, 60, 0.82)
    goose(pen, 82, 76, 0.66)


def draw_sake_cup(pen: Pen) -> None:
    """A red lacquer sake cup with a chrysanthemum crest, on its stand."""
    lacquer, dark = rgb("#c3262b"), rgb("#7a1014")
    pen.poly([(38, 124), (62, 124), (68, 136), (32, 136)], lacquer, dark, 1.2)
    pen.poly([*arc_points(50, 96, 34, 30, 0, 180, 24)], lacquer, dark, 1.4)
    pen.ellipse(50, 96, 34, 9, GOLD, GOLD_DARK, 1.2)
    pen.ellipse(50, 96, 30, 7, rgb("#b01e24"))
    pen.ellipse(50, 96, 30, 7, None, dark, 0.6)
    crest = star_points(50, 112, 9, 5, 12, -90)
    pen.poly(crest, GOLD, GOLD_DARK, 0.6)
    pen.circle(50, 112, 3.4, GOLD_DARK)


def draw_deer(pen: Pen) -> None:
    """A spotted stag looking back over its shoulder."""
    coat, dark = rgb("#a86a34"), rgb("#5e3a1a")
    for x0, x1 in ((34, 32), (40, 40), (64, 66), (70, 72)):
        pen.line([(x0, 112), (x1, 140)], dark, 2.6)
    pen.ellipse(52, 104, 24, 12, coat, dark, 1.2)
    pen.ellipse(52, 110, 18, 5, rgb("#e8c79a"))
    for x, y in ((42, 100), (50, 97), (58, 100), (66, 98), (46, 104), (62, 104)):
        pen.circle(x, y, 1.5, rgb("#f3e2c0"))
    pen.poly([(74, 98), (78, 94), (80, 96)], WHITE)
    pen.poly([(34, 98), (26, 74), (32, 72), (40, 96)], coat, dark, 1)
    pen.ellipse(26, 70, 8, 5.5, coat, dark, 1)
    pen.poly([(20, 70), (14, 74), (19, 75)], dark)
    pen.circle(27, 68.5, 1.2, INK)
    pen.ellipse(33, 64, 4, 2, coat, dark, 0.8)
    for side in (-1, 1):
        base = (28 + side * 2, 64)
        pen.line([base, (30 + side * 6, 48), (32 + side * 4, 36)], dark, 1.8)
        pen.line([(29 + side * 4, 54), (38 + side * 6, 50)], dark, 1.4)
        pen.line([(30 + side * 5, 46), (24 + side * 8, 40)], dark, 1.4)


def draw_swallow(pen: Pen) -> None:
    """A swallow darting through the rain, forked tail streaming."""
    rain = rgb("#8ea6c0")
    for x in range(-10, 110, 13):
        pen.line([(x, 100 + (x % 4) * 5), (x + 6, 118 + (x % 4) * 5)], rain, 1)
    black, dark = rgb("#1d2030"), rgb("#0e0f18")
    p = pen.with_transform(about(rotate(24), 50, 66))
    wing(p, (50, 68), (58, 70), (86, 100), 4, dark, dark, 0)
    p.poly([(60, 68), (96, 60), (74, 70), (98, 76), (60, 74)], black)
    p.poly(
        [
            *bezier((34, 70), (40, 62), (58, 64), (64, 70), 10),
            *bezier((64, 70), (58, 76), (40, 78), (34, 70), 10),
        ],
        black,
    )
    p.poly(bezier((38, 73), (44, 78), (54, 76), (58, 72), 8), WHITE)
    wing(p, (44, 66), (56, 68), (78, 20), -6, black, rgb("#3a4060"), 2)
    p.circle(33, 68, 6, black)
    p.circle(31, 71.5, 2.8, rgb("#c8372d"))
    p.poly([(28, 66.5), (22, 68), (28, 69.5)], INK)
    p.circle(32, 66.5, 1, WHITE)


# -- chaff with a subject ---------------------------------------------------------------------


def draw_lightning(pen: Pen) -> None:
    """A storm cloud with a jagged yellow bolt and driving rain."""
    cloud = rgb("#4a4f63")
    for cx, cy, r in ((24, 26, 18), (48, 18, 20), (74, 26, 18), (90, 34, 12), (10, 36, 12)):
        pen.circle(cx, cy, r, cloud)
    pen.rect(0, 20, 100, 38, cloud)
    rain = rgb("#8fa0c8")
    for x in range(-20, 110, 9):
        pen.line([(x, 60 + (x % 5) * 4), (x + 10, 90 + (x % 5) * 4)], rain, 1)
        pen.line([(x + 4, 110 + (x % 3) * 6), (x + 14, 140 + (x % 3) * 6)], rain, 1)
    bolt = [(58, 34), (38, 82), (52, 82), (34, 134), (70, 70), (54, 70), (72, 34)]
    pen.poly(bolt, rgb("#f7d33c"), rgb("#c28a10"), 1.4)
    for cx, cy in ((20, 146), (80, 146)):
        pen.circle(cx, cy, 9, RED, RED_DARK, 1.2)
        pen.circle(cx, cy, 3.5, GOLD)


# -- ribbons ----------------------------------------------------------------------------------


class RibbonStyle(Enum):
    """How a ribbon card's ribbon looks."""

    POETRY = "poetry"  # red, with writing
    BLUE = "blue"
    RED = "red"  # red, plain


RIBBON_COLOURS = {
    RibbonStyle.POETRY: (rgb("#d5322f"), rgb("#8e1714")),
    RibbonStyle.BLUE: (rgb("#2f5fb8"), rgb("#16346e")),
    RibbonStyle.RED: (rgb("#d5322f"), rgb("#8e1714")),
}


def draw_ribbon(pen: Pen, style: RibbonStyle, angle: float = -14) -> None:
    """A long slip of paper (tanzaku) hung across the card."""
    fill, edge = RIBBON_COLOURS[style]
    p = pen.with_transform(about(rotate(angle), 50, 86))
    x0, x1, y0, y1 = 39, 61, 30, 140
    p.rect(x0, y0, x1, y1, fill, edge, 1.4)
    p.rect(
        x0 + 3,
        y0 + 3,
        x1 - 3,
        y1 - 3,
        None,
        rgb("#f2d48a") if style is not RibbonStyle.BLUE else rgb("#b9cdf0"),
        0.8,
    )
    p.line([(50, y0 - 10), (50, y0)], edge, 1.2)
    if style is RibbonStyle.POETRY:
        ink = rgb("#1b1210")
        # Brush-like strokes that read as writing without being any real script.
        marks = [
            ((46, 44), (54, 42)),
            ((50, 40), (49, 54)),
            ((45, 52), (55, 56)),
            ((47, 66), (53, 64)),
            ((50, 62), (48, 76)),
            ((52, 70), (55, 74)),
            ((45, 86), (54, 84)),
            ((49, 82), (51, 96)),
            ((46, 94), (53, 98)),
            ((47, 108), (54, 106)),
            ((50, 104), (50, 120)),
            ((46, 116), (44, 120)),
        ]
        for a, b in marks:
            p.line([a, b], ink, 2.2)
