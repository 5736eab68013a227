"""Members' ratings in the store: updated by every finished match that counts, equal to a
recount of the stored results, copied with the database."""

from __future__ import annotations

import random
from pathlib import Path

from bot.engine import Action, Player
from bot.rating.skill import Skill
from bot.store import Store
from bot.store.copying import copy_database
from bot.store.ratings import TREND_MATCHES
from testing.store import play_logged, play_to_result, start, tamper

MEMBER, RIVAL = Player.member(1), Player.member(2)


async def test_a_finished_match_between_members_moves_the_winner_up_and_the_loser_down(
    store: Store,
) -> None:
    record, match = await play_to_result(store, (MEMBER, RIVAL), 1)
    await store.finish_match(record.match_id, match)

    winner, loser = await store.rating_of(1, 2), await store.rating_of(1, 1)
    assert winner and loser
    assert winner.skill.mu > Skill().mu > loser.skill.mu
    assert winner.skill.matches == loser.skill.matches == 1
    assert winner.skill.provisional and winner.trend > 0 > loser.trend


async def test_a_forfeit_is_a_loss_for_the_one_who_forfeits(store: Store) -> None:
    for forfeiting in (0, 1):
        guild = 10 + forfeiting  # a server of its own: both members start new
        record, match = await start(store, (MEMBER, RIVAL), guild_id=guild)
        await play_logged(store, record, match, random.Random(forfeiting), limit=3)
        forfeit = Action("forfeit", forfeiting)
        await store.append_action(record.match_id, len(match.actions), forfeit)
        match.apply(forfeit)
        await store.finish_match(record.match_id, match)
        quitter = await store.rating_of(guild, forfeiting + 1)
        stayer = await store.rating_of(guild, 2 - forfeiting)
        assert quitter and stayer and quitter.trend < 0 < stayer.trend


async def _forfeit(
    store: Store, seats: tuple[Player, Player], seat: int, *, guild: int = 1, hinted: bool = False
) -> None:
    """A match in which the member in ``seat`` forfeits at once (after a hint if ``hinted``)."""
    record, match = await start(store, seats, guild_id=guild)
    if hinted:
        await store.mark_hinted(record.match_id)
    forfeit = Action("forfeit", seat)
    await store.append_action(record.match_id, 0, forfeit)
    match.apply(forfeit)
    await store.finish_match(record.match_id, match)


async def test_a_hint_then_a_forfeit_costs_the_member_the_loss(store: Store) -> None:
    for guild, hinted in ((1, True), (2, False)):
        await _forfeit(store, (MEMBER, Player.computer("easy")), 0, guild=guild, hinted=hinted)

    after_hint, after_loss = await store.rating_of(1, 1), await store.rating_of(2, 1)
    assert after_hint is not None and after_loss is not None
    assert after_hint.skill == after_loss.skill and after_hint.trend < 0


async def test_a_hinted_win_moves_no_rating(store: Store) -> None:
    await _forfeit(store, (Player.computer("easy"), MEMBER), 0, hinted=True)

    assert await store.rating_of(1, 1) is None
    assert await store.stored_ratings() == {}


async def test_a_friend_forfeiting_again_and_again_gives_less_than_twice_one_win(
    store: Store,
) -> None:
    await _forfeit(store, (MEMBER, RIVAL), 1)
    once = await store.rating_of(1, 1)
    for _ in range(9):
        await _forfeit(store, (MEMBER, RIVAL), 1)
    many = await store.rating_of(1, 1)
    assert once is not None and many is not None
    assert many.skill.mu - Skill().mu < 2 * (once.skill.mu - Skill().mu)
    assert await store.recount_ratings() == await store.stored_ratings()


async def test_beating_the_expert_raises_a_rating_more_than_beating_the_easy_level(
    store: Store,
) -> None:
    for user, level in ((1, "expert"), (2, "easy")):
        record, match = await play_to_result(
            store, (Player.member(user), Player.computer(level)), 0
        )
        await store.finish_match(record.match_id, match)
    expert, easy = await store.rating_of(1, 1), await store.rating_of(1, 2)
    assert expert and easy and expert.skill.mu > easy.skill.mu > Skill().mu


async def test_recounting_the_stored_results_gives_the_stored_ratings(store: Store) -> None:
    rng = random.Random(5)
    people = [Player.member(n) for n in range(1, 5)]
    levels = [Player.computer(level) for level in ("easy", "normal", "expert")]
    for n in range(14):
        first = rng.choice(people)
        second = rng.choice([p for p in people + levels if p != first])
        seats = (first, second) if n % 2 else (second, first)
        record, match = await start(store, seats, guild_id=1 + n % 2, seed=n)
        if n % 5 == 4:
            await store.mark_hinted(record.match_id)
        await play_logged(store, record, match, rng, limit=None if n % 3 else 4)
        if not match.over:
            forfeit = Action("forfeit", n % 2)
            await store.append_action(record.match_id, len(match.actions), forfeit)
            match.apply(forfeit)
        await store.finish_match(record.match_id, match)

    stored = await store.stored_ratings()
    assert len(stored) >= 4
    assert await store.recount_ratings() == stored
    assert await store.rebuild_ratings() > 0
    assert await store.stored_ratings() == stored


async def test_the_trend_is_the_change_over_the_last_five_rated_matches(store: Store) -> None:
    shown = [Skill().shown]
    for n in range(TREND_MATCHES + 2):
        record, match = await play_to_result(store, (MEMBER, Player.computer("normal")), n % 2)
        await store.finish_match(record.match_id, match)
        rating = await store.rating_of(1, 1)
        assert rating is not None
        shown.append(rating.skill.shown)
        assert rating.trend == shown[-1] - shown[max(0, len(shown) - 1 - TREND_MATCHES)]


async def test_the_rating_view_lists_established_members_before_provisional_ones(
    store: Store,
) -> None:
    for _ in range(10):
        record, match = await play_to_result(store, (MEMBER, Player.computer("easy")), 1)
        await store.finish_match(record.match_id, match)
    record, match = await play_to_result(store, (RIVAL, Player.computer("expert")), 0)
    await store.finish_match(record.match_id, match)

    page = await store.rating_page(1)
    assert [e.user_id for e in page.entries] == [1, 2]
    assert page.entries[1].skill.mu > page.entries[0].skill.mu  # higher, but provisional
    assert not page.entries[0].skill.provisional and page.entries[1].skill.provisional


async def test_copying_keeps_every_rating_and_season(database: str, tmp_path: Path) -> None:
    source = await Store.open(tmp_path / "source.db")
    record, match = await play_to_result(source, (MEMBER, RIVAL), 0)
    await source.finish_match(record.match_id, match)
    await source.set_season_plan(1, "monthly", 5)
    await tamper(source, "UPDATE season_plans SET ends_at = '2020-01-01T00:00:00.000000Z'")
    (ended,) = await source.end_due_seasons()
    target = await Store.open(database)
    try:
        copied = await copy_database(source._db, target._db)
        assert copied["ratings"] == 2 and copied["rating_changes"] == 2
        assert await target.stored_ratings() == await source.stored_ratings()
        assert await target.rating_of(1, 1) == await source.rating_of(1, 1)
        assert await target.ended_season(1, 1) == ended
        assert await target.season_plan(1) == await source.season_plan(1)
    finally:
        await source.close()
        await target.close()
