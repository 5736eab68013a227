"""A channel where the bot cannot show a table is refused at /koikoi start, naming what lacks."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import t
from testing.fake_discord.models import ATTACH_FILES, EMBED_LINKS, SEND_MESSAGES, VIEW_CHANNEL
from testing.harness import World


@pytest.mark.parametrize(
    ("denied", "key"),
    [
        (VIEW_CHANNEL, "discord-cannot-view"),
        (SEND_MESSAGES, "discord-cannot-send"),
        (EMBED_LINKS, "discord-cannot-embed"),
        (ATTACH_FILES, "discord-cannot-attach"),
    ],
)
@pytest.mark.parametrize("options", [{"level": "easy"}, {"opponent": "bob"}])
@pytest.mark.parametrize("locale", ["en-US", "pl"])
async def test_a_start_where_the_bot_cannot_show_the_table_is_refused_naming_the_permission(
    world: World, denied: int, key: str, options: dict[str, Any], locale: str
) -> None:
    await world.fake.deny_bot(world.chan, denied)
    chosen = {k: world.bob if v == "bob" else v for k, v in options.items()}
    start = await world.koikoi(world.alice, "start", chosen, locale=locale)
    answer = await start.wait_done()
    assert answer.ephemeral and answer.content == t(locale, key)
    assert world.fake.messages_in(world.chan) == []
    assert world.bot is not None and len(world.bot.matches.tables) == 0
    assert world.fake.violations == []


async def test_a_channel_the_bot_may_use_still_opens_its_match(world: World) -> None:
    await world.fake.deny_bot(world.chan2, SEND_MESSAGES)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.table_message()
