"""While no drawing process answers, a table and a hand go out in words, saying the picture
will follow; once drawing works again, the pictures replace the words without a click."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.i18n import t
from bot.workers import Unanswered
from testing.harness import World, has_file

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("locale", ["en", "ja", "ms", "pl", "nb"])
async def test_a_match_opened_while_drawing_fails_is_in_words_and_its_pictures_follow(
    world: World, monkeypatch: pytest.MonkeyPatch, locale: str
) -> None:
    assert world.bot is not None
    pool = world.bot.drawing
    draw = pool.draw

    async def unanswered(*args: Any, **kwargs: Any) -> bytes:
        raise Unanswered("no answer in 5.0 s")

    async def silent(*args: Any, **kwargs: Any) -> bool:
        return False

    # Drawing fails as a stopped process would: pictures and the health probe go unanswered
    # (a probe answered would have the table shown again, in words, every 0.05 s).
    probe = pool.workers.probe
    monkeypatch.setattr(pool, "draw", unanswered)
    monkeypatch.setattr(pool.workers, "probe", silent)
    world.bot.matches.presenter.late.every = 0.05
    await world.koikoi(world.carol, "settings", {"language": locale})
    await world.koikoi(world.alice, "profile", {"language": locale})
    await world.koikoi(world.alice, "start", {"level": "easy"})
    later = t(locale, "workers-picture-later")
    table = world.table_message()
    hand = world.latest_hand(world.alice)
    assert not has_file(table, "table.png") and later in json.dumps(
        table.embeds, ensure_ascii=False
    )
    assert not hand.attachments and later in (hand.content or "")
    assert world.fake.find_buttons(hand), "the hand can still be played"

    monkeypatch.setattr(pool, "draw", draw)
    monkeypatch.setattr(pool.workers, "probe", probe)
    await world.fake.wait_for(lambda: has_file(world.fake.message(table.id), "table.png"), 10)
    await world.fake.wait_for(lambda: has_file(world.fake.message(hand.id), "hand.png"), 10)
    assert later not in (world.fake.message(hand.id).content or "")
    world.fake.assert_no_violations()
