import asyncio

import pytest

from bot.app.core.hands import HandMessages
from testing.harness import World, controls


async def started(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    return table


def first_play(world: World):
    hand = world.latest_hand(world.alice)
    control = next(
        c for c, enabled, _ in controls(world.fake, hand) if enabled and c.verb == "play"
    )
    custom_id = next(
        b.custom_id
        for b in world.fake.find_buttons(hand)
        if b.custom_id.endswith(f":play:{control.arg}:{control.seq}")
    )
    return hand, custom_id


async def ephemeral_answer(interaction) -> str:
    """The private explanation: the response itself, or the deferred answer filled in."""
    response = await interaction.wait_response()
    if response.type == 4:
        assert response.ephemeral
        return response.message.content
    # A deferred answer is filled in; after a deferred update the answer is a follow-up.
    deferred = response.type == 5
    message = await (interaction.wait_done() if deferred else interaction.wait_followup(0))
    assert message.ephemeral
    return message.content


@pytest.mark.slow
async def test_a_click_from_an_earlier_turn_is_explained_and_changes_nothing(world: World):
    table = await started(world)
    hand, custom_id = first_play(world)
    first = await world.fake.click(world.alice, hand, custom_id)
    await first.wait_response()
    await world.settle()
    state = table.match.to_dict()
    # The same button, as it was before the turn (a second, older copy of the hand).
    stale = await world.fake.click(world.alice, hand, custom_id, force=True)
    text = await ephemeral_answer(stale)
    assert "earlier turn" in text
    assert table.match.to_dict() == state


@pytest.mark.slow
async def test_a_double_click_acts_once(world: World):
    table = await started(world)
    hand, custom_id = first_play(world)
    seq = table.seq
    clicks = await asyncio.gather(
        world.fake.click(world.alice, hand, custom_id),
        world.fake.click(world.alice, hand, custom_id),
    )
    for click in clicks:
        await click.wait_response()
    await world.settle()
    played = "play:" + custom_id.split(":")[4]
    assert [str(a) for a in table.match.actions[seq:]].count(played) == 1


@pytest.mark.slow
async def test_someone_else_pressing_a_players_button_is_refused(world: World):
    table = await started(world)
    hand, custom_id = first_play(world)
    state = table.match.to_dict()
    # Bob cannot see Alice's hand; a tampering client sends its click anyway.
    intruder = await world.fake.click(world.bob, hand, custom_id, force=True)
    text = await ephemeral_answer(intruder)
    assert "Only the players" in text
    assert table.match.to_dict() == state


@pytest.mark.slow
@pytest.mark.parametrize(
    "custom_id",
    ["kk1:m:1:play:99:0", "kk1:m:1:dance:3:0", "kk1:zzz", "kk1:m:1:play", "kk1:m:99999:play:3:0"],
)
async def test_a_tampered_button_is_explained_and_changes_nothing(world: World, custom_id):
    table = await started(world)
    state = table.match.to_dict()
    tampered = await world.fake.click(world.alice, world.table_message(), custom_id, force=True)
    text = await ephemeral_answer(tampered)
    assert text
    assert table.match.to_dict() == state


@pytest.mark.slow
async def test_a_click_on_a_finished_match_is_explained(world: World, monkeypatch):
    table = await started(world)
    hand, custom_id = first_play(world)
    # A hand the bot can no longer edit (its token expired) keeps its buttons after the end.
    monkeypatch.setattr(HandMessages, "every", lambda self, match_id, user_ids: iter(()))
    forfeit = await world.fake.slash(world.alice, world.chan, "koikoi", "forfeit", {})
    await forfeit.wait_response()
    confirm = next(
        b.custom_id
        for b in world.fake.find_buttons(forfeit.message)
        if b.custom_id.endswith(":forfeit")
    )
    done = await world.fake.click(world.alice, forfeit.message, confirm)
    await done.wait_response()
    await world.settle()
    assert table.match.over and table.match.forfeited_by == 0
    late = await world.fake.click(world.alice, hand, custom_id, force=True)
    text = await ephemeral_answer(late)
    assert "over" in text
