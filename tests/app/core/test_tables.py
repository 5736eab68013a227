import pytest

from bot.app.core.computer import ComputerPlayers
from bot.app.core.events import MemberDecided
from bot.app.core.refusal import Refusal
from bot.app.core.tables import Tables
from bot.engine import Action, Match, Player, preset
from bot.engine.round import Phase
from bot.engine.takes import automatic_take
from bot.store import Store, StoreError

GUILD, CHANNEL, ALICE, BOB = 1 << 22, 10, 100, 200


@pytest.fixture
async def tables(tmp_path):
    store = await Store.open(tmp_path / "t.db")
    computer = ComputerPlayers(processes=0)
    yield Tables(store, computer)
    computer.close()
    await store.close()


async def open_vs_members(tables: Tables, seed: int = 7):
    seats = (Player.member(ALICE), Player.member(BOB))
    return await tables.open(GUILD, CHANNEL, seats, preset("standard"), seed=seed)


async def test_a_move_is_logged_before_it_is_applied(tables: Tables):
    outcome = await open_vs_members(tables)
    table = outcome.table
    mover = table.seats[table.match.to_move].user_id
    action = table.match.legal_actions()[0]
    await tables.act(table.match_id, mover, action, table.seq)
    assert await tables.store.match_log(table.match_id) == [str(a) for a in table.match.actions]


async def test_a_failing_write_refuses_the_move_and_changes_nothing(tables: Tables, monkeypatch):
    table = (await open_vs_members(tables)).table
    before = table.match.to_dict()
    mover = table.seats[table.match.to_move].user_id

    async def broken(*args, **kwargs):
        raise StoreError("disk full")

    monkeypatch.setattr(tables.store, "append_action", broken)
    with pytest.raises(Refusal) as refusal:
        await tables.act(table.match_id, mover, table.match.legal_actions()[0], table.seq)
    assert refusal.value.key == "error-store"
    assert table.match.to_dict() == before


async def test_the_player_not_to_move_is_told_it_is_not_their_turn(tables: Tables):
    table = (await open_vs_members(tables)).table
    waiting = table.seats[1 - table.match.to_move].user_id
    with pytest.raises(Refusal) as refusal:
        await tables.act(table.match_id, waiting, table.match.legal_actions()[0], table.seq)
    assert refusal.value.key == "error-not-your-turn"


async def test_the_computer_replies_within_the_same_request(tables: Tables):
    seats = (Player.member(ALICE), Player.computer("easy"))
    table = (await tables.open(GUILD, CHANNEL, seats, preset("standard"), seed=3)).table
    while not table.match.over and table.match.to_move == 0:
        await tables.act(table.match_id, ALICE, table.match.legal_actions()[0], table.seq)
        assert table.match.over or table.match.to_move == 0  # never left waiting on the computer


async def test_restoring_skips_servers_of_other_shards(tables: Tables):
    await open_vs_members(tables)
    other = Tables(tables.store, tables.computer)
    assert await other.restore_all(owns=lambda guild_id: False) == []
    assert len(other) == 0
    restored = await other.restore_all()
    assert len(restored) == 1 and len(other) == 1


def _equal_choice_seed() -> tuple[int, Action, int]:
    """A seed whose first play leaves a choice between two equivalent field cards: the seed,
    that play, and the card the choice takes."""
    for seed in range(3000):
        for play in Match(preset("standard"), seed).legal_actions():
            match = Match(preset("standard"), seed)
            match.apply(play)
            seat = match.to_move
            if seat is not None and match.round.phase is Phase.TAKE:
                take = automatic_take(match.view(seat))
                if take is not None:
                    return seed, play, take
    raise LookupError("no seed leaves an equal choice")


async def test_a_choice_between_equivalent_cards_is_made_without_asking(tables: Tables):
    seed, play, take = _equal_choice_seed()
    table = (await open_vs_members(tables, seed=seed)).table
    mover = table.seats[table.match.to_move].user_id
    await tables.act(table.match_id, mover, play, table.seq)
    log = await tables.store.match_log(table.match_id)
    assert log[:2] == [str(play), str(Action("take", take))]
    view = table.match.view(table.seat_of(mover))
    # No take buttons: the choice is no longer pending (a later one would not be this one).
    assert not (view.phase is Phase.TAKE and automatic_take(view) is not None)


async def test_every_decision_a_review_will_judge_is_handed_on_as_it_is_made(tables: Tables):
    from bot.review import Decision, MatchLog, decisions_of

    handed: list[tuple[int, Decision]] = []
    tables.events.subscribe(
        MemberDecided,
        lambda made: handed.append((made.match_id, Decision(made.index, made.view, made.action))),
    )
    seats = (Player.member(ALICE), Player.computer("easy"))
    table = (await tables.open(GUILD, CHANNEL, seats, preset("standard"), seed=5)).table
    turn = 0
    while not table.match.over:
        legal = table.match.legal_actions()
        await tables.act(table.match_id, ALICE, legal[turn % len(legal)], table.seq)
        turn += 1
    expected = decisions_of(MatchLog.of(table.match), 0)
    assert len(expected) > 10
    assert handed == [(table.match_id, decision) for decision in expected]
