"""The yaku guide: every yaku that scores under a rule set, with example cards and points."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.rules import YAKU_KEYS, RuleSet
from bot.engine.yaku_table import BY_KEY, yaku_of_rules
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, fan_step, paste, pill
from bot.render.fonts import clean, draw_text, fit
from bot.render.names import yaku_name
from bot.render.png import encode
from bot.render.sprites import bonus_mark, rounded_box

WIDTH = 1200
MARGIN = 24
COLUMNS = 3
TILE_GAP = 16
TILE_W = (WIDTH - 2 * MARGIN - (COLUMNS - 1) * TILE_GAP) // COLUMNS
CARD = 62
TILE_H = 58 + card_height(CARD) + 14
TITLE_H = 70


def guide_yaku(rules: RuleSet) -> list[str]:
    """The yaku keys that can score under ``rules``, in the guide's order (the rules' order:
    the best bright yaku first)."""
    keys = [entry.key for entry in yaku_of_rules(rules) if rules.points(entry.key) > 0]
    return sorted(keys, key=YAKU_KEYS.index)


def _tile(image: Image.Image, x: float, y: float, key: str, rules: RuleSet) -> None:
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
    draw_text(
        draw,
        (x + 18, y + 31),
        fit(yaku_name(key), 28, name_room, bold=True),
        28,
        palette.TEXT,
        "lm",
        bold=True,
    )
    cards = entry.examples(rules)
    room = TILE_W - 36
    step = fan_step(len(cards), CARD, room, CARD + 6)
    for i, card in enumerate(cards):
        draw_card(image, card, x + 18 + i * step, y + 58, CARD)


def render_yaku_guide(rules: RuleSet) -> bytes:
    """Every yaku of ``rules`` with example cards and its points as PNG bytes ('5+': one more
    per extra card; a linked-rings mark: scores only together with another yaku)."""
    keys = guide_yaku(rules)
    rows = -(-len(keys) // COLUMNS)
    height = MARGIN + TITLE_H + rows * (TILE_H + TILE_GAP) - TILE_GAP + MARGIN
    image = Image.new("RGB", (WIDTH, height), palette.FELT)
    pill(
        image,
        MARGIN,
        MARGIN,
        fit(clean(rules.name), 30, WIDTH / 2, bold=True),
        30,
        palette.TEXT,
        palette.FELT_PANEL,
        50,
    )
    for i, key in enumerate(keys):
        row, col = divmod(i, COLUMNS)
        _tile(
            image,
            MARGIN + col * (TILE_W + TILE_GAP),
            MARGIN + TITLE_H + row * (TILE_H + TILE_GAP),
            key,
            rules,
        )
    return encode(image)
