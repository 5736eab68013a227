"""The clicks that redraw a member's own hand (a pick, Refresh) are answered with the hand."""

from __future__ import annotations

import pytest

from bot.app.kernel import answer_time
from testing.fake_discord import Interaction
from testing.harness import World

UPDATE_MESSAGE = 7


@pytest.fixture
def drawn_in_time(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    """However long this machine takes to draw, the hand is drawn within the budget."""
    monkeypatch.setattr(answer_time, "ANSWER_WITHIN", 30.0)
    world.fake.ack_deadline = 60.0


async def _click(world: World, ending: str, contains: str = "") -> Interaction:
    hand = world.latest_hand(world.alice)
    custom_id = next(
        b.custom_id
        for b in world.fake.find_buttons(hand)
        if b.custom_id.endswith(ending) and contains in b.custom_id and not b.disabled
    )
    click = await world.fake.click(world.alice, hand, custom_id)
    await click.wait_done(timeout=30)
    await world.settle()
    return click


def _answered_with_the_hand(world: World, click: Interaction) -> None:
    answer = click.response
    assert answer is not None and answer.type == UPDATE_MESSAGE
    assert list(answer.files) == ["hand.png"]
    assert answer.message is not None and answer.message.attachment("hand.png") is not None
    route = f"/webhooks/{world.fake.application_id}/{click.token}/messages/"
    assert world.fake.requests_to(route, "PATCH") == []  # one request, not two
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_pick_is_answered_with_the_marked_hand_in_one_request(
    world: World, drawn_in_time: None
) -> None:
    await world.koikoi(world.alice, "profile", {"two_step": True})
    await world.koikoi(world.alice, "start", {"level": "easy"})
    click = await _click(world, "", ":pick:")
    _answered_with_the_hand(world, click)
    assert any(":play:" in c for c in click.response.message.custom_ids)  # type: ignore[union-attr]


@pytest.mark.slow
async def test_refresh_on_a_hand_is_answered_with_the_hand_in_one_request(
    world: World, drawn_in_time: None
) -> None:
    await world.koikoi(world.alice, "start", {"level": "easy"})
    click = await _click(world, ":hand")
    _answered_with_the_hand(world, click)
