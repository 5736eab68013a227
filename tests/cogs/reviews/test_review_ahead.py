"""A member's decisions are judged while the match is played: the review asked at its end finds
its verdicts made (and, with judging ahead off, judges them all then)."""

from __future__ import annotations

import asyncio

import pytest

from bot.app.core.events import MemberDecided
from bot.review import Decision, MatchLog, Reviewer, decisions_of
from testing.harness import World
from tests.cogs.reviews.test_review import finish_a_match, review_message

QUICK = Reviewer(playouts=30)  # a tiny budget: the flow, not the verdicts


async def alices_decisions(world: World, match_id: int) -> list[Decision]:
    assert world.bot is not None
    restored = await world.bot.store.restore(match_id, mark_damaged=False)
    return decisions_of(MatchLog.of(restored.match), 0)


@pytest.mark.slow
async def test_a_match_is_judged_while_played_so_its_review_judges_nothing_more(
    world: World,
) -> None:
    assert world.bot is not None
    world.bot.reviews.reviewer = QUICK
    queue = world.bot.reviews.queue
    match_id = await finish_a_match(world, world.alice)
    decisions = await alices_decisions(world, match_id)

    async def all_judged() -> None:
        while not all((QUICK, decision) in queue.verdicts for decision in decisions):
            await asyncio.sleep(0.01)

    await asyncio.wait_for(all_judged(), 60)
    judged = len(queue.verdicts)
    await world.koikoi(world.alice, "review")
    assert review_message(world, world.alice).embeds[0]["title"] == f"Review of match #{match_id}"
    assert queue.judged_ahead == judged > 0
    assert len(queue.verdicts) == judged  # the review itself judged nothing


@pytest.mark.slow
async def test_with_judging_ahead_off_the_review_judges_every_decision_when_asked(
    world: World,
) -> None:
    await world.stop_bot()
    bot = await world.start_bot(review_ahead=False)
    bot.reviews.reviewer = QUICK
    assert bot.events.subscribers(MemberDecided) == 0  # nobody judges decisions as they are made
    match_id = await finish_a_match(world, world.alice)
    await asyncio.sleep(0.2)  # time enough for judging ahead, were it on
    assert len(bot.reviews.queue.verdicts) == 0
    await world.koikoi(world.alice, "review")
    review_message(world, world.alice)
    decisions = await alices_decisions(world, match_id)
    assert bot.reviews.queue.judged_ahead == 0
    assert all((QUICK, decision) in bot.reviews.queue.verdicts for decision in decisions)
