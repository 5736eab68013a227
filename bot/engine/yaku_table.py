"""The yaku table: every yaku as data, as docs/rules.md section 3 lists them.

For each yaku: the cards that count toward it, how many it needs, what each card beyond scores,
which rule sets have it and which yaku it replaces. Scoring (``yaku.Scorer``), the progress
toward a yaku (``progress``), the computer's goals and the yaku guide read this table; none of
them lists a yaku's cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bot.engine.cards import (
    ANIMALS,
    BLUE_RIBBON_CARDS,
    BLUE_RIBBONS,
    BOAR,
    BOAR_DEER_BUTTERFLIES,
    BRIGHTS,
    BUTTERFLIES,
    CHAFF,
    CRANE,
    CURTAIN,
    DEER,
    LIGHTNING,
    MOON,
    PHOENIX,
    POETRY_RIBBON_CARDS,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    bit,
    month_mask,
)
from bot.engine.rules import RuleSet, SakeCup, ViewingYaku

# Families: which rule sets have a yaku, and how it is counted.
BASIC: Final = "basic"  # every rule set; counted on the capture pile
VIEWING: Final = "viewing"  # Hanami-zake, Tsukimi-zake: as ``rules.viewing_yaku`` says
MONTH: Final = "month"  # Tsuki-fuda: the round's month's four cards, with ``rules.tsukifuda``
HAND: Final = "hand"  # Teshi, Kuttsuki: a dealt hand, with ``rules.hand_bonuses``; no pile

# The card a rule set may count as chaff as well as, or instead of, an animal (rules.sake_cup).
SAKE: Final = bit(SAKE_CUP)
_RAIN: Final = bit(RAIN_MAN)
# Ame-nagare (rules.rain_spoils_viewing): the November cards of the rain that spoil a viewing.
RAIN_SPOILERS: Final = _RAIN | bit(LIGHTNING)


@dataclass(frozen=True, slots=True)
class YakuEntry:
    """One yaku of the table: ``need`` of ``cards`` (and every card of ``must``) form it."""

    key: str
    cards: int  # mask: the cards that count toward it, the sake cup as printed (an animal)
    need: int
    grows: int = 0  # points per card beyond ``need``
    must: int = 0  # mask: the cards it never forms without (Ame-shikō: the rain man)
    outranks: tuple[str, ...] = ()  # the yaku it replaces when both form, the next below first
    family: str = BASIC
    sake_as_chaff: bool = False  # a chaff yaku: the sake cup counts where the rules make it chaff
    rain_spoils: bool = False  # a viewing yaku: ame-nagare spoils it (rules.rain_spoils_viewing)
    example: tuple[int, ...] = ()  # the cards the guide shows

    def in_rules(self, rules: RuleSet) -> bool:
        """Whether ``rules`` have this yaku at all (a viewing yaku may still be bonus only)."""
        if self.family == VIEWING:
            return rules.viewing_yaku is not ViewingYaku.OFF
        if self.family == MONTH:
            return rules.tsukifuda
        if self.family == HAND:
            return rules.hand_bonuses
        return True

    def counted(self, rules: RuleSet, month: int) -> int:
        """The cards that count toward it under ``rules`` in a round of ``month`` (a mask)."""
        if self.family == MONTH:
            return month_mask(month)
        if self.sake_as_chaff and rules.sake_cup is not SakeCup.ANIMAL:
            return self.cards | SAKE
        return self.cards

    def formed_by(self, pile: int, counted: int) -> bool:
        """Whether ``pile`` holds enough of ``counted`` (this yaku's cards) and all it must."""
        return (pile & counted).bit_count() >= self.need and pile & self.must == self.must

    def spoiled_by(self, rules: RuleSet) -> int:
        """The cards (a mask) whose capture spoils this yaku for the seat holding them under
        ``rules``: the rain man and the lightning under ame-nagare, else none."""
        return RAIN_SPOILERS if self.rain_spoils and rules.rain_spoils_viewing else 0

    def scores_for(self, rules: RuleSet, pile: int) -> bool:
        """Whether this yaku can still score for a seat whose capture pile is ``pile`` under
        ``rules`` (in the rules and not spoiled; a bonus-only one still needs another yaku)."""
        return self.in_rules(rules) and not pile & self.spoiled_by(rules)

    def bonus_only(self, rules: RuleSet) -> bool:
        """Whether it scores only beside a basic yaku under ``rules``."""
        return self.family == VIEWING and rules.viewing_yaku is ViewingYaku.BONUS_ONLY

    def examples(self, rules: RuleSet) -> tuple[int, ...]:
        """The cards the guide shows for it under ``rules``."""
        if self.sake_as_chaff and rules.sake_cup is not SakeCup.ANIMAL:
            return (*self.example[:-1], SAKE_CUP)  # the sake cup may count as chaff here
        return self.example


_PLAIN_BRIGHTS: Final = BRIGHTS & ~_RAIN

# The table, in the order yaku are counted; the bright yaku from the smallest up. Only the best
# bright yaku counts: each names the ones it replaces.
YAKU: Final[tuple[YakuEntry, ...]] = (
    YakuEntry("sanko", _PLAIN_BRIGHTS, 3, example=(CRANE, CURTAIN, MOON)),
    YakuEntry("shiko", _PLAIN_BRIGHTS, 4, outranks=("sanko",),
              example=(CRANE, CURTAIN, MOON, PHOENIX)),
    YakuEntry("ame_shiko", BRIGHTS, 4, must=_RAIN, outranks=("sanko",),
              example=(CRANE, CURTAIN, MOON, RAIN_MAN)),
    YakuEntry("goko", BRIGHTS, 5, outranks=("shiko", "ame_shiko"),
              example=(CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX)),
    YakuEntry("inoshikacho", BOAR_DEER_BUTTERFLIES, 3, example=(BUTTERFLIES, BOAR, DEER)),
    YakuEntry("tane", ANIMALS, 5, grows=1, example=(4, 12, 16, 29, 41)),
    YakuEntry("akatan", POETRY_RIBBONS, 3, example=POETRY_RIBBON_CARDS),
    YakuEntry("aotan", BLUE_RIBBONS, 3, example=BLUE_RIBBON_CARDS),
    YakuEntry("tan", RIBBONS, 5, grows=1, example=(13, 17, 21, 25, 42)),
    YakuEntry("kasu", CHAFF, 10, grows=1, sake_as_chaff=True,
              example=(2, 7, 10, 14, 19, 23, 27, 30, 38, 46)),
    YakuEntry("hanami", bit(CURTAIN) | SAKE, 2, family=VIEWING, rain_spoils=True,
              example=(CURTAIN, SAKE_CUP)),
    YakuEntry("tsukimi", bit(MOON) | SAKE, 2, family=VIEWING, rain_spoils=True,
              example=(MOON, SAKE_CUP)),
    YakuEntry("tsukifuda", 0, 4, family=MONTH, example=(0, 1, 2, 3)),
    # Four cards of one month, or four pairs, in the dealt hand (the round checks the hand).
    YakuEntry("teshi", 0, 4, family=HAND, example=(8, 9, 10, 11)),
    YakuEntry("kuttsuki", 0, 8, family=HAND, example=(2, 3, 14, 15, 26, 27, 45, 46)),
)  # fmt: skip

BY_KEY: Final[dict[str, YakuEntry]] = {entry.key: entry for entry in YAKU}
PILE_YAKU: Final[tuple[YakuEntry, ...]] = tuple(e for e in YAKU if e.family != HAND)


def yaku_of_rules(rules: RuleSet) -> tuple[YakuEntry, ...]:
    """The yaku ``rules`` have, in the table's order."""
    return tuple(entry for entry in YAKU if entry.in_rules(rules))


def scores_for(rules: RuleSet, key: str, pile: int) -> bool:
    """Whether the yaku ``key`` can still score for a seat holding ``pile`` under ``rules``."""
    return BY_KEY[key].scores_for(rules, pile)


def outranked(keys: set[str] | frozenset[str]) -> set[str]:
    """Which of the yaku ``keys`` (all formed) another of them replaces."""
    return {key for entry in YAKU if entry.key in keys for key in entry.outranks}


def outranking(key: str) -> tuple[YakuEntry, ...]:
    """The yaku that replace the yaku ``key``, directly or through another (Gokō over Sankō)."""
    found: list[YakuEntry] = []
    below = {key}
    changed = True
    while changed:
        changed = False
        for entry in YAKU:
            if entry not in found and below & set(entry.outranks):
                found.append(entry)
                below.add(entry.key)
                changed = True
    return tuple(found)


__all__ = [
    "BASIC", "BY_KEY", "HAND", "MONTH", "PILE_YAKU", "RAIN_SPOILERS", "SAKE", "VIEWING", "YAKU",
    "YakuEntry", "outranked", "outranking", "scores_for", "yaku_of_rules",
]  # fmt: skip
