"""After a deferral the bot edits the deferred answer, and a private answer stays private."""

from __future__ import annotations

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
    [(_refused_by_discord, "error-table-not-posted"), (_broken, "error-internal")],
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
