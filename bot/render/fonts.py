"""Text: a chain of real fonts, chosen per character, with a true bold weight.

Noto Sans draws Latin with every accent, Greek and Cyrillic; Noto Sans CJK draws Japanese,
Chinese and Korean (and ★); the shipped Koikoi Symbols face draws the dingbats the Noto fonts
lack (✦); Noto Sans Symbols and Noto Emoji follow, then Noto Sans Arabic and Noto Sans Hebrew,
whose runs are shaped by raqm and laid right to left. A character no face draws becomes a neutral
mark, never the missing-glyph box. Bold is the fonts' own 700 weight, not a smeared stroke.

Noto Sans, Noto Sans Symbols and Noto Emoji ship in ``bot/render/typefaces`` (OFL, see OFL.txt
there), unmodified. Noto Sans CJK (32 MB, too large to ship in the repository) comes from the
PyPI package ``manimgx-fonts-cjk``: Noto's own variable font, unmodified, under the same licence,
pinned to one version in constraints.txt.
"""

from __future__ import annotations

import math
import re
import unicodedata
from functools import lru_cache

import numpy as np
from PIL import Image, ImageDraw

from bot.invisible import default_ignorable
from bot.render import indexed, legibility
from bot.render.breaks import JOINER, NBSP, characters, plain, units
from bot.render.faces import CHAIN, face_font, font
from bot.render.palette import RGB

ELLIPSIS = "…"
NEUTRAL = "•"  # stands for a character no font draws (an unusual emoji, a private-use sign)
UNKNOWN = NEUTRAL


@lru_cache(maxsize=len(CHAIN))
def _missing_glyph(face: int) -> bytes:
    """The mask of the face's missing-glyph box (.notdef), drawn for a private-use character."""
    return bytes(face_font(face, 32).getmask("\ue000"))


@lru_cache(maxsize=8192)
def face_of(char: str) -> int | None:
    """The first face of the chain that has a glyph for ``char``, or None."""
    if char in (" ", NBSP):
        return 0  # the main font's space, never the emoji font's
    if not char.isprintable() and not unicodedata.combining(char):
        return None
    for face in range(len(CHAIN)):
        if bytes(face_font(face, 32).getmask(char)) != _missing_glyph(face):
            return face
    return None


def has_glyph(char: str) -> bool:
    """Whether some font of the chain can draw ``char``."""
    return face_of(char) is not None


def clean(text: str, fallback: str = NEUTRAL) -> str:
    """``text`` made drawable: one line, compatibility forms folded, invisible characters
    (every default-ignorable one: joiners, selectors, tags, fillers) dropped, every character no
    font draws replaced by a neutral mark (one per run); ``fallback`` when nothing drawn is left
    (an emoji-only name is drawn, in the emoji font)."""
    text = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()
    out: list[str] = []
    for char in text:
        if default_ignorable(char):
            continue
        if has_glyph(char):
            out.append(char)
        elif not out or out[-1] != NEUTRAL:
            out.append(NEUTRAL)
    result = "".join(out).strip()
    if not result.replace(NEUTRAL, "").strip():
        return fallback
    return result


def runs(text: str) -> list[tuple[int, str]]:
    """``text`` split into runs drawn by one face each; combining marks stay with the run
    before them, and a space is the main font's (the emoji font's space is five times wider)."""
    out: list[tuple[int, str]] = []
    for char in text:
        if char == JOINER:
            continue  # a mark where no line breaks: it has no width and no ink
        face = face_of(char)
        joins = bool(unicodedata.combining(char))
        if out and (joins or face == out[-1][0]):
            out[-1] = (out[-1][0], out[-1][1] + char)
        else:
            out.append((0 if face is None else face, char))
    return _visual_order(out)


def _visual_order(pieces: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Runs in the order they are drawn, left to right: a stretch of right-to-left runs (with
    the spaces between them) is reversed; each run's own letters are laid out by raqm."""
    if not any(CHAIN[face].rtl for face, _ in pieces):
        return pieces
    out: list[tuple[int, str]] = []
    stretch: list[tuple[int, str]] = []
    for index, piece in enumerate(pieces):
        face, run = piece
        between = run.isspace() and stretch and _rtl_after(pieces, index)
        if CHAIN[face].rtl or between:
            stretch.append(piece)
            continue
        out.extend(reversed(stretch))
        stretch = []
        out.append(piece)
    return out + list(reversed(stretch))


def _rtl_after(pieces: list[tuple[int, str]], index: int) -> bool:
    """Whether the next run after ``index`` that is not a space is right-to-left."""
    for face, run in pieces[index + 1 :]:
        if not run.isspace():
            return CHAIN[face].rtl
    return False


def text_width(text: str, size: int, bold: bool = False) -> float:
    """The drawn width of ``text`` (already cleaned)."""
    return sum(run_width(face, size, bold, run) for face, run in runs(text))


@lru_cache(maxsize=4096)
def run_width(face: int, size: int, bold: bool, run: str) -> float:
    """The advance of ``run`` in the ``face``-th font of the chain."""
    return face_font(face, size, bold).getlength(run)


@lru_cache(maxsize=64)
def _vertical(size: int, bold: bool) -> tuple[int, int, float]:
    """The main font's ascent, descent and the offset that centres capitals and digits."""
    main = font(size, bold)
    ascent, descent = main.getmetrics()
    return ascent, descent, -main.getbbox("H", anchor="ls")[1] / 2


@lru_cache(maxsize=2048)
def _lettering(
    face: int, size: int, bold: bool, run: str, start: tuple[float, float]
) -> tuple[Image.Image, tuple[int, int]]:
    """The coverage mask of ``run`` on its baseline and its offset, as Pillow draws text at a
    position whose fractional part is ``start``; drawn once, then only blended."""
    mask, offset = face_font(face, size, bold).getmask2(run, "L", anchor="ls", start=start)
    return Image.frombytes("L", mask.size, bytes(mask)), offset


def fit(text: str, size: int, max_width: float, bold: bool = False) -> str:
    """``text`` trimmed with an ellipsis so it is at most ``max_width`` wide."""
    if text_width(text, size, bold) <= max_width:
        return text
    # No character of the fonts is narrower than 0.15 of its size: drop the hopeless tail at once.
    text = text[: int(max_width / (size * 0.15)) + 1]
    while text and text_width(text + ELLIPSIS, size, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def _words(text: str) -> list[str]:
    """``text`` cut at its spaces into the pieces a line may break between; a one-letter word
    (Polish 'w', 'z', 'i', 'a') stays with the word after it, never alone at a line's end."""
    out: list[str] = []
    glue = False
    for word in text.split(" "):
        if glue and out:
            out[-1] += f" {word}"
        else:
            out.append(word)
        glue = len(word) == 1 and word.isalpha()
    return out


def _pieces(unit: str, size: int, max_width: float, bold: bool) -> list[str]:
    """A piece of a word too wide for a line, cut as little as it must: between characters
    where the marks and names allow, then at a name's own spaces, then anywhere."""
    out: list[str] = []
    for piece in characters(unit):
        if text_width(piece, size, bold) <= max_width:
            out.append(piece)
            continue
        for part in re.split(f"(?<={NBSP})", piece):
            fits = text_width(part, size, bold) <= max_width
            out.extend([part] if fits else list(part))
    return out


def wrap(text: str, size: int, max_width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines at most ``max_width`` wide: at spaces, and inside a word
    only where its language may (between Japanese phrases, see ``breaks``) and the word is
    too wide; a phrase wider than a line breaks between characters, a name last of all."""
    lines: list[str] = []
    line = ""
    for word in _words(text):
        candidate = f"{line} {word}" if line else word
        if text_width(candidate, size, bold) <= max_width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = ""
        for unit in units(word):
            fits = text_width(unit, size, bold) <= max_width
            for piece in [unit] if fits else _pieces(unit, size, max_width, bold):
                if line and text_width(line + piece, size, bold) > max_width:
                    lines.append(line)
                    line = ""
                line += piece
    if line:
        lines.append(line)
    if len(lines) == 2 and " " in text:
        lines = _balanced(text, size, max_width, bold) or lines
    return [plain(line).strip() for line in lines]


def _balanced(text: str, size: int, max_width: float, bold: bool) -> list[str] | None:
    """Two lines split at the space that makes the wider one narrowest ('Pertama / mencapai 50',
    not 'Pertama mencapai / 50'), or None when no split at a space fits."""
    words = _words(text)
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    fitting = [
        (max(text_width(a, size, bold), text_width(b, size, bold)), [a, b])
        for a, b in splits
        if max(text_width(a, size, bold), text_width(b, size, bold)) <= max_width
    ]
    return min(fitting, key=lambda pair: pair[0])[1] if fitting else None


def fit_lines(
    text: str, size: int, max_width: float, bold: bool = False, *, lines: int = 2, smallest: int = 0
) -> tuple[list[str], int]:
    """``text`` as at most ``lines`` lines ``max_width`` wide, and the size to draw them: the
    largest from ``size`` down to ``smallest`` at which it fits; else cut with an ellipsis."""
    sizes = range(size, min(size, smallest or size) - 1, -1)
    # First a size that breaks no word ("Tsukimi-zak / e"), then one that keeps names whole.
    for allowed in (WHOLE, PHRASE_CUT, NAME_CUT):
        for tried in sizes:
            if _breaks(text, tried, max_width, bold) > allowed:
                continue
            wrapped = wrap(text, tried, max_width, bold)
            if len(wrapped) <= lines:
                return wrapped, tried
    tried = min(size, smallest or size)
    wrapped = wrap(text, tried, max_width, bold)
    last = " ".join(wrapped[lines - 1 :])
    return [*wrapped[: lines - 1], fit(last, tried, max_width, bold)], tried


WHOLE, PHRASE_CUT, NAME_CUT = 0, 1, 2  # what wrapping must break: nothing, a phrase, a name


def _breaks(text: str, size: int, max_width: float, bold: bool) -> int:
    """What wrapping ``text`` must cut because it alone is wider than ``max_width``: nothing,
    a piece that may not be broken (a word, a number with its counter), or even a name."""
    too_wide = [
        unit
        for word in _words(text)
        for unit in units(word)
        if text_width(unit, size, bold) > max_width
    ]
    if not too_wide:
        return WHOLE
    pieces = (piece for unit in too_wide for piece in characters(unit))
    return NAME_CUT if any(text_width(p, size, bold) > max_width for p in pieces) else PHRASE_CUT


def fit_size(text: str, size: int, max_width: float, bold: bool = False, smallest: int = 0) -> int:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` is at most
    ``max_width`` wide on one line (``smallest`` when none is)."""
    for tried in range(size, min(size, smallest or size) - 1, -1):
        if text_width(text, tried, bold) <= max_width:
            return tried
    return min(size, smallest or size)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str = "la",
    bold: bool = False,
) -> None:
    """Draw cleaned ``text`` at ``xy``; ``anchor`` is Pillow's: [lmr] then [amsd].

    The vertical anchor follows the main font's metrics, so mixed scripts share one baseline;
    'm' centres capitals and digits. Each run is what ``ImageDraw.text`` draws, from a cache;
    on palette indices, its coverage is written through the colour's ramp over the ground."""
    recording = legibility.recording_now()  # a test reads what the picture says, and how large
    ink: list[tuple[float, float, float, float]] = []
    ascent, descent, middle = _vertical(size, bold)
    pieces = runs(text)
    width = sum(run_width(face, size, bold, run) for face, run in pieces)
    x = xy[0] - {"l": 0.0, "m": width / 2, "r": width}[anchor[0]]
    baseline = xy[1] + {"a": ascent, "m": middle, "s": 0, "d": -descent}[anchor[1]]
    for face, run in pieces:
        mask, (dx, dy) = _lettering(
            face, size, bold, run, (math.modf(x)[0], math.modf(baseline)[0])
        )
        at = (int(x) + dx, int(baseline) + dy)
        if recording and mask.width and mask.height:
            ink.append((at[0], at[1], at[0] + mask.width, at[1] + mask.height))
        if draw.mode == indexed.INDICES:
            start = (math.modf(x)[0], math.modf(baseline)[0])
            _write(draw, at, (face, size, bold, run, start), mask, fill)
        else:
            draw.bitmap(at, mask, fill=fill)
        x += run_width(face, size, bold, run)
    if recording:
        box = (
            (
                min(b[0] for b in ink),
                min(b[1] for b in ink),
                max(b[2] for b in ink),
                max(b[3] for b in ink),
            )
            if ink
            else None
        )
        legibility.note(text, size, bold, xy, draw.im.size[0], box=box)


Lettering = tuple[int, int, bool, str, tuple[float, float]]


def _write(
    draw: ImageDraw.ImageDraw, at: tuple[int, int], key: Lettering, mask: Image.Image, fill: RGB
) -> None:
    """A run's coverage ``mask`` written in ``fill`` onto a canvas of palette indices: over one
    ground colour a kept copy, else each pixel through the colour's ramp over its own ground."""
    canvas = draw._image
    box = (at[0], at[1], at[0] + mask.width, at[1] + mask.height)
    if mask.width == 0 or mask.height == 0:
        return
    ground = indexed.ground_under(canvas, box)
    if ground is not None:
        canvas.im.paste(_lettered(key, fill, ground).im, box)
        return
    under = np.frombuffer(indexed.region(canvas, box), np.uint8).reshape(mask.height, -1)
    coverage = np.asarray(mask, np.intp)
    done = indexed.ink_table(fill)[under.astype(np.intp) * 256 + coverage]
    canvas.im.paste(indexed.as_image(done).im, box)


@lru_cache(maxsize=4096)
def _lettered(key: Lettering, fill: RGB, ground: int) -> Image.Image:
    """A run in ``fill`` over one ground index, as indices: drawn once per string, font,
    place and colours, then copied."""
    mask = _lettering(*key)[0]
    coverage = np.asarray(mask, np.intp)
    return indexed.as_image(indexed.ink_table(fill)[ground * 256 + coverage])
