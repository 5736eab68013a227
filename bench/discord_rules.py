"""Matches at once under Discord's rules, played through the fake Discord; prints figures.

Run from the project root::

    nice python -m bench.discord_rules [--matches 1 10 30] [--clicks 12] [--limit] [--members]

Each of ``--matches`` members has a channel of their own and plays the easy computer
(single-deal matches, a new one when one ends), clicking an enabled move of their hand as soon
as it shows their turn, ``--clicks`` times. The bot runs in this process, on its own database,
with the fake Discord; figures are for comparing, on one machine.

Figures.

- *Answer time*: from the fake sending the click until the bot's acknowledgement arrived
  (p50, p95, max; how many over Discord's 3 seconds).
- *Table behind the last click*: from a member's last click until the last edit of their
  table arrived (the table then shows the game as it is), per channel (p50, max).
- *Channel requests a second*: requests on ``/channels/...`` routes over the run, against
  Discord's 50 a second for a whole bot; and the 429 answers.
- ``--members``: each channel holds a match between two members instead (challenged and
  accepted first): whoever's hand shows their turn clicks, until the pair made ``--clicks``
  clicks each (in all: one member may click twice in a row) or the match ended.
- *Turn shown*: from a click until the hand of the member to move next showed their turn
  (p50, max; ``--members`` only).
- ``--limit``: the fake keeps Discord's per-channel limit (5 sends or edits in 5 seconds).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from testing.buttons import MatchControl, parse_control
from testing.fake_discord import FakeDiscord, Interaction, Member, Message
from testing.fake_discord.interactions import InteractionRejected
from testing.fake_discord.models import Channel
from testing.harness import TOKEN, World

VERBS = ("play", "take", "stop", "koikoi", "pick")  # a pick (two-step play) comes last


@dataclass
class Seat:
    member: Member
    channel: Channel
    clicks: list[float] = field(default_factory=list)  # when each click was sent
    partner: Seat | None = None  # the other member of a match between members
    shown: list[float] = field(default_factory=list)  # seconds from a click to this turn shown
    hand: Message | None = None  # the hand message last clicked

    def done(self, clicks: int) -> bool:
        """Whether the seat (with its partner: the pair) made its ``clicks`` clicks each."""
        seats = [self] if self.partner is None else [self, self.partner]
        return sum(len(seat.clicks) for seat in seats) >= clicks * len(seats)

    def last_click(self) -> float:
        """When the seat's pair last clicked (0: not yet)."""
        seats = [self] if self.partner is None else [self, self.partner]
        return max((seat.clicks[-1] for seat in seats if seat.clicks), default=0.0)


def quantile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def open_match(world: World, seat: Seat) -> None:
    start = await world.fake.slash(
        seat.member, seat.channel, "koikoi", "start", {"level": "easy", "rules": "single-deal"}
    )
    await start.wait_done(timeout=120)


def my_move(world: World, seat: Seat) -> tuple[str, object] | None:
    """An enabled move button of the member's newest hand for the table's turn, or None."""
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, seat.member.id)
    if table is None or table.match.to_move != table.seat_of(seat.member.id):
        return None
    # The hand last clicked first: looking through every message of the fake on every
    # request (each wakes every waiting member) slowed the whole run down.
    kept = [seat.hand] if seat.hand is not None else []
    for message in [*kept, *reversed(world.fake.ephemeral_for(seat.member))]:
        found: dict[str, list[str]] = {}
        for info in world.fake.find_buttons(message):
            control = parse_control(info.custom_id)
            if (
                isinstance(control, MatchControl)
                and control.verb in VERBS
                and not info.disabled
                and control.seq == table.seq
            ):
                found.setdefault(control.verb, []).append(info.custom_id)
        if found:
            moves = [c for verb, ids in found.items() if verb != "pick" for c in ids]
            seat.hand = message
            return random.choice(moves or found["pick"]), message
        if message is seat.hand and f":m:{table.match_id}:" in " ".join(message.custom_ids):
            return None  # this match's hand, its buttons not drawn for this turn yet
    return None


async def answered(click: Interaction) -> bool:
    """Whether the click was answered; False when Discord would have failed it (too late):
    the member sees "This interaction failed" and looks for their turn again."""
    try:
        await click.wait_response(timeout=30)
    except InteractionRejected:
        return False
    return True


async def redrawn(world: World, message: Message, shown: int) -> None:
    """Wait until the member's hand was redrawn after their click (they look at it again)."""
    await world.fake.wait_for(lambda: len(message.history) > shown, timeout=120)


async def open_between(world: World, first: Seat, second: Seat) -> None:
    """``first`` challenges ``second`` in their channel; both get their hand."""
    asked = await world.fake.slash(
        first.member,
        first.channel,
        "koikoi",
        "start",
        {"opponent": second.member, "rules": "single-deal"},
    )
    challenge = await asked.wait_done(timeout=120)
    accept = next(c for c in challenge.custom_ids if c.endswith(":yes"))
    await (await world.fake.click(second.member, challenge, accept)).wait_done(timeout=120)

    def table() -> Message | None:
        for message in reversed(world.fake.messages_in(first.channel)):
            if any(c.endswith(":hand") for c in message.custom_ids):
                return message
        return None

    shown = await world.fake.wait_for(table, timeout=120)
    hand = next(c for c in shown.custom_ids if c.endswith(":hand"))
    await (await world.fake.click(first.member, shown, hand)).wait_done(timeout=120)


async def play_between(world: World, seat: Seat, clicks: int, wait: float = 120) -> None:
    """Click the member's moves whenever their hand shows their turn, until the pair made its
    clicks or the match ended. A member whose own clicks are spent still plays their turn
    (a pick waits for its confirmation): stopping then would leave the partner waiting."""
    assert world.bot is not None
    while not seat.done(clicks):
        if world.bot.matches.tables.playing(world.guild.id, seat.member.id) is None:
            return
        found = await world.fake.wait_for(
            lambda: (
                my_move(world, seat)
                or seat.done(clicks)
                or world.bot is None
                or world.bot.matches.tables.playing(world.guild.id, seat.member.id) is None
            ),
            timeout=wait,
        )
        if not isinstance(found, tuple):
            return
        if seat.last_click():
            seat.shown.append(time.monotonic() - seat.last_click())
        custom_id, message = found
        assert isinstance(message, Message)
        shown = len(message.history)
        seat.clicks.append(time.monotonic())
        click = await world.fake.click(seat.member, message, custom_id)
        if await answered(click):
            await redrawn(world, message, shown)


async def play(world: World, seat: Seat, clicks: int) -> None:
    assert world.bot is not None
    await open_match(world, seat)
    while len(seat.clicks) < clicks:
        if world.bot.matches.tables.playing(world.guild.id, seat.member.id) is None:
            await open_match(world, seat)
            continue
        found = await world.fake.wait_for(lambda: my_move(world, seat), timeout=120)
        custom_id, message = found
        assert isinstance(message, Message)
        shown = len(message.history)
        seat.clicks.append(time.monotonic())
        click = await world.fake.click(seat.member, message, custom_id)
        if await answered(click):
            await redrawn(world, message, shown)


@dataclass
class Figures:
    """What one run measured."""

    matches: int
    limit: bool
    clicks: int  # clicks the members made
    seconds: float
    answers: list[float]  # ms from a click to the bot's acknowledgement
    failed: int  # clicks Discord would fail: not answered within 3 s
    behind: list[float]  # s from a channel's last click to its table's last edit
    shown: list[float]  # s from a click to the next mover's hand showing their turn
    requests: int  # every request the bot made while the members clicked
    channel_requests: int  # those on /channels/... routes
    busiest: int  # channel requests in the busiest second
    rate_limited: int  # 429 answers
    merged: object  # table edits merged into a newer one

    def lines(self) -> list[str]:
        answers, behind, shown = self.answers, self.behind, self.shown
        per_click = self.requests / self.clicks if self.clicks else 0.0
        return [
            f"{self.matches:>3} matches{' (5 per 5 s a channel)' if self.limit else ''}: "
            f"{self.clicks} clicks in {self.seconds:.0f} s; "
            f"answer p50 {quantile(answers, 0.5):.0f} ms, p95 {quantile(answers, 0.95):.0f} ms, "
            f"max {max(answers, default=0):.0f} ms, not answered within 3 s: {self.failed}; "
            f"table behind the last click p50 {statistics.median(behind) if behind else 0:.1f} s, "
            f"max {max(behind, default=0):.1f} s",
            f"    requests {per_click:.2f} a click, {self.requests / self.seconds:.1f}/s; "
            f"channel requests {self.channel_requests / self.seconds:.1f}/s "
            f"(busiest second {self.busiest}, Discord allows 50/s a bot); "
            f"429 answers {self.rate_limited}; table edits merged into a newer one: {self.merged}",
            *(
                [
                    f"    turn shown after the click before: p50 {quantile(shown, 0.5):.2f} s, "
                    f"p95 {quantile(shown, 0.95):.2f} s, max {max(shown):.2f} s"
                ]
                if shown
                else []
            ),
        ]


async def run(
    matches: int,
    clicks: int,
    limit: bool,
    between: bool,
    *,
    wait: float = 120,
) -> Figures:
    """Play ``matches`` at once through the fake Discord (``wait``: how long a member waits
    for their hand to show their turn before the run fails). The bot draws in its threads, as
    in the tests."""
    fake = FakeDiscord(bot_name="koikoi", token=TOKEN)
    guild = fake.add_guild("Bench")
    members = [fake.add_member(guild, f"m{n}") for n in range(max(3, 2 * matches))]
    channels = [fake.add_channel(guild, f"table-{n}") for n in range(max(2, matches))]
    await fake.start()
    fake.patch_discord()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            world = World(fake, guild, *members[:3], *channels[:2], Path(tmp) / "bench.db")
            await world.start_bot()
            try:
                if limit:
                    fake.limit_channel_messages(5, 5.0)
                seats, seconds = await _play(
                    world, members, channels, matches, clicks, between, wait
                )
                return figures(fake, seats, matches, seconds, limit, skipped(world))
            finally:
                await world.stop_bot()
    finally:
        await fake.stop()


async def _play(
    world: World,
    members: list[Member],
    channels: list[Channel],
    matches: int,
    clicks: int,
    between: bool,
    wait: float,
) -> tuple[list[Seat], float]:
    fake = world.fake
    if between:
        seats = [Seat(members[n + k], channels[n // 2]) for n in range(0, 2 * matches, 2)
                 for k in (0, 1)]  # fmt: skip
        pairs = list(zip(seats[::2], seats[1::2], strict=True))
        for first, second in pairs:
            first.partner, second.partner = second, first
        await asyncio.gather(*(open_between(world, a, b) for a, b in pairs))
        fake.clear_records()
        began = time.monotonic()
        await asyncio.gather(*(play_between(world, seat, clicks, wait) for seat in seats))
    else:
        seats = [Seat(members[n], channels[n]) for n in range(matches)]
        fake.clear_records()
        began = time.monotonic()
        await asyncio.gather(*(play(world, seat, clicks) for seat in seats))
    await world.settle(quiet=0.5, timeout=600)
    return seats, time.monotonic() - began


def figures(
    fake: FakeDiscord, seats: list[Seat], matches: int, seconds: float, limit: bool, merged: object
) -> Figures:
    last_click: dict[int, float] = {}
    for seat in seats:
        if seat.clicks:
            last_click[seat.channel.id] = max(last_click.get(seat.channel.id, 0.0), seat.clicks[-1])
    behind = []
    for channel_id, clicked in last_click.items():
        edits = [
            r.time
            for r in fake.requests_to(f"/channels/{channel_id}/messages/", "PATCH")
            if r.status == 200
        ]
        if edits:
            behind.append(max(0.0, edits[-1] - clicked))
    channel_requests = [r for r in fake.requests if "/channels/" in r.path]
    return Figures(
        matches=matches,
        limit=limit,
        clicks=sum(len(seat.clicks) for seat in seats),
        seconds=seconds,
        answers=[latency * 1000 for latency in fake.latencies],
        failed=len(fake.violations_of("interaction_failed")),
        behind=behind,
        shown=[s for seat in seats for s in seat.shown],
        requests=len(fake.requests),
        channel_requests=len(channel_requests),
        busiest=busiest_second(channel_requests),
        rate_limited=len(fake.rate_limits.hits),
        merged=merged,
    )


def skipped(world: World) -> object:
    """How many table edits were merged into a newer one (absent before merging existed)."""
    presenter = world.bot.matches.presenter if world.bot is not None else None
    edits = getattr(presenter, "table_edits", None)
    return getattr(edits, "skipped", "n/a")


def busiest_second(requests: list) -> int:  # type: ignore[type-arg]
    counts: dict[int, int] = {}
    for request in requests:
        counts[int(request.time)] = counts.get(int(request.time), 0) + 1
    return max(counts.values(), default=0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[1, 10, 30])
    parser.add_argument("--clicks", type=int, default=12)
    parser.add_argument("--limit", action="store_true")
    parser.add_argument("--members", action="store_true", help="matches between two members")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    random.seed(args.seed)
    for matches in args.matches:
        figures = run(matches, args.clicks, args.limit, args.members)
        print("\n".join(asyncio.run(figures).lines()))


if __name__ == "__main__":
    main()
