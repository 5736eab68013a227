"""``/koikoi tournament`` and the buttons of its sign-up message, through the fake Discord."""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest

from bot.app.kernel.custom_ids import TournamentId
from testing.fake_discord import Member, Message
from testing.fake_discord.models import PUBLIC_THREAD
from testing.harness import World, has_file, other_server
from tests.cogs.match.test_threads import allow_threads, forfeit


async def _open(world: World, options: dict[str, object] | None = None) -> Message:
    allow_threads(world)
    asked = await world.koikoi(
        world.carol, "tournament", {"format": "round-robin", **(options or {})}
    )
    assert asked.message is not None
    return asked.message


async def _press(world: World, member: Member, message: Message, verb: str) -> None:
    pressed = next(
        b.custom_id
        for b in world.fake.find_buttons(world.fake.message(message.id))
        if (found := TournamentId.parse(b.custom_id or "")) and found.verb == verb
    )
    clicked = await world.fake.click(member, world.fake.message(message.id), pressed)
    await clicked.wait_response()
    await world.settle()


def _last_private(world: World, member: Member) -> str:
    return world.fake.ephemeral_for(member)[-1].content


async def _started(world: World, *members: Member) -> Message:
    signup = await _open(world)
    for member in members:
        await _press(world, member, signup, "join")
    await _press(world, world.carol, signup, "start")
    return signup


def _thread_of(world: World, member: Member):
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, member.id)
    assert table is not None
    return world.fake.channels[table.channel_id]


async def test_a_member_who_does_not_manage_the_server_cannot_open_one(world: World):
    allow_threads(world)
    asked = await world.koikoi(world.alice, "tournament")
    response = await asked.wait_response()
    assert response.ephemeral
    assert world.bot is not None
    assert await world.bot.store.tournaments.in_channel(world.chan.id) is None


async def test_members_join_with_the_button_and_are_listed_in_order(world: World):
    signup = await _open(world)
    await _press(world, world.bob, signup, "join")
    await _press(world, world.alice, signup, "join")
    text = world.fake.message(signup.id).content
    assert text.index(f"<@{world.bob.id}>") < text.index(f"<@{world.alice.id}>")


async def test_joining_twice_is_answered_and_lists_the_member_once(world: World):
    signup = await _open(world)
    await _press(world, world.bob, signup, "join")
    await _press(world, world.bob, signup, "join")
    assert world.fake.message(signup.id).content.count(f"<@{world.bob.id}>") == 1
    assert "joined already" in _last_private(world, world.bob)


async def test_a_member_leaves_before_the_start(world: World):
    signup = await _open(world)
    await _press(world, world.bob, signup, "join")
    await _press(world, world.bob, signup, "leave")
    assert f"<@{world.bob.id}>" not in world.fake.message(signup.id).content


async def test_only_the_manager_starts_it(world: World):
    signup = await _open(world)
    await _press(world, world.alice, signup, "join")
    await _press(world, world.bob, signup, "join")
    await _press(world, world.alice, signup, "start")
    assert "manager" in _last_private(world, world.alice)
    assert world.bot is not None
    record = await world.bot.store.tournaments.in_channel(world.chan.id)
    assert record is not None and record.status == "open"


async def test_one_player_is_not_enough_to_start(world: World):
    signup = await _open(world)
    await _press(world, world.alice, signup, "join")
    await _press(world, world.carol, signup, "start")
    assert "two players" in _last_private(world, world.carol)


async def test_the_start_posts_the_round_with_a_described_picture_and_a_thread_per_game(
    world: World,
):
    await _started(world, world.alice, world.bob)
    posted = [m for m in world.fake.messages_in(world.chan) if has_file(m, "tournament.png")]
    assert len(posted) == 1
    assert f"<@{world.alice.id}>" in posted[0].content and "Round 1 of 1" in posted[0].content
    picture = next(a for a in posted[0].attachments if a.filename == "tournament.png")
    assert picture.description and "standings" in picture.description
    thread = _thread_of(world, world.alice)
    assert thread.type == PUBLIC_THREAD and thread.parent_id == world.chan.id
    assert _thread_of(world, world.bob).id == thread.id


async def test_a_finished_match_is_recorded_and_the_winner_announced(world: World):
    signup = await _started(world, world.alice, world.bob)
    await forfeit(world, world.alice, _thread_of(world, world.alice))
    assert world.bot is not None
    record = await world.bot.store.tournaments.get(1)
    assert (record.status, record.champion_id) == ("finished", world.bob.id)
    games = await world.bot.store.tournaments.games(1)
    assert [(g.winner_id, g.forfeit) for g in games] == [(world.bob.id, True)]
    last = world.fake.messages_in(world.chan)[-1]
    assert f"<@{world.bob.id}> wins the tournament" in last.content
    assert has_file(last, "tournament.png")
    assert world.fake.find_buttons(world.fake.message(signup.id)) == []


async def test_a_game_whose_turn_clock_ran_out_is_recorded_as_a_time_out(world: World):
    await _started(world, world.alice, world.bob)
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None and table.match.to_move is not None
    idle = table.seats[table.match.to_move].user_id
    table.turn_seconds = 1  # the turn's clock started again, short: the player lets it run out
    await world.bot.matches.tables._start_clock(table)
    await world.fake.wait_for(lambda: table.match.over, timeout=15)
    await world.settle()
    (game,) = await world.bot.store.tournaments.games(1)
    assert (game.status, game.ending, game.forfeit) == ("done", "time-out", True)
    assert game.winner_id is not None and game.winner_id != idle


async def test_a_player_still_busy_elsewhere_at_the_deadline_forfeits_the_game(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"}, channel=world.chan2)
    await _started(world, world.alice, world.bob)
    assert world.bot is not None
    store = world.bot.store
    (game,) = await store.tournaments.games(1)
    assert game.status == "waiting"  # alice is playing the computer
    await store._db.run(
        lambda c: c.execute("UPDATE tournament_games SET deadline = '2000-01-01T00:00:00.000000Z'")
    )
    await world.bot.tournaments.tick(1)
    await world.settle()
    (game,) = await store.tournaments.games(1)
    assert (game.status, game.winner_id, game.forfeit) == ("done", world.bob.id, True)


async def test_swiss_with_three_players_gives_one_a_bye_and_pairs_the_others(world: World):
    signup = await _open(world, {"format": "swiss"})
    for member in (world.alice, world.bob, world.carol):
        await _press(world, member, signup, "join")
    await _press(world, world.carol, signup, "start")
    assert world.bot is not None
    games = await world.bot.store.tournaments.games(1)
    assert sorted(g.second_id is None for g in games) == [False, True]
    bye = next(g for g in games if g.second_id is None)
    assert bye.status == "done" and bye.winner_id == bye.first_id
    played = next(g for g in games if g.second_id is not None)
    assert played.status == "playing" and played.match_id is not None
    assert any("has a bye" in m.content for m in world.fake.messages_in(world.chan))


async def test_the_manager_cancels_it_and_its_buttons_go(world: World):
    signup = await _open(world)
    await _press(world, world.alice, signup, "join")
    await _press(world, world.carol, signup, "cancel")
    assert world.fake.find_buttons(world.fake.message(signup.id)) == []
    assert "cancelled" in world.fake.message(signup.id).content
    assert world.bot is not None
    assert await world.bot.store.tournaments.in_channel(world.chan.id) is None


async def test_a_removed_player_loses_their_game_and_the_other_wins(world: World):
    await _started(world, world.alice, world.bob)
    await world.koikoi(world.carol, "tournament", {"remove": world.alice})
    await world.settle()
    assert world.bot is not None
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is None
    assert any(
        f"<@{world.bob.id}> wins the tournament" in m.content
        for m in world.fake.messages_in(world.chan)
    )


@pytest.mark.slow
async def test_a_tournament_goes_on_after_a_restart(world: World):
    await _started(world, world.alice, world.bob)
    await world.stop_bot()
    await world.start_bot()
    await world.settle()
    await forfeit(world, world.alice, _thread_of(world, world.alice))
    assert any(
        f"<@{world.bob.id}> wins the tournament" in m.content
        for m in world.fake.messages_in(world.chan)
    )


async def test_only_a_manager_removes_a_player_or_cancels(world: World):
    await _started(world, world.alice, world.bob)
    await world.koikoi(world.alice, "tournament", {"remove": world.bob})
    assert "manager" in _last_private(world, world.alice)
    assert world.bot is not None
    entrants = await world.bot.store.tournaments.entrants(1)
    assert not any(e.withdrawn for e in entrants)
    signup = next(m for m in world.fake.messages_in(world.chan) if world.fake.find_buttons(m))
    await _press(world, world.bob, signup, "cancel")
    assert "manager" in _last_private(world, world.bob)
    assert (await world.bot.store.tournaments.get(1)).status == "running"


async def _shown(world: World, *messages: Message) -> object:
    """The first tournament as stored (status, players) and what ``messages`` show now."""
    assert world.bot is not None
    record = await world.bot.store.tournaments.get(1)
    entrants = [e.user_id for e in await world.bot.store.tournaments.entrants(1)]
    now = [world.fake.message(m.id) for m in messages]
    return record.status, entrants, [(m.content, list(m.buttons)) for m in now]


@pytest.mark.parametrize(("verb", "manager"), [("join", False), ("start", True), ("cancel", True)])
async def test_a_tournament_button_pressed_in_another_server_is_refused_and_changes_nothing(
    world: World, caplog: pytest.LogCaptureFixture, verb: str, manager: bool
):
    caplog.set_level(logging.INFO)
    signup = await _open(world)
    await _press(world, world.alice, signup, "join")
    await _press(world, world.bob, signup, "join")
    other = other_server(world)
    theirs = (await world.koikoi(other.dave, "tournament", channel=other.chan)).message
    assert theirs is not None
    ours = TournamentId.parse(world.fake.find_buttons(signup)[0].custom_id)
    assert ours is not None
    # Their own sign-up message's button, pointed at this server's tournament.
    forged = next(
        replace(found, tournament=ours.tournament).custom_id
        for b in world.fake.find_buttons(theirs)
        if (found := TournamentId.parse(b.custom_id)) and found.verb == verb
    )
    before = await _shown(world, signup, theirs)
    presser = other.dave if manager else other.erin
    clicked = await world.fake.click(presser, theirs, forged, force=True)
    response = await clicked.wait_response()
    said = response.message.content if response.message is not None else ""
    assert response.ephemeral and "another server" in said, f"answered {response.type}: {said}"
    await world.settle()
    assert await _shown(world, signup, theirs) == before
    logged = [r.getMessage() for r in caplog.records]
    assert any(forged in line and "another server" in line for line in logged)


async def test_a_sign_up_button_pressed_in_another_channel_is_refused_and_changes_nothing(
    world: World, caplog: pytest.LogCaptureFixture
):
    caplog.set_level(logging.INFO)
    signup = await _open(world)
    allow_threads(world)
    theirs = (await world.koikoi(world.carol, "tournament", channel=world.chan2)).message
    assert theirs is not None
    ours = TournamentId.parse(world.fake.find_buttons(signup)[0].custom_id)
    join = next(TournamentId.parse(b.custom_id) for b in world.fake.find_buttons(theirs))
    assert ours is not None and join is not None and join.verb == "join"
    forged = replace(join, tournament=ours.tournament).custom_id
    before = await _shown(world, signup, theirs)
    clicked = await world.fake.click(world.bob, theirs, forged, force=True)
    response = await clicked.wait_response()
    await world.settle()
    assert response.ephemeral and response.message is not None
    assert "another channel" in response.message.content
    assert await _shown(world, signup, theirs) == before
    assert any(
        forged in r.getMessage() and "another channel" in r.getMessage() for r in caplog.records
    )
