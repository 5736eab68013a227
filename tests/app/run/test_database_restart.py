"""A restart of the PostgreSQL server, under a shard holder and its standby."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest

from bot.store import Store
from testing.bot_process import READY_LINE, BotProcess, hand_of, spawn_bot
from testing.buttons import MatchControl, parse_control
from testing.fake_discord import Message
from testing.harness import World
from testing.own_postgres import own_postgres

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")]

LEASE = "6"  # seconds


async def _process(
    world: World, workdir: Path, url: str, name: str, shards: str, **env: str
) -> BotProcess:
    folder = workdir / name
    folder.mkdir(exist_ok=True)
    return await spawn_bot(
        world,
        folder,
        DATABASE_URL=url,
        SHARD_COUNT="2",
        SHARD_IDS=shards,
        SHARD_LEASE_SECONDS=LEASE,
        HEALTH_FILE=str(folder / "health.json"),
        **env,
    )


async def _a_card(world: World, after: int) -> tuple[Message, str, MatchControl]:
    """Alice's hand once it offers a move after move ``after``: the hand, the button's custom
    id and what it does."""

    def offered() -> tuple[Message, str, MatchControl] | None:
        hand = hand_of(world)
        if not isinstance(hand, Message):
            return None
        for button in hand.buttons:
            control = parse_control(button.custom_id or "")
            if (
                isinstance(control, MatchControl)
                and control.verb in ("play", "take", "stop", "koikoi")
                and not button.disabled
                and (control.seq or 0) > after
            ):
                return hand, button.custom_id or "", control
        return None

    return await world.fake.wait_for(
        offered, timeout=60, describe=lambda: f"a move after {after}: {hand_of(world)}"
    )


async def _play_a_card(world: World, url: str, after: int = -1) -> int:
    """Click a card of Alice's hand, and wait until the move is logged; its number."""
    hand, card, control = await _a_card(world, after)
    click = await world.fake.click(world.alice, hand, card)
    await click.wait_response(timeout=30)
    assert control.seq is not None
    verb = control.verb
    action = verb if verb in ("stop", "koikoi") else f"{verb}:{control.arg}"
    await _logged(url, control.match_id, control.seq, action)
    return control.seq


async def _refused_click(world: World, after: int) -> list[str]:
    """Click a card while the database is away; the texts Alice is shown after it."""
    hand, card, _ = await _a_card(world, after)
    before = len(world.fake.ephemeral_for(world.alice))
    click = await world.fake.click(world.alice, hand, card)
    await click.wait_response(timeout=30)

    def shown() -> list[str]:
        texts = [m.content or "" for m in world.fake.ephemeral_for(world.alice)[before:]]
        texts += [m.content or "" for m in click.followups]
        return texts if any("try again in a moment" in text for text in texts) else []

    return await world.fake.wait_for(shown, timeout=30)


async def _logged(url: str, match_id: int, seq: int, action: str) -> None:
    async with await Store.open(url) as store:
        for _ in range(300):
            actions = await store.match_log(match_id)
            if len(actions) > seq:
                assert actions[seq] == action, actions
                return
            await asyncio.sleep(0.1)
    raise AssertionError(f"move {seq} ({action}) was never logged")


async def test_a_database_restart_is_ridden_out_by_the_holder_and_its_standby(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    async with own_postgres() as server:
        holder = await _process(world, tmp_path, server.url, "holder", "[0, 1]")
        standby: BotProcess | None = None
        try:
            await holder.wait_for_line(READY_LINE)
            standby = await _process(world, tmp_path, server.url, "standby", "auto")
            await standby.wait_for_line("waiting as a standby")
            start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
            await start.wait_response()
            await world.fake.wait_for(lambda: hand_of(world), timeout=60)
            played = await _play_a_card(world, server.url)
            await _a_card(world, played)  # Alice's turn again: the computer's reply is saved

            await server.stop()
            refused = await _refused_click(world, played)
            (said,) = {text for text in refused if "try again in a moment" in text}
            assert "nothing changed" in said.lower()
            await server.start()
            await asyncio.sleep(2 * float(LEASE))  # long enough for a standby to take over
            assert holder.process.returncode is None and standby.process.returncode is None
            await _play_a_card(world, server.url, played)  # answered and logged by the holder
        finally:
            for bot in [holder] + ([standby] if standby else []):
                if bot.process.returncode is None:
                    bot.send(signal.SIGTERM)
            for bot in [holder] + ([standby] if standby else []):
                try:
                    await bot.exit_status(timeout=15)
                finally:
                    bot.kill()
    assert "serving shards" not in standby.log  # the holder kept its shards
    assert "Traceback" not in holder.log + standby.log, holder.log + standby.log


async def test_a_database_gone_for_longer_than_the_outage_limit_ends_the_holder_with_status_5(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    async with own_postgres() as server:
        holder = await _process(
            world, tmp_path, server.url, "holder", "[0, 1]", DATABASE_OUTAGE_LIMIT="5"
        )
        try:
            await holder.wait_for_line(READY_LINE)
            await server.stop()
            await holder.wait_for_line("reconnecting, for up to 5 s", timeout=30)
            assert holder.process.returncode is None  # it waits for the server first
            assert await holder.exit_status(timeout=60) == 5
        finally:
            holder.kill()
    (error,) = [line for line in holder.lines if "ERROR" in line]
    assert "the database stayed unreachable for" in error
    assert "Traceback" not in holder.log, holder.log
