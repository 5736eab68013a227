"""Sample game states for the render command and the benchmark: seeded random play."""

from __future__ import annotations

import random

from bot.engine.events import RoundResult
from bot.engine.match import Match
from bot.engine.round import Phase
from bot.engine.rules import RuleSet, preset
from bot.engine.takes import automatic_take


def play(match: Match, rng: random.Random, actions: int) -> Match:
    """Apply up to ``actions`` random legal actions (fewer if the match ends)."""
    for _ in range(actions):
        legal = match.legal_actions()
        if not legal:
            break
        match.apply(rng.choice(legal))
    return match


def mid_round(seed: int, rules: RuleSet | None = None, actions: int = 14) -> Match:
    """A match ``actions`` random actions into its first round (or wherever that leads)."""
    match = Match(rules or preset("standard"), seed)
    return play(match, random.Random(seed), actions)


def deciding(seed: int, phase: Phase, rules: RuleSet | None = None) -> Match:
    """A match played at random until its player to move faces ``phase`` (a capture choice that
    is asked, or STOP / KOI-KOI), trying seeds from ``seed`` on."""
    for attempt in range(seed, seed + 500):
        match = Match(rules or preset("standard"), attempt)
        rng = random.Random(attempt)
        while not match.over:
            mover = match.round.to_move
            # A choice between equivalent cards is never asked, so never shown.
            asked = phase is not Phase.TAKE or (
                mover is not None and automatic_take(match.view(mover)) is None
            )
            if match.round.phase is phase and mover is not None and asked:
                return match
            play(match, rng, 1)
    raise LookupError(f"no match reached {phase} from seed {seed}")


def finished(seed: int, rules: RuleSet | None = None) -> Match:
    """A whole match played out with random legal actions."""
    match = Match(rules or preset("standard"), seed)
    rng = random.Random(seed)
    while not match.over:
        play(match, rng, 1)
    return match


def scoring_round(match: Match) -> tuple[int, RoundResult]:
    """The first round of a finished match that somebody won (else the first round), with its
    1-based number."""
    for number, result in enumerate(match.results, start=1):
        if result.winner is not None and result.yaku:
            return number, result
    return 1, match.results[0]
