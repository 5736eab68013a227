from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from bot.render import palette, sprites, table
from bot.render.sprites import draw_rounded_box
from bot.render.table import MARGIN, WIDTH, panel_rows

COLOURS = st.sampled_from([None, palette.INK, palette.FELT_PANEL, palette.TURN, (10, 20, 30, 128)])


@st.composite
def boxes(draw: st.DrawFn) -> tuple[int, int, float, object, object, float]:
    width = draw(st.integers(1, 360))
    height = draw(st.integers(1, 360))
    radius = draw(st.one_of(st.integers(0, 40), st.floats(0, min(width, height) / 2 + 8)))
    fill, outline = draw(COLOURS), draw(COLOURS)
    line = draw(st.sampled_from([0, 1, 1.5, 2, 3, 4]))
    return width, height, radius, fill, outline, line


@settings(max_examples=60, deadline=None)
@given(boxes())
def test_a_rounded_box_stretched_from_its_corners_is_the_box_drawn_whole(
    box: tuple[int, int, float, object, object, float],
) -> None:
    width, height, radius, fill, outline, line = box
    stretched = draw_rounded_box(width, height, radius, fill, outline, line)  # type: ignore[arg-type]
    whole = sprites._supersampled_box(width, height, radius, fill, outline, line)  # type: ignore[arg-type]
    assert stretched.size == (width, height)
    assert stretched.tobytes() == whole.tobytes()


@pytest.mark.parametrize("height", [120, 227, 301, 420])
def test_a_seat_panel_of_any_height_is_supersampled_only_as_large_as_its_corners(
    monkeypatch: pytest.MonkeyPatch, height: int
) -> None:
    sizes: list[tuple[int, int]] = []
    supersample = sprites._supersampled_box

    def spied(width: int, high: int, *rest: object) -> Image.Image:
        sizes.append((width, high))
        return supersample(width, high, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(sprites, "_supersampled_box", spied)
    panel_rows.cache_clear()
    table._seat_panel.cache_clear()
    panel_rows(height, (0, height), ring=False)
    panel_rows(height, (0, height), ring=True)
    panel_rows.cache_clear()
    table._seat_panel.cache_clear()
    assert sizes and all(w * h <= 64 * 64 for w, h in sizes), sizes
    assert WIDTH - 2 * MARGIN > 64
