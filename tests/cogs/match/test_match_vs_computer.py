import pytest

from bot.engine import events as ev
from testing.harness import World, controls, has_file
from testing.play import Clicker, play_out

# A deal (found by playing it through) in which alice wins against the easy computer
# with a koi-koi call in round one, and loses another round after calling koi-koi.
SEED = 11


@pytest.fixture
def fixed_seed(monkeypatch):
    monkeypatch.setattr("bot.store.matches.new_seed", lambda: SEED)


async def start_match(world: World, **options) -> None:
    await world.koikoi(world.alice, "start", options)


@pytest.mark.slow
async def test_starting_a_match_posts_the_table_and_sends_the_hand_privately(world: World):
    await start_match(world, level="easy")
    table = world.table_message()
    assert not table.ephemeral
    assert table.attachment("table.png") is not None
    assert "alice" in table.embeds[0]["title"]
    hand = world.latest_hand(world.alice)
    assert hand.ephemeral and hand.interaction_user_id == world.alice.id
    assert hand.attachment("hand.png") is not None
    cards = [c for c, _, _ in controls(world.fake, hand) if c.verb == "play"]
    assert len(cards) == 8
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_whole_match_against_the_computer_is_played_by_clicking(world: World, fixed_seed):
    await start_match(world, level="easy", rules="standard")
    clicker = Clicker(world, world.alice, koikoi_calls=1)
    await play_out(world, clicker)
    assert world.bot is not None
    record = await world.bot.store.get_match(1)
    restored = await world.bot.store.restore(1)
    match = restored.match
    assert record.status == "finished" and match.over
    verbs = {c.split(":")[3] for c in clicker.clicked}
    assert {"play", "koikoi", "stop"} <= verbs
    assert "take" in verbs  # a capture choice came up and was made with a button
    assert any(r.koikoi_calls[0] and r.winner == 1 for r in match.results)  # beaten after koi-koi
    # Every round's result and the match result were posted.
    posted = [m for m in world.fake.messages_in(world.chan) if has_file(m, "round.png")]
    assert len(posted) == sum(1 for r in match.results if not r.redeal)
    titles = [m.embeds[0]["title"] for m in posted]
    assert [t.split(":")[0] for t in titles] == [f"Round {n}" for n in range(1, len(posted) + 1)]
    finals = [m for m in world.fake.messages_in(world.chan) if has_file(m, "match.png")]
    assert len(finals) == 1
    # The hand Alice last clicked now says the match is over, with no cards left on it.
    last_hand = next(m for m in reversed(world.fake.ephemeral_for(world.alice)) if m.history)
    assert last_hand.content == "This match is over."
    assert last_hand.attachments == [] and world.fake.find_buttons(last_hand) == []
    profile = await world.bot.store.profile(world.guild.id, world.alice.id)
    expected = 10 if match.winner == 0 else 0
    assert profile.ranking_points == expected
    assert profile.records["easy"].played == 1
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_winning_against_the_computer_shows_on_the_leaderboard(world: World, fixed_seed):
    await start_match(world, level="easy")
    await play_out(world, Clicker(world, world.alice))
    assert world.bot is not None
    match = (await world.bot.store.restore(1)).match
    interaction = await world.fake.slash(world.alice, world.chan, "leaderboard")
    response = await interaction.wait_response()
    assert response.message is not None
    text = response.message.embeds[0]["description"]
    if match.winner == 0:
        assert f"<@{world.alice.id}>: 10 points" in text
    else:
        assert f"<@{world.alice.id}>: 0 points" in text


@pytest.mark.slow
async def test_the_table_narrates_the_computers_moves(world: World, fixed_seed):
    await start_match(world, level="normal")
    clicker = Clicker(world, world.alice)
    table = world.bot.matches.tables.in_channel(world.chan.id)
    for _ in range(4):
        if any(isinstance(e, ev.CardPlayed) and e.seat == 1 for e in table.recent_events):
            break
        await clicker.take_turn()
    embed = world.table_message().embeds[0]
    assert "CPU ★★ played" in embed["description"] or "CPU ★★ drew" in embed["description"]
