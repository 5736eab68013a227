"""A review that finishes after its interaction's 15 minutes is still delivered: in a direct
message to the member, without an error in the log."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.i18n import t
from testing.harness import World
from tests.cogs.reviews.test_review import finish_a_match, quick_reviews  # noqa: F401 (a fixture)

LATER = 15 * 60 + 1


@pytest.mark.slow
async def test_a_review_that_outlives_its_token_is_sent_to_the_member_directly(
    world: World,
    quick_reviews: None,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    assert world.bot is not None
    match_id = await finish_a_match(world, world.alice)
    reviews = world.bot.reviews
    real = reviews._reviewed

    async def slow(*args: Any, **kwargs: Any) -> Any:
        reviewed = await real(*args, **kwargs)
        world.fake.advance_time(LATER)  # the review took longer than the token lives
        return reviewed

    monkeypatch.setattr(reviews, "_reviewed", slow)
    with caplog.at_level(logging.INFO):
        await world.koikoi(world.alice, "review", {"match": match_id})
    [sent] = world.fake.messages_in(world.fake.dm_channel(world.alice))
    assert sent.content == t("en-US", "review-sent-directly")
    assert sent.embeds[0]["title"] == f"Review of match #{match_id}"
    assert len(sent.attachments) == len(sent.embeds) - 1
    assert [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info] == []
