"""A member's first match explains the moments that matter, privately and once each."""

import pytest

from bot.engine import Phase
from testing.harness import World
from testing.play import Clicker


def tips(world: World, member) -> list[str]:
    return [m.content for m in world.fake.ephemeral_for(member) if m.content.startswith("🎓")]


async def play_until(world: World, clicker: Clicker, done) -> None:
    for _ in range(400):
        if done():
            return
        assert await clicker.take_turn()
    raise AssertionError("never reached")


@pytest.mark.slow
async def test_a_first_match_explains_the_first_capture_once(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    clicker = Clicker(world, world.alice)
    captured = lambda: any("first capture" in tip for tip in tips(world, world.alice))  # noqa: E731
    await play_until(world, clicker, captured)
    for _ in range(6):
        await clicker.take_turn()
    assert sum("first capture" in tip for tip in tips(world, world.alice)) == 1


@pytest.mark.slow
async def test_a_first_match_explains_a_yaku_and_then_the_koikoi_call(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    clicker = Clicker(world, world.alice, koikoi_calls=1)
    deciding = lambda: table.match.to_move == 0 and table.view(0).phase is Phase.KOIKOI  # noqa: E731
    await play_until(world, clicker, lambda: deciding() or table.match.over)
    assert not table.match.over, "the deal of this test gives Alice a yaku"
    assert any("You formed a yaku" in tip for tip in tips(world, world.alice))
    assert await clicker.take_turn()  # koi-koi
    assert any("You called koi-koi" in tip for tip in tips(world, world.alice))


async def test_a_member_who_has_played_before_gets_no_explanations(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    captured = lambda: any("first capture" in tip for tip in tips(world, world.alice))  # noqa: E731
    await play_until(world, Clicker(world, world.alice), captured)
    assert world.bot is not None
    world.bot.matches.tables.cooldowns.seconds = 0  # giving up is only the quick way to end it
    forfeit = await world.koikoi(world.alice, "forfeit")
    confirm = next(b.custom_id for b in world.fake.find_buttons(forfeit.message))
    clicked = await world.fake.click(world.alice, forfeit.message, confirm)
    await clicked.wait_response()
    await world.settle()
    before = len(tips(world, world.alice))
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    clicker = Clicker(world, world.alice)
    await play_until(world, clicker, lambda: table.match.round.captures[0] != 0)
    assert len(tips(world, world.alice)) == before


async def test_the_explanations_come_in_the_members_language(world: World):
    await world.koikoi(world.alice, "profile", {"language": "pl"})
    await world.koikoi(world.alice, "start", {"level": "easy"})
    clicker = Clicker(world, world.alice)
    await play_until(world, clicker, lambda: bool(tips(world, world.alice)))
    assert tips(world, world.alice)[0].startswith("🎓 Twoja pierwsza zdobycz!")
