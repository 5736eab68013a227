"""A review whose pictures are late goes out with each costly decision in words, its Share
button kept."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import t
from bot.render.review import render_decision
from bot.workers import Unanswered
from testing.harness import World
from tests.cogs.reviews.test_review import finish_a_match, quick_reviews, review_message

__all__ = ["quick_reviews"]  # the fixture, used by name

pytestmark = pytest.mark.slow


async def test_a_review_with_late_pictures_shows_its_decisions_in_words_with_share(
    world: World, quick_reviews: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert world.bot is not None
    pool = world.bot.drawing
    draw = pool.draw

    async def reviews_unanswered(function: Any, *args: Any, **kwargs: Any) -> bytes:
        if function is render_decision:
            raise Unanswered("no answer in 5.0 s")
        return await draw(function, *args, **kwargs)

    match_id = await finish_a_match(world, world.alice)
    monkeypatch.setattr(pool, "draw", reviews_unanswered)
    await world.koikoi(world.alice, "review", {"match": match_id})
    message = review_message(world, world.alice)
    costly = message.embeds[1:]
    assert costly, "the match had decisions worth reviewing"
    assert not message.attachments
    late = t("en-US", "picture-late-in-words")
    assert all(e["footer"]["text"] == late and e["description"] for e in costly)
    assert [b.label for b in world.fake.find_buttons(message)] == ["Share in the channel", "Replay"]
    world.fake.assert_no_violations()
