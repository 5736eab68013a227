"""Expected errors (an id no database holds, the database down) are answered, not traced."""

import logging

import pytest

from bot.store import StoreUnavailableError
from testing.harness import World
from tests.app.kernel.test_bad_clicks import ephemeral_answer


def _tracebacks(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.exc_info is not None or r.levelno >= logging.ERROR]


@pytest.mark.slow
async def test_a_review_of_a_match_number_beyond_any_id_is_refused_without_a_traceback(
    world: World, caplog: pytest.LogCaptureFixture
):
    interaction = await world.fake.slash(
        world.alice, world.chan, "koikoi", "review", {"match": 2**63}, force=True
    )
    response = await interaction.wait_response()
    await world.settle()
    assert response.ephemeral and response.message is not None
    assert response.message.content == "You can review only your own finished matches."
    assert not _tracebacks(caplog)


async def _store_down(*args: object, **kwargs: object) -> None:
    raise StoreUnavailableError("connection refused")


@pytest.mark.slow
async def test_the_leaderboard_while_the_database_is_down_is_answered_in_one_line(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
):
    assert world.bot is not None
    monkeypatch.setattr(world.bot.store, "leaderboard", _store_down)
    interaction = await world.fake.slash(world.alice, world.chan, "leaderboard")
    response = await interaction.wait_response()
    await world.settle()
    assert response.ephemeral and response.message is not None
    assert "database cannot be reached" in response.message.content
    assert not _tracebacks(caplog)
    assert any("database is unavailable" in r.getMessage() for r in caplog.records)


@pytest.mark.slow
async def test_a_leaderboard_page_while_the_database_is_down_is_answered_in_one_line(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
):
    assert world.bot is not None
    shown = await world.fake.slash(world.alice, world.chan, "leaderboard")
    message = (await shown.wait_response()).message
    assert message is not None
    monkeypatch.setattr(world.bot.store, "leaderboard", _store_down)
    page = world.fake.find_buttons(message)[1].custom_id
    click = await world.fake.click(world.alice, message, page, force=True)
    answer = await ephemeral_answer(click)
    assert "database cannot be reached" in str(answer)
    assert not _tracebacks(caplog)
