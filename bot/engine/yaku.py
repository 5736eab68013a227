"""Yaku: the scoring sets counted on a capture pile (docs/rules.md section 3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from bot.engine.cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BOAR_DEER_BUTTERFLIES,
    BRIGHTS,
    CHAFF,
    CURTAIN,
    MONTH_MASK,
    MOON,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    bit,
    month_mask,
)
from bot.engine.rules import RuleSet, SakeCup, ViewingYaku

_SAKE = bit(SAKE_CUP)
_RAIN = bit(RAIN_MAN)
_HANAMI = bit(CURTAIN) | _SAKE
_TSUKIMI = bit(MOON) | _SAKE


class Yaku(NamedTuple):
    """One yaku formed: its key (docs/rules.md), its points and the cards that form it."""

    key: str
    points: int
    cards: int  # mask


@dataclass(frozen=True, slots=True)
class Scorer:
    """A rule set's scoring, flattened to plain ints for speed."""

    goko: int
    shiko: int
    ame_shiko: int
    sanko: int
    inoshikacho: int
    tane: int
    akatan: int
    aotan: int
    tan: int
    kasu: int
    hanami: int
    tsukimi: int
    tsukifuda: int
    sake_cup: SakeCup
    viewing: ViewingYaku
    use_tsukifuda: bool

    @classmethod
    def from_rules(cls, rules: RuleSet) -> Scorer:
        """Build the scorer for ``rules``."""
        p = rules.yaku_points
        return cls(
            goko=p["goko"], shiko=p["shiko"], ame_shiko=p["ame_shiko"], sanko=p["sanko"],
            inoshikacho=p["inoshikacho"], tane=p["tane"], akatan=p["akatan"],
            aotan=p["aotan"], tan=p["tan"], kasu=p["kasu"], hanami=p["hanami"],
            tsukimi=p["tsukimi"], tsukifuda=p["tsukifuda"], sake_cup=rules.sake_cup,
            viewing=rules.viewing_yaku, use_tsukifuda=rules.tsukifuda,
        )  # fmt: skip

    def yaku(self, pile: int, month: int) -> list[Yaku]:
        """Every yaku the capture pile ``pile`` forms in a round of ``month``."""
        found: list[Yaku] = []
        brights = pile & BRIGHTS
        n_brights = brights.bit_count()
        if n_brights == 5:
            found.append(Yaku("goko", self.goko, brights))
        elif n_brights == 4:
            if brights & _RAIN:
                found.append(Yaku("ame_shiko", self.ame_shiko, brights))
            else:
                found.append(Yaku("shiko", self.shiko, brights))
        elif n_brights == 3 and not brights & _RAIN:
            found.append(Yaku("sanko", self.sanko, brights))
        if pile & BOAR_DEER_BUTTERFLIES == BOAR_DEER_BUTTERFLIES:
            found.append(Yaku("inoshikacho", self.inoshikacho, BOAR_DEER_BUTTERFLIES))
        animals, chaff = self._animals_and_chaff(pile)
        n_animals = animals.bit_count()
        if n_animals >= 5:
            found.append(Yaku("tane", self.tane + n_animals - 5, animals))
        if pile & POETRY_RIBBONS == POETRY_RIBBONS:
            found.append(Yaku("akatan", self.akatan, POETRY_RIBBONS))
        if pile & BLUE_RIBBONS == BLUE_RIBBONS:
            found.append(Yaku("aotan", self.aotan, BLUE_RIBBONS))
        ribbons = pile & RIBBONS
        n_ribbons = ribbons.bit_count()
        if n_ribbons >= 5:
            found.append(Yaku("tan", self.tan + n_ribbons - 5, ribbons))
        n_chaff = chaff.bit_count()
        if n_chaff >= 10:
            found.append(Yaku("kasu", self.kasu + n_chaff - 10, chaff))
        # Only a basic yaku unlocks the viewing yaku: Tsuki-fuda alone does not (section 3).
        if self.viewing is not ViewingYaku.OFF and (self.viewing is ViewingYaku.ON or found):
            if pile & _HANAMI == _HANAMI:
                found.append(Yaku("hanami", self.hanami, _HANAMI))
            if pile & _TSUKIMI == _TSUKIMI:
                found.append(Yaku("tsukimi", self.tsukimi, _TSUKIMI))
        if self._tsukifuda(pile, month):
            found.append(Yaku("tsukifuda", self.tsukifuda, month_mask(month)))
        return found

    def total(self, pile: int, month: int) -> int:
        """The yaku total of ``pile`` before any koi-koi multiplier.

        The same sum as ``yaku`` gives, without building the list: simulations call it often.
        """
        points = 0
        brights = pile & BRIGHTS
        n_brights = brights.bit_count()
        if n_brights >= 3:
            if n_brights == 5:
                points = self.goko
            elif n_brights == 4:
                points = self.ame_shiko if brights & _RAIN else self.shiko
            elif not brights & _RAIN:
                points = self.sanko
        if pile & BOAR_DEER_BUTTERFLIES == BOAR_DEER_BUTTERFLIES:
            points += self.inoshikacho
        if pile & POETRY_RIBBONS == POETRY_RIBBONS:
            points += self.akatan
        if pile & BLUE_RIBBONS == BLUE_RIBBONS:
            points += self.aotan
        n_ribbons = (pile & RIBBONS).bit_count()
        if n_ribbons >= 5:
            points += self.tan + n_ribbons - 5
        if pile & _SAKE and self.sake_cup is not SakeCup.ANIMAL:
            animals, chaff = self._animals_and_chaff(pile)
            points += _tane_kasu_points(self, animals, chaff)
        else:
            n_animals = (pile & ANIMALS).bit_count()
            if n_animals >= 5:
                points += self.tane + n_animals - 5
            n_chaff = (pile & CHAFF).bit_count()
            if n_chaff >= 10:
                points += self.kasu + n_chaff - 10
        # Viewing before Tsuki-fuda: only a basic yaku unlocks them (section 3).
        if (
            pile & _SAKE
            and self.viewing is not ViewingYaku.OFF
            and (self.viewing is ViewingYaku.ON or points)
        ):
            if pile & _HANAMI == _HANAMI:
                points += self.hanami
            if pile & _TSUKIMI == _TSUKIMI:
                points += self.tsukimi
        if self.use_tsukifuda and pile & MONTH_MASK[month - 1] == MONTH_MASK[month - 1]:
            points += self.tsukifuda
        return points

    def _tsukifuda(self, pile: int, month: int) -> bool:
        cards = month_mask(month)
        return self.use_tsukifuda and pile & cards == cards

    def _animals_and_chaff(self, pile: int) -> tuple[int, int]:
        """The masks counted as animals and as chaff, with the sake cup placed by the rules."""
        animals = pile & ANIMALS
        chaff = pile & CHAFF
        if not pile & _SAKE or self.sake_cup is SakeCup.ANIMAL:
            return animals, chaff
        if self.sake_cup is SakeCup.BOTH:
            return animals, chaff | _SAKE
        # Joker: animal or chaff, whichever scores more (ties stay an animal).
        as_chaff = (animals & ~_SAKE, chaff | _SAKE)
        if _tane_kasu_points(self, *as_chaff) > _tane_kasu_points(self, animals, chaff):
            return as_chaff
        return animals, chaff


def _tane_kasu_points(scorer: Scorer, animals: int, chaff: int) -> int:
    n_animals, n_chaff = animals.bit_count(), chaff.bit_count()
    points = scorer.tane + n_animals - 5 if n_animals >= 5 else 0
    return points + (scorer.kasu + n_chaff - 10 if n_chaff >= 10 else 0)


_SCORERS: dict[int, tuple[RuleSet, Scorer]] = {}


def scorer_for(rules: RuleSet) -> Scorer:
    """The (cached) scorer of a rule set."""
    cached = _SCORERS.get(id(rules))
    if cached is None or cached[0] is not rules:
        cached = (rules, Scorer.from_rules(rules))
        _SCORERS[id(rules)] = cached
    return cached[1]


def score(pile: int, rules: RuleSet, month: int = 1) -> list[Yaku]:
    """Every yaku that capture pile ``pile`` (a mask) forms under ``rules``."""
    return scorer_for(rules).yaku(pile, month)


def total(pile: int, rules: RuleSet, month: int = 1) -> int:
    """The yaku total of ``pile`` before any koi-koi multiplier."""
    return scorer_for(rules).total(pile, month)
