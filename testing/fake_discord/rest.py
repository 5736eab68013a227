"""The REST API: routes, request recording, auth, fault injection and error bodies."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, hdrs, web

from . import errors as E
from .errors import ApiError, form_error, json_response
from .interactions import (
    ALLOWED_CALLBACKS,
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MODAL,
    UPDATE_MESSAGE,
    Interaction,
    InteractionResponse,
)
from .limits import (
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    ErrorCollector,
    validate_choices,
    validate_command,
    validate_commands,
    validate_modal,
)
from .models import CommandSync, Message, RecordedRequest, UploadedPart, Violation

if TYPE_CHECKING:
    from .server import FakeDiscord

JSON = dict[str, Any]
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

API = r"/api/v{version:\d+}"


@dataclass
class Body:
    json: Any
    uploads: list[UploadedPart]

    @property
    def obj(self) -> JSON:
        return self.json if isinstance(self.json, dict) else {}

    @property
    def files(self) -> dict[str, bytes]:
        return {u.filename: u.data for u in self.uploads}


async def read_body(request: web.Request) -> Body:
    if request.content_type.startswith("multipart/"):
        reader = await request.multipart()
        payload: Any = None
        uploads: list[UploadedPart] = []
        async for part in reader:
            if not isinstance(part, BodyPartReader):
                continue
            data = bytes(await part.read(decode=False))
            if part.name == "payload_json":
                payload = json.loads(data)
            else:
                uploads.append(
                    UploadedPart(
                        part.name or "",
                        part.filename or part.name or "file",
                        data,
                        part.headers.get(hdrs.CONTENT_TYPE),
                    )
                )
        return Body(payload, uploads)
    raw = await request.read()
    if not raw:
        return Body(None, [])
    try:
        return Body(json.loads(raw), [])
    except ValueError as exc:
        raise ApiError(400, 50109, "The request body contains invalid JSON.") from exc


# the middleware parses each body once; handlers run in the same task and read it here
_current_body: ContextVar[Body] = ContextVar("fake_discord_body")


def _body(request: web.Request) -> Body:
    return _current_body.get()


def _no_content() -> web.Response:
    return web.Response(status=204)


class RestApi:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    # -- wiring --------------------------------------------------------------------------
    def install(self, app: web.Application) -> None:
        app.middlewares.append(self.middleware)
        add = app.router.add_route
        routes: list[tuple[str, str, Handler]] = [
            ("GET", "/gateway", self.get_gateway),
            ("GET", "/gateway/bot", self.get_gateway_bot),
            ("GET", "/users/@me", self.get_me),
            ("POST", "/users/@me/channels", self.create_dm),
            ("GET", "/users/{user_id:\\d+}", self.get_user),
            ("GET", "/oauth2/applications/@me", self.get_application),
            ("GET", "/applications/@me", self.get_application),
            ("GET", "/applications/{app_id}/commands", self.get_commands),
            ("PUT", "/applications/{app_id}/commands", self.put_commands),
            ("POST", "/applications/{app_id}/commands", self.post_command),
            ("GET", "/applications/{app_id}/commands/{command_id}", self.get_command),
            ("DELETE", "/applications/{app_id}/commands/{command_id}", self.delete_command),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self.get_commands),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self.put_commands),
            ("POST", "/applications/{app_id}/guilds/{guild_id}/commands", self.post_command),
            (
                "GET",
                "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}",
                self.get_command,
            ),
            (
                "DELETE",
                "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}",
                self.delete_command,
            ),
            ("GET", "/applications/{app_id}/emojis", self.get_app_emojis),
            ("GET", "/applications/{app_id}/entitlements", self.get_entitlements),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self.interaction_callback),
            ("POST", "/webhooks/{app_id}/{token}", self.webhook_execute),
            ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self.webhook_get),
            ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self.webhook_edit),
            ("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self.webhook_delete),
            ("GET", "/channels/{channel_id}", self.get_channel),
            ("GET", "/channels/{channel_id}/messages", self.list_messages),
            ("POST", "/channels/{channel_id}/messages", self.create_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self.get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self.edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_message),
            (
                "POST",
                "/channels/{channel_id}/messages/{message_id}/threads",
                self.start_thread_from_message,
            ),
            ("POST", "/channels/{channel_id}/typing", self.typing),
            (
                "PUT",
                "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
                self.react,
            ),
            (
                "DELETE",
                "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
                self.react,
            ),
            ("GET", "/guilds/{guild_id}", self.get_guild),
            ("GET", "/guilds/{guild_id}/channels", self.get_guild_channels),
            ("GET", "/guilds/{guild_id}/roles", self.get_guild_roles),
            ("GET", "/guilds/{guild_id}/members", self.list_members),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member),
        ]
        for method, path, handler in routes:
            add(method, API + path, handler)
        add("GET", "/attachments/{channel_id}/{attachment_id}/{filename}", self.download)

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not request.path.startswith("/api/"):
            return await handler(request)
        fake = self.fake
        record = RecordedRequest(
            method=request.method,
            path=request.path,
            query=dict(request.query),
            json=None,
            files={},
            time=time.monotonic(),
            headers=dict(request.headers),
        )
        fake.requests.append(record)
        try:
            try:
                body = await read_body(request)
            except ApiError as exc:
                return self._error(record, request, exc)
            record.json, record.files = body.json, body.files
            _current_body.set(body)
            await self._hold(request.path)
            rule = fake.faults.take(request.method, request.path)
            limited, limit_headers = fake.rate_limits.check(request.method, request.path)
            if rule is not None:
                record.injected_fault = True
                response: web.StreamResponse = rule.response()
            elif limited is not None:
                record.rate_limited = True
                response = limited
            else:
                try:
                    self._check_auth(request)
                    response = await handler(request)
                except ApiError as exc:
                    return self._error(record, request, exc)
                except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
                    exc2 = ApiError(404, E.GENERAL_ERROR, "404: Not Found", kind="unhandled_route")
                    return self._error(record, request, exc2)
            record.status = response.status
            response.headers.update(limit_headers)
            return response
        finally:
            fake._notify()

    async def _hold(self, path: str) -> None:
        """Wait, for a held route, until no interaction waits for its acknowledgement."""
        fake = self.fake
        if not any(part in path for part in fake.held_routes):
            return
        with contextlib.suppress(TimeoutError):
            await fake.wait_for(lambda: not _waiting(fake), fake.ack_deadline + 0.5)

    def _error(self, record: RecordedRequest, request: web.Request, exc: ApiError) -> web.Response:
        record.status = exc.status
        self.fake._record_error(exc, request.method, request.path)
        return exc.to_response()

    def _check_auth(self, request: web.Request) -> None:
        path = request.path
        if "/interactions/" in path or "/webhooks/" in path:
            return  # interaction tokens authenticate these
        header = request.headers.get(hdrs.AUTHORIZATION, "")
        if not header.startswith("Bot ") or not self.fake._token_ok(header[4:]):
            raise ApiError(401, E.GENERAL_ERROR, "401: Unauthorized", kind="unauthorized")

    def _app(self, request: web.Request) -> None:
        if request.match_info.get("app_id") != str(self.fake.application_id):
            raise ApiError(404, 10002, "Unknown Application", kind="unknown_application")

    # -- gateway / users / application ----------------------------------------------------
    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.fake.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "url": self.fake.gateway_url,
                "shards": 1,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 999,
                    "reset_after": 14_400_000,
                    "max_concurrency": 1,
                },
            }
        )

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response(self.fake._bot_user_payload())

    async def get_user(self, request: web.Request) -> web.Response:
        user = self.fake.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise E.not_found(E.UNKNOWN_USER, "Unknown User")
        return json_response(user.to_payload())

    async def create_dm(self, request: web.Request) -> web.Response:
        recipient = _body(request).obj.get("recipient_id")
        user = self.fake.users.get(int(recipient or 0))
        if user is None:
            raise form_error(
                {
                    "recipient_id": {
                        "_errors": [
                            {"code": "NUMBER_TYPE_COERCE", "message": "Value is not snowflake."}
                        ]
                    }
                }
            )
        return json_response(self.fake.dm_channel(user).to_payload())

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(self.fake._application_payload())

    async def get_app_emojis(self, request: web.Request) -> web.Response:
        self._app(request)
        return json_response({"items": []})

    async def get_entitlements(self, request: web.Request) -> web.Response:
        self._app(request)
        return json_response([])

    # -- application commands -------------------------------------------------------------
    def _scope(self, request: web.Request) -> int | None:
        self._app(request)
        raw = request.match_info.get("guild_id")
        if raw is None:
            return None
        guild_id = int(raw)
        if guild_id not in self.fake.guilds:
            raise ApiError(403, 50001, "Missing Access", kind="missing_access")
        return guild_id

    async def get_commands(self, request: web.Request) -> web.Response:
        return json_response(self.fake._commands_in(self._scope(request)))

    async def put_commands(self, request: web.Request) -> web.Response:
        guild_id = self._scope(request)
        body = _body(request).json
        errors = validate_commands(body, self.fake.limits)
        if errors:
            raise form_error(errors.tree)
        assert isinstance(body, list)
        self.fake.command_sync_payloads.append(CommandSync(json.loads(json.dumps(body)), guild_id))
        existing = {(c["type"], c["name"]): c for c in self.fake._commands_in(guild_id)}
        echoed = [self.fake._echo_command(c, guild_id, existing) for c in body]
        self.fake._set_commands(guild_id, echoed)
        return json_response(echoed)

    async def post_command(self, request: web.Request) -> web.Response:
        guild_id = self._scope(request)
        body = _body(request).obj
        errors = ErrorCollector()
        validate_command(body, errors, self.fake.limits)
        if errors:
            raise form_error(errors.tree)
        current = self.fake._commands_in(guild_id)
        existing = {(c["type"], c["name"]): c for c in current}
        echoed = self.fake._echo_command(body, guild_id, existing)
        key = (echoed["type"], echoed["name"])
        created = key not in existing
        self.fake._set_commands(
            guild_id, [c for c in current if (c["type"], c["name"]) != key] + [echoed]
        )
        return json_response(echoed, status=201 if created else 200)

    def _command(self, request: web.Request) -> tuple[int | None, JSON]:
        guild_id = self._scope(request)
        wanted = request.match_info["command_id"]
        for command in self.fake._commands_in(guild_id):
            if command["id"] == wanted:
                return guild_id, command
        raise E.not_found(E.UNKNOWN_APPLICATION_COMMAND, "Unknown application command")

    async def get_command(self, request: web.Request) -> web.Response:
        return json_response(self._command(request)[1])

    async def delete_command(self, request: web.Request) -> web.Response:
        guild_id, command = self._command(request)
        self.fake._set_commands(
            guild_id, [c for c in self.fake._commands_in(guild_id) if c is not command]
        )
        return _no_content()

    # -- interaction callback -------------------------------------------------------------
    async def interaction_callback(self, request: web.Request) -> web.Response:
        fake = self.fake
        received = fake.now()
        inter = fake.interactions.get(int(request.match_info["interaction_id"]))
        if inter is None or inter.token != request.match_info["token"]:
            raise ApiError(404, E.UNKNOWN_INTERACTION, "Unknown interaction")
        try:
            return await self._callback(request, inter, received)
        except ApiError as exc:
            exc.interaction_id = inter.id
            inter.rejections.append(exc.body())
            raise

    async def _callback(
        self, request: web.Request, inter: Interaction, received: float
    ) -> web.Response:
        fake = self.fake
        body = _body(request)
        ctype, data = _checked_callback(inter, received, body.obj)
        message = await self._callback_message(inter, ctype, data, body)
        if ctype in (
            CHANNEL_MESSAGE,
            DEFERRED_CHANNEL_MESSAGE,
            DEFERRED_UPDATE_MESSAGE,
            UPDATE_MESSAGE,
        ):
            inter._original = message
        inter._acknowledge(InteractionResponse(ctype, data, body.files, message, received))
        if inter.latency is not None:
            fake.latencies.append(inter.latency)
        if request.query.get("with_response") not in ("1", "true", "True"):
            return _no_content()
        result: JSON = {"interaction": {"id": str(inter.id), "type": inter.type}}
        if message is not None:
            result["interaction"].update(
                response_message_id=str(message.id),
                response_message_loading=message.loading,
                response_message_ephemeral=message.ephemeral,
            )
        if message is not None and ctype != DEFERRED_UPDATE_MESSAGE:
            result["resource"] = {"type": ctype, "message": fake.message_payload(message)}
        return json_response(result)

    async def _callback_message(
        self, inter: Interaction, ctype: int, data: JSON, body: Body
    ) -> Message | None:
        """What an acknowledgement of type ``ctype`` does to messages: the one it creates or
        updates (checked as Discord checks it), or None."""
        fake = self.fake
        message: Message | None = None
        if ctype == CHANNEL_MESSAGE:
            message = fake._factory.create(
                data,
                body.uploads,
                channel_id=inter.channel.id,
                guild_id=inter.channel.guild_id,
                author=fake.bot_user,
                allow_ephemeral=True,
                error_prefix=("data",),
            )
            fake._link_message(message, inter)
            await fake._store_new(message)
        elif ctype == DEFERRED_CHANNEL_MESSAGE:
            flags = FLAG_LOADING | (int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = Message(
                id=fake.snowflake(),
                channel_id=inter.channel.id,
                guild_id=inter.channel.guild_id,
                author=fake.bot_user,
                flags=flags,
            )
            fake._link_message(message, inter)
            await fake._store_new(message)
        elif ctype == DEFERRED_UPDATE_MESSAGE:
            message = inter.source_message
        elif ctype == UPDATE_MESSAGE:
            message = inter.source_message
            if message is None:
                raise _invalid_callback("There is no message to update")
            fake._factory.edit(message, data, body.uploads, error_prefix=("data",))
            await fake._store_edit(message)
        elif ctype in (AUTOCOMPLETE_RESULT, MODAL):
            errors = ErrorCollector(("data",))
            if ctype == AUTOCOMPLETE_RESULT:
                validate_choices(data.get("choices"), errors, fake.limits)
            else:
                validate_modal(data, errors, fake.limits)
            if errors:
                raise form_error(errors.tree)
        return message

    # -- interaction webhooks -------------------------------------------------------------
    def _token_interaction(self, request: web.Request) -> Interaction:
        fake = self.fake
        inter = fake._by_token.get(request.match_info["token"])
        if inter is None or request.match_info["app_id"] != str(fake.application_id):
            raise ApiError(404, E.UNKNOWN_WEBHOOK, "Unknown Webhook")
        if inter.response is None:
            raise ApiError(
                404,
                E.UNKNOWN_WEBHOOK,
                "Unknown Webhook (the interaction was never acknowledged)",
                kind="webhook_before_ack",
                interaction_id=inter.id,
            )
        if inter.age > fake.token_lifetime:
            raise ApiError(
                401,
                E.INVALID_WEBHOOK_TOKEN,
                f"Invalid Webhook Token (used {inter.age:.0f}s after the interaction; "
                f"tokens live {fake.token_lifetime:.0f}s)",
                interaction_id=inter.id,
            )
        return inter

    def _token_message(self, request: web.Request, inter: Interaction) -> Message:
        raw = request.match_info["message_id"]
        if raw == "@original":
            message = inter.message
        else:
            found = self.fake.messages.get(int(raw)) if raw.isdigit() else None
            message = found if found is not None and found in inter.messages else None
        if message is None:
            raise ApiError(404, E.UNKNOWN_MESSAGE, "Unknown Message", interaction_id=inter.id)
        if message.deleted:
            raise ApiError(404, E.UNKNOWN_MESSAGE, "Unknown Message", violation=False)
        return message

    async def webhook_execute(self, request: web.Request) -> web.Response:
        fake = self.fake
        inter = self._token_interaction(request)
        body = _body(request)
        original = inter.message
        response = inter.response
        assert response is not None
        if (
            response.type == DEFERRED_CHANNEL_MESSAGE
            and original is not None
            and original.loading
            and not original.deleted
            and not inter.followups
        ):
            # the first follow-up after a "thinking" defer fills in the loading message, which
            # keeps the deferral's visibility: a private flag on the follow-up is ignored
            self._first_followup_after_defer(request, inter, original, body.obj)
            fake._factory.edit(original, body.obj, body.uploads, finish_loading=True)
            await fake._store_edit(original)
            message = original
        else:
            message = fake._factory.create(
                body.obj,
                body.uploads,
                channel_id=inter.channel.id,
                guild_id=inter.channel.guild_id,
                author=fake.bot_user,
                allow_ephemeral=True,
            )
            fake._link_message(message, inter, followup_of=original)
            await fake._store_new(message)
        inter.followups.append(message)
        if request.query.get("wait") not in ("true", "1", "True"):
            return _no_content()
        return json_response(fake.message_payload(message))

    def _first_followup_after_defer(
        self, request: web.Request, inter: Interaction, original: Message, payload: JSON
    ) -> None:
        """Record the deprecated pattern, and a private answer that Discord makes public.
        https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages
        """
        fake = self.fake
        fake.deprecations.append(
            Violation(
                "followup_after_defer",
                f"interaction {inter.id} ({inter.name or inter.custom_id}): the first follow-up "
                "after a deferral edits the deferred message; edit @original instead",
                method=request.method,
                path=request.path,
                interaction_id=inter.id,
            )
        )
        wants_private = bool(int(payload.get("flags") or 0) & FLAG_EPHEMERAL)
        if wants_private and not original.ephemeral:
            fake._add_violation(
                Violation(
                    "private_made_public",
                    f"interaction {inter.id} ({inter.name or inter.custom_id}): a private "
                    "follow-up after a public deferral is shown to the whole channel",
                    method=request.method,
                    path=request.path,
                    interaction_id=inter.id,
                )
            )

    async def webhook_get(self, request: web.Request) -> web.Response:
        inter = self._token_interaction(request)
        return json_response(self.fake.message_payload(self._token_message(request, inter)))

    async def webhook_edit(self, request: web.Request) -> web.Response:
        inter = self._token_interaction(request)
        message = self._token_message(request, inter)
        body = _body(request)
        self.fake._factory.edit(message, body.obj, body.uploads, finish_loading=True)
        await self.fake._store_edit(message)
        return json_response(self.fake.message_payload(message))

    async def webhook_delete(self, request: web.Request) -> web.Response:
        inter = self._token_interaction(request)
        await self.fake._delete(self._token_message(request, inter))
        return _no_content()

    # -- channels and messages ------------------------------------------------------------
    def _channel(self, request: web.Request) -> Any:
        raw = request.match_info["channel_id"]
        channel = self.fake.channels.get(int(raw)) if raw.isdigit() else None
        if channel is None or channel.deleted:
            raise E.not_found(E.UNKNOWN_CHANNEL, "Unknown Channel")
        return channel

    def _channel_message(self, request: web.Request) -> Message:
        channel = self._channel(request)
        self.fake.check_bot_may(channel, send=False)
        raw = request.match_info["message_id"]
        message = self.fake.messages.get(int(raw)) if raw.isdigit() else None
        if message is None or message.channel_id != channel.id or message.deleted:
            raise E.not_found(E.UNKNOWN_MESSAGE, "Unknown Message")
        if message.ephemeral:
            # ephemeral messages exist only for the interaction token, not the channel
            raise ApiError(
                404,
                E.UNKNOWN_MESSAGE,
                "Unknown Message (ephemeral messages are only reachable with the interaction "
                "token)",
                kind="ephemeral_via_channel",
            )
        return message

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request).to_payload())

    async def list_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        limit = max(1, min(100, int(request.query.get("limit", "50"))))
        found = self.fake.messages_in(channel)
        if "before" in request.query:
            found = [m for m in found if m.id < int(request.query["before"])]
        if "after" in request.query:
            found = [m for m in found if m.id > int(request.query["after"])][:limit]
        else:
            found = found[-limit:]
        return json_response([self.fake.message_payload(m) for m in reversed(found)])

    async def create_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self.fake.check_bot_may(channel, send=True)
        if channel.recipient is not None and not channel.recipient.accepts_dms:
            # A member whose privacy settings refuse direct messages: not the bot's fault.
            raise ApiError(
                403,
                E.CANNOT_MESSAGE_USER,
                "Cannot send messages to this user",
                violation=False,
            )
        body = _body(request)
        message = self.fake._factory.create(
            body.obj,
            body.uploads,
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=self.fake.bot_user,
            allow_ephemeral=False,
        )
        await self.fake._store_new(message)
        return json_response(self.fake.message_payload(message))

    async def start_thread_from_message(self, request: web.Request) -> web.Response:
        """A public thread opened from a channel message (needs Create Public Threads)."""
        message = self._channel_message(request)
        body = _body(request).obj
        thread = await self.fake.open_thread(
            self.fake.channels[message.channel_id], str(body.get("name", "")), message.id
        )
        return json_response(thread.to_payload())

    async def get_message(self, request: web.Request) -> web.Response:
        return json_response(self.fake.message_payload(self._channel_message(request)))

    async def edit_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        if message.author.id != self.fake.bot_user.id:
            raise ApiError(
                403,
                E.CANNOT_EDIT_OTHER_USERS_MESSAGE,
                "Cannot edit a message authored by another user",
            )
        body = _body(request)
        self.fake._factory.edit(message, body.obj, body.uploads)
        await self.fake._store_edit(message)
        return json_response(self.fake.message_payload(message))

    async def delete_message(self, request: web.Request) -> web.Response:
        await self.fake._delete(self._channel_message(request))
        return _no_content()

    async def typing(self, request: web.Request) -> web.Response:
        self._channel(request)
        return _no_content()

    async def react(self, request: web.Request) -> web.Response:
        self._channel_message(request)
        return _no_content()

    # -- guilds ---------------------------------------------------------------------------
    def _guild(self, request: web.Request) -> Any:
        raw = request.match_info["guild_id"]
        guild = self.fake.guilds.get(int(raw)) if raw.isdigit() else None
        if guild is None:
            raise E.not_found(E.UNKNOWN_GUILD, "Unknown Guild")
        return guild

    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data = guild.to_payload()
        if request.query.get("with_counts") in ("true", "1"):
            data.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return json_response(data)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        return json_response([c.to_payload() for c in self._guild(request).channels.values()])

    async def get_guild_roles(self, request: web.Request) -> web.Response:
        return json_response([r.to_payload() for r in self._guild(request).roles.values()])

    async def list_members(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        limit = max(1, min(1000, int(request.query.get("limit", "1"))))
        after = int(request.query.get("after", "0"))
        members = sorted((m for m in guild.members.values() if m.id > after), key=lambda m: m.id)
        return json_response([m.to_payload() for m in members[:limit]])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        raw = request.match_info["user_id"]
        member = guild.members.get(int(raw)) if raw.isdigit() else None
        if member is None:
            raise E.not_found(E.UNKNOWN_MEMBER, "Unknown Member")
        return json_response(member.to_payload())

    # -- CDN ------------------------------------------------------------------------------
    async def download(self, request: web.Request) -> web.Response:
        attachment = self.fake._attachments.get(int(request.match_info["attachment_id"]))
        if attachment is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=attachment.data,
            headers={"Content-Type": attachment.content_type or "application/octet-stream"},
        )


def _waiting(fake: FakeDiscord) -> list[Interaction]:
    """Interactions still within their deadline and not acknowledged."""
    return [i for i in fake.interactions.values() if i.response is None and not i.failed_reported]


def _checked_callback(inter: Interaction, received: float, payload: JSON) -> tuple[int, JSON]:
    """The callback's type and data, refused as Discord refuses a second or late
    acknowledgement, data that is no object, or a type the interaction does not take."""
    if inter.response is not None:
        raise ApiError(400, E.ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged.")
    elapsed = received - inter.dispatched_at
    if elapsed > inter.deadline:
        raise ApiError(
            404,
            E.UNKNOWN_INTERACTION,
            f"Unknown interaction (acknowledged {elapsed:.2f}s after it was sent; "
            f"the limit is {inter.deadline:.2f}s)",
        )
    ctype = payload.get("type")
    data = payload.get("data") or {}
    if not isinstance(data, dict):
        raise form_error(
            {
                "data": {
                    "_errors": [
                        {
                            "code": "DICT_TYPE_CONVERT",
                            "message": "Only dictionaries may be used in a DictType",
                        }
                    ]
                }
            }
        )
    if ctype not in ALLOWED_CALLBACKS.get(inter.type, frozenset()):
        raise _invalid_callback(
            f"Callback type {ctype} is not valid for interaction type {inter.type}"
        )
    assert isinstance(ctype, int)
    return ctype, data


def _invalid_callback(message: str) -> ApiError:
    """Discord's refusal of an acknowledgement of the wrong type."""
    return ApiError(
        400,
        E.INVALID_FORM_BODY,
        "Invalid Form Body",
        errors={
            "type": {"_errors": [{"code": "INTERACTION_CALLBACK_TYPE_INVALID", "message": message}]}
        },
        kind="invalid_callback_type",
    )
