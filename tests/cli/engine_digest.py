"""A digest of seeded random matches: what the engine did, move by move, in every preset, and
what the expert's playouts made of some of its decisions.

Run as ``python -m tests.cli.engine_digest [MATCHES]`` it uses the compiled build when one is
current, and prints which code (compiled or the sources) played and the digest, so a test can
compare the two on the same matches.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

from bot.compiled import use_compiled_build

if __name__ == "__main__":  # run as a program: the build, when current, before the engine
    use_compiled_build()

from bot.ai.expert import ExpertPlayer
from bot.compiled import running
from bot.engine import PRESETS, Match, preset


def digest(matches: int) -> str:
    """Play ``matches`` seeded random matches per preset; hash every event, view and save, and
    the expert's value of every choice in some decisions (a fixed number of playouts)."""
    seen = hashlib.sha256()
    expert = ExpertPlayer(playouts=60, time_budget=600.0)
    for name in PRESETS:
        rules = preset(name)
        for seed in range(matches):
            rng = random.Random(seed)
            match = Match(rules, seed)
            seen.update(repr(match.opening_events).encode())
            while not match.over:
                seat = match.to_move
                assert seat is not None
                legal = match.legal_actions()
                view = match.view(seat)
                seen.update(repr(view).encode())
                if len(legal) > 1 and rng.random() < 0.05:
                    seen.update(repr(expert.evaluate(view).means).encode())
                events = match.apply(legal[int(rng.random() * len(legal))])
                seen.update(repr(events).encode())
                if rng.random() < 0.1:  # a save and a restore now and then, as on a restart
                    saved = match.to_dict()
                    match = Match.from_dict(saved)
                    seen.update(json.dumps(saved, sort_keys=True).encode())
            seen.update(repr((match.scores, match.winner, match.results)).encode())
    return seen.hexdigest()


if __name__ == "__main__":
    print(running().value, digest(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
