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
from bot.engine.yaku import Yaku, score
from bot.engine.yaku_table import HAND, YakuEntry, outranking, yaku_of_rules

__all__ = [
    "Threat", "YakuProgress", "closest_yaku", "completion", "koikoi_threats", "made_yaku",
    "out_of_reach", "yaku_progress", "yaku_watch",
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class YakuProgress:
    """A yaku not formed yet: the cards of it the pile holds (``have``) out of ``need``, and
    the cards still open to that seat that would complete it (``cards``, a mask), of which
    those it cannot form without (``must``, a mask: Ame-shikō's rain man)."""

    key: str
    have: int
    need: int
    points: int
    cards: int = 0
    must: int = 0

    @property
    def choose(self) -> int:
        """How many of the cards other than ``must`` complete it (any of them will do)."""
        return self.missing - self.must.bit_count()

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
    # Once the pile holds enough of the others, only the cards it must hold complete it.
    useful = open_cards if still > 0 else 0
    points = rules.points(entry.key)
    return YakuProgress(entry.key, have, entry.need, points, missing_must | useful, missing_must)


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


def made_yaku(view: PlayerView, seat: int) -> list[Yaku]:
    """The yaku ``seat``'s capture pile forms now, as they would score (piles are face up)."""
    return score(view.captures[seat], view.rules, view.month)


def yaku_watch(view: PlayerView, seat: int, within: int = 2) -> list[YakuProgress]:
    """The yaku ``seat`` is at most ``within`` cards from forming, nearest first, each with the
    cards it may still capture toward it."""
    return [p for p in yaku_progress(view, seat) if p.have > 0 and p.missing <= within]


def closest_yaku(view: PlayerView, seat: int) -> YakuProgress | None:
    """The yaku ``seat``'s pile is closest to forming (None when it holds none of any)."""
    started = [p for p in yaku_progress(view, seat) if p.have > 0]
    return started[0] if started else None


def completion(view: PlayerView, seat: int, progress: YakuProgress) -> int:
    """``seat``'s pile with the fewest open cards that complete ``progress`` added (a mask):
    the cards it must hold, then the first of the others still open to it."""
    entry = next(e for e in yaku_of_rules(view.rules) if e.key == progress.key)
    must = progress.cards & entry.must
    completed = view.captures[seat] | must
    for card in cards_of(progress.cards & ~entry.must)[
        : max(0, progress.missing - must.bit_count())
    ]:
        completed |= 1 << card
    return completed


@dataclass(frozen=True, slots=True)
class Threat:
    """A yaku the opponent is building, and what they would score by completing it and stopping
    once the viewer has called koi-koi (``now``: if they stopped with it before that call)."""

    progress: YakuProgress
    now: int
    after_koikoi: int
    # The other yaku the same cards would complete with it (keys, in scoring order): its points
    # count in ``now`` and ``after_koikoi`` too, so whoever names the threat names them.
    along: tuple[str, ...] = ()


def koikoi_threats(view: PlayerView, most: int = 3) -> list[Threat]:
    """The opponent's nearest started yaku (at most ``most``) that would score for them if
    completed with cards they may still capture (a viewing yaku that scores only beside
    another is no threat alone), with what stopping on it would score them now and if the
    viewer called koi-koi now, and which other yaku completing it would make at once."""
    rival = view.opponent
    held = {yaku.key for yaku in score(view.captures[rival], view.rules, view.month)}
    calls, called = view.koikoi_calls, after_call(view.koikoi_calls, view.seat)
    out: list[Threat] = []
    for progress in yaku_progress(view, rival):
        if progress.have == 0:
            continue
        formed = score(completion(view, rival, progress), view.rules, view.month)
        if progress.key not in {yaku.key for yaku in formed}:
            continue
        total = sum(yaku.points for yaku in formed)
        now = stop_score(view.rules, rival, total, calls).points[rival]
        later = stop_score(view.rules, rival, total, called).points[rival]
        along = tuple(
            yaku.key for yaku in formed if yaku.key != progress.key and yaku.key not in held
        )
        out.append(Threat(progress, now, later, along))
        if len(out) == most:
            break
    return out
