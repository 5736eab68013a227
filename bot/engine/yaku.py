"""Yaku: the scoring sets counted on a capture pile (docs/rules.md section 3)."""

from __future__ import annotations

from dataclasses import dataclass, field
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
    cards_of,
)
from bot.engine.rules import RuleSet, SakeCup, ViewingYaku

_SAKE = bit(SAKE_CUP)
_RAIN = bit(RAIN_MAN)
_HANAMI = bit(CURTAIN) | _SAKE
_TSUKIMI = bit(MOON) | _SAKE
# Rule values under short names: in Python 3.11 each ``SakeCup.X`` goes through the enum's
# metaclass, and the yaku are counted on every capture.
_SAKE_ANIMAL, _SAKE_BOTH, _SAKE_JOKER = SakeCup.ANIMAL, SakeCup.BOTH, SakeCup.JOKER
_VIEWING_ON, _VIEWING_BONUS_ONLY, _VIEWING_OFF = (
    ViewingYaku.ON, ViewingYaku.BONUS_ONLY, ViewingYaku.OFF,
)  # fmt: skip


class Yaku(NamedTuple):
    """One yaku formed: its key (docs/rules.md), its points and the cards that form it."""

    key: str
    points: int
    cards: int  # mask


@dataclass(frozen=True, slots=True)
class Scorer:
    """A rule set's scoring, flattened to plain ints and tables for speed.

    ``count_yaku`` counts the yaku card by card as docs/rules.md states them; ``yaku`` and
    ``total`` give the same, read from tables that ``count_yaku`` filled in once.
    """

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
    # The basic yaku the cards of one kind form on their own, for every set of them.
    of_brights: dict[int, tuple[Yaku, ...]] = field(default_factory=dict, compare=False, repr=False)
    of_animals: dict[int, tuple[Yaku, ...]] = field(default_factory=dict, compare=False, repr=False)
    of_ribbons: dict[int, tuple[Yaku, ...]] = field(default_factory=dict, compare=False, repr=False)
    # The same as points, and the kasu points by number of chaff.
    by_brights: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    by_animals: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    by_ribbons: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    by_chaff_count: list[int] = field(default_factory=list, compare=False, repr=False)

    @classmethod
    def from_rules(cls, rules: RuleSet) -> Scorer:
        """Build the scorer for ``rules`` (shared by every rule set that scores alike)."""
        p = rules.yaku_points
        scorer = cls(
            goko=p["goko"], shiko=p["shiko"], ame_shiko=p["ame_shiko"], sanko=p["sanko"],
            inoshikacho=p["inoshikacho"], tane=p["tane"], akatan=p["akatan"],
            aotan=p["aotan"], tan=p["tan"], kasu=p["kasu"], hanami=p["hanami"],
            tsukimi=p["tsukimi"], tsukifuda=p["tsukifuda"], sake_cup=rules.sake_cup,
            viewing=rules.viewing_yaku, use_tsukifuda=rules.tsukifuda,
        )  # fmt: skip
        shared = _ALIKE.setdefault(scorer, scorer)
        if shared is scorer:
            scorer._fill_tables()
        return shared

    def _fill_tables(self) -> None:
        # The sake cup alone is no kasu, so one kind's cards form exactly that kind's yaku.
        for of_kind, by_kind, kind in (
            (self.of_brights, self.by_brights, BRIGHTS),
            (self.of_animals, self.by_animals, ANIMALS),
            (self.of_ribbons, self.by_ribbons, RIBBONS),
        ):
            for cards in _every_subset(kind):
                of_kind[cards] = tuple(self._count_basic_yaku(cards))
                by_kind[cards] = sum(y.points for y in of_kind[cards])
        self.by_chaff_count.extend(
            self.kasu + n - 10 if n >= 10 else 0 for n in range(CHAFF.bit_count() + 2)
        )

    # -- the rule ---------------------------------------------------------------------------

    def count_yaku(self, pile: int, month: int) -> list[Yaku]:
        """Every yaku the capture pile ``pile`` forms in a round of ``month``, card by card."""
        return self._with_viewing_and_tsukifuda(self._count_basic_yaku(pile), pile, month)

    def _count_basic_yaku(self, pile: int) -> list[Yaku]:
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
        return found

    def _with_viewing_and_tsukifuda(self, found: list[Yaku], pile: int, month: int) -> list[Yaku]:
        # Only a basic yaku unlocks the viewing yaku: Tsuki-fuda alone does not (section 3).
        if pile & _SAKE and (
            self.viewing is _VIEWING_ON or (self.viewing is not _VIEWING_OFF and found)
        ):
            if pile & _HANAMI == _HANAMI:
                found.append(Yaku("hanami", self.hanami, _HANAMI))
            if pile & _TSUKIMI == _TSUKIMI:
                found.append(Yaku("tsukimi", self.tsukimi, _TSUKIMI))
        if self.use_tsukifuda and pile & MONTH_MASK[month - 1] == MONTH_MASK[month - 1]:
            found.append(Yaku("tsukifuda", self.tsukifuda, MONTH_MASK[month - 1]))
        return found

    def _animals_and_chaff(self, pile: int) -> tuple[int, int]:
        """The masks counted as animals and as chaff, with the sake cup placed by the rules."""
        animals = pile & ANIMALS
        chaff = pile & CHAFF
        if not pile & _SAKE or self.sake_cup is _SAKE_ANIMAL:
            return animals, chaff
        if self.sake_cup is _SAKE_BOTH:
            return animals, chaff | _SAKE
        # Joker: animal or chaff, whichever scores more (ties stay an animal).
        as_chaff = (animals & ~_SAKE, chaff | _SAKE)
        if _tane_kasu_points(self, *as_chaff) > _tane_kasu_points(self, animals, chaff):
            return as_chaff
        return animals, chaff

    # -- the same, read from the tables -----------------------------------------------------

    def yaku(self, pile: int, month: int) -> list[Yaku]:
        """Every yaku the capture pile ``pile`` forms in a round of ``month``."""
        if pile & _SAKE and self.sake_cup is not _SAKE_ANIMAL:
            return self.count_yaku(pile, month)  # the sake cup may be chaff: counted in full
        found = [
            *self.of_brights[pile & BRIGHTS],
            *self.of_animals[pile & ANIMALS],
            *self.of_ribbons[pile & RIBBONS],
        ]
        chaff = pile & CHAFF
        n_chaff = chaff.bit_count()
        if n_chaff >= 10:
            found.append(Yaku("kasu", self.kasu + n_chaff - 10, chaff))
        return self._with_viewing_and_tsukifuda(found, pile, month)

    def total(self, pile: int, month: int) -> int:
        """The yaku total of ``pile`` before any koi-koi multiplier: the sum of ``yaku``.

        Read from the tables without building the list: every turn that captures asks for it.
        """
        animals = pile & ANIMALS
        n_chaff = (pile & CHAFF).bit_count()
        points = self.by_brights[pile & BRIGHTS] + self.by_ribbons[pile & RIBBONS]
        if not pile & _SAKE:
            points += self.by_animals[animals] + self.by_chaff_count[n_chaff]
        else:
            as_animal = self.by_animals[animals] + self.by_chaff_count[n_chaff]
            if self.sake_cup is _SAKE_BOTH:
                points += self.by_animals[animals] + self.by_chaff_count[n_chaff + 1]
            elif self.sake_cup is _SAKE_JOKER:  # whichever scores more
                as_chaff = self.by_animals[animals ^ _SAKE] + self.by_chaff_count[n_chaff + 1]
                points += max(as_animal, as_chaff)
            else:
                points += as_animal
            # Viewing before Tsuki-fuda: only a basic yaku unlocks them (section 3).
            if self.viewing is _VIEWING_ON or (self.viewing is _VIEWING_BONUS_ONLY and points):
                if pile & _HANAMI == _HANAMI:
                    points += self.hanami
                if pile & _TSUKIMI == _TSUKIMI:
                    points += self.tsukimi
        if self.use_tsukifuda and pile & MONTH_MASK[month - 1] == MONTH_MASK[month - 1]:
            points += self.tsukifuda
        return points


def _tane_kasu_points(scorer: Scorer, animals: int, chaff: int) -> int:
    n_animals, n_chaff = animals.bit_count(), chaff.bit_count()
    points = scorer.tane + n_animals - 5 if n_animals >= 5 else 0
    return points + (scorer.kasu + n_chaff - 10 if n_chaff >= 10 else 0)


def _every_subset(mask: int) -> list[int]:
    cards = cards_of(mask)
    return [
        sum(1 << card for i, card in enumerate(cards) if chosen >> i & 1)
        for chosen in range(1 << len(cards))
    ]


_ALIKE: dict[Scorer, Scorer] = {}  # by the plain fields: rule sets that score alike share one
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
