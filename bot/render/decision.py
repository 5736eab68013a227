"""The decision at hand, drawn between the field and the hand when the player must make one:
which of two field cards to take, or whether to STOP or call KOI-KOI and at what risk."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.cards import cards_of
from bot.engine.progress import Threat, koikoi_threats
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, fan_step, paste, pill
from bot.render.fonts import draw_text, fit, text_width
from bot.render.names import yaku_name
from bot.render.sprites import rounded_box
from bot.render.words import Words, take_label

PAD = 12
WAITING_CARD = 84
CHOICE_CARD = 104
LABEL = 20
LABEL_H = 34
YAKU_H = 36
BOX_H = 272
MINI = 36  # the cards a threat still needs
THREAT_H = card_height(MINI) + 8
THREAT_ROWS = 2


def _takes(view: PlayerView) -> list[int]:
    return [action.card for action in view.legal if action.verb == "take"]


def _deciding(view: PlayerView, phase: Phase) -> bool:
    return view.phase is phase and view.to_move == view.seat and not view.match_over


def decision_height(view: PlayerView) -> int:
    """The height of the decision panel (0 when there is no decision to show)."""
    if _deciding(view, Phase.TAKE) and _takes(view):
        return 2 * PAD + card_height(CHOICE_CARD) + 8 + LABEL_H
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
        label = fit(take_label(card, words), LABEL, slot - 36, bold=True)
        label_y = top + card_height(CHOICE_CARD) + 8
        pill(image, cx, label_y, label, LABEL, palette.INK, palette.CAPTURE, LABEL_H, "m")


@dataclass(frozen=True, slots=True)
class StopOrGo:
    """What the STOP / KOI-KOI panel says, each figure read from the engine, never recomputed."""

    yaku: tuple[str, ...]  # "Sankō 5", a yaku made each
    stop_value: str  # "6 × 2 = 12", or "6" where koi-koi does not multiply
    threat_name: str  # the opponent
    threat: str  # their yaku nearest to completion, "Ino-shika-chō 2/3", or "—"
    threats: tuple[Threat, ...]  # their nearest yaku, each with the cards still open to them


def stop_or_go(view: PlayerView, names: tuple[str, ...]) -> StopOrGo:
    """The contents of the STOP / KOI-KOI panel for ``view``'s seat."""
    stop = view.stop_score()
    if view.has_multiplier and stop.multiplier > 1:
        value = f"{stop.base} × {stop.multiplier} = {stop.total}"
    else:
        value = str(stop.total)
    threats = koikoi_threats(view, THREAT_ROWS)  # only what they may still capture
    first = threats[0].progress if threats else None
    return StopOrGo(
        yaku=tuple(f"{yaku_name(y.key)} {y.points}" for y in stop.yaku),
        stop_value=value,
        threat_name=names[view.opponent],
        threat=f"{yaku_name(first.key)} {first.have}/{first.need}" if first else "—",
        threats=tuple(threats),
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
    """The yaku made and their points; what STOP scores now; what KOI-KOI puts at stake: the
    multiplier's change and the opponent's nearest yaku, with the cards they still need."""
    panel = stop_or_go(view, names)
    row = y + PAD
    left = x + PAD + 4
    for text in panel.yaku:
        if left + text_width(text, LABEL, bold=True) + YAKU_H > x + width - PAD:
            break
        left += pill(image, left, row, text, LABEL, palette.INK, palette.WIN, YAKU_H) + 8
    box_top = row + YAKU_H + 10
    stop_w = round((width - 2 * PAD - 12) * 0.36)
    go_w = width - 2 * PAD - 12 - stop_w
    stop_x = x + PAD
    _stop_box(image, words, panel, stop_x, box_top, stop_w)
    _go_box(image, words, panel, stop_x + stop_w + 12, box_top, go_w)


def _stop_box(
    image: Image.Image, words: Words, panel: StopOrGo, x: float, top: float, w: float
) -> None:
    """STOP and what it scores now, large."""
    draw = ImageDraw.Draw(image)
    paste(image, rounded_box(round(w), BOX_H, 12, palette.DEALER), x, top)
    white = palette.WHITE
    draw_text(draw, (x + w / 2, top + 16), fit(words.stop, 30, w - 24, True), 30, white, "ma", True)
    now = fit(words.stop_now, LABEL, w - 24, bold=True)
    draw_text(draw, (x + w / 2, top + 56), now, LABEL, white, "ma", bold=True)
    size = 52 if text_width(panel.stop_value, 52, bold=True) <= w - 24 else 34
    draw_text(draw, (x + w / 2, top + BOX_H * 0.64), panel.stop_value, size, white, "mm", True)


def _go_box(
    image: Image.Image, words: Words, panel: StopOrGo, x: float, top: float, w: float
) -> None:
    """KOI-KOI: how the multiplier changes, then the opponent's nearest yaku a row each."""
    draw = ImageDraw.Draw(image)
    paste(image, rounded_box(round(w), BOX_H, 12, palette.FELT), x, top)
    white, room = palette.WHITE, w - 28
    draw_text(draw, (x + 14, top + 10), fit(words.koikoi, 26, room, True), 26, white, "la", True)
    line_y = top + 44
    for line in words.stake[:2]:
        draw_text(draw, (x + 14, line_y), fit(line, LABEL, room), LABEL, palette.TEXT, "la")
        line_y += LABEL + 8
    line_y += 2
    head = words.threats if panel.threats else words.no_threat
    draw_text(draw, (x + 14, line_y), fit(head, LABEL, room, True), LABEL, palette.TEXT_DIM, "la")
    line_y += LABEL + 10
    for threat in panel.threats[: max(0, int((top + BOX_H - line_y) // THREAT_H))]:
        _threat_row(image, threat, x + 14, line_y, room)
        line_y += THREAT_H


def _threat_row(image: Image.Image, threat: Threat, x: float, y: float, room: float) -> None:
    """One of the opponent's yaku: its name, the cards that would complete it (up to a few, then
    how many more), and what it would score them after the call."""
    draw = ImageDraw.Draw(image)
    progress = threat.progress
    mid = y + card_height(MINI) / 2
    gain = f"+{threat.after_koikoi}"  # what it would score them
    gain_w = pill(image, x + room, mid - 17, gain, 24, palette.INK, palette.WIN, 34, "r")
    name = f"{yaku_name(progress.key)} {progress.have}/{progress.need}"
    name_w = min(text_width(name, 22, bold=True), room * 0.42)
    draw_text(draw, (x, mid), fit(name, 22, name_w + 1, bold=True), 22, palette.WHITE, "lm", True)
    cards = cards_of(progress.cards)
    left = x + name_w + 10
    space = x + room - gain_w - 10 - left
    shown = cards[: max(1, int((space - 40) // (MINI * 0.62)) + 1)] if space > MINI else []
    step = fan_step(len(shown), MINI, space - (40 if len(shown) < len(cards) else 0), MINI + 4)
    for i, card in enumerate(shown):
        draw_card(image, card, left + i * step, y, MINI)
    if len(shown) < len(cards):
        more = f"+{len(cards) - len(shown)}"
        end = left + (len(shown) - 1) * step + MINI + 6 if shown else left
        draw_text(draw, (end, mid), more, LABEL, palette.TEXT_DIM, "lm", bold=True)
