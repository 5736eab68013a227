"""The standing table: every pairing of greedy, easy, normal and expert in every preset.

Run from the project root: ``python -m bench.ladder [--matches N] [--expert-matches M]
[--jobs J] [--house RULE=CHOICE ...]`` (house rules on every preset, docs/rules.md section 10).
Each pairing plays duplicate pairs of matches (every deal twice, seats swapped) with ``koikoi
simulate``; pairings with the expert play ``--expert-matches`` pairs, since the expert thinks
for up to half a second a decision. Prints a Markdown table (points per round of the first
player minus the second with a 95% confidence interval, and the first player's share of
decided matches) and the run time.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from bot.compiled import running, use_compiled_build

if __name__ == "__main__":  # a bench runs the compiled build when it is current
    use_compiled_build()

from bot.cli.simulate import PlayerSpec, simulate
from bot.engine.rules import HOUSE_RULES, PRESETS, with_house_rules

# (first, second): the first is expected to be the stronger, greedy against easy excepted.
PAIRINGS = (
    ("greedy", "easy"),
    ("normal", "greedy"),
    ("normal", "easy"),
    ("expert", "greedy"),
    ("expert", "easy"),
    ("expert", "normal"),
)
# The ladder's aims: the first player's share of decided matches, as (at least, at most).
AIMS = {
    ("greedy", "easy"): (0.45, 0.60),
    ("normal", "greedy"): (0.65, 1.0),
    ("expert", "greedy"): (0.85, 1.0),
    ("expert", "normal"): (0.60, 1.0),
}


def measure(
    rules_name: str,
    first: str,
    second: str,
    pairs: int,
    jobs: int,
    seed: int,
    house: dict[str, str] | None = None,
) -> dict[str, Any]:
    """One pairing over ``pairs`` duplicate pairs of matches, with ``house`` rules if any."""
    rules = with_house_rules(PRESETS[rules_name], house or {})
    summary = simulate(
        rules, PlayerSpec.parse(first), PlayerSpec.parse(second), pairs,
        seed=seed, duplicate=True, jobs=jobs,
    )  # fmt: skip
    label = " ".join([rules_name, *(f"{k}={v}" for k, v in (house or {}).items())])
    return {
        "rules": label,
        "first": first,
        "second": second,
        "pairs": pairs,
        "rounds": summary["rounds"],
        **outcome(summary),
        "seconds": summary["seconds"],
    }


def outcome(summary: dict[str, Any]) -> dict[str, Any]:
    """The figures a table shows, from a ``koikoi simulate`` summary."""
    points = summary["point_difference_per_round"]
    return {
        "points": points["mean"],
        "points_ci95": points["ci95"],
        "share": summary["a_share_of_decided"],
        "share_ci95": summary["a_share_ci95"],
        "decided": summary["wins"]["a"] + summary["wins"]["b"],
    }


def outcome_cells(row: dict[str, Any]) -> str:
    """Points per round and the share of decided games, with their 95% intervals, as two
    Markdown cells."""
    low, high = row["points_ci95"]
    s_low, s_high = max(0.0, row["share_ci95"][0]), min(1.0, row["share_ci95"][1])
    return (
        f"| {row['points']:+.2f} [{low:+.2f}, {high:+.2f}] "
        f"| {row['share']:.1%} [{s_low:.1%}, {s_high:.1%}] of {row['decided']} |"
    )


def verdict(row: dict[str, Any]) -> str:
    """Whether the share of decided matches meets the ladder's aim for the pairing."""
    aim = AIMS.get((row["first"].partition(":")[0], row["second"]))
    if aim is None:
        return ""
    low, high = aim
    met = low <= row["share"] <= high
    wanted = f"{low:.0%}–{high:.0%}" if high < 1.0 else f"≥ {low:.0%}"
    return f"{wanted}: {'met' if met else 'missed'}"


def table(rows: list[dict[str, Any]]) -> str:
    """The rows as a Markdown table."""
    lines = [
        "| preset | pairing | duplicate match pairs | points per round (95% CI) "
        "| first's share of decided matches (95% CI) | aim |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['rules']} | {r['first']} vs {r['second']} | {r['pairs']} "
            f"{outcome_cells(r)} {verdict(r)} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=200, help="duplicate pairs per pairing")
    parser.add_argument(
        "--expert-matches", type=int, default=30, help="duplicate pairs for the expert's pairings"
    )
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rules", nargs="*", default=list(PRESETS), choices=list(PRESETS))
    parser.add_argument("--without-expert", action="store_true", help="skip the expert's pairings")
    parser.add_argument(
        "--pairings", nargs="*", metavar="A-B", help="only these pairings, e.g. expert-normal"
    )
    parser.add_argument(
        "--expert", default="expert", help="the expert and its settings, e.g. expert:playouts=1000"
    )
    parser.add_argument(
        "--house",
        nargs="*",
        default=[],
        metavar="RULE=CHOICE",
        help=f"house rules on every preset: {', '.join(r.value for r in HOUSE_RULES)}",
    )
    parser.add_argument("--json", action="store_true", help="print the rows as JSON too")
    args = parser.parse_args()
    house = dict(choice.partition("=")[::2] for choice in args.house)
    started = time.perf_counter()
    rows = []
    for rules_name in args.rules:
        for first, second in PAIRINGS:
            expert = "expert" in (first, second)
            if expert and args.without_expert:
                continue
            if args.pairings and f"{first}-{second}" not in args.pairings:
                continue
            pairs = args.expert_matches if expert else args.matches
            first = args.expert if first == "expert" else first
            rows.append(measure(rules_name, first, second, pairs, args.jobs, args.seed, house))
            print(table(rows[-1:]).splitlines()[-1], flush=True)
    print()
    print(table(rows))
    print(
        f"\nrun time: {time.perf_counter() - started:.0f} s with --jobs {args.jobs} "
        f"({running().value} engine)"
    )
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
