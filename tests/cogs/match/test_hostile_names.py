"""Names chosen to trick the table: shown as text, never as links, pings or reversed text."""

from __future__ import annotations

import json

import pytest

from testing.fake_discord import Member, Message
from testing.harness import World
from testing.play import Clicker, play_out
from tests.cogs.match.test_rounds_in_channel import play_until_round_ends
from tests.cogs.match.test_threads import allow_threads, forfeit, threads_on
from tests.cogs.reviews.test_review import quick_reviews, review_message  # noqa: F401 (a fixture)

HOSTILE = "[Nitro](https://x.co) @everyone \u202eevil"


def _embed_text(message) -> str:
    return json.dumps(message.embeds, ensure_ascii=False)


def _written(message: Message) -> str:
    return message.content + _embed_text(message)


def assert_shown_safely(text: str) -> None:
    """The hostile name is there, as text: no masked link, no ping, no reversed text."""
    assert "Nitro" in text
    assert "[Nitro](https://x.co)" not in text
    assert "@everyone" not in text
    assert "\u202e" not in text


def _mallory(world: World) -> Member:
    return world.fake.add_member(world.guild, "mallory", nick=HOSTILE, locale="en-US")


async def _finish_a_match(world: World, member: Member) -> int:
    await world.koikoi(member, "start", {"level": "easy", "rules": "single-deal"})
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, member.id)
    assert table is not None
    await play_out(world, Clicker(world, member))
    return table.match_id


@pytest.mark.slow
async def test_a_hostile_nickname_shows_as_plain_text_in_the_table(world: World):
    mallory = _mallory(world)
    await world.koikoi(mallory, "start", {"level": "easy"})
    assert_shown_safely(_embed_text(world.table_message()))


@pytest.mark.slow
async def test_a_hostile_nickname_shows_as_plain_text_in_the_match_result(world: World):
    mallory = _mallory(world)
    await world.koikoi(mallory, "start", {"level": "easy"})
    await forfeit(world, mallory, world.chan)
    result = next(m for m in world.fake.messages_in(world.chan) if "match.png" in _embed_text(m))
    assert_shown_safely(_embed_text(result))


@pytest.mark.slow
async def test_a_shared_review_writes_the_hostile_name_as_plain_text(
    world: World,
    quick_reviews: None,  # noqa: F811
):
    mallory = _mallory(world)
    match_id = await _finish_a_match(world, mallory)
    await world.koikoi(mallory, "review", {"match": match_id})
    message = review_message(world, mallory)
    share = world.fake.find_buttons(message)[0].custom_id
    click = await world.fake.click(mallory, message, share)
    await click.wait_response()
    await world.settle()
    posted = [m for m in world.fake.messages_in(world.chan) if "shares the review" in m.content]
    assert len(posted) == 1
    assert_shown_safely(posted[0].content)


@pytest.mark.slow
async def test_the_stats_title_writes_a_hostile_name_as_plain_text(world: World):
    mallory = _mallory(world)
    interaction = await world.koikoi(world.alice, "stats", {"member": mallory})
    response = await interaction.wait_response()
    assert response.message is not None
    assert_shown_safely(response.message.embeds[0]["title"])


@pytest.mark.slow
async def test_the_leaderboard_title_writes_a_hostile_server_name_as_plain_text(world: World):
    assert world.bot is not None
    guild = world.bot.get_guild(world.guild.id)
    assert guild is not None
    guild.name = HOSTILE
    interaction = await world.fake.slash(world.alice, world.chan, "leaderboard")
    response = await interaction.wait_response()
    assert response.message is not None
    assert_shown_safely(response.message.embeds[0]["title"])


@pytest.mark.slow
async def test_a_thread_and_its_announcement_show_a_hostile_name_safely(world: World):
    allow_threads(world)
    await threads_on(world)
    mallory = _mallory(world)
    await world.koikoi(mallory, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, mallory.id)
    assert table is not None
    thread = world.fake.channels[table.channel_id]
    assert "Nitro" in thread.name and "\u202e" not in thread.name
    announcement = world.fake.messages_in(world.chan)[-1]
    assert_shown_safely(announcement.content)


@pytest.mark.slow
async def test_messages_ping_nobody_unless_they_say_whom(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    posts = [
        r
        for r in world.fake.requests
        if r.method in ("POST", "PATCH")
        and isinstance(r.json, dict)
        and ("content" in r.json or "embeds" in r.json)
    ]
    assert posts
    for request in posts:
        mentions = request.json.get("allowed_mentions")
        assert mentions is not None and mentions.get("parse") == [], request.path


@pytest.mark.slow
async def test_an_old_table_shrunk_to_its_summary_writes_a_hostile_name_as_plain_text(
    world: World,
):
    mallory = _mallory(world)
    await world.koikoi(mallory, "start", {"level": "easy"})
    first_table = world.table_message()
    await play_until_round_ends(world, Clicker(world, mallory), rounds=1)
    await world.settle()
    summary = world.fake.message(first_table.id).content
    assert "Round 1 is over" in summary
    assert_shown_safely(summary)
