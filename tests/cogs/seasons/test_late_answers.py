"""``/koikoi seasons`` with a slow store and an answer Discord refuses as late: a change is
acknowledged before it is stored, so the member is told what was made, and a change whose
acknowledgement Discord refused is not made."""

from __future__ import annotations

from bot.i18n import t
from testing.harness import World
from testing.late_answers import held, late_unless_acknowledged, refused_as_late


async def test_a_seasons_change_stored_slowly_is_acknowledged_first_and_then_shown(world: World):
    assert world.bot is not None
    with held(world.bot.store, "set_season_plan") as release:
        asked = await world.fake.slash(
            world.carol, world.chan, "koikoi", "seasons", {"length": "monthly"}
        )
        assert await late_unless_acknowledged(world.fake, asked)
        release.set()
        await asked.wait_done()
    await world.settle()
    plan = await world.bot.store.season_plan(world.guild.id)
    assert plan is not None and plan.length == "monthly"
    assert asked.message is not None and asked.message.ephemeral
    assert t("en-US", "season-length-monthly") in (asked.message.content or "")
    assert world.fake.violations == []


async def test_a_seasons_change_whose_acknowledgement_is_refused_as_late_is_not_made(
    world: World,
):
    assert world.bot is not None
    world.fake.ack_deadline = 0.0  # every answer to this command comes too late
    asked = await world.fake.slash(
        world.carol, world.chan, "koikoi", "seasons", {"length": "monthly"}
    )
    await refused_as_late(world, asked)
    assert await world.bot.store.season_plan(world.guild.id) is None
