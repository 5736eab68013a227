"""Kill, pause or cut off from its database one of three bot processes on PostgreSQL mid-play,
and check that nothing is lost and nothing is done twice.

Run from the project root, with a PostgreSQL server to play on (a schema of its own is made
and dropped; ``--fault restart`` and ``freeze`` start a throw-away server of their own)::

    nice python -m bench.failover [--fault kill|pause|restart|freeze] [--database-url ...]

Three real ``python -m bot`` processes share four shards: A serves 0 and 1, B 2 and 3, C is
``SHARD_IDS=auto`` and waits as a standby. Members play the computer in servers of every shard
through the fake Discord in this process, clicking a random enabled button of their hand.
The fault, mid-play:

- ``kill``: A is killed with SIGKILL; C takes its shards.
- ``pause``: A is frozen with SIGSTOP for longer than its lease (``--lease``), as a long GC
  pause or a VM migration would; C takes its shards once the lease expired; then A wakes and
  must find it lost them, write nothing and stop.
- ``restart``: the PostgreSQL server is restarted; every process must ride it out.
- ``freeze``: every PostgreSQL server process is stopped (SIGSTOP) for ``--frozen`` seconds,
  connections open and silent; moves are answered "cannot be reached" meanwhile, and played
  again at once when it thaws.

Printed: the seconds until C claims A's shards and until it serves them, the answered clicks
missing from the move logs (moves lost), the clicks two processes answered (handled twice),
and A's matches whose turn clock is gone.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import signal
import sys
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from tempfile import TemporaryDirectory

import asyncpg

from bench.fakehost import ACTION_VERBS, RequestWatch, click_answer
from bot.store import Store
from bot.store.timestamps import to_text
from testing.bot_process import READY_LINE, BotProcess
from testing.buttons import MatchControl, parse_control
from testing.fake_discord import FakeDiscord, Interaction, Member
from testing.fake_discord.models import Channel, Guild
from testing.own_postgres import own_postgres
from testing.store import POSTGRES_URL_VARIABLE, with_schema

TOKEN = "bench-token"
SHARDS = 4
WAIT = 10.0  # seconds a click may wait for its answer before it counts as unanswered
ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Player:
    """One member playing the computer in a server of their own."""

    guild: Guild
    member: Member
    channel: Channel
    hand_id: int | None = None
    done: list[tuple[int, int, str]] = field(default_factory=list)  # match, seq, action
    answered_at: list[float] = field(default_factory=list)  # time.monotonic() of each move
    unanswered: int = 0

    @property
    def shard(self) -> int:
        return (self.guild.id >> 22) % SHARDS


class Table:
    """The fake Discord with one server per player, ``per_shard`` servers on every shard."""

    def __init__(self, per_shard: int) -> None:
        self.fake = FakeDiscord(bot_name="koikoi", token=TOKEN)
        self.watch = RequestWatch()
        self.fake.requests = self.watch
        self.per_shard = per_shard
        self.players: list[Player] = []

    async def build(self) -> None:
        counts = [0] * SHARDS
        while min(counts) < self.per_shard:
            guild = self.fake.add_guild(f"club-{len(self.players)}")
            shard = (guild.id >> 22) % SHARDS
            if counts[shard] < self.per_shard:
                counts[shard] += 1
                member = self.fake.add_member(guild, f"member-{len(self.players)}")
                channel = self.fake.add_channel(guild, "koikoi")
                self.players.append(Player(guild, member, channel))
            await asyncio.sleep(0.002)  # a snowflake's shard moves with its millisecond

    def buttons(self, player: Player) -> list[tuple[str, MatchControl]]:
        if player.hand_id is None:
            return []
        found = []
        for info in self.fake.message(player.hand_id).buttons:
            custom_id = info.custom_id or ""
            control = parse_control(custom_id)
            enabled = not info.disabled
            if enabled and isinstance(control, MatchControl) and control.verb in ACTION_VERBS:
                found.append((custom_id, control))
        return found

    async def answered(self, interaction: Interaction, followups: int = 0) -> bool:
        with contextlib.suppress(TimeoutError):
            await self.fake.wait_for(
                lambda: (
                    interaction.response is not None and len(interaction.followups) >= followups
                ),
                WAIT,
            )
            return True
        return False


async def play(table: Table, player: Player, stop: asyncio.Event, rng: random.Random) -> None:
    """Click until stopped; a click left unanswered (its process died) fetches the hand again."""
    fake = table.fake
    with contextlib.suppress(RuntimeError, AssertionError):
        asked = await fake.slash(
            player.member, player.channel, "koikoi", "profile", {"two_step": False}
        )
        await table.answered(asked)
    while not stop.is_set():
        try:
            choices = table.buttons(player)
            if not choices:
                await fetch_hand(table, player)
                continue
            custom_id, control = rng.choice(choices)
            assert control.seq is not None
            verb = control.verb
            action = verb if verb in ("stop", "koikoi") else f"{verb}:{control.arg}"
            hand = fake.message(player.hand_id or 0)
            click = await fake.click(player.member, hand, custom_id)
            try:
                kind, _ = await click_answer(fake, table.watch, click, WAIT)
                if kind != "hand":  # a word instead of the move (a stale hand): fetch it again
                    player.hand_id = None
                    continue
                player.done.append((control.match_id, control.seq, action))
                player.answered_at.append(time.monotonic())
                await asyncio.sleep(rng.uniform(0.2, 0.6))
            except TimeoutError:
                player.unanswered += 1
                player.hand_id = None
        except (RuntimeError, AssertionError):  # no process on the shard yet, or a stale hand
            player.hand_id = None
            await asyncio.sleep(0.5)


async def fetch_hand(table: Table, player: Player) -> None:
    """``/koikoi hand``, or ``/koikoi start`` when the member plays no match."""
    fake = table.fake
    asked = await fake.slash(player.member, player.channel, "koikoi", "hand")
    if not await table.answered(asked):
        return
    assert asked.response is not None
    if asked.response.type == 5:  # the hand fills in the deferred answer
        with contextlib.suppress(TimeoutError):
            player.hand_id = (await asked.wait_done(WAIT)).id
        return
    started = await fake.slash(player.member, player.channel, "koikoi", "start", {})
    if await table.answered(started, 1):  # the table fills in the answer; the hand follows
        player.hand_id = started.followups[0].id


async def spawn(
    table: Table, url: str, workdir: Path, name: str, shards: str, lease: float
) -> BotProcess:
    folder = workdir / name
    folder.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    env.update(
        PYTHONPATH=str(ROOT),
        DISCORD_TOKEN=TOKEN,
        DISCORD_API_BASE=table.fake.api_base,
        DISCORD_GATEWAY_URL=table.fake.gateway_url,
        DATABASE_URL=url,
        SHARD_COUNT=str(SHARDS),
        SHARD_IDS=shards,
        SHARD_LEASE_SECONDS=str(lease),
        HEALTH_FILE=str(folder / "health.json"),
        LOG_LEVEL="INFO",
    )
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=folder,
        env=env,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
        start_new_session=True,
    )
    return BotProcess(process)


@dataclass
class Settings:
    """One run's choices."""

    fault: str = "kill"
    per_shard: int = 2
    before: float = 10.0
    after: float = 10.0
    lease: float = 5.0
    seed: int = 1
    logs: Path | None = None  # a folder for each process's log


async def run(url: str, choice: Settings, restart: Callable[[], Awaitable[float]]) -> list[str]:
    """Play, bring the fault on A (or the database), play on; the report's lines."""
    table = Table(choice.per_shard)
    await table.build()
    await table.fake.start()
    async with await Store.open(url) as store:
        for player in table.players:
            await store.update_guild_settings(player.guild.id, turn_timeout_seconds=600)
    with TemporaryDirectory() as folder:
        workdir = Path(folder)
        a = await spawn(table, url, workdir, "a", "[0, 1]", choice.lease)
        b = await spawn(table, url, workdir, "b", "[2, 3]", choice.lease)
        for bot in (a, b):
            await bot.wait_for_line(READY_LINE, timeout=120)
        c = await spawn(table, url, workdir, "c", "auto", choice.lease)
        await c.wait_for_line("waiting as a standby")
        stop = asyncio.Event()
        rng = random.Random(choice.seed)
        members = [
            asyncio.create_task(play(table, p, stop, random.Random(rng.random())))
            for p in table.players
        ]
        try:
            began = time.monotonic()
            await asyncio.sleep(choice.before)
            struck = time.monotonic()
            fault = await FAULTS[choice.fault](a, c, url, table, restart)
            await asyncio.sleep(choice.after)
            if fault.since is not None:
                before = _timeline(table, began, struck)[0].replace(
                    "after the database was back", "before the fault"
                )
                fault.lines += [before, *_timeline(table, fault.since, time.monotonic())]
            fault.lines.append(f"processes still running: {_alive(a, b, c)}")
            clocks_left = await _clocks(url, table, {0, 1})
        finally:
            stop.set()
            for task in members:
                task.cancel()
            ended = await asyncio.gather(*members, return_exceptions=True)
            # A player whose loop failed stopped clicking: that is the bench's fault, not a stall.
            failed = [e for e in ended if not isinstance(e, asyncio.CancelledError | type(None))]
            stopped = Counter(f"{type(e).__name__}: {str(e)[:120]}" for e in failed)
            for bot in (a, b, c):
                with contextlib.suppress(ProcessLookupError):
                    bot.send(signal.SIGCONT)
                    bot.send(signal.SIGTERM)
            for bot in (a, b, c):
                with contextlib.suppress(TimeoutError):
                    await bot.exit_status(timeout=15)
                bot.kill()
        if choice.logs is not None:
            for name, bot in zip("abc", (a, b, c), strict=True):
                (choice.logs / f"{name}.log").write_text(bot.log)
        lost_clocks = [m for m in fault.matches if m in clocks_left and clocks_left[m] is None]
        lost_moves = await _lost_moves(url, table)
        twice = len(table.fake.violations_of("already_acknowledged"))
        twice += sum(line.count("40060") for bot in (a, b, c) for line in bot.lines)
        kinds = Counter(v.kind for v in table.fake.violations if v.kind != "already_acknowledged")
        clicks = sum(len(p.done) for p in table.players)
        return [
            f"fault: {choice.fault}; servers: {len(table.players)} ({choice.per_shard} on each "
            f"of {SHARDS} shards); lease {choice.lease:g} s; answered clicks: {clicks}; "
            f"unanswered: {sum(p.unanswered for p in table.players)}",
            *fault.lines,
            f"players whose clicking failed before the end: {dict(stopped) or 'none'}",
            f"moves lost: {lost_moves} (must be 0)",
            f"clicks handled twice: {twice} (must be 0)",
            f"A's matches whose turn clock was lost: {len(lost_clocks)} of "
            f"{len(fault.matches)} active at the fault (must be 0)",
            f"other fake Discord violations: {dict(kinds) or 'none'}; tracebacks: "
            + str(sum("Traceback" in bot.log for bot in (a, b, c))),
        ]


@dataclass
class Fault:
    """What a fault did: its report lines, and A's matches active when it struck."""

    lines: list[str]
    matches: dict[int, object]
    since: float | None = None  # when the fault was over (the database back), for a timeline


def _timeline(table: Table, since: float, until: float) -> list[str]:
    """Moves answered in each 5 s after ``since`` (every shard together and per shard), and
    the longest time with no move answered: a stall shows as a run of zeros."""
    windows = max(1, int((until - since) // 5))
    counts = [[0] * windows for _ in range(SHARDS)]
    moments = sorted(t for p in table.players for t in p.answered_at if since <= t < until)
    for player in table.players:
        for moment in player.answered_at:
            window = int((moment - since) // 5)
            if 0 <= window < windows:
                counts[player.shard][window] += 1
    gaps = [b - a for a, b in zip([since, *moments], [*moments, until], strict=True)]
    total = [sum(shard[w] for shard in counts) for w in range(windows)]
    return [
        f"moves answered per 5 s after the database was back: {total}",
        *(f"  shard {n}: {shard}" for n, shard in enumerate(counts)),
        f"longest time with no move answered after it was back: {max(gaps):.1f} s",
    ]


Restart = Callable[[], Awaitable[float]]


async def _kill(a: BotProcess, c: BotProcess, url: str, table: Table, _: Restart) -> Fault:
    a.kill()
    killed = time.monotonic()
    await a.exit_status()
    matches = await _clocks(url, table, {0, 1})
    claimed, serving = await _take_over(c, killed)
    return Fault(
        [
            f"unanswered clicks were sent to A as it died; standby claimed A's shards "
            f"{claimed:.1f} s after the kill, served them (connected, matches restored) after "
            f"{serving:.1f} s",
        ],
        matches,
    )


async def _pause(a: BotProcess, c: BotProcess, url: str, table: Table, _: Restart) -> Fault:
    matches = await _clocks(url, table, {0, 1})
    fences = await _fences(url)
    a.send(signal.SIGSTOP)
    paused, paused_at = time.monotonic(), to_text(datetime.now(UTC))
    claimed, serving = await _take_over(c, paused)
    a.send(signal.SIGCONT)
    woke = time.monotonic() - paused
    await a.wait_for_line("another process took over shards 0, 1", timeout=60)
    status = await a.exit_status(timeout=30)
    late = await _moves_since(url, fences, paused_at)
    return Fault(
        [
            f"standby claimed A's shards {claimed:.1f} s after the pause, served them after "
            f"{serving:.1f} s; A woke after {woke:.1f} s, found it had lost them and exited "
            f"with status {status}",
            f"moves A wrote after it was paused: {late} (must be 0)",
        ],
        matches,
    )


async def _restart(a: BotProcess, c: BotProcess, url: str, table: Table, restart: Restart) -> Fault:
    matches = await _clocks(url, table, {0, 1})
    away = await restart()
    return Fault(
        [
            f"the database server was restarted, away for {away:.1f} s; "
            f"standby took shards: {'serving shards' in c.log} (must be False)",
        ],
        matches,
        since=time.monotonic(),
    )


async def _freeze(a: BotProcess, c: BotProcess, url: str, table: Table, freeze: Restart) -> Fault:
    matches = await _clocks(url, table, {0, 1})
    told = len(table.fake.messages)
    away = await freeze()
    unavailable = sum(
        "cannot be reached" in (m.content or "") for m in list(table.fake.messages.values())[told:]
    )
    return Fault(
        [
            f"the database server was frozen (SIGSTOP) for {away:.1f} s; "
            f"standby took shards: {'serving shards' in c.log} (must be False); "
            f"members told the database cannot be reached: {unavailable}",
        ],
        matches,
        since=time.monotonic(),
    )


FAULTS = {"kill": _kill, "pause": _pause, "restart": _restart, "freeze": _freeze}


async def _take_over(c: BotProcess, since: float) -> tuple[float, float]:
    """Seconds from ``since`` until C claims A's shards, and until it serves them."""
    await c.wait_for_line("serving shards 0, 1", timeout=120)
    claimed = time.monotonic() - since
    await c.wait_for_line(READY_LINE, timeout=120)
    return claimed, time.monotonic() - since


async def _fences(url: str) -> list[int]:
    """The fencing numbers A holds shards 0 and 1 with."""
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT fence FROM shard_leases WHERE shard IN (0, 1)")
        return [int(row[0]) for row in rows]
    finally:
        await conn.close()


async def _moves_since(url: str, fences: list[int], since: str) -> int:
    """Moves logged with one of ``fences`` after ``since`` (A was frozen from then on)."""
    conn = await asyncpg.connect(url)
    try:
        return int(
            await conn.fetchval(
                "SELECT count(*) FROM match_actions AS a JOIN matches AS m USING (match_id) "
                "WHERE (m.guild_id >> 22) % $3 IN (0, 1) AND a.fence = ANY($1::bigint[]) "
                "AND a.created_at > $2",
                fences,
                since,
                SHARDS,
            )
        )
    finally:
        await conn.close()


def _alive(*bots: BotProcess) -> str:
    names = "abc"
    return ", ".join(
        f"{names[i].upper()} {'yes' if bot.process.returncode is None else bot.process.returncode}"
        for i, bot in enumerate(bots)
    )


async def _clocks(url: str, table: Table, shards: set[int]) -> dict[int, object]:
    """The stored turn deadline of every active match in the servers of ``shards``."""
    guilds = {p.guild.id for p in table.players if p.shard in shards}
    async with await Store.open(url) as store:
        return {
            record.match_id: await store.turn_deadline(record.match_id)
            for record in await store.unfinished_matches()
            if record.guild_id in guilds
        }


async def _lost_moves(url: str, table: Table) -> int:
    """Answered clicks whose action is not at their turn in the match's log."""
    lost = 0
    async with await Store.open(url) as store:
        for player in table.players:
            for match_id, seq, action in player.done:
                log = await store.match_log(match_id)
                lost += seq >= len(log) or log[seq] != action
    return lost


async def main_async(args: argparse.Namespace) -> None:
    choice = Settings(
        args.fault, args.per_shard, args.before, args.after, args.lease, logs=args.logs
    )
    if args.fault in ("restart", "freeze"):  # never the shared server: one of the bench's own
        async with own_postgres() as server:

            async def freeze() -> float:
                return await server.freeze(args.frozen)

            fault = server.restart if args.fault == "restart" else freeze
            lines = await run(server.url, choice, fault)
        print("\n".join(lines))
        return
    schema = f"bench_failover_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(args.database_url)
    await admin.execute(f"CREATE SCHEMA {schema}")
    try:
        lines = await run(with_schema(args.database_url, schema), choice, _no_restart)
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()
    print("\n".join(lines))


async def _no_restart() -> float:
    raise RuntimeError("only --fault restart restarts the server")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--database-url", default=os.environ.get(POSTGRES_URL_VARIABLE))
    parser.add_argument("--fault", choices=sorted(FAULTS), default="kill")
    parser.add_argument("--per-shard", type=int, default=2, help="servers on each shard")
    parser.add_argument("--before", type=float, default=10.0, help="seconds of play before")
    parser.add_argument("--after", type=float, default=10.0, help="seconds of play after")
    parser.add_argument("--lease", type=float, default=5.0, help="SHARD_LEASE_SECONDS")
    parser.add_argument("--frozen", type=float, default=20.0, help="seconds frozen (freeze)")
    parser.add_argument("--logs", type=Path, help="write each process's log in this folder")
    args = parser.parse_args()
    if not args.database_url and args.fault not in ("restart", "freeze"):
        parser.error(f"--database-url (or {POSTGRES_URL_VARIABLE}) is needed")
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
