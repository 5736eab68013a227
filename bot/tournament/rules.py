"""What a tournament's games play: the preset, variants and house rules settled when it was
opened (its own choices, else the server's then), stored with it so that every game of every
round plays the same rules, whatever the server changes meanwhile."""

from __future__ import annotations

from bot.app.core.house_rules import choices_json, parse_choices
from bot.app.core.rules_in_play import Settled, rules_in_play
from bot.app.core.variants import Variants
from bot.engine import RuleSet
from bot.store.tournaments import TournamentRecord

NO_HOUSE_RULES = "{}"  # stored when it plays none (NULL would read as a server's default)


def stored_choices(played: Settled) -> tuple[str | None, str]:
    """The stored forms of a tournament's variants and house rules."""
    return played.variants.to_json(), choices_json(played.house) or NO_HOUSE_RULES


def choices_of(record: TournamentRecord) -> Settled:
    """The choices the tournament's games play, as stored when it was opened."""
    variants = Variants.from_json(record.variants)
    return Settled(record.rules_preset, variants, parse_choices(record.house_rules))


def rules_of(record: TournamentRecord) -> RuleSet:
    """The rules every game of the tournament plays."""
    return rules_in_play(choices_of(record))
