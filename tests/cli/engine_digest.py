"""A digest of seeded random matches: what the engine did, move by move, in every preset.

Run as ``python -m tests.cli.engine_digest [MATCHES]`` it prints the digest and which engine
(compiled or sources) played, so a test can compare the two engines on the same matches.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

from bot.engine import BUILD, PRESETS, Match, preset


def digest(matches: int) -> str:
    """Play ``matches`` seeded random matches per preset; hash every event, view and save."""
    seen = hashlib.sha256()
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
                seen.update(repr(match.view(seat)).encode())
                events = match.apply(legal[int(rng.random() * len(legal))])
                seen.update(repr(events).encode())
                if rng.random() < 0.1:  # a save and a restore now and then, as on a restart
                    saved = match.to_dict()
                    match = Match.from_dict(saved)
                    seen.update(json.dumps(saved, sort_keys=True).encode())
            seen.update(repr((match.scores, match.winner, match.results)).encode())
    return seen.hexdigest()


if __name__ == "__main__":
    print(BUILD.value, digest(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
