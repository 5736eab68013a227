"""Skill ratings through Discord: ``/koikoi stats`` shows the rating and its trend, and
``/leaderboard view:rating`` lists members by rating, pages and posts as a described picture."""

import pytest

from bot.app.kernel.custom_ids import LeaderboardId
from bot.engine import Player
from testing.harness import World
from testing.store import play_to_result


async def _rated(world: World, user_id: int, level: str, winner: int, times: int = 1) -> None:
    store = world.bot.store
    for _ in range(times):
        record, match = await play_to_result(
            store, (Player.member(user_id), Player.computer(level)), winner, guild_id=world.guild.id
        )
        await store.finish_match(record.match_id, match)


def _field(message, name: str) -> str:
    return next(f["value"] for f in message.embeds[0]["fields"] if f["name"] == name)


@pytest.mark.slow
async def test_stats_show_the_rating_provisional_with_its_trend_after_a_rated_match(world: World):
    await _rated(world, world.alice.id, "expert", 0)
    interaction = await world.koikoi(world.alice, "stats")
    value = _field(interaction.message, "Skill rating")
    rating = await world.bot.store.rating_of(world.guild.id, world.alice.id)
    assert rating is not None and rating.trend > 0
    assert value == f"{rating.skill.shown:,} (provisional: 1 of 10 matches) · trend +{rating.trend}"


@pytest.mark.slow
async def test_stats_say_how_a_rating_is_earned_before_the_first_rated_match(world: World):
    interaction = await world.koikoi(world.alice, "stats", locale="ja")
    value = _field(interaction.message, "レーティング")
    assert value.startswith("まだありません")


@pytest.mark.slow
async def test_the_rating_view_lists_established_members_first_then_provisional_ones(
    world: World,
):
    await _rated(world, world.alice.id, "easy", 0, times=10)
    await _rated(world, world.bob.id, "expert", 0)
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"view": "rating"}
    )
    message = (await interaction.wait_response()).message
    embed = message.embeds[0]
    assert embed["title"].startswith("Koi-Koi skill ratings")
    lines = embed["description"].split("\n")
    assert lines[0].startswith(f"**1.** <@{world.alice.id}>") and "provisional" not in lines[0]
    assert lines[1].startswith(f"**2.** <@{world.bob.id}>") and lines[1].endswith("(provisional)")
    assert "You: " in embed["footer"]["text"]
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_the_rating_views_buttons_page_through_the_ratings(world: World):
    for user in range(1, 13):
        await _rated(world, 5000 + user, "normal", user % 2)
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"view": "rating"}
    )
    shown = (await interaction.wait_response()).message
    click = await world.fake.click(world.alice, shown, LeaderboardId(2, "r").custom_id)
    await click.wait_response()
    after = world.fake.message(shown.id)
    assert after.embeds[0]["title"].startswith("Koi-Koi skill ratings")
    assert after.embeds[0]["description"].startswith("**11.** ")
    assert after.embeds[0]["footer"]["text"].startswith("Page 2 of 2")


@pytest.mark.slow
async def test_the_rating_view_posted_publicly_is_a_described_picture(world: World):
    await _rated(world, world.alice.id, "normal", 0)
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"view": "rating", "public": True}
    )
    message = await interaction.wait_done()
    picture = message.attachment("leaderboard.png")
    assert picture.description is not None
    assert picture.description.startswith("The skill ratings, page 1 of 1: 1. ")
    assert "(provisional)" in picture.description
