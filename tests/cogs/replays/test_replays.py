"""Replays through the fake Discord: the Replay button under a match result, posting it in the
channel, ``/koikoi replay`` and a past day's best daily deal."""

from __future__ import annotations

import io
from datetime import UTC, datetime

import pytest
from PIL import Image

from bot.app.kernel.custom_ids import ReplayId
from bot.i18n import t
from bot.store import GivenBack
from testing.fake_discord import Member, Message
from testing.harness import World, has_file
from tests.cogs.challenges.test_rematch import finish_by_forfeit, result_message
from tests.cogs.reviews.test_review import finish_a_match


def replay_buttons(world: World, message: Message) -> dict[str, ReplayId]:
    found = (ReplayId.parse(b.custom_id) for b in world.fake.find_buttons(message))
    return {("post" if r.post else r.length): r for r in found if r is not None}


def gif_of(message: Message) -> Image.Image:
    attachment = next(a for a in message.attachments if a.filename == "replay.gif")
    picture = Image.open(io.BytesIO(attachment.data))
    assert picture.format == "GIF" and attachment.description
    return picture


async def click(world: World, member: Member, message: Message, custom_id: str) -> Message:
    """Click and return the member's newest private message once the bot is done."""
    clicked = await world.fake.click(member, message, custom_id)
    await clicked.wait_response()
    await world.settle(timeout=60)
    return world.fake.ephemeral_for(member)[-1]


@pytest.mark.slow
async def test_the_replay_button_under_a_result_shows_the_player_their_own_best_round(
    world: World,
) -> None:
    match_id = await finish_a_match(world, world.alice)
    result = result_message(world)
    shown = await click(world, world.alice, result, replay_buttons(world, result)["best"].custom_id)
    assert shown.ephemeral and shown.content == f"Replay of match #{match_id}: round 1."
    own = gif_of(shown)
    assert own.n_frames > 3
    assert set(replay_buttons(world, shown)) == {"match", "post"}
    best = replay_buttons(world, result)["best"].custom_id
    watched = await click(world, world.carol, result, best)
    assert "post" not in replay_buttons(world, watched)  # a spectator may watch, not post
    assert gif_of(watched).height < own.height  # the public replay: no hand under the table


@pytest.mark.slow
async def test_a_player_posts_the_public_replay_in_the_channel_once(world: World) -> None:
    match_id = await finish_a_match(world, world.alice)
    await world.koikoi(world.alice, "replay")
    shown = world.fake.ephemeral_for(world.alice)[-1]
    post = replay_buttons(world, shown)["post"].custom_id
    await click(world, world.alice, shown, post)
    posted = world.fake.messages_in(world.chan)[-1]
    assert has_file(posted, "replay.gif") and not posted.ephemeral
    assert posted.content.endswith(f"shares a replay of match #{match_id}: round 1.")
    again = await world.fake.click(world.alice, shown, post)
    assert t("en", "replay-posted-already") in (await again.wait_done()).content


async def test_a_forfeited_match_is_replayed_from_the_button_under_its_result(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await finish_by_forfeit(world, world.alice)
    result = result_message(world)
    asked = replay_buttons(world, result)["best"]
    shown = await click(world, world.alice, result, asked.custom_id)
    assert world.bot is not None
    logged = (await world.bot.store.get_match(asked.match)).log_length
    assert gif_of(shown).n_frames == 1 + logged  # the deal, each move, the forfeit the last


async def test_without_a_finished_match_there_is_nothing_to_replay(world: World) -> None:
    interaction = await world.koikoi(world.alice, "replay")
    assert (await interaction.wait_done()).content == t("en", "replay-none")


async def test_a_match_still_played_is_not_replayed(world: World) -> None:
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    interaction = await world.koikoi(world.bob, "replay", {"match": table.match_id})
    assert (await interaction.wait_done()).content == t("en", "replay-not-finished")


async def test_todays_best_daily_deal_is_not_shown_while_it_can_be_played(world: World) -> None:
    assert world.bot is not None
    today = world.bot.daily.dailies.today()
    interaction = await world.koikoi(world.alice, "replay", {"day": today})
    assert (await interaction.wait_done()).content == t("en", "replay-daily-not-yet")


@pytest.mark.slow
async def test_a_past_days_best_daily_deal_is_replayed_without_a_hand(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.app.core.computer.DAILY_PLAYOUTS", 24)
    assert world.bot is not None
    dailies = world.bot.daily.dailies
    dailies.clock = lambda: datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
    outcome = await dailies.open(world.guild.id, world.bob.id, "standard")
    daily = outcome.daily
    while not daily.over:
        await dailies.act(world.guild.id, world.bob.id, daily.view().legal[0], daily.seq)
    dailies.clock = lambda: datetime(2026, 12, 3, 0, 1, tzinfo=UTC)
    await world.koikoi(world.alice, "replay", {"day": "2026-12-02"})
    shown = world.fake.ephemeral_for(world.alice)[-1]
    assert shown.content.startswith("The best daily deal of 2026-12-02, played by")
    assert gif_of(shown).n_frames == len(daily.match.actions) + 3  # deal, moves, result, end


@pytest.mark.slow
async def test_a_review_offers_the_matchs_replay(world: World) -> None:
    assert world.bot is not None
    from bot.review import Reviewer

    world.bot.reviews.reviewer = Reviewer(playouts=30)  # the flow, not the verdicts
    match_id = await finish_a_match(world, world.alice)
    await world.koikoi(world.alice, "review")
    await world.settle(timeout=120)
    reviewed = next(m for m in reversed(world.fake.ephemeral_for(world.alice)) if m.embeds)
    offered = replay_buttons(world, reviewed)["best"]
    assert offered.match == match_id
    shown = await click(world, world.alice, reviewed, offered.custom_id)
    assert gif_of(shown).n_frames > 3


@pytest.mark.slow
async def test_a_replay_says_the_turn_time_the_bot_gave_back_while_it_could_not_show_a_hand(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = await finish_a_match(world, world.alice)
    assert world.bot is not None
    store = world.bot.store
    kept = await store.time_given_back(match_id)

    async def given(asked: int) -> list[GivenBack]:
        return [GivenBack(2, 0, 6.54)] if asked == match_id else []

    monkeypatch.setattr(store, "time_given_back", given)
    result = result_message(world)
    shown = await click(world, world.alice, result, replay_buttons(world, result)["best"].custom_id)
    assert kept == []  # the match played quickly: nothing was given back
    assert shown.content.startswith(f"Replay of match #{match_id}: round 1.\nMove 3: 6.5 s")
    assert "given back to" in shown.content
