"""Pairing invariants over whole tournaments played with random results and withdrawals."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournament.games import Format, Game, Pairing, Player, Round
from bot.tournament.pairing import (
    TieBreak,
    advancing,
    bracket_order,
    planned_rounds,
    round_robin,
    swiss,
    tie_break,
)
from bot.tournament.progress import champion, next_round, settled_at_once


def _decide(pairing: Pairing, withdrawn: set[Player], rng: random.Random) -> Game:
    settled = settled_at_once(pairing, withdrawn)
    if settled is not None:
        return settled
    first, second = rng.randrange(0, 12), rng.randrange(0, 12)
    winner = pairing.first if first > second else pairing.second if second > first else None
    return Game(pairing, winner, first, second)


def _play(
    form: Format, players: int, seed: int, leave: float = 0.0
) -> tuple[list[Player], list[Round], list[set[Player]], list[list[Game]]]:
    """A whole tournament: its seeds, every round, who had withdrawn before each, the games."""
    rng = random.Random(seed)
    seeds = list(range(100, 100 + players))
    withdrawn: set[Player] = set()
    rounds: list[Round] = []
    gone_before: list[set[Player]] = []
    past: list[list[Game]] = []
    while (pairs := next_round(form, seeds, withdrawn, past)) is not None:
        rounds.append(pairs)
        gone_before.append(set(withdrawn))
        past.append([_decide(p, withdrawn, rng) for p in pairs])
        if rng.random() < leave:
            withdrawn.add(rng.choice(seeds))
        assert len(rounds) <= players + 1
    return seeds, rounds, gone_before, past


FORMATS = st.sampled_from(list(Format))
PLAYERS = st.integers(min_value=2, max_value=11)
SEEDS = st.integers(min_value=0, max_value=2**32)


@settings(max_examples=150, deadline=None)
@given(PLAYERS, SEEDS)
def test_in_round_robin_and_swiss_every_player_still_in_plays_or_has_a_bye_each_round(
    players: int, seed: int
) -> None:
    for form in (Format.ROUND_ROBIN, Format.SWISS):
        seeds, rounds, gone, _ = _play(form, players, seed, leave=0.2)
        for pairs, withdrawn in zip(rounds, gone, strict=True):
            seen = Counter(p for pairing in pairs for p in pairing.players)
            assert all(count == 1 for count in seen.values()), pairs
            assert {p for p in seeds if p not in withdrawn} <= set(seen), pairs


@settings(max_examples=150, deadline=None)
@given(PLAYERS, SEEDS)
def test_in_elimination_every_player_still_in_plays_or_has_a_bye_each_round(
    players: int, seed: int
) -> None:
    seeds, rounds, _, past = _play(Format.ELIMINATION, players, seed)
    still_in = set(seeds)
    for pairs, games in zip(rounds, past, strict=True):
        assert {p for pairing in pairs for p in pairing.players} == still_in
        losers = {p for g in games for p in g.pairing.players if p != g.winner}
        still_in -= {p for p in losers if _goes_on(games, p, seeds) != p}
    assert len(rounds) == planned_rounds(Format.ELIMINATION, players)
    assert champion(Format.ELIMINATION, seeds, set(), past) in still_in


def _goes_on(games: list[Game], player: Player, seeds: list[Player]) -> Player | None:
    game = next(g for g in games if player in g.pairing.players)
    return advancing(game, seeds)


@settings(max_examples=150, deadline=None)
@given(PLAYERS, SEEDS, st.sampled_from([0.0, 0.3]))
def test_nobody_has_a_second_bye_while_someone_still_in_has_none(
    players: int, seed: int, leave: float
) -> None:
    for form in (Format.ROUND_ROBIN, Format.SWISS):
        seeds, rounds, gone, _ = _play(form, players, seed, leave)
        byes: Counter[Player] = Counter()
        for pairs, withdrawn in zip(rounds, gone, strict=True):
            for pairing in pairs:
                if pairing.bye and pairing.first not in withdrawn:
                    fewest = min(byes[p] for p in seeds if p not in withdrawn)
                    assert byes[pairing.first] == fewest, (form, rounds)
                    byes[pairing.first] += 1


@given(PLAYERS)
def test_a_round_robin_meets_every_pair_exactly_once_and_gives_each_one_bye_if_odd(
    players: int,
) -> None:
    seeds = list(range(players))
    rounds = round_robin(seeds)
    games = Counter(frozenset(p.players) for r in rounds for p in r if not p.bye)
    assert set(games) == {frozenset(pair) for pair in itertools.combinations(seeds, 2)}
    assert set(games.values()) == {1}
    byes = Counter(p.first for r in rounds for p in r if p.bye)
    assert byes == (Counter(seeds) if players % 2 else Counter())
    assert len(rounds) == planned_rounds(Format.ROUND_ROBIN, players)


def _avoidable(ranked: list[Player], met: set[frozenset[Player]], byes: Counter[Player]) -> bool:
    """Brute force: some fair bye and some pairing of the rest repeat no game."""
    fewest = min(byes[p] for p in ranked)
    for bye in [p for p in ranked if byes[p] == fewest] if len(ranked) % 2 else [None]:
        rest = [p for p in ranked if p != bye]
        if _perfect(rest, met):
            return True
    return False


def _perfect(rest: list[Player], met: set[frozenset[Player]]) -> bool:
    if not rest:
        return True
    top, others = rest[0], rest[1:]
    return any(
        frozenset((top, o)) not in met and _perfect([p for p in others if p != o], met)
        for o in others
    )


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=2, max_value=9), SEEDS, st.integers(min_value=1, max_value=8))
def test_no_pair_meets_twice_in_swiss_while_another_pairing_avoids_it(
    players: int, seed: int, extra: int
) -> None:
    # Rounds beyond the planned ones, to reach the point where repeats become unavoidable.
    rng = random.Random(seed)
    seeds = list(range(players))
    past: list[Game] = []
    for _ in range(extra):
        ranked = list(seeds)
        rng.shuffle(ranked)
        met = {frozenset(g.pairing.players) for g in past if not g.pairing.bye}
        byes = Counter(g.pairing.first for g in past if g.pairing.bye)
        pairs = swiss(ranked, past)
        repeats = [p for p in pairs if not p.bye and frozenset(p.players) in met]
        if _avoidable(ranked, met, byes):
            assert not repeats, (pairs, met)
        past += [_decide(p, set(), rng) for p in pairs]


def test_the_bracket_places_the_top_two_seeds_in_opposite_halves() -> None:
    for size in (2, 4, 8, 16, 32):
        order = bracket_order(size)
        assert sorted(order) == list(range(1, size + 1))
        assert order.index(1) < size // 2 <= order.index(2)


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=2, max_value=40))
def test_elimination_byes_go_to_the_top_seeds_and_never_two_meet(players: int) -> None:
    seeds = list(range(1, players + 1))
    first = next_round(Format.ELIMINATION, seeds, set(), [])
    assert first is not None
    given_byes = sorted(p.first for p in first if p.bye)
    assert given_byes == seeds[: len(given_byes)]
    assert len(given_byes) < players


@given(st.integers(0, 12), st.integers(0, 12), st.booleans())
def test_the_tie_break_named_for_a_drawn_game_is_the_one_that_sent_its_player_on(
    first_points: int, second_points: int, first_is_higher: bool
) -> None:
    seeds = [1, 2] if first_is_higher else [2, 1]
    game = Game(Pairing(1, 2), None, first_points, second_points)
    going = advancing(game, seeds)
    if tie_break(game) is TieBreak.SEED:
        assert first_points == second_points and going == seeds[0]
    else:
        assert tie_break(game) is TieBreak.POINTS
        assert going == (1 if first_points > second_points else 2)


def test_a_game_with_a_winner_a_bye_or_a_double_forfeit_names_no_tie_break() -> None:
    assert tie_break(Game(Pairing(1, 2), 2, 5, 5)) is None
    assert tie_break(Game(Pairing(1, None), 1)) is None
    assert tie_break(Game(Pairing(1, 2), None, forfeit=True)) is None
