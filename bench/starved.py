"""A bot given only part of the CPU: is the game still playable, and does anyone lose on time
because of the bot? Played through the fake Discord (loopback only); prints figures.

Run from the project root::

    python -m bench.starved [--matches 1 10 30] [--clicks 6] [--turn 20] [--phase 60]
                            [--share 0.25] [--nice 5] [--hogs 4] [--only starved|full]

Set-up. The bot runs unmodified in a child process (``bench.botproc``) with its drawing and
computer worker processes; the fake Discord and the members' clicking run in this process. The
bot is run twice: at full CPU, then starved. Starved means a cgroup v2 group with
``cpu.max`` = ``--share`` of one core for the bot and all its workers, where this machine lets
the bench make one (``/sys/fs/cgroup`` writable, the ``cpu`` controller on); otherwise the bot
runs at ``--nice`` (its session's too, where Linux groups the CPU by session) beside ``--hogs``
CPU-bound processes at the normal priority, each in a session of its own (they share the CPU
with everything else on the machine: the line printed says which). The fake Discord and the
members run at a higher priority (``--driver-nice``, when the bench may), so that the figures
are the bot's.

Each run has phases: ``--matches`` members each against the computer (single-deal matches, a
new one when one ends), then as many pairs of members against each other; every member clicks
an enabled move of their hand as soon as it shows their turn, ``--clicks`` times, for at most
``--phase`` seconds. The server's turn clock is ``--turn`` seconds, so a member who always
clicks at once loses on time only when the bot was behind.

Figures, per phase:

- *in 3 s*: clicks the bot acknowledged within Discord's 3 seconds (of all clicks made);
- *refused*: clicks answered with a private word instead of the move (a stale hand), and
  *failed*: clicks not acknowledged within 3 s (Discord shows "This interaction failed");
- *text*: messages sent in words because their picture was late (hands, tables, results);
- *lost*: clicks with no answer at all within 60 s (the move did not show);
- *on time*: matches lost on time (every member clicks at once: the bot was behind).

The bench prints figures; it is not a timed test (the machine's other work moves them).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.botproc import TOKEN, BotProcess
from bench.fakehost import ACTION_VERBS, FakeHost, Player, RequestWatch
from testing.buttons import MatchControl, parse_control
from testing.fake_discord import InteractionRejected, Message, RecordedRequest
from testing.fake_discord.interactions import CHANNEL_MESSAGE

WAIT = 60.0  # seconds without any answer to a click before it counts as lost
LATE_WORDS = "The picture will follow"  # workers-picture-later, in English
TIMED_OUT = "forfeited."  # result-forfeit: nobody forfeits by hand in this bench
CGROUP = Path("/sys/fs/cgroup")


class CountingWatch(RequestWatch):
    """The fake's request log, also counting messages sent in words and forfeits by match."""

    def __init__(self) -> None:
        super().__init__()
        self.in_words = 0
        self.forfeits = 0

    def append(self, record: RecordedRequest) -> None:
        super().append(record)
        if record.method in ("POST", "PATCH") and record.json is not None:
            text = json.dumps(record.json)
            self.in_words += text.count(LATE_WORDS)
            self.forfeits += text.count(TIMED_OUT)


@dataclass
class Phase:
    """What one phase measured."""

    name: str
    clicks: int = 0
    in_time: int = 0
    refused: int = 0
    failed: int = 0
    lost: int = 0
    in_words: int = 0
    on_time: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)
    why: Counter[str] = field(default_factory=Counter)  # the refusals' words

    def line(self) -> str:
        share = f"{100 * self.in_time / self.clicks:5.1f} %" if self.clicks else "   – "
        return (
            f"{self.name:<22} clicks {self.clicks:4d}  in 3 s {self.in_time:4d} ({share})  "
            f"refused {self.refused:3d}  failed {self.failed:3d}  text {self.in_words:4d}  "
            f"lost {self.lost:3d}  on time {self.on_time:2d}  ({self.seconds:.0f} s)"
        ) + "".join(f"\n    refused {n}x: {words}" for words, n in self.why.most_common(2))


# -- starving -----------------------------------------------------------------------------------


# A CPU hog at the normal priority, whatever the bench's own (its niceness is inherited).
HOG = "import os\nos.nice(-os.nice(0))\nwhile True:\n    pass\n"


class Starving:
    """The bot's share of the CPU: a cgroup v2 group, or niceness beside CPU hogs."""

    def __init__(self, share: float, nice: int, hogs: int) -> None:
        self.share, self.nice, self.hogs = share, nice, hogs
        self.group: Path | None = None
        self._hogs: list[subprocess.Popen[bytes]] = []

    @staticmethod
    def cgroup_possible() -> bool:
        controllers = CGROUP / "cgroup.controllers"
        try:
            return "cpu" in controllers.read_text().split() and os.access(CGROUP, os.W_OK)
        except OSError:
            return False

    def describe(self) -> str:
        if self.group is not None:
            return f"cgroup v2 cpu.max: {self.share:.2f} of a core for the bot and its workers"
        return (
            f"no writable cgroup v2 here: the bot at nice {self.nice} beside "
            f"{self.hogs_spinning()} CPU hogs at nice 0 ({os.cpu_count()} cores, "
            f"load average {os.getloadavg()[0]:.0f} before)"
        )

    def prepare(self) -> int:
        """Start the hogs or make the group; the niceness for the bot process."""
        if self.cgroup_possible():
            group = CGROUP / f"koikoi-starved-{os.getpid()}"
            try:
                group.mkdir(exist_ok=True)
                (group / "cpu.max").write_text(f"{int(self.share * 100_000)} 100000")
                self.group = group
                return 0
            except OSError:
                self.group = None
        for _ in range(self.hogs):
            # Each in a session of its own: with autogroups (Linux's default on desktops and
            # many VMs), CPU is shared between sessions first, and the bot has one of its own.
            hog = subprocess.Popen([sys.executable, "-c", HOG], start_new_session=True)
            self._hogs.append(hog)
        return self.nice

    def hogs_spinning(self) -> int:
        """How many hogs are running."""
        return sum(hog.poll() is None for hog in self._hogs)

    def enter(self, pid: int) -> None:
        """Put the bot process in the group (its workers, started later, follow it); without
        one, give the bot's session (its autogroup, where the kernel has them) its niceness:
        between sessions, a process's own niceness counts for nothing."""
        if self.group is not None:
            (self.group / "cgroup.procs").write_text(str(pid))
            return
        with contextlib.suppress(OSError):
            Path(f"/proc/{pid}/autogroup").write_text(str(self.nice))

    def stop(self) -> None:
        for hog in self._hogs:
            hog.kill()
            hog.wait(5)
        self._hogs.clear()
        if self.group is not None:
            with contextlib.suppress(OSError):
                self.group.rmdir()


# -- playing ------------------------------------------------------------------------------------


def _moves(hand: Message) -> list[str]:
    """The enabled moves of a hand: card, take, stop, koi-koi; else its cards to pick (the
    two-step play members get against each other: a pick, then its confirmation)."""
    moves, picks = [], []
    for info in hand.buttons:
        control = parse_control(info.custom_id or "")
        if info.disabled or not isinstance(control, MatchControl):
            continue
        if control.verb in ACTION_VERBS:
            moves.append(info.custom_id or "")
        elif control.verb == "pick":
            picks.append(info.custom_id or "")
    return moves or picks


async def _click(host: FakeHost, player: Player, hand: Message, phase: Phase) -> None:
    custom_id = random.choice(_moves(hand))
    interaction = await host.fake.click(player.member, hand, custom_id)
    phase.clicks += 1
    try:
        await host.click_answer(interaction, WAIT)
    except TimeoutError:
        phase.lost += 1
        return
    except InteractionRejected:
        phase.failed += 1
        return
    if interaction.rejections or interaction.latency is None or interaction.latency > 3.0:
        phase.failed += 1
    else:
        phase.in_time += 1
        phase.latencies.append(interaction.latency)
    # A word instead of the move (a follow-up may be the newcomer's tutorial: not counted).
    if interaction.response is not None and interaction.response.type == CHANNEL_MESSAGE:
        phase.refused += 1
        phase.why[host.answer_text(interaction)[:60]] += 1


async def _my_turn(host: FakeHost, player: Player, until: float) -> Message | None:
    """The member's hand once it shows their move (None: the match ended, or time is up)."""
    while time.monotonic() < until:
        if player.hand_id is None:
            return None
        hand = host.fake.message(player.hand_id)
        if _moves(hand):
            return hand
        if not hand.buttons:
            return None  # the match is over: a hand without buttons
        await asyncio.sleep(0.2)
    return None


async def against_computer(
    host: FakeHost, player: Player, clicks: int, until: float, phase: Phase
) -> None:
    await host.open_match(player, "easy", WAIT)
    for _ in range(clicks):
        hand = await _my_turn(host, player, until)
        if hand is None:
            if time.monotonic() >= until:
                return
            await host.open_match(player, "easy", WAIT)
            continue
        await _click(host, player, hand, phase)


async def _open_between(host: FakeHost, first: Player, second: Player) -> None:
    fake = host.fake
    asked = await fake.slash(
        first.member,
        first.channel,
        "koikoi",
        "start",
        {"opponent": second.member, "rules": "single-deal"},
    )
    challenge = await asked.wait_done(timeout=WAIT)
    accept = next(c for c in challenge.custom_ids if c.endswith(":yes"))
    await (await fake.click(second.member, challenge, accept)).wait_done(timeout=WAIT)

    def table() -> Message | None:
        for message in reversed(fake.messages_in(first.channel)):
            if any(c.endswith(":hand") for c in message.custom_ids):
                return message
        return None

    shown = await fake.wait_for(table, timeout=WAIT)
    hand_button = next(c for c in shown.custom_ids if c.endswith(":hand"))
    for player in (first, second):
        opened = await fake.click(player.member, shown, hand_button)
        await opened.wait_done(timeout=WAIT)
        player.hand_id = opened.followups[-1].id if opened.followups else None
        if opened.message is not None and opened.message.ephemeral:
            player.hand_id = opened.message.id


async def between(
    host: FakeHost, pair: tuple[Player, Player], clicks: int, until: float, phase: Phase
) -> None:
    await _open_between(host, *pair)

    async def member(player: Player) -> None:
        for _ in range(clicks):
            hand = await _my_turn(host, player, until)
            if hand is None:
                return
            await _click(host, player, hand, phase)

    await asyncio.gather(*(member(p) for p in pair))


async def _phase(
    host: FakeHost, name: str, games: list[Any], watch: CountingWatch, seconds: float
) -> Phase:
    phase = Phase(name)
    words, forfeits = watch.in_words, watch.forfeits
    started = time.monotonic()
    tasks = [asyncio.ensure_future(game(phase, started + seconds)) for game in games]
    done, waiting = await asyncio.wait(tasks, timeout=seconds + WAIT)
    for task in waiting:
        task.cancel()
    for task in done:
        if task.exception() is not None:
            print(f"  ({name}: a member gave up: {task.exception()!r})")
    phase.seconds = time.monotonic() - started
    phase.in_words = watch.in_words - words
    phase.on_time = watch.forfeits - forfeits
    return phase


async def run(args: argparse.Namespace, starved: bool) -> list[Phase]:
    counts = list(args.matches)
    players = sum(counts) * 3
    host = FakeHost(players, TOKEN)
    watch = CountingWatch()
    host.watch = watch
    host.fake.requests = watch
    await host.start()
    workdir = Path(tempfile.mkdtemp(prefix="koikoi-starved-"))
    await _set_turn_clock(workdir / "koikoi.db", host.guild.id, args.turn)
    starving = Starving(args.share, args.nice, args.hogs) if starved else None
    nice = starving.prepare() if starving is not None else 0
    bot = BotProcess(
        host.fake.api_base,
        host.fake.gateway_url,
        workdir / "koikoi.db",
        log_path=workdir / "bot.log",
        nice=nice - os.nice(0),  # an increment: from the bench's own niceness to the bot's
    )
    phases = []
    try:
        await bot.start()
        if starving is not None:
            starving.enter(bot.pid)
            print(f"starved: {starving.describe()}")
        else:
            print(f"full CPU ({os.cpu_count()} cores, load average {os.getloadavg()[0]:.0f})")
        await bot.wait_ready(timeout=300)
        free = iter(host.players)
        for count in counts:
            chosen = [next(free) for _ in range(count)]
            games = [
                (lambda phase, until, p=p: against_computer(host, p, args.clicks, until, phase))
                for p in chosen
            ]
            phase = await _phase(host, f"{count} vs computer", games, watch, args.phase)
            print(phase.line(), flush=True)
            phases.append(phase)
        for count in counts:
            pairs = [(next(free), next(free)) for _ in range(count)]
            games = [
                (lambda phase, until, pair=pair: between(host, pair, args.clicks, until, phase))
                for pair in pairs
            ]
            phase = await _phase(host, f"{count} between members", games, watch, args.phase)
            print(phase.line(), flush=True)
            phases.append(phase)
    finally:
        await bot.stop()
        if starving is not None:
            starving.stop()
        await host.stop()
    return phases


async def _set_turn_clock(db: Path, guild_id: int, seconds: int) -> None:
    """The server's turn clock, written before the bot starts."""
    from bot.store import Store

    store = await Store.open(db)
    try:
        await store.update_guild_settings(guild_id, turn_timeout_seconds=seconds)
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[1, 10, 30])
    parser.add_argument("--clicks", type=int, default=6, help="clicks per member and phase")
    parser.add_argument("--turn", type=int, default=20, help="the turn clock, seconds")
    parser.add_argument("--phase", type=float, default=60.0, help="seconds of clicking a phase")
    parser.add_argument("--share", type=float, default=0.25, help="of one core (cgroup v2)")
    parser.add_argument("--nice", type=int, default=5, help="the bot's niceness (no cgroup)")
    parser.add_argument("--hogs", type=int, default=4, help="CPU hogs beside it (no cgroup)")
    parser.add_argument("--only", choices=["starved", "full"])
    parser.add_argument(
        "--driver-nice",
        type=int,
        default=-10,
        help="this process's niceness change (the fake Discord and the members), when allowed",
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    random.seed(args.seed)
    with contextlib.suppress(PermissionError):  # the clicking side is not what is measured
        os.nice(args.driver_nice)
    for starved in (False, True):
        if args.only and args.only != ("starved" if starved else "full"):
            continue
        asyncio.run(run(args, starved))


if __name__ == "__main__":
    main()
