from __future__ import annotations

import pytest

from bot.engine.rules import PRESETS, preset
from bot.engine.yaku_table import BY_KEY
from bot.render.guide import WIDTH, guide_yaku, render_yaku_guide
from tests.render.conftest import open_png


def test_standard_guide_has_viewing_yaku_but_no_month_or_hand_bonus() -> None:
    keys = guide_yaku(preset("standard"))
    assert {"hanami", "tsukimi"} <= set(keys)
    assert not {"tsukifuda", "teshi", "kuttsuki"} & set(keys)


def test_traditional_guide_adds_tsuki_fuda() -> None:
    assert "tsukifuda" in guide_yaku(preset("traditional"))


def test_single_deal_guide_drops_viewing_yaku_and_adds_hand_bonuses() -> None:
    keys = guide_yaku(preset("single-deal"))
    assert not {"hanami", "tsukimi"} & set(keys)
    assert {"teshi", "kuttsuki"} <= set(keys)


def test_a_yaku_worth_nothing_is_left_out() -> None:
    rules = preset("standard").model_copy(
        update={"yaku_points": {**preset("standard").yaku_points, "aotan": 0}}
    )
    assert "aotan" not in guide_yaku(rules)


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_has_a_guide_image(name: str) -> None:
    assert open_png(render_yaku_guide(PRESETS[name])).width == WIDTH


def test_guides_differ_between_presets() -> None:
    assert render_yaku_guide(preset("standard")) != render_yaku_guide(preset("single-deal"))


def test_kasu_shows_the_sake_cup_where_the_preset_counts_it_as_chaff() -> None:
    assert 32 not in BY_KEY["kasu"].examples(preset("standard"))
    assert 32 in BY_KEY["kasu"].examples(preset("traditional"))
