"""The greedy reference player: the capture worth most by card value, stops at its first yaku."""

from __future__ import annotations

from bot.ai.greedy import GreedyPlayer
from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES
from bot.engine.cards import mask_of
from bot.engine.round import Phase, Round
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView

# Card ids: (month - 1) * 4 + slot.
CRANE, PINE_CHAFF_A, PINE_CHAFF_B = 0, 2, 3
PLUM_POETRY, PLUM_CHAFF_A, PLUM_CHAFF_B = 5, 6, 7


def round_with(hand: list[int], field: list[int]) -> Round:
    """A standard round where seat 0 holds ``hand`` facing ``field``, the rest elsewhere."""
    round_ = Round(PRESETS["standard"], list(range(48)), 0, 1)
    rest = [c for c in range(48) if c not in hand and c not in field]
    round_.hands = [mask_of(hand), mask_of(rest[: len(hand)])]
    round_.field = mask_of(field)
    round_.draw_pile = rest[len(hand) :]
    round_.phase, round_.to_move, round_.result = Phase.PLAY, 0, None
    return round_


def test_greedy_plays_the_capture_worth_most_by_card_value() -> None:
    round_ = round_with([PINE_CHAFF_A, PLUM_CHAFF_A], [CRANE, PLUM_CHAFF_B, 40])
    assert GreedyPlayer().decide(PlayerView.of(round_, 0)) == PLAYS[PINE_CHAFF_A]


def test_greedy_lays_its_cheapest_card_when_nothing_captures() -> None:
    round_ = round_with([CRANE, PLUM_CHAFF_A, PLUM_POETRY], [40, 41, 44])
    assert GreedyPlayer().decide(PlayerView.of(round_, 0)) == PLAYS[PLUM_CHAFF_A]


def test_greedy_takes_the_more_valuable_of_two_field_cards() -> None:
    round_ = round_with([PINE_CHAFF_A, 40], [CRANE, PINE_CHAFF_B, 44])
    round_.apply(PLAYS[PINE_CHAFF_A])
    assert round_.phase is Phase.TAKE
    assert GreedyPlayer().decide(PlayerView.of(round_, 0)) == TAKES[CRANE]


def test_greedy_stops_at_its_first_yaku() -> None:
    round_ = round_with([PINE_CHAFF_A, 40], [CRANE, 45])
    round_.captures[0] = mask_of([8, 28, 44])  # curtain, moon, phoenix: sanko
    round_.phase = Phase.KOIKOI
    view = PlayerView.of(round_, 0)
    assert set(view.legal) == {KOIKOI, STOP}
    assert GreedyPlayer().decide(view) == STOP
