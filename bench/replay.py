"""What a replay costs: CPU seconds and bytes of the animated replay of long and median matches.

Run from the repository root: ``python -m bench.replay [--seeds N]``.

Of ``--seeds`` whole standard matches played with random legal moves (``bot.render.demo``), the
longest (most actions) and the median are replayed: the whole match, its best round and its
last round, the public replay and a player's own, each timed in this process's CPU time (the
drawing runs in one process as a replay worker's does). The first replay drawn pays for the
card sprites a fresh worker draws once; it is reported apart.
"""

from __future__ import annotations

import argparse
import io
import time

from PIL import Image

from bot.render.demo import finished
from bot.replay import PlayedMatch, ReplayOrder, Span, draw_replay

NAMES = ("Aoi", "Bea")


def measured(played: PlayedMatch, span: Span, seat: int | None) -> tuple[float, int, int, int]:
    """CPU seconds, bytes, width and frames of one replay."""
    started = time.process_time()
    gif = draw_replay(ReplayOrder(played, span, NAMES, "en", seat))
    seconds = time.process_time() - started
    with Image.open(io.BytesIO(gif)) as picture:
        return seconds, len(gif), picture.width, picture.n_frames


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=300)
    args = parser.parse_args()
    matches = sorted((finished(seed) for seed in range(args.seeds)), key=lambda m: len(m.actions))
    cases = {"longest": matches[-1], "median": matches[len(matches) // 2]}
    first = measured(PlayedMatch.of(cases["median"]), Span("round", 1), None)
    print(f"first replay of a fresh process (sprites drawn): {first[0]:.2f} s")
    for name, match in cases.items():
        played = PlayedMatch.of(match)
        rounds, actions = match.round_number, len(match.actions)
        print(f"{name}: seed {match.seed}, {rounds} rounds, {actions} actions")
        for span in (Span("match"), Span("best"), Span("round")):
            for seat in (None, 0):
                seconds, size, width, frames = measured(played, span, seat)
                who = "public" if seat is None else "own"
                print(f"  {span.length:5} {who:6} {seconds:5.2f} s  {size / 1e6:5.2f} MB  "
                      f"{width} px  {frames} frames")  # fmt: skip


if __name__ == "__main__":
    main()
