"""What a round's end scores (docs/rules.md section 4): a stop, and an exhausted round.

The one home of the koi-koi multiplier, seven-point doubling and the loser-pays variant: the
round scores through it, and so do the expert's playouts, thousands of times per decision.
The yaku total itself comes from ``bot.engine.yaku``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from bot.engine.rules import ExhaustedRound, Multiplier, RuleSet

if TYPE_CHECKING:
    from bot.engine.events import RoundResult

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
    """What calling koi-koi puts at stake under the rules in play, for each player: the
    multiplier of a stop by the other player (the rival) now and after the call, the multiplier
    of the caller's own next stop now and after the call, what the caller scores by stopping now
    and at least after the call and one more yaku (a point more), and whether an exhausted round
    would still pay the caller (a stop by the rival always leaves the caller nothing)."""

    multiplier_now: int  # a stop by the rival, now
    multiplier_after: int  # a stop by the rival, after the call
    exhausted_pays_caller: bool
    own_now: int = 1  # a stop by the caller, now
    own_after: int = 1  # a stop by the caller, after the call
    stop_now: int = 0  # what the caller gains by stopping now
    least_after: int = 0  # the least the caller gains by stopping after the call and a yaku more

    @property
    def raises_own(self) -> bool:
        """Whether the call multiplies the caller's own later stops more than a stop now."""
        return self.own_after > self.own_now

    @property
    def raises_rival(self) -> bool:
        """Whether the call multiplies the rival's stops more than before it."""
        return self.multiplier_after > self.multiplier_now


def koikoi_stake(
    rules: RuleSet, seat: int, calls: Calls, total: int = 0, floor: int | None = None
) -> KoikoiStake:
    """What one more koi-koi call by ``seat`` changes, after each seat's ``calls`` this round,
    for a seat whose yaku total is ``total`` now; ``floor``: the least that total may fall to
    before a new yaku counts (the rain may spoil a viewing yaku), ``total`` when not given."""
    rival = 1 - seat
    least = total if floor is None else min(total, floor)
    called = after_call(calls, seat)
    return KoikoiStake(
        multiplier(rules, rival, calls),
        multiplier(rules, rival, called),
        rules.exhausted_round is not _NOBODY_SCORES,
        multiplier(rules, seat, calls),
        multiplier(rules, seat, called),
        base_points(rules, total) * multiplier(rules, seat, calls),
        base_points(rules, least + 1) * multiplier(rules, seat, called),
    )


SEVEN: Final = 7  # the least total the seven-point house rule doubles


def doubles_at_seven(rules: RuleSet, total: int) -> bool:
    """Whether a yaku total of ``total`` is doubled before koi-koi (7 points or more doubled)."""
    return rules.seven_point_doubling and total >= SEVEN


def base_points(rules: RuleSet, total: int) -> int:
    """A yaku total as it scores before koi-koi: doubled at 7 or more where the rules say."""
    return total * 2 if doubles_at_seven(rules, total) else total


def multiplying_calls(rules: RuleSet, seat: int, calls: Calls) -> Calls:
    """The koi-koi ``calls`` that multiply a stop by ``seat``, by seat: every call (doubling),
    the stopper's own (Soft Koi), the other seat's (Hard Koi: once called, however often), or
    none."""
    kind = rules.multiplier
    if kind is _DOUBLING:
        return calls
    if kind is _OWN_CALLS:
        return (calls[0], 0) if seat == 0 else (0, calls[1])
    if kind is _AFTER_RIVAL_CALL:
        return (0, calls[1]) if seat == 0 else (calls[0], 0)
    return (0, 0)


@dataclass(frozen=True, slots=True)
class ScoreSteps:
    """How a winner's points were reached, step by step: the yaku total, doubled at seven
    where the rules say (``base``), times the koi-koi multiplier, which ``calls`` (by seat)
    made."""

    total: int
    doubled_at_seven: bool
    base: int
    multiplier: int
    calls: Calls
    points: int


def stop_steps(rules: RuleSet, seat: int, total: int, calls: Calls) -> ScoreSteps:
    """The steps of a stop by ``seat`` with a yaku total of ``total`` after ``calls``."""
    score = stop_score(rules, seat, total, calls)
    return ScoreSteps(
        total,
        doubles_at_seven(rules, total),
        score.base,
        score.multiplier,
        multiplying_calls(rules, seat, calls),
        score.points[seat],
    )


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


def result_steps(rules: RuleSet, result: RoundResult) -> ScoreSteps | None:
    """How the winner of ``result``, played under ``rules``, reached their points (None for a
    round nobody won): a stop's steps, or the dealer's oya-ken points as they are."""
    winner = result.winner
    if winner is None:
        return None
    gained = result.points[winner]
    if not result.yaku or result.end == "hand_bonus":  # oya-ken, a dealt hand: as they are
        return ScoreSteps(result.base, False, result.base, 1, (0, 0), gained)
    total = sum([y.points for y in result.yaku])
    return stop_steps(rules, winner, total, result.koikoi_calls)


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
    "SEVEN",
    "Calls",
    "KoikoiStake",
    "Score",
    "ScoreSteps",
    "after_call",
    "base_points",
    "doubles_at_seven",
    "exhausted_score",
    "koikoi_stake",
    "multiplier",
    "multiplying_calls",
    "paid",
    "result_steps",
    "stop_score",
    "stop_steps",
]  # fmt: skip
