"""Rebuilding a match's engine state by replaying its log (pure: no database)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import ValidationError

from bot.engine.actions import Action
from bot.engine.match import Match
from bot.engine.rules import RuleSet, as_preset
from bot.store.errors import DamagedMatchError
from bot.store.matches import MatchRecord


@dataclass(frozen=True, slots=True)
class RestoredMatch:
    """A stored match and its engine state, rebuilt from the log."""

    record: MatchRecord
    match: Match


def rules_of(record: MatchRecord) -> RuleSet:
    """The match's rule set; raises DamagedMatchError when the stored JSON does not load."""
    try:
        return as_preset(RuleSet.model_validate_json(record.rules_json))
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc'])) or 'rules'}: {e['msg']}" for e in exc.errors()
        )
        raise DamagedMatchError(
            record.match_id,
            f"its rule set (preset {record.rules_preset!r}) no longer loads: {problems}",
        ) from exc


def replay(record: MatchRecord, actions: Sequence[str]) -> Match:
    """The match rebuilt from ``actions``; raises DamagedMatchError if they do not replay."""
    rules = rules_of(record)
    if len(actions) != record.log_length:
        raise DamagedMatchError(
            record.match_id,
            f"the log holds {len(actions)} action(s) but the match counts {record.log_length}",
        )
    try:
        match = Match(rules, record.seed, record.birth_months)
    except Exception as exc:  # any failure of this one row must not reach the other matches
        raise DamagedMatchError(record.match_id, f"it cannot be dealt again: {exc}") from exc
    for seq, text in enumerate(actions):
        try:
            match.apply(Action.parse(text))
        except Exception as exc:
            raise DamagedMatchError(
                record.match_id, f"action #{seq} {text!r} of its log no longer replays: {exc}"
            ) from exc
    return match
