"""The fake keeps Discord's documented rules; each test names the page the rule comes from."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from testing.fake_discord import FakeDiscord, Member
from testing.fake_discord.models import SEND_MESSAGES, VIEW_CHANNEL, Channel

TOKEN = "rules-token"
# the smallest PNG: one transparent pixel
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082"
)


class RulesBot(commands.Bot):
    """A bot with one command per pattern under test; it keeps what discord.py raised."""

    def __init__(self) -> None:
        super().__init__(
            command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05
        )
        self.errors: list[BaseException] = []
        self.channel_events: list[str] = []
        self.identified_again = False
        self.tree.add_command(self._group())
        self.tree.on_error = self._on_error  # type: ignore[method-assign]

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        self.identified_again = not initial  # without discord.py's 5 s wait before it

    async def _on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        self.errors.append(original)

    async def setup_hook(self) -> None:
        await self.tree.sync()

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        self.channel_events.append(f"delete {channel.id}")

    def _group(self) -> app_commands.Group:
        group = app_commands.Group(name="rules", description="Discord's rules")

        @group.command(name="leak", description="Private follow-up after a public deferral")
        async def leak(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.defer(thinking=True)
            await interaction.followup.send("secret", ephemeral=True)

        @group.command(name="edit", description="Edit the deferred answer")
        async def edit(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.defer(thinking=True, ephemeral=True)
            await interaction.edit_original_response(content="yours alone")
            await interaction.followup.send("also yours", ephemeral=True)

        @group.command(name="burst", description="Send seven messages to the channel")
        async def burst(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("sending", ephemeral=True)
            channel = interaction.channel
            assert isinstance(channel, discord.TextChannel)
            for n in range(7):
                await channel.send(f"message {n}")

        @group.command(name="slow", description="Answer after 0.4 s")
        async def slow(interaction: discord.Interaction[Any]) -> None:
            await asyncio.sleep(0.4)
            await interaction.response.send_message("slow")

        @group.command(name="late", description="Edit the answer much later")
        async def late(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("now", ephemeral=True)

        return group


@dataclass
class Rules:
    fake: FakeDiscord
    alice: Member
    chan: Channel
    bot: RulesBot


@pytest.fixture
async def rules() -> AsyncIterator[Rules]:
    fake = FakeDiscord(bot_name="rules", token=TOKEN)
    guild = fake.add_guild("Rules")
    alice = fake.add_member(guild, "alice")
    chan = fake.add_channel(guild, "general")
    await fake.start()
    fake.patch_discord()
    bot = RulesBot()
    task = asyncio.create_task(bot.start(TOKEN))
    try:
        await fake.wait_ready()
        await asyncio.wait_for(bot.wait_until_ready(), 5)
        yield Rules(fake, alice, chan, bot)
    finally:
        await bot.close()
        await asyncio.wait_for(task, 5)
        await fake.stop()


async def test_a_private_followup_after_a_public_deferral_is_shown_to_everyone(
    rules: Rules,
) -> None:
    """https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages
    and #create-followup-message: the first follow-up after a deferral edits the deferred
    message, whose visibility was set by the deferral (the follow-up's private flag is ignored).
    """
    fake = rules.fake
    inter = await fake.slash(rules.alice, rules.chan, "rules", "leak")
    message = await inter.wait_followup()
    assert message is inter.message and not message.ephemeral and message.content == "secret"
    assert message in fake.messages_in(rules.chan)
    assert [v.kind for v in fake.violations] == ["private_made_public"]
    assert [d.kind for d in fake.deprecations] == ["followup_after_defer"]


async def test_editing_the_deferred_answer_keeps_it_private_and_is_no_deprecated_pattern(
    rules: Rules,
) -> None:
    """https://discord.com/developers/docs/interactions/receiving-and-responding#edit-original-interaction-response"""
    fake = rules.fake
    inter = await fake.slash(rules.alice, rules.chan, "rules", "edit")
    second = await inter.wait_followup()
    original = inter.message
    assert original is not None and original.content == "yours alone" and original.ephemeral
    assert second is not original and second.ephemeral
    assert fake.messages_in(rules.chan) == []
    assert fake.deprecations == [] and fake.violations == []


async def test_an_interaction_not_answered_within_three_seconds_fails(rules: Rules) -> None:
    """https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction:
    "you must send an initial response within 3 seconds" (the deadline is shortened here)."""
    fake = rules.fake
    assert fake.ack_deadline == 3.0
    fake.ack_deadline = 0.2
    inter = await fake.slash(rules.alice, rules.chan, "rules", "slow")
    failed = await fake.wait_for(lambda: fake.violations_of("interaction_failed"), timeout=3)
    assert failed[0].interaction_id == inter.id
    [late] = await fake.wait_for(lambda: fake.violations_of("unknown_interaction"), timeout=3)
    assert late.code == 10062 and late.status == 404 and inter.response is None


async def test_an_interaction_token_stops_working_fifteen_minutes_after_the_interaction(
    rules: Rules,
) -> None:
    """https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-callback:
    "Interaction tokens are valid for 15 minutes"."""
    fake = rules.fake
    assert fake.token_lifetime == 15 * 60
    inter = await fake.slash(rules.alice, rules.chan, "rules", "late")
    await inter.wait_response()
    url = f"{fake.api_base}/webhooks/{fake.application_id}/{inter.token}/messages/@original"
    async with aiohttp.ClientSession() as http:
        fake.advance_time(14 * 60)
        async with http.patch(url, json={"content": "still"}) as fresh:
            assert fresh.status == 200
        fake.advance_time(60 + 1)
        async with http.patch(url, json={"content": "too late"}) as expired:
            assert expired.status == 401 and (await expired.json())["code"] == 50027
    assert inter.message is not None and inter.message.content == "still"


async def test_a_channels_messages_are_rate_limited_with_retry_after_and_headers(
    rules: Rules,
) -> None:
    """https://discord.com/developers/docs/topics/rate-limits: per-route buckets, 429 with
    ``retry_after`` and the ``X-RateLimit-*`` headers (a channel's messages: about 5 in 5 s)."""
    fake = rules.fake
    fake.limit_channel_messages(5, 5.0)
    auth = {"Authorization": f"Bot {TOKEN}"}
    url = f"{fake.api_base}/channels/{rules.chan.id}/messages"
    remaining: list[str] = []
    async with aiohttp.ClientSession() as http:
        for n in range(5):
            async with http.post(url, json={"content": f"{n}"}, headers=auth) as sent:
                assert sent.status == 200
                remaining.append(sent.headers["X-RateLimit-Remaining"])
                assert sent.headers["X-RateLimit-Limit"] == "5"
        async with http.post(url, json={"content": "over"}, headers=auth) as over:
            body = await over.json()
            assert over.status == 429 and 0 < body["retry_after"] <= 5.0
            assert body["global"] is False
            assert float(over.headers["X-RateLimit-Reset-After"]) == pytest.approx(
                body["retry_after"], abs=0.01
            )
            assert over.headers["X-RateLimit-Remaining"] == "0"
            assert over.headers["X-RateLimit-Bucket"]
        other = fake.add_channel(fake.guilds[rules.chan.guild_id or 0], "other")
        other_url = f"{fake.api_base}/channels/{other.id}/messages"
        async with http.post(other_url, json={"content": "free"}, headers=auth) as elsewhere:
            assert elsewhere.status == 200  # the limit is per channel
    assert remaining == ["4", "3", "2", "1", "0"]
    assert [m.content for m in fake.messages_in(rules.chan)] == ["0", "1", "2", "3", "4"]


async def test_two_channels_name_one_bucket_and_count_apart(rules: Rules) -> None:
    """https://discord.com/developers/docs/topics/rate-limits#header-format: X-RateLimit-Bucket
    is "a unique string denoting the rate limit being encountered (non-inclusive of top-level
    resources in the path)": the same for every channel, counted per channel. A name per
    channel made discord.py swap its buckets between channels and lose their counts."""
    fake = rules.fake
    fake.limit_channel_messages(2, 5.0)
    other = fake.add_channel(fake.guilds[rules.chan.guild_id or 0], "other")
    auth = {"Authorization": f"Bot {TOKEN}"}
    buckets, remaining = set(), []
    async with aiohttp.ClientSession() as http:
        for channel in (rules.chan, other):
            url = f"{fake.api_base}/channels/{channel.id}/messages"
            async with http.post(url, json={"content": "one"}, headers=auth) as sent:
                buckets.add(sent.headers["X-RateLimit-Bucket"])
                remaining.append(sent.headers["X-RateLimit-Remaining"])
                message_id = (await sent.json())["id"]
            async with http.patch(
                f"{url}/{message_id}", json={"content": "two"}, headers=auth
            ) as edited:
                buckets.add(edited.headers["X-RateLimit-Bucket"])
                remaining.append(edited.headers["X-RateLimit-Remaining"])
    assert len(buckets) == 1
    assert remaining == ["1", "0", "1", "0"]


async def test_discord_py_waits_out_a_channel_limit_and_loses_no_message(rules: Rules) -> None:
    """https://discord.com/developers/docs/topics/rate-limits#header-format: a client reads
    the headers and waits; every message arrives, in order."""
    fake = rules.fake
    fake.limit_channel_messages(3, 0.5)
    await fake.slash(rules.alice, rules.chan, "rules", "burst")
    await fake.wait_for(lambda: len(fake.messages_in(rules.chan)) == 7, timeout=10)
    assert [m.content for m in fake.messages_in(rules.chan)] == [f"message {n}" for n in range(7)]
    sent = fake.requests_to(f"/channels/{rules.chan.id}/messages", method="POST")
    times = [r.time for r in sent if r.status == 200]
    # no more than 3 in any half second
    assert all(
        later - earlier >= 0.5 - 0.05 for earlier, later in zip(times, times[3:], strict=False)
    )


async def _clicked_picture(rules: Rules, http: aiohttp.ClientSession) -> tuple[Any, str]:
    """A message with a picture and a button the bot does not answer; the click, and the
    URL to answer it."""
    fake = rules.fake
    form = aiohttp.FormData(quote_fields=False)
    payload = {
        "embeds": [{"image": {"url": "attachment://old.png"}}],
        "components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "Go",
                                                   "custom_id": "rules:go"}]}],
        "attachments": [{"id": 0, "filename": "old.png"}],
    }  # fmt: skip
    form.add_field("payload_json", json.dumps(payload), content_type="application/json")
    form.add_field("files[0]", PNG, filename="old.png", content_type="image/png")
    url = f"{fake.api_base}/channels/{rules.chan.id}/messages"
    async with http.post(url, data=form, headers={"Authorization": f"Bot {TOKEN}"}) as sent:
        message = fake.messages[int((await sent.json())["id"])]
    click = await fake.click(rules.alice, message, "rules:go")
    return click, f"{fake.api_base}/interactions/{click.id}/{click.token}/callback"


def _update_form(*parts: tuple[str, str]) -> aiohttp.FormData:
    form = aiohttp.FormData(quote_fields=False)
    data = {
        "embeds": [{"image": {"url": "attachment://new.png"}}],
        "attachments": [{"id": 0, "filename": "new.png"}],
    }
    form.add_field(
        "payload_json", json.dumps({"type": 7, "data": data}), content_type="application/json"
    )
    for name, filename in parts:
        form.add_field(name, PNG, filename=filename, content_type="image/png")
    return form


async def test_a_click_answered_with_the_updated_message_carries_its_new_picture(
    rules: Rules,
) -> None:
    """https://discord.com/developers/docs/interactions/receiving-and-responding#create-interaction-response
    (type 7 UPDATE_MESSAGE edits the message the component was on; the endpoint takes files as
    https://discord.com/developers/docs/reference#uploading-files describes: multipart, a
    ``files[n]`` part per file, listed in ``attachments`` by its placeholder id ``n``; on an
    edit, attachments not listed are removed)."""
    async with aiohttp.ClientSession() as http:
        click, url = await _clicked_picture(rules, http)
        async with http.post(url, data=_update_form(("files[0]", "new.png"))) as answered:
            assert answered.status == 204
    message = click.source_message
    assert message is not None and [a.filename for a in message.attachments] == ["new.png"]
    assert message.missing_attachment_refs() == []
    assert click.response is not None and click.response.type == 7
    assert rules.fake.violations == []


async def test_a_click_answered_with_two_files_of_one_placeholder_is_refused(
    rules: Rules,
) -> None:
    """https://discord.com/developers/docs/reference#uploading-files: "Each file parameter must
    be uniquely named in the format files[n]"; Discord answers 400 (50035) and the click is
    not answered."""
    async with aiohttp.ClientSession() as http:
        click, url = await _clicked_picture(rules, http)
        form = _update_form(("files[0]", "new.png"), ("files[0]", "other.png"))
        async with http.post(url, data=form) as refused:
            assert refused.status == 400 and (await refused.json())["code"] == 50035
    assert click.response is None
    message = click.source_message
    assert message is not None and [a.filename for a in message.attachments] == ["old.png"]


async def test_a_deleted_message_answers_unknown_message(rules: Rules) -> None:
    """https://discord.com/developers/docs/topics/opcodes-and-status-codes#json: 10008."""
    fake = rules.fake
    auth = {"Authorization": f"Bot {TOKEN}"}
    url = f"{fake.api_base}/channels/{rules.chan.id}/messages"
    async with aiohttp.ClientSession() as http:
        async with http.post(url, json={"content": "soon gone"}, headers=auth) as sent:
            message_id = (await sent.json())["id"]
        async with http.delete(f"{url}/{message_id}", headers=auth) as deleted:
            assert deleted.status == 204
        async with http.patch(f"{url}/{message_id}", json={"content": "x"}, headers=auth) as gone:
            assert gone.status == 404 and (await gone.json())["code"] == 10008


async def test_a_missing_permission_answers_missing_permissions(rules: Rules) -> None:
    """https://discord.com/developers/docs/topics/opcodes-and-status-codes#json: 50013 Missing
    Permissions, 50001 Missing Access; https://discord.com/developers/docs/topics/permissions.
    The interaction tells the bot its permissions in the channel (``app_permissions``)."""
    fake = rules.fake
    auth = {"Authorization": f"Bot {TOKEN}"}
    url = f"{fake.api_base}/channels/{rules.chan.id}/messages"
    async with aiohttp.ClientSession() as http:
        async with http.post(url, json={"content": "before"}, headers=auth) as sent:
            message_id = (await sent.json())["id"]
        await fake.deny_bot(rules.chan, SEND_MESSAGES)
        async with http.post(url, json={"content": "mute"}, headers=auth) as refused:
            assert refused.status == 403 and (await refused.json())["code"] == 50013
        async with http.patch(f"{url}/{message_id}", json={"content": "e"}, headers=auth) as ok:
            assert ok.status == 200  # editing one's own message needs no Send Messages
        inter = await fake.slash(rules.alice, rules.chan, "rules", "late")
        assert not int(inter.payload["app_permissions"]) & SEND_MESSAGES
        await fake.deny_bot(rules.chan, VIEW_CHANNEL)
        async with http.patch(f"{url}/{message_id}", json={"content": "x"}, headers=auth) as blind:
            assert blind.status == 403 and (await blind.json())["code"] == 50001


async def test_a_deleted_channel_answers_unknown_channel_and_the_bot_hears_it(
    rules: Rules,
) -> None:
    """https://discord.com/developers/docs/events/gateway-events#channel-delete; 10003."""
    fake = rules.fake
    await fake.delete_channel(rules.chan)
    await fake.wait_for(lambda: rules.bot.channel_events, timeout=5)
    assert rules.bot.channel_events == [f"delete {rules.chan.id}"]
    auth = {"Authorization": f"Bot {TOKEN}"}
    async with aiohttp.ClientSession() as http:
        url = f"{fake.api_base}/channels/{rules.chan.id}/messages"
        async with http.post(url, json={"content": "x"}, headers=auth) as gone:
            assert gone.status == 404 and (await gone.json())["code"] == 10003


async def test_the_gateway_can_ask_for_a_reconnect(rules: Rules) -> None:
    """https://discord.com/developers/docs/events/gateway#reconnect (op 7): the client resumes."""
    fake = rules.fake
    await fake.request_reconnect()
    await fake.wait_for(lambda: fake.gateway.resume_count == 1, timeout=5)
    assert fake.gateway.identify_count == 1
    inter = await fake.slash(rules.alice, rules.chan, "rules", "late")
    assert (await inter.wait_response()).type == 4


async def test_an_invalid_session_makes_the_client_identify_afresh(rules: Rules) -> None:
    """https://discord.com/developers/docs/topics/opcodes-and-status-codes#gateway-gateway-opcodes:
    INVALID SESSION (op 9) with ``d: false`` ends the session; the client IDENTIFIES again."""
    fake = rules.fake
    await fake.invalidate_sessions(resumable=False)
    await fake.wait_for(lambda: fake.gateway.identify_count == 2, timeout=15)
    assert rules.bot.identified_again
    session = await fake.wait_ready()
    assert fake.gateway.resume_count == 0 and session is fake.gateway.sessions[-1]
    inter = await fake.slash(rules.alice, rules.chan, "rules", "late")
    assert (await inter.wait_response()).type == 4
