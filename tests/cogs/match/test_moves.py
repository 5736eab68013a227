"""A move from a hand: answered with the new hand itself when it is drawn in time."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace
from typing import Any

import pytest

from bot.app.kernel import answer_time
from cogs.match.private_hands import PrivateHands
from testing.fake_discord import Interaction
from testing.harness import World, controls

UPDATE_MESSAGE, DEFERRED_UPDATE_MESSAGE = 7, 6


async def _click_a_card(world: World) -> Interaction:
    await world.koikoi(world.alice, "start", {"level": "easy"})
    hand = world.latest_hand(world.alice)
    click = await world.fake.click(world.alice, hand, _a_card(world, hand))
    await click.wait_done(timeout=30)
    await world.settle()
    return click


def _a_card(world: World, hand: Any) -> str:
    """The custom id of an enabled card of the hand."""
    for info in world.fake.find_buttons(hand):
        found = [c for c, enabled, _ in controls(world.fake, hand) if enabled and c.verb == "play"]
        if found and not info.disabled and f":{found[0].arg}:" in info.custom_id:
            return info.custom_id
    raise AssertionError("no card to play")


def _hand_edits(world: World, click: Interaction) -> list[Any]:
    return [
        r
        for r in world.fake.requests_to(
            f"/webhooks/{world.fake.application_id}/{click.token}/messages/", "PATCH"
        )
    ]


@pytest.mark.slow
async def test_a_move_drawn_in_time_is_answered_with_the_new_hand_in_one_request(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    # However long this machine takes to draw, the hand is drawn within this budget.
    monkeypatch.setattr(answer_time, "ANSWER_WITHIN", 30.0)
    world.fake.ack_deadline = 60.0
    click = await _click_a_card(world)
    answer = click.response
    assert answer is not None and answer.type == UPDATE_MESSAGE
    assert list(answer.files) == ["hand.png"]  # the new picture, a multipart part
    hand = answer.message
    assert hand is not None and hand.attachment("hand.png") is not None
    assert hand.history  # the clicked hand itself was redrawn
    assert _hand_edits(world, click) == []  # no acknowledgement, then edit: one request
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_move_not_drawn_in_time_is_acknowledged_first_and_edited_in(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    own_hand = PrivateHands.own_hand

    async def drawn_after_the_acknowledgement(self: PrivateHands, interaction: Any, *args: Any):
        # The picture is ready only once Discord has the click's acknowledgement: the bot may
        # not wait for it to answer.
        clicked = world.fake.interactions[interaction.id]
        await world.fake.wait_for(lambda: clicked.response is not None, timeout=10)
        return await own_hand(self, interaction, *args)

    await world.koikoi(world.alice, "start", {"level": "easy"})
    monkeypatch.setattr(PrivateHands, "own_hand", drawn_after_the_acknowledgement)
    hand = world.latest_hand(world.alice)
    click = await world.fake.click(world.alice, hand, _a_card(world, hand))
    await click.wait_done(timeout=30)
    await world.settle()
    answer = click.response
    assert answer is not None and answer.type == DEFERRED_UPDATE_MESSAGE
    assert click.latency is not None and click.latency < 3.0
    [edit] = _hand_edits(world, click)
    assert edit.status == 200 and edit.files  # the hand, edited in after the acknowledgement
    world.fake.assert_no_violations()


NOW = dt.datetime(2026, 12, 2, 12, 0, tzinfo=dt.UTC)


@pytest.mark.parametrize(("age", "left"), [(0.0, 1.0), (0.6, 0.4), (5.0, 0.0), (-30.0, 1.0)])
def test_a_click_may_wait_for_its_answer_only_what_is_left_of_the_budget(
    age: float, left: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One fixed "now" for both clocks: the test measures the budget, not the machine's pace.
    monkeypatch.setattr("discord.utils.utcnow", lambda: NOW)
    clicked = SimpleNamespace(created_at=NOW - dt.timedelta(seconds=age))
    # A clock behind Discord's (the interaction seems made in the future) counts from now.
    assert answer_time.ANSWER_WITHIN == 1.0
    assert answer_time.time_left(clicked) == pytest.approx(left)  # type: ignore[arg-type]


@pytest.mark.slow
async def test_a_move_whose_click_was_acknowledged_too_late_still_reaches_the_table(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    own_hand = PrivateHands.own_hand

    async def drawn_after_the_refusal(self: PrivateHands, interaction: Any, *args: Any):
        # Discord refuses the acknowledgement (too late) before the hand is drawn.
        await world.fake.wait_for(
            lambda: world.fake.violations_of("unknown_interaction"), timeout=10
        )
        return await own_hand(self, interaction, *args)

    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.table_message()
    edits = len(table.history)
    monkeypatch.setattr(PrivateHands, "own_hand", drawn_after_the_refusal)
    monkeypatch.setattr(answer_time, "ANSWER_WITHIN", 0.5)
    world.fake.ack_deadline = 0.2
    hand = world.latest_hand(world.alice)
    await world.fake.click(world.alice, hand, _a_card(world, hand))
    # The member saw "This interaction failed", but the move was made: the table shows it.
    await world.fake.wait_for(lambda: len(table.history) > edits, timeout=30)
    assert world.bot is not None
    assert world.bot.matches.tables.get(1) is not None
    assert world.bot.matches.tables.get(1).seq > 0  # type: ignore[union-attr]
