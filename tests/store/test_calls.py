"""The store's spectators' guesses, on SQLite and PostgreSQL."""

from __future__ import annotations

from bot.store import Store


async def test_a_spectator_guesses_once_per_decision(store: Store) -> None:
    assert await store.calls.vote(7, 12, 30, "stop")
    assert not await store.calls.vote(7, 12, 30, "koikoi")
    assert await store.calls.vote(7, 12, 31, "koikoi")
    assert await store.calls.vote(7, 20, 30, "koikoi")  # the next decision
    assert await store.calls.votes(7, 12) == {"stop": 1, "koikoi": 1}
