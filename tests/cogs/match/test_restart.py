import re
from datetime import UTC, datetime, timedelta

import pytest

from bot.store import Store
from testing.harness import World, controls
from testing.pace import allow
from testing.play import Clicker
from tests.app.kernel.test_bad_clicks import ephemeral_answer


@pytest.mark.slow
async def test_a_click_on_a_message_sent_before_a_restart_continues_the_match(world: World):
    await world.koikoi(world.alice, "start", {"level": "normal"})
    clicker = Clicker(world, world.alice)
    await clicker.take_turn()
    assert world.bot is not None
    before = world.bot.matches.tables.in_channel(world.chan.id)
    assert before is not None
    log_before = [str(a) for a in before.match.actions]
    state_before = before.match.to_dict()

    await world.stop_bot()
    bot = await world.start_bot()

    after = bot.matches.tables.in_channel(world.chan.id)
    assert after is not None
    assert after.match.to_dict() == state_before
    assert [str(a) for a in after.match.actions] == log_before
    # The hand message was sent by the previous process; its buttons still work.
    old_hand = world.latest_hand(world.alice)
    playable = [
        c
        for c, enabled, _ in controls(world.fake, old_hand)
        if enabled and c.verb in ("play", "take", "stop", "koikoi")
    ]
    assert playable
    await clicker.click(old_hand, playable[0])
    assert len(after.match.actions) > len(log_before)
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_restarted_bot_keeps_the_turn_time_that_was_left(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, turn_timeout_seconds=600)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    stored = await world.bot.store.turn_deadline(table.match_id)
    # Ten minutes from when the table opened, however long opening it took this machine.
    assert stored is not None and stored > datetime.now(UTC) + timedelta(seconds=600 - allow(10))

    await world.stop_bot()
    # Nearly all of the ten minutes went by while the bot was down.
    async with await Store.open(world.db_path) as store:
        await store.set_turn_deadline(table.match_id, datetime.now(UTC) + timedelta(seconds=1))
    bot = await world.start_bot()

    after = bot.matches.tables.in_channel(world.chan.id)
    assert after is not None
    await world.fake.wait_for(lambda: after.match.over, timeout=20)
    assert after.match.forfeited_by == 0


@pytest.mark.slow
async def test_the_wait_after_a_forfeit_outlives_a_restart(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    forfeit = await world.fake.slash(world.alice, world.chan, "koikoi", "forfeit", {})
    await forfeit.wait_response()
    (confirm,) = (
        b.custom_id
        for b in world.fake.find_buttons(forfeit.message)
        if b.custom_id.endswith(":forfeit")
    )
    done = await world.fake.click(world.alice, forfeit.message, confirm)
    await done.wait_response()
    await world.settle()

    await world.stop_bot()
    bot = await world.start_bot()

    again = await world.koikoi(world.alice, "start", {"level": "easy"})
    answer = await ephemeral_answer(again)
    assert "gave up" in answer
    seconds = int(re.findall(r"\d+", answer.replace(str(world.alice.id), ""))[-1])
    assert 0 < seconds <= 60
    assert bot.matches.tables.playing(world.guild.id, world.alice.id) is None


@pytest.mark.slow
async def test_after_a_restart_the_table_and_hand_show_the_players_names(world: World):
    await world.koikoi(world.alice, "start", {"level": "normal"})
    clicker = Clicker(world, world.alice)
    await clicker.take_turn()
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    before = world.fake.message(table.message_id).embeds[0]["title"]
    assert "alice" in before

    await world.stop_bot()
    bot = await world.start_bot()
    await world.settle()

    restored = bot.matches.tables.in_channel(world.chan.id)
    assert restored is not None and restored.message_id == table.message_id
    assert world.fake.message(table.message_id).embeds[0]["title"] == before  # redrawn at start
    await clicker.take_turn()  # the table and the hand drawn again, after the restart
    await world.settle()
    assert world.fake.message(table.message_id).embeds[0]["title"] == before
    hand = world.latest_hand(world.alice)
    assert "#" + str(world.alice.id)[-4:] not in hand.content + str(hand.embeds)
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_name_discord_could_not_give_at_a_restart_is_asked_again_later(world: World):
    await world.koikoi(world.alice, "start", {"level": "normal"})
    clicker = Clicker(world, world.alice)
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and table.message_id is not None
    await world.stop_bot()
    # Discord cannot say who the member is while the bot starts (an outage, an overload).
    world.fake.fail_next(100, 503, f"/members/{world.alice.id}", method="GET")
    await world.start_bot()
    await world.settle()
    world.fake.faults.clear()

    await clicker.take_turn()
    await world.settle()
    assert "alice" in world.fake.message(table.message_id).embeds[0]["title"]
    world.fake.assert_no_violations()
