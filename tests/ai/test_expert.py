"""The expert's appraisal, which nudges its simulation, judges card plays as normal does."""

from __future__ import annotations

import pytest

from bot.ai.expert import ExpertPlayer
from bot.ai.normal import NormalPlayer
from bot.ai.outlook import MatchOutlook
from bot.engine.actions import PLAYS
from tests.ai.positions import (
    CRANE,
    PAULOWNIA_CHAFF_A,
    PHOENIX,
    PINE_CHAFF_A,
    PINE_POETRY,
    seat_zero_facing,
    two_brights_one_out_of_reach,
)

CHERRY_POETRY, BUTTERFLIES = 9, 20


def test_the_experts_appraisal_prefers_the_bright_the_opponent_could_reach() -> None:
    view = two_brights_one_out_of_reach()
    nudges = ExpertPlayer()._nudges(view, MatchOutlook.of(view))
    by_action = dict(zip(view.legal, nudges, strict=True))
    assert by_action[PLAYS[PAULOWNIA_CHAFF_A]] > by_action[PLAYS[PINE_CHAFF_A]]


def test_the_experts_appraisal_is_normals_worth_in_the_simulations_units() -> None:
    view = seat_zero_facing(
        hand=[PINE_CHAFF_A, PAULOWNIA_CHAFF_A, BUTTERFLIES], field=[CRANE, PHOENIX, CHERRY_POETRY],
        captured=[PINE_POETRY],
    )  # fmt: skip
    nudges = ExpertPlayer()._nudges(view, MatchOutlook.of(view))
    worths = NormalPlayer().worths(view)
    scale = nudges[0] / worths[0]
    assert scale > 0
    assert nudges == pytest.approx([scale * w for w in worths])
