"""The yaku guide: every yaku that scores under a rule set, what counts toward it, how it grows,
its example cards and points.

Each tile's words (the yaku's name and the line saying what counts and how it grows) come in
``GuideWords``, in the reader's language; the caller builds them from the yaku table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from bot.engine.rules import YAKU_KEYS, RuleSet
from bot.engine.yaku_table import BY_KEY, yaku_of_rules
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, fan_step, paste, pill
from bot.render.fonts import clean, draw_text, fit, fit_lines, fit_size, wrap
from bot.render.indexed import new_canvas
from bot.render.names import yaku_name
from bot.render.png import encode
from bot.render.sprites import bonus_mark, rounded_box

WIDTH = 800  # a phone (360 px) shows its smallest words at 10.8 px
MARGIN = 24
COLUMNS = 1  # one tile a row: a phone shows the names and rules at 11 px and more
TILE_GAP = 16
TILE_W = (WIDTH - 2 * MARGIN - (COLUMNS - 1) * TILE_GAP) // COLUMNS
CARD = 62
NAME = 30
TEXT = 24
LINE = 31  # a line of the rule text
LINES = 2  # rule lines a tile holds (a whole row wide)
TILE_H = 58 + LINES * LINE + 8 + card_height(CARD) + 16
TITLE_H = 72
FOOTER = 2 * 44 + 12
CLOSING = frozenset("、。，．）」』・：；！？,.)]:;!?ー")  # a line never opens with one


@dataclass(frozen=True, slots=True)
class GuideWords:
    """The guide's words in the reader's language (``None`` and missing keys: English)."""

    title: str | None = None  # the rules' name ('standard')
    names: Mapping[str, str] = field(default_factory=dict)  # yaku key -> its name
    rules: Mapping[str, str] = field(default_factory=dict)  # yaku key -> what counts, how it grows
    grows: str = "one point more for each card beyond"  # beside '1+'
    bonus: str = "scores only together with another yaku"  # beside the linked rings
    house: str = ""  # the house rules played beyond the preset's, under the title


def guide_yaku(rules: RuleSet) -> list[str]:
    """The yaku keys that can score under ``rules``, in the guide's order (the rules' order:
    the best bright yaku first)."""
    keys = [entry.key for entry in yaku_of_rules(rules) if rules.points(entry.key) > 0]
    return sorted(keys, key=YAKU_KEYS.index)


def _tile(
    image: Image.Image, x: float, y: float, key: str, rules: RuleSet, words: GuideWords
) -> None:
    draw = ImageDraw.Draw(image)
    paste(image, rounded_box(TILE_W, TILE_H, 14, palette.FELT_PANEL, palette.FELT_LINE, 2), x, y)
    points = rules.points(key)
    entry = BY_KEY[key]
    label = f"{points}+" if entry.grows else str(points)  # '5+': one more per extra card
    right = x + TILE_W - 16
    pw = pill(image, right, y + 12, label, 26, palette.INK, palette.WIN, 38, "r")
    bonus_only = entry.bonus_only(rules)
    if bonus_only:
        paste(image, bonus_mark(34), right - pw - 44, y + 14)
    name_room = TILE_W - 40 - pw - (50 if bonus_only else 0)
    name = words.names.get(key, yaku_name(key))
    size = fit_size(name, NAME, name_room, bold=True, smallest=NAME - 8)  # a long name: smaller
    draw_text(draw, (x + 18, y + 31), fit(name, size, name_room, bold=True), size, palette.TEXT,
              "lm", bold=True)  # fmt: skip
    line_y = y + 58
    for line in fit_lines(words.rules.get(key, ""), TEXT, TILE_W - 36, lines=LINES)[0]:
        draw_text(draw, (x + 18, line_y + LINE / 2), line, TEXT, palette.TEXT_DIM, "lm")
        line_y += LINE
    cards = entry.examples(rules)
    step = fan_step(len(cards), CARD, TILE_W - 36, CARD + 6)
    top = y + 58 + LINES * LINE + 8
    for i, card in enumerate(cards):
        draw_card(image, card, x + 18 + i * step, top, CARD)


def _footer(image: Image.Image, y: float, words: GuideWords, bonus: bool) -> None:
    """What '1+' and (where a yaku carries them) the linked rings mean."""
    draw = ImageDraw.Draw(image)
    width = pill(image, MARGIN, y, "1+", 26, palette.INK, palette.WIN, 38)
    room = WIDTH - 2 * MARGIN - 76
    draw_text(draw, (MARGIN + 76, y + 19), fit(words.grows, TEXT, room), TEXT, palette.TEXT, "lm")
    if bonus:
        paste(image, bonus_mark(34), MARGIN + (width - 34) / 2, y + 46)
        text = fit(words.bonus, TEXT, room)
        draw_text(draw, (MARGIN + 76, y + 63), text, TEXT, palette.TEXT, "lm")


def render_yaku_guide(rules: RuleSet, words: GuideWords | None = None) -> bytes:
    """Every yaku of ``rules``: its name, what counts and how it grows, example cards and its
    points, as PNG bytes ('5+': one more per extra card; a linked-rings mark: scores only
    together with another yaku; both explained at the foot)."""
    words = words or GuideWords()
    keys = guide_yaku(rules)
    bonus = any(BY_KEY[key].bonus_only(rules) for key in keys)
    rows = -(-len(keys) // COLUMNS)
    footer = FOOTER if bonus else FOOTER - 44
    house = wrap(words.house, TEXT, WIDTH - 2 * MARGIN - 8) if words.house else []
    head = TITLE_H + len(house) * LINE + (8 if house else 0)
    height = MARGIN + head + rows * (TILE_H + TILE_GAP) + footer + MARGIN
    image = new_canvas((WIDTH, height), palette.FELT)
    title = words.title if words.title is not None else rules.name
    pill(image, MARGIN, MARGIN, fit(clean(title), 30, WIDTH - 2 * MARGIN - 40, bold=True), 30,
         palette.TEXT, palette.FELT_PANEL, 50)  # fmt: skip
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(house):  # the rules as played: the tiles' points are before them
        at = (MARGIN + 4, MARGIN + TITLE_H - 8 + LINE / 2 + i * LINE)
        draw_text(draw, at, line, TEXT, palette.TEXT, "lm")
    for i, key in enumerate(keys):
        row, col = divmod(i, COLUMNS)
        x = MARGIN + col * (TILE_W + TILE_GAP)
        _tile(image, x, MARGIN + head + row * (TILE_H + TILE_GAP), key, rules, words)
    _footer(image, MARGIN + head + rows * (TILE_H + TILE_GAP) + 4, words, bonus)
    return encode(image)


__all__ = ["GuideWords", "guide_yaku", "render_yaku_guide"]
