"""Playing a determinised round out fast: the round rules on plain ints, with a greedy policy.

This mirrors ``bot.engine.round.Round`` without events, legality checks or Action objects,
because the expert plays thousands of rounds per decision; tests check that both give the same
scores for the same moves. ``RULE_FIELDS`` says how the copy treats every RuleSet field, and
``check_rules`` refuses a rule set it cannot play, so a new rule option cannot be silently
played by the old rules.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from bot.engine.actions import Action
from bot.engine.cards import MONTH_MASK, iter_cards
from bot.engine.rules import (
    YAKU_KEYS,
    ExhaustedRound,
    Multiplier,
    RuleSet,
    SakeCup,
    ViewingYaku,
)
from bot.engine.yaku import scorer_for


@dataclass(frozen=True, slots=True)
class RuleHandling:
    """How the rollout treats one RuleSet field: ``how`` it is honoured or why it may be ignored,
    and the ``values`` it can play (None: any value)."""

    how: str
    values: frozenset[object] | None = None


# Every RuleSet field, and how the rollout plays it. A field missing here fails a test; a value
# outside ``values`` is refused by check_rules.
RULE_FIELDS: Mapping[str, RuleHandling] = MappingProxyType({
    "name": RuleHandling("ignored: a label"),
    "rounds": RuleHandling("ignored: the match's length; the expert's outlook weighs it"),
    "target_score": RuleHandling("ignored: the match's end; the expert's outlook weighs it"),
    "first_dealer": RuleHandling("ignored: chosen before the first deal"),
    "next_dealer": RuleHandling("ignored: chosen between rounds"),
    "redeal_four_of_a_month_on_field": RuleHandling(
        "ignored: settled at the deal, before any decision"
    ),
    "redeal_four_pairs_on_field": RuleHandling("ignored: settled at the deal, before any decision"),
    "hand_bonuses": RuleHandling("ignored: teshi and kuttsuki end the round at the deal"),
    "multiplier": RuleHandling(
        "honoured: koi-koi doubling in the score and the stop test",
        frozenset({Multiplier.DOUBLING, Multiplier.NONE}),
    ),
    "exhausted_round": RuleHandling(
        "honoured: draw, or the last caller or the dealer scores",
        frozenset({ExhaustedRound.DRAW, ExhaustedRound.LAST_CALLER_OR_DEALER}),
    ),
    "oya_ken_points": RuleHandling("honoured: the dealer's points on an exhausted round"),
    "sake_cup": RuleHandling(
        "honoured: by the engine's yaku scorer",
        frozenset({SakeCup.ANIMAL, SakeCup.JOKER, SakeCup.BOTH}),
    ),
    "viewing_yaku": RuleHandling(
        "honoured: by the engine's yaku scorer",
        frozenset({ViewingYaku.ON, ViewingYaku.BONUS_ONLY, ViewingYaku.OFF}),
    ),
    "tsukifuda": RuleHandling("honoured: by the engine's yaku scorer"),
    "seven_point_doubling": RuleHandling("honoured: in the score"),
    "loser_pays": RuleHandling("honoured: in the score"),
    "yaku_points": RuleHandling("honoured: by the engine's yaku scorer"),
    "pile_order": RuleHandling("ignored: how capture piles are drawn, not how the game is played"),
    "based_on": RuleHandling("ignored: the preset the rules start from, a label"),
    "variants_offered": RuleHandling("ignored: what a match may add, chosen before it starts"),
    "twelve_months": RuleHandling("ignored: a label; its rounds and target are the rules"),
    "two_step_by_default": RuleHandling("ignored: how members click, not how the game is played"),
})  # fmt: skip


class UnsupportedRuleError(ValueError):
    """A rule set with a field or value the rollout does not know how to play."""


def check_rules(rules: RuleSet) -> None:
    """Raise UnsupportedRuleError unless the rollout plays every field of ``rules`` faithfully."""
    for name in type(rules).model_fields:
        handling = RULE_FIELDS.get(name)
        if handling is None:
            raise UnsupportedRuleError(f"the rollout does not know the rule {name!r}")
        value = getattr(rules, name)
        if handling.values is not None and value not in handling.values:
            raise UnsupportedRuleError(f"the rollout cannot play {name}={value!r}")
    unknown = set(rules.yaku_points) - set(YAKU_KEYS)
    if unknown:
        raise UnsupportedRuleError(f"the rollout does not know the yaku {sorted(unknown)}")


# Phases of the simulation; PLAY, TAKE and KOIKOI are the engine's decisions.
PLAY, TAKE, DRAW, CHECK, KOIKOI, NEXT = range(6)


@dataclass(slots=True)
class SimRound:
    """A round with every card placed: what a determinisation of a view produces."""

    rules: RuleSet
    month: int
    dealer: int
    hands: list[int]
    field: int
    draw_pile: list[int]  # top last, as in the engine
    captures: list[int]
    koikoi_calls: list[int]
    last_total: list[int]
    last_caller: int | None
    to_move: int
    phase: int  # PLAY, TAKE or KOIKOI
    pending_card: int | None = None
    pending_from_hand: bool = False


@dataclass(frozen=True, slots=True)
class RolloutPolicy:
    """How both seats play in a rollout.

    Greedy on card values (``seat_values`` per seat when given, else ``values`` for both); with
    probability ``explore`` a random hand card instead, so
    that a playout is not the one line a greedy player would choose. Seats stop at any yaku worth
    ``stop_at`` points or more (after the multiplier), or with ``stop_hand`` cards or fewer in
    hand; otherwise they call koi-koi.
    """

    values: tuple[float, ...]
    explore: float = 0.1
    seat_values: tuple[tuple[float, ...], tuple[float, ...]] | None = None
    lay_weight: float = 0.6
    stop_at: int = 1
    stop_hand: int = 8


def playout(
    sim: SimRound, first: Action | None, policy: RolloutPolicy, rng: random.Random
) -> tuple[int, int]:
    """Play ``sim`` to the end, ``first`` being the first decision (None: the policy's own);
    returns the points each seat scores. ``sim`` is not changed."""
    rules = sim.rules
    total = scorer_for(rules).total
    month = sim.month
    hands = list(sim.hands)
    field = sim.field
    draw = list(sim.draw_pile)
    caps = list(sim.captures)
    calls = list(sim.koikoi_calls)
    last = list(sim.last_total)
    last_caller = sim.last_caller
    seat = sim.to_move
    phase = sim.phase
    pending = sim.pending_card if sim.pending_card is not None else -1
    from_hand = sim.pending_from_hand
    by_seat = policy.seat_values or (policy.values, policy.values)
    explore = policy.explore
    lay_weight = policy.lay_weight
    months = MONTH_MASK
    rand = rng.random
    captured = True  # whether the seat's pile grew this turn (its total cannot rise otherwise)
    forced = first
    current = 0

    while True:
        if phase == PLAY:
            hand = hands[seat]
            values = by_seat[seat]
            if forced is not None:
                card = forced.card
                forced = None
            elif explore and rand() < explore:
                cards = []
                h = hand
                while h:
                    low = h & -h
                    cards.append(low.bit_length() - 1)
                    h ^= low
                card = cards[int(rand() * len(cards))]
            else:
                card = -1
                best = -1e9
                h = hand
                while h:
                    low = h & -h
                    c = low.bit_length() - 1
                    h ^= low
                    m = field & months[c >> 2]
                    if not m:
                        score = -lay_weight * values[c]
                    else:
                        low = m & -m
                        v = values[low.bit_length() - 1]
                        rest = m ^ low
                        if rest:
                            low = rest & -rest
                            w = values[low.bit_length() - 1]
                            rest ^= low
                            if rest:  # three on the field: the whole month is taken
                                v += w + values[rest.bit_length() - 1]
                            elif w > v:
                                v = w
                        score = values[c] + v
                    if score > best:
                        best = score
                        card = c
            hands[seat] = hand ^ (1 << card)
            captured = False
            m = field & months[card >> 2]
            n = m.bit_count()
            if n == 2:
                pending = card
                from_hand = True
                phase = TAKE
                continue
            if n == 0:
                field |= 1 << card
            else:
                field ^= m
                caps[seat] |= m | 1 << card
                captured = True
            phase = DRAW
        elif phase == TAKE:
            m = field & months[pending >> 2]
            if forced is not None:
                chosen = forced.card
                forced = None
            else:
                low = m & -m
                a = low.bit_length() - 1
                b = (m ^ low).bit_length() - 1
                values = by_seat[seat]
                chosen = a if values[a] >= values[b] else b
            field ^= 1 << chosen
            caps[seat] |= 1 << chosen | 1 << pending
            captured = True
            pending = -1
            phase = DRAW if from_hand else CHECK
        elif phase == DRAW:
            card = draw.pop()
            m = field & months[card >> 2]
            n = m.bit_count()
            if n == 2:
                pending = card
                from_hand = False
                phase = TAKE
                continue
            if n == 0:
                field |= 1 << card
            else:
                field ^= m
                caps[seat] |= m | 1 << card
                captured = True
            phase = CHECK
        elif phase == CHECK:
            phase = NEXT
            if captured:
                current = total(caps[seat], month)
                if current > last[seat]:
                    if not hands[seat]:
                        return _scored(rules, seat, current, calls)
                    phase = KOIKOI
        elif phase == KOIKOI:
            if forced is not None:
                stop = forced.verb == "stop"
                forced = None
            else:
                current = total(caps[seat], month)
                pot = current << (calls[0] + calls[1]) if rules.koikoi_doubles else current
                stop = pot >= policy.stop_at or hands[seat].bit_count() <= policy.stop_hand
            if stop:
                return _scored(rules, seat, total(caps[seat], month), calls)
            calls[seat] += 1
            last_caller = seat
            last[seat] = total(caps[seat], month)
            phase = NEXT
        else:  # NEXT
            if not hands[0] and not hands[1]:
                if rules.exhausted_round is ExhaustedRound.DRAW:
                    return 0, 0
                if last_caller is not None:
                    return _scored(rules, last_caller, total(caps[last_caller], month), calls)
                oya = rules.oya_ken_points
                loss = -oya if rules.loser_pays else 0
                return (oya, loss) if sim.dealer == 0 else (loss, oya)
            seat = 1 - seat
            phase = PLAY
            captured = False


def shuffle(cards: list[int], rng: random.Random) -> None:
    """Shuffle ``cards`` in place with the draws ``rng.shuffle`` makes (the same order for the
    same generator), here so that it runs compiled with the playouts."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:  # a draw of k bits beyond n is drawn again: each place equally likely
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def seat_values(policy: RolloutPolicy, seat: int) -> tuple[float, ...]:
    """The card values ``seat`` plays by."""
    return policy.values if policy.seat_values is None else policy.seat_values[seat]


def greedy_play(hand: int, field: int, policy: RolloutPolicy, seat: int = 0) -> int:
    """The hand card the greedy policy plays (``playout`` inlines the same choice)."""
    values = seat_values(policy, seat)
    best_card, best = -1, -1e9
    for card in iter_cards(hand):
        matches = [values[c] for c in iter_cards(field & MONTH_MASK[card >> 2])]
        if not matches:
            score = -policy.lay_weight * values[card]
        elif len(matches) == 3:
            score = values[card] + sum(matches)
        else:
            score = values[card] + max(matches)
        if score > best:
            best_card, best = card, score
    return best_card


def greedy_take(options: int, policy: RolloutPolicy, seat: int = 0) -> int:
    """Which of two field cards the greedy policy captures (the lower id on a tie)."""
    first, second = iter_cards(options)
    values = seat_values(policy, seat)
    return first if values[first] >= values[second] else second


def policy_stops(policy: RolloutPolicy, pot: int, hand_count: int) -> bool:
    """Whether the policy stops with ``pot`` points at stake and ``hand_count`` cards in hand."""
    return pot >= policy.stop_at or hand_count <= policy.stop_hand


def _scored(rules: RuleSet, seat: int, base: int, calls: list[int]) -> tuple[int, int]:
    """What each seat gets when ``seat`` scores a yaku total of ``base`` (engine ``_scored``)."""
    if rules.seven_point_doubling and base >= 7:
        base *= 2
    gained = base << (calls[0] + calls[1]) if rules.koikoi_doubles else base
    loss = -gained if rules.loser_pays else 0
    return (gained, loss) if seat == 0 else (loss, gained)


def stop_points(sim: SimRound, seat: int) -> tuple[int, int]:
    """What each seat gets if ``seat`` stops now."""
    base = scorer_for(sim.rules).total(sim.captures[seat], sim.month)
    return _scored(sim.rules, seat, base, sim.koikoi_calls)


__all__ = [
    "RULE_FIELDS", "RolloutPolicy", "RuleHandling", "SimRound", "UnsupportedRuleError",
    "check_rules", "greedy_play", "greedy_take", "playout", "policy_stops", "seat_values",
    "shuffle", "stop_points",
]  # fmt: skip
