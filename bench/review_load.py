"""How long a member waits for the review of a finished match while other matches are played.

Run from the project root::

    nice python -m bench.review_load [--matches 30] [--reviews 6] [--level normal]
                                     [--review-rules standard] [--seed 1]

Set-up as ``bench.load`` (the bot unmodified in a child process with its real process pools,
the fake Discord and the members in this process). Before the bot starts, ``--reviews`` members
each get a finished match of ``--review-rules`` in its database (their seat played by the
normal computer, the other by ``--level``; seeded, so every run reviews the same matches).
Then ``--matches`` other members start a match each and click without pause, as in
``bench.load``; while they do, the reviewing members ask ``/koikoi review`` for their finished
match one after another (each as soon as the one before was answered). The figure: from
dispatching ``/koikoi review`` until the private message shows the finished review, p50 / p95 /
max over the reviews, with the clicks' own click → final edit beside it (the reviews must not
slow a click).
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
    lost = 0
    figures = Figures()
    try:
        reviewers = host.extra
        level: Level = args.level
        decisions = await finished_matches(workdir / "koikoi.db", host, level, args.review_rules)
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
        for player in reviewers:
            took = await ask_review(host, player, args.review_wait)
            if took is None:
                lost += 1
            else:
                seconds.append(took)
            print(
                f"  review of {player.member.name}: {'lost' if took is None else f'{took:.1f} s'}"
            )
        stop.set()
        await asyncio.gather(*players, return_exceptions=True)
        after = await bot.stats(collect=True)
    finally:
        await bot.stop()
        await host.stop()
    every = [x for values in figures.final.values() for x in values]
    print(
        f"{args.matches} matches at once vs the {args.level} computer "
        f"(ai_processes={args.ai_processes}); {len(reviewers)} reviews of whole "
        f"{args.review_rules} matches, one after another; bot ERROR logs: {after['errors']}"
    )
    print(
        f"  review answer time  {_seconds(seconds)}  lost (no answer in {args.review_wait:g} s) "
        f"{lost}"
    )
    print(f"  click → final edit  {Percentiles(every).line()}")


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
    parser.add_argument("--reviews", type=int, default=6, help="reviews asked, one at a time")
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
