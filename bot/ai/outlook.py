"""The match situation: what a round's outcome is worth toward winning the match.

A round's points are turned into an estimated chance of winning the match, from the scores, the
rounds left and the target: a lead late in the match is worth more than the same lead early, a
player far behind near the end must gamble, and one that can reach the target should just stop.
Where the round's winner deals next, winning the round may also be valued for the deal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bot.engine.rules import NextDealer
from bot.engine.view import PlayerView

# Spread of one round's point difference, and points the leader gains per round, between
# sound players (measured with ``koikoi simulate``); koi-koi doubling widens both.
_SPREAD = {True: 6.0, False: 5.0}
_PACE = {True: 3.0, False: 2.5}
# A small share of raw points, so that lopsided positions still prefer more points.
_POINT_WEIGHT = 0.002


@dataclass(frozen=True, slots=True)
class MatchOutlook:
    """Scores before the round and what remains of the match after it."""

    mine: int
    theirs: int
    rounds_left: int | None  # after this round; None: until the target
    target: int | None
    spread: float
    pace: float
    deal_worth: float = 0.0  # points a round won is worth beyond its own, for the next deal

    @classmethod
    def of(cls, view: PlayerView, deal_worth: float = 0.0) -> MatchOutlook:
        """The outlook of the view's seat; where the round's winner deals next, winning the
        round is worth ``deal_worth`` points more (and losing it that much less)."""
        rounds_left = None if view.rounds is None else max(0, view.rounds - view.round_number)
        doubles = view.rules.koikoi_doubles
        return cls(
            mine=view.scores[view.seat],
            theirs=view.scores[view.opponent],
            rounds_left=rounds_left,
            target=view.target_score,
            spread=_SPREAD[doubles],
            pace=_PACE[doubles],
            deal_worth=deal_worth if view.rules.next_dealer is NextDealer.WINNER else 0.0,
        )

    def value(self, my_gain: int, their_gain: int) -> float:
        """The worth of a round that ends with these points: about the chance to win the match."""
        mine, theirs = self.mine + my_gain, self.theirs + their_gain
        lead: float = mine - theirs
        tail = _POINT_WEIGHT * (my_gain - their_gain)
        target = self.target
        if self.rounds_left == 0 or (target is not None and max(mine, theirs) >= target):
            return (1.0 if lead > 0 else 0.5 if lead == 0 else 0.0) + tail
        if self.deal_worth and my_gain != their_gain:
            lead += self.deal_worth if my_gain > their_gain else -self.deal_worth
        rounds = math.inf if self.rounds_left is None else float(self.rounds_left)
        if target is not None:
            rounds = min(rounds, max(1.0, (target - max(mine, theirs)) / self.pace))
        if rounds == math.inf:  # no end in sight: points are all that count
            return 0.5 + 0.01 * lead + tail
        z = lead / (self.spread * math.sqrt(rounds))
        return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0))) + tail


__all__ = ["MatchOutlook"]
