"""While no drawing process answers, a table and a hand go out in words, saying the picture
will follow; once drawing works again, the pictures replace the words without a click."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.app.kernel.custom_ids import AfterMatchId, parse_control_id
from bot.i18n import t
from testing.fake_discord import Member, Message
from testing.harness import World, has_file, late_picture
from tests.cogs.challenges.test_rematch import finish_by_forfeit

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("locale", ["en", "ja", "ms", "pl", "nb"])
async def test_a_match_opened_while_drawing_fails_is_in_words_and_its_pictures_follow(
    world: World, monkeypatch: pytest.MonkeyPatch, locale: str
) -> None:
    assert world.bot is not None
    pool = world.bot.drawing
    draw = pool.draw

    async def silent(*args: Any, **kwargs: Any) -> bool:
        return False

    # Drawing fails as a stopped process would: pictures and the health probe go unanswered
    # (a probe answered would have the table shown again, in words, every 0.05 s).
    probe = pool.workers.probe
    monkeypatch.setattr(pool, "draw", late_picture)
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


def _drawing_fails(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every picture and the health probe go unanswered: tables, hands and results in words."""
    assert world.bot is not None
    pool = world.bot.drawing

    async def silent(*args: Any, **kwargs: Any) -> bool:
        return False

    monkeypatch.setattr(pool, "draw", late_picture)
    monkeypatch.setattr(pool.workers, "probe", silent)


UNKNOWN = t("en", "error-unknown-button")


async def _not_refused_as_unknown(world: World, member: Member, message: Message, custom_id: str):
    """Press ``custom_id`` on ``message``; it must be taken as the button it is."""
    click = await world.fake.click(member, message, custom_id, force=True)
    response = await click.wait_response()
    await world.settle()
    said = [response.message.content if response.message is not None else ""]
    said += [m.content for m in click.messages]
    assert not any(UNKNOWN in (text or "") for text in said), (custom_id, said)
    return response


def _old(custom_id: str) -> str:
    """The same button as posted before ids said their place."""
    record = parse_control_id(custom_id)
    assert record is not None
    return replace(record, on=None).custom_id


@pytest.mark.parametrize("posted", ["today", "before"])
async def test_every_button_of_a_table_and_a_hand_in_words_is_taken(
    world: World, monkeypatch: pytest.MonkeyPatch, posted: str
) -> None:
    _drawing_fails(world, monkeypatch)
    await world.koikoi(world.carol, "settings", {"hints": True})
    await world.koikoi(world.alice, "profile", {"two_step": True})  # a pick changes nothing
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table, hand = world.table_message(), world.latest_hand(world.alice)
    assert not table.attachments and not hand.attachments  # both in words
    as_posted = (lambda custom_id: custom_id) if posted == "today" else _old
    pressed = []
    for message in (hand, table):
        for button in world.fake.find_buttons(world.fake.message(message.id)):
            if not button.disabled:
                custom_id = as_posted(button.custom_id)
                await _not_refused_as_unknown(world, world.alice, message, custom_id)
                pressed.append(type(parse_control_id(custom_id)).__name__)
    assert {"MoveId", "HintId", "HandId", "LegendId", "HelpId"} <= set(pressed)


@pytest.mark.parametrize(("what", "posted"), [("again", "today"), ("cpu", "before")])
async def test_the_buttons_under_a_result_in_words_are_taken(
    world: World, monkeypatch: pytest.MonkeyPatch, what: str, posted: str
) -> None:
    _drawing_fails(world, monkeypatch)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await finish_by_forfeit(world, world.alice)
    result = next(
        m
        for m in world.fake.messages_in(world.chan)
        if any(AfterMatchId.parse(b.custom_id) for b in world.fake.find_buttons(m))
    )
    assert not result.attachments  # the result in words
    again = next(
        b.custom_id
        for b in world.fake.find_buttons(result)
        if (found := AfterMatchId.parse(b.custom_id)) and found.what == what
    )
    await _not_refused_as_unknown(
        world, world.alice, result, again if posted == "today" else _old(again)
    )
    assert world.bot is not None
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is not None
