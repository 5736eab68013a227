"""Capture choices that are no choice: when the cards a played or drawn card may take are the
same for every purpose of the rules in play, which one it takes without asking.

The legal actions and the log are untouched: the caller applies the ordinary take action.
"""

from __future__ import annotations

from bot.engine.cards import bit, kind_of, month_of
from bot.engine.round import Phase
from bot.engine.rules import RuleSet
from bot.engine.view import PlayerView
from bot.engine.yaku_table import yaku_of_rules


def equivalent(rules: RuleSet, month: int, first: int, second: int) -> bool:
    """Whether two cards are interchangeable in a round of ``month`` under ``rules``: the same
    month, the same kind, and no yaku of the rules counts or requires one but not the other."""
    if month_of(first) != month_of(second) or kind_of(first) is not kind_of(second):
        return False
    pair = bit(first) | bit(second)
    for entry in yaku_of_rules(rules):
        for mask in (entry.counted(rules, month), entry.must):
            if mask & pair not in (0, pair):
                return False
    return True


def automatic_take(view: PlayerView) -> int | None:
    """The card the waiting card takes without asking, when every card it may take is
    equivalent to the others (the lowest of them); None when the choice matters."""
    if view.phase is not Phase.TAKE:
        return None
    cards = sorted(action.card for action in view.legal if action.verb == "take")
    if len(cards) < 2:
        return None
    if all(equivalent(view.rules, view.month, cards[0], other) for other in cards[1:]):
        return cards[0]
    return None


__all__ = ["automatic_take", "equivalent"]
