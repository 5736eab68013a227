"""A member's skill, and what one match does to the two skills in it.

OpenSkill's Plackett-Luce model keeps a mean (``mu``) and an uncertainty (``sigma``) per member;
a new member starts at mu 25, sigma 25/3. The rating shown is ``mu`` times 40 (a new member's
1000); it is provisional until ``PROVISIONAL_MATCHES`` rated matches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from openskill.models import PlackettLuce

MU = 25.0
SIGMA = MU / 3
SHOWN_PER_MU = 40  # the rating shown is mu * 40: 1000 for a new member
PROVISIONAL_MATCHES = 10

# One model for every update: its settings are the library's defaults, which every recomputation
# must share.
_MODEL = PlackettLuce(mu=MU, sigma=SIGMA)

Outcome = Literal["first", "second", "drawn"]  # who of the two won the match


@dataclass(frozen=True, slots=True)
class Skill:
    """What the model believes about one player."""

    mu: float = MU
    sigma: float = SIGMA
    matches: int = 0  # rated matches so far

    @property
    def shown(self) -> int:
        """The rating as members see it."""
        return round(self.mu * SHOWN_PER_MU)

    @property
    def provisional(self) -> bool:
        """Too few rated matches for the rating to mean much yet."""
        return self.matches < PROVISIONAL_MATCHES


def rate(first: Skill, second: Skill, outcome: Outcome) -> tuple[Skill, Skill]:
    """Both skills after a match between them ended with ``outcome``."""
    ranks = {"first": [1.0, 2.0], "second": [2.0, 1.0], "drawn": [1.0, 1.0]}[outcome]
    one = _MODEL.rating(mu=first.mu, sigma=first.sigma)
    two = _MODEL.rating(mu=second.mu, sigma=second.sigma)
    [[one_after], [two_after]] = _MODEL.rate([[one], [two]], ranks=ranks)
    return (
        Skill(one_after.mu, one_after.sigma, first.matches + 1),
        Skill(two_after.mu, two_after.sigma, second.matches + 1),
    )


def win_chance(first: Skill, second: Skill) -> float:
    """How likely the model thinks ``first`` is to win a match against ``second``."""
    one = _MODEL.rating(mu=first.mu, sigma=first.sigma)
    two = _MODEL.rating(mu=second.mu, sigma=second.sigma)
    return float(_MODEL.predict_win([[one], [two]])[0])


def beta() -> float:
    """The model's spread of performance in one match."""
    return float(_MODEL.beta)
