"""The messages a move is shown in: what they read of the match to be built."""

from collections import Counter

import pytest

from bot.app.core.table import Table
from testing.harness import World
from testing.play import Clicker


async def test_a_move_reads_the_hand_view_once_and_the_public_view_once_per_picture(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await world.settle()
    reads: Counter[str] = Counter()
    seat_view, public_view = Table.view, Table.public_view

    def counted_view(table: Table, seat: int):  # type: ignore[no-untyped-def]
        reads["seat"] += 1
        return seat_view(table, seat)

    def counted_public_view(table: Table):  # type: ignore[no-untyped-def]
        reads["public"] += 1
        return public_view(table)

    monkeypatch.setattr(Table, "view", counted_view)
    monkeypatch.setattr(Table, "public_view", counted_public_view)
    assert await Clicker(world, world.alice).take_turn()
    await world.settle()
    # The clicker reads Alice's view once to choose; the hand message once for its text,
    # picture and buttons; the table once to start its picture early and once to send it.
    assert reads == Counter(seat=2, public=2)
