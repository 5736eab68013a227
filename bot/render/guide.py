"""The yaku guide: every yaku that scores under a rule set, with example cards and points."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.cards import (
    BLUE_RIBBON_CARDS,
    BOAR,
    BUTTERFLIES,
    CRANE,
    CURTAIN,
    DEER,
    GEESE,
    MOON,
    PHOENIX,
    POETRY_RIBBON_CARDS,
    RAIN_MAN,
    SAKE_CUP,
    SWALLOW,
)
from bot.engine.rules import RuleSet, SakeCup, ViewingYaku
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

# Example cards for each yaku; ``kasu`` gains the sake cup when a preset counts it as chaff.
EXAMPLES: dict[str, tuple[int, ...]] = {
    "goko": (CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX),
    "shiko": (CRANE, CURTAIN, MOON, PHOENIX),
    "ame_shiko": (CRANE, CURTAIN, MOON, RAIN_MAN),
    "sanko": (CRANE, CURTAIN, MOON),
    "inoshikacho": (BUTTERFLIES, BOAR, DEER),
    "tane": (4, 12, 16, GEESE, SWALLOW),
    "akatan": POETRY_RIBBON_CARDS,
    "aotan": BLUE_RIBBON_CARDS,
    "tan": (13, 17, 21, 25, 42),
    "kasu": (2, 7, 10, 14, 19, 23, 27, 30, 38, 46),
    "hanami": (CURTAIN, SAKE_CUP),
    "tsukimi": (MOON, SAKE_CUP),
    "tsukifuda": (0, 1, 2, 3),
    "teshi": (8, 9, 10, 11),
    "kuttsuki": (2, 3, 14, 15, 26, 27, 45, 46),
}
GROWING = frozenset({"tane", "tan", "kasu"})  # +1 per card beyond the minimum
VIEWING = frozenset({"hanami", "tsukimi"})


def guide_yaku(rules: RuleSet) -> list[str]:
    """The yaku keys that can score under ``rules``, in the guide's order."""
    keys = [
        "goko",
        "shiko",
        "ame_shiko",
        "sanko",
        "inoshikacho",
        "tane",
        "akatan",
        "aotan",
        "tan",
        "kasu",
    ]
    if rules.viewing_yaku is not ViewingYaku.OFF:
        keys += ["hanami", "tsukimi"]
    if rules.tsukifuda:
        keys.append("tsukifuda")
    if rules.hand_bonuses:
        keys += ["teshi", "kuttsuki"]
    return [k for k in keys if rules.points(k) > 0]


def _examples(key: str, rules: RuleSet) -> tuple[int, ...]:
    cards = EXAMPLES[key]
    if key == "kasu" and rules.sake_cup is not SakeCup.ANIMAL:
        return (*cards[:-1], SAKE_CUP)  # the sake cup may count as chaff here
    return cards


def _tile(image: Image.Image, x: float, y: float, key: str, rules: RuleSet) -> None:
    draw = ImageDraw.Draw(image)
    paste(image, rounded_box(TILE_W, TILE_H, 14, palette.FELT_PANEL, palette.FELT_LINE, 2), x, y)
    points = rules.points(key)
    label = f"{points}+" if key in GROWING else str(points)
    right = x + TILE_W - 16
    pw = pill(image, right, y + 12, label, 26, palette.INK, palette.WIN, 38, "r")
    bonus_only = key in VIEWING and rules.viewing_yaku is ViewingYaku.BONUS_ONLY
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
    cards = _examples(key, rules)
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
