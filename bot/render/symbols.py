"""Every symbol the pictures draw, each with the line of the Symbols answer that explains it.

A symbol is drawn by a sprite (``bot.render.sprites``), printed as a character, or both; the
legend answer (``teach-symbol-<key>`` in the catalogs) has a line for each, in this order.
A test checks that every sprite and every sign the renderer prints is one of them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Symbol:
    """One symbol of the pictures: its legend line's key, and what draws it."""

    key: str  # its legend line is ``teach-symbol-<key>``
    sprites: tuple[str, ...] = ()  # the functions of ``bot.render.sprites`` that draw it
    glyphs: tuple[str, ...] = ()  # the characters printed for it


SYMBOLS: tuple[Symbol, ...] = (
    Symbol("kinds", sprites=("badge",), glyphs=("★",)),  # star, diamond, tag, dot on each card
    Symbol("month", sprites=("month_emblem", "month_plate")),  # the plant; the large month disc
    Symbol("letters"),  # A–H under the hand cards, and on the field cards they capture
    Symbol("capture", sprites=("capture_tab",), glyphs=("✦",)),
    Symbol(
        "frame"
    ),  # the yellow frame: moved last turn, the two cards to take from, the picked card
    Symbol("turn", sprites=("turn_marker",)),  # ▶ beside the name of the seat to move
    Symbol("seat", sprites=("disc",)),  # each seat's colour dot; the round track's dots
    Symbol("winner", sprites=("crown",)),
    Symbol("dealer"),  # Oya
    Symbol("calls", glyphs=("×",)),  # Koi-Koi ×2; ×2 beside the month; 6 × 2 = 12
    Symbol("watch"),  # "Aotan 2/3" and the cards still to get, on a seat's bar
    Symbol("called"),  # the orange dot of a KOI-KOI call in a result
    Symbol("grows"),  # '5+' on a guide tile
    Symbol("bonus", sprites=("bonus_mark",)),  # ⚭, the linked rings
    Symbol("review"),  # a review's red, gold and violet rings
    Symbol("unknown", glyphs=("•",)),  # a character of a name no font draws
)

# Sprites that are boxes and frames, not symbols with a meaning of their own.
NOT_SYMBOLS = frozenset({"rounded_box", "draw_rounded_box", "month_digit_size"})  # boxes; a size


def legend_keys() -> tuple[str, ...]:
    """The catalog keys of the legend's lines, in order."""
    return tuple(f"teach-symbol-{symbol.key}" for symbol in SYMBOLS)


__all__ = ["NOT_SYMBOLS", "SYMBOLS", "Symbol", "legend_keys"]
