"""``koikoi rules``: a preset's settings and yaku table, with house rules if given."""

from __future__ import annotations

import argparse

from bot.cli.errors import fail
from bot.cli.house import add_house_argument, house_text, rules_of
from bot.engine import PRESETS, RuleSet, UnknownPresetError
from bot.engine.rules import YAKU_KEYS, YAKU_NAMES, UnknownHouseRuleError, ViewingYaku

_GROWING = {"tane": "5 animals", "tan": "5 ribbons", "kasu": "10 chaff"}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``rules`` subcommand."""
    p = subparsers.add_parser("rules", help="show a preset's rules", description=__doc__)
    p.add_argument("preset", nargs="?", help="standard, traditional or single-deal (default: all)")
    add_house_argument(p)
    p.set_defaults(run=run)


def yaku_in_play(rules: RuleSet) -> list[str]:
    """The yaku keys that can score under ``rules``."""
    keys = []
    for key in YAKU_KEYS:
        if key in ("hanami", "tsukimi") and rules.viewing_yaku is ViewingYaku.OFF:
            continue
        if key == "tsukifuda" and not rules.tsukifuda:
            continue
        if key in ("teshi", "kuttsuki") and not rules.hand_bonuses:
            continue
        keys.append(key)
    return keys


def describe(rules: RuleSet) -> str:
    """A plain-text description of a rule set."""
    lines = [f"== {rules.name} ==", f"  house rules: {house_text(rules)}"]
    settings = rules.model_dump(mode="json", exclude={"name", "yaku_points"})
    width = max(map(len, settings))
    lines += [f"  {key:<{width}}  {value}" for key, value in settings.items()]
    lines.append("  yaku:")
    for key in yaku_in_play(rules):
        points = f"{rules.points(key)}"
        if key in _GROWING:
            points += f" (+1 per card beyond {_GROWING[key]})"
        if key in ("hanami", "tsukimi") and rules.viewing_yaku is ViewingYaku.BONUS_ONLY:
            points += " (bonus only)"
        lines.append(f"    {YAKU_NAMES[key]:<14} {key:<12} {points}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Print one preset, or all of them."""
    try:
        names = [args.preset] if args.preset else list(PRESETS)
        chosen = [rules_of(name, args.house) for name in names]
    except (UnknownPresetError, UnknownHouseRuleError) as error:
        return fail(str(error))
    print("\n\n".join(describe(rules) for rules in chosen))
    return 0
