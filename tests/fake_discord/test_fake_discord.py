"""Self-tests: the unmodified discord.py client against the fake Discord, driven like a user."""

from __future__ import annotations

import asyncio
import io
import json
import re
import struct
import zlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from testing.fake_discord import (
    FakeDiscord,
    InteractionRejected,
    Member,
    flatten_errors,
)
from testing.fake_discord.models import Channel, Guild

TOKEN = "fake-token"


def png(width: int, height: int) -> bytes:
    """A valid grayscale PNG of the given size (distinct sizes give distinct bytes)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    pixels = zlib.compress(b"".join(b"\x00" + b"\x80" * width for _ in range(height)))
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


# ---------------------------------------------------------------------------- the tiny bot


class TableButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"kk1:(?P<game>\d+):(?P<action>[a-z]+)",
):
    """A persistent button whose state lives in its custom_id."""

    def __init__(self, game: int, action: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=action.title(),
                custom_id=f"kk1:{game}:{action}",
                style=discord.ButtonStyle.primary,
            )
        )
        self.game = game
        self.action = action

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> TableButton:
        return cls(int(match["game"]), match["action"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        embed = discord.Embed(
            title=f"Game {self.game}", description=f"{self.action} by {interaction.user.name}"
        )
        embed.set_image(url="attachment://table.png")
        view = discord.ui.View(timeout=None)
        view.add_item(TableButton(self.game, "draw"))
        await interaction.response.edit_message(
            embed=embed,
            attachments=[discord.File(io.BytesIO(png(3, 1)), filename="table.png")],
            view=view,
        )


class HandSelect(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.select(
        custom_id="kk1:hand",
        options=[discord.SelectOption(label=f"Card {i}", value=f"c{i}") for i in range(3)],
    )
    async def choose(
        self, interaction: discord.Interaction[Any], select: discord.ui.Select[Any]
    ) -> None:
        await interaction.response.edit_message(content=f"you chose {select.values[0]}", view=None)


class BetModal(discord.ui.Modal, title="Your bet"):
    amount: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Amount", custom_id="amount")

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"bet {self.amount.value}", ephemeral=True)


class RecordingTree(app_commands.CommandTree[Any]):
    """Keeps command errors so tests can see what discord.py raised."""

    errors: list[BaseException]

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        self.errors.append(original)


class TinyBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(
            command_prefix="!",
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            tree_cls=RecordingTree,
        )
        self.sleep_for = 0.0
        self.errors: list[BaseException] = []
        assert isinstance(self.tree, RecordingTree)
        self.tree.errors = self.errors
        self.tree.add_command(build_group(self))

    async def setup_hook(self) -> None:
        self.add_dynamic_items(TableButton)
        await self.tree.sync()


def build_group(bot: TinyBot) -> app_commands.Group:
    group = app_commands.Group(name="kk", description="Koi-Koi test commands")

    @group.command(name="start", description="Start a game")
    @app_commands.describe(opponent="Who to play against")
    async def start(interaction: discord.Interaction[Any], opponent: discord.Member) -> None:
        embed = discord.Embed(title="Game 1", description=f"locale {interaction.locale.value}")
        embed.set_image(url="attachment://table.png")
        view = discord.ui.View(timeout=None)
        view.add_item(TableButton(1, "play"))
        await interaction.response.send_message(
            content=f"{interaction.user.mention} vs {opponent.mention}",
            embed=embed,
            file=discord.File(io.BytesIO(png(2, 1)), filename="table.png"),
            view=view,
        )

    @group.command(name="hand", description="Show your hand")
    async def hand(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(
            "your hand",
            file=discord.File(io.BytesIO(png(1, 1)), filename="hand.png"),
            view=HandSelect(),
            ephemeral=True,
        )

    @group.command(name="slow", description="Think, then answer")
    async def slow(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send("done")
        await interaction.edit_original_response(content="done (edited)")

    @group.command(name="bad", description="Send an over-long custom_id")
    async def bad(interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="x", custom_id="x" * 101))
        await interaction.response.send_message("bad", view=view)

    @group.command(name="sleepy", description="Answer too late")
    async def sleepy(interaction: discord.Interaction[Any]) -> None:
        await asyncio.sleep(bot.sleep_for)
        await interaction.response.send_message("late")

    @group.command(name="bet", description="Ask for a bet in a modal")
    async def bet(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_modal(BetModal())

    @group.command(name="pick", description="Pick a card")
    async def pick(interaction: discord.Interaction[Any], card: str) -> None:
        where = "dm" if interaction.guild_id is None else "guild"
        await interaction.response.send_message(f"picked {card} in {where}")

    @pick.autocomplete("card")
    async def pick_card(
        interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=f"Card {current}{n}", value=f"{current}{n}") for n in (1, 2)
        ]

    return group


# ---------------------------------------------------------------------------- fixtures


@dataclass
class World:
    fake: FakeDiscord
    guild: Guild
    alice: Member
    bob: Member
    chan: Channel


@pytest.fixture
async def world() -> AsyncIterator[World]:
    fake = FakeDiscord(bot_name="tiny", token=TOKEN)
    guild = fake.add_guild("Test", locale="en-US")
    alice = fake.add_member(guild, "alice", locale="en-US")
    bob = fake.add_member(guild, "bob", locale="ja")
    chan = fake.add_channel(guild, "general")
    await fake.start()
    fake.patch_discord()
    try:
        yield World(fake, guild, alice, bob, chan)
    finally:
        await fake.stop()


async def start_bot(fake: FakeDiscord) -> tuple[TinyBot, asyncio.Task[None]]:
    bot = TinyBot()
    task = asyncio.create_task(bot.start(TOKEN))
    await fake.wait_ready()
    await asyncio.wait_for(bot.wait_until_ready(), 5)
    return bot, task


async def stop_bot(bot: TinyBot, task: asyncio.Task[None]) -> None:
    await bot.close()
    await asyncio.wait_for(task, 5)


@pytest.fixture
async def bot(world: World) -> AsyncIterator[TinyBot]:
    bot, task = await start_bot(world.fake)
    try:
        yield bot
    finally:
        await stop_bot(bot, task)


# ---------------------------------------------------------------------------- tests


async def test_startup_syncs_commands_and_sees_the_guild(world: World, bot: TinyBot) -> None:
    fake = world.fake
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    assert bot.application_id == fake.application_id
    guild = bot.get_guild(world.guild.id)
    assert guild is not None and guild.get_channel(world.chan.id) is not None
    assert guild.default_role.id == world.guild.id

    sync = fake.command_sync_payloads[-1]
    assert sync.guild_id is None and sync.names() == ["kk"]
    subs = {o["name"]: o for o in sync[0]["options"]}
    assert set(subs) == {"start", "hand", "slow", "bad", "sleepy", "bet", "pick"}
    opponent = subs["start"]["options"][0]
    assert opponent["name"] == "opponent" and opponent["type"] == 6 and opponent["required"]
    assert fake.requests_to("/users/@me")[0].status == 200


async def test_slash_reply_then_dynamic_button_replaces_the_image(
    world: World, bot: TinyBot
) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    inter = await fake.slash(alice, world.chan, "kk", "start", {"opponent": bob}, locale="ja")
    resp = await inter.wait_response()
    assert resp.type == 4 and not resp.ephemeral

    [msg] = fake.messages_in(world.chan)
    assert msg is inter.message and msg.author_id == fake.bot_user.id
    assert msg.content == f"<@{alice.id}> vs <@{bob.id}>"  # the user option was resolved
    assert msg.embeds[0]["title"] == "Game 1" and msg.embeds[0]["description"] == "locale ja"
    assert msg.attachment("table.png").data == png(2, 1)
    assert fake.find_buttons(msg) == [("kk1:1:play", "Play", False, 1)]
    assert inter.latency is not None and fake.latencies == [inter.latency]

    with pytest.raises(AssertionError):
        await fake.click(bob, msg, "kk1:1:nope")

    click = await fake.click(bob, msg, "kk1:1:play")
    click_resp = await click.wait_response()
    assert click_resp.type == 7 and click.message is msg
    assert [a.filename for a in msg.attachments] == ["table.png"]
    assert msg.attachment("table.png").data == png(3, 1)  # replaced, not appended
    assert msg.history[0].attachments[0].data == png(2, 1)
    assert msg.embeds[0]["description"] == "play by bob"
    assert msg.buttons == [("kk1:1:draw", "Draw", False, 1)]

    payload = fake.message_payload(msg)
    assert payload["embeds"][0]["image"]["url"] == msg.attachments[0].url
    assert payload["embeds"][0]["image"]["width"] == 3
    async with aiohttp.ClientSession() as http, http.get(msg.attachments[0].url) as got:
        assert await got.read() == png(3, 1)
    fake.assert_no_violations()


async def test_ephemeral_reaches_only_its_user(world: World, bot: TinyBot) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    inter = await fake.slash(alice, world.chan, "kk", "hand")
    resp = await inter.wait_response()
    assert resp.type == 4 and resp.ephemeral
    [mine] = fake.ephemeral_for(alice)
    assert mine.ephemeral and mine.interaction_user_id == alice.id
    assert mine.attachment("hand.png").data == png(1, 1)
    assert fake.ephemeral_for(bob) == [] and fake.messages_in(world.chan) == []

    with pytest.raises(AssertionError):
        await fake.select(bob, mine, "kk1:hand", ["c1"])
    with pytest.raises(AssertionError):
        await fake.select(alice, mine, "kk1:hand", ["c9"])
    chose = await fake.select(alice, mine, "kk1:hand", ["c1"])
    assert (await chose.wait_response()).type == 7
    assert mine.content == "you chose c1" and mine.components == [] and mine.ephemeral
    fake.assert_no_violations()


async def test_defer_followup_and_edit_original(world: World, bot: TinyBot) -> None:
    fake = world.fake
    inter = await fake.slash(world.alice, world.chan, "kk", "slow")
    resp = await inter.wait_response()
    assert resp.type == 5 and resp.message is not None
    followup = await inter.wait_followup()
    assert followup is inter.message  # the first follow-up fills in the "thinking" message
    await fake.wait_for(lambda: followup.content == "done (edited)")
    assert not followup.loading
    assert [r.content for r in followup.history] == ["", "done"]
    assert fake.messages_in(world.chan) == [followup]
    fake.assert_no_violations()


async def test_overlong_custom_id_is_rejected_like_discord(world: World, bot: TinyBot) -> None:
    fake = world.fake
    inter = await fake.slash(world.alice, world.chan, "kk", "bad")
    with pytest.raises(InteractionRejected):
        await inter.wait_response()
    [violation] = fake.violations_of("invalid_form_body")
    assert violation.code == 50035 and violation.errors is not None
    flat = flatten_errors(violation.errors)
    assert "BASE_TYPE_MAX_LENGTH" in flat["data.components.0.components.0.custom_id"]
    await fake.wait_for(lambda: bot.errors)
    assert isinstance(bot.errors[0], discord.HTTPException) and bot.errors[0].code == 50035


async def test_late_acknowledgement_gets_unknown_interaction(world: World, bot: TinyBot) -> None:
    fake = world.fake
    fake.ack_deadline = 0.2
    bot.sleep_for = 0.35
    inter = await fake.slash(world.alice, world.chan, "kk", "sleepy")
    await fake.wait_for(lambda: fake.violations_of("interaction_failed"), timeout=2)
    [late] = await fake.wait_for(lambda: fake.violations_of("unknown_interaction"), timeout=2)
    assert late.code == 10062 and late.status == 404 and late.interaction_id == inter.id
    await fake.wait_for(lambda: bot.errors)
    assert isinstance(bot.errors[0], discord.NotFound) and bot.errors[0].code == 10062
    assert inter.response is None and fake.messages_in(world.chan) == []


async def test_restarted_bot_handles_buttons_of_old_messages(world: World) -> None:
    fake = world.fake
    first, task = await start_bot(fake)
    inter = await fake.slash(world.alice, world.chan, "kk", "start", {"opponent": world.bob})
    await inter.wait_response()
    msg = inter.message
    assert msg is not None
    await stop_bot(first, task)
    await fake.wait_disconnected()

    second, task = await start_bot(fake)
    try:
        click = await fake.click(world.bob, msg, "kk1:1:play")
        assert (await click.wait_response()).type == 7
        assert msg.buttons[0].custom_id == "kk1:1:draw"
        assert fake.gateway.identify_count == 2
        # a tampering client can send an id the message never carried
        forged = await fake.click(world.bob, msg, "kk1:999:play", force=True)
        await forged.wait_response()
        assert msg.embeds[0]["title"] == "Game 999"
    finally:
        await stop_bot(second, task)
    fake.assert_no_violations()


async def test_rate_limited_callback_is_retried(world: World, bot: TinyBot) -> None:
    fake = world.fake
    fake.fail_next(1, status=429, path_contains="/callback")
    inter = await fake.slash(world.alice, world.chan, "kk", "start", {"opponent": world.bob})
    resp = await inter.wait_response()
    assert resp.type == 4
    calls = fake.requests_to("/callback")
    assert [c.status for c in calls] == [429, 200]
    assert calls[0].injected_fault and not calls[1].injected_fault
    fake.assert_no_violations()


async def test_shortened_retry_waits_keep_every_try_and_are_undone_on_stop(
    world: World, bot: TinyBot
) -> None:
    import discord.http
    import discord.webhook.async_

    fake = world.fake
    waits = fake.shorten_retry_waits(0.001)
    fake.fail_next(10, status=502, path_contains=f"/users/{world.alice.id}")
    with pytest.raises(discord.DiscordServerError):
        await bot.fetch_user(world.alice.id)
    assert sum(r.injected_fault for r in fake.requests_to(f"/users/{world.alice.id}")) == 5
    assert [w for w in waits.asked if w] == [1, 3, 5, 7, 9]  # discord.py's own, shortened
    await fake.stop()
    assert discord.http.asyncio is asyncio and discord.webhook.async_.asyncio is asyncio


async def test_dropped_connection_resumes_and_keeps_working(world: World, bot: TinyBot) -> None:
    fake = world.fake
    await fake.drop_connections()
    await fake.wait_for(lambda: fake.gateway.resume_count == 1, timeout=5)
    inter = await fake.slash(world.alice, world.chan, "kk", "hand")
    assert (await inter.wait_response()).ephemeral
    assert fake.gateway.identify_count == 1


async def test_wire_rules_without_a_bot(world: World, bot: TinyBot) -> None:
    """Raw HTTP against the fake: content type, 40060, token lifetime, content and embed limits."""
    fake = world.fake
    inter = await fake.slash(world.alice, world.chan, "kk", "hand")
    await inter.wait_response()
    auth = {"Authorization": f"Bot {TOKEN}"}
    async with aiohttp.ClientSession() as http:
        url = f"{fake.api_base}/interactions/{inter.id}/{inter.token}/callback"
        async with http.post(url, json={"type": 4, "data": {"content": "again"}}) as again:
            assert again.status == 400 and again.headers["Content-Type"] == "application/json"
            assert (await again.json())["code"] == 40060
        assert fake.violations_of("already_acknowledged")

        messages = f"{fake.api_base}/channels/{world.chan.id}/messages"
        async with http.post(messages, json={"content": "x" * 2001}, headers=auth) as long:
            body = await long.json()
            assert long.status == 400 and body["code"] == 50035
            assert body["errors"]["content"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
        embed = {"title": "t" * 257, "fields": [{"name": "n", "value": "v" * 1025}]}
        async with http.post(messages, json={"embeds": [embed]}, headers=auth) as big:
            flat = flatten_errors((await big.json())["errors"])
            assert set(flat) == {"embeds.0.title", "embeds.0.fields.0.value"}
        async with http.post(messages, json={"content": ""}, headers=auth) as empty:
            assert (await empty.json())["code"] == 50006
        async with http.get(messages) as anonymous:
            assert anonymous.status == 401

        fake.advance_time(15 * 60 + 1)
        hook = f"{fake.api_base}/webhooks/{fake.application_id}/{inter.token}?wait=true"
        async with http.post(hook, json={"content": "too late"}) as expired:
            assert expired.status == 401 and (await expired.json())["code"] == 50027
    kinds = {v.kind for v in fake.violations}
    assert kinds == {
        "already_acknowledged",
        "invalid_form_body",
        "empty_message",
        "unauthorized",
        "invalid_webhook_token",
    }


async def test_modal_autocomplete_and_direct_messages(world: World, bot: TinyBot) -> None:
    fake, alice = world.fake, world.alice
    ask = await fake.slash(alice, world.chan, "kk", "bet")
    assert (await ask.wait_response()).type == 9 and ask.modal is not None
    with pytest.raises(AssertionError):
        await fake.submit_modal(alice, ask, {})  # the text input is required
    submitted = await fake.submit_modal(alice, ask, {"amount": "50"})
    await submitted.wait_response()
    assert submitted.message is not None and submitted.message.content == "bet 50"
    assert fake.ephemeral_for(alice) == [submitted.message]

    typing = await fake.autocomplete(alice, world.chan, "kk", "pick", {"card": "x"}, focused="card")
    assert [c["value"] for c in (await typing.wait_response()).choices] == ["x1", "x2"]

    with pytest.raises(AssertionError):
        await fake.slash(alice, world.chan, "kk", "pick")  # required option missing
    in_dm = await fake.slash(alice, fake.dm_channel(alice), "kk", "pick", {"card": "x1"})
    await in_dm.wait_response()
    assert in_dm.message is not None and in_dm.message.content == "picked x1 in dm"
    assert fake.messages_in(fake.dm_channel(alice)) == [in_dm.message]
    fake.assert_no_violations()


async def _post_picture(fake: Any, channel_id: int, description: str) -> aiohttp.ClientResponse:
    """A multipart message with one PNG whose attachment entry carries ``description``."""
    form = aiohttp.FormData()
    payload = {"attachments": [{"id": 0, "filename": "t.png", "description": description}]}
    form.add_field("payload_json", json.dumps(payload), content_type="application/json")
    form.add_field("files[0]", png(1, 1), filename="t.png", content_type="image/png")
    async with aiohttp.ClientSession() as http:
        url = f"{fake.api_base}/channels/{channel_id}/messages"
        async with http.post(url, data=form, headers={"Authorization": f"Bot {TOKEN}"}) as got:
            await got.read()
            return got


async def test_an_attachments_description_is_kept_and_held_to_discords_limit(
    world: World, bot: TinyBot
) -> None:
    fake = world.fake
    kept = await _post_picture(fake, world.chan.id, "The table: round 1, January.")
    assert kept.status == 200
    assert fake.messages_in(world.chan)[-1].attachments[0].description == (
        "The table: round 1, January."
    )
    too_long = await _post_picture(fake, world.chan.id, "x" * 1025)
    assert too_long.status == 400
