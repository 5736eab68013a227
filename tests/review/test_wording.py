"""A review in the player's language."""

from __future__ import annotations

import pytest

from bot.engine.actions import KOIKOI, PLAYS, STOP
from bot.i18n import LOCALES, catalog, t
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


@pytest.mark.parametrize("locale", LOCALES)
def test_stop_and_koikoi_are_named_as_on_the_buttons(locale: str) -> None:
    assert action_text(locale, STOP) in t(locale, "button-stop")
    assert action_text(locale, KOIKOI) in t(locale, "button-koikoi")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("reason", REASONS, ids=lambda r: r.key)
def test_every_reason_is_worded_for_a_hint_in_every_language(locale: str, reason: Reason) -> None:
    hint_key = reason.key.replace("review-why-", "hint-why-")
    assert catalog().has(locale, hint_key)
    text = reason_text(locale, reason, PLAYS[24], "CPU", hint=True)
    assert hint_key not in text and "{" not in text


def test_a_hint_speaks_of_a_move_not_yet_made() -> None:
    """A hint comes before the move: 'captures', never 'would have captured'."""
    for reason in REASONS:
        text = reason_text("en", reason, PLAYS[24], "CPU", hint=True)
        assert "would have" not in text, text
    takes = reason_text("en", Reason("review-why-takes", 44), PLAYS[24], "CPU", hint=True)
    assert takes == "Playing Jul · Boar captures Dec · Phoenix."
