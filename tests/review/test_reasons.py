"""The one line of why, read from the position."""

from __future__ import annotations

from bot.engine.actions import KOIKOI, PLAYS, STOP
from bot.engine.cards import BOAR, BUTTERFLIES, DEER, MOON
from bot.engine.round import Phase, Round
from bot.engine.rules import STANDARD
from bot.engine.view import PlayerView
from bot.review import explain
from tests.engine.helpers import position
from tests.review.positions import NINE_CHAFF, feeding_position, sure_five_position


def test_laying_a_card_the_opponent_needs_offers_them_the_yaku() -> None:
    view = PlayerView.of(feeding_position(), 0)
    reason = explain(view, PLAYS[BUTTERFLIES], PLAYS[2])
    assert (reason.key, reason.card, reason.yaku) == (
        "review-why-offered", BUTTERFLIES, "inoshikacho",
    )  # fmt: skip


def test_leaving_a_needed_card_on_the_field_is_named_when_the_better_play_takes_it() -> None:
    round_ = position(
        STANDARD,
        hands=((20, 2), (9, 13)),
        field=(21, 16, 44, 30),  # the June blue ribbon; 20 takes it away from the opponent
        captures=((), (BOAR, DEER, 33, 37)),  # two blue ribbons: one more makes Aotan
    )
    reason = explain(PlayerView.of(round_, 0), PLAYS[2], PLAYS[20])
    assert (reason.key, reason.card, reason.yaku) == ("review-why-left", 21, "aotan")


def test_a_capture_that_completes_a_yaku_is_said_to_make_it() -> None:
    round_ = position(
        STANDARD,
        hands=((BOAR, 2), (9, 13)),
        field=(25, 16, 44, 30),
        captures=((DEER, BUTTERFLIES), ()),
    )
    reason = explain(PlayerView.of(round_, 0), PLAYS[2], PLAYS[BOAR])
    assert (reason.key, reason.yaku) == ("review-why-made", "inoshikacho")


def test_stopping_early_names_the_yaku_within_reach() -> None:
    view = PlayerView.of(sure_five_position(), 0)
    reason = explain(view, STOP, KOIKOI)
    assert (reason.key, reason.card, reason.yaku, reason.points) == (
        "review-why-stopped-near", MOON, "sanko", 1,
    )  # fmt: skip


def test_calling_koikoi_while_the_opponent_is_one_card_from_a_yaku_names_the_threat() -> None:
    round_ = position(
        STANDARD,
        hands=((29, 31, 21), (9, 13, 45)),
        field=(MOON, 16, 44, 34),
        captures=((0, 8, 30, *NINE_CHAFF[:-1], 19), (BOAR, DEER)),
        month=3,
    )
    data = round_.to_dict()
    data["phase"] = Phase.KOIKOI.value
    view = PlayerView.of(Round.from_dict(data, STANDARD), 0)
    reason = explain(view, KOIKOI, STOP)
    assert (reason.key, reason.card, reason.yaku) == (
        "review-why-koikoi-threat", BUTTERFLIES, "inoshikacho",
    )  # fmt: skip


def test_the_same_choice_needs_no_reason() -> None:
    view = PlayerView.of(feeding_position(), 0)
    assert explain(view, PLAYS[2], PLAYS[2]).key == "review-why-best"
