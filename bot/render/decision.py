"""The decision at hand, drawn between the field and the hand when the player must make one:
which of two field cards to take, or whether to STOP or call KOI-KOI and at what risk."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.progress import closest_yaku
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, paste, pill
from bot.render.fonts import draw_text, fit, fit_lines, fit_size, text_width
from bot.render.sprites import rounded_box
from bot.render.words import Words, take_label, yaku_label

PAD = 12
WAITING_CARD = 84
CHOICE_CARD = 104
LABEL = 20
LABEL_H = 34
LABEL_BAND = 56  # room under the candidates for a label on two lines
YAKU_H = 36
BOX_H = 138  # room for a heading on two lines
HEAD_PITCH = 26


def _takes(view: PlayerView) -> list[int]:
    return [action.card for action in view.legal if action.verb == "take"]


def _deciding(view: PlayerView, phase: Phase) -> bool:
    return view.phase is phase and view.to_move == view.seat and not view.match_over


def decision_height(view: PlayerView) -> int:
    """The height of the decision panel (0 when there is no decision to show)."""
    if _deciding(view, Phase.TAKE) and _takes(view):
        return 2 * PAD + card_height(CHOICE_CARD) + 8 + LABEL_BAND
    if _deciding(view, Phase.KOIKOI):
        return 2 * PAD + YAKU_H + 10 + BOX_H
    return 0


def draw_decision(
    image: Image.Image,
    view: PlayerView,
    words: Words,
    names: tuple[str, ...],
    x: float,
    y: float,
    width: float,
) -> None:
    """The panel for the decision at hand, ``width`` wide from (x, y)."""
    height = decision_height(view)
    paste(image, rounded_box(round(width), height, 14, palette.INK, palette.HIGHLIGHT, 3), x, y)
    if view.phase is Phase.TAKE:
        _take(image, view, words, x, y, width)
    else:
        _stop_or_go(image, view, words, names, x, y, width)


def _take(
    image: Image.Image, view: PlayerView, words: Words, x: float, y: float, width: float
) -> None:
    """The waiting card, an arrow, and the two cards it may take, large, each labelled as the
    button that takes it."""
    draw = ImageDraw.Draw(image)
    top = y + PAD
    waiting = view.pending_card
    left = x + PAD + 6
    if waiting is not None:
        dy = (card_height(CHOICE_CARD) - card_height(WAITING_CARD)) / 2
        draw_card(image, waiting, left, top + dy, WAITING_CARD)
    arrow_x = left + WAITING_CARD + 14
    mid = top + card_height(CHOICE_CARD) / 2
    draw.polygon(
        [(arrow_x, mid - 8), (arrow_x + 22, mid - 8), (arrow_x + 22, mid - 18), (arrow_x + 44, mid),
         (arrow_x + 22, mid + 18), (arrow_x + 22, mid + 8), (arrow_x, mid + 8)],
        fill=palette.HIGHLIGHT,
    )  # fmt: skip
    rest_left = arrow_x + 60
    choices = _takes(view)
    slot = (x + width - PAD - rest_left) / max(1, len(choices))
    for i, card in enumerate(choices):
        cx = rest_left + slot * i + slot / 2
        draw_card(image, card, cx - CHOICE_CARD / 2, top, CHOICE_CARD, True)
        _take_label(image, cx, top + card_height(CHOICE_CARD) + 8, take_label(card, words), slot)


def _take_label(image: Image.Image, cx: float, y: float, text: str, slot: float) -> None:
    """A candidate's label as its button says it, on one line while it fits, else on two."""
    room = slot - 8 - LABEL_H * 0.8  # the pill's rounded ends take 0.8 of its height
    size = fit_size(text, LABEL, room, bold=True, smallest=LABEL - 2)
    if text_width(text, size, bold=True) <= room:
        pill(image, cx, y, text, size, palette.INK, palette.CAPTURE, LABEL_H, "m")
        return
    lines, size = fit_lines(text, LABEL - 2, room, bold=True)
    height = LABEL_BAND
    width = round(max(text_width(line, size, bold=True) for line in lines) + LABEL_H * 0.8)
    paste(image, rounded_box(width, height, LABEL_H / 2, palette.CAPTURE), cx - width / 2, y)
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        line_y = y + height / 2 + (i - (len(lines) - 1) / 2) * size * 1.2
        draw_text(draw, (cx, line_y), line, size, palette.INK, "mm", bold=True)


@dataclass(frozen=True, slots=True)
class StopOrGo:
    """What the STOP / KOI-KOI panel says, each figure read from the view, never recomputed."""

    yaku: tuple[str, ...]  # "Sankō 5", a yaku made each
    stop_value: str  # "6 × 2 = 12", or "6" where koi-koi does not multiply
    threat_name: str  # the opponent
    threat: str  # their yaku nearest to completion, "Ino-shika-chō 2/3", or "—"


def stop_or_go(view: PlayerView, names: tuple[str, ...], words: Words | None = None) -> StopOrGo:
    """The contents of the STOP / KOI-KOI panel for ``view``'s seat."""
    words = words or Words()
    stop = view.stop_score()
    if view.has_multiplier:
        value = f"{stop.base} × {stop.multiplier} = {stop.total}"
    else:
        value = str(stop.total)
    threat = closest_yaku(view, view.opponent)  # only what they may still capture
    return StopOrGo(
        yaku=tuple(f"{yaku_label(y.key, words)} {y.points}" for y in stop.yaku),
        stop_value=value,
        threat_name=names[view.opponent],
        threat=f"{yaku_label(threat.key, words)} {threat.have}/{threat.need}" if threat else "—",
    )


def _stop_or_go(
    image: Image.Image,
    view: PlayerView,
    words: Words,
    names: tuple[str, ...],
    x: float,
    y: float,
    width: float,
) -> None:
    """The yaku made and their points; what STOP scores now; the opponent's nearest yaku."""
    draw = ImageDraw.Draw(image)
    panel = stop_or_go(view, names, words)
    row = y + PAD
    left = x + PAD + 4
    for text in panel.yaku:
        if left + text_width(text, LABEL, bold=True) + YAKU_H > x + width - PAD:
            break
        left += pill(image, left, row, text, LABEL, palette.INK, palette.WIN, YAKU_H) + 8
    box_top = row + YAKU_H + 10
    box_w = (width - 2 * PAD - 12) / 2
    stop_x = x + PAD
    go_x = stop_x + box_w + 12
    paste(image, rounded_box(round(box_w), BOX_H, 12, palette.DEALER), stop_x, box_top)
    paste(image, rounded_box(round(box_w), BOX_H, 12, palette.FELT), go_x, box_top)
    head = LABEL + 2
    room = box_w - 28
    white = palette.WHITE
    heads = [
        fit_lines(f"{words.stop} · {words.stop_now}", head, room, bold=True)[0],
        fit_lines(f"{words.koikoi} · {words.closest}", head, room, bold=True)[0],
    ]
    for left_x, lines in zip((stop_x, go_x), heads, strict=True):
        for i, line in enumerate(lines):
            at = (left_x + 14, box_top + 10 + i * HEAD_PITCH)
            draw_text(draw, at, line, head, white, "la", bold=True)
    below = box_top + 10 + max(len(lines) for lines in heads) * HEAD_PITCH
    value_at = (stop_x + box_w / 2, (below + box_top + BOX_H) / 2)
    draw_text(draw, value_at, panel.stop_value, 40, white, "mm", bold=True)
    name = fit(panel.threat_name, LABEL, room, bold=True)
    draw_text(draw, (go_x + 14, below + 14), name, LABEL, palette.TEXT_DIM, "lm", True)
    size = fit_size(panel.threat, 30, room, bold=True, smallest=24)
    lines = [panel.threat] if text_width(panel.threat, size, bold=True) <= room else []
    if not lines:  # a long yaku name: two lines, a little smaller
        lines, size = fit_lines(panel.threat, 22, room, bold=True)
    for i, line in enumerate(lines):
        at = (go_x + 14, box_top + BOX_H - 24 + (i - (len(lines) - 1) / 2) * size * 1.2)
        draw_text(draw, at, line, size, white, "lm", bold=True)
