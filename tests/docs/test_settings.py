"""docs/settings.md and .env.example say each setting and its default as the code has them."""

from __future__ import annotations

import re
from pathlib import Path

from bot.config import HEALTH_FILE_DEFAULT, Settings
from bot.config_help import default_text

ROOT = Path(__file__).resolve().parents[2]


def _documented() -> dict[str, str]:
    """Each setting of the table in docs/settings.md and its default, as written there."""
    page = (ROOT / "docs" / "settings.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([A-Z_]+)` \| ([^|]+) \|", page, re.M)
    return {name: default.strip().strip("`") for name, default in rows}


def test_the_settings_page_lists_every_setting_with_the_codes_default():
    expected = {name.upper(): default_text(name) for name in Settings.model_fields}
    assert _documented() == expected


def test_the_example_env_file_names_every_setting():
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    listed = set(re.findall(r"^#? ?([A-Z_]+)=", example, re.M))
    assert {name.upper() for name in Settings.model_fields} <= listed


def test_the_health_files_default_is_said_the_same_way_everywhere():
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    (said,) = re.findall(
        r"^# Where the bot writes its health verdict \(default: (.+)\)\.$", example, re.M
    )
    assert said == HEALTH_FILE_DEFAULT == _documented()["HEALTH_FILE"]
    operations = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    assert f"`HEALTH_FILE` (default: {HEALTH_FILE_DEFAULT}" in " ".join(operations.split())
