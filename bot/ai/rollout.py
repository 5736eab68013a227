"""Playing a determinised round out fast: the round's turns on plain ints, with a greedy policy.

The turns follow ``bot.engine.round.Round`` without events, legality checks or Action objects,
because the expert plays thousands of rounds per decision; what the round's end scores is the
engine's own (``bot.engine.scoring``), and tests check that both give the same scores for the
same moves. ``RULE_FIELDS`` says how the playouts treat every RuleSet field, and
``check_rules`` refuses a rule set they cannot play, so a new rule option cannot be silently
played by the old rules.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from bot.engine.actions import Action
from bot.engine.cards import MONTH_MASK
from bot.engine.rules import (
    YAKU_KEYS,
    ExhaustedRound,
    Multiplier,
    RuleSet,
    SakeCup,
    ViewingYaku,
)
from bot.engine.scoring import Calls, exhausted_score, multiplier, stop_score
from bot.engine.yaku import scorer_for
from bot.engine.yaku_table import RAIN_SPOILERS


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
        "honoured: the engine's multiplier in the score and the stop test",
        frozenset(Multiplier),
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
    "rain_spoils_viewing": RuleHandling(
        "honoured: by the engine's yaku scorer, and the rain lowers the last total as in the engine"
    ),
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


# The decisions a SimRound can stand at (the engine's phases).
PLAY, TAKE, KOIKOI = range(3)


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
    turn_cards: int  # the cards moved so far in the turn (the engine's); read in the TAKE phase
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
    table = _Playout(sim, policy, rng)
    seat = sim.to_move
    over = table.resume(sim, first)
    while not over:
        seat = 1 - seat
        over = table.turn(seat, table.card_to_play(seat))
    return table.points


class _Playout:
    """A round being played out: the state of a SimRound on plain ints, changed in place, and
    the policy both seats play by. Each step returns whether it ended the round."""

    def __init__(self, sim: SimRound, policy: RolloutPolicy, rng: random.Random) -> None:
        self.rules = sim.rules
        self.scorer = scorer_for(sim.rules)
        self.month = sim.month
        self.dealer = sim.dealer
        self.hands = list(sim.hands)
        self.field = sim.field
        self.draw_pile = list(sim.draw_pile)
        self.captures = list(sim.captures)
        self.koikoi_calls = list(sim.koikoi_calls)
        self.last_total = list(sim.last_total)
        self.last_caller = sim.last_caller
        self.policy = policy
        self.values = policy.seat_values or (policy.values, policy.values)
        self.random = rng.random
        self.captured = False  # whether the seat's pile grew this turn (else no yaku can form)
        self.rain_spoils = sim.rules.rain_spoils_viewing
        # the pile of the seat to move as it was before the turn (ame-nagare reads it)
        self.pile_before = sim.captures[sim.to_move] & ~sim.turn_cards
        self.points = (0, 0)  # what each seat scores, once the round is over

    def resume(self, sim: SimRound, first: Action | None) -> bool:
        """Finish the turn ``sim`` stands in, ``first`` being its decision (None: the policy's)."""
        seat = sim.to_move
        if sim.phase == PLAY:
            return self.turn(seat, self.card_to_play(seat) if first is None else first.card)
        if sim.phase == TAKE:
            card = sim.pending_card
            assert card is not None
            chosen = self.card_to_take(seat, card) if first is None else first.card
            self.capture_choice(seat, card, chosen)
            return self.draw_step(seat) if sim.pending_from_hand else self.check_yaku(seat)
        total = self.total_of(seat)
        stop = self.stops(seat, total) if first is None else first.verb == "stop"
        return self.decide(seat, stop, total)

    # -- the round's rules ------------------------------------------------------------------

    def turn(self, seat: int, card: int) -> bool:
        """``seat`` plays ``card`` from its hand, then draws."""
        self.hands[seat] ^= 1 << card
        self.captured = False
        self.pile_before = self.captures[seat]
        if self.match(seat, card):
            self.capture_choice(seat, card, self.card_to_take(seat, card))
        return self.draw_step(seat)

    def draw_step(self, seat: int) -> bool:
        """``seat`` turns the top card of the draw pile."""
        card = self.draw_pile.pop()
        if self.match(seat, card):
            self.capture_choice(seat, card, self.card_to_take(seat, card))
        return self.check_yaku(seat)

    def match(self, seat: int, card: int) -> bool:
        """Lay ``card`` on the field, or capture its one or three matches; True when two field
        cards match and ``seat`` must choose one."""
        matches = self.field & MONTH_MASK[card >> 2]
        if not matches:
            self.field |= 1 << card
            return False
        if matches.bit_count() == 2:
            return True
        self.field ^= matches
        self.captures[seat] |= matches | 1 << card
        self.captured = True
        return False

    def capture_choice(self, seat: int, card: int, chosen: int) -> None:
        """``card`` captures the field card ``chosen``."""
        self.field ^= 1 << chosen
        self.captures[seat] |= 1 << chosen | 1 << card
        self.captured = True

    def check_yaku(self, seat: int) -> bool:
        """A risen total asks for STOP or KOI-KOI, but is scored at once with an empty hand."""
        if self.captured:
            pile = self.captures[seat]
            total = self.scorer.total(pile, self.month)
            rain = pile & ~self.pile_before & RAIN_SPOILERS
            if rain and self.rain_spoils:
                # Ame-nagare, as the engine: a new yaku is one beyond what the rain left of the
                # last total (the pile before the turn, and the rain).
                rained = self.scorer.total(self.pile_before | rain, self.month)
                self.last_total[seat] = min(self.last_total[seat], rained)
            if total > self.last_total[seat]:
                if not self.hands[seat]:
                    return self.stop(seat, total)
                return self.decide(seat, self.stops(seat, total), total)
        return self.next_turn()

    def decide(self, seat: int, stop: bool, total: int) -> bool:
        """``seat``, with a yaku total of ``total``, stops or calls koi-koi."""
        if stop:
            return self.stop(seat, total)
        self.koikoi_calls[seat] += 1
        self.last_caller = seat
        self.last_total[seat] = total  # to stop later, the total must rise again
        return self.next_turn()

    def stop(self, seat: int, total: int) -> bool:
        """``seat`` stops with a yaku total of ``total``: the engine's scoring."""
        self.points = stop_score(self.rules, seat, total, self.calls()).points
        return True

    def next_turn(self) -> bool:
        """Play passes on, unless both hands are empty: the round is exhausted."""
        if self.hands[0] or self.hands[1]:
            return False
        caller = self.last_caller
        caller_total = 0 if caller is None else self.total_of(caller)
        score = exhausted_score(self.rules, self.dealer, caller, caller_total, self.calls())
        self.points = score.points
        return True

    def total_of(self, seat: int) -> int:
        """The yaku total of ``seat``'s capture pile, before any multiplier."""
        return self.scorer.total(self.captures[seat], self.month)

    def calls(self) -> Calls:
        """Each seat's koi-koi calls."""
        return self.koikoi_calls[0], self.koikoi_calls[1]

    # -- the policy's choices ---------------------------------------------------------------

    def card_to_play(self, seat: int) -> int:
        """The policy's hand card: now and then a random one, else the greedy choice."""
        explore = self.policy.explore
        if explore and self.random() < explore:
            return nth_card(self.hands[seat], self.random())
        return best_card(self.hands[seat], self.field, self.values[seat], self.policy.lay_weight)

    def card_to_take(self, seat: int, card: int) -> int:
        """Which of the two field cards matching ``card`` the policy captures."""
        return better_of_two(self.field & MONTH_MASK[card >> 2], self.values[seat])

    def stops(self, seat: int, total: int) -> bool:
        """Whether the policy stops ``seat`` with a yaku total of ``total``."""
        pot = total * multiplier(self.rules, seat, self.calls())
        return policy_stops(self.policy, pot, self.hands[seat].bit_count())


def nth_card(cards: int, share: float) -> int:
    """The card ``share`` (0 <= share < 1) of the way along ``cards`` in ascending order."""
    n = int(share * cards.bit_count())
    while n:
        cards &= cards - 1
        n -= 1
    return (cards & -cards).bit_length() - 1


def best_card(hand: int, field: int, values: tuple[float, ...], lay_weight: float) -> int:
    """The greedy hand card: the most valuable capture (a card and the better of two matches,
    or all three), or else the least valuable card to lay (the lowest id on a tie)."""
    card = -1
    best = -1e9
    while hand:
        low = hand & -hand
        c = low.bit_length() - 1
        hand ^= low
        m = field & MONTH_MASK[c >> 2]
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
    return card


def better_of_two(options: int, values: tuple[float, ...]) -> int:
    """The more valuable of two cards (the lower id on a tie)."""
    low = options & -options
    first = low.bit_length() - 1
    second = (options ^ low).bit_length() - 1
    return first if values[first] >= values[second] else second


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
    """The hand card the greedy policy plays."""
    return best_card(hand, field, seat_values(policy, seat), policy.lay_weight)


def greedy_take(options: int, policy: RolloutPolicy, seat: int = 0) -> int:
    """Which of two field cards the greedy policy captures (the lower id on a tie)."""
    return better_of_two(options, seat_values(policy, seat))


def policy_stops(policy: RolloutPolicy, pot: int, hand_count: int) -> bool:
    """Whether the policy stops with ``pot`` points at stake and ``hand_count`` cards in hand."""
    return pot >= policy.stop_at or hand_count <= policy.stop_hand


def stop_points(sim: SimRound, seat: int) -> tuple[int, int]:
    """What each seat gets if ``seat`` stops now."""
    total = scorer_for(sim.rules).total(sim.captures[seat], sim.month)
    calls = sim.koikoi_calls[0], sim.koikoi_calls[1]
    return stop_score(sim.rules, seat, total, calls).points


__all__ = [
    "RULE_FIELDS", "RolloutPolicy", "RuleHandling", "SimRound", "UnsupportedRuleError",
    "best_card", "better_of_two", "check_rules", "greedy_play", "greedy_take", "nth_card",
    "playout", "policy_stops", "seat_values", "shuffle", "stop_points",
]  # fmt: skip
