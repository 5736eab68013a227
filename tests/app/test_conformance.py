"""Every request of a tour through the commands, buttons and whole matches is one Discord
documents, with a valid body, inside every limit and in no deprecated pattern."""

from __future__ import annotations

import pytest

from bot.review.judge import Reviewer
from testing.discord_spec.conformance import conformance_problems, request_problems
from testing.fake_discord.models import RecordedRequest
from testing.harness import World
from testing.play import Clicker, play_out
from tests.cogs.match.test_match_between_members import challenge, challenge_buttons


def test_an_unknown_field_a_limit_and_an_unknown_operation_are_each_caught() -> None:
    def request(method: str, path: str, body: object) -> RecordedRequest:
        return RecordedRequest(method, f"/api/v10{path}", {}, body, {}, 0.0)

    problems = request_problems(
        [
            request("POST", "/channels/1/messages", {"content": "ok"}),
            request("POST", "/channels/1/messages", {"content": "x", "colour": 3}),
            request("POST", "/channels/1/messages", {"content": "x" * 4001}),
            request("PATCH", "/channels/1/messages/2", {"embeds": [{"title": "t" * 257}]}),
            request("POST", "/channels/1/typing-forever", None),
            request(
                "POST",
                "/interactions/1/token/callback",
                {"type": 4, "data": {"components": [{"type": 1, "components": [
                    {"type": 2, "style": 1, "label": "a", "custom_id": "c" * 101}
                ]}]}},
            ),
        ]
    )  # fmt: skip
    assert len(problems) == 5, problems
    assert "colour: unknown field" in problems[0]
    assert "4001 characters is over 4000" in problems[1]  # 2000: the fake's documented limit
    assert "257 characters is over 256" in problems[2]
    assert "no such operation" in problems[3]
    assert "custom_id: 101 characters is over 100" in problems[4]


@pytest.mark.slow
async def test_a_tour_of_every_command_and_whole_matches_conforms_to_discords_api(
    world: World,
) -> None:
    assert world.bot is not None
    world.bot.reviews.reviewer = Reviewer(playouts=30)
    for sub, options in (("help", {}), ("rules", {}), ("stats", {}), ("settings", {})):
        await world.koikoi(world.carol, sub, options)
    await world.fake.slash(world.alice, world.chan, "leaderboard", None, {"public": True})
    await world.settle()
    await world.koikoi(world.alice, "start", {"level": "easy", "rules": "single-deal"})
    await world.koikoi(world.alice, "hand")
    await play_out(world, Clicker(world, world.alice))
    await world.koikoi(world.alice, "review", {})
    message = await challenge(world)
    accept = await world.fake.click(world.bob, message, challenge_buttons(world, message)[True])
    await accept.wait_response()
    await world.settle()
    table = world.table_message()
    my_hand = next(
        b.custom_id for b in world.fake.find_buttons(table) if b.custom_id.endswith(":hand")
    )
    await (await world.fake.click(world.alice, table, my_hand)).wait_response()
    await world.settle()
    await play_out(world, Clicker(world, world.alice), Clicker(world, world.bob))
    await world.koikoi(world.bob, "daily", {"show": "daily-board"})
    await world.settle()
    assert len(world.fake.requests) > 100
    assert conformance_problems(world.fake) == []
