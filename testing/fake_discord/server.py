"""FakeDiscord: a local Discord (REST + gateway) that an unmodified discord.py client talks to."""

from __future__ import annotations

import asyncio
import json
import secrets
import time
import types
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar
from urllib.parse import quote

from aiohttp import web

from . import components as comp
from .errors import ApiError, form_error
from .faults import FaultInjector, FaultRule
from .gateway import (
    INTENT_DIRECT_MESSAGES,
    INTENT_GUILD_MEMBERS,
    INTENT_GUILD_MESSAGES,
    INTENT_GUILDS,
    INTENT_MESSAGE_CONTENT,
    Gateway,
    GatewaySession,
)
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    Interaction,
)
from .limits import BUTTON, SELECT_TYPES, STRING_SELECT, TEXT_INPUT, DiscordLimits
from .messages import MessageFactory
from .models import (
    ADMINISTRATOR,
    CREATE_PUBLIC_THREADS,
    DEFAULT_PERMISSIONS,
    DM_CHANNEL,
    MANAGE_MESSAGES,
    PUBLIC_THREAD,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    TEXT_CHANNEL,
    VIEW_CHANNEL,
    Attachment,
    Channel,
    CommandSync,
    Guild,
    Member,
    Message,
    RecordedRequest,
    Role,
    SnowflakeFactory,
    Upload,
    User,
    Violation,
)
from .rate_limits import BucketLimit, RateLimits
from .rest import RestApi
from .waiting import Notifier

JSON = dict[str, Any]
T = TypeVar("T")

OPTION_SUB_COMMAND = 1
OPTION_SUB_COMMAND_GROUP = 2
OPTION_STRING = 3
OPTION_INTEGER = 4
OPTION_BOOLEAN = 5
OPTION_USER = 6
OPTION_CHANNEL = 7
OPTION_ROLE = 8
OPTION_MENTIONABLE = 9
OPTION_NUMBER = 10
OPTION_ATTACHMENT = 11

APPLICATION_FLAGS = 1 << 23  # APPLICATION_COMMAND_BADGE, as a typical bot has


class HasValue(Protocol):
    """Anything with an int ``value``, e.g. ``discord.Permissions``."""

    @property
    def value(self) -> int: ...


Permissions = int | HasValue
UserLike = User | Member
MessageRef = Message | int


class DiscordPatch:
    """Points discord.py at the fake; call it, or leave the ``with`` block, to undo."""

    def __init__(self, api_base: str, gateway_url: str) -> None:
        import discord.gateway
        import discord.http
        import yarl

        self._route = discord.http.Route
        self._ws = discord.gateway.DiscordWebSocket
        self._old = (self._route.BASE, self._ws.DEFAULT_GATEWAY)
        self._route.BASE = api_base
        self._ws.DEFAULT_GATEWAY = yarl.URL(gateway_url)
        self.active = True

    def undo(self) -> None:
        if self.active:
            self._route.BASE, self._ws.DEFAULT_GATEWAY = self._old
            self.active = False

    def __call__(self) -> None:
        self.undo()

    def __enter__(self) -> DiscordPatch:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: types.TracebackType | None,
    ) -> None:
        self.undo()


class _ScaledSleep:
    """``asyncio`` as one of discord.py's modules sees it, with every ``sleep`` scaled."""

    def __init__(self, scale: float, asked: list[float]) -> None:
        self.scale = scale
        self.asked = asked

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, delay: float, result: T | None = None) -> T | None:
        self.asked.append(delay)
        return await asyncio.sleep(delay * self.scale, result)


class RetryWaits:
    """Shortens discord.py's waits between the tries of a REST request: 1, 3, 5, 7 and 9 s
    after a 5xx, ``retry_after`` after a 429, times ``scale``. The tries themselves, their
    number and what discord.py does once they are spent stay as they are; undo as a patch."""

    MODULES = ("discord.http", "discord.webhook.async_")

    def __init__(self, scale: float) -> None:
        import importlib

        self.asked: list[float] = []  # the waits discord.py asked for, in seconds
        self._modules = [importlib.import_module(name) for name in self.MODULES]
        self._old = [module.asyncio for module in self._modules]
        for module in self._modules:
            module.asyncio = _ScaledSleep(scale, self.asked)  # type: ignore[attr-defined]
        self.active = True

    def undo(self) -> None:
        if self.active:
            for module, old in zip(self._modules, self._old, strict=True):
                module.asyncio = old  # type: ignore[attr-defined]
            self.active = False


def _permissions(value: Permissions | None, default: int) -> int:
    if value is None:
        return default
    return value if isinstance(value, int) else int(value.value)


class FakeDiscord:
    """State of a small Discord world plus the server that exposes it.

    Build the world (guilds, members, channels), ``await start()``, ``patch_discord()``, start
    the bot, ``await wait_ready()``, then act as users with :meth:`slash`, :meth:`click`,
    :meth:`select` and read what the bot did from :attr:`messages`, :attr:`requests`
    and :attr:`violations`.
    """

    def __init__(
        self,
        *,
        bot_name: str = "bot",
        token: str | None = None,
        limits: DiscordLimits | None = None,
        bot_permissions: Permissions | None = None,
    ) -> None:
        self.snowflake = SnowflakeFactory()
        self.application_id = self.snowflake()
        # modern applications share their id with their bot user
        self.bot_user = User(self.application_id, bot_name, bot=True)
        self.app_owner = User(self.snowflake(), "app-owner")
        self.token = token
        self.limits = limits or DiscordLimits()
        self.bot_permissions = _permissions(bot_permissions, DEFAULT_PERMISSIONS | MANAGE_MESSAGES)
        self.ack_deadline = 3.0
        self.token_lifetime = 15 * 60.0
        self.attachment_size_limit = 10 * 1024 * 1024

        self.guilds: dict[int, Guild] = {}
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.interactions: dict[int, Interaction] = {}
        self.requests: list[RecordedRequest] = []
        self.violations: list[Violation] = []
        self.error_responses: list[Violation] = []
        self.command_sync_payloads: list[CommandSync] = []
        self.global_commands: list[JSON] = []
        self.guild_commands: dict[int, list[JSON]] = {}
        self.latencies: list[float] = []
        self.faults = FaultInjector()
        self.rate_limits = RateLimits(self.now)
        # Discord sends no member list without the members intent; True: the old, looser fake
        self.member_list_without_intent = False
        # requests held until every interaction is answered: Discord calls that may be slow
        self.held_routes: list[str] = []
        # deprecated patterns Discord still takes (a conformance test fails on them)
        self.deprecations: list[Violation] = []
        self.gateway = Gateway(self)

        self._by_token: dict[str, Interaction] = {}
        self._attachments: dict[int, Attachment] = {}
        self._dm_channels: dict[int, Channel] = {}
        self._notifier = Notifier()
        self._clock_offset = 0.0
        self._runner: web.AppRunner | None = None
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._patches: list[DiscordPatch | RetryWaits] = []
        self.port = 0
        self._factory = MessageFactory(
            new_id=self.snowflake,
            attachment_url=self._attachment_url,
            limits=lambda: self.limits,
            size_limit=lambda: self.attachment_size_limit,
        )

    # ------------------------------------------------------------------ world building
    def add_user(self, name: str, *, locale: str = "en-US", bot: bool = False) -> User:
        user = User(self.snowflake(), name, locale=locale, bot=bot)
        self.users[user.id] = user
        return user

    def add_guild(self, name: str = "Test", locale: str = "en-US") -> Guild:
        guild_id = self.snowflake()
        owner = self.add_user(f"{name}-owner")
        guild = Guild(guild_id, name, locale, owner.id)
        guild.roles[guild_id] = Role(guild_id, "@everyone", DEFAULT_PERMISSIONS)
        self.guilds[guild_id] = guild
        guild.members[owner.id] = Member(owner, guild_id)
        bot_role = self.add_role(guild, self.bot_user.name, self.bot_permissions, managed=True)
        guild.members[self.bot_user.id] = Member(self.bot_user, guild_id, [bot_role.id])
        self._announce("GUILD_CREATE", guild.to_create_payload, INTENT_GUILDS, guild_id)
        return guild

    def add_role(
        self, guild: Guild, name: str, permissions: Permissions, *, managed: bool = False
    ) -> Role:
        role = Role(
            self.snowflake(),
            name,
            _permissions(permissions, 0),
            position=len(guild.roles),
            managed=managed,
        )
        guild.roles[role.id] = role
        return role

    def add_member(
        self,
        guild: Guild,
        name: str | None = None,
        *,
        user: User | None = None,
        locale: str = "en-US",
        permissions: Permissions | None = None,
        roles: Iterable[Role] = (),
        nick: str | None = None,
        bot: bool = False,
    ) -> Member:
        """A guild member; ``permissions`` (int or discord.Permissions) go on a personal role."""
        if user is None:
            if name is None:
                raise ValueError("add_member needs a name or a user")
            user = self.add_user(name, locale=locale, bot=bot)
        role_ids = [r.id for r in roles]
        if permissions is not None:
            role_ids.append(self.add_role(guild, f"{user.name}-permissions", permissions).id)
        member = Member(user, guild.id, role_ids, nick=nick)
        guild.members[user.id] = member
        self._announce(
            "GUILD_MEMBER_ADD",
            lambda: {**member.to_payload(), "guild_id": str(guild.id)},
            INTENT_GUILD_MEMBERS,
            guild.id,
        )
        return member

    def add_channel(
        self, guild: Guild, name: str = "general", *, topic: str | None = None
    ) -> Channel:
        channel = Channel(
            self.snowflake(),
            name,
            TEXT_CHANNEL,
            guild_id=guild.id,
            position=len(guild.channels),
            topic=topic,
            bot_id=self.bot_user.id,
        )
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        self._announce("CHANNEL_CREATE", channel.to_payload, INTENT_GUILDS, guild.id)
        return channel

    async def open_thread(self, parent: Channel, name: str, message_id: int) -> Channel:
        """Open a public thread from a message of ``parent``, as the bot (REST).

        Like Discord: the bot needs Create Public Threads; the thread takes the message's id.
        """
        guild = self.guilds.get(parent.guild_id or 0)
        if guild is None or parent.type != TEXT_CHANNEL:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        if not guild.permissions_of(self.bot_user.id) & CREATE_PUBLIC_THREADS:
            raise ApiError(403, 50013, "Missing Permissions")
        if not 1 <= len(name) <= 100:
            bad = {"code": "BASE_TYPE_BAD_LENGTH", "message": "Must be between 1 and 100."}
            raise form_error({"name": {"_errors": [bad]}})
        if message_id in self.channels:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        thread = Channel(
            message_id, name, PUBLIC_THREAD, guild_id=guild.id, parent_id=parent.id,
            owner_id=self.bot_user.id, bot_id=self.bot_user.id,
        )  # fmt: skip
        self.channels[thread.id] = thread
        self._announce("THREAD_CREATE", thread.to_payload, INTENT_GUILDS, guild.id)
        return thread

    def bot_permissions_in(self, channel: Channel) -> int:
        """The bot's permissions in ``channel``: its roles', less what the channel (or a
        thread's parent) denies it; an administrator is denied nothing."""
        guild = self.guilds.get(channel.guild_id or 0)
        if guild is None:
            return DEFAULT_PERMISSIONS
        perms = guild.permissions_of(self.bot_user.id)
        if perms & ADMINISTRATOR:
            return perms
        parent = self.channels.get(channel.parent_id or 0)
        denied = channel.bot_denied | (parent.bot_denied if parent is not None else 0)
        return perms & ~denied

    def check_bot_may(self, channel: Channel, *, send: bool) -> None:
        """Refuse as Discord does: 50001 without View Channel, 50013 without Send Messages
        (Send Messages in Threads in a thread).
        https://discord.com/developers/docs/topics/permissions"""
        if channel.guild_id is None:
            return
        perms = self.bot_permissions_in(channel)
        if not perms & VIEW_CHANNEL:
            raise ApiError(403, 50001, "Missing Access", kind="missing_access", violation=False)
        needed = SEND_MESSAGES_IN_THREADS if channel.type == PUBLIC_THREAD else SEND_MESSAGES
        if send and not perms & needed:
            raise ApiError(
                403, 50013, "Missing Permissions", kind="missing_permissions", violation=False
            )

    async def deny_bot(self, channel: Channel, permissions: int) -> None:
        """Take ``permissions`` from the bot in ``channel`` (a member overwrite), as a
        moderator would mid-match; the bot hears CHANNEL_UPDATE."""
        channel.bot_denied = permissions
        event = "THREAD_UPDATE" if channel.type == PUBLIC_THREAD else "CHANNEL_UPDATE"
        await self.gateway.dispatch(
            event, channel.to_payload(), intent=INTENT_GUILDS, guild_id=channel.guild_id
        )

    async def set_role_permissions(self, role: Role, permissions: int) -> None:
        """Change a role's permissions, as a server's manager would; the bot hears
        GUILD_ROLE_UPDATE (guilds intent) with the role as Discord sends it.
        https://discord.com/developers/docs/events/gateway-events#guild-role-update"""
        role.permissions = permissions
        guild_id = next(g.id for g in self.guilds.values() if role.id in g.roles)
        payload = {"guild_id": str(guild_id), "role": role.to_payload()}
        await self.gateway.dispatch(
            "GUILD_ROLE_UPDATE", payload, intent=INTENT_GUILDS, guild_id=guild_id
        )

    async def delete_message_as_moderator(self, message: Message) -> None:
        """Delete a message as a member with Manage Messages would: its routes answer 10008
        from now on (MESSAGE_DELETE only reaches a bot with the guild messages intent)."""
        await self._delete(message)

    async def delete_channel(self, channel: Channel) -> None:
        """Delete a channel or thread (and its threads): its routes answer 10003 from now on."""
        doomed = [channel] + [c for c in self.channels.values() if c.parent_id == channel.id]
        for gone in doomed:
            gone.deleted = True
            guild = self.guilds.get(gone.guild_id or 0)
            if guild is not None:
                guild.channels.pop(gone.id, None)
            payload = gone.to_payload()
            event = "THREAD_DELETE" if gone.type == PUBLIC_THREAD else "CHANNEL_DELETE"
            await self.gateway.dispatch(
                event, payload, intent=INTENT_GUILDS, guild_id=gone.guild_id
            )

    def limit_channel_messages(self, requests: int = 5, per: float = 5.0) -> None:
        """Keep Discord's per-channel limit on sending and editing messages (429 beyond it)."""
        self.rate_limits.channel_messages = BucketLimit(requests, per)

    def hold_until_answered(self, path_contains: str) -> None:
        """Make matching requests wait until every interaction is acknowledged (or has
        failed), as a slow Discord would: a bot that makes them before deferring fails."""
        self.held_routes.append(path_contains)

    async def invalidate_sessions(self, *, resumable: bool = False) -> None:
        """Send INVALID SESSION (op 9); not resumable, the client must IDENTIFY afresh."""
        await self.gateway.invalidate_sessions(resumable=resumable)

    def dm_channel(self, user: UserLike) -> Channel:
        """The bot's direct-message channel with ``user`` (created on first use)."""
        base = user.user
        channel = self._dm_channels.get(base.id)
        if channel is None:
            channel = Channel(self.snowflake(), "", DM_CHANNEL, recipient=base)
            self._dm_channels[base.id] = channel
            self.channels[channel.id] = channel
        return channel

    # ------------------------------------------------------------------ lifecycle
    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.origin}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application(client_max_size=256 * 1024 * 1024)
        RestApi(self).install(app)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/gateway/", self.gateway.handle)
        app.router.add_get("/", self.gateway.handle)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        address = self._runner.addresses[0]
        self.port = int(address[1])

    async def stop(self) -> None:
        for patch in reversed(self._patches):  # the newest first, as they were stacked
            patch.undo()
        for timer in self._timers.values():
            timer.cancel()
        for task in list(self._tasks):
            task.cancel()
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def patch_discord(self) -> DiscordPatch:
        """Set discord.py's ``Route.BASE`` and ``DEFAULT_GATEWAY`` to this fake (undone on stop)."""
        if not self.port:
            raise RuntimeError("start() the fake before patching discord.py")
        patch = DiscordPatch(self.api_base, self.gateway_url)
        self._patches.append(patch)
        return patch

    def shorten_retry_waits(self, scale: float = 0.01) -> RetryWaits:
        """Scale discord.py's waits between retries of a failed request (undone on stop):
        a test of what the bot does once discord.py gives up need not sleep 25 s a request."""
        patch = RetryWaits(scale)
        self._patches.append(patch)
        return patch

    async def wait_ready(self, timeout: float = 10.0, *, new: bool = False) -> GatewaySession:
        """Wait for a connected client that got READY and its GUILD_CREATEs.

        ``new=True`` ignores sessions that existed before the call (e.g. a bot being replaced).
        """
        known = set(self.gateway.sessions) if new else set()

        def session() -> GatewaySession | None:
            live = [s for s in self.gateway.live_sessions if s not in known]
            return live[-1] if live else None

        return await self.wait_for(
            session,
            timeout,
            describe=lambda: f"a client to IDENTIFY (requests so far: {self._recent_requests()})",
        )

    async def wait_disconnected(self, timeout: float = 10.0) -> None:
        await self.wait_for(
            lambda: not self.gateway.live_sessions, timeout, describe=lambda: "clients to go away"
        )

    async def request_reconnect(self) -> None:
        await self.gateway.request_reconnect()

    async def drop_connections(self, code: int = 4000) -> None:
        await self.gateway.drop_connections(code)

    # ------------------------------------------------------------------ clock and waiting
    def now(self) -> float:
        return time.monotonic() + self._clock_offset

    def advance_time(self, seconds: float) -> None:
        """Pretend ``seconds`` passed, for the 3-second and 15-minute rules."""
        self._clock_offset += seconds

    async def wait_for(
        self,
        predicate: Callable[[], T | None],
        timeout: float = 5.0,
        describe: Callable[[], str] | None = None,
    ) -> T:
        return await self._notifier.wait_for(predicate, timeout, describe)

    def _notify(self) -> None:
        self._notifier.notify()

    # ------------------------------------------------------------------ user actions
    async def slash(
        self,
        user: UserLike,
        channel: Channel,
        command: str,
        sub: str | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        locale: str | None = None,
        force: bool = False,
    ) -> Interaction:
        """Run ``/command [group] sub option:value`` as ``user``; ``sub`` may be "group sub".

        The command must have been synced (and the user allowed to see it) unless ``force``.
        """
        data, name = self._command_data(
            user, channel, command, sub, options or {}, focused=None, force=force
        )
        return await self._dispatch_interaction(
            APPLICATION_COMMAND, user, channel, data, locale=locale, name=name
        )

    async def autocomplete(
        self,
        user: UserLike,
        channel: Channel,
        command: str,
        sub: str | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        focused: str,
        locale: str | None = None,
        force: bool = False,
    ) -> Interaction:
        """Type into option ``focused``; ``(await inter.wait_response()).choices`` answers."""
        data, name = self._command_data(
            user, channel, command, sub, options or {}, focused=focused, force=force
        )
        return await self._dispatch_interaction(
            AUTOCOMPLETE, user, channel, data, locale=locale, name=name
        )

    async def click(
        self,
        user: UserLike,
        message: MessageRef,
        custom_id: str,
        *,
        locale: str | None = None,
        force: bool = False,
    ) -> Interaction:
        """Press a button. It must be on the message, enabled and visible to the user, unless
        ``force`` (then a missing id is forged into the message, as a tampering client would)."""
        msg = self._message_ref(message)
        self._check_can_use(user, msg, force)
        component = comp.find(msg.components, custom_id, frozenset({BUTTON}))
        if not force:
            if component is None:
                raise AssertionError(
                    f"message {msg.id} has no button {custom_id!r}; it has {msg.buttons}"
                )
            if component.get("disabled"):
                raise AssertionError(f"button {custom_id!r} on message {msg.id} is disabled")
        data: JSON = {"custom_id": custom_id, "component_type": BUTTON}
        if component is not None and "id" in component:
            data["id"] = component["id"]
        payload = self.message_payload(msg)
        if component is None:
            payload["components"] = comp.forge_custom_id(msg.components, custom_id, BUTTON)
        return await self._dispatch_interaction(
            MESSAGE_COMPONENT,
            user,
            self.channels[msg.channel_id],
            data,
            locale=locale,
            source=msg,
            message_payload=payload,
            name=custom_id,
        )

    async def select(
        self,
        user: UserLike,
        message: MessageRef,
        custom_id: str,
        values: Sequence[Any],
        *,
        locale: str | None = None,
        force: bool = False,
    ) -> Interaction:
        """Choose ``values`` in a select (strings, or users/roles/channels for entity selects)."""
        msg = self._message_ref(message)
        self._check_can_use(user, msg, force)
        component = comp.find(msg.components, custom_id, SELECT_TYPES)
        ctype = int(component["type"]) if component is not None else STRING_SELECT
        raw_values = [self._entity_id(v) for v in values]
        if not force:
            if component is None:
                raise AssertionError(
                    f"message {msg.id} has no select {custom_id!r}; it has {msg.selects}"
                )
            if component.get("disabled"):
                raise AssertionError(f"select {custom_id!r} on message {msg.id} is disabled")
            low, high = int(component.get("min_values", 1)), int(component.get("max_values", 1))
            if not low <= len(raw_values) <= high:
                raise AssertionError(f"select {custom_id!r} takes {low}..{high} values")
            if ctype == STRING_SELECT:
                allowed = {str(o.get("value")) for o in component.get("options") or []}
                unknown = [v for v in raw_values if v not in allowed]
                if unknown:
                    raise AssertionError(f"{unknown} are not options of {custom_id!r}: {allowed}")
        data: JSON = {"custom_id": custom_id, "component_type": ctype, "values": raw_values}
        channel = self.channels[msg.channel_id]
        if ctype != STRING_SELECT:
            resolved: JSON = {}
            guild = self.guilds.get(channel.guild_id or 0)
            for value in values:
                self._resolve_entity(value, resolved, guild)
            data["resolved"] = resolved
        payload = self.message_payload(msg)
        if component is None:
            payload["components"] = comp.forge_custom_id(msg.components, custom_id, ctype)
        return await self._dispatch_interaction(
            MESSAGE_COMPONENT,
            user,
            channel,
            data,
            locale=locale,
            source=msg,
            message_payload=payload,
            name=custom_id,
        )

    async def submit_modal(
        self,
        user: UserLike,
        interaction: Interaction,
        values: Mapping[str, str | Sequence[str]],
        *,
        locale: str | None = None,
        force: bool = False,
    ) -> Interaction:
        """Fill in and submit the modal the bot answered ``interaction`` with."""
        modal = interaction.modal
        if modal is None:
            raise AssertionError(f"interaction {interaction.id} was not answered with a modal")
        inputs = {
            str(c.get("custom_id")): c
            for c in comp.walk(modal.get("components") or [])
            if c.get("custom_id") is not None and c.get("type") != 1
        }
        if not force:
            unknown = set(values) - set(inputs)
            if unknown:
                raise AssertionError(f"modal has no inputs {unknown}; it has {list(inputs)}")
            missing = [
                cid
                for cid, c in inputs.items()
                if c.get("type") == TEXT_INPUT and c.get("required", True) and not values.get(cid)
            ]
            if missing:
                raise AssertionError(f"required modal inputs not filled: {missing}")

        def filled(component: JSON) -> JSON:
            cid = str(component.get("custom_id"))
            value = values.get(cid, "" if component.get("type") == TEXT_INPUT else [])
            out: JSON = {"type": component.get("type"), "custom_id": cid}
            if "id" in component:
                out["id"] = component["id"]
            if component.get("type") == TEXT_INPUT:
                out["value"] = value if isinstance(value, str) else "".join(value)
            else:
                out["values"] = [value] if isinstance(value, str) else list(value)
            return out

        submitted: list[JSON] = []
        for top in modal.get("components") or []:
            if top.get("type") == 1:
                children = [filled(c) for c in top.get("components") or [] if c.get("custom_id")]
                submitted.append({"type": 1, "components": children})
            elif top.get("type") == 18 and isinstance(top.get("component"), dict):
                submitted.append({"type": 18, "component": filled(top["component"])})
        data: JSON = {"custom_id": modal.get("custom_id"), "components": submitted}
        source = interaction.source_message
        return await self._dispatch_interaction(
            MODAL_SUBMIT,
            user,
            interaction.channel,
            data,
            locale=locale,
            source=source,
            message_payload=self.message_payload(source) if source is not None else None,
            name=str(modal.get("custom_id")),
        )

    async def send_message(self, user: UserLike, channel: Channel, content: str) -> Message:
        """A user types a message (MESSAGE_CREATE; content only reaches bots with the intent)."""
        message = Message(
            id=self.snowflake(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=user.user,
            content=content,
        )
        self.messages[message.id] = message
        channel.last_message_id = message.id
        payload = self.message_payload(message)
        guild = self.guilds.get(channel.guild_id or 0)
        if guild is not None and user.user.id in guild.members:
            payload["member"] = guild.members[user.user.id].to_payload(with_user=False)
        bot_mentioned = f"<@{self.bot_user.id}>" in content or f"<@!{self.bot_user.id}>" in content

        def for_session(session: GatewaySession, payload: JSON) -> JSON:
            if guild is None or bot_mentioned or session.intents & INTENT_MESSAGE_CONTENT:
                return payload
            return {**payload, "content": "", "embeds": [], "attachments": [], "components": []}

        await self.gateway.dispatch(
            "MESSAGE_CREATE",
            payload,
            intent=INTENT_GUILD_MESSAGES if guild is not None else INTENT_DIRECT_MESSAGES,
            guild_id=channel.guild_id,
            transform=for_session,
        )
        return message

    # ------------------------------------------------------------------ reading results
    def message(self, message_id: int) -> Message:
        return self.messages[message_id]

    def messages_in(self, channel: Channel, *, include_deleted: bool = False) -> list[Message]:
        """Public messages of a channel, oldest first, in their latest state."""
        return [
            m
            for m in sorted(self.messages.values(), key=lambda m: m.id)
            if m.channel_id == channel.id and not m.ephemeral and (include_deleted or not m.deleted)
        ]

    def ephemeral_for(self, user: UserLike, *, include_deleted: bool = False) -> list[Message]:
        """Ephemeral messages only ``user`` can see, oldest first."""
        return [
            m
            for m in sorted(self.messages.values(), key=lambda m: m.id)
            if m.ephemeral
            and m.interaction_user_id == user.user.id
            and (include_deleted or not m.deleted)
        ]

    def visible_to(self, user: UserLike, channel: Channel) -> list[Message]:
        """What ``user`` sees in ``channel``: public messages plus their own ephemerals."""
        return [
            m
            for m in sorted(self.messages.values(), key=lambda m: m.id)
            if m.channel_id == channel.id and not m.deleted and m.visible_to(user.user.id)
        ]

    @staticmethod
    def find_buttons(message: Message) -> list[comp.ButtonInfo]:
        return message.buttons

    @staticmethod
    def find_selects(message: Message) -> list[comp.SelectInfo]:
        return message.selects

    def requests_to(self, path_contains: str, method: str | None = None) -> list[RecordedRequest]:
        return [
            r
            for r in self.requests
            if path_contains in r.path and (method is None or r.method == method.upper())
        ]

    def pending_interactions(self) -> list[Interaction]:
        """Interactions the bot has not acknowledged (yet)."""
        return [i for i in self.interactions.values() if i.response is None]

    def violations_of(self, kind: str) -> list[Violation]:
        return [v for v in self.violations if v.kind == kind]

    def assert_no_violations(self) -> None:
        if self.violations:
            lines = "\n  ".join(str(v) for v in self.violations)
            raise AssertionError(f"the bot broke Discord's rules:\n  {lines}")

    def clear_records(self) -> None:
        """Forget recorded requests, violations and latencies (state is kept)."""
        self.requests.clear()
        self.violations.clear()
        self.deprecations.clear()
        self.error_responses.clear()
        self.latencies.clear()
        self.command_sync_payloads.clear()

    def fail_next(
        self,
        n: int = 1,
        status: int = 429,
        path_contains: str | None = None,
        *,
        method: str | None = None,
        retry_after: float = 0.05,
        is_global: bool = False,
    ) -> FaultRule:
        """Make the next ``n`` matching REST requests fail with ``status`` (429 or 5xx)."""
        rule = FaultRule(n, status, path_contains, method, retry_after, is_global)
        self.faults.add(rule)
        return rule

    def message_payload(self, message: Message) -> JSON:
        return message.to_payload(self.users.get)

    # ------------------------------------------------------------------ internals: gateway
    def _token_ok(self, token: str) -> bool:
        return bool(token) and (self.token is None or token == self.token)

    def _bot_user_payload(self) -> JSON:
        return {
            **self.bot_user.to_payload(),
            "verified": True,
            "mfa_enabled": False,
            "email": None,
            "locale": "en-US",
        }

    def _application_payload(self) -> JSON:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": APPLICATION_FLAGS,
            "owner": self.app_owner.to_payload(),
            "team": None,
            "bot": self.bot_user.to_payload(),
            "tags": [],
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "approximate_guild_count": len(self.guilds),
            "integration_types_config": {"0": {}},
        }

    def _ready_payload(self, session: GatewaySession) -> JSON:
        data: JSON = {
            "v": 10,
            "user": self._bot_user_payload(),
            "guilds": [
                {"id": str(g), "unavailable": True}
                for g in self.guilds
                if self.gateway._owns_guild(session, g)
            ],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": APPLICATION_FLAGS},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": ["japan"],
            "auth": {},
            "_trace": ["fake-discord"],
        }
        if session.shard is not None:
            data["shard"] = session.shard
        return data

    def _announce(
        self, event: str, build: Callable[[], JSON], intent: int, guild_id: int | None
    ) -> None:
        """Tell connected clients about a change made while they run."""
        if not self.gateway.resumable_sessions:
            return
        task = asyncio.get_running_loop().create_task(
            self.gateway.dispatch(event, build(), intent=intent, guild_id=guild_id)
        )
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ------------------------------------------------------------------ internals: commands
    def _commands_in(self, guild_id: int | None) -> list[JSON]:
        if guild_id is None:
            return self.global_commands
        return self.guild_commands.get(guild_id, [])

    def _set_commands(self, guild_id: int | None, commands: list[JSON]) -> None:
        if guild_id is None:
            self.global_commands = commands
        else:
            self.guild_commands[guild_id] = commands

    def _echo_command(
        self, command: JSON, guild_id: int | None, existing: Mapping[tuple[int, str], JSON]
    ) -> JSON:
        ctype = int(command.get("type", 1))
        old = existing.get((ctype, str(command.get("name"))))
        echoed: JSON = json.loads(json.dumps(command))
        echoed.update(
            id=old["id"] if old else str(self.snowflake()),
            application_id=str(self.application_id),
            version=str(self.snowflake()),
            type=ctype,
            description=command.get("description", ""),
            default_member_permissions=command.get("default_member_permissions"),
            nsfw=bool(command.get("nsfw", False)),
            contexts=command.get("contexts"),
            integration_types=command.get("integration_types", [0]),
        )
        if guild_id is not None:
            echoed["guild_id"] = str(guild_id)
        return echoed

    def _find_command(self, name: str, guild_id: int | None) -> JSON | None:
        scopes: list[int | None] = [guild_id, None] if guild_id is not None else [None]
        for scope in scopes:
            for command in self._commands_in(scope):
                if command.get("type", 1) == 1 and command.get("name") == name:
                    return command
        return None

    def _command_data(
        self,
        user: UserLike,
        channel: Channel,
        command: str,
        sub: str | None,
        options: Mapping[str, Any],
        *,
        focused: str | None,
        force: bool,
    ) -> tuple[JSON, str]:
        path = command.split() + (sub.split() if sub else [])
        root = path[0]
        guild = self.guilds.get(channel.guild_id or 0)
        spec = self._find_command(root, guild.id if guild else None)
        if spec is None and not force:
            synced = [c.get("name") for c in self.global_commands] + [
                c.get("name") for cmds in self.guild_commands.values() for c in cmds
            ]
            raise AssertionError(f"/{root} is not a synced command (synced: {synced})")
        if spec is not None and not force:
            self._check_command_allowed(spec, user, guild)
        data: JSON = {
            "id": spec["id"] if spec else str(self.snowflake()),
            "name": root,
            "type": 1,
        }
        if spec is not None and spec.get("guild_id"):
            data["guild_id"] = spec["guild_id"]
        resolved: JSON = {}
        container: list[JSON] = []
        data["options"] = container
        level: JSON | None = spec
        for part in path[1:]:
            child = _option_named(level, part) if level is not None else None
            if child is None and not force:
                subs = [o.get("name") for o in (level or {}).get("options") or []]
                raise AssertionError(f"/{' '.join(path)}: no sub-command {part!r} (has {subs})")
            ptype = int(child["type"]) if child else OPTION_SUB_COMMAND
            node: JSON = {"name": part, "type": ptype, "options": []}
            container.append(node)
            container = node["options"]
            level = child
        if not force and level is not None:
            nested = [o for o in level.get("options") or [] if o.get("type") in (1, 2)]
            if nested:
                raise AssertionError(
                    f"/{' '.join(path)} needs a sub-command: {[o.get('name') for o in nested]}"
                )
        container.extend(
            self._build_options(level, options, guild, resolved, focused=focused, force=force)
        )
        if resolved:
            data["resolved"] = resolved
        return data, " ".join(path)

    def _check_command_allowed(self, spec: JSON, user: UserLike, guild: Guild | None) -> None:
        contexts = spec.get("contexts")
        context = 0 if guild is not None else 1
        if contexts is not None and context not in contexts:
            raise AssertionError(f"/{spec.get('name')} is not offered in context {context}")
        required = spec.get("default_member_permissions")
        if guild is not None and required is not None:
            have = guild.permissions_of(user.user.id)
            need = int(required)
            if (need == 0 and have != guild.permissions_of(guild.owner_id)) or have & need != need:
                raise AssertionError(
                    f"{user.user.name} lacks permissions {need} for /{spec.get('name')}"
                )

    def _build_options(
        self,
        spec: JSON | None,
        given: Mapping[str, Any],
        guild: Guild | None,
        resolved: JSON,
        *,
        focused: str | None,
        force: bool,
    ) -> list[JSON]:
        schema = {str(o.get("name")): o for o in (spec or {}).get("options") or []}
        out: list[JSON] = []
        for name, value in given.items():
            option = schema.get(name)
            if option is None and not force:
                raise AssertionError(f"option {name!r} is not part of the command ({list(schema)})")
            otype = int(option["type"]) if option else _infer_option_type(value)
            item: JSON = {"name": name, "type": otype}
            if name == focused:
                item["value"] = str(value)
                item["focused"] = True
            else:
                if option is not None and not force:
                    _check_option_value(option, value)
                item["value"] = self._option_value(otype, value, resolved, guild)
            out.append(item)
        if focused is not None and focused not in given:
            focused_type = int(schema[focused]["type"]) if focused in schema else OPTION_STRING
            out.append({"name": focused, "type": focused_type, "value": "", "focused": True})
        if not force and focused is None:
            missing = [n for n, o in schema.items() if o.get("required") and n not in given]
            if missing:
                raise AssertionError(f"required options missing: {missing}")
        return out

    def _option_value(self, otype: int, value: Any, resolved: JSON, guild: Guild | None) -> Any:
        if otype in (OPTION_USER, OPTION_CHANNEL, OPTION_ROLE, OPTION_MENTIONABLE):
            self._resolve_entity(value, resolved, guild)
            return self._entity_id(value)
        if otype == OPTION_ATTACHMENT:
            if not isinstance(value, Upload):
                raise AssertionError("attachment options take fake_discord.Upload(filename, data)")
            attachment_id = self.snowflake()
            attachment = Attachment(
                attachment_id,
                value.filename,
                value.data,
                content_type=value.content_type,
                url=self._attachment_url(0, attachment_id, value.filename),
            )
            self._attachments[attachment_id] = attachment
            resolved.setdefault("attachments", {})[str(attachment_id)] = attachment.to_payload(
                ephemeral=True
            )
            return str(attachment_id)
        if otype == OPTION_NUMBER:
            return float(value)
        return value

    def _entity_id(self, value: Any) -> str:
        if isinstance(value, User | Member | Role | Channel):
            return str(value.id)
        return str(value)

    def _resolve_entity(self, value: Any, resolved: JSON, guild: Guild | None) -> None:
        if isinstance(value, User | Member):
            user = value.user
            resolved.setdefault("users", {})[str(user.id)] = user.to_payload()
            member = guild.members.get(user.id) if guild else None
            if member is not None and guild is not None:
                resolved.setdefault("members", {})[str(user.id)] = member.to_payload(
                    with_user=False, permissions=guild.permissions_of(user.id)
                )
        elif isinstance(value, Role):
            resolved.setdefault("roles", {})[str(value.id)] = value.to_payload()
        elif isinstance(value, Channel):
            perms = guild.permissions_of(self.bot_user.id) if guild else DEFAULT_PERMISSIONS
            resolved.setdefault("channels", {})[str(value.id)] = {
                **value.to_payload(),
                "name": value.name,
                "permissions": str(perms),
            }

    # ------------------------------------------------------------------ internals: interactions
    def _check_can_use(self, user: UserLike, message: Message, force: bool) -> None:
        if message.deleted and not force:
            raise AssertionError(f"message {message.id} was deleted")
        if not message.visible_to(user.user.id) and not force:
            raise AssertionError(
                f"{user.user.name} cannot see ephemeral message {message.id} "
                f"(it belongs to user {message.interaction_user_id})"
            )

    def _message_ref(self, message: MessageRef) -> Message:
        if isinstance(message, Message):
            return message
        return self.messages[message]

    async def _dispatch_interaction(
        self,
        itype: int,
        user: UserLike,
        channel: Channel,
        data: JSON,
        *,
        locale: str | None,
        name: str,
        source: Message | None = None,
        message_payload: JSON | None = None,
    ) -> Interaction:
        base = user.user
        guild = self.guilds.get(channel.guild_id or 0)
        if guild is not None and base.id not in guild.members:
            raise AssertionError(f"{base.name} is not a member of guild {guild.name}")
        interaction_id = self.snowflake()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(120)
        payload: JSON = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": itype,
            "data": data,
            "token": token,
            "version": 1,
            "locale": locale or base.locale,
            "attachment_size_limit": self.attachment_size_limit,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "channel_id": str(channel.id),
        }
        if guild is not None:
            perms = guild.permissions_of(base.id)
            payload.update(
                guild_id=str(guild.id),
                guild_locale=guild.locale,
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                member=guild.members[base.id].to_payload(permissions=perms),
                app_permissions=str(self.bot_permissions_in(channel)),
                authorizing_integration_owners={"0": str(guild.id)},
                context=0,
                channel={**channel.to_payload(), "permissions": str(perms)},
            )
        else:
            payload.update(
                user=base.to_payload(),
                app_permissions=str(DEFAULT_PERMISSIONS),
                authorizing_integration_owners={"0": "0"},
                context=1,
                channel=channel.to_payload(),
            )
        if message_payload is not None:
            payload["message"] = message_payload
        inter = Interaction(
            id=interaction_id,
            token=token,
            type=itype,
            user=base,
            channel=channel,
            guild=guild,
            payload=payload,
            fake=self,
            name=name,
            source_message=source,
            deadline=self.ack_deadline,
        )
        self.interactions[interaction_id] = inter
        self._by_token[token] = inter
        inter.dispatched_at = self.now()
        inter.dispatched_perf = time.perf_counter()
        sent = await self.gateway.dispatch(
            "INTERACTION_CREATE", payload, guild_id=guild.id if guild else None
        )
        if not sent:
            del self.interactions[interaction_id], self._by_token[token]
            raise RuntimeError("no bot is connected to the fake gateway; await wait_ready() first")
        loop = asyncio.get_running_loop()
        self._timers[inter.id] = loop.call_later(inter.deadline, self._check_acknowledged, inter)
        return inter

    def _check_acknowledged(self, inter: Interaction) -> None:
        self._timers.pop(inter.id, None)
        if inter.response is None and not inter.failed_reported:
            inter.failed_reported = True
            self._add_violation(
                Violation(
                    "interaction_failed",
                    f"interaction {inter.id} ({inter.name}) was not acknowledged within "
                    f"{inter.deadline:.2f}s; the user sees 'This interaction failed'",
                    interaction_id=inter.id,
                )
            )
        self._notify()

    def _link_message(
        self, message: Message, inter: Interaction, *, followup_of: Message | None = None
    ) -> None:
        message.interaction_id = inter.id
        message.interaction_user_id = inter.user.id
        message.interaction_type = inter.type
        message.interaction_name = inter.name if inter.type == APPLICATION_COMMAND else None
        message.application_id = self.application_id
        message.type = 20 if inter.type == APPLICATION_COMMAND else 0
        if inter.type == APPLICATION_COMMAND:
            message.metadata_extra["name"] = inter.name
            message.metadata_extra["command_type"] = 1
        if inter.source_message is not None:
            message.metadata_extra["interacted_message_id"] = str(inter.source_message.id)
        if followup_of is not None:
            message.metadata_extra["original_response_message_id"] = str(followup_of.id)

    # ------------------------------------------------------------------ internals: messages
    def _attachment_url(self, channel_id: int, attachment_id: int, filename: str) -> str:
        return f"{self.origin}/attachments/{channel_id}/{attachment_id}/{quote(filename)}"

    def _track(self, message: Message) -> None:
        for attachment in message.attachments:
            self._attachments[attachment.id] = attachment
        missing = message.missing_attachment_refs()
        if missing:
            self._add_violation(
                Violation(
                    "embed_attachment_missing",
                    f"message {message.id} embeds {missing} but has no such attachment "
                    "(the image will not show)",
                    interaction_id=message.interaction_id,
                )
            )

    async def _store_new(self, message: Message) -> None:
        self.messages[message.id] = message
        self._track(message)
        if message.ephemeral:
            return
        channel = self.channels.get(message.channel_id)
        if channel is not None:
            channel.last_message_id = message.id
        await self._publish("MESSAGE_CREATE", message, self.message_payload(message))

    async def _store_edit(self, message: Message) -> None:
        self._track(message)
        if not message.ephemeral:
            await self._publish("MESSAGE_UPDATE", message, self.message_payload(message))

    async def _delete(self, message: Message) -> None:
        message.deleted = True
        if not message.ephemeral:
            data: JSON = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id is not None:
                data["guild_id"] = str(message.guild_id)
            await self._publish("MESSAGE_DELETE", message, data)

    async def _publish(self, event: str, message: Message, data: JSON) -> None:
        intent = INTENT_GUILD_MESSAGES if message.guild_id else INTENT_DIRECT_MESSAGES
        await self.gateway.dispatch(event, data, intent=intent, guild_id=message.guild_id)

    # ------------------------------------------------------------------ internals: records
    def _add_violation(self, violation: Violation) -> None:
        self.violations.append(violation)
        self._notify()

    def _record_error(self, exc: ApiError, method: str, path: str) -> None:
        record = Violation(
            exc.kind,
            exc.message,
            method=method,
            path=path,
            status=exc.status,
            code=exc.code,
            errors=exc.errors,
            interaction_id=exc.interaction_id,
        )
        self.error_responses.append(record)
        if exc.violation:
            self._add_violation(record)

    def _recent_requests(self) -> list[str]:
        return [str(r) for r in self.requests[-10:]]


def _option_named(spec: JSON | None, name: str) -> JSON | None:
    for option in (spec or {}).get("options") or []:
        if option.get("name") == name and option.get("type") in (1, 2):
            return dict(option)
    return None


def _infer_option_type(value: Any) -> int:
    if isinstance(value, bool):
        return OPTION_BOOLEAN
    if isinstance(value, int):
        return OPTION_INTEGER
    if isinstance(value, float):
        return OPTION_NUMBER
    if isinstance(value, User | Member):
        return OPTION_USER
    if isinstance(value, Channel):
        return OPTION_CHANNEL
    if isinstance(value, Role):
        return OPTION_ROLE
    if isinstance(value, Upload):
        return OPTION_ATTACHMENT
    return OPTION_STRING


def _check_option_value(option: JSON, value: Any) -> None:
    """What Discord's client would refuse to send for this option."""
    name, otype = option.get("name"), int(option["type"])
    expected: dict[int, tuple[type, ...]] = {
        OPTION_STRING: (str,),
        OPTION_INTEGER: (int,),
        OPTION_NUMBER: (int, float),
        OPTION_BOOLEAN: (bool,),
        OPTION_USER: (User, Member),
        OPTION_CHANNEL: (Channel,),
        OPTION_ROLE: (Role,),
        OPTION_MENTIONABLE: (User, Member, Role),
        OPTION_ATTACHMENT: (Upload,),
    }
    kinds = expected.get(otype)
    bad_bool = isinstance(value, bool) and otype in (OPTION_INTEGER, OPTION_NUMBER)
    if kinds is not None and (not isinstance(value, kinds) or bad_bool):
        raise AssertionError(f"option {name!r} (type {otype}) cannot take {value!r}")
    choices = option.get("choices")
    if choices and value not in [c.get("value") for c in choices]:
        raise AssertionError(f"option {name!r} must be one of {[c.get('value') for c in choices]}")
    if isinstance(value, int | float) and not isinstance(value, bool):
        if option.get("min_value") is not None and value < option["min_value"]:
            raise AssertionError(f"option {name!r} must be >= {option['min_value']}")
        if option.get("max_value") is not None and value > option["max_value"]:
            raise AssertionError(f"option {name!r} must be <= {option['max_value']}")
    if isinstance(value, str):
        if option.get("min_length") is not None and len(value) < option["min_length"]:
            raise AssertionError(f"option {name!r} needs >= {option['min_length']} characters")
        if option.get("max_length") is not None and len(value) > option["max_length"]:
            raise AssertionError(f"option {name!r} takes <= {option['max_length']} characters")
    if otype == OPTION_CHANNEL and option.get("channel_types"):
        assert isinstance(value, Channel)
        if value.type not in option["channel_types"]:
            raise AssertionError(f"option {name!r} takes channel types {option['channel_types']}")
