"""``/koikoi tournament`` and its sign-up buttons with a slow store and answers Discord refuses
as late: each is acknowledged before anything is stored, and a tournament whose sign-up never
reached the channel is posted again by the next ``/koikoi tournament``, Cancel and all."""

from __future__ import annotations

from bot.app.kernel.custom_ids import TournamentId
from bot.i18n import t
from testing.fake_discord import Member, Message
from testing.harness import World
from testing.late_answers import held, late_unless_acknowledged, refused_as_late
from tests.cogs.match.test_threads import allow_threads


def _verbs(world: World, message: Message) -> set[str]:
    found = (TournamentId.parse(b.custom_id or "") for b in world.fake.find_buttons(message))
    return {control.verb for control in found if control is not None}


async def _click(world: World, member: Member, message: Message, verb: str):
    pressed = next(
        b.custom_id
        for b in world.fake.find_buttons(world.fake.message(message.id))
        if (found := TournamentId.parse(b.custom_id or "")) and found.verb == verb
    )
    return await world.fake.click(member, world.fake.message(message.id), pressed)


async def test_a_tournament_stored_slowly_is_acknowledged_first_and_its_signup_posted(
    world: World,
):
    assert world.bot is not None
    allow_threads(world)
    with held(world.bot.store.tournaments, "create") as release:
        asked = await world.fake.slash(world.carol, world.chan, "koikoi", "tournament", {})
        assert await late_unless_acknowledged(world.fake, asked)
        release.set()
        signup = await asked.wait_done()
    await world.settle()
    assert not signup.ephemeral and {"join", "cancel"} <= _verbs(world, signup)
    record = await world.bot.store.tournaments.in_channel(world.chan.id)
    assert record is not None and record.message_id == signup.id
    assert world.fake.violations == []


async def test_a_tournament_whose_acknowledgement_is_refused_as_late_is_not_stored(world: World):
    assert world.bot is not None
    allow_threads(world)
    world.fake.ack_deadline = 0.0  # every answer to this command comes too late
    refused = await world.fake.slash(world.carol, world.chan, "koikoi", "tournament", {})
    await refused_as_late(world, refused)
    assert await world.bot.store.tournaments.in_channel(world.chan.id) is None

    world.fake.ack_deadline = 3.0
    again = await world.fake.slash(world.carol, world.chan, "koikoi", "tournament", {})
    assert "join" in _verbs(world, await again.wait_done())


async def test_a_tournament_whose_signup_never_reached_the_channel_is_posted_again(
    world: World,
):
    assert world.bot is not None
    allow_threads(world)
    tournaments = world.bot.store.tournaments
    lost = await tournaments.create(world.guild.id, world.chan.id, world.carol.id, "swiss",
                                    "standard", 3600)  # fmt: skip
    asked = await world.koikoi(world.carol, "tournament")
    signup = asked.message
    assert signup is not None and not signup.ephemeral
    assert t("en-US", "tournament-signup-again") in (signup.content or "")
    assert (await tournaments.get(lost.tournament_id)).message_id == signup.id

    cancel = await _click(world, world.carol, signup, "cancel")
    await cancel.wait_response()
    await world.settle()
    assert (await tournaments.get(lost.tournament_id)).status == "cancelled"
    assert "join" in _verbs(world, (await world.koikoi(world.carol, "tournament")).message)


async def test_a_join_stored_slowly_is_acknowledged_first_and_then_shown(world: World):
    assert world.bot is not None
    allow_threads(world)
    signup = (await world.koikoi(world.carol, "tournament")).message
    assert signup is not None
    with held(world.bot.store.tournaments, "join") as release:
        join = await _click(world, world.bob, signup, "join")
        assert await late_unless_acknowledged(world.fake, join)
        release.set()
        await world.settle()
    assert f"<@{world.bob.id}>" in world.fake.message(signup.id).content
    assert world.fake.violations == []
