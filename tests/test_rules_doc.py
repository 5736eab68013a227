"""docs/rules.md describes the rules the engine implements: every preset, yaku and option."""

import re
from pathlib import Path

from bot.engine.rules import PRESETS, YAKU_KEYS, YAKU_NAMES, RuleSet

DOC = (Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")


def cell(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return "see below"
    if isinstance(value, tuple):
        return ", ".join(map(cell, value)) or "none"
    return str(getattr(value, "value", value))


def row(first: str) -> list[str]:
    """The cells after the first of the table row that starts with ``first``."""
    found = re.search(rf"^\| {re.escape(first)} \|(.*)\|$", DOC, re.MULTILINE)
    assert found is not None, f"docs/rules.md has no row for {first}"
    return [c.strip() for c in found.group(1).split("|")]


def test_every_preset_and_rule_option_is_described_with_its_value() -> None:
    names = list(PRESETS)
    assert row("field")[-len(names) :] == names
    for field in RuleSet.model_fields:
        cells = row(f"`{field}`")
        assert cells[1:] == [cell(getattr(PRESETS[n], field)) for n in names], field


def test_every_yakus_points_are_described_for_each_preset() -> None:
    for key in YAKU_KEYS:
        cells = row(f"`{key}` ({YAKU_NAMES[key]})")
        assert cells == [str(PRESETS[n].yaku_points[key]) for n in PRESETS], key
