"""Yaku in the making: how near a capture pile is to each yaku it has not formed yet.

A pure function of a player's view, so it tells only what that player may know: the risk of
calling koi-koi is the opponent's yaku closest to completion ("Ino-shika-chō 2/3").
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BOAR_DEER_BUTTERFLIES,
    BRIGHTS,
    CHAFF,
    CURTAIN,
    MOON,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    bit,
    month_mask,
)
from bot.engine.rules import RuleSet, SakeCup, ViewingYaku
from bot.engine.view import PlayerView
from bot.engine.yaku import score


@dataclass(frozen=True, slots=True)
class YakuProgress:
    """A yaku not formed yet: the cards of it the pile holds (``have``) out of ``need``."""

    key: str
    have: int
    need: int
    points: int

    @property
    def missing(self) -> int:
        """How many more cards the yaku needs."""
        return self.need - self.have


def _targets(rules: RuleSet, month: int) -> list[tuple[str, int, int]]:
    """Every yaku the rules score, as (key, the cards that count toward it, how many it needs)."""
    plain_brights = BRIGHTS & ~bit(RAIN_MAN)
    animals = ANIMALS | (bit(SAKE_CUP) if rules.sake_cup is not SakeCup.ANIMAL else 0)
    chaff = CHAFF | (bit(SAKE_CUP) if rules.sake_cup is not SakeCup.ANIMAL else 0)
    targets = [
        ("sanko", plain_brights, 3),
        ("shiko", plain_brights, 4),
        ("goko", BRIGHTS, 5),
        ("inoshikacho", BOAR_DEER_BUTTERFLIES, 3),
        ("tane", animals, 5),
        ("akatan", POETRY_RIBBONS, 3),
        ("aotan", BLUE_RIBBONS, 3),
        ("tan", RIBBONS, 5),
        ("kasu", chaff, 10),
    ]
    if rules.viewing_yaku is not ViewingYaku.OFF:
        targets.append(("hanami", bit(CURTAIN) | bit(SAKE_CUP), 2))
        targets.append(("tsukimi", bit(MOON) | bit(SAKE_CUP), 2))
    if rules.tsukifuda:
        targets.append(("tsukifuda", month_mask(month), 4))
    return targets


def yaku_progress(view: PlayerView, seat: int) -> list[YakuProgress]:
    """Every yaku ``seat``'s pile has not formed and can still form (the other pile does not
    hold the cards it lacks), nearest first, then by points."""
    pile = view.captures[seat]
    gone = view.captures[1 - seat]
    formed = {yaku.key for yaku in score(pile, view.rules, view.month)}
    out: list[YakuProgress] = []
    for key, cards, need in _targets(view.rules, view.month):
        have = (pile & cards).bit_count()
        still_open = (cards & ~pile & ~gone).bit_count()
        if key in formed or have >= need or have + still_open < need:
            continue
        out.append(YakuProgress(key, have, need, view.rules.points(key)))
    out.sort(key=lambda p: (p.missing, -p.points))
    return out


def closest_yaku(view: PlayerView, seat: int) -> YakuProgress | None:
    """The yaku ``seat``'s pile is closest to forming (None when it holds none of any)."""
    started = [p for p in yaku_progress(view, seat) if p.have > 0]
    return started[0] if started else None
