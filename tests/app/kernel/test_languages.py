import pytest

from testing.harness import World

# Discord has locales for Japanese, Polish and Norwegian; Malay is chosen in /koikoi profile.
DISCORD_LOCALES = ("ja", "pl", "no")


@pytest.mark.slow
async def test_the_command_sync_carries_localisations_for_our_discord_languages(world: World):
    koikoi = next(c for c in world.fake.command_sync_payloads[-1] if c["name"] == "koikoi")
    for locale in DISCORD_LOCALES:
        assert koikoi["description_localizations"][locale]
    start = next(o for o in koikoi["options"] if o["name"] == "start")
    for locale in DISCORD_LOCALES:
        assert start["description_localizations"][locale] != start["description"]
    assert start["name_localizations"]["ja"] != "start"


@pytest.mark.slow
async def test_a_japanese_player_gets_japanese_privately_while_the_table_follows_the_server(
    world: World,
):
    await world.koikoi(world.alice, "start", {"level": "easy"}, locale="ja")
    hand = world.latest_hand(world.alice)
    assert hand.content.startswith("あなたの番です")
    table = world.table_message()
    assert table.embeds[0]["fields"][0]["name"] == "Round"  # the server speaks English


@pytest.mark.slow
async def test_a_member_can_choose_malay_for_their_private_messages(world: World):
    chosen = await world.fake.slash(
        world.alice, world.chan, "koikoi", "profile", {"language": "ms"}
    )
    told = await chosen.wait_done()  # acknowledged first, then stored and told
    assert "Bahasa" in (told.content or "")
    interaction = await world.fake.slash(world.alice, world.chan, "koikoi", "hand", {})
    response = await interaction.wait_response()  # no match yet: a private refusal, in Malay
    assert response.ephemeral
    assert response.message.content.startswith("Anda tidak sedang bermain")


@pytest.mark.slow
async def test_a_server_can_choose_the_language_of_its_public_messages(world: World):
    changed = await world.fake.slash(
        world.carol, world.chan, "koikoi", "settings", {"language": "pl"}
    )
    await changed.wait_done()
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.table_message().embeds[0]["fields"][0]["name"] == "Runda"
