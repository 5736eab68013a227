"""The fake's command size limit counts as Discord documents it."""

from __future__ import annotations

from typing import Any

from testing.fake_discord.limits import DiscordLimits, ErrorCollector, validate_command

LOCALES = ("ja", "pl", "no", "de", "fr", "es-ES", "it", "ko")


def command(description: str, localized: str) -> dict[str, Any]:
    option = {
        "type": 1,
        "name": "sub",
        "description": description,
        "description_localizations": dict.fromkeys(LOCALES, localized),
    }
    return {"type": 1, "name": "big", "description": "d", "options": [option] * 9}


def too_large(body: dict[str, Any]) -> bool:
    errors = ErrorCollector()
    validate_command(body, errors, DiscordLimits())
    return "APPLICATION_COMMAND_TOO_LARGE" in str(errors.tree)


def test_only_the_longest_localization_of_each_field_counts_toward_the_size() -> None:
    # Nine options of 100 characters in nine languages: 8,100 in all, 900 counted.
    assert not too_large(command("x" * 100, "y" * 100))


def test_a_command_whose_longest_texts_pass_the_limit_is_refused() -> None:
    body = command("x" * 100, "y" * 100)
    body["options"] = body["options"] * 5  # 45 options of 100 characters: 4,500 counted
    assert too_large(body)
