"""`koikoi render`: write sample images (deck, table, hand, results, yaku guides) as PNG files,
drawn with the bot's own words (the stake and guide lines, the arithmetic of a result) in any
language and rule set. ``koikoi render --seed 7 --out docs/pictures`` draws the documented
pictures again."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from bot.app.core.guide_words import guide_words
from bot.app.core.picture_words import picture_words
from bot.app.core.stories import match_words, round_words
from bot.cli.errors import fail
from bot.cli.house import add_house_argument, rules_of
from bot.engine.match import Match, month_of_round
from bot.engine.players import Level, Player
from bot.engine.round import Phase
from bot.engine.rules import PRESETS, UnknownHouseRuleError
from bot.engine.view import PlayerView
from bot.i18n import LOCALES
from bot.render import (
    png,
    render_deck_sheet,
    render_hand,
    render_match_result,
    render_round_result,
    render_table,
    render_yaku_guide,
)
from bot.render.demo import deciding, finished, mid_round, scoring_round
from bot.store.stats import points_for

COMPUTER: Level = "normal"  # the sample's second seat: the computer at this level
NAMES = ("Aoi", "CPU ★★")  # as the bot names a member and the normal computer
DOCS_SEED = 7  # the seed of the pictures in docs/pictures


def register(subparsers: Any) -> None:
    """Add the ``render`` command to the ``koikoi`` command line."""
    parser = subparsers.add_parser("render", help="write sample images as PNG files")
    parser.add_argument("--seed", type=int, default=1, help="seed of the sample match")
    parser.add_argument("--out", type=Path, default=Path("out"), help="output folder")
    parser.add_argument("--lang", choices=LOCALES, default="en", help="the pictures' language")
    parser.add_argument(
        "--rules", choices=sorted(PRESETS), default="standard", help="the sample match's rules"
    )
    add_house_argument(parser)
    parser.add_argument(
        "--keep-palette",
        action="store_true",
        help="keep the pictures' palette built from the card art again (after the art changed)",
    )
    parser.set_defaults(run=run)


def images(
    seed: int, lang: str = "en", rules: str = "standard", house: tuple[str, ...] = ()
) -> dict[str, bytes]:
    """Every sample image by file name, in ``lang`` under the preset ``rules`` with the house
    rules ``house`` (RULE=CHOICE; the guides: every preset, with the same house rules)."""
    ruleset = rules_of(rules, house)
    table = mid_round(seed, ruleset)
    out = {"deck.png": render_deck_sheet()}
    public = PlayerView.public(table.round, table)
    out["table.png"] = render_table(public, NAMES, picture_words(public, lang, NAMES))
    seat = table.round.to_move if table.round.to_move is not None else 0
    out["hand.png"] = _hand(table.view(seat), lang)
    for phase, name in ((Phase.TAKE, "hand-take.png"), (Phase.KOIKOI, "hand-koikoi.png")):
        deciding_match = deciding(seed, phase, ruleset)
        mover = deciding_match.round.to_move
        assert mover is not None
        out[name] = _hand(deciding_match.view(mover), lang)
    out.update(_results(finished(seed, ruleset), lang))
    for name in PRESETS:
        played = rules_of(name, house)
        out[f"guide-{name}.png"] = render_yaku_guide(played, guide_words(lang, played))
    return out


def _hand(view: PlayerView, lang: str) -> bytes:
    return render_hand(view, NAMES, picture_words(view, lang, NAMES))


def _results(match: Match, lang: str) -> dict[str, bytes]:
    """A round somebody won, with the match's totals after it, and the match's result, with the
    ranking points the member would be awarded against the computer."""
    number, result = scoring_round(match)
    played = match.results[:number]
    scores = (sum(r.points[0] for r in played), sum(r.points[1] for r in played))
    month = month_of_round(number)
    words = round_words(result, NAMES, lang, number, month, match.rules)
    final = (match.scores[0], match.scores[1])
    awarded = {0: points_for(match, 0, Player.computer(COMPUTER))}
    told = match_words(NAMES, final, match.winner, awarded, lang)
    return {
        "round-result.png": render_round_result(result, NAMES, scores, number, month, words),
        "match-result.png": render_match_result(NAMES, final, match.winner, match.results, told),
    }


def run(args: argparse.Namespace) -> int:
    """Write the sample images into ``args.out`` and print their paths (or, with
    ``--keep-palette``, keep the palette the art gives)."""
    if args.keep_palette:
        png.keep_palette()
        print(png.KEPT)
        return 0
    try:
        pictures = images(args.seed, args.lang, args.rules, tuple(args.house))
    except UnknownHouseRuleError as error:
        return fail(str(error))
    folder: Path = args.out
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in pictures.items():
        path = folder / name
        path.write_bytes(data)
        print(path)
    return 0
