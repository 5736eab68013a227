"""A pen that draws shapes in card units through an affine transform, for supersampled art."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render.palette import RGB

Point = tuple[float, float]
Colour = RGB | tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Affine:
    """x' = a*x + b*y + c, y' = d*x + e*y + f."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 0.0
    e: float = 1.0
    f: float = 0.0

    def __matmul__(self, other: Affine) -> Affine:
        """self applied after other."""
        return Affine(
            self.a * other.a + self.b * other.d,
            self.a * other.b + self.b * other.e,
            self.a * other.c + self.b * other.f + self.c,
            self.d * other.a + self.e * other.d,
            self.d * other.b + self.e * other.e,
            self.d * other.c + self.e * other.f + self.f,
        )

    def apply(self, p: Point) -> Point:
        """Transform one point."""
        x, y = p
        return self.a * x + self.b * y + self.c, self.d * x + self.e * y + self.f

    @property
    def scale(self) -> float:
        """The mean length scale, for line widths."""
        return math.sqrt(abs(self.a * self.e - self.b * self.d))


def translate(dx: float, dy: float) -> Affine:
    """A shift by (dx, dy)."""
    return Affine(c=dx, f=dy)


def scale(sx: float, sy: float | None = None) -> Affine:
    """A scaling about the origin."""
    return Affine(a=sx, e=sx if sy is None else sy)


def rotate(degrees: float) -> Affine:
    """A rotation about the origin (clockwise on screen, y down)."""
    t = math.radians(degrees)
    c, s = math.cos(t), math.sin(t)
    return Affine(a=c, b=-s, d=s, e=c)


def about(transform: Affine, cx: float, cy: float) -> Affine:
    """``transform`` applied about the point (cx, cy) instead of the origin."""
    return translate(cx, cy) @ transform @ translate(-cx, -cy)


def mirror_x(cx: float) -> Affine:
    """A left-right mirror about the vertical line x = cx."""
    return about(scale(-1, 1), cx, 0)


def box(x: float, y: float, w: float, h: float, unit_w: float = 100, unit_h: float = 160) -> Affine:
    """Map the full card box (unit_w x unit_h) into the box (x, y, w, h)."""
    return translate(x, y) @ scale(w / unit_w, h / unit_h)


def ellipse_points(cx: float, cy: float, rx: float, ry: float, n: int = 40) -> list[Point]:
    """A closed ellipse as a polygon."""
    return [
        (cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]


def arc_points(
    cx: float, cy: float, rx: float, ry: float, start: float, end: float, n: int = 24
) -> list[Point]:
    """Points along an elliptic arc, angles in degrees (0 = right, clockwise, y down)."""
    return [
        (
            cx + rx * math.cos(math.radians(start + (end - start) * i / n)),
            cy + ry * math.sin(math.radians(start + (end - start) * i / n)),
        )
        for i in range(n + 1)
    ]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 20) -> list[Point]:
    """Points along a cubic Bezier curve."""
    out: list[Point] = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def quad(p0: Point, p1: Point, p2: Point, n: int = 16) -> list[Point]:
    """Points along a quadratic Bezier curve."""
    out: list[Point] = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
            )
        )
    return out


def star_points(
    cx: float, cy: float, outer: float, inner: float, tips: int = 5, turn: float = -90
) -> list[Point]:
    """A star polygon with ``tips`` points, the first pointing at angle ``turn``."""
    out: list[Point] = []
    for i in range(tips * 2):
        r = outer if i % 2 == 0 else inner
        t = math.radians(turn + 180 * i / tips)
        out.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return out


def leaf_points(base: Point, tip: Point, width: float, n: int = 12) -> list[Point]:
    """A pointed leaf (two curved sides) from ``base`` to ``tip``."""
    bx, by = base
    tx, ty = tip
    mx, my = (bx + tx) / 2, (by + ty) / 2
    length = math.hypot(tx - bx, ty - by) or 1.0
    nx, ny = -(ty - by) / length * width, (tx - bx) / length * width
    side_a = quad(base, (mx + nx, my + ny), tip, n)
    side_b = quad(tip, (mx - nx, my - ny), base, n)
    return side_a + side_b[1:]


class Pen:
    """Draws on an image in card units mapped through ``transform`` (units -> pixels)."""

    def __init__(self, image: Image.Image, transform: Affine) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.transform = transform

    def with_transform(self, inner: Affine) -> Pen:
        """A pen drawing on the same image with ``inner`` applied first."""
        return Pen(self.image, self.transform @ inner)

    def px(self, points: Iterable[Point]) -> list[tuple[float, float]]:
        """Unit points to pixel points."""
        t = self.transform
        return [t.apply(p) for p in points]

    def width(self, units: float) -> int:
        """A line width in pixels, at least one."""
        return max(1, round(units * self.transform.scale))

    def poly(
        self,
        points: Sequence[Point],
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        """A filled polygon, optionally outlined."""
        pts = self.px(points)
        if fill is not None:
            self.draw.polygon(pts, fill=fill)
        if outline is not None and width > 0:
            self.draw.line(
                [*pts, pts[0], pts[1]], fill=outline, width=self.width(width), joint="curve"
            )

    def line(
        self, points: Sequence[Point], fill: Colour, width: float, round_caps: bool = True
    ) -> None:
        """A polyline with rounded joints (and round caps)."""
        pts = self.px(points)
        w = self.width(width)
        self.draw.line(pts, fill=fill, width=w, joint="curve")
        if round_caps and w > 2:
            for x, y in (pts[0], pts[-1]):
                r = w / 2 - 0.5
                self.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)

    def ellipse(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        """An ellipse (a polygon, so it follows rotations)."""
        self.poly(ellipse_points(cx, cy, rx, ry, 48), fill, outline, width)

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        """A circle."""
        self.ellipse(cx, cy, r, r, fill, outline, width)

    def rect(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        """A rectangle (a polygon, so it follows rotations)."""
        self.poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], fill, outline, width)
