"""The daily deal's answers through the fake Discord: forged days, stale clicks, the time left,
merged reviews and how a finished deal tells its end."""

from __future__ import annotations

import asyncio
import logging
import random
from datetime import UTC, datetime

import pytest

from bot.app.kernel.custom_ids import DailyAfterId, DailyMoveId
from bot.daily.deal import EXPERT, MEMBER, DailyRound, daily_rules, daily_seed
from bot.engine import Match
from bot.i18n import LOCALES, t
from bot.review import Reviewer
from testing.harness import World
from tests.app.kernel.test_bad_clicks import ephemeral_answer


@pytest.fixture(autouse=True)
def few_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.app.core.computer.DAILY_PLAYOUTS", 24)


async def _opened(world: World):
    """Alice's private daily message, just opened."""
    await world.koikoi(world.alice, "daily")
    return world.fake.ephemeral_for(world.alice)[-1]


def _moves(world: World, message) -> list[DailyMoveId]:
    found = (DailyMoveId.parse(b.custom_id) for b in world.fake.find_buttons(message))
    return [move for move in found if move is not None and move.verb == "play"]


async def _finish(world: World) -> DailyRound:
    """Alice's try played to its end (first legal move each time), straight through the core."""
    assert world.bot is not None
    dailies = world.bot.daily.dailies
    outcome = await dailies.open(world.guild.id, world.alice.id, "standard")
    daily = outcome.daily
    while not daily.over:
        await dailies.act(world.guild.id, world.alice.id, daily.view().legal[0], daily.seq)
    return daily


@pytest.mark.slow
@pytest.mark.parametrize("day", ["99991231", "20261399", "00000000"])
@pytest.mark.parametrize("choice", ["best", "share", "review"])
async def test_a_forged_button_of_an_impossible_day_is_answered_in_a_line(
    world: World, day: str, choice: str, caplog: pytest.LogCaptureFixture
):
    message = await _opened(world)
    forged = DailyAfterId(day, choice).custom_id  # type: ignore[arg-type]
    click = await world.fake.click(world.alice, message, forged, force=True)
    answer = await ephemeral_answer(click)
    await world.settle()
    assert answer and "\n" not in answer
    assert t("en", "error-internal") not in answer
    assert t("en", "error-internal-match") not in answer
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.slow
async def test_a_stale_daily_click_says_so_without_advice_the_daily_cannot_follow(world: World):
    message = await _opened(world)
    first = _moves(world, message)[0]
    click = await world.fake.click(world.alice, message, first.custom_id)
    await click.wait_response()
    await world.settle()
    assert _moves(world, world.fake.message(message.id)), "the pinned deal ended at once"
    again = await world.fake.click(world.alice, message, first.custom_id, force=True)
    answer = await ephemeral_answer(again)
    assert answer == t("en", "daily-stale")
    for locale in LOCALES:  # the daily has no Refresh button and no /koikoi hand
        assert "/koikoi hand" not in t(locale, "daily-stale")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("moment", "said"),
    [
        (datetime(2026, 12, 2, 23, 59, tzinfo=UTC), "Today's deal ends in 1 minute."),
        (datetime(2026, 12, 2, 23, 15, tzinfo=UTC), "Today's deal ends in 45 minutes."),
        (datetime(2026, 12, 2, 13, 30, tzinfo=UTC), "Today's deal ends in 10 hours."),
    ],
)
async def test_the_daily_says_how_long_is_left_without_rounding_up_to_an_hour(
    world: World, moment: datetime, said: str
):
    assert world.bot is not None
    world.bot.daily.dailies.clock = lambda: moment
    message = await _opened(world)
    assert said in message.embeds[0]["description"]


@pytest.mark.slow
async def test_twenty_clicks_on_a_daily_review_make_one_review_titled_with_its_day(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    message = await _opened(world)
    daily = await _finish(world)
    assert world.bot is not None
    queue = world.bot.reviews.queue
    made = 0
    review = queue.review

    async def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal made
        made += 1
        return await review(*args, **kwargs)

    monkeypatch.setattr(queue, "review", counted)
    world.bot.reviews.reviewer = Reviewer(playouts=24)
    custom_id = DailyAfterId(daily.day.replace("-", ""), "review").custom_id
    clicks = await asyncio.gather(
        *(world.fake.click(world.alice, message, custom_id, force=True) for _ in range(20))
    )
    answers = await asyncio.gather(*(click.wait_done(timeout=120) for click in clicks))
    await world.settle(timeout=120)
    assert made == 1
    titles = {answer.embeds[0]["title"] for answer in answers}
    assert titles == {t("en", "daily-review-title", day=daily.day)}


def _finished_rounds(count: int) -> list[Match]:
    """Finished daily rounds played at random: some won, some lost, maybe drawn."""
    rounds = []
    for number in range(count):
        seed = daily_seed("a secret", f"2026-01-{number + 1:02d}")
        match = Match(daily_rules("standard"), seed)
        rng = random.Random(number)
        while not match.over:
            match.apply(rng.choice(match.legal_actions()))
        rounds.append(match)
    return rounds


@pytest.mark.slow
@pytest.mark.parametrize("locale", LOCALES)
async def test_a_finished_daily_tells_who_won_and_the_score_under_the_rounds_result(
    world: World, locale: str
):
    assert world.bot is not None
    seen = set()
    for match in _finished_rounds(8):
        daily = DailyRound(world.guild.id, world.alice.id, "2026-01-01", match, "a secret")
        rendered = await world.bot.daily.message(daily, locale, "alice")
        assert rendered.embed is not None
        described = rendered.embed.description or ""
        first = described.splitlines()[0]
        mine, theirs = match.scores[MEMBER], match.scores[EXPERT]
        if mine > theirs:
            assert first == t(locale, "daily-finished", points=mine)
        elif theirs > mine:
            assert first == t(locale, "daily-ended-lost", points=theirs)
        else:
            assert first == t(locale, "daily-ended-drawn")
        seen.add((mine > theirs) - (mine < theirs))
        result = match.results[-1]
        for yaku in result.yaku:  # the yaku that scored are named
            assert t(locale, f"yaku-{yaku.key}") in described
        assert rendered.file is not None and rendered.file.description
    assert {1, -1} <= seen
