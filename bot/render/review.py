"""The picture of one reviewed decision: the position, what was played and what was better.

The picture reads on its own: a headline says who chose what, each row is labelled, and a
legend under it explains the rings. The player's own hand is face up (the review is theirs to
see or share), the opponent's hand is card backs. The played choice has a red ring, the better
one a gold ring, and the cards of the yaku the opponent is near (the threat the review names) a
violet one; a STOP or KOI-KOI decision shows both words with the same rings and what stopping
scores, yaku by yaku.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.actions import Action
from bot.engine.cards import KIND_MASK, Kind, cards_of
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import BACK_CARD, card_height
from bot.render.compose import RING, draw_card, paste, pill
from bot.render.fonts import draw_text, fit, fit_lines, text_width
from bot.render.indexed import new_canvas
from bot.render.png import encode
from bot.render.sprites import rounded_box

WIDTH = 800  # a phone (360 px) shows its smallest words at 10.8 px
MARGIN = 20
BIG = 72  # hand and field cards
SMALL = 40  # capture piles and the opponent's hand
GAP = 10
HEAD = 84  # the headline band: two lines
HEAD_SIZE = 28
LABEL = 36  # a row's label above its cards
LABEL_SIZE = 26
ROW_BIG = card_height(BIG) + 2 * GAP
ROW_SMALL = card_height(SMALL) + 2 * GAP
CHOICE = 64  # the STOP / KOI-KOI band, only at such a decision
LEGEND = 44  # a line of the legend
LEGEND_SIZE = 24
PLAYED = palette.DEALER  # red
BETTER = palette.HIGHLIGHT  # gold
THREAT = palette.THREAT  # violet
PENDING = palette.TEXT  # the card awaiting its capture
DECIDING = ("stop", "koikoi")


@dataclass(frozen=True, slots=True)
class ReviewWords:
    """The words of a review picture, in the reader's language (English by default), and the
    cards of the threat the review names."""

    headline: str = "Red: what was played · gold: what was better"
    lost: str | None = None  # the points given up, as printed ('-2.3 points'); None: '-2.3'
    rows: tuple[str, str, str, str] = ("Opponent: hand, pile", "Field", "Your hand", "Your pile")
    played: str = "played"
    better: str = "better"
    threat: str = "what the opponent needs"
    pending: str = "awaits its capture"
    stop: str = "STOP"
    koikoi: str = "KOI-KOI"
    stake: str | None = None  # what stopping scores ('Stopping scores 6: Tane 1 · Akatan 5')
    threat_cards: int = 0  # mask: the cards of the yaku the opponent is near


def _ring(canvas: Image.Image, x: float, y: float, width: int, colour: palette.RGB) -> None:
    """A coloured ring around a card of ``width`` at (x, y)."""
    h = card_height(width)
    ring = rounded_box(width + 2 * RING, h + 2 * RING, width * 0.1 + RING, None, colour, RING - 1)
    paste(canvas, ring, x - RING, y - RING)


def _ordered(mask: int) -> list[int]:
    """Cards by kind (brights first), then by id."""
    return [c for kind in Kind for c in cards_of(mask & KIND_MASK[kind])]


def _top(row: int) -> float:
    """The top of the cards of ``row`` (0: opponent, 1: field, 2: hand, 3: own pile)."""
    heights = (ROW_SMALL, ROW_BIG, ROW_BIG, ROW_SMALL)
    return MARGIN + HEAD + sum(LABEL + h for h in heights[:row]) + LABEL + GAP


def label_band(row: int) -> tuple[float, float]:
    """The top and bottom of the label over ``row`` (0: opponent, 1: field, 2: hand, 3: pile)."""
    return _top(row) - GAP - LABEL, _top(row) - GAP


def legend_band(view: PlayerView, played: Action, better: Action, words: ReviewWords) -> float:
    """The top of the legend under the cards (and under STOP and KOI-KOI at such a decision)."""
    deciding = played.verb in DECIDING or better.verb in DECIDING
    return _top(4) - LABEL - GAP + (CHOICE if deciding else 0)


def height_of(view: PlayerView, played: Action, better: Action, words: ReviewWords) -> int:
    """The picture's height: a STOP or KOI-KOI decision has a band for the two words, and the
    legend takes the lines its entries need."""
    legend = len(_legend_lines(view, words)) * LEGEND
    return round(legend_band(view, played, better, words) + legend + MARGIN)


def card_spot(view: PlayerView, card: int) -> tuple[float, float, int] | None:
    """Where a card of the field, the hand or a capture pile is drawn: x, y, width."""
    for row, cards in ((1, _field_order(view)), (2, _ordered(view.hand))):
        if card in cards:
            return MARGIN + cards.index(card) * (BIG + GAP), _top(row), BIG
    for row, seat in ((0, view.opponent), (3, view.seat)):
        cards = _ordered(view.captures[seat])
        if card in cards:
            x, step = _pile_place(view, row, len(cards))
            return x + cards.index(card) * step, _top(row), SMALL
    return None


def _pile_place(view: PlayerView, row: int, count: int) -> tuple[float, float]:
    """Where a capture pile of ``count`` cards starts, and its pitch: the opponent's follows the
    backs of their hand."""
    backs = view.opponent_hand_count if row == 0 else 0
    shift = (backs + 2) * SMALL / 3 + SMALL + GAP if backs else 0
    return MARGIN + shift, _pile_step(count, WIDTH - 2 * MARGIN - shift)


def _field_order(view: PlayerView) -> list[int]:
    """The field, led by the card awaiting its capture."""
    field = _ordered(view.field)
    return field if view.pending_card is None else [view.pending_card, *field]


def _row(
    canvas: Image.Image,
    cards: list[int],
    x: float,
    y: float,
    width: int,
    rings: dict[int, palette.RGB],
    step: float | None = None,
) -> None:
    """Cards left to right from ``x``, with rings on the ones in ``rings``."""
    pitch = step if step is not None else width + GAP
    for i, card in enumerate(cards):
        if card in rings:
            _ring(canvas, x + i * pitch, y, width, rings[card])
        draw_card(canvas, card, x + i * pitch, y, width)


def _pile_step(count: int, room: float) -> float:
    """The pitch that fits ``count`` small cards in ``room``."""
    return min(SMALL + 2 * RING + 2, (room - SMALL) / max(count - 1, 1))


def _label(canvas: Image.Image, row: int, text: str) -> None:
    draw = ImageDraw.Draw(canvas)
    y = _top(row) - GAP - LABEL / 2
    draw_text(draw, (MARGIN, y), fit(text, LABEL_SIZE, WIDTH - 2 * MARGIN), LABEL_SIZE,
              palette.TEXT_DIM, "lm")  # fmt: skip


def _rings(played: Action, better: Action, words: ReviewWords) -> dict[int, palette.RGB]:
    """Each ringed card's colour: the threat's cards, then the played and the better card."""
    rings = dict.fromkeys(cards_of(words.threat_cards), THREAT)
    for action, colour in ((played, PLAYED), (better, BETTER)):
        if action.verb in ("play", "take"):
            rings[action.card] = colour
    return rings


def _headline(canvas: Image.Image, points: float, words: ReviewWords) -> None:
    lost = words.lost if words.lost is not None else f"-{points:.1f}"
    room = WIDTH - 2 * MARGIN
    if points > 0:
        room -= pill(canvas, WIDTH - MARGIN, MARGIN, lost, 24, palette.WHITE, PLAYED, 38, "r") + 16
    draw = ImageDraw.Draw(canvas)
    for i, line in enumerate(fit_lines(words.headline, HEAD_SIZE, room, bold=True, lines=2)[0]):
        draw_text(draw, (MARGIN, MARGIN + 19 + i * 34), line, HEAD_SIZE, palette.TEXT, "lm",
                  bold=True)  # fmt: skip


def _cards(canvas: Image.Image, view: PlayerView, rings: dict[int, palette.RGB]) -> None:
    """The four rows: the opponent's hand and pile, the field, the hand, the player's pile."""
    theirs = _ordered(view.captures[view.opponent])
    _row(canvas, [BACK_CARD] * view.opponent_hand_count, MARGIN, _top(0), SMALL, {}, SMALL / 3)
    x, step = _pile_place(view, 0, len(theirs))
    _row(canvas, theirs, x, _top(0), SMALL, rings, step)
    _row(canvas, _field_order(view), MARGIN, _top(1), BIG, rings)
    if view.pending_card is not None:  # the card awaiting its capture, set apart by a ring
        _ring(canvas, MARGIN, _top(1), BIG, PENDING)
        draw_card(canvas, view.pending_card, MARGIN, _top(1), BIG)
    _row(canvas, _ordered(view.hand), MARGIN, _top(2), BIG, rings)
    mine = _ordered(view.captures[view.seat])
    x, step = _pile_place(view, 3, len(mine))
    _row(canvas, mine, x, _top(3), SMALL, rings, step)


def _choice(
    canvas: Image.Image, y: float, played: Action, better: Action, words: ReviewWords
) -> None:
    """STOP and KOI-KOI, ringed as the cards are, and what stopping scores beside them."""
    x: float = MARGIN
    for verb, label in (("stop", words.stop), ("koikoi", words.koikoi)):
        outline = PLAYED if played.verb == verb else BETTER if better.verb == verb else None
        width = pill(
            canvas, x, y + 8, label, 22, palette.TEXT, palette.FELT_PANEL, 44, "l", outline
        )
        x += width + 16
    if words.stake:
        draw = ImageDraw.Draw(canvas)
        text = fit(words.stake, 22, WIDTH - MARGIN - x, bold=True)
        draw_text(draw, (x + 4, y + 30), text, 22, palette.WIN, "lm", bold=True)


def _legend_lines(view: PlayerView, words: ReviewWords) -> list[list[tuple[palette.RGB, str]]]:
    """A ring swatch and its meaning for every kind of ring the picture shows, in lines."""
    entries = [(PLAYED, words.played), (BETTER, words.better)]
    if words.threat_cards:
        entries.append((THREAT, words.threat))
    if view.pending_card is not None:
        entries.append((PENDING, words.pending))
    lines: list[list[tuple[palette.RGB, str]]] = [[]]
    x = 0.0
    for colour, text in entries:
        width = _entry_width(text)
        if lines[-1] and x + width > WIDTH - 2 * MARGIN:
            lines.append([])
            x = 0.0
        lines[-1].append((colour, text))
        x += width
    return lines


def _entry_width(text: str) -> float:
    return 30 + min(text_width(text, LEGEND_SIZE), WIDTH - 2 * MARGIN - 70) + 28


def _legend(canvas: Image.Image, y: float, view: PlayerView, words: ReviewWords) -> None:
    draw = ImageDraw.Draw(canvas)
    for line in _legend_lines(view, words):
        x: float = MARGIN
        for colour, text in line:
            paste(canvas, rounded_box(22, 30, 4, None, colour, 4), x, y + 6)
            shown = fit(text, LEGEND_SIZE, WIDTH - 2 * MARGIN - 70)
            draw_text(draw, (x + 30, y + 21), shown, LEGEND_SIZE, palette.TEXT, "lm")
            x += _entry_width(text)
        y += LEGEND


def render_decision(
    view: PlayerView,
    played: Action,
    better: Action,
    points: float,
    words: ReviewWords | None = None,
) -> bytes:
    """PNG bytes of the decision in ``view``: ``played`` ringed red, ``better`` gold, the
    threat's cards violet; ``words`` in the reader's language (English when None)."""
    words = words or ReviewWords()
    canvas = new_canvas((WIDTH, height_of(view, played, better, words)), palette.FELT)
    _headline(canvas, points, words)
    for row, text in enumerate(words.rows):
        _label(canvas, row, text)
    _cards(canvas, view, _rings(played, better, words))
    y = _top(4) - LABEL - GAP
    if played.verb in DECIDING or better.verb in DECIDING:
        _choice(canvas, y, played, better, words)
        y += CHOICE
    _legend(canvas, y, view, words)
    return encode(canvas)


__all__ = [
    "BETTER", "PLAYED", "THREAT", "ReviewWords", "card_spot", "height_of", "label_band",
    "legend_band", "render_decision",
]  # fmt: skip
