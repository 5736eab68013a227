"""The objects the fake Discord holds, and their wire (JSON) forms."""

from __future__ import annotations

import datetime as dt
import mimetypes
import re
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import components as comp
from .limits import FLAG_EPHEMERAL, FLAG_LOADING

JSON = dict[str, Any]

DISCORD_EPOCH_MS = 1420070400000

# Permission bits used by the fake (see Discord's permission table).
ADMINISTRATOR = 1 << 3
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_EXTERNAL_EMOJIS = 1 << 18
USE_APPLICATION_COMMANDS = 1 << 31
SEND_MESSAGES_IN_THREADS = 1 << 38
CREATE_PUBLIC_THREADS = 1 << 35
ALL_PERMISSIONS = (1 << 51) - 1
DEFAULT_PERMISSIONS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | ADD_REACTIONS
    | USE_EXTERNAL_EMOJIS
    | USE_APPLICATION_COMMANDS
    | SEND_MESSAGES_IN_THREADS
)

TEXT_CHANNEL = 0
DM_CHANNEL = 1
PUBLIC_THREAD = 11


class SnowflakeFactory:
    """Increasing ids shaped like Discord's, so ``created_at`` is plausible."""

    def __init__(self) -> None:
        self._last = 0

    def __call__(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        if candidate <= self._last:
            candidate = self._last + 1
        self._last = candidate
        return candidate


def iso(timestamp: float) -> str:
    return dt.datetime.fromtimestamp(timestamp, tz=dt.UTC).isoformat()


def snowflake_time(snowflake: int) -> float:
    return ((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000


@dataclass(eq=False)
class User:
    id: int
    name: str
    locale: str = "en-US"
    bot: bool = False
    global_name: str | None = None
    accepts_dms: bool = True  # False: the member's privacy settings refuse the bot's DMs

    @property
    def user(self) -> User:
        return self

    def to_payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "bot": self.bot,
            "system": False,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
        }


@dataclass(eq=False)
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    color: int = 0

    def to_payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "color": self.color,
            "colors": {
                "primary_color": self.color,
                "secondary_color": None,
                "tertiary_color": None,
            },
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class Member:
    user: User
    guild_id: int
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: float = field(default_factory=time.time)

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    @property
    def locale(self) -> str:
        return self.user.locale

    def to_payload(self, *, with_user: bool = True, permissions: int | None = None) -> JSON:
        data: JSON = {
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.to_payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class Channel:
    id: int
    name: str
    type: int = TEXT_CHANNEL
    guild_id: int | None = None
    position: int = 0
    topic: str | None = None
    parent_id: int | None = None
    recipient: User | None = None
    last_message_id: int | None = None
    owner_id: int | None = None  # a thread's creator
    # permissions taken from the bot here (a member overwrite's deny); see FakeDiscord.deny_bot
    bot_denied: int = 0
    bot_id: int | None = None
    deleted: bool = False

    def _overwrites(self) -> list[JSON]:
        if not self.bot_denied or self.bot_id is None:
            return []
        deny = str(self.bot_denied)
        return [{"id": str(self.bot_id), "type": 1, "allow": "0", "deny": deny}]

    def to_payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "last_message_id": str(self.last_message_id) if self.last_message_id else None,
            "flags": 0,
        }
        if self.guild_id is not None:
            data.update(
                guild_id=str(self.guild_id),
                name=self.name,
                position=self.position,
                permission_overwrites=self._overwrites(),
                nsfw=False,
                parent_id=str(self.parent_id) if self.parent_id else None,
                topic=self.topic,
                rate_limit_per_user=0,
                default_auto_archive_duration=1440,
            )
            if self.type == PUBLIC_THREAD:
                data.update(
                    owner_id=str(self.owner_id),
                    message_count=0,
                    member_count=1,
                    total_message_sent=0,
                    thread_metadata={
                        "archived": False,
                        "auto_archive_duration": 1440,
                        "archive_timestamp": iso(snowflake_time(self.id)),
                        "locked": False,
                    },
                )
        elif self.recipient is not None:
            data["recipients"] = [self.recipient.to_payload()]
        return data


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    locale: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    created_at: float = field(default_factory=time.time)

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    def permissions_of(self, user_id: int) -> int:
        """Guild-level permissions, as Discord computes them without channel overwrites."""
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        member = self.members.get(user_id)
        perms = self.everyone.permissions
        if member is not None:
            for role_id in member.role_ids:
                role = self.roles.get(role_id)
                if role is not None:
                    perms |= role.permissions
        return ALL_PERMISSIONS if perms & ADMINISTRATOR else perms

    def to_payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "preferred_locale": self.locale,
            "max_members": 500000,
            "max_video_channel_users": 25,
            "features": [],
            "roles": [r.to_payload() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "application_id": None,
            "incidents_data": None,
        }

    def to_create_payload(self, member_ids: set[int] | None = None) -> JSON:
        """The GUILD_CREATE form: the guild plus the lists only the gateway sends;
        ``member_ids``: the members listed (None: all)."""
        data = self.to_payload()
        members = [m for m in self.members.values() if member_ids is None or m.id in member_ids]
        data.update(
            unavailable=False,
            large=False,
            lazy=True,
            joined_at=iso(self.created_at),
            member_count=len(self.members),
            members=[m.to_payload() for m in members],
            channels=[c.to_payload() for c in self.channels.values()],
            threads=[],
            voice_states=[],
            presences=[],
            stage_instances=[],
            guild_scheduled_events=[],
            soundboard_sounds=[],
            embedded_activities=[],
            activity_instances=[],
            application_command_counts={},
            version=int(time.time() * 1000),
        )
        return data


def _image_size(data: bytes) -> tuple[int, int] | None:
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return int(width), int(height)
    return None


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    data: bytes = field(repr=False)
    description: str | None = None
    content_type: str | None = None
    url: str = ""

    def __post_init__(self) -> None:
        if self.content_type is None:
            self.content_type = mimetypes.guess_type(self.filename)[0] or "application/octet-stream"

    @property
    def size(self) -> int:
        return len(self.data)

    @property
    def image_size(self) -> tuple[int, int] | None:
        return _image_size(self.data)

    def to_payload(self, *, ephemeral: bool = False) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
            "ephemeral": ephemeral,
        }
        if self.description is not None:
            data["description"] = self.description
        dims = self.image_size
        if dims is not None:
            data["width"], data["height"] = dims
        return data


@dataclass(frozen=True)
class MessageRevision:
    """A message's state before one of its edits."""

    content: str
    embeds: list[JSON]
    components: list[JSON]
    attachments: list[Attachment]
    flags: int
    edited_at: float | None


_MENTION = re.compile(r"<@!?(\d+)>")


@dataclass(eq=False)
class Message:
    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    edited_at: float | None = None
    interaction_id: int | None = None
    interaction_user_id: int | None = None
    interaction_type: int | None = None
    interaction_name: str | None = None
    application_id: int | None = None
    message_reference: JSON | None = None
    deleted: bool = False
    history: list[MessageRevision] = field(default_factory=list, repr=False)
    # extra metadata fields Discord adds to interaction messages
    metadata_extra: JSON = field(default_factory=dict, repr=False)

    def __repr__(self) -> str:
        state = " ephemeral" if self.ephemeral else ""
        state += " deleted" if self.deleted else ""
        files = [a.filename for a in self.attachments]
        return (
            f"<Message id={self.id}{state} content={self.content!r} embeds={len(self.embeds)} "
            f"files={files} custom_ids={self.custom_ids} edits={len(self.history)}>"
        )

    @property
    def created_at(self) -> float:
        return snowflake_time(self.id)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & FLAG_LOADING)

    @property
    def author_id(self) -> int:
        return self.author.id

    @property
    def buttons(self) -> list[comp.ButtonInfo]:
        return comp.buttons(self.components)

    @property
    def selects(self) -> list[comp.SelectInfo]:
        return comp.selects(self.components)

    @property
    def custom_ids(self) -> list[str]:
        return [str(c["custom_id"]) for c in comp.walk(self.components) if c.get("custom_id")]

    def attachment(self, filename: str) -> Attachment:
        for attachment in self.attachments:
            if attachment.filename == filename:
                return attachment
        names = [a.filename for a in self.attachments]
        raise AssertionError(f"message {self.id} has no attachment {filename!r} (has {names})")

    def visible_to(self, user_id: int) -> bool:
        return not self.ephemeral or self.interaction_user_id == user_id

    def snapshot(self) -> MessageRevision:
        return MessageRevision(
            self.content,
            list(self.embeds),
            list(self.components),
            list(self.attachments),
            self.flags,
            self.edited_at,
        )

    def to_payload(self, resolve_user: Callable[[int], User | None] | None = None) -> JSON:
        ephemeral = self.ephemeral
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.to_payload(),
            "content": self.content,
            "timestamp": iso(self.created_at),
            "edited_timestamp": iso(self.edited_at) if self.edited_at else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": self._mentions(resolve_user),
            "mention_roles": [],
            "attachments": [a.to_payload(ephemeral=ephemeral) for a in self.attachments],
            "embeds": [self._render_embed(e) for e in self.embeds],
            "reactions": [],
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
            "components": self.components,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
            data["webhook_id"] = str(self.application_id)
        if self.interaction_id is not None and self.interaction_user_id is not None:
            user = resolve_user(self.interaction_user_id) if resolve_user else None
            user_payload = user.to_payload() if user else {"id": str(self.interaction_user_id)}
            metadata: JSON = {
                "id": str(self.interaction_id),
                "type": self.interaction_type or 2,
                "user": user_payload,
                "authorizing_integration_owners": (
                    {"0": str(self.guild_id)}
                    if self.guild_id
                    else {"1": str(self.interaction_user_id)}
                ),
            }
            metadata.update(self.metadata_extra)
            data["interaction_metadata"] = metadata
            data["interaction"] = {
                "id": str(self.interaction_id),
                "type": self.interaction_type or 2,
                "name": self.interaction_name or "",
                "user": user_payload,
            }
        if self.message_reference is not None:
            data["message_reference"] = self.message_reference
        return data

    def _mentions(self, resolve_user: Callable[[int], User | None] | None) -> list[JSON]:
        if resolve_user is None:
            return []
        found: list[JSON] = []
        for raw in dict.fromkeys(_MENTION.findall(self.content)):
            user = resolve_user(int(raw))
            if user is not None:
                found.append(user.to_payload())
        return found

    def _render_embed(self, embed: JSON) -> JSON:
        """Embeds as Discord returns them: ``attachment://`` URLs resolved to the file."""
        rendered = dict(embed)
        rendered.setdefault("type", "rich")
        for key in ("image", "thumbnail"):
            media = embed.get(key)
            if isinstance(media, dict):
                rendered[key] = self._resolve_media(media)
        for key in ("author", "footer"):
            part = embed.get(key)
            if isinstance(part, dict) and str(part.get("icon_url", "")).startswith("attachment://"):
                target = self._find(str(part["icon_url"]))
                if target is not None:
                    rendered[key] = {**part, "icon_url": target.url, "proxy_icon_url": target.url}
        return rendered

    def _resolve_media(self, media: JSON) -> JSON:
        url = str(media.get("url", ""))
        if not url.startswith("attachment://"):
            return media
        target = self._find(url)
        if target is None:
            return media
        out: JSON = {"url": target.url, "proxy_url": target.url}
        dims = target.image_size
        if dims is not None:
            out["width"], out["height"] = dims
        return out

    def _find(self, url: str) -> Attachment | None:
        name = url.removeprefix("attachment://")
        return next((a for a in self.attachments if a.filename == name), None)

    def missing_attachment_refs(self) -> list[str]:
        """``attachment://`` names used by embeds without a matching file (the image won't show)."""
        missing: list[str] = []
        for embed in self.embeds:
            urls = [str((embed.get(k) or {}).get("url", "")) for k in ("image", "thumbnail")] + [
                str((embed.get(k) or {}).get("icon_url", "")) for k in ("author", "footer")
            ]
            for url in urls:
                if url.startswith("attachment://") and self._find(url) is None:
                    missing.append(url)
        return missing


@dataclass(frozen=True)
class Upload:
    """A file a test attaches to a slash-command attachment option."""

    filename: str
    data: bytes
    content_type: str | None = None


@dataclass
class UploadedPart:
    """One ``files[n]`` part of a multipart request."""

    field: str
    filename: str
    data: bytes
    content_type: str | None

    @property
    def index(self) -> int | None:
        match = re.fullmatch(r"files\[(\d+)\]", self.field) or re.fullmatch(
            r"file(\d*)", self.field
        )
        if match is None:
            return None
        return int(match.group(1) or 0)


@dataclass
class RecordedRequest:
    method: str
    path: str
    query: dict[str, str]
    json: Any
    files: dict[str, bytes]
    time: float
    status: int | None = None
    headers: dict[str, str] = field(default_factory=dict)
    injected_fault: bool = False
    rate_limited: bool = False

    def __str__(self) -> str:
        return f"{self.method} {self.path} -> {self.status}"


@dataclass
class Violation:
    """A rule of Discord's the bot broke (it got the error Discord would give)."""

    kind: str
    message: str
    method: str = ""
    path: str = ""
    status: int | None = None
    code: int | None = None
    errors: JSON | None = None
    interaction_id: int | None = None
    time: float = field(default_factory=time.monotonic)

    def __str__(self) -> str:
        where = f" [{self.method} {self.path}]" if self.method else ""
        detail = f" {self.errors}" if self.errors else ""
        return f"{self.kind}: {self.message}{where}{detail}"


class CommandSync(list[JSON]):
    """The body of one ``PUT .../commands``; ``guild_id`` is None for global commands."""

    def __init__(self, body: list[JSON], guild_id: int | None) -> None:
        super().__init__(body)
        self.guild_id = guild_id

    def names(self) -> list[str]:
        return [str(c.get("name")) for c in self]
