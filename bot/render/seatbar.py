"""A seat's bar: whose turn, name, dealer and koi-koi chips, hand size and match score."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import BACK_CARD, card_height
from bot.render.compose import draw_card, paste, pill
from bot.render.fonts import draw_text, fit, text_width
from bot.render.sprites import disc, rounded_box, turn_marker
from bot.render.words import Words


def chips(view: PlayerView, seat: int, words: Words | None = None) -> list[tuple[str, palette.RGB]]:
    """The seat's chips: dealer, and its koi-koi calls ('Koi-Koi ×2' from the second)."""
    return seat_chips(view.dealer == seat, view.koikoi_calls[seat], words)


def seat_chips(
    dealer: bool, calls: int, words: Words | None = None
) -> list[tuple[str, palette.RGB]]:
    """A seat's chips from what they say: the dealer's, and the seat's koi-koi calls."""
    words = words or Words()
    out: list[tuple[str, palette.RGB]] = []
    if dealer:
        out.append((words.dealer, palette.DEALER))
    if calls:
        out.append((words.koikoi_chip + ("" if calls == 1 else f" ×{calls}"), palette.KOIKOI))
    return out


def back_width(height: int) -> int:
    """The width of the card back beside the opponent's hand count, on a bar ``height`` high."""
    return round(height * 0.5)


def _hand_size_width(view: PlayerView, seat: int, height: int) -> float:
    """How wide the opponent's hand size (back and count) is on the bar; 0 for the viewer."""
    if seat == view.seat or not view.opponent_hand_count:
        return 0.0
    count_w = text_width(str(view.opponent_hand_count), round(height * 0.56), bold=True)
    return count_w + 6 + back_width(height) + 10


def bar_span(
    view: PlayerView,
    seat: int,
    name: str,
    x: float,
    width: float,
    height: int,
    name_most: float,
    words: Words | None = None,
) -> tuple[str, float, float]:
    """The name as the bar shows it (at most ``name_most`` wide), and the free stretch of the bar
    between its chips and the hand size or score: (name, left, right)."""
    text, chip_text = round(height * 0.56), round(height * 0.5)
    right = x + width - round(height * 1.7) - 10 - _hand_size_width(view, seat, height)
    left = x + round(height * 0.5) + 10
    chip_h = round(chip_text * 1.45)
    chip_room = sum(
        text_width(label, chip_text, bold=True) + chip_h * 0.8 + 8
        for label, _ in chips(view, seat, words)
    )
    room = min(name_most, max(60.0, right - left - chip_room - 12))
    shown = fit(name, text, room, bold=True)
    left += text_width(shown, text, bold=True) + 12 + chip_room
    return shown, left, right


def draw_seat_bar(
    image: Image.Image,
    view: PlayerView,
    seat: int,
    name: str,
    x: float,
    y: float,
    width: float,
    height: int,
    name_most: float = 10_000.0,
    words: Words | None = None,
) -> None:
    """One line for ``seat``: turn marker or seat dot, name (at most ``name_most`` wide), chips,
    the opponent's hand size as a card back and a count, and the match score in the seat's
    colour."""
    draw = ImageDraw.Draw(image)
    text = round(height * 0.56)
    chip_text = round(height * 0.5)
    mid = y + height / 2
    marker = round(height * 0.5)
    if view.to_move == seat and not view.match_over:
        paste(image, turn_marker(marker), x, mid - marker / 2)
    else:
        paste(
            image, disc(marker - 4, palette.SEAT[seat], palette.INK, 1), x + 2, mid - marker / 2 + 2
        )
    score_w = round(height * 1.7)
    score_left = x + width - score_w
    right = score_left - 10
    if seat != view.seat and view.opponent_hand_count:  # an empty hand: no bare "0"
        count = str(view.opponent_hand_count)
        count_w = text_width(count, text, bold=True)
        draw_text(draw, (right, mid), count, text, palette.TEXT, "rm", bold=True)
        back_w = back_width(height)
        back_x = right - count_w - 6 - back_w
        draw_card(image, BACK_CARD, back_x, mid - card_height(back_w) / 2, back_w)
    left = x + marker + 10
    shown, _, _ = bar_span(view, seat, name, x, width, height, name_most, words)
    draw_text(draw, (left, mid), shown, text, palette.TEXT, "lm", bold=True)
    left += text_width(shown, text, bold=True) + 12
    chip_h = round(chip_text * 1.45)
    for label, colour in chips(view, seat, words):
        left += pill(image, left, mid - chip_h / 2, label, chip_text, palette.WHITE, colour, chip_h)
        left += 8
    box_h = round(height * 0.9)
    paste(
        image,
        rounded_box(score_w, box_h, 10, palette.INK, palette.SEAT[seat], 2),
        score_left,
        mid - box_h / 2,
    )
    draw_text(
        draw, (score_left + score_w / 2, mid), str(view.scores[seat]), text, palette.TEXT, "mm",
        bold=True,
    )  # fmt: skip
