from __future__ import annotations

from bot.engine.rules import preset
from bot.engine.scoring import koikoi_stake


def test_a_koikoi_call_doubles_every_later_stop_in_the_standard_rules() -> None:
    stake = koikoi_stake(preset("standard"), 0, (1, 0))
    assert (stake.multiplier_now, stake.multiplier_after) == (2, 4)


def test_a_koikoi_call_changes_no_multiplier_in_the_traditional_and_single_deal_rules() -> None:
    for name in ("traditional", "single-deal"):
        stake = koikoi_stake(preset(name), 0, (0, 0))
        assert stake.multiplier_now == stake.multiplier_after == 1


def test_only_the_traditional_exhausted_round_still_pays_the_koikoi_caller() -> None:
    paying = {name: koikoi_stake(preset(name), 0, (0, 0)).exhausted_pays_caller
              for name in ("standard", "traditional", "single-deal")}  # fmt: skip
    assert paying == {"standard": False, "traditional": True, "single-deal": False}
