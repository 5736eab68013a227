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
from cogs.tournaments.posts import bracket_picture, round_text, signup_text, standings_picture

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
