"""How long a member waits for the review of a match while other matches are played.

Run from the project root::

    nice python -m bench.review_load [--matches 30] [--reviews 10] [--level normal]
                                     [--think 1.0] [--stagger 12] [--stored] [--seed 1]

Set-up as ``bench.load`` (the bot unmodified in a child process with its real process pools,
the fake Discord and the members in this process). ``--matches`` members start a match each
against the ``--level`` computer and click without pause, as in ``bench.load``. Meanwhile
``--reviews`` other members each play a whole match (the server's rules, standard) against the
same computer at a member's pace (``--think`` seconds between a hand's arrival and the click, on
average), starting ``--stagger`` seconds apart, and ask ``/koikoi review`` as soon as it ends,
as a member would. ``--stored``: instead, the reviewed matches (``--review-rules``, their seat
played by the normal computer, seeded) are in the database before the bot starts and are asked
for one after another, each as soon as the one before was answered.

The figure: from dispatching ``/koikoi review`` until the private message shows the finished
review, p50 / p95 / max over the reviews, with the clicking members' own click → final edit and
the CPU a click costs beside it (reviews, judged ahead or not, must not slow a click). Run with
``REVIEW_AHEAD=false`` in the environment to measure the bot without judging ahead.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from bench.botproc import TOKEN, BotProcess
from bench.fakehost import FakeHost, Percentiles, Player
from bench.load import WAIT, Figures, play
from bot.ai import make_player
from bot.engine import Player as Seat
from bot.engine import preset
from bot.engine.players import Level
from bot.store import Store

PROGRESS = ("Reviewing match", "Your review waits")  # the private message while it is made


async def finished_matches(db: Path, host: FakeHost, level: Level, rules: str) -> int:
    """A finished match for each reviewing member, in the bot's database before it starts: the
    member's seat played by the normal computer, the other by ``level``, the same every run."""
    store = await Store.open(db)
    decisions = 0
    try:
        for number, player in enumerate(host.extra):
            seats = (Seat.member(player.member.id), Seat.computer(level))
            record = await store.create_match(
                host.guild.id, player.channel.id, seats, preset(rules), seed=number + 1
            )
            match = Store.match_for(record)
            deciders = (make_player("normal", number), make_player(level, 100 + number))
            while not match.over:
                seat = match.to_move
                assert seat is not None
                view = match.view(seat)
                decisions += seat == 0 and len(view.legal) > 1
                action = deciders[seat].decide(view)
                await store.append_action(record.match_id, len(match.actions), action)
                match.apply(action)
            await store.finish_match(record.match_id, match)
    finally:
        await store.close()
    return decisions


async def ask_review(host: FakeHost, player: Player, wait: float) -> float | None:
    """``/koikoi review`` as ``player``: seconds until the finished review shows (None: lost)."""
    fake = host.fake
    interaction = await fake.slash(player.member, player.channel, "koikoi", "review")

    def answered() -> str | None:
        for message in interaction.messages:
            if message.embeds:
                return str(message.embeds[0].get("title", ""))
            if message.content and not message.content.startswith(PROGRESS):
                return message.content  # turned down
        return None

    try:
        answer = await fake.wait_for(answered, wait)
    except TimeoutError:
        return None
    if not answer.startswith("Review of match"):
        print(f"  {player.member.name} was answered: {answer}")
        return None
    return time.monotonic() - interaction.dispatched_at


async def run(args: argparse.Namespace) -> None:
    host = FakeHost(args.matches, TOKEN, extra=args.reviews)
    await host.start()
    workdir = Path(tempfile.mkdtemp(prefix="koikoi-review-load-"))
    bot = BotProcess(
        host.fake.api_base,
        host.fake.gateway_url,
        workdir / "koikoi.db",
        ai_processes=args.ai_processes,
        worker_threads=2,
        drawing_processes=args.drawing_processes,
        log_path=workdir / "bot.log",
        extra=tuple(args.bot_option),
    )
    rng = random.Random(args.seed)
    seconds: list[float] = []
    figures = Figures()
    try:
        reviewers = host.extra
        level: Level = args.level
        if args.stored:
            db = workdir / "koikoi.db"
            decisions = await finished_matches(db, host, level, args.review_rules)
            print(
                f"{len(reviewers)} finished {args.review_rules} matches to review, "
                f"{decisions / len(reviewers):.0f} decisions each on average"
            )
        await bot.start()
        await bot.wait_ready()
        await asyncio.gather(*(host.open_match(p, args.level, WAIT) for p in host.players))
        stop = asyncio.Event()

        async def keep_playing(player: Player, seed: float) -> None:
            player_rng = random.Random(seed)
            while not stop.is_set():
                await play(host, player, 1, args.level, 0.0, player_rng, figures)

        players = [asyncio.ensure_future(keep_playing(p, rng.random())) for p in host.players]
        await asyncio.sleep(args.settle)  # the clicking reaches its pace first
        before = await bot.stats()
        clicks_before = _clicks(figures)
        started = time.monotonic()
        if args.stored:
            for player in reviewers:
                _tally(player, await ask_review(host, player, args.review_wait), seconds)
        else:
            await asyncio.gather(
                *(
                    play_then_ask(host, player, args, number, rng.random(), seconds)
                    for number, player in enumerate(reviewers)
                )
            )
        lost = len(reviewers) - len(seconds)
        after = await bot.stats()
        clicks = _clicks(figures) - clicks_before
        elapsed = time.monotonic() - started
        stop.set()
        await asyncio.gather(*players, return_exceptions=True)
        errors = (await bot.stats(collect=True)).get("errors", "?")  # "?": the answer was lost
    finally:
        await bot.stop()
        await host.stop()
    every = [x for values in figures.final.values() for x in values]
    how = "one after another, stored" if args.stored else f"played (think {args.think:g} s)"
    print(
        f"{args.matches} matches at once vs the {args.level} computer "
        f"(ai_processes={args.ai_processes}, engine {bot.engine}); {len(reviewers)} reviews of "
        f"whole {args.review_rules if args.stored else 'standard'} matches, {how}; "
        f"bot ERROR logs: {errors}"
    )
    print(
        f"  review answer time  {_seconds(seconds)}  lost (no answer in {args.review_wait:g} s) "
        f"{lost}"
    )
    print(f"  click → final edit  {Percentiles(every).line()}")
    per_click = 1000 / max(clicks, 1)
    sampler = after["sampler_cpu_s"] - before["sampler_cpu_s"]
    bot_cpu = after["cpu_s"] - before["cpu_s"] - sampler
    drawing = after["drawing_cpu_s"] - before["drawing_cpu_s"]
    workers = after["worker_cpu_s"] - before["worker_cpu_s"]
    print(
        f"  CPU per click while reviewed ({clicks} clicks in {elapsed:.0f} s): bot process "
        f"{bot_cpu * per_click:.1f} ms, drawing {drawing * per_click:.1f} ms; computer and "
        f"review workers {workers:.0f} s in all"
    )


async def play_then_ask(
    host: FakeHost,
    player: Player,
    args: argparse.Namespace,
    number: int,
    seed: float,
    seconds: list[float],
) -> None:
    """``player`` starts a match after ``number`` staggers, plays it through at a member's pace
    and asks for its review as soon as it ends."""
    await asyncio.sleep(number * args.stagger)
    rng = random.Random(seed)
    own = Figures()  # a reviewing member's clicks are not among the measured ones
    await host.open_match(player, args.level, WAIT)  # the server's rules: standard
    while True:
        assert player.hand_id is not None
        if not host.action_buttons(host.fake.message(player.hand_id)):
            break
        await play(host, player, 1, args.level, args.think, rng, own)
    _tally(player, await ask_review(host, player, args.review_wait), seconds)


def _tally(player: Player, took: float | None, seconds: list[float]) -> None:
    if took is not None:
        seconds.append(took)
    print(f"  review of {player.member.name}: {'lost' if took is None else f'{took:.1f} s'}")


def _clicks(figures: Figures) -> int:
    return sum(map(len, figures.final.values())) + figures.refused + figures.lost


def _seconds(values: list[float]) -> str:
    if not values:
        return "no answers"
    at = Percentiles(values).at
    return (
        f"p50 {at(0.5) / 1000:.1f}  p95 {at(0.95) / 1000:.1f}  max {max(values):.1f} s "
        f"(n={len(values)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=30, help="matches played meanwhile")
    parser.add_argument("--reviews", type=int, default=10, help="reviews asked")
    parser.add_argument(
        "--think", type=float, default=1.0, help="a reviewing member's seconds a click, on average"
    )
    parser.add_argument(
        "--stagger", type=float, default=12.0, help="seconds between reviewing members' starts"
    )
    parser.add_argument(
        "--stored", action="store_true", help="review stored matches, one after another"
    )
    parser.add_argument("--level", choices=("easy", "normal", "expert"), default="normal")
    parser.add_argument(
        "--review-rules", choices=("standard", "traditional", "single-deal"), default="standard"
    )
    parser.add_argument("--ai-processes", type=int, default=1)
    parser.add_argument("--drawing-processes", type=int, default=2)
    parser.add_argument(
        "--review-wait", type=float, default=600.0, help="seconds before a review counts as lost"
    )
    parser.add_argument("--settle", type=float, default=5.0, help="seconds of clicking first")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot-option", action="append", default=[])
    args = parser.parse_args()
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
