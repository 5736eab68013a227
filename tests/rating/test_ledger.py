"""The order of updates and recounting: properties of applying rated matches."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from bot.rating.computer import LEVEL_SKILLS
from bot.rating.ledger import RatedMatch, Seat, apply, replay
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
    skills = replay(played[:cut])
    for match in played[cut:]:
        for change in apply(match, skills):
            assert change.before == skills.get((change.guild_id, change.user_id), Skill())
            skills[(change.guild_id, change.user_id)] = change.after
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
def test_hinted_matches_and_matches_without_a_member_change_no_rating(
    played: list[RatedMatch],
) -> None:
    counted = [m for m in played if m.counts]
    assert replay(played) == replay(counted)
    hinted = [RatedMatch(m.match_id, m.guild_id, m.seats, m.winner, True) for m in played]
    assert replay(hinted) == {}


@given(matches())
def test_only_the_members_seats_change_and_a_level_is_met_at_its_fixed_skill(
    match: RatedMatch,
) -> None:
    changes = apply(match, {})
    members = {seat.user_id for seat in match.seats if seat.user_id is not None}
    assert {c.user_id for c in changes} == (set() if match.hinted else members)
    for change in changes:
        seat = match.seats.index(Seat(change.user_id, None))
        other = match.seats[1 - seat]
        expected = LEVEL_SKILLS[other.level] if other.level else Skill()
        first, second = (change.before, expected) if seat == 0 else (expected, change.before)
        outcome = "drawn" if match.winner is None else ("first" if match.winner == 0 else "second")
        assert change.after == rate(first, second, outcome)[seat]
