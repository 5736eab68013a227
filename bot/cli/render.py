"""`koikoi render`: write sample images (deck, table, hand, results, yaku guides) as PNG files."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from bot.engine.match import month_of_round
from bot.engine.round import Phase
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from bot.render import (
    render_deck_sheet,
    render_hand,
    render_match_result,
    render_round_result,
    render_table,
    render_yaku_guide,
)
from bot.render.demo import deciding, finished, mid_round, scoring_round

NAMES = ("Aoi", "Ren")


def register(subparsers: Any) -> None:
    """Add the ``render`` command to the ``koikoi`` command line."""
    parser = subparsers.add_parser("render", help="write sample images as PNG files")
    parser.add_argument("--seed", type=int, default=1, help="seed of the sample match")
    parser.add_argument("--out", type=Path, default=Path("out"), help="output folder")
    parser.set_defaults(run=run)


def images(seed: int) -> dict[str, bytes]:
    """Every sample image by file name."""
    table = mid_round(seed)
    out = {"deck.png": render_deck_sheet()}
    out["table.png"] = render_table(PlayerView.public(table.round, table), NAMES)
    seat = table.round.to_move if table.round.to_move is not None else 0
    out["hand.png"] = render_hand(table.view(seat), NAMES)
    for phase, name in ((Phase.TAKE, "hand-take.png"), (Phase.KOIKOI, "hand-koikoi.png")):
        deciding_match = deciding(seed, phase)
        mover = deciding_match.round.to_move
        assert mover is not None
        out[name] = render_hand(deciding_match.view(mover), NAMES)
    match = finished(seed)
    number, result = scoring_round(match)
    scores = (
        sum(r.points[0] for r in match.results[:number]),
        sum(r.points[1] for r in match.results[:number]),
    )
    out["round-result.png"] = render_round_result(
        result, NAMES, scores, number, month_of_round(number)
    )
    final = (match.scores[0], match.scores[1])
    out["match-result.png"] = render_match_result(NAMES, final, match.winner, match.results)
    for name, rules in PRESETS.items():
        out[f"guide-{name}.png"] = render_yaku_guide(rules)
    return out


def run(args: argparse.Namespace) -> int:
    """Write the sample images into ``args.out`` and print their paths."""
    folder: Path = args.out
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in images(args.seed).items():
        path = folder / name
        path.write_bytes(data)
        print(path)
    return 0
