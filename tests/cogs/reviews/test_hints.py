"""Hints through the fake Discord: a server setting, a button, a private answer, no points."""

from __future__ import annotations

import pytest

from testing.fake_discord import Member, Message
from testing.harness import World, has_file
from testing.play import Clicker, play_out

# A single-deal match (found by playing it through) that alice wins against the easy computer.
WINNING_SEED = 6


def hint_button(world: World, message: Message) -> str | None:
    found = [b for b in world.fake.find_buttons(message) if b.custom_id.split(":")[3:4] == ["hint"]]
    return found[0].custom_id if found else None


async def allow_hints(world: World) -> str:
    interaction = await world.koikoi(world.carol, "settings", {"hints": True})
    response = await interaction.wait_response()
    assert response.message is not None
    return response.message.content


async def ask_for_a_hint(world: World, member: Member) -> Message:
    hand = world.latest_hand(member)
    custom_id = hint_button(world, hand)
    assert custom_id is not None
    before = len(world.fake.ephemeral_for(member))
    interaction = await world.fake.click(member, hand, custom_id)
    await interaction.wait_response()
    await world.settle()
    return world.fake.ephemeral_for(member)[before:][-1]


@pytest.mark.slow
async def test_a_server_allows_hints_with_its_settings(world: World) -> None:
    text = await allow_hints(world)
    assert "Hints in matches against the easy and normal computer: allowed" in text
    assert world.bot is not None
    assert (await world.bot.store.guild_settings(world.guild.id)).hints_allowed


@pytest.mark.slow
async def test_a_hint_says_privately_what_the_expert_would_do_and_why(world: World) -> None:
    await allow_hints(world)
    await world.koikoi(world.alice, "start", {"level": "normal"})
    answer = await ask_for_a_hint(world, world.alice)
    assert answer.ephemeral and answer.content.startswith("The expert would choose playing ")
    assert answer.content.count(".") >= 2  # the choice, then one line of why
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_after_a_hint_the_table_says_the_match_earns_no_points(world: World) -> None:
    await allow_hints(world)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.table_message()
    assert all("hint" not in str(f).lower() for f in table.embeds[0]["fields"])
    await ask_for_a_hint(world, world.alice)
    fields = world.table_message().embeds[0]["fields"]
    notes = [f["value"] for f in fields if f["name"] == "Hint"]
    assert notes == ["A hint was used: this match earns no ranking points."]
    assert world.bot is not None
    assert (await world.bot.store.get_match(1)).hinted


@pytest.mark.slow
async def test_there_is_no_hint_button_unless_the_server_allows_hints(world: World) -> None:
    await world.koikoi(world.alice, "start", {"level": "normal"})
    assert hint_button(world, world.latest_hand(world.alice)) is None


@pytest.mark.slow
async def test_there_is_no_hint_button_against_the_expert(world: World) -> None:
    await allow_hints(world)
    await world.koikoi(world.alice, "start", {"level": "expert"})
    assert hint_button(world, world.latest_hand(world.alice)) is None


@pytest.mark.slow
@pytest.mark.parametrize("hinted", [False, True])
async def test_a_hinted_match_earns_no_ranking_points(
    world: World, monkeypatch: pytest.MonkeyPatch, hinted: bool
) -> None:
    monkeypatch.setattr("bot.store.matches.new_seed", lambda: WINNING_SEED)
    await allow_hints(world)
    await world.koikoi(world.alice, "start", {"level": "easy", "rules": "single-deal"})
    if hinted:
        await ask_for_a_hint(world, world.alice)
    await play_out(world, Clicker(world, world.alice))
    assert world.bot is not None
    match = (await world.bot.store.restore(1)).match
    assert match.winner == 0  # alice won: only the hint stands between her and the points
    profile = await world.bot.store.profile(world.guild.id, world.alice.id)
    assert profile.ranking_points == (0 if hinted else 10)
    final = [m for m in world.fake.messages_in(world.chan) if has_file(m, "match.png")]
    note = "A hint was used: this match earns no ranking points."
    assert (note in (final[-1].embeds[0].get("description") or "")) == hinted
