"""The chain of fonts and their loading: a file and face per script, a true bold weight.

Kept apart from ``bot.render.fonts`` (which lays out and draws text) so that the card art,
which only needs a font, does not depend on the drawing of text onto palette indices.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from PIL import ImageFont, features

Font = ImageFont.FreeTypeFont

REGULAR, BOLD = 400, 700


@dataclass(frozen=True, slots=True)
class Face:
    """One font of the chain: a file, the face's index in it, and whether it has a weight axis."""

    name: str
    path: Path
    index: int = 0
    variable: bool = True
    bold_path: Path | None = None  # a separate bold file, for a face without a weight axis
    rtl: bool = False  # a right-to-left script: shaped (joined letters) and its runs reversed


def _in_package(package: str, name: str) -> Path:
    return Path(str(files(package).joinpath(name)))


CHAIN: tuple[Face, ...] = (
    Face("Noto Sans", _in_package("bot.render.typefaces", "NotoSans[wght].ttf")),
    Face("Noto Sans CJK JP", _in_package("manimgx_fonts_cjk", "NotoSansCJK-VF.otf.ttc"), 0),
    Face(
        "Koikoi Symbols",
        _in_package("bot.render.typefaces", "KoikoiSymbols-Regular.ttf"),
        variable=False,
        bold_path=_in_package("bot.render.typefaces", "KoikoiSymbols-Bold.ttf"),
    ),
    Face("Noto Sans Symbols", _in_package("bot.render.typefaces", "NotoSansSymbols[wght].ttf")),
    Face("Noto Emoji", _in_package("bot.render.typefaces", "NotoEmoji[wght].ttf")),
    Face(
        "Noto Sans Arabic",
        _in_package("bot.render.typefaces", "NotoSansArabic-Regular.ttf"),
        variable=False,
        bold_path=_in_package("bot.render.typefaces", "NotoSansArabic-Bold.ttf"),
        rtl=True,
    ),
    Face(
        "Noto Sans Hebrew",
        _in_package("bot.render.typefaces", "NotoSansHebrew-Regular.ttf"),
        variable=False,
        bold_path=_in_package("bot.render.typefaces", "NotoSansHebrew-Bold.ttf"),
        rtl=True,
    ),
)
# Arabic letters join only when shaped; where Pillow lacks raqm they are drawn unjoined.
_SHAPED = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC

# One set of fonts per thread: a FreeType face must not be used by two threads at once.
_local = threading.local()


def face_font(face: int, size: int, bold: bool = False) -> Font:
    """The ``face``-th font of the chain at ``size`` pixels, regular or bold (basic layout, so
    output does not depend on raqm)."""
    fonts: dict[tuple[int, int, bool], Font] | None = getattr(_local, "fonts", None)
    if fonts is None:
        fonts = _local.fonts = {}
    key = (face, size, bold)
    loaded = fonts.get(key)
    if loaded is None:
        spec = CHAIN[face]
        path = spec.bold_path if bold and spec.bold_path is not None else spec.path
        layout = _SHAPED if spec.rtl else ImageFont.Layout.BASIC
        loaded = ImageFont.truetype(str(path), size, index=spec.index, layout_engine=layout)
        if spec.variable:
            loaded.set_variation_by_axes([BOLD if bold else REGULAR])
        fonts[key] = loaded
    return loaded


def font(size: int, bold: bool = False) -> Font:
    """The main font (Noto Sans) at ``size`` pixels."""
    return face_font(0, size, bold)
