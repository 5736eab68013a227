"""Colours shared by every image: felt, paper, ink, kind badges and highlights."""

from __future__ import annotations

from bot.engine.cards import Kind

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


def rgb(hex_code: str) -> RGB:
    """'#rrggbb' as an (r, g, b) tuple."""
    value = int(hex_code.lstrip("#"), 16)
    return (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# Table: a deep green felt reads well on Discord's dark and light themes alike.
FELT = rgb("#1e5a43")
FELT_DARK = rgb("#17473a")
FELT_PANEL = rgb("#163f33")
FELT_LINE = rgb("#2f7a5c")
TEXT = rgb("#f7f1e3")
TEXT_DIM = rgb("#b9d2c5")
HIGHLIGHT = rgb("#ffd43b")  # cards moved in the last turn, whose turn it is
TURN = rgb("#ffd43b")
DEALER = rgb("#d9412b")
KOIKOI = rgb("#ff8a3d")
WIN = rgb("#ffd43b")
CAPTURE = rgb("#3ddc84")  # hand cards that can capture
THREAT = rgb("#c77dff")  # in a review: the cards of the yaku the opponent is near

# Card paper and ink.
PAPER = rgb("#f8f1de")
RIM = rgb("#2e2420")
INK = rgb("#2a211c")
WHITE = rgb("#ffffff")
BLACK = rgb("#1b1714")

# Kind badges: Okabe-Ito hues, told apart by shape as well.
KIND_COLOUR: dict[Kind, RGB] = {
    Kind.BRIGHT: rgb("#f2b705"),
    Kind.ANIMAL: rgb("#009e73"),
    Kind.RIBBON: rgb("#cc79a7"),
    Kind.CHAFF: rgb("#9a948c"),
}

# Month plates: a colour per month, so a month reads even where its number is too small to
# (April's purple wisteria and December's ink paulownia, side by side in a pile).
MONTH_COLOUR: tuple[RGB, ...] = (
    rgb("#2e7d32"),  # 1 pine: green
    rgb("#c62828"),  # 2 plum: red
    rgb("#e0608f"),  # 3 cherry: pink
    rgb("#7e57c2"),  # 4 wisteria: purple
    rgb("#1e5fb4"),  # 5 iris: blue
    rgb("#8e1b48"),  # 6 peony: wine
    rgb("#6d8a1f"),  # 7 bush clover: olive
    rgb("#e07b00"),  # 8 pampas: orange
    rgb("#b8900a"),  # 9 chrysanthemum: gold
    rgb("#8a3a17"),  # 10 maple: rust
    rgb("#18847c"),  # 11 willow: teal
    rgb("#2a211c"),  # 12 paulownia: ink
)

# Card back.
BACK = rgb("#6e1a22")
BACK_PATTERN = rgb("#82242d")
BACK_GOLD = rgb("#d9a93f")

# Seat colours, so a player's name plate and score match across images.
SEAT: tuple[RGB, RGB] = (rgb("#4ea8de"), rgb("#e07a5f"))


def _is_rgb(value: object) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == 3
        and all(isinstance(c, int) and 0 <= c <= 255 for c in value)
    )


def named_colours() -> list[RGB]:
    """Every colour this module names (alone, in a dict or in a tuple), each once, in order."""
    found: list[RGB] = []
    for value in list(globals().values()):
        values = value.values() if isinstance(value, dict) else [value]
        for item in values:
            for colour in item if isinstance(item, tuple) and not _is_rgb(item) else [item]:
                if _is_rgb(colour) and colour not in found:
                    found.append(colour)
    return found
