"""A review in the player's language."""

from __future__ import annotations

import pytest

from bot.engine.actions import KOIKOI, PLAYS, STOP
from bot.i18n import LOCALES, catalog
from bot.review import Reason
from bot.review.wording import action_text, reason_text

REASONS = [
    Reason("review-why-best"),
    Reason("review-why-made", 24, "inoshikacho"),
    Reason("review-why-offered", 20, "inoshikacho"),
    Reason("review-why-left", 21, "aotan"),
    Reason("review-why-closer", 24, "inoshikacho"),
    Reason("review-why-takes", 44),
    Reason("review-why-secures", 24),
    Reason("review-why-value", 46),
    Reason("review-why-stopped-near", 28, "sanko", 1),
    Reason("review-why-stopped-early", points=5),
    Reason("review-why-stopped-behind", points=6),
    Reason("review-why-koikoi-threat", 20, "inoshikacho", 4),
    Reason("review-why-koikoi-risk", points=2),
]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("reason", REASONS, ids=lambda r: r.key)
def test_every_reason_is_worded_in_every_language(locale: str, reason: Reason) -> None:
    assert catalog().has(locale, reason.key)
    text = reason_text(locale, reason, PLAYS[24], "CPU")
    assert reason.key not in text and "{" not in text


def test_the_reason_names_the_card_the_yaku_and_the_opponent() -> None:
    text = reason_text("en", Reason("review-why-offered", 20, "inoshikacho"), PLAYS[2], "CPU")
    assert text == "Putting Jun · Butterflies on the field offered CPU Ino-shika-chō."


def test_a_reason_that_opens_with_the_better_choice_starts_with_a_capital() -> None:
    text = reason_text("en", Reason("review-why-made", 24, "inoshikacho"), PLAYS[24], "CPU")
    assert text == "Playing Jul · Boar would have made Ino-shika-chō."


def test_stop_and_koikoi_are_named_as_on_the_buttons() -> None:
    assert (action_text("ja", STOP), action_text("ja", KOIKOI)) == ("STOP", "KOI-KOI")
