"""What the pictures' width costs: bytes and encoding CPU of the table and the hand at today's
width and at smaller ones.

Run from the repository root: ``python -m bench.picture_size [--matches M]``.

The pictures of every move of the first round of ``--matches`` seeded matches are drawn once
at today's size, then shrunk (Lanczos) to each width in ``SCALES`` and encoded as the bot
encodes them (the shared palette, the same deflate). Shrinking the finished picture stands in
for drawing it smaller (the layout would set its words and cards on whole pixels, a little
sharper): the bytes are close, the drawing's own CPU is not measured here.
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import time

from PIL import Image

from bot.engine import Match, preset
from bot.engine.view import PlayerView
from bot.render import render_hand, render_table
from bot.render.demo import play
from bot.render.png import encode

# Scales of today's size: the table's width at each (the hand is 800 px at 1.0).
SCALES = (1.0, 0.9, 0.8, 2 / 3, 0.6)


def pictures(matches: int) -> list[tuple[str, Image.Image]]:
    """The public table and the mover's hand after every move of ``matches`` first rounds."""
    out: list[tuple[str, Image.Image]] = []
    for number in range(matches):
        match = Match(preset("standard"), 700 + number)
        rng = random.Random(number)
        names = (f"Player {number}", "Computer")
        while not match.over and not match.results:
            seat = match.round.to_move if match.round.to_move is not None else 0
            table = render_table(PlayerView.public(match.round, match), names)
            hand = render_hand(match.view(seat), names)
            out.append(("table", Image.open(io.BytesIO(table)).convert("RGB")))
            out.append(("hand", Image.open(io.BytesIO(hand)).convert("RGB")))
            play(match, rng, 1)
    return out


def main() -> None:
    """Print bytes and encoding CPU per picture kind at each scale."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=6)
    args = parser.parse_args()
    drawn = pictures(args.matches)
    print(f"{len(drawn)} pictures; per picture: mean bytes, mean encoding CPU")
    for scale in SCALES:
        line = [f"scale {scale:.2f} (table {round(1200 * scale)} px wide):"]
        for kind in ("table", "hand"):
            sizes: list[int] = []
            spent: list[float] = []
            for name, image in drawn:
                if name != kind:
                    continue
                w, h = round(image.width * scale), round(image.height * scale)
                shown = image if scale == 1.0 else image.resize((w, h), Image.Resampling.LANCZOS)
                start = time.process_time()
                data = encode(shown)
                spent.append(time.process_time() - start)
                sizes.append(len(data))
            line.append(
                f"{kind} {statistics.fmean(sizes) / 1024:.1f} KiB, "
                f"{statistics.fmean(spent) * 1000:.2f} ms"
            )
        print(" ".join(line))


if __name__ == "__main__":
    main()
