"""Random positions for the computer player tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from bot.engine.cards import mask_of
from bot.engine.match import deal_for
from bot.engine.round import Phase, Round
from bot.engine.rules import PRESETS, RuleSet
from bot.engine.view import PlayerView


def random_round(rules: RuleSet, rng: random.Random) -> Round:
    """A fresh playable round from a random deal."""
    month = rng.randint(1, 12)
    seed = rng.getrandbits(32)
    for attempt in range(100):
        round_ = Round(rules, deal_for(seed, 1, attempt), rng.randrange(2), month)
        if not round_.over:
            return round_
    raise AssertionError("no playable deal")


def random_positions(rules: RuleSet, rng: random.Random, count: int) -> Iterator[Round]:
    """Rounds played at random to a decision with more than one choice."""
    produced = 0
    while produced < count:
        round_ = random_round(rules, rng)
        stop_after = rng.randrange(40)
        steps = 0
        while not round_.over:
            legal = round_.legal_actions()
            if len(legal) > 1 and steps >= stop_after:
                produced += 1
                yield round_.copy()
                break
            round_.apply(rng.choice(legal))
            steps += 1


def with_other_hidden_cards(round_: Round, seat: int, rng: random.Random) -> Round:
    """The same round for ``seat`` to see, with the opponent's hand and the draw pile dealt anew."""
    other = round_.copy()
    opponent = 1 - seat
    hidden = [c for c in range(48) if round_.hands[opponent] >> c & 1] + list(round_.draw_pile)
    rng.shuffle(hidden)
    size = round_.hands[opponent].bit_count()
    other.hands[opponent] = mask_of(hidden[:size])
    other.draw_pile = hidden[size:]
    return other


def seat_zero_facing(hand: list[int], field: list[int], captured: list[int]) -> PlayerView:
    """Seat 0's view with ``hand``, ``field`` and its own ``captured`` pile; the opponent holds
    as many cards as seat 0, dealt from the rest."""
    round_ = Round(PRESETS["standard"], list(range(48)), 0, 1)
    rest = [c for c in range(48) if c not in hand + field + captured]
    round_.hands = [mask_of(hand), mask_of(rest[: len(hand)])]
    round_.field = mask_of(field)
    round_.captures = [mask_of(captured), 0]
    round_.draw_pile = rest[len(hand) :]
    round_.phase, round_.to_move, round_.result = Phase.PLAY, 0, None
    return PlayerView.of(round_, 0)


# Card ids: (month - 1) * 4 + slot.
CRANE, PINE_POETRY, PINE_CHAFF_A, PINE_CHAFF_B = 0, 1, 2, 3
PHOENIX, PAULOWNIA_CHAFF_A = 44, 45


def two_brights_one_out_of_reach() -> PlayerView:
    """Seat 0 may take the crane or the phoenix, each with a chaff. The crane's other
    month-mates are in seat 0's pile, so only its own chaff can take it; the phoenix's are
    unseen."""
    return seat_zero_facing(
        hand=[PINE_CHAFF_A, PAULOWNIA_CHAFF_A], field=[CRANE, PHOENIX],
        captured=[PINE_POETRY, PINE_CHAFF_B],
    )  # fmt: skip
