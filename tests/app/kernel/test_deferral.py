"""After a deferral the bot edits the deferred answer, and a private answer stays private."""

from __future__ import annotations

import contextlib
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.i18n import t
from testing.harness import World


def _refused_by_discord(*args: Any, **kwargs: Any) -> Any:
    raise discord.HTTPException(SimpleNamespace(status=400, reason="Bad Request"), "refused")


def _broken(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("a bug")


@pytest.mark.parametrize(
    ("failure", "key"),
    # A table that cannot be posted or made calls its match off: nobody is held by it; the
    # words say whether Discord refused it or the bot failed.
    [(_refused_by_discord, "error-table-not-posted"), (_broken, "error-table-not-made")],
)
async def test_a_refusal_after_a_public_deferral_reaches_the_member_alone(
    world: World, monkeypatch: pytest.MonkeyPatch, failure: Any, key: str
) -> None:
    assert world.bot is not None
    monkeypatch.setattr(world.bot.matches.presenter, "table_message", failure)
    start = await world.koikoi(world.alice, "start", {"level": "easy"})
    assert start.response is not None and not start.response.ephemeral  # a public deferral
    text = t("en-US", key)
    assert [m.content for m in world.fake.ephemeral_for(world.alice)] == [text]
    public = world.fake.messages_in(world.chan)
    assert all(text not in m.content and not m.loading for m in public)
    assert world.fake.violations_of("private_made_public") == []


@pytest.mark.parametrize(
    ("command", "sub", "options"),
    [
        ("koikoi", "start", {"level": "easy"}),
        ("koikoi", "hand", {}),
        ("koikoi", "help", {}),
        ("koikoi", "rules", {}),
        ("leaderboard", None, {"public": True}),
    ],
)
async def test_a_deferred_answer_is_edited_never_replaced_by_a_follow_up(
    world: World, command: str, sub: str | None, options: dict[str, Any]
) -> None:
    start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {"level": "easy"})
    await start.wait_response()
    await world.settle()
    asked = await world.fake.slash(world.alice, world.chan, command, sub, options)
    await asked.wait_done(timeout=15)
    await world.settle()
    assert asked.message is not None and not asked.message.loading
    assert world.fake.deprecations == []
    world.fake.assert_no_violations()


def hold_until_answered(
    world: World, monkeypatch: pytest.MonkeyPatch, owner: Any, name: str
) -> None:
    """Make ``owner.name`` (a store call) wait until every interaction is acknowledged, as a
    slow database would: a bot that calls it before deferring lets the 3 seconds pass."""
    fake, real = world.fake, getattr(owner, name)

    async def held(*args: Any, **kwargs: Any) -> Any:
        waiting = [
            i for i in fake.interactions.values() if not i.response and not i.failed_reported
        ]
        with contextlib.suppress(TimeoutError):
            await fake.wait_for(lambda: all(i.response or i.failed_reported for i in waiting), 4)
        return await real(*args, **kwargs)

    monkeypatch.setattr(owner, name, held)


async def test_the_days_board_is_deferred_before_names_are_asked_of_discord(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert world.bot is not None
    store = world.bot.store.daily
    day = world.bot.daily.dailies.today()
    for member, points in ((world.alice, 5), (world.bob, 4), (world.carol, 2)):
        await store.start(world.guild.id, member.id, day, "{}")
        await store.finish(world.guild.id, member.id, day, points, 1)
    world.fake.hold_until_answered("/members/")
    hold_until_answered(world, monkeypatch, store, "results")
    board = await world.fake.slash(
        world.alice, world.chan, "koikoi", "daily", {"show": "daily-board"}
    )
    shown = await board.wait_done(timeout=10)
    assert shown.ephemeral and "bob" in "".join(e.get("description", "") for e in shown.embeds)
    assert world.fake.requests_to(f"/guilds/{world.guild.id}/members/", "GET")  # asked Discord
    world.fake.assert_no_violations()


@pytest.mark.parametrize("accept", [True, False])
async def test_a_challenge_is_answered_before_the_store_is_asked(
    world: World, monkeypatch: pytest.MonkeyPatch, accept: bool
) -> None:
    assert world.bot is not None
    asked = await world.koikoi(world.alice, "start", {"opponent": world.bob})
    assert asked.message is not None
    button = next(c for c in asked.message.custom_ids if c.endswith(":yes" if accept else ":no"))
    for name in ("get_challenge", "delete_challenge"):
        hold_until_answered(world, monkeypatch, world.bot.store, name)
    answer = await world.fake.click(world.bob, asked.message, button)
    await answer.wait_response(timeout=10)
    await world.settle()
    assert (world.bot.matches.tables.in_channel(world.chan.id) is not None) == accept
    assert accept or "declined" in world.fake.message(asked.message.id).content
    assert [m.loading for m in world.fake.ephemeral_for(world.bob)] == ([False] if accept else [])
    world.fake.assert_no_violations()
