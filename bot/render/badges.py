"""Kind badges: a shape per kind (star, diamond, tag, dot) so colour is never the only cue."""

from __future__ import annotations

from bot.engine.cards import Kind
from bot.render.canvas import Pen, Point, ellipse_points, star_points
from bot.render.palette import INK, KIND_COLOUR, WHITE


def badge_shape(kind: Kind, cx: float, cy: float, r: float) -> list[Point]:
    """The outline of ``kind``'s badge, centred on (cx, cy), about ``r`` in radius."""
    if kind is Kind.BRIGHT:
        return star_points(cx, cy, r, r * 0.45)
    if kind is Kind.ANIMAL:
        return [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)]
    if kind is Kind.RIBBON:
        w, h = r * 0.42, r * 0.95
        return [
            (cx - w, cy - h),
            (cx + w, cy - h),
            (cx + w, cy + h),
            (cx, cy + h * 0.62),
            (cx - w, cy + h),
        ]
    return ellipse_points(cx, cy, r * 0.45, r * 0.45, 32)


def draw_badge(pen: Pen, kind: Kind, cx: float, cy: float, r: float, halo: bool = True) -> None:
    """Draw ``kind``'s badge with an ink outline (and a white halo for busy backgrounds)."""
    shape = badge_shape(kind, cx, cy, r)
    if halo:
        pen.poly(shape, WHITE, WHITE, r * 0.42)
    pen.poly(shape, KIND_COLOUR[kind], INK, r * 0.14)
