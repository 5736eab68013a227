"""The Discord rules bench (bench.discord_rules): matches between members play to their end."""

from __future__ import annotations

import random

import pytest

from bench import discord_rules

pytestmark = pytest.mark.slow


async def test_a_pair_plays_on_when_one_member_spends_their_clicks_in_the_middle_of_a_turn():
    # One click each: the first member picks a card (two-step play) and must still confirm it.
    # A member who stopped there left the other waiting for a turn that never came.
    random.seed(1)
    figures = await discord_rules.run(1, 1, limit=True, between=True, wait=60)
    assert figures.clicks >= 2
    assert len(figures.shown) == figures.clicks - 1  # every click but the first waited for a turn
