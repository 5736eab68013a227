"""Card worth: how much capturing a card helps a seat toward yaku, and denies the opponent.

Two measures. ``plain_values`` is a fixed value per card (brights > special animals and ribbons >
plain animals and ribbons > chaff), cheap enough for the simulation's rollouts. ``Appraiser``
weighs a card against both capture piles: a card toward a yaku the seat can still complete is
worth more the closer the yaku is, and a yaku whose cards the opponent already holds is dead.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.cards import DECK_SIZE, KIND, Kind, bit, cards_of
from bot.engine.rules import RuleSet, ViewingYaku
from bot.engine.yaku_table import BASIC, HAND, VIEWING, YAKU, yaku_of_rules

# The fixed value of each kind of card, before the bonuses of plain_values.
_KIND_VALUE = {Kind.BRIGHT: 6.0, Kind.ANIMAL: 2.5, Kind.RIBBON: 2.0, Kind.CHAFF: 1.0}


@dataclass(frozen=True, slots=True)
class Goal:
    """A yaku (or a step of one) as cards to collect: ``need`` of ``cards`` score ``points``,
    and each card beyond ``need`` scores ``extra`` more."""

    cards: int
    need: int
    points: float
    extra: float = 0.0


def goals_for(rules: RuleSet, month: int) -> tuple[Goal, ...]:
    """The yaku of ``rules`` (the engine's yaku table) as goals, for a round of ``month``.

    A yaku that replaces a smaller one is worth the step beyond it; a yaku that must hold one
    particular card (Ame-shikō) is left to the others, a goal counts cards but not which.
    """
    p = rules.yaku_points
    goals = []
    for entry in yaku_of_rules(rules):
        if entry.family == HAND or entry.must:
            continue
        points: float = p[entry.key]
        if entry.outranks:
            points = p[entry.key] - p[entry.outranks[0]]
        elif entry.family == VIEWING:
            # A bonus-only viewing yaku is worth less: it needs another yaku beside it.
            points = p[entry.key] * (1.0 if rules.viewing_yaku is ViewingYaku.ON else 0.5)
        goals.append(Goal(entry.counted(rules, month), entry.need, points, float(entry.grows)))
    return tuple(goals)


def _progress(have: int, goal: Goal) -> float:
    """How far ``have`` cards go toward ``goal``, in points; convex: the last card counts most."""
    if have >= goal.need:
        return goal.points + goal.extra * (have - goal.need)
    return goal.points * (have / goal.need) ** 2


def plain_values(rules: RuleSet) -> tuple[float, ...]:
    """A fixed value per card, for fast rollouts and loose players."""
    values = [_KIND_VALUE[KIND[card]] for card in range(DECK_SIZE)]
    ladder = {key for entry in YAKU for key in entry.outranks}
    for entry in YAKU:
        for card in cards_of(entry.must):
            values[card] = 3.0  # the rain man spoils sankō and shikō: worth taking to deny him
    for entry in YAKU:
        # The cards of a set that needs all of them (ino-shika-chō, akatan, aotan).
        whole_set = entry.family == BASIC and entry.cards.bit_count() == entry.need
        if whole_set and not entry.outranks and entry.key not in ladder:
            for card in cards_of(entry.cards):
                values[card] += 1.5
    if rules.viewing_yaku is not ViewingYaku.OFF:
        bonus = 3.0 if rules.viewing_yaku is ViewingYaku.ON else 1.5
        for entry in YAKU:
            if entry.family == VIEWING:
                for card in cards_of(entry.cards):
                    values[card] += bonus / entry.need  # the sake cup, in both, gains it all
    return tuple(values)


class Appraiser:
    """Weighs cards against both capture piles for one seat of one round."""

    __slots__ = ("_goals", "_plain", "deny_weight", "plain_weight")

    def __init__(
        self, rules: RuleSet, month: int, deny_weight: float = 0.8, plain_weight: float = 0.25
    ) -> None:
        self._goals = goals_for(rules, month)
        self._plain = plain_values(rules)
        self.deny_weight = deny_weight
        self.plain_weight = plain_weight

    def gain(self, cards: int, mine: int, theirs: int) -> float:
        """What adding ``cards`` to pile ``mine`` is worth, with ``theirs`` the other pile."""
        worth = self.yaku_gain(cards, mine, theirs)
        # A small fixed part keeps brights ahead of chaff when no yaku is in reach.
        fixed = 0.0
        while cards:
            low = cards & -cards
            fixed += self._plain[low.bit_length() - 1]
            cards ^= low
        return worth + self.plain_weight * fixed

    def yaku_gain(self, cards: int, mine: int, theirs: int) -> float:
        """The progress toward live yaku that adding ``cards`` to pile ``mine`` makes, in points."""
        worth = 0.0
        for goal in self._goals:
            new = cards & goal.cards
            if not new:
                continue
            # A yaku is dead once the other pile holds too many of its cards.
            if (goal.cards & ~theirs).bit_count() < goal.need:
                continue
            have = (mine & goal.cards).bit_count()
            worth += _progress(have + new.bit_count(), goal) - _progress(have, goal)
        return worth

    def capture_worth(self, cards: int, mine: int, theirs: int) -> float:
        """Capturing ``cards``: my gain plus what the opponent can no longer gain from them."""
        return self.gain(cards, mine, theirs) + self.deny_weight * self.gain(cards, theirs, mine)


def seat_values(
    rules: RuleSet,
    month: int,
    captures: tuple[int, int] | list[int],
    weight: float = 1.0,
    deny_weight: float = 0.5,
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Card values for each seat's rollout play: the fixed value plus the card's progress toward
    the seat's live yaku (and, less, toward the opponent's), as the capture piles stand now."""
    plain = plain_values(rules)
    appraiser = Appraiser(rules, month)
    result: list[tuple[float, ...]] = []
    for seat in (0, 1):
        mine, theirs = captures[seat], captures[1 - seat]
        result.append(tuple(
            plain[card] + weight * (
                appraiser.yaku_gain(bit(card), mine, theirs)
                + deny_weight * appraiser.yaku_gain(bit(card), theirs, mine)
            )
            for card in range(DECK_SIZE)
        ))  # fmt: skip
    return result[0], result[1]


def kind_rank(card: int) -> float:
    """A card's plain kind value (brights first, chaff last)."""
    return _KIND_VALUE[KIND[card]]


__all__ = ["Appraiser", "Goal", "goals_for", "kind_rank", "plain_values", "seat_values"]
