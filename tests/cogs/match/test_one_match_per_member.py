"""A member plays one match at a time, however quickly the requests for two arrive."""

import pytest

from testing.harness import World


async def _answer(interaction) -> str:
    response = await interaction.wait_response()
    if response.type == 4:
        return response.message.content
    return (await interaction.wait_followup(0)).content


@pytest.mark.slow
async def test_two_starts_at_once_in_two_channels_open_one_match_and_tell_the_other(
    world: World, caplog
):
    first = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {"level": "easy"})
    second = await world.fake.slash(world.alice, world.chan2, "koikoi", "start", {"level": "easy"})
    await first.wait_response()
    await second.wait_response()
    await world.settle()
    assert world.bot is not None
    tables = [t for t in world.bot.matches.tables.all() if world.alice.id in t.members()]
    assert len(tables) == 1
    refused = second if tables[0].channel_id == world.chan.id else first
    assert "already playing" in await _answer(refused)
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


@pytest.mark.slow
async def test_a_challenge_accepted_while_the_member_starts_elsewhere_opens_one_match(
    world: World, caplog
):
    challenge = await world.koikoi(world.bob, "start", {"opponent": world.alice})
    accept = next(
        b.custom_id
        for b in world.fake.find_buttons(challenge.message)
        if b.custom_id.endswith(":yes")
    )
    start = await world.fake.slash(world.alice, world.chan2, "koikoi", "start", {"level": "easy"})
    answer = await world.fake.click(world.alice, challenge.message, accept)
    await start.wait_response()
    await answer.wait_response()
    await world.settle()
    assert world.bot is not None
    tables = [t for t in world.bot.matches.tables.all() if world.alice.id in t.members()]
    assert len(tables) == 1
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
