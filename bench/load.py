"""Many matches against the computer at once, played through the fake Discord as members play.

Run from the project root::

    nice python -m bench.load [--matches 200] [--turns 20] [--level normal] [--ai-processes 1]
                              [--think 0] [--open-rate 0] [--tracemalloc] [--profile FILE]
                              [--bot-option=--gc-unfreeze]  (to compare without gc.freeze)
                              [--bot-option=--uvloop]  (the bot on uvloop's event loop)
                              [--census] [--census-at S] [--count-walks] [--referrers KIND]

Set-up. The bot runs unmodified in a child process (``bench.botproc``) with its real
process-pool computer players; the fake Discord and the members' clicking run in this process,
so neither distorts the bot's event loop or its memory figures. Each member has a channel of
their own, starts a match against the computer, then clicks a random enabled card / take /
stop / koi-koi button of their hand as soon as the bot has answered their previous click
(after ``--think`` seconds on average, exponentially distributed, if given), ``--turns``
times. A member whose match ends starts another.

Figures.

- *Click → final edit*: from the fake dispatching the click (INTERACTION_CREATE) until the fake
  received the bot's last request for it: the new hand (the click's own answer, an
  UPDATE_MESSAGE, or an edit of the interaction's ``@original`` after a deferral) or the public
  table image (``PATCH /channels/…/messages/…``), whichever came later. For a card play this
  includes the computer's reply and both new images. *Click → new hand*: the hand alone.
- *Click → first answer*: until the interaction callback (the hand, or a deferral) arrived
  (``fake.latencies``).
- *Loop stalls*: a task in the bot's loop sleeps 10 ms over and over; how late it wakes. A
  helper thread records where the loop's thread was during a stall, and the garbage
  collector's passes are timed (they run in the loop's thread).
- *Test-driver loop lag*: how late this process's own loop wakes; its garbage collector is
  held off while measuring, so that its pauses do not delay clicks and count as the bot's.
- *CPU per click*: the bot process's CPU time (all threads but the stall sampler above, which
  is printed apart), its drawing processes', its
  computer-player workers', and this process's (fake Discord and members), each divided by the
  clicks; the clicks per second reached; the pictures asked for and drawn per click.
- *Garbage* (diagnosis; these slow the bot down, so ignore their runs' timings):
  ``--census`` counts, by type, the cyclic garbage the clicks leave (only a full collection frees
  it) and the objects a full collection walks at the end; ``--census-at S`` takes that census
  ``S`` seconds into the clicking, with clicks in flight; ``--count-walks`` prints how many
  objects each full collection walked and freed; ``--referrers KIND`` shows what holds a few
  objects of a type.
- *Build*: which build of the rules engine the bot ran (``compiled`` after ``koikoi
  compile-engine``, as the bot itself chooses; else the sources), printed first.
- *Bytes uploaded per click*: the files the bot uploaded while clicking (the pictures), by file
  name, divided by the clicks.
- *Drawing CPU per picture kind*: each picture's CPU time in its drawing process
  (``bench.drawtime``), by drawing function, while clicking. Every CPU figure is CPU time read
  from ``/proc`` or the process's own clock, not wall time: the figures hold on a shared machine.
- *Service memory*: the RSS of the bot process and all its worker processes together, idle
  (after the warm-up match) and after the clicking.
- *Memory*: the bot process's RSS (``/proc``; its computer-player workers separately) after a
  warm-up match, after the N matches opened, and its peak; per match = (RSS with N matches
  open − RSS before) / N. ``--tracemalloc`` traces Python allocations instead (cleaner per-match
  figure, but slows everything: ignore that run's latencies).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import pstats
import random
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.botproc import TOKEN, BotProcess
from bench.fakehost import FakeHost, Percentiles, Player, describe_loop

NOT_COMPILED = " (NOT the build the bot runs in production: run koikoi compile-engine first)"
WAIT = 120.0  # seconds to wait for any one answer before counting it as lost


@dataclass
class Figures:
    """What the click phase measured."""

    final: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    hand: list[float] = field(default_factory=list)
    ack: list[float] = field(default_factory=list)
    opening: list[float] = field(default_factory=list)
    lost: int = 0
    refused: int = 0
    new_matches: int = 0


async def play(
    host: FakeHost,
    player: Player,
    turns: int,
    level: str,
    think: float,
    rng: random.Random,
    figures: Figures,
) -> None:
    """Click ``turns`` times as soon as (or ``think`` s after) the bot answered the last click."""
    fake = host.fake
    done = 0
    while done < turns:
        assert player.hand_id is not None
        hand = fake.message(player.hand_id)
        choices = host.action_buttons(hand)
        if not choices:  # the match is over: start another
            figures.opening.append(await host.open_match(player, level, WAIT))
            figures.new_matches += 1
            continue
        if think:
            await asyncio.sleep(rng.expovariate(1 / think))
        custom_id, control = rng.choice(choices)
        interaction = await fake.click(player.member, hand, custom_id)
        sent = interaction.dispatched_at
        table_edit = asyncio.ensure_future(
            host.watch.wait("PATCH", host.table_path(player), sent, WAIT)
        )
        try:
            kind, hand_time = await host.click_answer(interaction, WAIT)
            if kind == "refused":
                figures.refused += 1
            else:
                table_time = await table_edit
                host.follow_table(player, sent)
                figures.hand.append(hand_time - sent)
                figures.final[control.verb].append(max(hand_time, table_time) - sent)
        except TimeoutError:
            figures.lost += 1
        finally:
            table_edit.cancel()
        if interaction.latency is not None:
            figures.ack.append(interaction.latency)
        done += 1


async def _census_into(bot: BotProcess, into: list[dict[str, Any]], kinds: list[str]) -> None:
    census = await bot.ask("census")
    census["holders"] = [await bot.ask("referrers", kind=kind) for kind in kinds]
    into.append(census)


async def _open_later(host: FakeHost, player: Player, level: str, delay: float) -> float:
    await asyncio.sleep(delay)
    return await host.open_match(player, level, WAIT)


def _mb(kb: float) -> str:
    return f"{kb / 1024:.1f} MB"


async def run(args: argparse.Namespace) -> None:
    host = FakeHost(args.matches, TOKEN, extra=1)
    await host.start()
    workdir = Path(tempfile.mkdtemp(prefix="koikoi-load-"))
    draw_times = workdir / "draw-times"
    draw_times.mkdir()
    bot = BotProcess(
        host.fake.api_base,
        host.fake.gateway_url,
        workdir / "koikoi.db",
        ai_processes=args.ai_processes,
        worker_threads=args.worker_threads,
        drawing_processes=args.drawing_processes,
        log_path=workdir / "bot.log",
        extra=("--draw-times", str(draw_times), *args.bot_option),
    )
    rng = random.Random(args.seed)
    try:
        started = time.perf_counter()
        await bot.start()
        await bot.wait_ready()
        print(f"bot ready in {time.perf_counter() - started:.1f} s (pid {bot.pid}, {workdir})")
        print(f"rules engine: {bot.engine}" + ("" if bot.engine == "compiled" else NOT_COMPILED))

        # Warm-up: one match, a few clicks, so sprite caches and lazy imports are loaded.
        warm = host.extra[0]
        await host.open_match(warm, args.level)
        await play(host, warm, 4, args.level, 0, rng, Figures())
        if args.tracemalloc:
            await bot.ask("tracemalloc")
        before = await bot.stats(collect=True)

        # This process's own collector is held off while measuring: a full pass over the fake's
        # many messages stalled it for seconds, and the clicks it delayed counted as the bot's.
        gc.collect()
        gc.disable()

        # Opening: every member starts a match at once.
        await bot.ask("reset")
        started = time.perf_counter()
        opening = await asyncio.gather(
            *(
                _open_later(host, p, args.level, i / args.open_rate if args.open_rate else 0.0)
                for i, p in enumerate(host.players)
            )
        )
        opened_in = time.perf_counter() - started
        opened = await bot.stats(collect=True)

        # Clicking.
        await bot.ask("reset")
        uploaded_before = dict(host.uploaded)
        host.lag.clear()
        if args.profile:
            await bot.ask("profile_start")
        if args.census:
            await bot.ask("garbage_start")
        if args.count_walks:
            await bot.ask("count_walks")
        figures = Figures()
        started = time.perf_counter()
        driver_cpu = time.process_time()
        midway: list[dict[str, Any]] = []
        if args.census_at is not None:
            asyncio.get_running_loop().call_later(
                args.census_at,
                lambda: asyncio.ensure_future(_census_into(bot, midway, args.referrers)),
            )
        await asyncio.gather(
            *(
                play(
                    host,
                    p,
                    args.turns,
                    args.level,
                    args.think,
                    random.Random(rng.random()),
                    figures,
                )
                for p in host.players
            )
        )
        clicking = time.perf_counter() - started
        driver_cpu = time.process_time() - driver_cpu
        if args.profile:
            await bot.ask("profile_stop", path=str(Path(args.profile).resolve()))
        after = await bot.stats(collect=True)
        garbage = await bot.ask("garbage_stop") if args.census else None
        census = await bot.ask("census") if args.census else None
        chains = [await bot.ask("referrers", kind=kind) for kind in args.referrers]
    finally:
        gc.enable()
        await bot.stop()
        await host.stop()

    clicks = sum(len(v) for v in figures.final.values()) + figures.refused + figures.lost
    print()
    print(
        f"{args.matches} matches vs the {args.level} computer, {args.turns} clicks each, "
        f"think {args.think:g} s, ai_processes={args.ai_processes}, "
        f"drawing processes={args.drawing_processes} (0: {args.worker_threads} threads), "
        "fake Discord in the parent process"
    )
    print(
        f"opening {args.matches} matches at once: {opened_in:.1f} s; "
        f"/koikoi start → hand: {Percentiles(list(opening)).line()}"
    )
    print(
        f"clicking: {clicks} clicks in {clicking:.1f} s = {clicks / clicking:.1f} clicks/s; "
        f"{figures.new_matches} matches ended and were restarted; "
        f"{figures.refused} refused, {figures.lost} unanswered"
    )
    every = [x for values in figures.final.values() for x in values]
    print(f"  click → final edit (all)   {Percentiles(every).line()}")
    for verb, values in sorted(figures.final.items()):
        print(f"  click → final edit ({verb:6}) {Percentiles(values).line()}")
    print(f"  click → new hand           {Percentiles(figures.hand).line()}")
    print(f"  click → first answer       {Percentiles(figures.ack).line()}")
    if figures.opening:
        print(f"  restarts: start → hand     {Percentiles(figures.opening).line()}")
    bot_cpu = after["cpu_s"] - opened["cpu_s"]
    # The stall sampler is this benchmark's own thread in the bot's process, not the bot's work.
    sampler_cpu = after["sampler_cpu_s"] - opened["sampler_cpu_s"]
    worker_cpu = after["worker_cpu_s"] - opened["worker_cpu_s"]
    drawing_cpu = after["drawing_cpu_s"] - opened["drawing_cpu_s"]
    print(f"clicks per second reached: {clicks / clicking:.1f}")
    print(f"rules engine: {bot.engine} (CPU time from /proc, not wall time)")
    uploaded = {name: total - uploaded_before.get(name, 0) for name, total in host.uploaded.items()}
    print(
        f"bytes uploaded per click: {sum(uploaded.values()) / clicks / 1024:.1f} KiB ("
        + ", ".join(
            f"{name} {count / clicks / 1024:.1f} KiB"
            for name, count in sorted(uploaded.items(), key=lambda item: -item[1])
            if count
        )
        + ")"
    )
    total_drawing = (after["drawing_cpu_s"] - opened["drawing_cpu_s"]) * 1000 / clicks
    own = (bot_cpu - sampler_cpu) * 1000 / clicks
    print(
        f"CPU per click: {own + total_drawing:.1f} ms in all = bot {own:.1f} ms "
        f"+ drawing {total_drawing:.1f} ms"
    )
    for name, (count, spent) in sorted(after["draw_kinds"].items()):
        count -= opened["draw_kinds"].get(name, (0, 0.0))[0]
        spent -= opened["draw_kinds"].get(name, (0, 0.0))[1]
        if count:
            print(
                f"  drawing CPU, {name}: {spent / count * 1000:.2f} ms a picture "
                f"({count / clicks:.2f} a click, {spent * 1000 / clicks:.2f} ms a click)"
            )
    print(
        f"service RSS (bot + every worker process): {_mb(before['service_rss_kb'])} idle, "
        f"{_mb(after['service_rss_kb'])} after the clicking "
        f"(drawing processes {_mb(before['drawing_rss_kb'])} idle, "
        f"{_mb(after['drawing_rss_kb'])} after)"
    )
    print(
        f"CPU per click: bot process {(bot_cpu - sampler_cpu) / clicks * 1000:.1f} ms "
        f"({(bot_cpu - sampler_cpu) / clicking * 100:.0f}% of a core; the benchmark's stall "
        f"sampler thread in it {sampler_cpu / clicks * 1000:.2f} ms more), drawing processes "
        f"{drawing_cpu / clicks * 1000:.1f} ms ({drawing_cpu / clicking * 100:.0f}% of a core), "
        f"computer workers {worker_cpu / clicks * 1000:.2f} ms, "
        f"fake Discord + drivers {driver_cpu / clicks * 1000:.1f} ms"
    )
    drawn, shared = after["drawn"] - opened["drawn"], after["shared"] - opened["shared"]
    print(
        f"  pictures: {drawn / clicks:.2f} drawn per click, "
        f"{shared / clicks:.2f} per click shared with one drawn for another request"
    )
    for name, (count, _) in sorted(after["renders"].items()):
        print(f"  {name}: {count / clicks:.2f} asked for per click")
    decided = after["decisions"]
    if decided["n"]:
        print(
            f"computer decisions while clicking: p50 {decided['p50']:.1f}  "
            f"p95 {decided['p95']:.1f}  p99 {decided['p99']:.1f}  max {decided['max']:.1f} ms  "
            f"(n={decided['n']})"
        )
    for phase, figures_then in (("opening", opened), ("clicking", after)):
        print(f"bot loop while {phase}: {describe_loop(figures_then['loop'])}")
        collections = ", ".join(
            f"{name}: {g['count']} passes, longest {g['max_ms']:.0f} ms "
            f"({g['max_cpu_ms']:.0f} ms CPU)"
            for name, g in figures_then["gc"].items()
            if name != "full_passes"
        )
        print(f"  garbage collector while {phase}: {collections}")
        for stack, count in figures_then["loop"].get("stall_stacks", []):
            print(f"  {count:4d} × 5 ms samples of a stalled loop in: {stack}")
    print(f"test-driver loop lag (this process): {Percentiles(host.lag).line()}")
    workers = sum(after["worker_rss_kb"].values())
    print(
        f"bot RSS: {_mb(before['rss_kb'])} before (1 warm-up match), "
        f"{_mb(opened['rss_kb'])} with {opened['tables']} matches open, "
        f"{_mb(after['rss_kb'])} at the end ({after['tables']} open); "
        f"peak {_mb(after['hwm_kb'])}; computer workers {_mb(workers)} "
        f"(of which drawing processes {_mb(after['drawing_rss_kb'])})"
    )
    per_match = (opened["rss_kb"] - before["rss_kb"]) / args.matches
    print(f"RSS per open match: {per_match:.0f} kB")
    if before.get("traced") and opened.get("traced"):
        traced = (opened["traced"][0] - before["traced"][0]) / args.matches
        later = (after["traced"][0] - before["traced"][0]) / args.matches
        print(
            f"traced Python memory per open match (tracemalloc): {traced / 1024:.0f} kB just "
            f"opened, {later / 1024:.0f} kB after {args.turns} clicks each"
        )
    print(
        f"connections the bot opened: {before['connections_opened']} by the warm-up, "
        f"{opened['connections_opened']} by the opening, {after['connections_opened']} in all"
    )
    print(
        f"requests: {dict(Counter(host.watch.by_method))}; "
        f"fake violations: {len(host.fake.violations)}; bot ERROR logs: {after['errors']}"
    )
    for line in after["first_errors"]:
        print(f"  {line}")
    for violation in host.fake.violations[:5]:
        print(f"  {violation}")
    if after["gc"]["full_passes"]:
        passes = ", ".join(f"{w:,} walked / {c:,} freed" for w, c in after["gc"]["full_passes"])
        print(f"  full collections while clicking: {passes}")
    if garbage is not None:
        print(
            f"cyclic garbage made while clicking: {garbage['objects'] / clicks:.0f} objects "
            "per click; most common:"
        )
        for kind, count in garbage["top"]:
            print(f"  {count / clicks:8.1f}  {kind}")
    for taken in midway:
        print(
            f"objects a full collection would walk {args.census_at:g} s into the clicking: "
            f"{taken['tracked']:,}; most common:"
        )
        for kind, count in taken["top"]:
            print(f"  {count:8,}  {kind}")
        for kind, answer in zip(args.referrers, taken["holders"], strict=True):
            print(f"what holds {kind} objects then:")
            for chain in answer["chains"]:
                print(f"  {chain}")
    if census is not None:
        print(
            f"objects a full collection walks: {census['tracked']:,} "
            f"({census['frozen']:,} frozen at start-up and not walked); most common:"
        )
        for kind, count in census["top"]:
            print(f"  {count:8,}  {kind}")
    for kind, answer in zip(args.referrers, chains, strict=True):
        print(f"what holds {kind} objects:")
        for chain in answer["chains"]:
            print(f"  {chain}")
    if args.profile:
        print(f"\nprofile of the bot's event-loop thread ({args.profile}), by own CPU time:")
        pstats.Stats(str(Path(args.profile).resolve())).sort_stats("tottime").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--turns", type=int, default=20, help="clicks per member")
    parser.add_argument("--level", choices=("easy", "normal", "expert"), default="normal")
    parser.add_argument("--ai-processes", type=int, default=1)
    parser.add_argument("--worker-threads", type=int, default=2, help="render threads")
    parser.add_argument(
        "--drawing-processes", type=int, default=2, help="drawing processes (0: threads)"
    )
    parser.add_argument("--think", type=float, default=0.0, help="mean seconds between clicks")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--open-rate", type=float, default=0.0, help="matches started per second (0: all at once)"
    )
    parser.add_argument("--tracemalloc", action="store_true")
    parser.add_argument(
        "--count-walks",
        action="store_true",
        help="count the objects each full collection walks (slows those passes)",
    )
    parser.add_argument(
        "--referrers",
        action="append",
        default=[],
        metavar="KIND",
        help="show what holds a few objects of this type at the end (repeatable)",
    )
    parser.add_argument(
        "--census-at",
        type=float,
        metavar="SECONDS",
        help="also take the census this long into the clicking, with clicks in flight",
    )
    parser.add_argument(
        "--census", action="store_true", help="list the objects a full collection walks at the end"
    )
    parser.add_argument(
        "--profile", help="cProfile the bot's loop thread (by its CPU time) to this file"
    )
    parser.add_argument(
        "--bot-option",
        action="append",
        default=[],
        help="extra argument for bench.botproc, e.g. --bot-option=--gc-freeze",
    )
    args = parser.parse_args()
    if args.ai_processes < 1:
        parser.error("--ai-processes must be at least 1: the benchmark measures the process pool")
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
