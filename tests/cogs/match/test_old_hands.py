"""A member's hand messages once their match has ended: none still calls them to play."""

from __future__ import annotations

import pytest

from bot.i18n import t
from testing.harness import World


async def _forfeit(world: World) -> None:
    forfeit = await world.fake.slash(world.alice, world.chan, "koikoi", "forfeit", {})
    await forfeit.wait_response()
    (confirm,) = (
        b.custom_id
        for b in world.fake.find_buttons(forfeit.message)
        if b.custom_id.endswith(":forfeit")
    )
    done = await world.fake.click(world.alice, forfeit.message, confirm)
    await done.wait_response()


@pytest.mark.slow
@pytest.mark.parametrize("ending", ["time-out", "forfeit"])
async def test_no_hand_message_calls_the_member_to_play_after_the_match_ended(
    world: World, ending: str
):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, turn_timeout_seconds=600)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await world.koikoi(world.alice, "hand")  # a second hand message: the first one grows old
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and table.match.to_move is not None
    hands = [m for m in world.fake.ephemeral_for(world.alice) if world.fake.find_buttons(m)]
    assert len(hands) >= 2
    if ending == "forfeit":
        await _forfeit(world)
    else:  # the turn's clock started again, short: Alice lets it run out
        await world.bot.preferences.update_guild(world.guild.id, turn_timeout_seconds=1)
        await world.bot.matches.tables._start_clock(table)
    await world.fake.wait_for(lambda: table.match.over, timeout=15)

    def told() -> bool:
        texts = [world.fake.message(hand.id).content for hand in hands]
        return all(t("en", "hand-match-over") in text for text in texts)

    await world.fake.wait_for(told, timeout=15)  # the end is published after the clock rang
    await world.settle()
    for hand in hands:
        text = world.fake.message(hand.id).content
        assert t("en", "hand-your-turn") not in text
        assert not [
            b for b in world.fake.find_buttons(world.fake.message(hand.id)) if not b.disabled
        ]
