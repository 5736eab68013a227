"""The traditional rules' optional variants, chosen for a match or as a server's default.

Stored as a JSON object (``{"loser_pays": true, "twelve_months": false}``) with a server's
settings and a pending challenge; a match stores the whole rule set they produce, so a restart
plays on with the same rules.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Literal

from bot.engine import RuleSet
from bot.engine.rules import Variant, with_variants

# How a member picks them in a slash command.
VariantChoice = Literal["none", "loser-pays", "twelve-months", "both"]


@dataclass(frozen=True, slots=True)
class Variants:
    """Which optional variants are on."""

    loser_pays: bool = False  # the loser loses what the winner gains
    twelve_months: bool = False  # exactly twelve months, no target, the higher total wins

    @property
    def any(self) -> bool:
        """Whether any variant is on."""
        return self.loser_pays or self.twelve_months

    @classmethod
    def chosen(cls, choice: VariantChoice) -> Variants:
        """The variants of a slash command choice."""
        both = choice == "both"
        return cls(both or choice == "loser-pays", both or choice == "twelve-months")

    def to_json(self) -> str | None:
        """The stored form; None when no variant is on."""
        if not self.any:
            return None
        return json.dumps({"loser_pays": self.loser_pays, "twelve_months": self.twelve_months})

    @classmethod
    def from_json(cls, text: str | None) -> Variants:
        """Read the stored form (unknown keys and a bad text count as no variant)."""
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            return cls()
        if not isinstance(data, dict):
            return cls()
        return cls(data.get("loser_pays") is True, data.get("twelve_months") is True)

    @classmethod
    def of_rules(cls, rules: RuleSet) -> tuple[str, Variants]:
        """The preset a match's stored rules came from, and the variants played on it."""
        played = rules.variants_played
        return rules.based_on, cls(Variant.LOSER_PAYS in played, Variant.TWELVE_MONTHS in played)

    @property
    def chosen_variants(self) -> tuple[Variant, ...]:
        """The engine's names of the variants that are on."""
        on = ((Variant.LOSER_PAYS, self.loser_pays), (Variant.TWELVE_MONTHS, self.twelve_months))
        return tuple(variant for variant, chosen in on if chosen)

    def applies_to(self, rules: RuleSet) -> bool:
        """Whether these variants can be played with ``rules`` (those its preset offers)."""
        return all(rules.offers(variant) for variant in self.chosen_variants)

    def apply(self, rules: RuleSet) -> RuleSet:
        """The rule set with these variants (``rules`` itself when none is on)."""
        return with_variants(rules, self.chosen_variants)


NO_VARIANTS = Variants()
