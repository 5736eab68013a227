"""Yaku in the making: how near a capture pile is to each yaku it has not formed yet.

A pure function of a player's view, so it tells only what that player may know: the risk of
calling koi-koi is the opponent's yaku closest to completion ("Ino-shika-chō 2/3"). A card counts
as still to come only where that seat may yet capture it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.cards import cards_of
from bot.engine.scoring import after_call, stop_score
from bot.engine.view import PlayerView
from bot.engine.yaku import score
from bot.engine.yaku_table import HAND, YakuEntry, outranking, yaku_of_rules


@dataclass(frozen=True, slots=True)
class YakuProgress:
    """A yaku not formed yet: the cards of it the pile holds (``have``) out of ``need``, and
    the cards still open to that seat that would complete it (``cards``, a mask)."""

    key: str
    have: int
    need: int
    points: int
    cards: int = 0

    @property
    def missing(self) -> int:
        """How many more cards the yaku needs."""
        return self.need - self.have


def out_of_reach(view: PlayerView, seat: int) -> int:
    """The cards ``seat`` can never capture, as far as ``view`` shows: the other seat's pile, and
    for the viewer's opponent the viewer's own hand (the viewer knows it)."""
    gone = view.captures[1 - seat]
    if seat != view.seat:
        gone |= view.hand
    return gone


def _have(entry: YakuEntry, pile: int, counted: int) -> int:
    """The cards of ``entry`` the pile holds, where the cards it must hold count only when held."""
    free = (pile & counted & ~entry.must).bit_count()
    must = entry.must.bit_count()
    return min(free, entry.need - must) + (pile & entry.must).bit_count()


def _progress(view: PlayerView, seat: int, entry: YakuEntry) -> YakuProgress | None:
    """How far ``seat``'s pile is toward ``entry``, or None when formed or out of reach."""
    rules, pile = view.rules, view.captures[seat]
    counted = entry.counted(rules, view.month)
    gone = out_of_reach(view, seat)
    if entry.must & gone & ~pile:
        return None
    have = _have(entry, pile, counted)
    open_cards = counted & ~entry.must & ~pile & ~gone
    missing_must = entry.must & ~pile
    still = entry.need - have - missing_must.bit_count()
    if have >= entry.need or still > open_cards.bit_count():
        return None
    # Completed with the cards still open, would a yaku that replaces it form instead?
    completed = pile | missing_must
    for card in cards_of(open_cards)[: max(0, still)]:
        completed |= 1 << card
    for other in outranking(entry.key):
        if other.formed_by(completed, other.counted(rules, view.month)):
            return None
    return YakuProgress(
        entry.key, have, entry.need, rules.points(entry.key), missing_must | open_cards
    )


def yaku_progress(view: PlayerView, seat: int) -> list[YakuProgress]:
    """Every yaku of the rules that ``seat``'s pile has not formed and can still form with
    cards it may yet capture, nearest first, then by points."""
    formed = {yaku.key for yaku in score(view.captures[seat], view.rules, view.month)}
    out: list[YakuProgress] = []
    for entry in yaku_of_rules(view.rules):
        if entry.family == HAND or entry.key in formed:
            continue
        progress = _progress(view, seat, entry)
        if progress is not None:
            out.append(progress)
    out.sort(key=lambda p: (p.missing, -p.points))
    return out


def yaku_watch(view: PlayerView, seat: int, within: int = 2) -> list[YakuProgress]:
    """The yaku ``seat`` is at most ``within`` cards from forming, nearest first, each with the
    cards it may still capture toward it."""
    return [p for p in yaku_progress(view, seat) if p.have > 0 and p.missing <= within]


def closest_yaku(view: PlayerView, seat: int) -> YakuProgress | None:
    """The yaku ``seat``'s pile is closest to forming (None when it holds none of any)."""
    started = [p for p in yaku_progress(view, seat) if p.have > 0]
    return started[0] if started else None


@dataclass(frozen=True, slots=True)
class Threat:
    """A yaku the opponent is building, and what they would score by completing it and stopping
    once the viewer has called koi-koi (``now``: if they stopped with it before that call)."""

    progress: YakuProgress
    now: int
    after_koikoi: int


def koikoi_threats(view: PlayerView, most: int = 3) -> list[Threat]:
    """The opponent's nearest started yaku (at most ``most``), from cards they may still
    capture, with what each would score them if the viewer called koi-koi now."""
    rival = view.opponent
    made = sum(yaku.points for yaku in score(view.captures[rival], view.rules, view.month))
    calls, called = view.koikoi_calls, after_call(view.koikoi_calls, view.seat)
    out: list[Threat] = []
    for progress in yaku_progress(view, rival):
        if progress.have == 0:
            continue
        total = made + progress.points
        now = stop_score(view.rules, rival, total, calls).points[rival]
        later = stop_score(view.rules, rival, total, called).points[rival]
        out.append(Threat(progress, now, later))
        if len(out) == most:
            break
    return out


__all__ = [
    "Threat", "YakuProgress", "closest_yaku", "koikoi_threats", "out_of_reach", "yaku_progress",
    "yaku_watch",
]  # fmt: skip
