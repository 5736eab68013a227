"""Yaku: the scoring sets counted on a capture pile (docs/rules.md section 3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, NamedTuple

from bot.engine.cards import KIND_MASK, Kind, cards_of
from bot.engine.rules import RuleSet, SakeCup, ViewingYaku
from bot.engine.yaku_table import BASIC, MONTH, PILE_YAKU, SAKE, VIEWING, YakuEntry, outranked

# The scorer splits a pile by kind: each basic yaku's cards are of one kind (the table's test
# holds it to that), so one kind's cards form exactly that kind's yaku, read from a table.
_BRIGHT_CARDS: Final = KIND_MASK[Kind.BRIGHT]
_ANIMAL_CARDS: Final = KIND_MASK[Kind.ANIMAL]
_RIBBON_CARDS: Final = KIND_MASK[Kind.RIBBON]
_CHAFF_CARDS: Final = KIND_MASK[Kind.CHAFF]
_BASIC: Final = tuple(e for e in PILE_YAKU if e.family == BASIC)
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

    ``count_yaku`` counts the yaku card by card as the yaku table (``yaku_table.YAKU``) states
    them; ``yaku`` and ``total`` give the same, read from tables that ``count_yaku`` filled in
    once.
    """

    points: tuple[int, ...]  # by yaku of ``yaku_table.PILE_YAKU``
    sake_cup: SakeCup
    viewing: ViewingYaku
    use_tsukifuda: bool
    rain_spoils: bool  # ame-nagare: the rain man or the lightning spoils the viewing yaku
    # The basic yaku the cards of one kind form on their own, for every set of them.
    of_brights: dict[int, tuple[Yaku, ...]] = field(default_factory=dict, compare=False, repr=False)
    of_animals: dict[int, tuple[Yaku, ...]] = field(default_factory=dict, compare=False, repr=False)
    of_ribbons: dict[int, tuple[Yaku, ...]] = field(default_factory=dict, compare=False, repr=False)
    # The same as points, and the chaff yaku's points by number of chaff.
    by_brights: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    by_animals: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    by_ribbons: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    by_chaff_count: list[int] = field(default_factory=list, compare=False, repr=False)
    # The basic yaku with their points; (key, cards, need, points, spoilers) of the viewing yaku
    # and (key, cards, need, points), month by month, of Tsuki-fuda.
    basic: list[tuple[YakuEntry, int]] = field(default_factory=list, compare=False, repr=False)
    viewing_sets: list[tuple[str, int, int, int, int]] = field(
        default_factory=list, compare=False, repr=False
    )
    month_sets: list[list[tuple[str, int, int, int]]] = field(
        default_factory=list, compare=False, repr=False
    )

    @classmethod
    def from_rules(cls, rules: RuleSet) -> Scorer:
        """Build the scorer for ``rules`` (shared by every rule set that scores alike)."""
        scorer = cls(
            points=tuple(rules.points(entry.key) for entry in PILE_YAKU),
            sake_cup=rules.sake_cup,
            viewing=rules.viewing_yaku,
            use_tsukifuda=rules.tsukifuda,
            rain_spoils=rules.rain_spoils_viewing,
        )
        shared = _ALIKE.setdefault(scorer, scorer)
        if shared is scorer:
            scorer._fill_tables(rules)
        return shared

    def _fill_tables(self, rules: RuleSet) -> None:
        by_entry = dict(zip(PILE_YAKU, self.points, strict=True))
        self.basic.extend((entry, by_entry[entry]) for entry in _BASIC)
        self.viewing_sets.extend(
            (entry.key, entry.cards, entry.need, by_entry[entry], entry.spoiled_by(rules))
            for entry in PILE_YAKU
            if entry.family == VIEWING and entry.in_rules(rules)
        )
        self.month_sets.extend(
            [
                (entry.key, entry.counted(rules, month), entry.need, by_entry[entry])
                for entry in PILE_YAKU
                if entry.family == MONTH and entry.in_rules(rules)
            ]
            for month in range(1, 13)
        )
        # The sake cup alone is no chaff yaku, so one kind's cards form exactly that kind's yaku.
        for of_kind, by_kind, kind in (
            (self.of_brights, self.by_brights, _BRIGHT_CARDS),
            (self.of_animals, self.by_animals, _ANIMAL_CARDS),
            (self.of_ribbons, self.by_ribbons, _RIBBON_CARDS),
        ):
            for cards in _every_subset(kind):
                of_kind[cards] = tuple(self._count_basic_yaku(cards, True, False))
                by_kind[cards] = sum(y.points for y in of_kind[cards])
        for n in range(_CHAFF_CARDS.bit_count() + 2):
            self.by_chaff_count.append(sum(y.points for y in self._by_count(n, 0)))

    # -- the rule ---------------------------------------------------------------------------

    def count_yaku(self, pile: int, month: int) -> list[Yaku]:
        """Every yaku the capture pile ``pile`` forms in a round of ``month``, card by card."""
        if not pile & SAKE or self.sake_cup is _SAKE_ANIMAL:
            found = self._count_basic_yaku(pile, True, False)
        elif self.sake_cup is _SAKE_BOTH:
            found = self._count_basic_yaku(pile, True, True)
        else:  # joker: animal or chaff, whichever scores more (ties stay an animal)
            found = self._count_basic_yaku(pile, True, False)
            as_chaff = self._count_basic_yaku(pile, False, True)
            if sum(y.points for y in as_chaff) > sum(y.points for y in found):
                found = as_chaff
        return self._with_viewing_and_tsukifuda(found, pile, month)

    def _count_basic_yaku(self, pile: int, sake_animal: bool, sake_chaff: bool) -> list[Yaku]:
        """The basic yaku of ``pile``, with the sake cup counted as an animal, chaff or both."""
        found: list[Yaku] = []
        for entry, points in self.basic:
            cards = entry.cards
            if entry.sake_as_chaff:
                if sake_chaff:
                    cards |= SAKE
            elif not sake_animal:
                cards &= ~SAKE
            held = pile & cards
            n = held.bit_count()
            if n >= entry.need and pile & entry.must == entry.must:
                found.append(Yaku(entry.key, points + entry.grows * (n - entry.need), held))
        if len(found) > 1:
            beaten = outranked({y.key for y in found})
            if beaten:
                found = [y for y in found if y.key not in beaten]
        return found

    def _by_count(self, n_chaff: int, chaff: int) -> list[Yaku]:
        """The chaff yaku ``n_chaff`` chaff form (``chaff``: their mask); chaff have too many sets
        of cards for a table, so they are counted by number."""
        found: list[Yaku] = []
        for entry, points in self.basic:
            if entry.cards & _CHAFF_CARDS and n_chaff >= entry.need:
                found.append(Yaku(entry.key, points + entry.grows * (n_chaff - entry.need), chaff))
        return found

    def _with_viewing_and_tsukifuda(self, found: list[Yaku], pile: int, month: int) -> list[Yaku]:
        # Only a basic yaku unlocks the viewing yaku: Tsuki-fuda alone does not (section 3).
        if self.viewing is _VIEWING_ON or (self.viewing is not _VIEWING_OFF and found):
            for key, cards, need, points, spoilers in self.viewing_sets:
                if (pile & cards).bit_count() >= need and not pile & spoilers:
                    found.append(Yaku(key, points, cards))
        if self.use_tsukifuda:
            for key, cards, need, points in self.month_sets[month - 1]:
                if (pile & cards).bit_count() >= need:
                    found.append(Yaku(key, points, cards))
        return found

    # -- the same, read from the tables -----------------------------------------------------

    def yaku(self, pile: int, month: int) -> list[Yaku]:
        """Every yaku the capture pile ``pile`` forms in a round of ``month``."""
        if pile & SAKE and self.sake_cup is not _SAKE_ANIMAL:
            return self.count_yaku(pile, month)  # the sake cup may be chaff: counted in full
        found = [
            *self.of_brights[pile & _BRIGHT_CARDS],
            *self.of_animals[pile & _ANIMAL_CARDS],
            *self.of_ribbons[pile & _RIBBON_CARDS],
        ]
        chaff = pile & _CHAFF_CARDS
        found += self._by_count(chaff.bit_count(), chaff)
        return self._with_viewing_and_tsukifuda(found, pile, month)

    def total(self, pile: int, month: int) -> int:
        """The yaku total of ``pile`` before any koi-koi multiplier: the sum of ``yaku``.

        Read from the tables without building the list: every turn that captures asks for it.
        """
        animals = pile & _ANIMAL_CARDS
        n_chaff = (pile & _CHAFF_CARDS).bit_count()
        points = self.by_brights[pile & _BRIGHT_CARDS] + self.by_ribbons[pile & _RIBBON_CARDS]
        if not pile & SAKE:  # every viewing yaku holds the sake cup
            points += self.by_animals[animals] + self.by_chaff_count[n_chaff]
        else:
            as_animal = self.by_animals[animals] + self.by_chaff_count[n_chaff]
            if self.sake_cup is _SAKE_BOTH:
                points += self.by_animals[animals] + self.by_chaff_count[n_chaff + 1]
            elif self.sake_cup is _SAKE_JOKER:  # whichever scores more
                as_chaff = self.by_animals[animals ^ SAKE] + self.by_chaff_count[n_chaff + 1]
                points += max(as_animal, as_chaff)
            else:
                points += as_animal
            # Viewing before Tsuki-fuda: only a basic yaku unlocks them (section 3).
            if self.viewing is _VIEWING_ON or (self.viewing is _VIEWING_BONUS_ONLY and points):
                for _, cards, need, value, spoilers in self.viewing_sets:
                    if (pile & cards).bit_count() >= need and not pile & spoilers:
                        points += value
        if self.use_tsukifuda:
            for _, cards, need, value in self.month_sets[month - 1]:
                if (pile & cards).bit_count() >= need:
                    points += value
        return points


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
