"""The computer levels' fixed skills, measured from the ladder (``python -m bench.ladder``).

The ladder's standard-preset shares of decided matches (docs/figures.md) give each pairing's
difference of skill through the model's own win chance between two near-certain players; the
three differences are fitted by least squares weighted
by the matches behind each, with normal, the level offered first, at a new member's mu. A
level's skill never moves: beating the expert counts for more than beating the easy level.
``python -m bench.level_ratings`` measures the shares again and prints the fit.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from bot.engine.levels import Level
from bot.rating.skill import MU, Skill, beta, win_chance

COMPUTER_SIGMA = 1.0  # a level plays the same way every time: its skill is well known


@dataclass(frozen=True, slots=True)
class LadderShare:
    """One ladder pairing: the stronger level's share of decided matches, over how many."""

    stronger: Level
    weaker: Level
    share: float
    decided: int


# docs/figures.md, standard preset (the default): normal vs easy, expert vs normal, expert vs easy.
LADDER: tuple[LadderShare, ...] = (
    LadderShare("normal", "easy", 0.716, 1981),
    LadderShare("expert", "normal", 0.646, 198),
    LadderShare("expert", "easy", 0.850, 40),
)


def difference(share: float) -> float:
    """The difference of mu that makes the model's own win chance give the stronger side
    ``share`` (found by bisection: the chance grows with the difference)."""
    low, high = 0.0, 10 * beta()
    for _ in range(60):
        middle = (low + high) / 2
        chance = win_chance(Skill(MU + middle, COMPUTER_SIGMA), Skill(MU, COMPUTER_SIGMA))
        low, high = (middle, high) if chance < share else (low, middle)
    return (low + high) / 2


def fit(ladder: tuple[LadderShare, ...] = LADDER) -> dict[Level, float]:
    """Each level's mu: (normal - easy, expert - normal) by weighted least squares."""
    # Each pairing says: a * [normal-easy] + b * [expert-normal] = difference.
    parts = {("normal", "easy"): (1, 0), ("expert", "normal"): (0, 1), ("expert", "easy"): (1, 1)}
    saa = sab = sbb = sad = sbd = 0.0
    for pairing in ladder:
        a, b = parts[(pairing.stronger, pairing.weaker)]
        d, w = difference(pairing.share), float(pairing.decided)
        saa, sab, sbb = saa + w * a * a, sab + w * a * b, sbb + w * b * b
        sad, sbd = sad + w * a * d, sbd + w * b * d
    det = saa * sbb - sab * sab
    low = (sad * sbb - sbd * sab) / det  # normal - easy
    high = (saa * sbd - sab * sad) / det  # expert - normal
    return {"easy": MU - low, "normal": MU, "expert": MU + high}


LEVEL_SKILLS: Mapping[Level, Skill] = MappingProxyType(
    {level: Skill(mu, COMPUTER_SIGMA, matches=10**6) for level, mu in fit().items()}
)
