"""The expert's hint for a decision in progress."""

from __future__ import annotations

from bot.engine.actions import KOIKOI, PLAYS
from bot.engine.cards import BUTTERFLIES
from bot.engine.view import PlayerView
from bot.review.hint import hint
from tests.review.positions import feeding_position, sure_five_position


def test_the_hint_at_a_sure_five_is_koikoi_with_the_yaku_within_reach() -> None:
    advice = hint(PlayerView.of(sure_five_position(), 0), playouts=200)
    assert advice.best == KOIKOI
    assert (advice.reason.key, advice.reason.yaku) == ("review-why-stopped-near", "sanko")


def test_the_hint_never_lays_down_the_card_the_opponent_needs() -> None:
    advice = hint(PlayerView.of(feeding_position(), 0), playouts=200)
    assert advice.best != PLAYS[BUTTERFLIES] and advice.best in (PLAYS[2], PLAYS[46])
