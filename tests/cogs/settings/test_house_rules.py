"""The server's house rules, chosen from a menu in ``/koikoi settings``: saved as its default,
played by the next match, named on its table and by ``/koikoi rules``."""

import pytest

from bot.app.kernel.custom_ids import HouseRulesId
from bot.engine.rules import Multiplier
from testing.fake_discord import Message
from testing.harness import World

MENU = HouseRulesId().custom_id


async def _menu(world: World) -> Message:
    interaction = await world.koikoi(world.carol, "settings", {"house_rules": True})
    response = await interaction.wait_response()
    assert response.ephemeral and response.message is not None
    return response.message


@pytest.mark.slow
async def test_a_manager_chooses_house_rules_from_a_menu_and_the_server_keeps_them(world: World):
    menu = await _menu(world)
    select = world.fake.find_selects(menu)[0]
    assert select.custom_id == MENU and len(select.options) == 22
    chosen = await world.fake.select(world.carol, menu, MENU, ["rain=on", "multiplier=own_calls"])
    await chosen.wait_response()  # acknowledged first, then stored and shown in the menu's place
    await world.settle()
    shown = world.fake.message(menu.id).content or ""
    assert "House rules:" in shown and "rain spoils the viewing yaku" in shown
    assert world.bot is not None
    settings = await world.bot.store.guild_settings(world.guild.id)
    assert settings.default_house_rules == '{"multiplier": "own_calls", "rain": "on"}'


@pytest.mark.slow
async def test_two_choices_of_one_house_rule_are_refused_and_nothing_is_saved(world: World):
    menu = await _menu(world)
    chosen = await world.fake.select(world.carol, menu, MENU, ["length=3", "length=6"])
    response = await chosen.wait_response()
    assert response.ephemeral and "one choice per house rule" in response.message.content
    assert world.bot is not None
    assert (await world.bot.store.guild_settings(world.guild.id)).default_house_rules is None


@pytest.mark.slow
async def test_a_member_without_manage_server_gets_no_menu(world: World):
    interaction = await world.fake.slash(
        world.alice, world.chan, "koikoi", "settings", {"house_rules": True}
    )
    response = await interaction.wait_response()
    assert "Manage Server" in response.message.content
    assert world.fake.find_selects(response.message) == []


@pytest.mark.slow
async def test_the_next_match_plays_the_servers_house_rules_and_its_table_names_them(
    world: World,
):
    assert world.bot is not None
    await world.bot.preferences.update_guild(
        world.guild.id, default_house_rules='{"multiplier": "after_rival_call", "length": "3"}'
    )
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    rules = table.match.rules
    assert rules.multiplier is Multiplier.AFTER_RIVAL_CALL and rules.rounds == 3
    footer = world.table_message().embeds[0]["footer"]["text"]
    assert "Hard Koi" in footer and "3 rounds" in footer
    shown = await world.koikoi(world.alice, "rules")
    embed = (await shown.wait_done()).embeds[0]
    house = next(f for f in embed["fields"] if f["name"] == "House rules")
    assert "Hard Koi" in house["value"] and "3 rounds" in house["value"]


@pytest.mark.slow
async def test_an_accepted_challenge_plays_the_servers_house_rules(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, default_house_rules='{"rain": "on"}')
    interaction = await world.koikoi(
        world.alice, "start", {"opponent": world.bob, "rules": "traditional"}
    )
    message = interaction.message
    accept = next(
        b.custom_id for b in world.fake.find_buttons(message) if b.custom_id.endswith(":yes")
    )
    accepted = await world.fake.click(world.bob, message, accept)
    await accepted.wait_response()
    await world.settle()
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    assert table.match.rules.rain_spoils_viewing and table.match.rules.based_on == "traditional"


async def _start_menu(world: World, options: dict) -> tuple[Message, str]:
    interaction = await world.koikoi(world.alice, "start", {**options, "house_rules": True})
    response = await interaction.wait_response()
    assert response.ephemeral and response.message is not None
    select = world.fake.find_selects(response.message)[0]
    return response.message, select.custom_id


@pytest.mark.slow
async def test_a_member_chooses_one_matchs_house_rules_and_the_match_starts_with_them(
    world: World,
):
    assert world.bot is not None
    menu, custom_id = await _start_menu(world, {"level": "easy"})
    assert world.bot.matches.tables.in_channel(world.chan.id) is None  # not before the choice
    chosen = await world.fake.select(
        world.alice, menu, custom_id, ["multiplier=own_calls", "length=6"]
    )
    await chosen.wait_response()
    await world.settle()
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    assert table.match.rules.multiplier is Multiplier.OWN_CALLS and table.match.rules.rounds == 6
    assert "Soft Koi" in world.table_message().embeds[0]["footer"]["text"]
    assert (await world.bot.store.guild_settings(world.guild.id)).default_house_rules is None


@pytest.mark.slow
async def test_a_challenge_plays_the_house_rules_chosen_for_it(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, default_house_rules='{"rain": "on"}')
    menu, custom_id = await _start_menu(world, {"opponent": world.bob})
    options = [o for row in menu.components for c in row["components"] for o in c["options"]]
    assert [o["value"] for o in options if o.get("default")] == ["rain=on"]
    chosen = await world.fake.select(world.alice, menu, custom_id, ["sake_cup=both"])
    challenge = (await chosen.wait_response()).message
    await world.settle()
    accept = next(
        b.custom_id for b in world.fake.find_buttons(challenge) if b.custom_id.endswith(":yes")
    )
    await (await world.fake.click(world.bob, challenge, accept)).wait_response()
    await world.settle()
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    assert table.match.rules.sake_cup == "both" and not table.match.rules.rain_spoils_viewing
