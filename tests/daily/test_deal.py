"""The daily deal: the same deal and replies for every member, one try a day, lapsing."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.ai import choose_action
from bot.app.core.refusal import Refusal
from bot.app.kernel.logs import guard_sources
from bot.daily.deal import (
    Dailies,
    DailyComputer,
    DailyRound,
    daily_rules,
    daily_seed,
    day_of,
)
from bot.engine import Action, Match, PlayerView
from bot.engine.actions import PLAYS
from bot.engine.cards import iter_cards
from bot.engine.rules import PRESETS
from bot.engine.takes import automatic_take
from bot.store import Store

GUILD, OTHER_GUILD = 10, 20
ANN, BOB = 1, 2


class Clock:
    """A clock that stands still until moved."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


class CountedExpert:
    """The real expert, with few playouts and no clock: what the daily asks of the workers."""

    def __init__(self) -> None:
        self.seeds: list[int] = []

    async def decide_daily(self, view: PlayerView, seed: int) -> Action:
        self.seeds.append(seed)
        return choose_action("expert", view, seed=seed, time_budget=1e9, playouts=24)


@pytest.fixture
def clock() -> Clock:
    return Clock(datetime(2026, 12, 2, 13, 0, tzinfo=UTC))


@pytest.fixture
async def store(tmp_path: Path, clock: Clock) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "koikoi.db", clock=clock)
    # One secret for every run, so that the tests play the same deals (one may end at once).
    await opened.daily._db.run(
        lambda c: c.execute(
            "INSERT INTO installation_secret (id, secret) VALUES (1, ?)", ("a fixed test secret 2",)
        )
    )
    try:
        yield opened
    finally:
        await opened.close()


def dailies(store: Store, clock: Clock, computer: DailyComputer | None = None) -> Dailies:
    return Dailies(store, computer or CountedExpert(), clock)


async def play_first_legal(service: Dailies, guild_id: int, user_id: int) -> list[str]:
    """Play the try to its end, always the first legal move; the moves of the log."""
    outcome = await service.open(guild_id, user_id, "standard")
    daily = outcome.daily
    while not daily.over:
        view = daily.view()
        outcome = await service.act(guild_id, user_id, view.legal[0], daily.seq)
    return list(daily.log())


async def test_two_members_making_the_same_moves_meet_the_same_replies_and_score(
    store: Store, clock: Clock
) -> None:
    service = dailies(store, clock)
    ann = await play_first_legal(service, GUILD, ANN)
    bob = await play_first_legal(service, OTHER_GUILD, BOB)
    assert ann == bob
    results = (await store.daily.results(GUILD, day_of(clock.now)))[0]
    others = (await store.daily.results(OTHER_GUILD, day_of(clock.now)))[0]
    assert (results.points, results.koikoi_calls) == (others.points, others.koikoi_calls)


async def test_the_experts_seed_depends_on_the_day_and_the_moves_only(
    store: Store, clock: Clock
) -> None:
    first, second = CountedExpert(), CountedExpert()
    await play_first_legal(dailies(store, clock, first), GUILD, ANN)
    await play_first_legal(dailies(store, clock, second), OTHER_GUILD, BOB)
    assert first.seeds and first.seeds == second.seeds


def test_the_deal_changes_with_the_day_and_the_installations_secret() -> None:
    assert daily_seed("a secret", "2026-12-02") == daily_seed("a secret", "2026-12-02")
    assert daily_seed("a secret", "2026-12-02") != daily_seed("a secret", "2026-12-03")
    assert daily_seed("a secret", "2026-12-02") != daily_seed("another", "2026-12-02")


def _deal(daily: DailyRound) -> tuple[int, ...]:
    """Both hands and the field as dealt."""
    opening = Match(daily.match.rules, daily.match.seed)
    first, second = opening.view(0), opening.view(1)
    return (first.hand, second.hand, first.field)


async def test_the_deal_cannot_be_worked_out_from_the_date_alone(
    tmp_path: Path, clock: Clock
) -> None:
    """Two installations deal differently on the same day: the deal is not the date's."""
    deals = []
    for name in ("one", "two"):
        async with await Store.open(tmp_path / f"{name}.db", clock=clock) as store:
            deals.append(_deal((await dailies(store, clock).open(GUILD, ANN, "standard")).daily))
    assert deals[0] != deals[1]


async def test_the_deal_survives_a_restart_of_the_installation(
    tmp_path: Path, clock: Clock
) -> None:
    deals = []
    for member in (ANN, BOB):
        async with await Store.open(tmp_path / "koikoi.db", clock=clock) as store:
            deals.append(_deal((await dailies(store, clock).open(GUILD, member, "standard")).daily))
    assert deals[0] == deals[1]


async def test_a_member_who_finished_in_one_server_cannot_play_again_in_another(
    store: Store, clock: Clock
) -> None:
    await play_first_legal(dailies(store, clock), GUILD, ANN)
    for service in (dailies(store, clock), dailies(store, clock)):  # this process, or another
        with pytest.raises(Refusal) as refused:
            await service.open(OTHER_GUILD, ANN, "standard")
        assert refused.value.key == "daily-played-elsewhere"
    assert await store.daily.results(OTHER_GUILD, day_of(clock.now)) == []


async def test_a_member_playing_in_one_server_cannot_start_in_another(
    store: Store, clock: Clock
) -> None:
    service = dailies(store, clock)
    await service.open(GUILD, ANN, "standard")
    with pytest.raises(Refusal) as refused:
        await service.open(OTHER_GUILD, ANN, "standard")
    assert refused.value.key == "daily-played-elsewhere"


async def test_each_servers_board_shows_its_own_members(store: Store, clock: Clock) -> None:
    await play_first_legal(dailies(store, clock), GUILD, ANN)
    await play_first_legal(dailies(store, clock), OTHER_GUILD, BOB)
    today = day_of(clock.now)
    assert [r.user_id for r in await store.daily.results(GUILD, today)] == [ANN]
    assert [r.user_id for r in await store.daily.results(OTHER_GUILD, today)] == [BOB]


async def test_the_installations_secret_never_reaches_the_log(
    tmp_path: Path, clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    guard_sources()  # as the bot's logging does, before anything is logged
    caplog.set_level(logging.DEBUG)
    async with await Store.open(tmp_path / "koikoi.db", clock=clock) as store:
        await play_first_legal(dailies(store, clock), GUILD, ANN)
        secret = await store.daily.secret()
    assert "schema migrated" in caplog.text  # the log was listened to throughout
    assert secret not in caplog.text


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_plays_the_daily_as_one_round(name: str) -> None:
    rules = daily_rules(name)
    assert (rules.rounds, rules.target_score) == (1, None)


async def test_a_member_cannot_play_the_daily_twice(store: Store, clock: Clock) -> None:
    service = dailies(store, clock)
    await play_first_legal(service, GUILD, ANN)
    with pytest.raises(Refusal) as refused:
        await service.open(GUILD, ANN, "standard")
    assert refused.value.key == "daily-already-played"


async def test_a_member_cannot_play_the_daily_twice_after_a_restart(
    store: Store, clock: Clock
) -> None:
    await play_first_legal(dailies(store, clock), GUILD, ANN)
    with pytest.raises(Refusal) as refused:
        await dailies(store, clock).open(GUILD, ANN, "standard")
    assert refused.value.key == "daily-already-played"


async def test_a_second_start_click_resumes_the_same_try(store: Store, clock: Clock) -> None:
    service = dailies(store, clock)
    first = await service.open(GUILD, ANN, "standard")
    second = await service.open(GUILD, ANN, "standard")
    assert second.daily is first.daily


async def test_a_doubled_move_click_is_refused_as_stale(store: Store, clock: Clock) -> None:
    service = dailies(store, clock)
    daily = (await service.open(GUILD, ANN, "standard")).daily
    seq, click = daily.seq, daily.view().legal[0]  # the same click twice, whatever the deal
    await service.act(GUILD, ANN, click, seq)
    with pytest.raises(Refusal) as refused:
        await service.act(GUILD, ANN, click, seq)
    assert refused.value.key == "daily-stale"


async def test_an_unfinished_daily_survives_a_restart(store: Store, clock: Clock) -> None:
    daily = (await dailies(store, clock).open(GUILD, ANN, "standard")).daily
    before = daily.seq  # the try in memory moves on with the act; the restored one must too
    await dailies(store, clock).act(GUILD, ANN, daily.view().legal[0], before)
    restored = (await dailies(store, clock).open(GUILD, ANN, "standard")).daily
    assert restored.seq > before
    assert restored.view().hand != 0 or restored.over


async def test_a_restarted_try_ends_as_an_unbroken_one(store: Store, clock: Clock) -> None:
    whole = await play_first_legal(dailies(store, clock), GUILD, ANN)
    daily = (await dailies(store, clock).open(GUILD, BOB, "standard")).daily
    await dailies(store, clock).act(GUILD, BOB, daily.view().legal[0], daily.seq)
    assert await play_first_legal(dailies(store, clock), GUILD, BOB) == whole


async def test_an_unfinished_daily_lapses_at_the_days_end(store: Store, clock: Clock) -> None:
    service = dailies(store, clock)
    daily = (await service.open(GUILD, ANN, "standard")).daily
    clock.now += timedelta(seconds=service.seconds_left())
    with pytest.raises(Refusal) as refused:
        await service.act(GUILD, ANN, daily.view().legal[0], daily.seq)
    assert refused.value.key == "daily-lapsed"
    stored = await store.daily.play(GUILD, ANN, daily.day)
    assert stored is not None and stored.status == "lapsed"


async def test_a_lapsed_daily_is_not_on_the_board(store: Store, clock: Clock) -> None:
    service = dailies(store, clock)
    daily = (await service.open(GUILD, ANN, "standard")).daily
    clock.now += timedelta(days=1)
    assert await dailies(store, clock).lapse_past() == 1
    assert await store.daily.results(GUILD, daily.day) == []


async def test_the_next_days_deal_may_be_played_after_a_lapse(store: Store, clock: Clock) -> None:
    service = dailies(store, clock)
    first = (await service.open(GUILD, ANN, "standard")).daily
    clock.now += timedelta(days=1)
    second = (await service.open(GUILD, ANN, "standard")).daily
    assert second.day != first.day and second is not first


async def test_a_double_click_on_start_opens_one_try(store: Store, clock: Clock) -> None:
    service = dailies(store, clock)
    first, second = await asyncio.gather(
        service.open(GUILD, ANN, "standard"), service.open(GUILD, ANN, "standard")
    )
    assert first.daily is second.daily


async def test_two_processes_starting_at_once_play_one_try(store: Store, clock: Clock) -> None:
    one, other = dailies(store, clock), dailies(store, clock)
    first = (await one.open(GUILD, ANN, "standard")).daily
    second = (await other.open(GUILD, ANN, "standard")).daily
    assert second.log() == first.log()
    await one.act(GUILD, ANN, first.view().legal[0], first.seq)
    with pytest.raises(Refusal) as refused:
        await other.act(GUILD, ANN, second.view().legal[0], second.seq)
    assert refused.value.key == "daily-stale"


async def test_a_finished_try_is_refused_after_a_restart_and_a_double_click(
    store: Store, clock: Clock
) -> None:
    await play_first_legal(dailies(store, clock), GUILD, ANN)
    service = dailies(store, clock)
    answers = await asyncio.gather(
        service.open(GUILD, ANN, "standard"),
        service.open(GUILD, ANN, "standard"),
        return_exceptions=True,
    )
    assert [getattr(answer, "key", None) for answer in answers] == ["daily-already-played"] * 2


@pytest.mark.parametrize("name", list(PRESETS))
async def test_a_whole_daily_is_played_under_every_preset(
    store: Store, clock: Clock, name: str
) -> None:
    service = dailies(store, clock)
    outcome = await service.open(GUILD, ANN, name)
    daily = outcome.daily
    while not daily.over:
        await service.act(GUILD, ANN, daily.view().legal[-1], daily.seq)
    assert daily.match.round_number == 1
    assert [r.points for r in await store.daily.results(GUILD, daily.day)] == [daily.points]


def test_the_daily_expert_decides_the_same_however_slow_the_machine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from bot.app.core import computer
    from bot.daily.deal import decision_seed
    from bot.engine import Match

    match = Match(daily_rules("standard"), daily_seed("a secret", "2026-12-02"))
    while len(match.legal_actions()) < 3:
        match.apply(match.legal_actions()[0])
    view = match.view(match.to_move or 0)
    seed = decision_seed("a secret", "2026-12-02", len(match.actions))
    calm = [computer.decide_counted(view, seed, 300) for _ in range(2)]
    ticks = iter(range(0, 10**9, 7))  # a clock racing 7 seconds a read: a very busy machine
    monkeypatch.setattr("bot.ai.expert.time.perf_counter", lambda: float(next(ticks)))
    assert computer.decide_counted(view, seed, 300) == calm[0] == calm[1]


def _a_day_with_a_choice_between_equivalent_cards(secret: str) -> tuple[datetime, int, int]:
    """A day whose deal lets the member, moving first, play a card that meets two equivalent
    field cards; that card, and the one the engine takes for it."""
    rules = daily_rules("standard")
    for days in range(400):
        moment = datetime(2026, 1, 1, 12, tzinfo=UTC) + timedelta(days=days)
        seed = daily_seed(secret, day_of(moment))
        opening = Match(rules, seed)
        if opening.to_move != 0:
            continue
        for card in iter_cards(opening.view(0).hand):
            played = Match.replay(rules, seed, [str(PLAYS[card])])
            take = automatic_take(played.view(0)) if played.to_move == 0 else None
            if take is not None:
                return moment, card, take
    raise AssertionError("no such day in 400")


async def test_a_choice_between_equivalent_cards_in_the_daily_is_made_without_asking(
    store: Store, clock: Clock
) -> None:
    clock.now, card, take = _a_day_with_a_choice_between_equivalent_cards(
        await store.daily.secret()
    )
    service = dailies(store, clock)
    daily = (await service.open(GUILD, ANN, "standard")).daily
    await service.act(GUILD, ANN, PLAYS[card], daily.seq)
    assert daily.log()[:2] == (f"play:{card}", f"take:{take}")
