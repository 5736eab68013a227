"""The standings and their stated tie-break."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournament.games import Game, Pairing
from bot.tournament.standings import Standing, standings

SEEDS = [1, 2, 3, 4]


def test_a_win_counts_two_match_points_a_draw_one_and_a_bye_two() -> None:
    games = [Game(Pairing(1, 2), 1, 7, 3), Game(Pairing(3, 4), None, 5, 5)]
    games.append(Game(Pairing(2, None), 2))
    points = {line.player: line.match_points for line in standings(SEEDS, games)}
    assert points == {1: 2, 2: 2, 3: 1, 4: 1}


def test_equal_match_points_are_ordered_by_the_opponents_match_points() -> None:
    # 1 beat 3 (who then won), 2 beat 4 (who then lost): 1 and 2 have equal match points.
    games = [
        Game(Pairing(1, 3), 1, 1, 9),
        Game(Pairing(2, 4), 2, 9, 1),
        Game(Pairing(3, 4), 3, 6, 0),
    ]
    order = [line.player for line in standings(SEEDS, games)]
    assert order.index(1) < order.index(2)


def test_equal_buchholz_is_ordered_by_koi_koi_points_then_by_seed() -> None:
    games = [Game(Pairing(1, 2), 1, 3, 0), Game(Pairing(3, 4), 3, 8, 0)]
    assert [line.player for line in standings(SEEDS, games)] == [3, 1, 2, 4]
    assert [line.player for line in standings(SEEDS, [])] == SEEDS


def test_a_forfeit_gives_the_player_who_stayed_a_win_and_no_draw_to_anyone() -> None:
    games = [Game(Pairing(1, 2), 2, forfeit=True), Game(Pairing(3, 4), None, forfeit=True)]
    lines = {line.player: line for line in standings(SEEDS, games)}
    assert (lines[2].wins, lines[1].losses) == (1, 1)
    assert lines[3].match_points == lines[4].match_points == lines[3].draws == 0


GAMES = st.lists(
    st.builds(
        lambda a, b, x, y: Game(Pairing(a, b), a if x > y else b if y > x else None, x, y),
        st.sampled_from(SEEDS),
        st.sampled_from(SEEDS),
        st.integers(0, 20),
        st.integers(0, 20),
    ).filter(lambda g: g.pairing.first != g.pairing.second),
    max_size=12,
)


@settings(max_examples=150)
@given(GAMES)
def test_standings_follow_match_points_then_buchholz_then_koi_koi_points_then_seed(
    games: list[Game],
) -> None:
    lines = standings(SEEDS, games)
    keys = [(-s.match_points, -s.buchholz, -s.scored, s.seed) for s in lines]
    assert keys == sorted(keys)
    for index, line in enumerate(lines):  # equal players share a place; the next one skips
        tied = [o for o in lines if o.place == line.place]
        assert all(_figures(o) == _figures(line) for o in tied)
        assert line.place == 1 + sum(1 for o in lines if _figures(o) > _figures(line))
        assert index + 1 >= line.place
    assert sum(s.wins for s in lines) == sum(1 for g in games if g.winner is not None)


def _figures(line: Standing) -> tuple[int, int, int]:
    return (line.match_points, line.buchholz, line.scored)


def test_players_with_nothing_played_all_share_the_first_place() -> None:
    assert [line.place for line in standings(SEEDS, [])] == [1, 1, 1, 1]


def test_two_tied_players_share_a_place_and_the_next_one_counts_both() -> None:
    games = [Game(Pairing(1, 2), 1, 5, 0), Game(Pairing(3, 4), 3, 5, 0)]
    places = {line.player: line.place for line in standings(SEEDS, games)}
    assert places == {1: 1, 3: 1, 2: 3, 4: 3}
