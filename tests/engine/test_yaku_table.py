"""The yaku table: every yaku of the rules once, as docs/rules.md section 3 lists them."""

from __future__ import annotations

import pytest

from bot.engine.cards import KIND_MASK, SAKE_CUP, bit, month_mask
from bot.engine.rules import PRESETS, SINGLE_DEAL, STANDARD, TRADITIONAL, YAKU_KEYS, RuleSet
from bot.engine.yaku_table import BASIC, BY_KEY, VIEWING, YAKU, outranking, yaku_of_rules


def test_the_table_holds_every_yaku_of_the_rules_once() -> None:
    assert sorted(entry.key for entry in YAKU) == sorted(YAKU_KEYS)


def test_each_basic_yakus_cards_are_of_one_kind() -> None:
    # The scorer's tables split a pile by kind.
    for entry in YAKU:
        if entry.family == BASIC:
            assert any(entry.cards & ~kind == 0 for kind in KIND_MASK), entry.key


def test_every_viewing_yaku_holds_the_sake_cup() -> None:
    # The scorer looks for a viewing yaku only in a pile that holds it.
    assert all(entry.cards & bit(SAKE_CUP) for entry in YAKU if entry.family == VIEWING)


def test_gokō_replaces_every_smaller_bright_yaku() -> None:
    assert {entry.key for entry in outranking("sanko")} == {"shiko", "ame_shiko", "goko"}
    assert outranking("goko") == ()


@pytest.mark.parametrize(
    ("rules", "added"),
    [(STANDARD, {"hanami", "tsukimi"}), (TRADITIONAL, {"hanami", "tsukimi", "tsukifuda"}),
     (SINGLE_DEAL, {"teshi", "kuttsuki"})],
    ids=list(PRESETS),
)  # fmt: skip
def test_each_preset_has_the_basic_yaku_and_its_own(rules: RuleSet, added: set[str]) -> None:
    basic = {entry.key for entry in YAKU if entry.family == BASIC}
    assert {entry.key for entry in yaku_of_rules(rules)} == basic | added


def test_the_sake_cup_counts_toward_kasu_only_where_the_preset_makes_it_chaff() -> None:
    kasu = BY_KEY["kasu"]
    assert not kasu.counted(STANDARD, 1) & bit(SAKE_CUP)
    assert kasu.counted(TRADITIONAL, 1) & bit(SAKE_CUP)
    assert kasu.counted(SINGLE_DEAL, 1) & bit(SAKE_CUP)


def test_tsuki_fuda_counts_the_cards_of_the_rounds_month() -> None:
    assert BY_KEY["tsukifuda"].counted(TRADITIONAL, 5) == month_mask(5)
