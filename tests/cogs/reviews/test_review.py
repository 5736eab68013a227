"""``/koikoi review`` through the fake Discord: a member reviews their own finished match."""

from __future__ import annotations

import asyncio

import pytest

from bot.review import Reviewer
from testing.fake_discord import Member, Message
from testing.fake_discord.models import Channel
from testing.harness import World, has_file
from testing.play import Clicker, play_out


@pytest.fixture
def not_ahead(world: World) -> None:
    """No decision judged while played: every review waits for its judging in the queue."""
    assert world.bot is not None
    reviews = world.bot.reviews
    reviews.decided = reviews.ended = lambda *heard: None  # what the match tells goes unheard


@pytest.fixture
def quick_reviews(world: World) -> None:
    assert world.bot is not None
    world.bot.reviews.reviewer = Reviewer(playouts=30)  # a tiny budget: the flow, not the verdicts
    world.bot.reviews.progress_every = 0.0  # every decision edits the message


async def finish_a_match(world: World, member: Member, channel: Channel | None = None) -> int:
    options = {"level": "easy", "rules": "single-deal"}
    await world.koikoi(member, "start", options, channel=channel)
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, member.id)
    assert table is not None
    await play_out(world, Clicker(world, member))
    return table.match_id


def review_message(world: World, member: Member) -> Message:
    for message in reversed(world.fake.ephemeral_for(member)):
        if message.embeds and message.embeds[0].get("title", "").startswith("Review of match"):
            return message
    raise AssertionError(f"{member} has no review message")


@pytest.mark.slow
async def test_a_member_reviews_their_last_finished_match_privately_as_it_progresses(
    world: World, quick_reviews: None
) -> None:
    match_id = await finish_a_match(world, world.alice)
    await world.koikoi(world.alice, "review")
    message = review_message(world, world.alice)
    assert message.ephemeral and message.interaction_user_id == world.alice.id
    assert message.embeds[0]["title"] == f"Review of match #{match_id}"
    assert message.embeds[0]["description"].startswith("Decisions reviewed: ")
    shown = [revision.content for revision in message.history]
    assert next(text for text in shown if text).startswith(f"Reviewing match #{match_id}: 0 of ")
    assert any(text.startswith(f"Reviewing match #{match_id}: 1 of ") for text in shown)
    costly = message.embeds[1:]
    assert len(costly) <= 3 and len(message.attachments) == len(costly)
    assert all(has_file(message, f"review-{n}.png") for n in range(1, len(costly) + 1))
    assert [b.label for b in world.fake.find_buttons(message)] == ["Share in the channel", "Replay"]
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_the_share_button_posts_the_review_in_the_channel(
    world: World, quick_reviews: None
) -> None:
    match_id = await finish_a_match(world, world.alice)
    await world.koikoi(world.alice, "review", {"match": match_id})
    message = review_message(world, world.alice)
    share = world.fake.find_buttons(message)[0].custom_id
    interaction = await world.fake.click(world.alice, message, share)
    await interaction.wait_response()
    await world.settle()
    posted = [m for m in world.fake.messages_in(world.chan) if m.content.startswith("alice")]
    assert len(posted) == 1 and not posted[0].ephemeral
    assert posted[0].content == f"alice shares the review of match #{match_id}."
    assert posted[0].embeds[0]["title"] == f"Review of match #{match_id}"


@pytest.mark.slow
async def test_a_member_cannot_review_another_members_match(
    world: World, quick_reviews: None
) -> None:
    match_id = await finish_a_match(world, world.alice)
    interaction = await world.koikoi(world.bob, "review", {"match": match_id})
    response = await interaction.wait_response()
    assert response.ephemeral and response.message is not None
    assert response.message.content == "You can review only your own finished matches."
    with pytest.raises(AssertionError):
        review_message(world, world.bob)


@pytest.mark.slow
async def test_a_member_without_a_finished_match_is_told_so(world: World) -> None:
    interaction = await world.koikoi(world.bob, "review")
    response = await interaction.wait_response()
    assert response.message is not None
    assert response.message.content == "You have no finished match here to review."


@pytest.mark.slow
async def test_a_review_waits_behind_computer_moves_and_a_second_one_shows_its_place(
    world: World, quick_reviews: None, not_ahead: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    await finish_a_match(world, world.alice)
    await finish_a_match(world, world.bob, channel=world.chan2)
    assert world.bot is not None
    computer_done = asyncio.Event()
    monkeypatch.setattr(world.bot.computer, "wait_idle", computer_done.wait)

    first = await world.fake.slash(world.alice, world.chan, "koikoi", "review", {})
    await first.wait_response()
    await world.fake.wait_for(lambda: len(world.bot.reviews.queue) == 1, timeout=10)
    second = await world.fake.slash(world.bob, world.chan2, "koikoi", "review", {})
    await second.wait_response()
    await world.fake.wait_for(
        lambda: any("queue" in m.content for m in world.fake.ephemeral_for(world.bob)), timeout=10
    )
    waiting = [m for m in world.fake.ephemeral_for(world.bob) if "queue" in m.content]
    assert waiting[-1].content == "Your review waits its turn: number 1 in the queue."
    alice = [m for m in world.fake.ephemeral_for(world.alice) if m.content.startswith("Review")]
    assert alice[-1].content.endswith(": 0 of " + alice[-1].content.rsplit(" of ", 1)[1])

    computer_done.set()  # the computer has moved: the reviews go on, one after the other
    await world.settle(timeout=60)
    assert review_message(world, world.alice).embeds and review_message(world, world.bob).embeds


@pytest.mark.slow
async def test_a_review_is_shared_once_however_often_share_is_clicked(
    world: World, quick_reviews: None
) -> None:
    match_id = await finish_a_match(world, world.alice)
    await world.koikoi(world.alice, "review", {"match": match_id})
    message = review_message(world, world.alice)
    share = world.fake.find_buttons(message)[0].custom_id
    clicks = [await world.fake.click(world.alice, message, share) for _ in range(6)]
    answers = [await click.wait_response() for click in clicks]
    await world.settle()
    posted = [m for m in world.fake.messages_in(world.chan) if "shares the review" in m.content]
    assert len(posted) == 1
    refused = [
        a for a in answers if a.message is not None and a.ephemeral and not a.message.deleted
    ]
    assert len(refused) == 5
    assert all(a.message.content == "You have shared this review already." for a in refused)


@pytest.mark.slow
async def test_a_members_repeated_reviews_wait_as_one_and_do_not_push_others_back(
    world: World, quick_reviews: None, not_ahead: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    await finish_a_match(world, world.alice)
    await finish_a_match(world, world.bob, channel=world.chan2)
    assert world.bot is not None
    computer_done = asyncio.Event()
    monkeypatch.setattr(world.bot.computer, "wait_idle", computer_done.wait)

    asked = []
    for _ in range(10):
        asked.append(await world.fake.slash(world.alice, world.chan, "koikoi", "review", {}))
        await asked[-1].wait_response()
    await world.fake.wait_for(lambda: len(world.bot.reviews.queue) == 1, timeout=10)
    second = await world.fake.slash(world.bob, world.chan2, "koikoi", "review", {})
    await second.wait_response()
    await world.fake.wait_for(lambda: len(world.bot.reviews.queue) == 2, timeout=10)
    await asyncio.sleep(0.3)  # the bot is held by the computer: nothing settles, so give it time
    assert len(world.bot.reviews.queue) == 2  # alice's ten requests are one review
    waiting = [m for m in world.fake.ephemeral_for(world.bob) if "queue" in m.content]
    assert waiting[-1].content == "Your review waits its turn: number 1 in the queue."

    computer_done.set()
    await world.settle(timeout=60)
    reviews = [
        m
        for m in world.fake.ephemeral_for(world.alice)
        if m.embeds and m.embeds[0].get("title", "").startswith("Review of match")
    ]
    assert len(reviews) == 10  # every request is answered, by the one review
    assert review_message(world, world.bob).embeds


@pytest.mark.slow
async def test_a_review_shared_before_a_restart_is_not_shared_again_after_it(
    world: World, quick_reviews: None
) -> None:
    match_id = await finish_a_match(world, world.alice)
    await world.koikoi(world.alice, "review", {"match": match_id})
    message = review_message(world, world.alice)
    share = world.fake.find_buttons(message)[0].custom_id
    await (await world.fake.click(world.alice, message, share)).wait_response()
    await world.settle()
    await world.stop_bot()
    await world.start_bot()
    again = await (await world.fake.click(world.alice, message, share)).wait_response()
    await world.settle()
    posted = [m for m in world.fake.messages_in(world.chan) if "shares the review" in m.content]
    assert len(posted) == 1
    assert again.ephemeral and again.message.content == "You have shared this review already."


@pytest.mark.slow
async def test_a_shared_review_names_who_chose_and_the_private_one_says_you(
    world: World, quick_reviews: None
) -> None:
    match_id = await finish_a_match(world, world.alice)
    await world.koikoi(world.alice, "review", {"match": match_id})
    message = review_message(world, world.alice)
    costly = [embed["title"] for embed in message.embeds[1:]]
    assert costly and all(": you chose " in title for title in costly)
    share = world.fake.find_buttons(message)[0].custom_id
    await (await world.fake.click(world.alice, message, share)).wait_response()
    await world.settle()
    posted = next(m for m in world.fake.messages_in(world.chan) if m.content.startswith("alice"))
    shared = [embed["title"] for embed in posted.embeds[1:]]
    assert len(shared) == len(costly)
    assert all(": alice chose " in title and "you" not in title for title in shared)
    assert all("you" not in embed["description"].lower() for embed in posted.embeds[1:])
    assert [a.data for a in posted.attachments] != [a.data for a in message.attachments]
