"""The twelve month plants, drawn in card units (100 x 160) with a pen.

Each ``draw_*`` function paints its plant over the whole card box; a card places it with the
pen's transform (moved, shrunk or mirrored) so the same plant serves all four cards of a month.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from bot.render.canvas import (
    Pen,
    Point,
    about,
    arc_points,
    bezier,
    leaf_points,
    quad,
    rotate,
    star_points,
)
from bot.render.palette import rgb

BARK = rgb("#5b3a26")
BARK_DARK = rgb("#3b2619")
LEAF = rgb("#3f8a4c")
LEAF_DARK = rgb("#23613a")
LEAF_LIGHT = rgb("#79b65f")


def branch(
    pen: Pen,
    points: Sequence[Point],
    width: float,
    colour: tuple[int, int, int] = BARK,
    taper: float = 0.45,
) -> None:
    """A branch along ``points`` that thins toward its end."""
    n = len(points) - 1
    for i in range(n):
        w = width * (1 - taper * i / max(1, n - 1))
        pen.line(points[i : i + 2], colour, w)


# -- 1 pine -----------------------------------------------------------------------------------

PINE_NEEDLE = rgb("#1f5f3a")
PINE_NEEDLE_LIGHT = rgb("#4f9d5c")


def pine_cluster(pen: Pen, cx: float, cy: float, r: float) -> None:
    """A flat-topped fan of pine needles."""
    pen.poly(arc_points(cx, cy + r * 0.25, r, r * 0.72, 180, 360, 20), PINE_NEEDLE)
    for i in range(9):
        t = math.radians(190 + 160 * i / 8)
        tip = (cx + r * 0.92 * math.cos(t), cy + r * 0.25 + r * 0.66 * math.sin(t))
        pen.line([(cx, cy + r * 0.25), tip], PINE_NEEDLE_LIGHT, r * 0.07)
    pen.line([(cx - r, cy + r * 0.25), (cx + r, cy + r * 0.25)], PINE_NEEDLE, r * 0.16)


def draw_pine(pen: Pen) -> None:
    """A crooked pine trunk with fans of needles."""
    trunk = bezier((18, 168), (30, 110), (70, 110), (62, 52), 14)
    branch(pen, trunk, 13, BARK, 0.5)
    branch(pen, bezier((48, 112), (70, 104), (82, 96), (92, 92), 6), 6, BARK)
    branch(pen, bezier((40, 128), (26, 118), (16, 110), (8, 108), 6), 6, BARK)
    branch(pen, bezier((62, 66), (50, 56), (40, 52), (28, 50), 6), 5, BARK)
    for cx, cy, r in ((64, 40, 24), (28, 46, 17), (88, 84, 16), (12, 100, 15), (70, 112, 14)):
        pine_cluster(pen, cx, cy, r)
    pen.poly(arc_points(50, 176, 80, 34, 180, 360, 24), rgb("#6e9a4f"))


# -- 2 plum -----------------------------------------------------------------------------------

PLUM = rgb("#d2304d")
PLUM_DARK = rgb("#9e1d36")
STAMEN = rgb("#f6d04d")


def plum_blossom(pen: Pen, cx: float, cy: float, r: float, turn: float = 0) -> None:
    """Five round petals around a golden centre."""
    for i in range(5):
        t = math.radians(turn - 90 + 72 * i)
        pen.circle(
            cx + r * 0.5 * math.cos(t),
            cy + r * 0.5 * math.sin(t),
            r * 0.5,
            PLUM,
            PLUM_DARK,
            r * 0.08,
        )
    pen.circle(cx, cy, r * 0.3, PLUM)
    for i in range(5):
        t = math.radians(turn - 54 + 72 * i)
        pen.line(
            [(cx, cy), (cx + r * 0.38 * math.cos(t), cy + r * 0.38 * math.sin(t))], STAMEN, r * 0.07
        )
    pen.circle(cx, cy, r * 0.14, STAMEN)


def draw_plum(pen: Pen) -> None:
    """An angular plum branch in red blossom."""
    main = [(-4, 150), (30, 118), (26, 84), (58, 56), (52, 24), (74, 4)]
    branch(pen, main, 9, BARK_DARK)
    branch(pen, [(26, 84), (62, 92), (92, 80)], 5, BARK_DARK)
    branch(pen, [(58, 56), (86, 44), (98, 22)], 4, BARK_DARK)
    for cx, cy in ((40, 112), (92, 96), (68, 34), (44, 60), (18, 86)):
        pen.circle(cx, cy, 3.2, PLUM_DARK)
    for cx, cy, r, t in (
        (30, 118, 15, 0),
        (64, 90, 14, 20),
        (56, 54, 16, 40),
        (86, 42, 12, 10),
        (26, 76, 11, 30),
        (48, 22, 12, 50),
        (84, 76, 10, 15),
    ):
        plum_blossom(pen, cx, cy, r, t)


# -- 3 cherry ---------------------------------------------------------------------------------

CHERRY = rgb("#f5a5c0")
CHERRY_DARK = rgb("#d9678f")
CHERRY_CLOUD = rgb("#f9d9e4")


def cherry_blossom(pen: Pen, cx: float, cy: float, r: float, turn: float = 0) -> None:
    """Five notched petals, pink with a darker heart."""
    for i in range(5):
        t = turn - 90 + 72 * i
        p = pen.with_transform(about(rotate(t + 90), cx, cy))
        petal = [
            *quad((cx, cy), (cx - r * 0.75, cy - r * 0.35), (cx - r * 0.35, cy - r), 8),
            (cx, cy - r * 0.78),
            *quad((cx + r * 0.35, cy - r), (cx + r * 0.75, cy - r * 0.35), (cx, cy), 8),
        ]
        p.poly(petal, CHERRY, CHERRY_DARK, r * 0.06)
    pen.circle(cx, cy, r * 0.22, CHERRY_DARK)


def cloud_band(
    pen: Pen, x: float, y: float, w: float, h: float, colour: tuple[int, int, int]
) -> None:
    """A rounded band of mist, as in old screen paintings."""
    pen.rect(x + h / 2, y, x + w - h / 2, y + h, colour)
    pen.circle(x + h / 2, y + h / 2, h / 2, colour)
    pen.circle(x + w - h / 2, y + h / 2, h / 2, colour)


def draw_cherry(pen: Pen) -> None:
    """Cherry blossom clusters over bands of pink mist."""
    cloud_band(pen, -10, 96, 70, 14, CHERRY_CLOUD)
    cloud_band(pen, 40, 128, 80, 14, CHERRY_CLOUD)
    branch(pen, [(104, 12), (70, 30), (40, 40), (-4, 70)], 7, BARK)
    branch(pen, [(70, 30), (62, 60), (70, 84)], 4, BARK)
    for cx, cy, r, t in (
        (18, 58, 14, 0),
        (44, 36, 15, 18),
        (76, 24, 13, 36),
        (62, 62, 14, 8),
        (92, 44, 11, 26),
        (32, 80, 11, 44),
        (72, 86, 11, 12),
        (8, 32, 10, 30),
    ):
        cherry_blossom(pen, cx, cy, r, t)


# -- 4 wisteria -------------------------------------------------------------------------------

WISTERIA = rgb("#7b52c1")
WISTERIA_LIGHT = rgb("#b296e6")


def wisteria_raceme(pen: Pen, x: float, y: float, length: float, sway: float) -> None:
    """A hanging cluster of small purple flowers, widest at the top."""
    steps = 11
    for i in range(steps):
        t = i / (steps - 1)
        cx = x + sway * math.sin(t * math.pi * 0.8)
        cy = y + length * t
        r = 6.2 * (1 - 0.62 * t)
        for dx in (-r * 0.9, r * 0.9) if i < steps - 2 else (0,):
            pen.circle(cx + dx, cy, r, WISTERIA)
            pen.circle(cx + dx - r * 0.25, cy - r * 0.25, r * 0.45, WISTERIA_LIGHT)


def draw_wisteria(pen: Pen) -> None:
    """Racemes of wisteria hanging from a leafy vine."""
    branch(pen, bezier((-4, 14), (30, 2), (70, 24), (104, 8), 12), 6, BARK, 0.2)
    for base, tip in (
        ((20, 10), (4, 26)),
        ((36, 9), (46, 28)),
        ((62, 16), (52, 32)),
        ((80, 14), (96, 28)),
        ((90, 11), (86, -4)),
    ):
        pen.poly(leaf_points(base, tip, 6), LEAF, LEAF_DARK, 0.8)
    for x, y, length, sway in (
        (16, 18, 84, 4),
        (40, 22, 112, -5),
        (66, 20, 98, 5),
        (88, 16, 70, -3),
    ):
        wisteria_raceme(pen, x, y, length, sway)


# -- 5 iris -----------------------------------------------------------------------------------

IRIS = rgb("#4538b8")
IRIS_LIGHT = rgb("#7a6ee0")
WATER = rgb("#8fb8d8")


def iris_flower(pen: Pen, cx: float, cy: float, r: float) -> None:
    """Three drooping falls and three upright standards."""
    for angle in (-150, -30, 90):
        t = math.radians(angle)
        tip = (cx + r * math.cos(t), cy + r * 0.9 * math.sin(t) + r * 0.35)
        pen.poly(leaf_points((cx, cy), tip, r * 0.42), IRIS, rgb("#2c2380"), r * 0.05)
        mid = ((cx + tip[0]) / 2, (cy + tip[1]) / 2)
        pen.line([(cx, cy), mid], rgb("#f4d35e"), r * 0.1)
    for angle in (-120, -90, -60):
        t = math.radians(angle)
        tip = (cx + r * 0.8 * math.cos(t), cy + r * 0.95 * math.sin(t))
        pen.poly(leaf_points((cx, cy), tip, r * 0.22), IRIS_LIGHT, rgb("#2c2380"), r * 0.05)


def draw_iris(pen: Pen) -> None:
    """Irises on tall sword leaves above marsh water."""
    for y in (144, 152):
        pen.line([(x, y + 2.5 * math.sin(x / 6)) for x in range(-4, 108, 4)], WATER, 2.4)
    for base, tip, w in (
        ((20, 165), (6, 58), 4.6),
        ((30, 165), (40, 70), 4.2),
        ((60, 165), (48, 80), 4.4),
        ((74, 165), (94, 56), 4.8),
        ((86, 165), (78, 96), 4),
        ((46, 165), (60, 40), 4.2),
    ):
        pen.poly(leaf_points(base, tip, w), LEAF, LEAF_DARK, 0.8)
    pen.line([(34, 165), (30, 54)], LEAF_DARK, 2.2)
    pen.line([(70, 165), (74, 34)], LEAF_DARK, 2.2)
    iris_flower(pen, 30, 48, 18)
    iris_flower(pen, 74, 30, 19)


# -- 6 peony ----------------------------------------------------------------------------------

PEONY = rgb("#df3f72")
PEONY_MID = rgb("#f07ca2")
PEONY_LIGHT = rgb("#fbc6d6")


def peony_flower(pen: Pen, cx: float, cy: float, r: float) -> None:
    """A layered round peony."""
    for ring, colour, count in ((1.0, PEONY, 9), (0.7, PEONY_MID, 7), (0.42, PEONY_LIGHT, 5)):
        rr = r * ring
        for i in range(count):
            t = math.radians(360 * i / count + 20 * ring)
            pen.circle(
                cx + rr * 0.55 * math.cos(t),
                cy + rr * 0.5 * math.sin(t),
                rr * 0.48,
                colour,
                rgb("#a8224f"),
                r * 0.03,
            )
    pen.circle(cx, cy, r * 0.14, STAMEN)


def peony_leaf(pen: Pen, base: Point, angle: float, size: float) -> None:
    """A three-lobed peony leaf."""
    p = pen.with_transform(about(rotate(angle), *base))
    bx, by = base
    for spread, length in ((-32, 0.85), (0, 1.0), (32, 0.85)):
        t = math.radians(-90 + spread)
        tip = (bx + size * length * math.cos(t), by + size * length * math.sin(t))
        p.poly(leaf_points(base, tip, size * 0.22), LEAF, LEAF_DARK, size * 0.03)


def draw_peony(pen: Pen) -> None:
    """Big layered peonies among lobed leaves."""
    for base, angle, size in (
        ((20, 150), -30, 36),
        ((80, 152), 30, 38),
        ((50, 160), 0, 40),
        ((8, 100), -70, 28),
        ((94, 96), 70, 28),
    ):
        peony_leaf(pen, base, angle, size)
    peony_flower(pen, 34, 98, 26)
    peony_flower(pen, 76, 62, 20)
    pen.circle(78, 118, 6, PEONY, rgb("#a8224f"), 0.8)


# -- 7 bush clover ----------------------------------------------------------------------------

CLOVER = rgb("#c2368a")
CLOVER_LIGHT = rgb("#e889c0")
CLOVER_STEM = rgb("#6b3a2a")


def clover_stem(pen: Pen, points: list[Point], flip: bool) -> None:
    """An arching stem with leaf triplets and small magenta flowers."""
    pen.line(points, CLOVER_STEM, 1.8)
    for i in range(2, len(points) - 1, 2):
        x, y = points[i]
        side = -1 if (i // 2) % 2 == flip else 1
        for k, (dx, dy) in enumerate(((5 * side, -4), (7 * side, 2), (3 * side, 5))):
            pen.ellipse(x + dx, y + dy, 3.6, 2.2, LEAF if k != 1 else LEAF_LIGHT, LEAF_DARK, 0.4)
        pen.ellipse(x - 3 * side, y - 3, 2.6, 1.8, CLOVER_LIGHT)
        pen.ellipse(x - 4 * side, y + 1, 2.4, 1.7, CLOVER)
    x, y = points[-1]
    pen.ellipse(x, y, 2.6, 1.8, CLOVER)


def draw_bush_clover(pen: Pen) -> None:
    """Arching stems of bush clover in flower over a low mound."""
    pen.poly(arc_points(50, 172, 70, 30, 180, 360, 24), rgb("#8a6a3f"))
    for p0, p1, p2, p3, flip in (
        ((70, 165), (80, 100), (40, 40), (2, 24), False),
        ((60, 165), (60, 110), (90, 60), (104, 40), True),
        ((76, 165), (96, 120), (30, 90), (0, 96), False),
        ((52, 165), (40, 120), (80, 20), (60, 6), True),
    ):
        clover_stem(pen, bezier(p0, p1, p2, p3, 22), flip)


# -- 8 pampas grass ---------------------------------------------------------------------------

HILL = rgb("#2a2622")
PAMPAS = rgb("#efe3c2")
PAMPAS_DARK = rgb("#bba77a")


def pampas_plume(pen: Pen, x: float, y: float, length: float, angle: float) -> None:
    """A feathery pampas plume on a bending stem."""
    t = math.radians(angle - 90)
    tip = (x + length * math.cos(t), y + length * math.sin(t))
    pen.poly(leaf_points((x, y), tip, length * 0.2), PAMPAS, PAMPAS_DARK, 0.6)
    for k in (0.3, 0.5, 0.7):
        px, py = x + (tip[0] - x) * k, y + (tip[1] - y) * k
        pen.line([(px, py), (px + 5 * math.cos(t + 0.9), py + 5 * math.sin(t + 0.9))], PAMPAS, 1.2)


def draw_pampas(pen: Pen) -> None:
    """A dark hill with pampas grass bending in the wind."""
    pen.poly(arc_points(50, 190, 110, 110, 180, 360, 40), HILL)
    for x, lean, top, plume in (
        (10, 10, 70, 30),
        (24, 16, 62, 40),
        (40, 10, 74, 25),
        (56, 18, 58, 45),
        (72, 12, 68, 35),
        (88, 16, 76, 30),
    ):
        stem = quad((x, 165), (x + lean * 0.3, (165 + top) / 2), (x + lean, top), 10)
        pen.line(stem, PAMPAS_DARK, 1.4)
        pampas_plume(pen, x + lean, top + 2, 20, plume)
    for x in range(4, 100, 7):
        y = 128 + 14 * math.sin(x / 13)
        pen.line(quad((x, 165), (x + 3, y + 10), (x + 9, y - 6)), rgb("#55493c"), 1.2)


# -- 9 chrysanthemum --------------------------------------------------------------------------

CHRYS = rgb("#f2b61b")
CHRYS_DARK = rgb("#c27a0e")
CHRYS_CENTRE = rgb("#e07010")


def chrysanthemum(pen: Pen, cx: float, cy: float, r: float) -> None:
    """A round flower head of many narrow petals."""
    for ring, count, colour in ((1.0, 20, CHRYS), (0.66, 14, rgb("#f7cd4c"))):
        for i in range(count):
            t = 360 * i / count + 9 * ring
            p = pen.with_transform(about(rotate(t), cx, cy))
            p.ellipse(
                cx + r * ring * 0.55, cy, r * ring * 0.46, r * 0.1, colour, CHRYS_DARK, r * 0.025
            )
    pen.circle(cx, cy, r * 0.22, CHRYS_CENTRE, CHRYS_DARK, r * 0.04)


def chrys_leaf(pen: Pen, base: Point, angle: float, size: float) -> None:
    """A lobed chrysanthemum leaf."""
    p = pen.with_transform(about(rotate(angle), *base))
    bx, by = base
    p.poly(leaf_points(base, (bx, by - size), size * 0.36), LEAF, LEAF_DARK, size * 0.03)
    for k in (0.35, 0.6):
        for side in (-1, 1):
            p.circle(bx + side * size * 0.22, by - size * k, size * 0.16, LEAF)
    p.line([base, (bx, by - size * 0.9)], LEAF_DARK, size * 0.04)


def draw_chrysanthemum(pen: Pen) -> None:
    """Golden chrysanthemums on leafy stems."""
    pen.line(bezier((30, 165), (34, 130), (26, 110), (34, 84)), LEAF_DARK, 2.4)
    pen.line(bezier((70, 165), (64, 120), (78, 90), (70, 52)), LEAF_DARK, 2.4)
    for base, angle, size in (
        ((32, 128), -50, 24),
        ((68, 118), 50, 24),
        ((70, 150), -40, 22),
        ((30, 156), 40, 22),
    ):
        chrys_leaf(pen, base, angle, size)
    chrysanthemum(pen, 70, 48, 24)
    chrysanthemum(pen, 32, 84, 20)


# -- 10 maple ---------------------------------------------------------------------------------

MAPLE = rgb("#d63b23")
MAPLE_ORANGE = rgb("#ee8a26")
MAPLE_DARK = rgb("#8f1f12")


def maple_leaf(
    pen: Pen, cx: float, cy: float, r: float, angle: float, colour: tuple[int, int, int]
) -> None:
    """A seven-pointed maple leaf on a short stalk."""
    p = pen.with_transform(about(rotate(angle), cx, cy))
    p.line([(cx, cy), (cx, cy + r * 1.25)], MAPLE_DARK, r * 0.1)
    points = star_points(cx, cy, r, r * 0.42, 7, -90)
    # The two lowest tips are short, as on a real leaf.
    for i in (6, 8):
        x, y = points[i]
        points[i] = (cx + (x - cx) * 0.62, cy + (y - cy) * 0.62)
    p.poly(points, colour, MAPLE_DARK, r * 0.06)
    for i in range(0, 14, 2):
        p.line([(cx, cy), points[i]], MAPLE_DARK, r * 0.035)


def draw_maple(pen: Pen) -> None:
    """Red and orange maple leaves on thin branches."""
    branch(pen, [(104, 20), (70, 40), (40, 70), (20, 120), (14, 168)], 6, BARK)
    branch(pen, [(40, 70), (14, 60), (-4, 64)], 3.5, BARK)
    branch(pen, [(70, 40), (78, 74), (96, 96)], 3.5, BARK)
    for cx, cy, r, a, colour in (
        (60, 30, 17, -10, MAPLE),
        (24, 48, 14, 20, MAPLE_ORANGE),
        (84, 64, 15, 15, MAPLE),
        (40, 90, 16, -20, MAPLE),
        (80, 108, 13, 25, MAPLE_ORANGE),
        (14, 100, 12, 5, MAPLE),
        (50, 136, 13, -15, MAPLE_ORANGE),
    ):
        maple_leaf(pen, cx, cy, r, a, colour)


# -- 11 willow --------------------------------------------------------------------------------

WILLOW = rgb("#5f9e3a")
WILLOW_DARK = rgb("#2f6a2a")


def willow_strand(
    pen: Pen, x: float, y: float, length: float, sway: float, colour: tuple[int, int, int] = WILLOW
) -> None:
    """A hanging willow strand with narrow leaves."""
    pts = bezier(
        (x, y),
        (x + sway, y + length * 0.4),
        (x - sway * 0.6, y + length * 0.7),
        (x + sway * 0.5, y + length),
        16,
    )
    pen.line(pts, WILLOW_DARK, 1.2)
    for i in range(2, len(pts), 2):
        px, py = pts[i]
        side = 1 if i % 4 == 0 else -1
        pen.poly(leaf_points((px, py), (px + 4.5 * side, py + 8), 1.6), colour)


def draw_willow(pen: Pen) -> None:
    """Willow strands falling from a branch at the top."""
    branch(pen, bezier((-4, 6), (30, -2), (70, 10), (104, 0), 10), 6, BARK_DARK, 0.2)
    for x, length, sway in (
        (6, 120, 6),
        (20, 96, -5),
        (34, 134, 7),
        (50, 104, -6),
        (64, 128, 5),
        (78, 90, -4),
        (92, 118, 6),
    ):
        willow_strand(pen, x, 6, length, sway)


# -- 12 paulownia -----------------------------------------------------------------------------

PAULOWNIA = rgb("#8750c8")
PAULOWNIA_LIGHT = rgb("#c2a2ec")


def paulownia_leaf(pen: Pen, cx: float, cy: float, r: float, angle: float) -> None:
    """A broad heart-shaped leaf with veins."""
    p = pen.with_transform(about(rotate(angle), cx, cy))
    outline = [
        *bezier(
            (cx, cy + r),
            (cx - r * 1.3, cy + r * 0.2),
            (cx - r * 0.9, cy - r * 0.9),
            (cx, cy - r * 0.55),
            14,
        ),
        *bezier(
            (cx, cy - r * 0.55),
            (cx + r * 0.9, cy - r * 0.9),
            (cx + r * 1.3, cy + r * 0.2),
            (cx, cy + r),
            14,
        )[1:],
    ]
    p.poly(outline, LEAF, LEAF_DARK, r * 0.05)
    p.line([(cx, cy + r), (cx, cy - r * 0.5)], LEAF_DARK, r * 0.05)
    for side in (-1, 1):
        p.line([(cx, cy + r * 0.3), (cx + side * r * 0.6, cy - r * 0.2)], LEAF_DARK, r * 0.04)
        p.line([(cx, cy + r * 0.6), (cx + side * r * 0.7, cy + r * 0.3)], LEAF_DARK, r * 0.04)


def paulownia_spike(pen: Pen, x: float, y: float, height: float) -> None:
    """An upright stalk of small purple bell flowers."""
    pen.line([(x, y), (x, y - height)], LEAF_DARK, 1.6)
    rows = 6
    for i in range(rows):
        t = i / (rows - 1)
        cy = y - height * (0.25 + 0.75 * t)
        spread = 6.5 * (1 - 0.6 * t)
        for dx in (-spread, 0, spread) if i < rows - 1 else (0,):
            pen.ellipse(x + dx, cy, 3.2, 4.2, PAULOWNIA, rgb("#55308a"), 0.5)
            pen.circle(x + dx, cy + 1.5, 1.2, PAULOWNIA_LIGHT)


def draw_paulownia(pen: Pen) -> None:
    """Three broad leaves with flower spikes rising above them."""
    paulownia_spike(pen, 50, 108, 66)
    paulownia_spike(pen, 24, 118, 50)
    paulownia_spike(pen, 76, 118, 50)
    paulownia_leaf(pen, 26, 130, 24, -30)
    paulownia_leaf(pen, 74, 130, 24, 30)
    paulownia_leaf(pen, 50, 140, 26, 0)


PLANT_DRAWERS: tuple[Callable[[Pen], None], ...] = (
    draw_pine,
    draw_plum,
    draw_cherry,
    draw_wisteria,
    draw_iris,
    draw_peony,
    draw_bush_clover,
    draw_pampas,
    draw_chrysanthemum,
    draw_maple,
    draw_willow,
    draw_paulownia,
)


def draw_plant(pen: Pen, month: int) -> None:
    """Paint ``month``'s plant (1..12) over the card box of ``pen``."""
    PLANT_DRAWERS[month - 1](pen)
