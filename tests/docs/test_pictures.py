"""The documented pictures are the bot's own: drawn again by `koikoi render`, they are the same
(a picture that differs is stale: draw them again with the command in docs/koikoi-tool.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli.render import DOCS_SEED, images
from bot.i18n import t
from tests.render.drawn import recorded, texts

PICTURES = Path(__file__).resolve().parents[2] / "docs" / "pictures"


@pytest.mark.slow
def test_every_documented_picture_is_what_koikoi_render_draws_now(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with recorded(monkeypatch) as seen:
        drawn = images(DOCS_SEED)
    kept = {path.name: path.read_bytes() for path in PICTURES.glob("*.png")}
    assert sorted(kept) == sorted(drawn)
    stale = sorted(name for name, data in drawn.items() if kept[name] != data)
    assert stale == [], "koikoi render --seed 7 --out docs/pictures"
    # Drawn with the bot's words: its dealer chip and result labels, not the renderer's fallbacks.
    words = texts(seen)
    assert "Oya" not in words
    assert t("en", "picture-dealer") in words and t("en", "results-totals") in words
