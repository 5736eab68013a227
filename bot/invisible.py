"""Characters that show nothing: Unicode's Default_Ignorable_Code_Point, and controls.

Python's ``unicodedata`` has no Default_Ignorable property, so it is derived here the way
Unicode's DerivedCoreProperties.txt defines it, from properties ``unicodedata`` has and the
short lists of PropList.txt:

    Default_Ignorable_Code_Point = Other_Default_Ignorable_Code_Point + Cf + Variation_Selector
        - White_Space - FFF9..FFFB (interlinear annotation) - 13430..1343F (Egyptian format
        controls) - Prepended_Concatenation_Mark

A test checks it against another implementation of the property for every code point.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

Ranges = tuple[tuple[int, int], ...]

# PropList.txt, Other_Default_Ignorable_Code_Point (unchanged since Unicode 7).
_OTHER_DEFAULT_IGNORABLE: Ranges = (
    (0x034F, 0x034F),  # combining grapheme joiner
    (0x115F, 0x1160),  # Hangul choseong and jungseong fillers
    (0x17B4, 0x17B5),  # Khmer inherent vowels
    (0x2065, 0x2065),
    (0x3164, 0x3164),  # Hangul filler
    (0xFFA0, 0xFFA0),  # halfwidth Hangul filler
    (0xFFF0, 0xFFF8),
    (0xE0000, 0xE0000),
    (0xE0002, 0xE001F),
    (0xE0080, 0xE00FF),
    (0xE01F0, 0xE0FFF),
)
# PropList.txt, Variation_Selector.
_VARIATION_SELECTORS: Ranges = (
    (0x180B, 0x180D),
    (0x180F, 0x180F),
    (0xFE00, 0xFE0F),
    (0xE0100, 0xE01EF),
)
# Format characters that are drawn: interlinear annotation, Egyptian hieroglyph format
# controls, and the prepended concatenation marks (PropList.txt) that carry a number.
_SHOWN_FORMATS: Ranges = (
    (0xFFF9, 0xFFFB),
    (0x13430, 0x1343F),
    (0x0600, 0x0605),
    (0x06DD, 0x06DD),
    (0x070F, 0x070F),
    (0x0890, 0x0891),
    (0x08E2, 0x08E2),
    (0x110BD, 0x110BD),
    (0x110CD, 0x110CD),
)


def _within(point: int, ranges: Ranges) -> bool:
    return any(low <= point <= high for low, high in ranges)


@lru_cache(maxsize=4096)
def default_ignorable(char: str) -> bool:
    """Whether ``char`` is a Default_Ignorable_Code_Point: shown as nothing unless a font knows
    better (joiners, direction marks, tags, fillers, variation selectors, invisible operators)."""
    point = ord(char)
    if _within(point, _OTHER_DEFAULT_IGNORABLE) or _within(point, _VARIATION_SELECTORS):
        return True
    return (
        unicodedata.category(char) == "Cf"
        and not char.isspace()
        and not _within(point, _SHOWN_FORMATS)
    )


def invisible(char: str) -> bool:
    """Whether ``char`` shows nothing in a name: default-ignorable, or a control character."""
    return default_ignorable(char) or unicodedata.category(char) == "Cc"


def without_invisible(text: str) -> str:
    """``text`` with every default-ignorable character removed, and every control, line or
    paragraph separator made a space."""
    return "".join(
        " " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c
        for c in text
        if not default_ignorable(c)
    )
