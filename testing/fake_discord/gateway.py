"""The gateway websocket: HELLO, heartbeats, IDENTIFY/RESUME and event dispatch."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .models import Guild
    from .server import FakeDiscord

JSON = dict[str, Any]
log = logging.getLogger(__name__)

DISPATCH = 0
HEARTBEAT = 1
IDENTIFY = 2
PRESENCE_UPDATE = 3
VOICE_STATE_UPDATE = 4
RESUME = 6
RECONNECT = 7
REQUEST_GUILD_MEMBERS = 8
INVALID_SESSION = 9
HELLO = 10
HEARTBEAT_ACK = 11

INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15

# close codes after which Discord drops the session (no RESUME possible)
_FINAL_CLOSE_CODES = frozenset({1000, 1001})
_BUFFER_SIZE = 2000


@dataclass(eq=False)
class GatewaySession:
    session_id: str
    token: str
    intents: int
    shard: list[int] | None
    ws: web.WebSocketResponse | None = None
    seq: int = 0
    ready: bool = False
    invalidated: bool = False
    buffer: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=_BUFFER_SIZE))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    identify_payload: JSON = field(default_factory=dict)
    close_codes: list[int | None] = field(default_factory=list)

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed

    @property
    def live(self) -> bool:
        return self.ready and self.connected and not self.invalidated

    async def send_dispatch(self, event: str, data: JSON) -> None:
        async with self.lock:
            self.seq += 1
            frame = json.dumps({"op": DISPATCH, "t": event, "s": self.seq, "d": data})
            self.buffer.append((self.seq, frame))
            ws = self.ws
            if ws is not None and not ws.closed:
                try:
                    await ws.send_str(frame)
                except ConnectionError:
                    log.debug("session %s: send failed, kept for RESUME", self.session_id)


class Gateway:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.sessions: list[GatewaySession] = []
        self.identify_count = 0
        self.resume_count = 0
        self.heartbeat_interval_ms = 41250
        self._sockets: set[web.WebSocketResponse] = set()
        # sockets this side closed: their close code says nothing about the client's intent
        self._server_closed: set[web.WebSocketResponse] = set()

    # -- queries -------------------------------------------------------------------------
    @property
    def live_sessions(self) -> list[GatewaySession]:
        return [s for s in self.sessions if s.live]

    @property
    def resumable_sessions(self) -> list[GatewaySession]:
        return [s for s in self.sessions if s.ready and not s.invalidated]

    # -- dispatch ------------------------------------------------------------------------
    async def dispatch(
        self,
        event: str,
        data: JSON,
        *,
        intent: int | None = None,
        guild_id: int | None = None,
        transform: Callable[[GatewaySession, JSON], JSON] | None = None,
    ) -> int:
        """Send an event to every session that would get it; returns how many did."""
        sent = 0
        for session in self.resumable_sessions:
            if intent is not None and not session.intents & intent:
                continue
            if not self._owns_guild(session, guild_id):
                continue
            await session.send_dispatch(event, transform(session, data) if transform else data)
            sent += 1
        self.fake._notify()
        return sent

    async def request_reconnect(self) -> None:
        """Ask every connected client to reconnect (op 7), as Discord does during restarts."""
        for session in self.live_sessions:
            assert session.ws is not None
            await session.ws.send_str(json.dumps({"op": RECONNECT, "d": None}))

    async def invalidate_sessions(self, *, resumable: bool = False) -> None:
        """Send INVALID SESSION (op 9) to every connected client; not ``resumable``, its
        session ends and the client must IDENTIFY afresh.
        https://discord.com/developers/docs/events/gateway#resuming"""
        for session in self.live_sessions:
            assert session.ws is not None
            if not resumable:
                session.invalidated = True
            await session.ws.send_str(json.dumps({"op": INVALID_SESSION, "d": resumable}))
        self.fake._notify()

    async def drop_connections(self, code: int = 4000) -> None:
        """Close every socket without ending its session (the client may RESUME)."""
        for ws in list(self._sockets):
            self._server_closed.add(ws)
            await ws.close(code=code, message=b"dropped by test")

    async def close_all(self) -> None:
        for session in self.sessions:
            session.invalidated = True
        for ws in list(self._sockets):
            await ws.close(code=1001, message=b"server shutting down")

    # -- websocket handler ---------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        session: GatewaySession | None = None
        try:
            await ws.send_str(
                json.dumps({"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
            )
            async for msg in ws:
                if msg.type is WSMsgType.BINARY:
                    await ws.close(code=4002, message=b"Error while decoding payload.")
                    break
                if msg.type is not WSMsgType.TEXT:
                    continue
                try:
                    frame = json.loads(msg.data)
                except ValueError:
                    await ws.close(code=4002, message=b"Error while decoding payload.")
                    break
                session = await self._on_frame(ws, frame, session)
        finally:
            self._sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
                session.close_codes.append(ws.close_code)
                if ws.close_code in _FINAL_CLOSE_CODES and ws not in self._server_closed:
                    session.invalidated = True
            self._server_closed.discard(ws)
            self.fake._notify()
        return ws

    async def _on_frame(
        self, ws: web.WebSocketResponse, frame: JSON, session: GatewaySession | None
    ) -> GatewaySession | None:
        op = frame.get("op")
        data = frame.get("d")
        if op == HEARTBEAT:
            await ws.send_str(json.dumps({"op": HEARTBEAT_ACK}))
        elif op == IDENTIFY:
            if session is not None:
                await ws.close(code=4005, message=b"Already authenticated.")
                return session
            return await self._identify(ws, data if isinstance(data, dict) else {})
        elif op == RESUME:
            return await self._resume(ws, data if isinstance(data, dict) else {})
        elif op == REQUEST_GUILD_MEMBERS and session is not None:
            await self._send_members(session, data if isinstance(data, dict) else {})
        elif op in (PRESENCE_UPDATE, VOICE_STATE_UPDATE):
            pass
        elif session is None:
            await ws.close(code=4003, message=b"Not authenticated.")
        else:
            await ws.close(code=4001, message=b"Unknown opcode.")
        return session

    async def _identify(self, ws: web.WebSocketResponse, data: JSON) -> GatewaySession | None:
        token = str(data.get("token", ""))
        if not self.fake._token_ok(token):
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        intents = data.get("intents")
        if not isinstance(intents, int):
            await ws.close(code=4013, message=b"Invalid intent(s).")
            return None
        shard = data.get("shard")
        session = GatewaySession(
            session_id=secrets.token_hex(16),
            token=token,
            intents=intents,
            shard=list(shard) if isinstance(shard, list) else None,
            ws=ws,
            identify_payload=data,
        )
        self.sessions.append(session)
        self.identify_count += 1
        await session.send_dispatch("READY", self.fake._ready_payload(session))
        for guild in self.fake.guilds.values():
            if self._owns_guild(session, guild.id):
                await session.send_dispatch("GUILD_CREATE", self._guild_create(session, guild))
        session.ready = True
        self.fake._notify()
        return session

    def _guild_create(self, session: GatewaySession, guild: Guild) -> JSON:
        """Without the members intent Discord lists only the bot itself among the members.
        https://discord.com/developers/docs/events/gateway#privileged-intents"""
        if session.intents & INTENT_GUILD_MEMBERS or self.fake.member_list_without_intent:
            return guild.to_create_payload()
        return guild.to_create_payload({self.fake.bot_user.id})

    async def _resume(self, ws: web.WebSocketResponse, data: JSON) -> GatewaySession | None:
        session_id = data.get("session_id")
        session = next((s for s in self.sessions if s.session_id == session_id), None)
        if (
            session is None
            or session.invalidated
            or not self.fake._token_ok(str(data.get("token")))
        ):
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))
            return None
        last_seq = data.get("seq") or 0
        async with session.lock:
            if session.ws is not None and session.ws is not ws and not session.ws.closed:
                await session.ws.close(code=4000, message=b"session resumed elsewhere")
            session.ws = ws
            oldest = session.buffer[0][0] if session.buffer else session.seq + 1
            if last_seq + 1 < oldest:
                session.ws = None
                await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))
                return None
            for seq, frame in list(session.buffer):
                if seq > last_seq:
                    await ws.send_str(frame)
        await session.send_dispatch("RESUMED", {})
        self.resume_count += 1
        self.fake._notify()
        return session

    async def _send_members(self, session: GatewaySession, data: JSON) -> None:
        guild = self.fake.guilds.get(int(data.get("guild_id") or 0))
        if guild is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = str(data.get("query") or "").lower()
        limit = int(data.get("limit") or 0) or len(guild.members)
        members = [
            m
            for m in guild.members.values()
            if (not wanted or m.id in wanted) and m.name.lower().startswith(query)
        ][:limit]
        payload: JSON = {
            "guild_id": str(guild.id),
            "members": [m.to_payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [str(u) for u in wanted - {m.id for m in members}],
        }
        if data.get("nonce") is not None:
            payload["nonce"] = data["nonce"]
        await session.send_dispatch("GUILD_MEMBERS_CHUNK", payload)

    @staticmethod
    def _owns_guild(session: GatewaySession, guild_id: int | None) -> bool:
        if not session.shard:
            return True
        if guild_id is None:
            return session.shard[0] == 0
        if len(session.shard) != 2:
            return True
        shard_id, shard_count = session.shard
        return bool((guild_id >> 22) % shard_count == shard_id)
