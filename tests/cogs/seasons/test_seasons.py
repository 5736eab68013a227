"""Seasons through Discord: ``/koikoi seasons`` (shown to anyone, changed by managers), the
announcement of a season's end (once, even when it ended while the bot was down), and
``/leaderboard season:``."""

from datetime import UTC, datetime

import pytest

from bot.engine import Player
from bot.i18n import t
from bot.store.timestamps import to_text
from testing.harness import World
from testing.store import play_to_result, tamper


async def _win(world: World, user_id: int, level: str = "expert") -> None:
    store = world.bot.store
    record, match = await play_to_result(
        store, (Player.member(user_id), Player.computer(level)), 0, guild_id=world.guild.id
    )
    await store.finish_match(record.match_id, match)


async def _end_first_season(world: World) -> None:
    """Seasons on (announced in the channel), two winners, and the end passed while down."""
    await world.koikoi(world.carol, "seasons", {"length": "monthly"})
    await _win(world, world.alice.id)
    await _win(world, world.bob.id, "easy")
    past = to_text(datetime(2020, 1, 1, tzinfo=UTC))
    await tamper(world.bot.store, "UPDATE season_plans SET ends_at = ?", (past,))


@pytest.mark.slow
async def test_a_manager_turns_seasons_on_and_anyone_sees_them(world: World):
    shown = await world.koikoi(world.alice, "seasons")
    assert shown.message.content.startswith("Seasons are off")
    changed = await world.koikoi(world.carol, "seasons", {"length": "quarterly"})
    assert changed.message.content.startswith("Seasons: quarterly · season 1 ends <t:")
    assert f"<#{world.chan.id}>" in changed.message.content
    plan = await world.bot.store.season_plan(world.guild.id)
    assert plan and plan.length == "quarterly" and plan.ends_at.month in (1, 4, 7, 10)


@pytest.mark.slow
async def test_a_member_without_manage_server_cannot_change_the_seasons(world: World):
    refused = await world.koikoi(world.alice, "seasons", {"length": "monthly"}, locale="pl")
    assert refused.message.content == t("pl", "error-needs-manage-server")
    assert await world.bot.store.season_plan(world.guild.id) is None


@pytest.mark.slow
async def test_a_season_that_ended_while_the_bot_was_down_is_announced_once(world: World):
    await _end_first_season(world)
    before = len(world.fake.messages_in(world.chan))

    assert await world.bot.seasons.run_once() == 1
    assert await world.bot.seasons.run_once() == 0

    posted = world.fake.messages_in(world.chan)[before:]
    assert len(posted) == 1
    text = posted[0].content
    assert text.startswith("Season 1 is over! Season 2 starts now")
    assert f"**1.** <@{world.alice.id}>: 100 points" in text
    assert f"**2.** <@{world.bob.id}>: 10 points" in text
    profile = await world.bot.store.profile(world.guild.id, world.alice.id)
    assert profile.ranking_points == 0 and profile.total.won == 1


@pytest.mark.slow
async def test_the_leaderboard_shows_an_ended_seasons_final_board(world: World):
    await _end_first_season(world)
    await world.bot.seasons.run_once()
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"season": 1}
    )
    embed = (await interaction.wait_response()).message.embeds[0]
    assert embed["title"].startswith("Season 1 · ")
    assert embed["description"].split("\n")[0] == f"**1.** <@{world.alice.id}>: 100 points · 1 win"
    assert embed["footer"]["text"].startswith("From ")


@pytest.mark.slow
async def test_asking_for_a_season_that_never_ended_says_which_did(world: World):
    await _end_first_season(world)
    await world.bot.seasons.run_once()
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"season": 7}
    )
    embed = (await interaction.wait_response()).message.embeds[0]
    assert embed["description"] == ("No season 7 has ended here. The latest ended season is 1.")


@pytest.mark.slow
async def test_an_ended_seasons_board_posted_publicly_is_a_described_picture(world: World):
    await _end_first_season(world)
    await world.bot.seasons.run_once()
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"season": 1, "public": True}
    )
    message = await interaction.wait_done()
    picture = message.attachment("leaderboard.png")
    assert picture.description == (
        "The final board of season 1: 1. alice, 100 points; 2. bob, 10 points."
    )


async def test_a_seasons_change_keeps_what_the_manager_left_out(world: World):
    seasons = world.bot.seasons
    first = await seasons.change(world.guild.id, None, None, here=world.chan.id)
    assert (first.length, first.channel_id) == ("monthly", world.chan.id)
    longer = await seasons.change(world.guild.id, "quarterly", None, here=world.chan.id + 1)
    assert (longer.length, longer.channel_id) == ("quarterly", world.chan.id)
