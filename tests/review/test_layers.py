"""The review sits below the Discord application: it never imports discord or bot.app."""

from __future__ import annotations

from tests.app.test_layers import imported_modules, sources


def test_the_review_imports_neither_discord_nor_the_discord_application() -> None:
    paths = sources("bot/review")
    assert paths
    for path in paths:
        found = {m for m in imported_modules(path) if m.startswith(("discord", "bot.app", "cogs"))}
        assert not found, f"{path} imports {found}"
