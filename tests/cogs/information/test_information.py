"""``/koikoi stats`` shows only the rows with something played."""

import pytest

from testing.harness import World


@pytest.mark.slow
async def test_stats_hide_the_rows_with_nothing_played(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    forfeit = await world.koikoi(world.alice, "forfeit")
    confirm = next(b.custom_id for b in world.fake.find_buttons(forfeit.message))
    clicked = await world.fake.click(world.alice, forfeit.message, confirm)
    await clicked.wait_response()
    await world.settle()
    interaction = await world.koikoi(world.alice, "stats")
    fields = [field["name"] for field in interaction.message.embeds[0]["fields"]]
    assert "vs computer (easy)" in fields
    assert not {"vs computer (normal)", "vs computer (expert)", "vs members"} & set(fields)


@pytest.mark.slow
async def test_rules_show_the_servers_variants_and_house_rules(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(
        world.guild.id,
        default_preset="traditional",
        default_variants='{"loser_pays": true}',
        default_house_rules='{"rain": "on"}',
    )
    interaction = await world.koikoi(world.alice, "rules")
    embed = (await interaction.wait_done()).embeds[0]
    assert embed["title"] == "Koi-Koi rules: traditional + the loser pays"
    house = next(f for f in embed["fields"] if f["name"] == "House rules")
    assert "rain spoils the viewing yaku" in house["value"]


@pytest.mark.slow
async def test_rules_of_a_preset_show_what_a_match_on_it_plays_here(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, default_house_rules='{"rain": "on"}')
    interaction = await world.koikoi(world.alice, "rules", {"preset": "single-deal"})
    embed = (await interaction.wait_done()).embeds[0]
    assert embed["title"] == "Koi-Koi rules: single-deal"
    house = next(f for f in embed["fields"] if f["name"] == "House rules")
    assert "rain spoils the viewing yaku" in house["value"]
