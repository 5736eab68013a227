from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.rating.computer import LADDER, LEVEL_SKILLS
from bot.rating.skill import PROVISIONAL_MATCHES, Skill, rate, win_chance

skills = st.builds(
    Skill,
    mu=st.floats(min_value=0, max_value=50),
    sigma=st.floats(min_value=0.5, max_value=25 / 3),
    matches=st.integers(min_value=0, max_value=1000),
)


@given(skills, skills)
def test_a_win_never_lowers_the_winners_mean_nor_raises_the_losers(a: Skill, b: Skill) -> None:
    winner, loser = rate(a, b, "first")
    assert winner.mu >= a.mu and loser.mu <= b.mu
    assert (winner.matches, loser.matches) == (a.matches + 1, b.matches + 1)


@given(skills, skills)
def test_the_outcome_is_the_same_whichever_seat_the_winner_sat_in(a: Skill, b: Skill) -> None:
    first, second = rate(a, b, "first")
    second_swapped, first_swapped = rate(b, a, "second")
    assert (first, second) == (first_swapped, second_swapped)


def test_beating_the_expert_counts_for_more_than_beating_the_easy_level() -> None:
    gains = {
        level: rate(Skill(), LEVEL_SKILLS[level], "first")[0].mu - Skill().mu
        for level in ("easy", "normal", "expert")
    }
    assert gains["easy"] < gains["normal"] < gains["expert"]


def test_the_levels_skills_give_the_ladders_shares_back() -> None:
    for pairing in LADDER[:2]:  # the two pairings measured over hundreds of matches
        chance = win_chance(LEVEL_SKILLS[pairing.stronger], LEVEL_SKILLS[pairing.weaker])
        assert abs(chance - pairing.share) < 0.02, pairing


def test_a_new_member_is_provisional_until_enough_rated_matches() -> None:
    assert Skill().provisional and Skill().shown == 1000
    assert Skill(matches=PROVISIONAL_MATCHES - 1).provisional
    assert not Skill(matches=PROVISIONAL_MATCHES).provisional
