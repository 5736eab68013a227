"""A hand Discord no longer lets the bot update (15 minutes after it was opened) is not
skipped in silence: the turn ping says so and gives a fresh hand with one click."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from bot.i18n import t
from testing.buttons import MatchControl, parse_control
from testing.harness import World, controls
from testing.play import Clicker
from tests.cogs.match.test_pings import pings, start_between_members

LATER = 15 * 60 + 1


async def test_a_member_whose_hand_expired_is_told_and_gets_a_fresh_one_with_one_click(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = await start_between_members(world)
    mover_id = table.seats[table.match.to_move].user_id
    mover, waiting = (
        (world.alice, world.bob) if mover_id == world.alice.id else (world.bob, world.alice)
    )
    await world.koikoi(mover, "hand")
    await world.koikoi(waiting, "hand")
    # a quarter of an hour later: Discord refuses the old tokens, the bot knows its hands aged
    world.fake.advance_time(LATER)
    later = SimpleNamespace(monotonic=lambda: time.monotonic() + LATER)
    monkeypatch.setattr("bot.app.core.hands.time", later)
    clicker = Clicker(world, mover)
    while table.seats[table.match.to_move].user_id == mover.id:
        assert await clicker.take_turn()
    [ping] = pings(world, waiting)
    assert t("en-US", "discord-hand-expired") in ping.content
    [fresh] = [b.custom_id for b in world.fake.find_buttons(ping)]
    assert parse_control(fresh) == MatchControl(table.match_id, "hand")
    opened = await world.fake.click(waiting, ping, fresh)
    hand = await opened.wait_done()
    assert hand.ephemeral and hand is world.latest_hand(waiting)
    assert {c.seq for c, on, _ in controls(world.fake, hand) if on and c.seq is not None} == {
        table.seq
    }
    assert world.fake.violations_of("invalid_webhook_token") == []  # no dead hand edited


async def test_a_ping_to_a_member_whose_hand_is_fresh_says_nothing_of_it(world: World) -> None:
    table = await start_between_members(world)
    mover_id = table.seats[table.match.to_move].user_id
    mover, waiting = (
        (world.alice, world.bob) if mover_id == world.alice.id else (world.bob, world.alice)
    )
    await world.koikoi(mover, "hand")
    await world.koikoi(waiting, "hand")
    clicker = Clicker(world, mover)
    while table.seats[table.match.to_move].user_id == mover.id:
        assert await clicker.take_turn()
    [ping] = pings(world, waiting)
    assert t("en-US", "discord-hand-expired") not in ping.content
    assert len(world.fake.find_buttons(ping)) == 1  # the fresh hand is one click away anyway


async def test_the_first_ping_to_a_member_who_never_opened_a_hand_says_no_hand_aged(
    world: World,
) -> None:
    table = await start_between_members(world)
    mover_id = table.seats[table.match.to_move].user_id
    mover, waiting = (
        (world.alice, world.bob) if mover_id == world.alice.id else (world.bob, world.alice)
    )
    await world.koikoi(mover, "hand")  # the member waiting never opened theirs
    clicker = Clicker(world, mover)
    while table.seats[table.match.to_move].user_id == mover.id:
        assert await clicker.take_turn()
    [ping] = pings(world, waiting)
    assert t("en-US", "discord-hand-expired") not in ping.content
    assert t("en-US", "discord-hand-open") in ping.content
    assert len(world.fake.find_buttons(ping)) == 1
