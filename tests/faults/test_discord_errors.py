"""Discord answering 429 (rate limited) or 5xx for a while: the bot waits, retries, acts once."""

from __future__ import annotations

import pytest

from bot.app.core.table import Table
from testing.harness import World, controls, has_file


async def alice_plays_the_computer(world: World) -> Table:
    start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {"level": "easy"})
    await start.wait_response()
    await world.settle()
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    return table


async def play_a_card(world: World, table: Table) -> str:
    """Alice clicks her first playable card; returns the action it stands for."""
    hand = world.latest_hand(world.alice)
    control = next(c for c, on, _ in controls(world.fake, hand) if on and c.verb == "play")
    custom_id = next(c for c in hand.custom_ids if c.endswith(f":play:{control.arg}:{control.seq}"))
    click = await world.fake.click(world.alice, hand, custom_id)
    await click.wait_response(timeout=10)
    await world.settle(timeout=30)
    return f"play:{control.arg}"


def table_path(world: World) -> str:
    return f"/channels/{world.chan.id}/messages/{world.table_message().id}"


async def assert_applied_once_and_shown(world: World, table: Table, seq: int, action: str) -> None:
    assert world.bot is not None
    log = await world.bot.store.match_log(table.match_id)
    assert log[seq] == action
    assert log == [str(a) for a in table.match.actions]
    assert [str(a) for a in table.match.actions].count(action) == 1
    # The hand she sees was redrawn after the computer's reply: its buttons carry the new turn.
    hand = controls(world.fake, world.latest_hand(world.alice))
    assert {c.seq for c, _, _ in hand if c.seq is not None} == {table.seq}
    # The public table's last edit went through, and came after the move.
    edits = world.fake.requests_to(table_path(world), "PATCH")
    assert edits and edits[-1].status == 200
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_move_whose_acknowledgement_is_rate_limited_is_applied_once(world: World) -> None:
    table = await alice_plays_the_computer(world)
    seq = table.seq
    world.fake.fail_next(3, 429, "/callback", retry_after=0.05)
    action = await play_a_card(world, table)
    assert sum(r.injected_fault for r in world.fake.requests_to("/callback")) == 3
    await assert_applied_once_and_shown(world, table, seq, action)


@pytest.mark.slow
async def test_a_table_edit_that_is_rate_limited_is_retried_until_it_shows(world: World) -> None:
    table = await alice_plays_the_computer(world)
    seq = table.seq
    world.fake.fail_next(3, 429, table_path(world), method="PATCH", retry_after=0.05)
    action = await play_a_card(world, table)
    assert sum(r.injected_fault for r in world.fake.requests_to(table_path(world))) == 3
    await assert_applied_once_and_shown(world, table, seq, action)


@pytest.mark.slow
async def test_a_global_rate_limit_delays_every_request_but_the_move_is_applied_once(
    world: World,
) -> None:
    table = await alice_plays_the_computer(world)
    seq = table.seq
    world.fake.fail_next(4, 429, None, retry_after=0.2, is_global=True)
    action = await play_a_card(world, table)
    await assert_applied_once_and_shown(world, table, seq, action)


@pytest.mark.slow
async def test_a_hand_edit_that_meets_a_server_error_is_retried(world: World) -> None:
    table = await alice_plays_the_computer(world)
    seq = table.seq
    # The click's hand goes as its answer (or, drawn late, as an edit after it).
    world.fake.fail_next(1, 500, "/callback")
    world.fake.fail_next(1, 500, "/messages/@original", method="PATCH")
    action = await play_a_card(world, table)
    failed = world.fake.requests_to("/callback") + world.fake.requests_to("/messages/@original")
    assert sum(r.injected_fault for r in failed) >= 1
    await assert_applied_once_and_shown(world, table, seq, action)


@pytest.mark.slow
async def test_a_table_edit_that_meets_a_bad_gateway_is_retried(world: World) -> None:
    table = await alice_plays_the_computer(world)
    seq = table.seq
    world.fake.fail_next(1, 502, table_path(world), method="PATCH")
    action = await play_a_card(world, table)
    await assert_applied_once_and_shown(world, table, seq, action)


@pytest.mark.slow
async def test_a_table_edit_that_meets_service_unavailable_is_retried(world: World) -> None:
    table = await alice_plays_the_computer(world)
    seq = table.seq
    world.fake.fail_next(1, 503, table_path(world), method="PATCH")
    action = await play_a_card(world, table)
    await assert_applied_once_and_shown(world, table, seq, action)


@pytest.mark.slow
async def test_a_match_started_while_follow_ups_are_rate_limited_posts_one_table_and_one_hand(
    world: World,
) -> None:
    world.fake.fail_next(4, 429, "/webhooks/", method="POST", retry_after=0.05)
    table = await alice_plays_the_computer(world)
    public = [m for m in world.fake.messages_in(world.chan) if has_file(m, "table.png")]
    hands = [m for m in world.fake.ephemeral_for(world.alice) if has_file(m, "hand.png")]
    assert len(public) == 1 and len(hands) == 1
    assert world.bot is not None
    assert await world.bot.store.match_log(table.match_id) == [str(a) for a in table.match.actions]
    world.fake.assert_no_violations()
