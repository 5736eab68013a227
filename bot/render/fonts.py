"""Text: Pillow's built-in scalable font, with a fallback for characters it cannot draw.

The built-in font (Aileron) covers printable ASCII and a few symbols. Text is cleaned before
drawing: letters with a macron (Gokō) are drawn as the letter plus a bar, other accented Latin
letters lose their accent (é -> e), '×' is drawn as a small cross, and every run of characters the
font has no glyph for (Japanese, emoji...) becomes a single '?'.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

from PIL import ImageDraw, ImageFont

from bot.render.palette import RGB

Font = ImageFont.FreeTypeFont

ELLIPSIS = "…"
UNKNOWN = "?"
_MACRON = "\u0304"
_TIMES = "×"
_MACRON_VOWELS = frozenset("āēīōūĀĒĪŌŪ")


# One set of fonts per thread: a FreeType face must not be used by two threads at once.
_local = threading.local()


def font(size: int) -> Font:
    """The built-in font at ``size`` pixels (basic layout, so output does not depend on raqm)."""
    fonts: dict[int, Font] | None = getattr(_local, "fonts", None)
    if fonts is None:
        fonts = _local.fonts = {}
    loaded = fonts.get(size)
    if loaded is None:
        default = ImageFont.load_default(size=size)
        assert isinstance(default, ImageFont.FreeTypeFont)
        loaded = fonts[size] = default
    return loaded


@lru_cache(maxsize=1)
def _missing_glyph() -> bytes:
    return bytes(font(32).getmask("\ue000"))


@lru_cache(maxsize=4096)
def has_glyph(char: str) -> bool:
    """Whether the built-in font can draw ``char``."""
    if char == " ":
        return True
    if not char.isprintable():
        return False
    return bytes(font(32).getmask(char)) != _missing_glyph()


def _clean_char(char: str) -> str:
    """A drawable stand-in for one character, or '' when there is none."""
    if char in _MACRON_VOWELS or char == _TIMES or has_glyph(char):
        return char
    decomposed = unicodedata.normalize("NFKD", char)
    if _MACRON in decomposed and decomposed[0] in "aeiouAEIOU":
        return unicodedata.normalize("NFC", decomposed[0] + _MACRON)
    base = "".join(c for c in decomposed if not unicodedata.combining(c))
    if base and base != char and all(has_glyph(c) for c in base):
        return base
    return ""


def clean(text: str, fallback: str = UNKNOWN) -> str:
    """``text`` reduced to what can be drawn; ``fallback`` when nothing readable is left."""
    text = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()
    out: list[str] = []
    for char in text:
        drawn = _clean_char(char)
        if drawn:
            out.append(drawn)
        elif not out or out[-1] != UNKNOWN:
            out.append(UNKNOWN)
    result = "".join(out).strip()
    if not any(c.isalnum() for c in result):
        return fallback
    return result


def _runs(text: str) -> list[str]:
    """Split into runs the font draws and single characters drawn by hand."""
    return [r for r in re.split(r"([āēīōūĀĒĪŌŪ×])", text) if r]


def _base(char: str) -> str:
    """The font character whose advance a hand-drawn character takes."""
    if char == _TIMES:
        return "x"
    return unicodedata.normalize("NFKD", char)[0]


def _stroke(size: int, bold: bool) -> int:
    return max(1, round(size / 22)) if bold else 0


def _advance(run: str, size: int) -> float:
    f = font(size)
    return f.getlength(_base(run)) if len(run) == 1 and not has_glyph(run) else f.getlength(run)


def text_width(text: str, size: int, bold: bool = False) -> float:
    """The drawn width of ``text`` (already cleaned)."""
    return sum(_advance(run, size) for run in _runs(text)) + 2 * _stroke(size, bold)


def fit(text: str, size: int, max_width: float, bold: bool = False) -> str:
    """``text`` trimmed with an ellipsis so it is at most ``max_width`` wide."""
    if text_width(text, size, bold) <= max_width:
        return text
    # No character of the font is narrower than 0.18 of its size: drop the hopeless tail at once.
    text = text[: int(max_width / (size * 0.15)) + 1]
    while text and text_width(text + ELLIPSIS, size, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str = "la",
    bold: bool = False,
) -> None:
    """Draw cleaned ``text`` at ``xy``; ``anchor`` is Pillow's: [lmr] then [amsd]."""
    f = font(size)
    stroke = _stroke(size, bold)
    ascent, descent = f.getmetrics()
    width = text_width(text, size, bold)
    x = xy[0] - {"l": 0.0, "m": width / 2, "r": width}[anchor[0]] + stroke
    baseline = xy[1] + {"a": ascent, "m": (ascent - descent) / 2, "s": 0, "d": -descent}[anchor[1]]
    line = max(1, round(size / 11)) + stroke
    for run in _runs(text):
        advance = _advance(run, size)
        if len(run) > 1 or has_glyph(run):
            draw.text(
                (x, baseline),
                run,
                font=f,
                fill=fill,
                anchor="ls",
                stroke_width=stroke,
                stroke_fill=fill,
            )
        elif run == _TIMES:
            top = baseline + f.getbbox("x", anchor="ls")[1]
            pad = advance * 0.16
            draw.line(((x + pad, top), (x + advance - pad, baseline)), fill=fill, width=line)
            draw.line(((x + pad, baseline), (x + advance - pad, top)), fill=fill, width=line)
        else:
            base = _base(run)
            draw.text(
                (x, baseline),
                base,
                font=f,
                fill=fill,
                anchor="ls",
                stroke_width=stroke,
                stroke_fill=fill,
            )
            glyph = f.getbbox(base, anchor="ls")
            top = baseline + glyph[1] - stroke - line * 0.6
            draw.rectangle((x + glyph[0], top - line, x + glyph[2], top), fill=fill)
        x += advance
