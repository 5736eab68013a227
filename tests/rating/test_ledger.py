"""The order of updates and recounting: properties of applying rated matches."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from bot.rating.computer import LEVEL_SKILLS
from bot.rating.ledger import REPEAT_WINDOW, Book, RatedMatch, Seat, apply, replay
from bot.rating.skill import Skill, rate

seats = st.one_of(
    st.builds(Seat, st.integers(min_value=1, max_value=4), st.none()),
    st.builds(Seat, st.none(), st.sampled_from(["easy", "normal", "expert"])),
)


@st.composite
def matches(draw: st.DrawFn, guild_id: int | None = None) -> RatedMatch:
    first = draw(seats)
    second = draw(seats.filter(lambda s: s.user_id is None or s.user_id != first.user_id))
    return RatedMatch(
        draw(st.integers(min_value=1, max_value=10**6)),
        guild_id if guild_id is not None else draw(st.integers(min_value=1, max_value=2)),
        (first, second),
        draw(st.sampled_from([0, 1, None])),
        draw(st.booleans()),
    )


@given(st.lists(matches(), max_size=30), st.integers(min_value=0, max_value=30))
def test_recounting_in_two_parts_gives_what_recounting_at_once_gives(
    played: list[RatedMatch], cut: int
) -> None:
    book = Book()
    for match in played[:cut]:
        book.add(match)
    assert book.skills == replay(played[:cut])
    for match in played[cut:]:
        before = dict(book.skills)
        for change in book.add(match):
            assert change.before == before.get((change.guild_id, change.user_id), Skill())
    skills = book.skills
    assert skills == replay(played)


@given(st.lists(matches(guild_id=1), max_size=15), st.lists(matches(guild_id=2), max_size=15),
       st.randoms())  # fmt: skip
def test_two_servers_matches_interleaved_in_any_order_give_the_same_ratings(
    here: list[RatedMatch], there: list[RatedMatch], rng: random.Random
) -> None:
    order = [0] * len(here) + [1] * len(there)
    rng.shuffle(order)
    queues = [iter(here), iter(there)]
    interleaved = [next(queues[side]) for side in order]
    assert replay(interleaved) == replay(here + there)


@given(st.lists(matches(), max_size=20))
def test_matches_without_a_member_change_no_rating(played: list[RatedMatch]) -> None:
    counted = [m for m in played if m.counts]
    assert replay(played) == replay(counted)


@given(matches())
def test_a_hinted_match_keeps_only_the_changes_that_lower_a_rating(match: RatedMatch) -> None:
    plain = apply(replace(match, hinted=False), {})
    hinted = apply(replace(match, hinted=True), {})
    assert hinted == tuple(c for c in plain if c.after.mu < c.before.mu)


@given(matches())
def test_only_the_members_seats_change_and_a_level_is_met_at_its_fixed_skill(
    match: RatedMatch,
) -> None:
    changes = apply(match, {})
    members = {seat.user_id for seat in match.seats if seat.user_id is not None}
    moved = {c.user_id for c in changes}
    assert moved <= members and (moved == members or match.hinted)
    for change in changes:
        seat = match.seats.index(Seat(change.user_id, None))
        other = match.seats[1 - seat]
        expected = LEVEL_SKILLS[other.level] if other.level else Skill()
        first, second = (change.before, expected) if seat == 0 else (expected, change.before)
        outcome = "drawn" if match.winner is None else ("first" if match.winner == 0 else "second")
        assert change.after == rate(first, second, outcome)[seat]


# -- what cannot be gamed: hints, forfeits, time-outs and repeated results ---------------------

MEMBER_SEAT, EASY = Seat(1, None), Seat(None, "easy")
NOON = datetime(2025, 3, 1, 12, tzinfo=UTC)
known_skills = st.builds(
    Skill,
    st.floats(min_value=10, max_value=40),
    st.floats(min_value=1, max_value=25 / 3),
    st.integers(min_value=0, max_value=50),
)
# What a member may do during a match against the computer before it ends: ask for a hint, or
# end it by forfeiting, letting the turn run out, or playing on to a win, a loss or a draw.
ENDINGS = ("forfeit", "time-out", "win", "loss", "draw")
events = st.lists(st.sampled_from(("hint", *ENDINGS)), max_size=8).map(lambda e: [*e, "loss"])


def _winner(ending: str) -> int | None:
    """The stored winner of a member (seat 0) against the computer for ``ending``."""
    return {"win": 0, "draw": None}.get(ending, 1)  # a forfeit or a time-out: the other seat


def _played(actions: list[str], level: str) -> tuple[RatedMatch, str]:
    """The match those actions make (it ends at the first ending) and how it ended."""
    hinted = False
    for action in actions:
        if action == "hint":
            hinted = True
            continue
        seats = (MEMBER_SEAT, Seat(None, level))  # type: ignore[arg-type]
        return RatedMatch(1, 1, seats, _winner(action), hinted), action
    raise AssertionError("every sequence ends")


@given(events, known_skills, st.sampled_from(["easy", "normal"]))
def test_no_sequence_of_hints_forfeits_and_time_outs_avoids_a_loss_playing_on_would_cost(
    actions: list[str], before: Skill, level: str
) -> None:
    match, ending = _played(actions, level)
    plain = RatedMatch(1, 1, match.seats, match.winner, False)
    lost = RatedMatch(1, 1, match.seats, 1, False)
    after = {c.user_id: c.after for c in apply(match, {(1, 1): before})}.get(1, before)
    unhinted = apply(plain, {(1, 1): before})[0].after
    loss = apply(lost, {(1, 1): before})[0].after
    assert after.mu <= unhinted.mu  # a hint never helps a rating
    if ending in ("forfeit", "time-out", "loss"):
        assert after == loss  # and never hides a loss, however the match ended


def test_a_hint_then_a_forfeit_costs_what_losing_without_a_hint_costs() -> None:
    hinted = RatedMatch(1, 1, (MEMBER_SEAT, EASY), 1, True)
    plain = RatedMatch(2, 1, (MEMBER_SEAT, EASY), 1, False)
    assert apply(hinted, {}) == tuple(replace(change, match_id=1) for change in apply(plain, {}))
    assert apply(hinted, {})[0].after.mu < Skill().mu


def test_a_hinted_win_moves_no_rating() -> None:
    assert apply(RatedMatch(1, 1, (MEMBER_SEAT, EASY), 0, True), {}) == ()


def _wins_over_a_friend(count: int, apart: timedelta) -> float:
    """The winner's rating gained by ``count`` wins over one member, ``apart`` one from the
    next (the friend forfeiting at once each time)."""
    played = [
        RatedMatch(n, 1, (Seat(1, None), Seat(2, None)), 0, finished_at=NOON + n * apart)
        for n in range(count)
    ]
    return replay(played)[(1, 1)].mu - Skill().mu


@given(st.integers(min_value=2, max_value=40))
def test_repeated_wins_over_one_member_in_a_day_earn_less_than_twice_the_first(
    count: int,
) -> None:
    assert _wins_over_a_friend(count, timedelta(minutes=1)) < 2 * _wins_over_a_friend(
        1, timedelta(minutes=1)
    )


def test_a_repeated_result_counts_less_and_a_day_later_counts_in_full_again() -> None:
    first = _wins_over_a_friend(1, timedelta(minutes=1))
    second_soon = _wins_over_a_friend(2, timedelta(minutes=1)) - first
    second_later = _wins_over_a_friend(2, REPEAT_WINDOW + timedelta(seconds=1)) - first
    assert second_soon < second_later / 1.5
    assert second_later > 0


def test_results_against_other_members_do_not_count_as_repeats() -> None:
    against = [
        RatedMatch(n, 1, (Seat(1, None), Seat(2 + n, None)), 0, finished_at=NOON) for n in range(3)
    ]
    one_by_one: dict[tuple[int, int], Skill] = {}
    for match in against:
        for change in apply(match, one_by_one):
            one_by_one[(change.guild_id, change.user_id)] = change.after
    assert replay(against) == one_by_one
