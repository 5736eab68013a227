"""What an outcome asks the channel to see: the rounds it ended, and where the table goes.

The adapter draws and posts; the choice of what to post is made here, without Discord.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.app.core.table import Outcome
from bot.engine import events as ev


def rounds_ended(events: Sequence[ev.Event]) -> list[ev.RoundResult]:
    """The results of the rounds (not counting redeals) that ended in ``events``."""
    return [e.result for e in events if isinstance(e, ev.RoundOver) and not e.result.redeal]


def table_moves_down(outcome: Outcome) -> bool:
    """Whether the table is posted again below the results: a round ended and the match goes
    on (so the table stays the newest message of its match)."""
    return not outcome.table.match.over and bool(rounds_ended(outcome.events))
