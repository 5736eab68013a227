"""What a round's end scores (docs/rules.md section 4): a stop, and an exhausted round.

The one home of the koi-koi multiplier, seven-point doubling and the loser-pays variant: the
round scores through it, and so do the expert's playouts, thousands of times per decision.
The yaku total itself comes from ``bot.engine.yaku``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bot.engine.rules import ExhaustedRound, RuleSet

_NOBODY_SCORES: Final = ExhaustedRound.DRAW


@dataclass(frozen=True, slots=True)
class Score:
    """What a round's end gives: who scores (None: nobody), each seat's points, and how the
    winner's were reached (``base`` times ``multiplier``)."""

    winner: int | None
    points: tuple[int, int]
    base: int = 0
    multiplier: int = 1


NOBODY: Final = Score(None, (0, 0))


def multiplier(rules: RuleSet, calls: int) -> int:
    """What a stop is multiplied by after ``calls`` koi-koi calls by either player this round:
    doubled for each where koi-koi doubles, else 1."""
    return 1 << calls if rules.koikoi_doubles else 1


@dataclass(frozen=True, slots=True)
class KoikoiStake:
    """What calling koi-koi puts at stake under the rules in play, after ``calls`` calls so far:
    the multiplier of any stop now and after the call, and whether an exhausted round would
    still pay the caller (a stop by the other player always leaves the caller nothing)."""

    multiplier_now: int
    multiplier_after: int
    exhausted_pays_caller: bool


def koikoi_stake(rules: RuleSet, calls: int) -> KoikoiStake:
    """What one more koi-koi call changes, after ``calls`` calls by either player this round."""
    return KoikoiStake(
        multiplier(rules, calls),
        multiplier(rules, calls + 1),
        rules.exhausted_round is not _NOBODY_SCORES,
    )


def base_points(rules: RuleSet, total: int) -> int:
    """A yaku total as it scores before koi-koi: doubled at 7 or more where the rules say."""
    return total * 2 if rules.seven_point_doubling and total >= 7 else total


def paid(rules: RuleSet, winner: int, gained: int) -> tuple[int, int]:
    """Each seat's points when ``winner`` gains ``gained``: the loser loses as much where the
    loser pays, else nothing."""
    lost = -gained if rules.loser_pays else 0
    return (gained, lost) if winner == 0 else (lost, gained)


def stop_score(rules: RuleSet, seat: int, total: int, calls: int) -> Score:
    """What a stop by ``seat`` with a yaku total of ``total`` gives, after ``calls`` koi-koi
    calls by either player."""
    base = base_points(rules, total)
    times = multiplier(rules, calls)
    return Score(seat, paid(rules, seat, base * times), base, times)


def exhausted_score(
    rules: RuleSet, dealer: int, last_caller: int | None, caller_total: int, calls: int
) -> Score:
    """What a round gives whose hands ran out with nobody stopping: a draw, or where the rules
    say, the last koi-koi caller's total as a stop (``caller_total``), else the dealer's
    oya-ken points."""
    if rules.exhausted_round is _NOBODY_SCORES:
        return NOBODY
    if last_caller is not None:
        return stop_score(rules, last_caller, caller_total, calls)
    oya_ken = rules.oya_ken_points
    return Score(dealer, paid(rules, dealer, oya_ken), oya_ken)


__all__ = [
    "NOBODY",
    "KoikoiStake",
    "Score",
    "base_points",
    "exhausted_score",
    "koikoi_stake",
    "multiplier",
    "paid",
    "stop_score",
]  # fmt: skip
