"""The daily deal and the spectators' call, driven through the fake Discord."""

from __future__ import annotations

import pytest

from bot.app.kernel.custom_ids import CallId, DailyAfterId, DailyMoveId
from bot.engine import Phase, RuleSet
from bot.engine.cards import DECK_SIZE
from bot.engine.rules import TRADITIONAL
from bot.i18n import t
from testing.harness import World
from testing.play import Clicker


def daily_moves(world: World, message) -> list[tuple[DailyMoveId, bool]]:
    found = []
    for info in world.fake.find_buttons(message):
        move = DailyMoveId.parse(info.custom_id)
        if move is not None:
            found.append((move, not info.disabled))
    return found


@pytest.fixture(autouse=True)
def few_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.app.core.computer.DAILY_PLAYOUTS", 24)


@pytest.mark.slow
async def test_the_daily_is_played_privately_and_leaves_the_channel_free(world: World):
    interaction = await world.koikoi(world.alice, "daily")
    response = await interaction.wait_response()
    assert response.ephemeral
    assert world.bot is not None and world.bot.matches.tables.in_channel(world.chan.id) is None
    message = world.fake.ephemeral_for(world.alice)[-1]
    for _ in range(60):
        moves = [move for move, enabled in daily_moves(world, message) if enabled]
        if not moves:
            break
        click = await world.fake.click(world.alice, message, moves[0].custom_id)
        await click.wait_response()
        await world.settle()
        message = world.fake.message(message.id)
    after = {
        a.choice: a
        for a in (DailyAfterId.parse(b.custom_id) for b in world.fake.find_buttons(message))
        if a is not None
    }
    assert set(after) == {"share", "review", "best"}
    shared = await world.fake.click(world.alice, message, after["share"].custom_id)
    await shared.wait_response()
    await world.settle()
    post = world.fake.messages_in(world.chan)[-1].content
    assert "🔥" in post and not any(t("en", f"card-{card}") in post for card in range(DECK_SIZE))
    twice = await world.fake.click(world.alice, message, after["share"].custom_id)
    assert t("en", "daily-shared-already") in (await twice.wait_done()).content
    best = await world.fake.click(world.alice, message, after["best"].custom_id)
    assert t("en", "daily-best-not-yet") in (await best.wait_response()).message.content
    review = await world.fake.click(world.alice, message, after["review"].custom_id)
    await review.wait_response()
    await world.settle(timeout=120)
    reviewed = world.fake.ephemeral_for(world.alice)[-1]
    assert reviewed.embeds
    # The channel is still free for a regular match.
    await world.koikoi(world.bob, "start", {"level": "easy"})
    assert world.bot.matches.tables.in_channel(world.chan.id) is not None


@pytest.mark.slow
async def test_a_second_daily_the_same_day_is_refused(world: World):
    assert world.bot is not None
    first = await world.koikoi(world.alice, "daily")
    await first.wait_response()
    day = world.bot.daily.dailies.today()
    await world.bot.store.daily.finish(world.guild.id, world.alice.id, day, 3, 0)
    world.bot.daily.dailies._rounds.clear()  # as after a restart
    again = await world.koikoi(world.alice, "daily")
    response = await again.wait_response()
    assert response.ephemeral
    assert t("en", "daily-already-played") in (response.message.content or "")


@pytest.mark.slow
async def test_the_board_shows_no_card(world: World):
    assert world.bot is not None
    day = world.bot.daily.dailies.today()
    for member, points in ((world.alice, 5), (world.bob, 5), (world.carol, 2)):
        await world.bot.store.daily.start(world.guild.id, member.id, day, "{}")
        await world.bot.store.daily.finish(world.guild.id, member.id, day, points, 1)
    interaction = await world.koikoi(world.alice, "daily", {"show": "daily-board"})
    response = await interaction.wait_response()
    text = "\n".join(embed.get("description", "") for embed in response.message.embeds)
    assert "=1" in text and "3." in text
    assert not any(t("en", f"card-{card}") in text for card in range(DECK_SIZE))


async def _at_a_decision(world: World):
    """Alice and Bob play until one of them faces STOP or KOI-KOI; the table."""
    assert world.bot is not None
    interaction = await world.koikoi(
        world.alice, "start", {"opponent": world.bob, "rules": "standard"}
    )
    accept = next(
        b.custom_id
        for b in world.fake.find_buttons(interaction.message)
        if b.custom_id.endswith(":yes")
    )
    answer = await world.fake.click(world.bob, interaction.message, accept)
    await answer.wait_response()
    await world.settle()
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    for member in (world.alice, world.bob):
        my_hand = next(
            b.custom_id
            for b in world.fake.find_buttons(world.table_message())
            if b.custom_id.endswith(":hand")
        )
        opened = await world.fake.click(member, world.table_message(), my_hand)
        await opened.wait_response()
        await world.settle()
    clickers = [Clicker(world, world.alice), Clicker(world, world.bob)]
    for _ in range(400):
        if table.match.round.phase is Phase.KOIKOI:
            return table
        for clicker in clickers:
            if table.match.round.phase is not Phase.KOIKOI:
                await clicker.take_turn()
    raise AssertionError("nobody formed a yaku")


@pytest.mark.slow
async def test_onlookers_guess_and_the_players_are_refused(world: World):
    table = await _at_a_decision(world)
    message = world.table_message()
    calls = [CallId.parse(b.custom_id) for b in world.fake.find_buttons(message)]
    stop = next(c for c in calls if c is not None and c.guess == "stop")
    refused = await world.fake.click(world.alice, message, stop.custom_id)
    told = await refused.wait_done()  # acknowledged privately first, then refused
    assert told.ephemeral and t("en", "call-players-cannot-vote") in (told.content or "")
    guessed = await world.fake.click(world.carol, message, stop.custom_id)
    assert (await guessed.wait_done()).ephemeral
    await world.settle()
    again = await world.fake.click(world.carol, world.table_message(), stop.custom_id)
    told = await again.wait_done()
    assert t("en", "call-already-voted") in (told.content or "")
    assert world.bot is not None
    tally = await world.bot.calls.tally(table, stop.seq)
    assert tally.total == 1


async def test_the_daily_plays_the_servers_preset_alone_as_one_round(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(
        world.guild.id,
        default_preset="traditional",
        default_variants='{"loser_pays": true}',
        default_house_rules='{"rain": "on", "multiplier": "own_calls"}',
    )
    await world.koikoi(world.alice, "daily")
    day = world.bot.daily.dailies.today()
    stored = await world.bot.store.daily.play(world.guild.id, world.alice.id, day)
    assert stored is not None
    rules = RuleSet.model_validate_json(stored.rules)
    one_round = TRADITIONAL.model_copy(update={"rounds": 1, "target_score": None})
    assert rules == one_round
