"""Would deflating only the changed bands of rows pay? The table and the mover's hand after every
move of many first rounds, drawn over their last frames as the bot draws them; for each picture
whose frame kept its size, how many bands of ``--band`` rows differ from the last frame's, and
what deflating the whole picture costs against deflating those bands alone (each band apart,
ended by a sync flush so that the kept ones could be laid beside them).

Run from the repository root: ``python -m bench.bands [--matches 10] [--band 32]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import zlib

import numpy as np

from bot.engine import Match, preset
from bot.engine.view import PlayerView
from bot.render import frames
from bot.render.demo import play
from bot.render.hand import draw_hand
from bot.render.png import deflate
from bot.render.pool import between_pictures, warm_up
from bot.render.table import draw_table

try:
    from isal import isal_zlib as packer
except ImportError:  # pragma: no cover
    packer = zlib  # type: ignore[no-redef]


def band_deflate(data: bytes) -> bytes:
    """One band alone: raw deflate at level 1, ended on a byte boundary."""
    squeeze = packer.compressobj(1, zlib.DEFLATED, -15)
    return squeeze.compress(data) + squeeze.flush(zlib.Z_SYNC_FLUSH)


def rows_of(key: frames.FrameKey) -> np.ndarray | None:
    """The paletted rows kept for ``key``, copied (the next picture draws over them)."""
    frame = frames.FRAMES._frames.get(key)
    if frame is None:
        return None
    rows = frame.rows
    return np.frombuffer(rows.tobytes(), np.uint8).reshape(rows.height, rows.width).copy()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--band", type=int, default=32)
    parser.add_argument("--seed", type=int, default=500)
    args = parser.parse_args()
    warm_up()
    for _ in between_pictures():
        pass
    band = args.band
    last: dict[frames.FrameKey, np.ndarray] = {}
    changed = total = 0
    whole_cpu: list[float] = []
    banded_cpu: list[float] = []
    whole_bytes: list[int] = []
    banded_bytes: list[int] = []
    for number in range(args.matches):
        match = Match(preset("standard"), args.seed + number)
        rng = random.Random(args.seed + number)
        names = (f"Player {args.seed + number}", "Computer")
        while not match.over and not match.results:
            seat = match.round.to_move if match.round.to_move is not None else 0
            public = PlayerView.public(match.round, match)
            draw_table(number, public, names)
            draw_hand(number, match.view(seat), names)
            for key in (("table", number, public.seat), ("hand", number, seat)):
                rows = rows_of(key)
                if rows is None:
                    continue
                before = last.get(key)
                last[key] = rows
                cuts = [rows[y : y + band].tobytes() for y in range(0, rows.shape[0], band)]
                start = time.process_time()
                whole = deflate(rows.tobytes(), 1)
                whole_cpu.append(time.process_time() - start)
                whole_bytes.append(len(whole))
                banded_bytes.append(sum(len(band_deflate(cut)) for cut in cuts) + 12)
                if before is None or before.shape != rows.shape:
                    continue
                moved = [
                    cut
                    for y, cut in zip(range(0, rows.shape[0], band), cuts, strict=True)
                    if not np.array_equal(before[y : y + band], rows[y : y + band])
                ]
                changed += len(moved)
                total += len(cuts)
                start = time.process_time()
                for cut in moved:
                    band_deflate(cut)
                    zlib.adler32(cut)
                banded_cpu.append(time.process_time() - start)
            play(match, rng, 1)
    print(f"bands of {band} rows whose pixels changed since the last frame: {changed / total:.1%}")
    print(
        f"deflate a picture: whole {statistics.fmean(whole_cpu) * 1000:.2f} ms, "
        f"{statistics.fmean(whole_bytes) / 1024:.1f} KiB; changed bands only "
        f"{statistics.fmean(banded_cpu) * 1000:.2f} ms, all bands laid end to end "
        f"{statistics.fmean(banded_bytes) / 1024:.1f} KiB ({len(whole_cpu)} pictures)"
    )


if __name__ == "__main__":
    main()
