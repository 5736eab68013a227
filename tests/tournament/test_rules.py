"""A tournament's games play the rules settled when it was opened, as stored with it."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.app.core.rules_in_play import MatchChoices, rules_in_play, settled
from bot.store import GuildSettings
from bot.store.tournaments import TournamentRecord
from bot.tournament.rules import rules_of, stored_choices
from tests.app.core.test_rules_in_play import presets, servers

OPENED = TournamentRecord(1, 1, 1, None, 1, "swiss", "standard", 3600, "open", 0, None)


@settings(max_examples=60, deadline=None)
@given(servers(), st.none() | presets, st.booleans())
def test_a_tournaments_games_play_what_a_match_opened_with_its_choices_plays(
    server: GuildSettings, name: str | None, no_house_rules: bool
) -> None:
    chosen = MatchChoices(name, house={} if no_house_rules else None)
    played = settled(chosen, server)
    variants, house_rules = stored_choices(played)
    record = replace(OPENED, rules_preset=played.preset, variants=variants, house_rules=house_rules)
    assert rules_of(record) == rules_in_play(chosen, server)


def test_a_tournament_opened_before_its_house_rules_were_stored_plays_its_preset_alone() -> None:
    assert rules_of(replace(OPENED, rules_preset="traditional")) == rules_in_play(
        MatchChoices("traditional", house={}), GuildSettings(guild_id=1)
    )
