"""A fake Discord (REST + gateway on 127.0.0.1) for driving the real discord.py client in tests.

Typical use::

    fake = FakeDiscord()
    guild = fake.add_guild("Test")
    alice = fake.add_member(guild, "alice")
    chan = fake.add_channel(guild, "general")
    await fake.start()
    fake.patch_discord()
    task = asyncio.create_task(bot.start("token"))
    await fake.wait_ready()
    inter = await fake.slash(alice, chan, "koikoi", "start")
    resp = await inter.wait_response()
"""

from .components import ButtonInfo, SelectInfo
from .errors import ApiError, flatten_errors
from .faults import FaultRule
from .gateway import GatewaySession
from .interactions import Interaction, InteractionRejected, InteractionResponse
from .limits import DiscordLimits
from .models import (
    ADMINISTRATOR,
    ALL_PERMISSIONS,
    DEFAULT_PERMISSIONS,
    Attachment,
    Channel,
    CommandSync,
    Guild,
    Member,
    Message,
    MessageRevision,
    RecordedRequest,
    Role,
    Upload,
    User,
    Violation,
)
from .server import DiscordPatch, FakeDiscord

__all__ = [
    "ADMINISTRATOR",
    "ALL_PERMISSIONS",
    "DEFAULT_PERMISSIONS",
    "ApiError",
    "Attachment",
    "ButtonInfo",
    "Channel",
    "CommandSync",
    "DiscordLimits",
    "DiscordPatch",
    "FakeDiscord",
    "FaultRule",
    "GatewaySession",
    "Guild",
    "Interaction",
    "InteractionRejected",
    "InteractionResponse",
    "Member",
    "Message",
    "MessageRevision",
    "RecordedRequest",
    "Role",
    "SelectInfo",
    "Upload",
    "User",
    "Violation",
    "flatten_errors",
]
