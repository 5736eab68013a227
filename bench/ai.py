"""Speed of the computer players: rollouts per second and expert decision times.

The output says which code ran: compiled (``koikoi compile-engine``) or the sources.

Run from the project root:
``python -m bench.ai [--positions N] [--rules PRESET] [--time-budget SECONDS]``.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from bot.compiled import running, use_compiled_build

if __name__ == "__main__":  # a bench runs the compiled build when it is current
    use_compiled_build()

from bot.ai import ExpertPlayer
from bot.ai.determinize import sample
from bot.ai.expert import rollout_policy
from bot.ai.rollout import playout
from bot.engine.match import deal_for
from bot.engine.round import Round
from bot.engine.rules import RuleSet, preset
from bot.engine.view import PlayerView


def positions(rules: RuleSet, rng: random.Random, count: int) -> list[PlayerView]:
    """Views of random positions with more than one choice, reached by random play."""
    views: list[PlayerView] = []
    while len(views) < count:
        round_ = Round(rules, deal_for(rng.getrandbits(32), 1), rng.randrange(2), 1)
        depth = rng.randrange(40)
        while not round_.over:
            legal = round_.legal_actions()
            if len(legal) > 1 and depth <= 0:
                views.append(PlayerView.of(round_, round_.to_move or 0))
                break
            round_.apply(rng.choice(legal))
            depth -= 1
    return views


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--rules", default="standard")
    # A long budget lets every decision make its full playouts, as on an idle core.
    parser.add_argument("--time-budget", type=float, default=0.45)
    args = parser.parse_args()
    rules = preset(args.rules)
    rng = random.Random(1)
    views = positions(rules, rng, args.positions)
    policy = rollout_policy(rules)
    started, playouts = time.perf_counter(), 0
    while time.perf_counter() - started < 3.0:
        for view in views:
            playout(sample(view, rng), None, policy, rng)
            playouts += 1
    rate = playouts / (time.perf_counter() - started)
    player = ExpertPlayer(seed=1, time_budget=args.time_budget)
    times, cpu = [], []
    for view in views:
        t, c = time.perf_counter(), time.process_time()
        player.decide(view)
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    times.sort()
    cpu.sort()
    print(json.dumps({
        "rules": rules.name,
        "build": running().value,
        "playouts_per_second": round(rate),
        "decision_ms": {
            "p50": round(times[len(times) // 2], 1),
            "p95": round(times[int(len(times) * 0.95)], 1),
            "max": round(times[-1], 1),
        },
        # CPU time: what one core spends, whatever else the machine is doing.
        "decision_cpu_ms": {
            "p50": round(cpu[len(cpu) // 2], 1),
            "p95": round(cpu[int(len(cpu) * 0.95)], 1),
            "max": round(cpu[-1], 1),
        },
    }, indent=2))  # fmt: skip


if __name__ == "__main__":
    main()
