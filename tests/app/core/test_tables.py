import pytest

from bot.app.core.computer import ComputerPlayers
from bot.app.core.refusal import Refusal
from bot.app.core.tables import Tables
from bot.engine import Player, preset
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
