from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import Image

from bot.engine.cards import mask_of
from bot.engine.match import Match
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import card_height
from bot.render.decision import CHOICE_CARD, WAITING_CARD, decision_height
from bot.render.demo import deciding
from bot.render.hand import (
    FIELD_CARD,
    HAND_CARD,
    PILE_CARD,
    TAB,
    TAG_H,
    WIDTH,
    card_label,
    field_card_boxes,
    hand_card_box,
    hand_letter,
    hand_order,
    hand_position,
    render_hand,
)
from tests.render.conftest import open_png, rgb_pixels

PHONE = 360


def _view(match: Match, hand: list[int], field: list[int]) -> PlayerView:
    return replace(match.view(0), hand=mask_of(hand), hand_count=len(hand), field=mask_of(field))


def _green(image: Image.Image, box: tuple[float, float, float, float]) -> int:
    """How many pixels in ``box`` have the capture green."""
    target = palette.CAPTURE
    crop = image.crop(tuple(round(v) for v in box))  # type: ignore[arg-type]
    return sum(
        1 for p in rgb_pixels(crop) if sum(abs(a - b) for a, b in zip(p, target, strict=True)) < 40
    )


def test_the_picture_keeps_one_width_whatever_the_hand(mid_match: Match) -> None:
    full = open_png(render_hand(_view(mid_match, list(range(0, 32, 4)), [])))
    short = open_png(render_hand(_view(mid_match, [0, 4], [])))
    assert full.width == short.width == WIDTH


def test_a_capturing_hand_card_gets_the_green_tab_and_one_that_cannot_does_not(
    mid_match: Match,
) -> None:
    # Jan crane meets the Jan ribbon on the field; the Feb warbler finds nothing.
    view = _view(mid_match, [0, 4], [1, 20])
    image = open_png(render_hand(view))
    for index, expected in ((0, True), (1, False)):
        _, _, x1, y1 = hand_card_box(view, index)
        assert (_green(image, (x1 - TAB + 8, y1 - TAB + 8, x1 + 4, y1 + 4)) > 50) is expected


def test_a_field_card_carries_the_letter_of_the_hand_card_that_would_capture_it(
    mid_match: Match,
) -> None:
    view = _view(mid_match, [0, 4], [1, 20])
    image = open_png(render_hand(view))
    boxes = field_card_boxes(view)
    h = card_height(FIELD_CARD)

    def tag(card: int) -> tuple[float, float, float, float]:
        x, y = boxes[card]
        return x + 8, y + h - 2, x + FIELD_CARD - 8, y + h + TAG_H / 2 - 2

    assert _green(image, tag(1)) > 40  # the Jan ribbon, taken by A
    assert _green(image, tag(20)) == 0  # the Jun butterflies: no hand card of June


def test_hand_cards_are_lettered_so_a_button_is_never_read_as_a_month() -> None:
    hand = mask_of([40, 3, 17])
    assert [hand_letter(card, hand) for card in hand_order(hand)] == ["A", "B", "C"]
    assert card_label(40, hand) == "C Nov rain man"
    assert not any(ch.isdigit() for ch in card_label(40, hand).split()[0])


def test_cards_are_kept_in_ascending_order_and_positions_count_from_one() -> None:
    hand = mask_of([40, 3, 17])
    assert hand_order(hand) == [3, 17, 40]
    assert [hand_position(card, hand) for card in (3, 17, 40)] == [1, 2, 3]


def test_a_card_that_is_not_in_the_hand_has_no_letter() -> None:
    with pytest.raises(ValueError):
        card_label(5, mask_of([3]))


def test_the_picture_shows_the_opponents_capture_pile(mid_match: Match) -> None:
    view = _view(mid_match, [0], [1])
    without = replace(view, captures=(view.captures[0], 0))
    with_cards = replace(view, captures=(view.captures[0], mask_of([24, 36, 20])))
    assert render_hand(without) != render_hand(with_cards)


def test_the_picture_shows_both_match_scores(mid_match: Match) -> None:
    view = _view(mid_match, [0], [1])
    for scores in ((7, 0), (0, 7)):
        assert render_hand(view) != render_hand(replace(view, scores=scores))


def test_every_card_face_is_at_least_20_px_wide_on_a_phone() -> None:
    for width in (PILE_CARD, FIELD_CARD, HAND_CARD, CHOICE_CARD, WAITING_CARD):
        assert width * PHONE / WIDTH >= 20


def test_at_a_capture_choice_both_candidates_are_drawn_large() -> None:
    match = deciding(1, Phase.TAKE)
    seat = match.round.to_move
    assert seat is not None
    view = match.view(seat)
    assert decision_height(view) >= card_height(CHOICE_CARD)
    plain = replace(view, phase=Phase.PLAY, legal=())
    assert open_png(render_hand(view)).height > open_png(render_hand(plain)).height


def test_stop_or_koikoi_adds_its_panel_only_to_the_player_deciding() -> None:
    match = deciding(1, Phase.KOIKOI)
    seat = match.round.to_move
    assert seat is not None
    assert decision_height(match.view(seat)) > 0
    assert decision_height(match.view(1 - seat)) == 0


def test_an_empty_hand_renders(mid_match: Match) -> None:
    assert open_png(render_hand(_view(mid_match, [], [1, 2]))).width == WIDTH


def test_the_same_view_renders_to_the_same_bytes(mid_match: Match) -> None:
    view = mid_match.view(0)
    assert render_hand(view, ("Aoi", "Ren")) == render_hand(replace(view), ("Aoi", "Ren"))


def test_the_whole_view_does_not_depend_on_the_opponents_hand_or_the_draw_order() -> None:
    from bot.engine.round import Round
    from tests.render.test_table import RULES, _deck, _reshuffled

    deck = _deck()
    other = _reshuffled(deck, keep=set(range(8)) | set(range(16, 24)))  # own hand and field
    a, b = Round(RULES, deck, 0, 1), Round(RULES, other, 0, 1)
    assert a.hands[1] != b.hands[1] and a.draw_pile != b.draw_pile
    view_a, view_b = PlayerView.of(a, 0), PlayerView.of(b, 0)
    assert render_hand(view_a, ("Aoi", "Ren")) == render_hand(view_b, ("Aoi", "Ren"))
