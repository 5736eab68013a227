import pytest

from bot.engine.cards import iter_cards
from testing.buttons import ChallengeControl, MatchControl, parse_control
from testing.harness import World, controls
from testing.play import Clicker, play_out


async def challenge(world: World, rules: str = "single-deal"):
    interaction = await world.koikoi(world.alice, "start", {"opponent": world.bob, "rules": rules})
    return interaction.message


def custom_ids_in(components: list) -> list[str]:
    """Every custom_id in a message's component JSON, at any depth."""
    found = []
    for component in components:
        if "custom_id" in component:
            found.append(component["custom_id"])
        found.extend(custom_ids_in(component.get("components", [])))
    return found


def challenge_buttons(world: World, message) -> dict[bool, str]:
    found = {}
    for info in world.fake.find_buttons(message):
        control = parse_control(info.custom_id)
        if isinstance(control, ChallengeControl):
            found[control.accept] = info.custom_id
    return found


@pytest.mark.slow
async def test_only_the_challenged_member_can_accept(world: World):
    message = await challenge(world)
    assert f"<@{world.bob.id}>" in message.content
    accept = challenge_buttons(world, message)[True]
    refused = await world.fake.click(world.carol, message, accept)
    response = await refused.wait_response()
    assert response.ephemeral
    assert world.bot is not None and len(world.bot.matches.tables) == 0


@pytest.mark.slow
async def test_a_declined_challenge_starts_nothing(world: World):
    message = await challenge(world)
    interaction = await world.fake.click(
        world.bob, message, challenge_buttons(world, message)[False]
    )
    await interaction.wait_response()
    await world.settle()
    assert world.bot is not None and len(world.bot.matches.tables) == 0
    assert "declined" in world.fake.message(message.id).content


@pytest.mark.slow
async def test_two_members_play_a_match_and_never_see_each_others_hand(world: World, monkeypatch):
    monkeypatch.setattr("bot.store.matches.new_seed", lambda: 5)
    message = await challenge(world)
    interaction = await world.fake.click(
        world.bob, message, challenge_buttons(world, message)[True]
    )
    await interaction.wait_response()
    await world.settle()
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    match = table.match
    # Alice opens her hand from the table's button.
    my_hand = next(
        b.custom_id
        for b in world.fake.find_buttons(world.table_message())
        if b.custom_id.endswith(":hand")
    )
    opened = await world.fake.click(world.alice, world.table_message(), my_hand)
    await opened.wait_response()
    await world.settle()
    dealt = [match.round.hands[0], match.round.hands[1]]
    await play_out(world, Clicker(world, world.alice), Clicker(world, world.bob))
    assert match.over
    # No card of one seat's dealt hand ever appears on a button the other seat received.
    for seat, member in ((0, world.alice), (1, world.bob)):
        other_cards = set(iter_cards(dealt[1 - seat]))
        for hand_message in world.fake.ephemeral_for(member):
            for version in [*hand_message.history, hand_message]:
                for custom_id in custom_ids_in(version.components):
                    control = parse_control(custom_id)
                    if isinstance(control, MatchControl) and control.verb in ("play", "pick"):
                        assert control.arg not in other_cards
    # Public messages never carry hand buttons.
    for public in world.fake.messages_in(world.chan):
        for control, _, _ in controls(world.fake, public):
            assert control.verb not in ("play", "pick", "take", "stop", "koikoi")
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_second_start_in_a_busy_channel_is_refused(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    second = await world.fake.slash(world.carol, world.chan, "koikoi", "start", {})
    response = await second.wait_response()
    assert response.ephemeral
    assert "already being played" in response.message.content
    assert world.bot is not None and len(world.bot.matches.tables) == 1


@pytest.mark.slow
async def test_a_member_plays_one_match_at_a_time_per_server(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    again = await world.fake.slash(world.alice, world.chan2, "koikoi", "start", {})
    response = await again.wait_response()
    assert response.ephemeral
    assert "already playing" in response.message.content
