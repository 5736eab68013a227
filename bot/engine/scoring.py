"""What a round's end scores (docs/rules.md section 4): a stop, and an exhausted round.

The one home of the koi-koi multiplier, seven-point doubling and the loser-pays variant: the
round scores through it, and so do the expert's playouts, thousands of times per decision.
The yaku total itself comes from ``bot.engine.yaku``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bot.engine.rules import ExhaustedRound, Multiplier, RuleSet

_NOBODY_SCORES: Final = ExhaustedRound.DRAW
_DOUBLING, _OWN_CALLS, _AFTER_RIVAL_CALL = (
    Multiplier.DOUBLING, Multiplier.OWN_CALLS, Multiplier.AFTER_RIVAL_CALL,
)  # fmt: skip

Calls = tuple[int, int]  # each seat's koi-koi calls this round


@dataclass(frozen=True, slots=True)
class Score:
    """What a round's end gives: who scores (None: nobody), each seat's points, and how the
    winner's were reached (``base`` times ``multiplier``)."""

    winner: int | None
    points: tuple[int, int]
    base: int = 0
    multiplier: int = 1


NOBODY: Final = Score(None, (0, 0))


def multiplier(rules: RuleSet, seat: int, calls: Calls) -> int:
    """What a stop by ``seat`` is multiplied by after each seat's koi-koi ``calls`` this round:
    doubled for every call by either seat, for every call of its own (Soft Koi), once the other
    seat has called (Hard Koi), or never, as the rules say."""
    kind = rules.multiplier
    if kind is _DOUBLING:
        return 1 << (calls[0] + calls[1])
    if kind is _OWN_CALLS:
        return 1 << calls[seat]
    if kind is _AFTER_RIVAL_CALL:
        return 2 if calls[1 - seat] else 1
    return 1


def after_call(calls: Calls, seat: int) -> Calls:
    """Each seat's calls once ``seat`` has called koi-koi once more."""
    return (calls[0] + 1, calls[1]) if seat == 0 else (calls[0], calls[1] + 1)


@dataclass(frozen=True, slots=True)
class KoikoiStake:
    """What calling koi-koi puts at stake under the rules in play: the multiplier of a stop by
    the other player now and after the call, and whether an exhausted round would still pay the
    caller (a stop by the other player always leaves the caller nothing)."""

    multiplier_now: int
    multiplier_after: int
    exhausted_pays_caller: bool


def koikoi_stake(rules: RuleSet, seat: int, calls: Calls) -> KoikoiStake:
    """What one more koi-koi call by ``seat`` changes, after each seat's ``calls`` this round."""
    rival = 1 - seat
    return KoikoiStake(
        multiplier(rules, rival, calls),
        multiplier(rules, rival, after_call(calls, seat)),
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


def stop_score(rules: RuleSet, seat: int, total: int, calls: Calls) -> Score:
    """What a stop by ``seat`` with a yaku total of ``total`` gives, after each seat's koi-koi
    ``calls``."""
    base = base_points(rules, total)
    times = multiplier(rules, seat, calls)
    return Score(seat, paid(rules, seat, base * times), base, times)


def exhausted_score(
    rules: RuleSet, dealer: int, last_caller: int | None, caller_total: int, calls: Calls
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
    "Calls",
    "KoikoiStake",
    "Score",
    "after_call",
    "base_points",
    "exhausted_score",
    "koikoi_stake",
    "multiplier",
    "paid",
    "stop_score",
]  # fmt: skip
