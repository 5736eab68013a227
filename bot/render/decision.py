"""The decision at hand, drawn between the field and the hand when the player must make one:
which of two field cards to take, or whether to STOP or call KOI-KOI and at what risk."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.cards import cards_of
from bot.engine.progress import Threat, koikoi_threats
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.render import indexed, palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, paste, pill
from bot.render.fonts import draw_text, fit_lines, fit_size, text_width, wrap
from bot.render.sprites import rounded_box
from bot.render.words import Words, take_label, yaku_label

PAD = 12
WAITING_CARD = 84
CHOICE_CARD = 104
LABEL = 20
LABEL_H = 34
LABEL_BAND = 56  # room under the candidates for a label on two lines
TEXT = 25  # the panel's words: 11.25 px on a 360 px phone screen
LINE = TEXT + 9
PILL_TEXT = 25
YAKU_H = 40
BOX_H = 250  # the boxes' least height; they grow with their lines
STOP_VALUE_H = 80  # under STOP's lines: what it scores, large
MINI = 36  # the cards a threat still needs
THREAT_H = LINE + 6 + card_height(MINI) + 10
THREATS = 3  # the opponent's nearest yaku shown, every one drawn


def _takes(view: PlayerView) -> list[int]:
    return [action.card for action in view.legal if action.verb == "take"]


def _deciding(view: PlayerView, phase: Phase) -> bool:
    return view.phase is phase and view.to_move == view.seat and not view.match_over


def decision_height(view: PlayerView, words: Words | None = None, width: float = 772) -> int:
    """The height of the decision panel ``width`` wide (0 when there is no decision to show);
    the STOP / KOI-KOI panel grows with its words in ``words``' language."""
    if _deciding(view, Phase.TAKE) and _takes(view):
        return 2 * PAD + card_height(CHOICE_CARD) + 8 + LABEL_BAND
    if _deciding(view, Phase.KOIKOI):
        return _stop_or_go_height(view, words or Words(), width)
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
    height = decision_height(view, words, width)
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
        fill=indexed.ink(image, palette.HIGHLIGHT),
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
    """What the STOP / KOI-KOI panel says, each figure read from the engine, never recomputed."""

    yaku: tuple[str, ...]  # "Sankō 5", a yaku made each
    stop_value: str  # "6 × 2 = 12", or "6" where koi-koi does not multiply
    threat_name: str  # the opponent
    threat: str  # their yaku nearest to completion, "Ino-shika-chō 2/3", or "—"
    threats: tuple[Threat, ...]  # their nearest yaku that would score, with the cards open


def stop_or_go(view: PlayerView, names: tuple[str, ...], words: Words | None = None) -> StopOrGo:
    """The contents of the STOP / KOI-KOI panel for ``view``'s seat."""
    words = words or Words()
    stop = view.stop_score()
    if view.has_multiplier and stop.multiplier > 1:
        value = f"{stop.base} × {stop.multiplier} = {stop.total}"
    else:
        value = str(stop.total)
    threats = _threats(view)  # only what they may still capture, and would score
    return StopOrGo(
        yaku=tuple(f"{yaku_label(y.key, words)} {y.points}" for y in stop.yaku),
        stop_value=value,
        threat_name=names[view.opponent],
        threat=threat_label(threats[0], words) if threats else "—",
        threats=tuple(threats),
    )


# The last view's threats: a picture lays its panel out, then draws it, from the same view.
_last: tuple[PlayerView, list[Threat]] | None = None


def _threats(view: PlayerView) -> list[Threat]:
    """The engine's threats against ``view``'s seat, asked once per view."""
    global _last
    last = _last
    if last is not None and last[0] is view:
        return last[1]
    threats = koikoi_threats(view, THREATS)
    _last = (view, threats)
    return threats


def threat_label(threat: Threat, words: Words) -> str:
    """A threat as the panel names it: "Ino-shika-chō 2/3", and every other yaku its cards
    would complete at once, whose points its pill counts too ("Tane 2/5 and Ino-shika-chō")."""
    progress = threat.progress
    label = f"{yaku_label(progress.key, words)} {progress.have}/{progress.need}"
    for key in threat.along:
        label = words.threat_along.replace("{yaku}", label).replace(
            "{along}", yaku_label(key, words)
        )
    return label


@dataclass(frozen=True, slots=True)
class PanelLayout:
    """How the STOP / KOI-KOI panel is laid out at a width: the yaku pills row by row, the
    stake lines as wrapped, and the height of the two boxes (all content, never cut)."""

    pill_rows: tuple[tuple[str, ...], ...]
    stake: tuple[str, ...]
    head: tuple[str, ...]
    box_h: int
    now: tuple[str, ...] = ()  # "Stop now", and the step of 7 points doubled, as wrapped
    threat_names: tuple[tuple[str, ...], ...] = ()  # each threat's name, wrapped before its pill


def _box_widths(width: float) -> tuple[int, float]:
    stop_w = round((width - 2 * PAD - 12) * 0.34)
    return stop_w, width - 2 * PAD - 12 - stop_w


def _pill_width(text: str) -> float:
    return text_width(text, PILL_TEXT, bold=True) + YAKU_H * 0.8 + 8


def panel_layout(panel: StopOrGo, words: Words, width: float) -> PanelLayout:
    """The panel's layout ``width`` wide: pills wrap to more rows and the KOI-KOI box grows with
    its lines, so no yaku, stake line or threat is ever left out."""
    rows: list[list[str]] = [[]]
    used = 0.0
    for text in panel.yaku:
        if rows[-1] and used + _pill_width(text) > width - 2 * PAD:
            rows.append([])
            used = 0.0
        rows[-1].append(text)
        used += _pill_width(text)
    room = _box_widths(width)[1] - 28
    stake = tuple(line for text in words.stake for line in wrap(text, TEXT, room))
    head_text = words.threats if panel.threats else words.no_threat
    head = tuple(wrap(head_text, TEXT, room, bold=True))
    names = tuple(_threat_name_lines(threat, words, room) for threat in panel.threats)
    threats_h = sum(THREAT_H + (len(lines) - 1) * LINE for lines in names)
    go = 50 + len(stake) * LINE + 6 + len(head) * LINE + 4 + threats_h + 8
    stop_room = _box_widths(width)[0] - 24
    now = tuple(wrap(words.stop_now, TEXT, stop_room, bold=True))
    now += tuple(wrap(words.seven, TEXT, stop_room, bold=True)) if words.seven else ()
    stop = 60 + len(now) * LINE + STOP_VALUE_H
    rows_out = tuple(tuple(row) for row in rows)
    return PanelLayout(rows_out, stake, head, max(BOX_H, go, stop), now, names)


def threat_gain(threat: Threat) -> str:
    """What a threat's pill says it would score them."""
    return f"+{threat.after_koikoi}"


def _threat_name_lines(threat: Threat, words: Words, room: float) -> tuple[str, ...]:
    """A threat's name on as many lines as it takes to stop before its pill ``room`` along."""
    gain_w = round(text_width(threat_gain(threat), TEXT, bold=True) + (LINE + 2) * 0.8)
    return tuple(wrap(threat_label(threat, words), TEXT, room - gain_w - 8, bold=True))


def _stop_or_go_height(view: PlayerView, words: Words, width: float) -> int:
    layout = panel_layout(stop_or_go(view, ("", ""), words), words, width)
    return 2 * PAD + len(layout.pill_rows) * (YAKU_H + 8) + 2 + layout.box_h


def _stop_or_go(
    image: Image.Image,
    view: PlayerView,
    words: Words,
    names: tuple[str, ...],
    x: float,
    y: float,
    width: float,
) -> None:
    """The yaku made and their points; what STOP scores now; what KOI-KOI can win and what it
    risks, and the opponent's nearest yaku that would score, with the cards they still need."""
    panel = stop_or_go(view, names, words)
    layout = panel_layout(panel, words, width)
    row = y + PAD
    for pills in layout.pill_rows:
        left = x + PAD + 4
        for text in pills:
            left += pill(image, left, row, text, PILL_TEXT, palette.INK, palette.WIN, YAKU_H) + 8
        row += YAKU_H + 8
    box_top = row + 2
    stop_w, go_w = _box_widths(width)
    stop_x = x + PAD
    _stop_box(image, layout, panel, (stop_x, box_top), stop_w, words.stop)
    _go_box(image, words, panel, layout, stop_x + stop_w + 12, box_top, go_w)


def _stop_box(
    image: Image.Image,
    layout: PanelLayout,
    panel: StopOrGo,
    at: tuple[float, float],
    w: float,
    stop: str,
) -> None:
    """STOP, what it scores now (from the yaku's points where 7 or more are doubled), large."""
    x, top = at
    h = layout.box_h
    draw = ImageDraw.Draw(image)
    paste(image, rounded_box(round(w), h, 12, palette.DEALER), x, top)
    white = palette.WHITE
    title = fit_size(stop, 32, w - 24, bold=True, smallest=TEXT)
    draw_text(draw, (x + w / 2, top + 16), stop, title, white, "ma", True)
    for i, line in enumerate(layout.now):
        draw_text(draw, (x + w / 2, top + 60 + i * LINE), line, TEXT, white, "ma", bold=True)
    size = 52 if text_width(panel.stop_value, 52, bold=True) <= w - 24 else 34
    middle = top + 60 + len(layout.now) * LINE + (h - 60 - len(layout.now) * LINE) / 2
    draw_text(draw, (x + w / 2, middle), panel.stop_value, size, white, "mm", True)


def _go_box(
    image: Image.Image,
    words: Words,
    panel: StopOrGo,
    layout: PanelLayout,
    x: float,
    top: float,
    w: float,
) -> None:
    """KOI-KOI: what the call can win and risks, then the opponent's nearest yaku a row each."""
    draw = ImageDraw.Draw(image)
    paste(image, rounded_box(round(w), layout.box_h, 12, palette.FELT), x, top)
    white, room = palette.WHITE, w - 28
    title = fit_size(words.koikoi, 28, room, bold=True, smallest=TEXT)
    draw_text(draw, (x + 14, top + 10), words.koikoi, title, white, "la", True)
    line_y = top + 50
    for line in layout.stake:
        draw_text(draw, (x + 14, line_y), line, TEXT, palette.TEXT, "la")
        line_y += LINE
    line_y += 6
    for line in layout.head:
        draw_text(draw, (x + 14, line_y), line, TEXT, palette.TEXT_DIM, "la", bold=True)
        line_y += LINE
    line_y += 4
    for threat, names in zip(panel.threats, layout.threat_names, strict=True):
        _threat_row(image, threat, names, x + 14, line_y, room)
        line_y += THREAT_H + (len(names) - 1) * LINE


def _threat_row(
    image: Image.Image, threat: Threat, names: tuple[str, ...], x: float, y: float, room: float
) -> None:
    """One of the opponent's yaku: its name (on the lines ``names``, stopping before the pill)
    and what it would score them after the call, then the cards that would complete it (up to
    a few, then how many more)."""
    draw = ImageDraw.Draw(image)
    pill(image, x + room, y, threat_gain(threat), TEXT, palette.INK, palette.WIN, LINE + 2, "r")
    for i, name in enumerate(names):
        at = (x, y + (LINE + 2) / 2 + i * LINE)
        draw_text(draw, at, name, TEXT, palette.WHITE, "lm", bold=True)
    y += (len(names) - 1) * LINE
    cards = cards_of(threat.progress.cards)
    top = y + LINE + 6
    more_w = text_width(f"+{len(cards)}", TEXT, bold=True) + 8
    fits = max(1, int((room - more_w - MINI) // (MINI + 4)) + 1)
    shown = cards if len(cards) * (MINI + 4) <= room else cards[:fits]
    for i, card in enumerate(shown):
        draw_card(image, card, x + i * (MINI + 4), top, MINI)
    if len(shown) < len(cards):
        more = f"+{len(cards) - len(shown)}"
        end = x + len(shown) * (MINI + 4) + 4
        draw_text(draw, (end, top + card_height(MINI) / 2), more, TEXT, palette.TEXT, "lm", True)
