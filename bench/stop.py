"""How long ``python -m bot`` takes to stop on SIGTERM in the middle of play, and whether it
leaves anything behind.

Run from the project root::

    python -m bench.stop [--runs 5] [--players 6] [--pid1]

Each run starts the bot (``python -m bot``, the real process-pool computer players) against the
fake Discord in this process, has ``--players`` members start a match against the normal
computer in channels of their own, then makes every member click a card and sends SIGTERM at
once, with the clicks in flight. It prints the time from the signal to the process's exit, the
exit status, the processes of its group left alive, and whether the database's write-ahead file
was left behind (it is removed when the database is closed). ``--pid1`` runs the bot as PID 1 of
a new PID namespace (``unshare --pid --fork``, as in a container without an init).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from testing.bot_process import READY_LINE, spawn_bot
from testing.harness import controls, start_world


async def one_run(workdir: Path, players: int, pid1: bool) -> dict[str, Any]:
    world = await start_world(workdir)
    members = [world.fake.add_member(world.guild, f"player{n}") for n in range(players)]
    channels = [world.fake.add_channel(world.guild, f"table-{n}") for n in range(players)]
    wrapper = ("unshare", "--pid", "--fork", "--kill-child") if pid1 else ()
    bot = await spawn_bot(world, workdir, wrapper=wrapper)
    try:
        await bot.wait_for_line(READY_LINE)
        for member, channel in zip(members, channels, strict=True):
            start = await world.fake.slash(member, channel, "koikoi", "start", {})
            await start.wait_response()

        def hands() -> list[Any] | None:
            found = []
            for member in members:
                for message in reversed(world.fake.ephemeral_for(member)):
                    if controls(world.fake, message):
                        found.append((member, message))
                        break
            return found if len(found) == players else None

        for member, hand in await world.fake.wait_for(hands, timeout=120):
            playable = [c for c, enabled, _ in controls(world.fake, hand) if enabled]
            wanted = f":{playable[0].verb}:{playable[0].arg}:{playable[0].seq}"
            custom_id = next(
                b.custom_id for b in world.fake.find_buttons(hand) if b.custom_id.endswith(wanted)
            )
            await world.fake.click(member, hand, custom_id)
        sent = time.monotonic()
        bot.send(signal.SIGTERM)
        status = await bot.exit_status(timeout=60)
        seconds = time.monotonic() - sent
        left = await bot.wait_group_gone(timeout=2)
    finally:
        bot.kill()
        await world.fake.stop()
    return {
        "stop_s": round(seconds, 2),
        "status": status,
        "left_alive": left,
        "wal_left": Path(f"{world.db_path}-wal").exists(),
        "tracebacks": bot.log.count("Traceback"),
    }


async def main_async(runs: int, players: int, pid1: bool) -> None:
    results = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            results.append(await one_run(Path(folder), players, pid1))
        print(json.dumps(results[-1]))
    times = sorted(r["stop_s"] for r in results)
    print(
        json.dumps(
            {
                "runs": runs,
                "players": players,
                "pid1": pid1,
                "stop_s_median": statistics.median(times),
                "stop_s_max": times[-1],
                "all_status_0": all(r["status"] == 0 for r in results),
                "nothing_left": all(not r["left_alive"] and not r["wal_left"] for r in results),
            }
        )
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--pid1", action="store_true", help="run the bot as PID 1 (unshare)")
    args = parser.parse_args()
    asyncio.run(main_async(args.runs, args.players, args.pid1))


if __name__ == "__main__":
    main()
