"""What a tournament's pictures say in words, in every language: every player is named, and
every text drawn stays legible on a phone."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from bot.app.core.house_rules import choice_words
from bot.i18n import t
from bot.i18n.catalog import LOCALES
from bot.render import legibility
from bot.render.tournament import render_bracket, render_standings
from bot.store.tournaments import Entrant, GameRecord, TournamentRecord
from bot.tournament.games import Format, Game
from bot.tournament.progress import next_round, settled_at_once
from bot.tournament.steps import Snapshot
from cogs.tournaments.posts import (
    bracket_picture,
    round_text,
    signup_text,
    standings_picture,
    tie_break_notes,
)

NAMES = {1: "Aoi", 2: "Magnhild-Kristine", 3: "山田太郎", 4: "Zoë", 5: "مريم", 6: "Kasia"}
NOW = datetime(2030, 1, 1, tzinfo=UTC)


def _played(form: Format, rounds: int) -> Snapshot:
    """A tournament of six after ``rounds`` rounds of seeded random results."""
    rng = random.Random(7)
    seeds = list(NAMES)
    past: list[list[Game]] = []
    rows: list[GameRecord] = []
    for number in range(1, rounds + 1):
        pairs = next_round(form, seeds, set(), past)
        assert pairs is not None
        decided = []
        for slot, pairing in enumerate(pairs):
            game = settled_at_once(pairing, set())
            if game is None:
                a, b = rng.randrange(1, 12), rng.randrange(1, 12)
                winner = pairing.first if a >= b else pairing.second
                game = Game(pairing, winner, a, b)
            decided.append(game)
            rows.append(
                GameRecord(
                    number,
                    slot,
                    pairing.first,
                    pairing.second,
                    "done",
                    None,
                    game.winner,
                    game.first_points,
                    game.second_points,
                    game.forfeit,
                    NOW,
                )
            )
        past.append(decided)
    record = TournamentRecord(
        1, 1, 1, None, 1, form.value, "standard", 3600, "running", rounds, None
    )
    entrants = tuple(Entrant(user, seed, False) for seed, user in enumerate(seeds, start=1))
    return Snapshot(record, entrants, tuple(rows))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_standings_alt_text_names_every_player_in_order(locale: str) -> None:
    picture, alt = standings_picture(_played(Format.SWISS, 2), NAMES, locale)
    assert [line.name for line in picture.lines] == sorted(
        NAMES.values(), key=lambda name: alt.index(name)
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_the_bracket_alt_text_names_every_game_and_its_winner(locale: str) -> None:
    snapshot = _played(Format.ELIMINATION, 2)
    picture, alt = bracket_picture(snapshot, NAMES, locale)
    assert sum(len(stage.games) for stage in picture.rounds) == len(snapshot.games)
    assert all(NAMES[g.winner_id] in alt for g in snapshot.games if g.winner_id is not None)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_word_of_both_pictures_reads_at_9_px_on_a_phone_in_every_language(
    locale: str,
) -> None:
    standings, _ = standings_picture(_played(Format.ROUND_ROBIN, 3), NAMES, locale)
    bracket, _ = bracket_picture(_played(Format.ELIMINATION, 3), NAMES, locale)
    with legibility.recording() as drawn:
        render_standings(standings)
        render_bracket(bracket)
    small = [(d.text, round(d.size_at(), 1)) for d in drawn if d.size_at() < 9.0]
    assert not small
    assert {d.text for d in drawn} >= set(NAMES.values())  # nobody's name was cut short


@pytest.mark.parametrize("locale", LOCALES)
def test_the_signup_and_round_posts_name_the_house_rules_in_every_language(locale: str) -> None:
    snapshot = _played(Format.SWISS, 1)
    chosen = replace(snapshot.record, house_rules='{"multiplier": "own_calls", "rain": "on"}')
    snapshot = replace(snapshot, record=chosen)
    pairs = next_round(Format.SWISS, list(NAMES), set(), [])
    assert pairs is not None
    for text in (signup_text(locale, snapshot), round_text(locale, snapshot, 2, pairs)):
        assert choice_words(locale, "multiplier", "own_calls") in text
        assert choice_words(locale, "rain", "on") in text


@pytest.mark.parametrize("locale", LOCALES)
def test_the_signup_post_says_when_a_tournament_plays_no_house_rules(locale: str) -> None:
    assert t(locale, "house-rules-none") in signup_text(locale, _played(Format.SWISS, 1))


# -- what happened, said so ---------------------------------------------------------------------


def _elimination(ending: str | None, *, forfeit: bool = True, withdrawn: bool = False) -> Snapshot:
    """Aoi against Zoë in the first round of an elimination of two, Aoi going on, Zoë
    having ended the game by ``ending``."""
    game = GameRecord(1, 0, 1, 4, "done", 9, 1, 0, 0, forfeit, NOW, ending=ending)
    record = TournamentRecord(1, 1, 1, None, 1, "elimination", "standard", 60, "finished", 1, 1)
    entrants = (Entrant(1, 1, False), Entrant(4, 2, withdrawn))
    return Snapshot(record, entrants, (game,))


@pytest.mark.parametrize("ending", ["forfeit", "time-out", "no-show", "withdrawn", "walkover"])
@pytest.mark.parametrize("locale", LOCALES)
def test_a_game_not_played_out_is_drawn_and_told_by_how_it_ended_not_as_a_draw(
    ending: str, locale: str
) -> None:
    gone = ending in ("walkover", "withdrawn")
    picture, alt = bracket_picture(_elimination(ending, withdrawn=gone), NAMES, locale)
    [game] = picture.rounds[0].games
    assert game.score == t(locale, f"tournament-ending-{ending}")
    assert "0 – 0" not in alt and t(locale, f"tournament-ending-{ending}") in alt
    assert picture.notes == (t(locale, f"tournament-legend-{ending}"),)


def _drawn(ending: str, points: tuple[int, int]) -> Snapshot:
    """Aoi (seed 1) against Zoë (seed 2), nobody winning: drawn, or ended without a result."""
    game = GameRecord(1, 0, 1, 4, "done", 9, None, *points, False, NOW, ending=ending)
    return replace(_elimination("played", forfeit=False), games=(game,))


@pytest.mark.parametrize(
    ("ending", "points", "going", "why"),
    [
        ("played", (3, 3), 1, "seed"),
        ("played", (2, 5), 4, "points"),
        ("unfinished", (0, 0), 1, "seed"),
    ],
)
@pytest.mark.parametrize("locale", LOCALES)
def test_a_drawn_elimination_game_draws_who_goes_on_as_the_winner_and_says_why(
    locale: str, ending: str, points: tuple[int, int], going: int, why: str
) -> None:
    snapshot = _drawn(ending, points)
    picture, alt = bracket_picture(snapshot, NAMES, locale)
    [game] = picture.rounds[0].games
    assert game.winner == (0 if going == 1 else 1)  # drawn in the winner's gold
    reason = t(locale, f"tournament-tie-break-{why}")
    result = (
        t(locale, "tournament-ending-unfinished")
        if ending == "unfinished"
        else t(locale, "tournament-drawn", score=f"{points[0]}\u00a0–\u00a0{points[1]}")
    )
    said = {"first": "Aoi", "second": "Zoë", "result": result, "player": NAMES[going]}
    note = t(locale, "tournament-note-goes-on", round=1, reason=reason, **said)
    assert picture.notes[0] == note
    assert t(locale, "tournament-alt-goes-on", reason=reason, **said) in alt
    assert tie_break_notes(locale, snapshot, NAMES, 1) == (note,)
    assert tie_break_notes(locale, snapshot, NAMES, 2) == ()


def _swiss_round_two(withdrawn: set[int] = frozenset()) -> Snapshot:  # type: ignore[assignment]
    """Swiss with three players: round 1 played (Aoi beat Zoë by time-out, Kasia's bye),
    round 2 just posted with its bye already settled."""
    rows = (
        GameRecord(1, 0, 1, 4, "done", 5, 1, 0, 0, True, NOW, ending="time-out"),
        GameRecord(1, 1, 6, None, "done", None, 6, 0, 0, False, NOW, ending="bye"),
        GameRecord(2, 0, 1, 6, "waiting", None, None, 0, 0, False, NOW),
        GameRecord(2, 1, 4, None, "done", None, 4, 0, 0, False, NOW, ending="bye"),
    )
    record = TournamentRecord(1, 1, 1, None, 1, "swiss", "standard", 60, "running", 2, None)
    entrants = tuple(Entrant(u, n, u in withdrawn) for n, u in enumerate((1, 4, 6), start=1))
    return Snapshot(record, entrants, rows)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_standings_posted_with_a_round_count_only_the_rounds_played(locale: str) -> None:
    picture, _ = standings_picture(_swiss_round_two(), NAMES, locale)
    records = {line.name: line.record for line in picture.lines}
    assert records == {"Aoi": "1–0–0", "Kasia": "1–0–0", "Zoë": "0–0–1"}  # Zoë's bye not yet
    assert picture.subtitle == t(
        locale,
        "tournament-subtitle-after",
        format=t(locale, "tournament-format-swiss"),
        round=1,
        rounds=2,
    )
    assert t(locale, "tournament-note-time-out", round=1, winner="Aoi", loser="Zoë") in (
        picture.notes
    )
    assert t(locale, "tournament-note-bye", round=1, player="Kasia") in picture.notes


@pytest.mark.parametrize("locale", LOCALES)
def test_equal_players_share_a_place_on_the_standings(locale: str) -> None:
    picture, _ = standings_picture(_swiss_round_two(), NAMES, locale)
    places = {line.name: line.place for line in picture.lines}
    assert places["Aoi"] == places["Kasia"] == 1 and places["Zoë"] == 3


@pytest.mark.parametrize("locale", LOCALES)
def test_a_round_post_gives_the_deadline_and_the_turn_clock(locale: str) -> None:
    snapshot = _swiss_round_two()
    text = round_text(locale, snapshot, 2, [g.pairing for g in _pairings(snapshot, 2)])
    stamp = int(NOW.timestamp())
    assert f"<t:{stamp}:R>" in text
    assert (
        t(
            locale,
            "tournament-round-clock",
            minutes=1,
            deadline=f"<t:{stamp}:f>",
            until=f"<t:{stamp}:R>",
        )
        in text
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_a_round_post_says_a_withdrawn_players_game_is_a_walkover(locale: str) -> None:
    snapshot = _swiss_round_two(withdrawn={6})
    text = round_text(locale, snapshot, 2, [g.pairing for g in _pairings(snapshot, 2)])
    assert t(locale, "tournament-walkover", winner="<@1>", player="<@6>") in text
    assert t(locale, "tournament-pairing", first="<@1>", second="<@6>") not in text


@pytest.mark.parametrize("locale", LOCALES)
def test_the_finished_signup_names_the_champion_and_invites_nobody_to_join(locale: str) -> None:
    snapshot = _elimination("forfeit")
    text = signup_text(locale, snapshot)
    assert t(locale, "tournament-finished", player="<@1>") in text
    assert t(locale, "tournament-join-below") not in text
    assert t(locale, "tournament-join-below") in signup_text(
        locale, replace(snapshot, record=replace(snapshot.record, status="open"))
    )


def _pairings(snapshot: Snapshot, number: int) -> list[Game]:
    from bot.tournament.steps import as_game

    return [as_game(g) for g in snapshot.games if g.round == number]
