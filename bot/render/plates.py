"""Name plates and number pills shared by the result images."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render import palette
from bot.render.compose import paste
from bot.render.fonts import clean, draw_text, fit, text_width
from bot.render.sprites import crown, disc, rounded_box


def winner_mark(size: int) -> Image.Image:
    """The winner's mark: a gold crown (a star is the computer's level)."""
    return crown(size, palette.WIN)


def display_name(names: tuple[str, str], seat: int) -> str:
    """A seat's name made drawable (unknown characters replaced, 'P1'/'P2' if none is left)."""
    return clean(names[seat], fallback=f"P{seat + 1}")


def signed(points: int) -> str:
    """Points with their sign: '+5', '0', '-5'."""
    return f"+{points}" if points > 0 else str(points)


def name_plate(
    image: Image.Image,
    x: float,
    y: float,
    width: int,
    height: int,
    name: str,
    seat: int,
    value: str,
    winner: bool = False,
    size: int = 30,
) -> None:
    """A plate with the seat's colour dot, its name (trimmed) and a value on the right."""
    outline = palette.WIN if winner else palette.FELT_LINE
    paste(
        image, rounded_box(width, height, 14, palette.FELT_PANEL, outline, 3 if winner else 2), x, y
    )
    draw = ImageDraw.Draw(image)
    mid = y + height / 2
    left = x + 18
    if winner:
        paste(image, winner_mark(30), left - 3, mid - 16)
    else:
        paste(image, disc(18, palette.SEAT[seat], palette.INK, 1), left + 3, mid - 9)
    value_size = size + 6
    value_w = text_width(value, value_size, bold=True)
    room = width - 18 - 34 - value_w - 36
    draw_text(
        draw,
        (left + 34, mid),
        fit(name, size, room, bold=True),
        size,
        palette.TEXT,
        "lm",
        bold=True,
    )
    draw_text(draw, (x + width - 20, mid), value, value_size, palette.TEXT, "rm", bold=True)
