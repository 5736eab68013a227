"""A request turned down anywhere below a button or a command is answered once, privately,
with the refusal's own text."""

import pytest

from bot.app.core.refusal import Refusal
from bot.app.kernel.custom_ids import HandId
from bot.i18n import t
from testing.harness import World

ARGS = {"user": "<@1>", "seconds": 7}


async def _refused(*args: object, **kwargs: object) -> None:
    raise Refusal("error-cooldown", **ARGS)


@pytest.fixture
async def started(world: World) -> World:
    await world.koikoi(world.alice, "start", {"level": "easy"})
    return world


@pytest.mark.slow
async def test_a_refusal_raised_behind_a_button_is_answered_once_privately_with_its_text(
    started: World, monkeypatch
):
    world = started
    assert world.bot is not None
    monkeypatch.setattr(world.bot.matches.private_hands, "open", _refused)
    table = world.table_message()
    hand = next(b.custom_id for b in world.fake.find_buttons(table) if HandId.parse(b.custom_id))
    click = await world.fake.click(world.alice, table, hand)
    response = await click.wait_response()
    await world.settle()
    assert response.ephemeral and response.message is not None
    assert response.message.content == t("en-US", "error-cooldown", **ARGS)
    assert click.followups == []


@pytest.mark.slow
async def test_a_refusal_raised_behind_a_slash_command_is_answered_once_privately_with_its_text(
    started: World, monkeypatch
):
    world = started
    assert world.bot is not None
    monkeypatch.setattr(world.bot.matches.private_hands, "of_member", _refused)
    command = await world.koikoi(world.alice, "hand")
    assert command.response is not None and command.response.ephemeral
    assert command.message is not None
    assert command.message.content == t("en-US", "error-cooldown", **ARGS)
    assert command.followups == []
